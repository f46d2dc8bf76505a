import Foundation
import Testing

@testable import SoupChefCLI

extension Harness {
    /// Places an order and returns its id.
    func placeOrder(_ arguments: String...) throws -> String {
        let placed = run(["--json", "order"] + arguments)
        #expect(placed.status == 0, "order failed: \(placed.err)")
        let order = try #require(try placed.json()["order"] as? [String: Any])
        return try #require(order["id"] as? String)
    }

    /// The voice shortcuts, as `shortcuts list --json` prints them.
    func voiceShortcuts() throws -> [[String: Any]] {
        let listed = run("--json", "shortcuts", "list")
        #expect(listed.status == 0)
        return try #require(try listed.json()["voiceShortcuts"] as? [[String: Any]])
    }

    func orderCount() throws -> Int {
        let history = run("--json", "history", "--limit", "0")
        return try #require(try history.json()["orders"] as? [Any]).count
    }
}

@Suite struct ShortcutsCommandTests {
    @Test func addingForAnOrderUsesTheSuggestedPhraseAndListsIt() throws {
        let harness = try Harness()
        let id = try harness.placeOrder("tomato", "-q", "2", "-t", "cheese")
        let added = harness.run("shortcuts", "add", "--order", String(id.prefix(6)).lowercased())
        #expect(added.status == 0)
        #expect(added.out.hasPrefix("Added “Soup time” for Order 2 Tomato Soup for pickup — With Cheese.\n"))
        #expect(added.err.contains("Say it: soupchef siri 'Soup time'"))

        let listed = harness.run("shortcuts")
        #expect(listed.status == 0)
        let lines = listed.out.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines[0].hasPrefix("ID "))
        #expect(lines[1].contains("“Soup time”"))
        #expect(lines[1].hasSuffix("ready"))

        let shortcut = try #require(try harness.voiceShortcuts().first)
        #expect(shortcut["invocationPhrase"] as? String == "Soup time")
        #expect(shortcut["created"] as? String == "2026-12-07T12:00:00Z")
        #expect(shortcut["available"] as? Bool == true)
        #expect(shortcut["unavailableReason"] is NSNull)
        let inner = try #require(shortcut["shortcut"] as? [String: Any])
        #expect(inner["kind"] as? String == "intent")
        let intent = try #require(inner["intent"] as? [String: Any])
        #expect(intent["soup"] as? String == "tomatoSoup")
        #expect(intent["quantity"] as? Int == 2)
        #expect(intent["toppings"] as? [String] == ["cheese"])
    }

    @Test func theOrderDetailsOfferAddToSiriThenShowThePhrase() throws {
        let harness = try Harness()
        let id = try harness.placeOrder("tomato")
        #expect(harness.run("history", "show", id).out.hasSuffix("  Siri:       Add to Siri: soupchef shortcuts add --order \(id.prefix(8))\n"))
        #expect(harness.run("shortcuts", "add", "--order", id).status == 0)
        let shortcutID = try #require(try harness.voiceShortcuts().first?["identifier"] as? String)
        #expect(
            harness.run("history", "show", id).out.hasSuffix(
                "  Siri:       “Soup time” (soupchef shortcuts edit \(shortcutID.prefix(8)) --phrase '<new phrase>')\n"))
    }

    @Test func theMenuShortcutDefaultsToStartLunchOrder() throws {
        let harness = try Harness()
        let added = harness.run("--json", "shortcuts", "add", "--menu")
        #expect(added.status == 0)
        let document = try added.json()
        #expect(document["action"] as? String == "added")
        let shortcut = try #require(document["voiceShortcut"] as? [String: Any])
        #expect(shortcut["invocationPhrase"] as? String == "Start lunch order")
        let inner = try #require(shortcut["shortcut"] as? [String: Any])
        #expect(inner["kind"] as? String == "userActivity")
        #expect(harness.run("shortcuts").out.contains("Order lunch (opens the menu)"))
    }

    @Test func anOrderWithAShortcutGetsTheEditCommandInsteadWhenNobodyCanBeAsked() throws {
        let harness = try Harness()
        let first = try harness.placeOrder("tomato", "-q", "2")
        #expect(harness.run("shortcuts", "add", "--order", first, "--phrase", "Tomato time").status == 0)
        let shortcutID = try #require(try harness.voiceShortcuts().first?["identifier"] as? String)
        // A later order of the same thing is the same shortcut.
        let second = try harness.placeOrder("tomato", "-q", "2")
        let before = try harness.snapshot()
        let again = harness.run("shortcuts", "add", "--order", second, "--phrase", "More tomato")
        #expect(again.status == 1)
        #expect(again.out.isEmpty)
        #expect(again.err.contains("already has the voice shortcut “Tomato time” (\(shortcutID.prefix(8)))"))
        #expect(again.err.contains("The shortcut of order "), "\(again.err)")
        #expect(again.err.contains("soupchef shortcuts edit \(shortcutID.prefix(8)) --phrase 'More tomato'"))
        #expect(try harness.snapshot() == before)
        // A phrase the edit would refuse is refused first, not recommended.
        let empty = harness.run("shortcuts", "add", "--order", second, "--phrase", "")
        #expect(empty.status == 64 && empty.err.hasPrefix("Error: The phrase is empty") && !empty.err.contains("shortcuts edit"), "\(empty.err)")
        #expect(try harness.snapshot() == before)
    }

    @Test(arguments: [false, true])
    func addingThePhraseAShortcutHasAlreadyChangesNothingAndSucceeds(terminal: Bool) throws {
        let harness = try Harness()
        let order = try harness.placeOrder("tomato")
        let added = harness.run("shortcuts", "add", "--order", order, "--phrase", "Tomato time")
        #expect(added.status == 0)
        let id = try #require(try harness.voiceShortcuts().first?["identifier"] as? String)
        let before = try harness.snapshot()
        let again = harness.run(["shortcuts", "add", "--order", order, "--phrase", " Tomato  time "], terminal: terminal)
        #expect(again.status == 0, "\(again.err)")
        #expect(again.out.contains("has the voice shortcut “Tomato time” already; nothing changed."), "\(again.out)")
        #expect(again.out.contains("Voice shortcut \(id)"))
        #expect(!again.err.contains("shortcuts edit") && !again.err.contains("Change its phrase"), "\(again.err)")
        #expect(try harness.snapshot() == before)
        let json = harness.run("--json", "shortcuts", "add", "--order", order, "--phrase", "Tomato time")
        #expect(json.status == 0)
        #expect(try json.json()["action"] as? String == "unchanged")
        #expect(try (json.json()["voiceShortcut"] as? [String: Any])?["identifier"] as? String == id)
        // Said differently, the phrase is still an edit to offer: it changes how it is shown.
        let other = harness.run("shortcuts", "add", "--order", order, "--phrase", "tomato time!")
        #expect(other.status == 1)
        #expect(other.err.contains("soupchef shortcuts edit \(id.prefix(8)) --phrase 'tomato time!'"))
        let menu = harness.run("shortcuts", "add", "--menu")
        #expect(menu.status == 0)
        #expect(harness.run("shortcuts", "add", "--menu", "--phrase", "Start lunch order").status == 0)
    }

    @Test func onATerminalAnExistingShortcutCanBeEditedInstead() throws {
        let harness = try Harness()
        let order = try harness.placeOrder("tomato")
        #expect(harness.run("shortcuts", "add", "--order", order).status == 0)
        let declined = harness.run(["shortcuts", "add", "--order", order], input: ["n"], terminal: true)
        #expect(declined.status == 1)
        #expect(declined.err.contains("Change its phrase instead? [y/N]"))
        #expect(try harness.voiceShortcuts().map { $0["invocationPhrase"] as? String } == ["Soup time"])

        let edited = harness.run(["shortcuts", "add", "--order", order], input: ["y", "Call it lunch", "Lunch please"], terminal: true)
        #expect(edited.status == 0)
        #expect(edited.err.contains("Siri can't use that phrase: Siri keeps “call …” for itself"))
        #expect(edited.out.hasPrefix("Changed “Soup time” to “Lunch please” for Order 1 Tomato Soup"))
        #expect(try harness.voiceShortcuts().map { $0["invocationPhrase"] as? String } == ["Lunch please"])
    }

    @Test(arguments: [
        ("", "The phrase is empty"),
        ("  ?! ", "The phrase is empty"),
        ("Call the soup shop", "Siri keeps “call …” for itself (Siri places phone calls with it)"),
        ("What time is it?", "Siri keeps “what time is it” for itself"),
        ("Hey Siri soup", "Siri keeps “hey siri …” for itself"),
        (String(repeating: "soup ", count: 13), "Siri records phrases of at most 60"),
    ])
    func unusablePhrasesAreUsageErrorsThatChangeNothing(phrase: String, reason: String) throws {
        let harness = try Harness()
        let order = try harness.placeOrder("tomato")
        let before = try harness.snapshot()
        let refused = harness.run("shortcuts", "add", "--order", order, "--phrase", phrase)
        #expect(refused.status == 64)
        #expect(refused.out.isEmpty)
        let lines = refused.err.split(separator: "\n")
        #expect(lines.first?.hasPrefix("Error: ") == true)
        #expect(lines.first?.contains(reason) == true)
        #expect(lines.dropFirst().first?.hasPrefix("Usage: soupchef shortcuts add") == true)
        #expect(try harness.snapshot() == before)
    }

    @Test func aPhraseTakenByAnotherShortcutIsRefused() throws {
        let harness = try Harness()
        let tomato = try harness.placeOrder("tomato")
        let chowder = try harness.placeOrder("new england")
        #expect(harness.run("shortcuts", "add", "--order", tomato).status == 0)
        let before = try harness.snapshot()
        let taken = harness.run("shortcuts", "add", "--order", chowder, "--phrase", "SOUP-TIME!")
        #expect(taken.status == 1)
        #expect(taken.err.contains("“SOUP-TIME!” is the same phrase as “Soup time”"))
        // Accents do not count either, and the message says so.
        let accented = harness.run("shortcuts", "add", "--order", chowder, "--phrase", "Soúp tíme")
        #expect(accented.status == 1)
        #expect(accented.err.contains("(case, accents, spacing and punctuation do not count)"), "\(accented.err)")
        #expect(try harness.snapshot() == before)
        // The default phrase is taken too; on a terminal, another can be typed.
        let retried = harness.run(["shortcuts", "add", "--order", chowder], input: ["Chowder time"], terminal: true)
        #expect(retried.status == 0)
        #expect(retried.err.contains("“Soup time” is already the phrase of voice shortcut"))
        #expect(try harness.voiceShortcuts().map { $0["invocationPhrase"] as? String } == ["Soup time", "Chowder time"])
    }

    /// A taken phrase is refused with what to do about it: another phrase, or the shortcut that
    /// has it deleted first. The same from `add` and `edit`, in text and in JSON.
    @Test func aTakenPhraseSaysWhatToDo() throws {
        let harness = try Harness()
        let tomato = try harness.placeOrder("tomato")
        #expect(harness.run("shortcuts", "add", "--order", tomato).status == 0)
        #expect(harness.run("shortcuts", "add", "--menu").status == 0)
        let ids = try harness.voiceShortcuts().compactMap { ($0["identifier"] as? String)?.prefix(8) }
        let advice = "Give another phrase with --phrase, or delete that voice shortcut first: soupchef shortcuts delete "
        let added = harness.run("shortcuts", "add", "--order", tomato, "--phrase", "x")
        #expect(added.status == 1)  // the order has one already: that is another refusal, with its own advice
        let taken = harness.run("shortcuts", "edit", String(ids[1]), "--phrase", "soup time!")
        #expect(taken.status == 1)
        #expect(taken.err.hasSuffix(").\n" + advice + ids[0] + "\n"), "\(taken.err)")
        let order = try harness.placeOrder("new england")
        let addedTaken = harness.run("shortcuts", "add", "--order", order, "--phrase", "Start lunch order")
        #expect(addedTaken.status == 1)
        #expect(addedTaken.err.hasSuffix("\n" + advice + ids[1] + "\n"), "\(addedTaken.err)")
        let json = harness.run("--json", "shortcuts", "add", "--order", order, "--phrase", "Start lunch order")
        let error = try #require((try JSONSerialization.jsonObject(with: Data(json.err.utf8)) as? [String: Any])?["error"] as? [String: Any])
        #expect(error["hint"] as? String == advice + ids[1])
        #expect(error["status"] as? Int == 1)
    }

    @Test func editAndDeleteTakeAUniquePrefixOfTheID() throws {
        let harness = try Harness()
        #expect(harness.run("shortcuts", "add", "--menu").status == 0)
        let id = try #require(try harness.voiceShortcuts().first?["identifier"] as? String)

        let edited = harness.run("shortcuts", "edit", String(id.prefix(4)).lowercased(), "--phrase", "Show me soup")
        #expect(edited.status == 0)
        #expect(edited.out == "Changed “Start lunch order” to “Show me soup” for Order lunch (opens the menu).\n")
        let same = harness.run("shortcuts", "edit", id, "--phrase", "Show me  soup")
        #expect(same.status == 0)
        #expect(same.out == "“Show me soup” is already the phrase for Order lunch (opens the menu); nothing changed.\n")

        let missingPhrase = harness.run("shortcuts", "edit", id)
        #expect(missingPhrase.status == 64)
        #expect(
            missingPhrase.err.hasPrefix(
                "Error: edit needs the new phrase: --phrase <phrase>\nUsage: soupchef shortcuts edit <voice-shortcut-id> --phrase <phrase>\n"))

        let deleted = harness.run("--json", "shortcuts", "delete", id)
        #expect(deleted.status == 0)
        #expect(try deleted.json()["action"] as? String == "deleted")
        #expect(try harness.voiceShortcuts().isEmpty)

        let again = harness.run("shortcuts", "delete", id)
        #expect(again.status == 1)
        #expect(again.err == "Error: No voice shortcut has an id starting with \"\(id)\" (soupchef shortcuts list lists them).\n")
        #expect(harness.run("shortcuts", "edit", "ffff", "--phrase", "x y").status == 1)
    }

    @Test func addNeedsExactlyOneOfOrderAndMenu() throws {
        let harness = try Harness()
        let neither = harness.run("shortcuts", "add")
        #expect(neither.status == 64)
        #expect(neither.err.hasPrefix("Error: say what to add: --order <order-id> or --menu\n"))
        let both = harness.run("shortcuts", "add", "--menu", "--order", "ABC")
        #expect(both.status == 64)
        #expect(
            harness.run("shortcuts", "add", "--order", "FFFF").err
                == "Error: No order has an id starting with \"FFFF\" (soupchef history lists them).\n")
    }

    /// A phrase Siri refuses is a usage error (64) whether or not the order or shortcut named
    /// exists, and nothing is created.
    @Test func aRefusedPhraseIsAUsageErrorWhateverTheDataHolds() throws {
        let harness = try Harness()
        for command in [["shortcuts", "add", "--order", "7F", "--phrase", ""], ["shortcuts", "edit", "7F", "--phrase", "cancel"]] {
            let result = harness.run(command)
            #expect(result.status == 64, "\(command): \(result.err)")
        }
        #expect(FileManager.default.fileExists(atPath: harness.dataDirectory) == false)
    }

    @Test func aShortcutWhoseSoupIsUnavailableStaysAndSaysSo() throws {
        let harness = try Harness()
        let order = try harness.placeOrder("tomato")
        #expect(harness.run("shortcuts", "add", "--order", order).status == 0)
        #expect(harness.run("menu", "disable", "tomato").status == 0)
        let shortcut = try #require(try harness.voiceShortcuts().first)
        #expect(shortcut["available"] as? Bool == false)
        #expect(shortcut["unavailableReason"] as? String == "Tomato Soup is disabled")
        #expect(harness.run("shortcuts", "list").out.contains("unavailable: Tomato Soup is disabled"))
    }

    /// A phrase that is also one of the app's App Shortcut phrases takes it over: Siri runs the
    /// voice shortcut, which may order another soup than the words name. Said when it is
    /// recorded, as `app-shortcuts` says it on iOS 16.
    @Test func aPhraseThatIsAnAppShortcutPhraseIsNoted() throws {
        let harness = try Harness()
        let order = try harness.placeOrder("chicken")
        let added = harness.run("shortcuts", "add", "--order", order, "--phrase", "Order tomato soup from Soup Chef")
        #expect(added.status == 0, "\(added.err)")
        #expect(
            added.err.contains(
                "“Order tomato soup from Soup Chef” is also the App Shortcut phrase “Order Tomato Soup from Soup Chef”, which orders Tomato Soup;"
                    + " said to Siri, it runs this voice shortcut instead: Order 1 Chicken Noodle Soup."), "\(added.err)")
        let siri = harness.run("siri", "Order tomato soup from soup chef", "--answer", "ferry", "--yes")
        #expect(siri.out.contains("Chicken Noodle Soup"), "\(siri.out)")
        let plain = harness.run("shortcuts", "add", "--order", try harness.placeOrder("tomato"), "--phrase", "Lunch time")
        #expect(!plain.err.contains("App Shortcut phrase"), "\(plain.err)")
        #expect(!plain.err.contains("app's phrase"), "\(plain.err)")
        // Up to iOS 15 the app's phrases take a soup by the start of its name and "for delivery"
        // after them: a voice shortcut of those words takes them over too, and is said to.
        let prefix = harness.run(
            "shortcuts", "add", "--order", try harness.placeOrder("chicken", "--quantity", "2"), "--phrase", "Order tomato from Soup Chef")
        #expect(
            prefix.err.contains(
                "“Order tomato from Soup Chef” is also heard, up to iOS 15, as the app's phrase “Order ${soup} from Soup Chef”, which orders"
                    + " Tomato Soup; said to Siri, it runs this voice shortcut instead: Order 2 Chicken Noodle Soup."), "\(prefix.err)")
        let ending = harness.run("shortcuts", "add", "--menu", "--phrase", "Order Soup Chef for delivery")
        #expect(ending.err.contains("is also heard, up to iOS 15, as the app's phrase “Order Soup Chef”"), "\(ending.err)")
    }
}
