import Foundation
import Testing

/// The built `soupchef` executable, run as a separate process.
enum BuiltBinary {
    /// Finds the executable beside the test bundle: SwiftPM builds both into the same directory
    /// (.build/<triple>/<configuration>/). On Linux the test bundle is the running executable; on
    /// macOS it is a loaded .xctest bundle.
    static func locate() throws -> URL {
        var starts: [URL] = []
        if let executable = Bundle.main.executableURL { starts.append(executable) }
        starts.append(URL(fileURLWithPath: CommandLine.arguments[0]))
        starts += Bundle.allBundles.map(\.bundleURL).filter { $0.pathExtension == "xctest" }
        var searched: [String] = []
        for start in starts {
            var directory = start.resolvingSymlinksInPath().deletingLastPathComponent()
            // Walk up out of a bundle's Contents/MacOS, but not past the build directory.
            for _ in 0..<4 {
                let candidate = directory.appendingPathComponent("soupchef")
                searched.append(directory.path)
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue,
                    FileManager.default.isExecutableFile(atPath: candidate.path)
                {
                    return candidate
                }
                directory.deleteLastPathComponent()
            }
        }
        throw LocateError(searched: searched)
    }

    struct LocateError: Error, CustomStringConvertible {
        var searched: [String]
        var description: String {
            "The soupchef executable was not found beside the test bundle (looked in: \(Set(searched).sorted().joined(separator: ", "))). "
                + "Build it with 'swift build' (swift test builds it too), then run the tests again."
        }
    }

    /// Runs the executable to the end: both streams are read completely, each on its own thread
    /// so that a full pipe never stalls the child, and only then is its exit awaited, through the
    /// termination handler.
    static func run(_ arguments: [String], environment: [String: String]) throws -> Harness.Result {
        try runProgram(locate().path, arguments, environment: environment)
    }

    /// Runs any program (a shell, a renderer) the same way.
    static func runProgram(_ path: String, _ arguments: [String], environment: [String: String]) throws -> Harness.Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.environment = environment
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        process.standardInput = FileHandle.nullDevice
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        try process.run()

        let errorText = Collected()
        let reading = DispatchGroup()
        let errorHandle = stderr.fileHandleForReading
        DispatchQueue.global().async(group: reading) {
            errorText.data = errorHandle.readDataToEndOfFile()
        }
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        reading.wait()
        exited.wait()
        return Harness.Result(
            status: process.terminationStatus, out: String(decoding: output, as: UTF8.self),
            err: String(decoding: errorText.data, as: UTF8.self))
    }

    /// Starts every command line at once, then collects each one's result, in order.
    static func runTogether(_ commands: [[String]], environment: [String: String]) throws -> [Harness.Result] {
        let binary = try locate()
        var running: [(Process, Pipe, Pipe, DispatchSemaphore)] = []
        for arguments in commands {
            let process = Process()
            process.executableURL = binary
            process.arguments = arguments
            process.environment = environment
            let (stdout, stderr) = (Pipe(), Pipe())
            process.standardOutput = stdout
            process.standardError = stderr
            process.standardInput = FileHandle.nullDevice
            let exited = DispatchSemaphore(value: 0)
            process.terminationHandler = { _ in exited.signal() }
            running.append((process, stdout, stderr, exited))
        }
        for (process, _, _, _) in running { try process.run() }
        return running.map { process, stdout, stderr, exited in
            let errorText = Collected()
            let reading = DispatchGroup()
            let errorHandle = stderr.fileHandleForReading
            DispatchQueue.global().async(group: reading) { errorText.data = errorHandle.readDataToEndOfFile() }
            let output = stdout.fileHandleForReading.readDataToEndOfFile()
            reading.wait()
            exited.wait()
            return Harness.Result(
                status: process.terminationStatus, out: String(decoding: output, as: UTF8.self),
                err: String(decoding: errorText.data, as: UTF8.self))
        }
    }

    private final class Collected: @unchecked Sendable {
        var data = Data()
    }
}

extension Harness {
    /// Runs the built executable against this harness's data directory and clock.
    func runProcess(_ arguments: String...) throws -> Result {
        try BuiltBinary.run(arguments, environment: environment)
    }
}
