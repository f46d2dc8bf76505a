import Foundation
import Testing

@testable import SiriSystem

/// A definition file body: `<plist>` around `inner`.
func plist(_ inner: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    \(inner)
    </plist>
    """
}

/// The smallest intent definition with one intent, one parameter and one shortcut type.
let smallDefinition = plist(
    """
    <dict>
      <key>INIntents</key>
      <array><dict>
        <key>INIntentName</key><string>Brew</string>
        <key>INIntentCategory</key><string>order</string>
        <key>INIntentParameters</key>
        <array><dict>
          <key>INIntentParameterName</key><string>tea</string>
          <key>INIntentParameterType</key><string>String</string>
          <key>INIntentParameterPromptDialogs</key>
          <array><dict><key>INIntentParameterPromptDialogType</key><string>Primary</string>
            <key>INIntentParameterPromptDialogFormatString</key><string>Which tea?</string></dict></array>
        </dict></array>
        <key>INIntentParameterCombinations</key>
        <dict><key>tea</key><dict><key>INIntentParameterCombinationTitle</key><string>Brew ${tea}</string>
          <key>INIntentParameterCombinationSupportsBackgroundExecution</key><true/></dict></dict>
      </dict></array>
    </dict>
    """)

@Suite struct DefinitionReaderTests {
    func parse(_ text: String) throws -> DefinitionFile { try DefinitionReader.parse(Data(text.utf8), name: "Test.intentdefinition") }

    func problem(_ text: String) -> String? { problem(Data(text.utf8)) }

    func problem(_ data: Data) -> String? {
        do {
            _ = try DefinitionReader.parse(data, name: "Test.intentdefinition")
            return nil
        } catch let error as DefinitionError {
            #expect(error.file == "Test.intentdefinition")
            // A strings table is a file of its own kind (lint reads one in a language's folder as a
            // stray file, `unusedLocalizedCopy`); every other refusal is of an invalid file.
            #expect(error.kind == (error.problem.hasPrefix("is a strings table") ? .stringsTable : .invalid))
            #expect(!error.description.contains("\n"))
            return error.problem
        } catch {
            Issue.record("unexpected error \(error)")
            return nil
        }
    }

    @Test func readsASmallDefinition() throws {
        let file = try parse(smallDefinition)
        let brew = try #require(file.intent(named: "Brew"))
        #expect(file.intent(named: "BrewIntent") == brew)
        #expect(brew.parameters.map(\.name) == ["tea"])
        #expect(brew.parameter(named: "tea")?.prompt("Primary") == "Which tea?")
        #expect(brew.combinations.map(\.shortcutType.title) == ["Brew ${tea}"])
        #expect(brew.systemDefinition.supportsBackgroundExecution)
        #expect(brew.systemDefinition.typeName == "BrewIntent")
        #expect(file.unknownKeys.isEmpty)
    }

    @Test(arguments: [
        ("", "is empty"),
        ("hello", "is not an XML property list (it does not start with '<')"),
        ("{ INIntents = (); }", "is not an XML property list (it does not start with '<')"),

        (
            "/* Korean */\n\"1Ev2Th-7Mpxy7\" = \"계정\";",
            "is a strings table (\"key\" = \"text\";), not an intent definition, which is an XML property list;"
                + " a translation saved under the definition's name? (translations go in <lang>.lproj/<name>.strings)"
        ),
        // A source file's header pasted above the XML (a hand-made definition of codysmith-ops').
        (
            "//\n//  Intents.intentdefinition\n//\n\n/* made by hand */\n" + plist("<dict><key>INIntents</key><array/></dict>"),
            "has a comment before its XML, which starts on line 6; a property list starts with '<', so neither Xcode nor iOS reads"
                + " this file: remove the comment"
        ),
        ("{\n  \"actions\": {}, \"version\": 1}", "is JSON (App Intents metadata?), not an intent definition, which is an XML property list"),
        ("<plist><dict><key>a</key></plist>", "is not a property list"),
        (plist("<string>tea</string>"), "is not an intent definition: its top level is a string, not a dictionary"),
        (plist("<dict><key>Name</key><string>x</string></dict>"), "is not an intent definition: it has no INIntents, INEnums or INTypes"),
        (plist("<dict><key>INIntents</key><string>x</string></dict>"), "the file: INIntents must be an array, not a string"),
        (plist("<dict><key>INIntents</key><array><string>x</string></array></dict>"), "INIntents[0] must be a dictionary, not a string"),
        (
            plist("<dict><key>INIntents</key><array><dict><key>INIntentName</key><integer>3</integer></dict></array></dict>"),
            "INIntents[0]: INIntentName must be a string, not an integer"
        ),
        (
            plist(
                "<dict><key>INIntents</key><array><dict><key>INIntentName</key><string>A</string><key>INIntentUserConfirmationRequired</key><string>yes</string></dict></array></dict>"
            ),
            "intent A: INIntentUserConfirmationRequired must be a boolean, not a string"
        ),
        (
            plist(
                "<dict><key>INIntents</key><array><dict><key>INIntentName</key><string>A</string><key>INIntentParameters</key><array><dict><key>INIntentParameterName</key><string>n</string><key>INIntentParameterMetadata</key><dict><key>INIntentParameterMetadataMinimumValue</key><array/></dict></dict></array></dict></array></dict>"
            ),
            "intent A, parameter n, metadata: INIntentParameterMetadataMinimumValue must be a number, a string or a boolean, not an array"
        ),
    ])
    func refusesWhatIsNotADefinition(text: String, expected: String) {
        let found = problem(text)
        #expect(found?.hasPrefix(expected) == true, "got \(found ?? "nothing")")
    }

    /// A symbolic link checked out as a file where links are off (Brave's SPM targets link to the
    /// app's definitions) is named as one, with the path it holds, not as text that is no XML.
    @Test func aSymbolicLinkWrittenOutAsAFileSaysWhichFileItNames() {
        #expect(
            problem("../App/BraveWidgets/Base.lproj/BraveWidgets.intentdefinition")
                == "holds only the path ../App/BraveWidgets/Base.lproj/BraveWidgets.intentdefinition: a symbolic link written out as a"
                + " file (as git checks one out where links are off), not the definition; give the file it names")
        #expect(problem("two words.intentdefinition") == "is not an XML property list (it does not start with '<')")
        #expect(problem("../Notes.txt") == "is not an XML property list (it does not start with '<')")
    }

    /// A translation given where its definition was meant says so, and which file to give.
    @Test func aStringsFileGivenAsTheDefinitionSaysWhichToGive() {
        let strings = "/* German */\n\"Gr4b6X\" = \"Gerät\";\n"
        let error = #expect(throws: DefinitionError.self) { try DefinitionReader.parse(Data(strings.utf8), name: "de.lproj/Intents.strings") }
        #expect(
            error?.problem
                == "is a strings table, a translation, not an intent definition; give the .intentdefinition"
                + " (its translations in the <lang>.lproj folders beside it are read with it)")
    }

    /// App Shortcut phrases' table given as the file names the metadata to give.
    @Test func anAppShortcutsTableGivenAsTheFileSaysWhichToGive() {
        let strings = "\"Order soup in ${applicationName}\" = \"Suppe in ${applicationName} bestellen\";\n"
        let error = #expect(throws: DefinitionError.self) {
            try DefinitionReader.parse(Data(strings.utf8), name: "de.lproj/AppShortcuts.strings")
        }
        #expect(error?.problem.hasPrefix("is a strings table of App Shortcut phrases, a translation; give the App Intents metadata") == true)
    }

    /// Malformed XML is refused with Foundation's reason in words, not a dump of its error.
    @Test func malformedXMLGivesFoundationsReason() {
        let found = problem("<plist><dict><key>a</key></plist>") ?? ""
        #expect(found.hasPrefix("is not a property list ("), "\(found)")
        #expect(!found.contains("CocoaError") && !found.contains("userInfo"), "\(found)")
        #expect(found.contains("line 1"), "\(found)")
    }

    /// Foundation's reader on Linux names line 1 wherever a malformed file's problem is; the
    /// message gives the line the problem is on.
    @Test func malformedXMLNamesTheLineItsProblemIsOn() {
        let lines = smallDefinition.split(separator: "\n", omittingEmptySubsequences: false)
        let tag = lines.firstIndex { $0.contains("<string>order</string>") }!
        // The unclosed string's problem is the next line's tag, where its close tag was looked for.
        for (broken, reason, line) in [
            ("<strin>order</string>", "Encountered unknown tag strin on line", tag + 1),
            ("<string>order & tea</string>", "ampersand", tag + 1),
            ("<string>order", "close tag", tag + 2),
        ] {
            var edited = lines
            edited[tag] = Substring(edited[tag].replacingOccurrences(of: "<string>order</string>", with: broken))
            let found = problem(edited.joined(separator: "\n")) ?? ""
            #expect(found.hasPrefix("is not a property list ("), "\(found)")
            #expect(found.contains(reason) && found.contains("line \(line)"), "\(broken): \(found)")
            #expect(!found.contains("line 1)") && !found.contains("line 1 "), "\(broken): \(found)")
        }
        // Windows line ends count as one each.
        var edited = lines
        edited[tag] = Substring(edited[tag].replacingOccurrences(of: "<string>order</string>", with: "<strin>order</string>"))
        let crlf = problem(edited.joined(separator: "\r\n")) ?? ""
        #expect(crlf.contains("line \(tag + 1)"), "\(crlf)")
    }

    /// A merge conflict committed unresolved (Pyto's definitions, December 2020) is named as one,
    /// with its lines and what to do, rather than as the tag Foundation's reader stumbles on.
    @Test func aMergeConflictLeftInTheFileIsNamedWithWhatToDo() {
        let conflicted = plist(
            """
            <dict>
            <<<<<<< HEAD
              <key>INIntents</key><array/>
            =======
              <key>INTypes</key><array/>
            >>>>>>> 9ec48405
              <key>INEnums</key>
            <<<<<<< HEAD
              <array/>
            =======
              <array></array>
            >>>>>>> 9ec48405
            </dict>
            """)
        #expect(
            problem(conflicted)
                == "has a merge conflict left unresolved in it, from line 5 to line 9, and 1 more: keep one side of each conflict,"
                + " delete the marker lines (<<<<<<<, =======, >>>>>>>) and save the file; neither Xcode nor iOS reads it as it is")
        // Seven signs in a string's text are no marker: the file reads.
        #expect(problem(plist("<dict><key>INIntents</key><array/><key>x</key><string>\n&lt;&lt;&lt;&lt;&lt;&lt;&lt; HEAD</string></dict>")) == nil)
        #expect(
            ConflictMarkers.find(in: Array("a\r\n<<<<<<< HEAD\r\nb\r\n=======\r\n>>>>>>>\r\n".utf8)) == ConflictMarkers(start: 2, end: 5, count: 1))
        #expect(ConflictMarkers.find(in: Array("<<<<<<<<< not one\n>>>>>>> x\n".utf8)) == nil)
    }

    @Test func refusesBinaryGarbageAndBrokenBinaryPropertyLists() {
        #expect(problem(Data([0x3C, 0x00, 0xFF, 0x13])) == "is binary data, not an XML property list (a zero byte at offset 1)")
        #expect(problem(Data([0x3C, 0xFF, 0xFE, 0x41])) == "is not UTF-8 text, so not an XML property list")
        #expect(problem(Data("bplist00\u{1}".utf8))?.hasPrefix("is a binary property list that cannot be read (") == true)
        // The "._" file a copy from a Mac leaves beside the definition (Boundri's repository has one).
        let appleDouble = Data([0x00, 0x05, 0x16, 0x07, 0x00, 0x02, 0x00, 0x00] + Array("Mac OS X        ".utf8))
        #expect(problem(appleDouble)?.hasPrefix("is an AppleDouble file (") == true, "\(problem(appleDouble) ?? "")")
    }

    @Test func refusesEntitiesAndInternalSubsets() {
        let laughs = """
            <?xml version="1.0"?>
            <!DOCTYPE plist [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>
            <plist><string>&b;</string></plist>
            """
        #expect(problem(laughs)?.hasPrefix("has an internal DTD subset") == true)
        #expect(problem("<!ENTITY a \"x\"><plist><string>&a;</string></plist>")?.hasPrefix("declares an XML entity") == true)
        let hidden = plist("<array><string><![CDATA[</array></array>]]></string><array><array></array></array></array>")
        #expect(problem(hidden)?.hasPrefix("has a CDATA section") == true)
        // An entity used without a declaration is a parse error, not an expansion.
        #expect(problem(plist("<dict><key>INIntents</key><string>&a;</string></dict>"))?.hasPrefix("is not a property list") == true)
    }

    @Test func refusesDeepNestingBeforeParsing() {
        let deep = plist(String(repeating: "<array>", count: 100_000) + String(repeating: "</array>", count: 100_000))
        #expect(problem(deep) == "nests dictionaries and arrays more than 32 deep; an intent definition needs 6")
        let fine = plist("<dict><key>INTypes</key>" + String(repeating: "<array>", count: 30) + String(repeating: "</array>", count: 30) + "</dict>")
        #expect(problem(fine)?.contains("deep") != true)
        // Comments and empty containers do not count.
        #expect(problem(plist("<!-- <array><array> --><dict><key>INEnums</key><array/></dict>")) == nil)
    }

    @Test func refusesLargeFilesBeforeReadingThem() throws {
        let directory = FileManager.default.temporaryDirectory.path + "/definition-reader-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/Big.intentdefinition"
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: 50 << 20)
        try handle.close()
        #expect(throws: DefinitionError(file: path, problem: "is 52428800 bytes; an intent definition is at most 4194304 bytes (4 MB)")) {
            try DefinitionReader.read(path: path)
        }
        #expect(throws: DefinitionError(file: directory, problem: DefinitionReader.directoryProblem, kind: .unreadable)) {
            try DefinitionReader.read(path: directory)
        }
        #expect(throws: DefinitionError(file: "x", problem: "cannot open: no such file", kind: .unreadable)) {
            try DefinitionReader.read(path: directory + "/missing", name: "x")
        }
    }

    @Test(
        arguments: [
            ("pl", ["pl-PL", "de"], "pl-PL"), ("ko", ["ko-KR"], "ko-KR"), ("de-AT", ["de", "de-CH"], "de"), ("es-419", ["es", "es-MX"], "es"),
            ("es", ["es-ES", "es-MX"], "es-ES"), ("zh-Hant", ["zh-Hans"], nil), ("zh-Hans-CN", ["zh-Hans", "zh-Hant"], "zh-Hans"),
            ("zh_hant", ["zh-Hant"], "zh-Hant"), ("EN-gb", ["en", "en-GB"], "en-GB"), ("pt-PT", ["pt-BR"], "pt-BR"), ("fr", ["de"], nil),
            // A region implies the script: a translation tool's folder names (Clendar's zh-hant beside
            // zh-Hans; Cryptomator's zh-Hans, zh-Hant and zh-HK) are found for Taiwan and the mainland,
            // and Hong Kong's Traditional folder is never read for zh-CN.
            ("zh-TW", ["zh-Hans", "zh-hant"], "zh-hant"), ("zh-CN", ["zh-Hans", "zh-Hant", "zh-HK"], "zh-Hans"),
            ("zh-TW", ["zh-Hans", "zh-Hant", "zh-HK"], "zh-Hant"), ("zh-Hant", ["zh-TW", "zh-CN"], "zh-TW"),
            // A bare zh folder is Simplified (Unstoppable's zh.lproj): read for zh-Hans, never for zh-TW.
            ("zh-Hans", ["zh"], "zh"), ("zh-TW", ["zh", "ko"], nil), ("zh-Hant", ["zh"], nil), ("zh", ["zh-Hans", "zh-Hant"], "zh-Hans"),
            ("sr", ["sr-Latn"], nil), ("sr-ME", ["sr-Latn"], "sr-Latn"),
            // Among regions only, a bare language reads its own region's (CLDR's likely subtags),
            // and none when that region is not there; Norwegian is Bokmål; a folder naming the
            // script its language implies (Firefox's sat-Olck) is that language's.
            ("pt", ["pt-BR", "pt-PT"], "pt-BR"), ("en", ["en-CA", "en-GB"], nil), ("en", ["en-GB", "en-US"], "en-US"),
            ("no", ["nb", "nn"], "nb"), ("nb", ["no", "da"], "no"),
            // Nynorsk and Bokmål both grow from Norwegian (Apple's ICU groups them under `no`):
            // without its own folder, either reads the other's, Nynorsk its parent `no` first.
            ("nn", ["nb"], "nb"), ("nn-NO", ["da", "nb-NO"], "nb-NO"), ("nn", ["nb", "no"], "no"), ("nb", ["nn", "sv"], "nn"),
            ("no", ["nn"], "nn"), ("nn", ["nn", "nb"], "nn"), ("nn", ["da", "sv"], nil),
            ("sat", ["sat-Olck", "hi-IN"], "sat-Olck"), ("sat-IN", ["sat-Olck"], "sat-Olck"), ("yue", ["yue-Hans"], nil),
            // A region of the request's group, as CLDR's parent locales make it (Edendale ships
            // es-ES and es-MX): Latin American Spanish, European Portuguese, English outside the
            // United States; Mexico's is Latin America's own. Two others of the group, or none, is no choice.
            ("es-419", ["es-ES", "es-MX"], "es-MX"), ("es-AR", ["es-ES", "es-MX"], "es-MX"), ("es-US", ["es-ES", "es-MX"], "es-MX"),
            ("es-AR", ["es-MX", "es-CO"], "es-MX"), ("es", ["es-US", "es-MX"], "es-MX"), ("es-AR", ["es-CO", "es-PE"], nil),
            ("pt-AO", ["pt-BR", "pt-PT"], "pt-PT"), ("en-AU", ["en-GB", "en-US"], "en-GB"),
            // The parent region's folder before the language's own (Pocket ships es and es-419,
            // CotEditor zh-Hant and zh-HK): Latin America's for Mexico, Hong Kong's for Macau.
            ("es-MX", ["es", "es-419"], "es-419"), ("es-AR", ["es-419", "es"], "es-419"), ("es-US", ["es", "es-419"], "es-419"),
            ("es-ES", ["es", "es-419"], "es"), ("es-419", ["es", "es-419"], "es-419"), ("pt-MZ", ["pt", "pt-PT"], "pt-PT"),
            ("pt-BR", ["pt", "pt-PT"], "pt"), ("zh-MO", ["zh-Hant", "zh-HK", "zh-Hans"], "zh-HK"), ("zh-TW", ["zh-Hant", "zh-HK"], "zh-Hant"),
            // A device's tag writes the script its region implies: zh-Hant-HK is zh-HK (Cryptomator
            // ships zh-Hant, zh-HK and zh-TW), zh-Hans-CN is a-Shell's zh-cn beside zh-Hans.
            ("zh-Hant-HK", ["zh-Hant", "zh-HK", "zh-TW"], "zh-HK"), ("zh-Hans-CN", ["zh-Hans", "zh-cn"], "zh-cn"),
            ("zh-Hant-TW", ["zh-Hant", "zh-HK"], "zh-Hant"), ("sr-Latn-RS", ["sr", "sr-RS"], nil),
            ("en-IN", ["en-GB", "en-CA"], "en-GB"), ("en-PR", ["en-GB", "en-US"], "en-US"),
            // Apple's parents of English, before English itself: British for the Commonwealth,
            // Australian for Oceania, en-150 then British for Europe; Canada and the United
            // States read English.
            ("en-AU", ["en", "en-GB"], "en-GB"), ("en-IN", ["en", "en-GB"], "en-GB"), ("en-NZ", ["en-GB", "en-AU"], "en-AU"),
            ("en-NZ", ["en", "en-GB"], "en-GB"), ("en-DE", ["en", "en-GB"], "en-GB"), ("en-DE", ["en-GB", "en-150"], "en-150"),
            ("en-CA", ["en", "en-GB"], "en"), ("en-US", ["en", "en-GB"], "en"), ("en-IE", ["en"], "en"),
            // Among other regions' folders only, a region's request reads the language's own
            // region's, as Apple's matching counts the others one step further away.
            ("de-AT", ["de-CH", "de-DE"], "de-DE"), ("fr-BE", ["fr-CA", "fr-FR"], "fr-FR"), ("it-CH", ["it-IT", "it-SM"], "it-IT"),
            ("de-AT", ["de-CH", "de-LU"], nil),
            // Xcode's first projects named their folders in English: English.lproj is en.
            ("fr", ["English", "French"], "French"), ("en-GB", ["English", "German"], "English"), ("de", ["Dutch"], nil),
            // Their Chinese.lproj is Simplified Chinese, as Apple's ICU aliases it.
            ("zh-Hans", ["Chinese", "English"], "Chinese"), ("zh-CN", ["Chinese"], "Chinese"), ("zh-TW", ["Chinese"], nil),
            // Traditional Chinese among regions only (YTLite ships zh_CN, zh_HK and zh_TW): the
            // script reads Taiwan's, then Hong Kong's; Macau reads Hong Kong's, then Taiwan's.
            ("zh-Hant", ["zh_CN", "zh_HK", "zh_TW"], "zh_TW"), ("zh-Hant", ["zh_CN", "zh_HK", "zh_MO"], "zh_HK"),
            ("zh-MO", ["zh_CN", "zh_HK", "zh_TW"], "zh_HK"), ("zh-Hant-MO", ["zh_HK", "zh_TW"], "zh_HK"), ("zh-MO", ["zh_TW"], "zh_TW"),
            ("zh-HK", ["zh_HK", "zh_TW"], "zh_HK"), ("zh-HK", ["zh_TW", "zh_CN"], "zh_TW"), ("zh-Hant-TW", ["zh_HK", "zh_TW"], "zh_TW"),
            ("zh-Hans", ["zh_CN", "zh_SG", "zh_TW"], "zh_CN"), ("zh-Hant", ["zh_CN", "zh_SG"], nil),
            // The old codes and the new are one language, either way round.
            ("iw", ["he", "ar"], "he"), ("he", ["iw"], "iw"), ("he-IL", ["iw"], "iw"), ("tl", ["fil"], "fil"), ("fil", ["tl"], "tl"),
            ("in", ["id"], "id"), ("id", ["in"], "in"), ("iw", ["id"], nil),
        ] as [(String, [String], String?)])
    func aLanguageIsReadFromItsClosestFolder(requested: String, available: [String], read: String?) {
        #expect(DefinitionLocalization.closestLanguage(to: requested, in: available) == read)
    }

    @Test func notesUnknownKeys() throws {
        let file = try parse(
            smallDefinition.replacingOccurrences(
                of: "<key>INIntentCategory</key>", with: "<key>INIntentColour</key><string>red</string><key>INIntentCategory</key>"))
        #expect(file.unknownKeys == [UnknownKey(intent: "Brew", subject: "the intent", key: "INIntentColour")])
    }

    @Test func ordersShortcutTypesBySizeThenParameterOrder() throws {
        let text =
            smallDefinition
            .replacingOccurrences(
                of: "</dict></array>\n    <key>INIntentParameterCombinations</key>",
                with:
                    "</dict><dict><key>INIntentParameterName</key><string>cups</string></dict></array>\n    <key>INIntentParameterCombinations</key>"
            )
            .replacingOccurrences(
                of: "<dict><key>tea</key>",
                with: "<dict><key>cups,tea</key><dict><key>INIntentParameterCombinationTitle</key><string>x</string></dict><key>tea</key>")
        let brew = try #require(try parse(text).intent(named: "Brew"))
        #expect(brew.combinations.map(\.shortcutType.key) == ["tea", "cups,tea"])
        #expect(brew.systemDefinition.supportsBackgroundExecution == false)
    }
}

/// A definition saved with a classic Mac's line endings (a carriage return alone) is read with the
/// same lines and columns as the file Xcode wrote.
@Test func aDefinitionWithCarriageReturnsAloneHasItsFindingsOnTheSameLines() throws {
    let path = RealAppIntentsTests.root + "/Tests/Fixtures/RealDefinitions/tpg-offline-iOS/Base.lproj/Intents.intentdefinition"
    let written = try Data(contentsOf: URL(fileURLWithPath: path))
    let mac = Data(written.map { $0 == 0x0A ? 0x0D : $0 })
    let asWritten = DefinitionLint.check(try DefinitionReader.parse(written, name: "Intents.intentdefinition")).compactMap(\.location)
    let asMac = DefinitionLint.check(try DefinitionReader.parse(mac, name: "Intents.intentdefinition")).compactMap(\.location)
    #expect(!asWritten.isEmpty)
    #expect(asMac == asWritten)
}

/// A definition saved as UTF-16 (a text editor's choice; Foundation's reader takes it as Xcode's
/// does) reads as the same file in UTF-8, with or without its byte-order mark.
@Test(arguments: [String.Encoding.utf16, .utf16LittleEndian, .utf16BigEndian])
func aDefinitionInUTF16ReadsAsInUTF8(encoding: String.Encoding) throws {
    let text = smallDefinition.replacingOccurrences(of: #"encoding="UTF-8""#, with: #"encoding="UTF-16""#)
    let data = try #require(text.data(using: encoding))
    #expect(data.first == 0xFF || data.first == 0xFE || data.first == 0 || data[1] == 0)
    let read = try DefinitionReader.parse(data, name: "Intents.intentdefinition")
    let plain = try DefinitionReader.parse(Data(smallDefinition.utf8), name: "Intents.intentdefinition")
    #expect(read.intents.map(\.name) == plain.intents.map(\.name))
    #expect(!read.intents.isEmpty)
    #expect(DefinitionLint.check(read).map(\.location) == DefinitionLint.check(plain).map(\.location))
}

/// A definition saved as a binary property list (`plutil -convert binary1`; Foundation's reader,
/// Xcode's, takes it) reads as the XML it was made from, its findings without lines.
@Test func aBinaryDefinitionReadsAsItsXML() throws {
    let xml = try DefinitionReader.parse(Data(smallDefinition.utf8), name: "Intents.intentdefinition")
    let root = try PropertyListSerialization.propertyList(from: Data(smallDefinition.utf8), format: nil)
    let binary = try PropertyListSerialization.data(fromPropertyList: root, format: .binary, options: 0)
    #expect(binary.starts(with: Array("bplist".utf8)))
    let read = try DefinitionReader.parse(binary, name: "Intents.intentdefinition")
    #expect(read.intents.map(\.name) == xml.intents.map(\.name))
    #expect(read.intents.first?.parameters.map(\.name) == xml.intents.first?.parameters.map(\.name))
    #expect(DefinitionLint.check(read).map(\.message) == DefinitionLint.check(xml).map(\.message))
    #expect(DefinitionLint.check(read).allSatisfy { $0.location == nil })
}
