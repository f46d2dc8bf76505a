import Foundation
import SQLiteStore
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
    do {
        let invocation = try parser.parse(arguments)
        commandPath = invocation.arguments.path
        if invocation.global.flag("version") {
            out.line("soupchef \(soupchefVersion)")
            return ExitStatus.success.rawValue
        }
        if invocation.global.flag("help") {
            out.write(Help.text(for: invocation.arguments.path))
            return ExitStatus.success.rawValue
        }
        let context = try Context(global: invocation.global, environment: environment, out: out, err: err, input: input)
        let command = try invocation.command.init(invocation.arguments)
        return try command.run(context).rawValue
    } catch let error as UsageError {
        return reportUsage(error.message, path: error.commandPath ?? commandPath, to: err)
    } catch {
        let (status, message) = describe(error)
        if status == .usage { return reportUsage(message, path: commandPath, to: err) }
        err.line("Error: \(Diagnostic.oneLine(message))")
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

/// The exit status and message for an error: decided here, once.
func describe(_ error: Error) -> (ExitStatus, String) {
    switch error {
    case let failure as CommandFailure:
        return (failure.status, failure.message)
    case let error as SoupKitError:
        switch error {
        case .unknownSoup, .ambiguousSoup, .unknownTopping, .unknownStore, .invalidQuantity, .invalidStock:
            return (.usage, error.description)
        case .unknownOrder, .ambiguousOrder:
            return (.failure, error.description)
        case .invalidMenu:
            return (.dataError, error.description)
        }
    case let error as StoreFileError:
        switch error {
        case .notAStore, .newerSchema: return (.dataError, error.description)
        case .io: return (.ioError, error.description)
        }
    case let error as SQLiteError:
        switch error.kind {
        case .corrupt: return (.dataError, "\(error.path) is damaged: \(error.message). Nothing was changed.")
        case .busy: return (.busy, "\(error.path) stayed busy (another soupchef is writing); try again.")
        case .io: return (.ioError, "\(error.path): \(error.message).")
        case .other: return (.ioError, "\(error.path): \(error.message).")
        }
    case let error as SiriSystemError:
        return (.failure, error.description)
    case let error as VoiceShortcutError:
        // An unusable phrase is a bad value; a phrase taken or an unknown id is a failed request.
        return (error.isBadPhrase ? .usage : .failure, error.description)
    case let error as DecodingError:
        return (.dataError, "A store holds data this soupchef cannot read (\(error)).")
    default:
        return (.ioError, "\(error)")
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
