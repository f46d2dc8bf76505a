import SiriSystem

/// Separated records as RFC 4180 writes them, the way spreadsheets and data tools export them:
/// a field in double quotes may hold separators, line breaks and doubled quotes (`""`), lines
/// end with LF or CRLF, a byte order mark is ignored. Unquoted fields are trimmed of spaces and
/// tabs (spaces alone when tabs separate); empty lines and lines starting with `#` are skipped.
/// The separator is a comma, a tab or a semicolon (`Separator`): CSV, TSV as many data sets
/// ship, and the semicolons of spreadsheets in locales whose decimal mark is a comma.
enum CSVRecords {
    struct Record: Equatable {
        /// The line the record starts on, from 1.
        var line: Int
        var fields: [String]
        /// Which of the first 64 fields were written in double quotes, as bits.
        var quoted: UInt64 = 0

        init(line: Int, fields: [String], quoted: UInt64 = 0) {
            (self.line, self.fields, self.quoted) = (line, fields, quoted)
        }

        func isQuoted(_ field: Int) -> Bool { field < 64 && quoted & (1 << UInt64(field)) != 0 }
    }

    enum Separator: UInt8, Sendable, CaseIterable {
        case comma = 0x2C
        case tab = 0x09
        case semicolon = 0x3B

        /// As a message names it: "a field holding a comma goes in double quotes".
        var name: String {
            switch self {
            case .comma: "comma"
            case .tab: "tab"
            case .semicolon: "semicolon"
            }
        }

        /// How many of a file's first records `of` reads to find its separator.
        static let sniffedRecords = 20

        /// The separator of a file, read from its first records (up to `sniffedRecords`, after a
        /// byte order mark, blank lines and `#` lines), as a spreadsheet's import guesses it: the
        /// one that cuts every one of them into the same number of fields, three or more (its
        /// separators counted outside double quotes). When several do, or none, the one the first
        /// record holds most often, a comma on a tie or when it holds none. So a tab-separated
        /// file whose first shortcut is "Tomato, large, hot" is still tab-separated, and a
        /// comma-separated one whose text holds semicolons still comma-separated.
        static func of(_ bytes: [UInt8]) -> Separator { guess(bytes).chosen }

        /// `of`'s choice, and every separator that cuts the first records into the same number of
        /// fields, three or more (in `allCases` order): where it is not the only one, what the
        /// fields hold may choose better (`EvaluationHistories.separator(of:codec:)`).
        static func guess(_ bytes: [UInt8]) -> (chosen: Separator, consistent: [Separator]) {
            // Lines holding none, above the first that holds one, are a preamble's (a bill's
            // account, period and notes, as JD and Meituan open theirs), not the table's.
            let read = firstRecords(bytes)
            let records = read.contains { !$0.isEmpty } ? Array(read.drop { $0.isEmpty }) : read
            guard let first = records.first else { return (.comma, []) }
            let consistent = allCases.filter { separator in
                let fields = first[separator, default: 0] + 1
                return fields >= 3 && records.allSatisfy { $0[separator, default: 0] + 1 == fields }
            }
            // The most frequent in the first record; the cases are in the order ties go.
            let candidates = consistent.isEmpty ? allCases : consistent
            var chosen = candidates[0]
            for separator in candidates.dropFirst() where first[separator, default: 0] > first[chosen, default: 0] {
                chosen = separator
            }
            return (chosen, consistent)
        }

        /// For each of the first records, how many of each separator it holds outside quotes:
        /// `sniffedRecords` of them after those that open the file holding none (up to 30).
        private static func firstRecords(_ bytes: [UInt8]) -> [[Separator: Int]] {
            var records: [[Separator: Int]] = []
            var opening = 0
            var i = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
            while i < bytes.count, records.count < sniffedRecords + opening {
                var start = i
                while start < bytes.count, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
                guard start < bytes.count else { break }
                if bytes[start] == 0x0A || bytes[start] == 0x0D || bytes[start] == UInt8(ascii: "#") {
                    i = start
                    while i < bytes.count, bytes[i] != 0x0A, bytes[i] != 0x0D { i += 1 }
                    i += 1
                    continue
                }
                // A record: count outside quotes up to its unquoted line end.
                var counts: [Separator: Int] = [:]
                var quoted = false
                i = start
                while i < bytes.count {
                    let byte = bytes[i]
                    if byte == UInt8(ascii: "\"") {
                        quoted.toggle()
                    } else if !quoted {
                        if byte == 0x0A || byte == 0x0D { break }
                        if let separator = Separator(rawValue: byte) { counts[separator, default: 0] += 1 }
                    }
                    i += 1
                }
                if records.count == opening, opening < 30, counts.isEmpty { opening += 1 }
                records.append(counts)
                i += 1
            }
            return records
        }
    }

    /// Reads the records one at a time, handing each to `each` as soon as it is read: a file of
    /// millions of orders is never held as records all at once.
    static func read(
        _ text: String, separator: Separator? = nil, each: (Record) throws(EvaluationHistories.ParseError) -> Void
    ) throws(EvaluationHistories.ParseError) {
        try read(bytes: Array(text.utf8), separator: separator, each: each)
    }

    /// The same, from the bytes of a file, which must be UTF-8 (`firstInvalidUTF8`): fields are
    /// decoded as UTF-8. The separator is the file's own (`Separator.of`) unless given.
    static func read(
        bytes: [UInt8], separator given: Separator? = nil, each: (Record) throws(EvaluationHistories.ParseError) -> Void
    ) throws(EvaluationHistories.ParseError) {
        let separator = (given ?? Separator.of(bytes)).rawValue
        var i = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var line = 1
        func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || (byte == 0x09 && separator != 0x09) }
        func isEnd(_ byte: UInt8) -> Bool { byte == 0x0A || byte == 0x0D }
        /// Moves past a line end (LF, CRLF or a lone CR) at `i`.
        func skipLineEnd() {
            if i < bytes.count, bytes[i] == 0x0D { i += 1 }
            if i < bytes.count, bytes[i] == 0x0A { i += 1 }
            line += 1
        }
        /// How many fields the line from `start` has, counted outside double quotes.
        func fieldCount(from start: Int) -> Int {
            var count = 1
            var quoted = false
            var j = start
            while j < bytes.count, quoted || !isEnd(bytes[j]) {
                if bytes[j] == UInt8(ascii: "\"") { quoted.toggle() } else if !quoted && bytes[j] == separator { count += 1 }
                j += 1
            }
            return count
        }
        // The first record's fields: a later line starting with "#" that has as many is a record
        // (a Shopify order "#1001", a person "#7"), not a comment.
        var expected: Int?
        while i < bytes.count {
            // A record's start: skip blank lines and comments.
            var start = i
            while start < bytes.count, isBlank(bytes[start]) { start += 1 }
            if start == bytes.count { break }
            if isEnd(bytes[start])
                || (bytes[start] == UInt8(ascii: "#") && !(expected.map { $0 >= 3 && fieldCount(from: start) == $0 } ?? false))
            {
                i = start
                while i < bytes.count, !isEnd(bytes[i]) { i += 1 }
                skipLineEnd()
                continue
            }
            let recordLine = line
            var fields: [String] = []
            var quotedFields: UInt64 = 0
            while true {
                while i < bytes.count, isBlank(bytes[i]) { i += 1 }
                if i < bytes.count, bytes[i] == UInt8(ascii: "\"") {
                    let opened = line
                    i += 1
                    var value: [UInt8] = []
                    var closed = false
                    while i < bytes.count {
                        let byte = bytes[i]
                        if byte == UInt8(ascii: "\"") {
                            if i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "\"") {
                                value.append(byte)
                                i += 2
                                continue
                            }
                            i += 1
                            closed = true
                            break
                        }
                        if byte == 0x0A || (byte == 0x0D && (i + 1 == bytes.count || bytes[i + 1] != 0x0A)) { line += 1 }
                        value.append(byte)
                        i += 1
                    }
                    guard closed else {
                        throw EvaluationHistories.ParseError(line: opened, message: "a field's opening double quote is never closed")
                    }
                    while i < bytes.count, isBlank(bytes[i]) { i += 1 }
                    guard i == bytes.count || isEnd(bytes[i]) || bytes[i] == separator else {
                        throw EvaluationHistories.ParseError(
                            line: line, message: "text after a field's closing double quote (a quote inside a quoted field is written \"\")")
                    }
                    if fields.count < 64 { quotedFields |= 1 << UInt64(fields.count) }
                    fields.append(String(decoding: value, as: UTF8.self))
                } else {
                    let fieldStart = i
                    while i < bytes.count, bytes[i] != separator, !isEnd(bytes[i]) { i += 1 }
                    var fieldEnd = i
                    while fieldEnd > fieldStart, isBlank(bytes[fieldEnd - 1]) { fieldEnd -= 1 }
                    fields.append(String(decoding: bytes[fieldStart..<fieldEnd], as: UTF8.self))
                }
                if i < bytes.count, bytes[i] == separator {
                    i += 1
                    continue
                }
                break
            }
            if expected == nil { expected = fields.count }
            try each(Record(line: recordLine, fields: fields, quoted: quotedFields))
            if i < bytes.count { skipLineEnd() }
        }
    }

    /// Where `bytes` stop being UTF-8: the offset of the first byte that does not begin or
    /// continue a well-formed sequence (an overlong form, a surrogate or a value past U+10FFFF
    /// included), or nil when they are all UTF-8.
    static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
        var i = 0
        while i < bytes.count {
            let lead = bytes[i]
            if lead < 0x80 {
                i += 1
                continue
            }
            // The sequence's length and the range its second byte must be in (RFC 3629).
            let length: Int
            var low: UInt8 = 0x80
            var high: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0: (length, low) = (3, 0xA0)
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: (length, high) = (3, 0x9F)
            case 0xF0: (length, low) = (4, 0x90)
            case 0xF1...0xF3: length = 4
            case 0xF4: (length, high) = (4, 0x8F)
            default: return i
            }
            guard i + 1 < bytes.count, (low...high).contains(bytes[i + 1]) else { return i }
            for next in 2..<length {
                guard i + next < bytes.count, (0x80...0xBF).contains(bytes[i + next]) else { return i }
            }
            i += length
        }
        return nil
    }

    /// `text` as a field `read` gives back unchanged: quoted when it holds a comma, a quote, a
    /// line break, starts with `#` or with or ends with a space or tab.
    static func field(_ text: String) -> String {
        let needsQuotes =
            text.utf8.contains { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "\"") || $0 == 0x0A || $0 == 0x0D }
            || text.hasPrefix("#") || text.first.map { $0 == " " || $0 == "\t" } == true
            || text.last.map { $0 == " " || $0 == "\t" } == true
        guard needsQuotes else { return text }
        var quoted = "\""
        for character in text {
            if character == "\"" { quoted += "\"\"" } else { quoted.append(character) }
        }
        return quoted + "\""
    }
}
