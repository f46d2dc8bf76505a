/// The one place messages that can hold user or file text are made safe for the terminal:
/// `oneLine` for `Error:` lines (control characters escaped, long quoted values shortened, the
/// line capped), `escaped` for notes and warnings (control characters escaped).
enum Diagnostic {
    static let maximumQuoted = 80
    static let maximumLine = 1000

    static func oneLine(_ message: String) -> String {
        let text = escaped(String(shortenQuoted(Array(message))))
        guard text.count > maximumLine else { return text }
        let keep = maximumLine / 2
        return String(text.prefix(keep)) + " … " + String(text.suffix(keep))
    }

    /// The text with its control characters (newlines, escape sequences) written as escapes, so
    /// it stays one line and cannot drive the terminal. Nothing is shortened.
    static func escaped(_ message: String) -> String {
        var text = ""
        for scalar in message.unicodeScalars {
            switch scalar {
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            default:
                if scalar.properties.generalCategory == .control || scalar.properties.generalCategory == .format && scalar.value < 0x2000 {
                    text += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                } else {
                    text.unicodeScalars.append(scalar)
                }
            }
        }
        return text
    }

    /// Shortens the text between a pair of double quotes, or of single quotes that open after a
    /// space and close before a space, a period or the end, when it is long.
    private static func shortenQuoted(_ characters: [Character]) -> [Character] {
        var result: [Character] = []
        var index = 0
        while index < characters.count {
            let character = characters[index]
            let opensSingle = character == "'" && (index == 0 || characters[index - 1] == " ")
            if character == "\"" || opensSingle {
                var close = index + 1
                while close < characters.count {
                    if characters[close] == character {
                        if character == "\"" { break }
                        let next = close + 1 < characters.count ? characters[close + 1] : " "
                        if next == " " || next == "." || next == "," { break }
                    }
                    close += 1
                }
                if close < characters.count {
                    let inner = characters[(index + 1)..<close]
                    result.append(character)
                    if inner.count > maximumQuoted {
                        result += inner.prefix(maximumQuoted / 2)
                        result += Array("…(\(inner.count) characters)")
                    } else {
                        result += inner
                    }
                    result.append(character)
                    index = close + 1
                    continue
                }
            }
            result.append(character)
            index += 1
        }
        return result
    }
}
