/// Plain-text columns, two spaces apart, with chosen columns aligned right. Given a width, the
/// widest text columns are shortened (with "…") until the table fits.
///
/// Cells are stored or typed text: the table shows each with its control characters escaped
/// (`Diagnostic.escaped`), and measures it escaped, so columns stay aligned. A styled column's
/// cells carry soupchef's own colour, and the caller escapes what it puts in them.
struct Table {
    var headers: [String]
    var rows: [[String]] = []
    var rightAligned: Set<Int> = []
    /// Columns whose cells the caller styled (and escaped).
    var styledColumns: Set<Int> = []
    /// Columns never shortened to fit: values a person copies into another command.
    var wholeColumns: Set<Int> = []

    init(_ headers: [String], rightAligned: Set<Int> = [], styledColumns: Set<Int> = [], wholeColumns: Set<Int> = []) {
        self.headers = headers
        self.rightAligned = rightAligned
        self.styledColumns = styledColumns
        self.wholeColumns = wholeColumns
    }

    mutating func add(_ row: [String]) { rows.append(shown(row)) }

    func render(style: Style, width: Int? = nil) -> String {
        var widths = headers.map(\.visibleCount)
        for row in rows { widths = Self.widen(widths, for: row) }
        widths = fit(widths, to: width)
        return ([style.bold(line(headers, widths: widths))] + rows.map { line($0, widths: widths) }).joined(separator: "\n") + "\n"
    }

    /// The row as it is shown: each cell escaped, but for the styled columns.
    func shown(_ row: [String]) -> [String] {
        row.enumerated().map { styledColumns.contains($0.offset) ? $0.element : Diagnostic.escaped($0.element) }
    }

    /// The column widths needed to show `row` (as `shown` gives it) as well.
    static func widen(_ widths: [Int], for row: [String]) -> [Int] {
        zip(widths, row).map { max($0, $1.visibleCount) }
    }

    /// Narrows the widest text columns (numbers keep their width) until the table fits `width`.
    func fit(_ widths: [Int], to width: Int?) -> [Int] {
        guard let width else { return widths }
        var widths = widths
        let separators = 2 * (headers.count - 1)
        while widths.reduce(0, +) + separators > width {
            guard
                let widest = widths.indices.filter({ !rightAligned.contains($0) && !wholeColumns.contains($0) && widths[$0] > 8 })
                    .max(by: { widths[$0] < widths[$1] })
            else { break }
            widths[widest] -= 1
        }
        return widths
    }

    /// One row laid out in columns of these widths.
    func line(_ cells: [String], widths: [Int]) -> String {
        cells.enumerated().map { column, cell in laidOut(cell, column: column, widths: widths) }
            .joined(separator: "  ").trimmingTrailingSpaces()
    }

    /// One shown cell cut or padded to its column's width: `line` is these, two spaces apart,
    /// without the spaces at the end.
    func laidOut(_ cell: String, column: Int, widths: [Int]) -> String {
        let text = cell.visibleCount > widths[column] ? cell.truncated(to: widths[column]) : cell
        let pad = String(repeating: " ", count: max(0, widths[column] - text.visibleCount))
        return rightAligned.contains(column) ? pad + text : text + pad
    }
}

extension String {
    func trimmingTrailingSpaces() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }

    /// The number of characters a terminal shows, not counting ANSI colour sequences.
    var visibleCount: Int {
        // Printable ASCII (most cells of a long table): one character a byte, no escapes. Walking
        // grapheme clusters was the largest cost of a million-row table.
        let bytes = utf8
        if bytes.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return bytes.count }
        var count = 0
        var inEscape = false
        for character in self {
            if inEscape {
                if character == "m" { inEscape = false }
            } else if character == "\u{1B}" {
                inEscape = true
            } else {
                count += 1
            }
        }
        return count
    }

    /// Cut to `width` characters, ending in "…". Only for plain text.
    func truncated(to width: Int) -> String {
        guard count > width, width > 0 else { return self }
        return String(prefix(width - 1)) + "…"
    }
}
