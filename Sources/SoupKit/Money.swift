/// An amount of money in whole cents: decimal arithmetic, never floating point.
public struct Money: Hashable, Comparable, Sendable {
    public var cents: Int
    public var currency: String

    public init(cents: Int, currency: String = "USD") {
        self.cents = cents
        self.currency = currency
    }

    /// The largest whole amount `init?(_:currency:)` reads: far above any soup, and small enough
    /// that no total (up to 10 of an item) can overflow.
    public static let largestWholeAmount = 1_000_000_000

    /// The prices a store may hold, in cents: what `init?(_:currency:)` reads. A stored price
    /// outside is damage, never an order at a negative or overflowing total.
    public static let storedCents = 0...(largestWholeAmount * 100 + 99)

    /// Parses a decimal string with at most two fraction digits: "4.55", "3.5", "12".
    public init?(_ text: String, currency: String = "USD") {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), let whole = Int(parts[0]), (0...Self.largestWholeAmount).contains(whole),
            !parts[0].hasPrefix("+")
        else { return nil }
        var fraction = 0
        if parts.count == 2 {
            let digits = parts[1]
            guard (1...2).contains(digits.count), digits.allSatisfy(\.isASCII), let value = Int(digits), value >= 0 else { return nil }
            fraction = digits.count == 1 ? value * 10 : value
        }
        self.init(cents: whole * 100 + fraction, currency: currency)
    }

    /// "5.90": the JSON form, with the currency beside it.
    public var decimalString: String {
        let sign = cents < 0 ? "-" : ""
        let magnitude = abs(cents)
        let fraction = magnitude % 100
        return "\(sign)\(magnitude / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }

    /// "$5.90": how people read it.
    public var formatted: String {
        currency == "USD" ? "$" + decimalString : decimalString + " " + currency
    }

    /// Prices read from a store are within `storedCents` and quantities within
    /// `Order.quantityRange`, so a total cannot overflow; should one ever, it stops at the largest
    /// amount rather than trapping.
    public static func * (money: Money, count: Int) -> Money {
        let (cents, overflow) = money.cents.multipliedReportingOverflow(by: count)
        guard overflow else { return Money(cents: cents, currency: money.currency) }
        return Money(cents: (money.cents < 0) == (count < 0) ? .max : .min, currency: money.currency)
    }

    public static func < (a: Money, b: Money) -> Bool { a.cents < b.cents }
}
