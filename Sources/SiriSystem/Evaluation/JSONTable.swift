/// A file of histories written as JSON, as data sets publish them (Yelp's and Amazon's reviews,
/// Goodreads' interactions: one object a line), turned into the table `EvaluationHistories`
/// reads: each object a record, its keys the header's names, in the order they first appear.
///
/// Read: JSON lines (objects one after another, a line each or not), an array of objects, an
/// array of arrays whose first is the names, and the two forms pandas' `to_json` writes a table
/// in, columns (`{"user": {"0": …, "1": …}, …}`, its default) and split (`{"columns": […],
/// "data": [[…], …]}`). A value inside an object is named by its path (`user.id`, which compares
/// as `userid`); a list inside a record is no column. Strings are written quoted, so that a
/// string `"NA"` stays text; numbers as written (`1588687728923` stays Unix time); `null` is an
/// empty field.
struct JSONTable {
    typealias Form = EvaluationHistories.JSONForm

    /// A value of a record, as its table field.
    enum Field: Equatable {
        case text(String)
        case literal(String)
        case empty
    }

    var form: Form
    /// Every key, in the order it first appears.
    var names: [String]
    /// The key the records were under, for `arrayInObject`.
    var recordsKey: String?
    /// Rows without keys (`rows`): the table made of them has no header of its own.
    var headless = false
    /// The keys of lists of objects in records (an order's `items`), which are no columns.
    var lists: [String] = []
    /// Each record: its fields by their key's index in `names`, and the line of the file it starts on.
    var records: [Row]

    /// A record's fields by column, as few as it needs (a million records of four keys hold four
    /// fields each, not a dictionary each).
    struct Row {
        var line: Int
        private var fields: [Field] = []

        init(line: Int) { self.line = line }

        subscript(column: Int) -> Field {
            get { column < fields.count ? fields[column] : .empty }
            set {
                if column >= fields.count { fields += repeatElement(Field.empty, count: column - fields.count + 1) }
                fields[column] = newValue
            }
        }
    }

    /// Whether `bytes` begin as JSON does: their first character other than white space (and a
    /// byte order mark) opens an object or an array.
    static func looksLikeJSON(_ bytes: [UInt8]) -> Bool {
        let first = bytes.drop { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D || $0 == 0xEF || $0 == 0xBB || $0 == 0xBF }.first
        return first == UInt8(ascii: "{") || first == UInt8(ascii: "[")
    }

    init(bytes: [UInt8]) throws(EvaluationHistories.ParseError) {
        var reader = JSONReader(bytes: bytes)
        var names: [String] = []
        var index: [String: Int] = [:]
        func column(_ name: String) -> Int {
            if let known = index[name] { return known }
            index[name] = names.count
            names.append(name)
            return names.count - 1
        }
        var records: [Row] = []
        var recordsKey: String?
        var headless = false
        var lists: [String] = []
        func record(_ members: [JSONReader.Member], line: Int) {
            var fields = Row(line: line)
            func add(_ members: [JSONReader.Member], prefix: String) {
                for member in members {
                    let name = prefix + member.key
                    switch member.value {
                    case .object(let inner): add(inner, prefix: name + ".")
                    case .array(let elements):
                        // A list of objects (an order's items) is no column; named when nothing is read.
                        if elements.contains(where: { if case .object = $0.value { true } else { false } }), !lists.contains(name) {
                            lists.append(name)
                        }
                    case .text(let text): fields[column(name)] = .text(text)
                    case .literal(let text): fields[column(name)] = .literal(text)
                    case .null: fields[column(name)] = .empty
                    }
                }
            }
            add(members, prefix: "")
            records.append(fields)
        }
        let (first, line) = try reader.value()
        var form = Form.lines
        switch first {
        case .object(let members):
            // One object alone may be a table in one of pandas' forms; objects one after another
            // are JSON lines.
            // A comma after each object (an array's elements written without its brackets, as
            // some exports write JSON lines) is read as their separator.
            reader.skipComma()
            var next = try reader.nextValue()
            if next == nil, let table = Self.split(members) {
                form = .split
                for name in table.names { _ = column(name) }
                for (line, row) in table.rows { records.append(Self.fields(row, line: line)) }
            } else if next == nil, let (key, elements) = Self.wrapped(members) {
                // The records under one key of an object, as APIs and exports wrap them
                // (`{"locations": […]}`, `{"data": […], "total": 3}`, pandas' table form).
                form = .arrayInObject
                recordsKey = key
                for element in elements {
                    if case .object(let members) = element.value { record(members, line: element.line) }
                }
            } else if next == nil, Self.isIndexed(members) {
                // pandas' index form: each member a record, under its index.
                form = .index
                for member in members {
                    if case .object(let inner) = member.value { record(inner, line: member.line) }
                }
            } else if next == nil, let table = Self.columns(members) {
                form = .columns
                for name in table.names { _ = column(name) }
                records = table.rows
            } else {
                record(members, line: line)
                while let (value, line) = next {
                    guard case .object(let members) = value else {
                        throw reader.error(at: line, "expected an object, as the file's first is, found \(value.what)")
                    }
                    record(members, line: line)
                    reader.skipComma()
                    next = try reader.nextValue()
                }
            }
        case .array(let elements):
            form = .array
            if case .array = elements.first?.value {
                // Rows of values, read as a table's rows: the first is the names when it holds
                // no date, as a table's header is.
                form = .rows
                for element in elements {
                    guard case .array(let row) = element.value else {
                        throw reader.error(at: element.line, "expected a row (an array), as the first is, found \(element.value.what)")
                    }
                    records.append(Self.fields(row, line: element.line))
                }
                let width = elements.map { if case .array(let row) = $0.value { row.count } else { 0 } }.max() ?? 0
                headless = true
                for index in 0..<width { _ = column(String(index)) }
            } else {
                for element in elements {
                    guard case .object(let members) = element.value else {
                        throw reader.error(at: element.line, "expected an object in the array, found \(element.value.what)")
                    }
                    record(members, line: element.line)
                }
            }
        default:
            throw reader.error(at: line, "expected an object or an array, found \(first.what)")
        }
        if let (extra, line) = try reader.nextValue(), form != .lines {
            throw reader.error(at: line, "expected the end of the file after the \(form == .array ? "array" : "object"), found \(extra.what)")
        }
        (self.form, self.names, self.records) = (form, names, records)
        self.recordsKey = recordsKey
        self.headless = headless
        self.lists = lists
    }

    /// The one member of an object that holds records: a non-empty array of objects, when no
    /// other member does and the object's own keys do not name a person and a date.
    private static func wrapped(_ members: [JSONReader.Member]) -> (key: String, elements: [JSONReader.Element])? {
        let arrays = members.compactMap { member -> (String, [JSONReader.Element])? in
            guard case .array(let elements) = member.value, !elements.isEmpty,
                elements.allSatisfy({ if case .object = $0.value { true } else { false } })
            else { return nil }
            return (member.key, elements)
        }
        // An object whose own keys name a person and a date is a record (an order and its items).
        let own = members.filter { if case .array = $0.value { false } else { true } }.map(\.key)
        let roles = EvaluationHistories.HeaderNames.roles(in: own)
        guard roles["person"] == nil || roles["date"] == nil else { return nil }
        return arrays.count == 1 ? arrays[0] : nil
    }

    /// pandas' index form: every member's key a row's index (digits) and its value an object,
    /// whose keys are not all digits (the columns form has the indexes inside).
    private static func isIndexed(_ members: [JSONReader.Member]) -> Bool {
        guard members.count >= 1 else { return false }
        var innerKeys = false
        for member in members {
            guard !member.key.isEmpty, member.key.allSatisfy({ $0.isASCII && $0.isNumber }), case .object(let inner) = member.value else {
                return false
            }
            if inner.contains(where: { !$0.key.allSatisfy { $0.isASCII && $0.isNumber } }) { innerKeys = true }
        }
        return innerKeys
    }

    /// A row of values, each by its position.
    private static func fields(_ row: [JSONReader.Element], line: Int) -> Row {
        var fields = Row(line: line)
        for (position, element) in row.enumerated() {
            switch element.value {
            case .text(let text): fields[position] = .text(text)
            case .literal(let text): fields[position] = .literal(text)
            default: fields[position] = .empty
            }
        }
        return fields
    }

    /// pandas' split form: `columns`, an array of names, and `data`, an array of rows.
    private static func split(_ members: [JSONReader.Member]) -> (names: [String], rows: [(Int, [JSONReader.Element])])? {
        guard case .array(let columns)? = members.first(where: { $0.key == "columns" })?.value,
            case .array(let data)? = members.first(where: { $0.key == "data" || $0.key == "rows" })?.value
        else { return nil }
        var names: [String] = []
        for element in columns {
            guard case .text(let name) = element.value else { return nil }
            names.append(name)
        }
        var rows: [(Int, [JSONReader.Element])] = []
        for element in data {
            guard case .array(let row) = element.value else { return nil }
            rows.append((element.line, row))
        }
        return (names, rows)
    }

    /// pandas' columns form: every member a column, an object of each row's value by its index
    /// (or an array of them); the rows in the order their indexes first appear.
    private static func columns(_ members: [JSONReader.Member]) -> (names: [String], rows: [Row])? {
        guard members.count >= 2 else { return nil }
        var rowIndex: [String: Int] = [:]
        var rows: [Row] = []
        for (position, member) in members.enumerated() {
            let cells: [(key: String, element: JSONReader.Element)]
            switch member.value {
            case .object(let inner): cells = inner.map { ($0.key, JSONReader.Element(value: $0.value, line: $0.line)) }
            case .array(let elements): cells = elements.enumerated().map { (String($0.offset), $0.element) }
            default: return nil
            }
            for (key, element) in cells {
                let field: Field
                switch element.value {
                case .text(let text): field = .text(text)
                case .literal(let text): field = .literal(text)
                case .null: field = .empty
                case .object, .array: return nil
                }
                if rowIndex[key] == nil {
                    rowIndex[key] = rows.count
                    rows.append(Row(line: element.line))
                }
                rows[rowIndex[key]!][position] = field
            }
        }
        return (members.map(\.key), rows)
    }

    /// The table as CSV for `EvaluationHistories`, and the line of the file each of its lines
    /// comes from (a header's too: the first record's), index 0 unused.
    func csv() -> (bytes: [UInt8], lines: [Int]) {
        var bytes: [UInt8] = []
        var lines = [0]
        func quoted(_ text: String) -> String { "\"" + text.replacingAll("\"", with: "\"\"") + "\"" }
        // Each record a line, and each line inside it (a string's line break, counted as
        // `CSVRecords` counts them: LF, CRLF or a lone CR) the same record's.
        func append(_ text: String, from line: Int) {
            lines.append(line)
            let utf8 = Array(text.utf8)
            for (index, byte) in utf8.enumerated() {
                if byte == 0x0A || (byte == 0x0D && index + 1 < utf8.count && utf8[index + 1] != 0x0A) { lines.append(line) }
            }
            bytes += utf8
            bytes.append(0x0A)
        }
        if !headless { append(names.map(quoted).joined(separator: ","), from: records.first?.line ?? 1) }
        for record in records {
            var text = ""
            for column in names.indices {
                if column > 0 { text += "," }
                switch record[column] {
                case .text(let value): text += quoted(value)
                case .literal(let value): text += value
                case .empty: break
                }
            }
            append(text, from: record.line)
        }
        return (bytes, lines)
    }
}

extension String {
    fileprivate func replacingAll(_ target: Character, with replacement: String) -> String {
        guard contains(target) else { return self }
        var result = ""
        for character in self { if character == target { result += replacement } else { result.append(character) } }
        return result
    }
}

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
