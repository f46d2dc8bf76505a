import CSQLite

/// An error reported by SQLite, or found while checking a store file before opening it.
public struct SQLiteError: Error, CustomStringConvertible, Sendable {
    /// What kind of trouble this is, which decides how a caller reports it.
    public enum Kind: Sendable, Equatable {
        /// The file is not a database, is damaged, or was written by a newer version.
        case corrupt
        /// Another process kept the database locked past the busy timeout.
        case busy
        /// The file could not be read, written or created.
        case io
        /// A constraint, a misuse, or anything else.
        case other
    }

    public let code: Int32
    public let message: String
    public let path: String

    public init(code: Int32, message: String, path: String) {
        self.code = code
        self.message = message
        self.path = path
    }

    public var kind: Kind {
        switch code & 0xFF {
        case SQLITE_CORRUPT, SQLITE_NOTADB, SQLITE_FORMAT, SQLITE_SCHEMA: .corrupt
        case SQLITE_BUSY, SQLITE_LOCKED: .busy
        case SQLITE_IOERR, SQLITE_CANTOPEN, SQLITE_READONLY, SQLITE_FULL, SQLITE_PERM, SQLITE_AUTH: .io
        // soupchef's statements name only what its schema holds: a table, column or index
        // missing (or one a migration finds already there) means the file's schema is not the
        // one its version says, a damaged store.
        case SQLITE_ERROR where Self.isSchemaMismatch(message): .corrupt
        default: .other
        }
    }

    /// Whether SQLite's message says a statement does not fit the schema: "no such column: x",
    /// "table x already exists", "table x has no column named y", "duplicate column name: x".
    static func isSchemaMismatch(_ message: String) -> Bool {
        ["no such table", "no such column", "no such index", "no such trigger", "no such view", "duplicate column name"].contains(
            where: message.hasPrefix) || message.hasSuffix("already exists") || message.contains(" has no column named ")
    }

    public var description: String { "\(path): \(message)" }

    /// SQLite's words for damage, and what they mean for a person: "database disk image is
    /// malformed (part of the file is not what SQLite wrote there)".
    public var explainedDamage: String {
        let meaning =
            switch code & 0xFF {
            case SQLITE_CORRUPT: "part of the file is not what SQLite wrote there"
            case SQLITE_NOTADB: "the file is not an SQLite database"
            case SQLITE_FORMAT: "SQLite cannot read the format the file is in"
            case SQLITE_ERROR where Self.isSchemaMismatch(message): "its tables are not the ones its version of soupchef made"
            default: "the file's schema changed while it was read"
            }
        return "\(message) (\(meaning))"
    }

    /// Whether this is a UNIQUE or PRIMARY KEY violation.
    public var isConstraintViolation: Bool { code & 0xFF == SQLITE_CONSTRAINT }

    /// What SQLite reports for a unique index's `table.column`, for a uniqueness a statement
    /// checks itself.
    public static func notUnique(_ column: String, path: String) -> SQLiteError {
        // SQLITE_CONSTRAINT_UNIQUE, the extended code.
        SQLiteError(code: SQLITE_CONSTRAINT | (8 << 8), message: "UNIQUE constraint failed: \(column)", path: path)
    }
}
