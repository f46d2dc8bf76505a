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
