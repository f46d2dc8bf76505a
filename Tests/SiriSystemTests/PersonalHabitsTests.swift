import Dates
import Foundation
import SQLiteStore
import Testing

@testable import ModelEvaluation
@testable import SiriSystem

@Suite struct PersonalHabitsTests {
    static let utc = Zone(identifier: "UTC")!

    /// A person who orders one thing at lunch and another in the evening.
    static func clockPerson(_ fixture: PredictionFixture) throws {
        for day in 0..<10 {
            let date = String(format: "2026-11-%02d", 2 + day)
            try fixture.donate("soup", at: "\(date)T12:0\(day % 10)")
            try fixture.donate("tea", at: "\(date)T19:3\(day % 10)")
        }
    }

    @Test func timeIsTrustedOnlyWhereItPredictedThePersonsOrders() throws {
        let clock = try PredictionFixture()
        try Self.clockPerson(clock)
        let learned = try clock.store.personalHabits()
        #expect(learned.donations == 20)
        #expect(learned.judged == 18)
        let choice = learned.choice(model: .standard)
        #expect(choice.signal != nil)
        #expect(choice.trust == 1)
        #expect(try clock.ranking(at: "2026-11-12T12:00").first == PredictionFixture.key("soup"))
        #expect(try clock.ranking(at: "2026-11-12T19:30").first == PredictionFixture.key("tea"))

        // The same orders at hours that say nothing of which comes next.
        let noClock = try PredictionFixture()
        for day in 0..<10 {
            let date = String(format: "2026-11-%02d", 2 + day)
            let (first, second) = day % 2 == 0 ? ("soup", "tea") : ("tea", "soup")
            try noClock.donate(first, at: "\(date)T12:00")
            try noClock.donate(second, at: "\(date)T19:30")
        }
        let plain = try noClock.store.personalHabits()
        #expect(plain.choice(model: .standard).signal == nil)
        #expect(TimeSignal.allCases.allSatisfy { plain.evidence($0) <= 0 })
        // With no time signal every shortcut's moment is the person's: the ranking is the faded count.
        let scores = try noClock.store.predictions(at: PredictionFixture.date("2026-11-12T12:00")).map(\.score)
        #expect(scores.allSatisfy { $0.signal == nil && $0.blendedMoment == scores[0].blendedMoment })
    }

    @Test func theSlowMixturesShareFollowsTheCountsRankJudgement() throws {
        var habits = PersonalHabits()
        let model = PredictionModel.standard
        for (evidence, expected) in [(0.0, 0.9526), (-1.0, 0.5), (-2.0, 0.0474), (-3.0, 0.0025), (1.0, 0.9975)] {
            habits.countRankEvidence = evidence
            #expect(abs(habits.countTrust(model: model) - expected) < 0.0001)
        }
        habits.countRankEvidence = -.infinity
        #expect(habits.countTrust(model: model) == 0)

        // A stable favourite with one-offs between its orders: the fading never put the next
        // order first where the count did not, so the slow mixture takes nearly all the weight.
        let fixture = try PredictionFixture()
        for month in 1...9 {
            try fixture.donate("soup", at: String(format: "2026-%02d-03T12:00", month))
            try fixture.donate(month % 2 == 0 ? "tea" : "bread", at: String(format: "2026-%02d-10T12:00", month))
            try fixture.donate("soup", at: String(format: "2026-%02d-17T12:00", month))
        }
        let learned = try fixture.store.personalHabits()
        #expect(learned.countRankEvidence >= 0)
        #expect(learned.countTrust(model: model) > 0.95)
        let score = try #require(
            try fixture.store.predictions(at: PredictionFixture.date("2026-10-01T12:00")).first { $0.group.key == PredictionFixture.key("soup") }?
                .score)
        #expect(abs(score.counting - ((1 - score.countTrust) * score.faded + score.countTrust * score.counted)) < 1e-9)
        #expect(score.slowShare > 0.5 && score.slowExperts.count == SlowExpert.allCases.count)
    }

    /// Judgements that all tied (one shortcut ordered every day) leave a rounding remainder
    /// in the running sum: no evidence, so no signal, where one of 1e-16 had been chosen.
    @Test func aRoundingRemainderIsNoEvidence() {
        var habits = PersonalHabits()
        let kindOfDay = TimeSignal.allCases.firstIndex(of: .kindOfDay)!
        habits.evidence = TimeSignal.allCases.map { _ in -1e-16 }
        habits.evidence[kindOfDay] = 2e-16
        #expect(habits.choice(model: .standard).signal == nil)
        habits.evidence[kindOfDay] = 0.4
        let chosen = habits.choice(model: .standard)
        #expect(chosen.signal == .kindOfDay && chosen.trust == 0)
    }

    @Test func theRepeatWaitsForClearEvidence() {
        var habits = PersonalHabits()
        let model = PredictionModel.standard
        for (evidence, expected) in [(-3.0, 0.0), (0.5, 0.0), (1.0, 0.0), (2.0, 0.5), (3.0, 1.0), (9.0, 1.0)] {
            habits.repeatEvidence = evidence
            #expect(habits.repeatTrust(model: model) == expected)
        }
        habits.repeatEvidence = 0.5
        let text = PersonalHabitsText.lines(habits, model: model).joined(separator: "\n")
        #expect(text.contains("the last order again: evidence +0.50, ranked first of late +0.00, not used (below +1.00)"))
        #expect(text.contains("slow mixture against fading by age: the count ranked first of late +0.00, so the slow mixture is 0.95 of the weight"))
        #expect(
            text.contains(
                "slow mixture: the plain count 0.44 (evidence +0.00), the slow fading 0.44 (evidence +0.00), what followed the last order 0.06 (evidence +0.00), keeping to the last order 0.06 (evidence +0.00)"
            ))
    }

    /// Nine months of a favourite with one-offs between its orders, then a new favourite.
    static func changingFavourite(_ fixture: PredictionFixture) throws {
        for month in 1...9 {
            try fixture.donate("soup", at: String(format: "2026-%02d-03T12:00", month))
            try fixture.donate(month % 2 == 0 ? "tea" : "bread", at: String(format: "2026-%02d-10T12:00", month))
            try fixture.donate("soup", at: String(format: "2026-%02d-17T12:00", month))
        }
        for day in stride(from: 1, through: 28, by: 3) {
            try fixture.donate(day == 1 ? "soup" : "cake", at: String(format: "2026-10-%02dT12:00", day))
        }
    }

    /// The shortcut ranked first at `text` for `habits` (the store's groups, the standard model).
    static func first(_ fixture: PredictionFixture, _ habits: PersonalHabits, at text: String) throws -> String? {
        let model = PredictionModel.standard
        let date = PredictionFixture.date(text)
        let view = PredictionModel.PersonalView(
            habits, at: date, timeZone: utc, model: model, followers: try fixture.store.followers(of: habits.lastOrder))
        let scored = try fixture.store.predictionGroups().map {
            (key: $0.key, last: $0.lastDonation, value: model.score($0, at: date, timeZone: utc, person: view).value)
        }
        return PredictionModel.ranked(scored, score: { $0.value }, last: { $0.last }, key: { $0.key }).first?.key
    }

    @Test func aChangingFavouriteMovesTheWeightToTheFading() throws {
        let fixture = try PredictionFixture()
        try Self.changingFavourite(fixture)
        let habits = try fixture.store.personalHabits()
        let model = PredictionModel.standard
        // Of late the fading put the orders first where the count did not.
        #expect(habits.countRankEvidence < model.rankHoldAt)
        #expect(abs(habits.countTrust(model: model) - 1 / (1 + exp(-model.rankScale * (habits.countRankEvidence - model.rankHoldAt)))) < 1e-12)
        #expect(habits.countTrust(model: model) < 0.1)
        #expect(try fixture.ranking(at: "2026-11-01T12:00").first == PredictionFixture.key("cake"))
        // With the rank judgement level, the slow mixture would take nearly all the weight, and the
        // old favourite, counted over nine months, would weigh more than the fading gives it
        // (less so since keeping to the last order, the new favourite, is one of its experts).
        var level = habits
        level.countRankEvidence = 0
        let date = PredictionFixture.date("2026-11-01T12:00")
        let soup = try #require(try fixture.store.predictionGroups().first { $0.key == PredictionFixture.key("soup") })
        let followers = try fixture.store.followers(of: habits.lastOrder)
        let weight = { (habits: PersonalHabits) in
            model.score(soup, at: date, timeZone: Self.utc, person: .init(habits, at: date, timeZone: Self.utc, model: model, followers: followers))
                .weight
        }
        #expect(weight(level) > 1.4 * weight(habits))
        let text = PersonalHabitsText.lines(habits, model: model).joined(separator: "\n")
        #expect(
            text.contains(
                "the count ranked first of late \(String(format: "%+.2f", habits.countRankEvidence)), so the slow mixture is \(String(format: "%.2f", habits.countTrust(model: model)))"
            ))
    }

    @Test func aStableFavouriteKeepsTheCountsWeight() throws {
        // The favourite and its one-offs, never changing: when the two rankings disagreed (a
        // one-off ordered twice of late), the favourite came next and the count was right.
        let fixture = try PredictionFixture()
        for month in 1...9 {
            try fixture.donate("soup", at: String(format: "2026-%02d-03T12:00", month))
            try fixture.donate("tea", at: String(format: "2026-%02d-10T12:00", month))
            try fixture.donate("tea", at: String(format: "2026-%02d-11T12:00", month))
            try fixture.donate("soup", at: String(format: "2026-%02d-17T12:00", month))
            try fixture.donate("soup", at: String(format: "2026-%02d-24T12:00", month))
        }
        let habits = try fixture.store.personalHabits()
        #expect(habits.countRankEvidence >= 0)
        #expect(habits.countTrust(model: .standard) >= 0.95)
    }

    @Test func theRankJudgementsKnowWhatEachRankingPutsFirst() throws {
        // Random donations of a few shortcuts: the largest count and weight the person's row
        // keeps are those of the shortcuts' rows, donation after donation.
        let fixture = try PredictionFixture()
        var random = SplitMix64(seed: 25)
        var date = PredictionFixture.date("2026-01-01T08:00")
        for _ in 0..<80 {
            date = date.addingTimeInterval(Double(random.int(in: 1...240)) * 3600)
            let thing = ["soup", "tea", "cake", "bread"][random.int(in: 0...3) % (random.chance(0.5) ? 2 : 4)]
            _ = try fixture.store.donate(contentsOf: [Interaction(intent: PredictionFixture.intent(thing), identifier: UUID().uuidString, date: date)]
            )
            let habits = try fixture.store.personalHabits()
            let groups = try fixture.store.predictionGroups()
            #expect(habits.topCount == groups.map(\.donations).max())
            #expect(abs(habits.topFading - Self.largestWeight(groups, at: habits.newest)) < 1e-9)
        }
        let habits = try fixture.store.personalHabits()
        // Each judged donation moves a judgement by one at most, the old forgotten.
        let bound = 1 / (1 - PredictionModel.standard.rankForgetting)
        #expect(abs(habits.countRankEvidence) <= bound && abs(habits.repeatRankEvidence) <= bound)
        #expect(habits.countRankEvidence != 0 || habits.repeatRankEvidence != 0)
    }

    @Test func theRepeatIsNotUsedWhileTheFadingRanksBetter() {
        var habits = PersonalHabits()
        let model = PredictionModel.standard
        habits.repeatEvidence = 9
        #expect(habits.repeatTrust(model: model) == 1)
        // One recent order the fading put first, and not the last order again, is no change of
        // favourite: the gate is at −1.
        habits.repeatRankEvidence = -0.5
        #expect(habits.repeatTrust(model: model) == 1)
        #expect(PersonalHabitsText.lines(habits, model: model).joined(separator: "\n").contains("ranked first of late -0.50, mixed in 1.00"))
        habits.repeatRankEvidence = -1.5
        #expect(habits.repeatTrust(model: model) == 0)
        let text = PersonalHabitsText.lines(habits, model: model).joined(separator: "\n")
        #expect(
            text.contains("the last order again: evidence +9.00, ranked first of late -1.50, not used (the fading put their orders first more often)")
        )
    }

    @Test func aRowWrittenBeforeTheRankJudgementsFindsWhatEachRankingPutsFirst() throws {
        let fixture = try PredictionFixture()
        try Self.changingFavourite(fixture)
        let full = try fixture.store.personalHabits()
        // The row as soupchef wrote it before: fourteen doubles of evidence.
        try fixture.store.database.execute("UPDATE prediction_person SET evidence = substr(evidence, 1, 112)")
        let old = try fixture.store.personalHabits()
        #expect(old.boundedEvidence == full.boundedEvidence && old.decisiveEvidence == full.decisiveEvidence)
        #expect(old.countRankEvidence == 0 && old.repeatRankEvidence == 0 && old.topCount == 0 && old.topFading == 0)
        // A level rank judgement: the slow mixture's share as for a newcomer.
        #expect(old.countTrust(model: .standard) == PersonalHabits().countTrust(model: .standard))
        // The next donation finds the largest count and weight from the shortcuts, judges, and
        // writes the row whole.
        try fixture.donate("cake", at: "2026-10-30T12:00")
        let next = try fixture.store.personalHabits()
        let groups = try fixture.store.predictionGroups()
        #expect(next.topCount == groups.map(\.donations).max())
        #expect(abs(next.topFading - Self.largestWeight(groups, at: next.newest)) < 1e-9)
        #expect(next.countRankEvidence == -1)
        #expect(try fixture.store.database.first("SELECT length(evidence) FROM prediction_person", []) { $0.int(0) } == 34 * 8)
    }

    @Test func whereTheMomentDecidesALightShortcutOfThisMomentBeatsAHeavyOneNeverMadeAtIt() {
        let model = PredictionModel.standard
        let utc = Self.utc
        let asked = PredictionFixture.date("2026-12-02T12:00")  // a Wednesday lunch
        // A heavy weekend-evening favourite and a light Wednesday lunch.
        let favourite = PredictionGroup(
            key: "favourite", source: .interaction, donations: 24, lastDonation: PredictionFixture.date("2026-11-29T19:00"),
            hours: [WeekHour(day: 5, hour: 19): 12, WeekHour(day: 6, hour: 19): 12], fading: 12)
        let lunch = PredictionGroup(
            key: "lunch", source: .interaction, donations: 3, lastDonation: PredictionFixture.date("2026-11-25T12:00"),
            hours: [WeekHour(day: 2, hour: 12): 3], fading: 1.5)
        var habits = PersonalHabits()
        habits.hours[WeekHour(day: 5, hour: 19).index] = 12
        habits.hours[WeekHour(day: 6, hour: 19).index] = 12
        habits.hours[WeekHour(day: 2, hour: 12).index] = 3
        habits.donations = 27
        habits.evidence = [5, 5, 4, 4]  // trusted in full
        habits.countRankEvidence = -.infinity  // the faded weights alone, to keep the arithmetic plain
        func first(_ habits: PersonalHabits) -> (String, Double) {
            let view = PredictionModel.PersonalView(habits, at: asked, timeZone: utc, model: model)
            let scores = [favourite, lunch].map { (key: $0.key, score: model.score($0, at: asked, timeZone: utc, person: view)) }
            return (scores.max { $0.score.value < $1.score.value }!.key, scores[0].score.anyTime)
        }
        // The usual anyTime: a fifth of the favourite's weight outweighs the lunch at its own moment.
        #expect(!habits.choice(model: model).decisive)
        #expect(first(habits) == ("favourite", 0.2))
        // The decisive expert ahead by no more than the margin (0.5): still the usual ranking.
        habits.boundedEvidence = [2, 2, 2, 2]
        habits.decisiveEvidence = [2.5, 2.5, 2.5, 2.5]
        #expect(!habits.choice(model: model).decisive)
        // Ahead by more: the moment decides, the lunch comes first.
        habits.decisiveEvidence = [2.75, 2.75, 2.5, 2.5]
        #expect(habits.choice(model: model).decisive)
        #expect(first(habits) == ("lunch", 0.02))
        // No time signal at all: never decisive, whatever its evidence.
        habits.evidence = [-1, -1, -1, -1]
        #expect(habits.choice(model: model) == (nil, 0, false))
    }

    @Test func eachDonationMovesTheBoundedEvidenceByOneAtMost() throws {
        let fixture = try PredictionFixture()
        try Self.clockPerson(fixture)
        let habits = try fixture.store.personalHabits()
        for index in TimeSignal.allCases.indices {
            #expect(abs(habits.boundedEvidence[index]) <= Double(habits.judged) * PredictionModel.standard.evidenceBound)
            #expect(abs(habits.decisiveEvidence[index]) <= Double(habits.judged) * PredictionModel.standard.evidenceBound)
            // A clear clock: both rankings did better than the plain count, bounded or not.
            #expect(habits.boundedEvidence[index] <= habits.evidence[index] + 1e-12 || habits.evidence[index] < 0)
        }
        // Lunch and evening every day: the hour tells them apart, the day does not.
        #expect(habits.boundedEvidence[TimeSignal.allCases.firstIndex(of: .hourOfDay)!] > 0)
        #expect(habits.boundedEvidence[TimeSignal.allCases.firstIndex(of: .dayOfWeek)!] <= 0)
    }

    @Test func aRowWrittenBeforeTheDecisiveExpertReadsItsMissingTailAsUnjudged() throws {
        let fixture = try PredictionFixture()
        try Self.clockPerson(fixture)
        let full = try fixture.store.personalHabits()
        // The row as soupchef wrote it before: six doubles of evidence (signals, count, repeat).
        try fixture.store.database.execute("UPDATE prediction_person SET evidence = substr(evidence, 1, 48)")
        let old = try fixture.store.personalHabits()
        #expect(old.evidence == full.evidence && old.repeatEvidence == full.repeatEvidence)
        #expect(old.boundedEvidence == [0, 0, 0, 0] && old.decisiveEvidence == [0, 0, 0, 0])
        #expect(!old.choice(model: .standard).decisive)
        // The next donation is judged by every expert and the row is written whole.
        try fixture.donate("soup", at: "2026-11-13T12:00")
        #expect(try fixture.store.database.first("SELECT length(evidence) FROM prediction_person", []) { $0.int(0) } == 34 * 8)
        #expect(try fixture.store.personalHabits().boundedEvidence[TimeSignal.allCases.firstIndex(of: .hourOfDay)!] > 0)
    }

    /// The largest faded weight of one shortcut among `groups`, at `milliseconds`.
    static func largestWeight(_ groups: [PredictionGroup], at milliseconds: Int64) -> Double {
        groups.map {
            FadingSum(sum: $0.fading, newest: StoreJSON.milliseconds($0.lastDonation), halfLifeDays: PredictionModel.standard.halfLifeDays)
                .value(at: milliseconds)
        }.max() ?? 0
    }

    @Test func theStoreKeepsWhatAReplayOfItsDonationsLearns() throws {
        let fixture = try PredictionFixture()
        try Self.clockPerson(fixture)
        try fixture.donate("cake", at: "2026-11-20T16:00")
        let stored = try fixture.store.personalHabits()
        let replayed = PersonalHabits.replay(try fixture.store.evaluationHistory())
        #expect(stored == replayed)
        // Rebuilding from the donations (what migration 5 does) gives the same row.
        try fixture.store.database.transaction { try PersonalHabitsRow.rebuild(in: fixture.store.database) }
        #expect(try fixture.store.personalHabits() == replayed)
    }

    @Test func deletedDonationsAreGoneFromWhatThePersonsModelLearned() throws {
        let fixture = try PredictionFixture()
        try Self.clockPerson(fixture)
        let before = try fixture.store.personalHabits()
        // Soup in the evening and tea at lunch, then deleted: as if never donated.
        try fixture.donate("soup", at: "2026-11-20T19:30", group: "party")
        try fixture.donate("tea", at: "2026-11-20T12:00", group: "party")
        try fixture.donate("cake", at: "2026-11-20T16:00", group: "party")
        #expect(try fixture.store.personalHabits() != before)
        _ = try fixture.store.deleteInteractions(groupIdentifier: "party")
        let habits = try fixture.store.personalHabits()
        #expect(habits == before)
        #expect(habits.donations == 20)
        #expect(habits.hours[WeekHour(PredictionFixture.date("2026-11-20T16:00"), in: Self.utc).index] == 0)
        // The person's faded total is the sum of the shortcuts' again.
        let groups = try fixture.store.predictionGroups()
        var total = FadingSum(sum: 0, newest: habits.newest, halfLifeDays: PredictionModel.standard.halfLifeDays)
        for group in groups {
            total.merge(
                FadingSum(
                    sum: group.fading, newest: StoreJSON.milliseconds(group.lastDonation), halfLifeDays: total.halfLifeMilliseconds / 86_400_000))
        }
        #expect(abs(total.sum - habits.fading) < 1e-9 * total.sum)
        _ = try fixture.store.deleteAllInteractions()
        #expect(try fixture.store.personalHabits() == PersonalHabits())
    }

    @Test func aDeletionInALargeHistoryCostsWhatItDeletes() throws {
        let fixture = try PredictionFixture()
        let start = PredictionFixture.date("2024-01-01T12:00")
        let count = PersonalHabitsRow.exactForgetLimit + 400
        try fixture.store.donate(
            contentsOf: (0..<count).map { index in
                Interaction(
                    intent: PredictionFixture.intent(["soup", "tea", "cake"][index % 3]), identifier: "d\(index)",
                    groupIdentifier: index < 300 ? "old" : nil, date: start.addingTimeInterval(Double(index) * 3600))
            })
        let before = try fixture.store.personalHabits()
        #expect(before.donations == count && before.judged == count - 3)
        _ = try fixture.store.deleteInteractions(groupIdentifier: "old")
        let after = try fixture.store.personalHabits()
        // Hours, counts and the faded total follow; the evidence of 10,000 donations stays.
        #expect(after.donations == count - 300)
        #expect(after.hours.reduce(0, +) == count - 300)
        #expect(after.judged == count - 300 - 3)
        #expect(after.evidence == before.evidence && after.slowEvidence == before.slowEvidence)
        #expect(after.last == before.last)
        #expect(after.countRankEvidence == before.countRankEvidence && after.repeatRankEvidence == before.repeatRankEvidence)
        let groups = try fixture.store.predictionGroups()
        let total = groups.reduce(0) { $0 + $1.donations }
        #expect(total == count - 300)
        // The largest count and weight are those of the shortcuts left.
        #expect(after.topCount == groups.map(\.donations).max())
        #expect(abs(after.topFading - Self.largestWeight(groups, at: after.newest)) < 1e-9)
    }

    @Test func aVersion4StoreGetsItsHabitsFromTheDonationsItHolds() throws {
        let fixture = try PredictionFixture()
        try Self.clockPerson(fixture)
        let expected = try fixture.store.personalHabits()
        // Back to schema version 4: no prediction_person, the identifier index whole.
        try fixture.store.database.execute(
            """
            DROP TABLE prediction_person;
            DROP TABLE prediction_transitions;
            ALTER TABLE prediction_groups DROP COLUMN slow;
            ALTER TABLE prediction_groups DROP COLUMN day_sum;
            ALTER TABLE prediction_groups DROP COLUMN day_squares;
            DROP INDEX interactions_identifier_key;
            CREATE INDEX interactions_identifier ON interactions(identifier, shortcut, week_hour);
            PRAGMA user_version = 4
            """)
        let reopened = try SystemStore(directory: fixture.directory, definitions: [PredictionFixture.definition], timeZone: Self.utc)
        #expect(try reopened.database.first("PRAGMA user_version", []) { $0.int(0) } == SystemStore.schemaVersion)
        #expect(SystemStore.schemaVersion == 13)
        #expect(try reopened.personalHabits() == expected)
    }

    @Test func theEvaluationLearnsAsTheStoreDoes() throws {
        let population = Population(count: 12, seed: 3, items: ["a", "b", "c", "d", "e", "f"], timeZone: Self.utc)
        for person in population.people {
            let donations = population.donations(of: person, timeZone: Self.utc)
            let fixture = try PredictionFixture()
            try fixture.store.donate(
                contentsOf: donations.map {
                    Interaction(intent: PredictionFixture.intent($0.key), identifier: nil, groupIdentifier: nil, date: $0.date)
                })
            let replayed = PersonalHabits.replay(try fixture.store.evaluationHistory())
            let stored = try fixture.store.personalHabits()
            #expect(stored.donations == replayed.donations && stored.judged == replayed.judged)
            for (a, b) in zip(
                stored.evidence + stored.slowEvidence + stored.boundedEvidence + stored.decisiveEvidence + [stored.slow],
                replayed.evidence + replayed.slowEvidence + replayed.boundedEvidence + replayed.decisiveEvidence + [replayed.slow])
            {
                #expect(abs(a - b) < 1e-9 * max(1, abs(a)))
            }
        }
    }

    @Test func intervalsComeFromPeopleResampledAndAreTheSameEveryRun() throws {
        let population = Population(count: 80, seed: 1, items: (0..<12).map { "item-\($0)" }, timeZone: Self.utc)
        let evaluator = Evaluator(timeZone: Self.utc, hide: 2)
        let results = population.people.map { evaluator.evaluate(population.donations(of: $0, timeZone: Self.utc), name: $0.name) }
        let summary = EvaluationSummary(results, replicates: 300, seed: 7)
        #expect(summary == EvaluationSummary(results, replicates: 300, seed: 7))
        #expect(summary.people == 80 && summary.cases == 160)
        for method in EvaluationMethod.allCases {
            let mrr = try #require(summary.figures[method]?.meanReciprocalRank)
            #expect(mrr.low <= mrr.value && mrr.value <= mrr.high && mrr.low < mrr.high)
        }
        for baseline in EvaluationMethod.baselines {
            let difference = try #require(summary.differences[baseline]?.meanReciprocalRank)
            let expected = EvaluationResult.total(results, name: "all")
            #expect(abs(difference.value - (expected[.model].meanReciprocalRank - expected[baseline].meanReciprocalRank)) < 1e-12)
        }
    }

    @Test func historiesFilesAreReadAndBadLinesNamed() throws {
        let text = "person,date,shortcut,kind\nann,2026-11-02T12:00,soup,lunch\nann,2026-11-03T12:00,soup,lunch\n# note\nbob,2026-11-02T19:00,tea\n"
        let histories = try EvaluationHistories(text: text, timeZone: Self.utc).histories
        #expect(histories.map(\.person) == ["ann", "bob"])
        #expect(histories[0].kind == "lunch" && histories[0].donations.count == 2)
        #expect(throws: EvaluationHistories.ParseError.self) { try EvaluationHistories(text: "ann,2026-11-31T12:00,soup", timeZone: Self.utc) }
        #expect(throws: EvaluationHistories.ParseError.self) { try EvaluationHistories(text: "ann,soup", timeZone: Self.utc) }
    }
}
