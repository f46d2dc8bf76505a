// The migration figure: a data directory in the first release's schema (version 1 of both
// stores) with N orders and their donations, written straight with SQL from the committed
// version-1 fixture, then opened once by the release `soupchef` (`menu --all`, which opens both
// stores and changes nothing else; `history` reads the app's store alone), which migrates it. Reports the time and peak memory of that process and the peak disk the data
// directory reached while it ran (sampled every 10 ms), against the targets of
// docs/performance.md: under 30 s and 64 MiB at 1 000 000 orders, extra disk at most the
// largest store.
//
//   swift run -c release soupchef-bench --migration 1000000
import Foundation
import SQLiteStore

#if canImport(Glibc)
import Glibc
#endif

enum MigrationBench {
    /// Writes a version-1 data directory of `count` orders and donations into `directory`.
    static func writeVersion1(count: Int, into directory: String) throws {
        let template = Paths.packageRoot + "/Tests/Fixtures/datadir-v1/data"
        try? FileManager.default.removeItem(atPath: directory)
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        for name in ["app.sqlite", "system.sqlite"] {
            try FileManager.default.copyItem(atPath: template + "/" + name, toPath: directory + "/" + name)
            chmod(directory + "/" + name, 0o600)
        }
        // Twenty kinds of order: the fixture's five, each in quantities 1 to 4.
        let app = try Database(path: directory + "/app.sqlite")
        try app.execute(
            """
            PRAGMA journal_mode=DELETE;
            CREATE TEMP TABLE kinds AS
                SELECT (o.seq - 1) * 4 + q.n - 1 AS kind, o.soup_id, o.item_json, q.n AS quantity, o.toppings, o.order_type, o.store,
                    o.delivery_address, o.total_cents / o.quantity * q.n AS total_cents, o.ready_ms - o.date_ms AS wait_ms, o.seq AS original
                FROM orders o, (SELECT 1 AS n UNION ALL SELECT 2 UNION ALL SELECT 3 UNION ALL SELECT 4) q;
            BEGIN;
            DELETE FROM orders;
            WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < \(count) - 1)
            INSERT INTO orders(seq, id, date_ms, soup_id, item_json, quantity, toppings, order_type, store, delivery_address, total_cents, ready_ms)
                SELECT i + 1,
                    substr(h, 1, 8) || '-' || substr(h, 9, 4) || '-4' || substr(h, 14, 3) || '-A' || substr(h, 18, 3) || '-' || substr(h, 21, 12),
                    1577880000000 + i * 300000, k.soup_id, k.item_json, k.quantity, k.toppings, k.order_type, k.store, k.delivery_address,
                    k.total_cents, 1577880000000 + i * 300000 + k.wait_ms
                FROM (SELECT i, hex(randomblob(16)) AS h FROM n) JOIN kinds k ON k.kind = i % 20;
            UPDATE sqlite_sequence SET seq = \(count) WHERE name = 'orders';
            COMMIT;
            """)
        let kinds = try app.query("SELECT kind, quantity, original FROM kinds") { ($0.int(0), $0.int(1), $0.int(2)) }
        app.close()
        let system = try Database(path: directory + "/system.sqlite")
        try system.execute("PRAGMA journal_mode=DELETE; ATTACH '\(directory)/app.sqlite' AS app;")
        try system.execute(
            """
            CREATE TEMP TABLE kinds(kind INTEGER PRIMARY KEY, intent_type, shortcut_type, shortcut_key, title, subtitle, intent_json);
            """)
        for (kind, quantity, original) in kinds {
            // The fixture's donation of that order, with the quantity changed in its intent, key and title.
            try system.run(
                """
                INSERT INTO temp.kinds SELECT ?1, intent_type, shortcut_type,
                    replace(shortcut_key, 'quantity=' || json_extract(intent_json, '$.parameters.quantity.integer._0'), 'quantity=' || ?2),
                    replace(title, 'Order ' || json_extract(intent_json, '$.parameters.quantity.integer._0') || ' ', 'Order ' || ?2 || ' '),
                    subtitle, json_set(intent_json, '$.parameters.quantity.integer._0', ?2)
                FROM interactions WHERE seq = ?3
                """, [.integer(Int64(kind)), .integer(Int64(quantity)), .integer(Int64(original))])
        }
        try system.execute(
            """
            BEGIN;
            DELETE FROM interactions;
            INSERT INTO interactions(seq, identifier, group_identifier, date_ms, intent_type, shortcut_type, shortcut_key, title, subtitle,
                    intent_json, week_hour)
                SELECT o.seq, o.id, NULL, o.date_ms, k.intent_type, k.shortcut_type, k.shortcut_key, k.title, k.subtitle, k.intent_json,
                    ((o.date_ms / 3600000) + 72) % 168
                FROM app.orders o JOIN temp.kinds k ON k.kind = (o.seq - 1) % 20 ORDER BY o.seq;
            UPDATE sqlite_sequence SET seq = \(count) WHERE name = 'interactions';
            COMMIT;
            DETACH app;
            """)
        system.close()
        // Written in a rollback journal's mode for speed; the first release kept its stores in
        // write-ahead mode, as every soupchef does: the stores go back to it, so the migration
        // measured is that of a real first release's files.
        for name in ["app.sqlite", "system.sqlite"] {
            let db = try Database(path: directory + "/" + name)
            try db.execute("PRAGMA journal_mode=WAL")
            db.close()
        }
    }

    /// Bytes the files of `directory` take on disk.
    static func diskBytes(_ directory: String) -> Int {
        var total = 0
        for name in (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [] {
            var info = stat()
            if lstat(directory + "/" + name, &info) == 0 { total += Int(info.st_blocks) * 512 }
        }
        return total
    }

    static func run(count: Int, root: String, soupchef: String, launcher: String) throws {
        let directory = root + "/migration-\(count)"
        log("writing a version-1 data directory of \(count) orders into \(directory)")
        try writeVersion1(count: count, into: directory)
        let before = diskBytes(directory)
        let largest = max(fileBytes(directory + "/app.sqlite"), fileBytes(directory + "/system.sqlite"))
        final class Peak: @unchecked Sendable {
            let lock = NSLock()
            var bytes = 0
            var done = false
        }
        let peak = Peak()
        let sampler = Thread {
            while true {
                let now = diskBytes(directory)
                peak.lock.lock()
                peak.bytes = max(peak.bytes, now)
                let done = peak.done
                peak.lock.unlock()
                if done { return }
                usleep(10_000)
            }
        }
        sampler.start()
        let run = try Spawn.measured(
            soupchef, ["--data-dir", directory, "menu", "--all"], launcher: launcher,
            environment: ["PATH": "/usr/bin:/bin", "TZ": "UTC", "NO_COLOR": "1", "HOME": root, "LANG": "C.UTF-8"])
        peak.lock.lock()
        peak.done = true
        peak.lock.unlock()
        usleep(50_000)
        guard run.status == 0 else { throw BenchError("the migration exited \(run.status): \(run.errorText)") }
        let after = diskBytes(directory)
        let extra = peak.bytes - before
        let mib = { (bytes: Int) in String(format: "%.1f MiB", Double(bytes) / 1_048_576) }
        print("Migration of a version-1 data directory of \(count) orders (\(machineDescription())):")
        print("  before: \(mib(before)) (largest store \(mib(largest))); after: \(mib(after))")
        print(String(format: "  time: %.1f s (target < 30 s): %@", run.seconds, run.seconds < 30 ? "met" : "MISSED"))
        print("  peak memory: \(mib(run.peakBytes)) (target < 64 MiB): \(run.peakBytes < 64 * 1_048_576 ? "met" : "MISSED")")
        print("  peak disk: \(mib(peak.bytes)), \(mib(extra)) above the start (target ≤ the largest store): \(extra <= largest ? "met" : "MISSED")")
    }
}
