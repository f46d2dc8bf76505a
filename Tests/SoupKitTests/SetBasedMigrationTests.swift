import Foundation
import SQLiteStore
import TestSupport
import Testing

@testable import SiriSystem
@testable import SoupKit

/// The system store's refiling (step 3) rewrites each distinct intent once, and, when step 4
/// follows in the same migration, leaves the rows to step 4's rebuild. Both must give exactly
/// what rewriting each row gave: checked on the committed version-1 and version-3 directories.
@Suite struct SetBasedMigrationTests {
    static var definitions: [String: IntentDefinition] {
        Dictionary(SoupChef.customIntentDefinitions.map { ($0.typeName, $0) }, uniquingKeysWith: { a, _ in a })
    }

    static var migrations: [Migration] {
        SystemStore.migrations(definitions: definitions, refiling: SoupChef.donationRefiling)
    }

    /// A private copy of a committed data directory's system store.
    static func copy(_ fixture: String) throws -> (TemporaryDirectory, String) {
        let temporary = try TemporaryDirectory("set-based")
        let data = try temporary.copy(Fixtures.path("\(fixture)/data"), as: "data")
        for name in ["app.sqlite", "system.sqlite"] { chmod(data + "/" + name, 0o600) }
        return (temporary, data + "/system.sqlite")
    }

    /// Every row of every table, in key order: equal dumps are equal stores.
    static func dump(_ path: String) throws -> [String] {
        let db = try Database(path: path)
        defer { db.close() }
        let tables = try db.query("SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name") { $0.string(0) }
        var lines = try db.query("SELECT type || ' ' || name || ' ' || ifnull(sql, '') FROM sqlite_schema ORDER BY type, name") { $0.string(0) }
        for table in tables {
            let columns = try db.query("SELECT name FROM pragma_table_info(?)", [.text(table)]) { $0.string(0) }
            let row = columns.map { "quote(\"\($0)\")" }.joined(separator: " || '|' || ")
            lines += try db.query("SELECT \(row) FROM \"\(table)\" ORDER BY 1") { "\(table): " + $0.string(0) }
        }
        lines.append("user_version \(try db.userVersion)")
        return lines
    }

    static func difference(_ a: [String], _ b: [String]) -> String {
        "only in the first: \(a.filter { !b.contains($0) }.prefix(6)); only in the second: \(b.filter { !a.contains($0) }.prefix(6))"
    }

    /// Step 3 as it was first released: every row decoded, rewritten and updated on its own.
    static func refileRowByRow(_ db: Database) throws {
        let refiling = SoupChef.donationRefiling
        let step = RefilingMigration(refiling: refiling)
        let definition = try #require(definitions[refiling.intentType])
        let rows = try db.query("SELECT seq, intent_json FROM interactions WHERE intent_type = ?", [.text(refiling.intentType)]) {
            ($0.int64(0), $0.string(1))
        }
        var changed = false
        for (seq, json) in rows {
            guard let intent = step.stripped(try StoreJSON.decode(Intent.self, from: json)) else { continue }
            changed = true
            guard let (type, title, subtitle) = definition.describe(intent) else {
                try db.run("DELETE FROM interactions WHERE seq = ?", [.integer(seq)])
                continue
            }
            try db.run(
                "UPDATE interactions SET shortcut_type = ?, shortcut_key = ?, title = ?, subtitle = ?, intent_json = ? WHERE seq = ?",
                [
                    .text(type.key), .text(definition.shortcutKey(for: intent, type: type)), .text(title), SQLValue(subtitle),
                    .text(try StoreJSON.encode(intent)), .integer(seq),
                ])
        }
        #expect(changed, "the fixture has donations to refile")
        try PredictionAggregate.removeAll(source: .interaction, from: db, person: false)
        var addition = PredictionAggregate.Addition(person: false)
        try db.forEach("SELECT shortcut_key, week_hour, date_ms FROM interactions") { row in
            addition.note(key: row.string(0), source: .interaction, weekHour: row.int(1), dateMilliseconds: row.int64(2))
        }
        try addition.apply(to: db)
        try step.rewriteVoiceShortcuts(db)
        // The menu activities, also row by row.
        let activities = try db.query("SELECT seq, activity_json FROM activities WHERE activity_type = ?", [.text(refiling.activityType)]) {
            ($0.int64(0), $0.string(1))
        }
        for (seq, json) in activities {
            guard let activity = step.stripped(try StoreJSON.decode(UserActivity.self, from: json)) else { continue }
            try db.run(
                "UPDATE activities SET persistent_identifier = NULL, activity_json = ? WHERE seq = ?",
                [.text(try StoreJSON.encode(activity)), .integer(seq)])
        }
    }

    /// Opens `path` with the first `count` steps.
    static func migrate(_ path: String, through count: Int) throws {
        let db = try StoreFile(path: path, migrations: Array(migrations.prefix(count))).open()
        db.close()
    }

    @Test func theSetBasedRefilingGivesWhatTheRowByRowOneGave() throws {
        let (keep1, setBased) = try Self.copy("datadir-v1")
        let (keep2, rowByRow) = try Self.copy("datadir-v1")
        defer { withExtendedLifetime((keep1, keep2)) {} }
        try Self.migrate(setBased, through: 3)
        try Self.migrate(rowByRow, through: 2)
        let db = try Database(path: rowByRow)
        try db.transaction {
            try Self.refileRowByRow(db)
            try db.execute("PRAGMA user_version=3")
        }
        db.close()
        let (a, b) = (try Self.dump(setBased), try Self.dump(rowByRow))
        #expect(a == b, "\(Self.difference(a, b))")
    }

    @Test func refilingMergedIntoTheRebuildGivesWhatTwoMigrationsGave() throws {
        let (keep1, merged) = try Self.copy("datadir-v1")
        let (keep2, stepwise) = try Self.copy("datadir-v1")
        defer { withExtendedLifetime((keep1, keep2)) {} }
        try Self.migrate(merged, through: 4)
        try Self.migrate(stepwise, through: 3)
        try Self.migrate(stepwise, through: 4)
        let mergedDump = try Self.dump(merged)
        let stepwiseDump = try Self.dump(stepwise)
        #expect(mergedDump == stepwiseDump, "\(Self.difference(mergedDump, stepwiseDump))")
        #expect(mergedDump.contains { $0.hasPrefix("donated_intents: ") })
        #expect(!mergedDump.contains { $0.contains("refiled") }, "no trace of the temporary mapping")
    }

    @Test func theVersion3FixtureMigratesAsBefore() throws {
        // Version 3 gets step 4 alone: no mapping, the released statement as it was.
        let (keep, path) = try Self.copy("datadir-v3")
        defer { withExtendedLifetime(keep) {} }
        try Self.migrate(path, through: 4)
        let db = try Database(path: path)
        defer { db.close() }
        #expect(try db.first("PRAGMA integrity_check") { $0.string(0) } == "ok")
        #expect(try db.userVersion == 4)
    }

    /// Migrating a version-1 store to the newest writes each donation once, in the rebuild: the
    /// refiling updates none of them on the way (a trigger counts the row updates it makes).
    @Test(arguments: [3, 4])
    func aMergedMigrationUpdatesNoDonationBeforeTheRebuild(through version: Int) throws {
        let (keep, path) = try Self.copy("datadir-v1")
        defer { withExtendedLifetime(keep) {} }
        let db = try Database(path: path)
        try db.execute(
            """
            CREATE TABLE updated(count INTEGER NOT NULL);
            INSERT INTO updated VALUES (0);
            CREATE TRIGGER counting AFTER UPDATE ON interactions BEGIN UPDATE updated SET count = count + 1; END;
            """)
        db.close()
        try Self.migrate(path, through: version)
        let migrated = try Database(path: path)
        defer { migrated.close() }
        let updates = try migrated.scalar("SELECT count FROM updated")
        // Alone, step 3 updates the refiled rows (the trigger sees them); followed by step 4, none.
        #expect(version == 4 ? updates == 0 : updates > 0, "\(updates) row updates migrating to \(version)")
        #expect(try migrated.scalar("SELECT count(*) FROM interactions") > 0)
    }
}
