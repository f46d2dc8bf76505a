import ModelEvaluation
import SQLiteStore
import SiriSystem
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

struct EvalCommand: ParsableCommand {
    static let name = "eval"
    static let configuration = CommandConfiguration(
        name: name, abstract: "Measure the prediction model against four baselines on scenarios, a generated population or a file of histories.",
        discussion: """
            Each scenario is replayed into a private temporary data directory (never yours). Its last N orders are
            hidden one at a time: the donations before the hidden order are the history, its time is the moment
            asked about, and the question is where its shortcut ranks. soupchef's model is compared with the most
            frequent shortcut, the most recent one, the most frequent within ±2 h on the same kind of day
            (weekday or weekend), and the plain fading count (the model trusting no time signal), all from the
            same history. HR@1 and HR@3 are the share of cases whose shortcut
            came first or in the first three; MRR is the mean of 1/rank (0 when it was never donated before).
            --generate N makes N people instead (deterministic for --seed): docs/suggestions.md describes them.
            --histories FILE reads many people's orders from one CSV file (person,date,shortcut[,kind], commas, tabs or
            semicolons between the fields; dates ISO 8601, Unix time, 12/31/2010 8:26 as shops export them, or Apr 3, 2012 6:00 PM);
            --save-histories FILE writes a generated population as such a file, to study it elsewhere;
            --save-scenarios DIR writes each generated person as a scenario (DIR/person-0001.txt, …), to replay
            into a data directory and see with 'suggestions --explain' what the model learned of them.
            Intervals are 95 % bootstrap intervals over people (1000 resamples, fixed seed; a row of one person
            resamples its asks, and one ask alone has none); the differences
            are the model minus each baseline on the same resampled people; HIGHER and LOWER count the asks where
            the model ranked the hidden order's shortcut above or below the baseline (the rest it ranked alike), and
            MODEL says whether it is ahead, level or behind: the ΔMRR interval above 0, holding 0, or below it.
            With several kinds of people, a last line reads their rows at once: a simultaneous 95 % band
            (each ΔMRR ± c × its standard error, c the same for every row), since among 48 rows read alone
            some are "behind" by chance even where the model and the baseline are level.
            """,
        arguments: [scenarios],
        options: [
            hideOption, generateOption, seedOption, historiesOption, personOption, basketGapOption, saveHistoriesOption, saveScenariosOption,
        ])

    static let scenarios = Argument<[String]>(
        variadic: "scenario", help: "Scenario files, e.g. Data/scenarios/*.txt (a directory: its *.txt files).", completion: .file, parser: .text)
    static let hideOption = Option<Int?>(
        "hide", placeholder: "n", help: "Hide the last n orders (1 to 1000) of each history, one at a time (default 1; 3 with --histories).",
        parser: .integer(in: 1...1000))
    /// How many orders a histories file hides per person unless told: a measurement of many real
    /// people wants several asks of each (a person's asks are resampled together).
    static let historiesHide = 3
    static let generateOption = Option<Int?>(
        "generate", placeholder: "n", help: "Evaluate n generated people (1 to 100000) instead of scenario files.",
        parser: .integer(in: 1...100_000))
    static let seedOption = Option<Int?>(
        "seed", placeholder: "s", help: "With --generate: the population's seed (0 to 2147483647; default 1).",
        parser: .integer(in: 0...Int(Int32.max)))

    static let historiesOption = Option<String?>(
        "histories", placeholder: "file",
        help: "Evaluate the people of a CSV (or tab- or semicolon-separated) file: person,date,shortcut[,kind] ('-': standard input).",
        completion: .file,
        parser: .text)

    static let personOption = Option<String?>(
        "person", placeholder: "name",
        help: "With --histories: read every record as this one person's (an export of one person's history, such as Spotify's).",
        parser: .text)

    static let basketGapOption = Option<Int?>(
        "basket-gap", placeholder: "seconds",
        help:
            "With --histories: read a person's order at most this many seconds (0 to 86400) after their one before as the same basket (default \(EvaluationHistories.basketGapSeconds); 0: every time as it is).",
        parser: .integer(in: 0...86_400))

    static let saveHistoriesOption = Option<String?>(
        "save-histories", placeholder: "file", help: "With --generate: also write the people to a file that --histories reads.",
        completion: .file, path: .writes(standardOutput: nil), parser: .text)

    static let saveScenariosOption = Option<String?>(
        "save-scenarios", placeholder: "dir",
        help: "With --generate: also write each person as a scenario file in dir (a new or empty directory).", completion: .directory,
        path: .writes(standardOutput: nil), parser: .text)

    let files: [String]
    let histories: String?
    let saveHistories: String?
    let saveScenarios: String?
    let hide: Int
    let basketGap: Int
    /// `--person`: every record of the histories file is this person's.
    let person: String?
    let generate: Int?
    let seed: Int

    init(_ arguments: ParsedArguments) throws {
        files = try arguments[Self.scenarios]
        generate = try arguments[Self.generateOption]
        let givenSeed = try arguments[Self.seedOption]
        histories = try arguments[Self.historiesOption]
        hide = try arguments[Self.hideOption] ?? (histories == nil ? 1 : Self.historiesHide)
        let givenGap = try arguments[Self.basketGapOption]
        basketGap = givenGap ?? EvaluationHistories.basketGapSeconds
        person = try arguments[Self.personOption]
        saveHistories = try arguments[Self.saveHistoriesOption]
        saveScenarios = try arguments[Self.saveScenariosOption]
        seed = givenSeed ?? 1
        let sources = [generate != nil, !files.isEmpty, histories != nil].filter { $0 }.count
        // An option of --generate alone says what it needs, as --person and --basket-gap do.
        if sources == 0 && givenSeed != nil { throw UsageError("--seed needs --generate") }
        if sources == 0 { throw UsageError("give scenario files to evaluate, --generate N or --histories FILE") }
        if sources > 1 { throw UsageError("scenario files, --generate and --histories cannot be used together") }
        if generate == nil && givenSeed != nil { throw UsageError("--seed needs --generate") }
        if saveHistories?.isEmpty == true { throw UsageError("--save-histories needs a file name") }
        if saveScenarios?.isEmpty == true { throw UsageError("--save-scenarios needs a directory name") }
        // `-` is a standard stream everywhere else; standard output holds the report here.
        if saveHistories == "-" {
            throw UsageError(
                "--save-histories - would write the histories into the report on standard output; give a file name (./- for a file so named)")
        }
        if saveScenarios == "-" { throw UsageError("--save-scenarios takes a directory, not - (./- for a directory so named)") }
        if histories?.isEmpty == true { throw UsageError("--histories needs a file name, or - for standard input") }
        if generate == nil && saveHistories != nil { throw UsageError("--save-histories needs --generate") }
        if generate == nil && saveScenarios != nil { throw UsageError("--save-scenarios needs --generate") }
        if histories == nil && givenGap != nil { throw UsageError("--basket-gap needs --histories") }
        if histories == nil && person != nil { throw UsageError("--person needs --histories") }
        if person.map({ $0.trimmingWhitespace().isEmpty }) == true { throw UsageError("--person needs a name") }
    }

    func run(_ context: Context) throws -> ExitStatus {
        // Each order is at its own time (a scenario's, a history's, a generated person's).
        if context.nowGiven { throw UsageError("--now does not apply to eval: each order is measured at its own time") }
        let zone = context.dates.timeZone
        let evaluator = Evaluator(timeZone: zone, hide: hide)
        var results: [EvaluationResult] = []
        var joined = 0
        var columnNames: (person: String, date: String, shortcut: String)?
        var columnReading: EvaluationHistories.ColumnReading?
        var windows1252: (line: Int, byte: UInt8)?
        var eastAsian: (encoding: String, line: Int, byte: UInt8)?
        var clockOffset: String?
        var dayNumbers: String?
        var utcDates: String?
        var utf16 = false
        var json: EvaluationHistories.JSONForm?
        var jsonKey: String?
        var writtenDates: EvaluationHistories.WrittenDates?
        var skipped: (records: Int, firstLine: Int?) = (0, nil)
        // Of those, the records without a date.
        var emptyDates = 0
        // With --histories: the orders read, the records among them that repeat one before
        // exactly, and the column read by position as each person's kind.
        var orders = 0
        var kindColumn: String?
        var repeated: (records: Int, firstLine: Int?) = (0, nil)
        // What the evaluation warns of, on stderr and, with --json, in the document too: a script
        // reading the figures must see what may make them meaningless.
        var warnings: [String] = []
        func warn(_ text: String) {
            context.warn(text)
            warnings.append(Diagnostic.oneLine(text))
        }
        if let generate {
            let population = Population(count: generate, seed: UInt64(seed), items: SoupChef.populationItems(), timeZone: zone)
            if let saveHistories {
                let histories = population.people.map {
                    EvaluationHistories.History(person: $0.name, kind: $0.kind.rawValue, donations: population.donations(of: $0, timeZone: zone))
                }
                try OutputFile.write(
                    EvaluationHistories.text(histories, timeZone: zone), to: saveHistories, what: "the histories", standardOutput: false,
                    dataDirectory: try? context.dataDirectory())
            }
            if let saveScenarios {
                try Self.write(
                    population, scenariosTo: saveScenarios, origin: "soupchef eval --generate \(generate) --seed \(seed)", context: context)
            }
            let progress = Progress("Evaluating people:", total: population.people.count, context: context)
            results = population.people.enumerated().map { index, person in
                defer { progress.update(index + 1) }
                return evaluator.evaluate(population.donations(of: person, timeZone: zone), name: person.name, kind: person.kind.rawValue)
            }
            progress.finish()
        } else if let given = histories {
            // `-` is standard input, as it is to most tools; messages name it so.
            let histories = Scenario.shownName(given)
            let bytes = try Self.contents(of: given == "-" ? "/dev/stdin" : given, shown: histories)
            do {
                var read = try EvaluationHistories(bytes: bytes, timeZone: zone, person: person, fileName: given == "-" ? nil : given)
                columnNames = read.columnNames
                (columnReading, windows1252, clockOffset) = (read.columnReading, read.readAsWindows1252, read.clockOffsetColumn)
                dayNumbers = read.dayNumberColumn
                utcDates = read.utcDateColumn
                (utf16, json, jsonKey) = (read.readAsUTF16, read.readAsJSON, read.jsonRecordsKey)
                eastAsian = read.readAsEastAsian
                (writtenDates, skipped, emptyDates) = (read.writtenDates, read.skipped, read.emptyDates)
                (orders, repeated, kindColumn) = (read.orders, read.repeated, read.kindColumn)
                joined = read.joinBaskets(within: basketGap)
                let people = read.histories
                if people.isEmpty {
                    let records = read.skipped.records
                    let skipped =
                        records == 0
                        ? ""
                        : read.emptyPersons == records
                            ? "; the person's column (\(columnNames.map { Diagnostic.escaped($0.person) } ?? "the first")) is empty on all"
                                + " \(records == 1 ? "its record" : "its \(records) records"): name another column `person` in the header"
                                // A statement whose payee column is blank throughout (an account of
                                // anonymous transfers): say so, and what to name instead.
                            : read.emptyShortcuts == records
                                ? "; the shortcut's column (\(columnNames.map { Diagnostic.escaped($0.shortcut) } ?? "the third")) is empty on all"
                                    + " \(records == 1 ? "its record" : "its \(records) records"): name another column `shortcut` in the header"
                                : "; its \(records) \(records == 1 ? "record has" : "records have") no person or no shortcut"
                    let expected = read.readAsJSON == nil ? "person,date,shortcut[,kind] a line" : "each record with a person, a date and a shortcut"
                    throw CommandFailure(.dataError, "Cannot evaluate \(histories): it holds no orders (\(expected))\(skipped).")
                }
                if let runs = read.shortcutInRuns { warn("In \(histories), \(runs).") }
                // Copies read as orders make each its basket's next line, which the model predicts
                // from the basket so far: figures that look far better than they are.
                if repeated.records > 0 {
                    warn(
                        "In \(histories), \(repeated.records) \(repeated.records == 1 ? "record repeats" : "records repeat") an earlier"
                            + " record exactly, every field alike (the first on line \(repeated.firstLine ?? 0)): each is read as an order,"
                            + " as a basket holding one product on two lines writes it; if they are copies (part files that overlap, an"
                            + " export run twice), each makes its order the next line of its own basket, which the model predicts from"
                            + " the basket so far, and its figures are too high: drop them first (`awk '!seen[$0]++' FILE` keeps the"
                            + " first of each, and the header).")
                }
                // Nothing to predict from: most often the person column is an order's id. A warning,
                // on stderr with --json too: the figures are all zero, and this says why.
                let single = people.filter { $0.donations.count < 2 }.count
                if single == people.count {
                    warn(
                        "Every person in \(histories) has a single order, so no ask has a history to be predicted from: is the person"
                            + " column an order's or an invoice's id rather than a customer's? (Columns read: "
                            + (columnNames.map { "\($0.person) the person" } ?? "the first the person") + ".)")
                } else if single * 2 > people.count {
                    // Most people with one order each: their asks have no history, and the figures
                    // are low for every method alike (Istanbul's shoppers, 4,780 of 4,890).
                    warn(
                        "\(single) of the \(people.count) people in \(histories) have a single order, so their asks have no history to be"
                            + " predicted from and every method scores low on them; is the person column ("
                            + (columnNames.map { Diagnostic.escaped($0.person) } ?? "the first") + ") a customer's?")
                }
                let progress = Progress("Evaluating people:", total: people.count, context: context)
                results = people.enumerated().map { index, history in
                    defer { progress.update(index + 1) }
                    return evaluator.evaluate(history.donations, name: history.person, kind: history.kind)
                }
                progress.finish()
            } catch let error as EvaluationHistories.ParseError {
                throw CommandFailure(.dataError, "Cannot evaluate \(histories): \(error.description).")
            }
        } else {
            // A row is named by its file's name, or by the path as given where two files share a
            // name (`a/week.txt`, `b/week.txt`): two rows must not read as one scenario twice.
            let files = try Self.scenarioFiles(files)
            let names = files.map(PathText.lastComponent)
            for file in files {
                let shared = names.filter { $0 == PathText.lastComponent(file) }.count > 1
                // Standard input is named so, as `replay -` and `--histories -` name it.
                let name = file == "-" ? Scenario.shownName(file) : shared ? file : PathText.lastComponent(file)
                let result = try evaluate(file, name: name, evaluator: evaluator, context: context)
                // Nothing left to predict (its donations deleted by a sell-out, a disabled soup or
                // a deletion step, or one order only): its row's rates are of no case.
                if result.cases == 0 {
                    warn(
                        "\(Diagnostic.escaped(result.name)) leaves no order to predict: at its end fewer than two donations stay"
                            + " (a sold-out or disabled soup deletes its orders' donations; 'soupchef replay --verbose' shows each step),"
                            + " so its row has no cases.")
                }
                results.append(result)
            }
        }
        let kinds = generate != nil ? Population.Kind.allCases.map(\.rawValue) : Self.kinds(of: results)
        let groups =
            kinds.isEmpty
            ? (histories == nil ? results : [])
            : kinds.map { kind in EvaluationResult.total(results.filter { $0.kind == kind }, name: kind, kind: kind) }.filter { $0.cases > 0 }
        let overall = EvaluationResult.total(results, name: "all")
        let summaries =
            groups.map { group in EvaluationSummary(kinds.isEmpty ? [group] : results.filter { $0.kind == group.kind }) }
            + [EvaluationSummary(results, studentizing: false)]
        // The rows above `all`, read at once (`all` is the one comparison that stands alone).
        let family = EvaluationFamily(Array(summaries.dropLast()))
        // What the people's models were using at their last hidden order, per row.
        let learned =
            groups.map { group in LearnedCounts(kinds.isEmpty ? [group] : results.filter { $0.kind == group.kind }) }
            + [LearnedCounts(results)]
        if context.json {
            try context.printJSON(
                EvalDocument(
                    hide: hide, generate: generate, seed: generate == nil ? nil : seed, results: results, overall: overall,
                    groups: Array(zip(groups + [overall], summaries)), learned: learned, family: family,
                    baskets: histories == nil ? nil : (basketGap, joined), columns: columnNames, columnReading: columnReading,
                    encoding: histories == nil ? nil : utf16 ? "UTF-16" : eastAsian?.encoding ?? (windows1252 == nil ? "UTF-8" : "Windows-1252"),
                    format: histories == nil ? nil : json?.rawValue ?? "CSV", person: histories == nil ? nil : person, clockOffset: clockOffset,
                    dayNumbers: dayNumbers, utcDates: utcDates, writtenDates: writtenDates,
                    skipped: histories == nil ? nil : skipped,
                    read: histories == nil ? nil : (orders, repeated.records, kindColumn), timeZone: zone.identifier, warnings: warnings))
            return .success
        }
        let what =
            generate.map { "\($0) generated \($0 == 1 ? "person" : "people") (seed \(seed))" }
            ?? histories.map { _ in "\(results.count) \(results.count == 1 ? "person" : "people")" }
            ?? "\(files.count) \(files.count == 1 ? "scenario" : "scenarios")"
        // On a terminal (or with COLUMNS) the report fits the width as the listings do: prose
        // wraps, and each table keeps its most important columns (docs/cli.md, "Output conventions").
        let width = context.width
        func say(_ text: String, _ styled: (String) -> String = { $0 }) {
            for piece in width.map({ Help.wrap(text, width: $0) }) ?? [text] { context.out.line(styled(piece)) }
        }
        // More hidden than the histories hold: say how many asks there were.
        let asks = summaries.last?.cases ?? 0
        let fewer = hide > 1 && asks < hide * results.count ? "\(asks) \(asks == 1 ? "ask" : "asks"): the histories hold no more" : ""
        // What a file of histories held: the orders read, beside the people.
        let read = histories == nil ? "" : "\(orders) \(orders == 1 ? "order" : "orders") read"
        let aside = [read, fewer].filter { !$0.isEmpty }.joined(separator: "; ")
        for line in Prose.heading(
            "Predicting the last \(hide == 1 ? "order" : "\(hide) orders") of \(what)\(aside.isEmpty ? "" : " (\(aside))"), one at a time",
            note: "(docs/suggestions.md)",
            width: width, style: context.style)
        {
            context.out.line(line)
        }
        if utf16 { say("UTF-16 text (it opens with its byte order mark): read as such") }
        if let json { say(Self.readAsTable(json, key: jsonKey)) }
        if let windows1252 {
            say(
                "Not UTF-8 (line \(windows1252.line) has the byte 0x\(String(windows1252.byte, radix: 16, uppercase: true))): read as Windows-1252,"
                    + " as Western spreadsheets save text")
        }
        if let eastAsian {
            say(
                "Not UTF-8 (line \(eastAsian.line) has the byte 0x\(String(eastAsian.byte, radix: 16, uppercase: true))): read as"
                    + " \(eastAsian.encoding), as Japanese and Chinese spreadsheets and apps save text")
        }
        if let onePerson = histories == nil ? nil : person {
            // One person's file (--person): their name stands for the person column.
            let columns = columnNames.map { names in
                (columnReading == .contents ? "; no header: columns read by what the first records hold: " : "; columns read by the header's names: ")
                    + "\(Diagnostic.escaped(names.date)) the date" + (columnReading == .namesAndDateContents ? " (by what it holds)" : "")
                    + ", \(Diagnostic.escaped(names.shortcut)) the shortcut"
            }
            say("Every record read as \(Diagnostic.escaped(onePerson))'s (--person)" + (columns ?? ""))
        } else if let columnNames {
            let (person, date, shortcut) = (
                Diagnostic.escaped(columnNames.person), Diagnostic.escaped(columnNames.date), Diagnostic.escaped(columnNames.shortcut)
            )
            say(
                columnReading == .contents
                    ? "No header: columns read by what the first records hold: \(person) the person, \(date) the date, \(shortcut) the shortcut"
                        + " (the others ignored)"
                    : "Columns read by the header's names: \(person) the person, \(date) the date"
                        + (columnReading == .namesAndDateContents ? " (by what it holds)" : "") + ", \(shortcut) the shortcut")
        }
        if let clockOffset {
            say("Hours read on each record's own clock: \(Diagnostic.escaped(clockOffset)) gives its minutes from UTC (TZ is not used for them)")
        }
        if let utcDates {
            say("Times of \(Diagnostic.escaped(utcDates)) written without a zone read as UTC's, as its name says (TZ is not used for them)")
        }
        if let dayNumbers {
            say(
                "Days numbered by \(Diagnostic.escaped(dayNumbers)): day 1 read as Monday, 1 January 2001 (the days between orders and"
                    + " the times are the file's; the day of the week is not known)")
        }
        if let dates = writtenDates {
            let why =
                dates.line.map { " (line \($0)'s \(Diagnostic.escaped(dates.text ?? "")) can only be read so)" }
                ?? " (no date in the file has a day above 12 to tell; "
                + (dates.mixedSeparators
                    ? "/ is read month first, as in the United States, and . and - day first)"
                    : dates.separator == "/" ? "/ is read month first, as in the United States)" : "\(dates.separator) is read day first)")
            say(
                "Dates read as "
                    + (dates.mixedSeparators
                        ? "\(EvaluationHistories.DateOrder.monthFirst.pattern("/")) and \(EvaluationHistories.DateOrder.dayFirst.pattern("."))"
                        : dates.order.pattern(dates.separator))
                    + (dates.twoDigitYears ? ", with two-digit years read as 1930 to 2029, as spreadsheets do" : "") + why)
        }
        if let kindColumn {
            say(
                "\(Diagnostic.escaped(kindColumn).prefix(1).uppercased() + Diagnostic.escaped(kindColumn).dropFirst()) read as each person's"
                    + " kind, a row for each kind (a header naming the columns, person,date,shortcut and another name for it, reads it as"
                    + " no kind)")
        }
        if skipped.records > 0 {
            say(
                "\(skipped.records) \(skipped.records == 1 ? "record" : "records") without "
                    + (emptyDates == 0 ? "a person or a shortcut" : emptyDates == skipped.records ? "a date" : "a person, a date or a shortcut")
                    + " skipped"
                    + (skipped.firstLine.map { " (the first on line \($0))" } ?? ""))
        }
        if joined > 0 {
            say(
                "\(joined) \(joined == 1 ? "order" : "orders") read as lines of the basket before, at its time (each at most \(basketGap) s"
                    + " after the order before it; --basket-gap 0 reads every time as it is)")
        }
        context.out.line()
        // Rows are scenario files, or (generated or read from a file of histories) people.
        let rowsAreScenarios = kinds.isEmpty && histories == nil && generate == nil
        var table = Table(
            [rowsAreScenarios ? "SCENARIO" : "PEOPLE", "CASES", "METHOD", "HR@1", "HR@3", "MRR", "MRR 95% CI"], rightAligned: [1, 3, 4, 5, 6],
            wholeColumns: [0], priority: [0, 2, 5, 3, 4, 6, 1])
        for (result, summary) in zip(groups + [overall], summaries) {
            let name = kinds.isEmpty || result.name == "all" ? result.name : "\(result.name) (\(results.filter { $0.kind == result.kind }.count))"
            for (index, method) in EvaluationMethod.allCases.enumerated() {
                let scores = result[method]
                let mrr = summary.figures[method]?.meanReciprocalRank
                table.add([
                    index == 0 ? name : "", index == 0 ? String(result.cases) : "", method.title, Self.decimal(scores.hitRateAt1),
                    Self.decimal(scores.hitRateAt3), Self.decimal(scores.meanReciprocalRank), mrr.map(Self.range) ?? "",
                ])
            }
        }
        for line in table.render(style: context.style, width: width).split(separator: "\n") { context.out.line(String(line)) }
        say(
            "CASES: the hidden orders asked; HR@1, HR@3: the share whose order was ranked first, in the first three; MRR: the mean of"
                + " 1 / its rank.", context.style.dim)
        context.out.line()
        let rowNames = (groups + [overall]).map(\.name)
        for line in Self.usedLines(rows: rowNames, counts: learned, kinds: !rowsAreScenarios, style: context.style, width: width) {
            context.out.line(line)
        }
        context.out.line()
        for line in Prose.heading(
            "The model minus each baseline", note: "(95 % intervals: people resampled \(EvaluationSummary.defaultReplicates) times, seed 1)",
            width: width, style: context.style)
        {
            context.out.line(line)
        }
        context.out.line()
        var differences = Table(
            [rowsAreScenarios ? "SCENARIO" : "PEOPLE", "BASELINE", "ΔHR@1", "ΔHR@3", "ΔMRR", "HIGHER", "LOWER", "MODEL"],
            rightAligned: [2, 3, 4, 5, 6], wholeColumns: [0], priority: [0, 1, 4, 7, 2, 3, 5, 6])
        var (ahead, level, behind) = (0, 0, [String]())
        for (result, summary) in zip(groups + [overall], summaries) {
            for (index, baseline) in EvaluationMethod.baselines.enumerated() {
                guard let d = summary.differences[baseline] else { continue }
                let asks = summary.comparisons[baseline]
                let mrr = d.meanReciprocalRank
                if mrr.isAboveZero {
                    ahead += 1
                } else if mrr.isBelowZero {
                    behind.append("\(result.name) − \(baseline.shortTitle)")
                } else {
                    level += 1
                }
                differences.add([
                    index == 0 ? result.name : "", baseline.shortTitle, Self.signed(d.hitRateAt1), Self.signed(d.hitRateAt3),
                    Self.signed(d.meanReciprocalRank), asks.map { String($0.higher) } ?? "", asks.map { String($0.lower) } ?? "",
                    d.meanReciprocalRank.verdict,
                ])
            }
        }
        for line in differences.render(style: context.style, width: width).split(separator: "\n") { context.out.line(String(line)) }
        context.out.line()
        say("HIGHER, LOWER: the asks the model ranked above, below the baseline; MODEL: ahead, level or behind by ΔMRR.", context.style.dim)
        if summaries.contains(where: { $0.resampled != .people }) {
            say("A row of one person resamples that person's asks; a single ask has no interval (—) and is level.", context.style.dim)
        }
        say(Self.verdictLine(ahead: ahead, level: level, behind: behind))
        if let family {
            say(Self.familyLine(family, rows: groups.map(\.name)))
        }
        return .success
    }

    /// How a file of JSON was read as a table (`JSONTable`).
    static func readAsTable(_ form: EvaluationHistories.JSONForm, key: String?) -> String {
        switch form {
        case .lines: "JSON lines: each object read as a record, its keys as a header's names"
        case .array: "A JSON array: each of its objects read as a record, their keys as a header's names"
        case .arrayInObject:
            "The JSON array under “\(Diagnostic.escaped(key ?? ""))”: each of its objects read as a record, their keys as a header's names"
        case .index: "JSON by index (pandas' index form): each index's object read as a record, its keys as a header's names"
        case .rows: "JSON rows: each array read as a table's row (the first as the header when it holds no date)"
        case .columns: "JSON by columns (pandas' default form): each index's values read as a record, the columns by their names"
        case .split: "JSON split into columns and data (pandas' split form): each row of data read as a record, the columns by their names"
        }
    }

    /// The most a histories file may hold: far more than any data set read so far (the
    /// largest, a few hundred MB of lines).
    static let maximumHistoriesSize = 2048 * 1_048_576

    /// A histories file's bytes, read through a file handle so that a pipe or `/dev/stdin` can
    /// be one; the file's own encoding is checked when it is parsed.
    /// A compressed file, an archive or another format that holds NUL bytes is named by what it
    /// is (`EvaluationHistories.otherFormat`) from its first bytes, before the NUL byte refuses it.
    static func contents(of path: String, shown: String? = nil) throws -> [UInt8] {
        let shown = shown ?? path
        guard let handle = ReadingFile(forReadingAtPath: path) else {
            let code = errno
            // Worded as every command words it: "no such file", not strerror's capitalised words.
            let reason = code == ENOENT ? PathText.danglingLink(path) ?? "no such file" : Diagnostic.reason(code)
            throw CommandFailure(.ioError, "Cannot read \(shown): \(reason).")
        }
        defer { handle.close() }
        do {
            return [UInt8](
                try handle.readTextToEnd(limit: maximumHistoriesSize, allowingUTF16: true) { opening in
                    // UTF-16 with its byte order mark is read as such.
                    if opening.starts(with: [0xFF, 0xFE]) || opening.starts(with: [0xFE, 0xFF]) { return }
                    if let format = EvaluationHistories.otherFormat([UInt8](opening), opening: true) {
                        throw CommandFailure(.dataError, "Cannot evaluate \(shown): line 1: \(format).")
                    }
                })
        } catch let failure as CommandFailure {
            throw failure
        } catch let problem as TextFileProblem {
            throw CommandFailure(.dataError, "Cannot read \(shown) as histories: \(problem).")
        } catch {
            if Scenario.isDirectory(path) {
                throw CommandFailure(.ioError, "Cannot read \(path): it is a directory; name a file of histories in it (person,date,shortcut lines).")
            }
            throw CommandFailure(.ioError, "Cannot read \(path): \(fileProblem(error)).")
        }
    }

    /// The MODEL column counted, and the rows where the model is clearly behind named, so that
    /// a table of many kinds says at a glance whether any of them is.
    static func verdictLine(ahead: Int, level: Int, behind: [String]) -> String {
        "MODEL: " + counted(ahead: ahead, level: level, behind: behind)
    }

    /// "23 ahead, 29 level, none behind.", naming the rows behind.
    static func counted(ahead: Int, level: Int, behind: [String]) -> String {
        "\(ahead) ahead, \(level) level, " + (behind.isEmpty ? "none behind." : "\(behind.count) behind: \(behind.joined(separator: ", ")).")
    }

    /// The rows above `all` read together: the MODEL column again, by the simultaneous band.
    static func familyLine(_ family: EvaluationFamily, rows: [String]) -> String {
        var (ahead, level, behind) = (0, 0, [String]())
        for (row, name) in rows.enumerated() {
            for baseline in EvaluationMethod.baselines where family.intervals[.init(row: row, baseline: baseline)] != nil {
                switch family.verdict(row: row, baseline: baseline) {
                case "ahead": ahead += 1
                case "behind": behind.append("\(name) − \(baseline.shortTitle)")
                default: level += 1
                }
            }
        }
        let c = cFormat("%.2f", family.criticalValue)
        // Differences that never vary (every person ranked alike by both) set no band: their own.
        let fixed = ahead + level + behind.count - family.cells
        return "Together (the kind rows at once, a simultaneous 95 % band: each ΔMRR ± \(c) × its standard error): "
            + counted(ahead: ahead, level: level, behind: behind)
            + (fixed > 0 ? " (\(fixed) of the \(ahead + level + behind.count) never vary, and are read by their own interval.)" : "")
    }

    /// "What the model used": per row, how many people's models used each part at their last
    /// hidden order, then what the columns mean.
    static func usedLines(rows: [String], counts: [LearnedCounts], kinds: Bool, style: Style, width: Int? = nil) -> [String] {
        var lines = Prose.heading(
            "What the model used", note: "(each person's model at their last hidden order, learned from their own past)", width: width, style: style)
        lines.append("")
        var table = Table(
            [
                kinds ? "KIND" : "SCENARIO", "PEOPLE", "TIME TRUSTED", "MOMENT ALONE", "FADING LEADS", "LAST ORDER AGAIN", "KEEPING TO LAST",
                "FAVOURITE CHANGING", "SIGNALS",
            ],
            rightAligned: [1, 2, 3, 4, 5, 6, 7])
        table.wholeColumns = [0]
        table.priority = [0, 1, 2, 3, 4, 5, 6, 7, 8]
        for (name, counts) in zip(rows, counts) {
            // Most people first; a tie in the signals' own order.
            let signals = TimeSignal.allCases.enumerated().compactMap { order, signal in counts.bySignal[signal].map { (signal, $0, order) } }
                .sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.2 < $1.2 }.map { "\($0.0.title) \($0.1)" }
            table.add([
                name, String(counts.people), String(counts.timeTrusted), String(counts.decisive), String(counts.fadingLeads),
                String(counts.lastOrderAgain), String(counts.keepingToLast), String(counts.favouriteChanging),
                signals.isEmpty ? "—" : signals.joined(separator: ", "),
            ])
        }
        lines += table.render(style: style, width: width).split(separator: "\n").map(String.init)
        lines.append("")
        let legend = [
            "TIME TRUSTED: a time signal in use; MOMENT ALONE: the moment deciding alone; FADING LEADS: the month's fading over half the weight;",
            "LAST ORDER AGAIN: the repeat mixed in; KEEPING TO LAST: keeping to the last order the slow mixture's largest expert;",
            "FAVOURITE CHANGING: the split between the count's first and the fading's first moving toward the fading's, so the fading leads;",
            "SIGNALS: the people per signal in use (docs/suggestions.md).",
        ]
        // Fitted to a width, the legend is one paragraph wrapped to it.
        let shown = width.map { Help.wrap(legend.joined(separator: " "), width: $0) } ?? legend
        lines += shown.map { style.dim($0) }
        return lines
    }

    /// The scenario files given, a directory standing for its own scenario files (`*.txt`, by name,
    /// as `--save-scenarios` writes them; not its subdirectories' nor its hidden files).
    static func scenarioFiles(_ given: [String]) throws -> [String] {
        try given.flatMap { path -> [String] in
            guard path != "-", Scenario.isDirectory(path) else { return [path] }
            let names: [String]
            do {
                names = try FileManager.default.contentsOfDirectory(atPath: path)
            } catch {
                throw CommandFailure(.ioError, "Cannot read the scenarios in \(Diagnostic.escaped(path)): \(String(cString: strerror(errno))).")
            }
            let directory = path.hasSuffix("/") ? String(path.dropLast()) : path
            let scenarios = names.filter { $0.hasSuffix(".txt") && !$0.hasPrefix(".") }.sorted().map { directory + "/" + $0 }
                .filter { !Scenario.isDirectory($0) }
            guard !scenarios.isEmpty else {
                throw CommandFailure(
                    .ioError,
                    "Cannot read the scenarios in \(Diagnostic.escaped(path)): it is a directory without scenario files (*.txt in it); "
                        + "name the scenario files themselves.")
            }
            return scenarios
        }
    }

    /// Writes each person of `population` as a scenario file in `directory`, which is made if it
    /// does not exist; one that holds anything is refused, so that no file of the user's is replaced.
    static func write(_ population: Population, scenariosTo directory: String, origin: String, context: Context) throws {
        func refuse(_ reason: String) -> CommandFailure {
            CommandFailure(.ioError, "Cannot write the scenarios to \(directory): \(reason).")
        }
        var info = stat()
        if lstat(directory, &info) == 0 {
            if info.st_mode & S_IFMT == S_IFLNK {
                throw refuse("it is a symbolic link, and soupchef does not write through links; give the directory itself")
            }
            guard info.st_mode & S_IFMT == S_IFDIR else { throw refuse("it is not a directory; give a new or empty directory") }
            let entries = try? FileManager.default.contentsOfDirectory(atPath: directory)
            guard let entries else { throw refuse(Diagnostic.reason(errno == 0 ? EACCES : errno)) }
            if !entries.isEmpty { throw refuse("it is not empty; give a new or empty directory, so that no file in it is replaced") }
        } else if errno == ENOENT {
            guard mkdir(directory, 0o777) == 0 else {
                let parent = PathText.deletingLastComponent(directory)
                throw refuse(errno == ENOENT ? "there is no directory \(parent.isEmpty ? "." : parent) to make it in" : Diagnostic.reason(errno))
            }
        } else {
            throw refuse(Diagnostic.reason(errno))
        }
        let orders = SoupChef.populationOrders()
        let zone = context.dates.timeZone
        let data = try? context.dataDirectory()
        for person in population.people {
            try OutputFile.write(
                population.scenario(of: person, orders: orders, timeZone: zone, origin: origin), to: directory + "/" + person.name + ".txt",
                what: "the scenario of \(person.name)", standardOutput: false, dataDirectory: data)
        }
    }

    /// Replays `file` into a private directory and evaluates the donations it left.
    private func evaluate(_ file: String, name: String, evaluator: Evaluator, context: Context) throws -> EvaluationResult {
        // Checked against the menu a new data directory starts with: the replay's own is new.
        let steps = try Scenario.load(file, dates: context.dates, menu: Menu.shipped())
        let directory = try EvalDirectory.make(in: EvalDirectory.parent(environment: context.environment))
        defer { EvalDirectory.remove(directory) }
        var environment = context.environment
        environment["SOUPCHEF_NOW"] = nil
        // The directory is private and deleted afterwards: nothing in it needs to survive a power cut.
        if let failed = try Scenario.play(steps, in: directory, environment: environment, dates: context.dates, durability: .none, after: { _ in }) {
            // A hint for the step's own data directory cannot be followed: it is private and gone
            // when this returns. What helps is a step in the scenario, before the one that failed.
            let lines = failed.err.split(separator: "\n").map(String.init)
            let shown = lines.filter { !$0.contains(directory) }
            // With --json stderr is one document: the step's own words go into its message.
            if !context.json { for line in shown { context.err.line("  " + line) } }
            let said = context.json && !shown.isEmpty ? " " + shown.joined(separator: " ") : ""
            let sandboxed = lines.contains { $0.contains(directory) }
            throw CommandFailure(
                ExitStatus(rawValue: failed.status) ?? .failure,
                "Cannot evaluate \(file): its replay failed at line \(failed.step.line) (exit status \(failed.status)).\(said)",
                hint: sandboxed
                    ? "Each scenario is replayed in a new, private data directory: put what the step needs (a 'menu restock' step, say) "
                        + "in the scenario before line \(failed.step.line)." : nil)
        }
        let system = try SystemStore(
            directory: directory, definitions: SoupChef.customIntentDefinitions, timeZone: evaluator.timeZone,
            refiling: SoupChef.donationRefiling)
        return evaluator.evaluate(try system.evaluationHistory(), name: name)
    }

    static func decimal(_ value: Double) -> String { cFormat("%.3f", value) }

    /// "0.712–0.745", or "—" where nothing was resampled.
    static func range(_ interval: EvaluationInterval) -> String {
        interval.isResampled ? decimal(interval.low) + "–" + decimal(interval.high) : "—"
    }

    /// "+0.021 [+0.004, +0.040]", or "+0.021 [—]" where nothing was resampled.
    static func signed(_ interval: EvaluationInterval) -> String {
        func sign(_ value: Double) -> String { cFormat("%+.3f", value) }
        guard interval.isResampled else { return "\(sign(interval.value)) [—]" }
        return "\(sign(interval.value)) [\(sign(interval.low)), \(sign(interval.high))]"
    }

    /// The kinds given to results, in order of first appearance.
    static func kinds(of results: [EvaluationResult]) -> [String] {
        var seen: Set<String> = []
        return results.compactMap(\.kind).filter { seen.insert($0).inserted }
    }
}
