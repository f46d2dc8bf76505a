import Foundation
import Testing

@testable import SiriSystem

@Suite struct DonationRefusalTests {
    @Test func anIntentMatchingNoShortcutTypeCannotBeDonated() throws {
        let directory = FileManager.default.temporaryDirectory.path + "/sys-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let definition = IntentDefinition(
            typeName: "OrderThing", category: "order", requiresConfirmation: true, supportsBackgroundExecution: true,
            parameterNames: ["thing"], shortcutTypes: [ShortcutType(parameters: ["thing"], title: "Order ${thing}")])
        let store = try SystemStore(directory: directory, definitions: [definition])
        #expect(throws: SiriSystemError.noValidShortcutTypes(intentType: "OrderThing")) {
            try store.donate(Interaction(intent: Intent(typeName: "OrderThing"), date: Date()))
        }
        #expect(try store.interactionCount() == 0)
    }
}
