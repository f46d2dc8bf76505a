import TextMatching

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One choice the Shortcuts app offers for a parameter (an `INObject` with its subtitle).
public struct ParameterOption: Sendable, Hashable, Codable {
    public var identifier: String
    public var displayString: String
    public var subtitle: String?

    public init(identifier: String, displayString: String, subtitle: String? = nil) {
        self.identifier = identifier
        self.displayString = displayString
        self.subtitle = subtitle
    }

    /// Every key always there, `null` when empty, as in every soupchef JSON document.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(identifier, forKey: .identifier)
        try container.encode(displayString, forKey: .displayString)
        try container.encode(subtitle, forKey: .subtitle)
    }
}

/// A titled group of choices (`INObjectSection`); a collection without sections has one untitled.
public struct ParameterOptionSection: Sendable, Hashable, Codable {
    public var title: String?
    public var items: [ParameterOption]

    public init(title: String?, items: [ParameterOption]) {
        self.title = title
        self.items = items
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(title, forKey: .title)
        try container.encode(items, forKey: .items)
    }
}

/// The Shortcuts app's side: what the handler offers when a person configures the intent
/// (`provide…OptionsCollection`), as Apple's iOS 14/15 handler does.
extension OrderSoupIntentHandler {
    /// The parameters with dynamic options, as the definition names them.
    public static let parametersWithOptions = ["soup", "toppings", "storeLocation"]

    /// The orderable regular items in a "Regular" section and the orderable daily specials in a
    /// "Special" one, each sorted by name; with `searchTerm`, only the soups whose name contains
    /// it (ignoring case and diacritics). Each soup's subtitle is its description.
    public func provideSoupOptionsCollection(searchTerm: String?) throws -> [ParameterOptionSection] {
        let term = searchTerm?.trimmingWhitespaceAndNewlines()
        func soups(_ kind: MenuItemKind) throws -> [ParameterOption] {
            try app.menu().items
                .filter { $0.kind == kind && $0.isOrderable }
                .filter { item in
                    guard let term, !term.isEmpty else { return true }
                    return Folding.contains(item.name, term)
                }
                .sorted { $0.name < $1.name }
                .map { ParameterOption(identifier: $0.id, displayString: $0.name, subtitle: $0.itemDescription) }
        }
        return [
            ParameterOptionSection(title: "Regular", items: try soups(.regular)),
            ParameterOptionSection(title: "Special", items: try soups(.dailySpecial)),
        ]
    }

    /// Every topping on the menu.
    public func provideToppingsOptionsCollection() throws -> [ParameterOptionSection] {
        [ParameterOptionSection(title: nil, items: try app.menu().toppings.map { ParameterOption(identifier: $0.id, displayString: $0.name) })]
    }

    /// Every store, in the menu's order.
    public func provideStoreLocationOptionsCollection() throws -> [ParameterOptionSection] {
        [ParameterOptionSection(title: nil, items: try app.menu().stores.map { ParameterOption(identifier: $0.name, displayString: $0.name) })]
    }
}
