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
/// on or after today; "next Friday": the first after it); a month and a day in either order, maybe with its weekday
/// ("December 5", "5 December", "the 5th of Dec", "December fifth"), with a year or without one
/// (then this year's); each with a time or without ("at 5 pm", "5:30pm", "17:30", "at 8",
/// "noon", "midnight", "five pm", "3 o'clock", "half past three", "a quarter to four"), or a
/// time alone; a part of a day ("tonight", "this morning", "tomorrow
/// evening", "Friday night"), at its hour unless a time is said; "in two hours", "in 3 days"
/// from the moment said. In English's words, and under a conversation's language in its words
/// too (`DateLexicon`: "mañana a las 5 de la tarde" is "tomorrow at 5 in the afternoon").
///
/// A time without "am" or "pm" is on a 24-hour clock ("at 8:30" and "at 8" are 08:00 and
/// 08:30), except with an afternoon, evening or night, whose hours are after noon ("tonight at
/// 8" is 20:00).
public enum SpokenDate {
    /// What a date parameter holds, which decides what an answer to it keeps.
    public enum Holding: Sendable {
        /// Xcode's Date type: a day; a time said with it is dropped, a time alone is no answer.
        case day
        /// Xcode's Date and Time type, and App Intents' `Date`: a day and maybe a time; a time
        /// said alone is today's.
        case dayAndTime
        /// Xcode's Time type: a time of day; a day said with it is dropped, a day alone is no answer.
        case time
        /// A `DateComponents` of no declared kind: what was said, a day, a time or both.
        case asSaid

        /// The holding of Xcode's date kind (`INIntentParameterMetadataType`: `Date`, `DateTime`,
        /// `Time`); as said for none.
        public init(kind: String?) {
            switch kind {
            case "Date": self = .day
            case "DateTime": self = .dayAndTime
            case "Time": self = .time
            default: self = .asSaid
            }
        }
    }

    /// The hour each part of a day is read at when no time is said. Apple publishes none; these
    /// are soupchef's.
    static let partsOfDay: [String: Int] = ["morning": 9, "afternoon": 15, "evening": 18, "night": 21, "tonight": 21]

    /// `answer` as an ISO 8601 date, date and time, or time, `now` being the moment it is said
    /// in `zone`, kept as a parameter `holding` it keeps it (`kept(_:holding:today:)`); nil when
    /// it names no date or time, or none such a parameter holds.
    public static func read(_ answer: String, now: Date, zone: Zone, holding: Holding, language: String? = nil) -> String? {
        read(answer, now: now, zone: zone, language: language).flatMap { kept($0, holding: holding, today: day(now, zone: zone)) }
    }

    /// `answer` as an ISO 8601 date, date and time, or time, `now` being the moment it is said
    /// in `zone`; nil when it names no date or time. Said in `language` (`DateLexicon`: "mañana
    /// a las 5", "明天下午5点"), it is read as its English words are, and in English's too.
    public static func read(_ answer: String, now: Date, zone: Zone, language: String? = nil) -> String? {
        let trimmed = answer.trimmingWhitespace()
        if case .string(let iso)? = IntentParameter.dateValue(trimmed) { return iso }
        if let lexicon = DateLexicon.of(language) {
            // "dentro de dos horas", "dans 3 jours": as "in two hours" is.
            if let seconds = lexicon.lengthFromNow(trimmed) { return moment(after: seconds, now: now, zone: zone) }
            if let read = read(lexicon.english(trimmed), now: now, zone: zone) { return read }
        }
        // "a.m." and "p.m." as "am" and "pm", before the points between words are taken out.
        let meridiems = trimmed.lowercased().replacing(/(^|[0-9\s])([ap])\.m(\.|\b)/, with: { $0.output.1 + $0.output.2 + "m " })
        var words = meridiems.replacing(",", with: " ").replacing(".", with: " ").split(separator: " ").map(String.init)
        // "in two hours", "in 3 days": that long after the moment it is said; whole days are a day.
        if words.first == "in", words.count > 1, let seconds = DurationText.spokenSeconds(words.dropFirst().joined(separator: " ")) {
            return moment(after: seconds, now: now, zone: zone)
        }
        words = hoursAfterAt(clockWords(words))
        words.removeAll { ["on", "at", "the", "of", "in"].contains($0) }
        // "tonight", "this evening", "tomorrow morning": the day, and the part of it.
        var part: String?
        if let at = words.firstIndex(where: { partsOfDay[$0] != nil }) {
            part = words.remove(at: at)
            if part == "tonight" {
                words.insert("today", at: at)
            } else if at > 0, words[at - 1] == "this" {
                words[at - 1] = "today"
            }
        }
        guard !words.isEmpty else { return nil }
        // "tonight at midnight", "midnight today": the midnight at the end of today, not the one
        // that began it (already past). Of another day, the midnight that begins it.
        if words.contains("midnight"), words.contains("today") { words = words.map { $0 == "today" ? "tomorrow" : $0 } }
        var (time, rest, bare) = takeTime(words)
        if let part {
            if let said = time {
                // "tonight at 8" is 20:00; "tonight at 12" is no hour the night has.
                let later = ["afternoon", "evening", "night", "tonight"].contains(part)
                if bare, later, said.hour < 12 { time = (said.hour + 12, said.minute) }
                if bare, later, part != "afternoon", said.hour == 12 { return nil }
            } else {
                // "evening" alone names no day; "at 8 in the evening" is a time, and kept one.
                guard !rest.isEmpty, let hour = partsOfDay[part] else { return nil }
                time = (hour, 0)
            }
        }
        if rest.isEmpty { return time.map(clock) }
        guard let day = date(rest, now: now, zone: zone) else { return nil }
        let text = "\(DateCodec.year(day.year))-\(DateCodec.pad(day.month))-\(DateCodec.pad(day.day))"
        return text + (time.map { "T" + clock($0) } ?? "")
    }

    /// The day, and its time unless whole days were said, `seconds` after `now` in `zone`; nil
    /// for under a minute or over ten years.
    static func moment(after seconds: Double, now: Date, zone: Zone) -> String? {
        guard seconds >= 60, seconds <= 3_650 * 86_400 else { return nil }
        let then = zone.wallClock(now.addingTimeInterval(seconds))
        let day = "\(DateCodec.year(then.year))-\(DateCodec.pad(then.month))-\(DateCodec.pad(then.day))"
        return seconds.truncatingRemainder(dividingBy: 86_400) == 0 ? day : day + "T" + clock((then.hour, then.minute))
    }

    /// `iso` (a date, date and time, or time) as a parameter `holding` it keeps it: a day's day
    /// part, a time's time part (nil when it has none of that part: "tomorrow" for a time, "5
    /// pm" for a day); for a day and time, a time alone is `today`'s, as App Intents' `Date`
    /// takes "noon".
    public static func kept(_ iso: String, holding: Holding, today: String?) -> String? {
        let day = iso.contains("-") ? String(iso.prefix { $0 != "T" }) : nil
        let time = iso.contains(":") ? String(iso.split(separator: "T").last!) : nil
        switch holding {
        case .day: return day
        case .time: return time
        case .dayAndTime: return day == nil ? today.map { $0 + "T" + iso } ?? iso : iso
        case .asSaid: return iso
        }
    }

    /// Today on the wall clock of `now` in `zone`, as ISO 8601: "2026-12-07".
    public static func day(_ now: Date, zone: Zone) -> String {
        let today = zone.wallClock(now)
        return "\(DateCodec.year(today.year))-\(DateCodec.pad(today.month))-\(DateCodec.pad(today.day))"
    }

    /// `words` with an hour said alone after "at" ("at 8", "at eight", "at 8 o'clock") written
    /// as a time ("8:00"), which "at" tells from a day of the month; one before "am" or "pm" is
    /// left to `takeTime`.
    static func hoursAfterAt(_ words: [String]) -> [String] {
        var out: [String] = []
        var index = 0
        while index < words.count {
            out.append(words[index])
            let next = index + 2 < words.count ? words[index + 2] : ""
            if words[index] == "at", index + 1 < words.count, !["am", "pm", "a", "p"].contains(next),
                let hour = words[index + 1].allSatisfy({ $0.isASCII && $0.isNumber }) && words[index + 1].count <= 2
                    ? Int(words[index + 1]) : SiriAnswers.numberWords[words[index + 1]],
                (0...23).contains(hour)
            {
                out.append("\(hour):00")
                index += ["o'clock", "oclock", "o’clock"].contains(next) ? 3 : 2
                continue
            }
            index += 1
        }
        return out
    }

    /// `words` with a time said in words written as a clock's ("3:30"), which `takeTime` reads:
    /// "half past three", "a quarter past 3", "quarter to four" (03:45), "3 o'clock", and an hour
    /// said in words before "am" or "pm", alone or with its minutes ("five pm", "five thirty pm",
    /// "seven oh five am"), or with them after "at" ("at five thirty"). Without "am" or "pm" such a time is on the 24-hour clock, as "at 8"
    /// is: "half past three" is 03:30, "half past three pm" and "half past three in the
    /// afternoon" 15:30.
    static func clockWords(_ words: [String]) -> [String] {
        func hour(_ word: String) -> Int? {
            if word.count <= 2, word.allSatisfy({ $0.isASCII && $0.isNumber }), let hour = Int(word) { return (0...23).contains(hour) ? hour : nil }
            return SiriAnswers.numberWords[word].flatMap { (1...12).contains($0) ? $0 : nil }
        }
        // Minutes said in words after an hour: "thirty", "forty five", "oh five"; and how many words.
        func minutes(_ at: Int) -> (value: Int, count: Int)? {
            guard at < words.count else { return nil }
            if words[at] == "oh" || words[at] == "o", at + 1 < words.count, let unit = SiriAnswers.numberWords[words[at + 1]], (1...9).contains(unit)
            {
                return (unit, 2)
            }
            if let tens = SiriAnswers.tensWords[words[at]], tens <= 50 {
                if at + 1 < words.count, let unit = SiriAnswers.numberWords[words[at + 1]], (1...9).contains(unit) { return (tens + unit, 2) }
                return (tens, 1)
            }
            if let value = SiriAnswers.numberWords[words[at]], (10...19).contains(value) { return (value, 1) }
            return nil
        }
        let meridiems = ["am", "pm"]
        var out: [String] = []
        var index = 0
        while index < words.count {
            var start = index
            if words[start] == "a", start + 1 < words.count, words[start + 1] == "quarter" { start += 1 }
            // "half past three", "a quarter past 3", "quarter to four".
            if start + 2 < words.count, ["half", "quarter"].contains(words[start]), let said = hour(words[start + 2]) {
                let past = ["past", "after"].contains(words[start + 1])
                let to = words[start + 1] == "to" && words[start] == "quarter" && said > 0
                if past || to {
                    // "a quarter to one pm" is 12:45 pm; without "am" or "pm", 00:45.
                    let before = said == 1 && start + 3 < words.count && meridiems.contains(words[start + 3]) ? 12 : said - 1
                    out.append(past ? "\(said):\(words[start] == "half" ? "30" : "15")" : "\(before):45")
                    index = start + 3
                    continue
                }
            }
            // "3 o'clock", "three o'clock".
            if index + 1 < words.count, ["o'clock", "oclock", "o’clock"].contains(words[index + 1]), let said = hour(words[index]) {
                out.append("\(said):00")
                index += 2
                continue
            }
            // "five pm", "five thirty pm": an hour in words before "am" or "pm".
            if SiriAnswers.numberWords[words[index]] != nil, let said = hour(words[index]) {
                if index + 1 < words.count, meridiems.contains(words[index + 1]) {
                    out.append("\(said)")
                    index += 1
                    continue
                }
                // Its minutes in words before "am" or "pm", or after "at" ("at five thirty").
                if let minute = minutes(index + 1),
                    out.last == "at" || (index + 1 + minute.count < words.count && meridiems.contains(words[index + 1 + minute.count]))
                {
                    out.append("\(said):\(DateCodec.pad(minute.value))")
                    index += 1 + minute.count
                    continue
                }
            }
            out.append(words[index])
            index += 1
        }
        return out
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

    /// The time among `words` (the first that reads as one), the words without it, and whether
    /// it was said without "am" or "pm" (a bare "8:30", not "noon").
    static func takeTime(_ words: [String]) -> (time: (hour: Int, minute: Int)?, rest: [String], bare: Bool) {
        for (index, word) in words.enumerated() {
            if word == "noon" || word == "midday" { return ((12, 0), without(words, index..<index + 1), false) }
            if word == "midnight" { return ((0, 0), without(words, index..<index + 1), false) }
            // "5 pm" and "5:30 pm" are two words; "5pm" and "17:30" one.
            let next = index + 1 < words.count ? words[index + 1] : ""
            if ["am", "pm"].contains(next), let time = hourAndMinute(word, meridiem: next) {
                return (time, without(words, index..<index + 2), false)
            }
            for meridiem in ["am", "pm"] where word.hasSuffix(meridiem) && word.count > 2 {
                if let time = hourAndMinute(String(word.dropLast(2)), meridiem: meridiem) {
                    return (time, without(words, index..<index + 1), false)
                }
            }
            if word.contains(":"), let time = hourAndMinute(word, meridiem: nil) { return (time, without(words, index..<index + 1), true) }
        }
        return (nil, words, false)
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
        case ["today"]: return shifted(0)
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
        // "Friday, December 11": the weekday said with a day is that day's, or no date.
        var weekday: Int?
        for word in joinedOrdinals(words) {
            if month == nil, let found = months.firstIndex(where: { $0 == word || (word.count >= 3 && $0.hasPrefix(word)) }) {
                month = found + 1
            } else if day == nil, let number = dayNumber(word) {
                day = number
            } else if year == nil, word.count == 4, let number = Int(word), number >= 1 {
                year = number
            } else if weekday == nil, let found = weekdays.firstIndex(where: { $0 == word || $0.prefix(3) == word }) {
                weekday = found + 1
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
        // 1970-01-01 was a Thursday, the fifth day of a week that starts on Sunday.
        if let weekday, ((first + Int64(day) - 1 + 4) % 7 + 7) % 7 + 1 != Int64(weekday) { return nil }
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
