#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The intent definitions a folder holds: what `intents show`, `lint`, `donate` and `converse`
/// read when given a project's folder (or an app bundle without App Intents metadata) instead of
/// the `.intentdefinition` file itself.
public enum DefinitionSearch {
    /// How many levels below the folder are looked at, as for App Intents metadata.
    public static let depth = AppIntentsMetadataReader.searchDepth
    /// The most folders looked into.
    public static let folderLimit = AppIntentsMetadataReader.searchLimit

    /// What a path given for a definition names: the path itself (a file, a path that does not
    /// exist, a folder holding App Intents metadata or no definition: each reader says what it
    /// makes of it), the one definition a folder holds, or the several it holds.
    public static func resolve(_ path: String) -> (path: String, several: [String]) {
        var isDirectory = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory,
            !AppIntentsMetadataReader.recognizes(path: path)
        else { return (path, []) }
        let found = definitions(in: path)
        return found.count == 1 ? (found[0], []) : (path, found)
    }

    /// What to give instead of a language's folder that holds only translations
    /// (`de.lproj/Intents.strings`): the definition beside it that they translate, found in the
    /// folder above (`; it holds a translation (Intents.strings) of Loop/Base.lproj/…: give that
    /// file …`); nil for any other folder.
    public static func translationHint(_ folder: String) -> String? {
        let trimmed = folder.hasSuffix("/") && folder.count > 1 ? String(folder.dropLast()) : folder
        // `.` (run from inside the folder) by the folder's own name.
        let isHere = trimmed == "." || trimmed.hasSuffix("/.")
        let name = isHere ? URL(fileURLWithPath: trimmed).standardizedFileURL.lastPathComponent : URL(fileURLWithPath: trimmed).lastPathComponent
        guard name.hasSuffix(".lproj"), name != ".lproj" else { return nil }
        let language = String(name.dropLast(".lproj".count))
        let tables = ((try? FileManager.default.contentsOfDirectory(atPath: trimmed)) ?? []).filter {
            $0.hasSuffix(".strings") || $0.hasSuffix(".xcstrings")
        }.sorted()
        guard !tables.isEmpty else { return nil }
        let parent =
            trimmed == "." ? ".." : isHere ? trimmed + "." : trimmed.contains("/") ? String(trimmed[..<trimmed.lastIndex(of: "/")!]) : "."
        let tableNames = Set(tables.map { URL(fileURLWithPath: $0).deletingPathExtension().lastPathComponent })
        let translated = definitions(in: parent.isEmpty ? "/" : parent).filter {
            tableNames.contains(URL(fileURLWithPath: $0).deletingPathExtension().lastPathComponent)
        }
        guard translated.count == 1, let definition = translated.first else { return nil }
        let shown = parent == "." && definition.hasPrefix("./") ? String(definition.dropFirst(2)) : definition
        let locale = language == "Base" ? "" : " (--locale \(language) reads it in this language)"
        return "; it holds a translation (\(tables.joined(separator: ", "))) of \(shown): give that file\(locale)"
    }

    /// The different definitions under `folder`, as paths written from `folder` on, shallowest
    /// first (then by name). A language's copy (`en.lproj/Intents.intentdefinition` beside
    /// `Base.lproj/Intents.intentdefinition`) is one definition with it, read from Base (or from
    /// the folder outside any `.lproj`); so is a copy with the same bytes elsewhere (the
    /// definition Xcode copies into the app and into each of its extensions). Hidden folders and
    /// symbolic links are not followed.
    public static func definitions(in folder: String) -> [String] {
        let manager = FileManager.default
        let base = folder.hasSuffix("/") && folder.count > 1 ? String(folder.dropLast()) : folder
        var found: [String] = []
        var level: [String] = URL(fileURLWithPath: folder).standardizedFileURL.path == "/" ? [] : [base]
        var visited = 0
        for _ in 0...depth where !level.isEmpty && visited < folderLimit {
            var next: [String] = []
            for current in level where visited < folderLimit {
                visited += 1
                for name in ((try? manager.contentsOfDirectory(atPath: current)) ?? []).sorted() where !name.hasPrefix(".") {
                    let child = current + "/" + name
                    let type = (try? manager.attributesOfItem(atPath: child))?[.type] as? FileAttributeType
                    if type == .typeDirectory {
                        next.append(child)
                    } else if type == .typeRegular, name.hasSuffix(".intentdefinition") {
                        found.append(child)
                    }
                }
            }
            level = next
        }
        // One per definition: a language's copies read as the Base one, equal bytes as one file.
        func languageFree(_ path: String) -> String {
            let parts = path.split(separator: "/", omittingEmptySubsequences: false)
            guard parts.count >= 2, parts[parts.count - 2].hasSuffix(".lproj") else { return path }
            return (parts.dropLast(2) + [parts[parts.count - 1]]).joined(separator: "/")
        }
        func preference(_ path: String) -> Int {
            let parts = path.split(separator: "/")
            guard parts.count >= 2, parts[parts.count - 2].hasSuffix(".lproj") else { return 0 }
            return parts[parts.count - 2] == "Base.lproj" ? 1 : parts[parts.count - 2] == "en.lproj" ? 2 : 3
        }
        var groups: [String: String] = [:]
        var order: [String] = []
        for path in found {
            let key = languageFree(path)
            if let kept = groups[key] {
                if preference(path) < preference(kept) { groups[key] = path }
            } else {
                groups[key] = path
                order.append(key)
            }
        }
        var result: [String] = []
        var contents: [Data] = []
        for key in order {
            let path = groups[key]!
            let data = manager.contents(atPath: path)
            if let data, contents.contains(data) { continue }
            if let data { contents.append(data) }
            result.append(path)
        }
        return result
    }
}
