import Foundation
import Testing

@testable import SoupChefCLI

@Suite struct DonationsCommandTests {
    @Test func donationsListInteractionsAndActivitiesNewestFirst() throws {
        let harness = try Harness()
        harness.environment["SOUPCHEF_NOW"] = "2026-12-07T11:00:00Z"
        harness.run("menu")
        harness.environment["SOUPCHEF_NOW"] = "2026-12-07T11:30:00Z"
        let topped = try harness.placeOrder("tomato", "-q", "2", "-t", "cheese")
        harness.environment["SOUPCHEF_NOW"] = "2026-12-07T12:00:00Z"
        let plain = try harness.placeOrder("new england", "--deliver-to", "1 Main St")
        let result = harness.run("donations")
        #expect(result.status == 0)
        #expect(result.err == "")
        #expect(
            result.out == """
                DATE              TITLE                             SUBTITLE             SHORTCUT TYPE                     GROUP  IDENTIFIER
                2026-12-07 12:00  Order 1 New England Clam Chowder  -                    soup,quantity                     -      \(plain)
                2026-12-07 11:30  Order 2 Tomato Soup for pickup    With Cheese          soup,quantity,orderType,toppings  -      \(topped)
                2026-12-07 11:00  Order lunch                       “Start lunch order”  activity: viewMenu                -      -

                """)
        let limited = harness.run("donations", "--limit", "1")
        #expect(limited.outLines.count == 2)
        #expect(limited.outLines.last?.hasSuffix(plain) == true)
    }

    @Test func donationsJSONShowsBothKinds() throws {
        let harness = try Harness()
        harness.run("menu")
        let id = try harness.placeOrder("tomato")
        let result = harness.run("donations", "--json")
        #expect(result.status == 0)
        #expect(result.err == "")
        let donations = try #require(try result.json()["donations"] as? [[String: Any]])
        #expect(donations.count == 2)
        let interaction = donations[0]
        #expect(interaction["kind"] as? String == "interaction")
        #expect(interaction["identifier"] as? String == id)
        #expect(interaction["shortcutType"] as? String == "soup,quantity")
        let intent = try #require(interaction["intent"] as? [String: Any])
        #expect(intent["soup"] as? String == "tomatoSoup")
        #expect(intent["quantity"] as? Int == 1)
        #expect(intent["toppings"] as? [String] == [])
        let donation = donations[1]
        #expect(
            keys(donation) == [
                "date", "donationKind", "groupIdentifier", "identifier", "intent", "kind", "shortcutType", "subtitle", "title",
                "userActivity",
            ])
        #expect(donation["kind"] as? String == "userActivity")
        #expect(donation["donationKind"] as? String == "NSUserActivity")
        #expect(donation["title"] as? String == "Order lunch")
        #expect(donation["identifier"] is NSNull)
        #expect(donation["intent"] is NSNull)
        #expect(donation["date"] as? String == "2026-12-07T12:00:00Z")
        let activity = try #require(donation["userActivity"] as? [String: Any])
        #expect(activity["title"] as? String == "Order lunch")
        #expect(activity["suggestedInvocationPhrase"] as? String == "Start lunch order")
        #expect(activity["description"] as? String == "Display the menu to start your lunch order")
        #expect(activity["keywords"] as? [String] == ["Order", "Soup", "Menu"])
        #expect(activity["eligibleForPrediction"] as? Bool == true)
        #expect(activity["eligibleForSearch"] as? Bool == false)
        #expect(try (harness.run("donations", "--json", "-n", "1").json()["donations"] as? [Any])?.count == 1)
    }

    @Test func noDonationsSaysWhereTheyComeFrom() throws {
        let harness = try Harness()
        let result = harness.run("donations")
        #expect(result.status == 0)
        #expect(result.out == "")
        #expect(result.err == "No donations. Orders and the menu screen donate; see 'soupchef order --help'.\n")
        #expect(try (harness.run("--json", "donations").json()["donations"] as? [Any])?.isEmpty == true)
    }
}

@Suite struct SuggestionsCommandTests {
    @Test func suggestionsShowWhatTheAppSetAndRecentDonations() throws {
        let harness = try Harness()
        harness.run("menu")
        try harness.placeOrder("tomato", "-q", "2", "-t", "cheese")
        let result = harness.run("suggestions")
        #expect(result.status == 0)
        #expect(result.err == "")
        // The app-set parts, beside the predictions (whose scores suggestions.md's tests pin down).
        #expect(
            result.out.contains(
                """
                Shortcut suggestions  (set by the app: setShortcutSuggestions; iOS lists them in Settings, Siri & Search)
                  Order 1 New England Clam Chowder
                  Order 1 Tomato Soup

                Relevant shortcuts  (set by the app: setRelevantShortcuts; for the Siri watch face and Smart Stack widgets)
                  Order lunch — Manhattan clam chowder  relevant at this moment
                      daily routine: work (weekdays 09:00–17:00): holds
                """))
        #expect(result.outLines.contains { $0.contains("Order 2 Tomato Soup for pickup — With Cheese") })
        #expect(result.outLines.contains("  Order lunch — “Start lunch order”: made current 1 time, last 2026-12-07 12:00; predicted #1"))
    }

    @Test func suggestionsFollowTheMenu() throws {
        let harness = try Harness()
        harness.run("menu", "disable", "tomato")
        harness.run("order", "manhattan", "-q", "2")
        let result = harness.run("suggestions")
        #expect(
            result.out.contains(
                """
                Shortcut suggestions  (set by the app: setShortcutSuggestions; iOS lists them in Settings, Siri & Search)
                  Order 1 New England Clam Chowder

                Relevant shortcuts  (set by the app: setRelevantShortcuts; for the Siri watch face and Smart Stack widgets)
                  none
                """))
        // Selling Manhattan out deleted its only donation: nothing is left to predict.
        #expect(result.outLines.contains { $0.hasPrefix("  none: no donations (none made yet, or all deleted).") })
        harness.run("menu", "enable", "tomato")
        harness.run("menu", "restock", "manhattan")
        let json = try harness.run("suggestions", "--json").json()
        let suggestions = try #require(json["shortcutSuggestions"] as? [[String: Any]])
        #expect(suggestions.map { $0["title"] as? String } == ["Order 1 New England Clam Chowder", "Order 1 Tomato Soup"])
        #expect(harness.run("suggestions").outLines.contains("  Order lunch — Manhattan clam chowder  relevant at this moment"))
    }

    @Test func suggestionsJSONHasThreeLists() throws {
        let harness = try Harness()
        harness.run("menu")
        let json = try harness.run("--json", "suggestions").json()
        #expect(
            keys(json) == [
                "at", "atHour", "menuActivity", "model", "person", "predictions", "recentShortcuts", "relevantShortcuts",
                "shortcutSuggestions", "timeZone", "version", "view",
            ])
        let suggestion = try #require((json["shortcutSuggestions"] as? [[String: Any]])?.first)
        #expect(keys(suggestion) == ["intent", "kind", "shortcutType", "subtitle", "title"])
        #expect(suggestion["kind"] as? String == "intent")
        #expect(suggestion["shortcutType"] as? String == "soup,quantity")
        #expect(suggestion["subtitle"] is NSNull)
        let intent = try #require(suggestion["intent"] as? [String: Any])
        #expect(intent["soup"] as? String == "newEnglandClamChowder")
        #expect(intent["quantity"] as? Int == 1)
        #expect(intent["toppings"] as? [String] == [])
        let relevant = try #require((json["relevantShortcuts"] as? [[String: Any]])?.first)
        #expect(keys(relevant) == ["providers", "relevance", "relevant", "shortcut", "subtitle", "title"])
        #expect(relevant["relevant"] as? Bool == true)
        #expect(relevant["title"] as? String == "Order lunch")
        #expect(relevant["subtitle"] as? String == "Manhattan clam chowder")
        #expect(relevant["relevance"] as? [String] == ["daily routine: work"])
        #expect(((relevant["shortcut"] as? [String: Any])?["intent"] as? [String: Any])?["soup"] as? String == "manhattanClamChowder")
        #expect((json["predictions"] as? [[String: Any]])?.map { $0["source"] as? String } == ["userActivity"])
    }
}

@Suite struct HelpTests {
    static let commands: [[String]] = [
        [], ["menu"], ["menu", "disable"], ["menu", "enable"], ["menu", "restock"], ["order"], ["history"], ["history", "show"],
        ["history", "clear"], ["donations"], ["suggestions"], ["help"],
    ]

    @Test(arguments: commands)
    func everyCommandHasHelpOnStdout(_ path: [String]) throws {
        let harness = try Harness()
        let long = harness.run(path + ["--help"])
        #expect(long.status == 0)
        #expect(long.err == "")
        #expect(long.out.hasPrefix("OVERVIEW: "))
        #expect(long.out.contains("\nUSAGE: soupchef\(path.isEmpty ? "" : " " + path.joined(separator: " "))"))
        #expect(long.out.contains("\nGLOBAL OPTIONS:\n"))
        #expect(harness.run(path + ["-h"]).out == long.out)
        #expect(harness.run(["help"] + path).out == long.out)
        if path.count == 2 { #expect(harness.run(["help", path.joined(separator: " ")]).out == long.out) }
        // Help never touches the data directory.
        #expect(!FileManager.default.fileExists(atPath: harness.dataDirectory))
    }

    @Test func helpListsTheCommandsAndTheirOptions() throws {
        let harness = try Harness()
        let root = harness.run("help").out
        for command in ["menu", "order", "history", "donations", "suggestions", "help"] {
            #expect(root.contains("\n  \(command) "), "root help lacks \(command)")
        }
        #expect(root.contains("--version"))
        // Wide enough for the usage on one line (help fits COLUMNS, else 80).
        harness.environment["COLUMNS"] = "132"
        let order = harness.run("order", "--help").out
        #expect(order.contains("USAGE: soupchef order <soup> [--quantity <n>] [--topping <topping> ...] [--store <name> | --deliver-to <address>]"))
        for option in ["-q, --quantity <n>", "-t, --topping <topping> ...", "--store <name>", "--deliver-to <address>", "<soup>"] {
            #expect(order.contains(option), "order help lacks \(option)")
        }
        // Options given as one choice are shown as one: required in parentheses, broken before a
        // bar where the choice is longer than a line.
        #expect(
            harness.run("shortcuts", "add", "--help").out.contains("USAGE: soupchef shortcuts add (--order <order-id> | --menu) [--phrase <phrase>]"))
        harness.environment["COLUMNS"] = "80"
        #expect(
            harness.run("donations", "delete", "--help").out.contains(
                "USAGE: soupchef donations delete (--id <identifier> ... | --group <group>\n         | --all |"))
        harness.environment["COLUMNS"] = "132"
        let menu = harness.run("menu", "--help").out
        #expect(menu.contains("SUBCOMMANDS:\n  disable"))
        #expect(menu.contains("USAGE: soupchef menu [--all]\n       soupchef menu <subcommand> [<options>]"))
        // --help wins over anything else on the line, even mistakes.
        #expect(harness.run("order", "gazpacho", "-q", "0", "--help").out == order)
    }

    @Test func versionPrintsTheVersion() throws {
        let harness = try Harness()
        let result = harness.run("--version")
        #expect(result.status == 0)
        #expect(result.out == "soupchef \(soupchefVersion)\n")
        #expect(result.err == "")
        #expect(soupchefVersion.split(separator: ".").count == 3)
        #expect(!FileManager.default.fileExists(atPath: harness.dataDirectory))
    }
}

@Suite struct StreamedDonationsTests {
    /// `--limit 0` merges the two kinds as it streams; it must print what a covering limit prints.
    @Test func allDonationsReadTheSameAsALimitCoveringThem() throws {
        let harness = try Harness()
        #expect(harness.run("--json", "donations", "--limit", "0").out == harness.run("--json", "donations").out)
        for (time, arguments) in [
            ("11:00", ["menu"]), ("11:30", ["order", "tomato"]), ("11:30", ["menu"]),
            ("12:00", ["order", "chicken", "--group", "lunch"]), ("12:10", ["menu"]),
        ] {
            harness.environment["SOUPCHEF_NOW"] = "2026-12-07T\(time):00Z"
            #expect(harness.run(arguments).status == 0)
        }
        for arguments in [["donations"], ["--json", "donations"]] {
            let all = harness.run(arguments + ["--limit", "0"])
            #expect(all.status == 0)
            #expect(all.out == harness.run(arguments + ["--limit", "5"]).out)
        }
        let donations = try #require(try harness.run("--json", "donations", "-n", "0").json()["donations"] as? [[String: Any]])
        // Newest first; at the same moment the interaction comes before the activity.
        #expect(donations.map { $0["kind"] as? String } == ["userActivity", "interaction", "interaction", "userActivity", "userActivity"])
        #expect(
            donations.map { $0["date"] as? String }.compactMap { $0 }.map { $0.prefix(16) } == [
                "2026-12-07T12:10", "2026-12-07T12:00", "2026-12-07T11:30", "2026-12-07T11:30", "2026-12-07T11:00",
            ])
        #expect(try (harness.run("--json", "donations", "-n", "2").json()["more"] as? Bool) == true)
    }
}
