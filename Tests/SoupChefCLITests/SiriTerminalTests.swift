import Foundation
import TestSupport
import Testing

/// Runs `soupchef` on a pseudo-terminal (through script(1)) and types each answer only once the
/// program has printed its "You: " prompt and is waiting, as a person would.
private func runOnTerminal(_ arguments: [String], answers: [String], environment: [String: String]) throws -> (status: Int32, output: String) {
    let binary = try Program.soupchef()
    let command = ([binary] + arguments).map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(separator: " ")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try #require(Program.find("script")))
    #if os(Linux)
    process.arguments = ["-qec", command, "/dev/null"]
    #else
    process.arguments = ["-q", "/dev/null", "/bin/sh", "-c", command]
    #endif
    process.environment = environment
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = output
    let finished = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in finished.signal() }
    try process.run()

    var seen = Data()
    var typed = 0
    while true {
        let chunk = output.fileHandleForReading.availableData
        if chunk.isEmpty { break }
        seen.append(chunk)
        let text = String(decoding: seen, as: UTF8.self)
        // The utterance line is the first "You: "; each prompt adds one, and waits at the end.
        let prompts = text.components(separatedBy: "You: ").count - 2
        if typed < answers.count, text.hasSuffix("You: "), prompts == typed + 1 {
            input.fileHandleForWriting.write(Data((answers[typed] + "\n").utf8))
            typed += 1
            if typed == answers.count { try input.fileHandleForWriting.close() }
        }
    }
    finished.wait()
    return (process.terminationStatus, String(decoding: seen, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n"))
}

@Suite struct SiriTerminalTests {
    @Test(.enabled(if: Program.find("script") != nil, "script(1) is not installed (util-linux); it gives soupchef a terminal"))
    func aPersonAnswersSiriOnATerminal() throws {
        let harness = try Harness()
        var environment = harness.environment
        environment["PATH"] = "/usr/bin:/bin"
        environment["SHELL"] = "/bin/sh"
        environment["NO_COLOR"] = "1"
        let (status, output) = try runOnTerminal(["siri", "Order Soup Chef"], answers: ["tomato", "civic", "yes"], environment: environment)
        #expect(status == 0, "\(output)")
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let spoken = lines.filter { $0.hasPrefix("Siri: ") || $0.hasPrefix("You: ") }
        // What the person typed is on the prompt's line: the terminal echoed it there.
        #expect(
            spoken == [
                "You: Order Soup Chef",
                "Siri: Which soup do you want? We have 1 special today.",
                "You: tomato",
                "Siri: Which store?",
                "You: civic",
                "Siri: Your total is $2.95. Ready to order?",
                "You: yes",
                "Siri: Your total is $2.95. Your Tomato Soup order will be ready in 10 minutes.",
            ])
        #expect(output.contains("  │ Order Confirmed"))
        let order = try #require((try harness.run("--json", "history").json()["orders"] as? [[String: Any]])?.first)
        #expect(order["soup"] as? String == "tomatoSoup")
        #expect(order["store"] as? String == "Civic Center")

        // The same words with no terminal: nobody to ask, so nothing is ordered.
        let unattended = harness.run("siri", "Order Soup Chef")
        #expect(unattended.status == 1)
        #expect(try harness.orderCount() == 1)
    }
}
