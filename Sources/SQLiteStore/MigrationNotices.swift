#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What a migration tells a person while it runs: that this process waits for another one that
/// is migrating the store, and (for a terminal) each step as it starts. The library only posts
/// events; the command line decides what to print and where (standard error).
public final class MigrationNotices: Sendable {
    public enum Event: Sendable, Equatable {
        /// Another process holds the store's write lock while the store is older than this build:
        /// it is migrating it. This one waits.
        case waiting(path: String, version: Int)
        /// This process starts step `step` of `last` (the version it ends at).
        case step(path: String, step: Int, last: Int, summary: String)
    }

    public static let shared = MigrationNotices()

    /// The handler of the command running on this thread (or task). A task-local value, not the
    /// thread's dictionary: storing into that bridges through `NSMutableDictionary` and costs a
    /// scan of every protocol conformance in the binary, about 0.6 ms of every command's start.
    @TaskLocal private static var handler: (@Sendable (Event) -> Void)?

    /// Runs `body` with `handler` receiving the events posted on this thread, then puts back
    /// what was there (a replay's steps run commands inside a command). The command line sets it
    /// for the length of one command; commands run in-process side by side (tests) each see their
    /// own.
    public func observing<T>(_ handler: @escaping @Sendable (Event) -> Void, _ body: () throws -> T) rethrows -> T {
        try Self.$handler.withValue(handler, operation: body)
    }

    func post(_ event: Event) {
        Self.handler?(event)
    }
}
