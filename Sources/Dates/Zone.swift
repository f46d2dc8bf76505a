#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A time zone as the C library keeps it: the offsets of a zone file (TZif, RFC 8536) up to its
/// last transition and its POSIX rule after it, or a POSIX rule alone (`TZ=CET-1CEST,M3.5.0,M10.5.0/3`),
/// or a fixed offset.
///
/// soupchef reads zones itself rather than through Foundation's `TimeZone`, which on Linux is
/// ICU: linking ICU's zones costs every command about 1.3 ms and 200 page faults at start-up
/// (docs/performance.md), and ICU carries its own copy of the zone rules where the C library,
/// and so `date`, `ls` and every other program, reads the system's files.
public struct Zone: Sendable, Hashable, CustomStringConvertible {
    /// The zone's name: the zone file's (`Europe/Paris`), the `TZ` value of a POSIX zone with
    /// rules, and for a fixed offset Foundation's form (`GMT`, `GMT+0300`, `GMT-0330`).
    public let identifier: String
    /// Instants (seconds since 1970, UTC) at which the local time type changes, ascending.
    let transitions: [Int64]
    /// The local time type in force from each transition, an index into `types`.
    let typeIndices: [UInt8]
    /// The local time types: offsets east of UTC in seconds. Type 0 holds before the first
    /// transition (RFC 8536, 3.2).
    let types: [Int]
    /// The offset before the first transition: the first standard-time type's, as the C library
    /// takes it (RFC 8536 names type 0; `zic` makes them the same).
    let initialOffset: Int
    /// The rule after the last transition; for the whole time line when there is no file.
    let rule: PosixZoneRule?

    init(identifier: String, transitions: [Int64], typeIndices: [UInt8], types: [Int], initialOffset: Int, rule: PosixZoneRule?) {
        self.identifier = identifier
        self.transitions = transitions
        self.typeIndices = typeIndices
        self.types = types
        self.initialOffset = initialOffset
        self.rule = rule
    }

    /// A zone a fixed number of seconds east of UTC, named as Foundation names it.
    public init(secondsFromGMT seconds: Int) {
        self.init(identifier: Self.fixedName(seconds), transitions: [], typeIndices: [], types: [seconds], initialOffset: seconds, rule: nil)
    }

    /// UTC, which Foundation calls "GMT".
    public static let gmt = Zone(secondsFromGMT: 0)

    /// A zone from a POSIX rule, named by the rule's text.
    init(identifier: String, rule: PosixZoneRule) {
        self.init(identifier: identifier, transitions: [], typeIndices: [], types: [], initialOffset: rule.standardOffset, rule: rule)
    }

    public var description: String { identifier }

    /// Foundation's names for fixed offsets: "GMT", then "GMT+0300" (the minutes rounded).
    static func fixedName(_ seconds: Int) -> String {
        let minutes = (abs(seconds) + 30) / 60
        if minutes == 0 { return "GMT" }
        return "GMT" + (seconds < 0 ? "-" : "+") + DateCodec.pad(minutes / 60) + DateCodec.pad(minutes % 60)
    }

    /// The offset from UTC, in seconds east, at an instant.
    public func secondsFromGMT(for date: Date) -> Int {
        let seconds = date.timeIntervalSince1970.rounded(.down)
        guard seconds.isFinite, abs(seconds) < 9.0e18 else { return initialOffset }
        return secondsFromGMT(atSecond: Int64(seconds))
    }

    /// The offset from UTC, in seconds east, at a second since 1970 (UTC).
    public func secondsFromGMT(atSecond instant: Int64) -> Int {
        // A zone file without transitions keeps its first standard type, as the C library does.
        guard let last = transitions.last else { return types.isEmpty ? rule?.offset(at: instant) ?? initialOffset : initialOffset }
        if instant < transitions[0] { return initialOffset }
        if instant >= last, let rule { return rule.offset(at: instant) }
        // The last transition at or before the instant.
        var low = 0
        var high = transitions.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if transitions[middle] <= instant { low = middle } else { high = middle - 1 }
        }
        return types[Int(typeIndices[low])]
    }
}
