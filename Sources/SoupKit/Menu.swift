import TextMatching

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Where a menu item shows.
public enum MenuItemKind: String, Sendable, Hashable, Codable, CaseIterable {
    /// On the customer menu.
    case regular
    /// On the customer menu, as the special of the day.
    case dailySpecial
    /// Never on the customer menu; can be ordered by name.
    case secret
}

/// A soup on the menu.
public struct MenuItem: Sendable, Hashable, Identifiable {
    public var id: String
    public var name: String
    public var price: Money
    public var kind: MenuItemKind
    public var itemDescription: String
    public var stock: Int
    /// The stock of the shipped menu, which `restock` goes back to.
    public var defaultStock: Int
    public var isEnabled: Bool

    public init(
        id: String, name: String, price: Money, kind: MenuItemKind, itemDescription: String,
        stock: Int, defaultStock: Int, isEnabled: Bool
    ) {
        self.id = id
        self.name = name
        self.price = price
        self.kind = kind
        self.itemDescription = itemDescription
        self.stock = stock
        self.defaultStock = defaultStock
        self.isEnabled = isEnabled
    }

    /// Enabled and in stock.
    public var isOrderable: Bool { isEnabled && stock > 0 }

    /// Why it cannot be ordered, or nil when it can.
    public var unavailableReason: String? {
        if !isEnabled { return "disabled" }
        if stock <= 0 { return "sold out" }
        return nil
    }
}

/// A topping. Soup Chef's are free, as in Apple's sample; a menu may give one a price in cents
/// (`"priceCents": 50`), which each soup of an order that has it adds (`OrderLine`).
public struct Topping: Sendable, Hashable, Identifiable, Codable {
    public var id: String
    public var name: String
    /// What the topping adds to one soup, in the menu's currency; nil (and not written) when free.
    public var priceCents: Int?

    public init(id: String, name: String, priceCents: Int? = nil) {
        self.id = id
        self.name = name
        self.priceCents = priceCents
    }
}

/// A store to pick an order up from.
public struct PickupStore: Sendable, Hashable, Codable {
    public var name: String
    public var latitude: Double
    public var longitude: Double

    public init(name: String, latitude: Double, longitude: Double) {
        self.name = name
        self.latitude = latitude
        self.longitude = longitude
    }
}

/// Everything the restaurant offers: the menu as the app holds it.
public struct Menu: Sendable, Hashable {
    public var currency: String
    public var items: [MenuItem]
    public var toppings: [Topping]
    public var stores: [PickupStore]

    public init(currency: String, items: [MenuItem], toppings: [Topping], stores: [PickupStore]) {
        self.currency = currency
        self.items = items
        self.toppings = toppings
        self.stores = stores
    }

    /// The customer menu: available regular items and daily specials, sorted by name.
    public var customerItems: [MenuItem] {
        items.filter { $0.kind != .secret && $0.isOrderable }.sorted { $0.name < $1.name }
    }

    public func item(id: String) -> MenuItem? { items.first { $0.id == id } }
    public func topping(id: String) -> Topping? { toppings.first { $0.id == id } }
    public func store(named name: String) -> PickupStore? { stores.first { $0.name == name } }
}

extension Menu {
    private struct File: Decodable {
        struct Item: Decodable {
            var id, name, price, kind, description: String
            var stock: Int
            var enabled: Bool
        }
        var currency: String
        var items: [Item]
        var toppings: [Topping]
        var stores: [PickupStore]
    }

    /// Decodes a menu in the format of `Data/menu.json`.
    public init(json: Data) throws {
        let file = try JSONDecoder().decode(File.self, from: json)
        var items: [MenuItem] = []
        for item in file.items {
            guard let price = Money(item.price, currency: file.currency) else {
                throw SoupKitError.invalidMenu("price \"\(item.price)\" of \(item.id) is not a decimal amount")
            }
            guard let kind = MenuItemKind(rawValue: item.kind) else {
                throw SoupKitError.invalidMenu("kind \"\(item.kind)\" of \(item.id) is not one of regular, dailySpecial, secret")
            }
            guard item.stock >= 0 else { throw SoupKitError.invalidMenu("stock of \(item.id) is negative") }
            items.append(
                MenuItem(
                    id: item.id, name: item.name, price: price, kind: kind, itemDescription: item.description,
                    stock: item.stock, defaultStock: item.stock, isEnabled: item.enabled))
        }
        guard Set(items.map(\.id)).count == items.count else { throw SoupKitError.invalidMenu("two items share an id") }
        for topping in file.toppings where !(0...Money.largestWholeAmount).contains(topping.priceCents ?? 0) {
            throw SoupKitError.invalidMenu("price of topping \(topping.id) is out of range")
        }
        guard !file.stores.isEmpty else { throw SoupKitError.invalidMenu("there is no pickup store") }
        self.init(currency: file.currency, items: items, toppings: file.toppings, stores: file.stores)
    }

    /// The menu shipped in `Data/menu.json`, compiled into the binary.
    public static func shipped() -> Menu {
        // The embedded bytes are Data/menu.json itself; a test reads it.
        try! Menu(json: ShippedData.menu.data)
    }
}

extension MenuItem {
    /// The subtitle of the item's relevant shortcut: its name in sentence case, as Apple's strings
    /// write it for the relevant-shortcut guidelines (`MANHATTAN_CLAM_CHOWDER_SUBTITLE` =
    /// "Manhattan clam chowder"; the iOS 12/13 daily special's "Chicken noodle soup").
    public var relevantSubtitle: String {
        let words = name.split(separator: " ", omittingEmptySubsequences: false)
        guard let first = words.first else { return name }
        return ([String(first)] + words.dropFirst().map { $0.lowercased() }).concatenated(separator: " ")
    }
}
