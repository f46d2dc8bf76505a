import TextMatching

/// A `TimeInterval` parameter's value (Xcode's "Duration"): a number of seconds, written or said
/// with a unit or without ("2592000", "30 days", "1.5 h"), shown in the largest unit that keeps
/// it whole ("30 days").
public enum DurationText {
    /// Unit words and their length in seconds.
    static let units: [(names: [String], seconds: Double)] = [
        (["s", "sec", "secs", "second", "seconds"], 1), (["m", "min", "mins", "minute", "minutes"], 60),
        (["h", "hr", "hrs", "hour", "hours"], 3600), (["d", "day", "days"], 86_400), (["w", "wk", "week", "weeks"], 604_800),
    ]

    /// The seconds `text` says: a number of seconds, or a number and a unit; nil for anything
    /// else, or a negative or endless one.
    public static func seconds(_ text: String) -> Double? {
        let trimmed = text.trimmingWhitespace().lowercased()
        var number = ""
        var rest = Substring(trimmed)
        while let first = rest.first, first.isNumber || first == "." || (first == "-" && number.isEmpty) {
            number.append(first)
            rest = rest.dropFirst()
        }
        guard let value = Double(number), value.isFinite, value >= 0 else { return nil }
        let unit = String(rest).trimmingWhitespace()
        if unit.isEmpty { return value }
        guard let found = units.first(where: { $0.names.contains(unit) }) else { return nil }
        let seconds = value * found.seconds
        return seconds.isFinite ? seconds : nil
    }

    /// The seconds of `value` in `unit`, a unit's name in any case (`Minutes`, as a definition
    /// file writes it); nil for a unit this does not know.
    public static func seconds(_ value: Double, unit: String) -> Double? {
        let name = unit.trimmingWhitespace().lowercased()
        guard let found = units.first(where: { $0.names.contains(name) }) else { return nil }
        let seconds = value * found.seconds
        return seconds.isFinite ? seconds : nil
    }

    /// "30 days", "1 hour", "90 seconds", "1.5 seconds": days, hours or minutes when the seconds
    /// make a whole number of them, else seconds.
    public static func text(_ seconds: Double) -> String {
        for (singular, length) in [("day", 86_400.0), ("hour", 3600), ("minute", 60)] where seconds >= length {
            let count = seconds / length
            if count == count.rounded(), count < 1e12 {
                let whole = Int(count)
                return "\(whole) \(singular)\(whole == 1 ? "" : "s")"
            }
        }
        let shown = CustomIntent.decimalText(seconds)
        return "\(shown) second\(shown == "1" ? "" : "s")"
    }
}
