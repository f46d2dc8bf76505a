import Foundation
import SQLiteStore
import TestSupport
import Testing

@testable import SoupKit

/// App migration 4 drops the triggers that kept order ids unique; the insert keeps them unique
/// instead. Checked on a store of the version before (3), made from the committed version-3
/// directory by the released steps.
@Suite struct OrderIDsByInsertMigrationTests {
    static func triggers(_ db: Database) throws -> [String] {
        try db.query("SELECT name FROM sqlite_schema WHERE type = 'trigger' ORDER BY name") { $0.string(0) }
    }

    @Test func aVersionThreeStoreLosesItsTriggersAndKeepsEveryOrder() throws {
        let (temporary, data) = try IdentifiersOnceMigrationTests.previousVersion()
        defer { withExtendedLifetime(temporary) {} }
        let before = try StoreFile(path: data + "/app.sqlite", migrations: Array(AppStore.migrations.prefix(3))).open()
        #expect(try before.userVersion == 3)
        #expect(try Self.triggers(before) == ["orders_id_unique", "orders_id_unique_change"])
        let rowsBefore = try IdentifiersOnceMigrationTests.rows(before, "orders", orderedBy: "seq")
        let ids = try IdentifiersOnceMigrationTests.identifiers(before, "SELECT id FROM orders ORDER BY seq")
        before.close()

        let app = try SoupChef(directory: data, clock: { Date(timeIntervalSince1970: 1_796_814_000) })
        let db = app.store.database
        #expect(try db.userVersion == 4)
        #expect(try Self.triggers(db) == [])
        #expect(try db.first("PRAGMA integrity_check") { $0.string(0) } == "ok")
        #expect(try IdentifiersOnceMigrationTests.rows(db, "orders", orderedBy: "seq") == rowsBefore, "every order as it was")

        // Every stored id, whatever its form, is still refused a second time.
        var order = try IdentifiersOnceMigrationTests.placeTomatoSoup(app)
        for id in ids {
            order.id = id
            let error = #expect(throws: SQLiteError.self, "\(id)") { try app.store.insert(order) }
            #expect(error?.isConstraintViolation == true)
        }
        #expect(try db.scalar("SELECT count(*) FROM orders") == ids.count + 1)
    }
}
