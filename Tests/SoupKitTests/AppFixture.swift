import Foundation
import SiriSystem
import TestSupport

@testable import SoupKit

/// A clock the test moves by hand.
final class TestClock: @unchecked Sendable {
    private let lock = NSLock()
    private var current: Date

    init(_ start: Date = AppFixture.epoch) { current = start }

    var now: Date {
        lock.lock()
        defer { lock.unlock() }
        return current
    }

    func advance(minutes: Double) { advance(seconds: minutes * 60) }

    func advance(seconds: Double) {
        lock.lock()
        current = current.addingTimeInterval(seconds)
        lock.unlock()
    }
}

/// The app on a private data directory, removed when the test lets go of it.
final class AppFixture {
    static let epoch = Date(timeIntervalSince1970: 1_796_644_800)  // 2026-12-07T12:00:00Z

    let temporary: TemporaryDirectory
    var directory: String { temporary.path }
    let clock = TestClock()
    let app: SoupChef

    init() throws {
        temporary = try TemporaryDirectory("soupkit-test")
        let clock = self.clock
        app = try SoupChef(directory: temporary.path, clock: { clock.now })
    }

    var handler: OrderSoupIntentHandler { app.handler }

    func item(_ id: String) throws -> MenuItem {
        guard let item = try app.menu().item(id: id) else { throw FixtureError("no item \(id)") }
        return item
    }

    func topping(_ id: String) throws -> Topping {
        guard let topping = try app.menu().topping(id: id) else { throw FixtureError("no topping \(id)") }
        return topping
    }

    /// Places an order through the handler, as `soupchef order` does, and returns the response.
    @discardableResult
    /// Like the `order` command: without a store or an address, a pickup at the first store (the
    /// handler itself invents nothing).
    func order(
        _ id: String, quantity: Int = 1, toppings: [String] = [], orderType: OrderType? = nil, store: String? = nil,
        deliverTo: String? = nil
    ) throws -> OrderSoupIntentResponse {
        let menu = try app.menu()
        let intent = OrderSoupIntent(
            item: try item(id), quantity: quantity, toppings: try toppings.map(topping), orderType: orderType,
            storeLocation: store.flatMap { menu.store(named: $0) } ?? (deliverTo == nil ? menu.stores.first : nil),
            deliveryLocation: deliverTo)
        return try handler.handle(intent)
    }

    /// Places an order that must succeed; returns it.
    @discardableResult
    func placed(_ id: String, quantity: Int = 1, toppings: [String] = [], deliverTo: String? = nil) throws -> Order {
        let response = try order(id, quantity: quantity, toppings: toppings, deliverTo: deliverTo)
        guard response.code == .success, let order = response.order else {
            throw FixtureError("ordering \(quantity) \(id) answered \(response.code)")
        }
        return order
    }

    /// Identifiers of the donated interactions, in no particular order.
    func donatedIdentifiers() throws -> Set<String> {
        Set(try app.system.interactions().map(\.identifier))
    }

    /// The soup ids of the app's shortcut suggestions, in order.
    func suggestedSoups() throws -> [String] {
        try app.system.shortcutSuggestions().map { shortcut in
            guard case .object(let id, _)? = shortcut.intent?["soup"] else { return "?" }
            return id
        }
    }

    /// The soup ids of the app's relevant shortcuts, in order.
    func relevantSoups() throws -> [String] {
        try app.system.relevantShortcuts().map { relevant in
            guard case .object(let id, _)? = relevant.shortcut.intent?["soup"] else { return "?" }
            return id
        }
    }
}

struct FixtureError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
