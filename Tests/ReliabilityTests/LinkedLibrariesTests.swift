import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// soupchef links FoundationEssentials only: corelibs Foundation brings ICU, whose C++ classes
/// cost every command about 0.6 ms of start-up (docs/performance.md, "Start-up, fourth pass").
/// One call of a corelibs-only API (`String(format:)`, `trimmingCharacters`, `NSString` paths,
/// `FileHandle`, `PropertyListSerialization`, …) anywhere in the executable's modules brings it
/// back; this fails when it does.
@Suite struct LinkedLibrariesTests {
    #if os(Linux)
    static let linux = true
    #else
    static let linux = false
    #endif

    @Test(.enabled(if: linux, "Linux only: on macOS Foundation is the system's and ICU is not linked into the executable"))
    func soupchefDoesNotLinkICUOrCorelibsFoundation() throws {
        let path = try Program.soupchef()
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        // A static build holds ICU's symbols (ucal_open) and data name (icudt); a build with the
        // shared Swift runtime names the libraries it needs.
        func holds(_ needle: String) -> Bool {
            let needle = Array(needle.utf8)
            return bytes.withUnsafeBytes { file in
                needle.withUnsafeBytes { wanted in
                    // memchr for the first byte, memcmp for the rest (memmem is not in Glibc's module).
                    var at = file.baseAddress!
                    var left = file.count
                    while left >= wanted.count {
                        guard let hit = memchr(at, Int32(needle[0]), left - wanted.count + 1) else { return false }
                        if memcmp(hit, wanted.baseAddress!, wanted.count) == 0 { return true }
                        let skipped = at.distance(to: UnsafeRawPointer(hit)) + 1
                        at += skipped
                        left -= skipped
                    }
                    return false
                }
            }
        }
        for needle in ["ucal_open", "icudt", "libFoundation.so", "lib_FoundationICU.so", "libicu"] {
            #expect(!holds(needle), "\(path) contains \(needle): it links corelibs Foundation or ICU")
        }
        #expect(holds("FoundationEssentials"), "\(path) does not look like a Swift program using FoundationEssentials")
    }

    /// Where the system has SQLite's static archive, soupchef links it (Package.swift,
    /// `sqliteLibrary`): the shared library binds its 1,600 symbols at every start.
    static let sqliteArchive =
        linux
        && ["/usr/lib/x86_64-linux-gnu", "/usr/lib/aarch64-linux-gnu", "/usr/lib64", "/usr/lib"]
            .contains { FileManager.default.fileExists(atPath: $0 + "/libsqlite3.a") }

    @Test(.enabled(if: sqliteArchive, "Linux with SQLite's static archive only: elsewhere soupchef links the shared library"))
    func soupchefLinksSQLitesStaticArchiveWhereTheSystemHasOne() throws {
        let path = try Program.soupchef()
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(bytes.range(of: Data("libsqlite3.so".utf8)) == nil, "\(path) needs the shared SQLite library although the archive exists")
        #expect(bytes.range(of: Data("sqlite3_prepare_v2".utf8)) != nil, "\(path) does not hold SQLite")
    }
}
