import Foundation
import SiriSystem
import TestSupport
import Testing

@testable import SoupKit

/// An app in a private data directory with a pinned clock, and a scripted person to talk to Siri.
final class ConversationFixture {
    let temporary: TemporaryDirectory
    var directory: String { temporary.path }
    let app: SoupChef
    static let now = Date(timeIntervalSince1970: 1_796_644_800)  // 2026-12-07T12:00:00Z

    init() throws {
        temporary = try TemporaryDirectory("conversation")
        app = try SoupChef(directory: temporary.path, clock: { ConversationFixture.now }, reproducibleIdentifiers: true)
    }

    func item(_ id: String) throws -> MenuItem { try #require(try app.menu().item(id: id)) }

    /// Everything that happened, in order: "call resolveSoup disambiguation", "siri …", "ask …",
    /// "you …", "card invoice".
    final class Script {
        var answers: [String?]
        var log: [String] = []
        var questions: [SiriQuestion] = []

        init(_ answers: [String?]) { self.answers = answers }

        func ask(_ question: SiriQuestion) -> String? {
            questions.append(question)
            log.append("ask " + question.prompt)
            let answer = answers.isEmpty ? nil : answers.removeFirst()
            if let answer { log.append("you " + answer) }
            return answer
        }

        func observe(_ event: IntentConversation.Event) {
            switch event {
            case .handlerCall(let step): log.append("call \(step.call) \(step.result)")
            case .siriSays(let text): log.append("siri " + text)
            case .responded: log.append("responded")
            }
        }
    }

    /// A conversation Siri's engine held with the app's handler, and the app's side of it: the
    /// cards its Intents UI extension showed and its typed last response.
    struct Talk {
        var steps: [IntentConversation.Step]
        var cards: [IntentCard]
        var outcome: IntentConversation.Outcome
        var closing: String?
        /// The app's typed response to the call that ended the conversation, if one did.
        var response: OrderSoupIntentResponse?
    }

    /// Siri running `intent` as `soupchef siri` does: the shipped definition, the app's handlers.
    func talk(_ intent: OrderSoupIntent, answers: [String?]) throws -> (Talk, Script) {
        let script = Script(answers)
        let conversation = try #require(
            IntentConversation(file: SoupChef.definitionFile, intent: intent.systemIntent, provider: app.intentHandlers))
        var cards: [IntentCard] = []
        let app = self.app
        let transcript = try conversation.run(intent.systemIntent) { question in
            if let intent = question.intent, let response = question.response, let card = try? app.intentCard(for: intent, response: response) {
                cards.append(card)
                script.log.append("card \(card.kind.rawValue)")
            }
            return script.ask(question)
        } observe: { event in
            script.observe(event)
            if case .responded(let intent, let response) = event, let card = try? app.intentCard(for: intent, response: response) {
                cards.append(card)
                script.log.append("card \(card.kind.rawValue)")
            }
        }
        let response = transcript.outcome.response == nil ? nil : app.siriResponse
        return (Talk(steps: transcript.steps, cards: cards, outcome: transcript.outcome, closing: transcript.closing, response: response), script)
    }
}

@Suite struct ConversationTests {
    @Test func withoutASoupSiriOffersTheCustomerMenuWithTheRealNumberOfSpecials() throws {
        let fixture = try ConversationFixture()
        let (transcript, script) = try fixture.talk(OrderSoupIntent(), answers: ["tomato", "Ferry Building", "yes"])
        #expect(
            script.questions.map(\.prompt) == [
                "Which soup do you want? We have 1 special today.", "Which store?", "Your total is $2.95. Ready to order?",
            ])
        #expect(script.questions[0].choices == ["Chicken Noodle Soup", "New England Clam Chowder", "Tomato Soup"])
        #expect(script.questions[1].choices == ["Ferry Building", "Civic Center"])
        #expect(script.questions[2].response?.code == HandlerResponse.ready)
        #expect(
            transcript.steps.map { "\($0.call) \($0.result)" } == [
                "resolveSoup disambiguation", "resolveSoup success", "resolveQuantity success", "resolveToppings notRequired",
                "resolveOrderType success", "resolveStoreLocation needsValue", "resolveStoreLocation success", "confirm ready",
                "userConfirmation confirmed", "handle success",
            ])
        #expect(transcript.steps[0].answer == "tomato")
        #expect(transcript.steps[0].choices.count == 3)
        #expect(transcript.steps[2].value == "1")
        #expect(transcript.steps[4].value == "pickup")

        guard case .succeeded = transcript.outcome, let response = transcript.response, let order = response.order else {
            Issue.record("expected an order, got \(transcript.outcome)")
            return
        }
        #expect(order.menuItem.id == "tomatoSoup")
        #expect(order.quantity == 1)
        #expect(order.toppings.isEmpty)
        #expect(order.storeLocation?.name == "Ferry Building")
        #expect(transcript.closing == "Your total is $2.95. Your Tomato Soup order will be ready in 10 minutes.")
        #expect(transcript.cards.map(\.kind) == [.invoice, .orderConfirmation])
        #expect(transcript.cards[1].waitTime == "10 minutes")
        #expect(response.userActivity == .orderComplete(orderID: order.id))
        // The same path as any order: in the history, donated once.
        #expect(try fixture.app.orders().map(\.id) == [order.id])
        #expect(try fixture.app.system.interaction(identifier: order.id)?.title == "Order 1 Tomato Soup")
        #expect(try fixture.item("tomatoSoup").stock == 3)
    }

    @Test func theSpecialsCountFollowsTheMenuAndChoicesCanBePickedByNumber() throws {
        let fixture = try ConversationFixture()
        _ = try fixture.app.disable(fixture.item("chickenNoodleSoup"))
        let (transcript, script) = try fixture.talk(OrderSoupIntent(orderType: .pickup), answers: ["1", "2", "yes"])
        #expect(script.questions[0].prompt == "Which soup do you want?")
        #expect(script.questions[0].choices == ["New England Clam Chowder", "Tomato Soup"])
        #expect(transcript.response?.order?.menuItem.id == "newEnglandClamChowder")
        #expect(transcript.response?.order?.storeLocation?.name == "Civic Center")
    }

    @Test func aSecretSoupCanBeNamedThoughItIsNotOffered() throws {
        let fixture = try ConversationFixture()
        let (transcript, script) = try fixture.talk(OrderSoupIntent(), answers: ["Manhattan clam chowder", "civic", "yes"])
        #expect(!script.questions[0].choices.contains("Manhattan Clam Chowder"))
        #expect(transcript.response?.order?.menuItem.id == "manhattanClamChowder")
    }

    @Test(arguments: [
        (["the tomato soup", "the Ferry Building", "yes"], "tomatoSoup", "Ferry Building"),
        (["a tomato soup", "the civic center", "yes"], "tomatoSoup", "Civic Center"),
        (["the clam chowder", "The Civic Center.", "yes"], "newEnglandClamChowder", "Civic Center"),
        (["the tomato one", "the civic one", "yes"], "tomatoSoup", "Civic Center"),
    ])
    func aListIsAnsweredWithTheChoiceAfterAnArticle(answers: [String], soup: String, store: String) throws {
        let fixture = try ConversationFixture()
        let (transcript, script) = try fixture.talk(OrderSoupIntent(), answers: answers)
        let price = try fixture.item(soup).price.formatted
        #expect(
            script.questions.map(\.prompt) == [
                "Which soup do you want? We have 1 special today.", "Which store?", "Your total is \(price). Ready to order?",
            ])
        #expect(!script.log.contains { $0.hasPrefix("siri Sorry, I didn't get") })
        #expect(transcript.response?.order?.menuItem.id == soup)
        #expect(transcript.response?.order?.storeLocation?.name == store)
    }

    @Test(arguments: ["no", "Nope", "no thanks", "not that"])
    func aNoSaidToWhichSoupIsNoSoupThoughNoodleStartsWithIt(no: String) throws {
        let fixture = try ConversationFixture()
        let (transcript, script) = try fixture.talk(OrderSoupIntent(), answers: [no, "ferry", "yes"])
        #expect(script.log.contains("siri Sorry, I didn't get “\(no)”."), "\(script.log)")
        #expect(transcript.steps.filter { $0.parameter == "soup" }.map(\.result) == Array(repeating: "disambiguation", count: 3))
        #expect(transcript.response == nil)
        #expect(try fixture.app.orderCount() == 0)
    }

    @Test func wordsNoChoiceHoldsAreStillNotUnderstoodAndAreNeverTakenAsAStore() throws {
        let fixture = try ConversationFixture()
        let (transcript, script) = try fixture.talk(
            OrderSoupIntent(item: try fixture.item("tomatoSoup")), answers: ["the moon", "the best one", "the city"])
        #expect(script.log.contains("siri Sorry, I didn't get “the moon”."))
        #expect(script.log.contains("siri Sorry, I didn't get “the best one”."))
        #expect(transcript.response == nil)
        #expect(try fixture.app.orderCount() == 0)
    }

    @Test func aSoupThatCannotBeOrderedIsRefusedWhereItIsNamed() throws {
        let fixture = try ConversationFixture()
        _ = try fixture.app.disable(fixture.item("tomatoSoup"))
        let (transcript, script) = try fixture.talk(OrderSoupIntent(orderType: .pickup), answers: ["tomato", "new england", "civic", "yes"])
        #expect(!script.questions[0].choices.contains("Tomato Soup"))
        #expect(script.log.contains("siri Sorry, Tomato Soup is out of stock."))
        let soupSteps = transcript.steps.filter { $0.parameter == "soup" }
        #expect(soupSteps.map(\.result) == ["disambiguation", "disambiguation", "success"])
        #expect(soupSteps[1].prompt == "Sorry, Tomato Soup is out of stock. Which soup do you want? We have 1 special today.")
        #expect(transcript.response?.order?.menuItem.id == "newEnglandClamChowder")
    }

    @Test func fiveOrMoreSoupsAreConfirmed() throws {
        let fixture = try ConversationFixture()
        let intent = OrderSoupIntent(item: try fixture.item("newEnglandClamChowder"), quantity: 5, storeLocation: try fixture.app.menu().stores[0])
        let (transcript, script) = try fixture.talk(intent, answers: ["yes", "yes"])
        #expect(script.questions.map(\.prompt) == ["Just to confirm, you would like to order 5 soups?", "Your total is $18.75. Ready to order?"])
        #expect(transcript.steps[1].result == "confirmationRequired")
        #expect(transcript.steps[1].answer == "yes")
        #expect(transcript.response?.order?.quantity == 5)
    }

    @Test func sayingNoToTheQuantityConfirmationAsksForAnotherQuantity() throws {
        let fixture = try ConversationFixture()
        let intent = OrderSoupIntent(item: try fixture.item("newEnglandClamChowder"), quantity: 6, storeLocation: try fixture.app.menu().stores[0])
        let (transcript, script) = try fixture.talk(intent, answers: ["no", "two please", "yes"])
        #expect(
            script.questions.map(\.prompt) == [
                "Just to confirm, you would like to order 6 soups?", "How many soups do you want to order?", "Your total is $7.50. Ready to order?",
            ])
        #expect(transcript.steps.filter { $0.parameter == "quantity" }.map(\.result) == ["confirmationRequired", "needsValue", "success"])
        #expect(transcript.response?.order?.quantity == 2)
    }

    @Test func moreThanInStockIsRefusedThenSiriAsksForANewQuantity() throws {
        let fixture = try ConversationFixture()
        let intent = OrderSoupIntent(item: try fixture.item("tomatoSoup"), quantity: 6, storeLocation: try fixture.app.menu().stores[0])
        let (transcript, script) = try fixture.talk(intent, answers: ["three", "yes"])
        let quantitySteps = transcript.steps.filter { $0.parameter == "quantity" }
        #expect(quantitySteps.map(\.result) == ["unsupported", "needsValue", "success"])
        #expect(quantitySteps[0].prompt == "You asked for 6 soups, but we don't have that many in stock.")
        #expect(quantitySteps[0].answer == nil)
        #expect(quantitySteps[1].prompt == "How many soups do you want to order?")
        #expect(quantitySteps[1].answer == "three")
        // Siri says the refusal before the handler is asked again.
        let said = try #require(script.log.firstIndex(of: "siri You asked for 6 soups, but we don't have that many in stock."))
        #expect(script.log[said - 1] == "call resolveQuantity unsupported")
        #expect(script.log[said + 1] == "call resolveQuantity needsValue")
        #expect(transcript.response?.order?.quantity == 3)
    }

    @Test func aDeliveryAsksForTheAddressAndNotTheStore() throws {
        let fixture = try ConversationFixture()
        let intent = OrderSoupIntent(item: try fixture.item("tomatoSoup"), orderType: .delivery)
        let (transcript, script) = try fixture.talk(intent, answers: ["  1 Infinite Loop, Cupertino ", "yes"])
        #expect(script.questions.map(\.prompt) == ["Where would you like your order delivered?", "Your total is $2.95. Ready to order?"])
        // The store is not asked for a delivery (the definition's relationship): no call at all.
        #expect(transcript.steps.first { $0.parameter == "storeLocation" } == nil)
        let order = try #require(transcript.response?.order)
        #expect(order.orderType == .delivery)
        #expect(order.deliveryLocation == "1 Infinite Loop, Cupertino")
        #expect(transcript.cards[0].place == "1 Infinite Loop, Cupertino")
    }

    @Test func anIntentWithEveryValueAsksOnlyToOrder() throws {
        let fixture = try ConversationFixture()
        let menu = try fixture.app.menu()
        let intent = OrderSoupIntent(
            item: try fixture.item("tomatoSoup"), quantity: 2, toppings: [menu.toppings[0]], orderType: .pickup, storeLocation: menu.stores[1])
        let (transcript, script) = try fixture.talk(intent, answers: ["yes"])
        #expect(script.questions.map(\.prompt) == ["Your total is $5.90. Ready to order?"])
        #expect(transcript.steps.first { $0.parameter == "toppings" }?.value == "Cheese")
        #expect(transcript.cards[0].toppings == ["Cheese"])
        #expect(transcript.response?.order?.toppings == [menu.toppings[0]])
    }

    /// As Apple's: resolveToppings accepts it, and handle leaves it out of the order.
    @Test func aToppingTheRestaurantDoesNotHaveIsAcceptedAndLeftOutOfTheOrder() throws {
        let fixture = try ConversationFixture()
        let intent = OrderSoupIntent(
            item: try fixture.item("tomatoSoup"), toppings: [Topping(id: "bacon", name: "Bacon")], storeLocation: try fixture.app.menu().stores[0])
        let (transcript, script) = try fixture.talk(intent, answers: ["yes"])
        #expect(!script.log.contains { $0.contains("Bacon as a topping") })
        #expect(transcript.steps.first { $0.parameter == "toppings" }?.result == "success")
        #expect(transcript.response?.order?.toppings == [])
    }

    @Test func anOutOfStockSoupEndsAtConfirmWithNoOrder() throws {
        let fixture = try ConversationFixture()
        _ = try fixture.app.disable(fixture.item("tomatoSoup"))
        let intent = OrderSoupIntent(item: try fixture.item("tomatoSoup"), storeLocation: try fixture.app.menu().stores[0])
        let (transcript, script) = try fixture.talk(intent, answers: [])
        #expect(script.questions.isEmpty)
        #expect(transcript.steps.last?.call == "confirm")
        #expect(transcript.steps.last?.result == "failureOutOfStock")
        #expect(transcript.steps.last?.prompt == "Sorry, Tomato Soup is out of stock.")
        #expect(transcript.closing == "Sorry, Tomato Soup is out of stock.")
        #expect(transcript.outcome.name == "failed")
        #expect(transcript.cards.isEmpty)
        #expect(try fixture.app.orderCount() == 0)
    }

    @Test func aSoldOutSoupIsNotAskedAboutAgainButEndsAtConfirm() throws {
        let fixture = try ConversationFixture()
        _ = try fixture.app.restock(fixture.item("tomatoSoup"), to: 0)
        let intent = OrderSoupIntent(item: try fixture.item("tomatoSoup"), storeLocation: try fixture.app.menu().stores[0])
        let (transcript, script) = try fixture.talk(intent, answers: [])
        #expect(script.questions.isEmpty)
        #expect(transcript.steps.first { $0.parameter == "quantity" }?.result == "unsupported")
        #expect(transcript.closing == "Sorry, Tomato Soup is out of stock.")
        #expect(try fixture.app.orderCount() == 0)
    }

    @Test func aSoupNotOnTheMenuFailsAtConfirm() throws {
        let fixture = try ConversationFixture()
        let intent = OrderSoupIntent(soup: "gazpacho", soupName: "Gazpacho", storeLocation: try fixture.app.menu().stores[0])
        let (transcript, _) = try fixture.talk(intent, answers: [])
        #expect(transcript.steps.last?.result == "failure")
        #expect(transcript.response?.code == .failure)
        #expect(try fixture.app.orderCount() == 0)
    }

    @Test func decliningReadyToOrderOrdersNothing() throws {
        let fixture = try ConversationFixture()
        let intent = OrderSoupIntent(item: try fixture.item("tomatoSoup"), storeLocation: try fixture.app.menu().stores[0])
        let (transcript, _) = try fixture.talk(intent, answers: ["no thanks"])
        #expect(transcript.outcome == .declined)
        #expect(transcript.steps.last?.result == "declined")
        #expect(transcript.closing == IntentConversation.declined(verb: "Order"))
        #expect(try fixture.app.orderCount() == 0)
        #expect(try fixture.app.system.interactionCount() == 0)
    }

    @Test func aQuestionWithNoAnswerEndsTheConversation() throws {
        let fixture = try ConversationFixture()
        let (transcript, _) = try fixture.talk(OrderSoupIntent(item: try fixture.item("tomatoSoup")), answers: [])
        guard case .unanswered(let question) = transcript.outcome else {
            Issue.record("expected unanswered, got \(transcript.outcome)")
            return
        }
        #expect(question.prompt == "Which store?")
        #expect(transcript.steps.last?.prompt == "Which store?")
        #expect(transcript.steps.last?.answer == nil)
        #expect(transcript.closing == nil)
        #expect(try fixture.app.orderCount() == 0)
    }

    @Test func anAnswerThatMakesNoSenseIsAskedAgain() throws {
        let fixture = try ConversationFixture()
        let (transcript, script) = try fixture.talk(OrderSoupIntent(item: try fixture.item("tomatoSoup")), answers: ["the moon", "civic", "yes"])
        #expect(script.log.contains("siri Sorry, I didn't get “the moon”."))
        let storeSteps = transcript.steps.filter { $0.parameter == "storeLocation" }
        #expect(storeSteps.map(\.result) == ["needsValue", "needsValue", "success"])
        #expect(storeSteps[1].prompt == "Sorry, I didn't get “the moon”. Which store?")
        #expect(storeSteps[1].answer == "civic")
        #expect(transcript.response?.order?.storeLocation?.name == "Civic Center")
    }

    @Test func afterThreeAnswersThatMakeNoSenseSiriGivesUp() throws {
        let fixture = try ConversationFixture()
        let (transcript, script) = try fixture.talk(
            OrderSoupIntent(item: try fixture.item("tomatoSoup")), answers: ["the moon", "mars", "venus", "civic"])
        #expect(transcript.outcome == .notUnderstood(script.questions[2], lastAnswer: "venus"))
        #expect(script.questions.count == IntentConversation.attemptsPerQuestion)
        #expect(transcript.closing == IntentConversation.gaveUp)
        #expect(try fixture.app.orderCount() == 0)
    }
}
