import SiriSystem

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What the Intents UI extension shows inside Siri: the invoice while Siri asks to confirm, and
/// the order confirmation once the order is placed (the sample's `InvoiceView` and
/// `OrderConfirmedView`).
public struct IntentCard: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
        /// Shown with "Ready to order?" (interaction status `ready`).
        case invoice
        /// Shown with the success response (interaction status `success`).
        case orderConfirmation
    }

    public var kind: Kind
    public var soupName: String
    public var quantity: Int
    public var unitPrice: Money
    public var toppings: [String]
    public var total: Money
    public var orderType: OrderType
    /// The pickup store's name, or the delivery address.
    public var place: String
    /// The confirmation's wait, "10 minutes".
    public var waitTime: String?
    public var readyDate: Date?

    /// The invoice for an intent that `confirm` answered `ready` for.
    static func invoice(for intent: OrderSoupIntent, item: MenuItem) -> IntentCard {
        let line = intent.line(of: item)
        let orderType = intent.orderType ?? .pickup
        return IntentCard(
            kind: .invoice, soupName: item.name, quantity: line.quantity, unitPrice: line.unitPrice,
            toppings: line.toppings.map(\.name), total: line.total, orderType: orderType,
            place: orderType == .delivery ? intent.deliveryLocation ?? "" : intent.storeLocation?.name ?? "")
    }

    /// The confirmation for a placed order.
    static func confirmation(for order: Order, waitTime: String?) -> IntentCard {
        IntentCard(
            kind: .orderConfirmation, soupName: order.menuItem.name, quantity: order.quantity, unitPrice: order.line.unitPrice,
            toppings: order.toppings.map(\.name), total: order.total, orderType: order.orderType,
            place: order.storeLocation?.name ?? order.deliveryLocation ?? "", waitTime: waitTime, readyDate: order.readyDate)
    }
}

extension SoupChef {
    /// The Intents UI extension's view of an interaction Siri shows (`configureView(for:)`): the
    /// invoice with confirm's `ready`, the order confirmation with handle's success; nil for
    /// anything else.
    public func intentCard(for intent: Intent, response: HandlerResponse) throws -> IntentCard? {
        guard let order = OrderSoupIntent(intent, menu: try menu()) else { return nil }
        if response.code == HandlerResponse.ready {
            guard let soup = order.soup, let item = try menu().item(id: soup) else { return nil }
            return .invoice(for: order, item: item)
        }
        guard let typed = siriResponse, typed.code.isSuccess, let placed = typed.order, placed.id == response.identifier else { return nil }
        return .confirmation(for: placed, waitTime: typed.waitTime)
    }
}
