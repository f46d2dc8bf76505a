import CSQLite
import TextMatching

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

/// Opens a versioned store file, creating it atomically when it does not exist yet, and bringing
/// an older one up to date through its migrations.
///
/// A store is created in a private temporary file, given its schema (every migration, in order)
/// and its initial data, check-pointed, synced, and only then linked into place, so no process
/// ever sees a half-made store, and two processes creating the same store at once end up
/// sharing one file. An existing file is checked (header, size, schema version) before anything
/// writes to it, so a damaged or foreign file is reported and left byte-for-byte unchanged. A
/// store of an older version gets the migrations it lacks, all in one transaction under the
/// write lock (see `migrate`).
public struct StoreFile: Sendable {
    public let path: String
    /// The store's schema steps, numbered 1, 2, 3, … in order.
    public let migrations: [Migration]
    /// The schema version this build writes and understands: the last migration's.
    public var schemaVersion: Int { migrations.last?.version ?? 0 }
    /// How long, in milliseconds, the connection waits for another's write lock.
    public let busyTimeout: Int32
    /// What commits wait for (`PRAGMA synchronous`): `FULL` for a user's data; `OFF` for a
    /// private scratch directory that nobody keeps (`eval`).
    public var synchronous = "FULL"
    /// The stores this one may be mistaken for, each by a table every version of it has and this
    /// one never has, and what that store is called: a file in the other's place is said to be
    /// the other (stores swapped), not a newer or damaged store.
    public var others: [(table: String, store: String)] = []

    public init(path: String, migrations: [Migration], busyTimeout: Int32 = Database.defaultBusyTimeout) {
        precondition(
            migrations.enumerated().allSatisfy { $0.offset + 1 == $0.element.version }, "migrations are numbered 1, 2, 3, … in order")
        self.path = path
        self.migrations = migrations
        self.busyTimeout = busyTimeout
    }

    /// Opens the store. When it is missing, it is created: every migration, then `seed` (the
    /// initial data, written for the newest schema), in one transaction on the new file.
    public func open(seed: (Database) throws -> Void = { _ in }) throws -> Database {
        removeStaleTemporaryFiles()
        var info = stat()
        if lstat(path, &info) != 0 {
            guard errno == ENOENT else { throw StoreFileError.io(path: path, reason: "cannot be read (\(String(cString: strerror(errno))))") }
            // A log left without its store (the store moved or deleted alone): SQLite would replay
            // it into the new one, bringing back what was meant to go, and the store it belongs to
            // would lose it. Refused, before anything is created.
            var log = stat()
            if lstat(path + "-wal", &log) == 0, log.st_size > 0 {
                // Unless another process's first run linked the store into place, and wrote to it,
                // between the two looks (six first runs at once found this): then it is the store.
                guard lstat(path, &info) == 0 else { throw StoreFileError.orphanedLog(path: path, index: lstat(path + "-shm", &log) == 0) }
                try checkKind(info)
            } else {
                try create(seed: seed)
            }
        } else {
            try checkKind(info)
            try checkCompanions()
            if let problem = logProblem() { throw StoreFileError.damagedLog(path: path, reason: problem) }
        }
        try checkHeader()
        let db = try Database(path: path, busyTimeout: busyTimeout)
        do {
            // Until the checks pass, closing must not checkpoint a log left by a crash into a
            // file that turns out to be damaged.
            try db.setCheckpointOnClose(false)
            let version = try db.userVersion
            for other in others where try db.scalar("SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = ?", [.text(other.table)]) > 0
            {
                throw StoreFileError.notAStore(
                    path: path, reason: "it is \(other.store), not this one: were the two files swapped? Move each back to its name")
            }
            if version > schemaVersion {
                throw StoreFileError.newerSchema(path: path, found: version, supported: schemaVersion)
            }
            if version < 1 {
                throw StoreFileError.notAStore(path: path, reason: "it has no soupchef schema")
            }
            // Setting `synchronous` reads the whole schema (SQLite's pragma needs it), which finds
            // most damage past the header.
            try db.setSynchronous(synchronous)
            // A store in a rollback journal's mode (SQLite's `VACUUM INTO`, the backup it
            // recommends, writes one) goes back to the write-ahead log every store is made with:
            // a rollback journal makes an order wait for eleven syncs instead of two. Only when no
            // other process has it open (switching needs the file to itself); another command does
            // it then.
            if try db.first("PRAGMA journal_mode", [], { $0.string(0) }) != "wal" { try? db.execute("PRAGMA journal_mode=WAL") }
            if version < schemaVersion { try migrate(db) }
            // After migrating: a step that rebuilds a table needs foreign keys off.
            try db.enableForeignKeys()
            db.verified = true
            return db
        } catch {
            db.close()
            if let sqlite = error as? SQLiteError, sqlite.kind == .corrupt {
                throw StoreFileError.notAStore(path: path, reason: sqlite.message)
            }
            // A value a migration step read outside a query's rows.
            if let problem = error as? any StoredValueProblem { throw UnreadableStoredValue(path: path, reason: problem.reason) }
            throw error
        }
    }

    /// Brings an older store up to `schemaVersion`: the missing steps and the new version number
    /// in one `BEGIN IMMEDIATE` transaction. The version is read again once the write lock is
    /// held, because another process may have migrated the store while this one waited, so two
    /// processes never both migrate. A step that fails, or a crash in the middle, leaves nothing:
    /// the transaction is rolled back (or, after a crash, its log frames are never committed),
    /// and the store stays as it was, at its old version.
    ///
    /// Another process holding the write lock of a store older than this build is migrating it:
    /// this one says so (`MigrationNotices`, "migrating the data directory to version N…") and
    /// waits up to `migrationWait` for it, then gives up with `StoreFileError.migrating` (75).
    ///
    /// A step that rebuilt a table smaller leaves the old pages free in the file: the store is
    /// compacted afterwards, outside the transaction. That is only about size: when it cannot be
    /// done (no room for SQLite's temporary copy), the migrated store is used as it is.
    ///
    /// Whatever happens, the write-ahead log is emptied (truncated to nothing) before returning:
    /// after a migration that committed, so that the next store migrates on the space this one
    /// used; after one that failed (a full disk), so that its frames do not keep the disk full
    /// and every later command failing.
    func migrate(_ db: Database) throws {
        db.migrationTarget = schemaVersion
        defer { db.migrationTarget = nil }
        let restore = try boundMemory(db)
        defer { try? db.execute(restore) }
        let compact: Bool
        do {
            compact = try migrateSteps(db)
        } catch {
            emptyLog(db)
            throw error
        }
        emptyLog(db)
        if compact {
            // Only about size: a VACUUM that fails (no room for its copy) is rolled back, and the
            // log it grew is emptied below, so the space is given back.
            try? db.execute("VACUUM")
            emptyLog(db)
        }
    }

    /// The page cache a migration works with: 2 MiB, SQLite's default, said explicitly. SQLite
    /// sizes a sort's in-memory runs (`CREATE INDEX`, `ORDER BY`, `DISTINCT`) by the cache too,
    /// so this bounds both, whatever the store's size.
    public static let migrationCacheKiB = 2048

    /// Sets what SQLite may hold in memory while a store migrates, and returns the statements
    /// that put the connection's settings back: a page cache of `migrationCacheKiB`, and
    /// temporary tables, sorts that outgrow the cache and `VACUUM`'s copy of the store in
    /// temporary files (`temp_store=FILE`), never in memory, where a million rows would stay
    /// until the end. (`sqlite3_soft_heap_limit64` would do nothing here: it is enforced only
    /// with SQLite's memory statistics, which `Database` turns off.)
    private func boundMemory(_ db: Database) throws -> String {
        let cache = try db.scalar("PRAGMA cache_size")
        let temporary = try db.scalar("PRAGMA temp_store")
        try db.execute("PRAGMA cache_size=-\(Self.migrationCacheKiB); PRAGMA temp_store=FILE")
        return "PRAGMA cache_size=\(cache); PRAGMA temp_store=\(temporary)"
    }

    /// How long a command waits for another process's migration: 30 busy timeouts (5 minutes).
    var migrationWait: Int32 { busyTimeout.multipliedReportingOverflow(by: 30).overflow ? Int32.max : busyTimeout * 30 }

    private func migrateSteps(_ db: Database) throws -> Bool {
        var waited = false
        while true {
            var locked = false
            // First a short wait: a lock held longer is another process's migration.
            db.setBusyTimeout(waited ? migrationWait : min(busyTimeout, 250))
            defer { db.setBusyTimeout(busyTimeout) }
            do {
                return try db.transaction { () throws -> Bool in
                    locked = true
                    let version = try db.userVersion
                    if version > schemaVersion {
                        throw StoreFileError.newerSchema(path: path, found: version, supported: schemaVersion)
                    }
                    guard version < schemaVersion else { return false }
                    let steps = migrations.filter { $0.version > version }
                    for (step, leavesPass) in Migration.plan(steps) {
                        MigrationNotices.shared.post(.step(path: path, step: step.version, last: schemaVersion, summary: step.summary))
                        try step.run(on: db, leavingPass: leavesPass)
                    }
                    try db.execute("PRAGMA user_version=\(schemaVersion)")
                    return steps.contains { $0.compacts }
                }
            } catch let error as SQLiteError where error.kind == .busy && !locked {
                if waited { throw StoreFileError.migrating(path: path, version: schemaVersion) }
                waited = true
                MigrationNotices.shared.post(.waiting(path: path, version: schemaVersion))
            }
        }
    }

    /// Copies what the log holds into the store and truncates the log to nothing; uncommitted
    /// frames (a failed migration) are dropped. Another process reading keeps its frames: then
    /// nothing is done, and the last connection to close removes the log.
    private func emptyLog(_ db: Database) {
        db.setBusyTimeout(min(busyTimeout, 1000))
        try? db.checkpoint()
        db.setBusyTimeout(busyTimeout)
    }

    private func create(seed: (Database) throws -> Void) throws {
        let directory = PathText.deletingLastComponent(path)
        let temporary = "\(directory)/\(temporaryPrefix)\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
        let fd = systemOpen(temporary, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw StoreFileError.io(path: temporary, reason: String(cString: strerror(errno))) }
        // The umask may have taken bits away (umask 277 gives 0400, which the next command would
        // refuse as read-only): a store is 0600 whatever the umask. SQLite gives its -wal and -shm
        // files the same mode as the store.
        let madePrivate = fchmod(fd, 0o600) == 0
        let reason = String(cString: strerror(errno))
        systemClose(fd)
        defer {
            unlink(temporary)
            unlink(temporary + "-wal")
            unlink(temporary + "-shm")
            unlink(temporary + "-journal")
        }
        guard madePrivate else { throw StoreFileError.io(path: temporary, reason: reason) }
        do {
            let db = try Database(path: temporary)
            defer { db.close() }
            // Nobody sees the temporary file until it is linked into place, after the one sync
            // below: its commits and checkpoint need none of their own.
            try db.execute("PRAGMA synchronous=OFF")
            try db.execute("PRAGMA journal_mode=WAL")
            db.migrationTarget = schemaVersion
            defer { db.migrationTarget = nil }
            try db.transaction {
                for (step, leavesPass) in Migration.plan(migrations) { try step.run(on: db, leavingPass: leavesPass) }
                try seed(db)
                try db.execute("PRAGMA user_version=\(schemaVersion)")
            }
            // Copy the log into the file now and check that all of it got there: closing would
            // checkpoint too, but ignore a failure (a full disk), and a file linked into place
            // without its log is truncated for good.
            try db.checkpoint()
            if synchronous != "OFF" { try syncFile(temporary) }
        } catch let error as SQLiteError where error.kind == .io {
            throw StoreFileError.io(path: path, reason: "cannot be created: \(error.message)")
        }
        // link(2) fails when the target exists: the first creator wins, the others use its file.
        if link(temporary, path) != 0 && errno != EEXIST {
            throw StoreFileError.io(path: path, reason: String(cString: strerror(errno)))
        }
        if synchronous != "OFF" { try syncFile(directory) }
    }

    /// Temporary stores are named `.<store name>.<pid>.<random>.tmp`.
    private var temporaryPrefix: String { ".\(PathText.lastComponent(path))." }

    /// Removes the temporary files of creators that died before cleaning up (a first run killed
    /// early): `.<store name>.<pid>.<n>.tmp` and its `-wal`, `-shm` and `-journal`, when no process
    /// with that pid is alive. A live process's file, this process's own included, is never
    /// touched; a pid reused since only delays the cleanup.
    func removeStaleTemporaryFiles() {
        let directory = PathText.deletingLastComponent(path)
        let prefix = temporaryPrefix
        for name in Self.names(in: directory.isEmpty ? "." : directory, startingWith: prefix) {
            let parts = name.dropFirst(prefix.count).split(separator: ".", omittingEmptySubsequences: false)
            guard parts.count == 3, let pid = Int32(parts[0]), pid > 0, UInt32(parts[1]) != nil,
                ["tmp", "tmp-wal", "tmp-shm", "tmp-journal"].contains(parts[2])
            else { continue }
            guard pid != getpid(), kill(pid, 0) != 0, errno == ESRCH else { continue }
            unlink(directory + "/" + name)
        }
    }

    /// The names of a directory's entries that start with `prefix`, read with `readdir`
    /// (`FileManager`'s listing costs every command about 0.1 ms more); none when it cannot be
    /// read. Only the entries that match become strings (`.` and `..` when the prefix allows).
    static func names(in directory: String, startingWith prefix: String) -> [String] {
        guard let stream = opendir(directory) else { return [] }
        defer { closedir(stream) }
        let wanted = Array(prefix.utf8)
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes -> String? in
                let length = bytes.firstIndex(of: 0) ?? bytes.count
                guard length >= wanted.count, bytes.prefix(wanted.count).elementsEqual(wanted) else { return nil }
                return String(decoding: bytes.prefix(length), as: UTF8.self)
            }
            if let name { names.append(name) }
        }
        return names
    }

    private func syncFile(_ path: String) throws {
        let fd = systemOpen(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw StoreFileError.io(path: path, reason: String(cString: strerror(errno))) }
        defer { systemClose(fd) }
        guard fsync(fd) == 0 || errno == EINVAL else {
            throw StoreFileError.io(path: self.path, reason: "cannot be created: \(String(cString: strerror(errno)))")
        }
    }

    /// A store is a regular file that may be written. A symbolic link is refused rather than
    /// followed: SQLite keeps its -wal and -shm files beside the link's target, not the link, and
    /// a store that is really somewhere else is a surprise (link the data directory instead). A
    /// file without its owner's write permission is refused as well, for every user (root too),
    /// because every command may write (delivering queued Intents calls).
    private func checkKind(_ info: stat) throws {
        switch info.st_mode & S_IFMT {
        case S_IFREG:
            if info.st_mode & S_IWUSR == 0 || access(path, W_OK) != 0 {
                throw StoreFileError.io(
                    path: path,
                    reason:
                        "is read-only (mode \(String(info.st_mode & 0o7777, radix: 8))), and soupchef writes to its stores on every command; make it writable with: chmod 600 '\(path)'"
                )
            }
        case S_IFLNK:
            throw StoreFileError.notAStore(
                path: path, reason: "it is a symbolic link; soupchef keeps its stores as regular files (link the whole data directory instead)")
        default:
            throw StoreFileError.notAStore(path: path, reason: "it is not a regular file")
        }
    }

    /// The log and its index beside the store, when there, are regular files its owner may
    /// write, as the store must be (SQLite would report either under the store's name: "attempt
    /// to write a readonly database" for an index that is a directory). Named as what they are.
    private func checkCompanions() throws {
        for (suffix, what) in [("-wal", "log"), ("-shm", "log index")] {
            let file = path + suffix
            var info = stat()
            guard lstat(file, &info) == 0 else { continue }
            guard info.st_mode & S_IFMT == S_IFREG else {
                throw StoreFileError.notAStore(
                    path: path, reason: "its \(what) \(PathText.lastComponent(file)) is not a regular file (soupchef and SQLite keep it as one)")
            }
            if info.st_mode & S_IWUSR == 0 || access(file, W_OK) != 0 {
                throw StoreFileError.io(
                    path: file,
                    reason:
                        "is read-only (mode \(String(info.st_mode & 0o7777, radix: 8))), and soupchef writes to a store's \(what) on every command; make it writable with: chmod 600 '\(file)'"
                )
            }
        }
    }

    /// Reads the 100-byte SQLite header and checks it against the file's size, without writing.
    ///
    /// Another process may be check-pointing its write-ahead log into the file right now. SQLite
    /// writes page 1 (with the new page count) before the pages that grow the file, but
    /// soupchef's connections set a chunk size, which makes the checkpoint extend the file to its
    /// new size first (`Database.init`): the header never promises more than the file holds. A
    /// file that looks truncated is still read again a few times before it is called truncated,
    /// for a checkpoint by a soupchef from before that.
    private func checkHeader() throws {
        for _ in 0..<3 {
            if try checkHeaderOnce(lastTry: false) { return }
            usleep(20_000)
        }
        _ = try checkHeaderOnce(lastTry: true)
    }

    /// False when a WAL-mode file looks truncated and it is not the last try.
    private func checkHeaderOnce(lastTry: Bool) throws -> Bool {
        guard let handle = ReadingFile(forReadingAtPath: path) else {
            throw StoreFileError.io(path: path, reason: "cannot be read (\(String(cString: strerror(errno))))")
        }
        defer { handle.close() }
        let header = (try? handle.read(upToCount: 100)) ?? Data()
        let size = (try? handle.seekToEnd()) ?? 0
        guard header.count == 100 else {
            // A short file that does not start as SQLite's do is some other file, not a cut one.
            let sqlite = Array("SQLite format 3\0".utf8)
            let startsAsSQLite = header.starts(with: sqlite.prefix(header.count)) || header.starts(with: sqlite)
            throw StoreFileError.notAStore(
                path: path,
                reason: header.isEmpty ? "the file is empty" : startsAsSQLite ? "the file is truncated" : "it is not an SQLite database")
        }
        let bytes = [UInt8](header)
        guard bytes.starts(with: Array("SQLite format 3\0".utf8)) else {
            throw StoreFileError.notAStore(path: path, reason: "it is not an SQLite database")
        }
        let rawPageSize = Int(bytes[16]) << 8 | Int(bytes[17])
        let pageSize = rawPageSize == 1 ? 65536 : rawPageSize
        func be32(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        let pageCount = be32(28)
        // The in-header page count is valid when the change counter matches "version-valid-for".
        // Bytes 18 and 19 are 2 in WAL mode.
        let walMode = bytes[18] == 2 && bytes[19] == 2
        if be32(24) == be32(92), pageCount > 0, UInt64(pageCount * pageSize) > size {
            // A checkpoint stopped by a full disk (or an older soupchef's, under way) leaves page 1
            // ahead of the file: then the log holds every page the file lacks, and SQLite reads
            // them from there. A file cut short by damage lacks pages the log does not hold.
            if walMode && logHolds(pages: (Int(size) / pageSize + 1)...pageCount, pageSize: pageSize, pageCount: pageCount) { return true }
            if walMode && !lastTry { return false }
            throw StoreFileError.notAStore(path: path, reason: "the file is truncated (\(size) of \(pageCount * pageSize) bytes)")
        }
        return true
    }
}

extension StoreFile {
    /// Whether the store's log holds a frame of every page in `pages`, and the page 1 that says
    /// the file has `pageCount` pages (the file grew in the log, so its page 1 is there too):
    /// frames of the log's current salt only, older ones are left over from before it started again.
    func logHolds(pages: ClosedRange<Int>, pageSize: Int, pageCount: Int) -> Bool {
        guard let handle = ReadingFile(forReadingAtPath: path + "-wal") else { return false }
        defer { handle.close() }
        guard let header = try? handle.read(upToCount: 32), header.count == 32 else { return false }
        func be32(_ bytes: Data, _ at: Int) -> Int {
            bytes[bytes.startIndex + at..<bytes.startIndex + at + 4].reduce(0) { $0 << 8 | Int($1) }
        }
        guard be32(header, 8) == pageSize, let size = try? handle.seekToEnd() else { return false }
        let frames = (Int(size) - 32) / (24 + pageSize)
        guard pages.count <= frames else { return false }
        let salts = (be32(header, 16), be32(header, 20))
        var missing = Set(pages)
        var lastFirstPage: Int?
        for frame in 0..<frames {
            let offset = 32 + frame * (24 + pageSize)
            guard (try? handle.seek(toOffset: UInt64(offset))) != nil,
                let frameHeader = try? handle.read(upToCount: 24), frameHeader.count == 24,
                (be32(frameHeader, 8), be32(frameHeader, 12)) == salts
            else { break }
            let page = be32(frameHeader, 0)
            missing.remove(page)
            if page == 1 { lastFirstPage = offset + 24 }
        }
        guard missing.isEmpty, let lastFirstPage, (try? handle.seek(toOffset: UInt64(lastFirstPage + 28))) != nil,
            let count = try? handle.read(upToCount: 4), count.count == 4
        else { return false }
        return be32(count, 0) == pageCount
    }
}

/// Why a store file could not be opened.
public enum StoreFileError: Error, CustomStringConvertible, Sendable, Equatable {
    case notAStore(path: String, reason: String)
    case newerSchema(path: String, found: Int, supported: Int)
    case io(path: String, reason: String)
    /// Another process kept migrating the store past the wait.
    case migrating(path: String, version: Int)
    /// The store is missing but its write-ahead log is there, and its index when `index`.
    case orphanedLog(path: String, index: Bool)
    /// The store's log lacks what its index says was committed (`StoreFile.logProblem`).
    case damagedLog(path: String, reason: String)

    public var description: String {
        switch self {
        case .notAStore(let path, let reason):
            DamagedStore.message(path, "is not a usable soupchef store: \(reason)")
        case .newerSchema(let path, let found, let supported):
            "\(path) was written by a newer soupchef (schema \(found); this one reads up to \(supported)). It was left unchanged."
        case .io(let path, let reason):
            "\(path): \(reason)"
        case .orphanedLog(let path, let index):
            // Only the files that are there: a log copied alone has no index beside it.
            "\(path) is missing, but its log \(path)-wal is there (the store was moved or deleted without it); a new store would"
                + " take back what the log holds. Nothing was created: move \(PathText.lastComponent(path))-wal"
                + (index
                    ? " and \(PathText.lastComponent(path))-shm to where the store went (or delete them)" : " to where the store went (or delete it)")
                + ", or put the store back."
        case .damagedLog(let path, let reason):
            "\(path): \(reason); SQLite would go back to the last checkpoint and lose what the log held since. Nothing was changed:"
                + " put the log back if it was moved or copied apart from the store; to go on from what the store file holds and lose"
                + " the rest, delete \(PathText.lastComponent(path))-shm."
        case .migrating(let path, let version):
            "\(path): another soupchef is still migrating the data directory to version \(version); nothing was changed. Try again when it has finished."
        }
    }
}
