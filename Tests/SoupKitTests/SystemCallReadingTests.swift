import Foundation
import SQLiteStore
import SiriSystem
import TestSupport
import Testing

@testable import SoupKit

/// The calls the outbox keeps read back from their JSON exactly as `Decodable` reads them.
@Suite struct SystemCallReadingTests {
    static func reference(_ text: String) throws -> SystemCall {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .millisecondsSince1970
        return try decoder.decode(SystemCall.self, from: Data(text.utf8))
    }

    @Test func everyCallReadsAsDecodableReadsIt() throws {
        let order = OrderSoupIntent(soup: "tomatoSoup", soupName: "Tomato Soup", quantity: 2, toppings: [], orderType: .pickup)
        let interaction = Interaction(
            intent: order.systemIntent, identifier: "0D5D1D3C-7B1A-4C59-9E1D-3A2B8C9D0E1F", groupIdentifier: "lunch",
            date: Date(timeIntervalSince1970: 1_764_633_600.25))
        let calls: [SystemCall] =
            [
                .donate(interaction), .donate(Interaction(intent: order.systemIntent, date: Date(timeIntervalSince1970: 0))),
                .removeDonations(soup: "tomatoSoup", through: 42), .deleteAllInteractions,
            ] + SystemCall.suggestionsReset(for: Menu.shipped())
        for call in calls {
            let text = try StoreJSON.encode(call)
            #expect(try StoreJSON.decode(SystemCall.self, from: text) == call)
            #expect(try Self.reference(text) == call)
        }
        // The ones an order and a menu change queue are read without `Decodable`.
        for call in calls where call != .deleteAllInteractions {
            let text = try StoreJSON.encode(call)
            if case .removeDonations = call {
                #expect(SystemCall(storedJSON: try StoredJSONValue(parsing: text)) == nil)
            } else {
                #expect(SystemCall(storedJSON: try StoredJSONValue(parsing: text)) == call)
            }
        }
    }
}

/// The app's stored values (outbox calls, the item and toppings of an order, the stores) are
/// written byte for byte as `JSONEncoder` writes them, and read back as `Decodable` reads them.
@Suite struct AppStoredJSONTests {
    static func reference<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .millisecondsSince1970
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    static func decoded<T: Decodable>(_ type: T.Type, _ text: String) throws -> T {
        try JSONDecoder().decode(type, from: Data(text.utf8))
    }

    @Test func callsAreWrittenAsJSONEncoderWritesThem() throws {
        let order = OrderSoupIntent(
            soup: "tomatoSoup", soupName: "Tomato Soup", quantity: 2, toppings: [Topping(id: "cheese", name: "Cheese")], orderType: .delivery,
            deliveryLocation: "1 Ferry Building, San Francisco / CA")
        let calls: [SystemCall] =
            [
                .donate(
                    Interaction(
                        intent: order.systemIntent, identifier: "ID", groupIdentifier: nil, date: Date(timeIntervalSince1970: 1_764_633_600.007))),
                .donate(Interaction(intent: OrderSoupAppIntent.donatedIntent(order), date: Date(timeIntervalSince1970: 12.5))),
                .removeDonations(soup: "tomatoSoup", through: Int64.max), .deleteAllInteractions,
            ] + SystemCall.suggestionsReset(for: Menu.shipped())
        for call in calls {
            let expected = try Self.reference(call)
            #expect(call.storedJSON?.text == expected)
            #expect(try StoreJSON.encode(call) == expected)
        }
    }

    @Test func itemsToppingsAndStoresAreWrittenAndReadAsFoundationDoes() throws {
        let menu = Menu.shipped()
        for item in menu.items {
            let stored = StoredItem(item)
            let text = try StoreJSON.encode(stored)
            #expect(text == (try Self.reference(stored)))
            #expect(try StoreJSON.decode(StoredItem.self, from: text).menuItem == (try Self.decoded(StoredItem.self, text)).menuItem)
            #expect(StoredItem(storedJSON: try StoredJSONValue(parsing: text)) != nil)
        }
        let toppings = menu.toppings + [Topping(id: "gold", name: "Gold \"leaf\"", priceCents: 50), Topping(id: "", name: "\n")]
        for list in [toppings, [], Array(toppings.prefix(1))] {
            let text = try StoreJSON.encode(list)
            #expect(text == (try Self.reference(list)))
            #expect(try StoreJSON.decode([Topping].self, from: text) == list)
            #expect([Topping](storedJSON: try StoredJSONValue(parsing: text)) == list)
        }
        let stores =
            menu.stores + [
                PickupStore(name: "Pier 39", latitude: 37.8087, longitude: -122.41), PickupStore(name: "Zero", latitude: 0, longitude: -1e-7),
            ]
        let text = try StoreJSON.encode(stores)
        #expect(text == (try Self.reference(stores)))
        #expect(try StoreJSON.decode([PickupStore].self, from: text) == (try Self.decoded([PickupStore].self, text)))
        #expect([PickupStore](storedJSON: try StoredJSONValue(parsing: text)) == stores)
    }
}

/// A call this connection queued is delivered from what it kept, only when the stored text is
/// the text it queued: a number given again after a rollback names another call.
@Suite struct KeptCallTests {
    struct Refused: Error {}

    @Test func aNumberGivenAgainAfterARollbackIsReadFromTheStore() throws {
        let directory = try TemporaryDirectory("kept-calls")
        let store = try AppStore(directory: directory.path, deploying: { Menu.shipped() })
        let first = try #require(try store.pendingCalls().last?.0)
        #expect(throws: Refused.self) {
            try store.database.transaction {
                try store.enqueue([.deleteAllInteractions])
                throw Refused()
            }
        }
        let suggestions = SystemCall.setShortcutSuggestions([])
        try store.database.transaction { try store.enqueue([suggestions]) }
        // Another connection queues the next one: this one has never seen it.
        let other = try AppStore(directory: directory.path, deploying: { Menu.shipped() })
        try other.database.transaction { try other.enqueue([.removeDonations(soup: "tomatoSoup", through: 3)]) }
        let pending = try store.pendingCalls(after: first)
        #expect(pending.map(\.1) == [suggestions, .removeDonations(soup: "tomatoSoup", through: 3)])
        #expect(pending[0].0 == first + 1)
        #expect(try other.pendingCalls(after: first).map(\.1) == pending.map(\.1))
    }
}

/// A bulk import numbers many kinds of order with one `OrderKinds`: every order reads back as
/// the kind it was given, and each kind is stored once.
@Suite struct OrderKindsNumberingTests {
    @Test func everyImportedOrderKeepsItsKind() throws {
        let fixture = try AppFixture()
        let wanted: [(String, [String])] = [
            ("tomatoSoup", []), ("tomatoSoup", ["cheese"]), ("tomatoSoup", []), ("chickenNoodleSoup", []), ("tomatoSoup", ["cheese"]),
            ("chickenNoodleSoup", []), ("tomatoSoup", []),
        ]
        try fixture.app.importFixtureHistory(count: wanted.count) { index in
            FixtureOrder(soupID: wanted[index].0, toppingIDs: wanted[index].1, date: AppFixture.epoch.addingTimeInterval(Double(index) * 60))
        }
        let orders = try fixture.app.orders().reversed()
        #expect(orders.map(\.menuItem.id) == wanted.map(\.0))
        #expect(orders.map { $0.toppings.map(\.id) } == wanted.map(\.1))
        #expect(try fixture.app.store.database.scalar("SELECT count(*) FROM order_kinds") == 3)
    }
}
