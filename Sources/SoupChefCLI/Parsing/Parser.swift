import TextMatching

/// Options every command accepts.
enum GlobalOptions {
    static let specs: [OptionSpec] = [
        OptionSpec(
            "data-dir", .value(placeholder: "path"),
            help: "Use this data directory (default: $SOUPCHEF_DATA_DIR, $XDG_DATA_HOME/soupchef, ~/.local/share/soupchef).", completion: "directory"),
        OptionSpec("now", .value(placeholder: "time"), help: "Pretend it is this ISO 8601 time (default: $SOUPCHEF_NOW, else the clock)."),
        OptionSpec("json", help: "Print one JSON document instead of text."),
        OptionSpec("no-color", help: "Never colour the output (also: NO_COLOR, TERM=dumb)."),
        OptionSpec("quiet", help: "Print only results and errors, no notes."),
        OptionSpec("help", short: "h", help: "Show help for the command."),
    ]
    static let version = OptionSpec("version", help: "Show the version.")
}

/// The result of parsing: the command to run and the options that apply to every command.
struct Invocation {
    var command: any ParsableCommand.Type
    var arguments: ParsedArguments
    var global: ParsedArguments
}

/// Reads a command line against the command table.
struct Parser {
    let root: any ParsableCommand.Type

    func parse(_ tokens: [String]) throws -> Invocation {
        var command = root
        var configuration = root.configuration
        var parsed = ParsedArguments(path: [])
        var global = ParsedArguments(path: [])
        var index = 0
        var onlyPositionals = false

        func usage(_ message: String) -> UsageError { UsageError(message, commandPath: parsed.path) }

        while index < tokens.count {
            let token = tokens[index]
            index += 1
            let ownOptions = configuration.options
            if !onlyPositionals, token == "--" {
                onlyPositionals = true
                continue
            }
            if !onlyPositionals, token.hasPrefix("-"), token.count > 1, !Self.isNegativeNumber(token) {
                // An option: "--name", "--name=value", "-x", "-xVALUE".
                let spec: OptionSpec
                var inlineValue: String?
                var isGlobal = false
                if token.hasPrefix("--") {
                    let body = token.dropFirst(2)
                    let name = String(body.split(separator: "=", maxSplits: 1).first ?? "")
                    if let equals = body.firstIndex(of: "=") { inlineValue = String(body[body.index(after: equals)...]) }
                    let candidates = ownOptions + GlobalOptions.specs + (parsed.path.isEmpty ? [GlobalOptions.version] : [])
                    guard let found = candidates.first(where: { $0.name == name }) else {
                        let names = candidates.map { "--" + $0.name }
                        throw usage("unknown option '--\(name)'" + Suggest.didYouMean("--\(name)", among: names))
                    }
                    spec = found
                    isGlobal = !ownOptions.contains { $0.name == name }
                } else {
                    let letter = token[token.index(after: token.startIndex)]
                    let candidates = ownOptions + GlobalOptions.specs
                    guard let found = candidates.first(where: { $0.short == letter }) else {
                        throw usage("unknown option '-\(letter)'")
                    }
                    spec = found
                    isGlobal = !ownOptions.contains { $0.short == letter }
                    let rest = token.dropFirst(2)
                    if !rest.isEmpty {
                        guard found.takesValue else { throw usage("option '-\(letter)' takes no value, but got '\(rest)'") }
                        inlineValue = String(rest)
                    }
                }
                if spec.takesValue {
                    let value: String
                    if let inlineValue {
                        value = inlineValue
                    } else {
                        guard index < tokens.count else { throw usage("option '--\(spec.name)' needs a value") }
                        value = tokens[index]
                        index += 1
                    }
                    if isGlobal { global.values[spec.name, default: []].append(value) } else { parsed.values[spec.name, default: []].append(value) }
                } else {
                    guard inlineValue == nil else { throw usage("option '--\(spec.name)' takes no value") }
                    if isGlobal { global.flags.insert(spec.name) } else { parsed.flags.insert(spec.name) }
                }
                continue
            }
            // A word: a subcommand while we may still descend, else a positional argument.
            if parsed.positionals.isEmpty, !onlyPositionals, !configuration.subcommands.isEmpty {
                if let sub = Self.subcommand(named: token, in: configuration) {
                    // An option of the parent given before the subcommand's name would be lost: refuse it.
                    if let stray = parsed.flags.sorted().first ?? parsed.values.keys.sorted().first {
                        throw usage(
                            "option '--\(stray)' belongs to '\((["soupchef"] + parsed.path).joined(separator: " "))', not to its subcommand '\(token)'"
                        )
                    }
                    command = sub
                    configuration = sub.configuration
                    parsed.path.append(token)
                    continue
                }
                if !configuration.runsWithoutSubcommand || configuration.arguments.isEmpty {
                    let names = Self.visibleSubcommandNames(of: configuration)
                    if parsed.path.isEmpty {
                        throw usage("unknown command '\(token)'" + Suggest.didYouMean(token, among: names))
                    }
                    throw usage("'\(token)' is not a subcommand of '\(parsed.path.joined(separator: " "))'" + Suggest.didYouMean(token, among: names))
                }
            }
            parsed.positionals.append(token)
        }

        if global.flags.contains("help") || global.flags.contains("version") {
            return Invocation(command: command, arguments: parsed, global: global)
        }
        if !configuration.runsWithoutSubcommand {
            throw usage(parsed.path.isEmpty ? "no command given" : "'\(parsed.path.joined(separator: " "))' needs a subcommand")
        }
        let required = configuration.arguments.filter { !$0.isOptional }.count
        if parsed.positionals.count < required {
            let missing = configuration.arguments[parsed.positionals.count]
            throw usage("missing argument <\(missing.name)>")
        }
        if parsed.positionals.count > configuration.arguments.count, configuration.arguments.last?.isVariadic != true {
            let extra = parsed.positionals[configuration.arguments.count]
            throw usage("unexpected argument '\(extra)'")
        }
        return Invocation(command: command, arguments: parsed, global: global)
    }

    static func subcommand(named name: String, in configuration: CommandConfiguration) -> (any ParsableCommand.Type)? {
        for sub in configuration.subcommands where sub.configuration.name == name { return sub }
        return nil
    }

    static func visibleSubcommandNames(of configuration: CommandConfiguration) -> [String] {
        var names: [String] = []
        for sub in configuration.subcommands where !sub.configuration.isHidden { names.append(sub.configuration.name) }
        return names
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
}
