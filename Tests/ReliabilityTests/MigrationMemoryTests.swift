import Foundation
import SQLiteStore
import SiriSystem
import TestSupport
import Testing

/// A migration's memory is bounded, not proportional to the store (docs/performance.md,
/// "Migrating a first-release data directory"): the soupchef process that migrates a version-1
/// directory peaks at about the same resident size whether the directory holds 20 000 orders or
/// six times as many. Sizes, not times: nothing here is timed.
@Suite struct MigrationMemoryTests {
    /// A copy of the committed version-1 directory (5 orders, 3 donations) with `copies` more
    /// copies of each order and donation, a day apart going forward (so each falls in the same
    /// few hours of the week as its original), each with its own identifier. In memory (/dev/shm) where there is one: the peak does not depend on the
    /// disk, and the test does not wait on a disk other programs keep busy.
    static func version1(copies: Int) throws -> DataDirectory {
        let shared = "/dev/shm"
        let directory = try DataDirectory(in: FileManager.default.isWritableFile(atPath: shared) ? shared : nil)
        _ = try directory.temporary.copy(Fixtures.path("datadir-v1/data"), as: "data")
        for name in ["app.sqlite", "system.sqlite"] { chmod(directory.data + "/" + name, 0o600) }
        let uuid = "substr(h, 1, 8) || '-' || substr(h, 9, 4) || '-4' || substr(h, 14, 3) || '-A' || substr(h, 18, 3) || '-' || substr(h, 21, 12)"
        let numbers = "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < \(copies))"
        let app = try Database(path: directory.data + "/app.sqlite")
        try app.execute(
            """
            \(numbers)
            INSERT INTO orders(id, date_ms, soup_id, item_json, quantity, toppings, order_type, store, delivery_address, total_cents, ready_ms)
                SELECT \(uuid), date_ms + i * 86400000, soup_id, item_json, quantity, toppings, order_type, store, delivery_address,
                    total_cents, ready_ms + i * 86400000
                FROM (SELECT n.i, hex(randomblob(16)) AS h, o.* FROM n CROSS JOIN orders o)
            """)
        // Into the file, as a store is left after a command: not a log of the whole history.
        try app.checkpoint()
        app.close()
        let system = try Database(path: directory.data + "/system.sqlite")
        try system.execute(
            """
            \(numbers)
            INSERT INTO interactions(identifier, group_identifier, date_ms, intent_type, shortcut_type, shortcut_key, title, subtitle,
                    intent_json, week_hour)
                SELECT \(uuid), group_identifier, date_ms + i * 86400000, intent_type, shortcut_type, shortcut_key, title, subtitle,
                    intent_json, ((date_ms + i * 86400000) / 3600000 + 72) % 168
                FROM (SELECT n.i, hex(randomblob(16)) AS h, x.* FROM n CROSS JOIN interactions x)
            """)
        try system.checkpoint()
        system.close()
        return directory
    }

    /// Runs the soupchef binary with `arguments` and returns its exit status and the peak of its
    /// resident size in KiB: the kernel's high-water mark (`VmHWM`), read until the process ends.
    /// The mark only grows, so reading it often enough misses nothing but the last moment.
    ///
    /// The migration is long for a test: it runs at the lowest priority (`nice -n 19`, which
    /// execs soupchef in the same process), with SQLite's temporary files beside its data
    /// directory (`SQLITE_TMPDIR`), so that tests running meanwhile (several processes racing
    /// for a store's lock) keep the processor and the disk.
    static func peakKiB(_ directory: DataDirectory, _ arguments: [String]) throws -> (status: Int32, kib: Int) {
        let process = Process()
        let soupchef = try Program.soupchef()
        let nice = "/usr/bin/nice"
        if FileManager.default.isExecutableFile(atPath: nice) {
            process.executableURL = URL(fileURLWithPath: nice)
            process.arguments = ["-n", "19", soupchef] + arguments
        } else {
            process.executableURL = URL(fileURLWithPath: soupchef)
            process.arguments = arguments
        }
        process.environment = directory.environment.merging(["SQLITE_TMPDIR": directory.root]) { $1 }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        var peak = 0
        while process.isRunning {
            if let mark = highWaterMarkKiB(of: process.processIdentifier) { peak = max(peak, mark) }
            usleep(2_000)
        }
        process.waitUntilExit()
        return (process.terminationStatus, peak)
    }

    /// `VmHWM` from /proc/PID/status, in KiB.
    static func highWaterMarkKiB(of pid: Int32) -> Int? {
        let fd = open("/proc/\(pid)/status", O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(fd, &buffer, buffer.count)
            guard count > 0 else { break }
            bytes += buffer[0..<count]
        }
        for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n") where line.hasPrefix("VmHWM:") {
            return Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "")
        }
        return nil
    }

    /// 20 005 orders and 12 003 donations, then 120 005 and 72 003. The peak grows by under 1 MiB
    /// between the two (SQLite's caches and sorts filling up to their bounds); when the
    /// refiling's recount kept each donation (its key, hour and date) in memory, by 9.3 MiB.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/status"), "reads the peak resident size from /proc"))
    func aMigrationsPeakMemoryDoesNotGrowWithTheStore() throws {
        let sizes = [4_000, 24_000]
        var peaks: [Int] = []
        for copies in sizes {
            let directory = try Self.version1(copies: copies)
            let run = try Self.peakKiB(directory, ["menu", "--all"])
            #expect(run.status == 0, "\(copies) copies")
            let system = try directory.database("system.sqlite")
            defer { system.close() }
            #expect(try system.userVersion == SystemStore.schemaVersion, "\(copies) copies: migrated")
            #expect(try system.scalar("SELECT count(*) FROM interactions") == 3 * (copies + 1))
            peaks.append(run.kib)
        }
        #expect(peaks[1] - peaks[0] < 4 * 1024, "peak resident size: \(peaks[0]) KiB at 20 005 orders, \(peaks[1]) KiB at 120 005")
    }
}
