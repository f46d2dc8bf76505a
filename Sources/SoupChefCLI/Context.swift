import Dates
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

/// What every command runs with: the streams, the environment, the global options, and the app,
/// opened on first use.
public final class Context {
    public let out: Output
    public let err: Output
    /// Standard error as given, unfiltered: only `Progress` writes to it (its carriage returns
    /// and line clearing are the point).
    let terminalErr: Output
    public let environment: [String: String]
    let input: LineReader
    let json: Bool
    let quiet: Bool
    let style: Style
    let errorStyle: Style
    let dates: DateCodec
    /// The width tables must fit: $COLUMNS, else the terminal's width (80 when a terminal does not
    /// say); nil when standard output is not a terminal and COLUMNS is not set, so a script reads
    /// whole rows.
    let width: Int?

    /// One line of a text view on stdout, wrapped to `width` as `Prose.lines` wraps it.
    func fittedLine(_ text: String = "") {
        for line in Prose.lines(text, width: width) { out.line(line) }
    }
    /// The width help is wrapped to: `width`, else 80.
    var helpWidth: Int { width ?? Help.defaultWidth }
    /// The width notes and warnings on stderr are wrapped to, as help is: $COLUMNS, else the
    /// terminal's width, else 80, never under 40; nil when stderr is not a terminal, where a note
    /// stays one line for a log or a script to read whole (with COLUMNS set too).
    let noteWidth: Int?

    static func noteWidth(_ environment: [String: String], err: Output) -> Int? {
        guard err.isTerminal else { return nil }
        if let columns = environment["COLUMNS"].flatMap(Int.init), columns > 0 { return max(Help.narrowestWidth, columns) }
        var size = winsize()
        let columns = ioctl(2, UInt(TIOCGWINSZ), &size) == 0 && size.ws_col > 0 ? Int(size.ws_col) : Help.defaultWidth
        return max(Help.narrowestWidth, columns)
    }

    /// A note's lines on stderr: one line, or on a terminal wrapped to `noteWidth`, each further
    /// line two spaces in (as the views' notes wrap). `lead` starts the first line (`warning: `)
    /// and is styled apart, so that colour never counts towards the width.
    func noteLines(_ text: String, lead: String = "", styledLead: String? = nil) -> [String] {
        let line = lead + Diagnostic.oneLine(text)
        // (A command to paste is never broken: `Prose.lines` keeps it whole.)
        var lines = Prose.lines(line, width: noteWidth)
        if let styledLead, !lead.isEmpty, let first = lines.first, first.hasPrefix(lead) {
            lines[0] = styledLead + first.dropFirst(lead.count)
        }
        return lines
    }

    /// Where the first command in `line` that is meant to be pasted starts: "soupchef" after a
    /// space, followed by a global option or one of soupchef's commands.
    static func pastedCommandStart(in line: String) -> String.Index? {
        let marker = " soupchef "
        var index = line.startIndex
        while index < line.endIndex {
            if line[index...].hasPrefix(marker) {
                let after = line.index(index, offsetBy: marker.count)
                let next = line[after...].prefix { $0 != " " }
                if next.hasPrefix("--") || commandNames.contains(String(next)) { return line.index(after: index) }
            }
            index = line.index(after: index)
        }
        return nil
    }

    private static let commandNames = Set(SoupChefCommand.configuration.subcommands.map { $0.configuration.name })

    static func terminalWidth(_ environment: [String: String], out: Output) -> Int? {
        if let columns = environment["COLUMNS"].flatMap(Int.init), columns > 0 { return columns }
        guard out.isTerminal else { return nil }
        var size = winsize()
        return ioctl(1, UInt(TIOCGWINSZ), &size) == 0 && size.ws_col > 0 ? Int(size.ws_col) : Help.defaultWidth
    }
    let clockIsPinned: Bool
    let now: Date
    /// The simulated iOS release: --ios, else SOUPCHEF_IOS, else `defaultIOS`.
    let ios: SimulatedIOS
    /// Whether the release was chosen (--ios or SOUPCHEF_IOS) rather than defaulted: outputs that
    /// were there before iOS could be chosen name the release only then, or from 16 on.
    let iosChosen: Bool
    /// Whether `--now` was given on the command line (not `SOUPCHEF_NOW`, which a shell keeps).
    let nowGiven: Bool
    /// 15, the SiriKit path: every output from before iOS could be chosen stays as it was, and
    /// the App Intents version is one `--ios 16` (or `SOUPCHEF_IOS=16`) away.
    static let defaultIOS = 15
    private let dataDirectoryOption: String?
    private var openedApp: SoupChef?
    /// The stores a replay's steps share, opened once for all of them (nil: a command of its own).
    var session: ScenarioSession?
    private var isPrepared = false

    /// `readsSettings`: false for a command that uses none of the environment's clock, zone and
    /// iOS settings, which then fall back to their defaults when they cannot be read.
    init(global: ParsedArguments, environment: [String: String], out: Output, err: Output, input: LineReader, readsSettings: Bool = true)
        throws
    {
        var environment = environment
        if !readsSettings {
            if (try? TimeZoneSetting.resolve(environment)) == nil { environment["TZ"] = nil }
            for name in ["SOUPCHEF_IOS", "SOUPCHEF_NOW"] { environment[name] = nil }
        }
        json = global[GlobalOptions.json]
        // Text output is made safe for a terminal as it is written (a stored value a view forgot to
        // escape still cannot drive the terminal); a JSON document is written exactly.
        self.out = json ? out : out.filtered(Diagnostic.terminalSafe)
        self.err = err.filtered(Diagnostic.terminalSafe)
        terminalErr = err
        self.environment = environment
        self.input = input
        quiet = global[GlobalOptions.quiet]
        // --color always|never|auto (--no-color is "never"); auto: on a terminal, unless NO_COLOR
        // or TERM=dumb says otherwise.
        let colour = try global[GlobalOptions.color] ?? (global[GlobalOptions.noColor] ? .never : .auto)
        if global[GlobalOptions.noColor], colour == .always { throw UsageError("--no-color and --color always contradict each other") }
        let colourAllowed = environment["NO_COLOR"].map(\.isEmpty) != false && environment["TERM"] != "dumb"
        style = Style(enabled: colour.enabled(terminal: out.isTerminal, allowed: colourAllowed) && !json)
        errorStyle = Style(enabled: colour.enabled(terminal: err.isTerminal, allowed: colourAllowed))
        // A setting of the environment that is wrong is a usage error (64), without the command's
        // usage lines, which cannot fix it.
        func fromEnvironment<T>(_ read: () throws -> T) throws -> T {
            do { return try read() } catch let error as UsageError { throw CommandFailure(.usage, error.message) }
        }
        do {
            dates = DateCodec(timeZone: try TimeZoneSetting.resolve(environment))
        } catch {
            throw CommandFailure(.usage, error.description)
        }
        width = Self.terminalWidth(environment, out: out)
        noteWidth = Self.noteWidth(environment, err: err)
        dataDirectoryOption = try global[GlobalOptions.dataDirectory]
        if let major = try global[GlobalOptions.ios] {
            ios = SimulatedIOS(major)
            iosChosen = true
        } else if let text = environment["SOUPCHEF_IOS"], !text.isEmpty {
            ios = SimulatedIOS(try fromEnvironment { try ValueParser.integer(in: SimulatedIOS.supported).parse(text, "SOUPCHEF_IOS") })
            iosChosen = true
        } else {
            ios = SimulatedIOS(Self.defaultIOS)
            iosChosen = false
        }
        nowGiven = try global[GlobalOptions.now] != nil
        if let text = try global[GlobalOptions.now] {
            now = try dates.readOption("--now", text)
            clockIsPinned = true
        } else if let text = environment["SOUPCHEF_NOW"], !text.isEmpty {
            let codec = dates
            now = try fromEnvironment { try codec.readOption("SOUPCHEF_NOW", text) }
            clockIsPinned = true
        } else {
            now = Date()
            clockIsPinned = false
        }
    }

    /// The data directory: --data-dir, SOUPCHEF_DATA_DIR, $XDG_DATA_HOME/soupchef (absolute only),
    /// then $HOME/.local/share/soupchef.
    func dataDirectory() throws -> String {
        if let option = dataDirectoryOption {
            guard !option.isEmpty else { throw UsageError("--data-dir needs a path") }
            return try DataDirectory.locate(option: option, environment: environment)
        }
        return try DataDirectory.locate(option: nil, environment: environment)
    }

    /// The menu a command's input is checked against before anything is opened, when the data
    /// directory has no app store yet: the shipped one, which a new store would start with. Nil
    /// when the store exists (the command checks against it once open). So a misspelt soup on
    /// first use is refused without creating the data directory: bad input changes nothing.
    func menuBeforeFirstUse() throws -> Menu? {
        let directory = try dataDirectory()
        return SoupChef.hasStore(in: directory) ? nil : Menu.shipped()
    }

    /// True when the data directory holds no store yet (outside a replay, whose session opens
    /// its own): a command that looks up an order or a voice shortcut by its id finds none, and
    /// says so without creating the directory, since bad input changes nothing.
    func isBeforeFirstUse() throws -> Bool {
        guard session == nil, openedApp == nil else { return false }
        let directory = try dataDirectory()
        return !SoupChef.hasStore(in: directory) && !FileManager.default.fileExists(atPath: directory + "/" + SystemStore.fileName)
    }

    /// The data directory, created on first use and checked (with its warnings, once).
    func preparedDataDirectory() throws -> String {
        let directory = try dataDirectory()
        if !isPrepared {
            let home = DataDirectory.home(ifDefaultFor: dataDirectoryOption, environment: environment)
            try DataDirectory.prepare(directory, home: home, warn: { if !quiet { warn($0) } })
            isPrepared = true
        }
        return directory
    }

    /// The app, opening (and on first use creating) the data directory. With `systemWhenNeeded`
    /// (`history`'s listing, which reads the app's store alone) the system store is opened only
    /// if something asks for it.
    func app(systemWhenNeeded: Bool = false) throws -> SoupChef {
        if let openedApp { return openedApp }
        let directory = try preparedDataDirectory()
        let now = self.now
        // SOUPCHEF_BUSY_TIMEOUT_MS: how long to wait for another process's lock (default 10 000);
        // tests shorten it to see what a busy store does without waiting 10 s.
        let busyTimeout = environment["SOUPCHEF_BUSY_TIMEOUT_MS"].flatMap { Int32($0) }.flatMap { $0 >= 0 ? $0 : nil }
        let app =
            try session?.app(
                directory: directory, now: now, reproducibleIdentifiers: clockIsPinned, timeZone: dates.timeZone, busyTimeout: busyTimeout)
            ?? SoupChef(
                directory: directory, clock: { now }, reproducibleIdentifiers: clockIsPinned, timeZone: dates.timeZone,
                busyTimeout: busyTimeout, systemWhenNeeded: systemWhenNeeded)
        if let problem = app.deliveryProblem, !quiet {
            warn(
                "delivery to Siri is pending: what earlier commands queued (donations, deletions) stays queued until the system store can take it (\(problem))."
            )
        }
        openedApp = app
        return app
    }

    /// The process is about to exit: the app's stores are left for the exit to close
    /// (`Database.leaveOpenUntilExit`). A replay's stores belong to its session, which closes them.
    func leaveOpenUntilExit() {
        if session == nil { openedApp?.leaveOpenUntilExit() }
    }

    /// Says on stderr that `what` stays queued for the system store, and why: the command's own
    /// change is committed (and reported as done); the next command delivers the rest.
    func warnQueued(_ what: String, app: SoupChef) {
        let reason = app.deliveryProblem.map { " (\($0))" } ?? ""
        warn("\(what) is queued and will be delivered by the next command\(reason).")
    }

    /// Stops the command once standard output has failed: nothing more it prints can be read.
    func checkOutput() throws {
        if out.hasFailed { throw OutputFailure() }
    }

    /// A deletion or a menu change committed before its report failed is done: stderr says what
    /// it was (even with --quiet), so that exit 74 does not read as a change that never happened.
    func sayDoneIfUnreported(_ what: @autoclosure () -> String) {
        if out.hasFailed { err.line(Diagnostic.escaped(what()) + ", but the report could not be written to standard output.") }
    }

    /// Once an order is committed it is placed, whatever happens to its report: when standard
    /// output failed, stderr says so (even with --quiet), with the id to look it up by.
    func sayPlacedIfUnreported(_ orderID: String) {
        if out.hasFailed { err.line("Order \(orderID) was placed, but its report could not be written to standard output.") }
    }

    /// A note for people: on stderr, unless --quiet, on one line with control characters escaped.
    func note(_ text: String) {
        // Shortened as errors are: a long quoted value (an --answer of 40 KB) is cut, not echoed.
        if !quiet { for line in noteLines(text) { err.line(line) } }
    }

    /// A warning: on stderr, even with --quiet, escaped and wrapped as a note is.
    func warn(_ text: String) {
        for line in noteLines(text, lead: "warning: ", styledLead: errorStyle.yellow("warning: ")) { err.line(line) }
    }
}

/// A command that ran into a problem that is not a usage mistake. `main` prints it, and the
/// hint (a note) under it.
struct CommandFailure: Error, CustomStringConvertible {
    var status: ExitStatus
    var message: String
    var hint: String?

    init(_ status: ExitStatus, _ message: String, hint: String? = nil) {
        self.status = status
        self.message = message
        self.hint = hint
    }

    var description: String { message }
}

/// Lines typed by a person, when there is one.
public struct LineReader: Sendable {
    public var isTerminal: Bool
    public var readLine: @Sendable () -> String?
    /// No input at all, not even an empty one: a replay's step, which reads no standard input.
    public var isAbsent = false

    public init(isTerminal: Bool, readLine: @escaping @Sendable () -> String?) {
        self.isTerminal = isTerminal
        self.readLine = readLine
    }

    public static let none: LineReader = {
        var reader = LineReader(isTerminal: false) { nil }
        reader.isAbsent = true
        return reader
    }()
    public static let standardInput = LineReader(isTerminal: isatty(0) == 1) { StandardInputLines.shared.next() }

    /// The longest line read whole: 1 KiB, room for an answer of the longest text soupchef takes
    /// (`CommonArguments.maximumTextLength` characters) in any script. A longer line is cut one
    /// byte after it, and the input ends there: `/dev/zero` or a megabyte on one line is never
    /// held, and the caller refuses the line as too long (`isCut`).
    public static let maximumLineBytes = 1024

    /// Whether `line` was cut at `maximumLineBytes`.
    public static func isCut(_ line: String) -> Bool { line.utf8.count > maximumLineBytes }
}

/// Standard input, a line at a time, each line at most `LineReader.maximumLineBytes` (as
/// `Swift.readLine`: without its "\n" or "\r\n", bytes that are not UTF-8 read as U+FFFD).
/// Read 4 KiB at a time, so no more than that is read past the line the caller stops at.
final class StandardInputLines: @unchecked Sendable {
    static let shared = StandardInputLines()

    private var buffer: [UInt8] = []
    private var position = 0
    /// The end of the input, or a line cut: no more lines.
    private var ended = false

    func next() -> String? {
        guard !ended else { return nil }
        var line: [UInt8] = []
        while true {
            if position == buffer.count, !fill() {
                ended = true
                return line.isEmpty ? nil : String(decoding: line, as: UTF8.self)
            }
            let newline = buffer[position...].firstIndex(of: UInt8(ascii: "\n"))
            line += buffer[position..<(newline ?? buffer.count)]
            position = newline.map { $0 + 1 } ?? buffer.count
            if line.count > LineReader.maximumLineBytes {
                ended = true
                return String(decoding: line.prefix(LineReader.maximumLineBytes + 1), as: UTF8.self)
            }
            if newline != nil {
                if line.last == UInt8(ascii: "\r") { line.removeLast() }
                return String(decoding: line, as: UTF8.self)
            }
        }
    }

    /// How long a pipe or socket may stay silent before its silence is read as the end of the
    /// input: a script's answers (`printf 'yes\n' | soupchef siri …`) come at once, and a
    /// standard input left open by whatever started soupchef (a test harness, a CI runner) must
    /// not keep it waiting for ever for an answer nobody will give.
    static let silenceSeconds: Int32 = 10

    /// Whether standard input is a pipe or a socket, which may stay open without a word.
    private lazy var isPipe: Bool = {
        var info = stat()
        guard fstat(0, &info) == 0 else { return false }
        let kind = info.st_mode & S_IFMT
        return kind == S_IFIFO || kind == S_IFSOCK
    }()

    /// Reads the next bytes into the buffer; false at the end of the input, on an error, or
    /// after `silenceSeconds` of a pipe's silence.
    private func fill() -> Bool {
        buffer = [UInt8](repeating: 0, count: 4096)
        position = 0
        if isPipe, isatty(0) != 1 {
            var ready = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
            var waited: Int32
            repeat { waited = poll(&ready, 1, Self.silenceSeconds * 1000) } while waited < 0 && errno == EINTR
            if waited == 0 {
                buffer = []
                return false
            }
        }
        while true {
            let count = buffer.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
            if count > 0 {
                buffer.removeSubrange(count...)
                return true
            }
            if count < 0 && errno == EINTR { continue }
            buffer = []
            return false
        }
    }
}
