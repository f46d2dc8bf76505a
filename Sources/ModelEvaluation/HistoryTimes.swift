import Dates
import SiriSystem

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// How the dates and times of a histories file are written: Unix time, a zone after a space, and
/// a day and a time kept in two columns.
extension EvaluationHistories {
    /// A date given as Unix time, as logs and many data sets keep it: seconds since 1970-01-01
    /// UTC in 9 or 10 digits (March 1973 to November 2286), milliseconds in 12 or 13, with an
    /// optional fraction. An instant, whatever `TZ`. Other runs of digits are no Unix time
    /// (`20261207` is left to the ISO reading: a day in its basic format, `isoBasic`).
    static func unixTime(_ text: String) -> Date? {
        // One pass over the bytes, as every record's date comes through here: digits, then at
        // most one point followed by at least one digit.
        var whole = 0
        var fraction: Int?
        for byte in text.utf8 {
            if (0x30...0x39).contains(byte) {
                if fraction == nil { whole += 1 } else { fraction! += 1 }
            } else if byte == 0x2E, fraction == nil {
                fraction = 0
            } else {
                return nil
            }
        }
        guard fraction != 0, let value = Double(text) else { return nil }
        switch whole {
        case 9, 10: return Date(timeIntervalSince1970: value)
        case 12, 13: return Date(timeIntervalSince1970: value / 1000)
        default: return nil
        }
    }

    /// Unix time in microseconds, 16 digits (September 2001 to November 2286), as Google
    /// Takeout's browser history writes its `time_usec`. Read only in a column taken as the date:
    /// a card's number has as many digits, and is never taken for a date by what it holds.
    static func unixMicroseconds(_ text: String) -> Date? {
        let digits = text.utf8
        guard digits.count == 16, digits.allSatisfy({ (0x30...0x39).contains($0) }), let value = Int64(text) else { return nil }
        return Date(timeIntervalSince1970: Double(value / 1_000_000) + Double(value % 1_000_000) / 1_000_000)
    }

    /// The offsets of the zones Peloton names in parentheses by their abbreviation: North
    /// America's, standard and daylight time, and UTC's. Others (`IST`) name several zones.
    static let parenthesizedZones = [
        "UTC": "+0000", "GMT": "+0000", "EST": "-0500", "EDT": "-0400", "CST": "-0600", "CDT": "-0500", "MST": "-0700",
        "MDT": "-0600", "PST": "-0800", "PDT": "-0700", "AKST": "-0900", "AKDT": "-0800", "HST": "-1000",
    ]

    /// A date and time whose zone follows after a space, as databases and R write it
    /// (`2022-01-01 08:26:00 UTC`, `… GMT`, `… +02:00`), in ISO 8601's form (`…Z`, `…+02:00`);
    /// any other text as it is. An offset followed by its zone's abbreviation, as Go writes a time
    /// (`2019-11-29 23:43:59 +0000 UTC`, `… -0500 EST`, Uber's exports), is the offset's.
    static func zoneWrittenApart(_ text: String) -> String {
        guard let space = text.lastIndex(of: " "), text[..<space].contains(":") else { return text }
        // A zone in parentheses, as Peloton's workout history writes each time: North America's
        // by its abbreviation (`2020-04-07 16:39 (PST)`), another by its offset (`(-07)`, `(+0530)`).
        if text.hasSuffix(")"), text[text.index(after: space)...].hasPrefix("(") {
            let inner = String(text[text.index(space, offsetBy: 2)..<text.index(before: text.endIndex)])
            let digits = inner.dropFirst().filter { $0 != ":" }
            let offset =
                parenthesizedZones[inner]
                ?? ((inner.first == "+" || inner.first == "-") && [2, 4].contains(digits.count) && digits.allSatisfy { $0.isASCII && $0.isNumber }
                    && inner.count == 1 + digits.count + (inner.contains(":") ? 1 : 0)
                    ? String(inner.prefix(1) + digits + (digits.count == 2 ? "00" : "")) : nil)
            if let offset { return zoneWrittenApart(text[..<space] + " " + offset) }
        }
        let zone = text[text.index(after: space)...]
        if (2...5).contains(zone.count), zone.allSatisfy({ $0.isASCII && $0.isUppercase }) {
            let offset = zoneWrittenApart(String(text[..<space]))
            if offset != String(text[..<space]), offset.last != "Z" { return offset }
        }
        if zone == "UTC" || zone == "GMT" { return String(text[..<space]) + "Z" }
        let digits = zone.dropFirst().filter { $0 != ":" }
        let isOffset =
            (zone.first == "+" || zone.first == "-") && digits.count == 4 && digits.allSatisfy(\.isASCII) && digits.allSatisfy(\.isNumber)
            && (zone.count == 5 || (zone.count == 6 && zone[zone.index(zone.startIndex, offsetBy: 3)] == ":"))
        return isOffset ? String(text[..<space] + zone) : text
    }

    /// The day a day number names, as ISO 8601 writes it: day 1 is Monday, 1 January 2001, day 0
    /// the Sunday before, and so on (data sets that number their days, as the Complete Journey's
    /// `DAY` does, 1 to 711, keep their calendar to themselves: only the days between two orders
    /// and the time of day are the data's own, the day of the week is this reading's). Nil for
    /// anything but one to five digits.
    static func dayNumber(_ text: String) -> String? {
        let digits = text.utf8
        guard (1...5).contains(digits.count), digits.allSatisfy({ (0x30...0x39).contains($0) }), let number = Int(text) else { return nil }
        let day = DateCodec.wallClock(seconds: (DateCodec.days(year: 2000, month: 12, day: 31) + Int64(number)) * 86_400, offset: 0)
        return "\(DateCodec.year(day.year))-\(DateCodec.pad(day.month))-\(DateCodec.pad(day.day))"
    }

    /// A day and a time from two columns as one date text. The time column may hold a time of day
    /// (`8:15`, `08:15:00.5`, `8:15:00 AM`), a whole date and time (some exports name it so: it
    /// is the date), or a time on a placeholder day (Access, ODBC and SQL Server write a time alone
    /// as `12/30/1899 8:15:00 AM` or `1900-01-01 08:15:00`): its time only. The day may hold a
    /// midnight of its own (a datetime column written at `00:00:00`), which the time replaces; a
    /// day with another time keeps it.
    static func joined(day: String, clock written: String) -> String {
        var clock = written.trimmingWhitespace()
        if let (datePart, timePart) = splitDateTime(clock) {
            guard placeholderDays.contains(datePart) else { return clock }
            clock = timePart
        }
        guard let time = twentyFourHour(clock) ?? hoursAndMinutes(clock) else { return day + " " + clock }
        var dayPart = day.trimmingWhitespace()
        // A day in ISO 8601's basic format (`20060413`) is written out, to take a time after it.
        if dayPart.utf8.count == 8, let basic = isoBasic(dayPart) { dayPart = basic }
        if let (datePart, timePart) = splitDateTime(dayPart) {
            guard let own = twentyFourHour(timePart), own.allSatisfy({ $0 == "0" || $0 == ":" || $0 == "." }) else { return day }
            dayPart = datePart
        }
        let iso = dayPart.count >= 10 && dayPart.prefix(4).allSatisfy(\.isNumber) && dayPart.dropFirst(4).first == "-"
        return dayPart + (iso ? "T" : " ") + time
    }

    /// An hour of the day written alone, a whole number from 0 to 23 of one or two digits
    /// (`SHOP_HOUR`'s `20`), as the start of that hour (`20:00:00`); nil for anything else. Read
    /// only in a column named as an hour (`HeaderNames.hour`) beside a day.
    static func hourAlone(_ text: String) -> String? {
        let digits = text.trimmingWhitespace()
        guard (1...2).contains(digits.utf8.count), digits.utf8.allSatisfy({ (0x30...0x39).contains($0) }), let hour = Int(digits), hour < 24
        else { return nil }
        return "\(DateCodec.pad(hour)):00:00"
    }

    /// A time of day written as a number of three or four digits, hours times 100 plus minutes,
    /// as registers and the Complete Journey's `TRANS_TIME` write it: `1631` is `16:31:00`,
    /// `0040` `00:40:00`, `905` `09:05:00`; nil for anything else (`2460`, `16:31`, and one or
    /// two digits, which may as well be an hour alone: `8` is refused rather than read as 00:08).
    /// Read only beside a day, never as a date of its own.
    static func hoursAndMinutes(_ text: String) -> String? {
        let digits = text.utf8
        guard (3...4).contains(digits.count), digits.allSatisfy({ (0x30...0x39).contains($0) }), let value = Int(text) else { return nil }
        let (hour, minute) = (value / 100, value % 100)
        guard hour < 24, minute < 60 else { return nil }
        return "\(DateCodec.pad(hour)):\(DateCodec.pad(minute)):00"
    }

    /// A date written year first with `-` as ISO 8601 almost writes it, but not quite, as R, Excel
    /// in some locales and hand-made tables write it: a month or a day of one digit (`2012-4-3
    /// 18:00`), an hour of one digit (`2012-04-03 6:00`), a 12-hour clock (`2012-04-03 6:00 PM`),
    /// an hour without its minutes (`2014-12-06 02`). ISO 8601 text for it, or nil when it is no
    /// such date (a day that is not in its month, anything after the time).
    static func isoLoosely(_ text: String) -> String? {
        // Year first: four digits and a `-`, or it is no such date (and costs nothing more).
        let head = Array(text.utf8.prefix(5))
        guard head.count == 5, head[4] == 0x2D, head[0..<4].allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
        let trimmed = text.trimmingWhitespace()
        let cut = trimmed.firstIndex(where: { $0 == " " || $0 == "T" })
        let day = cut.map { trimmed[..<$0] } ?? Substring(trimmed)
        let parts = day.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, (1...2).contains(parts[1].count), (1...2).contains(parts[2].count),
            parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }), let year = Int(parts[0]), let month = Int(parts[1]),
            let dayOfMonth = Int(parts[2]), (1...12).contains(month),
            (1...DateCodec.daysIn(month: month, year: Int64(year))).contains(dayOfMonth)
        else { return nil }
        let iso = "\(parts[0])-\(DateCodec.pad(month, 2))-\(DateCodec.pad(dayOfMonth, 2))"
        guard let cut else { return iso }
        let time = String(trimmed[trimmed.index(after: cut)...])
        // The hour alone, ISO 8601's reduced form (`2014-12-06T02`), as Tianchi's mobile data
        // write every time (`2014-12-06 02`): that hour's start.
        if (1...2).contains(time.utf8.count), time.utf8.allSatisfy({ (0x30...0x39).contains($0) }), let hour = Int(time), hour < 24 {
            return iso + "T" + DateCodec.pad(hour) + ":00:00"
        }
        guard let clock = twentyFourHour(time) else { return nil }
        return iso + "T" + clock
    }

    /// A date in ISO 8601's basic format, as data warehouses key their days (AdventureWorks'
    /// `OrderDateKey`, `20210101`): `YYYYMMDD`, or with its time `YYYYMMDDTHHMM[SS]` or
    /// `YYYYMMDDHHMMSS`, a year from 1900 to 2100 and a day in its month. ISO 8601 text for it,
    /// or nil. Read only in a column taken as the date: an id of eight digits looks the same.
    static func isoBasic(_ text: String) -> String? {
        let bytes = Array(text.utf8)
        guard bytes.count >= 8, bytes[0..<8].allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
        func number(_ range: Range<Int>) -> Int { bytes[range].reduce(0) { $0 * 10 + Int($1 - 0x30) } }
        let (year, month, day) = (number(0..<4), number(4..<6), number(6..<8))
        guard (1900...2100).contains(year), (1...12).contains(month), (1...DateCodec.daysIn(month: month, year: Int64(year))).contains(day)
        else { return nil }
        let iso = "\(DateCodec.pad(year, 4))-\(DateCodec.pad(month, 2))-\(DateCodec.pad(day, 2))"
        var rest = bytes[8...]
        if rest.isEmpty { return iso }
        if rest.first == UInt8(ascii: "T") { rest = rest.dropFirst() }
        guard [4, 6].contains(rest.count), rest.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
        let start = rest.startIndex
        let hour = number(start..<(start + 2))
        let minute = number((start + 2)..<(start + 4))
        let second = rest.count == 6 ? number((start + 4)..<(start + 6)) : 0
        guard hour < 24, minute < 60, second < 60 else { return nil }
        return iso + "T" + DateCodec.pad(hour, 2) + ":" + DateCodec.pad(minute, 2) + ":" + DateCodec.pad(second, 2)
    }

    /// The days data tools put before a time that has none: Access and Excel's day 0, SQL
    /// Server's and pandas' 1900-01-01, Unix time's 1970-01-01.
    static let placeholderDays: Set<String> = [
        "1899-12-30", "12/30/1899", "30/12/1899", "30.12.1899", "1900-01-01", "1/1/1900", "01/01/1900", "1.1.1900", "01.01.1900",
        "1970-01-01", "1/1/1970", "01/01/1970",
    ]

    /// A date written with its time, split at the space or the `T` between them; nil for text
    /// with no time after a date.
    static func splitDateTime(_ text: String) -> (date: String, time: String)? {
        guard let first = text.first, first.isNumber, let cut = text.firstIndex(where: { $0 == " " || $0 == "T" }) else { return nil }
        let date = String(text[..<cut])
        let time = text[text.index(after: cut)...].trimmingWhitespace()
        guard date.contains(where: { $0 == "-" || $0 == "/" || $0 == "." }), time.contains(":") else { return nil }
        return (date, time)
    }

    /// A time of day as `HH:MM:SS` on the 24-hour clock (a fraction kept): `8:15` is `08:15:00`,
    /// `8:15:00 PM` is `20:15:00`, `12:05 AM` is `00:05:00`; nil for anything else.
    static func twentyFourHour(_ text: String) -> String? {
        var rest = Substring(text.trimmingWhitespace())
        var meridiem: Bool?  // true: PM
        for (suffix, pm) in [("AM", false), ("PM", true), ("A.M.", false), ("P.M.", true)] where rest.uppercased().hasSuffix(suffix) {
            meridiem = pm
            rest = rest.dropLast(suffix.count)
            while rest.last == " " { rest = rest.dropLast() }
            break
        }
        // Dots between the hours, minutes and seconds where a 12-hour mark follows (`11.38.36 AM`,
        // as some locales and Maven's restaurant orders write a time): a time as surely as with
        // colons. Without the mark, `11.38` is as likely a number.
        let dotted = meridiem != nil && !rest.contains(":") && rest.contains(".")
        let parts = rest.split(separator: dotted ? "." : ":", omittingEmptySubsequences: false)
        guard (2...3).contains(parts.count), let hour = Int(parts[0]), parts[0].count <= 2, parts[1].count == 2, let minute = Int(parts[1]),
            minute < 60
        else { return nil }
        var seconds = "00"
        if parts.count == 3 {
            let whole = parts[2].split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
            guard whole[0].count == 2, let second = Int(whole[0]), second < 60, whole.count == 1 || whole[1].allSatisfy(\.isNumber) else {
                return nil
            }
            seconds = String(parts[2])
        }
        var hour24 = hour
        if let pm = meridiem {
            guard (1...12).contains(hour) else { return nil }
            hour24 = hour % 12 + (pm ? 12 : 0)
        }
        guard hour24 < 24 else { return nil }
        return (hour24 < 10 ? "0" : "") + "\(hour24):" + String(parts[1]) + ":" + seconds
    }
}
