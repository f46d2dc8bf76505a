/// What the parser found on the command line for one command.
public struct ParsedArguments: Sendable {
    /// The command path, e.g. ["menu", "disable"].
    public var path: [String]
    public var positionals: [String] = []
    public var values: [String: [String]] = [:]
    public var flags: Set<String> = []

    public func flag(_ name: String) -> Bool { flags.contains(name) }
    public func value(_ name: String) -> String? { values[name]?.last }
    public func all(_ name: String) -> [String] { values[name] ?? [] }
    public func positional(_ index: Int) -> String? { index < positionals.count ? positionals[index] : nil }

    /// An integer option within `range`, or a usage error naming the option.
    public func integer(_ name: String, in range: ClosedRange<Int>) throws -> Int? {
        guard let text = value(name) else { return nil }
        return try Self.integer(text, name: "--\(name)", in: range)
    }

    static func integer(_ text: String, name: String, in range: ClosedRange<Int>) throws -> Int {
        guard let number = Int(text), text.allSatisfy({ $0.isASCII }) else {
            throw UsageError("\(name) must be a whole number, not \"\(text)\"")
        }
        guard range.contains(number) else {
            throw UsageError("\(name) must be between \(range.lowerBound) and \(range.upperBound), not \(number)")
        }
        return number
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
