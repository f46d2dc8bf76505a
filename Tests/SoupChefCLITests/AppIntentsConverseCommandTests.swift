import Foundation
import Testing

@testable import SoupChefCLI

/// `intents converse` on App Intents metadata: Siri runs any app's action from its metadata, with
/// a stand-in `perform()` that accepts every value.
@Suite struct AppIntentsConverseCommandTests {
    static let root = AppIntentsMetadataCommandTests.root
    static let radio = root + "/Tests/Fixtures/RealAppIntents/Radio/extract.actionsdata"
    static let soupChef = AppIntentsMetadataCommandTests.soupChef

    /// An action with one required parameter of each kind the system reads an answer as, in this
    /// order: an enum, an Int, a Bool, a String; and an optional one with a default.
    static let settings = """
        {"actions": {"Tune": {"identifier": "Tune", "fullyQualifiedTypeName": "Radio.Tune", "title": {"key": "Tune"},
          "openAppWhenRun": false, "parameters": [
            {"name": "band", "title": {"key": "Band"}, "isOptional": false, "valueType": {"linkEnumeration": {"wrapper": {"identifier": "Band"}}}},
            {"name": "volume", "title": {"key": "Volume"}, "isOptional": false, "valueType": {"primitive": {"wrapper": {"typeIdentifier": 2}}}},
            {"name": "loud", "title": {"key": "Loud"}, "isOptional": false, "valueType": {"primitive": {"wrapper": {"typeIdentifier": 1}}}},
            {"name": "label", "title": {"key": "Label"}, "isOptional": false, "valueType": {"primitive": {"wrapper": {"typeIdentifier": 0}}}},
            {"name": "stations", "title": {"key": "Stations"}, "isOptional": true,
             "valueType": {"array": {"wrapper": {"memberValueType": {"entity": {"wrapper": {"typeName": "Station"}}}}}}},
            {"name": "repeats", "title": {"key": "Repeats"}, "isOptional": true, "valueType": {"primitive": {"wrapper": {"typeIdentifier": 2}}},
             "typeSpecificMetadata": ["LNValueTypeSpecificMetadataKeyDefaultValue", {"int": {"wrapper": 3}}]}]}},
         "enums": [{"identifier": "Band", "cases": [{"identifier": "am", "displayRepresentation": {"title": {"key": "AM"}}},
                                                  {"identifier": "fm", "displayRepresentation": {"title": {"key": "FM"}}}]}]}
        """

    func settingsFile(in harness: Harness) throws -> String {
        let path = harness.directory + "/extract.actionsdata"
        try Data(Self.settings.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func aRealAppsActionAsksForItsEntityByNameAndRunsTheStandIn() throws {
        let harness = try Harness()
        let run = harness.run("intents", "converse", Self.radio, "PlayStreamIntent", "--answer", "Jazz FM")
        #expect(run.status == 0, "\(run.err)")
        #expect(
            run.out == """
                (App Intents: Radio.PlayStreamIntent, a stand-in perform() that accepts every value)
                Siri: Which stream?
                You: Jazz FM
                The app opens (openAppWhenRun).
                perform(): stream = Jazz FM
                Outcome: performed

                """)
        // Given on the command line, nothing is asked; the action may be named by its type too.
        let document = try harness.run("--json", "intents", "converse", Self.radio, "Radio.PlayStreamIntent", "stream=Lounge").json()
        #expect(document["action"] as? String == "PlayStreamIntent")
        #expect((document["conversation"] as? [Any])?.isEmpty == true)
        #expect((document["parameters"] as? [String: Any])?["stream"] as? String == "Lounge")
        #expect(document["opensApp"] as? Bool == true)
        #expect(document["outcome"] as? String == "performed")
        #expect(document["performCount"] as? Int == 1)
    }

    /// An action the metadata gives no type name or title still has both keys, as null.
    @Test func anActionWithoutATitleHasNullTitleAndTypeName() throws {
        let harness = try Harness()
        let path = harness.directory + "/extract.actionsdata"
        try Data(#"{"actions": {"Ping": {"identifier": "Ping", "openAppWhenRun": false, "parameters": []}}}"#.utf8)
            .write(to: URL(fileURLWithPath: path))
        let run = harness.run("--json", "intents", "converse", path, "Ping")
        #expect(run.status == 0, "\(run.err)")
        let document = try run.json()
        #expect(document["action"] as? String == "Ping")
        #expect(document["typeName"] is NSNull && document["title"] is NSNull, "\(document.keys.sorted())")
    }

    @Test func eachRequiredParameterIsAskedAndReadAsItsType() throws {
        let harness = try Harness()
        let file = try settingsFile(in: harness)
        // "medium" is no case: said again, then FM by its title; "loud" is a yes-or-no question.
        let run = harness.run(
            "--json", "intents", "converse", file, "Tune", "--answer", "medium", "--answer", "FM", "--answer", "7", "--yes", "--answer", "Morning")
        #expect(run.status == 0, "\(run.err)")
        let document = try run.json()
        let parameters = try #require(document["parameters"] as? [String: Any])
        #expect(parameters["band"] as? String == "FM")
        #expect(parameters["volume"] as? String == "7")
        #expect(parameters["loud"] as? String == "true")
        #expect(parameters["label"] as? String == "Morning")
        #expect(parameters["repeats"] as? String == "3")  // the metadata's default
        let lines = try #require(document["conversation"] as? [[String: Any]])
        let said = lines.compactMap { $0["siri"] as? String }
        #expect(said == ["Which band?", "Sorry, I didn't get “medium”.", "Which band?", "Which volume?", "Which loud?", "Which label?"])
        #expect(lines.first?["choices"] as? [String] == ["AM", "FM"])
        #expect(lines.compactMap { $0["you"] as? String } == ["medium", "FM", "7", "yes", "Morning"])
    }

    /// Answers are heard in the conversation's language, as a definition's are: a German app's
    /// Int answered "sieben", its enum "die zweite" (Hissi's floor, an app developed in German).
    /// Before, only digits and English words were numbers there, even with `--locale de`.
    @Test func numbersAreHeardInTheConversationsLanguage() throws {
        let harness = try Harness()
        let app = harness.directory + "/Radio.app"
        try FileManager.default.createDirectory(atPath: app + "/Metadata.appintents", withIntermediateDirectories: true)
        try Data(Self.settings.utf8).write(to: URL(fileURLWithPath: app + "/Metadata.appintents/extract.actionsdata"))
        try Data(
            #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>CFBundleDevelopmentRegion</key><string>de</string><key>CFBundleName</key><string>Radio</string></dict></plist>"#
                .utf8
        ).write(to: URL(fileURLWithPath: app + "/Info.plist"))
        for locale in [[], ["--locale", "de-AT"]] {
            let run = harness.run(
                ["--json", "intents", "converse", app, "Tune", "--answer", "die zweite", "--answer", "sieben", "--yes", "--answer", "Morgen"]
                    + locale)
            #expect(run.status == 0, "\(locale): \(run.err)")
            let parameters = try #require(try run.json()["parameters"] as? [String: Any])
            #expect(parameters["band"] as? String == "FM" && parameters["volume"] as? String == "7", "\(locale): \(parameters)")
        }
        // English words are still numbers there.
        let english = harness.run("--json", "intents", "converse", app, "Tune", "--answer", "FM", "--answer", "seven", "--yes", "--answer", "x")
        #expect(english.status == 0, "\(english.err)")
        #expect((try english.json()["parameters"] as? [String: Any])?["volume"] as? String == "7")
    }

    /// A case whose title holds a number is answered with the number in the conversation's
    /// words: a German app's “Stufe 2” is "Stufe zwei", alone or in a list, as `match` hears it
    /// in a phrase. Before, "Stufe two" was taken there and "Stufe zwei" was not understood.
    @Test func aCaseTitledWithANumberIsAnsweredInTheConversationsWords() throws {
        let harness = try Harness()
        let app = harness.directory + "/Licht.app"
        try FileManager.default.createDirectory(atPath: app + "/Metadata.appintents", withIntermediateDirectories: true)
        let json =
            #"{"actions": {"Dimmen": {"identifier": "Dimmen", "parameters": [{"name": "stufe", "title": {"key": "Stufe"}, "valueType": {"linkEnumeration": {"wrapper": {"identifier": "Stufe"}}}}, {"name": "stufen", "title": {"key": "Stufen"}, "valueType": {"array": {"wrapper": {"memberValueType": {"linkEnumeration": {"wrapper": {"identifier": "Stufe"}}}}}}}]}}, "enums": [{"identifier": "Stufe", "cases": [{"identifier": "niedrig", "displayRepresentation": {"title": {"key": "Stufe 1"}}}, {"identifier": "hoch", "displayRepresentation": {"title": {"key": "Stufe 2"}}}]}]}"#
        try Data(json.utf8).write(to: URL(fileURLWithPath: app + "/Metadata.appintents/extract.actionsdata"))
        try Data(
            #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>CFBundleDevelopmentRegion</key><string>de</string><key>CFBundleName</key><string>Licht</string></dict></plist>"#
                .utf8
        ).write(to: URL(fileURLWithPath: app + "/Info.plist"))
        let run = harness.run("intents", "converse", app, "Dimmen", "--answer", "Stufe zwei", "--answer", "Stufe eins und Stufe zwei")
        #expect(run.status == 0, "\(run.out)\(run.err)")
        #expect(run.out.contains("perform(): stufe = Stufe 2, stufen = [Stufe 1, Stufe 2]"), "\(run.out)")
    }

    /// A list's items are parted by "and" as a transcript writes it, in lower case: an entity
    /// named “Rock And Roll” is one item of "Rock And Roll and Jazz".
    @Test func aListIsPartedByAndInLowerCaseOnly() throws {
        let harness = try Harness()
        let path = harness.directory + "/stations.actionsdata"
        let json =
            #"{"actions": {"Mix": {"identifier": "Mix", "parameters": [{"name": "stations", "title": {"key": "Stations"}, "valueType": {"array": {"wrapper": {"memberValueType": {"entity": {"wrapper": {"typeName": "Station"}}}}}}}]}}}"#
        try Data(json.utf8).write(to: URL(fileURLWithPath: path))
        let run = harness.run("intents", "converse", path, "Mix", "--answer", "Rock And Roll and Jazz")
        #expect(run.status == 0, "\(run.err)")
        #expect(run.out.contains("perform(): stations = [Rock And Roll, Jazz]"), "\(run.out)")
    }

    /// A list of an enum is asked with the cases listed, as a single one is, and each item may
    /// be a case's number or its name.
    @Test func aListOfAnEnumShowsItsCasesAndTakesTheirNumbers() throws {
        let harness = try Harness()
        let path = harness.directory + "/bands.actionsdata"
        let json =
            #"{"actions": {"Scan": {"identifier": "Scan", "parameters": [{"name": "bands", "title": {"key": "Bands"}, "valueType": {"array": {"wrapper": {"memberValueType": {"linkEnumeration": {"wrapper": {"identifier": "Band"}}}}}}}]}}, "enums": [{"identifier": "Band", "cases": [{"identifier": "am", "displayRepresentation": {"title": {"key": "AM"}}}, {"identifier": "fm", "displayRepresentation": {"title": {"key": "FM"}}}]}]}"#
        try Data(json.utf8).write(to: URL(fileURLWithPath: path))
        let given = harness.run("intents", "converse", path, "Scan", "bands=am,xm")
        #expect(given.status == 64 && given.err.contains("an item of bands is the enum Band, which has no case \"xm\""), "\(given.err)")
        let run = harness.run("intents", "converse", path, "Scan", "--answer", "2 and AM")
        #expect(run.status == 0, "\(run.err)")
        #expect(run.out.contains("Siri: Which bands?\n      1. AM\n      2. FM\nYou: 2 and AM\n"), "\(run.out)")
        #expect(run.out.contains("perform(): bands = [FM, AM]"), "\(run.out)")
    }

    /// A Date is a day and a time: a time answered alone ("noon") is today's on the device's
    /// clock; DateComponents keep a time alone.
    @Test func aTimeAnsweredAloneForADateIsTodays() throws {
        let harness = try Harness()
        let path = harness.directory + "/remind.actionsdata"
        let json =
            #"{"actions": {"Remind": {"identifier": "Remind", "parameters": [{"name": "when", "title": {"key": "When"}, "valueType": {"primitive": {"wrapper": {"typeIdentifier": 8}}}}, {"name": "at", "title": {"key": "At"}, "valueType": {"primitive": {"wrapper": {"typeIdentifier": 9}}}}]}}}"#
        try Data(json.utf8).write(to: URL(fileURLWithPath: path))
        let run = harness.run("--now", "2026-12-05T09:00:00Z", "intents", "converse", path, "Remind", "--answer", "noon", "--answer", "5 pm")
        #expect(run.status == 0, "\(run.err)")
        #expect(run.out.contains("perform(): at = 17:00, when = 2026-12-05T12:00"), "\(run.out)")
    }

    /// An action's Double takes a fraction said, kept to four places, and its Int none; its Date
    /// reads "tonight" as this evening, as a SiriKit date does.
    @Test func aFractionAndAPartOfADayAreReadAsForSiriKit() throws {
        let harness = try Harness()
        let path = harness.directory + "/share.actionsdata"
        let json =
            #"{"actions": {"Share": {"identifier": "Share", "parameters": [{"name": "part", "title": {"key": "Part"}, "valueType": {"primitive": {"wrapper": {"typeIdentifier": 7}}}}, {"name": "count", "title": {"key": "Count"}, "valueType": {"primitive": {"wrapper": {"typeIdentifier": 2}}}}, {"name": "when", "title": {"key": "When"}, "valueType": {"primitive": {"wrapper": {"typeIdentifier": 8}}}}]}}}"#
        try Data(json.utf8).write(to: URL(fileURLWithPath: path))
        let run = harness.run(
            "--now", "2026-12-05T09:00:00Z", "intents", "converse", path, "Share", "--answer", "two thirds", "--answer", "three quarters",
            "--answer", "3", "--answer", "tonight")
        #expect(run.status == 0, "\(run.out)\(run.err)")
        #expect(run.out.contains("Sorry, I didn't get “three quarters”."), "\(run.out)")
        #expect(run.out.contains("count = 3"), "\(run.out)")
        #expect(run.out.contains("part = 0.6667"), "\(run.out)")
        #expect(run.out.contains("when = 2026-12-05T21:00"), "\(run.out)")
    }

    /// Types the file names more closely than a number or words: an `Int8` holds −128…127, a
    /// `Measurement` of a mass takes a mass ("5 km" is none), a duration may be said, a URL is
    /// written as one. Given, a value its type cannot hold is a usage error; answered, it is
    /// not understood and asked again.
    @Test func fixedWidthIntegersMeasurementsAndURLsTakeOnlyWhatTheirTypeHolds() throws {
        let harness = try Harness()
        let path = harness.directory + "/kinds.actionsdata"
        let json = #"""
            {"actions": {"Log": {"identifier": "Log", "parameters": [
              {"name": "small", "title": {"key": "Small"}, "valueType": {"primitive": {"wrapper": {"typeIdentifier": 3}}}},
              {"name": "weight", "title": {"key": "Weight"}, "valueType": {"measurement": {"wrapper": {"unitType": 2}}}},
              {"name": "length", "title": {"key": "Length"}, "valueType": {"measurement": {"wrapper": {"unitType": 7}}}},
              {"name": "site", "title": {"key": "Site"}, "valueType": {"primitive": {"wrapper": {"typeIdentifier": 11}}}}]}}}
            """#
        try Data(json.utf8).write(to: URL(fileURLWithPath: path))
        let good = [
            "small=-128", "weight=70 kg", "length=an hour and a half", "site=https://example.com/a b".replacingOccurrences(of: " b", with: ""),
        ]
        let ran = harness.run(["intents", "converse", path, "Log"] + good)
        #expect(ran.status == 0, "\(ran.err)")
        #expect(ran.out.contains("perform(): length = an hour and a half, site = https://example.com/a, small = -128, weight = 70 kg"), "\(ran.out)")
        let refusals: [(String, String)] = [
            ("small=300", "small is an Int8, which holds -128…127, and 300 is outside it"),
            ("small=99999999999999999999", "small is an Int8, which holds -128…127, and 99999999999999999999 is outside it"),
            ("weight=5 km", "weight is a measurement (mass): give a number and a unit (70 kg), not \"5 km\""),
            ("weight=blue", "weight is a measurement (mass): give a number and a unit (70 kg), not \"blue\""),
            ("length=banana", "length is a measurement (duration): give a number and a unit (90 minutes), not \"banana\""),
            ("site=not a url", "site is a URL: give one (https://example.com/page, example.com), not \"not a url\""),
        ]
        for (value, message) in refusals {
            let run = harness.run(["intents", "converse", path, "Log"] + good.filter { !$0.hasPrefix(value.prefix { $0 != "=" } + "=") } + [value])
            #expect(run.status == 64 && run.out.isEmpty, "\(value): \(run.err)")
            #expect(run.err.contains(message), "\(run.err)")
        }
        // Answered: what the type cannot hold is asked again.
        let asked = harness.run(
            "intents", "converse", path, "Log", "--answer", "300", "--answer", "12", "--answer", "5 km", "--answer", "two pounds",
            "--answer", "banana", "--answer", "90 minutes", "--answer", "hello world", "--answer", "example dot com")
        #expect(asked.status == 0, "\(asked.err)")
        for answer in ["300", "5 km", "banana", "hello world"] { #expect(asked.out.contains("Sorry, I didn't get “\(answer)”."), "\(asked.out)") }
        #expect(asked.out.contains("perform(): length = 90 minutes, site = example.com, small = 12, weight = two pounds"), "\(asked.out)")
    }

    @Test func valuesGivenAreCheckedAgainstTheirTypesBeforeAnythingRuns() throws {
        let harness = try Harness()
        let file = try settingsFile(in: harness)
        let cases: [([String], String)] = [
            (["band=medium"], "band is the enum Band, which has no case \"medium\"; its cases: am, fm"),
            (["volume=loud"], "volume is an Int, and \"loud\" is no whole number"),
            (["loud=maybe"], "loud is a Bool: give true or false (yes or no), not \"maybe\""),
            (["tempo=3"], "Tune has no parameter tempo; its parameters: band, volume, loud, label, stations, repeats\n"),
            // A misspelt name or case is answered with the nearest, as in a definition.
            (["band=fn"], "band is the enum Band, which has no case \"fn\"; its cases: am, fm. Did you mean \"fm\"?\n"),
            (["volum=3"], "Tune has no parameter volum; its parameters: band, volume, loud, label, stations, repeats. Did you mean \"volume\"?\n"),
        ]
        for (values, message) in cases {
            let run = harness.run(["intents", "converse", file, "Tune"] + values)
            #expect(run.status == 64, "\(values)")
            #expect(run.err.contains(message), "\(run.err)")
            #expect(run.out.isEmpty)
        }
        let unknown = harness.run("intents", "converse", file, "Play")
        #expect(unknown.status == 64)
        #expect(unknown.err.contains("has no action Play; its actions: Tune\n"), "\(unknown.err)")
        let misspelt = harness.run("intents", "converse", file, "Tun")
        #expect(misspelt.status == 64)
        #expect(misspelt.err.contains("has no action Tun; its actions: Tune. Did you mean \"Tune\"?\n"), "\(misspelt.err)")
        #expect(harness.run("intents", "converse", file, "Tune", "--respond", "success").status == 64)
        // Everything given: a list's items between commas, each its member's type.
        let document = try harness.run(
            "--json", "intents", "converse", file, "Tune", "band=am", "volume=2", "loud=false", "label=Night", "stations=Jazz, Lounge"
        ).json()
        let parameters = try #require(document["parameters"] as? [String: Any])
        #expect(parameters["stations"] as? [String] == ["Jazz", "Lounge"])
        #expect(parameters["band"] as? String == "AM")
        #expect((document["conversation"] as? [Any])?.isEmpty == true)
    }

    @Test func anUnansweredQuestionEndsTheRunWithExit1() throws {
        let harness = try Harness()
        let run = harness.run("intents", "converse", Self.soupChef, "OrderSoup")
        #expect(run.status == 1)
        #expect(run.out.hasSuffix("Siri: Which soup?\nOutcome: unanswered\n"), "\(run.out)")
        #expect(
            run.err.contains(
                "Siri asked “Which soup?” and got no answer. Answer it with --answer \"…\", or give it as a line of standard input; "
                    + "answers are used in the order Siri asks, or run it on a terminal to be asked."), "\(run.err)")
        // An enum's question names its cases, as `siri` does.
        let scrobbler = harness.run(
            "intents", "converse", Self.root + "/Tests/Fixtures/RealAppIntents/ListenScrobbler", "OpenListenScrobblerDestinationIntent")
        #expect(scrobbler.status == 1)
        #expect(
            scrobbler.err.contains("Answer it with --answer \"…\" (one of: Home, Listens, Discover, Account), or give it"), "\(scrobbler.err)")
        // Soup Chef's own action takes its defaults from the metadata: pickup, one soup.
        let answered = harness.run("intents", "converse", Self.soupChef, "OrderSoup", input: ["Tomato Soup"])
        #expect(answered.status == 0, "\(answered.err)")
        #expect(answered.out.contains("perform(): orderType = pickup, quantity = 1, soup = Tomato Soup\n"), "\(answered.out)")
    }

    /// Answers Siri could not use end every conversation with one message: what Siri could have
    /// used, the choices or yes or no, as `siri` says it on either path.
    @Test func answersSiriCannotUseAreReportedAsSiriReportsThem() throws {
        let harness = try Harness()
        let nonsense = ["-a", "maybe", "-a", "perhaps", "-a", "dunno"]
        let enumeration = harness.run(
            ["intents", "converse", Self.root + "/Tests/Fixtures/RealAppIntents/ListenScrobbler", "OpenListenScrobblerDestinationIntent"] + nonsense)
        #expect(enumeration.status == 1)
        #expect(
            enumeration.err.contains(
                "Error: Siri could not use “dunno” as an answer to “Which destination?”. Choices: Home, Listens, Discover, Account.\n"),
            "\(enumeration.err)")
        let confirmation = harness.run(
            ["intents", "converse", Self.root + "/Data/Intents.intentdefinition", "OrderSoup", "soup=tomato", "storeLocation=x"] + nonsense)
        #expect(confirmation.status == 1)
        #expect(
            confirmation.err.contains("Error: Siri could not use “dunno” as an answer to “Ready to order?”. Answer yes or no.\n"),
            "\(confirmation.err)")
        let appIntents = harness.run(["--ios", "17", "siri", "Order tomato soup from Soup Chef", "-a", "civic"] + nonsense)
        #expect(appIntents.status == 1)
        #expect(
            appIntents.err.contains(
                "Error: Siri could not use “dunno” as an answer to “Your total is $2.95. ready to order?”, so nothing was ordered. Answer yes or no.\n"
            ), "\(appIntents.err)")
    }

    /// A line of standard input is checked as `siri` checks it: a byte that was not UTF-8 (read as
    /// U+FFFD) or a control character is refused (64), for a definition's intent, an App Intent,
    /// and the action `intents match --run` reaches, rather than taken as the answer.
    @Test func answersFromStandardInputAreCheckedAsSiriChecksThem() throws {
        let harness = try Harness()
        let definition = Self.root + "/Data/Intents.intentdefinition"
        let runs: [[String]] = [
            ["intents", "converse", definition, "OrderSoup"],
            ["intents", "converse", Self.soupChef, "OrderSoup"],
            ["intents", "match", Self.soupChef, "Order Soup Chef", "--app-name", "Soup Chef", "--run"],
        ]
        for arguments in runs {
            for (line, reason) in [
                ("Tomato\u{FFFD} Soup", "is not UTF-8 text"), ("Tomato \u{1B}Soup", "holds a control or invisible character (U+001B)"),
            ] {
                let run = harness.run(arguments, input: [line])
                #expect(run.status == 64, "\(arguments): \(run.err)")
                #expect(run.err.hasPrefix("Error: the answer \"") && run.err.contains("read from standard input " + reason), "\(run.err)")
            }
        }
    }
}

/// `intents match --run`: the action an utterance reaches, run with the phrase's value.
@Suite struct AppIntentsMatchRunTests {
    @Test func thePhrasesValueIsGivenAndTheRestAsked() throws {
        let harness = try Harness()
        let soupChef = AppIntentsConverseCommandTests.soupChef
        let run = harness.run(
            "intents", "match", soupChef, "Order Tomato Soup from Soup Chef", "--app-name", "Soup Chef", "--value", "soup=Tomato Soup", "--run")
        #expect(run.status == 0, "\(run.err)")
        #expect(
            run.out.hasSuffix(
                """
                  soup: Tomato Soup
                (App Intents: SoupChef.OrderSoup, a stand-in perform() that accepts every value)
                perform(): orderType = pickup, quantity = 1, soup = Tomato Soup
                Outcome: performed

                """), "\(run.out)")
        // The phrase without a soup: Siri asks for it, and the answer is the run's.
        let asked = try harness.run(
            "--json", "intents", "match", soupChef, "Order Soup Chef", "--app-name", "Soup Chef", "--run", "--answer", "Chowder"
        ).json()
        let ran = try #require(asked["run"] as? [String: Any])
        #expect((ran["conversation"] as? [[String: Any]])?.compactMap { $0["siri"] as? String } == ["Which soup?"])
        #expect((ran["parameters"] as? [String: Any])?["soup"] as? String == "Chowder")
        #expect(ran["outcome"] as? String == "performed")
        // Unanswered, the run's exit status; --answer without --run is a usage error.
        let unanswered = harness.run("intents", "match", soupChef, "Order Soup Chef", "--app-name", "Soup Chef", "--run")
        #expect(unanswered.status == 1 && unanswered.err.contains("Siri asked “Which soup?” and got no answer"), "\(unanswered.err)")
        #expect(harness.run("intents", "match", soupChef, "Order Soup Chef", "--app-name", "Soup Chef", "--answer", "x").status == 64)
        // Without --run the document has no run.
        let matched = try harness.run("--json", "intents", "match", soupChef, "Order Soup Chef", "--app-name", "Soup Chef").json()
        #expect(matched["run"] == nil)
    }

    /// An enum case heard by its synonym is given to `perform()` as the case, and shown by its
    /// title, as `converse` and `donate` show the same value: "ATM" said, "Bancomat" shown.
    @Test func aCaseHeardByItsSynonymIsShownByItsTitle() throws {
        let harness = try Harness()
        let path = harness.directory + "/extract.actionsdata"
        let metadata = """
            {"actions": {"ShowNearby": {"identifier": "ShowNearby", "title": {"key": "Show Nearby"}, "openAppWhenRun": false,
              "parameters": [{"name": "location", "title": {"key": "Location"}, "isOptional": false,
                              "valueType": {"linkEnumeration": {"wrapper": {"identifier": "Place"}}}}]}},
             "enums": [{"identifier": "Place", "cases": [
               {"identifier": "bancomat", "displayRepresentation": {"title": {"key": "Bancomat"}, "synonyms": [{"key": "ATM"}]}},
               {"identifier": "toilet", "displayRepresentation": {"title": {"key": "Toilet"}}}]}],
             "autoShortcuts": [{"actionIdentifier": "ShowNearby", "phraseTemplates": [{"key": "Show nearby ${location} in ${applicationName}"}],
               "shortTitle": {"key": "Nearby"}, "systemImageName": "mappin"}]}
            """
        try Data(metadata.utf8).write(to: URL(fileURLWithPath: path))
        let run = harness.run("intents", "match", path, "Show nearby ATM in Zurigo", "--app-name", "Zurigo", "--run")
        #expect(run.status == 0, "\(run.err)")
        #expect(run.out.contains("perform(): location = Bancomat\n"), "\(run.out)")
        let json = try harness.run("--json", "intents", "match", path, "Show nearby ATM in Zurigo", "--app-name", "Zurigo", "--run").json()
        #expect(((json["run"] as? [String: Any])?["parameters"] as? [String: Any])?["location"] as? String == "Bancomat")
        let conversed = try harness.run("--json", "intents", "converse", path, "ShowNearby", "location=ATM").json()
        #expect((conversed["parameters"] as? [String: Any])?["location"] as? String == "Bancomat")
    }

    /// A case titled with a number is that case when its number is said, not the case at that
    /// place: Freeform's font sizes are titled “10”, “12”… “144”, and “10” was the tenth, 144.
    /// A number that is no case's title is still a place in the list, and so for a list's items.
    @Test func aCaseTitledWithANumberIsChosenByItsTitleBeforeItsPlace() throws {
        let harness = try Harness()
        let json = """
            {"actions": {"Size": {"identifier": "Size", "title": {"key": "Size"}, "parameters": [
              {"name": "size", "title": {"key": "Size"}, "isOptional": false, "valueType": {"linkEnumeration": {"wrapper": {"identifier": "FontSize"}}}},
              {"name": "sizes", "title": {"key": "Sizes"}, "isOptional": false,
               "valueType": {"array": {"wrapper": {"memberValueType": {"linkEnumeration": {"wrapper": {"identifier": "FontSize"}}}}}}}]}},
             "enums": [{"identifier": "FontSize", "cases": [\(["10", "12", "14", "18", "24", "36", "48", "72", "96", "144"].map { #"{"identifier": "s\#($0)", "displayRepresentation": {"title": {"key": "\#($0)"}}}"# }.joined(separator: ", "))]}]}
            """
        let path = harness.directory + "/extract.actionsdata"
        try Data(json.utf8).write(to: URL(fileURLWithPath: path))
        let run = try harness.run("--json", "intents", "converse", path, "Size", "--answer", "10", "--answer", "12 and 3").json()
        let parameters = run["parameters"] as? [String: Any]
        #expect(parameters?["size"] as? String == "10", "\(run)")
        #expect(parameters?["sizes"] as? [String] == ["12", "14"], "\(run)")
    }
}
