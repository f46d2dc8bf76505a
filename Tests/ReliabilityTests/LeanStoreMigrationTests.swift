import Foundation
import SQLiteStore
import TestSupport
import Testing

/// The stores of the version before the lean schema (Tests/Fixtures/datadir-v3: app store 1,
/// system store 3) open with this build, migrate (app migration 2, system migration 4), and
/// every full listing prints exactly what that version printed.
@Suite struct LeanStoreMigrationTests {
    static func openCopy() throws -> DataDirectory { try DataDirectory.copy(ofFixture: "datadir-v3", now: "2026-12-04T12:00:00Z") }

    static func expected(_ name: String) throws -> String { try DataDirectory.expected(name, ofFixture: "datadir-v3") }

    @Test(arguments: ["UTC", "Europe/Paris"])
    func everyListingIsPrintedAsTheVersionBeforePrintedIt(zone: String) throws {
        let directory = try Self.openCopy()
        directory.zone = zone
        for listing in ["history", "donations"] {
            let name = "\(listing)-\(zone.replacingOccurrences(of: "/", with: "-"))"
            let text = directory.run(listing, "--limit", "0")
            #expect(text.status == 0, "\(text.err)")
            #expect(text.out == (try Self.expected(name + ".txt")), "\(listing) in \(zone)")
            let json = directory.run(listing, "--limit", "0", "--json")
            #expect(json.out == (try Self.expected(name + ".json")), "\(listing) --json in \(zone)")
        }
    }

    @Test func theStoresAreMigratedLeanAndKeepTheirCounters() throws {
        let directory = try Self.openCopy()
        let before = try directory.database("app.sqlite").scalar("SELECT seq FROM sqlite_sequence WHERE name = 'orders'")
        let donationsBefore = try directory.database("system.sqlite").scalar("SELECT seq FROM sqlite_sequence WHERE name = 'interactions'")
        #expect(directory.run("menu").status == 0)
        let app = try directory.database("app.sqlite")
        let system = try directory.database("system.sqlite")
        #expect(try app.userVersion == 4 && system.userVersion == 13)
        #expect(try app.scalar("SELECT count(*) FROM orders") == 9)
        #expect(try app.scalar("SELECT count(*) FROM order_kinds") == 8)
        #expect(try app.scalar("SELECT seq FROM sqlite_sequence WHERE name = 'orders'") == before)
        #expect(try app.scalar("SELECT count(*) FROM orders WHERE typeof(id) = 'blob' AND length(id) = 16") == 9)
        #expect(try system.scalar("SELECT count(*) FROM interactions WHERE typeof(identifier) = 'blob'") == 7)
        for db in [app, system] {
            #expect(try db.first("PRAGMA integrity_check") { $0.string(0) } == "ok")
        }
        #expect(try system.scalar("SELECT last FROM sequences WHERE name = 'interactions'") == donationsBefore)
        // The next order gets the next number, its donation too, and lists with the others.
        #expect(directory.run("order", "tomato").status == 0)
        #expect(try app.scalar("SELECT count(*) FROM orders") == 10)
        #expect(try system.scalar("SELECT max(seq) FROM interactions") == donationsBefore + 1)
        #expect(directory.run("history", "show", "0aa5").out.contains("Croutons"))
    }
}

/// Schema version 5 adds the person's habits (`prediction_person`): a store of an earlier
/// version gets them from the donations it already holds when it is first opened.
@Suite struct PersonalHabitsMigrationTests {
    @Test func aVersion3StoreJudgesEveryDonationItHolds() throws {
        let directory = try LeanStoreMigrationTests.openCopy()
        let status = directory.run("suggestions", "--at", "2026-12-07T12:00", "--explain")
        #expect(status.status == 0, "\(status.err)")
        #expect(status.out.contains("This person: "))
        let system = try directory.database("system.sqlite")
        #expect(try system.scalar("PRAGMA user_version") == 13)
        let donations = try system.scalar(
            "SELECT (SELECT count(*) FROM interactions) + (SELECT count(*) FROM activities WHERE shortcut_key IS NOT NULL)")
        let shortcuts = try system.scalar("SELECT count(*) FROM prediction_groups")
        #expect(donations >= shortcuts && shortcuts > 0)
        // Every donation counted; every one but the first of each shortcut judged.
        #expect(try system.scalar("SELECT donations FROM prediction_person") == donations)
        #expect(try system.scalar("SELECT judged FROM prediction_person") == donations - shortcuts)
        #expect(try system.scalar("SELECT length(hours) FROM prediction_person") == 168 * 4)
        #expect(try system.scalar("SELECT length(evidence) FROM prediction_person") == 34 * 8)
    }
}
