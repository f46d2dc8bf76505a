import Foundation
import Testing

@testable import SiriSystem

/// The burger app of `Data/intents/Order.intentdefinition`: three burgers it finds by a word of
/// their name, one of them sold out, and a wait of 5 minutes.
private final class BurgerHandler: IntentHandling {
    static let burgers = ["Classic", "Cheese Deluxe", "Veggie"]
    private(set) var calls: [String] = []

    func resolve(_ parameter: String, of intent: Intent) throws -> ParameterResolution {
        calls.append("resolve " + parameter)
        if let value = intent[parameter] { return .success(value) }
        return parameter == "burgerName" ? .needsValue : .notRequired
    }

    func confirm(_ intent: Intent) throws -> HandlerResponse {
        calls.append("confirm")
        return HandlerResponse(code: HandlerResponse.ready)
    }

    func handle(_ intent: Intent) throws -> HandlerResponse {
        calls.append("handle")
        return HandlerResponse(code: "success", values: ["waitTime": .string("5")], identifier: "B-1")
    }

    func options(for parameter: String, of intent: Intent) throws -> [IntentValue] {
        parameter == "burgerName" ? Self.burgers.map { .string($0) } : []
    }

    func spokenValue(for parameter: String, words: String, of intent: Intent) throws -> SpokenValue? {
        guard parameter == "burgerName" else { return nil }
        let said = InvocationPhrase.normalized(words)
        let hits = Self.burgers.filter {
            InvocationPhrase.normalized($0).split(separator: " ").contains { $0 == said } || InvocationPhrase.normalized($0) == said
        }
        switch hits.count {
        case 0: return SpokenValue.none
        case 1 where hits[0] == "Veggie": return .refused(.string("Veggie"), reason: "failure")
        case 1: return .one(.string(hits[0]))
        default: return .several(hits.map { .string($0) })
        }
    }
}

/// The path `soupchef siri` takes, with an intent that is not soup: a phrase the app supplies as
/// data is recognised, the definition drives the conversation with the app's handler, and the
/// response template is filled from the handler's values. Nothing here is Soup Chef's.
@Suite struct SiriEnginePathTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    static let burgerFile = try! DefinitionReader.read(path: root + "/Data/intents/Order.intentdefinition")
    static let phrases = [
        AppPhrase("Order a ${burgerName} burger from Burger Bar", intent: "OrderIntent", endings: ["times ${quantity}"]),
        AppPhrase("Burger time", intent: "OrderIntent"),
    ]

    let fixture: SystemFixture
    fileprivate let handler = BurgerHandler()
    let provider: IntentHandlerProvider

    init() throws {
        fixture = try SystemFixture()
        var provider = IntentHandlerProvider()
        provider.register(handler, for: "OrderIntent")
        self.provider = provider
    }

    var recognizer: UtteranceRecognizer {
        UtteranceRecognizer(system: fixture.store, file: Self.burgerFile, handlers: provider, phrases: Self.phrases)
    }

    /// Recognises `utterance`, then holds the conversation it starts, as `siri` does.
    func say(_ utterance: String, answers: [String]) throws -> (IntentConversation.Transcript, [String], [IntentConversation.Event]) {
        guard case .appPhrase(_, let intent) = try recognizer.recognize(utterance) else {
            Issue.record("“\(utterance)” was not recognised")
            throw CancellationError()
        }
        let conversation = try #require(IntentConversation(file: Self.burgerFile, intent: intent, provider: provider))
        var remaining = answers[...]
        var asked: [String] = []
        var events: [IntentConversation.Event] = []
        let transcript = try conversation.run(intent) { question in
            asked.append(question.prompt)
            return remaining.popFirst()
        } observe: {
            events.append($0)
        }
        return (transcript, asked, events)
    }

    @Test func aPhraseSuppliedAsDataStartsTheIntentWithItsSlotsFilled() throws {
        let heard = try recognizer.recognize("Hey Siri, order a cheese burger from Burger Bar times 2")
        guard case .appPhrase(let phrase, let intent) = heard else {
            Issue.record("expected the app's phrase, got \(heard)")
            return
        }
        #expect(phrase == Self.phrases[0])
        #expect(intent == Intent(typeName: "OrderIntent", parameters: ["burgerName": .string("Cheese Deluxe"), "quantity": .integer(2)]))
        // Words that name no burger do not make the phrase match.
        guard case .notUnderstood(let closest) = try recognizer.recognize("order a tofu burger from burger bar") else {
            Issue.record("an unknown burger was recognised")
            return
        }
        #expect(closest.count == UtteranceRecognizer.suggestionCount)
        #expect(closest.allSatisfy { $0.hasPrefix("Order a ") || $0 == "Burger time" })
    }

    @Test func theDefinitionDrivesTheConversationAndTheResponseTemplate() throws {
        let (transcript, asked, events) = try say("order a classic burger from burger bar", answers: ["yes"])
        #expect(handler.calls == ["resolve burgerName", "resolve quantity", "resolve additions", "confirm", "handle"])
        #expect(asked == ["Ready to order?"])
        #expect(
            transcript.steps.map { "\($0.call) \($0.result)" } == [
                "resolveBurgerName success", "resolveQuantity success", "resolveAdditions notRequired", "confirm ready",
                "userConfirmation confirmed", "handle success",
            ])
        #expect(transcript.steps.last?.value == "B-1")
        #expect(transcript.closing == "Your Classic will be ready in 5 minutes.")
        #expect(transcript.outcome.name == "succeeded")
        #expect(events.contains(.siriSays("Your Classic will be ready in 5 minutes.")))
        #expect(
            events.last
                == .responded(
                    intent: transcript.intent, response: HandlerResponse(code: "success", values: ["waitTime": .string("5")], identifier: "B-1")))
    }

    @Test func aPhraseWithoutTheValueAsksWithThePrimaryPromptAndTheHandlersSearch() throws {
        let (transcript, asked, _) = try say("Burger time", answers: ["veggie", "tofu", "deluxe", "no"])
        #expect(asked == ["Which burger would you like?", "Which burger would you like?", "Which burger would you like?", "Ready to order?"])
        let burgerSteps = transcript.steps.filter { $0.parameter == "burgerName" }
        #expect(burgerSteps.first?.choices == BurgerHandler.burgers)
        // A refused value is answered with the definition's words for the reason (here the
        // failure response's template); words that name nothing with Siri's own.
        #expect(burgerSteps[1].prompt == "Sorry, that order could not be placed. Which burger would you like?")
        #expect(burgerSteps[2].prompt == "Sorry, I didn't get “tofu”. Which burger would you like?")
        #expect(transcript.intent["burgerName"] == .string("Cheese Deluxe"))
        #expect(transcript.outcome == .declined)
        #expect(transcript.closing == "OK, I won't order it.")
        #expect(!handler.calls.contains("handle"))
    }

    @Test func aRecordedPhraseIsHeardBeforeTheAppsPhrases() throws {
        let intent = Intent(typeName: "OrderIntent", parameters: ["burgerName": .string("Classic")])
        let recorded = try fixture.store.addVoiceShortcut(phrase: "Burger time", shortcut: .intent(intent), date: SystemFixture.epoch)
        #expect(try recognizer.recognize("burger time!") == .voiceShortcut(recorded))
    }
}
