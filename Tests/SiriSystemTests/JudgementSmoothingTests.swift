import Dates
import Foundation
import Testing

@testable import SiriSystem

/// The time judgement reads a shortcut's share as starting from the person's, with a start that
/// grows over the person's first judged donations (`PredictionModel.judgementSmoothing`).
@Suite struct JudgementSmoothingTests {
    static let utc = Zone(identifier: "UTC")!
    static let model = PredictionModel.standard

    /// A person of four donations, one on Monday at noon and three on Friday nights, who has had
    /// `judged` donations judged, and the evidence one more Monday-noon donation of a shortcut
    /// whose one earlier donation was on Monday at noon adds to `hourOfWeek`.
    func added(judged: Int) -> (evidence: Double, theirs: Double, start: Double) {
        var habits = PersonalHabits()
        habits.hours[WeekHour(day: 0, hour: 12).index] = 1
        habits.hours[WeekHour(day: 4, hour: 22).index] = 3
        habits.donations = 4
        habits.judged = judged
        let start = habits.judgementSmoothing(model: Self.model)
        let asked = WeekHour(day: 0, hour: 12)
        let theirs = habits.share(.hourOfWeek, at: asked, model: Self.model)
        let before = habits.evidence(.hourOfWeek)
        habits.observe(
            key: "soup", weekHour: asked.index, itemHours: [(hour: asked.index, count: 1)], itemDonations: 1, itemFading: nil, itemSlow: nil,
            followed: 0, followers: 0, milliseconds: 0, isOrder: true, model: Self.model)
        return (habits.evidence(.hourOfWeek) - before, theirs, start)
    }

    @Test func theStartGrowsOverTheFirstJudgedDonations() {
        #expect(Self.model.judgementSmoothing == 3 && Self.model.judgementSmoothingRamp == 30)
        for (judged, start) in [(0, 0.0), (4, 0.4), (15, 1.5), (30, 3.0), (300, 3.0)] {
            var habits = PersonalHabits()
            habits.judged = judged
            #expect(abs(habits.judgementSmoothing(model: Self.model) - start) < 1e-12)
        }
        var off = Self.model
        off.judgementSmoothing = 0
        var habits = PersonalHabits()
        habits.judged = 30
        #expect(habits.judgementSmoothing(model: off) == 0)
    }

    @Test func aJudgedShareStartsFromThePersons() {
        for judged in [0, 15, 30, 90] {
            let (evidence, theirs, start) = added(judged: judged)
            #expect(theirs > 0.2 && theirs < 0.3)
            // The shortcut's own share is 1 (its one donation matches); it starts from the person's.
            let mine = (1 + start * theirs) / (1 + start)
            let expected = log((mine + Self.model.anyTime) / (theirs + Self.model.anyTime))
            #expect(abs(evidence - expected) < 1e-12)
        }
        // The longer the person's history, the less one donation at the shortcut's time proves.
        #expect(added(judged: 0).evidence > added(judged: 15).evidence)
        #expect(added(judged: 15).evidence > added(judged: 30).evidence)
        #expect(added(judged: 30).evidence == added(judged: 90).evidence)
    }

    @Test func aVersion8StoreJudgesItsDonationsAgainWithTheGrownStart() throws {
        let fixture = try PredictionFixture()
        for week in 0..<4 {
            for (day, thing, hour) in [(0, "soup", 12), (2, "soup", 12), (3, "pie", 12), (5, "pie", 19), (6, "tea", 19)] {
                let date = PredictionFixture.date("2026-10-05T00:00").addingTimeInterval(Double((week * 7 + day) * 86_400 + hour * 3_600))
                _ = try fixture.store.donate(Interaction(intent: PredictionFixture.intent(thing), identifier: "w\(week)d\(day)", date: date))
            }
        }
        let habits = try fixture.store.personalHabits()
        // A store of schema version 8: its donations were judged with each shortcut's own share.
        var old = PredictionModel.standard
        old.judgementSmoothing = 0
        try fixture.store.dropDaySums()
        try fixture.store.database.execute("PRAGMA user_version = 8")
        try PersonalHabitsRow.rebuild(in: fixture.store.database, model: old)
        #expect(try fixture.store.personalHabits().evidence != habits.evidence)
        let reopened = try SystemStore(directory: fixture.directory, definitions: [PredictionFixture.definition], timeZone: Self.utc)
        #expect(try reopened.database.first("PRAGMA user_version", []) { $0.int(0) } == SystemStore.schemaVersion)
        #expect(SystemStore.schemaVersion == 13)
        #expect(try reopened.personalHabits() == habits)
    }
}
