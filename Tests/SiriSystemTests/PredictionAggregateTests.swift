import Dates
import Foundation
import Testing

@testable import SiriSystem

@Suite struct PredictionAggregateTests {
    @Test func weekHoursStartOnMondayAndReadTheWallClockOfTheStoreZone() throws {
        // 2026-12-07 is a Monday.
        #expect(WeekHour(PredictionFixture.date("2026-12-07T00:10"), in: Zone(identifier: "UTC")!).index == 0)
        #expect(WeekHour(PredictionFixture.date("2026-12-07T12:59"), in: Zone(identifier: "UTC")!) == WeekHour(day: 0, hour: 12))
        #expect(WeekHour(PredictionFixture.date("2026-12-13T23:30"), in: Zone(identifier: "UTC")!).index == 167)
        // Sunday 23:30 UTC is Monday 00:30 in Paris.
        let paris = try #require(Zone(identifier: "Europe/Paris"))
        #expect(WeekHour(PredictionFixture.date("2026-12-13T23:30"), in: paris) == WeekHour(day: 0, hour: 0))
        #expect(WeekHour(day: 5, hour: 20).isWeekend)
        #expect(!WeekHour(day: 4, hour: 20).isWeekend)
        #expect(WeekHour(day: 5, hour: 20).description == "Saturday 20:00–20:59")
    }

    @Test func eachDonationCountsOnceInItsShortcutAndHour() throws {
        let fixture = try PredictionFixture()
        try fixture.donate("tea", at: "2026-12-07T12:05", id: "a")
        try fixture.donate("tea", at: "2026-12-14T12:40", id: "b")
        try fixture.donate("tea", at: "2026-12-15T08:00", id: "c")
        try fixture.donate("tea", at: "2026-12-15T08:00", size: 2, id: "d")
        // A second donation with a stored identifier changes nothing, the aggregate included.
        try fixture.donate("tea", at: "2026-12-20T08:00", id: "a")

        let tea = try #require(try fixture.store.predictionGroup(key: PredictionFixture.key("tea")))
        #expect(tea.donations == 3)
        #expect(tea.source == .interaction)
        #expect(tea.hours == [WeekHour(day: 0, hour: 12): 2, WeekHour(day: 1, hour: 8): 1])
        #expect(tea.lastDonation == PredictionFixture.date("2026-12-15T08:00"))
        let large = try #require(try fixture.store.predictionGroup(key: "OrderThing|thing=tea|size=2"))
        #expect(large.donations == 1)
        #expect(try fixture.store.predictionGroups().count == 2)
        #expect(try fixture.aggregateMatchesDonations())
    }

    @Test func deletingByIdentifierTakesBackExactlyWhatTheDonationAdded() throws {
        let fixture = try PredictionFixture()
        try fixture.donate("tea", at: "2026-12-07T12:05", id: "a")
        try fixture.donate("tea", at: "2026-12-14T12:40", id: "b")
        try fixture.donate("tea", at: "2026-12-15T08:00", id: "c")

        let deleted = try fixture.store.deleteInteractions(identifiers: ["c", "unknown", "a"])
        #expect(deleted == ["c", "a"])
        let tea = try #require(try fixture.store.predictionGroup(key: PredictionFixture.key("tea")))
        #expect(tea.donations == 1)
        #expect(tea.hours == [WeekHour(day: 0, hour: 12): 1])
        // The newest donation went, so the group's newest date is looked up again.
        #expect(tea.lastDonation == PredictionFixture.date("2026-12-14T12:40"))

        #expect(try fixture.store.deleteInteractions(identifiers: ["b"]) == ["b"])
        #expect(try fixture.store.predictionGroup(key: PredictionFixture.key("tea")) == nil)
        #expect(try fixture.store.predictionGroups().isEmpty)
        #expect(try fixture.store.predictions(at: PredictionFixture.date("2026-12-21T12:00")).isEmpty)
    }

    @Test func deletingAGroupIdentifierReturnsItsDonationsOldestFirstAndLeavesTheRest() throws {
        let fixture = try PredictionFixture()
        try fixture.donate("tea", at: "2026-12-08T12:00", id: "t2", group: "lunch")
        try fixture.donate("tea", at: "2026-12-07T12:00", id: "t1", group: "lunch")
        try fixture.donate("tea", at: "2026-12-09T12:00", id: "t3")
        try fixture.donate("soup", at: "2026-12-09T19:00", id: "s1", group: "lunch")
        try fixture.donate("cake", at: "2026-12-09T16:00", id: "c1", group: "party")

        #expect(try fixture.store.deleteInteractions(groupIdentifier: "lunch") == ["t1", "t2", "s1"])
        #expect(try fixture.store.deleteInteractions(groupIdentifier: "nobody") == [])
        #expect(try fixture.store.interactionCount() == 2)
        #expect(try fixture.store.predictionGroup(key: PredictionFixture.key("tea"))?.donations == 1)
        #expect(try fixture.store.predictionGroup(key: PredictionFixture.key("soup")) == nil)
        #expect(try fixture.store.predictionGroup(key: PredictionFixture.key("cake"))?.donations == 1)
        #expect(try fixture.aggregateMatchesDonations())
    }

    @Test func deletingAllInteractionsKeepsTheActivities() throws {
        let fixture = try PredictionFixture()
        try fixture.donate("tea", at: "2026-12-07T12:00")
        try fixture.donate("soup", at: "2026-12-07T19:00")
        let menu = UserActivity(activityType: "com.example.menu", title: "Menu", persistentIdentifier: "menu", isEligibleForPrediction: true)
        try fixture.store.donate(menu, date: PredictionFixture.date("2026-12-07T11:50"))

        #expect(try fixture.store.deleteAllInteractions() == 2)
        let groups = try fixture.store.predictionGroups()
        #expect(groups.map(\.key) == ["NSUserActivity:com.example.menu|menu"])
        #expect(groups.first?.source == .userActivity)
        #expect(try fixture.aggregateMatchesDonations())
    }

    @Test func onlyActivitiesEligibleForPredictionArePredicted() throws {
        let fixture = try PredictionFixture()
        let menu = UserActivity(
            activityType: "com.example.menu", title: "Menu", persistentIdentifier: "com.example.menu", isEligibleForPrediction: true)
        let receipt = UserActivity(activityType: "com.example.receipt", title: "Receipt", persistentIdentifier: "r1")
        try fixture.store.donate(menu, date: PredictionFixture.date("2026-12-07T11:50"))
        try fixture.store.donate(menu, date: PredictionFixture.date("2026-12-08T11:55"))
        try fixture.store.donate(receipt, date: PredictionFixture.date("2026-12-08T12:30"))

        #expect(menu.predictionKey == "NSUserActivity:com.example.menu")
        #expect(receipt.predictionKey == nil)
        let predictions = try fixture.store.predictions(at: PredictionFixture.date("2026-12-14T12:00"))
        #expect(predictions.count == 1)
        #expect(predictions.first?.group.donations == 2)
        guard case .userActivity(let newest) = predictions.first?.shortcut else {
            Issue.record("expected the menu activity, got \(String(describing: predictions.first))")
            return
        }
        #expect(newest.date == PredictionFixture.date("2026-12-08T11:55"))
    }

    @Test func deletingActivitiesByPersistentIdentifierAndAllOfThem() throws {
        let fixture = try PredictionFixture()
        let menu = UserActivity(activityType: "com.example.menu", title: "Menu", persistentIdentifier: "menu", isEligibleForPrediction: true)
        let other = UserActivity(activityType: "com.example.menu", title: "Menu", persistentIdentifier: "menu-2", isEligibleForPrediction: true)
        try fixture.store.donate(menu, date: PredictionFixture.date("2026-12-07T11:50"))
        try fixture.store.donate(menu, date: PredictionFixture.date("2026-12-08T11:50"))
        try fixture.store.donate(other, date: PredictionFixture.date("2026-12-08T18:00"))
        try fixture.donate("tea", at: "2026-12-07T12:00")

        #expect(try fixture.store.deleteActivities(persistentIdentifiers: ["menu", "never-donated"]) == 2)
        #expect(try fixture.store.predictionGroups().map(\.key) == ["NSUserActivity:com.example.menu|menu-2", PredictionFixture.key("tea")])
        #expect(try fixture.aggregateMatchesDonations())
        #expect(try fixture.store.deleteAllActivities() == 1)
        #expect(try fixture.store.predictionGroups().map(\.key) == [PredictionFixture.key("tea")])
        #expect(try fixture.aggregateMatchesDonations())
    }

    @Test(arguments: [1, 2, 3, 4])
    func theAggregateAlwaysAgreesWithTheDonations(seed: UInt64) throws {
        // A fixed pseudo-random walk of donations and every kind of deletion.
        var state = seed &* 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let fixture = try PredictionFixture()
        let things = ["tea", "soup", "cake"]
        let base = PredictionFixture.date("2026-11-02T00:00")
        var identifiers: [String] = []
        for step in 0..<160 {
            switch next(10) {
            case 0..<6:
                let id = "i\(step)"
                let date = base.addingTimeInterval(Double(next(28 * 24 * 60)) * 60)
                try fixture.store.donate(
                    Interaction(
                        intent: PredictionFixture.intent(things[next(3)], size: next(2) == 0 ? nil : 1 + next(2)), identifier: id,
                        groupIdentifier: next(3) == 0 ? "g\(next(3))" : nil, date: date))
                identifiers.append(id)
            case 6, 7:
                guard !identifiers.isEmpty else { continue }
                try fixture.store.deleteInteractions(identifiers: [identifiers[next(identifiers.count)], "missing"])
            case 8:
                try fixture.store.deleteInteractions(groupIdentifier: "g\(next(3))")
            default:
                let menu = UserActivity(activityType: "com.example.menu", persistentIdentifier: "p\(next(2))", isEligibleForPrediction: true)
                if next(4) == 0 {
                    try fixture.store.deleteActivities(persistentIdentifiers: ["p\(next(2))"])
                } else {
                    try fixture.store.donate(menu, date: base.addingTimeInterval(Double(next(28 * 24)) * 3600))
                }
            }
            try #require(try fixture.aggregateMatchesDonations(), "after step \(step)")
        }
    }

    @Test func bulkDonationBuildsTheSameAggregateAsDonatingOneByOne() throws {
        let base = PredictionFixture.date("2026-11-02T00:00")
        let things = ["tea", "soup", "cake"]
        var interactions: [Interaction] = []
        for step in 0..<300 {
            let intent = PredictionFixture.intent(things[step % 3], size: step % 4 == 0 ? 2 : nil)
            let hours = Double(step * 97 % (28 * 24))
            interactions.append(Interaction(intent: intent, identifier: "b\(step % 290)", date: base.addingTimeInterval(hours * 3600)))
        }
        let bulk = try PredictionFixture()
        try bulk.store.donate(Interaction(intent: PredictionFixture.intent("tea"), identifier: "before", date: base))
        try bulk.store.donate(contentsOf: interactions)
        let single = try PredictionFixture()
        try single.store.donate(Interaction(intent: PredictionFixture.intent("tea"), identifier: "before", date: base))
        for interaction in interactions { try single.store.donate(interaction) }
        #expect(try bulk.aggregateMatchesDonations())
        // The same groups; the weights summed in another order agree to rounding.
        let (bulkGroups, singleGroups) = (try bulk.store.predictionGroups(), try single.store.predictionGroups())
        #expect(bulkGroups.count == singleGroups.count)
        for (a, b) in zip(bulkGroups, singleGroups) {
            #expect(a.key == b.key && a.source == b.source && a.donations == b.donations && a.lastDonation == b.lastDonation && a.hours == b.hours)
            #expect(abs(a.fading - b.fading) < 1e-9 * b.fading)
        }
        // Ten identifiers repeat: those donations are ignored, in the aggregate too.
        #expect(try bulk.store.interactionCount() == 291)
    }
}
