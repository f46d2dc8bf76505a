import Foundation
import SiriSystem
import Testing

@testable import SoupChefCLI

/// `soupchef intents` on what Xcode really writes: the real files of Tests/Fixtures/RealDefinitions,
/// and small files with each thing real apps do.
@Suite struct RealDefinitionTests {
    static let root = IntentsCommandTests.root

    static let fixtures = root + "/Tests/Fixtures/RealDefinitions"

    static var realFiles: [String] {
        let enumerator = FileManager.default.enumerator(atPath: fixtures)
        var found: [String] = []
        while let path = enumerator?.nextObject() as? String {
            if path.hasSuffix(".intentdefinition") { found.append(fixtures + "/" + path) }
        }
        // Not the strings tables a translation tool saved under a definition's name (Qwant
        // Junior's), which are no definitions: `strayStringsTablesUnderTheDefinitionsNameAreWarnings`.
        let strayCopies = Set(["de", "en", "es", "fr", "it"].map { fixtures + "/qwant-junior-ios/\($0).lproj/WidgetIntents.intentdefinition" })
        return found.filter { !strayCopies.contains($0) }.sorted()
    }

    func write(_ text: String, as name: String, in harness: Harness) throws -> String {
        let path = harness.directory + "/" + name
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// A definition with the intents given as XML dictionaries' contents.
    static func definition(_ intents: [String], enums: [String] = [], namespace: String = "Ab12Cd") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>INEnums</key>
        \t<array>\(enums.map { "<dict>\($0)</dict>" }.joined())</array>
        \t<key>INIntentDefinitionModelVersion</key>
        \t<string>1.2</string>
        \t<key>INIntentDefinitionNamespace</key>
        \t<string>\(namespace)</string>
        \t<key>INIntents</key>
        \t<array>
        \(intents.map { "\t\t<dict>\n\($0)\n\t\t</dict>" }.joined(separator: "\n"))
        \t</array>
        </dict>
        </plist>
        """
    }

    @Test func everyRealFileLintsWithoutErrorsAndOpensInShow() throws {
        let files = Self.realFiles
        #expect(files.count >= 7)
        let harness = try Harness()
        for file in files + [Self.root + "/Data/Intents.intentdefinition"] {
            let lint = harness.run("intents", "lint", file)
            #expect(lint.status == 0, "\(file): \(lint.out)\(lint.err)")
            #expect(!lint.out.contains(": error: "), "\(lint.out)")
            #expect(!lint.out.contains("unknown key"), "\(lint.out)")
            let show = harness.run("intents", "show", file)
            #expect(show.status == 0, "\(file): \(show.err)")
            #expect(show.out.contains("\nIntent "), "\(file)")
            #expect(!show.out.contains("……"), "\(file)")
        }
    }

    @Test func parameterlessIntentsLintCleanAndDonateWithTheirTitle() throws {
        let harness = try Harness()
        let path = try write(
            Self.definition([
                """
                <key>INIntentName</key><string>GetState</string>
                <key>INIntentTitle</key><string>Get State</string>
                <key>INIntentParameterCombinations</key><dict><key></key><dict>
                <key>INIntentParameterCombinationTitle</key><string>Get the Night Shift state</string>
                <key>INIntentParameterCombinationSubtitle</key><string></string>
                <key>INIntentParameterCombinationIsPrimary</key><true/></dict></dict>
                <key>INIntentResponse</key><dict><key>INIntentResponseCodes</key><array><dict>
                <key>INIntentResponseCodeName</key><string>success</string><key>INIntentResponseCodeSuccess</key><true/></dict></array></dict>
                """,
                """
                <key>INIntentName</key><string>Untitled</string>
                <key>INIntentTitle</key><string>Start Service</string>
                <key>INIntentParameterCombinations</key><dict><key></key><dict>
                <key>INIntentParameterCombinationIsPrimary</key><true/></dict></dict>
                """,
            ]), as: "Parameterless.intentdefinition", in: harness)
        let lint = harness.run("intents", "lint", path)
        #expect(lint.status == 0)
        #expect(lint.out == "", "\(lint.out)")
        let donate = harness.run("intents", "donate", path, "GetState")
        #expect(donate.status == 0, "\(donate.err)")
        #expect(
            donate.out == "Shortcut type: (no parameters) (primary)\nTitle: Get the Night Shift state\nRuns in the background: no, opens the app\n")
        let show = harness.run("intents", "show", path)
        #expect(
            show.out.contains("  Parameters: none\n  Shortcut types:\n    (no parameters) (primary): “Get the Night Shift state”\n"), "\(show.out)")
        #expect(!show.out.contains("“”"), "\(show.out)")
        let untitled = harness.run("intents", "donate", path, "Untitled")
        #expect(untitled.out.contains("Title: Start Service\n"), "\(untitled.out)\(untitled.err)")
    }

    /// A donation holds what the app's code set: a parameter's default value (BeeSwift's
    /// `AddData`, value 1 and comment "Added via iOS Shortcut") is the Shortcuts app's, filled in
    /// when the action runs. `donate` refuses without them and says so; `converse` fills them.
    @Test func aDonationIsNotFilledByDefaultValuesAndTheRefusalSaysWhy() throws {
        let harness = try Harness()
        let path = try write(
            Self.definition([
                """
                <key>INIntentName</key><string>AddData</string>
                <key>INIntentTitle</key><string>Add Data</string>
                <key>INIntentParameterCombinations</key><dict><key>value,goal,comment</key><dict>
                <key>INIntentParameterCombinationTitle</key><string>Add ${value} to ${goal}</string>
                <key>INIntentParameterCombinationIsPrimary</key><true/></dict></dict>
                <key>INIntentParameters</key><array>
                <dict><key>INIntentParameterName</key><string>value</string><key>INIntentParameterType</key><string>Decimal</string>
                <key>INIntentParameterMetadata</key><dict><key>INIntentParameterMetadataDefaultValue</key><real>1</real></dict></dict>
                <dict><key>INIntentParameterName</key><string>goal</string><key>INIntentParameterType</key><string>String</string></dict>
                <dict><key>INIntentParameterName</key><string>comment</string><key>INIntentParameterType</key><string>String</string>
                <key>INIntentParameterMetadata</key><dict><key>INIntentParameterMetadataDefaultValue</key><string>Added via iOS Shortcut</string></dict></dict>
                </array>
                <key>INIntentResponse</key><dict><key>INIntentResponseCodes</key><array><dict>
                <key>INIntentResponseCodeName</key><string>success</string><key>INIntentResponseCodeSuccess</key><true/></dict></array></dict>
                """
            ]), as: "AddData.intentdefinition", in: harness)
        let refused = harness.run("intents", "donate", path, "AddData", "goal=pushups")
        #expect(refused.status == 65, "\(refused.out)\(refused.err)")
        #expect(
            refused.err.contains("The defaults 'value=1.0', 'comment=Added via iOS Shortcut' are the Shortcuts app's"), "\(refused.err)")
        let given = harness.run("intents", "donate", path, "AddData", "goal=pushups", "value=2", "comment=hi")
        #expect(given.status == 0 && given.out.contains("Title: Add 2 to pushups\n"), "\(given.out)\(given.err)")
        // A default given on the command line is no longer named.
        let partly = harness.run("intents", "donate", path, "AddData", "goal=pushups", "value=2")
        #expect(partly.status == 65 && partly.err.contains("The default 'comment=Added via iOS Shortcut' is the Shortcuts app's"), "\(partly.err)")
        let run = harness.run("intents", "converse", path, "AddData", "goal=pushups", "--yes")
        #expect(run.out.contains("resolve value: success (1)"), "\(run.out)\(run.err)")
    }

    static let ineligible = """
        <key>INIntentName</key><string>Hidden</string>
        <key>INIntentIneligibleForSuggestions</key><true/>
        <key>INIntentParameters</key><array><dict><key>INIntentParameterName</key><string>item</string>
        <key>INIntentParameterType</key><string>String</string></dict></array>
        <key>INIntentManagedParameterCombinations</key><dict><key>item</key><dict>
        <key>INIntentParameterCombinationSupportsBackgroundExecution</key><true/></dict></dict>
        """

    @Test func untitledManagedTypesOfAnIneligibleIntentAreNoError() throws {
        let harness = try Harness()
        let path = try write(Self.definition([Self.ineligible]), as: "Ineligible.intentdefinition", in: harness)
        let lint = harness.run("intents", "lint", path)
        #expect(lint.status == 0)
        #expect(!lint.out.contains("title"), "\(lint.out)")
    }

    static let customisedPlayMedia = """
        <key>INIntentName</key><string>PlayMedia</string>
        <key>INIntentClassName</key><string>INPlayMediaIntent</string>
        <key>INIntentCustomizable</key><true/>
        <key>INIntentDomain</key><string>Media</string>
        <key>INIntentCategory</key><string>system</string>
        <key>INIntentKeyParameter</key><string>mediaItems</string>
        <key>INIntentParameters</key><array>
        <dict><key>INIntentParameterName</key><string>mediaItems</string><key>INIntentParameterType</key><string>Object</string>
        <key>INIntentParameterObjectType</key><string>MediaItem</string>
        <key>INIntentParameterObjectTypeNamespace</key><string>System</string>
        <key>INIntentParameterSupportsMultipleValues</key><true/></dict>
        <dict><key>INIntentParameterName</key><string>playbackRepeatMode</string><key>INIntentParameterType</key><string>Integer</string>
        <key>INIntentParameterEnumType</key><string>PlaybackRepeatMode</string>
        <key>INIntentParameterEnumTypeNamespace</key><string>System</string></dict>
        <dict><key>INIntentParameterName</key><string>playbackSpeed</string><key>INIntentParameterType</key><string>Decimal</string>
        <key>INIntentParameterMetadata</key><dict><key>INIntentParameterMetadataMaximumValue</key><real>1</real>
        <key>INIntentParameterMetadataMinimumValue</key><data></data>
        <key>INIntentParameterMetadataDefaultUnit</key><string>x</string></dict></dict>
        </array>
        <key>INIntentParameterCombinations</key><dict><key>mediaItems</key><dict>
        <key>INIntentParameterCombinationTitle</key><string>Play ${mediaItems}</string>
        <key>INIntentParameterCombinationIsPrimary</key><true/></dict></dict>
        """

    @Test func xcodesOwnKeysAreKnownAndUnknownOnesAreQuietNotes() throws {
        let harness = try Harness()
        let path = try write(
            Self.definition([
                Self.customisedPlayMedia.replacingOccurrences(
                    of: "<key>INIntentDomain</key>",
                    with: "<key>INIntentHash</key><string>abc</string><key>INIntentFutureKey</key><true/><key>INIntentDomain</key>")
            ]), as: "Keys.intentdefinition", in: harness)
        let lint = harness.run("intents", "lint", path)
        #expect(lint.status == 0)
        let lines = lint.out.split(separator: "\n").map(String.init)
        #expect(lines.count == 1, "\(lint.out)")
        #expect(lines.first?.contains(": note: PlayMedia: soupchef does not know the key INIntentFutureKey") == true, "\(lint.out)")
        #expect(lint.err.contains("0 errors, 0 warnings, 1 note"), "\(lint.err)")
    }

    static let booleanAndEnum = """
        <key>INIntentName</key><string>SetState</string>
        <key>INIntentTitle</key><string>Set State</string>
        <key>INIntentKeyParameter</key><string>mode</string>
        <key>INIntentParameters</key><array>
        <dict><key>INIntentParameterName</key><string>mode</string><key>INIntentParameterDisplayName</key><string>Mode</string>
        <key>INIntentParameterType</key><string>Integer</string><key>INIntentParameterEnumType</key><string>Mode</string></dict>
        <dict><key>INIntentParameterName</key><string>enabled</string><key>INIntentParameterDisplayName</key><string>Enabled</string>
        <key>INIntentParameterType</key><string>Boolean</string>
        <key>INIntentParameterMetadata</key><dict><key>INIntentParameterMetadataDefaultValue</key><true/>
        <key>INIntentParameterMetadataTrueDisplayName</key><string>on</string>
        <key>INIntentParameterMetadataFalseDisplayName</key><string>off</string></dict>
        <key>INIntentParameterPromptDialogs</key><array><dict><key>INIntentParameterPromptDialogType</key><string>Primary</string>
        <key>INIntentParameterPromptDialogFormatString</key><string>Turn it on?</string></dict></array></dict>
        </array>
        <key>INIntentParameterCombinations</key><dict>
        <key>mode,enabled</key><dict><key>INIntentParameterCombinationTitle</key><string>Set ${mode} to ${enabled}</string>
        <key>INIntentParameterCombinationIsPrimary</key><true/></dict>
        <key>enabled</key><dict><key>INIntentParameterCombinationTitle</key><string>Set it to ${enabled}</string></dict></dict>
        <key>INIntentResponse</key><dict><key>INIntentResponseCodes</key><array>
        <dict><key>INIntentResponseCodeName</key><string>success</string><key>INIntentResponseCodeSuccess</key><true/>
        <key>INIntentResponseCodeFormatString</key><string>Now ${level}</string></dict>
        <dict><key>INIntentResponseCodeName</key><string>failure</string></dict></array>
        <key>INIntentResponseParameters</key><array><dict><key>INIntentResponseParameterName</key><string>level</string>
        <key>INIntentResponseParameterType</key><string>String</string></dict></array></dict>
        """

    static let modeEnum = """
        <key>INEnumName</key><string>Mode</string><key>INEnumValues</key><array>
        <dict><key>INEnumValueName</key><string>unknown</string><key>INEnumValueIndex</key><integer>0</integer></dict>
        <dict><key>INEnumValueName</key><string>night</string><key>INEnumValueDisplayName</key><string>Night Shift</string>
        <key>INEnumValueIndex</key><integer>1</integer></dict>
        <dict><key>INEnumValueName</key><string>tone</string><key>INEnumValueDisplayName</key><string>True Tone</string>
        <key>INEnumValueIndex</key><integer>2</integer></dict></array>
        """

    @Test func donationsShowDisplayNamesAndUnknownIsNoValue() throws {
        let harness = try Harness()
        let path = try write(Self.definition([Self.booleanAndEnum], enums: [Self.modeEnum]), as: "Night.intentdefinition", in: harness)
        let lint = harness.run("intents", "lint", path)
        #expect(lint.status == 0, "\(lint.out)")
        let donate = harness.run("intents", "donate", path, "SetState", "mode=night", "enabled=true")
        #expect(donate.out.contains("Title: Set Night Shift to on\n"), "\(donate.out)\(donate.err)")
        let off = harness.run("intents", "donate", path, "SetState", "enabled=false", "mode=unknown")
        #expect(off.out.hasPrefix("Shortcut type: enabled\nTitle: Set it to off\n"), "\(off.out)\(off.err)")
        // Alone, the case at index 0 fits no shortcut type: the refusal says why the value given counts for none.
        let unset = harness.run("intents", "donate", path, "SetState", "mode=unknown")
        #expect(unset.status == 65, "\(unset.out)\(unset.err)")
        #expect(unset.err.contains("(mode=unknown is Mode's case at index 0, which iOS reads as no value)."), "\(unset.err)")
        // A case not in a long enum names a few, and the one whose title holds what was typed (Night Shift).
        let many = Self.modeEnum.replacingOccurrences(
            of: "</array>",
            with: (3...20).map {
                "<dict><key>INEnumValueName</key><string>extra\($0)</string><key>INEnumValueIndex</key><integer>\($0)</integer></dict>"
            }
            .joined() + "</array>")
        let long = try write(Self.definition([Self.booleanAndEnum], enums: [many]), as: "Long.intentdefinition", in: harness)
        let refused = harness.run("intents", "donate", long, "SetState", "mode=shift", "enabled=true")
        #expect(refused.status == 64, "\(refused.err)")
        #expect(
            refused.err.hasPrefix(
                "Error: \"shift\" is not a case of Mode for mode (20 cases, night, tone, extra3, extra4, extra5, extra6, extra7, extra8, extra9,"
                    + " extra10, …; 'intents show' lists them all)"), "\(refused.err)")
        #expect(refused.err.contains("…; 'intents show' lists them all). Did you mean \"night\"?\n"), "\(refused.err)")
    }

    /// A language's table left empty (Recon-Bolt's four languages, Brave's `en`) is one finding,
    /// not one for each text; a table with some strings keeps one finding for each it lacks.
    @Test func anEmptyTranslationTableIsOneFinding() throws {
        let harness = try Harness()
        let brew = """
            <key>INIntentName</key><string>Brew</string><key>INIntentTitle</key><string>Brew Tea</string>
            <key>INIntentTitleID</key><string>t0</string><key>INIntentParameters</key><array>
            <dict><key>INIntentParameterName</key><string>tea</string><key>INIntentParameterType</key><string>String</string>
            <key>INIntentParameterDisplayName</key><string>Tea</string><key>INIntentParameterDisplayNameID</key><string>t1</string></dict></array>
            <key>INIntentParameterCombinations</key><dict><key>tea</key><dict>
            <key>INIntentParameterCombinationTitle</key><string>Brew ${tea}</string><key>INIntentParameterCombinationTitleID</key><string>t2</string></dict></dict>
            <key>INIntentResponse</key><dict><key>INIntentResponseCodes</key><array>
            <dict><key>INIntentResponseCodeName</key><string>success</string><key>INIntentResponseCodeSuccess</key><true/></dict></array></dict>
            """
        let path = try write(Self.definition([brew]), as: "App/Base.lproj/Intents.intentdefinition", in: harness)
        _ = try write("/* to be translated */\n", as: "App/ko.lproj/Intents.strings", in: harness)
        _ = try write("\"t0\" = \"Tee brühen\";\n", as: "App/de.lproj/Intents.strings", in: harness)
        let lint = harness.run("intents", "lint", path)
        #expect(
            lint.out.contains(
                "ko.lproj/Intents.strings:1:1: warning: (file): ko's table holds no strings: iOS speaks the Base text of all 3 texts there\n"),
            "\(lint.out)")
        #expect(!lint.out.contains("ko has no string for"), "\(lint.out)")
        #expect(lint.out.contains("de has no string for t1") && lint.out.contains("de has no string for t2"), "\(lint.out)")
        // English left empty beside Base texts in Latin letters (Brave's `en`): a note.
        _ = try write("", as: "App/en.lproj/Intents.strings", in: harness)
        #expect(
            harness.run("intents", "lint", path).out.contains(
                "en.lproj/Intents.strings:1:1: note: (file): en's table holds no strings: iOS speaks the Base text of all 3 texts there,"
                    + " which are in English already, as far as their letters tell\n"))
    }

    /// An intent not eligible for suggestions with a managed shortcut type (cocoatype/Debigulator's
    /// Shortcuts action): no donation, and the refusal names the managed type as the Shortcuts app's.
    @Test func anIneligibleIntentsManagedTypesAreNamedAsTheShortcutsApps() throws {
        let harness = try Harness()
        let shrink = """
            <key>INIntentName</key><string>Shrink</string><key>INIntentTitle</key><string>Shrink Image</string>
            <key>INIntentIneligibleForSuggestions</key><true/><key>INIntentParameters</key><array>
            <dict><key>INIntentParameterName</key><string>image</string><key>INIntentParameterType</key><string>String</string></dict></array>
            <key>INIntentManagedParameterCombinations</key><dict><key>image</key><dict>
            <key>INIntentParameterCombinationTitle</key><string>Shrink ${image}</string></dict></dict>
            <key>INIntentResponse</key><dict><key>INIntentResponseCodes</key><array>
            <dict><key>INIntentResponseCodeName</key><string>success</string><key>INIntentResponseCodeSuccess</key><true/></dict></array></dict>
            """
        let path = try write(Self.definition([shrink]), as: "Shrink.intentdefinition", in: harness)
        let refused = harness.run("intents", "donate", path, "Shrink", "image=photo.jpg")
        #expect(refused.status == 65, "\(refused.out)\(refused.err)")
        #expect(
            refused.err.contains(
                "so the file declares no shortcut types for suggestions (its managed one, image, is the Shortcuts app's) and iOS accepts no donation of it."
            ), "\(refused.err)")
        // One of no parameters (Simplenote's OpenNewNote, smart-car-dashboard's audio output) is
        // named so, not as "(no parameters)" inside the parentheses.
        let open = """
            <key>INIntentName</key><string>OpenNewNote</string><key>INIntentIneligibleForSuggestions</key><true/>
            <key>INIntentManagedParameterCombinations</key><dict><key></key><dict>
            <key>INIntentParameterCombinationTitle</key><string>Open a new note</string></dict></dict>
            <key>INIntentResponse</key><dict><key>INIntentResponseCodes</key><array>
            <dict><key>INIntentResponseCodeName</key><string>success</string><key>INIntentResponseCodeSuccess</key><true/></dict></array></dict>
            """
        let notes = try write(Self.definition([open]), as: "Notes.intentdefinition", in: harness)
        let none = harness.run("intents", "donate", notes, "OpenNewNote")
        #expect(none.status == 65)
        #expect(
            none.err.contains(
                "so the file declares no shortcut types for suggestions (its managed one, of no parameters, is the Shortcuts app's) and iOS"),
            "\(none.err)")
    }

    /// Xcode's Input Parameter (`INIntentInput`), written beside the key parameter of a lock-screen
    /// widget's deep-link intent that the Shortcuts app also runs: `show` names it, as it names the
    /// response's output, and the JSON carries it (null where the file sets none).
    @Test func theShortcutsInputParameterIsShown() throws {
        let harness = try Harness()
        let open = """
            <key>INIntentName</key><string>DeepLinkApp</string><key>INIntentTitle</key><string>DeepLink App</string>
            <key>INIntentCategory</key><string>start</string><key>INIntentVerb</key><string>Start</string>
            <key>INIntentConfigurable</key><true/><key>INIntentIneligibleForSuggestions</key><true/>
            <key>INIntentEligibleForWidgets</key><true/>
            <key>INIntentKeyParameter</key><string>app</string><key>INIntentInput</key><string>app</string>
            <key>INIntentParameters</key><array>
            <dict><key>INIntentParameterName</key><string>app</string><key>INIntentParameterType</key><string>String</string></dict></array>
            <key>INIntentResponse</key><dict><key>INIntentResponseCodes</key><array>
            <dict><key>INIntentResponseCodeName</key><string>success</string><key>INIntentResponseCodeSuccess</key><true/></dict></array></dict>
            """
        let path = try write(Self.definition([open]), as: "LockScreen.intentdefinition", in: harness)
        let shown = harness.run("intents", "show", path)
        #expect(shown.status == 0, "\(shown.err)")
        #expect(
            shown.out.contains("\n  category start, verb Start, key parameter app, Shortcuts input app, configurable in Shortcuts,"), "\(shown.out)")
        let document = try harness.run("intents", "show", path, "--json").json()
        #expect((document["intents"] as? [[String: Any]])?.first?["inputParameter"] as? String == "app")
        let soup = try harness.run("intents", "show", "--json").json()
        #expect((soup["intents"] as? [[String: Any]])?.allSatisfy { $0["inputParameter"] is NSNull } == true)
        #expect(harness.run("intents", "lint", path).status == 0)
        // The real file of this shape (koget-ios, SOURCES.md).
        let real = harness.run("intents", "show", Self.fixtures + "/koget-ios/Base.lproj/LockScreenWidgetIntents.intentdefinition")
        #expect(real.out.contains("key parameter app, Shortcuts input app, asks for confirmation"), "\(real.out)")
    }

    /// Xcode leaves an enum parameter's default on its unknown case unless one is chosen (the
    /// CoyoteLab Siri sample's `directionWayType`): `show` says that this default is no value, as
    /// iOS reads it, and Siri still asks for the parameter.
    @Test func anEnumDefaultLeftOnUnknownIsShownAsNoValue() throws {
        let harness = try Harness()
        let defaulted = Self.booleanAndEnum.replacingOccurrences(
            of: "<key>INIntentParameterEnumType</key><string>Mode</string>",
            with: "<key>INIntentParameterEnumType</key><string>Mode</string>"
                + "<key>INIntentParameterMetadata</key><dict><key>INIntentParameterMetadataDefaultValue</key><string>unknown</string></dict>")
        let path = try write(Self.definition([defaulted], enums: [Self.modeEnum]), as: "Night.intentdefinition", in: harness)
        let show = harness.run("intents", "show", path)
        #expect(show.out.contains("    mode (Mode): enum Mode, default unknown (no value)\n"), "\(show.out)")
        let asked = harness.run("intents", "converse", path, "SetState", "--answer", "1", "level=high")
        #expect(asked.out.contains("resolve mode: needsValue\n"), "\(asked.out)")
        let night = try write(
            Self.definition(
                [defaulted.replacingOccurrences(of: "<string>unknown</string></dict>", with: "<string>night</string></dict>")], enums: [Self.modeEnum]
            ),
            as: "Night2.intentdefinition", in: harness)
        #expect(harness.run("intents", "show", night).out.contains("    mode (Mode): enum Mode, default night\n"))
    }

    /// An enum default naming a case renamed since it was chosen (SpotActions' `mixSuffled`, a
    /// `MixTracks` mode kept from 2020 to 2023 while Xcode built the app): no lint error, `show`
    /// says it is no value, and Siri asks for the parameter as if there were no default.
    @Test func anEnumDefaultNamingARenamedCaseIsAWarningAndNoValue() throws {
        let harness = try Harness()
        let stale = Self.booleanAndEnum.replacingOccurrences(
            of: "<key>INIntentParameterEnumType</key><string>Mode</string>",
            with: "<key>INIntentParameterEnumType</key><string>Mode</string>"
                + "<key>INIntentParameterMetadata</key><dict><key>INIntentParameterMetadataDefaultValue</key><string>nightShifted</string></dict>")
        let path = try write(Self.definition([stale], enums: [Self.modeEnum]), as: "Night.intentdefinition", in: harness)
        let lint = harness.run("intents", "lint", path)
        #expect(lint.status == 0, "\(lint.out)")
        #expect(lint.out.contains(": warning: SetState: the default nightShifted of mode is not a case of Mode"), "\(lint.out)")
        // The cases a default could name, not `unknown`, which is no value.
        #expect(lint.out.contains("is not a case of Mode (night, tone); it was renamed or removed"), "\(lint.out)")
        let show = harness.run("intents", "show", path)
        #expect(show.out.contains("    mode (Mode): enum Mode, default nightShifted (no case of Mode: no value)\n"), "\(show.out)")
        let asked = harness.run("intents", "converse", path, "SetState", "--answer", "1", "level=high")
        #expect(asked.out.contains("resolve mode: needsValue\n"), "\(asked.out)")
    }

    /// A parameter turned from a Boolean into an enum keeps the Boolean's default (`<true/>`) and
    /// its true and false display names (Pizza Helper's `expeditionDisplayPolicy`): the warning
    /// says the default is left from the earlier type, not a case renamed, and `show` words the
    /// enum by its cases alone.
    @Test func anEnumKeepingABooleansDefaultAndNamesIsShownAsAnEnum() throws {
        let harness = try Harness()
        let kept = Self.booleanAndEnum.replacingOccurrences(
            of: "<key>INIntentParameterEnumType</key><string>Mode</string>",
            with: "<key>INIntentParameterEnumType</key><string>Mode</string>"
                + "<key>INIntentParameterMetadata</key><dict><key>INIntentParameterMetadataDefaultValue</key><true/>"
                + "<key>INIntentParameterMetadataFalseDisplayName</key><string>false</string>"
                + "<key>INIntentParameterMetadataTrueDisplayName</key><string>true</string></dict>")
        let path = try write(Self.definition([kept], enums: [Self.modeEnum]), as: "Kept.intentdefinition", in: harness)
        let lint = harness.run("intents", "lint", path)
        #expect(lint.status == 0, "\(lint.out)")
        #expect(lint.out.contains("the default true of mode is not a case of Mode"), "\(lint.out)")
        #expect(lint.out.contains("it is left from the type mode had before it became an enum, so the parameter has no default"), "\(lint.out)")
        #expect(!lint.out.contains("renamed or removed"), "\(lint.out)")
        let show = harness.run("intents", "show", path)
        #expect(show.out.contains("    mode (Mode): enum Mode, default true (left from another type, no case of Mode: no value)\n"), "\(show.out)")
        #expect(!show.out.contains("shown as “true”/“false”\n"), "\(show.out)")
    }

    /// Xcode's Class Prefix (`INIntentClassPrefix`) goes before the intent's name in its class:
    /// OwnTracks' `SendNow` is `OwnTracksSendNowIntent`, as its Objective-C handler names it, and
    /// the donation and `show` carry that class.
    @Test func anIntentsClassPrefixIsPartOfItsClass() throws {
        let harness = try Harness()
        let file = Self.fixtures + "/owntracks-ios/Base.lproj/Intents.intentdefinition"
        let show = harness.run("intents", "show", file)
        #expect(show.out.contains("\nIntent SendNow (OwnTracksSendNowIntent): Send Now"), "\(show.out)")
        let json = try harness.run("--json", "intents", "show", file).json()
        let intents = try #require(json["intents"] as? [[String: Any]])
        #expect(intents.compactMap { $0["typeName"] as? String }.allSatisfy { $0.hasPrefix("OwnTracks") }, "\(intents.map { $0["typeName"] ?? "" })")
        let byClass = harness.run("intents", "donate", file, "OwnTracksSendNowIntent")
        #expect(
            byClass.status == 0 && byClass.out.hasPrefix("Shortcut type: (no parameters) (primary)\nTitle: Send current location\n"),
            "\(byClass.out)\(byClass.err)")
    }

    @Test func lintPrintsCompilerAndGitHubLinesAtTheOffendingKey() throws {
        let harness = try Harness()
        let text = Self.definition([
            """
            <key>INIntentName</key><string>Cycle</string>
            <key>INIntentParameters</key><array>
            <dict><key>INIntentParameterName</key><string>a</string>
            <key>INIntentParameterRelationship</key><dict><key>INIntentParameterRelationshipParentName</key><string>c</string></dict></dict>
            <dict><key>INIntentParameterName</key><string>b</string>
            <key>INIntentParameterRelationship</key><dict><key>INIntentParameterRelationshipParentName</key><string>a</string></dict></dict>
            <dict><key>INIntentParameterName</key><string>c</string>
            <key>INIntentParameterRelationship</key><dict><key>INIntentParameterRelationshipParentName</key><string>b</string></dict></dict>
            </array>
            """
        ])
        let path = try write(text, as: "Cycle.intentdefinition", in: harness)
        let lint = harness.run("intents", "lint", path)
        #expect(lint.status == 65)
        let line = text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("<string>a</string>") }! + 1
        #expect(lint.out.contains("\(path):\(line):1: error: Cycle: the relationships of a → c → b → a form a cycle"), "\(lint.out)")
        let github = harness.run("intents", "lint", "--format", "github", path)
        #expect(github.status == 65)
        #expect(github.out.hasPrefix("::error file=\(path),line=\(line),col=1::Cycle: the relationships of a"), "\(github.out)")
        let bad = harness.run("intents", "lint", "--format", "xml", path)
        #expect(bad.status == 64)
    }

    @Test func duplicateKeysAreReportedAndFileTextIsEscaped() throws {
        let harness = try Harness()
        let text = Self.definition([
            """
            <key>INIntentName</key><string>Fake</string>
            <key>INIntentTitle</key><string>Line&#10;/x: error: forged</string>
            <key>INIntentParameterCombinations</key><dict><key></key><dict>
            <key>INIntentParameterCombinationTitle</key><string>Do&#10;Title: forged</string></dict></dict>
            """
        ]).replacingOccurrences(of: "<key>INIntents</key>", with: "<key>INIntents</key><array/>\n<key>INIntents</key>")
        let path = try write(text, as: "Twice.intentdefinition", in: harness)
        let lint = harness.run("intents", "lint", path)
        #expect(lint.status == 0)
        #expect(lint.out.contains(": warning: (file): the key INIntents is written twice"), "\(lint.out)")
        let show = harness.run("intents", "show", path)
        #expect(show.out.contains("Line\\n/x: error: forged"), "\(show.out)")
        #expect(!show.out.contains("\n/x: error"))
        let donate = harness.run("intents", "donate", path, "Fake")
        // A title written on two lines is shown on two, the second indented under the first:
        // never a line of soupchef's own.
        #expect(donate.out.contains("Title: Do\n       Title: forged\n"), "\(donate.out)")
        #expect(!donate.out.split(separator: "\n").contains { $0.hasPrefix("Title: forged") })
    }

    /// Xcode leaves a relationship's predicate behind when its parent is set back to None: no
    /// relationship (Pyto's widget).
    @Test func aRelationshipWithoutAParentIsNone() throws {
        let harness = try Harness()
        let widget = Self.fixtures + "/Pyto-Widget/Base.lproj/Widget.intentdefinition"
        let show = harness.run("intents", "show", widget, "--json")
        #expect(show.status == 0, "\(show.err)")
        #expect(!show.out.contains("relationship\":{"), "\(show.out)")
    }

    /// The fifth sweep's files as they are (SOURCES.md): each reading it showed wrong, read right.
    @Test func theFifthSweepsFilesReadAsXcodeWroteThem() throws {
        let harness = try Harness()
        let ownCloud = Self.fixtures + "/owncloud-ios-app/Base.lproj/Intents.intentdefinition"
        #expect(harness.run("intents", "show", ownCloud).out.contains("pathExists (Boolean, shown as “true”/“false”, output)"))
        let ownCloudLint = harness.run("intents", "lint", ownCloud)
        #expect(!ownCloudLint.out.contains("6xEiIO") && !ownCloudLint.out.contains("bPAspK"), "\(ownCloudLint.out)")
        let telemetry = Self.fixtures + "/TelemetryViewer/TelemetryDeckWidget.intentdefinition"
        #expect(harness.run("intents", "show", telemetry).out.contains("TimeInterval, default 30 days, 1 day…300 days"))
        #expect(harness.run("intents", "lint", telemetry).err.contains("0 errors, 0 warnings"))
        let simplenote = harness.run("intents", "show", Self.fixtures + "/simplenote-ios/ListWidgetIntent.intentdefinition")
        #expect(simplenote.out.contains("kind (enum Kind)"), "\(simplenote.out)")
        let home = harness.run("intents", "show", Self.fixtures + "/home-assistant-iOS/Base.lproj/Intents.intentdefinition", "--locale", "de")
        #expect(home.out.contains("eventName (Ereignisname): String, default kurzbefehl_ereignis"), "\(home.out)")
        let album = harness.run(
            "intents", "converse", Self.fixtures + "/amperfy/Intents.intentdefinition", "PlayMedia", "mediaContainer=Album", "--yes")
        #expect(album.status == 0 && album.out.contains("resolve mediaItems: notRequired"), "\(album.out)\(album.err)")
        // SiriKit's own enums take their cases, in any letter case, and nothing else.
        let repeated = harness.run(
            "intents", "converse", Self.fixtures + "/amperfy/Intents.intentdefinition", "PlayMedia", "mediaContainer=Album", "playbackRepeatMode=ALL",
            "--yes")
        #expect(repeated.status == 0 && repeated.out.contains("resolve playbackRepeatMode: success (all)"), "\(repeated.out)\(repeated.err)")
        let bogus = harness.run(
            "intents", "converse", Self.fixtures + "/amperfy/Intents.intentdefinition", "PlayMedia", "mediaContainer=Album", "playbackRepeatMode=al",
            "--yes")
        #expect(
            bogus.status == 64
                && bogus.err.hasPrefix(
                    "Error: \"al\" is not a case of SiriKit's INPlaybackRepeatMode for playbackRepeatMode (cases: none, all, one). Did you mean \"all\"?"
                ),
            "\(bogus.err)")
        let twoFAS = harness.run("intents", "show", Self.fixtures + "/2fas-ios/Base.lproj/TwoFASWidget.intentdefinition")
        #expect(twoFAS.out.contains("list of Object Service (on widgets: 1 small, 3 medium, 6 large, 12 extra large,"), "\(twoFAS.out)")
    }

    /// Simplenote's `Tag` (Xcode 13.0) writes INObject's own `pronunciationHint` with the type of
    /// its `kind` property, the enum Kind, as MEGA's widget (Xcode 12.2) writes it an Integer:
    /// Xcode generates no property for one marked `INTypePropertyDefault`, so it is INObject's
    /// String; `show` says so and lint notes what the file wrote. A type that declares no property
    /// at all (CodexBar's hand-written widget types) says so rather than nothing.
    @Test func oneOfINObjectsOwnPropertiesIsINObjectsWhateverTheFileWrites() throws {
        let harness = try Harness()
        let simplenote = Self.fixtures + "/simplenote-ios/ListWidgetIntent.intentdefinition"
        let show = harness.run("intents", "show", simplenote)
        #expect(
            show.out.contains(
                "Type Tag: identifier (String), displayString (String), pronunciationHint (String), "
                    + "alternativeSpeakableMatches (list of SpeakableString), kind (enum Kind)\n"), "\(show.out)")
        let lint = harness.run("intents", "lint", simplenote)
        #expect(lint.status == 0, "\(lint.out)\(lint.err)")
        #expect(
            lint.out.contains(
                ": note: Tag: the file gives pronunciationHint, one of INObject's own properties (INTypePropertyDefault), the type enum Kind; "
                    + "Xcode generates no property for it, so Tag's pronunciationHint is INObject's, a String\n"), "\(lint.out)")
        #expect(harness.run("intents", "show", simplenote, "--json").out.contains("\"writtenType\" : \"enum Kind\""))

        let widget = Self.definition([
            """
            <key>INIntentName</key><string>SelectProvider</string><key>INIntentEligibleForWidgets</key><true/>
            <key>INIntentIneligibleForSuggestions</key><true/><key>INIntentParameters</key><array><dict>
            <key>INIntentParameterName</key><string>provider</string><key>INIntentParameterType</key><string>Object</string>
            <key>INIntentParameterObjectType</key><string>Provider</string></dict></array>
            <key>INIntentResponse</key><dict><key>INIntentResponseCodes</key><array>
            <dict><key>INIntentResponseCodeName</key><string>success</string><key>INIntentResponseCodeSuccess</key><true/></dict></array></dict>
            """
        ]).replacingOccurrences(
            of: "\t<key>INIntents</key>",
            with: "\t<key>INTypes</key><array><dict><key>INTypeName</key><string>Provider</string>"
                + "<key>INTypeDisplayName</key><string>Provider</string><key>INTypeProperties</key><array/></dict></array>\n\t<key>INIntents</key>")
        let path = try write(widget, as: "WidgetStatus.intentdefinition", in: harness)
        let bare = harness.run("intents", "show", path)
        #expect(bare.status == 0 && bare.out.hasSuffix("\nType Provider: (no properties)\n"), "\(bare.out)\(bare.err)")
    }

    /// A parameter whose options the app provides (`INIntentParameterSupportsDynamicEnumeration`,
    /// searchable with `INIntentParameterSupportsSearch`), as most widgets' configuration intents
    /// have, says so in `show`, not only in its JSON.
    @Test func dynamicOptionsAreShown() throws {
        let harness = try Harness()
        let simplenote = harness.run("intents", "show", Self.fixtures + "/simplenote-ios/ListWidgetIntent.intentdefinition")
        #expect(simplenote.out.contains("    tag (Tag): Object Tag, options provided dynamically\n"), "\(simplenote.out)")
        let mastodon = harness.run(
            "intents", "show", Self.fixtures + "/mastodon-ios/WidgetExtension/Base.lproj/WidgetExtension.intentdefinition")
        #expect(
            mastodon.out.contains("    account (Account): String, options provided dynamically (searchable)\n"), "\(mastodon.out)")
        #expect(mastodon.out.contains("    showChart (Show chart): Boolean, shown as “Yes”/“No”\n"), "\(mastodon.out)")
    }

    /// A File parameter's file type (Xcode's File Type: Humboldt's Image), or the types a Custom
    /// one lists (`INIntentParameterMetadataCustomUTIs`, Cryptomator's save action), is shown.
    @Test func aFileParametersTypesAreShown() throws {
        let harness = try Harness()
        let humboldt = harness.run("intents", "show", Self.fixtures + "/Humboldt/Intents.intentdefinition")
        #expect(humboldt.out.contains("    image (Image): File, file type Image\n"), "\(humboldt.out)")
        let custom = """
            <key>INIntentName</key><string>SaveFile</string>
            <key>INIntentCategory</key><string>generic</string>
            <key>INIntentParameters</key><array><dict>
            <key>INIntentParameterName</key><string>file</string><key>INIntentParameterType</key><string>File</string>
            <key>INIntentParameterMetadata</key><dict><key>INIntentParameterMetadataCustomUTIs</key><array>
            <dict><key>UTI</key><string>public.data</string></dict><dict><key>UTI</key><string>public.image</string></dict>
            </array><key>INIntentParameterMetadataType</key><string>Custom</string></dict>
            </dict></array>
            """
        let path = try write(Self.definition([custom]), as: "Save/Intents.intentdefinition", in: harness)
        let show = harness.run("intents", "show", path)
        #expect(show.out.contains("    file (file): File, file types public.data, public.image\n"), "\(show.out)\(show.err)")
        let json = try harness.run("--json", "intents", "show", path).json()
        let parameter = try #require(((json["intents"] as? [[String: Any]])?.first?["parameters"] as? [[String: Any]])?.first)
        #expect((parameter["metadata"] as? [String: Any])?["fileTypes"] as? [String] == ["public.data", "public.image"])
    }

    /// A response parameter or a type's property that takes several values
    /// (`…SupportsMultipleValues`) is shown as a list, as a parameter is: Zavala's `GetOutlines`
    /// answers with outlines, the St. Jude widget's campaign details hold milestones and rewards.
    @Test func listsAmongResponseParametersAndPropertiesAreShownAsLists() throws {
        let harness = try Harness()
        let zavala = harness.run("intents", "show", Self.fixtures + "/Zavala/Intents.intentdefinition")
        #expect(zavala.out.contains("  Response parameters: outlines (list of Outline, output)\n"), "\(zavala.out)")
        #expect(zavala.out.contains("  Response parameters: outline (Outline, output)\n"), "\(zavala.out)")
        let stJude = harness.run("intents", "show", Self.fixtures + "/St-Jude-Widget-App/Base.lproj/Intents.intentdefinition")
        #expect(stJude.out.contains(", milestones (list of Milestone), rewards (list of ShortcutReward)\n"), "\(stJude.out)")
        #expect(stJude.out.contains(", goal (Amount), "), "\(stJude.out)")
    }

    /// Siri's question before an intent of the generic category whose verb is Do: "Do" says
    /// nothing alone, so the title says what would be done (Zavala's `RemoveOutline`).
    @Test func aGenericIntentWhoseVerbIsDoIsConfirmedByItsTitle() throws {
        let harness = try Harness()
        let file = Self.fixtures + "/Zavala/Intents.intentdefinition"
        let removal = harness.run("intents", "converse", file, "RemoveOutline", "outline=Groceries", "--answer", "no")
        #expect(removal.out.contains("  Siri: Do you want to remove outline?\n"), "\(removal.out)\(removal.err)")
        #expect(!removal.out.contains("Ready to do?"), "\(removal.out)")
        #expect(removal.out.contains("  Siri: OK, I won't do it.\n"), "\(removal.out)")
    }

    /// TakeURPill's title is a sentence in the first person, "I Took My Pill": inside Siri's
    /// question it is a display name in a sentence, its "I" kept, the rest in lower case; in
    /// Italian the translated title stays as it is written.
    @Test func aTitleInSiriQuestionKeepsItsCapitalI() throws {
        let harness = try Harness()
        let file = Self.fixtures + "/TakeURPill/en.lproj/Intents.intentdefinition"
        let english = harness.run("intents", "converse", file, "TakePill", "ammount=2", "title=Aspirin", "pillName=Aspirin", "--yes")
        #expect(english.status == 0 && english.out.contains("  Siri: Do you want to I took my pill?\n"), "\(english.out)\(english.err)")
        let italian = harness.run(
            "intents", "converse", file, "TakePill", "ammount=2", "title=Aspirin", "pillName=Aspirin", "--yes", "--locale", "it")
        #expect(italian.out.contains("  Siri: Do you want to Ho preso la mia pillola?\n"), "\(italian.out)\(italian.err)")
        // The hand-written just-spent gives its enum's cases no index: warned of, never an error.
        let lint = try harness.run("--json", "intents", "lint", Self.fixtures + "/just-spent/JustSpent.intentdefinition").json()
        let findings = try #require(lint["findings"] as? [[String: Any]])
        #expect(findings.filter { $0["rule"] as? String == "enumCaseWithoutIndex" }.count == 9, "\(findings)")
        #expect(findings.allSatisfy { $0["severity"] as? String != "error" })
    }

    /// TakeURPill, translated into Italian and Dutch, asks how many pills (1 to 5) once a number
    /// out of range is refused: the answer is heard in the language's words, "tre" and "drie" (it
    /// was not understood, and Siri asked again), and one out of range said in words is refused
    /// with its reason, as digits are.
    @Test func takeURPillsQuantityIsAnsweredInItsTranslationsWords() throws {
        let harness = try Harness()
        let file = Self.fixtures + "/TakeURPill/en.lproj/Intents.intentdefinition"
        func converse(_ locale: String, _ answers: String...) -> String {
            harness.run(
                ["intents", "converse", file, "TakePill", "ammount=9", "title=Aspirin", "pillName=Aspirin", "--yes", "--locale", locale]
                    + answers.flatMap { ["--answer", $0] }
            ).out
        }
        #expect(converse("it", "tre").contains("  You: tre\nresolve ammount: success (3)\n"))
        #expect(converse("nl", "drie").contains("  You: drie\nresolve ammount: success (3)\n"))
        let refused = converse("it", "sette", "due")
        #expect(refused.contains("  You: sette\nresolve ammount: needsValue\n  Siri: Ammount can't be higher than 5."), "\(refused)")
        #expect(refused.contains("  You: due\nresolve ammount: success (2)\n"), "\(refused)")
    }

    /// Qwant Junior keeps strings tables under the definition's name in five language folders,
    /// four of them beside the language's own `.strings`; the project lists none of them and
    /// builds: warnings, not errors, and `--locale en` says English is missing and why.
    @Test func strayStringsTablesUnderTheDefinitionsNameAreWarnings() throws {
        let harness = try Harness()
        let folder = Self.fixtures + "/qwant-junior-ios"
        let file = folder + "/Base.lproj/WidgetIntents.intentdefinition"
        let lint = try harness.run("--json", "intents", "lint", file).json()
        let findings = try #require(lint["findings"] as? [[String: Any]])
        let stray = findings.filter { $0["rule"] as? String == "unusedLocalizedCopy" }
        #expect(stray.count == 5 && findings.allSatisfy { $0["severity"] as? String != "error" }, "\(findings)")
        #expect(stray.map { $0["file"] as? String } == ["de", "en", "es", "fr", "it"].map { "\(folder)/\($0).lproj/WidgetIntents.intentdefinition" })
        #expect(harness.run("intents", "lint", file).status == 0)
        #expect(
            (stray[1]["message"] as? String)?.contains("en has no WidgetIntents.strings beside it, so iOS in en speaks the Base texts") == true)
        #expect(harness.run("intents", "show", "--locale", "de", file).out.contains("Schnellaktion"))
        let english = harness.run("intents", "show", "--locale", "en", file)
        #expect(english.status == 64)
        #expect(
            english.err.hasPrefix(
                "Error: \(file) has no en translation (languages: Base, de, es, fr, is, it); \(folder)/en.lproj/WidgetIntents.intentdefinition"
                    + " is a strings table under the definition's name, which iOS does not read"), "\(english.err)")
    }

    /// Xcode 14.3.1's `INIntentParameterWindowSize` (LeoBKChen/SiriShortCutDemo's String
    /// parameter) is a key soupchef knows: no note.
    @Test func xcode14sWindowSizeIsAKnownKey() throws {
        let harness = try Harness()
        let file = Self.fixtures + "/SiriShortCutDemo/SiriDeviceOperation.intentdefinition"
        #expect(try String(contentsOfFile: file, encoding: .utf8).contains("<key>INIntentParameterWindowSize</key>"))
        let lint = harness.run("intents", "lint", file)
        #expect(lint.status == 0 && lint.out.isEmpty, "\(lint.out)")
        #expect(lint.err == "\(file): 0 errors, 0 warnings\n", "\(lint.err)")
    }

    /// Two cases of one enum holding the same unknown key: each note is at its own case's line.
    @Test func unknownKeysOfTwoEnumCasesAreEachAtTheirLine() throws {
        let harness = try Harness()
        let colours = """
            <key>INEnumName</key><string>Colour</string><key>INEnumValues</key><array>
            <dict><key>INEnumValueName</key><string>red</string><key>INEnumValueIndex</key><integer>1</integer>
            <key>INEnumValueShade</key><string>dark</string></dict>
            <dict><key>INEnumValueName</key><string>blue</string><key>INEnumValueIndex</key><integer>2</integer>
            <key>INEnumValueShade</key><string>light</string></dict>
            </array>
            """
        let path = try write(Self.definition([], enums: [colours]), as: "Colours.intentdefinition", in: harness)
        let notes = harness.run("intents", "lint", path).out.split(separator: "\n").filter { $0.contains("INEnumValueShade") }
        #expect(notes.count == 2, "\(notes)")
        let lines = Set(notes.compactMap { $0.split(separator: ":").dropFirst().first })
        #expect(lines.count == 2, "\(notes)")
    }

    /// A shortcut type without a title, of an intent without one: iOS shows no title, and donate says so.
    @Test func aDonationWithNoTitleAnywhereShowsNone() throws {
        let harness = try Harness()
        let untitled = """
            <key>INIntentName</key><string>Intent</string><key>INIntentParameters</key><array></array>
            <key>INIntentParameterCombinations</key><dict><key></key><dict>
            <key>INIntentParameterCombinationTitle</key><string></string><key>INIntentParameterCombinationIsPrimary</key><true/></dict></dict>
            """
        let path = try write(Self.definition([untitled]), as: "Untitled.intentdefinition", in: harness)
        let donated = harness.run("intents", "donate", path, "Intent")
        #expect(donated.status == 0, "\(donated.err)")
        #expect(donated.out.contains("Title: (none)"), "\(donated.out)")
    }

    /// A definition with nothing in it says so; a Primary prompt without words shows as the system's.
    @Test func anEmptyDefinitionSaysSoAndAWordlessPromptIsShown() throws {
        let harness = try Harness()
        let empty = try write(Self.definition([]), as: "Empty.intentdefinition", in: harness)
        #expect(harness.run("intents", "show", empty).out.hasSuffix("\n\n(no intents, enums or types)\n"))
        let wordless = Self.definition([Self.booleanAndEnum], enums: [Self.modeEnum]).replacingOccurrences(
            of: "<key>INIntentParameterPromptDialogFormatString</key><string>Turn it on?</string>", with: "")
        let path = try write(wordless, as: "Wordless.intentdefinition", in: harness)
        #expect(harness.run("intents", "show", path).out.contains("      Primary: (the system's words)\n"))
    }

    /// Loop's and Maccy's managed types are linked to their shortcut types and untitled, as Xcode
    /// writes them: lint is clean, and a donation shows the linked type's title.
    @Test func linkedManagedTypesOfLoopAndMaccyAreNotMissingTitles() throws {
        let harness = try Harness()
        for (file, intent, values, title) in [
            ("/Loop/Base.lproj/Intents.intentdefinition", "EnableOverridePreset", ["overrideName=Exercise"], "Enable 'Exercise' Override Preset"),
            ("/Maccy/Intents.intentdefinition", "Get", ["selected=false", "number=3"], "Get 3 Item from Clipboard History"),
        ] {
            let lint = harness.run("intents", "lint", Self.fixtures + file)
            #expect(lint.status == 0 && !lint.out.contains("has no title"), "\(lint.out)")
            let donated = harness.run(["intents", "donate", Self.fixtures + file, intent] + values)
            #expect(donated.out.contains("Title: \(title)\n"), "\(donated.out)\(donated.err)")
        }
    }

    /// A 4 MB file of 30,000 parameters, every other one depending on the one before, lints in
    /// time that grows with the file (a quadratic step took 11.6 s in a release build; this bound
    /// is for an unoptimised test build on a shared machine).
    @Test func aLargeFileLintsInLinearTime() throws {
        let harness = try Harness()
        var parameters: [String] = []
        for i in 0..<30_000 {
            let relationship =
                i > 0 && i % 2 == 0
                ? "<key>INIntentParameterRelationship</key><dict><key>INIntentParameterRelationshipParentName</key><string>p\(i - 1)</string></dict>"
                : ""
            parameters.append("<dict><key>INIntentParameterName</key><string>p\(i)</string>\(relationship)</dict>")
        }
        let combinations = stride(from: 0, to: 30_000, by: 100).map {
            "<key>p\($0)</key><dict><key>INIntentParameterCombinationTitle</key><string>Do ${p\($0)}</string></dict>"
        }
        let text = Self.definition([
            "<key>INIntentName</key><string>Big</string><key>INIntentParameters</key><array>\n"
                + parameters.joined(separator: "\n") + "\n</array><key>INIntentParameterCombinations</key><dict>"
                + combinations.joined() + "</dict>"
        ])
        #expect(text.utf8.count > 3_000_000 && text.utf8.count < 4 << 20)
        let path = try write(text, as: "Big.intentdefinition", in: harness)
        let start = ContinuousClock.now
        let lint = harness.run("intents", "lint", path)
        let elapsed = ContinuousClock.now - start
        #expect(lint.status == 0, "\(lint.err)")
        #expect(lint.out.contains("300 shortcut types and none is primary"))
        #expect(elapsed < .seconds(40), "\(elapsed)")
    }

    /// The examples of docs/intents.md, "Real-world files", run as printed.
    @Test func theRealWorldExamplesOfTheDocsRunAsPrinted() throws {
        let harness = try Harness()
        let docs = try String(contentsOfFile: Self.root + "/docs/intents.md", encoding: .utf8)
        let traccar = "Tests/Fixtures/RealDefinitions/traccar-client-ios/Intents.intentdefinition"
        let tpg = "Tests/Fixtures/RealDefinitions/tpg-offline-iOS/Base.lproj/Intents.intentdefinition"
        let donate = harness.run("intents", "donate", Self.root + "/" + traccar, "StartTrackingService")
        #expect(donate.status == 0 && donate.out.hasPrefix("Shortcut type: "))
        #expect(docs.contains("$ soupchef intents donate \(traccar) StartTrackingService\n" + donate.out))
        let github = harness.run("intents", "lint", "--format", "github", Self.root + "/" + tpg)
        #expect(github.status == 0 && github.out.hasPrefix("::warning file="))
        #expect(docs.contains("$ soupchef intents lint --format github \(tpg)\n" + github.out.replacingOccurrences(of: Self.root + "/", with: "")))
        let french = harness.run("intents", "show", Self.root + "/" + tpg, "--locale", "fr")
        #expect(french.status == 0)
        let head = french.out.split(separator: "\n", omittingEmptySubsequences: false).prefix(3).joined(separator: "\n")
        #expect(docs.contains(head.replacingOccurrences(of: Self.root + "/", with: "") + "\n…\n"), "\(head)")
    }

    /// A date parameter answered as a person says it: FrenchRepublicanCalendar's `gregorian`, on
    /// the device's clock (--now, TZ); a day that does not exist is asked again.
    @Test func aDateIsAnsweredInWordsOnTheDevicesClock() throws {
        let harness = try Harness()
        let file = Self.fixtures + "/FrenchRepublicanCalendar/Intents.intentdefinition"
        let run = harness.run(
            "--now", "2026-12-04T10:00", "--json", "intents", "converse", file, "Conversion", "date=x", "date.dayName=Primidi", "--answer",
            "February 30",
            "--answer", "tomorrow at 5 pm")
        #expect(run.status == 0, "\(run.err)")
        let document = try run.json()
        // Its Gregorian date is of Xcode's Date type: the day said, without the time.
        #expect((document["parameters"] as? [String: Any])?["gregorian"] as? String == "2026-12-05")
        let prompts = (document["steps"] as? [[String: Any]])?.compactMap { $0["prompt"] as? String } ?? []
        #expect(prompts.contains { $0.hasPrefix("Sorry, I didn't get “February 30”.") }, "\(prompts)")
    }

    /// A response parameter named as an intent parameter of another type is the handler's own:
    /// FrenchRepublicanCalendar's `RepublicanToGregorian` takes a Republican `date` object and
    /// answers with a Gregorian `date`. The stand-in took the intent's object for it ("c'est le
    /// 1 Vendémiaire an 235"); now it answers failure naming `response.date=…`, which gives it.
    @Test func aResponseParameterOfAnIntentParametersNameIsGivenWithItsPrefix() throws {
        let harness = try Harness()
        let file = Self.fixtures + "/FrenchRepublicanCalendar/Intents.intentdefinition"
        let missing = harness.run("intents", "converse", file, "RepublicanToGregorian", "--answer", "1 Vendémiaire an 235")
        #expect(missing.status == 1 && missing.out.contains("  Siri: Cette date n'existe pas\n"), "\(missing.out)")
        #expect(
            missing.err.contains("The stand-in handler has no value for ${date}, which the template of success needs; give response.date=…"),
            "\(missing.err)")
        let given = harness.run(
            "intents", "converse", file, "RepublicanToGregorian", "--answer", "1 Vendémiaire an 235", "response.date=2026-09-22")
        #expect(given.status == 0 && given.out.contains("Siri: En Grégorien, c'est le "), "\(given.out)\(given.err)")
        #expect(given.out.contains("2026") && !given.out.contains("c'est le 1 Vendémiaire"), "\(given.out)")
    }

    /// A response's enum set to its unknown case is a value: Xcode writes the response's template
    /// for each case, the unknown one too, and Harbour's English says it (“… is unknown and has
    /// state …”). It was taken for no value, and the stand-in answered failure asking for it.
    @Test func aResponsesEnumSetToItsUnknownCaseIsSaid() throws {
        let harness = try Harness()
        let file = Self.fixtures + "/Harbour/Base.lproj/HarbourIntents.intentdefinition"
        let run = harness.run(
            "intents", "converse", file, "ContainerState", "--locale", "en", "endpoint=x", "container=web", "state=unknown", "status=Up",
            "containerName=web", "--yes")
        #expect(run.status == 0 && run.out.contains("  Siri: web is unknown and has state \"Up\".\n"), "\(run.out)\(run.err)")
        // An intent's unknown case is still no value.
        let donated = harness.run("intents", "show", file)
        #expect(donated.out.contains("unknown (“ContainerState.Unknown”)"), "\(donated.out)")
    }
}
