import Dates
import SiriSystem
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

/// `suggestions`.
public struct SuggestionsDocument: Encodable {
    public struct WeekHourJSON: Encodable {
        var day: String
        var hour: Int
    }

    public var at: String
    public var atHour: WeekHourJSON
    public var timeZone: String
    public var view: String
    @Nullable public var predictions: [PredictedJSON]? = nil
    @Nullable public var recentShortcuts: [PredictedJSON]? = nil
    @Nullable public var model: ModelJSON? = nil
    /// What this person's model learned (with --explain and predictions).
    @Nullable public var person: PersonJSON? = nil
    public var shortcutSuggestions: [ShortcutJSON]
    public var relevantShortcuts: [RelevantJSON]
    public var menuActivity: MenuActivityJSON

    public init(view: SuggestionsView, explain: Bool, dates: DateCodec) {
        let asked = WeekHour(view.moment, in: view.zone)
        at = dates.iso(view.moment)
        atHour = WeekHourJSON(day: asked.dayName, hour: asked.hour)
        timeZone = view.zone.identifier
        self.view = view.recent == nil ? "predictions" : "recent"
        predictions = view.predictions?.map { PredictedJSON(prediction: $0, explain: explain, dates: dates) }
        recentShortcuts = view.recent?.map { PredictedJSON(recent: $0, dates: dates) }
        model = explain ? ModelJSON(PredictionModel.standard) : nil
        person = explain ? view.person.map { PersonJSON($0, model: .standard) } : nil
        shortcutSuggestions = view.suggestions.map(ShortcutJSON.init)
        relevantShortcuts = view.relevant.map { RelevantJSON(shortcut: $0.0, isRelevant: $0.1.isRelevant, providers: $0.1.providers, dates: dates) }
        menuActivity = MenuActivityJSON(group: view.menuGroup, rank: view.menuRank, dates: dates)
    }
}

/// A predicted or recent shortcut. The same keys either way; `score` and `parts` are null where
/// there is no model, `parts` unless --explain.
public struct PredictedJSON: Encodable {
    public var rank: Int
    @Nullable public var score: Double? = nil
    public var source: String
    public var shortcutKey: String
    public var title: String
    @Nullable public var subtitle: String? = nil
    @Nullable public var shortcutType: String? = nil
    @Nullable public var intent: IntentJSON? = nil
    @Nullable public var userActivity: ActivityJSON? = nil
    public var donations: Int
    public var lastDonation: String
    @Nullable public var parts: PartsJSON? = nil

    public init(prediction: Prediction, explain: Bool, dates: DateCodec) {
        self.init(rank: prediction.rank, group: prediction.group, shortcut: prediction.shortcut, dates: dates)
        score = JSONNumbers.rounded(prediction.score.value)
        parts = explain ? PartsJSON(score: prediction.score, dates: dates) : nil
    }

    public init(recent: RecentShortcut, dates: DateCodec) {
        self.init(rank: recent.rank, group: recent.group, shortcut: recent.shortcut, dates: dates)
    }

    private init(rank: Int, group: PredictionGroup, shortcut: PredictedShortcut, dates: DateCodec) {
        self.rank = rank
        source = group.source.rawValue
        shortcutKey = group.key
        title = shortcut.title
        subtitle = shortcut.plainSubtitle
        switch shortcut {
        case .interaction(let interaction):
            shortcutType = interaction.shortcutTypeKey
            intent = IntentJSON(interaction.intent)
        case .userActivity(let activity):
            userActivity = ActivityJSON(activity.activity)
        }
        donations = group.donations
        lastDonation = dates.iso(group.lastDonation)
    }
}

/// What a score is made of (--explain): weight × (moment + anyTime).
public struct PartsJSON: Encodable {
    public struct Weight: Encodable {
        var value: Double
        var donations: Int
        var halfLifeDays: Double
        var lastDonation: String
        var ageDays: Double
        /// The donations faded by age; `value` mixes in the slow mixture (`counted`: its share
        /// `slowShare` of all the person's faded donations) by `countTrust`.
        var faded, countTrust, counted, slowShare: Double
        /// The weight before the last order again (`counting`), the share the repeat takes
        /// (`repeatShare`) and what it gives this shortcut (`repeatBonus`); asked inside a
        /// basket, the ratio `counting` was multiplied by (null otherwise).
        var counting, repeatShare, repeatBonus: Double
        @Nullable var basketRatio: Double?
    }

    public struct Moment: Encodable {
        /// What the score uses: trust × own + (1 − trust) × person.
        var value: Double
        /// The time signal this person's model uses (null: none), and how far it trusts it.
        @Nullable public var signal: String?
        /// `own` is the shortcut's share at the moment, starting from the person's share
        /// (`person`) with `smoothing` of their donations: (matchingDonations + smoothing ×
        /// person) / (donations + smoothing).
        var trust, own, person, smoothing, matchingDonations: Double
        var hours: [Hour]
    }

    public struct Hour: Encodable {
        var day: String
        var hour, donations: Int
        var hourMatch, dayMatch, match: Double
    }

    public var weight: Weight
    public var moment: Moment
    public var anyTime: Double

    public init(score: PredictionModel.Score, dates: DateCodec) {
        let r = JSONNumbers.rounded
        weight = Weight(
            value: r(score.weight), donations: score.donations, halfLifeDays: score.halfLifeDays,
            lastDonation: dates.iso(score.lastDonation), ageDays: r(score.ageDays), faded: r(score.faded), countTrust: r(score.countTrust),
            counted: r(score.counted), slowShare: r(score.slowShare), counting: r(score.counting), repeatShare: r(score.repeatMix),
            repeatBonus: r(score.repeatBonus), basketRatio: score.basketRatio.map(r))
        let hours: [Hour] = score.hours.map { (match: PredictionModel.HourMatch) -> Hour in
            Hour(
                day: match.hour.dayName, hour: match.hour.hour, donations: match.donations, hourMatch: r(match.hourMatch),
                dayMatch: r(match.dayMatch), match: r(match.match))
        }
        let signal: String? = score.signal?.rawValue
        moment = Moment(
            value: r(score.blendedMoment), signal: signal, trust: r(score.trust), own: r(score.moment),
            person: r(score.personMoment), smoothing: score.momentSmoothing, matchingDonations: r(score.matchingDonations), hours: hours)
        anyTime = score.anyTime
    }
}

/// What a person's model learned, as `suggestions --explain` prints it above the predictions:
/// which time signal it uses and how far it trusts it, the slow mixture and its share of the
/// weight, and the last order again.
public struct PersonJSON: Encodable {
    public struct TimeJSON: Encodable {
        /// The signal used (null: none), its trust, and every signal's evidence.
        @Nullable var signal: String?
        var trust: Double
        var evidence: [String: Double]
        /// The decisive expert for the signal used: its lead and whether the moment decides alone.
        var decisiveLead: Double
        var decisive: Bool
        /// How many of the person's donations the next judged shortcut's share starts with.
        var judgementSmoothing: Double
    }

    public struct SlowJSON: Encodable {
        /// The slow mixture's share of the weight, from the count's rank evidence and the hold
        /// (`rankHoldAt`, moved by the split between the two firsts).
        var share, countRankEvidence, hold: Double
        /// The two firsts among the candidates and the trend of the split between them (null when
        /// one shortcut is both).
        @Nullable var split: SplitJSON?
        /// Per expert (`count`, `slowFading`, `transitions`, `stay`): its weight and its evidence.
        var weights, evidence: [String: Double]
        /// The share of the person's donations after the first that repeated the one before, as
        /// keeping to the last order reads it (`PersonalHabits.stayShare`).
        var stayShare: Double
    }

    /// The count's first and the month's fading's first (by shortcut key) with their donations,
    /// their share of the person's, the split's t statistic and whether it moved the hold.
    public struct SplitJSON: Encodable {
        var countFirst, fadingFirst: String
        var countDonations, fadingDonations: Int
        var share, t: Double
        var moves: Bool
    }

    public struct RepeatJSON: Encodable {
        var evidence, rankEvidence, trust: Double
    }

    /// For a history of baskets (orders at one instant): how often the next order was in the
    /// newest instant (`repeats` of `judged`, `expected` by the counts), the basket so far's rank
    /// evidence and the share it takes at a new instant; and inside a basket (`nextLine`): of the
    /// `atSameInstant` lines, how many were in the basket so far, how many the counts expected,
    /// the two ratios and the basket so far's share.
    public struct BasketsJSON: Encodable {
        public struct NextLine: Encodable {
            var repeats: Int
            var expected, inBasket, others, share: Double
        }

        var atSameInstant, judged, repeats: Int
        var expected, rankEvidence, share: Double
        var nextLine: NextLine
    }

    public var donations, judged: Int
    public var time: TimeJSON
    public var slowMixture: SlowJSON
    public var lastOrderAgain: RepeatJSON
    @Nullable public var baskets: BasketsJSON?

    public init(_ person: PredictionModel.PersonalView, model: PredictionModel) {
        let habits = person.habits
        let r = JSONNumbers.rounded
        let choice = habits.choice(model: model)
        donations = habits.donations
        judged = habits.judged
        time = TimeJSON(
            signal: choice.signal?.rawValue, trust: r(choice.trust),
            evidence: Dictionary(uniqueKeysWithValues: TimeSignal.allCases.map { ($0.rawValue, r(habits.evidence($0))) }),
            decisiveLead: r(choice.signal.map { habits.decisiveLead($0) } ?? 0), decisive: choice.decisive,
            judgementSmoothing: r(habits.judgementSmoothing(model: model)))
        let weights = habits.slowWeights(model: model)
        slowMixture = SlowJSON(
            share: r(person.countTrust), countRankEvidence: r(habits.countRankEvidence), hold: r(person.rankHold),
            split: person.split.map {
                SplitJSON(
                    countFirst: $0.countFirst, fadingFirst: $0.fadingFirst, countDonations: $0.countDonations, fadingDonations: $0.fadingDonations,
                    share: r($0.share), t: r($0.t), moves: $0.moves)
            },
            weights: Dictionary(uniqueKeysWithValues: SlowExpert.allCases.enumerated().map { ($1.rawValue, r(weights[$0])) }),
            evidence: Dictionary(uniqueKeysWithValues: SlowExpert.allCases.enumerated().map { ($1.rawValue, r(habits.slowEvidence[$0])) }),
            stayShare: r(habits.stayShare(model: model)))
        lastOrderAgain = RepeatJSON(
            evidence: r(habits.repeatEvidence), rankEvidence: r(habits.repeatRankEvidence), trust: r(habits.repeatTrust(model: model)))
        if habits.readsBaskets {
            let next = habits.basketWeights(model: model)
            baskets = BasketsJSON(
                atSameInstant: habits.sameInstant, judged: habits.instantJudged, repeats: habits.instantRepeats, expected: r(habits.instantExpected),
                rankEvidence: r(habits.instantRankEvidence), share: r(habits.repeatMix(model: model)),
                nextLine: BasketsJSON.NextLine(
                    repeats: habits.basketRepeats, expected: r(habits.basketExpected), inBasket: r(next.inBasket), others: r(next.others),
                    share: r(next.share)))
        }
    }
}

public struct ModelJSON: Encodable {
    public var halfLifeDays, hourSpread, sameDayMatch, sameKindOfDayMatch, otherDayMatch, anyTime: Double
    /// How many of the person's donations a shortcut's moment starts with.
    public var momentSmoothing: Double
    /// How many of the person's donations a judged shortcut's share starts with in full, and over
    /// how many judged donations that start grows from 0.
    public var judgementSmoothing, judgementSmoothingRamp: Double
    /// The decisive time expert (docs/suggestions.md, "What it learns about each person").
    public var decisiveAnyTime, evidenceBound, decisiveMargin: Double
    /// The rank judgements that set the slow mixture's share and hold the repeat back, and the
    /// time evidence a signal needs before it is trusted (same section).
    public var rankForgetting, rankScale, rankHoldAt, evidenceBeforeTrust: Double
    /// The split between the two firsts: the share of the person's donations the two must hold,
    /// the fading's first's fewest donations, the t its trend must pass, and how far the hold moves.
    public var splitPairShare: Double
    public var splitMinimumDonations: Int
    public var splitThreshold, splitHoldStep: Double
    /// The slow mixture: its half-life, its experts' priors, its forgetting, the transitions' start,
    /// and where keeping to the last order's share of repeats starts.
    public var slowHalfLifeDays, slowForgetting, transitionSmoothing: Double
    public var slowPriors: [Double]
    public var stayStartRepeats, stayStartDonations: Double
    /// The last order again: its share, the evidence before it is used, its rank judgement's gate.
    public var repeatShare, repeatEvidenceBeforeTrust, repeatRankGate: Double
    /// Inside a basket: how many lines its two ratios start from at 1.
    public var basketSmoothing: Double
    public var candidates: Int

    public init(_ model: PredictionModel) {
        halfLifeDays = model.halfLifeDays
        hourSpread = model.hourSpread
        sameDayMatch = model.sameDayMatch
        sameKindOfDayMatch = model.sameKindOfDayMatch
        otherDayMatch = model.otherDayMatch
        anyTime = model.anyTime
        momentSmoothing = model.momentSmoothing
        judgementSmoothing = model.judgementSmoothing
        judgementSmoothingRamp = model.judgementSmoothingRamp
        decisiveAnyTime = model.decisiveAnyTime
        evidenceBound = model.evidenceBound
        decisiveMargin = model.decisiveMargin
        rankForgetting = model.rankForgetting
        rankScale = model.rankScale
        rankHoldAt = model.rankHoldAt
        evidenceBeforeTrust = model.evidenceBeforeTrust
        splitPairShare = model.splitPairShare
        splitMinimumDonations = model.splitMinimumDonations
        splitThreshold = model.splitThreshold
        splitHoldStep = model.splitHoldStep
        slowHalfLifeDays = model.slowHalfLifeDays
        slowForgetting = model.slowForgetting
        transitionSmoothing = model.transitionSmoothing
        slowPriors = model.slowPriors
        stayStartRepeats = model.stayStartRepeats
        stayStartDonations = model.stayStartDonations
        repeatShare = model.repeatShare
        repeatEvidenceBeforeTrust = model.repeatEvidenceBeforeTrust
        repeatRankGate = model.repeatRankGate
        basketSmoothing = model.basketSmoothing
        candidates = model.candidates
    }
}

/// A relevant shortcut the app set, and whether it holds at the moment asked about.
public struct RelevantJSON: Encodable {
    public struct Provider: Encodable {
        var provider, window: String
        var relevant, simulated: Bool
    }

    public var title: String
    @Nullable public var subtitle: String? = nil
    public var shortcut: ShortcutJSON
    public var relevance: [String]
    public var relevant: Bool
    public var providers: [Provider]

    public init(shortcut: RelevantShortcut, isRelevant: Bool, providers: [RelevanceEvaluation], dates: DateCodec) {
        let set = RelevantShortcutJSON(shortcut, dates: dates)
        title = set.title
        subtitle = set.subtitle
        self.shortcut = set.shortcut
        relevance = set.relevance
        relevant = isRelevant
        self.providers = providers.map {
            Provider(
                provider: RelevanceText.describe($0.provider, dates: dates), window: $0.window, relevant: $0.isRelevant, simulated: $0.isSimulated)
        }
    }
}

/// The menu screen's activity, and how often it was made current.
public struct MenuActivityJSON: Encodable {
    public var userActivity: ActivityJSON
    public var donations: Int
    @Nullable public var lastDonation: String? = nil
    @Nullable public var predictedRank: Int? = nil

    public init(group: PredictionGroup?, rank: Int?, dates: DateCodec) {
        userActivity = ActivityJSON(.viewMenu)
        donations = group?.donations ?? 0
        lastDonation = group.map { dates.iso($0.lastDonation) }
        predictedRank = rank
    }
}

/// `suggestions --week`.
public struct WeekDocument: Encodable {
    public struct Series: Encodable {
        var rank: Int
        var title: String
        @Nullable public var subtitle: String? = nil
        var shortcutKey: String
        /// As a prediction's: `interaction` or `userActivity`, its donations and the newest.
        var source: String
        var donations: Int
        var lastDonation: String
        var peak: Double
        var peakAt: String
        var scores: [[Double]]
    }

    public var from: String
    public var timeZone: String
    public var days: [String]
    public var hours: [Int]
    public var shortcuts: [Series]

    public init(week: WeekScores, zone: Zone, dates: DateCodec) {
        from = dates.iso(week.days[0])
        timeZone = zone.identifier
        days = week.days.map(dates.iso)
        hours = Array(0..<24)
        shortcuts = week.series.enumerated().map { rank, series in
            Series(
                rank: rank + 1, title: series.shortcut.title, subtitle: series.shortcut.plainSubtitle, shortcutKey: series.group.key,
                source: series.group.source.rawValue, donations: series.group.donations, lastDonation: dates.iso(series.group.lastDonation),
                peak: JSONNumbers.rounded(series.peak), peakAt: dates.iso(series.peakAt), scores: series.scores.map { $0.map(JSONNumbers.rounded) })
        }
    }
}
