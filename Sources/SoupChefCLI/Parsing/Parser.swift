import SiriSystem
import SoupChefViews
import SoupKit
import TextMatching

/// Options every command accepts.
enum GlobalOptions {
    static let dataDirectory = Option<String?>(
        "data-dir", placeholder: "path",
        help: "Use this data directory (default: $SOUPCHEF_DATA_DIR, $XDG_DATA_HOME/soupchef, ~/.local/share/soupchef).",
        completion: .directory, parser: .text)
    static let now = Option<String?>(
        "now", placeholder: "time", help: "Pretend it is this ISO 8601 time (default: $SOUPCHEF_NOW, else the clock).", parser: .text)
    static let json = Option(flag: "json", help: "Print one JSON document instead of text.")
    static let noColor = Option(flag: "no-color", help: "Never colour the output: the same as --color never.")
    static let color = Option<ColourChoice?>(
        "color", placeholder: "when",
        help: "Colour the output: always, never, or auto (the default: on a terminal, unless NO_COLOR is set or TERM=dumb).",
        completion: .colourChoice,
        parser: ValueParser { text, name in
            guard let choice = ColourChoice(rawValue: text.lowercased()) else {
                throw UsageError(
                    "\(name) must be always, never or auto, not \"\(text)\"" + Suggest.value(text, among: ColourChoice.allCases.map(\.rawValue)))
            }
            return choice
        })
    static let quiet = Option(flag: "quiet", help: "Print only results and errors, no notes.")
    static let help = Option(flag: "help", short: "h", help: "Show help for the command.")
    static let ios = Option<Int?>(
        "ios", placeholder: "major",
        help: "Simulate this iOS release: up to 15 SiriKit, from 16 App Intents (default: $SOUPCHEF_IOS, else \(Context.defaultIOS)).",
        completion: .iosRelease, parser: .integer(in: SimulatedIOS.supported))
    /// Only before a command: `soupchef --version`.
    static let version = Option(flag: "version", help: "Show the version.")

    static let specs: [OptionSpec] = [dataDirectory.spec, now.spec, json.spec, color.spec, noColor.spec, quiet.spec, ios.spec, help.spec]

    /// The global options at `path`: --version only at the root.
    static func specs(at path: [String]) -> [OptionSpec] {
        specs + (path.isEmpty ? [version.spec] : [])
    }
}

/// `--color always|never|auto`.
enum ColourChoice: String, Sendable, CaseIterable {
    case always, never, auto

    func enabled(terminal: Bool, allowed: Bool) -> Bool {
        switch self {
        case .always: true
        case .never: false
        case .auto: terminal && allowed
        }
    }
}

/// The result of parsing: the command to run and the options that apply to every command.
struct Invocation {
    var command: any ParsableCommand.Type
    var arguments: ParsedArguments
    var global: ParsedArguments
}

/// Reads a command line against the command table. Completion runs the same reading on a partial
/// line, so the two cannot disagree.
struct Parser {
    let root: any ParsableCommand.Type

    func parse(_ tokens: [String]) throws -> Invocation {
        var state = State(command: root)
        for (index, token) in tokens.enumerated() {
            state.upcoming = tokens[(index + 1)...]
            try state.take(token, lenient: false)
        }
        if let pending = state.awaitingValue { throw state.usage("option \(Parser.named(pending)) needs a value") }
        let configuration = state.command.configuration
        var parsed = state.parsed
        parsed.assignPositionals(to: configuration.arguments)
        let invocation = Invocation(command: state.command, arguments: parsed, global: state.global)
        if state.global.flags.contains(GlobalOptions.help.name) || state.global.flags.contains(GlobalOptions.version.name) {
            return invocation
        }
        if !configuration.runsWithoutSubcommand {
            let visible = Parser.visibleSubcommandNames(of: configuration)
            let names = visible.joined(separator: ", ")
            // A command written after "--" is read as an argument: say so, not that none was given.
            if let first = parsed.positionals.first, visible.contains(first) {
                throw state.usage("'\(first)' comes after '--', where it is an argument, not a command: write it before '--'")
            }
            throw state.usage(
                parsed.path.isEmpty
                    ? "no command given (the commands: \(names))" : "'\(parsed.path.joined(separator: " "))' needs a subcommand (\(names))")
        }
        let required = configuration.arguments.filter { !$0.isOptional }.count
        if parsed.positionals.count < required {
            let missing = configuration.arguments[parsed.positionals.count]
            throw state.usage("missing argument <\(missing.name)>")
        }
        if parsed.positionals.count > configuration.arguments.count, configuration.arguments.last?.isVariadic != true {
            let extra = parsed.positionals[configuration.arguments.count]
            // What is said to Siri typed without quotes (`siri Order tomato soup`): show it quoted.
            guard let last = configuration.arguments.last, last.name == "utterance" else {
                throw state.usage("unexpected argument '\(extra)'")
            }
            let words = parsed.positionals[(configuration.arguments.count - 1)...].joined(separator: " ")
            throw state.usage(
                "unexpected argument '\(extra)'; to give <\(last.name)> several words, quote them: "
                    + ShellCommand.soupchef(parsed.path + parsed.positionals.prefix(configuration.arguments.count - 1) + [words]))
        }
        return invocation
    }

    /// Where a partial command line stands, for completion: words the full parse would refuse
    /// are passed over, and an option at the end may still be waiting for its value.
    func partial(_ tokens: [String]) -> State {
        var state = State(command: root)
        for token in tokens { try? state.take(token, lenient: true) }
        state.parsed.assignPositionals(to: state.command.configuration.arguments)
        return state
    }

    /// The parse so far.
    struct State {
        var command: any ParsableCommand.Type
        var parsed = ParsedArguments(path: [])
        var global = ParsedArguments(path: [])
        var onlyPositionals = false
        /// The option whose value is the next word, and how it was written (`-n` or `--limit`).
        var awaitingValue: (spec: OptionSpec, isGlobal: Bool, written: String)?
        /// The words after the one being taken (a full parse only).
        var upcoming: ArraySlice<String> = []

        /// The command table's root: an option unknown here is looked for in every command.
        let root: any ParsableCommand.Type

        init(command: any ParsableCommand.Type) {
            self.command = command
            root = command
        }

        /// An option this command does not take but others do (`history --quantity 2`): the
        /// error names them rather than a look-alike of this command's options. `written` is the
        /// option as typed (`--quantity`, `-q`), `value` its value when given on the line.
        func takenElsewhere(_ written: String, matching: (OptionSpec) -> Bool, value: String?) -> UsageError? {
            let owners = Parser.commandsTaking(option: matching, from: root, near: parsed.path)
            guard let best = owners.first else { return nil }
            let here = "'\((["soupchef"] + parsed.path).joined(separator: " "))' takes no option '\(written)'"
            func named(_ path: [String]) -> String { "'\((["soupchef"] + path).joined(separator: " "))'" }
            // The one nearest command (a subcommand of this one, a parent, or the only one): the
            // line it takes, as a suggestion. Never a line that deletes (`donations --all` is no
            // request to delete every donation): that command is named, not written out.
            if owners.count == 1 || owners[1].closeness < best.closeness, !best.command.configuration.deletes,
                let spec = best.command.configuration.options.first(where: matching)
            {
                let arguments = best.command.configuration.arguments.filter { !$0.isOptional }.map { "<\($0.name)>" }
                let shown: [String] =
                    switch spec.kind {
                    case .flag: []
                    case .value(let placeholder), .repeated(let placeholder): [value.map(ShellCommand.quoted) ?? "<\(placeholder)>"]
                    }
                let line = (["soupchef"] + best.path + arguments + [written] + shown).joined(separator: " ")
                return usage(here + "; it belongs to \(named(best.path)): \(line)")
            }
            let listed = owners.prefix(owners.count > 3 ? 2 : 3).map { named($0.path) }
            let others = owners.count - listed.count
            let names =
                others > 0
                ? listed.joined(separator: ", ") + " and \(others) other commands"
                : listed.dropLast().joined(separator: ", ") + (listed.count > 1 ? " and " : "") + (listed.last ?? "")
            return usage(here + "; it belongs to \(names)")
        }

        func usage(_ message: String) -> UsageError { UsageError(message, commandPath: parsed.path) }

        /// The options that can be named here: the command's own, then the global ones.
        var options: [OptionSpec] { command.configuration.options + GlobalOptions.specs(at: parsed.path) }

        /// The option `token` names among this command's and the global ones (`--json`,
        /// `--group=x`, `-q`, `-h`), as written up to any `=`; nil for any other word.
        func namesOption(_ token: String) -> String? {
            if token.hasPrefix("--"), token.count > 2 {
                let name = String(token.dropFirst(2).split(separator: "=", maxSplits: 1).first ?? "")
                return options.contains { $0.name == name } ? "--" + name : nil
            }
            guard token.hasPrefix("-"), token.count >= 2, !token.hasPrefix("--") else { return nil }
            let letter = token[token.index(after: token.startIndex)]
            return (command.configuration.options + GlobalOptions.specs).contains { $0.short == letter } ? "-" + String(letter) : nil
        }

        /// Reads one word. `lenient` (completion) passes over what the full parse refuses.
        mutating func take(_ token: String, lenient: Bool) throws {
            if let pending = awaitingValue {
                awaitingValue = nil
                // An option where the value should be (`--deliver-to --json`) is the value left
                // out, not an address called "--json": say so rather than take it. A value that
                // starts with a dash goes in the same token, `--deliver-to=-h`.
                if !lenient, !Parser.isNegativeNumber(token), let named = namesOption(token) {
                    throw usage(
                        "option \(Parser.named(pending)) needs a value, but the next word is the option '\(named)'"
                            + " (a value starting with '-' is written --\(pending.spec.name)=VALUE)")
                }
                // Nor is `--` (the end of the options) or a word written as an option no command
                // has (`--jsn`, a typo): a value that starts with a dash goes after '='.
                if !lenient, token.hasPrefix("-"), token.count > 1, !Parser.isNegativeNumber(token) {
                    let what = token == "--" ? "'--', the end of the options" : "'\(Diagnostic.escaped(token))', written as an option"
                    throw usage(
                        "option \(Parser.named(pending)) needs a value, but the next word is \(what)"
                            + " (a value starting with '-' is written --\(pending.spec.name)=VALUE)")
                }
                record(pending.spec, value: token, isGlobal: pending.isGlobal)
                return
            }
            let configuration = command.configuration
            let ownOptions = configuration.options
            if !onlyPositionals, token == "--" {
                onlyPositionals = true
                return
            }
            if !onlyPositionals, token.hasPrefix("-"), token.count > 1, !Parser.isNegativeNumber(token) {
                // An option: "--name", "--name=value", "-x", "-xVALUE".
                let spec: OptionSpec
                var inlineValue: String?
                let isGlobal: Bool
                if token.hasPrefix("--") {
                    let body = token.dropFirst(2)
                    let name = String(body.split(separator: "=", maxSplits: 1).first ?? "")
                    if let equals = body.firstIndex(of: "=") { inlineValue = String(body[body.index(after: equals)...]) }
                    guard let found = options.first(where: { $0.name == name }) else {
                        // An option of a subcommand given before the subcommand: say whose it is
                        // rather than suggest a look-alike of this command's; only when that
                        // subcommand is named later on the line (`donations --all` is no request to
                        // be pointed at `donations delete --all`).
                        if let owner = Parser.commandOwning(option: name, below: command, path: parsed.path),
                            owner.dropFirst(parsed.path.count).allSatisfy(upcoming.contains)
                        {
                            throw usage(
                                "option '--\(name)' belongs to '\((["soupchef"] + owner).joined(separator: " "))': put it after '\(owner.last ?? "")'"
                            )
                        }
                        // Another tool's word for one of this command's options comes first (`--qty`).
                        let synonym = Suggest.optionSynonyms[name.lowercased()].map { meant in options.contains { $0.name == meant } } ?? false
                        if !lenient, !synonym,
                            let elsewhere = takenElsewhere("--" + name, matching: { $0.name == name }, value: inlineValue ?? givenValue)
                        {
                            throw elsewhere
                        }
                        throw usage("unknown option '--\(name)'" + Suggest.option(name, among: options.map(\.name)))
                    }
                    spec = found
                    isGlobal = !ownOptions.contains { $0.name == name }
                } else {
                    let candidates = ownOptions + GlobalOptions.specs
                    // Flags grouped in one word (`-yf` is `-y -f`), as getopt reads them, one letter
                    // after another; a value after its letter, with or without '=' (`-n3`, `-n=3`).
                    var letters = token.dropFirst()
                    var last: (spec: OptionSpec, isGlobal: Bool)?
                    while last == nil, let letter = letters.first {
                        guard let found = candidates.first(where: { $0.short == letter }) else {
                            // `-q` for --quiet, `-v` for --version, `-l` for --limit (whose own letter is
                            // -n): the one long option here the letter starts.
                            let starting = options.filter { $0.name.first == letter }
                            // A subcommand's letter given before the subcommand, named later on the line.
                            if let owner = Parser.commandOwning(letter: letter, below: command, path: parsed.path, upcoming: Array(upcoming)),
                                let spec = Help.command(at: owner)?.configuration.options.first(where: { $0.short == letter })
                            {
                                throw usage(
                                    "option '-\(letter)' (--\(spec.name)) belongs to '\((["soupchef"] + owner).joined(separator: " "))': "
                                        + "put it after '\(owner.last ?? "")'")
                            }
                            // Else the commands whose option the letter is (`menu -t cheese`: order's --topping).
                            let rest = letters.dropFirst()
                            let written = rest.isEmpty ? givenValue : String(rest.hasPrefix("=") ? rest.dropFirst() : rest)
                            if !lenient, starting.count != 1,
                                let elsewhere = takenElsewhere("-\(letter)", matching: { $0.short == letter }, value: written)
                            {
                                throw elsewhere
                            }
                            // The letter in the other case, when that is an option (`-Q` for -q).
                            let otherCase = Character(letter.isUppercase ? letter.lowercased() : letter.uppercased())
                            if candidates.contains(where: { $0.short == otherCase }) {
                                throw usage("unknown option '-\(letter)'. Did you mean '-\(otherCase)'?")
                            }
                            throw usage("unknown option '-\(letter)'" + (starting.count == 1 ? ". Did you mean '--\(starting[0].name)'?" : ""))
                        }
                        let foundIsGlobal = !ownOptions.contains { $0.short == letter }
                        letters = letters.dropFirst()
                        if !found.takesValue && !letters.isEmpty {
                            if foundIsGlobal { global.flags.insert(found.name) } else { parsed.flags.insert(found.name) }
                            continue
                        }
                        last = (found, foundIsGlobal)
                        if !letters.isEmpty { inlineValue = String(letters.hasPrefix("=") ? letters.dropFirst() : letters) }
                    }
                    guard let last else { throw usage("unknown option '\(token)'") }
                    (spec, isGlobal) = last
                }
                if spec.takesValue {
                    if let inlineValue {
                        record(spec, value: inlineValue, isGlobal: isGlobal)
                    } else {
                        awaitingValue = (spec, isGlobal, token.hasPrefix("--") ? "--" + spec.name : "-" + String(spec.short ?? "?"))
                    }
                } else {
                    guard inlineValue == nil else { throw usage("option '--\(spec.name)' takes no value") }
                    if isGlobal { global.flags.insert(spec.name) } else { parsed.flags.insert(spec.name) }
                }
                return
            }
            // A word: a subcommand while we may still descend, else a positional argument.
            if parsed.positionals.isEmpty, !onlyPositionals, !configuration.subcommands.isEmpty {
                if let sub = Parser.subcommand(named: token, in: configuration) {
                    // An option of the parent given before the subcommand's name would be lost: refuse it.
                    if !lenient, let stray = parsed.flags.sorted().first ?? parsed.values.keys.sorted().first {
                        throw usage(
                            "option '--\(stray)' belongs to '\((["soupchef"] + parsed.path).joined(separator: " "))', not to its subcommand '\(token)'"
                        )
                    }
                    command = sub
                    parsed.path.append(token)
                    return
                }
                if !lenient, !configuration.runsWithoutSubcommand || configuration.arguments.isEmpty {
                    let names = Parser.visibleSubcommandNames(of: configuration)
                    if parsed.path.isEmpty {
                        throw usage("unknown command '\(token)'" + Suggest.command(token, in: configuration))
                    }
                    let path = parsed.path.joined(separator: " ")
                    throw usage(
                        "'\(token)' is not a subcommand of '\(path)'"
                            + Suggest.subcommand(token, among: names, listedBy: configuration.runsWithoutSubcommand ? path : nil))
                }
            }
            parsed.positionals.append(token)
        }

        /// The next word, when it can be an option's value (not an option, nor `--`).
        var givenValue: String? {
            guard let next = upcoming.first else { return nil }
            return next.hasPrefix("-") && !Parser.isNegativeNumber(next) ? nil : next
        }

        private mutating func record(_ spec: OptionSpec, value: String, isGlobal: Bool) {
            if isGlobal { global.values[spec.name, default: []].append(value) } else { parsed.values[spec.name, default: []].append(value) }
        }
    }

    /// The path of the first subcommand below `command` (breadth first) that has the option
    /// `name`: where an option given too early belongs (`history --yes clear`).
    static func commandOwning(option name: String, below command: any ParsableCommand.Type, path: [String]) -> [String]? {
        commandOwning(below: command, path: path) { spec, _ in spec.name == name }
    }

    /// The subcommand below `command` named on the rest of the line (`upcoming`) whose option has
    /// the letter: `-q 2 order tomato` is order's `-q`, given too early.
    static func commandOwning(
        letter: Character, below command: any ParsableCommand.Type, path: [String], upcoming: [String]
    ) -> [String]? {
        commandOwning(below: command, path: path) { spec, subPath in
            spec.short == letter && subPath.dropFirst(path.count).allSatisfy(upcoming.contains)
        }
    }

    static func commandOwning(
        below command: any ParsableCommand.Type, path: [String], where matching: (OptionSpec, [String]) -> Bool
    ) -> [String]? {
        var queue: [(any ParsableCommand.Type, [String])] = command.configuration.subcommands.map { ($0, path + [$0.configuration.name]) }
        while !queue.isEmpty {
            let (sub, subPath) = queue.removeFirst()
            if sub.configuration.options.contains(where: { matching($0, subPath) }) { return subPath }
            queue += sub.configuration.subcommands.map { ($0, subPath + [$0.configuration.name]) }
        }
        return nil
    }

    /// Every visible command that has an option `matching`, with how many of `path`'s words its
    /// path starts with (its closeness: a subcommand or a parent of the command at `path` is
    /// nearer than a command elsewhere), nearest first, then in the command table's order.
    static func commandsTaking(
        option matching: (OptionSpec) -> Bool, from root: any ParsableCommand.Type, near path: [String]
    ) -> [(path: [String], command: any ParsableCommand.Type, closeness: Int)] {
        var found: [(path: [String], command: any ParsableCommand.Type, closeness: Int)] = []
        var queue: [(any ParsableCommand.Type, [String])] = [(root, [])]
        while !queue.isEmpty {
            let (command, commandPath) = queue.removeFirst()
            let configuration = command.configuration
            if configuration.isHidden { continue }
            if commandPath != path, configuration.options.contains(where: matching) {
                let closeness = zip(commandPath, path).prefix { $0 == $1 }.count
                found.append((commandPath, command, closeness))
            }
            queue += configuration.subcommands.map { ($0, commandPath + [$0.name]) }
        }
        // A stable sort: the table's order among equals.
        return found.enumerated().sorted { ($0.element.closeness, -$0.offset) > ($1.element.closeness, -$1.offset) }.map(\.element)
    }

    static func subcommand(named name: String, in configuration: CommandConfiguration) -> (any ParsableCommand.Type)? {
        for sub in configuration.subcommands where sub.name == name { return sub }
        return nil
    }

    static func visibleSubcommandNames(of configuration: CommandConfiguration) -> [String] {
        var names: [String] = []
        for sub in configuration.subcommands where !sub.configuration.isHidden { names.append(sub.configuration.name) }
        return names
    }

    /// An option awaiting its value, named as it was written: `'--limit'`, or `'-n' (--limit)`.
    static func named(_ pending: (spec: OptionSpec, isGlobal: Bool, written: String)) -> String {
        pending.written.hasPrefix("--") ? "'--\(pending.spec.name)'" : "'\(pending.written)' (--\(pending.spec.name))"
    }

    static func isNegativeNumber(_ token: String) -> Bool {
        token.count > 1 && token.dropFirst().allSatisfy(\.isNumber)
    }
}

enum Suggest {
    /// " Did you mean 'x'?" for the nearest name within a small edit distance, or "".
    static func didYouMean(_ word: String, among names: [String]) -> String {
        nearestName(to: word, among: names).map { ". Did you mean '\($0)'?" } ?? ""
    }

    /// " Did you mean 'x'?" for a fixed value (`--color alwys`, `--format gihub`, `open menu`,
    /// `intents options store`), one rule for all: the nearest by spelling, else the one value
    /// the word begins or is a whole part of, letter case aside; "" when none or several are.
    static func value(_ word: String, among values: [String]) -> String {
        if let near = nearestName(to: word, among: values) { return ". Did you mean '\(near)'?" }
        let lowered = word.lowercased()
        guard lowered.count >= 3 else { return "" }
        let holding = values.filter { $0.lowercased().hasPrefix(lowered) || $0.lowercased().contains(lowered) }
        return holding.count == 1 ? ". Did you mean '\(holding[0])'?" : ""
    }

    /// Other tools' words for an option: the option they mean.
    static let optionSynonyms: [String: String] = [
        "qty": "quantity", "count": "quantity", "number": "quantity", "identifier": "id", "toppings": "topping", "deliver": "deliver-to",
        "address": "deliver-to", "dir": "data-dir", "directory": "data-dir", "pickup": "store", "pick-up": "store", "time": "at",
        "when": "at", "moment": "at",
    ]

    /// " Did you mean '--x'?" for an unknown long option: another tool's word for it, the one
    /// option the word begins (`--quan`), else the nearest by spelling; "" when none is.
    static func option(_ name: String, among names: [String]) -> String {
        if let meant = optionSynonyms[name.lowercased()], names.contains(meant) { return ". Did you mean '--\(meant)'?" }
        // The one option the word begins comes first: "--quant" is --quantity, not --quiet.
        let starting = name.count >= 2 ? names.filter { $0.hasPrefix(name.lowercased()) } : []
        if starting.count == 1 { return ". Did you mean '--\(starting[0])'?" }
        return nearestName(to: "--" + name, among: names.map { "--" + $0 }).map { ". Did you mean '\($0)'?" } ?? ""
    }

    /// Words people type for a subcommand, other tools' names for it (git's `remote rm`, `ls`):
    /// the subcommand they mean.
    /// The first of a word's meanings that the command has wins: `menu remove` is disable, as
    /// `shortcuts remove` is delete.
    static let subcommandSynonyms: [String: [String]] = [
        "remove": ["delete", "disable"], "rm": ["delete", "disable"], "del": ["delete", "disable"], "delete": ["disable"],
        "erase": ["delete"], "new": ["add"], "create": ["add"], "add": ["enable"], "change": ["edit"], "rename": ["edit"],
        "update": ["edit"], "wipe": ["clear"], "reset": ["clear"], "purge": ["clear"], "refill": ["restock"], "stock": ["restock"],
        "show": ["list"], "view": ["list"], "hide": ["disable"], "off": ["disable"], "on": ["enable"], "restore": ["enable"],
    ]

    /// " Did you mean 'x'?" for an unknown subcommand: the one another tool's word names
    /// (`shortcuts rm`: delete), the nearest name; for `list` or `ls` of a command that lists
    /// without a subcommand (`history list`), that command alone (`listedBy`). The name is
    /// suggested after `under`, the commands above it, when given: `help history wipe` suggests
    /// 'history clear'.
    static func subcommand(_ word: String, among names: [String], listedBy command: String?, under parents: [String] = []) -> String {
        let lowered = word.lowercased()
        func named(_ name: String) -> String { (parents + [name]).joined(separator: " ") }
        if let meant = subcommandSynonyms[lowered]?.first(where: names.contains) { return ". Did you mean '\(named(meant))'?" }
        // `shortcuts ls` where `shortcuts list` exists: that one.
        if ["ls", "lst"].contains(lowered), names.contains("list") { return ". Did you mean '\(named("list"))'?" }
        if let command, ["list", "ls"].contains(lowered) || subcommandSynonyms[lowered]?.contains("list") == true {
            return ". 'soupchef \(command)' alone lists them."
        }
        return nearestName(to: word, among: names).map { ". Did you mean '\(named($0))'?" } ?? ""
    }

    /// Words people type for a command soupchef names otherwise: what they mean.
    static let otherNames: [String: String] = [
        "version": "--version", "man": "help --man", "manual": "help --man", "voice-shortcuts": "shortcuts", "voiceshortcuts": "shortcuts",
        "voice-shortcut": "shortcuts",
    ]

    /// " Did you mean 'x'?" for an unknown command: a word people type for one (`version`), the
    /// subcommand of that name (`restock`: `menu restock`), the one command it begins
    /// (`suggest`), else the nearest name; "" when nothing is near.
    static func command(_ word: String, in root: CommandConfiguration) -> String {
        let lowered = word.lowercased()
        if let meant = otherNames[lowered] { return ". Did you mean '\(meant)'?" }
        var names: [String] = []
        var owners: [String] = []
        for command in root.subcommands where !command.configuration.isHidden {
            let configuration = command.configuration
            names.append(configuration.name)
            // By the subcommands' names alone: building each one's configuration (its help, its
            // examples read from the shipped files) is not needed to name it.
            if configuration.subcommands.contains(where: { $0.name == lowered }) { owners.append("'\(configuration.name) \(lowered)'") }
        }
        if let last = owners.last {
            let others = owners.dropLast().prefix(2)
            let listed: String = others.isEmpty ? last : others.joined(separator: ", ") + " or " + last
            return ". Did you mean \(listed)?"
        }
        let begun = names.filter { $0.hasPrefix(lowered) }
        if lowered.count >= 3, begun.count == 1 { return ". Did you mean '\(begun[0])'?" }
        return didYouMean(word, among: names)
    }
}
