import Foundation
import SoupKit

/// Works out what can come next on a partial command line, from the command table and, for
/// values (soups, orders, …), from the current data directory.
struct Completer {
    /// The words after "soupchef"; the last one is the word being completed (maybe empty).
    let words: [String]
    /// Looks values of a kind up in the data directory; empty when there is none yet.
    let values: (String) -> [String]

    /// Candidates that start with the word being completed. A lone ":file" or ":directory" asks
    /// the shell to complete paths itself.
    func candidates() -> [String] {
        let current = words.last ?? ""
        var configuration = SoupChefCommand.configuration
        var isRoot = true
        var positionals = 0
        var pendingValue: OptionSpec?
        for word in words.dropLast() {
            if let option = pendingValue {
                pendingValue = nil
                _ = option
                continue
            }
            if word.hasPrefix("-") {
                let name = word.hasPrefix("--") ? String(word.dropFirst(2).prefix { $0 != "=" }) : ""
                let short = word.count == 2 && !word.hasPrefix("--") ? word.last : nil
                let spec = (configuration.options + GlobalOptions.specs).first { $0.name == name || (short != nil && $0.short == short) }
                if let spec, spec.takesValue, !word.contains("=") { pendingValue = spec }
                continue
            }
            if positionals == 0, let sub = Parser.subcommand(named: word, in: configuration) {
                configuration = sub.configuration
                isRoot = false
                continue
            }
            positionals += 1
        }
        if let option = pendingValue {
            return filter(values(for: option.completion), by: current)
        }
        if current.hasPrefix("-") {
            var names: [String] = []
            for spec in configuration.options + GlobalOptions.specs + (isRoot ? [GlobalOptions.version] : []) {
                names.append("--" + spec.name)
            }
            return filter(names, by: current)
        }
        var result: [String] = []
        if positionals == 0 {
            result += Parser.visibleSubcommandNames(of: configuration)
        }
        if configuration.runsWithoutSubcommand, positionals < configuration.arguments.count {
            result += values(for: configuration.arguments[positionals].completion)
        }
        return filter(result, by: current)
    }

    private func values(for kind: String?) -> [String] {
        switch kind {
        case nil: return []
        case "file": return [":file"]
        case "directory": return [":directory"]
        case "command": return Parser.visibleSubcommandNames(of: SoupChefCommand.configuration)
        case "shell": return CompletionsCommand.shells
        case "activityType": return ["viewMenu", "OrderSoupIntent", "orderComplete"]
        case let kind?: return values(kind)
        }
    }

    private func filter(_ names: [String], by prefix: String) -> [String] {
        if names == [":file"] || names == [":directory"] { return names }
        var seen = Set<String>()
        return names.filter { $0.lowercased().hasPrefix(prefix.lowercased()) && seen.insert($0).inserted }
    }
}

extension Completer {
    /// Values from an existing data directory, read without creating or changing anything.
    static func values(in directory: String?) -> (String) -> [String] {
        { kind in
            guard let directory, FileManager.default.fileExists(atPath: directory + "/app.sqlite"),
                let app = try? SoupChef(directory: directory, deliverPendingCalls: false),
                let menu = try? app.menu()
            else { return kind == "topping" || kind == "soup" || kind == "store" ? shippedValues(kind) : [] }
            switch kind {
            case "soup": return menu.items.map(\.id)
            case "topping": return menu.toppings.map(\.id)
            case "store": return menu.stores.map(shellWord)
            case "order": return ((try? app.orders(limit: 50)) ?? []).map { String($0.id.prefix(8)) }
            case "voiceShortcut": return ((try? app.system.allVoiceShortcuts()) ?? []).map { String($0.identifier.prefix(8)) }
            default: return []
            }
        }
    }

    private static func shippedValues(_ kind: String) -> [String] {
        let menu = Menu.shipped()
        switch kind {
        case "soup": return menu.items.map(\.id)
        case "topping": return menu.toppings.map(\.id)
        default: return menu.stores.map(shellWord)
        }
    }

    /// A store's name as one shell word that still matches it: its first word, lowercased.
    private static func shellWord(_ store: PickupStore) -> String {
        store.name.split(separator: " ").first.map { $0.lowercased() } ?? store.name
    }
}
