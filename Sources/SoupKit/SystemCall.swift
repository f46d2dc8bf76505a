import SQLiteStore
import SiriSystem

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// An Intents API call the app has decided to make, kept in the app store until the system has
/// taken it. Writing the call in the same transaction as the app's own change (an order, a menu
/// change) means a crash can delay a donation or a deletion but never lose it.
enum SystemCall: Codable, Sendable, Equatable {
    case donate(Interaction)
    /// `removeDonation(for:)`: delete the interactions of the item's orders placed up to `through`.
    case removeDonations(soup: String, through: Int64)
    case deleteAllInteractions
    case setShortcutSuggestions([Shortcut])
    case setRelevantShortcuts([RelevantShortcut])

    /// The two calls the app makes after every menu change: suggestions for each orderable
    /// regular item, relevant shortcuts for each orderable secret item. As in the iOS 14/15
    /// sample, each intent is an order's (one soup, no toppings, pickup), and a relevant
    /// shortcut's subtitle is the item's subtitle string ("Manhattan clam chowder").
    static func suggestionsReset(for menu: Menu) -> [SystemCall] {
        let orderable = menu.items.filter(\.isOrderable)
        let suggestions = orderable.filter { $0.kind == .regular }.map { item in
            Shortcut.intent(OrderSoupIntent(item: item, quantity: 1, toppings: [], orderType: .pickup).systemIntent)
        }
        let relevant = orderable.filter { $0.kind == .secret }.map { item in
            RelevantShortcut(
                shortcut: .intent(OrderSoupIntent(item: item, quantity: 1, toppings: [], orderType: .pickup).systemIntent),
                title: "Order lunch", subtitle: item.relevantSubtitle, relevanceProviders: [.dailyRoutine(.work)])
        }
        return [.setShortcutSuggestions(suggestions), .setRelevantShortcuts(relevant)]
    }
}

extension SystemCall: StoredJSONReadable {
    /// The calls an order and a menu change queue, read as `Decodable` reads them; the others
    /// are left to `Decodable`.
    init?(storedJSON json: StoredJSONValue) {
        guard let (key, value) = json.onlyMember, let content = value["_0"] else { return nil }
        switch key {
        case "donate":
            guard let interaction = Interaction(storedJSON: content) else { return nil }
            self = .donate(interaction)
        case "setShortcutSuggestions":
            guard let shortcuts = content.array({ Shortcut(storedJSON: $0) }) else { return nil }
            self = .setShortcutSuggestions(shortcuts)
        case "setRelevantShortcuts":
            guard let shortcuts = content.array({ RelevantShortcut(storedJSON: $0) }) else { return nil }
            self = .setRelevantShortcuts(shortcuts)
        default:
            return nil
        }
    }
}

extension SystemCall: StoredJSONWritable {
    var storedJSON: StoredJSONText? {
        switch self {
        case .donate(let interaction): interaction.storedJSON.map { .enumCase("donate", ["_0": $0]) }
        case .removeDonations(let soup, let through): .enumCase("removeDonations", ["soup": .string(soup), "through": .integer(Int(through))])
        case .deleteAllInteractions: .enumCase("deleteAllInteractions", [:])
        case .setShortcutSuggestions(let shortcuts): shortcuts.storedJSON.map { .enumCase("setShortcutSuggestions", ["_0": $0]) }
        case .setRelevantShortcuts(let shortcuts): shortcuts.storedJSON.map { .enumCase("setRelevantShortcuts", ["_0": $0]) }
        }
    }
}
