import SiriSystem

/// A file of histories written as JSON, as data sets publish them (Yelp's and Amazon's reviews,
/// Goodreads' interactions: one object a line), turned into the table `EvaluationHistories`
/// reads: each object a record, its keys the header's names, in the order they first appear.
///
/// Read (`EvaluationHistories.JSONForm`): JSON lines (objects one after another, a line each or
/// not, a comma after each allowed), an array of objects, the records under one key of an object
/// (`{"reviews": […]}`), rows (an array of arrays, read as a table's rows), and pandas' `to_json`
/// forms of a table: columns (`{"user": {"0": …, "1": …}, …}`, its default), index (`{"0":
/// {"user": …}, …}`) and split (`{"columns": […], "data": [[…], …]}`, or `rows`). A value inside
/// an object is named by its path (`user.id`, which compares as `userid`); a list inside a record
/// is no column. Strings are written quoted, so that a string `"NA"` stays text; numbers as
/// written (`1588687728923` stays Unix time); `null` is an empty field. The parser is `JSONReader`.
struct JSONTable {
    typealias Form = EvaluationHistories.JSONForm

    /// A value of a record, as its table field.
    enum Field: Equatable {
        case text(String)
        case literal(String)
        case empty

        /// A string, a number or a boolean, or null; nil for an object or an array, which are
        /// no field.
        init?(_ value: JSONReader.Value) {
            switch value {
            case .text(let text): self = .text(text)
            case .literal(let text): self = .literal(text)
            case .null: self = .empty
            case .object, .array: return nil
            }
        }
    }

    var form: Form
    /// Every key, in the order it first appears.
    var names: [String]
    /// The key the records were under, for `arrayInObject`.
    var recordsKey: String?
    /// Rows without keys (`rows`): the table made of them has no header of its own.
    var headless = false
    /// The keys of lists of objects in records (an order's `items`), which are no columns: the
    /// longest first (a Foursquare API page's `response.checkins.items` before its one
    /// `notifications`), as a message names the one to give each item a record.
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
        var listLengths: [String: Int] = [:]
        func record(_ members: [JSONReader.Member], line: Int) {
            var fields = Row(line: line)
            func add(_ members: [JSONReader.Member], prefix: String) {
                for member in members {
                    let name = prefix + member.key
                    switch member.value {
                    case .object(let inner): add(inner, prefix: name + ".")
                    case .array(let elements):
                        // A list of objects (an order's items) is no column; named when nothing is read.
                        if elements.contains(where: { if case .object = $0.value { true } else { false } }) {
                            if !lists.contains(name) { lists.append(name) }
                            listLengths[name] = max(listLengths[name] ?? 0, elements.count)
                        }
                    case .text, .literal, .null: fields[column(name)] = Field(member.value) ?? .empty
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
        // The longest first; of lists as long, the first found.
        self.lists = lists.enumerated().sorted { a, b in
            let (lengthA, lengthB) = (listLengths[a.element] ?? 0, listLengths[b.element] ?? 0)
            return lengthA != lengthB ? lengthA > lengthB : a.offset < b.offset
        }.map(\.element)
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
            fields[position] = Field(element.value) ?? .empty
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
                guard let field = Field(element.value) else { return nil }
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
