import SQLiteStore
import TextMatching

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The data directory: where it is, creating it, and checking it is the user's own before
/// anything is written there.
public enum DataDirectory {
    /// Why the directory cannot be found, made or used; input/output trouble (exit 74).
    public struct Problem: ClassifiedError, Equatable {
        public let message: String
        public var failureKind: FailureKind { .inputOutput }
        public var description: String { message }

        init(_ message: String) { self.message = message }
    }

    /// The data directory: `option` (--data-dir), SOUPCHEF_DATA_DIR, $XDG_DATA_HOME/soupchef
    /// (absolute only), then $HOME/.local/share/soupchef. A relative path is taken from the
    /// current directory.
    /// A path that opens with `~` or `~/` is under the home directory: the shell leaves the
    /// tilde of `--data-dir=~/x` (after '=') and of a quoted `"~/x"` as it is, and a directory
    /// named `~` made in the current one is never what was meant.
    /// `~name/…` is under that user's home, as the shell reads it; a name no user has is said as such.
    static func expandingHome(_ path: String, environment: [String: String]) throws -> String {
        if path.hasPrefix("~"), path != "~", !path.hasPrefix("~/") {
            let name = String(path.dropFirst().prefix { $0 != "/" })
            guard let entry = getpwnam(name), let directory = entry.pointee.pw_dir, directory.pointee == 0x2F else {
                throw Problem(
                    "Cannot read \(path): it starts with ~\(name), and there is no user \(name) whose home it names; give the whole path"
                        + " (or ./\(path) for a directory named ~\(name) here).")
            }
            return String(cString: directory) + path.dropFirst(name.count + 1)
        }
        guard path == "~" || path.hasPrefix("~/") else { return path }
        guard let home = try setting("HOME", environment), home.hasPrefix("/") else {
            throw Problem("Cannot read \(path): it starts with ~, and HOME is not set to a path; give the whole path.")
        }
        return home + path.dropFirst()
    }

    /// The value of the environment variable `name`. One that was not UTF-8 reaches soupchef
    /// with U+FFFD where its bad bytes were (as a line of standard input does): as a path it
    /// would name another directory, which would be made and used in its place, so it is refused.
    static func setting(_ name: String, _ environment: [String: String]) throws -> String? {
        guard let value = environment[name] else { return nil }
        guard !value.unicodeScalars.contains("\u{FFFD}") else {
            throw Problem(
                "\(name) (\(value)) is not UTF-8 text (\u{FFFD} marks where a byte is not), so it names no directory soupchef can use;"
                    + " set it to a UTF-8 path, or pass --data-dir.")
        }
        return value
    }

    public static func locate(option: String?, environment: [String: String]) throws -> String {
        if let option, !option.isEmpty { return absolute(try expandingHome(option, environment: environment)) }
        if let value = try setting("SOUPCHEF_DATA_DIR", environment), !value.isEmpty {
            return absolute(try expandingHome(value, environment: environment))
        }
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/"), let checked = try setting("XDG_DATA_HOME", environment) {
            return checked + "/soupchef"
        }
        guard let home = try setting("HOME", environment), home.hasPrefix("/") else {
            // A HOME that is set but no absolute path is said as such: "set HOME" would puzzle.
            let given = environment["HOME"].map { $0.isEmpty ? "HOME is empty" : "HOME (\($0)) is not an absolute path" }
            throw Problem(
                "Cannot find a data directory: " + (given.map { $0 + "; set it to one, or set" } ?? "set HOME,") + " SOUPCHEF_DATA_DIR or --data-dir."
            )
        }
        return home + "/.local/share/soupchef"
    }

    /// HOME, when the data directory is the one under it (`locate` found no --data-dir,
    /// SOUPCHEF_DATA_DIR or XDG_DATA_HOME): for `prepare`, which makes that directory only in a
    /// HOME that exists.
    public static func home(ifDefaultFor option: String?, environment: [String: String]) -> String? {
        if let option, !option.isEmpty { return nil }
        if let value = environment["SOUPCHEF_DATA_DIR"], !value.isEmpty { return nil }
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") { return nil }
        return environment["HOME"]
    }

    private static func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    }

    /// Creates the directory (mode 0700) when it does not exist; otherwise checks that it is a
    /// directory this user can write, and warns when others can read or change it or its stores.
    /// With `home` (the directory is HOME's, `home(ifDefaultFor:environment:)`), a HOME that does
    /// not exist is refused rather than made: `/nonexistent`, the home of `nobody` and of many
    /// service accounts, would otherwise be created at the root of the file system by a cron job.
    /// The missing parents of a directory given (--data-dir, SOUPCHEF_DATA_DIR) are made.
    public static func prepare(_ path: String, home: String? = nil, warn: (String) -> Void) throws {
        var info = stat()
        if lstat(path, &info) != 0 {
            guard errno == ENOENT else {
                if errno == ENOTDIR, let file = fileAbove(path) {
                    throw Problem(
                        "Data directory \(path) cannot be made: \(file.path) \(file.isRegular ? "is a file, not a directory" : "is not a directory");"
                            + " give another --data-dir (or SOUPCHEF_DATA_DIR).")
                }
                throw Problem("Cannot use data directory \(path): \(String(cString: strerror(errno))).")
            }
            if let home {
                var homeInfo = stat()
                let found = stat(home, &homeInfo) == 0
                let why =
                    found
                    ? homeInfo.st_mode & S_IFMT == S_IFDIR ? nil : "is not a directory"
                    : errno == ENOENT || errno == ENOTDIR ? "does not exist" : nil
                if let why {
                    throw Problem("HOME (\(home)) \(why), and soupchef's data would go under it; set SOUPCHEF_DATA_DIR or pass --data-dir.")
                }
            }
            try create(path)
            return
        }
        if info.st_mode & S_IFMT == S_IFLNK {
            guard stat(path, &info) == 0 else {
                throw Problem(
                    errno == ELOOP
                        ? "Data directory \(path) is a symbolic link that leads back to itself; point it at a directory, or give another --data-dir."
                        : "Data directory \(path): \(PathText.danglingLink(path) ?? "it is a symbolic link to nothing"); make that directory, or give another --data-dir."
                )
            }
        }
        guard info.st_mode & S_IFMT == S_IFDIR else {
            throw Problem("Data directory \(path) exists but is not a directory; give another --data-dir (or SOUPCHEF_DATA_DIR).")
        }
        let ownedByAnother = info.st_uid != geteuid()
        let writeError: Int32? = access(path, W_OK) == 0 ? nil : errno
        if let failure = refusal(path, mode: info.st_mode, owner: info.st_uid, ownedByAnother: ownedByAnother, writeError: writeError) {
            throw failure
        }
        let mode = String(info.st_mode & 0o7777, radix: 8)
        if ownedByAnother {
            warn(
                "data directory \(path) belongs to another user (uid \(info.st_uid)), who can read and change your orders; "
                    + "use a directory of your own (--data-dir or SOUPCHEF_DATA_DIR)")
        } else if info.st_mode & 0o077 != 0 {
            warn("data directory \(path) \(exposure(info.st_mode)) (mode \(mode)); run: " + ShellCommand.command(["chmod", "700", path]))
        }
        for name in SoupChef.storeFileNames {
            var file = stat()
            let filePath = path + "/" + name
            if lstat(filePath, &file) == 0, file.st_mode & S_IFMT == S_IFREG, file.st_mode & 0o077 != 0 {
                warn(
                    "\(filePath) \(exposure(file.st_mode)) (mode \(String(file.st_mode & 0o7777, radix: 8))); run: "
                        + ShellCommand.command(["chmod", "600", filePath]))
            }
        }
    }

    /// Why an existing directory cannot be used, or nil. `writeError` is what access(W_OK) gave
    /// (nil: writable). Only a directory of one's own that lacks its write bit is mended by
    /// chmod; a read-only file system or another user's directory is not, and is not told to.
    static func refusal(_ path: String, mode: mode_t, owner: uid_t, ownedByAnother: Bool, writeError: Int32?) -> Problem? {
        let use = "soupchef writes there on every command."
        if writeError == EROFS {
            return Problem(
                "Data directory \(path) is on a read-only file system; \(use) Use a directory on a writable one (--data-dir or SOUPCHEF_DATA_DIR).")
        }
        guard writeError != nil || (!ownedByAnother && mode & S_IWUSR == 0) else { return nil }
        if ownedByAnother {
            return Problem(
                "Data directory \(path) belongs to another user (uid \(owner)) and you cannot write there; \(use) "
                    + "Use a directory of your own (--data-dir or SOUPCHEF_DATA_DIR).")
        }
        return Problem(
            "Data directory \(path) is read-only (mode \(String(mode & 0o7777, radix: 8))); \(use) Run: "
                + ShellCommand.command(["chmod", "700", path]))
    }

    /// The nearest folder above `path` that exists but is no directory (what ENOTDIR met), and
    /// whether it is a regular file.
    private static func fileAbove(_ path: String) -> (path: String, isRegular: Bool)? {
        var folder = PathText.deletingLastComponent(path)
        var info = stat()
        while !folder.isEmpty, folder != "/" {
            if stat(folder, &info) == 0, info.st_mode & S_IFMT != S_IFDIR { return (folder, info.st_mode & S_IFMT == S_IFREG) }
            folder = PathText.deletingLastComponent(folder)
        }
        return nil
    }

    /// What the group and other permission bits allow: changing is worse than reading.
    private static func exposure(_ mode: mode_t) -> String {
        mode & 0o022 != 0 ? "can be changed by other users" : "can be read by other users"
    }

    private static func create(_ path: String) throws {
        let parent = PathText.deletingLastComponent(path)
        if !parent.isEmpty, !FileManager.default.fileExists(atPath: parent) {
            do {
                try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
            } catch {
                throw Problem("Cannot create \(parent): \(fileProblem(error)).")
            }
        }
        if mkdir(path, 0o700) != 0, errno != EEXIST {
            throw Problem("Cannot create data directory \(path): \(String(cString: strerror(errno))).")
        }
        chmod(path, 0o700)
    }
}
