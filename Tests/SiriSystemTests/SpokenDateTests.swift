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
        // With its weekday, which must be that day's (it was not understood).
        #expect(read("Friday, December 11") == "2026-12-11")
        #expect(read("Mon January 4 2027 at 9 am") == "2027-01-04T09:00")
        #expect(read("Saturday, December 11") == nil)
    }

    @Test func aTimeWithADayOrAlone() {
        #expect(read("tomorrow at 5 pm") == "2026-12-05T17:00")
        #expect(read("Friday 5:30pm") == "2026-12-04T17:30")
        // Written with points, as a transcript or a style guide writes them (it was not understood).
        #expect(read("tomorrow at 5:30 p.m.") == "2026-12-05T17:30")
        #expect(read("Friday 5:30p.m.") == "2026-12-04T17:30")
        #expect(read("tomorrow at 9 a.m") == "2026-12-05T09:00")
        #expect(read("Tomorrow at 7 P.M.") == "2026-12-05T19:00")
        #expect(read("December 24 at midnight") == "2026-12-24T00:00")
        #expect(read("12 am today") == "2026-12-04T00:00")
        #expect(read("12 pm") == "12:00")
        #expect(read("noon") == "12:00")
        #expect(read("17:45") == "17:45")
        #expect(read("13 pm") == nil)
        #expect(read("25:00") == nil)
    }

    /// A part of a day is read at soupchef's hour for it: "tonight" was today at midnight, hours
    /// past. A time said with an afternoon, evening or night is after noon.
    @Test func aPartOfADayIsReadAtItsHour() {
        #expect(read("tonight") == "2026-12-04T21:00")
        #expect(read("this evening") == "2026-12-04T18:00")
        #expect(read("this morning") == "2026-12-04T09:00")
        #expect(read("this afternoon") == "2026-12-04T15:00")
        #expect(read("tomorrow morning") == "2026-12-05T09:00")
        #expect(read("tomorrow afternoon") == "2026-12-05T15:00")
        #expect(read("tomorrow evening") == "2026-12-05T18:00")
        #expect(read("tomorrow night") == "2026-12-05T21:00")
        #expect(read("Monday night") == "2026-12-07T21:00")
        #expect(read("tonight at 8") == "2026-12-04T20:00")
        // Midnight tonight is the one that ends today, not the one already past.
        #expect(read("tonight at midnight") == "2026-12-05T00:00")
        #expect(read("midnight today") == "2026-12-05T00:00")
        #expect(read("tonight at 8:30") == "2026-12-04T20:30")
        #expect(read("tomorrow morning at 7") == "2026-12-05T07:00")
        #expect(read("tomorrow evening at 6 pm") == "2026-12-05T18:00")
        #expect(read("at 8 in the evening") == "20:00")
        for said in ["evening", "tonight at 12", "last night"] {
            #expect(read(said) == nil, "\(said)")
        }
    }

    /// An hour without minutes after "at" is read as one with them: on a 24-hour clock, as "at
    /// 8:30" is 08:30. "tomorrow at 8" was not understood. A number alone is no time.
    @Test func anHourAloneAfterAtIsATime() {
        #expect(read("tomorrow at 8") == "2026-12-05T08:00")
        #expect(read("tomorrow at 8:30") == "2026-12-05T08:30")
        #expect(read("next Friday at 7") == "2026-12-11T07:00")
        #expect(read("at 9") == "09:00")
        #expect(read("at 17") == "17:00")
        #expect(read("at eight") == "08:00")
        #expect(read("at 8 o'clock") == "08:00")
        #expect(read("December 5 at 8") == "2026-12-05T08:00")
        #expect(read("tomorrow at 8 pm") == "2026-12-05T20:00")
        #expect(read("at 24") == nil)
        #expect(read("9") == nil)
    }

    /// A time said in words as people say it: an hour in words before "am" or "pm" ("five pm"
    /// was not understood though "at five" was), "o'clock", "half past", "a quarter to"; on the
    /// 24-hour clock without "am", "pm" or a later part of the day, as "at 8" is.
    @Test func aTimeSaidInWordsIsATime() {
        #expect(read("five pm") == "17:00")
        #expect(read("tomorrow at five pm") == "2026-12-05T17:00")
        #expect(read("five thirty pm") == "17:30")
        #expect(read("seven oh five am") == "07:05")
        #expect(read("eleven forty five pm") == "23:45")
        #expect(read("at five thirty") == "05:30")
        #expect(read("3 o'clock") == "03:00")
        #expect(read("three o’clock pm") == "15:00")
        #expect(read("half past three") == "03:30")
        #expect(read("half past three pm") == "15:30")
        #expect(read("half past three in the afternoon") == "15:30")
        #expect(read("tomorrow at a quarter past 9") == "2026-12-05T09:15")
        #expect(read("quarter to four") == "03:45")
        #expect(read("a quarter to one pm") == "12:45")
        #expect(read("Friday at half past 14") == "2026-12-04T14:30")
        // A number alone, or minutes alone, is still no time; nor is "half to".
        #expect(read("five") == nil)
        #expect(read("five thirty") == nil)
        #expect(read("half to four") == nil)
        #expect(read("quarter to 0") == nil)
        #expect(read("thirteen pm") == nil)
    }

    /// What each kind of date parameter keeps, one rule for SiriKit's and App Intents': a Date
    /// its day, a Time its time ("tomorrow" was kept as a day), a Date and Time a time alone as
    /// today's ("5pm" kept no day).
    @Test func eachKindOfDateParameterKeepsWhatItHolds() {
        func read(_ said: String, _ holding: SpokenDate.Holding) -> String? {
            SpokenDate.read(said, now: Self.now, zone: Self.zone, holding: holding)
        }
        #expect(read("tomorrow at 5 pm", .day) == "2026-12-05")
        #expect(read("5 pm", .day) == nil)
        #expect(read("in 2 hours", .time) == "12:00")
        #expect(read("tonight", .time) == "21:00")
        #expect(read("tomorrow", .time) == nil)
        #expect(read("2026-12-08", .time) == nil)
        #expect(read("5pm", .dayAndTime) == "2026-12-04T17:00")
        #expect(read("tomorrow", .dayAndTime) == "2026-12-05")
        #expect(read("5pm", .asSaid) == "17:00")
        #expect(SpokenDate.Holding(kind: "Time") == .time && SpokenDate.Holding(kind: nil) == .asSaid)
        #expect(SpokenDate.kept("17:00", holding: .dayAndTime, today: nil) == "17:00")
    }

    @Test func iso8601IsTakenAsWrittenAndAnythingElseIsNoDate() {
        #expect(read("2026-12-31") == "2026-12-31")
        #expect(read(" 2026-12-31T17:00 ") == "2026-12-31T17:00")
        for said in ["banana", "", "next", "friday banana", "5", "the", "tomorrow tomorrow", "December"] {
            #expect(read(said) == nil, "\(said)")
        }
    }
}
