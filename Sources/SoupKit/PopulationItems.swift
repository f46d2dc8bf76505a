import Dates
import ModelEvaluation
import SiriSystem

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One shortcut a generated population orders, and the `soupchef order` that donates it.
public struct PopulationOrder: Sendable, Hashable {
    /// The shortcut key the order donates (the population's item).
    public var key: String
    /// The soup's identifier on the menu.
    public var soup: String
    public var quantity: Int
    /// The topping's identifier, if any.
    public var topping: String?

    /// The command line after `soupchef`: `order <soup> --quantity n [--topping t]`.
    public var arguments: [String] {
        ["order", soup, "--quantity", String(quantity)] + (topping.map { ["--topping", $0] } ?? [])
    }
}

extension OrderSoupIntent {
    /// The shortcuts a generated population orders (`soupchef eval --generate`), as the
    /// shortcut keys `order <soup> --quantity n [--topping t]` donates: every soup on the shipped
    /// menu, one of each first, then two of each (the usual orders people choose among), then
    /// every soup, quantity and single topping (what a one-off order may be).
    public static func populationItems(menu: Menu = .shipped()) -> [String] {
        populationOrders(menu: menu).map(\.key)
    }

    /// The same items, each with the order that donates it, in the same order.
    public static func populationOrders(menu: Menu = .shipped()) -> [PopulationOrder] {
        let soups = menu.items.sorted { $0.id < $1.id }
        let choices: [(quantity: Int, topping: Topping?)] =
            [(1, nil), (2, nil)] + menu.toppings.map { (1, $0) } + [(3, nil)] + menu.toppings.flatMap { t in [(2, t), (3, t)] }
        var orders: [PopulationOrder] = []
        for choice in choices {
            for soup in soups {
                let intent = OrderSoupIntent(item: soup, quantity: choice.quantity, toppings: choice.topping.map { [$0] } ?? []).systemIntent
                if let type = definition.shortcutType(for: intent) {
                    orders.append(
                        PopulationOrder(
                            key: definition.shortcutKey(for: intent, type: type), soup: soup.id, quantity: choice.quantity,
                            topping: choice.topping?.id))
                }
            }
        }
        return orders
    }
}

extension Population {
    /// A person of the population as a scenario (docs/cli.md, `soupchef replay`) that places their
    /// orders: each soup they order restocked at the start of their first day to one more than
    /// they order of it (a soup that sells out leaves the menu, and its donations are deleted with
    /// it), then one `order` a line at its time on the wall clock of `timeZone`. Replayed
    /// into a new data directory it donates exactly the person's shortcuts at their moments, so
    /// `eval` of it ranks as `eval --generate` does, and `suggestions --explain` shows what the
    /// model learned of them. `orders` are the items' orders (`OrderSoupIntent.populationOrders`),
    /// `origin` says in a comment which command made the file.
    public func scenario(of person: Person, orders: [PopulationOrder], timeZone: Zone, origin: String) -> String {
        func wallClock(_ date: Date, seconds: Bool) -> String {
            let time = timeZone.wallClock(date).iso
            return seconds ? time : time.prefix(10) + "T00:00"
        }
        var text = "# \(person.name), a person of kind \(person.kind.rawValue) made by '\(origin)'"
        text += " (docs/suggestions.md, \"The population\"): \(person.orders.count) orders.\n"
        if let last = person.orders.last {
            text += "# Replay it into a new data directory, then ask what the model learned:\n"
            text += "#   soupchef --data-dir DIR replay \(person.name).txt\n"
            text += "#   soupchef --data-dir DIR suggestions --explain --at \(wallClock(last.date.addingTimeInterval(86_400), seconds: true))\n"
        }
        text += "\n"
        guard let first = person.orders.first else { return text }
        var units: [String: Int] = [:]
        for order in person.orders { units[orders[order.item].soup, default: 0] += orders[order.item].quantity }
        for soup in units.keys.sorted() {
            text += "\(wallClock(first.date, seconds: false))  menu restock \(soup) \(units[soup]! + 1)\n"
        }
        for order in person.orders {
            text += wallClock(order.date, seconds: true) + "  " + orders[order.item].arguments.joined(separator: " ") + "\n"
        }
        return text
    }
}
