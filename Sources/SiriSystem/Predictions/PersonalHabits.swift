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

/// A way the moment of an order can tell which shortcut comes next. Each reads two hours of the
/// week as alike, 0…1, with the model's hour bell and day matches.
public enum TimeSignal: String, CaseIterable, Sendable, Hashable, Codable {
    /// The hour of the day on the same day of the week (the bell × the day match).
    case hourOfWeek
    /// The hour of the day, whatever the day.
    case hourOfDay
    /// The day of the week, whatever the hour (1 the same day, 0.5 a day of the same kind).
    case dayOfWeek
    /// Weekday or weekend, whatever the hour.
    case kindOfDay

    public var title: String {
        switch self {
        case .hourOfWeek: "hour of the day and day of the week"
        case .hourOfDay: "hour of the day"
        case .dayOfWeek: "day of the week"
        case .kindOfDay: "weekday or weekend"
        }
    }

    /// (hour part, day part): their product is how alike `donation` and `asked` are.
    public func parts(_ donation: WeekHour, _ asked: WeekHour, model: PredictionModel) -> (hour: Double, day: Double) {
        switch self {
        case .hourOfWeek: (model.hourMatch(donation.hour, asked.hour), model.dayMatch(donation, asked))
        case .hourOfDay: (model.hourMatch(donation.hour, asked.hour), 1)
        case .dayOfWeek: (1, model.dayMatch(donation, asked))
        case .kindOfDay: (1, donation.isWeekend == asked.isWeekend ? 1 : model.otherDayMatch)
        }
    }

    public func match(_ donation: WeekHour, _ asked: WeekHour, model: PredictionModel) -> Double {
        let (hour, day) = parts(donation, asked, model: model)
        return hour * day
    }

    /// The share of `hours` (counts per hour of the week, `total` in all) that match `asked`.
    func share(
        _ hours: some Sequence<(hour: Int, count: Int)>, total: Int, asked: WeekHour, model: PredictionModel, table: TimeSignalTable? = nil
    ) -> Double {
        guard total > 0 else { return 0 }
        var matching = 0.0
        for (hour, count) in hours where count > 0 {
            let match = table?.match(self, hour, asked.index) ?? self.match(WeekHour(index: hour), asked, model: model)
            matching += Double(count) * match
        }
        return min(1, matching / Double(total))
    }
}

/// Every signal's match between every two hours of the week, computed once: judging a whole
/// history (a migration, a deletion) then costs lookups, not bells.
public struct TimeSignalTable: Sendable {
    var values: [Double]

    public init(model: PredictionModel) {
        let count = WeekHour.count
        values = Array(repeating: 0, count: TimeSignal.allCases.count * count * count)
        for (index, signal) in TimeSignal.allCases.enumerated() {
            for a in 0..<count {
                for b in 0..<count {
                    values[(index * count + a) * count + b] = signal.match(WeekHour(index: a), WeekHour(index: b), model: model)
                }
            }
        }
    }

    /// The same value as `signal.match(donation, asked, model:)`.
    func match(_ signal: TimeSignal, _ donation: Int, _ asked: Int) -> Double {
        let index = TimeSignal.allCases.firstIndex(of: signal) ?? 0
        return values[(index * WeekHour.count + donation) * WeekHour.count + asked]
    }
}

/// What the model has learned about one person (in soupchef, one data directory): when they
/// order, and how well each time signal has predicted their orders so far.
///
/// Each donation is judged before it is counted. For every signal, the shortcut it was made for
/// is given the probability the time-aware ranking would give it, against the plain fading count:
/// with n(i) donations of shortcut i, N in all, the time-aware model says
/// P(i | moment) ∝ n(i) × (share(i) + anyTime), the plain one P(i) = n(i) / N, so (the normaliser
/// being exact for counts) the donation is that many times likelier under the time-aware model:
///
///     ratio = (share(i) + anyTime) / (share(person) + anyTime)
///
/// share(i) being the share of i's earlier donations at moments like this one and share(person)
/// the share of all the person's earlier donations. The evidence for a signal is Σ log ratio
/// over the judged donations (a shortcut's first donation is not judged: neither model had
/// seen it): the log-likelihood ratio of the person's own history under the two rankings,
/// computed online. O(hours of the week) per donation, whatever the history.
public struct PersonalHabits: Sendable, Hashable {
    /// The person's donations per hour of the week (168 counts, Monday 00:00 first).
    public var hours: [Int]
    /// How many donations `hours` holds.
    public var donations: Int
    /// How many donations were judged (their shortcut had been donated before).
    public var judged: Int
    /// Σ log ratio per signal, in `TimeSignal.allCases` order.
    public var evidence: [Double]
    /// Σ log(P_repeat / P_fading) over the judged donations, P_repeat giving half its mass to the
    /// shortcut of the newest donation and half as the faded count does: how much likelier the
    /// history is when the last order comes back. Above 0, the repeat is mixed in.
    public var repeatEvidence: Double
    /// Per signal, the same judgement as `evidence` with each donation's log ratio bounded to
    /// ±`model.evidenceBound`: how often the time-aware ranking did better, more than by how much.
    public var boundedEvidence: [Double]
    /// Per signal, the bounded judgement of the *decisive* time expert: the same ranking with
    /// `model.decisiveAnyTime` in place of `anyTime`, so that the moment decides nearly alone (as
    /// a count of orders at such moments does) and a heavy shortcut never made at this moment
    /// falls behind a light one that was. Above `boundedEvidence` by `model.decisiveMargin`, the
    /// person's model uses it.
    public var decisiveEvidence: [Double]
    /// The shortcut of the newest donation judged (in the order they arrived).
    public var last: String?
    /// The shortcut of the newest order judged (an interaction): what the transitions of the slow
    /// mixture start from. The app's screens (activities) neither start nor end a transition: a
    /// menu opened just before each order would otherwise be what "follows" every order.
    public var lastOrder: String?
    /// Which ranking put the person's recent orders first: for each judged donation, +1 when the
    /// plain count ranked its shortcut first and the fading by age did not, −1 for the reverse,
    /// 0 when both or neither did, the sum so far multiplied by `model.rankForgetting` before it.
    /// Below 0, the fading has been right more often of late (a favourite changing), and the
    /// count is held back (`countTrust`), whatever its nearness says.
    public var countRankEvidence: Double
    /// The same judgement for the repeat: +1 when the donation repeated the last order, −1 when
    /// the fading by age ranked it first, forgetting alike. Below 0, the repeat is not used.
    public var repeatRankEvidence: Double
    /// The most donations of one shortcut: what the shortcut the plain count ranks first has.
    public var topCount: Int
    /// The largest faded weight of one shortcut, at `newest`: what the shortcut the fading ranks
    /// first has. All weights fade alike, so only a donated shortcut can overtake it; together
    /// with `topCount` it judges a donation's rank in O(1).
    public var topFading: Double
    /// All the person's donations faded by age, at `newest` (see `FadingSum`).
    public var fading: Double
    /// The slow mixture's evidence, one per expert (`SlowExpert`): Σ log P_expert(i) over the
    /// judged donations, each sum multiplied by `model.slowForgetting` before a donation adds to
    /// it. The experts are weighted by e^(prior + evidence) (`slowWeights`).
    public var slowEvidence: [Double]
    /// All the person's donations faded with the slow half-life, at `newest`.
    public var slow: Double
    /// The newest donation, in milliseconds since 1970.
    public var newest: Int64
    /// How many shortcuts were donated at `newest` itself: 1 when one order comes at a time, as
    /// in the app; more where several orders share one instant (a basket of a purchase history,
    /// one record an item). "The last order again" is then any of them (`lastInstant`).
    public var newestKeys: Int
    /// The faded weights (the model's half-life, at `newest`) of the shortcuts donated at
    /// `newest`: their sum and the largest. Each shortcut's part of "the last order again" is its
    /// weight over the sum, and the one of the largest is what the repeat ranks first.
    public var newestWeight: Double
    public var newestTop: Double
    /// The donations of the shortcuts donated at `newest`, all told.
    public var newestCount: Int
    /// How many donations came at the very instant of the newest before them: none when one
    /// order comes at a time (the app); most, in a history written a basket line by line.
    public var sameInstant: Int
    /// Of the donations after the first, how many there were and how many were of a shortcut
    /// donated at the newest instant before them: how often this person's next order is among
    /// what they ordered last (`repeatMix`, for a history of baskets).
    public var instantJudged: Int
    public var instantRepeats: Int
    /// Σ, over the same donations, of the newest instant's shortcuts' share of all the person's
    /// donations (by count): how many of them would have been among those shortcuts had the
    /// person ordered as their counts say.
    public var instantExpected: Double
    /// The basket so far's rank judgement: for each judged donation, +1 when its shortcut was the
    /// heaviest of the newest instant's (what the basket so far ranks first), −1 when it had the
    /// largest count (what the count ranks first), the sum so far multiplied by
    /// `model.rankForgetting` before it, as the repeat's rank evidence is.
    public var instantRankEvidence: Double
    /// Of the `sameInstant` donations (each at the instant of the one before: the next line of a
    /// basket), how many were of a shortcut the basket held already, and how many of them would
    /// have been had the person ordered as their counts say (Σ of the basket's shortcuts' share
    /// of all the person's donations, by count): what `basketWeights` reads.
    public var basketRepeats: Int
    public var basketExpected: Double

    public init() {
        hours = Array(repeating: 0, count: WeekHour.count)
        donations = 0
        judged = 0
        evidence = Array(repeating: 0, count: TimeSignal.allCases.count)
        repeatEvidence = 0
        boundedEvidence = Array(repeating: 0, count: TimeSignal.allCases.count)
        decisiveEvidence = Array(repeating: 0, count: TimeSignal.allCases.count)
        last = nil
        lastOrder = nil
        countRankEvidence = 0
        repeatRankEvidence = 0
        topCount = 0
        topFading = 0
        fading = 0
        slowEvidence = Array(repeating: 0, count: SlowExpert.allCases.count)
        slow = 0
        newest = 0
        newestKeys = 0
        newestWeight = 0
        newestTop = 0
        newestCount = 0
        sameInstant = 0
        instantJudged = 0
        instantRepeats = 0
        instantExpected = 0
        instantRankEvidence = 0
        basketRepeats = 0
        basketExpected = 0
    }

    /// Whether the history reads as baskets: a quarter of its donations or more came at the
    /// instant of the one before.
    public var readsBaskets: Bool { sameInstant > 0 && sameInstant * 4 >= donations }

    /// The share of the weight "the last order again" takes. For a history of baskets: how often
    /// the next order was among the newest instant's shortcuts (the basket so far, or the last
    /// basket for its first line; starting from two donations at none), where that was more often
    /// than their counts say, by more than `model.repeatEvidenceBeforeTrust` orders (in full
    /// `model.evidenceForFullTrust` above it), or where the basket so far's first choice has
    /// been right more often of late than the count's, by more than the same
    /// (`instantRankEvidence`). Otherwise the repeat's trust times `model.repeatShare`.
    public func repeatMix(model: PredictionModel) -> Double {
        if readsBaskets {
            let excess = Double(instantRepeats) - instantExpected
            let counted = min(1, max(0, (excess - model.repeatEvidenceBeforeTrust) / model.evidenceForFullTrust))
            let trust = instantRankEvidence > model.repeatEvidenceBeforeTrust ? 1 : counted
            return trust * Double(instantRepeats) / Double(instantJudged + 2)
        }
        return repeatTrust(model: model) * model.repeatShare
    }

    /// Whether a moment at `milliseconds` is inside a basket: a history of baskets asked at the
    /// very instant of its newest donation, whose next line is what is asked for. Never one order
    /// at a time (the app's), whose orders each have their own moment.
    public func insideBasket(at milliseconds: Int64) -> Bool { readsBaskets && milliseconds == newest }

    /// Inside a basket, what each weight is multiplied by, and the share of the basket so far's
    /// own ranking (`lastInstant`'s parts) beside it.
    public struct BasketWeights: Sendable, Hashable {
        /// For a shortcut the basket holds already: (R + k) / (E + k), R the next lines that were
        /// in the basket so far, E as many as the counts say, k `basketSmoothing`.
        public var inBasket: Double
        /// For the others: (J − R + k) / (J − E + k), J the next lines judged.
        public var others: Double
        /// (R + 1) / (J + 2): how often the next line was in the basket so far.
        public var share: Double
    }

    public func basketWeights(model: PredictionModel) -> BasketWeights {
        let (repeats, judged, expected, k) = (Double(basketRepeats), Double(sameInstant), basketExpected, model.basketSmoothing)
        return BasketWeights(
            inBasket: (repeats + k) / (expected + k), others: (judged - repeats + k) / (judged - expected + k), share: (repeats + 1) / (judged + 2))
    }

    /// What "the last order again" gives the shortcut `key`, whose newest donation was at
    /// `milliseconds` with the faded weight `weight` then: its part (its weight over those of all
    /// the shortcuts donated at the person's newest instant) and whether the repeat ranks it
    /// first (the heaviest of them). One order at a time, that is (1, true) for the newest
    /// donation's shortcut and (0, false) for any other.
    public func lastInstant(key: String, newestAt milliseconds: Int64?, weight: Double) -> (part: Double, first: Bool) {
        guard donations > 0 else { return (0, false) }
        if newestKeys <= 1 { return key == last ? (1, true) : (0, false) }
        guard milliseconds == newest, newestWeight > 0 else { return (0, false) }
        return (min(1, weight / newestWeight), weight >= newestTop * (1 - 1e-12))
    }

    /// The person's donations faded by age at `milliseconds` (half-life of the model).
    public func fadingSum(halfLifeDays: Double) -> FadingSum { FadingSum(sum: fading, newest: newest, halfLifeDays: halfLifeDays) }

    /// The person's donations faded with the slow half-life.
    public func slowSum(model: PredictionModel) -> FadingSum { FadingSum(sum: slow, newest: newest, halfLifeDays: model.slowHalfLifeDays) }

    public func evidence(_ signal: TimeSignal) -> Double { evidence[TimeSignal.allCases.firstIndex(of: signal) ?? 0] }

    var nonZeroHours: [(hour: Int, count: Int)] {
        hours.enumerated().compactMap { $0.element > 0 ? (hour: $0.offset, count: $0.element) : nil }
    }

    /// The share of the person's donations that match `asked` for `signal`.
    public func share(_ signal: TimeSignal, at asked: WeekHour, model: PredictionModel) -> Double {
        signal.share(nonZeroHours, total: donations, asked: asked, model: model)
    }

    /// Judges then counts one donation, made in `weekHour`, of a shortcut whose earlier donations
    /// are `itemHours` (hour of the week → count, `itemDonations` in all).
    /// `itemFading` and `itemSlow` are the shortcut's faded weights before it (with the model's
    /// half-life and the slow one), `followed` how often it followed the shortcut of the
    /// person's newest order so far (`lastOrder`) and `followers` how often anything did;
    /// `milliseconds` the donation's date; `isOrder` whether it is an order (an interaction).
    /// The caller counts the transition (`lastOrder` → `key`, for an order).
    public mutating func observe(
        key: String, weekHour: Int, itemHours: some Collection<(hour: Int, count: Int)>, itemDonations: Int, itemFading: FadingSum?,
        itemSlow: FadingSum?, followed: Int, followers: Int, milliseconds: Int64, isOrder: Bool, model: PredictionModel,
        table: TimeSignalTable? = nil
    ) {
        guard (0..<WeekHour.count).contains(weekHour) else { return }
        let top = FadingSum(sum: topFading, newest: newest, halfLifeDays: model.halfLifeDays)
        if itemDonations > 0 && donations > 0 {
            let again = lastInstant(key: key, newestAt: itemFading?.newest, weight: itemFading?.value(at: newest) ?? 0)
            if let itemFading {
                let mine = itemFading.value(at: milliseconds)
                let all = fadingSum(halfLifeDays: model.halfLifeDays).value(at: milliseconds)
                // Would each ranking have put this shortcut first? (Ties count as first.)
                let first = top.value(at: milliseconds)
                let countFirst: Double = itemDonations >= topCount ? 1 : 0
                let fadingFirst: Double = mine >= first * (1 - 1e-12) ? 1 : 0
                countRankEvidence = model.rankForgetting * countRankEvidence + countFirst - fadingFirst
                repeatRankEvidence = model.rankForgetting * repeatRankEvidence + (again.first ? 1 : 0) - fadingFirst
                instantRankEvidence = model.rankForgetting * instantRankEvidence + (again.first ? 1 : 0) - countFirst
                if mine > 0 && all > 0 {
                    let repeated = again.part * model.repeatShare
                    repeatEvidence += log(repeated / (mine / all) + (1 - model.repeatShare))
                }
            }
            let slowAll = slowSum(model: model).value(at: milliseconds)
            let probabilities = SlowExpert.probabilities(
                donations: itemDonations, of: donations, slow: itemSlow.map { $0.value(at: milliseconds) }, of: slowAll, followed: followed,
                followers: followers, again: again.part, stay: stayShare(model: model), model: model)
            for (index, probability) in probabilities.enumerated() {
                slowEvidence[index] = model.slowForgetting * slowEvidence[index] + log(max(probability, 1e-300))
            }
            let asked = WeekHour(index: weekHour)
            let person = nonZeroHours
            let start = judgementSmoothing(model: model)
            for (index, signal) in TimeSignal.allCases.enumerated() {
                let theirs = signal.share(person, total: donations, asked: asked, model: model, table: table)
                let own = signal.share(itemHours, total: itemDonations, asked: asked, model: model, table: table)
                let mine =
                    start > 0
                    ? PredictionModel.share(matching: own * Double(itemDonations), of: itemDonations, startingFrom: theirs, with: start) : own
                let ratio = log((mine + model.anyTime) / (theirs + model.anyTime))
                let decisive = log((mine + model.decisiveAnyTime) / (theirs + model.decisiveAnyTime))
                evidence[index] += ratio
                boundedEvidence[index] += min(model.evidenceBound, max(-model.evidenceBound, ratio))
                decisiveEvidence[index] += min(model.evidenceBound, max(-model.evidenceBound, decisive))
            }
            judged += 1
        }
        // The shortcut's faded weight just after this donation, for the newest instant's.
        let weightAfter = (itemDonations > 0 ? itemFading.map { $0.value(at: milliseconds) } ?? 0 : 0) + 1
        let atNewest = donations > 0 && itemDonations > 0 && itemFading?.newest == newest
        if donations > 0 {
            instantJudged += 1
            if atNewest { instantRepeats += 1 }
            instantExpected += min(1, Double(newestCount) / Double(donations))
            if milliseconds == newest {
                sameInstant += 1
                if atNewest { basketRepeats += 1 }
                basketExpected += min(1, Double(newestCount) / Double(donations))
            }
        }
        if donations == 0 || milliseconds > newest {
            (newestKeys, newestWeight, newestTop, newestCount) = (1, weightAfter, weightAfter, itemDonations + 1)
        } else if milliseconds == newest {
            if !atNewest { newestKeys += 1 }
            newestCount += atNewest ? 1 : itemDonations + 1
            newestWeight += atNewest ? 1 : weightAfter
            newestTop = max(newestTop, weightAfter)
        }
        var total =
            donations == 0 ? FadingSum(donationAt: milliseconds, halfLifeDays: model.halfLifeDays) : fadingSum(halfLifeDays: model.halfLifeDays)
        if donations > 0 { total.add(milliseconds) }
        var slowTotal = donations == 0 ? FadingSum(donationAt: milliseconds, halfLifeDays: model.slowHalfLifeDays) : slowSum(model: model)
        if donations > 0 { slowTotal.add(milliseconds) }
        // The shortcut's count and weight after this donation, against the largest so far.
        var item = FadingSum(donationAt: milliseconds, halfLifeDays: model.halfLifeDays)
        if itemDonations > 0, let itemFading {
            item = itemFading
            item.add(milliseconds)
        }
        topCount = max(topCount, itemDonations + 1)
        topFading = max(donations == 0 ? 0 : top.value(at: total.newest), item.value(at: total.newest))
        (fading, newest) = (total.sum, total.newest)
        slow = slowTotal.value(at: total.newest)
        hours[weekHour] += 1
        donations += 1
        last = key
        if isOrder { lastOrder = key }
    }

    /// Whether a donation at `milliseconds` comes before what was judged already: older than the
    /// newest donation, or an order at the very millisecond of an app screen judged last (the
    /// date order `PersonalHabitsRow.rebuild` judges in puts orders before screens of the same
    /// millisecond). Donations made as they happen never are; ones dated in the past (a
    /// scenario's `--now`, an import) can be.
    public func judgesBefore(milliseconds: Int64, isOrder: Bool) -> Bool {
        guard donations > 0 else { return false }
        return milliseconds < newest || (milliseconds == newest && isOrder && last != lastOrder)
    }

    /// How many of the person's donations the next judgement's shortcut share starts with:
    /// `model.judgementSmoothing` grown over the first `model.judgementSmoothingRamp` judged
    /// donations (0 for the first judgement).
    public func judgementSmoothing(model: PredictionModel) -> Double {
        guard model.judgementSmoothing > 0 else { return 0 }
        guard model.judgementSmoothingRamp > 0 else { return model.judgementSmoothing }
        return model.judgementSmoothing * min(1, Double(judged) / model.judgementSmoothingRamp)
    }

    /// Takes deleted donations out of the counts (hour of the week → count), keeping the
    /// evidence: for large histories, where judging everything again would cost too much
    /// (`PersonalHabitsRow.exactForgetLimit`). A person with no donation left is forgotten.
    public mutating func remove(_ counts: [Int: Int]) {
        for (hour, count) in counts.sorted(by: { $0.key < $1.key }) where (0..<WeekHour.count).contains(hour) {
            let taken = min(hours[hour], count)
            hours[hour] -= taken
            donations -= taken
        }
        if donations <= 0 { self = PersonalHabits() }
    }

    /// How far the repeat of the last order is mixed in, 0…1: not at all until its evidence
    /// passes `model.repeatEvidenceBeforeTrust`, then in proportion, in full
    /// `model.evidenceForFullTrust` above it. The repeat moves whole ranks (it lifts one shortcut
    /// over the others), so a few lucky repeats early in a history must not turn it on.
    /// Not at all while `repeatRankEvidence` is below `model.repeatRankGate`: of late, the
    /// fading's first choice was ordered clearly more often than the last order again.
    public func repeatTrust(model: PredictionModel) -> Double {
        guard repeatRankEvidence >= model.repeatRankGate else { return 0 }
        return min(1, max(0, (repeatEvidence - model.repeatEvidenceBeforeTrust) / model.evidenceForFullTrust))
    }

    /// How often this person's next donation repeated what they ordered last (`instantRepeats` of
    /// `instantJudged`), starting from `model.stayStartRepeats` of `model.stayStartDonations`:
    /// the share `SlowExpert.stay` gives the last order.
    public func stayShare(model: PredictionModel) -> Double {
        (Double(instantRepeats) + model.stayStartRepeats) / (Double(instantJudged) + model.stayStartDonations)
    }

    /// How far the slow mixture (`slowWeights`) stands in the weight, 0…1, the rest being the
    /// fading by age: 1 / (1 + e^−(rankScale × (countRankEvidence − rankHoldAt))). Nearly all of it
    /// while the count's rank judgement is level or positive (0.95 at 0); less as the fading puts
    /// the person's orders first more often than the count of late (a favourite changing): a
    /// half at `rankHoldAt`, 0.05 one judgement below it. `holdAt` (nil: `rankHoldAt`) is the
    /// hold moved by the split between the two firsts (`PredictionModel.PersonalView.rankHold`).
    public func countTrust(model: PredictionModel, holdAt: Double? = nil) -> Double {
        guard countRankEvidence.isFinite else { return countRankEvidence > 0 ? 1 : 0 }
        return 1 / (1 + exp(-model.rankScale * (countRankEvidence - (holdAt ?? model.rankHoldAt))))
    }

    /// The slow mixture's weights (`SlowExpert` order), summing to 1: e^(prior + evidence),
    /// normalised.
    public func slowWeights(model: PredictionModel) -> [Double] {
        let logs = SlowExpert.allCases.indices.map { model.slowPriors[$0] + slowEvidence[$0] }
        let top = logs.max() ?? 0
        let weights = logs.map { exp($0 - top) }
        let total = weights.reduce(0, +)
        return weights.map { $0 / total }
    }

    /// The signal the model uses for this person, how far it trusts it (0…1), and whether the
    /// moment decides alone: the signal with the most evidence, none when no signal has evidence
    /// above 0; trusted from `model.evidenceBeforeTrust` on, in proportion, in full
    /// `model.evidenceForFullTrust` above it. Decisive when,
    /// for that signal, the decisive expert's bounded evidence passes the standard one's by more
    /// than `model.decisiveMargin`.
    public func choice(model: PredictionModel) -> (signal: TimeSignal?, trust: Double, decisive: Bool) {
        var best: (index: Int, value: Double)?
        // Above 0 by more than a sum's rounding: judgements that all tied (a person with one
        // shortcut) leave a remainder of 1e-16 or so, which is no evidence.
        for index in TimeSignal.allCases.indices where evidence[index] > (best?.value ?? Self.noEvidence) {
            best = (index, evidence[index])
        }
        guard let best else { return (nil, 0, false) }
        let trust = min(1, max(0, (best.value - model.evidenceBeforeTrust) / model.evidenceForFullTrust))
        return (TimeSignal.allCases[best.index], trust, decisiveLead(best.index) > model.decisiveMargin)
    }

    /// Evidence this close to 0 is none: what a running sum of tied judgements leaves.
    static let noEvidence = 1e-9

    /// How far the decisive expert's bounded evidence is ahead of the standard one's for a signal.
    public func decisiveLead(_ signal: TimeSignal) -> Double { decisiveLead(TimeSignal.allCases.firstIndex(of: signal) ?? 0) }

    func decisiveLead(_ index: Int) -> Double { decisiveEvidence[index] - boundedEvidence[index] }

    /// The habits after `donations`, in the order given (what the store keeps after donating them
    /// one by one).
    public static func replay(_ donations: some Sequence<EvaluationDonation>, model: PredictionModel = .standard) -> PersonalHabits {
        PredictionMemory(donations, model: model).habits
    }
}
