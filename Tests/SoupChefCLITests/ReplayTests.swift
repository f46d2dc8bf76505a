import Dates
import Foundation
import Testing

@testable import SoupChefCLI

extension Harness {
    /// The path of a scenario shipped in Data/scenarios.
    static func scenario(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Data/scenarios/\(name)").path
    }

    /// Replays a shipped scenario, failing the test when it does not replay cleanly.
    func replay(_ name: String) throws {
        let result = run("replay", Self.scenario(name))
        try #require(result.status == 0, "replay \(name): \(result.err)")
    }

    /// Writes a scenario file into the test's directory and returns its path.
    func write(_ text: String, name: String = "scenario.txt") throws -> String {
        let path = directory + "/" + name
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }
}

@Suite struct ReplayTests {
    @Test(arguments: [
        ("lunch-weeks.txt", 31), ("weekend-evenings.txt", 7), ("mondays-and-saturdays.txt", 8), ("deleted-group.txt", 10),
        ("weekends-and-wednesdays.txt", 39), ("basket-lines.txt", 16),
    ])
    func everyShippedScenarioReplays(name: String, steps: Int) throws {
        let harness = try Harness()
        let result = harness.run("replay", Harness.scenario(name))
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out.contains("Replayed \(steps) steps from "))
        #expect(result.out.split(separator: "\n").filter { $0.hasSuffix("  ok") }.count == steps)
    }

    /// A step that sells a soup out deletes its orders' donations: the replay says so under the
    /// step without --verbose, and eval warns that the scenario leaves nothing to predict.
    @Test func aSellOutIsSaidAndAScenarioLeftWithNothingToPredictIsWarned() throws {
        let harness = try Harness()
        let path = try harness.write(
            """
            2026-11-02T08:00  order tomato
            2026-11-09T08:00  order tomato
            2026-11-16T08:00  order tomato
            2026-11-23T08:00  order tomato
            """, name: "four.txt")
        let replayed = harness.run("replay", path)
        #expect(replayed.status == 0, "\(replayed.err)")
        #expect(replayed.out.contains("order tomato  ok\n        Tomato Soup is now sold out. Removed 4 donations: "), "\(replayed.out)")
        let evaluated = harness.run("eval", path)
        #expect(evaluated.status == 0)
        #expect(evaluated.err.contains("warning: four.txt leaves no order to predict"), "\(evaluated.err)")
    }

    /// Asked about a moment before some donations, suggestions says the state is today's.
    @Test func aMomentBeforeTheNewestDonationIsNoted() throws {
        let harness = try Harness()
        try harness.replay("mondays-and-saturdays.txt")
        let earlier = harness.run("suggestions", "--at", "2026-11-20T12:00")
        #expect(earlier.status == 0)
        #expect(earlier.err.contains("2 shortcuts were last donated after 2026-11-20 12:00: Siri's state is the one after its newest donation"))
        #expect(!harness.run("suggestions", "--at", "2026-12-07T12:00").err.contains("last donated after"))
        // Every view says it: a script reading --json is the one most likely to be misled.
        for view in [["--json"], ["--week"], ["--recent"], ["--explain"]] {
            let noted = harness.run(["suggestions", "--at", "2026-11-20T12:00"] + view)
            #expect(noted.status == 0)
            #expect(noted.err.contains("2 shortcuts were last donated after 2026-11-20 12:00"), "\(view): \(noted.err)")
        }
    }

    /// On the real clock, a donation made by another process while `suggestions` started (up to a
    /// minute after its moment) is no question about the past; one an hour on still is.
    @Test func aDonationAMomentAfterTheRealClockIsNotNoted() throws {
        let harness = try Harness()
        harness.environment["SOUPCHEF_NOW"] = nil
        let soon = DateCodec(timeZone: Zone(secondsFromGMT: 0)).iso(Date().addingTimeInterval(20))
        #expect(harness.run("--now", soon, "order", "tomato").status == 0)
        #expect(!harness.run("suggestions").err.contains("last donated after"))
        let later = DateCodec(timeZone: Zone(secondsFromGMT: 0)).iso(Date().addingTimeInterval(3600))
        #expect(harness.run("--now", later, "order", "chicken").status == 0)
        #expect(harness.run("suggestions").err.contains("1 shortcut was last donated after"))
    }

    @Test func eachStepRunsAtItsOwnTimeAndABareTimeContinuesTheDayBefore() throws {
        let harness = try Harness()
        let file = try harness.write(
            """
            # two orders
            2026-11-16T11:58  order tomato
            12:30             soupchef order "new england" --topping croutons   # same day
            2026-11-20T19:00  order chicken --deliver-to '1 Main St'
            """)
        #expect(harness.run("replay", file).status == 0)
        let history = try harness.run("history", "--json").json()
        let orders = try #require(history["orders"] as? [[String: Any]])
        #expect(orders.map { $0["date"] as? String } == ["2026-11-20T19:00:00Z", "2026-11-16T12:30:00Z", "2026-11-16T11:58:00Z"])
        #expect(orders.map { $0["soup"] as? String } == ["chickenNoodleSoup", "newEnglandClamChowder", "tomatoSoup"])
        #expect(orders.first?["deliveryAddress"] as? String == "1 Main St")
        #expect(orders[1]["toppings"] as? [String] == ["croutons"])
    }

    /// A question Siri asks in a step gets no answer but the step's own: the advice says so,
    /// not to type a line of standard input or run on a terminal, which a step cannot.
    @Test func aQuestionInAStepIsAnsweredInTheStep() throws {
        let harness = try Harness()
        let file = try harness.write("2026-11-16T12:00 siri \"Order tomato soup from Soup Chef\" --yes\n")
        let result = harness.run("replay", file)
        #expect(result.status == 1)
        #expect(
            result.err.contains(
                "Answer it with --answer \"…\" (one of: Ferry Building, Civic Center) in the step: a replay's steps read no standard input"
                    + " and ask nothing."), "\(result.err)")
        #expect(!result.err.contains("run it on a terminal"))
        // A step that would ask before deleting is told the same: --yes in the step.
        let clear = try harness.write("2026-11-16T12:00 history clear\n")
        let cleared = harness.run("replay", clear)
        #expect(cleared.status == 1 && cleared.err.contains("add --yes to the step, which asks nothing"), "\(cleared.err)")
    }

    @Test func replayStopsAtTheFirstFailingStepAndNamesItsLine() throws {
        let harness = try Harness()
        let file = try harness.write(
            """
            2026-11-16T08:00  menu restock tomato 1
            2026-11-16T12:00  order tomato

            2026-11-17T12:00  order tomato
            2026-11-18T12:00  menu restock tomato 5
            """)
        let result = harness.run("replay", file)
        #expect(result.status == 1)
        #expect(result.err.contains("Error: \(file):4: 'order tomato' failed with exit status 1; replay stopped after 2 of 4 steps."))
        #expect(result.err.contains("out of stock"))
        #expect(!result.out.contains("restock tomato 5"))
        #expect((try harness.run("history", "--json").json()["orders"] as? [Any])?.count == 1)
        // The step after the failure never ran: tomato is still sold out.
        let menu = try harness.run("menu", "--all", "--json").json()
        let items = try #require(menu["items"] as? [[String: Any]])
        #expect(items.first { $0["id"] as? String == "tomatoSoup" }?["stock"] as? Int == 0)
    }

    @Test func aStepsUsageErrorStopsTheReplayWithThatStatus() throws {
        let harness = try Harness()
        let file = try harness.write("2026-11-16T12:00  order gazpacho\n2026-11-16T12:05  order tomato\n")
        let result = harness.run("replay", file)
        #expect(result.status == 64)
        #expect(result.err.contains(":1: There is no soup called \"gazpacho\" on the menu."), "\(result.err)")
        #expect((try harness.run("history", "--json").json()["orders"] as? [Any])?.isEmpty == true)
    }

    @Test(arguments: [
        ("2026-13-01T12:00  order tomato\n", ":1: \"2026-13-01T12:00\" is not a time"),
        ("12:00  order tomato\n", ":1: the first step needs a date as well as a time"),
        ("2026-11-16T12:00  order tomato\n2026-11-15T12:00  order tomato\n", ":2: 2026-11-15T12:00:00Z is before the step above it"),
        ("2026-11-16T12:00  order \"tomato\n", ":1: a quote is not closed"),
        ("2026-11-16T12:00  order tomato \\", ":1: a backslash ends the line"),
        ("# fine\n2026-11-16T12:00  order tomato --now 2026-01-01T00:00\n", ":2: --now is set by the replay"),
        ("2026-11-16T12:00  order tomato --data-dir=/tmp/elsewhere\n", ":1: --data-dir is set by the replay"),
        ("2026-11-16T12:00  replay other.txt\n", ":1: a scenario cannot replay another scenario"),
        ("2026-11-16T12:00\n", ":1: a time with no command after it"),
        ("2026-11-16 12:00  order tomato\n", ":1: write the date and time as one word, e.g. 2026-11-16T12:00"),
        ("# nothing but comments\n\n", "has no steps"),
    ])
    func aMalformedScenarioRunsNothing(text: String, message: String) throws {
        let harness = try Harness()
        _ = harness.run("history")
        let before = try harness.snapshot()
        let file = try harness.write(text)
        let result = harness.run("replay", file)
        #expect(result.status == 65)
        #expect(result.err.hasPrefix("Error: "))
        #expect(result.err.contains(message), "\(result.err)")
        #expect(result.out.isEmpty)
        #expect(try harness.snapshot() == before)
    }

    /// A byte saved in another encoding (Latin-1's "é") is found at its line, as every other
    /// mistake in a scenario is, however long the file.
    @Test func aByteThatIsNotUTF8IsNamedWithItsLine() throws {
        let harness = try Harness()
        _ = harness.run("history")
        let before = try harness.snapshot()
        let file = harness.directory + "/latin1.txt"
        var bytes = Data("# café, in UTF-8\n2026-11-16T12:00  order tomato\n12:05  order tomato --deliver-to \"caf".utf8)
        bytes += [0xE9, 0x22, 0x0A]
        try bytes.write(to: URL(fileURLWithPath: file))
        let result = harness.run("replay", file)
        #expect(result.status == 65)
        #expect(result.err == "Error: \(file):3: byte 0xE9 is not UTF-8 text; save the scenario as UTF-8\n", "\(result.err)")
        #expect(result.out.isEmpty)
        #expect(try harness.snapshot() == before)
        let truncated = try harness.write("2026-11-16T12:00  order tomato\n", name: "cut.txt")
        try (Data(contentsOf: URL(fileURLWithPath: truncated)) + [0xE2, 0x82]).write(to: URL(fileURLWithPath: truncated))
        #expect(harness.run("replay", truncated).err == "Error: \(truncated):2: byte 0xE2 is not UTF-8 text; save the scenario as UTF-8\n")
    }

    @Test func aMissingFileIsAnIOErrorAndAMissingArgumentAUsageError() throws {
        let harness = try Harness()
        let missing = harness.run("replay", harness.directory + "/nope.txt")
        #expect(missing.status == 74)
        #expect(missing.err == "Error: Cannot read scenario \(harness.directory)/nope.txt: no such file.\n")
        // A folder opens, and fails at its first read: it is named for what it is.
        let folder = harness.run("replay", harness.directory)
        #expect(folder.status == 74)
        #expect(folder.err == "Error: Cannot read scenario \(harness.directory): it is a directory; name a scenario file in it.\n")
        let none = harness.run("replay")
        #expect(none.status == 64)
        #expect(none.err.contains("missing argument <file>"))
        #expect(!FileManager.default.fileExists(atPath: harness.dataDirectory))
    }

    /// A path is shown with its control characters escaped, as every path is.
    @Test func aPathWithALineBreakIsShownEscaped() throws {
        let harness = try Harness()
        let path = try harness.write(try String(contentsOfFile: Harness.scenario("lunch-weeks.txt"), encoding: .utf8), name: "we\nird.txt")
        let result = harness.run("replay", path)
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out.contains("Replayed 31 steps from \(harness.directory)/we\\nird.txt, "), "\(result.out)")
    }

    @Test func theSameScenarioGivesByteIdenticalStores() throws {
        let first = try Harness()
        let second = try Harness()
        let a = first.run("replay", Harness.scenario("lunch-weeks.txt"))
        let b = second.run("replay", Harness.scenario("lunch-weeks.txt"))
        #expect(a.status == 0 && b.status == 0)
        #expect(a.out == b.out)
        #expect(first.run("donations", "--limit", "0", "--json").out == second.run("donations", "--limit", "0", "--json").out)
        #expect(first.run("history", "--limit", "0", "--json").out == second.run("history", "--limit", "0", "--json").out)
    }

    @Test func verboseShowsWhatEachStepPrinted() throws {
        let harness = try Harness()
        let result = harness.run("replay", "--verbose", Harness.scenario("deleted-group.txt"))
        #expect(result.status == 0)
        #expect(result.out.contains("        Deleted 5 donations in group trial:"))
        // Before the deletion the tomato soup leads; after it, it is gone from the ranking.
        let parts = result.out.components(separatedBy: "donations delete --group trial")
        try #require(parts.count == 2)
        #expect(parts[0].contains("  1  2.954  Order 1 Tomato Soup"))
        #expect(!parts[1].contains("Tomato Soup  "))
        #expect(parts[1].contains("  1  0.188  Order 1 New England Clam Chowder"))
    }

    @Test func jsonListsEveryStepWithItsStatusAndOutput() throws {
        let harness = try Harness()
        let file = try harness.write("2026-11-16T08:00  menu restock tomato 9\n2026-11-16T12:00  order tomato -q 2\n")
        let document = try harness.run("--json", "replay", file).json()
        #expect(document["file"] as? String == file)
        #expect(document["dataDirectory"] as? String == harness.dataDirectory)
        #expect(document["replayed"] as? Int == 2)
        #expect(document["failedLine"] is NSNull)
        let steps = try #require(document["steps"] as? [[String: Any]])
        #expect(steps.map { $0["line"] as? Int } == [1, 2])
        #expect(steps.map { $0["time"] as? String } == ["2026-11-16T08:00:00Z", "2026-11-16T12:00:00Z"])
        #expect(steps[1]["arguments"] as? [String] == ["order", "tomato", "-q", "2"])
        #expect(steps.map { $0["status"] as? Int } == [0, 0])
        #expect((steps[1]["output"] as? String)?.hasPrefix("Your total is $5.90.") == true)
        #expect(steps.map { $0["errorOutput"] as? String } == ["", "Donated as “Order 2 Tomato Soup”.\n"])
    }

    /// A failed step's stderr is in its JSON: why it failed is not lost.
    @Test func jsonKeepsWhyAStepFailed() throws {
        let harness = try Harness()
        let file = try harness.write("2026-11-16T08:00  menu restock tomato 0\n2026-11-16T12:00  order tomato\n")
        let result = harness.run("--json", "replay", file)
        #expect(result.status == 1)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        let steps = try #require(document["steps"] as? [[String: Any]])
        #expect((steps.last?["errorOutput"] as? String)?.hasPrefix("Error: Sorry, Tomato Soup is out of stock.\n") == true, "\(steps)")
    }
}

extension ReplayTests {
    /// Orders that share a minute in a scenario are one basket: asked at that minute, the
    /// explanation says the weights are those of a basket's next line.
    @Test func explainTellsABasketsNextLineFromTheBasketSoFar() throws {
        let harness = try Harness()
        var text =
            "2026-11-16T08:00  menu restock tomato 20\n08:01             menu restock chicken 20\n08:02             menu restock \"new england\" 20\n"
        for day in 16...19 {
            text += "2026-11-\(day)T12:00  order tomato\n12:00             order chicken\n12:00             order \"new england\"\n"
        }
        text += "2026-11-20T12:00  order tomato\n"
        let file = try harness.write(text)
        let replay = harness.run("replay", file)
        try #require(replay.status == 0, "\(replay.err)")
        let result = harness.run("suggestions", "--at", "2026-11-20T12:00", "--explain")
        #expect(result.status == 0, "\(result.err)")
        #expect(
            result.out.contains("  a basket's next line (asked at the instant of the newest donation): 0 of 8 were in the basket so far"),
            "\(result.out)")
        #expect(result.out.contains("(in the basket so far, inside a basket)"), "\(result.out)")
        #expect(result.out.contains("(not in the basket so far, inside a basket)"), "\(result.out)")
        // Tomato soup, already in this basket and never twice in one, is ranked last.
        let ranked = result.out.split(separator: "\n").filter { $0.range(of: #"^  \d  "#, options: .regularExpression) != nil }
        #expect(ranked.count == 3 && ranked.last?.contains("Tomato Soup") == true, "\(ranked)")
        // The same in JSON: the person's baskets, and each weight's ratio.
        let document = try harness.run("--json", "suggestions", "--at", "2026-11-20T12:00", "--explain").json()
        let baskets = try #require((document["person"] as? [String: Any])?["baskets"] as? [String: Any])
        let next = try #require(baskets["nextLine"] as? [String: Any])
        #expect(baskets["atSameInstant"] as? Int == 8 && next["repeats"] as? Int == 0)
        let inBasket = try #require(next["inBasket"] as? Double)
        let others = try #require(next["others"] as? Double)
        #expect(inBasket < 1 && others > 1)
        let predictions = try #require(document["predictions"] as? [[String: Any]])
        let ratios = predictions.compactMap { (($0["parts"] as? [String: Any])?["weight"] as? [String: Any])?["basketRatio"] as? Double }
        #expect(ratios == [others, others, inBasket])
        // An hour later the basket is over: no basket weights.
        let later = harness.run("suggestions", "--at", "2026-11-20T13:00", "--explain")
        #expect(!later.out.contains("inside a basket"), "\(later.out)")
        let laterDocument = try harness.run("--json", "suggestions", "--at", "2026-11-20T13:00", "--explain").json()
        let laterWeights = (laterDocument["predictions"] as? [[String: Any]] ?? []).compactMap {
            ($0["parts"] as? [String: Any])?["weight"] as? [String: Any]
        }
        #expect(laterWeights.count == 3 && laterWeights.allSatisfy { $0["basketRatio"] is NSNull })
    }
}
