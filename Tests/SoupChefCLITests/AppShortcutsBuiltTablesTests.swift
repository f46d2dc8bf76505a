import Foundation
import TestSupport
import Testing

@testable import SoupChefCLI

/// App Shortcut phrase tables and texts as a built bundle holds them: a catalog's sets compiled
/// into each language's `AppShortcuts.strings`, a source language that gives a phrase words of its
/// own, and a development language other than English.
@Suite struct AppShortcutsBuiltTablesTests {
    static func metadata(_ phrases: [String]) -> String {
        let templates = phrases.map { #"{"key": "\#($0)"}"# }.joined(separator: ", ")
        return
            #"{"actions": {"Focus": {"identifier": "Focus", "title": {"key": "Focus"}}}, "autoShortcuts": [{"actionIdentifier": "Focus", "phraseTemplates": [\#(templates)], "shortTitle": {"key": "Focus"}, "systemImageName": "timer"}]}"#
    }

    static func write(_ text: String, to path: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    /// Xcode 16 and later build a catalog's `stringSet` into the bundle as one key a value,
    /// `#!SET#!_<entry>[<index>]` (apps' own tests of their built bundles check this form): each
    /// language's set is read back as the App Shortcut's phrases there, in index order, the
    /// development language's naming the phrases the entry holds. Before, every key was a stray
    /// note, every phrase missing from every translation, and French heard nothing.
    @Test func aCatalogsSetsCompiledIntoTheBundleAreReadAsTheirEntries() throws {
        let harness = try Harness()
        let app = try AppIntentsMetadataCommandTests().bundle(
            Self.metadata(["Start focus in ${applicationName}", "Focus with ${applicationName}"]), in: harness)
        let key = "#!SET#!_Start focus in ${applicationName}"
        try Self.write(
            #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>\#(key)[0]</key><string>Start focus in ${applicationName}</string><key>\#(key)[1]</key><string>Focus with ${applicationName}</string></dict></plist>"#,
            to: app + "/en.lproj/AppShortcuts.strings")
        // A text table with the same keys, and an index missing: read in index order.
        try Self.write(
            "\"\(key)[2]\" = \"Concentre-toi avec ${applicationName}\";\n\"\(key)[0]\" = \"Commence la concentration dans ${applicationName}\";\n",
            to: app + "/fr.lproj/AppShortcuts.strings")
        let lint = harness.run("intents", "lint", app)
        #expect(lint.status == 0 && (lint.out + lint.err).contains("Streamer.app: 0 errors, 0 warnings\n"), "\(lint.out)\(lint.err)")
        let shown = harness.run("intents", "show", app, "--locale", "fr")
        #expect(shown.status == 0, "\(shown.err)")
        #expect(
            shown.out.contains("    in fr: “Commence la concentration dans ${applicationName}”, “Concentre-toi avec ${applicationName}”\n"),
            "\(shown.out)")
        #expect(shown.out.contains("  en: 2 phrases in \(app)/en.lproj/AppShortcuts.strings\n"), "\(shown.out)")
        #expect(shown.out.contains("  fr: 1 phrase and 1 other way of saying it in \(app)/fr.lproj/AppShortcuts.strings\n"), "\(shown.out)")
        let heard = harness.run("intents", "match", app, "Concentre-toi avec Streamer", "--locale", "fr")
        #expect(heard.status == 0 && heard.out.contains("  Said: “Concentre-toi avec ${applicationName}” (fr)\n"), "\(heard.out)\(heard.err)")
        #expect(harness.run("intents", "match", app, "Focus with Streamer", "--locale", "en").status == 0)
        #expect(harness.run("intents", "match", app, "Focus with Streamer", "--locale", "fr").status == 1)
    }

    /// A catalog's source language giving a phrase a text of its own says it only so: the
    /// template is the entry's key (TaskFace writes its phrase in Japanese in the code, and its
    /// English source language “Update ${applicationName}”). Before, both were heard in English.
    @Test func aSourceLanguagesOwnTextReplacesTheKey() throws {
        let harness = try Harness()
        let app = try AppIntentsMetadataCommandTests().bundle(Self.metadata(["${applicationName}を更新"]), in: harness)
        try Self.write(
            #"{"sourceLanguage": "en", "strings": {"${applicationName}を更新": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Update ${applicationName}"}}, "ja": {"stringUnit": {"state": "translated", "value": "${applicationName}を更新"}}}}}, "version": "1.0"}"#,
            to: app + "/AppShortcuts.xcstrings")
        let shown = harness.run("intents", "show", app, "--locale", "en")
        #expect(shown.out.contains("    in en: “Update ${applicationName}”\n"), "\(shown.out)")
        #expect(shown.out.contains("  en (source language): 1 phrase in \(app)/AppShortcuts.xcstrings\n"), "\(shown.out)")
        #expect(harness.run("intents", "match", app, "Update Streamer", "--locale", "en").status == 0)
        let key = harness.run("intents", "match", app, "Streamerを更新", "--locale", "en")
        #expect(key.status == 1 && key.out.contains("Nothing matches"), "\(key.out)")
        #expect(harness.run("intents", "match", app, "Streamerを更新", "--locale", "ja").status == 0)
    }

    /// A development language other than English reads its texts from its own folder only: a
    /// device never takes another language's table for it, so where that folder has none a text
    /// is its key (PomoGem's Japanese enum cases, whose only table is English). Before, the
    /// English table was read: the cases were heard by their English titles, and the phrase in
    /// the app's own language never.
    @Test func aDevelopmentLanguageOtherThanEnglishDoesNotReadEnglishTexts() throws {
        let harness = try Harness()
        let json =
            #"{"actions": {"Start": {"identifier": "Start", "title": {"key": "Fokus starten"}, "parameters": [{"name": "dauer", "title": {"key": "Dauer"}, "valueType": {"linkEnumeration": {"wrapper": {"identifier": "Dauer"}}}}]}}, "autoShortcuts": [{"actionIdentifier": "Start", "phraseTemplates": [{"key": "${dauer} mit ${applicationName} fokussieren"}], "shortTitle": {"key": "Fokus starten"}, "systemImageName": "timer"}], "enums": [{"identifier": "Dauer", "cases": [{"identifier": "kurz", "displayRepresentation": {"title": {"key": "Kurz"}}}, {"identifier": "lang", "displayRepresentation": {"title": {"key": "Lang"}}}]}]}"#
        let app = try AppIntentsMetadataCommandTests().bundle(json, name: "Uhr", in: harness)
        try Self.write(
            #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>CFBundleDevelopmentRegion</key><string>de</string><key>CFBundleName</key><string>Uhr</string></dict></plist>"#,
            to: app + "/Info.plist")
        try Self.write(
            "\"Kurz\" = \"Short\";\n\"Lang\" = \"Long\";\n\"Fokus starten\" = \"Start focus\";\n", to: app + "/en.lproj/Localizable.strings")
        let heard = harness.run("intents", "match", app, "Kurz mit Uhr fokussieren")
        #expect(heard.status == 0 && heard.out.contains("  Action: Start (“Fokus starten”)\n"), "\(heard.out)\(heard.err)")
        #expect(harness.run("intents", "match", app, "Short mit Uhr fokussieren").status == 1)
        let shown = harness.run("intents", "show", app)
        #expect(!shown.out.contains("Start focus") && !shown.out.contains("en.lproj/Localizable.strings"), "\(shown.out)")
        // The development language's own folder is read when it has the table.
        try Self.write("\"Kurz\" = \"Kurzer Fokus\";\n", to: app + "/de.lproj/Localizable.strings")
        #expect(harness.run("intents", "match", app, "Kurzer Fokus mit Uhr fokussieren").status == 0)
    }

    /// The phrases as written are the development language's, and heard with its numbers: a
    /// German app's “${elevator} in ${applicationName} prüfen” (Hissi), its lift “Aufzug 3”, said
    /// "Aufzug drei in Hissi prüfen". Before, a number was heard in English words alone unless a
    /// table of the language was read, so only "Aufzug three" reached it.
    @Test func thePhrasesAsWrittenAreHeardWithTheDevelopmentLanguagesNumbers() throws {
        let harness = try Harness()
        let json =
            #"{"actions": {"Check": {"identifier": "Check", "title": {"key": "Aufzug prüfen"}, "parameters": [{"name": "elevator", "title": {"key": "Aufzug"}, "valueType": {"entity": {"wrapper": {"typeName": "ElevatorEntity"}}}}]}}, "autoShortcuts": [{"actionIdentifier": "Check", "phraseTemplates": [{"key": "${elevator} in ${applicationName} prüfen"}, {"key": "Gleis 2 in ${applicationName} prüfen"}], "shortTitle": {"key": "Aufzug prüfen"}, "systemImageName": "arrow.up.arrow.down"}]}"#
        let app = try AppIntentsMetadataCommandTests().bundle(json, name: "Hissi", in: harness)
        let plist =
            #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>CFBundleDevelopmentRegion</key><string>de</string><key>CFBundleName</key><string>Hissi</string></dict></plist>"#
        try Self.write(plist, to: app + "/Info.plist")
        for said in ["Aufzug drei in Hissi prüfen", "Aufzug 3 in Hissi prüfen"] {
            let heard = harness.run("intents", "match", app, said, "--value", "elevator=Aufzug 3")
            #expect(heard.status == 0 && heard.out.contains("  elevator: Aufzug 3\n"), "\(said): \(heard.out)\(heard.err)")
        }
        #expect(harness.run("intents", "match", app, "Gleis zwei in Hissi prüfen").status == 0)
        #expect(harness.run("intents", "match", app, "Gleis zwei in Hissi prüfen", "--locale", "de").status == 0)
        #expect(harness.run("intents", "match", app, "Gleis two in Hissi prüfen").status == 1)
        // An English app hears English words, as before.
        try Self.write(plist.replacing("<string>de</string>", with: "<string>en</string>"), to: app + "/Info.plist")
        #expect(harness.run("intents", "match", app, "Gleis two in Hissi prüfen").status == 0)
    }

    /// Lint compares phrases as they are said in their own language: a German app's “Gleis 2 in
    /// ${applicationName} zeigen” and “Gleis zwei in ${applicationName} zeigen” sound the same, as
    /// a French table's “Salle 17” and “Salle dix-sept” do, and `match` reaches both with one
    /// utterance. Before, only English words were numbers to lint, and it said nothing.
    @Test func lintComparesPhrasesInTheirOwnLanguagesWords() throws {
        let harness = try Harness()
        let json =
            #"{"actions": {"A": {"identifier": "A", "title": {"key": "A"}}, "B": {"identifier": "B", "title": {"key": "B"}}}, "autoShortcuts": [{"actionIdentifier": "A", "phraseTemplates": [{"key": "Gleis 2 in ${applicationName} zeigen"}], "shortTitle": {"key": "A"}, "systemImageName": "a"}, {"actionIdentifier": "B", "phraseTemplates": [{"key": "Gleis zwei in ${applicationName} zeigen"}], "shortTitle": {"key": "B"}, "systemImageName": "b"}]}"#
        let app = try AppIntentsMetadataCommandTests().bundle(json, name: "Bahnhof", in: harness)
        try Self.write(
            #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>CFBundleDevelopmentRegion</key><string>de</string><key>CFBundleName</key><string>Bahnhof</string></dict></plist>"#,
            to: app + "/Info.plist")
        try Self.write(
            "\"Gleis 2 in ${applicationName} zeigen\" = \"Salle 17 dans ${applicationName}\";\n"
                + "\"Gleis zwei in ${applicationName} zeigen\" = \"Salle dix-sept dans ${applicationName}\";\n",
            to: app + "/fr.lproj/AppShortcuts.strings")
        let lint = harness.run("--json", "intents", "lint", app)
        let findings = try #require(try lint.json()["findings"] as? [[String: Any]])
        let duplicates = findings.filter { $0["rule"] as? String == "duplicatePhrase" }
        #expect(duplicates.contains { ($0["subject"] as? String) == "App Shortcut B" }, "\(findings)")
        #expect(duplicates.contains { ($0["subject"] as? String) == "translation fr" }, "\(findings)")
        #expect(duplicates.allSatisfy { $0["severity"] as? String == "warning" }, "\(duplicates)")
    }

    /// A Russian or Japanese app's phrase with a number in digits is heard with the number said in
    /// the language's words, for the development language and with `--locale`: “Покажи вишлист в
    /// ${applicationName} 45” said "сорок пять", “${applicationName}で3番を開く” said "三番".
    /// Before, those languages' numbers were heard in English words alone ("forty five").
    @Test func aPhrasesNumberIsHeardInTheWordsOfARussianOrJapaneseApp() throws {
        let harness = try Harness()
        for (language, phrase, said, other) in [
            ("ru", "Покажи вишлист в ${applicationName} 45", "Покажи вишлист в Вишлист сорок пять", "Покажи вишлист в Вишлист сорок шесть"),
            ("ja", "${applicationName}で3番を開く", "Вишлистで三番を開く", "Вишлистで三十番を開く"),
        ] {
            let app = try AppIntentsMetadataCommandTests().bundle(Self.metadata([phrase]), name: "Вишлист", in: harness)
            let plist =
                #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>CFBundleDevelopmentRegion</key><string>\#(language)</string><key>CFBundleName</key><string>Вишлист</string></dict></plist>"#
            try Self.write(plist, to: app + "/Info.plist")
            let heard = harness.run("intents", "match", app, said)
            #expect(heard.status == 0 && heard.out.contains("Focus"), "\(said): \(heard.out)\(heard.err)")
            #expect(harness.run("intents", "match", app, said, "--locale", language).status == 0, "\(said) --locale \(language)")
            #expect(harness.run("intents", "match", app, other).status == 1, "\(other)")
        }
    }
}
