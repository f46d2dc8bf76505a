import Foundation
import TestSupport
import Testing

@testable import SQLiteStore

@Suite struct StoreFileTests {
    @Test func newStoreIsCreatedPrivateVersionedAndInWALMode() throws {
        let scratch = try Scratch()
        let db = try scratch.store(version: 3)
        #expect(try db.userVersion == 3)
        #expect(try db.first("PRAGMA journal_mode") { $0.string(0) } == "wal")
        #expect(try db.scalar("PRAGMA synchronous") == 2)  // FULL
        #expect(try scratch.mode("test.sqlite") == 0o600)
        db.close()
        // No temporary file is left behind; the store's log and its index are kept (docs/reliability.md, "Syncs").
        #expect(try scratch.listing() == ["test.sqlite", "test.sqlite-shm", "test.sqlite-wal"])
    }

    /// A store copied with `VACUUM INTO` (SQLite's own backup) is in a rollback journal's mode:
    /// opening it puts it back in write-ahead mode, which keeps an order at two syncs.
    @Test func aStoreInARollbackJournalsModeIsOpenedInWALMode() throws {
        let scratch = try Scratch()
        let file = StoreFile(path: scratch.file("s.sqlite"), migrations: .steps(1))
        let made = try file.open { db in try db.execute("CREATE TABLE t(x); INSERT INTO t VALUES (1)") }
        try made.execute("VACUUM INTO '\(scratch.file("copy.sqlite"))'")
        made.close()
        let copy = try Database(path: scratch.file("copy.sqlite"))
        #expect(try copy.first("PRAGMA journal_mode") { $0.string(0) } == "delete")
        copy.close()
        let opened = try StoreFile(path: scratch.file("copy.sqlite"), migrations: .steps(1)).open()
        #expect(try opened.first("PRAGMA journal_mode") { $0.string(0) } == "wal")
        #expect(try opened.scalar("SELECT x FROM t") == 1)
        opened.close()
    }

    @Test func initializerRunsOnlyWhenTheFileIsCreated() throws {
        let scratch = try Scratch()
        let file = StoreFile(path: scratch.file("s.sqlite"), migrations: .steps(1))
        var runs = 0
        let first = try file.open { db in
            runs += 1
            try db.execute("CREATE TABLE t(x); INSERT INTO t VALUES (1)")
        }
        first.close()
        let second = try file.open { _ in runs += 1 }
        #expect(runs == 1)
        #expect(try second.scalar("SELECT count(*) FROM t") == 1)
    }

    @Test func failingInitializerLeavesNoFileBehind() throws {
        let scratch = try Scratch()
        struct Boom: Error {}
        let file = StoreFile(path: scratch.file("s.sqlite"), migrations: .steps(1))
        #expect(throws: Boom.self) {
            _ = try file.open { db in
                try db.execute("CREATE TABLE t(x)")
                throw Boom()
            }
        }
        #expect(try scratch.listing().isEmpty)
        // The next attempt starts afresh.
        let db = try file.open { try $0.execute("CREATE TABLE u(y)") }
        #expect(try db.scalar("SELECT count(*) FROM sqlite_master WHERE name = 'u'") == 1)
    }

    @Test func missingDirectoryIsAnIOErrorNamingThePath() throws {
        let scratch = try Scratch()
        let path = scratch.file("absent/s.sqlite")
        let error = #expect(throws: StoreFileError.self) {
            _ = try StoreFile(path: path, migrations: .steps(1)).open { _ in }
        }
        guard case .io(let where_, _) = error else {
            Issue.record("expected an I/O error, got \(String(describing: error))")
            return
        }
        #expect(where_.hasPrefix(scratch.file("absent/")))
    }

    // MARK: Files that are not usable stores

    enum Damage: String, CaseIterable, CustomTestStringConvertible {
        case garbage, empty, headerOnly, firstPageOnly, halfHeader, shortText, foreignSQLite, newerSchema

        var testDescription: String { rawValue }
    }

    /// Turns a good store at `name` into a damaged one.
    static func damage(_ damage: Damage, _ name: String, in scratch: Scratch) throws {
        let good = try scratch.bytes(name)
        switch damage {
        case .garbage: try scratch.write(Data((0..<6000).map { UInt8(truncatingIfNeeded: $0 &* 31) }), to: name)
        case .empty: try scratch.write(Data(), to: name)
        case .headerOnly: try scratch.write(good.prefix(100), to: name)
        case .firstPageOnly: try scratch.write(good.prefix(4096), to: name)
        case .halfHeader: try scratch.write(good.prefix(50), to: name)
        // A few bytes of something else entirely (a text file put in the store's place).
        case .shortText: try scratch.write(Data("not sqlite\n".utf8), to: name)
        case .foreignSQLite:
            // The store goes with its log (a log belongs to its file: docs/reliability.md, "Syncs").
            for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: scratch.file(name) + suffix) }
            // A real SQLite database made by someone else: user_version 0, all of it in the file.
            let other = try StoreFile(path: scratch.file("other.sqlite"), migrations: .steps(1)).open {
                try $0.execute("CREATE TABLE notes(text)")
            }
            try other.execute("PRAGMA user_version = 0")
            try other.checkpoint()
            other.close()
            for suffix in ["-wal", "-shm"] { try? FileManager.default.removeItem(atPath: scratch.file("other.sqlite") + suffix) }
            try FileManager.default.moveItem(atPath: scratch.file("other.sqlite"), toPath: scratch.file(name))
        case .newerSchema:
            let db = try Database(path: scratch.file(name))
            try db.execute("PRAGMA user_version = 99")
            db.close()
        }
    }

    @Test(arguments: Damage.allCases)
    func damagedFileIsReportedAndLeftByteForByteUnchanged(_ damage: Damage) throws {
        let scratch = try Scratch()
        let db = try scratch.store()
        try db.run("INSERT INTO t VALUES (1)")
        db.close()
        try Self.damage(damage, "test.sqlite", in: scratch)
        let before = try scratch.bytes("test.sqlite")
        let listingBefore = try scratch.listing()

        let error = #expect(throws: StoreFileError.self) { _ = try scratch.store() }

        #expect(try scratch.bytes("test.sqlite") == before)
        #expect(try scratch.listing() == listingBefore)
        let path = scratch.file("test.sqlite")
        switch (damage, error) {
        case (.newerSchema, .newerSchema(let p, let found, let supported)?):
            #expect(p == path && found == 99 && supported == 1)
            #expect(error?.description.contains("newer soupchef") == true)
        case (.newerSchema, _):
            Issue.record("expected newerSchema, got \(String(describing: error))")
        case (_, .notAStore(let p, let reason)?):
            #expect(p == path)
            // Each damage is told as what it is.
            let expected: [Damage: String] = [
                .garbage: "it is not an SQLite database", .empty: "the file is empty", .headerOnly: "the file is truncated",
                .firstPageOnly: "the file is truncated", .halfHeader: "the file is truncated", .shortText: "it is not an SQLite database",
                .foreignSQLite: "it has no soupchef schema",
            ]
            #expect(reason.hasPrefix(expected[damage] ?? "?"), "\(damage): \(reason)")
            #expect(error?.description.hasPrefix(path + " is not a usable soupchef store") == true)
            #expect(error?.description.contains("left unchanged") == true)
        default:
            Issue.record("expected notAStore, got \(String(describing: error))")
        }
    }

    @Test func reasonsSayWhatIsWrong() throws {
        func reason(after damage: Damage) throws -> String? {
            let scratch = try Scratch()
            try scratch.store().close()
            try Self.damage(damage, "test.sqlite", in: scratch)
            do {
                _ = try scratch.store()
            } catch StoreFileError.notAStore(_, let reason) {
                return reason
            }
            return nil
        }
        #expect(try reason(after: .empty) == "the file is empty")
        #expect(try reason(after: .halfHeader) == "the file is truncated")
        #expect(try reason(after: .shortText) == "it is not an SQLite database")
        #expect(try reason(after: .garbage) == "it is not an SQLite database")
        #expect(try reason(after: .firstPageOnly)?.hasPrefix("the file is truncated (4096 of ") == true)
        #expect(try reason(after: .foreignSQLite) == "it has no soupchef schema")
    }

    // MARK: Creation races

    @Test func concurrentCreatorsEndWithOneSharedFile() async throws {
        let scratch = try Scratch()
        let path = scratch.file("shared.sqlite")
        let creators = 8
        // Each creator writes its own marker row in the initializer; only one file may win.
        let markers = try await withThrowingTaskGroup(of: [Int].self) { group in
            for creator in 0..<creators {
                group.addTask {
                    let db = try StoreFile(path: path, migrations: .steps(1)).open { db in
                        try db.execute("CREATE TABLE creator(id INTEGER)")
                        try db.run("INSERT INTO creator VALUES (?)", [SQLValue(creator)])
                    }
                    try db.transaction { _ = try db.run("CREATE TABLE IF NOT EXISTS visits(id INTEGER)") }
                    try db.run("INSERT INTO visits VALUES (?)", [SQLValue(creator)])
                    return try db.query("SELECT id FROM creator") { $0.int(0) }
                }
            }
            var all: [[Int]] = []
            for try await rows in group { all.append(rows) }
            return all
        }
        #expect(markers.count == creators)
        // Every opener saw the same single creator's file.
        #expect(Set(markers.map { $0 }).count == 1)
        #expect(markers[0].count == 1)
        let db = try Database(path: path)
        #expect(try db.scalar("SELECT count(*) FROM visits") == creators)
        db.close()
        let leftovers = try scratch.listing().filter { $0.hasSuffix(".tmp") || $0.contains(".tmp-") }
        #expect(leftovers.isEmpty)
        #expect(try scratch.listing().filter { $0.hasSuffix(".sqlite") } == ["shared.sqlite"])
    }

    // MARK: Leftovers of creators that died

    /// A first run killed while it made the store leaves `.<name>.<pid>.<n>.tmp` and its log
    /// files: the next open removes those of dead processes and nothing else.
    @Test func temporaryFilesOfDeadCreatorsAreRemovedAndLiveOnesKept() throws {
        let scratch = try Scratch()
        let dead: Int32 = 0x7FFF_FFF0  // above any pid_max: no such process
        #expect(kill(dead, 0) != 0 && errno == ESRCH)
        let stale = ["", "-wal", "-shm", "-journal"].map { ".test.sqlite.\(dead).12345.tmp" + $0 }
        let kept = [
            ".test.sqlite.\(getpid()).7.tmp",  // this process: a creator in another thread
            ".test.sqlite.1.7.tmp-wal",  // init, alive
            ".test.sqlite.notes", ".other.sqlite.\(dead).1.tmp", ".test.sqlite.\(dead).x.tmp",
        ]
        for name in stale + kept { try scratch.write(Data("x".utf8), to: name) }
        try scratch.store().close()
        #expect(try scratch.listing() == (kept + ["test.sqlite", "test.sqlite-shm", "test.sqlite-wal"]).sorted())
        // An existing store's directory is tidied too.
        for name in stale { try scratch.write(Data("x".utf8), to: name) }
        try scratch.store().close()
        #expect(try scratch.listing() == (kept + ["test.sqlite", "test.sqlite-shm", "test.sqlite-wal"]).sorted())
    }
}
