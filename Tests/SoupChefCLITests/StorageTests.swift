import Foundation
import SQLiteStore
import SiriSystem
import Testing

@testable import Dates
@testable import SoupChefCLI

@Suite struct StorageTests {
    /// A store moved aside without its log: a new store would replay the log and bring back the
    /// orders meant to go. Refused (65) with what to move, and nothing is created; once the log
    /// goes with the store, the new store is empty.
    @Test func aStoreMovedAsideWithoutItsLogIsRefused() throws {
        let harness = try Harness()
        #expect(harness.run("order", "chicken", "--quiet").status == 0)
        let store = harness.dataDirectory + "/app.sqlite"
        var log = stat()
        #expect(lstat(store + "-wal", &log) == 0 && log.st_size > 0, "the log is kept between commands")
        try FileManager.default.moveItem(atPath: store, toPath: harness.directory + "/app.sqlite.bad")
        let refused = harness.run("history")
        #expect(refused.status == 65, "\(refused.err)")
        #expect(refused.err.contains("app.sqlite is missing, but its log \(store)-wal is there"), "\(refused.err)")
        #expect(refused.err.contains("move app.sqlite-wal and app.sqlite-shm to where the store went"), "\(refused.err)")
        #expect(!FileManager.default.fileExists(atPath: store))
        // A log copied back alone has no index beside it: only the file that is there is named.
        try FileManager.default.moveItem(atPath: store + "-shm", toPath: harness.directory + "/app.sqlite.bad-shm")
        let alone = harness.run("history")
        #expect(alone.status == 65, "\(alone.err)")
        #expect(alone.err.contains("move app.sqlite-wal to where the store went (or delete it)") && !alone.err.contains("-shm"), "\(alone.err)")
        try FileManager.default.moveItem(atPath: harness.directory + "/app.sqlite.bad-shm", toPath: store + "-shm")
        for suffix in ["-wal", "-shm"] {
            try FileManager.default.moveItem(atPath: store + suffix, toPath: harness.directory + "/app.sqlite.bad" + suffix)
        }
        let fresh = harness.run("history")
        #expect(fresh.status == 0 && fresh.err.contains("No orders yet"), "\(fresh.out)\(fresh.err)")
    }

    /// With a pinned clock, a new app store beside the old system store numbers its orders from
    /// the start again: the first order's id would be one the system keeps a donation under, and
    /// iOS ignores a donation whose identifier it holds. The new order gets another id and its
    /// own donation.
    @Test func aNewAppStoresOrderTakesNoDonationOfAnOldOne() throws {
        let harness = try Harness()
        #expect(harness.run("order", "chicken", "--quiet").status == 0)
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: harness.dataDirectory + "/app.sqlite" + suffix) }
        let tomato = harness.run("order", "tomato")
        #expect(tomato.status == 0 && tomato.err.contains("Donated as “Order 1 Tomato Soup”."), "\(tomato.err)")
        let donations = try harness.run("--json", "donations").json()
        let titles = (donations["donations"] as? [[String: Any]])?.compactMap { $0["title"] as? String } ?? []
        #expect(Set(titles) == ["Order 1 Tomato Soup", "Order 1 Chicken Noodle Soup"], "\(donations)")
    }

    @Test func freshDataDirectoryIsPrivate() throws {
        let harness = try Harness()
        // Parents that do not exist yet are made too.
        harness.environment["SOUPCHEF_DATA_DIR"] = harness.directory + "/a/b/data"
        let result = harness.run("menu", "--all")
        #expect(result.status == 0)
        #expect(result.err == "")
        let directory = harness.directory + "/a/b/data"
        #expect(try harness.fileMode(directory) == 0o700)
        // The stores and their logs (kept from run to run: docs/reliability.md, "Syncs").
        let files = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
        #expect(files == ["app.sqlite", "app.sqlite-shm", "app.sqlite-wal", "system.sqlite", "system.sqlite-shm", "system.sqlite-wal"])
        for file in files {
            #expect(try harness.fileMode(directory + "/" + file) == 0o600, "\(file)")
        }
    }

    @Test func storesCarryASchemaVersion() throws {
        let harness = try Harness()
        harness.run("menu", "--all")
        for (file, version) in [("app.sqlite", 4), ("system.sqlite", SystemStore.schemaVersion)] {
            let db = try Database(path: harness.dataDirectory + "/" + file, readOnly: true)
            #expect(try db.userVersion == version)
            #expect(try db.first("PRAGMA journal_mode") { $0.string(0) } == "wal")
        }
    }

    @Test func openDataDirectoryIsUsedWithAWarning() throws {
        let harness = try Harness()
        try FileManager.default.createDirectory(
            atPath: harness.dataDirectory, withIntermediateDirectories: true,
            attributes: [.posixPermissions: 0o755])
        let result = harness.run("menu", "--all")
        #expect(result.status == 0)
        #expect(result.errLines.count == 1)
        #expect(result.err.hasPrefix("warning: data directory \(harness.dataDirectory) can be read by other users (mode 755)"))
        #expect(harness.run("--quiet", "menu", "--all").err == "")
        #expect(try harness.fileMode(harness.dataDirectory) == 0o755)
    }

    @Test func dataDirectoryThatIsAFileIsAnIOError() throws {
        let harness = try Harness()
        try Data("not a directory".utf8).write(to: URL(fileURLWithPath: harness.dataDirectory))
        let result = harness.run("history")
        #expect(result.status == 74)
        #expect(result.out == "")
        #expect(
            result.err
                == "Error: Data directory \(harness.dataDirectory) exists but is not a directory; give another --data-dir (or SOUPCHEF_DATA_DIR).\n")
        #expect(try Data(contentsOf: URL(fileURLWithPath: harness.dataDirectory)) == Data("not a directory".utf8))
        // A directory under that file: the file is named, as when it is given itself.
        let below = harness.run(["--data-dir", harness.dataDirectory + "/sub", "history"])
        #expect(below.status == 74)
        #expect(
            below.err
                == "Error: Data directory \(harness.dataDirectory)/sub cannot be made: \(harness.dataDirectory) is a file, not a directory;"
                + " give another --data-dir (or SOUPCHEF_DATA_DIR).\n")
    }

    // MARK: Where the data lives

    /// Runs a command with `environment` (HOME and TZ kept) and says which of the candidate
    /// directories received the stores.
    func directoryUsed(_ environment: [String: String], arguments: [String] = [], in harness: Harness) -> (Int32, String?) {
        var env = environment
        env["TZ"] = "UTC"
        harness.environment = env
        let result = harness.run(arguments + ["menu", "--all"])
        let candidates = ["/option", "/env", "/xdg/soupchef", "/home/.local/share/soupchef"]
        let used = candidates.first { FileManager.default.fileExists(atPath: harness.directory + $0 + "/app.sqlite") }
        return (result.status, used)
    }

    @Test func dataDirectoryOptionComesFirst() throws {
        let harness = try Harness()
        let d = harness.directory
        let (status, used) = directoryUsed(
            ["SOUPCHEF_DATA_DIR": d + "/env", "XDG_DATA_HOME": d + "/xdg", "HOME": d + "/home"], arguments: ["--data-dir", d + "/option"],
            in: harness)
        #expect(status == 0)
        #expect(used == "/option")
    }

    @Test func environmentVariableComesNext() throws {
        let harness = try Harness()
        let d = harness.directory
        #expect(
            directoryUsed(["SOUPCHEF_DATA_DIR": d + "/env", "XDG_DATA_HOME": d + "/xdg", "HOME": d + "/home"], in: harness)
                == (0, "/env"))
    }

    @Test func xdgDataHomeIsUsedWhenAbsolute() throws {
        let harness = try Harness()
        let d = harness.directory
        #expect(directoryUsed(["SOUPCHEF_DATA_DIR": "", "XDG_DATA_HOME": d + "/xdg", "HOME": d + "/home"], in: harness) == (0, "/xdg/soupchef"))
    }

    @Test func relativeXDGDataHomeIsIgnoredForHome() throws {
        let harness = try Harness()
        let d = harness.directory
        // The directory is made under a HOME that exists, never HOME itself (`HomeDirectoryTests`).
        try FileManager.default.createDirectory(atPath: d + "/home", withIntermediateDirectories: false)
        #expect(directoryUsed(["XDG_DATA_HOME": "relative/xdg", "HOME": d + "/home"], in: harness) == (0, "/home/.local/share/soupchef"))
        #expect(!FileManager.default.fileExists(atPath: FileManager.default.currentDirectoryPath + "/relative/xdg"))
    }

    @Test func homeIsTheLastResort() throws {
        let harness = try Harness()
        try FileManager.default.createDirectory(atPath: harness.directory + "/home", withIntermediateDirectories: false)
        #expect(directoryUsed(["HOME": harness.directory + "/home"], in: harness) == (0, "/home/.local/share/soupchef"))
    }

    @Test func withoutAnyPlaceToKeepDataTheCommandSaysWhatToSet() throws {
        let harness = try Harness()
        harness.environment = ["TZ": "UTC", "HOME": "relative"]
        let result = harness.run("history")
        #expect(result.status == 74)
        #expect(
            result.err
                == "Error: Cannot find a data directory: HOME (relative) is not an absolute path; set it to one, or set SOUPCHEF_DATA_DIR or --data-dir.\n"
        )
        harness.environment = ["TZ": "UTC", "HOME": ""]
        #expect(
            harness.run("history").err
                == "Error: Cannot find a data directory: HOME is empty; set it to one, or set SOUPCHEF_DATA_DIR or --data-dir.\n")
        harness.environment = ["TZ": "UTC"]
        #expect(harness.run("history").err == "Error: Cannot find a data directory: set HOME, SOUPCHEF_DATA_DIR or --data-dir.\n")
        // Help and version still work.
        #expect(harness.run("--version").status == 0)
    }

    // MARK: Damaged stores

    enum Damage: String, CaseIterable, CustomTestStringConvertible {
        case garbage, truncated, empty, newerVersion
        var testDescription: String { rawValue }
    }

    static func damage(_ damage: Damage, _ path: String) throws {
        let url = URL(fileURLWithPath: path)
        switch damage {
        case .garbage: try Data((0..<5000).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ 3) }).write(to: url)
        case .truncated: try Data(contentsOf: url).prefix(4096).write(to: url)
        case .empty: try Data().write(to: url)
        case .newerVersion:
            let db = try Database(path: path)
            try db.execute("PRAGMA user_version = 99")
            db.close()
        }
    }

    @Test(arguments: Damage.allCases, ["app.sqlite", "system.sqlite"])
    func damagedStoreGivesExit65NamesTheFileAndStaysUnchanged(_ damage: Damage, file: String) throws {
        let harness = try Harness()
        #expect(harness.run("order", "tomato").status == 0)
        let path = harness.dataDirectory + "/" + file
        try Self.damage(damage, path)
        let before = try harness.everyFile()

        // The history's listing reads the app's store alone (CorruptionTests checks it against a
        // damaged system store).
        for command in [
            ["history"], ["order", "tomato"], ["menu", "disable", "tomato"], ["--json", "donations"], ["history", "clear", "--force"],
        ] where file == "app.sqlite" || command != ["history"] {
            let result = harness.run(command)
            #expect(result.status == 65, "\(command): \(result.err)")
            #expect(result.out == "", "\(command)")
            // With --json the error is a JSON document on stderr, with the same message.
            let message =
                command.contains("--json")
                ? ((try? JSONSerialization.jsonObject(with: Data(result.err.utf8)) as? [String: Any])?["error"] as? [String: Any])?["message"]
                    as? String ?? "" : result.err
            if !command.contains("--json") { #expect(result.errLines.count == 1, "\(command): \(result.err)") }
            #expect(message.hasPrefix(command.contains("--json") ? "\(path) " : "Error: \(path) "), "\(command): \(result.err)")
            #expect(message.contains("left unchanged"), "\(command): \(result.err)")
            #expect(try harness.everyFile() == before, "\(command) changed the data directory")
        }
        if damage == .newerVersion {
            #expect(harness.run("donations").err.contains("was written by a newer soupchef (schema 99; this one reads up to"))
        }
    }

    @Test func damagedStoreIsReportedEvenWhenTheOtherIsMissing() throws {
        let harness = try Harness()
        try FileManager.default.createDirectory(
            atPath: harness.dataDirectory, withIntermediateDirectories: true,
            attributes: [.posixPermissions: 0o700])
        let path = harness.dataDirectory + "/app.sqlite"
        try Data("SQLite format 3\0 but not really".utf8).write(to: URL(fileURLWithPath: path))
        chmod(path, 0o600)
        let before = try harness.everyFile()
        let result = harness.run("menu")
        #expect(result.status == 65)
        #expect(
            result.err
                == "Error: \(path) is not a usable soupchef store: the file is truncated. It was left unchanged; to start afresh, move it aside together with"
                + " its -wal and -shm files beside it (SQLite would replay their log into a new store), or move the whole data directory away.\n")
        #expect(try harness.everyFile() == before)
    }

    /// The other way round: a damaged or newer Siri store beside no app store stops every
    /// command before the app store is made (SPEC §8: "changes nothing").
    @Test func aDamagedSiriStoreBesideNoAppStoreCreatesNothing() throws {
        for damage in ["garbage", "newer"] {
            let harness = try Harness()
            #expect(harness.run("menu").status == 0)
            for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: harness.dataDirectory + "/app.sqlite" + suffix) }
            let system = harness.dataDirectory + "/system.sqlite"
            if damage == "garbage" {
                try Data(repeating: 0x5A, count: 8192).write(to: URL(fileURLWithPath: system))
            } else {
                #expect(harness.run("menu").status == 0)
                for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: harness.dataDirectory + "/app.sqlite" + suffix) }
                let database = try Database(path: system)
                try database.execute("PRAGMA user_version = 99")
                try database.execute("PRAGMA wal_checkpoint(TRUNCATE)")
                database.close()
            }
            let before = try harness.everyFile()
            for command in [["order", "tomato"], ["history"], ["menu"]] {
                let result = harness.run(command)
                #expect(result.status == 65, "\(damage) \(command): \(result.err)")
                #expect(result.err.contains(system), "\(result.err)")
                #expect(try harness.everyFile() == before, "\(damage) \(command) changed the data directory")
            }
        }
    }

    /// The two stores swapped are said to be swapped, not newer or damaged, and left as they are.
    @Test func swappedStoresAreSaidToBeSwapped() throws {
        let harness = try Harness()
        #expect(harness.run("order", "tomato").status == 0)
        let app = harness.dataDirectory + "/app.sqlite"
        let system = harness.dataDirectory + "/system.sqlite"
        for path in [app, system] {
            let database = try Database(path: path)
            try database.execute("PRAGMA wal_checkpoint(TRUNCATE)")
            database.close()
            for suffix in ["-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
        }
        try FileManager.default.moveItem(atPath: app, toPath: app + ".moved")
        try FileManager.default.moveItem(atPath: system, toPath: app)
        try FileManager.default.moveItem(atPath: app + ".moved", toPath: system)
        let before = try harness.everyFile()
        let result = harness.run("history")
        #expect(result.status == 65)
        #expect(
            result.err.contains(
                "\(app) is not a usable soupchef store: it is Siri's store (system.sqlite), not this one: were the two files swapped?"),
            "\(result.err)")
        #expect(try harness.everyFile() == before)
    }

    // MARK: The clock

    func orderDate(_ harness: Harness, _ arguments: String...) throws -> String? {
        let document = try harness.run(arguments + ["--json", "order", "chicken"]).json()
        return (document["order"] as? [String: Any])?["date"] as? String
    }

    @Test func nowOptionAndEnvironmentPinTheClock() throws {
        let harness = try Harness(now: "2026-12-07T12:00:00Z")
        #expect(try orderDate(harness) == "2026-12-07T12:00:00Z")
        #expect(try orderDate(harness, "--now", "2027-01-02T03:04:05Z") == "2027-01-02T03:04:05Z")
        harness.environment["SOUPCHEF_NOW"] = "2026-06-01T08:30"
        #expect(try orderDate(harness) == "2026-06-01T08:30:00Z")
    }

    @Test(arguments: [
        ("2026-12-07T12:00", "2026-12-07T12:00:00Z"),
        ("2026-12-07 12:00", "2026-12-07T12:00:00Z"),
        ("2026-12-07T12:00:30Z", "2026-12-07T12:00:30Z"),
        ("2026-12-07t12:00z", "2026-12-07T12:00:00Z"),
        ("2026-12-07T13:00:00+01:00", "2026-12-07T12:00:00Z"),
        ("2026-12-07T07:00:00-0500", "2026-12-07T12:00:00Z"),
        ("2026-12-07T12:00:00.250Z", "2026-12-07T12:00:00.250Z"),
        ("2026-12-07", "2026-12-07T00:00:00Z"),
        ("2028-02-29T12:00", "2028-02-29T12:00:00Z"),
    ])
    func nowAcceptsISO8601(text: String, shown: String) throws {
        let harness = try Harness(now: nil)
        #expect(try orderDate(harness, "--now", text) == shown)
    }

    @Test func orderShowsTheDateTheHistoryKeeps() throws {
        // Stores keep milliseconds; what an order prints must match what the history shows later.
        let harness = try Harness(now: nil)
        for text in ["2026-12-07T12:00:00.9996Z", "2026-12-07T12:59:59.9999Z", "2026-12-07T12:00:00.1234Z"] {
            let placed = try harness.run("--now", text, "--json", "order", "chicken").json()
            let order = try #require(placed["order"] as? [String: Any])
            let id = try #require(order["id"] as? String)
            let shown = try harness.run("--json", "history", "show", id).json()
            let kept = try #require(shown["order"] as? [String: Any])
            #expect(order["date"] as? String == kept["date"] as? String, "for --now \(text)")
            #expect(order["readyDate"] as? String == kept["readyDate"] as? String, "for --now \(text)")
            #expect((placed["donation"] as? [String: Any])?["date"] as? String == kept["date"] as? String)
        }
        #expect(try orderDate(harness, "--now", "2026-12-07T12:59:59.9999Z") == "2026-12-07T13:00:00Z")
    }

    @Test(arguments: [
        ("2026-02-29T12:00", "--now \"2026-02-29T12:00\" is no date: February 2026 has 28 days"),
        ("2026-13-01T12:00", "--now must be an ISO 8601 date and time"), ("2026-12-07T24:00", "--now must be an ISO 8601 date and time"),
        ("2026-12-07T12:60", "--now must be an ISO 8601 date and time"),
        ("2026-12-07T12:00+25:00", "has an offset from UTC beyond ±14:00, which no clock keeps"),
        ("12:00", "--now must be an ISO 8601 date and time"), ("2026-12-07T12", "--now must be an ISO 8601 date and time"),
        ("yesterday", "--now must be an ISO 8601 date and time"), ("2026-12-07T12:00:00.Z", "--now must be an ISO 8601 date and time"),
        ("", "--now must be an ISO 8601 date and time"),
    ])
    func nowRefusesWhatIsNotADate(text: String, says: String) throws {
        let harness = try Harness(now: nil)
        harness.run("menu", "--all")
        let before = try harness.everyFile()
        let result = harness.run("--now", text, "order", "tomato")
        expectUsageError(result, command: ["order"], saying: says)
        #expect(try harness.everyFile() == before)
    }

    @Test func datesAreShownInTheTZZone() throws {
        let harness = try Harness(now: "2026-12-07T12:00:00Z")
        harness.environment["TZ"] = "Asia/Tokyo"
        #expect(try orderDate(harness) == "2026-12-07T21:00:00+09:00")
        // A time without a zone is read in TZ too.
        #expect(try orderDate(harness, "--now", "2026-12-08T09:15") == "2026-12-08T09:15:00+09:00")
        harness.environment["TZ"] = ":America/New_York"
        #expect(try orderDate(harness) == "2026-12-07T07:00:00-05:00")
        #expect(harness.run("history", "-n", "0").out.contains("  2026-12-07 07:00  Chicken Noodle Soup"))
    }

    @Test func unpinnedClockIsTheRealTime() throws {
        let harness = try Harness(now: nil)
        let before = Date()
        let document = try harness.run("--json", "order", "tomato").json()
        let after = Date()
        let text = try #require((document["order"] as? [String: Any])?["date"] as? String)
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        let date = try #require(formatter.date(from: text) ?? ISO8601DateFormatter().date(from: text))
        #expect(date >= before.addingTimeInterval(-1) && date <= after.addingTimeInterval(1))
    }

    // MARK: Reproducibility

    static let scenario: [[String]] = [
        ["menu"], ["order", "tomato", "-q", "2", "-t", "cheese"], ["order", "chicken", "--deliver-to", "1 Main St"],
        ["--now", "2026-12-07T12:30Z", "order", "new england", "-q", "5"], ["history"], ["donations"],
        ["menu", "disable", "chicken"], ["order", "tomato", "-q", "2"], ["suggestions"], ["--json", "history"],
        ["--json", "donations"], ["--json", "suggestions"], ["menu", "--all"],
    ]

    func play(_ harness: Harness) -> [Harness.Result] {
        Self.scenario.map { harness.run($0) }
    }

    @Test func sameScenarioWithAPinnedClockPrintsTheSameBytes() throws {
        let first = play(try Harness())
        let second = play(try Harness())
        #expect(first.allSatisfy { $0.status == 0 })
        for (a, b) in zip(first, second) {
            #expect(a.status == b.status)
            #expect(a.out == b.out)
            #expect(a.err == b.err)
        }
        // The ids are in there, so they matched too; and each order got its own.
        let ids = try #require(try JSONSerialization.jsonObject(with: Data(first[9].out.utf8)) as? [String: Any])["orders"] as? [[String: Any]]
        #expect(Set(ids?.compactMap { $0["id"] as? String } ?? []).count == 4)
    }

    @Test func differentPinnedTimesGiveDifferentIds() throws {
        let harness = try Harness()
        let a = try harness.placeOrder("tomato")
        harness.environment["SOUPCHEF_NOW"] = "2026-12-07T12:00:01Z"
        let b = try harness.placeOrder("tomato")
        let other = try Harness(now: "2026-12-08T12:00:00Z")
        let c = try other.placeOrder("tomato")
        #expect(Set([a, b, c]).count == 3)
    }

    @Test func unpinnedClockGivesRandomIds() throws {
        let a = try Harness(now: nil).placeOrder("tomato")
        let b = try Harness(now: nil).placeOrder("tomato")
        #expect(a != b)
    }
}

@Suite struct WallClockTests {
    /// The arithmetic calendar agrees with Foundation's over centuries, leap days and zones.
    @Test(arguments: ["UTC", "Europe/Paris", "America/St_Johns", "Asia/Kathmandu", "Pacific/Chatham", "America/Los_Angeles"])
    func wallClockAgreesWithFoundationsCalendar(zone: String) throws {
        let timeZone = try #require(TimeZone(identifier: zone))
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for step in 0..<2000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            // From 1950 to 2150, plus the edges of leap days and of the epoch.
            var seconds = Int64(state >> 34) % 6_311_520_000 - 631_152_000
            if step < 4 { seconds = [0, -1, 951_782_399, 951_868_800][step] }
            let date = Date(timeIntervalSince1970: Double(seconds))
            let offset = timeZone.secondsFromGMT(for: date)
            let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
            let expected = DateCodec.WallClock(year: c.year!, month: c.month!, day: c.day!, hour: c.hour!, minute: c.minute!, second: c.second!)
            #expect(DateCodec.wallClock(seconds: seconds, offset: offset) == expected, "\(zone) at \(seconds)")
        }
    }
}
