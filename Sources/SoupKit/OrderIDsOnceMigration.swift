import SQLiteStore

/// The app store's migration 3: each order's id kept once.
///
/// Version 2 kept the 16 bytes of an order's id three times: in the row, in the unique index
/// `orders_id`, and in the covering index `orders_soup(soup, seq, id)`. Version 3 keeps them in
/// the row only:
///
/// - `orders_soup(soup)`: the soup and the row's number (`seq` is the rowid, which every index
///   carries); `menu disable` reads each id from its row;
/// - `orders_id_key`: the first 8 bytes of a UUID (`StoredIdentifier.keySQL`, as it is spelled
///   here; an id kept as text whole), which finds an id exactly or by prefix, the row confirming
///   the rest;
/// - the triggers `orders_id_unique` and `orders_id_unique_change`: what the unique index
///   guaranteed, that no two orders share an id, now checked through the key index when a row
///   is written (by this program or any other).
///
/// Only indexes change, so the step builds two of them from the table in one pass each; the
/// freed pages are returned by a `VACUUM` once the migration has committed.
enum OrderIDsOnceMigration {
    static func apply(to db: Database) throws {
        try db.execute(
            """
            DROP INDEX orders_id;
            DROP INDEX orders_soup;
            CREATE INDEX orders_id_key ON orders(CASE WHEN typeof(id) = 'blob' THEN substr(id, 1, 8) ELSE id END);
            CREATE INDEX orders_soup ON orders(soup);
            \(uniqueness)
            """)
    }

    /// The triggers that refuse a second order with an id already stored, as a unique index
    /// would (SQLite reports `SQLITE_CONSTRAINT`). Written out, not built from
    /// `StoredIdentifier.keySQL`: a released step stays as it was.
    static let uniqueness = """
        CREATE TRIGGER orders_id_unique BEFORE INSERT ON orders
            WHEN EXISTS (
                SELECT 1 FROM orders
                WHERE CASE WHEN typeof(id) = 'blob' THEN substr(id, 1, 8) ELSE id END
                        = CASE WHEN typeof(NEW.id) = 'blob' THEN substr(NEW.id, 1, 8) ELSE NEW.id END
                    AND id = NEW.id)
            BEGIN SELECT RAISE(ABORT, 'UNIQUE constraint failed: orders.id'); END;
        CREATE TRIGGER orders_id_unique_change BEFORE UPDATE OF id ON orders
            WHEN EXISTS (
                SELECT 1 FROM orders
                WHERE CASE WHEN typeof(id) = 'blob' THEN substr(id, 1, 8) ELSE id END
                        = CASE WHEN typeof(NEW.id) = 'blob' THEN substr(NEW.id, 1, 8) ELSE NEW.id END
                    AND id = NEW.id AND seq <> OLD.seq)
            BEGIN SELECT RAISE(ABORT, 'UNIQUE constraint failed: orders.id'); END;
        """
}
