import Foundation
import Testing

@testable import SoupChefCLI

/// The predictions of a `suggestions --json` document.
private func predictions(_ result: Harness.Result) throws -> [[String: Any]] {
    #expect(result.status == 0, "\(result.err)")
    return try #require(try result.json()["predictions"] as? [[String: Any]])
}

private func soup(_ prediction: [String: Any]) -> String? {
    (prediction["intent"] as? [String: Any])?["soup"] as? String
}

@Suite struct SuggestionsTests {
    /// Fitted to a width (COLUMNS, or a terminal's), `suggestions` keeps every line within it:
    /// the tables by their columns, the headings, --explain's lines and the rest by wrapping,
    /// each further line indented under its first. Piped without COLUMNS nothing is fitted.
    @Test func everyLineFitsTheWidthItIsGiven() throws {
        let harness = try Harness()
        harness.environment["TZ"] = "UTC"
        harness.environment["SOUPCHEF_NOW"] = "2026-12-07T12:00"
        #expect(harness.run("replay", Harness.scenario("lunch-weeks.txt")).status == 0)
        let whole = harness.run("suggestions", "--explain")
        #expect(whole.out.split(separator: "\n").contains { $0.count > 80 })
        for width in [50, 80] {
            harness.environment["COLUMNS"] = "\(width)"
            for arguments in [["suggestions"], ["suggestions", "--explain"]] {
                let fitted = harness.run(arguments)
                #expect(fitted.status == 0)
                let lines = fitted.out.split(separator: "\n")
                #expect(lines.allSatisfy { $0.count <= width }, "\(width) \(arguments): \(lines.filter { $0.count > width })")
                #expect(fitted.out.contains("Relevant shortcuts") && fitted.out.contains("relevant at this moment"))
            }
        }
    }

    @Test func tomatoOnMondaysAtNoonIsTheTopSuggestionTheNextMondayAtNoon() throws {
        let harness = try Harness()
        try harness.replay("mondays-and-saturdays.txt")
        let ranked = try predictions(harness.run("suggestions", "--at", "2026-12-07T12:00", "--json"))
        #expect(ranked.map(soup) == ["tomatoSoup", "chickenNoodleSoup"])
        let scores = ranked.compactMap { $0["score"] as? Double }
        #expect(scores.count == 2 && scores[0] > scores[1])
        #expect(ranked.first?["shortcutType"] as? String == "soup,quantity")
        #expect(ranked.first?["rank"] as? Int == 1)
    }

    @Test func chickenNoodleOnSaturdayEveningsWinsOnSaturdayAtEight() throws {
        let harness = try Harness()
        try harness.replay("mondays-and-saturdays.txt")
        let ranked = try predictions(harness.run("suggestions", "--at", "2026-12-12T20:00", "--json"))
        #expect(ranked.first.flatMap(soup) == "chickenNoodleSoup")
        #expect(ranked.first.flatMap(soup) != "tomatoSoup")
    }

    @Test func threeWeeksOfWeekdayLunchesPutTomatoFirstOnMondayAtNoon() throws {
        let harness = try Harness()
        try harness.replay("lunch-weeks.txt")
        let ranked = try predictions(harness.run("suggestions", "--at", "2026-12-07T12:00", "--json"))
        #expect(ranked.first.flatMap(soup) == "tomatoSoup")
        #expect(ranked.first?["donations"] as? Int == 15)
        // The menu screen was opened before each lunch: its activity is predicted too.
        let menu = try #require(ranked.first { $0["source"] as? String == "userActivity" })
        #expect(menu["shortcutType"] is NSNull)
        #expect(menu["intent"] is NSNull)
        let activity = try #require(menu["userActivity"] as? [String: Any])
        #expect(activity["activityType"] as? String == "com.example.apple-samplecode.SoupChef.viewMenu")
        #expect(menu["title"] as? String == "Order lunch")
    }

    @Test func theWeekendHabitIsSuggestedOnAWeekendEveningNotAtLunchOnAWeekday() throws {
        let harness = try Harness()
        try harness.replay("weekend-evenings.txt")
        let evening = try predictions(harness.run("suggestions", "--at", "2026-12-12T20:00", "--json", "--explain"))
        let top = try #require(evening.first)
        #expect(soup(top) == "chickenNoodleSoup")
        #expect(top["shortcutType"] as? String == "soup,quantity,orderType,toppings")
        let moment = try #require((top["parts"] as? [String: Any])?["moment"] as? [String: Any])
        let lunch = try predictions(harness.run("suggestions", "--at", "2026-12-09T12:00", "--json", "--explain"))
        let weekday = try #require((lunch.first?["parts"] as? [String: Any])?["moment"] as? [String: Any])
        #expect((moment["value"] as? Double ?? 0) > 0.6)
        #expect((weekday["value"] as? Double ?? 1) < 0.01)
    }

    @Test func explainedScoresAddUpAndPlainOnesCarryNoParts() throws {
        let harness = try Harness()
        try harness.replay("mondays-and-saturdays.txt")
        let plain = try predictions(harness.run("suggestions", "--at", "2026-12-07T12:00", "--json"))
        #expect(plain.allSatisfy { $0["parts"] is NSNull })
        let document = try harness.run("suggestions", "--at", "2026-12-07T12:00", "--json", "--explain").json()
        let model = try #require(document["model"] as? [String: Any])
        #expect(model["anyTime"] as? Double == 0.2 && model["decisiveAnyTime"] as? Double == 0.02)
        #expect(model["evidenceBound"] as? Double == 1 && model["decisiveMargin"] as? Double == 0.5)
        #expect(model["rankForgetting"] as? Double == 0.9 && model["rankScale"] as? Double == 3 && model["rankHoldAt"] as? Double == -1)
        #expect(model["slowHalfLifeDays"] as? Double == 180 && model["slowPriors"] as? [Double] == [0, 0, -2, -2])
        #expect(model["evidenceBeforeTrust"] as? Double == 1)
        #expect(model["repeatShare"] as? Double == 0.5 && model["repeatEvidenceBeforeTrust"] as? Double == 1)
        #expect(model["repeatRankGate"] as? Double == -1)
        // The person's model, as the text prints it above the predictions.
        let person = try #require(document["person"] as? [String: Any])
        let time = try #require(person["time"] as? [String: Any])
        #expect(time["signal"] as? String == "hourOfWeek" && time["trust"] as? Double == 0.692 && time["decisive"] as? Bool == true)
        #expect((time["evidence"] as? [String: Double])?["hourOfWeek"] == 2.384)
        #expect(time["judgementSmoothing"] as? Double == 0.4)
        #expect(model["judgementSmoothing"] as? Double == 3 && model["judgementSmoothingRamp"] as? Double == 30)
        let slow = try #require(person["slowMixture"] as? [String: Any])
        #expect(slow["share"] as? Double == 0.9996 && slow["countRankEvidence"] as? Double == 1.629)
        let weights = try #require(slow["weights"] as? [String: Double])
        #expect(Set(weights.keys) == ["count", "slowFading", "transitions", "stay"] && abs(weights.values.reduce(0, +) - 1) < 0.0003)
        #expect((person["lastOrderAgain"] as? [String: Any])?["trust"] as? Double == 0)
        // One order at a time: no baskets, and no basket ratio in any weight.
        #expect(person["baskets"] is NSNull)
        for prediction in document["predictions"] as? [[String: Any]] ?? [] {
            let weight = (prediction["parts"] as? [String: Any])?["weight"] as? [String: Any]
            #expect(weight?["basketRatio"] is NSNull && weight?["repeatShare"] as? Double == 0)
        }
        #expect(try harness.run("suggestions", "--at", "2026-12-07T12:00", "--json").json()["person"] is NSNull)
        for prediction in try #require(document["predictions"] as? [[String: Any]]) {
            let parts = try #require(prediction["parts"] as? [String: Any])
            let weight = try #require((parts["weight"] as? [String: Any])?["value"] as? Double)
            let moment = try #require((parts["moment"] as? [String: Any])?["value"] as? Double)
            let anyTime = try #require(parts["anyTime"] as? Double)
            #expect(abs(weight * (moment + anyTime) - (prediction["score"] as? Double ?? -1)) < 0.0003)
            // The shortcut's own share starts from the person's with `smoothing` of their donations.
            let momentParts = try #require(parts["moment"] as? [String: Any])
            let (own, person, smoothing) = (
                momentParts["own"] as? Double ?? -1, momentParts["person"] as? Double ?? -1, momentParts["smoothing"] as? Double ?? -1
            )
            let (matching, donations) = (momentParts["matchingDonations"] as? Double ?? -1, Double(prediction["donations"] as? Int ?? -1))
            #expect(smoothing == 2 && abs(own - (matching + smoothing * person) / (donations + smoothing)) < 0.0003)
        }
        #expect((document["model"] as? [String: Any])?["momentSmoothing"] as? Double == 2)
        let text = harness.run("suggestions", "--at", "2026-12-07T12:00", "--explain")
        #expect(
            text.out.contains(
                "moment    0.747   2.80 of 3 donations match Monday 12:00 by hour of the day and day of the week: Mon 12:00 ×2 at 1.00, Mon 11:00 ×1 at 0.80"
            ))
        #expect(text.out.contains("starting from 2 of this person's donations at their share (0.467): (2.80 + 2 × 0.467) / (3 + 2)"))
        #expect(
            text.out.contains(
                "This person: hour of the day and day of the week ranked their past orders better than no time signal (evidence +2.38 over 4 judged donations): trusted 0.69"
            ))
        #expect(text.out.contains("weight    2.190   3 donations faded by age (0.5 at 30 days); newest 7.0 days before"))
        #expect(text.out.contains("2.353   with the slow mixture: 0.00 × 2.190 + 1.00 × 2.353 (its share 0.504 of all faded donations)"))
        #expect(text.out.contains("0.661   trusted 0.69, the rest this person's share at such moments (0.467)"))
        #expect(text.out.contains("score     2.353 × (0.661 + 0.02) = 1.602"))
        #expect(
            text.out.contains("slow mixture against fading by age: the count ranked first of late +1.63, so the slow mixture is 1.00 of the weight"))
        #expect(
            text.out.contains(
                "slow mixture: the plain count 0.45 (evidence -3.35), the slow fading 0.44 (evidence -3.36), what followed the last order 0.10 (evidence -2.88), keeping to the last order 0.01 (evidence -4.87)"
            ))
        #expect(text.out.contains("the moment deciding alone (anyTime 0.02 for 0.2): bounded evidence +0.72, used"))
        #expect(text.out.contains("the time judged with each shortcut starting from 0.40 of this person's donations (3 × 4 / 30 judged)"))
        // Asked two years on, every weight and score is below 0.0005: shown with three
        // significant digits, never as 0.000, so their order still shows.
        let late = harness.run("suggestions", "--at", "2028-12-04T03:00", "--explain")
        #expect(late.status == 0 && !late.out.contains("0.000 ") && !late.out.contains("= 0.000\n"), "\(late.out)")
        #expect(late.out.contains("e-"), "\(late.out)")
    }

    /// --explain says when the split between the two firsts moved the count's hold, in text and
    /// JSON: docs/suggestions.md's person of a weekday routine (seed 1, person 12), whose Friday
    /// tomato soup has gained on their Monday chicken noodle soup along the calendar.
    @Test func explainSaysWhenTheSplitBetweenTheTwoFirstsMovedTheHold() throws {
        let harness = try Harness()
        harness.environment["TZ"] = "UTC"
        let folder = harness.directory + "/people"
        #expect(harness.run("eval", "--generate", "40", "--save-scenarios", folder).status == 0)
        #expect(harness.run("replay", folder + "/person-0012.txt").status == 0)
        let document = try harness.run("suggestions", "--at", "2026-02-09T12:30", "--explain", "--json").json()
        let model = try #require(document["model"] as? [String: Any])
        #expect(model["splitPairShare"] as? Double == 0.65 && model["splitMinimumDonations"] as? Int == 6)
        #expect(model["splitThreshold"] as? Double == 2 && model["splitHoldStep"] as? Double == 3)
        let slow = try #require((document["person"] as? [String: Any])?["slowMixture"] as? [String: Any])
        #expect(slow["hold"] as? Double == 2 && (slow["share"] as? Double ?? 1) < 0.01)
        let split = try #require(slow["split"] as? [String: Any])
        #expect(split["countFirst"] as? String == "OrderSoupIntent|soup=chickenNoodleSoup|quantity=1")
        #expect(split["fadingFirst"] as? String == "OrderSoupIntent|soup=tomatoSoup|quantity=1")
        #expect(split["countDonations"] as? Int == 12 && split["fadingDonations"] as? Int == 9)
        #expect(split["share"] as? Double == 0.6774 && split["t"] as? Double == 2.0256 && split["moves"] as? Bool == true)
        let text = harness.run("suggestions", "--at", "2026-02-09T12:30", "--explain").out
        #expect(
            text.contains(
                "the favourite changing? the count's first “Order 1 Chicken Noodle Soup” (12) and the fading's first “Order 1 Tomato Soup” (9)"))
        #expect(text.contains("so the slow mixture is 0.00 of the weight (1 / (1 + e^−(3 × (+0.21 − 2))))"))
        // A day after the first order nothing has a split yet: no line, and null in JSON.
        let fresh = try Harness()
        #expect(fresh.run("order", "tomato", "--now", "2026-12-07T12:00").status == 0)
        let none = try fresh.run("suggestions", "--at", "2026-12-08T12:00", "--explain", "--json").json()
        let freshSlow = try #require((none["person"] as? [String: Any])?["slowMixture"] as? [String: Any])
        #expect(freshSlow["split"] is NSNull && freshSlow["hold"] as? Double == -1)
        #expect(!fresh.run("suggestions", "--at", "2026-12-08T12:00", "--explain").out.contains("favourite changing"))
    }

    /// --explain names the three hours that count most and sums the others, so that what a moment
    /// line lists always adds up to the matching donations it starts with.
    @Test func aMomentLineAddsUpToItsMatchingDonations() throws {
        let harness = try Harness()
        try harness.replay("lunch-weeks.txt")
        let text = harness.run("suggestions", "--at", "2026-12-07T12:00", "--explain").out
        let lines = text.split(separator: "\n").filter { $0.contains(" donations match ") }
        #expect(lines.count >= 2)
        #expect(lines.contains { $0.contains("; 4 more hours add 5.60") })
        for line in lines {
            // "… 14.60 of 15 donations match Monday 12:00 by …: Mon 12:00 ×3 at 1.00, …; 4 more hours add 5.60"
            let total = try #require(Double(line.components(separatedBy: " of ")[0].split(separator: " ").last ?? ""))
            var sum = 0.0
            for part in (line.components(separatedBy: ": ").last ?? "").components(separatedBy: ", ") {
                let words = part.split(separator: " ")
                if let times = words.firstIndex(where: { $0.hasPrefix("×") }), times + 2 < words.count,
                    let count = Double(words[times].dropFirst()), let match = Double(words[times + 2].prefix(4))
                {
                    sum += count * match
                }
                if part.contains(" more hour") { sum += Double(words.last ?? "") ?? .nan }
            }
            #expect(abs(sum - total) < 0.02, "\(line)")
        }
    }

    @Test func theSameDonationsGiveByteIdenticalOutput() throws {
        let first = try Harness()
        let second = try Harness()
        try first.replay("lunch-weeks.txt")
        try second.replay("lunch-weeks.txt")
        for arguments in [
            ["suggestions", "--at", "2026-12-07T12:00", "--explain"], ["suggestions", "--at", "2026-12-12T20:00", "--json", "--explain"],
            ["suggestions", "--recent", "--json"], ["suggestions", "--limit", "0"],
        ] {
            let a = first.run(arguments)
            let b = second.run(arguments)
            let again = first.run(arguments)
            #expect(a.status == 0)
            #expect(a.out == b.out, "\(arguments)")
            #expect(a.out == again.out, "\(arguments)")
        }
    }

    @Test func deletingAGroupRemovesItsShortcutFromTheRankingAtOnce() throws {
        let harness = try Harness(now: "2026-11-16T12:00:00Z")
        #expect(harness.run("menu", "restock", "tomato", "20").status == 0)
        for day in ["16", "17", "18"] {
            #expect(harness.run("--now", "2026-11-\(day)T12:00", "order", "tomato", "--group", "trial").status == 0)
        }
        #expect(harness.run("--now", "2026-11-18T19:00", "order", "new england").status == 0)
        let before = try predictions(harness.run("suggestions", "--at", "2026-11-23T12:00", "--json"))
        #expect(before.first.flatMap(soup) == "tomatoSoup")
        #expect(harness.run("donations", "delete", "--group", "trial").status == 0)
        let after = try predictions(harness.run("suggestions", "--at", "2026-11-23T12:00", "--json"))
        #expect(after.map(soup) == ["newEnglandClamChowder"])
        let recent = try harness.run("suggestions", "--recent", "--json").json()["recentShortcuts"] as? [[String: Any]]
        #expect(recent?.map(soup) == ["newEnglandClamChowder"])
    }

    @Test func disablingASoupRemovesItsShortcutFromTheRanking() throws {
        let harness = try Harness()
        try harness.replay("mondays-and-saturdays.txt")
        #expect(harness.run("menu", "disable", "tomato").status == 0)
        let ranked = try predictions(harness.run("suggestions", "--at", "2026-12-07T12:00", "--json"))
        #expect(ranked.map(soup) == ["chickenNoodleSoup"])
    }

    @Test func recentListsShortcutsByTheirNewestDonationWithoutScores() throws {
        let harness = try Harness()
        try harness.replay("mondays-and-saturdays.txt")
        #expect(harness.run("--now", "2026-12-06T09:00", "order", "tomato").status == 0)
        let document = try harness.run("suggestions", "--recent", "--json").json()
        #expect(document["view"] as? String == "recent")
        #expect(document["predictions"] is NSNull)
        let recent = try #require(document["recentShortcuts"] as? [[String: Any]])
        #expect(recent.map(soup) == ["tomatoSoup", "chickenNoodleSoup"])
        #expect(recent.map { $0["lastDonation"] as? String } == ["2026-12-06T09:00:00Z", "2026-12-05T19:48:00Z"])
        #expect(recent.allSatisfy { $0["score"] is NSNull && $0["parts"] is NSNull })
        #expect(recent.first?["donations"] as? Int == 4)
        let text = harness.run("suggestions", "--recent")
        #expect(text.out.contains("Recent shortcuts  (Display Recent Shortcuts: newest donation first, no model)"))
        #expect(!text.out.contains("Predicted shortcuts"))
        #expect(text.out.contains("  1  Order 1 Tomato Soup                  4  2026-12-06 09:00"))
    }

    @Test func everySourceIsLabelledInOneView() throws {
        let harness = try Harness()
        try harness.replay("lunch-weeks.txt")
        let text = harness.run("suggestions", "--at", "2026-12-07T12:00")
        #expect(text.status == 0)
        let labels = [
            "Siri on Monday 2026-12-07 12:00", "Predicted shortcuts  (soupchef's model",
            "Shortcut suggestions  (set by the app: setShortcutSuggestions; iOS lists them in Settings, Siri & Search)",
            "Relevant shortcuts  (set by the app: setRelevantShortcuts; for the Siri watch face and Smart Stack widgets)",
            "Menu activity  (NSUserActivity viewMenu",
        ]
        var position = text.out.startIndex
        for label in labels {
            let found = try #require(text.out.range(of: label, range: position..<text.out.endIndex), "\(label)")
            position = found.upperBound
        }
        #expect(text.out.contains("  Order 1 New England Clam Chowder\n  Order 1 Tomato Soup\n"))
        #expect(text.out.contains("made current 15 times, last 2026-12-04 11:56; predicted #2"))
        let document = try harness.run("suggestions", "--at", "2026-12-07T12:00", "--json").json()
        let menu = try #require(document["menuActivity"] as? [String: Any])
        #expect(menu["donations"] as? Int == 15)
        #expect(menu["predictedRank"] as? Int == 2)
        let suggestions = try #require(document["shortcutSuggestions"] as? [[String: Any]])
        #expect(suggestions.map { ($0["intent"] as? [String: Any])?["soup"] as? String } == ["newEnglandClamChowder", "tomatoSoup"])
    }

    @Test(arguments: [
        ("2026-12-07T12:00", true), ("2026-12-11T16:59", true), ("2026-12-11T17:00", false), ("2026-12-07T08:59", false),
        ("2026-12-12T12:00", false),
    ])
    func theWorkRoutineShortcutIsRelevantOnWeekdayWorkingHours(moment: String, relevant: Bool) throws {
        let harness = try Harness()
        let document = try harness.run("suggestions", "--at", moment, "--json").json()
        let shortcuts = try #require(document["relevantShortcuts"] as? [[String: Any]])
        let chowder = try #require(shortcuts.first)
        #expect(chowder["subtitle"] as? String == "Manhattan clam chowder")
        #expect(chowder["relevant"] as? Bool == relevant)
        let provider = try #require((chowder["providers"] as? [[String: Any]])?.first)
        #expect(provider["provider"] as? String == "daily routine: work")
        #expect(provider["window"] as? String == "weekdays 09:00–17:00")
        #expect(provider["relevant"] as? Bool == relevant)
        let text = harness.run("suggestions", "--at", moment).out
        #expect(text.contains("Order lunch — Manhattan clam chowder  " + (relevant ? "relevant at this moment" : "not relevant at this moment")))
        #expect(text.contains("daily routine: work (weekdays 09:00–17:00): " + (relevant ? "holds" : "does not hold")))
    }

    @Test func aBareTimeMeansThatTimeTodayAndNoAtMeansNow() throws {
        let harness = try Harness(now: "2026-12-07T08:30:00Z")
        let document = try harness.run("suggestions", "--at", "12:00", "--json").json()
        #expect(document["at"] as? String == "2026-12-07T12:00:00Z")
        #expect((document["atHour"] as? [String: Any])?["day"] as? String == "Monday")
        #expect(document["view"] as? String == "predictions")
        #expect(try harness.run("suggestions", "--json").json()["at"] as? String == "2026-12-07T08:30:00Z")
        // An hour written with one digit is that hour.
        #expect(try harness.run("suggestions", "--at", "9:05", "--json").json()["at"] as? String == "2026-12-07T09:05:00Z")
    }

    @Test(arguments: [
        (["suggestions", "--at", "noon"], "--at must be an ISO 8601 time"),
        (["suggestions", "--at", "25:00"], "--at must be an ISO 8601 time"),
        (["suggestions", "--explain", "--recent"], "--explain and --recent cannot be used together"),
        (["suggestions", "--limit", "-1"], "--limit must be between 0"),
        (["suggestions", "--limit", "many"], "--limit must be a whole number"),
    ])
    func badOptionsAreUsageErrorsThatChangeNothing(arguments: [String], message: String) throws {
        let harness = try Harness()
        try harness.replay("mondays-and-saturdays.txt")
        let before = try harness.snapshot()
        let result = harness.run(arguments)
        #expect(result.status == 64)
        #expect(result.out.isEmpty)
        let lines = result.err.split(separator: "\n")
        #expect(lines.first?.hasPrefix("Error: " + message) == true, "\(result.err)")
        #expect(lines.dropFirst().first?.hasPrefix("Usage: soupchef suggestions") == true)
        #expect(try harness.snapshot() == before)
    }

    @Test func aLimitShowsTheBestAndSaysHowManyMore() throws {
        let harness = try Harness()
        try harness.replay("lunch-weeks.txt")
        let ranked = try predictions(harness.run("suggestions", "--at", "2026-12-07T12:00", "--json", "--limit", "1"))
        #expect(ranked.count == 1)
        #expect(harness.run("suggestions", "--at", "2026-12-07T12:00", "-n", "1").out.contains("… and 1 more; --limit 0 shows them all."))
        #expect(try predictions(harness.run("suggestions", "--json", "--limit", "0")).count == 2)
    }

    @Test func withNothingDonatedThereIsNothingToPredict() throws {
        let harness = try Harness()
        let document = try harness.run("suggestions", "--json").json()
        #expect((document["predictions"] as? [Any])?.isEmpty == true)
        #expect(document["recentShortcuts"] is NSNull)
        #expect((document["menuActivity"] as? [String: Any])?["lastDonation"] is NSNull)
        #expect(harness.run("suggestions").out.contains("  none: no donations (none made yet, or all deleted)."))
    }
}
