import SiriSystem
import SoupChefViews
import SoupKit

/// Works out what can come next on a partial command line. The words before the one being
/// completed go through the real parser (`Parser.partial`), so completion knows exactly what the
/// parser would: the command, its arguments so far, and an option waiting for its value. Values
/// (soups, orders, …) come from the current data directory.
struct Completer {
    /// The words after "soupchef"; the last one is the word being completed (maybe empty).
    let words: [String]
    /// Looks values of a kind up in the data directory; empty when there is none yet.
    let values: (CompletionKind) -> [String]

    /// Where the words before the one being completed leave the parser.
    static func state(before words: [String]) -> Parser.State {
        Parser(root: SoupChefCommand.self).partial(Array(words.dropLast()))
    }

    /// Candidates that start with the word being completed. A lone ":file" or ":directory" asks
    /// the shell to complete paths itself.
    func candidates() -> [String] {
        let current = words.last ?? ""
        let state = Self.state(before: words)
        if let pending = state.awaitingValue {
            // bash splits "--topping=c" into "--topping", "=", "c"; "=" alone is "--topping=". A
            // repeated option's values given already are not offered again.
            let given = Set((state.parsed.values[pending.spec.name] ?? []).map { $0.lowercased() })
            return filter(values(for: pending.spec.completion).filter { !given.contains($0.lowercased()) }, by: current == "=" ? "" : current)
        }
        if words.count >= 3, words[words.count - 2] == "=", let pending = Self.state(before: Array(words.dropLast())).awaitingValue {
            return filter(values(for: pending.spec.completion), by: current)
        }
        if current.hasPrefix("--"), let equals = current.firstIndex(of: "=") {
            // zsh and fish keep "--topping=c" as one word: complete the value, keep the option.
            let name = String(current[current.index(current.startIndex, offsetBy: 2)..<equals])
            guard let spec = state.options.first(where: { $0.name == name && $0.takesValue }) else { return [] }
            let prefix = String(current[...equals])
            let found = filter(values(for: spec.completion), by: String(current[current.index(after: equals)...]))
            return found.first?.hasPrefix(":") == true ? found : found.map { prefix + $0 }
        }
        if current.hasPrefix("-") {
            // An option given already is offered again only if it repeats (--topping).
            let given = Set(state.parsed.values.keys).union(state.parsed.flags).union(state.global.values.keys).union(state.global.flags)
            let open = state.options.filter { spec in
                if case .repeated = spec.kind { return true }
                return !given.contains(spec.name)
            }
            // A lone "-" offers the short forms too (`-q`, `-t`), after the long ones; "--" the long ones.
            let short = current.hasPrefix("--") ? [] : open.compactMap { $0.short.map { "-" + String($0) } }
            return filter(open.map { "--" + $0.name } + short, by: current)
        }
        let configuration = state.command.configuration
        let positionals = state.parsed.positionals.count
        var result: [String] = []
        // A subcommand cannot follow its parent's own option (`menu --all disable` is refused).
        if positionals == 0, !state.onlyPositionals, state.parsed.values.isEmpty, state.parsed.flags.isEmpty {
            result += Parser.visibleSubcommandNames(of: configuration)
        }
        if state.command == HelpCommand.self {
            // `help menu <TAB>`: the subcommands of the command named so far.
            guard let named = Help.command(at: state.parsed.positionals.flatMap { $0.split(separator: " ").map(String.init) }) else { return [] }
            result += Parser.visibleSubcommandNames(of: named.configuration)
        } else if configuration.runsWithoutSubcommand, positionals < configuration.arguments.count {
            let kind = configuration.arguments[positionals].completion
            result += kind == .intentInFile ? Self.intents(in: state.parsed.positionals.first) : values(for: Self.narrowed(kind, for: state.command))
        }
        return filter(result, by: current)
    }

    /// Each candidate with what it is, for a shell that shows it beside: a subcommand's abstract,
    /// an option's help; nil for a value. The line is read once for them all.
    func described(_ candidates: [String]) -> [(candidate: String, help: String?)] {
        let state = Self.state(before: words)
        let options = Dictionary(
            state.options.map { ("--" + $0.name, $0.help) } + state.options.compactMap { spec in spec.short.map { ("-" + String($0), spec.help) } },
            uniquingKeysWith: { first, _ in first })
        let listing = Self.subcommandsListed(in: state).configuration.subcommands
        return candidates.map { candidate in
            (candidate, candidate.hasPrefix("-") ? options[candidate] : listing.first { $0.name == candidate }?.configuration.abstract)
        }
    }

    /// The command whose subcommands come next: the one typed, or for `help`, the one it names.
    static func subcommandsListed(in state: Parser.State) -> any ParsableCommand.Type {
        guard state.command == HelpCommand.self else { return state.command }
        return Help.command(at: state.parsed.positionals.flatMap { $0.split(separator: " ").map(String.init) }) ?? state.command
    }

    /// A soup is offered only where the command can use it: a disabled one to `menu enable`, an
    /// enabled one to `order` and `menu disable`, any (but secret ones) to `menu restock`.
    static func narrowed(_ kind: CompletionKind?, for command: any ParsableCommand.Type) -> CompletionKind? {
        guard kind == .soup else { return kind }
        if command == MenuEnableCommand.self { return .disabledSoup }
        if command == MenuRestockCommand.self { return .soup }
        return .enabledSoup
    }

    private func values(for kind: CompletionKind?) -> [String] {
        guard let kind else { return [] }
        switch kind {
        case .file: return [":file"]
        case .directory: return [":directory"]
        case .command: return Parser.visibleSubcommandNames(of: SoupChefCommand.configuration)
        case .shell: return CompletionsCommand.shells
        case .colourChoice: return ["always", "never", "auto"]
        case .iosRelease: return SimulatedIOS.supported.map(String.init)
        case .activityType: return OpenCommand.Route.allCases.map(\.name)
        case .choices(let choices): return choices
        case .soup, .topping, .store, .order, .voiceShortcut, .enabledSoup, .disabledSoup: return values(kind)
        case .intentInFile: return []
        }
    }

    /// The intents a definition at `path` declares, or the actions of App Intents metadata there;
    /// none when it cannot be read.
    static func intents(in path: String?) -> [String] {
        guard let path, !path.isEmpty else { return [] }
        if AppIntentsMetadataReader.recognizes(path: path) {
            return (try? AppIntentsMetadataReader.read(path: path))?.metadata.actions.map(\.identifier) ?? []
        }
        return (try? DefinitionReader.read(path: DefinitionSearch.resolve(path).path))?.intents.map(\.name) ?? []
    }

    private func filter(_ names: [String], by prefix: String) -> [String] {
        if names == [":file"] || names == [":directory"] { return names }
        var seen = Set<String>()
        return names.filter { $0.lowercased().hasPrefix(prefix.lowercased()) && seen.insert($0).inserted }
    }
}

extension Completer {
    /// Values from an existing data directory, read without creating or changing anything; the
    /// shipped menu's when there is none yet.
    static func values(in directory: String?) -> (CompletionKind) -> [String] {
        { kind in
            guard let directory, SoupChef.hasStore(in: directory),
                let app = try? SoupChef(directory: directory, deliverPendingCalls: false),
                let menu = try? app.menu()
            else { return menuValues(kind, Menu.shipped()) }
            switch kind {
            case .order: return ((try? app.orders(limit: 50)) ?? []).map { String($0.id.prefix(8)) }
            case .voiceShortcut: return ((try? app.system.allVoiceShortcuts()) ?? []).map { String($0.identifier.prefix(8)) }
            default: return menuValues(kind, menu)
            }
        }
    }

    private static func menuValues(_ kind: CompletionKind, _ menu: Menu) -> [String] {
        switch kind {
        // A secret soup is named only by someone who knows it: completion never offers it.
        case .soup: menu.items.filter { $0.kind != .secret }.map(\.id)
        case .enabledSoup: menu.items.filter { $0.kind != .secret && $0.isEnabled }.map(\.id)
        case .disabledSoup: menu.items.filter { $0.kind != .secret && !$0.isEnabled }.map(\.id)
        case .topping: menu.toppings.map(\.id)
        case .store: menu.stores.map(shellWord)
        default: []
        }
    }

    /// A store's name as one shell word that still matches it: its first word, lowercased.
    private static func shellWord(_ store: PickupStore) -> String {
        store.name.split(separator: " ").first.map { $0.lowercased() } ?? store.name
    }
}
