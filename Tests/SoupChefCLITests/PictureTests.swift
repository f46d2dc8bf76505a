import Foundation
import TestSupport
import Testing

@testable import SoupChefCLI

#if canImport(FoundationXML)
import FoundationXML
#endif

/// The habits of Data/scenarios/mondays-and-saturdays.txt, replayed into a fresh directory.
private func habits() throws -> Harness {
    let harness = try Harness()
    let scenario = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Data/scenarios/mondays-and-saturdays.txt").path
    let replayed = harness.run("replay", scenario)
    #expect(replayed.status == 0, "\(replayed.err)")
    return harness
}

/// Checks that `text` is well-formed XML and returns the text of its <text> elements.
private func svgTexts(_ text: String) throws -> [String] {
    final class Collector: NSObject, XMLParserDelegate {
        var texts: [String] = []
        var current: String?
        var root: String?
        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String]) {
            if root == nil { root = name }
            if name == "text" { current = "" }
        }
        func parser(_ parser: XMLParser, foundCharacters string: String) { current? += string }
        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            if name == "text", let current { texts.append(current) }
            current = nil
        }
    }
    let parser = XMLParser(data: Data(text.utf8))
    let collector = Collector()
    parser.delegate = collector
    #expect(parser.parse(), "the SVG is not well-formed XML: \(String(describing: parser.parserError))")
    #expect(collector.root == "svg")
    return collector.texts
}

@Suite struct LockScreenPictureTests {
    @Test func theLockScreenShowsTheTopSuggestionsLabelledBySource() throws {
        let harness = try habits()
        let path = harness.directory + "/lock.svg"
        let result = harness.run("suggestions", "--at", "2026-12-07T12:00", "--svg", path)
        #expect(result.status == 0)
        #expect(result.err.contains("Wrote the lock screen with 4 suggestions to \(path)."))
        #expect(result.out.hasPrefix("Siri on Monday 2026-12-07 12:00"))
        let texts = try svgTexts(try String(contentsOfFile: path, encoding: .utf8))
        #expect(texts.contains("12:00"))
        #expect(texts.contains("Monday, December 7"))
        // Monday noon: tomato soup is the top prediction; the secret soup is relevant at work.
        let titles = texts.filter { $0.hasPrefix("Order") }
        #expect(titles == ["Order 1 Tomato Soup", "Order 1 Chicken Noodle Soup", "Order lunch", "Order 1 New England Clam C…"])
        #expect(texts.filter { ["predicted", "relevant", "app-set", "recent"].contains($0) } == ["predicted", "predicted", "relevant", "app-set"])
        #expect(texts.contains("Tomato Soup · score 1.60"))
    }

    @Test func saturdayEveningPutsChickenNoodleFirstAndRecentLabelsRecent() throws {
        let harness = try habits()
        let svg = harness.run("suggestions", "--at", "2026-12-12T20:00", "--svg", "-")
        #expect(svg.status == 0)
        let titles = try svgTexts(svg.out).filter { $0.hasPrefix("Order") }
        #expect(titles.first == "Order 1 Chicken Noodle Soup")
        #expect(!titles.contains("Order lunch"), "the work routine does not hold on Saturday evening")
        let recent = try svgTexts(harness.run("suggestions", "--recent", "--svg", "-").out)
        #expect(recent.contains("recent") && !recent.contains("predicted"))
    }

    @Test func nothingDonatedStillDrawsTheAppsSuggestions() throws {
        let harness = try Harness()
        let texts = try svgTexts(harness.run("suggestions", "--svg", "-").out)
        #expect(texts.contains("app-set"))
        #expect(!texts.contains("predicted"))
    }

    @Test func anUnwritableFileIsAnIOError() throws {
        let harness = try Harness()
        let result = harness.run("suggestions", "--svg", harness.directory + "/missing/dir/lock.svg")
        #expect(result.status == 74)
        #expect(result.err.hasPrefix("Error: Cannot write"))
    }

    @Test(
        .enabled(
            if: Program.find("rsvg-convert") != nil && Program.find("python3") != nil,
            "rsvg-convert and python3 are not both installed (apt-get install librsvg2-bin python3); they render the SVG and count its colours"))
    func theSVGRendersToAPictureThatIsNotBlank() throws {
        let harness = try habits()
        for (name, arguments) in [("lock", ["--at", "2026-12-07T12:00"]), ("week", ["--week", "--at", "2026-12-07"])] {
            let svg = harness.directory + "/\(name).svg"
            let png = harness.directory + "/\(name).png"
            #expect(harness.run(["suggestions", "--svg", svg] + arguments).status == 0)
            let renderer = try #require(Program.find("rsvg-convert"))
            let rendered = try Program.run(renderer, [svg, "-o", png], environment: [:])
            #expect(rendered.status == 0, "rsvg-convert failed (apt-get install librsvg2-bin): \(rendered.err)")
            let colours = try distinctColours(png)
            #expect(colours > 50, "\(name).png has \(colours) colours: blank or nearly so")
        }
    }

    /// Decodes a PNG (`PNGDecoding`) and counts its distinct pixel values.
    private func distinctColours(_ png: String) throws -> Int {
        let script = """
            \(PNGDecoding.python)
            w, h, n, rows = decode(sys.argv[1])
            seen = set()
            for line in rows:
                for x in range(0, w * n, n * 7):
                    seen.add(line[x:x + n])
            print(len(seen))
            """
        let python = try #require(Program.find("python3"))
        let result = try Program.run(python, ["-c", script, png], environment: [:])
        #expect(result.status == 0, "\(result.err)")
        return Int(result.out.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
    }
}

@Suite struct WeekHeatmapTests {
    @Test func theWeeksScoresAreTheScoresSuggestionsGivesAtThoseHours() throws {
        let harness = try habits()
        let week = try harness.run("--json", "suggestions", "--week", "--at", "2026-12-07T09:30").json()
        #expect(week["from"] as? String == "2026-12-07T00:00:00Z")
        let shortcuts = try #require(week["shortcuts"] as? [[String: Any]])
        // Ordered by their peak: the tomato soup's Monday noon (1.998) above the chicken noodle's
        // Saturday 19:00 (1.847).
        #expect(shortcuts.map { $0["title"] as? String } == ["Order 1 Tomato Soup", "Order 1 Chicken Noodle Soup"])
        #expect(shortcuts.first?["peakAt"] as? String == "2026-12-07T12:00:00Z")
        #expect(shortcuts.last?["peakAt"] as? String == "2026-12-12T19:00:00Z")
        // Each shortcut says what a prediction says of it: its source, donations and the newest.
        let predicted = try #require(try harness.run("--json", "suggestions", "--at", "2026-12-07T09:30").json()["predictions"] as? [[String: Any]])
        for shortcut in shortcuts {
            let same = try #require(predicted.first { $0["shortcutKey"] as? String == shortcut["shortcutKey"] as? String })
            for key in ["source", "lastDonation"] { #expect(shortcut[key] as? String == same[key] as? String, "\(key)") }
            #expect(shortcut["donations"] as? Int == same["donations"] as? Int)
        }
        for (day, hour) in [(0, 12), (0, 3), (2, 18), (5, 19), (6, 23)] {
            let at = String(format: "2026-12-%02dT%02d:00Z", 7 + day, hour)
            let predictions = try #require(
                try harness.run("--json", "suggestions", "--at", at, "--limit", "0").json()["predictions"] as? [[String: Any]])
            for shortcut in shortcuts {
                let scores = try #require(shortcut["scores"] as? [[Double]])
                #expect(scores.count == 7 && scores.allSatisfy { $0.count == 24 })
                let predicted = predictions.first { $0["shortcutKey"] as? String == shortcut["shortcutKey"] as? String }
                #expect(predicted?["score"] as? Double == scores[day][hour], "\(shortcut["title"] ?? "") at \(at)")
            }
        }
    }

    @Test func theTextGridShadesTheHabit() throws {
        let harness = try habits()
        let result = harness.run("suggestions", "--week", "--at", "2026-12-07")
        #expect(result.status == 0)
        let lines = result.outLines
        // Chicken noodle (the second grid) on Saturday: the darkest cell is at 19:00.
        let saturday = try #require(lines.last { $0.hasPrefix("  Sat  ") })
        let cells = Array(saturday.dropFirst(7))
        #expect(cells.count == 24)
        #expect(cells[19] == "█")
        #expect(cells[3] == "·")
        #expect(lines.first == "When Siri would suggest it: 2026-12-07 to 2026-12-13 (GMT)")
    }

    @Test func weekDrawsAHeatmapWithEachShortcutsTitle() throws {
        let harness = try habits()
        let result = harness.run("suggestions", "--week", "--at", "2026-12-07", "--svg", "-")
        #expect(result.status == 0)
        let texts = try svgTexts(result.out)
        #expect(texts.contains("Order 1 Chicken Noodle Soup"))
        #expect(texts.contains("Order 1 Tomato Soup"))
        #expect(texts.filter { $0 == "Sat" }.count == 2)
    }

    @Test func weekRefusesExplainAndRecent() throws {
        let harness = try Harness()
        #expect(harness.run("suggestions", "--week", "--explain").status == 64)
        #expect(harness.run("suggestions", "--week", "--recent").status == 64)
        #expect(harness.run("suggestions", "--svg", "").status == 64)
    }
}
