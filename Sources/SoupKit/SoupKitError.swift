import SQLiteStore

/// What can go wrong in the restaurant, worded for the person at the counter.
public enum SoupKitError: Error, Sendable, Equatable, CustomStringConvertible {
    case unknownSoup(String, candidates: [String])
    case ambiguousSoup(String, candidates: [String])
    case unknownTopping(String, candidates: [String])
    case unknownStore(String, candidates: [String])
    /// A topping's or a store's name several match: `what` says which ("toppings", "stores").
    case ambiguousName(String, what: String, candidates: [String])
    case unknownOrder(String)
    case ambiguousOrder(String, candidates: [String])
    case invalidMenu(String)
    case invalidQuantity(Int)
    case invalidStock(Int)

    public var description: String {
        switch self {
        case .unknownSoup(let name, _) where name.trimmingWhitespaceAndNewlines().isEmpty:
            "A soup's name cannot be empty: give a soup's name or id (soupchef menu lists them)."
        case .unknownSoup(let name, let candidates):
            "There is no soup called \"\(name)\" on the menu." + Self.didYouMean(candidates)
        case .ambiguousSoup(let name, let candidates) where candidates.count == 1:
            // The other soup it could be is a secret: worded as a name that is not on the menu,
            // so that nothing gives the secret away, and never ordered without the person's word.
            "There is no soup called \"\(name)\" on the menu." + Self.didYouMean(candidates)
        case .ambiguousSoup(let name, let candidates):
            "\"\(name)\" could be several soups." + Self.didYouMean(candidates)
        case .unknownTopping(let name, let candidates) where name.trimmingWhitespaceAndNewlines().isEmpty:
            "A topping's name cannot be empty" + (candidates.isEmpty ? "." : ": the toppings are \(Self.listed(candidates)).")
        case .unknownTopping(let name, _) where Self.listedToppings(name).count > 1:
            // "cheese,croutons": several toppings in the place of one.
            "There is no topping called \"\(name)\": name one topping per --topping ("
                + ShellCommand.command(Self.listedToppings(name).flatMap { ["--topping", $0] }) + ")."
        case .unknownTopping(let name, let candidates):
            "There is no topping called \"\(name)\"." + Self.didYouMean(candidates)
        case .unknownStore(let name, let candidates) where name.trimmingWhitespaceAndNewlines().isEmpty:
            "A store's name cannot be empty" + (candidates.isEmpty ? "." : ": the stores are \(Self.listed(candidates)).")
        case .unknownStore(let name, let candidates):
            "There is no store called \"\(name)\"." + Self.didYouMean(candidates)
        case .ambiguousName(let name, let what, let candidates):
            "\"\(name)\" could be several \(what)." + Self.didYouMean(candidates)
        case .unknownOrder(let id):
            "No order has an id starting with \"\(id)\" (\(ShellCommand.soupchef(["history"])) lists them)."
        case .ambiguousOrder(let id, let candidates):
            "\"\(id)\" is the start of several order ids: \(Self.listed(candidates)). Type more of it."
        case .invalidMenu(let reason):
            "The menu is invalid: \(reason)."
        case .invalidQuantity(let n):
            "Quantity must be between \(Order.quantityRange.lowerBound) and \(Order.quantityRange.upperBound) (got \(n))."
        case .invalidStock(let n):
            "Stock must be between 0 and 1000000 (got \(n))."
        }
    }

    /// The most ids an ambiguity lists; one more is fetched to know whether to say "and more".
    public static let listedCandidates = 5

    /// "a, b, c, d, e", and ", and more" when there were more than `listedCandidates`.
    static func listed(_ candidates: [String]) -> String {
        candidates.prefix(listedCandidates).joined(separator: ", ") + (candidates.count > listedCandidates ? ", and more" : "")
    }

    /// The names in a topping name written as a list ("cheese, croutons"), in order.
    static func listedToppings(_ name: String) -> [String] {
        name.split(separator: ",").map { String($0).trimmingWhitespaceAndNewlines() }.filter { !$0.isEmpty }
    }

    static func didYouMean(_ candidates: [String]) -> String {
        switch candidates.count {
        case 0: ""
        case 1: " Did you mean \"\(candidates[0])\"?"
        default: " Did you mean one of: " + candidates.map { "\"\($0)\"" }.joined(separator: ", ") + "?"
        }
    }
}

extension SoupKitError: ClassifiedError {
    public var failureKind: FailureKind {
        switch self {
        case .unknownSoup, .ambiguousSoup, .unknownTopping, .unknownStore, .ambiguousName, .invalidQuantity, .invalidStock: .badRequest
        case .unknownOrder, .ambiguousOrder: .requestFailed
        case .invalidMenu: .damagedData
        }
    }
}
