import Foundation
import SiriSystem
import TestSupport
import Testing

@testable import SoupKit

/// What an order costs is one rule (`OrderLine`): a menu that prices a topping changes every
/// total the app shows at once.
@Suite struct PriceTests {
    /// Soup Chef's menu with Cheese at $0.50 a soup.
    static func pricedMenu() -> Menu {
        var menu = Menu.shipped()
        menu.toppings = menu.toppings.map { Topping(id: $0.id, name: $0.name, priceCents: $0.id == "cheese" ? 50 : nil) }
        return menu
    }

    @Test func shippedToppingsAreFreeAsInApplesSample() throws {
        let menu = Menu.shipped()
        let tomato = try #require(menu.item(id: "tomatoSoup"))
        #expect(OrderLine(item: tomato, quantity: 3, toppings: menu.toppings).total == tomato.price * 3)
    }

    @Test func aPricedToppingReachesEveryTotalTheAppShows() throws {
        let temporary = try TemporaryDirectory("price")
        let app = try SoupChef(
            directory: temporary.path, clock: { ConversationFixture.now }, reproducibleIdentifiers: true, menu: Self.pricedMenu())
        let menu = try app.menu()
        let tomato = try #require(menu.item(id: "tomatoSoup"))
        let cheese = try #require(menu.topping(id: "cheese"))
        #expect(cheese.priceCents == 50)
        let intent = OrderSoupIntent(
            item: tomato, quantity: 2, toppings: [cheese], orderType: .pickup, storeLocation: menu.stores.first)
        let expected = Money(cents: (tomato.price.cents + 50) * 2, currency: tomato.price.currency)
        #expect(intent.line(of: tomato).total == expected)

        // The handler's confirmation and Siri's question.
        let confirmed = try app.handler.confirm(intent)
        #expect(confirmed.total == expected)
        let prompt = try app.handler.confirmationPrompt(for: intent.systemIntent, response: HandlerResponse(code: HandlerResponse.ready))
        #expect(prompt == "Your total is \(expected.formatted). Ready to order?")
        // The invoice card Siri shows before handling.
        let invoice = try #require(try app.intentCard(for: intent.systemIntent, response: HandlerResponse(code: HandlerResponse.ready)))
        #expect(invoice.total == expected)
        #expect(invoice.unitPrice == Money(cents: tomato.price.cents + 50, currency: tomato.price.currency))

        // The placed order, its response, its card, and the order read back from the store.
        let response = try app.handler.handle(intent.systemIntent)
        let handled = try #require(app.siriResponse)
        let order = try #require(handled.order)
        #expect(order.total == expected)
        #expect(handled.orderDetails?.total == expected)
        #expect(response.values["orderDetails.total"] == .string(expected.formatted))
        let done = try #require(try app.intentCard(for: intent.systemIntent, response: response))
        #expect(done.total == expected)
        #expect(try app.orders().first?.total == expected)
    }

    /// The App Intents path (iOS 16) shows the same total in its preview snippet.
    @Test func theAppIntentsPreviewTakesTheSameTotal() throws {
        let temporary = try TemporaryDirectory("price-app-intents")
        defer { withExtendedLifetime(temporary) {} }
        let app = try SoupChef(
            directory: temporary.path, clock: { ConversationFixture.now }, reproducibleIdentifiers: true, menu: Self.pricedMenu())
        let menu = try app.menu()
        let tomato = try #require(menu.item(id: "tomatoSoup"))
        let cheese = try #require(menu.topping(id: "cheese"))
        let intent = OrderSoupIntent(item: tomato, quantity: 2, toppings: [cheese], orderType: .pickup, storeLocation: menu.stores.first)
        let transcript = try OrderSoupPerform(app: app).run(intent, ask: { _ in "yes" }, observe: { _ in })
        let preview = try #require(transcript.snippets.first { $0.kind == .preview })
        let expected = Money(cents: (tomato.price.cents + 50) * 2, currency: tomato.price.currency)
        #expect(preview.lines.contains("Total: \(expected.formatted)"))
        #expect(preview.lines.contains("2 @ \(Money(cents: tomato.price.cents + 50).formatted)"))
    }
}
