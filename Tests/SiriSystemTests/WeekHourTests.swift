import Dates
import Foundation
import Testing

@testable import SiriSystem

/// The hour of the week is counted from the zone's offset; the calendar must agree on every
/// instant, on both sides of 1970, across daylight-saving changes and in zones a half or a
/// quarter of an hour off.
@Suite struct WeekHourTests {
    @Test(arguments: ["UTC", "Europe/Paris", "America/New_York", "Asia/Kathmandu", "Australia/Lord_Howe", "Pacific/Kiritimati"])
    func agreesWithTheGregorianCalendar(zoneName: String) throws {
        let zone = try #require(Zone(identifier: zoneName))
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: zoneName))
        // Every 7 hours and 13 minutes from 1960 to 2040, plus the instants around Paris's 2026
        // changes of clock.
        var instants: [Double] = []
        var t = -315_619_200.0
        while t < 2_208_988_800 {
            instants.append(t)
            t += 7 * 3600 + 13 * 60 + 0.5
        }
        instants += [1_774_746_000 - 1, 1_774_746_000, 1_792_890_000 - 1, 1_792_890_000, -0.5, -1, 0]
        for seconds in instants {
            let date = Date(timeIntervalSince1970: seconds)
            let parts = calendar.dateComponents([.weekday, .hour], from: date)
            let expected = WeekHour(day: ((parts.weekday ?? 1) + 5) % 7, hour: parts.hour ?? -1)
            let counted = WeekHour(date, in: zone)
            if counted != expected {
                Issue.record("\(zoneName) at \(seconds): counted \(counted.day)/\(counted.hour), calendar \(expected.day)/\(expected.hour)")
                return
            }
        }
    }
}
