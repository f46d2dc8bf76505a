import SoupChefViews
import TextMatching

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one rule for commands that delete for good (docs/cli.md, "Commands that delete"): on a
/// terminal they ask first, "[y/N]" on standard error, and anything but y or yes keeps everything;
/// `--yes` skips the question. Where standard input is not a terminal nothing is asked, and each
/// command does what it always did there (`history clear` still needs --yes or --force).
enum Confirmation {
    /// The `--yes` every such command takes.
    static let yes = Option(flag: "yes", short: "y", help: "Do not ask first (on a terminal, this command asks before deleting).")

    /// Whether to go ahead: true with `yes` or off a terminal; otherwise what the person answers.
    /// Declined with `--json`, the refusal is the error document (exit 1), as every failure is.
    /// `unchanged`: what stays as it was besides, said first when declined ("Tomato Soup stays
    /// on the menu").
    static func granted(_ question: String, yes: Bool, context: Context, unchanged: String? = nil) throws -> Bool {
        guard !yes, context.input.isTerminal else { return true }
        ask(question, context: context)
        let answer = self.answer(context)
        guard answer == "y" || answer == "yes" else {
            try declined(context, unchanged: unchanged)
            return false
        }
        return true
    }

    /// The answer typed to the question, trimmed and in lower case; nil at the end of input
    /// (Ctrl-D), which leaves the cursor after the question, so what follows starts a line.
    static func answer(_ context: Context) -> String? {
        let line = context.input.readLine()
        if line == nil { context.err.write("\n") }
        return line?.trimmingWhitespace().lowercased()
    }

    /// Writes `question` and "[y/N]" on stderr, the answer to be typed after them: escaped, and
    /// wrapped to the terminal's width as a note is, each further line two spaces in.
    static func ask(_ question: String, context: Context) {
        context.err.write(Prose.lines(Diagnostic.escaped(question) + " [y/N]", width: context.noteWidth).joined(separator: "\n") + " ")
    }

    /// Says nothing was deleted: a note, or with `--json` the error document.
    static func declined(_ context: Context, unchanged: String? = nil) throws {
        let said = unchanged.map { "\($0); nothing was deleted" } ?? "Nothing was deleted"
        if context.json { throw CommandFailure(.failure, "\(said): the question was answered no.") }
        context.note("\(said).")
    }
}
