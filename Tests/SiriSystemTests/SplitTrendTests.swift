import Dates
import Foundation
import Testing

@testable import SiriSystem

/// The split between the two firsts (`SplitTrend`): where the count's first and the month's
/// fading's first differ, the trend of the fading's first's share among their donations moves
/// the count's hold, so that a favourite changing is followed and a steady one is not.
@Suite struct SplitTrendTests {
    static let utc = Zone(identifier: "UTC")!
    static let start = PredictionFixture.date("2026-01-05T12:00")

    /// One order a day at noon from 5 January 2026, the shortcut each day names.
    static func daily(_ keys: [String]) -> [EvaluationDonation] {
        keys.enumerated().map { index, key in
            let date = start.addingTimeInterval(Double(index) * 86_400)
            return EvaluationDonation(key: key, source: .interaction, date: date, weekHour: WeekHour(date, in: utc))
        }
    }

    /// Forty days of tea, then sixty over which coffee takes over along a line: by day k of them
    /// coffee was ordered on about k² / 120 days, its share of each day growing as k / 60.
    static let changing: [String] = {
        var keys = Array(repeating: "tea", count: 40)
        for day in 0..<60 { keys.append((day + 1) * (day + 1) / 120 > day * day / 120 ? "coffee" : "tea") }
        return keys
    }()

    /// The view a day after the last order, among the memory's candidates.
    static func view(_ memory: PredictionMemory, after donations: [EvaluationDonation]) -> PredictionModel.PersonalView {
        memory.personalView(at: donations.last!.date.addingTimeInterval(86_400), timeZone: utc)
    }

    static func ranking(_ memory: PredictionMemory, at date: Date, model: PredictionModel = .standard) -> [String] {
        let view = PredictionModel.PersonalView(
            memory.habits, at: date, timeZone: utc, model: model, followers: memory.followers(of: memory.habits.lastOrder),
            candidates: memory.candidates)
        let scored = memory.candidates.map {
            (key: $0.key, last: $0.lastDonation, value: model.score($0, at: date, timeZone: utc, person: view).value)
        }
        return PredictionModel.ranked(scored, score: { $0.value }, last: { $0.last }, key: { $0.key }).map(\.key)
    }

    @Test func theStatisticIsTheSlopeOverItsStandardError() throws {
        // Dates in days, and whether each donation was the first's: least squares done by hand.
        let first: [Double] = [3, 9, 10, 12, 13.5]
        let other: [Double] = [0, 1, 2, 4, 5, 7.25]
        var (a, b) = (DaySums(), DaySums())
        for day in first { a.add(DaySums.originMilliseconds + Int64(day * 86_400_000)) }
        for day in other { b.add(DaySums.originMilliseconds + Int64(day * 86_400_000)) }
        let all = first + other
        let mean = all.reduce(0, +) / Double(all.count)
        let sxx = all.map { ($0 - mean) * ($0 - mean) }.reduce(0, +)
        let share = Double(first.count) / Double(all.count)
        let sxy = first.map { $0 - mean }.reduce(0, +)
        let slope = sxy / sxx
        let expected = slope / (share * (1 - share) / sxx).squareRoot()
        let t = SplitTrend.t(first.count, a, against: other.count, b)
        #expect(abs(t - expected) < 1e-9 * abs(expected) && t > 2)
        // Reversed, the same trend the other way; with no spread, or one side empty, none.
        #expect(abs(SplitTrend.t(other.count, b, against: first.count, a) + t) < 1e-9)
        let noon = DaySums(donations: 4, at: DaySums.originMilliseconds)
        #expect(SplitTrend.t(4, noon, against: 4, noon) == 0)
        #expect(SplitTrend.t(0, DaySums(), against: first.count, a) == 0)
    }

    @Test func aFavouriteChangingAlongTheCalendarMovesTheHoldAndComesFirst() throws {
        let donations = Self.daily(Self.changing)
        #expect(donations.filter { $0.key == "coffee" }.count == 30)
        let memory = PredictionMemory(donations)
        let asked = donations.last!.date.addingTimeInterval(86_400)
        let view = Self.view(memory, after: donations)
        let split = try #require(view.split)
        #expect(split.countFirst == "tea" && split.fadingFirst == "coffee")
        #expect(split.countDonations == 70 && split.fadingDonations == 30 && split.share == 1)
        #expect(split.t > 2 && split.moves)
        #expect(view.rankHold == PredictionModel.standard.rankHoldAt + PredictionModel.standard.splitHoldStep)
        #expect(view.countTrust < 0.01 && view.countTrust == memory.habits.countTrust(model: .standard, holdAt: view.rankHold))
        #expect(Self.ranking(memory, at: asked).first == "coffee")
        // Without the split the count still holds tea first.
        var unmoved = PredictionModel.standard
        unmoved.splitHoldStep = 0
        #expect(Self.ranking(memory, at: asked, model: unmoved).first == "tea")
        // --explain says so, by the shortcuts' titles.
        let line = try #require(
            PersonalHabitsText.lines(view, model: .standard, titles: ["tea": "Tea", "coffee": "Coffee"]).first { $0.contains("favourite changing") })
        #expect(line.contains("the count's first “Tea” (70) and the fading's first “Coffee” (30) hold 1.00 of the donations"))
        #expect(line.hasSuffix("so the favourite is changing: the count's hold moves from -1 to +2"), "\(line)")
    }

    @Test func aSteadySplitOrOneShortOfItsConditionsLeavesTheHold() throws {
        // Tea and coffee by turns, eleven days of tea then ten of coffee, eight times: coffee
        // leads the fading after its turn, and its share has no trend.
        let turns = (0..<8).flatMap { _ in Array(repeating: "tea", count: 11) + Array(repeating: "coffee", count: 10) }
        let donations = Self.daily(turns)
        let view = Self.view(PredictionMemory(donations), after: donations)
        let split = try #require(view.split)
        #expect(split.countFirst == "tea" && split.fadingFirst == "coffee" && split.share == 1 && split.fadingDonations == 80)
        #expect(split.t < PredictionModel.standard.splitThreshold && !split.moves, "\(split.t)")
        #expect(view.rankHold == PredictionModel.standard.rankHoldAt)
        // The favourite changing as before, after sixty days of water: the two firsts hold 100 of
        // the 160 orders, too few.
        let crowded = Self.daily(Array(repeating: "water", count: 60) + Self.changing)
        let crowdedView = Self.view(PredictionMemory(crowded), after: crowded)
        let crowdedSplit = try #require(crowdedView.split)
        #expect(crowdedSplit.countFirst == "tea" && crowdedSplit.fadingFirst == "coffee" && crowdedSplit.share == 100.0 / 160)
        #expect(crowdedSplit.t > PredictionModel.standard.splitThreshold && !crowdedSplit.moves)
        #expect(crowdedView.rankHold == PredictionModel.standard.rankHoldAt)
        // The fading's first with fewer donations than the minimum.
        // Six teas, then two months later five coffees: the split could not trend more, but five
        // donations are too few.
        let short = Self.daily(Array(repeating: "tea", count: 6) + Array(repeating: "none", count: 60) + Array(repeating: "coffee", count: 5))
            .filter { $0.key != "none" }
        let shortView = Self.view(PredictionMemory(short), after: short)
        let shortSplit = try #require(shortView.split)
        #expect(shortSplit.countFirst == "tea" && shortSplit.fadingFirst == "coffee" && shortSplit.fadingDonations == 5)
        #expect(shortSplit.t > PredictionModel.standard.splitThreshold && !shortSplit.moves)
        #expect(shortView.rankHold == PredictionModel.standard.rankHoldAt)
    }

    @Test func theTwoFirstsAreFoundAsTheRankingBreaksTies() throws {
        let noon = PredictionFixture.date("2026-03-02T12:00")
        func group(_ key: String, _ donations: Int, daysBefore: Double, fading: Double) -> PredictionGroup {
            PredictionGroup(
                key: key, source: .interaction, donations: donations, lastDonation: noon.addingTimeInterval(-daysBefore * 86_400), hours: [:],
                fading: fading)
        }
        // Most donations: b and c tie on count, c is newer. Largest fading at the moment: a.
        let candidates = [group("a", 4, daysBefore: 0, fading: 4), group("c", 9, daysBefore: 1, fading: 2), group("b", 9, daysBefore: 2, fading: 3)]
        let split = try #require(SplitTrend(candidates: candidates, at: noon, personDonations: 22, model: .standard))
        #expect(split.countFirst == "c" && split.fadingFirst == "a")
        // One shortcut first by both: no split at all.
        #expect(
            SplitTrend(
                candidates: [group("a", 9, daysBefore: 0, fading: 9), group("b", 2, daysBefore: 1, fading: 1)], at: noon, personDonations: 11,
                model: .standard) == nil)
        #expect(SplitTrend(candidates: [], at: noon, personDonations: 0, model: .standard) == nil)
    }

    /// The store keeps the day sums the memory keeps, and ranks with the same split.
    @Test func theStoreRanksWithTheSplitAsTheMemoryDoes() throws {
        let fixture = try PredictionFixture()
        let donations = Self.daily(Self.changing)
        for (index, donation) in donations.enumerated() {
            _ = try fixture.store.donate(Interaction(intent: PredictionFixture.intent(donation.key), identifier: "\(index)", date: donation.date))
        }
        #expect(try fixture.aggregateMatchesDonations())
        let asked = donations.last!.date.addingTimeInterval(86_400)
        let (ranked, person) = try fixture.store.ranking(at: asked)
        let split = try #require(person.split)
        #expect(split.countFirst == PredictionFixture.key("tea") && split.fadingFirst == PredictionFixture.key("coffee") && split.moves)
        let memory = Self.view(PredictionMemory(donations), after: donations)
        #expect(abs(split.t - (memory.split?.t ?? 0)) < 1e-9 * split.t)
        #expect(ranked.first?.group.key == PredictionFixture.key("coffee"))
    }

    /// Schema version 13 added the day sums: a store of version 12 has none, and gets them from
    /// its donations.
    @Test func aVersion12StoreGetsItsDaySumsFromItsDonations() throws {
        let fixture = try PredictionFixture()
        let donations = Self.daily(Self.changing)
        for (index, donation) in donations.enumerated() {
            _ = try fixture.store.donate(Interaction(intent: PredictionFixture.intent(donation.key), identifier: "\(index)", date: donation.date))
        }
        let menu = UserActivity(activityType: "com.example.menu", title: "Menu", persistentIdentifier: "menu", isEligibleForPrediction: true)
        try fixture.store.donate(menu, date: PredictionFixture.date("2026-02-01T11:58"))
        try fixture.store.donate(menu, date: PredictionFixture.date("2026-02-03T11:58"))
        let groups = try fixture.store.predictionGroups()
        try fixture.store.dropDaySums()
        try fixture.store.database.execute("PRAGMA user_version = 12")
        let reopened = try SystemStore(directory: fixture.directory, definitions: [PredictionFixture.definition], timeZone: Self.utc)
        #expect(try reopened.database.first("PRAGMA user_version", []) { $0.int(0) } == 13)
        let days = Dictionary(uniqueKeysWithValues: try reopened.predictionGroups().map { ($0.key, $0.days) })
        #expect(days.count == 3)
        for group in groups {
            let migrated = try #require(days[group.key])
            #expect(abs(migrated.sum - group.days.sum) <= 1e-9 * abs(group.days.sum))
            #expect(abs(migrated.squares - group.days.squares) <= 1e-9 * group.days.squares)
        }
        #expect(try fixture.aggregateMatchesDonations())
    }
}
