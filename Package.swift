// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "soupchef",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "soupchef", targets: ["soupchef"]),
        .library(name: "SoupKit", targets: ["SoupKit"]),
    ],
    targets: [
        // The system SQLite library: libsqlite3-dev on Debian, part of the SDK on macOS.
        .systemLibrary(
            name: "CSQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]
        ),
        .target(name: "SQLiteStore", dependencies: ["CSQLite"]),
        // Edit distance, for "did you mean" and for matching names: used by the parser and the app.
        .target(name: "TextMatching"),
        .target(name: "SiriSystem", dependencies: ["SQLiteStore", "TextMatching"]),
        .target(name: "SoupKit", dependencies: ["SiriSystem", "SQLiteStore", "TextMatching"]),
        .target(name: "SoupChefCLI", dependencies: ["SoupKit", "SiriSystem", "TextMatching"]),
        .executableTarget(name: "soupchef", dependencies: ["SoupChefCLI"]),
        // The benchmark: swift run -c release soupchef-bench (see docs/performance.md).
        .executableTarget(name: "soupchef-bench", dependencies: ["SoupKit", "SQLiteStore"]),
        // What every test target shares: temporary directories, running programs (the built
        // soupchef, and optional ones found on PATH), and a disk that runs out of space.
        .target(name: "TestSupport", dependencies: ["SQLiteStore", "CSQLite"], path: "Tests/TestSupport"),
        .testTarget(name: "SQLiteStoreTests", dependencies: ["SQLiteStore", "TestSupport"]),
        .testTarget(name: "SiriSystemTests", dependencies: ["SiriSystem", "TestSupport"]),
        .testTarget(name: "SoupKitTests", dependencies: ["SoupKit", "SiriSystem", "TextMatching", "TestSupport"]),
        .testTarget(
            name: "SoupChefCLITests", dependencies: ["SoupChefCLI", "SoupKit", "SiriSystem", "SQLiteStore", "soupchef", "TestSupport"]),
        // Concurrency, crashes, hostile files and bad input; runs the soupchef executable as
        // processes, so it depends on it (which also makes swift test build it first).
        .testTarget(name: "ReliabilityTests", dependencies: ["soupchef", "SoupChefCLI", "SoupKit", "SiriSystem", "SQLiteStore", "TextMatching", "TestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
