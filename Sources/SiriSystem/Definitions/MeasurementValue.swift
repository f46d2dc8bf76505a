import TextMatching

/// A value of one of Xcode's measurement types (Distance, Mass, Volume, Temperature, Speed,
/// Energy…: an `NSMeasurement` in the generated class): a number and its unit. Its unit is the
/// parameter's (`INIntentParameterMetadataUnit`, one of Foundation's unit names as Xcode writes
/// them: `FluidOunces`, `Kilometers`) unless the value says another.
public enum MeasurementValue {
    /// The types Xcode's editor offers among its measurements, as `INIntentParameterType` names them.
    public static let types: Set<String> = [
        "Distance", "Length", "Mass", "Volume", "Temperature", "Speed", "Energy", "Acceleration", "Angle", "Area", "Power",
        "Pressure", "Frequency", "Illuminance",
    ]

    /// Whether a parameter holds a measurement: its type is one, or it has a unit and no other
    /// type that reads one (a duration's units are its own).
    public static func isMeasurement(_ parameter: IntentParameter) -> Bool {
        guard parameter.enumType == nil else { return false }
        if types.contains(parameter.type) { return true }
        return parameter.metadata.unit != nil && !["TimeInterval", "Integer", "Decimal", "String"].contains(parameter.type)
    }

    /// A unit's name in words: `FluidOunces` → "fluid ounces", `KilometersPerHour` → "kilometers
    /// per hour"; a temperature's as Foundation's en_US wide style names it, `Fahrenheit` →
    /// "degrees Fahrenheit".
    public static func words(_ unit: String) -> String {
        if let degrees = ["Celsius", "Fahrenheit"].first(where: { $0 == unit }) { return "degrees " + degrees }
        if unit == "Kelvin" { return "kelvins" }
        var out = ""
        for character in unit {
            if character.isUppercase && !out.isEmpty && out.last != " " { out.append(" ") }
            out.append(character)
        }
        return out.lowercased()
    }

    /// A unit's words after `number`: one of it is said in the singular ("1 fluid ounce", "1
    /// degree Fahrenheit", "1 kilometer per hour", "1 foot"), as Foundation's wide style says it.
    public static func words(_ unit: String, after number: Double) -> String {
        var parts = words(unit).split(separator: " ").map(String.init)
        guard number == 1 || number == -1, !parts.isEmpty else { return parts.joined(separator: " ") }
        // The counted word: "degrees" of a temperature, else the last before "per", else the last.
        let at = parts.firstIndex(of: "degrees") ?? (parts.firstIndex(of: "per") ?? parts.count) - 1
        guard at >= 0 else { return parts.joined(separator: " ") }
        let word = parts[at]
        parts[at] =
            switch word {
            case "feet": "foot"
            case let plural where plural.hasSuffix("ches"): String(plural.dropLast(2))
            case let plural where plural.hasSuffix("s") && !plural.hasSuffix("ss") && !plural.hasSuffix("us"): String(plural.dropLast())
            default: word
            }
        return parts.joined(separator: " ")
    }

    /// The measurement a person said or wrote: a number, then its unit if any ("2 liters", "8 fl
    /// oz", "-3", "three quarters of a cup", "half a cup"), "a" or "an" before a unit these lists
    /// know ("a liter": one, as "an hour" is an hour), a bare number taking the parameter's unit
    /// ("2 fluid ounces"); nil when there is no number. `number` is the number read.
    /// A unit known to measure another `dimension` than the parameter's ("5 km" of a mass) is
    /// none: nil. In a `language` whose numbers soupchef knows in words, its numbers are read
    /// too ("dos kilómetros", "drei Liter"), after digits as English writes them.
    public static func read(_ text: String, unit: String?, dimension: String? = nil, language: String? = nil) -> (text: String, number: Double)? {
        let text = separated(text)
        guard let said = SiriAnswers.text(text) else { return nil }
        if let dimension, !MeasurementUnits.fits(said, dimension: dimension) { return nil }
        // A number too large for a Double ("1e400 kg") is none, as it is of a Double parameter.
        // Digits as English writes them first, then the language's words (and marks).
        let spoken = { (words: String) in SiriAnswers.spokenNumber(words) ?? SiriAnswers.spokenNumber(words, language: language) }
        guard let number = spoken(text) ?? one(said), number.isFinite else { return nil }
        // Only the number said: its unit is the parameter's.
        let numberWords: Set<String> = ["minus", "negative", "point", "and", "a", "an", "half"]
        let letters = said.lowercased().split { !$0.isLetter }.filter {
            !numberWords.contains(String($0)) && SiriAnswers.fractionParts[String($0)] == nil
        }
        let spelled = letters.allSatisfy { spoken(String($0)) != nil }
        guard letters.isEmpty || spelled else { return (said, number) }
        let written = SiriAnswers.decimal(text) ?? SiriAnswers.decimal(text, language: language) ?? number
        return (CustomIntent.decimalText(written) + (unit.map { " " + words($0, after: written) } ?? ""), number)
    }

    /// A unit written against its number ("5kg", "20°C", "2.5l") set apart from it ("5 kg"), as
    /// a person says it.
    static func separated(_ text: String) -> String {
        var out = ""
        var previous: Character?
        let characters = Array(text)
        for (index, character) in characters.enumerated() {
            // An exponent ("1e400", "2.5E-3") is part of its number, not a unit.
            let next = characters.dropFirst(index + 1).first { $0 != "+" && $0 != "-" }
            let exponent = (character == "e" || character == "E") && next?.isNumber == true
            if let previous, previous.isNumber, (character.isLetter && !exponent) || character == "°" { out.append(" ") }
            out.append(character)
            previous = character
        }
        return out
    }

    /// One of a unit said with "a" or "an" ("a liter", "an ounce"): 1 where these lists know the
    /// unit; nil for another word ("a lot"), which names no amount.
    static func one(_ said: String) -> Double? {
        guard let first = said.lowercased().split(whereSeparator: \.isWhitespace).first, first == "a" || first == "an" else { return nil }
        let unit = MeasurementUnits.unitWords(said)
        return MeasurementUnits.dimensionsOfUnit[unit] != nil ? 1 : nil
    }
}
