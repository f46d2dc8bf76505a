/// The answer to a resolve call (`INIntentResolutionResult` and its subclasses).
public enum ResolutionResult<Value: Sendable & Hashable>: Sendable, Hashable {
    case success(Value)
    case needsValue
    case notRequired
    case unsupported(UnsupportedReason)
    case confirmationRequired(Value)
    case disambiguation([Value])
}

/// Why a value cannot be used, as the intent definition's unsupported reasons.
public enum UnsupportedReason: Sendable, Hashable {
    /// No soup has been chosen, so the parameter cannot be judged yet.
    case noSoup
    case notOnMenu(String)
    case notEnoughInStock(requested: Int, available: Int)
    case outOfRange(minimum: Int, maximum: Int)
    case unknownTopping(String)
    case unknownStore(String)
}

/// A soup as a resolution talks about it (an `INObject`): the menu item's id and its name.
public struct SoupReference: Sendable, Hashable {
    public var id: String
    public var displayString: String

    public init(id: String, displayString: String) {
        self.id = id
        self.displayString = displayString
    }
}

/// What the app words itself, where the intent definition's text will not do (a count, a plural,
/// the app's own refusals and questions); every other prompt Siri speaks is the definition's.
public enum Prompt {
    /// "Which soup do you want?", with the real number of specials when there are any.
    public static func soup(specials: Int) -> String {
        switch specials {
        case 0: "Which soup do you want?"
        case 1: "Which soup do you want? We have 1 special today."
        default: "Which soup do you want? We have \(specials) specials today."
        }
    }

    public static func notEnoughInStock(_ quantity: Int) -> String {
        "You asked for \(quantity) \(quantity == 1 ? "soup" : "soups"), but we don't have that many in stock."
    }

    public static func readyToOrder(total: Money) -> String {
        "Your total is \(total.formatted). Ready to order?"
    }

    /// What Siri says when a value is refused.
    public static func unsupported(_ reason: UnsupportedReason) -> String {
        switch reason {
        case .noSoup: "Pick a soup first."
        case .notOnMenu(let soup): "Sorry, \(soup) is not on the menu."
        case .notEnoughInStock(let requested, _): notEnoughInStock(requested)
        case .outOfRange(let minimum, let maximum): "You can order \(minimum) to \(maximum) soups at a time."
        case .unknownTopping(let topping): "Sorry, we don't have \(topping) as a topping."
        case .unknownStore(let store): "Sorry, there is no Soup Chef store called \(store)."
        }
    }
}

extension ResolutionResult {
    /// The result's name, as transcripts show it: the name Siri's engine gives the same result.
    public var name: String {
        OrderSoupIntentHandler.resolution(self) { _ in .string("") }.name
    }
}
