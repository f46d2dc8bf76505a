import Foundation
import Testing

@testable import SoupChefCLI

@Suite struct HistoryCommandTests {
    @Test func historyListsOrdersNewestFirst() throws {
        let harness = try Harness()
        harness.environment["SOUPCHEF_NOW"] = "2026-12-07T11:58:00Z"
        let older = try harness.placeOrder("tomato", "-q", "2", "-t", "cheese", "-t", "croutons")
        harness.environment["SOUPCHEF_NOW"] = "2026-12-07T12:05:00Z"
        let newer = try harness.placeOrder("new england", "--deliver-to", "1 Main St")
        let result = harness.run("history")
        #expect(result.status == 0)
        #expect(result.err == "")
        #expect(
            result.out == """
                ORDER     DATE              SOUP                      QTY  TOPPINGS          PICKUP / DELIVERY       TOTAL
                \(newer.prefix(8))  2026-12-07 12:05  New England Clam Chowder    1  -                 delivery: 1 Main St     $3.75
                \(older.prefix(8))  2026-12-07 11:58  Tomato Soup                 2  Cheese, Croutons  pickup: Ferry Building  $5.90

                """)
    }

    @Test func historyLimitShowsTheNewestAndSaysThereIsMore() throws {
        let harness = try Harness()
        var ids: [String] = []
        for minute in 0..<3 {
            harness.environment["SOUPCHEF_NOW"] = "2026-12-07T12:0\(minute):00Z"
            ids.append(try harness.placeOrder("chicken"))
        }
        let one = harness.run("history", "--limit", "1")
        #expect(one.status == 0)
        #expect(one.outLines.count == 2)
        #expect(one.outLines.last?.hasPrefix(String(ids[2].prefix(8))) == true)
        #expect(one.err == "Older orders not shown; use --limit n, or --limit 0 for all.\n")
        let all = harness.run("history", "-n", "0")
        #expect(all.outLines.count == 4)
        #expect(all.err == "")
        let exact = harness.run("history", "--limit=3")
        #expect(exact.outLines.count == 4)
        #expect(exact.err == "")

        let json = try harness.run("history", "--limit", "2", "--json").json()
        #expect(keys(json) == ["more", "orders", "version"])
        #expect(json["more"] as? Bool == true)
        #expect((json["orders"] as? [[String: Any]])?.map { $0["id"] as? String } == [ids[2], ids[1]])
        let everything = try harness.run("history", "--json", "--limit", "0").json()
        #expect(everything["more"] as? Bool == false)
        #expect((everything["orders"] as? [Any])?.count == 3)
    }

    @Test func historyDefaultsToTwentyOrders() throws {
        let harness = try Harness()
        harness.run("menu", "restock", "new england", "100")
        for _ in 0..<21 { try harness.placeOrder("new england") }
        let json = try harness.run("history", "--json").json()
        #expect((json["orders"] as? [Any])?.count == 20)
        #expect(json["more"] as? Bool == true)
    }

    @Test func emptyHistorySaysHowToStart() throws {
        let harness = try Harness()
        let result = harness.run("history")
        #expect(result.status == 0)
        #expect(result.out == "")
        #expect(result.err == "No orders yet. Place one with: soupchef order tomato\n")
        let json = try harness.run("history", "--json").json()
        #expect((json["orders"] as? [Any])?.isEmpty == true)
        #expect(json["more"] as? Bool == false)
        // A soup that cannot be ordered is not suggested; with none left, the menu says why.
        #expect(harness.run("menu", "disable", "tomato").status == 0)
        #expect(harness.run("history").err == "No orders yet. Place one with: soupchef order chickenNoodleSoup\n")
        for soup in ["newEnglandClamChowder", "chickenNoodleSoup"] { #expect(harness.run("menu", "disable", soup).status == 0) }
        #expect(harness.run("history").err == "No orders yet, and no soup can be ordered now: soupchef menu says why.\n")
    }

    @Test func showFindsAnOrderByAnyCasePrefix() throws {
        let harness = try Harness()
        let id = try harness.placeOrder("tomato", "-q", "2", "-t", "cheese")
        let result = harness.run("history", "show", String(id.prefix(6)).lowercased())
        #expect(result.status == 0)
        #expect(result.err == "")
        #expect(
            result.out == """
                Order \(id)
                  Date:       2026-12-07T12:00:00Z
                  Soup:       Tomato Soup ($2.95 each)
                  Quantity:   2
                  Toppings:   Cheese
                  Pickup at:  Ferry Building
                  Total:      $5.90
                  Ready:      2026-12-07T12:10:00Z
                  Donation:   “Order 2 Tomato Soup for pickup” — With Cheese [soup,quantity,orderType,toppings]
                  Siri:       Add to Siri: soupchef shortcuts add --order \(id.prefix(8))

                """)
        #expect(harness.run("history", "show", id).out == result.out)
    }

    @Test func showSaysWhenTheDonationIsGone() throws {
        let harness = try Harness()
        let id = try harness.placeOrder("chicken", "--deliver-to", "1 Main St")
        harness.run("menu", "disable", "chicken")
        let result = harness.run("history", "show", id)
        #expect(result.outLines.contains("  Deliver to: 1 Main St"))
        #expect(result.outLines.contains("  Toppings:   none"))
        #expect(result.outLines.contains("  Donation:   none (deleted)"))
        let json = try harness.run("--json", "history", "show", id).json()
        #expect(keys(json) == ["donation", "donationQueued", "order", "version"])
        #expect(json["donation"] is NSNull && json["donationQueued"] as? Bool == false)
        #expect((json["order"] as? [String: Any])?["deliveryAddress"] as? String == "1 Main St")
        #expect((json["order"] as? [String: Any])?["store"] is NSNull)
    }

    @Test func showJSONCarriesTheOrderAndItsDonation() throws {
        let harness = try Harness()
        let id = try harness.placeOrder("tomato")
        let json = try harness.run("history", "show", id, "--json").json()
        #expect((json["order"] as? [String: Any])?["id"] as? String == id)
        let donation = try #require(json["donation"] as? [String: Any])
        #expect(donation["identifier"] as? String == id)
        #expect(donation["title"] as? String == "Order 1 Tomato Soup")
        #expect(donation["subtitle"] is NSNull)
    }

    @Test func unknownOrAmbiguousPrefixFailsAndChangesNothing() throws {
        let harness = try Harness()
        harness.run("menu", "restock", "new england", "100")
        // Place orders until two ids share their first character.
        var ids: [String] = []
        var shared: Character?
        while shared == nil, ids.count < 17 {
            ids.append(try harness.placeOrder("new england"))
            let firsts = ids.compactMap(\.first)
            shared = firsts.first { c in firsts.filter { $0 == c }.count > 1 }
        }
        let prefix = String(try #require(shared))
        let candidates = ids.filter { $0.hasPrefix(prefix) }.sorted()
        let before = try harness.everyFile()

        let ambiguous = harness.run("history", "show", prefix.lowercased())
        #expect(ambiguous.status == 1)
        #expect(ambiguous.out == "")
        #expect(
            ambiguous.err
                == "Error: \"\(prefix.lowercased())\" is the start of several order ids: \(candidates.joined(separator: ", ")). Type more of it.\n")

        let unknown = harness.run("history", "show", "zzz")
        #expect(unknown.status == 1)
        #expect(unknown.out == "")
        #expect(unknown.err == "Error: No order has an id starting with \"zzz\" (soupchef history lists them).\n")
        // A data directory given on the command line is in the command that lists them.
        let elsewhere = harness.directory + "/other data"
        let given = harness.run("--data-dir", elsewhere, "history", "show", "zzz")
        #expect(given.err == "Error: No order has an id starting with \"zzz\" (soupchef --data-dir '\(elsewhere)' history lists them).\n")
        let shortcut = harness.run("--data-dir", elsewhere, "shortcuts", "delete", "zzz", "--yes")
        #expect(
            shortcut.err
                == "Error: No voice shortcut has an id starting with \"zzz\" (soupchef --data-dir '\(elsewhere)' shortcuts list lists them).\n")

        // Every id starts with "": an empty prefix is a usage error, not "no order".
        let empty = harness.run("history", "show", "")
        #expect(empty.status == 64)
        #expect(empty.errLines.first == "Error: <order-id> cannot be empty: give an id, or the first characters of one")

        #expect(try harness.everyFile() == before)
    }

    @Test func clearNeedsForceWhenNobodyCanBeAsked() throws {
        let harness = try Harness()
        try harness.placeOrder("tomato")
        let before = try harness.everyFile()
        let result = harness.run("history", "clear")
        #expect(result.status == 1)
        #expect(result.out == "")
        #expect(
            result.err
                == "Error: Not cleared: this deletes every order and every donated interaction, and there is no terminal to ask on. To clear them anyway, run: soupchef history clear --yes\n"
        )
        #expect(try harness.everyFile() == before)
    }

    @Test func clearAsksOnATerminal() throws {
        let harness = try Harness()
        try harness.placeOrder("tomato")
        try harness.placeOrder("chicken")
        let before = try harness.everyFile()
        let declined = harness.run(["history", "clear"], input: ["n"], terminal: true)
        #expect(declined.status == 1)
        #expect(declined.out == "")
        #expect(declined.err == "Delete all 2 orders and every donated interaction? [y/N] Nothing was deleted.\n")
        #expect(try harness.everyFile() == before)
        let unanswered = harness.run(["history", "clear"], input: [], terminal: true)
        #expect(unanswered.status == 1)
        #expect(try harness.everyFile() == before)

        let accepted = harness.run(["history", "clear"], input: ["y"], terminal: true)
        #expect(accepted.status == 0)
        #expect(accepted.out == "Deleted 2 orders and 2 donations.\n")
        #expect(try (harness.run("history", "--json").json()["orders"] as? [Any])?.isEmpty == true)
        // Nothing left to delete: nothing asked, and nothing to decline.
        let empty = harness.run(["history", "clear"], input: [], terminal: true)
        #expect(empty.status == 0)
        #expect(!empty.err.contains("[y/N]"))
        #expect(empty.out == "Deleted 0 orders and 0 donations.\n")
    }

    @Test func clearWithForceDeletesOrdersAndEveryInteraction() throws {
        let harness = try Harness()
        harness.run("menu")
        try harness.placeOrder("tomato")
        try harness.placeOrder("chicken")
        harness.run("menu", "disable", "chicken")  // its donation is already gone
        let result = harness.run("history", "clear", "--force")
        #expect(result.status == 0)
        #expect(result.err == "")
        #expect(result.out == "Deleted 2 orders and 1 donation.\n")
        let donations = try #require(try harness.run("donations", "--json").json()["donations"] as? [[String: Any]])
        // The menu screen's activity is not an interaction: it stays.
        #expect(donations.map { $0["kind"] as? String } == ["userActivity"])
        let json = try harness.run("--json", "history", "clear", "-f").json()
        #expect(keys(json) == ["deletedDonations", "deletedOrders", "version"])
        #expect(json["deletedOrders"] as? Int == 0)
        #expect(json["deletedDonations"] as? Int == 0)
        #expect(harness.run("history", "clear", "--force").out == "Deleted 0 orders and 0 donations.\n")
    }
}

@Suite struct StreamedHistoryTests {
    /// `--limit 0` streams the history; it must print what a limit covering everything prints.
    @Test func allOfTheHistoryReadsTheSameAsALimitCoveringIt() throws {
        let harness = try Harness()
        #expect(harness.run("--json", "history", "--limit", "0").out == harness.run("--json", "history").out)
        harness.run("order", "tomato", "-q", "2", "-t", "cheese")
        harness.environment["SOUPCHEF_NOW"] = "2026-12-07T12:05:00Z"
        harness.run("order", "new england", "--deliver-to", "1 Main St")
        harness.environment["SOUPCHEF_NOW"] = "2026-12-07T12:10:00Z"
        harness.run("order", "chicken noodle", "-t", "croutons", "-t", "red pepper")
        for arguments in [["history"], ["--json", "history"]] {
            let all = harness.run(arguments + ["--limit", "0"])
            let covering = harness.run(arguments + ["--limit", "3"])
            #expect(all.status == 0)
            #expect(all.out == covering.out)
        }
        let orders = try #require(try harness.run("--json", "history", "-n", "0").json()["orders"] as? [[String: Any]])
        #expect(orders.map { $0["soup"] as? String } == ["chickenNoodleSoup", "newEnglandClamChowder", "tomatoSoup"])
        harness.environment["COLUMNS"] = "60"
        #expect(harness.run("history", "-n", "0").out == harness.run("history", "-n", "3").out)
        #expect(harness.run("history", "-n", "0").outLines.allSatisfy { $0.count <= 60 })
    }

    @Test func anEmptyHistoryStreamsAnEmptyList() throws {
        let harness = try Harness()
        let result = harness.run("history", "--limit", "0")
        #expect(result.out.isEmpty)
        #expect(result.err == "No orders yet. Place one with: soupchef order tomato\n")
    }
}
