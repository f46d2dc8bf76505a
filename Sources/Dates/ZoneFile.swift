#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Zone files in the TZif format (RFC 8536) that `zic` writes to `/usr/share/zoneinfo`, read
/// as the C library reads them: the 64-bit data of version 2 and later files (the 32-bit data of
/// a version 1 file), then the footer's POSIX rule for the instants after the last transition.
/// Leap-second records are skipped: like the C library's `right/` zones they would only matter
/// to clocks that count leap seconds, which soupchef's dates, as POSIX time, do not.
enum ZoneFile {
    /// The zone in the file at `path`, named `identifier`; nil when it is not a TZif file.
    static func load(path: String, identifier: String) -> Zone? {
        guard let bytes = contents(of: path) else { return nil }
        return parse(bytes, identifier: identifier)
    }

    /// The file's bytes, at most 1 MiB (the largest zone file is under 4 KiB).
    static func contents(of path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 8192)
        while bytes.count <= 1 << 20 {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { return nil }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[..<count])
        }
        return nil
    }

    private struct Header {
        var version: UInt8
        var isUTCCount, isStandardCount, leapCount, timeCount, typeCount, characterCount: Int

        /// The size of the data block that follows, with `timeSize`-byte times.
        func dataSize(timeSize: Int) -> Int {
            timeCount * timeSize + timeCount + typeCount * 6 + characterCount + leapCount * (timeSize + 4)
                + isStandardCount + isUTCCount
        }
    }

    static func parse(_ bytes: [UInt8], identifier: String) -> Zone? {
        guard let first = header(bytes, at: 0) else { return nil }
        var start = 44
        var timeSize = 4
        var header = first
        if first.version >= UInt8(ascii: "2") {
            start += first.dataSize(timeSize: 4)
            guard let second = self.header(bytes, at: start) else { return nil }
            header = second
            start += 44
            timeSize = 8
        }
        let size = header.dataSize(timeSize: timeSize)
        guard header.typeCount >= 1, start + size <= bytes.count else { return nil }

        var position = start
        var transitions: [Int64] = []
        transitions.reserveCapacity(header.timeCount)
        for _ in 0..<header.timeCount {
            transitions.append(timeSize == 8 ? int64(bytes, position) : Int64(int32(bytes, position)))
            position += timeSize
        }
        let typeIndices = Array(bytes[position..<position + header.timeCount])
        position += header.timeCount
        guard typeIndices.allSatisfy({ Int($0) < header.typeCount }) else { return nil }
        var types: [Int] = []
        var initial: Int?
        for _ in 0..<header.typeCount {
            types.append(Int(int32(bytes, position)))
            if initial == nil, bytes[position + 4] == 0 { initial = types.count - 1 }
            position += 6
        }
        guard zip(transitions, transitions.dropFirst()).allSatisfy({ $0 < $1 }) else { return nil }

        var rule: PosixZoneRule?
        if timeSize == 8 {
            // The footer: a newline, a POSIX TZ string (possibly empty), a newline.
            let footer = start + size
            if footer < bytes.count, bytes[footer] == UInt8(ascii: "\n"),
                let end = bytes[(footer + 1)...].firstIndex(of: UInt8(ascii: "\n")), end > footer + 1
            {
                let text = String(decoding: bytes[(footer + 1)..<end], as: UTF8.self)
                rule = try? PosixZoneRule.parse(text)
            }
        }
        return Zone(
            identifier: identifier, transitions: transitions, typeIndices: typeIndices, types: types,
            initialOffset: types[initial ?? 0], rule: rule)
    }

    private static func header(_ bytes: [UInt8], at offset: Int) -> Header? {
        guard offset + 44 <= bytes.count, bytes[offset..<offset + 4].elementsEqual("TZif".utf8) else { return nil }
        let counts = (0..<6).map { Int(UInt32(bitPattern: int32(bytes, offset + 20 + 4 * $0))) }
        guard counts.allSatisfy({ $0 < 1 << 20 }) else { return nil }
        return Header(
            version: bytes[offset + 4], isUTCCount: counts[0], isStandardCount: counts[1], leapCount: counts[2],
            timeCount: counts[3], typeCount: counts[4], characterCount: counts[5])
    }

    private static func int32(_ bytes: [UInt8], _ offset: Int) -> Int32 {
        Int32(bitPattern: UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8 | UInt32(bytes[offset + 3]))
    }

    private static func int64(_ bytes: [UInt8], _ offset: Int) -> Int64 {
        Int64(int32(bytes, offset)) << 32 | Int64(UInt32(bitPattern: int32(bytes, offset + 4)))
    }
}
