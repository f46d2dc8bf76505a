import SQLiteStore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Every order as a full listing (`history --limit 0`) reads it, at the speed of the store: the
/// rows in storage order (newest first), each with its total, and what the orders of one kind
/// share (the soup as ordered, the toppings, pickup or delivery) given once, by number, so that a
/// writer lays it out once. A row with its kind is the whole order.
public struct OrderListing {
    /// What the orders of one kind share.
    public struct Kind: Sendable {
        public let number: Int
        let stored: OrderKind

        /// An order of this kind for laying out what the kind decides: the given id and quantity,
        /// dated at 1970.
        public func sample(id: String = "", quantity: Int = 1) -> Order {
            Order(OrderRow(id: id, dateMilliseconds: 0, kind: number, quantity: quantity, readyMilliseconds: 0), kind: stored)
        }

        /// What `quantity` soups of this kind cost.
        public func total(quantity: Int) -> Money {
            OrderLine(item: stored.menuItem, quantity: quantity, toppings: stored.toppings).total
        }
    }

    /// One order: what differs from order to order, and its total.
    public struct Row: Sendable {
        public let id: String
        public let dateMilliseconds: Int64
        public let readyMilliseconds: Int64
        public let quantity: Int
        public let kind: Kind
        public let total: Money

        /// The whole order.
        public var order: Order {
            Order(
                OrderRow(id: id, dateMilliseconds: dateMilliseconds, kind: kind.number, quantity: quantity, readyMilliseconds: readyMilliseconds),
                kind: kind.stored)
        }
    }

    /// What a text listing needs before its first row to size its columns: each kind present
    /// with its largest quantity, the ids that are not UUIDs, the number of orders, and the
    /// dates of the oldest and newest.
    public struct Shape: Sendable {
        public var largestQuantity: [Int: Int] = [:]
        public var textIDs: [String] = []
        public var count = 0
        public var dateRange: ClosedRange<Int64>?
    }

    /// A row names an order kind the store does not hold: the store is damaged.
    public struct MissingKind: ClassifiedError {
        public let number: Int
        public var failureKind: FailureKind { .damagedData }
        public var description: String { "the order history refers to order kind \(number), which is not stored" }
    }

    let store: AppStore
    /// Every kind, by number.
    public let kinds: [Int: Kind]

    init(store: AppStore) throws {
        self.store = store
        kinds = try store.orderKinds().reduce(into: [:]) { $0[$1.key] = Kind(number: $1.key, stored: $1.value) }
    }

    /// The kind of this number, or the damage it is.
    public func kind(_ number: Int) throws -> Kind {
        guard let kind = kinds[number] else { throw MissingKind(number: number) }
        return kind
    }

    /// One walk of the orders in storage order (the quickest), for sizing columns.
    public func shape() throws -> Shape {
        var shape = Shape()
        try store.forEachOrderShape { kind, quantity, textID in
            shape.count += 1
            shape.largestQuantity[kind] = max(shape.largestQuantity[kind] ?? quantity, quantity)
            if let textID { shape.textIDs.append(textID) }
        }
        shape.dateRange = shape.count > 0 ? try store.dateRange() : nil
        return shape
    }

    /// Every order, newest first, one at a time. A kind's total for a quantity is worked out once.
    public func forEachRow(_ visit: (Row) throws -> Void) throws {
        var totals: [Int: Money] = [:]
        try store.forEachOrderRow { row in
            let kind = try kind(row.kind)
            let key = row.kind &* 4096 &+ row.quantity
            let total: Money
            if row.quantity >= 0, row.quantity < 4096 {
                if let known = totals[key] {
                    total = known
                } else {
                    total = kind.total(quantity: row.quantity)
                    totals[key] = total
                }
            } else {
                total = kind.total(quantity: row.quantity)
            }
            try visit(
                Row(
                    id: row.id, dateMilliseconds: row.dateMilliseconds, readyMilliseconds: row.readyMilliseconds, quantity: row.quantity,
                    kind: kind, total: total))
        }
    }
}
