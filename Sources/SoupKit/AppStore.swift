import Foundation
import SQLiteStore
import SiriSystem

/// The app's own data (the app group container): the menu, the order history, and the Intents
/// API calls still to be delivered to the system.
final class AppStore {
    static let fileName = "app.sqlite"

    /// The app store's schema, step by step (see `Migration`): a new store runs them all, an
    /// older one the steps it lacks. Append a step for every change; never edit a released one.
    static let migrations = [
        Migration(version: 1, "meta, menu_items, orders and the outbox", sql: version1)
    ]
    static var schemaVersion: Int { migrations.count }

    let database: Database

    init(directory: String, deploying menu: Menu, busyTimeout: Int32 = Database.defaultBusyTimeout) throws {
        let file = StoreFile(path: directory + "/" + Self.fileName, migrations: Self.migrations, busyTimeout: busyTimeout)
        database = try file.open { db in try Self.deploy(menu, into: db) }
    }

    private static let version1 = """
        CREATE TABLE meta(key TEXT PRIMARY KEY, value TEXT NOT NULL);
        CREATE TABLE menu_items(
            id TEXT PRIMARY KEY,
            position INTEGER NOT NULL,
            name TEXT NOT NULL,
            price_cents INTEGER NOT NULL,
            kind TEXT NOT NULL,
            description TEXT NOT NULL,
            stock INTEGER NOT NULL CHECK (stock >= 0),
            default_stock INTEGER NOT NULL,
            enabled INTEGER NOT NULL
        );
        CREATE TABLE orders(
            seq INTEGER PRIMARY KEY AUTOINCREMENT,
            id TEXT NOT NULL UNIQUE,
            date_ms INTEGER NOT NULL,
            soup_id TEXT NOT NULL,
            item_json TEXT NOT NULL,
            quantity INTEGER NOT NULL,
            toppings TEXT NOT NULL,
            order_type TEXT NOT NULL,
            store TEXT,
            delivery_address TEXT,
            total_cents INTEGER NOT NULL,
            ready_ms INTEGER NOT NULL
        );
        CREATE INDEX orders_date ON orders(date_ms, seq);
        CREATE INDEX orders_soup ON orders(soup_id, seq);
        CREATE TABLE outbox(seq INTEGER PRIMARY KEY AUTOINCREMENT, call_json TEXT NOT NULL);
        """

    /// Writes the shipped menu into a new store, and queues the suggestions a first launch sets.
    private static func deploy(_ menu: Menu, into db: Database) throws {
        try db.run("INSERT INTO meta VALUES ('currency', ?)", [.text(menu.currency)])
        try db.run("INSERT INTO meta VALUES ('toppings', ?)", [.text(try StoreJSON.encode(menu.toppings))])
        try db.run("INSERT INTO meta VALUES ('stores', ?)", [.text(try StoreJSON.encode(menu.stores))])
        for (position, item) in menu.items.enumerated() {
            try db.run(
                "INSERT INTO menu_items VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                [
                    .text(item.id), .integer(Int64(position)), .text(item.name), .integer(Int64(item.price.cents)),
                    .text(item.kind.rawValue), .text(item.itemDescription), .integer(Int64(item.stock)),
                    .integer(Int64(item.defaultStock)), SQLValue(item.isEnabled),
                ])
        }
        for call in SystemCall.suggestionsReset(for: menu) {
            try db.run("INSERT INTO outbox (call_json) VALUES (?)", [.text(try StoreJSON.encode(call))])
        }
    }

    // MARK: Menu

    func menu() throws -> Menu {
        let currency = try database.first("SELECT value FROM meta WHERE key = 'currency'") { $0.string(0) } ?? "USD"
        let toppings = try StoreJSON.decode(
            [Topping].self, from: database.first("SELECT value FROM meta WHERE key = 'toppings'") { $0.string(0) } ?? "[]")
        let stores = try StoreJSON.decode(
            [PickupStore].self, from: database.first("SELECT value FROM meta WHERE key = 'stores'") { $0.string(0) } ?? "[]")
        let items = try database.query(
            "SELECT id, name, price_cents, kind, description, stock, default_stock, enabled FROM menu_items ORDER BY position"
        ) { row in
            MenuItem(
                id: row.string(0), name: row.string(1), price: Money(cents: row.int(2), currency: currency),
                kind: MenuItemKind(rawValue: row.string(3)) ?? .regular, itemDescription: row.string(4),
                stock: row.int(5), defaultStock: row.int(6), isEnabled: row.bool(7))
        }
        return Menu(currency: currency, items: items, toppings: toppings, stores: stores)
    }

    func setEnabled(_ id: String, _ enabled: Bool) throws {
        try database.run("UPDATE menu_items SET enabled = ? WHERE id = ?", [SQLValue(enabled), .text(id)])
    }

    func setStock(_ id: String, _ stock: Int) throws {
        try database.run("UPDATE menu_items SET stock = ? WHERE id = ?", [.integer(Int64(stock)), .text(id)])
    }

    /// Takes `quantity` from the stock if there is that much; returns the stock left, or nil.
    func takeStock(_ id: String, _ quantity: Int) throws -> Int? {
        let changed = try database.run(
            "UPDATE menu_items SET stock = stock - ? WHERE id = ? AND enabled = 1 AND stock >= ?",
            [.integer(Int64(quantity)), .text(id), .integer(Int64(quantity))])
        guard changed == 1 else { return nil }
        return try database.scalar("SELECT stock FROM menu_items WHERE id = ?", [.text(id)])
    }

    // MARK: Orders

    func nextOrderSequence() throws -> Int64 {
        // AUTOINCREMENT's counter, not MAX(seq): numbers of deleted orders are never given again,
        // so a pinned clock cannot derive the id of an order that was cleared.
        Int64(try database.scalar("SELECT COALESCE((SELECT seq FROM sqlite_sequence WHERE name = 'orders'), 0) + 1"))
    }

    /// Inserts the order; returns its sequence number.
    @discardableResult
    func insert(_ order: Order) throws -> Int64 {
        try insert(order, itemJSON: try StoreJSON.encode(StoredItem(order.menuItem)), toppingsJSON: try StoreJSON.encode(order.toppings))
    }

    /// Inserts the order with its item and toppings already encoded (the bulk import reuses them).
    @discardableResult
    func insert(_ order: Order, itemJSON: String, toppingsJSON: String) throws -> Int64 {
        try database.run(
            """
            INSERT INTO orders (id, date_ms, soup_id, item_json, quantity, toppings, order_type, store, delivery_address, total_cents, ready_ms)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """,
            [
                .text(order.id), .integer(StoreJSON.milliseconds(order.date)), .text(order.menuItem.id),
                .text(itemJSON), .integer(Int64(order.quantity)), .text(toppingsJSON), .text(order.orderType.rawValue),
                SQLValue(order.storeLocation?.name),
                SQLValue(order.deliveryLocation), .integer(Int64(order.total.cents)), .integer(StoreJSON.milliseconds(order.readyDate)),
            ])
        return database.lastInsertRowID
    }

    private static let orderColumns =
        "id, date_ms, item_json, quantity, toppings, order_type, store, delivery_address, ready_ms"

    private let items = DecodeCache<MenuItem>()
    private let toppingLists = DecodeCache<[Topping]>()

    private func decodeOrder(_ row: Row, stores: [PickupStore]) throws -> Order {
        let item = try items.value(for: row.string(2)) { try StoreJSON.decode(StoredItem.self, from: $0).menuItem }
        let storeName = row.optionalString(6)
        return Order(
            id: row.string(0), date: StoreJSON.date(milliseconds: row.int64(1)), menuItem: item, quantity: row.int(3),
            toppings: try toppingLists.value(for: row.string(4)) { try StoreJSON.decode([Topping].self, from: $0) },
            orderType: OrderType(rawValue: row.string(5)) ?? .pickup,
            storeLocation: storeName.map { name in stores.first { $0.name == name } ?? PickupStore(name: name, latitude: 0, longitude: 0) },
            deliveryLocation: row.optionalString(7), readyDate: StoreJSON.date(milliseconds: row.int64(8)))
    }

    private func stores() throws -> [PickupStore] {
        try StoreJSON.decode([PickupStore].self, from: database.first("SELECT value FROM meta WHERE key = 'stores'") { $0.string(0) } ?? "[]")
    }

    /// Newest first.
    func orders(limit: Int?, offset: Int = 0) throws -> [Order] {
        let stores = try stores()
        return try database.query(
            "SELECT \(Self.orderColumns) FROM orders ORDER BY date_ms DESC, seq DESC LIMIT ? OFFSET ?",
            [.integer(Int64(limit ?? -1)), .integer(Int64(offset))]
        ) { try decodeOrder($0, stores: stores) }
    }

    /// Every order, newest first, one at a time: memory stays flat however long the history.
    func forEachOrder(_ visit: (Order) throws -> Void) throws {
        let stores = try stores()
        try database.forEach("SELECT \(Self.orderColumns) FROM orders ORDER BY date_ms DESC, seq DESC") {
            try visit(try decodeOrder($0, stores: stores))
        }
    }

    func orderCount() throws -> Int {
        try database.scalar("SELECT count(*) FROM orders")
    }

    /// Orders whose id starts with `prefix` (uppercased), at most `limit`, through the id index.
    func orders(idPrefix prefix: String, limit: Int) throws -> [Order] {
        let stores = try stores()
        let upper = prefix.uppercased()
        return try database.query(
            "SELECT \(Self.orderColumns) FROM orders WHERE id >= ? AND id < ? ORDER BY id LIMIT ?",
            [.text(upper), .text(upper + "\u{10FFFF}"), .integer(Int64(limit))]
        ) { try decodeOrder($0, stores: stores) }
    }

    /// The ids of an item's orders up to sequence `through`, in batches, through the soup index.
    func orderIDs(soup: String, through sequence: Int64, visit: ([String]) throws -> Void) throws {
        var after: Int64 = 0
        while true {
            let rows = try database.query(
                "SELECT seq, id FROM orders WHERE soup_id = ? AND seq > ? AND seq <= ? ORDER BY seq LIMIT 1000",
                [.text(soup), .integer(after), .integer(sequence)]
            ) { ($0.int64(0), $0.string(1)) }
            guard let last = rows.last else { return }
            try visit(rows.map(\.1))
            after = last.0
        }
    }

    func lastOrderSequence() throws -> Int64 {
        Int64(try database.scalar("SELECT COALESCE(MAX(seq), 0) FROM orders"))
    }

    func deleteAllOrders() throws -> Int {
        try database.run("DELETE FROM orders")
    }

    // MARK: Outbox

    func enqueue(_ calls: [SystemCall]) throws {
        for call in calls {
            try database.run("INSERT INTO outbox (call_json) VALUES (?)", [.text(try StoreJSON.encode(call))])
        }
    }

    func pendingCalls() throws -> [(Int64, SystemCall)] {
        try database.query("SELECT seq, call_json FROM outbox ORDER BY seq") {
            ($0.int64(0), try StoreJSON.decode(SystemCall.self, from: $0.string(1)))
        }
    }

    func hasPendingCalls() throws -> Bool {
        try database.first("SELECT 1 FROM outbox LIMIT 1") { _ in true } ?? false
    }

    func removeCalls(through sequence: Int64) throws {
        try database.run("DELETE FROM outbox WHERE seq <= ?", [.integer(sequence)])
    }
}

/// The menu item as kept inside an order: what it was when ordered.
struct StoredItem: Codable {
    var id, name, kind, description: String
    var priceCents: Int
    var currency: String

    init(_ item: MenuItem) {
        id = item.id
        name = item.name
        kind = item.kind.rawValue
        description = item.itemDescription
        priceCents = item.price.cents
        currency = item.price.currency
    }

    var menuItem: MenuItem {
        MenuItem(
            id: id, name: name, price: Money(cents: priceCents, currency: currency), kind: MenuItemKind(rawValue: kind) ?? .regular,
            itemDescription: description, stock: 0, defaultStock: 0, isEnabled: true)
    }
}
