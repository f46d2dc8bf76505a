import Foundation
import SiriSystem
import SoupKit

// `suggestions --svg` (the lock screen at the moment) and `suggestions --week` (when, in the week
// ahead, Siri would suggest each shortcut).

extension SuggestionsCommand {
    /// The lock screen's cards, each labelled with where it came from: predictions (or recent
    /// shortcuts), then relevant shortcuts that hold now, then the app's own suggestions.
    static func lockScreenCards(_ view: View, limit: Int = 4) -> [SuggestionCard] {
        var cards: [SuggestionCard] = []
        for prediction in (view.predictions ?? []).prefix(3) {
            cards.append(
                SuggestionCard(
                    title: prediction.shortcut.title, subtitle: prediction.shortcut.subtitle,
                    detail: subject(prediction.shortcut.shortcut), source: "predicted", score: prediction.score.value))
        }
        for recent in (view.recent ?? []).prefix(3) {
            cards.append(
                SuggestionCard(
                    title: recent.shortcut.title, subtitle: recent.shortcut.subtitle,
                    detail: subject(recent.shortcut.shortcut), source: "recent", score: nil))
        }
        for (relevant, evaluation) in view.relevant where evaluation.isRelevant {
            cards.append(
                SuggestionCard(
                    title: relevant.title, subtitle: relevant.subtitle, detail: subject(relevant.shortcut),
                    source: "relevant", score: nil))
        }
        for shortcut in view.suggestions {
            let shown = ShortcutText(shortcut)
            cards.append(SuggestionCard(title: shown.title, subtitle: shown.subtitle, detail: subject(shortcut), source: "app-set", score: nil))
        }
        // One card per shortcut: the first (most telling) source wins.
        var seen = Set<String>()
        return Array(cards.filter { seen.insert($0.title + "|" + ($0.subtitle ?? "")).inserted }.prefix(limit))
    }

    /// What a shortcut is about, for a card's footer: the soup, or the activity's title.
    static func subject(_ shortcut: Shortcut) -> String? {
        switch shortcut {
        case .intent(let intent): intent["soup"]?.displayString
        case .userActivity(let activity): activity.contentDescription ?? activity.title
        }
    }

    /// Writes `svg` to `path` ("-": standard output).
    static func write(_ svg: String, to path: String, context: Context, what: String) throws {
        if path == "-" {
            context.out.write(svg)
            return
        }
        do {
            try Data(svg.utf8).write(to: URL(fileURLWithPath: path))
        } catch {
            throw CommandFailure(.ioError, "Cannot write \(path): \(error.localizedDescription).")
        }
        context.note("Wrote \(what) to \(path).")
    }
}

/// Scores of the top shortcuts for every hour of the seven days from a moment's day.
struct WeekScores {
    struct Series {
        var group: PredictionGroup
        var shortcut: PredictedShortcut
        /// `scores[day][hour]`.
        var scores: [[Double]]
        var peak: Double
        var peakAt: Date
    }

    var days: [Date]
    var series: [Series]
    var calendar: Calendar

    /// The `count` shortcuts with the highest peak over the week, best first (ties: key).
    init(system: SystemStore, from moment: Date, count: Int, model: PredictionModel = .standard) throws {
        calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = system.timeZone
        let calendar = self.calendar
        let start = calendar.startOfDay(for: moment)
        days = (0..<7).compactMap { calendar.date(byAdding: .day, value: $0, to: start) }
        let hours = days.map { day in (0..<24).map { calendar.date(bySettingHour: $0, minute: 0, second: 0, of: day) ?? day } }
        var scored: [(group: PredictionGroup, scores: [[Double]], peak: Double, peakAt: Date)] = []
        for group in try system.predictionGroups() {
            var peak = -1.0
            var peakAt = start
            let scores = hours.map { row in
                row.map { date -> Double in
                    let value = model.score(group, at: date, timeZone: system.timeZone).value
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

    /// "Mon", "Tue", … for the days drawn, on the device's calendar.
    var dayLabels: [String] {
        days.map { ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"][calendar.component(.weekday, from: $0) - 1] }
    }
}

extension SuggestionsCommand {
    func runWeek(_ context: Context, moment: Date, app: SoupChef) throws -> ExitStatus {
        let system = app.system
        let week = try WeekScores(system: system, from: moment, count: limit == 0 ? Int.max : min(limit, Self.defaultWeekLimit))
        let labels = week.dayLabels
        let period =
            "\(context.dates.short(week.days[0]).prefix(10)) to \(context.dates.short(week.days[6]).prefix(10)) (\(system.timeZone.identifier))"
        let heading = "When Siri would suggest it: " + period
        if let svg {
            let series = week.series.map { HeatmapSeries(title: $0.shortcut.title, subtitle: $0.shortcut.subtitle, scores: $0.scores) }
            try Self.write(
                WeekHeatmapPicture.svg(series: series, dayLabels: labels, heading: "When Siri would suggest it", period: period), to: svg,
                context: context,
                what: "the week's heatmap of \(series.count) \(series.count == 1 ? "shortcut" : "shortcuts")")
            if svg == "-" { return .success }
        }
        if context.json {
            try context.printJSON(WeekDocument(week: week, zone: system.timeZone, dates: context.dates))
            return .success
        }
        context.out.line(context.style.bold(heading))
        guard !week.series.isEmpty else {
            context.out.line("  none: nothing donated yet.")
            return .success
        }
        // Shades run from the week's lowest score to its highest, across all the shortcuts shown.
        let all = week.series.flatMap { $0.scores.flatMap { $0 } }
        let low = all.min() ?? 0
        let peak = all.max() ?? 0
        let range = max(peak - low, 1e-9)
        let shades: [Character] = ["·", "░", "▒", "▓", "█"]
        for (index, series) in week.series.enumerated() {
            context.out.line()
            context.out.line(
                "\(index + 1). " + Self.titleLine(series.shortcut)
                    + context.style.dim("  (peak \(Self.decimal(series.peak)), \(context.dates.short(series.peakAt)))"))
            context.out.line("       0     6     12    18")
            for (day, row) in series.scores.enumerated() {
                let cells = String(
                    row.map { score -> Character in
                        let level = Int(((score - low) / range * Double(shades.count - 1)).rounded())
                        return shades[max(0, min(shades.count - 1, level))]
                    })
                context.out.line("  \(labels[day])  \(cells)")
            }
        }
        context.out.line()
        context.out.line(context.style.dim("  · lowest (\(Self.decimal(low)))  ░ ▒ ▓  █ highest (\(Self.decimal(peak))) score of the week"))
        return .success
    }

    static let defaultWeekLimit = 3
}

/// `suggestions --week --json`.
struct WeekDocument: Encodable {
    var week: WeekScores
    var zone: TimeZone
    var dates: DateCodec

    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: JSONShapes.DynamicKey.self)
        try c.encode(dates.iso(week.days[0]), forKey: .init("from"))
        try c.encode(zone.identifier, forKey: .init("timeZone"))
        try c.encode(week.days.map(dates.iso), forKey: .init("days"))
        try c.encode(Array(0..<24), forKey: .init("hours"))
        try c.encode(week.series.enumerated().map { SeriesJSON(rank: $0.offset + 1, series: $0.element, dates: dates) }, forKey: .init("shortcuts"))
    }

    struct SeriesJSON: Encodable {
        var rank: Int
        var series: WeekScores.Series
        var dates: DateCodec

        func encode(to encoder: Encoder) throws {
            var c = encoder.container(keyedBy: JSONShapes.DynamicKey.self)
            try c.encode(rank, forKey: .init("rank"))
            try c.encode(series.shortcut.title, forKey: .init("title"))
            try c.encode(series.shortcut.subtitle, forKey: .init("subtitle"))
            try c.encode(series.group.key, forKey: .init("shortcutKey"))
            try c.encode(SuggestionsDocument.rounded(series.peak), forKey: .init("peak"))
            try c.encode(dates.iso(series.peakAt), forKey: .init("peakAt"))
            try c.encode(series.scores.map { $0.map(SuggestionsDocument.rounded) }, forKey: .init("scores"))
        }
    }
}
