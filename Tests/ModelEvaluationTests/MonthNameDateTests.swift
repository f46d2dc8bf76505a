import Dates
import Foundation
import Testing

@testable import ModelEvaluation
@testable import SiriSystem

/// `eval --histories` reads dates whose month is written in words, as check-in data sets, logs,
/// mail and database exports write them (`MonthNameDate`).
@Suite struct MonthNameDateTests {
    @Test(arguments: [
        // The Foursquare check-ins (TSMC2014) and Twitter's `created_at`.
        ("Tue Apr 03 18:00:09 +0000 2012", "2012-04-03T18:00:09+00:00"),
        ("Wed Oct 10 20:19:24 -0500 2018", "2018-10-10T20:19:24-05:00"),
        // C's asctime, two spaces before a day of one digit.
        ("Tue Apr  3 18:00:09 2012", "2012-04-03T18:00:09"),
        // Mail (RFC 5322).
        ("Tue, 03 Apr 2012 18:00:09 GMT", "2012-04-03T18:00:09Z"),
        ("Tue, 3 Apr 2012 18:00:09 +05:30", "2012-04-03T18:00:09+05:30"),
        // Databases' and spreadsheets' day-month-year.
        ("03-Apr-2012", "2012-04-03"),
        ("03-APR-12", "2012-04-03"),
        ("3-Apr-99", "1999-04-03"),
        ("03-Apr-2012 18:00", "2012-04-03T18:00:00"),
        ("3 April 2012", "2012-04-03"),
        ("3.Apr.2012", "2012-04-03"),
        ("2012-Apr-03 06:05:04.250", "2012-04-03T06:05:04.250"),
        // Written out, with a 12-hour clock.
        ("April 3, 2012", "2012-04-03"),
        ("Apr. 3, 2012 6:00 PM", "2012-04-03T18:00:00"),
        ("April 3, 2012 at 6:00PM", "2012-04-03T18:00:00"),
        ("Sept 30 2012 12:15 a.m.", "2012-09-30T00:15:00"),
        ("Apr 3rd 2012", "2012-04-03"),
        ("the 21st of June 2024", "2024-06-21"),
        ("29 Feb 2024", "2024-02-29"),
        ("DECEMBER 1, 2010 8:26", "2010-12-01T08:26:00"),
    ])
    func readsAsISO8601(written: String, iso: String) {
        #expect(MonthNameDate.iso(written) == iso)
    }

    @Test(arguments: [
        "Apr 3",  // no year
        "April 2012",  // no day
        "29 Feb 2023",  // no such day
        "31 Apr 2012",
        "Apr 3 2012 Apr",  // two months
        "Apr 3 2012 13:00 PM",  // no 13 PM
        "Apr 3 2012 PM",  // a meridiem without a time
        "Apr 3 2012 6:00pm PM",  // two of them
        "Apr 3 2012 +0000",  // a zone without a time
        "3 Apr 2012 25:00",
        "Apr 3 2012 soup",
        "Apr 2012 3 4",
        "2012 Apr 2013",
        "",
        "tomato",
        "2012-04-03",  // ISO 8601 is read before this, and has no word
    ])
    func refuses(written: String) {
        #expect(MonthNameDate.iso(written) == nil)
    }

    @Test func aHistoriesFileReadsThemAsInstantsOrOnTheWallClock() throws {
        let text = """
            userId,venueId,venueCategory,timezoneOffset,utcTimestamp
            470,49bbd6c0,Arts & Crafts Store,-240,Tue Apr 03 18:00:09 +0000 2012
            470,49bbd6c0,Arts & Crafts Store,-240,Wed Apr 04 18:30:00 +0000 2012
            979,4a43c0aa,Bridge,-240,"Apr 3, 2012 6:00 PM"
            979,4a43c0aa,Bridge,-240,03-Apr-12 19:00

            """
        let tokyo = Zone(identifier: "Asia/Tokyo")!
        let histories = try EvaluationHistories(text: text, timeZone: tokyo)
        #expect(histories.columnNames?.date == "utcTimestamp")
        let byPerson = Dictionary(uniqueKeysWithValues: histories.histories.map { ($0.person, $0.donations.map(\.date.timeIntervalSince1970)) })
        // With an offset: that instant, whatever the zone.
        #expect(byPerson["470"] == [1_333_476_009, 1_333_564_200])
        // Without one: the wall clock of the zone (Tokyo, UTC+9).
        #expect(byPerson["979"] == [1_333_443_600, 1_333_447_200])
        #expect(histories.writtenDates == nil)
    }

    @Test func aMonthInWordsThatMakesNoDateIsNamedWithItsLine() {
        let text = "person,date,shortcut\nann,Apr 3 2012 10:00,soup\nann,31 Apr 2012,soup\n"
        #expect(throws: EvaluationHistories.ParseError.self) { try EvaluationHistories(text: text, timeZone: Zone(identifier: "UTC")!) }
        do {
            _ = try EvaluationHistories(text: text, timeZone: Zone(identifier: "UTC")!)
        } catch let error as EvaluationHistories.ParseError {
            #expect(error.line == 3)
            #expect(error.message.contains("'31 Apr 2012'"))
            #expect(error.message.contains("the month in words"))
        } catch {
            Issue.record("unexpected \(error)")
        }
    }
}
