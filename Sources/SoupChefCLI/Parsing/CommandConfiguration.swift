/// One option a command accepts.
public struct OptionSpec: Sendable {
    public enum Kind: Sendable {
        /// `--json`: present or not.
        case flag
        /// `--quantity 2`: takes one value; given twice, the last wins.
        case value(placeholder: String)
        /// `--topping cheese --topping croutons`: takes one value each time.
        case repeated(placeholder: String)
    }

    public var name: String
    public var short: Character?
    public var kind: Kind
    public var help: String
    /// What completes the option's value (`soup`, `topping`, `store`, `order`, `file`, …).
    public var completion: String?

    public init(_ name: String, short: Character? = nil, _ kind: Kind = .flag, help: String, completion: String? = nil) {
        self.name = name
        self.short = short
        self.kind = kind
        self.help = help
        self.completion = completion
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
        var text = short.map { "-\($0), " } ?? ""
        text += "--\(name)"
        switch kind {
        case .flag: break
        case .value(let placeholder): text += " <\(placeholder)>"
        case .repeated(let placeholder): text += " <\(placeholder)> ..."
        }
        return text
    }
}

/// One positional argument a command accepts.
public struct ArgumentSpec: Sendable {
    public var name: String
    public var help: String
    public var isOptional: Bool
    /// Takes every remaining word (only for the last argument): `help menu disable`.
    public var isVariadic: Bool
    public var completion: String?

    public init(_ name: String, help: String, optional: Bool = false, variadic: Bool = false, completion: String? = nil) {
        self.name = name
        self.help = help
        self.isOptional = optional
        self.isVariadic = variadic
        self.completion = completion
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

    public init(
        name: String, abstract: String, discussion: String? = nil, arguments: [ArgumentSpec] = [],
        options: [OptionSpec] = [], subcommands: [any ParsableCommand.Type] = [], runsWithoutSubcommand: Bool = true,
        isHidden: Bool = false
    ) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.arguments = arguments
        self.options = options
        self.subcommands = subcommands
        self.runsWithoutSubcommand = runsWithoutSubcommand
        self.isHidden = isHidden
    }
}

/// A command: its description, how it reads its parsed arguments, and what it does.
public protocol ParsableCommand: Sendable {
    static var configuration: CommandConfiguration { get }
    /// Reads and checks the values; throws `UsageError` for anything wrong.
    init(_ arguments: ParsedArguments) throws
    /// Does the work; returns the exit status.
    func run(_ context: Context) throws -> ExitStatus
}
