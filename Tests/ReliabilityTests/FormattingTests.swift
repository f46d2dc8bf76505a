import Foundation
import TestSupport
import Testing

/// The code is in the shape docs/architecture.md says it is: the toolchain's `swift format`,
/// with the committed `.swift-format`, has nothing to say about `Sources` and `Tests`.
@Suite struct FormattingTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `swift` on `PATH`, when its `format` subcommand runs (toolchains before 6 have none).
    static let swift: String? = Program.find("swift").flatMap { swift in
        let outcome = try? Program.run(swift, ["format", "--version"], environment: ProcessInfo.processInfo.environment)
        return outcome?.status == 0 ? swift : nil
    }

    @Test(.enabled(if: swift != nil, "no `swift format` on PATH (it ships with Swift 6 toolchains)"))
    func swiftFormatFindsNothingToChange() throws {
        let folders = ["Sources", "Tests"].map { Self.repository.appendingPathComponent($0).path }
        let outcome = try Program.run(
            try #require(Self.swift), ["format", "lint", "--strict", "--recursive"] + folders, environment: ProcessInfo.processInfo.environment)
        let warnings = outcome.err.split(separator: "\n").filter { $0.contains("warning:") || $0.contains("error:") }
        let listed = warnings.prefix(20).joined(separator: "\n")
        #expect(outcome.status == 0 && warnings.isEmpty, "`swift format format -i -r Sources Tests` puts these in shape:\n\(listed)")
    }
}
