import Foundation
import SiriSystem
import SoupKit

/// The version `--version` prints.
public let soupchefVersion = "0.1.0"

/// Runs one soupchef command line (without the program name) and returns the exit status.
/// Everything it touches comes in as a parameter, so tests run it in-process.
public func main(
    _ arguments: [String], environment: [String: String], out: Output, err: Output, input: LineReader = .none
) -> Int32 {
    let parser = Parser(root: SoupChefCommand.self)
    var commandPath: [String] = []
    var quiet = false
    do {
        let invocation = try parser.parse(arguments)
        commandPath = invocation.arguments.path
        if invocation.global[GlobalOptions.version] {
            out.line("soupchef \(soupchefVersion)")
            return ExitStatus.success.rawValue
        }
        if invocation.global[GlobalOptions.help] {
            out.write(Help.text(for: invocation.arguments.path))
            return ExitStatus.success.rawValue
        }
        quiet = invocation.global[GlobalOptions.quiet]
        let context = try Context(global: invocation.global, environment: environment, out: out, err: err, input: input)
        let command = try invocation.command.init(invocation.arguments)
        return try command.run(context).rawValue
    } catch {
        let (status, message) = describe(error)
        // A mistake on the command line shows the usage; a failed replay step that was one does not.
        if status == .usage, !(error is CommandFailure) {
            return reportUsage(message, path: (error as? UsageError)?.commandPath ?? commandPath, to: err)
        }
        err.line("Error: \(Diagnostic.oneLine(message))")
        if let hint = (error as? CommandFailure)?.hint, !quiet { err.line(Diagnostic.oneLine(hint)) }
        return status.rawValue
    }
}

/// What is wrong, the command's usage, and where to read more: on stderr, with status 64.
private func reportUsage(_ message: String, path: [String], to err: Output) -> Int32 {
    err.line("Error: \(Diagnostic.oneLine(message))")
    err.line("Usage: \(Help.usage(for: path))")
    err.line("  See '\((["soupchef"] + path + ["--help"]).joined(separator: " "))' for more information.")
    return ExitStatus.usage.rawValue
}

/// The exit status and message for an error: decided here, once. The libraries' errors say what
/// kind of trouble they are; anything else is unexpected, and says what it was.
func describe(_ error: Error) -> (ExitStatus, String) {
    switch error {
    case let failure as CommandFailure:
        return (failure.status, failure.message)
    case let error as UsageError:
        return (.usage, error.message)
    case let error as ClassifiedError:
        return (ExitStatus(error.failureKind), error.failureMessage)
    case let error as DecodingError:
        return (.dataError, "A store holds data this soupchef cannot read (\(error)).")
    default:
        return (.failure, "Unexpected error: \(String(describing: error)).")
    }
}

extension ExitStatus {
    init(_ kind: FailureKind) {
        switch kind {
        case .badRequest: self = .usage
        case .requestFailed: self = .failure
        case .damagedData: self = .dataError
        case .inputOutput: self = .ioError
        case .busy: self = .busy
        }
    }
}

/// The executable's entry point: real arguments, environment and streams; exits with the status.
public func runMain() -> Never {
    // Swift repairs arguments that are not UTF-8 (U+FFFD for bad bytes), and a repaired word can
    // still match: "to\u{FFFD}" would order Tomato Soup. Refuse them before anything reads them.
    for index in 1..<Int(CommandLine.argc) {
        guard let raw = CommandLine.unsafeArgv[index], String(validatingCString: raw) == nil else { continue }
        let shown = String(decoding: UnsafeRawBufferPointer(start: raw, count: strlen(raw)), as: UTF8.self)
        exit(reportUsage("argument \(index) (\"\(shown)\") is not valid UTF-8 text", path: [], to: .fileDescriptor(2)))
    }
    let status = main(
        Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment,
        out: .fileDescriptor(1), err: .fileDescriptor(2), input: .standardInput)
    exit(status)
}
