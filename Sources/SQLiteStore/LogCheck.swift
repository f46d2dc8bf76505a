import TextMatching

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// soupchef keeps a store's write-ahead log between commands (docs/reliability.md, "Syncs"), so
/// the log is the only copy of what was committed since the last checkpoint. SQLite, finding the
/// log missing, cut short, or with a damaged frame, silently goes back to the last good frame,
/// and the next write starts the log again over what was lost. The log's index (`-shm`) still
/// says how far the committed log went: a log that no longer reaches that far, or whose frames
/// up to there fail their checksums, is refused before SQLite opens it.
extension StoreFile {
    /// What the index's header says of the committed log; nil when the index says nothing to
    /// trust (missing, too short, its two copies disagreeing, or not initialised).
    struct LogIndexHeader: Equatable {
        var change: UInt32
        var pageSize: Int
        var lastFrame: Int
        var frameChecksum: (UInt32, UInt32)
        var salt: [UInt8]

        static func == (a: Self, b: Self) -> Bool {
            a.change == b.change && a.pageSize == b.pageSize && a.lastFrame == b.lastFrame && a.frameChecksum == b.frameChecksum
                && a.salt == b.salt
        }
    }

    static func readLogIndexHeader(_ path: String) -> LogIndexHeader? {
        guard let handle = ReadingFile(forReadingAtPath: path + "-shm") else { return nil }
        defer { handle.close() }
        guard let data = try? handle.read(upToCount: 96), data.count == 96 else { return nil }
        let bytes = [UInt8](data)
        // SQLite writes the header twice; a header caught half-written has copies that differ.
        guard bytes[0..<48] == bytes[48..<96], bytes[12] != 0 else { return nil }
        func native32(_ at: Int) -> UInt32 {
            var value: UInt32 = 0
            withUnsafeMutableBytes(of: &value) { $0.copyBytes(from: bytes[at..<at + 4]) }
            return value
        }
        var rawPageSize: UInt16 = 0
        withUnsafeMutableBytes(of: &rawPageSize) { $0.copyBytes(from: bytes[14..<16]) }
        // The page size as SQLite keeps it there: (size & 0xff00) | (size >> 16), 1 for 65536.
        let pageSize = rawPageSize == 1 ? 65536 : Int(rawPageSize)
        return LogIndexHeader(
            change: native32(8), pageSize: pageSize, lastFrame: Int(native32(16)), frameChecksum: (native32(24), native32(28)),
            salt: Array(bytes[32..<40]))
    }

    /// Why the log cannot be what its index says was committed; nil when it can (or when the
    /// index says nothing). A process writing meanwhile may change both: a finding is looked at
    /// again, and only one that stays is reported.
    func logProblem() -> String? {
        for attempt in 0..<3 {
            guard let index = Self.readLogIndexHeader(path), index.lastFrame > 0 else { return nil }
            guard let problem = logProblem(index) else { return nil }
            if attempt < 2 {
                usleep(20_000)
                if Self.readLogIndexHeader(path) != index { continue }
            }
            return problem
        }
        return nil
    }

    private func logProblem(_ index: LogIndexHeader) -> String? {
        let name = PathText.lastComponent(path) + "-wal"
        let committed = "\(index.lastFrame) committed \(index.lastFrame == 1 ? "frame" : "frames")"
        var info = stat()
        guard lstat(path + "-wal", &info) == 0 else { return "its log \(name) is missing, though it held \(committed)" }
        let frameSize = index.pageSize + 24
        let needed = 32 + index.lastFrame * frameSize
        guard Int(info.st_size) >= needed else {
            return "its log \(name) is cut short (\(info.st_size) of at least \(needed) bytes: it held \(committed))"
        }
        guard let handle = ReadingFile(forReadingAtPath: path + "-wal"), let data = try? handle.read(upToCount: needed) else {
            return nil
        }
        handle.close()
        guard data.count == needed else { return "its log \(name) could not be read whole" }
        let bytes = [UInt8](data)
        func big32(_ at: Int) -> UInt32 { bytes[at..<at + 4].reduce(0) { $0 << 8 | UInt32($1) } }
        let magic = big32(0)
        guard magic == 0x377f_0682 || magic == 0x377f_0683, Array(bytes[16..<24]) == index.salt else {
            return "its log \(name) is not the one its index describes (its header is damaged, or another log took its place)"
        }
        // SQLite's checksum: pairs of 32-bit words, big-endian when the magic number's last bit
        // is set, else little-endian, summed on from the header through every frame.
        let bigEndian = magic & 1 == 1
        func word(_ at: Int) -> UInt32 { bigEndian ? big32(at) : big32(at).byteSwapped }
        var sums: (UInt32, UInt32) = (0, 0)
        func add(_ start: Int, _ end: Int) {
            var at = start
            while at < end {
                sums.0 = sums.0 &+ word(at) &+ sums.1
                sums.1 = sums.1 &+ word(at + 4) &+ sums.0
                at += 8
            }
        }
        add(0, 24)
        guard sums == (big32(24), big32(28)) else { return "its log \(name) has a damaged header" }
        for frame in 0..<index.lastFrame {
            let offset = 32 + frame * frameSize
            guard Array(bytes[offset + 8..<offset + 16]) == index.salt else {
                return "its log \(name) is damaged at frame \(frame + 1) of its \(committed)"
            }
            add(offset, offset + 8)
            add(offset + 24, offset + frameSize)
            guard sums == (big32(offset + 16), big32(offset + 20)) else {
                return "its log \(name) is damaged at frame \(frame + 1) of its \(committed)"
            }
        }
        return nil
    }
}
