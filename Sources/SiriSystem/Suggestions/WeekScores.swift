import Dates

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// When, in the seven days from a moment's day, Siri would suggest its top shortcuts: every
/// shortcut's score for every hour, by the prediction model.
public struct WeekScores: Sendable {
    public struct Series: Sendable {
        public var group: PredictionGroup
        public var shortcut: PredictedShortcut
        /// `scores[day][hour]`.
        public var scores: [[Double]]
        public var peak: Double
        public var peakAt: Date
    }

    /// The start of each of the seven days.
    public var days: [Date]
    public var series: [Series]
    public var zone: Zone

    /// The `count` shortcuts with the highest peak over the week, best first (ties: key).
    public init(system: SystemStore, from moment: Date, count: Int, model: PredictionModel = .standard) throws {
        let zone = system.timeZone
        self.zone = zone
        let start = zone.startOfDay(for: moment)
        days = (0..<7).map { zone.date(byAddingDays: $0, to: start) }
        let hours = days.map { day in (0..<24).map { zone.date(settingHour: $0, of: day) } }
        var scored: [(group: PredictionGroup, scores: [[Double]], peak: Double, peakAt: Date)] = []
        let habits = try system.personalHabits()
        let followers = try system.followers(of: habits.lastOrder)
        let groups = try system.predictionGroups(limit: model.candidates)
        let views = hours.map { row in
            row.map {
                PredictionModel.PersonalView(habits, at: $0, timeZone: system.timeZone, model: model, followers: followers, candidates: groups)
            }
        }
        for group in groups {
            var peak = -1.0
            var peakAt = start
            let scores = zip(hours, views).map { row, rowViews in
                zip(row, rowViews).map { date, view -> Double in
                    let value = model.score(group, at: date, timeZone: system.timeZone, person: view).value
                    if value > peak {
                        peak = value
                        peakAt = date
                    }
                    return value
                }
            }
            scored.append((group, scores, peak, peakAt))
        }
        scored.sort { $0.peak != $1.peak ? $0.peak > $1.peak : $0.group.key < $1.group.key }
        series = []
        for item in scored {
            guard series.count < count else { break }
            guard let shortcut = try system.newestDonation(of: item.group) else { continue }
            series.append(Series(group: item.group, shortcut: shortcut, scores: item.scores, peak: item.peak, peakAt: item.peakAt))
        }
    }

    /// "Mon", "Tue", … for the days, on the device's calendar.
    public var dayLabels: [String] {
        days.map { ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"][zone.wallClock($0).weekday - 1] }
    }
}
