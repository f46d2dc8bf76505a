import TextMatching

/// The app's side of an App Intent whose code is not here, for any app's metadata
/// (`intents converse` on an `extract.actionsdata`): what Siri does comes from the metadata, what
/// the app would do is a stand-in that accepts every value. Its entity queries suggest nothing (a
/// query is the app's code; the metadata names it only), so Siri asks for an entity in words, and
/// the words name the entity; `perform()` returns a result with no dialog.
public struct AcceptingAppIntentPerformer: AppIntentPerforming {
    public init() {}

    public func suggestedEntities(for parameter: String, of intent: Intent) throws -> [AppEntityChoice] { [] }

    public func entities(for parameter: String, matching words: String, of intent: Intent) throws -> [AppEntityChoice] {
        let name = words.trimmingWhitespace()
        return name.isEmpty ? [] : [AppEntityChoice(identifier: name, title: name)]
    }

    public func entity(for parameter: String, identifier: String, of intent: Intent) throws -> AppEntityChoice? {
        AppEntityChoice(identifier: identifier, title: identifier)
    }

    public func perform(_ system: AppIntentSystem) throws -> AppIntentResult { AppIntentResult(nil) }

    /// A value given as text that the action cannot take, and why.
    public struct ValueError: Error, Sendable, Hashable {
        public var message: String
        /// Whether the name is no parameter of the action (the message names those it has).
        public var isUnknownName: Bool
    }

    /// The intent of `action` with `values`, each read as its parameter's type says; an empty
    /// value is none. Without `checkingRanges`, a number outside its parameter's range is taken
    /// (a donation's, which nothing runs).
    public static func intent(
        of action: AppIntentsAction, values: [(name: String, value: String)], in metadata: AppIntentsMetadata, checkingRanges: Bool = true
    ) throws(ValueError) -> Intent {
        var intent = Intent(typeName: action.typeName ?? action.identifier)
        for (name, text) in values {
            guard let parameter = action.parameter(name) else {
                let names = action.parameters.map(\.name)
                throw ValueError(
                    message: "\(action.identifier) has no parameter \(name)"
                        + (names.isEmpty ? " (it has none)" : "; its parameters: " + names.joined(separator: ", "))
                        + (nearestName(to: name, among: names).map { ". Did you mean \"\($0)\"?" } ?? ""),
                    isUnknownName: true)
            }
            // `name=` with nothing after it is no value, as for a definition: the default applies, or Siri asks.
            if text.trimmingWhitespace().isEmpty { continue }
            intent[name] = try value(text, for: parameter, in: metadata, checkingRange: checkingRanges)
        }
        return intent
    }

    /// `text` as a value of `parameter`: a whole number for an Int, a number for a Double, ISO
    /// 8601 for a Date, true, false, yes or no for a Bool, a case (by its identifier or its title) for an enum the
    /// metadata declares, the entity's identifier for an entity, items between commas for a
    /// list; any other type as the words given.
    public static func value(
        _ text: String, for parameter: AppIntentsParameter, in metadata: AppIntentsMetadata, checkingRange: Bool = true
    ) throws(ValueError) -> IntentValue {
        let read = try value(text, as: parameter.type, named: parameter.name, in: metadata)
        // A number outside the parameter's range never reaches perform(): the framework checks it.
        let number: Double? =
            switch read {
            case .integer(let whole): Double(whole)
            case .string(let text) where parameter.type == .primitive(7): Double(text)
            default: nil
            }
        if checkingRange, let number, !parameter.allows(number), let range = parameter.rangeDescription {
            throw ValueError(
                message: "\(parameter.name) takes \(range) (its range), and \(text.trimmingWhitespace()) is outside it", isUnknownName: false)
        }
        return read
    }

    static func value(_ text: String, as type: AppIntentsValueType, named name: String, in metadata: AppIntentsMetadata) throws(ValueError)
        -> IntentValue
    {
        let given = text.trimmingWhitespace()
        guard !given.isEmpty else { throw ValueError(message: "\(name)= gives no value; leave it out, or give one", isUnknownName: false) }
        switch type {
        case .primitive(let identifier?) where type.isInteger:
            let swiftType = AppIntentsValueType.primitiveNames[identifier] ?? "Int"
            let bounds = type.integerBounds
            let holds = "an \(swiftType), which holds \(bounds.lowerBound)…\(bounds.upperBound)"
            guard let number = Int(given) else {
                // Digits beyond what an Int holds are a whole number out of its range.
                let digits = given.drop { $0 == "-" || $0 == "+" }
                if !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) {
                    throw ValueError(message: "\(name) is \(holds), and \(given) is outside it", isUnknownName: false)
                }
                throw ValueError(message: "\(name) is an \(swiftType), and \"\(given)\" is no whole number", isUnknownName: false)
            }
            guard bounds.contains(number) else {
                throw ValueError(message: "\(name) is \(holds), and \(given) is outside it", isUnknownName: false)
            }
            return .integer(number)
        case .primitive(11?):
            guard let url = URLValue.read(given) else {
                throw ValueError(
                    message: "\(name) is a URL: give one (https://example.com/page, example.com), not \"\(given)\"", isUnknownName: false)
            }
            return .string(url)
        case .measurement(let unitType):
            // A number and a unit of the dimension the file names ("70 kg" of a mass, "an hour
            // and a half" of a duration); a unit of another dimension, or no number, is refused.
            let dimension = unitType.flatMap { AppIntentsValueType.unitTypeNames[$0] }
            guard MeasurementUnits.says(given, dimension: dimension) else {
                let example = dimension.flatMap { MeasurementUnits.example(of: $0) } ?? "2 liters"
                throw ValueError(
                    message: "\(name) is a measurement\(dimension.map { " (\($0))" } ?? ""): give a number and a unit (\(example)), not \"\(given)\"",
                    isUnknownName: false)
            }
            return .string(given)
        case .primitive(7?):
            guard Double(given)?.isFinite == true else {
                throw ValueError(message: "\(name) is a Double, and \"\(given)\" is no number", isUnknownName: false)
            }
            return .string(given)
        case .primitive(1?):
            guard let flag = SiriAnswers.yesOrNo(given) ?? ["true": true, "false": false, "1": true, "0": false][given.lowercased()] else {
                throw ValueError(message: "\(name) is a Bool: give true or false (yes or no), not \"\(given)\"", isUnknownName: false)
            }
            return AppIntentSystem.boolean(flag)
        case .enumeration(let identifier):
            // An enum of another module's metadata: its cases are not known here, so any is taken.
            guard let enumeration = metadata.enumeration(identifier) else { return .enumeration(rawValue: given, display: given) }
            guard let found = enumeration.caseNamed(given) else {
                let cases = enumeration.cases.map(\.identifier)
                throw ValueError(
                    message: "\(name) is the enum \(identifier), which has no case \"\(given)\""
                        + (cases.isEmpty ? " (it declares none)" : "; its cases: " + cases.joined(separator: ", "))
                        + (nearestName(to: given, among: cases).map { ". Did you mean \"\($0)\"?" } ?? ""),
                    isUnknownName: false)
            }
            return .enumeration(rawValue: found.identifier, display: found.title ?? found.identifier)
        case .primitive(let identifier?) where identifier == 8 || identifier == 9:
            // A Date, or DateComponents (a date, a time, or both, as a Date is given).
            let swiftType = identifier == 8 ? "a Date" : "DateComponents"
            guard case .string(let iso)? = IntentParameter.dateValue(given) else {
                let zone = IntentParameter.zoneWritten(given) ? " (the device's clock, without a time zone)" : ""
                throw ValueError(
                    message: "\(name) is \(swiftType): give it in ISO 8601 (2026-12-05, 2026-12-05T17:00 or 17:00)\(zone), not \"\(given)\"",
                    isUnknownName: false)
            }
            // A Date is a moment: it holds a day, as Siri reads a time said alone as today's.
            if identifier == 8, !iso.contains("-") {
                throw ValueError(message: "\(name) is a Date, which holds a day: give 2026-12-05T\(iso), not \"\(given)\"", isUnknownName: false)
            }
            return .string(iso)
        case .entity:
            return .object(identifier: given, display: given)
        case .array(let member):
            let items = given.split(separator: ",").map { String($0) }.filter { !$0.trimmingWhitespace().isEmpty }
            var values: [IntentValue] = []
            // An item's fault is said of the item: "an item of counts is an Int, and "x" is no whole number".
            for item in items { values.append(try value(item, as: member, named: "an item of \(name)", in: metadata)) }
            return .list(values)
        default:
            return .string(given)
        }
    }
}
