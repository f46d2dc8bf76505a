import Foundation
import Testing

@testable import SoupChefCLI

private func expandedPhrases(_ result: Harness.Result) throws -> [String] {
    let shortcuts = try #require(try result.json()["appShortcuts"] as? [[String: Any]])
    return shortcuts.flatMap { ($0["expandedPhrases"] as? [[String: Any]] ?? []).compactMap { $0["phrase"] as? String } }
}

@Suite struct AppIntentsCommandTests {
    @Test func appShortcutsListTheExpandedPhrasesAndFollowTheMenu() throws {
        let harness = try Harness()
        let listed = harness.run("--ios", "16", "app-shortcuts", "--json")
        #expect(listed.status == 0, "\(listed.err)")
        #expect(try listed.json()["ios"] as? Int == 16)
        let phrases = try expandedPhrases(listed)
        #expect(phrases.contains("Order Tomato Soup from Soup Chef"))
        #expect(phrases.contains("Order Soup Chef"))

        #expect(harness.run("menu", "disable", "tomato").status == 0)
        #expect(try !expandedPhrases(harness.run("--ios", "16", "app-shortcuts", "--json")).contains("Order Tomato Soup from Soup Chef"))
        #expect(harness.run("menu", "enable", "tomato").status == 0)
        #expect(try expandedPhrases(harness.run("--ios", "16", "app-shortcuts", "--json")).contains("Order Tomato Soup from Soup Chef"))
        // Every soup unavailable: the phrase naming one is heard as none, and says so.
        for soup in ["tomato", "chicken", "new england"] { #expect(harness.run("menu", "disable", soup).status == 0) }
        let none = harness.run("--ios", "16", "app-shortcuts")
        #expect(
            none.out.hasSuffix("  Order ${soup} from ${applicationName}\n    (no phrase now: no soup it could name is available)\n"), "\(none.out)")
    }

    @Test func appShortcutsNeedIOS16AndTheEnvironmentChoosesIt() throws {
        let harness = try Harness()
        let old = harness.run("app-shortcuts")
        #expect(old.status == 1)
        #expect(old.err.contains("App Shortcuts need iOS 16 or later; soupchef simulates iOS 15."))
        // The hint is a whole command, its --ios the one it needs, not the one given.
        let given = harness.run("--ios", "15", "app-shortcuts")
        #expect(given.errLines.last == "Run it on iOS 16 (or set SOUPCHEF_IOS=16): soupchef --ios 16 app-shortcuts", "\(given.err)")
        harness.environment["SOUPCHEF_IOS"] = "17"
        let text = harness.run("app-shortcuts")
        #expect(text.status == 0, "\(text.err)")
        #expect(text.out.contains("Order Soup (OrderSoup), orange tile\n  Order ${applicationName}\n    “Order Soup Chef”\n"))
    }

    @Test func aBadIOSIsAUsageError() throws {
        let harness = try Harness()
        let result = harness.run("--ios", "9", "app-shortcuts")
        #expect(result.status == 64)
        #expect(result.err.contains("--ios must be between 12 and 26, not 9"))
        harness.environment["SOUPCHEF_IOS"] = "sixteen"
        #expect(harness.run("menu").status == 64)
    }

    @Test func siriOnIOS16OrdersThroughPerformWithApplesDialogs() throws {
        let harness = try Harness()
        let said = harness.run("--ios", "16", "siri", "Order tomato soup from Soup Chef", "--answer", "Civic Center", "--yes")
        #expect(said.status == 0, "\(said.err)")
        let lines = said.out.split(separator: "\n").map(String.init)
        #expect(lines.contains("(iOS 16, App Intents: OrderSoup.perform())"))
        #expect(lines.contains("Siri: Which store?"))
        #expect(lines.contains("Siri: Your total is $2.95. ready to order?"))
        #expect(lines.contains("  │ Pick up from Civic Center │"))
        #expect(lines.contains("Siri: Your total is $2.95. Your Tomato Soup order will be ready in 10:00."))
        #expect(lines.contains("  │ Order Confirmed           │"))
        let history = try harness.run("history", "--json").json()
        let orders = try #require(history["orders"] as? [[String: Any]])
        #expect(orders.count == 1)
        #expect(orders.first?["store"] as? String == "Civic Center")
    }

    @Test func aVoiceShortcutRecordedOnIOS15OrdersOnIOS16ThroughTheMigratedIntent() throws {
        let harness = try Harness()
        let order = try harness.placeOrder("chicken", "--store", "Civic Center")
        #expect(harness.run("--ios", "15", "shortcuts", "add", "--order", order, "--phrase", "Soup time").status == 0)
        // The donated intent carries no store (Apple's Order.intent), so perform() asks for one.
        let said = harness.run("--ios", "16", "siri", "Soup time", "--answer", "Civic Center", "--yes", "--json")
        #expect(said.status == 0, "\(said.err)")
        let document = try said.json()
        #expect(document["ios"] as? Int == 16)
        #expect(document["path"] as? String == "App Intents: OrderSoup.perform(), migrated from OrderSoupIntent")
        #expect(document["outcome"] as? String == "ordered")
        #expect(document["order"] is [String: Any])
        #expect(try (harness.run("history", "--json").json()["orders"] as? [Any])?.count == 2)
    }

    @Test func aMenuVoiceShortcutRecordedOnIOS15OpensTheMenuOnIOS16() throws {
        let harness = try Harness()
        #expect(harness.run("--ios", "15", "shortcuts", "add", "--menu", "--phrase", "Show me soups").status == 0)
        let said = harness.run("--ios", "16", "siri", "Show me soups")
        #expect(said.status == 0, "\(said.err)")
        #expect(said.out.contains("Siri: Opening Soup Chef.\n"))
        #expect(said.out.contains("Tomato Soup"))
        let document = try harness.run("--ios", "16", "--json", "siri", "Show me soups").json()
        #expect(document["outcome"] as? String == "continueInApp")
        #expect((document["userActivity"] as? [String: Any]) != nil)
    }

    /// From iOS 16 the App Shortcut phrases are those of the soups on offer: the phrase of a
    /// disabled soup is not understood, and the command says how to put it back.
    @Test func aDisabledSoupsPhraseIsNotUnderstoodAndSaysHowToMendIt() throws {
        let harness = try Harness()
        #expect(harness.run("menu", "disable", "tomato", "--yes").status == 0)
        let said = harness.run("--ios", "16", "siri", "Order tomato soup from Soup Chef")
        #expect(said.status == 1)
        #expect(said.errLines.last == "Tomato Soup is disabled; put it back on the menu with: soupchef menu enable tomatoSoup", "\(said.err)")
        let other = harness.run("--ios", "16", "siri", "Order a pizza from Soup Chef")
        #expect(other.status == 1 && !other.err.contains("disabled"), "\(other.err)")
    }

    /// Heard with its spaces aside, an App Shortcut phrase still gives way to a voice shortcut
    /// heard the same way: voice shortcuts come first.
    @Test func aVoiceShortcutComesFirstWhenBothAreHeardWithoutTheirSpaces() throws {
        let harness = try Harness()
        #expect(harness.run("shortcuts", "add", "--menu", "--phrase", "ORDER  soup-chef!").status == 0)
        let joined = try harness.run("--ios", "16", "--json", "siri", "OrderSoupChef").json()
        #expect(joined["outcome"] as? String == "continueInApp")
        let other = try harness.run("--ios", "16", "--json", "siri", "OrderTomatoSoupfromSoupChef", "--yes").json()
        #expect(other["outcome"] as? String != "continueInApp")
    }

    @Test func theSiriKitPathNamesItselfOnlyWhenTheReleaseIsChosen() throws {
        let harness = try Harness()
        let chosen = harness.run("--ios", "15", "siri", "Order Soup Chef", "--answer", "tomato", "--yes", "--json")
        #expect(try chosen.json()["path"] as? String == "SiriKit")
        let defaulted = harness.run("siri", "Order Soup Chef", "--answer", "tomato", "--yes", "--json")
        #expect(try defaulted.json()["path"] == nil)
        #expect(try defaulted.json()["ios"] == nil)
        // The document says what was donated; stderr keeps nothing but a failure's document.
        let ordered = harness.run("siri", "Order Soup Chef", "--answer", "tomato", "--answer", "Ferry Building", "--yes", "--json")
        #expect(ordered.status == 0 && ordered.err.isEmpty, "\(ordered.err)")
        #expect((try ordered.json()["donation"] as? [String: Any])?["title"] as? String == "Order 1 Tomato Soup")
    }

    @Test func aDeclinedQuantityConfirmationOrdersNothing() throws {
        let harness = try Harness()
        let order = try harness.placeOrder("new england", "-q", "6")
        #expect(harness.run("shortcuts", "add", "--order", order, "--phrase", "Chowder party").status == 0)
        let said = harness.run("--ios", "16", "siri", "Chowder party", "--answer", "no")
        #expect(said.status == 1)
        #expect(said.out.contains("Siri: Just to confirm, you would like to order 6 soups?\n"))
        #expect(said.out.contains("Siri: OK, Order Cancelled\n"))
        #expect(try (harness.run("history", "--json").json()["orders"] as? [Any])?.count == 1)
    }

    @Test func aVoiceShortcutWithAnAppShortcutPhraseIsReportedAsACollision() throws {
        let harness = try Harness()
        let order = try harness.placeOrder("tomato")
        #expect(harness.run("shortcuts", "add", "--order", order, "--phrase", "order tomato soup from soup chef!").status == 0)
        let text = harness.run("--ios", "16", "app-shortcuts")
        #expect(text.status == 0)
        #expect(text.err.contains("warning: “Order Tomato Soup from Soup Chef” is also the voice shortcut “order tomato soup from soup chef!”"))
        let shortcuts = try #require(try harness.run("--ios", "16", "app-shortcuts", "--json").json()["appShortcuts"] as? [[String: Any]])
        let problems = try #require(shortcuts.first?["problems"] as? [[String: Any]])
        #expect(problems.map { $0["rule"] as? String } == ["collision"])
        // Nothing matched: the phrase the two say alike is among the closest once, not twice.
        let missed = harness.run("--ios", "16", "siri", "Order tomato soop from Soup Chefz")
        #expect(missed.status == 1)
        #expect(
            missed.errLines.last
                == "Error: Nothing matched “Order tomato soop from Soup Chefz”. Closest phrases: “order tomato soup from soup chef!”, "
                + "“Order Chicken Noodle Soup from Soup Chef”, “Order Soup Chef”.", "\(missed.err)")
    }
    @Test func donationsTellAppIntentsDonationsFromINInteractionsAndMenuDisableDeletesBoth() throws {
        let harness = try Harness()
        let siriKit = try harness.placeOrder("tomato", "--store", "Civic Center")
        let said = harness.run("--ios", "16", "siri", "Order tomato soup from Soup Chef", "--answer", "Civic Center", "--yes", "--json")
        #expect(said.status == 0, "\(said.err)")
        let donation = try #require(try said.json()["donation"] as? [String: Any])
        #expect(donation["donationKind"] as? String == "App Intents")
        #expect((donation["intent"] as? [String: Any])?["type"] as? String == "OrderSoup")
        let appIntents = try #require(donation["identifier"] as? String)

        let listed = try #require(try harness.run("donations", "--json").json()["donations"] as? [[String: Any]])
        #expect(listed.map { $0["donationKind"] as? String } == ["App Intents", "INInteraction"])
        #expect(listed.map { $0["kind"] as? String } == ["interaction", "interaction"])
        #expect(listed.map { $0["identifier"] as? String } == [appIntents, siriKit])
        #expect(listed.first?["title"] as? String == "Order 1 Tomato Soup for pickup")

        // The KIND column shows on iOS 16 and later; iOS 15's table is unchanged.
        let new = harness.run("--ios", "16", "donations")
        #expect(new.out.hasPrefix("DATE"))
        #expect(new.out.split(separator: "\n").first?.hasSuffix("IDENTIFIER                            KIND") == true)
        #expect(new.out.contains("\(appIntents)  App Intents\n"))
        #expect(new.out.contains("\(siriKit)  INInteraction\n"))
        let old = harness.run("donations")
        #expect(!old.out.contains("KIND"))
        #expect(old.out.contains("\(siriKit)\n"))

        let disabled = harness.run("menu", "disable", "tomato", "--json")
        #expect(disabled.status == 0, "\(disabled.err)")
        let removed = try #require(try disabled.json()["removedDonations"] as? [String])
        #expect(Set(removed) == [appIntents, siriKit])
        let left = try #require(try harness.run("donations", "--json").json()["donations"] as? [Any])
        #expect(left.isEmpty)
    }

    /// `IntentDonationManager.deleteDonations(matching:)`: by intent type, by entity, or both;
    /// an `INInteraction` of the same soup stays, and a type the app lacks is a usage error.
    @Test func appIntentsDonationsAreDeletedByIntentTypeAndByEntity() throws {
        let harness = try Harness()
        let siriKit = try harness.placeOrder("tomato")
        func siri(_ soup: String) throws -> String {
            let said = harness.run("--ios", "16", "siri", "Order \(soup) from Soup Chef", "--answer", "Civic Center", "--yes", "--json")
            #expect(said.status == 0, "\(said.err)")
            return try #require((try said.json()["donation"] as? [String: Any])?["identifier"] as? String)
        }
        let tomato = try siri("tomato soup")
        let chicken = try siri("chicken noodle soup")
        let clam = try siri("new england clam chowder")
        func left() throws -> Set<String> {
            let listed = try #require(try harness.run("donations", "--json").json()["donations"] as? [[String: Any]])
            return Set(listed.compactMap { $0["identifier"] as? String })
        }

        let byEntity = try harness.run("donations", "delete", "--entity", "tomatoSoup", "--json").json()
        #expect(byEntity["call"] as? String == "IntentDonationManager.deleteDonations(matching: .entityIdentifier(_:))")
        #expect(byEntity["deleted"] as? [String] == [tomato])
        #expect(try left() == [siriKit, chicken, clam])

        let both = harness.run("donations", "delete", "--intent-type", "OrderSoup", "--entity", "chickenNoodleSoup")
        #expect(both.status == 0)
        #expect(both.out == "Deleted 1 App Intents donation of OrderSoup holding chickenNoodleSoup:\n  \(chicken)\n")
        #expect(try left() == [siriKit, clam])

        // Nothing matches: nothing is asked, even on a terminal.
        let none = harness.run(["donations", "delete", "--entity", "tomatoSoup"], terminal: true)
        #expect(none.status == 0)
        #expect(none.out == "No App Intents donations holding tomatoSoup; nothing deleted.\n")
        // Something matches: a terminal is asked first, and "no" deletes nothing.
        let declined = harness.run(["donations", "delete", "--entity", "newEnglandClamChowder"], input: ["n"], terminal: true)
        #expect(declined.status == 1)
        #expect(declined.err.contains("Delete every App Intents donation holding newEnglandClamChowder for good?"), "\(declined.err)")

        let typo = harness.run("donations", "delete", "--intent-type", "OrderSop")
        #expect(typo.status == 64)
        #expect(typo.err.hasPrefix("Error: --intent-type OrderSop is not one of the app's App Intents (OrderSoup). Did you mean \"OrderSoup\"?\n"))
        let siriKitType = harness.run("donations", "delete", "--intent-type", "OrderSoupIntent")
        #expect(siriKitType.status == 64)
        #expect(siriKitType.err.hasPrefix("Error: OrderSoupIntent is a SiriKit intent, not an App Intent: its donations are INInteractions"))
        #expect(harness.run("donations", "delete", "--entity", "clamChowder", "--all").status == 64)
        #expect(try left() == [siriKit, clam])

        let byType = try harness.run("donations", "delete", "--intent-type", "OrderSoup", "--json").json()
        #expect(byType["call"] as? String == "IntentDonationManager.deleteDonations(matching: .intentType(_:))")
        #expect(byType["deleted"] as? [String] == [clam])
        #expect(try left() == [siriKit])
    }
}
