import Foundation
import SiriSystem
import TestSupport
import Testing

@testable import SoupChefCLI

/// `intents show`, `intents lint` and `intents match` on App Intents metadata.
@Suite struct AppIntentsMetadataCommandTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    static let soupChef = root + "/Data/Metadata.appintents"
    static let counter = root + "/Tests/Fixtures/RealAppIntents/JibunKit-Counter"

    /// An app bundle with the given metadata JSON and display name.
    func bundle(_ json: String, name: String = "Streamer", in harness: Harness) throws -> String {
        let app = harness.directory + "/Streamer.app"
        try FileManager.default.createDirectory(atPath: app + "/Metadata.appintents", withIntermediateDirectories: true)
        try Data(json.utf8).write(to: URL(fileURLWithPath: app + "/Metadata.appintents/extract.actionsdata"))
        let plist =
            #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>CFBundleName</key><string>\#(name)</string></dict></plist>"#
        try Data(plist.utf8).write(to: URL(fileURLWithPath: app + "/Info.plist"))
        return app
    }

    /// A bundle's metadata with three errors. Genre names its default query, as Xcode 16 and
    /// later write every entity's, so Station naming none is an error (not a file too old to say).
    static let broken = """
        {"actions": {"Play": {"identifier": "Play", "title": {"key": "Play"}, "parameters": [
            {"name": "station", "valueType": {"primitive": {"wrapper": {"typeIdentifier": 0}}}}]}},
         "autoShortcuts": [{"actionIdentifier": "Play", "phraseTemplates": [{"key": "Play music"}, {"key": "Play ${station} on ${applicationName}"},
            {"key": "Play on ${applicationName}"}], "shortTitle": {"key": "Play"}, "systemImageName": "play"}],
         "entities": {"Station": {"typeName": "Station"}, "Genre": {"typeName": "Genre", "defaultQueryIdentifier": "GenreQuery"}},
         "queries": {"GenreQuery": {"identifier": "GenreQuery", "entityType": "Genre", "defaultQueryForEntity": true}}}
        """

    /// An identifier from the file with a colour sequence and a line feed in it is shown escaped:
    /// it can neither colour the terminal nor make a line of its own.

    /// With a release chosen that has no such action, `converse` refuses it, as `match` does not
    /// hear its phrases: every App Intent needs iOS 16.
    @Test func converseRefusesAnActionTheChosenReleaseDoesNotHave() throws {
        let harness = try Harness()
        let old = harness.run("intents", "converse", Self.soupChef, "OrderSoup", "--ios", "15")
        #expect(old.status == 1 && old.err.contains("OrderSoup needs iOS 16.0; soupchef simulates iOS 15 (--ios)."), "\(old.err)")
        #expect(old.out.isEmpty)
        let newer = harness.run("intents", "converse", Self.soupChef, "OrderSoup", "--ios", "17", "-a", "tomato", "--yes")
        #expect(newer.status == 0, "\(newer.out)\(newer.err)")
    }

    @Test func identifiersFromTheFileAreEscapedInShowAndMatch() throws {
        let harness = try Harness()
        let json =
            #"{"actions": {"On\u001b[31m\nInjected: yes": {"identifier": "On\u001b[31m\nInjected: yes", "title": {"key": "On"}}}, "autoShortcuts": [{"actionIdentifier": "On\u001b[31m\nInjected: yes", "phraseTemplates": [{"key": "Turn on ${applicationName}"}], "shortTitle": {"key": "On"}, "systemImageName": "bolt"}]}"#
        let app = try bundle(json, in: harness)
        let show = harness.run("intents", "show", app)
        #expect(show.status == 0, "\(show.err)")
        #expect(show.out.contains(#"On\u{1B}[31m\nInjected: yes"#), "\(show.out)")
        #expect(!show.out.split(separator: "\n").contains { $0.hasPrefix("Injected") })
        let match = harness.run("intents", "match", app, "Turn on Streamer")
        #expect(match.status == 0, "\(match.err)")
        #expect(match.out.contains(#"Action: On\u{1B}[31m\nInjected: yes"#), "\(match.out)")
        #expect(!match.out.contains("\u{1B}"))
    }

    static let trails = MetadataFixtures.trails

    /// `show` says which App Shortcuts need a later iOS than App Shortcuts' first (16): the latest
    /// of its own and its action's annotation.
    @Test func showSaysTheReleaseAnAppShortcutNeeds() throws {
        let harness = try Harness()
        let app = try bundle(Self.trails, name: "Trails", in: harness)
        let shown = harness.run("intents", "show", app)
        #expect(shown.status == 0, "\(shown.err)")
        #expect(shown.out.contains("  “Log Hike” runs LogHike, symbol plus, iOS 18.0 and later\n"), "\(shown.out)")
        #expect(shown.out.contains("  “Open Trail” runs OpenTrail, symbol map\n"), "\(shown.out)")
    }

    /// An entity's values are the type's: given for one parameter, or for the type, they are heard
    /// in every phrase naming a parameter of that type, as iOS says them from the type's query.
    @Test func matchOffersAnEntitysValuesToEveryParameterOfItsType() throws {
        let harness = try Harness()
        let app = try bundle(Self.trails, name: "Trails", in: harness)
        let byParameter = harness.run("intents", "match", app, "Open Half Dome in Trails", "--value", "trail=Half Dome")
        #expect(byParameter.status == 0, "\(byParameter.out)\(byParameter.err)")
        #expect(byParameter.out.contains("  Action: OpenTrail\n") && byParameter.out.contains("  target: Half Dome\n"), "\(byParameter.out)")
        #expect(byParameter.err.isEmpty, "\(byParameter.err)")
        let byType = harness.run("intents", "match", app, "Get El Capitan conditions with Trails", "--value", "TrailEntity=El Capitan")
        #expect(byType.status == 0 && byType.out.contains("  trail: El Capitan\n"), "\(byType.out)\(byType.err)")
        #expect(byType.err.isEmpty, "\(byType.err)")
        // A name that is neither a parameter nor an entity type is refused, the types listed.
        let unheard = harness.run("intents", "match", app, "Log a hike in Trails", "--value", "PeakEntity=x")
        #expect(unheard.status == 64 && unheard.err.contains("entity types: NoteEntity, TrailEntity)"), "\(unheard.err)")
        // Without values, the hint names the entity type too.
        let none = harness.run("intents", "match", app, "Open Half Dome in Trails")
        #expect(none.status == 1)
        #expect(
            none.err.contains("--value target=<value> (repeat it for more), or --value TrailEntity=<value> for every parameter of that entity"),
            "\(none.err)")
    }

    /// With a release chosen (--ios, SOUPCHEF_IOS), an App Shortcut introduced in a later one is
    /// not heard, and the nearest phrase says so; without one, it is heard as before.
    @Test func matchLeavesOutAnAppShortcutOfALaterIOSWhenOneIsChosen() throws {
        let harness = try Harness()
        let app = try bundle(Self.trails, name: "Trails", in: harness)
        let chosen = harness.run("--ios", "17", "intents", "match", app, "Log a hike in Trails")
        #expect(chosen.status == 1, "\(chosen.out)")
        #expect(
            chosen.out.contains("Nearest phrases:\n  “Log a hike in Trails” (LogHike, needs iOS 18.0; soupchef simulates iOS 17)\n"), "\(chosen.out)")
        let document = try harness.run("--ios", "17", "--json", "intents", "match", app, "Log a hike in Trails").json()
        #expect(document["ios"] as? Int == 17 && document["matched"] as? Bool == false)
        #expect(((document["nearest"] as? [[String: Any]])?.first?["requiresIOS"]) as? String == "18.0")
        #expect(harness.run("--ios", "18", "intents", "match", app, "Log a hike in Trails").status == 0)
        let unchosen = try harness.run("--json", "intents", "match", app, "Log a hike in Trails").json()
        #expect(unchosen["matched"] as? Bool == true && unchosen["ios"] == nil)
        harness.environment["SOUPCHEF_IOS"] = "16"
        #expect(harness.run("intents", "match", app, "Log a hike in Trails").status == 1)
        harness.environment["SOUPCHEF_IOS"] = nil
        // An App Shortcut whose action the release no longer has is not heard, saying since when.
        let obsoleted = Self.trails.replacingOccurrences(
            of: #""OpenNote": {"identifier": "OpenNote", "#,
            with: #""OpenNote": {"identifier": "OpenNote", "availabilityAnnotations": {"LNPlatformNameIOS": {"obsoletedVersion": "18.0"}}, "#)
        let older = try bundle(obsoleted, name: "OlderTrails", in: harness)
        let gone = harness.run("--ios", "18", "intents", "match", older, "Read Trip Notes in OlderTrails", "--value", "note=Trip Notes")
        #expect(gone.status == 1)
        #expect(
            gone.out.contains("  “Read Trip Notes in OlderTrails” (OpenNote, obsoleted in iOS 18.0; soupchef simulates iOS 18)\n"), "\(gone.out)")
        let goneDocument = try harness.run(
            "--ios", "18", "--json", "intents", "match", older, "Read Trip Notes in OlderTrails", "--value", "note=Trip Notes"
        ).json()
        #expect(((goneDocument["nearest"] as? [[String: Any]])?.first?["obsoletedIOS"]) as? String == "18.0")
        #expect(harness.run("--ios", "17", "intents", "match", older, "Read Trip Notes in OlderTrails", "--value", "note=Trip Notes").status == 0)
    }

    @Test func showListsSoupChefsActionsEntitiesEnumsAndShortcuts() throws {
        let harness = try Harness()
        let shown = harness.run("intents", "show", Self.soupChef)
        #expect(shown.status == 0, "\(shown.err)")
        #expect(shown.out.contains("  OrderSoup: “Order Soup” — “Order a soup”\n"))
        // `OrderSoup: CustomIntentMigratedAppIntent`, as Xcode writes it for Apple's sample.
        #expect(shown.out.contains("; replaces the custom intent OrderSoupIntent;"), "\(shown.out)")
        #expect(shown.out.contains("    quantity (“Quantity”): Int, optional, default 1\n"))
        #expect(shown.out.contains("    toppings (“Toppings”): list of entity ToppingAppEntity, optional\n"))
        #expect(shown.out.contains("  SoupAppEntity (“Soup”): default query SoupChef.SoupEntityQuery\n"))
        #expect(shown.out.contains("  OrderTypeAppEnum (“Order Type”): delivery (“delivery”), pickup (“pickup”)\n"))
        #expect(
            shown.out.contains("App Shortcuts (1, tile colour 2 (orange)):\n  “Order Soup” runs OrderSoup, symbol takeoutbag.and.cup.and.straw\n"))
        #expect(shown.out.contains("    “Order ${soup} from ${applicationName}”\n"))
        let document = try harness.run("--json", "intents", "show", Self.soupChef + "/extract.actionsdata").json()
        #expect(document["kind"] as? String == "appIntentsMetadata")
        let actions = try #require(document["actions"] as? [[String: Any]])
        #expect(actions.first?["opensApp"] as? Bool == false)
        #expect(actions.first?["isDiscoverable"] as? Bool == true)
        let shortcuts = try #require(document["appShortcuts"] as? [[String: Any]])
        #expect(shortcuts.first?["systemImageName"] as? String == "takeoutbag.and.cup.and.straw")
        #expect((document["enums"] as? [Any])?.count == 1)
    }

    @Test func lintIsCleanOnSoupChefAndARealFile() throws {
        let harness = try Harness()
        for path in [Self.soupChef, Self.counter] {
            let linted = harness.run("intents", "lint", path)
            #expect(linted.status == 0, "\(linted.out)")
            #expect(linted.out.isEmpty)
            #expect(linted.err.contains("0 errors, 0 warnings"))
        }
    }

    /// JibunKit's counter, read without its bundle, writes its phrase in Japanese: `--locale ja`
    /// reads it as written, and another language is refused naming Japanese, not English.
    @Test func phrasesWrittenInJapaneseAreTheDevelopmentLanguage() throws {
        let harness = try Harness()
        let shown = harness.run("intents", "show", Self.counter, "--locale", "ja-JP")
        #expect(shown.status == 0 && shown.out.contains("    “${applicationName}のカウンターに追加”\n"), "\(shown.out)\(shown.err)")
        let heard = harness.run("intents", "match", Self.counter, "JibunKitのカウンターに追加", "--app-name", "JibunKit", "--locale", "ja")
        #expect(heard.status == 0 && heard.out.contains("Action: AddCounterValueIntent"), "\(heard.out)\(heard.err)")
        let french = harness.run("intents", "show", Self.counter, "--locale", "fr")
        #expect(french.status == 64 && french.err.contains("has no fr translation of its App Shortcut phrases (languages: ja)"), "\(french.err)")
    }

    @Test func lintReportsErrorsAsLinesAndJSONAndExits65() throws {
        let harness = try Harness()
        let app = try bundle(Self.broken, in: harness)
        let linted = harness.run("intents", "lint", app)
        #expect(linted.status == 65)
        #expect(linted.out.contains("\(app): error: App Shortcut Play: “Play music” does not contain ${applicationName}; iOS drops the phrase\n"))
        #expect(linted.out.contains("\(app): error: App Shortcut Play: “Play ${station} on ${applicationName}” names ${station}, a String parameter"))
        #expect(linted.out.contains("\(app): error: entity Station: has no default query"))
        let document = try harness.run("--json", "intents", "lint", app).json()
        let findings = try #require(document["findings"] as? [[String: Any]])
        #expect(findings.count == 3)
        #expect(findings.allSatisfy { $0["severity"] as? String == "error" && $0["rule"] is String })
        // As GitHub Actions annotations, as a definition's findings are, with no count.
        let annotated = harness.run("intents", "lint", app, "--format", "github")
        #expect(annotated.status == 65 && annotated.err.isEmpty, "\(annotated.err)")
        #expect(
            annotated.out.contains(
                "::error file=\(app)/Metadata.appintents/extract.actionsdata::App Shortcut Play: “Play music” does not contain ${applicationName};"
                    + " iOS drops the phrase\n")
        )
        #expect(annotated.out.split(separator: "\n").count == 3)
    }

    @Test func matchTakesTheAppNameFromTheBundleAndReportsTheNearestWhenNothingMatches() throws {
        let harness = try Harness()
        let app = try bundle(Self.broken, in: harness)
        let matched = harness.run("intents", "match", app, "Play on Streamer")
        #expect(matched.status == 0, "\(matched.err)")
        #expect(matched.out.contains("  Action: Play (“Play”)\n  Phrase: “Play on ${applicationName}”\n"))
        let missed = harness.run("intents", "match", app, "Play music")
        #expect(missed.status == 1)
        #expect(missed.out.contains("Nothing matches “Play music”.\nNearest phrases:\n  “Play on Streamer” (Play)\n"))
        let document = try harness.run("--json", "intents", "match", app, "Play music").json()
        #expect(document["matched"] as? Bool == false)
        #expect(document["dropped"] as? [String] == ["Play music", "Play ${station} on ${applicationName}"])
    }

    /// An utterance that is one of the app's negative phrases reaches no App Shortcut: `match`
    /// says which negative phrase it is, lists no nearest phrase, and exits 1; in JSON,
    /// `negativePhrase`. In another language, its translation there is the negative phrase.
    @Test func matchSaysAnUtteranceIsANegativePhrase() throws {
        let harness = try Harness()
        let json = """
            {"actions": {"Find": {"identifier": "Find", "title": {"key": "Find"}}},
             "autoShortcuts": [{"actionIdentifier": "Find", "phraseTemplates": [{"key": "Where is my ${applicationName}"}, {"key": "Locate ${applicationName}"}], "shortTitle": {"key": "Find"}, "systemImageName": "magnifyingglass"}],
             "negativePhrases": [{"key": "Where is my ${applicationName}"}]}
            """
        let app = try bundle(json, name: "Tracker", in: harness)
        let said = harness.run("intents", "match", app, "Where is my Tracker?")
        #expect(said.status == 1)
        #expect(
            said.out
                == "Nothing matches “Where is my Tracker?”: it is the app's negative phrase “Where is my ${applicationName}”, which Siri takes for none of its App Shortcuts (negativePhrases).\n",
            "\(said.out)")
        let document = try harness.run("--json", "intents", "match", app, "where is my tracker").json()
        #expect(document["matched"] as? Bool == false && document["negativePhrase"] as? String == "Where is my ${applicationName}")
        #expect((document["nearest"] as? [Any])?.isEmpty == true)
        #expect(try harness.run("--json", "intents", "match", app, "Locate Tracker").json()["negativePhrase"] == nil)
        try FileManager.default.createDirectory(atPath: app + "/de.lproj", withIntermediateDirectories: true)
        try Data(
            #""Where is my ${applicationName}" = "Wo ist mein ${applicationName}"; "Locate ${applicationName}" = "Orte ${applicationName}";"#.utf8
        )
        .write(to: URL(fileURLWithPath: app + "/de.lproj/AppShortcuts.strings"))
        let german = harness.run("intents", "match", app, "Wo ist mein Tracker", "--locale", "de")
        #expect(german.status == 1 && german.out.contains("it is the app's negative phrase “Where is my ${applicationName}”"), "\(german.out)")
        #expect(harness.run("intents", "match", app, "Orte Tracker", "--locale", "de").status == 0)
    }

    /// `--locale` hears the phrases in a language of the bundle's translations: a strings table
    /// (`fr.lproj`) and a catalog whose Spanish entry is a `stringSet`, as Xcode 16 writes one; the
    /// source language's other ways are heard without it.
    @Test func matchHearsTheTranslationOfTheLocaleGiven() throws {
        let harness = try Harness()
        let app = try bundle(Self.broken, in: harness)
        try FileManager.default.createDirectory(atPath: app + "/fr.lproj", withIntermediateDirectories: true)
        try Data(#""Play on ${applicationName}" = "Joue sur ${applicationName}";"#.utf8).write(
            to: URL(fileURLWithPath: app + "/fr.lproj/AppShortcuts.strings"))
        let catalog =
            #"{"sourceLanguage": "en", "strings": {"Play on ${applicationName}": {"localizations": {"en": {"stringSet": {"state": "new", "values": ["Play on ${applicationName}", "Start ${applicationName}"]}}, "es-419": {"stringSet": {"state": "translated", "values": ["Reproduce en ${applicationName}", "Inicia ${applicationName}"]}}}}}, "version": "1.0"}"#
        try Data(catalog.utf8).write(to: URL(fileURLWithPath: app + "/AppShortcuts.xcstrings"))
        let heard = harness.run("intents", "match", app, "Joue sur Streamer", "--locale", "fr-CA")
        #expect(heard.status == 0, "\(heard.err)")
        #expect(heard.out.contains("  Phrase: “Play on ${applicationName}”\n  Said: “Joue sur ${applicationName}” (fr)\n"))
        // In French, the English phrase is not what Siri hears.
        #expect(harness.run("intents", "match", app, "Play on Streamer", "--locale", "fr").status == 1)
        let spanish = try harness.run("--json", "intents", "match", app, "Inicia Streamer", "--locale", "es").json()
        let match = try #require(spanish["match"] as? [String: Any])
        #expect(match["said"] as? String == "Inicia ${applicationName}" && match["language"] as? String == "es-419")
        #expect(harness.run("intents", "match", app, "Start Streamer").status == 0)
        let shown = harness.run("intents", "show", app)
        #expect(shown.out.contains("  es-419: 1 phrase and 1 other way of saying it in \(app)/AppShortcuts.xcstrings\n"), "\(shown.out)")
        let document = try harness.run("--json", "intents", "show", app).json()
        let translations = try #require(document["translations"] as? [[String: Any]])
        let alternatives = translations.first { $0["language"] as? String == "es-419" }?["alternatives"] as? [String: [String]]
        #expect(alternatives == ["Play on ${applicationName}": ["Inicia ${applicationName}"]])
        // show --locale gives each App Shortcut's phrases in that language.
        let french = harness.run("intents", "show", app, "--locale", "fr")
        #expect(french.out.contains("    “Play on ${applicationName}”\n    in fr: “Joue sur ${applicationName}”\n"), "\(french.out)")
        let spanishShown = try harness.run("--json", "intents", "show", app, "--locale", "es").json()
        let inSpanish = try #require(spanishShown["phrasesInLanguage"] as? [String: Any])
        #expect(inSpanish["language"] as? String == "es-419")
        #expect(
            (inSpanish["appShortcuts"] as? [[String: Any]])?.first?["phrases"] as? [String] == [
                "Reproduce en ${applicationName}", "Inicia ${applicationName}",
            ])
        // A folder named for no language is never read: not a translation, nor one `--locale` takes.
        try FileManager.default.createDirectory(atPath: app + "/global.lproj", withIntermediateDirectories: true)
        try Data(#""Play on ${applicationName}" = "Play globally on ${applicationName}";"#.utf8).write(
            to: URL(fileURLWithPath: app + "/global.lproj/AppShortcuts.strings"))
        let unknown = harness.run("intents", "match", app, "Play on Streamer", "--locale", "ko")
        #expect(unknown.status == 64)
        #expect(unknown.err.contains("has no ko translation of its App Shortcut phrases (languages: en, es-419, fr)"), "\(unknown.err)")
        #expect(harness.run("intents", "match", app, "Play globally on Streamer", "--locale", "global").status == 64)
    }

    /// A folder holding two apps' metadata, or metadata beside a definition, is not linted by its
    /// first alone (which would pass while the other has errors): refused (64) naming them. A
    /// `--format github` annotation names the metadata file read, not the folder given.
    @Test func lintRefusesAFolderOfSeveralThingsAndAnnotatesTheFileRead() throws {
        let harness = try Harness()
        let folder = harness.directory + "/build"
        for (name, source) in [("a", Self.soupChef), ("b", Self.root + "/Tests/Fixtures/RealAppIntents/Radio")] {
            try FileManager.default.createDirectory(atPath: folder + "/\(name)/Metadata.appintents", withIntermediateDirectories: true)
            try FileManager.default.copyItem(
                atPath: source + "/extract.actionsdata", toPath: folder + "/\(name)/Metadata.appintents/extract.actionsdata")
        }
        let refused = harness.run("intents", "lint", folder)
        #expect(refused.status == 64, "\(refused.err)")
        #expect(
            refused.err.contains(
                "holds 2 things to lint (\(folder)/a/Metadata.appintents, \(folder)/b/Metadata.appintents); name the one to lint"),
            "\(refused.err)")
        #expect(harness.run("intents", "lint", folder + "/b").status == 65)
        try FileManager.default.removeItem(atPath: folder + "/b")
        try FileManager.default.copyItem(
            atPath: Self.root + "/Data/Intents.intentdefinition", toPath: folder + "/Intents.intentdefinition")
        #expect(harness.run("intents", "lint", folder).status == 64)
        try FileManager.default.removeItem(atPath: folder + "/Intents.intentdefinition")
        #expect(harness.run("intents", "lint", folder).status == 0)
        let radio = harness.run("intents", "lint", Self.root + "/Tests/Fixtures/RealAppIntents/Radio", "--format", "github")
        #expect(radio.out.hasPrefix("::error file=\(Self.root)/Tests/Fixtures/RealAppIntents/Radio/extract.actionsdata::"), "\(radio.out)")
    }

    /// An app bundle shipping a SiriKit definition beside its metadata (TikTok 38.4's
    /// `Intents.intentdefinition`): `show` names the definition it did not read, `lint` refuses
    /// naming both, and `donate` asked for one of the definition's intents says where it is.
    @Test func aDefinitionBesideTheMetadataIsNamed() throws {
        let harness = try Harness()
        let metadata = try String(contentsOfFile: Self.soupChef + "/extract.actionsdata", encoding: .utf8)
        let app = try bundle(metadata, name: "Soup Chef", in: harness)
        let definition = app + "/Intents.intentdefinition"
        try FileManager.default.copyItem(atPath: Self.root + "/Data/Intents.intentdefinition", toPath: definition)
        let shown = harness.run("intents", "show", app)
        #expect(
            shown.out.contains("Also found, not read: \(definition), an intent definition (give its path to read it)\n"), "\(shown.out)")
        #expect(try harness.run("--json", "intents", "show", app).json()["otherMetadata"] as? [String] == [definition])
        let lint = harness.run("intents", "lint", app)
        #expect(lint.status == 64 && lint.err.contains("(\(app)/Metadata.appintents, \(definition)); name the one to lint"), "\(lint.err)")
        let donated = harness.run("intents", "donate", app, "OrderSoupIntent")
        #expect(donated.status == 64)
        #expect(
            donated.err.contains(
                "has no action OrderSoupIntent; its actions: OrderSoup. OrderSoupIntent is an intent of the intent definition \(definition)"
                    + " beside the metadata: give that file's path to use it\n"), "\(donated.err)")
        #expect(harness.run("intents", "donate", definition, "OrderSoupIntent", "soup=Tomato Soup").status == 0)
        // Given the metadata folder, nothing beside it is looked for.
        #expect(!harness.run("intents", "show", app + "/Metadata.appintents").out.contains("Also found"))
    }

    /// A catalog entry holding all of an App Shortcut's phrases (keyed by its first, as Xcode 16
    /// extracts it) says them in no order of theirs: a text heard is reported as the translation
    /// of the phrase naming what it names (currency's Japanese “…で${source}を換算” is the
    /// phrase with ${source}, not the entry's key without it).
    @Test func aTextOfAnEntryIsTheTranslationOfThePhraseNamingWhatItNames() throws {
        let harness = try Harness()
        let metadata = try String(contentsOfFile: Self.soupChef + "/extract.actionsdata", encoding: .utf8)
        let app = try bundle(metadata, name: "Soup Chef", in: harness)
        let catalog =
            #"{"sourceLanguage": "en", "strings": {"Order ${applicationName}": {"localizations": {"fr": {"stringSet": {"state": "translated", "values": ["Commander ${soup} sur ${applicationName}", "Commander sur ${applicationName}"]}}}}}, "version": "1.0"}"#
        try Data(catalog.utf8).write(to: URL(fileURLWithPath: app + "/AppShortcuts.xcstrings"))
        let soup = harness.run("intents", "match", app, "Commander Tomato Soup sur Soup Chef", "--locale", "fr", "--value", "soup=Tomato Soup")
        #expect(soup.status == 0, "\(soup.err)")
        #expect(
            soup.out.contains("  Phrase: “Order ${soup} from ${applicationName}”\n  Said: “Commander ${soup} sur ${applicationName}” (fr)\n"),
            "\(soup.out)")
        let plain = try harness.run("--json", "intents", "match", app, "Commander sur Soup Chef", "--locale", "fr").json()
        #expect((plain["match"] as? [String: Any])?["template"] as? String == "Order ${applicationName}", "\(plain)")
    }

    /// A translation saying two App Shortcuts alike (KozBon's Chinese): `match` reaches the first,
    /// and says the other is said the same way, as `lint` warns.
    @Test func anUtteranceOfTwoAppShortcutsSaysSo() throws {
        let harness = try Harness()
        let json = """
            {"actions": {"Scan": {"identifier": "Scan", "title": {"key": "Scan"}}, "List": {"identifier": "List", "title": {"key": "List"}}},
             "autoShortcuts": [
               {"actionIdentifier": "Scan", "phraseTemplates": [{"key": "Look for services with ${applicationName}"}], "shortTitle": {"key": "Scan"}, "systemImageName": "a"},
               {"actionIdentifier": "List", "phraseTemplates": [{"key": "Find services with ${applicationName}"}], "shortTitle": {"key": "List"}, "systemImageName": "b"}]}
            """
        let app = try bundle(json, in: harness)
        try FileManager.default.createDirectory(atPath: app + "/fr.lproj", withIntermediateDirectories: true)
        let strings = """
            "Look for services with ${applicationName}" = "Chercher des services avec ${applicationName}";
            "Find services with ${applicationName}" = "Chercher des services avec ${applicationName}";
            """
        try Data(strings.utf8).write(to: URL(fileURLWithPath: app + "/fr.lproj/AppShortcuts.strings"))
        let heard = harness.run("intents", "match", app, "Chercher des services avec Streamer", "--locale", "fr")
        #expect(heard.status == 0, "\(heard.err)")
        #expect(heard.out.contains("  Action: Scan (“Scan”)\n"), "\(heard.out)")
        #expect(
            heard.out.contains(
                "  Also: List (“Find services with ${applicationName}”) is said the same way; which App Shortcut iOS runs is not documented\n"),
            "\(heard.out)")
        let document = try harness.run("--json", "intents", "match", app, "Chercher des services avec Streamer", "--locale", "fr").json()
        #expect((document["alsoReaches"] as? [[String: Any]])?.map { $0["action"] as? String } == ["List"], "\(document)")
        let english = try harness.run("--json", "intents", "match", app, "Find services with Streamer").json()
        #expect((english["alsoReaches"] as? [Any])?.isEmpty == true)
    }

    /// A key of the phrases' table that is no App Shortcut's phrase (a short title kept there, a
    /// phrase since renamed) is no phrase: `show` counts it apart and names it, `lint` notes it
    /// once a file, and `match` never hears it.
    @Test func aTableKeyThatIsNoPhraseIsNamedApartAndNoted() throws {
        let harness = try Harness()
        let app = try bundle(Self.broken, in: harness)
        let catalog =
            #"{"sourceLanguage": "en", "strings": {"Play on ${applicationName}": {"localizations": {"fr": {"stringUnit": {"state": "translated", "value": "Joue sur ${applicationName}"}}}}, "Scan for Stations": {"localizations": {"fr": {"stringUnit": {"state": "translated", "value": "Chercher des stations"}}}}}, "version": "1.0"}"#
        try Data(catalog.utf8).write(to: URL(fileURLWithPath: app + "/AppShortcuts.xcstrings"))
        let shown = harness.run("intents", "show", app)
        #expect(
            shown.out.contains(
                "  fr: 1 phrase in \(app)/AppShortcuts.xcstrings; also “Scan for Stations”, no App Shortcut's phrase, which Siri never reads\n"),
            "\(shown.out)")
        let lint = try harness.run("--json", "intents", "lint", app).json()
        let findings = try #require(lint["findings"] as? [[String: Any]])
        let notes = findings.filter { $0["rule"] as? String == "translationOfNoPhrase" }
        #expect(notes.count == 1 && notes.first?["severity"] as? String == "note", "\(findings)")
        #expect(notes.first?["phrase"] as? String == "Scan for Stations")
        #expect(harness.run("intents", "match", app, "Chercher des stations", "--locale", "fr").status == 1)
    }

    /// Metadata without App Shortcuts beside a phrases' table (Snapchat 14.25 ships 84 keys and
    /// none): no key is a phrase, so `show` counts none and `lint` notes each key.
    @Test func withoutAppShortcutsEveryKeyOfThePhrasesTableIsNoPhrase() throws {
        let harness = try Harness()
        let app = try bundle(#"{"actions": {"Open": {"identifier": "Open"}}, "autoShortcuts": []}"#, in: harness)
        try FileManager.default.createDirectory(atPath: app + "/en.lproj", withIntermediateDirectories: true)
        let table = #""Open ${applicationName}" = "Open ${applicationName}"; "${applicationName} Camera" = "${applicationName} Camera";"#
        try Data(table.utf8).write(to: URL(fileURLWithPath: app + "/en.lproj/AppShortcuts.strings"))
        let shown = harness.run("intents", "show", app)
        #expect(
            shown.out.contains(
                "  en: 0 phrases in \(app)/en.lproj/AppShortcuts.strings; also “${applicationName} Camera”, “Open ${applicationName}”,"
                    + " no App Shortcut's phrase, which Siri never reads\n"), "\(shown.out)")
        let lint = try harness.run("--json", "intents", "lint", app).json()
        let notes = try #require(lint["findings"] as? [[String: Any]]).filter { $0["rule"] as? String == "translationOfNoPhrase" }
        #expect(notes.compactMap { $0["phrase"] as? String } == ["${applicationName} Camera", "Open ${applicationName}"], "\(notes)")
        // JSON keeps the table as written.
        let translations = try #require(try harness.run("--json", "intents", "show", app).json()["translations"] as? [[String: Any]])
        #expect((translations.first?["phrases"] as? [String: String])?.count == 2)
    }

    /// Titles written with `"table": "AppShortcuts"` (Snapchat 14.25's) are read from the phrases'
    /// table: `show` shows their text and counts them apart from the phrases, and `lint` does not
    /// note them as keys Siri never reads.
    @Test func aTitleReadFromThePhrasesTableIsCountedApartAndNotNoted() throws {
        let harness = try Harness()
        let metadata = """
            {"actions": {"OpenCamera": {"identifier": "OpenCamera", "title": {"key": "Open Camera", "table": "AppShortcuts"}}},
             "autoShortcuts": [{"actionIdentifier": "OpenCamera", "phraseTemplates": [{"key": "${applicationName} Camera"}],
                "shortTitle": {"key": "Camera", "table": "AppShortcuts"}, "systemImageName": "camera"}]}
            """
        let app = try bundle(metadata, in: harness)
        try FileManager.default.createDirectory(atPath: app + "/en.lproj", withIntermediateDirectories: true)
        let table =
            #""${applicationName} Camera" = "${applicationName} Camera"; "Open Camera" = "Open the Camera"; "Camera" = "Snap Camera"; "Open Chat" = "Open Chat";"#
        try Data(table.utf8).write(to: URL(fileURLWithPath: app + "/en.lproj/AppShortcuts.strings"))
        let shown = harness.run("intents", "show", app)
        #expect(shown.out.contains("  OpenCamera: “Open the Camera”\n"), "\(shown.out)")
        #expect(
            shown.out.contains(
                "  en: 1 phrase, 2 titles or other texts of the metadata, in \(app)/en.lproj/AppShortcuts.strings; also “Open Chat”,"
                    + " no App Shortcut's phrase, which Siri never reads\n"), "\(shown.out)")
        let lint = try harness.run("--json", "intents", "lint", app).json()
        let notes = try #require(lint["findings"] as? [[String: Any]]).filter { $0["rule"] as? String == "translationOfNoPhrase" }
        #expect(notes.compactMap { $0["phrase"] as? String } == ["Open Chat"], "\(notes)")
        #expect(harness.run("intents", "match", app, "Streamer Camera").out.contains("  App Shortcut: “Snap Camera”\n"))
    }

    /// A negative phrase's translation is used (Xcode's check of the tables counts it so): `show`
    /// counts it as one, and `lint` does not note it as a key that is no phrase.
    @Test func aNegativePhrasesTranslationIsNoStrayKey() throws {
        let harness = try Harness()
        let metadata = """
            {"actions": {"Open": {"identifier": "Open", "title": {"key": "Open"}}},
             "autoShortcuts": [{"actionIdentifier": "Open", "phraseTemplates": [{"key": "Open ${applicationName}"}],
                "shortTitle": {"key": "Open"}, "systemImageName": "play"}],
             "negativePhrases": [{"phrase": {"key": "Play music"}}]}
            """
        let app = try bundle(metadata, in: harness)
        let catalog =
            #"{"sourceLanguage": "en", "strings": {"Open ${applicationName}": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Öffne ${applicationName}"}}}}, "Play music": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Spiele Musik"}}}}}, "version": "1.0"}"#
        try Data(catalog.utf8).write(to: URL(fileURLWithPath: app + "/AppShortcuts.xcstrings"))
        let shown = harness.run("intents", "show", app)
        #expect(shown.out.contains("  de: 1 phrase, 1 negative phrase, in \(app)/AppShortcuts.xcstrings\n"), "\(shown.out)")
        #expect(!shown.out.contains("never reads"), "\(shown.out)")
        let lint = harness.run("intents", "lint", app)
        #expect(lint.status == 0 && !lint.out.contains("translationOfNoPhrase") && !lint.out.contains("Play music"), "\(lint.out)")
    }

    /// Xcode 16 keys an App Shortcut's catalog entry by its first phrase, the source language's
    /// set holding all of them: those are phrases, counted as such, not other ways of saying one.
    @Test func theSourceLanguageCountsAnAppShortcutsOwnPhrasesAsPhrases() throws {
        let harness = try Harness()
        let app = try bundle(Self.broken, in: harness)
        let catalog =
            #"{"sourceLanguage": "en", "strings": {"Play on ${applicationName}": {"localizations": {"en": {"stringSet": {"state": "new", "values": ["Play on ${applicationName}", "Play ${station} on ${applicationName}", "Start ${applicationName}"]}}}}}, "version": "1.0"}"#
        try Data(catalog.utf8).write(to: URL(fileURLWithPath: app + "/AppShortcuts.xcstrings"))
        let shown = harness.run("intents", "show", app)
        #expect(
            shown.out.contains("  en (source language): 2 phrases and 1 other way of saying them in \(app)/AppShortcuts.xcstrings\n"),
            "\(shown.out)")
    }

    /// An entity's phrase heard without values cannot match whatever is said: the miss says how
    /// to give the values, and says nothing of it once they are given.
    @Test func aMissNearAnEntityPhraseWithoutValuesSaysToGiveThem() throws {
        let harness = try Harness()
        let arguments = ["intents", "match", Self.soupChef, "Order Tomato Soup from Soup Chef", "--app-name", "Soup Chef"]
        let missed = harness.run(arguments)
        #expect(missed.status == 1)
        #expect(missed.out.contains("  “Order ${soup} from Soup Chef” (OrderSoup)\n"))
        #expect(
            missed.err
                == "A phrase naming ${soup} is heard only with the values the app offers: give them with --value soup=<value> (repeat it for more),"
                + " or --value SoupAppEntity=<value> for every parameter of that entity\n")
        #expect(harness.run(arguments + ["--quiet"]).err == "")
        let given = harness.run(arguments.dropLast(3) + ["Order Chowder from Soup Chef", "--app-name", "Soup Chef", "--value", "soup=Tomato Soup"])
        #expect(given.status == 1 && given.err == "", "\(given.err)")
    }

    @Test func matchOnSoupChefTakesTheSoupFromValuesAndTheOrderTypeFromItsCases() throws {
        let harness = try Harness()
        let withValue = harness.run(
            "--json", "intents", "match", Self.soupChef, "Order Tomato Soup from Soup Chef", "--app-name", "Soup Chef", "--value", "soup=Tomato Soup")
        let document = try withValue.json()
        let match = try #require(document["match"] as? [String: Any])
        #expect(match["action"] as? String == "OrderSoup")
        #expect(match["template"] as? String == "Order ${soup} from ${applicationName}")
        #expect(match["value"] as? String == "Tomato Soup")
        #expect(harness.run("intents", "match", Self.soupChef, "Order Soup Chef").status == 64)  // no bundle, no --app-name
        // Metadata with no App Shortcuts needs no name: nothing matches.
        let actionsOnly = harness.directory + "/actions-only.actionsdata"
        try Data(#"{"actions": {"Run": {"identifier": "Run", "title": {"key": "Run"}}}, "autoShortcuts": []}"#.utf8).write(
            to: URL(fileURLWithPath: actionsOnly))
        let none = harness.run("intents", "match", actionsOnly, "Run")
        #expect(none.status == 1, "\(none.err)")
        #expect(none.out == "Nothing matches “Run”.\n\(actionsOnly) has no App Shortcuts.\n")
        let noneDocument = try harness.run("--json", "intents", "match", actionsOnly, "Run").json()
        #expect(noneDocument["applicationName"] is NSNull && noneDocument["matched"] as? Bool == false)
        // JSON says why, as the text does; a miss where phrases exist has no reason.
        #expect(noneDocument["reason"] as? String == "noAppShortcuts")
        #expect(document["reason"] == nil)
        let missed = try harness.run("--json", "intents", "match", Self.soupChef, "Sing", "--app-name", "Soup Chef").json()
        #expect(missed["matched"] as? Bool == false && missed["reason"] == nil)
        #expect(harness.run("intents", "match", Self.soupChef, "Order Soup Chef", "--app-name", "Soup Chef", "--value", "size=big").status == 64)
        let misspelt = harness.run("intents", "match", Self.soupChef, "Order Soup Chef", "--app-name", "Soup Chef", "--value", "sop=Tomato Soup")
        #expect(misspelt.status == 64)
        #expect(
            misspelt.err.contains(
                "(parameters: deliveryLocation, orderType, quantity, soup, storeLocation, toppings;"
                    + " entity types: OrderDetailsAppEntity, SoupAppEntity, ToppingAppEntity). Did you mean \"soup\"?\n"),
            "\(misspelt.err)")
        // A value for a parameter no phrase names is noted; an empty one is refused.
        let unnamed = harness.run("intents", "match", Self.soupChef, "Order Soup Chef", "--app-name", "Soup Chef", "--value", "quantity=7")
        #expect(unnamed.status == 0 && unnamed.err.contains("No App Shortcut phrase names ${quantity}, so its --value takes no part"))
        #expect(harness.run("intents", "match", Self.soupChef, "Order Soup Chef", "--app-name", "Soup Chef", "--value", "soup=").status == 64)
        // An enum parameter takes its cases only, as Siri hears an AppEnum's cases and no other text.
        let listen = Self.root + "/Tests/Fixtures/RealAppIntents/ListenScrobbler"
        let notACase = harness.run(
            "intents", "match", listen, "Open Settings in ListenScrobbler", "--app-name", "ListenScrobbler", "--value", "destination=Settings")
        #expect(notACase.status == 64)
        #expect(notACase.err.contains("destination is the enum DestinationAppEnum, which has no case \"Settings\"; its cases: "), "\(notACase.err)")
    }

    @Test func aBundleWithoutMetadataAndAFileThatIsNotJSONAreDataErrors() throws {
        let harness = try Harness()
        let empty = harness.directory + "/Empty.app"
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        let shown = harness.run("intents", "show", empty)
        #expect(shown.status == 65)
        #expect(shown.err.contains("no Metadata.appintents/extract.actionsdata"))
        // Another folder without metadata is not App Intents metadata: the definition reader's answer.
        let folder = harness.directory + "/folder"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        #expect(harness.run("intents", "show", folder).status == 74)
        let bad = harness.directory + "/extract.actionsdata"
        try Data("{ not json".utf8).write(to: URL(fileURLWithPath: bad))
        #expect(harness.run("intents", "lint", bad).status == 65)
    }
}

/// What the commands that read only intent definitions, and an option that applies only to them,
/// say when given App Intents metadata; and which bundle of a build folder is read.
/// Xcode 27A200c writes the top-level `isDiscoverable` false for what Shortcuts does not list,
/// beside `visibilityMetadata` holding what the intent declared.
@Suite struct AppIntentsDiscoverabilityTests {
    static let json = """
        {"actions": {
          "SelectShow": {"identifier": "SelectShow", "isDiscoverable": false, "systemProtocols": ["com.apple.link.systemProtocol.WidgetConfiguration"],
                         "visibilityMetadata": {"assistantOnly": false, "isDiscoverable": true}},
          "Ask": {"identifier": "Ask", "isDiscoverable": false, "visibilityMetadata": {"assistantOnly": true, "isDiscoverable": true}},
          "Hidden": {"identifier": "Hidden", "isDiscoverable": false, "visibilityMetadata": {"assistantOnly": false, "isDiscoverable": false}},
          "Odd": {"identifier": "Odd", "isDiscoverable": false, "visibilityMetadata": {"assistantOnly": false, "isDiscoverable": true}},
          "Play": {"identifier": "Play", "isDiscoverable": true, "visibilityMetadata": {"assistantOnly": false, "isDiscoverable": true}},
          "Old": {"identifier": "Old", "visibilityMetadata": {"isDiscoverable": false}},
          "Toggle": {"identifier": "Toggle", "isDiscoverable": false, "systemProtocols": ["com.apple.link.systemProtocol.ControlConfiguration"],
                     "visibilityMetadata": {"assistantOnly": false, "isDiscoverable": true}}}}
        """

    @Test func theTopLevelValueIsWhetherShortcutsListsIt() throws {
        let harness = try Harness()
        let app = try AppIntentsMetadataCommandTests().bundle(Self.json, in: harness)
        let show = harness.run("intents", "show", app)
        #expect(show.status == 0, "\(show.err)")
        let facts = show.out.split(separator: "\n").filter { $0.hasPrefix("    runs without") }.map(String.init)
        #expect(
            facts == [
                "    runs without opening the app; for the assistant only, not listed in Shortcuts",
                "    runs without opening the app; not discoverable",
                "    runs without opening the app; not listed in Shortcuts (declared discoverable)",
                "    runs without opening the app; not discoverable",
                "    runs without opening the app; discoverable",
                "    runs without opening the app; a widget's configuration, not listed in Shortcuts; system protocols WidgetConfiguration",
                "    runs without opening the app; a control's configuration, not listed in Shortcuts; system protocols ControlConfiguration",
            ], "\(show.out)")
        let json = harness.run("intents", "show", app, "--json")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])
        let widget = try #require((document["actions"] as? [[String: Any]])?.first { $0["identifier"] as? String == "SelectShow" })
        #expect(widget["isDiscoverable"] as? Bool == false)
        #expect(widget["isDeclaredDiscoverable"] as? Bool == true)
    }

    /// "App Shortcuts require this property to be true for the app intents they use" (Apple's
    /// `isDiscoverable`): an App Shortcut of an intent declaring it false is warned of (Xcode
    /// builds it, so not an error), and its phrases are not heard; one Xcode merely keeps out of Shortcuts (a widget's or control's
    /// configuration, an assistant-only intent) declares itself discoverable and is not judged.
    @Test func anAppShortcutOfAnIntentThatIsNotDiscoverableIsWarnedOfAndIsNotHeard() throws {
        let harness = try Harness()
        let shortcuts = ["Hidden", "Old", "Ask", "SelectShow", "Toggle", "Odd", "Play"].map { action in
            #"{"actionIdentifier": "\#(action)", "phraseTemplates": [{"key": "\#(action) with ${applicationName}"}], "shortTitle": {"key": "\#(action)"}, "systemImageName": "play"}"#
        }
        let json: String = String(Self.json.dropLast()) + #", "autoShortcuts": ["# + shortcuts.joined(separator: ", ") + "]}"
        let app = try AppIntentsMetadataCommandTests().bundle(json, in: harness)
        let lint = harness.run("intents", "lint", app, "--json")
        #expect(lint.status == 0, "\(lint.out)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(lint.out.utf8)) as? [String: Any])
        let findings = try #require(document["findings"] as? [[String: Any]])
        let subjects: [String] = findings.compactMap { $0["subject"] as? String }
        #expect(subjects == ["App Shortcut Hidden", "App Shortcut Old"])
        let rules: [String] = findings.compactMap { $0["rule"] as? String }
        let severities: [String] = findings.compactMap { $0["severity"] as? String }
        #expect(rules == ["shortcutActionNotDiscoverable", "shortcutActionNotDiscoverable"] && severities == ["warning", "warning"])
        let message: String = findings.first?["message"] as? String ?? ""
        #expect(message.contains("App Shortcuts require a discoverable intent"))
        let hidden = harness.run("intents", "match", app, "Hidden with Player", "--app-name", "Player", "--json")
        #expect(hidden.status == 1, "\(hidden.out)")
        let heard = try #require(try JSONSerialization.jsonObject(with: Data(hidden.out.utf8)) as? [String: Any])
        let dropped: [String] = heard["dropped"] as? [String] ?? []
        #expect(dropped == ["Hidden with ${applicationName}", "Old with ${applicationName}"])
        for action in ["Ask", "SelectShow", "Toggle", "Odd", "Play"] {
            #expect(harness.run("intents", "match", app, "\(action) with Player", "--app-name", "Player").status == 0, "\(action)")
        }
    }
}

@Suite struct AppIntentsSummaryShownTests {
    @Test func showPrintsEachActionsSummary() throws {
        let harness = try Harness()
        let json =
            #"{"actions": {"Follow": {"identifier": "Follow", "parameters": [{"name": "show", "valueType": {"entity": {"wrapper": {"typeName": "ShowEntity"}}}}], "actionConfiguration": {"actionSummary": {"wrapper": {"otherParameterIdentifiers": [], "summaryString": {"formatString": "Follow ${show}", "parameterIdentifiers": ["show"]}}}}}, "Odd": {"identifier": "Odd", "actionConfiguration": {"actionSummary": {"wrapper": {"otherParameterIdentifiers": ["note"], "switchOn": {}}}}}}}"#
        let app = try AppIntentsMetadataCommandTests().bundle(json, in: harness)
        let show = harness.run("intents", "show", app)
        #expect(show.out.contains("discoverable\n    summary “Follow ${show}”\n    show: entity ShowEntity\n"), "\(show.out)")
        #expect(show.out.contains("    summary in a form not read (switchOn); other parameters note\n"), "\(show.out)")
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(harness.run("intents", "show", app, "--json").out.utf8)) as? [String: Any])
        let follow = try #require((document["actions"] as? [[String: Any]])?.first { $0["identifier"] as? String == "Follow" })
        let summary = try #require(follow["summary"] as? [String: Any])
        #expect(summary["text"] as? String == "Follow ${show}" && summary["parameters"] as? [String] == ["show"])
    }

    /// A summary that depends on a parameter, as Freeform writes `Switch` and `When`: each case's
    /// sentence, then the otherwise; lint reads every sentence.
    @Test func showPrintsASummaryThatDependsOnAParameter() throws {
        let harness = try Harness()
        func sentence(_ text: String, _ names: String) -> String {
            #"{"actionSummary": {"wrapper": {"otherParameterIdentifiers": [], "summaryString": {"formatString": "\#(text)", "parameterIdentifiers": \#(names)}}}}"#
        }
        let kinds =
            #"{"array": {"values": [{"enumeration": {"identifier": "Kind", "value": "media"}}, {"enumeration": {"identifier": "Kind", "value": "line"}}]}}"#
        let add =
            #"{"whenClause": {"wrapper": {"condition": {"comparisonOperator": 0, "parameterIdentifier": "kind"}, "otherwise": \#(sentence("Add ${kind}", #"["kind"]"#)), "when": {"switchStatement": {"wrapper": {"parameterIdentifier": "kind", "cases": [{"isDefaultCase": false, "value": \#(kinds), "configuration": \#(sentence("Add ${kind} from ${source}", #"["kind", "source"]"#))}, {"isDefaultCase": true, "configuration": \#(sentence("Add ${kind} here", #"["kind"]"#))}]}}}}}}"#
        let insert =
            #"{"whenClause": {"wrapper": {"condition": {"comparisonOperator": 2, "parameterIdentifier": "shape", "value": {"enumeration": {"identifier": "Shape", "value": "line"}}}, "otherwise": \#(sentence("Insert ${shape} with ${text}", #"["shape", "text"]"#)), "when": \#(sentence("Insert ${shape}", #"["shape"]"#))}}}"#
        let json =
            #"{"actions": {"Add": {"identifier": "Add", "parameters": [{"name": "kind"}], "actionConfiguration": \#(add)}, "Insert": {"identifier": "Insert", "parameters": [{"name": "shape"}, {"name": "text"}], "actionConfiguration": \#(insert)}}}"#
        let app = try AppIntentsMetadataCommandTests().bundle(json, in: harness)
        let show = harness.run("intents", "show", app)
        #expect(
            show.out.contains(
                """
                    summary depending on kind:
                      when kind is media or line: “Add ${kind} from ${source}”
                      when kind has another value: “Add ${kind} here”
                      otherwise: “Add ${kind}”

                """), "\(show.out)")
        #expect(
            show.out.contains("      when shape, comparison 2, line: “Insert ${shape}”\n      otherwise: “Insert ${shape} with ${text}”\n"),
            "\(show.out)")
        let lint = harness.run("intents", "lint", app)
        #expect(lint.out.contains("the summary “Add ${kind} from ${source}” names ${source}, which is not a parameter of Add"), "\(lint.out)")
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(harness.run("intents", "show", app, "--json").out.utf8)) as? [String: Any])
        let insertAction = try #require((document["actions"] as? [[String: Any]])?.first { $0["identifier"] as? String == "Insert" })
        let summary = try #require(insertAction["summary"] as? [String: Any])
        #expect(
            summary["parameter"] as? String == "shape"
                && (summary["variants"] as? [[String: Any]])?.first?["when"] as? String == "shape, comparison 2, line")
    }
}

/// An app whose App Intents live in its frameworks (Apple Podcasts 27.0): the app's own file is
/// near empty, and `extract.packagedata` names the packages it includes.
@Suite struct AppIntentsFrameworkMetadataTests {
    @Test func everyFrameworksAndExtensionsMetadataIsListedAndTheIncludedPackagesNamed() throws {
        let harness = try Harness()
        let app = try AppIntentsMetadataCommandTests().bundle(#"{"actions": {}, "version": 1}"#, in: harness)
        try Data(#"{"version": 1, "includes": ["7PlayKit0abC7PackageV", "not mangled"]}"#.utf8)
            .write(to: URL(fileURLWithPath: app + "/Metadata.appintents/extract.packagedata"))
        for bundle in ["Frameworks/PlayKit.framework", "Frameworks/Other.framework", "PlugIns/Widget.appex"] {
            try FileManager.default.createDirectory(atPath: app + "/\(bundle)/Metadata.appintents", withIntermediateDirectories: true)
            try Data(#"{"actions": {}}"#.utf8).write(to: URL(fileURLWithPath: app + "/\(bundle)/Metadata.appintents/extract.actionsdata"))
        }
        let show = harness.run("intents", "show", app)
        #expect(show.status == 0, "\(show.err)")
        #expect(
            show.out.contains(
                """
                Includes the App Intents packages of: PlayKit, not mangled
                  PlayKit: read from Frameworks/PlayKit.framework
                  not mangled: not in the bundle (no Frameworks/not mangled.framework with App Intents metadata)

                """), "\(show.out)")
        // The included framework is read with the app's; the others are only listed.
        let listed = show.out.split(separator: "\n").filter { $0.hasPrefix("Also found, not read: ") }
        #expect(
            listed == [
                "Also found, not read: \(app)/PlugIns/Widget.appex/Metadata.appintents (give its path to read it)",
                "Also found, not read: \(app)/Frameworks/Other.framework/Metadata.appintents (give its path to read it)",
            ], "\(show.out)")
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(harness.run("intents", "show", app, "--json").out.utf8)) as? [String: Any])
        #expect(document["includedPackages"] as? [String] == ["7PlayKit0abC7PackageV", "not mangled"])
        #expect((document["otherMetadata"] as? [String])?.count == 2)
        #expect((document["files"] as? [String])?.last == app + "/Frameworks/PlayKit.framework/Metadata.appintents/extract.actionsdata")
        // The file given alone is read alone, and says so.
        let alone = harness.run("intents", "show", app + "/Metadata.appintents/extract.actionsdata")
        #expect(alone.out.contains("PlayKit, not mangled\n  not read: a file given alone is read alone (give the app"), "\(alone.out)")
    }
}

/// `show`, `lint` and `match` on an app with App Intents in its frameworks (`TestSupport.PackagedApp`).
@Suite struct AppIntentsPackagedAppCommandTests {
    static let playKit = "Frameworks/PlayKit.framework"

    @Test func showSaysWhereEachPackagesItemsComeFrom() throws {
        let harness = try Harness()
        let app = try PackagedApp.write(in: harness.directory)
        let show = harness.run("intents", "show", app)
        #expect(show.status == 0, "\(show.err)")
        #expect(
            show.out.contains(
                """
                Includes the App Intents packages of: PlayKit, MissingKit
                  PlayKit: read from Frameworks/PlayKit.framework
                  MissingKit: not in the bundle (no Frameworks/MissingKit.framework with App Intents metadata)
                  DeepKit (included by PlayKit): read from Frameworks/DeepKit.framework
                Also found, not read: \(app)/Frameworks/Other.framework/Metadata.appintents (give its path to read it)

                Actions (3):
                  Open: “Open Player”
                    opens the app; discoverable
                    no parameters
                  PlayMode: “Play Mode”
                    PlayKit.PlayMode; from Frameworks/PlayKit.framework; runs without opening the app; discoverable
                    mode (“Mode”): enum Mode
                  Skip: “Skip”
                    from Frameworks/DeepKit.framework; runs without opening the app; discoverable
                """), "\(show.out)")
        #expect(
            show.out.contains("  Station (“Station”): default query StationQuery\n    queries: StationQuery (default) from \(Self.playKit)\n"),
            "\(show.out)")
        #expect(show.out.contains("  Mode, from \(Self.playKit): shuffle (“Shuffle”, or “Random”), repeat (“Repeat”)\n"), "\(show.out)")
        #expect(show.out.contains("App Shortcuts (2, tile colour 7 (blue)):\n"), "\(show.out)")
        let json = harness.run("intents", "show", app, "--json")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])
        let actions = try #require(document["actions"] as? [[String: Any]])
        #expect(actions.map { $0["source"] as? String } == [nil, Self.playKit, "Frameworks/DeepKit.framework"])
        #expect((document["enums"] as? [[String: Any]])?.first?["source"] as? String == Self.playKit)
        #expect((document["files"] as? [String])?.count == 3)
        let packages = try #require(document["packages"] as? [[String: Any]])
        #expect(packages.map { $0["module"] as? String } == ["PlayKit", "MissingKit", "DeepKit"])
        #expect(packages[1]["file"] == nil && packages[2]["includedBy"] as? String == "PlayKit")
    }

    @Test func lintIsCleanButForTheMissingPackageAndTheDuplicate() throws {
        let harness = try Harness()
        let app = try PackagedApp.write(in: harness.directory)
        let lint = harness.run("intents", "lint", app)
        #expect(lint.status == 0, "\(lint.err)")
        #expect(
            lint.out.split(separator: "\n").map(String.init) == [
                "\(app): note: package MissingKit: the app includes it, but the bundle has no Frameworks/MissingKit.framework with App Intents "
                    + "metadata; its App Intents are not known",
                "\(app): warning: action Open: is declared in the app's metadata and again in \(Self.playKit); the first is read, the other left out",
            ], "\(lint.out)")
        #expect(lint.err.contains("\(app): 0 errors, 1 warning, 1 note"), "\(lint.err)")
        let github = harness.run("intents", "lint", app, "--format", "github")
        #expect(github.out.contains("::warning file=\(app)/\(Self.playKit)/Metadata.appintents/extract.actionsdata::action Open: "), "\(github.out)")
    }

    @Test func matchReachesTheFrameworksActionAndSaysWhatItRead() throws {
        let harness = try Harness()
        let app = try PackagedApp.write(in: harness.directory)
        let match = harness.run("intents", "match", app, "Play random in Player")
        #expect(match.status == 0, "\(match.out)\(match.err)")
        #expect(
            match.out == """
                “Play Random in Player”
                  App Shortcut: “Play”
                  Action: PlayMode (“Play Mode”), from \(Self.playKit)
                  Phrase: “Play ${mode} in ${applicationName}”
                  mode: Random (shuffle)

                """, "\(match.out)")
        #expect(
            match.err.contains(
                "Read \(app)/Metadata.appintents/extract.actionsdata, \(app)/\(Self.playKit)/Metadata.appintents/extract.actionsdata, "
                    + "\(app)/Frameworks/DeepKit.framework/Metadata.appintents/extract.actionsdata; included, not read: MissingKit; "
                    + "also found, not read: \(app)/Frameworks/Other.framework/Metadata.appintents"), "\(match.err)")
        let json = harness.run("intents", "match", app, "Play repeat in Player", "--json")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])
        #expect((document["match"] as? [String: Any])?["actionSource"] as? String == Self.playKit)
        #expect((document["match"] as? [String: Any])?["valueIdentifier"] as? String == "repeat")
        // The app's file given alone is read alone, and says which packages its app takes in.
        let alone = harness.run("intents", "match", app + "/Metadata.appintents/extract.actionsdata", "Open Player", "--app-name", "Player")
        #expect(alone.status == 0, "\(alone.out)\(alone.err)")
        #expect(
            alone.err.contains(
                "Read \(app)/Metadata.appintents/extract.actionsdata alone; its app includes the App Intents packages of PlayKit, MissingKit, not read"
            ),
            "\(alone.err)")
    }
}

/// What Xcode 27A200c writes for Apple Podcasts' frameworks, shown as what it is.
@Suite struct AppIntentsFrameworkShapesShownTests {
    static let json = """
        {"actions": {"Play": {"identifier": "Play", "title": {"key": "Play"}, "descriptionMetadata": {"descriptionText": {"key": ""}},
            "assistantDefinedSchemas": [{"domain": "audio", "name": "PlayAudioIntent", "version": "1.0.0"}],
            "parameters": [{"name": "episode", "title": {"alternatives": [], "key": ""}, "parameterDescription": {"key": ""},
                            "valueType": {"entity": {"wrapper": {"typeName": "EpisodeEntity"}}}}]}},
         "entities": {
            "ArtistEntity": {"typeName": "ArtistEntity", "displayTypeName": {"key": ""}, "transient": false,
                             "defaultQueryIdentifier": "Kit.ArtistEntity.ArtistEntityQuery",
                             "assistantDefinedSchemas": [{"domain": "audio", "name": "ArtistEntity", "version": "1.0.0"}]},
            "Context": {"typeName": "Context", "transient": true, "assistantDefinedSchemas": []},
            "Loose": {"typeName": "Loose", "transient": false}},
         "queries": {"AudioQuery": {"identifier": "AudioQuery", "entityType": "",
            "inputValueType": {"entity": {"wrapper": {"typeName": "Media.AudioSearchEntity", "system": {}}}},
            "resultValueType": {"alternative": {"wrapper": {"appEnumIdentifier": "AudioCases", "memberValueTypes": [
                {"entity": {"wrapper": {"typeName": "ShowEntity"}}}, {"entity": {"wrapper": {"typeName": "EpisodeEntity"}}}]}}}}}}
        """

    @Test func emptyTitlesSchemasTransientEntitiesAndQueriesElsewhereAreShownAsWhatTheyAre() throws {
        let harness = try Harness()
        let app = try AppIntentsMetadataCommandTests().bundle(Self.json, in: harness)
        let show = harness.run("intents", "show", app)
        #expect(show.status == 0, "\(show.err)")
        #expect(
            show.out.contains("  Play: “Play”\n    runs without opening the app; discoverable; assistant schema audio.PlayAudioIntent 1.0.0\n"),
            "\(show.out)")
        #expect(show.out.contains("\n    episode: entity EpisodeEntity\n"), "\(show.out)")
        #expect(
            show.out.contains(
                "  ArtistEntity: default query Kit.ArtistEntity.ArtistEntityQuery, not in this file; assistant schema audio.ArtistEntity 1.0.0\n"),
            "\(show.out)")
        #expect(show.out.contains("  Context: transient (TransientAppEntity), no query\n"), "\(show.out)")
        #expect(show.out.contains("  Loose: no default query\n"), "\(show.out)")
        #expect(
            show.out.contains(
                "  query AudioQuery takes entity Media.AudioSearchEntity and returns one of entity ShowEntity, entity EpisodeEntity\n"), "\(show.out)"
        )
        #expect(!show.out.contains("“”") && !show.out.contains(" for ,"), "\(show.out)")
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(harness.run("intents", "show", app, "--json").out.utf8)) as? [String: Any])
        let play = try #require((document["actions"] as? [[String: Any]])?.first)
        #expect((play["assistantSchemas"] as? [[String: String]]) == [["domain": "audio", "name": "PlayAudioIntent", "version": "1.0.0"]])
        #expect((play["parameters"] as? [[String: Any]])?.first?["title"] == nil)
        #expect(play["description"] == nil)
        let context = try #require((document["entities"] as? [[String: Any]])?.first { $0["typeName"] as? String == "Context" })
        #expect(context["isTransient"] as? Bool == true)
    }

    @Test func anEnumAnActionCarriesIsListedWithItsCarrier() throws {
        let harness = try Harness()
        let json =
            #"{"actions": {"Go": {"identifier": "Go", "typeSpecificMetadata": ["LNActionTypeMetadataKeyEntityMetadata", {"enumMetadata": {"wrapper": {"identifier": "Place", "cases": [{"identifier": "home", "displayRepresentation": {"title": {"key": "Home"}}}]}}}]}}, "enums": []}"#
        let show = harness.run("intents", "show", try AppIntentsMetadataCommandTests().bundle(json, in: harness))
        #expect(show.out.contains("Enums (1):\n  Place, declared in Go's metadata: home (“Home”)\n"), "\(show.out)")
    }
}

/// An `AppShortcuts.xcstrings` beside the metadata: its source language says each phrase as its key.
@Suite struct AppIntentsStringCatalogTests {
    static let json =
        #"{"actions": {"Open": {"identifier": "Open", "title": {"key": "Open"}}}, "autoShortcuts": [{"actionIdentifier": "Open", "phraseTemplates": [{"key": "Open ${applicationName}"}, {"key": "Start ${applicationName}"}], "shortTitle": {"key": "Open"}, "systemImageName": "bolt"}]}"#
    /// `en` gives one phrase a text of its own and not the other; `de` translates only the first.
    static let catalog =
        #"{"sourceLanguage": "en", "strings": {"Open ${applicationName}": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Öffne ${applicationName}"}}, "en": {"stringUnit": {"state": "translated", "value": "Open ${applicationName}"}}}}, "Start ${applicationName}": {"extractionState": "manual"}}, "version": "1.0"}"#

    @Test func theSourceLanguageIsNoTranslationMissingPhrasesAndItsPhrasesAreCounted() throws {
        let harness = try Harness()
        let app = try AppIntentsMetadataCommandTests().bundle(Self.json, in: harness)
        try Data(Self.catalog.utf8).write(to: URL(fileURLWithPath: app + "/AppShortcuts.xcstrings"))
        let lint = harness.run("intents", "lint", app)
        #expect(lint.status == 0, "\(lint.err)")
        #expect(!lint.out.contains("translation en"), "\(lint.out)")
        #expect(lint.out.contains("warning: translation de: “Start ${applicationName}” is not in \(app)/AppShortcuts.xcstrings"), "\(lint.out)")
        #expect(lint.err.contains("0 errors, 1 warning"), "\(lint.err)")
        let github = harness.run("intents", "lint", app, "--format", "github")
        #expect(github.out.hasPrefix("::warning file=\(app)/AppShortcuts.xcstrings::translation de: "), "\(github.out)")
        let show = harness.run("intents", "show", app)
        #expect(show.out.contains("  en (source language): 2 phrases in \(app)/AppShortcuts.xcstrings\n"), "\(show.out)")
        #expect(show.out.contains("  de: 1 phrase in \(app)/AppShortcuts.xcstrings\n"), "\(show.out)")
        let json = harness.run("intents", "show", app, "--json")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])
        let english = try #require((document["translations"] as? [[String: Any]])?.first { $0["language"] as? String == "en" })
        #expect(english["isSourceLanguage"] as? Bool == true)
        #expect((english["phrases"] as? [String: String])?["Start ${applicationName}"] == "Start ${applicationName}")
    }
}

/// What `show` says of shapes the first real files lacked: a deprecated intent, an entity of a
/// file from before Xcode 16 (which names no default query), the value types named by number.
@Suite struct AppIntentsMetadataOlderShapesCommandTests {
    static let json = """
        {"actions": {"OldPlay": {"identifier": "OldPlay", "title": {"key": "Play"}, "deprecationMetadata": {"messageText": {"key": "Use Listen"}, "replacedByIntentIdentifier": "Listen"},
            "parameters": [{"name": "length", "valueType": {"measurement": {"wrapper": {"unitType": 7}}}},
                           {"name": "at", "valueType": {"primitive": {"wrapper": {"typeIdentifier": 9}}}},
                           {"name": "items", "valueType": {"array": {"wrapper": {"memberValueType": {"intents": {"wrapper": {"typeIdentifier": 12}}}}}},
                            "typeSpecificMetadata": ["LNValueTypeSpecificMetadataKeyDefaultValue", {"array": {"elements": []}}]}]}},
         "entities": {"Book": {"typeName": "Book"}, "Shelf": {"typeName": "Shelf"}},
         "queries": {"BookQuery": {"identifier": "BookQuery", "entityType": "Book"}},
         "generator": {"name": "xcode-tools", "version": "15.2"}, "version": 1}
        """

    @Test func showSaysWhatItReads() throws {
        let harness = try Harness()
        let app = try AppIntentsMetadataCommandTests().bundle(Self.json, in: harness)
        let show = harness.run("intents", "show", app)
        #expect(show.status == 0, "\(show.err)")
        #expect(show.out.contains("    runs without opening the app; discoverable; deprecated (“Use Listen”), replaced by Listen\n"), "\(show.out)")
        #expect(show.out.contains("    length: measurement (duration)\n    at: DateComponents\n"), "\(show.out)")
        // Freeform's media items default to an empty list, written `{"array": {"elements": []}}`.
        #expect(show.out.contains("    items: list of file, default an empty list\n"), "\(show.out)")
        #expect(show.out.contains("  Book: default query BookQuery (the query for its type; this file names no default query)\n"), "\(show.out)")
        #expect(show.out.contains("  Shelf: no query for it in this file (which names no default query)\n"), "\(show.out)")
        let linted = harness.run("intents", "lint", app)
        #expect(linted.status == 0, "\(linted.out)")
        #expect(linted.out.contains("warning: entity Shelf: has no query for its type in this file"), "\(linted.out)")
        let document = try harness.run("--json", "intents", "show", app).json()
        let action = try #require((document["actions"] as? [[String: Any]])?.first)
        #expect(action["deprecation"] as? [String: String] == ["message": "Use Listen", "replacedBy": "Listen"])
    }
}

/// Siri hears an app by the other names its `Info.plist` gives (`INAlternativeAppNames`, which
/// "will continue to work for App Shortcuts", as Apple's engineer answered on the developer forums,
/// and `CFBundleSpokenName`, the name as said, Apple's QA1950).
@Suite struct AppIntentsAlternativeAppNamesTests {
    @Test func aPhraseSaidWithAnotherNameOfTheAppMatches() throws {
        let harness = try Harness()
        let app = harness.directory + "/Unicorn.app"
        try FileManager.default.createDirectory(atPath: app + "/Metadata.appintents", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: app + "/en.lproj", withIntermediateDirectories: true)
        try Data(AppIntentsStringCatalogTests.json.utf8).write(to: URL(fileURLWithPath: app + "/Metadata.appintents/extract.actionsdata"))
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict>
            <key>CFBundleDisplayName</key><string>Unicorn Bank</string><key>CFBundleSpokenName</key><string>Unicorn Banking</string>
            <key>INAlternativeAppNames</key><array>
            <dict><key>INAlternativeAppName</key><string>Unicorn Pay</string></dict>
            <dict><key>INAlternativeAppName</key><string>ALT_NAME</string></dict>
            <dict><key>INAlternativeAppName</key><string>Unicorn Bank</string></dict>
            <dict><key>INAlternativeAppName</key><string>Fourth</string></dict></array></dict></plist>
            """
        try Data(plist.utf8).write(to: URL(fileURLWithPath: app + "/Info.plist"))
        try Data(#""ALT_NAME" = "Unicorn";"#.utf8).write(to: URL(fileURLWithPath: app + "/en.lproj/InfoPlist.strings"))
        let location = try AppIntentsMetadataReader.locate(path: app)
        // The fourth is past Apple's three; the app's own name is not another.
        #expect(AppIntentsMetadataReader.alternativeApplicationNames(location) == ["Unicorn Pay", "Unicorn", "Unicorn Banking"])
        for (said, name) in [("Open Unicorn Pay", "Unicorn Pay"), ("Open Unicorn", "Unicorn"), ("open unicorn banking", "Unicorn Banking")] {
            let matched = harness.run("intents", "match", app, said)
            #expect(matched.status == 0, "\(said): \(matched.out)")
            #expect(matched.out.contains("  App name: “\(name)”, another name of Unicorn Bank (Info.plist)\n"), "\(matched.out)")
        }
        let own = harness.run("intents", "match", app, "Open Unicorn Bank")
        #expect(own.status == 0 && !own.out.contains("App name:"), "\(own.out)")
        #expect(harness.run("intents", "match", app, "Open Fourth").status == 1)
        let document = try harness.run("--json", "intents", "match", app, "Open Unicorn Pay").json()
        #expect((document["match"] as? [String: Any])?["alternativeName"] as? String == "Unicorn Pay")
        #expect(document["applicationName"] as? String == "Unicorn Bank")
    }
}

/// An app whose App Shortcuts its App Intents extension declares (the provider in the extension, as
/// Apple's forums describe): the app's own metadata has none, the extension's are the app's.
@Suite struct AppIntentsExtensionShortcutsTests {
    @Test func matchHearsTheAppShortcutsOfTheAppsExtension() throws {
        let harness = try Harness()
        let app = try AppIntentsMetadataCommandTests().bundle(#"{"actions": {"Show": {"identifier": "Show"}}, "autoShortcuts": []}"#, in: harness)
        let plugin = app + "/PlugIns/StreamerIntents.appex/Metadata.appintents"
        try FileManager.default.createDirectory(atPath: plugin, withIntermediateDirectories: true)
        try Data(AppIntentsStringCatalogTests.json.utf8).write(to: URL(fileURLWithPath: plugin + "/extract.actionsdata"))
        let matched = harness.run("intents", "match", app, "Open Streamer")
        #expect(matched.status == 0, "\(matched.out)\(matched.err)")
        #expect(matched.out.contains("  Action: Open (“Open”)\n"), "\(matched.out)")
        #expect(matched.err.contains("has no App Shortcuts; read those of \(plugin)/extract.actionsdata, an extension of the app"), "\(matched.err)")
        // The app's own App Shortcuts, when it has some, are the ones heard.
        let own = try AppIntentsMetadataCommandTests().bundle(Self.ownShortcut, in: harness)
        let heard = harness.run("intents", "match", own, "Open Streamer")
        #expect(heard.status == 1 && !heard.err.contains("an extension of the app"), "\(heard.out)\(heard.err)")
    }

    /// iOS 18 apps keep ExtensionKit extensions (an App Intents extension, Snapchat 14.25's Locked
    /// Camera Capture extension) in `Extensions`, not `PlugIns`: their metadata is named by `show`
    /// and heard by `match` as a plug-in's is, a plug-in's first.
    @Test func anExtensionKitExtensionIsFoundAsAPlugInIs() throws {
        let harness = try Harness()
        let app = try AppIntentsMetadataCommandTests().bundle(#"{"actions": {"Show": {"identifier": "Show"}}, "autoShortcuts": []}"#, in: harness)
        let capture = app + "/Extensions/StreamerCapture.appex/Metadata.appintents"
        try FileManager.default.createDirectory(atPath: capture, withIntermediateDirectories: true)
        try Data(AppIntentsStringCatalogTests.json.utf8).write(to: URL(fileURLWithPath: capture + "/extract.actionsdata"))
        let shown = harness.run("intents", "show", app)
        #expect(shown.out.contains("Also found, not read: \(capture) (give its path to read it)\n"), "\(shown.out)")
        #expect(try harness.run("--json", "intents", "show", app).json()["otherMetadata"] as? [String] == [capture])
        let matched = harness.run("intents", "match", app, "Start Streamer")
        #expect(matched.status == 0, "\(matched.out)\(matched.err)")
        #expect(matched.err.contains("read those of \(capture)/extract.actionsdata, an extension of the app"), "\(matched.err)")
        // A plug-in declaring App Shortcuts too is named first and heard instead.
        let plugin = app + "/PlugIns/StreamerIntents.appex/Metadata.appintents"
        try FileManager.default.createDirectory(atPath: plugin, withIntermediateDirectories: true)
        try Data(Self.ownShortcut.utf8).write(to: URL(fileURLWithPath: plugin + "/extract.actionsdata"))
        #expect(try harness.run("--json", "intents", "show", app).json()["otherMetadata"] as? [String] == [plugin, capture])
        let first = harness.run("intents", "match", app, "Show Streamer")
        #expect(first.status == 0 && first.err.contains("read those of \(plugin)/extract.actionsdata"), "\(first.out)\(first.err)")
    }

    /// A Mac app keeps its extensions in `Contents/PlugIns` and `Contents/Extensions`, each one's
    /// metadata in its `Contents/Resources`: `show` names them, `match` hears an extension's App
    /// Shortcuts as the app's, said with the app's name, and `lint` checks the app (its own
    /// extensions are not a second thing to lint).
    @Test func aMacAppsExtensionsAreFoundInItsContents() throws {
        let harness = try Harness()
        let contents = harness.directory + "/Streamer.app/Contents"
        let own = contents + "/Resources/Metadata.appintents"
        let widgets = contents + "/PlugIns/StreamerWidgets.appex/Contents/Resources/Metadata.appintents"
        for (folder, json) in [(own, #"{"actions": {"Show": {"identifier": "Show"}}, "autoShortcuts": []}"#), (widgets, Self.ownShortcut)] {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try Data(json.utf8).write(to: URL(fileURLWithPath: folder + "/extract.actionsdata"))
        }
        let plist =
            #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>CFBundleName</key><string>Streamer</string></dict></plist>"#
        try Data(plist.utf8).write(to: URL(fileURLWithPath: contents + "/Info.plist"))
        let app = harness.directory + "/Streamer.app"
        let shown = harness.run("intents", "show", app)
        #expect(shown.out.contains("Also found, not read: \(widgets) (give its path to read it)\n"), "\(shown.out)")
        let matched = harness.run("intents", "match", app, "Show Streamer")
        #expect(matched.status == 0, "\(matched.out)\(matched.err)")
        #expect(matched.err.contains("read those of \(widgets)/extract.actionsdata, an extension of the app"), "\(matched.err)")
        let lint = harness.run("intents", "lint", app)
        #expect(lint.status == 0 && !lint.err.contains("things to lint"), "\(lint.out)\(lint.err)")
    }

    static let ownShortcut =
        #"{"actions": {"Show": {"identifier": "Show"}}, "autoShortcuts": [{"actionIdentifier": "Show", "phraseTemplates": [{"key": "Show ${applicationName}"}], "shortTitle": {"key": "Show"}, "systemImageName": "eye"}]}"#
}

/// Texts written as localization keys, as Voice Memos' are (`CREATE_RECORDING_INTENT_TITLE`; the
/// text is in the bundle's strings), read as the bundle's development language says them.
@Suite struct AppIntentsLocalizationKeysTests {
    static let json =
        #"{"actions": {"Play": {"identifier": "Play", "title": {"key": "PLAY_INTENT_TITLE", "alternatives": []}, "parameters": [{"name": "speed", "title": {"key": "PLAY_SPEED_PARAMETER"}, "valueType": {"linkEnumeration": {"wrapper": {"identifier": "Speed"}}}}]}}, "enums": [{"identifier": "Speed", "displayTypeName": {"key": "SPEED_TYPE"}, "cases": [{"identifier": "fast", "displayRepresentation": {"title": {"key": "SPEED_FAST"}}}, {"identifier": "slow", "displayRepresentation": {"title": {"key": "SPEED_SLOW", "table": "Speeds"}}}]}], "autoShortcuts": [{"actionIdentifier": "Play", "phraseTemplates": [{"key": "Play ${speed} in ${applicationName}"}], "shortTitle": {"key": "PLAY_SHORT_TITLE"}, "systemImageName": "play"}]}"#

    @Test func keysAreReadFromTheBundlesStringsAndMatchHearsTheText() throws {
        let harness = try Harness()
        let app = try AppIntentsMetadataCommandTests().bundle(Self.json, in: harness)
        try FileManager.default.createDirectory(atPath: app + "/en.lproj", withIntermediateDirectories: true)
        let strings =
            #""PLAY_INTENT_TITLE" = "Play"; "PLAY_SPEED_PARAMETER" = "Speed"; "SPEED_TYPE" = "Speed"; "SPEED_FAST" = "Fast"; "PLAY_SHORT_TITLE" = "Play Fast";"#
        try Data(strings.utf8).write(to: URL(fileURLWithPath: app + "/en.lproj/Localizable.strings"))
        // A text naming its table (`"table": "Speeds"`, as Freeform's name `CRLAppIntents`) is looked up there.
        try FileManager.default.createDirectory(atPath: app + "/Base.lproj", withIntermediateDirectories: true)
        try Data(#""SPEED_SLOW" = "Slow";"#.utf8).write(to: URL(fileURLWithPath: app + "/Base.lproj/Speeds.strings"))
        let show = harness.run("intents", "show", app)
        #expect(show.status == 0, "\(show.err)")
        #expect(
            show.out.contains(
                "Texts: 6 written as localization keys, read from \(app)/en.lproj/Localizable.strings, \(app)/Base.lproj/Speeds.strings\n"),
            "\(show.out)")
        #expect(show.out.contains("  Play: “Play”\n"), "\(show.out)")
        #expect(show.out.contains("  Speed (“Speed”): fast (“Fast”), slow (“Slow”)\n"), "\(show.out)")
        #expect(show.out.contains("  “Play Fast” runs Play"), "\(show.out)")
        let matched = harness.run("intents", "match", app, "Play fast in Streamer")
        #expect(matched.status == 0, "\(matched.out)")
        #expect(matched.out.contains("  speed: Fast (fast)\n"), "\(matched.out)")
        // The file alone, out of its bundle, keeps its keys.
        let alone = harness.directory + "/extract.actionsdata"
        try Data(Self.json.utf8).write(to: URL(fileURLWithPath: alone))
        #expect(harness.run("intents", "show", alone).out.contains("  Play: “PLAY_INTENT_TITLE”\n"))
    }

    /// A key two tables hold with different texts reads as the table its text names: the case
    /// naming `Speeds` is that table's "Slowly", though `Localizable` says "Slow"; a text naming no
    /// table is `Localizable`'s though `Speeds` holds its key too.
    @Test func aKeyInTwoTablesReadsAsTheTableItsTextNames() throws {
        let harness = try Harness()
        let app = try AppIntentsMetadataCommandTests().bundle(Self.json, in: harness)
        try FileManager.default.createDirectory(atPath: app + "/en.lproj", withIntermediateDirectories: true)
        try Data(#""SPEED_FAST" = "Fast"; "SPEED_SLOW" = "Slow";"#.utf8).write(to: URL(fileURLWithPath: app + "/en.lproj/Localizable.strings"))
        try Data(#""SPEED_SLOW" = "Slowly"; "SPEED_FAST" = "Quickly";"#.utf8).write(to: URL(fileURLWithPath: app + "/en.lproj/Speeds.strings"))
        let show = harness.run("intents", "show", app)
        #expect(show.out.contains("  Speed (“SPEED_TYPE”): fast (“Fast”), slow (“Slowly”)\n"), "\(show.out)")
        #expect(harness.run("intents", "match", app, "Play slowly in Streamer").status == 0)
        #expect(harness.run("intents", "match", app, "Play quickly in Streamer").status == 1)
    }
}

extension AppIntentsMetadataCommandTests {
    /// A device in another language shows, and Siri hears, the name the bundle gives the app in
    /// that language (`ja.lproj/InfoPlist.strings`' `CFBundleDisplayName`); the `Info.plist`'s
    /// name is heard too, as another name.
    @Test func anotherLanguageHearsTheAppByItsNameThere() throws {
        let harness = try Harness()
        let app = try bundle(AppIntentsExtensionShortcutsTests.ownShortcut, in: harness)
        try FileManager.default.createDirectory(atPath: app + "/ja.lproj", withIntermediateDirectories: true)
        try Data(#""CFBundleDisplayName" = "ストリーマー";"#.utf8).write(to: URL(fileURLWithPath: app + "/ja.lproj/InfoPlist.strings"))
        try Data(#""Show ${applicationName}" = "${applicationName}を表示";"#.utf8).write(
            to: URL(fileURLWithPath: app + "/ja.lproj/AppShortcuts.strings"))
        let heard = harness.run("--json", "intents", "match", app, "ストリーマーを表示", "--locale", "ja")
        #expect(heard.status == 0, "\(heard.out)\(heard.err)")
        let document = try heard.json()
        #expect(document["applicationName"] as? String == "ストリーマー")
        let byOwnName = try harness.run("--json", "intents", "match", app, "Streamerを表示", "--locale", "ja").json()
        #expect((byOwnName["match"] as? [String: Any])?["alternativeName"] as? String == "Streamer", "\(byOwnName)")
        // In the development language the app keeps its own name; `--locale en`, the development
        // language with no table of its own, hears the phrases as the metadata writes them.
        #expect(harness.run("intents", "match", app, "Show Streamer").status == 0)
        #expect(harness.run("intents", "match", app, "Show Streamer", "--locale", "en").status == 0)
        // A language naming only the bundle name keeps the display name the Info.plist gives.
        try Data(#""CFBundleName" = "ストリ";"#.utf8).write(to: URL(fileURLWithPath: app + "/ja.lproj/InfoPlist.strings"))
        let plist =
            #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>CFBundleName</key><string>Streamer</string><key>CFBundleDisplayName</key><string>Stream Pro</string></dict></plist>"#
        try Data(plist.utf8).write(to: URL(fileURLWithPath: app + "/Info.plist"))
        #expect(harness.run("intents", "match", app, "Stream Proを表示", "--locale", "ja").status == 0)
        // The development language's own table names the app there too.
        try FileManager.default.createDirectory(atPath: app + "/en.lproj", withIntermediateDirectories: true)
        try Data(#""CFBundleDisplayName" = "Streamer EN";"#.utf8).write(to: URL(fileURLWithPath: app + "/en.lproj/InfoPlist.strings"))
        #expect(harness.run("intents", "match", app, "Show Streamer EN").status == 0)
    }
}

extension AppIntentsMetadataCommandTests {
    /// TikTok 38.4's App Shortcuts are shown once per value of their entity parameter (iOS 17's
    /// `parameterPresentation`), whose own query is not the entity's default: `show` says both.
    @Test func aParameterPresentationAndAParametersQueryAreShown() throws {
        let harness = try Harness()
        let json = """
            {"actions": {"OpenInbox": {"identifier": "OpenInbox", "parameters": [{"name": "inbox", "title": {"key": "Inbox"}, "isOptional": true,
               "queryIdentifier": "App.IntentSelectInboxQuery", "valueType": {"entity": {"wrapper": {"typeName": "InboxEntity"}}}}]}},
             "autoShortcuts": [{"actionIdentifier": "OpenInbox", "phraseTemplates": [{"key": "${applicationName} ${inbox}"}],
               "shortTitle": {"key": "Inbox"}, "systemImageName": "tray",
               "parameterPresentation": {"parameterIdentifier": "inbox", "genericTitle": "",
                 "specificTitle": {"formatString": "${inbox}", "parameterIdentifiers": ["inbox"]},
                 "optionsCollection": [{"title": {"key": "INBOX_TITLE"}, "systemImageName": "tray"}]}}]}
            """
        let app = try bundle(json, in: harness)
        try FileManager.default.createDirectory(atPath: app + "/en.lproj", withIntermediateDirectories: true)
        try Data(#""INBOX_TITLE" = "Inbox";"#.utf8).write(to: URL(fileURLWithPath: app + "/en.lproj/Localizable.strings"))
        let shown = harness.run("intents", "show", app)
        #expect(shown.out.contains("    inbox (“Inbox”): entity InboxEntity, query App.IntentSelectInboxQuery, optional\n"), "\(shown.out)")
        #expect(
            shown.out.contains(
                """
                    “${applicationName} ${inbox}”
                    shown for each ${inbox} as “${inbox}”; options “Inbox” (symbol tray)

                """), "\(shown.out)")
        let document = try harness.run("--json", "intents", "show", app).json()
        let shortcut = try #require((document["appShortcuts"] as? [[String: Any]])?.first)
        let presentation = try #require(shortcut["parameterPresentation"] as? [String: Any])
        #expect(presentation["parameter"] as? String == "inbox" && presentation["specificTitle"] as? String == "${inbox}")
        #expect((presentation["options"] as? [[String: String]]) == [["title": "Inbox", "systemImageName": "tray"]])
        let action = try #require((document["actions"] as? [[String: Any]])?.first)
        #expect((action["parameters"] as? [[String: Any]])?.first?["queryIdentifier"] as? String == "App.IntentSelectInboxQuery")
    }

    /// An App Shortcut without phrases (Xcode warns and builds it): `show` says it has none, and
    /// `match` says why nothing can match.
    @Test func anAppShortcutWithoutPhrasesIsSaidSo() throws {
        let harness = try Harness()
        let json =
            #"{"actions": {"Go": {"identifier": "Go"}}, "autoShortcuts": [{"actionIdentifier": "Go", "phraseTemplates": [], "shortTitle": {"key": "Go"}, "systemImageName": "star"}]}"#
        let app = try bundle(json, in: harness)
        let shown = harness.run("intents", "show", app)
        #expect(shown.out.contains("  “Go” runs Go, symbol star\n    (no phrase: Siri cannot start it)\n"), "\(shown.out)")
        let heard = harness.run("intents", "match", app, "Go Streamer")
        #expect(heard.status == 1 && heard.out.contains("\(app)'s App Shortcuts have no phrases.\n"), "\(heard.out)")
        #expect(try harness.run("--json", "intents", "match", app, "Go Streamer").json()["reason"] as? String == "noPhrases")
        let lint = harness.run("intents", "lint", app)
        #expect(lint.status == 0 && lint.out.contains("warning: App Shortcut Go: has no phrase"), "\(lint.out)")
    }
}

extension AppIntentsLocalizationKeysTests {
    /// Heard in another language (`match --locale de`), an enum case is said by its title in that
    /// language's strings (Solar Lens' "Off" is "Nie laden" in German), a case that language does
    /// not translate by the development language's.
    @Test func anotherLanguageHearsTheCasesByTheirTitlesThere() throws {
        let harness = try Harness()
        let app = try AppIntentsMetadataCommandTests().bundle(Self.json, in: harness)
        for (language, strings) in [
            ("en", #""SPEED_FAST" = "Fast"; "PLAY_SHORT_TITLE" = "Play Fast";"#),
            ("de", #""SPEED_FAST" = "Schnell"; "PLAY_SHORT_TITLE" = "Schnell spielen";"#),
        ] {
            try FileManager.default.createDirectory(atPath: app + "/\(language).lproj", withIntermediateDirectories: true)
            try Data(strings.utf8).write(to: URL(fileURLWithPath: app + "/\(language).lproj/Localizable.strings"))
        }
        // The slow case's title names its own table.
        try Data(#""SPEED_SLOW" = "Slow";"#.utf8).write(to: URL(fileURLWithPath: app + "/en.lproj/Speeds.strings"))
        let table = #""Play ${speed} in ${applicationName}" = "Spiele ${speed} in ${applicationName}";"#
        try Data(table.utf8).write(to: URL(fileURLWithPath: app + "/de.lproj/AppShortcuts.strings"))
        let german = harness.run("intents", "match", app, "Spiele schnell in Streamer", "--locale", "de")
        #expect(german.status == 0, "\(german.out)\(german.err)")
        #expect(german.out.contains("  speed: Schnell (fast)\n"), "\(german.out)")
        #expect(german.out.contains("App Shortcut: “Schnell spielen”"), "\(german.out)")
        // The English title is not German: "Spiele Fast" is not heard; "slow", not translated, is.
        #expect(harness.run("intents", "match", app, "Spiele fast in Streamer", "--locale", "de").status == 1)
        #expect(harness.run("intents", "match", app, "Spiele slow in Streamer", "--locale", "de").status == 0)
        // A tag pasted with a space around it is the tag.
        #expect(harness.run("intents", "match", app, "Spiele slow in Streamer", "--locale", " de ").status == 0)
        // In the development language the cases keep their own titles.
        #expect(harness.run("intents", "match", app, "Play fast in Streamer").out.contains("  speed: Fast (fast)\n"))
        // converse and donate take --locale too: the app's texts in that language (a case not
        // translated by the development language's), Siri's own words in English.
        try Data(#""PLAY_SPEED_PARAMETER" = "Tempo"; "SPEED_FAST" = "Schnell";"#.utf8).write(
            to: URL(fileURLWithPath: app + "/de.lproj/Localizable.strings"))
        let asked = harness.run("intents", "converse", app, "Play", "--locale", "de-AT", "--answer", "schnell")
        #expect(asked.status == 0, "\(asked.out)\(asked.err)")
        // The German title keeps its capital in Siri's English question (SolarLens' “Lademodus”
        // was asked "Which lademodus?"); an English one is put in lower case.
        #expect(asked.out.contains("Siri: Which Tempo?\n      1. Schnell\n      2. Slow\n"), "\(asked.out)")
        let english = harness.run("intents", "converse", app, "Play", "--answer", "fast")
        #expect(english.status == 0 && english.out.contains("      1. Fast\n      2. Slow\n"), "\(english.out)\(english.err)")
        #expect(harness.run("intents", "converse", app, "Play", "--locale", "en", "--answer", "fast").status == 0)
        // A language whose texts are only in a table the file names (CotEditor's Intents.strings) has texts.
        try FileManager.default.createDirectory(atPath: app + "/ja.lproj", withIntermediateDirectories: true)
        try Data(#""SPEED_SLOW" = "ゆっくり";"#.utf8).write(to: URL(fileURLWithPath: app + "/ja.lproj/Speeds.strings"))
        let japanese = harness.run("intents", "converse", app, "Play", "--locale", "ja", "--answer", "ゆっくり")
        #expect(japanese.status == 0 && japanese.out.contains("      2. ゆっくり\n"), "\(japanese.out)\(japanese.err)")
        let french = harness.run("intents", "donate", app, "Play", "speed=fast", "--locale", "fr")
        #expect(french.status == 64 && french.err.contains("has no fr texts (languages: en, de, ja)"), "\(french.err)")
        // A translation iOS drops (BookPlayer's Turkish `${application_name}`) is shown as dropped.
        try FileManager.default.createDirectory(atPath: app + "/tr.lproj", withIntermediateDirectories: true)
        try Data(#""Play ${speed} in ${applicationName}" = "${application_name} ile ${speed} çal";"#.utf8).write(
            to: URL(fileURLWithPath: app + "/tr.lproj/AppShortcuts.strings"))
        let turkish = harness.run("intents", "show", app, "--locale", "tr")
        #expect(turkish.out.contains("in tr: “${application_name} ile ${speed} çal” (dropped: lint says why)"), "\(turkish.out)")
        let json = harness.run("intents", "show", app, "--locale", "tr", "--json")
        #expect(json.out.contains(#""dropped" : ["#), "\(json.out)")
    }

    /// A region's own folder is read before the development language it belongs to: `en-GB` reads
    /// an `en-GB.lproj` of an app developed in `en` (it read the development texts, since `en-GB`
    /// fits `en`), while `en-US`, which no folder fits better, keeps the development texts.
    @Test func aRegionsOwnFolderIsReadBeforeTheDevelopmentLanguage() throws {
        let harness = try Harness()
        let app = try AppIntentsMetadataCommandTests().bundle(Self.json, in: harness)
        for (language, strings) in [("en", #""SPEED_FAST" = "Fast";"#), ("en-GB", #""SPEED_FAST" = "Speedy";"#)] {
            try FileManager.default.createDirectory(atPath: app + "/\(language).lproj", withIntermediateDirectories: true)
            try Data(strings.utf8).write(to: URL(fileURLWithPath: app + "/\(language).lproj/Localizable.strings"))
        }
        let british = harness.run("intents", "converse", app, "Play", "--locale", "en-GB", "--answer", "speedy")
        #expect(british.status == 0 && british.out.contains("      1. Speedy\n"), "\(british.out)\(british.err)")
        let american = harness.run("intents", "converse", app, "Play", "--locale", "en-US", "--answer", "fast")
        #expect(american.status == 0 && american.out.contains("      1. Fast\n"), "\(american.out)\(american.err)")
    }
}

@Suite struct AppIntentsMetadataMisdirectedTests {
    @Test func showsLocaleSaysItNeedsATranslationAndDonateItsLocaleADefinition() throws {
        let harness = try Harness()
        let app = try AppIntentsMetadataCommandTests().bundle(AppIntentsMetadataCommandTests.broken, in: harness)
        // converse runs the action: Play's station, a String, is asked as words.
        let conversed = harness.run("intents", "converse", app, "Play", "--answer", "Jazz FM")
        #expect(conversed.status == 0, "\(conversed.err)")
        #expect(conversed.out.contains("Siri: Which station?\nYou: Jazz FM\nperform(): station = Jazz FM\n"), "\(conversed.out)")
        // donate reads the action too, in a language the bundle has texts in: it has none but its own.
        let donated = harness.run("intents", "donate", app + "/Metadata.appintents/extract.actionsdata", "Play", "--locale", "fr")
        #expect(donated.status == 64 && donated.err.contains("has no fr texts (languages: en)"), "\(donated.err)")
        // --locale shows the App Shortcuts' phrases in a language the bundle translates them to; it has none.
        let located = harness.run("intents", "show", app, "--locale", "fr")
        #expect(located.status == 64)
        #expect(located.err.contains("has no fr translation of its App Shortcut phrases (languages: en)"), "\(located.err)")
        #expect(located.out.isEmpty)
    }

    /// A file named as a definition is read as one whatever it holds: an old-style `{ … }`
    /// property list is told it is no XML property list, not that it is no JSON metadata; the
    /// same bytes under another name are taken for metadata.
    @Test func aDefinitionsNameWinsOverAnOpeningBrace() throws {
        let harness = try Harness()
        let named = harness.directory + "/Old.intentdefinition"
        try Data("{ INIntents = ( ); }\n".utf8).write(to: URL(fileURLWithPath: named))
        for command in ["show", "lint"] {
            let result = harness.run("intents", command, named)
            #expect(result.status == 65 && result.err.contains("is not an XML property list"), "\(command): \(result.err)")
        }
        let donated = harness.run("intents", "donate", named, "Order")
        #expect(donated.status == 65 && donated.err.contains("is not an XML property list"), "\(donated.err)")
        let other = harness.directory + "/old.plist"
        try Data("{ INIntents = ( ); }\n".utf8).write(to: URL(fileURLWithPath: other))
        #expect(harness.run("intents", "lint", other).err.contains("is not JSON, so not App Intents metadata"))
    }

    /// An empty `extract.actionsdata` is said to be empty however it is reached: given itself, or
    /// found in its folder or its app bundle (it was "not JSON" there).
    @Test func anEmptyMetadataFileIsEmptyWhereverItIsFound() throws {
        let harness = try Harness()
        let folder = harness.directory + "/A.app/Metadata.appintents"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data().write(to: URL(fileURLWithPath: folder + "/extract.actionsdata"))
        for path in [folder + "/extract.actionsdata", folder, harness.directory + "/A.app"] {
            let result = harness.run("intents", "show", path)
            #expect(result.status == 65)
            #expect(result.err == "Error: \(folder)/extract.actionsdata: is empty\n", "\(path): \(result.err)")
        }
    }

    @Test func aBuildFolderIsReadThroughItsAppNotAnExtensionAndMatchSaysWhichItRead() throws {
        let harness = try Harness()
        let app = try AppIntentsMetadataCommandTests().bundle(
            #"{"actions": {"Open": {"identifier": "Open", "title": {"key": "Open"}}}, "autoShortcuts": [{"actionIdentifier": "Open", "phraseTemplates": [{"key": "Open ${applicationName}"}], "shortTitle": {"key": "Open"}, "systemImageName": "bolt"}]}"#,
            in: harness)
        let widget = harness.directory + "/AControl.appex/Metadata.appintents"
        try FileManager.default.createDirectory(atPath: widget, withIntermediateDirectories: true)
        try Data(#"{"actions": {}, "autoShortcuts": [], "version": 1}"#.utf8).write(to: URL(fileURLWithPath: widget + "/extract.actionsdata"))
        let matched = harness.run("intents", "match", harness.directory, "Open Streamer")
        #expect(matched.status == 0, "\(matched.out)\(matched.err)")
        #expect(matched.err.contains("Read \(app)/Metadata.appintents/extract.actionsdata; also found, not read: \(widget)"), "\(matched.err)")
        #expect(harness.run("--quiet", "intents", "match", harness.directory, "Open Streamer").err.isEmpty)
    }
}

/// `intents donate` on App Intents metadata: the parameter summary in the case the values choose,
/// filled with them and the defaults (`AppIntentDonationPreview`).
@Suite struct AppIntentsDonateCommandTests {
    static let root = AppIntentsMetadataCommandTests.root
    static let fixtures = root + "/Tests/Fixtures/RealAppIntents"

    /// An empty text (an action's default of "") is printed `""`, so that it does not read as a
    /// value lost; a list in brackets.
    @Test func anEmptyValueIsPrintedAsEmptyQuotes() {
        #expect(ConverseDocument.ShownValue.one("").line("commitMessage") == "commitMessage = \"\"")
        #expect(ConverseDocument.ShownValue.one("Home").line("server") == "server = Home")
        #expect(ConverseDocument.ShownValue.list(["a", "b"]).line("tags") == "tags = [a, b]")
    }

    @Test func soupChefsOrderReadsItsSummaryWithTheDefaults() throws {
        let harness = try Harness()
        let metadata = Self.root + "/Data/Metadata.appintents"
        let result = harness.run("intents", "donate", metadata, "OrderSoup", "soup=Tomato Soup", "toppings=cheese")
        #expect(result.status == 0, "\(result.err)")
        #expect(
            result.out == """
                Title: Order 1 Tomato Soup for pickup
                From the parameter summary: “Order ${quantity} ${soup} for ${orderType}”
                  (the case orderType is pickup names storeLocation, which the donation has no value for)
                Donated: orderType = pickup (default), quantity = 1 (default), soup = Tomato Soup, toppings = [cheese]
                An App Intents donation (IntentDonationManager): no shortcut types, any values are accepted

                """, "\(result.out)")
        let delivery = harness.run(
            "intents", "donate", metadata, "OrderSoup", "soup=Tomato Soup", "orderType=delivery", "deliveryLocation=1 Infinite Loop", "--json")
        #expect(delivery.status == 0, "\(delivery.err)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(delivery.out.utf8)) as? [String: Any])
        #expect(document["title"] as? String == "Order 1 Tomato Soup for delivery to 1 Infinite Loop")
        #expect(document["when"] as? String == "orderType is delivery")
        #expect(document["sentence"] as? String == "Order ${quantity} ${soup} for ${orderType} to ${deliveryLocation}")
        #expect(document["defaults"] as? [String] == ["quantity"] && (document["unfilled"] as? [Any])?.isEmpty == true)
        // Every key is there, null where it does not apply.
        #expect(
            Set(document.keys)
                == ["action", "typeName", "title", "sentence", "when", "passedOver", "unfilled", "parameters", "defaults", "version"])
        #expect(document["passedOver"] is NSNull)
    }

    /// An action of a real file (TrollLEDs) with two of its four numbers: the other two are shown
    /// by their titles and named; an action with no summary reads as its title.
    @Test func aRealActionNamesWhatHasNoValue() throws {
        let harness = try Harness()
        let leds = Self.fixtures + "/TrollLEDs"
        let manual = harness.run("intents", "donate", leds, "ManualIntent", "coolLED0=10", "coolLED1=20")
        #expect(manual.status == 0, "\(manual.err)")
        #expect(manual.out.hasPrefix("Title: Configure LEDs levels to (10, 20, Warm LED 0, Warm LED 1)\n"), "\(manual.out)")
        #expect(manual.out.contains("No value: warmLED0 (shown as “Warm LED 0”), warmLED1 (shown as “Warm LED 1”)\n"), "\(manual.out)")
        let on = harness.run("intents", "donate", leds, "AllOnIntent")
        #expect(on.out.hasPrefix("Title: All On\nFrom the action's title (it has no parameter summary)\n"), "\(on.out)")
    }

    /// Bad input changes nothing and says what to do: an unknown action (with the nearest), a
    /// parameter it lacks, a value its type cannot take.
    @Test func badInputIsRefusedWithWhatToGive() throws {
        let harness = try Harness()
        let leds = Self.fixtures + "/TrollLEDs"
        let action = harness.run("intents", "donate", leds, "ManualIntnt")
        #expect(action.status == 64 && action.err.contains("has no action ManualIntnt; its actions: AllOffIntent"), "\(action.err)")
        #expect(action.err.contains("Did you mean \"ManualIntent\"?"), "\(action.err)")
        let parameter = harness.run("intents", "donate", leds, "ManualIntent", "coolLED9=1")
        #expect(parameter.status == 64 && parameter.err.contains("ManualIntent has no parameter coolLED9"), "\(parameter.err)")
        let value = harness.run("intents", "donate", leds, "ManualIntent", "coolLED0=bright")
        #expect(value.status == 64 && value.err.contains("\"bright\" is no whole number"), "\(value.err)")
        #expect(value.out.isEmpty)
        // A number outside the parameter's range (`inclusiveRange: (0, 255)`) never reaches perform().
        let range = harness.run("intents", "converse", leds, "ManualIntent", "warmLED0=300")
        #expect(range.status == 64 && range.err.contains("warmLED0 takes 0…255 (its range), and 300 is outside it"), "\(range.err)")
        // A donation runs nothing: iOS takes any value, and so does `donate`.
        let donated = harness.run("intents", "donate", leds, "ManualIntent", "coolLED0=300", "coolLED1=20", "warmLED0=0", "warmLED1=0")
        #expect(donated.status == 0 && donated.out.hasPrefix("Title: Configure LEDs levels to (300, 20, 0, 0)\n"), "\(donated.out)\(donated.err)")
    }

    /// A number answered outside the parameter's range is not taken: the framework checks it
    /// before perform() runs, and Siri asks again (its own words for it are not published).
    @Test func anAnswerOutsideTheRangeIsAskedAgain() throws {
        let harness = try Harness()
        let leds = Self.fixtures + "/TrollLEDs"
        let ran = harness.run(
            "intents", "converse", leds, "ManualIntent", "--answer", "300", "--answer", "5", "--answer", "6", "--answer", "7", "--answer", "8")
        #expect(ran.status == 0, "\(ran.err)")
        #expect(ran.out.contains("You: 300\nSiri: Sorry, I didn't get “300”.\nSiri: Which cool LED 0?\nYou: 5\n"), "\(ran.out)")
        #expect(ran.out.contains("coolLED0 = 5"), "\(ran.out)")
    }
}
