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

/// A shortcut's donations, each weighted by its age: Σ 0.5^(age / half-life). Kept as its value
/// at the newest donation (`sum`, between 1 and the number of donations), so it never overflows
/// and needs no rescaling: at a later moment it is `sum × 0.5^((moment − newest) / half-life)`.
///
/// Adding, merging and taking back a donation are exact up to rounding; the aggregate keeps one
/// per shortcut (`prediction_groups.fading`) and the model reads it (docs/suggestions.md).
public struct FadingSum: Sendable, Hashable {
    /// The weighted count at `newest`.
    public var sum: Double
    /// The newest donation, in milliseconds since 1970.
    public var newest: Int64
    public var halfLifeMilliseconds: Double

    public init(sum: Double, newest: Int64, halfLifeDays: Double) {
        self.sum = sum
        self.newest = newest
        halfLifeMilliseconds = halfLifeDays * 86_400_000
    }

    /// One donation at `milliseconds`.
    public init(donationAt milliseconds: Int64, halfLifeDays: Double) {
        self.init(sum: 1, newest: milliseconds, halfLifeDays: halfLifeDays)
    }

    /// 0.5^(Δ / half-life).
    func factor(_ milliseconds: Int64) -> Double { pow(0.5, Double(milliseconds) / halfLifeMilliseconds) }

    /// The weighted count at `milliseconds`; at the newest donation's value for an earlier moment.
    public func value(at milliseconds: Int64) -> Double {
        milliseconds <= newest ? sum : sum * factor(milliseconds - newest)
    }

    /// Adds one donation made at `milliseconds` (before or after the newest).
    public mutating func add(_ milliseconds: Int64) {
        merge(FadingSum(donationAt: milliseconds, halfLifeDays: halfLifeMilliseconds / 86_400_000))
    }

    /// Adds another sum of the same half-life.
    public mutating func merge(_ other: FadingSum) {
        if other.newest > newest {
            sum = sum * factor(other.newest - newest) + other.sum
            newest = other.newest
        } else {
            sum += other.sum * factor(newest - other.newest)
        }
    }

    /// Takes back donations: `weight` is their sum at the newest donation (Σ 0.5^((newest − t) /
    /// half-life)), `remaining` how many donations are left and `newestLeft` the newest of them.
    /// The result is kept between 1 (the newest left counts fully) and `remaining`.
    public mutating func remove(weight: Double, remaining: Int, newestLeft: Int64) {
        var left = sum - weight
        if newestLeft < newest { left /= factor(newest - newestLeft) }
        sum = min(max(left, 1), Double(max(remaining, 1)))
        newest = newestLeft
    }

    /// What one donation at `milliseconds` adds to the sum at the newest donation.
    public func weight(of milliseconds: Int64) -> Double { factor(max(0, newest - milliseconds)) }
}
