import Foundation
import TestSupport
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
                "menu", "order", "history", "donations", "suggestions", "shortcuts", "app-shortcuts", "siri", "intents", "open", "replay",
                "eval", "completions", "help",
            ])
        #expect(complete("or", harness: harness) == ["order"])
        #expect(complete("menu", "", harness: harness) == ["disable", "enable", "restock"])
        #expect(complete("help", "hi", harness: harness) == ["history"])
        #expect(complete("completions", "", harness: harness) == ["bash", "zsh", "fish"])
        #expect(complete("open", "o", harness: harness) == ["OrderSoupIntent", "orderComplete"])
        #expect(complete("intents", "options", "", harness: harness) == ["soup", "toppings", "storeLocation"])
        #expect(complete("intents", "lint", "--format", "", harness: harness) == ["text", "github"])
    }

    @Test func optionsIncludeTheCommandsOwnAndTheGlobalOnes() throws {
        let harness = try Harness()
        let options = complete("order", "tomato", "--", harness: harness)
        #expect(options.contains("--quantity") && options.contains("--topping") && options.contains("--deliver-to"))
        #expect(options.contains("--json") && options.contains("--data-dir"))
        #expect(!options.contains("--version"))
        #expect(complete("order", "tomato", "--top", harness: harness) == ["--topping"])
        // A lone "-" offers the short forms too, after the long ones; "--" only the long ones.
        let dash = complete("order", "tomato", "-", harness: harness)
        #expect(dash.contains("--quantity") && dash.suffix(3) == ["-q", "-t", "-h"], "\(dash)")
        #expect(!options.contains("-q"))
        #expect(complete("history", "-n", harness: harness) == ["-n"])
    }

    @Test func valuesComeFromTheDataDirectory() throws {
        let harness = try Harness()
        // The secret soup is never offered (issue 10.18), not even for its own prefix.
        #expect(complete("order", "", harness: harness) == ["chickenNoodleSoup", "newEnglandClamChowder", "tomatoSoup"])
        #expect(complete("order", "manh", harness: harness).isEmpty)
        #expect(complete("order", "tomato", "-t", "c", harness: harness) == ["cheese", "croutons"])
        #expect(complete("order", "tomato", "--store", "", harness: harness) == ["ferry", "civic"])
        #expect(complete("history", "show", "", harness: harness).isEmpty)
        struct Placed: Decodable {
            struct Order: Decodable { var id: String }
            var order: Order
        }
        struct Added: Decodable {
            struct VoiceShortcut: Decodable { var identifier: String }
            var voiceShortcut: VoiceShortcut
        }
        let placed = harness.run("--json", "order", "tomato")
        let id = try JSONDecoder().decode(Placed.self, from: Data(placed.out.utf8)).order.id
        #expect(complete("history", "show", "", harness: harness) == [String(id.prefix(8))])
        #expect(complete("--data-dir", "", harness: harness) == [":directory"])
        let added = harness.run("--json", "shortcuts", "add", "--order", id)
        let shortcut = try JSONDecoder().decode(Added.self, from: Data(added.out.utf8)).voiceShortcut.identifier
        #expect(complete("shortcuts", "delete", "", harness: harness) == [String(shortcut.prefix(8))])
    }

    /// The intent argument of converse and donate completes from the file named before it: a
    /// definition's intents, or App Intents metadata's actions; nothing from a file it cannot read.
    @Test func anIntentCompletesFromTheFileNamedBeforeIt() throws {
        let harness = try Harness()
        let root = AppIntentsMetadataCommandTests.root
        let radio = root + "/Tests/Fixtures/RealAppIntents/Radio/extract.actionsdata"
        #expect(complete("intents", "converse", radio, "P", harness: harness) == ["PauseRadioIntent", "PlayStreamIntent"])
        #expect(complete("intents", "donate", root + "/Data/Intents.intentdefinition", "", harness: harness) == ["OrderSoup"])
        #expect(complete("intents", "converse", root + "/Data/intents/Order.intentdefinition", "", harness: harness) == ["Order"])
        #expect(complete("intents", "converse", harness.directory + "/missing.intentdefinition", "", harness: harness) == [])
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

    /// A shell's name, and lint's format, are read in any letter case, as --color's values are.
    @Test func fixedValuesAreReadInAnyLetterCase() throws {
        let harness = try Harness()
        let upper = harness.run("completions", "BASH")
        #expect(upper.status == 0 && upper.out == harness.run("completions", "bash").out)
        let definition = IntentsCommandTests.root + "/Data/Intents.intentdefinition"
        let github = harness.run("intents", "lint", definition, "--format", "GitHub")
        #expect(github.status == 0 && github.out == harness.run("intents", "lint", definition, "--format", "github").out, "\(github.err)")
        #expect(harness.run("intents", "lint", definition, "--format", "TEXT").out == harness.run("intents", "lint", definition).out)
        #expect(harness.run("completions", "Tcsh").err.hasPrefix("Error: unknown shell 'Tcsh'"))
        let stores = harness.run("intents", "options", "storelocation")
        #expect(stores.status == 0 && stores.out == harness.run("intents", "options", "storeLocation").out, "\(stores.err)")
    }
}

/// The scripts run in real shells, against the built binary.
@Suite(.serialized) struct CompletionScriptTests {
    let harness: Harness
    let binDirectory: String

    init() throws {
        harness = try Harness()
        binDirectory = (try Program.soupchef() as NSString).deletingLastPathComponent
        harness.environment["PATH"] = binDirectory + ":/usr/bin:/bin"
    }

    func script(_ shell: String) throws -> String {
        let result = harness.run("completions", shell)
        #expect(result.status == 0)
        let path = harness.directory + "/completion." + shell
        try result.out.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// Runs a shell found on PATH (the tests that need one are enabled only when it is there).
    func shell(_ name: String, _ arguments: [String]) throws -> Harness.Result {
        let path = try #require(Program.find(name), "\(name) is not on PATH")
        return Harness.Result(try Program.run(path, arguments, environment: harness.environment))
    }

    @Test func bashCompletesCommandsOptionsAndSoups() throws {
        let path = try script("bash")
        func complete(_ words: [String]) throws -> [String] {
            let quoted = words.map { "'\($0)'" }.joined(separator: " ")
            let program =
                "source '\(path)'; COMP_WORDS=(soupchef \(quoted)); COMP_CWORD=\(words.count); _soupchef; printf '%s\\n' \"${COMPREPLY[@]}\""
            let result = try shell("bash", ["-c", program])
            #expect(result.status == 0, "\(result.err)")
            return result.out.split(separator: "\n").map(String.init)
        }
        #expect(try complete(["ord"]) == ["order"])
        #expect(try complete(["order", "tom"]) == ["tomatoSoup"])
        // Registered without `-o default`: where soupchef offers nothing (a quantity, what is
        // said to Siri), bash offers nothing rather than the files of the directory.
        let registered = try shell("bash", ["-c", "source '\(path)'; complete -p soupchef"])
        #expect(registered.out == "complete -F _soupchef soupchef\n", "\(registered.out)")
        #expect(try complete(["order", "tomato", "--topping", "r"]) == ["redPepper"])
        #expect(try complete(["menu", "dis"]) == ["disable"])
        // bash splits `--data-dir=DIR` and `--color=never` at `=`, and a time at `:`, before the
        // command as after it: the command, and the data directory's own values, still complete.
        let order = String(try harness.placeOrder("tomato").prefix(8))
        #expect(try complete(["--data-dir", "=", harness.dataDirectory, "history", "show", ""]) == [order])
        #expect(try complete(["--color", "=", "never", "or"]) == ["order"])
        // Words are read as the command will get them: quoted or escaped, a data directory is
        // the one it names, and a soup begun with a quote still completes.
        let spaced = harness.directory + "/a dir"
        let placed = harness.run(["--data-dir", spaced, "order", "chicken"])
        let spacedOrder = String(try #require(placed.outLines.first { $0.hasPrefix("Order ") }).dropFirst("Order ".count).prefix(8))
        #expect(try complete(["--data-dir", "\"\(spaced)\"", "history", "show", ""]) == [spacedOrder])
        #expect(try complete(["--data-dir", spaced.replacingOccurrences(of: " ", with: "\\ "), "history", "show", ""]) == [spacedOrder])
        #expect(try complete(["order", "\"tom"]) == ["tomatoSoup"])
        #expect(try complete(["--now", "2026-01-01T12", ":", "00", "or"]) == ["order"])
        #expect(
            CompleteCommand.rejoined(["--now", "2026-01-01T12", ":", "00", "order", "tomato", "--topping", "=", "c"]) == [
                "--now", "2026-01-01T12:00", "order", "tomato", "--topping", "=", "c",
            ])
    }

    @Test(.enabled(if: Program.find("zsh") != nil, "zsh is not installed (apt-get install zsh); it checks the zsh completion script"))
    func zshScriptParsesAndCompletes() throws {
        let path = try script("zsh")
        let placed = harness.run(["--data-dir", harness.directory + "/a dir", "order", "chicken"])
        let order = String(try #require(placed.outLines.first { $0.hasPrefix("Order ") }).dropFirst("Order ".count).prefix(8))
        let check = try shell("zsh", ["-n", path])
        #expect(check.status == 0, "\(check.err)")
        // compadd is replaced by a stand-in that prints what it would offer.
        let program = """
            compadd() { [[ $1 == -a ]] && print -l -- "${#${(P)2}} offered" ${(P)2} }
            source '\(path)'
            words=(soupchef order tomato --topping c); CURRENT=5; _soupchef
            words=(soupchef siri ''); CURRENT=3; _soupchef
            words=(soupchef --data-dir "'\(harness.directory)/a dir'" history show ''); CURRENT=6; _soupchef
            """
        let result = try shell("zsh", ["-f", "-c", program])
        #expect(result.status == 0, "\(result.err)")
        // Nothing to offer is no match at all, not one empty match (which would insert a space).
        #expect(
            result.out.split(separator: "\n") == ["2 offered", "cheese", "croutons", "0 offered", "1 offered", Substring(order)], "\(result.out)")
    }

    /// Saved as `_soupchef` in a directory of `$fpath`, zsh autoloads the file at the first TAB:
    /// its body then completes at once (the first TAB of every shell completed nothing).
    @Test(.enabled(if: Program.find("zsh") != nil, "zsh is not installed (apt-get install zsh); it checks the zsh completion script"))
    func zshScriptAutoloadedFromFpathCompletesAtTheFirstTab() throws {
        let path = try script("zsh")
        let folder = harness.directory + "/zsh-functions"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: path, toPath: folder + "/_soupchef")
        let program = """
            compadd() { [[ $1 == -a ]] && print -l -- "${#${(P)2}} offered" ${(P)2} }
            fpath=('\(folder)' $fpath); autoload -Uz _soupchef
            words=(soupchef order tomato --topping c); CURRENT=5; _soupchef
            """
        let result = try shell("zsh", ["-f", "-c", program])
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out.split(separator: "\n") == ["2 offered", "cheese", "croutons"], "\(result.out)")
    }

    @Test(.enabled(if: Program.find("fish") != nil, "fish is not installed (apt-get install fish); it checks the fish completion script"))
    func fishScriptParsesAndCompletes() throws {
        let path = try script("fish")
        let check = try shell("fish", ["--no-execute", path])
        #expect(check.status == 0, "\(check.err)")
        let result = try shell("fish", ["--no-config", "-c", "source '\(path)'; complete -C 'soupchef order tomato --topping c'"])
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out.split(separator: "\n").map { String($0.split(separator: "\t")[0]) } == ["cheese", "croutons"])
        // Commands and options come with what they do, as fish shows it beside them.
        let described = try shell("fish", ["--no-config", "-c", "source '\(path)'; complete -C 'soupchef shortcuts '"])
        #expect(described.out.contains("add\tAdd a voice shortcut for an order or for the menu"), "\(described.out)")
        // The token being typed is unescaped as the others are; files are fish's own, escaped spaces and all.
        let folder = harness.directory + "/sc dir"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try "".write(toFile: folder + "/mine.txt", atomically: true, encoding: .utf8)
        let escaped = (harness.directory + "/sc\\ dir/m").replacingOccurrences(of: "'", with: "\\'")
        let files = try shell("fish", ["--no-config", "-c", "source '\(path)'; complete -C 'soupchef replay \(escaped)'"])
        #expect(files.out.split(separator: "\n").map { String($0.split(separator: "\t")[0]) } == [folder + "/mine.txt"], "\(files.out)\(files.err)")
        let quoted = try shell("fish", ["--no-config", "-c", "source '\(path)'; complete -C 'soupchef order \\'tom'"])
        #expect(quoted.out.split(separator: "\n").map { String($0.split(separator: "\t")[0]) } == ["tomatoSoup"], "\(quoted.out)\(quoted.err)")
    }

    /// `__complete --describe` follows a command or an option with a tab and its help's first
    /// sentence; a value (a soup) has none.
    @Test func describedCandidatesCarryTheirHelp() throws {
        let harness = try Harness()
        #expect(harness.run("__complete", "--describe", "--", "me").out == "menu\tShow the menu, or change it\n")
        let options = harness.run("__complete", "--describe", "--", "order", "tomato", "--qua").out
        #expect(options == "--quantity\tHow many, 1 to 10 (default 1)\n", "\(options)")
        #expect(harness.run("__complete", "--describe", "--", "order", "tom").out == "tomatoSoup\n")
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

    /// Help fits the terminal: 80 columns when nothing says otherwise, else COLUMNS; no line is
    /// longer, so a terminal never breaks one mid-word.
    @Test(arguments: [nil, "60", "80", "132"])
    func everyCommandsHelpFitsTheWidth(_ columns: String?) throws {
        let harness = try Harness()
        if let columns { harness.environment["COLUMNS"] = columns }
        let width = columns.flatMap { Int($0) } ?? 80
        let all = Self.paths()
        #expect(all.count >= 20)
        for path in all {
            let result = harness.run(path + ["--help"])
            #expect(result.status == 0)
            #expect(result.out.hasPrefix("OVERVIEW: "))
            let long = result.out.split(separator: "\n").filter { $0.count > width }
            #expect(long.isEmpty, "soupchef \(path.joined(separator: " ")) --help at \(width): \(long)")
        }
    }
}

/// A discussion's list keeps its lines and its column; prose after it wraps as prose.
@Suite struct HelpListTests {
    @Test func listsKeepTheirLinesAndTheirColumn() throws {
        let harness = try Harness()
        harness.environment["COLUMNS"] = "80"
        let completions = harness.run("completions", "--help").out
        #expect(completions.contains("\nbash: source <(soupchef completions bash)\nzsh:  source <(soupchef completions zsh)"), "\(completions)")
        let delete = harness.run("donations", "delete", "--help").out
        #expect(delete.contains("\n  --group           INInteraction.delete(with: groupIdentifier)\n"), "\(delete)")
        #expect(
            delete.contains("\n  --id              INInteraction.delete(with: identifiers); ones nothing has\n                    are ignored"),
            "\(delete)")
        #expect(delete.contains("\nPredictions forget what is deleted at once"), "\(delete)")
    }
}

/// Completion reads the partial line with the real parser.
@Suite struct CompletionParserTests {
    func complete(_ words: String..., harness: Harness) -> [String] {
        harness.run(["__complete", "--"] + words).out.split(separator: "\n").map(String.init)
    }

    /// What the parser would refuse is not offered: an option given already (unless it repeats),
    /// a subcommand after its parent's own option.
    @Test func whatTheParserRefusesIsNotOffered() throws {
        let harness = try Harness()
        let again = complete("order", "tomato", "--quantity", "2", "--topping", "cheese", "--json", "-", harness: harness)
        #expect(!again.contains("--quantity") && !again.contains("--json"), "\(again)")
        #expect(again.contains("--topping") && again.contains("--store"), "\(again)")
        #expect(complete("menu", "--all", "", harness: harness) == [])
        #expect(harness.run("menu", "--all", "disable", "tomato").status == 64)
        #expect(complete("menu", "--json", "", harness: harness) == ["disable", "enable", "restock"])
    }

    @Test func helpCompletesSubcommandsAndIOSItsReleases() throws {
        let harness = try Harness()
        #expect(complete("help", "menu", "", harness: harness) == ["disable", "enable", "restock"])
        #expect(complete("help", "intents", "l", harness: harness) == ["lint"])
        #expect(complete("help", "menu", "disable", "", harness: harness) == [])
        #expect(complete("order", "tomato", "--ios", "1", harness: harness) == (12...19).map(String.init))
        #expect(complete("--ios", "2", harness: harness) == (20...26).map(String.init))
    }

    @Test func anOptionWithItsValueInOneWordCompletesTheValue() throws {
        let harness = try Harness()
        // zsh and fish keep "--topping=c" as one word.
        #expect(complete("order", "tomato", "--topping=c", harness: harness) == ["--topping=cheese", "--topping=croutons"])
        #expect(complete("order", "tomato", "--store=f", harness: harness) == ["--store=ferry"])
        // bash splits it at "=".
        #expect(complete("order", "tomato", "--topping", "=", "c", harness: harness) == ["cheese", "croutons"])
        #expect(complete("order", "tomato", "--topping", "=", harness: harness) == ["cheese", "redPepper", "croutons"])
        // A topping given already is not offered again.
        #expect(complete("order", "tomato", "--topping", "cheese", "--topping", "", harness: harness) == ["redPepper", "croutons"])
        #expect(complete("replay", "--verbose=", harness: harness).isEmpty)
    }

    @Test func wordsTheParserWouldRefuseDoNotLoseThePlace() throws {
        let harness = try Harness()
        #expect(complete("order", "tomato", "--bogus", "-t", "c", harness: harness) == ["cheese", "croutons"])
        #expect(complete("order", "tomato", "-q", "", harness: harness).isEmpty)
        #expect(complete("order", "tomato", "-q", "2", "--del", harness: harness) == ["--deliver-to"])
        #expect(complete("--json", "menu", "dis", harness: harness) == ["disable"])
        #expect(complete("menu", "disable", "--", "chi", harness: harness) == ["chickenNoodleSoup"])
    }

    @Test func aDataDirectoryOnTheLineIsTheOneRead() throws {
        let harness = try Harness()
        let other = harness.directory + "/other"
        let placed = harness.run("--data-dir", other, "--json", "order", "tomato")
        #expect(placed.status == 0)
        struct Placed: Decodable {
            struct Order: Decodable { var id: String }
            var order: Order
        }
        let id = try JSONDecoder().decode(Placed.self, from: Data(placed.out.utf8)).order.id
        #expect(complete("history", "show", "", harness: harness).isEmpty)
        #expect(complete("--data-dir=\(other)", "history", "show", "", harness: harness) == [String(id.prefix(8))])
        #expect(complete("--data-dir", other, "open", "orderComplete", "--order", "", harness: harness) == [String(id.prefix(8))])
    }

    @Test func sharedDeclarationsAreTheSameEverywhere() {
        let soupCommands: [any ParsableCommand.Type] = [OrderCommand.self, MenuDisableCommand.self, MenuEnableCommand.self, MenuRestockCommand.self]
        let soupArguments: [ArgumentSpec] = soupCommands.map { $0.configuration.arguments[0] }
        for argument in soupArguments {
            #expect(argument.name == "soup" && argument.help == CommonArguments.soup.spec.help && argument.completion == .soup)
        }
        let listings: [any ParsableCommand.Type] = [HistoryCommand.self, DonationsCommand.self, SuggestionsCommand.self]
        let limits: [OptionSpec] = listings.compactMap { $0.configuration.options.first { $0.name == "limit" } }
        #expect(limits.count == 3)
        #expect(limits.allSatisfy { $0.short == "n" && $0.help.hasPrefix("Show at most n ") })
    }
}

/// A command's `name` is its configuration's: the parser finds subcommands by it.
@Suite struct CommandNameTests {
    static func commands(_ command: any ParsableCommand.Type = SoupChefCommand.self) -> [any ParsableCommand.Type] {
        [command] + command.configuration.subcommands.flatMap { commands($0) }
    }

    @Test func everyCommandsNameIsItsConfigurations() {
        let all = Self.commands()
        #expect(all.count > 30)
        for command in all { #expect(command.name == command.configuration.name, "\(command)") }
    }
}

/// Help is never narrower than 40 columns, and at 40 no line of any command's help is longer:
/// a quoted phrase or a UUID in an example, or a long alternative of a usage line, comes in less
/// far instead.
@Suite struct NarrowHelpTests {
    static func paths(_ command: any ParsableCommand.Type = SoupChefCommand.self, _ path: [String] = []) -> [[String]] {
        [path]
            + command.configuration.subcommands.filter { !$0.configuration.isHidden }.flatMap {
                paths($0, path + [$0.configuration.name])
            }
    }

    @Test func atFortyColumnsNoLineOfAnyHelpIsLonger() {
        let all = Self.paths()
        #expect(all.count > 25)
        for path in all {
            for line in Help.text(for: path, width: 40).split(separator: "\n") where line.count > 40 {
                Issue.record("\(path.joined(separator: " ")): \(line.count) columns: \(line)")
            }
        }
    }
}
