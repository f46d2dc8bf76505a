import Foundation
import SiriSystem
import SoupKit

struct EvalCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "eval", abstract: "Measure the prediction model against three baselines on scenarios or a generated population.",
        discussion: """
            Each scenario is replayed into a private temporary data directory (never yours). Its last N orders are
            hidden one at a time: the donations before the hidden order are the history, its time is the moment
            asked about, and the question is where its shortcut ranks. soupchef's model is compared with the most
            frequent shortcut, the most recent one, and the most frequent within ±2 h on the same kind of day
            (weekday or weekend), all from the same history. HR@1 and HR@3 are the share of cases whose shortcut
            came first or in the first three; MRR is the mean of 1/rank (0 when it was never donated before).
            --generate N makes N people instead (deterministic for --seed): docs/suggestions.md describes them.
            """,
        arguments: [scenarios],
        options: [hideOption, generateOption, seedOption])

    static let scenarios = Argument<[String]>(
        variadic: "scenario", help: "Scenario files, e.g. Data/scenarios/*.txt.", completion: .file, parser: .text)
    static let hideOption = Option<Int>(
        "hide", placeholder: "n", help: "Hide the last n orders of each history, one at a time (default 1).",
        parser: .integer(in: 1...1000), default: 1)
    static let generateOption = Option<Int?>(
        "generate", placeholder: "n", help: "Evaluate n generated people instead of scenario files.", parser: .integer(in: 1...100_000))
    static let seedOption = Option<Int?>(
        "seed", placeholder: "s", help: "The generated population's seed (default 1).", parser: .integer(in: 0...Int(Int32.max)))

    let files: [String]
    let hide: Int
    let generate: Int?
    let seed: Int

    init(_ arguments: ParsedArguments) throws {
        files = try arguments[Self.scenarios]
        hide = try arguments[Self.hideOption]
        generate = try arguments[Self.generateOption]
        let givenSeed = try arguments[Self.seedOption]
        seed = givenSeed ?? 1
        if generate == nil && files.isEmpty { throw UsageError("give scenario files to evaluate, or --generate N") }
        if generate != nil && !files.isEmpty { throw UsageError("--generate and scenario files cannot be used together") }
        if generate == nil && givenSeed != nil { throw UsageError("--seed needs --generate") }
    }

    func run(_ context: Context) throws -> ExitStatus {
        let zone = context.dates.timeZone
        let evaluator = Evaluator(timeZone: zone, hide: hide)
        var results: [EvaluationResult] = []
        if let generate {
            let population = Population(count: generate, seed: UInt64(seed), items: SoupChef.populationItems(), timeZone: zone)
            let progress = Progress("Evaluating people:", total: population.people.count, context: context)
            results = population.people.enumerated().map { index, person in
                defer { progress.update(index + 1) }
                return evaluator.evaluate(population.donations(of: person, timeZone: zone), name: person.name, kind: person.kind.rawValue)
            }
            progress.finish()
        } else {
            for file in files { results.append(try evaluate(file, evaluator: evaluator, context: context)) }
        }
        let groups =
            generate == nil
            ? results
            : Population.Kind.allCases.map { kind in
                EvaluationResult.total(results.filter { $0.kind == kind.rawValue }, name: kind.rawValue, kind: kind.rawValue)
            }.filter { $0.cases > 0 }
        let overall = EvaluationResult.total(results, name: "all")
        if context.json {
            try context.printJSON(
                EvalDocument(hide: hide, generate: generate, seed: generate == nil ? nil : seed, results: results, overall: overall))
            return .success
        }
        let what = generate.map { "\($0) generated people (seed \(seed))" } ?? "\(files.count) \(files.count == 1 ? "scenario" : "scenarios")"
        context.out.line(
            context.style.bold("Predicting the last \(hide == 1 ? "order" : "\(hide) orders") of \(what), one at a time")
                + context.style.dim("  (docs/suggestions.md)"))
        context.out.line()
        var table = Table([generate == nil ? "SCENARIO" : "PEOPLE", "CASES", "METHOD", "HR@1", "HR@3", "MRR"], rightAligned: [1, 3, 4, 5])
        for result in groups + [overall] {
            let name = generate == nil || result.name == "all" ? result.name : "\(result.name) (\(results.filter { $0.kind == result.kind }.count))"
            for (index, method) in EvaluationMethod.allCases.enumerated() {
                let scores = result[method]
                table.add([
                    index == 0 ? name : "", index == 0 ? String(result.cases) : "", method.title, Self.decimal(scores.hitRateAt1),
                    Self.decimal(scores.hitRateAt3), Self.decimal(scores.meanReciprocalRank),
                ])
            }
        }
        for line in table.render(style: context.style).split(separator: "\n") { context.out.line(String(line)) }
        return .success
    }

    /// Replays `file` into a private directory and evaluates the donations it left.
    private func evaluate(_ file: String, evaluator: Evaluator, context: Context) throws -> EvaluationResult {
        // Checked against the menu a new data directory starts with: the replay's own is new.
        let steps = try Scenario.load(file, dates: context.dates, menu: Menu.shipped())
        let directory = FileManager.default.temporaryDirectory.path + "/soupchef-eval-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var environment = context.environment
        environment["SOUPCHEF_NOW"] = nil
        if let failed = try Scenario.play(steps, in: directory, environment: environment, dates: context.dates, after: { _ in }) {
            for line in failed.err.split(separator: "\n") { context.err.line("  " + line) }
            throw CommandFailure(
                ExitStatus(rawValue: failed.status) ?? .failure,
                "Cannot evaluate \(file): its replay failed at line \(failed.step.line) (exit status \(failed.status)).")
        }
        let system = try SystemStore(
            directory: directory, definitions: SoupChef.customIntentDefinitions, timeZone: evaluator.timeZone,
            refiling: SoupChef.donationRefiling)
        return evaluator.evaluate(try system.evaluationHistory(), name: (file as NSString).lastPathComponent)
    }

    static func decimal(_ value: Double) -> String { String(format: "%.3f", value) }
}
