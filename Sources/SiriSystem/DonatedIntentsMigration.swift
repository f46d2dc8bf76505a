import SQLiteStore
import TextMatching

/// The system store's migration 4: donated interactions in a fraction of the space.
///
/// Before it, every interaction row carried its intent whole: type, shortcut type, shortcut key,
/// title, subtitle and the intent as JSON, and a 36-character identifier (twice, with its unique
/// index). A history of orders repeats the same few intents, so version 4 keeps each once:
///
/// - `shortcut_keys`: a number for each prediction group's key;
/// - `donated_intents`: each distinct (intent, shortcut type, title, subtitle) with its key;
/// - `interactions`: date, sequence number, identifier (16 bytes for a UUID, see
///   `StoredIdentifier`), group identifier, intent, shortcut and hour of the week, kept in the
///   order of (date, sequence) — a `WITHOUT ROWID` table whose key is the listing order, so it
///   needs no date index — with indexes on the identifier and the group only. Deleting an
///   interaction touches two B-trees, not four, and the listings read the table in order. The
///   identifier index also carries the shortcut and the hour (and, as every index of such a
///   table, the key): what a deletion reads for the prediction aggregate, without the table. So
///   it is not declared unique; the insert adds a row only when no row has its identifier.
///   Predictions find a shortcut's newest donation from the date their aggregate keeps.
///
/// The sequence numbers go on from the old table's counter, kept in `sequences` (a table
/// without rowid has no `AUTOINCREMENT`). Every interaction reads back exactly as before.
enum DonatedIntentsMigration {
    /// The unique index that finds a donated intent (NULL subtitles made comparable).
    static let intentIndex = """
        CREATE UNIQUE INDEX donated_intents_unique ON donated_intents(
            intent_json, intent_type, shortcut_type, title, subtitle IS NULL, ifnull(subtitle, ''))
        """

    static func apply(to db: Database) throws {
        let counter = try db.first("SELECT seq FROM sqlite_sequence WHERE name = 'interactions'") { $0.int64(0) } ?? 0
        // Step 3 of the same migration may have left its rewrite to this step: the rows are then
        // read through its view, which gives them as step 3 would have left them.
        let refiled = try db.first("SELECT 1 FROM temp.sqlite_schema WHERE type = 'view' AND name = 'refiled_interactions'") { _ in true } ?? false
        let source = refiled ? "temp.refiled_interactions" : "interactions"
        // Read from the table, the keys come in the order of its (shortcut_key, date_ms) index,
        // which numbers them; the view has no index, so it is told that order.
        let keyOrder = refiled ? " ORDER BY shortcut_key" : ""
        try db.execute(
            """
            CREATE TABLE shortcut_keys(shortcut INTEGER PRIMARY KEY, key TEXT NOT NULL UNIQUE);
            CREATE TABLE donated_intents(
                intent INTEGER PRIMARY KEY,
                intent_type TEXT NOT NULL,
                shortcut_type TEXT NOT NULL,
                shortcut INTEGER NOT NULL,
                title TEXT NOT NULL,
                subtitle TEXT,
                intent_json TEXT NOT NULL
            );
            \(intentIndex);
            CREATE TABLE sequences(name TEXT PRIMARY KEY, last INTEGER NOT NULL) WITHOUT ROWID;
            CREATE TABLE lean_interactions(
                date_ms INTEGER NOT NULL,
                seq INTEGER NOT NULL,
                identifier BLOB NOT NULL,
                group_identifier TEXT,
                intent INTEGER NOT NULL,
                shortcut INTEGER NOT NULL,
                week_hour INTEGER NOT NULL,
                PRIMARY KEY (date_ms, seq)
            ) WITHOUT ROWID;
            INSERT OR IGNORE INTO shortcut_keys(key) SELECT shortcut_key FROM \(source)\(keyOrder);
            INSERT OR IGNORE INTO donated_intents(intent_type, shortcut_type, shortcut, title, subtitle, intent_json)
                SELECT intent_type, shortcut_type, (SELECT shortcut FROM shortcut_keys WHERE key = shortcut_key), title, subtitle, intent_json
                FROM \(source) ORDER BY seq;
            INSERT INTO lean_interactions(date_ms, seq, identifier, group_identifier, intent, shortcut, week_hour)
                SELECT i.date_ms, i.seq, stored_identifier(i.identifier), i.group_identifier, d.intent, d.shortcut, i.week_hour
                FROM \(source) i CROSS JOIN donated_intents d
                WHERE d.intent_json = i.intent_json AND d.intent_type = i.intent_type AND d.shortcut_type = i.shortcut_type
                    AND d.title = i.title AND (d.subtitle IS NULL) = (i.subtitle IS NULL) AND ifnull(d.subtitle, '') = ifnull(i.subtitle, '')
                ORDER BY i.date_ms, i.seq;
            DROP VIEW IF EXISTS temp.refiled_interactions;
            DROP TABLE IF EXISTS temp.refiled_intents;
            DROP TABLE interactions;
            ALTER TABLE lean_interactions RENAME TO interactions;
            \(indexes)
            """)
        let highest = try db.first("SELECT MAX(seq) FROM interactions") { $0.int64(0) } ?? 0
        try db.run("INSERT INTO sequences(name, last) VALUES ('interactions', ?)", [.integer(max(counter, highest))])
    }

    static let indexes = """
        CREATE INDEX interactions_identifier ON interactions(identifier, shortcut, week_hour);
        CREATE INDEX interactions_group ON interactions(group_identifier) WHERE group_identifier IS NOT NULL;
        """

    /// The next `count` sequence numbers of interactions (the first of them is returned).
    static func reserveSequence(_ count: Int, in db: Database) throws -> Int64 {
        // Two plain statements: an upsert with `RETURNING` costs more to prepare than both.
        let last = try db.first("SELECT last FROM sequences WHERE name = 'interactions'") { $0.int64(0) } ?? 0
        try db.run("INSERT OR REPLACE INTO sequences(name, last) VALUES ('interactions', ?)", [.integer(last + Int64(count))])
        return last + 1
    }
}

/// Finds (or makes) the numbers of a donated intent and of its shortcut key. Like `OrderKinds` in
/// the app, one instance remembers what it gave, so use one only for writes that land together.
final class DonatedIntents {
    struct Key {
        var intentType, shortcutType, shortcutKey, title: String
        var subtitle: String?
        var json: String

        /// The key as one text, to remember numbers by (see `OrderKinds.Key.text`).
        var text: String { KeyText.joining([intentType, shortcutType, shortcutKey, title, subtitle, json]) }
    }

    private var known: [String: (intent: Int64, shortcut: Int64)] = [:]

    func numbers(of key: Key, in db: Database) throws -> (intent: Int64, shortcut: Int64) {
        let text = key.text
        if let found = known[text] { return found }
        let shortcut: Int64
        if let stored = try db.first("SELECT shortcut FROM shortcut_keys WHERE key = ?", [.text(key.shortcutKey)], { $0.int64(0) }) {
            shortcut = stored
        } else {
            try db.run("INSERT INTO shortcut_keys(key) VALUES (?)", [.text(key.shortcutKey)])
            shortcut = db.lastInsertRowID
        }
        let intent: Int64
        if let stored = try db.first(
            """
            SELECT intent FROM donated_intents
            WHERE intent_json = ? AND intent_type = ? AND shortcut_type = ? AND title = ? AND subtitle IS ?
            """, [.text(key.json), .text(key.intentType), .text(key.shortcutType), .text(key.title), SQLValue(key.subtitle)],
            { $0.int64(0) })
        {
            intent = stored
        } else {
            try db.run(
                "INSERT INTO donated_intents(intent_type, shortcut_type, shortcut, title, subtitle, intent_json) VALUES (?, ?, ?, ?, ?, ?)",
                [.text(key.intentType), .text(key.shortcutType), .integer(shortcut), .text(key.title), SQLValue(key.subtitle), .text(key.json)])
            intent = db.lastInsertRowID
        }
        known[text] = (intent, shortcut)
        return (intent, shortcut)
    }
}

/// The keys of shortcut numbers read so far (a deletion of many interactions names few keys).
struct ShortcutKeyNames {
    private var names: [Int64: String] = [:]

    mutating func name(of shortcut: Int64, in db: Database) throws -> String {
        if let known = names[shortcut] { return known }
        let name = try db.first("SELECT key FROM shortcut_keys WHERE shortcut = ?", [.integer(shortcut)]) { $0.string(0) } ?? ""
        names[shortcut] = name
        return name
    }
}
