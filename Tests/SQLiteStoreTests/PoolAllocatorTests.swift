import CSQLite
import Dispatch
import Synchronization
import TestSupport
import Testing

@testable import SQLiteStore

/// SQLite's memory comes from CSQLite's pools (allocator.h) once a connection has been opened.
@Suite struct PoolAllocatorTests {
    /// A connection: opening one sets SQLite up for the process.
    private let scratch: Scratch
    private let db: Database

    init() throws {
        scratch = try Scratch()
        db = try scratch.store()
    }

    @Test func smallBlocksAreRoundedToSixteenAndLargeOnesToEight() throws {
        // The set-up took: nothing in this process initialised SQLite before it (FullDisk, which
        // calls SQLite before any connection, sets the process up first).
        #expect(Database.configureProcess())
        for (asked, usable) in [(1, 16), (16, 16), (17, 32), (100, 112), (1024, 1024), (1025, 1032), (5000, 5000)] {
            let block = try #require(sqlite3_malloc(Int32(asked)))
            #expect(sqlite3_msize(block) == UInt64(usable), "\(asked) bytes")
            #expect(Int(bitPattern: block) % 8 == 0)
            sqlite3_free(block)
        }
    }

    @Test func reallocationKeepsTheContentsAcrossSizes() throws {
        var block = try #require(sqlite3_malloc(100))
        let bytes = (0..<100).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ 3) }
        block.copyMemory(from: bytes, byteCount: 100)
        for size in [110, 300, 3000, 2000, 700, 50] {
            block = try #require(sqlite3_realloc(block, Int32(size)))
            let kept = min(size, 100)
            #expect(Array(UnsafeRawBufferPointer(start: block, count: kept)) == Array(bytes.prefix(kept)), "\(size) bytes")
            #expect(sqlite3_msize(block) >= UInt64(size))
        }
        sqlite3_free(block)
    }

    @Test func blocksStayApartUnderConcurrentUse() throws {
        let failures = Counter()
        DispatchQueue.concurrentPerform(iterations: 4) { thread in
            var generator = SystemRandomNumberGenerator()
            var held: [(UnsafeMutableRawPointer, Int, UInt8)] = []
            for step in 0..<20_000 {
                if held.count > 64 || (held.count > 0 && generator.next() % 3 == 0) {
                    let (block, size, mark) = held.remove(at: Int(generator.next() % UInt64(held.count)))
                    if !UnsafeRawBufferPointer(start: block, count: size).allSatisfy({ $0 == mark }) { failures.add() }
                    sqlite3_free(block)
                } else {
                    let size = Int(generator.next() % 1500) + 1
                    guard let block = sqlite3_malloc(Int32(size)) else {
                        failures.add()
                        continue
                    }
                    let mark = UInt8(truncatingIfNeeded: thread &* 64 &+ step)
                    block.initializeMemory(as: UInt8.self, repeating: mark, count: size)
                    held.append((block, size, mark))
                }
            }
            for (block, size, mark) in held {
                if !UnsafeRawBufferPointer(start: block, count: size).allSatisfy({ $0 == mark }) { failures.add() }
                sqlite3_free(block)
            }
        }
        #expect(failures.value == 0)
        #expect(try db.scalar("SELECT count(*) FROM t") as Int == 0)
    }
}

private final class Counter: Sendable {
    private let count = Mutex(0)
    func add() { count.withLock { $0 += 1 } }
    var value: Int { count.withLock { $0 } }
}
