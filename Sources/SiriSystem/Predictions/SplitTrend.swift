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

/// A shortcut's donation dates as the trend of a split reads them: each date's days since
/// 1 January 2001, 00:00 UTC, summed, and their squares summed. Adding a donation and taking
/// one back are exact whatever order the donations arrive in (dated in the past, deleted), so
/// the sums are kept beside each group (`prediction_groups.day_sum`, `day_squares`).
public struct DaySums: Sendable, Hashable {
    public var sum: Double
    public var squares: Double

    public init(sum: Double = 0, squares: Double = 0) {
        self.sum = sum
        self.squares = squares
    }

    /// `donations` donations at `milliseconds`: what a group without its own sums reads as (every
    /// donation as new as the newest, as `PredictionGroup.fading` defaults).
    public init(donations: Int, at milliseconds: Int64) {
        let day = Self.day(milliseconds)
        self.init(sum: Double(donations) * day, squares: Double(donations) * day * day)
    }

    /// Milliseconds since 1970 at 1 January 2001, 00:00 UTC.
    static let originMilliseconds: Int64 = 978_307_200_000

    /// The days since 1 January 2001, 00:00 UTC, of a date in milliseconds since 1970.
    public static func day(_ milliseconds: Int64) -> Double { Double(milliseconds - originMilliseconds) / 86_400_000 }

    public mutating func add(_ milliseconds: Int64, count: Int = 1) {
        let day = Self.day(milliseconds)
        sum += Double(count) * day
        squares += Double(count) * day * day
    }

    /// Takes donations back; the squares never fall below 0 (what rounding could leave).
    public mutating func remove(_ milliseconds: Int64, count: Int = 1) {
        let day = Self.day(milliseconds)
        sum -= Double(count) * day
        squares = max(0, squares - Double(count) * day * day)
    }

    public static func + (a: DaySums, b: DaySums) -> DaySums { DaySums(sum: a.sum + b.sum, squares: a.squares + b.squares) }
}

/// The trend of the split between the two firsts: where the shortcut the plain count ranks first
/// (C) and the one the month's fading ranks first (F) differ, is the person moving from one to
/// the other, or only ordering F a little more of late? Over the person's donations of C or F,
/// the least-squares slope of "this one was F" against its date, over its binomial standard
/// error:
///
///     t = Sxy / √(x (1 − x) Sxx)
///
/// with x F's share of those donations, Sxx the spread of their dates (Σ d² − n d̄²) and Sxy
/// Σ over F's of (d − d̄). A favourite changing moves its share along the calendar and passes
/// `PredictionModel.splitThreshold`; a household buying a department more for a season rarely
/// does so steadily. While C and F hold `splitPairShare` of the person's donations or more, F
/// has `splitMinimumDonations` or more and t passes the threshold, the count's hold moves up by
/// `splitHoldStep` (`PersonalHabits.countTrust`): the slow mixture, which follows the count,
/// gives way to the fading. docs/model-measurements.md, "The split between the two firsts".
///
/// Read from the two groups' counts and `DaySums`: O(candidates) at a question, nothing kept
/// but the sums.
public struct SplitTrend: Sendable, Hashable {
    /// C and F: the candidates with the most donations and with the largest faded weight at the
    /// moment (ties: the newer newest donation, then the candidates' order).
    public var countFirst: String
    public var fadingFirst: String
    public var countDonations: Int
    public var fadingDonations: Int
    /// C's and F's donations over all the person's.
    public var share: Double
    /// The split's t statistic (0 when it has no spread: one of them only, or every date the same).
    public var t: Double
    /// Whether it moves the count's hold.
    public var moves: Bool

    /// Nil when there is no candidate or the two firsts are one shortcut.
    public init?(candidates: [PredictionGroup], at date: Date, personDonations: Int, model: PredictionModel) {
        var count: PredictionGroup?
        var fading: (group: PredictionGroup, weight: Double)?
        for group in candidates {
            // Only a strictly better one replaces the first found.
            if count.map({ (group.donations, group.lastDonation) > ($0.donations, $0.lastDonation) }) ?? true { count = group }
            let ageDays = max(0, date.timeIntervalSince(group.lastDonation)) / 86_400
            let weight = group.fading * pow(0.5, ageDays / model.halfLifeDays)
            if fading.map({ (weight, group.lastDonation) > ($0.weight, $0.group.lastDonation) }) ?? true { fading = (group, weight) }
        }
        guard let c = count, let f = fading?.group, c.key != f.key else { return nil }
        countFirst = c.key
        fadingFirst = f.key
        countDonations = c.donations
        fadingDonations = f.donations
        share = personDonations > 0 ? Double(c.donations + f.donations) / Double(personDonations) : 0
        t = Self.t(f.donations, f.days, against: c.donations, c.days)
        moves = share >= model.splitPairShare && f.donations >= model.splitMinimumDonations && t > model.splitThreshold
    }

    /// The t statistic of the trend of the first's share among the donations of both.
    static func t(_ first: Int, _ firstDays: DaySums, against other: Int, _ otherDays: DaySums) -> Double {
        let n = Double(first + other)
        guard first > 0, other > 0 else { return 0 }
        let x = Double(first) / n
        let both = firstDays + otherDays
        let mean = both.sum / n
        let spread = both.squares - n * mean * mean
        // Below this, the spread is the sums' rounding, not dates apart.
        guard spread > 1e-9 * both.squares, spread > 0 else { return 0 }
        return (firstDays.sum - Double(first) * mean) / (x * (1 - x) * spread).squareRoot()
    }
}
