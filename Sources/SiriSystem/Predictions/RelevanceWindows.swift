import Dates

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// When a relevance provider holds, as soupchef simulates it. iOS learns a person's routine
/// ("work" is wherever and whenever they work) and reads sensors; soupchef has neither, so it
/// fixes a weekly window for each daily routine situation and documents it in
/// docs/suggestions.md. Situations that need sensors or a location are never relevant here.
public struct RelevanceWindow: Sendable, Hashable {
    /// A span of one or more days of the week, Monday being 0.
    public struct Span: Sendable, Hashable {
        public var days: ClosedRange<Int>
        /// Minutes after midnight; the end is excluded.
        public var start: Int
        public var end: Int
    }

    public var spans: [Span]
    /// "weekdays 09:00–17:00".
    public var description: String

    public func contains(_ date: Date, timeZone: Zone) -> Bool {
        let clock = timeZone.wallClock(date)
        let day = (clock.weekday + 5) % 7
        let minute = clock.hour * 60 + clock.minute
        return spans.contains { $0.days.contains(day) && $0.start <= minute && minute < $0.end }
    }

    private static func span(_ days: ClosedRange<Int>, _ startHour: Int, _ endHour: Int) -> Span {
        Span(days: days, start: startHour * 60, end: endHour * 60)
    }

    private static let weekdays = 0...4
    private static let weekend = 5...6
    private static let everyDay = 0...6

    /// The window of a daily routine situation; nil for those soupchef cannot observe
    /// (they need motion or heart-rate sensors).
    public static func dailyRoutine(_ situation: DailyRoutineSituation) -> RelevanceWindow? {
        switch situation {
        case .morning: RelevanceWindow(spans: [span(everyDay, 6, 10)], description: "every day 06:00–10:00")
        case .work: RelevanceWindow(spans: [span(weekdays, 9, 17)], description: "weekdays 09:00–17:00")
        case .school: RelevanceWindow(spans: [span(weekdays, 8, 15)], description: "weekdays 08:00–15:00")
        case .commute:
            RelevanceWindow(spans: [span(weekdays, 7, 9), span(weekdays, 17, 19)], description: "weekdays 07:00–09:00 and 17:00–19:00")
        case .evening: RelevanceWindow(spans: [span(everyDay, 18, 22)], description: "every day 18:00–22:00")
        case .home:
            RelevanceWindow(
                spans: [span(weekdays, 0, 8), span(weekdays, 18, 24), span(weekend, 0, 24)],
                description: "weekdays before 08:00 and from 18:00, weekends all day")
        case .gym, .heartRateRecovery, .physicalActivity: nil
        }
    }
}

/// Whether one relevance provider holds at a moment, and why.
public struct RelevanceEvaluation: Sendable, Hashable {
    public var provider: RelevanceProvider
    public var isRelevant: Bool
    /// When the provider holds, in words: "weekdays 09:00–17:00".
    public var window: String
    /// False when soupchef cannot observe what the provider needs (sensors, location).
    public var isSimulated: Bool
}

extension RelevanceProvider {
    /// A provider with a date and no end date holds for this long after its start.
    public static let openDateWindow: TimeInterval = 3600

    /// Whether the provider holds at `date` on a wall clock in `timeZone`.
    public func evaluate(at date: Date, timeZone: Zone) -> RelevanceEvaluation {
        switch self {
        case .dailyRoutine(let situation):
            guard let window = RelevanceWindow.dailyRoutine(situation) else {
                return RelevanceEvaluation(
                    provider: self, isRelevant: false, window: "needs the device's sensors; not simulated", isSimulated: false)
            }
            return RelevanceEvaluation(
                provider: self, isRelevant: window.contains(date, timeZone: timeZone), window: window.description, isSimulated: true)
        case .date(let start, let end):
            let last = end ?? start.addingTimeInterval(Self.openDateWindow)
            return RelevanceEvaluation(
                provider: self, isRelevant: start <= date && date <= last,
                window: end == nil ? "for an hour from its start" : "from its start to its end", isSimulated: true)
        case .location:
            return RelevanceEvaluation(provider: self, isRelevant: false, window: "needs the device's location; not simulated", isSimulated: false)
        }
    }
}

extension RelevantShortcut {
    /// Relevant when any of its providers holds.
    public func evaluate(at date: Date, timeZone: Zone) -> (isRelevant: Bool, providers: [RelevanceEvaluation]) {
        let evaluations = relevanceProviders.map { $0.evaluate(at: date, timeZone: timeZone) }
        return (evaluations.contains { $0.isRelevant }, evaluations)
    }
}
