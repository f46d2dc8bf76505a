import Dates
import SiriSystem

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The intent's answer to `confirm` and `handle`, with the codes of its definition.
public struct OrderSoupIntentResponse: Sendable, Hashable {
    public enum Code: String, Sendable, Hashable, CaseIterable {
        // System codes.
        case unspecified, ready, continueInApp, inProgress, success, failure, failureRequiringAppLaunch
        // Custom codes of the intent definition.
        case successReadySoon, failureOutOfStock

        /// The code's number: system codes as in `INIntentResponseCode`, custom ones from 100 in
        /// the order of the definition file (failureOutOfStock, then successReadySoon), as Xcode
        /// numbers generated codes.
        public var rawNumber: Int {
            switch self {
            case .unspecified: 0
            case .ready: 1
            case .continueInApp: 2
            case .inProgress: 3
            case .success: 4
            case .failure: 5
            case .failureRequiringAppLaunch: 6
            case .failureOutOfStock: 100
            case .successReadySoon: 101
            }
        }

        public var isSuccess: Bool { [.success, .successReadySoon, .ready, .inProgress].contains(self) }
    }

    public var code: Code
    public var soupName: String?
    /// The wait written out, "10 minutes".
    public var waitTime: String?
    public var total: Money?
    public var readyDate: Date?
    /// The placed order, on success.
    public var order: Order?
    /// The activity Siri hands the app when the user taps the response (`orderComplete`).
    public var userActivity: UserActivity?
    /// What placing the order did to the system (sell-out, removed donations), on success.
    public var placement: PlacedOrder?
    /// The definition's response output (`orderDetails`), on success: the wait, when the order
    /// is ready, and what it costs.
    public var orderDetails: OrderDetails?

    public init(
        code: Code, soupName: String? = nil, waitTime: String? = nil, total: Money? = nil, readyDate: Date? = nil,
        order: Order? = nil, userActivity: UserActivity? = nil
    ) {
        self.code = code
        self.soupName = soupName
        self.waitTime = waitTime
        self.total = total
        self.readyDate = readyDate
        self.order = order
        self.userActivity = userActivity
    }

    /// The response template of the intent definition, filled in; nil for codes without one.
    public var message: String? {
        let soup = soupName ?? "soup"
        let total = (orderDetails?.total ?? self.total)?.formatted ?? ""
        switch code {
        case .success: return "Your total is \(total). Your \(soup) order will be ready in \(waitTime ?? "a moment")."
        case .successReadySoon: return "Your total is \(total). Your \(soup) order will be ready soon."
        case .failureOutOfStock: return "Sorry, \(soup) is out of stock."
        case .failure: return "Sorry, that order could not be placed."
        case .failureRequiringAppLaunch: return "Continue in the Soup Chef app to finish your order."
        case .unspecified, .ready, .continueInApp, .inProgress: return nil
        }
    }
}

/// The definition's `OrderDetails` type, the response's output: as Apple's handler makes it, no
/// identifier, the wait written out as its display string ("10 minutes"), the ready time as date
/// components and the total with its currency.
public struct OrderDetails: Sendable, Hashable {
    public var identifier: String?
    public var displayString: String
    /// The ready date's Gregorian components in the device's time zone, the zone included, so
    /// the components name one instant.
    public var estimatedTime: DateComponents
    public var total: Money

    public init(identifier: String? = nil, displayString: String, estimatedTime: DateComponents, total: Money) {
        self.identifier = identifier
        self.displayString = displayString
        self.estimatedTime = estimatedTime
        self.total = total
    }

    /// The details of an order ready at `readyDate`, its components taken in `timeZone`: as
    /// Apple's handler asks the calendar for them, the year, month, day, hour and minute, no
    /// seconds; the era and the zone's offset are added so that they name one instant.
    public init(displayString: String, readyDate: Date, timeZone: Zone, total: Money) {
        let clock = timeZone.wallClock(readyDate)
        var components = DateComponents(
            era: clock.year >= 1 ? 1 : 0, year: clock.year >= 1 ? clock.year : 1 - clock.year, month: clock.month,
            day: clock.day, hour: clock.hour, minute: clock.minute)
        components.timeZone = TimeZone(secondsFromGMT: timeZone.secondsFromGMT(for: readyDate))
        self.init(displayString: displayString, estimatedTime: components, total: total)
    }

    /// The instant `estimatedTime` names, nil when its components do not name one: the Gregorian
    /// fields read at the components' offset.
    public var estimatedDate: Date? {
        guard let era = estimatedTime.era, let year = estimatedTime.year, let month = estimatedTime.month,
            let day = estimatedTime.day, let offset = estimatedTime.timeZone?.secondsFromGMT()
        else { return nil }
        let days = DateCodec.days(year: Int64(era == 0 ? 1 - year : year), month: month, day: day)
        let seconds = (estimatedTime.hour ?? 0) * 3600 + (estimatedTime.minute ?? 0) * 60 + (estimatedTime.second ?? 0)
        let local = Double(days * 86_400 + Int64(seconds)) + Double(estimatedTime.nanosecond ?? 0) / 1e9
        return Date(timeIntervalSince1970: local - Double(offset))
    }
}

/// Writes a time interval out in words, as the response's `waitTime`: "10 minutes", "1 hour, 5
/// minutes". Nil for intervals under a minute, which read better as "soon".
public func writtenOutInterval(_ interval: TimeInterval) -> String? {
    let minutes = Int((interval / 60).rounded(.down))
    guard minutes >= 1 else { return nil }
    func unit(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
    let hours = minutes / 60
    let rest = minutes % 60
    switch (hours, rest) {
    case (0, _): return unit(rest, "minute")
    case (_, 0): return unit(hours, "hour")
    default: return unit(hours, "hour") + ", " + unit(rest, "minute")
    }
}
