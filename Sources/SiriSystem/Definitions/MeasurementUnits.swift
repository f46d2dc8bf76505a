import TextMatching

/// The units a person names after a measurement's number, by the dimension they measure: enough
/// to tell "5 km" from a mass. A unit these lists do not know is taken as said (a device knows
/// more); one they know of another dimension only is refused, as Foundation's `Measurement<UnitMass>`
/// cannot hold kilometres.
public enum MeasurementUnits {
    /// Unit words and symbols, lowercased, by dimension (the names `AppIntentsValueType.unitTypeNames`
    /// uses); plurals and the common abbreviations included.
    static let byDimension: [String: [String]] = [
        "length": [
            "m", "meter", "meters", "metre", "metres", "km", "kilometer", "kilometers", "kilometre", "kilometres", "cm", "centimeter",
            "centimeters", "centimetre", "centimetres", "mm", "millimeter", "millimeters", "millimetre", "millimetres", "mi", "mile",
            "miles", "ft", "foot", "feet", "in", "inch", "inches", "yd", "yard", "yards", "nautical mile", "nautical miles", "nmi",
            "light year", "light years",
        ],
        "mass": [
            "g", "gram", "grams", "kg", "kilo", "kilos", "kilogram", "kilograms", "mg", "milligram", "milligrams", "lb", "lbs", "pound",
            "pounds", "oz", "ounce", "ounces", "st", "stone", "stones", "t", "ton", "tons", "tonne", "tonnes", "ct", "carat", "carats",
        ],
        "temperature": [
            "°c", "°f", "°", "c", "f", "k", "celsius", "fahrenheit", "kelvin", "kelvins", "degree", "degrees", "degree celsius",
            "degrees celsius", "degree fahrenheit", "degrees fahrenheit", "degrees centigrade",
        ],
        "volume": [
            "l", "liter", "liters", "litre", "litres", "ml", "milliliter", "milliliters", "millilitre", "millilitres", "cl", "dl", "gal",
            "gallon", "gallons", "cup", "cups", "pint", "pints", "pt", "quart", "quarts", "qt", "fl oz", "fluid ounce", "fluid ounces",
            "tablespoon", "tablespoons", "tbsp", "teaspoon", "teaspoons", "tsp", "cubic meter", "cubic meters", "cubic metre",
            "cubic metres",
        ],
        "speed": [
            "km/h", "kmh", "kph", "mph", "m/s", "knot", "knots", "kn", "kilometers per hour", "kilometres per hour", "miles per hour",
            "meters per second", "metres per second",
        ],
        "energy": [
            "j", "joule", "joules", "kj", "kilojoule", "kilojoules", "cal", "calorie", "calories", "kcal", "kilocalorie", "kilocalories",
            "kwh", "kilowatt hour", "kilowatt hours", "kilowatt-hour", "kilowatt-hours",
        ],
        "duration": [
            "s", "sec", "secs", "second", "seconds", "min", "mins", "minute", "minutes", "h", "hr", "hrs", "hour", "hours", "ms",
            "millisecond", "milliseconds", "d", "day", "days", "week", "weeks",
        ],
        "area": [
            "m²", "m2", "sq m", "square meter", "square meters", "square metre", "square metres", "km²", "km2", "square kilometer",
            "square kilometers", "square kilometre", "square kilometres", "acre", "acres", "ha", "hectare", "hectares", "sq ft", "ft²",
            "square foot", "square feet", "square mile", "square miles",
        ],
        "angle": ["°", "deg", "degree", "degrees", "rad", "radian", "radians", "arcminute", "arcminutes", "arcsecond", "arcseconds"],
        "power": ["w", "watt", "watts", "kw", "kilowatt", "kilowatts", "mw", "megawatt", "megawatts", "hp", "horsepower"],
        "pressure": [
            "pa", "pascal", "pascals", "hpa", "hectopascal", "hectopascals", "kpa", "kilopascal", "kilopascals", "bar", "bars", "mbar",
            "millibar", "millibars", "psi", "atm", "atmosphere", "atmospheres", "mmhg", "inhg",
        ],
        "frequency": ["hz", "hertz", "khz", "kilohertz", "mhz", "megahertz", "ghz", "gigahertz"],
        "information storage": [
            "b", "byte", "bytes", "kb", "kilobyte", "kilobytes", "mb", "megabyte", "megabytes", "gb", "gigabyte", "gigabytes", "tb",
            "terabyte", "terabytes", "bit", "bits",
        ],
        "acceleration": ["m/s²", "m/s2", "meters per second squared", "metres per second squared", "g", "gs"],
        "illuminance": ["lx", "lux"],
    ]

    /// A value of `dimension` as an example in a message ("70 kg" of a mass).
    public static func example(of dimension: String) -> String? {
        [
            "length": "5 km", "mass": "70 kg", "temperature": "21 °C", "volume": "2 liters", "speed": "50 km/h", "energy": "200 kcal",
            "duration": "90 minutes", "area": "30 m²", "angle": "90°", "power": "60 W", "pressure": "1013 hPa", "frequency": "440 Hz",
            "information storage": "2 GB", "acceleration": "9.8 m/s²", "illuminance": "300 lux",
        ][dimension]
    }

    /// The dimensions each known unit measures ("m": length; "g": mass and acceleration).
    static let dimensionsOfUnit: [String: Set<String>] = {
        var found: [String: Set<String>] = [:]
        for (dimension, units) in byDimension { for unit in units { found[unit, default: []].insert(dimension) } }
        return found
    }()

    /// Whether `text` says a measurement of `dimension` (nil: any): a number and a unit of it
    /// ("70 kg" of a mass), or of a duration, a length of time said ("an hour and a half"). One
    /// rule for a value given and one answered.
    public static func says(_ text: String, dimension: String?) -> Bool {
        if dimension == "duration", DurationText.spokenSeconds(text) != nil { return true }
        return MeasurementValue.read(text, unit: nil, dimension: dimension) != nil
    }

    /// The dimension of an Xcode measurement type (`INIntentParameterType`): Distance and Length
    /// are lengths; nil for a type these lists do not cover.
    public static func dimension(ofSiriKitType type: String) -> String? {
        switch type {
        case "Distance", "Length": "length"
        case "Mass", "Volume", "Temperature", "Speed", "Energy", "Acceleration", "Angle", "Area", "Power", "Pressure", "Frequency",
            "Illuminance":
            type.lowercased()
        default: nil
        }
    }

    /// The words after a measurement's number ("5 km" → "km", "two and a half pounds" → "pounds",
    /// "three quarters of a cup" → "cup"), lowercased; empty when only a number was said.
    public static func unitWords(_ said: String) -> String {
        let lowered = said.lowercased()
        // A number written against its unit ("5km", "-3.5°C"): the unit begins at the first letter or sign.
        let afterDigits = lowered.drop { $0.isNumber || ".,/+-−".contains($0) || $0.isWhitespace }
        let words = afterDigits.split { $0.isWhitespace }.map(String.init)
        let numberWords: Set<String> = ["minus", "negative", "point", "and", "a", "an", "of", "half", "quarter"]
        let unit = words.drop { numberWords.contains($0) || SiriAnswers.fractionParts[$0] != nil || SiriAnswers.spokenNumber($0) != nil }
        var text = unit.joined(separator: " ")
        while let last = text.last, ".!?".contains(last) { text.removeLast() }
        return text
    }

    /// Whether `said`'s unit may measure `dimension`: no unit, a unit of it, or a unit these
    /// lists do not know. False only for a unit known to measure something else alone.
    public static func fits(_ said: String, dimension: String) -> Bool {
        let unit = unitWords(said)
        if unit.isEmpty { return true }
        if dimension == "duration", DurationText.spokenSeconds(said) != nil { return true }
        guard let dimensions = dimensionsOfUnit[unit] else { return true }
        return dimensions.contains(dimension)
    }
}
