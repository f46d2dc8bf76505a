import Foundation
import Testing
import TextMatching

@testable import Dates
@testable import ModelEvaluation
@testable import SiriSystem
@testable import SoupChefCLI
@testable import SoupKit

/// Inputs the fuzz targets (Tests/Fuzz) once crashed on, kept as tests.
@Suite struct FuzzRegressionTests {
    /// fuzz-dates: a date in a zone's local mean time (Kathmandu was +05:41:16 until 1920) was
    /// written with a whole-minute offset and read back 16 seconds off; a fraction of .9996 s was
    /// dropped instead of rounded up.
    @Test(arguments: [
        ("1013-12-07T12:00:30+05:45", "Asia/Kathmandu"),
        ("1900-01-01T00:00:00", "America/Los_Angeles"),
        ("2026-12-07T12:00:59.9996Z", "UTC"),
        ("2026-12-07T12:00:00.0004Z", "Europe/Paris"),
        ("1969-12-31T23:59:59.9995Z", "UTC"),
    ])
    func aDateReadsBackAsTheSameInstant(text: String, zone: String) throws {
        let codec = DateCodec(timeZone: try #require(Zone(identifier: zone)))
        let date = try #require(codec.parse(text))
        let printed = codec.iso(date)
        let again = try #require(codec.parse(printed), "\(printed) does not parse")
        #expect(abs(again.timeIntervalSince(date)) < 0.001, "\(text) -> \(printed)")
    }

    @Test func aWholeMinuteZoneKeepsItsOffset() throws {
        let codec = DateCodec(timeZone: try #require(Zone(identifier: "Asia/Kathmandu")))
        let date = try #require(codec.parse("2026-12-07T12:00:00.250"))
        #expect(codec.iso(date) == "2026-12-07T12:00:00.250+05:45")
    }

    /// fuzz-menu-json: a price of 2049638230412172400.75 overflowed Int when turned into cents.
    @Test(arguments: ["2049638230412172400.75", "92233720368547758.07", "1000000001"])
    func aHugePriceIsRefusedNotACrash(price: String) throws {
        #expect(Money(price) == nil)
        let json = Data(
            """
            {"currency": "USD", "items": [{"id": "a", "name": "A", "price": "\(price)", "stock": 1, "kind": "regular",
             "description": "", "enabled": true}], "toppings": [], "stores": [{"name": "S", "latitude": 0, "longitude": 0}]}
            """.utf8)
        #expect(throws: SoupKitError.self) { try Menu(json: json) }
    }

    @Test func theLargestPriceStillMultipliesByTen() throws {
        let price = try #require(Money("\(Money.largestWholeAmount).99"))
        #expect((price * 10).cents == (Money.largestWholeAmount * 100 + 99) * 10)
    }

    /// fuzz-phrases: a vowel sign with no letter before it (U+0F7D after a control character)
    /// counted as a letter, joined the space put before it, and the phrase normalised again read
    /// otherwise; so did Thai's SARA AM (U+0E33, a letter that joins what precedes it). Neither
    /// starts a word now.
    @Test(arguments: [
        ("Hey turn on W\u{0}\u{0F7D} tim!", "hey turn on w tim"), ("soup \u{0E31}time", "soup time"), ("\u{0301}soup", "soup"),
        ("soup\u{0F7D} time", "soup\u{0F7D} time"), ("สั่ง ซุป", "สั่ง ซุป"), ("h \u{0E33} w", "h w"), ("น้ำ ซุป", "น้ำ ซุป"),
    ])
    func aPhraseNormalisedAgainStaysTheSame(phrase: String, normal: String) {
        #expect(InvocationPhrase.normalized(phrase) == normal)
        #expect(InvocationPhrase.normalized(normal) == normal)
    }

    /// Cheap edit distances: a huge name is compared in no time, and is never "close".
    @Test func aHugeNameIsNeverClose() throws {
        let huge = String(repeating: "tomato ", count: 50_000)
        #expect(throws: SoupKitError.self) { try Menu.shipped().soup(named: huge) }
        #expect(editDistance(huge, "Tomato Soup", limit: 3) == 4)
        #expect(editDistance("tomatoe", "tomato", limit: 3) == 1)
    }

    /// fuzz-histories: a header of three names that names no date, over records of five fields
    /// whose fifth holds dates: the date found by its values was a column the header has not, and
    /// naming it read past the header's names.
    @Test func aDateFoundByItsValuesIsAColumnOfTheHeader() throws {
        let bytes: [UInt8] =
            Array("userId,veoueId,utcTimesta".utf8) + [0x91] + Array("05p\n470,49bb,Tue Apr 03 18:00:09 2".utf8) + [0xFF, 0xFF, 0xFF, 0xB5]
            + Array(",49bb,2012-4-3 6:05 PM\n".utf8)
        let read = try? EvaluationHistories(bytes: bytes, timeZone: Zone(identifier: "UTC")!)
        #expect(read?.columnNames.map { [$0.person, $0.date, $0.shortcut] }.map { $0.allSatisfy { !$0.isEmpty } } ?? true)
        // Records wider than such a header are refused with their line, as any too wide record is.
        let wide = #expect(throws: EvaluationHistories.ParseError.self) {
            try EvaluationHistories(
                text: "customer_id,item,when\nc1,tea,x,y,2026-11-05T12:00\nc1,soup,x,y,2026-11-06T12:00\n", timeZone: Zone(identifier: "UTC")!)
        }
        #expect(wide?.line == 2 && wide?.message.contains("found 5 fields") == true, "\(wide?.message ?? "")")
    }

    /// `--person`: a first record whose only date is outside the years a date is looked for in
    /// (Unix milliseconds of 2210) was given `person` as a header's, then read as a record, the
    /// person "person"; the header is now decided once, and every record is the one person's.
    @Test func onePersonsFirstRecordIsAHeaderOnlyWhenItIsReadAsOne() throws {
        let bytes: [UInt8] = [0x0A] + Array("7579017956010,80'!".utf8) + [0xD9, 0xD9, 0xD9, 0xD9, 0xD9, 0xD9] + Array("0,so".utf8) + [0x87]
        let read = try EvaluationHistories(bytes: bytes, timeZone: Zone(identifier: "UTC")!, person: "me")
        #expect(read.histories.map(\.person) == ["me"])
        let named = try EvaluationHistories(text: "when,what\n2026-11-05T12:00,tea\n", timeZone: Zone(identifier: "UTC")!, person: "me")
        #expect(named.histories.map(\.person) == ["me"] && named.histories.first?.donations.count == 1)
        let lone = try EvaluationHistories(text: "2026-11-05T12:00,tea\n", timeZone: Zone(identifier: "UTC")!, person: "me")
        #expect(lone.histories.map(\.person) == ["me"])
    }
}
