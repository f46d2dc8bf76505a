import TextMatching

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One thing `intents lint` found in a definition file.
public struct LintFinding: Sendable, Hashable, Encodable {
    public enum Severity: String, Sendable, Hashable, Encodable {
        /// Xcode's build or iOS at donation time would reject it.
        case error
        /// It works, but not as the developer probably thinks.
        case warning
        /// Worth knowing, nothing wrong: a key soupchef does not know.
        case note
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
        case duplicateKey
        case relationshipCycle
        case typeInOtherFile
        case missingTranslation
        case unusedTranslation
        case enumCaseAtUnsetIndex
        case localizedCopyDiffers
        case relationshipWithoutParent
        case objectReplacementCharacter
        case unreadableTranslation
        case translationVariableNotDeclared
        case invisibleCharacter
        case unusedLocalizedCopy
    }

    public var severity: Severity
    public var rule: Rule
    /// The intent (or enum, or type) it is about; nil for the file itself.
    public var intent: String?
    /// What in it: "shortcut type soup,quantity", "parameter quantity", "response code success".
    public var subject: String
    public var message: String
    /// Where in the file: the line of the offending key.
    public var location: SourceLocation?
    /// The file it is in when not the definition itself (a language's `Intents.strings`).
    public var file: String?

    public init(
        severity: Severity, rule: Rule, intent: String?, subject: String, message: String, location: SourceLocation? = nil, file: String? = nil
    ) {
        self.severity = severity
        self.rule = rule
        self.intent = intent
        self.subject = subject
        self.message = message
        self.location = location
        self.file = file
    }

    enum CodingKeys: String, CodingKey { case severity, rule, intent, subject, message, location, file }

    /// Every key is written, `intent`, `location` and `file` as null where there is none, as
    /// docs/cli.md gives the shape.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(severity, forKey: .severity)
        try container.encode(rule, forKey: .rule)
        try container.encode(intent, forKey: .intent)
        try container.encode(subject, forKey: .subject)
        try container.encode(message, forKey: .message)
        try container.encode(location, forKey: .location)
        try container.encode(file, forKey: .file)
    }

    /// `FILE:LINE:COLUMN: error: INTENT: message`, as compilers print findings (`FILE: error: …`
    /// without a location). File text in it is escaped.
    public func line(file: String) -> String {
        let shown = self.file ?? file
        let place = location.map { "\(shown):\($0.line):\($0.column)" } ?? shown
        return PrintedText.escaped("\(place): \(severity.rawValue): \(intent ?? "(file)"): \(message)")
    }

    /// A GitHub Actions annotation: `::error file=FILE,line=LINE,col=COLUMN::INTENT: message`.
    public func githubAnnotation(file: String) -> String {
        let command = severity == .note ? "notice" : severity.rawValue
        var properties = ["file=" + PrintedText.githubProperty(self.file ?? file)]
        if let location { properties += ["line=\(location.line)", "col=\(location.column)"] }
        return "::\(command) \(properties.joined(separator: ","))::" + PrintedText.githubMessage("\(intent ?? "(file)"): \(message)")
    }
}

/// The checks of `intents lint`: what Xcode or iOS would reject in a definition, and what would
/// surprise its developer. docs/intents.md has an example of each.
public enum DefinitionLint {
    public static func check(_ file: DefinitionFile) -> [LintFinding] {
        var findings: [LintFinding] = []
        func add(_ severity: LintFinding.Severity, _ rule: LintFinding.Rule, _ intent: String?, _ subject: String, _ message: String) {
            let location =
                file.sourceMap.location(intent: intent, subject: subject)
                ?? file.sourceMap.location(intent: intent, subject: subject.hasPrefix("enum ") || subject.hasPrefix("type ") ? subject : "the intent")
            findings.append(LintFinding(severity: severity, rule: rule, intent: intent, subject: subject, message: message, location: location))
        }
        let index = Index(file)
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
            for enumCase in enumeration.cases where enumCase.isAtUnsetIndex {
                add(
                    .warning, .enumCaseAtUnsetIndex, enumeration.name, "enum \(enumeration.name)",
                    "the case \(enumCase.name) has index 0, the value iOS reads as none (Xcode keeps 0 for its unknown case): "
                        + "a donation or an answer of \(enumCase.name) has no value")
            }
        }
        for intent in file.intents {
            check(intent, in: file, index: index, add: add)
        }
        for duplicate in file.duplicateKeys {
            findings.append(
                LintFinding(
                    severity: .warning, rule: .duplicateKey, intent: nil, subject: "key \(duplicate.key)",
                    message:
                        "the key \(duplicate.key) is written twice in one dictionary (first on line \(duplicate.first.line)); only this last value is read",
                    location: duplicate.repeated))
        }
        for ignored in file.ignoredRelationships {
            findings.append(
                LintFinding(
                    severity: .note, rule: .relationshipWithoutParent, intent: ignored.intent, subject: ignored.subject,
                    message:
                        "the relationship of \(ignored.subject) (\(ignored.key)) names no parent, so there is none (Xcode's editor shows none): the "
                        + "parameter applies whatever the other values are", location: ignored.location))
        }
        // Xcode's editor keeps a `${variable}` of a text as an attachment; deleting one can leave
        // its object replacement character behind, which the file then carries (Passepartout's
        // subtitle, and the translations copied from it).
        for (id, text) in file.localizedTexts.sorted(by: { $0.key < $1.key }) where text.text.unicodeScalars.contains("\u{FFFC}") {
            let shown = text.text.unicodeScalars.map { $0 == "\u{FFFC}" ? "<U+FFFC>" : String($0) }.joined()
            findings.append(
                LintFinding(
                    severity: .warning, rule: .objectReplacementCharacter, intent: text.owner, subject: text.subject,
                    message: "the \(text.role) of \(text.subject) holds U+FFFC (“\(shown)”), the object replacement character Xcode's editor "
                        + "leaves where a variable was deleted; it is part of the text iOS shows", location: file.localizationIDs[id]))
        }
        // Characters a text shows as a line break or as nothing, which an editor can leave
        // unseen (a title ending in U+2028, pasted from elsewhere).
        for (id, text) in file.localizedTexts.sorted(by: { $0.key < $1.key }) {
            guard let found = text.text.unicodeScalars.first(where: { Self.invisible[$0] != nil }), let name = Self.invisible[found] else {
                continue
            }
            let shown = PrintedText.escaped(text.text)
            findings.append(
                LintFinding(
                    severity: .warning, rule: .invisibleCharacter, intent: text.owner, subject: text.subject,
                    message: "the \(text.role) of \(text.subject) holds \(name) (“\(shown)”); Xcode's editor does not show it",
                    location: file.localizationIDs[id]))
        }
        for unknown in file.unknownKeys {
            findings.append(
                LintFinding(
                    severity: .note, rule: .unknownKey, intent: unknown.intent, subject: unknown.subject,
                    message: "soupchef does not know the key \(unknown.key) in \(unknown.subject), and reads the file without it",
                    location: unknown.location ?? file.sourceMap.location(intent: unknown.intent, subject: unknown.subject, detail: unknown.key)))
        }
        return inFileOrder(findings)
    }

    /// Findings in the order of the lines they point at, as a compiler prints them: those about
    /// the file as a whole (no line) first, findings on one line in the order the checks ran.
    static func inFileOrder(_ findings: [LintFinding]) -> [LintFinding] {
        findings.enumerated().sorted { first, second in
            switch (first.element.location, second.element.location) {
            case (nil, nil): first.offset < second.offset
            case (nil, _?): true
            case (_?, nil): false
            case (let a?, let b?): a == b ? first.offset < second.offset : a < b
            }
        }.map(\.element)
    }

    /// Look-ups by name, so that no check is quadratic in the size of the file.
    struct Index {
        var enums: [String: IntentEnum] = [:]
        var types: [String: IntentObjectType] = [:]
        let namespace: String?

        init(_ file: DefinitionFile) {
            for enumeration in file.enums where enums[enumeration.name] == nil { enums[enumeration.name] = enumeration }
            for type in file.types where types[type.name] == nil { types[type.name] = type }
            namespace = file.namespace
        }

        /// Why a type the file names is not to be found in it, and how bad that is; nil when it is
        /// declared, or is Apple's own (the System namespace).
        func missing(_ type: String, namespace: String?) -> LintFinding.Severity? {
            if enums[type] != nil || types[type] != nil { return nil }
            if namespace == DefinitionFile.systemNamespace { return nil }
            // Declared in another definition file of the app, whose namespace this is.
            if let namespace, !namespace.isEmpty, namespace != self.namespace { return .warning }
            return .error
        }
    }

    private static func check(
        _ intent: CustomIntent, in file: DefinitionFile, index: Index,
        add: (LintFinding.Severity, LintFinding.Rule, String?, String, String) -> Void
    ) {
        let name = intent.name
        let names = Set(intent.parameters.map(\.name))
        var byName: [String: IntentParameter] = [:]
        for parameter in intent.parameters where byName[parameter.name] == nil { byName[parameter.name] = parameter }
        for duplicate in duplicates(intent.parameters.map(\.name)) {
            add(.error, .duplicateName, name, "parameter \(duplicate)", "the parameter \(duplicate) is declared more than once")
        }
        if let key = intent.keyParameter, !key.isEmpty, !names.contains(key) {
            add(.error, .unknownKeyParameter, name, "the intent", "the key parameter \(key) is not a parameter of \(name)")
        }

        // A parameter that every shortcut type needs is one Siri must have.
        var needed = Set(intent.combinations.first?.shortcutType.parameters ?? [])
        for combination in intent.combinations.dropFirst() { needed.formIntersection(combination.shortcutType.parameters) }
        for parameter in intent.parameters {
            checkParameter(parameter, of: intent, byName: byName, needed: needed, in: file, index: index, add: add)
        }
        for cycle in relationshipCycles(intent.parameters, byName: byName) {
            add(
                .error, .relationshipCycle, name, "parameter \(cycle[0])",
                "the relationships of \(cycle.joined(separator: " → ")) → \(cycle[0]) form a cycle; none of them could ever be asked for")
        }

        // Shortcut types.
        for (label, combinations) in [("shortcut type", intent.combinations), ("managed shortcut type", intent.managedCombinations)] {
            var seen: [Set<String>: String] = [:]
            for combination in combinations {
                let type = combination.shortcutType
                let subject = "\(label) \(type.shownKey)"
                for parameter in type.parameters where !names.contains(parameter) {
                    add(
                        .error, .unknownParameterInShortcutType, name, subject,
                        "\(label) \(type.shownKey) names \(parameter.isEmpty ? "an empty parameter" : parameter), which is not a parameter of \(name)"
                    )
                }
                for parameter in duplicates(type.parameters) {
                    add(.error, .duplicateShortcutType, name, subject, "\(label) \(type.shownKey) names \(parameter) twice")
                }
                let set = Set(type.parameters)
                if let other = seen[set] {
                    add(.error, .duplicateShortcutType, name, subject, "\(label)s \(other) and \(type.key) have the same parameters")
                } else {
                    seen[set] = type.key
                }
                // Xcode writes the managed types of an intent that is not eligible for suggestions
                // without titles: nothing shows them.
                // A type without parameters and without a title shows the intent's title.
                // A managed type linked to the shortcut type of the same parameters
                // (`INIntentParameterCombinationUpdatesLinked`) takes its title from that one,
                // which Xcode leaves the title on.
                let intentTitle = intent.title.map { !$0.trimmingWhitespace().isEmpty } ?? false
                let linked =
                    combination.updatesLinked && label == "managed shortcut type"
                    && intent.combinations.contains { Set($0.shortcutType.parameters) == set }
                if !type.title.isEmpty, type.title.trimmingWhitespace().isEmpty, !intent.isIneligibleForSuggestions, !linked {
                    // Written, but only blank space: nothing falls back to the intent's title.
                    add(
                        .warning, .missingTitle, name, subject,
                        "\(label) \(type.shownKey) has a title of blank space only; a donation of it shows no title")
                } else if type.title.trimmingWhitespace().isEmpty, !intent.isIneligibleForSuggestions,
                    !(type.parameters.isEmpty && intentTitle), !linked
                {
                    add(
                        .warning, .missingTitle, name, subject,
                        "\(label) \(type.shownKey) has no title; iOS shows "
                            + (intentTitle ? "the intent's title instead" : "no title for a donation of it"))
                }
                for (part, template) in [("title", type.title), ("subtitle", type.subtitle ?? "")] {
                    for variable in DefinitionTemplate.names(in: template) where !set.contains(variable) {
                        add(
                            .error, .titleVariableNotInShortcutType, name, subject,
                            "the \(part) of \(label) \(type.shownKey) uses ${\(variable)}, which is not among its parameters")
                    }
                }
            }
        }
        let primaries = intent.combinations.filter(\.shortcutType.isPrimary)
        if intent.combinations.count > 1, primaries.isEmpty {
            add(
                .warning, .noPrimaryShortcutType, name, "shortcut types",
                "\(intent.combinations.count) shortcut types and none is primary; iOS prefers the largest that fits, which may not be the one you mean"
            )
        }
        if primaries.count > 1 {
            add(
                .warning, .severalPrimaryShortcutTypes, name, "shortcut types",
                "\(primaries.count) shortcut types are primary (\(primaries.map(\.shortcutType.key).joined(separator: "; "))); iOS uses only the first"
            )
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
            if let type, let severity = index.missing(type, namespace: parameter.typeNamespace) {
                add(
                    severity, severity == .error ? .unknownEnumOrType : .typeInOtherFile, name, "response parameter \(parameter.name)",
                    severity == .error
                        ? "the response parameter \(parameter.name) has the type \(type), which the file does not declare"
                        : "the response parameter \(parameter.name) has the type \(type) of another definition file (namespace \(parameter.typeNamespace ?? "")); soupchef cannot check it"
                )
            }
        }
        for code in response.codes {
            for (template, which) in [(code.template, "template"), (code.voiceOnlyTemplate, "voice-only template")] {
                for variable in DefinitionTemplate.names(in: template ?? "") {
                    if let problem = responseVariableProblem(variable, response: response, file: file) {
                        add(
                            .error, .responseVariableNotDeclared, name, "response code \(code.name)",
                            "the \(which) of \(code.name) uses ${\(variable)}: \(problem)")
                    }
                }
            }
        }
    }

    private static func checkParameter(
        _ parameter: IntentParameter, of intent: CustomIntent, byName: [String: IntentParameter], needed: Set<String>,
        in file: DefinitionFile, index: Index,
        add: (LintFinding.Severity, LintFinding.Rule, String?, String, String) -> Void
    ) {
        let name = intent.name
        let subject = "parameter \(parameter.name)"
        let enumeration = parameter.enumType.flatMap { index.enums[$0] }
        for (kind, type) in [("enum type", parameter.enumType), ("type", parameter.objectType)] {
            guard let type, let severity = index.missing(type, namespace: parameter.typeNamespace) else { continue }
            if severity == .error {
                add(.error, .unknownEnumOrType, name, subject, "\(parameter.name) has the \(kind) \(type), which the file does not declare")
            } else {
                add(
                    .warning, .typeInOtherFile, name, subject,
                    "\(parameter.name) has the \(kind) \(type) of another definition file (namespace \(parameter.typeNamespace ?? "")); soupchef cannot check it"
                )
            }
        }
        let metadata = parameter.metadata
        if let value = metadata.defaultValue {
            if let enumeration {
                if case .string(let text) = value, enumeration.enumCase(forDefault: text) != nil {
                } else {
                    // Xcode keeps a default whose case was renamed or removed after it was chosen, and
                    // builds the file (SpotActions' `mixSuffled`, kept for three years): the parameter
                    // has no default, which is worth knowing but no reason to refuse the file.
                    // A Boolean or a number there is the default of the type the parameter had before
                    // it became an enum (Pizza Helper's `expeditionDisplayPolicy`, a Boolean once,
                    // kept `<true/>`): no case was ever chosen, so none was renamed or removed.
                    let cases = enumeration.cases.map(\.name).joined(separator: ", ")
                    let why: String
                    if case .string = value {
                        why = "it was renamed or removed"
                    } else {
                        why = "it is left from the type \(parameter.name) had before it became an enum"
                    }
                    add(
                        .warning, .enumDefaultNotACase, name, subject,
                        "the default \(value) of \(parameter.name) is not a case of \(enumeration.name) (\(cases)); \(why), so the parameter has no default"
                    )
                }
            } else if ["Integer", "Decimal", "TimeInterval"].contains(parameter.type), value.number == nil {
                add(.error, .defaultOfWrongType, name, subject, "the default \"\(value)\" of \(parameter.name) is not a number")
            } else if parameter.type == "Boolean", case .bool = value {
            } else if parameter.type == "Boolean" {
                add(.error, .defaultOfWrongType, name, subject, "the default \"\(value)\" of \(parameter.name) is not a boolean")
            }
        }
        // A duration's bounds and default each in its own unit: compared in seconds.
        let minimum = metadata.minimumMeasure
        let maximum = metadata.maximumMeasure
        for (label, bound) in [("minimum", metadata.minimum), ("maximum", metadata.maximum)] {
            if let bound, bound.number == nil {
                add(.error, .defaultOfWrongType, name, subject, "the \(label) \"\(bound)\" of \(parameter.name) is not a number")
            }
        }
        if let minimum, let maximum, minimum > maximum {
            add(
                .error, .minimumAboveMaximum, name, subject,
                "the minimum \(metadata.minimumDescription ?? "") of \(parameter.name) is above its maximum \(metadata.maximumDescription ?? "")")
        } else if let value = metadata.defaultMeasure, value < (minimum ?? value) || value > (maximum ?? value) {
            add(
                .warning, .defaultOutsideRange, name, subject,
                "the default \(metadata.defaultDescription ?? "") of \(parameter.name) is outside its range, \(metadata.rangeDescription ?? "")")
        }
        if let relationship = parameter.relationship {
            if let parent = byName[relationship.parent] {
                if relationship.parent == parameter.name {
                    // Reported as a cycle.
                } else if let value = relationship.value, let parentEnum = parent.enumType.flatMap({ index.enums[$0] }),
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
        // A customised system intent asks with the system's own prompts; a parameter with a
        // default value is filled by it and never asked for.
        if needed.contains(parameter.name), !intent.isSystemIntent, parameter.metadata.defaultValue == nil, parameter.prompt("Primary") == nil,
            parameter.prompt("DisambiguationSelection") == nil
        {
            // No Primary entry at all (Xcode 10's files, or "Siri can ask for value" off): Siri
            // never asks; an entry without words: it asks with its own.
            let asks = parameter.prompts.contains { $0.kind == "Primary" }
            add(
                .warning, .requiredParameterWithoutPrompt, name, subject,
                asks
                    ? "every shortcut type needs \(parameter.name), but its Primary prompt has no words; Siri would ask with its generic words"
                    : "every shortcut type needs \(parameter.name), but Siri never asks for it (no Primary prompt); it must come with the shortcut")
        }
    }

    /// Why `${variable}` cannot be filled from the response, or nil when it can.
    static func responseVariableProblem(_ variable: String, response: ResponseDefinition, file: DefinitionFile) -> String? {
        let path = variable.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard let parameter = response.parameter(named: path[0]) else {
            let names = response.parameters.map(\.name)
            return "\(path[0]) is not a response parameter "
                + (names.isEmpty ? "(the response has none)" : "(\(names.joined(separator: ", ")))")
        }
        var typeName = parameter.objectType
        for property in path.dropFirst() {
            guard let current = typeName else { return "\(path[0]) has no properties to reach \(property) through" }
            guard let type = file.objectType(named: current) else { return "its type \(current) is not declared" }
            guard let found = type.property(named: property) else {
                let names = type.properties.map(\.name)
                return "\(current) has no property \(property) "
                    + (names.isEmpty ? "(it has none)" : "(\(names.joined(separator: ", ")))")
            }
            typeName = found.objectType
        }
        return nil
    }

    private static func duplicates(_ names: [String]) -> [String] {
        var seen: Set<String> = []
        var reported: Set<String> = []
        var result: [String] = []
        for name in names where !seen.insert(name).inserted && reported.insert(name).inserted { result.append(name) }
        return result
    }

    /// The cycles among the parameters' relationships (each parameter has at most one parent),
    /// each once, from its first parameter in the file's order; linear in the parameters.
    static func relationshipCycles(_ parameters: [IntentParameter], byName: [String: IntentParameter]) -> [[String]] {
        var state: [String: Int] = [:]  // 1: on the current path, 2: done
        var cycles: [[String]] = []
        for start in parameters where state[start.name] == nil {
            var path: [String] = []
            var current: String? = start.name
            while let name = current, state[name] == nil {
                state[name] = 1
                path.append(name)
                current = byName[name]?.relationship?.parent
                if let next = current, byName[next] == nil { current = nil }
            }
            if let name = current, state[name] == 1, let from = path.firstIndex(of: name) {
                cycles.append(Array(path[from...]))
            }
            for name in path { state[name] = 2 }
        }
        return cycles
    }
}

extension DefinitionLint {
    /// Characters that show as a line break or as nothing, by the name a finding gives them.
    static let invisible: [Unicode.Scalar: String] = [
        "\u{2028}": "U+2028, a line separator iOS shows as a line break", "\u{2029}": "U+2029, a paragraph separator iOS shows as a line break",
        "\u{200B}": "U+200B, a zero-width space", "\u{FEFF}": "U+FEFF, a byte order mark iOS shows as nothing",
    ]

    /// The translations' findings: a text of the definition a language does not translate (iOS
    /// then speaks the Base text; not for a catalog's key marked "Don't Translate"), and a string
    /// no text of the definition uses.
    /// Whether a text is written in the script of a language that has one of its own (Japanese's
    /// kana, Chinese's ideographs, Korean's Hangul, Cyrillic, Arabic, Hebrew, Greek, Thai,
    /// Devanagari): letters of that script and none of the Latin alphabet, its `${…}`
    /// placeholders aside. Japanese needs a kana (ideographs alone may be Chinese), Chinese none.
    static func isWritten(_ text: String, inScriptOf language: String) -> Bool {
        let code = String(language.prefix { $0 != "-" && $0 != "_" }).lowercased()
        var scalars: [Unicode.Scalar] = []
        var inPlaceholder = false
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            if scalar == "{" && previous == "$" { inPlaceholder = true } else if scalar == "}" { inPlaceholder = false }
            if !inPlaceholder && scalar.properties.isAlphabetic { scalars.append(scalar) }
            previous = scalar
        }
        guard !scalars.isEmpty, !scalars.contains(where: { $0.value < 0x0250 }) else { return false }
        func any(_ ranges: ClosedRange<UInt32>...) -> Bool { scalars.contains { scalar in ranges.contains { $0.contains(scalar.value) } } }
        let kana = any(0x3040...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9D)
        let han = any(0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF)
        switch code {
        case "ja": return kana
        case "zh", "yue": return han && !kana
        case "ko": return any(0x1100...0x11FF, 0x3130...0x318F, 0xAC00...0xD7AF)
        case "ru", "uk", "be", "bg", "mk", "kk", "ky", "mn", "tg": return any(0x0400...0x04FF)
        case "sr": return language.lowercased().contains("latn") ? false : any(0x0400...0x04FF)
        case "ar", "fa", "ur", "ps", "ug", "ckb": return any(0x0600...0x06FF, 0x0750...0x077F, 0xFB50...0xFDFF, 0xFE70...0xFEFF)
        case "he", "yi": return any(0x0590...0x05FF)
        case "el": return any(0x0370...0x03FF)
        case "th": return any(0x0E00...0x0E7F)
        case "hi", "mr", "ne": return any(0x0900...0x097F)
        default: return false
        }
    }

    public static func checkTranslations(_ file: DefinitionFile, languages: [DefinitionStrings]) -> [LintFinding] {
        var findings: [LintFinding] = []
        let ids = file.localizationIDs
        let optional = file.optionalLocalizationIDs
        /// A text naming an enum variable is exported once per case, `<id>-<case's display name id>`.
        func base(_ key: String) -> String? { key.firstIndex(of: "-").map { String(key[..<$0]) } }
        for language in languages {
            let perCase = Set(language.strings.keys.compactMap(base).filter { ids[$0] != nil })
            // A catalog's source language says the Base texts: an entry it lacks is no gap.
            let missing =
                language.isSourceLanguage
                ? []
                : ids.keys.filter {
                    language.strings[$0] == nil && !perCase.contains($0) && !optional.contains($0) && !language.untranslatable.contains($0)
                }
                .sorted { (ids[$0]!, $0) < (ids[$1]!, $1) }
            for id in missing {
                let text = file.localizedTexts[id]
                let what = text.map { text in
                    let shown = text.text.count > 60 ? String(text.text.prefix(57)) + "…" : text.text
                    return ", the \(text.role) of \(text.subject) (“\(shown)”)"
                }
                // A Base text already written in the language's own script (iMast's Japanese Base,
                // its project's development region ja) loses nothing there: a note.
                let native = text.map { isWritten($0.text, inScriptOf: language.language) } ?? false
                findings.append(
                    LintFinding(
                        severity: native ? .note : .warning, rule: .missingTranslation, intent: text?.owner, subject: "string \(id)",
                        message: "\(language.language) has no string for \(id)\(what ?? ""); iOS speaks the Base text there"
                            + (native ? ", which is written in \(language.language)'s script already" : ""),
                        location: ids[id]))
            }
            // A variable a translation names that its intent does not declare: Xcode builds the
            // file (it does not read the strings), and iOS has no value to put there.
            let keys = language.strings.keys.sorted { (language.lines[$0] ?? 0, $0) < (language.lines[$1] ?? 0, $1) }
            for key in keys {
                guard let translated = language.strings[key], let id = ids[key] != nil ? key : base(key), let text = file.localizedTexts[id],
                    let owner = text.owner, let intent = file.intent(named: owner)
                else { continue }
                let used = Set(DefinitionTemplate.names(in: text.text))
                var named: Set<String> = []
                for name in DefinitionTemplate.names(in: translated) where !used.contains(name) && named.insert(name).inserted {
                    let root = String(name.prefix { $0 != "." })
                    guard intent.parameter(named: root) == nil, intent.response.parameter(named: root) == nil else { continue }
                    let shown = text.text.count > 60 ? String(text.text.prefix(57)) + "…" : text.text
                    findings.append(
                        LintFinding(
                            severity: .warning, rule: .translationVariableNotDeclared, intent: owner, subject: "string \(key)",
                            message: "the \(language.language) string \(key), the \(text.role) of \(text.subject) (“\(shown)”), names ${\(name)},"
                                + " which \(owner) does not declare; iOS has no value to put there",
                            location: language.lines[key].map { SourceLocation(line: $0, column: 1) }, file: language.path))
                }
            }
            let unused = language.strings.keys.filter { ids[$0] == nil && !(base($0).map { ids[$0] != nil } ?? false) }
                .sorted { (language.lines[$0] ?? 0, $0) < (language.lines[$1] ?? 0, $1) }
            for key in unused {
                let textless = file.textlessLocalizationIDs[key]
                let message =
                    textless.map {
                        "the string \(key) is for the \($0.role) of \($0.subject) (\($0.key)ID), which the definition leaves without one; "
                            + "no text uses it"
                    } ?? "the string \(key) is used by no text of the definition"
                findings.append(
                    LintFinding(
                        severity: .warning, rule: .unusedTranslation, intent: textless?.owner, subject: "string \(key)",
                        message: message,
                        location: language.lines[key].map { SourceLocation(line: $0, column: 1) }, file: language.path))
            }
        }
        return findings
    }
}

extension DefinitionLint {
    /// A language's `.strings` file, string catalog or whole copy of the definition that cannot be
    /// read: iOS reads nothing from it either. The finding is in that file (at the line a
    /// `.strings` file's problem names), so the rest of the definition's findings still show.
    public static func unreadableTranslation(_ error: DefinitionError, language: String, isCopy: Bool = false) -> LintFinding {
        var location: SourceLocation?
        var problem = error.problem
        // The strings parser names its line: "line 3: …".
        if problem.hasPrefix("line "), let colon = problem.firstIndex(of: ":"),
            let line = Int(problem[problem.index(problem.startIndex, offsetBy: 5)..<colon])
        {
            location = SourceLocation(line: line, column: 1)
            problem = problem[problem.index(after: colon)...].trimmingWhitespace()
        }
        let what =
            isCopy
            ? "the \(language) copy of the definition"
            : language == DefinitionLocalization.unreadableCatalog ? "the string catalog" : "the \(language) translation"
        return LintFinding(
            severity: .error, rule: .unreadableTranslation, intent: nil, subject: "the file",
            message: "\(what) cannot be read: \(problem)", location: location, file: error.file)
    }

    /// A strings table saved under the definition's name in a language's folder (a translation
    /// tool's leftover, as Qwant Junior has in five folders, four of them beside the language's
    /// own `.strings` file): Xcode never writes one, and builds only the files the project lists,
    /// so a project that builds does not list it: a warning about a stray file, not an error.
    public static func unusedLocalizedCopy(path: String, language: String, strings: String?, definition: String) -> LintFinding {
        let stem = definition.hasSuffix(".intentdefinition") ? String(definition.dropLast(".intentdefinition".count)) : definition
        let read =
            strings.map { "the \(language) translation read is \(DefinitionLocalization.split($0).name) beside it, so this one is unused" }
            ?? "\(language) has no \(stem).strings beside it, so iOS in \(language) speaks the Base texts (a translation goes in"
            + " \(language).lproj/\(stem).strings)"
        return LintFinding(
            severity: .warning, rule: .unusedLocalizedCopy, intent: nil, subject: "the file",
            message: "this \(language) file under the definition's name is a strings table, not a definition; \(read); if the project lists"
                + " it as the definition's \(language) version, Xcode's build fails: delete it", file: path)
    }

    /// A language kept as a whole copy of the definition (`de.lproj/Intents.intentdefinition`)
    /// is what iOS runs in that language: an intent or a parameter the copy has and the file lacks,
    /// or the other way round, is a difference people of that language meet. Xcode does not keep
    /// such copies in step (Telegram's German copy has an intent its Base file lacks).
    public static func checkLocalizedCopies(_ file: DefinitionFile, copies: [(language: String, file: DefinitionFile)]) -> [LintFinding] {
        var findings: [LintFinding] = []
        for (language, copy) in copies {
            func finding(_ intent: String?, _ subject: String, _ message: String) {
                findings.append(
                    LintFinding(
                        severity: .warning, rule: .localizedCopyDiffers, intent: intent, subject: subject,
                        message: message + "; iOS in \(language) runs \(copy.name)", file: copy.name))
            }
            for intent in file.intents where copy.intent(named: intent.name) == nil {
                finding(intent.name, "the intent", "the \(language) copy of the definition has no intent \(intent.name)")
            }
            for intent in copy.intents where file.intent(named: intent.name) == nil {
                finding(intent.name, "the intent", "the \(language) copy of the definition has an intent \(intent.name) this file lacks")
            }
            for intent in file.intents {
                guard let other = copy.intent(named: intent.name) else { continue }
                for parameter in intent.parameters where other.parameter(named: parameter.name) == nil {
                    finding(intent.name, "parameter \(parameter.name)", "the \(language) copy of \(intent.name) has no parameter \(parameter.name)")
                }
                for parameter in other.parameters where intent.parameter(named: parameter.name) == nil {
                    finding(
                        intent.name, "parameter \(parameter.name)",
                        "the \(language) copy of \(intent.name) has a parameter \(parameter.name) this file lacks")
                }
            }
        }
        return findings
    }
}
