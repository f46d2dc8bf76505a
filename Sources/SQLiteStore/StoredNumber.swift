import CSQLite
import TextMatching

/// A number in a column that is not one soupchef writes there: text where an integer belongs, a
/// quantity of 2^63 − 1, an infinite weight. SQLite keeps whatever it is given, so a store that is
/// a valid database may still hold one (an edit by hand, a damaged page that still parses);
/// arithmetic on it would trap or print a wrong amount. `Database.naming` turns it into an
/// `UnreadableStoredValue` naming the store.
public struct StoredNumberOutOfRange: StoredValueProblem, Equatable {
    /// Where: `StoredPlace("orders.quantity")`.
    public var place: StoredPlace
    /// What the column holds, as SQL would write it.
    public var found: String
    /// What it should be: "an integer from 1 to 10".
    public var expected: String

    public init(place: StoredPlace, found: String, expected: String) {
        self.place = place
        self.found = found
        self.expected = expected
    }

    /// `column` as `table.column`: "orders.quantity".
    public init(column: String, found: String, expected: String) {
        self.init(place: StoredPlace(column), found: found, expected: expected)
    }

    public var reason: String { "\(place) is \(found), not \(expected)" }
}

extension Row {
    /// The integer in `column`, which must be an SQL integer within `range`: any other value is a
    /// `StoredNumberOutOfRange` naming the column as `name`.
    public func int64(_ column: Int32, within range: ClosedRange<Int64>, _ name: String) throws -> Int64 {
        let value = int64(column)
        guard sqlite3_column_type(statement, column) == SQLITE_INTEGER, range.contains(value) else {
            throw StoredNumberOutOfRange(column: name, found: sqlText(column), expected: "an integer from \(range.lowerBound) to \(range.upperBound)")
        }
        return value
    }

    public func int(_ column: Int32, within range: ClosedRange<Int>, _ name: String) throws -> Int {
        Int(try int64(column, within: Int64(range.lowerBound)...Int64(range.upperBound), name))
    }

    /// The number in `column`, which must be a finite SQL real or integer within `range`.
    public func double(_ column: Int32, within range: ClosedRange<Double>, _ name: String) throws -> Double {
        let type = sqlite3_column_type(statement, column)
        let value = double(column)
        guard type == SQLITE_FLOAT || type == SQLITE_INTEGER, value.isFinite, range.contains(value) else {
            throw StoredNumberOutOfRange(
                column: name, found: sqlText(column),
                expected: "a finite number from \(Self.shown(range.lowerBound)) to \(Self.shown(range.upperBound))")
        }
        return value
    }

    /// A bound as people read it: "31.00003", not "31.000030999999996".
    static func shown(_ value: Double) -> String { cFormat("%.7g", value) }

    /// The value as SQL writes it, shortened: 9223372036854775807, 'abc', NULL, Inf.
    func sqlText(_ column: Int32) -> String {
        switch sqlite3_column_type(statement, column) {
        case SQLITE_NULL: return "NULL"
        case SQLITE_INTEGER: return String(int64(column))
        case SQLITE_FLOAT: return String(double(column))
        case SQLITE_BLOB:
            let count = sqlite3_column_bytes(statement, column)
            return "a blob of \(count) byte\(count == 1 ? "" : "s")"
        default:
            let text = string(column)
            return "'" + (text.count > 40 ? String(text.prefix(40)) + "…" : text) + "'"
        }
    }
}

extension Row {
    public func int64<C: QueryColumns>(_ column: C, within range: ClosedRange<Int64>, _ name: String) throws -> Int64 {
        try int64(column.rawValue, within: range, name)
    }
    public func int<C: QueryColumns>(_ column: C, within range: ClosedRange<Int>, _ name: String) throws -> Int {
        try int(column.rawValue, within: range, name)
    }
    public func double<C: QueryColumns>(_ column: C, within range: ClosedRange<Double>, _ name: String) throws -> Double {
        try double(column.rawValue, within: range, name)
    }
}
