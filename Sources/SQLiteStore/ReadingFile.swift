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

/// A file open for reading through the C library, with the part of `FileHandle`'s interface
/// soupchef uses: `FileHandle` is corelibs Foundation, which links ICU (docs/performance.md).
public final class ReadingFile {
    private var descriptor: Int32

    /// Opens `path` for reading; nil when it cannot be (`errno` says why).
    public init?(forReadingAtPath path: String) {
        descriptor = systemOpen(path, O_RDONLY | O_CLOEXEC)
        if descriptor < 0 { return nil }
    }

    deinit { close() }

    /// Up to `count` bytes from the current offset: fewer only at the end of the file.
    public func read(upToCount count: Int) throws -> Data {
        var result = [UInt8](repeating: 0, count: count)
        var filled = 0
        while filled < count {
            let n = result.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress! + filled, count - filled) }
            if n < 0 {
                if errno == EINTR { continue }
                throw ReadingFileError(code: errno)
            }
            if n == 0 { break }
            filled += n
        }
        return Data(result.prefix(filled))
    }

    /// Everything from the current offset to the end.
    public func readToEnd() throws -> Data {
        var all = Data()
        while true {
            let chunk = try read(upToCount: 65536)
            all.append(chunk)
            if chunk.count < 65536 { return all }
        }
    }

    /// Reads to the end a file that should be text: stops at the first chunk holding a NUL byte
    /// (no text has one: `/dev/zero`, a binary file) or once more than `limit` bytes came (an
    /// endless device), so neither fills the memory before it is refused.
    /// UTF-16 text (opening with its byte order mark) holds NUL bytes, and is let through when
    /// `allowingUTF16`.
    /// `opening`, when given, sees the first chunk before it is checked, to refuse a file by
    /// what it opens with (a compressed file's magic number) rather than by its NUL bytes.
    public func readTextToEnd(limit: Int, allowingUTF16: Bool = false, opening: ((Data) throws -> Void)? = nil) throws -> Data {
        // A regular file already past the limit is refused by its size, before reading it.
        var info = stat()
        if fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, Int64(info.st_size) > Int64(limit) {
            let start = lseek(descriptor, 0, SEEK_CUR)
            if start >= 0, Int64(info.st_size) - Int64(start) > Int64(limit) { throw TextFileProblem.tooLarge(limit: limit) }
        }
        var all = Data()
        var checksNUL = true
        while true {
            let chunk = try read(upToCount: 65536)
            if all.isEmpty, let opening { try opening(chunk) }
            if all.isEmpty, allowingUTF16, chunk.starts(with: [0xFF, 0xFE]) || chunk.starts(with: [0xFE, 0xFF]) { checksNUL = false }
            // The C library's search, not the collection's byte by byte: a file of a hundred
            // megabytes is searched in milliseconds.
            let nul =
                checksNUL
                ? chunk.withUnsafeBytes { raw in raw.baseAddress.flatMap { memchr($0, 0, raw.count) }.map { UnsafeRawPointer($0) - raw.baseAddress! }
                } : nil
            if let nul {
                let before = all.count(of: 0x0A) + chunk.prefix(nul).count(of: 0x0A)
                throw TextFileProblem.nulByte(offset: all.count + nul, line: before + 1)
            }
            all.append(chunk)
            if all.count > limit { throw TextFileProblem.tooLarge(limit: limit) }
            if chunk.count < 65536 { return all }
        }
    }

    /// Moves to the end and gives the file's size.
    @discardableResult public func seekToEnd() throws -> UInt64 {
        let end = lseek(descriptor, 0, SEEK_END)
        if end < 0 { throw ReadingFileError(code: errno) }
        return UInt64(end)
    }

    public func seek(toOffset offset: UInt64) throws {
        if lseek(descriptor, off_t(offset), SEEK_SET) < 0 { throw ReadingFileError(code: errno) }
    }

    public func close() {
        if descriptor >= 0 { systemClose(descriptor) }
        descriptor = -1
    }
}

/// A read that failed, with the C library's reason.
public struct ReadingFileError: Error, CustomStringConvertible {
    public let code: Int32
    public var description: String { String(cString: strerror(code)) }
}

// The C library's calls whose names a type's own methods hide (`read`, `close`), by module.
#if canImport(Glibc)
public func systemOpen(_ path: String, _ flags: Int32, _ mode: mode_t = 0) -> Int32 { Glibc.open(path, flags, mode) }
public func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int { Glibc.read(fd, buffer, count) }
public func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int { Glibc.write(fd, buffer, count) }
@discardableResult public func systemClose(_ fd: Int32) -> Int32 { Glibc.close(fd) }
#else
public func systemOpen(_ path: String, _ flags: Int32, _ mode: mode_t = 0) -> Int32 { Darwin.open(path, flags, mode) }
public func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int { Darwin.read(fd, buffer, count) }
public func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int { Darwin.write(fd, buffer, count) }
@discardableResult public func systemClose(_ fd: Int32) -> Int32 { Darwin.close(fd) }
#endif

/// Why a file operation failed, as the C library says it ("No such file or directory"): what
/// soupchef shows where it showed Foundation's `localizedDescription`, which corelibs Foundation
/// (and so ICU) provides.
public func fileProblem(_ error: any Error) -> String {
    if let error = error as? POSIXError { return String(cString: strerror(error.code.rawValue)) }
    if let error = error as? ReadingFileError { return error.description }
    if let error = error as? CocoaError {
        let code: Int32? =
            switch error.code {
            case .fileReadNoSuchFile, .fileNoSuchFile: ENOENT
            case .fileReadNoPermission, .fileWriteNoPermission: EACCES
            case .fileWriteOutOfSpace: ENOSPC
            case .fileWriteVolumeReadOnly: EROFS
            case .fileWriteFileExists: EEXIST
            case .fileReadTooLarge: EFBIG
            default: nil
            }
        if let code { return String(cString: strerror(code)) }
        // Reading a folder is `fileReadUnknown`, its reason (EISDIR) underneath.
        if let underlying = error.userInfo["NSUnderlyingError"] as? any Error { return fileProblem(underlying) }
    }
    return "\(error)"
}

/// Why bytes read as text were refused before the end.
public enum TextFileProblem: Error, CustomStringConvertible {
    case nulByte(offset: Int, line: Int)
    case tooLarge(limit: Int)

    public var description: String {
        switch self {
        case .nulByte(let offset, let line): "line \(line) holds a NUL byte (byte \(offset) of the file), so it is not a text file"
        case .tooLarge(let limit): "it is larger than \(limit / 1_048_576) MiB, more than any text file soupchef reads"
        }
    }
}

extension Data {
    /// How many bytes of this data are `byte`.
    fileprivate func count(of byte: UInt8) -> Int { reduce(0) { $0 + ($1 == byte ? 1 : 0) } }
}
