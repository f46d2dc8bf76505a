import Dates
import SQLiteStore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One donation as the evaluation sees it: which shortcut, when, and in which hour of the week
/// it was recorded (as the aggregate recorded it).
public struct EvaluationDonation: Sendable, Hashable {
    public var key: String
    public var source: PredictionSource
    public var date: Date
    public var weekHour: WeekHour
    /// The record's own clock, in minutes from UTC, when its file gives it (check-in data sets):
    /// its hour of the week is read on that clock, and so is the moment it is asked at.
    public var clockOffsetMinutes: Int?

    public init(key: String, source: PredictionSource, date: Date, weekHour: WeekHour, clockOffsetMinutes: Int? = nil) {
        self.key = key
        self.source = source
        self.date = date
        self.weekHour = weekHour
        self.clockOffsetMinutes = clockOffsetMinutes
    }

    /// Donations in date order, the given order for equal dates; as given when they are so
    /// already, as a file mostly lists them.
    public static func inDateOrder(_ donations: [EvaluationDonation]) -> [EvaluationDonation] {
        if zip(donations, donations.dropFirst()).allSatisfy({ $0.date <= $1.date }) { return donations }
        return donations.enumerated().sorted { a, b in
            a.element.date != b.element.date ? a.element.date < b.element.date : a.offset < b.offset
        }.map(\.element)
    }
}

extension PredictionGroup {
    /// The groups the aggregate holds after these donations, computed in memory with the same
    /// arithmetic as `prediction_groups` (so ranking them answers what the store would).
    public static func aggregate(_ donations: some Sequence<EvaluationDonation>, model: PredictionModel = .standard) -> [PredictionGroup] {
        PredictionMemory(donations, model: model).groups
    }
}

extension SystemStore {
    /// Every donation that feeds predictions, oldest first: interactions and activities eligible
    /// for prediction, with the hour of the week each was recorded in. Reads the whole history:
    /// for evaluating the model, never for answering a command about the present.
    public func evaluationHistory() throws -> [EvaluationDonation] {
        var donations: [(seq: Int64, donation: EvaluationDonation)] = []
        try database.forEach(
            "SELECT i.seq, k.key, i.date_ms, i.week_hour FROM interactions i JOIN shortcut_keys k ON k.shortcut = i.shortcut ORDER BY i.date_ms, i.seq"
        ) { row in
            donations.append(
                (
                    row.int64(0),
                    EvaluationDonation(
                        key: row.string(1), source: .interaction, date: StoreJSON.date(milliseconds: row.int64(2)),
                        weekHour: WeekHour(index: min(max(row.int(3), 0), WeekHour.count - 1)))
                ))
        }
        var activities: [EvaluationDonation] = []
        try database.forEach(
            "SELECT shortcut_key, date_ms, week_hour FROM activities WHERE shortcut_key IS NOT NULL ORDER BY date_ms, seq"
        ) { row in
            activities.append(
                EvaluationDonation(
                    key: row.string(0), source: .userActivity, date: StoreJSON.date(milliseconds: row.int64(1)),
                    weekHour: WeekHour(index: min(max(row.int(2), 0), WeekHour.count - 1))))
        }
        // Merged by date; an interaction before an activity of the same moment.
        var merged: [EvaluationDonation] = []
        merged.reserveCapacity(donations.count + activities.count)
        var i = 0
        var j = 0
        while i < donations.count || j < activities.count {
            if j >= activities.count || (i < donations.count && donations[i].donation.date <= activities[j].date) {
                merged.append(donations[i].donation)
                i += 1
            } else {
                merged.append(activities[j])
                j += 1
            }
        }
        return merged
    }
}
