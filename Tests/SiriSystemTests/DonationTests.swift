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

/// `donate` returns the new interaction without reading it back: it must be what reading it
/// back gives, value for value, for every kind of parameter and identifier.
@Suite struct DonationReturnTests {
    @Test func aNewDonationIsReturnedAsItReadsBack() throws {
        let fixture = try SystemFixture()
        var unicode = SystemFixture.thing("crème", name: "Crème brûlée 🍮 \"quoted\" \\ tab\t", count: 2, place: "Zürich\nline")
        unicode.suggestedInvocationPhrase = nil
        let interactions = [
            Interaction(intent: SystemFixture.thing("soup"), identifier: "6F9619FF-8B86-D011-B42D-00CF4FC964FF", date: SystemFixture.epoch),
            Interaction(
                intent: SystemFixture.thing("soup", extras: ["cheese", "croutons"]), identifier: "6f9619ff-8b86-d011-b42d-00cf4fc964fe",
                groupIdentifier: "group-1", date: SystemFixture.at(minutes: 1.2345)),
            Interaction(intent: SystemFixture.thing("tea", count: 3, place: "Work"), identifier: "not a UUID", date: SystemFixture.at(minutes: 7)),
            Interaction(intent: unicode, identifier: nil, groupIdentifier: "", date: SystemFixture.at(minutes: -90.0001)),
            // The same intent again: its stored copy is shared.
            Interaction(intent: SystemFixture.thing("soup"), identifier: "second", date: SystemFixture.at(minutes: 9)),
        ]
        for interaction in interactions {
            let returned = try fixture.store.donate(interaction)
            let readBack = try #require(try fixture.store.interaction(identifier: returned.identifier))
            #expect(returned == readBack)
            if let identifier = interaction.identifier { #expect(returned.identifier == identifier) }
        }
        #expect(try fixture.store.interactionCount() == interactions.count)
    }
}

/// One numbering gives a key the same numbers each time it is asked, among other keys, and
/// another numbering finds the stored ones.
@Suite struct DonatedIntentsNumberingTests {
    static func key(_ title: String, json: String = "{}") -> DonatedIntents.Key {
        .init(
            intentType: "OrderThingIntent", shortcutType: "thing", shortcutKey: "OrderThingIntent|thing=\(title)", title: title, subtitle: nil,
            json: json)
    }

    @Test func eachKeyKeepsItsNumbers() throws {
        let fixture = try SystemFixture()
        let database = fixture.store.database
        try database.transaction {
            let numbering = DonatedIntents()
            let a = try numbering.numbers(of: Self.key("a"), in: database)
            #expect(try numbering.numbers(of: Self.key("a"), in: database) == a)
            let b = try numbering.numbers(of: Self.key("b"), in: database)
            let aOtherJSON = try numbering.numbers(of: Self.key("a", json: #"{"x":1}"#), in: database)
            #expect(b != a && aOtherJSON.intent != a.intent && aOtherJSON.shortcut == a.shortcut)
            #expect(try numbering.numbers(of: Self.key("a"), in: database) == a)
            #expect(try numbering.numbers(of: Self.key("b"), in: database) == b)
            // Another numbering finds the stored ones.
            #expect(try DonatedIntents().numbers(of: Self.key("b"), in: database) == b)
        }
        #expect(try database.scalar("SELECT count(*) FROM donated_intents") == 3)
        #expect(try database.scalar("SELECT count(*) FROM shortcut_keys") == 2)
    }
}
