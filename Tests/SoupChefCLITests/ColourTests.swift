import Foundation
import Testing

@testable import SoupChefCLI

@Suite struct ColourTests {
    /// Runs `menu` with stdout and stderr reported as terminals.
    func onATerminal(_ arguments: [String], _ extraEnvironment: [String: String] = [:], harness: Harness) -> (out: String, err: String) {
        var out = ""
        var err = ""
        let environment = harness.environment.merging(extraEnvironment) { _, new in new }
        _ = SoupChefCLI.main(
            arguments, environment: environment, out: Output(isTerminal: true) { out += $0 },
            err: Output(isTerminal: true) { err += $0 })
        return (out, err)
    }

    @Test func colourOnlyOnATerminal() throws {
        let harness = try Harness()
        let escape = "\u{1B}["
        #expect(onATerminal(["menu"], harness: harness).out.contains(escape))
        #expect(!harness.run("menu").out.contains(escape))
        #expect(!onATerminal(["--no-color", "menu"], harness: harness).out.contains(escape))
        #expect(!onATerminal(["menu"], ["NO_COLOR": "1"], harness: harness).out.contains(escape))
        #expect(!onATerminal(["menu"], ["TERM": "dumb"], harness: harness).out.contains(escape))
        // An empty NO_COLOR does not count, as no-color.org says.
        #expect(onATerminal(["menu"], ["NO_COLOR": ""], harness: harness).out.contains(escape))
        // JSON is never coloured.
        #expect(!onATerminal(["--json", "menu"], harness: harness).out.contains(escape))
        // Without colour the text is the same as off a terminal (both fitted to the same width).
        harness.environment["COLUMNS"] = "200"
        #expect(onATerminal(["--no-color", "menu", "--all"], harness: harness).out == harness.run("menu", "--all").out)
    }
}
