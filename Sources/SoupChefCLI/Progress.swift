import SoupChefViews

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

/// Progress of long work, on standard error: only when it is a terminal, never with --json or
/// --quiet, and only while standard output is not that same terminal's running report (a line
/// that rewrites itself would be torn by the report's lines). The line rewrites itself at most
/// ten times a second and is wiped when the work ends, so nothing of it stays on the screen.
final class Progress {
    private let err: Output?
    private let label: String
    private let total: Int?
    private var shownAt: Double = 0
    private var shown = false

    /// `reportsAsItGoes`: the command writes its results to standard output while it works.
    init(_ label: String, total: Int?, context: Context, reportsAsItGoes: Bool = false) {
        let enabled = context.terminalErr.isTerminal && !context.json && !context.quiet && !(reportsAsItGoes && context.out.isTerminal)
        err = enabled ? context.terminalErr : nil
        // An interruption (Ctrl-C) then wipes the line before it ends the process.
        if enabled { _ = EvalDirectory.Interruption.shared }
        self.label = label
        self.total = total
    }

    /// Whether anything is shown (for tests and callers that would do extra work for it).
    var isEnabled: Bool { err != nil }

    func update(_ done: Int) {
        guard let err, !progressSilenced else { return }
        let now = Date().timeIntervalSinceReferenceDate
        guard !shown || now - shownAt >= 0.1 || done == total else { return }
        shownAt = now
        shown = true
        progressLineOnScreen = true
        var text = "\(label) \(done)"
        if let total, total > 0 { text += "/\(total) (\(done * 100 / total)%)" }
        err.write("\r" + Diagnostic.escaped(text) + "\u{1B}[K")
    }

    /// A line for work whose amount is not known, until `finish`.
    func status() {
        guard let err, !progressSilenced else { return }
        shown = true
        progressLineOnScreen = true
        err.write("\r" + Diagnostic.escaped(label) + "\u{1B}[K")
    }

    func finish() {
        guard let err, shown, !progressSilenced else { return }
        err.write("\r\u{1B}[K")
        shown = false
        progressLineOnScreen = false
    }
}

/// Whether a progress line is on the terminal now: an interruption (`EvalDirectory.Interruption`)
/// wipes it before the signal ends the process, as `finish` would have.
nonisolated(unsafe) var progressLineOnScreen = false
/// Set by an interruption before it wipes the line: from then on no progress is written, so that
/// an update the work was about to make does not put the line back before the signal ends it.
nonisolated(unsafe) var progressSilenced = false
