/// A stored value (JSON in a column: an outbox call, an intent, a menu item; a number out of the
/// range soupchef writes; an identifier that is neither text nor 16 bytes) that this soupchef
/// cannot read. It names the store it was read from, as every error about stored data does, and
/// ends as every error about a damaged store does (`DamagedStore`).
public struct UnreadableStoredValue: ClassifiedError, Equatable {
    public var path: String
    /// Where the value is and what is wrong with it, for a person: "column quantity of table
    /// orders (order 85A52762-…) is -5, not an integer from 1 to 10".
    public var reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var failureKind: FailureKind { .damagedData }

    public var description: String {
        let shown = reason.count > 300 ? String(reason.prefix(300)) + "…" : reason
        return DamagedStore.message(path, "holds data this soupchef cannot read: \(shown)")
    }
}

/// Where in a store a value lies, in words: a table, a column, and the row when it is known.
public struct StoredPlace: Equatable, Sendable, CustomStringConvertible {
    public var table: String
    public var column: String
    /// The row, as a person finds it: `order 85A52762-…`, `key "stores"`, `kind 3`.
    public var row: String?
    /// Where inside the column's JSON value, when the value is read but a part of it is not:
    /// `priceCents`.
    public var field: String?

    public init(table: String, column: String, row: String? = nil, field: String? = nil) {
        self.table = table
        self.column = column
        self.row = row
        self.field = field
    }

    /// `"orders.quantity"`: the table before the first dot, the column after it.
    public init(_ dotted: String, row: String? = nil, field: String? = nil) {
        if let dot = dotted.firstIndex(of: ".") {
            self.init(table: String(dotted[..<dot]), column: String(dotted[dotted.index(after: dot)...]), row: row, field: field)
        } else {
            self.init(table: dotted, column: "", row: row, field: field)
        }
    }

    /// "column quantity of table orders (order 85A52762-…)", "priceCents in column item_json of
    /// table order_kinds (kind 1)".
    public var description: String {
        (field.map { "\($0) in " } ?? "") + (column.isEmpty ? "table \(table)" : "column \(column) of table \(table)")
            + (row.map { " (\($0))" } ?? "")
    }
}

/// A value some column holds that this soupchef cannot read, said with its place. `Database`'s
/// queries turn it into an `UnreadableStoredValue` naming the store.
public protocol StoredValueProblem: Error {
    var place: StoredPlace { get set }
    /// "column quantity of table orders is -5, not an integer from 1 to 10".
    var reason: String { get }
}

/// A value that is not what soupchef writes in its column: JSON it cannot decode, an identifier
/// that is neither text nor a UUID's 16 bytes.
public struct UnreadableColumnValue: StoredValueProblem, Equatable {
    public var place: StoredPlace
    /// What is wrong, following the place: "is not valid JSON: …".
    public var problem: String

    public init(place: StoredPlace, problem: String) {
        self.place = place
        self.problem = problem
    }

    /// A decoder's failure on the JSON at `place`, in words (`UnreadableStoredValue.summary`).
    public init(place: StoredPlace, _ error: DecodingError) {
        self.init(place: place, problem: UnreadableStoredValue.summary(of: error))
    }

    public var reason: String { "\(place) \(problem)" }
}

extension StoredPlace {
    /// Runs `body`, giving a value problem it throws without a row this one (`order 85A5…`): the
    /// row is known where the rows are read, the column where each value is.
    @inline(__always)
    public static func row<T>(_ row: @autoclosure () -> String, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch var error as StoredValueProblem where error.place.row == nil {
            error.place.row = row()
            throw error
        }
    }
}

extension Database {
    /// Runs `map` on a row; a value it cannot read becomes an error naming this store.
    @inline(__always)
    func naming<T>(_ map: () throws -> T) throws -> T {
        do {
            return try map()
        } catch let error as DecodingError {
            throw UnreadableStoredValue(path: path, reason: "a stored value " + UnreadableStoredValue.summary(of: error))
        } catch let error as StoredValueProblem {
            throw UnreadableStoredValue(path: path, reason: error.reason)
        }
    }

}

extension UnreadableStoredValue {
    /// What a decoder found, for a person, to follow the value's place: what is wrong and where in
    /// the value, without the decoder's own type names or its "debug description".
    public static func summary(of error: DecodingError) -> String {
        func place(_ path: [any CodingKey]) -> String {
            path.isEmpty ? "" : " at " + path.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
        }
        func sentence(_ text: String) -> String {
            let text = text.hasSuffix(".") ? String(text.dropLast()) : text
            return (text.first.map { $0.lowercased() } ?? "") + text.dropFirst()
        }
        switch error {
        case .typeMismatch(_, let context):
            // "Expected to decode a string but found a number instead.", as the decoders say it.
            let words = context.debugDescription
            let lead = "Expected to decode "
            if words.hasPrefix(lead), let found = words.firstRange(of: " but found ") {
                let wanted = words[words.index(words.startIndex, offsetBy: lead.count)..<found.lowerBound]
                var held = String(words[found.upperBound...])
                if held.hasSuffix(" instead.") { held.removeLast(" instead.".count) }
                return "holds \(held) where \(wanted) belongs\(place(context.codingPath))"
            }
            return "holds the wrong kind of value\(place(context.codingPath)) (\(sentence(words)))"
        case .valueNotFound(_, let context):
            return "holds null where a value belongs\(place(context.codingPath))"
        case .keyNotFound(let key, let context):
            return "lacks the \"\(key.stringValue)\" field soupchef writes in it\(place(context.codingPath))"
        case .dataCorrupted(let context):
            let invalid = "The given data was not valid JSON: "
            if context.debugDescription.hasPrefix(invalid) {
                return "is not valid JSON: " + sentence(String(context.debugDescription.dropFirst(invalid.count)))
            }
            return "holds a value soupchef cannot use\(place(context.codingPath)) (\(sentence(context.debugDescription)))"
        @unknown default: return "holds a value soupchef cannot use"
        }
    }
}
