import SQLiteStore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Siri's training file for an app's App Shortcuts: `root.ssu.yaml`, which Xcode's training step
/// (`appintentsnltrainingprocessor`, the build's "AppIntentsSSUTraining", Xcode 26) writes in
/// `Metadata.appintents` beside `extract.actionsdata`. It lists, for each App Shortcut and
/// language, the utterances Siri learns (the phrases, `{${+prefix} }Say hello with
/// ${+applicationName}`), and the app's names in each language (`+applicationName`'s synonyms,
/// taken from the app's `Info.plist` and its translations): so it names the app when the
/// metadata is read without its bundle.
public struct AppShortcutsTraining: Sendable, Hashable, Encodable {
    /// The app's names in one language, its display name first.
    public struct Names: Sendable, Hashable, Encodable {
        public var locale: String
        public var names: [String]
    }

    /// One App Shortcut's training (`SayHelloIntent_0`: the action and the App Shortcut's place).
    public struct Shortcut: Sendable, Hashable, Encodable {
        public var name: String
        /// The action the App Shortcut runs, read from the name (`SayHelloIntent`).
        public var actionIdentifier: String?
        /// The App Shortcut's place among the app's, from 0.
        public var index: Int?
        public var title: String?
        /// The utterances in each language, as written (`{${+prefix} }Say hello with ${+applicationName}`).
        public var utterances: [Utterances]
    }

    public struct Utterances: Sendable, Hashable, Encodable {
        public var locale: String
        public var phrases: [String]
    }

    public static let fileName = "root.ssu.yaml"
    /// A training file larger than this is not read (Xcode's are a few kilobytes per App Shortcut).
    public static let maximumSize = 4 * 1024 * 1024

    /// The file as shown: the metadata folder as given, then `root.ssu.yaml`.
    public var file: String
    public var bundleIdentifier: String?
    public var applicationNames: [Names]
    public var shortcuts: [Shortcut]

    /// The languages the App Shortcuts are trained in, sorted.
    public var locales: [String] { Set(shortcuts.flatMap { $0.utterances.map(\.locale) }).sorted() }

    /// Why a training file beside the metadata was not read.
    public struct Unreadable: Error, Sendable, Hashable {
        public var file: String
        public var reason: String
    }

    /// The training file in the metadata's folder: nil when there is none, else what it says or why
    /// it cannot be read.
    public static func read(_ location: AppIntentsMetadataLocation) -> Result<AppShortcutsTraining, Unreadable>? {
        let shown =
            (location.folder == "/" ? "" : location.folder.hasSuffix("/") ? String(location.folder.dropLast()) : location.folder) + "/" + fileName
        let url = URL(fileURLWithPath: location.folder).appendingPathComponent(fileName)
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        guard let file = ReadingFile(forReadingAtPath: url.path) else { return .failure(Unreadable(file: shown, reason: "cannot be opened")) }
        let data: Data
        do {
            data = try file.readTextToEnd(limit: maximumSize)
        } catch TextFileProblem.tooLarge {
            return .failure(Unreadable(file: shown, reason: "is over \(maximumSize) bytes (4 MB); a training file is a few kilobytes"))
        } catch TextFileProblem.nulByte(let offset, _) {
            return .failure(Unreadable(file: shown, reason: "is binary data, not YAML (a zero byte at offset \(offset))"))
        } catch {
            return .failure(Unreadable(file: shown, reason: "cannot be read"))
        }
        guard !data.contains(0), let text = String(data: data, encoding: .utf8) else {
            return .failure(Unreadable(file: shown, reason: "is not UTF-8 text, so not YAML as Xcode writes it"))
        }
        do {
            return .success(try parse(text, file: shown))
        } catch {
            return .failure(error)
        }
    }

    /// Reads the text of a training file.
    public static func parse(_ text: String, file: String) throws(Unreadable) -> AppShortcutsTraining {
        let root: BlockYAML
        do {
            root = try BlockYAML.parse(text)
        } catch {
            throw Unreadable(file: file, reason: "line \(error.line): \(error.reason)")
        }
        guard case .mapping = root, root["nlu"] != nil || root["variables"] != nil else {
            throw Unreadable(file: file, reason: "has neither nlu nor variables, so it is no App Shortcuts training file")
        }
        let shortcutsNode = root["nlu"]?["shortcuts"]
        var shortcuts: [Shortcut] = []
        for intent in shortcutsNode?["intents"]?.items ?? [] {
            guard let name = intent["metadata"]?["name"]?.text, !name.isEmpty,
                // `+negative` (and any name of Xcode's own, written with +) is the phrases Siri
                // should not take for the app's, not an App Shortcut.
                !name.hasPrefix("+")
            else { continue }
            var utterances: [Utterances] = []
            for corpus in intent["corpuses"]?["training"]?.items ?? [] {
                guard let locale = corpus["locale"]?.text, !locale.isEmpty else { continue }
                utterances.append(Utterances(locale: locale, phrases: (corpus["utterances"]?.items ?? []).compactMap(\.text)))
            }
            let (action, index) = Self.action(of: name)
            shortcuts.append(
                Shortcut(name: name, actionIdentifier: action, index: index, title: intent["metadata"]?["title"]?.text, utterances: utterances))
        }
        var names: [Names] = []
        for variable in root["variables"]?.items ?? [] where variable["name"]?.text == "+applicationName" {
            for definition in variable["definitions"]?.items ?? [] {
                guard let locale = definition["locale"]?.text, !locale.isEmpty else { continue }
                // Xcode spells the key "synomyms"; "synonyms" is read too.
                let list = (definition["synomyms"] ?? definition["synonyms"])?.items.compactMap(\.text) ?? []
                let cleaned = list.map { $0.trimmingWhitespace() }.filter { !$0.isEmpty }
                if !cleaned.isEmpty { names.append(Names(locale: locale, names: cleaned)) }
            }
        }
        return AppShortcutsTraining(
            file: file, bundleIdentifier: shortcutsNode?["bundleIdentifier"]?.text.flatMap { $0.isEmpty ? nil : $0 },
            applicationNames: names, shortcuts: shortcuts)
    }

    /// `SayHelloIntent_0` → (`SayHelloIntent`, 0): the action and the App Shortcut's place.
    static func action(of name: String) -> (String?, Int?) {
        guard let underscore = name.lastIndex(of: "_"), let index = Int(name[name.index(after: underscore)...]), underscore > name.startIndex
        else { return (nil, nil) }
        return (String(name[..<underscore]), index)
    }

    /// The app's names in `language` (a locale's tag, `en`, `pt-BR`): the same tag, else one of the
    /// same language (`en` for `en-GB`, `en-US` for `en`), else none; the display name first.
    public func names(in language: String) -> [String] {
        func normal(_ tag: String) -> String { tag.replacing("_", with: "-").lowercased() }
        let wanted = normal(language)
        if let exact = applicationNames.first(where: { normal($0.locale) == wanted }) { return exact.names }
        let base = wanted.split(separator: "-").first.map(String.init) ?? wanted
        return applicationNames.first { (normal($0.locale).split(separator: "-").first.map(String.init) ?? "") == base }?.names ?? []
    }

    /// An utterance as the metadata writes the phrase: Siri's optional prefix (`{${+prefix} }`)
    /// left out, and `${+applicationName}` written `${applicationName}`.
    public static func template(of utterance: String) -> String {
        var text = utterance
        while let open = text.firstRange(of: "{${+prefix}"), let close = text[open.upperBound...].firstIndex(of: "}") {
            text.removeSubrange(open.lowerBound...close)
        }
        return text.replacing("${+", with: "${").trimmingWhitespace()
    }

    /// The phrases of the App Shortcuts in `locale` as templates, each once, in the file's order.
    public func templates(in locale: String) -> [String] {
        var seen = Set<String>()
        return shortcuts.flatMap { $0.utterances.filter { $0.locale == locale }.flatMap(\.phrases) }.map(Self.template(of:)).filter {
            seen.insert($0).inserted
        }
    }

    /// The languages of the training as translations of `metadata`'s App Shortcuts, for a folder
    /// whose bundle's `AppShortcuts.strings` are not beside it: each App Shortcut's utterances in a
    /// language are all the ways it is said there (as a string catalog's set of an App Shortcut
    /// holds them), its first phrase's entry holding them. A training App Shortcut is the
    /// metadata's at its place, when that runs its action; an utterance naming a parameter the
    /// action does not have is left out. The development language, whose phrases are the
    /// metadata's own, is left out too.
    public func translations(of metadata: AppIntentsMetadata, developmentLanguage: String) -> [AppShortcutsTranslation] {
        let base = { (tag: String) in tag.replacing("_", with: "-").lowercased().split(separator: "-").first.map(String.init) ?? "" }
        var result: [AppShortcutsTranslation] = []
        for locale in locales where base(locale) != base(developmentLanguage) {
            var translation = AppShortcutsTranslation(language: locale, file: file, phrases: [:])
            for shortcut in shortcuts {
                guard let index = shortcut.index, index < metadata.appShortcuts.count,
                    metadata.appShortcuts[index].actionIdentifier == shortcut.actionIdentifier,
                    let first = metadata.appShortcuts[index].phrases.first
                else { continue }
                let target = metadata.appShortcuts[index]
                let parameters = Set((metadata.action(target.actionIdentifier)?.parameters ?? []).map(\.name) + ["applicationName"])
                let said = shortcut.utterances.filter { $0.locale == locale }.flatMap(\.phrases).map(Self.template(of:)).filter { phrase in
                    !phrase.isEmpty && AppIntentsShortcut.parameters(in: phrase).allSatisfy(parameters.contains)
                }
                guard let text = said.first else { continue }
                translation.phrases[first] = text
                if said.count > 1 { translation.alternatives[first] = Array(said.dropFirst()) }
                for other in target.phrases.dropFirst() where other != first { translation.entries[other] = first }
            }
            if !translation.phrases.isEmpty { result.append(translation) }
        }
        return result
    }
}
