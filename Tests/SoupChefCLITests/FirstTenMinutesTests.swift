import Foundation
import TestSupport
import Testing

@testable import SoupChefCLI

/// A newcomer's first ten minutes: answers from anywhere, output that fits, a way forward, limits
/// honoured, one rule for deleting, progress, and the conventions of git, gh and cargo.
@Suite struct FirstTenMinutesTests {
    // MARK: 1. Answers piped on standard input

    @Test func siriTakesItsAnswersFromStandardInputWhenItIsNotATerminal() throws {
        let harness = try Harness()
        let result = harness.run(["siri", "Order tomato soup from Soup Chef"], input: ["Ferry Building", "yes"])
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out.contains("You: Ferry Building\n"))
        #expect(result.out.contains("You: yes\n"))
        #expect(result.out.contains("Order "))
        let orders = try #require(try harness.run("history", "--json").json()["orders"] as? [[String: Any]])
        #expect(orders.count == 1)
    }

    @Test func flagsComeFirstThenStandardInput() throws {
        let harness = try Harness()
        let result = harness.run(["siri", "Order tomato soup from Soup Chef", "--answer", "Civic Center"], input: ["yes"])
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out.contains("Pickup from Civic Center"))
    }

    @Test func theEndOfStandardInputLeavesTheQuestionUnansweredAndSaysHowToAnswer() throws {
        let harness = try Harness()
        let result = harness.run(["siri", "Order tomato soup from Soup Chef"], input: ["Ferry Building"])
        #expect(result.status == 1)
        #expect(result.err.contains("line of standard input"))
        #expect((try harness.run("history", "--json").json()["orders"] as? [[String: Any]])?.isEmpty == true)
    }

    @Test func intentsConverseTakesItsAnswersFromStandardInputToo() throws {
        let harness = try Harness()
        let definition = DocumentationExampleTests.repository + "/Data/Intents.intentdefinition"
        // The stand-in handler needs the success template's response values to succeed.
        let values = ["waitTime=5", "orderDetails.total=$5"]
        let piped = harness.run(["intents", "converse", definition, "OrderSoup"] + values, input: ["tomato", "Ferry Building", "yes"])
        let flagged = harness.run(
            ["intents", "converse", definition, "OrderSoup"] + values + ["--answer", "tomato", "--answer", "Ferry Building", "--yes"])
        #expect(flagged.status == 0, "\(flagged.err)")
        #expect(piped.status == flagged.status, "\(piped.err)")
        #expect(piped.out.contains("You: tomato"))
    }

    // MARK: 3. Tables fit by priority

    private func lunches() throws -> Harness {
        let harness = try Harness()
        #expect(harness.run("replay", Harness.scenario("lunch-weeks.txt")).status == 0)
        #expect(harness.run("order", "tomato", "--topping", "cheese", "--group", "lunchgroupforateam").status == 0)
        return harness
    }

    @Test(arguments: [40, 50, 60, 80, 100])
    func tablesNeverCutADatesTimeOrAnIdentifierAndNeverPassTheWidth(_ width: Int) throws {
        let harness = try lunches()
        harness.environment["COLUMNS"] = String(width)
        for arguments in [["donations", "-n", "5"], ["donations", "-n", "0"], ["history", "-n", "5"], ["history", "-n", "0"]] {
            let result = harness.run(arguments)
            #expect(result.status == 0)
            for line in result.out.split(separator: "\n") {
                #expect(line.count <= width, "\(arguments) at \(width): \(line)")
                // A date is shown with its time, or not at all.
                if let range = line.range(of: #"\d{4}-\d{2}-\d{2}"#, options: .regularExpression) {
                    #expect(line[range.upperBound...].hasPrefix(" ") && line[range.upperBound...].dropFirst().prefix(5).contains(":"), "\(line)")
                }
                #expect(line.range(of: "[0-9]:…|[0-9A-F]-…", options: .regularExpression) == nil, "an identifier or a time was cut: \(line)")
            }
        }
        // The limited and the streamed listing agree.
        #expect(
            harness.run("history", "-n", "0").out.split(separator: "\n").prefix(3)
                == harness.run("history", "-n", "2").out.split(separator: "\n").prefix(3))
    }

    @Test func aNarrowTableLeavesColumnsOutAndSaysWhichInsteadOfCuttingEveryOne() throws {
        let harness = try lunches()
        harness.environment["COLUMNS"] = "80"
        let donations = harness.run("donations", "-n", "2").out
        #expect(donations.contains("2026-12-07 12:00"))
        let id = try #require(try harness.run("history", "--json").json()["orders"] as? [[String: Any]]).first?["id"] as? String
        #expect(donations.contains(try #require(id)))
        #expect(donations.contains("Not shown, to fit 80 columns"))
        harness.environment["COLUMNS"] = "50"
        let history = harness.run("history", "-n", "2").out
        let header = try #require(history.split(separator: "\n").first)
        #expect(header.hasPrefix("ORDER     DATE              SOUP"), "\(header)")
        #expect(history.contains("Not shown, to fit 50 columns"))
    }

    // MARK: 4. A way forward

    @Test func soldOutNamesTheRestockCommandAndTheDataDirectory() throws {
        let harness = try Harness()
        #expect(harness.run("order", "tomato", "-q", "4").status == 0)
        let refused = harness.run("order", "tomato")
        #expect(refused.status == 1)
        #expect(refused.err.contains("soupchef menu restock tomatoSoup"), "\(refused.err)")
        #expect(refused.err.contains(harness.dataDirectory), "\(refused.err)")
        let siri = harness.run("siri", "Order tomato soup from Soup Chef", "--answer", "Ferry Building", "--yes")
        #expect(siri.status == 1)
        #expect(siri.err.contains("soupchef menu restock tomatoSoup"), "\(siri.err)")
        // And the command it names works.
        #expect(harness.run("menu", "restock", "tomatoSoup").status == 0)
        #expect(harness.run("order", "tomato").status == 0)
    }

    @Test func theSellOutItselfSaysHowToRestock() throws {
        let harness = try Harness()
        let result = harness.run("order", "tomato", "-q", "4")
        #expect(result.err.contains("Restock it with: soupchef menu restock tomatoSoup"))
    }

    // MARK: 5. Limits honoured

    @Test func theWeekShowsAsManyShortcutsAsTheLimitAsks() throws {
        let harness = try Harness()
        for (soup, quantity) in [("tomato", "1"), ("tomato", "2"), ("chicken", "1"), ("new england", "1"), ("chicken", "2")] {
            #expect(harness.run("order", soup, "-q", quantity).status == 0)
        }
        let five = harness.run("suggestions", "--week", "--limit", "5")
        #expect(five.status == 0)
        #expect(five.out.contains("\n5. "), "\(five.out)")
        let json = try #require(try harness.run("--json", "suggestions", "--week", "--limit", "4").json()["shortcuts"] as? [[String: Any]])
        #expect(json.count == 4)
        let svg = harness.run("suggestions", "--week", "--limit", "5", "--svg", "-").out
        #expect(svg.components(separatedBy: ">Mon<").count - 1 == 5, "one panel per shortcut")
        #expect(harness.run("suggestions", "--week").out.contains("\n3. ") && !harness.run("suggestions", "--week").out.contains("\n4. "))
    }

    // MARK: 8. One rule for deleting

    private func withSomethingToDelete() throws -> (Harness, String) {
        let harness = try Harness()
        #expect(harness.run("order", "tomato").status == 0)
        let id = try #require(try harness.run("history", "--json").json()["orders"] as? [[String: Any]]).first?["id"] as? String
        #expect(harness.run("shortcuts", "add", "--order", String(try #require(id).prefix(8)), "--phrase", "Soup time").status == 0)
        return (harness, try #require(id))
    }

    static let deletions: [[String]] = [
        ["history", "clear"], ["donations", "delete", "--all"], ["shortcuts", "delete", "VOICE"], ["menu", "disable", "tomato"],
        // A stock of 0 sells the soup out, which deletes its orders' donations as disabling does.
        ["menu", "restock", "tomato", "0"],
    ]

    private func voiceShortcutID(_ harness: Harness) throws -> String {
        let list = try #require(try harness.run("--json", "shortcuts").json()["voiceShortcuts"] as? [[String: Any]])
        return try #require(list.first?["identifier"] as? String)
    }

    @Test(arguments: deletions)
    func onATerminalEveryDeletionAsksFirstAndNoKeepsEverything(_ command: [String]) throws {
        let (harness, _) = try withSomethingToDelete()
        let arguments = command.map { $0 == "VOICE" ? (try? voiceShortcutID(harness)) ?? "" : $0 }
        let before = try harness.snapshot()
        let declined = harness.run(arguments, input: ["n"], terminal: true)
        #expect(declined.status == 1, "\(arguments): \(declined.err)")
        #expect(declined.err.contains("[y/N]"))
        // menu disable says first that the soup stays on the menu.
        let said =
            arguments.starts(with: ["menu", "disable"])
            ? "Tomato Soup stays on the menu; nothing was deleted"
            : arguments.starts(with: ["menu", "restock"]) ? "Tomato Soup keeps its stock of 3; nothing was deleted" : "Nothing was deleted"
        #expect(declined.err.contains(said + "."), "\(declined.err)")
        #expect(try harness.snapshot() == before, "\(arguments) changed something after no")
        // With --json the refusal is the error document, on stderr after the question.
        let json = harness.run(["--json"] + arguments, input: ["n"], terminal: true)
        #expect(json.status == 1 && json.out.isEmpty, "\(arguments): \(json.out)")
        let document = json.err.firstIndex(of: "{").map { String(json.err[$0...]) } ?? ""
        let error = (try? JSONSerialization.jsonObject(with: Data(document.utf8))) as? [String: Any]
        #expect((error?["error"] as? [String: Any])?["message"] as? String == said + ": the question was answered no.", "\(json.err)")
        #expect(try harness.snapshot() == before)
        // The end of input (Ctrl-D) is a no, and what follows starts a line of its own.
        let ended = harness.run(arguments, input: [], terminal: true)
        #expect(ended.status == 1 && ended.err.contains("[y/N] \n" + said + "."), "\(arguments): \(ended.err)")
        #expect(try harness.snapshot() == before)
        let accepted = harness.run(arguments, input: ["yes"], terminal: true)
        #expect(accepted.status == 0, "\(arguments): \(accepted.err)")
    }

    @Test(arguments: deletions)
    func yesSkipsTheQuestion(_ command: [String]) throws {
        let (harness, _) = try withSomethingToDelete()
        let arguments = command.map { $0 == "VOICE" ? (try? voiceShortcutID(harness)) ?? "" : $0 } + ["--yes"]
        let result = harness.run(arguments, input: [], terminal: true)
        #expect(result.status == 0, "\(arguments): \(result.err)")
        #expect(!result.err.contains("[y/N]"))
    }

    @Test func offATerminalEachDoesWhatItAlwaysDid() throws {
        let (harness, id) = try withSomethingToDelete()
        #expect(harness.run("donations", "delete", "--id", id).status == 0)
        #expect(harness.run("shortcuts", "delete", try voiceShortcutID(harness)).status == 0)
        #expect(harness.run("menu", "restock", "chicken", "0").status == 0)
        #expect(harness.run("menu", "disable", "tomato").status == 0)
        #expect(harness.run("history", "clear").status == 1)
        #expect(harness.run("history", "clear", "--yes").status == 0)
    }

    // MARK: 9. Progress on long work

    private func runWithTerminalErr(_ arguments: [String], harness: Harness) -> (status: Int32, out: String, err: String) {
        let (out, readOut) = Output.capture()
        final class Box: @unchecked Sendable { var text = "" }
        let box = Box()
        let err = Output(isTerminal: true) { box.text += $0 }
        let status = SoupChefCLI.main(arguments, environment: harness.environment, out: out, err: err)
        return (status, readOut(), box.text)
    }

    @Test func evalShowsItsProgressOnATerminalsStandardErrorOnly() throws {
        let harness = try Harness()
        let shown = runWithTerminalErr(["eval", "--generate", "30", "--seed", "2"], harness: harness)
        #expect(shown.status == 0)
        #expect(shown.err.contains("Evaluating people: 30/30 (100%)"), "\(shown.err)")
        #expect(shown.err.hasSuffix("\r\u{1B}[K"), "the progress line is wiped at the end")
        #expect(!shown.out.contains("Evaluating"))
        for quiet in [["--json"], ["--quiet"]] {
            let hidden = runWithTerminalErr(["eval", "--generate", "30", "--seed", "2"] + quiet, harness: harness)
            #expect(hidden.status == 0)
            #expect(!hidden.err.contains("Evaluating"), "\(quiet)")
        }
        #expect(!harness.run("eval", "--generate", "30", "--seed", "2").err.contains("Evaluating"))
    }

    @Test func aReplayPipedElsewhereShowsItsStepsOnATerminal() throws {
        let harness = try Harness()
        let shown = runWithTerminalErr(["replay", Harness.scenario("lunch-weeks.txt")], harness: harness)
        #expect(shown.status == 0)
        #expect(shown.err.contains("Replaying steps: 31/31 (100%)"), "\(shown.err)")
        // The line is wiped before the closing note, which starts on a clean line.
        #expect(shown.err.contains("(100%)\u{1B}[K\r\u{1B}[KAsk Siri what it learned"), "\(shown.err.debugDescription)")
    }

    @Test func disablingASoupSaysWhatItIsDoingOnATerminal() throws {
        let harness = try Harness()
        #expect(harness.run("order", "tomato").status == 0)
        let shown = runWithTerminalErr(["menu", "disable", "tomato"], harness: harness)
        #expect(shown.status == 0)
        #expect(shown.err.contains("Deleting the donations of Tomato Soup's orders…"))
        #expect(shown.err.hasSuffix("\r\u{1B}[K"))
    }

    // MARK: 10. Conventions

    @Test func everyCommandsHelpEndsWithExamplesThatParse() throws {
        let harness = try Harness()
        for path in HelpLayoutTests.paths() {
            let help = harness.run(path + ["--help"]).out
            #expect(help.contains("\nEXAMPLES:\n"), "soupchef \(path.joined(separator: " ")) --help has no examples")
            for example in HelpExamples.examples(for: path) where !example.hasPrefix("source") {
                // The soupchef command of the example (after a pipe, if any), read by the real parser.
                let command = example.components(separatedBy: "| ").first { $0.contains("soupchef ") && !$0.hasPrefix("source") } ?? example
                guard let start = command.range(of: "soupchef ") else { continue }
                let words = Self.shellWords(String(command[start.upperBound...]).components(separatedBy: " >").first ?? "")
                let parser = Parser(root: SoupChefCommand.self)
                #expect(throws: Never.self, "\(example)") { _ = try parser.parse(words) }
            }
        }
    }

    @Test func theHelpDocumentCarriesTheExamples() throws {
        let harness = try Harness()
        let help = try harness.run("--json", "help", "siri").json()
        #expect(help["examples"] as? [String] == HelpExamples.examples(for: ["siri"]))
    }

    static func shellWords(_ line: String) -> [String] {
        var words: [String] = []
        var current = ""
        var quote: Character?
        var started = false
        for character in line {
            if let open = quote {
                if character == open { quote = nil } else { current.append(character) }
            } else if character == "'" || character == "\"" {
                quote = character
                started = true
            } else if character == " " {
                if started || !current.isEmpty { words.append(current) }
                current = ""
                started = false
            } else {
                current.append(character)
            }
        }
        if started || !current.isEmpty { words.append(current) }
        return words
    }

    @Test func theGlobalOptionsAreDescribedOnceAndNamedElsewhere() throws {
        let harness = try Harness()
        let root = harness.run("--help").out
        #expect(root.contains("--data-dir <path>"))
        let order = harness.run("order", "--help").out
        #expect(!order.contains("--data-dir <path>"))
        #expect(order.contains("--data-dir, --now, --json"))
        #expect(order.contains("described in 'soupchef --help'"))
    }

    @Test func colourCanBeForcedOrRefused() throws {
        let harness = try Harness()
        #expect(harness.run("menu", "--color", "always").out.contains("\u{1B}["))
        #expect(!harness.run("menu", "--color", "never").out.contains("\u{1B}["))
        #expect(!harness.run("menu", "--color", "auto").out.contains("\u{1B}["), "not a terminal")
        #expect(!harness.run("--json", "menu", "--color", "always").out.contains("\u{1B}["))
        #expect(harness.run("menu", "--color", "sometimes").status == 64)
    }

    @Test(arguments: [
        ["menu"], ["history"], ["donations"], ["suggestions"], ["order", "tomato"], ["--version"], ["help", "order"], ["donations", "-n", "0"],
        ["history", "-n", "0"],
    ])
    func everyJSONDocumentCarriesAVersion(_ arguments: [String]) throws {
        let harness = try Harness()
        let result = harness.run(["--json"] + arguments)
        #expect(result.status == 0)
        #expect(try result.json()["version"] as? String == soupchefVersion, "\(arguments)")
    }

    @Test func withJSONAnErrorIsAJSONDocumentOnStandardError() throws {
        let harness = try Harness()
        let usage = harness.run("--json", "order", "tomato", "--quantity", "11")
        #expect(usage.status == 64)
        #expect(usage.out.isEmpty)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(usage.err.utf8)) as? [String: Any])
        #expect(document["version"] as? String == soupchefVersion)
        let error = try #require(document["error"] as? [String: Any])
        #expect(error["status"] as? Int == 64)
        #expect(error["kind"] as? String == "usage")
        #expect(error["message"] as? String == "--quantity must be between 1 and 10, not 11")
        #expect((error["usage"] as? [String])?.first?.hasPrefix("soupchef order <soup>") == true)
        let unparsable = harness.run("frobnicate", "--json")
        #expect(unparsable.status == 64)
        #expect((try JSONSerialization.jsonObject(with: Data(unparsable.err.utf8)) as? [String: Any])?["error"] != nil)
        let failed = harness.run("--json", "history", "show", "FFFFFFFF")
        #expect(failed.status == 1)
        let failure = try #require(try JSONSerialization.jsonObject(with: Data(failed.err.utf8)) as? [String: Any])
        #expect((failure["error"] as? [String: Any])?["kind"] as? String == "failure")
    }

    @Test func completionOffersOnlyTheSoupsACommandCanUse() throws {
        let harness = try Harness()
        #expect(harness.run("menu", "disable", "tomato").status == 0)
        func complete(_ words: String...) -> [String] {
            harness.run(["__complete", "--"] + words).out.split(separator: "\n").map(String.init)
        }
        #expect(!complete("order", "").contains("tomatoSoup"))
        #expect(!complete("menu", "disable", "").contains("tomatoSoup"))
        #expect(complete("menu", "enable", "") == ["tomatoSoup"])
        #expect(complete("menu", "restock", "").contains("tomatoSoup"))
        #expect(complete("order", "").contains("chickenNoodleSoup"))
        #expect(complete("menu", "--color", "") == ["always", "never", "auto"])
    }

    @Test func helpSuggestsTheNearestSubcommand() throws {
        let harness = try Harness()
        let result = harness.run("help", "menu", "disabel")
        #expect(result.status == 64)
        #expect(result.err.contains("Did you mean 'menu disable'?"), "\(result.err)")
        #expect(harness.run("help", "ordr").err.contains("Did you mean 'order'?"))
    }

    /// `help` suggests for a command it does not know what the command line suggests for it,
    /// naming the command whole: a word people type for one, the subcommand of that name, another
    /// tool's word for a subcommand.
    @Test func helpSuggestsWhatTheCommandLineSuggests() throws {
        let harness = try Harness()
        let suggestions: [([String], String)] = [
            (["restock"], "Did you mean 'menu restock'?"), (["show"], "Did you mean 'history show' or 'intents show'?"),
            (["man"], "Did you mean 'help --man'?"), (["version"], "Did you mean '--version'?"),
            (["voice-shortcuts"], "Did you mean 'shortcuts'?"), (["suggest"], "Did you mean 'suggestions'?"),
            (["history", "wipe"], "Did you mean 'history clear'?"), (["shortcuts", "rm"], "Did you mean 'shortcuts delete'?"),
            (["history", "list"], "'soupchef history' alone lists them."),
        ]
        for (words, suggestion) in suggestions {
            let result = harness.run(["help"] + words)
            #expect(result.status == 64)
            #expect(result.err.hasPrefix("Error: no command '\(words.joined(separator: " "))'. \(suggestion)\n"), "\(words): \(result.err)")
        }
    }

    @Test func helpGivesAManualPage() throws {
        let harness = try Harness()
        let result = harness.run("help", "--man")
        #expect(result.status == 0)
        #expect(result.out.hasPrefix(".TH SOUPCHEF 1 \"2026-12-05\" \"soupchef \(soupchefVersion)\""))
        #expect(result.out.contains("\n.nh\n.SH NAME\nsoupchef \\- simulate Apple's Soup Chef app"))
        for path in HelpLayoutTests.paths() where !path.isEmpty {
            #expect(result.out.contains(".SS \"" + ManualPage.escaped("soupchef " + path.joined(separator: " ")) + "\""), "\(path)")
        }
        #expect(result.out.contains(".SH EXIT STATUS"))
        // 65 is a file's error, a scenario's or a definition's as a store's, as `replay`, `intents`
        // and the stores exit with it.
        let dataError = try #require(result.out.range(of: ".TP\n65\n"))
        let said = result.out[dataError.upperBound...].prefix { $0 != "\n" }
        #expect(said.contains("store file") && said.contains("a scenario, an intent definition"), "\(said)")
        #expect(!result.out.split(separator: "\n").contains { $0.hasPrefix(".") && $0.count > 1 && $0.dropFirst().first == " " })
        // A discussion's list of options is a table of tagged items, each name then its text.
        #expect(result.out.contains(".TP\n\\-\\-group\nINInteraction.delete(with: groupIdentifier)\n"))
        #expect(ManualPage.item("  --id    INInteraction.delete") ?? ("", "") == ("--id", "INInteraction.delete"))
        #expect(ManualPage.item("  --id INInteraction.delete") == nil && ManualPage.item("Give one  of") == nil)
        // ASCII only, whatever the help says: groff reads it without preconv (“…” as \[u2026]).
        #expect(result.out.unicodeScalars.allSatisfy { $0.isASCII })
        #expect(ManualPage.escaped("a – b…") == "a \\[u2013] b\\[u2026]")
        // Troff is not JSON, and the page is every command's: neither is quietly dropped.
        let json = harness.run("--json", "help", "--man")
        #expect(json.status == 64 && json.out.isEmpty && json.err.contains("--man prints troff, not JSON"), "\(json.err)")
        #expect(harness.run("help", "--man", "order").status == 64)
    }
}
