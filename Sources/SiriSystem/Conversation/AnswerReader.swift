import Dates

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Reads answers as values of a parameter's type.
struct AnswerReader {
    let file: DefinitionFile
    /// The moment an answer is said and the wall clock it is read on, for a date said in words
    /// ("tomorrow at 5 pm"); without them a date parameter takes ISO 8601 alone.
    var now: Date?
    var timeZone: Zone?

    init(file: DefinitionFile, now: Date? = nil, timeZone: Zone? = nil) {
        self.file = file
        self.now = now
        self.timeZone = timeZone
    }

    /// Reads an answer as a value of the parameter's type: a case of its enum (by number, name,
    /// display name or synonym), a number, a measurement, a date (`SpokenDate`), or the words said;
    /// a list's items said with commas and "and" each one value.
    func parse(_ answer: String, for parameter: IntentParameter) -> IntentValue? {
        // A list is said as its items, "Anna and Ben", "cheese, bacon and onion": each read as
        // one value; said whole when the whole is one (an enum case "Salt and Pepper").
        if parameter.isList, case let items = Self.listItems(answer, for: parameter, in: file), items.count > 1 {
            var one = parameter
            one.isList = false
            var values: [IntentValue] = []
            for item in items {
                guard let value = parse(item, for: one) else { return nil }
                values.append(value)
            }
            return .list(values)
        }
        let value: IntentValue?
        if let enumName = parameter.enumType, let enumeration = file.enumeration(named: enumName) {
            value = Self.enumCase(answered: answer, in: enumeration, language: file.language).flatMap { enumeration.value(of: $0) }
        } else if parameter.type == "Boolean" {
            // Yes or no, or the names the two values are shown by: the file's, else "true" and
            // "false", as Shortcuts shows them; anything else is not an answer.
            let said = InvocationPhrase.normalized(answer)
            let shown = { (flag: Bool) in InvocationPhrase.normalized(parameter.booleanValue(flag).displayString) }
            let named: Bool? = shown(true) == said ? true : shown(false) == said ? false : nil
            value = (named ?? SiriAnswers.yesOrNo(answer)).map { parameter.booleanValue($0) }
        } else if parameter.type == "Decimal" {
            value = SiriAnswers.decimal(answer, language: file.language).flatMap {
                inRange($0, of: parameter) ? .string(CustomIntent.decimalText($0)) : nil
            }
        } else if parameter.type == "Integer" {
            value = SiriAnswers.number(answer, language: file.language).flatMap { inRange(Double($0), of: parameter) ? .integer($0) : nil }
        } else if parameter.type == "TimeInterval" {
            value = DurationText.spokenSeconds(answer, language: file.language).flatMap {
                inRange($0, of: parameter) ? .string(DurationText.text($0)) : nil
            }
        } else if parameter.type == "DateComponents" {
            // Xcode's kinds (`INIntentParameterMetadataType`) keep what they hold: a Date its day
            // ("tomorrow at 5 pm" is tomorrow; a time alone names no day), a Time its time of day
            // ("in 2 hours" is 14:00; "tomorrow" names none), a Date and Time a day and its time
            // (a time alone is today's).
            let holding = SpokenDate.Holding(kind: parameter.metadata.kind)
            if let now, let timeZone {
                value = SpokenDate.read(answer, now: now, zone: timeZone, holding: holding, language: file.language).map { .string($0) }
            } else if case .string(let iso)? = IntentParameter.dateValue(answer) {
                value = SpokenDate.kept(iso, holding: holding, today: nil).map { .string($0) }
            } else {
                value = nil
            }
        } else if MeasurementValue.isMeasurement(parameter) {
            // A number and a unit ("2 liters"), or a number in the parameter's unit; a word is none.
            value = MeasurementValue.read(
                written(answer), unit: parameter.metadata.unit, dimension: MeasurementUnits.dimension(ofSiriKitType: parameter.type),
                language: file.language
            )
            .flatMap {
                inRange($0.number, of: parameter) ? .string($0.text) : nil
            }
        } else if parameter.type == "CurrencyAmount" {
            // An amount of money: "$5", "5 dollars", "12.50 EUR", or a number in the device's currency.
            value = MoneyText.said(written(answer), language: file.language).map { .string($0.text) }
        } else if parameter.type == "Object" {
            value = SiriAnswers.text(answer).map { .object(identifier: $0, display: $0) }
        } else if parameter.type == "URL" {
            // Written as a URL, or said with its signs as words ("apple dot com").
            value = SiriAnswers.text(answer).flatMap(URLValue.read).map { .string($0) }
        } else if parameter.type == "Placemark" {
            // A place, found from the words said: a yes, a no or a number alone names none, and
            // Siri asks again ("yes" is no address to deliver to).
            value = SiriAnswers.namesNoPlace(answer) ? nil : SiriAnswers.text(answer).map { .string($0) }
        } else {
            value = SiriAnswers.text(answer).map { .string($0) }
        }
        guard let value else { return nil }
        return parameter.isList ? .list([value]) : value
    }

    /// An answer's digits with English's marks where the file's language writes a decimal comma:
    /// "€3,50" and "2,5 km" under `--locale de` are €3.50 and 2.5 km, as English's "€3.50" is.
    func written(_ answer: String) -> String { NumberLexicon.of(file.language)?.englishMarks(answer) ?? answer }

    /// The case of `enumeration` an answer names: by its number among the choices, its name or
    /// display name, a synonym the file gives it ("warm" for Heat) when that names one case, its
    /// name or display name said with spaces it does not have ("police car" for “policecar”), else
    /// words of its display name and of no other case's, as a choice is heard ("current" for
    /// “Current or Concluded”; a word two cases' names hold is none). One step after another,
    /// each a statement: as one chain of `??` around a called closure, the steps after the
    /// name's were never reached.
    static func enumCase(answered answer: String, in enumeration: IntentEnum, language: String? = nil) -> IntentEnum.Case? {
        let cases = enumeration.choosableCases
        // A case's own name before its place in the list (a case named “10” is that one).
        if let named = namedCase(answer, in: enumeration) { return named }
        if let index = SiriAnswers.choiceIndex(answer, count: cases.count, language: language) { return cases[index] }
        let bySynonym = cases.filter { $0.isNamed(by: answer) }
        if bySynonym.count == 1 { return bySynonym[0] }
        if let index = SiriAnswers.choiceSpacedApart(answer, among: cases.map { [$0.name, $0.displayName] }) { return cases[index] }
        return SiriAnswers.choiceHolding(answer, among: cases.map(\.displayName)).map { cases[$0] }
    }

    /// The case `text` names whole: its name or display name as said ("food and dining" is “Food
    /// & Dining”); nil when it names none so.
    static func namedCase(_ text: String, in enumeration: IntentEnum) -> IntentEnum.Case? {
        let said = InvocationPhrase.spoken(text)
        guard !said.isEmpty else { return nil }
        return enumeration.choosableCases.first { InvocationPhrase.spoken($0.name) == said || InvocationPhrase.spoken($0.displayName) == said }
    }

    /// A list's items said aloud (`SiriAnswers.listItems`), "and" said in the file's language
    /// too. For an enum or a number, the longest run of words between "and"s that is one value
    /// is one item: “Rock and Roll and Grocery” is Rock and Roll, then Grocery, not Rock, Roll
    /// and Grocery; “Food & Dining” one case; “two hundred and five and six” 205, then 6, and
    /// Spanish “treinta y uno” 31.
    static func listItems(_ answer: String, for parameter: IntentParameter, in file: DefinitionFile) -> [String] {
        let joining = SiriAnswers.listJoiners(in: file.language)
        let enumeration = parameter.enumType.flatMap { file.enumeration(named: $0) }
        let isNumber = parameter.type == "Integer" || parameter.type == "Decimal"
        guard enumeration != nil || isNumber else { return SiriAnswers.listItems(answer, joinedBy: joining) }
        var items: [String] = []
        for part in answer.split(whereSeparator: { $0 == "," || $0 == ";" }) {
            // The words between the joining "and"s ("&" is said "and"), and each "and" as said,
            // `joiners[i]` between `runs[i]` and `runs[i + 1]`.
            var runs: [[Substring]] = [[]]
            var joiners: [Substring] = []
            for word in part.split(whereSeparator: \.isWhitespace) {
                if !joining.contains(word.lowercased()) {
                    runs[runs.count - 1].append(word)
                } else if !runs[runs.count - 1].isEmpty {
                    joiners.append(word)
                    runs.append([])
                }
            }
            if runs[runs.count - 1].isEmpty {
                runs.removeLast()
                if !joiners.isEmpty { joiners.removeLast() }
            }
            var start = 0
            while start < runs.count {
                let joined = { (end: Int) in
                    (start..<end).map { ($0 > start ? joiners[$0 - 1] + " " : "") + runs[$0].joined(separator: " ") }.joined(separator: " ")
                }
                var end = start + 1
                if let enumeration {
                    end = (start + 1...runs.count).reversed().first { namedCase(joined($0), in: enumeration) != nil } ?? end
                } else {
                    // A number reads its first number said ("two and three" is 2), so a run is
                    // part of it only where it changes what is read: "and five" after "two
                    // hundred", "and a half" after "seven".
                    let number = { (end: Int) in SiriAnswers.spokenNumber(joined(end), language: file.language) }
                    while end < runs.count, let read = number(end), let longer = number(end + 1), longer != read { end += 1 }
                }
                items.append(joined(end))
                start = end
            }
        }
        return items.isEmpty ? [answer] : items
    }

    /// Whether a number said is one the parameter takes: one outside its minimum and maximum,
    /// or negative where it takes none, is not taken, and the question is asked again ("minus
    /// one" soups).
    func inRange(_ number: Double, of parameter: IntentParameter) -> Bool { Self.numberRefusal(number, for: parameter) == nil }

    /// The system's reason for refusing a number said, and iOS's wording of it; nil when the
    /// parameter takes it.
    static func numberRefusal(_ number: Double, for parameter: IntentParameter) -> (code: String, wording: String)? {
        let code: String
        if let minimum = parameter.metadata.minimumMeasure, number < minimum {
            code = number < 0 && minimum >= 0 ? "negativeNumbersNotSupported" : "lessThanMinimumValue"
        } else if let maximum = parameter.metadata.maximumMeasure, number > maximum {
            code = "greaterThanMaximumValue"
        } else if number < 0, parameter.refusesNegativeNumbers {
            code = "negativeNumbersNotSupported"
        } else {
            return nil
        }
        return (code, rangeWording[code] ?? "")
    }

    /// iOS's words for the system's reasons a number is refused, where the file gives none.
    static let rangeWording = [
        "negativeNumbersNotSupported": "${displayName} can’t be negative.",
        "lessThanMinimumValue": "${displayName} can’t be lower than ${minimumValue}.",
        "greaterThanMaximumValue": "${displayName} can’t be higher than ${maximumValue}.",
    ]

    /// The number a text of a numeric parameter holds, as Siri hears it said (an Integer's or a
    /// Decimal's words or digits, a Duration's "21 days", a measurement's "5 km"); nil for a
    /// parameter of another type, and for a number an Integer cannot hold ("two and a half"),
    /// which is not understood rather than out of range.
    static func number(in text: String, for parameter: IntentParameter, language: String? = nil) -> Double? {
        let said: Double?
        switch parameter.type {
        case "Integer", "Decimal": said = parameter.enumType == nil ? SiriAnswers.decimal(text, language: language) : nil
        case "TimeInterval": said = DurationText.spokenSeconds(text, language: language)
        default: said = MeasurementValue.isMeasurement(parameter) ? MeasurementValue.read(text, unit: nil, language: language)?.number : nil
        }
        if parameter.type == "Integer", let number = said, number != number.rounded() { return nil }
        return said
    }
}

extension IntentParameter {
    /// Whether a negative number is refused without a minimum to say so: the parameter does not
    /// support them and its file gives the reason to say (a Duration is never negative anyway). A
    /// minimum below 0 is the file's own word that negatives are taken (BeeSwift's `value`,
    /// −1000000…1000000, with the box unchecked and Xcode's reasons listed): the range decides.
    public var refusesNegativeNumbers: Bool {
        !metadata.supportsNegativeNumbers && type != "TimeInterval" && unsupportedReason("negativeNumbersNotSupported") != nil
            && (metadata.minimum?.number).map { $0 >= 0 } ?? true
    }
}
