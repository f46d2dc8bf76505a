import Foundation
import TestSupport
import Testing

@testable import SQLiteStore

/// How a store of an older schema version is brought up to date (docs/architecture.md).
@Suite struct MigrationTests {
    /// The first schema: a table with one row.
    static let first = Migration(version: 1, "t", sql: "CREATE TABLE t(x INTEGER)")

    /// A version-1 store holding rows 1…`rows`, closed.
    static func oldStore(_ scratch: Scratch, rows: Int = 3) throws -> String {
        let path = scratch.file("old.sqlite")
        let db = try StoreFile(path: path, migrations: [first]).open { db in
            for row in 1...rows { try db.run("INSERT INTO t VALUES (?)", [SQLValue(row)]) }
        }
        db.close()
        return path
    }

    @Test func anOlderStoreGetsOnlyTheStepsItLacksInOrder() throws {
        let scratch = try Scratch()
        let path = try Self.oldStore(scratch)
        let log = Log()
        let steps = [
            Migration(version: 1, "t") { _ in log.add(1) },
            Migration(version: 2, "y") { db in
                log.add(2)
                try db.execute("ALTER TABLE t ADD COLUMN y INTEGER NOT NULL DEFAULT 7")
            },
            Migration(version: 3, "u") { db in
                log.add(3)
                try db.execute("CREATE TABLE u(z); INSERT INTO u SELECT x + y FROM t")
            },
        ]
        let db = try StoreFile(path: path, migrations: steps).open()
        #expect(log.entries == [2, 3])
        #expect(try db.userVersion == 3)
        #expect(try db.query("SELECT z FROM u ORDER BY z") { $0.int(0) } == [8, 9, 10])
        db.close()
        // Opened again, nothing runs.
        _ = try StoreFile(path: path, migrations: steps).open()
        #expect(log.entries == [2, 3])
    }

    /// Memory a migration may use does not depend on the store: its steps run with a page cache
    /// of `StoreFile.migrationCacheKiB` (which also sizes a sort's in-memory runs) and with
    /// temporary tables and sorts in files (`temp_store=FILE`, 1), and the connection gets its own
    /// settings back afterwards.
    @Test func aMigrationRunsWithABoundedCacheAndTemporaryDataInFiles() throws {
        let scratch = try Scratch()
        let path = try Self.oldStore(scratch)
        let seen = Settings()
        let steps = [
            Self.first,
            Migration(version: 2, "records the settings it runs with", compacts: true) { db in
                seen.set(cache: try db.scalar("PRAGMA cache_size"), temporary: try db.scalar("PRAGMA temp_store"))
                try db.execute("CREATE TABLE u(x); INSERT INTO u SELECT x FROM t; DROP TABLE t")
            },
        ]
        let db = try StoreFile(path: path, migrations: steps).open()
        defer { db.close() }
        #expect(seen.value?.cache == -StoreFile.migrationCacheKiB)
        #expect(seen.value?.temporary == 1)
        // SQLite's defaults again: 2 000 KiB of cache, temporary storage as compiled.
        #expect(try db.scalar("PRAGMA cache_size") == -2000)
        #expect(try db.scalar("PRAGMA temp_store") == 0)
        #expect(try db.userVersion == 2)
    }

    @Test func aNewStoreRunsEveryStepThenTheSeed() throws {
        let scratch = try Scratch()
        let log = Log()
        let steps = [
            Migration(version: 1, "t") { db in
                log.add(1)
                try db.execute("CREATE TABLE t(x INTEGER)")
            },
            Migration(version: 2, "y") { db in
                log.add(2)
                try db.execute("ALTER TABLE t ADD COLUMN y INTEGER")
            },
        ]
        let db = try StoreFile(path: scratch.file("new.sqlite"), migrations: steps).open { db in
            log.add(0)
            try db.run("INSERT INTO t VALUES (1, 2)")
        }
        #expect(log.entries == [1, 2, 0])
        #expect(try db.userVersion == 2)
    }

    @Test func aFailingStepLeavesTheOldStoreByteForByteAtItsOldVersion() throws {
        let scratch = try Scratch()
        let path = try Self.oldStore(scratch)
        let before = try scratch.bytes("old.sqlite")
        struct Boom: Error {}
        let steps = [
            Self.first,
            Migration(version: 2, "a big table", sql: Self.bigTable),
            Migration(version: 3, "fails") { _ in throw Boom() },
        ]
        #expect(throws: Boom.self) { _ = try StoreFile(path: path, migrations: steps).open() }
        #expect(try scratch.bytes("old.sqlite") == before)
        // This build still cannot open it; the old one opens it as it was.
        #expect(throws: Boom.self) { _ = try StoreFile(path: path, migrations: steps).open() }
        let old = try StoreFile(path: path, migrations: [Self.first]).open()
        #expect(try old.userVersion == 1)
        #expect(try old.scalar("SELECT count(*) FROM t") == 3)
        #expect(try old.scalar("SELECT count(*) FROM sqlite_schema WHERE name = 'big'") == 0)
    }

    /// The files as a crash would leave them, taken in the middle of the last step (after the
    /// earlier steps wrote megabytes, some of it into the log): opening them finds the old store.
    @Test func aCrashInTheMiddleOfAMigrationLeavesTheOldStore() throws {
        let scratch = try Scratch()
        let path = try Self.oldStore(scratch)
        let crashed = try TemporaryDirectory("crashed")
        let steps = [
            Self.first,
            Migration(version: 2, "a big table", sql: Self.bigTable),
            Migration(version: 3, "the power goes") { _ in
                for suffix in ["", "-wal", "-journal"] where FileManager.default.fileExists(atPath: path + suffix) {
                    try FileManager.default.copyItem(atPath: path + suffix, toPath: crashed.file("old.sqlite" + suffix))
                }
            },
        ]
        let migrated = try StoreFile(path: path, migrations: steps).open()
        #expect(try migrated.userVersion == 3)
        migrated.close()
        // The log held the uncommitted pages of the big table when the "crash" happened.
        #expect(FileManager.default.fileExists(atPath: crashed.file("old.sqlite-wal")))
        let survivor = try StoreFile(path: crashed.file("old.sqlite"), migrations: [Self.first]).open()
        #expect(try survivor.userVersion == 1)
        #expect(try survivor.scalar("SELECT count(*) FROM t") == 3)
        #expect(try survivor.scalar("SELECT count(*) FROM sqlite_schema WHERE name = 'big'") == 0)
        #expect(try survivor.first("PRAGMA integrity_check") { $0.string(0) } == "ok")
        survivor.close()
        // And the new build migrates what the crash left.
        let again = try StoreFile(path: crashed.file("old.sqlite"), migrations: Array(steps.prefix(2))).open()
        #expect(try again.userVersion == 2)
        #expect(try again.scalar("SELECT count(*) FROM big") == 5000)
    }

    /// Openers that all found the old version before any of them held the write lock: one
    /// migrates, the others see the new version once they have the lock, and do nothing.
    @Test func concurrentOpenersMigrateOnce() async throws {
        let scratch = try Scratch()
        let path = try Self.oldStore(scratch)
        let log = Log()
        let steps = [
            Self.first,
            Migration(version: 2, "applied once") { db in
                log.add(2)
                try db.execute("CREATE TABLE applied(x)")
            },
        ]
        // Another writer holds the lock while the openers start, so they all read version 1.
        let holder = try Database(path: path)
        try holder.execute("BEGIN IMMEDIATE")
        let openers = 8
        let started = Log()
        let versions = try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<openers {
                group.addTask {
                    try await Self.onThread {
                        started.add(0)
                        let db = try StoreFile(path: path, migrations: steps).open()
                        defer { db.close() }
                        return try db.userVersion
                    }
                }
            }
            while started.entries.count < openers { try await Task.sleep(nanoseconds: 10_000_000) }
            try await Task.sleep(nanoseconds: 200_000_000)
            try holder.execute("COMMIT")
            var versions: [Int] = []
            for try await version in group { versions.append(version) }
            return versions
        }
        holder.close()
        #expect(versions == Array(repeating: 2, count: openers))
        #expect(log.entries == [2])
    }

    @Test func aStoreOfANewerVersionIsStillRefused() throws {
        let scratch = try Scratch()
        let path = try Self.oldStore(scratch)
        _ = try StoreFile(path: path, migrations: .steps(3)).open()
        let before = try scratch.bytes("old.sqlite")
        #expect(throws: StoreFileError.newerSchema(path: path, found: 3, supported: 1)) {
            _ = try StoreFile(path: path, migrations: [Self.first]).open()
        }
        #expect(try scratch.bytes("old.sqlite") == before)
    }

    /// About 5 MB: more than SQLite's page cache, so part of it goes to the log before commit.
    static let bigTable = """
        CREATE TABLE big(n INTEGER, filler TEXT);
        WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 5000)
        INSERT INTO big SELECT i, printf('%.1000c', 'x') FROM n;
        """

    static func onThread<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            Thread { continuation.resume(with: Result { try body() }) }.start()
        }
    }
}

/// A list several threads append to.
final class Log: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [Int] = []
    func add(_ item: Int) {
        lock.lock()
        items.append(item)
        lock.unlock()
    }
    var entries: [Int] {
        lock.lock()
        defer { lock.unlock() }
        return items
    }
}

/// What a migration step saw of its connection's settings.
final class Settings: @unchecked Sendable {
    private let lock = NSLock()
    private var seen: (cache: Int, temporary: Int)?
    func set(cache: Int, temporary: Int) {
        lock.lock()
        seen = (cache, temporary)
        lock.unlock()
    }
    var value: (cache: Int, temporary: Int)? {
        lock.lock()
        defer { lock.unlock() }
        return seen
    }
}
