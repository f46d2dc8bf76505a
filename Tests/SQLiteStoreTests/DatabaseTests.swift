import Foundation
import Testing
@testable import SQLiteStore

@Suite struct DatabaseTests {
    @Test func transactionRollsBackOnError() throws {
        let path = FileManager.default.temporaryDirectory.path + "/db-\(UUID().uuidString).sqlite"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let file = StoreFile(path: path, schemaVersion: 1, name: "test store")
        let db = try file.open { try $0.execute("CREATE TABLE t(x INTEGER)") }
        struct Boom: Error {}
        #expect(throws: Boom.self) {
            try db.transaction {
                try db.run("INSERT INTO t VALUES (1)")
                throw Boom()
            }
        }
        #expect(try db.scalar("SELECT count(*) FROM t") == 0)
    }
}
