import SoupChefViews
import TextMatching

/// Plain-text columns, two spaces apart, with chosen columns aligned right. Given a width, the
/// table fits it by priority (docs/cli.md, "Output conventions"): columns are kept, most important
/// first, while they fit with their text shortened to a floor; the rest are left out, and a last
/// line names them; then the widest text columns are shortened (with "…") until the line fits. Dates with their time, identifiers
/// and numbers are never shortened; a line is never longer than the width, unless a single
/// column that may not be cut is wider than it.
///
/// Cells are stored or typed text: the table shows each with its control characters escaped
/// (`Diagnostic.escaped`), and measures it escaped, so columns stay aligned. A styled column's
/// cells carry soupchef's own colour, and the caller escapes what it puts in them.
struct Table {
    var headers: [String]
    var rows: [[String]] = []
    var rightAligned: ColumnSet = []
    /// Columns whose cells the caller styled (and escaped).
    var styledColumns: ColumnSet = []
    /// Columns never shortened to fit: values a person copies into another command. Columns of
    /// dates, identifiers or numbers are found from their cells and kept whole as well.
    var wholeColumns: ColumnSet = []
    /// The columns in the order they are kept when not all fit, most important first; columns
    /// not named come after, left to right. Empty: left to right.
    var priority: [Int] = []

    /// The width a column left out has in `fit`'s answer.
    static let hidden = -1
    /// The fewest characters a shortened text column keeps.
    static let floor = 8

    init(
        _ headers: [String], rightAligned: ColumnSet = [], styledColumns: ColumnSet = [], wholeColumns: ColumnSet = [],
        priority: [Int] = []
    ) {
        self.headers = headers
        self.rightAligned = rightAligned
        self.styledColumns = styledColumns
        self.wholeColumns = wholeColumns
        self.priority = priority
    }

    mutating func add(_ row: [String]) { rows.append(shown(row)) }

    func render(style: Style, width: Int? = nil) -> String {
        let (table, widths) = fitted(to: width)
        return table.lines(widths, style: style).concatenated(separator: "\n") + "\n" + leftOutNote(widths, width: width, style: style)
    }

    /// The header's line, then a line a row: `render` without the note of the columns left out,
    /// and without joining the lines only to split them again.
    func lines(style: Style, width: Int? = nil) -> [String] {
        let (table, widths) = fitted(to: width)
        return table.lines(widths, style: style)
    }

    /// The table with the columns its cells keep whole, and the widths that fit `width`.
    private func fitted(to width: Int?) -> (table: Table, widths: [Int]) {
        var widths = headers.map(\.visibleCount)
        for row in rows { widths = Self.widen(widths, for: row) }
        var table = self
        table.wholeColumns.formUnion(Self.wholeByContent(rows))
        return (table, table.fit(widths, to: width))
    }

    private func lines(_ widths: [Int], style: Style) -> [String] {
        [style.bold(line(headers, widths: widths))] + rows.map { line($0, widths: widths) }
    }

    /// The note `render` ends with, for a table printed line by line (`lines`).
    func leftOutNote(style: Style, width: Int?) -> String { leftOutNote(fitted(to: width).widths, width: width, style: style) }

    /// The last line of a table that left columns out, naming them; empty when none was.
    func leftOutNote(_ widths: [Int], width: Int?, style: Style) -> String {
        let left = widths.indices.filter { widths[$0] == Self.hidden }.map { headers[$0] }.filter { !$0.isEmpty }
        guard !left.isEmpty, let width else { return "" }
        let note = "(Not shown, to fit \(width) columns: \(left.joined(separator: ", ")); --json shows everything.)"
        return Help.wrap(note, width: max(1, width)).map { style.dim($0) + "\n" }.joined()
    }

    /// The row as it is shown: each cell escaped, but for the styled columns.
    func shown(_ row: [String]) -> [String] {
        row.enumerated().map { styledColumns.contains($0.offset) ? $0.element : Diagnostic.escaped($0.element) }
    }

    /// The column widths needed to show `row` (as `shown` gives it) as well.
    static func widen(_ widths: [Int], for row: [String]) -> [Int] {
        zip(widths, row).map { max($0, $1.visibleCount) }
    }

    /// Columns whose every cell is a date and time, an identifier, or a number ("-" aside).
    static func wholeByContent(_ rows: [[String]]) -> ColumnSet {
        guard let first = rows.first else { return [] }
        return ColumnSet(
            first.indices.filter { column in
                var seen = false
                for row in rows where column < row.count && row[column] != "-" && !row[column].isEmpty {
                    guard isUncuttable(row[column]) else { return false }
                    seen = true
                }
                return seen
            })
    }

    /// "2026-12-07 12:00", "85A52762", "85A52762-2875-48F8-AA83-8937A283C062", "$2.95", "15", "9.027".
    static func isUncuttable(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        if bytes.count >= 16, bytes.count <= 26, bytes[4] == UInt8(ascii: "-"), bytes[10] == UInt8(ascii: " "),
            bytes[13] == UInt8(ascii: ":"), bytes[0..<4].allSatisfy({ $0 >= 0x30 && $0 <= 0x39 })
        {
            return true
        }
        let hex = bytes.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || ($0 >= 0x41 && $0 <= 0x46) || ($0 >= 0x61 && $0 <= 0x66) || $0 == 0x2D }
        if hex, bytes.count == 8 || bytes.count == 36 { return true }
        return bytes.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "$") || $0 == UInt8(ascii: ",") }
            && !bytes.isEmpty
    }

    /// The widths that fit `width`. Columns are taken by priority while they fit, each text column
    /// counted at `floor` characters (and left out, `hidden`, when even that does not fit); then the
    /// widest text columns are shortened until the line fits. The first column by priority is
    /// always shown.
    func fit(_ widths: [Int], to width: Int?) -> [Int] {
        guard let width else { return widths }
        func cuttable(_ column: Int) -> Bool { !rightAligned.contains(column) && !wholeColumns.contains(column) }
        func least(_ column: Int) -> Int { cuttable(column) ? min(widths[column], Self.floor) : widths[column] }
        let order = priority.filter { $0 < widths.count } + widths.indices.filter { !priority.contains($0) }
        var kept: ColumnSet = []
        var used = -2
        for column in order where kept.isEmpty || used + 2 + least(column) <= width {
            kept.insert(column)
            used += 2 + least(column)
        }
        var fitted = widths.indices.map { kept.contains($0) ? widths[$0] : Self.hidden }
        func total() -> Int { kept.reduce(0) { $0 + fitted[$1] } + 2 * (kept.count - 1) }
        while total() > width {
            guard
                let widest = kept.filter({ cuttable($0) && fitted[$0] > Self.floor }).max(by: {
                    (fitted[$0], $1) < (fitted[$1], $0)
                })
            else { break }
            fitted[widest] -= 1
        }
        return fitted
    }

    /// One row laid out in columns of these widths (columns left out are skipped).
    func line(_ cells: [String], widths: [Int]) -> String {
        // A plain loop: the lazy filter and map of an enumerated array were generic types whose
        // first use asked the runtime to check their requirements (a scan of every conformance
        // record, about 0.2 M instructions for the first table a command prints).
        var text = ""
        var first = true
        for column in cells.indices where widths[column] != Self.hidden {
            if !first { text += "  " }
            first = false
            appendLaidOut(cells[column], column: column, widths: widths, to: &text)
        }
        return text.trimmingTrailingSpaces()
    }

    /// One shown cell cut or padded to its column's width: `line` is these, two spaces apart,
    /// without the spaces at the end.
    func laidOut(_ cell: String, column: Int, widths: [Int]) -> String {
        var text = ""
        appendLaidOut(cell, column: column, widths: widths, to: &text)
        return text
    }

    /// `laidOut`, appended to `text` (no padding string made, each cell measured once).
    func appendLaidOut(_ cell: String, column: Int, widths: [Int], to text: inout String) {
        let width = widths[column]
        guard width != Self.hidden else { return }
        let count = cell.visibleCount
        let shown = count > width ? cell.truncated(to: width) : cell
        let padding = max(0, width - (count > width ? shown.visibleCount : count))
        let right = rightAligned.contains(column)
        if right { for _ in 0..<padding { text += " " } }
        text += shown
        if !right { for _ in 0..<padding { text += " " } }
    }

    /// Whether `fit` left a column out (streaming listings then lay rows out the table's own way).
    static func leftOut(_ widths: [Int]) -> Bool { widths.contains(hidden) }
}

extension String {
    func trimmingTrailingSpaces() -> String {
        // A space after an ASCII byte (or at the start) is a character of its own: those are cut
        // byte by byte; whatever is left goes character by character.
        let bytes = utf8
        var end = bytes.endIndex
        while end > bytes.startIndex {
            let last = bytes.index(before: end)
            guard bytes[last] == UInt8(ascii: " ") else { break }
            if last > bytes.startIndex, bytes[bytes.index(before: last)] >= 0x80 { break }
            end = last
        }
        var text = end == bytes.endIndex ? self : String(self[..<end])
        while text.last == " " { text.removeLast() }
        return text
    }

    /// The number of characters a terminal shows, not counting ANSI colour sequences.
    var visibleCount: Int {
        // Printable ASCII (most cells of a long table): one character a byte, no escapes. Walking
        // grapheme clusters was the largest cost of a million-row table.
        let bytes = utf8
        if bytes.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return bytes.count }
        if let count = Self.punctuatedCount(bytes) { return count }
        return visibleCountByCharacters
    }

    /// `visibleCount` without its fast paths: every character walked (tests hold the two side by side).
    var visibleCountByCharacters: Int {
        var count = 0
        var inEscape = false
        for character in self {
            if inEscape {
                if character == "m" { inEscape = false }
            } else if character == "\u{1B}" {
                inEscape = true
            } else {
                count += character.columns
            }
        }
        return count
    }

    /// The characters of printable ASCII mixed with general punctuation: dashes, curly quotes,
    /// bullets, the ellipsis (U+2010–U+2027, U+2030–U+203E, each three bytes from E2 80). None of
    /// these joins a neighbour into one character, so there is one a scalar; nil for any other
    /// text (walked character by character instead).
    static func punctuatedCount(_ bytes: String.UTF8View) -> Int? {
        var count = 0
        var iterator = bytes.makeIterator()
        while let byte = iterator.next() {
            if byte >= 0x20 && byte < 0x7F {
                count += 1
                continue
            }
            guard byte == 0xE2, iterator.next() == 0x80, let last = iterator.next(), (0x90...0xA7).contains(last) || (0xB0...0xBE).contains(last)
            else { return nil }
            count += 1
        }
        return count
    }

    /// Cut to `width` columns, ending in "…". Only for plain text.
    func truncated(to width: Int) -> String {
        guard visibleCount > width, width > 0 else { return self }
        var kept = ""
        var used = 0
        for character in self {
            guard used + character.columns <= width - 1 else { break }
            kept.append(character)
            used += character.columns
        }
        return kept + "…"
    }
}

extension Character {
    /// The columns a terminal gives the character: two for East Asian wide and fullwidth
    /// characters (東, ｱ is one: halfwidth) and emoji shown as pictures (🍲, 👨‍👩‍👧, ☕️), one
    /// for the rest; a combining mark is part of its character and adds nothing.
    var columns: Int {
        guard let first = unicodeScalars.first else { return 0 }
        if first.properties.isEmojiPresentation { return 2 }
        if first.properties.isEmoji, unicodeScalars.contains("\u{FE0F}") { return 2 }
        switch first.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xAC00...0xD7A3,
            0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return 2
        default:
            return 1
        }
    }
}

/// A set of a table's columns (fewer than 64), as bits: a `Set<Int>` would cost every command that
/// prints a table the runtime's first look-up of `Int: Hashable` (a scan of every conformance
/// record in the binary, about 0.4 M instructions).
struct ColumnSet: Sequence, ExpressibleByArrayLiteral, Equatable {
    private var bits: UInt64 = 0

    init() {}
    init(_ columns: some Sequence<Int>) { for column in columns { insert(column) } }
    init(arrayLiteral columns: Int...) { self.init(columns) }

    func contains(_ column: Int) -> Bool { column >= 0 && column < 64 && bits & (1 << UInt64(column)) != 0 }

    mutating func insert(_ column: Int) {
        precondition(column >= 0 && column < 64, "a table has fewer than 64 columns")
        bits |= 1 << UInt64(column)
    }

    mutating func formUnion(_ other: ColumnSet) { bits |= other.bits }

    var isEmpty: Bool { bits == 0 }
    var count: Int { bits.nonzeroBitCount }

    /// The columns in increasing order.
    func makeIterator() -> Iterator { Iterator(rest: bits) }

    struct Iterator: IteratorProtocol {
        var rest: UInt64

        mutating func next() -> Int? {
            guard rest != 0 else { return nil }
            let column = rest.trailingZeroBitCount
            rest &= rest - 1
            return column
        }
    }
}
