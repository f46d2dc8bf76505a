import SiriSystem
import TextMatching

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The intents extension's handler for `OrderSoupIntent`: resolve each parameter, confirm, handle.
/// The app's own order screen goes through it too, so each rule is written once (a deliberate
/// difference: Apple's order screen places the order directly; docs/fidelity.md).
public struct OrderSoupIntentHandler {
    let app: SoupChef

    // MARK: Resolve

    /// Missing: offer the orderable regular items and daily specials. Otherwise success.
    public func resolveSoup(for intent: OrderSoupIntent) throws -> ResolutionResult<SoupReference> {
        guard let soup = intent.soup else {
            let choices = try app.menu().customerItems.map { SoupReference(id: $0.id, displayString: $0.name) }
            return .disambiguation(choices)
        }
        return .success(SoupReference(id: soup, displayString: intent.soupName ?? soup))
    }

    /// The prompt that goes with the soup disambiguation, counting today's specials.
    public func soupPrompt() throws -> String {
        Prompt.soup(specials: try app.menu().customerItems.filter { $0.kind == .dailySpecial }.count)
    }

    /// As Apple's (iOS 14/15), in order: no soup or a soup not on the menu → unsupported; no
    /// quantity → needs value; more than in stock → unsupported(not enough in stock); 5 or more →
    /// confirmation required; otherwise success. No range check of its own: the definition's
    /// minimum and maximum (1…10) are the system's to enforce (docs/fidelity.md).
    public func resolveQuantity(for intent: OrderSoupIntent) throws -> ResolutionResult<Int> {
        guard let soup = intent.soup else { return .unsupported(.noSoup) }
        guard let item = try app.menu().item(id: soup) else { return .unsupported(.notOnMenu(intent.soupName ?? soup)) }
        guard let quantity = intent.quantity else { return .needsValue }
        if quantity > item.stock { return .unsupported(.notEnoughInStock(requested: quantity, available: item.stock)) }
        if quantity >= 5 { return .confirmationRequired(quantity) }
        return .success(quantity)
    }

    /// Whether the intent's soup cannot be ordered at all now (sold out, off the menu): then no
    /// quantity would help, and `confirm` says why. Siri's resolution and the `order` command
    /// both leave a refused quantity to `confirm` then.
    public func refusesEveryQuantity(_ intent: OrderSoupIntent) throws -> Bool {
        guard let soup = intent.soup, let item = try app.menu().item(id: soup) else { return false }
        return !item.isOrderable
    }

    /// As Apple's: nil → needs value; empty → not required; else success for each topping.
    public func resolveToppings(for intent: OrderSoupIntent) throws -> [ResolutionResult<Topping>] {
        guard let toppings = intent.toppings else { return [.needsValue] }
        guard !toppings.isEmpty else { return [.notRequired] }
        return toppings.map { .success($0) }
    }

    public func resolveOrderType(for intent: OrderSoupIntent) -> ResolutionResult<OrderType> {
        intent.orderType.map { .success($0) } ?? .needsValue
    }

    /// As Apple's: none → needs value, else success. Siri asks it for pickup orders only (the
    /// definition's parameter relationship `orderType == pickup`), not the handler.
    public func resolveStoreLocation(for intent: OrderSoupIntent) throws -> ResolutionResult<PickupStore> {
        guard let store = intent.storeLocation else { return .needsValue }
        return .success(try app.menu().store(named: store.name) ?? store)
    }

    /// As Apple's: none → needs value, else success. Siri asks it for delivery orders only
    /// (`orderType == delivery`). A blank address counts as none.
    public func resolveDeliveryLocation(for intent: OrderSoupIntent) -> ResolutionResult<String> {
        guard let address = intent.deliveryLocation?.trimmingWhitespaceAndNewlines(), !address.isEmpty else {
            return .needsValue
        }
        return .success(address)
    }

    // MARK: Confirm

    /// Not on the menu → failure; not orderable → out of stock; otherwise ready, with the total.
    public func confirm(_ intent: OrderSoupIntent) throws -> OrderSoupIntentResponse {
        guard let soup = intent.soup, let item = try app.menu().item(id: soup) else {
            return OrderSoupIntentResponse(code: .failure, soupName: intent.soupName)
        }
        guard item.isOrderable else { return OrderSoupIntentResponse(code: .failureOutOfStock, soupName: item.name) }
        return OrderSoupIntentResponse(code: .ready, soupName: item.name, total: intent.line(of: item).total)
    }

    // MARK: Handle

    /// Builds the order from the intent and places it (persist, take stock, donate); answers with
    /// the wait time written out and the `orderComplete` activity. The app may file the order's
    /// donation under a group identifier, to delete it with others later. `donatingAppIntent`:
    /// the order is donated as an App Intents donation of `OrderSoup` (`OrderSoup.perform()` on
    /// iOS 16 and later) rather than as an `INInteraction` of this intent.
    public func handle(_ intent: OrderSoupIntent, donationGroup: String? = nil, donatingAppIntent: Bool = false) throws
        -> OrderSoupIntentResponse
    {
        let menu = try app.menu()
        guard let soup = intent.soup, let item = menu.item(id: soup) else {
            return OrderSoupIntentResponse(code: .failure, soupName: intent.soupName)
        }
        guard item.isOrderable else { return OrderSoupIntentResponse(code: .failureOutOfStock, soupName: item.name) }
        guard var draft = Self.draft(from: intent, item: item, menu: menu) else {
            return OrderSoupIntentResponse(code: .failure, soupName: item.name)
        }
        draft.donationGroup = donationGroup
        draft.donatesAppIntent = donatingAppIntent
        let placed: PlacedOrder
        do {
            placed = try app.place(draft)
        } catch OrderRefusal.outOfStock {
            return OrderSoupIntentResponse(code: .failureOutOfStock, soupName: item.name)
        }
        let order = placed.order
        let wait = writtenOutInterval(order.readyDate.timeIntervalSince(order.date))
        var response = OrderSoupIntentResponse(
            code: wait == nil ? .successReadySoon : .success, soupName: item.name, waitTime: wait, total: order.total,
            readyDate: order.readyDate, order: order, userActivity: .orderComplete(orderID: order.id))
        response.placement = placed
        // As Apple's handler: the display string is the wait written out, which is nil when the
        // order is ready soon; the definition's type needs one, so that case says "soon".
        response.orderDetails = OrderDetails(
            displayString: wait ?? "soon", readyDate: order.readyDate, timeZone: app.timeZone, total: order.total)
        return response
    }

    /// The order an intent describes, inventing nothing: as Apple's `Order(from:)`, no quantity
    /// → nil (failure), and toppings the menu does not know are dropped. Unlike Apple's, a
    /// quantity of 0 or less, a pickup without a known store and a delivery without an address
    /// are nil too: soupchef's order record needs a place (docs/fidelity.md). Callers that want
    /// defaults (the `order` command: one soup, the first store) put them in the intent first.
    static func draft(from intent: OrderSoupIntent, item: MenuItem, menu: Menu) -> OrderDraft? {
        guard let quantity = intent.quantity, quantity >= 1 else { return nil }
        var toppings: [Topping] = []
        for topping in intent.toppings ?? [] {
            guard let known = menu.topping(id: topping.id) else { continue }
            if !toppings.contains(known) { toppings.append(known) }
        }
        let orderType = intent.orderType ?? (intent.deliveryLocation == nil ? .pickup : .delivery)
        switch orderType {
        case .pickup:
            guard let store = intent.storeLocation.flatMap({ menu.store(named: $0.name) }) else { return nil }
            return OrderDraft(item: item, quantity: quantity, toppings: toppings, orderType: .pickup, storeLocation: store)
        case .delivery:
            guard let address = intent.deliveryLocation?.trimmingWhitespaceAndNewlines(), !address.isEmpty else {
                return nil
            }
            return OrderDraft(item: item, quantity: quantity, toppings: toppings, orderType: .delivery, deliveryLocation: address)
        }
    }
}
