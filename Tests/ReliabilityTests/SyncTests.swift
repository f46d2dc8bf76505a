import Foundation
import TestSupport
import Testing

/// An order syncs at most four times, whatever the state of the logs, and the logs are kept
/// from run to run instead of being made and removed by every command (docs/reliability.md,
/// "Syncs"). The syncs are counted by strace(1), as the kernel sees them: SQLite's, the
/// directory's, everything.
@Suite struct SyncTests {
    static let strace = Program.find("strace")

    /// The fsync and fdatasync calls of one soupchef command line, and its outcome.
    static func syncs(_ arguments: [String], in directory: DataDirectory) throws -> (syncs: Int, outcome: ProcessOutcome) {
        let log = directory.root + "/strace.txt"
        let outcome = try Program.run(
            try #require(strace), ["-f", "-c", "-e", "trace=fsync,fdatasync", "-o", log, try Program.soupchef()] + arguments,
            environment: directory.environment)
        let summary = try String(contentsOfFile: log, encoding: .utf8)
        // The summary's last line: "100.00 0.000123 3 4 total" (calls in the fourth column).
        let total = summary.split(separator: "\n").last { $0.hasSuffix("total") }
        let calls = total.flatMap { line in line.split(separator: " ", omittingEmptySubsequences: true).dropLast().last.flatMap { Int($0) } }
        return (calls ?? 0, outcome)
    }

    static func inode(_ path: String) -> UInt64? {
        var info = stat()
        return lstat(path, &info) == 0 ? UInt64(info.st_ino) : nil
    }

    @Test(.enabled(if: strace != nil, "strace(1) is not installed; it counts the syncs as the kernel sees them"))
    func anOrderSyncsAtMostFourTimesAndTheLogsAreKept() throws {
        let directory = try DataDirectory(now: nil)
        #expect(directory.run("menu", "restock", "tomato", "1000").status == 0)
        #expect(directory.run("order", "tomato").status == 0)
        let logs = ["app.sqlite-wal", "system.sqlite-wal"].map { directory.data + "/" + $0 }
        let inodes = logs.map(Self.inode)
        var counts: [Int] = []
        // Enough orders for each log to pass its limit and be check-pointed several times.
        for _ in 0..<30 {
            let (syncs, outcome) = try Self.syncs(["order", "tomato"], in: directory)
            #expect(outcome.status == 0, "\(outcome.err)")
            counts.append(syncs)
        }
        #expect(counts.allSatisfy { $0 >= 2 && $0 <= 4 }, "syncs per order: \(counts)")
        // Some orders check-pointed a log (4 syncs), and most made only their two commits.
        #expect(counts.contains(4), "no order check-pointed a log: \(counts)")
        #expect(counts.filter { $0 == 2 }.count >= 10, "syncs per order: \(counts)")
        // The same log files all along: never removed and made again.
        #expect(logs.map(Self.inode) == inodes)
        #expect(inodes.allSatisfy { $0 != nil })
        // Every order is there with its donation.
        let orders = try directory.orders().map(\.id)
        #expect(orders.count == 31)
        #expect(Set(try directory.donatedIdentifiers()) == Set(orders))
        #expect(try directory.pendingCalls() == 0)
    }

    @Test(.enabled(if: strace != nil, "strace(1) is not installed; it counts the syncs as the kernel sees them"))
    func aReadingCommandSyncsNothingWhileTheLogsAreSmall() throws {
        let directory = try DataDirectory(now: nil)
        #expect(directory.run("order", "tomato").status == 0)
        // `menu` donates the menu's user activity: one commit of the system store, not synced.
        for (arguments, most) in [(["history", "--limit", "20"], 0), (["menu"], 0), (["suggestions"], 0), (["history", "--limit", "20"], 0)] {
            let (syncs, outcome) = try Self.syncs(arguments, in: directory)
            #expect(outcome.status == 0, "\(arguments): \(outcome.err)")
            #expect(syncs <= most, "\(arguments) synced \(syncs) times")
        }
    }

    @Test(.enabled(if: strace != nil, "strace(1) is not installed; it counts the syncs as the kernel sees them"))
    func anEvaluationSyncsNothing() throws {
        let directory = try DataDirectory(now: nil)
        let file = directory.root + "/lunch.txt"
        let lines = ["2026-11-01T09:00 menu restock tomato 100"] + (2...21).map { day in String(format: "2026-11-%02dT12:30 order tomato", day) }
        try (lines.joined(separator: "\n") + "\n").write(toFile: file, atomically: true, encoding: .utf8)
        let (syncs, outcome) = try Self.syncs(["eval", file], in: directory)
        #expect(outcome.status == 0, "\(outcome.err)")
        #expect(outcome.out.contains("lunch.txt"), "\(outcome.out)")
        #expect(syncs == 0, "eval synced \(syncs) times")
    }

    @Test(.enabled(if: strace != nil, "strace(1) is not installed; it counts the syncs as the kernel sees them"))
    func aReplayOf200OrdersSyncsAtMostOnceAnOrder() throws {
        let directory = try DataDirectory(now: nil)
        #expect(directory.run("menu", "restock", "tomato", "1000").status == 0)
        var lines = ["# 200 orders, five hours apart"]
        var time = Date(timeIntervalSince1970: 1_793_520_000)  // 2026-11-01 08:00 UTC
        let format = ISO8601DateFormatter()
        for _ in 0..<200 {
            lines.append(format.string(from: time) + " order tomato")
            time += 5 * 3600 + 7 * 60
        }
        let file = directory.root + "/orders.txt"
        try (lines.joined(separator: "\n") + "\n").write(toFile: file, atomically: true, encoding: .utf8)
        let (syncs, outcome) = try Self.syncs(["replay", file], in: directory)
        #expect(outcome.status == 0, "\(outcome.err)")
        #expect(syncs <= 200, "200 replayed orders synced \(syncs) times")
        let orders = try directory.orders().map(\.id)
        #expect(orders.count == 200)
        #expect(Set(try directory.donatedIdentifiers()) == Set(orders))
        // Every delivered call was forgotten when the replay settled.
        #expect(try directory.pendingCalls() == 0)
    }
}
