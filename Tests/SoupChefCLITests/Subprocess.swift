import Foundation
import Testing

/// Runs the built `soupchef` binary as a separate process.
enum Subprocess {
    /// The `soupchef` executable next to the test bundle in the build products directory.
    static func binary() throws -> String {
        var directory = URL(fileURLWithPath: CommandLine.arguments.first ?? "").deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent("soupchef").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        let bundle = Bundle.allBundles.first { $0.bundlePath.hasSuffix(".xctest") }?.bundleURL.deletingLastPathComponent()
        if let bundle, FileManager.default.isExecutableFile(atPath: bundle.appendingPathComponent("soupchef").path) {
            return bundle.appendingPathComponent("soupchef").path
        }
        Issue.record("the soupchef binary was not found next to the tests (\(CommandLine.arguments.first ?? "?")); run 'swift build' first")
        throw CancellationError()
    }

    struct Result {
        var status: Int32
        var out: String
        var err: String
    }

    /// Runs `executable` with `arguments`, reading both streams to the end before waiting.
    static func run(_ executable: String, _ arguments: [String], environment: [String: String], input: String? = nil) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = environment
        let out = Pipe(), err = Pipe(), stdin = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = stdin
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        try process.run()
        if let input { stdin.fileHandleForWriting.write(Data(input.utf8)) }
        try? stdin.fileHandleForWriting.close()
        let errData = ErrBox()
        let reader = Thread { errData.data = err.fileHandleForReading.readDataToEndOfFile() }
        reader.start()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        while !errData.done { usleep(1000) }
        finished.wait()
        return Result(status: process.terminationStatus, out: String(decoding: outData, as: UTF8.self),
                      err: String(decoding: errData.data, as: UTF8.self))
    }

    private final class ErrBox: @unchecked Sendable {
        private let lock = NSLock()
        private var value: Data?
        var data: Data {
            get { lock.withLock { value ?? Data() } }
            set { lock.withLock { value = newValue } }
        }
        var done: Bool { lock.withLock { value != nil } }
    }
}
