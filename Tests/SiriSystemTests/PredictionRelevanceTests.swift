import Dates
import Foundation
import Testing

@testable import SiriSystem

@Suite struct PredictionRelevanceTests {
    let utc = Zone(identifier: "UTC")!

    func holds(_ provider: RelevanceProvider, at text: String, in zone: Zone? = nil) -> Bool {
        provider.evaluate(at: PredictionFixture.date(text), timeZone: zone ?? utc).isRelevant
    }

    // 2026-12-07 is a Monday, 2026-12-11 a Friday, 2026-12-12 a Saturday.
    @Test(arguments: [
        ("2026-12-07T08:59", false), ("2026-12-07T09:00", true), ("2026-12-07T12:00", true), ("2026-12-11T16:59", true),
        ("2026-12-11T17:00", false), ("2026-12-12T12:00", false), ("2026-12-13T10:00", false), ("2026-12-08T23:00", false),
    ])
    func theWorkRoutineHoldsOnWeekdaysFromNineToFive(moment: String, expected: Bool) {
        #expect(holds(.dailyRoutine(.work), at: moment) == expected)
        #expect(RelevanceProvider.dailyRoutine(.work).evaluate(at: PredictionFixture.date(moment), timeZone: utc).window == "weekdays 09:00–17:00")
    }

    @Test func routineWindowsReadTheDevicesWallClock() throws {
        let tokyo = try #require(Zone(identifier: "Asia/Tokyo"))
        // 01:00 UTC on a Monday is 10:00 in Tokyo: working hours there, not in UTC.
        #expect(holds(.dailyRoutine(.work), at: "2026-12-07T01:00", in: tokyo))
        #expect(!holds(.dailyRoutine(.work), at: "2026-12-07T01:00"))
    }

    @Test func everySituationHasADocumentedWindowOrSaysItIsNotSimulated() {
        for situation in DailyRoutineSituation.allCases {
            let evaluation = RelevanceProvider.dailyRoutine(situation).evaluate(at: PredictionFixture.date("2026-12-07T12:00"), timeZone: utc)
            #expect(!evaluation.window.isEmpty)
            #expect(evaluation.isSimulated == (RelevanceWindow.dailyRoutine(situation) != nil))
            if !evaluation.isSimulated { #expect(!evaluation.isRelevant) }
        }
        #expect(holds(.dailyRoutine(.morning), at: "2026-12-12T07:30"))
        #expect(!holds(.dailyRoutine(.morning), at: "2026-12-12T10:00"))
        #expect(holds(.dailyRoutine(.evening), at: "2026-12-08T21:59"))
        #expect(holds(.dailyRoutine(.commute), at: "2026-12-08T17:30"))
        #expect(!holds(.dailyRoutine(.commute), at: "2026-12-12T17:30"))
        #expect(holds(.dailyRoutine(.home), at: "2026-12-12T12:00"))
        #expect(!holds(.dailyRoutine(.home), at: "2026-12-08T12:00"))
        #expect(holds(.dailyRoutine(.school), at: "2026-12-08T08:00"))
        #expect(!holds(.dailyRoutine(.gym), at: "2026-12-08T18:00"))
    }

    @Test func dateProvidersHoldBetweenTheirDatesOrForAnHourWithoutAnEnd() {
        let start = PredictionFixture.date("2026-12-07T12:00")
        let bounded = RelevanceProvider.date(start: start, end: PredictionFixture.date("2026-12-09T12:00"))
        #expect(!holds(bounded, at: "2026-12-07T11:59"))
        #expect(holds(bounded, at: "2026-12-08T03:00"))
        #expect(!holds(bounded, at: "2026-12-09T12:01"))
        let open = RelevanceProvider.date(start: start, end: nil)
        #expect(holds(open, at: "2026-12-07T12:30"))
        #expect(!holds(open, at: "2026-12-07T13:01"))
    }

    @Test func locationIsNeverRelevantBecauseItIsNotSimulated() {
        let evaluation = RelevanceProvider.location(name: "Ferry Building", latitude: 37.795316, longitude: -122.39376, radius: 100)
            .evaluate(at: PredictionFixture.date("2026-12-07T12:00"), timeZone: utc)
        #expect(!evaluation.isRelevant)
        #expect(!evaluation.isSimulated)
    }

    @Test func aRelevantShortcutIsRelevantWhenAnyProviderHolds() {
        let shortcut = RelevantShortcut(
            shortcut: .intent(PredictionFixture.intent("tea")), title: "Tea",
            relevanceProviders: [.dailyRoutine(.gym), .dailyRoutine(.work)])
        let weekday = shortcut.evaluate(at: PredictionFixture.date("2026-12-07T12:00"), timeZone: utc)
        #expect(weekday.isRelevant)
        #expect(weekday.providers.map(\.isRelevant) == [false, true])
        #expect(!shortcut.evaluate(at: PredictionFixture.date("2026-12-12T12:00"), timeZone: utc).isRelevant)
    }
}
