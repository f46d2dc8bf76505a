import SoupChefViews

/// What the parser found on the command line for one command. Commands read it through the
/// typed keys they declare (`Option`, `Argument`), never by name.
public struct ParsedArguments: Sendable {
    /// The command path, e.g. ["menu", "disable"].
    public var path: [String]
    /// The words that were not options, in order.
    var positionals: [String] = []
    /// Option values by option name, in the order given.
    var values: [String: [String]] = [:]
    var flags: Set<String> = []
    /// The positional words, by the name of the argument they fill.
    var argumentWords: [String: [String]] = [:]

    init(path: [String]) { self.path = path }

    /// Shares the positional words out among the command's arguments, in order; a variadic last
    /// argument takes the rest.
    mutating func assignPositionals(to arguments: [ArgumentSpec]) {
        argumentWords = [:]
        var rest = positionals[...]
        for argument in arguments {
            guard !rest.isEmpty else { break }
            if argument.isVariadic {
                argumentWords[argument.name] = Array(rest)
                rest = []
            } else {
                argumentWords[argument.name] = [rest.removeFirst()]
            }
        }
    }
}

/// A mistake on the command line. It carries the command whose usage should be shown.
public struct UsageError: Error, Sendable, CustomStringConvertible {
    public var message: String
    public var commandPath: [String]?

    public init(_ message: String, commandPath: [String]? = nil) {
        self.message = message
        self.commandPath = commandPath
    }

    public var description: String { message }
}
