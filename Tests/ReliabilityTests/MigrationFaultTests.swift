import Foundation
import SQLiteStore
import TestSupport
import Testing

@testable import SoupChefCLI

/// A migration that meets a full disk, and a command that meets another's migration (the third
/// outside fault test; docs/reliability.md).
@Suite struct MigrationFaultTests {
    /// A data directory copied from the committed version-1 fixture.
    static func version1() throws -> DataDirectory {
        let directory = try DataDirectory()
        _ = try directory.temporary.copy(Fixtures.path("datadir-v1/data"), as: "data")
        for name in ["app.sqlite", "system.sqlite"] { chmod(directory.data + "/" + name, 0o600) }
        return directory
    }

    static func logBytes(_ directory: DataDirectory) -> [String: Int] {
        var sizes: [String: Int] = [:]
        for name in ["app.sqlite-wal", "system.sqlite-wal"] {
            var info = stat()
            if lstat(directory.data + "/" + name, &info) == 0, info.st_size > 0 { sizes[name] = Int(info.st_size) }
        }
        return sizes
    }

    /// Every amount of free space from none to enough, in steps of 8 KB: opening a version-1
    /// directory either migrates it or exits 74 saying there is no space. Either way no log is
    /// left holding space; a failed store is byte for byte as it was (at its old version); and
    /// once space is freed the next command works without a word about pending delivery.
    @Test func aMigrationThatRunsOutOfSpaceGivesTheSpaceBack() throws {
        var outcomes: [Int: Int32] = [:]
        var vacuumFailed = 0
        let budgets = Array(stride(from: 0, through: 640 * 1024, by: 8192))
        for budget in budgets {
            let directory = try Self.version1()
            let before = directory.fingerprint()
            let prefix = directory.data + "/"
            FullDisk.limit(prefix, to: budget)
            // `menu --all` opens (and so migrates) both stores, and changes nothing else.
            let first = directory.run("menu", "--all")
            FullDisk.limit(prefix, to: nil)
            #expect(first.status == 0 || first.status == 74, "\(budget) bytes free: \(first.status) \(first.err)")
            let after = directory.fingerprint()
            if first.status == 0, Self.logBytes(directory)["system.sqlite-wal"] != nil { vacuumFailed += 1 }
            outcomes[budget] = first.status
            if first.status == 74 {
                #expect(first.err.contains("no space left"), "\(budget) bytes free: \(first.err)")
                // The store that failed is byte for byte as it was, and no log of its failed
                // migration is left holding space. (One migrated before it may keep committed
                // frames in its log when its file could not grow: they are its data.)
                let failed = try #require(["app.sqlite", "system.sqlite"].first { first.err.contains("/\($0):") }, "\(first.err)")
                #expect(after[failed] == before[failed], "\(budget) bytes free: \(failed) changed")
                #expect(Self.logBytes(directory)[failed + "-wal"] == nil, "\(budget) bytes free: \(Self.logBytes(directory))")
            }
            for store in ["app.sqlite", "system.sqlite"] {
                #expect(try directory.integrityCheck(store) == "ok", "\(budget) bytes free: \(store)")
            }
            let next = directory.run("menu", "--all")
            #expect(next.status == 0, "after \(budget) bytes free, then space freed: \(next.err)")
            // Logs are kept from run to run, but none holds more than a command leaves before it
            // check-points (docs/reliability.md, "Syncs").
            #expect(
                Self.logBytes(directory).values.allSatisfy { Int64($0) <= Database.logLimit },
                "\(budget) bytes free, then space freed: \(Self.logBytes(directory))")
            #expect(!next.err.contains("pending"), "\(budget) bytes free: \(next.err)")
            #expect(next.out.contains("Tomato Soup"))
        }
        // The sweep reached both sides: no space at all fails, and the most space works.
        #expect(outcomes[0] == 74)
        #expect(outcomes[budgets.last ?? 0] == 0)
        #expect(vacuumFailed > 0, "the sweep reached a migration that committed but could not be compacted")
    }

    /// Another connection holds the write lock of a version-1 store, as a migrating soupchef
    /// does: the command says it is waiting for the migration, and when the lock outlasts the
    /// wait it says so and exits 75, changing nothing.
    @Test func aCommandMeetingAMigrationSaysSoAndGivesUpWith75() throws {
        let directory = try Self.version1()
        directory.extraEnvironment = ["SOUPCHEF_BUSY_TIMEOUT_MS": "20"]
        let holder = try Database(path: directory.data + "/app.sqlite")
        try holder.execute("BEGIN IMMEDIATE")
        let result = directory.run("history")
        try holder.execute("ROLLBACK")
        holder.close()
        #expect(result.status == 75, "\(result.err)")
        #expect(result.err.contains("migrating the data directory to version 4…"), "\(result.err)")
        #expect(result.err.contains("another soupchef is still migrating"), "\(result.err)")
        #expect(result.out.isEmpty)
    }

    @Test func aCommandWaitsForAMigrationToFinish() throws {
        let directory = try Self.version1()
        nonisolated(unsafe) let holder = try Database(path: directory.data + "/app.sqlite")
        try holder.execute("BEGIN IMMEDIATE")
        let release = Thread {
            usleep(1_500_000)
            try? holder.execute("ROLLBACK")
            holder.close()
        }
        release.start()
        let result = directory.run("history")
        #expect(result.status == 0, "\(result.err)")
        #expect(result.err.contains("migrating the data directory to version 4…"), "\(result.err)")
        #expect(result.out.contains("Tomato Soup"))
    }

    /// Each step is announced on standard error when it is a terminal, and only then, wrapped to
    /// its width as notes are.
    @Test func migrationStepsAreShownOnATerminalOnly() throws {
        for terminal in [true, false] {
            let directory = try Self.version1()
            final class Lines: @unchecked Sendable { var text = "" }
            let lines = Lines()
            let err = Output(isTerminal: terminal) { lines.text += $0 }
            let (out, readOut) = Output.capture()
            var environment = directory.environment
            environment["COLUMNS"] = "200"
            let status = SoupChefCLI.main(["menu", "--all"], environment: environment, out: out, err: err, input: .none)
            #expect(status == 0, "\(lines.text)")
            #expect(readOut().contains("Tomato Soup"))
            let steps = lines.text.split(separator: "\n").filter { $0.hasPrefix("migrating the data directory to version") }
            if terminal {
                #expect(steps.contains { $0.contains("(app.sqlite, step 2 of 4: lean orders)") }, "\(lines.text)")
                #expect(steps.contains { $0.contains("(system.sqlite, step 4 of 13: lean interactions)") }, "\(lines.text)")
            } else {
                #expect(steps.isEmpty, "\(lines.text)")
            }
        }
        // On a terminal of 40 columns each step's note takes two lines or more, none longer.
        let directory = try Self.version1()
        final class Lines: @unchecked Sendable { var text = "" }
        let lines = Lines()
        var environment = directory.environment
        environment["COLUMNS"] = "40"
        let (out, _) = Output.capture()
        let status = SoupChefCLI.main(
            ["menu", "--all"], environment: environment, out: out, err: Output(isTerminal: true) { lines.text += $0 }, input: .none)
        #expect(status == 0, "\(lines.text)")
        let said = lines.text.split(separator: "\n")
        #expect(said.contains { $0.hasPrefix("migrating the data directory") }, "\(lines.text)")
        #expect(said.contains { $0.hasPrefix("  ") && $0.contains("lean orders") }, "\(lines.text)")
        #expect(said.allSatisfy { $0.count <= 40 }, "\(lines.text)")
    }
}
