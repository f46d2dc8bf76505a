import SQLiteStore

/// The app store's migration 4: an order's id kept unique by the insert that stores it.
///
/// Version 3 kept ids unique with two triggers (`OrderIDsOnceMigration.uniqueness`), checked
/// through the key index `orders_id_key`. SQLite parses every trigger of a store when a
/// connection first reads its schema, so every command paid for them (0.18 M instructions, a
/// third of the app store's schema), though only an order's insert ever used them. The insert
/// now checks the same thing itself, inside its write transaction (`AppStore.insert`), as the
/// system store's insert of an interaction always has.
enum OrderIDsByInsertMigration {
    static func apply(to db: Database) throws {
        try db.execute(
            """
            DROP TRIGGER orders_id_unique;
            DROP TRIGGER orders_id_unique_change;
            """)
    }
}
