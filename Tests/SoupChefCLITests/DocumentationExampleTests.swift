import Foundation
import TestSupport
import Testing

/// Every example in README.md and docs/*.md runs as printed (docs/cli.md, "Examples in these
/// docs"): the ```console blocks of a document are run by bash, in order, in one session on a
/// fresh data directory, and each command's output is compared with the lines printed under it.
@Suite struct DocumentationExampleTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    static let documents: [String] = {
        let docs = (try? FileManager.default.contentsOfDirectory(atPath: repository + "/docs")) ?? []
        return ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    }()

    @Test(arguments: documents)
    func everyExampleRunsAsPrinted(_ document: String) throws {
        let text = try String(contentsOfFile: Self.repository + "/" + document, encoding: .utf8)
        let examples = DocumentExamples.parse(text)
        guard !examples.isEmpty else { return }
        let results = try DocumentExamples.run(examples, repository: Self.repository)
        for (example, result) in zip(examples, results) {
            let actual = result.status == 0 ? result.out : result.out + result.err
            #expect(
                DocumentExamples.matches(expected: example.expected, actual: actual),
                """
                \(document):\(example.line): $ \(example.command)   (exit \(result.status))
                --- printed
                \(example.expected.joined(separator: "\n"))
                --- ran
                \(actual)
                """)
        }
    }

    /// A transcript (a line starting "$ soupchef") outside a ```console block would not be checked.
    @Test(arguments: documents)
    func everyTranscriptIsAConsoleBlock(_ document: String) throws {
        let text = try String(contentsOfFile: Self.repository + "/" + document, encoding: .utf8)
        var fence: String?
        for (number, line) in text.components(separatedBy: "\n").enumerated() {
            if line.hasPrefix("```") {
                fence = fence == nil ? String(line.dropFirst(3)) : nil
            } else if let info = fence, info != "console", info != "sh", line.hasPrefix("$ ") {
                Issue.record("\(document):\(number + 1): a transcript in a ```\(info) block is not checked; make it ```console")
            }
        }
    }

    /// The README links every document in docs/.
    @Test func theReadmeLinksEveryDocument() throws {
        let readme = try String(contentsOfFile: Self.repository + "/README.md", encoding: .utf8)
        for document in Self.documents.dropFirst() {
            #expect(readme.contains("](\(document))"), "README.md does not link \(document)")
        }
    }

    @Test func aMissingLineOrAnExtraOneIsADifference() {
        #expect(DocumentExamples.matches(expected: ["a", "…", "d"], actual: "a\nb\nc\nd\n"))
        #expect(DocumentExamples.matches(expected: ["a", "…"], actual: "a\n"))
        #expect(DocumentExamples.matches(expected: ["Order …"], actual: "Order 85A5\n"))
        #expect(!DocumentExamples.matches(expected: ["a", "d"], actual: "a\nb\nd\n"))
        #expect(!DocumentExamples.matches(expected: ["a"], actual: "a\nb\n"))
        #expect(!DocumentExamples.matches(expected: [], actual: "a\n"))
        #expect(DocumentExamples.matches(expected: ["You: yes      ⑩ from --yes", "  …     the invoice"], actual: "You: yes\nbox\n"))
        #expect(!DocumentExamples.matches(expected: ["You: yes      ⑩ from --yes"], actual: "You: no\n"))
    }
}

/// The examples of a Markdown document, and how they are run.
enum DocumentExamples {
    struct Example {
        var line: Int
        var command: String
        var expected: [String]
    }

    static func parse(_ text: String) -> [Example] {
        var examples: [Example] = []
        var inConsole = false
        var inOther = false
        for (number, line) in text.components(separatedBy: "\n").enumerated() {
            if line.hasPrefix("```") {
                if inConsole || inOther {
                    inConsole = false
                    inOther = false
                } else if line == "```console" {
                    inConsole = true
                } else {
                    inOther = true
                }
                continue
            }
            guard inConsole else { continue }
            if line.hasPrefix("$ ") {
                var command = String(line.dropFirst(2))
                // The examples run on the build under test.
                if command.hasPrefix("swift build && ") { command = String(command.dropFirst("swift build && ".count)) }
                examples.append(Example(line: number + 1, command: command, expected: []))
            } else if !examples.isEmpty {
                examples[examples.count - 1].expected.append(line)
            }
        }
        return examples
    }

    /// A line "…" (indented or not, maybe with a note after it) stands for any number of lines; a
    /// line ending in " …" for any line starting with what comes before it. Two or more spaces and
    /// a circled number ("   ①") start a note, which is not output.
    static func matches(expected: [String], actual: String) -> Bool {
        let expected = expected.map { line -> String in
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("…") { return "…" }
            return line.replacingOccurrences(of: #"\s{2,}[①-⑳].*$"#, with: "", options: .regularExpression)
        }
        var lines = actual.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        func match(_ e: ArraySlice<String>, _ a: ArraySlice<String>) -> Bool {
            guard let first = e.first else { return a.isEmpty }
            if first.trimmingCharacters(in: .whitespaces) == "…" {
                return (a.startIndex...a.endIndex).contains { match(e.dropFirst(), a[$0...]) }
            }
            guard let line = a.first else { return false }
            let same = first.hasSuffix(" …") ? line.hasPrefix(first.dropLast()) : line == first
            return same && match(e.dropFirst(), a.dropFirst())
        }
        return match(expected[...], lines[...])
    }

    struct Result {
        var status: Int32
        var out: String
        var err: String
    }

    /// Runs the commands in one bash session: a working directory of their own (with the
    /// repository's Data, docs and Tests beside them), a fresh data directory, the clock pinned as the
    /// README pins it, UTC.
    static func run(_ examples: [Example], repository: String) throws -> [Result] {
        let temporary = try TemporaryDirectory("soupchef-docs")
        let work = temporary.file("work")
        try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
        for name in ["Data", "docs", "Tests"] {
            try FileManager.default.createSymbolicLink(atPath: work + "/" + name, withDestinationPath: repository + "/" + name)
        }
        var script = "cd '\(work)'\n"
        for (index, example) in examples.enumerated() {
            let output = temporary.file("\(index)")
            script += "{\n\(example.command)\n} > '\(output).out' 2> '\(output).err'\necho $? > '\(output).status'\n"
        }
        let bash = try #require(Program.find("bash"))
        let bin = (try Program.soupchef() as NSString).deletingLastPathComponent
        let environment = [
            "PATH": bin + ":/usr/local/bin:/usr/bin:/bin", "HOME": temporary.path, "TZ": "UTC",
            "SOUPCHEF_DATA_DIR": temporary.file("data"), "SOUPCHEF_NOW": "2026-12-07T12:00", "LANG": "C.UTF-8",
        ]
        let ran = try Program.run(bash, ["-c", script], environment: environment)
        #expect(ran.status == 0, "bash: \(ran.err)")
        return examples.indices.map { index in
            let output = temporary.file("\(index)")
            func read(_ suffix: String) -> String { (try? String(contentsOfFile: output + suffix, encoding: .utf8)) ?? "" }
            return Result(
                status: Int32(read(".status").trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1, out: read(".out"), err: read(".err"))
        }
    }
}
