import Dates
import SQLiteStore

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

/// soupchef's model of Siri's predictions. iOS does not publish its own; this one is small,
/// deterministic and explainable, and docs/suggestions.md describes it with worked examples.
///
/// A shortcut's score at a moment is its donations, each faded by its age, times how much they
/// look like the moment, plus a little for any moment:
///
///     score = weight × (moment + anyTime)
///
/// - weight: Σ over its donations of 0.5 ^ (age / 30 days), age being the time from the donation
///   to the moment (0 for a donation later than the moment). A habit of this month weighs about
///   its number of donations; a single order half a year ago weighs 0.016. For a person, most of
///   it is a slow mixture instead (the plain count, a half-year fading, what followed the last
///   order; `SlowExpert`), as much as the person's own orders say (`PersonalHabits.countTrust`).
/// - moment: the share of its donations made at a moment like this one, by hour of the day and
///   day of the week: Σ over hours of the week h of n(h) × hourMatch(h) × dayMatch(h) / N, where
///   n(h) counts the donations in h, N all of them, hourMatch = exp(−d² / (2 × 1.5²)) with d the
///   hours between h's and the moment's hour of the day (across midnight, 0…12), and dayMatch is
///   1 on the same day of the week, 0.5 for another day of the same kind (weekday or weekend),
///   0.02 otherwise.
/// - anyTime: 0.2, the part of a shortcut's weight that counts at every moment, habit or not.
///   0.02 for a person whose own past shows the moment decides (`PersonalHabits.decisiveEvidence`).
///
/// So the score is "faded donations at moments like this" plus a fifth of "faded donations":
/// the time of week sharpens the ranking that recency-weighted frequency gives, and cannot
/// lift a shortcut that has little weight. The weight is kept per shortcut beside the donations
/// (`FadingSum`), the hours as counts; both the donations and the moment are read to the hour
/// on the device's wall clock. Only the 1,000 most recently donated shortcuts are candidates.
public struct PredictionModel: Sendable, Hashable {
    /// The age, in days, at which a donation weighs half. The aggregate stores weights with
    /// this half-life: changing it means rebuilding `prediction_groups.fading`.
    public var halfLifeDays = 30.0
    /// The standard deviation, in hours, of the bell that matches hours of the day.
    public var hourSpread = 1.5
    public var sameDayMatch = 1.0
    /// Another weekday for a weekday, the other weekend day for a weekend day.
    public var sameKindOfDayMatch = 0.5
    /// A weekday for a weekend day and the reverse: little, so that at a person's rare kind of
    /// day the habits of the other kind hardly count as "at a moment like this"
    /// (docs/model-measurements.md, "The time-bound kinds, after the calendar fix").
    public var otherDayMatch = 0.02
    /// What every moment adds to the moment part: how much a shortcut's weight counts whenever
    /// the question is asked.
    public var anyTime = 0.2
    /// How many of the person's own donations a shortcut's moment starts with: its share at the
    /// moment is (its matching donations + this × the person's share) / (its donations + this),
    /// so that a shortcut of few donations follows the person's pattern and one of many its own
    /// (docs/model-measurements.md, "A shortcut's moment starts from the person's").
    public var momentSmoothing = 2.0
    /// The same start in the time judgement (`PersonalHabits.observe`), grown with the person's
    /// history: a judged donation's shortcut's share starts from the person's share with
    /// judgementSmoothing × min(1, judged / judgementSmoothingRamp) of their donations, `judged`
    /// being the donations judged before it. A person's first judgements read each shortcut as
    /// its own, so a clear habit is trusted within a few weeks; a long history judges each
    /// shortcut's few donations as mostly the person's pattern, so that where those few happened
    /// to fall does not pass for a clock (docs/model-measurements.md, "The time judged with a grown
    /// start"). Changing either means judging every stored donation again.
    public var judgementSmoothing = 3.0
    public var judgementSmoothingRamp = 30.0

    /// A shortcut's share at moments like one asked about: its `matching` donations of
    /// `donations`, starting from the person's share with `start` of their donations, (matching +
    /// start × person) / (donations + start); 0 without donations. The ranking starts with
    /// `momentSmoothing`, the time judgement with `PersonalHabits.judgementSmoothing`.
    static func share(matching: Double, of donations: Int, startingFrom person: Double, with start: Double) -> Double {
        donations > 0 ? min(1, (matching + start * person) / (Double(donations) + start)) : 0
    }
    /// How many shortcuts are considered: the most recently donated ones. It bounds the work of
    /// a prediction however many shortcuts were ever donated.
    public var candidates = 1000
    /// The evidence (Σ log ratio over a person's judged donations, `PersonalHabits`) at which a
    /// time signal is trusted in full; below it, in proportion, and not at all at 0 or less.
    public var evidenceForFullTrust = 2.0
    /// The share the repeat expert gives the shortcut of the newest donation (`PersonalHabits`).
    public var repeatShare = 0.5
    /// The evidence the repeat expert must have before it is mixed in at all (`PersonalHabits`):
    /// a history e ≈ 2.7 times likelier with it.
    public var repeatEvidenceBeforeTrust = 1.0
    /// The repeat's rank judgement (`PersonalHabits.repeatRankEvidence`) below which the repeat
    /// is not used whatever its evidence: −1, the fading's first choice ordered clearly more often
    /// than the last order again of late, not merely once.
    public var repeatRankGate = -1.0
    /// What every moment adds for a person whose history shows the moment decides
    /// (`PersonalHabits.decisiveEvidence`): a tenth of `anyTime`.
    public var decisiveAnyTime = 0.02
    /// The most one donation adds to or takes from a bounded evidence (`PersonalHabits`).
    public var evidenceBound = 1.0
    /// How far the decisive expert's bounded evidence must pass the standard one's.
    public var decisiveMargin = 0.5
    /// How much of the rank judgements (`PersonalHabits.countRankEvidence`,
    /// `repeatRankEvidence`) each judged donation keeps: 0.9, so that the last ten or so
    /// donations decide.
    public var rankForgetting = 0.9
    /// How the slow mixture's share of the weight follows the count's rank judgement
    /// (`PersonalHabits.countRankEvidence`): 1 / (1 + e^−(rankScale × (evidence − rankHoldAt))),
    /// 0.95 while the judgement is level (0), a half at `rankHoldAt` (the fading's first ordered
    /// about once more of late than the count's), 0.05 one judgement below it.
    public var rankScale = 3.0
    public var rankHoldAt = -1.0
    /// The trend of the split between the two firsts (`SplitTrend`): while the count's first and
    /// the month's fading's first hold `splitPairShare` of the person's donations or more, the
    /// fading's has `splitMinimumDonations` or more and the split's t passes `splitThreshold`, the
    /// hold (`rankHoldAt`) moves up by `splitHoldStep`: the slow mixture then stands in about a
    /// 400th of the weight while the count's judgement is level (docs/model-measurements.md,
    /// "The split between the two firsts").
    public var splitPairShare = 0.65
    public var splitMinimumDonations = 6
    public var splitThreshold = 2.0
    public var splitHoldStep = 3.0
    /// The time evidence a signal must pass before it is trusted at all; it is trusted in full
    /// `evidenceForFullTrust` above it.
    public var evidenceBeforeTrust = 1.0
    /// The half-life, in days, of the slow mixture's fading (`prediction_groups.slow`).
    public var slowHalfLifeDays = 180.0
    /// The slow mixture's experts' priors (log weights before any evidence): the plain count, the
    /// slow fading, what followed the last order, keeping to the last order.
    public var slowPriors = [0.0, 0.0, -2.0, -2.0]
    /// Where the share of repeats that `SlowExpert.stay` reads starts: as if `stayStartRepeats` of
    /// `stayStartDonations` donations had repeated the one before (a half), so that a person's
    /// first repeats or changes move it only so far.
    public var stayStartRepeats = 2.0
    public var stayStartDonations = 4.0
    /// What the slow mixture's evidence keeps of itself at each judged donation.
    public var slowForgetting = 0.99
    /// How many of the count's donations the transitions from a shortcut start with: the
    /// followers of a shortcut followed few times are mostly the count.
    public var transitionSmoothing = 10.0
    /// Inside a basket (`PersonalHabits.insideBasket`): how many lines the likelihood ratios of
    /// "in the basket so far" and "not in it" start from at 1, as the counts say.
    public var basketSmoothing = 5.0

    public init() {}

    public static let standard = PredictionModel()

    /// How one hour of the week matched the asked moment.
    public struct HourMatch: Sendable, Hashable {
        public var hour: WeekHour
        public var donations: Int
        /// hourMatch × dayMatch, 0…1.
        public var match: Double
        public var hourMatch: Double
        public var dayMatch: Double
    }

    /// A score and everything it is made of.
    public struct Score: Sendable, Hashable {
        /// The donations, each faded by its age at the moment.
        public var weight: Double
        /// The share of the donations made at a moment like this one, 0…1, starting from the
        /// person's share: (matchingDonations + momentSmoothing × personMoment) / (donations +
        /// momentSmoothing).
        public var moment: Double
        /// What every moment adds: the model's `anyTime`, or `decisiveAnyTime` for a person whose
        /// history shows the moment decides.
        public var anyTime: Double
        /// The moment asked about, to the hour.
        public var askedHour: WeekHour
        /// Σ n(h) × match(h): the donations that count as "at a moment like this".
        public var matchingDonations: Double
        public var donations: Int
        public var lastDonation: Date
        /// Days from the newest donation to the moment; 0 when the donation is later.
        public var ageDays: Double
        /// The weight at the newest donation (what the aggregate stores).
        public var weightAtLastDonation: Double
        public var halfLifeDays: Double
        /// The donations per hour of the week that were scored.
        public var hourCounts: WeekHourCounts
        /// The model that scored them (for `hours`).
        var model: PredictionModel
        /// The time signal this person's model uses (nil: none), and how far it trusts it.
        public var signal: TimeSignal?
        public var trust: Double = 1
        /// The share of all the person's donations made at a moment like this one (same signal).
        public var personMoment: Double = 0
        /// How many of the person's donations the moment started with (0 when scored without a
        /// person: the shortcut's own share).
        public var momentSmoothing: Double = 0
        /// The donations faded by age (the weight when the slow mixture is not mixed in).
        public var faded: Double = 0
        /// How far the slow mixture stands in the weight, and the slow mixture as a weight (all the
        /// person's faded donations × its probability for this shortcut).
        public var countTrust: Double = 0
        public var counted: Double = 0
        /// The slow mixture's probability for this shortcut, and each expert's (`SlowExpert` order).
        public var slowShare: Double = 0
        public var slowExperts: [Double] = []
        /// The weight before the repeat expert, the share it takes, and what it gives this
        /// shortcut (all the person's faded donations × that share, for the last order's shortcut).
        public var counting: Double = 0
        public var repeatMix: Double = 0
        public var repeatBonus: Double = 0
        /// Asked inside a basket (`PersonalView.basket`): the ratio the weight before the repeat
        /// was multiplied by (the one for the basket so far's shortcuts or the one for the
        /// others); nil when asked at a moment of its own.
        public var basketRatio: Double?

        /// The moment as the score uses it: the shortcut's own share where the person's history
        /// says time predicts them, the person's overall share (the same for every shortcut,
        /// so no change to the ranking) where it does not.
        public var blendedMoment: Double { trust * moment + (1 - trust) * personMoment }

        public var value: Double { weight * (blendedMoment + anyTime) }

        /// The hours that have donations, best match first (ties: earlier in the week first):
        /// Σ donations × match over them is `matchingDonations`. Listed when asked for, as
        /// --explain and --json do for the shortcuts they show, not for every candidate ranked.
        public var hours: [HourMatch] {
            var hours: [HourMatch] = []
            for (index, count) in hourCounts.counts.enumerated() where count > 0 {
                let hour = WeekHour(index: index)
                let (hourMatch, dayMatch) = (signal ?? .hourOfWeek).parts(hour, askedHour, model: model)
                hours.append(HourMatch(hour: hour, donations: Int(count), match: hourMatch * dayMatch, hourMatch: hourMatch, dayMatch: dayMatch))
            }
            hours.sort { a, b in
                let (ca, cb) = (Double(a.donations) * a.match, Double(b.donations) * b.match)
                return ca != cb ? ca > cb : a.hour < b.hour
            }
            return hours
        }
    }

    /// What a person's habits say for one moment: the signal, its trust, the person's share.
    public struct PersonalView: Sendable, Hashable {
        public var signal: TimeSignal?
        public var trust: Double
        /// What every moment adds for this person: `anyTime`, or `decisiveAnyTime` where their
        /// history shows the moment decides.
        public var anyTime: Double
        public var personMoment: Double
        /// How far the slow mixture stands in the weight (0…1), and the hold it was read with:
        /// `rankHoldAt`, moved up by `splitHoldStep` where the split between the two firsts
        /// (`split`) says the favourite is changing.
        public var countTrust: Double
        public var rankHold: Double
        /// The two firsts among the candidates and the trend of the split between them; nil when
        /// they are one shortcut (or the view was made without candidates).
        public var split: SplitTrend?
        /// All the person's donations faded to the moment, over their number.
        public var countScale: Double
        /// The slow mixture's weights (`SlowExpert` order), the person's donations faded with the
        /// slow half-life to the moment, and what followed the shortcut of their newest order.
        public var slowWeights: [Double]
        public var slowAll: Double
        public var followers: Followers
        /// The share of repeats `SlowExpert.stay` gives the last order (`PersonalHabits.stayShare`).
        public var stayShare: Double
        /// How far "the last order again" is mixed in (0…1), and the shortcut it names.
        public var repeatTrust: Double
        /// The share of the weight the repeat takes (`PersonalHabits.repeatMix`).
        public var repeatMix: Double
        public var last: String?
        public var habits: PersonalHabits
        /// Asked at the very instant of the person's newest donation in a history of baskets:
        /// the next line of the basket (`PersonalHabits.basketWeights`); nil otherwise.
        public var basket: PersonalHabits.BasketWeights?

        /// The view of `habits` at the moment `date`; `followers` are what followed `habits.lastOrder`,
        /// `candidates` the groups ranked (for the split between the two firsts).
        public init(
            _ habits: PersonalHabits, at date: Date, timeZone: Zone, model: PredictionModel, followers: Followers = Followers(),
            candidates: [PredictionGroup] = []
        ) {
            let choice = habits.choice(model: model)
            self.habits = habits
            signal = choice.signal
            trust = choice.trust
            anyTime = choice.decisive ? model.decisiveAnyTime : model.anyTime
            // With no signal, the hour of the week: it scales every score alike.
            personMoment = habits.share(choice.signal ?? .hourOfWeek, at: WeekHour(date, in: timeZone), model: model)
            split = SplitTrend(candidates: candidates, at: date, personDonations: habits.donations, model: model)
            rankHold = model.rankHoldAt + (split?.moves == true ? model.splitHoldStep : 0)
            countTrust = habits.countTrust(model: model, holdAt: rankHold)
            let total = habits.fadingSum(halfLifeDays: model.halfLifeDays).value(at: StoreJSON.milliseconds(date))
            countScale = habits.donations > 0 ? total / Double(habits.donations) : 1
            slowWeights = habits.slowWeights(model: model)
            slowAll = habits.slowSum(model: model).value(at: StoreJSON.milliseconds(date))
            self.followers = followers
            stayShare = habits.stayShare(model: model)
            repeatTrust = habits.repeatTrust(model: model)
            repeatMix = habits.repeatMix(model: model)
            if habits.readsBaskets { repeatTrust = min(1, repeatMix / model.repeatShare) }
            last = habits.last
            if habits.insideBasket(at: StoreJSON.milliseconds(date)) {
                let basket = habits.basketWeights(model: model)
                self.basket = basket
                repeatMix = basket.share
                repeatTrust = min(1, basket.share / model.repeatShare)
            }
        }
    }

    /// Scores a shortcut's donations for the moment `date`, read on a wall clock in `timeZone`,
    /// for a person whose habits are `person` (nil: the time of week trusted in full, as for a
    /// person whose history showed it predicts them).
    public func score(_ group: PredictionGroup, at date: Date, timeZone: Zone, person: PersonalView? = nil) -> Score {
        score(group, at: date, asked: WeekHour(date, in: timeZone), person: person, matches: nil)
    }

    /// How alike every hour of the week is to one asked hour, by one signal: the same values as
    /// `TimeSignal.parts`, computed once for a ranking rather than for each hour of each shortcut.
    struct MomentMatches {
        let signal: TimeSignal
        let asked: WeekHour
        /// By `WeekHour.index`.
        private var hourParts: [Double]
        private var dayParts: [Double]

        init(signal: TimeSignal, asked: WeekHour, model: PredictionModel) {
            self.signal = signal
            self.asked = asked
            hourParts = Array(repeating: 0, count: WeekHour.count)
            dayParts = Array(repeating: 0, count: WeekHour.count)
            for index in 0..<WeekHour.count {
                (hourParts[index], dayParts[index]) = signal.parts(WeekHour(index: index), asked, model: model)
            }
        }

        func parts(_ index: Int) -> (hour: Double, day: Double) { (hourParts[index], dayParts[index]) }
    }

    /// The matches a ranking of every candidate at `date` reuses (see `score(_:at:asked:person:matches:)`).
    func momentMatches(at date: Date, timeZone: Zone, person: PersonalView?) -> MomentMatches {
        MomentMatches(signal: (person == nil ? .hourOfWeek : person?.signal) ?? .hourOfWeek, asked: WeekHour(date, in: timeZone), model: self)
    }

    /// `score(_:at:timeZone:person:)` with the asked hour read already and, when given, the
    /// matches of every hour to it (made for the same signal and hour).
    func score(_ group: PredictionGroup, at date: Date, asked: WeekHour, person: PersonalView?, matches: MomentMatches?) -> Score {
        let signal = person == nil ? .hourOfWeek : person?.signal
        var matching = 0.0
        // In the order of the week, so that the sum is taken in the same order every time; the
        // hours that matched are listed only when asked for (`Score.hours`).
        group.hours.counts.withUnsafeBufferPointer { counts in
            for index in 0..<counts.count where counts[index] > 0 {
                let (hourMatch, dayMatch) = matches?.parts(index) ?? (signal ?? .hourOfWeek).parts(WeekHour(index: index), asked, model: self)
                matching += Double(counts[index]) * (hourMatch * dayMatch)
            }
        }
        let total = max(group.donations, 0)
        // The shortcut's share at moments like this, starting from the person's share with
        // `momentSmoothing` of their donations: a shortcut of few donations is read as the
        // person's pattern, one of many as its own.
        let smoothing = person == nil ? 0 : momentSmoothing
        let personMoment = person?.personMoment ?? 0
        let moment = Self.share(matching: matching, of: total, startingFrom: personMoment, with: smoothing)
        let ageDays = max(0, date.timeIntervalSince(group.lastDonation)) / 86_400
        let faded = total > 0 ? group.fading * pow(0.5, ageDays / halfLifeDays) : 0
        let countTrust = person?.countTrust ?? 0
        // The slow mixture: each expert's probability for this shortcut, weighed by the person's
        // weights, times all the person's faded donations (so that it stands beside `faded`).
        var slowExperts: [Double] = []
        var slowShare = 0.0
        var counted = Double(total)
        let again = person?.habits.lastInstant(key: group.key, newestAt: StoreJSON.milliseconds(group.lastDonation), weight: group.fading).part ?? 0
        if let person {
            let slowAge = ageDays / slowHalfLifeDays
            slowExperts = SlowExpert.probabilities(
                donations: total, of: person.habits.donations, slow: group.slow * pow(0.5, slowAge), of: person.slowAll,
                followed: person.followers[group.key], followers: person.followers.total, again: again, stay: person.stayShare, model: self)
            slowShare = zip(person.slowWeights, slowExperts).reduce(0) { $0 + $1.0 * $1.1 }
            counted = slowShare * person.countScale * Double(person.habits.donations)
        }
        let counting = (1 - countTrust) * faded + countTrust * counted
        // The repeat expert: repeatShare of all the person's faded donations to the last order's
        // shortcut, the rest as the weights say; mixed in by its trust.
        let repeatMix = person?.repeatMix ?? 0
        let allFaded = (person?.countScale ?? 0) * Double(person?.habits.donations ?? 0)
        let repeatBonus = again * repeatMix * allFaded
        var weight = (1 - repeatMix) * counting + repeatBonus
        // Inside a basket: the weight by how much more (or less) often than the counts say the
        // person's next line was in the basket so far, or not in it, and the basket so far's own
        // ranking beside it.
        var basketRatio: Double?
        if let basket = person?.basket {
            let ratio = again > 0 ? basket.inBasket : basket.others
            weight = counting * ratio + repeatBonus
            basketRatio = ratio
        }
        return Score(
            weight: weight, moment: moment, anyTime: person?.anyTime ?? anyTime, askedHour: asked, matchingDonations: matching, donations: total,
            lastDonation: group.lastDonation, ageDays: ageDays, weightAtLastDonation: group.fading, halfLifeDays: halfLifeDays,
            hourCounts: group.hours, model: self, signal: signal, trust: person?.trust ?? 1, personMoment: personMoment, momentSmoothing: smoothing,
            faded: faded,
            countTrust: countTrust, counted: counted, slowShare: slowShare, slowExperts: slowExperts, counting: counting, repeatMix: repeatMix,
            repeatBonus: repeatBonus, basketRatio: basketRatio)
    }

    /// exp(−d² / 2σ²) for the hours between two hours of the day, across midnight.
    public func hourMatch(_ a: Int, _ b: Int) -> Double {
        let apart = abs(a - b) % 24
        let d = Double(min(apart, 24 - apart))
        return exp(-(d * d) / (2 * hourSpread * hourSpread))
    }

    public func dayMatch(_ a: WeekHour, _ b: WeekHour) -> Double {
        if a.day == b.day { return sameDayMatch }
        return a.isWeekend == b.isWeekend ? sameKindOfDayMatch : otherDayMatch
    }

    /// Ranks scored groups: best score first; on a tie, the newest donation, then the key.
    public static func ranked<T>(_ items: [T], score: (T) -> Double, last: (T) -> Date, key: (T) -> String) -> [T] {
        items.sorted { a, b in
            let (sa, sb) = (score(a), score(b))
            if sa != sb { return sa > sb }
            let (la, lb) = (last(a), last(b))
            if la != lb { return la > lb }
            return key(a) < key(b)
        }
    }
}
