import SQLiteStore

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

/// Where the system store keeps `PersonalHabits`: one row of `prediction_person` (a data
/// directory is one person), changed in the transaction of every donation and deletion, beside
/// `prediction_groups`.
///
/// Columns: `donations` and `judged` (counts), `hours` (168 little-endian 32-bit counts, Monday
/// 00:00 first, as `prediction_groups.hours`), `evidence` (one little-endian IEEE 754 double
/// per `TimeSignal`, in its declared order, then a double no longer read (the count's nearness
/// evidence before schema version 7) and the repeat's evidence, then the
/// bounded evidence per signal and the decisive expert's per signal, then the count's and the
/// repeat's rank evidence, the largest count of one shortcut and the largest faded weight of one
/// shortcut at `newest_ms`, then the slow mixture's evidence for its first three `SlowExpert`s
/// and all the donations faded with the slow half-life at `newest_ms`), `last_key`
/// (the shortcut of the newest donation), `fading` and `newest_ms`
/// (all the person's donations faded by age, at the newest: a `FadingSum`), and since schema
/// version 7 `last_order` (the shortcut of the newest order). Since schema version 10 the
/// evidence ends with the newest instant's shortcuts (how many, their faded weights' sum and
/// largest) and the baskets' judgement (`sameInstant`, `instantJudged`, `instantRepeats`,
/// `instantExpected`), then the newest instant's donations all told (`newestCount`) and the
/// basket so far's rank evidence (`instantRankEvidence`); since schema version 11 the next lines
/// of baskets (`basketRepeats`, `basketExpected`), and since schema version 12 the evidence of
/// the slow mixture's experts after the first three (`SlowExpert.stay`).
enum PersonalHabitsRow {
    /// The slow mixture's experts whose evidence is stored in the row's first part: those of
    /// schema version 7. Experts added since are stored at the end, in `SlowExpert` order.
    static let firstSlowExperts = 3

    /// Schema version 5: the table, filled from the donations already stored.
    static let schema = """
        CREATE TABLE prediction_person(
            id INTEGER PRIMARY KEY CHECK (id = 1),
            donations INTEGER NOT NULL,
            judged INTEGER NOT NULL,
            hours BLOB NOT NULL,
            evidence BLOB NOT NULL,
            fading REAL NOT NULL,
            newest_ms INTEGER NOT NULL,
            last_key TEXT
        );
        """

    static func read(in db: Database) throws -> PersonalHabits { try readRow(in: db).habits }

    /// The row for a donation to change: a row written before the rank judgements has no largest
    /// count and weight, so they are found once from `prediction_groups` (one pass over the
    /// shortcuts, then kept in the row).
    static func readForUpdate(in db: Database) throws -> PersonalHabits {
        var (habits, hasTops) = try readRow(in: db)
        if !hasTops && habits.donations > 0 { try findTops(&habits, in: db) }
        return habits
    }

    /// The largest count and faded weight of one shortcut, from the shortcuts' rows.
    static func findTops(_ habits: inout PersonalHabits, in db: Database) throws {
        var (count, weight) = (0, 0.0)
        try db.forEach("SELECT donations, fading, last_ms FROM prediction_groups") { row in
            let donations = try row.int(0, within: PredictionAggregate.storedDonations, "prediction_groups.donations")
            count = max(count, donations)
            let group = FadingSum(
                sum: try row.double(1, within: PredictionAggregate.storedWeights(donations: donations), "prediction_groups.fading"),
                newest: try PredictionAggregate.lastMilliseconds(row, 2), halfLifeDays: PredictionAggregate.halfLifeDays)
            weight = max(weight, group.value(at: habits.newest))
        }
        (habits.topCount, habits.topFading) = (count, weight)
    }

    /// The habits, and whether the row had the largest count and weight (written since the rank
    /// judgements).
    static func readRow(in db: Database) throws -> (habits: PersonalHabits, hasTops: Bool) {
        var (habits, hasTops) =
            try db.first("SELECT donations, judged, hours, evidence, fading, newest_ms, last_key, last_order FROM prediction_person WHERE id = 1", [])
        { row in
            var habits = PersonalHabits()
            habits.donations = try row.int(0, within: PredictionAggregate.storedDonations, "prediction_person.donations")
            habits.judged = row.int(1)
            habits.hours = PredictionAggregate.Hours(row.data(2)).counts.map { Int($0) }
            let bytes = [UInt8](row.data(3))
            var values: [Double] = []
            for index in 0..<(bytes.count / 8) {
                var bits: UInt64 = 0
                for byte in 0..<8 { bits |= UInt64(bytes[index * 8 + byte]) << (8 * UInt64(byte)) }
                // Evidence is a finite sum of logarithms; anything else is damage, not a score.
                guard Double(bitPattern: bits).isFinite else {
                    throw StoredNumberOutOfRange(
                        column: "prediction_person.evidence[\(index)]", found: String(Double(bitPattern: bits)), expected: "a finite number")
                }
                values.append(Double(bitPattern: bits))
            }
            for index in habits.evidence.indices where index < values.count { habits.evidence[index] = values[index] }
            if values.count > habits.evidence.count + 1 { habits.repeatEvidence = values[habits.evidence.count + 1] }
            // Rows written before the bounded and decisive judgements have no tail: they start at
            // 0 (the decisive expert unused) and judge the donations made from then on.
            let signals = habits.evidence.count
            for index in 0..<signals {
                if values.count > signals + 2 + index { habits.boundedEvidence[index] = values[signals + 2 + index] }
                if values.count > 2 * signals + 2 + index { habits.decisiveEvidence[index] = values[2 * signals + 2 + index] }
            }
            // Rows written before the rank judgements have no second tail: the judgements start
            // at 0 (the model exactly as before) and the largest count and weight are found from
            // the shortcuts by `readForUpdate`.
            let rank = 3 * signals + 2
            if values.count > rank { habits.countRankEvidence = values[rank] }
            if values.count > rank + 1 { habits.repeatRankEvidence = values[rank + 1] }
            if values.count > rank + 2 { habits.topCount = Int(exactly: values[rank + 2].rounded()) ?? 0 }
            if values.count > rank + 3 { habits.topFading = values[rank + 3] }
            // The slow mixture's (schema version 7, which judged every donation again).
            // Its first three experts' evidence is stored here, the fourth's at the end (schema version 12).
            let slow = rank + 4
            for index in 0..<firstSlowExperts where values.count > slow + index { habits.slowEvidence[index] = values[slow + index] }
            if values.count > slow + firstSlowExperts { habits.slow = values[slow + firstSlowExperts] }
            habits.last = row.isNull(6) ? nil : row.string(6)
            habits.lastOrder = row.isNull(7) ? nil : row.string(7)
            habits.fading = try row.double(4, within: PredictionAggregate.storedWeights(donations: habits.donations), "prediction_person.fading")
            habits.newest = try row.int64(5, within: StoreJSON.millisecondRange, "prediction_person.newest_ms")
            // The shortcuts at the newest instant (schema version 10); a row written before it
            // has none, and they are counted from the shortcuts below.
            let instant = slow + firstSlowExperts + 1
            if values.count > instant + 8 {
                habits.newestKeys = Int(exactly: values[instant].rounded()) ?? 0
                (habits.newestWeight, habits.newestTop) = (values[instant + 1], values[instant + 2])
                habits.sameInstant = Int(exactly: values[instant + 3].rounded()) ?? 0
                habits.instantJudged = Int(exactly: values[instant + 4].rounded()) ?? 0
                habits.instantRepeats = Int(exactly: values[instant + 5].rounded()) ?? 0
                habits.instantExpected = values[instant + 6]
                habits.newestCount = Int(exactly: values[instant + 7].rounded()) ?? 0
                habits.instantRankEvidence = values[instant + 8]
            } else {
                habits.newestKeys = -1
            }
            // The next lines of baskets (schema version 11). A row without them reads 0, exact for a
            // history with no orders at one instant; migration 11 judged every other one again.
            if values.count > instant + 10 {
                habits.basketRepeats = Int(exactly: values[instant + 9].rounded()) ?? 0
                habits.basketExpected = values[instant + 10]
            }
            // Keeping to the last order's evidence (schema version 12, which judged every donation
            // again); a row without it reads 0.
            for index in firstSlowExperts..<habits.slowEvidence.count where values.count > instant + 11 + index - firstSlowExperts {
                habits.slowEvidence[index] = values[instant + 11 + index - firstSlowExperts]
            }
            return (habits, values.count > rank + 3)
        } ?? (PersonalHabits(), true)
        if habits.newestKeys < 0 { try findNewestInstant(&habits, in: db) }
        return (habits, hasTops)
    }

    /// The shortcuts whose newest donation is at the person's newest (`PersonalHabits.newestKeys`,
    /// `newestWeight`, `newestTop` and `newestCount`), from the shortcuts' rows: for a row that
    /// does not keep them, and after a deletion.
    static func findNewestInstant(_ habits: inout PersonalHabits, in db: Database) throws {
        (habits.newestKeys, habits.newestWeight, habits.newestTop, habits.newestCount) = (0, 0, 0, 0)
        guard habits.donations > 0 else { return }
        try db.forEach("SELECT fading, donations FROM prediction_groups WHERE last_ms = ?", [.integer(habits.newest)]) { row in
            let donations = try row.int(1, within: PredictionAggregate.storedDonations, "prediction_groups.donations")
            let fading = try row.double(0, within: PredictionAggregate.storedWeights(donations: donations), "prediction_groups.fading")
            habits.newestKeys += 1
            habits.newestWeight += fading
            habits.newestTop = max(habits.newestTop, fading)
            habits.newestCount += donations
        }
    }

    /// Without `lastOrder`, the row as schema versions 5 and 6 have it (for migration 5).
    static func write(_ habits: PersonalHabits, lastOrder: Bool = true, in db: Database) throws {
        var hours = PredictionAggregate.Hours()
        for (index, count) in habits.hours.enumerated() { hours.counts[index] = UInt32(clamping: max(0, count)) }
        var evidence: [UInt8] = []
        let rank = [habits.countRankEvidence, habits.repeatRankEvidence, Double(habits.topCount), habits.topFading]
        let slow =
            Array(habits.slowEvidence.prefix(firstSlowExperts)) + [habits.slow, Double(habits.newestKeys), habits.newestWeight, habits.newestTop]
            + [
                Double(habits.sameInstant), Double(habits.instantJudged), Double(habits.instantRepeats), habits.instantExpected,
                Double(habits.newestCount), habits.instantRankEvidence,
            ]
            + [Double(habits.basketRepeats), habits.basketExpected] + habits.slowEvidence.dropFirst(firstSlowExperts)
        for value in habits.evidence + [0, habits.repeatEvidence] + habits.boundedEvidence + habits.decisiveEvidence + rank + slow {
            let bits = value.bitPattern
            for byte in 0..<8 { evidence.append(UInt8(truncatingIfNeeded: bits >> (8 * UInt64(byte)))) }
        }
        let columns = "id, donations, judged, hours, evidence, fading, newest_ms, last_key" + (lastOrder ? ", last_order" : "")
        try db.run(
            "INSERT OR REPLACE INTO prediction_person (\(columns)) VALUES (1, ?, ?, ?, ?, ?, ?, ?\(lastOrder ? ", ?" : ""))",
            [
                .integer(Int64(habits.donations)), .integer(Int64(habits.judged)), .blob(hours.bytes), .blob(evidence), .real(habits.fading),
                .integer(habits.newest), SQLValue(habits.last),
            ] + (lastOrder ? [SQLValue(habits.lastOrder)] : []))
    }

    /// Up to this many donations left, a deletion judges them all again (a few milliseconds);
    /// above it, the deleted donations leave the hours and the faded total but the evidence
    /// stays, so that a deletion costs what it deletes, not the history.
    static let exactForgetLimit = 10_000

    /// After a deletion of donations counted per hour of the week (`counts`): the row judged again
    /// from the donations that are left — a deleted donation is gone from the evidence too, as if
    /// it had never been donated — while at most `exactForgetLimit` are left; otherwise the hours,
    /// the counts, the newest shortcut and the faded total follow the remaining shortcuts. Call
    /// in the deleting transaction, after the donations and the groups were changed.
    static func forgetDeleted(_ counts: [Int: Int], in db: Database) throws {
        var habits = try read(in: db)
        let left = habits.donations - counts.values.reduce(0, +)
        if left <= exactForgetLimit { return try rebuild(in: db) }
        habits.remove(counts)
        var total: FadingSum?
        var groups = 0
        var slow: FadingSum?
        var newest: (ms: Int64, key: String)?
        var newestOrder: (ms: Int64, key: String)?
        var tops: [FadingSum] = []
        var topCount = 0
        try db.forEach("SELECT fading, last_ms, shortcut_key, donations, slow, source FROM prediction_groups ORDER BY shortcut_key") { row in
            let weights = PredictionAggregate.storedWeights(
                donations: try row.int(3, within: PredictionAggregate.storedDonations, "prediction_groups.donations"))
            let last = try PredictionAggregate.lastMilliseconds(row, 1)
            let group = FadingSum(
                sum: try row.double(0, within: weights, "prediction_groups.fading"), newest: last, halfLifeDays: PredictionAggregate.halfLifeDays)
            if total == nil { total = group } else { total?.merge(group) }
            let slowGroup = FadingSum(
                sum: try row.double(4, within: weights, "prediction_groups.slow"), newest: last, halfLifeDays: PredictionAggregate.slowHalfLifeDays)
            if slow == nil { slow = slowGroup } else { slow?.merge(slowGroup) }
            groups += 1
            if newest == nil || row.int64(1) > newest!.ms { newest = (row.int64(1), row.string(2)) }
            if row.string(5) == PredictionSource.interaction.rawValue, newestOrder == nil || row.int64(1) > newestOrder!.ms {
                newestOrder = (row.int64(1), row.string(2))
            }
            tops.append(group)
            topCount = max(topCount, row.int(3))
        }
        habits.topCount = topCount
        habits.fading = total?.sum ?? 0
        habits.slow = slow?.sum ?? 0
        habits.newest = total?.newest ?? 0
        // The largest weight left, at the newest donation left (the rank evidence stays).
        habits.topFading = tops.map { $0.value(at: habits.newest) }.max() ?? 0
        habits.judged = max(0, habits.donations - groups)
        habits.last = newest?.key
        habits.lastOrder = newestOrder?.key
        try findNewestInstant(&habits, in: db)
        try write(habits, in: db)
        // The pairs of shortcuts that are gone; the counts between those left stay.
        try PredictionTransitions.forgetGone(in: db)
    }

    /// Migration 11: the next lines of baskets (`PersonalHabits.basketRepeats`,
    /// `basketExpected`) are counted by judging every donation again, where there are any: a
    /// history with no two donations at one instant (every store the app wrote, one order at a
    /// time) has none, and the row as it stands, read with both at 0, is already exact.
    static func countBasketsNextLines(in db: Database) throws {
        if try read(in: db).sameInstant > 0 { try rebuild(in: db) }
    }

    /// Migration 5: makes the table and fills it by judging every stored donation in date order
    /// (interactions before activities of the same millisecond, as `evaluationHistory` merges
    /// them), the whole history once.
    static func migrate(_ db: Database) throws {
        try makeTable(in: db)
        try rebuild(in: db, transitions: false)
    }

    /// Migration 5's table alone, for a migration whose later step judges every donation.
    static func makeTable(in db: Database) throws { try db.execute(schema) }

    /// The pass of the migrations that judge every donation again from nothing (`rebuild`): in
    /// one migration only the last of them makes it (`Migration.plan`).
    static let judgingPass = "every donation judged in date order"

    /// Recomputes the row and the transitions (`prediction_transitions`) from the donations. Call
    /// inside a transaction.
    /// Without `transitions` (migration 5, before schema version 7), neither the transitions nor the last order are written.
    static func rebuild(in db: Database, model: PredictionModel = .standard, transitions writesTransitions: Bool = true) throws {
        // One pass in date order, streamed: SQLite merges (or sorts, spilling to disk) the two
        // tables, so the history is never held in memory.
        let total =
            try db.first(
                "SELECT (SELECT count(*) FROM interactions) + (SELECT count(*) FROM activities WHERE shortcut_key IS NOT NULL)", []
            ) { $0.int(0) } ?? 0
        var habits = PersonalHabits()
        let table = total > 64 ? TimeSignalTable(model: model) : nil
        // One entry per shortcut key, changed in place: nothing is kept per donation.
        var groups: [String: GroupSoFar] = [:]
        var transitions: [String: Followers] = [:]
        try db.forEach(
            """
            SELECT i.date_ms, 0, i.seq, k.key, i.week_hour FROM interactions i JOIN shortcut_keys k ON k.shortcut = i.shortcut
            UNION ALL
            SELECT date_ms, 1, seq, shortcut_key, week_hour FROM activities WHERE shortcut_key IS NOT NULL
            ORDER BY 1, 2, 3
            """
        ) { row in
            let (ms, key, hour) = (row.int64(0), row.string(3), row.int(4))
            guard (0..<WeekHour.count).contains(hour) else { return }
            let group = groups[key]
            let previous = habits.lastOrder
            let isOrder = row.int(1) == 0
            let after = previous.flatMap { transitions[$0] } ?? Followers()
            habits.observe(
                key: key, weekHour: hour, itemHours: group?.hours ?? [], itemDonations: group?.donations ?? 0, itemFading: group?.fading,
                itemSlow: group?.slow, followed: after[key], followers: after.total, milliseconds: ms, isOrder: isOrder, model: model, table: table)
            if isOrder, let previous { transitions[previous, default: Followers()].add(key) }
            if let group {
                group.add(hour: hour, milliseconds: ms)
            } else {
                groups[key] = GroupSoFar(
                    hour: hour, fading: FadingSum(donationAt: ms, halfLifeDays: model.halfLifeDays),
                    slow: FadingSum(donationAt: ms, halfLifeDays: model.slowHalfLifeDays))
            }
        }
        try write(habits, lastOrder: writesTransitions, in: db)
        if writesTransitions { try PredictionTransitions.replace(with: transitions, in: db) }
    }

    /// One shortcut's donations judged so far, as `PersonalHabits.observe` reads them: the hours
    /// of the week that have donations, in hour order, with their counts. Changed in place, a
    /// donation at a time, without sorting or copying the hours again for each donation.
    final class GroupSoFar {
        private(set) var hours: [(hour: Int, count: Int)]
        /// Where each hour of the week is in `hours` (-1: not there yet).
        private var position = [Int](repeating: -1, count: WeekHour.count)
        private(set) var donations = 1
        private(set) var fading: FadingSum
        private(set) var slow: FadingSum

        /// The first donation, in `hour`, with `fading` and `slow` its faded weights.
        init(hour: Int, fading: FadingSum, slow: FadingSum) {
            hours = [(hour, 1)]
            position[hour] = 0
            self.fading = fading
            self.slow = slow
        }

        func add(hour: Int, milliseconds: Int64) {
            if position[hour] >= 0 {
                hours[position[hour]].count += 1
            } else {
                let at = hours.firstIndex { $0.hour > hour } ?? hours.count
                hours.insert((hour, 1), at: at)
                for index in at..<hours.count { position[hours[index].hour] = index }
            }
            donations += 1
            fading.add(milliseconds)
            slow.add(milliseconds)
        }
    }
}
