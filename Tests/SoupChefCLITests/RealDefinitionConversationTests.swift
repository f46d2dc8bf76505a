import Foundation
import SiriSystem
import Testing

@testable import SoupChefCLI

/// What `intents donate` and `intents converse` make of real definitions: system intents
/// customised, prompts and answers by type, response codes and their templates.
extension RealDefinitionTests {
    /// A date parameter of Xcode's Date type (`INIntentParameterMetadataType` Date: introspective's
    /// `IsWeekday`, Zavala's search dates) takes the day said, without its time of day, and a time
    /// alone names no day; one of the Date and Time type (`DateTime`: `StartActivity`'s start) keeps
    /// both. `show` says which.
    @Test func aDateParameterKeepsTheTimeOfDayOnlyWhenItsTypeHasOne() throws {
        let harness = try Harness()
        let misc = Self.fixtures + "/introspective/SiriIntents/Misc/MiscIntents.intentdefinition"
        let day = harness.run(
            "--now", "2026-12-04T10:00", "intents", "converse", misc, "IsWeekday", "--answer", "5 pm", "--answer", "tomorrow at 5 pm")
        #expect(day.out.contains("  Siri: Sorry, I didn't get “5 pm”. Which date?\n"), "\(day.out)")
        #expect(day.out.contains("resolve date: success (2026-12-05)\n"), "\(day.out)")
        let activities = Self.fixtures + "/introspective/SiriIntents/Activities/ActivityIntents.intentdefinition"
        let start = harness.run(
            "--now", "2026-12-04T10:00", "intents", "converse", activities, "StartActivity", "activityName=Reading", "extraTags=a", "note=x",
            "--answer", "tomorrow at 5 pm")
        #expect(start.out.contains("resolve startDate: success (2026-12-05T17:00)\n"), "\(start.out)")
        #expect(harness.run("intents", "show", misc).out.contains("    date (Date): DateComponents, date only\n"))
        #expect(harness.run("intents", "show", activities).out.contains("    startDate (Start Date): DateComponents, date and time\n"))
    }

    /// A date of the Date and Time type (countdowns' `SetCountdown` target) said as a person says
    /// it: a time alone is today's ("5pm" kept no day), "tonight" is this evening ("tonight" was
    /// today at midnight, hours past), and an hour after "at" reads as "at 8:30" does.
    @Test func aDateAndTimeIsReadAsAPersonSaysIt() throws {
        let harness = try Harness()
        let countdowns = Self.fixtures + "/countdowns/Intents.intentdefinition"
        for (said, value) in [
            ("5pm", "2026-12-07T17:00"), ("tonight", "2026-12-07T21:00"), ("tomorrow morning", "2026-12-08T09:00"),
            ("tomorrow at 8", "2026-12-08T08:00"), ("next Friday at 7", "2026-12-11T07:00"),
        ] {
            let run = harness.run("intents", "converse", countdowns, "SetCountdown", "--answer", said, "--yes")
            #expect(run.status == 0, "\(said): \(run.out)\(run.err)")
            #expect(run.out.contains("resolve target: success (\(value))\n"), "\(said): \(run.out)")
        }
        let tonight = harness.run("intents", "converse", countdowns, "SetCountdown", "--answer", "tonight", "--yes")
        #expect(tonight.out.contains("I’ve set a countdown for Monday, December 7, 2026 at 9:00:00 PM."), "\(tonight.out)")
    }

    /// A time of Xcode's Time type (`DateComponents, time only`) holds no day: "tomorrow" is not
    /// understood (it was kept as `2026-12-08`), as a time alone is not for a Date, and "in 2
    /// hours" keeps its time; a day given as its value is refused rather than made a title.
    @Test func aTimeParameterTakesNoDayAlone() throws {
        let harness = try Harness()
        let alarm = """
            <key>INIntentName</key><string>SetAlarm</string><key>INIntentTitle</key><string>Set Alarm</string>
            <key>INIntentVerb</key><string>Set</string><key>INIntentCategory</key><string>generic</string>
            <key>INIntentParameters</key><array>
            <dict><key>INIntentParameterName</key><string>at</string><key>INIntentParameterDisplayName</key><string>Time</string>
            <key>INIntentParameterType</key><string>DateComponents</string>
            <key>INIntentParameterMetadata</key><dict><key>INIntentParameterMetadataType</key><string>Time</string></dict>
            <key>INIntentParameterPromptDialogs</key><array><dict><key>INIntentParameterPromptDialogType</key><string>Primary</string>
            <key>INIntentParameterPromptDialogFormatString</key><string>At what time?</string></dict></array></dict>
            </array>
            <key>INIntentParameterCombinations</key><dict><key>at</key><dict>
            <key>INIntentParameterCombinationTitle</key><string>Wake me at ${at}</string></dict></dict>
            <key>INIntentResponse</key><dict><key>INIntentResponseCodes</key><array>
            <dict><key>INIntentResponseCodeName</key><string>success</string><key>INIntentResponseCodeSuccess</key><true/></dict>
            <dict><key>INIntentResponseCodeName</key><string>failure</string></dict></array></dict>
            """
        let path = try write(Self.definition([alarm]), as: "Alarm.intentdefinition", in: harness)
        let run = harness.run("intents", "converse", path, "SetAlarm", "--answer", "tomorrow", "--answer", "in 2 hours", "--yes")
        #expect(run.status == 0, "\(run.out)\(run.err)")
        #expect(run.out.contains("  Siri: Sorry, I didn't get “tomorrow”. At what time?\n"), "\(run.out)")
        #expect(run.out.contains("resolve at: success (14:00)\n"), "\(run.out)")
        let day = harness.run("intents", "donate", path, "SetAlarm", "at=2026-12-08")
        #expect(day.status == 64)
        #expect(day.err.hasPrefix("Error: at takes a time of day (15:30), not \"2026-12-08\"\n"), "\(day.err)")
        #expect(day.out == "")
        // No time style in the file: the full one, as the Intents framework reads a style left out.
        #expect(harness.run("intents", "donate", path, "SetAlarm", "at=07:30").out.contains("Title: Wake me at 7:30:00 AM\n"))
    }

    /// A fraction said is the number it says: "three quarters" was 3, "three quarters of an hour"
    /// an hour. A whole number takes none, and a comma before anything but three digits is no
    /// number rather than another.
    @Test func aFractionSaidIsTheNumberItSays() throws {
        let harness = try Harness()
        func parameter(_ name: String, _ type: String, _ prompt: String, unit: String? = nil) -> String {
            """
            <dict><key>INIntentParameterName</key><string>\(name)</string><key>INIntentParameterType</key><string>\(type)</string>
            \(unit.map { "<key>INIntentParameterMetadata</key><dict><key>INIntentParameterMetadataUnit</key><string>\($0)</string></dict>" } ?? "")
            <key>INIntentParameterPromptDialogs</key><array><dict><key>INIntentParameterPromptDialogType</key><string>Primary</string>
            <key>INIntentParameterPromptDialogFormatString</key><string>\(prompt)</string></dict></array></dict>
            """
        }
        let mix = """
            <key>INIntentName</key><string>Mix</string><key>INIntentTitle</key><string>Mix</string>
            <key>INIntentVerb</key><string>Do</string><key>INIntentCategory</key><string>generic</string>
            <key>INIntentParameters</key><array>
            \(parameter("share", "Decimal", "What share?"))\(parameter("count", "Integer", "How many?"))
            \(parameter("wait", "TimeInterval", "How long?"))\(parameter("amount", "Volume", "How much?", unit: "FluidOunces"))
            </array>
            <key>INIntentParameterCombinations</key><dict><key>share</key><dict>
            <key>INIntentParameterCombinationTitle</key><string>Mix ${share}</string></dict></dict>
            <key>INIntentResponse</key><dict><key>INIntentResponseCodes</key><array>
            <dict><key>INIntentResponseCodeName</key><string>success</string><key>INIntentResponseCodeSuccess</key><true/></dict>
            <dict><key>INIntentResponseCodeName</key><string>failure</string></dict></array></dict>
            """
        let path = try write(Self.definition([mix]), as: "Mix.intentdefinition", in: harness)
        let run = harness.run(
            "intents", "converse", path, "Mix", "--answer", "0,5", "--answer", "two thirds", "--answer", "three quarters", "--answer", "2",
            "--answer", "three quarters of an hour", "--answer", "a lot", "--answer", "half a cup", "--yes")
        #expect(run.status == 0, "\(run.out)\(run.err)")
        for line in [
            "  Siri: Sorry, I didn't get “0,5”. What share?\n", "resolve share: success (0.6667)\n",
            "  Siri: Sorry, I didn't get “three quarters”. How many?\n", "resolve count: success (2)\n",
            "resolve wait: success (45 minutes)\n", "  Siri: Sorry, I didn't get “a lot”. How much?\n", "resolve amount: success (half a cup)\n",
        ] {
            #expect(run.out.contains(line), "\(line)\(run.out)")
        }
        let more = harness.run(
            "intents", "converse", path, "Mix", "--answer", "1 1/2", "--answer", "1,500", "--answer", "an hour and three quarters",
            "--answer", "three quarters", "--yes")
        for line in [
            "resolve share: success (1.5)\n", "resolve count: success (1500)\n", "resolve wait: success (1 hour, 45 minutes)\n",
            "resolve amount: success (0.75 fluid ounces)\n",
        ] {
            #expect(more.out.contains(line), "\(line)\(more.out)")
        }
    }

    /// A parameter shown only when an Integer parent is above a number (SpotActions' `MixTracks`:
    /// `tracks2` when `amount` is greater than 1, `tracks1` greater than 0, which Xcode writes
    /// without a value) is asked for only then, and `show` says the comparison.
    @Test func anIntegerParentsComparisonDecidesWhichParametersAreAsked() throws {
        let harness = try Harness()
        func list(_ name: String, bound: Int?) -> String {
            """
            <dict><key>INIntentParameterName</key><string>\(name)</string><key>INIntentParameterDisplayName</key><string>\(name)</string>
            <key>INIntentParameterType</key><string>String</string>
            <key>INIntentParameterPromptDialogs</key><array><dict><key>INIntentParameterPromptDialogType</key><string>Primary</string>
            <key>INIntentParameterPromptDialogFormatString</key><string>Which \(name)?</string></dict></array>
            <key>INIntentParameterRelationship</key><dict><key>INIntentParameterRelationshipParentName</key><string>amount</string>
            <key>INIntentParameterRelationshipPredicateName</key><string>IntegerValueIsGreaterThan</string>
            \(bound.map { "<key>INIntentParameterRelationshipPredicateValue</key><integer>\($0)</integer>" } ?? "")</dict></dict>
            """
        }
        let mix = """
            <key>INIntentName</key><string>MixTracks</string><key>INIntentTitle</key><string>Mix Tracks</string>
            <key>INIntentVerb</key><string>Add</string><key>INIntentCategory</key><string>create</string>
            <key>INIntentParameters</key><array>
            <dict><key>INIntentParameterName</key><string>amount</string><key>INIntentParameterDisplayName</key><string>Track Variables</string>
            <key>INIntentParameterType</key><string>Integer</string></dict>
            \(list("first", bound: nil))
            \(list("second", bound: 1))
            </array>
            <key>INIntentParameterCombinations</key><dict><key>amount</key><dict>
            <key>INIntentParameterCombinationTitle</key><string>Mix ${amount}</string></dict></dict>
            <key>INIntentResponse</key><dict><key>INIntentResponseCodes</key><array>
            <dict><key>INIntentResponseCodeName</key><string>success</string><key>INIntentResponseCodeSuccess</key><true/></dict>
            <dict><key>INIntentResponseCodeName</key><string>failure</string></dict></array></dict>
            """
        let path = try write(Self.definition([mix]), as: "Mix.intentdefinition", in: harness)
        let show = harness.run("intents", "show", path)
        #expect(show.out.contains("    first (first): String, only when amount is greater than 0\n"), "\(show.out)")
        #expect(show.out.contains("    second (second): String, only when amount is greater than 1\n"), "\(show.out)")
        let one = harness.run("intents", "converse", path, "MixTracks", "amount=1", "--answer", "Rock")
        #expect(one.status == 0, "\(one.out)\(one.err)")
        #expect(one.out.contains("  Siri: Which first?\n"), "\(one.out)")
        #expect(!one.out.contains("second"), "\(one.out)")
        let two = harness.run("intents", "converse", path, "MixTracks", "amount=2", "--answer", "Rock", "--answer", "Jazz")
        #expect(two.out.contains("resolve second: success (Jazz)\n"), "\(two.out)")
        let none = harness.run("intents", "converse", path, "MixTracks", "amount=0")
        #expect(none.status == 0 && !none.out.contains("first"), "\(none.out)")
    }

    /// A Decimal parent's comparison (CoffeeApp-with-Siri's `coffee`, shown only when `total` is
    /// exactly 1, `DoubleHasExactValue` with `<real>1</real>`), and an Integer's at most, decide
    /// as an Integer's greater-than does: numbers compared, not texts ("1" is 1.0).
    @Test func aDecimalParentsExactValueAndAnIntegersUpperBoundDecideWhatIsAsked() throws {
        let harness = try Harness()
        func child(_ name: String, parent: String, predicate: String, value: String) -> String {
            """
            <dict><key>INIntentParameterName</key><string>\(name)</string><key>INIntentParameterDisplayName</key><string>\(name)</string>
            <key>INIntentParameterType</key><string>String</string>
            <key>INIntentParameterPromptDialogs</key><array><dict><key>INIntentParameterPromptDialogType</key><string>Primary</string>
            <key>INIntentParameterPromptDialogFormatString</key><string>Which \(name)?</string></dict></array>
            <key>INIntentParameterRelationship</key><dict><key>INIntentParameterRelationshipParentName</key><string>\(parent)</string>
            <key>INIntentParameterRelationshipPredicateName</key><string>\(predicate)</string>
            <key>INIntentParameterRelationshipPredicateValue</key>\(value)</dict></dict>
            """
        }
        let order = """
            <key>INIntentName</key><string>OrderCoffee</string><key>INIntentTitle</key><string>Order Coffee</string>
            <key>INIntentVerb</key><string>Order</string><key>INIntentCategory</key><string>order</string>
            <key>INIntentParameters</key><array>
            <dict><key>INIntentParameterName</key><string>total</string><key>INIntentParameterDisplayName</key><string>Total</string>
            <key>INIntentParameterType</key><string>Decimal</string></dict>
            <dict><key>INIntentParameterName</key><string>cups</string><key>INIntentParameterDisplayName</key><string>Cups</string>
            <key>INIntentParameterType</key><string>Integer</string></dict>
            \(child("coffee", parent: "total", predicate: "DoubleHasExactValue", value: "<real>1</real>"))
            \(child("saucer", parent: "cups", predicate: "IntegerValueIsLessThanOrEqual", value: "<integer>2</integer>"))
            </array>
            <key>INIntentParameterCombinations</key><dict><key>total,cups</key><dict>
            <key>INIntentParameterCombinationTitle</key><string>Order ${cups} for ${total}</string></dict></dict>
            <key>INIntentResponse</key><dict><key>INIntentResponseCodes</key><array>
            <dict><key>INIntentResponseCodeName</key><string>success</string><key>INIntentResponseCodeSuccess</key><true/></dict>
            <dict><key>INIntentResponseCodeName</key><string>failure</string></dict></array></dict>
            """
        let path = try write(Self.definition([order]), as: "Coffee.intentdefinition", in: harness)
        let show = harness.run("intents", "show", path)
        #expect(show.out.contains("    coffee (coffee): String, only when total is 1\n"), "\(show.out)")
        #expect(show.out.contains("    saucer (saucer): String, only when cups is at most 2\n"), "\(show.out)")
        let half = harness.run("intents", "converse", path, "OrderCoffee", "total=0.5", "cups=3", "--yes")
        #expect(half.status == 0, "\(half.out)\(half.err)")
        #expect(!half.out.contains("coffee") && !half.out.contains("saucer"), "\(half.out)")
        let one = harness.run("intents", "converse", path, "OrderCoffee", "total=1", "cups=2", "--yes", "--answer", "Latte", "--answer", "Blue")
        #expect(one.status == 0, "\(one.out)\(one.err)")
        #expect(one.out.contains("resolve coffee: success (Latte)\n") && one.out.contains("resolve saucer: success (Blue)\n"), "\(one.out)")
    }

    /// A measurement (ShortcutsVolumeBug's `amount`, a Volume edited in fluid ounces, which takes
    /// no negative number): an answer is a number and a unit, or a number in the parameter's unit;
    /// a negative one is refused with the file's reason and a word is not understood, as for a
    /// Decimal. `show` names the unit, and `name=value` must be a measurement too.
    @Test func aMeasurementIsANumberAndAUnit() throws {
        let harness = try Harness()
        let pour = """
            <key>INIntentName</key><string>Pour</string><key>INIntentTitle</key><string>Pour</string>
            <key>INIntentVerb</key><string>Do</string><key>INIntentCategory</key><string>generic</string>
            <key>INIntentParameters</key><array>
            <dict><key>INIntentParameterName</key><string>amount</string><key>INIntentParameterDisplayName</key><string>Volume Amount</string>
            <key>INIntentParameterType</key><string>Volume</string>
            <key>INIntentParameterMetadata</key><dict><key>INIntentParameterMetadataDefaultUnit</key><string>Milliliters/FluidOunces</string>
            <key>INIntentParameterMetadataUnit</key><string>FluidOunces</string></dict>
            <key>INIntentParameterPromptDialogs</key><array><dict><key>INIntentParameterPromptDialogType</key><string>Primary</string>
            <key>INIntentParameterPromptDialogFormatString</key><string>How much?</string></dict></array>
            <key>INIntentParameterUnsupportedReasons</key><array><dict>
            <key>INIntentParameterUnsupportedReasonCode</key><string>negativeNumbersNotSupported</string>
            <key>INIntentParameterUnsupportedReasonDefault</key><true/>
            <key>INIntentParameterUnsupportedReasonFormatString</key><string>${displayName} can't be negative.</string></dict></array></dict>
            </array>
            <key>INIntentParameterCombinations</key><dict><key>amount</key><dict>
            <key>INIntentParameterCombinationTitle</key><string>Pour ${amount}</string></dict></dict>
            <key>INIntentResponse</key><dict><key>INIntentResponseCodes</key><array>
            <dict><key>INIntentResponseCodeName</key><string>success</string><key>INIntentResponseCodeSuccess</key><true/></dict>
            <dict><key>INIntentResponseCodeName</key><string>failure</string></dict></array></dict>
            """
        let path = try write(Self.definition([pour]), as: "Pour.intentdefinition", in: harness)
        #expect(harness.run("intents", "show", path).out.contains("    amount (Volume Amount): Volume, in fluid ounces\n"))
        let shown = try harness.run("--json", "intents", "show", path).json()
        let parameter = try #require(((shown["intents"] as? [[String: Any]])?.first?["parameters"] as? [[String: Any]])?.first)
        #expect((parameter["metadata"] as? [String: Any])?["unit"] as? String == "FluidOunces", "\(parameter)")
        let run = harness.run("intents", "converse", path, "Pour", "--answer", "minus 2 liters", "--answer", "banana", "--answer", "two", "--yes")
        #expect(run.status == 0, "\(run.out)\(run.err)")
        #expect(run.out.contains("  Siri: Volume Amount can't be negative. How much?\n"), "\(run.out)")
        #expect(run.out.contains("  Siri: Sorry, I didn't get “banana”. How much?\n"), "\(run.out)")
        #expect(run.out.contains("resolve amount: success (2 fluid ounces)\n"), "\(run.out)")
        let litres = harness.run("intents", "converse", path, "Pour", "--answer", "1.5 liters", "--yes")
        #expect(litres.out.contains("resolve amount: success (1.5 liters)\n"), "\(litres.out)")
        #expect(harness.run("intents", "donate", path, "Pour", "amount=8 fl oz").out.contains("Title: Pour 8 fl oz\n"))
        let word = harness.run("intents", "donate", path, "Pour", "amount=banana")
        #expect(word.status == 64 && word.err.contains("amount takes a volume: a number and a unit (2 liters), or a number in fluid ounces"))
    }

    /// A widget's configuration intent, neither eligible for suggestions nor configurable in the
    /// Shortcuts app (SpacePOD's), never reaches Siri: the conversation says so in a note. One the
    /// Shortcuts app offers (Zavala's actions, not eligible for suggestions either) runs by voice
    /// as a shortcut's step, and has no such note.
    @Test func aWidgetsConfigurationIntentIsNotedAsNeverRunBySiri() throws {
        let harness = try Harness()
        let widget = harness.run("intents", "converse", Self.fixtures + "/SpacePOD/Widget.intentdefinition", "Configuration", "--yes")
        #expect(widget.status == 0, "\(widget.out)\(widget.err)")
        #expect(widget.err.contains("iOS never runs ConfigurationIntent with Siri: it is a widget's configuration intent,"), "\(widget.err)")
        let json = try harness.run("--json", "intents", "converse", Self.fixtures + "/SpacePOD/Widget.intentdefinition", "Configuration", "--yes")
            .json()
        #expect((json["notes"] as? [String])?.first?.hasPrefix("iOS never runs ConfigurationIntent with Siri") == true, "\(json)")
        let action = harness.run("intents", "converse", Self.fixtures + "/Zavala/Intents.intentdefinition", "ShowOutline", "outline=Plans")
        #expect(action.status == 0, "\(action.out)\(action.err)")
        #expect(!action.err.contains("never runs"), "\(action.err)")
    }

    /// Apple's CarPlay music sample: its customised `INPlayMediaIntent` plays without asking for
    /// `mediaItems`, and a `playbackSpeed` given above the file's maximum of 1 is refused by the
    /// stand-in handler with iOS's reason, where it was taken ("resolve playbackSpeed: success (2)").
    @Test func applesCarPlaySamplePlaysAndRefusesASpeedAboveItsMaximum() throws {
        let harness = try Harness()
        let file = Self.fixtures + "/CarPlay-music/MusicIntents.intentdefinition"
        let plays = harness.run("intents", "converse", file, "PlayMedia", "playbackSpeed=1")
        #expect(plays.status == 0 && plays.out.contains("resolve playbackSpeed: success (1)"), "\(plays.out)\(plays.err)")
        #expect(plays.out.contains("resolve mediaItems: notRequired") && !plays.out.contains("Siri: What"), "\(plays.out)")
        let fast = harness.run("intents", "converse", file, "PlayMedia", "playbackSpeed=2")
        #expect(fast.status == 0, "\(fast.out)\(fast.err)")
        #expect(
            fast.out.contains(
                "resolve playbackSpeed: unsupported (2)\n  Siri: Playback Speed can’t be higher than 1.\nresolve playbackSpeed: notRequired\n"),
            "\(fast.out)")
    }

    /// A customised system intent runs without its key parameter where one of its shortcut types
    /// leaves it out (Amperfy: “Play” and “Play ${mediaContainer}” beside `mediaItems`); with only
    /// the key's type declared, Siri still asks for it, but for a media request's `mediaItems`,
    /// which Siri never asks a person for (Apple's CarPlay sample declares only types with it).
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
        let media = harness.run("intents", "converse", keyOnly, "PlayMedia")
        #expect(media.status == 0 && media.out.contains("resolve mediaItems: notRequired"), "\(media.out)\(media.err)")
        #expect(!media.out.contains("Siri: What"), "\(media.out)")
        // A Primary prompt of the file's own is still asked.
        let prompted = Self.customisedPlayMedia.replacingOccurrences(
            of: "<key>INIntentParameterSupportsMultipleValues</key>",
            with: "<key>INIntentParameterPromptDialogs</key><array><dict><key>INIntentParameterPromptDialogType</key><string>Primary</string>"
                + "<key>INIntentParameterPromptDialogFormatString</key><string>What shall I play?</string></dict></array>"
                + "<key>INIntentParameterSupportsMultipleValues</key>")
        let promptedPath = try write(Self.definition([prompted]), as: "Prompted.intentdefinition", in: harness)
        let promptedRun = harness.run("intents", "converse", promptedPath, "PlayMedia")
        #expect(promptedRun.status == 1 && promptedRun.out.contains("Siri: What shall I play?"), "\(promptedRun.out)")
        // Another domain's key with only its own shortcut type declared is asked for; Xcode's
        // untitled combination without parameters (Canvas' INSendMessageIntent) is no shortcut
        // type the app chose: the key is still asked for.
        let workout = """
            <key>INIntentName</key><string>StartWorkout</string><key>INIntentClassName</key><string>INStartWorkoutIntent</string>
            <key>INIntentCustomizable</key><true/><key>INIntentDomain</key><string>Workouts</string>
            <key>INIntentCategory</key><string>system</string><key>INIntentKeyParameter</key><string>workoutName</string>
            <key>INIntentParameters</key><array>
            <dict><key>INIntentParameterName</key><string>workoutName</string><key>INIntentParameterType</key><string>String</string>
            <key>INIntentParameterDisplayName</key><string>Workout</string></dict></array>
            <key>INIntentParameterCombinations</key><dict><key>workoutName</key><dict>
            <key>INIntentParameterCombinationTitle</key><string>Start ${workoutName}</string>
            <key>INIntentParameterCombinationIsPrimary</key><true/></dict></dict>
            """
        let workoutPath = try write(Self.definition([workout]), as: "Workout.intentdefinition", in: harness)
        let asked = harness.run("intents", "converse", workoutPath, "StartWorkout")
        #expect(asked.status == 1 && asked.out.contains("resolve workoutName: needsValue"), "\(asked.out)")
        let untitled = workout.replacingOccurrences(
            of: "<key>INIntentParameterCombinations</key><dict>",
            with: "<key>INIntentParameterCombinations</key><dict><key></key><dict>"
                + "<key>INIntentParameterCombinationSupportsBackgroundExecution</key><true/></dict>")
        let untitledPath = try write(Self.definition([untitled]), as: "Untitled.intentdefinition", in: harness)
        let stillAsked = harness.run("intents", "converse", untitledPath, "StartWorkout")
        #expect(stillAsked.status == 1 && stillAsked.out.contains("resolve workoutName: needsValue"), "\(stillAsked.out)")
    }

    /// Answers Siri could not use as a URL, a date or a duration end with what it takes, as a
    /// number's do with its range (sindresorhus/Actions' EditURL asked "Hello" three times).
    @Test func anAnswerOfTheWrongTypeEndsWithWhatTheParameterTakes() throws {
        let harness = try Harness()
        for (type, expected) in [
            ("URL", "Answer a URL, such as https://example.com/page or example.com."),
            ("TimeInterval", "Answer a duration, such as 30 minutes or 2 hours 30 minutes."),
            ("DateComponents", "Answer a date, a date and time or a time, such as 2024-05-01, 2024-05-01T15:30 or 15:30."),
        ] {
            let open = """
                <key>INIntentName</key><string>Open</string><key>INIntentTitle</key><string>Open</string>
                <key>INIntentKeyParameter</key><string>target</string><key>INIntentParameters</key><array>
                <dict><key>INIntentParameterName</key><string>target</string><key>INIntentParameterType</key><string>\(type)</string>
                <key>INIntentParameterDisplayName</key><string>Target</string></dict></array>
                <key>INIntentParameterCombinations</key><dict><key>target</key><dict>
                <key>INIntentParameterCombinationTitle</key><string>Open ${target}</string></dict></dict>
                <key>INIntentResponse</key><dict><key>INIntentResponseCodes</key><array>
                <dict><key>INIntentResponseCodeName</key><string>success</string><key>INIntentResponseCodeSuccess</key><true/></dict></array></dict>
                """
            let path = try write(Self.definition([open]), as: "Open\(type).intentdefinition", in: harness)
            let run = harness.run(["intents", "converse", path, "Open"] + Array(repeating: ["--answer", "Hello"], count: 3).flatMap { $0 })
            #expect(run.status == 1 && run.err.hasSuffix("as an answer to “What's the target?”. \(expected)\n"), "\(type): \(run.err)")
        }
    }

    /// Without a prompt Siri asks in plain words, a name that is an English plural with "are",
    /// whether the parameter takes a list or one value: "What are the items?", never "What's the
    /// items?"; a singular name keeps "What's the".
    @Test func aPlainQuestionAgreesWithAPluralName() throws {
        let harness = try Harness()
        func gather(_ displayName: String, list: Bool) -> String {
            """
            <key>INIntentName</key><string>Gather</string><key>INIntentTitle</key><string>Gather</string>
            <key>INIntentKeyParameter</key><string>things</string><key>INIntentParameters</key><array>
            <dict><key>INIntentParameterName</key><string>things</string><key>INIntentParameterType</key><string>String</string>
            <key>INIntentParameterDisplayName</key><string>\(displayName)</string>
            <key>INIntentParameterSupportsMultipleValues</key>\(list ? "<true/>" : "<false/>")</dict></array>
            <key>INIntentParameterCombinations</key><dict><key>things</key><dict>
            <key>INIntentParameterCombinationTitle</key><string>Gather ${things}</string></dict></dict>
            <key>INIntentResponse</key><dict><key>INIntentResponseCodes</key><array>
            <dict><key>INIntentResponseCodeName</key><string>success</string><key>INIntentResponseCodeSuccess</key><true/></dict></array></dict>
            """
        }
        for (name, list, question) in [
            ("Items", true, "What are the items?"), ("Media Items", true, "What are the media items?"), ("Item", true, "What's the item?"),
            ("Address", true, "What's the address?"), ("Status", true, "What's the status?"),
            ("Notes", false, "What are the notes?"), ("Maximum Results", false, "What are the maximum results?"),
            ("Blog IDs", false, "What are the blog IDs?"), ("News", false, "What's the news?"), ("GPS", false, "What's the GPS?"),
            ("Status", false, "What's the status?"), ("Item", false, "What's the item?"),
            // A label in capitals (MEGA's widget's list "ACTIONS") is a plural all the same; an
            // acronym is not, however long.
            ("ACTIONS", true, "What are the ACTIONS?"), ("HTTPS", false, "What's the HTTPS?"), ("ADDRESS", false, "What's the ADDRESS?"),
            // A name written as a question or a label leaves its mark to the sentence (Quit's
            // "Was there a trigger?" was asked "What's the was there a trigger??").
            ("Was there a trigger?", false, "What's the was there a trigger?"), ("Trigger (optional):", false, "What's the trigger (optional)?"),
        ] {
            let path = try write(Self.definition([gather(name, list: list)]), as: "Gather.intentdefinition", in: harness)
            let run = harness.run("intents", "converse", path, "Gather")
            #expect(run.out.contains("  Siri: \(question)\n"), "\(name), \(list): \(run.out)")
        }
    }

    /// The names Siri puts in its own sentences, as real files write them: a Boolean's display
    /// name asked in sentence case (Baran's "Show Address If Available"), iOS's range reason
    /// opening with a capital though the name is lower case (Pocket Casts' "minutes"), and an
    /// English name a translation leaves as it is read as English under `--locale de`
    /// (Mastodon's "Accounts", not "What's the Accounts?").
    @Test func siriSaysANameInItsOwnSentenceAsASentenceWants() throws {
        let harness = try Harness()
        let baran = harness.run(
            "intents", "converse", Self.fixtures + "/Baran-App/Base.lproj/Widget.intentdefinition", "CustomizableWidgetConfig", "-a", "x", "-a", "x")
        #expect(baran.out.contains("  Siri: Show address if available?\n"), "\(baran.out)")
        let pocketCasts = harness.run(
            "intents", "converse", Self.fixtures + "/pocket-casts-ios/Base.lproj/Intents.intentdefinition", "SleepTimer", "minutes=5")
        #expect(pocketCasts.out.contains("  Siri: Minutes can’t be higher than 1.\n"), "\(pocketCasts.out)")
        let mastodon = Self.fixtures + "/mastodon-ios/MastodonIntent/Base.lproj/Intents.intentdefinition"
        let german = harness.run("intents", "converse", mastodon, "SendPost", "--locale", "de", "-a", "hallo", "-a", "Alice")
        #expect(german.out.contains("  Siri: Welcher Inhalt soll veröffentlicht werden?\n"), "\(german.out)")
        #expect(german.out.contains("  Siri: What are the accounts?\n"), "\(german.out)")
        // A translation that copies Base's text leaves the name in Base's English too: Mastodon's
        // widget table says "Accounts" in German, as brd-mobile's tables copy every English name.
        let widget = Self.fixtures + "/mastodon-ios/WidgetExtension/Base.lproj/WidgetExtension.intentdefinition"
        let copied = harness.run("intents", "converse", widget, "MultiFollowersCount", "--locale", "de", "-a", "x")
        #expect(copied.out.contains("  Siri: What are the accounts?\n") && !copied.out.contains("Accounts?"), "\(copied.out)")
        // A parameter whose display name was never written is named by its name, in words.
        let unnamed = """
            <key>INIntentName</key><string>Rename</string><key>INIntentTitle</key><string>Rename</string>
            <key>INIntentKeyParameter</key><string>deviceName</string><key>INIntentParameters</key><array>
            <dict><key>INIntentParameterName</key><string>deviceName</string><key>INIntentParameterType</key><string>String</string></dict></array>
            <key>INIntentParameterCombinations</key><dict><key>deviceName</key><dict>
            <key>INIntentParameterCombinationTitle</key><string>Rename ${deviceName}</string></dict></dict>
            <key>INIntentResponse</key><dict><key>INIntentResponseCodes</key><array>
            <dict><key>INIntentResponseCodeName</key><string>success</string><key>INIntentResponseCodeSuccess</key><true/></dict></array></dict>
            """
        let path = try write(Self.definition([unnamed]), as: "Rename.intentdefinition", in: harness)
        let asked = harness.run("intents", "converse", path, "Rename")
        #expect(asked.out.contains("  Siri: What's the device name?\n"), "\(asked.out)")
        // An acronym left as the name is kept; a one-word Boolean written as a label is asked
        // without its colon.
        let labelled = unnamed.replacingOccurrences(of: "deviceName", with: "URL").replacingOccurrences(
            of: "<string>String</string></dict></array>",
            with: "<string>String</string></dict><dict><key>INIntentParameterName</key><string>on</string>"
                + "<key>INIntentParameterType</key><string>Boolean</string><key>INIntentParameterDisplayName</key><string>Enabled:</string></dict></array>"
        )
        let second = try write(Self.definition([labelled]), as: "Label.intentdefinition", in: harness)
        let acronym = harness.run("intents", "converse", second, "Rename", "-a", "https://example.com")
        #expect(acronym.out.contains("  Siri: What's the URL?\n"), "\(acronym.out)")
        let keyed = labelled.replacingOccurrences(
            of: "<key>INIntentKeyParameter</key><string>URL</string>", with: "<key>INIntentKeyParameter</key><string>on</string>")
        let third = try write(Self.definition([keyed]), as: "Keyed.intentdefinition", in: harness)
        let label = harness.run("intents", "converse", third, "Rename", "URL=https://example.com", "-a", "yes")
        #expect(label.out.contains("  Siri: Enabled?\n"), "\(label.out)")
    }

    /// podmark's `Add` asks for its one text `notes` without a prompt of its own: "What are the
    /// notes?", as English agrees a verb with a plural noun.
    @Test func podmarksNotesAreAskedWithAPlural() throws {
        let harness = try Harness()
        let run = harness.run(
            "intents", "converse", Self.fixtures + "/podmark-ios/Intents.intentdefinition", "Add", "--answer", "https://example.com/episode")
        #expect(run.out.contains("resolve notes: needsValue\n  Siri: What are the notes?\n"), "\(run.out)")
        #expect(!run.out.contains("What's the notes?"), "\(run.out)")
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
        // Confirmed, as Siri reads a message back before sending it.
        let confirmed = try write(
            Self.definition([
                system("SendMessage", "INSendMessageIntent", domain: "Messages", parameter: "content")
                    + "<key>INIntentUserConfirmationRequired</key><true/>"
            ]), as: "Confirmed.intentdefinition", in: harness)
        let asked = harness.run("intents", "converse", confirmed, "SendMessage", "content=hi", "--yes")
        #expect(asked.status == 0 && asked.out.contains("  Siri: Ready to send it?\n"), "\(asked.out)\(asked.err)")
        #expect(harness.run("intents", "show", path).out.contains("Responses (the system's, for INStartAudioCallIntent):"))
        // A class the table does not have (none of Apple's headers): its codes are the common ones, and show says so.
        let ride = try write(
            Self.definition([system("GetRide", "INBrewTeaIntent", domain: "Ridesharing", parameter: "ride")]), as: "Ride.intentdefinition",
            in: harness)
        #expect(harness.run("intents", "show", ride).out.contains("Responses (the codes most system intents have; INBrewTeaIntent's own"))
        // A message cannot be sent without its words: Siri asks for them, as it asks whom to
        // message, in its own question rather than a generic "What's the …?".
        let recipients = system("SendMessage", "INSendMessageIntent", domain: "Messages", parameter: "recipients").replacingOccurrences(
            of: "</dict></array>",
            with:
                "</dict><dict><key>INIntentParameterName</key><string>content</string><key>INIntentParameterType</key><string>String</string></dict></array>"
        )
        let messaging = try write(Self.definition([recipients]), as: "Message.intentdefinition", in: harness)
        let sent = harness.run("intents", "converse", messaging, "SendMessage", "--answer", "Anna", "--answer", "See you at noon")
        #expect(sent.status == 0, "\(sent.out)\(sent.err)")
        #expect(sent.out.contains("resolve content: needsValue\n  Siri: What do you want to say?\n  You: See you at noon\n"), "\(sent.out)")
        #expect(!sent.out.contains("What's the"), "\(sent.out)")
        // A call, audio or video, asks whom to call as Siri asks it for the Phone app (Element's
        // StartAudioCall and StartVideoCall), not "What are the contacts?".
        for (name, className) in [("StartAudioCall", "INStartAudioCallIntent"), ("StartVideoCall", "INStartVideoCallIntent")] {
            let calling = try write(
                Self.definition([system(name, className, domain: "Calls", parameter: "contacts")]), as: "\(name).intentdefinition", in: harness)
            let called = harness.run("intents", "converse", calling, name, "--answer", "Anna")
            #expect(called.status == 0 && called.out.contains("  Siri: Who do you want to call?\n  You: Anna\n"), "\(called.out)\(called.err)")
            #expect(!called.out.contains("What are the"), "\(called.out)")
        }
    }

    /// Siri resolves only what a system intent's handling protocol has a resolve method for:
    /// `INPlayMediaIntentHandling` has none for `mediaContainer` or `mediaSearch` (Apple's
    /// Intents headers), so Amperfy's album is played as given, with no handler call for it, and
    /// a message's `serviceName` is neither resolved nor asked for, whatever its prompt.
    @Test func onlyTheParametersTheSystemProtocolResolvesAreResolved() throws {
        let harness = try Harness()
        let album = harness.run(
            "intents", "converse", Self.fixtures + "/amperfy/Intents.intentdefinition", "PlayMedia", "mediaContainer=Album", "mediaSearch=jazz")
        #expect(album.status == 0, "\(album.out)\(album.err)")
        #expect(album.out.contains("resolve mediaItems: notRequired\nresolve playShuffled: notRequired\n"), "\(album.out)")
        #expect(album.out.contains("resolve playbackSpeed: notRequired\nconfirm: ready\n"), "\(album.out)")
        #expect(!album.out.contains("mediaContainer") && !album.out.contains("mediaSearch"), "\(album.out)")
        let message = """
            <key>INIntentName</key><string>SendMessage</string><key>INIntentClassName</key><string>INSendMessageIntent</string>
            <key>INIntentCustomizable</key><true/><key>INIntentDomain</key><string>Messages</string>
            <key>INIntentCategory</key><string>system</string><key>INIntentParameters</key><array>
            <dict><key>INIntentParameterName</key><string>content</string><key>INIntentParameterType</key><string>String</string></dict>
            <dict><key>INIntentParameterName</key><string>serviceName</string><key>INIntentParameterType</key><string>String</string>
            <key>INIntentParameterPromptDialogs</key><array><dict><key>INIntentParameterPromptDialogType</key><string>Primary</string>
            <key>INIntentParameterPromptDialogFormatString</key><string>Which service?</string></dict></array></dict></array>
            """
        let path = try write(Self.definition([message]), as: "Message.intentdefinition", in: harness)
        let sent = harness.run("intents", "converse", path, "SendMessage", "content=hi")
        #expect(sent.status == 0, "\(sent.out)\(sent.err)")
        #expect(sent.out.hasPrefix("resolve content: success (hi)\nconfirm: ready\n"), "\(sent.out)")
        #expect(!sent.out.contains("serviceName") && !sent.out.contains("Which service?"), "\(sent.out)")
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
        // The app brought forward to play failed at nothing: a success, as a custom intent's is.
        let continued = harness.run("intents", "converse", path, "PlayMedia", "mediaItems=Jazz", "--respond", "continueInApp")
        #expect(continued.status == 0 && continued.out.contains("Outcome: succeeded"), "\(continued.out)\(continued.err)")
        let failing = harness.run("intents", "converse", path, "PlayMedia", "mediaItems=Jazz", "--respond", "failureRestrictedContent")
        #expect(failing.status == 1)
        #expect(failing.out.contains("handle: failureRestrictedContent\n"))
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
        #expect(
            managed.filter { $0["title"] is NSNull }.count == 6
                && managed.allSatisfy { $0["title"] is NSNull || !(($0["title"] as? String) ?? "").isEmpty })
        let pyto = Self.fixtures + "/Pyto/Base.lproj/Intents.intentdefinition"
        #expect(harness.run("intents", "show", pyto).out.contains("only when showConsole is false"))
        let values = ["code=print(1)", "arguments=a", "items=f.py", "workingDirectory=/tmp"]
        let console = harness.run(["intents", "converse", pyto, "RunCode"] + values + ["showConsole=true", "--yes"])
        let stdin = harness.run(["intents", "converse", pyto, "RunCode"] + values + ["showConsole=false", "input=hello", "--yes"])
        #expect(console.status == 0 && stdin.status == 0, "\(console.err)\(stdin.err)")
        #expect(!console.out.contains("resolve input"), "\(console.out)")
        #expect(stdin.out.contains("resolve input: success (hello)"), "\(stdin.out)")
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
                    + "whose template needs ${status} too (Siri leaves out what has no value); give degrees=… (and status=… for the failure's words)."
            ),
            "\(failed.err)")
        let filled = harness.run("intents", "converse", path, "SetTemp", "tool=extruder", "degrees=200", "--yes")
        #expect(filled.status == 0 && filled.out.contains("  Siri: extruder is at 200\n"), "\(filled.out)\(filled.err)")
        // A response value is read by its type, as an intent's is.
        let hot = harness.run("intents", "converse", path, "SetTemp", "tool=extruder", "degrees=hot", "--yes")
        #expect(hot.status == 64 && hot.err.contains("degrees takes a whole number, not \"hot\""), "\(hot.err)")
        // Thousands written with commas, as an answer may say them; any other comma is no number.
        let grouped = harness.run("intents", "converse", path, "SetTemp", "tool=extruder", "degrees=1,500", "--yes")
        #expect(grouped.status == 0 && grouped.out.contains("  Siri: extruder is at 1500\n"), "\(grouped.out)\(grouped.err)")
        for unclear in ["1,5", "0,500", "1,500.5"] {
            let refused = harness.run("intents", "converse", path, "SetTemp", "tool=extruder", "degrees=\(unclear)", "--yes")
            #expect(refused.status == 64 && refused.err.contains("degrees takes a whole number, not \"\(unclear)\""), "\(refused.err)")
        }
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
            #expect(refused.err.contains("choose one of: continueInApp, inProgress, success, handleInApp, failure,"), "\(refused.err)")
        }
        let unknown = harness.run("intents", "converse", Self.root + "/Data/Intents.intentdefinition", "OrderSoup", "bogus=1")
        #expect(unknown.status == 64 && unknown.err.contains("; its response parameters: soup, waitTime, orderDetails"), "\(unknown.err)")
        let badValue = harness.run("intents", "converse", Self.root + "/Data/Intents.intentdefinition", "OrderSoup", "quantity=x")
        #expect(badValue.status == 64 && badValue.err.contains("quantity takes a whole number") && !badValue.err.contains("response parameters"))
        // An amount of money (Soup Chef's `orderDetails.total`, a CurrencyAmount) is a number with
        // a currency's symbol or code, or none (the device's dollars), said as a US device writes it.
        let soup = [Self.root + "/Data/Intents.intentdefinition", "OrderSoup", "soup=Tomato Soup", "storeLocation=Civic Center", "waitTime=5"]
        for (total, said) in [
            ("$9.98", "$9.98"), ("9.98", "$9.98"), ("9.98 EUR", "€9.98"), ("USD 1,200", "$1,200.00"), ("€5", "€5.00"), ("-$2.50", "-$2.50"),
        ] {
            let given = harness.run(["intents", "converse"] + soup + ["orderDetails.total=\(total)", "--yes"])
            #expect(given.status == 0 && given.out.contains(said), "\(total): \(given.out) \(given.err)")
        }
        for total in ["Alpha", "$", "9.98.1", "EUR", "1e5"] {
            let refused = harness.run(["intents", "converse"] + soup + ["orderDetails.total=\(total)", "--yes"])
            #expect(
                refused.status == 64 && refused.err.contains("orderDetails.total takes an amount of money (9.98, $9.98, 9.98 EUR), not \"\(total)\""),
                "\(total): \(refused.err)")
        }
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
            #expect(
                named.status == 0 && named.out.contains("  Siri: 12 hours of daylight in London, True Tone on\n"),
                "\(given): \(named.out)\(named.err)")
        }
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
            #""t1" = "Die Datei ist ${pathExists}."; "y1" = "vorhanden"; "n1" = "nicht vorhanden";"#, as: "Files/de.lproj/Intents.strings",
            in: harness)
        let there = harness.run("intents", "converse", path, "PathExists", "path=a.txt", "pathExists=true")
        #expect(there.out.contains("Siri: The file is there."), "\(there.out)")
        let missing = harness.run("intents", "converse", path, "PathExists", "path=a.txt", "pathExists=false", "--locale", "de")
        #expect(missing.out.contains("Siri: Die Datei ist nicht vorhanden."), "\(missing.out)")
        let shown = harness.run("intents", "show", path)
        #expect(shown.out.contains("Response parameters: pathExists (Boolean, shown as “there”/“missing”)"), "\(shown.out)")
        let lint = harness.run("intents", "lint", path)
        #expect(lint.status == 0 && !lint.out.contains("is used by no text"), "\(lint.out)")
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
        #expect(harness.run("intents", "donate", path, "Show", "range=1.5 d").out.contains("Title: Show the last 1 day, 12 hours\n"))
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

    /// Canvas' course state filter (“Available, Completed, Unpublished, Current or Concluded,
    /// None”): "current" is the one case whose name holds it, where Siri once said it did not get
    /// it; "or" names no case.
    @Test func anEnumCaseIsPickedByAWordOnlyItsNameHolds() throws {
        let harness = try Harness()
        let cases = ["available": "Available", "completed": "Completed", "unpublished": "Unpublished", "currentAndConcluded": "Current or Concluded"]
        let values = cases.sorted { $0.value < $1.value }.enumerated().map { index, item in
            "<dict><key>INEnumValueName</key><string>\(item.key)</string><key>INEnumValueDisplayName</key><string>\(item.value)</string>"
                + "<key>INEnumValueIndex</key><integer>\(index + 1)</integer></dict>"
        }
        let enumeration = """
            <key>INEnumName</key><string>CourseStateFilter</string><key>INEnumDisplayName</key><string>Course State Filter</string>
            <key>INEnumValues</key><array>
            <dict><key>INEnumValueName</key><string>unknown</string><key>INEnumValueDisplayName</key><string>unknown</string></dict>
            \(values.joined())
            </array>
            """
        let intent = """
            <key>INIntentName</key><string>GetCourses</string>
            <key>INIntentParameters</key><array>
            <dict><key>INIntentParameterName</key><string>courseStateFilter</string><key>INIntentParameterType</key><string>Integer</string>
            <key>INIntentParameterEnumType</key><string>CourseStateFilter</string><key>INIntentParameterDisplayName</key><string>Course State Filter</string>
            <key>INIntentParameterPromptDialogs</key><array><dict><key>INIntentParameterPromptDialogType</key><string>Primary</string></dict></array></dict>
            </array>
            <key>INIntentResponse</key><dict><key>INIntentResponseCodes</key><array>
            <dict><key>INIntentResponseCodeName</key><string>success</string><key>INIntentResponseCodeSuccess</key><true/></dict>
            </array></dict>
            """
        let path = try write(Self.definition([intent], enums: [enumeration]), as: "Canvas/Base.lproj/Shared.intentdefinition", in: harness)
        let run = harness.run("intents", "converse", path, "GetCourses", "--answer", "or", "--answer", "current")
        #expect(run.out.contains("Sorry, I didn't get “or”."), "\(run.out)\(run.err)")
        #expect(run.out.contains("resolve courseStateFilter: success (Current or Concluded)"), "\(run.out)\(run.err)")
        #expect(run.status == 0, "\(run.out)\(run.err)")
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
        // Given as it would be said, too.
        let said = harness.run("intents", "donate", shifty, "SetDisableTimer", "duration=2 hours 30 minutes")
        #expect(said.out.contains("Title: Disable Night Shift for 2 hours, 30 minutes\n"), "\(said.out)\(said.err)")
        let conversed = harness.run("intents", "converse", shifty, "SetDisableTimer")
        #expect(conversed.out.contains("resolve duration: success (30 minutes)\n"), "\(conversed.out)\(conversed.err)")
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
        #expect(long.out.contains("resolve delay: success (1 hour, 30 minutes)"), "\(long.out)\(long.err)")
        // Said in words, as a person says a length.
        let said = harness.run("intents", "converse", path, "Remind", "--answer", "three hours", "--answer", "an hour and a half")
        #expect(said.out.contains("Delay can’t be higher than 2 hours."), "\(said.out)\(said.err)")
        #expect(said.out.contains("resolve delay: success (1 hour, 30 minutes)"), "\(said.out)\(said.err)")
        let short = harness.run("intents", "converse", path, "Remind", "--answer", "60", "--answer", "10 minutes")
        #expect(short.out.contains("Delay can’t be lower than 5 minutes."), "\(short.out)\(short.err)")
    }

    /// Dolalr's hourly rate (a Decimal) has a maximum of 10000000000000000: shown, said in the
    /// system's reason, given and donated as a number is read, never as Swift's 1e+16.
    @Test func aLargeDecimalBoundIsWrittenOutInDigits() throws {
        let harness = try Harness()
        let intent = """
            <key>INIntentName</key><string>SetRate</string>
            <key>INIntentParameters</key><array>
            <dict><key>INIntentParameterName</key><string>hourlyRate</string><key>INIntentParameterType</key><string>Decimal</string>
            <key>INIntentParameterDisplayName</key><string>Hourly Rate</string>
            <key>INIntentParameterMetadata</key><dict>
            <key>INIntentParameterMetadataMaximumValue</key><real>10000000000000000</real>
            <key>INIntentParameterMetadataType</key><string>Field</string></dict>
            <key>INIntentParameterPromptDialogs</key><array><dict><key>INIntentParameterPromptDialogType</key><string>Primary</string>
            <key>INIntentParameterPromptDialogFormatString</key><string>How much do you make per hour?</string></dict></array></dict>
            </array>
            <key>INIntentParameterCombinations</key><dict>
            <key>hourlyRate</key><dict><key>INIntentParameterCombinationTitle</key><string>Set your hourly rate to ${hourlyRate}</string>
            <key>INIntentParameterCombinationIsPrimary</key><true/></dict></dict>
            <key>INIntentResponse</key><dict><key>INIntentResponseCodes</key><array>
            <dict><key>INIntentResponseCodeName</key><string>success</string><key>INIntentResponseCodeSuccess</key><true/></dict>
            </array></dict>
            """
        let path = try write(Self.definition([intent]), as: "Rate.intentdefinition", in: harness)
        let shown = harness.run("intents", "show", path)
        #expect(shown.out.contains("    hourlyRate (Hourly Rate): Decimal, at most 10000000000000000.0\n"), "\(shown.out)")
        let refused = harness.run("intents", "converse", path, "SetRate", "--answer", "20000000000000000", "--answer", "12.5")
        #expect(refused.out.contains("Hourly Rate can’t be higher than 10000000000000000."), "\(refused.out)\(refused.err)")
        #expect(refused.out.contains("resolve hourlyRate: success (12.5)"), "\(refused.out)")
        // Given rather than said, it is refused by the stand-in handler for the same reason.
        let given = harness.run("intents", "converse", path, "SetRate", "hourlyRate=20000000000000000", "--answer", "12.5")
        #expect(
            given.out.hasPrefix(
                "resolve hourlyRate: unsupported (20000000000000000)\n  Siri: Hourly Rate can’t be higher than 10000000000000000.\n"),
            "\(given.out)\(given.err)")
        #expect(given.out.contains("resolve hourlyRate: success (12.5)"), "\(given.out)")
        let small = harness.run("intents", "donate", path, "SetRate", "hourlyRate=0.00001")
        #expect(small.out.contains("Title: Set your hourly rate to 0.00001\n"), "\(small.out)\(small.err)")
    }

    /// A date parameter (`DateComponents`) takes an ISO 8601 date, date and time, or time, shown
    /// in a sentence in its styles as a US English device writes them (a Date type's day alone),
    /// the value staying ISO; anything else is refused, as a number is.
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
        for (given, shown) in [
            ("2024-05-01", "Wednesday, May 1, 2024"), ("2024-05-01T15:30", "Wednesday, May 1, 2024"), ("15:30", "15:30"),
            // A space for the T, as many tools write a date and time (countdowns' target was shown
            // "2026-12-25 17:00" as written).
            ("2024-05-01 15:30", "Wednesday, May 1, 2024"),
        ] {
            let result = harness.run("intents", "donate", path, "ViewDaylight", "day=\(given)")
            #expect(result.status == 0 && result.out.contains("Title: View daylight for \(shown)\n"), "\(result.out)\(result.err)")
            let json = try harness.run("--json", "intents", "donate", path, "ViewDaylight", "day=\(given)").json()
            #expect(json["title"] as? String == "View daylight for \(shown)")
        }
        // In another language the ISO text stays, as iOS's own words would be that language's.
        let german = harness.directory + "/de.lproj"
        try FileManager.default.createDirectory(atPath: german, withIntermediateDirectories: true)
        try "\"unused\" = \"x\";\n".write(toFile: german + "/Daylight.strings", atomically: true, encoding: .utf8)
        let inGerman = harness.run("intents", "donate", path, "ViewDaylight", "day=2024-05-01", "--locale", "de")
        #expect(inGerman.out.contains("Title: View daylight for 2024-05-01\n"), "\(inGerman.out)\(inGerman.err)")
        for typo in ["banana", "2024-13-01", "tomorrow"] {
            let bad = harness.run("intents", "donate", path, "ViewDaylight", "day=\(typo)")
            #expect(
                bad.status == 64
                    && bad.err.contains("day takes a date, a date and time or a time (2024-05-01, 2024-05-01T15:30, 15:30), not \"\(typo)\""))
        }
        // A time zone is no part of the value: refused, saying so (it was shown as written).
        for zoned in ["2024-05-01T15:30Z", "2024-05-01T15:30+01:00", "2024-05-01T15:30-05:00"] {
            let bad = harness.run("intents", "donate", path, "ViewDaylight", "day=\(zoned)")
            #expect(
                bad.status == 64 && bad.err.contains("(a date parameter holds no time zone: write the time as the device's clock shows it)"),
                "\(bad.err)")
            #expect(bad.out.isEmpty)
        }
    }

    /// A response's date is written in the response parameter's own styles (Hourglass's
    /// "The countdown to ${eventName} on ${endDate} has started!").
    @Test func aResponsesDateIsWrittenInItsOwnStyles() throws {
        let harness = try Harness()
        let intent = """
            <key>INIntentName</key><string>AddEvent</string>
            <key>INIntentParameters</key><array>
            <dict><key>INIntentParameterName</key><string>name</string><key>INIntentParameterType</key><string>String</string></dict>
            </array>
            <key>INIntentResponse</key><dict><key>INIntentResponseCodes</key><array>
            <dict><key>INIntentResponseCodeName</key><string>success</string><key>INIntentResponseCodeSuccess</key><true/>
            <key>INIntentResponseCodeFormatString</key><string>${name} starts on ${start}.</string></dict>
            </array>
            <key>INIntentResponseParameters</key><array>
            <dict><key>INIntentResponseParameterName</key><string>start</string><key>INIntentResponseParameterType</key><string>DateComponents</string>
            <key>INIntentResponseParameterMetadata</key><dict><key>INIntentResponseParameterMetadataType</key><string>DateTime</string>
            <key>INIntentResponseParameterMetadataDateStyle</key><string>Long</string>
            <key>INIntentResponseParameterMetadataTimeStyle</key><string>Short</string></dict></dict>
            </array></dict>
            """
        let path = try write(Self.definition([intent], enums: []), as: "Events.intentdefinition", in: harness)
        let run = harness.run("intents", "converse", path, "AddEvent", "name=Launch", "start=2024-05-01T18:00", "--yes")
        #expect(run.out.contains("  Siri: Launch starts on May 1, 2024 at 6:00 PM.\n"), "\(run.out)\(run.err)")
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
        try String(contentsOfFile: path, encoding: .utf8).replacingOccurrences(
            of: "<string>${error}.</string>", with: "<string>Failed to check. ${error}</string>"
        )
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

    /// A customised bill payment (Xcode 10's, leftkaramolegos/POC) answers with the payment
    /// codes: its own failures, and no `continueInApp`.
    @Test func aCustomisedBillPaymentAnswersWithThePaymentCodes() throws {
        let harness = try Harness()
        let bill = """
            <key>INIntentName</key><string>PayBill</string><key>INIntentClassName</key><string>INPayBillIntent</string>
            <key>INIntentCustomizable</key><true/><key>INIntentDomain</key><string>Payments</string>
            <key>INIntentCategory</key><string>system</string><key>INIntentParameters</key><array>
            <dict><key>INIntentParameterName</key><string>billType</string><key>INIntentParameterType</key><string>String</string></dict></array>
            <key>INIntentParameterCombinations</key><dict><key>billType</key><dict>
            <key>INIntentParameterCombinationTitle</key><string>Pay the ${billType} bill</string>
            <key>INIntentParameterCombinationIsPrimary</key><true/></dict></dict>
            """
        let path = try write(Self.definition([bill]), as: "Bill.intentdefinition", in: harness)
        let poor = harness.run("intents", "converse", path, "PayBill", "billType=power", "--respond", "failureInsufficientFunds")
        #expect(poor.status == 1 && poor.out.contains("handle: failureInsufficientFunds\n"), "\(poor.out)\(poor.err)")
        let refused = harness.run("intents", "converse", path, "PayBill", "billType=power", "--respond", "continueInApp")
        #expect(refused.status == 64, "\(refused.err)")
        #expect(refused.err.contains("failureCredentialsUnverified"), "\(refused.err)")
    }

    /// A payment sent or requested through the app is confirmed before `handle` even where the
    /// file leaves "User confirmation required" off: Apple documents that Siri always asks (its
    /// `INSendPaymentIntent` and `INRequestPaymentIntent` pages). A no sends nothing; a bill,
    /// of which Apple says no such thing, follows its file.
    @Test func siriConfirmsEveryPaymentWhateverTheFileSays() throws {
        let harness = try Harness()
        func payment(_ name: String, _ parameter: String, _ type: String) -> String {
            """
            <key>INIntentName</key><string>\(name)</string><key>INIntentClassName</key><string>IN\(name)Intent</string>
            <key>INIntentCustomizable</key><true/><key>INIntentDomain</key><string>Payments</string>
            <key>INIntentCategory</key><string>system</string><key>INIntentTitle</key><string>\(name == "SendPayment" ? "Send a payment" : "Pay a bill")</string>
            <key>INIntentUserConfirmationRequired</key><false/><key>INIntentParameters</key><array>
            <dict><key>INIntentParameterName</key><string>\(parameter)</string><key>INIntentParameterType</key><string>\(type)</string></dict></array>
            """
        }
        let path = try write(
            Self.definition([payment("SendPayment", "note", "String"), payment("PayBill", "billType", "String")]), as: "Pay.intentdefinition",
            in: harness)
        let sent = harness.run("intents", "converse", path, "SendPayment", "note=lunch", "--answer", "no")
        #expect(sent.out.contains("  Siri: Do you want to send a payment?\n  You: no\nuserConfirmation: declined\n"), "\(sent.out)")
        #expect(!sent.out.contains("handle:"), "\(sent.out)")
        #expect(sent.status == 1, "\(sent.out)\(sent.err)")
        let yes = harness.run("intents", "converse", path, "SendPayment", "note=lunch", "--yes")
        #expect(yes.status == 0 && yes.out.contains("userConfirmation: confirmed\nhandle: success\n"), "\(yes.out)\(yes.err)")
        let bill = harness.run("intents", "converse", path, "PayBill", "billType=power")
        #expect(bill.status == 0 && !bill.out.contains("userConfirmation"), "\(bill.out)\(bill.err)")
        let show = harness.run("intents", "show", path)
        #expect(show.out.contains("asks for confirmation (Siri confirms every payment)"), "\(show.out)")
        #expect(!show.out.contains("Intent PayBill (INPayBillIntent): Pay a bill\n  category system, asks"), "\(show.out)")
    }

    /// The other system intents Xcode 10 customises answer with their own codes (as their
    /// `…IntentResponseCode` enums have them), not the ones most system intents have: a task
    /// list's have no `continueInApp`, and a ride request's reasons to open the app open it.
    @Test func theSystemIntentsXcodeTenCustomisesAnswerWithTheirOwnCodes() throws {
        let harness = try Harness()
        func system(_ name: String, _ parameter: String) -> String {
            """
            <key>INIntentName</key><string>\(name)</string><key>INIntentClassName</key><string>IN\(name)Intent</string>
            <key>INIntentCustomizable</key><true/><key>INIntentCategory</key><string>system</string>
            <key>INIntentParameters</key><array><dict><key>INIntentParameterName</key><string>\(parameter)</string>
            <key>INIntentParameterType</key><string>String</string></dict></array>
            """
        }
        let path = try write(
            Self.definition([system("AddTasks", "taskTitles"), system("RequestRide", "rideOptionName"), system("GetVisualCode", "visualCodeType")]),
            as: "System.intentdefinition", in: harness)
        let show = harness.run("intents", "show", path)
        #expect(show.status == 0 && !show.out.contains("not in soupchef's table"), "\(show.out)")
        #expect(show.out.contains("failureAppConfigurationRequired"), "\(show.out)")
        let tasks = harness.run("intents", "converse", path, "AddTasks", "taskTitles=milk", "--respond", "continueInApp")
        #expect(tasks.status == 64 && tasks.err.contains("failureRequiringAppLaunch"), "\(tasks.err)")
        let ride = harness.run(
            "intents", "converse", path, "RequestRide", "rideOptionName=pool", "--respond", "failureRequiringAppLaunchNoServiceInArea")
        #expect(ride.status == 1, "\(ride.out)\(ride.err)")
        #expect(
            ride.out.contains(
                "(iOS opens the app, which continues a user activity of type INRequestRideIntent holding the interaction, to finish there)"),
            "\(ride.out)")
        #expect(!ride.out.contains("Sorry, there was a problem with the app."), "\(ride.out)")
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

    /// Chromium's Siri actions: a list of URLs asked with "What URL?", intents that take no
    /// donation (not eligible for suggestions), and `success` and `failure` codes without words.
    /// A failure said nothing; Siri says its own sentence there.
    @Test func chromiumsActionsConverseAndFailInTheSystemsWords() throws {
        let harness = try Harness()
        let path = Self.fixtures + "/chromium/Intents.intentdefinition"
        let asked = harness.run("intents", "converse", path, "OpenInChrome", "--answer", "https://example.com")
        #expect(asked.status == 0, "\(asked.out)\(asked.err)")
        #expect(asked.out.contains("  Siri: What URL?\n  You: https://example.com\nresolve url: success (https://example.com)\n"), "\(asked.out)")
        #expect(!asked.out.contains("problem"), "\(asked.out)")
        let failed = harness.run("intents", "converse", path, "OpenInChromeIncognito", "url=https://a.com,https://b.org", "--respond", "failure")
        #expect(failed.status == 1)
        #expect(failed.out.hasSuffix("handle: failure\n  Siri: Sorry, there was a problem with the app.\nOutcome: failed\n"), "\(failed.out)")
        let donated = harness.run("intents", "donate", path, "SearchInChrome", "searchPhrase=cats")
        #expect(donated.out.contains("Title: Search in Chrome\n"), "\(donated.out)")
        #expect(harness.run("intents", "donate", path, "OpenInChrome", "url=https://a.com").status == 65)
        // a-Shell's failure is worded "${message}" alone: without a message it has no words either.
        let shell = Self.fixtures + "/a-shell/Base.lproj/Intents.intentdefinition"
        let unworded = harness.run("intents", "converse", shell, "GetFile", "fileName=a", "copyFile=true", "--respond", "failure")
        #expect(unworded.out.hasSuffix("  Siri: Sorry, there was a problem with the app.\nOutcome: failed\n"), "\(unworded.out)")
        let worded = harness.run(
            "intents", "converse", shell, "GetFile", "fileName=a", "copyFile=true", "--respond", "failure", "message=No such file.")
        #expect(worded.out.hasSuffix("  Siri: No such file.\nOutcome: failed\n"), "\(worded.out)")
        // A value left out takes the space before the mark after it, not the space the template
        // writes: "…error code. Output was:", where it was "…error code . Output was:".
        let run = harness.run("intents", "converse", shell, "ExecuteCommand", "command=ls", "keepGoing=false", "--respond", "failure")
        #expect(run.out.contains("  Siri: Your command failed with error code. Output was:\n"), "\(run.out)")
        let given = harness.run(
            "intents", "converse", shell, "ExecuteCommand", "command=ls", "keepGoing=false", "--respond", "failure", "property1=2", "property=gone")
        #expect(given.out.contains("  Siri: Your command failed with error code 2. Output was: gone\n"), "\(given.out)")
    }
}
