import Foundation
import SQLiteStore
import TestSupport
import Testing

/// SPEC §8 and §10: a damaged, foreign, newer, read-only or symlinked store gives a clear error
/// with the documented exit status, and every file stays byte-for-byte as it was.
@Suite struct CorruptionTests {
    /// Something done to a store file of a working data directory.
    struct Damage: Sendable, CustomStringConvertible {
        var name: String
        var status: Int32
        /// Words the error line must contain.
        var says: String
        var apply: @Sendable (_ path: String, _ scratch: String) throws -> Void
        var description: String { name }
    }

    static let damages: [Damage] = [
        Damage(name: "zero-length", status: 65, says: "empty") { path, _ in try Data().write(to: URL(fileURLWithPath: path)) },
        Damage(name: "truncated to half", status: 65, says: "truncated") { path, _ in try truncate(path, toFraction: 0.5) },
        Damage(name: "truncated inside the header", status: 65, says: "truncated") { path, _ in try truncate(path, toBytes: 60) },
        Damage(name: "garbage", status: 65, says: "not an SQLite database") { path, _ in try scramble(path, from: 0) },
        Damage(name: "garbage after a valid header", status: 65, says: "not a usable soupchef store") { path, _ in try scramble(path, from: 100) },
        Damage(name: "newer schema", status: 65, says: "newer soupchef") { path, _ in
            let db = try Database(path: path)
            try db.execute("PRAGMA user_version = 99")
        },
        Damage(name: "another program's database", status: 65, says: "no soupchef schema") { path, scratch in
            // The store and its log replaced: a log left behind would be refused first.
            for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
            let other = try StoreFile(path: path, migrations: .steps(1)).open { try $0.execute("CREATE TABLE notes(text)") }
            try other.execute("PRAGMA user_version = 0")
        },
        Damage(name: "read-only file", status: 74, says: "read-only") { path, _ in chmod(path, 0o400) },
        Damage(name: "symbolic link to the real store", status: 65, says: "symbolic link") { path, scratch in
            try FileManager.default.moveItem(atPath: path, toPath: scratch + "/moved.sqlite")
            try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: scratch + "/moved.sqlite")
        },
        Damage(name: "dangling symbolic link", status: 65, says: "symbolic link") { path, scratch in
            try FileManager.default.removeItem(atPath: path)
            try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: scratch + "/nothing-here.sqlite")
        },
        Damage(name: "a directory in its place", status: 65, says: "not a regular file") { path, _ in
            try FileManager.default.removeItem(atPath: path)
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        },
    ]

    /// Commands that read, and commands that write, against the damaged directory.
    static let commands: [[String]] = [
        ["history"], ["history", "show", "A"], ["order", "tomato"], ["menu"], ["menu", "disable", "chicken"],
        ["donations"], ["suggestions"], ["history", "clear", "--force"],
    ]

    /// A data directory with orders, donations and an activity, all delivered.
    static func seeded() throws -> DataDirectory {
        let directory = try DataDirectory()
        for arguments in [["menu", "restock", "tomato", "40"], ["order", "tomato", "-q", "2"], ["order", "chicken", "-t", "cheese"], ["menu"]] {
            let result = directory.run(arguments)
            try #require(result.status == 0, "\(arguments): \(result.err)")
        }
        return directory
    }

    @Test(arguments: damages, ["app.sqlite", "system.sqlite"])
    func aDamagedStoreIsReportedAndLeftUnchanged(damage: Damage, file: String) throws {
        let directory = try Self.seeded()
        let path = directory.data + "/" + file
        try damage.apply(path, directory.root)
        let before = directory.fingerprint()
        let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)).flatMap { FileManager.default.contents(atPath: $0) }
        // The history's listing reads the app's store alone: a damaged system store does not
        // stop it, and it leaves that store as it is.
        if file == "system.sqlite" {
            let listing = directory.run("history")
            #expect(listing.status == 0, "history on \(file) (\(damage.name)): \(listing.err)")
            #expect(listing.out.contains("Tomato Soup"))
            #expect(directory.fingerprint() == before, "history changed the data directory (\(damage.name) \(file))")
        }
        for arguments in Self.commands where file == "app.sqlite" || arguments != ["history"] {
            let result = directory.run(arguments)
            #expect(result.status == damage.status, "\(arguments) on \(file) (\(damage.name)) exited \(result.status): \(result.err)")
            let lines = result.err.lines
            #expect(lines.count == 1 && lines[0].hasPrefix("Error: "), "\(arguments): expected one error line, got \(result.err.debugDescription)")
            #expect(lines.first?.contains(path) == true, "the error names the file: \(result.err)")
            #expect(lines.first?.contains(damage.says) == true, "\(result.err) should say \(damage.says)")
            #expect(result.out.isEmpty)
            #expect(directory.fingerprint() == before, "\(arguments) changed the data directory (\(damage.name) \(file))")
        }
        if let target {
            let after = try FileManager.default.destinationOfSymbolicLink(atPath: path)
            #expect(FileManager.default.contents(atPath: after) == target, "the link's target changed")
        }
    }

    /// The log kept between commands is the only copy of what was committed since the last
    /// checkpoint: missing, cut short or with a damaged frame, SQLite would silently go back to
    /// the checkpoint (and the next write would make the loss for good). Its index still says
    /// how far the committed log went: each command refuses (65), naming the log, and changes
    /// nothing; deleting the index, as the message says, accepts the loss and goes on.
    @Test(arguments: ["missing", "cut short", "damaged"], ["app.sqlite", "system.sqlite"])
    func aLogThatLostCommittedFramesIsRefusedNotRolledBack(damage: String, file: String) throws {
        let directory = try Self.seeded()
        let log = directory.data + "/" + file + "-wal"
        let bytes = try #require(FileManager.default.contents(atPath: log))
        try #require(bytes.count > 32 + 3 * (4096 + 24), "the log must hold committed frames for this test to mean anything")
        switch damage {
        case "missing": try FileManager.default.removeItem(atPath: log)
        case "cut short": try bytes.prefix(32 + 2 * (4096 + 24) + 100).write(to: URL(fileURLWithPath: log))
        default:
            var changed = bytes
            changed[32 + (4096 + 24) + 24 + 1000] ^= 0x01
            try changed.write(to: URL(fileURLWithPath: log))
        }
        let before = directory.fingerprint()
        for arguments in [["history"], ["order", "tomato"], ["donations"], ["menu", "--all"]] where file == "app.sqlite" || arguments != ["history"] {
            let result = directory.run(arguments)
            #expect(result.status == 65, "\(arguments) (\(damage) \(file)) exited \(result.status): \(result.err)")
            #expect(result.err.contains("its log \(file)-wal is \(damage)"), "\(result.err)")
            #expect(result.out.isEmpty)
            #expect(directory.fingerprint() == before, "\(arguments) changed the data directory (\(damage) \(file))")
        }
        // Told to, the person lets the log's index go: what the store file holds is used.
        try FileManager.default.removeItem(atPath: directory.data + "/" + file + "-shm")
        #expect(directory.run("history").status == 0)
    }

    /// The log or its index as something else than a writable regular file is named as what it
    /// is, not reported under the store's name with SQLite's words ("attempt to write a readonly
    /// database" for an index that is a directory): 65 for one that is not a file, 74 and the
    /// chmod for a read-only one (root too, as for the store), nothing changed.
    @Test(arguments: ["-wal", "-shm"])
    func aLogOrIndexThatIsNoWritableFileIsNamed(suffix: String) throws {
        let directory = try Self.seeded()
        let file = directory.data + "/app.sqlite" + suffix
        let bytes = try #require(FileManager.default.contents(atPath: file))
        try FileManager.default.removeItem(atPath: file)
        try FileManager.default.createDirectory(atPath: file, withIntermediateDirectories: false)
        let before = directory.fingerprint()
        let folder = directory.run("order", "tomato")
        #expect(folder.status == 65 && folder.err.contains("app.sqlite\(suffix) is not a regular file"), "\(folder.err)")
        #expect(directory.fingerprint() == before)
        try FileManager.default.removeItem(atPath: file)
        try bytes.write(to: URL(fileURLWithPath: file))
        try FileManager.default.setAttributes([.posixPermissions: 0o400], ofItemAtPath: file)
        let readOnly = directory.run("order", "tomato")
        #expect(
            readOnly.status == 74 && readOnly.err.contains("\(file): is read-only (mode 400)") && readOnly.err.contains("chmod 600"),
            "\(readOnly.err)"
        )
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file)
        #expect(directory.run("order", "tomato").status == 0)
    }

    /// A store refused for a schema SQLite cannot read keeps the empty log and index a
    /// checkpoint left beside it: "left unchanged" holds for every file (they were removed).
    @Test func aRefusedStoreKeepsTheEmptyLogBesideIt() throws {
        let directory = try Self.seeded()
        let path = directory.data + "/system.sqlite"
        let database = try Database(path: path)
        try database.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        database.close()
        let bytes = try #require(FileManager.default.contents(atPath: path))
        let name = Data("sqlite_autoindex_voice_shortcuts_1".utf8)
        let found = try #require(bytes.firstRange(of: name))
        var changed = bytes
        changed[found.lowerBound + 18] = 0xDB
        try changed.write(to: URL(fileURLWithPath: path))
        try #require(FileManager.default.fileExists(atPath: path + "-wal"))
        let before = directory.fingerprint()
        let result = directory.run("order", "tomato")
        #expect(result.status == 65, "\(result.err)")
        #expect(directory.fingerprint() == before, "the refusal changed the data directory")
    }

    /// Damage the open's checks cannot see: one letter of a column's name in the schema. The
    /// first statement naming the column finds it; the system store's damage met while
    /// delivering an order's donation leaves the donation queued and the order reported as
    /// placed (exit 0, never 1, which would invite a second order); the history still lists;
    /// the app store's damage, and a schema version set back, are 65 like any damage.
    @Test func aColumnRenamedByDamageIsDamageAndAPlacedOrderIsReportedPlaced() throws {
        let directory = try Self.seeded()
        func rename(_ file: String, _ from: String, _ to: String) throws {
            let path = directory.data + "/" + file
            let database = try Database(path: path)
            try database.execute("PRAGMA wal_checkpoint(TRUNCATE)")
            database.close()
            let bytes = try #require(FileManager.default.contents(atPath: path))
            let found = try #require(bytes.firstRange(of: Data(from.utf8)), "\(from) is in \(file)'s schema")
            var changed = bytes
            changed.replaceSubrange(found, with: Data(to.utf8))
            try changed.write(to: URL(fileURLWithPath: path))
        }
        let before = try directory.orders().count
        try rename("system.sqlite", "last_order TEXT)", "xast_order TEXT)")
        let placed = directory.run("order", "tomato")
        #expect(placed.status == 0, "\(placed.err)")
        #expect(
            placed.err.contains("its donation is queued") && placed.err.contains("system.sqlite is damaged: no such column: last_order"),
            "\(placed.err)")
        #expect(try directory.orders().count == before + 1)
        let listing = directory.run("history")
        #expect(listing.status == 0 && listing.err.contains("delivery to Siri is pending"), "\(listing.err)")

        let other = try Self.seeded()
        let version = try other.database("app.sqlite")
        try version.execute("PRAGMA user_version = 1")
        try version.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        version.close()
        let fingerprint = other.fingerprint()
        let refused = other.run("history")
        #expect(refused.status == 65 && refused.err.contains("is not a usable soupchef store"), "\(refused.err)")
        #expect(other.fingerprint() == fingerprint)
    }

    /// Damage in pages the open does not read (the orders' table) is found by the first query
    /// that reads them: SQLite's words, what they mean, and how to start afresh, as the header's
    /// damage is said; nothing changed.
    @Test func damagedPagesFoundByAQuerySayHowToStartAfresh() throws {
        let directory = try Self.seeded()
        let path = directory.data + "/app.sqlite"
        let database = try directory.database("app.sqlite")
        try database.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        let page = try database.scalar("SELECT rootpage FROM sqlite_master WHERE name = 'orders'")
        let size = try database.scalar("PRAGMA page_size")
        database.close()
        var bytes = try #require(FileManager.default.contents(atPath: path))
        let start = (page - 1) * size
        try #require(bytes.count >= start + size)
        bytes.replaceSubrange(start..<(start + size), with: Data(repeating: 0xA5, count: size))
        try bytes.write(to: URL(fileURLWithPath: path))
        let before = directory.fingerprint()
        let result = directory.run("history")
        #expect(result.status == 65, "\(result.err)")
        #expect(
            result.err
                == "Error: \(path) is damaged: database disk image is malformed (part of the file is not what SQLite wrote there). "
                + DamagedStore.leftUnchanged + "\n", "\(result.err)")
        #expect(result.out.isEmpty)
        #expect(directory.fingerprint() == before, "the refusal changed the data directory")
    }

    /// Any statement of Siri's store that fails while an order's calls are delivered (here a
    /// constraint, as a damaged index reports one) leaves the calls queued: the order placed is
    /// reported placed (0, never 1), a sell-out's deletions are said to be queued, not done,
    /// and the commands after it go on.
    @Test func aConstraintBrokenInSiriStoreLeavesTheCallsQueued() throws {
        let directory = try Self.seeded()
        let system = try directory.database("system.sqlite")
        try system.execute("CREATE TRIGGER refuse BEFORE INSERT ON interactions BEGIN SELECT RAISE(ABORT, 'UNIQUE constraint failed'); END")
        system.close()
        #expect(directory.run("menu", "restock", "tomato", "1").status == 0)
        let before = try directory.orders().count
        let placed = directory.run("order", "tomato")
        #expect(placed.status == 0, "\(placed.err)")
        #expect(placed.err.contains("its donation is queued") && placed.err.contains("system.sqlite is damaged"), "\(placed.err)")
        #expect(placed.out.contains("Tomato Soup is now sold out. Removing the donations of its orders is queued."), "\(placed.out)")
        #expect(try directory.orders().count == before + 1)
        for command in [["history"], ["menu", "--all"]] {
            let after = directory.run(command)
            #expect(after.status == 0 && after.err.contains("delivery to Siri is pending"), "\(command): \(after.err)")
        }
    }

    @Test func aDamagedStoreGivesExitStatus65FromTheProcess() async throws {
        let directory = try Self.seeded()
        try scramble(directory.data + "/app.sqlite", from: 0)
        let before = directory.fingerprint()
        let outcome = try await directory.spawn(["order", "tomato"])
        #expect(outcome.status == 65)
        #expect(outcome.err.lines.count == 1 && outcome.err.hasPrefix("Error: "))
        #expect(outcome.out.isEmpty)
        #expect(directory.fingerprint() == before)
    }

    /// A crash can leave a write-ahead log beside the store. If the store is then found damaged,
    /// giving up must not copy that log into it (SQLite's checkpoint on close would).
    @Test(arguments: ["app.sqlite", "system.sqlite"])
    func aDamagedStoreWithALeftoverLogIsLeftUnchanged(file: String) throws {
        let directory = try Self.seeded()
        let path = directory.data + "/" + file
        do {
            let writer = try Database(path: path)
            try writer.setCheckpointOnClose(false)
            try writer.execute("CREATE TABLE crash_leftover(x); INSERT INTO crash_leftover VALUES (1)")
            writer.close()
        }
        let log = try #require(FileManager.default.contents(atPath: path + "-wal"))
        try #require(!log.isEmpty, "the log must hold frames for this test to mean anything")
        try scramble(path, from: 100)
        // Damage is found when a command reads a damaged page; a command that reads none of them
        // works (and SQLite may then copy the log's good pages in). Once found: 65, untouched.
        var reported = 0
        for arguments in Self.commands {
            let (file, log) = (FileManager.default.contents(atPath: path), FileManager.default.contents(atPath: path + "-wal"))
            let result = directory.run(arguments)
            guard result.status == 65 else {
                #expect(result.status == 0 || result.status == 1, "\(arguments): \(result.err)")
                continue
            }
            reported += 1
            #expect(FileManager.default.contents(atPath: path) == file, "\(arguments) wrote into the damaged store")
            #expect(FileManager.default.contents(atPath: path + "-wal") == log, "\(arguments) changed the damaged store's log")
        }
        #expect(reported > 0, "no command found the damage")
    }

    // MARK: The data directory itself

    @Test func aReadOnlyDataDirectoryIsRefusedAndLeftUnchanged() throws {
        let directory = try Self.seeded()
        chmod(directory.data, 0o500)
        let before = directory.fingerprint()
        for arguments in Self.commands {
            let result = directory.run(arguments)
            #expect(result.status == 74, "\(arguments): \(result.err)")
            #expect(result.err.lines.count == 1 && result.err.hasPrefix("Error: Data directory \(directory.data) is read-only"), "\(result.err)")
            #expect(directory.fingerprint() == before)
        }
    }

    @Test func aDataDirectoryThatIsAFileIsRefusedAndLeftUnchanged() throws {
        let directory = try DataDirectory()
        try Data("not a directory\n".utf8).write(to: URL(fileURLWithPath: directory.data))
        let result = directory.run("order", "tomato")
        #expect(result.status == 74)
        #expect(result.err.lines.count == 1 && result.err.contains("is not a directory"), "\(result.err)")
        #expect(FileManager.default.contents(atPath: directory.data) == Data("not a directory\n".utf8))
    }

    @Test func aDanglingSymlinkedDataDirectoryIsRefused() throws {
        let directory = try DataDirectory()
        try FileManager.default.createSymbolicLink(atPath: directory.data, withDestinationPath: directory.root + "/gone")
        let result = directory.run("menu")
        #expect(result.status == 74)
        #expect(
            result.err.lines.count == 1
                && result.err.contains("it is a symbolic link to \(directory.root)/gone, which does not exist; make that directory"),
            "\(result.err)")
        #expect(!FileManager.default.fileExists(atPath: directory.root + "/gone"))
    }

    /// A symlinked data directory is followed: people keep data on another disk that way.
    @Test func aSymlinkedDataDirectoryIsFollowed() throws {
        let directory = try DataDirectory()
        let real = directory.root + "/elsewhere"
        try FileManager.default.createDirectory(atPath: real, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
        try FileManager.default.createSymbolicLink(atPath: directory.data, withDestinationPath: real)
        let result = directory.run("order", "tomato")
        #expect(result.status == 0, "\(result.err)")
        #expect(FileManager.default.fileExists(atPath: real + "/app.sqlite"))
        #expect(FileManager.default.fileExists(atPath: real + "/system.sqlite"))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: directory.data) == real)
    }

    @Test func loosePermissionsAreReported() throws {
        let directory = try Self.seeded()
        chmod(directory.data, 0o755)
        chmod(directory.data + "/app.sqlite", 0o644)
        let result = directory.run("history")
        #expect(result.status == 0)
        #expect(result.err.contains("warning: data directory \(directory.data) can be read by other users (mode 755)"), "\(result.err)")
        #expect(result.err.contains("warning: \(directory.data)/app.sqlite can be read by other users (mode 644)"), "\(result.err)")
        #expect(!result.err.contains("system.sqlite"), "a private file is not reported")
        let quiet = directory.run("history", "--quiet")
        #expect(quiet.err.isEmpty, "--quiet leaves the warnings out")
    }

    @Test func newStoresArePrivate() throws {
        let directory = try DataDirectory()
        #expect(directory.run("menu").status == 0)
        var info = stat()
        #expect(stat(directory.data, &info) == 0 && info.st_mode & 0o777 == 0o700)
        for name in ["app.sqlite", "system.sqlite"] {
            #expect(stat(directory.data + "/" + name, &info) == 0 && info.st_mode & 0o777 == 0o600, "\(name)")
        }
    }

    /// A store another process keeps locked past the busy timeout: exit 75, nothing changed.
    @Test func aStoreKeptBusyGivesExitStatus75() async throws {
        let directory = try Self.seeded()
        let before = directory.fingerprint()
        let holder = try Database(path: directory.data + "/app.sqlite")
        try holder.execute("BEGIN IMMEDIATE")
        let outcome = try await directory.spawn(["order", "tomato"])
        try holder.execute("ROLLBACK")
        holder.close()
        #expect(outcome.status == 75, "\(outcome.err)")
        #expect(outcome.err.lines.count == 1 && outcome.err.contains("stayed busy"), "\(outcome.err)")
        #expect(directory.fingerprint() == before)
    }
}

func truncate(_ path: String, toFraction fraction: Double) throws {
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    try data.prefix(Int(Double(data.count) * fraction)).write(to: URL(fileURLWithPath: path))
}

func truncate(_ path: String, toBytes count: Int) throws {
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    try data.prefix(count).write(to: URL(fileURLWithPath: path))
}

/// Overwrites the file from `offset` on with random bytes (same length).
func scramble(_ path: String, from offset: Int) throws {
    var data = try Data(contentsOf: URL(fileURLWithPath: path))
    var generator = SystemRandomNumberGenerator()
    for index in offset..<data.count { data[index] = UInt8.random(in: 0...255, using: &generator) }
    try data.write(to: URL(fileURLWithPath: path))
}
