import SQLiteStore
import SiriSystem

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One past order for a fixture history: which soup, how many, with what, and when.
public struct FixtureOrder: Sendable {
    public var soupID: String
    public var quantity: Int
    public var toppingIDs: [String]
    public var date: Date

    public init(soupID: String, quantity: Int = 1, toppingIDs: [String] = [], date: Date) {
        self.soupID = soupID
        self.quantity = quantity
        self.toppingIDs = toppingIDs
        self.date = date
    }
}

extension SoupChef {
    /// Writes a ready-made order history, and a donation for every order, straight into both
    /// stores in large transactions. **For benchmark and test fixtures only**: no handler runs,
    /// no stock is taken, no item sells out, and nothing else the app does on an order happens.
    /// The result is what placing the same orders one by one would have left in the history and
    /// the interaction store. Orders are pickups at the first store, with random ids.
    ///
    /// - Parameters:
    ///   - count: how many orders to write.
    ///   - batchSize: orders per transaction pair (app store, then system store).
    ///   - order: the order at each index, 0 ..< count, oldest first.
    /// - Returns: the ids of the orders written, when `keepingIDs` is true (else empty).
    @discardableResult
    public func importFixtureHistory(
        count: Int, batchSize: Int = 20_000, keepingIDs: Bool = false, order: (Int) -> FixtureOrder
    ) throws -> [String] {
        let menu = try store.menu()
        let pickup = menu.stores.first
        var encodedItems: [String: String] = [:]
        var encodedToppings: [[String]: String] = [:]
        var kept: [String] = []
        let kinds = OrderKinds()
        var start = 0
        while start < count {
            let end = min(count, start + batchSize)
            var interactions: [Interaction] = []
            interactions.reserveCapacity(end - start)
            try store.database.transaction {
                for index in start..<end {
                    let wanted = order(index)
                    guard let item = menu.item(id: wanted.soupID) else {
                        throw SoupKitError.unknownSoup(wanted.soupID, candidates: menu.items.map(\.id))
                    }
                    guard Order.quantityRange.contains(wanted.quantity) else { throw SoupKitError.invalidQuantity(wanted.quantity) }
                    let toppings = try wanted.toppingIDs.map { id in
                        guard let topping = menu.topping(id: id) else {
                            throw SoupKitError.unknownTopping(id, candidates: menu.toppings.map(\.id))
                        }
                        return topping
                    }
                    let placed = Order(
                        id: UUID().uuidString, date: wanted.date, menuItem: item, quantity: wanted.quantity, toppings: toppings,
                        orderType: .pickup, storeLocation: pickup, deliveryLocation: nil,
                        readyDate: wanted.date.addingTimeInterval(Order.preparationTime))
                    let itemJSON = try encodedItems[item.id] ?? StoreJSON.encode(StoredItem(item))
                    encodedItems[item.id] = itemJSON
                    let toppingsJSON = try encodedToppings[wanted.toppingIDs] ?? StoreJSON.encode(toppings)
                    encodedToppings[wanted.toppingIDs] = toppingsJSON
                    try store.insert(placed, itemJSON: itemJSON, toppingsJSON: toppingsJSON, kinds: kinds)
                    interactions.append(Interaction(intent: placed.intent.systemIntent, identifier: placed.id, date: placed.date))
                    if keepingIDs { kept.append(placed.id) }
                }
            }
            try system.donate(contentsOf: interactions)
            start = end
        }
        return kept
    }
}
