import Foundation
import SiriSystem
import TestSupport
import Testing

/// Shapes Xcode writes that the first real files read did not show: the numbers of every value
/// type LinkMetadata knows, a list's default, and the files of Xcode before 16, which name no
/// entity's default query.
@Suite struct AppIntentsOlderAndWiderShapesTests {
    func read(_ text: String) throws -> AppIntentsMetadata { try AppIntentsMetadataReader.parse(Data(text.utf8), file: "t.actionsdata") }

    func parameter(_ name: String, _ valueType: String, metadata: String = "[]") -> String {
        #"{"name": "\#(name)", "valueType": \#(valueType), "typeSpecificMetadata": \#(metadata)}"#
    }

    /// The numbers are LinkMetadata's own (`LNPrimitiveValueType`, `LNMeasurementValueType` and
    /// `LNIntentsValueType` each make their shared instances with them, as the decompiled
    /// framework shows); MediaMate's file (Xcode 16 beta) has a duration written as unit type 7.
    @Test func everyNumberedTypeLinkMetadataKnowsIsNamed() throws {
        let parameters = [
            parameter("time", #"{"primitive": {"wrapper": {"typeIdentifier": 9}}}"#),
            parameter("big", #"{"primitive": {"wrapper": {"typeIdentifier": 6}}}"#),
            parameter("small", #"{"primitive": {"wrapper": {"typeIdentifier": 3}}}"#),
            parameter(
                "duration", #"{"measurement": {"wrapper": {"unitType": 7}}}"#,
                metadata: #"["LNValueTypeMetadataKeyMeasurementUnitType", {"int": {"wrapper": 7}}]"#),
            parameter("far", #"{"measurement": {"wrapper": {"unitType": 1}}}"#),
            parameter("odd", #"{"measurement": {"wrapper": {"unitType": 40}}}"#),
            parameter("who", #"{"intents": {"wrapper": {"typeIdentifier": 3}}}"#),
            parameter("price", #"{"intents": {"wrapper": {"typeIdentifier": 14}}}"#),
            parameter("file", #"{"intents": {"wrapper": {"typeIdentifier": 12}}}"#),
            parameter("next", #"{"intents": {"wrapper": {"typeIdentifier": 15}}}"#),
        ].joined(separator: ", ")
        let metadata = try read(#"{"actions": {"Log": {"identifier": "Log", "parameters": [\#(parameters)]}}}"#)
        let action = try #require(metadata.action("Log"))
        #expect(
            action.parameters.map(\.type.description) == [
                "DateComponents", "Int64", "Int8", "measurement (duration)", "measurement (length)", "measurement (unit type 40)", "person",
                "currency amount", "file", "framework type 15",
            ])
        #expect(action.parameter("big")?.type.isInteger == true && action.parameter("small")?.type.isInteger == true)
        #expect(action.parameter("time")?.type.isInteger == false)
    }

    /// A fixed-width integer is asked and given as a whole number, as an Int is.
    @Test func aFixedWidthIntegerIsTakenAsAWholeNumber() throws {
        let metadata = try read(
            #"{"actions": {"Log": {"identifier": "Log", "parameters": [\#(parameter("count", #"{"primitive": {"wrapper": {"typeIdentifier": 5}}}"#))]}}}"#
        )
        let count = try #require(metadata.action("Log")?.parameter("count"))
        #expect(try AcceptingAppIntentPerformer.value("12", for: count, in: metadata) == .integer(12))
        #expect(throws: AcceptingAppIntentPerformer.ValueError.self) { try AcceptingAppIntentPerformer.value("many", for: count, in: metadata) }
    }

    /// DateComponents (primitive 9) is given as a Date is: ISO 8601, a date, a time or both.
    @Test func dateComponentsAreGivenAsADateIs() throws {
        let metadata = try read(
            #"{"actions": {"Remind": {"identifier": "Remind", "parameters": [\#(parameter("at", #"{"primitive": {"wrapper": {"typeIdentifier": 9}}}"#))]}}}"#
        )
        let at = try #require(metadata.action("Remind")?.parameter("at"))
        #expect(try AcceptingAppIntentPerformer.value("17:00", for: at, in: metadata) == .string("17:00"))
        #expect(throws: AcceptingAppIntentPerformer.ValueError.self) { try AcceptingAppIntentPerformer.value("teatime", for: at, in: metadata) }
    }

    /// A list parameter's default is a tagged list of tagged values, `{"array": {"elements": […]}}`,
    /// as the catalogues made from App Store apps' metadata read it (ShortcutsBench's reader).
    @Test func aListsDefaultIsReadAsItsItems() throws {
        let tags = parameter(
            "tags", #"{"array": {"wrapper": {"memberValueType": {"primitive": {"wrapper": {"typeIdentifier": 0}}}}}}"#,
            metadata:
                #"["LNValueTypeSpecificMetadataKeyDefaultValue", {"array": {"elements": [{"string": {"wrapper": "home"}}, {"string": {"wrapper": "work"}}]}}]"#
        )
        let metadata = try read(#"{"actions": {"Tag": {"identifier": "Tag", "parameters": [\#(tags)]}}}"#)
        #expect(metadata.action("Tag")?.parameter("tags")?.defaultValue == "home, work")
        #expect(metadata.action("Tag")?.parameter("tags")?.defaultItems == ["home", "work"])
        // The same list shape names the types a file parameter takes, as Voice Memos' import writes it.
        let audio = parameter(
            "audioFile", #"{"intents": {"wrapper": {"typeIdentifier": 12}}}"#,
            metadata:
                #"["LNValueTypeMetadataKeyFileSupportedTypes", {"array": {"elements": [{"string": {"wrapper": "public.mpeg-4-audio"}}, {"string": {"wrapper": "public.audio"}}]}}]"#
        )
        let imported = try read(#"{"actions": {"Import": {"identifier": "Import", "parameters": [\#(audio)]}}}"#)
        #expect(imported.action("Import")?.parameter("audioFile")?.fileTypes == ["public.mpeg-4-audio", "public.audio"])
        // A required list with a default is not asked for: Siri's engine starts from the default.
        let conversation = try #require(AppIntentConversation(metadata: metadata, actionIdentifier: "Tag", performer: AcceptingAppIntentPerformer()))
        #expect(conversation.withDefaults(Intent(typeName: "Tag"))["tags"] == .list([.string("home"), .string("work")]))
        // A required list defaulting to no items, as Freeform's media items do, is not asked for either.
        let none = parameter(
            "items", #"{"array": {"wrapper": {"memberValueType": {"intents": {"wrapper": {"typeIdentifier": 12}}}}}}"#,
            metadata: #"["LNValueTypeSpecificMetadataKeyDefaultValue", {"array": {"elements": []}}]"#)
        let empty = try read(#"{"actions": {"Add": {"identifier": "Add", "parameters": [\#(none)]}}}"#)
        let adding = try #require(AppIntentConversation(metadata: empty, actionIdentifier: "Add", performer: AcceptingAppIntentPerformer()))
        let transcript = try adding.run(Intent(typeName: "Add"), ask: { _ in nil })
        guard case .performed = transcript.outcome else {
            Issue.record("the empty default was asked for: \(transcript.outcome)")
            return
        }
    }

    /// Xcode 15's files (TrollLEDs', 15.2) come from before LinkMetadata knew an entity's default
    /// query: iOS 17's `LNEntityMetadata` has no `defaultQueryIdentifier` and its `LNQueryMetadata`
    /// no `defaultQueryForEntity` (both are in iOS 18's). Such a file links an entity to its query
    /// only by the query's `entityType`, and every built entity has a query.
    @Test func anOlderFilesEntityTakesTheQueryForItsTypeAndNeverHasAFalseError() throws {
        let older = try read(
            #"{"actions": {}, "entities": {"Book": {"typeName": "Book", "displayTypeName": {"key": "Book"}, "properties": []}, "Shelf": {"typeName": "Shelf"}}, "queries": {"BookQuery": {"identifier": "BookQuery", "entityType": "Book", "queryType": "EntityQuery", "parameters": [], "sortingOptions": []}}, "generator": {"name": "xcode-tools", "version": "15.2"}, "version": 1}"#
        )
        let book = try #require(older.entity("Book"))
        #expect(!book.defaultQueryIsRecorded)
        #expect(older.defaultQuery(of: book)?.identifier == "BookQuery")
        let findings = AppIntentsLint.check(older)
        // Book has its query; Shelf's is not in the file, which cannot say where it is.
        #expect(findings.map(\.subject) == ["entity Shelf"])
        #expect(findings.map(\.severity) == [.warning])
        #expect(findings.first?.message.contains("written before Xcode 16") == true)

        // A file that names default queries keeps judging an entity that names none.
        let newer = try read(
            #"{"actions": {}, "entities": {"Book": {"typeName": "Book", "defaultQueryIdentifier": "BookQuery"}, "Shelf": {"typeName": "Shelf"}}, "queries": {"BookQuery": {"identifier": "BookQuery", "entityType": "Book", "defaultQueryForEntity": true}, "ShelfSearch": {"identifier": "ShelfSearch", "entityType": "Shelf", "defaultQueryForEntity": false}}}"#
        )
        #expect(newer.entity("Shelf")?.defaultQueryIsRecorded == true)
        #expect(newer.defaultQuery(of: try #require(newer.entity("Shelf"))) == nil)
        #expect(AppIntentsLint.check(newer).map(\.severity) == [.error])
    }

    /// `deprecationMetadata {messageText, replacedByIntentIdentifier}`, as LinkMetadata's
    /// `LNActionDeprecationMetadata` has it and IntentBench's reader of macOS's own catalogues reads it.
    @Test func aDeprecatedIntentSaysSoAndWhatReplacesIt() throws {
        let metadata = try read(
            #"{"actions": {"OldPlay": {"identifier": "OldPlay", "deprecationMetadata": {"messageText": {"key": "Use Play instead", "alternatives": []}, "replacedByIntentIdentifier": "Play"}}, "Play": {"identifier": "Play", "deprecationMetadata": null}}}"#
        )
        #expect(metadata.action("OldPlay")?.deprecation == AppIntentsDeprecation(message: "Use Play instead", replacedBy: "Play"))
        // The description's category and search keywords, as Voice Memos writes them.
        let described = try read(
            #"{"actions": {"New": {"identifier": "New", "descriptionMetadata": {"categoryName": {"title": {"alternatives": [], "key": "Folders"}}, "descriptionText": {"key": "Makes a folder"}, "searchKeywords": [{"key": "directory"}, {"key": ""}]}}}}"#
        )
        #expect(described.action("New")?.category == "Folders" && described.action("New")?.searchKeywords == ["directory"])
        #expect(metadata.action("Play")?.deprecation == nil)
    }

    /// `customIntentClassName`, written for a `CustomIntentMigratedAppIntent` (the key release
    /// scripts of public apps, SideStore's among them, read from their built metadata), null or
    /// absent otherwise.
    @Test func theCustomIntentAMigratedIntentReplacesIsRead() throws {
        let metadata = try read(
            #"{"actions": {"Refresh": {"identifier": "Refresh", "customIntentClassName": "RefreshAllIntent"}, "Open": {"identifier": "Open", "customIntentClassName": null}, "Other": {"identifier": "Other", "customIntentClassName": ""}}}"#
        )
        #expect(metadata.action("Refresh")?.customIntentClassName == "RefreshAllIntent")
        #expect(metadata.action("Open")?.customIntentClassName == nil && metadata.action("Other")?.customIntentClassName == nil)
    }

    /// One App Shortcut listing the same words twice (as a phrase list kept by hand may): Siri
    /// reaches that App Shortcut either way, so there is nothing it cannot tell apart.
    @Test func aPhraseRepeatedInOneAppShortcutIsNoDuplicateError() throws {
        let shortcut =
            #"{"actionIdentifier": "Open", "phraseTemplates": [{"key": "Open ${applicationName}"}, {"key": "open ${applicationName}!"}], "shortTitle": {"key": "Open"}, "systemImageName": "bolt"}"#
        let alone = try read(#"{"actions": {"Open": {"identifier": "Open"}}, "autoShortcuts": [\#(shortcut)]}"#)
        #expect(AppIntentsLint.check(alone).isEmpty)
        let twice = try read(#"{"actions": {"Open": {"identifier": "Open"}}, "autoShortcuts": [\#(shortcut), \#(shortcut)]}"#)
        let findings = AppIntentsLint.check(twice)
        #expect(findings.map(\.rule) == [.duplicatePhrase, .duplicatePhrase])
        #expect(findings.map(\.subject) == ["App Shortcut Open #2", "App Shortcut Open #2"])
    }

    /// A summary that is a `Switch` at the top of `actionConfiguration`, in the shape of Voice Memos'
    /// `PlaybackVoiceMemoIntent` (xcode-tools 17E6107): each case a list of enum values, the
    /// default case the sentence for any other value.
    @Test func aSummarySwitchingOnAParameterAtTheTopIsRead() throws {
        func sentence(_ text: String, _ parameters: String) -> String {
            #"{"actionSummary": {"wrapper": {"otherParameterIdentifiers": [], "summaryString": {"formatString": "\#(text)", "parameterIdentifiers": \#(parameters)}}}}"#
        }
        func kind(_ value: String) -> String {
            #"{"array": {"values": [{"enumeration": {"identifier": "PlaybackType", "value": "\#(value)"}}], "valueType": {"linkEnumeration": {"wrapper": {"identifier": "PlaybackType"}}}}}"#
        }
        let cases = [
            #"{"configuration": \#(sentence("Play the most recent recording", "[]")), "isDefaultCase": false, "value": \#(kind("mostRecent"))}"#,
            #"{"configuration": \#(sentence("Play ${entity}", #"["entity"]"#)), "isDefaultCase": false, "value": \#(kind("specific"))}"#,
            #"{"configuration": \#(sentence("Play ${playbackType}", #"["playbackType"]"#)), "isDefaultCase": true}"#,
        ].joined(separator: ", ")
        let configuration = #"{"switchStatement": {"wrapper": {"cases": [\#(cases)], "parameterIdentifier": "playbackType"}}}"#
        let metadata = try read(
            #"{"actions": {"Play": {"identifier": "Play", "actionConfiguration": \#(configuration), "parameters": [{"name": "playbackType", "valueType": {"linkEnumeration": {"wrapper": {"identifier": "PlaybackType"}}}}, {"name": "entity", "isOptional": true, "valueType": {"entity": {"wrapper": {"typeName": "Recording"}}}}]}}}"#
        )
        let summary = try #require(metadata.action("Play")?.summary)
        #expect(summary.parameter == "playbackType" && summary.otherKeys.isEmpty)
        #expect(summary.text == "Play ${playbackType}")
        #expect(summary.variants.map(\.when) == ["playbackType is mostRecent", "playbackType is specific"])
        #expect(summary.variants.map(\.text) == ["Play the most recent recording", "Play ${entity}"])
        #expect(AppIntentsLint.check(metadata).isEmpty)
    }

    /// The tile colour counts the cases from 0: Voice Memos (xcode-tools 17E6107), whose provider
    /// declares its colour, writes 0, and every file of an app declaring none writes 14.
    @Test func tileColoursAreCountedFromZero() throws {
        #expect(try read(#"{"actions": {}, "shortcutTileColor": 0}"#).tileColorName == "red")
        #expect(try read(#"{"actions": {}, "shortcutTileColor": 14}"#).tileColorName == "grayBrown")
        #expect(ShortcutTileColorName.number(of: "orange") == 2 && ShortcutTileColorName.name(of: 15) == nil)
    }
}
