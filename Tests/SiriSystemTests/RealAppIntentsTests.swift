import Foundation
import SiriSystem
import TestSupport
import Testing

/// The App Intents metadata of real apps (Tests/Fixtures/RealAppIntents, sources in its
/// SOURCES.md) and Soup Chef's own: each reads, shows its parts and lints without failing.
@Suite struct RealAppIntentsTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    static let fixtures = root + "/Tests/Fixtures/RealAppIntents"

    /// Every fixture folder holding an `extract.actionsdata`.
    static var folders: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: fixtures)) ?? []).sorted()
            .filter { FileManager.default.fileExists(atPath: fixtures + "/" + $0 + "/extract.actionsdata") }
    }

    @Test func thereAreRealFiles() {
        #expect(Self.folders.count >= 2)
    }

    @Test(arguments: folders) func eachReadsAndLintsWithoutFailing(folder: String) throws {
        let path = Self.fixtures + "/" + folder
        #expect(AppIntentsMetadataReader.recognizes(path: path))
        #expect(AppIntentsMetadataReader.recognizes(path: path + "/extract.actionsdata"))
        let (metadata, location) = try AppIntentsMetadataReader.read(path: path)
        #expect(location.file.hasSuffix("/extract.actionsdata"))
        #expect(!metadata.actions.isEmpty)
        for action in metadata.actions {
            #expect(action.title?.isEmpty == false, "\(action.identifier)")
        }
        let findings = AppIntentsLint.check(metadata)
        let errors = findings.filter { $0.severity == .error }
        #expect(errors.map(\.phrase) == (Self.realErrors[folder] ?? []), "\(findings)")
    }

    /// The phrases with a real error, by folder (SOURCES.md): Radio's two without ${applicationName}.
    static let realErrors: [String: [String?]] = ["Radio": ["Stream ${stream}", "Stop ${stream}"]]

    /// ListenScrobbler's real catalog (Xcode 16's shape: one entry per App Shortcut keyed by its
    /// first phrase, `stringSet`s in 12 languages) beside metadata written for the test from the
    /// app's `AppShortcutsProvider` (SOURCES.md). Every way of saying every App Shortcut in every
    /// language reaches that App Shortcut, and lint finds no phrase missing.
    @Test func listenScrobblersCatalogIsHeardInEachOfItsLanguages() throws {
        let (metadata, location) = try AppIntentsMetadataReader.read(path: Self.fixtures + "/ListenScrobbler/Metadata.appintents")
        let found = AppIntentsMetadataReader.translations(location)
        #expect(found.unreadable.isEmpty)
        #expect(found.translations.count == 12)
        // No phrase missing; the one thing found is real: German says two App Shortcuts alike.
        let findings = AppIntentsLint.check(metadata, translations: found.translations, unreadable: found.unreadable)
        #expect(findings.map { "\($0.severity) \($0.rule.rawValue) \($0.subject)" } == ["warning duplicatePhrase translation de"])
        var heard = 0
        for translation in found.translations {
            for shortcut in metadata.appShortcuts {
                let texts = Set(shortcut.phrases.flatMap { translation.texts(of: $0) })
                #expect(texts.count >= 1, "\(translation.language) \(shortcut.actionIdentifier)")
                // “Hören Sie mit ${applicationName}” says two of them in German; the first is reached.
                for text in texts where text != "Hören Sie mit ${applicationName}" {
                    let said = text.replacing("${applicationName}", with: "ListenScrobbler").replacing("${destination}", with: "Discover")
                    let result = AppShortcutMatcher.match(said, in: metadata, applicationName: "ListenScrobbler", translation: translation)
                    #expect(result.match?.action == shortcut.actionIdentifier, "\(translation.language): \(said)")
                    heard += 1
                }
            }
        }
        #expect(heard >= 130)
        // The second phrase of an App Shortcut is kept in its first phrase's entry.
        let german = try #require(found.translations.first { $0.language == "de" })
        let open = AppShortcutMatcher.match(
            "Discover öffnen in ListenScrobbler", in: metadata, applicationName: "ListenScrobbler", translation: german)
        #expect(open.match?.said == "${destination} öffnen in ${applicationName}" && open.match?.valueIdentifier == "discover")
        // Japanese is said without spaces, whatever spaces the transcript has.
        let japanese = try #require(found.translations.first { $0.language == "ja" })
        let spaced = AppShortcutMatcher.match(
            "ListenScrobbler で Account を開く", in: metadata, applicationName: "ListenScrobbler", translation: japanese)
        #expect(spaced.match?.value == "Account")
        // Said in English, the German translation is not what is heard.
        #expect(
            AppShortcutMatcher.match("Open Discover in ListenScrobbler", in: metadata, applicationName: "ListenScrobbler", translation: german).match
                == nil)
    }

    /// SlimLuma's real catalog (a Mac app whose source language is Chinese, `zh-Hans`, with 19
    /// other languages in `stringUnit`s: Telugu's “${applicationName}తో” against the app's name,
    /// Bengali's “${applicationName} তে”, Punjabi in Arabic script, Nigerian Pidgin) beside
    /// metadata written in the test from the app's `AppShortcutsProvider` (SOURCES.md): both
    /// phrases are heard in every language, and lint finds nothing.
    @Test func slimLumasCatalogIsHeardInEachOfItsLanguages() throws {
        let directory = try TemporaryDirectory("slimluma")
        try FileManager.default.createDirectory(atPath: directory.path + "/Metadata.appintents", withIntermediateDirectories: true)
        // Written for the test, not Xcode's output: only the action and App Shortcut the phrases need.
        let json = """
            {"actions": {"AddMediaToSlimLumaIntent": {"identifier": "AddMediaToSlimLumaIntent",
               "fullyQualifiedTypeName": "SlimLuma.AddMediaToSlimLumaIntent", "title": {"key": "添加到 SlimLuma 压缩队列"},
               "openAppWhenRun": true, "supportedModes": 2, "parameters": []}},
             "autoShortcuts": [{"actionIdentifier": "AddMediaToSlimLumaIntent",
               "phraseTemplates": [{"key": "用 ${applicationName} 压缩文件"}, {"key": "添加文件到 ${applicationName}"}],
               "shortTitle": {"key": "添加到压缩队列"}, "systemImageName": "arrow.down.right.and.arrow.up.left"}],
             "generator": {"name": "written-for-the-test", "version": "0"}, "version": 1}
            """
        try Data(json.utf8).write(to: URL(fileURLWithPath: directory.path + "/Metadata.appintents/extract.actionsdata"))
        try FileManager.default.copyItem(
            atPath: Self.fixtures + "/SlimLuma/AppShortcuts.xcstrings", toPath: directory.path + "/AppShortcuts.xcstrings")
        let (metadata, location) = try AppIntentsMetadataReader.read(path: directory.path + "/Metadata.appintents")
        let found = AppIntentsMetadataReader.translations(location)
        #expect(found.unreadable.isEmpty)
        #expect(found.translations.count == 20)
        #expect(found.translations.first { $0.isSourceLanguage }?.language == "zh-Hans")
        #expect(AppIntentsLint.check(metadata, translations: found.translations, unreadable: found.unreadable).isEmpty)
        var heard = 0
        for translation in found.translations {
            let texts = metadata.appShortcuts[0].phrases.flatMap { translation.texts(of: $0).isEmpty ? [$0] : translation.texts(of: $0) }
            #expect(Set(texts).count == 2, "\(translation.language)")
            for text in texts {
                let said = text.replacing("${applicationName}", with: "SlimLuma")
                let result = AppShortcutMatcher.match(said, in: metadata, applicationName: "SlimLuma", translation: translation)
                #expect(result.match?.action == "AddMediaToSlimLumaIntent", "\(translation.language): \(said)")
                heard += 1
            }
        }
        #expect(heard == 40)
        let telugu = try #require(found.translations.first { $0.language == "te" })
        for said in ["SlimLuma తో ఫైల్స్‌ను సంకుచితం చేయండి", "SlimLumaతో ఫైల్స్ను సంకుచితం చేయండి"] {
            #expect(AppShortcutMatcher.match(said, in: metadata, applicationName: "SlimLuma", translation: telugu).match != nil, "\(said)")
        }
        // Said in English, the Chinese source language does not hear it.
        let chinese = try #require(found.translations.first { $0.language == "zh-Hans" })
        #expect(AppShortcutMatcher.match("Add Files to SlimLuma", in: metadata, applicationName: "SlimLuma", translation: chinese).match == nil)
    }

    @Test func everyKeptPhraseOfARealAppReachesItsOwnAppShortcut() throws {
        for (folder, name) in [("TrollLEDs", "TrollLEDs"), ("Radio", "Radio")] {
            let (metadata, _) = try AppIntentsMetadataReader.read(path: Self.fixtures + "/" + folder)
            var heard = 0
            for shortcut in metadata.appShortcuts {
                for template in shortcut.phrases where AppIntentsLint.isKept(template, of: shortcut, in: metadata) {
                    let parameter = AppIntentsShortcut.parameters(in: template).first
                    let phrase = template.replacing("${applicationName}", with: name).replacing("${\(parameter ?? "")}", with: "Jazz FM")
                    let result = AppShortcutMatcher.match(
                        phrase, in: metadata, applicationName: name, values: parameter.map { [$0: ["Jazz FM"]] } ?? [:])
                    #expect(result.match?.action == shortcut.actionIdentifier, "\(folder): \(phrase)")
                    heard += 1
                }
            }
            #expect(heard >= 5, "\(folder)")
        }
        let (radio, _) = try AppIntentsMetadataReader.read(path: Self.fixtures + "/Radio")
        let dropped = AppShortcutMatcher.match("Stream Jazz FM", in: radio, applicationName: "Radio", values: ["stream": ["Jazz FM"]])
        #expect(dropped.match == nil && dropped.dropped.contains("Stream ${stream}"))
    }

    /// os_intents' probe app is “Risk1 Metadata”: said with the digit apart, as a transcript may
    /// write it, it is the same app, and its phrase is heard.
    @Test func aNumberAgainstAWordInTheAppsNameIsHeardAsOneApart() throws {
        let (metadata, _) = try AppIntentsMetadataReader.read(path: Self.fixtures + "/os_intents-probe")
        for said in ["Run runner probe in Risk1 Metadata", "Run runner probe in Risk 1 Metadata", "run runner probe in risk one metadata"] {
            let result = AppShortcutMatcher.match(said, in: metadata, applicationName: "Risk1 Metadata", values: [:])
            #expect(result.match?.action == "ProbeRunnerIntent", "\(said)")
        }
        #expect(
            AppShortcutMatcher.match("Run runner probe in Risk 2 Metadata", in: metadata, applicationName: "Risk1 Metadata", values: [:]).match == nil
        )
    }

    /// An app named with a raised digit (“Things³”) or in fullwidth letters is said with the
    /// plain digit and letters, as a transcript writes them.
    @Test func aRaisedDigitOrFullwidthLettersInTheAppsNameAreSaidPlain() throws {
        let (metadata, _) = try AppIntentsMetadataReader.read(path: Self.fixtures + "/os_intents-probe")
        for (name, said) in [
            ("Risk³ Metadata", "Run runner probe in Risk 3 Metadata"), ("Risk³ Metadata", "run runner probe in risk three metadata"),
            ("Risk₂ Metadata", "Run runner probe in Risk 2 Metadata"), ("Ｒｉｓｋ Metadata", "Run runner probe in Risk Metadata"),
        ] {
            let result = AppShortcutMatcher.match(said, in: metadata, applicationName: name, values: [:])
            #expect(result.match?.action == "ProbeRunnerIntent", "\(name): \(said)")
        }
        #expect(
            AppShortcutMatcher.match("Run runner probe in Risk 2 Metadata", in: metadata, applicationName: "Risk³ Metadata", values: [:]).match == nil
        )
        #expect(InvocationPhrase.spoken("Things³") == "things three")
        #expect(InvocationPhrase.spoken("ＳｏｕｐＣｈｅｆ") == "soupchef")
    }

    /// An app whose name starts with the wake word keeps it: JibunKit's phrase opens with the
    /// app's name, and an app named “Siri Counter” is heard with or without "Hey Siri" before it.
    @Test func anAppNamedAfterTheWakeWordKeepsItsFirstWord() throws {
        let (metadata, _) = try AppIntentsMetadataReader.read(path: Self.fixtures + "/JibunKit-Counter")
        for said in ["Siri Counterのカウンターに追加", "Hey Siri, Siri Counterのカウンターに追加", "Siri, Siri Counterのカウンターに追加"] {
            let result = AppShortcutMatcher.match(said, in: metadata, applicationName: "Siri Counter")
            #expect(result.match?.action == "AddCounterValueIntent", "\(said)")
        }
        #expect(AppShortcutMatcher.match("Siri, Counterのカウンターに追加", in: metadata, applicationName: "Counter").match != nil)
        #expect(AppShortcutMatcher.match("Counterのカウンターに追加", in: metadata, applicationName: "Siri Counter").match == nil)
    }

    @Test func theCounterBaselineHasItsShortcutPhraseAndTypes() throws {
        let (metadata, _) = try AppIntentsMetadataReader.read(path: Self.fixtures + "/JibunKit-Counter")
        #expect(metadata.generator == nil && metadata.formatVersion == nil)  // the project kept three keys only
        let action = try #require(metadata.action("AddCounterValueIntent"))
        #expect(action.title == "カウンターに追加")
        #expect(action.description == "指定した数をカウンターへ追加し、更新後の値を返します。")
        #expect(action.parameters.map(\.type) == [.primitive(2)])
        #expect(action.outputType == .primitive(2))
        #expect(!action.opensApp && action.isDiscoverable)
        #expect(action.summary == AppIntentsSummary(text: "カウンターに ${amount} を追加", parameters: ["amount"]))
        let shortcut = try #require(metadata.appShortcuts.first)
        #expect(shortcut.phrases == ["${applicationName}のカウンターに追加"])
        #expect(shortcut.shortTitle == "カウンターに追加" && shortcut.systemImageName == "plus.circle")
        #expect(metadata.shortcutsProvider == "12JibunKit_App0aB9ShortcutsV")
        let result = AppShortcutMatcher.match("JibunKitのカウンターに追加", in: metadata, applicationName: "JibunKit")
        #expect(result.match?.action == "AddCounterValueIntent")
    }

    /// Read without an `Info.plist`, metadata whose phrases are all written in a script of its
    /// own is in that language: JibunKit's counter is Japanese, so `--locale ja` reads it as
    /// written; phrases in the Latin alphabet say nothing, and stay English.
    @Test func phrasesInAScriptOfTheirOwnSayTheDevelopmentLanguage() throws {
        let (counter, counterLocation) = try AppIntentsMetadataReader.read(path: Self.fixtures + "/JibunKit-Counter")
        #expect(AppIntentsMetadataReader.developmentLanguage(counterLocation, metadata: counter) == "ja")
        #expect(AppIntentsMetadataReader.developmentLanguage(counterLocation) == "en")
        let (probe, probeLocation) = try AppIntentsMetadataReader.read(path: Self.fixtures + "/os_intents-probe")
        #expect(AppIntentsMetadataReader.developmentLanguage(probeLocation, metadata: probe) == "en")
        var korean = counter
        korean.appShortcuts[0].phrases = ["${applicationName}에서 카운터 추가", "${applicationName}"]
        #expect(AppIntentsMetadataReader.phrasesLanguage(korean) == nil)  // the name alone is no script
        korean.appShortcuts[0].phrases.removeLast()
        #expect(AppIntentsMetadataReader.phrasesLanguage(korean) == "ko")
    }

    /// A Japanese quiz app's phrases (read from its provider) borrow Latin words: “${applicationName}で
    /// AIクイズを始める” beside “${applicationName}でクイズを始める”. They are Japanese still; read
    /// without an `Info.plist`, the metadata was English, and `--locale ja` was refused.
    @Test func latinWordsInAPhraseOfAScriptOfItsOwnKeepItsLanguage() throws {
        var quiz = try AppIntentsMetadataReader.read(path: Self.fixtures + "/JibunKit-Counter").0
        quiz.appShortcuts[0].phrases = ["${applicationName}でクイズを始める", "${applicationName}でAIクイズを始める"]
        #expect(AppIntentsMetadataReader.phrasesLanguage(quiz) == "ja")
        quiz.appShortcuts[0].phrases = ["Открой iPhone в ${applicationName}", "Покажи вишлист в ${applicationName}"]
        #expect(AppIntentsMetadataReader.phrasesLanguage(quiz) == "ru")
        quiz.appShortcuts[0].phrases = ["${applicationName}でクイズを始める", "Start a quiz in ${applicationName}"]
        #expect(AppIntentsMetadataReader.phrasesLanguage(quiz) == nil)  // a phrase in English: no single language
    }

    /// TrollLEDs' levels are `inclusiveRange: (0, 255)` Ints, written as number bounds.
    @Test func trollLEDsLevelsHaveTheirRange() throws {
        let (metadata, _) = try AppIntentsMetadataReader.read(path: Self.fixtures + "/TrollLEDs")
        let levels = metadata.actions.flatMap(\.parameters).filter { $0.type == .primitive(2) }
        #expect(!levels.isEmpty)
        for level in levels { #expect(level.lowerBound == "0" && level.upperBound == "255", "\(level.name)") }
    }

    @Test func theNamespacedEntitiesHaveTheirDefaultQueries() throws {
        let (metadata, _) = try AppIntentsMetadataReader.read(path: Self.fixtures + "/JibunKit-namespaced/extract.actionsdata")
        #expect(metadata.entities.map(\.typeName) == ["com.jibunkit.intent-fixture.a.entry", "com.jibunkit.intent-fixture.b.entry"])
        for entity in metadata.entities {
            let query = try #require(metadata.defaultQuery(of: entity))
            #expect(query.entityType == entity.typeName && query.isDefault)
        }
        #expect(metadata.action("FeatureAReadEntryIntent")?.parameter("entry")?.type == .entity("com.jibunkit.intent-fixture.a.entry"))
    }

    /// Two modules' `Entry` merged into one file: the entity kept names its own module's query,
    /// which is not in the file; the other module's query is never taken for it.
    @Test func anotherModulesQueryIsNotAnEntitysDefault() throws {
        let (metadata, _) = try AppIntentsMetadataReader.read(path: Self.fixtures + "/JibunKit-collision/extract.actionsdata")
        let entity = try #require(metadata.entities.first)
        #expect(entity.defaultQuery == "IntentFeatureB.EntryQuery")
        #expect(metadata.queries.map(\.qualifiedIdentifier) == ["IntentFeatureA.EntryQuery"])
        #expect(metadata.defaultQuery(of: entity) == nil)
        let findings = AppIntentsLint.check(metadata).filter { $0.severity == .warning }
        #expect(findings.count == 1)
        #expect(findings.first?.message.contains("IntentFeatureB.EntryQuery, which this file does not declare") == true, "\(findings)")
    }

    @Test func soupChefsOwnMetadataIsLintClean() throws {
        let (metadata, _) = try AppIntentsMetadataReader.read(path: Self.root + "/Data/Metadata.appintents")
        #expect(AppIntentsLint.check(metadata).isEmpty)
        let order = try #require(metadata.action("OrderSoup"))
        #expect(order.parameters.map(\.name) == ["soup", "quantity", "toppings", "orderType", "deliveryLocation", "storeLocation"])
        #expect(order.parameter("quantity")?.defaultValue == "1")
        #expect(order.parameter("orderType")?.defaultValue == "pickup")
        #expect(order.parameter("toppings")?.type == .array(.entity("ToppingAppEntity")))
        #expect(metadata.enumeration("OrderTypeAppEnum")?.cases.map(\.identifier) == ["delivery", "pickup"])
        #expect(metadata.appShortcuts.first?.phrases == ["Order ${applicationName}", "Order ${soup} from ${applicationName}"])
        #expect(metadata.tileColorName == "orange")
    }
}

/// Real files with parts changed the way other Xcode versions or hand edits change them: every
/// value replaced by one of another JSON type, one at a time. The reader never fails on an
/// object, and lint and the matcher take whatever it read.
@Suite struct AppIntentsMetadataMutationTests {
    /// Every path to a value in `value`, as keys and indexes.
    static func paths(_ value: Any, prefix: [Any] = []) -> [[Any]] {
        var found: [[Any]] = [prefix]
        if let object = value as? [String: Any] {
            for (key, child) in object { found += paths(child, prefix: prefix + [key]) }
        } else if let array = value as? [Any] {
            for (index, child) in array.enumerated() { found += paths(child, prefix: prefix + [index]) }
        }
        return found
    }

    static func replacing(_ value: Any, at path: ArraySlice<Any>, with new: Any) -> Any {
        guard let step = path.first else { return new }
        if var object = value as? [String: Any], let key = step as? String, let child = object[key] {
            object[key] = replacing(child, at: path.dropFirst(), with: new)
            return object
        }
        if var array = value as? [Any], let index = step as? Int, array.indices.contains(index) {
            array[index] = replacing(array[index], at: path.dropFirst(), with: new)
            return array
        }
        return value
    }

    @Test(arguments: RealAppIntentsTests.folders) func everyValueOfAnotherTypeIsReadWithoutFailing(folder: String) throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: RealAppIntentsTests.fixtures + "/" + folder + "/extract.actionsdata"))
        let root = try JSONSerialization.jsonObject(with: data)
        let replacements: [Any] = [NSNull(), 7, "text", [Any](), [String: Any](), true, ["unknownKind": ["wrapper": ["typeIdentifier": 4242]]]]
        var read = 0
        // At most about 200 changes a file (every k-th path of a large one), so a large real file
        // costs the suite seconds, not a minute.
        let paths = Array(Self.paths(root).dropFirst())
        let step = max(1, paths.count / 200)
        for (number, path) in stride(from: 0, to: paths.count, by: step).map({ paths[$0] }).enumerated() {
            let changed = Self.replacing(root, at: path[...], with: replacements[number % replacements.count])
            let bytes = try JSONSerialization.data(withJSONObject: changed)
            let metadata = try AppIntentsMetadataReader.parse(bytes, file: folder)
            _ = AppIntentsLint.check(metadata)
            _ = AppShortcutMatcher.match("anything", in: metadata, applicationName: "App")
            read += 1
        }
        #expect(read > 50)
    }
}
