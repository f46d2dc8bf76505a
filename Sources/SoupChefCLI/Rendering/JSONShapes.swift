import Foundation
import SiriSystem
import SoupKit

/// The documents `--json` prints. Keys are camelCase; dates ISO 8601 with zone; money a decimal
/// string with its currency beside it. Optional keys are always present, null when empty.
enum JSONShapes {
    struct MenuItemJSON: Encodable {
        var id, name, price, currency, kind, description, state: String
        var stock, defaultStock: Int
        var enabled, orderable: Bool

        init(_ item: MenuItem) {
            id = item.id
            name = item.name
            price = item.price.decimalString
            currency = item.price.currency
            kind = item.kind.rawValue
            description = item.itemDescription
            state = item.unavailableReason ?? "available"
            stock = item.stock
            defaultStock = item.defaultStock
            enabled = item.isEnabled
            orderable = item.isOrderable
        }
    }

    struct OrderJSON: Encodable {
        var id, date, soup, soupName, price, orderType, total, currency, readyDate: String
        var quantity: Int
        var toppings: [String]
        var toppingNames: [String]
        var store: String?
        var deliveryAddress: String?

        init(_ order: Order, dates: DateCodec) {
            id = order.id
            date = dates.iso(order.date)
            soup = order.menuItem.id
            soupName = order.menuItem.name
            price = order.menuItem.price.decimalString
            orderType = order.orderType.rawValue
            total = order.total.decimalString
            currency = order.total.currency
            readyDate = dates.iso(order.readyDate)
            quantity = order.quantity
            toppings = order.toppings.map(\.id)
            toppingNames = order.toppings.map(\.name)
            store = order.storeLocation?.name
            deliveryAddress = order.deliveryAddress
        }

        func encode(to encoder: Encoder) throws {
            var c = encoder.container(keyedBy: Key.self)
            try c.encode(id, forKey: .id)
            try c.encode(date, forKey: .date)
            try c.encode(soup, forKey: .soup)
            try c.encode(soupName, forKey: .soupName)
            try c.encode(price, forKey: .price)
            try c.encode(quantity, forKey: .quantity)
            try c.encode(toppings, forKey: .toppings)
            try c.encode(toppingNames, forKey: .toppingNames)
            try c.encode(orderType, forKey: .orderType)
            try c.encode(store, forKey: .store)
            try c.encode(deliveryAddress, forKey: .deliveryAddress)
            try c.encode(total, forKey: .total)
            try c.encode(currency, forKey: .currency)
            try c.encode(readyDate, forKey: .readyDate)
        }

        enum Key: String, CodingKey {
            case id, date, soup, soupName, price, quantity, toppings, toppingNames, orderType, store, deliveryAddress, total, currency, readyDate
        }
    }

    /// An intent's parameters, flattened: identifiers for objects, with display names beside.
    struct IntentJSON: Encodable {
        var type: String
        var parameters: [String: IntentValue]

        init(_ intent: Intent) {
            type = intent.typeName
            parameters = intent.parameters
        }

        func encode(to encoder: Encoder) throws {
            var c = encoder.container(keyedBy: DynamicKey.self)
            try c.encode(type, forKey: DynamicKey("type"))
            for (name, value) in parameters {
                switch value {
                case .integer(let n): try c.encode(n, forKey: DynamicKey(name))
                case .string(let s): try c.encode(s, forKey: DynamicKey(name))
                case .object(let id, let display):
                    try c.encode(id, forKey: DynamicKey(name))
                    try c.encode(display, forKey: DynamicKey(name + "Name"))
                case .enumeration(let raw, _): try c.encode(raw, forKey: DynamicKey(name))
                case .list(let values):
                    try c.encode(values.map(\.identity), forKey: DynamicKey(name))
                    try c.encode(
                        values.map(\.displayString), forKey: DynamicKey(name.hasSuffix("s") ? String(name.dropLast()) + "Names" : name + "Names"))
                }
            }
            if parameters["toppings"] == nil, type == OrderSoupIntent.typeName {
                try c.encode([String](), forKey: DynamicKey("toppings"))
            }
        }
    }

    /// A donated interaction, with the same keys as every entry of `donations --json`.
    struct InteractionJSON: Encodable {
        var interaction: DonatedInteraction
        var dates: DateCodec

        func encode(to encoder: Encoder) throws {
            try LockScreenDonationJSON(donation: .interaction(interaction), dates: dates).encode(to: encoder)
        }
    }

    struct ActivityJSON: Encodable {
        var activity: UserActivity
        var date: String?

        func encode(to encoder: Encoder) throws {
            var c = encoder.container(keyedBy: DynamicKey.self)
            try c.encode("userActivity", forKey: DynamicKey("kind"))
            try c.encode(activity.activityType, forKey: DynamicKey("activityType"))
            if let date { try c.encode(date, forKey: DynamicKey("date")) }
            try c.encode(activity.title, forKey: DynamicKey("title"))
            try c.encode(activity.persistentIdentifier, forKey: DynamicKey("persistentIdentifier"))
            try c.encode(activity.suggestedInvocationPhrase, forKey: DynamicKey("suggestedInvocationPhrase"))
            try c.encode(activity.contentDescription, forKey: DynamicKey("description"))
            try c.encode(activity.keywords, forKey: DynamicKey("keywords"))
            try c.encode(activity.isEligibleForPrediction, forKey: DynamicKey("eligibleForPrediction"))
            try c.encode(activity.isEligibleForSearch, forKey: DynamicKey("eligibleForSearch"))
            try c.encode(activity.userInfo, forKey: DynamicKey("userInfo"))
        }
    }

    /// A shortcut the app set, with how it is shown.
    struct ShortcutJSON: Encodable {
        var shortcut: Shortcut

        func encode(to encoder: Encoder) throws {
            var c = encoder.container(keyedBy: DynamicKey.self)
            let shown = ShortcutText(shortcut)
            try c.encode(shown.title, forKey: DynamicKey("title"))
            try c.encode(shown.subtitle, forKey: DynamicKey("subtitle"))
            switch shortcut {
            case .intent(let intent):
                try c.encode("intent", forKey: DynamicKey("kind"))
                try c.encode(IntentJSON(intent), forKey: DynamicKey("intent"))
                try c.encode(shown.shortcutType, forKey: DynamicKey("shortcutType"))
            case .userActivity(let activity):
                try c.encode("userActivity", forKey: DynamicKey("kind"))
                try c.encode(ActivityJSON(activity: activity, date: nil), forKey: DynamicKey("userActivity"))
            }
        }
    }

    struct RelevantShortcutJSON: Encodable {
        var relevant: RelevantShortcut
        var dates: DateCodec

        func encode(to encoder: Encoder) throws {
            var c = encoder.container(keyedBy: DynamicKey.self)
            try c.encode(relevant.title, forKey: DynamicKey("title"))
            try c.encode(relevant.subtitle, forKey: DynamicKey("subtitle"))
            try c.encode(ShortcutJSON(shortcut: relevant.shortcut), forKey: DynamicKey("shortcut"))
            try c.encode(relevant.relevanceProviders.map { RelevanceText.describe($0, dates: dates) }, forKey: DynamicKey("relevance"))
        }
    }

    struct DynamicKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(_ string: String) { stringValue = string }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}

/// How a shortcut is shown: its title, subtitle and shortcut type.
struct ShortcutText {
    var title: String
    var subtitle: String?
    var shortcutType: String?

    init(_ shortcut: Shortcut) {
        switch shortcut {
        case .intent(let intent):
            if intent.typeName == OrderSoupIntent.typeName, let shown = OrderSoupIntent.definition.describe(intent) {
                title = shown.title
                subtitle = shown.subtitle
                shortcutType = shown.type.key
            } else {
                title = intent.typeName
            }
        case .userActivity(let activity):
            title = activity.title ?? activity.activityType
            subtitle = activity.suggestedInvocationPhrase.map { "“\($0)”" }
        }
    }
}

enum RelevanceText {
    static func describe(_ provider: RelevanceProvider, dates: DateCodec) -> String {
        switch provider {
        case .dailyRoutine(let situation): "daily routine: \(situation.rawValue)"
        case .date(let start, let end): "date: \(dates.iso(start))" + (end.map { " to \(dates.iso($0))" } ?? "")
        case .location(let name, _, _, _): "location: \(name)"
        }
    }
}

extension Context {
    /// Prints one JSON document on stdout.
    func printJSON<T: Encodable>(_ value: T) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        out.line(String(decoding: try encoder.encode(value), as: UTF8.self))
    }
}
