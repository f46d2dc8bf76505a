import SQLiteStore
import SiriSystem
import SoupChefViews
import SoupKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What to do next when the data stands in the way: a sold-out soup names the command that
/// refills it, and trouble with a store names the data directory it is in and how to start
/// afresh (docs/cli.md, "The data directory").
enum DataDirectoryHints {
    /// The command of a first order: a soup that can be ordered now (tomato when it can, as the
    /// docs' first order is); nil when none can.
    static func firstOrder(menu: Menu) -> String? {
        let orderable = menu.customerItems.filter(\.isOrderable)
        guard let soup = orderable.first(where: { $0.id == "tomatoSoup" }) ?? orderable.first else { return nil }
        return ShellCommand.soupchef(["order", soup.id == "tomatoSoup" ? "tomato" : soup.id])
    }

    /// When no soup the menu shows can be ordered (Siri has none to offer): the command that
    /// puts one back, the one disabled first by name, else the sold-out one restocked.
    static func nothingOrderable(app: SoupChef) -> String? {
        guard let menu = try? app.menu(), menu.customerItems.isEmpty else { return nil }
        let shown = menu.items.filter { $0.kind != .secret }.sorted { $0.name < $1.name }
        if let disabled = shown.first(where: { !$0.isEnabled }) {
            return "No soup on the menu can be ordered; put one back with: " + ShellCommand.soupchef(["menu", "enable", disabled.id])
        }
        guard let soldOut = shown.first else { return nil }
        return "No soup on the menu can be ordered; refill one with: " + ShellCommand.soupchef(["menu", "restock", soldOut.id])
    }

    static func soldOut(_ item: MenuItem, context: Context) -> String? {
        guard item.isEnabled, item.stock <= 0 else { return nil }
        let place = (try? context.dataDirectory()).map { " (in the data directory \($0))" } ?? ""
        return "\(item.name) is sold out\(place); restock it with: " + ShellCommand.soupchef(["menu", "restock", item.id])
    }

    /// What mends a soup that cannot be ordered: the restock of a sold-out one, or putting a
    /// disabled one back on the menu; nil for one that can be ordered.
    static func unavailable(_ item: MenuItem, context: Context) -> String? {
        guard !item.isEnabled else { return soldOut(item, context: context) }
        return "\(item.name) is disabled; put it back on the menu with: " + ShellCommand.soupchef(["menu", "enable", item.id])
    }

    /// The hint for a conversation whose question went unanswered after `answers` Siri could not
    /// use, when one of them names a soup that cannot be ordered ("tomato" when Tomato Soup is
    /// sold out, which Siri does not offer): how to mend it.
    static func unavailable(answers: [String], app: SoupChef, context: Context) -> String? {
        guard let menu = try? app.menu() else { return nil }
        return answers.lazy.compactMap { try? menu.soup(named: $0) }.first { !$0.isOrderable }.flatMap { unavailable($0, context: context) }
    }

    /// The hint for a conversation that ended in `closing`, when it names a soup that cannot be
    /// ordered (sold out, or off the menu).
    static func unavailable(in closing: String, app: SoupChef, context: Context) -> String? {
        guard let items = try? app.menu().items else { return nil }
        return items.first { closing.contains($0.name) && !$0.isOrderable }.flatMap { unavailable($0, context: context) }
    }

    /// The hint for an utterance nothing matched that names a soup which cannot be ordered: from
    /// iOS 16 the App Shortcut phrases are expanded for the soups on offer only, so "Order Tomato
    /// Soup from Soup Chef" is no phrase while Tomato Soup is disabled.
    static func unavailable(spokenIn utterance: String, app: SoupChef, context: Context) -> String? {
        guard let items = try? app.menu().items else { return nil }
        let said = " " + InvocationPhrase.normalized(utterance) + " "
        return items.first { !$0.isOrderable && said.contains(" " + InvocationPhrase.normalized($0.name) + " ") }
            .flatMap { unavailable($0, context: context) }
    }

    /// The hint for a conversation that ended with nothing ordered of `soup` (a menu item's id),
    /// when it cannot be ordered: the App Intents path's words ("You asked for 1 soup, but …") do
    /// not name it, as the SiriKit path's closing does.
    static func unavailable(soup: String?, app: SoupChef, context: Context) -> String? {
        guard let soup, let item = try? app.menu().item(id: soup) else { return nil }
        return unavailable(item, context: context)
    }

    static func storeTrouble(_ error: Error, status: ExitStatus, directory: String?) -> String? {
        guard let directory, error is ClassifiedError || error is DecodingError || error is any StoredValueProblem,
            [.dataError, .ioError, .busy].contains(status)
        else { return nil }
        let message = describe(error).1
        guard !message.contains(directory) else { return nil }
        switch status {
        case .busy: return "The data directory is \(directory); another soupchef is using it."
        default:
            // Nothing to move when the directory could not even be made.
            var info = stat()
            guard lstat(directory, &info) == 0 else { return nil }
            return "The data directory is \(directory). To start afresh, move it away (or set SOUPCHEF_DATA_DIR to an empty directory)."
        }
    }
}
