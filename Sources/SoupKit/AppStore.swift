import SQLiteStore
import SiriSystem

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The app's own data (the app group container): the menu, the order history, and the Intents
/// API calls still to be delivered to the system.
final class AppStore {
    static let fileName = "app.sqlite"

    /// The app store's schema, step by step (see `Migration`): a new store runs them all, an
    /// older one the steps it lacks. Append a step for every change; never edit a released one.
    static let migrations = [
        Migration(version: 1, "meta, menu_items, orders and the outbox", sql: version1),
        Migration(
            version: 2, "lean orders: what orders share stored once (order_kinds, soups), ids as 16 bytes, three small indexes",
            compacts: true, apply: OrdersByKindMigration.apply(to:)),
        Migration(
            version: 3, "each order's id stored once: the id index keeps 8 bytes of it, the soup index none",
            compacts: true, apply: OrderIDsOnceMigration.apply(to:)),
        Migration(
            version: 4, "order ids kept unique by the insert, not by triggers every connection parses",
            apply: OrderIDsByInsertMigration.apply(to:)),
    ]
    static var schemaVersion: Int { migrations.count }

    let database: Database

    init(directory: String, deploying menu: () -> Menu, busyTimeout: Int32 = Database.defaultBusyTimeout, synchronous: String = "FULL") throws {
        var file = StoreFile(path: directory + "/" + Self.fileName, migrations: Self.migrations, busyTimeout: busyTimeout)
        file.synchronous = synchronous
        file.others = [("voice_shortcuts", "Siri's store (system.sqlite)")]
        database = try file.open { db in try Self.deploy(menu(), into: db) }
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

    /// The menu as last read, and the store's stamp then: an order reads the menu at each step
    /// (resolving, confirming, handling), as the app asks its menu manager each time, and reads
    /// it again only when something may have changed it (see `Database.changeStamp`).
    private var lastMenu: (stamp: Database.ChangeStamp, menu: Menu)?

    func menu() throws -> Menu {
        // Stamped before reading: a commit by another process between the two makes the next
        // stamp differ, and the menu is read again.
        let stamp = try database.changeStamp()
        if let stamp, let lastMenu, lastMenu.stamp == stamp { return lastMenu.menu }
        let menu = try readMenu()
        lastMenu = stamp.map { ($0, menu) }
        return menu
    }

    private func readMenu() throws -> Menu {
        var meta: (currency: String?, toppings: [Topping]?, stores: [PickupStore]?) = (nil, nil, nil)
        try database.forEach("SELECT key, value FROM meta WHERE key IN ('currency', 'toppings', 'stores')") { row in
            let key = row.string(0)
            switch key {
            case "currency": meta.currency = row.string(1)
            case "toppings":
                meta.toppings = try Self.checked(
                    StoreJSON.decode([Topping].self, from: row.string(1), at: Self.metaPlace(key)), Self.metaPlace(key))
            case "stores": meta.stores = try StoreJSON.decode([PickupStore].self, from: row.string(1), at: Self.metaPlace(key))
            default: break
            }
        }
        // Every store is made with all three (`deploy`): one missing is damage, not an empty list.
        guard let currency = meta.currency, let toppings = meta.toppings, let stores = meta.stores else {
            let missing = meta.currency == nil ? "currency" : meta.toppings == nil ? "toppings" : "stores"
            throw Self.missingMeta(missing, in: database)
        }
        let items = try database.query(
            "SELECT id, name, price_cents, kind, description, stock, default_stock, enabled FROM menu_items ORDER BY position"
        ) { row in
            MenuItem(
                id: row.string(0), name: row.string(1),
                price: Money(cents: try row.int(2, within: Money.storedCents, "menu_items.price_cents"), currency: currency),
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
        // Two plain statements: one `UPDATE … RETURNING` costs more to prepare than both.
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
    func insert(_ order: Order, itemJSON: String, toppingsJSON: String, kinds: OrderKinds = OrderKinds()) throws -> Int64 {
        let kind = try kinds.number(
            of: OrderKinds.Key(
                soupID: order.menuItem.id, itemJSON: itemJSON, toppingsJSON: toppingsJSON, orderType: order.orderType.rawValue,
                store: order.storeLocation?.name, deliveryAddress: order.deliveryLocation), in: database)
        let milliseconds = StoreJSON.milliseconds(order.date)
        let id = StoredIdentifier.value(order.id)
        let inserted = try database.run(
            Self.insertOrder,
            [
                id, .integer(milliseconds), .integer(kind.number), .integer(kind.soup), .integer(Int64(order.quantity)),
                .integer(StoreJSON.milliseconds(order.readyDate) - milliseconds), StoredIdentifier.key(id),
            ])
        // What a unique index would say (`OrderIDsByInsertMigration`).
        guard inserted == 1 else {
            throw SQLiteError.notUnique("orders.id", path: database.path)
        }
        return database.lastInsertRowID
    }

    /// An order's row, unless its id is stored (`OrderIDsByInsertMigration`): the id is ?1, its
    /// index key ?7.
    static let insertOrder = """
        INSERT INTO orders (id, date_ms, kind, soup, quantity, ready_after_ms)
        SELECT ?1, ?2, ?3, ?4, ?5, ?6 WHERE NOT EXISTS (SELECT 1 FROM orders WHERE \(StoredIdentifier.equalsSQL("id", key: "?7", value: "?1")))
        """

    /// The columns `decodeOrder` reads, from `orders o JOIN order_kinds k`.
    private enum OrderColumns: Int32, QueryColumns {
        case id, date, item, quantity, toppings, orderType, store, deliveryAddress, readyAfter
        var sql: String {
            switch self {
            case .id: "o.id"
            case .date: "o.date_ms"
            case .item: "k.item_json"
            case .quantity: "o.quantity"
            case .toppings: "k.toppings"
            case .orderType: "k.order_type"
            case .store: "k.store"
            case .deliveryAddress: "k.delivery_address"
            case .readyAfter: "o.ready_after_ms"
            }
        }
    }
    private static let orderColumns = OrderColumns.selectList
    private static let ordersWithKinds = "orders o JOIN order_kinds k ON k.kind = o.kind"

    private let items = DecodeCache<MenuItem>()
    private let toppingLists = DecodeCache<[Topping]>()

    private func decodeOrder(_ row: Row, stores: [PickupStore]) throws -> Order {
        typealias C = OrderColumns
        let id = try row.identifier(C.id, "orders.id")
        return try StoredPlace.row("order \(id)") {
            let date = try row.int64(C.date, within: StoreJSON.millisecondRange, "orders.date_ms")
            return Order(
                id: id, date: StoreJSON.date(milliseconds: date), menuItem: try item(row.string(C.item)),
                quantity: try row.int(C.quantity, within: Order.quantityRange, "orders.quantity"), toppings: try toppings(row.string(C.toppings)),
                orderType: OrderType(rawValue: row.string(C.orderType)) ?? .pickup,
                storeLocation: store(named: row.optionalString(C.store), among: stores), deliveryLocation: row.optionalString(C.deliveryAddress),
                readyDate: StoreJSON.date(milliseconds: try Self.readyMilliseconds(row, date: date, C.readyAfter)))
        }
    }

    /// An order's ready time: its date and the stored time after it, both within the stored dates'
    /// range (so the sum cannot overflow).
    private static func readyMilliseconds<C: QueryColumns>(_ row: Row, date: Int64, _ column: C) throws -> Int64 {
        date + (try row.int64(column, within: StoreJSON.millisecondRange, "orders.ready_after_ms"))
    }

    private func item(_ json: String) throws -> MenuItem {
        try items.value(for: json) {
            let item = try StoreJSON.decode(StoredItem.self, from: $0, at: StoredPlace("order_kinds.item_json"))
            guard Money.storedCents.contains(item.priceCents) else {
                throw StoredNumberOutOfRange(
                    place: StoredPlace("order_kinds.item_json", field: "priceCents"), found: String(item.priceCents),
                    expected: "an integer from \(Money.storedCents.lowerBound) to \(Money.storedCents.upperBound)")
            }
            return item.menuItem
        }
    }

    private func toppings(_ json: String) throws -> [Topping] {
        try toppingLists.value(for: json) {
            try Self.checked(
                StoreJSON.decode([Topping].self, from: $0, at: StoredPlace("order_kinds.toppings")), StoredPlace("order_kinds.toppings"))
        }
    }

    /// Toppings as stored, refused when a price is beyond what the shipped menu may give one
    /// (`Menu`'s check of `menu.json`).
    private static func checked(_ toppings: [Topping], _ place: StoredPlace) throws -> [Topping] {
        let allowed = 0...Money.largestWholeAmount
        if let bad = toppings.first(where: { !allowed.contains($0.priceCents ?? 0) }) {
            var place = place
            place.field = "the priceCents of topping \(bad.id)"
            throw StoredNumberOutOfRange(
                place: place, found: String(bad.priceCents ?? 0), expected: "an integer from 0 to \(allowed.upperBound)")
        }
        return toppings
    }

    /// The row of `meta` that holds `key`.
    private static func metaPlace(_ key: String) -> StoredPlace { StoredPlace("meta.value", row: "key \"\(key)\"") }

    /// A row of `meta` that every store is made with, missing: the store is damaged.
    private static func missingMeta(_ key: String, in database: Database) -> UnreadableStoredValue {
        UnreadableStoredValue(
            path: database.path, reason: "table meta has no row with key \"\(key)\", which soupchef writes when it makes the store")
    }

    private func store(named name: String?, among stores: [PickupStore]) -> PickupStore? {
        name.map { name in stores.first { $0.name == name } ?? PickupStore(name: name, latitude: 0, longitude: 0) }
    }

    private func stores() throws -> [PickupStore] {
        guard
            let stores = try database.first(
                "SELECT value FROM meta WHERE key = 'stores'", [],
                {
                    try StoreJSON.decode([PickupStore].self, from: $0.string(0), at: Self.metaPlace("stores"))
                })
        else { throw Self.missingMeta("stores", in: database) }
        return stores
    }

    /// A page of orders, newest first, through the date index.
    static let newestOrders = "SELECT \(orderColumns) FROM \(ordersWithKinds) ORDER BY o.date_ms DESC, o.seq DESC LIMIT ? OFFSET ?"

    /// Newest first.
    func orders(limit: Int?, offset: Int = 0) throws -> [Order] {
        let stores = try stores()
        return try database.query(
            Self.newestOrders, [.integer(Int64(limit ?? -1)), .integer(Int64(offset))]
        ) { try decodeOrder($0, stores: stores) }
    }

    /// Every order, newest first, one at a time: memory stays flat however long the history.
    func forEachOrder(_ visit: (Order) throws -> Void) throws {
        let stores = try stores()
        try database.forEach("SELECT \(Self.orderColumns) FROM \(Self.ordersWithKinds) ORDER BY o.date_ms DESC, o.seq DESC") {
            try visit(try decodeOrder($0, stores: stores))
        }
    }

    // MARK: Listing every order

    /// Every order kind (what orders share: the item as ordered, toppings, pickup or delivery),
    /// by number.
    private enum KindColumns: Int32, QueryColumns {
        case kind, item, toppings, orderType, store, deliveryAddress
        var sql: String {
            switch self {
            case .kind: "kind"
            case .item: "item_json"
            case .toppings: "toppings"
            case .orderType: "order_type"
            case .store: "store"
            case .deliveryAddress: "delivery_address"
            }
        }
    }

    func orderKinds() throws -> [Int: OrderKind] {
        typealias C = KindColumns
        let stores = try stores()
        var kinds: [Int: OrderKind] = [:]
        try database.forEach("SELECT \(C.selectList) FROM order_kinds") { row in
            let kind = row.int(C.kind)
            kinds[kind] = try StoredPlace.row("kind \(kind)") {
                OrderKind(
                    menuItem: try item(row.string(C.item)), toppings: try toppings(row.string(C.toppings)),
                    orderType: OrderType(rawValue: row.string(C.orderType)) ?? .pickup,
                    storeLocation: store(named: row.optionalString(C.store), among: stores), deliveryLocation: row.optionalString(C.deliveryAddress))
            }
        }
        return kinds
    }

    private enum RowColumns: Int32, QueryColumns {
        case id, date, kind, quantity, readyAfter
        var sql: String {
            switch self {
            case .id: "id"
            case .date: "date_ms"
            case .kind: "kind"
            case .quantity: "quantity"
            case .readyAfter: "ready_after_ms"
            }
        }
    }

    /// Every order as its stored columns, newest first: the full listings read these without
    /// making an `Order` of each.
    func forEachOrderRow(_ visit: (OrderRow) throws -> Void) throws {
        typealias C = RowColumns
        try database.forEach("SELECT \(C.selectList) FROM orders ORDER BY date_ms DESC, seq DESC") { row in
            let date = try row.int64(C.date, within: StoreJSON.millisecondRange, "orders.date_ms")
            try visit(
                OrderRow(
                    id: try row.identifier(C.id, "orders.id"), dateMilliseconds: date, kind: row.int(C.kind),
                    quantity: try row.int(C.quantity, within: Order.quantityRange, "orders.quantity"),
                    readyMilliseconds: try Self.readyMilliseconds(row, date: date, C.readyAfter)))
        }
    }

    private enum ShapeColumns: Int32, QueryColumns {
        case kind, quantity, textID
        var sql: String {
            switch self {
            case .kind: "kind"
            case .quantity: "quantity"
            // Any id that is not a UUID's 16 bytes: text, or damage `identifier` refuses.
            case .textID: "CASE WHEN typeof(id) = 'blob' AND length(id) = 16 THEN NULL ELSE id END"
            }
        }
    }

    /// Every order's kind, quantity, and id when it is not a UUID, in storage order (the quickest
    /// walk): what the column widths of a full listing need.
    func forEachOrderShape(_ visit: (_ kind: Int, _ quantity: Int, _ textID: String?) throws -> Void) throws {
        typealias C = ShapeColumns
        try database.forEach("SELECT \(C.selectList) FROM orders") {
            try visit(
                $0.int(C.kind), try $0.int(C.quantity, within: Order.quantityRange, "orders.quantity"),
                $0.isNull(C.textID) ? nil : try $0.identifier(C.textID, "orders.id"))
        }
    }

    /// The oldest and the newest order's dates, in milliseconds: two lookups at the ends of the
    /// date index (one query asking for both scans it whole).
    func dateRange() throws -> ClosedRange<Int64>? {
        try database.first(
            """
            SELECT (SELECT date_ms FROM orders WHERE date_ms IS NOT NULL ORDER BY date_ms LIMIT 1),
                   (SELECT date_ms FROM orders WHERE date_ms IS NOT NULL ORDER BY date_ms DESC LIMIT 1)
            """
        ) { row in
            let range = StoreJSON.millisecondRange
            return row.isNull(0) ? nil : try row.int64(0, within: range, "orders.date_ms")...row.int64(1, within: range, "orders.date_ms")
        } ?? nil
    }

    func orderCount() throws -> Int {
        try database.scalar("SELECT count(*) FROM orders")
    }

    /// Orders whose id is between the bounds, in id order: found through the id key index
    /// (`StoredIdentifier.keySQL`), whose order is the ids' order but for the few that share a key.
    static let ordersByIDRange = """
        SELECT \(orderColumns) FROM \(ordersWithKinds)
        WHERE \(idKey) >= ?1 AND \(idKey) <= ?2 AND o.id >= ?3 AND o.id <= ?4 ORDER BY \(idKey), o.id LIMIT ?5
        """
    private static let idKey = StoredIdentifier.keySQL("o.id")

    /// Orders whose id starts with `prefix` (any case), at most `limit`, through the id index.
    func orders(idPrefix prefix: String, limit: Int) throws -> [Order] {
        let stores = try stores()
        var found: [Order] = []
        for range in StoredIdentifier.prefixRanges(prefix) where found.count < limit {
            found += try database.query(
                Self.ordersByIDRange,
                [
                    StoredIdentifier.key(range.low), StoredIdentifier.key(range.high), range.low, range.high,
                    .integer(Int64(limit - found.count)),
                ]
            ) { try decodeOrder($0, stores: stores) }
        }
        return found
    }

    /// A batch of an item's orders by number: the soup index gives the numbers (each index entry
    /// carries its row's), the rows their ids.
    static let orderIDsBySoup = "SELECT seq, id FROM orders WHERE soup = ? AND seq > ? AND seq <= ? ORDER BY seq LIMIT 1000"

    /// Whether any order of the item is in the history (one look in the soup index).
    func hasOrders(soup: String) throws -> Bool {
        guard let number = try database.first("SELECT soup FROM soups WHERE id = ?", [.text(soup)], { $0.int64(0) }) else { return false }
        return try database.scalar("SELECT EXISTS (SELECT 1 FROM orders WHERE soup = ?)", [.integer(number)]) != 0
    }

    /// The ids of an item's orders up to sequence `through`, in batches, through the soup index.
    func orderIDs(soup: String, through sequence: Int64, visit: ([String]) throws -> Void) throws {
        guard let number = try database.first("SELECT soup FROM soups WHERE id = ?", [.text(soup)], { $0.int64(0) }) else { return }
        var after: Int64 = 0
        while true {
            let rows = try database.query(
                Self.orderIDsBySoup, [.integer(number), .integer(after), .integer(sequence)]
            ) { ($0.int64(0), try $0.identifier(1, "orders.id")) }
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
            let json = try StoreJSON.encode(call)
            try database.run("INSERT INTO outbox (call_json) VALUES (?)", [.text(json)])
            queuedHere.append(KeptCall(number: database.lastInsertRowID, json: json, call: call))
        }
    }

    /// The calls this connection queued, in order, with the text stored for each: a call read
    /// back with that same text is the call kept here, and needs no decoding. (A number alone
    /// could name another call: a rolled-back insert gives its number again.) An array, not a
    /// dictionary: a few calls at a time, and no `Int64: Hashable` lookup at start-up.
    private var queuedHere: [KeptCall] = []

    private struct KeptCall {
        var number: Int64
        var json: String
        var call: SystemCall
    }

    /// The queued calls after `sequence` (all of them when nil), in order.
    func pendingCalls(after sequence: Int64? = nil) throws -> [(Int64, SystemCall)] {
        try database.query("SELECT seq, call_json FROM outbox WHERE seq > ? ORDER BY seq", [.integer(sequence ?? 0)]) { row in
            let number = row.int64(0)
            let json = row.string(1)
            if let kept = queuedHere.last(where: { $0.number == number }), kept.json == json { return (number, kept.call) }
            do {
                return (number, try StoreJSON.decode(SystemCall.self, from: json))
            } catch let error as DecodingError {
                // Say which row, and how to let it go, rather than the decoder's account of it.
                let place = StoredPlace("outbox.call_json", row: "seq \(number)")
                throw UnreadableStoredValue(
                    path: database.path,
                    reason: "call \(number) queued for Siri (the outbox) is not one this soupchef knows: "
                        + UnreadableColumnValue(place: place, error).reason
                        + "; to drop that call alone: sqlite3 \(ShellCommand.quoted(database.path)) 'DELETE FROM outbox WHERE seq = \(number)'")
            }
        }
    }

    func hasPendingCalls(after sequence: Int64? = nil) throws -> Bool {
        try database.first("SELECT 1 FROM outbox WHERE seq > ? LIMIT 1", [.integer(sequence ?? 0)]) { _ in true } ?? false
    }

    func removeCalls(through sequence: Int64) throws {
        try database.run("DELETE FROM outbox WHERE seq <= ?", [.integer(sequence)])
        queuedHere.removeAll { $0.number <= sequence }
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
