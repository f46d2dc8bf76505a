import Foundation
import Testing

@testable import SiriSystem

/// A definition read to be used (`notes: .whenAsked`) reads what only diagnostics need when they
/// first ask for it, and then gives exactly what a file read for `intents lint` gives.
@Suite struct DefinitionNotesTests {
    /// Every finding as `intents lint` prints it, with its line and column.
    static func lintLines(_ file: DefinitionFile) -> [String] {
        DefinitionLint.check(file).map { $0.line(file: file.name) }
    }

    @Test func everyRealFileReadsTheSameAndLintsAtTheSamePlacesWhenItsNotesAreReadLater() throws {
        let files = XMLPropertyListTests.files
        #expect(files.count >= 10)
        for path in files {
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            let now = try DefinitionReader.parse(data, name: path)
            let later = try DefinitionReader.parse(data, name: path, notes: .whenAsked)
            #expect(now.notes.isKnown)
            // A file the plain reader leaves to Foundation (Windows line ends) is read with its notes.
            #expect(later.notes.isKnown == data.contains(0x0D), "\(path)")
            #expect(later.intents == now.intents && later.enums == now.enums && later.types == now.types, "\(path)")
            #expect(later.namespace == now.namespace)
            #expect(Self.lintLines(later) == Self.lintLines(now), "\(path)")
            #expect(later.unknownKeys == now.unknownKeys)
            #expect(later.duplicateKeys == now.duplicateKeys)
            #expect(later.localizationIDs == now.localizationIDs)
            #expect(later == now, "\(path)")
        }
    }

    @Test func translatedFilesReadTheSameWithTheirNotesLater() throws {
        let path = XMLPropertyListTests.root + "/Tests/Fixtures/RealDefinitions/a-shell"
        let definition = try #require(
            FileManager.default.enumerator(atPath: path)?.compactMap { $0 as? String }.first { $0.hasSuffix(".intentdefinition") })
        let file = path + "/" + definition
        let data = try Data(contentsOf: URL(fileURLWithPath: file))
        let languages = DefinitionLocalization.languages(forDefinitionAt: file)
        #expect(!languages.isEmpty)
        for language in languages {
            let strings = try DefinitionLocalization.read(path: language.path, language: language.language)
            let now = try DefinitionReader.parse(data, name: file, strings: strings)
            let later = try DefinitionReader.parse(data, name: file, strings: strings, notes: .whenAsked)
            #expect(later.language == now.language)
            #expect(DefinitionLint.checkTranslations(later, languages: [strings]) == DefinitionLint.checkTranslations(now, languages: [strings]))
            #expect(later == now)
        }
    }

    /// Xcode 12's empty `<data>` values: the plain reader reads them as the empty strings that
    /// the positions' patch makes of them for Foundation, so nothing needs the scan first.
    static let emptyData = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>INIntentDefinitionNamespace</key>
        \t<data></data>
        \t<key>INIntents</key>
        \t<array>
        \t\t<dict>
        \t\t\t<key>INIntentName</key>
        \t\t\t<string>Brew</string>
        \t\t\t<key>INIntentTitle</key>
        \t\t\t<data>
        \t\t\t</data>
        \t\t\t<key>INIntentTitleID</key>
        \t\t\t<string>t1</string>
        \t\t\t<key>INIntentDescription</key>
        \t\t\t<data/>
        \t\t\t<key>INIntentColour</key>
        \t\t\t<string>green</string>
        \t\t\t<key>INIntentCategory</key>
        \t\t\t<string>order</string>
        \t\t\t<key>INIntentCategory</key>
        \t\t\t<string>order</string>
        \t\t\t<key>INIntentParameterCombinations</key>
        \t\t\t<dict>
        \t\t\t\t<key></key>
        \t\t\t\t<dict>
        \t\t\t\t\t<key>INIntentParameterCombinationTitle</key>
        \t\t\t\t\t<string>Brew</string>
        \t\t\t\t</dict>
        \t\t\t</dict>
        \t\t</dict>
        \t</array>
        </dict>
        </plist>

        """

    @Test func emptyDataValuesReadTheSameWithTheirNotesLater() throws {
        let data = Data(Self.emptyData.utf8)
        let now = try DefinitionReader.parse(data, name: "brew.intentdefinition")
        let later = try DefinitionReader.parse(data, name: "brew.intentdefinition", notes: .whenAsked)
        #expect(!later.notes.isKnown)
        #expect(later.intents == now.intents)
        // Read as empty strings, as Foundation reads the patched file.
        #expect(later.namespace == "" && now.namespace == "")
        #expect(later.intents.first?.title == "")
        #expect(later.intents.first?.description == "")
        // The title's localization id is noted: the empty <data> is an empty string, as patched.
        #expect(now.localizationIDs["t1"] == SourceLocation(line: 15, column: 4))
        #expect(later.localizationIDs == now.localizationIDs)
        #expect(now.duplicateKeys.map(\.key) == ["INIntentCategory"])
        #expect(Self.lintLines(now).contains { $0.contains("INIntentColour") })
        #expect(Self.lintLines(later) == Self.lintLines(now))
        #expect(later == now)
    }

    /// A file the plain reader does not take is read by Foundation, with its notes at once.
    @Test func aFileLeftToFoundationIsReadWithItsNotes() throws {
        let text = Self.emptyData.replacingOccurrences(of: "<data/>", with: "<data> </data >")
        let data = Data(text.utf8)
        let now = try DefinitionReader.parse(data, name: "brew.intentdefinition")
        let later = try DefinitionReader.parse(data, name: "brew.intentdefinition", notes: .whenAsked)
        #expect(later.notes.isKnown)
        #expect(later == now)
        #expect(Self.lintLines(later) == Self.lintLines(now))
    }

    @Test func notesAreReadOnceAndAChangedCopyKeepsItsOwn() throws {
        let data = Data(Self.emptyData.utf8)
        let later = try DefinitionReader.parse(data, name: "brew.intentdefinition", notes: .whenAsked)
        var copy = later
        copy.unknownKeys = []
        #expect(copy.notes.isKnown)
        #expect(copy.unknownKeys.isEmpty)
        #expect(!later.notes.isKnown)
        #expect(later.unknownKeys.map(\.key) == ["INIntentColour"])
        #expect(copy != later)
    }

    /// A combination's parameter names lose the white space around them as Foundation trims it.
    @Test(arguments: ["soup", " soup ", "\tsoup", "soup\t ", "  ", "", "\u{00A0}soup", "soup\u{3000}", " \u{301}soup", "ñ", " é ", "a b"])
    func combinationNamesAreTrimmedAsFoundationTrims(_ name: String) {
        #expect(TypedReader.trimmedName(Substring(name)) == name.trimmingCharacters(in: .whitespaces))
    }
}
