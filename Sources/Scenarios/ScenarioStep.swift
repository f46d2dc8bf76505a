#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One step of a scenario: the line it was written on, its time, and its command line's words.
public struct ScenarioStep: Equatable, Sendable {
    public var line: Int
    public var time: Date
    public var arguments: [String]

    public init(line: Int, time: Date, arguments: [String]) {
        self.line = line
        self.time = time
        self.arguments = arguments
    }

    /// The command as written, quoted where needed, for messages.
    public var commandLine: String {
        arguments.map { word in
            word.isEmpty || word.contains(where: { " \t\"'\\#".contains($0) })
                ? "\"" + word.replacing("\"", with: "\\\"") + "\"" : word
        }.joined(separator: " ")
    }
}

/// What is wrong with a scenario's text, at a line (0 when the line is not known yet).
public struct ScenarioMistake: Error, Equatable, Sendable {
    public var line: Int
    public var message: String

    public init(line: Int, message: String) {
        self.line = line
        self.message = message
    }
}
