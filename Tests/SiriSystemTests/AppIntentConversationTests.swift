import Dates
import Foundation
import SiriSystem
import Testing

/// A made-up app's App Intents metadata: `PlaySong`, with a required `song` entity, a `volume`
/// Int defaulting to 4, a `mode` enum defaulting to shuffle, and an optional `room` placemark.
private let playSongMetadata: AppIntentsMetadata = {
    let text = """
        {"actions": {"PlaySong": {"identifier": "PlaySong", "title": {"key": "Play Song"}, "parameters": [
          {"name": "song", "title": {"key": "Song"}, "isOptional": false, "valueType": {"entity": {"wrapper": {"typeName": "SongEntity"}}}},
          {"name": "volume", "title": {"key": "Volume"}, "isOptional": true, "valueType": {"primitive": {"wrapper": {"typeIdentifier": 2}}},
           "typeSpecificMetadata": ["LNValueTypeSpecificMetadataKeyDefaultValue", {"int": {"wrapper": 4}}]},
          {"name": "mode", "title": {"key": "Mode"}, "isOptional": true, "valueType": {"linkEnumeration": {"wrapper": {"identifier": "PlayMode"}}},
           "typeSpecificMetadata": ["LNValueTypeSpecificMetadataKeyDefaultValue", {"string": {"wrapper": "shuffle"}}]},
          {"name": "room", "title": {"key": "Room"}, "isOptional": true, "valueType": {"primitive": {"wrapper": {"typeIdentifier": 10}}}},
          {"name": "speaker", "title": {"key": "Speaker"}, "isOptional": true, "valueType": {"primitive": {"wrapper": {"typeIdentifier": 0}}}}
        ]}},
         "entities": {"SongEntity": {"typeName": "SongEntity", "defaultQueryIdentifier": "Music.SongQuery"}},
         "queries": {"SongQuery": {"identifier": "SongQuery", "fullyQualifiedIdentifier": "Music.SongQuery", "entityType": "SongEntity"}},
         "enums": [{"identifier": "PlayMode", "cases": [
           {"identifier": "shuffle", "displayRepresentation": {"title": {"key": "Shuffle"}}},
           {"identifier": "repeat", "displayRepresentation": {"title": {"key": "Repeat"}}}]}],
         "version": 1}
        """
    return try! AppIntentsMetadataReader.parse(Data(text.utf8), file: "PlaySong.actionsdata")
}()

/// The made-up app's query and `perform()`: a volume above 8 is confirmed; without a room it
/// throws `needsValue`; the speaker is disambiguated; "Broken" fails with a dialog.
private struct PlaySongPerformer: AppIntentPerforming {
    let songs = [
        AppEntityChoice(identifier: "s1", title: "Love Me Do", subtitle: "The Beatles"),
        AppEntityChoice(identifier: "s2", title: "Lovely Day", subtitle: "Bill Withers", section: "Recent"),
        AppEntityChoice(identifier: "s3", title: "Broken", subtitle: "Nobody"),
    ]
    let performs = Counter()

    func suggestedEntities(for parameter: String, of intent: Intent) throws -> [AppEntityChoice] { songs }

    func entities(for parameter: String, matching words: String, of intent: Intent) throws -> [AppEntityChoice] {
        songs.filter { $0.title.lowercased().contains(words.lowercased()) }
    }

    func entity(for parameter: String, identifier: String, of intent: Intent) throws -> AppEntityChoice? {
        songs.first { $0.identifier == identifier }
    }

    func perform(_ system: AppIntentSystem) throws -> AppIntentResult {
        performs.value += 1
        guard case .object(let id, let title)? = system.intent["song"] else { return AppIntentResult("no song") }
        if id == "s3" { throw AppIntentPerformError.dialog("That song cannot be played.") }
        if case .integer(let volume)? = system.intent["volume"], volume > 8 {
            guard try system.requestConfirmation("Play at volume \(volume)?", parameter: "volume") else {
                return AppIntentResult("cancelled", dialog: "OK.")
            }
        }
        guard let room = system.intent["room"] else { throw AppIntentPerformError.needsValue(parameter: "room", dialog: "Where?") }
        if system.intent["speaker"] == nil {
            let speakers = ["Kitchen HomePod", "Den TV"]
            let index = try system.requestDisambiguation("speaker", among: speakers)
            system.intent["speaker"] = .string(speakers[index])
        }
        return AppIntentResult(
            "played", dialog: "Playing \(title) in \(room.displayString).",
            snippet: AppIntentSnippetView(kind: "nowPlaying", lines: [title, system.intent["mode"]?.identity ?? ""]))
    }
}

/// A `perform()` that needs the volume to be 7 and the mode to be repeat, asking for each.
private struct AskingPerformer: AppIntentPerforming {
    func suggestedEntities(for parameter: String, of intent: Intent) throws -> [AppEntityChoice] { [] }
    func entities(for parameter: String, matching words: String, of intent: Intent) throws -> [AppEntityChoice] { [] }
    func entity(for parameter: String, identifier: String, of intent: Intent) throws -> AppEntityChoice? {
        AppEntityChoice(identifier: identifier, title: identifier)
    }

    func perform(_ system: AppIntentSystem) throws -> AppIntentResult {
        if system.intent["volume"] != .integer(7) { throw AppIntentPerformError.needsValue(parameter: "volume", dialog: "How loud?") }
        if system.intent["mode"]?.identity != "repeat" { throw AppIntentPerformError.needsValue(parameter: "mode", dialog: "Which mode?") }
        return AppIntentResult("done")
    }
}

private final class Counter: @unchecked Sendable { var value = 0 }

/// A person answering from a script.
private final class Script {
    var answers: [String]
    var questions: [IntentConversation.Question] = []
    var events: [AppIntentRunEvent] = []
    init(_ answers: [String]) { self.answers = answers }
    func ask(_ question: IntentConversation.Question) -> String? {
        questions.append(question)
        return answers.isEmpty ? nil : answers.removeFirst()
    }
}

@Suite struct AppIntentConversationTests {
    private func run(_ intent: Intent, _ answers: [String], performer: PlaySongPerformer = PlaySongPerformer()) throws -> (
        AppIntentConversation.Transcript, Script
    ) {
        let conversation = try #require(AppIntentConversation(metadata: playSongMetadata, actionIdentifier: "PlaySong", performer: performer))
        let script = Script(answers)
        let transcript = try conversation.run(intent, ask: script.ask, observe: { script.events.append($0) })
        return (transcript, script)
    }

    @Test func theMetadataGivesTheDefaultsAndTheRequiredEntityIsAskedAmongTheSuggestionsThenNarrowed() throws {
        let (transcript, script) = try run(Intent(typeName: "PlaySong"), ["love", "2", "Home", "den tv"])
        #expect(script.questions.map(\.prompt) == ["Which song?", "Which one?", "Where?", "Which speaker?"])
        #expect(script.questions[0].choices == ["Love Me Do", "Lovely Day", "Broken"])
        #expect(script.questions[0].choiceDetails.map(\.section) == [nil, "Recent", nil])
        #expect(script.questions[0].choiceDetails.map(\.subtitle) == ["The Beatles", "Bill Withers", "Nobody"])
        #expect(script.questions[1].choices == ["Love Me Do", "Lovely Day"])
        #expect(transcript.intent["song"] == .object(identifier: "s2", display: "Lovely Day"))
        #expect(transcript.intent["volume"] == .integer(4))
        #expect(transcript.intent["mode"]?.identity == "shuffle")
        #expect(transcript.intent["room"] == .string("Home"))
        #expect(transcript.intent["speaker"] == .string("Den TV"))
        #expect(transcript.dialogs == ["Which song?", "Which one?", "Where?", "Which speaker?", "Playing Lovely Day in Home."])
        #expect(transcript.snippets == [AppIntentSnippetView(kind: "nowPlaying", lines: ["Lovely Day", "shuffle"])])
        #expect(script.events == [.dialog("Playing Lovely Day in Home."), .snippet(transcript.snippets[0])])
        guard case .performed(let result) = transcript.outcome else {
            Issue.record("not performed: \(transcript.outcome)")
            return
        }
        #expect(result.output as? String == "played")
    }

    /// Siri's own question names the parameter by its title in a sentence's case; a word with
    /// capitals inside (an acronym, a title written as a Swift name) is kept as written.
    @Test func theQuestionWithoutADialogNamesTheParameterInASentencesCase() {
        func which(_ title: String?, name: String = "value") -> String {
            AppIntentSystem.whichPrompt(AppIntentsParameter(name: name, title: title, type: .primitive(0)))
        }
        #expect(which("Playlist") == "Which playlist?")
        #expect(which("TV Show") == "Which TV show?")
        #expect(which("useInAppPlayer") == "Which useInAppPlayer?")
        #expect(which("iPhone Model") == "Which iPhone model?")
        #expect(which(nil, name: "audioEntity") == "Which audio entity?")
        // An article, a "your" or a "which" of the title's own is left to the question.
        #expect(which("The Station") == "Which station?")
        #expect(which("A Station") == "Which station?")
        #expect(which("Which Station") == "Which station?")
        #expect(which("Your Name") == "Which name?")
        #expect(which("The") == "Which the?")
    }

    @Test func aNeedsValueErrorAsksThenRunsPerformAgainFromTheStart() throws {
        let performer = PlaySongPerformer()
        var intent = Intent(typeName: "PlaySong")
        intent["song"] = .object(identifier: "s1", display: "Love Me Do")
        intent["volume"] = .integer(9)
        intent["speaker"] = .string("Den TV")
        let (transcript, script) = try run(intent, ["yes", "Garden", "yes"], performer: performer)
        #expect(script.questions.map(\.prompt) == ["Play at volume 9?", "Where?", "Play at volume 9?"])
        #expect(script.questions.map(\.parameter) == ["volume", "room", "volume"])
        #expect(transcript.performCount == 2)
        #expect(performer.performs.value == 2)
        #expect(transcript.dialogs.last == "Playing Love Me Do in Garden.")
    }

    @Test func anEntityTheAppNoLongerKnowsIsAskedForAgain() throws {
        var intent = Intent(typeName: "PlaySong")
        intent["song"] = .object(identifier: "gone", display: "Gone Song")
        let (transcript, script) = try run(intent, ["1", "Home", "1"])
        #expect(script.questions.first?.prompt == "Which song?")
        #expect(transcript.intent["song"]?.identity == "s1")
    }

    @Test func aDialogThrownByPerformIsSaidAndEndsTheRun() throws {
        let (transcript, _) = try run(Intent(typeName: "PlaySong"), ["Broken"])
        #expect(transcript.dialogs == ["Which song?", "That song cannot be played."])
        guard case .failed(let text) = transcript.outcome else {
            Issue.record("not failed: \(transcript.outcome)")
            return
        }
        #expect(text == "That song cannot be played.")
    }

    @Test func noAnswerEndsUnansweredAndThreeUnusableAnswersGiveUp() throws {
        let (unanswered, _) = try run(Intent(typeName: "PlaySong"), [])
        guard case .unanswered(let question) = unanswered.outcome else {
            Issue.record("not unanswered: \(unanswered.outcome)")
            return
        }
        #expect(question.prompt == "Which song?")

        var intent = Intent(typeName: "PlaySong")
        intent["song"] = .object(identifier: "s1", display: "Love Me Do")
        intent["volume"] = .integer(10)
        let (gaveUp, _) = try run(intent, ["purple", "maybe", "later"])
        // The third unusable answer is not repeated back: Siri gives up, as on iOS 15 and earlier.
        #expect(
            gaveUp.dialogs == ["Play at volume 10?", "Sorry, I didn't get “purple”.", "Sorry, I didn't get “maybe”.", IntentConversation.gaveUp])
        guard case .notUnderstood(let asked, let last) = gaveUp.outcome else {
            Issue.record("not notUnderstood: \(gaveUp.outcome)")
            return
        }
        #expect(asked.prompt == "Play at volume 10?")
        #expect(last == "later")
    }

    @Test func decliningAConfirmationReturnsPerformsOwnResult() throws {
        var intent = Intent(typeName: "PlaySong")
        intent["song"] = .object(identifier: "s1", display: "Love Me Do")
        intent["volume"] = .integer(10)
        let (transcript, _) = try run(intent, ["no"])
        #expect(transcript.dialogs == ["Play at volume 10?", "OK."])
        guard case .performed(let result) = transcript.outcome else {
            Issue.record("not performed: \(transcript.outcome)")
            return
        }
        #expect(result.output as? String == "cancelled")
    }

    @Test func aValueAskedForIsReadByItsTypeInTheMetadata() throws {
        let conversation = try #require(AppIntentConversation(metadata: playSongMetadata, actionIdentifier: "PlaySong", performer: AskingPerformer()))
        let script = Script(["loud", "seven", "2"])
        let transcript = try conversation.run(
            Intent(typeName: "PlaySong", parameters: ["song": .object(identifier: "s1", display: "s1")]), ask: script.ask)
        #expect(script.questions.map(\.prompt) == ["How loud?", "How loud?", "Which mode?"])
        #expect(script.questions.map(\.kind) == [.value, .value, .choice(["Shuffle", "Repeat"])])
        #expect(transcript.dialogs == ["How loud?", "Sorry, I didn't get “loud”.", "Which mode?"])
        #expect(transcript.intent["volume"] == .integer(7))
        #expect(transcript.intent["mode"] == .enumeration(rawValue: "repeat", display: "Repeat"))
        #expect(transcript.performCount == 3)
    }

    /// An App Intents enum case is answered as a custom intent's is: by its title, or by words
    /// of its title and of no other case's; "or" alone, or a word two titles hold, is none.
    @Test func anEnumCaseIsAnsweredByAWordOnlyItsTitleHolds() throws {
        let states = AppIntentsEnum(
            identifier: "CourseState",
            cases: [
                .init(identifier: "available", title: "Available"), .init(identifier: "currentOrConcluded", title: "Current or Concluded"),
                .init(identifier: "unpublishedDraft", title: "Unpublished Draft"), .init(identifier: "sharedDraft", title: "Shared Draft"),
            ])
        #expect(states.caseAnswered("concluded")?.identifier == "currentOrConcluded")
        #expect(states.caseAnswered("the current")?.identifier == "currentOrConcluded")
        #expect(states.caseAnswered("shared")?.identifier == "sharedDraft")
        #expect(states.caseAnswered("Available")?.identifier == "available")
        #expect(states.caseAnswered("draft") == nil && states.caseAnswered("or") == nil)
        // What a value given names stays its case's name or title.
        #expect(states.caseNamed("concluded") == nil)
        // Asked in a run: "the repeat" is Repeat.
        let conversation = try #require(AppIntentConversation(metadata: playSongMetadata, actionIdentifier: "PlaySong", performer: AskingPerformer()))
        let worded = Script(["7", "the repeat"])
        let transcript = try conversation.run(
            Intent(typeName: "PlaySong", parameters: ["song": .object(identifier: "s1", display: "s1")]), ask: worded.ask)
        #expect(transcript.intent["mode"] == .enumeration(rawValue: "repeat", display: "Repeat"))
    }

    @Test func anActionTheMetadataDoesNotDeclareHasNoConversation() {
        #expect(AppIntentConversation(metadata: playSongMetadata, actionIdentifier: "StopSong", performer: AskingPerformer()) == nil)
    }

    @Test func anAppRegistersItsPerformerByTheActionsIdentifier() throws {
        let registry = AppIntentRegistry<Int>(files: []).performing("PlaySong", in: playSongMetadata) { _ in PlaySongPerformer() }
        #expect(registry.performedActions == ["PlaySong"])
        #expect(registry.appIntentConversation("StopSong", for: 0) == nil)
        let conversation = try #require(registry.appIntentConversation("PlaySong", for: 0))
        var intent = Intent(typeName: "PlaySong")
        intent["song"] = .object(identifier: "s1", display: "Love Me Do")
        let transcript = try conversation.run(intent, ask: Script(["Home", "1"]).ask)
        #expect(transcript.dialogs.last == "Playing Love Me Do in Home.")
    }
}

/// Counts how often something is read, from any thread.
private final class Reads: @unchecked Sendable {
    private let lock = NSLock()
    private var counted = 0
    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return counted
    }
    func counting<T>(_ value: T) -> T {
        lock.lock()
        counted += 1
        lock.unlock()
        return value
    }
}

/// What an app declares of its App Intents is read when something needs it, not when the
/// registry and the catalog are made: titling a custom intent's donation reads none of it.
@Suite struct AppIntentsReadWhenNeededTests {
    @Test func theMetadataIsReadWhenAConversationFirstNeedsIt() throws {
        let reads = Reads()
        let registry = AppIntentRegistry<Int>(files: []).performing("PlaySong", in: reads.counting(playSongMetadata)) { _ in PlaySongPerformer() }
        #expect(registry.performedActions == ["PlaySong"])
        #expect(registry.appIntentConversation("StopSong", for: 0) == nil)
        #expect(reads.count == 0)
        let conversation = try #require(registry.appIntentConversation("PlaySong", for: 0))
        #expect(reads.count == 1)
        #expect(conversation.action.identifier == "PlaySong")
        #expect(registry.appIntentsMetadata == playSongMetadata)
        #expect(AppIntentRegistry<Int>(files: []).appIntentsMetadata == nil)
    }

    @Test func anAppIntentsParameterNamesAreReadOnlyWhenAsked() {
        let reads = Reads()
        var appIntent = IntentDefinition(
            typeName: "PlaySong", category: "play", requiresConfirmation: false, supportsBackgroundExecution: false,
            parameterNames: { reads.counting(["song", "room"]) }, shortcutTypes: [ShortcutType(parameters: ["song"], title: "Play ${song}")])
        appIntent.isAppIntent = true
        let custom = IntentDefinition(
            typeName: "BrewIntent", category: "order", requiresConfirmation: false, supportsBackgroundExecution: false,
            parameterNames: ["tea"], shortcutTypes: [ShortcutType(parameters: ["tea"], title: "Brew ${tea}")])
        let catalog = IntentCatalog([custom, appIntent])
        var brew = Intent(typeName: "BrewIntent")
        brew["tea"] = .string("Earl Grey")
        #expect(catalog.describe(.intent(brew)).title == "Brew Earl Grey")
        #expect(catalog.subject(of: .intent(brew)) == "Earl Grey")
        #expect(catalog.donationKind(of: "PlaySong") == IntentCatalog.appIntentsKind)
        var play = Intent(typeName: "PlaySong")
        play["song"] = .object(identifier: "s1", display: "Love Me Do")
        #expect(catalog.describe(.intent(play)).title == "Play Love Me Do")
        #expect(reads.count == 0)
        // Asked for, they are the ones given, and the definition equals one given them at once.
        #expect(catalog.subject(of: .intent(play)) == "Love Me Do")
        #expect(reads.count == 1)
        var eager = IntentDefinition(
            typeName: "PlaySong", category: "play", requiresConfirmation: false, supportsBackgroundExecution: false,
            parameterNames: ["song", "room"], shortcutTypes: [ShortcutType(parameters: ["song"], title: "Play ${song}")])
        eager.isAppIntent = true
        #expect(appIntent == eager)
        #expect(appIntent.hashValue == eager.hashValue)
        var renamed = appIntent
        renamed.parameterNames = ["song"]
        #expect(renamed.parameterNames == ["song"])
        #expect(renamed != eager)
    }
}

/// A registry given its files' compiled definitions reads the files only when something needs
/// more than titles: a conversation, `intents show`.
@Suite struct CompiledDefinitionsRegistryTests {
    static func file(_ intent: String) throws -> DefinitionFile {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>INIntents</key><array><dict>
            <key>INIntentName</key><string>\(intent)</string><key>INIntentCategory</key><string>order</string>
            <key>INIntentParameterCombinations</key><dict><key></key><dict>
            <key>INIntentParameterCombinationTitle</key><string>\(intent) now</string></dict></dict>
            </dict></array></dict></plist>
            """
        return try DefinitionReader.parse(Data(text.utf8), name: intent + ".intentdefinition")
    }

    @Test func titlesAndRegistrationsReadNoFileAndTheFilesAreReadWhenAsked() throws {
        let reads = Reads()
        let brew = try Self.file("Brew")
        let compiled = brew.intents.map(\.systemDefinition)
        let registry = AppIntentRegistry<Int>(compiled: compiled, files: { reads.counting([brew]) })
            .registering("BrewIntent") { _ in BrewHandler() }
        #expect(registry.customIntentDefinitions == compiled)
        #expect(registry.catalog["BrewIntent"] == compiled[0])
        #expect(registry.catalog.describe(Shortcut.intent(Intent(typeName: "BrewIntent"))).title == "Brew now")
        #expect(registry.handlers(for: 0).typeNames == ["BrewIntent"])
        #expect(reads.count == 0)
        #expect(registry.definitions.files == [brew])
        #expect(reads.count == 1)
        // One more file: its definitions compiled as the registry reads it, after the first's.
        let steep = try Self.file("Steep")
        let larger = registry.including([steep])
        #expect(larger.customIntentDefinitions.map { $0.typeName } == ["BrewIntent", "SteepIntent"])
        #expect(larger.definitions.files == [brew, steep])
        // The same as a registry given the files themselves.
        #expect(larger.customIntentDefinitions == AppIntentRegistry<Int>(files: [brew, steep]).customIntentDefinitions)
    }
}

/// A handler that resolves nothing and succeeds.
private struct BrewHandler: IntentHandling {
    func resolve(_ parameter: String, of intent: Intent) throws -> ParameterResolution { .notRequired }
    func handle(_ intent: Intent) throws -> HandlerResponse { HandlerResponse(code: "success") }
}

/// The stand-in for an app whose code is not here (`intents converse` on any metadata): what is
/// asked, and how each answer is read, come from the metadata alone.
@Suite struct AcceptingAppIntentPerformerTests {
    /// An action whose required parameters have no titles: a list of entities, a list of Int and an entity.
    static let untitled: AppIntentsMetadata = {
        let text = """
            {"actions": {"AddItems": {"identifier": "AddItems", "parameters": [
              {"name": "mediaItems", "isOptional": false,
               "valueType": {"array": {"wrapper": {"memberValueType": {"entity": {"wrapper": {"typeName": "Item"}}}}}}},
              {"name": "trackNumbers", "isOptional": false,
               "valueType": {"array": {"wrapper": {"memberValueType": {"primitive": {"wrapper": {"typeIdentifier": 2}}}}}}},
              {"name": "URLTarget", "isOptional": false, "valueType": {"entity": {"wrapper": {"typeName": "Board"}}}}]}}}
            """
        return try! AppIntentsMetadataReader.parse(Data(text.utf8), file: "untitled.actionsdata")
    }()

    @Test func anUntitledParameterIsAskedForByTheWordsOfItsName() throws {
        let conversation = try #require(
            AppIntentConversation(metadata: Self.untitled, actionIdentifier: "AddItems", performer: AcceptingAppIntentPerformer()))
        var asked: [String] = []
        let answers = ["Jazz, Lounge and News", "three, 4", "First Board"]
        let transcript = try conversation.run(Intent(typeName: "AddItems")) { question in
            asked.append(question.prompt)
            return answers[asked.count - 1]
        }
        #expect(asked == ["Which media items?", "Which track numbers?", "Which URL target?"])
        guard case .performed = transcript.outcome else {
            Issue.record("\(transcript.outcome)")
            return
        }
        #expect(
            transcript.intent["mediaItems"]
                == .list([
                    .object(identifier: "Jazz", display: "Jazz"), .object(identifier: "Lounge", display: "Lounge"),
                    .object(identifier: "News", display: "News"),
                ]))
        #expect(transcript.intent["trackNumbers"] == .list([.integer(3), .integer(4)]))
        #expect(transcript.intent["URLTarget"] == .object(identifier: "First Board", display: "First Board"))
    }

    @Test func aListOfNumbersWithAWordThatIsNoNumberIsAskedAgain() throws {
        let conversation = try #require(
            AppIntentConversation(metadata: Self.untitled, actionIdentifier: "AddItems", performer: AcceptingAppIntentPerformer()))
        var answers = ["Jazz", "three and many", "3", "Board"][...]
        let transcript = try conversation.run(Intent(typeName: "AddItems")) { _ in answers.popFirst() }
        #expect(transcript.dialogs.contains("Sorry, I didn't get “three and many”."))
        #expect(transcript.intent["trackNumbers"] == .list([.integer(3)]))
    }

    /// An enum declared in another module's metadata, not read: its cases are unknown, so the
    /// words said are the case, as a value given on the command line is.
    @Test func anEnumOfMetadataNotReadTakesTheWordsSaid() throws {
        let text = """
            {"actions": {"Open": {"identifier": "Open", "parameters": [{"name": "place", "title": {"key": "Place"}, "isOptional": false,
              "valueType": {"linkEnumeration": {"wrapper": {"identifier": "OtherKit.Place"}}}}]}}}
            """
        let metadata = try AppIntentsMetadataReader.parse(Data(text.utf8), file: "open.actionsdata")
        let conversation = try #require(AppIntentConversation(metadata: metadata, actionIdentifier: "Open", performer: AcceptingAppIntentPerformer()))
        let transcript = try conversation.run(Intent(typeName: "Open")) { _ in "Library" }
        #expect(transcript.intent["place"] == .enumeration(rawValue: "Library", display: "Library"))
        let action = try #require(metadata.action("Open"))
        #expect(
            try AcceptingAppIntentPerformer.intent(of: action, values: [("place", "Home")], in: metadata)["place"]
                == .enumeration(rawValue: "Home", display: "Home"))
    }

    /// A required parameter with a default in the metadata is not asked for, whatever its type:
    /// a Double's default as written. An empty value given is none.
    @Test func aRequiredParameterWithADefaultIsNotAskedFor() throws {
        let text = """
            {"actions": {"Scale": {"identifier": "Scale", "parameters": [
              {"name": "factor", "title": {"key": "Factor"}, "isOptional": false, "valueType": {"primitive": {"wrapper": {"typeIdentifier": 7}}},
               "typeSpecificMetadata": ["LNValueTypeSpecificMetadataKeyDefaultValue", {"double": {"wrapper": 1.25}}]},
              {"name": "name", "title": {"key": "Name"}, "isOptional": false, "valueType": {"primitive": {"wrapper": {"typeIdentifier": 0}}}}]}}}
            """
        let metadata = try AppIntentsMetadataReader.parse(Data(text.utf8), file: "scale.actionsdata")
        let action = try #require(metadata.action("Scale"))
        let intent = try AcceptingAppIntentPerformer.intent(of: action, values: [("factor", " "), ("name", "")], in: metadata)
        #expect(intent.parameters.isEmpty)
        let conversation = AppIntentConversation(metadata: metadata, action: action, performer: AcceptingAppIntentPerformer())
        var asked: [String] = []
        let transcript = try conversation.run(intent) { question in
            asked.append(question.prompt)
            return "Big"
        }
        #expect(asked == ["Which name?"])
        #expect(transcript.intent["factor"] == .string("1.25"))
    }

    /// A Date is answered as a person says it, on the conversation's clock; given on the command
    /// line, in ISO 8601.
    @Test func aDateIsAnsweredInWordsOnTheConversationsClock() throws {
        let text = """
            {"actions": {"Remind": {"identifier": "Remind", "parameters": [
              {"name": "when", "title": {"key": "When"}, "isOptional": false, "valueType": {"primitive": {"wrapper": {"typeIdentifier": 8}}}}]}}}
            """
        let metadata = try AppIntentsMetadataReader.parse(Data(text.utf8), file: "remind.actionsdata")
        let action = try #require(metadata.action("Remind"))
        var conversation = AppIntentConversation(metadata: metadata, action: action, performer: AcceptingAppIntentPerformer())
        let zone = try #require(Zone(identifier: "UTC"))
        conversation.now = zone.date(year: 2026, month: 12, day: 4, hour: 10)
        conversation.timeZone = zone
        var answers = ["someday", "tomorrow at 9 am"][...]
        let transcript = try conversation.run(Intent(typeName: "Remind")) { _ in answers.popFirst() }
        #expect(transcript.intent["when"] == .string("2026-12-05T09:00"))
        #expect(transcript.dialogs.contains("Sorry, I didn't get “someday”."))
        // In the conversation's language (the app's texts read in Spanish), and still in English.
        conversation.language = "es"
        var spanish = ["mañana a las 5 de la tarde"][...]
        #expect(try conversation.run(Intent(typeName: "Remind")) { _ in spanish.popFirst() }.intent["when"] == .string("2026-12-05T17:00"))
        var english = ["tomorrow at 9 am"][...]
        #expect(try conversation.run(Intent(typeName: "Remind")) { _ in english.popFirst() }.intent["when"] == .string("2026-12-05T09:00"))
        conversation.language = nil
        // Without a clock only ISO 8601 reads.
        conversation.now = nil
        var again = ["tomorrow", "2026-12-05"][...]
        #expect(try conversation.run(Intent(typeName: "Remind")) { _ in again.popFirst() }.intent["when"] == .string("2026-12-05"))
        #expect(
            try AcceptingAppIntentPerformer.intent(of: action, values: [("when", "2026-12-05T09:00")], in: metadata)["when"]
                == .string("2026-12-05T09:00"))
        #expect(throws: AcceptingAppIntentPerformer.ValueError.self) {
            try AcceptingAppIntentPerformer.intent(of: action, values: [("when", "tomorrow")], in: metadata)
        }
    }

    @Test func valuesGivenAsTextAreReadAsTheirTypes() throws {
        let action = try #require(Self.untitled.action("AddItems"))
        let intent = try AcceptingAppIntentPerformer.intent(of: action, values: [("trackNumbers", "1, 2"), ("URLTarget", "Home")], in: Self.untitled)
        #expect(intent["trackNumbers"] == .list([.integer(1), .integer(2)]))
        #expect(intent["URLTarget"] == .object(identifier: "Home", display: "Home"))
        #expect(throws: AcceptingAppIntentPerformer.ValueError.self) {
            try AcceptingAppIntentPerformer.intent(of: action, values: [("trackNumbers", "1, two")], in: Self.untitled)
        }
    }
}
