import Foundation
import SQLiteStore
import TestSupport
import Testing

/// The stores of the version before the day sums (Tests/Fixtures/datadir-v12: app store 4,
/// system store 12, written by that version) open with this build, migrate (system migration
/// 13), list what that version listed, and rank with the split between the two firsts, which the
/// version before did not have.
@Suite struct DaySumsMigrationTests {
    static func openCopy() throws -> DataDirectory { try DataDirectory.copy(ofFixture: "datadir-v12", now: "2026-11-10T12:00:00Z") }

    static func expected(_ name: String) throws -> String { try DataDirectory.expected(name, ofFixture: "datadir-v12") }

    @Test func everyListingIsPrintedAsTheVersionBeforePrintedIt() throws {
        let directory = try Self.openCopy()
        for listing in ["history", "donations"] {
            let json = directory.run(listing, "--limit", "0", "--json")
            #expect(json.status == 0, "\(json.err)")
            #expect(json.out == (try Self.expected(listing + ".json")), "\(listing) --json")
        }
    }

    @Test func eachShortcutGetsTheDaySumsOfItsDonations() throws {
        let directory = try Self.openCopy()
        #expect(try directory.database("system.sqlite").userVersion == 12)
        #expect(directory.run("suggestions").status == 0)
        let system = try directory.database("system.sqlite")
        #expect(try system.userVersion == 13)
        #expect(try system.first("PRAGMA integrity_check") { $0.string(0) } == "ok")
        // Σ days and Σ days² of each shortcut's donations left (the clam chowder's were deleted
        // by the version before), from 1 January 2001 UTC.
        let days = "((date_ms - 978307200000) / 86400000.0)"
        let expected = try system.query(
            """
            SELECT key, sum(d), sum(d * d), count(*) FROM (
                SELECT k.key AS key, \(days) AS d FROM interactions i JOIN shortcut_keys k ON k.shortcut = i.shortcut
                UNION ALL SELECT shortcut_key, \(days) FROM activities WHERE shortcut_key IS NOT NULL)
            GROUP BY key ORDER BY key
            """
        ) { ($0.string(0), $0.double(1), $0.double(2), $0.int(3)) }
        let stored = try system.query("SELECT shortcut_key, day_sum, day_squares, donations FROM prediction_groups ORDER BY shortcut_key") {
            ($0.string(0), $0.double(1), $0.double(2), $0.int(3))
        }
        #expect(stored.count == expected.count && stored.count == 4)
        for (mine, want) in zip(stored, expected) {
            #expect(mine.0 == want.0 && mine.3 == want.3)
            #expect(abs(mine.1 - want.1) <= 1e-9 * abs(want.1) && abs(mine.2 - want.2) <= 1e-9 * want.2, "\(mine.0)")
        }
        #expect(!stored.contains { $0.0.contains("newEnglandClamChowder") })
    }

    /// The version before ranked the old favourite first; with the split between the two firsts
    /// the one that has been gaining on it along the calendar comes first.
    @Test func theFavouriteChangingComesFirstAfterTheMigration() throws {
        let directory = try Self.openCopy()
        let before = try JSONSerialization.jsonObject(with: Data(try Self.expected("suggestions.json").utf8)) as? [String: Any]
        let oldFirst = (before?["predictions"] as? [[String: Any]])?.first?["title"] as? String
        #expect(oldFirst == "Order 1 Tomato Soup")
        let result = directory.run("suggestions", "--at", "2026-11-10T12:00", "--json", "--explain")
        #expect(result.status == 0, "\(result.err)")
        let now = try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any]
        #expect((now?["predictions"] as? [[String: Any]])?.first?["title"] as? String == "Order 1 Chicken Noodle Soup")
        let slow = (now?["person"] as? [String: Any])?["slowMixture"] as? [String: Any]
        let split = slow?["split"] as? [String: Any]
        #expect(split?["moves"] as? Bool == true && slow?["hold"] as? Double == 2)
        #expect((split?["fadingFirst"] as? String)?.contains("chickenNoodleSoup") == true)
    }
}
