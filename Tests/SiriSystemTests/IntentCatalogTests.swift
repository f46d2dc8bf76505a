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
        #expect(
            catalog.describe(.userActivity(activity))
                == ShortcutDescription(title: "Menu", subtitle: "“Show the menu”", plainSubtitle: "Show the menu"))
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
    let catalog = IntentCatalog([SystemFixture.orderThing])

    func relevant(_ id: String, title: String) -> RelevantShortcut {
        RelevantShortcut(shortcut: .intent(SystemFixture.thing(id)), title: title, relevanceProviders: [.dailyRoutine(.work)])
    }

    @Test func relevantThenAppSetCardsInOrderEachShortcutOnce() {
        let suggestions: [Shortcut] = [.intent(SystemFixture.thing("tea", count: 2)), .intent(SystemFixture.thing("cake"))]
        let cards = LockScreenSuggestions.cards(
            predictions: nil, recent: nil, relevantNow: [relevant("tea", title: "Get 2 Tea")], suggestions: suggestions, intents: catalog)
        #expect(cards.map(\.title) == ["Get 2 Tea", "Get Cake"])
        #expect(cards.map(\.source) == [.relevant, .appSet])
        #expect(cards.map(\.detail) == ["Tea", "Cake"])
        #expect(cards.allSatisfy { $0.score == nil })
    }

    @Test func atMostTheLimitIsShown() {
        let suggestions = (1...6).map { Shortcut.intent(SystemFixture.thing("thing\($0)")) }
        let cards = LockScreenSuggestions.cards(predictions: [], recent: nil, relevantNow: [], suggestions: suggestions, intents: catalog)
        #expect(cards.count == 4)
        #expect(
            LockScreenSuggestions.cards(predictions: [], recent: nil, relevantNow: [], suggestions: suggestions, intents: catalog, limit: 2).count
                == 2)
        #expect(SuggestionCard.Source.appSet.rawValue == "app-set")
    }
}
