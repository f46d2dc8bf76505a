import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How a soupchef process ended.
struct ProcessOutcome: Sendable {
    /// The exit status, or nil when a signal ended it.
    var status: Int32?
    /// The signal that ended it, if one did.
    var signal: Int32?
    var out: String
    var err: String

    var wasKilled: Bool { signal == SIGKILL }
}

/// Runs the real `soupchef` binary as a child process.
///
/// Output is read to the end (both pipes at once, with poll) before the child is reaped with a
/// blocking waitpid, on a thread of its own so that Swift's cooperative pool is never blocked.
enum Subprocess {
    /// The `soupchef` executable of this build: `SOUPCHEF_BINARY` if set, else next to the test
    /// bundle in the build products directory (where `swift build` / `swift test` put it, since
    /// this test target depends on the executable target).
    static let binary: String? = {
        let fm = FileManager.default
        if let explicit = ProcessInfo.processInfo.environment["SOUPCHEF_BINARY"], fm.isExecutableFile(atPath: explicit) {
            return explicit
        }
        var directories: [String] = []
        if let exe = try? fm.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            directories.append((exe as NSString).deletingLastPathComponent)
        }
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            directories.append((bundle.bundlePath as NSString).deletingLastPathComponent)
        }
        directories.append((Bundle.main.bundlePath as NSString).deletingLastPathComponent)
        for directory in directories {
            let candidate = directory + "/soupchef"
            if fm.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }()

    /// The binary, or a failure that says where it was looked for.
    static func soupchef() throws -> String {
        try #require(binary != nil, "the soupchef executable was not found next to the test bundle; build it (swift build) or set SOUPCHEF_BINARY")
        return binary!
    }

    /// Where the child's standard output goes.
    enum StandardOutput: Sendable {
        /// A pipe the test reads (`ProcessOutcome.out`).
        case pipe
        /// /dev/full: every write fails with ENOSPC.
        case full
        /// No descriptor 1 at all, as `>&-` leaves it.
        case closed
        /// A pipe whose reading end is already closed: every write fails with EPIPE (or raises
        /// SIGPIPE, unless the program ignores it).
        case brokenPipe
    }

    /// Runs soupchef with `arguments` (raw bytes allowed, for non-UTF-8 arguments).
    /// With `killAfter`, sends SIGKILL that many seconds after the start unless it has ended.
    static func run(
        _ arguments: [[UInt8]], environment: [String: String], killAfter: Double? = nil, stdout: StandardOutput = .pipe
    ) async throws -> ProcessOutcome {
        let path = try soupchef()
        return try await withCheckedThrowingContinuation { continuation in
            let thread = Thread {
                continuation.resume(
                    with: Result { try runBlocking(path, arguments, environment: environment, killAfter: killAfter, stdout: stdout) })
            }
            thread.stackSize = 1 << 20
            thread.start()
        }
    }

    static func run(
        _ arguments: [String], environment: [String: String], killAfter: Double? = nil, stdout: StandardOutput = .pipe
    ) async throws -> ProcessOutcome {
        try await run(arguments.map { Array($0.utf8) }, environment: environment, killAfter: killAfter, stdout: stdout)
    }

    private static func runBlocking(
        _ path: String, _ arguments: [[UInt8]], environment: [String: String], killAfter: Double?, stdout: StandardOutput
    ) throws -> ProcessOutcome {
        var outPipe: [Int32] = [-1, -1]
        var errPipe: [Int32] = [-1, -1]
        // Pipes are made close-on-exec and the child started under one lock, so that a child
        // started by another thread never inherits this child's pipe ends (which would hold
        // them open and delay end-of-file until that other child exits).
        spawnLock.lock()
        var locked = true
        defer { if locked { spawnLock.unlock() } }
        guard pipe(&outPipe) == 0, pipe(&errPipe) == 0 else { throw SpawnError(errno) }
        for fd in outPipe + errPipe { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        #if canImport(Darwin)
            var actions: posix_spawn_file_actions_t? = nil
        #else
            var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        var broken: [Int32] = [-1, -1]
        switch stdout {
        case .pipe: posix_spawn_file_actions_adddup2(&actions, outPipe[1], 1)
        case .full: posix_spawn_file_actions_addopen(&actions, 1, "/dev/full", O_WRONLY, 0)
        case .closed: posix_spawn_file_actions_addclose(&actions, 1)
        case .brokenPipe:
            guard pipe(&broken) == 0 else { throw SpawnError(errno) }
            for fd in broken { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
            close(broken[0])
            posix_spawn_file_actions_adddup2(&actions, broken[1], 1)
        }
        defer { if broken[1] >= 0 { close(broken[1]) } }
        posix_spawn_file_actions_adddup2(&actions, errPipe[1], 2)

        func cString(_ bytes: [UInt8]) -> UnsafeMutablePointer<CChar> {
            let pointer = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count + 1)
            for (i, byte) in bytes.enumerated() { pointer[i] = CChar(bitPattern: byte) }
            pointer[bytes.count] = 0
            return pointer
        }
        let argv: [UnsafeMutablePointer<CChar>?] = [cString(Array(path.utf8))] + arguments.map(cString) + [nil]
        let envp: [UnsafeMutablePointer<CChar>?] = environment.map { cString(Array("\($0.key)=\($0.value)".utf8)) } + [nil]
        defer {
            for p in argv { p?.deallocate() }
            for p in envp { p?.deallocate() }
        }
        var pid: pid_t = 0
        let started = monotonic()
        // The child starts with SIGPIPE's default action (death, silently), whatever this test
        // process does with it: soupchef must turn it into an error it reports itself.
        #if canImport(Darwin)
            var attributes: posix_spawnattr_t? = nil
        #else
            var attributes = posix_spawnattr_t()
        #endif
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGPIPE)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF))
        let rc = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
        close(outPipe[1])
        close(errPipe[1])
        spawnLock.unlock()
        locked = false
        guard rc == 0 else {
            close(outPipe[0])
            close(errPipe[0])
            throw SpawnError(rc)
        }

        var out = [UInt8]()
        var err = [UInt8]()
        var open: [(fd: Int32, isOut: Bool)] = [(outPipe[0], true), (errPipe[0], false)]
        var killed = false
        var buffer = [UInt8](repeating: 0, count: 65536)
        while !open.isEmpty {
            var timeout: Int32 = -1
            if let killAfter, !killed {
                let left = killAfter - (monotonic() - started)
                if left <= 0 {
                    kill(pid, SIGKILL)
                    killed = true
                    continue
                }
                timeout = Int32((left * 1000).rounded(.up))
            }
            var fds = open.map { pollfd(fd: $0.fd, events: Int16(POLLIN), revents: 0) }
            let ready = poll(&fds, nfds_t(fds.count), timeout)
            if ready < 0 {
                if errno == EINTR { continue }
                throw SpawnError(errno)
            }
            var closed: [Int32] = []
            for (index, entry) in open.enumerated() where fds[index].revents != 0 {
                let count = read(entry.fd, &buffer, buffer.count)
                if count > 0 {
                    if entry.isOut { out += buffer[0..<count] } else { err += buffer[0..<count] }
                } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
                    closed.append(entry.fd)
                }
            }
            for fd in closed { close(fd) }
            open.removeAll { closed.contains($0.fd) }
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { throw SpawnError(errno) }
        }
        let signal = status & 0x7F
        return ProcessOutcome(
            status: signal == 0 ? (status >> 8) & 0xFF : nil, signal: signal == 0 ? nil : signal,
            out: String(decoding: out, as: UTF8.self), err: String(decoding: err, as: UTF8.self))
    }

    private static func monotonic() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }
}

private let spawnLock = NSLock()

struct SpawnError: Error, CustomStringConvertible {
    var code: Int32
    init(_ code: Int32) { self.code = code }
    var description: String { "cannot run soupchef: \(String(cString: strerror(code)))" }
}
