import SiriSystem

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The handler as Siri's generic engine sees it: each resolve, confirm and handle answered in the
/// system's values, so that `IntentConversation` can drive it from the definition. The rules stay
/// in the typed methods; this only translates.
extension OrderSoupIntentHandler: KeyedIntentHandling {
    public typealias Parameter = OrderSoupIntent.Parameter

    /// The typed intent; a store Siri heard by name (a Placemark answer is words) is looked up by it.
    func typed(_ intent: Intent) throws -> OrderSoupIntent {
        var intent = intent
        if case .string(let name) = intent[Parameter.storeLocation] {
            let store = try? app.menu().store(matching: name)
            intent[Parameter.storeLocation] = .object(identifier: store?.name ?? name, display: store?.name ?? name)
        }
        if case .string(let name) = intent[Parameter.soup], let item = try? app.menu().soup(named: name) {
            intent[Parameter.soup] = .object(identifier: item.id, display: item.name)
        }
        return try OrderSoupIntent(intent, menu: app.menu()) ?? OrderSoupIntent()
    }

    public func resolve(_ parameter: Parameter, of intent: Intent) throws -> ParameterResolution {
        let order = try typed(intent)
        switch parameter {
        case .soup:
            return Self.resolution(try resolveSoup(for: order)) { .object(identifier: $0.id, display: $0.displayString) }
        case .quantity:
            let result = try resolveQuantity(for: order)
            // A soup that cannot be ordered at all: no quantity would help, and confirm says why.
            if case .unsupported = result, try refusesEveryQuantity(order) {
                return .unsupported(reason: nil)
            }
            return Self.resolution(result) { .integer($0) }
        case .toppings:
            // No toppings named is none, as the app's phrases preset it: an intent may lack the list.
            var order = order
            order.toppings = order.toppings ?? []
            let results = try resolveToppings(for: order)
            if results.contains(where: { $0.name == "unsupported" }) { return .unsupported(reason: nil) }
            let kept = results.compactMap { result -> IntentValue? in
                if case .success(let topping) = result { return .object(identifier: topping.id, display: topping.name) }
                return nil
            }
            return kept.isEmpty ? Self.resolution(results.first ?? .notRequired) { _ in .list([]) } : .success(.list(kept))
        case .orderType:
            return Self.resolution(resolveOrderType(for: order)) { .enumeration(rawValue: $0.rawValue, display: $0.rawValue) }
        case .storeLocation:
            return Self.resolution(try resolveStoreLocation(for: order)) { .object(identifier: $0.name, display: $0.name) }
        case .deliveryLocation:
            return Self.resolution(resolveDeliveryLocation(for: order)) { .string($0) }
        }
    }

    /// Confirm; the typed response is kept where the app reads it (`SoupChef.siriResponse`).
    public func confirm(_ intent: Intent) throws -> HandlerResponse {
        let response = try confirm(typed(intent))
        app.siriResponse = response
        return Self.response(response)
    }

    /// Handle: places the order as the app does (stock, history, donation); the typed response,
    /// with the order and what placing it did, is kept where the app reads it.
    public func handle(_ intent: Intent) throws -> HandlerResponse {
        let response = try handle(typed(intent))
        app.siriResponse = response
        return Self.response(response)
    }

    /// What a person said for a soup (any soup the menu has, secret ones by name; one that cannot
    /// be ordered now is refused with the definition's failureOutOfStock words), a store, or an
    /// order type.
    public func spokenValue(for parameter: Parameter, words: String, of intent: Intent) throws -> SpokenValue? {
        let menu = try app.menu()
        switch parameter {
        case .soup:
            func named(_ item: MenuItem) -> SpokenValue {
                let value = IntentValue.object(identifier: item.id, display: item.name)
                return item.isOrderable
                    ? .one(value) : .refused(value, reason: "failureOutOfStock", values: [Parameter.soup.rawValue: .string(item.name)])
            }
            do {
                return named(try menu.soup(named: words))
            } catch SoupKitError.ambiguousSoup(_, let candidates) {
                // Several soups hold the words ("clam chowder"): said to Siri's "Which soup?", the
                // one it offered is meant (the conversation picks it); in an utterance, Siri asks.
                let items = candidates.compactMap { name in menu.items.first { $0.name == name } }
                return .several(items.map { .object(identifier: $0.id, display: $0.name) })
            } catch SoupKitError.unknownSoup {
                return SpokenValue.none
            }
        case .storeLocation:
            guard let store = try? menu.store(matching: words) else { return SpokenValue.none }
            return .one(.object(identifier: store.name, display: store.name))
        case .orderType:
            guard let type = OrderType.allCases.first(where: { $0.rawValue == InvocationPhrase.normalized(words) }) else { return SpokenValue.none }
            return .one(.enumeration(rawValue: type.rawValue, display: type.rawValue))
        case .quantity, .toppings, .deliveryLocation:
            return nil
        }
    }

    /// Where Soup Chef words a dialog itself (docs/fidelity.md): the soup question with the real
    /// number of specials, the stock refusal in the plural, and a sentence for `failure`, which the
    /// definition gives no template.
    public func wording(of dialog: DefinitionDialog, template: String?, values: [String: IntentValue], in intent: Intent) throws -> String? {
        switch dialog {
        case .prompt(parameter: Parameter.soup.rawValue, kind: "DisambiguationIntroduction"),
            .prompt(parameter: Parameter.soup.rawValue, kind: "DisambiguationSelection"):
            return try soupPrompt()
        case .unsupported(parameter: Parameter.quantity.rawValue, reason: "notEnoughInStock"):
            guard case .integer(let quantity)? = values[Parameter.quantity.rawValue] ?? intent[Parameter.quantity] else { return nil }
            return Prompt.notEnoughInStock(quantity)
        case .response(let code) where template == nil:
            return OrderSoupIntentResponse.Code(rawValue: code).flatMap { OrderSoupIntentResponse(code: $0).message }
        default:
            return nil
        }
    }

    public func options(for parameter: Parameter, of intent: Intent) throws -> [IntentValue] {
        let menu = try app.menu()
        switch parameter {
        case .soup: return menu.customerItems.map { .object(identifier: $0.id, display: $0.name) }
        case .toppings: return menu.toppings.map { .object(identifier: $0.id, display: $0.name) }
        case .storeLocation: return menu.stores.map { .object(identifier: $0.name, display: $0.name) }
        case .quantity, .orderType, .deliveryLocation: return []
        }
    }

    /// A soup's description under its name, as the sample's `Soup(menuItem:)` gives every soup
    /// it offers (iOS 14 and later): "Contains: Tomatoes".
    public func subtitle(of choice: IntentValue, for parameter: String, of intent: Intent) throws -> String? {
        guard parameter == Parameter.soup.rawValue, case .object(let identifier, _) = choice else { return nil }
        return try app.menu().item(id: identifier)?.itemDescription
    }

    /// "Your total is $X. Ready to order?"
    public func confirmationPrompt(for intent: Intent, response: HandlerResponse) throws -> String? {
        let order = try typed(intent)
        guard let soup = order.soup, let item = try app.menu().item(id: soup) else { return nil }
        return Prompt.readyToOrder(total: order.line(of: item).total)
    }

    static func resolution<T>(_ result: ResolutionResult<T>, _ value: (T) -> IntentValue) -> ParameterResolution {
        switch result {
        case .success(let found): .success(value(found))
        case .needsValue: .needsValue
        case .notRequired: .notRequired
        case .confirmationRequired(let found): .confirmationRequired(value(found))
        case .disambiguation(let choices): .disambiguation(choices.map(value))
        case .unsupported(let reason): .unsupported(reason: reason.definitionCode, values: reason.templateValues)
        }
    }

    /// The response's code and the values its templates name.
    static func response(_ response: OrderSoupIntentResponse) -> HandlerResponse {
        var values: [String: IntentValue] = [:]
        if let soup = response.soupName { values[Parameter.soup.rawValue] = .string(soup) }
        if let wait = response.waitTime { values["waitTime"] = .string(wait) }
        if let total = response.orderDetails?.total ?? response.total { values["orderDetails.total"] = .string(total.formatted) }
        return HandlerResponse(
            code: response.code == .ready ? HandlerResponse.ready : response.code.rawValue, values: values, identifier: response.order?.id,
            userActivity: response.userActivity)
    }
}

extension UnsupportedReason {
    /// The definition's reason code for this reason, nil where the definition has none.
    var definitionCode: String? {
        switch self {
        case .notEnoughInStock: "notEnoughInStock"
        case .outOfRange: "greaterThanMaximumValue"
        case .noSoup, .notOnMenu, .unknownTopping, .unknownStore: nil
        }
    }

    var templateValues: [String: IntentValue] {
        if case .notEnoughInStock(let requested, _) = self { return [OrderSoupIntent.Parameter.quantity.rawValue: .integer(requested)] }
        return [:]
    }
}

extension SoupChef {
    /// Siri's `handler(for:)` into the intents extension: the handler of each intent the app defines.
    public var intentHandlers: IntentHandlerProvider { Self.registry.handlers(for: self) }

    /// The intent definition files the app ships, which Siri reads.
    public static var definitions: DefinitionSet { registry.definitions }

    /// The compiled definitions of the app's custom intents (not its App Intents), as a system
    /// store replaying the app's donations needs them to title its shortcuts.
    public static var customIntentDefinitions: [IntentDefinition] { registry.customIntentDefinitions }

    /// The phrase "Add to Siri" suggests for an order's shortcut.
    public static var suggestedOrderPhrase: String { OrderSoupIntent.suggestedInvocationPhrase }

    /// The menu items a simulated population orders from (`soupchef eval --generate`).
    public static func populationItems() -> [String] { OrderSoupIntent.populationItems() }

    /// The same items with the orders that donate them (`eval --generate --save-scenarios`).
    public static func populationOrders() -> [PopulationOrder] { OrderSoupIntent.populationOrders() }

    /// Why saying a voice shortcut of this shortcut cannot order today ("Tomato Soup is sold
    /// out"); nil when it can, or when it is not an order.
    public static func unavailableReason(_ shortcut: Shortcut, menu: Menu) -> String? {
        guard let stored = shortcut.intent, let intent = OrderSoupIntent(stored, menu: menu), let soup = intent.soup else { return nil }
        guard let item = menu.item(id: soup) else { return "\(intent.soupName ?? soup) is not on the menu" }
        return item.unavailableReason.map { "\(item.name) is \($0)" }
    }

    /// The menu item an intent Siri runs orders, when it is on the menu but cannot be ordered
    /// today (disabled or sold out); nil otherwise.
    public static func unavailableItem(of intent: Intent, menu: Menu) -> MenuItem? {
        guard let soup = OrderSoupIntent(intent, menu: menu)?.soup, let item = menu.item(id: soup), !item.isOrderable else { return nil }
        return item
    }

    /// The phrases Soup Chef teaches Siri without the person recording anything.
    public static var siriPhrases: [AppPhrase] { registry.phrases }
}
