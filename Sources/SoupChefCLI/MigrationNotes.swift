import SoupChefViews
import SoupKit
import TextMatching

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What a command says while a store migrates: always when it waits for another soupchef's
/// migration (it could otherwise sit silent for a while), and each step on a terminal; wrapped to
/// `width` (the terminal's, as notes are: `Context.noteWidth`), one line when nil. With
/// `quiet` nothing is said; with `json`, only the wait.
enum MigrationNotes {
    static func observing<T>(_ err: Output, width: Int?, quiet: Bool = false, json: Bool = false, _ body: () -> T) -> T {
        MigrationNotices.shared.observing(
            { event in
                guard !quiet else { return }
                switch event {
                case .waiting(let path, let version):
                    say(
                        "migrating the data directory to version \(version)… (another soupchef is migrating \(PathText.lastComponent(path)); waiting for it)",
                        err, width)
                case .step(let path, let step, let last, let summary):
                    guard err.isTerminal, !json else { return }
                    say(
                        "migrating the data directory to version \(last)… (\(PathText.lastComponent(path)), step \(step) of \(last): \(summary.prefix { $0 != ":" }))",
                        err, width)
                }
            }, body)
    }

    private static func say(_ text: String, _ err: Output, _ width: Int?) {
        for line in Prose.lines(text, width: width) { err.line(line) }
    }
}
