import SoupChefViews

struct CompletionsCommand: ParsableCommand {
    static var readsEnvironmentSettings: Bool { false }
    static let shells = ["bash", "zsh", "fish"]
    static let shell = Argument<String>("shell", help: "bash, zsh or fish.", completion: .shell, parser: .text)

    static let name = "completions"
    static let configuration = CommandConfiguration(
        name: name, abstract: "Print a shell completion script (bash, zsh or fish).",
        discussion: """
            bash: source <(soupchef completions bash)
            zsh:  source <(soupchef completions zsh)      (after compinit)
            fish: soupchef completions fish | source

            Commands and options come from the command table; soups, toppings, stores and order ids from
            the current data directory.
            """,
        arguments: [shell])

    let shell: String

    init(_ arguments: ParsedArguments) throws {
        // Letter case aside, as --color's values are read.
        let given = try arguments[Self.shell]
        shell = given.lowercased()
        guard Self.shells.contains(shell) else {
            // Another shell's name is no misspelling of one of these: nothing to suggest.
            let otherShells: Set<String> = [
                "sh", "csh", "tcsh", "ksh", "mksh", "dash", "ash", "pwsh", "powershell", "nu", "nushell", "elvish", "xonsh", "ion", "rc",
            ]
            throw UsageError(
                "unknown shell '\(given)'; choose bash, zsh or fish"
                    + (otherShells.contains(shell)
                        ? " (soupchef has completion scripts for those three only)" : Suggest.didYouMean(shell, among: Self.shells)))
        }
    }

    func run(_ context: Context) throws -> ExitStatus {
        let script =
            switch shell {
            case "bash": CompletionScript.bash()
            case "zsh": CompletionScript.zsh()
            default: CompletionScript.fish()
            }
        if context.json {
            try context.printJSON(CompletionScriptDocument(shell: shell, script: script))
        } else {
            context.out.write(script)
        }
        return .success
    }
}

/// What the completion scripts call: prints one candidate per line for the words after "--".
struct CompleteCommand: ParsableCommand {
    static var readsEnvironmentSettings: Bool { false }
    static let words = Argument<[String]>(
        variadic: "words", help: "The words after 'soupchef', the last being completed.", parser: .text)

    static let describe = Option(flag: "describe", help: "Follow each command and option with a tab and its help (fish shows it).")

    static let name = "__complete"
    static let configuration = CommandConfiguration(
        name: name, abstract: "Print completion candidates for a partial command line (used by the scripts).",
        arguments: [words], options: [describe], isHidden: true)

    let words: [String]
    let describes: Bool

    init(_ arguments: ParsedArguments) throws {
        words = try arguments[Self.words]
        describes = arguments[Self.describe]
    }

    /// A help text as one line without tabs, cut at its first sentence's end.
    static func oneLine(_ help: String) -> String {
        let flat = help.split(whereSeparator: { $0 == "\n" || $0 == "\t" }).joined(separator: " ")
        let sentence = flat.split(separator: ". ", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? flat
        return sentence.hasSuffix(".") ? String(sentence.dropLast()) : sentence
    }

    /// The words as typed, where bash split them at `=` and `:` (its `COMP_WORDBREAKS`): an
    /// option's `--data-dir`, `=`, `DIR` is `--data-dir=DIR`, and `2026-01-01T12`, `:`, `00` is one
    /// time. The last word and the `=` just before it are left as they are: `Completer` completes
    /// the value after an `=` itself.
    static func rejoined(_ words: [String]) -> [String] {
        guard words.count > 2 else { return words }
        var joined: [String] = []
        var index = 0
        while index < words.count {
            let word = words[index]
            // Joined with the word after it unless that is the one being completed.
            if word == ":" || word == "=", index + 1 < words.count - 1, let previous = joined.last, word == ":" || previous.hasPrefix("--") {
                joined[joined.count - 1] = previous + word + words[index + 1]
                index += 2
                continue
            }
            joined.append(word)
            index += 1
        }
        return joined
    }

    func run(_ context: Context) throws -> ExitStatus {
        let words = Self.rejoined(self.words.isEmpty ? [""] : self.words)
        // A --data-dir typed on the line being completed wins over the environment.
        let typed = (try? Completer.state(before: words).global[GlobalOptions.dataDirectory]) ?? nil
        let directory = typed ?? (try? context.dataDirectory())
        let completer = Completer(words: words, values: Completer.values(in: directory))
        let candidates = completer.candidates()
        guard describes else {
            for candidate in candidates { context.out.line(candidate) }
            return .success
        }
        for (candidate, help) in completer.described(candidates) { context.out.line(candidate + (help.map { "\t" + Self.oneLine($0) } ?? "")) }
        return .success
    }
}
