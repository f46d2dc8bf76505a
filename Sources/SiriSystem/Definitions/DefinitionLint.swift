import Foundation

/// One thing `intents lint` found in a definition file.
public struct LintFinding: Sendable, Hashable, Encodable {
    public enum Severity: String, Sendable, Hashable, Encodable {
        /// Xcode's build or iOS at donation time would reject it.
        case error
        /// It works, but not as the developer probably thinks.
        case warning
    }

    /// The rule that found it, as docs/intents.md names it.
    public enum Rule: String, Sendable, Hashable, Encodable, CaseIterable {
        case unknownParameterInShortcutType
        case titleVariableNotInShortcutType
        case missingTitle
        case responseVariableNotDeclared
        case noPrimaryShortcutType
        case severalPrimaryShortcutTypes
        case duplicateShortcutType
        case duplicateName
        case enumDefaultNotACase
        case defaultOfWrongType
        case unknownRelationship
        case minimumAboveMaximum
        case defaultOutsideRange
        case unknownEnumOrType
        case unknownKeyParameter
        case unknownResponseOutput
        case requiredParameterWithoutPrompt
        case unknownKey
    }

    public var severity: Severity
    public var rule: Rule
    /// The intent (or enum, or type) it is about; nil for the file itself.
    public var intent: String?
    /// What in it: "shortcut type soup,quantity", "parameter quantity", "response code success".
    public var subject: String
    public var message: String

    /// `FILE: error: INTENT: message`, as compilers print findings.
    public func line(file: String) -> String {
        "\(file): \(severity.rawValue): \(intent ?? "(file)"): \(message)"
    }
}

/// The checks of `intents lint`: what Xcode or iOS would reject in a definition, and what would
/// surprise its developer. docs/intents.md has an example of each.
public enum DefinitionLint {
    public static func check(_ file: DefinitionFile) -> [LintFinding] {
        var findings: [LintFinding] = []
        func add(_ severity: LintFinding.Severity, _ rule: LintFinding.Rule, _ intent: String?, _ subject: String, _ message: String) {
            findings.append(LintFinding(severity: severity, rule: rule, intent: intent, subject: subject, message: message))
        }
        for name in duplicates(file.intents.map(\.name)) {
            add(.error, .duplicateName, name, "intent \(name)", "the file declares the intent \(name) more than once")
        }
        for name in duplicates(file.enums.map(\.name) + file.types.map(\.name)) {
            add(.error, .duplicateName, name, name, "the file declares the enum or type \(name) more than once")
        }
        for enumeration in file.enums {
            for name in duplicates(enumeration.cases.map(\.name)) {
                add(.error, .duplicateName, enumeration.name, "enum \(enumeration.name)", "the case \(name) is declared more than once")
            }
        }
        for intent in file.intents {
            check(intent, in: file, add: add)
        }
        for unknown in file.unknownKeys {
            add(.warning, .unknownKey, unknown.intent, unknown.subject, "unknown key \(unknown.key) in \(unknown.subject); Xcode ignores it")
        }
        return findings
    }

    private static func check(
        _ intent: CustomIntent, in file: DefinitionFile,
        add: (LintFinding.Severity, LintFinding.Rule, String?, String, String) -> Void
    ) {
        let name = intent.name
        let names = Set(intent.parameters.map(\.name))
        for duplicate in duplicates(intent.parameters.map(\.name)) {
            add(.error, .duplicateName, name, "parameter \(duplicate)", "the parameter \(duplicate) is declared more than once")
        }
        if let key = intent.keyParameter, !names.contains(key) {
            add(.error, .unknownKeyParameter, name, "the intent", "the key parameter \(key) is not a parameter of \(name)")
        }

        for parameter in intent.parameters {
            checkParameter(parameter, of: intent, in: file, add: add)
        }

        // Shortcut types.
        for (label, combinations) in [("shortcut type", intent.combinations), ("managed shortcut type", intent.managedCombinations)] {
            var seen: [Set<String>: String] = [:]
            for combination in combinations {
                let type = combination.shortcutType
                let subject = "\(label) \(type.key)"
                for parameter in type.parameters where !names.contains(parameter) {
                    add(
                        .error, .unknownParameterInShortcutType, name, subject,
                        "\(label) \(type.key) names \(parameter.isEmpty ? "an empty parameter" : parameter), which is not a parameter of \(name)")
                }
                for parameter in duplicates(type.parameters) {
                    add(.error, .duplicateShortcutType, name, subject, "\(label) \(type.key) names \(parameter) twice")
                }
                let set = Set(type.parameters)
                if let other = seen[set] {
                    add(.error, .duplicateShortcutType, name, subject, "\(label)s \(other) and \(type.key) have the same parameters")
                } else {
                    seen[set] = type.key
                }
                if type.title.trimmingCharacters(in: .whitespaces).isEmpty {
                    add(.error, .missingTitle, name, subject, "\(label) \(type.key) has no title")
                }
                for (part, template) in [("title", type.title), ("subtitle", type.subtitle ?? "")] {
                    for variable in TemplateVariables.names(in: template) where !set.contains(variable) {
                        add(
                            .error, .titleVariableNotInShortcutType, name, subject,
                            "the \(part) of \(label) \(type.key) uses ${\(variable)}, which is not among its parameters")
                    }
                }
            }
        }
        let primaries = intent.combinations.filter(\.shortcutType.isPrimary)
        if intent.combinations.count > 1, primaries.isEmpty {
            add(
                .error, .noPrimaryShortcutType, name, "shortcut types",
                "\(intent.combinations.count) shortcut types and none is primary; mark the one iOS should prefer")
        }
        if primaries.count > 1 {
            add(
                .error, .severalPrimaryShortcutTypes, name, "shortcut types",
                "\(primaries.count) shortcut types are primary (\(primaries.map(\.shortcutType.key).joined(separator: "; "))); only one can be")
        }

        // Response.
        let response = intent.response
        for duplicate in duplicates(response.codes.map(\.name)) {
            add(.error, .duplicateName, name, "response code \(duplicate)", "the response code \(duplicate) is declared more than once")
        }
        for duplicate in duplicates(response.parameters.map(\.name)) {
            add(.error, .duplicateName, name, "response parameter \(duplicate)", "the response parameter \(duplicate) is declared more than once")
        }
        if let output = response.output, response.parameter(named: output) == nil {
            add(.error, .unknownResponseOutput, name, "the response", "the response output \(output) is not a response parameter")
        }
        for parameter in response.parameters {
            let type = parameter.enumType ?? parameter.objectType
            if let type, file.enumeration(named: type) == nil, file.objectType(named: type) == nil {
                add(
                    .error, .unknownEnumOrType, name, "response parameter \(parameter.name)",
                    "the response parameter \(parameter.name) has the type \(type), which the file does not declare")
            }
        }
        for code in response.codes {
            for variable in TemplateVariables.names(in: code.template ?? "") {
                if let problem = responseVariableProblem(variable, response: response, file: file) {
                    add(
                        .error, .responseVariableNotDeclared, name, "response code \(code.name)",
                        "the template of \(code.name) uses ${\(variable)}: \(problem)")
                }
            }
        }
    }

    private static func checkParameter(
        _ parameter: IntentParameter, of intent: CustomIntent, in file: DefinitionFile,
        add: (LintFinding.Severity, LintFinding.Rule, String?, String, String) -> Void
    ) {
        let name = intent.name
        let subject = "parameter \(parameter.name)"
        let enumeration = parameter.enumType.flatMap(file.enumeration(named:))
        if let type = parameter.enumType, enumeration == nil {
            add(.error, .unknownEnumOrType, name, subject, "\(parameter.name) has the enum type \(type), which the file does not declare")
        }
        if let type = parameter.objectType, file.objectType(named: type) == nil {
            add(.error, .unknownEnumOrType, name, subject, "\(parameter.name) has the type \(type), which the file does not declare")
        }
        let metadata = parameter.metadata
        if let value = metadata.defaultValue {
            if let enumeration {
                if case .string(let text) = value, enumeration.enumCase(named: text) != nil {
                } else {
                    let cases = enumeration.cases.map(\.name).joined(separator: ", ")
                    add(
                        .error, .enumDefaultNotACase, name, subject,
                        "the default \(value) of \(parameter.name) is not a case of \(enumeration.name) (\(cases))")
                }
            } else if ["Integer", "Decimal"].contains(parameter.type), value.number == nil {
                add(.error, .defaultOfWrongType, name, subject, "the default \"\(value)\" of \(parameter.name) is not a number")
            } else if parameter.type == "Boolean", case .bool = value {
            } else if parameter.type == "Boolean" {
                add(.error, .defaultOfWrongType, name, subject, "the default \"\(value)\" of \(parameter.name) is not a boolean")
            }
        }
        let minimum = metadata.minimum?.number
        let maximum = metadata.maximum?.number
        for (label, bound) in [("minimum", metadata.minimum), ("maximum", metadata.maximum)] {
            if let bound, bound.number == nil {
                add(.error, .defaultOfWrongType, name, subject, "the \(label) \"\(bound)\" of \(parameter.name) is not a number")
            }
        }
        if let minimum, let maximum, minimum > maximum {
            add(
                .error, .minimumAboveMaximum, name, subject,
                "the minimum \(metadata.minimum!) of \(parameter.name) is above its maximum \(metadata.maximum!)")
        } else if let value = metadata.defaultValue?.number, value < (minimum ?? value) || value > (maximum ?? value) {
            add(
                .warning, .defaultOutsideRange, name, subject,
                "the default \(metadata.defaultValue!) of \(parameter.name) is outside \(metadata.minimum.map(\.description) ?? "…")…\(metadata.maximum.map(\.description) ?? "…")"
            )
        }
        if let relationship = parameter.relationship {
            if let parent = intent.parameter(named: relationship.parent) {
                if relationship.parent == parameter.name {
                    add(.error, .unknownRelationship, name, subject, "\(parameter.name) depends on itself")
                } else if let value = relationship.value, let parentEnum = parent.enumType.flatMap(file.enumeration(named:)),
                    parentEnum.enumCase(named: value) == nil
                {
                    add(
                        .error, .unknownRelationship, name, subject,
                        "\(parameter.name) depends on \(parent.name) being \(value), which is not a case of \(parentEnum.name)")
                }
            } else {
                add(
                    .error, .unknownRelationship, name, subject,
                    "\(parameter.name) depends on \(relationship.parent), which is not a parameter of \(name)")
            }
        }
        // A parameter that every shortcut type needs is one Siri must have: it asks for it with
        // the Primary prompt, or offers choices with the DisambiguationSelection prompt.
        let required = !intent.combinations.isEmpty && intent.combinations.allSatisfy { $0.shortcutType.parameters.contains(parameter.name) }
        if required, parameter.prompt("Primary") == nil, parameter.prompt("DisambiguationSelection") == nil {
            add(
                .warning, .requiredParameterWithoutPrompt, name, subject,
                "every shortcut type needs \(parameter.name), but it has no Primary prompt; Siri would ask with its generic words")
        }
    }

    /// Why `${variable}` cannot be filled from the response, or nil when it can.
    static func responseVariableProblem(_ variable: String, response: ResponseDefinition, file: DefinitionFile) -> String? {
        let path = variable.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard let parameter = response.parameter(named: path[0]) else {
            return "\(path[0]) is not a response parameter (\(response.parameters.map(\.name).joined(separator: ", ")))"
        }
        var typeName = parameter.objectType
        for property in path.dropFirst() {
            guard let current = typeName else { return "\(path[0]) has no properties to reach \(property) through" }
            guard let type = file.objectType(named: current) else { return "its type \(current) is not declared" }
            guard let found = type.property(named: property) else {
                return "\(current) has no property \(property) (\(type.properties.map(\.name).joined(separator: ", ")))"
            }
            typeName = found.objectType
        }
        return nil
    }

    private static func duplicates(_ names: [String]) -> [String] {
        var seen: Set<String> = []
        var reported: [String] = []
        for name in names where !seen.insert(name).inserted && !reported.contains(name) { reported.append(name) }
        return reported
    }
}

/// The `${name}` placeholders of a template.
enum TemplateVariables {
    static func names(in template: String) -> [String] {
        var result: [String] = []
        var rest = template[...]
        while let open = rest.range(of: "${") {
            let after = rest[open.upperBound...]
            guard let close = after.firstIndex(of: "}") else { break }
            result.append(String(after[..<close]))
            rest = after[after.index(after: close)...]
        }
        return result
    }
}
