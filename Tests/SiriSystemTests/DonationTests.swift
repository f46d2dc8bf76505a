import Foundation
import TestSupport
import Testing

@testable import SiriSystem

@Suite struct DonationRefusalTests {
    @Test func anIntentMatchingNoShortcutTypeCannotBeDonated() throws {
        let directory = try TemporaryDirectory("sys")
        let definition = IntentDefinition(
            typeName: "OrderThing", category: "order", requiresConfirmation: true, supportsBackgroundExecution: true,
            parameterNames: ["thing"], shortcutTypes: [ShortcutType(parameters: ["thing"], title: "Order ${thing}")])
        let store = try SystemStore(directory: directory.path, definitions: [definition])
        #expect(throws: SiriSystemError.noValidShortcutTypes(intentType: "OrderThing")) {
            try store.donate(Interaction(intent: Intent(typeName: "OrderThing"), date: Date()))
        }
        #expect(try store.interactionCount() == 0)
    }
}
