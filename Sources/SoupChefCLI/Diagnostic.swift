import SoupChefViews

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one place text that can hold user or file text is made safe for the terminal:
/// `oneLine` for `Error:` lines (control characters escaped, long quoted values shortened, the
/// line capped), `escaped` for notes, warnings and every stored value a view prints as text
/// (control characters escaped), `terminalSafe` for whole streams of text output (the last line
/// of defence: any control character that is not a line break, a tab or soupchef's own colour is
/// escaped). JSON is never passed through any of them: it stays exact.
enum Diagnostic {
    /// The most characters of a quoted value an error line shows; a longer one is cut, saying
    /// how long it was.
    static let maximumQuoted = 200
    static let maximumLine = 1000

    /// `text` cut to `limit` characters, ending in "…(N characters)" when it was longer: for a
    /// value shown in a report line (a replay step's command line).
    static func shortened(_ text: String, limit: Int = maximumQuoted) -> String {
        guard text.count > limit else { return text }
        return String(text.prefix(limit / 2)) + "…(\(text.count) characters)"
    }

    /// An `errno` as the end of a sentence: "no space left on device".
    static func reason(_ code: Int32) -> String {
        let text = String(cString: strerror(code))
        return text.prefix(1).lowercased() + text.dropFirst()
    }

    /// A character's code point as Unicode writes it: "U+0001", "U+FEFF".
    static func codePoint(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    /// The first control or invisible character of typed text, if any. A zero-width joiner or
    /// non-joiner (U+200D, U+200C) is refused only where it joins nothing: at either end, or next
    /// to a space or another invisible character. Between two visible characters it is part of
    /// the text: an emoji sequence (👨‍👩‍👧), a Persian or Hindi word.
    static func firstControlCharacter(in text: String) -> Unicode.Scalar? {
        let scalars = Array(text.unicodeScalars)
        for (index, scalar) in scalars.enumerated() where isUnsafe(scalar) {
            if (0x200C...0x200D).contains(scalar.value), joinsTwo(scalars, at: index) { continue }
            return scalar
        }
        return nil
    }

    /// Whether the scalar at `index` stands between two visible characters: where a zero-width
    /// joiner or non-joiner is part of the text, and shown as it is.
    static func joinsTwo(_ scalars: [Unicode.Scalar], at index: Int) -> Bool {
        func visible(_ scalar: Unicode.Scalar) -> Bool {
            !scalar.properties.isWhitespace
                && ![.control, .format, .lineSeparator, .paragraphSeparator].contains(scalar.properties.generalCategory)
        }
        return index > 0 && index + 1 < scalars.count && visible(scalars[index - 1]) && visible(scalars[index + 1])
    }

    /// Control characters, line and paragraph separators, and the format characters that reorder
    /// or hide text (bidirectional overrides and isolates, zero-width spaces and joiners).
    /// Typed text refuses the zero-width joiners too (U+200C, U+200D) where they join nothing
    /// (`firstControlCharacter`); shown text keeps them.
    static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator: return true
        case .format: return scalar.value < 0x2000 || hidesOrReorders(scalar) || (0x200C...0x200D).contains(scalar.value)
        default: return false
        }
    }

    /// Text output with every control character escaped except line feeds, tabs and the SGR
    /// colour sequences `Style` writes (ESC [ digits and semicolons m). Text without control
    /// characters (nearly all of it) is returned as it is, after one pass over its bytes.
    static func terminalSafe(_ text: String) -> String {
        let needsWork = unsafeBytes.withUnsafeBufferPointer { table in text.anyUTF8Byte { table[Int($0)] } }
        guard needsWork else { return text }
        var result = ""
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\u{1B}", let end = styleSequenceEnd(scalars, from: index) {
                result.unicodeScalars.append(contentsOf: scalars[index...end])
                index = end + 1
                continue
            }
            if scalar == "\n" || scalar == "\t" || scalar.properties.generalCategory != .control {
                result.unicodeScalars.append(scalar)
            } else {
                result += escaped(String(scalar))
            }
            index += 1
        }
        return result
    }

    /// The bytes that send `terminalSafe` the slow way: control characters but line feed and tab,
    /// DEL, and 0xC2 (the first byte of the C1 controls). One lookup a byte: a full listing's
    /// megabytes pass through here.
    private static let unsafeBytes: [Bool] = (0..<256).map { byte in
        byte < 0x20 && byte != 0x0A && byte != 0x09 || byte == 0x7F || byte == 0xC2
    }

    /// The index of the "m" that ends an SGR sequence starting at `start`, or nil.
    private static func styleSequenceEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int? {
        guard start + 2 < scalars.count, scalars[start + 1] == "[" else { return nil }
        var index = start + 2
        while index < scalars.count, index - start < 16 {
            let scalar = scalars[index]
            if scalar == "m" { return index }
            guard ("0"..."9").contains(scalar) || scalar == ";" else { return nil }
            index += 1
        }
        return nil
    }

    static func oneLine(_ message: String) -> String {
        let text = escaped(String(shortenQuoted(Array(message))))
        guard text.count > maximumLine else { return text }
        let keep = maximumLine / 2
        return String(text.prefix(keep)) + " … " + String(text.suffix(keep))
    }

    /// The text with its control characters (newlines, escape sequences) written as escapes, so
    /// it stays one line and cannot drive the terminal. Nothing is shortened.
    /// A text an author wrote on several lines (a response, a subtitle), each line escaped as
    /// `escaped` escapes it, the lines after the first indented by `indent`: shown as iOS shows it,
    /// and, indented, never taken for a line of soupchef's own. A lone "\r" is still escaped.
    static func escapedKeepingLines(_ message: String, indent: String) -> String {
        guard message.contains("\n") else { return escaped(message) }
        return message.replacing("\r\n", with: "\n").split(separator: "\n", omittingEmptySubsequences: false)
            .map { escaped(String($0)) }.joined(separator: "\n" + indent)
    }

    /// A value quoted into a message is escaped on its own first (`"\(escaped(value))"`): a
    /// joiner at its end joins nothing, though the closing quote follows it in the message.
    static func escaped(_ message: String) -> String {
        // Nearly every value is plain ASCII without control characters, or has only scalars from
        // U+2000 on (dashes, curly quotes), which are never escaped: returned as it is. A byte
        // from 0x80 to 0xBF continues a scalar whose first byte was checked; 0xC0 to 0xE1 begin
        // the scalars below U+2000, where the controls and the escaped format characters are.
        // From U+2000 on only the characters of `hidesOrReorders` are escaped (E2 80 …, E2 81 …
        // and EF BB BF), and the zero-width joiners (E2 80 8C, E2 80 8D) where they join
        // nothing, looked for by their last byte.
        var safe = true
        message.utf8.withContiguousStorageIfAvailable { bytes in safe = Self.fastPathSafe(bytes) }
            ?? { safe = Self.fastPathSafe(Array(message.utf8)) }()
        if safe { return message }
        return escapedScalarByScalar(message)
    }

    private static func fastPathSafe(_ bytes: some Collection<UInt8>) -> Bool {
        var previous: (UInt8, UInt8) = (0, 0)
        for byte in bytes {
            switch byte {
            case 0x20..<0x7F: break
            case 0x80..<0xC0:
                if previous.0 == 0xE2 && previous.1 == 0x80 && ([0x8B, 0x8C, 0x8D, 0x8E, 0x8F].contains(byte) || (0xA8...0xAE).contains(byte)) {
                    return false
                }
                if previous.0 == 0xE2 && previous.1 == 0x81 && (0xA0...0xAF).contains(byte) && byte != 0xA5 { return false }
                if previous.0 == 0xEF && previous.1 == 0xBB && byte == 0xBF { return false }
            case 0xE2...: break
            default: return false
            }
            previous = (previous.1, byte)
        }
        return true
    }

    /// What shown text must not hold raw: characters that hide (a zero-width space, a word
    /// joiner, a byte order mark) or reorder the rest of the line (bidirectional marks,
    /// overrides and isolates), and the line and paragraph separators. Not the zero-width
    /// joiners (U+200C, U+200D), which emoji sequences and many scripts need: `escaped` escapes
    /// one only where it joins nothing (`joinsTwo`), as typed text refuses it there.
    static func hidesOrReorders(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x200B, 0x200E, 0x200F, 0x2028...0x202E, 0x2060...0x2064, 0x2066...0x206F, 0xFEFF: true
        default: false
        }
    }

    /// `escaped` without its fast path: every scalar looked at (tests hold the two side by side).
    static func escapedScalarByScalar(_ message: String) -> String {
        var text = ""
        let scalars = Array(message.unicodeScalars)
        for (index, scalar) in scalars.enumerated() {
            switch scalar {
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            default:
                if scalar.properties.generalCategory == .control || scalar.properties.generalCategory == .format && scalar.value < 0x2000
                    || Self.hidesOrReorders(scalar) || (0x200C...0x200D).contains(scalar.value) && !joinsTwo(scalars, at: index)
                {
                    text += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                } else {
                    text.unicodeScalars.append(scalar)
                }
            }
        }
        return text
    }

    /// Shortens the text between a pair of double quotes ("…" or “…”), or of single quotes that
    /// open after a space and close before a space, a period or the end, when it is long.
    private static func shortenQuoted(_ characters: [Character]) -> [Character] {
        var result: [Character] = []
        var index = 0
        while index < characters.count {
            let character = characters[index]
            let opensSingle = character == "'" && (index == 0 || characters[index - 1] == " ")
            let closing: Character? =
                switch character {
                case "\"": "\""
                case "“": "”"
                case "'" where opensSingle: "'"
                default: nil
                }
            if let closing {
                var close = index + 1
                while close < characters.count {
                    if characters[close] == closing {
                        if closing != "'" { break }
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
                    result.append(closing)
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
