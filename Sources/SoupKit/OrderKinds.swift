import SQLiteStore
import TextMatching

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What many orders share, stored once: the menu item as ordered, the toppings, and pickup or
/// delivery with its place. An order refers to its kind by number.
struct OrderKind: Sendable {
    var menuItem: MenuItem
    var toppings: [Topping]
    var orderType: OrderType
    var storeLocation: PickupStore?
    var deliveryLocation: String?
}

/// One stored order as its columns: what differs from order to order. With its `OrderKind` it
/// is the whole order.
struct OrderRow: Sendable {
    var id: String
    var dateMilliseconds: Int64
    var kind: Int
    var quantity: Int
    var readyMilliseconds: Int64
}

/// Finds (or makes) the number of an order's kind. One instance remembers the numbers it gave,
/// so use one only for writes that land or fail together (one transaction, or a bulk import that
/// stops at its first error): a number made in a transaction that rolled back must not be given
/// again.
final class OrderKinds {
    struct Key {
        var soupID, itemJSON, toppingsJSON, orderType: String
        var store, deliveryAddress: String?

        /// The key as one text, to remember numbers by: a dictionary keyed by `Key` itself would
        /// cost every order the run-time look-up of its `Hashable` conformance (0.3 M
        /// instructions, a tenth of an order's own work), and text keys are looked up anyway.
        var text: String { KeyText.joining([soupID, itemJSON, toppingsJSON, orderType, store, deliveryAddress]) }
    }

    private var known: [String: (number: Int64, soup: Int64)] = [:]

    func number(of key: Key, in database: Database) throws -> (number: Int64, soup: Int64) {
        let text = key.text
        if let found = known[text] { return found }
        let soup = try soupNumber(key.soupID, in: database)
        let bindings: [SQLValue] = [
            .text(key.itemJSON), .text(key.toppingsJSON), .text(key.orderType), SQLValue(key.store), SQLValue(key.deliveryAddress),
        ]
        let number: Int64
        if let stored = try database.first(
            """
            SELECT kind FROM order_kinds
            WHERE item_json = ? AND toppings = ? AND order_type = ? AND store IS ? AND delivery_address IS ?
            """, bindings, { $0.int64(0) })
        {
            number = stored
        } else {
            try database.run(
                "INSERT INTO order_kinds (soup, item_json, toppings, order_type, store, delivery_address) VALUES (?, ?, ?, ?, ?, ?)",
                [.integer(soup)] + bindings)
            number = database.lastInsertRowID
        }
        known[text] = (number, soup)
        return (number, soup)
    }

    private func soupNumber(_ id: String, in database: Database) throws -> Int64 {
        if let number = try database.first("SELECT soup FROM soups WHERE id = ?", [.text(id)], { $0.int64(0) }) { return number }
        try database.run("INSERT INTO soups (id) VALUES (?)", [.text(id)])
        return database.lastInsertRowID
    }
}

extension Order {
    /// The order a stored row and its kind make.
    init(_ row: OrderRow, kind: OrderKind) {
        self.init(
            id: row.id, date: StoreJSON.date(milliseconds: row.dateMilliseconds), menuItem: kind.menuItem, quantity: row.quantity,
            toppings: kind.toppings, orderType: kind.orderType, storeLocation: kind.storeLocation, deliveryLocation: kind.deliveryLocation,
            readyDate: StoreJSON.date(milliseconds: row.readyMilliseconds))
    }
}
