import SQLiteStore

/// The system store's migration 6: each interaction's identifier kept once.
///
/// Version 5 kept the 16 bytes of an identifier twice: in the row and in the index
/// `interactions_identifier(identifier, shortcut, week_hour)`, which also carried the row's key
/// (date and sequence number) so that a deletion read everything it needed from the index.
/// Version 6 indexes the identifier's first 8 bytes instead (`StoredIdentifier.keySQL`; an
/// identifier kept as text whole): `interactions_identifier_key` finds an identifier exactly or
/// by prefix, and the row, which a deletion removes anyway, confirms the rest and gives the
/// shortcut and the hour. The insert goes on keeping identifiers unique through the same index.
///
/// Only the index changes: it is built from the table in one pass, and the freed pages are
/// returned by a `VACUUM` once the migration has committed.
enum InteractionIdentifiersOnceMigration {
    static func apply(to db: Database) throws {
        try db.execute(
            """
            DROP INDEX interactions_identifier;
            CREATE INDEX interactions_identifier_key ON interactions(
                CASE WHEN typeof(identifier) = 'blob' THEN substr(identifier, 1, 8) ELSE identifier END);
            """)
    }
}
