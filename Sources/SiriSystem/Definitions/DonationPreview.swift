import Dates
import TextMatching

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A value given for a parameter that its definition cannot take.
public struct ParameterValueError: Error, Sendable, Hashable, CustomStringConvertible {
    public var message: String
    /// The name is no parameter of the intent (rather than a value it cannot take).
    public var isUnknownName = false
    /// For an unknown name, the parameter's name nearest to it, for the caller to suggest
    /// among whatever else it also accepts there.
    public var nearestName: String? = nil
    /// The file, not the value, is at fault: no value could be given (an enum with no cases).
    public var isFileFault = false
    public var description: String { message }
}

/// What iOS makes of a donation: the shortcut type it files it under, with title and subtitle
/// filled in from the intent's values.
public struct DonationPreview: Sendable, Hashable {
    public var intent: Intent
    public var combination: ParameterCombination
    public var title: String
    public var subtitle: String?
}

extension CustomIntent {
    /// An intent of this definition with the values written as `name=value`: an enum parameter
    /// takes a case name (and shows its display name), a list takes values separated by commas,
    /// an object's value is both its identifier and its display string.
    public func intent(values: [(name: String, value: String)], in file: DefinitionFile) throws(ParameterValueError) -> Intent {
        var intent = Intent(typeName: typeName)
        for (name, text) in values {
            guard let parameter = parameter(named: name) else {
                // An intent of no parameters (a widget's refresh, AskHuman's) says so, not "(its parameters: )".
                let known = parameters.isEmpty ? "it has none" : "its parameters: " + parameters.map(\.name).joined(separator: ", ")
                throw ParameterValueError(
                    message: "\(self.name) has no parameter \"\(name)\" (\(known))", isUnknownName: true,
                    nearestName: TextMatching.nearestName(to: name, among: parameters.map(\.name)))
            }
            // `name=` with nothing after it gives no value: the parameter is as if not given.
            if text.trimmingWhitespace().isEmpty { continue }
            if parameter.isList {
                let items = text.split(separator: ",").map { String($0).trimmingWhitespace() }.filter { !$0.isEmpty }
                var list: [IntentValue] = []
                for item in items { if let one = try value(item, for: parameter, in: file) { list.append(one) } }
                intent[name] = .list(list)
            } else {
                // An enum's unknown case is no value.
                intent[name] = try value(text, for: parameter, in: file)
            }
        }
        return intent
    }

    /// A response parameter's value written `name=value`, or a property's of it written
    /// `name.property=value` (through the file's custom types), read by its declared type as an
    /// intent parameter's is: an enum takes a case name and speaks its display name, a duration
    /// is worded, a number or a Boolean must be one. A property the type does not have is refused;
    /// a property of a system type (which the file does not declare) is taken as given. An
    /// enum's unknown case is a value here (a response's template has a form for it).
    public func responseValue(_ text: String, at path: String, in file: DefinitionFile) throws(ParameterValueError) -> IntentValue? {
        let parts = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard let root = response.parameter(named: parts[0]) else {
            throw ParameterValueError(
                message: "\(name)'s response has no parameter \"\(parts[0])\"" + didYouMean(parts[0], among: response.parameters.map(\.name)))
        }
        var (type, objectType, enumType, isList, trail) = (root.type, root.objectType, root.enumType, root.isList, root.name)
        for property in parts.dropFirst() {
            guard let typeName = objectType, let object = file.objectType(named: typeName) else {
                if root.typeNamespace == "System" || (objectType != nil && type == "Object") { return .string(text) }
                throw ParameterValueError(message: "\(trail) is a value of type \(type), which has no property \"\(property)\"")
            }
            guard let found = object.property(named: property) else {
                let known = object.properties.map(\.name).joined(separator: ", ")
                throw ParameterValueError(message: "\(trail) (\(typeName)) has no property \"\(property)\" (its properties: \(known))")
            }
            (type, objectType, enumType, isList, trail) = (found.type, found.objectType, found.enumType, found.isList, trail + "." + property)
        }
        // An enum the file does not declare (another file's) cannot be checked: taken as given.
        if let enumType, file.enumeration(named: enumType) == nil { return .string(text) }
        let standIn = IntentParameter(
            name: trail, displayName: trail, type: type, objectType: objectType, enumType: enumType, typeNamespace: root.typeNamespace,
            isList: isList, displayPriority: nil, isConfigurable: false, supportsDynamicEnumeration: false, supportsSearch: false,
            // The root's Boolean names are the response parameter's own; a property's are its type's.
            metadata: parts.count == 1
                ? IntentParameter.Metadata(trueDisplayName: root.trueDisplayName, falseDisplayName: root.falseDisplayName)
                : IntentParameter.Metadata(),
            relationship: nil, prompts: [], unsupportedReasons: [])
        // A response's enum set to its unknown case is a value all the same: Xcode writes a
        // template of the response for each case, the unknown one too (Harbour's
        // “${containerName} is unknown and has state …”), where an intent's unknown is unset.
        if !isList, let enumType, let found = file.enumeration(named: enumType)?.enumCase(named: text), found.isUnset {
            return .enumeration(rawValue: found.name, display: found.displayName)
        }
        guard isList else { return try value(text, for: standIn, in: file) }
        var items: [IntentValue] = []
        for item in text.split(separator: ",").map({ String($0).trimmingWhitespace() }) where !item.isEmpty {
            if let one = try value(item, for: standIn, in: file) { items.append(one) }
        }
        return .list(items)
    }

    /// The cases a person can give of SiriKit's own enums that customised system intents name
    /// (without `IN`, as a definition writes them; `unknown`, the unset value, left out), as the
    /// Intents framework declares them: those met in real definitions.
    static let systemEnumCases: [String: [String]] = [
        "PlaybackRepeatMode": ["none", "all", "one"],
        "PlaybackQueueLocation": ["now", "next", "later"],
        "OutgoingMessageType": ["outgoingMessageText", "outgoingMessageAudio"],
        "CallDestinationType": ["normal", "emergency", "voicemail", "redial", "callBack"],
        "CallCapability": ["audioCall", "videoCall"],
    ]

    /// How many of an enum's cases a refused value's message names at most.
    static let casesListed = 12

    /// `. Did you mean "quantity"?` when a name is near `typed`, else nothing.
    private func didYouMean(_ typed: String, among names: [String]) -> String {
        nearestName(to: typed, among: names).map { ". Did you mean \"\($0)\"?" } ?? ""
    }

    private func value(_ text: String, for parameter: IntentParameter, in file: DefinitionFile) throws(ParameterValueError) -> IntentValue? {
        if let enumName = parameter.enumType {
            guard let enumeration = file.enumeration(named: enumName) else {
                // One of SiriKit's own enums (`INPlaybackRepeatMode`…), which the file names and
                // does not declare: its cases are Apple's, checked as a file's own are where they
                // are known (`systemEnumCases`), else the case is taken as given.
                if parameter.typeNamespace == "System" {
                    let systemName = enumName.hasPrefix("IN") ? String(enumName.dropFirst(2)) : enumName
                    guard let cases = Self.systemEnumCases[systemName] else { return .enumeration(rawValue: text, display: text) }
                    guard let known = cases.first(where: { $0.lowercased() == text.lowercased() }) else {
                        throw ParameterValueError(
                            message: "\"\(text)\" is not a case of SiriKit's IN\(systemName) for \(parameter.name)"
                                + " (cases: \(cases.joined(separator: ", ")))" + didYouMean(text, among: cases))
                    }
                    return .enumeration(rawValue: known, display: known)
                }
                throw ParameterValueError(message: "\(parameter.name) has the enum type \(enumName), which the file does not declare")
            }
            guard let found = enumeration.enumCase(given: text) else {
                let names = enumeration.choosableCases.map(\.name)
                // A file that lists its cases under a key Xcode does not write (a hand-written
                // `INEnumCases`) declares none: no value can be given, whatever is typed.
                guard !names.isEmpty else {
                    throw ParameterValueError(
                        message: "\(enumName) declares no cases, so \(parameter.name) takes no value (\"\(text)\" was given)",
                        isFileFault: true)
                }
                // A long enum (a widget's 240 countries) is named in part: `intents show` lists it.
                let cases =
                    names.count <= Self.casesListed
                    ? "cases: " + names.joined(separator: ", ")
                    : "\(names.count) cases, \(names.prefix(Self.casesListed - 2).joined(separator: ", ")), …; 'intents show' lists them all"
                // The cases whose name or title holds what was typed ("korea": northKorea,
                // southKorea), else the nearest spelling.
                let typed = text.lowercased()
                let holding = enumeration.choosableCases.filter {
                    typed.count >= 3 && ($0.name.lowercased().contains(typed) || $0.displayName.lowercased().contains(typed))
                }.map(\.name)
                throw ParameterValueError(
                    message: "\"\(text)\" is not a case of \(enumName) for \(parameter.name) (\(cases))"
                        + ((1...4).contains(holding.count)
                            ? ". Did you mean " + holding.map { "\"\($0)\"" }.joined(separator: " or ") + "?"
                            : didYouMean(text, among: names)))
            }
            return enumeration.value(of: found)
        }
        switch parameter.type {
        case "Integer":
            // Thousands written with commas as an answer's are (`1,500`); any other comma is no number.
            guard let number = Int(text) ?? SiriAnswers.digits(text).flatMap({ $0 == $0.rounded() && abs($0) < 1e15 ? Int($0) : nil }) else {
                // Digits too many for a machine word are a whole number too large, not a word.
                let digits = text.hasPrefix("-") || text.hasPrefix("+") ? text.dropFirst() : Substring(text)
                if !digits.isEmpty, digits.allSatisfy({ ("0"..."9").contains($0) }) {
                    throw ParameterValueError(message: "\(parameter.name) takes a whole number, and \(text) is too large for one")
                }
                throw ParameterValueError(message: "\(parameter.name) takes a whole number, not \"\(text)\"")
            }
            return .integer(number)
        case "Decimal":
            guard let number = Double(text) ?? SiriAnswers.digits(text), number.isFinite else {
                throw ParameterValueError(message: "\(parameter.name) takes a number, not \"\(text)\"")
            }
            return .string(Self.decimalText(number))
        case "Boolean":
            switch text.lowercased() {
            case "true", "yes", "1", parameter.metadata.trueDisplayName?.lowercased(): return parameter.booleanValue(true)
            case "false", "no", "0", parameter.metadata.falseDisplayName?.lowercased(): return parameter.booleanValue(false)
            default:
                throw ParameterValueError(message: "\(parameter.name) takes true or false, not \"\(text)\"")
            }
        case "TimeInterval":
            // As written (`5400`, `30 days`), else as said to Siri (`2 hours 30 minutes`).
            guard let seconds = DurationText.seconds(text) ?? DurationText.spokenSeconds(text) else {
                throw ParameterValueError(message: "\(parameter.name) takes a duration (seconds, or a number and a unit: 30 days), not \"\(text)\"")
            }
            return .string(DurationText.text(seconds))
        case "DateComponents":
            guard let date = IntentParameter.dateValue(text) else {
                let zone =
                    IntentParameter.zoneWritten(text.trimmingWhitespace())
                    ? " (a date parameter holds no time zone: write the time as the device's clock shows it)" : ""
                throw ParameterValueError(
                    message: "\(parameter.name) takes a date, a date and time or a time (2024-05-01, 2024-05-01T15:30, 15:30), not \"\(text)\"" + zone
                )
            }
            // Xcode's Time type holds no day alone, as an answer to it is not understood: a title
            // would show the ISO text ("at 2026-12-08"), where a device's value has no day.
            if parameter.metadata.kind == "Time", case .string(let iso) = date, SpokenDate.kept(iso, holding: .time, today: nil) == nil {
                throw ParameterValueError(message: "\(parameter.name) takes a time of day (15:30), not \"\(text)\"")
            }
            return date
        case "CurrencyAmount":
            // Written as the device writes an INCurrencyAmount: "12.50 USD" and "$12.5" alike.
            // As written, else as said to Siri ("50 cents", "12 dollars and 50 cents").
            guard let money = MoneyText.written(text) ?? MoneyText.said(text) else {
                throw ParameterValueError(message: "\(parameter.name) takes an amount of money (9.98, $9.98, 9.98 EUR), not \"\(text)\"")
            }
            return .string(money.text)
        case "Object":
            return .object(identifier: text, display: text)
        case "URL":
            guard let url = URLValue.read(text) else {
                throw ParameterValueError(message: "\(parameter.name) takes a URL (https://example.com/page, example.com), not \"\(text)\"")
            }
            return .string(url)
        case _ where MeasurementValue.isMeasurement(parameter):
            let dimension = MeasurementUnits.dimension(ofSiriKitType: parameter.type)
            guard let measurement = MeasurementValue.read(text, unit: parameter.metadata.unit, dimension: dimension) else {
                let unit = parameter.metadata.unit.map { ", or a number in \(MeasurementValue.words($0))" } ?? ""
                let example = dimension.flatMap { MeasurementUnits.example(of: $0) } ?? "2 liters"
                throw ParameterValueError(
                    message: "\(parameter.name) takes a \(parameter.type.lowercased()): a number and a unit (\(example))\(unit), not \"\(text)\"")
            }
            return .string(measurement.text)
        default:
            return .string(text)
        }
    }

    /// The shortcut type iOS files a donation of `intent` under, with its title and subtitle;
    /// nil when none fits ("Cannot donate interaction … that has no valid shortcut types").
    /// Its dates are written as iOS writes them in a sentence when the definition is read in
    /// `language` (`IntentParameter.shownDate`); the preview's intent keeps their ISO values.
    public func previewDonation(of given: Intent, language: String? = nil) -> DonationPreview? {
        var intent = given
        for parameter in parameters where parameter.type == "DateComponents" {
            if let value = given[parameter.name] { intent[parameter.name] = parameter.shownDate(value, language: language) }
        }
        guard let shown = systemDefinition.describe(intent),
            let combination = combinations.first(where: { $0.shortcutType == shown.type })
        else { return nil }
        // A type without a title (a parameterless intent's, as Xcode 15 writes it) shows the
        // intent's title; an empty subtitle is none.
        // No title anywhere: iOS shows none (lint says so too).
        var title = shown.title.isEmpty ? (self.title ?? "") : shown.title
        var subtitle = shown.subtitle?.isEmpty == false ? shown.subtitle : nil
        if !caseTranslations.isEmpty {
            let value = { (name: String) in intent[name] }
            let type = shown.type
            if !type.title.isEmpty, let variant = caseTemplate(type.title, value: value) { title = type.fill(variant, with: intent) }
            if let template = type.subtitle, let variant = caseTemplate(template, value: value) { subtitle = type.fill(variant, with: intent) }
        }
        return DonationPreview(intent: given, combination: combination, title: title, subtitle: subtitle)
    }

    /// The language's translation of `template` made for the case its enum variable has, or the
    /// value its Boolean variable has (`caseTranslations`); nil when the language has none for it.
    public func caseTemplate(_ template: String, value: (String) -> IntentValue?) -> String? {
        guard let variants = caseTranslations[template] else { return nil }
        for name in DefinitionTemplate.names(in: template) {
            let root = String(name.prefix { $0 != "." })
            guard case .enumeration(let raw, _)? = value(name) else { continue }
            if let type = parameter(named: root)?.enumType ?? response.parameter(named: root)?.enumType, let text = variants[type + "." + raw] {
                return text
            }
            if let flag = Bool(raw), let text = variants[CaseTranslations.booleanKey(root, flag)] { return text }
        }
        return nil
    }

    /// A decimal as Siri says it: no ".0" on a whole number.
    public static func decimalText(_ number: Double) -> String {
        number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : DefinitionScalar.positional(number)
    }
}

extension IntentEnum {
    /// The value of a case; nil for the unset one (`unknown` at index 0, or a case written at 0),
    /// which is no value.
    public func value(of enumCase: Case) -> IntentValue? {
        if enumCase.isUnset { return nil }
        return .enumeration(rawValue: enumCase.name, display: enumCase.displayName)
    }

    /// The cases a person can choose: all but unknown.
    public var choosableCases: [Case] { cases.filter { !$0.isUnset } }
}

extension IntentParameter {
    /// A Boolean's value, shown with the file's display names ("on", "off").
    public func booleanValue(_ flag: Bool) -> IntentValue {
        .enumeration(
            rawValue: flag ? "true" : "false",
            display: (flag ? metadata.trueDisplayName : metadata.falseDisplayName).flatMap { $0.isEmpty ? nil : $0 } ?? (flag ? "true" : "false"))
    }
}

extension IntentParameter {
    /// Reads a date parameter's value: ISO 8601 in UTC, whose clock skips no hour.
    private static let dateReader = DateCodec(timeZone: Zone(identifier: "UTC")!)

    /// A date parameter's (`DateComponents`) value: an ISO 8601 date, date and time, or time,
    /// shown as given (iOS formats it in the parameter's date and time styles, which soupchef
    /// does not model: docs/fidelity.md); nil for other text, which a typo must not make a title of.
    /// A date and its time apart by a space (`2024-05-01 15:30`, as many tools write them) is
    /// the ISO text with its `T`. A time zone (`Z`, `+01:00`) is none: a date parameter holds the
    /// wall clock's date and time (`DateComponents`), and the text would stand in a title as
    /// written, never as a date (`zoneWritten` says why it is refused).
    public static func dateValue(_ text: String) -> IntentValue? {
        var written = text.trimmingWhitespace()
        let characters = Array(written)
        if characters.count > 11, characters[10] == " ", characters[4] == "-", characters[7] == "-", characters[11].isNumber {
            written = String(characters[..<10]) + "T" + String(characters[11...])
        }
        guard !zoneWritten(written), dateReader.parse(written, relativeTo: Date(timeIntervalSince1970: 0)) != nil else { return nil }
        return .string(written)
    }

    /// Whether a date and time is written with a time zone: `Z`, or `+`/`-` and hours after its time.
    public static func zoneWritten(_ text: String) -> Bool {
        guard let t = text.firstIndex(of: "T") ?? (text.contains(":") ? text.startIndex : nil) else { return false }
        let clock = text[t...]
        return clock.hasSuffix("Z") || clock.hasSuffix("z") || clock.contains("+") || clock.dropFirst().contains("-")
    }

    /// A value of this date parameter as a sentence shows it (a title, a prompt, a response):
    /// in the parameter's styles where the definition is read in English (`DateParameterText`),
    /// as `.object(identifier: the ISO text, display: "Wednesday, May 1, 2024")`; in another
    /// language, where the styles leave nothing, or for another parameter, the value as it is.
    /// The value itself stays the ISO text (JSON, the shortcut type's identity).
    public func shownDate(_ value: IntentValue, language: String?) -> IntentValue {
        guard type == "DateComponents" else { return value }
        return DateParameterText.shown(value, kind: metadata.kind, dateStyle: metadata.dateStyle, timeStyle: metadata.timeStyle, language: language)
    }
}

extension ResponseDefinition.Parameter {
    /// A value of this response parameter as the response's sentence shows it: a date in its
    /// own styles (`INIntentResponseParameterMetadataDateStyle`), as an intent parameter's.
    public func shownDate(_ value: IntentValue, language: String?) -> IntentValue {
        guard type == "DateComponents" else { return value }
        return DateParameterText.shown(value, kind: dateKind, dateStyle: dateStyle, timeStyle: timeStyle, language: language)
    }
}
