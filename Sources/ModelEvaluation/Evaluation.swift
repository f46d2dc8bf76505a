import Dates
import SQLiteStore
import SiriSystem

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

/// A way of ranking shortcuts from a history: soupchef's model, or one of the baselines it must beat.
public enum EvaluationMethod: String, CaseIterable, Sendable, Hashable, Codable {
    case model = "soupchef"
    case mostFrequent
    case mostRecent
    case sameTimeOfDay
    /// The model trusting no time signal: shortcuts by their donations faded by age.
    case fadingCount

    /// The baselines the model is compared with.
    public static var baselines: [EvaluationMethod] { allCases.filter { $0 != .model } }

    public var title: String {
        switch self {
        case .fadingCount: "plain fading count (no time signal)"
        case .model: "soupchef's model"
        case .mostFrequent: "most frequent shortcut"
        case .mostRecent: "most recent shortcut"
        case .sameTimeOfDay: "most frequent within ±2 h on the same kind of day"
        }
    }

    /// The title in a few words, where the full one was given above it (the differences table).
    public var shortTitle: String {
        switch self {
        case .fadingCount: "plain fading count"
        case .model: "soupchef's model"
        case .mostFrequent: "most frequent"
        case .mostRecent: "most recent"
        case .sameTimeOfDay: "time of day (±2 h)"
        }
    }
}

/// Hits and reciprocal ranks of one method over some cases.
public struct EvaluationScores: Sendable, Hashable {
    public var cases = 0
    public var hitsAt1 = 0
    public var hitsAt3 = 0
    /// Σ 1/rank, 0 for a case whose shortcut was not ranked at all (never donated before).
    public var reciprocalRanks = 0.0
    /// Cases where the model ranked the shortcut higher than this method did, and lower (a
    /// shortcut ranked by one and not by the other counts as higher for the one): what a paired
    /// difference is made of. 0 and 0 for the model itself.
    public var modelHigher = 0
    public var modelLower = 0

    public init() {}

    /// Counts one case whose shortcut was ranked `rank` (1 for first), or not at all.
    public mutating func add(rank: Int?) {
        cases += 1
        guard let rank else { return }
        if rank <= 1 { hitsAt1 += 1 }
        if rank <= 3 { hitsAt3 += 1 }
        reciprocalRanks += 1 / Double(rank)
    }

    /// Counts one case as `add(rank:)` does, and how it compares with the model's rank for it.
    public mutating func add(rank: Int?, modelRank: Int?) {
        add(rank: rank)
        let own = rank.map { 1 / Double($0) } ?? 0
        let model = modelRank.map { 1 / Double($0) } ?? 0
        if model > own { modelHigher += 1 } else if model < own { modelLower += 1 }
    }

    public mutating func add(_ other: EvaluationScores) {
        cases += other.cases
        hitsAt1 += other.hitsAt1
        hitsAt3 += other.hitsAt3
        reciprocalRanks += other.reciprocalRanks
        modelHigher += other.modelHigher
        modelLower += other.modelLower
    }

    /// The share of cases whose shortcut was first.
    public var hitRateAt1: Double { cases == 0 ? 0 : Double(hitsAt1) / Double(cases) }
    /// The share of cases whose shortcut was among the first three.
    public var hitRateAt3: Double { cases == 0 ? 0 : Double(hitsAt3) / Double(cases) }
    /// The mean reciprocal rank.
    public var meanReciprocalRank: Double { cases == 0 ? 0 : reciprocalRanks / Double(cases) }
}

/// The scores of every method on one history (a scenario, a person) or on many.
public struct EvaluationResult: Sendable, Hashable {
    public var name: String
    /// What kind of history it is, when known (a generated person's habit), else nil.
    public var kind: String?
    public var scores: [EvaluationMethod: EvaluationScores]
    /// For every method, where it ranked each hidden order's shortcut, in the order they were
    /// asked (0: not ranked). Lets the intervals of a single history resample its asks
    /// (`EvaluationSummary`); empty for a total.
    public var askRanks: [EvaluationMethod: [Int]]
    /// What the person's model was using at their last hidden order; nil for a total, or a
    /// history with none.
    public var learned: LearnedModel?

    public init(
        name: String, kind: String? = nil, scores: [EvaluationMethod: EvaluationScores] = [:], askRanks: [EvaluationMethod: [Int]] = [:],
        learned: LearnedModel? = nil
    ) {
        self.name = name
        self.kind = kind
        self.scores = scores
        self.askRanks = askRanks
        self.learned = learned
    }

    public var cases: Int { scores[.model]?.cases ?? 0 }

    public subscript(method: EvaluationMethod) -> EvaluationScores { scores[method] ?? EvaluationScores() }

    /// The sum of several results' cases, under a new name.
    public static func total(_ results: [EvaluationResult], name: String, kind: String? = nil) -> EvaluationResult {
        var total = EvaluationResult(name: name, kind: kind)
        for result in results {
            for (method, scores) in result.scores { total.scores[method, default: EvaluationScores()].add(scores) }
        }
        return total
    }
}

/// Leave-last-out evaluation of the prediction model against four baselines.
///
/// For each of a history's last `hide` interactions (orders), one at a time: everything donated
/// before it is the history, the moment asked about is its date, and the question is where its
/// shortcut ranks. The model ranks the groups the aggregate would hold for that history (built in
/// memory by the same arithmetic as `prediction_groups`, so it answers what `suggestions --at`
/// would); the baselines rank the same donations by count, by newest donation, and by count near
/// the moment's time of day on the same kind of day.
public struct Evaluator: Sendable {
    public var model: PredictionModel
    public var timeZone: Zone
    /// How many of the last interactions to hide, one at a time.
    public var hide: Int
    /// The window of the time-of-day baseline, either side of the moment, in minutes.
    public static let timeOfDayWindowMinutes = 120

    public init(model: PredictionModel = .standard, timeZone: Zone, hide: Int = 1) {
        self.model = model
        self.timeZone = timeZone
        self.hide = hide
    }

    /// Evaluates one history. Donations are taken in date order (the given order for equal dates).
    /// The model's groups and the person's habits are built as the store builds them, one
    /// donation at a time, so each hidden order is ranked by what the store would hold just
    /// before it.
    public func evaluate(_ donations: [EvaluationDonation], name: String, kind: String? = nil) -> EvaluationResult {
        let ordered = EvaluationDonation.inDateOrder(donations)
        let hidden = Set(ordered.indices.filter { ordered[$0].source == .interaction }.suffix(max(0, hide)))
        var scores: [EvaluationMethod: EvaluationScores] = [:]
        var askRanks: [EvaluationMethod: [Int]] = [:]
        // Each record on its own clock when it gives one, else on the device's (`timeZone`): the
        // baselines' times of day, and the moment the model is asked at.
        var zones: [Int: Zone] = [:]
        func zone(_ donation: EvaluationDonation) -> Zone {
            guard let offset = donation.clockOffsetMinutes else { return timeZone }
            if let known = zones[offset] { return known }
            let made = Zone(secondsFromGMT: offset * 60)
            zones[offset] = made
            return made
        }
        let times = ordered.map { WallClock(timeZone: zone($0)).minuteOfDayAndKind($0.date) }
        var memory = PredictionMemory(model: model)
        var learned: LearnedModel?
        for (index, donation) in ordered.enumerated() {
            if hidden.contains(index) {
                let asked = zone(donation)
                var ranks = self.ranks(
                    of: donation.key, history: ordered[..<index], times: times[..<index], at: donation.date, clock: WallClock(timeZone: asked))
                let candidates = memory.candidates
                let view = memory.personalView(at: donation.date, timeZone: asked, candidates: candidates)
                learned = LearnedModel(view, model: model)
                ranks[.model] = modelRank(of: donation.key, candidates: candidates, person: view, at: donation.date, timeZone: asked)
                ranks[.fadingCount] = modelRank(of: donation.key, candidates: candidates, person: nil, at: donation.date, timeZone: asked)
                for method in EvaluationMethod.allCases {
                    scores[method, default: EvaluationScores()].add(rank: ranks[method] ?? nil, modelRank: ranks[.model] ?? nil)
                    askRanks[method, default: []].append((ranks[method] ?? nil) ?? 0)
                }
            }
            memory.add(donation)
        }
        return EvaluationResult(name: name, kind: kind, scores: scores, askRanks: askRanks, learned: learned)
    }

    /// Where `key` ranks among `candidates` (`PredictionMemory.candidates`) for the model, as the
    /// store ranks its candidates, for the person's view `person`; with none, the plain fading
    /// count (the model trusting no time signal, no slow mixture and no repeat).
    func modelRank(
        of key: String, candidates: [PredictionGroup], person: PredictionModel.PersonalView?, at date: Date, timeZone: Zone
    ) -> Int? {
        var plain = PersonalHabits()
        plain.evidence = plain.evidence.map { _ in -1 }
        plain.countRankEvidence = -.infinity
        plain.repeatEvidence = -1
        let view = person ?? PredictionModel.PersonalView(plain, at: date, timeZone: timeZone, model: model)
        let scored = candidates.map { (key: $0.key, last: $0.lastDonation, value: model.score($0, at: date, timeZone: timeZone, person: view).value) }
        let ranked = PredictionModel.ranked(Array(scored), score: { $0.value }, last: { $0.last }, key: { $0.key })
        return ranked.firstIndex { $0.key == key }.map { $0 + 1 }
    }

    /// Where `key` ranks for each baseline, given the donations before the moment `date`.
    func ranks(
        of key: String, history: ArraySlice<EvaluationDonation>, times: ArraySlice<(minute: Int, weekend: Bool)>, at date: Date,
        clock: WallClock
    ) -> [EvaluationMethod: Int?] {
        var tallies: [String: Tally] = [:]
        let asked = clock.minuteOfDayAndKind(date)
        for (donation, time) in zip(history, times) {
            var tally = tallies[donation.key] ?? Tally()
            tally.count += 1
            tally.last = max(tally.last ?? donation.date, donation.date)
            if time.weekend == asked.weekend && WallClock.minutesApart(time.minute, asked.minute) <= Self.timeOfDayWindowMinutes {
                tally.nearby += 1
            }
            tallies[donation.key] = tally
        }
        func rank(by better: (Tally, Tally) -> Bool?) -> Int? {
            guard let mine = tallies[key] else { return nil }
            // 1 + the shortcuts strictly ahead: the same total order as a sort, without sorting.
            var ahead = 0
            for (other, tally) in tallies where other != key {
                switch better(tally, mine) {
                case true?: ahead += 1
                case false?: break
                case nil: if other < key { ahead += 1 }
                }
            }
            return ahead + 1
        }
        func compare<T: Comparable>(_ a: T, _ b: T) -> Bool? { a == b ? nil : a > b }
        func lastOf(_ t: Tally) -> Date { t.last ?? .distantPast }

        var ranks: [EvaluationMethod: Int?] = [:]
        ranks[.mostFrequent] = rank { a, b in compare(a.count, b.count) ?? compare(lastOf(a), lastOf(b)) }
        ranks[.mostRecent] = rank { a, b in compare(lastOf(a), lastOf(b)) ?? compare(a.count, b.count) }
        ranks[.sameTimeOfDay] = rank { a, b in compare(a.nearby, b.nearby) ?? compare(a.count, b.count) ?? compare(lastOf(a), lastOf(b)) }

        return ranks
    }

    struct Tally {
        var count = 0
        var nearby = 0
        var last: Date?
    }
}

/// Minutes of the day and weekday/weekend, read on one time zone's wall clock.
struct WallClock: Sendable {
    var zone: Zone

    init(timeZone: Zone) {
        zone = timeZone
    }

    func minuteOfDayAndKind(_ date: Date) -> (minute: Int, weekend: Bool) {
        let clock = zone.wallClock(date)
        return (clock.hour * 60 + clock.minute, clock.weekday == 1 || clock.weekday == 7)
    }

    /// Minutes between two times of day, across midnight (0…720).
    static func minutesApart(_ a: Int, _ b: Int) -> Int {
        let apart = abs(a - b) % 1440
        return min(apart, 1440 - apart)
    }
}
