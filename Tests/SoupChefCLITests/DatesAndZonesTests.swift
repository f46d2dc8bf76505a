import Foundation
import Testing

@testable import SoupChefCLI

/// `TZ` read as the C library reads it, and dates read in the proleptic Gregorian calendar.
@Suite struct DatesAndZonesTests {
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

    @Test func anUnreadableZoneIsAUsageErrorThatChangesNothing() throws {
        let harness = try Harness()
        harness.environment["TZ"] = "CET-1CEST,M3.5.0,M10.5.0/3"
        let result = harness.run("order", "tomato")
        #expect(result.status == 64)
        #expect(result.err.hasPrefix("Error: TZ=\"CET-1CEST,M3.5.0,M10.5.0/3\" is not a time zone soupchef can read"))
        #expect(!FileManager.default.fileExists(atPath: harness.dataDirectory))
    }

    @Test func aPosixZoneIsUsedForDates() throws {
        let harness = try Harness(now: "2026-12-07T12:00:00Z")
        harness.environment["TZ"] = "UTC+3"
        let result = harness.run("--json", "order", "tomato")
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out.contains("\"date\" : \"2026-12-07T09:00:00-03:00\""))
    }

    @Test func theOrderDetailsEstimatedTimeIsWrittenInTheZone() throws {
        let harness = try Harness(now: "2026-12-07T12:00:00Z")
        harness.environment["TZ"] = "UTC+3"
        let result = harness.run("--json", "order", "tomato")
        #expect(result.status == 0, "\(result.err)")
        let response = try #require(try result.json()["response"] as? [String: Any])
        let details = try #require(response["orderDetails"] as? [String: Any])
        #expect(details["estimatedTime"] as? String == "2026-12-07T09:10:00-03:00")
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

    @Test func aReadyDateAfterTheYear9999CanBeReadBack() throws {
        let harness = try Harness(now: "9999-12-31T23:59:00Z")
        let order = harness.run("--json", "order", "tomato")
        #expect(order.status == 0, "\(order.err)")
        #expect(order.out.contains("\"readyDate\" : \"+10000-01-01T00:09:00Z\""))
        #expect(order.out.contains("\"estimatedTime\" : \"+10000-01-01T00:09:00Z\""))
        let later = harness.run("--now", "+10000-01-01T00:09:00Z", "history", "--limit", "1")
        #expect(later.status == 0, "\(later.err)")
        #expect(later.out.contains("9999-12-31 23:59"))
    }

    @Test(arguments: ["2026-02-29T12:00", "2026-04-31T12:00", "+123-01-01T00:00", "10000-01-01T00:00", "+1234567-01-01T00:00"])
    func impossibleOrMalformedDatesAreRefused(text: String) {
        #expect(Self.utc.parse(text) == nil)
    }

    @Test func aLocalTimeTheClocksSkipIsRefusedWithItsReason() throws {
        let newYork = DateCodec(timeZone: try #require(TimeZone(identifier: "America/New_York")))
        #expect(throws: DateCodec.ReadError.skipped(zone: "America/New_York", before: -5 * 3600, after: -4 * 3600)) {
            try newYork.read("2026-03-08T02:30")
        }
        // An explicit offset is always an instant.
        #expect(newYork.parse("2026-03-08T02:30-05:00") != nil)
        // A local time passed twice (clocks go back) is the first of the two.
        let repeated = try #require(newYork.parse("2026-11-01T01:30"))
        #expect(newYork.iso(repeated) == "2026-11-01T01:30:00-04:00")

        let harness = try Harness(now: nil)
        harness.environment["TZ"] = "America/New_York"
        let result = harness.run("--now", "2026-03-08T02:30", "order", "tomato")
        #expect(result.status == 64)
        #expect(result.err.hasPrefix("Error: --now \"2026-03-08T02:30\" does not exist in America/New_York"))
        #expect(!FileManager.default.fileExists(atPath: harness.dataDirectory))
    }
}

/// Scenario files saved with Windows line endings replay as they do with Unix ones.
@Suite struct ScenarioLineEndingTests {
    @Test func crlfReplaysExactlyLikeLF() throws {
        let text = try String(contentsOfFile: Harness.scenario("lunch-weeks.txt"), encoding: .utf8)
        let unix = try Harness()
        let windows = try Harness()
        let lf = unix.run("replay", try unix.write(text))
        let crlf = windows.run("replay", try windows.write(text.replacingOccurrences(of: "\n", with: "\r\n")))
        #expect(lf.status == 0, "\(lf.err)")
        #expect(crlf.status == 0, "\(crlf.err)")
        #expect(crlf.out.replacingOccurrences(of: windows.directory, with: unix.directory) == lf.out)
        #expect(try windows.snapshot() == unix.snapshot())
    }

    @Test func aCommentOnACRLFLineDoesNotSwallowTheRest() throws {
        let harness = try Harness()
        let file = try harness.write("2026-11-16T12:00  order tomato  # first\r\n12:05  order chicken\r\n")
        let result = harness.run("replay", file)
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out.contains("Replayed 2 steps"))
    }

    @Test(arguments: [
        ("2026-11-16T12:00  order tomato\r12:05  order chicken\n", ":1: a carriage return in the middle of the line"),
        ("# ok\n2026-11-16T12:00  order tomato\0 --quantity 2\n", ":2: a NUL byte"),
    ])
    func invisibleCharactersThatSplitALineAreRefused(text: String, message: String) throws {
        let harness = try Harness()
        let result = harness.run("replay", try harness.write(text))
        #expect(result.status == 65)
        #expect(result.err.contains(message), "\(result.err)")
        #expect(!FileManager.default.fileExists(atPath: harness.dataDirectory + "/app.sqlite"))
    }

    @Test func anEmptyDeviceIsAScenarioWithNoStepsNotAnUnreadableFile() throws {
        let harness = try Harness()
        let result = harness.run("replay", "/dev/null")
        #expect(result.status == 65)
        #expect(result.err == "Error: Scenario /dev/null has no steps.\n")
    }
}
