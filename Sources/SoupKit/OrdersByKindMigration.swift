import SQLiteStore

/// The app store's migration 2: the order history in a third of the space.
///
/// Version 1 kept every order whole: its 36-character id (twice, with the unique index), the
/// menu item as JSON, the toppings as JSON, the order type and store as text, and the total,
/// which is the item's price times the quantity. Version 2 keeps what orders share once:
///
/// - `soups`: a number for each soup id that was ever ordered;
/// - `order_kinds`: each distinct (item as ordered, toppings, order type, store, address);
/// - `orders`: id (16 bytes for a UUID, see `StoredIdentifier`), date, kind, soup, quantity and
///   the wait until ready, with indexes on the id, the date and the soup only.
///
/// Nothing is lost: every order reads back exactly as before, and the sequence counter (which
/// numbers of cleared orders are never given again) is carried over.
enum OrdersByKindMigration {
    static func apply(to db: Database) throws {
        try Migration.keepingSequence(of: "orders", in: db) {
            try db.execute(
                """
                CREATE TABLE soups(soup INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE);
                CREATE TABLE order_kinds(
                    kind INTEGER PRIMARY KEY,
                    soup INTEGER NOT NULL,
                    item_json TEXT NOT NULL,
                    toppings TEXT NOT NULL,
                    order_type TEXT NOT NULL,
                    store TEXT,
                    delivery_address TEXT
                );
                CREATE INDEX order_kinds_item ON order_kinds(item_json, toppings);
                CREATE TABLE lean_orders(
                    seq INTEGER PRIMARY KEY AUTOINCREMENT,
                    id BLOB NOT NULL,
                    date_ms INTEGER NOT NULL,
                    kind INTEGER NOT NULL,
                    soup INTEGER NOT NULL,
                    quantity INTEGER NOT NULL,
                    ready_after_ms INTEGER NOT NULL
                );
                INSERT INTO soups(id) SELECT DISTINCT soup_id FROM orders ORDER BY soup_id;
                INSERT INTO order_kinds(soup, item_json, toppings, order_type, store, delivery_address)
                    SELECT s.soup, o.item_json, o.toppings, o.order_type, o.store, o.delivery_address
                    FROM (SELECT DISTINCT soup_id, item_json, toppings, order_type, store, delivery_address FROM orders) o
                    JOIN soups s ON s.id = o.soup_id;
                INSERT INTO lean_orders(seq, id, date_ms, kind, soup, quantity, ready_after_ms)
                    SELECT o.seq, stored_identifier(o.id), o.date_ms, k.kind, k.soup, o.quantity, o.ready_ms - o.date_ms
                    FROM orders o CROSS JOIN order_kinds k
                    WHERE k.item_json = o.item_json AND k.toppings = o.toppings AND k.order_type = o.order_type
                        AND k.store IS o.store AND k.delivery_address IS o.delivery_address
                    ORDER BY o.seq;
                DROP TABLE orders;
                ALTER TABLE lean_orders RENAME TO orders;
                CREATE UNIQUE INDEX orders_id ON orders(id);
                CREATE INDEX orders_date ON orders(date_ms);
                CREATE INDEX orders_soup ON orders(soup, seq, id);
                """)
        }
    }
}
