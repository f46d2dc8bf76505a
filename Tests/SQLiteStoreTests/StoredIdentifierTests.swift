import Foundation
import TestSupport
import Testing

@testable import SQLiteStore

/// Identifiers stored compactly: canonical UUIDs as 16 bytes, anything else as its text, and
/// both read back as exactly what was stored.
@Suite struct StoredIdentifierTests {
    /// A database in a directory that lives as long as it does.
    final class Store {
        let directory: TemporaryDirectory
        let db: Database

        init() throws {
            directory = try TemporaryDirectory("stored-identifier")
            let path = directory.path + "/t.sqlite"
            FileManager.default.createFile(atPath: path, contents: nil)
            db = try Database(path: path)
            try db.execute("CREATE TABLE t(id BLOB NOT NULL UNIQUE)")
        }
    }

    @Test func uuidsAreSixteenBytesAndEverythingElseStaysText() throws {
        let uuid = UUID().uuidString
        #expect(StoredIdentifier.value(uuid) == .blob(try #require(StoredIdentifier.uuidBytes(uuid))))
        #expect(StoredIdentifier.uuidBytes(uuid)?.count == 16)
        for text in [uuid.lowercased(), "order-1", "", String(uuid.dropLast()), uuid + "0", uuid.replacingOccurrences(of: "-", with: "_")] {
            #expect(StoredIdentifier.value(text) == .text(text), "\(text)")
        }
    }

    @Test func whatIsStoredReadsBackTheSame() throws {
        let store = try Store()
        let db = store.db
        let identifiers = (0..<50).map { _ in UUID().uuidString } + ["by hand", UUID().uuidString.lowercased(), "ÉTÉ ☕️"]
        for identifier in identifiers { try db.run("INSERT INTO t VALUES (?)", [StoredIdentifier.value(identifier)]) }
        let read = try db.query("SELECT id FROM t ORDER BY rowid") { try $0.identifier(0, "t.id") }
        #expect(read == identifiers)
        #expect(try db.scalar("SELECT count(*) FROM t WHERE typeof(id) = 'blob'") == 50)
    }

    @Test func theSQLFunctionConvertsAColumnInOneStatement() throws {
        let store = try Store()
        let db = store.db
        let uuid = UUID().uuidString
        try db.execute("CREATE TABLE old(id TEXT)")
        try db.run("INSERT INTO old VALUES (?), (?), (NULL)", [.text(uuid), .text("plain")])
        try db.execute("INSERT INTO t SELECT stored_identifier(id) FROM old WHERE id IS NOT NULL")
        #expect(try db.query("SELECT typeof(id) FROM t ORDER BY rowid") { $0.string(0) } == ["blob", "text"])
        #expect(try db.query("SELECT id FROM t ORDER BY rowid") { try $0.identifier(0, "t.id") } == [uuid, "plain"])
    }

    /// A prefix, in any case, with or without the dashes where a UUID has them, finds exactly
    /// the identifiers that start with it, as a range on the index.
    @Test func prefixesFindWhatStartsWithThem() throws {
        let store = try Store()
        let db = store.db
        let identifiers = (0..<300).map { _ in UUID().uuidString } + ["ABC-TEXT", "ABD"]
        for identifier in identifiers { try db.run("INSERT INTO t VALUES (?)", [StoredIdentifier.value(identifier)]) }
        func found(_ prefix: String) throws -> Set<String> {
            var hits: Set<String> = []
            for range in StoredIdentifier.prefixRanges(prefix) {
                try db.forEach("SELECT id FROM t WHERE id >= ? AND id <= ?", [range.low, range.high]) { hits.insert(try $0.identifier(0, "t.id")) }
            }
            return hits
        }
        let sample = identifiers[7]
        for length in [1, 2, 7, 8, 9, 12, 13, 14, 35, 36] {
            for prefix in [String(sample.prefix(length)), String(sample.prefix(length)).lowercased()] {
                #expect(try found(prefix) == Set(identifiers.filter { $0.hasPrefix(prefix.uppercased()) }), "\(prefix)")
            }
        }
        // Text identifiers are found by their own text, beside the UUIDs.
        #expect(try found("abc") == Set(identifiers.filter { $0.hasPrefix("ABC") }))
        #expect(try found("abc").contains("ABC-TEXT"))
        #expect(try found("zz").isEmpty)
        #expect(try found(sample + "0").isEmpty)
    }
}
