import TextMatching

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

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
            // Xcode writes every case under `INEnumValues`; a file that writes none there (cases
            // listed under another key by hand) leaves its parameters nothing to take.
            if enumeration.choosableCases.isEmpty {
                let users = file.intents.flatMap { intent in
                    intent.parameters.filter { $0.enumType == enumeration.name }.map { "\(intent.name).\($0.name)" }
                }
                add(
                    .warning, .enumWithoutCases, enumeration.name, "enum \(enumeration.name)",
                    "the enum \(enumeration.name) declares no cases"
                        + (enumeration.cases.isEmpty ? "" : " but the one at index 0, the value iOS reads as none")
                        + (users.isEmpty ? "" : ", so \(users.joined(separator: ", ")) can take no value"))
            }
            for enumCase in enumeration.cases where enumCase.isAtUnsetIndex {
                add(
                    .warning, .enumCaseAtUnsetIndex, enumeration.name, "enum \(enumeration.name)",
                    "the case \(enumCase.name) has index 0, the value iOS reads as none (Xcode keeps 0 for its unknown case): "
                        + "a donation or an answer of \(enumCase.name) has no value")
            }
            // Xcode numbers every case but `unknown`, from 1 and never twice: the number is what
            // iOS stores for a value and what the generated enum's cases are.
            for enumCase in enumeration.cases where enumCase.isWithoutIndex && enumCase.name.lowercased() != "unknown" {
                add(
                    .warning, .enumCaseWithoutIndex, enumeration.name, "enum \(enumeration.name)",
                    "the case \(enumCase.name) has no index (INEnumValueIndex), which Xcode writes for every case but unknown: "
                        + "iOS stores an enum's value as that number, so give each case its own, from 1")
            }
            var firstAt: [Int: String] = [:]
            for enumCase in enumeration.cases where !enumCase.isWithoutIndex && enumCase.index != 0 {
                guard let first = firstAt[enumCase.index] else {
                    firstAt[enumCase.index] = enumCase.name
                    continue
                }
                add(
                    .warning, .enumIndexShared, enumeration.name, "enum \(enumeration.name)",
                    "the cases \(first) and \(enumCase.name) share index \(enumCase.index): iOS stores an enum's value as that number, "
                        + "so a donation of \(enumCase.name) reads back as \(first), and the Swift enum Xcode generates does not compile (its Objective-C one does)"
                )
            }
        }
        // One of INObject's own properties written with another type (MEGA's and Simplenote's
        // `pronunciationHint`, an Integer): Xcode generates none for it, so the type has INObject's.
        for type in file.types {
            for property in type.properties {
                guard let written = property.writtenType else { continue }
                let own = (property.isList ? "a list of " : "a ") + property.type
                add(
                    .note, .objectPropertyRetyped, type.name, "type \(type.name)",
                    "the file gives \(property.name), one of INObject's own properties (INTypePropertyDefault), the type \(written); "
                        + "Xcode generates no property for it, so \(type.name)'s \(property.name) is INObject's, \(own)")
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
        // A variable written without its dollar sign (`{mealType}`, a hand-written file's), with a
        // space after it (`$ {name}`) or never closed: Xcode builds it, and iOS shows it as it is.
        var texts: [(subject: String, role: String, text: String?)] = []
        for (label, combinations) in [("shortcut type", intent.combinations), ("managed shortcut type", intent.managedCombinations)] {
            for type in combinations.map(\.shortcutType) {
                texts += [("\(label) \(type.shownKey)", "title", type.title), ("\(label) \(type.shownKey)", "subtitle", type.subtitle)]
            }
        }
        for parameter in intent.parameters {
            texts += parameter.prompts.map { ("parameter \(parameter.name)", "\($0.kind) prompt", $0.text) }
            texts += parameter.unsupportedReasons.map { ("parameter \(parameter.name)", "\($0.code) reason", $0.text) }
        }
        for code in response.codes {
            texts += [
                ("response code \(code.name)", "template", code.template),
                ("response code \(code.name)", "voice-only template", code.voiceOnlyTemplate),
            ]
        }
        for (subject, role, text) in texts {
            guard let text else { continue }
            let written = Self.variablesWithoutDollar(in: text, of: intent)
            guard !written.isEmpty else { continue }
            let shown = text.count > 60 ? String(text.prefix(57)) + "…" : text
            add(
                .warning, .variableWithoutDollar, name, subject,
                "the \(role) of \(subject) (“\(shown)”) writes " + written.map { "“\($0)”" }.joined(separator: ", ") + ", which "
                    + (written.count == 1 ? "is no variable" : "are no variables") + " (a variable is ${name}): iOS shows "
                    + (written.count == 1 ? "it" : "them") + " as written")
        }
        // A variable written against a word (`What is the${blogID}for this post?`): Xcode's editor
        // draws it as a token with room on either side, so the missing space does not show there,
        // and iOS puts the value in as it is (Humboldt's and Zavala's prompts, TakeURPill's title).
        // A managed type's title is the summary the Shortcuts app draws with its variables as
        // tokens, never text: only the others'.
        for (subject, role, text) in texts where !subject.hasPrefix("managed ") {
            guard let text else { continue }
            let joined = Self.variablesJoinedToWords(in: text)
            guard !joined.isEmpty else { continue }
            let shown = text.count > 60 ? String(text.prefix(57)) + "…" : text
            let described = joined.map { join in
                let words = [join.before, join.after].compactMap { $0 }.map { "“\($0)”" }.joined(separator: " and ")
                return "${\(join.variable)} to \(words)"
            }
            add(
                .warning, .variableJoinedToWord, name, subject,
                "the \(role) of \(subject) (“\(shown)”) joins " + described.joined(separator: ", ")
                    + " with no space: Xcode's editor (and the Shortcuts app, in an action's summary) shows a variable as a token"
                    + " with room around it, but iOS writes the value in as it is where it shows text (a donation's title, what Siri"
                    + " says), so the words run together")
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
                    // The cases a default could name: not `unknown`, which is no value.
                    let cases = enumeration.choosableCases.map(\.name).joined(separator: ", ")
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
        // A prompt's variables: a parameter of the intent (or its property), the number of
        // choices, or the system's names of the parameter as its reasons have them. Anything else
        // Siri has no value for, and says nothing in its place.
        for prompt in parameter.prompts {
            for variable in DefinitionTemplate.names(in: prompt.text ?? "") {
                let root = String(variable.prefix { $0 != "." })
                guard byName[root] == nil, !Self.promptSystemVariables.contains(root) else { continue }
                add(
                    .warning, .promptVariableNotDeclared, name, subject,
                    "the \(prompt.kind) prompt of \(parameter.name) uses ${\(variable)}, which is not a parameter of \(name) "
                        + "(nor count, displayName, minimumValue or maximumValue): Siri says nothing in its place")
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
            // never asks, a warning; an entry without words, Xcode's own state until a prompt is
            // typed (77 parameters of 29 of 542 real definitions): it asks with its own, a note.
            // The key parameter is asked for all the same (the conversation's rule, `converse`):
            // in Siri's generic words, a note.
            let hasEntry = parameter.prompts.contains { $0.kind == "Primary" }
            let isKey = parameter.name == intent.keyParameter
            let message =
                hasEntry
                ? "its Primary prompt has no words; Siri would ask with its generic words"
                : isKey
                    ? "the key parameter, which has no Primary prompt; Siri asks for it in its generic words"
                    : "Siri never asks for it (no Primary prompt); it must come with the shortcut"
            add(
                hasEntry || isKey ? .note : .warning, .requiredParameterWithoutPrompt, name, subject,
                "every shortcut type needs \(parameter.name), " + (hasEntry || !isKey ? "but " : "") + message)
        }
    }

    /// What `text` writes as a variable and is none: `{name}` without its `$` where `name` is a
    /// parameter or response parameter of `intent` (other braces may be meant), and any broken
    /// placeholder (`$ {name}`, `${name` never closed). Each as written.
    static func variablesWithoutDollar(in text: String, of intent: CustomIntent) -> [String] {
        var found = brokenPlaceholders(in: text)
        for piece in DefinitionTemplate.pieces(text) {
            guard case .text(let part) = piece else { continue }
            var rest = part[...]
            while let open = rest.firstIndex(of: "{") {
                let after = rest[rest.index(after: open)...]
                guard let close = after.prefix(60).firstIndex(of: "}") else { break }
                let name = String(after[..<close])
                let root = String(name.prefix { $0 != "." })
                let before = open > part.startIndex ? part[part.index(before: open)] : nil
                if before != "$", before != "＄", !found.contains(where: { $0.contains("{" + name) }),
                    intent.parameter(named: root) != nil || intent.response.parameter(named: root) != nil
                {
                    found.append("{\(name)}")
                }
                rest = after[after.index(after: close)...]
            }
        }
        return found
    }

    /// The variables of `text` written against a word of a language that puts spaces between
    /// its words, with the word before and after (`the${blogID}for`: “the”, “for”). Only in a
    /// text that has spaces; a word of one letter (`v${version}`) or in capitals (`ID${number}`)
    /// is taken as meant.
    static func variablesJoinedToWords(in text: String) -> [(variable: String, before: String?, after: String?)] {
        guard text.contains(" ") else { return [] }
        func spaced(_ character: Character) -> Bool {
            character.isLetter
                && character.unicodeScalars.allSatisfy { $0.value < 0x0530 || (0x1E00...0x1FFF).contains($0.value) }
        }
        func word(_ letters: Substring) -> String? {
            guard letters.count >= 2, letters.contains(where: { $0.isLowercase }) else { return nil }
            return String(letters)
        }
        let pieces = DefinitionTemplate.pieces(text)
        var found: [(variable: String, before: String?, after: String?)] = []
        for (index, piece) in pieces.enumerated() {
            guard case .placeholder(let name, _) = piece else { continue }
            var before: String?
            var after: String?
            if index > 0, case .text(let part) = pieces[index - 1] {
                before = word(Substring(String(part.reversed().prefix(while: spaced).reversed())))
            }
            if index + 1 < pieces.count, case .text(let part) = pieces[index + 1] {
                after = word(part.prefix(while: spaced))
            }
            if before != nil || after != nil { found.append((name, before, after)) }
        }
        return found
    }

    /// The variables a prompt may use beside the intent's parameters: the number of choices
    /// (Xcode's disambiguation prompts) and the parameter's names that its reasons use.
    static let promptSystemVariables: Set<String> = ["count", "displayName", "minimumValue", "maximumValue"]

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
}
