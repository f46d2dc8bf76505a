import Dates
import Foundation
import Testing

@testable import SiriSystem

/// Columns a header's names would put in the wrong role: a shortcut that is each person's own
/// name, a positional reading the header's names contradict, a duration whose name ends as an
/// identifier's does, a place before what was drunk there. Each file is written here in the
/// shape of a public table it stands for.
@Suite struct HistoryColumnRolesTests {
    static let utc = Zone(identifier: "UTC")!

    func failure(_ text: String, person: String? = nil) -> EvaluationHistories.ParseError? {
        do {
            _ = try EvaluationHistories(text: text, timeZone: Self.utc, person: person)
            return nil
        } catch let error as EvaluationHistories.ParseError {
            return error
        } catch {
            return nil
        }
    }

    /// A cinema chain's history of one person (`Title,Watched Date,Theater,Ticket Cost`) names the
    /// date and the shortcut but no person; read by position its films would be the people, its
    /// theaters what they saw and its prices their kinds. Refused, pointing at --person, which
    /// reads it by its names.
    @Test func aHeaderWhoseNamesPositionWouldReadInOtherRolesIsRefused() throws {
        let text = "Title,Watched Date,Theater,Ticket Cost\nWomen Talking,2022-12-30,AMC The Grove 14,0\nBabylon,2022-12-24,AMC Burbank 16,0\n"
        let refused = try #require(failure(text))
        #expect(refused.line == 2)
        #expect(refused.message.hasPrefix("read by position, the shortcut's column (Title) would be the person;"), "\(refused.message)")
        #expect(refused.message.hasSuffix("; for a file of one person's records, read it with --person NAME"))
        let read = try EvaluationHistories(text: text, timeZone: Self.utc, person: "me")
        #expect(read.columnNames.map { [$0.date, $0.shortcut] } == ["Watched Date", "Title"])
        #expect(read.histories.first?.donations.map(\.key).sorted() == ["Babylon", "Women Talking"])
    }

    /// A Danish Garmin export's `Tid` and `Bundtid` (a duration, "00:36:26") end as an
    /// identifier's name does, but hold times: never the shortcut. With nothing else naming what
    /// was done, the file is refused rather than read by its durations.
    @Test func aColumnOfDurationsIsNoShortcutWhateverItsName() throws {
        let garmin =
            "Aktivitetstype,Dato,Favorit,Titel,Distance,Tid,Bundtid\n"
            + "Løb,2020-03-02 15:05:08,false,\"5k, dukkert\",6.29,00:36:26,0:00\n"
            + "Løb,2020-02-26 17:47:07,false,Aarhus Løb,6.16,00:36:35,0:00\n"
        #expect(failure(garmin, person: "me") != nil)
        // An identifier so named is still read (Steam's `appid`).
        let steam = try EvaluationHistories(text: "steamid,date,appid\n7656,2024-01-02,570\n", timeZone: Self.utc)
        #expect(steam.columnNames?.shortcut == "appid")
    }

    /// Untappd's older CSV export (`Beer,Brewery,Style,…,Venue,…,Date`) leaves `Venue` empty
    /// where no place was given: what was drunk comes before where.
    @Test func whatWasDrunkComesBeforeWhere() throws {
        let text =
            "Beer,Brewery,Style,ABV,Venue,Venue City,Score,Date\n"
            + "\"Hardcore IPA\",BrewDog,\"Imperial / Double IPA\",9.2,,,5,\"2012-03-11 20:08:16\"\n"
            + "Goliath,\"Wychwood Brewery\",\"English Bitter\",4.2,The Swan,Leeds,3,\"2012-03-17 20:01:10\"\n"
        let read = try EvaluationHistories(text: text, timeZone: Self.utc, person: "me")
        #expect(read.columnNames?.shortcut == "Beer")
        #expect(read.histories.first?.donations.map(\.key) == ["Hardcore IPA", "Goliath"])
    }
}
