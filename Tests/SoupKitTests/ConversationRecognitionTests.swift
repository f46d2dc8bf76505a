import Foundation
import SiriSystem
import Testing

@testable import SoupKit

extension ConversationFixture {
    /// Siri's recognizer with Soup Chef's definition, handlers and phrases, as `soupchef siri` has it.
    var recognizer: UtteranceRecognizer {
        get throws {
            UtteranceRecognizer(system: try app.system, file: SoupChef.definitionFile, handlers: app.intentHandlers, phrases: SoupChef.siriPhrases)
        }
    }
}

/// "Order ${soup} from Soup Chef" and "Order Soup Chef", as the app supplies them.
private let orderSoup = SoupChef.siriPhrases[0]
private let orderSoupChef = SoupChef.siriPhrases[1]

/// The intent a phrase starts: as typed, without the suggested phrase, and no toppings said is none.
private func noToppings(_ intent: OrderSoupIntent) -> Intent {
    var intent = intent
    intent.toppings = []
    var system = intent.systemIntent
    system.suggestedInvocationPhrase = nil
    return system
}

@Suite struct ConversationRecognitionTests {
    @Test(arguments: [
        ("Order tomato soup from Soup Chef", "tomatoSoup"),
        ("order TOMATO from soup-chef!", "tomatoSoup"),
        ("Hey Siri, order chicken noodle soup from Soup Chef.", "chickenNoodleSoup"),
        ("Order Manhattan Clam Chowder from Soup Chef", "manhattanClamChowder"),
    ])
    func appShortcutPhrasesNameTheSoup(utterance: String, soup: String) throws {
        let fixture = try ConversationFixture()
        let recognition = try fixture.recognizer.recognize(utterance)
        guard case .appPhrase(let phrase, let heard) = recognition, let intent = OrderSoupIntent(heard, menu: try fixture.app.menu()) else {
            Issue.record("expected an App Shortcut, got \(recognition)")
            return
        }
        #expect(phrase == SoupChef.siriPhrases[0])
        #expect(intent.soup == soup)
        #expect(intent.quantity == nil)
        #expect(intent.orderType == nil)
    }

    @Test func orderSoupChefAndAnAmbiguousSoupLeaveTheSoupToAsk() throws {
        let fixture = try ConversationFixture()
        let recognizer = try fixture.recognizer
        #expect(try recognizer.recognize("Order Soup Chef") == .appPhrase(orderSoupChef, noToppings(OrderSoupIntent())))
        #expect(try recognizer.recognize("order soup from soup chef") == .appPhrase(orderSoup, noToppings(OrderSoupIntent())))
        // Two soups hold "clam chowder" (one secret): in an utterance Siri asks which.
        #expect(try recognizer.recognize("order clam chowder from soup chef") == .appPhrase(orderSoup, noToppings(OrderSoupIntent())))
    }

    @Test func anOrderTypeAtTheEndIsHeard() throws {
        let fixture = try ConversationFixture()
        let recognizer = try fixture.recognizer
        #expect(
            try recognizer.recognize("Order Soup Chef for delivery") == .appPhrase(orderSoupChef, noToppings(OrderSoupIntent(orderType: .delivery))))
        let tomato = try fixture.item("tomatoSoup")
        #expect(
            try recognizer.recognize("Order tomato from Soup Chef for pickup")
                == .appPhrase(orderSoup, noToppings(OrderSoupIntent(item: tomato, orderType: .pickup))))
    }

    @Test func aVoiceShortcutIsMatchedBeforeTheAppShortcuts() throws {
        let fixture = try ConversationFixture()
        let activity = try VoiceShortcutDataManager(app: fixture.app).add(VoiceShortcutDataManager.menuShortcut, phrase: "Order Soup Chef")
        let recognition = try fixture.recognizer.recognize("order soup chef!")
        #expect(recognition == .voiceShortcut(activity))
    }

    @Test func nothingMatchedOffersTheClosestPhrases() throws {
        let fixture = try ConversationFixture()
        _ = try VoiceShortcutDataManager(app: fixture.app).add(VoiceShortcutDataManager.menuShortcut)
        let recognizer = try fixture.recognizer
        #expect(
            try recognizer.recognize("Order gazpacho from Soup Chef")
                == .notUnderstood(closest: [
                    "Order Tomato Soup from Soup Chef", "Order Soup Chef", "Order Chicken Noodle Soup from Soup Chef",
                ]))
        #expect(
            try recognizer.recognize("start lunch ordr")
                == .notUnderstood(closest: [
                    "Start lunch order", "Order Soup Chef", "Order Tomato Soup from Soup Chef",
                ]))
        guard case .notUnderstood(let closest) = try recognizer.recognize("Hey Siri") else {
            Issue.record("a bare wake word should match nothing")
            return
        }
        #expect(closest.count == UtteranceRecognizer.suggestionCount)
    }
}

@Suite struct ConversationVoiceShortcutTests {
    /// New England Clam Chowder (7 in stock), for pickup at the first store.
    private func placeOrder(_ fixture: ConversationFixture, quantity: Int = 2) throws -> Order {
        let menu = try fixture.app.menu()
        let intent = OrderSoupIntent(
            item: try fixture.item("newEnglandClamChowder"), quantity: quantity, toppings: [], orderType: .pickup, storeLocation: menu.stores[0])
        return try #require(try fixture.app.handler.handle(intent).order)
    }

    @Test func anOrderShortcutDefaultsToSoupTimeAndIsFoundAgainForTheSameOrder() throws {
        let fixture = try ConversationFixture()
        let manager = VoiceShortcutDataManager(app: fixture.app)
        let order = try placeOrder(fixture)
        #expect(try manager.voiceShortcut(for: VoiceShortcutDataManager.shortcut(for: order)) == nil)
        let added = try manager.add(VoiceShortcutDataManager.shortcut(for: order))
        #expect(added.invocationPhrase == "Soup time")
        #expect(added.created == ConversationFixture.now)
        // Another order of the same thing is the same shortcut; a different quantity is not.
        let again = try placeOrder(fixture)
        #expect(try manager.voiceShortcut(for: VoiceShortcutDataManager.shortcut(for: again)) == added)
        let other = try placeOrder(fixture, quantity: 1)
        #expect(try manager.voiceShortcut(for: VoiceShortcutDataManager.shortcut(for: other)) == nil)
    }

    /// Two processes that both found no voice shortcut for the menu, then add one each: the
    /// second is told of the first's, and records nothing.
    @Test func aShortcutWithAVoiceShortcutGetsNoSecondOne() throws {
        let fixture = try ConversationFixture()
        let manager = VoiceShortcutDataManager(app: fixture.app)
        let first = try manager.add(VoiceShortcutDataManager.menuShortcut, phrase: "Lunch")
        #expect(throws: VoiceShortcutAlreadyRecorded(existing: first)) {
            try manager.add(VoiceShortcutDataManager.menuShortcut, phrase: "Menu please")
        }
        #expect(try fixture.app.system.allVoiceShortcuts() == [first])
    }

    @Test func theMenuShortcutDefaultsToStartLunchOrder() throws {
        let fixture = try ConversationFixture()
        let added = try VoiceShortcutDataManager(app: fixture.app).add(VoiceShortcutDataManager.menuShortcut)
        #expect(added.invocationPhrase == "Start lunch order")
        #expect(added.shortcut.userActivity?.activityType == UserActivity.viewMenuType)
    }

    @Test func aPinnedClockGivesTheSameIdentifiersEveryRunWithoutClashes() throws {
        func scenario() throws -> [String] {
            let fixture = try ConversationFixture()
            let manager = VoiceShortcutDataManager(app: fixture.app)
            let first = try manager.add(VoiceShortcutDataManager.menuShortcut, phrase: "Lunch")
            // Take the first phrase away, then add it again: the new shortcut gets a new identifier.
            _ = try fixture.app.system.updateVoiceShortcut(identifier: first.identifier, phrase: "Menu please")
            let second = try manager.add(.intent(OrderSoupIntent(item: try fixture.item("tomatoSoup")).systemIntent), phrase: "Lunch")
            return [first.identifier, second.identifier]
        }
        let one = try scenario()
        let two = try scenario()
        #expect(one == two)
        #expect(Set(one).count == 2)
    }

    /// The order's donated intent has no store (Apple's `Order.intent`), so Siri asks for it.
    @Test func aSpokenVoiceShortcutRunsItsOrderAskingForTheStoreAndToConfirm() throws {
        let fixture = try ConversationFixture()
        let order = try placeOrder(fixture)
        let added = try VoiceShortcutDataManager(app: fixture.app).add(VoiceShortcutDataManager.shortcut(for: order), phrase: "Tomato time")
        guard case .voiceShortcut(let heard) = try fixture.recognizer.recognize("tomato time"),
            let stored = heard.shortcut.intent, let intent = OrderSoupIntent(stored, menu: try fixture.app.menu())
        else {
            Issue.record("the phrase should run the order's intent")
            return
        }
        #expect(heard == added)
        #expect(intent.storeLocation == nil)
        let (transcript, script) = try fixture.talk(intent, answers: ["Civic Center", "yes"])
        #expect(script.questions.map(\.prompt) == ["Which store?", "Your total is $7.50. Ready to order?"])
        #expect(transcript.response?.order?.storeLocation?.name == "Civic Center")
        let placed = try #require(transcript.response?.order)
        #expect(placed.id != order.id)
        #expect(placed.quantity == 2)
        #expect(try fixture.app.orders().map(\.id) == [placed.id, order.id])
    }
}
