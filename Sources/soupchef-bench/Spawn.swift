import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How one child process went: its exit status, wall time and peak memory.
struct ChildRun {
    var status: Int32
    var seconds: Double
    /// Peak resident set size of this child alone (wait4's rusage), in bytes.
    var peakBytes: Int
    var errorText: String
}

enum Spawn {
    /// Runs `path` with `arguments`, stdout to /dev/null, stdin from /dev/null, stderr kept in a
    /// file; waits with wait4 so the rusage is this child's own.
    static func run(_ path: String, _ arguments: [String], environment: [String: String]) throws -> ChildRun {
        let errPath = NSTemporaryDirectory() + "soupchef-bench-\(getpid())-stderr"
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t? = nil
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for p in argv { free(p) }
            for p in envp { free(p) }
        }
        var pid: pid_t = 0
        var start = timespec()
        clock_gettime(CLOCK_MONOTONIC, &start)
        let rc = posix_spawn(&pid, path, &actions, nil, argv, envp)
        guard rc == 0 else { throw BenchError("cannot start \(path): \(String(cString: strerror(rc)))") }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else { throw BenchError("wait4 failed: \(String(cString: strerror(errno)))") }
        }
        var end = timespec()
        clock_gettime(CLOCK_MONOTONIC, &end)
        let seconds = Double(end.tv_sec - start.tv_sec) + Double(end.tv_nsec - start.tv_nsec) / 1e9
        let errorText = (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? ""
        unlink(errPath)
        let exited = status & 0x7F == 0
        #if canImport(Darwin)
        let peak = Int(usage.ru_maxrss)  // bytes on macOS
        #else
        let peak = Int(usage.ru_maxrss) * 1024  // KiB on Linux
        #endif
        return ChildRun(status: exited ? (status >> 8) & 0xFF : 128 + (status & 0x7F), seconds: seconds, peakBytes: peak, errorText: errorText)
    }

    /// Runs `path` through the small launcher, which times it and reads its own rusage: a child
    /// inherits the peak memory of the process that forked it (Linux carries the old address
    /// space's high-water mark across exec), so measuring from this large process would report
    /// this process's peak for every command. The launcher uses no Foundation and stays small.
    static func measured(_ path: String, _ arguments: [String], launcher: String, environment: [String: String]) throws -> ChildRun {
        let report = NSTemporaryDirectory() + "soupchef-bench-\(getpid())-report"
        let outer = try run(launcher, [report, path] + arguments, environment: environment)
        defer { unlink(report) }
        guard outer.status == 0, let text = try? String(contentsOfFile: report, encoding: .utf8) else {
            throw BenchError("the launcher failed (\(outer.status)) for \(path): \(outer.errorText)")
        }
        let fields = text.split(separator: " ").compactMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        guard fields.count == 3 else { throw BenchError("the launcher wrote \(text.debugDescription)") }
        let status = Int32(fields[0])
        let exited = status & 0x7F == 0
        return ChildRun(
            status: exited ? (status >> 8) & 0xFF : 128 + (status & 0x7F), seconds: Double(fields[1]) / 1e9,
            peakBytes: fields[2] * maxrssUnit, errorText: outer.errorText)
    }

    /// ru_maxrss is in KiB on Linux, in bytes on macOS.
    #if canImport(Darwin)
    static let maxrssUnit = 1
    #else
    static let maxrssUnit = 1024
    #endif

    /// The launcher's source: start the program, wait for it, write "status nanoseconds maxrss-KiB".
    static let launcherSource = #"""
        #if canImport(Glibc)
        import Glibc
        let environment = environ
        #else
        import Darwin
        let environment = _NSGetEnviron().pointee
        #endif
        let arguments = CommandLine.arguments
        guard arguments.count >= 3 else { exit(64) }
        let argv = arguments.dropFirst(2).map { strdup($0) } + [nil]
        var pid: pid_t = 0
        var start = timespec(), end = timespec()
        clock_gettime(CLOCK_MONOTONIC, &start)
        guard posix_spawn(&pid, arguments[2], nil, nil, argv, environment) == 0 else { exit(127) }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 { if errno != EINTR { exit(126) } }
        clock_gettime(CLOCK_MONOTONIC, &end)
        let nanoseconds = (end.tv_sec - start.tv_sec) * 1_000_000_000 + (end.tv_nsec - start.tv_nsec)
        let text = "\(status) \(nanoseconds) \(usage.ru_maxrss)\n"
        let fd = open(arguments[1], O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        guard fd >= 0, write(fd, text, text.utf8.count) == text.utf8.count else { exit(74) }
        close(fd)
        exit(0)
        """#

    /// Runs a helper command (not measured) and fails loudly when it fails.
    static func check(_ path: String, _ arguments: [String], environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        let run = try run(path, arguments, environment: environment)
        guard run.status == 0 else {
            throw BenchError("\(([path] + arguments).joined(separator: " ")) exited \(run.status): \(run.errorText)")
        }
    }
}

struct BenchError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
