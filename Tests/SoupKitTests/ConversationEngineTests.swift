import Foundation
import SiriSystem
import Testing

@testable import SoupKit

/// Siri's definition-driven engine running Soup Chef's own handler, found by the intent's class.
@Suite struct ConversationEngineTests {
    func engine(_ fixture: ConversationFixture, _ intent: OrderSoupIntent) throws -> IntentConversation {
        try #require(IntentConversation(file: OrderSoupIntent.definitionFile, intent: intent.systemIntent, provider: fixture.app.intentHandlers))
    }

    @Test func theEnginePlacesTheOrderTheSameWayAsSirisConversation() throws {
        let fixture = try ConversationFixture()
        let intent = OrderSoupIntent(soup: "tomatoSoup", soupName: "Tomato Soup")
        var answers = ["Ferry Building", "yes"][...]
        var asked: [String] = []
        var choices: [[String]] = []
        let transcript = try engine(fixture, intent).run(intent.systemIntent) { question in
            asked.append(question.prompt)
            choices.append(question.choices)
            return answers.popFirst()
        }
        #expect(asked == ["Which store?", "Your total is $2.95. Ready to order?"])
        // The handler's options for the store are offered as choices.
        #expect(choices.first == ["Ferry Building", "Civic Center"])
        #expect(transcript.closing == "Your total is $2.95. Your Tomato Soup order will be ready in 10 minutes.")
        #expect(transcript.outcome.response?.code == "success")
        let orders = try fixture.app.orders()
        #expect(orders.count == 1)
        #expect(orders.first?.storeLocation?.name == "Ferry Building")
    }

    @Test func theEngineSpeaksTheStockReasonFromTheDefinition() throws {
        let fixture = try ConversationFixture()
        let stock = try fixture.item("tomatoSoup").stock
        let intent = OrderSoupIntent(soup: "tomatoSoup", soupName: "Tomato Soup", quantity: stock + 1)
        var answers = ["1", "Ferry Building", "yes"][...]
        let transcript = try engine(fixture, intent).run(intent.systemIntent) { _ in answers.popFirst() }
        let quantity = try #require(transcript.steps.first { $0.parameter == "quantity" })
        #expect(quantity.result == "unsupported")
        // The definition's reason, worded by the app in the plural (its `wording(of:)`).
        #expect(quantity.prompt == "You asked for \(stock + 1) soups, but we don't have that many in stock.")
        #expect(transcript.intent["quantity"] == .integer(1))
    }
}
