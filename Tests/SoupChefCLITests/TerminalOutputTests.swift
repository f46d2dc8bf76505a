import Foundation
import Testing

@testable import SoupChefCLI

@Suite struct TerminalOutputTests {
    /// Runs a command with stdout as a terminal (or not) and returns what it printed.
    func output(_ arguments: [String], terminal: Bool, extra: [String: String] = [:]) throws -> String {
        let harness = try Harness()
        harness.environment.merge(extra) { $1 }
        var text = ""
        let out = Output(isTerminal: terminal) { text += $0 }
        let (err, _) = Output.capture()
        let status = SoupChefCLI.main(arguments, environment: harness.environment, out: out, err: err)
        #expect(status == 0)
        return text
    }

    @Test func colourOnATerminal() throws {
        #expect(try output(["menu"], terminal: true).contains("\u{1B}["))
    }

    @Test(arguments: [
        (["menu"], false, [String: String]()),
        (["menu"], true, ["NO_COLOR": "1"]),
        (["menu"], true, ["TERM": "dumb"]),
        (["--no-color", "menu"], true, [:]),
        (["--json", "menu"], true, [:]),
    ])
    func noEscapeCodes(arguments: [String], terminal: Bool, environment: [String: String]) throws {
        #expect(!(try output(arguments, terminal: terminal, extra: environment)).contains("\u{1B}"))
    }

    @Test func tablesFitColumns() throws {
        let harness = try Harness()
        harness.run("order", "tomato", "--topping", "cheese", "--topping", "croutons")
        harness.environment["COLUMNS"] = "60"
        let result = harness.run("donations")
        #expect(result.status == 0)
        let lines = result.out.split(separator: "\n")
        #expect(lines.count >= 3)
        // The date and the identifier (which 'donations delete --id' needs) stay whole; the columns
        // that do not fit are left out and named, so no line is longer than 60.
        let id = try #require(try harness.run("history", "--json").json()["orders"] as? [[String: Any]]).first?["id"] as? String
        #expect(lines[1].hasSuffix(try #require(id)))
        #expect(lines[1].hasPrefix("2026-12-07 12:00  "))
        #expect(lines[2].hasPrefix("(Not shown, to fit 60 columns:"))
        #expect(lines.allSatisfy { $0.count <= 60 })
        // Every table fits: the voice shortcuts, with their ids whole; the menu, whose ids are what
        // its commands take; the predictions, naming what they leave out.
        harness.environment["COLUMNS"] = "40"
        #expect(harness.run("shortcuts", "add", "--menu").status == 0)
        let shortcuts = harness.run("shortcuts").out.split(separator: "\n")
        #expect(shortcuts.allSatisfy { $0.count <= 40 } && shortcuts.last?.contains("--json shows everything") == true, "\(shortcuts)")
        #expect(shortcuts[1].prefix(8).allSatisfy { $0.isHexDigit })
        let menu = harness.run("menu", "--all").out
        #expect(menu.contains("\nnewEnglandClamChowder  ") && menu.contains("\nchickenNoodleSoup  "), "\(menu)")
        harness.environment["COLUMNS"] = "30"
        let predicted = harness.run("suggestions", "-n", "2").out
        #expect(predicted.contains("  (Not shown, to fit 28"), "\(predicted)")
    }

    /// The text views that are prose, not tables, wrap to COLUMNS: the week's heatmap (its rows
    /// are 31 columns), the App Shortcuts and the handler's options.
    @Test func proseViewsWrapToColumns() throws {
        let harness = try Harness()
        harness.run("order", "tomato")
        harness.environment["COLUMNS"] = "40"
        for command in [["suggestions", "--week", "--limit", "1"], ["--ios", "16", "app-shortcuts"], ["intents", "options", "soup"]] {
            let result = harness.run(command)
            #expect(result.status == 0, "\(command): \(result.err)")
            let long = result.out.split(separator: "\n").filter { $0.count > 40 }
            #expect(long.isEmpty, "\(command): \(long)")
        }
        #expect(harness.run("intents", "options", "soup").out.contains("  New England Clam Chowder — Contains:\n    Clams\n"))
    }

    /// Notes and warnings on stderr wrap as help does when stderr is a terminal (COLUMNS, never
    /// under 40, further lines two spaces in), the colour not counted; never when it is not,
    /// COLUMNS or not. An `Error:` line stays whole.
    @Test func notesOnAStderrTerminalWrapToItsWidth() throws {
        let harness = try Harness()
        harness.run("order", "tomato")
        harness.run("order", "chicken")
        func stderr(_ arguments: [String], terminal: Bool, columns: String?) -> (Int32, String) {
            var environment = harness.environment
            environment["COLUMNS"] = columns
            var text = ""
            let (out, _) = Output.capture()
            let err = Output(isTerminal: terminal) { text += $0 }
            return (SoupChefCLI.main(arguments, environment: environment, out: out, err: err), text)
        }
        let note = "Older donations not shown; use --limit n, or --limit 0 for all."
        let (status, wrapped) = stderr(["donations", "--limit", "1"], terminal: true, columns: "40")
        #expect(status == 0)
        #expect(wrapped == "Older donations not shown; use --limit\n  n, or --limit 0 for all.\n", "\(wrapped)")
        // Never under 40, as help.
        #expect(stderr(["donations", "--limit", "1"], terminal: true, columns: "20").1 == wrapped)
        // Off a terminal, one line, COLUMNS or not.
        #expect(stderr(["donations", "--limit", "1"], terminal: false, columns: "40").1 == note + "\n")
        // A wide terminal: one line.
        #expect(stderr(["donations", "--limit", "1"], terminal: true, columns: "200").1 == note + "\n")
        // A warning wraps the same way, its coloured `warning: ` not counted.
        let orders = harness.directory + "/orders.csv"
        try "customer_id,order_date,product\no1,2023-01-02,tea\no2,2023-01-03,cake\n".write(toFile: orders, atomically: true, encoding: .utf8)
        let (_, warning) = stderr(["--color", "always", "--json", "eval", "--histories", orders], terminal: true, columns: "50")
        let lines = warning.split(separator: "\n").map(String.init)
        #expect(lines.count > 2 && lines[0].hasPrefix("\u{1B}[33mwarning: \u{1B}[0mEvery person in"), "\(lines)")
        #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("  ") && $0.count <= 50 }, "\(lines)")
        #expect(lines[0].replacing("\u{1B}[33m", with: "").replacing("\u{1B}[0m", with: "").count <= 50, "\(lines)")
        // An error stays one line.
        let (refused, error) = stderr(["history", "show", String(repeating: "f", count: 60)], terminal: true, columns: "40")
        #expect(refused == 1 && error.split(separator: "\n").first.map { $0.count > 40 } == true, "\(error)")
    }

    /// Wrapping counts the columns a terminal gives each character (東 and 🍲 two), not characters.
    @Test func wideCharactersTakeTwoColumnsWhenWrapped() {
        // "東京 東京" is 9 columns.
        #expect(Help.wrap("東京 東京 東京", width: 9) == ["東京 東京", "東京"])
        #expect(Help.wrap("東京 東京 東京", width: 8) == ["東京", "東京", "東京"])
        // A word wider than the line is cut at the width in columns, never through a character.
        #expect(Help.wrap("東京都庁前", width: 5) == ["東京", "都庁", "前"])
        #expect(Help.wrap("🍲🍲🍲", width: 1) == ["🍲", "🍲", "🍲"])
        #expect(Help.wrap("plain text here", width: 10) == ["plain text", "here"])
        // Prose keeps room for the two spaces its further lines start with.
        #expect(Prose.lines("味噌汁 味噌汁 味噌汁", width: 15) == ["味噌汁 味噌汁", "  味噌汁"])
        #expect(Prose.lines("味噌汁 味噌汁 味噌汁", width: 14) == ["味噌汁", "  味噌汁", "  味噌汁"])
    }

    /// A question asked before deleting, and what a failed replay step said, wrap on a stderr
    /// terminal as notes do; off a terminal they stay one line.
    @Test func questionsAndAFailedStepsWordsWrapOnATerminal() throws {
        let harness = try Harness()
        try harness.placeOrder("tomato")
        try harness.placeOrder("chicken")
        func run(_ arguments: [String], terminal: Bool, answers: [String] = []) -> (Int32, String) {
            var environment = harness.environment
            environment["COLUMNS"] = "40"
            var text = ""
            let (out, _) = Output.capture()
            let err = Output(isTerminal: terminal) { text += $0 }
            let lines = LinesBox(answers)
            let input = LineReader(isTerminal: true) { lines.next() }
            return (SoupChefCLI.main(arguments, environment: environment, out: out, err: err, input: input), text)
        }
        let (declined, asked) = run(["history", "clear"], terminal: true, answers: ["n"])
        #expect(declined == 1)
        #expect(asked == "Delete all 2 orders and every donated\n  interaction? [y/N] Nothing was deleted.\n", "\(asked)")
        let (_, whole) = run(["history", "clear"], terminal: false, answers: ["n"])
        #expect(whole == "Delete all 2 orders and every donated interaction? [y/N] Nothing was deleted.\n", "\(whole)")

        let file = try harness.write("2026-11-16T08:00 menu restock tomato 1\n2026-11-16T12:00 order tomato --quantity 2\n")
        let (failed, said) = run(["replay", file], terminal: true)
        #expect(failed != 0)
        let passedOn = said.split(separator: "\n").map(String.init).filter { $0.hasPrefix("  ") }
        #expect(passedOn.count >= 2, "\(said)")
        #expect(passedOn.allSatisfy { $0.count <= 40 }, "\(said)")
        let (_, oneLine) = run(["replay", file], terminal: false)
        #expect(oneLine.split(separator: "\n").contains { $0.hasPrefix("  ") && $0.count > 40 }, "\(oneLine)")
    }

    /// A command printed for pasting is never broken across lines: on a narrow terminal the words
    /// before it wrap, and it stands on a line of its own, whatever its length.
    @Test func aCommandToPasteIsNeverBrokenAcrossLines() throws {
        let harness = try Harness()
        let id = try harness.placeOrder("chicken")
        var environment = harness.environment
        environment["COLUMNS"] = "40"
        var text = ""
        let (out, _) = Output.capture()
        let err = Output(isTerminal: true) { text += $0 }
        let phrase = "A phrase of nearly sixty characters for chicken soup today"
        let arguments = ["shortcuts", "add", "--order", String(id.prefix(8)), "--phrase", phrase]
        let status = SoupChefCLI.main(arguments, environment: environment, out: out, err: err, input: LineReader(isTerminal: false) { nil })
        #expect(status == 0, "\(text)")
        #expect(text.split(separator: "\n").contains("  soupchef siri '\(phrase)'"), "\(text)")
        #expect(text.hasPrefix("Say it:\n"), "\(text)")

        // So in a view's prose on stdout: the menu activity's line says how to donate it.
        let view = SoupChefCLI.main(
            ["suggestions", "-n", "1"], environment: environment, out: Output { text += $0 }, err: Output.capture().0,
            input: LineReader(isTerminal: false) { nil })
        #expect(view == 0)
        let viewLines = text.split(separator: "\n").map { $0.trimmingWhitespace() }
        #expect(viewLines.contains("soupchef menu"), "\(text)")
        #expect(!viewLines.contains { $0.hasSuffix(" soupchef") }, "\(text)")
        #expect(Context.pastedCommandStart(in: "Run soupchef keeps it") == nil)
        let line = "Restock it with: soupchef --data-dir /tmp/x menu restock tomatoSoup"
        #expect(Context.pastedCommandStart(in: line).map { String(line[$0...]) } == "soupchef --data-dir /tmp/x menu restock tomatoSoup")
    }

    /// Answering on a terminal with standard output sent to a file, the person sees Siri's
    /// questions (on stderr), and an empty line is no answer: it uses up none of Siri's tries.
    @Test func questionsAskedOnATerminalAreSeenThereWhenTheOutputGoesElsewhere() throws {
        let harness = try Harness()
        let id = try harness.placeOrder("tomato")
        #expect(harness.run("shortcuts", "add", "--order", String(id.prefix(8)), "--phrase", "Soup time").status == 0)
        var said = ""
        var written = ""
        let out = Output(isTerminal: false) { written += $0 }
        let err = Output(isTerminal: true) { said += $0 }
        let lines = LinesBox(["", "  ", "", "Ferry Building", "yes"])
        let input = LineReader(isTerminal: true) { lines.next() }
        let status = SoupChefCLI.main(["siri", "Soup time"], environment: harness.environment, out: out, err: err, input: input)
        #expect(status == 0, "\(said)\(written)")
        #expect(said.contains("Which store?"), "\(said)")
        #expect(said.contains("Ready to order?"), "\(said)")
        #expect(!said.contains("didn't get"), "\(said)")
        #expect(!written.contains("Which store?"), "\(written)")
        #expect(harness.run("history", "--json").out.contains("Ferry Building"))
    }

    /// A value that starts with "-" in a printed command is pasted as the value it is.
    @Test func aPrintedPhraseThatStartsWithADashIsPastedAsAPhrase() throws {
        let harness = try Harness()
        let id = try harness.placeOrder("tomato")
        let added = harness.run("shortcuts", "add", "--order", String(id.prefix(8)), "--phrase=-- soup")
        #expect(added.status == 0, "\(added.err)")
        #expect(added.err.contains("siri -- '-- soup'"), "\(added.err)")
        let again = harness.run("shortcuts", "add", "--order", String(id.prefix(8)), "--phrase=-x")
        #expect(again.err.contains("--phrase=-x"), "\(again.err)")
        let spoken = harness.run("siri", "--answer", "Ferry Building", "--yes", "--", "-- soup")
        #expect(spoken.status == 0, "\(spoken.err)")
    }

    @Test func quietDropsNotesButKeepsResults() throws {
        let harness = try Harness()
        let loud = harness.run("order", "tomato")
        let quiet = harness.run("--quiet", "order", "tomato")
        #expect(loud.err.contains("Donated as"))
        #expect(quiet.err.isEmpty)
        #expect(quiet.out.hasPrefix("Your total is $2.95."))
    }
}
