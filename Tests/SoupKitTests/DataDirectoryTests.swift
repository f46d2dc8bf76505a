import Foundation
import TestSupport
import Testing

@testable import SoupKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the data directory is, and what is refused before anything is written there.
@Suite struct DataDirectoryTests {
    @Test func theOptionThenTheEnvironmentThenXDGThenHome() throws {
        let environment = ["SOUPCHEF_DATA_DIR": "/env/dir", "XDG_DATA_HOME": "/xdg", "HOME": "/home/me"]
        #expect(try DataDirectory.locate(option: "/opt/dir", environment: environment) == "/opt/dir")
        #expect(try DataDirectory.locate(option: nil, environment: environment) == "/env/dir")
        #expect(try DataDirectory.locate(option: nil, environment: ["XDG_DATA_HOME": "/xdg", "HOME": "/home/me"]) == "/xdg/soupchef")
        // A relative XDG_DATA_HOME is ignored, as the XDG specification says.
        #expect(try DataDirectory.locate(option: nil, environment: ["XDG_DATA_HOME": "xdg", "HOME": "/home/me"]) == "/home/me/.local/share/soupchef")
        let relative = try DataDirectory.locate(option: "data", environment: [:])
        #expect(relative == FileManager.default.currentDirectoryPath + "/data")
        #expect(throws: DataDirectory.Problem.self) { try DataDirectory.locate(option: nil, environment: ["HOME": "relative"]) }
        // A tilde the shell left (`--data-dir=~/x`) is the home directory, never a folder named ~.
        #expect(try DataDirectory.locate(option: "~/lunch", environment: ["HOME": "/home/me"]) == "/home/me/lunch")
        #expect(try DataDirectory.locate(option: nil, environment: ["SOUPCHEF_DATA_DIR": "~", "HOME": "/home/me"]) == "/home/me")
        // `~name/x` is under that user's home, as the shell reads it; a name no user has is refused.
        if let me = getpwuid(getuid()), let name = me.pointee.pw_name, let home = me.pointee.pw_dir {
            let expected = String(cString: home) + "/x"
            #expect(try DataDirectory.locate(option: "~" + String(cString: name) + "/x", environment: ["HOME": "/home/me"]) == expected)
        }
        #expect(throws: DataDirectory.Problem.self) { try DataDirectory.locate(option: "~no-such-user-here/x", environment: ["HOME": "/home/me"]) }
        #expect(throws: DataDirectory.Problem.self) { try DataDirectory.locate(option: "~/x", environment: [:]) }
    }

    @Test func aNewDirectoryIsMadePrivateAndAnExposedOneWarned() throws {
        let temporary = try TemporaryDirectory("data-directory")
        let path = temporary.path + "/nested/soupchef"
        var warnings: [String] = []
        try DataDirectory.prepare(path) { warnings.append($0) }
        var info = stat()
        #expect(stat(path, &info) == 0)
        #expect(info.st_mode & 0o777 == 0o700)
        #expect(warnings.isEmpty)
        chmod(path, 0o755)
        try DataDirectory.prepare(path) { warnings.append($0) }
        #expect(warnings == ["data directory \(path) can be read by other users (mode 755); run: chmod 700 \(path)"])
    }

    /// A link that leads back to itself is named so, not as a link to nothing.
    @Test func aSymbolicLinkLoopIsNamedSo() throws {
        let temporary = try TemporaryDirectory("data-directory-loop")
        let path = temporary.path + "/loop"
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: path)
        #expect(
            throws: DataDirectory.Problem(
                "Data directory \(path) is a symbolic link that leads back to itself; point it at a directory, or give another --data-dir.")
        ) {
            try DataDirectory.prepare(path) { _ in }
        }
    }

    @Test func aFileIsNotADirectory() throws {
        let temporary = try TemporaryDirectory("data-directory-file")
        defer { withExtendedLifetime(temporary) {} }
        let path = temporary.path + "/file"
        #expect(FileManager.default.createFile(atPath: path, contents: Data()))
        #expect(
            throws: DataDirectory.Problem("Data directory \(path) exists but is not a directory; give another --data-dir (or SOUPCHEF_DATA_DIR).")
        ) {
            try DataDirectory.prepare(path) { _ in }
        }
    }

    /// A file above the directory (`--data-dir afile/sub`) is named, as the file given itself is,
    /// not said as the system's bare "Not a directory".
    @Test func aFileAboveTheDirectoryIsNamed() throws {
        let temporary = try TemporaryDirectory("data-directory-file-above")
        defer { withExtendedLifetime(temporary) {} }
        let file = temporary.path + "/file"
        #expect(FileManager.default.createFile(atPath: file, contents: Data()))
        for path in [file + "/sub", file + "/sub/deeper"] {
            #expect(
                throws: DataDirectory.Problem(
                    "Data directory \(path) cannot be made: \(file) is a file, not a directory; give another --data-dir (or SOUPCHEF_DATA_DIR).")
            ) {
                try DataDirectory.prepare(path) { _ in }
            }
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: file)).isEmpty)
    }

    /// Only a directory of one's own is told to chmod: not a read-only mount, nor another's.
    @Test func onlyADirectoryOfOnesOwnIsToldToChmod() {
        let readOnlyMount = DataDirectory.refusal("/mnt/ro", mode: 0o700, owner: 0, ownedByAnother: false, writeError: EROFS)
        #expect(readOnlyMount?.message.contains("read-only file system") == true)
        #expect(readOnlyMount?.message.contains("chmod") == false)
        let someoneElses = DataDirectory.refusal("/home/other/d", mode: 0o755, owner: 1234, ownedByAnother: true, writeError: EACCES)
        #expect(someoneElses?.message.contains("belongs to another user (uid 1234)") == true)
        #expect(someoneElses?.message.contains("chmod") == false)
        let mine = DataDirectory.refusal("/home/me/my dir", mode: 0o500, owner: 0, ownedByAnother: false, writeError: nil)
        #expect(mine?.message.hasSuffix("Run: chmod 700 '/home/me/my dir'") == true, "\(mine?.message ?? "")")
        #expect(DataDirectory.refusal("/home/me/d", mode: 0o700, owner: 0, ownedByAnother: false, writeError: nil) == nil)
    }
}
