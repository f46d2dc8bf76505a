import SQLiteStore

/// Where the system store keeps what followed what: `prediction_transitions`, one row per pair of
/// shortcut keys, how often the second was the person's next donation after the first (in the
/// order the donations were judged: `PersonalHabits.last`), and `prediction_followed`, one row per
/// shortcut, how often anything followed it (the sum of its pairs). Changed in the transaction of
/// every donation and deletion, beside `prediction_groups` and `prediction_person`.
///
/// A donation and a prediction read them by primary key: a donation the one pair it needs and
/// the total, a prediction the pairs of its candidates, never every follower. A shortcut followed
/// by a hundred thousand others (orders delivered to as many addresses, each a shortcut of its
/// own) costs a donation two lookups, not a hundred thousand rows.
enum PredictionTransitions {
    /// Schema version 7: the pairs (filled by `PersonalHabitsRow.rebuild`).
    static let schema = """
        CREATE TABLE prediction_transitions(
            from_key TEXT NOT NULL,
            to_key TEXT NOT NULL,
            count INTEGER NOT NULL,
            PRIMARY KEY (from_key, to_key)
        ) WITHOUT ROWID;
        """

    /// Schema version 9: each shortcut's followers counted once, so that the total is one lookup.
    /// (`IF NOT EXISTS`: a store made by this version and marked older, as tests make them,
    /// migrates too.)
    static let followedSchema = """
        CREATE TABLE IF NOT EXISTS prediction_followed(
            from_key TEXT PRIMARY KEY,
            total INTEGER NOT NULL
        ) WITHOUT ROWID;
        """

    /// Migration 9: the totals table, from the pairs.
    static func addTotals(to db: Database) throws {
        try db.execute(followedSchema)
        try recountTotals(in: db)
    }

    /// Everything that followed `key` (nothing for nil): for a rebuild, a picture of the week,
    /// a test. A donation or a prediction reads less (`followed(from:to:in:)`, `followers(of:among:in:)`).
    static func followers(of key: String?, in db: Database) throws -> Followers {
        guard let key else { return Followers() }
        var counts: [String: Int] = [:]
        try db.forEach("SELECT to_key, count FROM prediction_transitions WHERE from_key = ?", [.text(key)]) { row in
            counts[row.string(0)] = row.int(1)
        }
        return Followers(counts: counts)
    }

    /// What followed `key` among `candidates` only, with the total of everything that followed it:
    /// what the model's transitions expert needs to score those candidates. At most one row more
    /// than there are candidates is read in one pass; only when more shortcuts than that followed
    /// `key` is each candidate looked up by key instead.
    static func followers(of key: String?, among candidates: [String], in db: Database) throws -> Followers {
        guard let key else { return Followers() }
        var counts: [String: Int] = [:]
        try db.forEach(
            "SELECT to_key, count FROM prediction_transitions WHERE from_key = ? LIMIT ?", [.text(key), .integer(Int64(candidates.count + 1))]
        ) { row in
            counts[row.string(0)] = row.int(1)
        }
        if counts.count > candidates.count {
            counts = [:]
            for candidate in candidates {
                if let count = try db.first(
                    "SELECT count FROM prediction_transitions WHERE from_key = ? AND to_key = ?", [.text(key), .text(candidate)], { $0.int(0) })
                {
                    counts[candidate] = count
                }
            }
        }
        return Followers(counts: counts, total: try total(after: key, in: db))
    }

    /// How often `to` followed `from`, and how often anything did.
    static func followed(from: String?, to: String, in db: Database) throws -> (count: Int, total: Int) {
        guard let from else { return (0, 0) }
        let count =
            try db.first("SELECT count FROM prediction_transitions WHERE from_key = ? AND to_key = ?", [.text(from), .text(to)]) { $0.int(0) }
            ?? 0
        return (count, try total(after: from, in: db))
    }

    private static func total(after key: String, in db: Database) throws -> Int {
        try db.first("SELECT total FROM prediction_followed WHERE from_key = ?", [.text(key)]) { $0.int(0) } ?? 0
    }

    /// `count` more donations of `to` right after one of `from`.
    static func add(from: String, to: String, count: Int = 1, in db: Database) throws {
        try db.run(
            "INSERT INTO prediction_transitions (from_key, to_key, count) VALUES (?, ?, ?) ON CONFLICT (from_key, to_key) DO UPDATE SET count = count + excluded.count",
            [.text(from), .text(to), .integer(Int64(count))])
        try db.run(
            "INSERT INTO prediction_followed (from_key, total) VALUES (?, ?) ON CONFLICT (from_key) DO UPDATE SET total = total + excluded.total",
            [.text(from), .integer(Int64(count))])
    }

    /// Replaces every row with `transitions` (from → followers), written in key order. The
    /// migrations before schema version 9 rebuild without the totals table: migration 9 counts them.
    static func replace(with transitions: [String: Followers], in db: Database) throws {
        let totals =
            try db.first("SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = 'prediction_followed'", []) {
                $0.int(0) == 1
            } ?? false
        try db.run("DELETE FROM prediction_transitions", [])
        for from in transitions.keys.sorted() {
            for (to, count) in (transitions[from]?.counts ?? [:]).sorted(by: { $0.key < $1.key }) {
                try db.run(
                    "INSERT INTO prediction_transitions (from_key, to_key, count) VALUES (?, ?, ?)", [.text(from), .text(to), .integer(Int64(count))])
            }
        }
        if totals { try recountTotals(in: db) }
    }

    /// Forgets the pairs of shortcuts that have no donation left, and counts the totals again.
    static func forgetGone(in db: Database) throws {
        try db.run(
            """
            DELETE FROM prediction_transitions
            WHERE from_key NOT IN (SELECT shortcut_key FROM prediction_groups) OR to_key NOT IN (SELECT shortcut_key FROM prediction_groups)
            """, [])
        try recountTotals(in: db)
    }

    /// Each shortcut's total, from its pairs.
    private static func recountTotals(in db: Database) throws {
        try db.run("DELETE FROM prediction_followed", [])
        try db.run("INSERT INTO prediction_followed (from_key, total) SELECT from_key, sum(count) FROM prediction_transitions GROUP BY from_key", [])
    }
}
