import Foundation
import SQLiteStore
import TestSupport
import Testing

@testable import SoupChefCLI

/// A private data directory, with ways to run soupchef against it (in-process or as a process)
/// and to look at exactly what is on disk.
final class DataDirectory: @unchecked Sendable {
    let temporary: TemporaryDirectory
    var root: String { temporary.path }
    var data: String { root + "/data" }
    var now: String? = "2026-12-07T12:00:00Z"
    var zone = "UTC"
    var extraEnvironment: [String: String] = [:]

    /// A new data directory, in `parent` when given (else the system's temporary directory).
    init(now: String? = "2026-12-07T12:00:00Z", in parent: String? = nil) throws {
        temporary = try TemporaryDirectory("soupchef-reliability", in: parent)
        self.now = now
    }

    /// A copy of a data directory written by an earlier soupchef (`Tests/Fixtures/<fixture>/data`),
    /// its stores writable, at the moment `now`.
    static func copy(ofFixture fixture: String, now: String) throws -> DataDirectory {
        let directory = try DataDirectory(now: now)
        _ = try directory.temporary.copy(Fixtures.path(fixture + "/data"), as: "data")
        for name in ["app.sqlite", "system.sqlite"] { chmod(directory.data + "/" + name, 0o600) }
        return directory
    }

    /// What the soupchef that wrote a fixture printed: `Tests/Fixtures/<fixture>/expected/<name>`.
    static func expected(_ name: String, ofFixture fixture: String) throws -> String {
        try String(contentsOfFile: Fixtures.path(fixture + "/expected/" + name), encoding: .utf8)
    }

    /// A data directory a `static let` holds for many tests (TemporaryDirectory.shared).
    init(shared label: String) throws {
        temporary = try TemporaryDirectory.shared(label)
    }

    var environment: [String: String] {
        var environment = ["SOUPCHEF_DATA_DIR": data, "TZ": zone, "HOME": root, "PATH": "/usr/bin:/bin", "NO_COLOR": "1"]
        if let now { environment["SOUPCHEF_NOW"] = now }
        return environment.merging(extraEnvironment) { $1 }
    }

    struct Result {
        var status: Int32
        var out: String
        var err: String
    }

    /// Runs one command line in this process.
    @discardableResult
    func run(_ arguments: String...) -> Result { run(arguments) }

    @discardableResult
    func run(_ arguments: [String]) -> Result {
        let (out, readOut) = Output.capture()
        let (err, readErr) = Output.capture()
        let status = SoupChefCLI.main(arguments, environment: environment, out: out, err: err, input: .none)
        return Result(status: status, out: readOut(), err: readErr())
    }

    /// Runs one command line as a process of the soupchef binary.
    func spawn(
        _ arguments: [String], killAfter: Double? = nil, stdout: Program.StandardOutput = .pipe
    ) async throws -> ProcessOutcome {
        try await Program.runSoupchef(arguments, environment: environment, killAfter: killAfter, stdout: stdout)
    }

    /// Every file under the data directory (shared-memory index files aside, which SQLite
    /// rewrites on every open) by name: its bytes, its mode, or where a link points.
    func fingerprint() -> [String: String] {
        var files: [String: String] = [:]
        guard let walker = FileManager.default.enumerator(atPath: data) else { return files }
        for case let name as String in walker where !name.hasSuffix("-shm") {
            let path = data + "/" + name
            var info = stat()
            guard lstat(path, &info) == 0 else { continue }
            let mode = String(info.st_mode, radix: 8)
            if info.st_mode & S_IFMT == S_IFLNK {
                files[name] = "link \(mode) -> " + ((try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?")
            } else if info.st_mode & S_IFMT == S_IFREG {
                let bytes = FileManager.default.contents(atPath: path) ?? Data()
                files[name] = "file \(mode) \(bytes.count) bytes, FNV-1a \(String(fnv1a(bytes), radix: 16))"
            } else {
                files[name] = "other \(mode)"
            }
        }
        return files
    }

    // MARK: Reading the stores directly, to check what commands say

    /// A connection for looking. Read-write on purpose: a read-only connection that closes last
    /// cannot remove SQLite's -wal file, which would leave a file the next command removes.
    func database(_ name: String) throws -> Database {
        try Database(path: data + "/" + name)
    }

    func orders() throws -> [(id: String, quantity: Int)] {
        try database("app.sqlite").query("SELECT id, quantity FROM orders ORDER BY seq") { (try $0.identifier(0, "orders.id"), $0.int(1)) }
    }

    func donatedIdentifiers() throws -> [String] {
        try database("system.sqlite").query("SELECT identifier FROM interactions ORDER BY seq") { try $0.identifier(0, "interactions.identifier") }
    }

    func stock(_ soup: String) throws -> Int {
        try database("app.sqlite").scalar("SELECT stock FROM menu_items WHERE id = ?", [.text(soup)])
    }

    func pendingCalls() throws -> Int {
        try database("app.sqlite").scalar("SELECT count(*) FROM outbox")
    }

    func integrityCheck(_ name: String) throws -> String {
        try database(name).first("PRAGMA integrity_check") { $0.string(0) } ?? "no answer"
    }
}

/// FNV-1a, 64 bits: enough to tell whether a file changed by a byte.
func fnv1a(_ bytes: Data) -> UInt64 {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in bytes {
        hash ^= UInt64(byte)
        hash = hash &* 0x100_0000_01B3
    }
    return hash
}

extension String {
    /// The lines of a stream's text.
    var lines: [String] { split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter { !$0.isEmpty } }
}
