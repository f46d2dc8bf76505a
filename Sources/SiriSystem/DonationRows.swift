import Foundation
import SQLiteStore

/// One stored interaction as its own columns: what differs from donation to donation. The rest
/// (intent, shortcut type, title, subtitle) is its donated intent's, stored once for many.
public struct InteractionRow: Sendable {
    public var sequence: Int64
    public var identifier: String
    public var groupIdentifier: String?
    public var dateMilliseconds: Int64
    /// The number of its donated intent (see `SystemStore.donatedIntents()`).
    public var intent: Int
}

/// A donation as the full listings read it: an interaction's row, or a whole user activity.
public enum DonationRow: Sendable {
    case interaction(InteractionRow)
    case activity(DonatedActivity)
}

extension DonatedInteraction {
    /// The interaction a row and its donated intent make (`intent` as `donatedIntents()` gives it).
    public init(_ row: InteractionRow, intent: DonatedInteraction) {
        self = intent
        sequence = row.sequence
        identifier = row.identifier
        groupIdentifier = row.groupIdentifier
        date = StoreJSON.date(milliseconds: row.dateMilliseconds)
    }
}

extension SystemStore {
    /// Every donated intent by number, each as an interaction without identifier, group or date
    /// (sequence 0, the epoch): what many interaction rows share.
    public func donatedIntents() throws -> [Int: DonatedInteraction] {
        var intents: [Int: DonatedInteraction] = [:]
        try database.forEach(
            """
            SELECT 0, '', NULL, 0, d.shortcut_type, k.key, d.title, d.subtitle, d.intent_json, d.intent_type, d.intent
            FROM donated_intents d JOIN shortcut_keys k ON k.shortcut = d.shortcut
            """
        ) { row in intents[row.int(10)] = try decodeInteraction(row) }
        return intents
    }

    /// Every interaction's intent number, group identifier, and identifier when it is not a UUID,
    /// in storage order (the quickest walk): what the column widths of a full listing need.
    public func forEachInteractionShape(_ visit: (_ intent: Int, _ group: String?, _ textIdentifier: String?) throws -> Void) throws {
        try database.forEach("SELECT intent, group_identifier, CASE WHEN typeof(identifier) = 'text' THEN identifier END FROM interactions") {
            try visit($0.int(0), $0.optionalString(1), $0.optionalString(2))
        }
    }

    /// Every user activity, in storage order.
    public func forEachActivity(_ visit: (DonatedActivity) throws -> Void) throws {
        try database.forEach("SELECT seq, date_ms, activity_json FROM activities") { try visit(try decodeActivity($0)) }
    }

    /// The oldest and the newest donation's dates, in milliseconds, from the ends of the tables' date orders.
    public func donationDateRange() throws -> ClosedRange<Int64>? {
        var low: Int64?
        var high: Int64?
        for table in ["interactions", "activities"] {
            try database.forEach("SELECT MIN(date_ms), MAX(date_ms) FROM \(table)") { row in
                guard !row.isNull(0) else { return }
                low = min(low ?? .max, row.int64(0))
                high = max(high ?? .min, row.int64(1))
            }
        }
        guard let low, let high else { return nil }
        return low...high
    }

    /// Every donation as `forEachDonation` visits it (newest first, an interaction before an
    /// activity of the same moment), interactions as their rows.
    public func forEachDonationRow(_ visit: (DonationRow) throws -> Void) throws {
        try database.withCursor("SELECT seq, identifier, group_identifier, date_ms, intent FROM interactions ORDER BY date_ms DESC, seq DESC") {
            interactions in
            try database.withCursor("SELECT seq, date_ms, activity_json FROM activities ORDER BY date_ms DESC, seq DESC") { activities in
                let readRow = { (row: Row) in
                    InteractionRow(
                        sequence: row.int64(0), identifier: row.identifier(1), groupIdentifier: row.optionalString(2),
                        dateMilliseconds: row.int64(3), intent: row.int(4))
                }
                var interaction = try interactions.next(readRow)
                var activity = try activities.next(decodeActivity)
                while interaction != nil || activity != nil {
                    if let current = interaction,
                        activity.map({ StoreJSON.date(milliseconds: current.dateMilliseconds) >= $0.date }) ?? true
                    {
                        try visit(.interaction(current))
                        interaction = try interactions.next(readRow)
                    } else if let current = activity {
                        try visit(.activity(current))
                        activity = try activities.next(decodeActivity)
                    }
                }
            }
        }
    }
}
