/// One numbered step of a store's schema: what turns a store of version `version - 1` into one
/// of version `version`.
///
/// A store lists its migrations in order, numbered 1, 2, 3, …; version 1 makes the first schema
/// from an empty file. A new store runs all of them; an older store runs the ones it lacks. A
/// step is never changed once released: a schema change is a new step at the end of the list,
/// plus a test that opens a store of the previous version (see docs/architecture.md).
public struct Migration: Sendable {
    public let version: Int
    /// What the step changes, for people reading the list.
    public let summary: String
    public let apply: @Sendable (Database) throws -> Void
    /// Whether the step leaves much free space behind (a table rebuilt smaller): the store is
    /// then compacted (`VACUUM`) once the migration has committed.
    public let compacts: Bool
    /// A pass over the whole store this step ends with (every donation judged again) that a
    /// later step makes again from nothing: nil for a step without one.
    public let pass: Pass?

    /// A pass a step ends with, and the step without it.
    public struct Pass: Sendable {
        /// What the pass is; steps with the same name make the same pass.
        public let name: String
        /// Whether the step always makes the pass whole, so that it can stand for an earlier
        /// step's (false for a step that makes it only on some stores).
        public let isWhole: Bool
        /// The step without its pass.
        public let withoutPass: @Sendable (Database) throws -> Void

        public init(_ name: String, isWhole: Bool = true, withoutPass: @escaping @Sendable (Database) throws -> Void = { _ in }) {
            self.name = name
            self.isWhole = isWhole
            self.withoutPass = withoutPass
        }
    }

    public init(
        version: Int, _ summary: String, compacts: Bool = false, pass: Pass? = nil, apply: @escaping @Sendable (Database) throws -> Void
    ) {
        self.version = version
        self.summary = summary
        self.compacts = compacts
        self.pass = pass
        self.apply = apply
    }

    /// What each of `steps` (in order, the ones a migration runs) runs: a step whose pass a later
    /// one of `steps` makes whole runs without it, since the later pass starts from nothing and
    /// its result alone is kept. A store of the first release judged every donation six times on
    /// its way to version 13, over a million donations a few seconds each; now once.
    public static func plan(_ steps: [Migration]) -> [(migration: Migration, leavesPass: Bool)] {
        steps.enumerated().map { index, step in
            guard let pass = step.pass else { return (step, false) }
            return (step, steps[(index + 1)...].contains { $0.pass?.name == pass.name && $0.pass?.isWhole == true })
        }
    }

    /// Runs the step, or, with `leavingPass`, the step without its pass.
    public func run(on db: Database, leavingPass: Bool = false) throws {
        if leavingPass, let pass { try pass.withoutPass(db) } else { try apply(db) }
    }

    /// A step that runs SQL statements.
    public init(version: Int, _ summary: String, sql: String) {
        self.init(version: version, summary) { try $0.execute(sql) }
    }
}

extension Migration {
    /// Runs `rebuild`, which replaces the `AUTOINCREMENT` table `table` with a new table of the
    /// same name, and gives the new table the old one's counter: numbers the old table gave
    /// (and whose rows were deleted since) are never given again.
    public static func keepingSequence(of table: String, in db: Database, _ rebuild: () throws -> Void) throws {
        let counter = try db.first("SELECT seq FROM sqlite_sequence WHERE name = ?", [.text(table)]) { $0.int64(0) } ?? 0
        try rebuild()
        try db.run("DELETE FROM sqlite_sequence WHERE name = ?", [.text(table)])
        let highest = try db.first("SELECT MAX(seq) FROM \(table)") { $0.int64(0) } ?? 0
        try db.run("INSERT INTO sqlite_sequence(name, seq) VALUES (?, ?)", [.text(table), .integer(max(counter, highest))])
    }
}
