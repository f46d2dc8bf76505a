import Foundation
import SQLiteStore
import TestSupport
import Testing

/// SPEC §10: a store that is a valid database but holds a number soupchef never writes (a
/// quantity of 2^63 − 1, a price of 'abc' or −295, an infinite weight) is damage like any other:
/// exit 65 naming the file and the column, nothing changed, never a trap and never an order
/// placed at a price read from such a row.
@Suite struct StoredValueTests {
    struct Tampering: Sendable, CustomStringConvertible {
        var file: String
        var sql: String
        var command: [String]
        /// The column the error must name.
        var column: String
        var description: String { "\(sql) → \(command.joined(separator: " "))" }
    }

    static let tamperings: [Tampering] = [
        Tampering(file: "app.sqlite", sql: "UPDATE orders SET quantity = 9223372036854775807", command: ["history"], column: "orders.quantity"),
        Tampering(file: "app.sqlite", sql: "UPDATE orders SET quantity = 0", command: ["history", "--limit", "0"], column: "orders.quantity"),
        Tampering(file: "app.sqlite", sql: "UPDATE orders SET date_ms = 9223372036854775807", command: ["history"], column: "orders.date_ms"),
        Tampering(
            file: "app.sqlite", sql: "UPDATE orders SET ready_after_ms = 9223372036854775807", command: ["history"],
            column: "orders.ready_after_ms"),
        Tampering(
            file: "app.sqlite", sql: "UPDATE menu_items SET price_cents = 9223372036854775807 WHERE id = 'tomatoSoup'",
            command: ["order", "tomato", "-q", "2"], column: "menu_items.price_cents"),
        Tampering(
            file: "app.sqlite", sql: "UPDATE menu_items SET price_cents = 'abc' WHERE id = 'tomatoSoup'", command: ["order", "tomato"],
            column: "menu_items.price_cents"),
        Tampering(
            file: "app.sqlite", sql: "UPDATE menu_items SET price_cents = -295 WHERE id = 'tomatoSoup'", command: ["order", "tomato", "-q", "2"],
            column: "menu_items.price_cents"),
        Tampering(
            file: "app.sqlite", sql: "UPDATE order_kinds SET item_json = json_set(item_json, '$.priceCents', -295)", command: ["history"],
            column: "priceCents"),
        Tampering(
            file: "system.sqlite", sql: "UPDATE prediction_groups SET last_ms = 9223372036854775807", command: ["suggestions"],
            column: "prediction_groups.last_ms"),
        Tampering(
            file: "system.sqlite", sql: "UPDATE prediction_groups SET fading = 1e308 * 10", command: ["suggestions", "--week"],
            column: "prediction_groups.fading"),
        Tampering(
            file: "system.sqlite", sql: "UPDATE prediction_groups SET fading = 1e300", command: ["suggestions", "--explain"],
            column: "prediction_groups.fading"),
        Tampering(
            file: "system.sqlite", sql: "UPDATE prediction_person SET newest_ms = -9223372036854775808", command: ["suggestions"],
            column: "prediction_person.newest_ms"),
        // The split's day sums: an infinite sum, or squares below 0, are no dates summed.
        Tampering(
            file: "system.sqlite", sql: "UPDATE prediction_groups SET day_sum = 1e308 * 10", command: ["suggestions", "--explain"],
            column: "prediction_groups.day_sum"),
        Tampering(
            file: "system.sqlite", sql: "UPDATE prediction_groups SET day_squares = -5", command: ["suggestions"],
            column: "prediction_groups.day_squares"),
    ]

    @Test(arguments: tamperings)
    func aNumberSoupchefNeverWritesIsDamage(tampering: Tampering) throws {
        let directory = try CorruptionTests.seeded()
        let database = try directory.database(tampering.file)
        try database.execute(tampering.sql)
        database.close()
        let before = directory.fingerprint()
        let orders = try directory.orders().count
        let result = directory.run(tampering.command)
        #expect(result.status == 65, "\(tampering) exited \(result.status): \(result.err)")
        let path = directory.data + "/" + tampering.file
        #expect(result.err.contains("\(path) holds data this soupchef cannot read"), "\(result.err)")
        #expect(result.err.contains(tampering.column), "\(result.err) should name \(tampering.column)")
        #expect(result.out.isEmpty, "\(result.out)")
        #expect(directory.fingerprint() == before, "\(tampering) changed the data directory")
        #expect(try directory.orders().count == orders)
    }

    /// The same as processes: a trap would be signal 4 (exit 132), not 65.
    @Test func aHugeQuantityGivesExitStatus65FromTheProcessNotATrap() async throws {
        let directory = try CorruptionTests.seeded()
        let database = try directory.database("app.sqlite")
        try database.execute("UPDATE orders SET quantity = 9223372036854775807")
        database.close()
        let outcome = try await directory.spawn(["history"])
        #expect(outcome.signal == nil && outcome.status == 65, "\(outcome.err)")
    }

    /// The edges of what soupchef writes are read: the largest price `menu.json` may give, ten
    /// soups of it, and a date in year 999999.
    @Test func theLargestValuesSoupchefWritesAreRead() throws {
        let directory = try CorruptionTests.seeded()
        let database = try directory.database("app.sqlite")
        try database.execute("UPDATE menu_items SET price_cents = 100000000099 WHERE id = 'tomatoSoup'")
        database.close()
        directory.now = "+999999-12-31T23:59:00Z"
        let order = directory.run("order", "tomato", "-q", "10")
        #expect(order.status == 0, "\(order.err)")
        #expect(order.out.contains("$10000000009.90"), "\(order.out)")
        let history = directory.run("history")
        #expect(history.status == 0 && history.out.contains("+999999-12-31"), "\(history.err)")
    }
}
