import Foundation
import Testing
import SiriSystem

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
        return found.sorted()
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
        #expect(donate.out == "Shortcut type: (no parameters) (primary)\nTitle: Get the Night Shift state\nRuns in the background: no, opens the app\n")
        let show = harness.run("intents", "show", path)
        #expect(show.out.contains("  Parameters: none\n  Shortcut types:\n    (no parameters) (primary): “Get the Night Shift state”\n"), "\(show.out)")
        #expect(!show.out.contains("“”"), "\(show.out)")
        let untitled = harness.run("intents", "donate", path, "Untitled")
        #expect(untitled.out.contains("Title: Start Service\n"), "\(untitled.out)\(untitled.err)")
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

    /// A customised system intent runs without its key parameter where one of its shortcut types
    /// leaves it out (Amperfy: “Play” and “Play ${mediaContainer}” beside `mediaItems`); with only
    /// the key's type declared, Siri still asks for it.
    @Test func aSystemIntentRunsByAShortcutTypeWithoutItsKeyParameter() throws {
        let harness = try Harness()
        let container = """
            <dict><key>INIntentParameterName</key><string>mediaContainer</string><key>INIntentParameterType</key><string>Object</string>
            <key>INIntentParameterObjectType</key><string>MediaItem</string>
            <key>INIntentParameterObjectTypeNamespace</key><string>System</string></dict>
            </array>
            """
        let types = """
            <key>INIntentParameterCombinations</key><dict>
            <key></key><dict><key>INIntentParameterCombinationTitle</key><string>Play</string></dict>
            <key>mediaContainer</key><dict><key>INIntentParameterCombinationTitle</key><string>Play ${mediaContainer}</string></dict>
            """
        let playMedia = Self.customisedPlayMedia.replacingOccurrences(of: "</array>\n", with: container + "\n")
            .replacingOccurrences(of: "<key>INIntentParameterCombinations</key><dict>", with: types)
        let path = try write(Self.definition([playMedia]), as: "Player.intentdefinition", in: harness)
        let album = harness.run("intents", "converse", path, "PlayMedia", "mediaContainer=Album")
        #expect(album.status == 0 && album.out.contains("resolve mediaItems: notRequired"), "\(album.out)\(album.err)")
        #expect(harness.run("intents", "converse", path, "PlayMedia").status == 0)
        let keyOnly = try write(Self.definition([Self.customisedPlayMedia]), as: "KeyOnly.intentdefinition", in: harness)
        let asked = harness.run("intents", "converse", keyOnly, "PlayMedia")
        #expect(asked.status == 1 && asked.out.contains("resolve mediaItems: needsValue"), "\(asked.out)")
    }

    /// A customised call intent answers with its class's codes: no `success`, the app takes the
    /// call over (`continueInApp`); a message intent has `success` and no `continueInApp`.
    @Test func customisedCallAndMessageIntentsAnswerWithTheirClassesCodes() throws {
        let harness = try Harness()
        func system(_ name: String, _ className: String, domain: String, parameter: String) -> String {
            """
            <key>INIntentName</key><string>\(name)</string><key>INIntentClassName</key><string>\(className)</string>
            <key>INIntentCustomizable</key><true/><key>INIntentDomain</key><string>\(domain)</string>
            <key>INIntentCategory</key><string>system</string><key>INIntentParameters</key><array>
            <dict><key>INIntentParameterName</key><string>\(parameter)</string><key>INIntentParameterType</key><string>String</string></dict></array>
            <key>INIntentParameterCombinations</key><dict><key>\(parameter)</key><dict>
            <key>INIntentParameterCombinationTitle</key><string>Go ${\(parameter)}</string><key>INIntentParameterCombinationIsPrimary</key><true/></dict></dict>
            """
        }
        let path = try write(
            Self.definition([
                system("StartAudioCall", "INStartAudioCallIntent", domain: "Calls", parameter: "contact"),
                system("SendMessage", "INSendMessageIntent", domain: "Messages", parameter: "content"),
            ]), as: "Calls.intentdefinition", in: harness)
        let call = harness.run("intents", "converse", path, "StartAudioCall", "contact=Alice")
        #expect(call.status == 0, "\(call.out)\(call.err)")
        #expect(call.out.contains("handle: continueInApp\n"), "\(call.out)")
        let wrongNumber = harness.run("intents", "converse", path, "StartAudioCall", "contact=Alice", "--respond", "failureNoValidNumber")
        #expect(wrongNumber.status == 1 && wrongNumber.out.contains("handle: failureNoValidNumber\n"), "\(wrongNumber.out)\(wrongNumber.err)")
        let noSuccess = harness.run("intents", "converse", path, "StartAudioCall", "contact=Alice", "--respond", "success")
        #expect(noSuccess.status == 64, "\(noSuccess.err)")
        let message = harness.run("intents", "converse", path, "SendMessage", "content=hi")
        #expect(message.status == 0 && message.out.contains("handle: success\n"), "\(message.out)\(message.err)")
        #expect(harness.run("intents", "converse", path, "SendMessage", "content=hi", "--respond", "continueInApp").status == 64)
        #expect(harness.run("intents", "show", path).out.contains("Responses (the system's, for INStartAudioCallIntent):"))
        // A class the table does not have: its codes are the common ones, and show says so.
        let ride = try write(
            Self.definition([system("GetRide", "INGetRideStatusIntent", domain: "Ridesharing", parameter: "ride")]), as: "Ride.intentdefinition",
            in: harness)
        #expect(harness.run("intents", "show", ride).out.contains("Responses (the codes most system intents have; INGetRideStatusIntent's own"))
    }

    @Test func customisedSystemIntentsAreReadShownAndConversedAsTheirSystemClass() throws {
        let harness = try Harness()
        let path = try write(Self.definition([Self.customisedPlayMedia]), as: "Media.intentdefinition", in: harness)
        let lint = harness.run("intents", "lint", path)
        #expect(lint.status == 0, "\(lint.out)")
        #expect(lint.out == "", "\(lint.out)")
        let show = harness.run("intents", "show", path)
        #expect(show.status == 0, "\(show.err)")
        #expect(show.out.contains("Intent PlayMedia (INPlayMediaIntent)"), "\(show.out)")
        #expect(!show.out.contains("PlayMediaIntent)") || show.out.contains("(INPlayMediaIntent)"))
        // The empty <data></data> minimum is no minimum: the range is printed as people read it.
        #expect(show.out.contains("playbackSpeed (playbackSpeed): Decimal, at most 1.0\n"), "\(show.out)")
        #expect(show.out.contains("Responses (the system's, for INPlayMediaIntent):"), "\(show.out)")
        let converse = harness.run("intents", "converse", path, "INPlayMediaIntent", "mediaItems=Jazz")
        #expect(converse.status == 0, "\(converse.out)\(converse.err)")
        #expect(converse.out.contains("handle: success\n"), "\(converse.out)")
        let failing = harness.run("intents", "converse", path, "PlayMedia", "mediaItems=Jazz", "--respond", "failureRestrictedContent")
        #expect(failing.status == 1)
        #expect(failing.out.contains("handle: failureRestrictedContent\n"))
    }

    @Test func xcodesOwnKeysAreKnownAndUnknownOnesAreQuietNotes() throws {
        let harness = try Harness()
        let path = try write(
            Self.definition([
                Self.customisedPlayMedia.replacingOccurrences(
                    of: "<key>INIntentDomain</key>", with: "<key>INIntentHash</key><string>abc</string><key>INIntentFutureKey</key><true/><key>INIntentDomain</key>")
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
            Self.definition([defaulted.replacingOccurrences(of: "<string>unknown</string></dict>", with: "<string>night</string></dict>")], enums: [Self.modeEnum]),
            as: "Night2.intentdefinition", in: harness)
        #expect(harness.run("intents", "show", night).out.contains("    mode (Mode): enum Mode, default night\n"))
    }

    @Test func conversationsAskForTheKeyParameterTakeYesOrNoAndNeverSpeakAPlaceholder() throws {
        let harness = try Harness()
        let path = try write(Self.definition([Self.booleanAndEnum], enums: [Self.modeEnum]), as: "Night.intentdefinition", in: harness)
        // The key parameter is asked for though it has no prompt; unknown is not among the choices;
        // the Boolean's default applies.
        let asked = harness.run("intents", "converse", path, "SetState", "--answer", "2", "level=high")
        #expect(asked.status == 0, "\(asked.out)\(asked.err)")
        #expect(asked.out.contains("resolve mode: needsValue\n"), "\(asked.out)")
        #expect(asked.out.contains("  Choices: Night Shift, True Tone\n"), "\(asked.out)")
        #expect(asked.out.contains("resolve mode: success (True Tone)\n"), "\(asked.out)")
        #expect(asked.out.contains("resolve enabled: success (on)\n"), "\(asked.out)")
        #expect(asked.out.contains("Siri: Now high\n"), "\(asked.out)")
        // Without the response parameter the template needs, the stand-in says so instead of speaking ${level}.
        let missing = harness.run("intents", "converse", path, "SetState", "mode=night")
        #expect(missing.status == 1)
        #expect(!missing.out.contains("${"), "\(missing.out)")
        #expect(missing.out.contains("handle: failure\n"), "\(missing.out)")
        #expect(missing.err.contains("no value for ${level}"), "\(missing.err)")
    }

    /// Xcode lets a display name be a single space (Telegram's widget did): Siri's generic
    /// question names the parameter instead of asking "What's the  ?".
    @Test func aBlankDisplayNameIsAskedForByTheParametersName() throws {
        let harness = try Harness()
        let text = Self.definition([Self.booleanAndEnum], enums: [Self.modeEnum])
            .replacingOccurrences(
                of: "<key>INIntentParameterDisplayName</key><string>Mode</string>", with: "<key>INIntentParameterDisplayName</key><string> </string>")
        #expect(text.contains("<string> </string>"))
        let path = try write(text, as: "Blank.intentdefinition", in: harness)
        let asked = harness.run("intents", "converse", path, "SetState", "enabled=true", "level=x")
        #expect(asked.out.contains("Siri: What's the mode?"), "\(asked.out)\(asked.err)")
        #expect(!asked.out.contains("What's the  ?"))
    }

    @Test func aBooleanQuestionTakesYesOrNoAndNotADate() throws {
        let harness = try Harness()
        let text = Self.definition([Self.booleanAndEnum], enums: [Self.modeEnum]).replacingOccurrences(
            of: "<key>INIntentParameterMetadataDefaultValue</key><true/>", with: "")
        let path = try write(text, as: "Ask.intentdefinition", in: harness)
        let date = harness.run("intents", "converse", path, "SetState", "mode=night", "level=x", "--answer", "2027-01-01")
        #expect(date.status == 1, "\(date.out)")
        #expect(date.out.contains("Sorry, I didn't get “2027-01-01”.") || date.err.contains("got no answer"), "\(date.out)\(date.err)")
        #expect(!date.out.contains("resolve enabled: success"), "\(date.out)")
        let no = harness.run("intents", "converse", path, "SetState", "mode=night", "level=x", "--answer", "no")
        #expect(no.status == 0, "\(no.out)\(no.err)")
        #expect(no.out.contains("resolve enabled: success (off)\n"), "\(no.out)")
        let yes = harness.run("intents", "converse", path, "SetState", "mode=night", "level=x", "--yes")
        #expect(yes.out.contains("resolve enabled: success (on)\n"), "\(yes.out)")
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
        #expect(donate.out.contains("Title: Do\\nTitle: forged\n"), "\(donate.out)")
    }

    @Test func localisedDefinitionsAreReadInTheLanguageAskedAndLinted() throws {
        let harness = try Harness()
        let base = Self.definition([
            """
            <key>INIntentName</key><string>Greet</string>
            <key>INIntentTitle</key><string>Greet</string><key>INIntentTitleID</key><string>t1</string>
            <key>INIntentParameterCombinations</key><dict><key></key><dict>
            <key>INIntentParameterCombinationTitle</key><string>Say hello</string>
            <key>INIntentParameterCombinationTitleID</key><string>c1</string></dict></dict>
            """
        ])
        let path = try write(base, as: "App/Base.lproj/Intents.intentdefinition", in: harness)
        // UTF-16 with a byte-order mark and comments, as Xcode writes them.
        let chinese = "/* Title */\n\"c1\" = \"打招呼\";\n// left over\n\"old\" = \"旧\";\n"
        var utf16 = Data([0xFF, 0xFE])
        utf16.append(chinese.data(using: .utf16LittleEndian)!)
        try FileManager.default.createDirectory(atPath: harness.directory + "/App/zh-Hans.lproj", withIntermediateDirectories: true)
        try utf16.write(to: URL(fileURLWithPath: harness.directory + "/App/zh-Hans.lproj/Intents.strings"))
        let donate = harness.run("intents", "donate", path, "Greet", "--locale", "zh-Hans")
        #expect(donate.out.contains("Title: 打招呼\n"), "\(donate.out)\(donate.err)")
        let fallback = harness.run("intents", "show", path, "--locale", "zh-Hans")
        #expect(fallback.out.contains("Intent Greet (GreetIntent): Greet"), "\(fallback.out)")
        let missing = harness.run("intents", "show", path, "--locale", "fr")
        #expect(missing.status == 64)
        #expect(missing.err.contains("languages: Base, zh-Hans"), "\(missing.err)")
        let lint = harness.run("intents", "lint", path)
        #expect(lint.status == 0)
        #expect(
            lint.out.contains("warning: Greet: zh-Hans has no string for t1, the title of the intent (“Greet”); iOS speaks the Base text there"),
            "\(lint.out)")
        #expect(lint.out.contains("zh-Hans.lproj/Intents.strings:4:1: warning: (file): the string old is used by no text"), "\(lint.out)")
    }

    /// A missing translation names its text: whose (an enum's case, a response code) and what
    /// it says, under the intent, enum or type it belongs to.
    @Test func aMissingTranslationNamesItsText() throws {
        let harness = try Harness()
        let lint = harness.run("intents", "lint", Self.fixtures + "/mastodon-ios/MastodonIntent/Base.lproj/Intents.intentdefinition")
        #expect(lint.status == 0)
        #expect(
            lint.out.contains(
                "warning: PostVisibility: hy-AM has no string for dYQ5NN, the display name of case public of enum PostVisibility (“Public”);"
                    + " iOS speaks the Base text there"), "\(lint.out)")
        #expect(lint.out.contains("warning: SendPost: hy-AM has no string for k7dbKQ, the concise template of response code success"), "\(lint.out)")
        let json = try harness.run("--json", "intents", "lint", Self.fixtures + "/mastodon-ios/MastodonIntent/Base.lproj/Intents.intentdefinition").json()
        let findings = try #require(json["findings"] as? [[String: Any]])
        // Every key is written: a finding of the definition names no other file.
        #expect(findings.allSatisfy { $0.keys.sorted() == ["file", "intent", "location", "message", "rule", "severity", "subject"] })
        #expect(findings.contains { $0["file"] is NSNull && $0["intent"] as? String == "PostVisibility" })
    }

    /// A Boolean parent: `<true/>`, or nothing for false. Plash's `condition` needs `shouldFilter`
    /// on; Pyto's `input` is asked for only while `showConsole` is off.
    @Test func aRelationshipOnABooleanIsReadAndFollowed() throws {
        let harness = try Harness()
        let plash = Self.fixtures + "/Plash/Intents.intentdefinition"
        let show = harness.run("intents", "show", plash)
        #expect(show.status == 0, "\(show.err)")
        #expect(show.out.contains("only when shouldFilter is true"), "\(show.out)")
        // Six of its managed shortcut types have no title: null in the JSON, as a missing subtitle is.
        let intents = try #require(try harness.run("--json", "intents", "show", plash).json()["intents"] as? [[String: Any]])
        let managed = intents.flatMap { $0["managedShortcutTypes"] as? [[String: Any]] ?? [] }
        #expect(managed.filter { $0["title"] is NSNull }.count == 6 && managed.allSatisfy { $0["title"] is NSNull || !(($0["title"] as? String) ?? "").isEmpty })
        let pyto = Self.fixtures + "/Pyto/Base.lproj/Intents.intentdefinition"
        #expect(harness.run("intents", "show", pyto).out.contains("only when showConsole is false"))
        let values = ["code=print(1)", "arguments=a", "items=f.py", "workingDirectory=/tmp"]
        let console = harness.run(["intents", "converse", pyto, "RunCode"] + values + ["showConsole=true", "--yes"])
        let stdin = harness.run(["intents", "converse", pyto, "RunCode"] + values + ["showConsole=false", "input=hello", "--yes"])
        #expect(console.status == 0 && stdin.status == 0, "\(console.err)\(stdin.err)")
        #expect(!console.out.contains("resolve input"), "\(console.out)")
        #expect(stdin.out.contains("resolve input: success (hello)"), "\(stdin.out)")
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

    /// Pocket Casts' translations: XML property lists, and texts with an enum variable exported per
    /// case; its PlayMedia customises INPlayMediaIntent with the `system` category only.
    @Test func translationsAsPropertyListsAndPerCaseAreReadAndNotWarnedAbout() throws {
        let harness = try Harness()
        let file = Self.fixtures + "/pocket-casts-ios/Base.lproj/Intents.intentdefinition"
        let german = harness.run("intents", "show", file, "--locale", "de")
        #expect(german.status == 0, "\(german.err)")
        #expect(german.out.contains("Kapitel überspringen"), "\(german.out)")
        let lint = harness.run("intents", "lint", file)
        #expect(lint.status == 0, "\(lint.err)")
        // A per-case key (`E6Nzn4-No0K9w`) is a text's translation, not an unused string.
        #expect(!lint.out.contains("E6Nzn4-No0K9w"), "\(lint.out)")
        #expect(!lint.out.contains("has no string for E6Nzn4"), "\(lint.out)")
        // playbackRepeatMode's type is SiriKit's own (the System namespace): its case is taken as given.
        let repeating = harness.run("intents", "converse", Self.fixtures + "/AmpFin/Base.lproj/Intents.intentdefinition", "PlayMedia", "playbackRepeatMode=one", "mediaItems=Song", "--yes")
        #expect(repeating.status == 0, "\(repeating.err)")
        let played = harness.run("intents", "converse", file, "PlayMedia", "--yes")
        #expect(played.status == 0, "\(played.err)")
        #expect(played.out.contains("handle: success"), "\(played.out)")
    }

    /// A text naming an enum variable, translated only per case (`<id>-<case's display name id>`,
    /// as Xcode exports it): the language speaks the translation made for the value's case, and
    /// lint counts those strings as the text's; the unknown case's display name and an empty
    /// text may be left out.
    @Test func aTextTranslatedPerCaseIsSpokenForTheValuesCase() throws {
        let harness = try Harness()
        let intent = """
            <key>INIntentName</key><string>Post</string>
            <key>INIntentTitle</key><string>Post</string><key>INIntentTitleID</key><string>i1</string>
            <key>INIntentDescription</key><string></string><key>INIntentDescriptionID</key><string>e1</string>
            <key>INIntentParameters</key><array>
            <dict><key>INIntentParameterName</key><string>content</string><key>INIntentParameterType</key><string>String</string></dict>
            <dict><key>INIntentParameterName</key><string>visibility</string><key>INIntentParameterType</key><string>Integer</string>
            <key>INIntentParameterEnumType</key><string>Visibility</string></dict>
            </array>
            <key>INIntentParameterCombinations</key><dict>
            <key>content,visibility</key><dict><key>INIntentParameterCombinationTitle</key><string>Post ${content}</string>
            <key>INIntentParameterCombinationTitleID</key><string>t1</string>
            <key>INIntentParameterCombinationSubtitle</key><string>${content} (${visibility})</string>
            <key>INIntentParameterCombinationSubtitleID</key><string>s1</string>
            <key>INIntentParameterCombinationIsPrimary</key><true/></dict></dict>
            <key>INIntentResponse</key><dict><key>INIntentResponseCodes</key><array>
            <dict><key>INIntentResponseCodeName</key><string>success</string><key>INIntentResponseCodeSuccess</key><true/></dict>
            </array></dict>
            """
        let visibility = """
            <key>INEnumName</key><string>Visibility</string><key>INEnumDisplayName</key><string>Visibility</string>
            <key>INEnumDisplayNameID</key><string>v0</string><key>INEnumValues</key><array>
            <dict><key>INEnumValueName</key><string>unknown</string><key>INEnumValueIndex</key><integer>0</integer>
            <key>INEnumValueDisplayName</key><string>unknown</string><key>INEnumValueDisplayNameID</key><string>u0</string></dict>
            <dict><key>INEnumValueName</key><string>public</string><key>INEnumValueIndex</key><integer>1</integer>
            <key>INEnumValueDisplayName</key><string>Public</string><key>INEnumValueDisplayNameID</key><string>pb</string></dict>
            <dict><key>INEnumValueName</key><string>followers</string><key>INEnumValueIndex</key><integer>2</integer>
            <key>INEnumValueDisplayName</key><string>Followers</string><key>INEnumValueDisplayNameID</key><string>fo</string></dict>
            </array>
            """
        let path = try write(Self.definition([intent], enums: [visibility]), as: "App/Base.lproj/Intents.intentdefinition", in: harness)
        _ = try write(
            #""i1" = "Publier"; "v0" = "Visibilité"; "pb" = "Public"; "fo" = "Abonnés"; "t1" = "Publier ${content}"; "s1-pb" = "${content}, public"; "s1-fo" = "${content}, abonnés";"#,
            as: "App/fr.lproj/Intents.strings", in: harness)
        let french = harness.run("intents", "donate", path, "Post", "content=Salut", "visibility=followers", "--locale", "fr")
        #expect(french.status == 0, "\(french.err)")
        #expect(french.out.contains("Title: Publier Salut"), "\(french.out)")
        #expect(french.out.contains("Subtitle: Salut, abonnés"), "\(french.out)")
        let base = harness.run("intents", "donate", path, "Post", "content=Salut", "visibility=followers")
        #expect(base.out.contains("Subtitle: Salut (Followers)"), "\(base.out)")
        let lint = harness.run("intents", "lint", path)
        #expect(lint.status == 0, "\(lint.out)\(lint.err)")
        #expect(!lint.out.contains("has no string") && !lint.out.contains("used by no text"), "\(lint.out)")
        // A language without them: the per-case strings, the unknown case and the empty description are not missing.
        _ = try write(#""i1" = "Post"; "v0" = "V"; "pb" = "P"; "fo" = "F"; "t1" = "Post ${content}";"#, as: "App/de.lproj/Intents.strings", in: harness)
        let german = harness.run("intents", "lint", path)
        #expect(german.out.contains("de has no string for s1"), "\(german.out)")
        #expect(!german.out.contains("for u0") && !german.out.contains("for e1"), "\(german.out)")
    }

    /// A text naming a Boolean variable, translated once per value (keyed by the true and false
    /// display names' ids, as Switshot's Japanese is): the whole sentence for the value, never the
    /// Base sentence with a translated word in it; show lists both under the text.
    @Test func aTextTranslatedPerBooleanValueIsSpokenWhole() throws {
        let harness = try Harness()
        let intent = """
            <key>INIntentName</key><string>Transfer</string>
            <key>INIntentParameters</key><array>
            <dict><key>INIntentParameterName</key><string>save</string><key>INIntentParameterType</key><string>Boolean</string>
            <key>INIntentParameterMetadata</key><dict>
            <key>INIntentParameterMetadataTrueDisplayName</key><string>and also</string>
            <key>INIntentParameterMetadataTrueDisplayNameID</key><string>yes1</string>
            <key>INIntentParameterMetadataFalseDisplayName</key><string>but don't</string>
            <key>INIntentParameterMetadataFalseDisplayNameID</key><string>no1</string></dict>
            <key>INIntentParameterPromptDialogs</key><array><dict><key>INIntentParameterPromptDialogType</key><string>Confirmation</string>
            <key>INIntentParameterPromptDialogFormatString</key><string>Transfer ${save} save?</string>
            <key>INIntentParameterPromptDialogFormatStringID</key><string>c1</string></dict></array></dict>
            </array>
            <key>INIntentParameterCombinations</key><dict>
            <key>save</key><dict><key>INIntentParameterCombinationTitle</key><string>Transfer ${save} save</string>
            <key>INIntentParameterCombinationTitleID</key><string>t1</string>
            <key>INIntentParameterCombinationIsPrimary</key><true/></dict></dict>
            <key>INIntentResponse</key><dict><key>INIntentResponseCodes</key><array>
            <dict><key>INIntentResponseCodeName</key><string>success</string><key>INIntentResponseCodeSuccess</key><true/></dict>
            </array></dict>
            """
        let path = try write(Self.definition([intent], enums: []), as: "App/Base.lproj/Intents.intentdefinition", in: harness)
        _ = try write(
            #""yes1" = "保存する"; "no1" = "保存しない"; "t1-yes1" = "転送して保存する"; "t1-no1" = "転送して保存しない"; "c1-yes1" = "保存しますか？"; "c1-no1" = "保存しませんか？";"#,
            as: "App/ja.lproj/Intents.strings", in: harness)
        for (value, title) in [("true", "転送して保存する"), ("false", "転送して保存しない")] {
            let japanese = harness.run("intents", "donate", path, "Transfer", "save=\(value)", "--locale", "ja")
            #expect(japanese.status == 0, "\(japanese.err)")
            #expect(japanese.out.contains("Title: \(title)\n"), "\(japanese.out)")
        }
        #expect(harness.run("intents", "donate", path, "Transfer", "save=true").out.contains("Title: Transfer and also save\n"))
        let shown = harness.run("intents", "show", path, "--locale", "ja")
        #expect(shown.out.contains("      for save=false: “転送して保存しない”\n      for save=true: “転送して保存する”\n"), "\(shown.out)")
        #expect(
            shown.out.contains("      Confirmation: “Transfer ${save} save?”\n        for save=false: “保存しませんか？”\n        for save=true: “保存しますか？”\n"),
            "\(shown.out)")
        let lint = harness.run("intents", "lint", path)
        #expect(!lint.out.contains("has no string") && !lint.out.contains("used by no text"), "\(lint.out)")
    }

    /// When the stand-in cannot fill success's template it answers with failure, which carries the
    /// values it has; the note names what both templates lack, so one more run fills them.
    @Test func theStandInsFailureCarriesItsValuesAndTheNoteNamesWhatBothTemplatesLack() throws {
        let harness = try Harness()
        let intent = """
            <key>INIntentName</key><string>SetTemp</string><key>INIntentTitle</key><string>Set temperature</string>
            <key>INIntentParameters</key><array>
            <dict><key>INIntentParameterName</key><string>tool</string><key>INIntentParameterType</key><string>String</string></dict>
            </array>
            <key>INIntentParameterCombinations</key><dict>
            <key>tool</key><dict><key>INIntentParameterCombinationTitle</key><string>Set ${tool}</string>
            <key>INIntentParameterCombinationIsPrimary</key><true/></dict></dict>
            <key>INIntentResponse</key><dict>
            <key>INIntentResponseParameters</key><array>
            <dict><key>INIntentResponseParameterName</key><string>degrees</string><key>INIntentResponseParameterType</key><string>Integer</string></dict>
            <dict><key>INIntentResponseParameterName</key><string>status</string><key>INIntentResponseParameterType</key><string>Integer</string></dict>
            </array>
            <key>INIntentResponseCodes</key><array>
            <dict><key>INIntentResponseCodeName</key><string>success</string><key>INIntentResponseCodeSuccess</key><true/>
            <key>INIntentResponseCodeFormatString</key><string>${tool} is at ${degrees}</string></dict>
            <dict><key>INIntentResponseCodeName</key><string>failure</string>
            <key>INIntentResponseCodeFormatString</key><string>Could not set ${tool} (${status})</string></dict>
            </array></dict>
            """
        let path = try write(Self.definition([intent], enums: []), as: "Temp.intentdefinition", in: harness)
        let failed = harness.run("intents", "converse", path, "SetTemp", "tool=extruder", "--yes")
        #expect(failed.status == 1)
        #expect(failed.out.contains("  Siri: Could not set extruder ()\n"), "\(failed.out)")
        #expect(
            failed.err.contains(
                "The stand-in handler has no value for ${degrees}, which the template of success needs, so it answered with failure, "
                    + "whose template needs ${status} too (Siri leaves out what has no value); give degrees=… (and status=… for the failure's words)."),
            "\(failed.err)")
        let filled = harness.run("intents", "converse", path, "SetTemp", "tool=extruder", "degrees=200", "--yes")
        #expect(filled.status == 0 && filled.out.contains("  Siri: extruder is at 200\n"), "\(filled.out)\(filled.err)")
        // A response value is read by its type, as an intent's is.
        let hot = harness.run("intents", "converse", path, "SetTemp", "tool=extruder", "degrees=hot", "--yes")
        #expect(hot.status == 64 && hot.err.contains("degrees takes a whole number, not \"hot\""), "\(hot.err)")
        let deeper = harness.run("intents", "converse", path, "SetTemp", "tool=extruder", "degrees.unit=C", "--yes")
        #expect(deeper.status == 64 && deeper.err.contains("degrees is a value of type Integer, which has no property \"unit\""), "\(deeper.err)")
    }

    /// What a person says back is read as its parameter's type: a date must be a date, a mark
    /// alone is text; a display name inside a file's prompt keeps its acronyms ("blog ID"), and
    /// `name=` with nothing after it is no value, so Siri asks.
    @Test func answersAreReadByTypeAndNamesKeepTheirAcronyms() throws {
        let harness = try Harness()
        func parameter(_ name: String, _ type: String, shown: String, prompt: String) -> String {
            "<dict><key>INIntentParameterName</key><string>\(name)</string><key>INIntentParameterType</key><string>\(type)</string>"
                + "<key>INIntentParameterDisplayName</key><string>\(shown)</string><key>INIntentParameterPromptDialogs</key><array><dict>"
                + "<key>INIntentParameterPromptDialogType</key><string>Primary</string><key>INIntentParameterPromptDialogFormatString</key>"
                + "<string>\(prompt)</string></dict></array></dict>"
        }
        let intent = """
            <key>INIntentName</key><string>Export</string><key>INIntentTitle</key><string>Export</string>
            <key>INIntentParameters</key><array>
            \(parameter("blogID", "String", shown: "Blog ID", prompt: "What is the ${blogID} for this post?"))
            \(parameter("start", "DateComponents", shown: "Start", prompt: "From when?"))
            \(parameter("delimiter", "String", shown: "Delimiter", prompt: "Which delimiter?"))
            </array>
            <key>INIntentParameterCombinations</key><dict>
            <key>blogID,start,delimiter</key><dict><key>INIntentParameterCombinationTitle</key><string>Export ${blogID}</string>
            <key>INIntentParameterCombinationIsPrimary</key><true/></dict></dict>
            <key>INIntentResponse</key><dict><key>INIntentResponseCodes</key><array>
            <dict><key>INIntentResponseCodeName</key><string>success</string><key>INIntentResponseCodeSuccess</key><true/></dict>
            </array></dict>
            """
        let path = try write(Self.definition([intent]), as: "Export.intentdefinition", in: harness)
        let run = harness.run(
            "intents", "converse", path, "Export", "blogID=", "--answer", "b7", "--answer", "banana", "--answer", "2024-06-21", "--answer", ";",
            "--yes")
        #expect(run.status == 0, "\(run.out)\(run.err)")
        #expect(run.out.contains("  Siri: What is the blog ID for this post?\n"), "\(run.out)")
        #expect(run.out.contains("Sorry, I didn't get “banana”. From when?"), "\(run.out)")
        #expect(run.out.contains("resolve start: success (2024-06-21)") && run.out.contains("resolve delimiter: success (;)"), "\(run.out)")
    }

    /// `handle` never answers `ready` (confirm's answer) or `unspecified`, though a system
    /// intent's domain lists them; an unknown name lists the response parameters too.
    @Test func handleAnswersNeitherReadyNorUnspecified() throws {
        let harness = try Harness()
        let file = Self.fixtures + "/pocket-casts-ios/Base.lproj/Intents.intentdefinition"
        for code in ["ready", "unspecified"] {
            let refused = harness.run("intents", "converse", file, "PlayMedia", "--respond", code)
            #expect(refused.status == 64 && refused.err.contains("handle does not answer \(code)"), "\(refused.err)")
            #expect(refused.err.contains("choose one of: continueInApp, inProgress, success, failure,"), "\(refused.err)")
        }
        let unknown = harness.run("intents", "converse", Self.root + "/Data/Intents.intentdefinition", "OrderSoup", "bogus=1")
        #expect(unknown.status == 64 && unknown.err.contains("; its response parameters: soup, waitTime, orderDetails"), "\(unknown.err)")
        let badValue = harness.run("intents", "converse", Self.root + "/Data/Intents.intentdefinition", "OrderSoup", "quantity=x")
        #expect(badValue.status == 64 && badValue.err.contains("quantity takes a whole number") && !badValue.err.contains("response parameters"))
    }

    /// A response parameter speaks as its type says: a duration worded, an enum by its case's
    /// display name; a property its custom type lacks is refused.
    @Test func responseValuesAreReadByTheirTypes() throws {
        let harness = try Harness()
        let intent = """
            <key>INIntentName</key><string>Daylight</string><key>INIntentTitle</key><string>Daylight</string>
            <key>INIntentParameters</key><array>
            <dict><key>INIntentParameterName</key><string>place</string><key>INIntentParameterType</key><string>String</string></dict>
            </array>
            <key>INIntentParameterCombinations</key><dict>
            <key>place</key><dict><key>INIntentParameterCombinationTitle</key><string>Daylight in ${place}</string>
            <key>INIntentParameterCombinationIsPrimary</key><true/></dict></dict>
            <key>INIntentResponse</key><dict>
            <key>INIntentResponseParameters</key><array>
            <dict><key>INIntentResponseParameterName</key><string>length</string><key>INIntentResponseParameterType</key><string>TimeInterval</string></dict>
            <dict><key>INIntentResponseParameterName</key><string>mode</string><key>INIntentResponseParameterType</key><string>Integer</string>
            <key>INIntentResponseParameterEnumType</key><string>Mode</string></dict>
            </array>
            <key>INIntentResponseCodes</key><array>
            <dict><key>INIntentResponseCodeName</key><string>success</string><key>INIntentResponseCodeSuccess</key><true/>
            <key>INIntentResponseCodeFormatString</key><string>${length} of daylight in ${place}, ${mode} on</string></dict>
            </array></dict>
            """
        let path = try write(Self.definition([intent], enums: [Self.modeEnum]), as: "Daylight.intentdefinition", in: harness)
        let spoken = harness.run("intents", "converse", path, "Daylight", "place=London", "length=43200", "mode=night", "--yes")
        #expect(spoken.status == 0 && spoken.out.contains("  Siri: 12 hours of daylight in London, Night Shift on\n"), "\(spoken.out)\(spoken.err)")
        let wrongCase = harness.run("intents", "converse", path, "Daylight", "place=London", "length=43200", "mode=day", "--yes")
        #expect(wrongCase.status == 64 && wrongCase.err.contains("\"day\" is not a case of Mode for mode (cases: night, tone)"), "\(wrongCase.err)")
        // A case may be given by its display name, or its name in any letter case, as it is answered.
        for given in ["mode=True Tone", "mode=true tone", "mode=TONE"] {
            let named = harness.run("intents", "converse", path, "Daylight", "place=London", "length=43200", given, "--yes")
            #expect(named.status == 0 && named.out.contains("  Siri: 12 hours of daylight in London, True Tone on\n"), "\(given): \(named.out)\(named.err)")
        }
    }

    /// Siri's own question for a parameter without a prompt names it in lower case in English, and
    /// as the translation writes it in another language (German nouns are capitalised).
    @Test func theGenericQuestionKeepsATranslationsCase() throws {
        let harness = try Harness()
        let intent = """
            <key>INIntentName</key><string>Play</string><key>INIntentKeyParameter</key><string>items</string>
            <key>INIntentParameters</key><array>
            <dict><key>INIntentParameterName</key><string>items</string><key>INIntentParameterType</key><string>String</string>
            <key>INIntentParameterDisplayName</key><string>Items</string><key>INIntentParameterDisplayNameID</key><string>d1</string></dict>
            </array>
            <key>INIntentParameterCombinations</key><dict>
            <key>items</key><dict><key>INIntentParameterCombinationTitle</key><string>Play ${items}</string>
            <key>INIntentParameterCombinationIsPrimary</key><true/></dict></dict>
            <key>INIntentResponse</key><dict><key>INIntentResponseCodes</key><array>
            <dict><key>INIntentResponseCodeName</key><string>success</string><key>INIntentResponseCodeSuccess</key><true/></dict>
            </array></dict>
            """
        let path = try write(Self.definition([intent], enums: []), as: "App/Base.lproj/Intents.intentdefinition", in: harness)
        _ = try write(#""d1" = "Lieder";"#, as: "App/de.lproj/Intents.strings", in: harness)
        #expect(harness.run("intents", "converse", path, "Play").err.contains("Siri asked “What's the items?”"))
        let german = harness.run("intents", "converse", path, "Play", "--locale", "de")
        #expect(german.err.contains("Siri asked “What's the Lieder?”"), "\(german.err)")
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
        let album = harness.run("intents", "converse", Self.fixtures + "/amperfy/Intents.intentdefinition", "PlayMedia", "mediaContainer=Album", "--yes")
        #expect(album.status == 0 && album.out.contains("resolve mediaItems: notRequired"), "\(album.out)\(album.err)")
        let twoFAS = harness.run("intents", "show", Self.fixtures + "/2fas-ios/Base.lproj/TwoFASWidget.intentdefinition")
        #expect(twoFAS.out.contains("list of Object Service (on widgets: 1 small, 3 medium, 6 large, 12 extra large,"), "\(twoFAS.out)")
    }

    /// A language kept as a whole copy of the definition (Telegram's `de.lproj/Intents.intentdefinition`
    /// beside its `Intents.intentdefinition`) is that language's definition: `--locale de` reads it,
    /// and lint says where it and the file differ.
    @Test func aLanguagesWholeCopyIsReadForItAndComparedByLint() throws {
        let harness = try Harness()
        func intent(_ name: String, _ parameters: [String]) -> String {
            let declared = parameters.map {
                "<dict><key>INIntentParameterName</key><string>\($0)</string><key>INIntentParameterType</key><string>String</string></dict>"
            }
            return """
                <key>INIntentName</key><string>\(name)</string><key>INIntentTitle</key><string>\(name) title</string>
                <key>INIntentParameters</key><array>\(declared.joined())</array>
                <key>INIntentParameterCombinations</key><dict>
                <key>\(parameters.joined(separator: ","))</key><dict><key>INIntentParameterCombinationTitle</key><string>\(name)</string>
                <key>INIntentParameterCombinationIsPrimary</key><true/></dict></dict>
                <key>INIntentResponse</key><dict><key>INIntentResponseCodes</key><array>
                <dict><key>INIntentResponseCodeName</key><string>success</string><key>INIntentResponseCodeSuccess</key><true/></dict>
                </array></dict>
                """
        }
        let path = try write(Self.definition([intent("SelectFriends", ["contents", "friends"])], enums: []), as: "Siri/Intents.intentdefinition", in: harness)
        _ = try write(
            Self.definition([intent("SelectFriends", ["friends"]), intent("SelectAvatarFriends", ["friends"])], enums: [])
                .replacingOccurrences(of: "SelectFriends title", with: "Chats auswählen"),
            as: "Siri/de.lproj/Intents.intentdefinition", in: harness)
        let german = harness.run("intents", "show", path, "--locale", "de")
        #expect(german.status == 0 && german.out.contains("Intent SelectFriends (SelectFriendsIntent): Chats auswählen"), "\(german.out)\(german.err)")
        #expect(harness.run("intents", "show", path, "--locale", "fr").err.contains("(languages: Base, de)"))
        let lint = harness.run("intents", "lint", path)
        #expect(lint.status == 0, "\(lint.out)\(lint.err)")
        #expect(lint.out.contains("warning: SelectAvatarFriends: the de copy of the definition has an intent SelectAvatarFriends this file lacks"))
        #expect(lint.out.contains("warning: SelectFriends: the de copy of SelectFriends has no parameter contents"), "\(lint.out)")
    }

    /// A Boolean response parameter's own names for its two values (ownCloud's PathExists: “The
    /// file is ${pathExists}.”) are what Siri says, in each language; the strings that translate
    /// them are used.
    @Test func aBooleanResponseParameterIsSpokenByItsNames() throws {
        let harness = try Harness()
        let intent = """
            <key>INIntentName</key><string>PathExists</string><key>INIntentKeyParameter</key><string>path</string>
            <key>INIntentParameters</key><array>
            <dict><key>INIntentParameterName</key><string>path</string><key>INIntentParameterType</key><string>String</string></dict>
            </array>
            <key>INIntentParameterCombinations</key><dict>
            <key>path</key><dict><key>INIntentParameterCombinationTitle</key><string>Check ${path}</string>
            <key>INIntentParameterCombinationIsPrimary</key><true/></dict></dict>
            <key>INIntentResponse</key><dict><key>INIntentResponseCodes</key><array>
            <dict><key>INIntentResponseCodeName</key><string>success</string><key>INIntentResponseCodeSuccess</key><true/>
            <key>INIntentResponseCodeFormatString</key><string>The file is ${pathExists}.</string>
            <key>INIntentResponseCodeFormatStringID</key><string>t1</string></dict>
            </array>
            <key>INIntentResponseParameters</key><array>
            <dict><key>INIntentResponseParameterName</key><string>pathExists</string><key>INIntentResponseParameterType</key><string>Boolean</string>
            <key>INIntentResponseParameterMetadata</key><dict>
            <key>INIntentResponseParameterMetadataTrueDisplayName</key><string>there</string>
            <key>INIntentResponseParameterMetadataTrueDisplayNameID</key><string>y1</string>
            <key>INIntentResponseParameterMetadataFalseDisplayName</key><string>missing</string>
            <key>INIntentResponseParameterMetadataFalseDisplayNameID</key><string>n1</string></dict></dict>
            </array></dict>
            """
        let path = try write(Self.definition([intent], enums: []), as: "Files/Base.lproj/Intents.intentdefinition", in: harness)
        _ = try write(
            #""t1" = "Die Datei ist ${pathExists}."; "y1" = "vorhanden"; "n1" = "nicht vorhanden";"#, as: "Files/de.lproj/Intents.strings", in: harness)
        let there = harness.run("intents", "converse", path, "PathExists", "path=a.txt", "pathExists=true")
        #expect(there.out.contains("Siri: The file is there."), "\(there.out)")
        let missing = harness.run("intents", "converse", path, "PathExists", "path=a.txt", "pathExists=false", "--locale", "de")
        #expect(missing.out.contains("Siri: Die Datei ist nicht vorhanden."), "\(missing.out)")
        let shown = harness.run("intents", "show", path)
        #expect(shown.out.contains("Response parameters: pathExists (Boolean, shown as “there”/“missing”)"), "\(shown.out)")
        let lint = harness.run("intents", "lint", path)
        #expect(lint.status == 0 && !lint.out.contains("is used by no text"), "\(lint.out)")
    }

    /// A String parameter's default is text a language translates (Home Assistant's FireEvent:
    /// “shortcut_event”, in German “kurzbefehl_ereignis”); an enum's default is a case name, kept.
    @Test func aStringDefaultIsReadInTheLanguageAsked() throws {
        let harness = try Harness()
        let intent = """
            <key>INIntentName</key><string>FireEvent</string>
            <key>INIntentParameters</key><array>
            <dict><key>INIntentParameterName</key><string>eventName</string><key>INIntentParameterType</key><string>String</string>
            <key>INIntentParameterMetadata</key><dict><key>INIntentParameterMetadataDefaultValue</key><string>shortcut_event</string>
            <key>INIntentParameterMetadataDefaultValueID</key><string>v1</string></dict></dict>
            </array>
            <key>INIntentParameterCombinations</key><dict>
            <key>eventName</key><dict><key>INIntentParameterCombinationTitle</key><string>Fire ${eventName}</string>
            <key>INIntentParameterCombinationIsPrimary</key><true/></dict></dict>
            <key>INIntentResponse</key><dict><key>INIntentResponseCodes</key><array>
            <dict><key>INIntentResponseCodeName</key><string>success</string><key>INIntentResponseCodeSuccess</key><true/></dict>
            </array></dict>
            """
        let path = try write(Self.definition([intent], enums: []), as: "Home/Base.lproj/Intents.intentdefinition", in: harness)
        _ = try write(#""v1" = "kurzbefehl_ereignis";"#, as: "Home/de.lproj/Intents.strings", in: harness)
        #expect(harness.run("intents", "show", path).out.contains("eventName (eventName): String, default shortcut_event"))
        let german = harness.run("intents", "show", path, "--locale", "de")
        #expect(german.out.contains("default kurzbefehl_ereignis"), "\(german.out)")
        #expect(harness.run("intents", "lint", path).status == 0)
    }

    /// A Boolean Siri must ask for without a prompt is a yes-or-no question: its display name asked.
    @Test func aBooleanWithoutAPromptIsAskedAsAYesOrNoQuestion() throws {
        let harness = try Harness()
        let intent = """
            <key>INIntentName</key><string>Open</string><key>INIntentKeyParameter</key><string>pictures</string>
            <key>INIntentParameters</key><array>
            <dict><key>INIntentParameterName</key><string>pictures</string><key>INIntentParameterType</key><string>Boolean</string>
            <key>INIntentParameterDisplayName</key><string>Show pictures</string></dict>
            </array>
            <key>INIntentParameterCombinations</key><dict>
            <key>pictures</key><dict><key>INIntentParameterCombinationTitle</key><string>Open</string>
            <key>INIntentParameterCombinationIsPrimary</key><true/></dict></dict>
            <key>INIntentResponse</key><dict><key>INIntentResponseCodes</key><array>
            <dict><key>INIntentResponseCodeName</key><string>success</string><key>INIntentResponseCodeSuccess</key><true/></dict>
            </array></dict>
            """
        let path = try write(Self.definition([intent], enums: []), as: "Open.intentdefinition", in: harness)
        let asked = harness.run("intents", "converse", path, "Open", "--answer", "yes")
        #expect(asked.status == 0, "\(asked.err)")
        #expect(asked.out.contains("  Siri: Show pictures?\n"), "\(asked.out)")
        #expect(asked.out.contains("resolve pictures: success (true)"), "\(asked.out)")
        // A display name that asks already ("Is Red?", vladyslav-l11/CombineProject) gets no second mark.
        let question = try write(
            Self.definition([intent.replacingOccurrences(of: "<string>Show pictures</string>", with: "<string>Is Red?</string>")], enums: []),
            as: "Question.intentdefinition", in: harness)
        let once = harness.run("intents", "converse", question, "Open", "--answer", "yes")
        #expect(once.out.contains("  Siri: Is Red?\n"), "\(once.out)")
    }

    /// A duration (`TimeInterval`, TelemetryDeck's widget range) takes seconds or a number and a
    /// unit, is shown in whole days, hours or minutes, and its default fills it when none is given.
    @Test func aDurationParameterReadsUnitsAndTakesItsDefault() throws {
        let harness = try Harness()
        let intent = """
            <key>INIntentName</key><string>Show</string>
            <key>INIntentParameters</key><array>
            <dict><key>INIntentParameterName</key><string>range</string><key>INIntentParameterType</key><string>TimeInterval</string>
            <key>INIntentParameterDisplayName</key><string>Range</string>
            <key>INIntentParameterMetadata</key><dict><key>INIntentParameterMetadataDefaultValue</key><real>2592000</real>
            <key>INIntentParameterMetadataUnit</key><string>Days</string></dict>
            <key>INIntentParameterPromptDialogs</key><array><dict><key>INIntentParameterPromptDialogType</key><string>Primary</string></dict></array></dict>
            </array>
            <key>INIntentParameterCombinations</key><dict>
            <key>range</key><dict><key>INIntentParameterCombinationTitle</key><string>Show the last ${range}</string>
            <key>INIntentParameterCombinationIsPrimary</key><true/></dict></dict>
            <key>INIntentResponse</key><dict><key>INIntentResponseCodes</key><array>
            <dict><key>INIntentResponseCodeName</key><string>success</string><key>INIntentResponseCodeSuccess</key><true/></dict>
            </array></dict>
            """
        let path = try write(Self.definition([intent], enums: []), as: "Range.intentdefinition", in: harness)
        #expect(harness.run("intents", "lint", path).status == 0)
        let defaulted = harness.run("intents", "converse", path, "Show")
        #expect(defaulted.status == 0 && defaulted.out.contains("resolve range: success (30 days)"), "\(defaulted.out)\(defaulted.err)")
        let given = harness.run("intents", "donate", path, "Show", "range=7200")
        #expect(given.out.contains("Title: Show the last 2 hours\n"), "\(given.out)\(given.err)")
        #expect(harness.run("intents", "donate", path, "Show", "range=1.5 d").out.contains("Title: Show the last 36 hours\n"))
        let bad = harness.run("intents", "donate", path, "Show", "range=soon")
        #expect(bad.status == 64 && bad.err.contains("range takes a duration (seconds, or a number and a unit: 30 days), not \"soon\""), "\(bad.err)")
        #expect(harness.run("intents", "donate", path, "Show", "range=-5").status == 64)
    }

    /// An enum's case is picked by words of its display name and of no other's (a Soup Chef copy's
    /// "tomato" for Tomato Soup); words two names share are not understood, and Siri asks again.
    @Test func aCaseIsPickedByWordsOfItsName() throws {
        let harness = try Harness()
        let enumeration = """
            <key>INEnumName</key><string>Soup</string><key>INEnumDisplayName</key><string>Soup</string>
            <key>INEnumValues</key><array>
            <dict><key>INEnumValueName</key><string>unknown</string><key>INEnumValueDisplayName</key><string>unknown</string></dict>
            <dict><key>INEnumValueName</key><string>clamChowder</string><key>INEnumValueDisplayName</key><string>Clam Chowder</string><key>INEnumValueIndex</key><integer>1</integer></dict>
            <dict><key>INEnumValueName</key><string>tomato</string><key>INEnumValueDisplayName</key><string>Tomato Soup</string><key>INEnumValueIndex</key><integer>2</integer></dict>
            <dict><key>INEnumValueName</key><string>chickenNoodle</string><key>INEnumValueDisplayName</key><string>Chicken Noodle Soup</string><key>INEnumValueIndex</key><integer>3</integer></dict>
            </array>
            """
        let intent = """
            <key>INIntentName</key><string>Order</string>
            <key>INIntentParameters</key><array>
            <dict><key>INIntentParameterName</key><string>soup</string><key>INIntentParameterType</key><string>Integer</string>
            <key>INIntentParameterEnumType</key><string>Soup</string><key>INIntentParameterDisplayName</key><string>Soup</string>
            <key>INIntentParameterPromptDialogs</key><array><dict><key>INIntentParameterPromptDialogType</key><string>Primary</string></dict></array></dict>
            </array>
            <key>INIntentParameterCombinations</key><dict>
            <key>soup</key><dict><key>INIntentParameterCombinationTitle</key><string>Order ${soup}</string>
            <key>INIntentParameterCombinationIsPrimary</key><true/></dict></dict>
            <key>INIntentResponse</key><dict><key>INIntentResponseCodes</key><array>
            <dict><key>INIntentResponseCodeName</key><string>success</string><key>INIntentResponseCodeSuccess</key><true/></dict>
            </array></dict>
            """
        let path = try write(Self.definition([intent], enums: [enumeration]), as: "SoupChef/Base.lproj/Intents.intentdefinition", in: harness)
        let run = harness.run("intents", "converse", path, "Order", "--answer", "soup", "--answer", "tomato")
        #expect(run.out.contains("Sorry, I didn't get “soup”."), "\(run.out)\(run.err)")
        #expect(run.out.contains("resolve soup: success (Tomato Soup)"), "\(run.out)\(run.err)")
    }

    /// A project without Base internationalisation keeps its definition in a language's folder
    /// (dimigomeal's `ko.lproj/Widget.intentdefinition`): `--locale` of that language is the file
    /// itself; another is refused, naming the file's own language.
    @Test func aDefinitionInALanguagesFolderIsThatLanguage() throws {
        let harness = try Harness()
        let folder = harness.directory + "/Widget/ko.lproj"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = folder + "/Widget.intentdefinition"
        try FileManager.default.copyItem(atPath: Self.fixtures + "/Shifty/Intents.intentdefinition", toPath: path)
        let own = harness.run("intents", "show", path, "--locale", "ko")
        #expect(own.status == 0 && own.out == harness.run("intents", "show", path).out, "\(own.err)")
        let other = harness.run("intents", "show", path, "--locale", "fr")
        #expect(other.status == 64 && other.err.contains("has no fr translation (languages: only ko (the file's own))"), "\(other.err)")
        try FileManager.default.removeItem(atPath: path)
        try FileManager.default.copyItem(atPath: Self.fixtures + "/Shifty/Intents.intentdefinition", toPath: harness.directory + "/Widget.intentdefinition")
        #expect(harness.run("intents", "show", harness.directory + "/Widget.intentdefinition", "--locale", "ko").err.contains("(languages: only Base)"))
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

    /// A device set to a language reads the app's folder for it by the language's closest tag:
    /// Home Assistant ships Polish and Korean only as `pl-PL.lproj` and `ko-KR.lproj`, which
    /// `--locale pl` and `--locale ko` read; a region the app lacks falls back to the language
    /// (`de-AT` to `de`); `zh_Hans` is `zh-Hans`, and so are `zh-CN` and `zh`; Simplified Chinese
    /// is no Traditional, for `zh-TW` either.
    @Test func aLocaleReadsTheClosestLanguageFolder() throws {
        let harness = try Harness()
        let source = Self.fixtures + "/a-shell"
        for folder in ["Base.lproj", "pl-PL.lproj", "de.lproj", "zh-Hans.lproj"] {
            try FileManager.default.createDirectory(atPath: harness.directory + "/App/" + folder, withIntermediateDirectories: true)
        }
        let path = harness.directory + "/App/Base.lproj/Intents.intentdefinition"
        try FileManager.default.copyItem(atPath: source + "/Base.lproj/Intents.intentdefinition", toPath: path)
        // French texts stand in for Polish ones: what matters is which folder is read.
        try FileManager.default.copyItem(atPath: source + "/fr.lproj/Intents.strings", toPath: harness.directory + "/App/pl-PL.lproj/Intents.strings")
        try FileManager.default.copyItem(atPath: source + "/de.lproj/Intents.strings", toPath: harness.directory + "/App/de.lproj/Intents.strings")
        try FileManager.default.copyItem(
            atPath: source + "/zh-Hans.lproj/Intents.strings", toPath: harness.directory + "/App/zh-Hans.lproj/Intents.strings")
        let base = harness.run("intents", "show", path)
        for (asked, read) in [("pl", "pl-PL"), ("de-AT", "de"), ("zh_Hans", "zh-Hans"), ("zh-Hans-CN", "zh-Hans"), ("zh-CN", "zh-Hans"), ("zh", "zh-Hans")] {
            let run = harness.run("intents", "show", path, "--locale", asked)
            #expect(run.status == 0, "\(asked): \(run.err)")
            #expect(run.out == harness.run("intents", "show", path, "--locale", read).out, "\(asked)")
            #expect(run.out != base.out, "\(asked)")
            #expect(harness.run("intents", "donate", path, "ExecuteCommand", "--locale", asked).status != 64, "\(asked)")
        }
        // Taiwan's Chinese is Traditional, as its region says: the Simplified folder is not read for it.
        for traditional in ["zh-Hant", "zh-TW"] {
            let run = harness.run("intents", "show", path, "--locale", traditional)
            #expect(run.status == 64 && run.err.contains("has no \(traditional) translation"), "\(run.err)")
        }
    }

    /// A donation carries the values the app set, not the definition's defaults: Shifty's timer
    /// defaults to 30 minutes for Siri and Shortcuts, but a donation without a duration has no
    /// shortcut type, while the conversation fills the default in.
    @Test func aDonationCarriesNoDefaultsAndAConversationFillsThem() throws {
        let harness = try Harness()
        let shifty = Self.fixtures + "/Shifty/Intents.intentdefinition"
        let bare = harness.run("intents", "donate", shifty, "SetDisableTimer")
        #expect(bare.status == 65 && bare.err.contains("no valid shortcut types"), "\(bare.out)\(bare.err)")
        let given = harness.run("intents", "donate", shifty, "SetDisableTimer", "duration=45 minutes")
        #expect(given.out.contains("Title: Disable Night Shift for 45 minutes\n"), "\(given.out)\(given.err)")
        let conversed = harness.run("intents", "converse", shifty, "SetDisableTimer")
        #expect(conversed.out.contains("resolve duration: success (30 minutes)\n"), "\(conversed.out)\(conversed.err)")
    }

    /// Two widgets' translations as their apps ship them: Clendar's Traditional Chinese folder is
    /// `zh-hant.lproj` (lower case, as its translation tool names it) beside `zh-Hans.lproj`, and
    /// Unstoppable's only Chinese is a bare `zh.lproj`, in Simplified characters. A device in
    /// Taiwan reads the first's Traditional texts and never the second's Simplified ones; one on the
    /// mainland reads both apps' Simplified texts.
    @Test func chineseRegionsReadTheirScriptsFolder() throws {
        let harness = try Harness()
        let clendar = Self.fixtures + "/Clendar/Base.lproj/ClendarWidget.intentdefinition"
        let traditional = harness.run("intents", "show", clendar, "--locale", "zh-hant")
        #expect(traditional.status == 0 && traditional.out.contains("意圖定義配置說明"), "\(traditional.out)\(traditional.err)")
        for region in ["zh-TW", "zh-HK", "zh_TW"] {
            #expect(harness.run("intents", "show", clendar, "--locale", region).out == traditional.out, "\(region)")
        }
        let simplified = harness.run("intents", "show", clendar, "--locale", "zh-Hans")
        #expect(simplified.out.contains("意图定义配置说明"), "\(simplified.out)")
        for region in ["zh-CN", "zh-SG", "zh"] {
            #expect(harness.run("intents", "show", clendar, "--locale", region).out == simplified.out, "\(region)")
        }
        let unstoppable = Self.fixtures + "/unstoppable-wallet-ios/Base.lproj/AppWidget.intentdefinition"
        let zh = harness.run("intents", "show", unstoppable, "--locale", "zh")
        #expect(zh.out.contains("单个币种价格"), "\(zh.out)")
        for region in ["zh-Hans", "zh-CN"] {
            #expect(harness.run("intents", "show", unstoppable, "--locale", region).out == zh.out, "\(region)")
        }
        for region in ["zh-TW", "zh-Hant"] {
            let refused = harness.run("intents", "show", unstoppable, "--locale", region)
            #expect(refused.status == 64 && refused.err.contains("has no \(region) translation"), "\(region): \(refused.err)")
        }
    }

    /// A project that migrated its translations to a string catalog keeps every language in
    /// `Intents.xcstrings` where the `.lproj` folders were (tr1ckyf0x-studio/wakeonlan-ios): AmpFin's
    /// German, so migrated, reads as its `.strings` did, in show and in lint; a language both
    /// have is its `.strings`'; a catalog that cannot be read is named.
    @Test func aStringCatalogTranslatesADefinitionAsItsStringsFilesDid() throws {
        let harness = try Harness()
        let source = Self.fixtures + "/AmpFin"
        let app = harness.directory + "/App"
        try FileManager.default.createDirectory(atPath: app + "/Base.lproj", withIntermediateDirectories: true)
        let path = app + "/Base.lproj/Intents.intentdefinition"
        try FileManager.default.copyItem(atPath: source + "/Base.lproj/Intents.intentdefinition", toPath: path)
        let german = try DefinitionLocalization.read(path: source + "/de.lproj/Intents.strings", language: "de")
        var entries: [String: Any] = [:]
        for (key, value) in german.strings {
            entries[key] = ["extractionState": "manual", "localizations": ["de": ["stringUnit": ["state": "translated", "value": value]]]]
        }
        let catalog = try JSONSerialization.data(withJSONObject: ["sourceLanguage": "en", "version": "1.0", "strings": entries], options: [.prettyPrinted])
        try catalog.write(to: URL(fileURLWithPath: app + "/Intents.xcstrings"))
        let fromStrings = harness.run("intents", "show", source + "/Base.lproj/Intents.intentdefinition", "--locale", "de")
        let fromCatalog = harness.run("intents", "show", path, "--locale", "de")
        #expect(fromCatalog.status == 0 && !german.strings.isEmpty, "\(fromCatalog.err)")
        #expect(fromCatalog.out.split(separator: "\n").dropFirst() == fromStrings.out.split(separator: "\n").dropFirst())
        let linted = harness.run("--json", "intents", "lint", path)
        let findings = try #require(try linted.json()["findings"] as? [[String: Any]])
        #expect(!findings.contains { ($0["file"] as? String)?.hasSuffix(".xcstrings") == true && $0["rule"] as? String == "missingTranslation" })
        // A language a .strings file has too is read from the .strings.
        try FileManager.default.createDirectory(atPath: app + "/de.lproj", withIntermediateDirectories: true)
        try #"/* */ "x" = "y";"#.write(toFile: app + "/de.lproj/Intents.strings", atomically: true, encoding: .utf8)
        #expect(DefinitionLocalization.languages(forDefinitionAt: path).map(\.path) == [app + "/de.lproj/Intents.strings"])
        try FileManager.default.removeItem(atPath: app + "/de.lproj")
        try "{not json".write(toFile: app + "/Intents.xcstrings", atomically: true, encoding: .utf8)
        let broken = harness.run("intents", "lint", path)
        #expect(
            broken.status == 65 && broken.out.contains("Intents.xcstrings: error: (file): the string catalog cannot be read: is not a string catalog"),
            "\(broken.out)")
        let asked = harness.run("intents", "show", path, "--locale", "de")
        #expect(asked.status == 64 && asked.err.contains("Intents.xcstrings is not a string catalog"), "\(asked.err)")
    }

    /// A translation that cannot be read is an error in its own file, and the rest is still
    /// linted: Clendar's translation tool once committed an empty `zh-hant.lproj` copy of its
    /// widget's definition beside good `.strings` translations, and lint said only that, where
    /// the definition's own warning and the other languages' findings were there too.
    @Test func aTranslationThatCannotBeReadIsAFindingOfItsOwn() throws {
        let harness = try Harness()
        let source = Self.fixtures + "/tpg-offline-iOS"
        let app = harness.directory + "/App"
        for folder in ["Base", "fr", "de", "it"] {
            try FileManager.default.createDirectory(atPath: app + "/\(folder).lproj", withIntermediateDirectories: true)
        }
        let path = app + "/Base.lproj/Intents.intentdefinition"
        try FileManager.default.copyItem(atPath: source + "/Base.lproj/Intents.intentdefinition", toPath: path)
        // French without its first string: a missing translation, still found.
        let french = try String(contentsOfFile: source + "/fr.lproj/Intents.strings", encoding: .utf8)
        try french.replacingOccurrences(of: #""UTszES""#, with: "// ").write(toFile: app + "/fr.lproj/Intents.strings", atomically: true, encoding: .utf8)
        try "\"gnuBxl\" = \"Abfahrten\";\n\"dkzqOQ\" \"Abfahrten ab ${stop}\";\n".write(
            toFile: app + "/de.lproj/Intents.strings", atomically: true, encoding: .utf8)
        #expect(FileManager.default.createFile(atPath: app + "/it.lproj/Intents.intentdefinition", contents: Data()))
        let linted = harness.run("--json", "intents", "lint", path)
        #expect(linted.status == 65)
        let findings = try #require(try linted.json()["findings"] as? [[String: Any]])
        let rules = findings.map { $0["rule"] as? String ?? "" }
        #expect(rules.contains("requiredParameterWithoutPrompt") && rules.contains("missingTranslation"), "\(rules)")
        let unreadable = findings.filter { $0["rule"] as? String == "unreadableTranslation" }
        #expect(unreadable.map { $0["file"] as? String } == [app + "/de.lproj/Intents.strings", app + "/it.lproj/Intents.intentdefinition"])
        #expect(unreadable.allSatisfy { $0["severity"] as? String == "error" })
        #expect(unreadable.first?["message"] as? String == #"the de translation cannot be read: expected = after "dkzqOQ""#)
        #expect((unreadable.first?["location"] as? [String: Any])?["line"] as? Int == 2)
        #expect(unreadable.last?["message"] as? String == "the it copy of the definition cannot be read: is empty")
        let text = harness.run("intents", "lint", path)
        #expect(text.status == 65 && text.err.contains("2 errors"), "\(text.err)")
        #expect(text.out.contains(app + "/de.lproj/Intents.strings:2:1: error: (file): the de translation cannot be read"), "\(text.out)")
        // Reading French needs neither: show and converse still read it.
        #expect(harness.run("intents", "show", path, "--locale", "fr").status == 0)
    }

    /// Xcode writes each of a duration's default, minimum and maximum with its own unit: Shifty's
    /// timer defaults to 30 Minutes, which is half an hour, not 30 seconds; a range of 5 minutes to
    /// 2 hours is shown, linted and kept in those units, and a duration said outside it is refused
    /// with the system's reason, in words.
    @Test func aDurationsDefaultAndRangeAreInTheirOwnUnits() throws {
        let harness = try Harness()
        let shifty = Self.fixtures + "/Shifty/Intents.intentdefinition"
        #expect(harness.run("intents", "show", shifty).out.contains("    duration (Duration): TimeInterval, default 30 minutes\n"))
        let timer = harness.run("intents", "converse", shifty, "SetDisableTimer", "--yes")
        #expect(timer.out.contains("resolve duration: success (30 minutes)"), "\(timer.out)\(timer.err)")
        let intent = """
            <key>INIntentName</key><string>Remind</string>
            <key>INIntentParameters</key><array>
            <dict><key>INIntentParameterName</key><string>delay</string><key>INIntentParameterType</key><string>TimeInterval</string>
            <key>INIntentParameterDisplayName</key><string>Delay</string>
            <key>INIntentParameterMetadata</key><dict>
            <key>INIntentParameterMetadataMinimumUnit</key><string>Minutes</string><key>INIntentParameterMetadataMinimumValue</key><real>5</real>
            <key>INIntentParameterMetadataMaximumUnit</key><string>Hours</string><key>INIntentParameterMetadataMaximumValue</key><real>2</real>
            <key>INIntentParameterMetadataUnit</key><string>Multiple</string></dict>
            <key>INIntentParameterPromptDialogs</key><array><dict><key>INIntentParameterPromptDialogType</key><string>Primary</string></dict></array></dict>
            </array>
            <key>INIntentParameterCombinations</key><dict>
            <key>delay</key><dict><key>INIntentParameterCombinationTitle</key><string>Remind me in ${delay}</string>
            <key>INIntentParameterCombinationIsPrimary</key><true/></dict></dict>
            <key>INIntentResponse</key><dict><key>INIntentResponseCodes</key><array>
            <dict><key>INIntentResponseCodeName</key><string>success</string><key>INIntentResponseCodeSuccess</key><true/></dict>
            </array></dict>
            """
        let path = try write(Self.definition([intent], enums: []), as: "Remind.intentdefinition", in: harness)
        let lint = harness.run("intents", "lint", path)
        #expect(lint.status == 0 && (lint.out + lint.err).contains(": 0 errors"), "\(lint.out)\(lint.err)")
        #expect(harness.run("intents", "show", path).out.contains("    delay (Delay): TimeInterval, 5 minutes…2 hours\n"))
        let long = harness.run("intents", "converse", path, "Remind", "--answer", "3 hours", "--answer", "90 minutes")
        #expect(long.out.contains("Delay can’t be higher than 2 hours."), "\(long.out)\(long.err)")
        #expect(long.out.contains("resolve delay: success (90 minutes)"), "\(long.out)\(long.err)")
        let short = harness.run("intents", "converse", path, "Remind", "--answer", "60", "--answer", "10 minutes")
        #expect(short.out.contains("Delay can’t be lower than 5 minutes."), "\(short.out)\(short.err)")
    }

    /// A date parameter (`DateComponents`) takes an ISO 8601 date, date and time, or time, shown
    /// as given (iOS's date styles are not modelled); anything else is refused, as a number is.
    @Test func aDateParameterTakesADateAndRefusesOtherText() throws {
        let harness = try Harness()
        let intent = """
            <key>INIntentName</key><string>ViewDaylight</string>
            <key>INIntentParameters</key><array>
            <dict><key>INIntentParameterName</key><string>day</string><key>INIntentParameterType</key><string>DateComponents</string>
            <key>INIntentParameterMetadata</key><dict><key>INIntentParameterMetadataType</key><string>Date</string>
            <key>INIntentParameterMetadataDateStyle</key><string>Full</string></dict></dict>
            </array>
            <key>INIntentParameterCombinations</key><dict>
            <key>day</key><dict><key>INIntentParameterCombinationTitle</key><string>View daylight for ${day}</string>
            <key>INIntentParameterCombinationIsPrimary</key><true/></dict></dict>
            <key>INIntentResponse</key><dict><key>INIntentResponseCodes</key><array>
            <dict><key>INIntentResponseCodeName</key><string>success</string><key>INIntentResponseCodeSuccess</key><true/></dict>
            </array></dict>
            """
        let path = try write(Self.definition([intent], enums: []), as: "Daylight.intentdefinition", in: harness)
        for given in ["2024-05-01", "2024-05-01T15:30", "15:30"] {
            let result = harness.run("intents", "donate", path, "ViewDaylight", "day=\(given)")
            #expect(result.status == 0 && result.out.contains("Title: View daylight for \(given)\n"), "\(result.out)\(result.err)")
        }
        for typo in ["banana", "2024-13-01", "tomorrow"] {
            let bad = harness.run("intents", "donate", path, "ViewDaylight", "day=\(typo)")
            #expect(bad.status == 64 && bad.err.contains("day takes a date, a date and time or a time (2024-05-01, 2024-05-01T15:30, 15:30), not \"\(typo)\""))
        }
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

    /// A response template that is only a placeholder without a value ("${error}") is not spoken
    /// as a bare name.
    @Test func aTemplateOfOnlyAnEmptyPlaceholderIsNotSpoken() throws {
        let harness = try Harness()
        let intent = """
            <key>INIntentName</key><string>Check</string><key>INIntentTitle</key><string>Check</string>
            <key>INIntentParameters</key><array></array>
            <key>INIntentResponse</key><dict><key>INIntentResponseCodes</key><array>
            <dict><key>INIntentResponseCodeName</key><string>success</string><key>INIntentResponseCodeSuccess</key><true/>
            <key>INIntentResponseCodeFormatString</key><string>${result}</string></dict>
            <dict><key>INIntentResponseCodeName</key><string>failure</string>
            <key>INIntentResponseCodeFormatString</key><string>${error}.</string></dict></array>
            <key>INIntentResponseParameters</key><array>
            <dict><key>INIntentResponseParameterName</key><string>result</string><key>INIntentResponseParameterDisplayName</key><string>Result</string>
            <key>INIntentResponseParameterType</key><string>String</string></dict>
            <dict><key>INIntentResponseParameterName</key><string>error</string><key>INIntentResponseParameterDisplayName</key><string>Error</string>
            <key>INIntentResponseParameterType</key><string>String</string></dict></array></dict>
            """
        let path = try write(Self.definition([intent]), as: "Check.intentdefinition", in: harness)
        let failed = harness.run("intents", "converse", path, "Check")
        #expect(failed.out.contains("handle: failure"), "\(failed.out)\(failed.err)")
        #expect(!failed.out.contains("Siri: error"), "\(failed.out)")
        // A response value the handler did not set is left out of a sentence, not named.
        let sentence = path.replacingOccurrences(of: "Check.intentdefinition", with: "Sentence.intentdefinition")
        try String(contentsOfFile: path, encoding: .utf8).replacingOccurrences(of: "<string>${error}.</string>", with: "<string>Failed to check. ${error}</string>")
            .write(toFile: sentence, atomically: true, encoding: .utf8)
        let spoken = harness.run("intents", "converse", sentence, "Check")
        #expect(spoken.out.contains("  Siri: Failed to check.\n"), "\(spoken.out)")
        let answered = harness.run("intents", "converse", path, "Check", "result=It is Tuesday")
        #expect(answered.out.contains("Siri: It is Tuesday"), "\(answered.out)\(answered.err)")
    }

    /// A customised workout intent answers with the workout codes: `handleInApp`, no `inProgress`.
    @Test func aCustomisedWorkoutIntentHasTheWorkoutCodes() throws {
        let harness = try Harness()
        let workout = """
            <key>INIntentName</key><string>StartWorkout</string><key>INIntentClassName</key><string>INStartWorkoutIntent</string>
            <key>INIntentCustomizable</key><true/><key>INIntentDomain</key><string>Workouts</string>
            <key>INIntentCategory</key><string>system</string><key>INIntentParameters</key><array>
            <dict><key>INIntentParameterName</key><string>workoutName</string><key>INIntentParameterType</key><string>String</string></dict></array>
            <key>INIntentParameterCombinations</key><dict><key>workoutName</key><dict>
            <key>INIntentParameterCombinationTitle</key><string>Start ${workoutName}</string>
            <key>INIntentParameterCombinationIsPrimary</key><true/></dict></dict>
            """
        let path = try write(Self.definition([workout]), as: "Workout.intentdefinition", in: harness)
        let inApp = harness.run("intents", "converse", path, "StartWorkout", "workoutName=Run", "--respond", "handleInApp")
        #expect(inApp.status == 0 && inApp.out.contains("handle: handleInApp\n"), "\(inApp.out)\(inApp.err)")
        #expect(harness.run("intents", "converse", path, "StartWorkout", "workoutName=Run", "--respond", "inProgress").status == 64)
        #expect(harness.run("intents", "converse", path, "StartWorkout", "workoutName=Run", "--respond", "failureOngoingWorkout").status == 1)
    }

    /// What Xcode writes for an enum case's pronunciation and its synonyms' is read, and their
    /// translations are the case's, not unused strings.
    @Test func synonymsAndPronunciationHintsAreKnownAndTheirTranslationsUsed() throws {
        let harness = try Harness()
        let company = """
            <key>INEnumName</key><string>Company</string><key>INEnumValues</key><array>
            <dict><key>INEnumValueName</key><string>unknown</string><key>INEnumValueIndex</key><integer>0</integer></dict>
            <dict><key>INEnumValueName</key><string>bus</string><key>INEnumValueIndex</key><integer>1</integer>
            <key>INEnumValueDisplayName</key><string>City Bus</string><key>INEnumValueDisplayNameID</key><string>d1</string>
            <key>INEnumValuePronunciationHint</key><string>city bus</string><key>INEnumValuePronunciationHintID</key><string>p1</string>
            <key>INEnumValueSynonyms</key><array><dict>
            <key>INEnumValueSynonymPronunciationHint</key><string>c b</string><key>INEnumValueSynonymPronunciationHintID</key><string>h1</string>
            <key>INEnumValueSynonymSynonym</key><string>CB</string><key>INEnumValueSynonymSynonymID</key><string>s1</string>
            </dict></array></dict></array>
            """
        let path = try write(Self.definition([], enums: [company]), as: "App/Base.lproj/Intents.intentdefinition", in: harness)
        _ = try write(#""d1" = "Bus urbain"; "p1" = "bus urbain"; "h1" = "c b";"#, as: "App/fr.lproj/Intents.strings", in: harness)
        let lint = harness.run("intents", "lint", path)
        #expect(lint.status == 0, "\(lint.out)\(lint.err)")
        #expect(!lint.out.contains("used by no text") && !lint.out.contains("does not know the key"), "\(lint.out)")
        #expect(!lint.out.contains("has no string for s1"), "\(lint.out)")
    }

    /// After a declined confirmation the text transcript ends with Siri's words, as --json does;
    /// a verb of two words is said as two ("start navigation").
    @Test func aDeclinedConfirmationEndsWithSirisWordsAndAVerbIsSaidAsWords() throws {
        let harness = try Harness()
        let navigate = """
            <key>INIntentName</key><string>Navigate</string><key>INIntentTitle</key><string>Navigate</string>
            <key>INIntentVerb</key><string>StartNavigation</string><key>INIntentUserConfirmationRequired</key><true/>
            <key>INIntentParameters</key><array></array>
            <key>INIntentResponse</key><dict><key>INIntentResponseCodes</key><array>
            <dict><key>INIntentResponseCodeName</key><string>success</string><key>INIntentResponseCodeSuccess</key><true/></dict></array></dict>
            """
        let path = try write(Self.definition([navigate]), as: "Nav.intentdefinition", in: harness)
        let declined = harness.run("intents", "converse", path, "Navigate", "--answer", "no")
        #expect(declined.out.contains("Siri: Ready to start navigation?"), "\(declined.out)")
        #expect(declined.out.contains("  Siri: OK, I won't start navigation it.\nOutcome: declined"), "\(declined.out)")
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

    /// A project without Base internationalisation: the definition in `en.lproj`, its English
    /// strings beside it. English is one of its languages.
    @Test func aDefinitionInALanguagesFolderHasThatLanguagesStrings() throws {
        let harness = try Harness()
        let intent = """
            <key>INIntentName</key><string>Log</string><key>INIntentTitle</key><string>Log</string><key>INIntentTitleID</key><string>t9</string>
            <key>INIntentParameters</key><array></array>
            """
        let path = try write(Self.definition([intent]), as: "App/en.lproj/Intents.intentdefinition", in: harness)
        _ = try write(#""t9" = "Log a meal";"#, as: "App/en.lproj/Intents.strings", in: harness)
        let english = harness.run("intents", "show", path, "--locale", "en")
        #expect(english.status == 0, "\(english.err)")
        #expect(english.out.contains("Intent Log (LogIntent): Log a meal"), "\(english.out)")
    }

    /// A translation's finding names its .strings file as the definition was named: relative
    /// stays relative (a GitHub annotation must name the repository's file, not the runner's).
    @Test func translationFindingsNameTheStringsFileAsTheDefinitionWasNamed() throws {
        let relative = "Tests/Fixtures/RealDefinitions/a-shell/Base.lproj/Intents.intentdefinition"
        try #require(FileManager.default.fileExists(atPath: relative), "the tests run from the package's folder")
        let harness = try Harness()
        let lint = harness.run("intents", "lint", "--format", "github", relative)
        let stringsLines = lint.out.split(separator: "\n").filter { $0.contains(".strings") }
        #expect(!stringsLines.isEmpty, "\(lint.out)")
        #expect(stringsLines.allSatisfy { $0.hasPrefix("::warning file=Tests/Fixtures/RealDefinitions/a-shell/") }, "\(stringsLines)")
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

    @Test func realTranslationsAreRead() throws {
        let harness = try Harness()
        let file = Self.fixtures + "/a-shell/Base.lproj/Intents.intentdefinition"
        let base = harness.run("intents", "show", file)
        let german = harness.run("intents", "show", file, "--locale", "de")
        #expect(german.status == 0, "\(german.err)")
        #expect(german.out != base.out)
    }

    /// Switshot's Japanese and Chinese translate its title once per value of the Boolean it
    /// names: donate says the whole sentence for the value, never the English one with a word in it.
    @Test func switshotsTitlesAreTranslatedPerBooleanValue() throws {
        let harness = try Harness()
        let file = Self.fixtures + "/switshot/Base.lproj/Intents.intentdefinition"
        for (language, value, title) in [
            ("ja", "true", "メディアを転送し、同時に写真ライブラリに保存する"), ("ja", "false", "メディアを転送し、同時に写真ライブラリに保存しない"),
            ("zh-Hans", "true", "转移媒体，同时存储至照片图库"), ("en", "false", "Transfer media without saving to Photo Library"),
        ] {
            let donated = harness.run("intents", "donate", file, "TransferMedia", "saveToLibrary=\(value)", "--locale", language)
            #expect(donated.status == 0, "\(donated.err)")
            #expect(donated.out.contains("Title: \(title)\n"), "\(language) \(value): \(donated.out)")
        }
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
            "--now", "2026-12-04T10:00", "--json", "intents", "converse", file, "Conversion", "date=x", "date.dayName=Primidi", "--answer", "February 30",
            "--answer", "tomorrow at 5 pm")
        #expect(run.status == 0, "\(run.err)")
        let document = try run.json()
        #expect((document["parameters"] as? [String: Any])?["gregorian"] as? String == "2026-12-05T17:00")
        let prompts = (document["steps"] as? [[String: Any]])?.compactMap { $0["prompt"] as? String } ?? []
        #expect(prompts.contains { $0.hasPrefix("Sorry, I didn't get “February 30”.") }, "\(prompts)")
    }
}
