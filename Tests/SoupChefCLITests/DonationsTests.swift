import Dates
import Foundation
import SiriSystem
import SoupKit
import Testing

@testable import SoupChefCLI

@Suite struct DonationsTests {
    static let viewMenu = "com.example.apple-samplecode.SoupChef.viewMenu"

    /// A tomato order in group "lunch", the menu shown, a chowder order with croutons, a chicken
    /// order in group "dinner", an hour apart.
    func donated() throws -> (Harness, [String]) {
        let harness = try Harness()
        var ids: [String] = []
        for (time, arguments) in [
            ("2026-12-07T11:00", ["order", "tomato", "--group", "lunch"]), ("2026-12-07T12:00", ["menu"]),
            ("2026-12-07T13:00", ["order", "new england", "-t", "croutons"]), ("2026-12-07T14:00", ["order", "chicken", "--group", "dinner"]),
        ] {
            let result = harness.run(["--now", time, "--json"] + arguments)
            try #require(result.status == 0, "\(result.err)")
            if let order = try result.json()["order"] as? [String: Any], let id = order["id"] as? String { ids.append(id) }
        }
        return (harness, ids)
    }

    func listed(_ harness: Harness) throws -> [[String: Any]] {
        try #require(try harness.run("donations", "--json", "--limit", "0").json()["donations"] as? [[String: Any]])
    }

    /// A prefix several donations' identifiers start is refused as an ambiguous order id is
    /// everywhere else (exit 1), naming them, and deletes nothing.
    @Test func anAmbiguousIdentifierPrefixExits1AndDeletesNothing() throws {
        let harness = try Harness()
        #expect(harness.run("menu", "restock", "tomato", "100").status == 0)
        var ids: [String] = []
        for _ in 0..<20 { ids.append(try harness.placeOrder("tomato")) }
        let first = Dictionary(grouping: ids, by: { String($0.prefix(1)) })
        let shared = try #require(first.first { $0.value.count > 1 }?.key)
        let refused = harness.run("donations", "delete", "--id", shared, "--yes")
        #expect(refused.status == 1, "\(refused.err)")
        #expect(refused.err.contains("is the start of several donations' identifiers"), "\(refused.err)")
        let listed = try harness.run("--json", "donations").json()
        #expect((listed["donations"] as? [Any])?.count == 20)
    }

    /// On a terminal, an ambiguous prefix is refused before any question, and nothing to delete
    /// (a group nothing was donated in, an identifier never donated) is nothing to ask about, as
    /// for `history clear`; something to delete is asked about.
    @Test func onATerminalOnlyADeletionOfSomethingIsAskedAbout() throws {
        let harness = try Harness()
        #expect(harness.run("menu", "restock", "tomato", "100").status == 0)
        var ids: [String] = []
        for _ in 0..<20 { ids.append(try harness.placeOrder("tomato", "--group", "lunch")) }
        let first = Dictionary(grouping: ids, by: { String($0.prefix(1)) })
        let shared = try #require(first.first { $0.value.count > 1 }?.key)
        let ambiguous = harness.run(["donations", "delete", "--id", shared], input: ["y"], terminal: true)
        #expect(ambiguous.status == 1)
        #expect(!ambiguous.err.contains("[y/N]") && ambiguous.err.contains("is the start of several"), "\(ambiguous.err)")
        for selection in [["--group", "dinner"], ["--id", "NOTHING-LIKE-IT"]] {
            let nothing = harness.run(["donations", "delete"] + selection, input: [], terminal: true)
            #expect(nothing.status == 0, "\(selection): \(nothing.err)")
            #expect(!nothing.err.contains("[y/N]"), "\(selection): \(nothing.err)")
        }
        let declined = harness.run(["donations", "delete", "--group", "lunch"], input: ["n"], terminal: true)
        #expect(declined.status == 1 && declined.err.contains("[y/N]"), "\(declined.err)")
        #expect(try listed(harness).count == 20)
    }

    @Test func theLockScreenViewListsEveryDonationNewestFirstWithWhatIdentifiesIt() throws {
        let (harness, ids) = try donated()
        let result = harness.run("donations")
        #expect(result.status == 0)
        let lines = result.out.split(separator: "\n").map(String.init)
        #expect(
            lines.first?.split(separator: " ", omittingEmptySubsequences: true)
                == ["DATE", "TITLE", "SUBTITLE", "SHORTCUT", "TYPE", "GROUP", "IDENTIFIER"])
        #expect(lines.count == 5)
        #expect(lines[1].hasPrefix("2026-12-07 14:00  Order 1 Chicken Noodle Soup"))
        #expect(lines[1].contains("  soup,quantity  ") && lines[1].contains("  dinner  ") && lines[1].hasSuffix(ids[2]))
        #expect(
            lines[2].contains("With Croutons") && lines[2].contains("soup,quantity,orderType,toppings") && lines[2].hasSuffix(ids[1]))
        #expect(
            lines[3].hasPrefix("2026-12-07 12:00  Order lunch") && lines[3].contains("“Start lunch order”")
                && lines[3].contains("activity: viewMenu") && lines[3].hasSuffix("  -"))
        #expect(lines[4].contains("  lunch  ") && lines[4].hasSuffix(ids[0]))
    }

    @Test func itsJSONHasTheSameKeysForInteractionsAndActivities() throws {
        let (harness, ids) = try donated()
        let donations = try listed(harness)
        let keys: Set<String> = [
            "kind", "donationKind", "identifier", "groupIdentifier", "date", "title", "subtitle", "shortcutType", "intent", "userActivity",
        ]
        #expect(donations.allSatisfy { Set($0.keys) == keys })
        #expect(donations.map { $0["kind"] as? String } == ["interaction", "interaction", "userActivity", "interaction"])
        #expect(donations.map { $0["donationKind"] as? String } == ["INInteraction", "INInteraction", "NSUserActivity", "INInteraction"])
        #expect(donations.map { $0["identifier"] as? String } == [ids[2], ids[1], nil, ids[0]])
        #expect(
            donations.map { $0["date"] as? String }
                == ["2026-12-07T14:00:00Z", "2026-12-07T13:00:00Z", "2026-12-07T12:00:00Z", "2026-12-07T11:00:00Z"])
        #expect(donations[0]["groupIdentifier"] as? String == "dinner")
        #expect(donations[1]["groupIdentifier"] is NSNull)
        #expect(donations[1]["subtitle"] as? String == "With Croutons")
        #expect(donations[1]["shortcutType"] as? String == "soup,quantity,orderType,toppings")
        let intent = try #require(donations[1]["intent"] as? [String: Any])
        #expect(intent["soup"] as? String == "newEnglandClamChowder")
        #expect(intent["toppings"] as? [String] == ["croutons"])
        #expect(donations[1]["userActivity"] is NSNull)
        let menu = donations[2]
        #expect(menu["shortcutType"] is NSNull && menu["intent"] is NSNull && menu["groupIdentifier"] is NSNull)
        #expect(menu["subtitle"] as? String == "Start lunch order")
        #expect((menu["userActivity"] as? [String: Any])?["eligibleForPrediction"] as? Bool == true)

        let limited = try harness.run("donations", "--json", "--limit", "2").json()
        #expect((limited["donations"] as? [Any])?.count == 2)
        #expect(limited["more"] as? Bool == true)
        #expect(try harness.run("donations", "--json").json()["more"] as? Bool == false)
    }

    @Test func anOrderDonatedWithAGroupIdentifierSaysSo() throws {
        let harness = try Harness()
        let result = harness.run("order", "tomato", "--group", "lunch")
        #expect(result.status == 0)
        #expect(result.err.contains("Donated as “Order 1 Tomato Soup” in group lunch."))
        let document = try harness.run("order", "tomato", "--group", "lunch-2", "--json").json()
        #expect((document["donation"] as? [String: Any])?["groupIdentifier"] as? String == "lunch-2")
    }

    @Test func anEmptyGroupIdentifierIsRefusedAndNothingIsOrdered() throws {
        let harness = try Harness()
        _ = harness.run("history")
        let before = try harness.snapshot()
        let result = harness.run("order", "tomato", "--group", " ")
        #expect(result.status == 64)
        #expect(result.err.hasPrefix("Error: --group needs a group identifier\nUsage: soupchef order"))
        #expect(try harness.snapshot() == before)
    }

    @Test func deletingByIdentifierDeletesThoseAndIgnoresUnknownOnes() throws {
        let (harness, ids) = try donated()
        let result = harness.run("donations", "delete", "--id", ids[0], "--id", "NOT-AN-ORDER", "--id", ids[2])
        #expect(result.status == 0)
        #expect(result.out == "Deleted 2 donations:\n  \(ids[0])\n  \(ids[2])\n")
        #expect(result.err == "No donation has these identifiers (never donated, or deleted already); ignored: \"NOT-AN-ORDER\".\n")
        #expect(try listed(harness).map { $0["identifier"] as? String } == [ids[1], nil])
        // Orders stay: only their donations went.
        #expect((try harness.run("history", "--json").json()["orders"] as? [Any])?.count == 3)
        // An id is taken without the spaces around it, as `history show` takes one.
        let spaced = harness.run("donations", "delete", "--id", " " + String(ids[1].prefix(8)) + " ")
        #expect(spaced.out == "Deleted 1 donation:\n  \(ids[1])\n", "\(spaced.out)\(spaced.err)")

        let again = try harness.run("donations", "delete", "--id", ids[0], "--json").json()
        #expect(again["call"] as? String == "INInteraction.delete(with: identifiers)")
        #expect(again["count"] as? Int == 0)
        #expect((again["deleted"] as? [String])?.isEmpty == true)
        #expect(again["notFound"] as? [String] == [ids[0]])
    }

    @Test func deletingByGroupDeletesOnlyThatGroup() throws {
        let (harness, ids) = try donated()
        let document = try harness.run("donations", "delete", "--group", "lunch", "--json").json()
        #expect(document["call"] as? String == "INInteraction.delete(with: groupIdentifier)")
        #expect(document["deleted"] as? [String] == [ids[0]])
        #expect(document["count"] as? Int == 1)
        #expect(try listed(harness).map { $0["identifier"] as? String } == [ids[2], ids[1], nil])
        let text = harness.run("donations", "delete", "--group", "dinner")
        #expect(text.out == "Deleted 1 donation in group dinner:\n  \(ids[2])\n")
        let none = harness.run("donations", "delete", "--group", "dinner")
        #expect(none.status == 0)
        #expect(none.out == "No donations in group dinner; nothing deleted.\n")
    }

    @Test func deletingAllInteractionsKeepsUserActivities() throws {
        let (harness, _) = try donated()
        let result = harness.run("donations", "delete", "--all")
        #expect(result.out == "Deleted all donated interactions: 3 donations.\n")
        let left = try listed(harness)
        #expect(left.map { $0["kind"] as? String } == ["userActivity"])
        let predicted = try harness.run("suggestions", "--json").json()["predictions"] as? [[String: Any]]
        #expect(predicted?.map { $0["source"] as? String } == ["userActivity"])
    }

    /// The menu activity has no persistent identifier (as in the iOS 14/15 sample), so deleting
    /// by its type deletes nothing; deleting all activities deletes it.
    @Test func deletingUserActivitiesByPersistentIdentifierAndAll() throws {
        let (harness, _) = try donated()
        #expect(harness.run("--now", "2026-12-07T15:00", "menu").status == 0)
        let result = harness.run("donations", "delete", "--activity", Self.viewMenu)
        #expect(result.out == "No user activity has persistent identifier \(Self.viewMenu); nothing deleted.\n")
        // Why nothing was deleted, and what deletes it.
        #expect(result.err.contains("is the menu activity's type, not a persistent identifier"), "\(result.err)")
        #expect(result.err.contains("only soupchef donations delete --all-activities (deleteAllSavedUserActivities) removes it."), "\(result.err)")
        #expect(try listed(harness).filter { $0["kind"] as? String == "userActivity" }.count == 2)

        let all = try harness.run("donations", "delete", "--all-activities", "--json").json()
        #expect(all["call"] as? String == "NSUserActivity.deleteAllSavedUserActivities()")
        #expect(all["count"] as? Int == 2)
        #expect(all["deleted"] is NSNull)
        #expect(try listed(harness).count == 3)
        let predicted = try harness.run("suggestions", "--json").json()["predictions"] as? [[String: Any]]
        #expect(predicted?.allSatisfy { $0["source"] as? String == "interaction" } == true)
        #expect(predicted?.count == 3)
    }

    /// `--activity` looks its persistent identifiers up first: none saved is nothing to ask about,
    /// and says nothing matched (exit 0, as `--id` and `--group` do); some saved is asked about on
    /// a terminal, and the others are named on stderr and in the JSON's `notFound`.
    @Test func anActivityNothingHasIsLookedUpBeforeAnythingIsAsked() throws {
        let (harness, _) = try donated()
        do {
            let app = try SoupChef(directory: harness.dataDirectory, timeZone: .gmt)
            for (identifier, minute) in [("lunch-activity", 0), ("lunch-activity", 5), ("dinner-activity", 10)] {
                try app.system.donate(
                    UserActivity(activityType: "com.example.order", title: "Order", persistentIdentifier: identifier),
                    date: Date(timeIntervalSince1970: 1_796_644_800 + Double(minute * 60)))
            }
        }
        let before = try harness.snapshot()
        let nothing = harness.run(["donations", "delete", "--activity", "never-saved"], input: ["y"], terminal: true)
        #expect(nothing.status == 0, "\(nothing.err)")
        #expect(!nothing.err.contains("[y/N]"), "\(nothing.err)")
        #expect(nothing.out == "No user activity has persistent identifier never-saved; nothing deleted.\n")
        #expect(try harness.snapshot() == before)
        let none = try harness.run("donations", "delete", "--activity", "never-saved", "--json").json()
        #expect(none["count"] as? Int == 0 && none["notFound"] as? [String] == ["never-saved"])
        // Declined: nothing deleted.
        let declined = harness.run(["donations", "delete", "--activity", "lunch-activity"], input: ["n"], terminal: true)
        #expect(declined.status == 1 && declined.err.contains("Delete this user activity for good? [y/N]"), "\(declined.err)")
        #expect(try harness.snapshot() == before)
        // One saved, one not: asked, deleted, the other named.
        let some = harness.run(["donations", "delete", "--activity", "lunch-activity", "--activity", "never-saved"], input: ["y"], terminal: true)
        #expect(some.status == 0, "\(some.err)")
        #expect(some.out == "Deleted 2 user activities with persistent identifier lunch-activity.\n")
        #expect(
            some.err.hasSuffix(
                "No user activity has these persistent identifiers (never saved, or deleted already); ignored: \"never-saved\".\n"), "\(some.err)")
        let json = try harness.run("donations", "delete", "--activity", "dinner-activity", "--activity", "gone", "--json").json()
        #expect(json["count"] as? Int == 1 && json["notFound"] as? [String] == ["gone"])
    }

    @Test(arguments: [
        ([String](), "say what to delete"),
        (["--all", "--group", "lunch"], "give only one of"),
        (["--id", "A", "--activity", "B"], "give only one of"),
        (["--group", ""], "--group cannot be empty"),
        (["--id", " "], "--id cannot be empty"),
        (["--every"], "unknown option '--every'"),
    ])
    func aDeletionThatSaysNothingOrTooMuchIsAUsageErrorAndDeletesNothing(options: [String], message: String) throws {
        let (harness, _) = try donated()
        let before = try harness.snapshot()
        let result = harness.run(["donations", "delete"] + options)
        #expect(result.status == 64)
        #expect(result.err.hasPrefix("Error: " + message), "\(result.err)")
        #expect(result.err.contains("Usage: soupchef donations delete"))
        #expect(try harness.snapshot() == before)
    }

    @Test func anUnknownSubcommandIsAUsageError() throws {
        let harness = try Harness()
        let result = harness.run("donations", "remove")
        #expect(result.status == 64)
        #expect(result.err.hasPrefix("Error: 'remove' is not a subcommand of 'donations'. Did you mean 'delete'?\n"), "\(result.err)")
        // Other tools' words for a subcommand are answered with soupchef's; a listing's `list`
        // with the command that lists.
        let words: [([String], String)] = [
            (["shortcuts", "rm", "52"], "'rm' is not a subcommand of 'shortcuts'. Did you mean 'delete'?"),
            (["shortcuts", "new"], "'new' is not a subcommand of 'shortcuts'. Did you mean 'add'?"),
            (["history", "list"], "'list' is not a subcommand of 'history'. 'soupchef history' alone lists them."),
            (["history", "wipe"], "'wipe' is not a subcommand of 'history'. Did you mean 'clear'?"),
            (["menu", "show"], "'show' is not a subcommand of 'menu'. 'soupchef menu' alone lists them."),
            (["history", "view"], "'view' is not a subcommand of 'history'. 'soupchef history' alone lists them."),
        ]
        for (arguments, message) in words {
            let run = harness.run(arguments)
            #expect(run.status == 64 && run.err.hasPrefix("Error: " + message + "\n"), "\(arguments): \(run.err)")
        }
    }
}
