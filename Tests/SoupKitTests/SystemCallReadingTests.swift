import Foundation
import SQLiteStore
import SiriSystem
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
