#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The Gregorian calendar's questions about a zone's wall clock, answered by arithmetic on days
/// since 1970 (the proleptic Gregorian calendar) and the zone's offsets — what soupchef asked
/// Foundation's `Calendar` before, with its answers where a zone skips or repeats local times:
/// a skipped time moves forward by the gap (02:30 on the night clocks go forward is 03:30), a
/// repeated one is the first of the two.
extension Zone {
    /// The wall-clock fields of `date` in this zone.
    public func wallClock(_ date: Date) -> DateCodec.WallClock {
        let seconds = Int64(date.timeIntervalSince1970.rounded(.down))
        return DateCodec.wallClock(seconds: seconds, offset: secondsFromGMT(atSecond: seconds))
    }

    /// The instant a local time names (seconds since 1970 as if local time were UTC).
    public func instant(local: Int64) -> Int64 {
        let (candidates, before, _) = instants(local: local)
        return candidates.min() ?? local - Int64(before)
    }

    /// The instants at which the zone's clock reads `local`: none in a gap, two in a repeated hour;
    /// with the offsets in force a day before and a day after.
    func instants(local: Int64) -> (candidates: [Int64], before: Int, after: Int) {
        let before = secondsFromGMT(atSecond: local - 86_400)
        let after = secondsFromGMT(atSecond: local + 86_400)
        var candidates: [Int64] = []
        for offset in [before, after, secondsFromGMT(atSecond: local)] {
            let instant = local - Int64(offset)
            if local - Int64(secondsFromGMT(atSecond: instant)) == instant, !candidates.contains(instant) {
                candidates.append(instant)
            }
        }
        return (candidates, before, after)
    }

    /// The instant of a local date and time in this zone.
    public func date(year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0, second: Int = 0) -> Date {
        let days = DateCodec.days(year: Int64(year), month: month, day: day)
        let local = days * 86_400 + Int64(hour * 3600 + minute * 60 + second)
        return Date(timeIntervalSince1970: Double(instant(local: local)))
    }

    /// The first instant of the local day `date` falls in.
    public func startOfDay(for date: Date) -> Date {
        let (days, _) = localDay(date)
        return Date(timeIntervalSince1970: Double(instant(local: days * 86_400)))
    }

    /// The same local time `count` days later (earlier when negative).
    public func date(byAddingDays count: Int, to date: Date) -> Date {
        let (days, secondOfDay) = localDay(date)
        let fraction = date.timeIntervalSince1970 - date.timeIntervalSince1970.rounded(.down)
        let local = (days + Int64(count)) * 86_400 + secondOfDay
        return Date(timeIntervalSince1970: Double(instant(local: local)) + fraction)
    }

    /// `hour`:00:00 on the local day `date` falls in.
    public func date(settingHour hour: Int, of date: Date) -> Date {
        let (days, _) = localDay(date)
        return Date(timeIntervalSince1970: Double(instant(local: days * 86_400 + Int64(hour) * 3600)))
    }

    /// The local day (days since 1970-01-01) and second of the day of `date`.
    private func localDay(_ date: Date) -> (days: Int64, secondOfDay: Int64) {
        let seconds = Int64(date.timeIntervalSince1970.rounded(.down))
        let local = seconds + Int64(secondsFromGMT(atSecond: seconds))
        let days = local >= 0 ? local / 86_400 : (local - 86_399) / 86_400
        return (days, local - days * 86_400)
    }
}

extension DateCodec.WallClock {
    /// The day of the week as Foundation's calendar numbers it: 1 for Sunday … 7 for Saturday.
    public var weekday: Int {
        // 1970-01-01 was a Thursday.
        let days = DateCodec.days(year: Int64(year), month: month, day: day)
        return Int(((days + 4) % 7 + 7) % 7) + 1
    }
}
