import Foundation
import TestSupport

@testable import SQLiteStore

/// A private directory for one test, removed when the test lets go of it.
final class Scratch {
    let directory: TemporaryDirectory
    var path: String { directory.path }

    init() throws {
        directory = try TemporaryDirectory("sqlitestore-test")
    }

    func file(_ name: String) -> String { path + "/" + name }

    /// A store with one table `t(x)`, created through `StoreFile`.
    func store(_ name: String = "test.sqlite", version: Int = 1) throws -> Database {
        try StoreFile(path: file(name), migrations: .steps(version)).open {
            try $0.execute("CREATE TABLE t(x INTEGER UNIQUE)")
        }
    }

    func bytes(_ name: String) throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: file(name)))
    }

    func write(_ data: Data, to name: String) throws {
        try data.write(to: URL(fileURLWithPath: file(name)))
    }

    /// Names in the directory, sorted, hidden ones included.
    func listing() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: path).sorted()
    }

    func mode(_ name: String) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: file(name))
        return (attributes[.posixPermissions] as? NSNumber)?.intValue ?? -1
    }
}

/// SQLite's primary result codes, as the tests expect them (from sqlite3.h).
enum ResultCode {
    static let error: Int32 = 1
    static let perm: Int32 = 3
    static let busy: Int32 = 5
    static let locked: Int32 = 6
    static let readOnly: Int32 = 8
    static let ioErr: Int32 = 10
    static let corrupt: Int32 = 11
    static let full: Int32 = 13
    static let cantOpen: Int32 = 14
    static let schema: Int32 = 17
    static let constraint: Int32 = 19
    static let misuse: Int32 = 21
    static let auth: Int32 = 23
    static let format: Int32 = 24
    static let notADB: Int32 = 26

    /// An extended code: the primary code plus a detail in the next byte.
    static func extended(_ primary: Int32, _ detail: Int32) -> Int32 { primary | detail << 8 }
}
