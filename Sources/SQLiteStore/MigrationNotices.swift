import Foundation

/// What a migration tells a person while it runs: that this process waits for another one that
/// is migrating the store, and (for a terminal) each step as it starts. The library only posts
/// events; the command line decides what to print and where (standard error).
public final class MigrationNotices: @unchecked Sendable {
    public enum Event: Sendable, Equatable {
        /// Another process holds the store's write lock while the store is older than this build:
        /// it is migrating it. This one waits.
        case waiting(path: String, version: Int)
        /// This process starts step `step` of `last` (the version it ends at).
        case step(path: String, step: Int, last: Int, summary: String)
    }

    public static let shared = MigrationNotices()

    private final class Box {
        let handler: (Event) -> Void
        init(_ handler: @escaping (Event) -> Void) { self.handler = handler }
    }

    private static let key = "soupchef.migration-notices"

    /// Runs `body` with `handler` receiving the events posted on this thread, then puts back
    /// what was there (a replay's steps run commands inside a command). The command line sets it
    /// for the length of one command; commands run in-process side by side (tests) each see their
    /// own.
    public func observing<T>(_ handler: @escaping (Event) -> Void, _ body: () throws -> T) rethrows -> T {
        let previous = Thread.current.threadDictionary[Self.key]
        Thread.current.threadDictionary[Self.key] = Box(handler)
        defer { Thread.current.threadDictionary[Self.key] = previous }
        return try body()
    }

    func post(_ event: Event) {
        (Thread.current.threadDictionary[Self.key] as? Box)?.handler(event)
    }
}
