import SoupChefViews
import SoupKit

/// What completes a value on the command line.
public enum CompletionKind: Sendable, Hashable {
    /// Values read from the data directory.
    case soup, topping, store, order, voiceShortcut
    /// The soups a command may act on: `soup` narrowed by the command (enabled ones for `order`
    /// and `menu disable`, disabled ones for `menu enable`).
    case enabledSoup, disabledSoup
    /// Paths, which the shell completes itself.
    case file, directory
    /// Fixed lists: command names, shells, the activity types `open` continues, the iOS
    /// releases `--ios` simulates.
    case command, shell, activityType, colourChoice, iosRelease
    /// A fixed list the command names itself (`intents options soup`, `--format github`).
    case choices([String])
    /// The intents of the definition, or the actions of the App Intents metadata, named by the
    /// command's first argument (`intents converse FILE <TAB>`).
    case intentInFile
}

/// One option a command accepts, as help, usage and completion show it.
public struct OptionSpec: Sendable {
    public enum Kind: Sendable {
        /// `--json`: present or not.
        case flag
        /// `--quantity 2`: takes one value; given twice, refused.
        case value(placeholder: String)
        /// `--topping cheese --topping croutons`: takes one value each time.
        case repeated(placeholder: String)
    }

    public var name: String
    public var short: Character?
    public var kind: Kind
    public var help: String
    /// What completes the option's value.
    public var completion: CompletionKind?
    /// What is done with the value when it is a path: scenario steps are refused any path but
    /// standard output (`ScenarioSandbox`). A value completed as a file or directory is a path
    /// that is read unless the declaration says it is written.
    public var path: ScenarioSandbox.PathUse?
    /// An option the command cannot run without (`shortcuts edit --phrase`): usage shows it
    /// without brackets.
    public var isRequired = false

    public init(
        _ name: String, short: Character? = nil, _ kind: Kind = .flag, help: String, completion: CompletionKind? = nil,
        path: ScenarioSandbox.PathUse? = nil
    ) {
        self.name = name
        self.short = short
        self.kind = kind
        self.help = help
        self.completion = completion
        self.path = path ?? completion.flatMap { $0 == .file || $0 == .directory ? .reads : nil }
    }

    var takesValue: Bool {
        if case .flag = kind { return false }
        return true
    }

    /// "--quantity <n>", as usage lines show it.
    var usage: String {
        switch kind {
        case .flag: "--\(name)"
        case .value(let placeholder): "--\(name) <\(placeholder)>"
        case .repeated(let placeholder): "--\(name) <\(placeholder)> ..."
        }
    }

    /// "-q, --quantity <n>", as help lists it.
    var signature: String {
        (short.map { "-\($0), " } ?? "") + usage
    }
}

/// One positional argument a command accepts.
public struct ArgumentSpec: Sendable {
    public var name: String
    public var help: String
    public var isOptional: Bool
    /// Takes every remaining word (only for the last argument): `help menu disable`.
    public var isVariadic: Bool
    public var completion: CompletionKind?
    /// What is done with the value when it is a path (see `OptionSpec.path`).
    public var path: ScenarioSandbox.PathUse?

    public init(
        _ name: String, help: String, optional: Bool = false, variadic: Bool = false, completion: CompletionKind? = nil,
        path: ScenarioSandbox.PathUse? = nil
    ) {
        self.name = name
        self.help = help
        self.isOptional = optional
        self.isVariadic = variadic
        self.completion = completion
        self.path = path ?? completion.flatMap { $0 == .file || $0 == .directory ? .reads : nil }
    }
}

/// Options of which a command takes one at most (`--store` or `--deliver-to`), or exactly one
/// (`shortcuts add --order` or `--menu`): its usage line shows them as one choice.
public struct OptionChoice: Sendable {
    public var names: [String]
    public var isRequired: Bool

    public init(_ names: [String], required: Bool = false) {
        self.names = names
        self.isRequired = required
    }
}

/// Everything said about a command, once: help, usage, "did you mean" and completion read it.
public struct CommandConfiguration: Sendable {
    public var name: String
    public var abstract: String
    public var discussion: String?
    public var arguments: [ArgumentSpec]
    public var options: [OptionSpec]
    public var subcommands: [any ParsableCommand.Type]
    /// Whether the command does something itself when no subcommand is named.
    public var runsWithoutSubcommand: Bool
    /// Commands for scripts and shells, left out of help listings.
    public var isHidden: Bool
    /// The options given as one choice, `(--order <order-id> | --menu)` in usage.
    public var choices: [OptionChoice]
    /// Whether the command deletes for good, asking first on a terminal (docs/cli.md, "Commands
    /// that delete"): it takes the `--yes` that skips that question. A usage error never writes
    /// out such a command as a suggestion.
    var deletes: Bool { options.contains { $0.name == Confirmation.yes.name && $0.help == Confirmation.yes.spec.help } }

    /// `arguments` and `options` are the typed keys the command reads its values through.
    public init(
        name: String, abstract: String, discussion: String? = nil, arguments: [any ArgumentDeclaration] = [],
        options: [any OptionDeclaration] = [], choices: [OptionChoice] = [], subcommands: [any ParsableCommand.Type] = [],
        runsWithoutSubcommand: Bool = true, isHidden: Bool = false
    ) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.arguments = arguments.map(\.argumentSpec)
        self.options = options.flatMap(\.optionSpecs)
        self.subcommands = subcommands
        self.runsWithoutSubcommand = runsWithoutSubcommand
        self.isHidden = isHidden
        self.choices = choices
    }
}

/// A command: its description, how it reads its parsed arguments, and what it does.
public protocol ParsableCommand: Sendable {
    /// The command's name (`configuration.name`), on its own: finding a subcommand by name
    /// compares names without building each command's configuration.
    static var name: String { get }
    static var configuration: CommandConfiguration { get }
    static var readsEnvironmentSettings: Bool { get }
    /// Reads and checks the values; throws `UsageError` for anything wrong.
    init(_ arguments: ParsedArguments) throws
    /// Does the work; returns the exit status. A failure is thrown, and `main` reports it.
    func run(_ context: Context) throws -> ExitStatus
}

extension ParsableCommand {
    /// Whether the command reads the environment's settings of a clock, a zone and an iOS release
    /// (`SOUPCHEF_NOW`, `TZ`, `SOUPCHEF_IOS`): one that does not (completion, help, reading a
    /// definition) runs whatever they hold, and a setting it cannot read is not its error.
    public static var readsEnvironmentSettings: Bool { true }

    /// A command that only groups subcommands (`runsWithoutSubcommand: false`) never runs: the
    /// parser refuses a command line that stops at it.
    public func run(_ context: Context) throws -> ExitStatus {
        throw UsageError("'\(Self.configuration.name)' needs a subcommand")
    }
}
