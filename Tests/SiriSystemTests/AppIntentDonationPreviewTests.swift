import Foundation
import SiriSystem
import TestSupport
import Testing

/// How a donation of an App Intent reads (`AppIntentDonationPreview`): the parameter summary in the
/// case the values choose, filled with them and the parameters' defaults.
@Suite struct AppIntentDonationPreviewTests {
    func read(_ text: String) throws -> AppIntentsMetadata { try AppIntentsMetadataReader.parse(Data(text.utf8), file: "t.actionsdata") }

    func sentence(_ text: String, _ names: String) -> String {
        #"{"actionSummary": {"wrapper": {"otherParameterIdentifiers": [], "summaryString": {"formatString": "\#(text)", "parameterIdentifiers": \#(names)}}}}"#
    }

    func preview(_ metadata: AppIntentsMetadata, _ action: String, _ values: [(name: String, value: String)]) throws -> AppIntentDonationPreview {
        let action = try #require(metadata.action(action))
        let intent = try AcceptingAppIntentPerformer.intent(of: action, values: values, in: metadata)
        return AppIntentDonationPreview(action: action, intent: intent, in: metadata)
    }

    /// A `Switch` at the top, in the shape of Voice Memos' `PlaybackVoiceMemoIntent`: each value
    /// reads its case's sentence; no value, and no default, the default case's, with the empty
    /// parameter shown by its title.
    @Test func aSwitchReadsTheCaseTheValueChooses() throws {
        func kind(_ value: String) -> String {
            #"{"array": {"values": [{"enumeration": {"identifier": "PlaybackType", "value": "\#(value)"}}]}}"#
        }
        let valueCases = [
            #"{"configuration": \#(sentence("Play the most recent recording", "[]")), "isDefaultCase": false, "value": \#(kind("mostRecent"))}"#,
            #"{"configuration": \#(sentence("Play ${entity}", #"["entity"]"#)), "isDefaultCase": false, "value": \#(kind("specific"))}"#,
        ]
        let cases = (valueCases + [#"{"configuration": \#(sentence("Play ${playbackType}", #"["playbackType"]"#)), "isDefaultCase": true}"#])
            .joined(separator: ", ")
        let metadata = try read(
            #"{"actions": {"Play": {"identifier": "Play", "actionConfiguration": {"switchStatement": {"wrapper": {"cases": [\#(cases)], "parameterIdentifier": "playbackType"}}}, "parameters": [{"name": "playbackType", "title": {"key": "Playback"}, "valueType": {"linkEnumeration": {"wrapper": {"identifier": "PlaybackType"}}}}, {"name": "entity", "isOptional": true, "valueType": {"entity": {"wrapper": {"typeName": "Recording"}}}}]}}, "enums": [{"identifier": "PlaybackType", "cases": [{"identifier": "mostRecent", "displayRepresentation": {"title": {"key": "Most Recent"}}}, {"identifier": "specific", "displayRepresentation": {"title": {"key": "Specific"}}}]}]}"#
        )
        let recent = try preview(metadata, "Play", [("playbackType", "mostRecent")])
        #expect(recent.title == "Play the most recent recording" && recent.when == "playbackType is mostRecent" && recent.unfilled.isEmpty)
        let specific = try preview(metadata, "Play", [("playbackType", "specific"), ("entity", "Lecture 3")])
        #expect(specific.title == "Play Lecture 3" && specific.sentence == "Play ${entity}" && specific.passedOver == nil)
        let none = try preview(metadata, "Play", [])
        #expect(none.title == "Play Playback" && none.when == nil && none.unfilled == ["playbackType"])
        // Without its default case, a value no case is written for reads as the action's title.
        let cased = try read(
            #"{"actions": {"Play": {"identifier": "Play", "title": {"key": "Play Recording"}, "actionConfiguration": {"switchStatement": {"wrapper": {"cases": [\#(valueCases.joined(separator: ", "))], "parameterIdentifier": "playbackType"}}}, "parameters": [{"name": "playbackType", "valueType": {"linkEnumeration": {"wrapper": {"identifier": "PlaybackType"}}}}]}}}"#
        )
        let untitled = try preview(cased, "Play", [])
        #expect(untitled.title == "Play Recording" && untitled.sentence == nil)
    }

    /// `When(\.$container, .hasAnyValue)`, a `Switch` inside a `When` (Freeform's shapes), and a
    /// comparison written by number, whose meaning is not known and which never holds.
    @Test func whenClausesHoldAsTheirConditionsSay() throws {
        let kinds = #"{"array": {"values": [{"enumeration": {"identifier": "Kind", "value": "media"}}]}}"#
        let add =
            #"{"whenClause": {"wrapper": {"condition": {"comparisonOperator": 0, "parameterIdentifier": "kind"}, "otherwise": \#(sentence("Add something", "[]")), "when": {"switchStatement": {"wrapper": {"parameterIdentifier": "kind", "cases": [{"isDefaultCase": false, "value": \#(kinds), "configuration": \#(sentence("Add ${kind} from ${source}", #"["kind", "source"]"#))}, {"isDefaultCase": true, "configuration": \#(sentence("Add ${kind} here", #"["kind"]"#))}]}}}}}}"#
        let insert =
            #"{"whenClause": {"wrapper": {"condition": {"comparisonOperator": 2, "parameterIdentifier": "shape", "value": "line"}, "otherwise": \#(sentence("Insert ${shape} with ${text}", #"["shape", "text"]"#)), "when": \#(sentence("Insert ${shape}", #"["shape"]"#))}}}"#
        let metadata = try read(
            #"{"actions": {"Add": {"identifier": "Add", "parameters": [{"name": "kind"}, {"name": "source"}], "actionConfiguration": \#(add)}, "Insert": {"identifier": "Insert", "parameters": [{"name": "shape"}, {"name": "text"}], "actionConfiguration": \#(insert)}}}"#
        )
        #expect(try preview(metadata, "Add", [("kind", "media"), ("source", "Photos")]).title == "Add media from Photos")
        #expect(try preview(metadata, "Add", [("kind", "MEDIA"), ("source", "Photos")]).when == "kind is media")
        #expect(try preview(metadata, "Add", [("kind", "sticker")]).title == "Add sticker here")
        #expect(try preview(metadata, "Add", []).title == "Add something")
        let line = try preview(metadata, "Insert", [("shape", "line"), ("text", "hi")])
        #expect(line.title == "Insert line with hi" && line.when == nil)
    }

    /// A `Switch` inside a `When` on another parameter: a case holds only where the clause does.
    @Test func aSwitchInsideAWhenOnAnotherParameterNeedsBoth() throws {
        let kinds = #"{"array": {"values": [{"enumeration": {"identifier": "Kind", "value": "media"}}]}}"#
        let clause =
            #"{"whenClause": {"wrapper": {"condition": {"comparisonOperator": 0, "parameterIdentifier": "board"}, "otherwise": \#(sentence("Add ${kind}", #"["kind"]"#)), "when": {"switchStatement": {"wrapper": {"parameterIdentifier": "kind", "cases": [{"isDefaultCase": false, "value": \#(kinds), "configuration": \#(sentence("Add ${kind} to ${board}", #"["kind", "board"]"#))}, {"isDefaultCase": true, "configuration": \#(sentence("Add to ${board}", #"["board"]"#))}]}}}}}}"#
        let metadata = try read(
            #"{"actions": {"Add": {"identifier": "Add", "parameters": [{"name": "kind"}, {"name": "board"}], "actionConfiguration": \#(clause)}}}"#)
        let summary = try #require(metadata.action("Add")?.summary)
        #expect(summary.variants.map(\.when) == ["kind is media", "kind has another value"])
        #expect(try preview(metadata, "Add", [("kind", "media")]).title == "Add media")
        let media = try preview(metadata, "Add", [("kind", "media"), ("board", "Plans")])
        #expect(media.title == "Add media to Plans" && media.when == "kind is media")
        #expect(try preview(metadata, "Add", [("kind", "sticker"), ("board", "Plans")]).title == "Add to Plans")
        // The default case takes any other value, and none.
        #expect(try preview(metadata, "Add", [("board", "Plans")]).title == "Add to Plans")
    }

    /// Without a summary, the action's title; without a title either, its identifier.
    @Test func anActionWithoutASummaryReadsAsItsTitle() throws {
        let metadata = try read(#"{"actions": {"On": {"identifier": "On", "title": {"key": "All On"}}, "Off": {"identifier": "Off"}}}"#)
        let on = try preview(metadata, "On", [])
        #expect(on.title == "All On" && on.sentence == nil && on.unfilled.isEmpty)
        #expect(try preview(metadata, "Off", []).title == "Off")
    }

    /// Real files: TrollLEDs' four numbers, the last two left to their titles; JibunKit's Japanese
    /// sentence; Radio's entity, named by the words given (its query is the app's code).
    @Test func realSummariesFillAsTheirSentencesSay() throws {
        let fixtures = RealAppIntentsTests.fixtures
        let (leds, _) = try AppIntentsMetadataReader.read(path: fixtures + "/TrollLEDs")
        let manual = try preview(leds, "ManualIntent", [("coolLED0", "10"), ("coolLED1", "20")])
        #expect(manual.title == "Configure LEDs levels to (10, 20, Warm LED 0, Warm LED 1)" && manual.unfilled == ["warmLED0", "warmLED1"])
        let (counter, _) = try AppIntentsMetadataReader.read(path: fixtures + "/JibunKit-Counter")
        #expect(try preview(counter, "AddCounterValueIntent", [("amount", "3")]).title == "カウンターに 3 を追加")
        let (radio, _) = try AppIntentsMetadataReader.read(path: fixtures + "/Radio")
        #expect(try preview(radio, "PlayStreamIntent", [("stream", "BBC")]).title == "Stream BBC")
    }

    /// A Date in the sentence is shown as a US English device shows a date and time, not as its
    /// ISO text ("between 2026-12-08T17:00 and 2026-12-25" before); a Date holds a day, so a time
    /// alone is refused, naming the form that gives one.
    @Test func aDateIsShownAsADateAndHoldsADay() throws {
        let dates =
            #"[{"name": "start", "title": {"key": "Start"}, "valueType": {"primitive": {"wrapper": {"typeIdentifier": 8}}}}, {"name": "end", "title": {"key": "End"}, "valueType": {"primitive": {"wrapper": {"typeIdentifier": 8}}}}]"#
        let metadata = try read(
            #"{"actions": {"Random": {"identifier": "Random", "parameters": \#(dates), "actionConfiguration": \#(sentence("Get a random date between ${start} and ${end}", #"["start", "end"]"#))}}}"#
        )
        let shown = try preview(metadata, "Random", [("start", "2026-12-08T17:00"), ("end", "2026-12-25")])
        #expect(shown.title == "Get a random date between Dec 8, 2026, 5:00 PM and Dec 25, 2026", "\(shown.title)")
        // The value stays ISO 8601, a space for the T read as one.
        let spaced = try preview(metadata, "Random", [("start", "2026-12-08 17:00")])
        #expect(spaced.intent["start"] == .string("2026-12-08T17:00") && spaced.title == "Get a random date between Dec 8, 2026, 5:00 PM and End")
        let action = try #require(metadata.action("Random"))
        for (given, says) in [
            ("17:00", "start is a Date, which holds a day: give 2026-12-05T17:00, not \"17:00\""),
            ("2026-12-08T17:00Z", "(the device's clock, without a time zone)"),
        ] {
            #expect(throws: AcceptingAppIntentPerformer.ValueError.self) {
                try AcceptingAppIntentPerformer.intent(of: action, values: [("start", given)], in: metadata)
            }
            do {
                _ = try AcceptingAppIntentPerformer.intent(of: action, values: [("start", given)], in: metadata)
            } catch {
                #expect(error.message.contains(says), "\(error.message)")
            }
        }
    }
}
