#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Reads `extract.actionsdata` leniently: unknown keys are listed, unknown value kinds and type
/// numbers are kept as unknown, a node of the wrong shape is skipped. Only a file that is not a
/// JSON object at all is refused.
public enum AppIntentsMetadataReader {
    public static let fileName = "extract.actionsdata"
    public static let folderName = "Metadata.appintents"
    /// Larger than any real metadata file by far (Apple's own apps' are a few hundred KB).
    public static let maximumSize = 64 * 1024 * 1024
    /// How deep, and through how many folders, a folder is searched for `Metadata.appintents`.
    public static let searchDepth = 5
    public static let searchLimit = 2000

    /// Reads `extract.actionsdata` bytes.
    public static func parse(_ data: Data, file: String) throws -> AppIntentsMetadata {
        let object: Any
        let data = data.starts(with: [0xEF, 0xBB, 0xBF]) ? data.dropFirst(3) : data
        // Said as the file given by itself is: an empty file is empty, not malformed JSON.
        if data.isEmpty { throw DefinitionError(file: file, problem: "is empty") }
        do {
            object = try PropertyListValue.json(Data(data))
        } catch {
            throw DefinitionError(file: file, problem: "is not JSON, so not App Intents metadata as Xcode writes it (\(jsonProblem(error)))")
        }
        guard let root = object as? [String: Any] else {
            throw DefinitionError(file: file, problem: "holds JSON but not an object; App Intents metadata is one JSON object")
        }
        let known: Set<String> = [
            "actions", "entities", "queries", "enums", "autoShortcuts", "autoShortcutProviderMangledName", "shortcutTileColor", "negativePhrases",
            "generator", "version",
        ]
        // A JSON object with none of the keys Xcode writes (a package.json, the menu) is not
        // metadata: read as empty, `lint` would pass it.
        // `generator` and `version` alone say nothing: a package.json has a version too.
        guard root.keys.contains(where: { known.contains($0) && $0 != "version" && $0 != "generator" }) else {
            // A string catalog (SubWidget's `Localizable.xcstrings`): translations, read with
            // what they translate.
            if root["sourceLanguage"] != nil, root["strings"] is [String: Any] {
                throw DefinitionError(
                    file: file,
                    problem: "is a string catalog (translations), not App Intents metadata nor an intent definition: give the "
                        + ".intentdefinition or the metadata it translates (a catalog beside it, Intents.xcstrings or "
                        + "AppShortcuts.xcstrings, is read with it)")
            }
            let keys = root.keys.sorted()
            throw DefinitionError(
                file: file,
                problem: "holds JSON but not App Intents metadata: "
                    + (keys.isEmpty
                        ? "an empty object, without the keys Xcode writes"
                        : "none of its keys (" + keys.prefix(6).joined(separator: ", ") + (keys.count > 6 ? ", …" : "")
                            + ") is one Xcode writes")
                    + " (actions, entities, enums, autoShortcuts…)")
        }
        var metadata = AppIntentsMetadata(file: file)
        metadata.otherKeys = root.keys.filter { !known.contains($0) }.sorted()
        if let generator = root["generator"] as? [String: Any] {
            metadata.generator = .init(name: generator["name"] as? String, version: text(generator["version"]))
        }
        metadata.formatVersion = integer(root["version"])
        metadata.actions = keyedNodes(root["actions"], idKey: "identifier").map(action).sorted { $0.identifier < $1.identifier }
        let entityNodes = keyedNodes(root["entities"], idKey: "typeName")
        let queryNodes = keyedNodes(root["queries"], idKey: "identifier")
        metadata.entities = entityNodes.map(entity).sorted { $0.typeName < $1.typeName }
        metadata.queries = queryNodes.map(query).sorted { $0.identifier < $1.identifier }
        // Xcode 16 and later name each entity's default query; an older file names none, and the
        // entity's query is then the one declared for its type.
        let recordsDefaultQueries =
            entityNodes.contains { $0.node["defaultQueryIdentifier"] != nil } || queryNodes.contains { $0.node["defaultQueryForEntity"] != nil }
        for index in metadata.entities.indices { metadata.entities[index].defaultQueryIsRecorded = recordsDefaultQueries }
        metadata.enums = keyedNodes(root["enums"], idKey: "identifier").map(enumeration).sorted { $0.identifier < $1.identifier }
        metadata.appShortcuts = (root["autoShortcuts"] as? [Any] ?? []).compactMap { $0 as? [String: Any] }.compactMap(shortcut)
        metadata.shortcutsProvider = (root["autoShortcutProviderMangledName"] as? String).flatMap { $0.isEmpty ? nil : $0 }
        metadata.tileColor = integer(root["shortcutTileColor"])
        // A phrase alone, or (Xcode 26) wrapped: `{"phrase": {"key": "Record"}}`.
        metadata.negativePhrases = (root["negativePhrases"] as? [Any] ?? []).compactMap { localized(($0 as? [String: Any])?["phrase"] ?? $0) }
        // The tables the texts name, each once in the order met, and the keys looked up in each.
        let named = textsNamingTables(in: root)
        metadata.stringTables = named.map(\.table).reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
        metadata.tableKeys = named.reduce(into: [:]) { $0[$1.table, default: []].insert($1.key) }
        metadata.textLookups = textLookups(in: root)
        return metadata
    }

    /// How each localized string of the file is looked up, by its text as read (`localized`):
    /// its key and its table, `Localizable` when it names none or an empty one.
    static func textLookups(in root: Any) -> [String: [AppIntentsTextLookup]] {
        var found: [String: [AppIntentsTextLookup]] = [:]
        var stack = [root]
        while let value = stack.popLast() {
            if let object = value as? [String: Any] {
                if let key = object["key"] as? String, let text = localized(object) {
                    let named = object["table"] as? String ?? ""
                    let lookup = AppIntentsTextLookup(key: key, table: named.isEmpty ? "Localizable" : named)
                    if !(found[text] ?? []).contains(lookup) { found[text, default: []].append(lookup) }
                }
                stack += object.keys.sorted().reversed().compactMap { object[$0] }
            } else if let array = value as? [Any] {
                stack += array.reversed()
            }
        }
        return found
    }

    /// Each localized string naming a table other than `Localizable` (the default): the table
    /// (`{"key": …, "table": "CRLAppIntents"}`) and the key looked up there (empty when it has none),
    /// in the order met.
    static func textsNamingTables(in root: Any) -> [(table: String, key: String)] {
        var found: [(table: String, key: String)] = []
        var stack = [root]
        while let value = stack.popLast() {
            if let object = value as? [String: Any] {
                if let table = object["table"] as? String, table != "Localizable", !table.isEmpty {
                    found.append((table, object["key"] as? String ?? ""))
                }
                stack += object.keys.sorted().reversed().compactMap { object[$0] }
            } else if let array = value as? [Any] {
                stack += array.reversed()
            }
        }
        return found
    }

    // MARK: Nodes

    /// A keyed object's nodes (`actions`, `entities`, `queries`), or an array's (`enums`; older or
    /// hand-made files use either), each with its key.
    static func keyedNodes(_ value: Any?, idKey: String) -> [(key: String, node: [String: Any])] {
        if let object = value as? [String: Any] {
            return object.compactMap { key, node in (node as? [String: Any]).map { (key, $0) } }
        }
        if let array = value as? [Any] {
            return array.compactMap { $0 as? [String: Any] }.compactMap { node in
                guard let key = text(node[idKey]) ?? text(node["identifier"]) else { return nil }
                return (key, node)
            }
        }
        return []
    }

    static func action(_ entry: (key: String, node: [String: Any])) -> AppIntentsAction {
        let node = entry.node
        let visibility = node["visibilityMetadata"] as? [String: Any]
        let description = (node["descriptionMetadata"] as? [String: Any]).flatMap { named($0["descriptionText"]) } ?? named(node["description"])
        var availability: [String: String] = [:]
        var obsoleted: [String: String] = [:]
        for (platform, value) in node["availabilityAnnotations"] as? [String: Any] ?? [:] {
            if let introduced = (value as? [String: Any]).flatMap({ text($0["introducedVersion"]) }) { availability[platform] = introduced }
            if let gone = (value as? [String: Any]).flatMap({ text($0["obsoletedVersion"]) }) { obsoleted[platform] = gone }
        }
        var action = AppIntentsAction(
            identifier: text(node["identifier"]) ?? entry.key,
            typeName: text(node["fullyQualifiedTypeName"]),
            title: named(node["title"]),
            description: description,
            parameters: (node["parameters"] as? [Any] ?? []).compactMap { $0 as? [String: Any] }.compactMap(parameter),
            opensApp: bool(node["openAppWhenRun"]) ?? false,
            // The top-level value is what Xcode decided (false for an assistant-only or a widget
            // configuration intent declared discoverable); `visibilityMetadata` keeps the declaration.
            isDiscoverable: bool(node["isDiscoverable"]) ?? bool(visibility?["isDiscoverable"]) ?? true,
            isDeclaredDiscoverable: bool(visibility?["isDiscoverable"]),
            isAssistantOnly: bool(visibility?["assistantOnly"]) ?? false,
            systemProtocols: (node["systemProtocols"] as? [Any] ?? []).compactMap(text),
            outputType: node["outputType"].map(valueType),
            authenticationPolicy: integer(node["authenticationPolicy"]),
            availability: availability, obsoleted: obsoleted, summary: summary(node["actionConfiguration"]),
            assistantSchemas: assistantSchemas(node["assistantDefinedSchemas"]), embeddedEnum: embeddedEnum(node["typeSpecificMetadata"]))
        // `IntentDescription(_:categoryName:searchKeywords:)`, as Voice Memos writes its categories.
        let described = node["descriptionMetadata"] as? [String: Any]
        let category = described?["categoryName"]
        action.category = named((category as? [String: Any])?["title"] ?? category)
        action.searchKeywords = (described?["searchKeywords"] as? [Any] ?? []).compactMap(named)
        // Written for a `CustomIntentMigratedAppIntent` (absent or null otherwise).
        action.customIntentClassName = text(node["customIntentClassName"]).flatMap { $0.isEmpty ? nil : $0 }
        // `deprecationMetadata` is present only for a deprecated intent (Xcode writes no key, or
        // null, otherwise).
        if let deprecation = node["deprecationMetadata"] as? [String: Any] {
            action.deprecation = AppIntentsDeprecation(
                message: named(deprecation["messageText"]),
                replacedBy: text(deprecation["replacedByIntentIdentifier"]).flatMap { $0.isEmpty ? nil : $0 })
        }
        return action
    }

    /// `LNActionTypeMetadataKeyEntityMetadata` → `enumMetadata {wrapper {…}}` in an action's
    /// `typeSpecificMetadata`: an enum read as the file's `enums` are.
    static func embeddedEnum(_ value: Any?) -> AppIntentsEnum? {
        let metadata = typeSpecific(value)["LNActionTypeMetadataKeyEntityMetadata"] as? [String: Any]
        guard let node = metadata?["enumMetadata"] as? [String: Any] else { return nil }
        let declaration = node["wrapper"] as? [String: Any] ?? node
        guard let identifier = text(declaration["identifier"]) else { return nil }
        return enumeration((identifier, declaration))
    }

    /// `assistantDefinedSchemas`: `[{domain, name, version}]`.
    static func assistantSchemas(_ value: Any?) -> [AppIntentsAssistantSchema] {
        (value as? [Any] ?? []).compactMap { $0 as? [String: Any] }.compactMap { schema in
            let read = AppIntentsAssistantSchema(domain: text(schema["domain"]), name: text(schema["name"]), version: text(schema["version"]))
            return read.domain == nil && read.name == nil ? nil : read
        }
    }

    /// `actionConfiguration {actionSummary {wrapper {summaryString {formatString,
    /// parameterIdentifiers}, otherParameterIdentifiers}}}`, or `{whenClause {wrapper {condition
    /// {comparisonOperator, parameterIdentifier, value}, when, otherwise}}}` for a summary that
    /// depends on a parameter, `when` being a configuration or a `switchStatement` of cases;
    /// another form is kept as its keys.
    static func summary(_ value: Any?) -> AppIntentsSummary? {
        guard let configuration = value as? [String: Any], !configuration.isEmpty else { return nil }
        if let clause = configuration["whenClause"] as? [String: Any] { return dependentSummary(clause["wrapper"] as? [String: Any] ?? clause) }
        if let statement = configuration["switchStatement"] as? [String: Any] { return switchSummary(statement) }
        guard let node = configuration["actionSummary"] as? [String: Any] else {
            return AppIntentsSummary(text: nil, otherKeys: configuration.keys.sorted())
        }
        let wrapper = node["wrapper"] as? [String: Any] ?? node
        let sentence = wrapper["summaryString"] as? [String: Any]
        let known: Set<String> = ["summaryString", "otherParameterIdentifiers"]
        return AppIntentsSummary(
            text: localized(sentence?["formatString"]), parameters: (sentence?["parameterIdentifiers"] as? [Any] ?? []).compactMap(text),
            otherParameters: (wrapper["otherParameterIdentifiers"] as? [Any] ?? []).compactMap(text),
            otherKeys: wrapper.keys.filter { !known.contains($0) }.sorted())
    }

    /// A `whenClause`: the `otherwise` summary, with the condition's case (or each case of a
    /// switch) as a variant. Comparison 0 with no value is "has a value", as Freeform writes a
    /// `Switch` (inside it) and `When(\.$container, .hasAnyValue)`; another is named by its number.
    static func dependentSummary(_ clause: [String: Any]) -> AppIntentsSummary {
        var result = summary(clause["otherwise"]) ?? AppIntentsSummary(text: nil)
        let condition = clause["condition"] as? [String: Any] ?? [:]
        let parameter = text(condition["parameterIdentifier"])
        let name = parameter ?? "a parameter"
        let comparison = integer(condition["comparisonOperator"])
        let compared = condition["value"].flatMap(taggedValue)
        var variants: [AppIntentsSummary.Variant] = []
        func add(_ when: String, _ conditions: [AppIntentsSummary.Condition], _ configuration: Any?) {
            guard let branch = summary(configuration) else { return }
            variants.append(.init(when: when, text: branch.text, parameters: branch.parameters, conditions: conditions))
            variants += branch.variants.map {
                .init(when: when + " and " + $0.when, text: $0.text, parameters: $0.parameters, conditions: conditions + $0.conditions)
            }
        }
        // The clause's own condition: "has a value", or a comparison whose meaning is not known.
        let holds = AppIntentsSummary.Condition(parameter: parameter, test: comparison == 0 && compared == nil ? .hasValue : .unknown)
        let when = clause["when"] as? [String: Any] ?? [:]
        if let statement = when["switchStatement"] as? [String: Any] {
            // A `Switch` inside the clause, on its own parameter (Freeform's are on the clause's).
            let wrapper = statement["wrapper"] as? [String: Any] ?? statement
            let switched = text(wrapper["parameterIdentifier"]) ?? parameter
            let switchedName = switched ?? name
            let entries = (wrapper["cases"] as? [Any] ?? []).compactMap { $0 as? [String: Any] }
            let listed = entries.flatMap(caseValues)
            for entry in entries {
                let written = caseValues(entry)
                let isDefault = bool(entry["isDefaultCase"]) == true || written.isEmpty
                let test: AppIntentsSummary.Condition.Test = isDefault ? .noneOf(listed) : .oneOf(written)
                add(
                    isDefault ? "\(switchedName) has another value" : "\(switchedName) is " + written.joined(separator: " or "),
                    [holds, AppIntentsSummary.Condition(parameter: switched, test: test)], entry["configuration"])
            }
        } else if holds.test == .hasValue {
            add("\(name) has a value", [holds], when)
        } else {
            add("\(name), comparison \(comparison.map(String.init) ?? "?")" + (compared.map { ", \($0)" } ?? ""), [holds], when)
        }
        result.parameter = parameter
        result.variants = variants + result.variants
        return result
    }

    /// The values a `Switch` case is written for: `{array {values: [tagged values]}}` (Freeform's,
    /// Voice Memos'), or one tagged value; none for the default case.
    static func caseValues(_ entry: [String: Any]) -> [String] {
        if let items = ((entry["value"] as? [String: Any])?["array"] as? [String: Any]).flatMap({ listItems($0) }) {
            return items.compactMap(taggedValue)
        }
        return entry["value"].flatMap(taggedValue).map { [$0] } ?? []
    }

    /// A summary that is a `Switch` on a parameter at the top (`actionConfiguration {switchStatement
    /// {wrapper {parameterIdentifier, cases}}}`, as Voice Memos' `PlaybackVoiceMemoIntent` writes
    /// `Switch(\.$playbackType)`): each case's sentence as a variant, the default case's as the
    /// sentence of any other value (`text`).
    static func switchSummary(_ statement: [String: Any]) -> AppIntentsSummary {
        let wrapper = statement["wrapper"] as? [String: Any] ?? statement
        let parameter = text(wrapper["parameterIdentifier"])
        let name = parameter ?? "a parameter"
        var result = AppIntentsSummary(text: nil)
        var variants: [AppIntentsSummary.Variant] = []
        for case let entry as [String: Any] in wrapper["cases"] as? [Any] ?? [] {
            guard let sentence = summary(entry["configuration"]) else { continue }
            let written = caseValues(entry)
            if bool(entry["isDefaultCase"]) == true || written.isEmpty {
                result.text = sentence.text
                result.parameters = sentence.parameters
                variants += sentence.variants
            } else {
                let when = "\(name) is " + written.joined(separator: " or ")
                let condition = AppIntentsSummary.Condition(parameter: parameter, test: .oneOf(written))
                variants.append(.init(when: when, text: sentence.text, parameters: sentence.parameters, conditions: [condition]))
                variants += sentence.variants.map {
                    .init(when: when + " and " + $0.when, text: $0.text, parameters: $0.parameters, conditions: [condition] + $0.conditions)
                }
            }
        }
        result.parameter = parameter
        result.variants = variants
        return result
    }

    static func parameter(_ node: [String: Any]) -> AppIntentsParameter? {
        guard let name = text(node["name"]) else { return nil }
        let type = valueType(node["valueType"])
        let specific = typeSpecific(node["typeSpecificMetadata"])
        var defaultValue = specific["LNValueTypeSpecificMetadataKeyDefaultValue"].flatMap(taggedValue)
        // Xcode writes a Bool's default as an integer (`{"int": {"wrapper": 1}}`): read as the Bool it is.
        if type == .primitive(1), let number = defaultValue.flatMap({ Int($0) }) { defaultValue = number != 0 ? "true" : "false" }
        var parameter = AppIntentsParameter(
            name: name, title: named(node["title"]), description: named(node["parameterDescription"]),
            isOptional: bool(node["isOptional"]) ?? false, type: type, defaultValue: defaultValue)
        if let tagged = specific["LNValueTypeSpecificMetadataKeyDefaultValue"] as? [String: Any], tagged.count == 1,
            let items = tagged["array"].flatMap(listItems)
        {
            parameter.defaultItems = items.compactMap(taggedValue)
        }
        // `{"array": {"elements": [{"string": {"wrapper": "public.audio"}}]}}`, as Voice Memos writes it.
        if let tagged = specific["LNValueTypeMetadataKeyFileSupportedTypes"] as? [String: Any], let items = tagged["array"].flatMap(listItems) {
            parameter.fileTypes = items.compactMap(taggedValue)
        }
        // A number's range, as TrollLEDs' Xcode 15.2 writes `inclusiveRange: (0, 255)`:
        // `{"double": {"wrapper": 0}}` and `{"double": {"wrapper": 255}}`.
        parameter.lowerBound = specific["LNValueTypeMetadataKeyNumberLowerBound"].flatMap(taggedValue).map(Self.number)
        parameter.upperBound = specific["LNValueTypeMetadataKeyNumberUpperBound"].flatMap(taggedValue).map(Self.number)
        parameter.queryIdentifier = text(node["queryIdentifier"]).flatMap { $0.isEmpty ? nil : $0 }
        return parameter
    }

    static func entity(_ entry: (key: String, node: [String: Any])) -> AppIntentsEntity {
        let node = entry.node
        let properties = (node["properties"] as? [Any] ?? []).compactMap { $0 as? [String: Any] }.compactMap {
            property -> AppIntentsEntity.Property? in
            guard let identifier = text(property["identifier"]) ?? text(property["name"]) else { return nil }
            return .init(identifier: identifier, title: named(property["title"]), type: valueType(property["valueType"]))
        }
        return AppIntentsEntity(
            typeName: text(node["typeName"]) ?? entry.key, qualifiedTypeName: text(node["fullyQualifiedTypeName"]),
            displayName: localized(node["displayTypeName"]).flatMap { $0.isEmpty ? nil : $0 }, defaultQuery: text(node["defaultQueryIdentifier"]),
            properties: properties,
            isTransient: bool(node["transient"]) ?? false, synonyms: otherNames(title: node["displayTypeName"], synonyms: node["synonyms"]),
            assistantSchemas: assistantSchemas(node["assistantDefinedSchemas"]))
    }

    /// The names besides a title: the title's alternatives, then each synonym and its
    /// alternatives, in the file's order, trimmed, each once whatever its case, and none blank (a
    /// blank name would make a phrase of its placeholder alone, "Play  on …").
    static func otherNames(title: Any?, synonyms: Any?) -> [String] {
        func alternatives(_ node: Any?) -> [String] { ((node as? [String: Any])?["alternatives"] as? [Any] ?? []).compactMap(localized) }
        var names = alternatives(title)
        for synonym in synonyms as? [Any] ?? [] {
            names += [localized(synonym)].compactMap { $0 } + alternatives(synonym)
        }
        var seen = Set([localized(title)?.lowercased()].compactMap { $0 })
        return names.map { $0.trimmingWhitespace() }.filter { !$0.isEmpty && seen.insert($0.lowercased()).inserted }
    }

    static func query(_ entry: (key: String, node: [String: Any])) -> AppIntentsQuery {
        let node = entry.node
        let result = node["resultValueType"].map(valueType)
        var entityType = text(node["entityType"]).flatMap { $0.isEmpty ? nil : $0 }
        if entityType == nil, case .entity(let name)? = result { entityType = name }
        return AppIntentsQuery(
            identifier: text(node["identifier"]) ?? entry.key, qualifiedIdentifier: text(node["fullyQualifiedIdentifier"]), entityType: entityType,
            isDefault: bool(node["defaultQueryForEntity"]) ?? false, resultType: result, inputType: node["inputValueType"].map(valueType))
    }

    static func enumeration(_ entry: (key: String, node: [String: Any])) -> AppIntentsEnum {
        let node = entry.node
        let cases = (node["cases"] as? [Any] ?? []).compactMap { $0 as? [String: Any] }.compactMap { item -> AppIntentsEnum.Case? in
            guard let identifier = text(item["identifier"]) else { return nil }
            let representation = item["displayRepresentation"] as? [String: Any]
            let titleNode = representation?["title"] ?? item["title"]
            // Siri hears a case by its title, the title's alternatives, and the representation's
            // synonyms (`DisplayRepresentation(title:synonyms:)`), each with its own alternatives.
            // A title written empty (`{"key": ""}`) is none: the case is named by its identifier.
            let title = named(titleNode)
            return .init(identifier: identifier, title: title, synonyms: otherNames(title: titleNode, synonyms: representation?["synonyms"]))
        }
        return AppIntentsEnum(
            identifier: text(node["identifier"]) ?? entry.key, displayName: localized(node["displayTypeName"]).flatMap { $0.isEmpty ? nil : $0 },
            cases: cases)
    }

    static func shortcut(_ node: [String: Any]) -> AppIntentsShortcut? {
        guard let action = text(node["actionIdentifier"]) else { return nil }
        let phrases = (node["phraseTemplates"] as? [Any] ?? []).compactMap(template)
        let symbol = text(node["systemImageName"]).flatMap { $0.isEmpty ? nil : $0 }
        let shortTitle = localized(node["shortTitle"]).flatMap { $0.isEmpty ? nil : $0 }
        var availability: [String: String] = [:]
        for (platform, value) in node["availabilityAnnotations"] as? [String: Any] ?? [:] {
            if let introduced = (value as? [String: Any]).flatMap({ text($0["introducedVersion"]) }) { availability[platform] = introduced }
        }
        var shortcut = AppIntentsShortcut(
            actionIdentifier: action, phrases: phrases, shortTitle: shortTitle, systemImageName: symbol,
            availability: availability.isEmpty ? nil : availability)
        // iOS 17: `{"parameterIdentifier": "openInboxEntity", "genericTitle": "", "specificTitle": {"formatString":
        // "${openInboxEntity}", …}, "optionsCollection": [{"title": {"key": …}, "systemImageName": …}]}`, as TikTok writes it.
        if let presentation = node["parameterPresentation"] as? [String: Any], let parameter = text(presentation["parameterIdentifier"]) {
            let specific = presentation["specificTitle"] as? [String: Any]
            let options = (presentation["optionsCollection"] as? [Any] ?? []).compactMap { $0 as? [String: Any] }.map { option in
                AppIntentsShortcut.ParameterPresentation.Option(
                    title: named(option["title"]), systemImageName: text(option["systemImageName"]).flatMap { $0.isEmpty ? nil : $0 })
            }
            shortcut.parameterPresentation = .init(
                parameter: parameter, specificTitle: specific.flatMap { text($0["formatString"]) } ?? named(presentation["specificTitle"]),
                genericTitle: named(presentation["genericTitle"]), options: options)
        }
        return shortcut
    }

    /// The keys that name a `valueType`'s kind.
    static let valueKinds = ["primitive", "entity", "linkEnumeration", "array", "measurement", "intents", "searchCriteria", "alternative"]

    /// A `valueType`: one key naming the kind, its `wrapper` holding the details. A key a newer
    /// Xcode might write beside it does not hide a kind this reader knows.
    static func valueType(_ value: Any?) -> AppIntentsValueType {
        guard let object = value as? [String: Any],
            let kind = valueKinds.first(where: { object[$0] != nil }) ?? object.keys.sorted().first
        else { return .unknown("") }
        let payload = object[kind] as? [String: Any]
        let wrapper = payload?["wrapper"] as? [String: Any] ?? payload ?? [:]
        switch kind {
        case "primitive": return .primitive(integer(wrapper["typeIdentifier"]))
        case "entity":
            let name = text(wrapper["typeName"]) ?? "?"
            return wrapper["codable"] is [String: Any] ? .codable(name) : .entity(name)
        case "linkEnumeration": return .enumeration(text(wrapper["identifier"]) ?? "?")
        case "array": return .array(valueType(wrapper["memberValueType"]))
        case "measurement": return .measurement(integer(wrapper["unitType"]))
        case "intents": return .intents(integer(wrapper["typeIdentifier"]))
        case "searchCriteria": return .searchCriteria(integer(wrapper["typeIdentifier"]))
        case "alternative":
            let members = (wrapper["memberValueTypes"] as? [Any] ?? []).map(valueType)
            return .alternative(enumIdentifier: text(wrapper["appEnumIdentifier"]).flatMap { $0.isEmpty ? nil : $0 }, members: members)
        default: return .unknown(kind)
        }
    }

    /// `typeSpecificMetadata`: a flat `[key, value, key, value…]` array (or, in some files, an object).
    static func typeSpecific(_ value: Any?) -> [String: Any] {
        if let object = value as? [String: Any] { return object }
        guard let array = value as? [Any] else { return [:] }
        var result: [String: Any] = [:]
        var index = 0
        while index + 1 < array.count {
            if let key = array[index] as? String { result[key] = array[index + 1] }
            index += 2
        }
        return result
    }

    /// A tagged value (`{"int": {"wrapper": 1}}`, `{"string": {"wrapper": "pickup"}}`) as text; a
    /// list (`{"array": {"elements": [tagged values]}}`, a list parameter's default) as its items
    /// between commas.
    static func taggedValue(_ value: Any) -> String? {
        if let plain = text(value) { return plain }
        guard let object = value as? [String: Any], let tag = object.keys.sorted().first else { return nil }
        let payload = object[tag]
        if tag == "array", let items = listItems(payload) { return items.compactMap(taggedValue).joined(separator: ", ") }
        let inner = (payload as? [String: Any]).flatMap { $0["wrapper"] ?? $0["value"] } ?? payload
        if tag == "bool", let flag = bool(inner) { return flag ? "true" : "false" }
        if let plain = text(inner) { return plain }
        if let nested = inner as? [String: Any] {
            if let string = localized(nested) { return string }
            if let identifier = text(nested["identifier"]) { return identifier }
            return taggedValue(nested)
        }
        return nil
    }

    /// The items of a tagged list's payload: `{"elements": […]}` (a default value, as the
    /// catalogues of App Store apps' metadata show it), `{"values": […]}` (a summary case's value, as
    /// Freeform's), or the array itself, with or without a `wrapper`.
    static func listItems(_ payload: Any?) -> [Any]? {
        if let array = payload as? [Any] { return array }
        guard let object = payload as? [String: Any] else { return nil }
        for key in ["elements", "values", "wrapper"] {
            if let items = listItems(object[key]) { return items }
        }
        return nil
    }

    /// A bound as a person writes it: 255 for 255.0.
    static func number(_ text: String) -> String {
        guard let value = Double(text), value.isFinite, value == value.rounded(), abs(value) < 1e15 else { return text }
        return String(Int(value))
    }

    // MARK: Scalars

    /// A localized string: `{"key": "…", "alternatives": […]}`, or a plain string in older files.
    /// A `LocalizedStringResource` made with a key and a `defaultValue` reads as its default value
    /// (what an English device shows); one made from a literal has only the key, which is the text.
    static func localized(_ value: Any?) -> String? {
        if let string = value as? String { return string }
        if let object = value as? [String: Any] {
            if let text = object["defaultValue"] as? String, !text.isEmpty { return text }
            if let key = object["key"] as? String { return key }
            if let nested = object["wrapper"] { return localized(nested) }
        }
        return nil
    }

    /// A title or description: a localized string, none when empty (Xcode writes `{"key": ""}`
    /// for a parameter declared without a title, as for an entity without a display name).
    static func named(_ value: Any?) -> String? { localized(value).flatMap { $0.isEmpty ? nil : $0 } }

    /// A phrase template: always the key, the text Xcode extracts from the `AppShortcut`'s phrase.
    static func template(_ value: Any?) -> String? {
        if let string = value as? String { return string }
        if let object = value as? [String: Any] {
            if let key = object["key"] as? String { return key }
            if let nested = object["wrapper"] { return template(nested) }
        }
        return nil
    }

    static func text(_ value: Any?) -> String? {
        switch value {
        case let string as String: string
        case let number as Int: String(number)
        case let number as Double: "\(number)"
        default: nil
        }
    }

    static func integer(_ value: Any?) -> Int? {
        switch value {
        case let number as Int: number
        case let number as Double: Int(exactly: number.rounded(.towardZero))
        case let string as String: Int(string)
        default: nil
        }
    }

    static func bool(_ value: Any?) -> Bool? {
        switch value {
        case let flag as Bool: flag
        case let number as Int: number != 0
        case let number as Double: number != 0
        default: nil
        }
    }

    static func jsonProblem(_ error: any Error) -> String {
        let text = PropertyListValue.problem(error)
        return text.count > 160 ? String(text.prefix(160)) + "…" : text
    }
}
