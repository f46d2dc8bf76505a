import Foundation
import Testing

@testable import Dates

/// soupchef's zones against the C library's: every zone file on the machine, at every one of its
/// transitions and the second before, at its POSIX rule's changes to 2100, and every 29 days from
/// 1900 to 2100 — the offset GNU `date` prints must be the offset soupchef uses.
@Suite struct ZoneTests {
    static let zoneDirectory = "/usr/share/zoneinfo"

    /// GNU `date`, which reads a list of instants with `-f` (BSD `date` cannot).
    static let gnuDate: String? = {
        for path in ["/usr/bin/date", "/bin/date"] where FileManager.default.isExecutableFile(atPath: path) {
            if let version = try? run(path, ["--version"], environment: [:]), version.contains("GNU") { return path }
        }
        return nil
    }()

    /// Runs a program and returns its output; `input` is given as a file (`-f` reads it), so that
    /// neither side waits on a full pipe.
    static func run(_ path: String, _ arguments: [String], environment: [String: String], input: String? = nil) throws -> String {
        var arguments = arguments
        var inputFile: String?
        if let input {
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("instants-\(UUID().uuidString)").path
            try input.write(toFile: file, atomically: false, encoding: .utf8)
            arguments = arguments.map { $0 == "-" ? file : $0 }
            inputFile = file
        }
        defer { if let inputFile { try? FileManager.default.removeItem(atPath: inputFile) } }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    /// Every zone file's name under the zone directory, leaving out `posix/` and `right/` (the
    /// same zones again, the second with leap seconds counted).
    static func zoneNames() -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: zoneDirectory) else { return [] }
        var names: [String] = []
        while let name = walker.nextObject() as? String {
            if name.hasPrefix("posix") || name.hasPrefix("right") || name.contains(".") { continue }
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: zoneDirectory + "/" + name, isDirectory: &isDirectory), !isDirectory.boolValue,
                let bytes = ZoneFile.contents(of: zoneDirectory + "/" + name), bytes.starts(with: Array("TZif".utf8))
            else { continue }
            names.append(name)
        }
        return names.sorted()
    }

    /// The instants to compare for one zone.
    static func instants(of zone: Zone) -> [Int64] {
        var instants: [Int64] = []
        for transition in zone.transitions where transition > -5_000_000_000 && transition < 8_000_000_000 {
            instants += [transition - 1, transition]
        }
        if let daylight = zone.rule?.daylight {
            for year in Int64(2020)...2100 {
                let start = daylight.start.local(in: year) - Int64(zone.rule!.standardOffset)
                let end = daylight.end.local(in: year) - Int64(daylight.offset)
                instants += [start - 1, start, end - 1, end]
            }
        }
        var t: Int64 = -2_208_988_800
        while t < 4_102_444_800 {
            instants.append(t)
            t += 29 * 86_400 + 3_607
        }
        return instants
    }

    @Test(.enabled(if: gnuDate != nil && FileManager.default.fileExists(atPath: zoneDirectory), "needs GNU date and the zone files"))
    func everyZoneFileAgreesWithTheCLibrary() throws {
        let names = Self.zoneNames()
        #expect(names.count > 300, "found \(names.count) zone files")
        var disagreements: [String] = []
        for name in names {
            let zone = try #require(Zone(identifier: name), "\(name) could not be read")
            let instants = Self.instants(of: zone)
            let output = try Self.run(
                Self.gnuDate!, ["-f", "-", "+%s %z"], environment: ["TZ": ":" + name, "LC_ALL": "C"],
                input: instants.map { "@\($0)" }.joined(separator: "\n") + "\n")
            let lines = output.split(separator: "\n")
            #expect(lines.count == instants.count, "\(name): date printed \(lines.count) lines for \(instants.count) instants")
            for (instant, line) in zip(instants, lines) {
                let fields = line.split(separator: " ")
                // (`%s` is not compared: glibc makes it from the local fields, which loses the
                // seconds of a local mean time's offset.)
                guard fields.count == 2, let hhmm = Int(fields[1]) else {
                    disagreements.append("\(name): unreadable line \(line)")
                    break
                }
                let expectedMinutes = (hhmm / 100) * 60 + hhmm % 100
                let ours = zone.secondsFromGMT(atSecond: instant)
                // `date` prints the offset in whole minutes, truncated toward zero.
                if ours / 60 != expectedMinutes {
                    disagreements.append("\(name) at \(instant): soupchef \(ours) s, date \(fields[1])")
                    break
                }
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(20).joined(separator: "\n"))")
    }

    @Test(
        .enabled(if: gnuDate != nil, "needs GNU date"),
        arguments: [
            "CET-1CEST,M3.5.0,M10.5.0/3", "EST5EDT,M3.2.0,M11.1.0", "AEST-10AEDT,M10.1.0,M4.1.0/3", "<+1030>-10:30<+11>-11,M10.1.0,M4.1.0",
            "XYZ0ABC,J60/0,300", "ABC-2DEF,M3.5.4/-2,M10.5.4/26", "UTC+3", "<-0330>3:30",
        ])
    func posixRulesAgreeWithTheCLibrary(value: String) throws {
        let zone = try TimeZoneSetting.resolve(value, zoneDirectories: [])
        var instants: [Int64] = []
        var t: Int64 = 946_684_800
        while t < 4_102_444_800 {
            instants.append(t)
            t += 86_400 * 3 + 3_599
        }
        if let daylight = zone.rule?.daylight {
            for year in Int64(2000)...2100 {
                let start = daylight.start.local(in: year) - Int64(zone.rule!.standardOffset)
                let end = daylight.end.local(in: year) - Int64(daylight.offset)
                instants += [start - 1, start, end - 1, end]
            }
        }
        let output = try Self.run(
            Self.gnuDate!, ["-f", "-", "+%s %z"], environment: ["TZ": value, "LC_ALL": "C"],
            input: instants.map { "@\($0)" }.joined(separator: "\n") + "\n")
        let lines = output.split(separator: "\n")
        try #require(lines.count == instants.count)
        for (instant, line) in zip(instants, lines) {
            let hhmm = try #require(Int(line.split(separator: " ")[1]))
            #expect(zone.secondsFromGMT(atSecond: instant) / 60 == (hhmm / 100) * 60 + hhmm % 100, "\(value) at \(instant)")
        }
    }

    /// The calendar questions soupchef asked Foundation's `Calendar`, answered the same.
    @Test(arguments: ["UTC", "Europe/Paris", "America/New_York", "Australia/Lord_Howe", "Asia/Kathmandu", "America/Sao_Paulo"])
    func calendarArithmeticAgreesWithFoundation(name: String) throws {
        let zone = try #require(Zone(identifier: name))
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: name))
        var t = 1_262_304_000.0
        while t < 1_893_456_000 {
            let date = Date(timeIntervalSince1970: t)
            #expect(zone.startOfDay(for: date) == calendar.startOfDay(for: date), "\(name) start of day at \(t)")
            #expect(zone.date(byAddingDays: 1, to: date) == calendar.date(byAdding: .day, value: 1, to: date), "\(name) a day after \(t)")
            for hour in [0, 2, 12] {
                let expected = try #require(calendar.date(bySettingHour: hour, minute: 0, second: 0, of: date))
                // Where the clock skips the first half of the hour (Lord Howe's 02:00 → 02:30),
                // Foundation goes on to the next day's 02:00; soupchef takes that day's 02:30,
                // the first instant of the hour (docs/fidelity.md).
                if !calendar.isDate(expected, inSameDayAs: date) { continue }
                #expect(zone.date(settingHour: hour, of: date) == expected, "\(name) \(hour):00 on the day of \(t)")
            }
            let clock = zone.wallClock(date)
            #expect(clock.weekday == calendar.component(.weekday, from: date))
            let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
            let local = zone.date(year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour!, minute: parts.minute!)
            #expect(local == calendar.date(from: parts), "\(name) components at \(t)")
            t += 86_400 * 5 + 3_600 * 7 + 60 * 13
        }
    }

    @Test func filesThatAreNotZonesAreRefused() {
        #expect(ZoneFile.parse(Array("TZif2".utf8), identifier: "x") == nil)
        #expect(ZoneFile.parse(Array("not a zone file at all, but long enough to hold a header of forty-four bytes".utf8), identifier: "x") == nil)
        #expect(Zone(identifier: "zone.tab") == nil)
        #expect(Zone(identifier: "Nowhere/Atlantis") == nil)
    }
}
