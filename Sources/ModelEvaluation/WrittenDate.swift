import Dates
import SiriSystem

/// A date as spreadsheets and data sets write it rather than in ISO 8601: `12/1/2010 8:26`,
/// `21.07.2015`, `21-07-2015 18:05:11`, `3/14/2024 1:05 PM`, `2024/03/14 13:05`. Read by
/// `EvaluationHistories`, which turns it into ISO 8601 text for `DateCodec`.
///
/// A day and a month written before the year can be in either order; one date alone
/// tells which only when one of its first two numbers is above 12. The file decides
/// (`EvaluationHistories.DateOrder`). A year written first (`2024/03/14`) is always year, month,
/// day. A two-digit year after the day and month (`03/01/19`) is read as spreadsheets read it:
/// 00–29 in the 2000s, 30–99 in the 1900s (`twoDigitYear`).
struct WrittenDate: Equatable {
    /// The two numbers before the year, in the order written (or month and day after a year
    /// written first, `yearFirst`).
    var first: Int
    var second: Int
    var year: Int
    var yearFirst: Bool
    /// What separated the numbers: `/`, `.` or `-`.
    var separator: Character
    /// Whether the year was written in two digits (and `year` is the spreadsheets' reading of it).
    var twoDigitYear = false
    /// The time of day as ISO 8601 writes it (`08:26`, `13:05:09.250`), or nil for a day alone.
    var clock: String?

    /// Whether the numbers before the year can only be read one way: the day first when the
    /// first is above 12, the month first when the second is; nil when both could be either.
    var order: EvaluationHistories.DateOrder? {
        if yearFirst { return nil }
        if first > 12 { return .dayFirst }
        if second > 12 { return .monthFirst }
        return nil
    }

    /// The date in ISO 8601 (`2010-12-01T08:26`), reading the first two numbers in `order`;
    /// nil when they make no month (a month above 12, or 0).
    func iso(_ order: EvaluationHistories.DateOrder) -> String? {
        let (month, day) = yearFirst || order == .monthFirst ? (first, second) : (second, first)
        guard (1...12).contains(month), day >= 1 else { return nil }
        return "\(DateCodec.pad(year, 4))-\(DateCodec.pad(month, 2))-\(DateCodec.pad(day, 2))" + (clock.map { "T" + $0 } ?? "")
    }

    /// Reads `text`, or nil when it is not such a date. The time may follow after a space (or a
    /// `T`): `H:MM`, `H:MM:SS`, `H:MM:SS.fff`, with `AM` or `PM` after it for a 12-hour clock.
    static func parse(_ text: String) -> WrittenDate? {
        let scalars = Array(text.unicodeScalars)
        var i = 0
        func number(maxDigits: Int) -> (value: Int, digits: Int)? {
            var value = 0
            var digits = 0
            while i < scalars.count, digits < maxDigits, ("0"..."9").contains(scalars[i]) {
                value = value * 10 + Int(scalars[i].value - 0x30)
                digits += 1
                i += 1
            }
            return digits > 0 ? (value, digits) : nil
        }
        guard let a = number(maxDigits: 4), i < scalars.count else { return nil }
        let separator = Character(scalars[i])
        guard ["/", ".", "-"].contains(separator) else { return nil }
        i += 1
        guard let b = number(maxDigits: 2), i < scalars.count, Character(scalars[i]) == separator else { return nil }
        i += 1
        guard let c = number(maxDigits: 4) else { return nil }
        var date: WrittenDate
        if a.digits == 4 {
            // Year first: only `/` and `.` (a `-` with the year first is ISO 8601's, read before this).
            guard c.digits <= 2, separator != "-" else { return nil }
            date = WrittenDate(first: b.value, second: c.value, year: a.value, yearFirst: true, separator: separator)
        } else {
            guard a.digits <= 2, c.digits == 4 || c.digits == 2 else { return nil }
            let year = c.digits == 4 ? c.value : (c.value < 30 ? 2000 : 1900) + c.value
            date = WrittenDate(first: a.value, second: b.value, year: year, yearFirst: false, separator: separator, twoDigitYear: c.digits == 2)
        }
        guard i < scalars.count else { return date }
        // The time of day.
        guard scalars[i] == " " || scalars[i] == "T" else { return nil }
        while i < scalars.count, scalars[i] == " " || scalars[i] == "T" { i += 1 }
        guard var hour = number(maxDigits: 2)?.value, i < scalars.count, scalars[i] == ":" else { return nil }
        i += 1
        guard let minute = number(maxDigits: 2), minute.digits == 2 else { return nil }
        var seconds = ""
        if i < scalars.count, scalars[i] == ":" {
            i += 1
            guard let second = number(maxDigits: 2), second.digits == 2 else { return nil }
            seconds = ":" + DateCodec.pad(second.value, 2)
            if i < scalars.count, scalars[i] == "." {
                i += 1
                let start = i
                while i < scalars.count, ("0"..."9").contains(scalars[i]) { i += 1 }
                guard i > start else { return nil }
                seconds += "." + String(String.UnicodeScalarView(scalars[start..<i]))
            }
        }
        while i < scalars.count, scalars[i] == " " { i += 1 }
        if i < scalars.count {
            // A 12-hour clock: 12 AM is midnight, 12 PM noon.
            let rest = String(String.UnicodeScalarView(scalars[i...])).uppercased()
            guard (1...12).contains(hour), rest == "AM" || rest == "PM" || rest == "A.M." || rest == "P.M." else { return nil }
            hour = hour % 12 + (rest.hasPrefix("P") ? 12 : 0)
        }
        guard hour < 24, minute.value < 60 else { return nil }
        date.clock = DateCodec.pad(hour, 2) + ":" + DateCodec.pad(minute.value, 2) + seconds
        return date
    }
}
