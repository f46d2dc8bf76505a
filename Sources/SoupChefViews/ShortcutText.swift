import Dates
import SiriSystem
import SoupKit

/// Relevance providers as text.
public enum RelevanceText {
    public static func describe(_ provider: RelevanceProvider, dates: DateCodec) -> String {
        switch provider {
        case .dailyRoutine(let situation): "daily routine: \(situation.rawValue)"
        case .date(let start, let end): "date: \(dates.iso(start))" + (end.map { " to \(dates.iso($0))" } ?? "")
        case .location(let name, _, _, _): "location: \(name)"
        }
    }
}

/// Voice shortcuts and the shortcuts they run, as text.
public enum VoiceShortcutText {
    /// The first eight characters of an id, as tables show it and commands accept it.
    public static func shortID(_ identifier: String) -> String { String(identifier.prefix(8)) }

    /// "Order 2 Tomato Soup — With Cheese", or "Order lunch (opens the menu)".
    public static func describe(_ shortcut: Shortcut) -> String {
        let shown = SoupChef.intents.describe(shortcut)
        switch shortcut {
        case .intent: return shown.line
        case .userActivity(let activity):
            return shown.title + (activity.activityType == UserActivity.viewMenuType ? " (opens the menu)" : "")
        }
    }

    /// Why saying the shortcut cannot order today: "Tomato Soup is sold out"; nil when it can.
    public static func unavailableReason(_ shortcut: Shortcut, menu: Menu) -> String? {
        SoupChef.unavailableReason(shortcut, menu: menu)
    }
}
