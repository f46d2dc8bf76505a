import Dates
import SiriSystem

/// A date whose month is written in English words, as logs, mail and many exports write it:
/// Twitter's and the Foursquare check-ins' `Tue Apr 03 18:00:09 +0000 2012`, C's `asctime`
/// `Tue Apr  3 18:00:09 2012`, mail's `Tue, 03 Apr 2012 18:00:09 GMT`, databases' `03-APR-12`,
/// `3 April 2012`, `April 3, 2012 at 6:00 PM`, `Apr 3rd 2012`, `2012-Apr-03`. Read by
/// `EvaluationHistories` into ISO 8601 text for `DateCodec`.
///
/// The words are the month (its name or its first three letters, `Sept` too, in any case, a
/// point after an abbreviation allowed), and words that say nothing of the day: a weekday, `at`,
/// `of`, `the`. A date has a year: `Apr 3` alone is none. With the year in four digits the other
/// number is the day, in any order; with two numbers of two digits (`03-APR-12`) the day comes
/// first and the year, read as spreadsheets read two digits (00–29 in the 2000s, 30–99 in the
/// 1900s), after it. A time of day (`18:00`, `6:00:09.5`, with `AM` or `PM`) and a zone (`+0000`,
/// `-05:00`, `UTC`, `GMT`, `Z`) may be anywhere among the words.
enum MonthNameDate {
    /// `text` as ISO 8601 (`2012-04-03T18:00:09+00:00`, `2012-04-03` for a day alone), or nil when
    /// it is not such a date.
    static func iso(_ text: String) -> String? {
        // Most dates that come here are written with numbers alone (`12/1/2010 8:26`): no month.
        guard text.utf8.contains(where: { (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }) else { return nil }
        var month: Int?
        var numbers: [(value: Int, digits: Int, ordinal: Bool)] = []
        var clock: Substring?
        var meridiem: Bool?  // true: PM
        var zone: String?
        for token in tokens(text) {
            let lower = token.lowercased()
            if let named = monthNumber(lower) {
                guard month == nil else { return nil }
                month = named
            } else if ignoredWords.contains(lower) {
                continue
            } else if let pm = meridiemWord(lower) {
                guard meridiem == nil else { return nil }
                meridiem = pm
            } else if lower == "utc" || lower == "gmt" || lower == "z" {
                guard zone == nil else { return nil }
                zone = "Z"
            } else if let offset = offset(token) {
                guard zone == nil else { return nil }
                zone = offset
            } else if token.contains(":") {
                // A time, perhaps with its AM or PM written against it (`6:00PM`): read below.
                guard clock == nil else { return nil }
                clock = Substring(lower)
            } else if let number = number(lower) {
                numbers.append(number)
            } else {
                return nil
            }
        }
        guard let month else { return nil }
        // The year and the day.
        let year: Int
        let day: Int
        switch numbers.count {
        case 2:
            if let yearIndex = numbers.firstIndex(where: { $0.digits == 4 && !$0.ordinal }) {
                let other = numbers[1 - yearIndex]
                guard other.digits <= 2 else { return nil }
                (year, day) = (numbers[yearIndex].value, other.value)
            } else {
                let (first, second) = (numbers[0], numbers[1])
                guard first.digits <= 2, second.digits == 2, !second.ordinal else { return nil }
                (year, day) = ((second.value < 30 ? 2000 : 1900) + second.value, first.value)
            }
        default:
            return nil
        }
        guard (1...DateCodec.daysIn(month: month, year: Int64(year))).contains(day) else { return nil }
        var iso = "\(DateCodec.pad(year, 4))-\(DateCodec.pad(month, 2))-\(DateCodec.pad(day, 2))"
        if let clock {
            // The time as every histories date's time is read (`EvaluationHistories.twentyFourHour`).
            let written = clock + (meridiem.map { $0 ? " PM" : " AM" } ?? "")
            guard let time = EvaluationHistories.twentyFourHour(String(written)), meridiem == nil || !clock.hasSuffix("m") else { return nil }
            iso += "T" + time
        } else if meridiem != nil {
            return nil
        }
        if let zone {
            // A zone says which instant a time is; a day alone is its midnight on the wall clock.
            guard clock != nil else { return nil }
            iso += zone
        }
        return iso
    }

    /// The words and numbers of `text`: split at spaces and commas, and a word holding letters at
    /// `-`, `/` and `.` too (`03-Apr-2012`, `3.Apr.2012`); a zone such as `-05:00` stays whole.
    private static func tokens(_ text: String) -> [Substring] {
        var out: [Substring] = []
        for word in text.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" }) {
            if word.contains(where: \.isLetter), word.contains(where: { $0 == "-" || $0 == "/" }) || word.dropLast().contains(".") {
                // Not the points of `a.m.`, nor a point ending an abbreviation (`Apr.`).
                if meridiemWord(word.lowercased()) != nil {
                    out.append(word)
                    continue
                }
                for part in word.split(whereSeparator: { $0 == "-" || $0 == "/" || $0 == "." }) { out.append(part) }
            } else if word.contains(where: \.isLetter), word.last == "." {
                out.append(word.dropLast())
            } else {
                out.append(word)
            }
        }
        return out
    }

    private static let months = [
        "jan": 1, "january": 1, "feb": 2, "february": 2, "mar": 3, "march": 3, "apr": 4, "april": 4, "may": 5, "jun": 6, "june": 6,
        "jul": 7, "july": 7, "aug": 8, "august": 8, "sep": 9, "sept": 9, "september": 9, "oct": 10, "october": 10, "nov": 11,
        "november": 11, "dec": 12, "december": 12,
    ]

    private static func monthNumber(_ word: String) -> Int? { months[word] }

    /// Words that say nothing of the date: weekdays, and the joining words of dates written out.
    private static let ignoredWords: Set<String> = [
        "mon", "monday", "tue", "tues", "tuesday", "wed", "wednesday", "thu", "thur", "thurs", "thursday", "fri", "friday", "sat",
        "saturday", "sun", "sunday", "at", "of", "the",
    ]

    private static func meridiemWord(_ word: String) -> Bool? {
        switch word {
        case "am", "a.m.": false
        case "pm", "p.m.": true
        default: nil
        }
    }

    /// `+0000`, `-0500`, `+05:30`, as ISO 8601 writes an offset (`+05:30`).
    private static func offset(_ token: Substring) -> String? {
        guard let sign = token.first, sign == "+" || sign == "-" else { return nil }
        let digits = token.dropFirst().filter { $0 != ":" }
        guard digits.count == 4, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
            token.count == 5 || (token.count == 6 && token[token.index(token.startIndex, offsetBy: 3)] == ":")
        else { return nil }
        return "\(sign)\(digits.prefix(2)):\(digits.suffix(2))"
    }

    /// A run of ASCII digits, or a day written as an ordinal (`3rd`, `21st`).
    private static func number(_ word: String) -> (value: Int, digits: Int, ordinal: Bool)? {
        var digits = Substring(word)
        var ordinal = false
        for suffix in ["st", "nd", "rd", "th"] where digits.hasSuffix(suffix) {
            digits = digits.dropLast(2)
            ordinal = true
            break
        }
        guard !digits.isEmpty, digits.count <= 4, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(digits) else { return nil }
        if ordinal && digits.count > 2 { return nil }
        return (value, digits.count, ordinal)
    }
}
