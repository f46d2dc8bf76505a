import Foundation

/// soupchef's model of Siri's predictions. iOS does not publish its own; this one is small,
/// deterministic and explainable, and docs/suggestions.md describes it with worked examples.
///
/// A shortcut's score at a moment is a weighted sum of three parts, each between 0 and 1:
///
///     score = 0.5 × moment + 0.3 × frequency + 0.2 × recency
///
/// - moment: how much the shortcut's donations look like the asked moment, by hour of the day
///   and day of the week:  Σ over hours of the week h of n(h) × hourMatch(h) × dayMatch(h) / N,
///   where n(h) counts the donations in h, N all of them,
///   hourMatch = exp(−d² / (2 × 1.5²)) with d the hours between h's and the moment's hour of
///   the day (across midnight, 0…12), and dayMatch is 1 on the same day of the week, 0.5 for
///   another day of the same kind (weekday or weekend), 0.1 otherwise.
/// - frequency: N / (N + 3), half way at 3 donations.
/// - recency: 0.5 ^ (age / 14 days), age being the time from the newest donation to the moment
///   (0 when the newest donation is later than the moment).
///
/// Both the donations and the moment are read to the hour on the device's wall clock. Only the
/// 1,000 most recently donated shortcuts are candidates.
public struct PredictionModel: Sendable, Hashable {
    public var momentWeight = 0.5
    public var frequencyWeight = 0.3
    public var recencyWeight = 0.2
    /// The standard deviation, in hours, of the bell that matches hours of the day.
    public var hourSpread = 1.5
    public var sameDayMatch = 1.0
    /// Another weekday for a weekday, the other weekend day for a weekend day.
    public var sameKindOfDayMatch = 0.5
    public var otherDayMatch = 0.1
    /// The number of donations at which frequency reaches 0.5.
    public var frequencyHalfPoint = 3.0
    /// The age, in days, at which recency falls to 0.5.
    public var recencyHalfLifeDays = 14.0
    /// How many shortcuts are considered: the most recently donated ones. It bounds the work of
    /// a prediction however many shortcuts were ever donated.
    public var candidates = 1000

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

    /// One part of a score: its value, its weight, and what it adds to the score.
    public struct Part: Sendable, Hashable {
        public var value: Double
        public var weight: Double
        public var contribution: Double { value * weight }
    }

    /// A score and everything it is made of.
    public struct Score: Sendable, Hashable {
        public var moment: Part
        public var frequency: Part
        public var recency: Part
        /// The moment asked about, to the hour.
        public var askedHour: WeekHour
        /// Σ n(h) × match(h): the donations that count as "at a moment like this".
        public var matchingDonations: Double
        public var donations: Int
        public var lastDonation: Date
        /// Days from the newest donation to the moment; 0 when the donation is later.
        public var ageDays: Double
        /// The hours that matched, best first (ties: earlier in the week first).
        public var hours: [HourMatch]

        public var value: Double { moment.contribution + frequency.contribution + recency.contribution }
    }

    /// Scores a shortcut's donations for the moment `date`, read on a wall clock in `timeZone`.
    public func score(_ group: PredictionGroup, at date: Date, timeZone: TimeZone) -> Score {
        let asked = WeekHour(date, in: timeZone)
        var hours: [HourMatch] = []
        var matching = 0.0
        // Sorted so that the sum is taken in the same order every time.
        for hour in group.hours.keys.sorted() {
            let count = group.hours[hour] ?? 0
            guard count > 0 else { continue }
            let hourMatch = self.hourMatch(hour.hour, asked.hour)
            let dayMatch = self.dayMatch(hour, asked)
            let match = hourMatch * dayMatch
            matching += Double(count) * match
            hours.append(HourMatch(hour: hour, donations: count, match: match, hourMatch: hourMatch, dayMatch: dayMatch))
        }
        hours.sort { a, b in
            let (ca, cb) = (Double(a.donations) * a.match, Double(b.donations) * b.match)
            return ca != cb ? ca > cb : a.hour < b.hour
        }
        let total = max(group.donations, 0)
        let moment = total > 0 ? min(1, matching / Double(total)) : 0
        let frequency = Double(total) / (Double(total) + frequencyHalfPoint)
        let ageDays = max(0, date.timeIntervalSince(group.lastDonation)) / 86_400
        let recency = pow(0.5, ageDays / recencyHalfLifeDays)
        return Score(
            moment: Part(value: moment, weight: momentWeight), frequency: Part(value: frequency, weight: frequencyWeight),
            recency: Part(value: recency, weight: recencyWeight), askedHour: asked, matchingDonations: matching,
            donations: total, lastDonation: group.lastDonation, ageDays: ageDays, hours: hours)
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
