import SQLiteStore

/// Where the system store keeps what followed what: `prediction_transitions`, one row per pair of
/// shortcut keys, how often the second was the person's next donation after the first (in the
/// order the donations were judged: `PersonalHabits.last`). Changed in the transaction of every
/// donation and deletion, beside `prediction_groups` and `prediction_person`; read for one
/// shortcut at a time (the last order's), by its primary key.
enum PredictionTransitions {
    /// Schema version 7: the table (filled by `PersonalHabitsRow.rebuild`).
    static let schema = """
        CREATE TABLE prediction_transitions(
            from_key TEXT NOT NULL,
            to_key TEXT NOT NULL,
            count INTEGER NOT NULL,
            PRIMARY KEY (from_key, to_key)
        ) WITHOUT ROWID;
        """

    /// What followed `key` (nothing for nil).
    static func followers(of key: String?, in db: Database) throws -> Followers {
        guard let key else { return Followers() }
        var counts: [String: Int] = [:]
        try db.forEach("SELECT to_key, count FROM prediction_transitions WHERE from_key = ?", [.text(key)]) { row in
            counts[row.string(0)] = row.int(1)
        }
        return Followers(counts: counts)
    }

    /// One more donation of `to` right after one of `from`.
    static func add(from: String, to: String, count: Int = 1, in db: Database) throws {
        try db.run(
            "INSERT INTO prediction_transitions (from_key, to_key, count) VALUES (?, ?, ?) ON CONFLICT (from_key, to_key) DO UPDATE SET count = count + excluded.count",
            [.text(from), .text(to), .integer(Int64(count))])
    }

    /// Replaces every row with `transitions` (from → followers), written in key order.
    static func replace(with transitions: [String: Followers], in db: Database) throws {
        try db.run("DELETE FROM prediction_transitions", [])
        for from in transitions.keys.sorted() {
            for (to, count) in (transitions[from]?.counts ?? [:]).sorted(by: { $0.key < $1.key }) {
                try add(from: from, to: to, count: count, in: db)
            }
        }
    }

    /// Forgets the pairs of shortcuts that have no donation left.
    static func forgetGone(in db: Database) throws {
        try db.run(
            """
            DELETE FROM prediction_transitions
            WHERE from_key NOT IN (SELECT shortcut_key FROM prediction_groups) OR to_key NOT IN (SELECT shortcut_key FROM prediction_groups)
            """, [])
    }
}
