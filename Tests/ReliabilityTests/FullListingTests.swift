import Foundation
import SQLiteStore
import TestSupport
import Testing

/// `history --limit 0` and `donations --limit 0` are written straight from the stored rows
/// (`OrderListingWriter`, `DonationListingWriter`); `--limit N` goes through the table and the JSON
/// encoder a document at a time. With N above the count, both must print the same bytes, for
/// every kind of row: toppings, deliveries with awkward text, groups, activities, identifiers
/// that are not UUIDs, old and far-future dates, zones with summer time, narrow terminals and
/// the iOS 16 KIND column.
@Suite struct FullListingTests {
    static func populated() throws -> DataDirectory {
        let directory = try DataDirectory(now: nil)
        let steps: [[String]] = [
            ["--now", "2026-03-29T00:30:00Z", "menu", "restock", "tomato", "100"],
            ["--now", "2026-03-29T00:30:00Z", "order", "tomato", "--quantity", "2", "--topping", "cheese", "--topping", "croutons"],
            ["--now", "2026-03-29T01:30:00.250Z", "order", "new england", "--deliver-to", "Flat \"2\", back door \\ left"],
            ["--now", "2026-10-25T00:59:59Z", "order", "chicken", "--group", "team \"a\""],
            ["--now", "2026-10-25T01:00:00Z", "order", "tomato", "--deliver-to", "Rue de l’Église 3, Genève ☕️", "--quantity", "10"],
            ["--now", "1969-07-20T20:17:40Z", "order", "tomato", "--store", "civic center"],
            ["--now", "9999-12-31T23:59:00Z", "order", "tomato", "--topping", "red pepper"],
            ["--now", "2026-12-01T12:00:00Z", "menu"],
            ["--now", "2026-12-01T12:00:00Z", "order", "tomato"],
            ["--now", "2026-12-01T12:00:00Z", "order", "tomato", "--group", "lunch"],
        ]
        for step in steps {
            let result = directory.run(step)
            try #require(result.status == 0, "\(step): \(result.err)")
        }
        return directory
    }

    /// The full listing and the one through `--limit`, as text and JSON.
    static func expectSame(_ directory: DataDirectory, _ prefix: [String] = [], _ listing: String, _ comment: String) {
        for json in [false, true] {
            let flags = json ? ["--json"] : []
            let full = directory.run(prefix + [listing, "--limit", "0"] + flags)
            let limited = directory.run(prefix + [listing, "--limit", "1000"] + flags)
            #expect(full.status == 0 && limited.status == 0, "\(full.err) \(limited.err)")
            #expect(!full.out.isEmpty)
            #expect(full.out == limited.out, "\(listing) \(json ? "--json" : "text"), \(comment)")
        }
    }

    @Test(arguments: ["UTC", "Europe/Paris", "America/St_Johns", "Asia/Kathmandu"])
    func theFullListingsPrintWhatTheTableAndTheEncoderPrint(zone: String) throws {
        let directory = try Self.populated()
        directory.zone = zone
        for listing in ["history", "donations"] {
            Self.expectSame(directory, [], listing, "in \(zone)")
            Self.expectSame(directory, ["--ios", "16"], listing, "on iOS 16 in \(zone)")
        }
    }

    @Test func aNarrowTerminalCutsTheSameColumnsTheSameWay() throws {
        let directory = try Self.populated()
        for columns in ["40", "72", "100"] {
            directory.extraEnvironment = ["COLUMNS": columns]
            for listing in ["history", "donations"] { Self.expectSame(directory, [], listing, "\(columns) columns") }
        }
    }

    @Test func identifiersThatAreNotUUIDsAreListedAsTheyAre() throws {
        let directory = try Self.populated()
        #expect(directory.run("menu").status == 0)
        try directory.database("app.sqlite").run("UPDATE orders SET id = 'ORDER-ONE' WHERE seq = 1")
        try directory.database("system.sqlite").run("UPDATE interactions SET identifier = 'donation one, by hand' WHERE seq = 2")
        for listing in ["history", "donations"] { Self.expectSame(directory, [], listing, "with a text identifier") }
        #expect(directory.run("history", "--limit", "0").out.contains("ORDER-ON"))
        #expect(directory.run("donations", "--limit", "0").out.contains("donation one, by hand"))
        #expect(directory.run("history", "show", "order-o").out.contains("Order ORDER-ONE"))
    }

    /// Text that holds the very markers a JSON template is made with is listed all the same.
    @Test func textHoldingTheTemplateMarkersIsListedAsItIs() throws {
        let directory = try DataDirectory()
        let marker = "\u{E000}0\u{E001}"
        #expect(directory.run("order", "tomato", "--deliver-to", "Flat \(marker)").status == 0)
        #expect(directory.run("order", "tomato").status == 0)
        Self.expectSame(directory, [], "history", "an address holding a marker")
        #expect(directory.run("history", "--limit", "0", "--json").out.contains("Flat \(marker)"))
    }

    @Test func emptyStoresSayTheSameNoteAndAnEmptyDocument() throws {
        let directory = try DataDirectory()
        for listing in ["history", "donations"] {
            #expect(directory.run("history", "clear", "--force").status == 0)
            let full = directory.run(listing, "--limit", "0")
            let limited = directory.run(listing, "--limit", "5")
            #expect(full.out == "" && full.err == limited.err && !full.err.isEmpty)
            #expect(directory.run(listing, "--limit", "0", "--json").out == directory.run(listing, "--limit", "5", "--json").out)
        }
    }
}
