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
        ("CET-1CEST,M3.5.0,M10.5.0/3", "daylight-saving rules"),
        ("ABC5DEF", "daylight-saving rules"),
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

    @Test(
        .enabled(if: FileManager.default.fileExists(atPath: "/usr/share/zoneinfo/Europe/Paris"), "needs the system's zone files"),
        arguments: ["Europe/Paris", ":Europe/Paris", "/usr/share/zoneinfo/Europe/Paris", "EST5EDT", "Etc/GMT-3"])
    func zoneFilesAreReadByName(value: String) throws {
        let zone = try TimeZoneSetting.resolve(value, zoneDirectories: Self.zoneFiles)
        let expected = value.hasSuffix("Paris") ? "Europe/Paris" : value
        #expect(zone.identifier == expected)
        if value == "Etc/GMT-3" { #expect(zone.secondsFromGMT() == 3 * 3600) }
    }

    static let utc = DateCodec(timeZone: TimeZone(identifier: "UTC")!)

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
        #expect(TimeZoneSetting.systemZone(link: link).identifier == "Asia/Kathmandu")
        #expect(TimeZoneSetting.systemZone(link: directory + "/missing") == TimeZone.current)
        let odd = directory + "/odd"
        try FileManager.default.createSymbolicLink(atPath: odd, withDestinationPath: "/somewhere/else")
        #expect(TimeZoneSetting.systemZone(link: odd) == TimeZone.current)
    }
}
