#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// How many donations fell in each hour of the week: 168 counts, Monday 00:00 first, as
/// `prediction_groups.hours` stores them.
///
/// Dense rather than a dictionary of the hours that have donations: `suggestions` reads up to
/// `PredictionModel.candidates` of these, and building a dictionary for each, then sorting its
/// keys to score it, cost more than the rest of the ranking. An hour without donations counts
/// 0, so two values are equal exactly when the dictionaries of their non-zero hours are.
public struct WeekHourCounts: Sendable, Hashable {
    /// Exactly `WeekHour.count` counts, by `WeekHour.index`.
    public internal(set) var counts: [UInt32]

    /// No donations in any hour.
    public init() { counts = Array(repeating: 0, count: WeekHour.count) }

    /// The counts of `hours`; hours left out count 0.
    public init(_ hours: [WeekHour: Int]) {
        self.init()
        for (hour, count) in hours { self[hour] += count }
    }

    /// The donations in `hour`. Set, a count is kept within 0…`UInt32.max`.
    public subscript(hour: WeekHour) -> Int {
        get { Int(counts[hour.index]) }
        set { counts[hour.index] = UInt32(clamping: newValue) }
    }

    /// The donations in all hours.
    public var total: Int { counts.reduce(0) { $0 + Int($1) } }

    /// Whether no hour has a donation.
    public var isEmpty: Bool { !counts.contains { $0 > 0 } }

    /// The hours that have donations, in the order of the week, with their counts.
    public var hourCounts: [(hour: Int, count: Int)] {
        var pairs: [(hour: Int, count: Int)] = []
        for (index, count) in counts.enumerated() where count > 0 { pairs.append((index, Int(count))) }
        return pairs
    }

    /// The hours that have donations and their counts: hours with none are left out.
    public var dictionary: [WeekHour: Int] {
        var hours: [WeekHour: Int] = [:]
        for (index, count) in counts.enumerated() where count > 0 { hours[WeekHour(index: index)] = Int(count) }
        return hours
    }

    // MARK: The stored form

    /// Reads 168 little-endian 32-bit counts; a shorter value leaves the hours it lacks at 0,
    /// bytes past the 168th count are ignored.
    public init(littleEndian bytes: UnsafeRawBufferPointer) {
        let available = min(WeekHour.count, bytes.count / 4)
        counts = Array(unsafeUninitializedCapacity: WeekHour.count) { buffer, initialized in
            for index in 0..<available {
                buffer[index] = UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: index * 4, as: UInt32.self))
            }
            for index in available..<WeekHour.count { buffer[index] = 0 }
            initialized = WeekHour.count
        }
    }

    /// `init(littleEndian:)` of the bytes of `data`.
    public init(_ data: Data) {
        self = data.withUnsafeBytes { WeekHourCounts(littleEndian: $0) }
    }

    /// 168 little-endian 32-bit counts, as `init(littleEndian:)` reads them.
    public var bytes: [UInt8] {
        [UInt8](unsafeUninitializedCapacity: WeekHour.count * 4) { buffer, initialized in
            for (index, count) in counts.enumerated() {
                let at = index * 4
                buffer[at] = UInt8(truncatingIfNeeded: count)
                buffer[at + 1] = UInt8(truncatingIfNeeded: count >> 8)
                buffer[at + 2] = UInt8(truncatingIfNeeded: count >> 16)
                buffer[at + 3] = UInt8(truncatingIfNeeded: count >> 24)
            }
            initialized = WeekHour.count * 4
        }
    }
}

extension WeekHourCounts: ExpressibleByDictionaryLiteral {
    /// `[WeekHour(day: 0, hour: 12): 2]`: the counts of the hours named, 0 elsewhere.
    public init(dictionaryLiteral elements: (WeekHour, Int)...) {
        self.init()
        for (hour, count) in elements { self[hour] += count }
    }
}

extension WeekHourCounts: CustomStringConvertible {
    /// The hours that have donations: "[Monday 12:00–12:59: 2, Tuesday 08:00–08:59: 1]".
    public var description: String {
        "[" + hourCounts.map { WeekHour(index: $0.hour).description + ": \($0.count)" }.joined(separator: ", ") + "]"
    }
}
