/// Siri holding the conversation an intent definition describes, with any `IntentHandling`:
/// the parameters are resolved in the definition's order, after its defaults are filled in;
/// each resolution result is spoken with the parameter's prompt for it (needs value → Primary,
/// disambiguation → DisambiguationIntroduction or DisambiguationSelection, confirmation
/// required → Confirmation, unsupported → the reason's template); a parameter whose
/// relationship excludes it is never asked for; then `confirm`, Siri's own question when the
/// intent requires confirmation, and `handle`, whose response template is filled from the
/// response's values. See docs/intents.md.
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
        public var value: String?
        /// What Siri said at this step.
        public var prompt: String?
        public var choices: [String] = []
        public var answer: String?
    }

    public enum Outcome: Sendable, Hashable {
        /// `handle` answered with a success code.
        case succeeded(HandlerResponse)
        /// `confirm` or `handle` answered with a failure code.
        case failed(HandlerResponse)
        case declined
        case unanswered(Question)
        case notUnderstood(Question, lastAnswer: String)

        public var name: String {
            switch self {
            case .succeeded: "succeeded"
            case .failed: "failed"
            case .declined: "declined"
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
    public static let declined = "OK, I won't."

    public let file: DefinitionFile
    public let definition: CustomIntent
    public let handler: any IntentHandling

    public init(file: DefinitionFile, definition: CustomIntent, handler: any IntentHandling) {
        self.file = file
        self.definition = definition
        self.handler = handler
    }

    /// The conversation for `intent` with the handler `provider` has for its class, or nil when
    /// the file does not define the intent or no handler is registered for it.
    public init?(file: DefinitionFile, intent: Intent, provider: IntentHandlerProvider) {
        guard let definition = file.intent(named: intent.typeName), let handler = provider.handler(for: intent) else { return nil }
        self.init(file: file, definition: definition, handler: handler)
    }

    /// Runs the conversation; `ask` answers a question or returns nil for no answer.
    public func run(_ intent: Intent, ask: (Question) -> String?) throws -> Transcript {
        try withoutActuallyEscaping(ask) { ask in
            var run = ConversationRun(conversation: self, intent: intent, ask: ask)
            return try run.go()
        }
    }
}

extension CustomIntent {
    /// Whether the parameter's relationship rules it out for `intent`: its parent has no value, or
    /// (`EnumHasExactValue`) not the value named.
    public func isExcluded(_ parameter: IntentParameter, in intent: Intent) -> Bool {
        guard let relationship = parameter.relationship else { return false }
        guard let parent = intent[relationship.parent], parent.isPresent else { return true }
        guard relationship.predicate == "EnumHasExactValue", let wanted = relationship.value else { return false }
        return parent.identity != wanted
    }

    /// The intent with the definition's defaults filled in where it has no value: an Integer's
    /// number, an enum's case, a String's text.
    public func withDefaults(_ intent: Intent, in file: DefinitionFile) -> Intent {
        var intent = intent
        for parameter in parameters where intent[parameter.name] == nil {
            guard let value = parameter.metadata.defaultValue else { continue }
            if let enumName = parameter.enumType {
                if let found = file.enumeration(named: enumName)?.enumCase(named: value.description) {
                    intent[parameter.name] = .enumeration(rawValue: found.name, display: found.displayName)
                }
            } else if parameter.type == "Integer", case .integer(let n) = value {
                intent[parameter.name] = .integer(n)
            } else if parameter.type == "String", case .string(let text) = value {
                intent[parameter.name] = .string(text)
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
    var steps: [Step] = []
    var misunderstood = 0
    var carried: String?
    var closing: String?

    init(conversation: IntentConversation, intent: Intent, ask: @escaping (Question) -> String?) {
        self.conversation = conversation
        self.intent = intent
        self.ask = ask
    }

    var definition: CustomIntent { conversation.definition }
    var handler: any IntentHandling { conversation.handler }

    enum End: Error { case outcome(IntentConversation.Outcome) }

    mutating func go() throws -> IntentConversation.Transcript {
        intent = definition.withDefaults(intent, in: conversation.file)
        let outcome: IntentConversation.Outcome
        do {
            for parameter in definition.parameters { try resolve(parameter) }
            let ready = try confirm()
            if definition.requiresConfirmation { try askToGoAhead(ready) }
            outcome = try handle()
        } catch End.outcome(let ended) {
            outcome = ended
        }
        return IntentConversation.Transcript(intent: intent, steps: steps, outcome: outcome, closing: closing)
    }

    // MARK: Turns

    mutating func record(_ stage: Step.Stage, _ parameter: String?, _ result: String, value: String? = nil) {
        steps.append(Step(stage: stage, parameter: parameter, result: result, value: value, prompt: carried))
        carried = nil
    }

    mutating func say(_ text: String) {
        guard let last = steps.indices.last else { return }
        steps[last].prompt = steps[last].prompt.map { $0 + " " + text } ?? text
    }

    /// Asks at the latest step; nil when the answer made no sense (Siri says so).
    mutating func question<T>(_ question: Question, _ parse: (String) -> T?) throws -> T? {
        say(question.prompt)
        steps[steps.count - 1].choices = question.choices
        guard let answer = ask(question) else { throw End.outcome(.unanswered(question)) }
        steps[steps.count - 1].answer = answer
        if let value = parse(answer) {
            misunderstood = 0
            return value
        }
        misunderstood += 1
        guard misunderstood < IntentConversation.attemptsPerQuestion else {
            closing = IntentConversation.gaveUp
            throw End.outcome(.notUnderstood(question, lastAnswer: answer))
        }
        carried = "Sorry, I didn't get “\(answer)”."
        return nil
    }

    // MARK: Resolve

    mutating func resolve(_ parameter: IntentParameter) throws {
        let name = parameter.name
        for _ in 0..<(IntentConversation.attemptsPerQuestion * 2) {
            let result = try handler.resolve(name, of: intent)
            let excluded = definition.isExcluded(parameter, in: intent)
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
                if excluded { return }
                let prompt = parameter.prompt("Primary") ?? "What's the \(parameter.displayName.lowercased())?"
                // The handler's options for the parameter, when it has some, are offered as choices.
                let options = try handler.options(for: name, of: intent)
                let kind = options.isEmpty ? kind(of: parameter) : .choice(options.map(\.displayString))
                let asked = Question(parameter: name, prompt: prompt, kind: kind)
                let reader = AnswerReader(file: conversation.file)
                let value = try question(asked) { answer -> IntentValue? in
                    if let index = SiriAnswers.choiceIndex(answer, count: options.count) { return options[index] }
                    let said = InvocationPhrase.normalized(answer)
                    return options.first { InvocationPhrase.normalized($0.displayString) == said } ?? reader.parse(answer, for: parameter)
                }
                if let value { intent[name] = value }
            case .disambiguation(let values):
                record(.resolve, name, result.name)
                guard !values.isEmpty, !excluded else { return }
                let template =
                    parameter.prompt("DisambiguationIntroduction") ?? parameter.prompt("DisambiguationSelection") ?? "Which one?"
                let prompt = DefinitionTemplate.fill(template) { $0 == "count" ? String(values.count) : nil }
                let asked = Question(parameter: name, prompt: prompt, kind: .choice(values.map(\.displayString)))
                let chosen = try question(asked) { answer -> IntentValue? in
                    if let index = SiriAnswers.choiceIndex(answer, count: values.count) { return values[index] }
                    let said = InvocationPhrase.normalized(answer)
                    return values.first { InvocationPhrase.normalized($0.displayString) == said }
                }
                if let chosen { intent[name] = chosen }
            case .confirmationRequired(let value):
                record(.resolve, name, result.name, value: value.displayString)
                let template = parameter.prompt("Confirmation") ?? "Just to confirm, you wanted ${\(name)}?"
                let prompt = DefinitionTemplate.fill(template) { $0 == name ? value.displayString : intent[$0]?.displayString }
                switch try question(Question(parameter: name, prompt: prompt, kind: .confirmation), SiriAnswers.yesOrNo) {
                case true?:
                    intent[name] = value
                    return
                case false?: intent[name] = nil
                case nil: break
                }
            case .unsupported(let reason, let values):
                let had = intent[name]
                record(.resolve, name, result.name, value: had?.displayString)
                let template =
                    reason.flatMap { parameter.unsupportedReason($0)?.text } ?? "Sorry, that \(parameter.displayName.lowercased()) isn't supported."
                // The system's reasons name the parameter and its range.
                let system = [
                    "displayName": parameter.displayName, "minimumValue": parameter.metadata.minimum?.description,
                    "maximumValue": parameter.metadata.maximum?.description,
                ]
                say(DefinitionTemplate.fill(template) { values[$0]?.displayString ?? intent[$0]?.displayString ?? system[$0] ?? nil })
                // Without a value, no answer helps.
                guard had != nil, !excluded else { return }
                intent[name] = nil
            }
        }
    }

    func kind(of parameter: IntentParameter) -> Question.Kind {
        if let enumName = parameter.enumType, let enumeration = conversation.file.enumeration(named: enumName) {
            return .choice(enumeration.cases.map(\.displayName))
        }
        return .value
    }
}

/// Reads answers as values of a parameter's type.
private struct AnswerReader {
    let file: DefinitionFile

    /// Reads an answer as a value of the parameter's type: a case of its enum (by number, name or
    /// display name), a number, or the words said (a list takes one item).
    func parse(_ answer: String, for parameter: IntentParameter) -> IntentValue? {
        let value: IntentValue?
        if let enumName = parameter.enumType, let enumeration = file.enumeration(named: enumName) {
            let said = InvocationPhrase.normalized(answer)
            let found =
                SiriAnswers.choiceIndex(answer, count: enumeration.cases.count).map { enumeration.cases[$0] }
                ?? enumeration.cases.first {
                    InvocationPhrase.normalized($0.name) == said || InvocationPhrase.normalized($0.displayName) == said
                }
            value = found.map { .enumeration(rawValue: $0.name, display: $0.displayName) }
        } else if parameter.type == "Integer" {
            value = SiriAnswers.number(answer).map { .integer($0) }
        } else if parameter.type == "Object" {
            value = SiriAnswers.text(answer).map { .object(identifier: $0, display: $0) }
        } else {
            value = SiriAnswers.text(answer).map { .string($0) }
        }
        guard let value else { return nil }
        return parameter.isList ? .list([value]) : value
    }
}

extension ConversationRun {
    // MARK: Confirm, ask, handle

    /// The response's template filled from its values, then the intent's.
    func message(_ response: HandlerResponse) -> String? {
        guard let template = definition.response.code(named: response.code)?.template else { return nil }
        return DefinitionTemplate.fill(template) { response.values[$0]?.displayString ?? intent[$0]?.displayString }
    }

    mutating func confirm() throws -> HandlerResponse {
        let response = try handler.confirm(intent)
        record(.confirm, nil, response.code)
        guard response.code == HandlerResponse.ready else {
            closing = message(response)
            if let closing { say(closing) }
            throw End.outcome(.failed(response))
        }
        return response
    }

    mutating func askToGoAhead(_ ready: HandlerResponse) throws {
        let prompt =
            try handler.confirmationPrompt(for: intent, response: ready)
            ?? definition.verb.map { "Ready to \($0.lowercased())?" } ?? "Do you want to \((definition.title ?? definition.name).lowercased())?"
        let asked = Question(parameter: nil, prompt: prompt, kind: .confirmation)
        while true {
            record(.userConfirmation, nil, "asked")
            guard let yes = try question(asked, SiriAnswers.yesOrNo) else { continue }
            steps[steps.count - 1].result = yes ? "confirmed" : "declined"
            if yes { return }
            closing = IntentConversation.declined
            throw End.outcome(.declined)
        }
    }

    mutating func handle() throws -> IntentConversation.Outcome {
        let response = try handler.handle(intent)
        record(.handle, nil, response.code)
        closing = message(response)
        if let closing { say(closing) }
        let isSuccess = definition.response.code(named: response.code)?.isSuccess ?? false
        return isSuccess ? .succeeded(response) : .failed(response)
    }
}
