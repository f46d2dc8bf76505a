import Foundation

/// A private directory for one test, removed (with everything in it) when the test lets go of
/// it. Tests make files read-only; write access is given back before removing.
public final class TemporaryDirectory: @unchecked Sendable {
    public let path: String

    /// A new directory named `<label>-<uuid>` in `parent`, by default the system's temporary
    /// directory.
    public init(_ label: String = "soupchef-test", in parent: String? = nil) throws {
        path = (parent ?? FileManager.default.temporaryDirectory.path) + "/\(label)-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit {
        if let walker = FileManager.default.enumerator(atPath: path) {
            chmod(path, 0o700)
            for case let name as String in walker { chmod(path + "/" + name, 0o700) }
        }
        try? FileManager.default.removeItem(atPath: path)
    }

    /// The path of `name` inside the directory.
    public func file(_ name: String) -> String { path + "/" + name }

    /// Copies a directory tree (a committed fixture) into this directory as `name`; returns its path.
    @discardableResult
    public func copy(_ source: String, as name: String) throws -> String {
        try FileManager.default.copyItem(atPath: source, toPath: file(name))
        return file(name)
    }
}

/// Where the repository's committed test files are: `Tests/Fixtures`.
public enum Fixtures {
    public static let directory: String = {
        // This file is Tests/TestSupport/TemporaryDirectory.swift.
        let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        return tests.appendingPathComponent("Fixtures").path
    }()

    public static func path(_ name: String) -> String { directory + "/" + name }
}
