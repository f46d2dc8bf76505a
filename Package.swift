// swift-tools-version:6.0
import PackageDescription

#if os(Linux)
import Glibc

/// SQLite is linked from its static archive where the system has one (libsqlite3-dev on Debian
/// ships it): the shared library, built to bind all its symbols at load, costs every command about
/// 1,600 symbol look-ups, a sixth of a bare Swift program's start-up. Without the archive, the
/// shared library. The archive is the same system SQLite, in the same version. Only the
/// directories the linker searches by itself are looked in.
let sqliteLibrary: String = {
    let directories = [
        "/usr/lib/x86_64-linux-gnu", "/usr/lib/aarch64-linux-gnu", "/usr/lib64", "/usr/lib",
    ]
    let hasArchive = directories.contains { access($0 + "/libsqlite3.a", R_OK) == 0 }
    return hasArchive ? ":libsqlite3.a" : "sqlite3"
}()

/// A Swift program linked with the static Swift runtime exports every public symbol of its
/// modules (the driver passes --export-dynamic): thousands of entries the loader hashes and the
/// runtime's start-up `dladdr` scans one by one. soupchef needs none of them.
let executableLinking: [LinkerSetting] = [.unsafeFlags(["-Xlinker", "--no-export-dynamic"])]
#else
let sqliteLibrary = "sqlite3"
let executableLinking: [LinkerSetting] = []
#endif

/// soupchef's own modules ask for each generic type's metadata through its accessor, with the
/// conformances it needs, rather than through the type's mangled name: the Swift runtime otherwise
/// demangles each name on first use and, for a conformance such as `String: Hashable`, scans every
/// conformance record of the program (0.5–0.7 M instructions a command). The floor the benchmark
/// compares against is built with the same flags (Sources/soupchef-bench, `floorBinary`).
let startupCompiling: [SwiftSetting] = [.unsafeFlags(["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"])]

/// The prediction model and the evaluation run a million donations through generic code, which
/// an unoptimised build runs 13 to 20 times slower: `swift run soupchef eval --histories` on a real
/// data set took minutes. The system's module is optimised in debug builds too.
let debugOptimizing: [SwiftSetting] = [.unsafeFlags(["-O"], .when(configuration: .debug))]

let package = Package(
    name: "soupchef",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "soupchef", targets: ["soupchef"]),
        .library(name: "SoupKit", targets: ["SoupKit"]),
    ],
    targets: [
        // The system SQLite library: libsqlite3-dev on Debian, part of the SDK on macOS.
        // Linked by SQLiteStore (`sqliteLibrary`), not by the module map, so that Linux can take the
        // static archive.
        .systemLibrary(name: "CSQLite", providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]),
        .target(
            name: "SQLiteStore", dependencies: ["CSQLite", "TextMatching"], swiftSettings: startupCompiling,
            linkerSettings: [.linkedLibrary(sqliteLibrary)]),
        // Dates and time zones as soupchef reads and writes them: ISO 8601 in any zone, TZ as the
        // C library reads it, and a million listing dates as bytes.
        .target(name: "Dates", swiftSettings: startupCompiling),
        // The scenario language: steps of a time and a command line, read and checked.
        .target(name: "Scenarios", dependencies: ["Dates"], swiftSettings: startupCompiling),
        // Edit distance, for "did you mean" and for matching names, names folded without case or
        // accents, and the small text operations (trimming, C number formats, path components)
        // the other modules need without corelibs Foundation (and so ICU).
        .target(name: "TextMatching", swiftSettings: startupCompiling),
        .target(name: "SiriSystem", dependencies: ["SQLiteStore", "TextMatching", "Dates"], swiftSettings: startupCompiling + debugOptimizing),
        // The prediction model measured against baselines: generated people, histories files
        // read as shops, banks and apps export them, and the figures with their intervals.
        // Histories files in Shift_JIS or GB18030 are decoded by iconv: the C library's on Linux,
        // its own library on macOS.
        .target(
            name: "ModelEvaluation", dependencies: ["SiriSystem", "SQLiteStore", "TextMatching", "Dates"],
            swiftSettings: startupCompiling + debugOptimizing, linkerSettings: [.linkedLibrary("iconv", .when(platforms: [.macOS]))]),
        // The app ships its data as files (Data/), embedded at build time through the links in
        // Sources/SoupKit/Shipped: edited once, read without a resource bundle.
        // The intent definition file is also compiled at build time into the definitions the
        // system titles donations with (CompileDefinitions), so no command parses it to do so.
        .target(
            name: "SoupKit", dependencies: ["SiriSystem", "ModelEvaluation", "SQLiteStore", "TextMatching", "Dates"],
            resources: [
                .embedInCode("Shipped/Intents.intentdefinition"), .embedInCode("Shipped/menu.json"),
                // Soup Chef's App Intents metadata, Data/Metadata.appintents/extract.actionsdata.
                .embedInCode("Shipped/extract.actionsdata"),
                // The burger app's definition, Data/intents/Order.intentdefinition, under a name
                // CompileDefinitions leaves alone: converse answers for its handler where the file
                // is the one shipped (ArticleApps).
                .embedInCode("Shipped/burger-order.plist"),
            ],
            swiftSettings: startupCompiling, plugins: ["CompileDefinitions"]),
        // Writes what the system compiles from an intent definition file as Swift values, run by
        // the CompileDefinitions build-tool plugin on each .intentdefinition file of a target.
        .executableTarget(name: "definition-compiler", dependencies: ["SiriSystem"]),
        .plugin(name: "CompileDefinitions", capability: .buildTool(), dependencies: ["definition-compiler"], path: "Sources/CompileDefinitions"),
        // What soupchef shows, made from the libraries' values with no terminal, file or parsing:
        // JSON documents as Codable views, the SVG pictures, the text of shortcuts.
        .target(name: "SoupChefViews", dependencies: ["SoupKit", "SiriSystem", "ModelEvaluation", "TextMatching", "Dates"], swiftSettings: startupCompiling),
        .target(
            name: "SoupChefCLI", dependencies: ["SoupKit", "SiriSystem", "ModelEvaluation", "TextMatching", "Dates", "Scenarios", "SoupChefViews"],
            swiftSettings: startupCompiling),
        .executableTarget(name: "soupchef", dependencies: ["SoupChefCLI"], swiftSettings: startupCompiling, linkerSettings: executableLinking),
        // The benchmark: swift run -c release soupchef-bench (see docs/performance.md).
        .executableTarget(name: "soupchef-bench", dependencies: ["SoupKit", "SQLiteStore"]),
        // What every test target shares: temporary directories, running programs (the built
        // soupchef, and optional ones found on PATH), and a disk that runs out of space.
        .target(name: "TestSupport", dependencies: ["SQLiteStore", "CSQLite"], path: "Tests/TestSupport"),
        .testTarget(name: "SQLiteStoreTests", dependencies: ["SQLiteStore", "TestSupport"]),
        .testTarget(name: "DatesTests", dependencies: ["Dates"]),
        .testTarget(name: "ScenariosTests", dependencies: ["Scenarios", "Dates"]),
        .testTarget(name: "SoupChefViewsTests", dependencies: ["SoupChefViews", "SoupKit", "SiriSystem", "ModelEvaluation", "Dates"]),
        .testTarget(name: "TextMatchingTests", dependencies: ["TextMatching"]),
        .testTarget(name: "SiriSystemTests", dependencies: ["SiriSystem", "ModelEvaluation", "Dates", "TestSupport"]),
        .testTarget(name: "ModelEvaluationTests", dependencies: ["ModelEvaluation", "SiriSystem", "Dates", "TestSupport"]),
        .testTarget(name: "SoupKitTests", dependencies: ["SoupKit", "SiriSystem", "ModelEvaluation", "TextMatching", "Dates", "TestSupport"]),
        .testTarget(
            name: "SoupChefCLITests", dependencies: ["SoupChefCLI", "SoupKit", "SiriSystem", "ModelEvaluation", "SQLiteStore", "soupchef", "Dates", "SoupChefViews", "TestSupport"]),
        // Concurrency, crashes, hostile files and bad input; runs the soupchef executable as
        // processes, so it depends on it (which also makes swift test build it first).
        .testTarget(name: "ReliabilityTests", dependencies: ["soupchef", "SoupChefCLI", "SoupKit", "SiriSystem", "ModelEvaluation", "SQLiteStore", "TextMatching", "Dates", "SoupChefViews", "TestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
