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

    deinit { Self.remove(path) }

    private static func remove(_ path: String) {
        if let walker = FileManager.default.enumerator(atPath: path) {
            chmod(path, 0o700)
            // Not through a symbolic link: chmod follows it, and would change the file it names
            // (a committed fixture a test linked to).
            for case let name as String in walker {
                var info = stat()
                guard lstat(path + "/" + name, &info) == 0, info.st_mode & S_IFMT != S_IFLNK else { continue }
                chmod(path + "/" + name, 0o700)
            }
        }
        try? FileManager.default.removeItem(atPath: path)
    }

    /// A directory held by a `static let`, shared by many tests and so never let go of (a test
    /// process ends without releasing its statics): named `<label>-<pid>-<uuid>`, and the ones
    /// earlier test processes left, whose pid is gone, are removed first.
    public static func shared(_ label: String) throws -> TemporaryDirectory {
        let parent = FileManager.default.temporaryDirectory.path
        for name in (try? FileManager.default.contentsOfDirectory(atPath: parent)) ?? [] where name.hasPrefix(label + "-") {
            let rest = name.dropFirst(label.count + 1)
            guard let pid = rest.split(separator: "-").first.flatMap({ Int32($0) }), pid > 0 else { continue }
            if kill(pid, 0) != 0 && errno == ESRCH { remove(parent + "/" + name) }
        }
        return try TemporaryDirectory("\(label)-\(getpid())")
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
