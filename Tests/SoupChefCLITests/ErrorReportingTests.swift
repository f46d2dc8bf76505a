import Foundation
import SQLiteStore
import Testing

@testable import SoupChefCLI

/// Every `Error:` line is printed by `main`, through `Diagnostic`: whatever a person typed or a
/// file held, it reaches the terminal as one line with its control characters escaped.
@Suite struct ErrorReportingTests {
    /// Text that would recolour the terminal, set its title and break the line.
    static let hostile = "x\u{1B}[31mred\u{1B}]0;title\u{07}\nnext"
    static let escaped = "x\\u{1B}[31mred\\u{1B}]0;title\\u{7}\\nnext"

    /// The result's stderr holds no raw control character, and its Error line shows `escaped`.
    func expectEscaped(
        _ result: Harness.Result, status: Int32, escaped: String = Self.escaped, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(result.status == status, sourceLocation: sourceLocation)
        #expect(!result.err.unicodeScalars.contains { $0 != "\n" && $0.properties.generalCategory == .control }, sourceLocation: sourceLocation)
        let errorLines = result.err.split(separator: "\n").filter { $0.contains("Error: ") }
        #expect(errorLines.contains { $0.contains(escaped) }, "\(result.err)", sourceLocation: sourceLocation)
    }

    /// An utterance holding control characters is refused as typed text (64), and the refusal
    /// shows it escaped, in text and in the JSON error alike.
    @Test func siri() throws {
        let harness = try Harness()
        let result = harness.run("siri", Self.hostile)
        expectEscaped(result, status: 64)
        #expect(!result.out.contains("\u{1B}"))
        let json = harness.run("--json", "siri", Self.hostile)
        #expect(json.status == 64 && json.out.isEmpty)
        let error = try #require(try JSONSerialization.jsonObject(with: Data(json.err.utf8)) as? [String: Any])["error"] as? [String: Any]
        #expect((error?["message"] as? String)?.contains(Self.escaped) == true, "\(json.err)")
        // What matches no phrase is still said back escaped: an utterance of printable text.
        let unmatched = harness.run("siri", "Order a \"pizza\" now")
        #expect(unmatched.status == 1 && unmatched.err.hasPrefix("Error: Nothing matched “Order a \"pizza\" now”"), "\(unmatched.err)")
    }

    @Test func order() throws {
        let harness = try Harness()
        expectEscaped(harness.run("order", Self.hostile), status: 64)
        expectEscaped(harness.run("order", "tomato", "--topping", Self.hostile), status: 64)
        expectEscaped(harness.run("order", "tomato", "--store", Self.hostile), status: 64)
    }

    @Test func shortcuts() throws {
        let harness = try Harness()
        expectEscaped(harness.run("shortcuts", "edit", Self.hostile, "--phrase", "lunch"), status: 1)
        expectEscaped(harness.run("shortcuts", "delete", Self.hostile), status: 1)
        expectEscaped(harness.run("shortcuts", "add", "--menu", "--phrase", "siri " + Self.hostile), status: 64, escaped: "\\u{1B}")
    }

    @Test func replay() throws {
        let harness = try Harness()
        let file = harness.directory + "/hostile.txt"
        // One line of the file: the hostile text without its newline.
        try "2026-12-07T12:00  order 'x\u{1B}[31mred\u{1B}]0;title\u{07}'\n".write(toFile: file, atomically: true, encoding: .utf8)
        let result = harness.run("replay", file)
        expectEscaped(result, status: 64, escaped: "x\\u{1B}[31mred\\u{1B}]0;title\\u{7}")
        #expect(!result.out.contains("\u{1B}"))
        // Every step is checked before any runs: the replay's one error names the line.
        #expect(!result.err.contains("Usage: soupchef replay"))
        #expect(result.err.split(separator: "\n").last?.hasPrefix("Error: \(file):1: <soup> \"x\\u{1B}[31mred") == true)
        // A file name that holds control characters is escaped too.
        expectEscaped(harness.run("replay", harness.directory + "/" + Self.hostile), status: 74)
    }

    @Test func open() throws {
        let harness = try Harness()
        expectEscaped(harness.run("open", Self.hostile), status: 64)
        expectEscaped(harness.run("open", "OrderSoupIntent", "--order", Self.hostile), status: 1)
    }

    @Test func aRefusedOrderIsReportedOnceWithItsHintUnderIt() throws {
        let harness = try Harness()
        #expect(harness.run("menu", "restock", "tomato", "1").status == 0)
        let refused = harness.run("order", "tomato", "-q", "2")
        #expect(refused.status == 1)
        #expect(refused.err == "Error: You asked for 2 soups, but we don't have that many in stock.\nThere is 1 left.\n")
        #expect(harness.run("--quiet", "order", "tomato", "-q", "2").err == "Error: You asked for 2 soups, but we don't have that many in stock.\n")
    }
}

/// Which exit status each kind of error gets: decided in `describe`, from what the error says it is.
@Suite struct ErrorKindTests {
    struct Surprise: Error, CustomStringConvertible {
        var description: String { "the unexpected happened" }
    }

    @Test func anUnexpectedErrorExitsOneSayingWhatHappened() {
        let (status, message) = describe(Surprise())
        #expect(status == .failure)
        #expect(message == "Unexpected error: the unexpected happened.")
    }

    @Test(
        arguments: [
            (Int32(11), SoupChefCLI.ExitStatus.dataError), (26, .dataError), (5, .busy), (10, .ioError), (13, .ioError), (19, .failure),
            (21, .failure),
        ] as [(Int32, SoupChefCLI.ExitStatus)])
    func sqliteErrorsByKind(code: Int32, status: SoupChefCLI.ExitStatus) {
        let (found, message) = describe(SQLiteError(code: code, message: "trouble", path: "/data/app.sqlite"))
        #expect(found == status)
        #expect(message.hasPrefix("/data/app.sqlite"))
    }

    @Test func storeFileErrorsByKind() {
        #expect(describe(StoreFileError.notAStore(path: "/x", reason: "empty")).0 == .dataError)
        #expect(describe(StoreFileError.newerSchema(path: "/x", found: 9, supported: 1)).0 == .dataError)
        #expect(describe(StoreFileError.io(path: "/x", reason: "read-only")).0 == .ioError)
    }
}
