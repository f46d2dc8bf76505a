import TestSupport
import Testing

@testable import SiriSystem

/// `root.ssu.yaml`, the training file Xcode writes beside `extract.actionsdata`, and the part of
/// YAML it is written in.
@Suite struct AppShortcutsTrainingTests {
    static let tides = MetadataFixtures.tidesTraining

    @Test func readsTheAppShortcutsAndTheAppsNamesInEachLanguage() throws {
        let training = try AppShortcutsTraining.parse(Self.tides, file: "root.ssu.yaml")
        #expect(training.bundleIdentifier == "org.example.Tides")
        #expect(training.shortcuts.map(\.name) == ["LogTideIntent_0"], "the negative phrases are no App Shortcut")
        let shortcut = try #require(training.shortcuts.first)
        #expect(shortcut.actionIdentifier == "LogTideIntent" && shortcut.index == 0 && shortcut.title == "Log Tide")
        #expect(shortcut.utterances.map(\.locale) == ["en", "fr"])
        #expect(shortcut.utterances[0].phrases[1] == "{${+prefix} }${+applicationName}, it's high tide", "'' is one quote")
        #expect(training.locales == ["en", "fr"])
        #expect(
            training.applicationNames == [.init(locale: "en", names: ["Tide Log", "Tides"]), .init(locale: "fr", names: ["Journal des marées"])])
        #expect(training.names(in: "fr-CA") == ["Journal des marées"], "a region reads its language")
        #expect(training.names(in: "en_GB") == ["Tide Log", "Tides"])
        #expect(training.names(in: "de").isEmpty)
        #expect(training.templates(in: "en") == ["Log the tide in ${applicationName}", "${applicationName}, it's high tide"])
    }

    @Test func aByteOrderMarkAndWindowsLineEndsAreNoPartOfTheText() throws {
        let text = "\u{FEFF}" + Self.tides.replacing("\n", with: "\r\n")
        let training = try AppShortcutsTraining.parse(text, file: "root.ssu.yaml")
        #expect(training.bundleIdentifier == "org.example.Tides" && training.names(in: "en") == ["Tide Log", "Tides"])
        #expect(try BlockYAML.parse("\u{FEFF}apiVersion: ssu/v1\n")["apiVersion"]?.text == "ssu/v1")
    }

    @Test func theKeySpelledSynonymsIsReadToo() throws {
        let text = Self.tides.replacing("synomyms", with: "synonyms")
        #expect(try AppShortcutsTraining.parse(text, file: "root.ssu.yaml").names(in: "en") == ["Tide Log", "Tides"])
    }

    @Test func anUtteranceIsWrittenAsTheMetadatasPhrase() {
        #expect(AppShortcutsTraining.template(of: "{${+prefix} }Ask ${+applicationName} to flip a coin") == "Ask ${applicationName} to flip a coin")
        #expect(AppShortcutsTraining.template(of: "Open ${+applicationName}") == "Open ${applicationName}")
        #expect(AppShortcutsTraining.action(of: "Open_Trail_12") == ("Open_Trail", 12))
        #expect(AppShortcutsTraining.action(of: "NoIndex") == (nil, nil))
    }

    @Test func aFileOfAnotherKindOrBrokenYAMLIsRefusedWithTheLine() {
        #expect(throws: AppShortcutsTraining.Unreadable.self) { try AppShortcutsTraining.parse("name: x\n", file: "f") }
        do {
            _ = try AppShortcutsTraining.parse("nlu:\n  shortcuts: &anchor\n", file: "root.ssu.yaml")
            Issue.record("an anchor was read")
        } catch {
            #expect(error.reason.hasPrefix("line 2:"), "\(error.reason)")
        }
    }

    @Test func blockYAMLReadsWhatTheTrainingStepWrites() throws {
        let text = """
            # a comment
            top:
              list:
              - plain
              - 'single ''quoted'''
              - "double \\"quoted\\" \\u00e9"
              - key: value   # a comment after a value
                other: 2
              - -
              empty: []
              none: {}
              blank:
            last: true
            """
        let node = try BlockYAML.parse(text)
        let list = node["top"]?["list"]?.items ?? []
        #expect(list.count == 5)
        #expect(list[0].text == "plain" && list[1].text == "single 'quoted'" && list[2].text == "double \"quoted\" é")
        #expect(list[3]["key"]?.text == "value" && list[3]["other"]?.text == "2")
        #expect(list[4].items.map(\.text) == [""], "an item holding an empty item")
        #expect(node["top"]?["empty"] == .sequence([]) && node["top"]?["none"] == .mapping([]) && node["top"]?["blank"]?.text == "")
        #expect(node["last"]?.text == "true")
    }

    @Test func blockYAMLRefusesWhatItDoesNotRead() {
        let refused: [(String, String)] = [
            ("a:\n\t- b\n", "tab"),
            ("a: [1, 2]\n", "flow collection"),
            ("a: |\n  text\n", "block scalar"),
            ("a: 1\na: 2\n", "twice"),
            ("a: 'open\n", "does not end"),
            ("a:\n  - b\n    c: d\n", "indented more"),
            ("a: 1\n---\nb: 2\n", "second document"),
        ]
        for (text, reason) in refused {
            do {
                _ = try BlockYAML.parse(text)
                Issue.record("read: \(text)")
            } catch {
                #expect(error.reason.contains(reason), "\(text): \(error.reason)")
            }
        }
        // Nesting past the limit is refused before the reader's recursion can run deep.
        let deep = (0...BlockYAML.maximumDepth).map { String(repeating: " ", count: $0) + "k:" }.joined(separator: "\n") + " v"
        #expect(throws: BlockYAML.Failure.self) { try BlockYAML.parse(deep) }
    }
}
