import SiriSystem
import SoupChefViews
import SoupKit

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

// `suggestions --svg` (the lock screen at the moment) and `suggestions --week` (when, in the week
// ahead, Siri would suggest each shortcut). Which cards and which scores is Siri's decision
// (SiriSystem's `LockScreenSuggestions` and `WeekScores`); here they are drawn.

extension SuggestionsCommand {
    /// Writes `svg` to `path` ("-": standard output).
    static func write(_ svg: String, to path: String, context: Context, what: String) throws {
        if path == "-" {
            context.out.write(svg)
            return
        }
        try OutputFile.write(svg, to: path, what: "the picture", standardOutput: true, dataDirectory: try? context.dataDirectory())
        context.note("Wrote \(what) to \(path).")
    }
}

extension SuggestionsCommand {
    func runWeek(_ context: Context, moment: Date, app: SoupChef) throws -> ExitStatus {
        let system = try app.system
        noteDonationsAfter(moment, lastDonations: try system.ranking(at: moment).0.map(\.group.lastDonation), context)
        let week = try WeekScores(system: system, from: moment, count: limit == 0 ? Int.max : limit)
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
        for line in Prose.lines(heading, width: context.width, styled: context.style.bold) { context.out.line(line) }
        guard !week.series.isEmpty else {
            context.out.line("  none: no donations (none made yet, or all deleted).")
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
            let title = "\(index + 1). " + Diagnostic.escaped(Self.titleLine(series.shortcut))
            let peak = "(peak \(Self.decimal(series.peak)), \(context.dates.short(series.peakAt)))"
            if let width = context.width, title.count + 2 + peak.count > width {
                for line in Prose.lines(title, width: width) { context.out.line(line) }
                for line in Prose.lines(peak, indent: "   ", width: width, styled: context.style.dim) { context.out.line(line) }
            } else {
                context.out.line(title + context.style.dim("  " + peak))
            }
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
        let key = "· lowest (\(Self.decimal(low)))  ░ ▒ ▓  █ highest (\(Self.decimal(peak))) score of the week"
        for line in Prose.lines(key, indent: "  ", width: context.width, styled: context.style.dim) { context.out.line(line) }
        return .success
    }

    static let defaultWeekLimit = 3
}
