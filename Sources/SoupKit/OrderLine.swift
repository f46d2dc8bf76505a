/// What an order is for, priced: the menu item as ordered, how many, and the toppings. Its `total`
/// is the one pricing rule of the app; the order, the handler's confirmation, the cards, the App
/// Intents snippet, the `open` form, every listing and every JSON document take the total from
/// here, so a change to what an order costs is made once.
public struct OrderLine: Sendable, Hashable {
    public var item: MenuItem
    public var quantity: Int
    public var toppings: [Topping]

    public init(item: MenuItem, quantity: Int, toppings: [Topping] = []) {
        self.item = item
        self.quantity = quantity
        self.toppings = toppings
    }

    /// The price of one soup: the item's price and what its toppings add (Soup Chef's are free).
    public var unitPrice: Money {
        // Saturating, as `Money.*`: stored prices are checked when read, so this never stops.
        let cents = toppings.reduce(item.price.cents) { sum, topping in
            let (total, overflow) = sum.addingReportingOverflow(topping.priceCents ?? 0)
            return overflow ? (sum < 0 ? .min : .max) : total
        }
        return Money(cents: cents, currency: item.price.currency)
    }

    /// What the order costs.
    public var total: Money { unitPrice * quantity }
}

extension OrderSoupIntent {
    /// The line this intent orders from `item`: quantity 1 when the intent names none, its toppings.
    public func line(of item: MenuItem) -> OrderLine {
        OrderLine(item: item, quantity: quantity ?? 1, toppings: toppings ?? [])
    }
}
