import Dates
import Foundation
import SQLiteStore
import Testing

@testable import ModelEvaluation
@testable import SiriSystem

/// Orders at one instant: a purchase history written a basket line by line. "The last order
/// again" is then the basket so far, used where it held the next order more often than the
/// person's counts say (`PersonalHabits.repeatMix`).
@Suite struct BasketRepeatTests {
    static let utc = Zone(identifier: "UTC")!
    static let things = (0..<10).map { "thing-\($0)" }

    /// Baskets of `lines` lines a day at 10:00, day after day, one donation a line.
    static func baskets(_ lines: [[String]]) -> [EvaluationDonation] {
        let start = PredictionFixture.date("2026-09-01T10:00")
        return lines.enumerated().flatMap { day, basket in
            basket.map { thing in
                let date = start.addingTimeInterval(Double(day) * 86_400)
                return EvaluationDonation(key: thing, source: .interaction, date: date, weekHour: WeekHour(date, in: utc))
            }
        }
    }

    /// Each basket three things, each of them twice in a row (a category bought as two products).
    static let repeating: [[String]] = (0..<24).map { day in
        let picks = [things[(3 * day) % 10], things[(3 * day + 1) % 10], things[(3 * day + 2) % 10]]
        return picks.flatMap { [$0, $0] }
    }

    /// Each basket six different things, none of them twice (products, each bought once).
    static let distinct: [[String]] = (0..<24).map { day in (0..<6).map { things[(day + $0 * 3) % 10] } }

    /// The model's ranking of every shortcut at the moment just after `memory`'s donations.
    static func ranking(_ memory: PredictionMemory, at date: Date) -> [String] {
        let view = memory.personalView(at: date, timeZone: utc)
        let scored = memory.groups.map {
            (key: $0.key, last: $0.lastDonation, value: PredictionModel.standard.score($0, at: date, timeZone: utc, person: view).value)
        }
        return PredictionModel.ranked(scored, score: { $0.value }, last: { $0.last }, key: { $0.key }).map(\.key)
    }

    @Test func aBasketWhoseLinesComeBackIsRankedFromTheBasketSoFar() {
        var donations = Self.baskets(Self.repeating)
        // A new basket's first line: the next is most likely the same thing again.
        let next = Self.baskets(Self.repeating + [["thing-7"]]).last!
        donations.append(next)
        let memory = PredictionMemory(donations)
        let habits = memory.habits
        #expect(habits.readsBaskets)
        #expect(habits.newestKeys == 1 && habits.last == "thing-7")
        // Half the lines were in the basket so far, far more than their counts say.
        #expect(habits.instantRepeats * 2 >= habits.instantJudged - 3)
        #expect(Double(habits.instantRepeats) > habits.instantExpected + 10)
        let mix = habits.repeatMix(model: .standard)
        #expect(mix > 0.4 && mix < 0.5)
        #expect(Self.ranking(memory, at: next.date).first == "thing-7")
        // The plain fading count puts first what the last whole basket held twice.
        let plain = Evaluator(timeZone: Self.utc).modelRank(
            of: "thing-7", candidates: memory.candidates, person: nil, at: next.date, timeZone: Self.utc)
        #expect((plain ?? 0) > 1)
    }

    @Test func basketsWhoseLinesDoNotComeBackKeepTheirCounts() {
        let memory = PredictionMemory(Self.baskets(Self.distinct))
        let habits = memory.habits
        #expect(habits.readsBaskets)
        #expect(habits.newestKeys == 6)
        #expect(habits.instantRepeats < Int(habits.instantExpected))
        #expect(habits.repeatMix(model: .standard) == 0)
        let view = memory.personalView(at: PredictionFixture.date("2026-09-25T10:00"), timeZone: Self.utc)
        #expect(view.repeatMix == 0 && view.repeatTrust == 0)
    }

    @Test func theLastInstantsPartsFollowTheirWeights() {
        // The last basket: thing-0 twice, thing-1 once; thing-2 bought the day before.
        let memory = PredictionMemory(Self.baskets([["thing-2"], ["thing-0", "thing-1", "thing-0"]]))
        let habits = memory.habits
        #expect(habits.newestKeys == 2 && habits.newestCount == 3)
        #expect(abs(habits.newestWeight - 3) < 1e-9 && abs(habits.newestTop - 2) < 1e-9)
        let groups = Dictionary(uniqueKeysWithValues: memory.groups.map { ($0.key, $0) })
        func part(_ key: String) -> (part: Double, first: Bool) {
            let group = groups[key]!
            return habits.lastInstant(key: key, newestAt: StoreJSON.milliseconds(group.lastDonation), weight: group.fading)
        }
        #expect(abs(part("thing-0").part - 2.0 / 3) < 1e-9 && part("thing-0").first)
        #expect(abs(part("thing-1").part - 1.0 / 3) < 1e-9 && !part("thing-1").first)
        #expect(part("thing-2").part == 0 && !part("thing-2").first)
    }

    @Test func oneOrderAtATimeTheRepeatIsTheNewestDonationsAsBefore() {
        // Each line of the repeating baskets an hour after the one before: no two at one instant.
        let start = PredictionFixture.date("2026-09-01T10:00")
        let donations = Self.repeating.joined().enumerated().map { index, thing in
            let date = start.addingTimeInterval(Double(index) * 3_600)
            return EvaluationDonation(key: thing, source: .interaction, date: date, weekHour: WeekHour(date, in: Self.utc))
        }
        let habits = PredictionMemory(donations).habits
        #expect(!habits.readsBaskets && habits.sameInstant == 0 && habits.newestKeys == 1)
        #expect(habits.repeatMix(model: .standard) == habits.repeatTrust(model: .standard) * PredictionModel.standard.repeatShare)
        #expect(habits.lastInstant(key: habits.last ?? "", newestAt: nil, weight: 0) == (1, true))
        #expect(habits.lastInstant(key: "thing-9", newestAt: habits.newest, weight: 1) == (0, false))
    }

    @Test func theStoreKeepsWhatAReplayOfBasketsLearns() throws {
        let fixture = try PredictionFixture()
        let donations = Self.baskets(Self.repeating)
        try fixture.store.donate(
            contentsOf: donations.enumerated().map { index, donation in
                Interaction(
                    intent: PredictionFixture.intent(donation.key), identifier: "line\(index)",
                    groupIdentifier: index >= donations.count - 6 ? "last" : nil,
                    date: donation.date)
            })
        let stored = try fixture.store.personalHabits()
        #expect(stored.readsBaskets && stored.newestKeys == 3)
        #expect(stored == PersonalHabits.replay(try fixture.store.evaluationHistory()))
        // One donation at a time, as the app donates, the same.
        let single = try PredictionFixture()
        for (index, donation) in donations.enumerated() {
            _ = try single.store.donate(Interaction(intent: PredictionFixture.intent(donation.key), identifier: "line\(index)", date: donation.date))
        }
        #expect(try single.store.personalHabits() == stored)
        // The last basket deleted: as if never donated.
        _ = try fixture.store.deleteInteractions(groupIdentifier: "last")
        let shorter = try PredictionFixture()
        try shorter.store.donate(
            contentsOf: donations.dropLast(6).enumerated().map { index, donation in
                Interaction(intent: PredictionFixture.intent(donation.key), identifier: "line\(index)", date: donation.date)
            })
        #expect(try fixture.store.personalHabits() == shorter.store.personalHabits())
    }

    /// A store of the repeating baskets, donated line by line, and the habits it holds.
    static func storeOfRepeatingBaskets() throws -> (fixture: PredictionFixture, habits: PersonalHabits) {
        let fixture = try PredictionFixture()
        try fixture.store.donate(
            contentsOf: Self.baskets(Self.repeating).enumerated().map { index, donation in
                Interaction(intent: PredictionFixture.intent(donation.key), identifier: "line\(index)", date: donation.date)
            })
        return (fixture, try fixture.store.personalHabits())
    }

    /// Writes `old` as the row of schema version `version` wrote it, without the last `dropping`
    /// numbers of its evidence, and marks the store as of that version.
    static func writeOlderRow(_ old: PersonalHabits, dropping: Int, version: Int, in fixture: PredictionFixture) throws {
        try PersonalHabitsRow.write(old, in: fixture.store.database)
        let bytes = try fixture.store.database.first("SELECT evidence FROM prediction_person", []) { [UInt8]($0.data(0)) } ?? []
        try fixture.store.database.run("UPDATE prediction_person SET evidence = ?", [.blob(Array(bytes.dropLast(dropping * 8)))])
        try fixture.store.dropDaySums()
        try fixture.store.database.execute("PRAGMA user_version = \(version)")
    }

    @Test func aVersion9StoreJudgesItsDonationsAgainAsBaskets() throws {
        let (fixture, habits) = try Self.storeOfRepeatingBaskets()
        // A store of schema version 9: the row without the baskets' tail, as that version wrote it.
        var old = habits
        (old.newestKeys, old.newestWeight, old.newestTop, old.newestCount) = (0, 0, 0, 0)
        (old.sameInstant, old.instantJudged, old.instantRepeats, old.instantExpected, old.instantRankEvidence) = (0, 0, 0, 0, 0)
        (old.basketRepeats, old.basketExpected) = (0, 0)
        try Self.writeOlderRow(old, dropping: 12, version: 9, in: fixture)
        // Read before the migration, the newest instant is found from the shortcuts' rows.
        let read = try PersonalHabitsRow.read(in: fixture.store.database)
        #expect(read.newestKeys == 3 && read.newestCount == habits.newestCount && read.sameInstant == 0)
        let reopened = try SystemStore(directory: fixture.directory, definitions: [PredictionFixture.definition], timeZone: Self.utc)
        #expect(try reopened.database.first("PRAGMA user_version", []) { $0.int(0) } == SystemStore.schemaVersion)
        #expect(SystemStore.schemaVersion == 13)
        #expect(try reopened.personalHabits() == habits)
    }

    @Test func aVersion10StoreJudgesItsBasketsNextLinesAgain() throws {
        let (fixture, habits) = try Self.storeOfRepeatingBaskets()
        #expect(habits.basketRepeats == 72 && habits.sameInstant == 120)
        // A store of schema version 10: the row without the next lines' two numbers (nor the
        // fourth slow expert's evidence, of version 12).
        var old = habits
        (old.basketRepeats, old.basketExpected) = (0, 0)
        old.slowEvidence[3] = 0
        try Self.writeOlderRow(old, dropping: 3, version: 10, in: fixture)
        let read = try PersonalHabitsRow.read(in: fixture.store.database)
        #expect(read.basketRepeats == 0 && read.basketExpected == 0 && read.sameInstant == habits.sameInstant)
        let reopened = try SystemStore(directory: fixture.directory, definitions: [PredictionFixture.definition], timeZone: Self.utc)
        #expect(try reopened.database.first("PRAGMA user_version", []) { $0.int(0) } == SystemStore.schemaVersion)
        #expect(try reopened.personalHabits() == habits)
    }
}

extension BasketRepeatTests {
    /// A store of the repeating baskets' things ordered one at a time, an hour apart, as the app
    /// orders, and the habits it holds.
    static func storeOfOneOrderAtATime() throws -> (fixture: PredictionFixture, habits: PersonalHabits) {
        let fixture = try PredictionFixture()
        let start = PredictionFixture.date("2026-09-01T10:00")
        try fixture.store.donate(
            contentsOf: Self.repeating.joined().enumerated().map { index, thing in
                Interaction(
                    intent: PredictionFixture.intent(thing), identifier: "order\(index)", date: start.addingTimeInterval(Double(index) * 3_600))
            })
        return (fixture, try fixture.store.personalHabits())
    }

    @Test func aVersion10StoreOfOneOrderAtATimeIsNotJudgedAgain() throws {
        let (fixture, habits) = try Self.storeOfOneOrderAtATime()
        #expect(habits.sameInstant == 0 && habits.basketRepeats == 0 && habits.basketExpected == 0)
        // The row as version 10 wrote it, marked so that a judgement of every donation would show:
        // a rebuild counts the judged donations again. Migration 11's step alone (migration 12
        // judges every donation again, for every store).
        var old = habits
        old.judged = 7
        try Self.writeOlderRow(old, dropping: 3, version: 10, in: fixture)
        try PersonalHabitsRow.countBasketsNextLines(in: fixture.store.database)
        var migrated = try PersonalHabitsRow.read(in: fixture.store.database)
        #expect(migrated.judged == 7, "no donation judged again")
        migrated.judged = habits.judged
        migrated.slowEvidence[3] = habits.slowEvidence[3]
        #expect(migrated == habits)
    }

    /// Schema version 12 added the slow mixture's fourth expert, keeping to the last order: a
    /// store of version 11 has no evidence for it, and every donation is judged again.
    @Test func aVersion11StoreJudgesItsDonationsAgainForKeepingToTheLastOrder() throws {
        let (fixture, habits) = try Self.storeOfOneOrderAtATime()
        #expect(habits.slowEvidence.count == 4 && habits.slowEvidence[3] < 0)
        var old = habits
        old.slowEvidence[3] = 0
        old.judged = 7
        try Self.writeOlderRow(old, dropping: 1, version: 11, in: fixture)
        let read = try PersonalHabitsRow.read(in: fixture.store.database)
        #expect(read.slowEvidence[3] == 0 && read.slowEvidence[0] == habits.slowEvidence[0] && read.basketExpected == habits.basketExpected)
        let reopened = try SystemStore(directory: fixture.directory, definitions: [PredictionFixture.definition], timeZone: Self.utc)
        #expect(try reopened.database.first("PRAGMA user_version", []) { $0.int(0) } == SystemStore.schemaVersion)
        #expect(try reopened.database.first("SELECT length(evidence) FROM prediction_person", []) { $0.int(0) } == 34 * 8)
        #expect(try reopened.personalHabits() == habits)
        #expect(try reopened.personalHabits() == PersonalHabits.replay(try fixture.store.evaluationHistory()))
    }
}

/// Asked at the very instant of the newest donation, in a history of baskets: the next line of
/// the basket (`PersonalHabits.basketWeights`).
extension BasketRepeatTests {
    /// The distinct baskets, then three lines of a new one.
    static func distinctThenThreeLines() -> (memory: PredictionMemory, date: Date, basket: [String]) {
        let basket = ["thing-0", "thing-3", "thing-6"]
        let donations = Self.baskets(Self.distinct + [basket])
        return (PredictionMemory(donations), donations.last!.date, basket)
    }

    @Test func productsBoughtOnceABasketArePutBehindTheRestInsideIt() {
        let (memory, date, basket) = Self.distinctThenThreeLines()
        let habits = memory.habits
        #expect(habits.insideBasket(at: StoreJSON.milliseconds(date)))
        // No next line was ever in the basket so far, where the counts expected many.
        #expect(habits.basketRepeats == 0 && habits.basketExpected > 30)
        let weights = habits.basketWeights(model: .standard)
        #expect(weights.inBasket < 0.2 && weights.others > 1.5)
        #expect(abs(weights.share - 1.0 / Double(habits.sameInstant + 2)) < 1e-12)
        let ranking = Self.ranking(memory, at: date)
        #expect(ranking.count == 10)
        #expect(Set(ranking.suffix(3)) == Set(basket), "\(ranking)")
        // The plain fading count ranks the basket so far as its counts say: not all of it last.
        let plain = basket.compactMap {
            Evaluator(timeZone: Self.utc).modelRank(of: $0, candidates: memory.candidates, person: nil, at: date, timeZone: Self.utc)
        }
        #expect(plain.min() ?? 10 < 8)
        // Asked an hour later, the basket is over: no basket weights, as before this rule.
        let later = memory.personalView(at: date.addingTimeInterval(3_600), timeZone: Self.utc)
        #expect(later.basket == nil && later.repeatMix == habits.repeatMix(model: .standard))
    }

    @Test func categoriesThatComeBackInsideABasketAreWeighedUp() {
        var donations = Self.baskets(Self.repeating)
        let next = Self.baskets(Self.repeating + [["thing-7", "thing-7", "thing-2"]]).suffix(3)
        donations += next
        let memory = PredictionMemory(donations)
        let weights = memory.habits.basketWeights(model: .standard)
        #expect(weights.inBasket > 1.5 && weights.others < 1)
        let view = memory.personalView(at: next.last!.date, timeZone: Self.utc)
        #expect(view.basket == weights && view.repeatMix == weights.share)
        // The basket so far's two shortcuts first, ahead of every other.
        #expect(Set(Self.ranking(memory, at: next.last!.date).prefix(2)) == ["thing-7", "thing-2"])
        // Without the basket weights (the same view, asked as at a moment of its own) another
        // shortcut comes between them.
        var plainView = view
        plainView.basket = nil
        plainView.repeatMix = 0
        let scored = memory.groups.map {
            (
                key: $0.key, last: $0.lastDonation,
                value: PredictionModel.standard.score($0, at: next.last!.date, timeZone: Self.utc, person: plainView).value
            )
        }
        let plain = PredictionModel.ranked(scored, score: { $0.value }, last: { $0.last }, key: { $0.key }).map(\.key)
        #expect(Set(plain.prefix(2)) != ["thing-7", "thing-2"], "\(plain)")
    }

    @Test func oneOrderAtATimeIsNeverInsideABasket() {
        let start = PredictionFixture.date("2026-09-01T10:00")
        let donations = Self.distinct.joined().enumerated().map { index, thing in
            let date = start.addingTimeInterval(Double(index) * 3_600)
            return EvaluationDonation(key: thing, source: .interaction, date: date, weekHour: WeekHour(date, in: Self.utc))
        }
        let memory = PredictionMemory(donations)
        #expect(memory.habits.basketRepeats == 0 && memory.habits.basketExpected == 0)
        #expect(!memory.habits.insideBasket(at: memory.habits.newest))
        #expect(memory.personalView(at: donations.last!.date, timeZone: Self.utc).basket == nil)
    }
}

extension BasketRepeatTests {
    @Test func explainSaysTheBasketSoFarIsUsedAndWhy() {
        let repeating = PredictionMemory(Self.baskets(Self.repeating)).habits
        let lines = PersonalHabitsText.lines(repeating, model: .standard)
        let line = lines[lines.count - 2]
        #expect(line.hasPrefix("  the last order again: orders come in baskets (120 of 144 at the instant of the one before);"))
        #expect(line.contains("the next order was in the basket so far 72 of 143 times"))
        #expect(line.hasSuffix(String(format: ", so it takes %.2f of the weight", repeating.repeatMix(model: .standard))))
        let weights = repeating.basketWeights(model: .standard)
        #expect(
            lines.last
                == String(
                    format: "  a basket's next line (asked at the instant of the newest donation): 72 of 120 were in the basket so far, "
                        + "%.1f by their counts, so its shortcuts' weights × %.2f, the others' × %.2f, and the basket so far's own ranking adds %.2f of their faded donations",
                    repeating.basketExpected, weights.inBasket, weights.others, weights.share))
        let distinct = PredictionMemory(Self.baskets(Self.distinct)).habits
        let distinctLines = PersonalHabitsText.lines(distinct, model: .standard)
        #expect(distinctLines[distinctLines.count - 2].hasSuffix("not used (needs +1.00 more than the counts, or above it of late)"))
        // Keeping to the last order reads the same counts: in baskets, the basket so far.
        #expect(
            lines.contains(
                String(
                    format:
                        "  keeping to the last order: 72 of 143 donations after the first were in the newest instant before them, so it gives the basket so far %.2f ((72 + 2) / (143 + 4))",
                    74.0 / 147.0)))
        #expect(abs(repeating.stayShare(model: .standard) - 74.0 / 147.0) < 1e-12)
    }
}

extension BasketRepeatTests {
    @Test func theBasketSoFarIsUsedWhereItsFirstChoiceBeatTheCountsOfLate() {
        // A history of baskets whose next line was in the basket so far less often than the
        // counts say (as where the basket itself is much of a short history's counts).
        var habits = PersonalHabits()
        (habits.donations, habits.sameInstant) = (100, 60)
        (habits.instantJudged, habits.instantRepeats, habits.instantExpected) = (99, 20, 30)
        #expect(habits.readsBaskets)
        habits.instantRankEvidence = 0.5
        #expect(habits.repeatMix(model: .standard) == 0)
        // Its first choice right more often of late than the count's, by more than one: used,
        // with the share the basket so far held.
        habits.instantRankEvidence = 1.5
        #expect(habits.repeatMix(model: .standard) == 20.0 / 101)
        // Or no rank evidence, and more repeats than the counts say: trusted by how many more.
        (habits.instantRankEvidence, habits.instantRepeats) = (0, 32)
        #expect(abs(habits.repeatMix(model: .standard) - 0.5 * 32 / 101) < 1e-12)
    }
}
