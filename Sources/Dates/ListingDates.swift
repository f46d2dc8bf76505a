#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `DateCodec.short` and `DateCodec.iso` for a million dates in a row, appended as bytes: the
/// same text, without a `String` per field, and with the zone's offset looked up once
/// an hour of history rather than once a row.
public final class ListingDates {
    private let codec: DateCodec
    /// The last hour looked up, and the offset that held through all of it.
    private var hour: Int64 = .min
    private var hourOffset: Int?

    public init(_ codec: DateCodec) {
        self.codec = codec
    }

    /// The zone's offset at `seconds` since 1970, as `DateCodec` reads it.
    private func offset(at seconds: Int64) -> Int {
        let start = seconds >= 0 ? seconds / 3600 * 3600 : (seconds - 3599) / 3600 * 3600
        if start != hour {
            hour = start
            // The offset is kept for the hour only when it is the same at both ends: an hour with
            // a change of offset in it is asked about second by second.
            let first = codec.timeZone.secondsFromGMT(atSecond: start)
            let last = codec.timeZone.secondsFromGMT(atSecond: start + 3599)
            hourOffset = first == last ? first : nil
        }
        return hourOffset ?? codec.timeZone.secondsFromGMT(atSecond: seconds)
    }

    /// "2026-12-07 12:00", as `DateCodec.short` writes the date `milliseconds` after 1970.
    public func appendShort(milliseconds: Int64, to bytes: inout [UInt8]) {
        let seconds = Self.floorDivide(milliseconds, 1000)
        Self.appendDayAndMinute(DateCodec.wallClock(seconds: seconds, offset: offset(at: seconds)), separator: " ", to: &bytes)
    }

    /// "2026-12-07" and the separator and "12:00".
    private static func appendDayAndMinute(_ f: DateCodec.WallClock, separator: Character, to bytes: inout [UInt8]) {
        appendYear(f.year, to: &bytes)
        bytes.append(UInt8(ascii: "-"))
        appendTwoDigits(f.month, to: &bytes)
        bytes.append(UInt8(ascii: "-"))
        appendTwoDigits(f.day, to: &bytes)
        bytes.append(separator.asciiValue ?? UInt8(ascii: " "))
        appendTwoDigits(f.hour, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
        appendTwoDigits(f.minute, to: &bytes)
    }

    /// As `DateCodec.iso` writes the date `milliseconds` after 1970.
    public func appendISO(milliseconds: Int64, to bytes: inout [UInt8]) {
        let millis = Int(((milliseconds % 1000) + 1000) % 1000)
        let seconds = (milliseconds - Int64(millis)) / 1000
        var zone = offset(at: seconds)
        if zone % 60 != 0 { zone = 0 }
        let f = DateCodec.wallClock(seconds: seconds, offset: zone)
        Self.appendDayAndMinute(f, separator: "T", to: &bytes)
        bytes.append(UInt8(ascii: ":"))
        Self.appendTwoDigits(f.second, to: &bytes)
        if millis > 0 {
            bytes.append(UInt8(ascii: "."))
            bytes.append(UInt8(ascii: "0") + UInt8(millis / 100))
            Self.appendTwoDigits(millis % 100, to: &bytes)
        }
        if zone == 0 {
            bytes.append(UInt8(ascii: "Z"))
        } else {
            let minutes = abs(zone) / 60
            bytes.append(zone < 0 ? UInt8(ascii: "-") : UInt8(ascii: "+"))
            Self.appendTwoDigits(minutes / 60, to: &bytes)
            bytes.append(UInt8(ascii: ":"))
            Self.appendTwoDigits(minutes % 60, to: &bytes)
        }
    }

    /// The width of `short` at either end of a range of dates: the widest a column of them needs
    /// (only the year can change the width, and it is widest at one of the two ends).
    public func shortWidth(of range: ClosedRange<Int64>) -> Int {
        var bytes: [UInt8] = []
        appendShort(milliseconds: range.lowerBound, to: &bytes)
        let low = bytes.count
        bytes.removeAll()
        appendShort(milliseconds: range.upperBound, to: &bytes)
        return max(low, bytes.count)
    }

    private static func floorDivide(_ value: Int64, _ divisor: Int64) -> Int64 {
        value >= 0 ? value / divisor : (value - divisor + 1) / divisor
    }

    private static func appendTwoDigits(_ value: Int, to bytes: inout [UInt8]) {
        if value >= 0 && value < 100 {
            bytes.append(UInt8(ascii: "0") + UInt8(value / 10))
            bytes.append(UInt8(ascii: "0") + UInt8(value % 10))
        } else {
            bytes.append(contentsOf: DateCodec.pad(value).utf8)
        }
    }

    private static func appendYear(_ year: Int, to bytes: inout [UInt8]) {
        if year >= 1000 && year <= 9999 {
            appendTwoDigits(year / 100, to: &bytes)
            appendTwoDigits(year % 100, to: &bytes)
        } else {
            bytes.append(contentsOf: DateCodec.year(year).utf8)
        }
    }
}
