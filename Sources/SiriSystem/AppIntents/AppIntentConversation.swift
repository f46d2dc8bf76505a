import Dates

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Siri running an App Intent (iOS 16 and later), as the system does for any app: the action's
/// parameters, their titles, types and defaults come from the app's App Intents metadata
/// (`extract.actionsdata`); a required parameter without a value is asked for before `perform()`
/// (an entity among its query's suggested entities, narrowed by the query's string search); then
/// the app's `perform()` runs, asking through the system (`requestConfirmation`,
/// `requestDisambiguation`, `requestValue`); a `needsValue` error makes Siri ask for the value and
/// run `perform()` again from the start; the result's dialog and snippet end the run. Questions
/// go to the same `ask` as the SiriKit conversation (`IntentConversation.Question`), so one person
/// answers both. See docs/app-intents.md.
public struct AppIntentConversation {
    public let metadata: AppIntentsMetadata
    public let action: AppIntentsAction
    public let performer: any AppIntentPerforming
    /// The moment of the run and the device's wall clock, for a date answered in words
    /// (`SpokenDate`); without them a date is answered in ISO 8601.
    public var now: Date?
    public var timeZone: Zone?
    /// The language the app's texts are read in (`--locale`, else the bundle's development
    /// language); nil for English. A title is put into Siri's English sentence in lower case only
    /// in English: German's nouns keep their capitals ("Which Lademodus?").
    public var language: String?

    public init(metadata: AppIntentsMetadata, action: AppIntentsAction, performer: any AppIntentPerforming) {
        self.metadata = metadata
        self.action = action
        self.performer = performer
    }

    /// The conversation for the action `identifier` of `metadata`; nil when it declares none.
    public init?(metadata: AppIntentsMetadata, actionIdentifier identifier: String, performer: any AppIntentPerforming) {
        guard let action = metadata.action(identifier) else { return nil }
        self.init(metadata: metadata, action: action, performer: performer)
    }

    public enum Outcome {
        /// `perform()` returned a result.
        case performed(AppIntentResult)
        /// `perform()` threw an error with a dialog (Siri said it).
        case failed(String)
        /// The person said "Cancel" (or "Stop") to the question: Siri stops.
        case cancelled(IntentConversation.Question)
        case unanswered(IntentConversation.Question)
        case notUnderstood(IntentConversation.Question, lastAnswer: String)
    }

    public struct Transcript {
        /// The parameters at the end, with every answer in them.
        public var intent: Intent
        /// Everything Siri said or asked, in order.
        public var dialogs: [String]
        public var snippets: [AppIntentSnippetView]
        /// How many times `perform()` ran (more than once after a `needsValue` error).
        public var performCount: Int
        public var outcome: Outcome
    }

    /// Runs the intent; `ask` answers a question or returns nil for no answer, `observe` sees the
    /// dialogs Siri says without asking and the snippets shown.
    public func run(_ intent: Intent, ask: (IntentConversation.Question) -> String?, observe: (AppIntentRunEvent) -> Void = { _ in }) throws
        -> Transcript
    {
        try withoutActuallyEscaping(ask) { ask in
            try withoutActuallyEscaping(observe) { observe in
                let system = AppIntentSystem(action: action, metadata: metadata, intent: withDefaults(intent), ask: ask, observe: observe)
                system.now = now
                system.timeZone = timeZone
                system.language = language
                var performed = 0
                let outcome: Outcome
                do {
                    for parameter in action.parameters where !parameter.isOptional {
                        try resolveRequired(parameter, system)
                    }
                    outcome = try performing(system, count: &performed)
                } catch AppIntentSystem.End.cancelled(let question) {
                    outcome = .cancelled(question)
                } catch AppIntentSystem.End.unanswered(let question) {
                    outcome = .unanswered(question)
                } catch AppIntentSystem.End.notUnderstood(let question, let answer) {
                    outcome = .notUnderstood(question, lastAnswer: answer)
                }
                return Transcript(
                    intent: system.intent, dialogs: system.dialogs, snippets: system.snippets, performCount: performed, outcome: outcome)
            }
        }
    }

    /// Runs `perform()` until it returns or throws a dialog; a `needsValue` error makes Siri ask,
    /// then run it again from the start with the value.
    private func performing(_ system: AppIntentSystem, count: inout Int) throws -> Outcome {
        while true {
            count += 1
            do {
                let result = try performer.perform(system)
                if let dialog = result.dialog { system.say(dialog) }
                if let snippet = result.snippet { system.show(snippet) }
                return .performed(result)
            } catch AppIntentPerformError.needsValue(let parameter, let dialog) {
                system.intent[parameter] = try system.requestValue(parameter, dialog: dialog)
            } catch AppIntentPerformError.dialog(let text) {
                system.say(text)
                return .failed(text)
            }
        }
    }

    /// The intent with the metadata's defaults where it has no value: an Int's number, an enum's
    /// case, a Bool, a String's text, any other primitive's default as written (a Double's), and a
    /// list's items, each read as its member type's default is.
    public func withDefaults(_ intent: Intent) -> Intent {
        var intent = intent
        for parameter in action.parameters where intent[parameter.name] == nil {
            if case .array(let member) = parameter.type, let items = parameter.defaultItems {
                intent[parameter.name] = .list(items.compactMap { defaultValue($0, of: member) })
            } else if let value = parameter.defaultValue, let read = defaultValue(value, of: parameter.type) {
                intent[parameter.name] = read
            }
        }
        return intent
    }

    /// A default as written, read as a value of `type`; nil for a type whose default is not read.
    func defaultValue(_ value: String, of type: AppIntentsValueType) -> IntentValue? {
        switch type {
        case let type where type.isInteger: Int(value).map { .integer($0) }
        case .primitive(1?): AppIntentSystem.boolean(value == "true" || value == "1")
        case .enumeration(let identifier):
            .enumeration(rawValue: value, display: metadata.enumeration(identifier)?.cases.first { $0.identifier == value }?.title ?? value)
        // A String's text, and any other primitive's default as written (a Double's 1.25).
        case .primitive: .string(value)
        default: nil
        }
    }

    /// A required parameter without a usable value: iOS asks for it before `perform()`. An entity
    /// is chosen among the query's suggested entities, by number or by the query's string search
    /// (several found: "Which one?" among them); an enum among its cases; anything else as words.
    private func resolveRequired(_ parameter: AppIntentsParameter, _ system: AppIntentSystem) throws {
        let prompt = AppIntentSystem.whichPrompt(parameter, language: language)
        switch parameter.type {
        case .entity:
            if let value = system.intent[parameter.name], value.isPresent,
                try performer.entity(for: parameter.name, identifier: value.identity, of: system.intent) != nil
            {
                return
            }
            var choices = try performer.suggestedEntities(for: parameter.name, of: system.intent)
            var asked = prompt
            var attempts = 0
            var last = ""
            while true {
                var question = IntentConversation.Question(parameter: parameter.name, prompt: asked, kind: .choice(choices.map(\.title)))
                guard attempts < IntentConversation.attemptsPerQuestion else {
                    system.say(IntentConversation.gaveUp)
                    throw AppIntentSystem.End.notUnderstood(question, lastAnswer: last)
                }
                question.choiceDetails = choices.map { .init(section: $0.section, subtitle: $0.subtitle) }
                attempts += 1
                system.dialogs.append(asked)
                let answer = try system.answer(question)
                last = answer
                if let index = SiriAnswers.choiceIndex(answer, count: choices.count, language: language) {
                    system.intent[parameter.name] = choices[index].value
                    return
                }
                // A no picks nothing, though a soup's name starts with its letters ("Noodle").
                let saidNo = SiriAnswers.saysNoToAList(answer, among: choices.map(\.title))
                var found = saidNo ? [] : try performer.entities(for: parameter.name, matching: answer, of: system.intent)
                // The query takes the words as typed; "the tomato soup" said to the list picks
                // the one offered that holds its words, as on iOS 15 and earlier.
                if !saidNo, found.isEmpty, let index = SiriAnswers.choiceHolding(answer, among: choices.map(\.title)) { found = [choices[index]] }
                if found.count == 1 {
                    system.intent[parameter.name] = found[0].value
                    return
                } else if found.count > 1 {
                    choices = found
                    asked = AppIntentSystem.whichOnePrompt
                } else if attempts < IntentConversation.attemptsPerQuestion {
                    // After the last attempt Siri gives up instead, as on iOS 15 and earlier.
                    system.say("Sorry, I didn't get “\(answer)”.")
                }
            }
        default:
            guard system.intent[parameter.name]?.isPresent != true else { return }
            // A list the app defaults to empty (Freeform's media items) has its value: no question.
            if parameter.defaultItems?.isEmpty == true, system.intent[parameter.name] == .list([]) { return }
            system.intent[parameter.name] = try system.requestValue(parameter.name, dialog: prompt)
        }
    }
}

/// What a run shows as it goes.
public enum AppIntentRunEvent: Sendable, Hashable {
    /// A dialog Siri speaks without asking.
    case dialog(String)
    /// A snippet view, drawn as a text card.
    case snippet(AppIntentSnippetView)
}

/// A snippet view an App Intent shows, as the lines it draws: its kind is the app's name for the
/// view.
public struct AppIntentSnippetView: Sendable, Hashable {
    public var kind: String
    public var lines: [String]

    public init(kind: String, lines: [String]) {
        self.kind = kind
        self.lines = lines
    }
}

/// An entity as a list of choices shows it: its display representation (title, subtitle), the
/// section the query puts it in, and the parameter value it becomes.
public struct AppEntityChoice: Sendable, Hashable {
    public var identifier: String
    public var title: String
    public var subtitle: String?
    public var section: String?

    public init(identifier: String, title: String, subtitle: String? = nil, section: String? = nil) {
        self.identifier = identifier
        self.title = title
        self.subtitle = subtitle
        self.section = section
    }

    public var value: IntentValue { .object(identifier: identifier, display: title) }
}

/// What `perform()` returns: `.result(value:dialog:view:)`; `output` is the app's own value,
/// which the system passes back to whoever ran the intent.
public struct AppIntentResult {
    public var output: (any Sendable)?
    public var dialog: String?
    public var snippet: AppIntentSnippetView?

    public init(_ output: (any Sendable)?, dialog: String? = nil, snippet: AppIntentSnippetView? = nil) {
        self.output = output
        self.dialog = dialog
        self.snippet = snippet
    }
}

/// The errors `perform()` throws that the system acts on.
public enum AppIntentPerformError: Error, Sendable, Hashable {
    /// `$parameter.needsValueError(dialog)`: Siri asks, then runs `perform()` again from the start.
    case needsValue(parameter: String, dialog: String)
    /// An error with a dialog: Siri says it and the run ends.
    case dialog(String)
}

/// An app's App Intent as the system runs it: its entity queries and its `perform()`.
public protocol AppIntentPerforming {
    /// The query's `suggestedEntities()` for an entity parameter, in its sections.
    func suggestedEntities(for parameter: String, of intent: Intent) throws -> [AppEntityChoice]
    /// The query's string search: the entities `words` name.
    func entities(for parameter: String, matching words: String, of intent: Intent) throws -> [AppEntityChoice]
    /// The query's `entities(for: [identifier])`: nil when the app no longer knows it.
    func entity(for parameter: String, identifier: String, of intent: Intent) throws -> AppEntityChoice?
    /// `perform()`, from the start, reading and setting the parameters in `system.intent`.
    func perform(_ system: AppIntentSystem) throws -> AppIntentResult
}

/// What `perform()` may ask of the system while it runs: the parameters, and Siri's
/// `requestConfirmation`, `requestDisambiguation` and `requestValue`. A question left unanswered,
/// or answered three times without sense, ends the run (the error is the system's; `perform()`
/// lets it through).
public final class AppIntentSystem {
    /// The parameters as they stand.
    public var intent: Intent
    public let action: AppIntentsAction
    public let metadata: AppIntentsMetadata
    fileprivate(set) var dialogs: [String] = []
    fileprivate(set) var snippets: [AppIntentSnippetView] = []
    let ask: (IntentConversation.Question) -> String?
    let observe: (AppIntentRunEvent) -> Void
    /// The conversation's clock, for a date answered in words.
    var now: Date?
    var timeZone: Zone?
    var language: String?

    /// iOS's words when an answer names several entities.
    public static let whichOnePrompt = "Which one?"

    /// iOS's question for a parameter it asks about without a dialog: "Which playlist?" for a
    /// parameter titled "Playlist", in lower case but for a word with capitals after its first
    /// letter, as a definition's names are put in a sentence (`IntentParameter.inSentence`):
    /// "Which TV show?", "Which iPhone?", and a title written as a Swift name, "Which
    /// useInAppPlayer?", not "useinappplayer". A parameter the metadata gives no title is named by
    /// its words: "Which audio entity?" for `audioEntity`. A title that opens with an article, a
    /// "your" or a "which" of its own is asked without it: "The Station", "Your Station" and
    /// "Which Station" are all "Which station?", never "Which the station?".
    public static func whichPrompt(_ parameter: AppIntentsParameter, language: String? = nil) -> String {
        var words = (parameter.title ?? words(ofName: parameter.name)).split(separator: " ")
        while words.count > 1, ["the", "a", "an", "your", "which"].contains(words[0].lowercased()) { words.removeFirst() }
        return "Which \(IntentParameter.inSentence(words.joined(separator: " "), language: language))?"
    }

    /// A Swift name's words: `audioEntity` → "audio Entity", `URLString` → "URL String".
    static func words(ofName name: String) -> String {
        var out = ""
        let characters = Array(name)
        for (index, character) in characters.enumerated() {
            if character == "_" {
                out.append(" ")
                continue
            }
            if index > 0, character.isUppercase {
                let previous = characters[index - 1]
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                // A new word: after a lower-case letter or a digit, or the last capital of a run
                // followed by a lower-case letter ("URLString": "URL" then "String").
                if previous.isLowercase || previous.isNumber || (previous.isUppercase && next?.isLowercase == true) { out.append(" ") }
            }
            out.append(character)
        }
        return out.split(separator: " ").joined(separator: " ")
    }

    /// A Bool as the system stores it: the case "true" or "false".
    static func boolean(_ flag: Bool) -> IntentValue { .enumeration(rawValue: flag ? "true" : "false", display: flag ? "true" : "false") }

    /// An answer for a list: its items, said between commas or with "and" ("Jazz, Lounge and
    /// News"), or the conversation's language's "and" ("Jazz und News"), each an entity's name, a
    /// number for a list of Int, a case for a list of an enum (a case whose name says "and", "wet
    /// and dirty", is one item), the words otherwise; nil when it names none, or an item is no
    /// number or no case.
    static func list(_ answer: String, of member: AppIntentsValueType, in metadata: AppIntentsMetadata, language: String? = nil) -> IntentValue? {
        var enumeration: AppIntentsEnum?
        if case .enumeration(let identifier) = member { enumeration = metadata.enumeration(identifier) }
        let joiners = Set(["and"] + [language.flatMap(InvocationPhrase.signWords(in:))?.and].compactMap { $0 })
        let items = answer.split(separator: ",").flatMap { part -> [String] in
            // The runs of words between the joiners, and the joiner after each but the last.
            var runs: [[Substring]] = [[]]
            var joined: [Substring] = []
            for word in part.split(separator: " ") {
                if joiners.contains(String(word)), !(runs.last ?? []).isEmpty {
                    runs.append([])
                    joined.append(word)
                } else {
                    runs[runs.count - 1].append(word)
                }
            }
            func said(_ range: Range<Int>) -> String {
                range.map { index in
                    runs[index].joined(separator: " ") + (index + 1 < range.upperBound ? " " + joined[index] + " " : "")
                }.joined()
            }
            guard let enumeration else { return runs.indices.map { said($0..<$0 + 1) } }
            // The longest run of words between "and"s that names a case is one item.
            var items: [String] = []
            var start = 0
            while start < runs.count {
                let end =
                    (start + 1...runs.count).reversed().first { enumeration.caseNamed(said(start..<$0), language: language) != nil }
                    ?? start + 1
                items.append(said(start..<end))
                start = end
            }
            return items
        }.map { $0.trimmingWhitespace() }.filter { !$0.isEmpty }
        guard !items.isEmpty else { return nil }
        var values: [IntentValue] = []
        for item in items {
            switch member {
            case .entity: values.append(.object(identifier: item, display: item))
            case let type where type.isInteger:
                guard let number = SiriAnswers.number(item, language: language), type.integerBounds.contains(number) else { return nil }
                values.append(.integer(number))
            case .enumeration:
                // An enum another module declares takes the words.
                guard let enumeration else {
                    values.append(.enumeration(rawValue: item, display: item))
                    continue
                }
                // A case by its number in the list the question shows, its name or words of it.
                // A case's own name first: Freeform's font sizes are titled “10”, “12”…, and “10” is
                // that case, not the tenth.
                let numbered = SiriAnswers.choiceIndex(item, count: enumeration.cases.count, language: language).map { enumeration.cases[$0] }
                guard let found = enumeration.caseNamed(item, language: language) ?? numbered ?? enumeration.caseAnswered(item, language: language)
                else { return nil }
                values.append(.enumeration(rawValue: found.identifier, display: found.title ?? found.identifier))
            default: values.append(.string(item))
            }
        }
        return .list(values)
    }

    enum End: Error {
        case cancelled(IntentConversation.Question)
        case unanswered(IntentConversation.Question)
        case notUnderstood(IntentConversation.Question, lastAnswer: String)
    }

    init(
        action: AppIntentsAction, metadata: AppIntentsMetadata, intent: Intent, ask: @escaping (IntentConversation.Question) -> String?,
        observe: @escaping (AppIntentRunEvent) -> Void
    ) {
        self.action = action
        self.metadata = metadata
        self.intent = intent
        self.ask = ask
        self.observe = observe
    }

    fileprivate func say(_ text: String) {
        dialogs.append(text)
        observe(.dialog(text))
    }

    fileprivate func show(_ snippet: AppIntentSnippetView) {
        snippets.append(snippet)
        observe(.snippet(snippet))
    }

    /// The person's answer to `question`; ends the conversation on none, or on "Cancel".
    fileprivate func answer(_ question: IntentConversation.Question) throws -> String {
        guard let answer = ask(question) else { throw End.unanswered(question) }
        if SiriAnswers.cancels(answer, question) { throw End.cancelled(question) }
        return answer
    }

    /// Asks until an answer reads, at most `IntentConversation.attemptsPerQuestion` times.
    private func request<T>(_ question: IntentConversation.Question, _ read: (String) -> T?) throws -> T {
        dialogs.append(question.prompt)
        var last = ""
        for attempt in 1...IntentConversation.attemptsPerQuestion {
            let answer = try answer(question)
            last = answer
            if let value = read(answer) { return value }
            // After the last attempt Siri gives up instead, as on iOS 15 and earlier.
            if attempt < IntentConversation.attemptsPerQuestion { say("Sorry, I didn't get “\(answer)”.") }
        }
        say(IntentConversation.gaveUp)
        throw End.notUnderstood(question, lastAnswer: last)
    }

    /// `requestConfirmation`: shows `snippet` (if any), asks `dialog`; true for yes.
    /// `parameter`: the parameter confirmed (`$quantity.requestConfirmation`), nil for the intent.
    public func requestConfirmation(_ dialog: String, parameter: String? = nil, snippet: AppIntentSnippetView? = nil) throws -> Bool {
        if let snippet { show(snippet) }
        return try request(.init(parameter: parameter, prompt: dialog, kind: .confirmation), SiriAnswers.yesOrNo)
    }

    /// `$parameter.requestDisambiguation(among:dialog:)`: the index of the choice picked, by its
    /// number, its name, or what `matching` finds; the prompt is iOS's ("Which …?") without a dialog.
    public func requestDisambiguation(
        _ parameter: String, among choices: [String], dialog: String? = nil, matching: (String) -> Int? = { _ in nil }
    ) throws -> Int {
        let prompt = dialog ?? action.parameter(parameter).map { Self.whichPrompt($0, language: language) } ?? "Which one?"
        return try request(.init(parameter: parameter, prompt: prompt, kind: .choice(choices))) { answer in
            if SiriAnswers.saysNoToAList(answer, among: choices) { return nil }
            // A choice's own name before its place: a choice named “10” is that one, not the tenth.
            return choices.firstIndex { InvocationPhrase.normalized($0) == InvocationPhrase.normalized(answer) }
                ?? SiriAnswers.choiceIndex(answer, count: choices.count, language: language) ?? matching(answer)
                ?? SiriAnswers.choiceHolding(answer, among: choices)
        }
    }

    /// `$parameter.requestValue(dialog)`: the answer read as a value of the parameter's type in
    /// the metadata (a number for an Int, a case for an enum, the words said otherwise).
    public func requestValue(_ parameter: String, dialog: String) throws -> IntentValue {
        let declared = action.parameter(parameter)
        var kind = IntentConversation.Question.Kind.value
        var cases: [AppIntentsEnum.Case] = []
        if case .enumeration(let identifier)? = declared?.type, let enumeration = metadata.enumeration(identifier) {
            cases = enumeration.cases
            kind = .choice(cases.map { $0.title ?? $0.identifier })
        }
        // A list of an enum shows its cases as a single one does; each item may be one's number.
        if case .array(.enumeration(let identifier))? = declared?.type, let enumeration = metadata.enumeration(identifier) {
            kind = .choice(enumeration.cases.map { $0.title ?? $0.identifier })
        }
        if case .primitive(1?)? = declared?.type { kind = .confirmation }
        return try request(.init(parameter: parameter, prompt: dialog, kind: kind)) { answer -> IntentValue? in
            switch declared?.type {
            // A number outside the parameter's range is not taken (the framework checks it before
            // perform()); what Siri says then is not documented, so it is asked again as an answer
            // not understood.
            case let type? where type.isInteger:
                // An Int8 holds no 300: not taken either.
                return SiriAnswers.number(answer, language: language).flatMap {
                    declared?.allows(Double($0)) == false || !type.integerBounds.contains($0) ? nil : .integer($0)
                }
            case .primitive(11?)?: return SiriAnswers.text(answer).flatMap(URLValue.read).map { .string($0) }
            case .primitive(10?)?:
                // A Placemark, found from the words said: a yes, a no or a number alone names no place.
                return SiriAnswers.namesNoPlace(answer) ? nil : SiriAnswers.text(answer).map { .string($0) }
            case .measurement(let unitType)?:
                // A number and a unit of the file's dimension ("70 kg" of a mass), or a length of
                // time said ("an hour and a half") of a duration.
                let dimension = unitType.flatMap { AppIntentsValueType.unitTypeNames[$0] }
                return MeasurementUnits.says(answer, dimension: dimension) ? SiriAnswers.text(answer).map { .string($0) } : nil
            case .primitive(7?)?:
                // A Double: a number said in digits or words, within the range.
                guard let number = SiriAnswers.decimal(answer, language: language), declared?.allows(number) != false else { return nil }
                return .string(number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number))
            case .primitive(1?)?: return SiriAnswers.yesOrNo(answer).map(Self.boolean)
            case .primitive(8?)?, .primitive(9?)?:
                // A Date (or DateComponents): said as a person says it on the device's clock, in the
                // conversation's language or English, else ISO 8601.
                if let now, let timeZone {
                    // A Date is a day and a time: a time said alone ("noon") is today's, as for
                    // Xcode's Date and Time type; DateComponents keep what was said.
                    var holding = SpokenDate.Holding.asSaid
                    if case .primitive(8?)? = declared?.type { holding = .dayAndTime }
                    return SpokenDate.read(answer, now: now, zone: timeZone, holding: holding, language: language).map { .string($0) }
                }
                let given = answer.trimmingWhitespace()
                return SpokenDate.isISO(given) ? .string(given) : nil
            case .array(let member)?: return Self.list(answer, of: member, in: metadata, language: language)
            case .enumeration(let identifier)?:
                // An enum another module's metadata declares: its cases are not known here, so
                // the words are taken as the case.
                if metadata.enumeration(identifier) == nil {
                    return SiriAnswers.text(answer).map { .enumeration(rawValue: $0, display: $0) }
                }
                // A case's own name before its place (Freeform's font size “10” is that case).
                let found =
                    metadata.enumeration(identifier)?.caseNamed(answer, language: language)
                    ?? SiriAnswers.choiceIndex(answer, count: cases.count, language: language).map { cases[$0] }
                    ?? metadata.enumeration(identifier)?.caseAnswered(answer, language: language)
                return found.map { .enumeration(rawValue: $0.identifier, display: $0.title ?? $0.identifier) }
            default: return SiriAnswers.text(answer).map { .string($0) }
            }
        }
    }
}
