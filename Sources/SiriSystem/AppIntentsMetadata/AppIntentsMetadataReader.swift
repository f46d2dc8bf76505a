import SQLiteStore
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where an app's App Intents metadata was found: the `extract.actionsdata` file, and the bundle
/// around it when there is one (for its `Info.plist` and its phrase translations).
public struct AppIntentsMetadataLocation: Sendable, Hashable {
    /// The `extract.actionsdata` file.
    public var file: String
    /// The `Metadata.appintents` folder holding it.
    public var folder: String
    /// The folder holding `Metadata.appintents` (an `.app` bundle, a build folder).
    public var container: String
    /// The other `Metadata.appintents` folders found under the path given (app extensions,
    /// frameworks), which were not read.
    public var others: [String]
    /// `extract.packagedata`'s `includes` beside the file: the mangled names of the
    /// `AppIntentsPackage`s whose App Intents the app takes in ("18PodcastsAppIntents0abC7PackageV").
    public var includedPackages: [String]

    public init(file: String, folder: String, container: String, others: [String], includedPackages: [String] = []) {
        self.file = file
        self.folder = folder
        self.container = container
        self.others = others
        self.includedPackages = includedPackages
    }

    /// The module of each included package, when its mangled name starts as Swift's do (the
    /// module's length, then its name): "PodcastsAppIntents".
    public var includedModules: [String] { includedPackages.map { Self.module(ofMangled: $0) ?? $0 } }

    /// Whether a module can name a framework of the bundle: none that could leave the Frameworks
    /// folder ("..", "../x").
    static func isFrameworkName(_ module: String) -> Bool { !module.isEmpty && !module.hasPrefix(".") && !module.contains("/") }

    static func module(ofMangled name: String) -> String? {
        let digits = name.prefix { $0.isASCII && $0.isNumber }
        guard let length = Int(digits), length > 0, name.count >= digits.count + length else { return nil }
        return String(name.dropFirst(digits.count).prefix(length))
    }
}

/// The phrases of one translation of the App Shortcuts: `fr.lproj/AppShortcuts.strings`, or one
/// language of `AppShortcuts.xcstrings`.
public struct AppShortcutsTranslation: Sendable, Hashable, Encodable {
    public var language: String
    public var file: String
    /// Phrase template (as in `extract.actionsdata`) → its translation.
    public var phrases: [String: String]
    /// A string catalog's `sourceLanguage`: its text of a phrase is the key itself unless the
    /// catalog gives one, so no phrase is missing from it.
    public var isSourceLanguage: Bool

    public init(language: String, file: String, phrases: [String: String], isSourceLanguage: Bool = false) {
        self.language = language
        self.file = file
        self.phrases = phrases
        self.isSourceLanguage = isSourceLanguage
    }
}

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

    /// Whether `path` is for this reader rather than the definition-file reader: a bundle
    /// (`.app`, `.appex`), a `Metadata.appintents` folder, a folder holding metadata a few levels
    /// down, or a file whose first non-blank byte opens a JSON object (an `.intentdefinition` is
    /// a property list, XML or binary). Any other folder is left to the definition reader.
    public static func recognizes(path: String) -> Bool {
        var isDirectory = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return false }
        if isDirectory {
            let name = URL(fileURLWithPath: path).lastPathComponent
            if [".app", ".appex", ".appintents"].contains(where: { name.hasSuffix($0) }) { return true }
            return (try? locate(path: path)) != nil
        }
        guard let handle = ReadingFile(forReadingAtPath: path) else { return false }
        defer { handle.close() }
        let head = (try? handle.read(upToCount: 512)) ?? Data()
        let first = head.first { !($0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09) }
        return first == UInt8(ascii: "{") || (head.starts(with: [0xEF, 0xBB, 0xBF]) && head.dropFirst(3).first == UInt8(ascii: "{"))
    }

    /// Finds the metadata for `path`: the file itself, a `Metadata.appintents` folder, or a folder
    /// holding one (the shallowest, outside `PlugIns` and `Frameworks` when there is a choice, an
    /// `.app`'s before any other's and an `.appex`'s last; the others found are named).
    public static func locate(path: String) throws -> AppIntentsMetadataLocation {
        let manager = FileManager.default
        var isDirectory = false
        guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw DefinitionError(file: path, problem: "no such file or folder", kind: .unreadable)
        }
        let url = URL(fileURLWithPath: path)
        // Paths are shown as given: a URL found under `path` is written from `path` on.
        let base = path.hasSuffix("/") && path.count > 1 ? String(path.dropLast()) : path
        func shown(_ found: URL) -> String {
            let extra = found.standardizedFileURL.pathComponents.dropFirst(url.standardizedFileURL.pathComponents.count)
            return extra.isEmpty ? base : ([base] + extra).joined(separator: "/")
        }
        if !isDirectory {
            let folder = url.deletingLastPathComponent()
            return AppIntentsMetadataLocation(
                file: path, folder: folder.path, container: folder.deletingLastPathComponent().path, others: [],
                includedPackages: includedPackages(in: folder))
        }
        let direct = url.appendingPathComponent(fileName)
        if manager.fileExists(atPath: direct.path) {
            return AppIntentsMetadataLocation(
                file: base + "/" + fileName, folder: base, container: url.deletingLastPathComponent().path, others: [],
                includedPackages: includedPackages(in: url))
        }
        // Breadth first, a few levels down and a few hundred folders at most: a bundle holds it
        // at the top, a build folder deeper. The file system's root is not searched.
        var found: [URL] = []
        var level = url.standardizedFileURL.path == "/" ? [] : [url]
        var visited = 0
        for _ in 0..<searchDepth where found.isEmpty && !level.isEmpty && visited < searchLimit {
            var next: [URL] = []
            for folder in level where visited < searchLimit {
                visited += 1
                let names = (try? manager.contentsOfDirectory(atPath: folder.path)) ?? []
                for name in names.sorted() {
                    let child = folder.appendingPathComponent(name)
                    // A folder, not a link to one (the attributes are the link's own).
                    let type = (try? manager.attributesOfItem(atPath: child.path))?[.type] as? FileAttributeType
                    guard type == .typeDirectory, !name.hasPrefix(".") else { continue }
                    if child.lastPathComponent == folderName, manager.fileExists(atPath: child.appendingPathComponent(fileName).path) {
                        found.append(child)
                    } else {
                        next.append(child)
                    }
                }
            }
            level = next
        }
        // Keep looking one level into app extensions only to name them as others.
        func nested(_ candidate: URL) -> Bool {
            let parts = candidate.pathComponents.dropFirst(url.pathComponents.count)
            return parts.contains("PlugIns") || parts.contains("Frameworks") || parts.contains("Extensions")
        }
        // An app before a build folder's other things, an extension last: a build folder holds
        // `Runner.app` beside `ControlWidgetExtension.appex`, and the app is what was meant.
        func rank(_ candidate: URL) -> Int {
            switch candidate.deletingLastPathComponent().pathExtension {
            case "app": 0
            case "appex": 2
            default: 1
            }
        }
        let outside = found.filter { !nested($0) }.enumerated().sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }.map(\.element)
        let ordered = outside + found.filter(nested)
        guard let chosen = ordered.first else {
            throw DefinitionError(
                file: path,
                problem: "no \(folderName)/\(fileName) in this folder (looked \(searchDepth) levels down); give the app bundle, the \(folderName) folder or the file",
                kind: .invalid)
        }
        var others = ordered.dropFirst().map(shown)
        // A bundle's extensions and frameworks keep their own metadata further down than the
        // search goes once it has found the app's.
        for holder in ["PlugIns", "Frameworks"] {
            let folder = chosen.deletingLastPathComponent().appendingPathComponent(holder)
            for bundle in ((try? manager.contentsOfDirectory(atPath: folder.path)) ?? []).sorted().map({ folder.appendingPathComponent($0) }) {
                let metadata = bundle.appendingPathComponent(folderName)
                if manager.fileExists(atPath: metadata.appendingPathComponent(fileName).path), !others.contains(shown(metadata)) {
                    others.append(shown(metadata))
                }
            }
        }
        return AppIntentsMetadataLocation(
            file: shown(chosen) + "/" + fileName, folder: shown(chosen), container: shown(chosen.deletingLastPathComponent()), others: others,
            includedPackages: includedPackages(in: chosen))
    }

    /// `extract.packagedata`'s `includes` in a `Metadata.appintents` folder (an app whose
    /// `AppIntentsPackage` takes in frameworks' App Intents), or none.
    static func includedPackages(in folder: URL) -> [String] {
        let file = folder.appendingPathComponent("extract.packagedata")
        guard let data = try? Data(contentsOf: file), data.count <= maximumSize,
            let object = (try? PropertyListValue.json(data)) as? [String: Any]
        else { return [] }
        return (object["includes"] as? [Any] ?? []).compactMap { $0 as? String }.filter { !$0.isEmpty }
    }

    /// Reads the metadata `path` leads to. An app's metadata (a folder or bundle given, whose
    /// `extract.packagedata` includes packages) is read with the included packages' found in the
    /// bundle's frameworks (`mergePackages`); a file given alone is read alone.
    public static func read(path: String) throws -> (metadata: AppIntentsMetadata, location: AppIntentsMetadataLocation) {
        var location = try locate(path: path)
        var metadata = try readFile(location.file)
        let versionFile = URL(fileURLWithPath: location.folder).appendingPathComponent("version.json")
        if let versionData = try? Data(contentsOf: versionFile),
            let version = (try? PropertyListValue.json(versionData)) as? [String: Any]
        {
            metadata.toolsVersion = version["toolsVersion"] as? String
        }
        var isDirectory = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory, !location.includedPackages.isEmpty {
            mergePackages(into: &metadata, location: &location)
        }
        return (metadata, location)
    }

    /// Reads and parses one `extract.actionsdata`.
    static func readFile(_ file: String) throws -> AppIntentsMetadata {
        let data: Data
        do {
            let attributes = try FileManager.default.attributesOfItem(atPath: file)
            if let size = attributes[.size] as? Int, size > maximumSize {
                throw DefinitionError(file: file, problem: "is \(size) bytes, larger than any App Intents metadata (at most \(maximumSize))")
            }
            data = try Data(contentsOf: URL(fileURLWithPath: file))
        } catch let error as DefinitionError {
            throw error
        } catch {
            throw DefinitionError(file: file, problem: "cannot be read (\(fileProblem(error)))", kind: .unreadable)
        }
        return try parse(data, file: file)
    }

    /// Reads the metadata of every package the app includes, found as `Frameworks/<Module>.framework`
    /// in the bundle (`Contents/Frameworks` beside a Mac app's `Contents/Resources`), following each
    /// framework's own `extract.packagedata`: breadth first, each module and each file once. Their
    /// actions, entities, queries and enums follow the app's, each with its `source`; an
    /// identifier already read keeps its first declaration (`duplicates`). The app's App Shortcuts,
    /// tile colour and negative phrases stay the app's alone. A framework read is no longer among
    /// the "others".
    static func mergePackages(into metadata: inout AppIntentsMetadata, location: inout AppIntentsMetadataLocation) {
        let manager = FileManager.default
        // Where frameworks are, as shown and on disk: the bundle's `Frameworks`, and a Mac app's
        // `Contents/Frameworks` when the metadata is in `Contents/Resources`.
        var bases = [location.container]
        if URL(fileURLWithPath: location.container).lastPathComponent == "Resources" {
            let parent = location.container == "Resources" ? "." : String(location.container.dropLast("/Resources".count))
            bases.append(parent.isEmpty ? "/" : parent)
        }
        func key(_ path: String) -> String { URL(fileURLWithPath: path).standardizedFileURL.path }
        var readFiles: Set<String> = [key(location.file)]
        var seenModules: Set<String> = []
        var readFolders: Set<String> = []
        var queue = location.includedPackages.map { (name: $0, includedBy: String?.none) }
        var index = 0
        var actions = Set(metadata.actions.map(\.identifier))
        var entities = Set(metadata.entities.map(\.typeName))
        var queries = Set(metadata.queries.map(\.identifier))
        var enums = Set(metadata.enums.map(\.identifier))
        // Where each identifier read from a package was declared; one not here is the app's.
        var keptSource: [String: String] = [:]
        func admit(_ kind: String, _ identifier: String, _ source: String, in seen: inout Set<String>) -> Bool {
            if seen.insert(identifier).inserted {
                keptSource[kind + " " + identifier] = source
                return true
            }
            let kept = keptSource[kind + " " + identifier]
            metadata.duplicates.append(.init(kind: kind, identifier: identifier, keptSource: kept, ignoredSource: source))
            return false
        }
        while index < queue.count {
            let (name, includedBy) = queue[index]
            index += 1
            let module = AppIntentsMetadataLocation.module(ofMangled: name) ?? name
            guard seenModules.insert(module).inserted else { continue }
            var package = AppIntentsPackage(name: name, module: module, includedBy: includedBy)
            var found: (base: String, source: String, folder: String)?
            for base in bases where found == nil && AppIntentsMetadataLocation.isFrameworkName(module) {
                for inner in ["", "/Resources"] {
                    let source = "Frameworks/\(module).framework"
                    let folder = (base == "/" ? "" : base) + "/" + source + inner + "/" + folderName
                    if manager.fileExists(atPath: folder + "/" + fileName) {
                        found = (base, source, folder)
                        break
                    }
                }
            }
            guard let found else {
                metadata.packages.append(package)
                continue
            }
            package.source = found.source
            package.file = found.folder + "/" + fileName
            readFolders.insert(key(found.folder))
            guard readFiles.insert(key(found.folder + "/" + fileName)).inserted else {
                metadata.packages.append(package)
                continue
            }
            do {
                let read = try readFile(found.folder + "/" + fileName)
                /// A package's declarations of one kind, each one not declared before taken in with its source.
                func takeIn<Item: PackagedDeclaration>(_ items: [Item], _ kind: String, into list: inout [Item], seen: inout Set<String>) {
                    for var item in items where admit(kind, item.declaredName, found.source, in: &seen) {
                        item.source = found.source
                        list.append(item)
                    }
                }
                takeIn(read.actions, "action", into: &metadata.actions, seen: &actions)
                takeIn(read.entities, "entity", into: &metadata.entities, seen: &entities)
                takeIn(read.queries, "query", into: &metadata.queries, seen: &queries)
                takeIn(read.enums, "enum", into: &metadata.enums, seen: &enums)
            } catch let error as DefinitionError {
                package.problem = error.problem
            } catch {
                package.problem = "cannot be read (\(fileProblem(error)))"
            }
            metadata.packages.append(package)
            queue += includedPackages(in: URL(fileURLWithPath: found.folder)).map { ($0, package.module) }
        }
        location.others.removeAll { readFolders.contains(key($0)) }
    }

    /// Reads `extract.actionsdata` bytes.
    public static func parse(_ data: Data, file: String) throws -> AppIntentsMetadata {
        let object: Any
        let data = data.starts(with: [0xEF, 0xBB, 0xBF]) ? data.dropFirst(3) : data
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
        var metadata = AppIntentsMetadata(file: file)
        metadata.otherKeys = root.keys.filter { !known.contains($0) }.sorted()
        if let generator = root["generator"] as? [String: Any] {
            metadata.generator = .init(name: generator["name"] as? String, version: text(generator["version"]))
        }
        metadata.formatVersion = integer(root["version"])
        metadata.actions = keyedNodes(root["actions"], idKey: "identifier").map(action).sorted { $0.identifier < $1.identifier }
        metadata.entities = keyedNodes(root["entities"], idKey: "typeName").map(entity).sorted { $0.typeName < $1.typeName }
        metadata.queries = keyedNodes(root["queries"], idKey: "identifier").map(query).sorted { $0.identifier < $1.identifier }
        metadata.enums = keyedNodes(root["enums"], idKey: "identifier").map(enumeration).sorted { $0.identifier < $1.identifier }
        metadata.appShortcuts = (root["autoShortcuts"] as? [Any] ?? []).compactMap { $0 as? [String: Any] }.compactMap(shortcut)
        metadata.shortcutsProvider = (root["autoShortcutProviderMangledName"] as? String).flatMap { $0.isEmpty ? nil : $0 }
        metadata.tileColor = integer(root["shortcutTileColor"])
        // A phrase alone, or (Xcode 26) wrapped: `{"phrase": {"key": "Record"}}`.
        metadata.negativePhrases = (root["negativePhrases"] as? [Any] ?? []).compactMap { localized(($0 as? [String: Any])?["phrase"] ?? $0) }
        return metadata
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
        return AppIntentsAction(
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
        func add(_ when: String, _ configuration: Any?) {
            guard let case_ = summary(configuration) else { return }
            variants.append(.init(when: when, text: case_.text, parameters: case_.parameters))
            variants += case_.variants.map { .init(when: when + " and " + $0.when, text: $0.text, parameters: $0.parameters) }
        }
        let when = clause["when"] as? [String: Any] ?? [:]
        if let statement = when["switchStatement"] as? [String: Any] {
            let cases = (statement["wrapper"] as? [String: Any] ?? statement)["cases"] as? [Any] ?? []
            for case let entry as [String: Any] in cases {
                let values = ((entry["value"] as? [String: Any])?["array"] as? [String: Any])?["values"] as? [Any]
                let written = values.map { $0.compactMap(taggedValue) } ?? (entry["value"].flatMap(taggedValue).map { [$0] } ?? [])
                let isDefault = bool(entry["isDefaultCase"]) == true || written.isEmpty
                add(isDefault ? "\(name) has another value" : "\(name) is " + written.joined(separator: " or "), entry["configuration"])
            }
        } else if comparison == 0 && compared == nil {
            add("\(name) has a value", when)
        } else {
            add("\(name), comparison \(comparison.map(String.init) ?? "?")" + (compared.map { ", \($0)" } ?? ""), when)
        }
        result.parameter = parameter
        result.variants = variants + result.variants
        return result
    }

    static func parameter(_ node: [String: Any]) -> AppIntentsParameter? {
        guard let name = text(node["name"]) else { return nil }
        let type = valueType(node["valueType"])
        var defaultValue = typeSpecific(node["typeSpecificMetadata"])["LNValueTypeSpecificMetadataKeyDefaultValue"].flatMap(taggedValue)
        // Xcode writes a Bool's default as an integer (`{"int": {"wrapper": 1}}`): read as the Bool it is.
        if type == .primitive(1), let number = defaultValue.flatMap({ Int($0) }) { defaultValue = number != 0 ? "true" : "false" }
        return AppIntentsParameter(
            name: name, title: named(node["title"]), description: named(node["parameterDescription"]),
            isOptional: bool(node["isOptional"]) ?? false, type: type, defaultValue: defaultValue)
    }

    static func entity(_ entry: (key: String, node: [String: Any])) -> AppIntentsEntity {
        let node = entry.node
        let properties = (node["properties"] as? [Any] ?? []).compactMap { $0 as? [String: Any] }.compactMap { property -> AppIntentsEntity.Property? in
            guard let identifier = text(property["identifier"]) ?? text(property["name"]) else { return nil }
            return .init(identifier: identifier, title: named(property["title"]), type: valueType(property["valueType"]))
        }
        return AppIntentsEntity(
            typeName: text(node["typeName"]) ?? entry.key, qualifiedTypeName: text(node["fullyQualifiedTypeName"]),
            displayName: localized(node["displayTypeName"]).flatMap { $0.isEmpty ? nil : $0 }, defaultQuery: text(node["defaultQueryIdentifier"]), properties: properties,
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
            let title = localized(titleNode)
            return .init(identifier: identifier, title: title, synonyms: otherNames(title: titleNode, synonyms: representation?["synonyms"]))
        }
        return AppIntentsEnum(identifier: text(node["identifier"]) ?? entry.key, displayName: localized(node["displayTypeName"]).flatMap { $0.isEmpty ? nil : $0 }, cases: cases)
    }

    static func shortcut(_ node: [String: Any]) -> AppIntentsShortcut? {
        guard let action = text(node["actionIdentifier"]) else { return nil }
        let phrases = (node["phraseTemplates"] as? [Any] ?? []).compactMap(template)
        let symbol = text(node["systemImageName"]).flatMap { $0.isEmpty ? nil : $0 }
        let shortTitle = localized(node["shortTitle"]).flatMap { $0.isEmpty ? nil : $0 }
        return AppIntentsShortcut(actionIdentifier: action, phrases: phrases, shortTitle: shortTitle, systemImageName: symbol)
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

    /// A tagged value (`{"int": {"wrapper": 1}}`, `{"string": {"wrapper": "pickup"}}`) as text.
    static func taggedValue(_ value: Any) -> String? {
        if let plain = text(value) { return plain }
        guard let object = value as? [String: Any], let tag = object.keys.sorted().first else { return nil }
        let payload = object[tag]
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

    // MARK: Around the file

    /// The app's name as its bundle's `Info.plist` gives it (`CFBundleDisplayName`, else
    /// `CFBundleName`), when the metadata sits in a bundle.
    /// A macOS app keeps both in `Contents/`: the metadata in `Contents/Resources`, the
    /// `Info.plist` in `Contents`.
    public static func applicationName(_ location: AppIntentsMetadataLocation) -> String? {
        let container = URL(fileURLWithPath: location.container)
        var candidates = [container.appendingPathComponent("Info.plist")]
        // An app extension's App Shortcuts are said with the name of the app that contains it.
        let holder = container.deletingLastPathComponent()
        if container.pathExtension == "appex", ["PlugIns", "Extensions"].contains(holder.lastPathComponent),
            holder.deletingLastPathComponent().pathExtension == "app"
        {
            candidates.insert(holder.deletingLastPathComponent().appendingPathComponent("Info.plist"), at: 0)
        }
        if container.lastPathComponent == "Resources" { candidates.append(container.deletingLastPathComponent().appendingPathComponent("Info.plist")) }
        for plist in candidates {
            guard let data = try? Data(contentsOf: plist),
                let object = (try? PropertyListValue.propertyList(data)) as? [String: Any]
            else { continue }
            for key in ["CFBundleDisplayName", "CFBundleName"] {
                if let name = object[key] as? String, !name.isEmpty, !name.contains("$(") { return name }
            }
        }
        return nil
    }

    /// The translations of the App Shortcut phrases beside the metadata: `*.lproj/AppShortcuts.strings`
    /// and `AppShortcuts.xcstrings`, in the bundle or the folder given. The development language's
    /// own table (the same phrases) counts as a translation too.
    public static func translations(_ location: AppIntentsMetadataLocation, searching extra: [String] = []) -> (
        translations: [AppShortcutsTranslation], unreadable: [String]
    ) {
        var translations: [AppShortcutsTranslation] = []
        var unreadable: [String] = []
        var seen = Set<String>()
        let manager = FileManager.default
        // Files are named from the folder as given (relative stays relative, as lint's other paths).
        let roots = ([location.container, location.folder] + extra).map { given in
            (shown: given.count > 1 && given.hasSuffix("/") ? String(given.dropLast()) : given, url: URL(fileURLWithPath: given).standardizedFileURL)
        }
        for root in roots where seen.insert(root.url.path).inserted {
            for name in ((try? manager.contentsOfDirectory(atPath: root.url.path)) ?? []).sorted() {
                let child = root.url.appendingPathComponent(name)
                let shown = (root.shown == "/" ? "" : root.shown) + "/" + name
                if child.pathExtension == "lproj" {
                    let strings = child.appendingPathComponent("AppShortcuts.strings")
                    guard manager.fileExists(atPath: strings.path) else { continue }
                    if let table = readStrings(strings) {
                        let language = child.deletingPathExtension().lastPathComponent
                        translations.append(.init(language: language, file: shown + "/AppShortcuts.strings", phrases: table))
                    } else {
                        unreadable.append(shown + "/AppShortcuts.strings")
                    }
                } else if name == "AppShortcuts.xcstrings" {
                    if let catalog = readCatalog(child, shown: shown) { translations += catalog } else { unreadable.append(shown) }
                }
            }
        }
        return (translations, unreadable)
    }

    /// A `.strings` table, text or binary (Xcode compiles them into the bundle as property lists).
    static func readStrings(_ url: URL) -> [String: String]? {
        guard let data = try? Data(contentsOf: url) else { return nil }
        if let table = (try? PropertyListValue.propertyList(data)) as? [String: Any] {
            return table.compactMapValues { $0 as? String }
        }
        return nil
    }

    /// A string catalog: one translation per language it has values for, and its source language,
    /// whose text of each phrase is the key unless the catalog gives one of its own.
    static func readCatalog(_ url: URL, shown: String) -> [AppShortcutsTranslation]? {
        guard let data = try? Data(contentsOf: url), let catalog = StringCatalog(data) else { return nil }
        let source = catalog.sourceLanguage.flatMap { $0.isEmpty ? nil : $0 }
        let languages = Set(catalog.languages + [source].compactMap { $0 }).sorted()
        return languages.map { language in
            var phrases = catalog.texts[language] ?? [:]
            if language == source {
                for key in catalog.keys where phrases[key] == nil { phrases[key] = key }
            }
            return AppShortcutsTranslation(language: language, file: shown, phrases: phrases, isSourceLanguage: language == source)
        }
    }
}

/// An action, entity, query or enum an included package declares, taken into the app's metadata
/// by the name it is declared under and marked with the framework it came from.
protocol PackagedDeclaration {
    var declaredName: String { get }
    var source: String? { get set }
}

extension AppIntentsAction: PackagedDeclaration { var declaredName: String { identifier } }
extension AppIntentsEntity: PackagedDeclaration { var declaredName: String { typeName } }
extension AppIntentsQuery: PackagedDeclaration { var declaredName: String { identifier } }
extension AppIntentsEnum: PackagedDeclaration { var declaredName: String { identifier } }
