import Dates
import SoupChefViews
import SoupKit

/// `history --limit 0`: every order of the app's `OrderListing`, written as text or JSON. What
/// orders share (the soup, toppings, pickup or delivery) is laid out once per order kind; each
/// row adds only its id, date, quantity and total. The text is the same as `HistoryCommand`'s
/// table and `OrderJSON` would make, order by order (tests compare the two).
struct OrderListingWriter {
    let context: Context
    let app: SoupChef

    func print() throws -> ExitStatus {
        let listing = try app.orderListing()
        return context.json ? try printJSON(listing) : try printTable(listing)
    }

    // MARK: JSON

    private func printJSON(_ listing: OrderListing) throws -> ExitStatus {
        var writer = JSONArrayWriter(context: context, arrayKey: "orders", before: [:], after: ["more": false])
        let encoder = writer.valueEncoder
        let dates = ListingDates(context.dates)
        // A kind whose own text holds a marker (a delivery address typed with those very
        // characters) has no template: its rows are encoded whole, as `--limit N` does.
        var templates: [Int: JSONTemplate?] = [:]
        var totals = Totals()
        try listing.forEachRow { row in
            try context.checkOutput()
            if templates[row.kind.number] == nil {
                var view = OrderJSON(row.kind.sample(), dates: context.dates)
                view.id = JSONTemplate.marker(0)
                view.date = JSONTemplate.marker(1)
                view.readyDate = JSONTemplate.marker(2)
                view.total = JSONTemplate.marker(3)
                view.quantity = JSONTemplate.integerMarker(4)
                templates[row.kind.number] = try? JSONTemplate(
                    view, holes: [.string, .string, .string, .string, .integer], encode: writer.elementBytes)
            }
            guard let template = templates[row.kind.number] ?? nil else {
                try writer.add(OrderJSON(row.order, dates: context.dates))
                return
            }
            writer.addElement { bytes in
                template.write(into: &bytes) { hole, bytes in
                    switch hole {
                    case 0: JSONBytes.appendString(row.id, to: &bytes, encoder: encoder)
                    case 1:
                        bytes.append(UInt8(ascii: "\""))
                        dates.appendISO(milliseconds: row.dateMilliseconds, to: &bytes)
                        bytes.append(UInt8(ascii: "\""))
                    case 2:
                        bytes.append(UInt8(ascii: "\""))
                        dates.appendISO(milliseconds: row.readyMilliseconds, to: &bytes)
                        bytes.append(UInt8(ascii: "\""))
                    case 3:
                        JSONBytes.appendString(totals.text(row) { $0.decimalString }, to: &bytes, encoder: encoder)
                    default: JSONBytes.appendInteger(row.quantity, to: &bytes)
                    }
                }
            }
        }
        writer.finish()
        return .success
    }

    // MARK: Text

    private func printTable(_ listing: OrderListing) throws -> ExitStatus {
        let table = HistoryCommand.table()
        var widths = table.headers.map(\.visibleCount)
        // First walk: the column widths, from each kind's largest quantity and the odd text id.
        let shape = try listing.shape()
        guard shape.count > 0, let range = shape.dateRange else {
            context.note(HistoryCommand.emptyNote(menu: try app.menu()))
            return .success
        }
        for textID in shape.textIDs { widths[0] = max(widths[0], table.shown([String(textID.prefix(8))])[0].visibleCount) }
        if shape.textIDs.count < shape.count { widths[0] = max(widths[0], 8) }
        let dates = ListingDates(context.dates)
        widths[1] = max(widths[1], dates.shortWidth(of: range))
        for (number, quantity) in shape.largestQuantity {
            let cells = table.shown(HistoryCommand.cells(try listing.kind(number).sample(quantity: quantity), context: context))
            for column in 2...6 { widths[column] = max(widths[column], cells[column].visibleCount) }
        }
        widths = table.fit(widths, to: context.width)

        // What each kind shows, laid out once: the soup, and the toppings with the place.
        var shared: [Int: (soup: [UInt8], toppingsAndPlace: [UInt8])] = [:]
        func laidOut(_ kind: OrderListing.Kind) -> (soup: [UInt8], toppingsAndPlace: [UInt8]) {
            if let laid = shared[kind.number] { return laid }
            let cells = table.shown(HistoryCommand.cells(kind.sample(), context: context))
            let laid = (
                Array(table.laidOut(cells[2], column: 2, widths: widths).utf8),
                Array((table.laidOut(cells[4], column: 4, widths: widths) + "  " + table.laidOut(cells[5], column: 5, widths: widths)).utf8)
            )
            shared[kind.number] = laid
            return laid
        }
        let out = ChunkedWriter(context.out)
        out.line(context.style.bold(table.line(table.headers, widths: widths)))
        var totals = Totals()
        var date: [UInt8] = []
        try listing.forEachRow { row in
            try context.checkOutput()
            let laid = laidOut(row.kind)
            date.removeAll(keepingCapacity: true)
            dates.appendShort(milliseconds: row.dateMilliseconds, to: &date)
            let shortID = row.id.utf8.prefix(8)
            guard shortID.count == 8, shortID.allSatisfy({ $0 > 0x20 && $0 < 0x7F }), widths[0] >= 8, widths[1] >= date.count, !Table.leftOut(widths)
            else {
                // An id that is not a UUID, or a column cut to fit a narrow terminal: the table's own way.
                out.line(table.line(table.shown(HistoryCommand.cells(row.order, context: context)), widths: widths))
                return
            }
            let total = totals.text(row) { $0.formatted }
            out.append { bytes in
                bytes.append(contentsOf: shortID)
                Self.pad(widths[0] - 8 + 2, &bytes)
                bytes.append(contentsOf: date)
                Self.pad(widths[1] - date.count + 2, &bytes)
                bytes.append(contentsOf: laid.soup)
                bytes.append(contentsOf: "  ".utf8)
                let quantity = String(row.quantity).utf8
                Self.pad(widths[3] - quantity.count, &bytes)
                bytes.append(contentsOf: quantity)
                bytes.append(contentsOf: "  ".utf8)
                bytes.append(contentsOf: laid.toppingsAndPlace)
                bytes.append(contentsOf: "  ".utf8)
                let totalWidth = total.visibleCount
                if totalWidth > widths[6] {
                    bytes.append(contentsOf: table.laidOut(total, column: 6, widths: widths).utf8)
                } else {
                    Self.pad(widths[6] - totalWidth, &bytes)
                    bytes.append(contentsOf: total.utf8)
                }
                bytes.append(0x0A)
            }
        }
        out.write(table.leftOutNote(widths, width: context.width, style: context.style))
        out.flush()
        return .success
    }

    private static func pad(_ count: Int, _ bytes: inout [UInt8]) {
        if count > 0 { bytes.append(contentsOf: repeatElement(0x20, count: count)) }
    }

    /// Totals by kind and quantity, each formatted once.
    private struct Totals {
        private var texts: [Int: String] = [:]

        mutating func text(_ row: OrderListing.Row, _ format: (Money) -> String) -> String {
            guard row.quantity >= 0, row.quantity < 4096 else { return format(row.total) }
            let key = row.kind.number &* 4096 &+ row.quantity
            if let known = texts[key] { return known }
            let text = format(row.total)
            texts[key] = text
            return text
        }
    }
}
