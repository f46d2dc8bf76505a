import Foundation
import TestSupport
import Testing

@testable import SoupChefCLI

@Suite struct EvalCommandTests {
    @Test func theLastLineCountsTheVerdictsAndNamesWhereTheModelIsBehind() {
        #expect(EvalCommand.verdictLine(ahead: 23, level: 29, behind: []) == "MODEL: 23 ahead, 29 level, none behind.")
        #expect(
            EvalCommand.verdictLine(ahead: 31, level: 19, behind: ["weekendEvenings − time of day (±2 h)", "changedHabit − plain fading count"])
                == "MODEL: 31 ahead, 19 level, 2 behind: weekendEvenings − time of day (±2 h), changedHabit − plain fading count.")
    }

    /// A file of histories says how many orders it held, warns of records that repeat an earlier
    /// one exactly (read as orders, but copies would inflate the model's figures), and names a
    /// column read by position as each person's kind.
    @Test func aFileOfHistoriesCountsItsOrdersAndItsRepeatedRecords() throws {
        let harness = try Harness()
        let once = (0..<12).map { "p\($0 % 3),2024-03-\(String(format: "%02d", $0 + 1)) 12:00,\($0 % 2 == 0 ? "soup" : "tea")\n" }.joined()
        let file = harness.directory + "/orders.csv"
        try ("person,date,shortcut\n" + once).write(toFile: file, atomically: true, encoding: .utf8)
        let plain = harness.run("eval", "--histories", file)
        #expect(plain.status == 0 && plain.err.isEmpty, "\(plain.err)")
        #expect(plain.out.hasPrefix("Predicting the last 3 orders of 3 people (12 orders read), one at a time"), "\(plain.out)")
        let plainJSON = try harness.run("eval", "--histories", file, "--json").json()
        #expect(plainJSON["orders"] as? Int == 12 && plainJSON["repeatedRecords"] as? Int == 0 && plainJSON["kindColumn"] is NSNull)
        // The zone the hours were read on is part of the figures: instants fall on other hours elsewhere.
        #expect(plainJSON["timeZone"] as? String == "GMT", "\(plainJSON["timeZone"] ?? "")")
        harness.environment["TZ"] = "Asia/Tokyo"
        #expect(try harness.run("eval", "--histories", file, "--json").json()["timeZone"] as? String == "Asia/Tokyo")
        harness.environment["TZ"] = "UTC"
        // Every record twice, the header too: read as they are, and said so.
        let doubled = harness.directory + "/doubled.csv"
        try ("person,date,shortcut\n" + once + "person,date,shortcut\n" + once).write(toFile: doubled, atomically: true, encoding: .utf8)
        let text = harness.run("eval", "--histories", doubled)
        #expect(text.status == 0)
        #expect(text.out.hasPrefix("Predicting the last 3 orders of 3 people (24 orders read), one at a time"), "\(text.out)")
        #expect(
            text.err.hasPrefix(
                "warning: In \(doubled), 12 records repeat an earlier record exactly, every field alike (the first on line 15): each is"
                    + " read as an order"), "\(text.err)")
        #expect(text.err.contains("drop them first (`awk '!seen[$0]++' FILE` keeps the first of each, and the header)."), "\(text.err)")
        let json = harness.run("eval", "--histories", doubled, "--json")
        let document = try json.json()
        #expect(document["orders"] as? Int == 24 && document["repeatedRecords"] as? Int == 12)
        let warnings = try #require(document["warnings"] as? [String])
        #expect(warnings.count == 1 && warnings[0].hasPrefix("In \(doubled), 12 records repeat an earlier record exactly"))
        #expect(json.err.hasPrefix("warning: In \(doubled), 12 records repeat"))
        // A fourth column read by position as the kind is named above the table.
        let kinds = harness.directory + "/kinds.csv"
        try once.replacingOccurrences(of: "\n", with: ",2\n").write(toFile: kinds, atomically: true, encoding: .utf8)
        let kinded = harness.run("eval", "--histories", kinds)
        #expect(kinded.status == 0, "\(kinded.err)")
        #expect(
            kinded.out.contains(
                "\nColumn 4 read as each person's kind, a row for each kind (a header naming the columns, person,date,shortcut and another"
                    + " name for it, reads it as no kind)\n"), "\(kinded.out)")
        #expect(try harness.run("eval", "--histories", kinds, "--json").json()["kindColumn"] as? String == "column 4")
        let generated = try harness.run("eval", "--generate", "3", "--json").json()
        #expect(generated["orders"] is NSNull && generated["repeatedRecords"] is NSNull && generated["kindColumn"] is NSNull)
    }

    @Test func aGeneratedPopulationPrintsEveryMethodPerKindAndOverall() throws {
        let harness = try Harness()
        let result = harness.run("eval", "--generate", "40", "--seed", "3")
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out.hasPrefix("Predicting the last order of 40 generated people (seed 3), one at a time"))
        let lines = result.out.split(separator: "\n").map(String.init)
        let all = try #require(lines.firstIndex { $0.hasPrefix("all ") })
        #expect(lines[all].contains("40  soupchef's model"))
        #expect(lines[all + 1].contains("most frequent shortcut"))
        #expect(lines[all + 2].contains("most recent shortcut"))
        #expect(lines[all + 3].contains("most frequent within ±2 h on the same kind of day"))
        // The same seed, the same table; the user's data directory is never made.
        #expect(harness.run("eval", "--generate", "40", "--seed", "3").out == result.out)
        #expect(!FileManager.default.fileExists(atPath: harness.dataDirectory))
    }

    /// The kinds' rows read at once: seed 1 with three hidden orders has a row behind by its own
    /// interval (`driftingFavourite` − the fading count) and, read together, none; the line after
    /// MODEL and the JSON's `together` say so, and `all` stands alone.
    @Test func theKindsAreAlsoReadTogether() throws {
        let harness = try Harness()
        let result = harness.run("eval", "--generate", "300", "--seed", "1", "--hide", "3")
        #expect(result.status == 0, "\(result.err)")
        let lines = result.out.split(separator: "\n").map(String.init)
        let model = try #require(lines.dropLast().last)
        #expect(model.hasPrefix("MODEL: ") && model.contains("1 behind"), "\(model)")
        let together = try #require(lines.last)
        #expect(together.hasPrefix("Together (the kind rows at once, a simultaneous 95 % band: each ΔMRR ± "), "\(together)")
        #expect(together.contains("level, none behind."), "\(together)")
        let document = try harness.run("eval", "--generate", "300", "--seed", "1", "--hide", "3", "--json").json()
        let family = try #require(document["together"] as? [String: Any])
        let c = try #require(family["criticalValue"] as? Double)
        // 48 rows, one never varying and read by its own interval.
        #expect(family["cells"] as? Int == 47 && together.hasSuffix("(1 of the 48 never vary, and are read by their own interval.)"))
        #expect(together.contains("± \(String(format: "%.2f", c)) ×"))
        let summaries = try #require(document["summaries"] as? [[String: Any]])
        var behindAlone = 0
        for summary in summaries {
            for difference in try #require(summary["differences"] as? [[String: Any]]) {
                let mrr = try #require(difference["meanReciprocalRank"] as? [String: Any])
                let value = try #require(mrr["value"] as? Double)
                if summary["name"] as? String == "all" {
                    #expect(difference["together"] is NSNull)
                    continue
                }
                if difference["verdict"] as? String == "behind" { behindAlone += 1 }
                let band = try #require(difference["together"] as? [String: Any])
                let (low, high) = (try #require(band["low"] as? Double), try #require(band["high"] as? Double))
                // The band is wider than the row's own interval, around the same difference.
                #expect(low <= (mrr["low"] as? Double ?? 0) + 0.0001 && high >= (mrr["high"] as? Double ?? 0) - 0.0001)
                #expect(low <= value && value <= high)
                #expect(band["verdict"] as? String == (low > 0 ? "ahead" : high < 0 ? "behind" : "level"))
                #expect(band["verdict"] as? String != "behind")
            }
        }
        #expect(behindAlone == 1)
    }

    /// The issue's bar read as a table of kinds should be: on 300 generated people, seeds 1 to 3,
    /// one hidden order and three, no kind is behind most frequent, most recent or the time of
    /// day once its 48 rows are read together, while by their own intervals some rows are (and
    /// the whole population is clearly ahead of all three). suggestions.md, "Results", counts 40
    /// such runs.
    @Test(arguments: [1, 3]) func noKindIsBehindANamedBaselineReadTogether(hide: Int) throws {
        let harness = try Harness()
        var behindAlone = 0
        for seed in 1...3 {
            let document = try harness.run("eval", "--generate", "300", "--seed", "\(seed)", "--hide", "\(hide)", "--json").json()
            let summaries = try #require(document["summaries"] as? [[String: Any]])
            for summary in summaries {
                let name = try #require(summary["name"] as? String)
                for difference in try #require(summary["differences"] as? [[String: Any]]) {
                    let method = try #require(difference["method"] as? String)
                    guard ["mostFrequent", "mostRecent", "sameTimeOfDay"].contains(method) else { continue }
                    if name == "all" {
                        #expect(difference["verdict"] as? String == "ahead", "seed \(seed): all − \(method)")
                        continue
                    }
                    if difference["verdict"] as? String == "behind" { behindAlone += 1 }
                    let together = try #require(difference["together"] as? [String: Any])
                    #expect(together["verdict"] as? String != "behind", "seed \(seed) hide \(hide): \(name) − \(method)")
                }
            }
        }
        // Alone, one row in forty falls below 0 by chance where the two are level: of these 108
        // rows none does, at one hidden order or three.
        #expect(behindAlone == 0, "\(behindAlone)")
    }

    /// What each kind's models were using (docs/cli.md, "What the model used"), over three seeds:
    /// the kinds whose orders follow a clock have it learned from their own past, those that
    /// follow none do not; runs get the last order again and keeping to the last order, a changed
    /// habit the month's fading.
    /// The per-person states add up to each row's counts, and the text prints the JSON's.
    @Test func eachKindsModelsUseWhatTheirOrdersFollow() throws {
        let harness = try Harness()
        harness.environment["TZ"] = "UTC"
        for seed in 1...3 {
            let document = try harness.run("eval", "--generate", "300", "--seed", "\(seed)", "--json").json()
            let summaries = try #require(document["summaries"] as? [[String: Any]])
            var rows: [String: [String: Any]] = [:]
            for summary in summaries { rows[summary["name"] as? String ?? ""] = summary["learned"] as? [String: Any] }
            func share(_ kind: String, _ key: String) -> Double {
                let row = rows[kind] ?? [:]
                return Double(row[key] as? Int ?? -1) / Double(max(1, row["people"] as? Int ?? 0))
            }
            func signals(_ kind: String) -> [String: Int] { rows[kind]?["signals"] as? [String: Int] ?? [:] }
            #expect(share("weekdayRoutine", "timeTrusted") >= 0.85 && share("twoHabits", "timeTrusted") >= 0.85, "seed \(seed)")
            #expect((signals("twoHabits")["hourOfDay"] ?? 0) >= (rows["twoHabits"]?["timeTrusted"] as? Int ?? 0) * 8 / 10, "seed \(seed)")
            #expect(signals("weekdayRoutine").max { $0.value < $1.value }?.key == "dayOfWeek", "seed \(seed)")
            for kind in ["occasional", "staples", "varietySeeker"] {
                #expect(share(kind, "timeTrusted") <= 0.3, "seed \(seed): \(kind) \(share(kind, "timeTrusted"))")
            }
            #expect(share("streaks", "lastOrderAgain") >= 0.75 && share("occasional", "lastOrderAgain") <= 0.1, "seed \(seed)")
            #expect(share("changedHabit", "fadingLeads") >= 0.4 && share("loyal", "fadingLeads") <= 0.1, "seed \(seed)")
            #expect(share("streaks", "keepingToLast") >= 0.6, "seed \(seed): \(share("streaks", "keepingToLast"))")
            for kind in ["occasional", "staples", "weekdayRoutine"] {
                #expect(share(kind, "keepingToLast") <= 0.1, "seed \(seed): \(kind) \(share(kind, "keepingToLast"))")
            }
            // Every person's own state counted gives the `all` row.
            let histories = try #require(document["histories"] as? [[String: Any]])
            let states = histories.compactMap { $0["learned"] as? [String: Any] }
            #expect(states.count == 300)
            let all = try #require(rows["all"])
            #expect(all["people"] as? Int == 300)
            #expect(states.filter { $0["signal"] is String }.count == all["timeTrusted"] as? Int)
            #expect(states.filter { $0["decisive"] as? Bool == true }.count == all["decisive"] as? Int)
            #expect(states.filter { ($0["slowShare"] as? Double ?? 1) < 0.5 }.count == all["fadingLeads"] as? Int)
            #expect(states.filter { ($0["repeatTrust"] as? Double ?? 0) > 0 }.count == all["lastOrderAgain"] as? Int)
            var leaders: [String: Int] = [:]
            for state in states { leaders[state["slowLeader"] as? String ?? "?", default: 0] += 1 }
            #expect(leaders == all["slowLeaders"] as? [String: Int])
            #expect(leaders["stay", default: 0] == all["keepingToLast"] as? Int)
            #expect(states.filter { $0["favouriteChanging"] as? Bool == true }.count == all["favouriteChanging"] as? Int)
            #expect((document["overall"] as? [String: Any])?["learned"] is NSNull)
            if seed == 1 {
                let text = harness.run("eval", "--generate", "300", "--seed", "1").out
                let line = try #require(text.split(separator: "\n").first { $0.hasPrefix("all ") && $0.contains("hour of the day") })
                let numbers = line.split(separator: " ").prefix(8).dropFirst().map { Int($0) }
                let expected = [
                    300, all["timeTrusted"], all["decisive"], all["fadingLeads"], all["lastOrderAgain"], all["keepingToLast"],
                    all["favouriteChanging"],
                ]
                #expect(numbers == expected.map { $0 as? Int }, "\(line)")
            }
        }
    }

    /// Fitted to a width (COLUMNS, or a terminal's), the report keeps every line within it as the
    /// listings do: each table keeps its most important columns, the row names whole, and says
    /// what it left out; headings and notes wrap. Piped without COLUMNS nothing is fitted.
    @Test func theReportFitsTheWidthItIsGiven() throws {
        let harness = try Harness()
        harness.environment["TZ"] = "UTC"
        let whole = harness.run("eval", "--generate", "300", "--seed", "1", "--hide", "3")
        #expect(whole.status == 0)
        #expect(whole.out.split(separator: "\n").contains { $0.count > 120 })
        for width in [50, 80, 100] {
            harness.environment["COLUMNS"] = "\(width)"
            let fitted = harness.run("eval", "--generate", "300", "--seed", "1", "--hide", "3")
            #expect(fitted.status == 0)
            let lines = fitted.out.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines.allSatisfy { $0.count <= width }, "\(width): \(lines.filter { $0.count > width })")
            #expect(fitted.out.contains("(Not shown, to fit \(width) columns:"), "\(width)")
            // Every kind's name and verdict is still there.
            #expect(lines.contains { $0.hasPrefix("driftingFavourite ") }, "\(width)")
            #expect(fitted.out.contains("MODEL: 31 ahead, 20 level, 1 behind:"), "\(width)")
        }
    }

    /// The run docs/cli.md prints: on the default population no kind of person is clearly behind
    /// any baseline; the model is clearly ahead of every one overall and for the weekday routine,
    /// and of most frequent for two habits and for a changed one (docs/suggestions.md, "Results").
    @Test func theDefaultPopulationHasNoKindClearlyBehind() throws {
        let harness = try Harness()
        let document = try harness.run("eval", "--generate", "300", "--seed", "1", "--json").json()
        let summaries = try #require(document["summaries"] as? [[String: Any]])
        #expect(summaries.count == 13)
        var verdicts: [String: [String: String]] = [:]
        for summary in summaries {
            let name = try #require(summary["name"] as? String)
            for difference in try #require(summary["differences"] as? [[String: Any]]) {
                let method = try #require(difference["method"] as? String)
                verdicts[name, default: [:]][method] = difference["verdict"] as? String
                #expect(difference["verdict"] as? String != "behind", "\(name) − \(method)")
            }
        }
        let methods = ["mostFrequent", "mostRecent", "sameTimeOfDay", "fadingCount"]
        for name in ["all", "weekdayRoutine"] {
            #expect(methods.allSatisfy { verdicts[name]?[$0] == "ahead" }, "\(name): \(verdicts[name] ?? [:])")
        }
        // One favourite at lunch and another in the evening, or a favourite that changed: ahead
        // of the count of everything.
        #expect(verdicts["twoHabits"]?["mostFrequent"] == "ahead" && verdicts["changedHabit"]?["mostFrequent"] == "ahead")
    }

    @Test func jsonHasEachHistoryAndTheOverallScores() throws {
        let harness = try Harness()
        let document = try harness.run("eval", "--generate", "12", "--hide", "2", "--json").json()
        #expect(document["hide"] as? Int == 2)
        #expect(document["generated"] as? Int == 12)
        #expect(document["seed"] as? Int == 1)
        let histories = try #require(document["histories"] as? [[String: Any]])
        #expect(histories.count == 12)
        let overall = try #require(document["overall"] as? [String: Any])
        #expect(overall["cases"] as? Int == 24)
        let methods = try #require(overall["methods"] as? [[String: Any]])
        #expect(methods.compactMap { $0["method"] as? String } == ["soupchef", "mostFrequent", "mostRecent", "sameTimeOfDay", "fadingCount"])
        for method in methods {
            let hits = try #require(method["hitsAt1"] as? Int)
            #expect(abs((method["hitRateAt1"] as? Double ?? -1) - Double(hits) / 24) < 0.0001)
        }
    }

    /// A row without a kind of person (a scenario's, `overall`) still has the key, as null, as a
    /// generated person's row has it with their kind.
    @Test func everyRowHasAKindKeyNullWithoutAKind() throws {
        let harness = try Harness()
        let scenario = try harness.run("eval", Harness.scenario("lunch-weeks.txt"), "--json").json()
        let rows = try #require(scenario["histories"] as? [[String: Any]]) + [try #require(scenario["overall"] as? [String: Any])]
        #expect(rows.count == 2 && rows.allSatisfy { $0["kind"] is NSNull }, "\(rows.map(\.keys))")
        let generated = try harness.run("eval", "--generate", "3", "--json").json()
        #expect((generated["histories"] as? [[String: Any]])?.allSatisfy { $0["kind"] is String } == true)
        #expect((generated["overall"] as? [String: Any])?["kind"] is NSNull)
    }

    /// What the reading warns of on stderr is in the JSON's `warnings` too, as stderr words it
    /// without its `warning: `; a reading with nothing to warn of has an empty list.
    @Test func theReadingsWarningsAreInTheJSON() throws {
        let harness = try Harness()
        // Many people sorted by person (MovieLens' `ratings.dat`) read with --person.
        var lines: [String] = []
        for user in 1...6 {
            for rating in 0..<5 { lines.append("\(user)::\(100 + rating * 7 + user)::4::\(978_300_000 + (7 - user) * 90_000 + rating * 600)") }
        }
        let ratings = harness.directory + "/ratings.dat"
        try lines.joined(separator: "\n").write(toFile: ratings, atomically: true, encoding: .utf8)
        let result = harness.run("--json", "eval", "--histories", ratings, "--person", "me")
        #expect(result.status == 0, "\(result.err)")
        let document = try result.json()
        let warnings = try #require(document["warnings"] as? [String])
        #expect(warnings.count == 1)
        let warning = try #require(warnings.first)
        #expect(warning.hasPrefix("In \(ratings), column 1, read as the shortcut, holds each of its 6 values in one run of records"), "\(warning)")
        // Stderr still says it, in the same words.
        #expect(result.err == "warning: \(warning)\n", "\(result.err)")
        // Every person with a single order: that warning too.
        let orders = harness.directory + "/orders.csv"
        try "customer_id,order_date,product\no1,2023-01-02,tea\no2,2023-01-03,cake\n".write(toFile: orders, atomically: true, encoding: .utf8)
        let single = try #require(try harness.run("--json", "eval", "--histories", orders).json()["warnings"] as? [String])
        #expect(single.count == 1 && single[0].hasPrefix("Every person in \(orders) has a single order"), "\(single)")
        // A scenario that leaves nothing to predict: its soup sold out deletes its donations.
        let four = try harness.write(
            """
            2026-11-02T08:00  order tomato
            2026-11-09T08:00  order tomato
            2026-11-16T08:00  order tomato
            2026-11-23T08:00  order tomato
            """, name: "four.txt")
        let scenario = try #require(try harness.run("--json", "eval", four).json()["warnings"] as? [String])
        #expect(scenario.count == 1 && scenario[0].hasPrefix("four.txt leaves no order to predict"), "\(scenario)")
        // Nothing to warn of: an empty list, never a missing key.
        let quiet = try harness.run("--json", "eval", "--generate", "3").json()
        #expect((quiet["warnings"] as? [String])?.isEmpty == true, "\(quiet.keys.sorted())")
    }

    @Test func historiesFilesAreEvaluatedPerKindWithIntervalsAndDifferences() throws {
        let harness = try Harness()
        var lines = ["person,date,shortcut,kind"]
        for person in 0..<6 {
            for day in 0..<10 {
                let date = String(format: "2026-11-%02dT12:%02d", 2 + day, person)
                lines.append("p\(person),\(date),\(day % 3 == 0 ? "tea" : "soup"),\(person < 3 ? "lunch" : "other")")
            }
        }
        let file = harness.directory + "/histories.csv"
        try lines.joined(separator: "\n").write(toFile: file, atomically: true, encoding: .utf8)
        let result = harness.run("eval", "--histories", file, "--hide", "2")
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out.contains("Predicting the last 2 orders of 6 people"))
        #expect(result.out.contains("lunch (3)") && result.out.contains("other (3)"))
        #expect(result.out.contains("The model minus each baseline"))
        #expect(result.out.contains("plain fading count (no time signal)"))
        // The differences name the baselines shortly, the table above having named them in full.
        #expect(result.out.contains(" time of day (±2 h) "))
        let legend = "HIGHER, LOWER: the asks the model ranked above, below the baseline; MODEL: ahead, level or behind by ΔMRR."
        #expect(result.out.contains(legend + "\nMODEL: "))
        let document = try harness.run("eval", "--histories", file, "--json").json()
        let summaries = try #require(document["summaries"] as? [[String: Any]])
        #expect(summaries.compactMap { $0["name"] as? String } == ["lunch", "other", "all"])
        let differences = try #require(summaries.last?["differences"] as? [[String: Any]])
        #expect(differences.count == 4)
        // A histories file hides three orders of each person unless told otherwise.
        #expect(document["hide"] as? Int == 3)
        #expect(summaries.last?["cases"] as? Int == 18)
        // Each difference says how many of the 18 asks the model ranked higher and lower.
        for difference in differences {
            let higher = try #require(difference["modelHigher"] as? Int)
            let lower = try #require(difference["modelLower"] as? Int)
            #expect(higher >= 0 && lower >= 0 && higher + lower <= 18)
            let mrr = try #require(difference["meanReciprocalRank"] as? [String: Any])
            let (low, high) = (try #require(mrr["low"] as? Double), try #require(mrr["high"] as? Double))
            #expect(difference["verdict"] as? String == (low > 0 ? "ahead" : high < 0 ? "behind" : "level"))
        }
        #expect(result.out.contains("HIGHER") && result.out.contains("LOWER") && result.out.contains("MODEL"))
        // The last line counts the MODEL column, as the JSON's verdicts give it (3 rows × 4 baselines).
        let sameHide = try #require(try harness.run("eval", "--histories", file, "--hide", "2", "--json").json()["summaries"] as? [[String: Any]])
        let verdicts = sameHide.flatMap { ($0["differences"] as? [[String: Any]] ?? []).compactMap { $0["verdict"] as? String } }
        #expect(verdicts.count == 12)
        let count = { (verdict: String) in verdicts.filter { $0 == verdict }.count }
        let printed = result.out.split(separator: "\n").map(String.init)
        let last = try #require(printed.first { $0.hasPrefix("MODEL: ") })
        #expect(last.hasPrefix("MODEL: \(count("ahead")) ahead, \(count("level")) level, "))
        #expect(last.hasSuffix(count("behind") == 0 ? "none behind." : ".") && last.contains("\(count("behind")) behind") == (count("behind") > 0))
        // Every person here orders alike: no difference varies over the resamples, so the two kinds'
        // rows have nothing to be read together by (`together` null, no line for it).
        #expect(try harness.run("eval", "--histories", file, "--hide", "2", "--json").json()["together"] is NSNull)
        #expect(printed.last == last)

        try "p1,2026-11-02T12:00,soup\np1,yesterday,soup\n".write(toFile: file, atomically: true, encoding: .utf8)
        let bad = harness.run("eval", "--histories", file)
        #expect(bad.status == 65)
        #expect(bad.err.contains("line 2: 'yesterday' is not an ISO 8601 date and time"))
        #expect(bad.out.isEmpty)
        #expect(harness.run("eval", "--histories", harness.directory + "/none.csv").status == 74)
        // A file saved in Windows-1252 is read so, and said so with the line of its first such byte.
        let latin1 = Data("p1,2026-11-02T12:00,soup\np1,2026-11-03T12:00,caf".utf8) + Data([0xE9])
        try latin1.write(to: URL(fileURLWithPath: file))
        let western = harness.run("eval", "--histories", file)
        #expect(western.status == 0, "\(western.err)")
        #expect(western.out.contains("\nNot UTF-8 (line 2 has the byte 0xE9): read as Windows-1252, as Western spreadsheets save text\n"))
        #expect(try harness.run("eval", "--histories", file, "--json").json()["encoding"] as? String == "Windows-1252")
        #expect(try harness.run("eval", "--generate", "2", "--json").json()["encoding"] is NSNull)
        // A household book saved in Shift_JIS, as Zaim and MoneyForward export it: read as such, said so.
        let japanese = try #require("日付,お店,支出\n2026-07-01,ベーカリー,500\n2026-07-02,セブンイレブン,650\n".data(using: .shiftJIS))
        try japanese.write(to: URL(fileURLWithPath: file))
        let household = harness.run("eval", "--histories", file, "--person", "me")
        #expect(household.status == 0, "\(household.err)")
        #expect(
            household.out.contains(
                "\nNot UTF-8 (line 1 has the byte 0x93): read as Shift_JIS, as Japanese and Chinese spreadsheets and apps save text\n"))
        #expect(try harness.run("eval", "--histories", file, "--person", "me", "--json").json()["encoding"] as? String == "Shift_JIS")
        // JSON lines, as Yelp and Amazon publish reviews, read as a table and said so.
        let jsonLines = """
            {"user_id": "p1", "date": "2026-11-02 12:00:00", "business_id": "soup"}
            {"user_id": "p1", "date": "2026-11-03 12:00:00", "business_id": "soup"}
            {"user_id": "p1", "date": "2026-11-04 12:00:00", "business_id": "salad"}

            """
        try jsonLines.write(toFile: file, atomically: true, encoding: .utf8)
        let json = harness.run("eval", "--histories", file)
        #expect(json.status == 0, "\(json.err)")
        #expect(json.out.contains("\nJSON lines: each object read as a record, its keys as a header's names\n"))
        #expect(json.out.contains("\nColumns read by the header's names: user_id the person, date the date, business_id the shortcut\n"))
        #expect(try harness.run("eval", "--histories", file, "--json").json()["format"] as? String == "JSON lines")
        try "{\"user_id\": \"p1\", \"business_id\": \"soup\"}\n{'user_id': 'p1'}\n".write(toFile: file, atomically: true, encoding: .utf8)
        let python = harness.run("eval", "--histories", file)
        #expect(python.status == 65 && python.out.isEmpty)
        #expect(
            python.err.hasPrefix("Error: Cannot evaluate \(file): line 2: the file is read as JSON, since it starts as JSON does, but expected a key")
        )
        #expect(python.err.contains("this looks like Python's printed dictionaries"))
        // One person's export, read with --person (said above the table, and in the JSON's `person`).
        try #"[{"endTime": "2020-09-02 15:26", "trackName": "One"}, {"endTime": "2020-09-03 15:26", "trackName": "Two"}]"#.write(
            toFile: file, atomically: true, encoding: .utf8)
        #expect(harness.run("eval", "--histories", file).err.hasSuffix("(a file of one person's records is read with --person NAME).\n"))
        let mine = harness.run("eval", "--histories", file, "--person", "me")
        #expect(mine.status == 0, "\(mine.err)")
        #expect(
            mine.out.contains(
                "\nEvery record read as me's (--person); columns read by the header's names: endTime the date, trackName the shortcut\n"))
        #expect(try harness.run("eval", "--histories", file, "--person", "me", "--json").json()["person"] as? String == "me")
        #expect(try harness.run("eval", "--generate", "2", "--json").json()["person"] is NSNull)
        #expect(harness.run("eval", "--generate", "2", "--person", "me").status == 64)
        #expect(harness.run("eval", "--histories", file, "--person", " ").err.contains("--person needs a name"))
        try latin1.write(to: URL(fileURLWithPath: file))
        #expect(try harness.run("eval", "--histories", file, "--json").json()["format"] as? String == "CSV")
        #expect(try harness.run("eval", "--generate", "2", "--json").json()["format"] is NSNull)
        let folder = harness.run("eval", "--histories", harness.directory)
        #expect(
            folder.status == 74
                && folder.err
                    == "Error: Cannot read \(harness.directory): it is a directory; name a file of histories in it (person,date,shortcut lines).\n",
            "\(folder.err)")
        try "person,date,shortcut\n".write(toFile: file, atomically: true, encoding: .utf8)
        let empty = harness.run("eval", "--histories", file)
        #expect(empty.status == 65 && empty.err.contains("it holds no orders"), "\(empty.err)")
        #expect(empty.out.isEmpty)
    }

    /// A generated population saved with --save-histories and read back with --histories is the
    /// same people: every history's scores and the summaries are equal.
    @Test(arguments: ["UTC", "Asia/Tokyo"])
    func aSavedPopulationReadsBackAsTheSamePeople(zone: String) throws {
        let harness = try Harness()
        harness.environment["TZ"] = zone
        let file = harness.directory + "/population.csv"
        let generated = try harness.run("eval", "--generate", "30", "--seed", "4", "--hide", "2", "--save-histories", file, "--json").json()
        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(text.hasPrefix("person,date,shortcut,kind\nperson-0001,"))
        #expect(!FileManager.default.fileExists(atPath: harness.dataDirectory))
        let read = try harness.run("eval", "--histories", file, "--hide", "2", "--json").json()
        let before = try #require(generated["histories"] as? [[String: Any]])
        let after = try #require(read["histories"] as? [[String: Any]])
        #expect(before.count == 30 && after.count == 30)
        for (a, b) in zip(before, after) {
            #expect(a["name"] as? String == b["name"] as? String && a["kind"] as? String == b["kind"] as? String)
            #expect(NSDictionary(dictionary: a).isEqual(to: b), "\(a["name"] ?? "")")
        }
        // Kinds come in the population's order from --generate, in order of appearance from a file.
        let summaries = { (document: [String: Any]) in
            Dictionary(
                ((document["summaries"] as? [[String: Any]]) ?? []).map { ($0["name"] as? String ?? "", NSDictionary(dictionary: $0)) },
                uniquingKeysWith: { a, _ in a })
        }
        #expect(summaries(generated) == summaries(read))
        #expect(summaries(generated).count > 2)
    }

    /// The same people written with tabs or semicolons between the fields read as the same people.
    @Test(arguments: ["\t", ";"])
    func tabOrSemicolonSeparatedHistoriesReadAsCommaSeparatedOnes(separator: String) throws {
        let harness = try Harness()
        harness.environment["TZ"] = "UTC"
        let file = harness.directory + "/population.csv"
        _ = harness.run("eval", "--generate", "12", "--seed", "2", "--save-histories", file)
        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(!text.contains("\"") && !text.contains(separator), "the saved file needs no quotes, so its commas are all separators")
        let other = harness.directory + "/population.txt"
        try text.replacingOccurrences(of: ",", with: separator).write(toFile: other, atomically: true, encoding: .utf8)
        let commas = try harness.run("eval", "--histories", file, "--json").json()
        let others = try harness.run("eval", "--histories", other, "--json").json()
        #expect((commas["histories"] as? [Any])?.count == 12)
        #expect(NSDictionary(dictionary: commas).isEqual(to: others))
    }

    /// A purchase table whose baskets' lines are a second apart is read as the same table
    /// written one time a basket (`--basket-gap`, 60 s unless told); `--basket-gap 0` reads each
    /// time as it is.
    @Test func basketLinesSecondsApartReadAsOneBasket() throws {
        let harness = try Harness()
        let soups = ["tomato", "chowder", "noodle", "bisque"]
        func table(secondsApart: Bool) -> String {
            var lines = ["person,date,shortcut"]
            for person in 0..<8 {
                for day in 0..<6 {
                    for line in 0..<3 {
                        let second = secondsApart ? line : 0
                        let soup = soups[(person + day * (line + 1) + line) % soups.count]
                        lines.append("p\(person),2026-11-\(String(format: "%02d", 2 + day))T12:00:\(String(format: "%02d", second)),\(soup)")
                    }
                }
            }
            return lines.joined(separator: "\n")
        }
        let (apart, together) = (harness.directory + "/apart.csv", harness.directory + "/together.csv")
        try table(secondsApart: true).write(toFile: apart, atomically: true, encoding: .utf8)
        try table(secondsApart: false).write(toFile: together, atomically: true, encoding: .utf8)
        let text = harness.run("eval", "--histories", apart)
        #expect(text.status == 0, "\(text.err)")
        #expect(text.out.contains("96 orders read as lines of the basket before, at its time (each at most 60 s after the order before it;"))
        let joined = try harness.run("eval", "--histories", apart, "--json").json()
        let asOne = try harness.run("eval", "--histories", together, "--json").json()
        let asIs = try harness.run("eval", "--histories", apart, "--basket-gap", "0", "--json").json()
        #expect(joined["basketGap"] as? Int == 60 && joined["joinedOrders"] as? Int == 96)
        #expect(asOne["joinedOrders"] as? Int == 0 && asIs["basketGap"] as? Int == 0 && asIs["joinedOrders"] as? Int == 0)
        let summaries = { (document: [String: Any]) in NSArray(array: document["summaries"] as? [Any] ?? []) }
        #expect(summaries(joined).count == 1 && summaries(joined).isEqual(to: summaries(asOne) as! [Any]))
        #expect(!summaries(asIs).isEqual(to: summaries(asOne) as! [Any]))
        #expect(!harness.run("eval", "--histories", apart, "--basket-gap", "0").out.contains("read as lines of its basket"))
        // A gap as long as the lines' spacing (one second) joins them too.
        #expect(try harness.run("eval", "--histories", apart, "--basket-gap", "1", "--json").json()["joinedOrders"] as? Int == 96)
        let generated = try harness.run("eval", "--generate", "3", "--json").json()
        #expect(generated["basketGap"] is NSNull && generated["joinedOrders"] is NSNull)
        // A header naming the columns as a data set does says how it was read.
        let renamed = harness.directory + "/renamed.csv"
        try table(secondsApart: false).replacing("person,date,shortcut", with: "Customer ID,timestamp,item_id").write(
            toFile: renamed, atomically: true, encoding: .utf8)
        let byNames = harness.run("eval", "--histories", renamed)
        #expect(byNames.out.contains("\nColumns read by the header's names: Customer ID the person, timestamp the date, item_id the shortcut\n"))
        #expect(!text.out.contains("Columns read by"))
        let columns = try harness.run("eval", "--histories", renamed, "--json").json()["columns"] as? [String: String]
        #expect(columns == ["person": "Customer ID", "date": "timestamp", "shortcut": "item_id", "readBy": "names"])
        #expect(joined["columns"] is NSNull)
        for bad in [
            ["--generate", "3", "--basket-gap", "5"], ["--histories", apart, "--basket-gap", "-1"], ["--histories", apart, "--basket-gap", "86401"],
        ] {
            let result = harness.run(["eval"] + bad)
            #expect(result.status == 64, "\(bad): \(result.err)")
        }
        #expect(harness.run("eval", "--generate", "3", "--basket-gap", "5").err.contains("--basket-gap needs --histories"))
    }

    /// A purchase table as a shop exports it: US dates with a 12-hour clock, anonymous sales
    /// with no customer. The text and the JSON say how the dates were read and what was skipped.
    @Test func aRawPurchaseTableSaysHowItsDatesWereReadAndWhatWasSkipped() throws {
        let harness = try Harness()
        var table = "InvoiceNo,StockCode,Quantity,InvoiceDate,CustomerID\n"
        for day in 1...12 {
            table += "\(day),TEA,1,\(day % 12 + 1)/\(day)/2010 8:26 AM,17850\n\(day),MUG,1,\(day % 12 + 1)/\(day)/2010 6:05 PM,\n"
            table += "\(day),\(day % 3 == 0 ? "MUG" : "TEA"),1,1/\(day + 12)/2011 1:15 PM,17850\n"
        }
        let file = harness.directory + "/retail.csv"
        try table.write(toFile: file, atomically: true, encoding: .utf8)
        let text = harness.run("eval", "--histories", file)
        #expect(text.status == 0, "\(text.err)")
        #expect(text.out.contains("\nColumns read by the header's names: CustomerID the person, InvoiceDate the date, StockCode the shortcut\n"))
        #expect(text.out.contains("\nDates read as month/day/year (line 4's 1/13/2011 1:15 PM can only be read so)\n"), "\(text.out)")
        // A table whose every person has one order says what that most often means.
        let orders = harness.directory + "/orders.csv"
        try "customer_id,order_date,product\no1,2023-01-02,tea\no2,2023-01-03,cake\n".write(toFile: orders, atomically: true, encoding: .utf8)
        let single = harness.run("eval", "--histories", orders)
        #expect(single.status == 0 && single.err.contains("has a single order, so no ask has a history"), "\(single.err)")
        // With --json too: a warning stays text on stderr, and says why every figure is zero.
        let singleJSON = harness.run("--json", "eval", "--histories", orders)
        #expect(singleJSON.status == 0 && singleJSON.err.hasPrefix("warning: Every person in"), "\(singleJSON.err)")
        // Its rows are people, not scenario files.
        #expect(text.out.contains("\nPEOPLE  CASES  METHOD") && !text.out.contains("SCENARIO"), "\(text.out)")
        #expect(text.out.contains("\n12 records without a person or a shortcut skipped (the first on line 3)\n"))
        let json = try harness.run("eval", "--histories", file, "--json").json()
        #expect(json["skippedRecords"] as? Int == 12)
        let order = json["dateOrder"] as? [String: Any]
        #expect(order?["order"] as? String == "monthFirst" && order?["line"] as? Int == 4 && order?["text"] as? String == "1/13/2011 1:15 PM")
        #expect((json["overall"] as? [String: Any])?["cases"] as? Int == 3)
        // Day first with dots, decided by none: said so, and null in the JSON.
        try "person,date,shortcut\nann,1.2.2011,soup\nann,2.2.2011,soup\n".write(toFile: file, atomically: true, encoding: .utf8)
        #expect(
            harness.run("eval", "--histories", file).out.contains(
                "\nDates read as day.month.year (no date in the file has a day above 12 to tell; . is read day first)\n"))
        try "person,date,shortcut\nann,1/2/11,soup\nann,3/2/11,soup\n".write(toFile: file, atomically: true, encoding: .utf8)
        #expect(
            harness.run("eval", "--histories", file).out.contains(
                "\nDates read as month/day/year, with two-digit years read as 1930 to 2029, as spreadsheets do (no date"))
        #expect((try harness.run("eval", "--histories", file, "--json").json()["dateOrder"] as? [String: Any])?["twoDigitYears"] as? Bool == true)
        try "person,date,shortcut\nann,1.2.2011,soup\nann,2.2.2011,soup\n".write(toFile: file, atomically: true, encoding: .utf8)
        let undecided = try harness.run("eval", "--histories", file, "--json").json()
        #expect((undecided["dateOrder"] as? [String: Any])?["twoDigitYears"] as? Bool == false)
        #expect((undecided["dateOrder"] as? [String: Any])?["line"] is NSNull && undecided["skippedRecords"] as? Int == 0)
        let generated = try harness.run("eval", "--generate", "3", "--json").json()
        #expect(generated["dateOrder"] is NSNull && generated["skippedRecords"] is NSNull)
        // Nothing left once the anonymous lines are skipped: said so, and nothing evaluated.
        try "InvoiceDate,CustomerID,StockCode\n12/1/2010 8:26,,TEA\n12/1/2010 8:27,,MUG\n".write(toFile: file, atomically: true, encoding: .utf8)
        let anonymous = harness.run("eval", "--histories", file)
        #expect(anonymous.status == 65 && anonymous.out.isEmpty)
        #expect(
            anonymous.err.contains(
                "it holds no orders (person,date,shortcut[,kind] a line); the person's column (CustomerID) is empty on all its 2 records:"
                    + " name another column `person` in the header."), "\(anonymous.err)")
        try "InvoiceDate,CustomerID,StockCode\n12/1/2010 8:26,17850,\n12/1/2010 8:27,,MUG\n".write(toFile: file, atomically: true, encoding: .utf8)
        #expect(harness.run("eval", "--histories", file).err.contains("; its 2 records have no person or no shortcut."))
    }

    /// The file's name is what its records are: a Whoop `workouts.csv` is dated by its workouts'
    /// start, not by the sleep cycle's, which its header names first; standard input has no name.
    /// A table whose only column besides the person and the date is an amount is refused, 65.
    @Test func aFilesNameSaysWhatItsRecordsAreAndAnAmountIsNoItem() throws {
        let harness = try Harness()
        let header = "Cycle start time,Cycle end time,Workout start time,Workout end time,Activity name\n"
        let rows = (1...4).map {
            "2024-09-1\($0) 22:46:03,2024-09-1\($0 + 1) 22:00:00,2024-09-1\($0 + 1) 13:06:00,2024-09-1\($0 + 1) 13:30:00,Walking\n"
        }
        let workouts = harness.directory + "/workouts.csv"
        try (header + rows.joined()).write(toFile: workouts, atomically: true, encoding: .utf8)
        let named = harness.run("eval", "--histories", workouts, "--person", "me")
        #expect(named.status == 0, "\(named.err)")
        #expect(named.out.contains("columns read by the header's names: Workout start time the date, Activity name the shortcut\n"), "\(named.out)")
        let export = harness.directory + "/export.csv"
        try (header + rows.joined()).write(toFile: export, atomically: true, encoding: .utf8)
        #expect(harness.run("eval", "--histories", export, "--person", "me").out.contains("Cycle start time the date"))
        let spend = harness.directory + "/transactions.csv"
        try "customer_id,trans_date,tran_amount\nCS5295,11-Feb-17,35\nCS5295,15-Mar-17,39\n".write(toFile: spend, atomically: true, encoding: .utf8)
        let refused = harness.run("eval", "--histories", spend, "--json")
        #expect(refused.status == 65 && refused.out.isEmpty)
        #expect(refused.err.contains("its shortcut would be tran_amount, an amount, not what was ordered"), "\(refused.err)")
    }

    /// dunnhumby's Complete Journey as published: days numbered from 1 and times as 1631, said
    /// above the table and in the JSON; a file of dates has no such line and `dayNumbers` null.
    @Test func aTableOfNumberedDaysSaysHowItsDaysWereRead() throws {
        let harness = try Harness()
        var table =
            "household_key,BASKET_ID,DAY,PRODUCT_ID,QUANTITY,SALES_VALUE,STORE_ID,RETAIL_DISC,TRANS_TIME,WEEK_NO,COUPON_DISC,COUPON_MATCH_DISC\n"
        for day in 1...6 {
            table += "2375,\(day),\(day * 3),\(day % 2 == 0 ? 1_004_906 : 1_033_142),1,1.39,364,0,\(day % 2 == 0 ? "0940" : "1631"),1,0,0\n"
        }
        let file = harness.directory + "/transaction_data.csv"
        try table.write(toFile: file, atomically: true, encoding: .utf8)
        let text = harness.run("eval", "--histories", file)
        #expect(text.status == 0, "\(text.err)")
        #expect(
            text.out.contains("\nColumns read by the header's names: household_key the person, DAY + TRANS_TIME the date, PRODUCT_ID the shortcut\n"))
        #expect(
            text.out.contains("\nDays numbered by DAY: day 1 read as Monday, 1 January 2001 (the days between orders and the times are the file's;"))
        let json = try harness.run("eval", "--histories", file, "--json").json()
        #expect(json["dayNumbers"] as? String == "DAY" && (json["overall"] as? [String: Any])?["cases"] as? Int == 3)
        let generated = try harness.run("eval", "--generate", "3", "--json").json()
        #expect(generated["dayNumbers"] is NSNull && generated["utcDates"] is NSNull)
        // A date column named as UTC's is read so, and said so.
        let played = harness.directory + "/scrobbles.csv"
        try "user,utc_time,track\nu1,2024-07-11 09:07,Pictures\nu1,2024-07-12 09:07,Lullaby\n".write(
            toFile: played, atomically: true, encoding: .utf8)
        let utcText = harness.run("eval", "--histories", played)
        #expect(utcText.out.contains("\nTimes of utc_time written without a zone read as UTC's, as its name says (TZ is not used for them)\n"))
        #expect(try harness.run("eval", "--histories", played, "--json").json()["utcDates"] as? String == "utc_time")
    }

    @Test func savingHistoriesNeedsAPopulationAndAWritablePlace() throws {
        let harness = try Harness()
        let file = harness.directory + "/h.csv"
        try "p1,2026-11-02T12:00,soup\n".write(toFile: file, atomically: true, encoding: .utf8)
        let alone = harness.run("eval", "--histories", file, "--save-histories", harness.directory + "/out.csv")
        #expect(alone.status == 64)
        #expect(alone.err.contains("--save-histories needs --generate"))
        #expect(!FileManager.default.fileExists(atPath: harness.directory + "/out.csv"))
        let nowhere = harness.run("eval", "--generate", "3", "--save-histories", harness.directory + "/missing/out.csv")
        #expect(nowhere.status == 74)
        #expect(nowhere.err.contains("Cannot write the histories to \(harness.directory)/missing/out.csv: there is no directory"))
        #expect(nowhere.out.isEmpty)
        // A device is written through, never replaced by a file (an atomic rename over /dev/null would).
        let device = harness.run("eval", "--generate", "3", "--save-histories", "/dev/null")
        #expect(device.status == 74)
        #expect(device.err.contains("it is not a regular file (a device, pipe or socket); give a file name."), "\(device.err)")
        var info = stat()
        #expect(lstat("/dev/null", &info) == 0 && info.st_mode & S_IFMT == S_IFCHR)
    }

    /// --save-scenarios writes each generated person as a scenario that, replayed, donates exactly
    /// their orders: eval of the scenarios ranks as eval --generate does, and a replayed person's
    /// data directory answers `suggestions --explain`.
    @Test(arguments: ["UTC", "America/New_York"])
    func savedScenariosReplayAsTheSamePeople(zone: String) throws {
        let harness = try Harness()
        harness.environment["TZ"] = zone
        let folder = harness.directory + "/people"
        let generated = try harness.run("eval", "--generate", "16", "--seed", "5", "--hide", "2", "--save-scenarios", folder, "--json").json()
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(files == (1...16).map { "person-" + String(format: "%04d", $0) + ".txt" })
        #expect(!FileManager.default.fileExists(atPath: harness.dataDirectory))
        let replayed = try harness.run(["eval", "--hide", "2", "--json"] + files.map { folder + "/" + $0 }).json()
        func overall(_ document: [String: Any]) -> [String] {
            ((document["overall"] as? [String: Any])?["methods"] as? [[String: Any]] ?? []).map {
                "\($0["method"] ?? "") \($0["hitsAt1"] ?? "") \($0["hitsAt3"] ?? "") \($0["meanReciprocalRank"] ?? "")"
            }
        }
        #expect(overall(generated).count == 5)
        #expect(overall(replayed) == overall(generated))
        // The folder itself stands for its scenario files, in the order of their names.
        let wholeFolder = try harness.run("eval", "--hide", "2", "--json", folder + "/").json()
        #expect(overall(wholeFolder) == overall(generated))
        #expect((wholeFolder["histories"] as? [[String: Any]])?.compactMap { $0["name"] as? String } == files)
        // Each person's scenario ranks as that person did.
        let before = try #require(generated["histories"] as? [[String: Any]])
        let after = try #require(replayed["histories"] as? [[String: Any]])
        for (a, b) in zip(before, after) {
            #expect(b["name"] as? String == "\(a["name"] as? String ?? "").txt")
            #expect(NSArray(array: a["methods"] as? [Any] ?? [0]).isEqual(to: b["methods"] as? [Any] ?? [1]), "\(a["name"] ?? "")")
        }
        // Replayed into a data directory, a person is one --explain away.
        let text = try String(contentsOfFile: folder + "/person-0001.txt", encoding: .utf8)
        #expect(text.hasPrefix("# person-0001, a person of kind "))
        let ask = try #require(text.split(separator: "\n").first { $0.contains("suggestions --explain --at ") }?.split(separator: " ").last)
        let replay = harness.run("replay", folder + "/person-0001.txt")
        #expect(replay.status == 0, "\(replay.err)")
        let explained = harness.run("suggestions", "--explain", "--at", String(ask))
        #expect(explained.status == 0 && explained.out.contains("This person: ") && explained.out.contains("  1  "), "\(explained.out)")
    }

    /// A directory given as a scenario is its `*.txt` files; one without any is refused, saying
    /// what to give (74, as a file that cannot be read).
    @Test func aDirectoryOfScenariosIsItsTextFiles() throws {
        let harness = try Harness()
        let folder = harness.directory + "/scenarios"
        try FileManager.default.createDirectory(atPath: folder + "/nested", withIntermediateDirectories: true)
        try "not a scenario\n".write(toFile: folder + "/notes.md", atomically: true, encoding: .utf8)
        let empty = harness.run("eval", folder)
        #expect(empty.status == 74, "\(empty.err)")
        #expect(
            empty.err
                == "Error: Cannot read the scenarios in \(folder): it is a directory without scenario files (*.txt in it); name the scenario files themselves.\n",
            "\(empty.err)")
        let lunch = try String(contentsOfFile: Harness.scenario("lunch-weeks.txt"), encoding: .utf8)
        try lunch.write(toFile: folder + "/b-lunch.txt", atomically: true, encoding: .utf8)
        try lunch.write(toFile: folder + "/a-lunch.txt", atomically: true, encoding: .utf8)
        try lunch.write(toFile: folder + "/.hidden.txt", atomically: true, encoding: .utf8)
        try lunch.write(toFile: folder + "/nested/c-lunch.txt", atomically: true, encoding: .utf8)
        let read = try harness.run("eval", "--json", folder).json()
        #expect((read["histories"] as? [[String: Any]])?.compactMap { $0["name"] as? String } == ["a-lunch.txt", "b-lunch.txt"])
        // Beside a file named on its own, a directory adds its files after it.
        let mixed = try harness.run("eval", "--json", Harness.scenario("weekend-evenings.txt"), folder).json()
        #expect((mixed["histories"] as? [[String: Any]])?.count == 3)
    }

    @Test func savingScenariosNeedsAPopulationAndANewOrEmptyDirectory() throws {
        let harness = try Harness()
        let alone = harness.run("eval", Harness.scenario("lunch-weeks.txt"), "--save-scenarios", harness.directory + "/out")
        #expect(alone.status == 64 && alone.err.contains("--save-scenarios needs --generate"))
        #expect(!FileManager.default.fileExists(atPath: harness.directory + "/out"))
        // A directory that holds anything is refused, and nothing in it changes.
        let busy = harness.directory + "/busy"
        try FileManager.default.createDirectory(atPath: busy, withIntermediateDirectories: false)
        try "mine\n".write(toFile: busy + "/person-0001.txt", atomically: true, encoding: .utf8)
        let refused = harness.run("eval", "--generate", "3", "--save-scenarios", busy)
        #expect(refused.status == 74 && refused.err.contains("Cannot write the scenarios to \(busy): it is not empty"), "\(refused.err)")
        #expect(refused.out.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: busy) == ["person-0001.txt"])
        #expect(try String(contentsOfFile: busy + "/person-0001.txt", encoding: .utf8) == "mine\n")
        let file = harness.directory + "/plain"
        try "x".write(toFile: file, atomically: true, encoding: .utf8)
        let notFolder = harness.run("eval", "--generate", "3", "--save-scenarios", file)
        #expect(notFolder.status == 74 && notFolder.err.contains("it is not a directory"))
        // A link to a directory is not written through, even to an empty one.
        let empty = harness.directory + "/empty"
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(atPath: harness.directory + "/link", withDestinationPath: empty)
        let linked = harness.run("eval", "--generate", "3", "--save-scenarios", harness.directory + "/link")
        #expect(linked.status == 74 && linked.err.contains("it is a symbolic link"), "\(linked.err)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: empty).isEmpty)
        let nowhere = harness.run("eval", "--generate", "3", "--save-scenarios", harness.directory + "/missing/people")
        #expect(nowhere.status == 74 && nowhere.err.contains("there is no directory \(harness.directory)/missing to make it in"))
        #expect(!FileManager.default.fileExists(atPath: harness.directory + "/missing"))
    }

    @Test func scenariosAreReplayedIntoAPrivateDirectory() throws {
        let harness = try Harness()
        let result = harness.run("eval", Harness.scenario("mondays-and-saturdays.txt"), Harness.scenario("lunch-weeks.txt"))
        #expect(result.status == 0, "\(result.err)")
        let lines = result.out.split(separator: "\n").map(String.init)
        // Hiding the last Saturday chicken: the model and the time-of-day baseline put it first.
        let row = try #require(lines.first { $0.hasPrefix("mondays-and-saturdays.txt") })
        #expect(row.contains("1.000  1.000  1.000"))
        #expect(lines.contains { $0.hasPrefix("all ") && $0.contains(" 2  soupchef's model") })
        #expect(!FileManager.default.fileExists(atPath: harness.dataDirectory))
        // A scenario's row is one person with one hidden order: no interval, and level.
        #expect(row.hasSuffix("—"), "\(row)")
        #expect(lines.contains("A row of one person resamples that person's asks; a single ask has no interval (—) and is level."))
        let document = try harness.run(
            "eval", Harness.scenario("mondays-and-saturdays.txt"), Harness.scenario("lunch-weeks.txt"), "--hide", "2", "--json"
        ).json()
        let summaries = try #require(document["summaries"] as? [[String: Any]])
        #expect(summaries.map { $0["resampled"] as? String } == ["asks", "asks", "people"])
        let single = try harness.run("eval", Harness.scenario("lunch-weeks.txt"), "--json").json()
        let only = try #require((single["summaries"] as? [[String: Any]])?.first)
        #expect(only["resampled"] as? String == "none" && only["replicates"] as? Int == 0)
        for difference in only["differences"] as? [[String: Any]] ?? [] {
            let mrr = difference["meanReciprocalRank"] as? [String: Double]
            #expect(mrr?["low"] == mrr?["value"] && mrr?["high"] == mrr?["value"])
            #expect(difference["verdict"] as? String == "level")
        }
    }

    @Test(arguments: [
        (["eval"], Int32(64), "give scenario files to evaluate, --generate N or --histories FILE"),
        (["eval", "--generate", "5", "x.txt"], 64, "scenario files, --generate and --histories cannot be used together"),
        (["eval", "a.txt", "--seed", "2"], 64, "--seed needs --generate"),
        (["eval", "--seed", "3"], 64, "--seed needs --generate"),
        (["eval", "--generate", "0"], 64, "--generate"),
        (["eval", "--hide", "0", "--generate", "3"], 64, "--hide"),
        (["eval", "/nonexistent/scenario.txt"], 74, "Cannot read scenario /nonexistent/scenario.txt: no such file."),
    ])
    func badInputIsRefusedWithTheRightStatus(arguments: [String], status: Int32, message: String) throws {
        let harness = try Harness()
        let result = harness.run(arguments)
        #expect(result.status == status)
        #expect(result.err.contains(message), "\(result.err)")
        #expect(result.out.isEmpty)
    }

    /// Two scenario files of one name in two folders are two rows, named by their paths.
    @Test func scenariosOfOneNameAreNamedByTheirPaths() throws {
        let harness = try Harness()
        for folder in ["a", "b"] {
            try FileManager.default.createDirectory(atPath: harness.directory + "/" + folder, withIntermediateDirectories: true)
            try "2026-11-16T12:00  order tomato\n2026-11-17T12:00  order tomato\n".write(
                toFile: harness.directory + "/\(folder)/week.txt", atomically: true, encoding: .utf8)
        }
        let document = try harness.run("--json", "eval", harness.directory + "/a/week.txt", harness.directory + "/b/week.txt").json()
        let names = (document["summaries"] as? [[String: Any]])?.compactMap { $0["name"] as? String } ?? []
        #expect(names.contains(harness.directory + "/a/week.txt") && names.contains(harness.directory + "/b/week.txt"), "\(names)")
        let quantity = harness.run(
            "intents", "donate", AppIntentsMetadataCommandTests.root + "/Data/Intents.intentdefinition", "OrderSoup", "soup=tomato",
            "quantity=99999999999999999999")
        #expect(quantity.status == 64 && quantity.err.contains("quantity takes a whole number, and 99999999999999999999 is too large for one"))
    }

    /// A symbolic link to nothing is named as one, not as a file that is not there.
    @Test func aDanglingLinkIsNamedAsOne() throws {
        let harness = try Harness()
        let link = harness.directory + "/orders.csv"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: harness.directory + "/gone.csv")
        for arguments in [["eval", "--histories", link], ["eval", link], ["intents", "show", link]] {
            let result = harness.run(arguments)
            #expect(
                result.status != 0 && result.err.contains("it is a symbolic link to \(harness.directory)/gone.csv, which does not exist"),
                "\(arguments): \(result.err)")
        }
    }

    @Test func aScenarioThatFailsToReplayIsReported() throws {
        let harness = try Harness()
        // A mistake the file shows is found before anything runs, and named by its line.
        let file = harness.directory + "/broken.txt"
        try "2026-12-07T12:00  order nosuchsoup\n".write(toFile: file, atomically: true, encoding: .utf8)
        let result = harness.run("eval", file)
        #expect(result.status == 64)
        #expect(result.err.contains("\(file):1: There is no soup called \"nosuchsoup\""), "\(result.err)")
        // A step that fails when it runs stops the replay, and says which line.
        let greedy = harness.directory + "/greedy.txt"
        try "2026-12-07T12:00  menu disable tomato\n12:05  order tomato\n".write(toFile: greedy, atomically: true, encoding: .utf8)
        let failed = harness.run("eval", greedy)
        #expect(failed.status == 1)
        #expect(failed.err.contains("Cannot evaluate \(greedy): its replay failed at line 2"), "\(failed.err)")
        // A sold-out soup's hint names the step's private data directory, gone by now: it is left
        // out, and the hint says to put the restock in the scenario.
        let soldOut = harness.directory + "/sold-out.txt"
        try "2026-12-07T12:00  menu restock tomato 0\n12:05  order tomato\n".write(toFile: soldOut, atomically: true, encoding: .utf8)
        let empty = harness.run("eval", soldOut)
        #expect(empty.status == 1)
        #expect(!empty.err.contains("soupchef-eval-"), "\(empty.err)")
        #expect(empty.err.contains("Sorry, Tomato Soup is out of stock."))
        #expect(empty.err.contains("put what the step needs (a 'menu restock' step, say) in the scenario before line 2."), "\(empty.err)")
        // With --json, stderr is one document, the step's words in its message.
        let json = harness.run("--json", "eval", soldOut)
        #expect(json.status == 1 && json.out.isEmpty)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.err.utf8)) as? [String: Any], "\(json.err)")
        let message = (document["error"] as? [String: Any])?["message"] as? String
        #expect(message?.hasSuffix("its replay failed at line 2 (exit status 1). Error: Sorry, Tomato Soup is out of stock.") == true, "\(json.err)")
    }

    /// A scenario read from standard input is named "standard input", as `replay -` names it; and
    /// a replay that donated nothing does not point at what Siri learned.
    @Test(.enabled(if: Program.find("sh") != nil, "needs sh, to give soupchef a standard input"))
    func standardInputIsNamedAlikeAndAReplayOfNothingSaysNothingLearned() throws {
        let harness = try Harness()
        let shell = try #require(Program.find("sh"))
        let soupchef = try Program.soupchef()
        let scenario = harness.directory + "/orders.txt"
        try "2026-11-16T08:00 order tomato\n2026-11-17T08:00 order tomato\n".write(toFile: scenario, atomically: true, encoding: .utf8)
        let idle = harness.directory + "/idle.txt"
        try "2026-11-16T08:00 help\n".write(toFile: idle, atomically: true, encoding: .utf8)
        func run(_ command: String) throws -> Harness.Result {
            Harness.Result(try Program.run(shell, ["-c", "TZ=UTC '\(soupchef)' \(command)"], environment: harness.environment))
        }
        let evaluated = try run("eval - < '\(scenario)'")
        #expect(evaluated.status == 0 && evaluated.out.contains("\nstandard input "), "\(evaluated.out)\(evaluated.err)")
        let nothing = harness.run("replay", idle)
        #expect(nothing.status == 0 && !nothing.err.contains("Ask Siri what it learned"), "\(nothing.err)")
        let ordered = harness.run("replay", scenario)
        #expect(ordered.status == 0 && ordered.err.contains("Ask Siri what it learned"), "\(ordered.err)")
    }

    /// Most people with a single order (Istanbul's shoppers: 4,780 of 4,890) are named in a
    /// warning, as a file of nothing but single orders is: every method scores low on them.
    @Test func mostPeopleWithASingleOrderAreWarnedOf() throws {
        let harness = try Harness()
        let file = harness.directory + "/shoppers.csv"
        let text =
            "customer_id,invoice_date,category\nC1,2021-01-01,Books\nC2,2021-01-02,Shoes\nC3,2021-01-03,Toys\n"
            + "C4,2021-01-01,Books\nC4,2021-01-08,Books\nC4,2021-01-15,Toys\nC4,2021-01-22,Books\n"
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        let result = harness.run("eval", "--histories", file)
        #expect(result.status == 0, "\(result.err)")
        #expect(result.err.contains("3 of the 4 people in \(file) have a single order"), "\(result.err)")
    }
}
