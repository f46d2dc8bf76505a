import Foundation
import SiriSystem
import TestSupport
import Testing

@testable import Dates
@testable import SoupChefCLI
@testable import SoupChefViews

#if canImport(FoundationXML)
import FoundationXML
#endif

/// Text in the pictures stays inside its card and the canvas, whatever font draws it.
@Suite struct PictureFitTests {
    /// Wide letters, so a title cut by counting characters would run past the card.
    static let cards = [
        SuggestionCard(
            title: "Order 10 Mushroom Wonton Mash With Warm Mangoes", subtitle: "With Mozzarella, Wasabi, Mushrooms and Walnuts",
            detail: "Manhattan Clam Chowder Warmed With Mushrooms", source: .predicted, score: 12.3456),
        SuggestionCard(title: "Order 1 Manhattan Clam Chowder", detail: "WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW", source: .relevant),
        SuggestionCard(title: "MMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMM", subtitle: "ŴŴŴŴŴŴŴŴŴŴŴŴŴŴŴŴŴŴŴŴŴŴŴŴŴŴŴŴŴŴ", source: .appSet),
        SuggestionCard(title: "Order lunch", subtitle: "“Start lunch order”", source: .recent),
    ]

    static func lockScreen() -> String {
        let dates = DateCodec(timeZone: Zone(identifier: "UTC")!)
        return LockScreenPicture.svg(cards: cards, at: Date(timeIntervalSince1970: 1_796_644_800), dates: dates)
    }

    static func heatmap() -> String {
        let row = (0..<24).map { Double($0) }
        let series = [
            HeatmapSeries(
                title: "Order 10 Mushroom Wonton Mash With Warm Mangoes and More Mushrooms", subtitle: "With Mozzarella, Wasabi and Walnuts",
                scores: Array(repeating: row, count: 7)),
            HeatmapSeries(title: "Order lunch", subtitle: nil, scores: Array(repeating: row, count: 7)),
        ]
        return WeekHeatmapPicture.svg(
            series: series, dayLabels: ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"], heading: "When Siri would suggest it",
            period: "2026-12-07 to 2026-12-13 (America/Argentina/ComodRivadavia)")
    }

    @Test func theLockScreensTextFitsItsCardsInTheWidestFont() throws {
        let svg = Self.lockScreen()
        let canvas = try SVGTexts.canvasWidth(svg)
        let texts = try SVGTexts.parse(svg)
        #expect(texts.count > 10)
        for text in texts {
            let (left, right) = text.extent()
            #expect(left >= 0 && right <= canvas, "\(text.content) runs off the canvas: \(left)…\(right)")
            // A card spans y 276 + 100k to + 88, x 16 to 374.
            let inCard = text.y > 276 && (text.y - 276).truncatingRemainder(dividingBy: 100) < 88 && text.y < 776
            if inCard { #expect(left >= 16 && right <= 374, "“\(text.content)” crosses its card's edge: \(left)…\(right)") }
        }
        // The score is never cut: it is the point of the footer.
        #expect(texts.contains { $0.content.hasSuffix("score 12.35") })
        // Each card's text is clipped to the card as well.
        #expect(svg.components(separatedBy: "clip-path=\"url(#card").count - 1 == 4)
    }

    @Test func theHeatmapsTextFitsTheCanvasInTheWidestFont() throws {
        let svg = Self.heatmap()
        let canvas = try SVGTexts.canvasWidth(svg)
        for text in try SVGTexts.parse(svg) {
            let (left, right) = text.extent()
            #expect(left >= 0 && right <= canvas, "“\(text.content)” runs off the canvas (\(canvas)): \(left)…\(right)")
        }
    }

    /// Renders the pictures with rsvg-convert, twice: as they are, and with their text taken out.
    /// The pixels that differ are the text's ink: none may lie outside the card it belongs to, or
    /// outside the canvas (the canvas is drawn with a margin around it to see ink past its edge).
    @Test(
        .enabled(
            if: Program.find("rsvg-convert") != nil && Program.find("python3") != nil,
            "rsvg-convert and python3 are not both installed (apt-get install librsvg2-bin python3); they render the SVG to find its text's ink"))
    func renderedTextLeavesNoInkOutsideItsBoxes() throws {
        let temporary = try TemporaryDirectory("soupchef-ink")
        // The lock screen: text within a card's rows must be inside the card.
        let cardBoxes = (0..<4).map { index in "16,\(276 + index * 100),374,\(364 + index * 100)" }.joined(separator: ";")
        for (name, svg, boxes) in [("lock", Self.lockScreen(), cardBoxes), ("week", Self.heatmap(), "")] {
            let margin = 100
            let width = try SVGTexts.canvasWidth(svg)
            let height = try SVGTexts.canvasHeight(svg)
            // Widen the viewport on every side, so ink past the canvas's edge is drawn too.
            let widened = svg.replacingOccurrences(
                of: "width=\"\(Int(width))\" height=\"\(Int(height))\" viewBox=\"0 0 \(Int(width)) \(Int(height))\"",
                with:
                    "width=\"\(Int(width) + 2 * margin)\" height=\"\(Int(height) + 2 * margin)\" viewBox=\"-\(margin) -\(margin) \(Int(width) + 2 * margin) \(Int(height) + 2 * margin)\""
            )
            #expect(widened != svg)
            let withoutText = widened.replacingOccurrences(of: "<text [^>]*>[^<]*</text>", with: "", options: .regularExpression)
            for (suffix, text) in [("full", widened), ("bare", withoutText)] {
                try text.write(toFile: temporary.file("\(name)-\(suffix).svg"), atomically: true, encoding: .utf8)
                let rendered = try Program.run(
                    try #require(Program.find("rsvg-convert")),
                    [temporary.file("\(name)-\(suffix).svg"), "-o", temporary.file("\(name)-\(suffix).png")],
                    environment: [:])
                #expect(rendered.status == 0, "rsvg-convert: \(rendered.err)")
            }
            let checked = try Program.run(
                try #require(Program.find("python3")),
                [
                    "-c", Self.inkScript, temporary.file("\(name)-full.png"), temporary.file("\(name)-bare.png"), "\(margin)", "\(Int(width))",
                    "\(Int(height))", boxes,
                ],
                environment: [:])
            #expect(checked.status == 0, "\(name): \(checked.err)")
            #expect(checked.out.hasPrefix("ink "), "\(checked.out)")
            #expect(checked.out.contains("outside 0"), "\(name): text drawn outside its box: \(checked.out)")
        }
    }

    /// Decodes two PNGs (undoing PNG's row filters), and counts the pixels where they differ that
    /// lie outside the canvas, or in a card's rows but outside the card.
    static let inkScript = """
        \(PNGDecoding.python)
        w, h, n, full = decode(sys.argv[1])
        _, _, _, bare = decode(sys.argv[2])
        margin, cw, ch = int(sys.argv[3]), int(sys.argv[4]), int(sys.argv[5])
        boxes = [tuple(map(int, b.split(','))) for b in sys.argv[6].split(';') if b]
        ink = outside = 0
        for y in range(h):
            for x in range(w):
                if full[y][x * n:(x + 1) * n] == bare[y][x * n:(x + 1) * n]: continue
                ink += 1
                cx, cy = x - margin, y - margin
                if cx < 0 or cy < 0 or cx >= cw or cy >= ch:
                    outside += 1; continue
                for (x0, y0, x1, y1) in boxes:
                    if y0 <= cy < y1 and not (x0 <= cx < x1): outside += 1
        print('ink %d outside %d' % (ink, outside))
        """
}

/// DejaVu Sans's advance widths (thousandths of an em), regular and bold: the widest faces a
/// Linux renderer commonly falls back to; other characters count a full em and a fifth.
enum DejaVu {
    static let regular: [Character: Int] = {
        var widths: [Character: Int] = [:]
        let letters: [(String, [Int])] = [
            (
                "abcdefghijklmnopqrstuvwxyz",
                [613, 635, 550, 635, 615, 352, 635, 634, 278, 278, 579, 278, 974, 634, 612, 635, 635, 411, 521, 392, 634, 592, 818, 592, 592, 525]
            ),
            (
                "ABCDEFGHIJKLMNOPQRSTUVWXYZ",
                [684, 686, 698, 770, 632, 575, 775, 752, 295, 295, 656, 557, 863, 748, 787, 603, 787, 695, 635, 611, 732, 684, 989, 685, 611, 685]
            ),
        ]
        for (characters, values) in letters { for (c, v) in zip(characters, values) { widths[c] = v } }
        for digit in "0123456789" { widths[digit] = 636 }
        for (c, v) in [
            (" ", 318), (".", 318), (",", 318), (":", 337), ("-", 361), ("(", 390), (")", 390), ("/", 337), ("…", 1000), ("—", 1000), ("·", 318),
            ("“", 459), ("”", 459),
        ] {
            widths[Character(c)] = v
        }
        return widths
    }()

    static let bold: [Character: Int] = {
        var widths: [Character: Int] = [:]
        let letters: [(String, [Int])] = [
            (
                "abcdefghijklmnopqrstuvwxyz",
                [675, 716, 593, 716, 678, 435, 716, 712, 343, 343, 665, 343, 1042, 712, 687, 716, 716, 493, 595, 478, 712, 652, 924, 645, 652, 582]
            ),
            (
                "ABCDEFGHIJKLMNOPQRSTUVWXYZ",
                [774, 762, 734, 830, 683, 683, 821, 837, 372, 372, 775, 637, 995, 837, 850, 733, 850, 770, 720, 682, 812, 774, 1103, 771, 724, 725]
            ),
        ]
        for (characters, values) in letters { for (c, v) in zip(characters, values) { widths[c] = v } }
        for digit in "0123456789" { widths[digit] = 696 }
        for (c, v) in [
            (" ", 348), (".", 380), (",", 380), (":", 400), ("-", 415), ("(", 457), (")", 457), ("/", 365), ("…", 1000), ("—", 1000), ("·", 380),
            ("“", 500), ("”", 500),
        ] {
            widths[Character(c)] = v
        }
        return widths
    }()

    static func width(_ text: String, size: Double, bold: Bool) -> Double {
        let table = bold ? Self.bold : regular
        return Double(text.reduce(0) { $0 + (table[$1] ?? 1200) }) / 1000 * size
    }
}

/// The <text> elements of an SVG, with where they are drawn.
enum SVGTexts {
    struct Text {
        var content: String
        var x: Double
        var y: Double
        var size: Double
        var anchor: String
        var bold: Bool

        /// Left and right edges, as DejaVu Sans draws the text.
        func extent() -> (Double, Double) {
            let w = DejaVu.width(content, size: size, bold: bold)
            switch anchor {
            case "middle": return (x - w / 2, x + w / 2)
            case "end": return (x - w, x)
            default: return (x, x + w)
            }
        }
    }

    static func parse(_ svg: String) throws -> [Text] {
        final class Collector: NSObject, XMLParserDelegate {
            var texts: [Text] = []
            var current: Text?
            func parser(
                _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String]
            ) {
                guard name == "text" else { return }
                current = Text(
                    content: "", x: Double(attributes["x"] ?? "") ?? 0, y: Double(attributes["y"] ?? "") ?? 0,
                    size: Double(attributes["font-size"] ?? "") ?? 16, anchor: attributes["text-anchor"] ?? "start",
                    bold: attributes["font-weight"] == "bold")
            }
            func parser(_ parser: XMLParser, foundCharacters string: String) { current?.content += string }
            func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
                if name == "text", let current { texts.append(current) }
                if name == "text" { current = nil }
            }
        }
        let parser = XMLParser(data: Data(svg.utf8))
        let collector = Collector()
        parser.delegate = collector
        #expect(parser.parse(), "not well-formed: \(String(describing: parser.parserError))")
        return collector.texts
    }

    static func canvasWidth(_ svg: String) throws -> Double { try attribute("width", svg) }
    static func canvasHeight(_ svg: String) throws -> Double { try attribute("height", svg) }

    private static func attribute(_ name: String, _ svg: String) throws -> Double {
        let start = try #require(svg.range(of: "<svg "))
        let tail = svg[start.upperBound...]
        let found = try #require(tail.range(of: " \(name)=\""))
        return try #require(Double(tail[found.upperBound...].prefix(while: { $0 != "\"" })))
    }
}
