import Foundation
import SiriSystem
import TestSupport
import Testing

@testable import SoupKit

/// A person answering `OrderSoup.perform()`'s questions from a script, and what was shown.
private final class PerformScript {
    var answers: [String?]
    var questions: [SiriQuestion] = []
    var events: [AppIntentEvent] = []

    init(_ answers: [String?]) { self.answers = answers }

    func ask(_ question: SiriQuestion) -> String? {
        questions.append(question)
        return answers.isEmpty ? nil : answers.removeFirst()
    }

    var dialogs: [String] { events.compactMap { if case .dialog(let text) = $0 { text } else { nil } } }
}

@Suite struct AppIntentsPerformTests {
    private func perform(_ fixture: ConversationFixture, _ intent: OrderSoupIntent, _ answers: [String?]) throws -> (
        AppIntentTranscript, PerformScript
    ) {
        let script = PerformScript(answers)
        let transcript = try OrderSoupPerform(app: fixture.app).run(intent, ask: script.ask, observe: { script.events.append($0) })
        return (transcript, script)
    }

    @Test func pickupWithoutAStoreAsksAmongTheStoresThenConfirmsWithThePreviewAndOrders() throws {
        let fixture = try ConversationFixture()
        let tomato = try fixture.item("tomatoSoup")
        let (transcript, script) = try perform(fixture, OrderSoupIntent(item: tomato), ["Civic Center", "yes"])
        #expect(script.questions.map(\.prompt) == ["Which store?", "Your total is $2.95. ready to order?"])
        #expect(script.questions[0].choices == ["Ferry Building", "Civic Center"])
        #expect(script.dialogs == ["Your total is $2.95. Your Tomato Soup order will be ready in 10:00."])
        #expect(
            transcript.snippets == [
                AppIntentSnippet(kind: .preview, lines: ["Tomato Soup", "1 @ $2.95", "Pick up from Civic Center", "Total: $2.95"]),
                AppIntentSnippet(kind: .confirmed, lines: ["Tomato Soup", "Order Confirmed", "10 minutes", "Pick up from Civic Center"]),
            ])
        guard case .ordered(let response) = transcript.outcome, let order = response.order else {
            Issue.record("not ordered: \(transcript.outcome)")
            return
        }
        #expect(order.storeLocation?.name == "Civic Center")
        #expect(try fixture.app.orders().count == 1)
        #expect(try fixture.app.menu().item(id: "tomatoSoup")?.stock == tomato.stock - 1)
    }

    @Test func performDonatesAnAppIntentsDonationOfOrderSoupUnderTheOrdersId() throws {
        let fixture = try ConversationFixture()
        let tomato = try fixture.item("tomatoSoup")
        let (transcript, _) = try perform(fixture, OrderSoupIntent(item: tomato), ["Civic Center", "yes"])
        guard case .ordered(let response) = transcript.outcome, let order = response.order else {
            Issue.record("not ordered: \(transcript.outcome)")
            return
        }
        let donated = try #require(try fixture.app.system.interaction(identifier: order.id))
        #expect(donated.intent.typeName == "OrderSoup")
        #expect(donated.intent["soup"] == .object(identifier: "tomatoSoup", display: "Tomato Soup"))
        #expect(donated.intent["quantity"] == .integer(1))
        // Titled by OrderSoup's parameter summary, and told apart from an INInteraction by its type.
        #expect(donated.title == "Order 1 Tomato Soup for pickup")
        #expect(SoupChef.intents.donationKind(of: donated.intent.typeName) == "App Intents")
        #expect(SoupChef.intents.donationKind(of: OrderSoupIntent.typeName) == "INInteraction")

        // The SiriKit handler still donates an INInteraction of OrderSoupIntent.
        var pickup = OrderSoupIntent(item: tomato, quantity: 1)
        pickup.orderType = .pickup
        pickup.storeLocation = try fixture.app.menu().stores.first
        let handled = try #require(try fixture.app.handler.handle(pickup).order)
        #expect(try fixture.app.system.interaction(identifier: handled.id)?.intent.typeName == OrderSoupIntent.typeName)
    }

    @Test func takingTheSoupOffTheMenuDeletesItsAppIntentsDonationsToo() throws {
        let fixture = try ConversationFixture()
        let tomato = try fixture.item("tomatoSoup")
        let (first, _) = try perform(fixture, OrderSoupIntent(item: tomato), ["Civic Center", "yes"])
        var pickup = OrderSoupIntent(item: tomato, quantity: 1)
        pickup.orderType = .pickup
        pickup.storeLocation = try fixture.app.menu().stores.first
        let handled = try #require(try fixture.app.handler.handle(pickup).order)
        guard case .ordered(let response) = first.outcome, let performed = response.order else {
            Issue.record("not ordered: \(first.outcome)")
            return
        }
        let change = try fixture.app.disable(tomato)
        #expect(Set(change.removedDonations) == [performed.id, handled.id])
        #expect(try fixture.app.system.interaction(identifier: performed.id) == nil)
        #expect(try fixture.app.system.interaction(identifier: handled.id) == nil)
    }

    @Test func moreThanFiveSoupsAreConfirmedAndDecliningCancels() throws {
        let fixture = try ConversationFixture()
        let chowder = try fixture.item("newEnglandClamChowder")
        var intent = OrderSoupIntent(item: chowder, quantity: 6)
        intent.storeLocation = try fixture.app.menu().stores.first
        let (transcript, script) = try perform(fixture, intent, ["no"])
        #expect(script.questions.map(\.prompt) == ["Just to confirm, you would like to order 6 soups?"])
        #expect(script.dialogs == ["OK, Order Cancelled"])
        #expect(transcript.outcome == .declined)
        #expect(try fixture.app.orders().isEmpty)
    }

    @Test func fiveSoupsAreNotConfirmed() throws {
        let fixture = try ConversationFixture()
        var intent = OrderSoupIntent(item: try fixture.item("newEnglandClamChowder"), quantity: 5)
        intent.storeLocation = try fixture.app.menu().stores.first
        let (_, script) = try perform(fixture, intent, ["yes"])
        #expect(script.questions.map(\.prompt) == ["Your total is $18.75. ready to order?"])
    }

    @Test func moreThanInStockFailsWithApplesDialog() throws {
        let fixture = try ConversationFixture()
        var intent = OrderSoupIntent(item: try fixture.item("tomatoSoup"), quantity: 5)
        intent.storeLocation = try fixture.app.menu().stores.first
        let (transcript, script) = try perform(fixture, intent, [])
        #expect(script.dialogs == ["You asked for 5 soup, but we don't have that many in stock."])
        #expect(transcript.outcome == .failed("You asked for 5 soup, but we don't have that many in stock."))
        #expect(try fixture.app.orders().isEmpty)
    }

    @Test func deliveryWithoutAnAddressAsksWhereAndShowsDeliveryInThePreview() throws {
        let fixture = try ConversationFixture()
        let (transcript, script) = try perform(
            fixture, OrderSoupIntent(item: try fixture.item("tomatoSoup"), orderType: .delivery), ["1 Infinite Loop", "yes"])
        #expect(script.questions.first?.prompt == "Where would you like your order delivered?")
        #expect(transcript.snippets.first?.lines.contains("Delivery to 1 Infinite Loop") == true)
        guard case .ordered(let response) = transcript.outcome else {
            Issue.record("not ordered: \(transcript.outcome)")
            return
        }
        #expect(response.order?.deliveryLocation == "1 Infinite Loop")
    }

    @Test func decliningTheTotalCancels() throws {
        let fixture = try ConversationFixture()
        var intent = OrderSoupIntent(item: try fixture.item("tomatoSoup"))
        intent.storeLocation = try fixture.app.menu().stores.first
        let (transcript, script) = try perform(fixture, intent, ["no"])
        #expect(script.dialogs == ["OK, Order Cancelled"])
        #expect(transcript.outcome == .declined)
        #expect(try fixture.app.orders().isEmpty)
    }

    @Test func noSoupAsksAmongTheSuggestedEntitiesAndAnUnansweredQuestionOrdersNothing() throws {
        let fixture = try ConversationFixture()
        let (transcript, script) = try perform(fixture, OrderSoupIntent(), [])
        #expect(script.questions.first?.prompt == "Which soup?")
        #expect(script.questions.first?.choices == ["New England Clam Chowder", "Tomato Soup", "Chicken Noodle Soup"])
        #expect(transcript.outcome == .unanswered(script.questions[0]))
        #expect(try fixture.app.orders().isEmpty)
    }

    @Test func aDeliveryAddressReRunsPerformSoSixSoupsAreConfirmedAgain() throws {
        let fixture = try ConversationFixture()
        let chowder = try fixture.item("newEnglandClamChowder")
        let (transcript, script) = try perform(
            fixture, OrderSoupIntent(item: chowder, quantity: 6, orderType: .delivery), ["yes", "1 Infinite Loop", "yes", "yes"])
        #expect(
            script.questions.map(\.prompt) == [
                "Just to confirm, you would like to order 6 soups?", "Where would you like your order delivered?",
                "Just to confirm, you would like to order 6 soups?", "Your total is $22.50. ready to order?",
            ])
        guard case .ordered(let response) = transcript.outcome else {
            Issue.record("not ordered: \(transcript.outcome)")
            return
        }
        #expect(response.order?.quantity == 6)
    }

    /// "soup" is part of two names on the menu: Siri asks which one, as Apple's query finds them,
    /// sorted by name in one "Regulars" section. The secret soup is found too ("chowder" finds
    /// both chowders), and ordered when named ("manhattan").
    @Test func partOfANameOffersTheSoupsWhoseNamesContainIt() throws {
        let fixture = try ConversationFixture()
        var intent = OrderSoupIntent()
        intent.storeLocation = try fixture.app.menu().stores.first
        let (transcript, script) = try perform(fixture, intent, ["soup", "2", "yes"])
        #expect(script.questions.map(\.prompt).prefix(2) == ["Which soup?", "Which one?"])
        let narrowed = script.questions[1].choices
        #expect(narrowed == ["Chicken Noodle Soup", "Tomato Soup"], "\(narrowed)")
        #expect(script.questions[1].choiceDetails.map(\.section) == ["Regulars", "Regulars"])
        #expect(!script.dialogs.contains { $0.hasPrefix("Sorry") })
        guard case .ordered(let response) = transcript.outcome else {
            Issue.record("not ordered: \(transcript.outcome)")
            return
        }
        #expect(response.order?.menuItem.name == narrowed[1])
        let (chowder, chowderScript) = try perform(fixture, intent, ["chowder", "New England Clam Chowder", "yes"])
        #expect(chowderScript.questions.first { $0.prompt == "Which one?" }?.choices == ["Manhattan Clam Chowder", "New England Clam Chowder"])
        guard case .ordered(let clam) = chowder.outcome else {
            Issue.record("not ordered: \(chowder.outcome)")
            return
        }
        #expect(clam.order?.menuItem.name == "New England Clam Chowder")
        let (secret, _) = try perform(fixture, intent, ["manhattan", "yes"])
        guard case .ordered(let named) = secret.outcome else {
            Issue.record("not ordered: \(secret.outcome)")
            return
        }
        #expect(named.order?.menuItem.name == "Manhattan Clam Chowder")
    }

    /// A voice shortcut recorded for a soup since taken off the menu: Apple's perform() finds no
    /// such soup where it looks it up, after confirming more than 5 soups and before the store
    /// question, so Siri asks nothing more and says it is out of stock.
    @Test func aSoupOffTheMenuEndsBeforeTheStoreQuestion() throws {
        let fixture = try ConversationFixture()
        _ = try fixture.app.disable(try #require(try fixture.app.menu().item(id: "tomatoSoup")))
        var intent = OrderSoupIntent()
        intent.soup = "tomatoSoup"
        let (transcript, script) = try perform(fixture, intent, [])
        #expect(script.questions.isEmpty, "\(script.questions.map(\.prompt))")
        #expect(script.dialogs == ["Sorry, Tomato Soup is out of stock."], "\(script.dialogs)")
        guard case .failed = transcript.outcome else {
            Issue.record("ordered: \(transcript.outcome)")
            return
        }
        intent.quantity = 6
        let (_, six) = try perform(fixture, intent, ["yes"])
        #expect(six.questions.map(\.prompt) == ["Just to confirm, you would like to order 6 soups?"])
        #expect(six.dialogs.last == "Sorry, Tomato Soup is out of stock.", "\(six.dialogs)")
    }

    @Test func theSoupQuestionShowsTheSpecialsHeadingAndSubtitles() throws {
        let fixture = try ConversationFixture()
        let (_, script) = try perform(fixture, OrderSoupIntent(), [])
        let details = try #require(script.questions.first?.choiceDetails)
        #expect(details.map(\.section) == [nil, nil, "Specials"])
        let menu = try fixture.app.menu()
        #expect(details.map(\.subtitle) == script.questions[0].choices.map { name in menu.items.first { $0.name == name }?.itemDescription })
    }

    @Test func aListIsAnsweredWithTheChoiceAfterAnArticle() throws {
        let fixture = try ConversationFixture()
        let (transcript, script) = try perform(fixture, OrderSoupIntent(), ["the tomato soup", "the Civic Center", "yes"])
        #expect(script.questions.map(\.prompt) == ["Which soup?", "Which store?", "Your total is $2.95. ready to order?"])
        #expect(!script.dialogs.contains { $0.hasPrefix("Sorry, I didn't get") })
        guard case .ordered(let response) = transcript.outcome, let order = response.order else {
            Issue.record("not ordered: \(transcript.outcome)")
            return
        }
        #expect(order.menuItem.id == "tomatoSoup")
        #expect(order.storeLocation?.name == "Civic Center")
    }

    @Test func aNoSaidToWhichSoupIsNoSoupThoughNoodleHoldsIt() throws {
        let fixture = try ConversationFixture()
        let (transcript, script) = try perform(fixture, OrderSoupIntent(), ["no", "nope", "ferry", "yes"])
        #expect(script.dialogs.prefix(2) == ["Sorry, I didn't get “no”.", "Sorry, I didn't get “nope”."])
        #expect(script.questions.map(\.prompt) == ["Which soup?", "Which soup?", "Which soup?"])
        #expect(transcript.outcome.name == "notUnderstood")
        #expect(try fixture.app.orders().isEmpty)
    }

    @Test func aNameMatchingNothingIsNotUnderstood() throws {
        let fixture = try ConversationFixture()
        let (_, script) = try perform(fixture, OrderSoupIntent(), ["gazpacho"])
        #expect(script.dialogs.first == "Sorry, I didn't get “gazpacho”.")
    }

    @Test func theWaitIsWordedAsADefaultDateComponentsFormatterDoes() {
        #expect(positionalInterval(600) == "10:00")
        #expect(positionalInterval(3900) == "1:05:00")
        #expect(positionalInterval(45) == "45")
        #expect(positionalInterval(61) == "1:01")
        #expect(positionalInterval(.infinity) == nil)
        #expect(positionalInterval(.nan) == nil)
    }

    /// perform()'s success dialog, and its fallback when the formatter words no wait.
    @Test func theSuccessDialogSaysReadySoonWhenTheWaitIsWordedByNothing() {
        let total = Money(cents: 590)
        #expect(
            OrderSoupPerform.ordered("Tomato Soup", total: total, wait: "10:00")
                == "Your total is $5.90. Your Tomato Soup order will be ready in 10:00.")
        #expect(
            OrderSoupPerform.ordered("Tomato Soup", total: total, wait: positionalInterval(.infinity))
                == "Your total is $5.90. Your Tomato Soup order will be ready soon.")
    }
}

@Suite struct AppShortcutExpansionTests {
    @Test func phrasesExpandForTheSuggestedSoupsAndFollowTheMenu() throws {
        let fixture = try ConversationFixture()
        let shortcut = try #require(OrderSoupAppIntent.appShortcuts.first)
        #expect(shortcut.shortTitle == "Order Soup")
        #expect(shortcut.tileColor == "orange")
        let phrases = { try OrderSoupAppIntent.expandedPhrases(shortcut, menu: fixture.app.menu()).map(\.phrase) }
        #expect(
            try phrases() == [
                "Order Soup Chef", "Order New England Clam Chowder from Soup Chef", "Order Tomato Soup from Soup Chef",
                "Order Chicken Noodle Soup from Soup Chef",
            ])
        _ = try fixture.app.disable(try fixture.item("tomatoSoup"))
        #expect(try !phrases().contains("Order Tomato Soup from Soup Chef"))
        #expect(try phrases().contains("Order Soup Chef"))
        _ = try fixture.app.enable(try fixture.item("tomatoSoup"))
        #expect(try phrases().contains("Order Tomato Soup from Soup Chef"))
    }

    @Test func suggestedEntitiesAreRegularSoupsThenSpecials() throws {
        let fixture = try ConversationFixture()
        let sections = SoupEntityQuery(menu: try fixture.app.menu()).suggestedEntities()
        #expect(sections.map(\.section) == [nil, "Specials"])
        #expect(sections[0].entities.map(\.id) == ["newEnglandClamChowder", "tomatoSoup"])
        #expect(sections[1].entities.map(\.id) == ["chickenNoodleSoup"])
    }

    @Test func theQueryFindsTheSecretSoupByNameButDoesNotSuggestIt() throws {
        let fixture = try ConversationFixture()
        let query = SoupEntityQuery(menu: try fixture.app.menu())
        #expect(query.entities(matching: "Manhattan Clam Chowder").map(\.id) == ["manhattanClamChowder"])
        #expect(!query.suggestedEntities().flatMap(\.entities).map(\.id).contains("manhattanClamChowder"))
    }

    @Test func theDeclaredPhrasesKeepIOSsRules() {
        for shortcut in OrderSoupAppIntent.appShortcuts {
            #expect(AppShortcutPhraseRules.check(shortcut, parameters: OrderSoupAppIntent.parameters).isEmpty)
        }
    }

    @Test func recognitionOnIOS16TakesOnlyTheExpandedPhrases() throws {
        let fixture = try ConversationFixture()
        let recognizer = AppIntentsRecognizer(app: fixture.app)
        guard case .appShortcut(let intent) = try recognizer.recognize("Hey Siri, order tomato soup from Soup Chef") else {
            Issue.record("not an App Shortcut")
            return
        }
        #expect(intent.soup == "tomatoSoup")
        _ = try fixture.app.disable(try fixture.item("tomatoSoup"))
        guard case .notUnderstood = try recognizer.recognize("Order tomato soup from Soup Chef") else {
            Issue.record("a disabled soup's phrase was recognised")
            return
        }
    }
}
