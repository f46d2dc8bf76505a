import Foundation
import TestSupport
import Testing

@testable import SiriSystem

/// A system store in a private temporary directory, removed when the value goes away.
private final class TemporarySystem {
    let temporary: TemporaryDirectory
    var directory: String { temporary.path }
    let store: SystemStore
    static let definition = IntentDefinition(
        typeName: "OrderThing", category: "order", requiresConfirmation: true, supportsBackgroundExecution: true,
        parameterNames: ["thing", "count"], shortcutTypes: [ShortcutType(parameters: ["thing"], title: "Order ${thing}")])

    init() throws {
        temporary = try TemporaryDirectory("voice")
        store = try SystemStore(directory: temporary.path, definitions: [Self.definition])
    }

    func reopen() throws -> SystemStore { try SystemStore(directory: directory, definitions: [Self.definition]) }

    static func thing(_ name: String, count: Int? = nil) -> Shortcut {
        var intent = Intent(typeName: "OrderThing", suggestedInvocationPhrase: "Thing time")
        intent["thing"] = .object(identifier: name, display: name.capitalized)
        if let count { intent["count"] = .integer(count) }
        return .intent(intent)
    }
}

private let date = Date(timeIntervalSince1970: 1_796_644_800)

@Suite struct InvocationPhraseTests {
    @Test(arguments: [
        ("Soup time", "soup time"),
        ("  SOUP   time!  ", "soup time"),
        ("soup-time", "soup time"),
        ("What’s up, Soup Chef?", "whats up soup chef"),
        ("what's up soup chef", "whats up soup chef"),
        ("Crème brûlée", "creme brulee"),
        ("Order 2 soups", "order 2 soups"),
        ("¡¿…!?", ""),
    ])
    func normalizationIgnoresCaseSpacingAccentsAndPunctuation(phrase: String, normal: String) {
        #expect(InvocationPhrase.normalized(phrase) == normal)
    }

    @Test func theDisplayedPhraseKeepsWhatWasTypedButTidiesSpacing() {
        #expect(InvocationPhrase.displayed("  Soup \t time!  ") == "Soup time!")
    }

    @Test(arguments: ["", "   ", "?!…", "--"])
    func emptyPhrasesAreRefused(phrase: String) {
        #expect(InvocationPhrase.refusal(of: phrase) == .emptyPhrase)
    }

    @Test func phrasesOverTheLimitAreRefusedAndTheLimitItselfIsAccepted() {
        let atLimit = String(repeating: "a", count: InvocationPhrase.maximumLength)
        #expect(InvocationPhrase.refusal(of: atLimit) == nil)
        let over = atLimit + "b"
        #expect(InvocationPhrase.refusal(of: over) == .phraseTooLong(over, limit: InvocationPhrase.maximumLength))
        // Spacing is tidied before counting.
        #expect(InvocationPhrase.refusal(of: "  " + atLimit + "   ") == nil)
    }

    @Test(arguments: [
        ("Call mom", "call"), ("call", "call"), ("Hey Siri, order soup", "hey siri"), ("Set an alarm for noon", "set an alarm"),
        ("What time is it?", "what time is it"), ("WHAT'S THE WEATHER", "whats the weather"), ("Yes", "yes"), ("cancel!", "cancel"),
        ("Remind me to eat soup", "remind me"), ("Text Anna soup", "text"), ("OK", "ok"), ("Okay!", "okay"), ("Nope", "nope"),
        ("sure", "sure"), ("Yeah.", "yeah"),
    ])
    func phrasesSiriKeepsAreRefusedWithTheReason(phrase: String, reserved: String) throws {
        let refusal = try #require(InvocationPhrase.refusal(of: phrase))
        guard case .reservedPhrase(let shown, let rule) = refusal else {
            Issue.record("expected a reserved-phrase refusal, got \(refusal)")
            return
        }
        #expect(shown == InvocationPhrase.displayed(phrase))
        #expect(rule.words == reserved)
        #expect(refusal.description.contains(rule.reason))
        #expect(refusal.isBadPhrase)
        // Said as it is written: "what's the weather", never its normalised "whats".
        #expect(refusal.description.hasPrefix("Siri keeps “\(rule.pattern)”"))
        #expect(InvocationPhrase.normalized(rule.written) == rule.words)
        #expect(!refusal.description.contains("whats"))
    }

    @Test(arguments: [
        "Callback soup", "Soup time", "Order yes soup", "What time is it at the soup shop", "Texture soup", "No soup for you", "OK soup",
    ])
    func phrasesThatOnlyLookLikeReservedOnesAreAccepted(phrase: String) {
        #expect(InvocationPhrase.refusal(of: phrase) == nil)
    }
}

@Suite struct VoiceShortcutStoreTests {
    @Test func addListEditDelete() throws {
        let system = try TemporarySystem()
        let store = system.store
        let added = try store.addVoiceShortcut(phrase: "  Thing   time ", shortcut: TemporarySystem.thing("lamp"), date: date)
        #expect(added.invocationPhrase == "Thing time")
        #expect(added.created == date)
        let other = try store.addVoiceShortcut(
            phrase: "Lamp please", shortcut: TemporarySystem.thing("lamp", count: 2), date: date.addingTimeInterval(60))
        #expect(try store.allVoiceShortcuts().map(\.identifier) == [added.identifier, other.identifier])

        let edited = try store.updateVoiceShortcut(identifier: added.identifier, phrase: "Light it up")
        #expect(edited.invocationPhrase == "Light it up")
        #expect(edited.shortcut == added.shortcut)
        // A reopened store sees the same thing.
        let reopened = try system.reopen()
        #expect(try reopened.voiceShortcut(identifier: added.identifier)?.invocationPhrase == "Light it up")
        #expect(try reopened.voiceShortcut(matching: "thing time") == nil)
        #expect(try reopened.voiceShortcut(matching: "LIGHT it up!")?.identifier == added.identifier)

        let deleted = try store.deleteVoiceShortcut(identifier: added.identifier)
        #expect(deleted.invocationPhrase == "Light it up")
        #expect(try store.allVoiceShortcuts().map(\.identifier) == [other.identifier])
        #expect(throws: VoiceShortcutError.unknownVoiceShortcut(added.identifier)) {
            try store.deleteVoiceShortcut(identifier: added.identifier)
        }
        #expect(throws: VoiceShortcutError.unknownVoiceShortcut("nope")) {
            try store.updateVoiceShortcut(identifier: "nope", phrase: "Anything")
        }
    }

    @Test func phrasesAreUniqueIgnoringCaseSpacingAndPunctuation() throws {
        let system = try TemporarySystem()
        let first = try system.store.addVoiceShortcut(phrase: "Thing time", shortcut: TemporarySystem.thing("lamp"), date: date)
        for variant in ["thing time", "THING-TIME!", "  thing   time "] {
            #expect(
                throws: VoiceShortcutError.phraseTaken(
                    InvocationPhrase.displayed(variant), identifier: first.identifier, existingPhrase: "Thing time")
            ) {
                try system.store.addVoiceShortcut(phrase: variant, shortcut: TemporarySystem.thing("desk"), date: date)
            }
        }
        #expect(try system.store.allVoiceShortcuts().count == 1)
        // Its own phrase, said differently, is not a clash: it changes how it is shown.
        #expect(try system.store.updateVoiceShortcut(identifier: first.identifier, phrase: "thing TIME").invocationPhrase == "thing TIME")
        // Another shortcut may not take it by editing either.
        let second = try system.store.addVoiceShortcut(phrase: "Desk please", shortcut: TemporarySystem.thing("desk"), date: date)
        #expect(throws: VoiceShortcutError.phraseTaken("Thing time", identifier: first.identifier, existingPhrase: "thing TIME")) {
            try system.store.updateVoiceShortcut(identifier: second.identifier, phrase: "Thing time")
        }
        #expect(try system.store.voiceShortcut(identifier: second.identifier)?.invocationPhrase == "Desk please")
    }

    @Test func refusedPhrasesChangeNothing() throws {
        let system = try TemporarySystem()
        let kept = try system.store.addVoiceShortcut(phrase: "Thing time", shortcut: TemporarySystem.thing("lamp"), date: date)
        for phrase in ["", "Call the lamp", String(repeating: "x", count: 61)] {
            #expect(throws: VoiceShortcutError.self) {
                try system.store.addVoiceShortcut(phrase: phrase, shortcut: TemporarySystem.thing("desk"), date: date)
            }
            #expect(throws: VoiceShortcutError.self) {
                try system.store.updateVoiceShortcut(identifier: kept.identifier, phrase: phrase)
            }
        }
        #expect(try system.store.allVoiceShortcuts() == [kept])
    }

    @Test func identifiersAreFoundByUniquePrefixInAnyCase() throws {
        let system = try TemporarySystem()
        let a = try system.store.addVoiceShortcut(phrase: "One", shortcut: TemporarySystem.thing("a"), date: date, identifier: "ABC-1")
        let b = try system.store.addVoiceShortcut(phrase: "Two", shortcut: TemporarySystem.thing("b"), date: date, identifier: "ABD-2")
        #expect(try system.store.voiceShortcut(identifierPrefix: "abc") == a)
        #expect(try system.store.voiceShortcut(identifierPrefix: "ABD-2") == b)
        #expect(throws: VoiceShortcutError.ambiguousVoiceShortcut("ab", candidates: ["ABC-1", "ABD-2"])) {
            try system.store.voiceShortcut(identifierPrefix: "ab")
        }
        #expect(throws: VoiceShortcutError.unknownVoiceShortcut("zz")) { try system.store.voiceShortcut(identifierPrefix: "zz") }
        #expect(throws: VoiceShortcutError.unknownVoiceShortcut(" ")) { try system.store.voiceShortcut(identifierPrefix: " ") }
    }

    @Test func shortcutsAreFoundByTheirValuesNotTheirSuggestedPhrase() throws {
        let system = try TemporarySystem()
        let lamp = try system.store.addVoiceShortcut(phrase: "Lamp", shortcut: TemporarySystem.thing("lamp"), date: date)
        _ = try system.store.addVoiceShortcut(phrase: "Two lamps", shortcut: TemporarySystem.thing("lamp", count: 2), date: date)
        var same = try #require(TemporarySystem.thing("lamp").intent)
        same.suggestedInvocationPhrase = nil
        same["extras"] = .list([])  // an empty list is no value
        #expect(try system.store.voiceShortcuts(for: .intent(same)) == [lamp])
        #expect(try system.store.voiceShortcuts(for: TemporarySystem.thing("desk")).isEmpty)

        let activity = UserActivity(activityType: "com.example.view", persistentIdentifier: "com.example.view")
        let viewing = try system.store.addVoiceShortcut(phrase: "Show it", shortcut: .userActivity(activity), date: date)
        var retitled = activity
        retitled.title = "Another title"
        #expect(try system.store.voiceShortcuts(for: .userActivity(retitled)) == [viewing])
    }

    @Test func anUtteranceWithNoWordsMatchesNothing() throws {
        let system = try TemporarySystem()
        _ = try system.store.addVoiceShortcut(phrase: "Lamp", shortcut: TemporarySystem.thing("lamp"), date: date)
        #expect(try system.store.voiceShortcut(matching: "?!") == nil)
        #expect(try system.store.voiceShortcut(matching: "lamps") == nil)
    }
}
