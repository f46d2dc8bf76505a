import SoupChefViews
import SoupKit
import TextMatching

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What a command says while a store migrates: always when it waits for another soupchef's
/// migration (it could otherwise sit silent for a while), and each step on a terminal.
enum MigrationNotes {
    static func observing<T>(_ err: Output, _ body: () -> T) -> T {
        MigrationNotices.shared.observing(
            { event in
                switch event {
                case .waiting(let path, let version):
                    err.line(
                        "migrating the data directory to version \(version)… (another soupchef is migrating \(PathText.lastComponent(path)); waiting for it)"
                    )
                case .step(let path, let step, let last, let summary):
                    guard err.isTerminal else { return }
                    err.line(
                        "migrating the data directory to version \(last)… (\(PathText.lastComponent(path)), step \(step) of \(last): \(summary.prefix { $0 != ":" }))"
                    )
                }
            }, body)
    }
}
