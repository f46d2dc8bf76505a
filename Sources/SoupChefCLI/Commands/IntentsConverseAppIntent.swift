import SiriSystem
import SoupChefViews
import TextMatching

/// `intents converse` on App Intents metadata: Siri runs one of the app's actions as iOS 16 and
/// later do (`AppIntentConversation`), with a stand-in for the app's code
/// (`AcceptingAppIntentPerformer`).
extension IntentsConverseCommand {
    func runAppIntent(_ context: Context) throws -> ExitStatus {
        if respond != nil {
            throw UsageError(
                "--respond is for intent definitions: an App Intent's perform() is the app's code, which answers with a result, not a response code")
        }
        let (metadata, action, intent, language) = try AppIntentsMetadataCommands.actionIntent(
            file: file, name: intentName, values: values, locale: locale)
        // A release chosen (--ios, SOUPCHEF_IOS) that has no such action: refused, as `match`
        // does not hear its phrases there.
        if context.iosChosen, let missing = Self.missing(action, onIOS: context.ios.major) {
            throw CommandFailure(.failure, "\(action.identifier) \(missing); soupchef simulates \(context.ios.name) (--ios).")
        }
        let (document, outcome) = try Self.converse(
            action, of: metadata, intent: intent, yes: yes, answers: answers, language: language, context: context)
        if context.json {
            try context.printJSON(document)
        } else {
            context.out.write(document.text)
            for note in document.notes { context.note(note) }
        }
        return try Self.status(outcome, context: context)
    }

    /// Why a device on iOS `major` has no `action`: "needs iOS 16.0" (App Intents came with iOS
    /// 16; an action's own `availabilityAnnotations` may ask for a later one), "was obsoleted in
    /// iOS 18.0", "is not on iOS"; nil when it has it.
    static func missing(_ action: AppIntentsAction, onIOS major: Int) -> String? {
        func release(_ version: String) -> Int? { Int(version.prefix { $0 != "." }) }
        let introduced = ([action.availability["LNPlatformNameIOS"]].compactMap { $0 } + ["\(SimulatedIOS.firstAppIntentsRelease).0"])
            .filter { release($0).map { $0 > major } ?? false }.max { (release($0) ?? 0) < (release($1) ?? 0) }
        if let introduced { return "needs iOS \(Diagnostic.escaped(introduced))" }
        guard let gone = action.obsoleted["LNPlatformNameIOS"] else { return nil }
        if gone == "*" { return "is not on iOS" }
        return release(gone).map { $0 <= major } == true ? "was obsoleted in iOS \(Diagnostic.escaped(gone))" : nil
    }

    /// Runs `action` from `intent` with the stand-in `perform()`, answering from `yes`, then
    /// `answers`, then the person: the document of the run, and how it ended.
    static func converse(
        _ action: AppIntentsAction, of metadata: AppIntentsMetadata, intent: Intent, yes: Bool, answers: [String], language: String? = nil,
        context: Context
    ) throws -> (document: AppIntentConverseDocument, outcome: AppIntentConversation.Outcome) {
        var conversation = AppIntentConversation(metadata: metadata, action: action, performer: AcceptingAppIntentPerformer())
        conversation.language = language
        // A date answered in words is read on the device's clock: --now, and TZ.
        conversation.now = context.now
        conversation.timeZone = context.dates.timeZone
        var remaining = answers[...]
        var lines: [AppIntentConverseDocument.Line] = []
        var refused: String?
        let transcript = try conversation.run(intent) { question in
            lines.append(.init(siri: question.prompt, choices: question.choices))
            let answer: String?
            if question.kind == .confirmation && yes {
                answer = "yes"
            } else if let next = remaining.popFirst() {
                answer = next
            } else {
                answer = TypedAnswer.read(question.prompt, choices: question.choices, context: context, refused: &refused)
            }
            if let answer { lines.append(.init(you: answer)) }
            return answer
        } observe: { event in
            if case .dialog(let text) = event { lines.append(.init(siri: text)) }
        }
        // A line of standard input that is no answer is refused, as siri refuses it.
        if let refused { throw CommandFailure(.usage, refused) }
        var notes: [String] = []
        if !remaining.isEmpty {
            notes.append(TypedAnswer.notUsed(remaining))
        }
        return (AppIntentConverseDocument(action: action, transcript: transcript, lines: lines, notes: notes), transcript.outcome)
    }

    /// The exit status of a run that ended with `outcome`: 0 when `perform()` ran.
    static func status(_ outcome: AppIntentConversation.Outcome, context: Context) throws -> ExitStatus {
        switch outcome {
        case .performed: return .success
        case .failed, .cancelled: return .failure
        case .unanswered(let question):
            throw TypedAnswer.unanswered(question, isTerminal: context.input.isTerminal, inputAbsent: context.input.isAbsent)
        case .notUnderstood(let question, let answer): throw TypedAnswer.notUnderstood(question, answer: answer)
        }
    }
}

/// `intents converse` on App Intents metadata, as text and as `--json`.
struct AppIntentConverseDocument: Encodable {
    /// One line of the conversation: what Siri said or asked (with the choices it offered), or
    /// the answer.
    struct Line: Encodable {
        var siri: String?
        var choices: [String]?
        var you: String?

        init(siri: String, choices: [String] = []) {
            self.siri = siri
            self.choices = choices.isEmpty ? nil : choices
        }

        init(you: String) { self.you = you }
    }

    var action: String
    /// Null when the metadata gives none, as for `intents show`.
    @Nullable var typeName: String? = nil
    @Nullable var title: String? = nil
    var opensApp: Bool
    var conversation: [Line]
    /// Each parameter's value as `perform()` got it, a list's as its items.
    var parameters: [String: ConverseDocument.ShownValue]
    var performCount: Int
    var outcome: String
    var notes: [String]

    init(action: AppIntentsAction, transcript: AppIntentConversation.Transcript, lines: [Line], notes: [String]) {
        self.action = action.identifier
        typeName = action.typeName
        title = action.title
        opensApp = action.opensApp
        conversation = lines
        parameters = transcript.intent.parameters.mapValues(ConverseDocument.ShownValue.init)
        performCount = transcript.performCount
        outcome =
            switch transcript.outcome {
            case .performed: "performed"
            case .failed: "failed"
            case .cancelled: "cancelled"
            case .unanswered: "unanswered"
            case .notUnderstood: "notUnderstood"
            }
        self.notes = notes
    }

    /// The conversation as `siri` prints an App Intent's, then what `perform()` got.
    var text: String {
        var out = ["(App Intents: \(typeName ?? action), a stand-in perform() that accepts every value)"]
        for line in conversation {
            if let siri = line.siri {
                out.append("Siri: " + siri)
                for (number, choice) in (line.choices ?? []).enumerated() { out.append("      \(number + 1). " + choice) }
            } else if let you = line.you {
                out.append("You: " + you)
            }
        }
        if outcome == "performed" {
            if opensApp { out.append("The app opens (openAppWhenRun).") }
            let values = parameters.keys.sorted().map { parameters[$0]!.line($0) }
            out.append("perform(): " + (values.isEmpty ? "no parameter values" : values.joined(separator: ", ")))
        }
        out.append("Outcome: \(outcome)")
        return out.map(Diagnostic.escaped).joined(separator: "\n") + "\n"
    }
}
