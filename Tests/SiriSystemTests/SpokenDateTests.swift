import Dates
import Foundation
import SiriSystem
import Testing

/// A date said to Siri for a date parameter, read on the device's clock (`SpokenDate`).
@Suite struct SpokenDateTests {
    /// Friday 4 December 2026, 10:00 in Paris: 09:00 UTC.
    static let zone = Zone(identifier: "Europe/Paris")!
    static let now = zone.date(year: 2026, month: 12, day: 4, hour: 10)

    func read(_ said: String, now: Date = Self.now) -> String? { SpokenDate.read(said, now: now, zone: Self.zone) }

    /// "in two hours", "in 3 days": that long after the moment said, on the device's clock; whole
    /// days are a day, a length under a minute or none is no date.
    @Test func aLengthOfTimeFromNowIsThatMoment() {
        #expect(read("in two hours") == "2026-12-04T12:00")
        #expect(read("in 90 minutes") == "2026-12-04T11:30")
        #expect(read("in 3 days") == "2026-12-07")
        #expect(read("in a week") == "2026-12-11")
        #expect(read("in 10 seconds") == nil)
        #expect(read("in") == nil)
    }

    @Test func relativeDaysAndWeekdaysCountFromTodayOnTheDevicesClock() {
        #expect(read("today") == "2026-12-04")
        #expect(read("Tomorrow") == "2026-12-05")
        #expect(read("yesterday") == "2026-12-03")
        #expect(read("the day after tomorrow") == "2026-12-06")
        // Today is a Friday: "Friday" is today, "next Friday" a week on; Monday is the coming one.
        #expect(read("Friday") == "2026-12-04")
        #expect(read("next Friday") == "2026-12-11")
        #expect(read("on Monday") == "2026-12-07")
        #expect(read("tue") == "2026-12-08")
        // 23:30 UTC on the 4th is already the 5th in Paris.
        let late = Date(timeIntervalSince1970: Self.now.timeIntervalSince1970 + 14.5 * 3600)
        #expect(read("today", now: late) == "2026-12-05")
        // Across the end of a month and a year.
        #expect(read("tomorrow", now: Self.zone.date(year: 2026, month: 12, day: 31, hour: 9)) == "2027-01-01")
    }

    @Test func aMonthAndADayInEitherOrderWithOrWithoutAYear() {
        #expect(read("December 25") == "2026-12-25")
        #expect(read("25 December") == "2026-12-25")
        #expect(read("the 1st of March 2027") == "2027-03-01")
        #expect(read("Dec 5th, 2027") == "2027-12-05")
        #expect(read("June twenty-first") == "2026-06-21")
        #expect(read("twenty first of June") == "2026-06-21")
        #expect(read("February 29 2028") == "2028-02-29")
        #expect(read("February 29") == nil)  // 2026 is no leap year
        #expect(read("February 30 2028") == nil)
        #expect(read("June 32") == nil)
    }

    @Test func aTimeWithADayOrAlone() {
        #expect(read("tomorrow at 5 pm") == "2026-12-05T17:00")
        #expect(read("Friday 5:30pm") == "2026-12-04T17:30")
        #expect(read("December 24 at midnight") == "2026-12-24T00:00")
        #expect(read("12 am today") == "2026-12-04T00:00")
        #expect(read("12 pm") == "12:00")
        #expect(read("noon") == "12:00")
        #expect(read("17:45") == "17:45")
        #expect(read("13 pm") == nil)
        #expect(read("25:00") == nil)
    }

    @Test func iso8601IsTakenAsWrittenAndAnythingElseIsNoDate() {
        #expect(read("2026-12-31") == "2026-12-31")
        #expect(read(" 2026-12-31T17:00 ") == "2026-12-31T17:00")
        for said in ["banana", "", "next", "friday banana", "5", "the", "tomorrow tomorrow", "December"] {
            #expect(read(said) == nil, "\(said)")
        }
    }
}
