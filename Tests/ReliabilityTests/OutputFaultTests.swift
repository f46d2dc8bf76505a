import Dates
import Foundation
import SQLiteStore
import SoupKit
import Testing

@testable import SoupChefCLI

/// Issue 10.4: a standard output that cannot be written (a full disk, a closed descriptor, a
/// reader that went away) is an I/O error reported once, never a crash, and an order committed
/// before its report failed is still said to be placed.
@Suite struct OutputFaultTests {
    static let full = "Error: cannot write to standard output: no space left on device."

    @Test func aFullStandardOutputIsReportedOnceNotACrash() async throws {
        let directory = try DataDirectory()
        #expect(directory.run("order", "tomato").status == 0)
        for arguments in [["history"], ["history", "--limit", "0"], ["--json", "history", "--limit", "0"], ["menu"], ["--version"], ["help"]] {
            let outcome = try await directory.spawn(arguments, stdout: .full)
            #expect(outcome.signal == nil, "\(arguments) was killed by signal \(outcome.signal ?? 0): \(outcome.err.prefix(300))")
            #expect(outcome.status == 74, "\(arguments): \(outcome.err.prefix(300))")
            #expect(outcome.err == Self.full + "\n", "\(arguments)")
        }
    }

    @Test func anOrderWhoseReportCannotBeWrittenIsStillPlacedAndSaysSo() async throws {
        let directory = try DataDirectory()
        for arguments in [["order", "tomato"], ["--json", "order", "tomato"], ["--quiet", "order", "tomato"]] {
            let outcome = try await directory.spawn(arguments, stdout: .full)
            #expect(outcome.status == 74, "\(arguments): \(outcome.err)")
            let id = try #require(try directory.orders().last?.id)
            #expect(outcome.err.contains("Order \(id) was placed, but its report could not be written to standard output."), "\(outcome.err)")
            #expect(outcome.err.lines.last == Self.full)
        }
        #expect(try directory.orders().count == 3)
    }

    @Test func aClosedStandardOutputIsNeverHandedToAFile() async throws {
        let directory = try DataDirectory()
        let outcome = try await directory.spawn(["order", "tomato"], stdout: .closed)
        #expect(outcome.signal == nil && outcome.status == 74, "\(outcome.err)")
        let id = try #require(try directory.orders().first?.id)
        #expect(outcome.err.contains("Order \(id) was placed"))
        #expect(outcome.err.lines.last == "Error: cannot write to standard output: bad file descriptor.")
        // What the order printed went nowhere: not into a store, nor any other file.
        for name in try FileManager.default.contentsOfDirectory(atPath: directory.data) {
            let bytes = FileManager.default.contents(atPath: directory.data + "/" + name) ?? Data()
            #expect(bytes.range(of: Data("Order \(id)".utf8)) == nil, "\(name) holds the order's report")
        }
        for name in ["app.sqlite", "system.sqlite"] { #expect(try directory.integrityCheck(name) == "ok") }
        let listing = try await directory.spawn(["history", "--limit", "0"], stdout: .closed)
        #expect(listing.status == 74)
        #expect(directory.run("history").out.contains("Tomato Soup"))
    }

    /// Standard error closed: the notes go nowhere, and the command's status is its own. An order
    /// placed and reported on stdout is no failure a script would retry.
    @Test func aClosedStandardErrorChangesNoStatus() async throws {
        let directory = try DataDirectory()
        let order = try await StoreFaultTests.spawn(after: "exec 2>&-", ["order", "tomato"], in: directory)
        #expect(order.signal == nil && order.status == 0, "\(order.out)")
        #expect(order.out.contains("Your Tomato Soup order will be ready"))
        #expect(try directory.orders().count == 1)
        let history = try await StoreFaultTests.spawn(after: "exec 2>&-", ["history", "--limit", "0"], in: directory)
        #expect(history.status == 0)
        let refused = try await StoreFaultTests.spawn(after: "exec 2>&-", ["order", "gazpacho"], in: directory)
        #expect(refused.status == 64 && refused.out.isEmpty)
    }

    @Test func aReaderThatWentAwayEndsTheCommandQuietlyWith74() async throws {
        let directory = try DataDirectory()
        #expect(directory.run("order", "tomato").status == 0)
        // SIGPIPE starts at its default action in the child: soupchef ignores it itself, so the
        // closed pipe is an EPIPE it handles, not a silent death by signal.
        let outcome = try await directory.spawn(["history", "--limit", "0"], stdout: .brokenPipe)
        #expect(outcome.signal == nil, "killed by signal \(outcome.signal ?? 0)")
        #expect(outcome.status == 74)
        #expect(outcome.err.isEmpty, "a reader that stopped reading is not an error to report: \(outcome.err)")
        let order = try await directory.spawn(["order", "tomato"], stdout: .brokenPipe)
        #expect(order.status == 74)
        #expect(order.err.contains("was placed, but its report could not be written"))
        #expect(try directory.orders().count == 2)
    }

    @Test func aListingStopsWritingAtItsFirstFailure() throws {
        let directory = try DataDirectory()
        for _ in 0..<3 { #expect(directory.run("order", "tomato").status == 0) }
        for arguments in [["history", "--limit", "0"], ["--json", "history", "--limit", "0"], ["donations", "--limit", "0"]] {
            let attempts = Counter()
            let out = Output(failable: { _ in
                attempts.count += 1
                return ENOSPC
            })
            let (err, readErr) = Output.capture()
            let status = SoupChefCLI.main(arguments, environment: directory.environment, out: out, err: err)
            #expect(status == 74)
            #expect(attempts.count == 1, "\(arguments): written \(attempts.count) times after the first failure")
            #expect(readErr() == Self.full + "\n")
        }
    }

    /// A replay runs its steps ahead of their report (16 at a time), and stops once the report
    /// cannot be written: stderr says how many steps ran, as they are in the store and a replay
    /// run again would add to them; so it does when only the closing report was lost.
    @Test func aReplayWhoseReportCannotBeWrittenSaysHowFarItGot() throws {
        let directory = try DataDirectory()
        let scenario = directory.root + "/lunches.txt"
        let lunches = (1...20).map { String(format: "2026-11-%02dT12:00  order chicken", $0) }
        try (["2026-10-31T08:00  menu restock chicken 100"] + lunches).joined(separator: "\n").write(
            toFile: scenario, atomically: true, encoding: .utf8)
        for (arguments, ran) in [
            (["replay", scenario], "ran 16 of 21 steps, to line 16"), (["--json", "replay", scenario], "ran all 21 steps, to line 21"),
        ] {
            let data = try DataDirectory()
            let out = Output(failable: { _ in ENOSPC })
            let (err, readErr) = Output.capture()
            let status = SoupChefCLI.main(arguments, environment: data.environment, out: out, err: err)
            let said = readErr()
            #expect(status == 74)
            #expect(
                said.contains(
                    "The replay of \(scenario) \(ran), but its report could not be written to standard output; what the steps did is in the data directory \(data.data)."
                ),
                "\(said)")
            #expect(said.lines.last == Self.full)
            #expect(try data.orders().count == (arguments.count == 2 ? 15 : 20))
        }
        // A replay that wrote its report says nothing of the kind.
        let written = directory.run("replay", scenario)
        #expect(written.status == 0 && !written.err.contains("could not be written"), "\(written.err)")
    }

    /// What deletes for good and then cannot say so still says it, on stderr: a script that
    /// sees 74 must not take the soup for still on the menu, or the history for still there.
    @Test func aDeletionWhoseReportCannotBeWrittenSaysWhatItDeleted() throws {
        let directory = try DataDirectory()
        for _ in 0..<2 { #expect(directory.run("order", "tomato").status == 0) }
        #expect(directory.run("order", "chicken", "--group", "trial").status == 0)
        #expect(directory.run("shortcuts", "add", "--order", String(try #require(try directory.orders().first?.id).prefix(8))).status == 0)
        let listed = try JSONSerialization.jsonObject(with: Data(directory.run("--json", "shortcuts").out.utf8)) as? [String: Any]
        let shortcut = try #require((listed?["voiceShortcuts"] as? [[String: Any]])?.first?["identifier"] as? String)
        let cases: [([String], String)] = [
            (
                ["menu", "disable", "tomato", "--yes"],
                "Tomato Soup is now unavailable (disabled), stock 2, and 2 donations of its orders were removed"
            ),
            (["--json", "menu", "enable", "tomato"], "Tomato Soup is now available, stock 2"),
            (["donations", "delete", "--group", "trial"], "INInteraction.delete(with: groupIdentifier) deleted 1 donation"),
            (["--quiet", "shortcuts", "delete", shortcut, "--yes"], "The voice shortcut “Soup time” (\(shortcut)) was deleted"),
            (["history", "clear", "--yes"], "3 orders and 0 donations were deleted"),
        ]
        for (arguments, done) in cases {
            let out = Output(failable: { _ in ENOSPC })
            let (err, readErr) = Output.capture()
            let status = SoupChefCLI.main(arguments, environment: directory.environment, out: out, err: err)
            let said = readErr()
            #expect(status == 74, "\(arguments)")
            #expect(said.lines == [done + ", but the report could not be written to standard output.", Self.full], "\(arguments): \(said)")
        }
        #expect(try directory.orders().isEmpty)
        // Nothing deleted, nothing to say: the failure alone.
        let out = Output(failable: { _ in ENOSPC })
        let (err, readErr) = Output.capture()
        #expect(SoupChefCLI.main(["donations", "delete", "--all"], environment: directory.environment, out: out, err: err) == 74)
        #expect(readErr() == Self.full + "\n")
    }

    private final class Counter: @unchecked Sendable { var count = 0 }
}

/// Issue 10.6: stored text with control characters (written past the command line's checks,
/// through the library or the store itself) is shown escaped by every text view; JSON keeps it.
@Suite struct HostileStoredTextTests {
    static let address = "1 Main St\u{1B}]0;PWNED\u{07}\u{1B}[2J"
    static let group = "lunch\u{1B}[31m"
    static let phrase = "Soup\u{1B}[2J time"

    /// A data directory holding a delivery to `address` in `group`, and a voice shortcut for it
    /// whose phrase is `phrase`.
    static func seeded() throws -> (DataDirectory, String) {
        let directory = try DataDirectory()
        try #require(directory.run("menu").status == 0)
        let id: String
        do {
            let app = try SoupChef(
                directory: directory.data, clock: { Date(timeIntervalSince1970: 1_796_644_800) }, timeZone: Zone(identifier: "UTC")!)
            let item = try app.menu().soup(named: "tomato")
            let response = try app.handler.handle(
                OrderSoupIntent(item: item, quantity: 1, orderType: .delivery, deliveryLocation: address), donationGroup: group)
            id = try #require(response.order?.id)
        }
        try #require(directory.run("shortcuts", "add", "--order", String(id.prefix(8)), "--phrase", "Soup time").status == 0)
        _ = try directory.database("system.sqlite").run("UPDATE voice_shortcuts SET phrase = ?", [.text(phrase)])
        return (directory, id)
    }

    @Test func everyTextViewEscapesStoredText() throws {
        let (directory, id) = try Self.seeded()
        let short = String(id.prefix(8))
        let views: [[String]] = [
            ["history"], ["history", "--limit", "0"], ["history", "show", short], ["open", "orderComplete", "--order", short],
            ["open", "OrderSoupIntent", "--order", short], ["donations"], ["donations", "--limit", "0"], ["shortcuts", "list"],
            ["siri", "x\u{1B}[2J\u{07}"],
        ]
        // The suggestions group shortcuts by soup and toppings, so the address is not in them;
        // they are checked for raw control characters all the same.
        // A voice shortcut's intent has no address either (Apple's Order.intent).
        for arguments in views + [["suggestions"], ["suggestions", "--recent"], ["suggestions", "--week"], ["siri", "soup time", "--yes"]] {
            let result = directory.run(arguments)
            let text = result.out + result.err
            #expect(!text.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{07}" }, "\(arguments) printed a raw control character")
            if views.contains(arguments) {
                #expect(text.contains("\\u{1B}"), "\(arguments) shows nothing escaped: \(text.prefix(400))")
            }
        }
        // JSON stays exact.
        let json = directory.run("--json", "history", "show", short)
        let order = try #require((try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])?["order"] as? [String: Any])
        #expect(order["deliveryAddress"] as? String == Self.address)
    }

    @Test func theDataDirectoryWarningIsEscaped() throws {
        let directory = try DataDirectory()
        var environment = directory.environment
        let hostile = directory.root + "/data\u{1B}[2J"
        environment["SOUPCHEF_DATA_DIR"] = hostile
        try FileManager.default.createDirectory(atPath: hostile, withIntermediateDirectories: true)
        chmod(hostile, 0o755)
        let (out, _) = Output.capture()
        let (err, readErr) = Output.capture()
        #expect(SoupChefCLI.main(["menu"], environment: environment, out: out, err: err) == 0)
        let warning = readErr()
        #expect(warning.contains("warning: data directory \(directory.root)/data\\u{1B}[2J can be read by other users"), "\(warning)")
        #expect(!warning.contains("\u{1B}"))
    }
}
