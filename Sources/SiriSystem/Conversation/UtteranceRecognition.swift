import TextMatching

/// A phrase an app teaches Siri without the person recording anything (App Shortcut phrases), as
/// data the app supplies: a template whose `${parameter}` slots are filled from what is said, the
/// intent class it starts, the endings it may take (templates too, "for ${orderType}"), and values
/// the intent starts with where nothing said sets them.
public struct AppPhrase: Sendable, Hashable {
    public var template: String
    public var intent: String
    public var endings: [String]
    public var presets: [String: IntentValue]

    public init(_ template: String, intent: String, endings: [String] = [], presets: [String: IntentValue] = [:]) {
        self.template = template
        self.intent = intent
        self.endings = endings
        self.presets = presets
    }

    /// The template's words and slots, normalised as utterances are.
    static func tokens(_ template: String) -> [Token] {
        DefinitionTemplate.pieces(template).flatMap { piece -> [Token] in
            switch piece {
            case .text(let text): InvocationPhrase.normalized(String(text)).split(separator: " ").map { .word(String($0)) }
            case .placeholder(let name, _): [.slot(name)]
            }
        }
    }

    enum Token: Hashable {
        case word(String)
        case slot(String)
    }
}

/// What Siri understood an utterance to be.
public enum Recognition: Sendable, Hashable {
    /// A phrase the person recorded.
    case voiceShortcut(VoiceShortcut)
    /// A phrase of the app, and the intent it starts with (a slot whose words fit several values
    /// is left without one, for Siri to ask).
    case appPhrase(AppPhrase, Intent)
    /// Nothing matched; the phrases nearest to what was said, nearest first.
    case notUnderstood(closest: [String])
}

/// Siri listening: matches an utterance against the voice shortcuts first, then the app's
/// phrases in the order it lists them (each with its endings before without), ignoring case,
/// accents, spacing and punctuation, and a leading "Hey Siri". A slot's words are read by the
/// intent's handler (`IntentHandling.spokenValue`), else as a value of the parameter's type.
public struct UtteranceRecognizer {
    /// How many phrases "Sorry, I didn't understand" offers.
    public static let suggestionCount = 3

    let system: SystemStore
    let definitions: DefinitionSet
    let handlers: IntentHandlerProvider
    let phrases: [AppPhrase]

    public init(system: SystemStore, definitions: DefinitionSet, handlers: IntentHandlerProvider, phrases: [AppPhrase]) {
        self.system = system
        self.definitions = definitions
        self.handlers = handlers
        self.phrases = phrases
    }

    /// The recognizer of an app that ships one definition file.
    public init(system: SystemStore, file: DefinitionFile, handlers: IntentHandlerProvider, phrases: [AppPhrase]) {
        self.init(system: system, definitions: DefinitionSet([file]), handlers: handlers, phrases: phrases)
    }

    public func recognize(_ utterance: String) throws -> Recognition {
        let words = Self.withoutWakeWords(InvocationPhrase.normalized(utterance))
        guard !words.isEmpty else { return .notUnderstood(closest: try closest(to: words)) }
        if let voiceShortcut = try system.voiceShortcut(matching: words) {
            return .voiceShortcut(voiceShortcut)
        }
        if let (phrase, intent) = try appPhrase(heardIn: words) { return .appPhrase(phrase, intent) }
        return .notUnderstood(closest: try closest(to: words))
    }

    /// The app's phrase `utterance` is heard as (a prefix of a soup's name, an ending), with the
    /// intent it starts, were there no voice shortcut: what a voice shortcut recorded with those
    /// words takes over.
    public func appPhrase(heardIn utterance: String) throws -> (phrase: AppPhrase, intent: Intent)? {
        let words = Self.withoutWakeWords(InvocationPhrase.normalized(utterance))
        let said = words.split(separator: " ").map(String.init)
        guard !said.isEmpty else { return nil }
        for phrase in phrases {
            for template in phrase.endings.map({ phrase.template + " " + $0 }) + [phrase.template] {
                if let intent = try match(said, AppPhrase.tokens(template), phrase: phrase) { return (phrase, intent) }
            }
        }
        return nil
    }

    static let wakeWords = [
        "hey siri", "dis siri", "oye siri", "ehi siri", "he siri", "hej siri", "hei siri", "e ai siri", "привет siri", "嘿 siri", "嘿siri", "siri",
    ]

    public static func withoutWakeWords(_ words: String) -> String {
        // Siri's wake words in the languages that say them otherwise (“Dis Siri”, “Oye Siri”, “Ehi
        // Siri”, “Hé Siri”, “Hej Siri”, “Hei Siri”, “E aí Siri”, “Привет Siri”, “嘿Siri”), as
        // `InvocationPhrase.normalized` writes them; “Siri” alone last.
        for wake in wakeWords where words == wake || words.hasPrefix(wake + " ") || (wake.hasPrefix("嘿") && words.hasPrefix(wake)) {
            return String(words.dropFirst(wake.count)).trimmingWhitespace()
        }
        return words
    }

    /// The intent `said` starts when it is `tokens`; nil when it is not.
    private func match(_ said: [String], _ tokens: [AppPhrase.Token], phrase: AppPhrase) throws -> Intent? {
        guard let (file, definition) = definitions.intent(named: phrase.intent) else { return nil }
        var intent = Intent(typeName: phrase.intent)
        guard try fill(said[...], tokens[...], into: &intent, definition: definition, file: file) else { return nil }
        for (name, value) in phrase.presets where intent[name] == nil { intent[name] = value }
        return intent
    }

    /// Whether `said` is `tokens`, filling each slot's value into `intent`. A slot takes one word
    /// or more, as few as let the rest match.
    private func fill(
        _ said: ArraySlice<String>, _ tokens: ArraySlice<AppPhrase.Token>, into intent: inout Intent, definition: CustomIntent,
        file: DefinitionFile
    ) throws -> Bool {
        guard let token = tokens.first else { return said.isEmpty }
        switch token {
        case .word(let word):
            guard said.first == word else { return false }
            return try fill(said.dropFirst(), tokens.dropFirst(), into: &intent, definition: definition, file: file)
        case .slot(let name):
            guard let parameter = definition.parameter(named: name), !said.isEmpty else { return false }
            for count in 1...said.count {
                var candidate = intent
                guard try fill(said.dropFirst(count), tokens.dropFirst(), into: &candidate, definition: definition, file: file) else { continue }
                let words = said.prefix(count).joined(separator: " ")
                guard let value = try value(words, for: parameter, of: candidate, file: file) else { continue }
                if case .some(let found) = value { candidate[name] = found }
                intent = candidate
                return true
            }
            return false
        }
    }

    /// The value `words` give a parameter: `.some(nil)` when they fit several values (Siri asks
    /// which), nil when they fit none.
    private func value(_ words: String, for parameter: IntentParameter, of intent: Intent, file: DefinitionFile) throws -> IntentValue?? {
        let handler = handlers.handler(for: intent)
        if let spoken = try handler?.spokenValue(for: parameter.name, words: words, of: intent) {
            switch spoken {
            case .one(let value), .refused(let value, _, _): return .some(value)
            case .several: return .some(nil)
            case .none: return nil
            }
        }
        let options = try handler?.options(for: parameter.name, of: intent) ?? []
        if let named = options.first(where: { InvocationPhrase.normalized($0.displayString) == words }) { return .some(named) }
        guard options.isEmpty, let value = AnswerReader(file: file).parse(words, for: parameter) else { return nil }
        return .some(value)
    }

    /// The voice shortcut phrases and the app's phrases (a one-slot phrase once for each of its
    /// handler's options) nearest to `words`.
    private func closest(to words: String) throws -> [String] {
        var candidates = try system.allVoiceShortcuts().map(\.invocationPhrase)
        for phrase in phrases {
            let slots = AppPhrase.tokens(phrase.template).compactMap { token -> String? in
                if case .slot(let name) = token { return name }
                return nil
            }
            guard slots.count == 1, let handler = handlers.handler(forTypeName: phrase.intent) else {
                if slots.isEmpty { candidates.append(phrase.template) }
                continue
            }
            let options = try handler.options(for: slots[0], of: Intent(typeName: phrase.intent))
            candidates += options.map { option in DefinitionTemplate.fill(phrase.template) { _ in option.displayString } }
        }
        return Self.nearest(candidates, to: words)
    }

    /// The `suggestionCount` phrases of `candidates` nearest to `words` (normalized), nearest
    /// first, the earlier of two at the same distance first; a phrase said the same as one already
    /// kept (a voice shortcut recorded with an App Shortcut's words) is kept once.
    public static func nearest(_ candidates: [String], to words: String) -> [String] {
        let scored = candidates.enumerated().map { index, phrase in
            (phrase, InvocationPhrase.normalized(phrase), index)
        }.map { ($0.0, $0.1, editDistance(words, $0.1), $0.2) }
        var said = Set<String>()
        var nearest: [String] = []
        for (phrase, normalized, _, _) in scored.sorted(by: { ($0.2, $0.3) < ($1.2, $1.3) }) where said.insert(normalized).inserted {
            nearest.append(phrase)
            if nearest.count == suggestionCount { break }
        }
        return nearest
    }
}
