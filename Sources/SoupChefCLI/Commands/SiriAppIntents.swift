import SiriSystem
import SoupChefViews
import SoupKit

/// `soupchef siri` on iOS 16 and later: App Shortcut phrases and voice shortcuts run the
/// `OrderSoup` App Intent's `perform()` in the app.
extension SiriCommand {
    func runAppIntents(app: SoupChef, speech: Output?, context: Context) throws -> ExitStatus {
        var document = AppIntentsSiriDocument(ios: context.ios.major, utterance: utterance)
        let intent: OrderSoupIntent
        switch try AppIntentsRecognizer(app: app).recognize(utterance) {
        case .notUnderstood(let closest):
            Self.say(Self.notUnderstood, to: speech, width: context.width)
            document.closest = closest
            document.outcome = "notUnderstood"
            document.message = Self.notUnderstood
            if context.json { try context.printJSON(document) }
            var failure = nothingMatched(closest: closest)
            failure.hint = DataDirectoryHints.unavailable(spokenIn: utterance, app: app, context: context)
            throw failure
        case .appShortcut(let recognized):
            let phrase = try AppIntentsRecognizer(app: app).appShortcutPhrase(utterance)
            document.match = .init(kind: "appShortcut", phrase: phrase ?? utterance, voiceShortcut: nil)
            document.path = "App Intents: OrderSoup.perform()"
            intent = recognized
        case .voiceShortcut(let voiceShortcut):
            document.match = .init(kind: "voiceShortcut", phrase: voiceShortcut.invocationPhrase, voiceShortcut: voiceShortcut.identifier)
            guard case .intent(let stored) = voiceShortcut.shortcut else {
                // A shortcut for a user activity (the menu) is no intent: iOS 16 opens the app
                // with it as iOS 15 did, and the app continues it.
                guard case .userActivity(let activity) = voiceShortcut.shortcut else { throw CommandFailure(.failure, "Unknown voice shortcut.") }
                return try continueActivity(activity, app: app, speech: speech, document: &document, context: context)
            }
            guard stored.typeName == OrderSoupAppIntent.intentClassName, let migrated = OrderSoupIntent(stored, menu: try app.menu()) else {
                throw CommandFailure(
                    .failure, "Voice shortcut “\(voiceShortcut.invocationPhrase)” runs a \(stored.typeName), which Soup Chef does not handle.")
            }
            // CustomIntentMigratedAppIntent: the shortcut recorded for OrderSoupIntent runs OrderSoup.
            document.path = "App Intents: OrderSoup.perform(), migrated from \(stored.typeName)"
            intent = migrated
        }
        speech?.line("(\(context.ios.name), \(document.path ?? ""))")

        let person = Person(yes: yes, answers: answers, input: context.input, speech: speech)
        person.width = context.width
        let transcript = try OrderSoupPerform(app: app).run(intent, ask: person.ask) { event in
            switch event {
            case .dialog(let text): Self.say(Diagnostic.escaped(text), to: speech, width: context.width)
            case .snippet(let snippet): for line in SnippetBox.lines(snippet) { speech?.line(line) }
            }
        }
        document.outcome = transcript.outcome.name
        document.dialogs = transcript.dialogs
        document.questions = person.asked.map { AppIntentsSiriDocument.Question($0.question, answer: $0.answer) }
        document.snippets = transcript.snippets.map { .init(kind: $0.kind.rawValue, lines: $0.lines) }
        document.intent = IntentJSON(transcript.intent.systemIntent)
        if !person.answers.isEmpty {
            context.note(TypedAnswer.notUsed(person.answers))
        }
        let result: Result<ExitStatus, CommandFailure>
        switch transcript.outcome {
        case .ordered(let response):
            document.message = transcript.dialogs.last
            if let order = response.order {
                document.order = OrderJSON(order, dates: context.dates)
                let donation = try SiriCommand.reportPlaced(order, placement: response.placement, app: app, context)
                document.donation = donation.map { DonationJSON($0, dates: context.dates) }
            }
            result = .success(.success)
        case .declined:
            document.message = OrderSoupPerform.cancelled
            if context.json {
                result = .failure(CommandFailure(.failure, SiriCommand.declined))
            } else {
                context.note("Nothing was ordered.")
                result = .success(.failure)
            }
        case .failed(let message):
            document.message = message
            let hint = DataDirectoryHints.unavailable(soup: transcript.intent.soup, app: app, context: context)
            result = .failure(CommandFailure(.failure, "Nothing was ordered: " + message, hint: hint))
        case .cancelled(let question):
            document.message = question.prompt
            result = .failure(SiriCommand.cancelled(at: question))
        case .unanswered(let question):
            document.message = question.prompt
            result = .failure(Self.mending(try person.unanswered(question), answers: answers, app: app, context))
        case .notUnderstood(let question, let answer):
            document.message = IntentConversation.gaveUp
            result = .failure(
                Self.mending(
                    TypedAnswer.notUnderstood(question, answer: answer, result: ", so nothing was ordered"), answers: answers, app: app, context))
        }
        if context.json {
            try context.printJSON(document)
            if let order = document.order { context.sayPlacedIfUnreported(order.id) }
        }
        return try result.get()
    }
}

extension SiriCommand {
    /// A voice shortcut for a user activity on iOS 16 and later: Siri opens the app, which
    /// continues it, as on iOS 15.
    private func continueActivity(
        _ activity: UserActivity, app: SoupChef, speech: Output?, document: inout AppIntentsSiriDocument, context: Context
    ) throws -> ExitStatus {
        document.path = "NSUserActivity: the app continues it"
        document.outcome = "continueInApp"
        document.userActivity = ActivityJSON(activity)
        document.message = "Opening Soup Chef."
        speech?.line("(\(context.ios.name), \(document.path ?? ""))")
        speech?.line("Siri: Opening Soup Chef.")
        guard let route = OpenCommand.Route(activityType: activity.activityType), route == .viewMenu else {
            if context.json { try context.printJSON(document) }
            throw CommandFailure(.failure, "Soup Chef cannot continue a \(activity.activityType) activity without an order.")
        }
        if context.json {
            _ = try app.showMenu()
            try context.printJSON(document)
            return .success
        }
        return try MenuCommand.show(all: false, context)
    }
}

/// `OrderSoup`'s snippet views, drawn as text boxes.
enum SnippetBox {
    static func lines(_ snippet: AppIntentSnippet) -> [String] {
        let rows = snippet.lines.map(Diagnostic.escaped)
        // In terminal columns, as `CardBox` measures.
        let width = rows.map(\.visibleCount).max() ?? 0
        var lines = ["  ┌" + String(repeating: "─", count: width + 2) + "┐"]
        for row in rows { lines.append("  │ " + row + String(repeating: " ", count: width - row.visibleCount) + " │") }
        lines.append("  └" + String(repeating: "─", count: width + 2) + "┘")
        return lines
    }
}

/// `siri --json` on iOS 16 and later.
struct AppIntentsSiriDocument: Encodable {
    struct Question: Encodable {
        struct Choice: Encodable {
            var title: String
            @Nullable var subtitle: String?
            @Nullable var section: String?
        }

        var prompt: String
        @Nullable var parameter: String?
        var choices: [Choice]
        @Nullable var answer: String?

        init(_ question: SiriQuestion, answer: String?) {
            prompt = question.prompt
            parameter = question.parameter
            choices = question.choices.enumerated().map { number, title in
                let detail = question.choiceDetails.indices.contains(number) ? question.choiceDetails[number] : nil
                return Choice(title: title, subtitle: detail?.subtitle, section: detail?.section)
            }
            self.answer = answer
        }
    }

    struct Snippet: Encodable {
        var kind: String
        var lines: [String]
    }

    var ios: Int
    var utterance: String
    @Nullable var path: String? = nil
    @Nullable var match: SiriDocument.Match? = nil
    var outcome = ""
    @Nullable var message: String? = nil
    @Nullable var intent: IntentJSON? = nil
    var dialogs: [String] = []
    /// What Siri asked, with the choices as the list shows them and the answer given.
    var questions: [Question] = []
    var snippets: [Snippet] = []
    @Nullable var order: OrderJSON? = nil
    @Nullable var donation: DonationJSON? = nil
    @Nullable var userActivity: ActivityJSON? = nil
    var closest: [String] = []

    init(ios: Int, utterance: String) {
        self.ios = ios
        self.utterance = utterance
    }
}
