import Foundation
import SiriSystem

/// The intents extension's handler for `OrderSoupIntent`: resolve each parameter, confirm, handle.
/// The app's own order screen goes through it too, so each rule is written once.
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

    /// In order: no soup or a soup not on the menu → unsupported; no quantity → needs value; out of
    /// 1…10 → unsupported; more than in stock → unsupported(not enough in stock); 5 or more →
    /// confirmation required; otherwise success.
    public func resolveQuantity(for intent: OrderSoupIntent) throws -> ResolutionResult<Int> {
        guard let soup = intent.soup else { return .unsupported(.noSoup) }
        guard let item = try app.menu().item(id: soup) else { return .unsupported(.notOnMenu(intent.soupName ?? soup)) }
        guard let quantity = intent.quantity else { return .needsValue }
        guard Order.quantityRange.contains(quantity) else {
            return .unsupported(.outOfRange(minimum: Order.quantityRange.lowerBound, maximum: Order.quantityRange.upperBound))
        }
        if quantity > item.stock { return .unsupported(.notEnoughInStock(requested: quantity, available: item.stock)) }
        if quantity >= 5 { return .confirmationRequired(quantity) }
        return .success(quantity)
    }

    /// Nil → needs value; empty → not required; else one result per topping.
    public func resolveToppings(for intent: OrderSoupIntent) throws -> [ResolutionResult<Topping>] {
        guard let toppings = intent.toppings else { return [.needsValue] }
        guard !toppings.isEmpty else { return [.notRequired] }
        let menu = try app.menu()
        return toppings.map { topping in
            menu.topping(id: topping.id).map { .success($0) } ?? .unsupported(.unknownTopping(topping.name))
        }
    }

    public func resolveOrderType(for intent: OrderSoupIntent) -> ResolutionResult<OrderType> {
        intent.orderType.map { .success($0) } ?? .needsValue
    }

    /// Asked for pickup orders only.
    public func resolveStoreLocation(for intent: OrderSoupIntent) throws -> ResolutionResult<PickupStore> {
        guard intent.orderType != .delivery else { return .notRequired }
        guard let store = intent.storeLocation else { return .needsValue }
        guard let known = try app.menu().store(named: store.name) else { return .unsupported(.unknownStore(store.name)) }
        return .success(known)
    }

    /// Asked for delivery orders only.
    public func resolveDeliveryLocation(for intent: OrderSoupIntent) -> ResolutionResult<String> {
        guard intent.orderType == .delivery else { return .notRequired }
        guard let address = intent.deliveryLocation?.trimmingCharacters(in: .whitespacesAndNewlines), !address.isEmpty else {
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
        return OrderSoupIntentResponse(code: .ready, soupName: item.name, total: item.price * (intent.quantity ?? 1))
    }

    // MARK: Handle

    /// Builds the order from the intent and places it (persist, take stock, donate); answers with
    /// the wait time written out and the `orderComplete` activity. The app may file the order's
    /// donation under a group identifier, to delete it with others later.
    public func handle(_ intent: OrderSoupIntent, donationGroup: String? = nil) throws -> OrderSoupIntentResponse {
        let menu = try app.menu()
        guard let soup = intent.soup, let item = menu.item(id: soup) else {
            return OrderSoupIntentResponse(code: .failure, soupName: intent.soupName)
        }
        guard item.isOrderable else { return OrderSoupIntentResponse(code: .failureOutOfStock, soupName: item.name) }
        guard var draft = Self.draft(from: intent, item: item, menu: menu) else {
            return OrderSoupIntentResponse(code: .failure, soupName: item.name)
        }
        draft.donationGroup = donationGroup
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
        return response
    }

    /// The order an intent describes, with the app's defaults for what it leaves out: one soup,
    /// no toppings, pickup at the first store. Nil when it cannot be an order.
    static func draft(from intent: OrderSoupIntent, item: MenuItem, menu: Menu) -> OrderDraft? {
        let quantity = intent.quantity ?? 1
        guard Order.quantityRange.contains(quantity) else { return nil }
        var toppings: [Topping] = []
        for topping in intent.toppings ?? [] {
            guard let known = menu.topping(id: topping.id) else { return nil }
            if !toppings.contains(known) { toppings.append(known) }
        }
        let orderType = intent.orderType ?? (intent.deliveryLocation == nil ? .pickup : .delivery)
        switch orderType {
        case .pickup:
            let store = intent.storeLocation.map { menu.store(named: $0.name) } ?? menu.stores.first
            guard let store else { return nil }
            return OrderDraft(item: item, quantity: quantity, toppings: toppings, orderType: .pickup, storeLocation: store)
        case .delivery:
            guard let address = intent.deliveryLocation?.trimmingCharacters(in: .whitespacesAndNewlines), !address.isEmpty else {
                return nil
            }
            return OrderDraft(item: item, quantity: quantity, toppings: toppings, orderType: .delivery, deliveryLocation: address)
        }
    }
}
