import Dates
import SiriSystem
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

/// Draws the lock screen with the Siri Suggestions widget at a moment, at phone size (390×844).
public enum LockScreenPicture {
    public static let width = 390
    public static let height = 844

    public static func svg(cards: [SuggestionCard], at date: Date, dates: DateCodec) -> String {
        var svg = SVG(width: width, height: height)
        svg.raw(
            """
            <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">\
            <stop offset="0" stop-color="#1d2b53"/><stop offset="1" stop-color="#5f3c6e"/></linearGradient></defs>
            """)
        svg.rect(x: 0, y: 0, width: Double(width), height: Double(height), fill: "url(#sky)")
        svg.text(TextMetrics.fitted(dates.weekdayAndDate(date), room: 358, size: 20), x: 195, y: 110, size: 20, fill: "#e8e8f0", anchor: "middle")
        svg.text(dates.time(date), x: 195, y: 190, size: 84, weight: "bold", anchor: "middle")
        svg.text("SIRI SUGGESTIONS", x: 24, y: 262, size: 13, fill: "#d0d0e0", weight: "bold")

        let shown = Array(cards.prefix(5))
        if shown.isEmpty {
            svg.rect(x: 16, y: 276, width: 358, height: 72, radius: 18, fill: "#ffffff", opacity: 0.18)
            svg.text("No suggestions at this time", x: 195, y: 318, size: 16, fill: "#f0f0f0", anchor: "middle")
        }
        for (index, card) in shown.enumerated() {
            let top = 276.0 + Double(index) * 100
            // Everything on the card is drawn inside its rounded outline: text that a renderer draws
            // wider than measured is cut at the card's edge, never drawn past it.
            svg.raw(
                "<clipPath id=\"card\(index)\"><rect x=\"16\" y=\"\(SVG.number(top))\" width=\"358\" height=\"88\" rx=\"18\"/></clipPath>")
            svg.rect(x: 16, y: top, width: 358, height: 88, radius: 18, fill: "#ffffff", opacity: 0.22)
            svg.raw("<g clip-path=\"url(#card\(index))\">")
            defer { svg.raw("</g>") }
            // The app icon: a bowl of soup on an orange tile.
            svg.rect(x: 30, y: top + 16, width: 44, height: 44, radius: 10, fill: "#f08a24")
            svg.raw("<path d=\"M\(SVG.number(38)) \(SVG.number(top + 36)) h28 a14 14 0 0 1 -28 0 z\" fill=\"#ffffff\"/>")
            svg.circle(cx: 52, cy: top + 30, r: 3, fill: "#ffffff")
            svg.text("SOUP CHEF", x: 86, y: top + 24, size: 11, fill: "#e6e6f0", weight: "bold")
            // Text runs from x 86 to 14 short of the card's right edge (374); the title's line is
            // below the source label.
            let room = 374 - 14 - 86.0
            let title = TextMetrics.fit(card.title, room: room, size: 16, bold: true)
            svg.text(title.text, x: 86, y: top + 44, size: title.size, weight: "bold")
            if let subtitle = card.subtitle {
                let fitted = TextMetrics.fit(subtitle, room: room, size: 13)
                svg.text(fitted.text, x: 86, y: top + 62, size: fitted.size, fill: "#f0f0f5")
            }
            // The score is kept whole; the detail before it is what gets cut.
            let detail = card.detail == card.subtitle ? "" : card.detail ?? ""
            let score = card.score.map { "score " + cFormat("%.2f", $0) }
            let scoreRoom = score.map { TextMetrics.width((detail.isEmpty ? "" : " · ") + $0, size: 11) } ?? 0
            var footer = detail.isEmpty ? "" : TextMetrics.fitted(detail, room: room - scoreRoom, size: 11)
            if let score { footer += (footer.isEmpty ? "" : " · ") + score }
            svg.text(footer, x: 86, y: top + 79, size: 11, fill: "#dcdce8")
            let label = card.source.rawValue
            let labelWidth = TextMetrics.width(label, size: 11, bold: true) + 16
            svg.rect(x: 362 - labelWidth, y: top + 12, width: labelWidth, height: 18, radius: 9, fill: sourceColour(label))
            svg.text(label, x: 362 - labelWidth / 2, y: top + 25, size: 11, weight: "bold", anchor: "middle")
        }
        svg.text("Swipe up to open", x: 195, y: 810, size: 13, fill: "#c8c8d8", anchor: "middle")
        let title = "Siri Suggestions at \(dates.iso(date)): " + shown.map(\.title).joined(separator: "; ")
        return svg.render(title: title)
    }

    public static func sourceColour(_ source: String) -> String {
        switch source {
        case "predicted": "#2f7de1"
        case "recent": "#6b6b80"
        case "relevant": "#2e9e5b"
        default: "#b35c1e"
        }
    }
}

/// A shortcut's predicted scores through a week: one row a day (Monday first), one column an hour.
public struct HeatmapSeries: Sendable, Equatable {
    public var title: String
    public var subtitle: String?
    /// `scores[day][hour]`, day 0 = the first day drawn.
    public var scores: [[Double]]

    public init(title: String, subtitle: String?, scores: [[Double]]) {
        self.title = title
        self.subtitle = subtitle
        self.scores = scores
    }
}

/// Draws, for each shortcut, when in the coming week Siri would suggest it.
public enum WeekHeatmapPicture {
    public static func svg(series: [HeatmapSeries], dayLabels: [String], heading: String, period: String) -> String {
        let cell = 22.0
        let left = 70.0
        let top = 70.0
        let panelHeight = 7 * cell + 70
        let width = Int(left + 24 * cell + 24)
        let height = Int(top + Double(max(series.count, 1)) * panelHeight + 10)
        var svg = SVG(width: width, height: height)
        svg.rect(x: 0, y: 0, width: Double(width), height: Double(height), fill: "#ffffff")
        // Text starts 16 in from the left and stops 16 short of the right edge.
        let room = Double(width) - 32
        svg.text(TextMetrics.fitted(heading, room: room, size: 18, bold: true), x: 16, y: 30, size: 18, fill: "#111111", weight: "bold")
        svg.text(
            TextMetrics.fitted(period + " · score by day and hour (darker: more likely to be suggested)", room: room, size: 12), x: 16, y: 52,
            size: 12, fill: "#555555")
        let all = series.flatMap { $0.scores.flatMap { $0 } }
        let low = all.min() ?? 0
        let range = max((all.max() ?? 0) - low, 1e-9)
        for (index, item) in series.enumerated() {
            let y0 = top + Double(index) * panelHeight
            let title = TextMetrics.fit(item.title + (item.subtitle.map { " — \($0)" } ?? ""), room: room, size: 14, bold: true)
            svg.text(title.text, x: 16, y: y0 + 16, size: title.size, fill: "#111111", weight: "bold")
            for hour in stride(from: 0, to: 24, by: 3) {
                svg.text(
                    cFormat("%02ld", hour), x: left + Double(hour) * cell + cell / 2, y: y0 + 36, size: 10, fill: "#666666", anchor: "middle")
            }
            for (day, row) in item.scores.enumerated() {
                let y = y0 + 42 + Double(day) * cell
                svg.text(day < dayLabels.count ? dayLabels[day] : "", x: left - 8, y: y + cell * 0.7, size: 11, fill: "#333333", anchor: "end")
                for (hour, score) in row.enumerated() {
                    let strength = max(0, min(1, (score - low) / range))
                    svg.rect(
                        x: left + Double(hour) * cell + 1, y: y + 1, width: cell - 2, height: cell - 2, radius: 3,
                        fill: colour(strength))
                }
            }
        }
        return svg.render(title: heading)
    }

    /// From pale grey-blue (0) to deep blue (1).
    public static func colour(_ strength: Double) -> String {
        let from = (238.0, 241.0, 247.0)
        let to = (20.0, 70.0, 170.0)
        func mix(_ a: Double, _ b: Double) -> Int { Int((a + (b - a) * strength).rounded()) }
        return cFormat("#%02lx%02lx%02lx", mix(from.0, to.0), mix(from.1, to.1), mix(from.2, to.2))
    }
}
