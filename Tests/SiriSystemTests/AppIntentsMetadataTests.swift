import Foundation
import SiriSystem
import TestSupport
import Testing

/// A bundle made for one test: an empty `Metadata.appintents` in a new temporary directory, and
/// beside it the App Shortcuts translation files the test writes, read as a bundle's are.
private struct TranslationsBundle {
    let directory: TemporaryDirectory
    var folder: String { directory.path + "/Metadata.appintents" }

    init(_ name: String) throws {
        directory = try TemporaryDirectory(name)
        try FileManager.default.createDirectory(atPath: directory.path + "/Metadata.appintents", withIntermediateDirectories: true)
        try Data(#"{"actions": {}}"#.utf8).write(to: URL(fileURLWithPath: directory.path + "/Metadata.appintents/extract.actionsdata"))
    }

    /// Writes `data` at `path` (relative to the bundle: `fr.lproj/AppShortcuts.strings`).
    func write(_ data: Data, to path: String) throws {
        let url = URL(fileURLWithPath: directory.path + "/" + path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }

    func write(_ text: String, to path: String) throws { try write(Data(text.utf8), to: path) }

    func read() throws -> (translations: [AppShortcutsTranslation], unreadable: [String]) {
        AppIntentsMetadataReader.translations(try AppIntentsMetadataReader.locate(path: folder))
    }
}

/// Metadata written for one test: `OpenStream` (a `stream` entity parameter, a `quality` enum
/// parameter, a `note` string parameter) and the App Shortcuts given.
private func metadata(shortcuts: String, entities: String? = nil, extra: String = "") throws -> AppIntentsMetadata {
    let text = """
        {
          "actions": {
            "OpenStream": {
              "identifier": "OpenStream", "title": {"key": "Open Stream", "alternatives": []}, "openAppWhenRun": true,
              "descriptionMetadata": {"descriptionText": {"key": "Opens a stream"}},
              "parameters": [
                {"name": "stream", "title": {"key": "Stream"}, "isOptional": false, "valueType": {"entity": {"wrapper": {"typeName": "StreamEntity"}}}},
                {"name": "quality", "title": {"key": "Quality"}, "isOptional": true,
                 "typeSpecificMetadata": ["LNValueTypeSpecificMetadataKeyDefaultValue", {"string": {"wrapper": "high"}}],
                 "valueType": {"linkEnumeration": {"wrapper": {"identifier": "Quality"}}}},
                {"name": "note", "title": "Note", "valueType": {"primitive": {"wrapper": {"typeIdentifier": 0}}}},
                {"name": "when", "valueType": {"primitive": {"wrapper": {"typeIdentifier": 99}}}},
                {"name": "blob", "valueType": {"hologram": {"wrapper": {}}}},
                {"name": "length", "valueType": {"entity": {"wrapper": {"typeName": "Swift.Duration", "codable": {"mangledTypeName": "s8DurationV"}}}}},
                {"name": "criteria", "resolvableInputTypes": [], "typeSpecificMetadata": [], "valueType": {"searchCriteria": {"wrapper": {"typeIdentifier": 0}}}}
              ]
            }
          },
          "entities": \(entities ?? #"{"StreamEntity": {"typeName": "StreamEntity", "displayTypeName": {"key": "Stream"}, "defaultQueryIdentifier": "App.StreamQuery"}}"#),
          "queries": {"StreamQuery": {"identifier": "StreamQuery", "fullyQualifiedIdentifier": "App.StreamQuery", "entityType": "StreamEntity", "defaultQueryForEntity": true}},
          "enums": [{"identifier": "Quality", "cases": [
            {"identifier": "high", "displayRepresentation": {"title": {"key": "High"},
             "synonyms": [{"key": "Best", "alternatives": ["Finest", " "]}, {"key": "HD", "alternatives": []}, {"key": "best"}, {"key": "high"}, {"key": ""}]}},
            {"identifier": "low", "displayRepresentation": {"title": {"key": "Low", "alternatives": ["Data saver"]}}}]}],
          "autoShortcuts": \(shortcuts),
          "shortcutTileColor": 2, "assistantIntents": [], "generator": {"name": "xcode-tools", "version": "16A242d"}, "version": 1\(extra)
        }
        """
    return try AppIntentsMetadataReader.parse(Data(text.utf8), file: "test.actionsdata")
}

private func shortcut(_ phrases: [String], action: String = "OpenStream", title: String? = "Open", symbol: String? = "play") -> String {
    let templates = phrases.map { #"{"key": "\#($0)", "alternatives": []}"# }.joined(separator: ", ")
    var fields = [#""actionIdentifier": "\#(action)""#, #""phraseTemplates": [\#(templates)]"#]
    if let title { fields.append(#""shortTitle": {"key": "\#(title)"}"#) }
    if let symbol { fields.append(#""systemImageName": "\#(symbol)""#) }
    return "{" + fields.joined(separator: ", ") + "}"
}

private func rules(_ findings: [AppIntentsLintFinding]) -> [AppIntentsLintFinding.Rule] { findings.map(\.rule) }

@Suite struct AppIntentsMetadataReaderTests {
    @Test func everyPartIsRead() throws {
        let read = try metadata(shortcuts: "[" + shortcut(["Open ${stream} in ${applicationName}"]) + "]")
        let action = try #require(read.action("OpenStream"))
        #expect(action.title == "Open Stream" && action.description == "Opens a stream")
        #expect(action.opensApp && action.isDiscoverable && action.isDeclaredDiscoverable == nil && !action.declaresNotDiscoverable)
        #expect(
            action.parameters.map(\.type.description) == [
                "entity StreamEntity", "enum Quality", "String", "unknown primitive 99", "unknown type hologram", "value Swift.Duration",
                "search criteria (String)",
            ])
        #expect(action.parameter("quality")?.defaultValue == "high")
        #expect(action.parameter("quality")?.isOptional == true)
        #expect(action.parameter("note")?.title == "Note")  // an older plain string
        #expect(read.entities.first?.displayName == "Stream")
        #expect(read.defaultQuery(of: try #require(read.entities.first))?.identifier == "StreamQuery")
        #expect(read.enums.first?.cases.map(\.title) == ["High", "Low"])
        #expect(read.appShortcuts.first?.shortTitle == "Open")
        #expect(read.tileColor == 2 && read.tileColorName == "orange")
        #expect(read.generator?.version == "16A242d" && read.formatVersion == 1)
        #expect(read.otherKeys == ["assistantIntents"])
    }

    /// iOS 17's parameter presentation of an App Shortcut and a parameter's own query, as TikTok
    /// 38.4 writes them, are read; a key's option title is read from the bundle's strings.
    @Test func aParameterPresentationAndAParametersQueryAreRead() throws {
        let json = """
            {"actions": {"OpenInbox": {"identifier": "OpenInbox", "parameters": [{"name": "inbox", "isOptional": true,
               "queryIdentifier": "App.IntentSelectInboxQuery", "valueType": {"entity": {"wrapper": {"typeName": "InboxEntity"}}}}]}},
             "autoShortcuts": [{"actionIdentifier": "OpenInbox", "phraseTemplates": [{"key": "${applicationName} ${inbox}"}],
               "parameterPresentation": {"parameterIdentifier": "inbox", "genericTitle": "",
                 "specificTitle": {"formatString": "${inbox}", "parameterIdentifiers": ["inbox"]},
                 "optionsCollection": [{"title": {"key": "INBOX_TITLE"}, "systemImageName": "tray"}, {"systemImageName": ""}]}},
               {"actionIdentifier": "OpenInbox", "phraseTemplates": [{"key": "Open ${applicationName}"}]}]}
            """
        var read = try AppIntentsMetadataReader.parse(Data(json.utf8), file: "test.actionsdata")
        #expect(read.action("OpenInbox")?.parameter("inbox")?.queryIdentifier == "App.IntentSelectInboxQuery")
        #expect(
            read.appShortcuts.first?.parameterPresentation
                == .init(
                    parameter: "inbox", specificTitle: "${inbox}", genericTitle: nil,
                    options: [.init(title: "INBOX_TITLE", systemImageName: "tray"), .init(title: nil, systemImageName: nil)]))
        #expect(read.appShortcuts.last?.parameterPresentation == nil)
        #expect(read.resolveKeys(in: ["INBOX_TITLE": "Inbox"]) == 1)
        #expect(read.appShortcuts.first?.parameterPresentation?.options.first?.title == "Inbox")
    }

    @Test func aMacAppKeepsItsMetadataInResourcesAndItsBinaryInfoPlistInContents() throws {
        let directory = try TemporaryDirectory("macapp")
        let resources = directory.path + "/Mac.app/Contents/Resources/Metadata.appintents"
        try FileManager.default.createDirectory(atPath: resources, withIntermediateDirectories: true)
        try Data(#"{"actions": {}}"#.utf8).write(to: URL(fileURLWithPath: resources + "/extract.actionsdata"))
        let plist = try PropertyListSerialization.data(fromPropertyList: ["CFBundleName": "Mac Thing"], format: .binary, options: 0)
        try plist.write(to: URL(fileURLWithPath: directory.path + "/Mac.app/Contents/Info.plist"))
        let location = try AppIntentsMetadataReader.locate(path: directory.path + "/Mac.app")
        #expect(location.folder.hasSuffix("Contents/Resources/Metadata.appintents"))
        #expect(AppIntentsMetadataReader.applicationName(location) == "Mac Thing")
    }

    /// A Mac app keeps its extensions and frameworks in `Contents/` (`PlugIns`, `Extensions`,
    /// `Frameworks`), each extension's metadata in its own `Contents/Resources` and a framework's
    /// in its `Resources`: they are named beside the app's, an app whose metadata is all in an
    /// extension (a widget's configuration intents) is read as that extension's, and an extension
    /// is named as the app that holds it.
    @Test func aMacAppsExtensionsAndFrameworksAreFoundInItsContents() throws {
        let directory = try TemporaryDirectory("macextensions")
        let contents = directory.path + "/Mac.app/Contents"
        let json = #"{"actions": {}, "autoShortcuts": [], "version": 1}"#
        let places = [
            "PlugIns/Widgets.appex/Contents/Resources", "Extensions/Intents.appex/Contents/Resources",
            "Frameworks/Kit.framework/Versions/A/Resources",
        ]
        for place in places {
            try FileManager.default.createDirectory(atPath: contents + "/\(place)/Metadata.appintents", withIntermediateDirectories: true)
            try Data(json.utf8).write(to: URL(fileURLWithPath: contents + "/\(place)/Metadata.appintents/extract.actionsdata"))
        }
        let plist =
            #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>CFBundleName</key><string>Mac Thing</string></dict></plist>"#
        try Data(plist.utf8).write(to: URL(fileURLWithPath: contents + "/Info.plist"))
        let widgetPlist =
            #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>CFBundleName</key><string>Widgets</string></dict></plist>"#
        try Data(widgetPlist.utf8).write(to: URL(fileURLWithPath: contents + "/PlugIns/Widgets.appex/Contents/Info.plist"))
        // No metadata of the app's own: the first extension's is read, the others named.
        let extensionOnly = try AppIntentsMetadataReader.locate(path: directory.path + "/Mac.app")
        #expect(extensionOnly.folder == contents + "/PlugIns/Widgets.appex/Contents/Resources/Metadata.appintents")
        #expect(
            extensionOnly.others == [
                contents + "/Extensions/Intents.appex/Contents/Resources/Metadata.appintents",
                contents + "/Frameworks/Kit.framework/Versions/A/Resources/Metadata.appintents",
            ])
        #expect(extensionOnly.bundle == contents + "/PlugIns/Widgets.appex" && extensionOnly.app == directory.path + "/Mac.app")
        #expect(AppIntentsMetadataReader.applicationName(extensionOnly) == "Mac Thing")
        // With the app's own, the app's is read and every extension and framework named after it.
        try FileManager.default.createDirectory(atPath: contents + "/Resources/Metadata.appintents", withIntermediateDirectories: true)
        try Data(json.utf8).write(to: URL(fileURLWithPath: contents + "/Resources/Metadata.appintents/extract.actionsdata"))
        let app = try AppIntentsMetadataReader.locate(path: directory.path + "/Mac.app")
        #expect(app.folder == contents + "/Resources/Metadata.appintents")
        #expect(app.others == places.map { contents + "/\($0)/Metadata.appintents" })
        #expect(app.bundle == directory.path + "/Mac.app" && app.app == directory.path + "/Mac.app")
        // A package the app includes is read from its framework's `Versions/A/Resources`.
        try Data(#"{"version": 1, "includes": ["3Kit7PackageV"]}"#.utf8).write(
            to: URL(fileURLWithPath: contents + "/Resources/Metadata.appintents/extract.packagedata"))
        let (withPackage, packaged) = try AppIntentsMetadataReader.read(path: directory.path + "/Mac.app")
        #expect(withPackage.packages.map(\.isRead) == [true], "\(withPackage.packages)")
        #expect(!packaged.others.contains { $0.contains("Kit.framework") }, "\(packaged.others)")
        // An extension given is read alone and named as its app.
        let widget = try AppIntentsMetadataReader.locate(path: contents + "/PlugIns/Widgets.appex")
        #expect(widget.others.isEmpty && AppIntentsMetadataReader.applicationName(widget) == "Mac Thing")
    }

    /// An iOS app whose metadata is all in its extensions reads its first plug-in's, then names
    /// its ExtensionKit extensions' and frameworks', in the order `show` names them beside an
    /// app's own (not by name, where `Extensions` sorts before `PlugIns`).
    @Test func anAppWithoutMetadataOfItsOwnReadsItsPlugInsFirst() throws {
        let directory = try TemporaryDirectory("extensionsonly")
        let app = directory.path + "/Only.app"
        let json = #"{"actions": {}, "autoShortcuts": [], "version": 1}"#
        let holders = ["PlugIns/Widget.appex", "Extensions/Capture.appex", "Frameworks/Kit.framework"]
        for holder in holders {
            try FileManager.default.createDirectory(atPath: app + "/\(holder)/Metadata.appintents", withIntermediateDirectories: true)
            try Data(json.utf8).write(to: URL(fileURLWithPath: app + "/\(holder)/Metadata.appintents/extract.actionsdata"))
        }
        let location = try AppIntentsMetadataReader.locate(path: app)
        #expect(location.folder == app + "/PlugIns/Widget.appex/Metadata.appintents")
        #expect(location.others == holders.dropFirst().map { app + "/\($0)/Metadata.appintents" })
        #expect(location.app == app)
    }

    /// A relative path's translations are named relatively, as lint's other paths are, whether
    /// the `Metadata.appintents` folder or its file is given.
    @Test func translationsBesideARelativePathAreNamedRelatively() throws {
        let fixture =
            URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().path
            + "/Fixtures/RealAppIntents/ListenScrobbler"
        let here = FileManager.default.currentDirectoryPath
        try #require(fixture.hasPrefix(here + "/"), "the tests run from the package's folder")
        let relative = String(fixture.dropFirst(here.count + 1))
        for given in [relative + "/Metadata.appintents", relative + "/Metadata.appintents/extract.actionsdata"] {
            let files = AppIntentsMetadataReader.translations(try AppIntentsMetadataReader.locate(path: given)).translations.map(\.file)
            #expect(files.contains(relative + "/AppShortcuts.xcstrings"), "\(given): \(files)")
            #expect(!files.contains { $0.hasPrefix("/") }, "\(given): \(files)")
        }
    }

    /// A text is looked up in the table it names and no other, as iOS looks a
    /// `LocalizedStringResource` up in its own table: a key two tables hold with different texts
    /// reads as its own table's, a key its table lacks stays as written though another table has
    /// it, and a text written with a default value is looked up by its key.
    @Test func eachTextIsLookedUpInItsOwnTable() throws {
        let json = """
            {"actions": {"Open": {"identifier": "Open", "title": {"key": "OPEN", "table": "Shortcuts"},
               "descriptionMetadata": {"descriptionText": {"key": "CLOSE"}},
               "parameters": [{"name": "ok", "title": {"key": "share.yes", "defaultValue": "Yes"}},
                 {"name": "folder", "title": {"key": "FOLDER", "table": "Shortcuts"}}]}}}
            """
        var read = try AppIntentsMetadataReader.parse(Data(json.utf8), file: "x")
        #expect(read.textLookups["OPEN"] == [.init(key: "OPEN", table: "Shortcuts")])
        #expect(read.textLookups["Yes"] == [.init(key: "share.yes", table: "Localizable")])
        let tables = [
            "Localizable": ["OPEN": "Open the app", "CLOSE": "Close the app", "FOLDER": "Folder", "share.yes": "Oui"],
            "Shortcuts": ["OPEN": "Open Library", "CLOSE": "Close Library"],
        ]
        #expect(read.resolveKeys(inTables: tables) == 3)
        let action = try #require(read.action("Open"))
        #expect(action.title == "Open Library" && action.description == "Close the app")
        #expect(action.parameter("ok")?.title == "Oui")
        #expect(action.parameter("folder")?.title == "FOLDER")
        // A flat table is `Localizable`'s.
        var alone = try AppIntentsMetadataReader.parse(Data(json.utf8), file: "x")
        #expect(alone.resolveKeys(in: ["OPEN": "Open the app", "CLOSE": "Close the app"]) == 1)
        #expect(alone.action("Open")?.title == "OPEN")
    }

    @Test func aByteOrderMarkIsSkipped() throws {
        let read = try AppIntentsMetadataReader.parse(Data([0xEF, 0xBB, 0xBF]) + Data(#"{"actions": {"A": {"title": "A"}}}"#.utf8), file: "x")
        #expect(read.actions.map(\.identifier) == ["A"])
    }

    @Test func notJSONOrNotAnObjectIsRefusedWithAReason() {
        #expect(throws: DefinitionError.self) { try AppIntentsMetadataReader.parse(Data("<?xml".utf8), file: "x") }
        #expect(throws: DefinitionError.self) { try AppIntentsMetadataReader.parse(Data("[1, 2]".utf8), file: "x") }
        // A JSON object with none of Xcode's keys (the menu, a package.json, {}) is no metadata:
        // read as empty, lint would pass it.
        for json in ["{}", #"{"items": [], "currency": "USD"}"#, #"{"name": "app", "version": "1.0.0", "scripts": {}}"#] {
            #expect(throws: DefinitionError.self, "\(json)") { try AppIntentsMetadataReader.parse(Data(json.utf8), file: "x") }
        }
        // A string catalog is named as one, and the message names no key as both Xcode's and not.
        let catalog = #"{"sourceLanguage": "en", "strings": {"Hello": {}}, "version": "1.0"}"#
        let catalogError = #expect(throws: DefinitionError.self) {
            try AppIntentsMetadataReader.parse(Data(catalog.utf8), file: "Localizable.xcstrings")
        }
        #expect(catalogError?.problem.hasPrefix("is a string catalog (translations), not App Intents metadata nor an intent definition") == true)
        let packageError = #expect(throws: DefinitionError.self) {
            try AppIntentsMetadataReader.parse(Data(#"{"name": "app", "version": "1.0.0"}"#.utf8), file: "package.json")
        }
        #expect(
            packageError?.problem
                == "holds JSON but not App Intents metadata: none of its keys (name, version) is one Xcode writes (actions, entities, enums, autoShortcuts…)"
        )
        // Keys of the wrong shape are skipped, not refused.
        let odd = try? AppIntentsMetadataReader.parse(
            Data(#"{"actions": 3, "enums": {"E": {"cases": "none"}}, "autoShortcuts": [7]}"#.utf8), file: "x")
        #expect(odd?.actions.isEmpty == true)
        #expect(odd?.enums.first?.cases.isEmpty == true)
    }

    @Test func aBundleAFolderAndTheFileAreRecognisedAndAnIntentDefinitionIsNot() throws {
        let directory = try TemporaryDirectory("appintents")
        let bundle = directory.path + "/My.app"
        try FileManager.default.createDirectory(atPath: bundle + "/Metadata.appintents", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: bundle + "/PlugIns/Widget.appex/Metadata.appintents", withIntermediateDirectories: true)
        let json = #"{"actions": {}, "autoShortcuts": [], "version": 1}"#
        try Data(json.utf8).write(to: URL(fileURLWithPath: bundle + "/Metadata.appintents/extract.actionsdata"))
        try Data(json.utf8).write(to: URL(fileURLWithPath: bundle + "/PlugIns/Widget.appex/Metadata.appintents/extract.actionsdata"))
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>CFBundleName</key><string>MyApp</string><key>CFBundleDisplayName</key><string>My App</string></dict></plist>
            """
        try Data(plist.utf8).write(to: URL(fileURLWithPath: bundle + "/Info.plist"))
        try Data("<?xml version=\"1.0\"?><plist/>".utf8).write(to: URL(fileURLWithPath: directory.path + "/Intents.intentdefinition"))
        #expect(AppIntentsMetadataReader.recognizes(path: bundle))
        #expect(!AppIntentsMetadataReader.recognizes(path: directory.path + "/Intents.intentdefinition"))
        for path in [bundle, bundle + "/Metadata.appintents", bundle + "/Metadata.appintents/extract.actionsdata", directory.path] {
            let location = try AppIntentsMetadataReader.locate(path: path)
            #expect(location.folder.hasSuffix("My.app/Metadata.appintents"), "\(path)")
            #expect(AppIntentsMetadataReader.applicationName(location) == "My App")
        }
        #expect(try AppIntentsMetadataReader.locate(path: bundle).others.map { $0.hasSuffix("Widget.appex/Metadata.appintents") } == [true])
        // An ExtensionKit extension (iOS 18 keeps them in `Extensions`) is named after the plug-ins,
        // before the frameworks.
        for holder in ["Extensions/Capture.appex", "Frameworks/Kit.framework"] {
            try FileManager.default.createDirectory(atPath: bundle + "/\(holder)/Metadata.appintents", withIntermediateDirectories: true)
            try Data(json.utf8).write(to: URL(fileURLWithPath: bundle + "/\(holder)/Metadata.appintents/extract.actionsdata"))
        }
        #expect(
            try AppIntentsMetadataReader.locate(path: bundle).others == [
                bundle + "/PlugIns/Widget.appex/Metadata.appintents", bundle + "/Extensions/Capture.appex/Metadata.appintents",
                bundle + "/Frameworks/Kit.framework/Metadata.appintents",
            ])
        let capture = try AppIntentsMetadataReader.locate(path: bundle + "/Extensions/Capture.appex")
        #expect(AppIntentsMetadataReader.applicationName(capture) == "My App")
        // A build folder: the app beside a control widget's extension, whose name sorts first.
        let products = directory.path + "/Debug-iphonesimulator"
        for holder in ["AControlWidget.appex", "Runner.app"] {
            try FileManager.default.createDirectory(atPath: products + "/\(holder)/Metadata.appintents", withIntermediateDirectories: true)
            try Data(json.utf8).write(to: URL(fileURLWithPath: products + "/\(holder)/Metadata.appintents/extract.actionsdata"))
        }
        let built = try AppIntentsMetadataReader.locate(path: products)
        #expect(built.file == products + "/Runner.app/Metadata.appintents/extract.actionsdata")
        #expect(built.others == [products + "/AControlWidget.appex/Metadata.appintents"])
        // An extension inside an app is named as the app, whose name Siri says.
        let widget = try AppIntentsMetadataReader.locate(path: bundle + "/PlugIns/Widget.appex")
        #expect(AppIntentsMetadataReader.applicationName(widget) == "My App")
        let empty = directory.path + "/empty"
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        #expect(throws: DefinitionError.self) { try AppIntentsMetadataReader.locate(path: empty) }
        #expect(!AppIntentsMetadataReader.recognizes(path: empty))
        #expect(!AppIntentsMetadataReader.recognizes(path: "/"))
    }
}

@Suite struct AppIntentsLintTests {
    @Test func aGoodShortcutHasNoFinding() throws {
        let read = try metadata(shortcuts: "[" + shortcut(["Open ${stream} in ${applicationName}", "Play ${quality} ${applicationName}"]) + "]")
        #expect(AppIntentsLint.check(read).isEmpty)
    }

    @Test func eachPhraseRuleIsAnError() throws {
        let read = try metadata(
            shortcuts: "["
                + shortcut([
                    "Open a stream", "Open ${note} in ${applicationName}", "Open ${size} in ${applicationName}",
                    "Open ${stream} at ${quality} in ${applicationName}",
                ]) + "]")
        let findings = AppIntentsLint.check(read)
        #expect(
            rules(findings) == [
                .phraseWithoutApplicationName, .phraseParameterNotEntityOrEnum, .phraseParameterNotDeclared, .severalParametersInPhrase,
            ])
        #expect(findings.allSatisfy { $0.severity == .error })
        #expect(
            findings[0].line(file: "F")
                == "F: error: App Shortcut OpenStream: “Open a stream” does not contain ${applicationName}; iOS drops the phrase")
        #expect(findings[1].message.contains("a String parameter"))
        // A Codable value (Xcode 27 writes Swift.Duration so) is no entity: a phrase may not name it.
        let duration = AppIntentsLint.check(try metadata(shortcuts: "[" + shortcut(["Wait ${length} in ${applicationName}"]) + "]"))
        #expect(rules(duration) == [.phraseParameterNotEntityOrEnum])
        #expect(duration.first?.message.contains("a value Swift.Duration parameter") == true)
        // … unless the file declares an entity of that name, which is then judged as the entity.
        let declared = try metadata(
            shortcuts: "[" + shortcut(["Wait ${length} in ${applicationName}"]) + "]",
            entities: #"{"Swift.Duration": {"typeName": "Swift.Duration", "defaultQueryIdentifier": "App.StreamQuery"}}"#)
        #expect(!rules(AppIntentsLint.check(declared)).contains(.phraseParameterNotEntityOrEnum))
    }

    /// The finding names the type with the article it is said with: "an Int", "a URL".
    @Test func aPhraseParameterFindingReadsAsASentence() throws {
        let text = #"""
            {"actions": {"Count": {"identifier": "Count", "title": {"key": "Count"}, "parameters": [
              {"name": "times", "title": {"key": "Times"}, "valueType": {"primitive": {"wrapper": {"typeIdentifier": 2}}}},
              {"name": "link", "title": {"key": "Link"}, "valueType": {"primitive": {"wrapper": {"typeIdentifier": 11}}}}]}},
             "autoShortcuts": [{"actionIdentifier": "Count", "shortTitle": {"key": "Count"}, "systemImageName": "plus",
               "phraseTemplates": [{"key": "Count ${times} in ${applicationName}"}, {"key": "Open ${link} in ${applicationName}"}]}],
             "version": 1}
            """#
        let read = try AppIntentsMetadataReader.parse(Data(text.utf8), file: "test.actionsdata")
        let messages = AppIntentsLint.check(read).map(\.message)
        #expect(messages.contains { $0.contains("names ${times}, an Int parameter") }, "\(messages)")
        #expect(messages.contains { $0.contains("names ${link}, a URL parameter") }, "\(messages)")
    }

    @Test func shortcutRulesFindMissingActionsDuplicatesTitlesAndSymbols() throws {
        let read = try metadata(
            shortcuts: "["
                + [
                    shortcut(["Open ${applicationName}"], title: nil, symbol: nil), shortcut(["open ${applicationName}!"]),
                    shortcut(["Close ${applicationName}"], action: "CloseStream"),
                ].joined(separator: ",") + "]")
        let findings = AppIntentsLint.check(read)
        #expect(Set(rules(findings)) == [.missingShortTitle, .missingSystemImage, .duplicatePhrase, .shortcutActionMissing])
        // An App Shortcut may run a framework's intent (AppIntentsPackage), declared in that
        // framework's own metadata: a warning, and its phrase is still heard.
        #expect(findings.first { $0.rule == .shortcutActionMissing }?.severity == .warning)
        let heard = AppShortcutMatcher.match("Close Streamer", in: read, applicationName: "Streamer")
        #expect(heard.match?.action == "CloseStream" && heard.match?.actionTitle == nil)
        // Written apart ("open …!" and "Open …"), two phrases Xcode builds that Siri hears alike:
        // a warning. Written alike in App Shortcuts of two actions: an error.
        #expect(findings.first { $0.rule == .duplicatePhrase }?.severity == .warning)
        let alike = AppIntentsLint.check(
            try metadata(
                shortcuts: "[" + shortcut(["Open ${applicationName}"]) + "," + shortcut(["Open ${applicationName}"], action: "CloseStream") + "]"))
        let duplicate = alike.filter { $0.rule == .duplicatePhrase }
        #expect(duplicate.count == 1 && duplicate.first?.severity == .error, "\(alike)")
    }

    /// Xcode asks for one ${applicationName} in every phrase; two are a warning (whether Xcode
    /// refuses them is not on record), and the phrase is still heard.
    @Test func aPhraseNamingTheAppTwiceIsAWarning() throws {
        let read = try metadata(shortcuts: "[" + shortcut(["${applicationName} open on ${applicationName}"]) + "]")
        let findings = AppIntentsLint.check(read)
        let twice = try #require(findings.first { $0.rule == .applicationNameRepeated })
        #expect(twice.severity == .warning && twice.message.contains("names ${applicationName} 2 times"), "\(twice.message)")
        #expect(AppShortcutMatcher.match("Streamer open on Streamer", in: read, applicationName: "Streamer").match != nil)
        // Two phrases in one value, a line apart (Pingscape's catalog): the line break is named.
        let joined = try metadata(shortcuts: "[" + shortcut(["Status in ${applicationName}\\n${applicationName} status"]) + "]")
        let named = try #require(AppIntentsLint.check(joined).first { $0.rule == .applicationNameRepeated })
        #expect(named.message.hasSuffix("(it holds a line break: two phrases written as one value? Siri hears neither; give each its own)"))
    }

    /// A phrase written as a localization key (VLC's `APPSHORTCUT_PLAY_MEDIA_PHRASE_PLAY_${applicationName}`,
    /// whose words are only in Localizable.strings) is a warning until the development language's
    /// own table puts it into words; a translation's words are named, and do not answer it.
    @Test func aPhraseWrittenAsAKeyIsAWarningUntilTheDevelopmentLanguageWordsIt() throws {
        let key = "APPSHORTCUT_PLAY_${applicationName}"
        let read = try metadata(shortcuts: "[" + shortcut([key, "Open ${applicationName}"]) + "]")
        let alone = AppIntentsLint.check(read).filter { $0.rule == .phraseWrittenAsKey }
        #expect(alone.count == 1 && alone.first?.severity == .warning && alone.first?.phrase == key, "\(alone)")
        #expect(alone.first?.message.contains("no App Shortcuts table of the development language gives it words") == true)
        var french = AppShortcutsTranslation(language: "fr", file: "fr.lproj/AppShortcuts.strings", phrases: [key: "Joue ${applicationName}"])
        var english = AppShortcutsTranslation(language: "en", file: "en.lproj/AppShortcuts.strings", phrases: [:])
        english.isDevelopmentLanguage = true
        let translated = AppIntentsLint.check(read, translations: [english, french]).filter { $0.rule == .phraseWrittenAsKey }
        #expect(
            translated.first?.message.hasSuffix(
                "en.lproj/AppShortcuts.strings gives it no words: Siri reads a phrase's words from the App Shortcuts table only (Localizable.strings is not read for phrases), so in the development language it waits for the key itself (fr put it into words)"
            ) == true,
            "\(translated)")
        english.phrases[key] = "Play with ${applicationName}"
        french.phrases = [:]
        #expect(!AppIntentsLint.check(read, translations: [english, french]).contains { $0.rule == .phraseWrittenAsKey })
        // Words are never keys: spaces, a language written without them, a name with a dot.
        for words in [
            "Open ${applicationName}", "${applicationName}で再生", "${applicationName}.com", "Play_it ${applicationName}", "OK_${applicationName}",
        ] {
            #expect(!AppIntentsLint.looksLikeKey(words), "\(words)")
        }
        #expect(AppIntentsLint.looksLikeKey("shortcut.play_media.${applicationName}"))
    }

    /// Four App Shortcuts sharing a phrase, the first writing it otherwise: the two of different
    /// actions written alike are an error naming each other, the first a warning of how it
    /// sounds; a second App Shortcut of the same action reaches that action either way (an App
    /// Shortcut holds no preset values), a warning that one is redundant. Several App Shortcuts
    /// of one action are numbered among that action's own.
    @Test func aDuplicateNamesTheAppShortcutWrittenAlike() throws {
        let read = try metadata(
            shortcuts: "["
                + [
                    shortcut(["open ${applicationName}"], action: "OpenStream"), shortcut(["Open ${applicationName}"], action: "CloseStream"),
                    shortcut(["Open ${applicationName}"], action: "PauseStream"), shortcut(["Open ${applicationName}"], action: "CloseStream"),
                ].joined(separator: ",") + "]")
        let duplicates = AppIntentsLint.check(read).filter { $0.rule == .duplicatePhrase }
        #expect(
            duplicates.map { "\($0.severity) \($0.subject): \($0.message)" } == [
                "warning App Shortcut CloseStream #1: “Open ${applicationName}” sounds the same as App Shortcut OpenStream's “open ${applicationName}”; Siri cannot tell which one was meant",
                "error App Shortcut PauseStream: “Open ${applicationName}” is also a phrase of App Shortcut CloseStream #1; Siri cannot tell which one was meant",
                "warning App Shortcut CloseStream #2: “Open ${applicationName}” is also a phrase of App Shortcut CloseStream #1, which runs the same action; Siri runs CloseStream either way, so one of the two is redundant",
            ])
        let lone = AppIntentsLint.check(
            try metadata(
                shortcuts: "[" + shortcut(["Start ${applicationName}"], action: "OpenStream") + ","
                    + shortcut(["start ${applicationName}"], action: "OpenStream") + "]"))
        #expect(lone.map { "\($0.severity) \($0.rule)" } == ["warning duplicatePhrase"], "\(lone)")
        #expect(
            lone.first?.message
                == "“start ${applicationName}” sounds the same as App Shortcut OpenStream #1's “Start ${applicationName}”, which runs the same action; Siri runs OpenStream either way, so one of the two is redundant",
            "\(lone)")
    }

    /// An enum case whose title is written empty is named by its identifier, as one without a
    /// title is: no blank choice in Siri's list, nor an empty value for `perform()`.
    @Test func anEnumCaseWithAnEmptyTitleIsNamedByItsIdentifier() throws {
        let json = #"""
            {"enums": [{"identifier": "Mode", "cases": [{"identifier": "fast", "displayRepresentation": {"title": {"key": "Fast"}}},
                                                         {"identifier": "slow", "displayRepresentation": {"title": {"key": ""}}}]}]}
            """#
        let read = try AppIntentsMetadataReader.parse(Data(json.utf8), file: "x")
        let mode = try #require(read.enums.first)
        #expect(mode.cases.map(\.title) == ["Fast", nil])
        #expect(mode.caseNamed("slow")?.identifier == "slow")
    }

    /// A negative phrase bypasses the app (Apple's `NegativeAppShortcutPhrase`): an App Shortcut
    /// phrase said as one, as written or with one of its enum's cases, is never heard. `match`
    /// says which negative phrase it is (with any of the app's names), lint warns of the phrase,
    /// and a release before iOS 17, which has no negative phrases, still hears it.
    @Test func aPhraseSaidAsANegativePhraseIsNeverHeardAndWarnedOf() throws {
        let json = #"""
            {"actions": {"Find": {"identifier": "Find"},
                         "Play": {"identifier": "Play", "parameters": [{"name": "mode", "valueType": {"linkEnumeration": {"wrapper": {"identifier": "Mode"}}}}]}},
             "enums": [{"identifier": "Mode", "cases": [{"identifier": "fast", "displayRepresentation": {"title": {"key": "Fast"}}},
                                                         {"identifier": "slow", "displayRepresentation": {"title": {"key": "Slow"}}}]}],
             "autoShortcuts": [{"actionIdentifier": "Find", "phraseTemplates": [{"key": "Where is my ${applicationName}"}, {"key": "Find my ${applicationName}"}], "shortTitle": {"key": "Find"}, "systemImageName": "magnifyingglass"},
                               {"actionIdentifier": "Play", "phraseTemplates": [{"key": "Play ${mode} in ${applicationName}"}], "shortTitle": {"key": "Play"}, "systemImageName": "play"}],
             "negativePhrases": [{"phrase": {"key": "Where is my ${applicationName}?"}}, {"key": "Play slow in ${applicationName}"}, "Where is my phone"]}
            """#
        let read = try AppIntentsMetadataReader.parse(Data(json.utf8), file: "x")
        let findings = AppIntentsLint.check(read).filter { $0.rule == .phraseIsNegativePhrase }
        #expect(
            findings.map { "\($0.severity) \($0.subject): \($0.message)" } == [
                "warning App Shortcut Find: “Where is my ${applicationName}” is also the negative phrase “Where is my ${applicationName}?”; Siri takes a negative phrase for none of the app's App Shortcuts, so it never runs Find for it; take it out of negativePhrases or say the App Shortcut otherwise",
                "warning App Shortcut Play: “Play ${mode} in ${applicationName}” said with Slow is also the negative phrase “Play slow in ${applicationName}”; Siri takes a negative phrase for none of the app's App Shortcuts, so it never runs Play for it; take it out of negativePhrases or say the App Shortcut otherwise",
            ])
        let bypassed = AppShortcutMatcher.match("Hey Siri, where is my Tracker", in: read, applicationName: "Tracker")
        #expect(bypassed.match == nil && bypassed.negativePhrase == "Where is my ${applicationName}?" && bypassed.nearest.isEmpty)
        let byOtherName = AppShortcutMatcher.match("Play slow in Trackr", in: read, applicationName: "Tracker", alternativeNames: ["Trackr"])
        #expect(byOtherName.match == nil && byOtherName.negativePhrase == "Play slow in ${applicationName}")
        #expect(AppShortcutMatcher.match("Play fast in Tracker", in: read, applicationName: "Tracker").match?.valueIdentifier == "fast")
        #expect(AppShortcutMatcher.match("Find my Tracker", in: read, applicationName: "Tracker").match?.action == "Find")
        let before17 = AppShortcutMatcher.match("Where is my Tracker", in: read, applicationName: "Tracker", ios: 16)
        #expect(before17.match?.action == "Find" && before17.negativePhrase == nil)
    }

    /// A phrase whose enum parameter, said as one of its cases, is another App Shortcut's phrase:
    /// Siri cannot tell them apart (`match` says `alsoReaches`), and lint warns of it.
    @Test func aPhraseSaidWithACaseAsAnotherAppShortcutsPhraseIsWarnedOf() throws {
        let json = #"""
            {"actions": {"Play": {"identifier": "Play", "parameters": [{"name": "mode", "valueType": {"linkEnumeration": {"wrapper": {"identifier": "Mode"}}}}]},
                         "Stop": {"identifier": "Stop"}},
             "enums": [{"identifier": "Mode", "cases": [{"identifier": "fast", "displayRepresentation": {"title": {"key": "Fast"}}},
                                                         {"identifier": "slow", "displayRepresentation": {"title": {"key": "Slow"}}}]}],
             "autoShortcuts": [{"actionIdentifier": "Play", "phraseTemplates": [{"key": "Play ${mode} in ${applicationName}"}], "shortTitle": {"key": "Play"}, "systemImageName": "play"},
                               {"actionIdentifier": "Stop", "phraseTemplates": [{"key": "Play fast in ${applicationName}"}], "shortTitle": {"key": "Stop"}, "systemImageName": "stop"}]}
            """#
        let read = try AppIntentsMetadataReader.parse(Data(json.utf8), file: "x")
        let findings = AppIntentsLint.check(read)
        #expect(
            findings.map { "\($0.severity) \($0.rule) \($0.subject): \($0.message)" } == [
                "warning duplicatePhrase App Shortcut Play: “Play ${mode} in ${applicationName}” with ${mode} said as “Fast” sounds the same as App Shortcut Stop's “Play fast in ${applicationName}”; Siri cannot tell which one was meant"
            ])
        let heard = AppShortcutMatcher.match("Play fast in Radio", in: read, applicationName: "Radio")
        #expect(heard.match?.action == "Play" && heard.alsoReaches.map(\.action) == ["Stop"])
    }

    /// Apple allows an app at most 1,000 phrases, each said with every value of its parameter
    /// (WWDC23): an enum of 501 cases named in two phrases is 1,002; a warning, as Xcode builds it.
    @Test func moreThanAThousandPhrasesAsSaidIsAWarning() throws {
        func metadata(cases: Int) throws -> AppIntentsMetadata {
            let list = (1...cases).map { #"{"identifier": "c\#($0)", "displayRepresentation": {"title": {"key": "Station \#($0)"}}}"# }
            let json = """
                {"actions": {"Play": {"identifier": "Play", "parameters": [{"name": "station", "valueType": {"linkEnumeration": {"wrapper": {"identifier": "Station"}}}}]}},
                 "enums": [{"identifier": "Station", "cases": [\(list.joined(separator: ","))]}],
                 "autoShortcuts": [{"actionIdentifier": "Play", "phraseTemplates": [{"key": "Play ${station} in ${applicationName}"}, {"key": "Tune ${applicationName} to ${station}"}], "shortTitle": {"key": "Play"}, "systemImageName": "play"}]}
                """
            return try AppIntentsMetadataReader.parse(Data(json.utf8), file: "x")
        }
        let many = AppIntentsLint.check(try metadata(cases: 501))
        #expect(many.map(\.rule) == [.tooManyPhrases])
        #expect(many.first?.severity == .warning && many.first?.message.hasPrefix("1002 phrases as said with each case of their enums;") == true)
        #expect(AppIntentsLint.check(try metadata(cases: 500)).isEmpty)
    }

    /// An enum of 1,500 cases named in two phrases is 3,000 phrases as said: each is compared with
    /// the others by what is said, once, so lint finds the two said as another App Shortcut's
    /// phrase (a case titled twice told once) beside the count, at once and not in minutes.
    @Test func aLargeEnumsPhrasesAreComparedOnceEach() throws {
        let titles = (1...1500).map { "Station \($0)" } + ["Station 7"]
        let list = titles.enumerated().map { #"{"identifier": "c\#($0.offset)", "displayRepresentation": {"title": {"key": "\#($0.element)"}}}"# }
        let json = """
            {"actions": {"Play": {"identifier": "Play", "parameters": [{"name": "station", "valueType": {"linkEnumeration": {"wrapper": {"identifier": "Station"}}}}]},
                         "Stop": {"identifier": "Stop"}},
             "enums": [{"identifier": "Station", "cases": [\(list.joined(separator: ","))]}],
             "autoShortcuts": [{"actionIdentifier": "Play", "phraseTemplates": [{"key": "Play ${station} in ${applicationName}"}, {"key": "Tune ${applicationName} to ${station}"}], "shortTitle": {"key": "Play"}, "systemImageName": "play"},
                               {"actionIdentifier": "Stop", "phraseTemplates": [{"key": "play station 1400 in ${applicationName}"}, {"key": "Tune ${applicationName} to Station 7"}], "shortTitle": {"key": "Stop"}, "systemImageName": "stop"}]}
            """
        let findings = AppIntentsLint.check(try AppIntentsMetadataReader.parse(Data(json.utf8), file: "x"))
        #expect(
            findings.map { "\($0.severity) \($0.rule) \($0.subject): \($0.message)" } == [
                "warning duplicatePhrase App Shortcut Play: “Play ${station} in ${applicationName}” with ${station} said as “Station 1400” sounds the same as App Shortcut Stop's “play station 1400 in ${applicationName}”; Siri cannot tell which one was meant",
                "warning duplicatePhrase App Shortcut Play: “Tune ${applicationName} to ${station}” with ${station} said as “Station 7” sounds the same as App Shortcut Stop's “Tune ${applicationName} to Station 7”; Siri cannot tell which one was meant",
                "warning tooManyPhrases App Shortcuts: 3004 phrases as said with each case of their enums; Apple allows an app at most 1000 (WWDC23), and which of the rest Siri hears is not documented",
            ])
    }

    /// Xcode warns of an App Shortcut without phrases ("App Shortcuts should have at least one
    /// phrase") and still writes the file: a warning, never an error.
    @Test func anAppShortcutWithoutPhrasesIsAWarning() throws {
        let findings = AppIntentsLint.check(try metadata(shortcuts: "[" + shortcut([]) + "]"))
        #expect(findings.map(\.rule) == [.shortcutWithoutPhrases])
        #expect(findings.first?.severity == .warning)
        #expect(findings.first?.message.contains("can never start it") == true)
    }

    @Test func moreThanTenShortcutsIsAnError() throws {
        let eleven = (1...11).map { shortcut(["Open \($0) ${applicationName}"]) }.joined(separator: ",")
        let findings = AppIntentsLint.check(try metadata(shortcuts: "[" + eleven + "]"))
        #expect(rules(findings) == [.tooManyAppShortcuts])
        #expect(
            AppIntentsLint.check(
                try metadata(shortcuts: "[" + (1...10).map { shortcut(["Open \($0) ${applicationName}"]) }.joined(separator: ",") + "]")
            ).isEmpty)
    }

    @Test func anEntityWithoutADefaultQueryIsAnError() throws {
        let read = try metadata(
            shortcuts: "[]",
            entities:
                #"{"Other": {"typeName": "Other"}, "Named": {"typeName": "Named", "defaultQueryIdentifier": "Kit.NamedQuery"}, "Passing": {"typeName": "Passing", "transient": true}, "StreamEntity": {"typeName": "StreamEntity"}}"#
        )
        let findings = AppIntentsLint.check(read)
        // StreamEntity has a query marked default for it; Other has none; Named names one the file
        // lacks; a transient entity needs none.
        #expect(findings.map(\.subject) == ["entity Named", "entity Other"])
        #expect(findings.map(\.severity) == [.warning, .error])
        #expect(rules(findings) == [.entityWithoutDefaultQuery, .entityWithoutDefaultQuery])
    }

    @Test func aPhraseMissingFromAnExistingTranslationIsFound() throws {
        let read = try metadata(shortcuts: "[" + shortcut(["Open ${applicationName}", "Play ${quality} ${applicationName}"]) + "]")
        let french = AppShortcutsTranslation(
            language: "fr", file: "fr.lproj/AppShortcuts.strings", phrases: ["Open ${applicationName}": "Ouvre ${applicationName}"])
        let german = AppShortcutsTranslation(
            language: "de", file: "de.lproj/AppShortcuts.strings",
            phrases: ["Open ${applicationName}": "Öffne die App", "Play ${quality} ${applicationName}": "Spiele ${quality} in ${applicationName}"])
        let findings = AppIntentsLint.check(read, translations: [french, german])
        #expect(
            findings.map { "\($0.rule.rawValue) \($0.subject) \($0.phrase ?? "")" } == [
                "phraseMissingFromTranslation translation fr Play ${quality} ${applicationName}",
                "phraseWithoutApplicationName translation de Open ${applicationName}",
            ])
    }

    /// A text written with `"table": "AppShortcuts"` (Snapchat 14.25's titles) is looked up in the
    /// phrases' table: its key is used there, though no phrase, and not noted as a stray key.
    @Test func aKeyTheMetadatasTextsReadFromThePhrasesTableIsNoStrayKey() throws {
        let json = """
            {"actions": {"OpenCamera": {"identifier": "OpenCamera", "title": {"key": "Open Camera", "table": "AppShortcuts"},
               "parameters": [{"name": "user", "title": {"key": "User ID", "table": "AppShortcuts"}, "valueType": {"primitive": {"wrapper": {"typeIdentifier": 0}}}}]}},
             "autoShortcuts": [{"actionIdentifier": "OpenCamera", "phraseTemplates": [{"key": "Open ${applicationName}", "table": "AppShortcuts"}],
               "shortTitle": {"key": "Camera", "table": "AppShortcuts"}, "systemImageName": "camera"}],
             "enums": [{"identifier": "Lens", "cases": [{"identifier": "wide", "displayRepresentation": {"title": {"key": "Wide", "table": "Lenses"}}}]}]}
            """
        let read = try AppIntentsMetadataReader.parse(Data(json.utf8), file: "test.actionsdata")
        #expect(read.stringTables == ["AppShortcuts", "Lenses"])
        #expect(read.tableKeys == ["AppShortcuts": ["Open Camera", "User ID", "Open ${applicationName}", "Camera"], "Lenses": ["Wide"]])
        #expect(read.appShortcutsTableTexts == ["Open Camera", "User ID", "Camera"])
        let english = AppShortcutsTranslation(
            language: "en", file: "en.lproj/AppShortcuts.strings",
            phrases: [
                "Open ${applicationName}": "Open ${applicationName}", "Open Camera": "Open the Camera", "User ID": "User ID", "Camera": "Camera",
                "Wide": "Wide", "Open Chat": "Open Chat",
            ])
        let findings = AppIntentsLint.check(read, translations: [english])
        // "Wide" names another table, and "Open Chat" no text at all: never read from this one.
        #expect(findings.filter { $0.rule == .translationOfNoPhrase }.compactMap(\.phrase) == ["Open Chat", "Wide"], "\(findings)")
    }

    @Test func translationsAreReadFromStringsTablesAndStringCatalogs() throws {
        let bundle = try TranslationsBundle("translations")
        try bundle.write(#""Open ${applicationName}" = "Ouvre ${applicationName}";"#, to: "fr.lproj/AppShortcuts.strings")
        let catalog =
            #"{"sourceLanguage": "en", "strings": {"Open ${applicationName}": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Öffne ${applicationName}"}}}}}, "version": "1.0"}"#
        try bundle.write(catalog, to: "AppShortcuts.xcstrings")
        let found = try bundle.read()
        #expect(found.unreadable.isEmpty)
        // The catalog's source language is listed too, each key its own text.
        #expect(found.translations.map(\.language).sorted() == ["de", "en", "fr"])
        #expect(found.translations.first { $0.language == "en" }?.phrases == ["Open ${applicationName}": "Open ${applicationName}"])
        #expect(found.translations.first { $0.language == "fr" }?.phrases == ["Open ${applicationName}": "Ouvre ${applicationName}"])
    }

    /// The development language's own table (BookPlayer's `en.lproj`) lacking a phrase: that phrase
    /// is said as the code writes it, no phrase missing; another language lacking it is a finding.
    @Test func theDevelopmentLanguagesTableSaysAPhraseItLacksAsWritten() throws {
        let bundle = try TranslationsBundle("development-table")
        try bundle.write(#""Open ${stream} in ${applicationName}" = "Play ${stream} in ${applicationName}";"#, to: "en.lproj/AppShortcuts.strings")
        try bundle.write(#""Open ${stream} in ${applicationName}" = "Ouvre ${stream} dans ${applicationName}";"#, to: "fr.lproj/AppShortcuts.strings")
        let found = try bundle.read().translations
        let english = try #require(found.first { $0.language == "en" })
        #expect(english.isDevelopmentLanguage && !english.isSourceLanguage)
        #expect(found.first { $0.language == "fr" }?.isDevelopmentLanguage == false)
        let read = try metadata(
            shortcuts: "[" + shortcut(["Open ${stream} in ${applicationName}", "Play ${quality} on ${applicationName}"]) + "]")
        let findings = AppIntentsLint.check(read, translations: found).filter { $0.rule == .phraseMissingFromTranslation }
        #expect(findings.map(\.subject) == ["translation fr"], "\(findings.map(\.message))")
        // The lacking phrase as written, the table's own wording for the other; not the code's wording it replaces.
        #expect(AppShortcutMatcher.match("Play high on Streamer", in: read, applicationName: "Streamer", translation: english).match != nil)
        #expect(
            AppShortcutMatcher.match(
                "Play Jazz in Streamer", in: read, applicationName: "Streamer", values: ["stream": ["Jazz"]], translation: english
            )
            .match != nil)
        #expect(
            AppShortcutMatcher.match(
                "Open Jazz in Streamer", in: read, applicationName: "Streamer", values: ["stream": ["Jazz"]], translation: english
            )
            .match == nil)
    }

    /// `Base.lproj/AppShortcuts.strings` is the development language's table, not a language called
    /// "Base" missing every phrase it leaves out: named for that language, which `--locale` then
    /// reads, or `Base` beside the language's own table, and lacking no phrase either way.
    @Test func aBaseTableIsTheDevelopmentLanguages() throws {
        let bundle = try TranslationsBundle("base-table")
        try bundle.write(#""Open ${stream} in ${applicationName}" = "Play ${stream} in ${applicationName}";"#, to: "Base.lproj/AppShortcuts.strings")
        try bundle.write(#""Open ${stream} in ${applicationName}" = "Ouvre ${stream} dans ${applicationName}";"#, to: "fr.lproj/AppShortcuts.strings")
        let read = try metadata(
            shortcuts: "[" + shortcut(["Open ${stream} in ${applicationName}", "Play ${quality} on ${applicationName}"]) + "]")
        let found = try bundle.read().translations
        #expect(found.map(\.language).sorted() == ["en", "fr"])
        let base = try #require(found.first { $0.file.hasSuffix("Base.lproj/AppShortcuts.strings") })
        #expect(base.language == "en" && base.isDevelopmentLanguage)
        let missing = AppIntentsLint.check(read, translations: found).filter { $0.rule == .phraseMissingFromTranslation }
        #expect(missing.map(\.subject) == ["translation fr"], "\(missing.map(\.message))")

        try bundle.write(#""Open ${stream} in ${applicationName}" = "Stream ${stream} in ${applicationName}";"#, to: "en.lproj/AppShortcuts.strings")
        let beside = try bundle.read().translations
        #expect(beside.map(\.language).sorted() == ["Base", "en", "fr"])
        #expect(beside.first { $0.language == "Base" }?.isDevelopmentLanguage == true)
        #expect(AppIntentsLint.check(read, translations: beside).filter { $0.rule == .phraseMissingFromTranslation }.count == 1)
    }

    /// A device of the development language reads another language's table for want of its own
    /// (Bokmål reads Nynorsk's), but that table is still a translation: a phrase it lacks is missing.
    @Test func aNorwegianTableIsNotTheOtherNorwegiansDevelopmentTable() throws {
        let bundle = try TranslationsBundle("norwegian-tables")
        let plist = #"<?xml version="1.0"?><plist version="1.0"><dict><key>CFBundleDevelopmentRegion</key><string>nb</string></dict></plist>"#
        try bundle.write(plist, to: "Info.plist")
        try bundle.write(#""Open ${stream} in ${applicationName}" = "Opna ${stream} i ${applicationName}";"#, to: "nn.lproj/AppShortcuts.strings")
        let found = try bundle.read().translations
        #expect(found.map(\.language) == ["nn"])
        #expect(found.first?.isDevelopmentLanguage == false)
        let read = try metadata(
            shortcuts: "[" + shortcut(["Open ${stream} in ${applicationName}", "Play ${quality} on ${applicationName}"]) + "]")
        let missing = AppIntentsLint.check(read, translations: found).filter { $0.rule == .phraseMissingFromTranslation }
        #expect(missing.map(\.subject) == ["translation nn"])
    }

    /// A translation naming a parameter its action lacks (a translator's `${kitap}` for `${book}`)
    /// is dropped in that language, as the phrase would be: a warning in the translation's file,
    /// and match does not hear it. One dropping the parameter is a phrase of its own, heard.
    @Test func aTranslationNamingAnotherParameterIsAWarning() throws {
        let read = try metadata(shortcuts: "[" + shortcut(["Open ${stream} in ${applicationName}"]) + "]")
        let turkish = AppShortcutsTranslation(
            language: "tr", file: "tr.lproj/AppShortcuts.strings", phrases: ["Open ${stream} in ${applicationName}": "${akis} ${applicationName} aç"])
        let findings = AppIntentsLint.check(read, translations: [turkish])
        #expect(
            findings.map { "\($0.severity) \($0.rule.rawValue) \($0.subject) \($0.file ?? "")" } == [
                "warning phraseParameterNotDeclared translation tr tr.lproj/AppShortcuts.strings"
            ])
        #expect(
            AppShortcutMatcher.match("Jazz Streamer aç", in: read, applicationName: "Streamer", values: ["stream": ["Jazz"]], translation: turkish)
                .match == nil)
        let dropped = AppShortcutsTranslation(
            language: "tr", file: "tr.lproj/AppShortcuts.strings", phrases: ["Open ${stream} in ${applicationName}": "${applicationName} aç"])
        #expect(AppIntentsLint.check(read, translations: [dropped]).isEmpty)
        #expect(AppShortcutMatcher.match("Streamer aç", in: read, applicationName: "Streamer", translation: dropped).match?.parameter == nil)
    }

    /// Old tables are UTF-16, and a tool may write them without the byte-order mark (book-tracker's
    /// Ukrainian and Russian tables converted so): each reads, big- or little-endian, as with one.
    @Test func aStringsTableInUTF16WithoutItsMarkIsRead() throws {
        let bundle = try TranslationsBundle("utf16-tables")
        let table = "/* Siri */\n\"Open ${applicationName}\" = \"Відкрити ${applicationName}\";\n"
        for (language, encoding) in [("uk", String.Encoding.utf16LittleEndian), ("ru", .utf16BigEndian), ("tr", .utf16)] {
            try bundle.write(try #require(table.data(using: encoding)), to: "\(language).lproj/AppShortcuts.strings")
        }
        let found = try bundle.read()
        #expect(found.unreadable.isEmpty)
        #expect(found.translations.map(\.language) == ["ru", "tr", "uk"])
        #expect(found.translations.allSatisfy { $0.phrases == ["Open ${applicationName}": "Відкрити ${applicationName}"] })
    }

    /// A table written as a property list (as a bundle holds compiled tables) may give a phrase a
    /// list of texts, the ways it is said, as a catalog's `stringSet` does: each is read, where the
    /// list was dropped and the phrase taken for untranslated.
    @Test func aPropertyListTableMayListTheWaysAPhraseIsSaid() throws {
        let bundle = try TranslationsBundle("plist-table")
        let table = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0"><dict>
            <key>Open ${applicationName}</key><array><string>Öffne ${applicationName}</string><string>Starte ${applicationName}</string></array>
            <key>Stop ${applicationName}</key><string>Stopp ${applicationName}</string>
            </dict></plist>
            """
        try bundle.write(table, to: "de.lproj/AppShortcuts.strings")
        let found = try bundle.read()
        let german = try #require(found.translations.first)
        #expect(german.texts(of: "Open ${applicationName}") == ["Öffne ${applicationName}", "Starte ${applicationName}"])
        #expect(german.texts(of: "Stop ${applicationName}") == ["Stopp ${applicationName}"])
    }

    /// Xcode 16 writes a phrase said several ways as a `stringSet` of `values` (the shape of
    /// ListenScrobbler's and parso-tonearm's catalogs: the source language's set holds the key and
    /// its other ways, state `new`; each translation's set holds its own), not as a `stringUnit`.
    /// Read as no text, every phrase of every language was a false `phraseMissingFromTranslation`.
    @Test func aCatalogsStringSetsAreEveryWayAPhraseIsSaid() throws {
        let bundle = try TranslationsBundle("string-sets")
        let catalog = #"""
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Refresh ${applicationName}" : {
                  "extractionState" : "extracted_with_value",
                  "localizations" : {
                    "en" : { "stringSet" : { "state" : "new", "values" : [ "Refresh ${applicationName}", "Reload ${applicationName}" ] } },
                    "ja" : { "stringSet" : { "state" : "translated", "values" : [ "${applicationName}を更新", "", "${applicationName}を更新" ] } },
                    "it" : { "stringSet" : { "state" : "needs_review", "values" : [ "Aggiorna ${applicationName}", "Aggiorna" ] } }
                  }
                }
              },
              "version" : "1.0"
            }
            """#
        try bundle.write(catalog, to: "AppShortcuts.xcstrings")
        let found = try bundle.read().translations
        let english = try #require(found.first { $0.language == "en" })
        #expect(
            english.isSourceLanguage
                && english.texts(of: "Refresh ${applicationName}") == ["Refresh ${applicationName}", "Reload ${applicationName}"])
        // An empty value is no way of saying it, and one said twice is one.
        #expect(found.first { $0.language == "ja" }?.texts(of: "Refresh ${applicationName}") == ["${applicationName}を更新"])
        // Entrain's shape: a source-language value that is a key of its own is that phrase, no
        // other way of saying the first.
        let entrain =
            #"{"sourceLanguage": "en", "strings": {"Start ${applicationName}": {"localizations": {"en": {"stringSet": {"values": ["Start ${applicationName}", "Begin ${applicationName}"]}}}}, "Begin ${applicationName}": {"localizations": {"nb": {"stringUnit": {"value": "Begynn ${applicationName}"}}}}}}"#
        try bundle.write(entrain, to: "AppShortcuts.xcstrings")
        let source = try bundle.read().translations.first { $0.isSourceLanguage }
        #expect(source?.alternatives.isEmpty == true && source?.phrases.count == 2)
        // ChitarraTune's shape in a translation: the Italian set of "Start" holds the Italian text
        // of "Begin", a key of its own; that is Begin's phrase, no second way of saying Start.
        let chitarra =
            #"{"sourceLanguage": "en", "strings": {"Start ${applicationName}": {"localizations": {"en": {"stringSet": {"values": ["Start ${applicationName}", "Begin ${applicationName}"]}}, "it": {"stringSet": {"values": ["Avvia ${applicationName}", "Inizia ${applicationName}", "Apri ${applicationName}"]}}}}, "Begin ${applicationName}": {"localizations": {"it": {"stringUnit": {"value": "Inizia ${applicationName}"}}}}}}"#
        try bundle.write(chitarra, to: "AppShortcuts.xcstrings")
        let italian = try #require(try bundle.read().translations.first { $0.language == "it" })
        #expect(italian.phrases.count == 2 && italian.alternatives == ["Start ${applicationName}": ["Apri ${applicationName}"]])
        let read = try metadata(shortcuts: "[" + shortcut(["Refresh ${applicationName}"]) + "]")
        let findings = AppIntentsLint.check(read, translations: found)
        // Each value is judged alone: the Italian second way lacks the app's name.
        #expect(
            findings.map { "\($0.rule.rawValue) \($0.subject) \($0.message)" } == [
                "phraseWithoutApplicationName translation it the translation “Aggiorna” does not contain ${applicationName}; iOS drops it"
            ])
        // A placeholder translated with the words (CasaZurigo's German `${Anwendungsname}`): one
        // error, which names it, and no second finding for the unknown parameter.
        let german = AppShortcutsTranslation(
            language: "de", file: "de.lproj/AppShortcuts.strings", phrases: ["Refresh ${applicationName}": "${Anwendungsname} neu laden"])
        #expect(
            AppIntentsLint.check(read, translations: [german]).map { "\($0.severity) \($0.rule.rawValue) \($0.message)" } == [
                "error phraseWithoutApplicationName the translation “${Anwendungsname} neu laden” does not contain ${applicationName};"
                    + " iOS drops it (it names ${Anwendungsname}, no parameter: a placeholder's name is never translated)"
            ])
    }
}

@Suite struct AppShortcutMatcherTests {
    let read: AppIntentsMetadata

    init() throws {
        read = try metadata(
            shortcuts: "[" + shortcut(["Open ${stream} in ${applicationName}", "Play ${quality} on ${applicationName}", "Open ${note} now"]) + "]")
    }

    @Test func anEnumPhraseMatchesWithTheCaseTaken() {
        let result = AppShortcutMatcher.match("Hey Siri, play high on Streamer!", in: read, applicationName: "Streamer")
        #expect(result.match?.template == "Play ${quality} on ${applicationName}")
        #expect(result.match?.parameter == "quality" && result.match?.value == "High" && result.match?.valueIdentifier == "high")
    }

    /// An ordinal up to the twentieth is heard in digits or in words: “Show the 1st story in
    /// ${applicationName}” in "show the first story", “Read the twelfth chapter” in "read the 12th
    /// chapter"; a number without its suffix is not the ordinal.
    @Test func anOrdinalIsHeardInDigitsOrWords() throws {
        let json = #"""
            {"actions": {"Show": {"identifier": "Show"}, "Read": {"identifier": "Read"}},
             "autoShortcuts": [{"actionIdentifier": "Show", "phraseTemplates": [{"key": "Show the 1st story in ${applicationName}"}], "shortTitle": {"key": "Show"}, "systemImageName": "newspaper"},
                               {"actionIdentifier": "Read", "phraseTemplates": [{"key": "Read the twelfth chapter in ${applicationName}"}], "shortTitle": {"key": "Read"}, "systemImageName": "book"}]}
            """#
        let read = try AppIntentsMetadataReader.parse(Data(json.utf8), file: "x")
        #expect(AppShortcutMatcher.match("show the first story in News", in: read, applicationName: "News").match?.action == "Show")
        #expect(AppShortcutMatcher.match("Show the 1st story in News", in: read, applicationName: "News").match?.action == "Show")
        #expect(AppShortcutMatcher.match("read the 12th chapter in news", in: read, applicationName: "News").match?.action == "Read")
        #expect(AppShortcutMatcher.match("show the one story in News", in: read, applicationName: "News").match == nil)
    }

    /// A phrase written with a number in digits is heard with it said in the words of the
    /// language the phrases are written in, whichever soupchef knows numbers in, and the other way
    /// round: Russian “Покажи вишлист в ${applicationName} 45” said "сорок пять", Turkish “Oda on
    /// iki” said "Oda 12", Japanese “${applicationName}で3番を開く” said "三番". Another number is
    /// not that one, and a word holding a number's letters is no number ("onay", "一覧").
    @Test func aNumberIsHeardInTheWordsOfEveryLanguageSoupchefKnowsNumbersIn() throws {
        func heard(_ phrase: String, _ utterance: String, _ language: String) throws -> Bool {
            let json =
                #"{"actions": {"Show": {"identifier": "Show"}}, "autoShortcuts": [{"actionIdentifier": "Show", "phraseTemplates": [{"key": ""#
                + phrase + #""}], "shortTitle": {"key": "Show"}, "systemImageName": "star"}]}"#
            let read = try AppIntentsMetadataReader.parse(Data(json.utf8), file: "x")
            let byDevelopment = AppShortcutMatcher.match(utterance, in: read, applicationName: "Wish", developmentLanguage: language)
            // Said in a translation's language (--locale), the same.
            let translation = AppShortcutsTranslation(language: language, file: language + ".lproj/AppShortcuts.strings", phrases: [phrase: phrase])
            let byTranslation = AppShortcutMatcher.match(utterance, in: read, applicationName: "Wish", translation: translation)
            #expect((byDevelopment.match != nil) == (byTranslation.match != nil), "\(phrase) / \(utterance) (\(language))")
            return byDevelopment.match != nil
        }
        let reached: [(phrase: String, said: String, language: String)] = [
            ("Покажи вишлист в ${applicationName} 45", "Покажи вишлист в Wish сорок пять", "ru"),
            ("Покажи вишлист в ${applicationName} сорок пять", "покажи вишлист в wish 45", "ru"),
            ("Покажи вишлист в ${applicationName} 3", "покажи вишлист в wish три", "ru"),
            ("${applicationName} ile oda 12", "Wish ile oda on iki", "tr"),
            ("${applicationName} ile oda on iki", "wish ile oda 12", "tr"),
            ("Abrir ${applicationName} 32", "abrir wish trinta e dois", "pt"),
            ("Apri ${applicationName} 28", "apri wish ventotto", "it"),
            ("Open ${applicationName} 45", "open wish vijfenveertig", "nl"),
            ("Öppna ${applicationName} 45", "öppna wish fyrtiofem", "sv"),
            ("Åbn ${applicationName} 45", "åbn wish femogfyrre", "da"),
            ("Åpne ${applicationName} 45", "åpne wish førtifem", "nb"),
            ("Ouvre ${applicationName} 90", "ouvre wish quatre-vingt-dix", "fr"),
            ("Öffne ${applicationName} 25", "öffne wish fünfundzwanzig", "de"),
            ("Abre ${applicationName} 31", "abre wish treinta y uno", "es"),
            ("${applicationName} 45 열기", "wish 사십오 열기", "ko"),
            ("${applicationName}で3番を開く", "Wishで三番を開く", "ja"),
            ("${applicationName}で三十五番を開く", "wishで35番を開く", "ja"),
            ("打开${applicationName}第12页", "打开wish第十二页", "zh"),
            ("${applicationName}で一覧を開く", "wishで一覧を開く", "ja"),
            ("${applicationName} ile onay 5", "wish ile onay beş", "tr"),
        ]
        for (phrase, said, language) in reached {
            #expect(try heard(phrase, said, language), "\(phrase) / \(said) (\(language))")
        }
        let missed: [(phrase: String, said: String, language: String)] = [
            ("Покажи вишлист в ${applicationName} 45", "Покажи вишлист в Wish сорок шесть", "ru"),
            ("Покажи вишлист в ${applicationName} 45", "Покажи вишлист в Wish сорок", "ru"),
            ("${applicationName} ile oda 10", "wish ile odaon", "tr"),
            ("${applicationName}で3番を開く", "wishで三十番を開く", "ja"),
            ("${applicationName}で1覧を開く", "wishで一覧表を開く", "ja"),
        ]
        for (phrase, said, language) in missed {
            #expect(try !heard(phrase, said, language), "\(phrase) / \(said) (\(language))")
        }
    }

    /// “${applicationName}'s top stories” filled with a name ending in s is “Dr. Beats's top
    /// stories”, said and written "Dr. Beats' top stories" or without the apostrophe: heard so, and
    /// as written; a name not ending in s keeps its possessive.
    @Test func aPossessiveAfterANameEndingInSIsHeardWithTheApostropheAlone() throws {
        let json = #"""
            {"actions": {"Top": {"identifier": "Top"}},
             "autoShortcuts": [{"actionIdentifier": "Top", "phraseTemplates": [{"key": "${applicationName}'s top stories"}], "shortTitle": {"key": "Top"}, "systemImageName": "newspaper"}]}
            """#
        let read = try AppIntentsMetadataReader.parse(Data(json.utf8), file: "x")
        for said in ["Dr. Beats' top stories", "dr beats top stories", "Dr. Beats’s top stories", "DR. BEATS'S TOP STORIES"] {
            #expect(AppShortcutMatcher.match(said, in: read, applicationName: "Dr. Beats").match?.action == "Top", "\(said)")
        }
        #expect(AppShortcutMatcher.match("Soup Chef's top stories", in: read, applicationName: "Soup Chef").match?.action == "Top")
        #expect(AppShortcutMatcher.match("Soup Chef top stories", in: read, applicationName: "Soup Chef").match == nil)
    }

    /// An English number above twenty is heard however it is written: said in words ("twenty-five",
    /// "three hundred and sixty five") it is the phrase's digits, and the other way round, in a
    /// phrase, in the app's name ("Microsoft 365") and in an enum case ("Top 40"); words that make
    /// no such number ("one two three") are not read as one.
    @Test func anEnglishNumberAboveTwentyIsHeardInDigitsOrWords() throws {
        let json = #"""
            {"actions": {"Read": {"identifier": "Read"}, "Open": {"identifier": "Open"},
                         "Play": {"identifier": "Play", "parameters": [{"name": "chart", "valueType": {"linkEnumeration": {"wrapper": {"identifier": "Chart"}}}}]}},
             "enums": [{"identifier": "Chart", "cases": [{"identifier": "top40", "displayRepresentation": {"title": {"key": "Top 40"}}},
                                                          {"identifier": "top100", "displayRepresentation": {"title": {"key": "Hot One Hundred"}}}]}],
             "autoShortcuts": [{"actionIdentifier": "Read", "phraseTemplates": [{"key": "Read 25 headlines in ${applicationName}"}, {"key": "Read one two three in ${applicationName}"}], "shortTitle": {"key": "Read"}, "systemImageName": "book"},
                               {"actionIdentifier": "Open", "phraseTemplates": [{"key": "Open ${applicationName}"}], "shortTitle": {"key": "Open"}, "systemImageName": "app"},
                               {"actionIdentifier": "Play", "phraseTemplates": [{"key": "Play the ${chart} in ${applicationName}"}], "shortTitle": {"key": "Play"}, "systemImageName": "play"}]}
            """#
        let read = try AppIntentsMetadataReader.parse(Data(json.utf8), file: "x")
        func heard(_ utterance: String, name: String = "News") -> ExpandedAppShortcutPhrase? {
            AppShortcutMatcher.match(utterance, in: read, applicationName: name).match
        }
        #expect(heard("Read twenty-five headlines in News")?.template == "Read 25 headlines in ${applicationName}")
        #expect(heard("read twenty five headlines in news")?.action == "Read")
        #expect(heard("Read 25 headlines in News")?.action == "Read")
        #expect(heard("Read fifty two headlines in News") == nil)
        #expect(heard("Open Microsoft three hundred and sixty five", name: "Microsoft 365")?.action == "Open")
        #expect(heard("Open Microsoft 365", name: "Microsoft Three Hundred Sixty-Five")?.action == "Open")
        #expect(heard("Play the top forty in News")?.valueIdentifier == "top40")
        #expect(heard("Play the hot 100 in News")?.valueIdentifier == "top100")
        #expect(heard("Read 1 2 3 in News")?.action == "Read")
        #expect(heard("Read 123 in News") == nil)
        #expect(try #require(read.enumeration("Chart")).caseNamed("top forty")?.identifier == "top40")
    }

    /// sing-box's Persian phrase, written with a zero-width non-joiner, said with a space or none.
    @Test func aPhraseWithAZeroWidthNonJoinerIsHeardWithOrWithoutItsSpace() throws {
        let read = try metadata(shortcuts: "[" + shortcut(["راه\u{200C}اندازی دوباره ${applicationName}"]) + "]")
        for said in ["راه اندازی دوباره Box", "راهاندازی دوباره Box", "راه\u{200C}اندازی دوباره Box"] {
            #expect(AppShortcutMatcher.match(said, in: read, applicationName: "Box").match != nil, "\(said)")
        }
    }

    /// Sonux's Turkish “${applicationName} içinde kitabımı oynat” (kiwenlau/sonux): said in
    /// capitals, its dotless ı is I and its i is İ, which fold to i; written without Turkish's
    /// letters, it is heard too, as an accent left out is.
    @Test func turkishsDotlessIIsHeardAsI() throws {
        let read = try metadata(shortcuts: "[" + shortcut(["Play my book in ${applicationName}"]) + "]")
        let turkish = AppShortcutsTranslation(
            language: "tr", file: "tr.lproj/AppShortcuts.strings",
            phrases: ["Play my book in ${applicationName}": "${applicationName} içinde kitabımı oynat"])
        for said in ["Sonux içinde kitabımı oynat", "SONUX İÇİNDE KİTABIMI OYNAT", "sonux icinde kitabimi oynat"] {
            #expect(AppShortcutMatcher.match(said, in: read, applicationName: "Sonux", translation: turkish).match != nil, "\(said)")
        }
        #expect(AppShortcutMatcher.match("Sonux içinde kitabı oynat", in: read, applicationName: "Sonux", translation: turkish).match == nil)
    }

    /// In a translation's language, a small number is heard in that language's words: VroomVroom's
    /// Portuguese “Fórmula 1” is said “Fórmula um”, not “Fórmula one”; English keeps its own.
    @Test func aNumberIsHeardInTheTranslationsLanguage() throws {
        let read = try metadata(shortcuts: "[" + shortcut(["Formula 1 in ${applicationName}"]) + "]")
        let portuguese = AppShortcutsTranslation(
            language: "pt-BR", file: "pt-BR.lproj/AppShortcuts.strings",
            phrases: ["Formula 1 in ${applicationName}": "Fórmula 1 no ${applicationName}"])
        for said in ["Fórmula um no Box", "Fórmula 1 no Box", "formula UM no Box"] {
            #expect(AppShortcutMatcher.match(said, in: read, applicationName: "Box", translation: portuguese).match != nil, "\(said)")
        }
        #expect(AppShortcutMatcher.match("Fórmula one no Box", in: read, applicationName: "Box", translation: portuguese).match == nil)
        #expect(AppShortcutMatcher.match("Formula one in Box", in: read, applicationName: "Box").match != nil)
        // French numbers of two words, written with a hyphen or not.
        #expect(InvocationPhrase.spoken("Salle 17", language: "fr") == InvocationPhrase.spoken("Salle dix-sept", language: "fr"))
        #expect(InvocationPhrase.spoken("Salle 17", language: "fr-CA") == "salle 17")
        #expect(InvocationPhrase.spoken("5 songs") == "five songs")
        // "&" and "%" in the language's own words: "Salz & Pfeffer" heard as "Salz und Pfeffer".
        #expect(InvocationPhrase.spoken("Salz & Pfeffer", language: "de") == InvocationPhrase.spoken("Salz und Pfeffer", language: "de"))
        #expect(InvocationPhrase.spoken("Akku 50 %", language: "de-AT") == "akku 50 prozent")
        #expect(InvocationPhrase.spoken("Solar & Tariff") == "solar and tariff")
    }

    /// A language's other forms of a number are that number: Portuguese “duas músicas” is heard as
    /// “2 músicas” (it was “1 músicas”, the second form counted as if the empty places before it
    /// were not there, so "duas" was 1, "quatorze" 2 and German "ein" 0).
    @Test func aNumbersOtherFormsAreThatNumber() {
        #expect(InvocationPhrase.spoken("Tocar duas músicas", language: "pt-BR") == InvocationPhrase.spoken("Tocar 2 músicas", language: "pt-BR"))
        #expect(InvocationPhrase.spoken("quatorze", language: "pt") == "14")
        #expect(InvocationPhrase.spoken("dezanove", language: "pt-PT") == "19")
        #expect(InvocationPhrase.spoken("ein Lied", language: "de") == "1 lied")
        #expect(InvocationPhrase.spoken("una canción", language: "es") == "1 cancion")
    }

    /// Siri's wake words of other languages are left out of what is heard, as “Hey Siri” is.
    @Test func anotherLanguagesWakeWordsAreLeftOut() throws {
        let read = try metadata(shortcuts: "[" + shortcut(["Open ${applicationName}"]) + "]")
        for said in ["Dis Siri, open Box", "Oye Siri open Box", "Ehi Siri, open Box", "Hé Siri open Box", "嘿Siri，open Box"] {
            #expect(AppShortcutMatcher.match(said, in: read, applicationName: "Box").match != nil, "\(said)")
        }
        #expect(AppShortcutMatcher.match("Dis open Box", in: read, applicationName: "Box").match == nil)
    }

    @Test func anEnumCaseIsAlsoHeardByItsSynonyms() {
        let result = AppShortcutMatcher.match("Play data saver on Streamer", in: read, applicationName: "Streamer")
        #expect(result.match?.value == "Data saver" && result.match?.valueIdentifier == "low")
    }

    /// Xcode writes `DisplayRepresentation(title:synonyms:)`'s synonyms beside the title, each a
    /// localized string with its own alternatives (Apple's Weather app has a case with 24).
    @Test func anEnumCaseIsHeardByItsRepresentationsSynonyms() throws {
        let high = try #require(read.enums.first?.cases.first)
        #expect(high.synonyms == ["Best", "Finest", "HD"])  // blank, repeated (case aside) and the title left out
        #expect(AppShortcutMatcher.match("Play on Streamer", in: read, applicationName: "Streamer").match == nil)
        for (said, value) in [("Play HD on Streamer", "HD"), ("play finest on Streamer", "Finest")] {
            let result = AppShortcutMatcher.match(said, in: read, applicationName: "Streamer")
            #expect(result.match?.value == value && result.match?.valueIdentifier == "high", "\(said)")
        }
    }

    static let trails = MetadataFixtures.trails

    /// iOS says an entity parameter's phrase with the entities its type's query suggests, whatever
    /// the parameter is called: a value given for one parameter of the type, or for the type, is
    /// heard in every phrase naming a parameter of that type, and in no other.
    @Test func anEntitysValuesAreHeardForEveryParameterOfItsType() throws {
        let read = try AppIntentsMetadataReader.parse(Data(Self.trails.utf8), file: "x")
        let byParameter = AppShortcutMatcher.match("Open Half Dome in Trails", in: read, applicationName: "Trails", values: ["trail": ["Half Dome"]])
        #expect(byParameter.match?.action == "OpenTrail" && byParameter.match?.parameter == "target" && byParameter.match?.value == "Half Dome")
        let byType = AppShortcutMatcher.match(
            "Get El Capitan conditions with Trails", in: read, applicationName: "Trails", values: ["TrailEntity": ["El Capitan"]])
        #expect(byType.match?.action == "GetTrailInfo" && byType.match?.parameter == "trail" && byType.match?.value == "El Capitan")
        // Another entity's values, and a trail's for a note, are not offered.
        #expect(
            AppShortcutMatcher.match("Open Half Dome in Trails", in: read, applicationName: "Trails", values: ["note": ["Half Dome"]]).match == nil)
        #expect(
            AppShortcutMatcher.match("Read Half Dome in Trails", in: read, applicationName: "Trails", values: ["trail": ["Half Dome"]]).match == nil)
        // Each value once, in the order given, whichever way it was given.
        let open = try #require(read.action("OpenTrail"))
        #expect(
            AppShortcutMatcher.offered(
                ["target": ["A", "B"], "trail": ["B", "C"], "TrailEntity": ["D"], "note": ["E"]], to: "target", of: open, in: read)
                == ["A", "B", "D", "C"])
    }

    /// A device on a release before an App Shortcut's (its own or its action's
    /// `availabilityAnnotations`, the later) never registers it: with a simulated release it is not
    /// heard, and the nearest phrases say which release it needs; without one it is heard.
    @Test func anAppShortcutOfALaterIOSIsNotHeardOnAnEarlierOne() throws {
        let read = try AppIntentsMetadataReader.parse(Data(Self.trails.utf8), file: "x")
        let shortcut = try #require(read.appShortcuts.last)
        #expect(shortcut.availability == ["LNPlatformNameIOS": "17.0"])
        #expect(read.iOSRelease(of: shortcut, laterThan: 16) == "18.0" && read.iOSRelease(of: shortcut, laterThan: 18) == nil)
        // App Shortcuts came with iOS 16: on 15 none is there.
        #expect(read.iOSRelease(of: read.appShortcuts[0], laterThan: 15) == "16.0" && read.iOSRelease(of: read.appShortcuts[0], laterThan: 16) == nil)
        #expect(AppShortcutMatcher.match("Log a hike in Trails", in: read, applicationName: "Trails").match?.action == "LogHike")
        #expect(AppShortcutMatcher.match("Log a hike in Trails", in: read, applicationName: "Trails", ios: 18).match?.action == "LogHike")
        let early = AppShortcutMatcher.match("Log a hike in Trails", in: read, applicationName: "Trails", ios: 17)
        #expect(early.match == nil)
        #expect(early.nearest.first.map { "\($0.action) \($0.distance) \($0.requiresIOS ?? "-")" } == "LogHike 0 18.0")
        #expect(early.nearest.dropFirst().allSatisfy { $0.requiresIOS == nil })
        #expect(
            AppShortcutMatcher.match("Open Half Dome in Trails", in: read, applicationName: "Trails", values: ["target": ["Half Dome"]], ios: 17)
                .match != nil)
    }

    /// An App Shortcut whose action a release no longer has (`obsoletedVersion` for iOS, or `*`:
    /// never on iOS) is not heard on that release or a later one, and the nearest phrases say
    /// since when; on an earlier release, and without one chosen, it is heard.
    @Test func anAppShortcutWhoseActionIsObsoletedIsNotHeardFromThatRelease() throws {
        func trails(obsoleted: String) throws -> AppIntentsMetadata {
            let text = Self.trails.replacingOccurrences(
                of: #""OpenNote": {"identifier": "OpenNote", "#,
                with:
                    #""OpenNote": {"identifier": "OpenNote", "availabilityAnnotations": {"LNPlatformNameIOS": {"introducedVersion": "16.0", "obsoletedVersion": ""#
                    + obsoleted + #""}}, "#)
            return try AppIntentsMetadataReader.parse(Data(text.utf8), file: "x")
        }
        let read = try trails(obsoleted: "18.0")
        let note = try #require(read.appShortcuts.first { $0.actionIdentifier == "OpenNote" })
        #expect(read.iOSObsoletion(of: note, atOrBefore: 17) == nil)
        #expect(read.iOSObsoletion(of: note, atOrBefore: 18) == "18.0" && read.iOSObsoletion(of: note, atOrBefore: 26) == "18.0")
        #expect(read.iOSObsoletion(of: read.appShortcuts[0], atOrBefore: 26) == nil)
        let said = "Read Trip Notes in Trails"
        let values = ["note": ["Trip Notes"]]
        #expect(AppShortcutMatcher.match(said, in: read, applicationName: "Trails", values: values).match?.action == "OpenNote")
        #expect(AppShortcutMatcher.match(said, in: read, applicationName: "Trails", values: values, ios: 17).match?.action == "OpenNote")
        let gone = AppShortcutMatcher.match(said, in: read, applicationName: "Trails", values: values, ios: 18)
        #expect(gone.match == nil)
        #expect(gone.nearest.first.map { "\($0.action) \($0.distance) \($0.obsoletedIOS ?? "-") \($0.requiresIOS ?? "-")" } == "OpenNote 0 18.0 -")
        #expect(gone.nearest.dropFirst().allSatisfy { $0.obsoletedIOS == nil })
        // Never on iOS: on no release.
        let never = try trails(obsoleted: "*")
        let absent = AppShortcutMatcher.match(said, in: never, applicationName: "Trails", values: values, ios: 16)
        #expect(absent.match == nil && absent.nearest.first?.obsoletedIOS == "*")
    }

    /// An entity type's synonyms (`TypeDisplayRepresentation(name:synonyms:)`, Phoebus: "Reddit
    /// Post" or "Post", "Reddit Thread", "Thread") are read as an enum case's are.
    @Test func anEntityTypesSynonymsAreRead() throws {
        let entities =
            #"{"PostEntity": {"typeName": "PostEntity", "displayTypeName": {"key": "Reddit Post", "alternatives": ["Link"]}, "#
            + #""synonyms": [{"key": "Post", "alternatives": []}, {"key": "reddit post"}, {"key": " "}, {"key": "Thread", "alternatives": ["Topic"]}]}}"#
        let read = try metadata(shortcuts: "[]", entities: entities)
        #expect(read.entities.first?.synonyms == ["Link", "Post", "Thread", "Topic"])
        #expect(try metadata(shortcuts: "[]").entities.first?.synonyms == [])
    }

    /// As Apple's Voice Memos and Freeform ship it (xcode-tools 17E6107, 17A6231j): negative
    /// phrases each wrapped in `phrase`, an action for the assistant only, an action gone from
    /// watchOS, an entity whose display name is empty.
    @Test func newerXcodesWrappersVisibilityAndAvailabilityAreRead() throws {
        let text = #"""
            {"actions": {"Change": {"identifier": "Change", "isDiscoverable": false,
              "visibilityMetadata": {"assistantOnly": true, "isDiscoverable": true},
              "availabilityAnnotations": {"LNPlatformNameWATCHOS": {"obsoletedVersion": "*"}, "LNPlatformNameIOS": {"introducedVersion": "17.0"}}}},
             "entities": {"Board": {"typeName": "Board", "displayTypeName": {"key": "", "alternatives": []}}},
             "negativePhrases": [{"phrase": {"alternatives": [], "key": "Record"}}, "Stop", {"key": "Pause"}]}
            """#
        let read = try AppIntentsMetadataReader.parse(Data(text.utf8), file: "x.actionsdata")
        #expect(read.negativePhrases == ["Record", "Stop", "Pause"])
        let action = try #require(read.actions.first)
        #expect(!action.isDiscoverable && action.isDeclaredDiscoverable == true && action.isAssistantOnly && !action.isListed)
        #expect(action.availability == ["LNPlatformNameIOS": "17.0"] && action.obsoleted == ["LNPlatformNameWATCHOS": "*"])
        #expect(AppIntentsAction.platformName("LNPlatformNameWATCHOS") == "watchOS")
        #expect(read.entities.first?.displayName == nil)
        #expect(!action.declaresNotDiscoverable)
    }

    /// What an intent declared of its discoverability: `visibilityMetadata`'s value, else (Xcode 15
    /// writes only the top-level one) the top-level value, but for a widget's or control's
    /// configuration intent, which Xcode keeps out of Shortcuts whatever it declares.
    @Test func whetherAnIntentDeclaresItselfNotDiscoverable() throws {
        let text = #"""
            {"actions": {
              "Hidden": {"identifier": "Hidden", "isDiscoverable": false},
              "Shown": {"identifier": "Shown", "isDiscoverable": true},
              "Plain": {"identifier": "Plain"},
              "Widget": {"identifier": "Widget", "isDiscoverable": false, "systemProtocols": ["com.apple.link.systemProtocol.WidgetConfiguration"]},
              "Declared": {"identifier": "Declared", "isDiscoverable": true, "visibilityMetadata": {"isDiscoverable": false}}}}
            """#
        let read = try AppIntentsMetadataReader.parse(Data(text.utf8), file: "x.actionsdata")
        #expect(read.actions.filter(\.declaresNotDiscoverable).map(\.identifier).sorted() == ["Declared", "Hidden"])
    }

    @Test func anEntityPhraseMatchesOnlyWithAGivenValue() {
        #expect(AppShortcutMatcher.match("Open Jazz FM in Streamer", in: read, applicationName: "Streamer").match == nil)
        let result = AppShortcutMatcher.match("open jazz fm in streamer", in: read, applicationName: "Streamer", values: ["stream": ["Jazz FM"]])
        #expect(result.match?.action == "OpenStream" && result.match?.value == "Jazz FM")
    }

    @Test func droppedPhrasesNeverMatchAndNothingMatchingGivesTheNearest() {
        let dropped = AppShortcutMatcher.match("Open notes now", in: read, applicationName: "Streamer", values: ["note": ["notes"]])
        #expect(dropped.match == nil)
        #expect(dropped.dropped == ["Open ${note} now"])
        let near = AppShortcutMatcher.match("Play hihg on Streamer", in: read, applicationName: "Streamer")
        #expect(near.match == nil)
        #expect(near.nearest.first?.phrase == "Play High on Streamer")
        #expect(near.nearest.count == 3)
    }

    /// An entry marked "Don't Translate" (`"shouldTranslate": false`) has no text in the other
    /// languages by design: its absence there is a note saying what is not known, not the warning
    /// a phrase left untranslated gets.
    @Test func aPhraseMarkedNotToBeTranslatedIsANoteWhereItHasNoText() throws {
        let bundle = try TranslationsBundle("should-translate")
        let catalog = #"""
            {"sourceLanguage": "en", "strings": {
              "${applicationName} Go": {"shouldTranslate": false},
              "Open ${applicationName}": {"localizations": {"fr": {"stringUnit": {"state": "translated", "value": "Ouvre ${applicationName}"}}}},
              "Stop ${applicationName}": {}
            }, "version": "1.0"}
            """#
        try bundle.write(catalog, to: "AppShortcuts.xcstrings")
        let found = try bundle.read().translations
        let read = try metadata(shortcuts: "[" + shortcut(["${applicationName} Go", "Open ${applicationName}", "Stop ${applicationName}"]) + "]")
        let findings = AppIntentsLint.check(read, translations: found).filter { $0.rule == .phraseMissingFromTranslation }
        #expect(
            findings.map { "\($0.severity) \($0.subject) \($0.phrase ?? "")" } == [
                "note translation fr ${applicationName} Go", "warning translation fr Stop ${applicationName}",
            ])
        #expect(findings.first?.message.contains("marked not to be translated (shouldTranslate false)") == true)
    }
}

/// An enum case is answered as a phrase names it: by its title, its identifier, or one of its
/// synonyms (`DisplayRepresentation(title:synonyms:)`), when Siri asks for it, when it is given
/// as `name=value`, and as an item of a list.
@Suite struct AppIntentsEnumAnswerTests {
    let metadata: AppIntentsMetadata

    init() throws {
        let text = """
            {"actions": {"LogDiaper": {"identifier": "LogDiaper", "title": {"key": "Log a diaper"}, "parameters": [
              {"name": "kind", "title": {"key": "Diaper"}, "isOptional": false, "valueType": {"linkEnumeration": {"wrapper": {"identifier": "DiaperKind"}}}},
              {"name": "extras", "title": {"key": "Extras"}, "isOptional": false,
               "valueType": {"array": {"wrapper": {"memberValueType": {"linkEnumeration": {"wrapper": {"identifier": "DiaperKind"}}}}}}}]}},
             "enums": [{"identifier": "DiaperKind", "cases": [
               {"identifier": "wet", "displayRepresentation": {"title": {"key": "wet"}, "synonyms": [{"key": "pee"}]}},
               {"identifier": "dirty", "displayRepresentation": {"title": {"key": "dirty"}, "synonyms": [{"key": "poopy"}, {"key": "poo"}]}},
               {"identifier": "both", "displayRepresentation": {"title": {"key": "wet and dirty"}, "synonyms": [{"key": "full"}]}}]}]}
            """
        metadata = try AppIntentsMetadataReader.parse(Data(text.utf8), file: "mina.actionsdata")
    }

    @Test func aCaseAskedForIsAnsweredByItsSynonym() throws {
        let conversation = try #require(
            AppIntentConversation(metadata: metadata, actionIdentifier: "LogDiaper", performer: AcceptingAppIntentPerformer()))
        var answers = ["Poopy!", "pee, wet and dirty and full"][...]
        let transcript = try conversation.run(Intent(typeName: "LogDiaper")) { _ in answers.popFirst() }
        #expect(transcript.intent["kind"] == .enumeration(rawValue: "dirty", display: "dirty"))
        #expect(
            transcript.intent["extras"]
                == .list([
                    .enumeration(rawValue: "wet", display: "wet"), .enumeration(rawValue: "both", display: "wet and dirty"),
                    .enumeration(rawValue: "both", display: "wet and dirty"),
                ]))
        #expect(!transcript.dialogs.contains { $0.hasPrefix("Sorry") })
    }

    @Test func aListItemNamingNoCaseIsAskedAgain() throws {
        let conversation = try #require(
            AppIntentConversation(metadata: metadata, actionIdentifier: "LogDiaper", performer: AcceptingAppIntentPerformer()))
        var answers = ["wet", "soggy and wet", "wet"][...]
        let transcript = try conversation.run(Intent(typeName: "LogDiaper")) { _ in answers.popFirst() }
        #expect(transcript.dialogs.contains("Sorry, I didn't get “soggy and wet”."))
        #expect(transcript.intent["extras"] == .list([.enumeration(rawValue: "wet", display: "wet")]))
    }

    @Test func aCaseGivenAsAValueIsReadByItsSynonym() throws {
        let action = try #require(metadata.action("LogDiaper"))
        let intent = try AcceptingAppIntentPerformer.intent(of: action, values: [("kind", "poo"), ("extras", "full, pee")], in: metadata)
        #expect(intent["kind"] == .enumeration(rawValue: "dirty", display: "dirty"))
        #expect(intent["extras"] == .list([.enumeration(rawValue: "both", display: "wet and dirty"), .enumeration(rawValue: "wet", display: "wet")]))
        #expect(throws: AcceptingAppIntentPerformer.ValueError.self) {
            try AcceptingAppIntentPerformer.intent(of: action, values: [("kind", "soggy")], in: metadata)
        }
    }
}
