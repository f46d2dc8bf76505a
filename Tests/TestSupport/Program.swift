import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How a process ended, and what it wrote.
public struct ProcessOutcome: Sendable {
    /// The exit status, or nil when a signal ended it.
    public var status: Int32?
    /// The signal that ended it, if one did.
    public var signal: Int32?
    public var out: String
    public var err: String

    public var wasKilled: Bool { signal == SIGKILL }
    /// The status as a shell reports it: the exit status, or 128 plus the signal.
    public var shellStatus: Int32 { status ?? 128 + (signal ?? 0) }
}

/// Running programs in tests: the built `soupchef`, and other programs (shells, a renderer)
/// found on `PATH`, as child processes.
///
/// Output is read to the end (both pipes at once, with poll) before the child is reaped with a
/// blocking waitpid; the async entry points do it on a thread of their own so that Swift's
/// cooperative pool is never blocked.
public enum Program {
    /// The program called `name` on `PATH` (or nil): tests that drive an optional program skip
    /// when this is nil, with `.enabled(if: Program.find("zsh") != nil, "…")`.
    public static func find(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"].flatMap { $0.isEmpty ? nil : $0 } ?? "/usr/local/bin:/usr/bin:/bin"
        for directory in path.split(separator: ":") where !directory.isEmpty {
            let candidate = "\(directory)/\(name)"
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory), !isDirectory.boolValue,
                FileManager.default.isExecutableFile(atPath: candidate)
            {
                return candidate
            }
        }
        return nil
    }

    /// The `soupchef` executable of this build: `SOUPCHEF_BINARY` if set, else beside the test
    /// bundle in the build products directory (.build/<triple>/<configuration>/), where SwiftPM
    /// builds it, since the test targets that run it depend on the executable target.
    public static let builtSoupchef: Result<String, NotBuilt> = {
        let fm = FileManager.default
        if let explicit = ProcessInfo.processInfo.environment["SOUPCHEF_BINARY"], fm.isExecutableFile(atPath: explicit) {
            return .success(explicit)
        }
        var starts: [URL] = []
        if let exe = try? fm.destinationOfSymbolicLink(atPath: "/proc/self/exe") { starts.append(URL(fileURLWithPath: exe)) }
        if let executable = Bundle.main.executableURL { starts.append(executable) }
        starts.append(URL(fileURLWithPath: CommandLine.arguments[0]))
        starts += Bundle.allBundles.map(\.bundleURL).filter { $0.pathExtension == "xctest" }
        var searched: [String] = []
        for start in starts {
            var directory = start.resolvingSymlinksInPath().deletingLastPathComponent()
            // Walk up out of a macOS bundle's Contents/MacOS, but not past the build directory.
            for _ in 0..<4 {
                let candidate = directory.appendingPathComponent("soupchef").path
                searched.append(directory.path)
                var isDirectory: ObjCBool = false
                if fm.fileExists(atPath: candidate, isDirectory: &isDirectory), !isDirectory.boolValue, fm.isExecutableFile(atPath: candidate) {
                    return .success(candidate)
                }
                directory.deleteLastPathComponent()
            }
        }
        return .failure(NotBuilt(searched: searched))
    }()

    public struct NotBuilt: Error, CustomStringConvertible {
        public var searched: [String]
        public var description: String {
            "The soupchef executable was not found beside the test bundle (looked in: \(Set(searched).sorted().joined(separator: ", "))). "
                + "Build it with 'swift build' (swift test builds it too), or set SOUPCHEF_BINARY."
        }
    }

    /// The built `soupchef`, or an error that says where it was looked for.
    public static func soupchef() throws -> String { try builtSoupchef.get() }

    /// Where a child's standard output goes.
    public enum StandardOutput: Sendable {
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

    /// Runs the built soupchef with `arguments` (raw bytes allowed, for arguments that are not
    /// UTF-8). With `killAfter`, sends SIGKILL that many seconds after the start unless it ended.
    public static func runSoupchef(
        _ arguments: [[UInt8]], environment: [String: String], killAfter: Double? = nil, stdout: StandardOutput = .pipe
    ) async throws -> ProcessOutcome {
        let path = try soupchef()
        return try await withCheckedThrowingContinuation { continuation in
            let thread = Thread {
                continuation.resume(
                    with: Result {
                        try start(path, arguments, environment: environment, stdout: stdout).finish(killAfter: killAfter)
                    })
            }
            thread.stackSize = 1 << 20
            thread.start()
        }
    }

    public static func runSoupchef(
        _ arguments: [String], environment: [String: String], killAfter: Double? = nil, stdout: StandardOutput = .pipe
    ) async throws -> ProcessOutcome {
        try await runSoupchef(arguments.map { Array($0.utf8) }, environment: environment, killAfter: killAfter, stdout: stdout)
    }

    /// Runs any program to the end, on this thread.
    public static func run(_ path: String, _ arguments: [String], environment: [String: String]) throws -> ProcessOutcome {
        try run(path, arguments.map { Array($0.utf8) }, environment: environment, killAfter: nil)
    }

    /// Starts every command line at once, then waits for each to end; results in order.
    public static func runTogether(_ path: String, _ commands: [[String]], environment: [String: String]) throws -> [ProcessOutcome] {
        let started = try commands.map { try start(path, $0.map { Array($0.utf8) }, environment: environment) }
        let results = Results(count: started.count)
        DispatchQueue.concurrentPerform(iterations: started.count) { index in
            results.set(index, Result { try started[index].finish(killAfter: nil) })
        }
        return try results.values.map { try $0!.get() }
    }

    public static func run(
        _ path: String, _ arguments: [[UInt8]], environment: [String: String], killAfter: Double?
    ) throws -> ProcessOutcome {
        try start(path, arguments, environment: environment).finish(killAfter: killAfter)
    }

    /// A started child: its pid and the read ends of its stdout and stderr.
    private struct Child {
        var pid: pid_t
        var out: Int32
        var err: Int32
        var started: Double

        /// Reads both pipes to the end (killing the child after `killAfter` seconds), then reaps it.
        func finish(killAfter: Double?) throws -> ProcessOutcome {
            var out = [UInt8]()
            var err = [UInt8]()
            var open: [(fd: Int32, isOut: Bool)] = [(self.out, true), (self.err, false)]
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
    }

    private static func start(
        _ path: String, _ arguments: [[UInt8]], environment: [String: String], stdout: StandardOutput = .pipe
    ) throws -> Child {
        var outPipe: [Int32] = [-1, -1]
        var errPipe: [Int32] = [-1, -1]
        // Pipes are made close-on-exec and the child started under one lock, so that a child
        // started by another thread never inherits this child's pipe ends (which would hold
        // them open and delay end-of-file until that other child exits).
        spawnLock.lock()
        defer { spawnLock.unlock() }
        guard pipe(&outPipe) == 0 else { throw SpawnError(errno) }
        guard pipe(&errPipe) == 0 else {
            close(outPipe[0])
            close(outPipe[1])
            throw SpawnError(errno)
        }
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
        var attributes = Self.defaultSignals()
        defer { posix_spawnattr_destroy(&attributes) }
        var pid: pid_t = 0
        let started = monotonic()
        let rc = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
        close(outPipe[1])
        close(errPipe[1])
        guard rc == 0 else {
            close(outPipe[0])
            close(errPipe[0])
            throw SpawnError(rc)
        }
        return Child(pid: pid, out: outPipe[0], err: errPipe[0], started: started)
    }

    #if canImport(Darwin)
    typealias SpawnAttributes = posix_spawnattr_t?
    #else
    typealias SpawnAttributes = posix_spawnattr_t
    #endif

    /// Spawn attributes under which the child starts with every signal at its default action and
    /// none blocked, whatever the test runner ignores or blocks (an ignored SIGXFSZ would hide a
    /// missing handler). Destroy them with `posix_spawnattr_destroy`.
    static func defaultSignals() -> SpawnAttributes {
        #if canImport(Darwin)
        var attributes: posix_spawnattr_t? = nil
        #else
        var attributes = posix_spawnattr_t()
        #endif
        posix_spawnattr_init(&attributes)
        var all = sigset_t()
        var none = sigset_t()
        sigfillset(&all)
        sigemptyset(&none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        return attributes
    }

    private static func monotonic() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }
}

private let spawnLock = NSLock()

private final class Results: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var values: [Result<ProcessOutcome, Error>?]
    init(count: Int) { values = Array(repeating: nil, count: count) }
    func set(_ index: Int, _ value: Result<ProcessOutcome, Error>) {
        lock.lock()
        values[index] = value
        lock.unlock()
    }
}

public struct SpawnError: Error, CustomStringConvertible {
    public var code: Int32
    public init(_ code: Int32) { self.code = code }
    public var description: String { "cannot start the program: \(String(cString: strerror(code)))" }
}
