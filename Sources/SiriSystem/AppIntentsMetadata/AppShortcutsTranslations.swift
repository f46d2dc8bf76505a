#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

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
    /// The other ways a phrase is said in this language: a catalog's `stringSet` (Xcode 16) lists
    /// several texts for one phrase, `phrases` holding the first and this the rest, by template.
    public var alternatives: [String: [String]]
    /// The phrases a catalog keeps under another phrase's entry, by the key of that entry: Xcode 16
    /// extracts one entry per App Shortcut, keyed by its first phrase, whose source-language
    /// `stringSet` lists all its phrases and whose other languages' sets are the App Shortcut's
    /// phrases there (ListenScrobbler's “Open ${destination} in ${applicationName}” lives in the
    /// entry of “Open ${applicationName}”).
    public var entries: [String: String]
    /// The phrases whose catalog entry is marked not to be translated (`"shouldTranslate": false`).
    public var untranslatable: Set<String> = []
    /// An `AppShortcuts.strings` of the bundle's development language (or of `Base.lproj`, which
    /// holds that language's resources): a phrase it lacks is said as
    /// the app's code writes it, its key, as a catalog's source language says it (BookPlayer's
    /// `en.lproj` keeps four of its phrases only in the code).
    public var isDevelopmentLanguage = false
    /// A table compiled from a catalog's sets (`#!SET#!_<entry>[<index>]` keys): each entry's texts
    /// in index order, as `phrases` and `alternatives` hold them.
    public var compiledSets: [String: [String]] = [:]

    /// Whether this translation's sets are written in the metadata's own words, each App
    /// Shortcut's entry listing its phrases: a catalog's source language, or the development
    /// language's table compiled from one.
    public var listsOwnPhrases: Bool { isSourceLanguage || (isDevelopmentLanguage && !compiledSets.isEmpty) }

    /// Whether a phrase this translation lacks is said as written in the metadata.
    public var saysMissingPhrasesAsWritten: Bool { isSourceLanguage || isDevelopmentLanguage }

    public init(
        language: String, file: String, phrases: [String: String], isSourceLanguage: Bool = false, alternatives: [String: [String]] = [:],
        entries: [String: String] = [:]
    ) {
        self.language = language
        self.file = file
        self.phrases = phrases
        self.isSourceLanguage = isSourceLanguage
        self.alternatives = alternatives
        self.entries = entries
    }

    /// The keys of this table that are no phrase of `phrases` (the App Shortcuts' templates) nor
    /// the entry holding one: a phrase since renamed, or another text kept in the phrases' table
    /// (a short title), which Siri never reads from it; sorted. Without App Shortcuts, every key.
    public func keys(besides phrases: [String]) -> [String] {
        let used = Set(phrases + phrases.compactMap { entries[$0] })
        return self.phrases.keys.filter { !used.contains($0) }.sorted()
    }

    /// Every text of `template` in this language, its first text first: its own entry's, else that
    /// of the entry listing it; none when it is not translated.
    public func texts(of template: String) -> [String] {
        let key = phrases[template] == nil ? entries[template] ?? template : template
        guard let first = phrases[key] else { return [] }
        var seen = Set([first])
        return [first] + (alternatives[key] ?? []).filter { seen.insert($0).inserted }
    }
}

/// What lies around the metadata in its bundle: the app's name and the App Shortcut phrases' translations.
extension AppIntentsMetadataReader {
    /// The app's name as its bundle's `Info.plist` gives it (`CFBundleDisplayName`, else
    /// `CFBundleName`), when the metadata sits in a bundle.
    /// A macOS app keeps both in `Contents/`: the metadata in `Contents/Resources`, the
    /// `Info.plist` in `Contents`.
    /// With `language`, the name the bundle gives itself in that language
    /// (`<language>.lproj/InfoPlist.strings`' `CFBundleDisplayName`, else `CFBundleName`), which a
    /// device in that language shows and Siri hears, when it gives one.
    public static func applicationName(_ location: AppIntentsMetadataLocation, language: String? = nil) -> String? {
        // Each key in the language's table, else in the Info.plist: a display name the language
        // does not translate is still the one shown, before a bundle name it does.
        let localized = language.flatMap { localizedInfo(location, language: $0) } ?? [:]
        for (_, object) in infoPlists(location) {
            for key in ["CFBundleDisplayName", "CFBundleName"] {
                for name in [localized[key]?.trimmingWhitespace(), object[key] as? String].compactMap({ $0 })
                where !name.isEmpty && !name.contains("$(") {
                    return name
                }
            }
        }
        return trainingNames(location, language: language).first
    }

    /// Where `applicationName` found the app's name: `Info.plist`, or the training file
    /// (`Metadata.appintents/root.ssu.yaml`) of metadata read without its bundle; nil when neither names it.
    public static func applicationNameSource(_ location: AppIntentsMetadataLocation) -> String? {
        if namingInfoPlist(location) != nil { return "Info.plist" }
        guard case .success(let training)? = AppShortcutsTraining.read(location), !training.applicationNames.isEmpty else { return nil }
        return training.file
    }

    /// The app's names that the training file beside the metadata gives in `language` (else in
    /// the development language, else its first language), when no `Info.plist` names the app:
    /// Xcode's training step writes them from the app's `Info.plist` and its translations, its
    /// display name first.
    static func trainingNames(_ location: AppIntentsMetadataLocation, language: String?) -> [String] {
        guard case .success(let training)? = AppShortcutsTraining.read(location) else { return [] }
        for wanted in [language, developmentLanguage(location)].compactMap({ $0 }) {
            let names = training.names(in: wanted)
            if !names.isEmpty { return names.filter { !$0.contains("$(") } }
        }
        return training.applicationNames.first?.names.filter { !$0.contains("$(") } ?? []
    }

    /// The bundle's development language (`CFBundleDevelopmentRegion`). Metadata read without
    /// an `Info.plist` that says it: the language whose own script writes every App Shortcut
    /// phrase of `metadata` (JibunKit's “${applicationName}のカウンターに追加” is Japanese), else English.
    public static func developmentLanguage(_ location: AppIntentsMetadataLocation, metadata: AppIntentsMetadata? = nil) -> String {
        let region = infoPlists(location).lazy.compactMap { $0.1["CFBundleDevelopmentRegion"] as? String }.first
        return region.flatMap { $0.isEmpty || $0.contains("/") || $0.contains("$(") ? nil : $0 }
            ?? metadata.flatMap(phrasesLanguage) ?? "en"
    }

    /// The language whose script writes every App Shortcut phrase of `metadata`, of those that
    /// have a script of their own (`DefinitionLint.isWritten`); nil for the Latin alphabet, which
    /// many languages share, and for metadata without phrases. A word in Latin letters inside
    /// such a phrase is a name the language borrows (“${applicationName}でAIクイズを始める”,
    /// “Открой iPhone в ${applicationName}”), not another language: the phrase is still the
    /// script's. A phrase with no letter of the script (“Open ${applicationName}”) still says
    /// nothing.
    public static func phrasesLanguage(_ metadata: AppIntentsMetadata) -> String? {
        let phrases = metadata.appShortcuts.flatMap(\.phrases).map { phrase in
            String(String.UnicodeScalarView(phrase.unicodeScalars.filter { !($0.properties.isAlphabetic && $0.value < 0x0250) }))
        }
        guard !phrases.isEmpty else { return nil }
        return ["ja", "zh", "ko", "ru", "ar", "he", "el", "th", "hi"].first { language in
            phrases.allSatisfy { DefinitionLint.isWritten($0, inScriptOf: language) }
        }
    }

    /// The other names Siri hears for the app in an App Shortcut phrase, from the `Info.plist` that
    /// names it: `INAlternativeAppNames`' `INAlternativeAppName`s (at most three, as Apple allows;
    /// a name that is a key of the bundle's `InfoPlist.strings` reads as its text there) and
    /// `CFBundleSpokenName`, the name as it is said.
    /// With `language`, each is read in that language's `InfoPlist.strings` first, its own
    /// `CFBundleSpokenName` there too; and the name of the `Info.plist` is one of them when the
    /// language names the app otherwise.
    public static func alternativeApplicationNames(_ location: AppIntentsMetadataLocation, language: String? = nil) -> [String] {
        guard let (plist, object) = namingInfoPlist(location) else {
            // Without an Info.plist, the training file's other names of the app in the language.
            var seen = Set<String>()
            return trainingNames(location, language: language).filter { seen.insert($0.lowercased()).inserted }.dropFirst().map { $0 }
        }
        let strings = infoPlistStrings(beside: plist, languages: [language].compactMap { $0 } + ["en", "Base"])
        func resolved(_ name: String) -> String { strings.lazy.compactMap { $0[name] }.first ?? name }
        let alternatives = (object["INAlternativeAppNames"] as? [Any] ?? []).prefix(3).compactMap { entry in
            ((entry as? [String: Any])?["INAlternativeAppName"] as? String).map(resolved)
        }
        let localizedSpoken = language.flatMap { localizedInfo(location, language: $0)?["CFBundleSpokenName"] }
        let spoken = localizedSpoken ?? (object["CFBundleSpokenName"] as? String).map(resolved)
        let heard = applicationName(location, language: language)
        let own = language == nil ? nil : applicationName(location)
        var seen = Set([heard?.lowercased()].compactMap { $0 })
        return (alternatives + [spoken, own].compactMap { $0 }).map { $0.trimmingWhitespace() }.filter {
            !$0.isEmpty && !$0.contains("$(") && seen.insert($0.lowercased()).inserted
        }
    }

    /// The `InfoPlist.strings` tables beside the `Info.plist` at `plist` in each of `languages`, in
    /// that order (a Mac app's are in `Contents/Resources`, beside its `Contents/Info.plist`).
    static func infoPlistStrings(beside plist: URL, languages: [String]) -> [[String: String]] {
        let folders = [plist.deletingLastPathComponent(), plist.deletingLastPathComponent().appendingPathComponent("Resources")]
        return languages.filter { !$0.contains("/") && !$0.hasPrefix(".") }.flatMap { language in
            folders.compactMap { readStrings($0.appendingPathComponent(language + ".lproj/InfoPlist.strings")) }
        }
    }

    /// The first `Info.plist` that names the app (a `CFBundleDisplayName` or `CFBundleName` that is
    /// not empty nor a build setting left unexpanded, `$(PRODUCT_NAME)`), with its contents.
    static func namingInfoPlist(_ location: AppIntentsMetadataLocation) -> (URL, [String: Any])? {
        infoPlists(location).first { _, object in
            ["CFBundleDisplayName", "CFBundleName"].contains { (object[$0] as? String).map { !$0.isEmpty && !$0.contains("$(") } == true }
        }
    }

    /// The bundle's `InfoPlist.strings` in `language`, beside the `Info.plist` that names the app.
    static func localizedInfo(_ location: AppIntentsMetadataLocation, language: String) -> [String: String]? {
        guard let (plist, _) = namingInfoPlist(location) else { return nil }
        return infoPlistStrings(beside: plist, languages: [language]).first
    }

    /// The bundle's strings in its development language that a `LocalizedStringResource` made
    /// from a key is looked up in: the folder of `CFBundleDevelopmentRegion` (the closest to it),
    /// else `Base`; with no development region said, `en`, else `Base`. `Localizable` and the
    /// other `tables` the file names, each table from the first of those that has it, kept apart
    /// by name (a text is looked up in its own table); with the files read, as shown. A device
    /// never reads another language's table for the development language's: where its folder
    /// lacks a table, a text is its key (PomoGem's Japanese enum cases, whose English is the
    /// only table, are “25分”, not “25 minutes”).
    static func developmentStrings(_ location: AppIntentsMetadataLocation, tables: [String] = []) -> (
        files: [String], tables: [String: [String: String]]
    )? {
        let region = infoPlists(location).lazy.compactMap { $0.1["CFBundleDevelopmentRegion"] as? String }.first.flatMap {
            $0.isEmpty || $0.contains("/") || $0.contains("$(") ? nil : $0
        }
        let folders = ((try? FileManager.default.contentsOfDirectory(atPath: location.container)) ?? []).filter {
            $0.hasSuffix(".lproj") && $0 != "Base.lproj"
        }.map { String($0.dropLast(6)) }
        var languages = [region.map { DefinitionLocalization.closestLanguage(to: $0, in: folders) ?? $0 } ?? "en", "Base"]
        languages = languages.filter { !$0.isEmpty && !$0.contains("/") }
        let container = URL(fileURLWithPath: location.container)
        var files: [String] = []
        var read: [String: [String: String]] = [:]
        for table in ["Localizable"] + tables where !table.contains("/") && !table.hasPrefix(".") {
            for language in languages {
                let name = language + ".lproj/" + table + ".strings"
                guard let texts = readStrings(container.appendingPathComponent(name)), !texts.isEmpty else { continue }
                files.append((location.container == "/" ? "" : location.container) + "/" + name)
                read[table] = texts
                break
            }
        }
        return files.isEmpty ? nil : (files, read)
    }

    /// The languages the bundle has texts in: its `<language>.lproj` folders holding a text in
    /// `Localizable.strings` or in one of the other `tables` the metadata's texts name
    /// (CotEditor's `Intents`), sorted (`Base` left out: it is the development language's).
    public static func textLanguages(_ location: AppIntentsMetadataLocation, tables: [String] = []) -> [String] {
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: location.container)) ?? []
        return folders.filter { $0.hasSuffix(".lproj") && $0 != "Base.lproj" }.map { String($0.dropLast(6)) }.filter {
            DefinitionLocalization.isLanguageFolder($0) && languageStrings(location, language: $0, tables: tables) != nil
        }.sorted()
    }

    /// The bundle's strings in `language` (its `<language>.lproj` folder, as `developmentStrings`
    /// reads the development language's): `Localizable` and the other `tables`, kept apart by
    /// name; none when the bundle has no such folder or text.
    static func languageStrings(_ location: AppIntentsMetadataLocation, language: String, tables: [String] = []) -> (
        files: [String], tables: [String: [String: String]]
    )? {
        guard !language.contains("/"), !language.hasPrefix(".") else { return nil }
        let container = URL(fileURLWithPath: location.container)
        var files: [String] = []
        var read: [String: [String: String]] = [:]
        for table in ["Localizable"] + tables where !table.contains("/") && !table.hasPrefix(".") {
            let name = language + ".lproj/" + table + ".strings"
            guard let texts = readStrings(container.appendingPathComponent(name)), !texts.isEmpty else { continue }
            files.append((location.container == "/" ? "" : location.container) + "/" + name)
            read[table] = texts
        }
        return files.isEmpty ? nil : (files, read)
    }

    /// The `Info.plist`s that may name the app whose metadata `location` is, in the order they are
    /// asked, each with its contents: the containing app's for an extension, the bundle's own, a
    /// Mac app's `Contents/Info.plist`.
    static func infoPlists(_ location: AppIntentsMetadataLocation) -> [(URL, [String: Any])] {
        let container = URL(fileURLWithPath: location.container)
        var candidates = [container.appendingPathComponent("Info.plist")]
        // An app extension's App Shortcuts are said with the name of the app that contains it (a
        // Mac app's extension is in its `Contents/PlugIns`, its `Info.plist` in `Contents`).
        let bundle = URL(fileURLWithPath: location.bundle)
        let holder = bundle.deletingLastPathComponent()
        if bundle.pathExtension == "appex", extensionFolders.contains(holder.lastPathComponent) {
            let above = holder.deletingLastPathComponent()
            if above.pathExtension == "app" {
                candidates.insert(above.appendingPathComponent("Info.plist"), at: 0)
            } else if above.lastPathComponent == "Contents", above.deletingLastPathComponent().pathExtension == "app" {
                candidates.insert(above.appendingPathComponent("Info.plist"), at: 0)
            }
        }
        if container.lastPathComponent == "Resources" {
            candidates.append(container.deletingLastPathComponent().appendingPathComponent("Info.plist"))
        }
        return candidates.compactMap { plist in
            guard let data = try? Data(contentsOf: plist),
                let object = (try? PropertyListValue.propertyList(data)) as? [String: Any]
            else { return nil }
            return (plist, object)
        }
    }

    /// The translations of the App Shortcut phrases beside the metadata: `*.lproj/AppShortcuts.strings`
    /// and `AppShortcuts.xcstrings`, in the bundle or the folder given. The development language's
    /// own table (the same phrases) counts as a translation too, `Base.lproj`'s as well: named for
    /// the development language, or `Base` beside that language's own table.
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
        // Read once: the bundle's Info.plist says it.
        let development = developmentLanguage(location)
        // The development language's own table, not one a device of it would read for want of
        // one (Bokmål's Nynorsk).
        func isDevelopment(_ language: String) -> Bool {
            DefinitionLocalization.LanguageTag(language).language == DefinitionLocalization.LanguageTag(development).language
                && DefinitionLocalization.closestLanguage(to: development, in: [language]) == language
                && DefinitionLocalization.isBareLanguage(language) == DefinitionLocalization.isBareLanguage(development)
        }
        for root in roots where seen.insert(root.url.path).inserted {
            let names = ((try? manager.contentsOfDirectory(atPath: root.url.path)) ?? []).sorted()
            // The languages whose own folder holds a table: a device finds the development
            // language's there before `Base.lproj`'s.
            let tabled = names.filter {
                $0.hasSuffix(".lproj") && $0 != "Base.lproj"
                    && manager.fileExists(atPath: root.url.appendingPathComponent($0 + "/AppShortcuts.strings").path)
            }.map { String($0.dropLast(6)) }
            for name in names {
                let child = root.url.appendingPathComponent(name)
                let shown = (root.shown == "/" ? "" : root.shown) + "/" + name
                if child.pathExtension == "lproj" {
                    // A folder named for no language (`global.lproj`) is never read by a device.
                    let folder = child.deletingPathExtension().lastPathComponent
                    guard folder == "Base" || DefinitionLocalization.isLanguageFolder(folder) else { continue }
                    let strings = child.appendingPathComponent("AppShortcuts.strings")
                    guard manager.fileExists(atPath: strings.path) else { continue }
                    if let (table, alternatives, sets) = readPhraseTable(strings) {
                        // `Base.lproj` holds the development language's resources (CFBundle lists
                        // the development region for it, and looks a resource up there after the
                        // language's own folder): its table is the development language's, under
                        // that language's name unless the language's own folder has one.
                        let base = folder == "Base"
                        let language = base && !tabled.contains(where: isDevelopment) ? development : folder
                        var translation = AppShortcutsTranslation(
                            language: language, file: shown + "/AppShortcuts.strings", phrases: table, alternatives: alternatives)
                        translation.isDevelopmentLanguage = base || isDevelopment(language)
                        translation.compiledSets = sets
                        translations.append(translation)
                    } else {
                        unreadable.append(shown + "/AppShortcuts.strings")
                    }
                } else if name == "AppShortcuts.xcstrings" {
                    if let catalog = readCatalog(child, shown: shown) { translations += catalog } else { unreadable.append(shown) }
                }
            }
        }
        linkCompiledSets(&translations)
        return (translations, unreadable)
    }

    /// A compiled set is an App Shortcut's entry, as in the catalog it was built from: keyed by its
    /// first phrase, the development language's set listing all its phrases. Each of those phrases
    /// is translated by that entry in every table built so (its sets there are the App Shortcut's
    /// phrases in that language), as a catalog's source-language set links them.
    static func linkCompiledSets(_ translations: inout [AppShortcutsTranslation]) {
        var entries: [String: String] = [:]
        for translation in translations where translation.isDevelopmentLanguage {
            for (entry, texts) in translation.compiledSets {
                for text in texts where text != entry && translation.compiledSets[text] == nil {
                    entries[text] = entries[text].map { min($0, entry) } ?? entry
                }
            }
        }
        guard !entries.isEmpty else { return }
        for index in translations.indices where !translations[index].compiledSets.isEmpty {
            translations[index].entries.merge(entries) { own, _ in own }
        }
    }

    /// An `AppShortcuts.strings` table: a property list's value may also be a list of texts, the
    /// ways a phrase is said (as a catalog's `stringSet` holds them), the first being its text.
    static func readPhraseTable(_ url: URL) -> ([String: String], [String: [String]], sets: [String: [String]])? {
        if let data = try? Data(contentsOf: url), data.starts(with: Array("bplist".utf8)) || data.starts(with: Array("<?xml".utf8)),
            let table = (try? PropertyListValue.propertyList(data)) as? [String: Any]
        {
            var phrases: [String: String] = [:]
            var alternatives: [String: [String]] = [:]
            for (key, value) in table {
                let texts = (value as? String).map { [$0] } ?? (value as? [Any])?.compactMap { $0 as? String }.filter { !$0.isEmpty } ?? []
                guard let first = texts.first else { continue }
                phrases[key] = first
                if texts.count > 1 { alternatives[key] = Array(texts.dropFirst()) }
            }
            let sets = foldCompiledSets(&phrases, &alternatives)
            return (phrases, alternatives, sets)
        }
        guard var phrases = readStrings(url) else { return nil }
        var alternatives: [String: [String]] = [:]
        let sets = foldCompiledSets(&phrases, &alternatives)
        return (phrases, alternatives, sets)
    }

    /// The prefix of a compiled set's keys: Xcode (16 and later) builds a catalog's `stringSet` into
    /// the bundle's `AppShortcuts.strings` as one key a value, `#!SET#!_<entry>[<index>]` (an
    /// undocumented form, seen in apps' built bundles and checked by their own tests).
    static let compiledSetPrefix = "#!SET#!_"

    /// Folds a table's compiled set keys back into their entries: the entry's texts in index order,
    /// the first its text and the rest the other ways of saying it. Returns the sets so read, by
    /// entry (a key written plainly beside its set keeps its own text first).
    static func foldCompiledSets(_ phrases: inout [String: String], _ alternatives: inout [String: [String]]) -> [String: [String]] {
        var indexed: [String: [(index: Int, text: String)]] = [:]
        for (key, text) in phrases where key.hasPrefix(compiledSetPrefix) && key.hasSuffix("]") {
            let inner = key.dropFirst(compiledSetPrefix.count).dropLast()
            guard let open = inner.lastIndex(of: "["), let index = Int(inner[inner.index(after: open)...]), index >= 0 else { continue }
            let entry = String(inner[..<open])
            guard !entry.isEmpty else { continue }
            indexed[entry, default: []].append((index, text))
            phrases[key] = nil
        }
        var sets: [String: [String]] = [:]
        for (entry, values) in indexed {
            var seen = Set<String>()
            var texts = values.sorted { $0.index < $1.index }.map(\.text).filter { !$0.isEmpty && seen.insert($0).inserted }
            if let plain = phrases[entry] { texts = [plain] + texts.filter { $0 != plain } }
            guard let first = texts.first else { continue }
            sets[entry] = texts
            phrases[entry] = first
            alternatives[entry] = texts.count > 1 ? Array(texts.dropFirst()) : nil
        }
        return sets
    }

    /// A `.strings` table, text or binary (Xcode compiles them into the bundle as property lists),
    /// read as an intent definition's translations are: UTF-8, or UTF-16 with or without its
    /// byte-order mark (old tables, and tools on other systems, write UTF-16 without one).
    static func readStrings(_ url: URL) -> [String: String]? {
        let language = url.deletingLastPathComponent().deletingPathExtension().lastPathComponent
        return (try? DefinitionLocalization.read(path: url.path, language: language))?.strings
    }

    /// A string catalog: one translation per language it has values for, and its source language,
    /// whose text of each phrase is the key unless the catalog gives one of its own.
    static func readCatalog(_ url: URL, shown: String) -> [AppShortcutsTranslation]? {
        guard let data = try? Data(contentsOf: url), let catalog = StringCatalog(data) else { return nil }
        let source = catalog.sourceLanguage.flatMap { $0.isEmpty ? nil : $0 }
        let languages = Set(catalog.languages + [source].compactMap { $0 }).sorted()
        // The source language's set of an entry names the phrases it holds (a key of its own wins).
        var entries: [String: String] = [:]
        for (key, values) in source.flatMap({ catalog.sets[$0] }) ?? [:] {
            for value in values where value != key && !catalog.keys.contains(value) { entries[value] = entries[value].map { min($0, key) } ?? key }
        }
        return languages.map { language in
            var phrases = catalog.texts[language] ?? [:]
            if language == source {
                for key in catalog.keys where phrases[key] == nil { phrases[key] = key }
            }
            // In the source language, a value that is a key of its own is that phrase, not another
            // way of saying this one (Entrain's “Start a ${mode} session in ${applicationName}”);
            // in a translation, a value that is the language's text of another key the source
            // language's set of this one holds is that phrase's (ChitarraTune's Italian “Avvia
            // l'accordatore …” in the set of “Start tuning …”, whose English set holds “Start
            // tuner …”, a key of its own). The same text in another App Shortcut's set stays: the
            // language says two App Shortcuts alike (ListenScrobbler's German).
            let keys = Set(catalog.keys)
            let sourceSets = source.flatMap { catalog.sets[$0] } ?? [:]
            var alternatives: [String: [String]] = [:]
            for (key, values) in catalog.sets[language] ?? [:] {
                let sameEntry = Set(sourceSets[key] ?? []).subtracting([key]).intersection(keys)
                let others = values.dropFirst().filter { value in
                    language == source ? !keys.contains(value) : !sameEntry.contains { phrases[$0] == value }
                }
                if !others.isEmpty { alternatives[key] = Array(others) }
            }
            var translation = AppShortcutsTranslation(
                language: language, file: shown, phrases: phrases, isSourceLanguage: language == source, alternatives: alternatives,
                entries: entries)
            translation.untranslatable = catalog.untranslatable
            return translation
        }
    }
}
