import CSQLite

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

/// A value bound to, or read from, an SQL statement.
public enum SQLValue: Sendable, Equatable {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)
    case blob([UInt8])
}

extension SQLValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByNilLiteral {
    public init(stringLiteral value: String) { self = .text(value) }
    public init(integerLiteral value: Int64) { self = .integer(value) }
    public init(nilLiteral: ()) { self = .null }

    public init(_ value: String?) { self = value.map { .text($0) } ?? .null }
    public init(_ value: Int) { self = .integer(Int64(value)) }
    public init(_ value: Int64) { self = .integer(value) }
    public init(_ value: Bool) { self = .integer(value ? 1 : 0) }
}

/// One row of a query result, read by column index.
public struct Row {
    @usableFromInline let statement: OpaquePointer

    public func isNull(_ column: Int32) -> Bool { sqlite3_column_type(statement, column) == SQLITE_NULL }
    public func int(_ column: Int32) -> Int { Int(sqlite3_column_int64(statement, column)) }
    public func int64(_ column: Int32) -> Int64 { sqlite3_column_int64(statement, column) }
    public func double(_ column: Int32) -> Double { sqlite3_column_double(statement, column) }
    public func bool(_ column: Int32) -> Bool { sqlite3_column_int64(statement, column) != 0 }

    public func string(_ column: Int32) -> String {
        guard let text = sqlite3_column_text(statement, column) else { return "" }
        return String(cString: text)
    }

    public func optionalString(_ column: Int32) -> String? {
        isNull(column) ? nil : string(column)
    }

    public func data(_ column: Int32) -> Data {
        let count = Int(sqlite3_column_bytes(statement, column))
        guard count > 0, let bytes = sqlite3_column_blob(statement, column) else { return Data() }
        return Data(bytes: bytes, count: count)
    }

    /// Calls `body` with the bytes of a BLOB column where SQLite holds them (empty for NULL or
    /// an empty value), without copying them into a `Data` first. The bytes are valid only
    /// during the call.
    @inlinable
    public func withBlob<T>(_ column: Int32, _ body: (UnsafeRawBufferPointer) throws -> T) rethrows -> T {
        // Size after the pointer, as SQLite asks: reading the pointer may convert the value.
        let bytes = sqlite3_column_blob(statement, column)
        let count = Int(sqlite3_column_bytes(statement, column))
        guard count > 0, let bytes else { return try body(UnsafeRawBufferPointer(start: nil, count: 0)) }
        return try body(UnsafeRawBufferPointer(start: bytes, count: count))
    }
}

/// A connection to one SQLite database file.
///
/// Not thread-safe: one connection belongs to one task. Concurrency between processes is
/// handled by SQLite's locking, a busy timeout and `BEGIN IMMEDIATE` write transactions.
public final class Database {
    public let path: String
    /// While a store is being migrated, the version the migration ends at: a step may leave
    /// work to a later step of the same migration (see `StoreFile.migrate`).
    public internal(set) var migrationTarget: Int?
    private var handle: OpaquePointer?
    private var statements: [String: OpaquePointer] = [:]
    private var transactionDepth = 0

    /// How long, in milliseconds, a connection waits for another's write lock: 10 s.
    public static let defaultBusyTimeout: Int32 = 10_000

    /// SQLite set up once for the process, before its first connection: no memory statistics
    /// (a mutex taken on every allocation, and a bulk deletion allocates millions of times), and
    /// small blocks from pools (CSQLite's allocator.h: the system's SQLite has no lookaside).
    /// Then soupchef's file system layer (in CSQLite's shim): logs kept from run to run are
    /// opened without a directory sync, and syncs are counted (`SyncBudget`).
    private static let configured: Bool = {
        let pooled = csqlite_use_pool_allocator() == SQLITE_OK
        let quiet = csqlite_disable_memory_statistics() == SQLITE_OK
        return csqlite_install_vfs() == SQLITE_OK && quiet && pooled
    }()

    /// Sets SQLite up for the process as the first connection would (`configured`), if nothing has
    /// yet. SQLite takes that configuration only before anything initialises it, and most of its
    /// calls do, so code that calls SQLite before opening a connection (a test wrapping its file
    /// system) calls this first; otherwise the process would run on SQLite's own allocator.
    @discardableResult
    public static func configureProcess() -> Bool { configured }

    /// Whether the file passed its checks (`StoreFile`): only then may closing checkpoint its log
    /// into it. SQLite's own checkpoint on close is always off: the log is kept from run to run.
    public var verified = false

    /// How many -shm files this process reset with zeros instead of truncating them (CSQLite's
    /// shim.h, `csqlite_ftruncate`).
    static var sharedMemoryResets: Int { Int(csqlite_shm_reset_count()) }

    /// The `PRAGMA synchronous` level this connection commits with (`FULL` until set).
    public private(set) var synchronous = "FULL"

    /// Opens an existing database file. It is never created here: see `StoreFile` for creation.
    /// Whether the write-ahead log was there before this connection opened the file.
    private let logExistedAtOpen: Bool

    public init(path: String, readOnly: Bool = false, busyTimeout: Int32 = defaultBusyTimeout) throws {
        _ = Self.configured
        self.path = path
        var existing = stat()
        logExistedAtOpen = lstat(path + "-wal", &existing) == 0
        var db: OpaquePointer?
        let flags = (readOnly ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE) | SQLITE_OPEN_NOMUTEX
        let rc = sqlite3_open_v2(path, &db, flags, nil)
        handle = db
        guard rc == SQLITE_OK else {
            let error = SQLiteError(code: rc, message: db.map { String(cString: sqlite3_errmsg($0)) } ?? "cannot open", path: path)
            sqlite3_close_v2(db)
            handle = nil
            throw error
        }
        sqlite3_busy_timeout(db, busyTimeout)
        sqlite3_extended_result_codes(db, 1)
        // The log is kept when the connection closes (see `close` and docs/reliability.md), and
        // a checkpoint makes the file as large as it will be before writing its first page, so
        // that the page count in the header never promises more than the file holds.
        _ = csqlite_set_checkpoint_on_close(db, 0)
        _ = csqlite_set_chunk_size(db, 4096)
        StoredIdentifier.register(on: db)
    }

    deinit {
        close()
    }

    /// For a process about to exit: does what closing must (`keepLogSmall`; a file that was not
    /// taken as a store is closed as `close` closes it) and keeps the connection open otherwise,
    /// for the operating system to close at exit. Finalizing the statements and closing SQLite's
    /// connection (unmapping the log's index, releasing its locks) cost a command 0.2 M
    /// instructions and a few system calls that the exit does anyway. Every commit is already
    /// durable (or, with `synchronous=NORMAL`, as durable as a close would leave it: SQLite's
    /// close does not sync), and a connection that ends without closing is one SQLite expects
    /// (`CrashTests` kill processes at every point). Only `runMain`'s process uses this.
    public func leaveOpenUntilExit() {
        guard handle != nil, verified, transactionDepth == 0 else { return close() }
        keepLogSmall()
        Self.leftOpenLock.withLock { Self.leftOpen.append(self) }
    }

    /// The connections left open until the process exits (see `leaveOpenUntilExit`).
    nonisolated(unsafe) private static var leftOpen: [Database] = []
    private static let leftOpenLock = Lock()

    public func close() {
        if handle != nil { keepLogSmall() }
        // A file that was not taken as a store (refused, or only looked at): an empty log is
        // removed as SQLite does by default, so that looking at a file leaves nothing beside it.
        // A log that was there before this connection (an empty one a checkpoint left) stays.
        var log = stat()
        if let handle, !verified, !logExistedAtOpen, lstat(path + "-wal", &log) != 0 || log.st_size == 0 {
            _ = csqlite_set_checkpoint_on_close(handle, 1)
        }
        for statement in statements.values { sqlite3_finalize(statement) }
        statements.removeAll()
        recent.removeAll()
        if let handle { sqlite3_close_v2(handle) }
        handle = nil
    }

    fileprivate func error(_ rc: Int32) -> SQLiteError {
        noteFailure(rc)
        return SQLiteError(code: rc, message: explained(rc, handle.map { String(cString: sqlite3_errmsg($0)) } ?? "closed"), path: path)
    }

    /// SQLite's message, with what the operating system said when a write failed: "disk I/O
    /// error" alone does not tell a full disk from a file size limit.
    private func explained(_ rc: Int32, _ message: String) -> String {
        let primary = rc & 0xFF
        guard primary == SQLITE_FULL || primary == SQLITE_IOERR, let handle else { return message }
        switch sqlite3_system_errno(handle) {
        case ENOSPC: return "no space left on the device (\(message))"
        case EFBIG: return "file too large: the file size limit (ulimit -f) was reached (\(message))"
        case EDQUOT: return "disk quota exceeded (\(message))"
        case _ where primary == SQLITE_FULL: return "no space left on the device (\(message))"
        default:
            // SQLite's last system error is not always the write's (growing the log's index, a
            // sync after it): a file size limit set for the process is then the likely cause.
            var limit = rlimit()
            #if canImport(Glibc)
            let resource = __rlimit_resource_t(RLIMIT_FSIZE.rawValue)
            #else
            let resource = RLIMIT_FSIZE
            #endif
            if getrlimit(resource, &limit) == 0, limit.rlim_cur != rlim_t.max {
                return "\(message); a file size limit of \(limit.rlim_cur / 1024) KiB is set (ulimit -f), and reaching it is the likely cause"
            }
            return message
        }
    }

    /// Once SQLite has found the file damaged, closing must not copy the write-ahead log into it:
    /// a damaged store is reported and left as it is.
    private func noteFailure(_ rc: Int32) {
        if rc & 0xFF == SQLITE_CORRUPT || rc & 0xFF == SQLITE_NOTADB, let handle {
            _ = csqlite_set_checkpoint_on_close(handle, 0)
            verified = false
        }
    }

    /// Runs one or more statements that return no rows.
    public func execute(_ sql: String) throws {
        var message: UnsafeMutablePointer<CChar>?
        let rc = sqlite3_exec(handle, sql, nil, nil, &message)
        if rc != SQLITE_OK {
            noteFailure(rc)
            let text = message.map { String(cString: $0) } ?? ""
            sqlite3_free(message)
            throw SQLiteError(code: rc, message: explained(rc, text), path: path)
        }
    }

    /// The statements used last, looked up before `statements`: comparing the same literal is a
    /// pointer check, where hashing it for the dictionary read every byte of it, twice a row in
    /// a loop of a third of a million deletions.
    private var recent: [(sql: String, statement: OpaquePointer)] = []
    private var nextRecent = 0

    private func cachedStatement(_ sql: String) -> OpaquePointer? {
        for entry in recent where entry.sql == sql { return entry.statement }
        guard let statement = statements[sql] else { return nil }
        if recent.count < 4 {
            recent.append((sql, statement))
        } else {
            recent[nextRecent] = (sql, statement)
            nextRecent = (nextRecent + 1) % 4
        }
        return statement
    }

    private func prepared(_ sql: String, _ bindings: [SQLValue]) throws -> OpaquePointer {
        let statement: OpaquePointer
        if let cached = cachedStatement(sql) {
            statement = cached
            sqlite3_reset(statement)
            sqlite3_clear_bindings(statement)
        } else {
            var fresh: OpaquePointer?
            let rc = sqlite3_prepare_v2(handle, sql, -1, &fresh, nil)
            guard rc == SQLITE_OK, let fresh else { throw error(rc) }
            statements[sql] = fresh
            statement = fresh
        }
        for (offset, value) in bindings.enumerated() {
            let index = Int32(offset + 1)
            let rc: Int32
            switch value {
            case .null: rc = sqlite3_bind_null(statement, index)
            case .integer(let v): rc = sqlite3_bind_int64(statement, index, v)
            case .real(let v): rc = sqlite3_bind_double(statement, index, v)
            case .text(let v): rc = sqlite3_bind_text(statement, index, v, -1, sqliteTransient)
            case .blob(let v):
                rc = v.withUnsafeBytes { sqlite3_bind_blob(statement, index, $0.baseAddress, Int32(v.count), sqliteTransient) }
            }
            guard rc == SQLITE_OK else { throw error(rc) }
        }
        return statement
    }

    /// Runs a statement that returns no rows; returns the number of rows it changed.
    @discardableResult
    public func run(_ sql: String, _ bindings: [SQLValue] = []) throws -> Int {
        let statement = try prepared(sql, bindings)
        defer { sqlite3_reset(statement) }
        var rc = sqlite3_step(statement)
        while rc == SQLITE_ROW { rc = sqlite3_step(statement) }
        guard rc == SQLITE_DONE else { throw error(rc) }
        return Int(sqlite3_changes(handle))
    }

    /// Runs a query and maps every row.
    public func query<T>(_ sql: String, _ bindings: [SQLValue] = [], _ map: (Row) throws -> T) throws -> [T] {
        let statement = try prepared(sql, bindings)
        defer { sqlite3_reset(statement) }
        var results: [T] = []
        while true {
            let rc = sqlite3_step(statement)
            if rc == SQLITE_DONE { break }
            guard rc == SQLITE_ROW else { throw error(rc) }
            results.append(try naming { try map(Row(statement: statement)) })
        }
        return results
    }

    /// Runs a query and visits rows one at a time, without keeping them.
    public func forEach(_ sql: String, _ bindings: [SQLValue] = [], _ visit: (Row) throws -> Void) throws {
        let statement = try prepared(sql, bindings)
        defer { sqlite3_reset(statement) }
        while true {
            let rc = sqlite3_step(statement)
            if rc == SQLITE_DONE { break }
            guard rc == SQLITE_ROW else { throw error(rc) }
            try naming { try visit(Row(statement: statement)) }
        }
    }

    /// Steps through a query row by row on demand, so that two queries can be read side by side
    /// (a merge). The cursor is valid only inside `body`.
    public func withCursor<T>(_ sql: String, _ bindings: [SQLValue] = [], _ body: (Cursor) throws -> T) throws -> T {
        let statement = try prepared(sql, bindings)
        defer { sqlite3_reset(statement) }
        return try body(Cursor(statement: statement, database: self))
    }

    /// A query being read one row at a time (see `withCursor`).
    public struct Cursor {
        fileprivate let statement: OpaquePointer
        fileprivate let database: Database

        /// The next row, mapped, or nil at the end. A row is valid only until the next call.
        public func next<T>(_ map: (Row) throws -> T) throws -> T? {
            let rc = sqlite3_step(statement)
            if rc == SQLITE_DONE { return nil }
            guard rc == SQLITE_ROW else { throw database.error(rc) }
            return try database.naming { try map(Row(statement: statement)) }
        }
    }

    /// The first row of a query, mapped, or nil when there is none.
    public func first<T>(_ sql: String, _ bindings: [SQLValue] = [], _ map: (Row) throws -> T) throws -> T? {
        let statement = try prepared(sql, bindings)
        defer { sqlite3_reset(statement) }
        let rc = sqlite3_step(statement)
        if rc == SQLITE_DONE { return nil }
        guard rc == SQLITE_ROW else { throw error(rc) }
        return try naming { try map(Row(statement: statement)) }
    }

    public func scalar(_ sql: String, _ bindings: [SQLValue] = []) throws -> Int {
        try first(sql, bindings) { $0.int(0) } ?? 0
    }

    public var lastInsertRowID: Int64 { sqlite3_last_insert_rowid(handle) }

    /// The rows this connection inserted, changed or deleted since it was opened.
    public var totalChanges: Int { Int(sqlite3_total_changes(handle)) }

    /// Differs from an earlier stamp whenever the database may have changed since: a commit of
    /// this connection (its count of changes) or of any other (`PRAGMA data_version`). For what
    /// a command reads several times and may keep while nothing changed. Nil inside a
    /// transaction, where a rollback can undo a change without a new stamp.
    public func changeStamp() throws -> ChangeStamp? {
        guard let handle, sqlite3_get_autocommit(handle) != 0 else { return nil }
        return ChangeStamp(dataVersion: Int64(try scalar("PRAGMA data_version")), changes: Int64(sqlite3_total_changes64(handle)))
    }

    public struct ChangeStamp: Equatable, Sendable {
        var dataVersion: Int64
        var changes: Int64
    }

    /// Runs `body` in a transaction. Writers use `immediate` so that the write lock is taken
    /// up front and waits on the busy timeout, instead of failing on upgrade.
    ///
    /// Inside another transaction it runs in a savepoint: it commits with the outer one, and when
    /// `body` throws only its own writes are undone, so a caller that catches the error goes on
    /// with the rest of its transaction intact.
    ///
    /// A transaction that is not `durable` commits without syncing (`synchronous=NORMAL` for its
    /// commit): for changes that may be lost to a power cut and done again (see
    /// docs/reliability.md). The next durable commit of the same store syncs them too.
    public func transaction<T>(immediate: Bool = true, durable: Bool = true, _ body: () throws -> T) throws -> T {
        if transactionDepth > 0 {
            let savepoint = "nested\(transactionDepth)"
            try execute("SAVEPOINT \(savepoint)")
            transactionDepth += 1
            defer { transactionDepth -= 1 }
            do {
                let result = try body()
                try execute("RELEASE \(savepoint)")
                return result
            } catch {
                try? execute("ROLLBACK TO \(savepoint)")
                try? execute("RELEASE \(savepoint)")
                throw error
            }
        }
        let relaxed = !durable && synchronous == "FULL"
        if relaxed { try execute("PRAGMA synchronous=NORMAL") }
        defer { if relaxed { try? execute("PRAGMA synchronous=FULL") } }
        try execute(immediate ? "BEGIN IMMEDIATE" : "BEGIN")
        transactionDepth = 1
        do {
            let result = try body()
            try execute("COMMIT")
            transactionDepth = 0
            return result
        } catch {
            transactionDepth = 0
            try? execute("ROLLBACK")
            throw error
        }
    }

    /// Sets `PRAGMA synchronous` for this connection: `FULL` (a commit is on the disk when it
    /// returns), `NORMAL` (a commit may be lost to a power cut, never half applied) or `OFF`.
    public func setSynchronous(_ level: String) throws {
        try execute("PRAGMA synchronous=\(level)")
        synchronous = level
    }

    /// Enforces foreign keys on this connection (`PRAGMA foreign_keys=ON`, without a statement).
    public func enableForeignKeys() throws {
        let rc = csqlite_enable_foreign_keys(handle)
        guard rc == SQLITE_OK else { throw error(rc) }
    }

    /// Puts on the disk whatever this store's log holds, the commits that were not durable
    /// included (see `transaction(durable:)`). No log, nothing to do.
    public func syncLog() throws {
        let fd = systemOpen(path + "-wal", O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else {
            if errno == ENOENT { return }
            throw SQLiteError(code: SQLITE_IOERR, message: "cannot open the log (\(String(cString: strerror(errno))))", path: path)
        }
        defer { systemClose(fd) }
        #if os(Linux)
        let synced = fdatasync(fd) == 0
        #else
        let synced = fsync(fd) == 0
        #endif
        guard synced else {
            throw SQLiteError(code: SQLITE_IOERR, message: "cannot sync the log (\(String(cString: strerror(errno))))", path: path)
        }
    }

    /// How large, in bytes, the log may grow before the command that finds it so copies it into
    /// the database file on closing: what SQLite reads again when a process first opens a store.
    public static let logLimit: Int64 = 256 * 1024

    /// On closing a connection that changed rows: when the log holds more than `logLimit`
    /// and the command's budget of syncs (`SyncBudget`) has room for the two a checkpoint makes,
    /// copies the log into the file and truncates it to nothing (the file itself is kept). Never
    /// on a file that did not pass its checks or was found damaged; never waiting for another
    /// process: a busy store is left to the next command.
    public func keepLogSmall() {
        // Only a connection that wrote: a command that changed nothing leaves every byte as it was.
        guard let handle, verified, transactionDepth == 0, sqlite3_total_changes(handle) > 0 else { return }
        var log = stat()
        guard lstat(path + "-wal", &log) == 0, Int64(log.st_size) > Self.logLimit else { return }
        guard SyncBudget.allows(2) else { return }
        sqlite3_busy_timeout(handle, 0)
        _ = sqlite3_wal_checkpoint_v2(handle, nil, SQLITE_CHECKPOINT_TRUNCATE, nil, nil)
    }

    /// Runs `body` in the caller's transaction when there is one, else in a transaction of its
    /// own. Unlike `transaction`, no savepoint is made inside another transaction, so nothing
    /// keeps the original of each page it changes: for bulk work whose failure the caller never
    /// catches (it rolls the whole transaction back).
    public func joiningTransaction<T>(_ body: () throws -> T) throws -> T {
        if transactionDepth > 0 { return try body() }
        return try transaction(body)
    }

    /// Whether closing the connection copies the write-ahead log into the database file (and
    /// deletes the log), as SQLite does by default. A store is opened with this off until it has
    /// passed its checks, so that giving up on a damaged file never writes into it.
    public func setCheckpointOnClose(_ enabled: Bool) throws {
        let rc = csqlite_set_checkpoint_on_close(handle, enabled ? 1 : 0)
        guard rc == SQLITE_OK else { throw error(rc) }
    }

    /// Copies the whole write-ahead log into the database file and empties it, or throws: a
    /// checkpoint that could not copy every frame (a full disk, another reader) is an error here,
    /// where closing would ignore it.
    public func checkpoint() throws {
        var logFrames: Int32 = 0
        var copiedFrames: Int32 = 0
        let rc = sqlite3_wal_checkpoint_v2(handle, nil, SQLITE_CHECKPOINT_TRUNCATE, &logFrames, &copiedFrames)
        guard rc == SQLITE_OK else { throw error(rc) }
        guard logFrames == copiedFrames else {
            throw SQLiteError(code: SQLITE_BUSY, message: "the checkpoint copied \(copiedFrames) of \(logFrames) log frames", path: path)
        }
    }

    /// How long, in milliseconds, this connection waits for another's write lock from now on.
    public func setBusyTimeout(_ milliseconds: Int32) {
        sqlite3_busy_timeout(handle, milliseconds)
    }

    public var userVersion: Int {
        get throws { try scalar("PRAGMA user_version") }
    }
}

/// The syncs a command may make, counted by soupchef's SQLite file system layer: the commits it
/// must make durable come first, and a checkpoint on closing (`Database.keepLogSmall`) is made
/// only when it fits.
public enum SyncBudget {
    /// The syncs a command may make: an order's two durable commits, and a checkpoint's two.
    public static let limit = 4

    /// Starts a new budget: at the start of a command, or of each step of a replay.
    public static func start() { csqlite_sync_mark_now() }

    /// The syncs made since the budget started.
    public static var used: Int { Int(csqlite_syncs_since_mark()) }

    /// The syncs this process made through SQLite so far.
    public static var total: Int { Int(csqlite_sync_count()) }

    static func allows(_ syncs: Int) -> Bool { used + syncs <= limit }
}

private let sqliteTransient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
