#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads the `TZ` environment variable the way the C library does, or refuses it.
///
/// The C library first looks for a zone file of that name (`Europe/Paris`, `EST5EDT`, `UTC`), then
/// reads the value as a POSIX zone: a name and the hours to *add* to local time to get UTC, so
/// `UTC+3` is three hours west of Greenwich (−03:00) and `CET-1` one hour east (+01:00), with
/// daylight-saving rules if it has them (`CET-1CEST,M3.5.0,M10.5.0/3`). Anything else is refused
/// with a clear message rather than silently replaced by another zone.
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
    public static func resolve(_ environment: [String: String]) throws(Unreadable) -> Zone {
        guard let raw = environment["TZ"] else { return systemZone(directories: zoneDirectories(environment)) }
        return try resolve(raw, zoneDirectories: zoneDirectories(environment))
    }

    /// The system's zone when `TZ` is unset: the zone file `/etc/localtime` links to, by name (as
    /// Foundation and ICU name it); else the zone Debian's `/etc/timezone` names; else
    /// `/etc/localtime` itself, named "localtime"; else UTC, as the C library assumes.
    static func systemZone(link: String = "/etc/localtime", names: String = "/etc/timezone", directories: [String] = zoneDirectories([:])) -> Zone {
        if let zone = linkedZone(link) { return zone }
        if let bytes = ZoneFile.contents(of: names) {
            let name = String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
            if let zone = zoneFile(name, in: directories) { return zone }
        }
        return ZoneFile.load(path: link, identifier: "localtime") ?? .gmt
    }

    /// The zone a symbolic link to a zone directory's file names, by that name.
    private static func linkedZone(_ link: String) -> Zone? {
        var buffer = [CChar](repeating: 0, count: 1024)
        let count = readlink(link, &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        let target = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard let name = zoneName(inPath: target) else { return nil }
        return ZoneFile.load(path: resolvedLink(target, from: link), identifier: displayName(name))
    }

    /// "Europe/Paris" from ".../zoneinfo/Europe/Paris": what follows the last "/zoneinfo/".
    private static func zoneName(inPath path: String) -> String? {
        let bytes = Array(path.utf8)
        let marker = Array("/zoneinfo/".utf8)
        guard bytes.count > marker.count else { return nil }
        var start = bytes.count - marker.count
        while start >= 0 {
            if bytes[start..<start + marker.count].elementsEqual(marker) {
                let name = bytes[(start + marker.count)...]
                return name.isEmpty ? nil : String(decoding: name, as: UTF8.self)
            }
            start -= 1
        }
        return nil
    }

    /// A relative link's target, read from the link's directory.
    private static func resolvedLink(_ target: String, from link: String) -> String {
        if target.hasPrefix("/") { return target }
        let directory = link.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        return directory + "/" + target
    }

    /// Foundation's name for a zone: "GMT" for the zone files `UTC`, `GMT`, `GMT+0` and `GMT-0`,
    /// as ICU calls them; every other name as given.
    static func displayName(_ name: String) -> String {
        ["UTC", "GMT", "GMT+0", "GMT-0"].contains(name) ? "GMT" : name
    }

    public static func resolve(_ raw: String, zoneDirectories: [String]) throws(Unreadable) -> Zone {
        var value = raw
        if value.hasPrefix(":") { value.removeFirst() }
        // An empty TZ means UTC, as in the C library.
        if value.isEmpty { return .gmt }
        if value.hasPrefix("/") {
            for directory in zoneDirectories where value.hasPrefix(directory + "/") {
                let name = String(value.dropFirst(directory.count + 1))
                if let zone = zoneFile(name, in: [directory]) { return zone }
            }
            // Any other path is read as the C library reads it (`:/etc/localtime`): a link to a
            // zone directory's file is that zone, by its name; else the file itself.
            if let zone = linkedZone(value) { return zone }
            let last = value.split(separator: "/").last.map(String.init) ?? value
            if let zone = ZoneFile.load(path: value, identifier: last) { return zone }
            throw Unreadable(value: raw, reason: "it is a path, and not to a zone file")
        }
        if let zone = zoneFile(value, in: zoneDirectories) { return zone }
        // A name with a slash and no rule's comma (`Area/City`) is a zone file's.
        if raw.hasPrefix(":") || (value.first?.isLetter == true && value.contains("/") && !value.contains(",")) {
            throw Unreadable(value: raw, reason: "there is no zone file called \"\(value)\"")
        }
        do {
            let rule = try PosixZoneRule.parse(value)
            if rule.daylight == nil { return Zone(secondsFromGMT: rule.standardOffset) }
            return Zone(identifier: value, rule: rule)
        } catch {
            throw Unreadable(value: raw, reason: error.reason)
        }
    }

    /// A zone file under one of the directories, read by its name.
    static func zoneFile(_ name: String, in directories: [String]) -> Zone? {
        let allowed = name.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || "/_+-".unicodeScalars.contains($0)
        }
        guard allowed, !name.isEmpty, !name.hasPrefix("/"), !name.split(separator: "/").contains(where: { $0.hasPrefix(".") })
        else { return nil }
        for directory in directories {
            var info = stat()
            guard stat(directory + "/" + name, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { continue }
            if let zone = ZoneFile.load(path: directory + "/" + name, identifier: displayName(name)) { return zone }
        }
        return nil
    }
}

extension Zone {
    /// The zone file of that name (`Europe/Paris`, `UTC`) in the system's zone directories, as
    /// Foundation's `TimeZone(identifier:)` finds it; nil when there is none.
    public init?(identifier: String) {
        guard let zone = TimeZoneSetting.zoneFile(identifier, in: TimeZoneSetting.zoneDirectories([:])) else { return nil }
        self = zone
    }

    /// The zone the environment's `TZ` names as the C library reads it, or the system's zone when
    /// it is unset or unreadable: the default of the libraries' initializers. The command line
    /// resolves `TZ` itself and refuses a value it cannot read.
    public static var current: Zone {
        guard let value = getenv("TZ") else { return TimeZoneSetting.systemZone() }
        return (try? TimeZoneSetting.resolve(String(cString: value), zoneDirectories: TimeZoneSetting.zoneDirectories([:])))
            ?? TimeZoneSetting.systemZone()
    }
}
