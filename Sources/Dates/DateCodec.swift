#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// ISO 8601 reading and writing in one time zone, without Foundation's locale-dependent formatters.
public struct DateCodec: Sendable {
    public let timeZone: Zone
    /// A local time the clocks skip (02:30 as summer time starts): refused, or, for records
    /// written by another program (a history exported with its times on one clock), read as the
    /// clocks show it an hour on, 03:30 in the new offset, as Foundation's calendar reads it.
    public var readsSkippedTimesForward = false

    public init(timeZone: Zone) {
        self.timeZone = timeZone
    }

    /// "2026-12-07T12:00:00Z", "2026-12-07T12:00:00+01:00", with ".250" only when there are milliseconds.
    ///
    /// The instant is rounded to the millisecond first, so that what is printed reads back as the
    /// same instant. A zone whose offset at that date is not a whole number of minutes (local mean
    /// time before a zone's standard time, such as Kathmandu's +05:41:16 before 1920) cannot be
    /// written in ISO 8601: such dates are written in UTC.
    public func iso(_ date: Date) -> String {
        let totalMillis = Int64((date.timeIntervalSince1970 * 1000).rounded())
        let millis = Int(((totalMillis % 1000) + 1000) % 1000)
        let wholeSeconds = (totalMillis - Int64(millis)) / 1000
        var offset = timeZone.secondsFromGMT(atSecond: wholeSeconds)
        if offset % 60 != 0 { offset = 0 }
        let f = wallClock(seconds: wholeSeconds, offset: offset)
        var text = f.iso
        if millis > 0 { text += "." + Self.pad(millis, 3) }
        return text + Self.offsetText(offset)
    }

    /// "2026-12-07 12:00" for tables.
    public func short(_ date: Date) -> String {
        let f = fields(date)
        return "\(Self.year(f.year))-\(Self.pad(f.month))-\(Self.pad(f.day)) \(Self.pad(f.hour)):\(Self.pad(f.minute))"
    }

    /// The wall-clock fields of `date` in the codec's zone.
    private func fields(_ date: Date) -> WallClock {
        let seconds = Int64(date.timeIntervalSince1970.rounded(.down))
        return wallClock(seconds: seconds, offset: timeZone.secondsFromGMT(atSecond: seconds))
    }

    /// Dates are read and written in the proleptic Gregorian calendar, as ISO 8601 says, at every
    /// date: Foundation's calendar switches to the Julian calendar before 1582-10-15, which would
    /// refuse 1582-10-10 and put 1500-03-01 on a Sunday.
    private func wallClock(seconds: Int64, offset: Int) -> WallClock {
        Self.wallClock(seconds: seconds, offset: offset)
    }

    public struct WallClock: Equatable {
        public var year, month, day, hour, minute, second: Int

        /// "2026-12-07T12:00:05": the wall-clock time to the second, no offset (read back on the
        /// same wall clock, as `TZ` says).
        public var iso: String {
            "\(DateCodec.year(year))-\(DateCodec.pad(month))-\(DateCodec.pad(day))"
                + "T\(DateCodec.pad(hour)):\(DateCodec.pad(minute)):\(DateCodec.pad(second))"
        }
    }

    /// Calendar fields by arithmetic on days since 1970 (the proleptic Gregorian calendar), which
    /// is what `Calendar` computes, at a small fraction of its cost: tables of a million rows
    /// format a million dates.
    public static func wallClock(seconds: Int64, offset: Int) -> WallClock {
        let local = seconds + Int64(offset)
        let days = local >= 0 ? local / 86_400 : (local - 86_399) / 86_400
        let secondOfDay = Int(local - days * 86_400)
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = Int(dayOfYear - (153 * monthIndex + 2) / 5 + 1)
        let month = Int(monthIndex < 10 ? monthIndex + 3 : monthIndex - 9)
        let year = Int(yearOfEra + era * 400) + (month <= 2 ? 1 : 0)
        return WallClock(
            year: year, month: month, day: day, hour: secondOfDay / 3600, minute: secondOfDay / 60 % 60,
            second: secondOfDay % 60)
    }

    public static func pad(_ value: Int, _ width: Int = 2) -> String {
        let digits = String(abs(value))
        let padded = digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
        return value < 0 ? "-" + padded : padded
    }

    public static func offsetText(_ seconds: Int) -> String {
        if seconds == 0 { return "Z" }
        let minutes = abs(seconds) / 60
        return (seconds < 0 ? "-" : "+") + pad(minutes / 60) + ":" + pad(minutes % 60)
    }

    /// A year as ISO 8601 writes it: four digits from 0000 to 9999, and beyond them the expanded
    /// form with its sign ("+10000", "-0044"), which `parse` reads back.
    public static func year(_ value: Int) -> String {
        value > 9999 ? "+" + String(value) : pad(value, 4)
    }

    /// Days from 1970-01-01 to a date of the proleptic Gregorian calendar.
    public static func days(year: Int64, month: Int, day: Int) -> Int64 {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = Int64((153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1)
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    public static func daysIn(month: Int, year: Int64) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// "Monday, December 7", as the lock screen shows the date.
    public func weekdayAndDate(_ date: Date) -> String {
        let f = fields(date)
        let weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
        let months = [
            "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
            "November", "December",
        ]
        // 1970-01-01 was a Thursday.
        let days = Self.days(year: Int64(f.year), month: f.month, day: f.day)
        let weekday = Int(((days + 4) % 7 + 7) % 7)
        return "\(weekdays[weekday]), \(months[f.month - 1]) \(f.day)"
    }

    /// "12:10" for times within the day.
    public func time(_ date: Date) -> String {
        let f = fields(date)
        return Self.pad(f.hour) + ":" + Self.pad(f.minute)
    }

    /// Why a date could not be read.
    /// The months' English names, as messages name them.
    static let monthNames = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December",
    ]

    public enum ReadError: Error, Equatable {
        /// Not an ISO 8601 date and time soupchef reads.
        case notISO8601
        /// A local time that the zone skips (clocks go forward over it).
        case skipped(zone: String, before: Int, after: Int)
        /// Written as a date, but a day its month does not have (`2026-02-30`).
        case noSuchDay(year: Int64, month: Int, days: Int)
        /// An offset from UTC beyond the ±14 hours any clock keeps.
        case offsetOutOfRange

        /// Whether the date is a day its month does not have.
        public var isNoSuchDay: Bool {
            if case .noSuchDay = self { return true }
            return false
        }

        /// The sentence that follows the date in a message.
        public var reason: String {
            switch self {
            case .notISO8601: "is not an ISO 8601 date and time"
            case .noSuchDay(let year, let month, let days):
                "is no date: \(DateCodec.monthNames[month - 1]) \(year) has \(days) days"
            case .offsetOutOfRange: "has an offset from UTC beyond ±14:00, which no clock keeps"
            case .skipped(let zone, let before, let after):
                "does not exist in \(zone): the clocks skip that hour (from UTC\(before == 0 ? "" : DateCodec.offsetText(before)) to "
                    + "UTC\(after == 0 ? "" : DateCodec.offsetText(after))); give a time outside the gap, or one with "
                    + "its UTC offset"
            }
        }
    }

    /// Reads an ISO 8601 date and time, or nil; see `read`.
    public func parse(_ text: String, relativeTo reference: Date? = nil) -> Date? {
        try? read(text, relativeTo: reference)
    }

    /// A time of day as a person types it, as `read(_:relativeTo:)` takes it: a one-digit hour
    /// ("9:05") is that hour's "09:05"; anything else is unchanged. Both `--at` and a scenario's
    /// line read their times of day so.
    public static func withTwoDigitHour(_ text: String) -> String {
        let bytes = Array(text.utf8)
        return bytes.count >= 4 && (0x30...0x39).contains(bytes[0]) && bytes[1] == UInt8(ascii: ":") ? "0" + text : text
    }

    /// Reads an ISO 8601 date and time: "2026-12-07T12:00", "2026-12-07 12:00:30.5+01:00",
    /// "2026-12-07" (midnight), "2026-12-07T12:00Z", "+10000-01-01T00:00Z" (a year beyond 9999 in
    /// ISO 8601's expanded form). Without a zone, the codec's zone applies: a local time the zone
    /// skips is refused, and a local time it passes twice (when clocks go back) is the first of
    /// the two. With `relativeTo`, a bare time "12:00" means that time on the same day.
    public func read(_ text: String, relativeTo reference: Date? = nil) throws(ReadError) -> Date {
        let scalars = Self.trimmingSpaces(text)
        var i = 0
        func number(_ digits: Int) -> Int? {
            guard i + digits <= scalars.count else { return nil }
            var value = 0
            for scalar in scalars[i..<i + digits] {
                guard ("0"..."9").contains(scalar) else { return nil }
                value = value * 10 + Int(scalar.value - 48)
            }
            i += digits
            return value
        }
        func accept(_ character: Unicode.Scalar) -> Bool {
            if i < scalars.count, scalars[i] == character {
                i += 1
                return true
            }
            return false
        }
        let year: Int64
        let month: Int
        let day: Int
        // "12:00", "12:00:30.5", "12:00Z", "12:00+01:00": a time of day, with or without its offset.
        let timeOnly = scalars.count >= 3 && scalars[2] == ":"
        if timeOnly {
            guard let reference else { throw .notISO8601 }
            let f = fields(reference)
            (year, month, day) = (Int64(f.year), f.month, f.day)
        } else {
            var sign: Int64 = 1
            var yearDigits = 4
            if i < scalars.count, scalars[i] == "+" || scalars[i] == "-" {
                // The expanded form: a sign and five or six digits (four are allowed too).
                sign = scalars[i] == "-" ? -1 : 1
                i += 1
                var end = i
                while end < scalars.count, ("0"..."9").contains(scalars[end]) { end += 1 }
                yearDigits = end - i
                guard (4...6).contains(yearDigits) else { throw .notISO8601 }
            }
            guard let y = number(yearDigits), accept("-"), let m = number(2), accept("-"), let d = number(2) else {
                throw .notISO8601
            }
            (year, month, day) = (sign * Int64(y), m, d)
            guard (1...12).contains(month), day >= 1 else { throw .notISO8601 }
            guard day <= Self.daysIn(month: month, year: year) else {
                // Written right, but no day of that month: said so, not that it is no date form.
                throw day <= 31 ? .noSuchDay(year: year, month: month, days: Self.daysIn(month: month, year: year)) : .notISO8601
            }
            if i == scalars.count { return try instant(year: year, month: month, day: day, seconds: 0, nanoseconds: 0, offset: nil) }
            guard accept("T") || accept("t") || accept(" ") else { throw .notISO8601 }
        }
        guard let hour = number(2), accept(":"), let minute = number(2) else { throw .notISO8601 }
        guard (0...23).contains(hour), (0...59).contains(minute) else { throw .notISO8601 }
        var second = 0
        var nanoseconds = 0
        if accept(":") {
            guard let s = number(2), (0...59).contains(s) else { throw .notISO8601 }
            second = s
            if accept(".") || accept(",") {
                let start = i
                var fraction = 0.0
                var scale = 0.1
                while i < scalars.count, ("0"..."9").contains(scalars[i]) {
                    fraction += Double(scalars[i].value - 48) * scale
                    scale /= 10
                    i += 1
                }
                guard i > start else { throw .notISO8601 }
                nanoseconds = Int((fraction * 1_000_000_000).rounded())
            }
        }
        var offset: Int?
        if i < scalars.count {
            if accept("Z") || accept("z") {
                offset = 0
            } else if scalars[i] == "+" || scalars[i] == "-" {
                let negative = scalars[i] == "-"
                i += 1
                guard let hours = number(2) else { throw .notISO8601 }
                _ = accept(":")
                let minutes = i < scalars.count ? (number(2) ?? -1) : 0
                guard minutes >= 0, minutes < 60 else { throw .notISO8601 }
                guard hours * 60 + minutes <= 14 * 60 else { throw .offsetOutOfRange }
                offset = (hours * 3600 + minutes * 60) * (negative ? -1 : 1)
            }
            guard i == scalars.count else { throw .notISO8601 }
        }
        return try instant(
            year: year, month: month, day: day, seconds: hour * 3600 + minute * 60 + second, nanoseconds: nanoseconds,
            offset: offset)
    }

    /// The instant of a wall-clock time, at a given offset or in the codec's zone.
    private func instant(
        year: Int64, month: Int, day: Int, seconds: Int, nanoseconds: Int, offset: Int?
    ) throws(ReadError) -> Date {
        let (days, overflow) = Self.days(year: year, month: month, day: day).multipliedReportingOverflow(by: 86_400)
        guard !overflow else { throw .notISO8601 }
        let local = days + Int64(seconds)
        let fraction = Double(nanoseconds) / 1_000_000_000
        if let offset { return Date(timeIntervalSince1970: Double(local - Int64(offset)) + fraction) }
        // None valid is a gap; two are a repeated hour.
        let (candidates, before, after) = timeZone.instants(local: local)
        guard let first = candidates.min() else {
            // Read on the offset before the gap: the instant the clocks then show that much later.
            if readsSkippedTimesForward { return Date(timeIntervalSince1970: Double(local - Int64(before)) + fraction) }
            throw .skipped(zone: timeZone.identifier, before: before, after: after)
        }
        return Date(timeIntervalSince1970: Double(first) + fraction)
    }

    /// The text's scalars without the spaces and tabs around them.
    static func trimmingSpaces(_ text: String) -> [Unicode.Scalar] {
        func space(_ s: Unicode.Scalar) -> Bool { s == "\t" || s.properties.generalCategory == .spaceSeparator }
        let scalars = Array(text.unicodeScalars)
        guard let first = scalars.firstIndex(where: { !space($0) }), let last = scalars.lastIndex(where: { !space($0) }) else {
            return []
        }
        return Array(scalars[first...last])
    }
}
