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
                let known = parameters.map(\.name).joined(separator: ", ")
                throw ParameterValueError(message: "\(self.name) has no parameter \"\(name)\" (its parameters: \(known))")
            }
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

    /// Reads a date parameter's value: ISO 8601 in UTC, whose clock skips no hour.
    private static let dateReader = DateCodec(timeZone: Zone(identifier: "UTC")!)

    private func value(_ text: String, for parameter: IntentParameter, in file: DefinitionFile) throws(ParameterValueError) -> IntentValue? {
        if let enumName = parameter.enumType {
            guard let enumeration = file.enumeration(named: enumName) else {
                // One of SiriKit's own enums (`INPlaybackRepeatMode`…), which the file names and
                // does not declare: its case is taken as given.
                if parameter.typeNamespace == "System" { return .enumeration(rawValue: text, display: text) }
                throw ParameterValueError(message: "\(parameter.name) has the enum type \(enumName), which the file does not declare")
            }
            guard let found = enumeration.enumCase(named: text) else {
                let cases = enumeration.cases.map(\.name).joined(separator: ", ")
                throw ParameterValueError(message: "\"\(text)\" is not a case of \(enumName) for \(parameter.name) (cases: \(cases))")
            }
            return enumeration.value(of: found)
        }
        switch parameter.type {
        case "Integer":
            guard let number = Int(text) else { throw ParameterValueError(message: "\(parameter.name) takes a whole number, not \"\(text)\"") }
            return .integer(number)
        case "Decimal":
            guard let number = Double(text), number.isFinite else {
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
            guard let seconds = DurationText.seconds(text) else {
                throw ParameterValueError(message: "\(parameter.name) takes a duration (seconds, or a number and a unit: 30 days), not \"\(text)\"")
            }
            return .string(DurationText.text(seconds))
        case "DateComponents":
            // Shown as given: iOS formats it in the parameter's date and time styles, which
            // soupchef does not model (docs/intents.md); a typo still must not make a title.
            guard Self.dateReader.parse(text, relativeTo: Date(timeIntervalSince1970: 0)) != nil else {
                throw ParameterValueError(
                    message: "\(parameter.name) takes a date, a date and time or a time (2024-05-01, 2024-05-01T15:30, 15:30), not \"\(text)\"")
            }
            return .string(text.trimmingWhitespace())
        case "Object":
            return .object(identifier: text, display: text)
        default:
            return .string(text)
        }
    }

    /// The shortcut type iOS files a donation of `intent` under, with its title and subtitle;
    /// nil when none fits ("Cannot donate interaction … that has no valid shortcut types").
    public func previewDonation(of intent: Intent) -> DonationPreview? {
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
        return DonationPreview(intent: intent, combination: combination, title: title, subtitle: subtitle)
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
        number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
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
