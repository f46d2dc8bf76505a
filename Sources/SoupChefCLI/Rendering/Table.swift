/// Plain-text columns, two spaces apart, with chosen columns aligned right.
struct Table {
    var headers: [String]
    var rows: [[String]] = []
    var rightAligned: Set<Int> = []

    init(_ headers: [String], rightAligned: Set<Int> = []) {
        self.headers = headers
        self.rightAligned = rightAligned
    }

    mutating func add(_ row: [String]) { rows.append(row) }

    func render(style: Style) -> String {
        let all = [headers] + rows
        let widths = headers.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { column, cell in
                let pad = String(repeating: " ", count: widths[column] - cell.count)
                if column == cells.count - 1 && !rightAligned.contains(column) { return cell }
                return rightAligned.contains(column) ? pad + cell : cell + pad
            }.joined(separator: "  ").trimmingTrailingSpaces()
        }
        let header = style.bold(line(headers))
        return ([header] + rows.map(line)).joined(separator: "\n") + "\n"
    }
}

extension String {
    func trimmingTrailingSpaces() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
