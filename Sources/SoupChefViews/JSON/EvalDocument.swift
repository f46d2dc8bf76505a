import ModelEvaluation
import SiriSystem

/// `soupchef eval --json`.
public struct EvalDocument: Encodable {
    public var hide: Int
    @Nullable public var generated: Int?
    @Nullable public var seed: Int?
    public var histories: [ResultJSON]
    public var overall: ResultJSON
    /// Per kind of person (or scenario) and all: figures with intervals, and the model's paired
    /// differences from each baseline.
    public var summaries: [SummaryJSON]
    /// The rows above `all` read at once (null with one row or none): how many differences the
    /// simultaneous band holds and its factor; each difference then has its `together` interval.
    @Nullable public var together: FamilyJSON?
    /// With a file of histories: how many seconds after the one before an order was read as a
    /// line of its basket (`--basket-gap`), and how many orders were so read.
    @Nullable public var basketGap: Int?
    @Nullable public var joinedOrders: Int?
    /// The header's names of the columns read, when they were not `person`, `date`, `shortcut`
    /// (`column 4` and the like for a file without a header read by its columns' contents).
    @Nullable public var columns: ColumnsJSON?
    /// With a file of histories: the text's encoding, "UTF-8" or "Windows-1252" (read so when not UTF-8).
    @Nullable public var encoding: String?
    /// With a file of histories: "CSV" (a table of any separator), or the JSON it was written in,
    /// read as a table: "JSON lines", "JSON array", "JSON columns" or "JSON split".
    @Nullable public var format: String?
    /// With `--person`: the one person every record was read as.
    @Nullable public var person: String?
    /// The header's name of a column of each record's minutes from UTC, whose clock the hours
    /// are read on (the Foursquare check-ins' `timezoneOffset`); null without one.
    @Nullable public var clockOffset: String?
    /// The header's name of a date column of days numbered from the data's first (the Complete
    /// Journey's `DAY`), day 1 read as Monday, 1 January 2001; null for dates.
    @Nullable public var dayNumbers: String?
    /// The header's name of a date column whose name says UTC (`utc_time`), its times without a
    /// zone read as UTC's; null otherwise.
    @Nullable public var utcDates: String?

    /// With dates written with a day and a month before the year: which came first, and the
    /// first date that could only be read so (null when none could, and the separator decided).
    @Nullable public var dateOrder: DateOrderJSON?
    /// With a file of histories: the records skipped for an empty person or shortcut.
    @Nullable public var skippedRecords: Int?
    /// With a file of histories: how many orders were read, repeated records included.
    @Nullable public var orders: Int?
    /// With a file of histories: the records read as orders that repeat an earlier record exactly.
    @Nullable public var repeatedRecords: Int?
    /// With a file of histories: the column read by position as each person's kind (`column 4`,
    /// `column 4 (segment)`); null when none was, or the header named it `kind`.
    @Nullable public var kindColumn: String?
    /// The zone whose wall clock the hours of the week are read on (TZ's, else the system's):
    /// a file's instants (`Z`, an offset, epoch seconds) fall on other hours in another zone, so
    /// the figures are the zone's too.
    public var timeZone: String
    /// What the evaluation warned of on stderr (without `warning: `), in order; empty when nothing.
    public var warnings: [String]

    public struct DateOrderJSON: Encodable {
        public var order: String
        @Nullable public var line: Int?
        @Nullable public var text: String?
        /// Whether some had a two-digit year (read 00–29 as the 2000s, 30–99 as the 1900s).
        public var twoDigitYears: Bool
        /// Dates written with `/` and with `.` or `-`, nothing deciding: each read in its usual order.
        public var mixedSeparators: Bool
    }

    public struct ColumnsJSON: Encodable {
        public var person: String
        public var date: String
        public var shortcut: String
        /// "names" (the header's), "contents" (no header: what the first records hold) or
        /// "namesAndDateContents" (the header's names, the date by what its column holds).
        public var readBy: String
    }

    public init(
        hide: Int, generate: Int?, seed: Int?, results: [EvaluationResult], overall: EvaluationResult,
        groups: [(EvaluationResult, EvaluationSummary)], learned: [LearnedCounts] = [], family: EvaluationFamily? = nil,
        baskets: (gap: Int, joined: Int)? = nil, columns: (person: String, date: String, shortcut: String)? = nil,
        columnReading: EvaluationHistories.ColumnReading? = nil, encoding: String? = nil, format: String? = nil, person: String? = nil,
        clockOffset: String? = nil, dayNumbers: String? = nil, utcDates: String? = nil,
        writtenDates: EvaluationHistories.WrittenDates? = nil,
        skipped: (records: Int, firstLine: Int?)? = nil, read: (orders: Int, repeated: Int, kindColumn: String?)? = nil,
        timeZone: String, warnings: [String] = []
    ) {
        self.timeZone = timeZone
        self.warnings = warnings
        orders = read?.orders
        repeatedRecords = read?.repeated
        kindColumn = read?.kindColumn
        dateOrder = writtenDates.map {
            DateOrderJSON(
                order: $0.order.rawValue, line: $0.line, text: $0.text, twoDigitYears: $0.twoDigitYears, mixedSeparators: $0.mixedSeparators)
        }
        skippedRecords = skipped?.records
        basketGap = baskets?.gap
        joinedOrders = baskets?.joined
        self.columns = columns.map {
            ColumnsJSON(person: $0.person, date: $0.date, shortcut: $0.shortcut, readBy: (columnReading ?? .names).rawValue)
        }
        self.encoding = encoding
        self.format = format
        self.person = person
        self.clockOffset = clockOffset
        self.dayNumbers = dayNumbers
        self.utcDates = utcDates
        self.hide = hide
        generated = generate
        self.seed = seed
        histories = results.map(ResultJSON.init)
        self.overall = ResultJSON(overall)
        summaries = groups.enumerated().map { row, group in
            SummaryJSON(
                name: group.0.name, summary: group.1, learned: row < learned.count ? learned[row] : nil,
                together: { family?.intervals[.init(row: row, baseline: $0)] })
        }
        together = family.map { FamilyJSON(cells: $0.cells, criticalValue: JSONNumbers.rounded($0.criticalValue)) }
    }

    public struct FamilyJSON: Encodable {
        var cells: Int
        var criticalValue: Double
    }

    /// A difference's simultaneous interval and the verdict it gives.
    public struct TogetherJSON: Encodable {
        var low, high: Double
        var verdict: String
        init(_ interval: EvaluationInterval) {
            let r = JSONNumbers.rounded
            (low, high, verdict) = (r(interval.low), r(interval.high), interval.verdict)
        }
    }

    public struct IntervalJSON: Encodable {
        var value, low, high: Double
        init(_ interval: EvaluationInterval) {
            let r = JSONNumbers.rounded
            (value, low, high) = (r(interval.value), r(interval.low), r(interval.high))
        }
    }

    public struct FiguresJSON: Encodable {
        var method: String
        var hitRateAt1, hitRateAt3, meanReciprocalRank: IntervalJSON
        init(_ method: EvaluationMethod, _ figures: EvaluationFigures) {
            self.method = method.rawValue
            hitRateAt1 = IntervalJSON(figures.hitRateAt1)
            hitRateAt3 = IntervalJSON(figures.hitRateAt3)
            meanReciprocalRank = IntervalJSON(figures.meanReciprocalRank)
        }
    }

    /// The model minus a baseline, and the asks it ranked higher and lower than the baseline.
    public struct DifferenceJSON: Encodable {
        var method: String
        var hitRateAt1, hitRateAt3, meanReciprocalRank: IntervalJSON
        var modelHigher, modelLower: Int
        /// "ahead", "level" or "behind", by the MRR difference's interval.
        var verdict: String
        /// The MRR difference read with the other rows at once (null for `all` and alone).
        @Nullable var together: TogetherJSON?
        init(_ method: EvaluationMethod, _ figures: EvaluationFigures, _ comparison: EvaluationComparison?, together: EvaluationInterval?) {
            self.method = method.rawValue
            hitRateAt1 = IntervalJSON(figures.hitRateAt1)
            hitRateAt3 = IntervalJSON(figures.hitRateAt3)
            meanReciprocalRank = IntervalJSON(figures.meanReciprocalRank)
            modelHigher = comparison?.higher ?? 0
            modelLower = comparison?.lower ?? 0
            verdict = figures.meanReciprocalRank.verdict
            self.together = together.map(TogetherJSON.init)
        }
    }

    public struct SummaryJSON: Encodable {
        var name: String
        var people, cases, replicates: Int
        /// "people", "asks" (one person: their asks) or "none" (a single ask: no interval).
        var resampled: String
        var methods: [FiguresJSON]
        /// The model minus each baseline.
        var differences: [DifferenceJSON]
        /// How many of the row's people's models used each part at their last hidden order.
        @Nullable var learned: LearnedCountsJSON?
        init(name: String, summary: EvaluationSummary, learned: LearnedCounts?, together: (EvaluationMethod) -> EvaluationInterval?) {
            self.learned = learned.map(LearnedCountsJSON.init)
            self.name = name
            people = summary.people
            cases = summary.cases
            replicates = summary.replicates
            resampled = summary.resampled.rawValue
            methods = EvaluationMethod.allCases.compactMap { m in summary.figures[m].map { FiguresJSON(m, $0) } }
            differences = EvaluationMethod.baselines.compactMap { m in
                summary.differences[m].map { DifferenceJSON(m, $0, summary.comparisons[m], together: together(m)) }
            }
        }
    }

    public struct LearnedCountsJSON: Encodable {
        var people, timeTrusted: Int
        /// People per time signal in use, by the signal's name (only those used).
        var signals: [String: Int]
        var decisive, fadingLeads, lastOrderAgain: Int
        /// People per expert leading their slow mixture, by its name (only those that lead someone).
        var slowLeaders: [String: Int]
        var keepingToLast, favouriteChanging: Int
        init(_ counts: LearnedCounts) {
            people = counts.people
            timeTrusted = counts.timeTrusted
            signals = Dictionary(uniqueKeysWithValues: counts.bySignal.map { ($0.key.rawValue, $0.value) })
            decisive = counts.decisive
            fadingLeads = counts.fadingLeads
            lastOrderAgain = counts.lastOrderAgain
            slowLeaders = Dictionary(uniqueKeysWithValues: counts.slowLeaders.map { ($0.key.rawValue, $0.value) })
            keepingToLast = counts.keepingToLast
            favouriteChanging = counts.favouriteChanging
        }
    }

    /// What one person's model was using at their last hidden order.
    public struct LearnedJSON: Encodable {
        @Nullable var signal: String?
        var trust: Double
        var decisive: Bool
        var slowShare, repeatTrust: Double
        var slowLeader: String
        var favouriteChanging: Bool
        init(_ learned: LearnedModel) {
            let r = JSONNumbers.rounded
            signal = learned.signal?.rawValue
            trust = r(learned.trust)
            decisive = learned.decisive
            slowShare = r(learned.slowShare)
            repeatTrust = r(learned.repeatTrust)
            slowLeader = learned.slowLeader.rawValue
            favouriteChanging = learned.favouriteChanging
        }
    }

    public struct MethodJSON: Encodable {
        var method, title: String
        var hitsAt1, hitsAt3: Int
        var hitRateAt1, hitRateAt3, meanReciprocalRank: Double
    }

    public struct ResultJSON: Encodable {
        var name: String
        /// Null for a scenario's row and for `overall`, which have no kind of person.
        @Nullable var kind: String? = nil
        var cases: Int
        var methods: [MethodJSON]
        /// What the person's model was using at their last hidden order (null for `overall`).
        @Nullable var learned: LearnedJSON?

        init(_ result: EvaluationResult) {
            name = result.name
            kind = result.kind
            cases = result.cases
            learned = result.learned.map(LearnedJSON.init)
            let r = JSONNumbers.rounded
            methods = EvaluationMethod.allCases.map { method in
                let s = result[method]
                return MethodJSON(
                    method: method.rawValue, title: method.title, hitsAt1: s.hitsAt1, hitsAt3: s.hitsAt3, hitRateAt1: r(s.hitRateAt1),
                    hitRateAt3: r(s.hitRateAt3), meanReciprocalRank: r(s.meanReciprocalRank))
            }
        }
    }
}
