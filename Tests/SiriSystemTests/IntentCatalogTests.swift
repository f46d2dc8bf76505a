import Foundation
import Testing

@testable import SiriSystem

@Suite struct IntentCatalogTests {
    let catalog = IntentCatalog([SystemFixture.orderThing])

    @Test func anyRegisteredIntentIsTitledByItsOwnDefinition() {
        let shown = catalog.describe(.intent(SystemFixture.thing("greenTea", name: "Green Tea", count: 2, place: "Dock 5")))
        #expect(shown == ShortcutDescription(title: "Get 2 Green Tea at Dock 5", shortcutType: "thing,count,place"))
        let withExtras = catalog.describe(.intent(SystemFixture.thing("tea", extras: ["milk"])))
        #expect(withExtras.line == "Get Tea — Plus Milk")
    }

    @Test func anUnknownIntentOrOneNoTypeFitsShowsItsTypeName() {
        #expect(catalog.describe(.intent(Intent(typeName: "PlayMusicIntent"))) == ShortcutDescription(title: "PlayMusicIntent"))
        var countOnly = Intent(typeName: "OrderThingIntent")
        countOnly["count"] = .integer(2)
        #expect(catalog.describe(.intent(countOnly)).title == "OrderThingIntent")
        #expect(catalog.describe(.intent(countOnly)).shortcutType == nil)
    }

    @Test func anActivityIsTitledByItsTitleAndPhrase() {
        let activity = UserActivity(activityType: "com.example.menu", title: "Menu", suggestedInvocationPhrase: "Show the menu")
        #expect(catalog.describe(.userActivity(activity)) == ShortcutDescription(title: "Menu", subtitle: "“Show the menu”"))
        #expect(catalog.describe(.userActivity(UserActivity(activityType: "com.example.bare"))).title == "com.example.bare")
    }

    @Test func theSubjectIsTheFirstDefinedParameter() {
        #expect(catalog.subject(of: .intent(SystemFixture.thing("tea", name: "Green Tea", count: 3))) == "Green Tea")
        #expect(catalog.subject(of: .intent(Intent(typeName: "PlayMusicIntent"))) == nil)
    }

    @Test func theFirstDefinitionRegisteredForATypeIsKept() {
        var catalog = self.catalog
        catalog.register(
            IntentDefinition(
                typeName: "OrderThingIntent", category: "order", requiresConfirmation: false, supportsBackgroundExecution: false,
                parameterNames: ["thing"], shortcutTypes: [ShortcutType(parameters: ["thing"], title: "Other ${thing}")]))
        #expect(catalog.describe(.intent(SystemFixture.thing("tea"))).title == "Get Tea")
    }
}

@Suite struct LockScreenSuggestionsTests {
    /// Three things donated in turn; their store.
    func donated() throws -> PredictionFixture {
        let fixture = try PredictionFixture()
        for (thing, day) in [("tea", "2026-12-01"), ("cake", "2026-12-02"), ("soup", "2026-12-03"), ("tea", "2026-12-04")] {
            try fixture.donate(thing, at: "\(day)T12:00")
        }
        return fixture
    }

    /// The lock screen shows what Siri predicts from the donations, best first, each shortcut
    /// once: never the app's shortcut suggestions or relevant shortcuts, which iOS shows elsewhere.
    @Test func theCardsArePredictionsOrRecentShortcutsOnly() throws {
        let fixture = try donated()
        let catalog = IntentCatalog([PredictionFixture.definition])
        let predictions = try fixture.store.predictions(at: PredictionFixture.date("2026-12-07T12:00"))
        let cards = LockScreenSuggestions.cards(predictions: predictions, recent: nil, intents: catalog)
        #expect(cards.map(\.title) == predictions.map(\.shortcut.title) && cards.count == 3)
        #expect(cards.allSatisfy { $0.source == .predicted && $0.score != nil })
        let recent = LockScreenSuggestions.cards(predictions: nil, recent: try fixture.store.recentShortcuts(), intents: catalog)
        #expect(recent.map(\.title) == ["Order Tea", "Order Soup", "Order Cake"] && recent.allSatisfy { $0.source == .recent && $0.score == nil })
        #expect(LockScreenSuggestions.cards(predictions: predictions, recent: nil, intents: catalog, limit: 2).count == 2)
        #expect(Set(SuggestionCard.Source.allCases.map(\.rawValue)) == ["predicted", "recent"])
    }
}
