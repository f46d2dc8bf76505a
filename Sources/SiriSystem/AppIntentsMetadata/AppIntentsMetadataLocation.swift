import SQLiteStore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
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

    /// The bundle holding the metadata, as shown: the container, or a Mac bundle's folder when the
    /// metadata is in its `Contents/Resources` ("Notes.app" for "Notes.app/Contents/Resources").
    public var bundle: String {
        let parts = container.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count > 2, parts[parts.count - 1] == "Resources", parts[parts.count - 2] == "Contents" else { return container }
        return parts.dropLast(2).joined(separator: "/")
    }

    /// The app whose bundle holds the metadata's: an app extension's or a framework's app (in its
    /// `PlugIns`, `Extensions` or `Frameworks`, a Mac app's in `Contents/`), else `bundle`.
    public var app: String {
        var parts = bundle.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count > 2, (AppIntentsMetadataReader.extensionFolders + ["Frameworks"]).contains(String(parts[parts.count - 2])) else {
            return bundle
        }
        parts.removeLast(2)
        if parts.count > 1, parts.last == "Contents" { parts.removeLast() }
        return parts.last?.hasSuffix(".app") == true ? parts.joined(separator: "/") : bundle
    }

    static func module(ofMangled name: String) -> String? {
        let digits = name.prefix { $0.isASCII && $0.isNumber }
        guard let length = Int(digits), length > 0, name.count >= digits.count + length else { return nil }
        return String(name.dropFirst(digits.count).prefix(length))
    }
}

extension AppIntentsMetadataReader {
    /// Whether `path` is for this reader rather than the definition-file reader: a bundle
    /// (`.app`, `.appex`) but one holding an intent definition and no metadata, a
    /// `Metadata.appintents` folder, a folder holding metadata a few levels
    /// down, or a file whose first non-blank byte opens a JSON object (an `.intentdefinition` is
    /// a property list, XML or binary; a file so named is left to that reader whatever it holds).
    /// Any other folder is left to the definition reader.
    public static func recognizes(path: String) -> Bool {
        var isDirectory = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return false }
        if isDirectory {
            let name = URL(fileURLWithPath: path).lastPathComponent
            if name.hasSuffix(".appintents") { return true }
            if (try? locate(path: path)) != nil { return true }
            // A bundle without metadata is still read as one (its reader says what it lacks),
            // unless it ships an intent definition: an app of the SiriKit years has
            // `Base.lproj/Intents.intentdefinition` in its bundle and no `Metadata.appintents`.
            return [".app", ".appex"].contains(where: { name.hasSuffix($0) }) && DefinitionSearch.definitions(in: path).isEmpty
        }
        // A file named as a definition is one, whatever it holds: the definition's reader says
        // what is wrong with it (an old-style `{ … }` property list is no JSON metadata either).
        if path.hasSuffix(".intentdefinition") { return false }
        guard let handle = ReadingFile(forReadingAtPath: path) else { return false }
        defer { handle.close() }
        let head = (try? handle.read(upToCount: 512)) ?? Data()
        let first = head.first { !($0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09) }
        return first == UInt8(ascii: "{") || (head.starts(with: [0xEF, 0xBB, 0xBF]) && head.dropFirst(3).first == UInt8(ascii: "{"))
    }

    /// The folders of an app bundle that hold its extensions, in the order they are looked in:
    /// `PlugIns` (app extensions), then `Extensions` (ExtensionKit extensions, where iOS 18 apps
    /// keep App Intents extensions).
    public static let extensionFolders = ["PlugIns", "Extensions"]

    /// The bundle a `Metadata.appintents` folder is in: the folder holding it, or the bundle whose
    /// `Contents/Resources` (a Mac app or app extension) or `Resources` (a Mac framework, also
    /// under `Versions/A`) holds it.
    static func bundle(holding metadata: URL) -> URL {
        let parent = metadata.deletingLastPathComponent()
        guard parent.lastPathComponent == "Resources" else { return parent }
        let above = parent.deletingLastPathComponent()
        if above.lastPathComponent == "Contents" || above.pathExtension == "framework" {
            return above.lastPathComponent == "Contents" ? above.deletingLastPathComponent() : above
        }
        let versions = above.deletingLastPathComponent()
        if versions.lastPathComponent == "Versions", versions.deletingLastPathComponent().pathExtension == "framework" {
            return versions.deletingLastPathComponent()
        }
        return parent
    }

    /// The metadata of each bundle in `root`'s `PlugIns`, `Extensions` and `Frameworks`, in that
    /// order: in the bundle itself (iOS), in its `Contents/Resources` (a Mac app extension) or in
    /// its `Resources` (a Mac framework, or its `Versions/A/Resources`). `root` is an iOS bundle's
    /// folder or a Mac bundle's `Contents`.
    static func bundledMetadata(in root: URL) -> [URL] {
        let manager = FileManager.default
        var found: [URL] = []
        for holder in extensionFolders + ["Frameworks"] {
            let folder = root.appendingPathComponent(holder)
            for name in ((try? manager.contentsOfDirectory(atPath: folder.path)) ?? []).sorted() where !name.hasPrefix(".") {
                let bundle = folder.appendingPathComponent(name)
                let places = ["", "Contents/Resources/", "Resources/", "Versions/A/Resources/"].map { bundle.appendingPathComponent($0 + folderName) }
                if let metadata = places.first(where: { manager.fileExists(atPath: $0.appendingPathComponent(fileName).path) }) {
                    found.append(metadata)
                }
            }
        }
        return found
    }

    /// Finds the metadata for `path`: the file itself, a `Metadata.appintents` folder, or a folder
    /// holding one (the shallowest, outside `PlugIns`, `Extensions` and `Frameworks` when there is
    /// a choice, an `.app`'s before any other's and an `.appex`'s last; the others found are named:
    /// the bundle's extensions in `PlugIns`, then in `Extensions`, then its frameworks).
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
            let folderShown = parentAsGiven(path) ?? folder.path
            return AppIntentsMetadataLocation(
                file: path, folder: folderShown, container: parentAsGiven(folderShown) ?? folder.deletingLastPathComponent().path,
                others: [], includedPackages: includedPackages(in: folder))
        }
        let direct = url.appendingPathComponent(fileName)
        if manager.fileExists(atPath: direct.path) {
            return AppIntentsMetadataLocation(
                file: base + "/" + fileName, folder: base, container: parentAsGiven(base) ?? url.deletingLastPathComponent().path,
                others: [], includedPackages: includedPackages(in: url))
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
            return (extensionFolders + ["Frameworks"]).contains { parts.contains($0) }
        }
        // A bundle whose metadata is deeper than the search goes: a Mac app whose App Intents are
        // all in an extension's `Contents/Resources` (a widget's configuration intents).
        if found.isEmpty {
            for root in [url, url.appendingPathComponent("Contents")] where found.isEmpty { found = bundledMetadata(in: root) }
        }
        // An app before a build folder's other things, an extension last: a build folder holds
        // `Runner.app` beside `ControlWidgetExtension.appex`, and the app is what was meant.
        func rank(_ candidate: URL) -> Int {
            switch bundle(holding: candidate).pathExtension {
            case "app": 0
            case "appex": 2
            default: 1
            }
        }
        let ranked = found.filter { !nested($0) }.enumerated().sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }
        let outside = ranked.map(\.element)
        // A bundle's own extensions and frameworks in the order they are named: `PlugIns`, then
        // `Extensions`, then `Frameworks` (not by name, where `Extensions` comes first).
        func holder(_ candidate: URL) -> Int {
            let parts = candidate.pathComponents.dropFirst(url.pathComponents.count)
            return parts.lazy.compactMap { (extensionFolders + ["Frameworks"]).firstIndex(of: $0) }.first ?? 0
        }
        let inner = found.filter(nested).enumerated().sorted { (holder($0.element), $0.offset) < (holder($1.element), $1.offset) }
        let ordered = outside + inner.map(\.element)
        guard let chosen = ordered.first else {
            throw DefinitionError(
                file: path,
                problem:
                    "no \(folderName)/\(fileName) in this folder (looked \(searchDepth) levels down); give the app bundle, the \(folderName) folder or the file",
                kind: .invalid)
        }
        var others = ordered.dropFirst().map(shown)
        // A bundle's extensions and frameworks keep their own metadata further down than the
        // search goes once it has found the app's: app extensions in `PlugIns`, ExtensionKit
        // extensions (iOS 18's App Intents and Locked Camera Capture extensions) in `Extensions`;
        // a Mac app's in its `Contents`, each in its own `Contents/Resources`.
        let chosenBundle = bundle(holding: chosen)
        let root = chosenBundle == chosen.deletingLastPathComponent() ? chosenBundle : chosenBundle.appendingPathComponent("Contents")
        for metadata in bundledMetadata(in: root) where !others.contains(shown(metadata)) && shown(metadata) != shown(chosen) {
            others.append(shown(metadata))
        }
        return AppIntentsMetadataLocation(
            file: shown(chosen) + "/" + fileName, folder: shown(chosen), container: shown(chosen.deletingLastPathComponent()), others: others,
            includedPackages: includedPackages(in: chosen))
    }

    /// The folder holding `path`, written from `path` as given, so that a relative path's
    /// translations are named relatively too; nil when the text alone cannot say it (no folder
    /// written, the root, or a last component of `.` or `..`).
    static func parentAsGiven(_ path: String) -> String? {
        let trimmed = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
        guard let slash = trimmed.lastIndex(of: "/"), slash != trimmed.startIndex else { return nil }
        let last = trimmed[trimmed.index(after: slash)...]
        guard last != ".", last != "..", !last.isEmpty else { return nil }
        return String(trimmed[..<slash])
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
    /// With `language`, texts written as localization keys (an enum case's title and synonyms,
    /// an action's title) read as that language's strings say them, else as the development
    /// language's: what a device in that language says (`intents match --locale`).
    public static func read(path: String, language: String? = nil) throws -> (metadata: AppIntentsMetadata, location: AppIntentsMetadataLocation) {
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
        // Texts written as localization keys (Voice Memos' `CREATE_RECORDING_INTENT_TITLE`) read as
        // the bundle's development language says them.
        var strings = developmentStrings(location, tables: metadata.stringTables)
        if let language, let (files, tables) = languageStrings(location, language: language, tables: metadata.stringTables) {
            // Each table in the language, a key it lacks in the development language's.
            var merged = strings?.tables ?? [:]
            for (name, texts) in tables { merged[name] = texts.merging(merged[name] ?? [:]) { own, _ in own } }
            strings = (files + (strings?.files ?? []), merged)
        }
        if let (files, tables) = strings {
            let resolved = metadata.resolveKeys(inTables: tables)
            if resolved > 0 { metadata.localizedTexts = AppIntentsLocalizedTexts(files: files, resolved: resolved) }
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
                // A Mac framework's `Resources` is a link to `Versions/Current/Resources`, which
                // a copy may have left as the folder it leads to.
                for inner in ["", "/Resources", "/Versions/A/Resources"] {
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
