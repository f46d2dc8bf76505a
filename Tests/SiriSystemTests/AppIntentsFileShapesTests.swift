import Foundation
import SiriSystem
import TestSupport
import Testing

/// Shapes of App Intents metadata met in real apps' files or allowed by the format, which the
/// reader, the lint and the matcher must take without a false error or a crash.
@Suite struct AppIntentsFileShapesTests {
    func read(_ text: String) throws -> AppIntentsMetadata { try AppIntentsMetadataReader.parse(Data(text.utf8), file: "t.actionsdata") }

    @Test func aPhraseOfAnActionDeclaredElsewhereIsAWarningAndTakesGivenValues() throws {
        let metadata = try read(
            #"{"actions": {}, "autoShortcuts": [{"actionIdentifier": "RecordTake", "phraseTemplates": [{"key": "Record ${take} with ${applicationName}"}], "shortTitle": {"key": "Record"}, "systemImageName": "mic"}]}"#
        )
        let findings = AppIntentsLint.check(metadata)
        #expect(findings.map(\.rule) == [.shortcutActionMissing])
        #expect(findings.first?.severity == .warning)
        #expect(findings.first?.message.contains("it may be in a framework's metadata") == true)
        #expect(AppShortcutMatcher.match("Record intro with Streamer", in: metadata, applicationName: "Streamer").match == nil)
        let given = AppShortcutMatcher.match("Record intro with Streamer", in: metadata, applicationName: "Streamer", values: ["take": ["intro"]])
        #expect(given.match?.action == "RecordTake" && given.match?.parameter == "take" && given.match?.value == "intro")
    }

    @Test func aKeyBesideAValueTypesKindDoesNotHideTheKind() throws {
        let metadata = try read(
            #"{"actions": {"Pick": {"identifier": "Pick", "parameters": [{"name": "share", "valueType": {"capabilities": 0, "linkEnumeration": {"wrapper": {"identifier": "Share"}}}}, {"name": "item", "valueType": {"aaa": {}, "entity": {"wrapper": {"typeName": "Item"}}}}, {"name": "blob", "valueType": {"hologram": {}}}]}}, "autoShortcuts": [{"actionIdentifier": "Pick", "phraseTemplates": [{"key": "Pick ${blob} in ${applicationName}"}], "shortTitle": {"key": "Pick"}, "systemImageName": "hand.point.up"}]}"#
        )
        let action = try #require(metadata.action("Pick"))
        #expect(action.parameter("share")?.type == .enumeration("Share"))
        #expect(action.parameter("item")?.type == .entity("Item"))
        // A kind this reader does not know cannot be judged: no error for naming it in a phrase.
        #expect(action.parameter("blob")?.type == .unknown("hologram"))
        #expect(AppIntentsLint.check(metadata).isEmpty)
    }

    @Test func aTextWithADefaultValueReadsAsItButATemplateAsItsKey() throws {
        let metadata = try read(
            #"{"actions": {"Share": {"identifier": "Share", "title": {"key": "share.title", "defaultValue": "Share Link", "table": "Localizable"}}}, "enums": [{"identifier": "Answer", "cases": [{"identifier": "yes", "displayRepresentation": {"title": {"key": "share.yes", "defaultValue": "Yes"}}}]}], "autoShortcuts": [{"actionIdentifier": "Share", "phraseTemplates": [{"key": "Share with ${applicationName}", "defaultValue": "other"}]}]}"#
        )
        #expect(metadata.action("Share")?.title == "Share Link")
        #expect(metadata.enumeration("Answer")?.cases.first?.title == "Yes")
        #expect(metadata.appShortcuts.first?.phrases == ["Share with ${applicationName}"])
    }

    @Test(arguments: [Int.min, -1, ShortcutTileColorName.names.count, ShortcutTileColorName.names.count + 1, Int.max])
    func aTileColourOutOfRangeHasNoName(number: Int) throws {
        #expect(ShortcutTileColorName.name(of: number) == nil)
        let metadata = try read(#"{"actions": {}, "shortcutTileColor": \#(number)}"#)
        #expect(metadata.tileColor == number)
        #expect(metadata.tileColorName == nil)
    }

    @Test func aStringParameterInAPhraseIsNamedWithItsArticle() throws {
        let metadata = try read(
            #"{"actions": {"Go": {"identifier": "Go", "parameters": [{"name": "place", "valueType": {"primitive": {"wrapper": {"typeIdentifier": 0}}}}, {"name": "file", "valueType": {"intents": {"wrapper": {"typeIdentifier": 12}}}}]}}, "autoShortcuts": [{"actionIdentifier": "Go", "phraseTemplates": [{"key": "Go to ${place} with ${applicationName}"}, {"key": "Go ${file} with ${applicationName}"}], "shortTitle": {"key": "Go"}, "systemImageName": "car"}]}"#
        )
        let messages = AppIntentsLint.check(metadata).map(\.message)
        #expect(messages.contains { $0.contains("names ${place}, a String parameter") })
        #expect(messages.contains { $0.contains("names ${file}, a file parameter") })
        #expect(ShortcutTileColorName.name(of: 1) != nil)
    }
}

/// A value of one of several types (`alternative`), as Podcasts' frameworks write their
/// show-or-episode parameters and their `IntentValueQuery`'s result (xcode-tools 27A200c).
@Suite struct AppIntentsUnionTypeTests {
    static func union(_ members: [String], enumIdentifier: String = "TargetCases") -> String {
        #"{"alternative": {"wrapper": {"appEnumIdentifier": "\#(enumIdentifier)", "memberValueTypes": [\#(members.joined(separator: ", "))]}}}"#
    }
    static let show = #"{"entity": {"wrapper": {"typeName": "ShowEntity"}}}"#
    static let episode = #"{"entity": {"wrapper": {"typeName": "EpisodeEntity"}}}"#
    static let text = #"{"primitive": {"wrapper": {"typeIdentifier": 0}}}"#
    static let number = #"{"primitive": {"wrapper": {"typeIdentifier": 2}}}"#

    func read(parameters: [(String, String)], phrases: [String]) throws -> AppIntentsMetadata {
        let declared = parameters.map { #"{"name": "\#($0.0)", "valueType": \#($0.1)}"# }.joined(separator: ", ")
        let templates = phrases.map { #"{"key": "\#($0)"}"# }.joined(separator: ", ")
        let text =
            #"{"actions": {"Follow": {"identifier": "Follow", "parameters": [\#(declared)]}}, "autoShortcuts": [{"actionIdentifier": "Follow", "phraseTemplates": [\#(templates)], "shortTitle": {"key": "Follow"}, "systemImageName": "plus"}]}"#
        return try AppIntentsMetadataReader.parse(Data(text.utf8), file: "t.actionsdata")
    }

    @Test func aUnionIsReadAsOneOfItsMembersWithItsEnum() throws {
        let metadata = try read(parameters: [("target", Self.union([Self.show, Self.episode]))], phrases: [])
        let type = try #require(metadata.action("Follow")?.parameter("target")?.type)
        #expect(type == .alternative(enumIdentifier: "TargetCases", members: [.entity("ShowEntity"), .entity("EpisodeEntity")]))
        #expect(type.description == "one of entity ShowEntity, entity EpisodeEntity")
        let encoded = try JSONSerialization.jsonObject(with: JSONEncoder().encode(type)) as? [String: Any]
        #expect(encoded?["kind"] as? String == "alternative")
        #expect(encoded?["enumIdentifier"] as? String == "TargetCases")
        #expect((encoded?["members"] as? [[String: Any]])?.compactMap { $0["name"] as? String } == ["ShowEntity", "EpisodeEntity"])
    }

    /// A union of entities is named in a phrase as an entity is; one of only plain values is not.
    @Test func thePhraseRuleSeesTheMembers() throws {
        let entities = try read(parameters: [("target", Self.union([Self.show, Self.episode]))], phrases: ["Follow ${target} in ${applicationName}"])
        #expect(AppIntentsLint.check(entities).isEmpty)
        let plain = try read(parameters: [("target", Self.union([Self.text, Self.number]))], phrases: ["Follow ${target} in ${applicationName}"])
        #expect(
            AppIntentsLint.check(plain).map(\.message) == [
                "“Follow ${target} in ${applicationName}” names ${target}, a one of String, Int parameter; a phrase may only name an AppEntity or AppEnum parameter"
            ])
        let unknown = try read(
            parameters: [("target", Self.union([Self.text, #"{"hologram": {}}"#]))], phrases: ["Follow ${target} in ${applicationName}"])
        #expect(AppIntentsLint.check(unknown).isEmpty)
    }

    /// An `IntentValueQuery` has no entity type (`""`): it is what it takes and returns.
    @Test func aQueryReturningAUnionSaysWhatItTakesAndReturns() throws {
        let text =
            #"{"queries": {"AudioQuery": {"identifier": "AudioQuery", "entityType": "", "inputValueType": {"entity": {"wrapper": {"typeName": "Media.AudioSearchEntity", "system": {}}}}, "resultValueType": \#(Self.union([Self.show, Self.episode]))}}}"#
        let query = try #require(try AppIntentsMetadataReader.parse(Data(text.utf8), file: "t").queries.first)
        #expect(query.entityType == nil)
        #expect(query.resultType == .alternative(enumIdentifier: "TargetCases", members: [.entity("ShowEntity"), .entity("EpisodeEntity")]))
        #expect(query.summary == "takes entity Media.AudioSearchEntity and returns one of entity ShowEntity, entity EpisodeEntity")
        #expect(AppIntentsQuery(identifier: "Q").summary == "for an unknown type")
    }
}

/// `actionConfiguration.actionSummary`: the parameter summary, as every real file writes it
/// (a sentence with the parameters it names; none seen switches on a parameter).
@Suite struct AppIntentsParameterSummaryTests {
    func read(summary: String) throws -> AppIntentsMetadata {
        let text =
            #"{"actions": {"Follow": {"identifier": "Follow", "parameters": [{"name": "show", "valueType": {"entity": {"wrapper": {"typeName": "ShowEntity"}}}}], "actionConfiguration": {"actionSummary": {"wrapper": \#(summary)}}}}}"#
        return try AppIntentsMetadataReader.parse(Data(text.utf8), file: "t.actionsdata")
    }

    @Test func theSummaryIsReadWithTheParametersItNames() throws {
        let metadata = try read(
            summary: #"{"otherParameterIdentifiers": [], "summaryString": {"formatString": "Follow ${show}", "parameterIdentifiers": ["show"]}}"#)
        #expect(metadata.action("Follow")?.summary == AppIntentsSummary(text: "Follow ${show}", parameters: ["show"]))
        #expect(AppIntentsLint.check(metadata).isEmpty)
    }

    @Test func aSummaryNamingNoParameterIsAWarning() throws {
        let metadata = try read(
            summary: #"{"summaryString": {"formatString": "Follow ${show} on ${applicationName} from ${feed}", "parameterIdentifiers": ["show"]}}"#)
        let findings = AppIntentsLint.check(metadata)
        #expect(findings.map(\.rule) == [.summaryParameterNotDeclared])
        #expect(findings.first?.severity == .warning)
        #expect(findings.first?.subject == "action Follow")
        #expect(
            findings.first?.message
                == "the summary “Follow ${show} on ${applicationName} from ${feed}” names ${feed}, which is not a parameter of Follow")
    }

    /// A form no real file has is named by its keys, not guessed at.
    @Test func aSummaryOfAnotherFormKeepsItsKeys() throws {
        let metadata = try read(summary: #"{"otherParameterIdentifiers": ["note"], "switchOn": {}}"#)
        #expect(metadata.action("Follow")?.summary == AppIntentsSummary(text: nil, otherParameters: ["note"], otherKeys: ["switchOn"]))
        #expect(AppIntentsLint.check(metadata).isEmpty)
    }
}

/// An open intent whose target is another module's enum carries the enum in its own
/// `typeSpecificMetadata` (Podcasts' `OpenAppLocationAppIntent`, xcode-tools 27A200c).
@Suite struct AppIntentsEmbeddedEnumTests {
    static let text = #"""
        {"actions": {"OpenLocation": {"identifier": "OpenLocation",
           "parameters": [{"name": "target", "valueType": {"linkEnumeration": {"wrapper": {"identifier": "Location"}}}}],
           "typeSpecificMetadata": ["LNActionTypeMetadataKeyEntityMetadata", {"enumMetadata": {"wrapper": {"identifier": "Location",
               "cases": [{"identifier": "home", "displayRepresentation": {"title": {"key": "Home", "alternatives": ["Start"]}}},
                         {"identifier": "library", "displayRepresentation": {"title": {"key": "Library"}}}]}}},
             "LNActionTypeMetadataKeyEntityType", {"string": {"wrapper": "Location"}}]}},
         "enums": [],
         "autoShortcuts": [{"actionIdentifier": "OpenLocation", "phraseTemplates": [{"key": "Open ${target} in ${applicationName}"}], "shortTitle": {"key": "Open"}, "systemImageName": "app"}]}
        """#

    @Test func itsCasesAreExpandedInPhrasesLikeAnyEnumParameters() throws {
        let metadata = try AppIntentsMetadataReader.parse(Data(Self.text.utf8), file: "t.actionsdata")
        #expect(metadata.enums.isEmpty)
        #expect(metadata.action("OpenLocation")?.embeddedEnum?.cases.map(\.identifier) == ["home", "library"])
        #expect(metadata.enumeration("Location")?.cases.first?.synonyms == ["Start"])
        let home = AppShortcutMatcher.match("Open Home in Podcasts", in: metadata, applicationName: "Podcasts")
        #expect(home.match?.valueIdentifier == "home")
        #expect(AppShortcutMatcher.match("Open Start in Podcasts", in: metadata, applicationName: "Podcasts").match?.valueIdentifier == "home")
        #expect(AppShortcutMatcher.match("Open Library in Podcasts", in: metadata, applicationName: "Podcasts").match?.valueIdentifier == "library")
        #expect(AppIntentsLint.check(metadata).isEmpty)
    }
}

@Suite struct AppIntentsValuesAsXcodeWritesThemTests {
    @Test func aBoolDefaultWrittenAsAnIntegerReadsAsTrueOrFalse() throws {
        let text =
            #"{"actions": {"Show": {"identifier": "Show", "parameters": [{"name": "on", "valueType": {"primitive": {"wrapper": {"typeIdentifier": 1}}}, "typeSpecificMetadata": ["LNValueTypeSpecificMetadataKeyDefaultValue", {"int": {"wrapper": 1}}]}, {"name": "off", "valueType": {"primitive": {"wrapper": {"typeIdentifier": 1}}}, "typeSpecificMetadata": ["LNValueTypeSpecificMetadataKeyDefaultValue", {"int": {"wrapper": 0}}]}, {"name": "count", "valueType": {"primitive": {"wrapper": {"typeIdentifier": 2}}}, "typeSpecificMetadata": ["LNValueTypeSpecificMetadataKeyDefaultValue", {"int": {"wrapper": 1}}]}]}}}"#
        let metadata = try AppIntentsMetadataReader.parse(Data(text.utf8), file: "t")
        let action = try #require(metadata.action("Show"))
        #expect(action.parameter("on")?.defaultValue == "true")
        #expect(action.parameter("off")?.defaultValue == "false")
        #expect(action.parameter("count")?.defaultValue == "1")
    }

    /// A phrase a catalog translates per device (`variations`) is translated, not missing.
    @Test func aCatalogPhraseTranslatedPerDeviceIsTranslated() throws {
        let directory = try TemporaryDirectory("catalog")
        let folder = directory.path + "/Metadata.appintents"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data(#"{"actions": {}}"#.utf8).write(to: URL(fileURLWithPath: folder + "/extract.actionsdata"))
        let catalog =
            #"{"sourceLanguage": "en", "strings": {"Open ${applicationName}": {"localizations": {"ja": {"variations": {"device": {"iphone": {"stringUnit": {"state": "translated", "value": "${applicationName}を開く"}}, "mac": {"stringUnit": {"state": "translated", "value": "${applicationName}を開いて"}}}}}}}}, "version": "1.0"}"#
        try Data(catalog.utf8).write(to: URL(fileURLWithPath: directory.path + "/AppShortcuts.xcstrings"))
        let found = AppIntentsMetadataReader.translations(try AppIntentsMetadataReader.locate(path: folder))
        #expect(found.translations.first { $0.language == "ja" }?.phrases == ["Open ${applicationName}": "${applicationName}を開く"])
    }

    /// Of the cases a catalog varies a text by, the iPhone's is read (soupchef is an iPhone), else
    /// the general `other`: the first in key order was a watch's (`applewatch`) or a plural's `few`.
    @Test func aCatalogVariationIsReadAsAnIPhoneSaysIt() throws {
        func unit(_ value: String) -> String { #"{"stringUnit": {"state": "translated", "value": "\#(value)"}}"# }
        let catalog =
            #"{"sourceLanguage": "en", "strings": {"#
            + #""a": {"localizations": {"de": {"variations": {"device": {"applewatch": \#(unit("Uhr")), "iphone": \#(unit("iPhone")), "other": \#(unit("Andere"))}}}}}, "#
            + #""b": {"localizations": {"de": {"variations": {"device": {"applewatch": \#(unit("Uhr")), "mac": \#(unit("Mac")), "other": \#(unit("Andere"))}}}}}, "#
            + #""c": {"localizations": {"pl": {"variations": {"plural": {"few": \#(unit("kilka")), "one": \#(unit("jeden")), "other": \#(unit("inne"))}}}}}}}"#
        let read = try #require(StringCatalog(Data(catalog.utf8)))
        #expect(read.texts["de"] == ["a": "iPhone", "b": "Andere"])
        #expect(read.texts["pl"] == ["c": "inne"])
    }
}

/// A number parameter's default outside its own range: Swift compiles it, so lint warns.
@Suite struct AppIntentsDefaultRangeTests {
    func read(default value: Int) throws -> AppIntentsMetadata {
        let text =
            #"{"actions": {"Dim": {"identifier": "Dim", "parameters": [{"name": "level", "valueType": {"primitive": {"wrapper": 0}}, "typeSpecificMetadata": ["LNValueTypeSpecificMetadataKeyDefaultValue", {"int": {"wrapper": \#(value)}}, "LNValueTypeMetadataKeyNumberLowerBound", {"double": {"wrapper": 1}}, "LNValueTypeMetadataKeyNumberUpperBound", {"double": {"wrapper": 5}}]}]}}}"#
        return try AppIntentsMetadataReader.parse(Data(text.utf8), file: "t.actionsdata")
    }

    @Test func aDefaultOutsideTheRangeIsAWarning() throws {
        let outside = AppIntentsLint.check(try read(default: 99))
        #expect(outside.map(\.rule) == [.defaultOutsideRange])
        #expect(outside.first?.severity == .warning && outside.first?.subject == "action Dim")
        #expect(outside.first?.message.hasPrefix("the default 99 of level is outside its range (1…5)") == true, "\(outside)")
        #expect(AppIntentsLint.check(try read(default: 3)).isEmpty)
    }
}
