import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A run of the built soupchef whose standard error is a terminal (a pseudo-terminal this process
/// holds the other end of), for what soupchef writes only to a terminal: the progress line.
public struct TerminalRun: Sendable {
    /// What reached the terminal, as written (the terminal turns "\n" into "\r\n").
    public var terminal: [UInt8]
    /// The exit status, or the signal that ended it.
    public var status: Int32?
    public var signal: Int32?
    /// Whether `signal(_:when:)` sent its signal.
    public var signalled: Bool

    /// The terminal's output as text.
    public var text: String { String(decoding: terminal, as: UTF8.self) }

    /// Runs soupchef with `arguments`, standard input /dev/null, standard output a pipe read and
    /// dropped, standard error the terminal; sends `signal` once `when` holds of what reached the
    /// terminal so far, and SIGKILL `limit` seconds after the start should it still run.
    public static func soupchef(
        _ arguments: [String], environment: [String: String], signal number: Int32, when ready: @Sendable (String) -> Bool, limit: Double = 120
    ) throws -> TerminalRun {
        let path = try Program.soupchef()
        let (master, slavePath) = try Self.openTerminal()
        defer { close(master) }
        var outPipe: [Int32] = [-1, -1]
        guard pipe(&outPipe) == 0 else { throw SpawnError(errno) }
        for fd in outPipe + [master] { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t? = nil
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, outPipe[1], 1)
        posix_spawn_file_actions_addopen(&actions, 2, slavePath, O_RDWR | O_NOCTTY, 0)
        var attributes = Program.defaultSignals()
        defer { posix_spawnattr_destroy(&attributes) }
        let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
        let envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for p in argv + envp { free(p) }
        }
        var pid: pid_t = 0
        let started = Date()
        let rc = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
        close(outPipe[1])
        guard rc == 0 else {
            close(outPipe[0])
            throw SpawnError(rc)
        }
        defer { close(outPipe[0]) }
        var run = TerminalRun(terminal: [], status: nil, signal: nil, signalled: false)
        var open: [Int32] = [master, outPipe[0]]
        var buffer = [UInt8](repeating: 0, count: 65536)
        var killed = false
        // Until both ends close: the pipe at the child's end, the terminal when no process holds
        // its other end any more (a read then fails with EIO on Linux).
        while !open.isEmpty {
            if !killed && Date().timeIntervalSince(started) > limit {
                kill(pid, SIGKILL)
                killed = true
            }
            var fds = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            let events = poll(&fds, nfds_t(fds.count), 200)
            if events < 0 {
                if errno == EINTR { continue }
                throw SpawnError(errno)
            }
            var closed: [Int32] = []
            for (index, fd) in open.enumerated() where fds[index].revents != 0 {
                let count = read(fd, &buffer, buffer.count)
                if count > 0 {
                    if fd == master { run.terminal += buffer[0..<count] }
                } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
                    closed.append(fd)
                }
            }
            open.removeAll { closed.contains($0) }
            if !run.signalled && events > 0 && ready(run.text) {
                kill(pid, number)
                run.signalled = true
            }
            // The child gone and its terminal end closed with it: nothing more can come.
            if open == [master] {
                var status: Int32 = 0
                if waitpid(pid, &status, WNOHANG) == pid {
                    Self.record(status, into: &run)
                    while true {
                        var last = [pollfd(fd: master, events: Int16(POLLIN), revents: 0)]
                        guard poll(&last, 1, 100) > 0 else { break }
                        let count = read(master, &buffer, buffer.count)
                        guard count > 0 else { break }
                        run.terminal += buffer[0..<count]
                    }
                    return run
                }
            }
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { throw SpawnError(errno) }
        }
        Self.record(status, into: &run)
        return run
    }

    /// A new pseudo-terminal: the end this process holds, and the path of the one the child opens.
    /// The C library's functions are looked up by name: Glibc's module map leaves them out.
    static func openTerminal() throws -> (Int32, String) {
        #if canImport(Darwin)
        let master = posix_openpt(O_RDWR | O_NOCTTY)
        guard master >= 0 else { throw SpawnError(errno) }
        guard grantpt(master) == 0, unlockpt(master) == 0, let path = ptsname(master) else {
            let code = errno
            close(master)
            throw SpawnError(code)
        }
        return (master, String(cString: path))
        #else
        typealias Open = @convention(c) (Int32) -> Int32
        typealias Name = @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?
        let everywhere = UnsafeMutableRawPointer(bitPattern: 0)
        guard let open = dlsym(everywhere, "posix_openpt"), let grant = dlsym(everywhere, "grantpt"),
            let unlock = dlsym(everywhere, "unlockpt"), let name = dlsym(everywhere, "ptsname")
        else { throw SpawnError(ENOSYS) }
        let master = unsafeBitCast(open, to: Open.self)(O_RDWR | O_NOCTTY)
        guard master >= 0 else { throw SpawnError(errno) }
        guard unsafeBitCast(grant, to: Open.self)(master) == 0, unsafeBitCast(unlock, to: Open.self)(master) == 0,
            let path = unsafeBitCast(name, to: Name.self)(master)
        else {
            let code = errno
            close(master)
            throw SpawnError(code)
        }
        return (master, String(cString: path))
        #endif
    }

    private static func record(_ status: Int32, into run: inout TerminalRun) {
        let signal = status & 0x7F
        run.status = signal == 0 ? (status >> 8) & 0xFF : nil
        run.signal = signal == 0 ? nil : signal
    }
}
