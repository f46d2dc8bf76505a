import Foundation
import SQLiteStore

/// An hour of the week, Monday 00:00–00:59 being 0 and Sunday 23:00–23:59 being 167: the
/// resolution at which the system remembers when a shortcut was used.
public struct WeekHour: Hashable, Sendable, Comparable {
    public static let count = 7 * 24
    /// Monday first, as ISO 8601 counts.
    public static let dayNames = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

    /// 0…167.
    public var index: Int

    public init(index: Int) {
        precondition((0..<Self.count).contains(index), "an hour of the week is 0…167")
        self.index = index
    }

    public init(day: Int, hour: Int) {
        self.init(index: day * 24 + hour)
    }

    /// The hour of the week `date` falls in, read on a wall clock in `timeZone`.
    public init(_ date: Date, in timeZone: TimeZone) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.weekday, .hour], from: date)
        // Calendar counts Sunday as 1; the week here starts on Monday.
        let day = ((parts.weekday ?? 1) + 5) % 7
        self.init(day: day, hour: parts.hour ?? 0)
    }

    /// 0 for Monday … 6 for Sunday.
    public var day: Int { index / 24 }
    public var hour: Int { index % 24 }
    public var isWeekend: Bool { day >= 5 }
    public var dayName: String { Self.dayNames[day] }

    /// "Monday 12:00–12:59".
    public var description: String { String(format: "%@ %02d:00–%02d:59", dayName, hour, hour) }

    public static func < (a: WeekHour, b: WeekHour) -> Bool { a.index < b.index }
}

/// Where a predicted shortcut comes from.
public enum PredictionSource: String, Sendable, Hashable, Codable {
    /// Donated `INInteraction`s of one shortcut.
    case interaction
    /// `NSUserActivity`s eligible for prediction, made current by the app.
    case userActivity
}

/// What the system remembers about the donations of one shortcut, kept up to date on every
/// donation and deletion so that predicting never reads the donations themselves.
public struct PredictionGroup: Sendable, Hashable {
    /// The shortcut: `DonatedInteraction.shortcutKey`, or `UserActivity.predictionKey`.
    public var key: String
    public var source: PredictionSource
    /// How many stored donations the group has.
    public var donations: Int
    /// The date of its newest stored donation.
    public var lastDonation: Date
    /// Donations per hour of the week; hours with none are left out.
    public var hours: [WeekHour: Int]

    public init(key: String, source: PredictionSource, donations: Int, lastDonation: Date, hours: [WeekHour: Int]) {
        self.key = key
        self.source = source
        self.donations = donations
        self.lastDonation = lastDonation
        self.hours = hours
    }
}

extension UserActivity {
    /// Groups the activities made current that Siri may predict: one group per activity type
    /// and persistent identifier. Nil for activities not eligible for prediction.
    public var predictionKey: String? {
        guard isEligibleForPrediction else { return nil }
        // ":" cannot occur in an intent type name, so these keys never meet an interaction's.
        let base = "NSUserActivity:\(activityType)"
        guard let persistentIdentifier, persistentIdentifier != activityType else { return base }
        return base + "|" + persistentIdentifier
    }
}

/// The aggregate behind predictions: two small tables the system store keeps beside its
/// donations, changed in the same transaction as every donation and deletion.
///
/// - `prediction_groups`: one row per shortcut with its donation count and newest date.
/// - `prediction_hours`: per shortcut, how many donations fell in each hour of the week.
///
/// Each donation row remembers its own shortcut key and hour of the week, so a deletion takes
/// back exactly what the donation added, whatever the time zone is by then.
enum PredictionAggregate {
    static let schema = """
        CREATE TABLE prediction_groups(
            shortcut_key TEXT PRIMARY KEY,
            source TEXT NOT NULL,
            donations INTEGER NOT NULL,
            last_ms INTEGER NOT NULL
        ) WITHOUT ROWID;
        CREATE TABLE prediction_hours(
            shortcut_key TEXT NOT NULL,
            week_hour INTEGER NOT NULL,
            donations INTEGER NOT NULL,
            PRIMARY KEY (shortcut_key, week_hour)
        ) WITHOUT ROWID;
        """

    /// One donation of the shortcut `key` at `dateMilliseconds` in `weekHour`. Call inside the
    /// transaction that inserted the donation.
    static func add(key: String, source: PredictionSource, weekHour: Int, dateMilliseconds: Int64, to db: Database) throws {
        try db.run(
            """
            INSERT INTO prediction_groups (shortcut_key, source, donations, last_ms) VALUES (?, ?, 1, ?)
            ON CONFLICT (shortcut_key) DO UPDATE SET donations = donations + 1, last_ms = max(last_ms, excluded.last_ms)
            """,
            [.text(key), .text(source.rawValue), .integer(dateMilliseconds)])
        try db.run(
            """
            INSERT INTO prediction_hours (shortcut_key, week_hour, donations) VALUES (?, ?, 1)
            ON CONFLICT (shortcut_key, week_hour) DO UPDATE SET donations = donations + 1
            """,
            [.text(key), .integer(Int64(weekHour))])
    }

    /// Deleted donations, counted per shortcut key and hour of the week.
    struct Removal {
        var counts: [String: [Int: Int]] = [:]

        mutating func note(key: String, weekHour: Int, count: Int = 1) {
            counts[key, default: [:]][weekHour, default: 0] += count
        }

        var isEmpty: Bool { counts.isEmpty }
    }

    /// Takes deleted donations out of the aggregate. Call inside the transaction that deleted
    /// them, after deleting: the newest remaining date is looked up in `table`'s
    /// `(shortcut_key, date_ms)` index.
    static func remove(_ removal: Removal, table: String, from db: Database) throws {
        // Sorted so that the same deletion always writes in the same order.
        for key in removal.counts.keys.sorted() {
            let hours = removal.counts[key] ?? [:]
            var total = 0
            for hour in hours.keys.sorted() {
                let count = hours[hour] ?? 0
                total += count
                try db.run(
                    "UPDATE prediction_hours SET donations = donations - ? WHERE shortcut_key = ? AND week_hour = ?",
                    [.integer(Int64(count)), .text(key), .integer(Int64(hour))])
            }
            try db.run("DELETE FROM prediction_hours WHERE shortcut_key = ? AND donations <= 0", [.text(key)])
            try db.run("UPDATE prediction_groups SET donations = donations - ? WHERE shortcut_key = ?", [.integer(Int64(total)), .text(key)])
            try db.run("DELETE FROM prediction_groups WHERE shortcut_key = ? AND donations <= 0", [.text(key)])
            if let newest = try db.first("SELECT max(date_ms) FROM \(table) WHERE shortcut_key = ?", [.text(key)], { row in
                row.isNull(0) ? nil : row.int64(0)
            }), let newest {
                try db.run("UPDATE prediction_groups SET last_ms = ? WHERE shortcut_key = ?", [.integer(newest), .text(key)])
            }
        }
    }

    /// Forgets every group of one source, after all its donations were deleted.
    static func removeAll(source: PredictionSource, from db: Database) throws {
        try db.run(
            "DELETE FROM prediction_hours WHERE shortcut_key IN (SELECT shortcut_key FROM prediction_groups WHERE source = ?)",
            [.text(source.rawValue)])
        try db.run("DELETE FROM prediction_groups WHERE source = ?", [.text(source.rawValue)])
    }

    /// Every group with its hours: as many rows as shortcuts and their used hours, never the
    /// donations.
    static func groups(in db: Database) throws -> [PredictionGroup] {
        var groups: [String: PredictionGroup] = [:]
        try db.forEach("SELECT shortcut_key, source, donations, last_ms FROM prediction_groups") { row in
            let key = row.string(0)
            groups[key] = PredictionGroup(
                key: key, source: PredictionSource(rawValue: row.string(1)) ?? .interaction, donations: row.int(2),
                lastDonation: Coding.date(milliseconds: row.int64(3)), hours: [:])
        }
        try db.forEach("SELECT shortcut_key, week_hour, donations FROM prediction_hours") { row in
            let hour = row.int(1)
            guard (0..<WeekHour.count).contains(hour) else { return }
            groups[row.string(0)]?.hours[WeekHour(index: hour)] = row.int(2)
        }
        return groups.keys.sorted().compactMap { groups[$0] }
    }

    static func group(key: String, in db: Database) throws -> PredictionGroup? {
        guard var group = try db.first(
            "SELECT source, donations, last_ms FROM prediction_groups WHERE shortcut_key = ?", [.text(key)], { row in
                PredictionGroup(
                    key: key, source: PredictionSource(rawValue: row.string(0)) ?? .interaction, donations: row.int(1),
                    lastDonation: Coding.date(milliseconds: row.int64(2)), hours: [:])
            })
        else { return nil }
        try db.forEach("SELECT week_hour, donations FROM prediction_hours WHERE shortcut_key = ?", [.text(key)]) { row in
            let hour = row.int(0)
            guard (0..<WeekHour.count).contains(hour) else { return }
            group.hours[WeekHour(index: hour)] = row.int(1)
        }
        return group
    }
}
