import SQLiteStore

extension Array where Element == Migration {
    /// `count` steps that change nothing: a store file of that version whose tables the test's
    /// seed makes, for tests about store files rather than about a schema.
    public static func steps(_ count: Int) -> [Migration] {
        (0..<count).map { Migration(version: $0 + 1, "test step \($0 + 1)") { _ in } }
    }
}
