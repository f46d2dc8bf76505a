import Foundation
import SQLiteStore
import TestSupport
import Testing

@testable import SiriSystem

/// The system store's steps that judge every donation again from nothing (5, 7, 8, 9, 10, 11,
/// 12): in one migration only the last makes its pass, and the store ends as it did when each
/// step made it.
@Suite struct JudgingPassMigrationTests {
    /// Every table the passes write, row by row, each value quoted as SQLite writes it.
    static func dump(_ db: Database) throws -> [String: [String]] {
        var tables: [String: [String]] = [:]
        for table in ["prediction_person", "prediction_transitions", "prediction_groups"] {
            let columns = try db.query("SELECT name FROM pragma_table_info(?)", [.text(table)]) { $0.string(0) }
            let row = columns.map { "quote(\"\($0)\")" }.joined(separator: " || '|' || ")
            tables[table] = try db.query("SELECT \(row) FROM \"\(table)\" ORDER BY 1") { $0.string(0) }
        }
        return tables
    }

    /// A copy of the system store of Tests/Fixtures/datadir-v3 (version 3), migrated to the
    /// current version: each step whole, or `planned`, as a migration runs them.
    static func migrated(planned: Bool) throws -> [String: [String]] {
        let directory = try TemporaryDirectory("judging-pass")
        let path = try directory.copy(Fixtures.path("datadir-v3/data/system.sqlite"), as: "system.sqlite")
        let db = try Database(path: path)
        defer { db.close() }
        #expect(try db.userVersion == 3)
        let steps = SystemStore.migrations(definitions: [:]).filter { $0.version > 3 }
        try db.transaction {
            for (step, leavesPass) in Migration.plan(steps) { try step.run(on: db, leavingPass: planned && leavesPass) }
        }
        return try dump(db)
    }

    @Test func theLastWholePassAloneLeavesTheStoreAsEveryPassDid() throws {
        let each = try Self.migrated(planned: false)
        let planned = try Self.migrated(planned: true)
        #expect(each["prediction_person"]?.count == 1)
        #expect(each["prediction_transitions"]?.isEmpty == false)
        #expect(planned == each)
    }

    @Test func onlyTheLastWholePassIsMade() {
        let steps = SystemStore.migrations(definitions: [:])
        let judging = { (from: Int) in
            Migration.plan(steps.filter { $0.version > from }).filter { step, leavesPass in step.pass != nil && !leavesPass }.map(\.migration.version)
        }
        // From the first release every pass but the last is left out; from version 11, step 12's.
        #expect(judging(0) == [12])
        #expect(judging(6) == [12])
        #expect(judging(11) == [12])
        #expect(judging(12) == [])
    }
}
