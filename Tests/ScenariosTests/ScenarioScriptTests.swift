import Dates
import Foundation
import Scenarios
import Testing

/// The scenario language on its own: lines, words, times and the steps' rules.
@Suite struct ScenarioScriptTests {
    static let utc = DateCodec(timeZone: Zone(identifier: "UTC")!)

    @Test func linesSplitAsAShellWouldSplitThem() throws {
        #expect(try ScenarioScript.split("order tomato") == ["order", "tomato"])
        #expect(try ScenarioScript.split("  order\t'new england'  ") == ["order", "new england"])
        #expect(
            try ScenarioScript.split(#"order chicken --deliver-to "1 \"Main\" St" # a comment"#) == [
                "order", "chicken", "--deliver-to", #"1 "Main" St"#,
            ])
        #expect(try ScenarioScript.split(#"a\ b c#d "" '#'"#) == ["a b", "c#d", "", "#"])
        #expect(try ScenarioScript.split("# only a comment").isEmpty)
        #expect(throws: ScenarioMistake.self) { try ScenarioScript.split("order 'tomato") }
    }

    @Test func timesAreWholeDatesOrTimesAfterTheStepAbove() throws {
        let steps = try ScenarioScript.parse(
            "# lunch\n2026-11-16T08:00  menu\n\n12:05  soupchef order tomato -q 2   # with a comment\n", dates: Self.utc)
        #expect(steps.map(\.line) == [2, 4])
        #expect(steps.map { Self.utc.iso($0.time) } == ["2026-11-16T08:00:00Z", "2026-11-16T12:05:00Z"])
        #expect(steps[1].arguments == ["order", "tomato", "-q", "2"])
        #expect(steps[1].commandLine == "order tomato -q 2")
        // A one-digit hour is read as `--at` reads it.
        let morning = try ScenarioScript.parse("2026-11-16T08:00  menu\n9:05  menu\n", dates: Self.utc)
        #expect(morning.map { Self.utc.iso($0.time) } == ["2026-11-16T08:00:00Z", "2026-11-16T09:05:00Z"])
        #expect(throws: ScenarioMistake(line: 1, message: "write the date and time as one word, e.g. 2026-11-16T09:05")) {
            try ScenarioScript.parse("2026-11-16 9:05  menu\n", dates: Self.utc)
        }
    }

    @Test(arguments: [
        ("12:00 order tomato", 1, "the first step needs a date as well as a time"),
        ("2026-11-16T12:00 order\n2026-11-16T11:00 menu", 2, "times may not go backwards"),
        ("2026-11-16T12:00", 1, "a time with no command after it"),
        ("2026-11-16 12:00 order", 1, "write the date and time as one word"),
        ("2026-11-16T12:00 replay other.txt", 1, "a scenario cannot replay another scenario"),
        ("2026-11-16T12:00 order tomato --now 2026-01-01T00:00", 1, "--now is set by the replay"),
        ("2026-11-16T12:00 order tomato --data-dir=/tmp", 1, "--data-dir is set by the replay"),
        ("soup order tomato", 1, "is not a time"),
        ("2026-11-16T12:00 order\r tomato", 1, "a carriage return in the middle of the line"),
        ("2026-11-16T12:00 order\u{0} tomato", 1, "a NUL byte"),
        ("2026-11-16T12:00 order 'tomato", 1, "a quote is not closed"),
    ])
    func mistakesAreReportedWithTheirLine(text: String, line: Int, message: String) {
        do {
            _ = try ScenarioScript.parse(text, dates: Self.utc)
            Issue.record("\(text) was read")
        } catch {
            #expect(error.line == line)
            #expect(error.message.contains(message), "\(error.message)")
        }
    }

    /// After `--` a word is what is said or named, not an option: `siri -- --now` says "--now".
    @Test func aReservedOptionAfterTheEndOfOptionsIsAWordOfTheStep() throws {
        let steps = try ScenarioScript.parse("2026-11-16T12:00 siri -- --now\n", dates: Self.utc)
        #expect(steps.first?.arguments == ["siri", "--", "--now"])
        #expect(throws: ScenarioMistake(line: 1, message: "--now is set by the replay and cannot be given in a step")) {
            try ScenarioScript.parse("2026-11-16T12:00 siri --now 2026-01-01T00:00 -- hello\n", dates: Self.utc)
        }
    }

    @Test func crlfLinesReadAsLF() throws {
        let text = "2026-11-16T08:00  menu\n12:00  order tomato\n"
        let lf = try ScenarioScript.parse(text, dates: Self.utc)
        let crlf = try ScenarioScript.parse(text.replacingOccurrences(of: "\n", with: "\r\n"), dates: Self.utc)
        #expect(lf == crlf)
        #expect(lf.count == 2)
    }
}
