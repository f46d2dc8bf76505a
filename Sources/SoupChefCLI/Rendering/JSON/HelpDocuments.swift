import SoupChefViews

// The documents of the commands about soupchef itself: `--version`, `help` (and `--help`), and
// `completions`, each with --json.

/// `--version --json`.
struct VersionDocument: Encodable {
    var name = "soupchef"
    var version: String
}

/// `help <command> --json` and `<command> --help --json`: what the help text says, as data.
struct HelpDocument: Encodable {
    /// "soupchef menu disable".
    var command: String
    /// ["menu", "disable"].
    var path: [String]
    var abstract: String
    @Nullable var discussion: String? = nil
    /// One line per form, as the help's USAGE shows them.
    var usage: [String]
    var arguments: [ArgumentJSON]
    var options: [OptionJSON]
    var subcommands: [SubcommandJSON]
    var globalOptions: [OptionJSON]
    /// The command lines the help's EXAMPLES shows.
    var examples: [String]

    struct ArgumentJSON: Encodable {
        var name: String
        var help: String
        var optional: Bool
        var variadic: Bool
    }

    struct OptionJSON: Encodable {
        /// "quantity", given as --quantity.
        var name: String
        /// "q", given as -q; null when there is none.
        @Nullable var short: String? = nil
        /// The placeholder of the value ("n"); null for a flag.
        @Nullable var value: String? = nil
        /// Whether it may be given more than once (each time with a value).
        var repeatable: Bool
        var help: String

        init(_ spec: OptionSpec) {
            name = spec.name
            short = spec.short.map(String.init)
            switch spec.kind {
            case .flag: repeatable = false
            case .value(let placeholder):
                value = placeholder
                repeatable = false
            case .repeated(let placeholder):
                value = placeholder
                repeatable = true
            }
            help = spec.help
        }
    }

    struct SubcommandJSON: Encodable {
        var name: String
        var abstract: String
    }

    /// The command at `path`, which must exist.
    init(path: [String], configuration: CommandConfiguration) {
        command = (["soupchef"] + path).joined(separator: " ")
        self.path = path
        abstract = configuration.abstract
        discussion = configuration.discussion
        usage = Help.usageLines(for: path)
        arguments = configuration.arguments.map {
            ArgumentJSON(name: $0.name, help: $0.help, optional: $0.isOptional, variadic: $0.isVariadic)
        }
        options = configuration.options.map(OptionJSON.init)
        var visible: [SubcommandJSON] = []
        for sub in configuration.subcommands where !sub.configuration.isHidden {
            visible.append(SubcommandJSON(name: sub.configuration.name, abstract: sub.configuration.abstract))
        }
        subcommands = visible
        globalOptions = GlobalOptions.specs(at: path).map(OptionJSON.init)
        examples = HelpExamples.examples(for: path)
    }
}

/// `completions <shell> --json`.
struct CompletionScriptDocument: Encodable {
    var shell: String
    /// The script, exactly as the text output prints it.
    var script: String
}
