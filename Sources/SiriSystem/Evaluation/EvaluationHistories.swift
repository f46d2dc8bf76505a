import TextMatching
import Dates
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Many people's order histories in one text file, for `soupchef eval --histories`: measuring the
/// model on thousands of real people without replaying each order through the stores.
///
/// One order a line, comma-separated: `person,date,shortcut` or `person,date,shortcut,kind`.
/// `person` names the history (one data directory in soupchef's terms), `date` is
/// `YYYY-MM-DDTHH:MM` (optionally `:SS`) on the wall clock of the time zone, `shortcut` is any
/// text naming what was ordered (the shortcut key), `kind` an optional label to report people by.
/// Empty lines and lines starting with `#` are skipped; a first line `person,date,shortcut…` is a
/// header. Every order is an interaction donation; lines need not be sorted.
public struct EvaluationHistories: Sendable {
    public struct History: Sendable {
        public var person: String
        public var kind: String?
        public var donations: [EvaluationDonation]

        public init(person: String, kind: String?, donations: [EvaluationDonation]) {
            self.person = person
            self.kind = kind
            self.donations = donations
        }
    }

    public struct ParseError: Error, Sendable, CustomStringConvertible {
        public var line: Int
        public var message: String
        public var description: String { "line \(line): \(message)" }
    }

    /// People in order of first appearance.
    public var histories: [History]

    public init(text: String, timeZone: Zone) throws {
        var order: [String] = []
        var byPerson: [String: History] = [:]
        for (offset, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingWhitespaceAndNewlines()
            if line.isEmpty || line.hasPrefix("#") { continue }
            let fields = line.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingWhitespace() }
            if offset == 0 && fields.first == "person" { continue }
            guard fields.count == 3 || fields.count == 4 else {
                throw ParseError(line: offset + 1, message: "expected person,date,shortcut[,kind], found \(fields.count) fields")
            }
            guard !fields[0].isEmpty, !fields[2].isEmpty else { throw ParseError(line: offset + 1, message: "person and shortcut cannot be empty") }
            guard let date = Self.date(fields[1], zone: timeZone) else {
                throw ParseError(line: offset + 1, message: "'\(fields[1])' is not a date of the form YYYY-MM-DDTHH:MM")
            }
            let kind = fields.count == 4 && !fields[3].isEmpty ? fields[3] : nil
            if byPerson[fields[0]] == nil {
                order.append(fields[0])
                byPerson[fields[0]] = History(person: fields[0], kind: kind, donations: [])
            }
            byPerson[fields[0]]?.donations.append(
                EvaluationDonation(key: fields[2], source: .interaction, date: date, weekHour: WeekHour(date, in: timeZone)))
        }
        histories = order.compactMap { byPerson[$0] }
    }

    /// The file `init(text:timeZone:)` reads back as these histories: a header, then every order
    /// in the people's order, dates to the second on the zone's wall clock. Exact where the zone's
    /// clock never repeats an hour (UTC, or a history outside the hour clocks go back); a comma
    /// in a person, shortcut or kind, which the format cannot hold, is written as a space.
    public static func text(_ histories: [History], timeZone: Zone) -> String {
        func field(_ text: String) -> String { String(text.map { $0 == "," ? " " : $0 }) }
        var text = "person,date,shortcut,kind\n"
        for history in histories {
            let person = field(history.person)
            let kind = history.kind.map(field) ?? ""
            for donation in history.donations {
                let clock = timeZone.wallClock(donation.date)
                let date =
                    "\(DateCodec.year(clock.year))-\(DateCodec.pad(clock.month))-\(DateCodec.pad(clock.day))"
                    + "T\(DateCodec.pad(clock.hour)):\(DateCodec.pad(clock.minute)):\(DateCodec.pad(clock.second))"
                text += "\(person),\(date),\(field(donation.key)),\(kind)\n"
            }
        }
        return text
    }

    static func date(_ text: String, zone: Zone) -> Date? {
        let parts = text.split(separator: "T")
        guard parts.count == 2 else { return nil }
        let day = parts[0].split(separator: "-").map { Int($0) }
        let time = parts[1].split(separator: ":").map { Int($0) }
        guard day.count == 3, (2...3).contains(time.count), let year = day[0], let month = day[1], let dayOfMonth = day[2],
            let hour = time[0], let minute = time[1], (1...12).contains(month), (1...31).contains(dayOfMonth), (0...23).contains(hour),
            (0...59).contains(minute)
        else { return nil }
        let second = time.count == 3 ? time[2] : 0
        guard let second, (0...59).contains(second) else { return nil }
        guard dayOfMonth <= DateCodec.daysIn(month: month, year: Int64(year)) else { return nil }
        return zone.date(year: year, month: month, day: dayOfMonth, hour: hour, minute: minute, second: second)
    }
}
