import Dates

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A date said to Siri for a date parameter (`DateComponents`), read on the wall clock of the
/// moment it is said and written as ISO 8601, as a date parameter's value is: "2026-12-05",
/// "2026-12-05T17:00", or "17:00" for a time alone.
///
/// Read: ISO 8601 as written; "today", "tomorrow", "yesterday"; a weekday ("Friday": the first
/// on or after today; "next Friday": the first after it); a month and a day in either order
/// ("December 5", "5 December", "the 5th of Dec", "December fifth"), with a year or without one
/// (then this year's); each with a time or without ("at 5 pm", "5:30pm", "17:30", "noon",
/// "midnight"), or a time alone; "in two hours", "in 3 days" from the moment said. English words
/// only, as Siri's other answers here.
public enum SpokenDate {
    /// `answer` as an ISO 8601 date, date and time, or time, `now` being the moment it is said
    /// in `zone`; nil when it names no date or time.
    public static func read(_ answer: String, now: Date, zone: Zone) -> String? {
        let trimmed = answer.trimmingWhitespace()
        if isISO(trimmed) { return trimmed }
        var words = trimmed.lowercased().replacing(",", with: " ").replacing(".", with: " ").split(separator: " ").map(String.init)
        // "in two hours", "in 3 days": that long after the moment it is said; whole days are a day.
        if words.first == "in", words.count > 1, let seconds = DurationText.spokenSeconds(words.dropFirst().joined(separator: " ")),
            seconds >= 60, seconds <= 3_650 * 86_400
        {
            let then = zone.wallClock(now.addingTimeInterval(seconds))
            let day = "\(DateCodec.year(then.year))-\(DateCodec.pad(then.month))-\(DateCodec.pad(then.day))"
            return seconds.truncatingRemainder(dividingBy: 86_400) == 0 ? day : day + "T" + clock((then.hour, then.minute))
        }
        words.removeAll { ["on", "at", "the", "of", "in"].contains($0) }
        guard !words.isEmpty else { return nil }
        let (time, rest) = takeTime(words)
        if rest.isEmpty { return time.map(clock) }
        guard let day = date(rest, now: now, zone: zone) else { return nil }
        let text = "\(DateCodec.year(day.year))-\(DateCodec.pad(day.month))-\(DateCodec.pad(day.day))"
        return text + (time.map { "T" + clock($0) } ?? "")
    }

    /// Whether `text` is an ISO 8601 date, date and time, or time, as a date parameter takes it
    /// (`IntentParameter.dateValue`, one rule for both).
    static func isISO(_ text: String) -> Bool { IntentParameter.dateValue(text) != nil }

    static let months = [
        "january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december",
    ]
    /// Sunday first, as `WallClock.weekday` numbers the days (1…7).
    static let weekdays = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"]
    static let ordinals = [
        "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth", "eleventh", "twelfth",
        "thirteenth", "fourteenth", "fifteenth", "sixteenth", "seventeenth", "eighteenth", "nineteenth", "twentieth",
    ]

    static func clock(_ time: (hour: Int, minute: Int)) -> String { "\(DateCodec.pad(time.hour)):\(DateCodec.pad(time.minute))" }

    /// The time among `words` (the first that reads as one), and the words without it.
    static func takeTime(_ words: [String]) -> (time: (hour: Int, minute: Int)?, rest: [String]) {
        for (index, word) in words.enumerated() {
            if word == "noon" || word == "midday" { return ((12, 0), without(words, index..<index + 1)) }
            if word == "midnight" { return ((0, 0), without(words, index..<index + 1)) }
            // "5 pm" and "5:30 pm" are two words; "5pm" and "17:30" one.
            let next = index + 1 < words.count ? words[index + 1] : ""
            if ["am", "pm"].contains(next), let time = hourAndMinute(word, meridiem: next) {
                return (time, without(words, index..<index + 2))
            }
            for meridiem in ["am", "pm"] where word.hasSuffix(meridiem) && word.count > 2 {
                if let time = hourAndMinute(String(word.dropLast(2)), meridiem: meridiem) { return (time, without(words, index..<index + 1)) }
            }
            if word.contains(":"), let time = hourAndMinute(word, meridiem: nil) { return (time, without(words, index..<index + 1)) }
        }
        return (nil, words)
    }

    static func without(_ words: [String], _ range: Range<Int>) -> [String] {
        Array(words[..<range.lowerBound] + words[range.upperBound...])
    }

    /// "5", "5:30" or "17:30", with "am" or "pm" or none (then 0…23).
    static func hourAndMinute(_ text: String, meridiem: String?) -> (hour: Int, minute: Int)? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
            let hour = Int(parts[0]), let minute = parts.count == 2 ? Int(parts[1]) : 0, (0...59).contains(minute),
            parts.count == 1 || parts[1].count == 2
        else { return nil }
        switch meridiem {
        case nil: return parts.count == 2 && (0...23).contains(hour) ? (hour, minute) : nil
        case let m?:
            guard (1...12).contains(hour) else { return nil }
            let pm = m.hasPrefix("p")
            return (hour % 12 + (pm ? 12 : 0), minute)
        }
    }

    /// The day `words` name, on the wall clock of `now` in `zone`.
    static func date(_ words: [String], now: Date, zone: Zone) -> (year: Int, month: Int, day: Int)? {
        let today = zone.wallClock(now)
        func shifted(_ days: Int) -> (year: Int, month: Int, day: Int) {
            let day = zone.wallClock(zone.date(byAddingDays: days, to: zone.date(year: today.year, month: today.month, day: today.day, hour: 12)))
            return (day.year, day.month, day.day)
        }
        switch words {
        case ["today"], ["tonight"]: return shifted(0)
        case ["tomorrow"]: return shifted(1)
        case ["yesterday"]: return shifted(-1)
        case ["day", "after", "tomorrow"]: return shifted(2)
        case ["day", "before", "yesterday"]: return shifted(-2)
        default: break
        }
        if let last = words.last, let weekday = weekdays.firstIndex(where: { $0 == last || $0.prefix(3) == last }).map({ $0 + 1 }),
            words.count == 1 || (words.count == 2 && ["next", "this", "coming"].contains(words[0]))
        {
            var ahead = (weekday - today.weekday + 7) % 7
            if ahead == 0 && words.first == "next" { ahead = 7 }
            return shifted(ahead)
        }
        // A month and a day in either order, and maybe a year.
        var month: Int?
        var day: Int?
        var year: Int?
        for word in joinedOrdinals(words) {
            if month == nil, let found = months.firstIndex(where: { $0 == word || (word.count >= 3 && $0.hasPrefix(word)) }) {
                month = found + 1
            } else if day == nil, let number = dayNumber(word) {
                day = number
            } else if year == nil, word.count == 4, let number = Int(word), number >= 1 {
                year = number
            } else {
                return nil
            }
        }
        guard let month, let day else { return nil }
        let chosenYear = year ?? today.year
        let first = DateCodec.days(year: Int64(chosenYear), month: month, day: 1)
        let next =
            month == 12
            ? DateCodec.days(year: Int64(chosenYear) + 1, month: 1, day: 1) : DateCodec.days(year: Int64(chosenYear), month: month + 1, day: 1)
        guard Int64(day) <= next - first else { return nil }
        return (chosenYear, month, day)
    }

    /// "twenty first" (or "twenty-first") as one word, as a day is said.
    static func joinedOrdinals(_ words: [String]) -> [String] {
        var out: [String] = []
        for word in words {
            if let last = out.last, ["twenty", "thirty"].contains(last), ordinals.prefix(9).contains(word) {
                out[out.count - 1] = last + "-" + word
            } else {
                out.append(word)
            }
        }
        return out
    }

    /// 1…31 written "5", "5th", "fifth", "twenty-first" or "thirtieth".
    static func dayNumber(_ word: String) -> Int? {
        var digits = word
        for suffix in ["st", "nd", "rd", "th"] where digits.hasSuffix(suffix) && digits.count > 2 {
            digits = String(digits.dropLast(2))
        }
        if digits.allSatisfy({ $0.isASCII && $0.isNumber }), digits.count <= 2, let number = Int(digits), (1...31).contains(number) {
            return number
        }
        if let index = ordinals.firstIndex(of: word) { return index + 1 }
        if word == "thirtieth" { return 30 }
        for (tens, value) in [("twenty-", 20), ("thirty-", 30)] where word.hasPrefix(tens) {
            if let index = ordinals.prefix(9).firstIndex(of: String(word.dropFirst(tens.count))), value + index + 1 <= 31 {
                return value + index + 1
            }
        }
        return nil
    }
}
