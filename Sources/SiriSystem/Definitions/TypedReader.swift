#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A language's translations made per enum case. When a text names an enum variable, Xcode's
/// export translates it once per case, keyed `<text id>-<case's display name id>`, and iOS
/// speaks the one made for the value's case; a Boolean variable's text likewise, once per value,
/// keyed by its true and false display names' ids. Gathered while the reader reads a language: `cases`
/// (display name id → "Enum.case") from the enums, read first, then each text of an intent that
/// the language translates only that way.
final class CaseTranslations {
    /// Display name id → "Enum.case", or for a Boolean parameter "parameter=true".
    var cases: [String: String] = [:]

    static func booleanKey(_ parameter: String, _ flag: Bool) -> String { "\(parameter)=\(flag)" }
    /// The intent being read: Base text → "Enum.case" → the language's text.
    var texts: [String: [String: String]] = [:]
    private var byText: [String: [(suffix: String, text: String)]]?

    func note(_ base: String, id: String, in translations: [String: String]) {
        for variant in variants(in: translations)[id] ?? [] {
            if let enumCase = cases[variant.suffix] { texts[base, default: [:]][enumCase] = variant.text }
        }
    }

    /// The strings of `translations` keyed `<id>-<suffix>`, by id (grouped once: the reader
    /// reads one language).
    private func variants(in translations: [String: String]) -> [String: [(suffix: String, text: String)]] {
        if let byText { return byText }
        var grouped: [String: [(suffix: String, text: String)]] = [:]
        for (key, text) in translations {
            guard let dash = key.firstIndex(of: "-") else { continue }
            grouped[String(key[..<dash]), default: []].append((String(key[key.index(after: dash)...]), text))
        }
        byText = grouped
        return grouped
    }

    /// Whether `translations` has any per-case or per-value string of the text `id`.
    func hasVariants(of id: String, in translations: [String: String]) -> Bool {
        variants(in: translations)[id]?.isEmpty == false
    }
}

/// Reads the parsed property list into typed values, naming where a value of the wrong type is.
struct TypedReader {
    let file: String
    let positions: SourcePositions
    /// Whether it notes unknown keys, localization ids and where each part is (`DefinitionNotes`).
    let notes: Bool
    var unknownKeys: [UnknownKey] = []
    /// Relationships with a predicate and no parent, which are none (`DefinitionFile.ignoredRelationships`).
    var ignoredRelationships: [UnknownKey] = []
    var sourceMap = SourceMap()
    /// A language's strings by `…ID`; nil reads the Base texts.
    var translations: [String: String]?
    var localizationIDs: [String: SourceLocation] = [:]
    /// Ids Xcode's export leaves out (`DefinitionFile.optionalLocalizationIDs`).
    var optionalLocalizationIDs: Set<String> = []
    /// With translations, the parameters whose written display name they leave as it is.
    var untranslatedParameterNames: Set<String> = []
    /// Whose each localization id's text is, and what it says.
    var localizedTexts: [String: LocalizedText] = [:]
    /// Ids whose text the file leaves out (`DefinitionFile.textlessLocalizationIDs`).
    var textlessLocalizationIDs: [String: LocalizedText] = [:]
    /// A linked shortcut type's text id → its managed type's (`DefinitionFile.linkedLocalizationIDs`).
    var linkedLocalizationIDs: [String: String] = [:]
    /// What a language translates per enum case (`CaseTranslations`), gathered as texts are read.
    let perCase = CaseTranslations()

    init(file: String, positions: SourcePositions = SourcePositions(Data())) {
        self.file = file
        self.positions = positions
        self.notes = true
    }

    /// A reader that notes nothing when `notes` is false.
    init(file: String, notes: Bool) {
        self.file = file
        self.positions = SourcePositions(Data())
        self.notes = notes
    }

    private func fail(_ problem: String) -> DefinitionError { DefinitionError(file: file, problem: problem) }

    /// A plist value's kind, as messages name it.
    static func kindName(_ value: Any) -> String {
        // Swift values (`XMLPropertyList`, `PropertyListValue`), by their exact type.
        if type(of: value) == Bool.self { return "a boolean" }
        if type(of: value) == Int.self || type(of: value) == UInt64.self { return "an integer" }
        if type(of: value) == Double.self { return "a real number" }
        switch value {
        case is String: return "a string"
        case is [Any]: return "an array"
        case is [String: Any], is [AnyHashable: Any]: return "a dictionary"
        case is Date: return "a date"
        case is Data: return "data"
        default: return "a \(type(of: value))"
        }
    }

    /// One dictionary of the file, with where it is, the keys read from it, and its subject for messages.
    struct Node {
        var values: [String: Any]
        var place: String
        var intent: String?
        var subject: String
        /// Its node in the file's positions.
        var position: Int? = nil
    }

    func node(_ value: Any, place: String, intent: String?, subject: String, position: Int? = nil) throws -> Node {
        guard let dictionary = value as? [String: Any] else {
            throw fail("\(place) must be a dictionary, not \(Self.kindName(value))")
        }
        return Node(values: dictionary, place: place, intent: intent, subject: subject, position: position)
    }

    /// The dictionaries of `node`'s array `key`, each a node of its own under the same intent and
    /// subject, placed at its item; `place` names it by its index in messages.
    func children(of node: Node, _ key: String, place: (Int) -> String) throws -> [Node] {
        try array(node, key).enumerated().map { index, item in
            try self.node(
                item, place: place(index), intent: node.intent, subject: node.subject,
                position: positions.item(positions.child(node.position, key), index))
        }
    }

    /// Notes where `node` is, under its intent and subject.
    mutating func locate(_ node: Node) {
        guard notes else { return }
        sourceMap.record(positions.location(node.position), intent: node.intent, subject: node.subject)
    }

    /// An empty value (`<data></data>`, read as an empty string, or an empty string where a
    /// number, a flag or a collection belongs) is no value, as Xcode reads it.
    static func isEmpty(_ value: Any) -> Bool {
        if let text = value as? String { return text.isEmpty }
        if let data = value as? Data { return data.isEmpty }
        return false
    }

    func string(_ node: Node, _ key: String) throws -> String? {
        guard let value = node.values[key] else { return nil }
        if let data = value as? Data, data.isEmpty { return nil }
        guard let text = value as? String else { throw fail("\(node.place): \(key) must be a string, not \(Self.kindName(value))") }
        if let translations, let id = node.values[key + "ID"] as? String {
            if let translated = translations[id] { return translated }
            perCase.note(text, id: id, in: translations)
        }
        return text
    }

    func requiredString(_ node: Node, _ key: String) throws -> String {
        guard let text = try string(node, key) else { throw fail("\(node.place) has no \(key)") }
        guard !text.isEmpty else { throw fail("\(node.place): \(key) is empty") }
        return text
    }

    func bool(_ node: Node, _ key: String) throws -> Bool {
        guard let value = node.values[key], !Self.isEmpty(value) else { return false }
        if Self.kindName(value) == "a boolean", let flag = value as? Bool { return flag }
        throw fail("\(node.place): \(key) must be a boolean, not \(Self.kindName(value))")
    }

    func integer(_ node: Node, _ key: String) throws -> Int? {
        guard let value = node.values[key], !Self.isEmpty(value) else { return nil }
        guard Self.kindName(value) == "an integer", let n = value as? Int else {
            throw fail("\(node.place): \(key) must be an integer, not \(Self.kindName(value))")
        }
        return n
    }

    func scalar(_ node: Node, _ key: String) throws -> DefinitionScalar? {
        guard let value = node.values[key], !Self.isEmpty(value) else { return nil }
        switch Self.kindName(value) {
        case "a boolean": return .bool(value as? Bool ?? false)
        case "an integer": if let n = value as? Int { return .integer(n) }
        case "a real number":
            if type(of: value) == Double.self, let x = value as? Double { return .real(x) }
        case "a string": if let s = value as? String { return .string(s) }
        default: break
        }
        throw fail("\(node.place): \(key) must be a number, a string or a boolean, not \(Self.kindName(value))")
    }

    /// A parameter's default value; a String's in the language being read, where it translates
    /// it (`…DefaultValueID`: Home Assistant's “shortcut_event” is “kurzbefehl_ereignis” in German).
    /// Other types' defaults (an enum's case name, a number) are not text a language changes.
    func translatedDefault(_ node: Node, of type: String?) throws -> DefinitionScalar? {
        let key = "INIntentParameterMetadataDefaultValue"
        guard (type ?? "String") == "String", let translations, let id = node.values[key + "ID"] as? String, let translated = translations[id],
            case .string? = try scalar(node, key)
        else { return try scalar(node, key) }
        return .string(translated)
    }

    func array(_ node: Node, _ key: String) throws -> [Any] {
        guard let value = node.values[key], !Self.isEmpty(value) else { return [] }
        guard let items = value as? [Any] else { throw fail("\(node.place): \(key) must be an array, not \(Self.kindName(value))") }
        return items
    }

    func dictionary(_ node: Node, _ key: String) throws -> [String: Any]? {
        guard let value = node.values[key], !Self.isEmpty(value) else { return nil }
        guard let items = value as? [String: Any] else { throw fail("\(node.place): \(key) must be a dictionary, not \(Self.kindName(value))") }
        return items
    }

    /// What a text of `node` belongs to, in words: an enum's case and a type's property by name
    /// ("case public of enum Visibility"), a response code or parameter, else the node's subject.
    static func textOwner(_ node: Node) -> String {
        let parts = node.place.components(separatedBy: ", ")
        guard parts.count == 2 else { return node.subject }
        for (prefix, member) in [("enum ", "case "), ("type ", "property ")] where parts[0].hasPrefix(prefix) && parts[1].hasPrefix(member) {
            return "\(parts[1]) of \(parts[0])"
        }
        if parts[0].hasPrefix("intent "), parts[1].hasPrefix("response code ") || parts[1].hasPrefix("response parameter ") { return parts[1] }
        return node.subject
    }

    /// Records the keys of `node` that are not in `known` (nor a localization id, `…ID`).
    mutating func noteUnknown(_ node: Node, known: Set<String>) {
        guard notes else { return }
        // The localization ids of the node's texts: the keys of the languages' .strings files.
        for (key, value) in node.values where key.hasSuffix("ID") && node.values[String(key.dropLast(2))] is String {
            if let id = value as? String, !id.isEmpty, localizationIDs[id] == nil {
                localizationIDs[id] =
                    positions.location(positions.child(node.position, key)) ?? positions.location(node.position) ?? SourceLocation(line: 0, column: 0)
                // An empty text has nothing to translate: Xcode does not export it.
                if (node.values[String(key.dropLast(2))] as? String)?.isEmpty == true { optionalLocalizationIDs.insert(id) }
                // Xcode 10's `INIntentResponseProperty…` keys, kept beside the `…Parameter…` keys
                // that replaced them: iOS and the export read the new ones, so the old text's id
                // may be missing from a translation.
                if key.hasPrefix("INIntentResponseProperty"), node.values["INIntentResponseParameterName"] != nil {
                    optionalLocalizationIDs.insert(id)
                }
                localizedTexts[id] = LocalizedText(
                    owner: node.intent, subject: Self.textOwner(node), key: String(key.dropLast(2)),
                    text: node.values[String(key.dropLast(2))] as? String ?? "")
            }
        }
        // An id kept without its text: Xcode leaves a String parameter's default value id when
        // the value is cleared, and a translation exported before may still carry its string.
        for (key, value) in node.values where key.hasSuffix("ID") && node.values[String(key.dropLast(2))] == nil {
            if let id = value as? String, !id.isEmpty, localizationIDs[id] == nil, textlessLocalizationIDs[id] == nil {
                textlessLocalizationIDs[id] = LocalizedText(owner: node.intent, subject: Self.textOwner(node), key: String(key.dropLast(2)), text: "")
            }
        }
        for key in node.values.keys.sorted() where !known.contains(key) && !(key.hasSuffix("ID") && known.contains(String(key.dropLast(2)))) {
            let location = positions.location(positions.child(node.position, key)) ?? positions.location(node.position)
            unknownKeys.append(UnknownKey(intent: node.intent, subject: node.subject, key: key, location: location))
            sourceMap.record(location, intent: node.intent, subject: node.subject, detail: key)
        }
    }

    mutating func file(_ root: Any) throws -> DefinitionFile {
        guard let top = root as? [String: Any] else {
            throw fail("is not an intent definition: its top level is \(Self.kindName(root)), not a dictionary")
        }
        let node = Node(values: top, place: "the file", intent: nil, subject: "the file", position: positions.root)
        guard top["INIntents"] != nil || top["INEnums"] != nil || top["INTypes"] != nil else {
            throw fail("is not an intent definition: it has no INIntents, INEnums or INTypes")
        }
        noteUnknown(node, known: Keys.file)
        var result = DefinitionFile(name: file)
        for (index, item) in try array(node, "INEnums").enumerated() {
            result.enums.append(
                try enumeration(item, place: "INEnums[\(index)]", position: positions.item(positions.child(node.position, "INEnums"), index)))
        }
        for (index, item) in try array(node, "INTypes").enumerated() {
            result.types.append(
                try objectType(item, place: "INTypes[\(index)]", position: positions.item(positions.child(node.position, "INTypes"), index)))
        }
        for (index, item) in try array(node, "INIntents").enumerated() {
            result.intents.append(
                try intent(item, place: "INIntents[\(index)]", position: positions.item(positions.child(node.position, "INIntents"), index)))
        }
        result.namespace = try string(node, "INIntentDefinitionNamespace")
        result.unknownKeys = unknownKeys
        result.ignoredRelationships = ignoredRelationships
        result.sourceMap = sourceMap
        result.localizationIDs = localizationIDs
        result.optionalLocalizationIDs = optionalLocalizationIDs
        result.localizedTexts = localizedTexts
        result.textlessLocalizationIDs = textlessLocalizationIDs.filter { localizationIDs[$0.key] == nil }
        result.linkedLocalizationIDs = linkedLocalizationIDs
        result.untranslatedParameterNames = untranslatedParameterNames
        return result
    }

    mutating func enumeration(_ value: Any, place: String, position: Int?) throws -> IntentEnum {
        var node = try node(value, place: place, intent: nil, subject: place, position: position)
        let name = try requiredString(node, "INEnumName")
        node.place = "enum \(name)"
        node.subject = node.place
        node.intent = name
        locate(node)
        noteUnknown(node, known: Keys.enumeration)
        var cases: [IntentEnum.Case] = []
        for var caseNode in try children(of: node, "INEnumValues", place: { "enum \(name), INEnumValues[\($0)]" }) {
            let caseName = try requiredString(caseNode, "INEnumValueName")
            caseNode.place = "enum \(name), case \(caseName)"
            if let id = caseNode.values["INEnumValueDisplayNameID"] as? String { perCase.cases[id] = name + "." + caseName }
            noteUnknown(caseNode, known: Keys.enumValue)
            // A case's synonyms, each with its own texts (and localization ids). Xcode's export
            // carries some of them (pronunciation hints) and not others: never missing.
            var synonyms: [String] = []
            for (synonymIndex, synonym) in (caseNode.values["INEnumValueSynonyms"] as? [Any] ?? []).enumerated() {
                guard let values = synonym as? [String: Any] else { continue }
                let new = values.compactMap { $0.key.hasSuffix("ID") ? $0.value as? String : nil }.filter { localizationIDs[$0] == nil }
                let synonymNode = Node(
                    values: values, place: caseNode.place + ", synonym \(synonymIndex)", intent: caseNode.intent, subject: caseNode.subject,
                    position: positions.item(positions.child(caseNode.position, "INEnumValueSynonyms"), synonymIndex))
                noteUnknown(synonymNode, known: Keys.enumSynonym)
                optionalLocalizationIDs.formUnion(new)
                if let said = try? string(synonymNode, "INEnumValueSynonymSynonym"), !said.trimmingWhitespace().isEmpty { synonyms.append(said) }
            }
            // Xcode's export leaves out the display name of an enum's `unknown` case (index 0),
            // though an app may translate it: neither missing nor unused.
            if (try integer(caseNode, "INEnumValueIndex") ?? 0) == 0, let id = caseNode.values["INEnumValueDisplayNameID"] as? String {
                optionalLocalizationIDs.insert(id)
            }
            // Xcode writes its `unknown` case without an index; a case written at 0 by hand or by
            // Xcode 10's betas is the value iOS reads as none.
            let written = try integer(caseNode, "INEnumValueIndex")
            cases.append(
                IntentEnum.Case(
                    name: caseName, displayName: try string(caseNode, "INEnumValueDisplayName") ?? caseName, index: written ?? 0,
                    isAtUnsetIndex: written == 0 && caseName.lowercased() != "unknown", isWithoutIndex: written == nil, synonyms: synonyms))
        }
        return IntentEnum(name: name, displayName: try string(node, "INEnumDisplayName") ?? name, cases: cases)
    }

    mutating func objectType(_ value: Any, place: String, position: Int?) throws -> IntentObjectType {
        var node = try node(value, place: place, intent: nil, subject: place, position: position)
        let name = try requiredString(node, "INTypeName")
        node.place = "type \(name)"
        node.subject = node.place
        node.intent = name
        locate(node)
        noteUnknown(node, known: Keys.type)
        var properties: [IntentObjectType.Property] = []
        for var propertyNode in try children(of: node, "INTypeProperties", place: { "type \(name), INTypeProperties[\($0)]" }) {
            let propertyName = try requiredString(propertyNode, "INTypePropertyName")
            propertyNode.place = "type \(name), property \(propertyName)"
            noteUnknown(propertyNode, known: Keys.typeProperty)
            if let metadata = try dictionary(propertyNode, "INTypePropertyMetadata") {
                noteUnknown(
                    Node(
                        values: metadata, place: propertyNode.place, intent: name, subject: propertyNode.subject,
                        position: positions.child(propertyNode.position, "INTypePropertyMetadata")), known: Keys.typePropertyMetadata)
            }
            var property = IntentObjectType.Property(
                name: propertyName, displayName: try string(propertyNode, "INTypePropertyDisplayName"),
                type: try string(propertyNode, "INTypePropertyType") ?? "String",
                objectType: try string(propertyNode, "INTypePropertyObjectType"),
                isList: try bool(propertyNode, "INTypePropertySupportsMultipleValues"),
                enumType: try string(propertyNode, "INTypePropertyEnumType").flatMap { $0.isEmpty ? nil : $0 })
            // One of INObject's own, marked so: Xcode generates no property for it, whatever type
            // the file writes (MEGA's `pronunciationHint` as an Integer), so it is INObject's.
            // (Read leniently: the key was never checked, and a file that writes it otherwise
            // still reads.)
            if (try? bool(propertyNode, "INTypePropertyDefault")) == true, let own = IntentObjectType.objectProperties[propertyName],
                property.type != own.type || property.isList != own.isList || property.objectType != nil || property.enumType != nil
            {
                property.writtenType = property.shownType
                (property.type, property.isList, property.objectType, property.enumType) = (own.type, own.isList, nil, nil)
            }
            properties.append(property)
        }
        return IntentObjectType(name: name, displayName: try string(node, "INTypeDisplayName") ?? name, properties: properties)
    }

    mutating func intent(_ value: Any, place: String, position: Int?) throws -> CustomIntent {
        perCase.texts = [:]
        var node = try node(value, place: place, intent: nil, subject: "the intent", position: position)
        let name = try requiredString(node, "INIntentName")
        node.place = "intent \(name)"
        node.intent = name
        locate(node)
        noteUnknown(node, known: Keys.intent)
        var parameters: [IntentParameter] = []
        for (index, item) in try array(node, "INIntentParameters").enumerated() {
            parameters.append(
                try parameter(
                    item, intent: name, place: "intent \(name), INIntentParameters[\(index)]",
                    position: positions.item(positions.child(node.position, "INIntentParameters"), index)))
        }
        let order = Dictionary(parameters.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { a, _ in a })
        let managed = try dictionary(node, "INIntentManagedParameterCombinations")
        var intent = CustomIntent(
            name: name, title: try string(node, "INIntentTitle"), description: try string(node, "INIntentDescription"),
            verb: try string(node, "INIntentVerb"), category: try string(node, "INIntentCategory"),
            keyParameter: try string(node, "INIntentKeyParameter"),
            requiresConfirmation: try bool(node, "INIntentUserConfirmationRequired"), isConfigurable: try bool(node, "INIntentConfigurable"),
            parameters: parameters,
            combinations: try combinations(node, "INIntentParameterCombinations", intent: name, order: order, managed: managed),
            managedCombinations: try combinations(node, "INIntentManagedParameterCombinations", intent: name, order: order),
            response: try response(node, intent: name))
        intent.className = try string(node, "INIntentClassName")
        intent.classPrefix = try string(node, "INIntentClassPrefix")
        intent.domain = try string(node, "INIntentDomain")
        intent.isCustomizable = try bool(node, "INIntentCustomizable")
        intent.isIneligibleForSuggestions = try bool(node, "INIntentIneligibleForSuggestions")
        intent.isEligibleForWidgets = try bool(node, "INIntentEligibleForWidgets")
        intent.inputParameter = try string(node, "INIntentInput")
        // A customised system intent answers with its domain's codes, which the file does not list.
        if intent.isSystemIntent, let className = intent.className, !intent.response.codes.contains(where: \.isSuccess) {
            let system = SystemIntentResponses.response(for: className)
            intent.response.codes += system.codes.filter { intent.response.code(named: $0.name) == nil }
            intent.response.isSystemDefined = true
        }
        intent.caseTranslations = perCase.texts
        return intent
    }

    /// A parameter's metadata (`key`: `INIntentParameterMetadata`, `INIntentResponseParameterMetadata`)
    /// as a node of its own, its keys checked and its texts' ids noted; a Boolean's display names
    /// (`<key>TrueDisplayName`) stand for its two values in per-value translations.
    mutating func metadataNode(of node: Node, _ key: String, known: Set<String>, booleanNamed parameter: String) throws -> Node? {
        guard let values = try dictionary(node, key) else { return nil }
        let metadataNode = Node(
            values: values, place: node.place + ", metadata", intent: node.intent, subject: node.subject,
            position: positions.child(node.position, key))
        noteUnknown(metadataNode, known: known)
        for (suffix, flag) in [("TrueDisplayNameID", true), ("FalseDisplayNameID", false)] {
            if let id = values[key + suffix] as? String { perCase.cases[id] = CaseTranslations.booleanKey(parameter, flag) }
        }
        return metadataNode
    }

    mutating func parameter(_ value: Any, intent: String, place: String, position: Int?) throws -> IntentParameter {
        var node = try node(value, place: place, intent: intent, subject: "the intent", position: position)
        let name = try requiredString(node, "INIntentParameterName")
        node.place = "intent \(intent), parameter \(name)"
        node.subject = "parameter \(name)"
        locate(node)
        noteUnknown(node, known: Keys.parameter)
        var metadata = IntentParameter.Metadata()
        if let metadataNode = try metadataNode(of: node, "INIntentParameterMetadata", known: Keys.parameterMetadata, booleanNamed: name) {
            metadata = IntentParameter.Metadata(
                kind: try string(metadataNode, "INIntentParameterMetadataType"),
                defaultValue: try translatedDefault(metadataNode, of: try string(node, "INIntentParameterType")),
                minimum: try scalar(metadataNode, "INIntentParameterMetadataMinimumValue"),
                maximum: try scalar(metadataNode, "INIntentParameterMetadataMaximumValue"),
                trueDisplayName: try string(metadataNode, "INIntentParameterMetadataTrueDisplayName"),
                falseDisplayName: try string(metadataNode, "INIntentParameterMetadataFalseDisplayName"),
                defaultUnit: try string(metadataNode, "INIntentParameterMetadataDefaultUnit"),
                minimumUnit: try string(metadataNode, "INIntentParameterMetadataMinimumUnit"),
                maximumUnit: try string(metadataNode, "INIntentParameterMetadataMaximumUnit"),
                // Xcode writes it as the string YES (Pocket Casts, AmpFin).
                supportsNegativeNumbers: try scalar(metadataNode, "INIntentParameterMetadataSupportsNegativeNumbers").map { flag in
                    switch flag {
                    case .bool(let value): value
                    case .string(let text): ["yes", "true", "1"].contains(text.lowercased())
                    case .integer(let number): number != 0
                    case .real(let number): number != 0
                    }
                } ?? false)
            let fileTypes = try array(metadataNode, "INIntentParameterMetadataCustomUTIs").compactMap { ($0 as? [String: Any])?["UTI"] as? String }
            metadata.fileTypes = fileTypes.isEmpty ? nil : fileTypes
            metadata.unit = try string(metadataNode, "INIntentParameterMetadataUnit")
            metadata.dateStyle = try string(metadataNode, "INIntentParameterMetadataDateStyle")
            metadata.timeStyle = try string(metadataNode, "INIntentParameterMetadataTimeStyle")
        }
        var relationship: IntentParameter.Relationship?
        if let values = try dictionary(node, "INIntentParameterRelationship") {
            let relationshipNode = Node(
                values: values, place: node.place + ", relationship", intent: intent, subject: node.subject,
                position: positions.child(node.position, "INIntentParameterRelationship"))
            noteUnknown(relationshipNode, known: Keys.relationship)
            // Xcode leaves a predicate behind when the parent is set back to None or removed: with
            // no parent there is no relationship (Xcode's editor shows none, and the file builds).
            if let parent = try string(relationshipNode, "INIntentParameterRelationshipParentName"), !parent.isEmpty {
                let predicate = try string(relationshipNode, "INIntentParameterRelationshipPredicateName") ?? "HasAnyValue"
                // A Boolean parent's wanted value is <true/>, or left out when it is false.
                var value = try scalar(relationshipNode, "INIntentParameterRelationshipPredicateValue")?.description
                if value == nil && predicate == "BooleanHasExactValue" { value = "false" }
                // A number parent's bound is left out when it is 0, as false is (SpotActions'
                // first track list, shown when the number of lists is greater than 0).
                if value == nil && IntentParameter.Relationship.numberComparison(predicate) != nil { value = "0" }
                relationship = IntentParameter.Relationship(parent: parent, predicate: predicate, value: value)
            } else if notes, let predicate = try string(relationshipNode, "INIntentParameterRelationshipPredicateName") {
                // Lint says it is ignored: Telegram's German copy keeps two such predicates.
                let value = try scalar(relationshipNode, "INIntentParameterRelationshipPredicateValue")?.description
                ignoredRelationships.append(
                    UnknownKey(
                        intent: intent, subject: node.subject, key: predicate + (value.map { " \($0)" } ?? ""),
                        location: positions.location(relationshipNode.position)))
            }
        }
        var prompts: [IntentParameter.Prompt] = []
        for promptNode in try children(of: node, "INIntentParameterPromptDialogs", place: { node.place + ", prompt \($0)" }) {
            noteUnknown(promptNode, known: Keys.prompt)
            prompts.append(
                IntentParameter.Prompt(
                    kind: try requiredString(promptNode, "INIntentParameterPromptDialogType"),
                    text: try string(promptNode, "INIntentParameterPromptDialogFormatString")))
        }
        var reasons: [IntentParameter.UnsupportedReason] = []
        for reasonNode in try children(of: node, "INIntentParameterUnsupportedReasons", place: { node.place + ", unsupported reason \($0)" }) {
            noteUnknown(reasonNode, known: Keys.unsupportedReason)
            reasons.append(
                IntentParameter.UnsupportedReason(
                    code: try requiredString(reasonNode, "INIntentParameterUnsupportedReasonCode"),
                    text: try string(reasonNode, "INIntentParameterUnsupportedReasonFormatString"),
                    isDefault: try bool(reasonNode, "INIntentParameterUnsupportedReasonDefault")))
        }
        var fixedSizes: [IntentParameter.FixedSize] = []
        // Xcode writes the flag as the integer 1 (2FAS, Home Assistant, read-rate).
        if let flag = node.values["INIntentParameterFixedSizeArray"], (flag as? Bool) == true || (flag as? Int).map({ $0 != 0 }) == true {
            for sizeNode in try children(of: node, "INIntentParameterArraySizes", place: { node.place + ", INIntentParameterArraySizes[\($0)]" }) {
                noteUnknown(sizeNode, known: Keys.arraySize)
                guard let widgetSize = try string(sizeNode, "INIntentParameterArraySizeSizeClass"),
                    let count = try integer(sizeNode, "INIntentParameterArraySizeSize")
                else { continue }
                fixedSizes.append(.init(widgetSize: widgetSize, count: count))
            }
        }
        // A name the language leaves as Base writes it: no string for it, or one that copies
        // Base's text (brd-mobile's thirteen languages and Mastodon's widget say "Assets" and
        // "Accounts", exported to quiet App Store Connect): still Base's English.
        if let translations, let base = node.values["INIntentParameterDisplayName"] as? String {
            let translated = (node.values["INIntentParameterDisplayNameID"] as? String).flatMap { translations[$0] }
            if translated.map({ $0.trimmingWhitespace() == base.trimmingWhitespace() }) ?? true {
                untranslatedParameterNames.insert(intent + "." + name)
            }
        }
        return IntentParameter(
            name: name, displayName: try string(node, "INIntentParameterDisplayName") ?? name,
            type: try string(node, "INIntentParameterType") ?? "String",
            objectType: try string(node, "INIntentParameterObjectType"), enumType: try string(node, "INIntentParameterEnumType"),
            typeNamespace: try string(node, "INIntentParameterObjectTypeNamespace") ?? string(node, "INIntentParameterEnumTypeNamespace"),
            isList: try bool(node, "INIntentParameterSupportsMultipleValues"),
            displayPriority: try integer(node, "INIntentParameterDisplayPriority"),
            isConfigurable: try bool(node, "INIntentParameterConfigurable"),
            supportsDynamicEnumeration: try bool(node, "INIntentParameterSupportsDynamicEnumeration"),
            supportsSearch: try bool(node, "INIntentParameterSupportsSearch"),
            metadata: metadata, relationship: relationship, prompts: prompts, unsupportedReasons: reasons, fixedSizes: fixedSizes)
    }

    /// The combinations of `key`; for the shortcut types (`INIntentParameterCombinations`),
    /// `managed` is the intent's `INIntentManagedParameterCombinations`, whose texts a linked
    /// type's untranslated texts take (`linkedText`).
    mutating func combinations(_ node: Node, _ key: String, intent: String, order: [String: Int], managed: [String: Any]? = nil) throws
        -> [ParameterCombination]
    {
        guard let values = try dictionary(node, key) else { return [] }
        var result: [ParameterCombination] = []
        let label = key == "INIntentManagedParameterCombinations" ? "managed shortcut type" : "shortcut type"
        for combinationKey in values.keys.sorted() {
            let combination = try self.node(
                values[combinationKey]!, place: "intent \(intent), \(key) \"\(combinationKey)\"", intent: intent,
                subject: "\(label) \(ShortcutType.shown(combinationKey))",
                position: positions.child(positions.child(node.position, key), combinationKey))
            locate(combination)
            noteUnknown(combination, known: Keys.combination)
            let linked = Self.linkedManaged(combination.values, managed?[combinationKey])
            // The empty key ("") is the combination of no parameters: a parameterless intent's.
            let parameters =
                combinationKey.isEmpty
                ? []
                : combinationKey.split(separator: ",", omittingEmptySubsequences: false).map(Self.trimmedName)
            result.append(
                ParameterCombination(
                    shortcutType: ShortcutType(
                        parameters: parameters, title: try linkedText(combination, "INIntentParameterCombinationTitle", managed: linked) ?? "",
                        subtitle: try linkedText(combination, "INIntentParameterCombinationSubtitle", managed: linked),
                        isPrimary: try bool(combination, "INIntentParameterCombinationIsPrimary")),
                    supportsBackgroundExecution: try bool(combination, "INIntentParameterCombinationSupportsBackgroundExecution"),
                    updatesLinked: try bool(combination, "INIntentParameterCombinationUpdatesLinked")))
        }
        // A dictionary has no order: list smaller types first, then by the parameters' order.
        func rank(_ c: ParameterCombination) -> [Int] { c.shortcutType.parameters.map { order[$0] ?? Int.max } }
        return result.sorted { a, b in
            let (ra, rb) = (rank(a), rank(b))
            if ra.count != rb.count { return ra.count < rb.count }
            return ra.lexicographicallyPrecedes(rb)
        }
    }

    /// The managed combination (`INIntentManagedParameterCombinations`) a shortcut type is linked
    /// to: Xcode's editor links a type offered for Siri Suggestions (`…IsLinked`) to the Shortcuts
    /// app's type of the same parameters (`…UpdatesLinked`), and keeps their texts the same.
    /// Nil for any other, and for a pair whose texts differ (a file edited by hand).
    static func linkedManaged(_ combination: [String: Any], _ managed: Any?) -> [String: Any]? {
        func flag(_ values: [String: Any], _ key: String) -> Bool {
            guard let value = values[key], kindName(value) == "a boolean" else { return false }
            return value as? Bool ?? false
        }
        guard let managed = managed as? [String: Any], flag(combination, "INIntentParameterCombinationIsLinked"),
            flag(managed, "INIntentParameterCombinationUpdatesLinked")
        else { return nil }
        for key in ["INIntentParameterCombinationTitle", "INIntentParameterCombinationSubtitle"] {
            guard (combination[key] as? String) == (managed[key] as? String) else { return nil }
        }
        return managed
    }

    /// A text of a linked shortcut type: its own translation, else (Xcode's export carries only
    /// the managed type's text, and OwnTracks' 12 languages translate only that) the translation
    /// of the managed type it is linked to, else the Base text. Notes the pair for lint.
    mutating func linkedText(_ node: Node, _ key: String, managed: [String: Any]?) throws -> String? {
        let text = try string(node, key)
        guard text != nil, let managed, let own = node.values[key + "ID"] as? String, let theirs = managed[key + "ID"] as? String,
            !own.isEmpty, !theirs.isEmpty, own != theirs
        else { return text }
        if notes { linkedLocalizationIDs[own] = theirs }
        guard let translations, translations[own] == nil, !perCase.hasVariants(of: own, in: translations),
            let translated = translations[theirs]
        else { return text }
        return translated
    }

    /// A parameter name of a combination's key, without the white space around it, as
    /// `trimmingCharacters(in: .whitespaces)` trims it: the ASCII members of that set are the
    /// space and the tab, so a name with ASCII ends is trimmed here; any other goes to Foundation.
    static func trimmedName(_ part: Substring) -> String {
        let utf8 = part.utf8
        var start = utf8.startIndex
        var end = utf8.endIndex
        while start < end, utf8[start] == 0x20 || utf8[start] == 0x09 { start = utf8.index(after: start) }
        while end > start, utf8[utf8.index(before: end)] == 0x20 || utf8[utf8.index(before: end)] == 0x09 { end = utf8.index(before: end) }
        if start < end, utf8[start] >= 0x80 || utf8[utf8.index(before: end)] >= 0x80 {
            return String(part).trimmingWhitespace()
        }
        return String(part[start..<end])
    }

    mutating func response(_ node: Node, intent: String) throws -> ResponseDefinition {
        guard let values = try dictionary(node, "INIntentResponse") else { return ResponseDefinition() }
        let responseNode = Node(
            values: values, place: "intent \(intent), response", intent: intent, subject: "the response",
            position: positions.child(node.position, "INIntentResponse"))
        locate(responseNode)
        noteUnknown(responseNode, known: Keys.response)
        var result = ResponseDefinition(output: try string(responseNode, "INIntentResponseOutput"))
        for var codeNode in try children(of: responseNode, "INIntentResponseCodes", place: { "intent \(intent), response code \($0)" }) {
            let name = try requiredString(codeNode, "INIntentResponseCodeName")
            codeNode.place = "intent \(intent), response code \(name)"
            codeNode.subject = "response code \(name)"
            locate(codeNode)
            noteUnknown(codeNode, known: Keys.responseCode)
            result.codes.append(
                ResponseDefinition.Code(
                    name: name, template: try string(codeNode, "INIntentResponseCodeFormatString").flatMap { $0.isEmpty ? nil : $0 },
                    isSuccess: try bool(codeNode, "INIntentResponseCodeSuccess"),
                    voiceOnlyTemplate: try string(codeNode, "INIntentResponseCodeConciseFormatString").flatMap { $0.isEmpty ? nil : $0 }))
        }
        for var parameterNode in try children(of: responseNode, "INIntentResponseParameters", place: { "intent \(intent), response parameter \($0)" })
        {
            let name = try requiredString(parameterNode, "INIntentResponseParameterName")
            parameterNode.place = "intent \(intent), response parameter \(name)"
            parameterNode.subject = "response parameter \(name)"
            locate(parameterNode)
            noteUnknown(parameterNode, known: Keys.responseParameter)
            var names: (true: String?, false: String?) = (nil, nil)
            var date: (kind: String?, date: String?, time: String?) = (nil, nil, nil)
            if let metadataNode = try metadataNode(
                of: parameterNode, "INIntentResponseParameterMetadata", known: Keys.responseParameterMetadata, booleanNamed: name)
            {
                names = (
                    try string(metadataNode, "INIntentResponseParameterMetadataTrueDisplayName"),
                    try string(metadataNode, "INIntentResponseParameterMetadataFalseDisplayName")
                )
                date = (
                    try string(metadataNode, "INIntentResponseParameterMetadataType"),
                    try string(metadataNode, "INIntentResponseParameterMetadataDateStyle"),
                    try string(metadataNode, "INIntentResponseParameterMetadataTimeStyle")
                )
            }
            result.parameters.append(
                ResponseDefinition.Parameter(
                    name: name, displayName: try string(parameterNode, "INIntentResponseParameterDisplayName") ?? name,
                    type: try string(parameterNode, "INIntentResponseParameterType") ?? "String",
                    objectType: try string(parameterNode, "INIntentResponseParameterObjectType"),
                    enumType: try string(parameterNode, "INIntentResponseParameterEnumType"),
                    isList: try bool(parameterNode, "INIntentResponseParameterSupportsMultipleValues"),
                    typeNamespace: try string(parameterNode, "INIntentResponseParameterObjectTypeNamespace")
                        ?? string(parameterNode, "INIntentResponseParameterEnumTypeNamespace"),
                    trueDisplayName: names.true, falseDisplayName: names.false, dateKind: date.kind, dateStyle: date.date,
                    timeStyle: date.time))
        }
        return result
    }
}
