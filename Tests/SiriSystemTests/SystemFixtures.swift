import Foundation
import TestSupport

@testable import SiriSystem

/// A private directory holding one system store, removed when the test lets go of it.
final class SystemFixture {
    let temporary: TemporaryDirectory
    var directory: String { temporary.path }
    let store: SystemStore

    init(definitions: [IntentDefinition] = [SystemFixture.orderThing]) throws {
        temporary = try TemporaryDirectory("siri-system-test")
        store = try SystemStore(directory: temporary.path, definitions: definitions)
    }

    /// An app intent that is not about soup: the system must work from the definition alone.
    static let orderThing = IntentDefinition(
        typeName: "OrderThingIntent", category: "order", requiresConfirmation: true, supportsBackgroundExecution: true,
        parameterNames: ["thing", "count", "extras", "place"],
        shortcutTypes: [
            ShortcutType(parameters: ["thing"], title: "Get ${thing}"),
            ShortcutType(parameters: ["thing", "count"], title: "Get ${count} ${thing}"),
            ShortcutType(parameters: ["thing", "extras"], title: "Get ${thing}", subtitle: "Plus ${extras}", isPrimary: true),
            ShortcutType(parameters: ["thing", "count", "place"], title: "Get ${count} ${thing} at ${place}"),
        ])

    static func thing(_ id: String, name: String? = nil, count: Int? = nil, extras: [String]? = nil, place: String? = nil) -> Intent {
        var intent = Intent(typeName: "OrderThingIntent", suggestedInvocationPhrase: "Thing time")
        intent["thing"] = .object(identifier: id, display: name ?? id.capitalized)
        if let count { intent["count"] = .integer(count) }
        if let extras { intent["extras"] = .list(extras.map { .object(identifier: $0, display: $0.capitalized) }) }
        if let place { intent["place"] = .string(place) }
        return intent
    }

    static let epoch = Date(timeIntervalSince1970: 1_796_644_800)  // 2026-12-07T12:00:00Z

    static func at(minutes: Double) -> Date { epoch.addingTimeInterval(minutes * 60) }
}
