import Dates

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

/// The scenario language: a text file of steps, each a time and a soupchef command line, as
/// `soupchef replay` and `soupchef eval` play them. This reads and checks the text; what a step
/// does is the command line's business.
public enum ScenarioScript {
    /// Options a step may not give: the replay owns the clock and the data directory.
    public static let reservedOptions = ["--now", "--data-dir"]

    /// The file's lines, ended by LF or CRLF alike (a file saved on Windows replays as it does
    /// elsewhere). A carriage return anywhere else, or a NUL byte, is refused with its line: they
    /// are invisible in an editor, and a line they split or end early would run something else.
    public static func lines(of text: String) throws(ScenarioMistake) -> [String] {
        var lines: [String] = []
        for (index, line) in text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var line = line
            if line.last == "\r" { line.removeLast() }
            if line.contains("\r") {
                throw ScenarioMistake(
                    line: index + 1,
                    message: "a carriage return in the middle of the line; save the file with LF or CRLF line endings")
            }
            if line.contains("\0") { throw ScenarioMistake(line: index + 1, message: "a NUL byte; a scenario is text") }
            lines.append(String(String.UnicodeScalarView(line)))
        }
        return lines
    }

    /// Where a scenario's bytes first stop being UTF-8 text: the line (from 1) and the byte
    /// there that begins no well-formed sequence, or nil when they are all text. A file of
    /// thousands of steps with one byte saved in another encoding is mended at that line.
    public static func firstNonUTF8(in bytes: some Collection<UInt8>) -> (line: Int, byte: UInt8)? {
        var line = 1
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = bytes.startIndex
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                if encoded.count == 1, encoded.first == 0x0A { line += 1 }
                offset = bytes.index(offset, offsetBy: encoded.count)
            case .error:
                return (line, bytes[offset])
            case .emptyInput:
                return nil
            }
        }
    }

    /// The steps of a scenario's text, each with its line number; blank and comment lines are
    /// skipped. Times may be whole dates or `HH:MM` after the step above, never going backwards.
    /// A step may not run `forbiddenCommand` nor give an option of `reservedOptions`.
    public static func parse(
        _ text: String, dates: DateCodec, forbiddenCommand: String = "replay", reservedOptions: [String] = Self.reservedOptions
    ) throws(ScenarioMistake) -> [ScenarioStep] {
        var steps: [ScenarioStep] = []
        var previous: Date?
        for (index, raw) in try lines(of: text).enumerated() {
            let number = index + 1
            var words: [String]
            do {
                words = try split(raw)
            } catch {
                throw ScenarioMistake(line: number, message: error.message)
            }
            guard !words.isEmpty else { continue }
            let written = words.removeFirst()
            let timeText = DateCodec.withTwoDigitHour(written)
            let time: Date
            do {
                time = try dates.read(timeText, relativeTo: previous)
            } catch .notISO8601 {
                if previous == nil, dates.parse(timeText, relativeTo: Date()) != nil {
                    throw ScenarioMistake(line: number, message: "the first step needs a date as well as a time, e.g. 2026-12-07T\(timeText)")
                }
                throw ScenarioMistake(
                    line: number, message: "\"\(written)\" is not a time; start each line with an ISO 8601 time such as 2026-12-07T12:00, or HH:MM")
            } catch {
                throw ScenarioMistake(line: number, message: "\"\(written)\" \(error.reason)")
            }
            if let previous, time < previous {
                throw ScenarioMistake(
                    line: number, message: "\(dates.iso(time)) is before the step above it (\(dates.iso(previous))); times may not go backwards")
            }
            if words.first == "soupchef" { words.removeFirst() }
            guard let command = words.first else { throw ScenarioMistake(line: number, message: "a time with no command after it") }
            if dates.parse(DateCodec.withTwoDigitHour(command), relativeTo: time) != nil, command.contains(":") {
                throw ScenarioMistake(
                    line: number, message: "write the date and time as one word, e.g. \(timeText)T\(DateCodec.withTwoDigitHour(command))")
            }
            if command == forbiddenCommand {
                throw ScenarioMistake(line: number, message: "a scenario cannot replay another scenario")
            }
            // After `--` every word is an operand (`siri -- --now`), as the command reads it.
            for word in words.prefix(while: { $0 != "--" }) {
                for option in reservedOptions where word == option || word.hasPrefix(option + "=") {
                    throw ScenarioMistake(line: number, message: "\(option) is set by the replay and cannot be given in a step")
                }
            }
            steps.append(ScenarioStep(line: number, time: time, arguments: words))
            previous = time
        }
        return steps
    }

    /// Splits a line as a shell would: whitespace between words, '…' and "…" quoting, backslash
    /// escapes outside single quotes, and an unquoted word starting with # beginning a comment.
    /// Throws a `Mistake` without a line number.
    public static func split(_ line: String) throws(ScenarioMistake) -> [String] {
        var words: [String] = []
        var current = ""
        var inWord = false
        var quote: Character?
        var escaped = false
        for character in line {
            if escaped {
                current.append(character)
                escaped = false
                continue
            }
            if let open = quote {
                if character == open {
                    quote = nil
                } else if character == "\\" && open == "\"" {
                    escaped = true
                } else {
                    current.append(character)
                }
                continue
            }
            switch character {
            case " ", "\t", "\r":
                if inWord { words.append(current) }
                current = ""
                inWord = false
            case "#" where !inWord:
                return words
            case "\"", "'":
                quote = character
                inWord = true
            case "\\":
                escaped = true
                inWord = true
            default:
                current.append(character)
                inWord = true
            }
        }
        if quote != nil { throw ScenarioMistake(line: 0, message: "a quote is not closed") }
        if escaped { throw ScenarioMistake(line: 0, message: "a backslash ends the line") }
        if inWord { words.append(current) }
        return words
    }
}
