/// A POSIX `TZ` rule, `std offset [dst [offset] [,start[/time],end[/time]]]`, read and followed as
/// the C library does: offsets count hours **west** of UTC (`UTC+3` is −03:00), the daylight
/// offset is one hour ahead of standard time unless given, and a daylight-saving zone without
/// dates changes on the United States' dates (`M3.2.0,M11.1.0`), as glibc assumes.
struct PosixZoneRule: Sendable, Hashable {
    /// Standard time's offset, seconds east of UTC.
    var standardOffset: Int
    var daylight: Daylight?

    struct Daylight: Sendable, Hashable {
        /// Daylight time's offset, seconds east of UTC.
        var offset: Int
        /// When daylight time starts, in local standard time, and ends, in local daylight time.
        var start: Change
        var end: Change
    }

    struct Change: Sendable, Hashable {
        enum Day: Sendable, Hashable {
            /// `Jn`: day 1 to 365, February 29 never counted.
            case julian(Int)
            /// `n`: day 0 to 365, February 29 counted.
            case dayOfYear(Int)
            /// `Mm.w.d`: weekday d (0 is Sunday) of week w (5 is the last) of month m.
            case monthWeekDay(month: Int, week: Int, weekday: Int)
        }
        var day: Day
        /// Seconds after local midnight (RFC 8536 allows −167 to 167 hours).
        var time: Int

        /// The change's local time in year `year`, in seconds since 1970 as if local time were UTC.
        func local(in year: Int64) -> Int64 {
            let first = DateCodec.days(year: year, month: 1, day: 1)
            let leap = DateCodec.daysIn(month: 2, year: year) == 29
            let days: Int64
            switch day {
            case .julian(let n): days = first + Int64(n - 1) + (leap && n >= 60 ? 1 : 0)
            case .dayOfYear(let n): days = first + Int64(n)
            case .monthWeekDay(let month, let week, let weekday):
                let monthStart = DateCodec.days(year: year, month: month, day: 1)
                // 1970-01-01 was a Thursday (weekday 4).
                let firstWeekday = Int(((monthStart + 4) % 7 + 7) % 7)
                var dayOfMonth = 1 + (weekday - firstWeekday + 7) % 7 + (week - 1) * 7
                let length = DateCodec.daysIn(month: month, year: year)
                while dayOfMonth > length { dayOfMonth -= 7 }
                days = monthStart + Int64(dayOfMonth - 1)
            }
            return days * 86_400 + Int64(time)
        }
    }

    /// The offset east of UTC at an instant (seconds since 1970, UTC).
    func offset(at instant: Int64) -> Int {
        guard let daylight else { return standardOffset }
        // The year of the instant in UTC, as glibc computes the year's changes.
        let year = Int64(DateCodec.wallClock(seconds: instant, offset: 0).year)
        let start = daylight.start.local(in: year) - Int64(standardOffset)
        let end = daylight.end.local(in: year) - Int64(daylight.offset)
        let inDaylight = start < end ? (start <= instant && instant < end) : !(end <= instant && instant < start)
        return inDaylight ? daylight.offset : standardOffset
    }

    /// Why a `TZ` value is not a POSIX rule.
    struct Unreadable: Error, Equatable {
        var reason: String
    }

    /// Reads a POSIX `TZ` value.
    static func parse(_ value: String) throws(Unreadable) -> PosixZoneRule {
        var reader = Reader(scalars: Array(value.unicodeScalars))
        guard reader.name() else { throw Unreadable(reason: "it does not start with a zone name of three or more letters") }
        guard let standard = reader.offset(hoursLimit: 24) else {
            throw Unreadable(reason: "the zone name is not followed by an offset in hours")
        }
        if let problem = reader.problem { throw Unreadable(reason: problem) }
        var rule = PosixZoneRule(standardOffset: -standard, daylight: nil)
        if reader.atEnd { return rule }
        guard reader.name() else {
            throw Unreadable(reason: "it has text after the offset that is not a daylight-saving zone")
        }
        var daylightOffset = -standard + 3600
        if !reader.atEnd, reader.peek != "," {
            guard let given = reader.offset(hoursLimit: 24) else {
                throw Unreadable(reason: "its daylight-saving zone is followed by text that is not an offset")
            }
            if let problem = reader.problem { throw Unreadable(reason: problem) }
            daylightOffset = -given
        }
        var start = Change(day: .monthWeekDay(month: 3, week: 2, weekday: 0), time: 7200)
        var end = Change(day: .monthWeekDay(month: 11, week: 1, weekday: 0), time: 7200)
        if !reader.atEnd {
            guard reader.take(","), let first = reader.change(), reader.take(","), let second = reader.change(), reader.atEnd else {
                throw Unreadable(
                    reason: reader.problem ?? "its daylight-saving dates are not two rules such as M3.5.0,M10.5.0/3")
            }
            start = first
            end = second
        }
        rule.daylight = Daylight(offset: daylightOffset, start: start, end: end)
        return rule
    }

    private struct Reader {
        let scalars: [Unicode.Scalar]
        var i = 0
        var problem: String?

        var atEnd: Bool { i == scalars.count }
        var peek: Unicode.Scalar? { i < scalars.count ? scalars[i] : nil }

        mutating func take(_ scalar: Unicode.Scalar) -> Bool {
            guard peek == scalar else { return false }
            i += 1
            return true
        }

        static func letter(_ s: Unicode.Scalar) -> Bool { ("a"..."z").contains(s) || ("A"..."Z").contains(s) }
        static func digit(_ s: Unicode.Scalar) -> Bool { ("0"..."9").contains(s) }

        /// A zone abbreviation: three or more letters, or three or more letters, digits and
        /// signs in angle brackets.
        mutating func name() -> Bool {
            let start = i
            if take("<") {
                while let s = peek, Self.letter(s) || Self.digit(s) || s == "+" || s == "-" { i += 1 }
                guard peek == ">", i - start - 1 >= 3 else { return false }
                i += 1
                return true
            }
            while let s = peek, Self.letter(s) { i += 1 }
            return i - start >= 3
        }

        mutating func number(maxDigits: Int) -> Int? {
            let start = i
            var value = 0
            while let s = peek, Self.digit(s), i - start < maxDigits {
                value = value * 10 + Int(s.value - 48)
                i += 1
            }
            return i > start ? value : nil
        }

        /// `[+-]hh[:mm[:ss]]` in seconds, its sign as written; nil without hours.
        mutating func offset(hoursLimit: Int) -> Int? {
            var sign = 1
            if take("-") { sign = -1 } else { _ = take("+") }
            guard let hours = number(maxDigits: 3), hours <= hoursLimit else { return nil }
            var seconds = hours * 3600
            if take(":") {
                guard let minutes = number(maxDigits: 2), minutes < 60 else {
                    problem = "its offset's minutes are not two digits below 60"
                    return seconds
                }
                seconds += minutes * 60
                if take(":") {
                    guard let secs = number(maxDigits: 2), secs < 60 else {
                        problem = "its offset's seconds are not two digits below 60"
                        return seconds
                    }
                    seconds += secs
                }
            }
            return sign * seconds
        }

        /// `Jn`, `n` or `Mm.w.d`, then `/time` (02:00 when absent).
        mutating func change() -> Change? {
            let day: Change.Day
            if take("J") {
                guard let n = number(maxDigits: 3), (1...365).contains(n) else { return nil }
                day = .julian(n)
            } else if take("M") {
                guard let month = number(maxDigits: 2), (1...12).contains(month), take("."),
                    let week = number(maxDigits: 1), (1...5).contains(week), take("."),
                    let weekday = number(maxDigits: 1), (0...6).contains(weekday)
                else { return nil }
                day = .monthWeekDay(month: month, week: week, weekday: weekday)
            } else {
                guard let n = number(maxDigits: 3), (0...365).contains(n) else { return nil }
                day = .dayOfYear(n)
            }
            var time = 7200
            if take("/") {
                guard let given = offset(hoursLimit: 167), problem == nil else { return nil }
                time = given
            }
            return Change(day: day, time: time)
        }
    }
}
