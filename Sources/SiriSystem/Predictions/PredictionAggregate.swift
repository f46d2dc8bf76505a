import Dates
import SQLiteStore
import TextMatching

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
    /// Counted from the zone's offset at that instant, not through a `Calendar` (whose first use
    /// costs a command about 0.15 ms): 1 January 1970 was a Thursday, and weekdays run on
    /// unbroken across every calendar reform.
    public init(_ date: Date, in timeZone: Zone) {
        let seconds = Int64((date.timeIntervalSince1970).rounded(.down))
        let local = seconds + Int64(timeZone.secondsFromGMT(atSecond: seconds))
        let days = local >= 0 ? local / 86_400 : (local - 86_399) / 86_400
        let secondOfDay = local - days * 86_400
        let day = Int(((days % 7) + 7 + 3) % 7)
        self.init(day: day, hour: Int(secondOfDay / 3600))
    }

    /// 0 for Monday … 6 for Sunday.
    public var day: Int { index / 24 }
    public var hour: Int { index % 24 }
    public var isWeekend: Bool { day >= 5 }
    public var dayName: String { Self.dayNames[day] }

    /// "Monday 12:00–12:59".
    public var description: String { dayName + cFormat(" %02ld:00–%02ld:59", hour, hour) }

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
    /// Donations per hour of the week.
    public var hours: WeekHourCounts
    /// The donations weighted by their age at the newest one, Σ 0.5^((newest − t) / half-life):
    /// between 1 and `donations` (see `FadingSum`).
    public var fading: Double
    /// The same with the slow half-life (`PredictionModel.slowHalfLifeDays`).
    public var slow: Double
    /// Its donations' dates, in days, summed and their squares summed: what the trend of the
    /// split between the two firsts reads (`SplitTrend`).
    public var days: DaySums

    /// `fading` and `slow` default to `donations`, and `days` to as many donations at
    /// `lastDonation`: every donation as new as the newest.
    public init(
        key: String, source: PredictionSource, donations: Int, lastDonation: Date, hours: WeekHourCounts, fading: Double? = nil, slow: Double? = nil,
        days: DaySums? = nil
    ) {
        self.key = key
        self.source = source
        self.donations = donations
        self.lastDonation = lastDonation
        self.hours = hours
        self.fading = fading ?? Double(donations)
        self.slow = slow ?? Double(donations)
        self.days = days ?? DaySums(donations: donations, at: StoreJSON.milliseconds(lastDonation))
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
/// it has, the date of the newest, `hours`: 168 little-endian 32-bit counts, one per hour of
/// the week from Monday 00:00, and `fading`: the donations weighted by their age at the newest
/// one (`FadingSum`, half-life `PredictionModel.standard.halfLifeDays`). Reading a shortcut's
/// history is reading one row.
///
/// Each donation row remembers its own shortcut key and hour of the week, so a deletion takes
/// back exactly what the donation added, whatever the time zone is by then.
enum PredictionAggregate {
    /// The aggregate as schema version 1 made it; migration 2 (`addFading`) adds the weights.
    static let schemaVersion1 = """
        CREATE TABLE prediction_groups(
            shortcut_key TEXT PRIMARY KEY,
            source TEXT NOT NULL,
            donations INTEGER NOT NULL,
            last_ms INTEGER NOT NULL,
            hours BLOB NOT NULL
        ) WITHOUT ROWID;
        CREATE INDEX prediction_groups_last ON prediction_groups(last_ms);
        """

    /// The half-lives the stored `fading` and `slow` sums are kept with.
    static var halfLifeDays: Double { PredictionModel.standard.halfLifeDays }
    static var slowHalfLifeDays: Double { PredictionModel.standard.slowHalfLifeDays }

    /// Counts per hour of the week, as stored.
    typealias Hours = WeekHourCounts

    /// One shortcut's stored row, as read for changing it.
    private struct Stored {
        var donations: Int64
        var hours: Hours
        var fading: FadingSum
        var slow: FadingSum
        var days: DaySums

        /// Without `current`, the columns before schema version 7 (for the migrations before it):
        /// `slow` then reads as the group's donations, and `days` as that many at the newest.
        init(_ row: Row, current: Bool) throws {
            donations = Int64(try row.int(0, within: PredictionAggregate.storedDonations, "prediction_groups.donations"))
            hours = row.withBlob(1, Hours.init(littleEndian:))
            let newest = try PredictionAggregate.lastMilliseconds(row, 3)
            let weights = PredictionAggregate.storedWeights(donations: Int(donations))
            fading = FadingSum(
                sum: try row.double(2, within: weights, "prediction_groups.fading"), newest: newest, halfLifeDays: PredictionAggregate.halfLifeDays)
            slow = FadingSum(
                sum: current ? try row.double(4, within: weights, "prediction_groups.slow") : Double(donations), newest: newest,
                halfLifeDays: PredictionAggregate.slowHalfLifeDays)
            days = current ? try PredictionAggregate.storedDays(row, 5) : DaySums(donations: Int(donations), at: newest)
        }

        static func read(key: String, current: Bool = true, in db: Database) throws -> Stored? {
            try db.first(
                "SELECT donations, hours, fading, last_ms\(current ? ", slow, day_sum, day_squares" : "") FROM prediction_groups WHERE shortcut_key = ?",
                [.text(key)]
            ) { try Stored($0, current: current) }
        }
    }

    /// Writes a group's row, replacing what was there.
    /// `slow` is kept at `fading.newest`, the group's newest donation; `current` is nil for the
    /// migrations before schema version 7, which have neither it nor the day sums.
    private static func write(
        key: String, source: PredictionSource?, donations: Int64, hours: Hours, fading: FadingSum,
        current: (slow: FadingSum, days: DaySums)?, in db: Database
    ) throws {
        guard let current else {
            if let source {
                try db.run(
                    "INSERT INTO prediction_groups (shortcut_key, source, donations, last_ms, hours, fading) VALUES (?, ?, ?, ?, ?, ?)",
                    [.text(key), .text(source.rawValue), .integer(donations), .integer(fading.newest), .blob(hours.bytes), .real(fading.sum)])
            } else {
                try db.run(
                    "UPDATE prediction_groups SET donations = ?, last_ms = ?, hours = ?, fading = ? WHERE shortcut_key = ?",
                    [.integer(donations), .integer(fading.newest), .blob(hours.bytes), .real(fading.sum), .text(key)])
            }
            return
        }
        let slowSum = current.slow.value(at: fading.newest)
        let values: [SQLValue] = [
            .integer(donations), .integer(fading.newest), .blob(hours.bytes), .real(fading.sum), .real(slowSum), .real(current.days.sum),
            .real(current.days.squares),
        ]
        if let source {
            try db.run(
                """
                INSERT INTO prediction_groups (shortcut_key, source, donations, last_ms, hours, fading, slow, day_sum, day_squares)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
                """,
                [.text(key), .text(source.rawValue)] + values)
        } else {
            try db.run(
                "UPDATE prediction_groups SET donations = ?, last_ms = ?, hours = ?, fading = ?, slow = ?, day_sum = ?, day_squares = ? WHERE shortcut_key = ?",
                values + [.text(key)])
        }
    }

    /// One donation of the shortcut `key` at `dateMilliseconds` in `weekHour`. Call inside the
    /// transaction that inserted the donation.
    static func add(key: String, source: PredictionSource, weekHour: Int, dateMilliseconds: Int64, to db: Database) throws {
        let before = try Stored.read(key: key, in: db)
        // The person's habits judge the donation against what the shortcut had before it.
        var habits = try PersonalHabitsRow.readForUpdate(in: db)
        let previous = habits.lastOrder
        let isOrder = source == .interaction
        // A donation dated before what was judged already (a past date): the person's history is
        // judged again in date order below, as if the donations had arrived that way, while it
        // holds no more than the exact-forget limit; above it, judged as it arrives.
        let judgedAgain =
            habits.judgesBefore(milliseconds: dateMilliseconds, isOrder: isOrder) && habits.donations < PersonalHabitsRow.exactForgetLimit
        if !judgedAgain {
            // Two lookups, however many shortcuts ever followed the last order.
            let (followed, followers) = try previous.map { try PredictionTransitions.followed(fromLastOrder: $0, to: key, in: db) } ?? (0, 0)
            habits.observe(
                key: key, weekHour: weekHour,
                itemHours: (before?.hours ?? Hours()).counts.enumerated().map { (hour: $0.offset, count: Int($0.element)) },
                itemDonations: Int(before?.donations ?? 0), itemFading: before?.fading, itemSlow: before?.slow, followed: followed,
                followers: followers, milliseconds: dateMilliseconds, isOrder: isOrder, model: .standard)
            try PersonalHabitsRow.write(habits, in: db)
            if isOrder, let previous { try PredictionTransitions.add(from: previous, to: key, in: db) }
        }
        if var stored = before {
            stored.hours.counts[weekHour] &+= 1
            stored.fading.add(dateMilliseconds)
            stored.slow.add(dateMilliseconds)
            stored.days.add(dateMilliseconds)
            try write(
                key: key, source: nil, donations: stored.donations + 1, hours: stored.hours, fading: stored.fading,
                current: (stored.slow, stored.days), in: db)
        } else {
            var hours = Hours()
            hours.counts[weekHour] = 1
            try write(
                key: key, source: source, donations: 1, hours: hours, fading: FadingSum(donationAt: dateMilliseconds, halfLifeDays: halfLifeDays),
                current: (FadingSum(donationAt: dateMilliseconds, halfLifeDays: slowHalfLifeDays), DaySums(donations: 1, at: dateMilliseconds)),
                in: db)
        }
        if judgedAgain { try PersonalHabitsRow.rebuild(in: db) }
    }

    /// Many new donations, gathered per shortcut key so that each group is written once (the bulk
    /// path of `donate(contentsOf:)`, and the recount of a migration).
    struct Addition {
        var groups: [String: (source: PredictionSource, hours: [Int: Int], fading: FadingSum, slow: FadingSum, days: DaySums)] = [:]
        /// Whether `apply` also judges the donations in the person's habits (false for the
        /// migrations made before those existed): only then are they kept one by one.
        let person: Bool
        /// The donations in the order noted, for the person's habits to judge one by one; empty
        /// when `person` is false, so that a recount of a million donations (a migration) holds
        /// one entry per shortcut key, never one per donation.
        private(set) var sequence: [(key: String, weekHour: Int, milliseconds: Int64)] = []

        init(person: Bool = true) { self.person = person }

        mutating func note(key: String, source: PredictionSource, weekHour: Int, dateMilliseconds: Int64) {
            if person { sequence.append((key, weekHour, dateMilliseconds)) }
            if groups[key] == nil {
                groups[key] = (
                    source, [weekHour: 1], FadingSum(donationAt: dateMilliseconds, halfLifeDays: PredictionAggregate.halfLifeDays),
                    FadingSum(donationAt: dateMilliseconds, halfLifeDays: PredictionAggregate.slowHalfLifeDays),
                    DaySums(donations: 1, at: dateMilliseconds)
                )
            } else {
                groups[key]?.hours[weekHour, default: 0] += 1
                groups[key]?.fading.add(dateMilliseconds)
                groups[key]?.slow.add(dateMilliseconds)
                groups[key]?.days.add(dateMilliseconds)
            }
        }

        /// Adds what was gathered. Call inside the transaction that inserted the donations.
        /// With `person`, also judges and counts them in the person's habits.
        func apply(to db: Database) throws {
            var habits = person ? try PersonalHabitsRow.readForUpdate(in: db) : PersonalHabits()
            // Donations dated before what was judged already, or out of date order among
            // themselves: the history is judged again in date order at the end (as `add`).
            let judgedAgain =
                person && habits.donations + sequence.count <= PersonalHabitsRow.exactForgetLimit && !inDateOrder(after: habits)
            if person && !judgedAgain {
                // Many donations at once (a fixture, an import): look the matches up, once computed.
                let table = sequence.count > 64 ? TimeSignalTable(model: .standard) : nil
                var known: [String: (hours: [UInt32], donations: Int, fading: FadingSum?, slow: FadingSum?)] = [:]
                // What followed each shortcut: each pair read once by key (never every follower),
                // then counted here; the new pairs are written at the end. How often anything
                // followed the last order is its donations so far but one.
                var storedPairs: [String: [String: Int]] = [:]
                var added: [String: Followers] = [:]
                for (key, weekHour, milliseconds) in sequence where (0..<WeekHour.count).contains(weekHour) {
                    if known[key] == nil {
                        let stored = try Stored.read(key: key, in: db)
                        known[key] = (stored?.hours.counts ?? Hours().counts, Int(stored?.donations ?? 0), stored?.fading, stored?.slow)
                    }
                    guard let item = known[key] else { continue }
                    let previous = habits.lastOrder
                    let isOrder = groups[key]?.source == .interaction
                    var followed = (count: 0, total: 0)
                    if let previous {
                        if storedPairs[previous]?[key] == nil {
                            storedPairs[previous, default: [:]][key] = try PredictionTransitions.count(from: previous, to: key, in: db)
                        }
                        let total =
                            try known[previous].map { max(0, $0.donations - 1) }
                            ?? PredictionTransitions.followedTotal(ofLastOrder: previous, in: db)
                        let count = (storedPairs[previous]?[key] ?? 0) + (added[previous]?[key] ?? 0)
                        followed = (count, max(total, count))
                    }
                    habits.observe(
                        key: key, weekHour: weekHour, itemHours: item.hours.enumerated().map { (hour: $0.offset, count: Int($0.element)) },
                        itemDonations: item.donations, itemFading: item.fading, itemSlow: item.slow, followed: followed.count,
                        followers: followed.total, milliseconds: milliseconds, isOrder: isOrder, model: .standard, table: table)
                    if isOrder, let previous { added[previous, default: Followers()].add(key) }
                    known[key]?.hours[weekHour] &+= 1
                    known[key]?.donations += 1
                    if item.fading == nil {
                        known[key]?.fading = FadingSum(donationAt: milliseconds, halfLifeDays: PredictionAggregate.halfLifeDays)
                        known[key]?.slow = FadingSum(donationAt: milliseconds, halfLifeDays: PredictionAggregate.slowHalfLifeDays)
                    } else {
                        known[key]?.fading?.add(milliseconds)
                        known[key]?.slow?.add(milliseconds)
                    }
                }
                try PersonalHabitsRow.write(habits, in: db)
                for from in added.keys.sorted() {
                    for (to, count) in (added[from]?.counts ?? [:]).sorted(by: { $0.key < $1.key }) {
                        try PredictionTransitions.add(from: from, to: to, count: count, in: db)
                    }
                }
            }
            for key in groups.keys.sorted() {
                guard let group = groups[key] else { continue }
                // Without the person, this is the recount of migration 3, before `slow`.
                let stored = try Stored.read(key: key, current: person, in: db)
                var hours = stored?.hours ?? Hours()
                var added: Int64 = 0
                for (hour, count) in group.hours where (0..<WeekHour.count).contains(hour) {
                    hours.counts[hour] &+= UInt32(count)
                    added += Int64(count)
                }
                var fading = group.fading
                var slow = group.slow
                var days = group.days
                if let stored {
                    fading.merge(stored.fading)
                    slow.merge(stored.slow)
                    days = days + stored.days
                }
                try write(
                    key: key, source: stored == nil ? group.source : nil, donations: (stored?.donations ?? 0) + added, hours: hours,
                    fading: fading, current: person ? (slow, days) : nil, in: db)
            }
            if judgedAgain { try PersonalHabitsRow.rebuild(in: db) }
        }

        /// Whether the donations noted come, one after the other, after what `habits` judged
        /// (`PersonalHabits.judgesBefore`).
        private func inDateOrder(after habits: PersonalHabits) -> Bool {
            var so = habits
            for (key, weekHour, milliseconds) in sequence where (0..<WeekHour.count).contains(weekHour) {
                let isOrder = groups[key]?.source == .interaction
                if so.judgesBefore(milliseconds: milliseconds, isOrder: isOrder) { return false }
                so.donations += 1
                so.newest = max(so.newest, milliseconds)
                so.last = key
                if isOrder { so.lastOrder = key }
            }
            return true
        }
    }

    /// Deleted donations, counted per shortcut key, hour of the week and date.
    struct Removal {
        var counts: [String: [Int: Int]] = [:]
        var dates: [String: [Int64: Int]] = [:]

        mutating func note(key: String, weekHour: Int, dateMilliseconds: Int64, count: Int = 1) {
            counts[key, default: [:]][weekHour, default: 0] += count
            dates[key, default: [:]][dateMilliseconds, default: 0] += count
        }

        var isEmpty: Bool { counts.isEmpty }
    }

    /// A stored weight that would have to be scaled up by more than 2^30 after its newest
    /// donations are deleted is recomputed from the donations instead (rounding would show).
    static let rescaleLimit = 30.0

    /// Where the donation dates of one shortcut key are: a table and how its rows name the key.
    /// Activities are read through their (key, date) index; interactions in their own (date,
    /// sequence) order, newest first, until a row of the key (the aggregate keeps each key's
    /// newest date, so the common lookups start right there).
    struct DonationDates {
        var table: String
        /// A condition on the table's rows with one `?` for the key.
        var keyCondition: String

        static let activities = DonationDates(table: "activities", keyCondition: "shortcut_key = ?")
        static let interactions = DonationDates(
            table: "interactions", keyCondition: "shortcut = (SELECT shortcut FROM shortcut_keys WHERE key = ?)")
        /// The interactions as they were before schema version 4, for the migrations before it.
        static let interactionsBeforeVersion4 = DonationDates(table: "interactions", keyCondition: "shortcut_key = ?")
    }

    /// Takes deleted donations out of the aggregate. Call inside the transaction that deleted
    /// them, after deleting: the newest remaining date is looked up through `dates`.
    static func remove(_ removal: Removal, dates: DonationDates, from db: Database) throws {
        // Sorted so that the same deletion always writes in the same order.
        for key in removal.counts.keys.sorted() {
            guard let stored = try Stored.read(key: key, in: db) else { continue }
            var hours = stored.hours
            var total = 0
            for (hour, count) in removal.counts[key] ?? [:] where (0..<WeekHour.count).contains(hour) {
                hours.counts[hour] = UInt32(max(0, Int(hours.counts[hour]) - count))
                total += count
            }
            let left = Int(stored.donations) - total
            // Only when some are left: looking for the newest of none would walk every date.
            let newest =
                left <= 0
                ? nil
                : try db.first(
                    "SELECT date_ms FROM \(dates.table) WHERE \(dates.keyCondition) AND date_ms <= ? ORDER BY date_ms DESC LIMIT 1",
                    [.text(key), .integer(stored.fading.newest)]
                ) { $0.int64(0) }
            guard left > 0, let newest else {
                try db.run("DELETE FROM prediction_groups WHERE shortcut_key = ?", [.text(key)])
                continue
            }
            // Each weight less the deleted donations' weights, or computed again from the donations.
            func remaining(_ stored: FadingSum, halfLifeDays: Double) throws -> FadingSum {
                if Double(stored.newest - newest) / stored.halfLifeMilliseconds > rescaleLimit {
                    return try recompute(key: key, dates: dates, newest: newest, halfLifeDays: halfLifeDays, in: db)
                }
                var weights = stored
                let weight = (removal.dates[key] ?? [:]).sorted { $0.key < $1.key }.reduce(0.0) { $0 + Double($1.value) * stored.weight(of: $1.key) }
                weights.remove(weight: weight, remaining: left, newestLeft: newest)
                return weights
            }
            let fading = try remaining(stored.fading, halfLifeDays: halfLifeDays)
            let slow = try remaining(stored.slow, halfLifeDays: slowHalfLifeDays)
            var days = stored.days
            for (date, count) in (removal.dates[key] ?? [:]).sorted(by: { $0.key < $1.key }) { days.remove(date, count: count) }
            try write(key: key, source: nil, donations: Int64(left), hours: hours, fading: fading, current: (slow, days), in: db)
        }
        var removed: [Int: Int] = [:]
        for counts in removal.counts.values { for (hour, count) in counts { removed[hour, default: 0] += count } }
        try PersonalHabitsRow.forgetDeleted(removed, in: db)
    }

    /// A shortcut's weight computed from its stored donations: those within 64 half-lives of the
    /// newest (older ones would add less than 2^-64 each), through the `(shortcut_key, date_ms)`
    /// index.
    static func recompute(key: String, dates: DonationDates, newest: Int64, halfLifeDays: Double = halfLifeDays, in db: Database) throws -> FadingSum
    {
        var fading = FadingSum(sum: 0, newest: newest, halfLifeDays: halfLifeDays)
        let from = newest - Int64(64 * fading.halfLifeMilliseconds)
        try db.forEach(
            "SELECT date_ms FROM \(dates.table) WHERE \(dates.keyCondition) AND date_ms >= ? ORDER BY date_ms", [.text(key), .integer(from)]
        ) { row in fading.sum += fading.weight(of: row.int64(0)) }
        fading.sum = max(fading.sum, 1)
        return fading
    }

    /// Gives stores made before `fading` existed their weights: adds the column and computes every
    /// group's weight from its donations (the whole history, once). Call inside a transaction.
    static func addFading(to db: Database) throws {
        try addWeights(column: "fading", halfLifeDays: halfLifeDays, interactions: .interactionsBeforeVersion4, in: db)
    }

    /// Adds the weight column `column` and computes every group's weight with `halfLifeDays` from
    /// its donations, interactions found through `interactions`.
    private static func addWeights(column: String, halfLifeDays: Double, interactions: DonationDates, in db: Database) throws {
        try db.execute("ALTER TABLE prediction_groups ADD COLUMN \(column) REAL NOT NULL DEFAULT 1")
        let groups = try db.query("SELECT shortcut_key, source, last_ms FROM prediction_groups ORDER BY shortcut_key", []) {
            ($0.string(0), PredictionSource(rawValue: $0.string(1)) ?? .interaction, $0.int64(2))
        }
        for (key, source, newest) in groups {
            let weights = try recompute(
                key: key, dates: source == .interaction ? interactions : .activities, newest: newest, halfLifeDays: halfLifeDays, in: db)
            try db.run("UPDATE prediction_groups SET \(column) = ? WHERE shortcut_key = ?", [.real(weights.sum), .text(key)])
        }
    }

    /// Schema version 7: gives every group its slow weight, computed from its donations, and
    /// makes the transitions; `PersonalHabitsRow.rebuild` then judges every donation again, for
    /// the slow mixture's evidence, and counts the transitions.
    /// Without `judging`, the judging pass is left to a later step of the same migration.
    static func addSlow(to db: Database, judging: Bool = true) throws {
        try addWeights(column: "slow", halfLifeDays: slowHalfLifeDays, interactions: .interactions, in: db)
        try db.execute(PredictionTransitions.schema)
        try db.execute("ALTER TABLE prediction_person ADD COLUMN last_order TEXT")
        if judging { try PersonalHabitsRow.rebuild(in: db) }
    }

    /// Schema version 13: gives every group its day sums (`PredictionGroup.days`), added up from
    /// its donations in date order (as they were donated), the whole history once.
    static func addDaySums(to db: Database) throws {
        try db.execute(
            """
            ALTER TABLE prediction_groups ADD COLUMN day_sum REAL NOT NULL DEFAULT 0;
            ALTER TABLE prediction_groups ADD COLUMN day_squares REAL NOT NULL DEFAULT 0;
            """)
        var sums: [String: DaySums] = [:]
        try db.forEach("SELECT k.key, i.date_ms FROM interactions i JOIN shortcut_keys k ON k.shortcut = i.shortcut ORDER BY i.date_ms, i.seq") {
            sums[$0.string(0), default: DaySums()].add($0.int64(1))
        }
        try db.forEach("SELECT shortcut_key, date_ms FROM activities WHERE shortcut_key IS NOT NULL ORDER BY date_ms, seq") {
            sums[$0.string(0), default: DaySums()].add($0.int64(1))
        }
        for (key, days) in sums.sorted(by: { $0.key < $1.key }) {
            try db.run(
                "UPDATE prediction_groups SET day_sum = ?, day_squares = ? WHERE shortcut_key = ?",
                [.real(days.sum), .real(days.squares), .text(key)])
        }
    }

    /// Forgets every group of one source, after all its donations were deleted.
    static func removeAll(source: PredictionSource, from db: Database, person: Bool = true) throws {
        var removed: [Int: Int] = [:]
        if person {
            try db.forEach("SELECT hours FROM prediction_groups WHERE source = ?", [.text(source.rawValue)]) { row in
                for (hour, count) in Hours(row.data(0)).counts.enumerated() where count > 0 { removed[hour, default: 0] += Int(count) }
            }
        }
        try db.run("DELETE FROM prediction_groups WHERE source = ?", [.text(source.rawValue)])
        if person { try PersonalHabitsRow.forgetDeleted(removed, in: db) }
    }

    private static let columns = "shortcut_key, source, donations, last_ms, hours, fading, slow, day_sum, day_squares"

    private static func decode(_ row: Row) throws -> PredictionGroup {
        let donations = try row.int(2, within: storedDonations, "prediction_groups.donations")
        let weights = storedWeights(donations: donations)
        return PredictionGroup(
            key: row.string(0), source: PredictionSource(rawValue: row.string(1)) ?? .interaction, donations: donations,
            lastDonation: StoreJSON.date(milliseconds: try lastMilliseconds(row, 3)), hours: row.withBlob(4, WeekHourCounts.init(littleEndian:)),
            fading: try row.double(5, within: weights, "prediction_groups.fading"),
            slow: try row.double(6, within: weights, "prediction_groups.slow"), days: try storedDays(row, 7))
    }

    /// A group's day sums (`day_sum`, then `day_squares`, from `column`): finite, the squares not
    /// negative.
    static func storedDays(_ row: Row, _ column: Int32) throws -> DaySums {
        let finite = -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude
        return DaySums(
            sum: try row.double(column, within: finite, "prediction_groups.day_sum"),
            squares: try row.double(column + 1, within: 0...Double.greatestFiniteMagnitude, "prediction_groups.day_squares"))
    }

    /// The donation counts a group's row may hold: far more than any history, and few enough that
    /// adding to one, or to all of them, cannot overflow.
    static let storedDonations = 0...(1 << 48)

    /// The faded weights a group of `donations` may hold (`FadingSum`: between 1 and the count),
    /// with room for rounding: an infinite or huge weight is damage, not a score.
    static func storedWeights(donations: Int) -> ClosedRange<Double> { 0...(Double(donations) + 1) * (1 + 1e-6) }

    /// A group's newest donation (`last_ms`), within the stored dates' range.
    static func lastMilliseconds(_ row: Row, _ column: Int32) throws -> Int64 {
        try row.int64(column, within: StoreJSON.millisecondRange, "prediction_groups.last_ms")
    }

    /// The `limit` groups donated to most recently, newest first (ties: by key): one row each,
    /// never the donations.
    ///
    /// The index `prediction_groups_last` holds (date, key). Asked for dates descending and keys
    /// ascending, SQLite sorted each date's keys in a temporary b-tree, cleared at every new
    /// date (0.09 M instructions for 17 groups). So the index is read backwards as it is, dates
    /// and keys both descending (`newestGroupsQuery`), and runs of equal dates are turned round
    /// here; when the limit cuts such a run, that date's smallest keys are read again
    /// (`tiedGroupsQuery`).
    static func groups(limit: Int, in db: Database) throws -> [PredictionGroup] {
        var groups = try db.query(newestGroupsQuery, [.integer(Int64(limit))], decode)
        if limit > 0, groups.count == limit, let last = groups.last {
            let cut = groups.lastIndex { $0.lastDonation != last.lastDonation }.map { $0 + 1 } ?? 0
            let tied = try db.query(
                tiedGroupsQuery, [.integer(StoreJSON.milliseconds(last.lastDonation)), .integer(Int64(groups.count - cut))], decode)
            groups.replaceSubrange(cut..., with: tied.reversed())
        }
        var start = 0
        while start < groups.count {
            var end = start + 1
            while end < groups.count, groups[end].lastDonation == groups[start].lastDonation { end += 1 }
            if end - start > 1 { groups[start..<end].reverse() }
            start = end
        }
        return groups
    }

    static let newestGroupsQuery = "SELECT \(columns) FROM prediction_groups ORDER BY last_ms DESC, shortcut_key DESC LIMIT ?"
    static let tiedGroupsQuery = "SELECT \(columns) FROM prediction_groups WHERE last_ms = ? ORDER BY shortcut_key LIMIT ?"

    static func group(key: String, in db: Database) throws -> PredictionGroup? {
        try db.first("SELECT \(columns) FROM prediction_groups WHERE shortcut_key = ?", [.text(key)], decode)
    }
}
