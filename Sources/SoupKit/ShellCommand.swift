import TextMatching

/// Command lines soupchef prints for a person to paste into a shell: every word quoted for the
/// POSIX shell, so that a stored or typed value (a phrase, an address, a path) is pasted as one
/// word and never runs anything. Every printed command is made here.
public enum ShellCommand {
    /// The word as the shell should read it: as it is when it holds only letters, digits and
    /// `-_./,:@+`; otherwise in single quotes, each `'` written as `'\''`.
    /// A word holding a control or invisible formatting character (a newline in a path) is
    /// written `$'…'`, those characters as `\n`, `\t` or `\xHH` (bash, zsh, ksh and POSIX.1-2024 read it): in single
    /// quotes the character itself would reach the terminal, or be shown escaped and pasted as a
    /// backslash and a letter, another word.
    public static func quoted(_ word: String) -> String {
        let plain = word.allSatisfy { $0.isLetter || $0.isNumber || "-_./,:@+".contains($0) }
        if plain && !word.isEmpty { return word }
        func unseen(_ scalar: Unicode.Scalar) -> Bool { [.control, .format].contains(scalar.properties.generalCategory) }
        guard word.unicodeScalars.contains(where: unseen) else {
            return "'" + word.replacing("'", with: "'\\''") + "'"
        }
        var escaped = ""
        for scalar in word.unicodeScalars {
            switch scalar {
            case "\n": escaped += "\\n"
            case "\t": escaped += "\\t"
            case "\\": escaped += "\\\\"
            case "'": escaped += "\\'"
            case _ where unseen(scalar):
                // Two hex digits a byte: C0 and DEL as one; C1 controls and invisible formatting
                // (U+202E) as their UTF-8 bytes.
                for byte in String(scalar).utf8 {
                    let hex = String(byte, radix: 16, uppercase: true)
                    escaped += "\\x" + (hex.count == 1 ? "0" : "") + hex
                }
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return "$'" + escaped + "'"
    }

    /// The global options the running command was given that decide what a printed command acts
    /// on (`--data-dir`, `--ios`, `--now`), as words: every printed `soupchef` command carries
    /// them, so that it is pasted against the same data directory, iOS and clock.
    @TaskLocal public static var globalOptions: [String] = []

    /// The commands whose result the simulated iOS or the clock changes: what Siri hears, runs and
    /// donates, and when. The others (`menu restock`, `history clear`) carry the data directory alone.
    static let clockAndReleaseCommands: Set<String> = ["siri", "order", "open", "shortcuts", "suggestions", "donations", "app-shortcuts"]

    /// Whether the clock or the iOS release changes what the command does: the commands above,
    /// and `menu` itself, which donates the menu activity at the clock's moment (its `enable`,
    /// `disable` and `restock` do not).
    static func dependsOnClock(_ words: [String]) -> Bool {
        guard let first = words.first else { return false }
        if first == "menu" { return !["enable", "disable", "restock"].contains(words.dropFirst().first ?? "") }
        return clockAndReleaseCommands.contains(first)
    }

    /// "soupchef", the running command's global options and the words, each quoted: `soupchef
    /// --data-dir /tmp/lunch siri 'lunch $(touch pwned) now'`.
    public static func soupchef(_ words: [String]) -> String {
        var carried: [String] = []
        // A global option the words give themselves before the command (`--ios 16 app-shortcuts`)
        // is theirs, not the running one's.
        var command = words[...]
        while let first = command.first, first.hasPrefix("--"), command.count > 2 { command = command.dropFirst(2) }
        let commandWords = Array(command)
        for index in stride(from: 0, to: globalOptions.count - 1, by: 2)
        where (globalOptions[index] == "--data-dir" || dependsOnClock(commandWords)) && !words[..<command.startIndex].contains(globalOptions[index]) {
            carried += globalOptions[index...index + 1]
        }
        return (["soupchef"] + (carried + words).map(quoted)).concatenated(separator: " ")
    }

    /// An option and its value as words for `soupchef(_:)`: `--phrase=-x` when the value starts
    /// with "-", which the parser would otherwise read as an option of its own.
    public static func option(_ option: String, _ value: String) -> [String] {
        value.hasPrefix("-") ? [option + "=" + value] : [option, value]
    }

    /// The last words of a command, its operands, as words for `soupchef(_:)`: after `--` when
    /// one starts with "-" (`siri -- '-- soup'`), so that none is read as an option.
    public static func operands(_ values: [String]) -> [String] {
        values.contains { $0.hasPrefix("-") } ? ["--"] + values : values
    }

    /// Any other command, each word quoted: `chmod 700 '/data/my dir'`.
    public static func command(_ words: [String]) -> String {
        words.map(quoted).concatenated(separator: " ")
    }
}
