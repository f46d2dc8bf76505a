#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// How the customer gets the soup.
public enum OrderType: String, Sendable, Hashable, Codable, CaseIterable {
    case pickup, delivery
}

/// A placed order, with the menu item as it was when ordered.
public struct Order: Sendable, Hashable, Identifiable {
    /// Uppercase UUID string; also the identifier of the order's donated interaction.
    public var id: String
    public var date: Date
    public var menuItem: MenuItem
    public var quantity: Int
    public var toppings: [Topping]
    public var orderType: OrderType
    public var storeLocation: PickupStore?
    /// The delivery address, named as the intent names it.
    public var deliveryLocation: String?
    public var readyDate: Date

    public init(
        id: String, date: Date, menuItem: MenuItem, quantity: Int, toppings: [Topping], orderType: OrderType,
        storeLocation: PickupStore?, deliveryLocation: String?, readyDate: Date
    ) {
        self.id = id
        self.date = date
        self.menuItem = menuItem
        self.quantity = quantity
        self.toppings = toppings
        self.orderType = orderType
        self.storeLocation = storeLocation
        self.deliveryLocation = deliveryLocation
        self.readyDate = readyDate
    }

    /// What the order is for, priced.
    public var line: OrderLine { OrderLine(item: menuItem, quantity: quantity, toppings: toppings) }

    /// What the order cost.
    public var total: Money { line.total }

    /// How many soups one order may be for: the intent's quantity range.
    public static let quantityRange = 1...10

    /// The time between placing and pickup.
    public static let preparationTime: TimeInterval = 10 * 60

    /// The intent an order donates, as Apple's `Order.intent` (iOS 14/15) makes it: soup,
    /// quantity, order type and toppings (with the suggested phrase), never the store or the
    /// delivery address. So a pickup with cheese is filed as "Order 1 Tomato Soup for pickup" /
    /// "With Cheese", and a voice shortcut made from it asks "Which store?" when it is spoken.
    public var intent: OrderSoupIntent {
        OrderSoupIntent(soup: menuItem.id, soupName: menuItem.name, quantity: quantity, toppings: toppings, orderType: orderType)
    }
}
