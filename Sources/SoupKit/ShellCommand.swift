import TextMatching

/// Command lines soupchef prints for a person to paste into a shell: every word quoted for the
/// POSIX shell, so that a stored or typed value (a phrase, an address, a path) is pasted as one
/// word and never runs anything. Every printed command is made here.
public enum ShellCommand {
    /// The word as the shell should read it: as it is when it holds only letters, digits and
    /// `-_./,:@+`; otherwise in single quotes, each `'` written as `'\''`.
    public static func quoted(_ word: String) -> String {
        let plain = word.allSatisfy { $0.isLetter || $0.isNumber || "-_./,:@+".contains($0) }
        return plain && !word.isEmpty ? word : "'" + word.replacing("'", with: "'\\''") + "'"
    }

    /// "soupchef" and the words, each quoted: `soupchef siri 'lunch $(touch pwned) now'`.
    public static func soupchef(_ words: [String]) -> String {
        (["soupchef"] + words.map(quoted)).concatenated(separator: " ")
    }

    /// Any other command, each word quoted: `chmod 700 '/data/my dir'`.
    public static func command(_ words: [String]) -> String {
        words.map(quoted).concatenated(separator: " ")
    }
}
