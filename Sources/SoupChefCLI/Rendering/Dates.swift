import Foundation

/// ISO 8601 reading and writing in one time zone, without Foundation's locale-dependent formatters.
struct DateCodec {
    let timeZone: TimeZone
    let calendar: Calendar

    init(timeZone: TimeZone) {
        self.timeZone = timeZone
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        self.calendar = calendar
    }

    /// "2026-12-07T12:00:00Z", "2026-12-07T12:00:00+01:00", with ".250" only when there are milliseconds.
    ///
    /// The instant is rounded to the millisecond first, so that what is printed reads back as the
    /// same instant. A zone whose offset at that date is not a whole number of minutes (local mean
    /// time before a zone's standard time, such as Kathmandu's +05:41:16 before 1920) cannot be
    /// written in ISO 8601: such dates are written in UTC.
    func iso(_ date: Date) -> String {
        let totalMillis = Int64((date.timeIntervalSince1970 * 1000).rounded())
        let millis = Int(((totalMillis % 1000) + 1000) % 1000)
        let wholeSeconds = (totalMillis - Int64(millis)) / 1000
        let whole = Date(timeIntervalSince1970: Double(wholeSeconds))
        var offset = timeZone.secondsFromGMT(for: whole)
        if offset % 60 != 0 { offset = 0 }
        let f = wallClock(seconds: wholeSeconds, offset: offset)
        var text = "\(Self.pad(f.year, 4))-\(Self.pad(f.month))-\(Self.pad(f.day))T\(Self.pad(f.hour)):\(Self.pad(f.minute)):\(Self.pad(f.second))"
        if millis > 0 { text += "." + Self.pad(millis, 3) }
        return text + Self.offsetText(offset)
    }

    /// "2026-12-07 12:00" for tables.
    func short(_ date: Date) -> String {
        let f = fields(date)
        return "\(Self.pad(f.year, 4))-\(Self.pad(f.month))-\(Self.pad(f.day)) \(Self.pad(f.hour)):\(Self.pad(f.minute))"
    }

    /// The wall-clock fields of `date` in the codec's zone.
    private func fields(_ date: Date) -> WallClock {
        let seconds = Int64(date.timeIntervalSince1970.rounded(.down))
        return wallClock(seconds: seconds, offset: timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(seconds))))
    }

    /// 1582-10-15, the first day of the Gregorian calendar. Foundation's calendar (which `parse`
    /// uses) is Julian before it, so earlier dates are formatted by it too, to read back the same.
    private static let gregorianStart: Int64 = -12_219_292_800

    private func wallClock(seconds: Int64, offset: Int) -> WallClock {
        guard seconds < Self.gregorianStart else { return Self.wallClock(seconds: seconds, offset: offset) }
        var calendar = self.calendar
        calendar.timeZone = TimeZone(secondsFromGMT: offset) ?? timeZone
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: Date(timeIntervalSince1970: Double(seconds)))
        return WallClock(year: c.year ?? 0, month: c.month ?? 1, day: c.day ?? 1, hour: c.hour ?? 0, minute: c.minute ?? 0, second: c.second ?? 0)
    }

    struct WallClock: Equatable {
        var year, month, day, hour, minute, second: Int
    }

    /// Calendar fields by arithmetic on days since 1970 (the proleptic Gregorian calendar), which
    /// is what `Calendar` computes, at a small fraction of its cost: tables of a million rows
    /// format a million dates.
    static func wallClock(seconds: Int64, offset: Int) -> WallClock {
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

    static func pad(_ value: Int, _ width: Int = 2) -> String {
        let digits = String(abs(value))
        let padded = digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
        return value < 0 ? "-" + padded : padded
    }

    static func offsetText(_ seconds: Int) -> String {
        if seconds == 0 { return "Z" }
        let minutes = abs(seconds) / 60
        return (seconds < 0 ? "-" : "+") + pad(minutes / 60) + ":" + pad(minutes % 60)
    }

    /// "Monday, December 7", as the lock screen shows the date.
    func weekdayAndDate(_ date: Date) -> String {
        let c = calendar.dateComponents([.weekday, .month, .day], from: date)
        let weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
        let months = [
            "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
            "November", "December",
        ]
        return "\(weekdays[(c.weekday ?? 1) - 1]), \(months[(c.month ?? 1) - 1]) \(c.day ?? 1)"
    }

    /// "12:10" for times within the day.
    func time(_ date: Date) -> String {
        let f = fields(date)
        return Self.pad(f.hour) + ":" + Self.pad(f.minute)
    }

    /// Reads an ISO 8601 date and time: "2026-12-07T12:00", "2026-12-07 12:00:30.5+01:00",
    /// "2026-12-07" (midnight), "2026-12-07T12:00Z". Without a zone, the codec's zone applies.
    /// With `relativeTo`, a bare time "12:00" means that time on the same day.
    func parse(_ text: String, relativeTo reference: Date? = nil) -> Date? {
        let scalars = Array(text.trimmingCharacters(in: .whitespaces).unicodeScalars)
        var i = 0
        func number(_ digits: Int) -> Int? {
            guard i + digits <= scalars.count else { return nil }
            var value = 0
            for scalar in scalars[i..<i + digits] {
                guard let digit = Int(String(scalar)), ("0"..."9").contains(scalar) else { return nil }
                value = value * 10 + digit
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
        var components = DateComponents()
        components.timeZone = timeZone
        let timeOnly = scalars.count >= 3 && scalars.count <= 8 && (scalars.count > 2 && scalars[2] == ":")
        if timeOnly {
            guard let reference else { return nil }
            let day = calendar.dateComponents([.year, .month, .day], from: reference)
            components.year = day.year
            components.month = day.month
            components.day = day.day
        } else {
            guard let year = number(4), accept("-"), let month = number(2), accept("-"), let day = number(2) else { return nil }
            components.year = year
            components.month = month
            components.day = day
            guard (1...12).contains(month), (1...31).contains(day) else { return nil }
            if i == scalars.count {
                components.hour = 0
                components.minute = 0
                return validated(components)
            }
            guard accept("T") || accept("t") || accept(" ") else { return nil }
        }
        guard let hour = number(2), accept(":"), let minute = number(2) else { return nil }
        guard (0...23).contains(hour), (0...59).contains(minute) else { return nil }
        components.hour = hour
        components.minute = minute
        components.second = 0
        var nanoseconds = 0
        if accept(":") {
            guard let second = number(2), (0...59).contains(second) else { return nil }
            components.second = second
            if accept(".") || accept(",") {
                let start = i
                var fraction = 0.0
                var scale = 0.1
                while i < scalars.count, ("0"..."9").contains(scalars[i]) {
                    fraction += Double(Int(String(scalars[i]))!) * scale
                    scale /= 10
                    i += 1
                }
                guard i > start else { return nil }
                nanoseconds = Int((fraction * 1_000_000_000).rounded())
            }
        }
        if i < scalars.count {
            if accept("Z") || accept("z") {
                components.timeZone = TimeZone(secondsFromGMT: 0)
            } else if i < scalars.count, scalars[i] == "+" || scalars[i] == "-" {
                let negative = scalars[i] == "-"
                i += 1
                guard let hours = number(2) else { return nil }
                _ = accept(":")
                let minutes = i < scalars.count ? (number(2) ?? -1) : 0
                guard minutes >= 0, hours <= 14, minutes < 60 else { return nil }
                let offset = (hours * 3600 + minutes * 60) * (negative ? -1 : 1)
                components.timeZone = TimeZone(secondsFromGMT: offset)
            }
            guard i == scalars.count else { return nil }
        }
        components.nanosecond = nanoseconds
        return validated(components)
    }

    private func validated(_ components: DateComponents) -> Date? {
        var calendar = self.calendar
        calendar.timeZone = components.timeZone ?? timeZone
        guard let date = calendar.date(from: components) else { return nil }
        // Reject dates that rolled over (February 30th).
        let back = calendar.dateComponents([.year, .month, .day], from: date)
        guard back.year == components.year, back.month == components.month, back.day == components.day else { return nil }
        return date
    }
}
