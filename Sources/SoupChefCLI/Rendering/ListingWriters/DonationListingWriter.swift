import Dates
import SiriSystem
import SoupChefViews
import SoupKit

/// `donations --limit 0`: every donation of the system's `DonationListing`, as text or JSON. What the
/// interactions of one donated intent share (title, subtitle, shortcut type, the intent) is laid
/// out once; each row adds its date, group and identifier. User activities, few, go through
/// `DonationsCommand`'s own cells and `DonationJSON`. The text is the same as those would make
/// donation by donation (tests compare the two).
struct DonationListingWriter {
    let context: Context
    let system: SystemStore

    func print() throws -> ExitStatus {
        let listing = try system.donationListing()
        return context.json ? try printJSON(listing) : try printTable(listing)
    }

    // MARK: JSON

    private func printJSON(_ listing: DonationListing) throws -> ExitStatus {
        var writer = JSONArrayWriter(context: context, arrayKey: "donations", before: [:], after: ["more": false])
        let encoder = writer.valueEncoder
        let dates = ListingDates(context.dates)
        // An intent whose own text holds a marker has no template: its rows are encoded whole.
        var templates: [Int: JSONTemplate?] = [:]
        try listing.forEachRow { donation in
            try context.checkOutput()
            guard case .interaction(let row) = donation else {
                if case .activity(let activity) = donation { try writer.add(DonationJSON(activity, dates: context.dates)) }
                return
            }
            if templates[row.intent.number] == nil {
                var view = DonationJSON(row.intent.sample, dates: context.dates)
                view.identifier = JSONTemplate.marker(0)
                view.groupIdentifier = JSONTemplate.marker(1)
                view.date = JSONTemplate.marker(2)
                templates[row.intent.number] = try? JSONTemplate(view, holes: [.string, .string, .string], encode: writer.elementBytes)
            }
            guard let template = templates[row.intent.number] ?? nil else {
                try writer.add(DonationJSON(row.whole, dates: context.dates))
                return
            }
            writer.addElement { bytes in
                template.write(into: &bytes) { hole, bytes in
                    switch hole {
                    case 0: JSONBytes.appendString(row.identifier, to: &bytes, encoder: encoder)
                    case 1: JSONBytes.appendOptionalString(row.groupIdentifier, to: &bytes, encoder: encoder)
                    default:
                        bytes.append(UInt8(ascii: "\""))
                        dates.appendISO(milliseconds: row.dateMilliseconds, to: &bytes)
                        bytes.append(UInt8(ascii: "\""))
                    }
                }
            }
        }
        writer.finish()
        return .success
    }

    // MARK: Text

    private func printTable(_ listing: DonationListing) throws -> ExitStatus {
        let table = DonationsCommand.table([], context: context)
        var widths = table.headers.map(\.visibleCount)
        let last = widths.count - 1
        // First walk: the column widths, from the intents present, the groups, the odd text
        // identifier, and the activities (few) cell by cell.
        let shape = try listing.shape()
        for group in shape.groups { widths[4] = max(widths[4], table.shown(["", "", "", "", group])[4].visibleCount) }
        for identifier in shape.textIdentifiers { widths[5] = max(widths[5], table.shown(["", "", "", "", "", identifier])[5].visibleCount) }
        if shape.textIdentifiers.count < shape.interactionCount { widths[5] = max(widths[5], 36) }
        for activity in shape.activities {
            widths = Table.widen(widths, for: table.shown(DonationsCommand.cells(.activity(activity), context: context)))
        }
        let count = shape.count
        let textIdentifiers = shape.textIdentifiers.count
        guard count > 0, let range = shape.dateRange else {
            context.note(DonationsCommand.emptyNote)
            return .success
        }
        let dates = ListingDates(context.dates)
        widths[0] = max(widths[0], dates.shortWidth(of: range))
        if count > textIdentifiers { widths[4] = max(widths[4], 1) }  // "-" for no group
        for number in shape.intents {
            let cells = table.shown(DonationsCommand.cells(.interaction(try listing.intent(number).sample), context: context))
            for column in [1, 2, 3] + (last > 5 ? [6] : []) { widths[column] = max(widths[column], cells[column].visibleCount) }
        }
        widths = table.fit(widths, to: context.width)

        // What each intent shows, laid out once: title, subtitle and shortcut type (and the kind).
        var shared: [Int: (middle: [UInt8], kind: [UInt8])] = [:]
        func laidOut(_ intent: DonationListing.DonatedIntent) -> (middle: [UInt8], kind: [UInt8]) {
            if let laid = shared[intent.number] { return laid }
            let cells = table.shown(DonationsCommand.cells(.interaction(intent.sample), context: context))
            let laid = (
                Array([1, 2, 3].map { table.laidOut(cells[$0], column: $0, widths: widths) }.joined(separator: "  ").utf8),
                last > 5 ? Array(cells[6].utf8) : []
            )
            shared[intent.number] = laid
            return laid
        }
        let out = ChunkedWriter(context.out)
        out.line(context.style.bold(table.line(table.headers, widths: widths)))
        var date: [UInt8] = []
        try listing.forEachRow { donation in
            try context.checkOutput()
            guard case .interaction(let row) = donation else {
                if case .activity(let activity) = donation {
                    out.line(table.line(table.shown(DonationsCommand.cells(.activity(activity), context: context)), widths: widths))
                }
                return
            }
            let laid = laidOut(row.intent)
            date.removeAll(keepingCapacity: true)
            dates.appendShort(milliseconds: row.dateMilliseconds, to: &date)
            let group = row.groupIdentifier ?? "-"
            guard Self.isPlain(row.identifier), Self.isPlain(group), widths[0] >= date.count, widths[4] >= group.utf8.count, !Table.leftOut(widths),
                last > 5 || widths[5] >= row.identifier.utf8.count
            else {
                let whole = row.whole
                out.line(table.line(table.shown(DonationsCommand.cells(.interaction(whole), context: context)), widths: widths))
                return
            }
            out.append { bytes in
                bytes.append(contentsOf: date)
                Self.pad(widths[0] - date.count + 2, &bytes)
                bytes.append(contentsOf: laid.middle)
                bytes.append(contentsOf: "  ".utf8)
                bytes.append(contentsOf: group.utf8)
                Self.pad(widths[4] - group.utf8.count + 2, &bytes)
                bytes.append(contentsOf: row.identifier.utf8)
                if last > 5 {
                    // The identifier column is never cut, and the KIND column ends the line.
                    Self.pad(widths[5] - row.identifier.utf8.count + 2, &bytes)
                    bytes.append(contentsOf: laid.kind)
                }
                while bytes.last == 0x20 { bytes.removeLast() }
                bytes.append(0x0A)
            }
        }
        out.write(table.leftOutNote(widths, width: context.width, style: context.style))
        out.flush()
        return .success
    }

    /// Printable ASCII without spaces at either end: shown as it is, one column a byte.
    private static func isPlain(_ text: String) -> Bool {
        let utf8 = text.utf8
        return !utf8.isEmpty && utf8.first != 0x20 && utf8.last != 0x20 && !text.anyUTF8Byte { $0 < 0x20 || $0 >= 0x7F }
    }

    private static func pad(_ count: Int, _ bytes: inout [UInt8]) {
        if count > 0 { bytes.append(contentsOf: repeatElement(0x20, count: count)) }
    }
}
