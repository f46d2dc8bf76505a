import Foundation
import SQLiteStore
import TestSupport
import Testing

@testable import SiriSystem
@testable import SoupKit

/// App migration 3 and system migration 6 keep each identifier's bytes once per store: the
/// indexes keep 8 bytes of a UUID (`StoredIdentifier.keySQL`) and refer to rows by number.
/// Checked on stores of the version before each (app 2, system 5), made from the committed
/// version-3 directory by the released steps, with ids of every form an older store may hold.
@Suite struct IdentifiersOnceMigrationTests {
    /// Ids given to the fixture's first orders and donations before migrating: text ids that
    /// begin one another, a UUID kept as lower-case text, and a UUID that shares its first 8
    /// bytes (the index key) with the fixture's `0AA58265-4E38-4CC8-AB15-60CE092AE319`.
    static let rewritten = [
        "order-0", "order-1", "order-10", "3f2a9c1e-0b4d-4e6f-8a7b-1c2d3e4f5a6b", "0AA58265-4E38-4CC8-0000-000000000001",
    ]

    /// A data directory at app store version 2 and system store version 5, as the release
    /// before these migrations left it, with `rewritten` as the ids of its first rows.
    static func previousVersion() throws -> (TemporaryDirectory, String) {
        let temporary = try TemporaryDirectory("ids-once")
        let data = try temporary.copy(Fixtures.path("datadir-v3/data"), as: "data")
        for name in ["app.sqlite", "system.sqlite"] { chmod(data + "/" + name, 0o600) }
        let app = try StoreFile(path: data + "/app.sqlite", migrations: Array(AppStore.migrations.prefix(2))).open()
        defer { app.close() }
        let system = try StoreFile(path: data + "/system.sqlite", migrations: Array(SetBasedMigrationTests.migrations.prefix(5))).open()
        defer { system.close() }
        #expect(try app.userVersion == 2 && system.userVersion == 5)
        let orders = try app.query("SELECT seq FROM orders ORDER BY seq") { $0.int64(0) }
        let donations = try system.query("SELECT seq FROM interactions ORDER BY seq") { $0.int64(0) }
        for (index, id) in rewritten.enumerated() {
            try app.run("UPDATE orders SET id = ? WHERE seq = ?", [StoredIdentifier.value(id), .integer(orders[index])])
            try system.run("UPDATE interactions SET identifier = ? WHERE seq = ?", [StoredIdentifier.value(id), .integer(donations[index])])
        }
        return (temporary, data)
    }

    /// Every row of a table as text, in key order.
    static func rows(_ db: Database, _ table: String, orderedBy key: String) throws -> [String] {
        let columns = try db.query("SELECT name FROM pragma_table_info(?)", [.text(table)]) { $0.string(0) }
        let row = columns.map { "quote(\"\($0)\")" }.joined(separator: " || '|' || ")
        return try db.query("SELECT \(row) FROM \(table) ORDER BY \(key)") { $0.string(0) }
    }

    static func identifiers(_ db: Database, _ sql: String) throws -> [String] {
        try db.query(sql) { try $0.identifier(0, "orders.id") }
    }

    /// The shortest beginning of `id` that no other of `all` begins with (any case), or `id`.
    static func uniquePrefix(of id: String, among all: [String]) -> String {
        for length in 1...id.count {
            let prefix = String(id.prefix(length))
            if all.filter({ $0.lowercased().hasPrefix(prefix.lowercased()) }).count == 1 { return prefix }
        }
        return id
    }

    /// Places an order of tomato soup through the intent handler, as `soupchef order` does.
    static func placeTomatoSoup(_ app: SoupChef) throws -> Order {
        let menu = try app.menu()
        let item = try #require(menu.item(id: "tomatoSoup"))
        let intent = OrderSoupIntent(
            item: item, quantity: 1, toppings: [], orderType: nil, storeLocation: menu.stores.first, deliveryLocation: nil)
        return try #require(try app.handler.handle(intent).order)
    }

    @Test func everyOrderSurvivesAndIsFoundByItsIdAndByAPrefix() throws {
        let (temporary, data) = try Self.previousVersion()
        defer { withExtendedLifetime(temporary) {} }
        let before = try Database(path: data + "/app.sqlite")
        let rowsBefore = try Self.rows(before, "orders", orderedBy: "seq")
        let ids = try Self.identifiers(before, "SELECT id FROM orders ORDER BY seq")
        let counter = try before.scalar("SELECT seq FROM sqlite_sequence WHERE name = 'orders'")
        before.close()
        #expect(ids.count == 9 && Array(ids.prefix(5)) == Self.rewritten)

        let app = try SoupChef(directory: data, clock: { Date(timeIntervalSince1970: 1_796_814_000) })
        let db = app.store.database
        #expect(try db.userVersion == AppStore.schemaVersion)
        #expect(try db.first("PRAGMA integrity_check") { $0.string(0) } == "ok")
        #expect(try Self.rows(db, "orders", orderedBy: "seq") == rowsBefore, "every order as it was")
        #expect(try db.scalar("SELECT seq FROM sqlite_sequence WHERE name = 'orders'") == counter)
        for id in ids {
            #expect(try app.order(idPrefix: id).id == id, "\(id) typed whole")
            let prefix = Self.uniquePrefix(of: id, among: ids)
            #expect(try app.order(idPrefix: prefix).id == id, "\(id) by its prefix \(prefix)")
            if StoredIdentifier.uuidBytes(id.uppercased()) != nil {
                #expect(try app.order(idPrefix: id.lowercased()).id == id, "\(id) in lower case")
                #expect(try app.order(idPrefix: prefix.lowercased()).id == id, "\(id) by its prefix in lower case")
            }
        }
        // Two UUIDs that share their index key are told apart by the rest of their bytes.
        #expect(throws: SoupKitError.self) { try app.order(idPrefix: "0aa58265-4e38") }
        #expect(try app.order(idPrefix: "0AA58265-4E38-4CC8-0").id == "0AA58265-4E38-4CC8-0000-000000000001")
        #expect(try app.order(idPrefix: "0AA58265-4E38-4CC8-A").id == "0AA58265-4E38-4CC8-AB15-60CE092AE319")
        // A new order goes on with the next number and is found like the others.
        let placed = try Self.placeTomatoSoup(app)
        #expect(try app.order(idPrefix: placed.id).id == placed.id)
        #expect(try db.scalar("SELECT max(seq) FROM orders") == counter + 1)
    }

    @Test func everyDonationSurvivesAndIsFoundAndDeletedByItsIdentifier() throws {
        let (temporary, data) = try Self.previousVersion()
        defer { withExtendedLifetime(temporary) {} }
        let before = try Database(path: data + "/system.sqlite")
        let rowsBefore = try Self.rows(before, "interactions", orderedBy: "date_ms, seq")
        let identifiers = try Self.identifiers(before, "SELECT identifier FROM interactions ORDER BY seq")
        before.close()
        #expect(identifiers.count == 7 && Array(identifiers.prefix(5)) == Self.rewritten)

        let app = try SoupChef(directory: data, clock: { Date(timeIntervalSince1970: 1_796_814_000) })
        let system = try app.system
        let db = system.database
        #expect(try db.userVersion == 13)
        #expect(try db.first("PRAGMA integrity_check") { $0.string(0) } == "ok")
        #expect(try Self.rows(db, "interactions", orderedBy: "date_ms, seq") == rowsBefore, "every donation as it was")
        for identifier in identifiers {
            #expect(try system.interaction(identifier: identifier)?.identifier == identifier)
            #expect(try system.interactionIdentifier(matching: identifier) == .one(identifier), "\(identifier) typed whole")
            let prefix = Self.uniquePrefix(of: identifier, among: identifiers)
            #expect(try system.interactionIdentifier(matching: prefix) == .one(identifier), "\(identifier) by its prefix \(prefix)")
            if StoredIdentifier.uuidBytes(identifier.uppercased()) != nil {
                #expect(try system.interactionIdentifier(matching: identifier.uppercased()) == .one(identifier))
                #expect(try system.interactionIdentifier(matching: identifier.lowercased()) == .one(identifier))
            }
        }
        guard case .ambiguous(let both) = try system.interactionIdentifier(matching: "0aa58265") else {
            Issue.record("two identifiers that share their key are both found")
            return
        }
        #expect(Set(both) == ["0AA58265-4E38-4CC8-0000-000000000001", "0AA58265-4E38-4CC8-AB15-60CE092AE319"])
        // A second donation with a stored identifier changes nothing, as before.
        #expect(try system.deleteInteractions(identifiers: ["order-1", "0AA58265-4E38-4CC8-0000-000000000001"]).count == 2)
        #expect(try system.interaction(identifier: "order-1") == nil)
        #expect(try system.interaction(identifier: "order-10") != nil)
        #expect(try system.interaction(identifier: "0AA58265-4E38-4CC8-AB15-60CE092AE319") != nil)
        #expect(try system.deleteInteractions(identifiers: identifiers).count == identifiers.count - 2)
        #expect(try system.interactionCount() == 0)
    }

    /// Neither store has an index that holds an identifier whole: each is kept in its row, and
    /// the indexes hold 8 bytes of it or the row's number.
    @Test(arguments: [false, true])
    func eachIdentifierIsStoredOnce(migrated: Bool) throws {
        let temporary: TemporaryDirectory
        let data: String
        if migrated {
            (temporary, data) = try Self.previousVersion()
        } else {
            temporary = try TemporaryDirectory("ids-once-new")
            data = temporary.path
        }
        defer { withExtendedLifetime(temporary) {} }
        let app = try SoupChef(directory: data, clock: { Date(timeIntervalSince1970: 1_796_814_000) })
        for (db, table, column) in [(app.store.database, "orders", "id"), (try app.system.database, "interactions", "identifier")] {
            let indexes = try db.query("SELECT name FROM sqlite_schema WHERE type = 'index' AND tbl_name = ?", [.text(table)]) { $0.string(0) }
            #expect(!indexes.isEmpty)
            for index in indexes {
                // An index's own columns (key columns, not the row reference it carries).
                let columns = try db.query("SELECT name FROM pragma_index_xinfo(?) WHERE key = 1", [.text(index)]) { $0.optionalString(0) }
                #expect(!columns.contains(column), "\(index) holds \(table).\(column) whole")
            }
            let keyed = try db.query(
                "SELECT name FROM sqlite_schema WHERE type = 'index' AND sql LIKE '%substr(' || ? || ', 1, 8)%'", [.text(column)]
            ) { $0.string(0) }
            #expect(keyed == [table == "orders" ? "orders_id_key" : "interactions_identifier_key"])
        }
        // Uniqueness is the insert's (app migration 4): no trigger for every connection to parse.
        #expect(try app.store.database.query("SELECT name FROM sqlite_schema WHERE type = 'trigger'") { $0.string(0) } == [])
    }

    /// The unique index is gone; its guarantee is not: a second order with a stored id is
    /// refused, as a unique index would refuse it; one that shares only the index key's 8 bytes
    /// is not.
    @Test func orderIdsStayUnique() throws {
        let fixture = try AppFixture()
        let app = fixture.app
        let placed = try fixture.placed("tomatoSoup")
        func inserting(_ id: String) throws {
            var order = placed
            order.id = id
            try app.store.insert(order)
        }
        try inserting("order-0")
        for id in [placed.id, "order-0"] {
            let error = #expect(throws: SQLiteError.self, "\(id) stored twice") { try inserting(id) }
            #expect(error?.isConstraintViolation == true)
            #expect(error?.message == "UNIQUE constraint failed: orders.id")
        }
        #expect(try app.store.database.scalar("SELECT count(*) FROM orders") == 2, "the stored id and order-0, once each")
        // Same first 8 bytes, another id: kept, and each found whole.
        let neighbour = String(placed.id.prefix(19)) + (placed.id.hasSuffix("0") ? "0000-000000000001" : "0000-000000000000")
        try inserting(neighbour)
        #expect(try app.order(idPrefix: neighbour).id == neighbour)
        #expect(try app.order(idPrefix: placed.id).id == placed.id)
        // An id that begins a stored one, or that a stored one begins, is another id.
        try inserting("order-")
        try inserting("order-00")
        #expect(try app.store.database.scalar("SELECT count(*) FROM orders") == 5)
    }

    /// Every query that finds rows by identifier, soup, date or group uses an index: none reads
    /// a whole table, and none sorts more than the rows that share an index key.
    @Test func everyLookupUsesAnIndex() throws {
        let fixture = try AppFixture()
        let app = fixture.app
        try fixture.placed("tomatoSoup")
        func plan(_ db: Database, _ sql: String) throws -> String {
            try db.query("EXPLAIN QUERY PLAN " + sql) { $0.string(3) }.joined(separator: "\n")
        }
        let appPlans: [(String, String)] = [
            (AppStore.ordersByIDRange, "SEARCH o USING INDEX orders_id_key (<expr>>? AND <expr><?)"),
            (AppStore.orderIDsBySoup, "SEARCH orders USING INDEX orders_soup (soup=? AND rowid>? AND rowid<?)"),
            (AppStore.newestOrders, "SCAN o USING INDEX orders_date"),
            (AppStore.insertOrder, "SEARCH orders USING INDEX orders_id_key (<expr>=?)"),
            (
                "SELECT 1 FROM orders WHERE \(StoredIdentifier.equalsSQL("id", key: "?1", value: "?2"))",
                "SEARCH orders USING INDEX orders_id_key (<expr>=?)"
            ),
        ]
        for (sql, expected) in appPlans {
            let found = try plan(app.store.database, sql)
            #expect(found.contains(expected), "\(sql):\n\(found)")
            #expect(!found.contains("TEMP B-TREE FOR ORDER BY"), "\(sql):\n\(found)")
        }
        let systemPlans: [(String, String)] = [
            (SystemStore.interactionByIdentifier, "SEARCH interactions USING INDEX interactions_identifier_key (<expr>=?)"),
            (SystemStore.identifierExactly, "SEARCH interactions USING INDEX interactions_identifier_key (<expr>=?)"),
            (SystemStore.identifiersInRange, "SEARCH interactions USING INDEX interactions_identifier_key (<expr>>? AND <expr><?)"),
            (SystemStore.interactionsOfGroup, "SEARCH i USING INDEX interactions_group (group_identifier=?)"),
            (
                "SELECT \(SystemStore.interactionColumns) FROM \(SystemStore.interactionsWithIntents) WHERE \(SystemStore.identifierIs("i.identifier", key: "?1", value: "?2"))",
                "SEARCH i USING INDEX interactions_identifier_key (<expr>=?)"
            ),
            (
                "SELECT \(SystemStore.interactionColumns) FROM \(SystemStore.interactionsWithIntents) ORDER BY i.date_ms DESC, i.seq DESC",
                "SCAN i"
            ),
        ]
        for (sql, expected) in systemPlans {
            let found = try plan(app.system.database, sql)
            #expect(found.contains(expected), "\(sql):\n\(found)")
            #expect(!found.contains("TEMP B-TREE FOR ORDER BY"), "\(sql):\n\(found)")
        }
    }
}
