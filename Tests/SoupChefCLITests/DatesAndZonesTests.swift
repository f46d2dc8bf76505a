import Foundation
import Testing

@testable import Dates
@testable import SoupChefCLI

/// `TZ` read as the C library reads it, and dates read in the proleptic Gregorian calendar.
@Suite struct DatesAndZonesTests {

    @Test func anUnreadableZoneIsAUsageErrorThatChangesNothing() throws {
        let harness = try Harness()
        harness.environment["TZ"] = "CET-1CEST,M13.5.0,M10.5.0/3"
        let result = harness.run("order", "tomato")
        #expect(result.status == 64)
        #expect(result.err.hasPrefix("Error: TZ=\"CET-1CEST,M13.5.0,M10.5.0/3\" is not a time zone soupchef can read"))
        #expect(!FileManager.default.fileExists(atPath: harness.dataDirectory))
    }

    /// A setting of the environment a command does not use is not its error: completion (whose
    /// script would hide the error and complete nothing), help and reading a definition run
    /// whatever TZ, SOUPCHEF_IOS or SOUPCHEF_NOW holds; a command that uses them still refuses.
    @Test(arguments: [("TZ", "Bad/Zone"), ("SOUPCHEF_IOS", "9"), ("SOUPCHEF_NOW", "bad")])
    func aSettingOnlyTheCommandsThatUseItRefuse(name: String, value: String) throws {
        let harness = try Harness()
        harness.environment[name] = value
        let definition = AppIntentsMetadataCommandTests.root + "/Data/Intents.intentdefinition"
        for command in [["completions", "bash"], ["__complete", "--", "men"], ["help", "order"], ["intents", "lint", definition]] {
            let result = harness.run(command)
            #expect(result.status == 0, "\(name)=\(value) \(command): \(result.err)")
        }
        #expect(harness.run("__complete", "--", "men").out.contains("menu"))
        let history = harness.run("history")
        #expect(history.status == 64 && history.err.contains(name), "\(history.err)")
    }

    @Test func aPosixZoneWithDaylightSavingRulesFollowsThem() throws {
        let harness = try Harness(now: "2026-07-07T12:00:00Z")
        harness.environment["TZ"] = "CET-1CEST,M3.5.0,M10.5.0/3"
        let result = harness.run("--json", "order", "tomato")
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out.contains("\"date\" : \"2026-07-07T14:00:00+02:00\""))
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

    static let utc = DateCodec(timeZone: Zone(identifier: "UTC")!)

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

    @Test func aLocalTimeTheClocksSkipIsRefusedWithItsReason() throws {
        let newYork = DateCodec(timeZone: try #require(Zone(identifier: "America/New_York")))
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
        #expect(try windows.contents() == unix.contents())
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

    /// An endless device is refused at its first NUL byte, as it arrives, not read into memory
    /// until the memory runs out; so is a histories file for eval.
    @Test func anEndlessDeviceIsRefusedAsItIsRead() throws {
        let harness = try Harness()
        let replay = harness.run("replay", "/dev/zero")
        #expect(replay.status == 65 && replay.err == "Error: /dev/zero:1: a NUL byte; a scenario is text\n", "\(replay.err)")
        let eval = harness.run("eval", "--histories", "/dev/zero")
        #expect(eval.status == 65 && eval.err.contains("line 1 holds a NUL byte (byte 0 of the file), so it is not a text file"), "\(eval.err)")
        #expect(!FileManager.default.fileExists(atPath: harness.dataDirectory + "/app.sqlite"))
    }

    /// A compressed file or a database holds NUL bytes near its start: it is named by what it is,
    /// from its first bytes, before a NUL byte refuses it as no text (the gzip of a histories
    /// file was "line 1 holds a NUL byte"); from standard input too, named so.
    @Test func aCompressedHistoriesFileIsNamedBeforeItsNULBytesRefuseIt() throws {
        let harness = try Harness()
        let gzip: [UInt8] = [0x1F, 0x8B, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x03, 0x4B, 0x04, 0x00]
        let sqlite = Array("SQLite format 3\u{0}".utf8) + [UInt8](repeating: 0, count: 84)
        for (name, bytes, said) in [
            ("a.csv.gz", gzip, "line 1: the file is gzip-compressed; decompress it first"),
            ("a.sqlite", sqlite, "line 1: the file is an SQLite database, not a text table"),
        ] {
            let path = harness.directory + "/" + name
            #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
            let eval = harness.run("eval", "--histories", path)
            #expect(eval.status == 65 && eval.err.hasPrefix("Error: Cannot evaluate \(path): \(said)"), "\(eval.err)")
        }
        let piped = harness.run(["eval", "--histories", "-"], input: [String(decoding: gzip, as: UTF8.self)])
        #expect(piped.status == 65, "\(piped.err)")
        #expect(!FileManager.default.fileExists(atPath: harness.dataDirectory + "/app.sqlite"))
    }

    /// A file past the limit is refused by its size, before a byte of it is read (a sparse file
    /// of 300 MB here, whose first byte would otherwise be the NUL reported).
    @Test func aFileLargerThanTheLimitIsRefusedByItsSize() throws {
        let harness = try Harness()
        let path = harness.directory + "/huge.txt"
        #expect(FileManager.default.createFile(atPath: path, contents: Data("2026-12-07T12:00 order tomato\n".utf8)))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.truncate(atOffset: 300 << 20)
        try handle.close()
        let replay = harness.run("replay", path)
        #expect(replay.status == 65 && replay.err.contains("it is larger than 256 MiB"), "\(replay.err)")
        #expect(!FileManager.default.fileExists(atPath: harness.dataDirectory + "/app.sqlite"))
    }

    @Test func anEmptyDeviceIsAScenarioWithNoStepsNotAnUnreadableFile() throws {
        let harness = try Harness()
        let result = harness.run("replay", "/dev/null")
        #expect(result.status == 65)
        #expect(result.err == "Error: Scenario /dev/null has no steps.\n")
    }
}
