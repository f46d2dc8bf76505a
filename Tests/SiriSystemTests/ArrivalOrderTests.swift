import Dates
import Foundation
import Testing

@testable import SiriSystem

/// The person's model is judged in date order: the same donations give the same habits and the
/// same predictions whatever order they arrived in (a scenario's past dates, an import).
@Suite struct ArrivalOrderTests {
    static let tea = ["2026-11-16T12:04", "2026-11-23T11:57", "2026-11-30T12:09"].map { ("tea", $0) }
    static let soup = ["2026-11-21T19:40", "2026-11-28T19:25", "2026-12-05T19:48"].map { ("soup", $0) }
    static let moments = ["2026-12-07T12:00", "2026-12-12T20:00", "2026-12-08T12:00", "2026-12-13T19:30"]

    /// The habits and, at each moment, the ranking with its scores.
    func learned(_ fixture: PredictionFixture) throws -> (PersonalHabits, [[String]]) {
        let rankings = try Self.moments.map { moment in
            try fixture.store.predictions(at: PredictionFixture.date(moment)).map { "\($0.group.key) \($0.score.value)" }
        }
        return (try fixture.store.personalHabits(), rankings)
    }

    @Test func theSameDonationsPredictAlikeWhateverOrderTheyArriveIn() throws {
        let inDateOrder = try PredictionFixture()
        for (thing, date) in (Self.tea + Self.soup).sorted(by: { $0.1 < $1.1 }) { _ = try inDateOrder.donate(thing, at: date) }
        let expected = try learned(inDateOrder)
        // Tea first on Monday at noon, soup on Saturday evening: the two habits of the issue.
        #expect(expected.1[0].first?.hasPrefix(PredictionFixture.key("tea")) == true)
        #expect(expected.1[1].first?.hasPrefix(PredictionFixture.key("soup")) == true)
        for arrival in [Self.tea + Self.soup, Self.soup + Self.tea, (Self.tea + Self.soup).sorted(by: { $0.1 > $1.1 })] {
            let fixture = try PredictionFixture()
            for (thing, date) in arrival { _ = try fixture.donate(thing, at: date) }
            let got = try learned(fixture)
            #expect(got.0 == expected.0)
            #expect(got.1 == expected.1)
            #expect(try fixture.store.followers(of: PredictionFixture.key("tea")) == inDateOrder.store.followers(of: PredictionFixture.key("tea")))
            // Many at once, in the same order: judged again in date order too.
            let batch = try PredictionFixture()
            try batch.store.donate(
                contentsOf: arrival.map { Interaction(intent: PredictionFixture.intent($0.0), date: PredictionFixture.date($0.1)) })
            #expect(try learned(batch).0 == expected.0)
            #expect(try learned(batch).1 == expected.1)
        }
    }

    @Test func anOrderAtTheMillisecondOfAScreenIsJudgedBeforeIt() throws {
        let menu = UserActivity(activityType: "com.example.menu", title: "Menu", persistentIdentifier: "menu", isEligibleForPrediction: true)
        let at = PredictionFixture.date("2026-11-30T12:00")
        // Date order puts an order before a screen of the same millisecond.
        let expected = try PredictionFixture()
        _ = try expected.donate("tea", at: "2026-11-23T12:00")
        _ = try expected.donate("tea", at: "2026-11-30T12:00")
        try expected.store.donate(menu, date: at)
        let arrived = try PredictionFixture()
        _ = try arrived.donate("tea", at: "2026-11-23T12:00")
        try arrived.store.donate(menu, date: at)
        let before = try arrived.store.personalHabits()
        #expect(before.judgesBefore(milliseconds: Int64((at.timeIntervalSince1970 * 1000).rounded()), isOrder: true))
        #expect(!before.judgesBefore(milliseconds: Int64((at.timeIntervalSince1970 * 1000).rounded()), isOrder: false))
        _ = try arrived.donate("tea", at: "2026-11-30T12:00")
        #expect(try arrived.store.personalHabits() == expected.store.personalHabits())
    }

    @Test func donationsMadeAsTheyHappenAreJudgedOneByOne() throws {
        var habits = PersonalHabits()
        #expect(!habits.judgesBefore(milliseconds: 0, isOrder: true))
        habits.donations = 1
        habits.newest = 1_000
        habits.last = "a"
        habits.lastOrder = "a"
        #expect(!habits.judgesBefore(milliseconds: 1_000, isOrder: true))
        #expect(!habits.judgesBefore(milliseconds: 1_001, isOrder: false))
        #expect(habits.judgesBefore(milliseconds: 999, isOrder: false))
    }
}
