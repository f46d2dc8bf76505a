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
        Tampering(
            file: "app.sqlite", sql: "UPDATE orders SET quantity = 9223372036854775807", command: ["history"],
            column: "column quantity of table orders"),
        Tampering(
            file: "app.sqlite", sql: "UPDATE orders SET quantity = 0", command: ["history", "--limit", "0"], column: "column quantity of table orders"
        ),
        Tampering(
            file: "app.sqlite", sql: "UPDATE orders SET date_ms = 9223372036854775807", command: ["history"], column: "column date_ms of table orders"
        ),
        Tampering(
            file: "app.sqlite", sql: "UPDATE orders SET ready_after_ms = 9223372036854775807", command: ["history"],
            column: "column ready_after_ms of table orders"),
        Tampering(
            file: "app.sqlite", sql: "UPDATE menu_items SET price_cents = 9223372036854775807 WHERE id = 'tomatoSoup'",
            command: ["order", "tomato", "-q", "2"], column: "column price_cents of table menu_items"),
        Tampering(
            file: "app.sqlite", sql: "UPDATE menu_items SET price_cents = 'abc' WHERE id = 'tomatoSoup'", command: ["order", "tomato"],
            column: "column price_cents of table menu_items"),
        Tampering(
            file: "app.sqlite", sql: "UPDATE menu_items SET price_cents = -295 WHERE id = 'tomatoSoup'", command: ["order", "tomato", "-q", "2"],
            column: "column price_cents of table menu_items"),
        Tampering(
            file: "app.sqlite", sql: "UPDATE order_kinds SET item_json = json_set(item_json, '$.priceCents', -295)", command: ["history"],
            column: "priceCents in column item_json of table order_kinds (order "),
        Tampering(
            file: "system.sqlite", sql: "UPDATE prediction_groups SET last_ms = 9223372036854775807", command: ["suggestions"],
            column: "column last_ms of table prediction_groups"),
        Tampering(
            file: "system.sqlite", sql: "UPDATE prediction_groups SET fading = 1e308 * 10", command: ["suggestions", "--week"],
            column: "column fading of table prediction_groups"),
        Tampering(
            file: "system.sqlite", sql: "UPDATE prediction_groups SET fading = 1e300", command: ["suggestions", "--explain"],
            column: "column fading of table prediction_groups"),
        Tampering(
            file: "system.sqlite", sql: "UPDATE prediction_person SET newest_ms = -9223372036854775808", command: ["suggestions"],
            column: "column newest_ms of table prediction_person"),
        // The split's day sums: an infinite sum, or squares below 0, are no dates summed.
        Tampering(
            file: "system.sqlite", sql: "UPDATE prediction_groups SET day_sum = 1e308 * 10", command: ["suggestions", "--explain"],
            column: "column day_sum of table prediction_groups"),
        Tampering(
            file: "system.sqlite", sql: "UPDATE prediction_groups SET day_squares = -5", command: ["suggestions"],
            column: "column day_squares of table prediction_groups"),
        // JSON in a column: which table, column and row, and what is wrong in words, never the
        // decoder's account of it.
        Tampering(
            file: "app.sqlite", sql: "UPDATE meta SET value = '[' WHERE key = 'toppings'", command: ["menu"],
            column: "column value of table meta (key \"toppings\") is not valid JSON: the text ends where a value should be at byte 1"),
        Tampering(
            file: "app.sqlite", sql: "UPDATE meta SET value = '[' WHERE key = 'stores'", command: ["order", "tomato"],
            column: "column value of table meta (key \"stores\") is not valid JSON"),
        Tampering(
            file: "app.sqlite", sql: "UPDATE meta SET value = '[' WHERE key = 'toppings'", command: ["open", "viewMenu"],
            column: "column value of table meta (key \"toppings\")"),
        // A row every store is made with, missing, is damage: not an order refused for want of stores.
        Tampering(
            file: "app.sqlite", sql: "DELETE FROM meta WHERE key = 'stores'", command: ["order", "tomato"],
            column: "table meta has no row with key \"stores\""),
        Tampering(
            file: "app.sqlite", sql: "DELETE FROM meta WHERE key = 'toppings'", command: ["menu"],
            column: "table meta has no row with key \"toppings\""),
        Tampering(
            file: "app.sqlite", sql: "UPDATE order_kinds SET item_json = '{' WHERE kind = 1", command: ["history"],
            column: "column item_json of table order_kinds (order "),
        Tampering(
            file: "app.sqlite", sql: "UPDATE order_kinds SET item_json = '{' WHERE kind = 1", command: ["history", "--limit", "0"],
            column: "column item_json of table order_kinds (kind 1) is not valid JSON: an object's key is not a string at byte 1"),
        Tampering(
            file: "system.sqlite", sql: "UPDATE donated_intents SET intent_json = '{\"x\":1}'", command: ["donations"],
            column: "column intent_json of table donated_intents (donation "),
        // An identifier that is neither text nor a UUID's 16 bytes is not shown as an empty cell.
        Tampering(
            file: "app.sqlite", sql: "UPDATE orders SET id = X'00' WHERE seq = 1", command: ["history"],
            column: "column id of table orders is a blob of 1 byte, not an identifier"),
        Tampering(
            file: "app.sqlite", sql: "UPDATE orders SET id = X'00'", command: ["history", "--limit", "0"],
            column: "column id of table orders is a blob of 1 byte, not an identifier"),
    ]

    @Test(arguments: tamperings)
    func aNumberSoupchefNeverWritesIsDamage(tampering: Tampering) throws {
        let directory = try CorruptionTests.seeded()
        let database = try directory.database(tampering.file)
        try database.execute(tampering.sql)
        database.close()
        let before = directory.fingerprint()
        let orders = try directory.database("app.sqlite").scalar("SELECT count(*) FROM orders")
        let result = directory.run(tampering.command)
        #expect(result.status == 65, "\(tampering) exited \(result.status): \(result.err)")
        let path = directory.data + "/" + tampering.file
        #expect(result.err.contains("\(path) holds data this soupchef cannot read"), "\(result.err)")
        #expect(result.err.contains(tampering.column), "\(result.err) should name \(tampering.column)")
        // How to start afresh, in the words every damaged store's error uses; no decoder's words.
        #expect(result.err.contains(DamagedStore.leftUnchanged), "\(result.err)")
        for word in ["DecodingError", "Debug description", "dataCorrupted"] {
            #expect(!result.err.contains(word), "\(result.err)")
        }
        #expect(result.err.split(separator: "\n").count == 1, "\(result.err)")
        #expect(result.out.isEmpty, "\(result.out)")
        #expect(directory.fingerprint() == before, "\(tampering) changed the data directory")
        #expect(try directory.database("app.sqlite").scalar("SELECT count(*) FROM orders") == orders)
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
