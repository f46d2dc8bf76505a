import SQLiteStore
import SiriSystem
import SoupChefViews
import SoupKit

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

/// The version `--version` prints.
public let soupchefVersion = "0.1.0"
/// The day this version was released, as the manual page's header gives it.
public let soupchefReleaseDate = "2026-12-05"

/// Runs one soupchef command line (without the program name) and returns the exit status.
/// Everything it touches comes in as a parameter, so tests run it in-process.
public func main(
    _ arguments: [String], environment: [String: String], out: Output, err: Output, input: LineReader = .none
) -> Int32 {
    main(arguments, environment: environment, out: out, err: err, input: input, session: nil)
}

/// The same, as a step of a replay or an evaluation: on the stores `session` keeps open.
func main(
    _ arguments: [String], environment: [String: String], out: Output, err: Output, input: LineReader, session: ScenarioSession?
) -> Int32 {
    let invocation = try? Parser(root: SoupChefCommand.self).parse(arguments)
    // A migration's steps are progress, which --quiet and --json leave out (a wait is said but for --quiet).
    let quiet = invocation?.global[GlobalOptions.quiet] ?? false
    let json = invocation?.global[GlobalOptions.json] ?? false
    let status = ShellCommand.$globalOptions.withValue(carriedOptions(invocation, outer: ShellCommand.globalOptions)) {
        MigrationNotes.observing(err, width: Context.noteWidth(environment, err: err), quiet: quiet, json: json) {
            run(arguments, environment: environment, out: out, err: err, input: input, session: session)
        }
    }
    return outputChecked(status, out: out, err: err)
}

/// The global options of `arguments` that every command printed for pasting must carry: the data
/// directory, the iOS and the clock given on the command line (the environment's are the shell's
/// already). A replay's step keeps the replay's unless it gives its own.
func carriedOptions(_ arguments: [String], outer: [String]) -> [String] {
    carriedOptions(try? Parser(root: SoupChefCommand.self).parse(arguments), outer: outer)
}

func carriedOptions(_ invocation: Invocation?, outer: [String]) -> [String] {
    guard let invocation else { return outer }
    var carried: [(name: String, value: String)] = stride(from: 0, to: outer.count - 1, by: 2).map { (outer[$0], outer[$0 + 1]) }
    func carry(_ name: String, _ value: String?) {
        guard let value else { return }
        carried.removeAll { $0.name == name }
        carried.append((name, value))
    }
    // Made absolute: a printed command pasted in another directory must reach the same store,
    // not make a new one there.
    carry(
        "--data-dir",
        ((try? invocation.global[GlobalOptions.dataDirectory]) ?? nil).map { path in
            // `~/…` is read from HOME wherever it is pasted, as this run read it.
            path.hasPrefix("/") || path.hasPrefix("~") || path.isEmpty
                ? path : FileManager.default.currentDirectoryPath + "/" + (path.hasPrefix("./") ? String(path.dropFirst(2)) : path)
        })
    carry("--ios", ((try? invocation.global[GlobalOptions.ios]) ?? nil).map(String.init))
    carry("--now", (try? invocation.global[GlobalOptions.now]) ?? nil)
    return carried.flatMap { [$0.name, $0.value] }
}

/// A command whose output could not all be written exits 74, whatever it would have exited with,
/// and says why on stderr once. A reader that went away (EPIPE: `soupchef history | head -1`)
/// chose to stop reading, so that ends quietly; a closed or full stream does not. Standard error
/// failing changes nothing: its notes are no result, there is nowhere to say it failed, and an
/// order placed must not read as failed to a script that would then place it again.
private func outputChecked(_ status: Int32, out: Output, err: Output) -> Int32 {
    guard out.hasFailed else { return status }
    if let code = out.failure, code != EPIPE {
        err.line("Error: cannot write to standard output: \(Diagnostic.reason(code)).")
    }
    return ExitStatus.ioError.rawValue
}

private func run(
    _ arguments: [String], environment: [String: String], out: Output, err: Output, input: LineReader, session: ScenarioSession?
) -> Int32 {
    let parser = Parser(root: SoupChefCommand.self)
    var commandPath: [String] = []
    var quiet = false
    var dataDirectory: String?
    // Until the line is parsed, "--json" anywhere before "--" asks for an error as JSON too.
    var json = arguments.prefix(while: { $0 != "--" }).contains("--json")
    var opened: Context?
    defer { if ProcessExit.isNext { opened?.leaveOpenUntilExit() } }
    do {
        let invocation = try parser.parse(arguments)
        commandPath = invocation.arguments.path
        json = invocation.global[GlobalOptions.json]
        if invocation.global[GlobalOptions.version] {
            if json {
                try JSONOutput.print(VersionDocument(version: soupchefVersion), to: out)
            } else {
                out.line("soupchef \(soupchefVersion)")
            }
            return ExitStatus.success.rawValue
        }
        if invocation.global[GlobalOptions.help] {
            try Help.print(
                path: invocation.arguments.path, json: json, width: Context.terminalWidth(environment, out: out) ?? Help.defaultWidth, to: out)
            return ExitStatus.success.rawValue
        }
        quiet = invocation.global[GlobalOptions.quiet]
        let context = try Context(
            global: invocation.global, environment: environment, out: out, err: err, input: input,
            readsSettings: invocation.command.readsEnvironmentSettings)
        opened = context
        context.session = session
        dataDirectory = try? context.dataDirectory()
        let command = try invocation.command.init(invocation.arguments)
        return try command.run(context).rawValue
    } catch is OutputFailure {
        // A listing stopped early because its stream failed: `outputChecked` reports it.
        return ExitStatus.ioError.rawValue
    } catch {
        let (status, message) = describe(error)
        // A store that cannot be used: say which data directory it is in, and how to start afresh.
        let hint = (error as? CommandFailure)?.hint ?? DataDirectoryHints.storeTrouble(error, status: status, directory: dataDirectory)
        let showsUsage = status == .usage && !(error is CommandFailure)
        if json {
            let path = (error as? UsageError)?.commandPath ?? commandPath
            return ErrorDocument.report(
                status: status, message: message, hint: quiet ? nil : hint,
                usage: showsUsage ? Help.usageLines(for: path) : nil, to: err)
        }
        // A mistake on the command line shows the usage; a failed replay step that was one does not.
        if showsUsage {
            return reportUsage(message, path: (error as? UsageError)?.commandPath ?? commandPath, to: err)
        }
        err.line("Error: \(Diagnostic.oneLine(message))")
        if let hint, !quiet { err.line(Diagnostic.oneLine(hint)) }
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
    // The command that lists them carries the data directory given, as every hint does.
    case VoiceShortcutError.unknownVoiceShortcut(let id):
        return (
            ExitStatus(VoiceShortcutError.unknownVoiceShortcut(id).failureKind),
            "No voice shortcut has an id starting with \"\(id)\" (\(ShellCommand.soupchef(["shortcuts", "list"])) lists them)."
        )
    case let error as ClassifiedError:
        return (ExitStatus(error.failureKind), error.failureMessage)
    // Found outside a store's queries, which name the store (`UnreadableStoredValue`): said
    // without the decoder's own words, and `DataDirectoryHints` names the data directory.
    case let error as DecodingError:
        return (.dataError, "A store holds data this soupchef cannot read: a value \(UnreadableStoredValue.summary(of: error)).")
    case let error as any StoredValueProblem:
        return (.dataError, "A store holds data this soupchef cannot read: \(error.reason).")
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
    // A failed write is an error to report, not a signal that ends the program without a word.
    signal(SIGPIPE, SIG_IGN)
    // A standard stream closed by the caller (`soupchef history >&-`) would hand its descriptor
    // to the next file opened, a store, and the program's output would be written into it. Put
    // /dev/null there first, and let writes to that stream fail as writes to a closed one do.
    var closed: Set<Int32> = []
    for fd: Int32 in 0...2 where fcntl(fd, F_GETFD) == -1 && errno == EBADF {
        let opened = open("/dev/null", fd == 0 ? O_RDONLY : O_WRONLY)
        if opened >= 0, opened != fd {
            dup2(opened, fd)
            close(opened)
        }
        closed.insert(fd)
    }
    let out: Output = closed.contains(1) ? .closed() : .fileDescriptor(1)
    let err: Output = closed.contains(2) ? .closed() : .fileDescriptor(2)
    // Swift repairs arguments that are not UTF-8 (U+FFFD for bad bytes), and a repaired word can
    // still match: "to\u{FFFD}" would order Tomato Soup. Refuse them before anything reads them.
    let words = Array(CommandLine.arguments.dropFirst())
    for index in 1..<Int(CommandLine.argc) {
        guard let raw = CommandLine.unsafeArgv[index], String(validatingCString: raw) == nil else { continue }
        let shown = String(decoding: UnsafeRawBufferPointer(start: raw, count: strlen(raw)), as: UTF8.self)
        let message = "argument \(index) (\"\(shown)\") is not valid UTF-8 text"
        // The command the words before it name, for its usage; as JSON when --json asks, as for any usage error.
        let path = Parser(root: SoupChefCommand.self).partial(Array(words.prefix(index - 1))).parsed.path
        if words.prefix(while: { $0 != "--" }).contains("--json") {
            exit(ErrorDocument.report(status: .usage, message: message, hint: nil, usage: Help.usageLines(for: path), to: err))
        }
        exit(reportUsage(message, path: path, to: err))
    }
    ProcessExit.isNext = true
    let status = main(
        Array(CommandLine.arguments.dropFirst()), environment: processEnvironment(),
        out: out, err: err, input: .standardInput)
    exit(status)
}

/// Whether the process exits when the command returns (`runMain`), so that what only an exit
/// would undo (the stores' connections) can be left to it. False when `main` is called in a
/// longer-lived process (the tests).
enum ProcessExit {
    nonisolated(unsafe) static var isNext = false
}

/// The process's environment, read straight from `environ`. `ProcessInfo`'s copy costs about
/// 0.4 ms at start-up (its first use instantiates generic metadata); the first `=` splits a
/// variable, and the first of two same-named variables wins, as `getenv` finds it.
private func processEnvironment() -> [String: String] {
    #if !canImport(Glibc)
    // Elsewhere (Darwin), `environ` is not for applications to read: ask Foundation.
    return ProcessInfo.processInfo.environment
    #else
    var environment: [String: String] = [:]
    var cursor = environ
    while let entry = cursor.pointee {
        // Split at the first `=` byte, as getenv does.
        if let equals = strchr(entry, Int32(UInt8(ascii: "="))) {
            let name = String(decoding: UnsafeRawBufferPointer(start: entry, count: entry.distance(to: equals)), as: UTF8.self)
            if environment[name] == nil {
                environment[name] = String(decoding: UnsafeRawBufferPointer(start: equals + 1, count: strlen(equals + 1)), as: UTF8.self)
            }
        }
        cursor += 1
    }
    return environment
    #endif
}
