/// A date parameter's value (`DateComponents`) as iOS shows it in a title, a prompt or a response:
/// in the parameter's date and time styles (`INIntentParameterMetadataDateStyle`, `…TimeStyle`:
/// `Full`, `Long`, `Medium`, `Short`, `No`), as a US English device formats them
/// (`DateFormatter`'s styles for `en_US`): "Wednesday, May 1, 2024 at 10:00 AM" for Full and
/// Short; a style left out, or one not known, is Full, as the Intents framework reads it. The
/// value itself stays the ISO 8601 text it was given (`2024-05-01T10:00`), which is what tells
/// two values apart.
public enum DateParameterText {
    /// Whether a definition read in `language` speaks English: Base (the development language,
    /// English in all but a few projects), `en` and its regions. Other languages keep ISO 8601.
    public static func isEnglish(_ language: String?) -> Bool {
        guard let language, language != "Base" else { return true }
        return language == "en" || language.hasPrefix("en-") || language.hasPrefix("en_")
    }

    /// `value` (an ISO 8601 text, or a list of them) as a sentence shows it where the definition
    /// is read in English: `.object(identifier: the ISO text, display: the text in the styles)`;
    /// Xcode's Date type (`kind`) has no time and its Time type no day. Else `value` as it is.
    public static func shown(_ value: IntentValue, kind: String?, dateStyle: String?, timeStyle: String?, language: String?) -> IntentValue {
        guard isEnglish(language) else { return value }
        switch value {
        case .string(let iso):
            let styles = (date: kind == "Time" ? "No" : dateStyle, time: kind == "Date" ? "No" : timeStyle)
            guard let shown = text(iso, dateStyle: styles.date, timeStyle: styles.time), shown != iso else { return value }
            return .object(identifier: iso, display: shown)
        case .list(let values):
            return .list(values.map { shown($0, kind: kind, dateStyle: dateStyle, timeStyle: timeStyle, language: language) })
        default: return value
        }
    }

    static let months = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December",
    ]
    static let weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]

    /// `iso` (`2024-05-01`, `2024-05-01T10:00[:SS]`, `10:00[:SS]`) in the styles; nil when it is no
    /// such text, or when both styles leave out the part it has.
    public static func text(_ iso: String, dateStyle: String?, timeStyle: String?) -> String? {
        var day: Substring?
        var clock: Substring?
        if let t = iso.firstIndex(of: "T") {
            day = iso[..<t]
            clock = iso[iso.index(after: t)...]
        } else if iso.contains(":") {
            clock = Substring(iso)
        } else {
            day = Substring(iso)
        }
        var date: String?
        if let day {
            let parts = day.split(separator: "-").compactMap { Int($0) }
            guard parts.count == 3, (1...12).contains(parts[1]), (1...31).contains(parts[2]) else { return nil }
            date = dateText(year: parts[0], month: parts[1], day: parts[2], style: dateStyle ?? "Full")
        }
        var time: String?
        if let clock {
            let parts = clock.split(separator: ":").map { Int($0.prefix { $0 != "." }) }
            guard parts.count >= 2, let hour = parts[0], let minute = parts[1], (0...23).contains(hour), (0...59).contains(minute) else {
                return nil
            }
            time = timeText(hour: hour, minute: minute, second: parts.count > 2 ? (parts[2] ?? 0) : 0, style: timeStyle ?? "Full")
        }
        switch (date, time) {
        case (let date?, let time?):
            // A long or full date is joined to its time by "at", a shorter one by a comma.
            return !["Medium", "Short"].contains(dateStyle ?? "Full") ? "\(date) at \(time)" : "\(date), \(time)"
        case (let date?, nil): return date
        case (nil, let time?): return time
        case (nil, nil): return nil
        }
    }

    static func dateText(year: Int, month: Int, day: Int, style: String) -> String? {
        switch style {
        case "No", "None": return nil
        case "Short": return "\(month)/\(day)/\(String(format2: year % 100))"
        case "Medium": return "\(months[month - 1].prefix(3)) \(day), \(year)"
        case "Long": return "\(months[month - 1]) \(day), \(year)"
        // Full, and as the Intents framework reads a style it does not know, or none: Full.
        default: return "\(weekdays[weekday(year: year, month: month, day: day)]), \(months[month - 1]) \(day), \(year)"
        }
    }

    static func timeText(hour: Int, minute: Int, second: Int, style: String) -> String? {
        let twelve = hour % 12 == 0 ? 12 : hour % 12
        let half = hour < 12 ? "AM" : "PM"
        switch style {
        case "No", "None": return nil
        case "Short": return "\(twelve):\(String(format2: minute)) \(half)"
        // Medium, Long and Full: the seconds too (a device adds its zone to Long and Full; a
        // DateComponents value has none).
        default: return "\(twelve):\(String(format2: minute)):\(String(format2: second)) \(half)"
        }
    }

    /// 0 for Sunday, in the proleptic Gregorian calendar.
    static func weekday(year: Int, month: Int, day: Int) -> Int {
        let offsets = [0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4]
        let y = month < 3 ? year - 1 : year
        return ((y + y / 4 - y / 100 + y / 400 + offsets[month - 1] + day) % 7 + 7) % 7
    }
}

extension String {
    /// A number of at least two digits: 5 → "05".
    fileprivate init(format2 number: Int) {
        self = number < 10 && number >= 0 ? "0\(number)" : "\(number)"
    }
}
