import Foundation
import Testing

@testable import SoupChefCLI

extension Harness.Result {
    var outLines: [String] { Self.lines(out) }
    var errLines: [String] { Self.lines(err) }

    private static func lines(_ text: String) -> [String] {
        var lines = text.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// stdout parsed as a JSON array or object of any shape.
    func anyJSON() throws -> Any {
        try JSONSerialization.jsonObject(with: Data(out.utf8))
    }
}

extension Harness {
    /// Every file of the data directory (the stores, and any journal or stray file), with its
    /// bytes: a command that must change nothing leaves this equal.
    func everyFile() throws -> [String: Data] {
        var files: [String: Data] = [:]
        // SQLite's shared-memory index of a log (-shm) is rewritten by every open: left out.
        for name in (try? FileManager.default.contentsOfDirectory(atPath: dataDirectory)) ?? [] where !name.hasSuffix("-shm") {
            files[name] = try Data(contentsOf: URL(fileURLWithPath: dataDirectory + "/" + name))
        }
        return files
    }

    /// Runs the command and returns the id it printed on its "Order <id>" line.
    @discardableResult
    func placeOrder(_ arguments: String..., sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let result = run(["order"] + arguments)
        #expect(result.status == 0, "order \(arguments) failed: \(result.err)", sourceLocation: sourceLocation)
        let line = try #require(result.outLines.first { $0.hasPrefix("Order ") }, sourceLocation: sourceLocation)
        return String(line.dropFirst("Order ".count))
    }

    func fileMode(_ path: String) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        return (attributes[.posixPermissions] as? NSNumber)?.intValue ?? -1
    }
}

/// Checks the shape of a usage error: exit 64, nothing on stdout, and on stderr exactly one
/// "Error:" line first, the command's usage, and the pointer to its help last.
func expectUsageError(
    _ result: Harness.Result, command path: [String], saying message: String,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(result.status == 64, "status \(result.status), stderr: \(result.err)", sourceLocation: sourceLocation)
    #expect(result.out == "", sourceLocation: sourceLocation)
    let lines = result.errLines
    #expect(lines.count >= 3, "stderr: \(result.err)", sourceLocation: sourceLocation)
    #expect(lines.filter { $0.hasPrefix("Error:") }.count == 1, "stderr: \(result.err)", sourceLocation: sourceLocation)
    #expect(lines.first?.hasPrefix("Error: ") == true, sourceLocation: sourceLocation)
    #expect(lines.first?.contains(message) == true, "\(lines.first ?? "") does not say \(message)", sourceLocation: sourceLocation)
    let name = (["soupchef"] + path).joined(separator: " ")
    #expect(
        lines.dropFirst().first?.hasPrefix("Usage: \(path.isEmpty ? "soupchef <command>" : name)") == true,
        "usage line: \(lines.dropFirst().first ?? "")", sourceLocation: sourceLocation)
    #expect(lines.last == "  See '\(name) --help' for more information.", sourceLocation: sourceLocation)
    // The usage may run over several lines; each continuation is indented under "Usage:".
    for line in lines.dropFirst(2).dropLast() {
        #expect(line.hasPrefix("       soupchef "), "stray stderr line: \(line)", sourceLocation: sourceLocation)
    }
}

/// The keys of a JSON object, sorted.
func keys(_ object: Any?) -> [String] {
    ((object as? [String: Any])?.keys).map { $0.sorted() } ?? []
}
