import SoupChefViews
import SoupKit
import TextMatching

/// The parameters of an order on the command line, declared once like an option group: `order`
/// reads them and turns them into the intent, and `open` writes a past order's back out. A new
/// order parameter is added here (and, to be shown, in `OrderJSON`).
struct OrderParameters: Sendable {
    static let quantity = Option<Int>(
        "quantity", short: "q", placeholder: "n",
        help: "How many, \(Order.quantityRange.lowerBound) to \(Order.quantityRange.upperBound) (default 1).",
        parser: .integer(in: Order.quantityRange), default: 1)
    static let toppings = Option<[String]>(
        repeating: "topping", short: "t", placeholder: "topping", help: "Add a free topping; repeat for more.", completion: .topping,
        parser: .name)
    static let store = Option<String?>("store", placeholder: "name", help: "Pick up at this store.", completion: .store, parser: .name)
    static let deliverTo = Option<String?>(
        "deliver-to", placeholder: "address", help: "Deliver to this address instead.",
        parser: .storedText("an address", maximumLength: CommonArguments.maximumTextLength))

    static let options = OptionGroup(members: [quantity, toppings, store, deliverTo])

    var soup: String
    var quantity: Int
    var toppings: [String]
    var store: String?
    var deliveryLocation: String?

    init(_ arguments: ParsedArguments) throws {
        soup = try arguments[CommonArguments.soup]
        quantity = try arguments[Self.quantity]
        toppings = try arguments[Self.toppings]
        store = try arguments[Self.store]
        deliveryLocation = try arguments[Self.deliverTo]
        if store != nil && deliveryLocation != nil { throw UsageError("--store and --deliver-to cannot be used together") }
        if let deliveryLocation, deliveryLocation.trimmingWhitespace().isEmpty {
            throw UsageError("--deliver-to needs an address")
        }
    }

    /// The parameters that order `order` again.
    init(reordering order: Order) {
        soup = order.menuItem.id
        quantity = order.quantity
        toppings = order.toppings.map(\.id)
        store = order.storeLocation?.name
        deliveryLocation = order.deliveryLocation
    }

    /// The intent these parameters describe, with the names looked up on `menu`, and its soup.
    /// Without a store or an address, a pickup at the first store.
    func intent(on menu: Menu) throws -> (OrderSoupIntent, MenuItem) {
        let item = try menu.soup(named: soup)
        var chosen: [Topping] = []
        for name in toppings {
            let topping = try menu.topping(named: name)
            if !chosen.contains(topping) { chosen.append(topping) }
        }
        let pickup = try store.map { try menu.store(matching: $0) } ?? (deliveryLocation == nil ? menu.stores.first : nil)
        let intent = OrderSoupIntent(
            item: item, quantity: quantity, toppings: chosen, orderType: deliveryLocation == nil ? .pickup : .delivery,
            storeLocation: pickup, deliveryLocation: deliveryLocation)
        return (intent, item)
    }

    /// The words after `soupchef order`: the soup, then the options by name.
    var words: [String] {
        var options: [(OptionSpec, [String])] = [(Self.quantity.spec, [String(quantity)]), (Self.toppings.spec, toppings)]
        if let store { options.append((Self.store.spec, [store])) }
        if let deliveryLocation { options.append((Self.deliverTo.spec, [deliveryLocation])) }
        return [soup] + options.sorted { $0.0.name < $1.0.name }.flatMap { spec, values in values.flatMap { ["--" + spec.name, $0] } }
    }
}
