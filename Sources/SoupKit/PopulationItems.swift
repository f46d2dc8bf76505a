#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SiriSystem

extension OrderSoupIntent {
    /// The shortcuts a generated population orders (`soupchef eval --generate`), as the
    /// shortcut keys `order <soup> --quantity n [--topping t]` donates: every soup on the shipped
    /// menu, one of each first, then two of each (the usual orders people choose among), then
    /// every soup, quantity and single topping (what a one-off order may be).
    public static func populationItems(menu: Menu = .shipped()) -> [String] {
        let soups = menu.items.sorted { $0.id < $1.id }
        let choices: [(quantity: Int, topping: Topping?)] =
            [(1, nil), (2, nil)] + menu.toppings.map { (1, $0) } + [(3, nil)] + menu.toppings.flatMap { t in [(2, t), (3, t)] }
        var keys: [String] = []
        for choice in choices {
            for soup in soups {
                let intent = OrderSoupIntent(item: soup, quantity: choice.quantity, toppings: choice.topping.map { [$0] } ?? []).systemIntent
                if let type = definition.shortcutType(for: intent) { keys.append(definition.shortcutKey(for: intent, type: type)) }
            }
        }
        return keys
    }
}
