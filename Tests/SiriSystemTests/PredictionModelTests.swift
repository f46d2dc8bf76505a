import Dates
import Foundation
import Testing

@testable import SiriSystem

@Suite struct PredictionModelTests {
    let model = PredictionModel.standard

    /// The two habits of the issue: tea on Mondays around noon, soup on Saturday evenings,
    /// three weeks each.
    func twoHabits() throws -> PredictionFixture {
        let fixture = try PredictionFixture()
        for (day, minute) in [("2026-11-16", "12:04"), ("2026-11-23", "11:57"), ("2026-11-30", "12:09")] {
            try fixture.donate("tea", at: "\(day)T\(minute)")
        }
        for (day, minute) in [("2026-11-21", "19:40"), ("2026-11-28", "19:25"), ("2026-12-05", "19:48")] {
            try fixture.donate("soup", at: "\(day)T\(minute)")
        }
        return fixture
    }

    @Test func mondayNoonHabitIsTopOnTheNextMondayAtNoon() throws {
        let fixture = try twoHabits()
        #expect(try fixture.ranking(at: "2026-12-07T12:00") == [PredictionFixture.key("tea"), PredictionFixture.key("soup")])
    }

    @Test func saturdayEveningHabitWinsOnSaturdayAtEightInTheEvening() throws {
        let fixture = try twoHabits()
        #expect(try fixture.ranking(at: "2026-12-12T20:00") == [PredictionFixture.key("soup"), PredictionFixture.key("tea")])
    }

    @Test func theScoreIsTheFadedWeightTimesTheMomentPlusAnyTime() throws {
        let fixture = try twoHabits()
        let top = try #require(try fixture.store.predictions(at: PredictionFixture.date("2026-12-07T12:00")).first)
        let score = top.score
        #expect(score.value == score.weight * (score.blendedMoment + score.anyTime))
        // This person's history, judged in date order (teas and soups alternating), shows the
        // time of week predicts them: trusted 0.69, and the moment decides (anyTime 0.02), as in
        // docs/suggestions.md's Monday example.
        #expect(score.signal == .hourOfWeek && abs(score.trust - 0.6920) < 1e-4)
        #expect(score.blendedMoment == score.trust * score.moment + (1 - score.trust) * score.personMoment)
        #expect(score.anyTime == 0.02 && score.halfLifeDays == 30)
        // Two donations in the 12 o'clock hour (full match) and one at 11:57 (an hour away).
        #expect(abs(score.matchingDonations - (2 + exp(-1 / 4.5))) < 1e-12)
        // The moment starts from the person's share with two of their donations.
        #expect(score.momentSmoothing == 2 && score.personMoment > 0)
        #expect(abs(score.moment - (2 + exp(-1 / 4.5) + 2 * score.personMoment) / (3 + 2)) < 1e-12)
        // Donations 2026-11-16 12:04, 11-23 11:57, 11-30 12:09, asked 2026-12-07 12:00: each
        // weighs 0.5^(its age / 30 days).
        let asked = PredictionFixture.date("2026-12-07T12:00")
        let ages = ["2026-11-16T12:04", "2026-11-23T11:57", "2026-11-30T12:09"].map { asked.timeIntervalSince(PredictionFixture.date($0)) / 86_400 }
        let weight = ages.map { pow(0.5, $0 / 30) }.reduce(0, +)
        #expect(abs(score.faded - weight) < 1e-9)
        #expect(abs(score.ageDays - ages[2]) < 1e-9)
        #expect(score.askedHour == WeekHour(day: 0, hour: 12))
        #expect(score.hours.map(\.hour) == [WeekHour(day: 0, hour: 12), WeekHour(day: 0, hour: 11)])
        #expect(score.hours.first?.donations == 2)
    }

    /// A shortcut's moment starts from the person's share at the moment: one of few donations
    /// is read mostly as the person's pattern, one of many as its own, and a score without a
    /// person keeps the shortcut's own share.
    @Test func aShortcutsMomentStartsFromThePersonsShare() throws {
        let fixture = try twoHabits()
        let asked = PredictionFixture.date("2026-12-07T12:00")
        let predictions = try fixture.store.predictions(at: asked)
        let tea = try #require(predictions.first { $0.group.key == PredictionFixture.key("tea") }).score
        let soup = try #require(predictions.first { $0.group.key == PredictionFixture.key("soup") }).score
        // Both start from the same person's share; Saturday evenings match a Monday noon hardly at all.
        #expect(tea.personMoment == soup.personMoment)
        #expect(soup.matchingDonations < 1e-5)
        #expect(abs(soup.moment - (soup.matchingDonations + 2 * soup.personMoment) / 5) < 1e-12)
        #expect(soup.moment > 0 && soup.moment < tea.moment)
        // More donations at the same share move the moment from the person's toward the shortcut's own.
        let group = try #require(predictions.first { $0.group.key == PredictionFixture.key("tea") }).group
        var many = group
        many.donations = group.donations * 10
        many.hours = WeekHourCounts()
        for hour in group.hours.counts.indices where group.hours.counts[hour] > 0 {
            many.hours.counts[hour] = group.hours.counts[hour] * 10
        }
        let person = try fixture.store.personalView(at: asked)
        let few = model.score(group, at: asked, timeZone: fixture.utc, person: person)
        let more = model.score(many, at: asked, timeZone: fixture.utc, person: person)
        let own = few.matchingDonations / Double(few.donations)
        #expect(abs(more.moment - own) < abs(few.moment - own))
        // Without a person (the model trusting the time of week in full), the shortcut's own share.
        let plain = model.score(group, at: asked, timeZone: fixture.utc)
        #expect(plain.momentSmoothing == 0 && abs(plain.moment - own) < 1e-12)
    }

    @Test func aHabitBeatsASingleOrderAtTheSameMoment() throws {
        let fixture = try PredictionFixture()
        // One order on a Friday at 11:30, half a year ago…
        try fixture.donate("once", at: "2026-06-05T11:30")
        // …and five orders this month at lunch, spread over the week.
        for moment in ["2026-12-01T12:10", "2026-12-03T13:05", "2026-12-07T12:40", "2026-12-08T11:50", "2026-12-09T12:20"] {
            try fixture.donate("habit", at: moment)
        }
        #expect(try fixture.ranking(at: "2026-12-11T11:30") == [PredictionFixture.key("habit"), PredictionFixture.key("once")])
        // Even a single order yesterday at this very hour does not outrank the habit.
        try fixture.donate("yesterday", at: "2026-12-10T11:30")
        #expect(try fixture.ranking(at: "2026-12-11T11:30").first == PredictionFixture.key("habit"))
    }

    @Test func hourAndDayMatchesFollowTheDocumentedTable() {
        #expect(model.hourMatch(12, 12) == 1)
        #expect(abs(model.hourMatch(12, 13) - exp(-1 / 4.5)) < 1e-15)
        #expect(model.hourMatch(23, 1) == model.hourMatch(12, 14), "distance wraps around midnight")
        #expect(model.hourMatch(0, 12) < 1e-6)
        let monday = WeekHour(day: 0, hour: 12)
        #expect(model.dayMatch(monday, WeekHour(day: 0, hour: 3)) == 1)
        #expect(model.dayMatch(monday, WeekHour(day: 3, hour: 12)) == 0.5)
        #expect(model.dayMatch(WeekHour(day: 5, hour: 0), WeekHour(day: 6, hour: 0)) == 0.5)
        #expect(model.dayMatch(monday, WeekHour(day: 6, hour: 12)) == 0.02)
    }

    @Test func weightHalvesEveryHalfLifeAndTheMomentIsAShare() {
        let group = PredictionGroup(
            key: "k", source: .interaction, donations: 3, lastDonation: PredictionFixture.date("2026-12-01T12:00"),
            hours: [WeekHour(day: 1, hour: 12): 3], fading: 2.5)
        let score = model.score(group, at: PredictionFixture.date("2026-12-31T12:00"), timeZone: Zone(identifier: "UTC")!)
        #expect(abs(score.weight - 1.25) < 1e-12, "the stored 2.5 halved after 30 days")
        #expect(score.moment == 0.5, "Thursday 12:00 asked, three Tuesday 12:00 donations: another weekday")
        // Asking before the newest donation counts it as brand new, not as from the future.
        let earlier = model.score(group, at: PredictionFixture.date("2026-11-20T12:00"), timeZone: Zone(identifier: "UTC")!)
        #expect(earlier.ageDays == 0)
        #expect(earlier.weight == 2.5)
    }

    @Test func moreDonationsAtTheSameMomentRankHigher() throws {
        let fixture = try PredictionFixture()
        for day in ["2026-11-30", "2026-12-07"] { try fixture.donate("tea", at: "\(day)T12:00") }
        for day in ["2026-11-16", "2026-11-23", "2026-11-30", "2026-12-07"] { try fixture.donate("soup", at: "\(day)T12:00") }
        #expect(try fixture.ranking(at: "2026-12-14T12:00") == [PredictionFixture.key("soup"), PredictionFixture.key("tea")])
    }

    @Test func anOldHabitFadesBehindARecentOne() throws {
        let fixture = try PredictionFixture()
        // Eight Mondays at noon last summer…
        for day in ["06-01", "06-08", "06-15", "06-22", "06-29", "07-06", "07-13", "07-20"] {
            try fixture.donate("tea", at: "2026-\(day)T12:00")
        }
        // …three Mondays at noon lately.
        for day in ["2026-11-23", "2026-11-30", "2026-12-07"] { try fixture.donate("soup", at: "\(day)T12:00") }
        #expect(try fixture.ranking(at: "2026-12-14T12:00").first == PredictionFixture.key("soup"))
    }

    @Test func equalScoresAreOrderedByNewestDonationThenKey() throws {
        let fixture = try PredictionFixture()
        try fixture.donate("b", at: "2026-12-07T12:00")
        try fixture.donate("a", at: "2026-12-07T12:00")
        try fixture.donate("c", at: "2026-12-07T12:00")
        #expect(try fixture.ranking(at: "2026-12-08T12:00") == ["a", "b", "c"].map(PredictionFixture.key))
        try fixture.donate("c", at: "2026-12-07T12:01", id: "extra", group: nil)
        // c now has two donations: more frequent, so first.
        #expect(try fixture.ranking(at: "2026-12-08T12:00").first == PredictionFixture.key("c"))
    }

    @Test func theSameDonationsGiveTheSameScoresEveryTime() throws {
        let first = try twoHabits()
        let second = try twoHabits()
        for moment in ["2026-12-07T12:00", "2026-12-12T20:00", "2026-12-09T03:00"] {
            let a = try first.store.predictions(at: PredictionFixture.date(moment))
            let b = try second.store.predictions(at: PredictionFixture.date(moment))
            #expect(a.map(\.score) == b.map(\.score))
            #expect(a.map(\.group.key) == b.map(\.group.key))
        }
    }

    @Test func deletedDonationsNeverCount() throws {
        let fixture = try twoHabits()
        try fixture.donate("soup", at: "2026-12-07T12:01", id: "s-noon", group: "trial")
        try fixture.donate("soup", at: "2026-12-07T12:02", id: "s-noon-2", group: "trial")
        let before = try #require(try fixture.store.predictionGroup(key: PredictionFixture.key("soup")))
        try fixture.store.deleteInteractions(groupIdentifier: "trial")
        let after = try #require(try fixture.store.predictionGroup(key: PredictionFixture.key("soup")))
        #expect(before.donations == 5)
        #expect(after.donations == 3)
        #expect(after.hours[WeekHour(day: 0, hour: 12)] == 0)
        #expect(after.lastDonation == PredictionFixture.date("2026-12-05T19:48"))
        #expect(try fixture.ranking(at: "2026-12-14T12:00").first == PredictionFixture.key("tea"))
    }

    @Test func aLimitKeepsTheBestAndRecentListsByNewestDonation() throws {
        let fixture = try twoHabits()
        let predictions = try fixture.store.predictions(at: PredictionFixture.date("2026-12-12T20:00"), limit: 1)
        #expect(predictions.map(\.rank) == [1])
        #expect(predictions.first?.group.key == PredictionFixture.key("soup"))
        try fixture.donate("tea", at: "2026-12-10T09:00")
        let recent = try fixture.store.recentShortcuts()
        #expect(recent.map(\.group.key) == [PredictionFixture.key("tea"), PredictionFixture.key("soup")])
        #expect(recent.map(\.rank) == [1, 2])
        guard case .interaction(let newest) = recent.first?.shortcut else {
            Issue.record("expected an interaction")
            return
        }
        #expect(newest.date == PredictionFixture.date("2026-12-10T09:00"))
        #expect(try fixture.store.recentShortcuts(limit: 1).count == 1)
    }

    @Test func onlyTheMostRecentlyDonatedShortcutsAreCandidates() throws {
        let fixture = try PredictionFixture()
        // The oldest shortcut matches the moment best, but falls outside two candidates.
        for day in ["2026-11-16", "2026-11-23", "2026-11-30"] { try fixture.donate("tea", at: "\(day)T12:00") }
        try fixture.donate("soup", at: "2026-12-01T19:00")
        try fixture.donate("cake", at: "2026-12-02T16:00")
        var model = PredictionModel.standard
        #expect(
            try fixture.store.predictions(at: PredictionFixture.date("2026-12-07T12:00"), model: model).first?.group.key
                == PredictionFixture.key("tea"))
        model.candidates = 2
        let ranked = try fixture.store.predictions(at: PredictionFixture.date("2026-12-07T12:00"), model: model)
        #expect(Set(ranked.map(\.group.key)) == [PredictionFixture.key("soup"), PredictionFixture.key("cake")])
        #expect(try fixture.store.predictionGroups(limit: 2).map(\.key) == [PredictionFixture.key("cake"), PredictionFixture.key("soup")])
    }

    /// The candidates are read from the date index backwards and equal dates turned round:
    /// the same groups in the same order as sorting by date, then key, whatever the limit cuts.
    @Test func candidatesWithEqualDatesAreTheSmallestKeysInKeyOrder() throws {
        let fixture = try PredictionFixture()
        let dates = ["2026-11-30T12:00", "2026-12-01T19:00", "2026-12-01T19:00", "2026-12-02T08:00"]
        for (index, thing) in ["fig", "kiwi", "apple", "plum", "date", "lime", "pear", "cherry", "melon"].enumerated() {
            try fixture.donate(thing, at: dates[index % 3 == 0 ? 1 : index % dates.count])
        }
        let all = try fixture.store.database.query(
            "SELECT shortcut_key FROM prediction_groups ORDER BY last_ms DESC, shortcut_key"
        ) { $0.string(0) }
        #expect(all.count == 9)
        for limit in 0...10 {
            #expect(try fixture.store.predictionGroups(limit: limit).map(\.key) == Array(all.prefix(limit)), "limit \(limit)")
        }
    }

    @Test func habitsAreLearnedOnTheDevicesWallClock() throws {
        // 11:00 UTC is 12:00 in Paris in winter: a Paris lunch habit.
        let fixture = try PredictionFixture(timeZone: try #require(Zone(identifier: "Europe/Paris")))
        for day in ["2026-11-16", "2026-11-23", "2026-11-30"] { try fixture.donate("tea", at: "\(day)T11:00") }
        let group = try #require(try fixture.store.predictionGroup(key: PredictionFixture.key("tea")))
        #expect(group.hours == [WeekHour(day: 0, hour: 12): 3])
        let top = try #require(try fixture.store.predictions(at: PredictionFixture.date("2026-12-07T11:00")).first)
        #expect(top.score.moment == 1)
    }
}
