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
        let whole = Date(timeIntervalSince1970: Double(totalMillis - Int64(millis)) / 1000)
        var calendar = self.calendar
        if timeZone.secondsFromGMT(for: whole) % 60 != 0 { calendar.timeZone = TimeZone(secondsFromGMT: 0)! }
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: whole)
        var text = String(format: "%04d-%02d-%02dT%02d:%02d:%02d", c.year!, c.month!, c.day!, c.hour!, c.minute!, c.second!)
        if millis > 0 { text += String(format: ".%03d", millis) }
        return text + offset(for: whole, in: calendar.timeZone)
    }

    /// "2026-12-07 12:00" for tables.
    func short(_ date: Date) -> String {
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        return String(format: "%04d-%02d-%02d %02d:%02d", c.year!, c.month!, c.day!, c.hour!, c.minute!)
    }

    /// "Monday, December 7", as the lock screen shows the date.
    func weekdayAndDate(_ date: Date) -> String {
        let c = calendar.dateComponents([.weekday, .month, .day], from: date)
        let weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
        let months = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
                      "November", "December"]
        return "\(weekdays[(c.weekday ?? 1) - 1]), \(months[(c.month ?? 1) - 1]) \(c.day ?? 1)"
    }

    /// "12:10" for times within the day.
    func time(_ date: Date) -> String {
        let c = calendar.dateComponents([.hour, .minute], from: date)
        return String(format: "%02d:%02d", c.hour!, c.minute!)
    }

    private func offset(for date: Date, in zone: TimeZone) -> String {
        let seconds = zone.secondsFromGMT(for: date)
        if seconds == 0 { return "Z" }
        let sign = seconds < 0 ? "-" : "+"
        let minutes = abs(seconds) / 60
        return String(format: "%@%02d:%02d", sign, minutes / 60, minutes % 60)
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
            if i < scalars.count, scalars[i] == character { i += 1; return true }
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
                var fraction = 0.0, scale = 0.1
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
