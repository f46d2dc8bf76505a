import CSQLite

/// Identifiers as the stores keep them: a UUID in its canonical form (36 characters, upper-case
/// hexadecimal, as `UUID().uuidString` writes it) as its 16 bytes, any other identifier as the
/// text it is. Read back, both give the string that was stored, so nothing is lost; a million
/// orders and their donations save 40 bytes each on the row and as much on the unique index.
///
/// A column holding them is declared `BLOB` (no type affinity), so neither kind is converted.
public enum StoredIdentifier {
    /// The value to store (or to look up) for `identifier`.
    public static func value(_ identifier: String) -> SQLValue {
        if let bytes = uuidBytes(identifier) { return .blob(bytes) }
        return .text(identifier)
    }

    /// The 16 bytes of a canonical upper-case UUID string, or nil for any other text.
    public static func uuidBytes(_ text: String) -> [UInt8]? {
        guard text.utf8.count == 36 else { return nil }
        var text = text
        return text.withUTF8 { characters -> [UInt8]? in
            var bytes = [UInt8](repeating: 0, count: 16)
            var position = 0
            for index in 0..<16 {
                if position == 8 || position == 13 || position == 18 || position == 23 {
                    guard characters[position] == UInt8(ascii: "-") else { return nil }
                    position += 1
                }
                guard let high = upperHexValue(characters[position]), let low = upperHexValue(characters[position + 1]) else { return nil }
                bytes[index] = high << 4 | low
                position += 2
            }
            return bytes
        }
    }

    /// The canonical UUID string of 16 bytes.
    public static func uuidString(_ bytes: UnsafeRawBufferPointer) -> String {
        String(unsafeUninitializedCapacity: 36) { buffer in
            var out = 0
            for index in 0..<16 {
                if index == 4 || index == 6 || index == 8 || index == 10 {
                    buffer[out] = UInt8(ascii: "-")
                    out += 1
                }
                let byte = bytes[index]
                buffer[out] = hexDigits[Int(byte >> 4)]
                buffer[out + 1] = hexDigits[Int(byte & 0x0F)]
                out += 2
            }
            return out
        }
    }

    /// Every value under which an identifier typed as `text` may be stored: the text as typed,
    /// and for a UUID typed in any case its 16 bytes and its upper- and lower-case text (an older
    /// store may hold a UUID as lower-case text).
    public static func lookupValues(_ text: String) -> [SQLValue] {
        guard let bytes = uuidBytes(text.uppercased()) else { return [.text(text)] }
        var values: [SQLValue] = [.blob(bytes)]
        for form in [text, text.uppercased(), text.lowercased()] where !values.contains(.text(form)) { values.append(.text(form)) }
        return values
    }

    /// The bounds, inclusive, of the identifiers that start with `prefix`: a blob range for UUIDs
    /// (compared without case), and text ranges for identifiers stored as text — as typed (`order-0`),
    /// and in upper and lower case (a UUID an older store kept as text, in either case).
    public static func prefixRanges(_ prefix: String) -> [(low: SQLValue, high: SQLValue)] {
        let upper = prefix.uppercased()
        var ranges: [(SQLValue, SQLValue)] = []
        for form in [prefix, upper, prefix.lowercased()] where !ranges.contains(where: { $0.0 == .text(form) }) {
            ranges.append((.text(form), .text(form + "\u{10FFFF}")))
        }
        // A UUID prefix: hexadecimal digits, with dashes only where the canonical form has them.
        var digits: [UInt8] = []
        for (position, character) in upper.utf8.enumerated() {
            guard position < 36 else { return ranges }
            if position == 8 || position == 13 || position == 18 || position == 23 {
                guard character == UInt8(ascii: "-") else { return ranges }
                continue
            }
            guard let nibble = upperHexValue(character) else { return ranges }
            digits.append(nibble)
        }
        func bytes(padding: UInt8) -> [UInt8] {
            let all = digits + [UInt8](repeating: padding, count: 32 - digits.count)
            return stride(from: 0, to: 32, by: 2).map { all[$0] << 4 | all[$0 + 1] }
        }
        ranges.insert((.blob(bytes(padding: 0)), .blob(bytes(padding: 0x0F))), at: 0)
        return ranges
    }

    // MARK: Keys: the identifier indexes

    /// How many leading bytes of a 16-byte identifier its index keeps (see `keySQL`).
    public static let keyLength = 8

    /// The SQL expression that the identifier indexes are built on, for `column`: the first
    /// `keyLength` bytes of a 16-byte UUID, any other identifier (text) whole.
    ///
    /// A table keeps each identifier once, in its row; its index keeps this shorter key and the
    /// row's number, and a look-up compares the row's full identifier after the index has found
    /// the few rows with the key (a random UUID's first 8 bytes hold 60 random bits: two of a
    /// million orders share a key in about one store in two million). Identifiers kept as text
    /// are not UUIDs in canonical form (`order-0`, a lower-case UUID of an older store) and are
    /// indexed whole, so that ids that share a long beginning are still found in one step. A
    /// query uses the index only when it compares this same expression (with its column named as
    /// the query names it); the migrations that made the indexes spell it out as it was then.
    public static func keySQL(_ column: String) -> String {
        "CASE WHEN typeof(\(column)) = 'blob' THEN substr(\(column), 1, \(keyLength)) ELSE \(column) END"
    }

    /// The index key (`keySQL`) of a stored value, or of a bound of a range of them.
    public static func key(_ value: SQLValue) -> SQLValue {
        if case .blob(let bytes) = value { return .blob(Array(bytes.prefix(keyLength))) }
        return value
    }

    /// `keySQL(column) = key AND column = value`: the rows whose identifier is `value`, found
    /// through the key index. Bind `key(value)` and `value` where the text names them.
    public static func equalsSQL(_ column: String, key: String, value: String) -> String {
        "\(keySQL(column)) = \(key) AND \(column) = \(value)"
    }

    private static func upperHexValue(_ character: UInt8) -> UInt8? {
        switch character {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): character - UInt8(ascii: "0")
        case UInt8(ascii: "A")...UInt8(ascii: "F"): character - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    private static let hexDigits: [UInt8] = Array("0123456789ABCDEF".utf8)

    /// `stored_identifier(text)` in SQL, for migrations that convert a column in one statement:
    /// the blob of a canonical UUID, any other value unchanged.
    static func register(on handle: OpaquePointer?) {
        sqlite3_create_function_v2(
            handle, "stored_identifier", 1, SQLITE_UTF8 | SQLITE_DETERMINISTIC, nil,
            { context, _, arguments in
                guard let argument = arguments?[0] else { return sqlite3_result_null(context) }
                if sqlite3_value_type(argument) == SQLITE_TEXT, let text = sqlite3_value_text(argument),
                    let bytes = StoredIdentifier.uuidBytes(String(cString: text))
                {
                    bytes.withUnsafeBytes {
                        sqlite3_result_blob(context, $0.baseAddress, 16, unsafeBitCast(-1, to: sqlite3_destructor_type.self))
                    }
                } else {
                    sqlite3_result_value(context, argument)
                }
            }, nil, nil, nil)
    }
}

extension Row {
    /// A column written with `StoredIdentifier.value`, as the string it was: 16 bytes are a UUID,
    /// text is itself. Anything else (a blob of another length, a number, NULL) is no identifier
    /// soupchef wrote: an `UnreadableColumnValue` naming the column as `name` ("orders.id").
    public func identifier(_ column: Int32, _ name: String) throws -> String {
        switch sqlite3_column_type(statement, column) {
        case SQLITE_BLOB where sqlite3_column_bytes(statement, column) == 16:
            guard let bytes = sqlite3_column_blob(statement, column) else { break }
            return StoredIdentifier.uuidString(UnsafeRawBufferPointer(start: bytes, count: 16))
        case SQLITE_TEXT:
            return string(column)
        default: break
        }
        throw UnreadableColumnValue(
            place: StoredPlace(name), problem: "is \(sqlText(column)), not an identifier (text, or the 16 bytes of a UUID)")
    }
}
