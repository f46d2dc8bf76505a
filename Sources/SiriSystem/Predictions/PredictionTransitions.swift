import SQLiteStore

/// Where the system store keeps what followed what: `prediction_transitions`, one row per pair of
/// shortcut keys, how often the second was the person's next donation after the first (in the
/// order the donations were judged: `PersonalHabits.last`). Changed in the transaction of every
/// donation and deletion, beside `prediction_groups` and `prediction_person`.
///
/// How often anything followed a shortcut needs no row of its own: every order but the person's
/// newest was followed by exactly one order, so the shortcut of the newest order was followed
/// `donations − 1` times (its group's count in `prediction_groups`) and any other `donations`
/// times. A donation therefore reads the one pair it needs and that count, and a prediction the
/// pairs of its candidates: never every follower, whose number grows with the history when
/// orders go to ever new addresses (each a shortcut of its own).
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

    /// Everything that followed `key` (nothing for nil), its total the sum of the rows: for a
    /// picture of the week, which scores every shortcut anyway, and for tests.
    static func followers(of key: String?, in db: Database) throws -> Followers {
        guard let key else { return Followers() }
        var counts: [String: Int] = [:]
        try db.forEach("SELECT to_key, count FROM prediction_transitions WHERE from_key = ?", [.text(key)]) { row in
            counts[row.string(0)] = row.int(1)
        }
        return Followers(counts: counts)
    }

    /// What followed `last`, the shortcut of the person's newest order, among `candidates`: at
    /// most one row more than there are candidates is read in one pass, and only when more
    /// shortcuts than that followed it is each candidate looked up by key. The total is
    /// `donations − 1` of its group (see above), however many rows there are.
    static func followers(ofLastOrder last: String?, among candidates: [String], in db: Database) throws -> Followers {
        guard let last else { return Followers() }
        var counts: [String: Int] = [:]
        try db.forEach(
            "SELECT to_key, count FROM prediction_transitions WHERE from_key = ? LIMIT ?", [.text(last), .integer(Int64(candidates.count + 1))]
        ) { row in
            counts[row.string(0)] = row.int(1)
        }
        if counts.count > candidates.count {
            counts = [:]
            for candidate in candidates {
                let count = try self.count(from: last, to: candidate, in: db)
                if count > 0 { counts[candidate] = count }
            }
        }
        return Followers(counts: counts, total: max(try followedTotal(ofLastOrder: last, in: db), counts.values.max() ?? 0))
    }

    /// How often `to` followed `last` (the shortcut of the person's newest order), and how often
    /// anything did: what a donation of `to` is judged with. Two lookups.
    static func followed(fromLastOrder last: String, to: String, in db: Database) throws -> (count: Int, total: Int) {
        let count = try self.count(from: last, to: to, in: db)
        return (count, max(try followedTotal(ofLastOrder: last, in: db), count))
    }

    /// How often `to` followed `from` (a primary-key lookup).
    static func count(from: String, to: String, in db: Database) throws -> Int {
        try db.first("SELECT count FROM prediction_transitions WHERE from_key = ? AND to_key = ?", [.text(from), .text(to)]) { $0.int(0) } ?? 0
    }

    /// How often anything followed `last`, the shortcut of the person's newest order: its
    /// donations but that newest one. A deletion above the exact-forget limit keeps the pairs
    /// between the shortcuts left (`PersonalHabitsRow`), so a shortcut that lost some orders may
    /// hold a pair above this: its users take the larger of the two, so that no transition's
    /// probability passes 1.
    static func followedTotal(ofLastOrder last: String, in db: Database) throws -> Int {
        max(0, (try db.first("SELECT donations FROM prediction_groups WHERE shortcut_key = ?", [.text(last)]) { $0.int(0) } ?? 0) - 1)
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
