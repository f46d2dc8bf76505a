/// The columns a query reads, as a type: an enum whose raw values are the columns' positions and
/// whose cases give their SQL. The SELECT list is made from the cases, and a row is read by case,
/// so a column is added as a case, never by counting positions.
///
///     enum Columns: Int32, QueryColumns {
///         case id, date
///         var sql: String { self == .id ? "o.id" : "o.date_ms" }
///     }
///     database.forEach("SELECT \(Columns.selectList) FROM orders o") { row in row.int64(Columns.date) }
public protocol QueryColumns: RawRepresentable, CaseIterable where RawValue == Int32 {
    /// The column's SQL expression in the SELECT list.
    var sql: String { get }
}

extension QueryColumns {
    /// "o.id, o.date_ms": the SELECT list, in position order. The positions must be 0, 1, 2…
    /// (A plain loop, no key path and no sort: this runs at the start of every listing, and a key
    /// path's first use is instantiated from its mangled name.)
    public static var selectList: String {
        var list = ""
        var position: Int32 = 0
        while let column = Self(rawValue: position) {
            if position > 0 { list += ", " }
            list += column.sql
            position += 1
        }
        precondition(Int(position) == allCases.count, "\(Self.self)'s positions have a gap")
        return list
    }
}

extension Row {
    public func isNull<C: QueryColumns>(_ column: C) -> Bool { isNull(column.rawValue) }
    public func int<C: QueryColumns>(_ column: C) -> Int { int(column.rawValue) }
    public func int64<C: QueryColumns>(_ column: C) -> Int64 { int64(column.rawValue) }
    public func double<C: QueryColumns>(_ column: C) -> Double { double(column.rawValue) }
    public func bool<C: QueryColumns>(_ column: C) -> Bool { bool(column.rawValue) }
    public func string<C: QueryColumns>(_ column: C) -> String { string(column.rawValue) }
    public func optionalString<C: QueryColumns>(_ column: C) -> String? { optionalString(column.rawValue) }
    public func identifier<C: QueryColumns>(_ column: C, _ name: String) throws -> String { try identifier(column.rawValue, name) }
}
