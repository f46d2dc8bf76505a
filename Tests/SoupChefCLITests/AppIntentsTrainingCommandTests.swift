import Foundation
import SiriSystem
import TestSupport
import Testing

@testable import SoupChefCLI

/// Metadata read without its bundle's `Info.plist`: the app's name from the training file Xcode
/// writes beside it (`Metadata.appintents/root.ssu.yaml`).
@Suite struct AppIntentsTrainingCommandTests {
    static let metadata = """
        {"actions": {"LogTideIntent": {"identifier": "LogTideIntent", "title": {"key": "Log Tide"}, "parameters": []}},
         "autoShortcuts": [{"actionIdentifier": "LogTideIntent", "phraseTemplates": [{"key": "Log the tide in ${applicationName}"},
            {"key": "${applicationName}, it's high tide"}], "shortTitle": {"key": "Log Tide"}, "systemImageName": "water.waves"}],
         "generator": {"name": "xcode-tools", "version": "17F113"}, "version": 1}
        """

    /// A `Metadata.appintents` folder alone, with the training file (or `training` instead of it).
    func folder(training: String? = MetadataFixtures.tidesTraining, in harness: Harness) throws -> String {
        let folder = harness.directory + "/Metadata.appintents"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data(Self.metadata.utf8).write(to: URL(fileURLWithPath: folder + "/extract.actionsdata"))
        if let training { try Data(training.utf8).write(to: URL(fileURLWithPath: folder + "/root.ssu.yaml")) }
        return folder
    }

    @Test func matchNamesTheAppFromTheTrainingFile() throws {
        let harness = try Harness()
        let folder = try folder(in: harness)
        let match = harness.run("intents", "match", folder, "Hey Siri, log the tide in Tide Log")
        #expect(match.status == 0, "\(match.err)")
        #expect(match.out.contains("Action: LogTideIntent"), "\(match.out)")
        // The training's other name of the app in the language is heard too, and said where it came from.
        let other = harness.run("intents", "match", folder, "Tides, it's high tide")
        #expect(other.status == 0, "\(other.err)")
        #expect(other.out.contains("App name: “Tides”, another name of Tide Log (\(folder)/root.ssu.yaml)"), "\(other.out)")
        let json = harness.run("--json", "intents", "match", folder, "Log the tide in Tide Log")
        #expect(json.status == 0, "\(json.err)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])
        #expect(document["applicationName"] as? String == "Tide Log" && document["matched"] as? Bool == true)
    }

    @Test func showSaysWhereTheNameCameFromAndWhatTheTrainingHolds() throws {
        let harness = try Harness()
        let folder = try folder(in: harness)
        let shown = harness.run("intents", "show", folder)
        #expect(shown.status == 0, "\(shown.err)")
        #expect(shown.out.contains("App: Tide Log (\(folder)/root.ssu.yaml)"), "\(shown.out)")
        #expect(
            shown.out.contains(
                "Siri's training: \(folder)/root.ssu.yaml, 1 App Shortcut in en, fr, the app's names en “Tide Log”, “Tides”; fr “Journal des marées”"),
            "\(shown.out)")
        #expect(!shown.out.contains("phrases not in it"), "both phrases are trained")
        let json = harness.run("--json", "intents", "show", folder)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])
        #expect(document["applicationNameSource"] as? String == folder + "/root.ssu.yaml")
        let training = try #require(document["training"] as? [String: Any])
        #expect(training["bundleIdentifier"] as? String == "org.example.Tides")
    }

    @Test func aTrainingFileOfAnotherBuildIsSaidToLackPhrases() throws {
        let harness = try Harness()
        let stale = MetadataFixtures.tidesTraining.replacing("it''s high tide", with: "it''s low tide")
        let folder = try folder(training: stale, in: harness)
        let shown = harness.run("intents", "show", folder)
        #expect(shown.out.contains("1 of the 2 phrases not in it (“${applicationName}, it's high tide”; written by another build?)"), "\(shown.out)")
    }

    @Test func anInfoPlistNamesTheAppBeforeTheTrainingFile() throws {
        let harness = try Harness()
        let app = harness.directory + "/Tides.app"
        try FileManager.default.createDirectory(atPath: app, withIntermediateDirectories: true)
        let folder = try folder(in: harness)
        try FileManager.default.moveItem(atPath: folder, toPath: app + "/Metadata.appintents")
        let plist = #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>CFBundleName</key><string>Tidal</string></dict></plist>"#
        try Data(plist.utf8).write(to: URL(fileURLWithPath: app + "/Info.plist"))
        #expect(harness.run("intents", "match", app, "Log the tide in Tidal").status == 0)
        #expect(harness.run("intents", "show", app).out.contains("App: Tidal (Info.plist)"))
    }

    @Test func withoutEitherTheNameIsAskedFor() throws {
        let harness = try Harness()
        let folder = try folder(training: "apiVersion: ssu/v1\nnlu:\n  shortcuts: &x\n", in: harness)
        let match = harness.run("intents", "match", folder, "Log the tide in Tide Log")
        #expect(match.status == 64)
        #expect(match.err.contains("nor beside a root.ssu.yaml that does; give its name with --app-name"), "\(match.err)")
        #expect(harness.run("intents", "match", folder, "Log the tide in Tide Log", "--app-name", "Tide Log").status == 0)
        let shown = harness.run("intents", "show", folder)
        #expect(shown.status == 0)
        #expect(shown.out.contains("Siri's training: \(folder)/root.ssu.yaml line 3:"), "\(shown.out)")
        #expect(shown.out.contains("; not read"), "\(shown.out)")
    }

    @Test func aLanguageIsHeardWithTheAppsNameInIt() throws {
        let harness = try Harness()
        let folder = try folder(in: harness)
        let strings = #""Log the tide in ${applicationName}" = "Note la marée dans ${applicationName}";"#
        try FileManager.default.createDirectory(atPath: folder + "/fr.lproj", withIntermediateDirectories: true)
        try Data(strings.utf8).write(to: URL(fileURLWithPath: folder + "/fr.lproj/AppShortcuts.strings"))
        let match = harness.run("intents", "match", folder, "Note la marée dans Journal des marées", "--locale", "fr")
        #expect(match.status == 0, "\(match.out)\(match.err)")
        #expect(match.out.contains("Action: LogTideIntent"), "\(match.out)")
    }

    /// The folder alone, without its bundle's `fr.lproj/AppShortcuts.strings`: the training's French
    /// utterances are the App Shortcut's phrases in French.
    @Test func aLanguageTheTrainingHoldsIsHeardWithoutTheBundlesTables() throws {
        let harness = try Harness()
        let folder = try folder(in: harness)
        let match = harness.run("intents", "match", folder, "Note la marée dans Journal des marées", "--locale", "fr-CA")
        #expect(match.status == 0, "\(match.out)\(match.err)")
        #expect(match.out.contains("Said: “Note la marée dans ${applicationName}” (fr)"), "\(match.out)")
        // Each of the App Shortcut's phrases in English is said by the training's French.
        let second = harness.run("intents", "match", folder, "Note la marée dans Journal des marées", "--locale", "fr", "--json")
        #expect(second.status == 0)
        let shown = harness.run("intents", "show", folder, "--locale", "fr")
        #expect(shown.status == 0, "\(shown.err)")
        #expect(shown.out.contains("in fr: “Note la marée dans ${applicationName}”"), "\(shown.out)")
        // A language neither has is refused, naming those there are.
        let german = harness.run("intents", "match", folder, "Notiere die Flut", "--locale", "de")
        #expect(german.status == 64)
        #expect(german.err.contains("(languages: en, fr)"), "\(german.err)")
    }
}
