import Dispatch
import SQLiteStore

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

/// The private data directory `eval` replays a scenario into, in `$TMPDIR` (else /tmp):
/// `soupchef-eval-<pid>-<UUID>`. It is removed when the scenario is evaluated, when the process
/// is interrupted (SIGINT, SIGTERM, SIGHUP: removed, then the signal ends the process as it would
/// have), and, when its process died without either (SIGKILL, a power cut), by the next `eval`,
/// which removes every such directory whose pid is no live process's.
enum EvalDirectory {
    static let prefix = "soupchef-eval-"

    /// The directory to make, in `parent`.
    static func path(in parent: String) -> String {
        parent + "/" + prefix + "\(getpid())-\(UUID().uuidString)"
    }

    /// Where the directories go: `$TMPDIR` when it is an absolute path, else /tmp.
    static func parent(environment: [String: String]) -> String {
        guard let given = environment["TMPDIR"], given.hasPrefix("/") else { return "/tmp" }
        var parent = given
        while parent.count > 1, parent.hasSuffix("/") { parent.removeLast() }
        return parent
    }

    /// Makes the directory (private), removed however the process ends but by SIGKILL.
    static func make(in parent: String) throws -> String {
        removeStale(in: parent)
        let directory = path(in: parent)
        Interruption.shared.watch(directory)
        do {
            try FileManager.default.createDirectory(
                atPath: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            Interruption.shared.forget(directory)
            throw error
        }
        return directory
    }

    static func remove(_ directory: String) {
        try? FileManager.default.removeItem(atPath: directory)
        Interruption.shared.forget(directory)
    }

    /// Removes the directories of processes that are gone: `soupchef-eval-<pid>-…` whose pid is
    /// no live process (a live one's, this process's included, is never touched; a pid reused
    /// since only delays the cleanup). Directories named before the pid was in the name are left.
    static func removeStale(in parent: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: parent) else { return }
        for name in names where name.hasPrefix(prefix) {
            let rest = name.dropFirst(prefix.count)
            guard let dash = rest.firstIndex(of: "-"), let pid = Int32(rest[..<dash]), pid > 0, pid != getpid(),
                kill(pid, 0) != 0, errno == ESRCH
            else { continue }
            try? FileManager.default.removeItem(atPath: parent + "/" + name)
        }
    }

    /// Removes the directories being used when SIGINT, SIGTERM or SIGHUP arrives, then lets the
    /// signal end the process. Set up on first use; a signal the process was started ignoring (a
    /// job started in the background, `nohup`) stays ignored.
    ///
    /// The handler only writes the signal's number to a pipe (what a handler may do); a waiting
    /// task reads it, removes the directories, puts the default action back and raises the
    /// signal again, so that the process ends as the signal says (130, 143 in a shell).
    final class Interruption: @unchecked Sendable {
        static let shared = Interruption()

        private let lock = Lock()
        private var directories: Set<String> = []

        private init() {
            var ends: [Int32] = [0, 0]
            guard pipe(&ends) == 0 else { return }
            interruptionPipe = ends[1]
            let reading = ends[0]
            for number in [SIGINT, SIGTERM, SIGHUP] {
                let previous = signal(number, interruptionHandler)
                // SIG_IGN is a constant handler value, told apart by its bits.
                if unsafeBitCast(previous, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) { signal(number, SIG_IGN) }
            }
            DispatchQueue.global().async { [self] in
                var byte: UInt8 = 0
                while read(reading, &byte, 1) != 1 {}
                removeAll()
                // The progress line is wiped, as the end of the work would have wiped it, and no
                // update of the work puts it back.
                progressSilenced = true
                if progressLineOnScreen { _ = "\r\u{1B}[K".withCString { write(2, $0, strlen($0)) } }
                signal(Int32(byte), SIG_DFL)
                // To the process, not this thread: a worker thread blocks most signals.
                kill(getpid(), Int32(byte))
            }
        }

        func watch(_ directory: String) {
            lock.withLock { _ = directories.insert(directory) }
        }

        func forget(_ directory: String) {
            lock.withLock { _ = directories.remove(directory) }
        }

        private func removeAll() {
            let current = lock.withLock { directories }
            for directory in current {
                // The replay goes on writing in the directory while it is removed: a file made in a
                // folder already emptied makes the removal fail (not empty), so it is tried again
                // until the directory is gone, before the signal ends the process.
                var tries = 0
                while FileManager.default.fileExists(atPath: directory), tries < 100 {
                    try? FileManager.default.removeItem(atPath: directory)
                    tries += 1
                }
            }
        }
    }
}

/// The pipe `EvalDirectory.Interruption`'s handler writes to (a handler can reach only globals).
nonisolated(unsafe) private var interruptionPipe: Int32 = -1

private func interruptionHandler(_ number: Int32) {
    var byte = UInt8(truncatingIfNeeded: number)
    _ = write(interruptionPipe, &byte, 1)
}
