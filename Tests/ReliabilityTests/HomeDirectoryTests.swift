import Foundation
import TestSupport
import Testing

@testable import SoupChefCLI

/// The data directory under HOME is made only in a HOME that exists: `soupchef history` run as
/// `nobody` (HOME=/nonexistent) from cron must not make that tree at the root of the file
/// system. A directory given by --data-dir or SOUPCHEF_DATA_DIR still gets its missing parents.
@Suite struct HomeDirectoryTests {
    static func run(_ arguments: [String], environment: [String: String]) -> (status: Int32, out: String, err: String) {
        let (out, readOut) = Output.capture()
        let (err, readErr) = Output.capture()
        let status = SoupChefCLI.main(arguments, environment: environment, out: out, err: err, input: .none)
        return (status, readOut(), readErr())
    }

    @Test(arguments: [["history"], ["menu"], ["order", "tomato"], ["donations"]])
    func aHomeThatDoesNotExistIsNotMade(arguments: [String]) throws {
        let temporary = try TemporaryDirectory("soupchef-home")
        let home = temporary.path + "/nonexistent/home"
        let environment = ["HOME": home, "TZ": "UTC", "PATH": "/usr/bin:/bin", "SOUPCHEF_NOW": "2026-12-07T12:00:00Z"]
        let result = Self.run(arguments, environment: environment)
        #expect(result.status == 74, "\(arguments): \(result.err)")
        #expect(
            result.err.contains("HOME (\(home)) does not exist") && result.err.contains("set SOUPCHEF_DATA_DIR or pass --data-dir"),
            "\(result.err)")
        #expect(result.out.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: temporary.path + "/nonexistent"), "HOME's parents were made")
    }

    /// A variable whose bytes are not UTF-8 arrives with U+FFFD in their place: read as a path,
    /// it named another directory, which was made and used. It is refused, and nothing is made;
    /// one that is not used (HOME beside SOUPCHEF_DATA_DIR) is no trouble.
    @Test func aDataDirectoryVariableThatIsNotUTF8IsRefusedNotReplaced() async throws {
        let temporary = try TemporaryDirectory("soupchef-home")
        for name in ["SOUPCHEF_DATA_DIR", "XDG_DATA_HOME", "HOME"] {
            let value = temporary.path + "/bad\u{FFFD}"
            let result = Self.run(["history"], environment: [name: value, "TZ": "UTC", "PATH": "/usr/bin:/bin"])
            #expect(result.status == 74, "\(name): \(result.err)")
            #expect(result.err.contains("\(name) (\(value)) is not UTF-8 text"), "\(result.err)")
            #expect(!FileManager.default.fileExists(atPath: value), "\(name): the replaced path was made")
        }
        let unused = Self.run(
            ["history"], environment: ["SOUPCHEF_DATA_DIR": temporary.path + "/data", "HOME": "/bad\u{FFFD}", "TZ": "UTC", "PATH": "/usr/bin:/bin"])
        #expect(unused.status == 0, "\(unused.err)")
        // The bytes themselves, as a shell passes them.
        let directory = try DataDirectory()
        let shell = try #require(Program.find("sh"))
        let spawned = try await Task.detached {
            try Program.run(
                shell, ["-c", "SOUPCHEF_DATA_DIR=\"$(printf '\(temporary.path)/raw\\377')\" exec \"$0\" history", try Program.soupchef()],
                environment: directory.environment)
        }.value
        #expect(spawned.status == 74, "\(spawned.err)")
        #expect(spawned.err.contains("SOUPCHEF_DATA_DIR (\(temporary.path)/raw\u{FFFD}) is not UTF-8 text"), "\(spawned.err)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path).filter { $0.hasPrefix("raw") }.isEmpty)
    }

    @Test func anExistingHomeGetsItsDataDirectoryAndAGivenOneItsParents() throws {
        let temporary = try TemporaryDirectory("soupchef-home")
        let result = Self.run(["history"], environment: ["HOME": temporary.path, "TZ": "UTC", "PATH": "/usr/bin:/bin"])
        #expect(result.status == 0, "\(result.err)")
        #expect(FileManager.default.fileExists(atPath: temporary.path + "/.local/share/soupchef/app.sqlite"))
        let given = temporary.path + "/missing/parents/data"
        let explicit = Self.run(
            ["--data-dir", given, "history"], environment: ["HOME": temporary.path + "/nonexistent", "TZ": "UTC", "PATH": "/usr/bin:/bin"])
        #expect(explicit.status == 0, "\(explicit.err)")
        #expect(FileManager.default.fileExists(atPath: given + "/app.sqlite"))
    }
}
