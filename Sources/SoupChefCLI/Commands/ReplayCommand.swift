import Dates
import SQLiteStore
import Scenarios
import SoupChefViews
import SoupKit
import TextMatching

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

struct ReplayCommand: ParsableCommand {
    static let name = "replay"
    static let configuration = CommandConfiguration(
        name: name, abstract: "Run a scenario file: soupchef command lines, each at its own time.",
        discussion: """
            Each line of the file is a time and a soupchef command line:

              # two Mondays of lunch
              2026-12-07T11:58  menu
              12:05             order tomato --store "Civic Center"
              2026-12-14T12:10  order tomato

            The time is ISO 8601, or HH:MM for the day of the line before. Times may not go backwards. The
            command line is split as a shell would (quotes, backslashes) and may start with 'soupchef'. '#'
            starts a comment. Each step runs through the same commands as the command line, with the clock
            pinned to its time, in the data directory of the replay (--data-dir, or the default). The file is
            read in full before anything runs; the replay stops at the first step that fails, naming its line.
            Steps cannot use --now, --data-dir or replay, nor name any file (only --svg -, standard output).
            """,
        arguments: [file],
        options: [verbose])

    static let file = Argument<String>(
        "file", help: "The scenario file, e.g. Data/scenarios/lunch-weeks.txt ('-': standard input).", completion: .file, parser: .text)
    static let verbose = Option(flag: "verbose", short: "v", help: "Print what each step prints, under it.")

    let file: String
    let verbose: Bool

    init(_ arguments: ParsedArguments) throws {
        file = try arguments[Self.file]
        verbose = arguments[Self.verbose]
    }

    func run(_ context: Context) throws -> ExitStatus {
        // Each step runs at its own time: a clock given for the whole replay would change none.
        if context.nowGiven { throw UsageError("--now does not apply to replay: each step runs at the time the file gives it") }
        let steps = try Scenario.load(file, dates: context.dates, menu: Scenario.menu(in: try context.dataDirectory()))
        let directory = try context.preparedDataDirectory()
        var results: [StepResult] = []
        let width = steps.map { $0.shownCommandLine.count }.max() ?? 0
        let progress = Progress("Replaying steps:", total: steps.count, context: context, reportsAsItGoes: true)
        defer { progress.finish() }
        let failed: StepResult?
        do {
            failed = try Scenario.play(steps, in: directory, environment: context.environment, dates: context.dates) { result in
                results.append(result)
                progress.update(results.count)
                if !context.json { report(result, width: width, context) }
                // With nowhere to report them, the remaining steps are not run.
                try context.checkOutput()
            }
        } catch let stopped as Scenario.Stopped {
            // Steps run ahead of their report: say how far the store got, as an order says it was placed.
            progress.finish()
            sayRanIfUnreported(stopped.ran, of: steps, directory: directory, context)
            throw stopped.reason
        }
        // Wiped before anything else reaches stderr: a failed step's words, the closing note.
        progress.finish()
        if context.json {
            try context.printJSON(
                ReplayDocument(file: file, dataDirectory: directory, results: results, failedLine: failed?.step.line, dates: context.dates))
        }
        if let failed {
            // What the step said (already made safe by the step's own run; on a terminal wrapped to it),
            // then the replay's error.
            if !context.json {
                for line in failed.err.split(separator: "\n") {
                    for piece in Prose.lines(String(line), indent: "  ", width: context.noteWidth) { context.err.line(piece) }
                }
            }
            throw CommandFailure(
                ExitStatus(rawValue: failed.status) ?? .failure,
                "\(Scenario.shownName(file)):\(failed.step.line): '\(failed.step.shownCommandLine)' failed with exit status \(failed.status); "
                    + "replay stopped after \(results.count - 1) of \(steps.count) step\(steps.count == 1 ? "" : "s").")
        }
        if !context.json {
            let first = context.dates.short(steps[0].time)
            let last = context.dates.short(steps[steps.count - 1].time)
            context.out.line(
                "Replayed \(steps.count) \(steps.count == 1 ? "step" : "steps") from \(Diagnostic.escaped(Scenario.shownName(file))), \(first) to \(last)."
            )
            // At the last step's moment, on the clock the steps were read on; only when Siri has
            // a donation to have learned from (a scenario of `help` or `history` alone has none).
            let moment = last.replacing(" ", with: "T")
            let learned =
                (try? context.isBeforeFirstUse()) == false
                && (try? context.app().system.rankedGroups(at: steps[steps.count - 1].time).isEmpty) == false
            if learned {
                context.note("Ask Siri what it learned: " + ShellCommand.soupchef(["suggestions", "--at", moment, "--explain"]))
            }
        }
        sayRanIfUnreported(steps.count, of: steps, directory: directory, context)
        return .success
    }

    typealias StepResult = Scenario.StepResult

    /// Once standard output has failed, the report no longer says what the replay did: stderr
    /// says it (even with --quiet), as the steps that ran are in the data directory and a replay
    /// run again adds to them.
    private func sayRanIfUnreported(_ ran: Int, of steps: [ScenarioStep], directory: String, _ context: Context) {
        guard context.out.hasFailed, ran > 0 else { return }
        let name = Diagnostic.escaped(Scenario.shownName(file))
        let through = ran == steps.count ? "all \(ran) \(ran == 1 ? "step" : "steps")" : "\(ran) of \(steps.count) steps"
        context.err.line(
            "The replay of \(name) ran \(through), to line \(steps[ran - 1].line), but its report could not be written to standard output; "
                + "what the steps did is in the data directory \(Diagnostic.escaped(directory)).")
    }

    /// One line per step: its line number, time, command and outcome, the outcomes aligned.
    private func report(_ result: StepResult, width: Int, _ context: Context) {
        let mark = result.status == 0 ? "ok" : context.style.red("failed (\(result.status))")
        let number = String(result.step.line)
        context.out.line(
            String(repeating: " ", count: max(0, 4 - number.count)) + number + "  " + context.dates.short(result.step.time) + "  "
                + result.step.shownCommandLine.padded(toLength: width) + "  " + mark)
        // A step that sold a soup out deleted its orders' donations: what the steps after it
        // (and a question to Siri about them) no longer have is said without --verbose too.
        if !verbose, result.status == 0 {
            for line in result.out.split(separator: "\n") where line.contains(MenuDisableCommand.soldOutMark) {
                context.out.line("        " + context.style.yellow(String(line)))
            }
        }
        if verbose {
            for line in result.out.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
                context.out.line(line.isEmpty ? "" : "        " + line)
            }
            if result.status == 0 {
                for line in result.err.split(separator: "\n") { context.out.line("        " + context.style.dim(String(line))) }
            }
        }
    }
}

/// A scenario file: lines of a time and a soupchef command line.
enum Scenario {
    /// The scenario as messages name it: `-` is standard input, as it is to most tools.
    static func shownName(_ file: String) -> String { file == "-" ? "standard input" : file }

    /// Whether `path` names a directory (through any symbolic link).
    static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    /// The most a scenario file may hold (several million steps); more is no scenario.
    static let maximumSize = 256 * 1_048_576

    /// Reads, parses and checks a scenario file: every step is read by the real parser, and the
    /// soups, toppings and stores it names are looked up on `menu`, before any step runs, so a
    /// mistake at step 9 orders nothing at step 1.
    static func load(_ given: String, dates: DateCodec, menu: Menu?) throws -> [ScenarioStep] {
        let file = shownName(given)
        let scenario = given == "-" ? "The scenario on standard input" : "Scenario \(given)"
        // Read through a file handle: FileManager gives nothing for /dev/null or a pipe.
        let data: Data
        do {
            guard let handle = ReadingFile(forReadingAtPath: given == "-" ? "/dev/stdin" : given) else {
                let reason = FileManager.default.fileExists(atPath: given) ? "it cannot be read" : PathText.danglingLink(given) ?? "no such file"
                throw CommandFailure(.ioError, "Cannot read scenario \(file): \(reason).")
            }
            defer { handle.close() }
            data = try handle.readTextToEnd(limit: maximumSize)
        } catch let failure as CommandFailure {
            throw failure
        } catch TextFileProblem.nulByte(_, let line) {
            // Found as the bytes come (/dev/zero has no end): said as the parser says it.
            throw CommandFailure(.dataError, "\(file):\(line): a NUL byte; a scenario is text")
        } catch let problem as TextFileProblem {
            throw CommandFailure(.dataError, "\(scenario) cannot be replayed: \(problem).")
        } catch {
            // A folder opens, and fails at the first read: say what to give instead.
            if Scenario.isDirectory(given) {
                throw CommandFailure(.ioError, "Cannot read scenario \(file): it is a directory; name a scenario file in it.")
            }
            throw CommandFailure(.ioError, "Cannot read scenario \(file): \(String(cString: strerror(errno))).")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            guard let (line, byte) = ScenarioScript.firstNonUTF8(in: data) else {
                throw CommandFailure(.dataError, "\(scenario) is not UTF-8 text.")
            }
            let hex = String(byte, radix: 16, uppercase: true)
            throw CommandFailure(
                .dataError, "\(file):\(line): byte 0x\(hex.count == 1 ? "0" : "")\(hex) is not UTF-8 text; save the scenario as UTF-8")
        }
        let steps: [ScenarioStep]
        do {
            steps = try ScenarioScript.parse(text, dates: dates, forbiddenCommand: ReplayCommand.configuration.name)
        } catch {
            throw CommandFailure(.dataError, "\(file):\(error.line): \(error.message)")
        }
        guard !steps.isEmpty else { throw CommandFailure(.dataError, "\(scenario) has no steps.") }
        for step in steps {
            if let mistake = check(step.arguments, menu: menu) {
                throw CommandFailure(.usage, "\(file):\(step.line): \(mistake)")
            }
        }
        return steps
    }

    struct StepResult {
        var step: ScenarioStep
        var status: Int32
        var out: String
        var err: String
    }

    /// `play`'s caller stopped it (its `after` threw `reason`) once `ran` steps had run: results
    /// are handed on after a group of steps has run, so more may have run than were handed on.
    struct Stopped: Error {
        var ran: Int
        var reason: Error
    }

    /// Runs the steps in `directory`, each through the same commands as the command line with
    /// the clock pinned to its time, handing each result to `after`; stops at the first that
    /// fails and returns it (nil when all succeeded).
    ///
    /// The stores are opened once for all the steps (`ScenarioSession`). With
    /// `.whenSettled` (a replay), results are handed on in groups of 16 steps (the last group
    /// and a failed step end one early), each once its steps are on the disk: one sync of each log
    /// that changed a group, instead of every commit's. The groups depend on the steps only, not
    /// on time, so the same scenario leaves the same files. With `.none` (an evaluation's
    /// private directory) nothing is ever synced.
    static func play(
        _ steps: [ScenarioStep], in directory: String, environment: [String: String], dates: DateCodec,
        durability: SoupChef.Durability = .whenSettled, after: (StepResult) throws -> Void
    ) throws -> StepResult? {
        var environment = environment
        environment["SOUPCHEF_DATA_DIR"] = directory
        let session = ScenarioSession(durability: durability)
        var waiting: [StepResult] = []
        func handOn(ran: Int) throws {
            try session.settle()
            for result in waiting {
                do { try after(result) } catch { throw Stopped(ran: ran, reason: error) }
            }
            waiting.removeAll()
        }
        for (index, step) in steps.enumerated() {
            environment["SOUPCHEF_NOW"] = dates.iso(step.time)
            let (out, readOut) = Output.capture()
            let (err, readErr) = Output.capture()
            let status = main(step.arguments, environment: environment, out: out, err: err, input: .none, session: session)
            let result = StepResult(step: step, status: status, out: readOut(), err: readErr())
            waiting.append(result)
            if status != 0 || index == steps.count - 1 || waiting.count >= 16 {
                try handOn(ran: index + 1)
            }
            if status != 0 { return result }
        }
        return nil
    }

    /// The menu steps are checked against: the one the data directory's store holds, read
    /// without creating or changing anything, else (no store yet) the menu a new store starts
    /// with; nil when the store cannot be read (the first step that needs it will say why).
    /// Soups are never added or renamed, so a name that resolves now resolves when its step runs.
    static func menu(in directory: String) -> Menu? {
        guard SoupChef.hasStore(in: directory) else { return Menu.shipped() }
        return try? SoupChef(directory: directory, deliverPendingCalls: false).menu()
    }

    /// What is wrong with a step's command line, or nil: the words read by the real parser and
    /// the command's own checks, then every soup, topping and store it names looked up on `menu`.
    /// Orders and voice shortcuts are made by earlier steps, so they are not looked up.
    static func check(_ arguments: [String], menu: Menu?) -> String? {
        do {
            let invocation = try Parser(root: SoupChefCommand.self).parse(arguments)
            if invocation.global[GlobalOptions.help] || invocation.global[GlobalOptions.version] { return nil }
            _ = try invocation.command.init(invocation.arguments)
            let configuration = invocation.command.configuration
            if let refusal = ScenarioSandbox.refusal(pathValues(configuration, invocation)) { return refusal }
            guard let menu else { return nil }
            var named: [(CompletionKind?, String)] = []
            for argument in configuration.arguments {
                named += (invocation.arguments.argumentWords[argument.name] ?? []).map { (argument.completion, $0) }
            }
            for option in configuration.options {
                named += (invocation.arguments.values[option.name] ?? []).map { (option.completion, $0) }
            }
            for (kind, word) in named {
                switch kind {
                case .soup: _ = try menu.soup(named: word)
                case .topping: _ = try menu.topping(named: word)
                case .store: _ = try menu.store(matching: word)
                default: break
                }
            }
            return nil
        } catch {
            return describe(error).1
        }
    }

    /// Every value of the step that its declaration says is a path (the command's options and
    /// arguments, and the global ones), for `ScenarioSandbox`.
    static func pathValues(_ configuration: CommandConfiguration, _ invocation: Invocation) -> [ScenarioSandbox.PathValue] {
        var found: [ScenarioSandbox.PathValue] = []
        for argument in configuration.arguments {
            guard let use = argument.path else { continue }
            found += (invocation.arguments.argumentWords[argument.name] ?? []).map { .init(name: "<\(argument.name)>", value: $0, use: use) }
        }
        for (options, parsed) in [(configuration.options, invocation.arguments), (GlobalOptions.specs, invocation.global)] {
            for option in options {
                guard let use = option.path else { continue }
                found += (parsed.values[option.name] ?? []).map { .init(name: "--\(option.name)", value: $0, use: use) }
            }
        }
        return found
    }
}

extension ScenarioStep {
    /// The command line as a report shows it: escaped, and cut when very long.
    var shownCommandLine: String { Diagnostic.escaped(Diagnostic.shortened(commandLine)) }
}
