import SiriSystem

/// A JSON parser that keeps what a table needs and JSON's parsers drop: the order of an object's
/// keys, a number as it is written, and the line each value starts on.
struct JSONReader {
    indirect enum Value {
        case object([Member])
        case array([Element])
        case text(String)
        case literal(String)
        case null

        /// As a message names it.
        var what: String {
            switch self {
            case .object: "an object"
            case .array: "an array"
            case .text: "a string"
            case .literal(let text): text == "true" || text == "false" ? text : "a number"
            case .null: "null"
            }
        }
    }

    struct Member {
        var key: String
        var value: Value
        var line: Int
    }

    struct Element {
        var value: Value
        var line: Int
    }

    let bytes: [UInt8]
    var offset = 0
    var line = 1
    /// How deep the value being read is in objects and arrays: a limit, so that a file of a
    /// million `[` is refused rather than read until the stack runs out.
    var depth = 0
    static let deepest = 64

    init(bytes: [UInt8]) {
        self.bytes = bytes
        // A byte order mark before the first value.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { offset = 3 }
    }

    func error(at line: Int, _ message: String) -> EvaluationHistories.ParseError {
        EvaluationHistories.ParseError(line: line, message: "the file is read as JSON, since it starts as JSON does, but " + message)
    }

    mutating func skipSpace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case 0x0A: line += 1
            case 0x20, 0x09, 0x0D: break
            default: return
            }
            offset += 1
        }
    }

    /// Skips white space and one comma after it, if there is one.
    mutating func skipComma() {
        skipSpace()
        if offset < bytes.count, bytes[offset] == UInt8(ascii: ",") { offset += 1 }
    }

    /// The first value, and the line it starts on.
    mutating func value() throws(EvaluationHistories.ParseError) -> (Value, Int) {
        skipSpace()
        let start = line
        return (try parse(), start)
    }

    /// The value after the last one read, or nil at the end of the file.
    mutating func nextValue() throws(EvaluationHistories.ParseError) -> (Value, Int)? {
        skipSpace()
        guard offset < bytes.count else { return nil }
        return try value()
    }

    private var found: String {
        guard offset < bytes.count else { return "the end of the file" }
        let byte = bytes[offset]
        return (0x21...0x7E).contains(byte) ? "“\(Character(Unicode.Scalar(byte)))”" : "the byte 0x" + String(byte, radix: 16, uppercase: true)
    }

    /// Python's dictionaries printed as text (`{'user': 'a'}`, as some data sets ship them) are
    /// the likeliest cause of a single quote where JSON has a double one.
    private var pythonHint: String {
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: "'") else { return "" }
        return " (JSON writes strings in double quotes: this looks like Python's printed dictionaries; write them out with json.dumps)"
    }

    private mutating func expect(_ byte: UInt8, _ what: String) throws(EvaluationHistories.ParseError) {
        skipSpace()
        guard offset < bytes.count, bytes[offset] == byte else { throw error(at: line, "expected \(what), found \(found)") }
        offset += 1
    }

    private mutating func parse() throws(EvaluationHistories.ParseError) -> Value {
        skipSpace()
        guard offset < bytes.count else { throw error(at: line, "expected a value, found the end of the file") }
        switch bytes[offset] {
        case UInt8(ascii: "{"):
            try deeper()
            defer { depth -= 1 }
            offset += 1
            var members: [Member] = []
            skipSpace()
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "}") {
                offset += 1
                return .object(members)
            }
            while true {
                skipSpace()
                guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else {
                    throw error(at: line, "expected a key in double quotes, found \(found)\(pythonHint)")
                }
                let key = try string()
                try expect(UInt8(ascii: ":"), "“:” after the key \"\(key)\"")
                skipSpace()
                let valueLine = line
                let value = try parse()
                // A key given twice keeps its last value, as JavaScript reads it.
                if let earlier = members.firstIndex(where: { $0.key == key }) { members.remove(at: earlier) }
                members.append(Member(key: key, value: value, line: valueLine))
                skipSpace()
                guard offset < bytes.count else { throw error(at: line, "expected “,” or “}”, found the end of the file") }
                if bytes[offset] == UInt8(ascii: ",") {
                    offset += 1
                    continue
                }
                try expect(UInt8(ascii: "}"), "“,” or “}”")
                return .object(members)
            }
        case UInt8(ascii: "["):
            try deeper()
            defer { depth -= 1 }
            offset += 1
            var elements: [Element] = []
            skipSpace()
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "]") {
                offset += 1
                return .array(elements)
            }
            while true {
                skipSpace()
                let start = line
                elements.append(Element(value: try parse(), line: start))
                skipSpace()
                guard offset < bytes.count else { throw error(at: line, "expected “,” or “]”, found the end of the file") }
                if bytes[offset] == UInt8(ascii: ",") {
                    offset += 1
                    continue
                }
                try expect(UInt8(ascii: "]"), "“,” or “]”")
                return .array(elements)
            }
        case UInt8(ascii: "\""):
            return .text(try string())
        default:
            // A number, true, false or null: as written, up to the next delimiter.
            let start = offset
            while offset < bytes.count, !Self.delimiters.contains(bytes[offset]) { offset += 1 }
            let text = String(decoding: bytes[start..<offset], as: UTF8.self)
            if text == "null" { return .null }
            if text == "true" || text == "false" || Self.isNumber(text) { return .literal(text) }
            offset = start
            throw error(at: line, "expected a value, found \(text.isEmpty ? found : "“\(text.prefix(20))”")\(pythonHint)")
        }
    }

    private mutating func deeper() throws(EvaluationHistories.ParseError) {
        depth += 1
        guard depth <= Self.deepest else { throw error(at: line, "its values are nested more than \(Self.deepest) deep") }
    }

    private static let delimiters: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D, 0x2C, 0x5D, 0x7D, 0x3A]

    /// JSON's number: `-`, digits (no leading zero), a fraction, an exponent.
    static func isNumber(_ text: String) -> Bool {
        var rest = Substring(text)
        if rest.first == "-" { rest = rest.dropFirst() }
        let whole = rest.prefix { $0.isASCII && $0.isNumber }
        guard !whole.isEmpty, whole == "0" || whole.first != "0" else { return false }
        rest = rest.dropFirst(whole.count)
        if rest.first == "." {
            let fraction = rest.dropFirst().prefix { $0.isASCII && $0.isNumber }
            guard !fraction.isEmpty else { return false }
            rest = rest.dropFirst(1 + fraction.count)
        }
        if rest.first == "e" || rest.first == "E" {
            rest = rest.dropFirst()
            if rest.first == "+" || rest.first == "-" { rest = rest.dropFirst() }
            let exponent = rest.prefix { $0.isASCII && $0.isNumber }
            guard !exponent.isEmpty else { return false }
            rest = rest.dropFirst(exponent.count)
        }
        return rest.isEmpty
    }

    /// A string at `offset` (its opening quote), its escapes read.
    private mutating func string() throws(EvaluationHistories.ParseError) -> String {
        offset += 1
        var scalars = String.UnicodeScalarView()
        var run = offset
        func flush(_ end: Int) { scalars.append(contentsOf: String(decoding: bytes[run..<end], as: UTF8.self).unicodeScalars) }
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\"") {
                flush(offset)
                offset += 1
                return String(scalars)
            }
            // A tab as it is is read, as lenient writers leave it; a line break ends no string.
            if byte < 0x20 && byte != 0x09 {
                throw error(at: line, "a string is not closed on its line (a line break in a string is written \\n)")
            }
            guard byte == UInt8(ascii: "\\") else {
                offset += 1
                continue
            }
            flush(offset)
            offset += 1
            guard offset < bytes.count else { break }
            let escaped = bytes[offset]
            offset += 1
            switch escaped {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scalars.append(Unicode.Scalar(escaped))
            case UInt8(ascii: "n"): scalars.append("\n")
            case UInt8(ascii: "t"): scalars.append("\t")
            case UInt8(ascii: "r"): scalars.append("\r")
            case UInt8(ascii: "b"): scalars.append("\u{8}")
            case UInt8(ascii: "f"): scalars.append("\u{C}")
            case UInt8(ascii: "u"):
                var unit = try hex()
                if (0xD800...0xDBFF).contains(unit), offset + 1 < bytes.count, bytes[offset] == UInt8(ascii: "\\"),
                    bytes[offset + 1] == UInt8(ascii: "u")
                {
                    offset += 2
                    let low = try hex()
                    if (0xDC00...0xDFFF).contains(low) { unit = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00) }
                }
                // A lone surrogate is no character: written as the replacement character.
                scalars.append(Unicode.Scalar(unit) ?? "\u{FFFD}")
            default:
                throw error(at: line, "'\\\(Character(Unicode.Scalar(escaped)))' is no escape JSON has")
            }
            run = offset
        }
        throw error(at: line, "a string is not closed before the end of the file")
    }

    private mutating func hex() throws(EvaluationHistories.ParseError) -> UInt32 {
        guard offset + 4 <= bytes.count, let value = UInt32(String(decoding: bytes[offset..<offset + 4], as: UTF8.self), radix: 16) else {
            throw error(at: line, "'\\u' is followed by four hexadecimal digits in JSON")
        }
        offset += 4
        return value
    }
}
