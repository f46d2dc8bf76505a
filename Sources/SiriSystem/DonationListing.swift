import SQLiteStore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Every donation as a full listing (`donations --limit 0`) reads it, at the speed of the store:
/// newest first (an interaction before an activity of the same moment), interactions as rows
/// that add only their identifier, group and date to what their donated intent shares (intent,
/// shortcut type, title, subtitle), given once by number so a writer lays it out once. User
/// activities, few, come whole.
public struct DonationListing {
    /// What the interactions of one donated intent share: an interaction of it without
    /// identifier, group or date (sequence 0, the epoch).
    public struct DonatedIntent: Sendable {
        public let number: Int
        public let sample: DonatedInteraction
    }

    /// One interaction: what differs from donation to donation.
    public struct Interaction: Sendable {
        public let sequence: Int64
        public let identifier: String
        public let groupIdentifier: String?
        public let dateMilliseconds: Int64
        public let intent: DonatedIntent

        /// The whole interaction.
        public var whole: DonatedInteraction {
            var interaction = intent.sample
            interaction.sequence = sequence
            interaction.identifier = identifier
            interaction.groupIdentifier = groupIdentifier
            interaction.date = StoreJSON.date(milliseconds: dateMilliseconds)
            return interaction
        }
    }

    public enum Row: Sendable {
        case interaction(Interaction)
        case activity(DonatedActivity)
    }

    /// What a text listing needs before its first row to size its columns: the donated intents
    /// present, the groups, the identifiers that are not UUIDs, the activities, the number of
    /// donations and the dates of the oldest and newest.
    public struct Shape: Sendable {
        public var intents: Set<Int> = []
        public var groups: Set<String> = []
        public var textIdentifiers: [String] = []
        public var interactionCount = 0
        public var activities: [DonatedActivity] = []
        public var dateRange: ClosedRange<Int64>?
        public var count: Int { interactionCount + activities.count }
    }

    /// A row names a donated intent the store does not hold: the store is damaged.
    public struct MissingIntent: ClassifiedError {
        public let number: Int
        public var failureKind: FailureKind { .damagedData }
        public var description: String { "the donations refer to donated intent \(number), which is not stored" }
    }

    let store: SystemStore
    /// Every donated intent, by number.
    public let intents: [Int: DonatedIntent]

    init(store: SystemStore) throws {
        self.store = store
        intents = try store.donatedIntents().reduce(into: [:]) { $0[$1.key] = DonatedIntent(number: $1.key, sample: $1.value) }
    }

    /// The donated intent of this number, or the damage it is.
    public func intent(_ number: Int) throws -> DonatedIntent {
        guard let intent = intents[number] else { throw MissingIntent(number: number) }
        return intent
    }

    /// One walk of the interactions in storage order (the quickest) and the activities.
    public func shape() throws -> Shape {
        var shape = Shape()
        try store.forEachInteractionShape { intent, group, textIdentifier in
            shape.interactionCount += 1
            shape.intents.insert(intent)
            if let group { shape.groups.insert(group) }
            if let textIdentifier { shape.textIdentifiers.append(textIdentifier) }
        }
        try store.forEachActivity { shape.activities.append($0) }
        shape.dateRange = shape.count > 0 ? try store.donationDateRange() : nil
        return shape
    }

    /// Every donation, newest first, one at a time.
    public func forEachRow(_ visit: (Row) throws -> Void) throws {
        try store.forEachDonationRow { row in
            switch row {
            case .interaction(let row):
                try visit(
                    .interaction(
                        Interaction(
                            sequence: row.sequence, identifier: row.identifier, groupIdentifier: row.groupIdentifier,
                            dateMilliseconds: row.dateMilliseconds, intent: try intent(row.intent))))
            case .activity(let activity):
                try visit(.activity(activity))
            }
        }
    }
}

/// One stored interaction as its own columns.
struct InteractionRow: Sendable {
    var sequence: Int64
    var identifier: String
    var groupIdentifier: String?
    var dateMilliseconds: Int64
    var intent: Int
}

enum DonationRow: Sendable {
    case interaction(InteractionRow)
    case activity(DonatedActivity)
}

extension SystemStore {
    /// Every donation as a full listing reads it.
    public func donationListing() throws -> DonationListing { try DonationListing(store: self) }

    /// Every donated intent by number, each as an interaction without identifier, group or date.
    func donatedIntents() throws -> [Int: DonatedInteraction] {
        var intents: [Int: DonatedInteraction] = [:]
        try database.forEach(
            """
            SELECT 0, '', NULL, 0, d.shortcut_type, k.key, d.title, d.subtitle, d.intent_json, d.intent_type, d.intent
            FROM donated_intents d JOIN shortcut_keys k ON k.shortcut = d.shortcut
            """
        ) { row in intents[row.int(10)] = try decodeInteraction(row) }
        return intents
    }

    private enum ShapeColumns: Int32, QueryColumns {
        case intent, group, textIdentifier
        var sql: String {
            switch self {
            case .intent: "intent"
            case .group: "group_identifier"
            case .textIdentifier: "CASE WHEN typeof(identifier) = 'text' THEN identifier END"
            }
        }
    }

    /// Every interaction's intent number, group identifier, and identifier when it is not a UUID,
    /// in storage order (the quickest walk).
    func forEachInteractionShape(_ visit: (_ intent: Int, _ group: String?, _ textIdentifier: String?) throws -> Void) throws {
        typealias C = ShapeColumns
        try database.forEach("SELECT \(C.selectList) FROM interactions") {
            try visit($0.int(C.intent), $0.optionalString(C.group), $0.optionalString(C.textIdentifier))
        }
    }

    /// Every user activity, in storage order.
    func forEachActivity(_ visit: (DonatedActivity) throws -> Void) throws {
        try database.forEach("SELECT seq, date_ms, activity_json FROM activities") { try visit(try decodeActivity($0)) }
    }

    /// The oldest and the newest donation's dates, in milliseconds: a lookup at each end of each
    /// table's date order.
    func donationDateRange() throws -> ClosedRange<Int64>? {
        var low: Int64?
        var high: Int64?
        for table in ["interactions", "activities"] {
            try database.forEach(
                """
                SELECT (SELECT date_ms FROM \(table) ORDER BY date_ms LIMIT 1), (SELECT date_ms FROM \(table) ORDER BY date_ms DESC LIMIT 1)
                """
            ) { row in
                guard !row.isNull(0) else { return }
                low = min(low ?? .max, row.int64(0))
                high = max(high ?? .min, row.int64(1))
            }
        }
        guard let low, let high else { return nil }
        return low...high
    }

    private enum RowColumns: Int32, QueryColumns {
        case sequence, identifier, group, date, intent
        var sql: String {
            switch self {
            case .sequence: "seq"
            case .identifier: "identifier"
            case .group: "group_identifier"
            case .date: "date_ms"
            case .intent: "intent"
            }
        }
    }

    /// Every donation as `forEachDonation` visits it (newest first, an interaction before an
    /// activity of the same moment), interactions as their rows.
    func forEachDonationRow(_ visit: (DonationRow) throws -> Void) throws {
        typealias C = RowColumns
        try database.withCursor("SELECT \(C.selectList) FROM interactions ORDER BY date_ms DESC, seq DESC") { interactions in
            try database.withCursor("SELECT seq, date_ms, activity_json FROM activities ORDER BY date_ms DESC, seq DESC") { activities in
                let readRow = { (row: Row) in
                    InteractionRow(
                        sequence: row.int64(C.sequence), identifier: try row.identifier(C.identifier, "interactions.identifier"),
                        groupIdentifier: row.optionalString(C.group),
                        dateMilliseconds: row.int64(C.date), intent: row.int(C.intent))
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
