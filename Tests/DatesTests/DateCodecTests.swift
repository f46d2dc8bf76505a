import Foundation
import Testing

@testable import Dates

/// `TZ` read as the C library reads it, and dates read in the proleptic Gregorian calendar.
@Suite struct DateCodecTests {
    static let zoneFiles = TimeZoneSetting.zoneDirectories([:])

    @Test(arguments: [
        // POSIX counts hours west of UTC: UTC+3 is three hours behind it.
        ("UTC+3", -3 * 3600), ("GMT-3", 3 * 3600), ("CET-1", 3600), ("EST5", -5 * 3600),
        ("<+03>-3", 3 * 3600), ("<-0330>3:30", -(3 * 3600 + 1800)), ("ABC+10:15:30", -(10 * 3600 + 15 * 60 + 30)),
        ("", 0), (":", 0),
    ])
    func posixOffsetsCountHoursWestOfUTC(value: String, secondsEast: Int) throws {
        let zone = try TimeZoneSetting.resolve(value, zoneDirectories: [])
        #expect(zone.secondsFromGMT(for: Date(timeIntervalSince1970: 1_796_644_800)) == secondsEast)
    }

    @Test(arguments: [
        ("garbage", "the zone name is not followed by an offset"),
        ("UT+3", "does not start with a zone name"),
        ("UTC+25", "not followed by an offset"),
        ("UTC+3:75", "minutes"),
        ("UTC+3x", "text after the offset"),
        ("CET-1CEST,M3.5.0", "daylight-saving dates"),
        ("CET-1CEST,M13.5.0,M10.5.0/3", "daylight-saving dates"),
        ("ABC5DEF+x", "not an offset"),
        (":Nowhere/Atlantis", "no zone file called \"Nowhere/Atlantis\""),
        ("/etc/passwd", "it is a path"),
        ("../../etc/passwd", "does not start with a zone name"),
    ])
    func whatCannotBeReadIsRefusedNeverReplaced(value: String, reason: String) {
        #expect {
            _ = try TimeZoneSetting.resolve(value, zoneDirectories: Self.zoneFiles)
        } throws: { error in
            "\(error)".contains("TZ=\"\(value)\" is not a time zone soupchef can read") && "\(error)".contains(reason)
        }
    }

    /// A path the C library reads (`TZ=:/etc/localtime`, common in containers): a link into a
    /// zone directory is that zone by name, wherever the link is; a zone file elsewhere is read
    /// as it is.
    @Test func aPathToAZoneFileOrALinkToOneIsRead() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tz-path-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let paris = try #require(Self.zoneFiles.map { $0 + "/Europe/Paris" }.first { FileManager.default.fileExists(atPath: $0) })
        try FileManager.default.createSymbolicLink(atPath: directory + "/localtime", withDestinationPath: paris)
        let summer = try #require(Self.utc.parse("2026-07-01T12:00:00Z"))
        for value in [":" + directory + "/localtime", directory + "/localtime"] {
            let zone = try TimeZoneSetting.resolve(value, zoneDirectories: Self.zoneFiles)
            #expect(zone.identifier == "Europe/Paris")
            #expect(zone.secondsFromGMT(for: summer) == 7200)
        }
        try FileManager.default.copyItem(atPath: paris, toPath: directory + "/copied")
        let copied = try TimeZoneSetting.resolve(directory + "/copied", zoneDirectories: Self.zoneFiles)
        #expect(copied.secondsFromGMT(for: summer) == 7200)
    }

    /// A POSIX zone with daylight-saving rules follows them as the C library does; without dates,
    /// on the United States' (second Sunday of March to first Sunday of November, 02:00).
    @Test(arguments: [
        ("CET-1CEST,M3.5.0,M10.5.0/3", "2026-03-29T00:59:59Z", 3600), ("CET-1CEST,M3.5.0,M10.5.0/3", "2026-03-29T01:00:00Z", 7200),
        ("CET-1CEST,M3.5.0,M10.5.0/3", "2026-10-25T00:59:59Z", 7200), ("CET-1CEST,M3.5.0,M10.5.0/3", "2026-10-25T01:00:00Z", 3600),
        ("EST5EDT4,M3.2.0/2,M11.1.0/2", "2026-03-08T06:59:59Z", -18000), ("EST5EDT4,M3.2.0/2,M11.1.0/2", "2026-03-08T07:00:00Z", -14400),
        ("ABC5DEF", "2026-07-01T12:00:00Z", -14400), ("ABC5DEF", "2026-12-01T12:00:00Z", -18000),
        // The southern hemisphere: daylight time across the new year.
        ("AEST-10AEDT,M10.1.0,M4.1.0/3", "2026-01-15T00:00:00Z", 39600), ("AEST-10AEDT,M10.1.0,M4.1.0/3", "2026-07-15T00:00:00Z", 36000),
        ("<+1030>-10:30<+11>-11,M10.1.0,M4.1.0", "2026-01-15T00:00:00Z", 39600),
        ("XYZ0ABC,J60/0,300", "2025-03-01T00:00:00Z", 3600), ("XYZ0ABC,J60/0,300", "2025-02-28T23:59:59Z", 0),
    ])
    func posixDaylightSavingRulesAreFollowed(value: String, at text: String, secondsEast: Int) throws {
        let zone = try TimeZoneSetting.resolve(value, zoneDirectories: [])
        #expect(zone.identifier == value)
        #expect(zone.secondsFromGMT(for: try #require(Self.utc.parse(text))) == secondsEast)
    }

    @Test(
        .enabled(if: FileManager.default.fileExists(atPath: "/usr/share/zoneinfo/Europe/Paris"), "needs the system's zone files"),
        arguments: ["Europe/Paris", ":Europe/Paris", "/usr/share/zoneinfo/Europe/Paris", "EST5EDT", "Etc/GMT-3"])
    func zoneFilesAreReadByName(value: String) throws {
        let zone = try TimeZoneSetting.resolve(value, zoneDirectories: Self.zoneFiles)
        let expected = value.hasSuffix("Paris") ? "Europe/Paris" : value
        #expect(zone.identifier == expected)
        if value == "Etc/GMT-3" { #expect(zone.secondsFromGMT(for: Date()) == 3 * 3600) }
    }

    static let utc = DateCodec(timeZone: Zone(identifier: "UTC")!)

    @Test(arguments: [
        // The days Foundation's calendar lacks (the Julian-to-Gregorian switch), and earlier ones.
        ("1582-10-10T12:00", -12_219_681_600.0), ("1582-10-14T00:00", -12_219_379_200.0),
        ("1500-03-01T00:00", -14_826_672_000.0), ("0001-01-01T00:00", -62_135_596_800.0),
        ("+10000-01-01T00:09Z", 253_402_301_340.0), ("-0001-12-31T00:00", -62_167_305_600.0),
    ])
    func datesAreProlepticGregorianAndReadBackAsWritten(text: String, seconds: Double) throws {
        let date = try #require(Self.utc.parse(text))
        #expect(date.timeIntervalSince1970 == seconds)
        #expect(Self.utc.parse(Self.utc.iso(date)) == date)
    }

    @Test(arguments: [
        ("1500-03-01T09:00", "Thursday, March 1"), ("1582-10-10T09:00", "Sunday, October 10"),
        ("2026-12-07T09:00", "Monday, December 7"), ("0001-01-01T09:00", "Monday, January 1"),
    ])
    func weekdaysFollowTheProlepticCalendar(text: String, shown: String) throws {
        #expect(Self.utc.weekdayAndDate(try #require(Self.utc.parse(text))) == shown)
    }
    /// A bare time is that time on the reference's day, with an offset or not.
    @Test(arguments: [
        ("12:00", "2026-12-07T12:00:00Z"), ("12:00Z", "2026-12-07T12:00:00Z"), ("12:00+01:00", "2026-12-07T11:00:00Z"),
        ("12:00:30.5-05:00", "2026-12-07T17:00:30.5Z"),
    ])
    func aTimeOfDayIsReadWithOrWithoutItsOffset(text: String, instant: String) throws {
        let reference = try #require(Self.utc.parse("2026-12-07T08:00Z"))
        #expect(Self.utc.parse(text, relativeTo: reference) == Self.utc.parse(instant))
        #expect(Self.utc.parse(text) == nil)
    }

    @Test(arguments: ["2026-02-29T12:00", "2026-04-31T12:00", "+123-01-01T00:00", "10000-01-01T00:00", "+1234567-01-01T00:00"])
    func impossibleOrMalformedDatesAreRefused(text: String) {
        #expect(Self.utc.parse(text) == nil)
    }
}

/// With `TZ` unset, the zone is the one `/etc/localtime` links to, read by name.
@Suite struct SystemZoneTests {
    @Test func theLinkedZoneFileNamesTheZone() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("zone-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let link = directory + "/localtime"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "/usr/share/zoneinfo/Asia/Kathmandu")
        let none = directory + "/no-timezone"
        #expect(TimeZoneSetting.systemZone(link: link, names: none).identifier == "Asia/Kathmandu")
        let relative = directory + "/relative"
        try FileManager.default.createSymbolicLink(atPath: relative, withDestinationPath: "../../usr/share/zoneinfo/UTC")
        #expect(TimeZoneSetting.systemZone(link: relative, names: none).identifier == "GMT")
        // No link: the zone Debian's /etc/timezone names, else UTC as the C library assumes.
        let names = directory + "/timezone"
        try "Europe/Paris\n".write(toFile: names, atomically: true, encoding: .utf8)
        #expect(TimeZoneSetting.systemZone(link: directory + "/missing", names: names).identifier == "Europe/Paris")
        #expect(TimeZoneSetting.systemZone(link: directory + "/missing", names: none) == .gmt)
        // A copied zone file rather than a link is read as it is.
        let copy = directory + "/copied"
        try FileManager.default.copyItem(atPath: "/usr/share/zoneinfo/Asia/Kathmandu", toPath: copy)
        let copied = TimeZoneSetting.systemZone(link: copy, names: none)
        #expect(copied.identifier == "localtime")
        #expect(copied.secondsFromGMT(for: Date(timeIntervalSince1970: 1_796_644_800)) == 20_700)
        let odd = directory + "/odd"
        try FileManager.default.createSymbolicLink(atPath: odd, withDestinationPath: "/somewhere/else")
        #expect(TimeZoneSetting.systemZone(link: odd, names: none) == .gmt)
    }
}
