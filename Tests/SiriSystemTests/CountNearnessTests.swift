import Dates
import Foundation
import SQLiteStore
import Testing

@testable import SiriSystem

/// The count's evidence judges how near the top each ranking put the person's orders.
@Suite struct CountNearnessTests {
    static let utc = Zone(identifier: "UTC")!
    static let model = PredictionModel.standard

    /// Σ log(nearness by count / nearness by fading) over `donations`, worked out by hand: the
    /// count's nearness is the shortcut's donations over the most donations of one shortcut, the
    /// fading's its faded weight over the largest faded weight, both before the donation.
    static func nearnessEvidence(_ donations: [(key: String, date: Date)]) -> Double {
        replayed(donations) { count, weight, counts, weights, ms, _ in
            let topCount = counts.values.max()!
            let topWeight = weights.values.map { $0.value(at: ms) }.max()!
            return log((Double(count) / Double(topCount)) / (weight.value(at: ms) / topWeight))
        }
    }

    /// The same history judged by the rule before this one: the log-likelihood ratio of the plain
    /// count's share of all donations against the faded weight's share of all faded weights.
    static func likelihoodEvidence(_ donations: [(key: String, date: Date)]) -> Double {
        replayed(donations) { count, weight, _, weights, ms, index in
            let all = weights.values.map { $0.value(at: ms) }.reduce(0, +)
            return log((Double(count) / Double(index)) / (weight.value(at: ms) / all))
        }
    }

    /// The sum of `judge` over every donation of a shortcut already ordered, given its count and
    /// faded weight, everyone's, the moment and how many donations came before, then counted.
    static func replayed(
        _ donations: [(key: String, date: Date)],
        judge: (Int, FadingSum, [String: Int], [String: FadingSum], Int64, Int) -> Double
    ) -> Double {
        var counts: [String: Int] = [:]
        var weights: [String: FadingSum] = [:]
        var evidence = 0.0
        for (index, donation) in donations.enumerated() {
            let ms = StoreJSON.milliseconds(donation.date)
            if let count = counts[donation.key], let weight = weights[donation.key] {
                evidence += judge(count, weight, counts, weights, ms, index)
            }
            counts[donation.key, default: 0] += 1
            if weights[donation.key] == nil {
                weights[donation.key] = FadingSum(donationAt: ms, halfLifeDays: model.halfLifeDays)
            } else {
                weights[donation.key]?.add(ms)
            }
        }
        return evidence
    }

    /// Ten months of a favourite with a one-off between its orders, each one-off coming back
    /// four months later, then a new favourite: six orders in November.
    static func driftingFavourite() -> [(key: String, date: Date)] {
        var donations: [(key: String, date: Date)] = []
        func add(_ key: String, _ text: String) { donations.append((key, PredictionFixture.date(text))) }
        for month in 1...10 {
            add("soup", String(format: "2026-%02d-03T12:00", month))
            add(["bread", "tea", "jam", "pie"][month % 4], String(format: "2026-%02d-10T12:00", month))
            add("soup", String(format: "2026-%02d-17T12:00", month))
        }
        for day in [1, 8, 15, 22, 29, 30] { add("cake", String(format: "2026-11-%02dT12:00", day)) }
        return donations
    }

    static func fill(_ fixture: PredictionFixture, _ donations: [(key: String, date: Date)]) throws {
        for donation in donations {
            _ = try fixture.store.donate(Interaction(intent: PredictionFixture.intent(donation.key), identifier: nil, date: donation.date))
        }
    }

    /// The first shortcut at `text` for `habits`, over the store's groups.
    static func first(_ fixture: PredictionFixture, _ habits: PersonalHabits, at text: String) throws -> String? {
        let date = PredictionFixture.date(text)
        let view = PredictionModel.PersonalView(habits, at: date, timeZone: utc, model: model)
        let scored = try fixture.store.predictionGroups().map { (key: $0.key, last: $0.lastDonation, value: model.score($0, at: date, timeZone: utc, person: view).value) }
        return PredictionModel.ranked(scored, score: { $0.value }, last: { $0.last }, key: { $0.key }).first?.key
    }

    @Test func theCountsEvidenceIsHowNearTheTopEachRankingPutTheOrders() throws {
        let donations = Self.driftingFavourite()
        let fixture = try PredictionFixture()
        try Self.fill(fixture, donations)
        let stored = try fixture.store.personalHabits()
        let expected = Self.nearnessEvidence(donations.map { (PredictionFixture.key($0.key), $0.date) })
        #expect(abs(stored.countEvidence - expected) < 1e-9)
        // The same every time: a replay of the donations, and a second store of them.
        let replayed = PersonalHabits.replay(try fixture.store.evaluationHistory())
        let twice = PersonalHabits.replay(try fixture.store.evaluationHistory())
        #expect(replayed == stored && twice == replayed)
        let again = try PredictionFixture()
        try Self.fill(again, donations)
        #expect(try again.store.personalHabits() == stored)
    }

    @Test func aFavouriteThatChangesMovesTheWeightToTheFading() throws {
        let donations = Self.driftingFavourite()
        let fixture = try PredictionFixture()
        try Self.fill(fixture, donations)
        let habits = try fixture.store.personalHabits()
        // The one-offs coming back after four months are far likelier by their count than by
        // their faded weight: judged by the share of all donations, the history still says the
        // count.
        let keyed = donations.map { (PredictionFixture.key($0.key), $0.date) }
        let likelihood = Self.likelihoodEvidence(keyed)
        #expect(likelihood > 0)
        // Judged by how near the top each put the orders, the cakes, near the top by their faded
        // weight and far below it by their count, say the fading.
        #expect(habits.countEvidence < 0)
        // Without the rank hold and the time signals, so that the count's judgement alone decides:
        // the count's weight is below a half and the new favourite comes first; with the earlier
        // judgement the old one did.
        var unheld = habits
        unheld.countRankEvidence = 0
        unheld.evidence = unheld.evidence.map { _ in -1 }
        #expect(unheld.countTrust(model: Self.model) < 0.5)
        #expect(try Self.first(fixture, unheld, at: "2026-12-01T12:00") == PredictionFixture.key("cake"))
        var before = unheld
        before.countEvidence = likelihood
        #expect(before.countTrust(model: Self.model) > 0.5)
        #expect(try Self.first(fixture, before, at: "2026-12-01T12:00") == PredictionFixture.key("soup"))
        // And the store's own ranking puts the new favourite first.
        #expect(try fixture.ranking(at: "2026-12-01T12:00").first == PredictionFixture.key("cake"))
        let text = PersonalHabitsText.lines(habits, model: Self.model).joined(separator: "\n")
        #expect(text.contains("plain count against fading by age: nearer the top by \(String(format: "%+.2f", habits.countEvidence)), ranked first of late"))
    }

    @Test func aStableFavouriteKeepsTheCount() throws {
        // The favourite and one-offs that come back months later: the count ranks them nearer
        // the top than the fading does, and the favourite is first for both.
        let fixture = try PredictionFixture()
        for month in 1...10 {
            try fixture.donate("soup", at: String(format: "2026-%02d-03T12:00", month))
            try fixture.donate(["bread", "tea", "cake"][month % 3], at: String(format: "2026-%02d-10T12:00", month))
            try fixture.donate("soup", at: String(format: "2026-%02d-17T12:00", month))
        }
        let habits = try fixture.store.personalHabits()
        #expect(habits.countEvidence > 0)
        #expect(habits.countTrust(model: Self.model) > 0.5)
    }

    @Test func aRowWrittenBeforeKeepsItsCountEvidenceAndJudgesTheNextDonationByNearness() throws {
        let donations = Self.driftingFavourite()
        let fixture = try PredictionFixture()
        try Self.fill(fixture, donations)
        let full = try fixture.store.personalHabits()
        // The row as the earlier rule wrote it: the same eighteen doubles, the count's evidence
        // (the fifth) a log-likelihood ratio.
        let earlier = Self.likelihoodEvidence(donations.map { (PredictionFixture.key($0.key), $0.date) })
        let bits = earlier.bitPattern
        let hex = (0..<8).map { String(format: "%02X", UInt8(truncatingIfNeeded: bits >> (8 * UInt64($0)))) }.joined()
        try fixture.store.database.execute(
            "UPDATE prediction_person SET evidence = substr(evidence, 1, 32) || X'\(hex)' || substr(evidence, 41)")
        let old = try fixture.store.personalHabits()
        #expect(old.countEvidence == earlier)
        var same = old
        same.countEvidence = full.countEvidence
        #expect(same == full)
        // The next donation adds its own nearness judgement to what was stored.
        let groups = try fixture.store.predictionGroups()
        let date = PredictionFixture.date("2026-12-01T12:00")
        let ms = StoreJSON.milliseconds(date)
        let weight = { (group: PredictionGroup) in
            FadingSum(sum: group.fading, newest: StoreJSON.milliseconds(group.lastDonation), halfLifeDays: Self.model.halfLifeDays).value(at: ms)
        }
        let soup = try #require(groups.first { $0.key == PredictionFixture.key("soup") })
        let step = log((Double(soup.donations) / Double(groups.map(\.donations).max()!)) / (weight(soup) / groups.map(weight).max()!))
        try fixture.donate("soup", at: "2026-12-01T12:00")
        let next = try fixture.store.personalHabits()
        #expect(abs(next.countEvidence - (earlier + step)) < 1e-9)
        #expect(try fixture.store.database.first("SELECT length(evidence) FROM prediction_person", []) { $0.int(0) } == 18 * 8)
    }

    @Test func thePersonsRowReadsBackAsWritten() throws {
        let fixture = try PredictionFixture()
        try Self.fill(fixture, Self.driftingFavourite())
        let habits = try fixture.store.personalHabits()
        try fixture.store.database.transaction { try PersonalHabitsRow.write(habits, in: fixture.store.database) }
        #expect(try fixture.store.personalHabits() == habits)
        #expect(habits.countEvidence != 0 && habits.countRankEvidence != 0 && habits.topCount > 0 && habits.topFading > 0)
    }
}
