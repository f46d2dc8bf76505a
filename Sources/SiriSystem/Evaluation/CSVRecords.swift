/// Comma-separated records as RFC 4180 writes them, the way spreadsheets and data tools export
/// them: a field in double quotes may hold commas, line breaks and doubled quotes (`""`), lines
/// end with LF or CRLF, a byte order mark is ignored. Unquoted fields are trimmed of spaces and
/// tabs; empty lines and lines starting with `#` are skipped.
enum CSVRecords {
    struct Record: Equatable {
        /// The line the record starts on, from 1.
        var line: Int
        var fields: [String]
    }

    /// Reads the records one at a time, handing each to `each` as soon as it is read: a file of
    /// millions of orders is never held as records all at once.
    static func read(
        _ text: String, each: (Record) throws(EvaluationHistories.ParseError) -> Void
    ) throws(EvaluationHistories.ParseError) {
        let bytes = Array(text.utf8)
        var i = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var line = 1
        func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }
        func isEnd(_ byte: UInt8) -> Bool { byte == 0x0A || byte == 0x0D }
        /// Moves past a line end (LF, CRLF or a lone CR) at `i`.
        func skipLineEnd() {
            if i < bytes.count, bytes[i] == 0x0D { i += 1 }
            if i < bytes.count, bytes[i] == 0x0A { i += 1 }
            line += 1
        }
        while i < bytes.count {
            // A record's start: skip blank lines and comments.
            var start = i
            while start < bytes.count, isBlank(bytes[start]) { start += 1 }
            if start == bytes.count { break }
            if isEnd(bytes[start]) || bytes[start] == UInt8(ascii: "#") {
                i = start
                while i < bytes.count, !isEnd(bytes[i]) { i += 1 }
                skipLineEnd()
                continue
            }
            let recordLine = line
            var fields: [String] = []
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
                    guard i == bytes.count || isEnd(bytes[i]) || bytes[i] == UInt8(ascii: ",") else {
                        throw EvaluationHistories.ParseError(
                            line: line, message: "text after a field's closing double quote (a quote inside a quoted field is written \"\")")
                    }
                    fields.append(String(decoding: value, as: UTF8.self))
                } else {
                    let fieldStart = i
                    while i < bytes.count, bytes[i] != UInt8(ascii: ","), !isEnd(bytes[i]) { i += 1 }
                    var fieldEnd = i
                    while fieldEnd > fieldStart, isBlank(bytes[fieldEnd - 1]) { fieldEnd -= 1 }
                    fields.append(String(decoding: bytes[fieldStart..<fieldEnd], as: UTF8.self))
                }
                if i < bytes.count, bytes[i] == UInt8(ascii: ",") {
                    i += 1
                    continue
                }
                break
            }
            try each(Record(line: recordLine, fields: fields))
            if i < bytes.count { skipLineEnd() }
        }
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
