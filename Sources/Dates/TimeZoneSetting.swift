import Foundation

/// Reads the `TZ` environment variable the way the C library does, or refuses it.
///
/// The C library first looks for a zone file of that name (`Europe/Paris`, `EST5EDT`, `UTC`), then
/// reads the value as a POSIX zone: a name and the hours to *add* to local time to get UTC, so
/// `UTC+3` is three hours west of Greenwich (−03:00) and `CET-1` one hour east (+01:00).
/// Foundation reads `UTC+3` as +03:00 and knows neither `EST5` nor `<+03>-3`, so soupchef parses
/// POSIX values itself. A POSIX value with daylight-saving rules (`CET-1CEST,M3.5.0,M10.5.0/3`)
/// cannot be given to Foundation as a zone, so it is refused with a clear message rather than
/// silently replaced by another zone.
public enum TimeZoneSetting {
    public struct Unreadable: Error, CustomStringConvertible {
        public let value: String
        public let reason: String
        public var description: String {
            "TZ=\"\(value)\" is not a time zone soupchef can read (\(reason)). Set TZ to a zone name such as "
                + "Europe/Paris, or to a fixed POSIX offset such as UTC+3 (three hours west of UTC), or unset it."
        }
    }

    /// Where zone files are looked for, as the C library does (TZDIR first).
    public static func zoneDirectories(_ environment: [String: String]) -> [String] {
        var directories = ["/usr/share/zoneinfo", "/usr/lib/zoneinfo", "/usr/share/lib/zoneinfo", "/var/db/timezone/zoneinfo"]
        if let custom = environment["TZDIR"], custom.hasPrefix("/") { directories.insert(custom, at: 0) }
        return directories
    }

    /// The zone `TZ` names; the system's zone when it is unset.
    public static func resolve(_ environment: [String: String]) throws(Unreadable) -> TimeZone {
        guard let raw = environment["TZ"] else { return systemZone() }
        return try resolve(raw, zoneDirectories: zoneDirectories(environment))
    }

    /// The system's zone when `TZ` is unset: the zone file `/etc/localtime` links to, by name, as
    /// Foundation finds it. Asked first because `TimeZone.current` reads the whole environment
    /// again through `ProcessInfo` (about 0.3 ms of a command's start); it is the answer whenever
    /// the link is missing or names no zone.
    static func systemZone(link: String = "/etc/localtime") -> TimeZone {
        var buffer = [CChar](repeating: 0, count: 1024)
        let count = readlink(link, &buffer, buffer.count - 1)
        if count > 0 {
            let target = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if let range = target.range(of: "zoneinfo/", options: .backwards) {
                let name = String(target[range.upperBound...])
                if !name.isEmpty, let zone = TimeZone(identifier: name) { return zone }
            }
        }
        return TimeZone.current
    }

    public static func resolve(_ raw: String, zoneDirectories: [String]) throws(Unreadable) -> TimeZone {
        var value = raw
        if value.hasPrefix(":") { value.removeFirst() }
        // An empty TZ means UTC, as in the C library.
        if value.isEmpty { return TimeZone(secondsFromGMT: 0)! }
        if value.hasPrefix("/") {
            for directory in zoneDirectories where value.hasPrefix(directory + "/") {
                let name = String(value.dropFirst(directory.count + 1))
                if let zone = zoneFile(name, in: [directory]) { return zone }
            }
            throw Unreadable(value: raw, reason: "it is a path, and not to a zone file soupchef knows by name")
        }
        if let zone = zoneFile(value, in: zoneDirectories) { return zone }
        if raw.hasPrefix(":") {
            throw Unreadable(value: raw, reason: "there is no zone file called \"\(value)\"")
        }
        switch posix(value) {
        case .fixed(let secondsEast):
            return TimeZone(secondsFromGMT: secondsEast)!
        case .daylightSaving:
            // Without the zone files, a well-known name is still a zone (macOS keeps them elsewhere).
            if TimeZone.knownTimeZoneIdentifiers.contains(value), let zone = TimeZone(identifier: value) { return zone }
            throw Unreadable(value: raw, reason: "it has daylight-saving rules, which soupchef cannot follow")
        case .invalid(let reason):
            if TimeZone.knownTimeZoneIdentifiers.contains(value), let zone = TimeZone(identifier: value) { return zone }
            throw Unreadable(value: raw, reason: reason)
        }
    }

    /// A zone file under one of the directories that Foundation also knows by that name.
    private static func zoneFile(_ name: String, in directories: [String]) -> TimeZone? {
        let allowed = name.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || "/_+-".unicodeScalars.contains($0)
        }
        guard allowed, !name.isEmpty, !name.hasPrefix("/"), !name.split(separator: "/").contains(where: { $0.hasPrefix(".") })
        else { return nil }
        for directory in directories {
            var info = stat()
            guard stat(directory + "/" + name, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { continue }
            return TimeZone(identifier: name)
        }
        return nil
    }

    public enum Posix: Equatable {
        /// A zone with no daylight saving time: its offset east of UTC.
        case fixed(secondsEast: Int)
        case daylightSaving
        case invalid(String)
    }

    /// Reads a POSIX TZ value: `std offset [dst [offset] [,rule]]`.
    public static func posix(_ value: String) -> Posix {
        let scalars = Array(value.unicodeScalars)
        var i = 0
        func letter(_ s: Unicode.Scalar) -> Bool { ("a"..."z").contains(s) || ("A"..."Z").contains(s) }
        func digit(_ s: Unicode.Scalar) -> Bool { ("0"..."9").contains(s) }
        /// A zone abbreviation: three or more letters, or anything quoted in angle brackets.
        func name() -> Bool {
            let start = i
            if i < scalars.count, scalars[i] == "<" {
                i += 1
                while i < scalars.count, letter(scalars[i]) || digit(scalars[i]) || scalars[i] == "+" || scalars[i] == "-" { i += 1 }
                guard i < scalars.count, scalars[i] == ">", i - start - 1 >= 3 else { return false }
                i += 1
                return true
            }
            while i < scalars.count, letter(scalars[i]) { i += 1 }
            return i - start >= 3
        }
        func number(max digits: Int) -> Int? {
            let start = i
            var value = 0
            while i < scalars.count, digit(scalars[i]), i - start < digits {
                value = value * 10 + Int(scalars[i].value - 48)
                i += 1
            }
            return i > start ? value : nil
        }
        guard name() else { return .invalid("it does not start with a zone name of three or more letters") }
        var sign = 1
        if i < scalars.count, scalars[i] == "+" || scalars[i] == "-" {
            sign = scalars[i] == "-" ? -1 : 1
            i += 1
        }
        guard let hours = number(max: 2), hours <= 24 else { return .invalid("the zone name is not followed by an offset in hours") }
        var seconds = hours * 3600
        if i < scalars.count, scalars[i] == ":" {
            i += 1
            guard let minutes = number(max: 2), minutes < 60 else { return .invalid("its offset's minutes are not two digits below 60") }
            seconds += minutes * 60
            if i < scalars.count, scalars[i] == ":" {
                i += 1
                guard let secs = number(max: 2), secs < 60 else { return .invalid("its offset's seconds are not two digits below 60") }
                seconds += secs
            }
        }
        if i == scalars.count { return .fixed(secondsEast: -sign * seconds) }
        return name() ? .daylightSaving : .invalid("it has text after the offset that is not a daylight-saving zone")
    }
}
