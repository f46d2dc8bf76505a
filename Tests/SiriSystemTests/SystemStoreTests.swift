import Foundation
import SQLiteStore
import Testing

@testable import SiriSystem

@Suite struct InteractionStoreTests {
    @Test func donationKeepsWhatTheAppGaveAndWhatTheSystemWorkedOut() throws {
        let fixture = try SystemFixture()
        let date = SystemFixture.at(minutes: 0.0125)  // 750 ms past the minute
        let intent = SystemFixture.thing("tea", count: 2, extras: ["milk"])
        let donated = try fixture.store.donate(Interaction(intent: intent, identifier: "ID-1", groupIdentifier: "group-a", date: date))
        #expect(donated.identifier == "ID-1")
        #expect(donated.groupIdentifier == "group-a")
        #expect(donated.date == date)
        #expect(donated.intent == intent)
        #expect(donated.shortcutTypeKey == "thing,extras")
        #expect(donated.title == "Get Tea")
        #expect(donated.subtitle == "Plus Milk")
        #expect(donated.shortcutKey == "OrderThingIntent|thing=tea|extras=milk")
        #expect(try fixture.store.interaction(identifier: "ID-1") == donated)
        #expect(try fixture.store.interactionCount() == 1)
    }

    @Test func systemMakesUpAnIdentifierWhenTheAppGivesNone() throws {
        let fixture = try SystemFixture()
        let a = try fixture.store.donate(Interaction(intent: SystemFixture.thing("tea"), date: SystemFixture.epoch))
        let b = try fixture.store.donate(Interaction(intent: SystemFixture.thing("tea"), date: SystemFixture.epoch))
        #expect(a.identifier != b.identifier)
        #expect(UUID(uuidString: a.identifier) != nil)
        #expect(a.identifier == a.identifier.uppercased())
        #expect(try fixture.store.interactionCount() == 2)
    }

    @Test func donatingAStoredIdentifierAgainChangesNothing() throws {
        let fixture = try SystemFixture()
        let first = try fixture.store.donate(Interaction(intent: SystemFixture.thing("tea"), identifier: "X", date: SystemFixture.epoch))
        let again = try fixture.store.donate(
            Interaction(intent: SystemFixture.thing("coffee", count: 3), identifier: "X", date: SystemFixture.at(minutes: 5)))
        #expect(again == first)
        #expect(try fixture.store.interactionCount() == 1)
        #expect(try fixture.store.interaction(identifier: "X")?.title == "Get Tea")
    }

    @Test func unknownIntentTypeIsRefused() throws {
        let fixture = try SystemFixture()
        let error = #expect(throws: SiriSystemError.self) {
            try fixture.store.donate(Interaction(intent: Intent(typeName: "Mystery"), date: SystemFixture.epoch))
        }
        #expect(error == .unknownIntentType("Mystery"))
        #expect(error?.description == "Cannot donate interaction with Mystery: the app defines no such intent")
        #expect(try fixture.store.interactionCount() == 0)
    }

    @Test func noValidShortcutTypesIsWordedAsIOSWordsIt() {
        #expect(
            SiriSystemError.noValidShortcutTypes(intentType: "OrderSoupIntent").description
                == "Cannot donate interaction with OrderSoupIntent that has no valid shortcut types")
    }

    @Test func deletingByIdentifiersReturnsWhatWasDeletedAndIgnoresTheRest() throws {
        let fixture = try SystemFixture()
        for id in ["A", "B", "C"] {
            try fixture.store.donate(Interaction(intent: SystemFixture.thing("tea"), identifier: id, date: SystemFixture.epoch))
        }
        #expect(try fixture.store.deleteInteractions(identifiers: ["B", "nope", "C", "B"]) == ["B", "C"])
        #expect(try fixture.store.deleteInteractions(identifiers: []) == [])
        #expect(try fixture.store.deleteInteractions(identifiers: ["gone"]) == [])
        #expect(try fixture.store.interactions().map(\.identifier) == ["A"])
    }

    @Test func deletingByGroupLeavesOtherGroupsAndUngroupedOnes() throws {
        let fixture = try SystemFixture()
        let groups: [(String, String?)] = [("1", "g"), ("2", "g"), ("3", "h"), ("4", nil)]
        for (id, group) in groups {
            try fixture.store.donate(
                Interaction(intent: SystemFixture.thing("tea"), identifier: id, groupIdentifier: group, date: SystemFixture.epoch))
        }
        #expect(try fixture.store.deleteInteractions(groupIdentifier: "g").sorted() == ["1", "2"])
        #expect(try fixture.store.deleteInteractions(groupIdentifier: "none").isEmpty)
        #expect(try Set(fixture.store.interactions().map(\.identifier)) == ["3", "4"])
    }

    @Test func deleteAllRemovesInteractionsButNotActivities() throws {
        let fixture = try SystemFixture()
        try fixture.store.donate(Interaction(intent: SystemFixture.thing("tea"), identifier: "A", date: SystemFixture.epoch))
        try fixture.store.donate(Interaction(intent: SystemFixture.thing("tea"), identifier: "B", date: SystemFixture.epoch))
        try fixture.store.donate(UserActivity(activityType: "menu"), date: SystemFixture.epoch)
        #expect(try fixture.store.deleteAllInteractions() == 2)
        #expect(try fixture.store.interactionCount() == 0)
        #expect(try fixture.store.activities().count == 1)
        #expect(try fixture.store.deleteAllInteractions() == 0)
    }

    @Test func interactionsListNewestFirstAndHonourTheLimit() throws {
        let fixture = try SystemFixture()
        // Donated out of date order; two share a date and fall back to donation order.
        let plan: [(String, Double)] = [("mid", 5), ("old", 0), ("new", 10), ("new2", 10)]
        for (id, minutes) in plan {
            try fixture.store.donate(Interaction(intent: SystemFixture.thing("tea"), identifier: id, date: SystemFixture.at(minutes: minutes)))
        }
        #expect(try fixture.store.interactions().map(\.identifier) == ["new2", "new", "mid", "old"])
        #expect(try fixture.store.interactions(limit: 2).map(\.identifier) == ["new2", "new"])
        #expect(try fixture.store.interactions(identifiers: ["old", "zzz", "mid"]).map(\.identifier) == ["old", "mid"])
    }

    @Test func batchAppliesAllOrNothing() throws {
        let fixture = try SystemFixture()
        struct Boom: Error {}
        #expect(throws: Boom.self) {
            try fixture.store.batch {
                try fixture.store.donate(Interaction(intent: SystemFixture.thing("tea"), identifier: "A", date: SystemFixture.epoch))
                try fixture.store.setShortcutSuggestions([.intent(SystemFixture.thing("tea"))])
                throw Boom()
            }
        }
        #expect(try fixture.store.interactionCount() == 0)
        #expect(try fixture.store.shortcutSuggestions().isEmpty)
        try fixture.store.batch {
            try fixture.store.donate(Interaction(intent: SystemFixture.thing("tea"), identifier: "A", date: SystemFixture.epoch))
            // A refused donation inside a batch, caught, leaves the batch's other calls in place.
            #expect(throws: SiriSystemError.self) {
                try fixture.store.donate(Interaction(intent: Intent(typeName: "OrderThingIntent"), date: SystemFixture.epoch))
            }
            try fixture.store.donate(Interaction(intent: SystemFixture.thing("tea"), identifier: "B", date: SystemFixture.epoch))
        }
        #expect(try fixture.store.interactionCount() == 2)
    }

    @Test func storeIsAVersionedFileThatKeepsItsDataAcrossOpenings() throws {
        let fixture = try SystemFixture()
        try fixture.store.donate(Interaction(intent: SystemFixture.thing("tea"), identifier: "A", date: SystemFixture.epoch))
        let path = fixture.directory + "/" + SystemStore.fileName
        #expect(FileManager.default.fileExists(atPath: path))
        #expect(try fixture.store.database.userVersion == SystemStore.schemaVersion)
        let reopened = try SystemStore(directory: fixture.directory, definitions: [SystemFixture.orderThing])
        #expect(try reopened.interaction(identifier: "A")?.title == "Get Tea")
    }

    @Test func storedInteractionOfAnUnregisteredTypeStillReadsBack() throws {
        let fixture = try SystemFixture()
        try fixture.store.donate(Interaction(intent: SystemFixture.thing("tea", count: 2), identifier: "A", date: SystemFixture.epoch))
        // The app later ships without the intent: what was stored is still shown as stored.
        let reopened = try SystemStore(directory: fixture.directory, definitions: [])
        let stored = try #require(try reopened.interaction(identifier: "A"))
        #expect(stored.shortcutTypeKey == "thing,count")
        #expect(stored.title == "Get 2 Tea")
    }
}

@Suite struct ActivityStoreTests {
    static let menu = UserActivity(
        activityType: "com.example.menu", title: "Open menu", persistentIdentifier: "menu", userInfo: ["k": "v"],
        keywords: ["Menu"], isEligibleForSearch: true, isEligibleForPrediction: true, suggestedInvocationPhrase: "Menu please",
        contentDescription: "Shows the menu")

    @Test func activitiesRoundTripNewestFirst() throws {
        let fixture = try SystemFixture()
        try fixture.store.donate(Self.menu, date: SystemFixture.at(minutes: 0))
        try fixture.store.donate(UserActivity(activityType: "com.example.done", userInfo: ["orderID": "1"]), date: SystemFixture.at(minutes: 1))
        let activities = try fixture.store.activities()
        #expect(activities.map(\.activity.activityType) == ["com.example.done", "com.example.menu"])
        #expect(activities[1].activity == Self.menu)
        #expect(activities[1].date == SystemFixture.epoch)
        #expect(try fixture.store.activities(limit: 1).count == 1)
    }

    @Test func activitiesAreDeletedByPersistentIdentifierOrAll() throws {
        let fixture = try SystemFixture()
        try fixture.store.donate(Self.menu, date: SystemFixture.epoch)
        try fixture.store.donate(Self.menu, date: SystemFixture.epoch)
        try fixture.store.donate(UserActivity(activityType: "other", persistentIdentifier: "keep"), date: SystemFixture.epoch)
        #expect(try fixture.store.deleteActivities(persistentIdentifiers: ["menu", "unknown"]) == 2)
        #expect(try fixture.store.activities().map(\.activity.persistentIdentifier) == ["keep"])
        #expect(try fixture.store.deleteAllActivities() == 1)
        #expect(try fixture.store.activities().isEmpty)
    }

    @Test func donationsMergeBothKindsNewestFirstWithinTheLimit() throws {
        let fixture = try SystemFixture()
        try fixture.store.donate(Interaction(intent: SystemFixture.thing("tea"), identifier: "i0", date: SystemFixture.at(minutes: 0)))
        try fixture.store.donate(Self.menu, date: SystemFixture.at(minutes: 1))
        try fixture.store.donate(Interaction(intent: SystemFixture.thing("tea"), identifier: "i2", date: SystemFixture.at(minutes: 2)))
        try fixture.store.donate(Self.menu, date: SystemFixture.at(minutes: 3))
        func describe(_ donations: [Donation]) -> [String] {
            donations.map {
                switch $0 {
                case .interaction(let i): i.identifier
                case .activity(let a): "activity@\(Int(a.date.timeIntervalSince(SystemFixture.epoch) / 60))"
                }
            }
        }
        #expect(try describe(fixture.store.donations()) == ["activity@3", "i2", "activity@1", "i0"])
        #expect(try describe(fixture.store.donations(limit: 3)) == ["activity@3", "i2", "activity@1"])
        #expect(try fixture.store.donations(limit: 0).isEmpty)
    }
}

@Suite struct AppSetShortcutTests {
    @Test func shortcutSuggestionsAreReplacedAsAWholeAndKeepTheirOrder() throws {
        let fixture = try SystemFixture()
        let first: [Shortcut] = [.intent(SystemFixture.thing("tea", count: 1)), .userActivity(ActivityStoreTests.menu)]
        try fixture.store.setShortcutSuggestions(first)
        #expect(try fixture.store.shortcutSuggestions() == first)
        let second: [Shortcut] = [.intent(SystemFixture.thing("coffee", count: 1))]
        try fixture.store.setShortcutSuggestions(second)
        #expect(try fixture.store.shortcutSuggestions() == second)
        try fixture.store.setShortcutSuggestions([])
        #expect(try fixture.store.shortcutSuggestions().isEmpty)
    }

    @Test func relevantShortcutsAreReplacedAsAWholeWithTheirProviders() throws {
        let fixture = try SystemFixture()
        let relevant = [
            RelevantShortcut(
                shortcut: .intent(SystemFixture.thing("tea", count: 1)), title: "Tea break", subtitle: "Tea",
                relevanceProviders: [.dailyRoutine(.work)]),
            RelevantShortcut(
                shortcut: .userActivity(ActivityStoreTests.menu), title: "Menu",
                relevanceProviders: [
                    .date(start: SystemFixture.epoch, end: nil),
                    .location(name: "Dock", latitude: 37.5, longitude: -122.25, radius: 100),
                ]),
        ]
        try fixture.store.setRelevantShortcuts(relevant)
        #expect(try fixture.store.relevantShortcuts() == relevant)
        try fixture.store.setRelevantShortcuts(Array(relevant.suffix(1)))
        #expect(try fixture.store.relevantShortcuts() == Array(relevant.suffix(1)))
        try fixture.store.setRelevantShortcuts([])
        #expect(try fixture.store.relevantShortcuts().isEmpty)
    }

    @Test func settingSuggestionsLeavesDonationsAlone() throws {
        let fixture = try SystemFixture()
        try fixture.store.donate(Interaction(intent: SystemFixture.thing("tea"), identifier: "A", date: SystemFixture.epoch))
        try fixture.store.setShortcutSuggestions([])
        try fixture.store.setRelevantShortcuts([])
        #expect(try fixture.store.interactionCount() == 1)
    }
}
