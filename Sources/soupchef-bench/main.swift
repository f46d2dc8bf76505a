// soupchef-bench: builds fixture histories of 0 … 1 000 000 orders through SoupKit, then times
// whole processes of the release `soupchef` binary against them, next to the start-up time of a
// bare Swift program that only loads Foundation. See docs/performance.md.
//
//   swift run -c release soupchef-bench [--sizes 0,10000,100000,1000000] [--runs 11]
//                                       [--fixtures DIR] [--rebuild]
import Foundation
import SoupKit

#if canImport(Glibc)
import Glibc
#endif

struct Options {
    var sizes = [0, 10_000, 100_000, 1_000_000]
    var runs = 11
    var fixtures: String?
    var rebuild = false
    /// `--migration N`: only the migration figure, for a version-1 store of N orders.
    var migration: Int?
    /// `--write-version1 DIR`: with --migration N, only write the version-1 directory there.
    var writeVersion1: String?

    init(_ arguments: [String]) throws {
        var rest = arguments[...]
        func value(_ name: String) throws -> String {
            guard let next = rest.popFirst() else { throw BenchError("\(name) needs a value") }
            return next
        }
        while let argument = rest.popFirst() {
            switch argument {
            case "--sizes":
                sizes = try value(argument).split(separator: ",").map {
                    guard let n = Int($0.replacingOccurrences(of: "_", with: "")), n >= 0 else { throw BenchError("bad size \($0)") }
                    return n
                }
            case "--runs":
                guard let n = Int(try value(argument)), n >= 1 else { throw BenchError("--runs needs a positive number") }
                runs = n
            case "--fixtures": fixtures = try value(argument)
            case "--rebuild": rebuild = true
            case "--write-version1": writeVersion1 = try value(argument)
            case "--migration":
                guard let n = Int(try value(argument).replacingOccurrences(of: "_", with: "")), n >= 1 else {
                    throw BenchError("--migration needs a positive number of orders")
                }
                migration = n
            case "-h", "--help":
                print("usage: soupchef-bench [--sizes 0,10000,100000,1000000] [--runs 11] [--fixtures DIR] [--rebuild] [--migration N]")
                exit(0)
            default: throw BenchError("unknown argument \(argument)")
            }
        }
    }
}

/// Where this program and the package live.
enum Paths {
    static let executable: String = {
        if let resolved = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") { return resolved }
        let first = CommandLine.arguments[0]
        return first.hasPrefix("/") ? first : FileManager.default.currentDirectoryPath + "/" + first
    }()
    static let products = (executable as NSString).deletingLastPathComponent
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path
    static let soupchef = products + "/soupchef"

    static func inPATH(_ name: String) -> String? {
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":") {
            let candidate = "\(directory)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}

/// Whether this program runs on a static Swift runtime (built with --static-swift-stdlib).
#if os(Linux)
let isStaticallyLinked = !((try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8)) ?? "").contains("libswiftCore.so")
#else
let isStaticallyLinked = false  // macOS has the Swift runtime in the OS
#endif

/// The `soupchef` binary built in the same configuration as this program, built now if missing.
func soupchefBinary() throws -> String {
    let configuration = (Paths.products as NSString).lastPathComponent
    if configuration != "release" {
        FileHandle.standardError.write(Data("warning: measuring a \(configuration) build; use swift run -c release soupchef-bench\n".utf8))
    }
    if !FileManager.default.isExecutableFile(atPath: Paths.soupchef) {
        guard let swift = Paths.inPATH("swift") else { throw BenchError("\(Paths.soupchef) is missing and swift is not in PATH") }
        FileHandle.standardError.write(Data("building soupchef (\(configuration))…\n".utf8))
        try Spawn.check(
            swift,
            [
                "build", "--package-path", Paths.packageRoot, "-c", configuration == "release" ? "release" : "debug",
                "--product", "soupchef",
            ] + (isStaticallyLinked ? ["--static-swift-stdlib", "--disable-local-rpath"] : []))
    }
    guard FileManager.default.isExecutableFile(atPath: Paths.soupchef) else { throw BenchError("no soupchef binary at \(Paths.soupchef)") }
    return Paths.soupchef
}

/// A bare Swift program that only loads Foundation: the floor no Swift command can go under.
/// Linked as the measured soupchef is: on a static Swift runtime (`-static-stdlib`, what
/// `swift build --static-swift-stdlib` passes) when soupchef is static, on the shared one when
/// it is not. A static floor starts in about 3 ms, a shared one in about 7.
func floorBinary(in directory: String, staticRuntime: Bool) throws -> String {
    let name = staticRuntime ? "floor-static" : "floor-shared"
    let source = directory + "/floor.swift"
    let binary = directory + "/" + name
    // The flags are written into the source, so that a floor built with other flags is rebuilt.
    let text =
        "// swiftc " + soupchefFlags.joined(separator: " ")
        + "\nimport Foundation\nlet arguments = ProcessInfo.processInfo.arguments\nif arguments.count > 99 { print(arguments) }\n"
    if FileManager.default.isExecutableFile(atPath: binary), (try? String(contentsOfFile: source, encoding: .utf8)) == text { return binary }
    try text.write(toFile: source, atomically: true, encoding: .utf8)
    guard let swiftc = Paths.inPATH("swiftc") else { throw BenchError("swiftc is not in PATH: cannot build the floor program") }
    try Spawn.check(swiftc, ["-O", "-wmo"] + (staticRuntime ? ["-static-stdlib"] : []) + soupchefFlags + [source, "-o", binary])
    return binary
}

/// The flags Package.swift gives soupchef's modules and executable (`startupCompiling`,
/// `executableLinking`), given to the floor too.
#if os(Linux)
let soupchefFlags = ["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors", "-Xlinker", "--no-export-dynamic"]
#else
let soupchefFlags = ["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"]
#endif

/// The launcher that times each command (see `Spawn.measured`).
func launcherBinary(in directory: String) throws -> String {
    let source = directory + "/launcher.swift"
    let binary = directory + "/launcher"
    if FileManager.default.isExecutableFile(atPath: binary),
        (try? String(contentsOfFile: source, encoding: .utf8)) == Spawn.launcherSource
    {
        return binary
    }
    try Spawn.launcherSource.write(toFile: source, atomically: true, encoding: .utf8)
    guard let swiftc = Paths.inPATH("swiftc") else { throw BenchError("swiftc is not in PATH: cannot build the launcher") }
    try Spawn.check(swiftc, ["-O", source, "-o", binary])
    return binary
}

/// A fixture data directory: `count` orders and their donations, every soup restocked.
struct Fixture {
    var count: Int
    var directory: String
    /// An order id in the middle of the history, for `history show`.
    var sampleID: String

    static let version = 1
    static let start = Date(timeIntervalSince1970: 1_704_067_200)  // 2024-01-01T00:00:00Z

    /// Which order is at `index`: 1000 orders of the secret Manhattan Clam Chowder spread evenly
    /// (so `menu disable manhattan` deletes the same number at every size), the rest rotating
    /// over the other three soups, a minute apart.
    static func order(_ index: Int, of count: Int) -> FixtureOrder {
        let toppings: [[String]] = [[], ["cheese"], ["cheese", "croutons"], ["redPepper"]]
        let soup: String
        if count >= 1000, index % (count / 1000) == 0 {
            soup = "manhattanClamChowder"
        } else {
            soup = ["chickenNoodleSoup", "newEnglandClamChowder", "tomatoSoup"][index % 3]
        }
        return FixtureOrder(
            soupID: soup, quantity: 1 + index % 3, toppingIDs: toppings[index % 4],
            date: start.addingTimeInterval(Double(index) * 60))
    }

    static func prepare(count: Int, in root: String, rebuild: Bool) throws -> Fixture {
        let directory = "\(root)/orders-\(count)"
        let marker = directory + "/fixture.json"
        if !rebuild, let data = FileManager.default.contents(atPath: marker),
            let saved = try? JSONDecoder().decode([String: String].self, from: data),
            saved["version"] == String(version), saved["count"] == String(count), let id = saved["sampleID"]
        {
            sync()
            return Fixture(count: count, directory: directory, sampleID: id)
        }
        try? FileManager.default.removeItem(atPath: directory)
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let began = Date()
        var sampleID = ""
        do {
            let app = try SoupChef(directory: directory, clock: { start })
            let middle = count / 2
            try app.importFixtureHistory(count: count) { index in order(index, of: count) }
            if count > 0 {
                // The order at the middle of the history (newest first), for `history show`.
                sampleID = try app.orders(limit: 1, offset: count - 1 - middle).first?.id ?? ""
            }
            for item in try app.menu().items { _ = try app.restock(item, to: 1_000_000) }
        }
        if sampleID.isEmpty { sampleID = "00000000" }
        sync()
        let seconds = Date().timeIntervalSince(began)
        let saved = ["version": String(version), "count": String(count), "sampleID": sampleID]
        try JSONEncoder().encode(saved).write(to: URL(fileURLWithPath: marker))
        log("fixture of \(count) orders built in \(String(format: "%.1f", seconds)) s (\(diskSize(directory)))")
        return Fixture(count: count, directory: directory, sampleID: sampleID)
    }
}

func diskSize(_ directory: String) -> String {
    var total = 0
    for name in (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [] {
        var info = stat()
        if stat(directory + "/" + name, &info) == 0 { total += Int(info.st_size) }
    }
    return String(format: "%.1f MiB", Double(total) / 1_048_576)
}

func fileBytes(_ path: String) -> Int {
    var info = stat()
    return stat(path, &info) == 0 ? Int(info.st_size) : 0
}

/// A full listing and sqlite3's listing of the table it comes from, in the same order: `query`
/// lists every row with what it refers to (the order kind, the donated intent), the same
/// information soupchef prints; `plainQuery` lists the table's own columns only.
struct FullListing {
    var name: String
    var arguments: [String]
    var file: String
    var sqliteArguments: [String]
    var query: String
    var plainQuery: String
}

let fullListings: [FullListing] = {
    let orders = """
        SELECT hex(o.id), o.date_ms, k.item_json, o.quantity, k.toppings, k.order_type, k.store, k.delivery_address, \
        o.date_ms + o.ready_after_ms FROM orders o JOIN order_kinds k ON k.kind = o.kind ORDER BY o.date_ms DESC, o.seq DESC
        """
    let interactions = """
        SELECT hex(i.identifier), i.group_identifier, i.date_ms, d.title, d.subtitle, d.shortcut_type, d.intent_json \
        FROM interactions i JOIN donated_intents d ON d.intent = i.intent ORDER BY i.date_ms DESC, i.seq DESC
        """
    let plainOrders = "SELECT * FROM orders ORDER BY date_ms DESC, seq DESC"
    let plainInteractions = "SELECT * FROM interactions ORDER BY date_ms DESC, seq DESC"
    return [
        FullListing(
            name: "history --limit 0", arguments: ["history", "--limit", "0"], file: "app.sqlite", sqliteArguments: [], query: orders,
            plainQuery: plainOrders),
        FullListing(
            name: "history --limit 0 --json", arguments: ["history", "--limit", "0", "--json"], file: "app.sqlite", sqliteArguments: ["-json"],
            query: orders, plainQuery: plainOrders),
        FullListing(
            name: "donations --limit 0", arguments: ["donations", "--limit", "0"], file: "system.sqlite", sqliteArguments: [],
            query: interactions, plainQuery: plainInteractions),
        FullListing(
            name: "donations --limit 0 --json", arguments: ["donations", "--limit", "0", "--json"], file: "system.sqlite",
            sqliteArguments: ["-json"], query: interactions, plainQuery: plainInteractions),
    ]
}()

func log(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}

/// One measured command.
struct Case {
    var name: String
    /// Arguments after `soupchef --data-dir DIR`; nil for the floor program.
    var arguments: ((Fixture) -> [String])?
    /// Whether the command means anything at this size (`history show` needs an order).
    var applies: (Fixture) -> Bool = { _ in true }
    /// Whether each run needs an untouched copy of the fixture (the command changes what it measures).
    var freshCopy = false
    var runsDivisor = 1
    /// sqlite3 doing the same work on the same stores, as arguments to sqlite3 (see `SQLiteWork`).
    var sqlite: ((Fixture) -> [String])? = nil
}

/// What sqlite3 runs to do a quick command's work on the fixture's stores, with the same
/// durability: the same number of synced commits (`synchronous=FULL`), each writing rows of the
/// same size into the same stores, the unsynced ones with `synchronous=NORMAL`; reads read the
/// rows the command shows. Tables that keep their layout across schema versions are used where the
/// command's own tables may change (`outbox`, `activities`, `prediction_groups`).
enum SQLiteWork {
    /// A row about the size of what an order writes (an order, its outbox call, its donation).
    static let payload = "'" + String(repeating: "x", count: 600) + "'"
    /// A user activity soupchef reads back like any other (`donations` lists it).
    static let activity =
        #"'{"activityType":"bench","isEligibleForPrediction":false,"isEligibleForSearch":false,"keywords":[],"title":""#
        + String(repeating: "x", count: 500) + #"","userInfo":{}}'"#

    static func order(_ fixture: Fixture) -> [String] {
        [
            fixture.directory + "/app.sqlite", "PRAGMA busy_timeout=10000", "PRAGMA synchronous=FULL",
            "ATTACH '\(fixture.directory)/system.sqlite' AS s", "PRAGMA s.synchronous=FULL",
            // The order: stock taken, the order and its call to Siri queued, in one synced commit.
            "BEGIN IMMEDIATE; UPDATE menu_items SET stock = stock WHERE id = 'tomato'; "
                + "INSERT INTO outbox (call_json) VALUES (\(payload)); INSERT INTO outbox (call_json) VALUES (\(payload)); COMMIT",
            // The donation: the interaction and its prediction group, one synced commit.
            "BEGIN IMMEDIATE; INSERT INTO s.activities (activity_type, persistent_identifier, date_ms, activity_json, shortcut_key, week_hour) "
                + "VALUES ('bench', NULL, 0, \(activity), NULL, 0); "
                + "UPDATE s.prediction_groups SET donations = donations WHERE shortcut_key = (SELECT max(shortcut_key) FROM s.prediction_groups); COMMIT",
            // The delivered call taken off the queue, unsynced (both rows: soupchef would read them).
            "PRAGMA synchronous=NORMAL", "BEGIN IMMEDIATE; DELETE FROM outbox WHERE call_json = \(payload); COMMIT",
        ]
    }

    static func history(_ fixture: Fixture) -> [String] {
        [fixture.directory + "/app.sqlite", "SELECT * FROM orders ORDER BY date_ms DESC LIMIT 20"]
    }

    static func menu(_ fixture: Fixture) -> [String] {
        [
            fixture.directory + "/app.sqlite", "PRAGMA busy_timeout=10000", "SELECT * FROM menu_items ORDER BY position",
            "ATTACH '\(fixture.directory)/system.sqlite' AS s", "PRAGMA s.synchronous=NORMAL",
            "BEGIN IMMEDIATE; INSERT INTO s.activities (activity_type, persistent_identifier, date_ms, activity_json, shortcut_key, week_hour) "
                + "VALUES ('bench', NULL, 0, \(activity), NULL, 0); COMMIT",
        ]
    }

    static func suggestions(_ fixture: Fixture) -> [String] {
        [
            fixture.directory + "/system.sqlite", "SELECT * FROM prediction_groups ORDER BY last_ms DESC LIMIT 10",
            "SELECT * FROM prediction_person", "SELECT * FROM shortcut_suggestions", "SELECT * FROM relevant_shortcuts",
        ]
    }

    static func donations(_ fixture: Fixture) -> [String] {
        [fixture.directory + "/system.sqlite", "SELECT * FROM interactions ORDER BY date_ms DESC LIMIT 20"]
    }
}

let cases: [Case] = [
    Case(name: "floor (bare Swift + Foundation)", arguments: nil),
    Case(name: "order", arguments: { _ in ["order", "tomato"] }, sqlite: SQLiteWork.order),
    Case(name: "history --limit 20", arguments: { _ in ["history", "--limit", "20"] }, sqlite: SQLiteWork.history),
    Case(name: "history show", arguments: { ["history", "show", String($0.sampleID.prefix(8))] }, applies: { $0.count > 0 }),
    Case(name: "menu", arguments: { _ in ["menu"] }, sqlite: SQLiteWork.menu),
    Case(name: "suggestions", arguments: { _ in ["suggestions"] }, sqlite: SQLiteWork.suggestions),
    Case(name: "donations --limit 20", arguments: { _ in ["donations", "--limit", "20"] }, sqlite: SQLiteWork.donations),
    Case(name: "menu disable (1000 matching)", arguments: { _ in ["menu", "disable", "manhattan"] }, freshCopy: true, runsDivisor: 2),
    Case(name: "menu disable (⅓ of history)", arguments: { _ in ["menu", "disable", "tomato"] }, freshCopy: true, runsDivisor: 2),
]

struct Measurement {
    var seconds: [Double]
    var peakBytes: Int

    var median: Double { percentile(0.5) }
    func percentile(_ p: Double) -> Double {
        let sorted = seconds.sorted()
        let position = p * Double(sorted.count - 1)
        let low = Int(position.rounded(.down))
        let high = Int(position.rounded(.up))
        return sorted[low] + (sorted[high] - sorted[low]) * (position - Double(low))
    }
}

/// Runs one case once against a fixture (on a fresh copy when the case needs one).
func runOnce(_ test: Case, fixture: Fixture, soupchef: String, floor: String, launcher: String, scratch: String) throws -> ChildRun {
    let environment = ["PATH": "/usr/bin:/bin", "TZ": "UTC", "NO_COLOR": "1", "HOME": scratch, "LANG": "C.UTF-8"]
    var directory = fixture.directory
    if test.freshCopy {
        let copy = scratch + "/copy"
        try? FileManager.default.removeItem(atPath: copy)
        try Spawn.check("/bin/cp", ["-a", fixture.directory, copy])
        // Write the copy out now: otherwise the command's first fsync pays for cp's dirty pages.
        sync()
        directory = copy
    }
    let run: ChildRun
    if let arguments = test.arguments {
        run = try Spawn.measured(soupchef, ["--data-dir", directory] + arguments(fixture), launcher: launcher, environment: environment)
    } else {
        run = try Spawn.measured(floor, [], launcher: launcher, environment: environment)
    }
    guard run.status == 0 else {
        throw BenchError("\(test.name) at \(fixture.count) orders exited \(run.status): \(run.errorText)")
    }
    return run
}

func machineDescription() -> String {
    let cpuinfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
    let model =
        cpuinfo.split(separator: "\n").first { $0.hasPrefix("model name") }.map {
            $0.split(separator: ":", maxSplits: 1)[1].trimmingCharacters(in: .whitespaces)
        } ?? "unknown CPU"
    let meminfo = (try? String(contentsOfFile: "/proc/meminfo", encoding: .utf8)) ?? ""
    let memory =
        meminfo.split(separator: "\n").first { $0.hasPrefix("MemTotal") }.map { String($0.dropFirst(9)).trimmingCharacters(in: .whitespaces) } ?? "?"
    var name = utsname()
    uname(&name)
    let kernel = withUnsafePointer(to: &name.release) { $0.withMemoryRebound(to: CChar.self, capacity: 65) { String(cString: $0) } }
    return "\(ProcessInfo.processInfo.activeProcessorCount) × \(model), \(memory) RAM, Linux \(kernel)"
}

func milliseconds(_ seconds: Double) -> String { String(format: "%.1f", seconds * 1000) }

do {
    let options = try Options(Array(CommandLine.arguments.dropFirst()))
    // Only the directory is written: nothing is built, and nothing else is touched.
    if let count = options.migration, let directory = options.writeVersion1 {
        try MigrationBench.writeVersion1(count: count, into: directory)
        exit(0)
    }
    let root = options.fixtures ?? Paths.packageRoot + "/.build/bench"
    try FileManager.default.createDirectory(atPath: root + "/scratch", withIntermediateDirectories: true)
    let soupchef = try soupchefBinary()
    // What the measured binary links against (it may have been built apart from this bench):
    // the floor is linked the same way.
    let sharedRuntime = FileManager.default.contents(atPath: soupchef)?.range(of: Data("libswiftCore.so".utf8)) != nil
    let floor = try floorBinary(in: root, staticRuntime: !sharedRuntime)
    let launcher = try launcherBinary(in: root)
    if let count = options.migration {
        try MigrationBench.run(count: count, root: root, soupchef: soupchef, launcher: launcher)
        exit(0)
    }
    let linkage = sharedRuntime ? "shared Swift runtime" : "static Swift runtime (--static-swift-stdlib)"
    log("soupchef: \(soupchef), \(linkage)")
    var results: [String: [Int: Measurement]] = [:]
    var fixtures: [Fixture] = []
    for size in options.sizes { fixtures.append(try Fixture.prepare(count: size, in: root, rebuild: options.rebuild)) }
    var samples: [String: [Int: Measurement]] = [:]
    func record(_ test: Case, _ fixture: Fixture, _ run: ChildRun) {
        var m = samples[test.name]?[fixture.count] ?? Measurement(seconds: [], peakBytes: 0)
        m.seconds.append(run.seconds)
        m.peakBytes = max(m.peakBytes, run.peakBytes)
        samples[test.name, default: [:]][fixture.count] = m
    }
    // Quick commands run in rounds, every command at every size once per round, so that a busy
    // moment of the machine falls on all of them alike and not on one column. Round 0 warms the
    // page cache and is not counted.
    let quick = cases.filter { !$0.freshCopy }
    let sqlite3 = Paths.inPATH("sqlite3")
    var sqliteSamples: [String: [Int: [Double]]] = [:]
    for round in 0...options.runs {
        for fixture in fixtures {
            for test in quick where test.applies(fixture) {
                let run = try runOnce(test, fixture: fixture, soupchef: soupchef, floor: floor, launcher: launcher, scratch: root + "/scratch")
                if round > 0 { record(test, fixture, run) }
                // sqlite3 doing the same work, right after it, in the same round.
                if let sqlite3, let work = test.sqlite {
                    let reference = try Spawn.measured(
                        sqlite3, work(fixture), launcher: launcher, environment: ["PATH": "/usr/bin:/bin", "HOME": root + "/scratch"])
                    guard reference.status == 0 else {
                        throw BenchError("sqlite3 for \(test.name) exited \(reference.status): \(reference.errorText)")
                    }
                    if round > 0 { sqliteSamples[test.name, default: [:]][fixture.count, default: []].append(reference.seconds) }
                }
            }
        }
    }
    // Commands that change what they measure run on a fresh copy of the fixture each time.
    for test in cases where test.freshCopy {
        let runs = max(3, options.runs / test.runsDivisor)
        for fixture in fixtures {
            for round in 0...runs {
                let run = try runOnce(test, fixture: fixture, soupchef: soupchef, floor: floor, launcher: launcher, scratch: root + "/scratch")
                if round > 0 { record(test, fixture, run) }
            }
        }
    }
    for test in cases {
        for fixture in fixtures {
            guard let m = samples[test.name]?[fixture.count] else { continue }
            results[test.name, default: [:]][fixture.count] = m
            log(
                String(
                    format: "%9d  %-32@ median %7.1f ms  (%.1f–%.1f)  peak %.1f MiB", fixture.count, test.name as NSString,
                    m.median * 1000, m.seconds.min()! * 1000, m.seconds.max()! * 1000, Double(m.peakBytes) / 1_048_576))
        }
    }
    try? FileManager.default.removeItem(atPath: root + "/scratch")

    // The table: median wall time (min–max) and peak memory, per command and history size.
    print("Machine: \(machineDescription())")
    print("soupchef: \((Paths.products as NSString).lastPathComponent) build, \(linkage)")
    print(
        "Runs: \(options.runs) per cell after one warm-up, in rounds over every command and size "
            + "(menu disable: \(max(3, options.runs / 2)), each on a fresh copy)\n")
    print("| command | " + options.sizes.map { "\($0) orders" }.joined(separator: " | ") + " | peak memory |")
    print("|---|" + options.sizes.map { _ in "---:|" }.joined() + "---:|")
    for test in cases {
        guard let row = results[test.name] else { continue }
        let cells = options.sizes.map { size -> String in
            guard let m = row[size] else { return "—" }
            return "\(milliseconds(m.median)) ms (\(milliseconds(m.seconds.min()!))–\(milliseconds(m.seconds.max()!)))"
        }
        let peak = row.values.map(\.peakBytes).max() ?? 0
        print("| \(test.name) | " + cells.joined(separator: " | ") + String(format: " | %.1f MiB |", Double(peak) / 1_048_576))
    }

    // The targets of docs/performance.md. The floor is the median of all its runs.
    let floorRuns = results[cases[0].name]?.values.flatMap(\.seconds) ?? []
    if let smallest = options.sizes.min(), let largest = options.sizes.max(), !floorRuns.isEmpty {
        let floorTime = Measurement(seconds: floorRuns, peakBytes: 0).median
        print("\nTargets (at \(largest) orders against \(smallest), and against the floor, \(milliseconds(floorTime)) ms over all sizes):")
        for name in ["order", "history --limit 20", "menu", "suggestions"] {
            guard let big = results[name]?[largest], let small = results[name]?[smallest] else { continue }
            let growth = big.median / small.median
            let overFloor = big.median / floorTime
            print(
                String(
                    format: "  %-20@ %5.2f× its time at %d (target ≤ 1.25): %@   %5.2f× the floor (target ≤ 2): %@",
                    name as NSString, growth, smallest, growth <= 1.25 ? "met" : "MISSED", overFloor, overFloor <= 2 ? "met" : "MISSED"))
        }
        // Every quick command beside sqlite3 doing the same work on the same stores (`SQLiteWork`).
        if sqlite3 == nil { print("  (sqlite3 is not in PATH: no comparison with it)") }
        print("\nQuick commands at \(largest) orders against the floor and against sqlite3 doing the same work (`SQLiteWork`):")
        print("| command | soupchef | ÷ floor | sqlite3, same work | ÷ sqlite3 |")
        print("|---|---:|---:|---:|---:|")
        for test in quick where test.arguments != nil {
            guard let mine = results[test.name]?[largest] else { continue }
            var reference = "—"
            var ratio = "—"
            if let times = sqliteSamples[test.name]?[largest], !times.isEmpty {
                let median = Measurement(seconds: times, peakBytes: 0).median
                reference = "\(milliseconds(median)) ms"
                ratio = String(format: "%.2f×", mine.median / median)
            }
            print(
                String(
                    format: "| %@ | %@ ms | %.2f× | %@ | %@ |", test.name as NSString, milliseconds(mine.median) as NSString,
                    mine.median / floorTime, reference as NSString, ratio as NSString))
        }
        if let order = results["order"]?[largest], let times = sqliteSamples["order"]?[largest], !times.isEmpty {
            let ratio = order.median / Measurement(seconds: times, peakBytes: 0).median
            print(
                String(
                    format: "  order against sqlite3's same durable transactions: %.2f× (target ≤ 1.5): %@", ratio, ratio <= 1.5 ? "met" : "MISSED"))
        }
        let worst = results.values.flatMap(\.values).map(\.peakBytes).max() ?? 0
        print(
            String(
                format: "  peak memory, every command and size: %.1f MiB (target < 64): %@", Double(worst) / 1_048_576,
                worst < 64 * 1_048_576 ? "met" : "MISSED"))
    }

    // Everything at once: the full listings, each beside sqlite3's own listing of the same table
    // in the same run, and the bytes each order takes on disk.
    print("\nStore size (app.sqlite + system.sqlite, after a checkpoint) per order:")
    for fixture in fixtures where fixture.count > 0 {
        let bytes = fileBytes(fixture.directory + "/app.sqlite") + fileBytes(fixture.directory + "/system.sqlite")
        print(
            String(
                format: "  %9d orders: %.1f MiB, %.0f bytes an order (target ≤ 400): %@", fixture.count, Double(bytes) / 1_048_576,
                Double(bytes) / Double(fixture.count), Double(bytes) / Double(fixture.count) <= 400 ? "met" : "MISSED"))
    }
    let listingRuns = max(3, options.runs / 4)
    if sqlite3 == nil { print("\nsqlite3 is not in PATH: the full listings are timed without its comparison.") }
    print("\nFull listings (median of \(listingRuns) runs, output to /dev/null) against sqlite3 listing the same table:")
    print("sqlite3 lists each row joined with what it refers to (the same information soupchef prints), and, last")
    print("column, only the table's own columns (SELECT *).\n")
    print("| listing | orders | soupchef | sqlite3 | ratio (target ≤ 2) | peak memory | sqlite3, SELECT * | ratio to it |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|")
    for fixture in fixtures where fixture.count > 0 {
        for listing in fullListings {
            var ours: [Double] = []
            var theirs: [Double] = []
            var plain: [Double] = []
            var peak = 0
            for round in 0...listingRuns {
                let run = try Spawn.measured(
                    soupchef, ["--data-dir", fixture.directory] + listing.arguments, launcher: launcher,
                    environment: ["PATH": "/usr/bin:/bin", "TZ": "UTC", "NO_COLOR": "1", "HOME": root, "LANG": "C.UTF-8"])
                guard run.status == 0 else { throw BenchError("\(listing.name) exited \(run.status): \(run.errorText)") }
                if let sqlite3 {
                    for (query, times) in [(listing.query, 0), (listing.plainQuery, 1)] {
                        let reference = try Spawn.measured(
                            sqlite3, listing.sqliteArguments + [fixture.directory + "/" + listing.file, query], launcher: launcher,
                            environment: ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"])
                        guard reference.status == 0 else { throw BenchError("sqlite3 exited \(reference.status): \(reference.errorText)") }
                        if round > 0 {
                            if times == 0 { theirs.append(reference.seconds) } else { plain.append(reference.seconds) }
                        }
                    }
                }
                if round > 0 {
                    ours.append(run.seconds)
                    peak = max(peak, run.peakBytes)
                }
            }
            let mine = Measurement(seconds: ours, peakBytes: peak).median
            var reference = "—"
            var ratio = "— (no sqlite3)"
            var plainReference = "—"
            var plainRatio = "—"
            if !theirs.isEmpty {
                let other = Measurement(seconds: theirs, peakBytes: 0).median
                reference = milliseconds(other) + " ms"
                ratio = String(format: "%.2f× %@", mine / other, mine / other <= 2 ? "met" : "MISSED")
                let bare = Measurement(seconds: plain, peakBytes: 0).median
                plainReference = milliseconds(bare) + " ms"
                plainRatio = String(format: "%.2f×", mine / bare)
            }
            print(
                "| \(listing.name) | \(fixture.count) | \(milliseconds(mine)) ms | \(reference) | \(ratio) | "
                    + String(format: "%.1f MiB |", Double(peak) / 1_048_576) + " \(plainReference) | \(plainRatio) |")
        }
    }
} catch {
    log("soupchef-bench: \(error)")
    exit(1)
}
