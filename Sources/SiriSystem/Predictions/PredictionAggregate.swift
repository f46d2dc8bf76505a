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

/// The aggregate behind predictions: one row per shortcut the system keeps beside its
/// donations, changed in the same transaction as every donation and deletion.
///
/// `prediction_groups` holds, per shortcut key, where it comes from, how many stored donations
/// it has, the date of the newest, and `hours`: 168 little-endian 32-bit counts, one per hour of
/// the week from Monday 00:00. Reading a shortcut's history is reading one row.
///
/// Each donation row remembers its own shortcut key and hour of the week, so a deletion takes
/// back exactly what the donation added, whatever the time zone is by then.
enum PredictionAggregate {
    static let schema = """
        CREATE TABLE prediction_groups(
            shortcut_key TEXT PRIMARY KEY,
            source TEXT NOT NULL,
            donations INTEGER NOT NULL,
            last_ms INTEGER NOT NULL,
            hours BLOB NOT NULL
        ) WITHOUT ROWID;
        CREATE INDEX prediction_groups_last ON prediction_groups(last_ms);
        """

    /// Counts per hour of the week, as stored.
    struct Hours: Equatable {
        var counts: [UInt32]

        init() { counts = Array(repeating: 0, count: WeekHour.count) }

        init(_ data: Data) {
            self.init()
            let bytes = [UInt8](data)
            for index in 0..<min(WeekHour.count, bytes.count / 4) {
                let at = index * 4
                counts[index] = UInt32(bytes[at]) | UInt32(bytes[at + 1]) << 8 | UInt32(bytes[at + 2]) << 16 | UInt32(bytes[at + 3]) << 24
            }
        }

        var bytes: [UInt8] {
            var bytes: [UInt8] = []
            bytes.reserveCapacity(WeekHour.count * 4)
            for count in counts {
                bytes += [
                    UInt8(truncatingIfNeeded: count), UInt8(truncatingIfNeeded: count >> 8),
                    UInt8(truncatingIfNeeded: count >> 16), UInt8(truncatingIfNeeded: count >> 24),
                ]
            }
            return bytes
        }

        var byHour: [WeekHour: Int] {
            var hours: [WeekHour: Int] = [:]
            for (index, count) in counts.enumerated() where count > 0 { hours[WeekHour(index: index)] = Int(count) }
            return hours
        }
    }

    /// One donation of the shortcut `key` at `dateMilliseconds` in `weekHour`. Call inside the
    /// transaction that inserted the donation.
    static func add(key: String, source: PredictionSource, weekHour: Int, dateMilliseconds: Int64, to db: Database) throws {
        if let (donations, last, stored) = try db.first(
            "SELECT donations, last_ms, hours FROM prediction_groups WHERE shortcut_key = ?", [.text(key)],
            { ($0.int64(0), $0.int64(1), Hours($0.data(2))) })
        {
            var hours = stored
            hours.counts[weekHour] &+= 1
            try db.run(
                "UPDATE prediction_groups SET donations = ?, last_ms = ?, hours = ? WHERE shortcut_key = ?",
                [.integer(donations + 1), .integer(max(last, dateMilliseconds)), .blob(hours.bytes), .text(key)])
        } else {
            var hours = Hours()
            hours.counts[weekHour] = 1
            try db.run(
                "INSERT INTO prediction_groups (shortcut_key, source, donations, last_ms, hours) VALUES (?, ?, 1, ?, ?)",
                [.text(key), .text(source.rawValue), .integer(dateMilliseconds), .blob(hours.bytes)])
        }
    }

    /// Many new donations, gathered per shortcut key so that each group is written once (the bulk
    /// path of `donate(contentsOf:)`).
    struct Addition {
        var groups: [String: (source: PredictionSource, hours: [Int: Int], last: Int64)] = [:]

        mutating func note(key: String, source: PredictionSource, weekHour: Int, dateMilliseconds: Int64) {
            var group = groups[key] ?? (source, [:], dateMilliseconds)
            group.hours[weekHour, default: 0] += 1
            group.last = max(group.last, dateMilliseconds)
            groups[key] = group
        }

        /// Adds what was gathered. Call inside the transaction that inserted the donations.
        func apply(to db: Database) throws {
            for key in groups.keys.sorted() {
                guard let group = groups[key] else { continue }
                let stored = try db.first(
                    "SELECT donations, last_ms, hours FROM prediction_groups WHERE shortcut_key = ?", [.text(key)],
                    { ($0.int64(0), $0.int64(1), Hours($0.data(2))) })
                var hours = stored?.2 ?? Hours()
                var added: Int64 = 0
                for (hour, count) in group.hours where (0..<WeekHour.count).contains(hour) {
                    hours.counts[hour] &+= UInt32(count)
                    added += Int64(count)
                }
                if let (donations, last, _) = stored {
                    try db.run(
                        "UPDATE prediction_groups SET donations = ?, last_ms = ?, hours = ? WHERE shortcut_key = ?",
                        [.integer(donations + added), .integer(max(last, group.last)), .blob(hours.bytes), .text(key)])
                } else {
                    try db.run(
                        "INSERT INTO prediction_groups (shortcut_key, source, donations, last_ms, hours) VALUES (?, ?, ?, ?, ?)",
                        [.text(key), .text(group.source.rawValue), .integer(added), .integer(group.last), .blob(hours.bytes)])
                }
            }
        }
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
            guard
                let (donations, stored) = try db.first(
                    "SELECT donations, hours FROM prediction_groups WHERE shortcut_key = ?", [.text(key)],
                    { ($0.int(0), Hours($0.data(1))) })
            else { continue }
            var hours = stored
            var total = 0
            for (hour, count) in removal.counts[key] ?? [:] where (0..<WeekHour.count).contains(hour) {
                hours.counts[hour] = UInt32(max(0, Int(hours.counts[hour]) - count))
                total += count
            }
            let left = donations - total
            let newest =
                try db.first("SELECT max(date_ms) FROM \(table) WHERE shortcut_key = ?", [.text(key)]) { row in
                    row.isNull(0) ? nil : row.int64(0)
                } ?? nil
            if left <= 0 || newest == nil {
                try db.run("DELETE FROM prediction_groups WHERE shortcut_key = ?", [.text(key)])
            } else if let newest {
                try db.run(
                    "UPDATE prediction_groups SET donations = ?, last_ms = ?, hours = ? WHERE shortcut_key = ?",
                    [.integer(Int64(left)), .integer(newest), .blob(hours.bytes), .text(key)])
            }
        }
    }

    /// Forgets every group of one source, after all its donations were deleted.
    static func removeAll(source: PredictionSource, from db: Database) throws {
        try db.run("DELETE FROM prediction_groups WHERE source = ?", [.text(source.rawValue)])
    }

    private static func decode(_ row: Row) -> PredictionGroup {
        PredictionGroup(
            key: row.string(0), source: PredictionSource(rawValue: row.string(1)) ?? .interaction, donations: row.int(2),
            lastDonation: StoreJSON.date(milliseconds: row.int64(3)), hours: Hours(row.data(4)).byHour)
    }

    /// The `limit` groups donated to most recently, newest first (ties: by key): one row each,
    /// never the donations.
    static func groups(limit: Int, in db: Database) throws -> [PredictionGroup] {
        try db.query(
            "SELECT shortcut_key, source, donations, last_ms, hours FROM prediction_groups ORDER BY last_ms DESC, shortcut_key LIMIT ?",
            [.integer(Int64(limit))], decode)
    }

    static func group(key: String, in db: Database) throws -> PredictionGroup? {
        try db.first("SELECT shortcut_key, source, donations, last_ms, hours FROM prediction_groups WHERE shortcut_key = ?", [.text(key)], decode)
    }
}
