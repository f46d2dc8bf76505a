import Foundation
import Testing

@testable import Dates

/// The full listings write dates as bytes with an hour's cache of the zone offset; they must be
/// the very text `DateCodec` writes, at every instant, in every kind of zone.
@Suite struct ListingDatesTests {
    static let zones = ["UTC", "Europe/Paris", "America/St_Johns", "Asia/Kathmandu", "Australia/Lord_Howe", "Pacific/Apia"]

    @Test(arguments: zones)
    func shortAndISODatesAreDateCodecs(zone: String) throws {
        let codec = DateCodec(timeZone: try #require(Zone(identifier: zone)))
        let dates = ListingDates(codec)
        var generator = SystemRandomNumberGenerator()
        var instants: [Int64] = [
            0, -1, -999, -1000, -1001, 1, 999, 253_402_300_799_999, 253_402_300_800_000, -62_135_596_800_000, -2_208_988_800_500,
        ]
        // Around this zone's changes of offset, minute by minute, and anywhere at random.
        var moment = Date(timeIntervalSince1970: 1_600_000_000)
        let foundationZone = try #require(TimeZone(identifier: zone))
        for _ in 0..<4 {
            guard let change = foundationZone.nextDaylightSavingTimeTransition(after: moment) else { break }
            let at = Int64(change.timeIntervalSince1970 * 1000)
            instants += stride(from: at - 3_600_000, through: at + 3_600_000, by: 60_000 - 1).map { $0 }
            moment = change
        }
        instants += (0..<2000).map { _ in Int64.random(in: -100_000_000_000_000...300_000_000_000_000, using: &generator) }
        for milliseconds in instants {
            let date = Date(timeIntervalSince1970: Double(milliseconds) / 1000)
            var short: [UInt8] = []
            dates.appendShort(milliseconds: milliseconds, to: &short)
            #expect(String(decoding: short, as: UTF8.self) == codec.short(date), "\(milliseconds) in \(zone)")
            var iso: [UInt8] = []
            dates.appendISO(milliseconds: milliseconds, to: &iso)
            #expect(String(decoding: iso, as: UTF8.self) == codec.iso(date), "\(milliseconds) in \(zone)")
        }
    }
}
