/// A listing too long to hold in memory (`history --limit 0`, `donations --limit 0`), printed
/// from a walk over every item: as JSON written element by element, or as a table laid out in two
/// walks, the first for the column widths. Call it inside one read snapshot so both walks agree.
struct StreamedListing<Item> {
    var table: Table
    /// The key of the document's array; the document also says `"more": false`.
    var jsonKey: String
    /// Said on stderr when there is nothing to list.
    var emptyNote: String
    /// Visits every item, in the order to print.
    var walk: ((Item) throws -> Void) throws -> Void
    var cells: (Item) -> [String]
    var json: (Item) -> any Encodable

    func print(_ context: Context) throws -> ExitStatus {
        if context.json {
            var writer = JSONArrayWriter(context: context, arrayKey: jsonKey, before: [:], after: ["more": false])
            try walk {
                try context.checkOutput()
                try writer.add(json($0))
            }
            writer.finish()
            return .success
        }
        var widths = table.headers.map(\.visibleCount)
        var count = 0
        try walk {
            widths = Table.widen(widths, for: table.shown(cells($0)))
            count += 1
        }
        guard count > 0 else {
            context.note(emptyNote)
            return .success
        }
        widths = table.fit(widths, to: context.width)
        let out = ChunkedWriter(context.out)
        out.line(context.style.bold(table.line(table.headers, widths: widths)))
        try walk {
            // Once stdout has failed, the rest of a long listing is not worth making.
            try context.checkOutput()
            out.line(table.line(table.shown(cells($0)), widths: widths))
        }
        out.flush()
        return .success
    }
}
