import Foundation
import SQLiteStore
import TestSupport
import Testing

@testable import SoupChefCLI

/// A private data directory and a way to run soupchef in-process against it.
final class Harness {
    let temporary: TemporaryDirectory
    var directory: String { temporary.path }
    var environment: [String: String]

    init(now: String? = "2026-12-07T12:00:00Z") throws {
        temporary = try TemporaryDirectory("soupchef-test")
        environment = ["SOUPCHEF_DATA_DIR": temporary.path + "/data", "TZ": "UTC", "HOME": temporary.path]
        if let now { environment["SOUPCHEF_NOW"] = now }
    }

    var dataDirectory: String { directory + "/data" }

    struct Result {
        var status: Int32
        var out: String
        var err: String

        /// stdout parsed as a JSON object.
        func json() throws -> [String: Any] {
            let object = try JSONSerialization.jsonObject(with: Data(out.utf8))
            return try #require(object as? [String: Any])
        }
    }

    /// Runs one command line, e.g. `run("order", "tomato", "-q", "2")`.
    @discardableResult
    func run(_ arguments: String..., input: [String] = [], terminal: Bool = false) -> Result {
        run(arguments, input: input, terminal: terminal)
    }

    @discardableResult
    func run(_ arguments: [String], input: [String] = [], terminal: Bool = false) -> Result {
        let (out, readOut) = Output.capture()
        let (err, readErr) = Output.capture()
        let lines = LinesBox(input)
        let reader = LineReader(isTerminal: terminal) { lines.next() }
        let status = SoupChefCLI.main(arguments, environment: environment, out: out, err: err, input: reader)
        return Result(status: status, out: readOut(), err: readErr())
    }

    /// The bytes of every file in the data directory, to prove a command changed nothing.
    func snapshot() throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in (try? FileManager.default.contentsOfDirectory(atPath: dataDirectory)) ?? [] where name.hasSuffix(".sqlite") {
            // Everything in the file: what the kept log holds is copied in first.
            let db = try Database(path: dataDirectory + "/" + name)
            try db.checkpoint()
            db.close()
            files[name] = try Data(contentsOf: URL(fileURLWithPath: dataDirectory + "/" + name))
        }
        return files
    }
}

extension Harness {
    /// Every row of every table of both stores, as text: what the stores hold, whatever their
    /// pages' layout (which depends on when each log was copied in).
    func contents() throws -> [String: [String]] {
        var tables: [String: [String]] = [:]
        for name in (try? FileManager.default.contentsOfDirectory(atPath: dataDirectory)) ?? [] where name.hasSuffix(".sqlite") {
            let db = try Database(path: dataDirectory + "/" + name)
            defer { db.close() }
            let names = try db.query("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name") { $0.string(0) }
            for table in names {
                let columns = try db.query("SELECT name FROM pragma_table_info(?)", [.text(table)]) { $0.string(0) }
                let row = columns.map { "quote(\"\($0)\")" }.joined(separator: " || '|' || ")
                tables[name + "/" + table] = try db.query("SELECT \(row) FROM \"\(table)\" ORDER BY 1") { $0.string(0) }
            }
        }
        return tables
    }
}

final class LinesBox: @unchecked Sendable {
    private var lines: [String]
    private let lock = NSLock()
    init(_ lines: [String]) { self.lines = lines }
    func next() -> String? {
        lock.lock()
        defer { lock.unlock() }
        return lines.isEmpty ? nil : lines.removeFirst()
    }
}
