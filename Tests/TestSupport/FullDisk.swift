import CSQLite
import Foundation
import SQLiteStore

/// A disk that runs out of space, for tests: files whose path starts with a chosen prefix may
/// grow by only so many bytes in all; a write past that fails as SQLite's own file layer fails
/// on ENOSPC (`SQLITE_FULL`). Rewriting bytes a file already has needs no space, as on a real
/// disk; deleting a file gives none back.
///
/// It works as an SQLite file system (a VFS) wrapped around the default one and made the
/// default, so it reaches every connection the code under test opens, in this process, without
/// any hook in that code. Files outside the chosen prefixes are not touched.
public enum FullDisk {
    /// Lets files under `prefix` grow by `bytes` more in all; nil lifts the limit ("space was
    /// freed"). Use a prefix inside the test's own temporary directory.
    public static func limit(_ prefix: String, to bytes: Int?) {
        state.install()
        state.lock.lock()
        defer { state.lock.unlock() }
        state.budgets[prefix] = bytes
    }
}

private final class State: @unchecked Sendable {
    let lock = NSLock()
    /// Bytes each prefix may still grow by.
    var budgets: [String: Int] = [:]
    /// Each open limited file, by address: the prefix whose budget it uses.
    var files: [UnsafeMutableRawPointer: String] = [:]
    /// The real file layer's method tables, by the address of the limited copy made of each.
    var originals: [UnsafeRawPointer: UnsafePointer<sqlite3_io_methods>] = [:]
    var copies: [UnsafeRawPointer: UnsafeMutablePointer<sqlite3_io_methods>] = [:]
    var real: UnsafeMutablePointer<sqlite3_vfs>?

    func install() {
        lock.lock()
        defer { lock.unlock() }
        // Finding the file system initialises SQLite: the product's set-up must come first, or a
        // test starting here would leave the whole process on SQLite's own allocator (and wrap a
        // file system that soupchef's then replaces as the default).
        Database.configureProcess()
        guard real == nil, let found = sqlite3_vfs_find(nil) else { return }
        real = found
        let wrapper = UnsafeMutablePointer<sqlite3_vfs>.allocate(capacity: 1)
        wrapper.initialize(to: found.pointee)
        wrapper.pointee.zName = UnsafePointer(strdup("soupchef-full-disk"))
        wrapper.pointee.pNext = nil
        wrapper.pointee.xOpen = { _, name, file, flags, outFlags in
            guard let real = state.real, let open = real.pointee.xOpen else { return SQLITE_ERROR }
            let rc = open(real, name, file, flags, outFlags)
            guard rc == SQLITE_OK, let name, let file, let methods = file.pointee.pMethods else { return rc }
            let path = String(cString: name)
            state.lock.lock()
            defer { state.lock.unlock() }
            guard let prefix = state.budgets.keys.first(where: { path.hasPrefix($0) }) else { return rc }
            file.pointee.pMethods = UnsafePointer(state.limitedCopy(of: methods))
            state.files[UnsafeMutableRawPointer(file)] = prefix
            return rc
        }
        sqlite3_vfs_register(wrapper, 1)
    }

    /// The methods of `methods` with writes counted against the budget (the lock is held).
    func limitedCopy(of methods: UnsafePointer<sqlite3_io_methods>) -> UnsafeMutablePointer<sqlite3_io_methods> {
        if let copy = copies[UnsafeRawPointer(methods)] { return copy }
        let copy = UnsafeMutablePointer<sqlite3_io_methods>.allocate(capacity: 1)
        copy.initialize(to: methods.pointee)
        copy.pointee.xWrite = { file, buffer, amount, offset in
            guard let file, let methods = state.original(of: file) else { return SQLITE_IOERR }
            var size: sqlite3_int64 = 0
            let rc = methods.pointee.xFileSize(file, &size)
            guard rc == SQLITE_OK else { return rc }
            let growth = max(0, Int(offset) + Int(amount) - Int(size))
            guard state.take(growth, for: file) else { return SQLITE_FULL }
            return methods.pointee.xWrite(file, buffer, amount, offset)
        }
        // A checkpoint grows the database file first, by the size it will have (soupchef sets a
        // chunk size, so SQLite extends the file with fallocate, not with writes): on a full disk
        // that fails as fallocate does.
        copy.pointee.xFileControl = { file, op, argument in
            guard let file, let methods = state.original(of: file) else { return SQLITE_IOERR }
            if op == SQLITE_FCNTL_SIZE_HINT, let argument {
                var size: sqlite3_int64 = 0
                let rc = methods.pointee.xFileSize(file, &size)
                guard rc == SQLITE_OK else { return rc }
                let wanted = argument.assumingMemoryBound(to: sqlite3_int64.self).pointee
                guard state.take(max(0, Int(wanted) - Int(size)), for: file) else { return SQLITE_FULL }
            }
            return methods.pointee.xFileControl(file, op, argument)
        }
        copy.pointee.xClose = { file in
            guard let file, let methods = state.original(of: file) else { return SQLITE_IOERR }
            state.lock.lock()
            state.files[UnsafeMutableRawPointer(file)] = nil
            state.lock.unlock()
            return methods.pointee.xClose(file)
        }
        copies[UnsafeRawPointer(methods)] = copy
        originals[UnsafeRawPointer(copy)] = methods
        return copy
    }

    func original(of file: UnsafeMutablePointer<sqlite3_file>) -> UnsafePointer<sqlite3_io_methods>? {
        lock.lock()
        defer { lock.unlock() }
        return file.pointee.pMethods.flatMap { originals[UnsafeRawPointer($0)] }
    }

    /// Takes `bytes` from the file's budget, or answers false when there is not that much left.
    func take(_ bytes: Int, for file: UnsafeMutablePointer<sqlite3_file>) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard let prefix = files[UnsafeMutableRawPointer(file)], let left = budgets[prefix] else { return true }
        guard bytes <= left else { return false }
        budgets[prefix] = left - bytes
        return true
    }
}

private let state = State()
