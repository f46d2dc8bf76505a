import SoupChefViews

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

/// Writes a file a command was asked to make (`--svg`'s picture, `eval --save-histories`),
/// safely: into a new temporary file beside it, which is then renamed into place. A symbolic link
/// is never followed or written through, a device (`/dev/null`) or pipe is never replaced by a
/// file, a file that could not be written is not replaced, and the data directory's own files
/// are never touched.
enum OutputFile {
    /// Writes `text` to `path`; a failure is a `CommandFailure` (74) that says why in words:
    /// "Cannot write `what` to `path`: …". `standardOutput`: whether the option takes '-' instead.
    static func write(_ text: String, to path: String, what: String, standardOutput: Bool, dataDirectory: String?) throws {
        let (directory, name, mode) = try checked(path, what: what, standardOutput: standardOutput, dataDirectory: dataDirectory)
        func refuse(_ reason: String) -> CommandFailure {
            CommandFailure(.ioError, "Cannot write \(what) to \(path): \(reason).")
        }
        try replace(path, directory: directory, name: name, mode: mode, with: text, refuse: refuse)
    }

    /// Whether `path` can be written as `write` writes it, checked before the command does
    /// anything else (`suggestions --svg` refuses a bad target before the data directory is
    /// made): the folder it goes in, what is there now and the mode to keep; the same refusal
    /// `write` gives.
    @discardableResult
    static func checked(_ path: String, what: String, standardOutput: Bool, dataDirectory: String?) throws -> (
        directory: String, name: String, mode: mode_t
    ) {
        let (directory, name) = split(path)
        func refuse(_ reason: String) -> CommandFailure {
            CommandFailure(.ioError, "Cannot write \(what) to \(path): \(reason).")
        }
        guard !name.isEmpty, name != ".", name != ".." else { throw refuse("it names a directory, not a file") }
        var target = stat()
        var mode: mode_t = 0o666 & ~currentUmask()
        if lstat(path, &target) == 0 {
            switch target.st_mode & S_IFMT {
            case S_IFDIR: throw refuse("it is a directory; give a file name in it")
            case S_IFLNK:
                throw refuse("it is a symbolic link, and soupchef does not write through links; give the file itself")
            case S_IFREG:
                break
            default:
                throw refuse(
                    "it is not a regular file (a device, pipe or socket); give a file name" + (standardOutput ? ", or '-' for standard output" : ""))
            }
            // A file its owner could not write is not replaced behind their back.
            if target.st_mode & S_IWUSR == 0 || access(path, W_OK) != 0 {
                throw refuse("it is read-only, and soupchef does not replace a file that could not be written")
            }
            mode = target.st_mode & 0o7777
        } else if errno != ENOENT {
            throw refuse(Diagnostic.reason(errno))
        }
        var folder = stat()
        guard stat(directory, &folder) == 0 else {
            throw refuse(errno == ENOENT ? "there is no directory \(directory)" : Diagnostic.reason(errno))
        }
        guard folder.st_mode & S_IFMT == S_IFDIR else { throw refuse("\(directory) is not a directory") }
        if let dataDirectory {
            var data = stat()
            if stat(dataDirectory, &data) == 0, data.st_dev == folder.st_dev, data.st_ino == folder.st_ino {
                throw refuse("it is in the data directory, whose files are soupchef's stores; write it somewhere else")
            }
        }
        return (directory, name, mode)
    }

    /// Writes `text` into a new temporary file in `directory`, then renames it to `path`.
    private static func replace(
        _ path: String, directory: String, name: String, mode: mode_t, with text: String, refuse: (String) -> CommandFailure
    ) throws {

        var template = Array((directory + "/." + name + ".XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw refuse(Diagnostic.reason(errno)) }
        let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var finished = false
        defer {
            if !finished { unlink(temporary) }
        }
        let code = Output.writeAll(text, to: fd)
        if code != 0 {
            close(fd)
            throw refuse(Diagnostic.reason(code))
        }
        fchmod(fd, mode)
        if fsync(fd) != 0 {
            let code = errno
            close(fd)
            throw refuse(Diagnostic.reason(code))
        }
        if close(fd) != 0 { throw refuse(Diagnostic.reason(errno)) }
        guard rename(temporary, path) == 0 else { throw refuse(Diagnostic.reason(errno)) }
        finished = true
    }

    /// The directory (never empty: "." for a bare name) and the file name of `path`.
    static func split(_ path: String) -> (directory: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return (".", path) }
        let directory = String(path[..<slash])
        return (directory.isEmpty ? "/" : directory, String(path[path.index(after: slash)...]))
    }

    private static func currentUmask() -> mode_t {
        let mask = umask(0o022)
        umask(mask)
        return mask
    }
}
