import Foundation
import TestSupport
import Testing

/// An answer read from standard input is capped as `--answer` is (200 characters), and no more
/// than a line's cap is ever read: `/dev/zero` or a megabyte on one line is refused at once
/// (64, nothing ordered), never held in memory nor echoed.
@Suite struct AnswerInputTests {
    /// soupchef's `siri` with standard input from a shell command line's `input` (`$0` is soupchef).
    static func siri(_ directory: DataDirectory, input: String) throws -> ProcessOutcome {
        let script = "{ \(input); } | \"$0\" siri 'Order Soup Chef'"
        return try Program.run(
            "/bin/sh", ["-c", script, try Program.soupchef()].map { Array($0.utf8) }, environment: directory.environment, killAfter: 30)
    }

    @Test(arguments: [
        ("head -c 1000000 /dev/zero", "more than 1024 bytes"),
        ("cat /dev/zero", "more than 1024 bytes"),
        ("head -c 1000000 /dev/zero | tr '\\0' x; echo", "more than 1024 bytes"),
        ("printf '%0201d\\n' 0", "201 characters"),
    ])
    func aLongAnswerIsRefusedWithoutReadingItWhole(input: String, says: String) throws {
        let directory = try DataDirectory()
        let outcome = try Self.siri(directory, input: input)
        #expect(!outcome.wasKilled, "\(input): still reading after 30 s")
        #expect(outcome.status == 64, "\(input): \(outcome.err)")
        #expect(
            outcome.err.contains("an answer read from standard input is too long: \(says), at most 200 characters"), "\(input): \(outcome.err)")
        #expect(!outcome.out.contains("xxxxxxxxxx") && !outcome.out.contains("You: 0000"), "the answer was echoed: \(outcome.out.prefix(300))")
        #expect(outcome.out.utf8.count < 10_000)
        #expect((try? directory.orders())?.isEmpty ?? true, "an order was placed")
    }

    /// A standard input left open without a word (a pipe whose writer never writes nor closes,
    /// as a harness or CI runner may leave it) is read as ended after its silence: the question
    /// goes unanswered (1, nothing ordered), not waited on for ever.
    @Test func aPipeThatStaysSilentEndsTheInput() throws {
        let directory = try DataDirectory()
        let script = """
            t=$(mktemp -d) && mkfifo "$t/in" || exit 99
            sleep 60 > "$t/in" & writer=$!
            "$0" siri 'Order Soup Chef' < "$t/in"; status=$?
            kill $writer; rm -rf "$t"; exit $status
            """
        let outcome = try Program.run(
            "/bin/sh", ["-c", script, try Program.soupchef()].map { Array($0.utf8) }, environment: directory.environment, killAfter: 45)
        #expect(!outcome.wasKilled, "still waiting for standard input after 45 s")
        #expect(outcome.status == 1, "\(outcome.err)")
        #expect(outcome.err.contains("Siri asked “Which soup"), "\(outcome.err)")
        #expect((try? directory.orders())?.isEmpty ?? true, "an order was placed")
    }

    /// The longest answer `--answer` takes is taken from standard input too, and lines end as
    /// `readLine` ends them ("\r\n" too), the last without a newline.
    @Test func answersUpToTheCapAreRead() throws {
        let directory = try DataDirectory()
        let padded = String(repeating: " ", count: 186) + "Ferry Building"
        let outcome = try Self.siri(directory, input: "printf 'tomato\\r\\n\(padded)\\nyes'")
        #expect(outcome.status == 0, "\(outcome.err)")
        #expect(outcome.out.contains("You: Ferry Building"), "\(outcome.out)")
        #expect(try directory.orders().count == 1)
    }
}
