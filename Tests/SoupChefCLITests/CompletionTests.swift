import Foundation
import Testing

@testable import SoupChefCLI

@Suite struct CompletionCandidateTests {
    func complete(_ words: String..., harness: Harness) -> [String] {
        let result = harness.run(["__complete", "--"] + words)
        return result.out.split(separator: "\n").map(String.init)
    }

    @Test func commandsAndSubcommandsComeFromTheCommandTable() throws {
        let harness = try Harness()
        #expect(
            complete("", harness: harness) == [
                "menu", "order", "history", "donations", "suggestions", "shortcuts", "siri", "open", "replay", "eval", "completions", "help",
            ])
        #expect(complete("or", harness: harness) == ["order"])
        #expect(complete("menu", "", harness: harness) == ["disable", "enable", "restock"])
        #expect(complete("help", "hi", harness: harness) == ["history"])
        #expect(complete("completions", "", harness: harness) == ["bash", "zsh", "fish"])
        #expect(complete("open", "o", harness: harness) == ["OrderSoupIntent", "orderComplete"])
    }

    @Test func optionsIncludeTheCommandsOwnAndTheGlobalOnes() throws {
        let harness = try Harness()
        let options = complete("order", "tomato", "--", harness: harness)
        #expect(options.contains("--quantity") && options.contains("--topping") && options.contains("--deliver-to"))
        #expect(options.contains("--json") && options.contains("--data-dir"))
        #expect(!options.contains("--version"))
        #expect(complete("order", "tomato", "--top", harness: harness) == ["--topping"])
    }

    @Test func valuesComeFromTheDataDirectory() throws {
        let harness = try Harness()
        #expect(complete("order", "", harness: harness) == ["chickenNoodleSoup", "newEnglandClamChowder", "tomatoSoup", "manhattanClamChowder"])
        #expect(complete("order", "tomato", "-t", "c", harness: harness) == ["cheese", "croutons"])
        #expect(complete("order", "tomato", "--store", "", harness: harness) == ["ferry", "civic"])
        #expect(complete("history", "show", "", harness: harness).isEmpty)
        let placed = harness.run("--json", "order", "tomato")
        let id = try #require((placed.json()["order"] as? [String: Any])?["id"] as? String)
        #expect(complete("history", "show", "", harness: harness) == [String(id.prefix(8))])
        #expect(complete("--data-dir", "", harness: harness) == [":directory"])
        let added = try harness.run("--json", "shortcuts", "add", "--order", id).json()
        let shortcut = try #require((added["voiceShortcut"] as? [String: Any])?["identifier"] as? String)
        #expect(complete("shortcuts", "delete", "", harness: harness) == [String(shortcut.prefix(8))])
    }

    @Test func completingChangesNothingAndCreatesNoDataDirectory() throws {
        let harness = try Harness()
        _ = complete("order", "", harness: harness)
        #expect(!FileManager.default.fileExists(atPath: harness.dataDirectory))
    }

    @Test func unknownShellIsAUsageError() throws {
        let harness = try Harness()
        let result = harness.run("completions", "tcsh")
        #expect(result.status == 64)
        #expect(result.err.hasPrefix("Error: unknown shell 'tcsh'"))
    }
}

/// The scripts run in real shells, against the built binary.
@Suite(.serialized) struct CompletionScriptTests {
    let harness: Harness
    let binDirectory: String

    init() throws {
        harness = try Harness()
        binDirectory = try BuiltBinary.locate().deletingLastPathComponent().path
        harness.environment["PATH"] = binDirectory + ":/usr/bin:/bin"
    }

    func script(_ shell: String) throws -> String {
        let result = harness.run("completions", shell)
        #expect(result.status == 0)
        let path = harness.directory + "/completion." + shell
        try result.out.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    func shell(_ path: String, _ arguments: [String]) throws -> Harness.Result {
        guard FileManager.default.isExecutableFile(atPath: path) else {
            Issue.record("\(path) is missing; install it (apt-get install bash zsh fish)")
            throw CancellationError()
        }
        return try BuiltBinary.runProgram(path, arguments, environment: harness.environment)
    }

    @Test func bashCompletesCommandsOptionsAndSoups() throws {
        let path = try script("bash")
        func complete(_ words: [String]) throws -> [String] {
            let quoted = words.map { "'\($0)'" }.joined(separator: " ")
            let program =
                "source '\(path)'; COMP_WORDS=(soupchef \(quoted)); COMP_CWORD=\(words.count); _soupchef; printf '%s\\n' \"${COMPREPLY[@]}\""
            let result = try shell("/bin/bash", ["-c", program])
            #expect(result.status == 0, "\(result.err)")
            return result.out.split(separator: "\n").map(String.init)
        }
        #expect(try complete(["ord"]) == ["order"])
        #expect(try complete(["order", "tom"]) == ["tomatoSoup"])
        #expect(try complete(["order", "tomato", "--topping", "r"]) == ["redPepper"])
        #expect(try complete(["menu", "dis"]) == ["disable"])
    }

    @Test func zshScriptParsesAndCompletes() throws {
        let path = try script("zsh")
        let check = try shell("/usr/bin/zsh", ["-n", path])
        #expect(check.status == 0, "\(check.err)")
        // compadd is replaced by a stand-in that prints what it would offer.
        let program = """
            compadd() { [[ $1 == -a ]] && print -l ${(P)2} }
            source '\(path)'
            words=(soupchef order tomato --topping c); CURRENT=5; _soupchef
            """
        let result = try shell("/usr/bin/zsh", ["-f", "-c", program])
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out.split(separator: "\n") == ["cheese", "croutons"])
    }

    @Test func fishScriptParsesAndCompletes() throws {
        let path = try script("fish")
        let check = try shell("/usr/bin/fish", ["--no-execute", path])
        #expect(check.status == 0, "\(check.err)")
        let result = try shell("/usr/bin/fish", ["--no-config", "-c", "source '\(path)'; complete -C 'soupchef order tomato --topping c'"])
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out.split(separator: "\n").map { String($0.split(separator: "\t")[0]) } == ["cheese", "croutons"])
    }
}

@Suite struct HelpLayoutTests {
    /// Every command path in the table, from the same source help reads.
    static func paths(_ configuration: CommandConfiguration = SoupChefCommand.configuration, prefix: [String] = []) -> [[String]] {
        var result = [prefix]
        for sub in configuration.subcommands where !sub.configuration.isHidden {
            result += paths(sub.configuration, prefix: prefix + [sub.configuration.name])
        }
        return result
    }

    @Test func everyCommandsHelpFitsAHundredColumnsBesidesItsUsage() throws {
        let harness = try Harness()
        let all = Self.paths()
        #expect(all.count >= 20)
        for path in all {
            let result = harness.run(path + ["--help"])
            #expect(result.status == 0)
            #expect(result.out.hasPrefix("OVERVIEW: "))
            let long = result.out.split(separator: "\n").filter { line in
                line.count > Help.lineWidth && !line.hasPrefix("USAGE:") && !line.hasPrefix("       soupchef")
            }
            #expect(long.isEmpty, "soupchef \(path.joined(separator: " ")) --help: \(long)")
        }
    }
}
