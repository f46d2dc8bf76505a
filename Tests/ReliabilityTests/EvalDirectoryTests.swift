import Foundation
import TestSupport
import Testing

/// `eval` replays each scenario into a private directory in `$TMPDIR`, named with its pid: an
/// interrupted `eval` removes it before the signal ends the process, and one killed outright
/// (SIGKILL) leaves it to the next `eval`, which removes the directories of processes that are
/// gone, never a live one's.
@Suite struct EvalDirectoryTests {
    /// A data directory whose `$TMPDIR` is its own, empty.
    static func directory() throws -> (DataDirectory, temporary: String) {
        let directory = try DataDirectory()
        let temporary = directory.root + "/tmp"
        try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: false)
        directory.extraEnvironment["TMPDIR"] = temporary
        return (directory, temporary)
    }

    /// A scenario of 5,000 orders, 100 a day from 2026-01-02: seconds to replay.
    static func longScenario(in directory: String) throws -> String {
        var lines = ["2026-01-01T07:00 menu restock tomato 100000"]
        for day in 0..<50 {
            let (month, date) = day < 30 ? (1, day + 2) : (2, day - 29)
            for order in 0..<100 {
                let minutes = order * 14
                lines.append(String(format: "2026-%02d-%02dT%02d:%02d order tomato", month, date, minutes / 60, minutes % 60))
            }
        }
        let path = directory + "/long.txt"
        try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// The pid of a process that has ended.
    static func deadPID() throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }

    @Test func theDirectoriesOfEndedProcessesAreRemovedByTheNextEval() async throws {
        let (directory, temporary) = try Self.directory()
        let dead = temporary + "/soupchef-eval-\(try Self.deadPID())-0F1E2D3C-4B5A-6978-8796-A5B4C3D2E1F0"
        let live = temporary + "/soupchef-eval-\(getpid())-00000000-0000-0000-0000-000000000000"
        let unnamed = temporary + "/soupchef-eval-0F1E2D3C-4B5A-6978-8796-A5B4C3D2E1F0"
        for path in [dead, live, unnamed] {
            try FileManager.default.createDirectory(atPath: path + "/inside", withIntermediateDirectories: true)
        }
        let scenario = directory.root + "/short.txt"
        try "2026-01-05T12:00 order tomato\n2026-01-06T12:00 order tomato\n2026-01-07T12:00 order tomato\n".write(
            toFile: scenario, atomically: true, encoding: .utf8)
        let outcome = try await directory.spawn(["eval", scenario])
        #expect(outcome.status == 0, "\(outcome.err)")
        #expect(!FileManager.default.fileExists(atPath: dead), "a dead process's directory is left")
        #expect(FileManager.default.fileExists(atPath: live + "/inside"), "a live process's directory was removed")
        #expect(FileManager.default.fileExists(atPath: unnamed + "/inside"), "a directory without a pid was removed")
        let left = try FileManager.default.contentsOfDirectory(atPath: temporary).sorted()
        #expect(left == [live, unnamed].map { URL(fileURLWithPath: $0).lastPathComponent }.sorted(), "the eval's own directory was left")
    }

    /// SIGTERM and SIGHUP while a scenario is replayed: the directory is gone, and the process
    /// ends by the signal (143, 129 in a shell), not as if it had finished.
    @Test(arguments: ["TERM", "HUP"])
    func anInterruptedEvalRemovesItsDirectory(signal: String) throws {
        let (directory, temporary) = try Self.directory()
        let scenario = try Self.longScenario(in: directory.root)
        let script = """
            "$0" eval "$1" >/dev/null 2>&1 & pid=$!
            i=0; while [ -z "$(ls "$TMPDIR")" ] && [ $i -lt 600 ]; do sleep 0.05; i=$((i+1)); done
            sleep 0.2; kill -\(signal) $pid; wait $pid; echo "status $?"
            """
        let outcome = try Program.run(
            "/bin/sh", ["-c", script, try Program.soupchef(), scenario].map { Array($0.utf8) }, environment: directory.environment,
            killAfter: 60)
        let expected = signal == "TERM" ? 143 : 129
        #expect(outcome.out.contains("status \(expected)"), "\(outcome.out) \(outcome.err)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary).isEmpty, "the eval's directory was left")
    }

    /// On a terminal `eval` and `replay` show their progress on standard error; interrupted, they
    /// wipe the line before the signal ends them, as the end of the work would have, so the
    /// shell's prompt does not land after "Evaluating people: 412/20000 (2%)".
    @Test(arguments: [SIGTERM, SIGINT])
    func anInterruptedEvalWipesItsProgressLine(signal: Int32) throws {
        let (directory, temporary) = try Self.directory()
        let scenario = try Self.longScenario(in: directory.root)
        for arguments in [["eval", "--generate", "20000"], ["replay", scenario]] {
            let run = try TerminalRun.soupchef(arguments, environment: directory.environment, signal: signal) {
                $0.contains("Evaluating people:") || $0.contains("Replaying steps:")
            }
            #expect(run.signalled, "\(arguments): no progress line came: \(run.text)")
            #expect(run.signal == signal && run.status == nil, "\(arguments): \(run.status.map(String.init) ?? "no status")")
            let wipe: [UInt8] = Array("\r\u{1B}[K".utf8)
            #expect(run.terminal.count > wipe.count && Array(run.terminal.suffix(wipe.count)) == wipe, "\(arguments): \(run.text.debugDescription)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary).isEmpty, "the eval's directory was left")
    }
}
