import Foundation
import SiriSystem
import SoupKit
import Testing

/// Soup Chef's `OrderSoup` donations read as its metadata's parameter summary says
/// (`AppIntentDonationPreview`), though the app titles them from sentences kept in Swift, so that
/// titling a donation parses no JSON.
@Suite struct OrderSoupDonationTitleTests {
    func preview(_ values: [(name: String, value: String)]) throws -> AppIntentDonationPreview {
        let metadata = ShippedAppIntentsMetadata.metadata
        let action = try #require(metadata.action("OrderSoup"))
        let intent = try AcceptingAppIntentPerformer.intent(of: action, values: values, in: metadata)
        return AppIntentDonationPreview(action: action, intent: intent, in: metadata)
    }

    /// Soup Chef's own summary switches on the order type, and its donations leave the store and
    /// the address out: the pickup and delivery cases give way to the summary's own sentence,
    /// with the defaults (1, pickup) filled in; the sentences are the ones the app titles its
    /// `OrderSoup` donations with.
    @Test func soupChefsCasesNamingAPlaceGiveWayToTheSentenceWithout() throws {
        let pickup = try preview([("soup", "Tomato Soup")])
        #expect(pickup.title == "Order 1 Tomato Soup for pickup")
        #expect(pickup.when == nil && pickup.passedOver?.when == "orderType is pickup" && pickup.passedOver?.unfilled == ["storeLocation"])
        let delivery = try preview([("soup", "Tomato Soup"), ("orderType", "delivery"), ("deliveryLocation", "1 Infinite Loop")])
        #expect(delivery.title == "Order 1 Tomato Soup for delivery to 1 Infinite Loop" && delivery.when == "orderType is delivery")
        let summary = try #require(ShippedAppIntentsMetadata.metadata.action("OrderSoup")?.summary)
        #expect(summary.text == OrderSoupAppIntent.parameterSummary(orderType: nil))
        #expect(
            summary.variants.map(\.text)
                == [OrderSoupAppIntent.parameterSummary(orderType: .delivery), OrderSoupAppIntent.parameterSummary(orderType: .pickup)])
    }

    /// The title the app gives a donation of `OrderSoup` (its definition's shortcut types) is the
    /// preview's, for every order type, with and without toppings.
    @Test(arguments: [nil, OrderType.pickup, .delivery]) func theAppsTitleIsThePreviews(orderType: OrderType?) throws {
        var values: [(name: String, value: String)] = [("soup", "Chicken Noodle Soup"), ("quantity", "2"), ("toppings", "cheese")]
        if let orderType { values.append(("orderType", orderType.rawValue)) }
        let shown = try preview(values)
        let described = try #require(OrderSoupAppIntent.definition.describe(shown.intent))
        #expect(described.title == shown.title)
    }
}
