import Foundation
import TestSupport
import Testing

@testable import SQLiteStore

@Suite struct DatabaseTests {
    @Test func transactionRollsBackOnError() throws {
        let directory = try TemporaryDirectory("db")
        defer { withExtendedLifetime(directory) {} }
        let path = directory.file("db.sqlite")
        let file = StoreFile(path: path, migrations: .steps(1))
        let db = try file.open { try $0.execute("CREATE TABLE t(x INTEGER)") }
        struct Boom: Error {}
        #expect(throws: Boom.self) {
            try db.transaction {
                try db.run("INSERT INTO t VALUES (1)")
                throw Boom()
            }
        }
        #expect(try db.scalar("SELECT count(*) FROM t") == 0)
    }

    @Test func committedTransactionIsSeenByAnotherConnectionAndReturnsItsValue() throws {
        let scratch = try Scratch()
        let db = try scratch.store()
        let inserted = try db.transaction { () throws -> Int in
            try db.run("INSERT INTO t VALUES (1)")
            try db.run("INSERT INTO t VALUES (2)")
            return try db.scalar("SELECT count(*) FROM t")
        }
        #expect(inserted == 2)
        let other = try Database(path: scratch.file("test.sqlite"))
        #expect(try other.scalar("SELECT sum(x) FROM t") == 3)
    }

    @Test func uncommittedWritesAreInvisibleToOtherConnections() throws {
        let scratch = try Scratch()
        let db = try scratch.store()
        let other = try Database(path: scratch.file("test.sqlite"))
        try db.transaction {
            try db.run("INSERT INTO t VALUES (7)")
            #expect(try db.scalar("SELECT count(*) FROM t") == 1)
            #expect(try other.scalar("SELECT count(*) FROM t") == 0)
        }
        #expect(try other.scalar("SELECT count(*) FROM t") == 1)
    }

    @Test func immediateTransactionHoldsTheWriteLockFromTheStart() throws {
        let scratch = try Scratch()
        let db = try scratch.store()
        let other = try Database(path: scratch.file("test.sqlite"), busyTimeout: 0)
        try db.transaction {
            // Nothing written yet, but BEGIN IMMEDIATE already took the lock.
            let error = #expect(throws: SQLiteError.self) {
                try other.transaction { _ = try other.run("INSERT INTO t VALUES (1)") }
            }
            #expect(error?.kind == .busy)
        }
        // Once released, the other connection writes.
        try other.transaction { _ = try other.run("INSERT INTO t VALUES (1)") }
        #expect(try db.scalar("SELECT count(*) FROM t") == 1)
    }

    @Test func deferredTransactionLetsAWriterIn() throws {
        let scratch = try Scratch()
        let db = try scratch.store()
        let other = try Database(path: scratch.file("test.sqlite"), busyTimeout: 0)
        try db.transaction(immediate: false) {
            #expect(try db.scalar("SELECT count(*) FROM t") == 0)
            try other.transaction { _ = try other.run("INSERT INTO t VALUES (1)") }
            // The reader keeps the snapshot it started with.
            #expect(try db.scalar("SELECT count(*) FROM t") == 0)
        }
        #expect(try db.scalar("SELECT count(*) FROM t") == 1)
    }

    @Test func nestedTransactionJoinsTheOuterOne() throws {
        let scratch = try Scratch()
        let db = try scratch.store()
        let other = try Database(path: scratch.file("test.sqlite"))
        try db.transaction {
            try db.run("INSERT INTO t VALUES (1)")
            try db.transaction { _ = try db.run("INSERT INTO t VALUES (2)") }
            // The inner one ending commits nothing on its own.
            #expect(try other.scalar("SELECT count(*) FROM t") == 0)
        }
        #expect(try other.scalar("SELECT count(*) FROM t") == 2)
    }

    @Test func failingOuterTransactionUndoesTheNestedOnesWrites() throws {
        let scratch = try Scratch()
        let db = try scratch.store()
        struct Boom: Error {}
        #expect(throws: Boom.self) {
            try db.transaction {
                try db.transaction { _ = try db.run("INSERT INTO t VALUES (1)") }
                try db.run("INSERT INTO t VALUES (2)")
                throw Boom()
            }
        }
        #expect(try db.scalar("SELECT count(*) FROM t") == 0)
    }

    @Test func failedNestedTransactionIsUndoneWhileTheOuterOneGoesOn() throws {
        let scratch = try Scratch()
        let db = try scratch.store()
        struct Boom: Error {}
        try db.transaction {
            try db.run("INSERT INTO t VALUES (1)")
            do {
                try db.transaction {
                    try db.run("INSERT INTO t VALUES (2)")
                    throw Boom()
                }
                Issue.record("the nested transaction should have thrown")
            } catch is Boom {}
            try db.run("INSERT INTO t VALUES (3)")
        }
        #expect(try db.query("SELECT x FROM t ORDER BY x") { $0.int(0) } == [1, 3])
    }

    @Test func nestingTwoLevelsDeepUndoesOnlyTheFailedLevel() throws {
        let scratch = try Scratch()
        let db = try scratch.store()
        struct Boom: Error {}
        try db.transaction {
            try db.run("INSERT INTO t VALUES (1)")
            try db.transaction {
                try db.run("INSERT INTO t VALUES (2)")
                _ = try? db.transaction {
                    try db.run("INSERT INTO t VALUES (3)")
                    throw Boom()
                }
                try db.run("INSERT INTO t VALUES (4)")
            }
        }
        #expect(try db.query("SELECT x FROM t ORDER BY x") { $0.int(0) } == [1, 2, 4])
    }

    @Test func connectionIsUsableAfterARolledBackTransaction() throws {
        let scratch = try Scratch()
        let db = try scratch.store()
        struct Boom: Error {}
        _ = try? db.transaction {
            try db.run("INSERT INTO t VALUES (1)")
            throw Boom()
        }
        // A new top-level transaction begins and commits normally.
        try db.transaction { _ = try db.run("INSERT INTO t VALUES (2)") }
        let other = try Database(path: scratch.file("test.sqlite"))
        #expect(try other.query("SELECT x FROM t") { $0.int(0) } == [2])
    }

    @Test func constraintViolationIsReportedAsSuch() throws {
        let scratch = try Scratch()
        let db = try scratch.store()
        try db.run("INSERT INTO t VALUES (1)")
        let error = #expect(throws: SQLiteError.self) { try db.run("INSERT INTO t VALUES (1)") }
        #expect(error?.isConstraintViolation == true)
        #expect(error?.kind == .other)
        #expect(error?.path == scratch.file("test.sqlite"))
        #expect(error?.message.contains("UNIQUE") == true)
        #expect(error?.description == "\(scratch.file("test.sqlite")): \(error?.message ?? "")")
    }

    @Test func syntaxErrorIsOfKindOther() throws {
        let scratch = try Scratch()
        let db = try scratch.store()
        let error = #expect(throws: SQLiteError.self) { try db.run("SELEKT 1") }
        #expect(error?.kind == .other)
        #expect(error?.isConstraintViolation == false)
        let viaExecute = #expect(throws: SQLiteError.self) { try db.execute("CREATE TABL t(y)") }
        #expect(viaExecute?.kind == .other)
    }

    /// soupchef's statements name only what its schema holds: a statement that does not fit
    /// the schema (a column, table or index missing, or one a migration finds already there)
    /// means the file's schema is not what its version says, damage.
    @Test func aStatementThatDoesNotFitTheSchemaIsDamage() throws {
        let scratch = try Scratch()
        let db = try scratch.store()
        for statement in [
            "CREATE TABLE t(y)", "SELECT missing FROM t", "SELECT 1 FROM missing", "DROP INDEX missing", "INSERT INTO t (z) VALUES (1)",
        ] {
            let error = #expect(throws: SQLiteError.self, "\(statement)") { try db.execute(statement) }
            #expect(error?.kind == .corrupt, "\(statement): \(error?.message ?? "")")
        }
    }

    @Test func fileThatIsNotADatabaseIsCorrupt() throws {
        let scratch = try Scratch()
        try scratch.write(Data(repeating: 0x41, count: 8192), to: "junk.sqlite")
        let db = try Database(path: scratch.file("junk.sqlite"))
        let error = #expect(throws: SQLiteError.self) { _ = try db.userVersion }
        #expect(error?.kind == .corrupt)
    }

    @Test func missingFileIsNeverCreatedAndIsAnIOError() throws {
        let scratch = try Scratch()
        let error = #expect(throws: SQLiteError.self) { _ = try Database(path: scratch.file("absent.sqlite")) }
        #expect(error?.kind == .io)
        #expect(error?.path == scratch.file("absent.sqlite"))
        #expect(try scratch.listing().isEmpty)
    }

    @Test func writingThroughAReadOnlyConnectionIsAnIOError() throws {
        let scratch = try Scratch()
        _ = try scratch.store()
        let reader = try Database(path: scratch.file("test.sqlite"), readOnly: true)
        #expect(try reader.scalar("SELECT count(*) FROM t") == 0)
        let error = #expect(throws: SQLiteError.self) { try reader.run("INSERT INTO t VALUES (1)") }
        #expect(error?.kind == .io)
    }

    @Test(arguments: [
        (ResultCode.corrupt, SQLiteError.Kind.corrupt), (ResultCode.notADB, .corrupt), (ResultCode.format, .corrupt),
        (ResultCode.schema, .corrupt), (ResultCode.busy, .busy), (ResultCode.locked, .busy),
        (ResultCode.extended(ResultCode.busy, 2), .busy), (ResultCode.ioErr, .io), (ResultCode.extended(ResultCode.ioErr, 1), .io),
        (ResultCode.cantOpen, .io), (ResultCode.readOnly, .io), (ResultCode.full, .io), (ResultCode.perm, .io),
        (ResultCode.auth, .io), (ResultCode.error, .other), (ResultCode.misuse, .other), (ResultCode.constraint, .other),
        (ResultCode.extended(ResultCode.constraint, 8), .other),
    ])
    func resultCodesMapToKinds(code: Int32, kind: SQLiteError.Kind) {
        let error = SQLiteError(code: code, message: "m", path: "/p")
        #expect(error.kind == kind)
        #expect(error.isConstraintViolation == (code & 0xFF == ResultCode.constraint))
    }

    @Test func valuesRoundTripThroughEveryColumnType() throws {
        let scratch = try Scratch()
        let db = try StoreFile(path: scratch.file("v.sqlite"), migrations: .steps(1)).open {
            try $0.execute("CREATE TABLE v(i, r, s, b, n)")
        }
        try db.run("INSERT INTO v VALUES (?, ?, ?, ?, ?)", [.integer(Int64.max), .real(2.5), "naïve ☕️", .blob([0, 1, 255]), nil])
        try db.run("INSERT INTO v VALUES (?, ?, ?, ?, ?)", [SQLValue(42), SQLValue(true), SQLValue(nil as String?), .blob([]), SQLValue("x")])
        let rows = try db.query("SELECT i, r, s, b, n FROM v ORDER BY rowid") { row in
            (row.int64(0), row.double(1), row.optionalString(2), row.data(3), row.isNull(4), row.optionalString(4), row.bool(1))
        }
        #expect(rows.count == 2)
        #expect(rows[0].0 == Int64.max)
        #expect(rows[0].1 == 2.5)
        #expect(rows[0].2 == "naïve ☕️")
        #expect(rows[0].3 == Data([0, 1, 255]))
        #expect(rows[0].4 == true)
        #expect(rows[0].5 == nil)
        #expect(rows[1].0 == 42)
        #expect(rows[1].2 == nil)
        #expect(rows[1].3 == Data())
        #expect(rows[1].5 == "x")
        #expect(rows[1].6 == true)
        #expect(try db.first("SELECT s FROM v WHERE s IS NULL") { $0.string(0) } == "")
    }

    @Test func cachedStatementsTakeFreshBindingsEveryTime() throws {
        let scratch = try Scratch()
        let db = try scratch.store()
        for x in 1...5 { try db.run("INSERT INTO t VALUES (?)", [SQLValue(x)]) }
        let sql = "SELECT x FROM t WHERE x >= ? ORDER BY x"
        // `first` stops after one row; the same statement must start over next time.
        #expect(try db.first(sql, [3]) { $0.int(0) } == 3)
        #expect(try db.query(sql, [4]) { $0.int(0) } == [4, 5])
        #expect(try db.first(sql, [9]) { $0.int(0) } == nil)
        var visited: [Int] = []
        try db.forEach(sql, [1]) { visited.append($0.int(0)) }
        #expect(visited == [1, 2, 3, 4, 5])
        #expect(try db.run("DELETE FROM t WHERE x > ?", [2]) == 3)
        #expect(try db.scalar("SELECT count(*) FROM t") == 2)
        #expect(try db.scalar("SELECT x FROM t WHERE x > 100") == 0)
    }

    @Test func lastInsertRowIDFollowsInserts() throws {
        let scratch = try Scratch()
        let db = try scratch.store()
        try db.run("INSERT INTO t VALUES (10)")
        let first = db.lastInsertRowID
        try db.run("INSERT INTO t VALUES (11)")
        #expect(db.lastInsertRowID == first + 1)
    }
}
