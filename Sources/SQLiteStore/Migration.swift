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

    public init(version: Int, _ summary: String, compacts: Bool = false, apply: @escaping @Sendable (Database) throws -> Void) {
        self.version = version
        self.summary = summary
        self.compacts = compacts
        self.apply = apply
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
