import Foundation
import TestSupport
import Testing

@testable import SQLiteStore

/// The first connection to a store resets its -shm file with zeros instead of truncating it
/// (CSQLite's shim.h, `csqlite_ftruncate`): the log's index must still be rebuilt from the log.
@Suite struct SharedMemoryResetTests {
    /// A stale index that looks valid (the one of an earlier moment of the same log) is not
    /// trusted: the reader rebuilds it and sees every committed row.
    @Test func aStaleIndexLeftInTheFileIsNotTrusted() throws {
        let scratch = try Scratch()
        let path = scratch.file("test.sqlite")
        let db = try scratch.store()
        try db.run("INSERT INTO t VALUES (1)")
        let stale = try scratch.bytes("test.sqlite-shm")
        try db.run("INSERT INTO t VALUES (2)")
        try db.run("INSERT INTO t VALUES (3)")
        db.close()
        #expect(try scratch.bytes("test.sqlite-wal").count > 0, "the log is kept, so the index must come from it")
        try scratch.write(stale, to: "test.sqlite-shm")

        let resets = Database.sharedMemoryResets
        let reader = try Database(path: path)
        #expect(try reader.scalar("SELECT count(*) FROM t") == 3)
        #expect(try reader.scalar("SELECT sum(x) FROM t") == 6)
        #if os(Linux)
        #expect(Database.sharedMemoryResets > resets, "reset by zeros, not truncated")
        #expect(try scratch.bytes("test.sqlite-shm").count >= stale.count, "the file kept its size")
        #endif
        try reader.run("INSERT INTO t VALUES (4)")
        reader.close()
        let again = try Database(path: path)
        #expect(try again.scalar("SELECT sum(x) FROM t") == 10)
    }
}
