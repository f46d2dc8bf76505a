import Dates
import TextMatching

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Siri holding the conversation an intent definition describes, with any `IntentHandling`:
/// the parameters are resolved in the definition's order, after its defaults are filled in, except
/// those a relationship rules out, which are not resolved at all; each resolution result is
/// spoken with the parameter's prompt for it (needs value → Primary, disambiguation →
/// DisambiguationIntroduction or DisambiguationSelection, confirmation required → Confirmation,
/// unsupported → the reason's template); then `confirm`, Siri's own question when the intent
/// requires confirmation, and `handle`, whose response template is filled from the response's
/// values. The handler may word any of these itself (`IntentHandling.wording`). See
/// docs/intents.md.
public struct IntentConversation {
    /// A question Siri asks.
    public struct Question: Sendable, Hashable {
        public enum Kind: Sendable, Hashable {
            case confirmation
            case choice([String])
            case value
        }

        /// The parameter asked about; nil for Siri's question before `handle`.
        public var parameter: String?
        public var prompt: String
        public var kind: Kind
        /// For Siri's question before `handle`: the intent and confirm's response, which the
        /// app's Intents UI extension shows with it (interaction status `ready`).
        public var intent: Intent?
        public var response: HandlerResponse?
        /// For a choice: each choice's section heading and subtitle, as a disambiguation list
        /// shows them (App Intents entities' display representations); empty when plain.
        public var choiceDetails: [ChoiceDetail] = []
        /// The other names the choices answer to (an enum's cases' synonyms): like a choice's
        /// own, one said is chosen, not obeyed as "Stop" or "Cancel" (Dolalr's case `stopped`
        /// has the synonym “stop”).
        public var otherNames: [String] = []

        /// A choice's place in a sectioned list, and the line under its title.
        public struct ChoiceDetail: Sendable, Hashable {
            public var section: String?
            public var subtitle: String?

            public init(section: String?, subtitle: String?) {
                self.section = section
                self.subtitle = subtitle
            }
        }

        public init(parameter: String?, prompt: String, kind: Kind, intent: Intent? = nil, response: HandlerResponse? = nil) {
            self.parameter = parameter
            self.prompt = prompt
            self.kind = kind
            self.intent = intent
            self.response = response
        }

        public var choices: [String] {
            if case .choice(let choices) = kind { return choices }
            return []
        }
    }

    /// One call Siri made to the handler (or, for `userConfirmation`, its own question).
    public struct Step: Sendable, Hashable {
        public enum Stage: String, Sendable, Hashable {
            case resolve, confirm, userConfirmation, handle
        }

        public var stage: Stage
        public var parameter: String?
        /// The resolution result's name, the response code, or "confirmed"/"declined".
        public var result: String
        /// The value the result carries, as shown; after `handle`, the identifier of what it made.
        public var value: String?
        /// What Siri said at this step.
        public var prompt: String?
        public var choices: [String] = []
        /// Each choice's line under its title (a soup's description), nil where it has none;
        /// empty when no choice has one.
        public var choiceSubtitles: [String?] = []
        public var answer: String?

        /// The handler method called: "resolveStoreLocation", "confirm", "handle", or
        /// "userConfirmation" for Siri's own question.
        public var call: String {
            switch stage {
            case .resolve: "resolve" + (parameter.map { $0.prefix(1).uppercased() + $0.dropFirst() } ?? "")
            case .confirm: "confirm"
            case .userConfirmation: "userConfirmation"
            case .handle: "handle"
            }
        }
    }

    /// Something that happens during a conversation, in the order it happens, for a listener that
    /// shows the conversation as it goes. Questions go to `ask` instead.
    public enum Event: Sendable, Hashable {
        /// The handler answered a resolve, confirm or handle call.
        case handlerCall(Step)
        /// Siri says something without asking.
        case siriSays(String)
        /// `handle` answered, and Siri has said its response: the app's Intents UI extension may
        /// show the outcome (interaction status success or failure).
        case responded(intent: Intent, response: HandlerResponse)
    }

    public enum Outcome: Sendable, Hashable {
        /// `handle` answered with a success code.
        case succeeded(HandlerResponse)
        /// `confirm` or `handle` answered with a failure code, or there was nothing to choose from.
        case failed(HandlerResponse)
        case declined
        /// The person said "Cancel" (or "Stop") to `Question`: Siri stops, saying nothing more.
        case cancelled(Question)
        case unanswered(Question)
        case notUnderstood(Question, lastAnswer: String)

        public var name: String {
            switch self {
            case .succeeded: "succeeded"
            case .failed: "failed"
            case .declined: "declined"
            case .cancelled: "cancelled"
            case .unanswered: "unanswered"
            case .notUnderstood: "notUnderstood"
            }
        }

        public var response: HandlerResponse? {
            switch self {
            case .succeeded(let response), .failed(let response): response
            default: nil
            }
        }
    }

    public struct Transcript: Sendable, Hashable {
        /// The intent at the end, with every answer in it.
        public var intent: Intent
        public var steps: [Step]
        public var outcome: Outcome
        /// Siri's last words, nil when the conversation ended on an unanswered question.
        public var closing: String?
    }

    /// How many answers in a row Siri tries to make sense of, and how many times it resolves one
    /// parameter, before it gives up.
    public static let attemptsPerQuestion = 3
    public static let gaveUp = "Sorry, I'm having trouble understanding. Let's try again later."

    /// What Siri says for a failure the definition gives no words (neither a dialog nor a
    /// voice-only one) and the handler does not word: the system's sentence, as developers quote
    /// it from iOS 12 on (Open Radar 41015014, 47050905).
    public static let problemWithTheApp = "Sorry, there was a problem with the app."

    /// What Siri says when the person says no to its question before `handle`: "OK, I won't
    /// order it." for an intent whose verb is Order.
    /// A verb as Siri says it: its words in lower case, `StartNavigation` as "start navigation".
    public static func spoken(verb: String) -> String {
        var words = ""
        var previous: Character?
        for character in verb {
            if character.isUppercase, let previous, previous.isLowercase { words.append(" ") }
            words.append(character)
            previous = character
        }
        return words.lowercased()
    }

    /// soupchef's words for a refusal the definition and the handler word nothing for, the
    /// parameter named as in any of Siri's sentences ("blog ID", not "blog id"), a plural agreeing
    /// with its verb: "Sorry, that soup isn't supported.", "Sorry, those toppings aren't supported."
    static func notSupported(_ name: String, language: String?) -> String {
        DateParameterText.isEnglish(language) && IntentParameter.isEnglishPlural(name)
            ? "Sorry, those \(name) aren't supported." : "Sorry, that \(name) isn't supported."
    }

    public static func declined(verb: String?) -> String {
        verb.map { "OK, I won't \(spoken(verb: $0)) it." } ?? "OK, I won't."
    }

    public let file: DefinitionFile
    public let definition: CustomIntent
    public let handler: any IntentHandling
    /// The moment of the conversation and the device's wall clock, for a date answered in words
    /// ("tomorrow", "Friday at 5 pm": `SpokenDate`); without them a date is answered in ISO 8601.
    public var now: Date?
    public var timeZone: Zone?

    public init(file: DefinitionFile, definition: CustomIntent, handler: any IntentHandling) {
        self.file = file
        self.definition = definition
        self.handler = handler
    }

    /// The conversation for `intent` with the handler `provider` has for its class, from the file
    /// of `definitions` that defines it; nil when none does or no handler is registered for it.
    public init?(definitions: DefinitionSet, intent: Intent, provider: IntentHandlerProvider) {
        guard let (file, definition) = definitions.intent(named: intent.typeName), let handler = provider.handler(for: intent) else {
            return nil
        }
        self.init(file: file, definition: definition, handler: handler)
    }

    /// The conversation for `intent` when the app ships one definition file.
    public init?(file: DefinitionFile, intent: Intent, provider: IntentHandlerProvider) {
        self.init(definitions: DefinitionSet([file]), intent: intent, provider: provider)
    }

    /// Runs the conversation; `ask` answers a question or returns nil for no answer, `observe`
    /// sees every handler call and everything Siri says without asking.
    public func run(_ intent: Intent, ask: (Question) -> String?, observe: (Event) -> Void = { _ in }) throws -> Transcript {
        try withoutActuallyEscaping(ask) { ask in
            try withoutActuallyEscaping(observe) { observe in
                var run = ConversationRun(conversation: self, intent: intent, ask: ask, observe: observe)
                return try run.toTheEnd()
            }
        }
    }
}

extension IntentParameter {
    /// How Siri names the parameter in a sentence: its display name, its capitalised words in
    /// lower case in English ("Soup" → "soup", "Blog ID" → "blog ID", "HTML" kept; a translation
    /// keeps its own case: German nouns are capitalised), or its name in words where the display
    /// name is blank (Xcode lets it be a single space) or not written, which leaves the name:
    /// `deviceName` as "device name".
    func spokenName(inLanguage language: String?) -> String {
        let shown = displayName.trimmingWhitespace()
        // A Swift name ("deviceName": a lower-case letter before a capital) in words; "URL" as it is.
        let camelCase = zip(name, name.dropFirst()).contains { $0.isLowercase && $1.isUppercase }
        if shown.isEmpty || (shown == name && camelCase) { return IntentConversation.spoken(verb: name) }
        return Self.inSentence(shown, language: language)
    }

    /// What Siri asks for the parameter without a prompt: "What's the quantity?"; "What are the
    /// items?" where the English name is a plural, the noun deciding and not how many values the
    /// parameter takes: Apple's CarPlay sample's list `mediaItems`, "Items", and podmark's one
    /// text `notes`, "Notes", are both asked with "are", never "What's the notes?".
    func plainQuestion(inLanguage language: String?) -> String {
        let spoken = spokenName(inLanguage: language)
        let english = DateParameterText.isEnglish(language)
        return english && Self.isEnglishPlural(spoken) ? "What are the \(spoken)?" : "What's the \(spoken)?"
    }

    /// The marks that close a sentence or lead into what follows, which a name inside another
    /// sentence does not keep.
    static let closingMarks: Set<Character> = ["?", ":", ".", "!", ";", "？", "：", "。", "！", "；"]

    /// `written` without the closing marks and spaces at its end ("Trigger (optional):" as
    /// "Trigger (optional)"); as it is when it is nothing else.
    static func withoutClosingMark(_ written: String) -> String {
        var shown = Substring(written)
        while let last = shown.last, last.isWhitespace || closingMarks.contains(last) { shown = shown.dropLast() }
        return shown.isEmpty ? written : String(shown)
    }

    /// English nouns ending in s that name one thing.
    static let singularsEndingInS: Set<String> = [
        "news", "series", "species", "means", "lens", "canvas", "gas", "atlas", "alias", "bias", "ios", "macos", "tvos", "watchos",
        "visionos", "its", "this", "yes",
    ]

    /// Whether the last word of an English name is a plural: "items", "notes", "maximum
    /// results", "IDs"; not "address", "status", "analysis", "news", nor an acronym written in
    /// capitals ("GPS", "SMS", "HTTPS"). A word of five letters or more written all in capitals,
    /// with a vowel before its "S", is a plural set in capitals as a label is (MEGA's widget
    /// names its list "ACTIONS").
    static func isEnglishPlural(_ name: String) -> Bool {
        guard let word = name.split(separator: " ").last.map(String.init), word.count > 2, let final = word.last else { return false }
        let letters = word.filter(\.isLetter)
        let capitals = letters.count >= 5 && letters.allSatisfy(\.isUppercase) && letters.dropLast().contains(where: { "AEIOUY".contains($0) })
        guard final == "s" || (final == "S" && capitals) else { return false }
        let last = word.lowercased()
        return !["ss", "us", "is"].contains(where: { last.hasSuffix($0) }) && !singularsEndingInS.contains(last)
    }

    /// A display name inside a sentence: in English its capitalised words in lower case, an
    /// acronym or a name with capitals inside ("ID", "iPhone", "McDonald") kept; another
    /// language's as it is; in every language without a closing "?", ":" or "." of its own.
    static func inSentence(_ written: String, language: String?) -> String {
        // The name's own closing mark is the sentence's to give: Quit's "Was there a trigger?"
        // asked as "What's the was there a trigger??", "Trigger (optional):" as "…(optional):?".
        let shown = Self.withoutClosingMark(written)
        let english = DateParameterText.isEnglish(language)
        guard english else { return shown }
        return shown.split(separator: " ", omittingEmptySubsequences: false).map { word in
            // Judged on its letters ("(Hot)" is capitalised): one letter ("X", "I") or capitals
            // after the first ("ID", "iPhone") keep the word as written.
            let letters = word.filter(\.isLetter)
            return letters.count <= 1 || letters.dropFirst().contains(where: \.isUppercase) ? String(word) : word.lowercased()
        }.joined(separator: " ")
    }
}

extension CustomIntent {
    /// Whether Siri resolves the parameter at all: every parameter of a custom intent, and of a
    /// customised system intent those its handling protocol has a resolve method for.
    public func isResolved(_ parameter: IntentParameter) -> Bool {
        !isSystemIntent || SystemIntentQuestions.isResolved(parameter.name, of: className)
    }

    /// Whether the parameter's relationship rules it out for `intent`: its parent has no value, or
    /// (`EnumHasExactValue`, `BooleanHasExactValue`) not the value named: a case, or true or false;
    /// or (`IntegerValueIsGreaterThan`, `DoubleHasExactValue`, …) a number the comparison does not
    /// hold for: an Integer's, or a Decimal's (its text, "0.5"). A predicate not known here rules
    /// nothing out.
    public func isExcluded(_ parameter: IntentParameter, in intent: Intent) -> Bool {
        guard let relationship = parameter.relationship else { return false }
        guard let parent = intent[relationship.parent], parent.isPresent else { return true }
        if IntentParameter.Relationship.numberComparison(relationship.predicate) != nil {
            let number: Double? =
                switch parent {
                case .integer(let whole): Double(whole)
                case .string(let text): Double(text)
                default: nil
                }
            return number.flatMap { relationship.holds(forNumber: $0) }.map { !$0 } ?? false
        }
        guard ["EnumHasExactValue", "BooleanHasExactValue"].contains(relationship.predicate), let wanted = relationship.value else { return false }
        return parent.identity != wanted
    }

    /// The intent with the definition's defaults filled in where it has no value: an Integer's
    /// number, an enum's case, a String's text or URL.
    public func withDefaults(_ intent: Intent, in file: DefinitionFile) -> Intent {
        var intent = intent
        for parameter in parameters where intent[parameter.name] == nil {
            guard let value = parameter.metadata.defaultValue else { continue }
            if let enumName = parameter.enumType {
                // The unknown case (index 0) is no value.
                if let enumeration = file.enumeration(named: enumName), let found = enumeration.enumCase(forDefault: value.description) {
                    intent[parameter.name] = enumeration.value(of: found)
                }
            } else if parameter.type == "Integer", case .integer(let n) = value {
                intent[parameter.name] = .integer(n)
            } else if parameter.type == "Decimal", let number = value.number {
                intent[parameter.name] = .string(CustomIntent.decimalText(number))
            } else if parameter.type == "TimeInterval", let seconds = parameter.metadata.defaultMeasure, seconds >= 0 {
                // In its unit: a default of 30 in Minutes is half an hour.
                intent[parameter.name] = .string(DurationText.text(seconds))
            } else if parameter.type == "Boolean" {
                // Xcode writes a Boolean's default as <true/>/<false/> (older files: 1/0).
                switch value {
                case .bool(let flag): intent[parameter.name] = parameter.booleanValue(flag)
                case .integer(let n): intent[parameter.name] = parameter.booleanValue(n != 0)
                default: break
                }
            } else if parameter.type == "String", case .string(let text) = value, !text.trimmingWhitespace().isEmpty {
                // An empty text is no value (a translation may empty the default: Home Assistant's en-GB).
                intent[parameter.name] = .string(text)
            } else if parameter.type == "URL", case .string(let text) = value, let url = URLValue.read(text) {
                // Xcode offers a URL's default too (Ulry's "https://google.com").
                intent[parameter.name] = .string(url)
            }
        }
        return intent
    }
}

/// The state of one conversation.
private struct ConversationRun {
    typealias Question = IntentConversation.Question
    typealias Step = IntentConversation.Step

    let conversation: IntentConversation
    var intent: Intent
    let ask: (Question) -> String?
    let observe: (IntentConversation.Event) -> Void
    var steps: [Step] = []
    var misunderstood = 0
    var carried: String?
    var closing: String?

    init(
        conversation: IntentConversation, intent: Intent, ask: @escaping (Question) -> String?,
        observe: @escaping (IntentConversation.Event) -> Void
    ) {
        self.conversation = conversation
        self.intent = intent
        self.ask = ask
        self.observe = observe
    }

    var definition: CustomIntent { conversation.definition }
    var handler: any IntentHandling { conversation.handler }

    enum End: Error { case outcome(IntentConversation.Outcome) }

    /// What an answer gave.
    enum Reading<T> {
        case value(T)
        /// A value that cannot be used, and what Siri says instead of "I didn't get that".
        case unusable(String)
        case notUnderstood
    }

    mutating func toTheEnd() throws -> IntentConversation.Transcript {
        intent = definition.withDefaults(intent, in: conversation.file)
        let outcome: IntentConversation.Outcome
        do {
            // A parameter its relationship rules out is not resolved: Siri neither calls the
            // handler for it nor asks; nor one of a system intent whose handling protocol has no
            // resolve method for it (a media request's `mediaContainer`).
            for parameter in definition.parameters where !definition.isExcluded(parameter, in: intent) && definition.isResolved(parameter) {
                try resolve(parameter)
            }
            let ready = try confirm()
            if definition.siriAsksToConfirm { try askToGoAhead(ready) }
            outcome = try handle()
        } catch End.outcome(let ended) {
            outcome = ended
        }
        return IntentConversation.Transcript(intent: intent, steps: steps, outcome: outcome, closing: closing)
    }

    // MARK: Turns

    mutating func record(_ stage: Step.Stage, _ parameter: String?, _ result: String, value: String? = nil) {
        let step = Step(stage: stage, parameter: parameter, result: result, value: value, prompt: carried)
        carried = nil
        steps.append(step)
        if stage != .userConfirmation { observe(.handlerCall(step)) }
    }

    /// Siri says `text` at the latest step; an empty text says nothing.
    mutating func say(_ text: String) {
        guard !text.isEmpty else { return }
        if let last = steps.indices.last {
            steps[last].prompt = steps[last].prompt.map { IntentConversation.sentences($0, text) } ?? text
        }
        observe(.siriSays(text))
    }

    /// Asks at the latest step; nil when the answer could not be used (Siri says why, and the
    /// caller asks again); ends the conversation on no answer or too many unusable ones.
    mutating func question<T>(_ question: Question, _ read: (String) throws -> Reading<T>) throws -> T? {
        let last = steps.count - 1
        steps[last].prompt = steps[last].prompt.map { IntentConversation.sentences($0, question.prompt) } ?? question.prompt
        steps[last].choices = question.choices
        if question.choiceDetails.contains(where: { $0.subtitle != nil }) { steps[last].choiceSubtitles = question.choiceDetails.map(\.subtitle) }
        guard let answer = ask(question) else { throw End.outcome(.unanswered(question)) }
        steps[last].answer = answer
        if SiriAnswers.cancels(answer, question) { throw End.outcome(.cancelled(question)) }
        var reply = "Sorry, I didn't get “\(answer)”."
        var understood = false
        switch try read(answer) {
        case .value(let value):
            misunderstood = 0
            return value
        case .unusable(let why): (reply, understood) = (why, true)
        case .notUnderstood: break
        }
        misunderstood += 1
        guard misunderstood < IntentConversation.attemptsPerQuestion else {
            // An answer understood and refused (a number out of range) is refused with its
            // reason before Siri gives up, as every earlier one was.
            closing = (understood ? reply + " " : "") + IntentConversation.gaveUp
            if understood { observe(.siriSays(reply)) }
            observe(.siriSays(IntentConversation.gaveUp))
            throw End.outcome(.notUnderstood(question, lastAnswer: answer))
        }
        carried = reply
        observe(.siriSays(reply))
        return nil
    }

    /// The text of a dialog: the handler's wording, else the definition's template filled from
    /// `values`, then the intent's, then the system's names for the parameter (`${displayName}`,
    /// `${minimumValue}`, `${maximumValue}`, in its prompts as in its reasons); nil without either.
    func text(_ dialog: DefinitionDialog, template: String?, values: [String: IntentValue] = [:], parameter: IntentParameter? = nil)
        throws -> String?
    {
        if let worded = try handler.wording(of: dialog, template: template, values: values, in: intent) { return worded }
        guard var template else { return nil }
        if let variant = definition.caseTemplate(template, value: { values[$0] ?? intent[$0] }) { template = variant }
        let system = [
            "displayName": parameter?.displayName, "minimumValue": parameter?.metadata.spokenMinimum,
            "maximumValue": parameter?.metadata.spokenMaximum,
        ]
        // Siri never speaks a placeholder: one without a value says the parameter's name instead
        // ("What is the blog for this post?"), or nothing when it names no parameter.
        var anyFilled = false
        // Whether the sentence opens with a parameter's name put in a placeholder's place.
        let opening = template.hasPrefix("${") ? DefinitionTemplate.names(in: template).first : nil
        var opensWithName = false
        let isResponse = if case .response = dialog { true } else { false }
        let filled = DefinitionTemplate.fill(template) { name in
            // A date as iOS writes it in a sentence (`IntentParameter.shownDate`).
            let language = conversation.file.language
            let dated =
                values[name].map { value in
                    definition.response.parameter(named: name)?.shownDate(value, language: language)
                        ?? definition.parameter(named: name)?.shownDate(value, language: language) ?? value
                } ?? intent[name].map { value in definition.parameter(named: name)?.shownDate(value, language: language) ?? value }
            if let value = dated?.displayString {
                anyFilled = true
                return value
            }
            if let named = system[name] ?? nil {
                // The parameter's display name opening iOS's range reason: a name, not a value.
                if name == opening && name == "displayName" { opensWithName = true }
                anyFilled = true
                return named
            }
            // A response value the handler did not set is left out ("Failed to share the event."):
            // a question names what it asks for, a response has nothing to name.
            if isResponse { return IntentConversation.leftOut }
            let root = String(name.prefix { $0 != "." })
            // A property of a parameter that has a value (NextBus's "Route ${route.name} from which
            // stop?" once a route is chosen) is the value's, which this one does not carry: left
            // out, as a response's is; the parameter's name would read "Route route from …".
            if root != name, (values[root] ?? intent[root])?.isPresent == true { return IntentConversation.leftOut }
            if name == opening { opensWithName = true }
            if let named = definition.parameter(named: root) { return named.spokenName(inLanguage: nameLanguage(of: named)) }
            let shown = definition.response.parameter(named: root)?.displayName.trimmingWhitespace() ?? ""
            return IntentParameter.inSentence(shown, language: conversation.file.language)
        }
        // A template that is nothing but placeholders none of which has a value ("${error}") would
        // be a bare name: it is not spoken, as a code without a template is not.
        let words = DefinitionTemplate.fill(template) { _ in "" }
        if !anyFilled, !DefinitionTemplate.names(in: template).isEmpty, !words.contains(where: \.isLetter) { return nil }
        // Line breaks at the ends are left out as spaces are: Siri's speech has none, and
        // Xcode's one-line field keeps a Return typed after the last word (an adventure app's
        // "What adventure would you like to search for?⏎").
        let spoken = IntentConversation.closingUp(filled).split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
            .trimmingWhitespaceAndNewlines()
        // A sentence that opens with a parameter's name in lower case ("amount can't be …") opens
        // with a capital, as Siri's sentences do.
        guard opensWithName, let first = spoken.first, first.isLowercase else { return spoken }
        return first.uppercased() + spoken.dropFirst()
    }

    /// What Siri says for an unsupported reason: the parameter's reason, else the response code of
    /// that name used as one.
    func refusal(_ reason: String, of parameter: IntentParameter, values: [String: IntentValue]) throws -> String {
        let template =
            parameter.unsupportedReason(reason)?.text ?? definition.response.code(named: reason)?.spokenTemplate
            ?? AnswerReader.rangeWording[reason]
        return try text(.unsupported(parameter: parameter.name, reason: reason), template: template, values: values, parameter: parameter)
            ?? IntentConversation.notSupported(
                parameter.spokenName(inLanguage: nameLanguage(of: parameter)), language: nameLanguage(of: parameter))
    }

    // MARK: Resolve

    mutating func resolve(_ parameter: IntentParameter) throws {
        let name = parameter.name
        for _ in 0..<(IntentConversation.attemptsPerQuestion * 2) {
            let result = try handler.resolve(name, of: intent)
            switch result {
            case .success(let value):
                record(.resolve, name, result.name, value: value.displayString)
                intent[name] = value
                return
            case .notRequired:
                record(.resolve, name, result.name)
                return
            case .needsValue:
                record(.resolve, name, result.name)
                // A Boolean is a yes-or-no question: its display name asked ("Show pictures?"), in
                // English its words after the first as inside a sentence ("Show Address If
                // Available" as "Show address if available?"). A display name that is a question
                // already ("Is Red?") is asked as it is.
                let asked = parameter.displayName.trimmingWhitespace()
                let isQuestion = asked.hasSuffix("?") || asked.hasSuffix("？")
                let first = asked.prefix { $0 != " " }
                let rest = asked.dropFirst(first.count).trimmingWhitespace()
                let sentence =
                    rest.isEmpty
                    ? IntentParameter.withoutClosingMark(asked)
                    : first + " " + IntentParameter.inSentence(rest, language: nameLanguage(of: parameter))
                let generic =
                    parameter.type == "Boolean" && !asked.isEmpty
                    ? (isQuestion ? asked : sentence + "?")
                    : (definition.isSystemIntent ? SystemIntentQuestions.question(for: name, of: definition.className) : nil)
                        ?? parameter.plainQuestion(inLanguage: nameLanguage(of: parameter))
                let prompt =
                    try text(.prompt(parameter: name, kind: "Primary"), template: parameter.prompt("Primary"), parameter: parameter) ?? generic
                // The handler's options for the parameter, when it has some, are offered as choices.
                let options = try handler.options(for: name, of: intent)
                let kind = options.isEmpty ? kind(of: parameter) : .choice(options.map(\.displayString))
                let reader = AnswerReader(file: conversation.file, now: conversation.now, timeZone: conversation.timeZone)
                let run = self
                var valueQuestion = Question(parameter: name, prompt: prompt, kind: kind)
                if options.isEmpty, let enumName = parameter.enumType, let enumeration = conversation.file.enumeration(named: enumName) {
                    valueQuestion.otherNames = enumeration.choosableCases.flatMap { [$0.name] + $0.synonyms }
                }
                let value = try question(valueQuestion) { answer in
                    try run.read(answer, for: parameter, among: options) { reader.parse($0, for: parameter) }
                }
                if let value { intent[name] = value }
            case .disambiguation(let values):
                record(.resolve, name, result.name)
                guard !values.isEmpty else { try nothingToChooseFrom() }
                let kind = parameter.prompt("DisambiguationIntroduction") == nil ? "DisambiguationSelection" : "DisambiguationIntroduction"
                let prompt =
                    try text(
                        .prompt(parameter: name, kind: kind), template: parameter.prompt(kind), values: ["count": .integer(values.count)],
                        parameter: parameter)
                    ?? "Which one?"
                let run = self
                var asked = Question(parameter: name, prompt: prompt, kind: .choice(values.map(\.displayString)))
                let subtitles = try values.map { try handler.subtitle(of: $0, for: name, of: intent) }
                if subtitles.contains(where: { $0 != nil }) { asked.choiceDetails = subtitles.map { .init(section: nil, subtitle: $0) } }
                let chosen = try question(asked) { answer in
                    try run.read(answer, for: parameter, among: values) { _ in nil }
                }
                if let chosen { intent[name] = chosen }
            case .confirmationRequired(let value):
                record(.resolve, name, result.name, value: value.displayString)
                let prompt =
                    try text(
                        .prompt(parameter: name, kind: "Confirmation"), template: parameter.prompt("Confirmation"), values: [name: value],
                        parameter: parameter)
                    ?? "Just to confirm, you wanted \(value.displayString)?"
                let confirmed = try question(Question(parameter: name, prompt: prompt, kind: .confirmation)) { answer -> Reading<Bool> in
                    SiriAnswers.yesOrNo(answer).map { .value($0) } ?? .notUnderstood
                }
                switch confirmed {
                case true?:
                    intent[name] = value
                    return
                case false?: intent[name] = nil
                case nil: break
                }
            case .unsupported(let reason, let values):
                let had = intent[name]
                record(.resolve, name, result.name, value: had?.displayString)
                // No reason: the value is not what is wrong, so no answer would help.
                guard let reason else { return }
                say(try refusal(reason, of: parameter, values: values))
                guard had != nil else { return }
                intent[name] = nil
            }
        }
    }

    /// An answer to a question about `parameter`: a choice by its number, what the handler's
    /// search finds, a choice by its name, or (`typed`) a value of the parameter's type.
    func read(_ answer: String, for parameter: IntentParameter, among choices: [IntentValue], typed: (String) -> IntentValue?) throws
        -> Reading<IntentValue>
    {
        if let index = SiriAnswers.choiceIndex(answer, count: choices.count, language: conversation.file.language) { return .value(choices[index]) }
        if !choices.isEmpty, SiriAnswers.saysNoToAList(answer, among: choices.map(\.displayString)) { return .notUnderstood }
        if let spoken = try handler.spokenValue(for: parameter.name, words: answer, of: intent) {
            switch spoken {
            case .one(let value): return .value(value)
            case .refused(_, let reason, let values): return .unusable(try refusal(reason, of: parameter, values: values))
            case .several(let found):
                // Of what the search found, the one Siri offered is meant.
                let offered = found.filter { value in choices.contains { $0.identity == value.identity } }
                return offered.count == 1 ? .value(offered[0]) : .notUnderstood
            case .none:
                // The search takes the words as typed; a person answering a list also says "the
                // Ferry Building" or "a tomato soup", which picks what was offered. Nothing else:
                // the words are no value of the parameter's type either (a store is no address).
                return offeredChoice(answer, among: choices).map { .value($0) } ?? .notUnderstood
            }
        }
        if let offered = offeredChoice(answer, among: choices) { return .value(offered) }
        if let value = typed(answer) { return .value(value) }
        if let refused = try rangeRefusal(answer, for: parameter) { return .unusable(refused) }
        return .notUnderstood
    }

    /// The choice offered that `answer` names: by its whole name, else by words only its name
    /// holds, the words that introduce a name ("the", "a") aside.
    func offeredChoice(_ answer: String, among choices: [IntentValue]) -> IntentValue? {
        let said = InvocationPhrase.normalized(answer)
        if let named = choices.first(where: { InvocationPhrase.normalized($0.displayString) == said }) { return named }
        return SiriAnswers.choiceHolding(answer, among: choices.map(\.displayString)).map { choices[$0] }
    }

    /// A number said outside the parameter's minimum and maximum, or below 0 where the file says
    /// it takes no negative number (its "Supports negative numbers" unchecked and the system's
    /// `negativeNumbersNotSupported` reason listed, as Xcode lists it then): the system's reason,
    /// the file's wording of it ("Quantity can’t be lower than 1."), else iOS's; nil for any other
    /// answer. The question is then asked again.
    func rangeRefusal(_ answer: String, for parameter: IntentParameter) throws -> String? {
        guard let number = AnswerReader.number(in: answer, for: parameter, language: conversation.file.language),
            let reason = AnswerReader.numberRefusal(number, for: parameter)
        else {
            return nil
        }
        let template = parameter.unsupportedReason(reason.code)?.text ?? reason.wording
        // The intent holds the value refused while it is resolved: a reason naming the parameter
        // itself (FurnitureFYP's "${amount} can't be negative.") says it: "-3 can't be negative."
        let refused: [String: IntentValue] =
            ["Integer", "Decimal"].contains(parameter.type)
            ? [parameter.name: .string(number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number))] : [:]
        return try text(.unsupported(parameter: parameter.name, reason: reason.code), template: template, values: refused, parameter: parameter)
    }

    /// The language a parameter's display name is in: the one read, else Base's where that
    /// language leaves the name untranslated (mastodon's "Accounts" under `--locale de` is English,
    /// asked "What are the accounts?"); nil is Base, read as English.
    func nameLanguage(of parameter: IntentParameter) -> String? {
        conversation.file.untranslatedParameterNames.contains(definition.name + "." + parameter.name) ? nil : conversation.file.language
    }

    /// A disambiguation among nothing: Siri cannot ask, and the conversation ends with the
    /// system's failure response.
    mutating func nothingToChooseFrom() throws -> Never {
        let failure = HandlerResponse(code: HandlerResponse.failure)
        closing = try message(failure)
        if let closing { say(closing) }
        throw End.outcome(.failed(failure))
    }

    func kind(of parameter: IntentParameter) -> Question.Kind {
        if let enumName = parameter.enumType, let enumeration = conversation.file.enumeration(named: enumName) {
            return .choice(enumeration.choosableCases.map(\.displayName))
        }
        // Siri asks for a Boolean as a yes-or-no question.
        if parameter.type == "Boolean" && !parameter.isList { return .confirmation }
        return .value
    }
}

extension ConversationRun {
    // MARK: Confirm, ask, handle

    /// The response's words: the handler's, else its template filled from its values, then the
    /// intent's; for a failure with neither, the system's "Sorry, there was a problem with the
    /// app." (a success without words says nothing).
    func message(_ response: HandlerResponse) throws -> String? {
        let code = definition.response.answerableCodes.first { $0.name == response.code }
        if let words = try text(.response(code: response.code), template: code?.spokenTemplate, values: response.values), !words.isEmpty {
            return words
        }
        // iOS opens the app for these; nothing of the system's words is published.
        if SystemIntentResponses.opensTheApp.contains(response.code) { return nil }
        return code?.isSuccess == true ? nil : IntentConversation.problemWithTheApp
    }

    mutating func confirm() throws -> HandlerResponse {
        let response = try handler.confirm(intent)
        record(.confirm, nil, response.code)
        guard response.code == HandlerResponse.ready else {
            closing = try message(response)
            if let closing { say(closing) }
            throw End.outcome(.failed(response))
        }
        return response
    }

    mutating func askToGoAhead(_ ready: HandlerResponse) throws {
        let prompt =
            try handler.confirmationPrompt(for: intent, response: ready)
            // A message, as Siri reads one back before sending it.
            ?? (definition.isSystemIntent && definition.className == "INSendMessageIntent" ? "Ready to send it?" : nil)
            // "Do", the generic category's verb, says nothing without its object: "Ready to do?"
            // is no English, and the title says what would be done.
            ?? definition.verb.flatMap { $0 == "Do" ? nil : "Ready to \(IntentConversation.spoken(verb: $0))?" }
            // The title inside the sentence as a name is: "I", "CFI" and "iPhone" as written.
            ?? "Do you want to \(definition.title.map { IntentParameter.inSentence($0, language: conversation.file.language) } ?? IntentConversation.spoken(verb: definition.name))?"
        let asked = Question(parameter: nil, prompt: prompt, kind: .confirmation, intent: intent, response: ready)
        while true {
            // "asked" until answered: an answer that is neither yes nor no is "notUnderstood",
            // the last one too, when Siri gives up.
            record(.userConfirmation, nil, "asked")
            let step = steps.count - 1
            let yes: Bool?
            do {
                yes = try question(asked) { answer -> Reading<Bool> in SiriAnswers.yesOrNo(answer).map { .value($0) } ?? .notUnderstood }
            } catch {
                if steps[step].answer != nil { steps[step].result = "notUnderstood" }
                throw error
            }
            guard let yes else {
                steps[step].result = "notUnderstood"
                continue
            }
            steps[step].result = yes ? "confirmed" : "declined"
            if yes { return }
            closing = IntentConversation.declined(verb: definition.verb)
            observe(.siriSays(closing!))
            throw End.outcome(.declined)
        }
    }

    mutating func handle() throws -> IntentConversation.Outcome {
        let response = try handler.handle(intent)
        record(.handle, nil, response.code, value: response.identifier)
        closing = try message(response)
        if let closing { say(closing) }
        observe(.responded(intent: intent, response: response))
        let isSuccess = definition.response.answerableCodes.first { $0.name == response.code }?.isSuccess ?? false
        return isSuccess ? .succeeded(response) : .failed(response)
    }
}

extension IntentConversation {
    /// Two things Siri says one after the other, as one text: a space between, as English writes
    /// them, but none after a full stop, question or exclamation mark of Chinese and Japanese
    /// (`。`, `？`, `！`), which write none.
    static func sentences(_ first: String, _ second: String) -> String {
        first + (["。", "？", "！", "｡"].contains(where: first.hasSuffix) ? "" : " ") + second
    }
}

extension IntentConversation {
    /// Where a value was left out of a template, until `closingUp` takes it away.
    static let leftOut = "\u{1}"

    /// The text without its left-out values, and without the spaces before one where a mark
    /// follows it: a-Shell's "Your command failed with error code ${errorCode}. Output was:" is
    /// "…error code. Output was:", not "…error code . Output was:". A space the template writes
    /// before a mark itself (French's "Erreur : …") stays, and so does the space before a mark
    /// that more of a word follows (".light.turn_on").
    static func closingUp(_ text: String) -> String {
        guard text.contains(leftOut) else { return text }
        var result = ""
        var rest = Substring(text)
        while let marker = rest.firstIndex(of: Character(leftOut)) {
            var before = rest[..<marker]
            let after = rest[rest.index(after: marker)...]
            // Only a mark that ends the words: one followed by more of a word (Home Assistant's Russian
            // "служба ${unknown}.${service}", the service "light.turn_on") keeps the space, or the
            // words would run into the value.
            if let next = after.first, ".,;:!?".contains(next), after.dropFirst().first.map({ $0.isWhitespace || ".,;:!?".contains($0) }) ?? true {
                while before.last == " " { before = before.dropLast() }
            }
            result += before
            rest = after
        }
        return result + rest
    }
}
