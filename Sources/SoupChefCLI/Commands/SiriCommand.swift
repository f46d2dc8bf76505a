import Dates
import SiriSystem
import SoupChefViews
import SoupKit
import TextMatching

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

struct SiriCommand: ParsableCommand {
    static let name = "siri"
    static let configuration = CommandConfiguration(
        name: name, abstract: "Say something to Siri: a voice shortcut phrase or an App Shortcut phrase, conversation and all.",
        discussion: """
            Siri matches, in this order, a voice shortcut's phrase, then "Order <soup> from Soup Chef" and "Order
            Soup Chef" (up to iOS 15 either may end in "for delivery" or "for pickup"), ignoring case, accents, spacing and
            punctuation (on iOS 16 and later, an App Shortcut phrase also with a space left out, when nothing matches exactly). Up to
            iOS 15 it then runs the intent the way the intents extension does (resolve, confirm, "Ready to order?", handle);
            on iOS 16 and later (--ios 16) the app's OrderSoup.perform() runs instead, with its own dialogs ("Your total is
            $X. ready to order?", a confirmation above 5 soups). Either way Siri asks only for what is missing: the soup,
            the store for a pickup, the address for a delivery.

            Answers come from --yes (the yes-or-no questions) and --answer (the other questions, and yes-or-no ones
            when --yes is not given), in the order Siri asks. On a terminal, Siri asks you for the rest; otherwise
            each further answer is the next line of standard input. A question left unanswered ends the
            conversation: nothing is ordered, and the exit status is 1.
            """,
        arguments: [utterance],
        options: [yes, answers])

    static let utterance = Argument<String>(
        "utterance", help: "What you say, in quotes, e.g. \"Order tomato soup from Soup Chef\".",
        parser: .storedText("the words said", maximumLength: .max))
    static let yes = Option(
        flag: "yes", short: "y", help: "Answer yes to Siri's confirmations (\"Ready to order?\", five or more soups; on iOS 16, more than five).")
    static let answers = Option<[String]>(
        repeating: "answer", short: "a", placeholder: "answer", help: "Answer Siri's next question; repeat for more, in order.",
        parser: .storedText("an answer (words, a number, yes or no)", maximumLength: CommonArguments.maximumTextLength))

    let utterance: String
    let yes: Bool
    let answers: [String]

    init(_ arguments: ParsedArguments) throws {
        utterance = try arguments[Self.utterance]
        yes = arguments[Self.yes]
        answers = try arguments[Self.answers]
    }

    func run(_ context: Context) throws -> ExitStatus {
        let app = try context.app()
        // The conversation is the result in text mode; with --json it goes to stderr, and only when
        // a person is there to answer.
        // Asked on a terminal while standard output goes elsewhere (`> log.txt`), the questions
        // are said where the person answering sees them, as with --json.
        let askedElsewhere = context.input.isTerminal && !context.out.isTerminal && context.err.isTerminal
        let speech: Output? = context.json ? (context.input.isTerminal ? context.err : nil) : askedElsewhere ? context.err : context.out
        let trace = context.quiet ? nil : speech
        let style = context.json ? context.errorStyle : context.style
        speech?.line("You: " + Diagnostic.escaped(utterance))
        if context.ios.usesAppIntents {
            return try runAppIntents(app: app, speech: speech, context: context)
        }

        var document = SiriDocument(utterance: utterance)
        let handlers = app.intentHandlers
        if context.iosChosen {
            // Only when the release was chosen, so the default output stays as it always was.
            document.ios = context.ios.major
            document.path = "SiriKit"
            let names = handlers.typeNames.joined(separator: ", ")
            speech?.line("(\(context.ios.name), SiriKit: \(names)'s handler in the intents extension)")
            // What the release itself could not do, which the iOS 14 sample soupchef runs does.
            if context.ios.major < 13 {
                speech?.line(
                    "(\(context.ios.name) resolved no parameters of a custom intent and asked nothing: questions came with iOS 13."
                        + " Any Siri asks below are those of Apple's iOS 14 sample, which soupchef runs; docs/fidelity.md)")
            }
        }
        // A failure is thrown after the document is printed, so --json still gives the whole story.
        let outcome: Result<ExitStatus, CommandFailure>
        let recognizer = UtteranceRecognizer(
            system: try app.system, definitions: SoupChef.definitions, handlers: handlers, phrases: SoupChef.siriPhrases)
        switch try recognizer.recognize(utterance) {
        case .notUnderstood(let closest):
            Self.say(Self.notUnderstood, to: speech, width: context.width)
            document.closest = closest
            document.outcome = "notUnderstood"
            document.message = Self.notUnderstood
            outcome = .failure(nothingMatched(closest: closest))
        case .voiceShortcut(let voiceShortcut):
            document.match = SiriDocument.Match(
                kind: "voiceShortcut", phrase: voiceShortcut.invocationPhrase, voiceShortcut: voiceShortcut.identifier)
            switch voiceShortcut.shortcut {
            case .userActivity(let activity):
                outcome = .success(try continueActivity(activity, app: app, speech: speech, document: &document, context: context))
            case .intent(let stored):
                guard let conversation = IntentConversation(definitions: SoupChef.definitions, intent: stored, provider: handlers) else {
                    throw CommandFailure(
                        .failure, "Voice shortcut “\(voiceShortcut.invocationPhrase)” runs a \(stored.typeName), which Soup Chef does not handle.")
                }
                outcome = try converse(
                    conversation, stored, app: app, speech: speech, trace: trace, style: style, document: &document, context: context)
            }
        case .appPhrase(let phrase, let intent):
            document.match = SiriDocument.Match(kind: "appShortcut", phrase: phrase.template, voiceShortcut: nil)
            if context.iosChosen {
                // A release chosen before App Shortcuts: say that iOS would not hear it unrecorded.
                speech?.line(
                    "(\(context.ios.name) hears this only as a voice shortcut someone recorded: App Shortcut phrases came with iOS 16;"
                        + " soupchef hears it without one, docs/fidelity.md)")
            }
            guard let conversation = IntentConversation(definitions: SoupChef.definitions, intent: intent, provider: handlers) else {
                throw CommandFailure(.failure, "Soup Chef has no handler for \(intent.typeName).")
            }
            outcome = try converse(conversation, intent, app: app, speech: speech, trace: trace, style: style, document: &document, context: context)
        }
        if context.json {
            try context.printJSON(document)
            if let order = document.order { context.sayPlacedIfUnreported(order.id) }
        }
        return try outcome.get()
    }

    /// What Siri says to an utterance that matches no phrase.
    static let notUnderstood = "Sorry, I didn't understand."

    /// The utterance matched no phrase: the failure names the closest ones.
    func nothingMatched(closest: [String]) -> CommandFailure {
        CommandFailure(.failure, "Nothing matched “\(utterance)”. Closest phrases: " + closest.map { "“\($0)”" }.joined(separator: ", ") + ".")
    }

    /// A voice shortcut for a user activity: Siri opens the app, which continues it.
    private func continueActivity(
        _ activity: UserActivity, app: SoupChef, speech: Output?, document: inout SiriDocument, context: Context
    ) throws -> ExitStatus {
        document.outcome = "continueInApp"
        document.userActivity = ActivityJSON(activity)
        document.message = "Opening Soup Chef."
        speech?.line("Siri: Opening Soup Chef.")
        guard let route = OpenCommand.Route(activityType: activity.activityType), route == .viewMenu else {
            throw CommandFailure(.failure, "Soup Chef cannot continue a \(activity.activityType) activity without an order.")
        }
        if context.json {
            _ = try app.showMenu()
            return .success
        }
        return try MenuCommand.show(all: false, context)
    }

    /// Siri's conversation, the engine driving the app's handler from the definition; the app's
    /// Intents UI extension draws the cards, and the app reports the order it placed.
    private func converse(
        _ conversation: IntentConversation, _ intent: Intent, app: SoupChef, speech: Output?, trace: Output?, style: Style,
        document: inout SiriDocument, context: Context
    ) throws -> Result<ExitStatus, CommandFailure> {
        let person = Person(yes: yes, answers: answers, input: context.input, speech: speech)
        person.width = context.width
        person.card = { question in
            guard let intent = question.intent, let response = question.response else { return nil }
            return try? app.intentCard(for: intent, response: response)
        }
        var cards: [IntentCard] = []
        let transcript = try conversation.run(intent, ask: person.ask) { event in
            switch event {
            case .handlerCall(let step):
                trace?.line(style.dim("  · \(step.call): \(step.result)" + (step.value.map { " (\($0))" } ?? "")))
            case .siriSays(let text):
                Self.say(Diagnostic.escaped(text), to: speech, width: context.width)
            case .responded(let intent, let response):
                guard let card = try? app.intentCard(for: intent, response: response) else { return }
                cards.append(card)
                for line in CardBox.lines(card, width: context.width) { speech?.line(line) }
            }
        }
        document.record(transcript, cards: person.cards + cards, typed: app.siriResponse, dates: context.dates)
        if !person.answers.isEmpty {
            context.note(TypedAnswer.notUsed(person.answers))
        }
        switch transcript.outcome {
        case .succeeded:
            // An intent that places no order (none of Soup Chef's today) has nothing more to report.
            guard let response = app.siriResponse, let order = response.order else { return .success(.success) }
            let donation = try Self.reportPlaced(order, placement: response.placement, app: app, context) {
                if let activity = response.userActivity {
                    let type = OpenCommand.Route(activityType: activity.activityType)?.name ?? activity.activityType
                    context.out.line("Activity \(type): " + ShellCommand.soupchef(["open", type, "--order", VoiceShortcutText.shortID(order.id)]))
                }
            }
            document.donation = donation.map { DonationJSON($0, dates: context.dates) }
            return .success(.success)
        case .failed:
            let closing = transcript.closing ?? "the order could not be placed."
            return .failure(
                CommandFailure(
                    .failure, "Nothing was ordered: " + closing,
                    hint: DataDirectoryHints.unavailable(in: closing, app: app, context: context) ?? DataDirectoryHints.nothingOrderable(app: app))
            )
        case .declined:
            // With --json every failure is a JSON document on stderr, a declined order's too.
            if context.json { return .failure(CommandFailure(.failure, Self.declined)) }
            context.note("Nothing was ordered.")
            return .success(.failure)
        case .cancelled(let question):
            return .failure(Self.cancelled(at: question))
        case .unanswered(let question):
            return .failure(Self.mending(try person.unanswered(question), answers: answers, soup: transcript.intent, app: app, context))
        case .notUnderstood(let question, let answer):
            let asked = question.parameter.flatMap { conversation.definition.parameter(named: $0) }
            return .failure(
                Self.mending(
                    TypedAnswer.notUnderstood(question, answer: answer, result: ", so nothing was ordered", asked: asked), answers: answers,
                    soup: transcript.intent, app: app, context))
        }
    }
}

extension SiriCommand {
    /// A declined order, as an error document says it.
    static let declined = "Nothing was ordered: the order was declined."

    /// `failure`, with how to mend a soup an answer named that cannot be ordered, when it has no
    /// hint of its own: Siri never offers such a soup, so the answer was not understood. Else,
    /// when the intent's own soup cannot be ordered (a voice shortcut for a soup since disabled or
    /// sold out), that: answered, the question would only lead to "out of stock" at `confirm`.
    static func mending(_ failure: CommandFailure, answers: [String], soup intent: Intent? = nil, app: SoupChef, _ context: Context)
        -> CommandFailure
    {
        guard failure.hint == nil else { return failure }
        if let hint = DataDirectoryHints.unavailable(answers: answers, app: app, context: context) {
            return CommandFailure(failure.status, failure.message, hint: hint)
        }
        guard let intent, let menu = try? app.menu(), let item = SoupChef.unavailableItem(of: intent, menu: menu),
            let mend = DataDirectoryHints.unavailable(item, context: context)
        else { return failure }
        return CommandFailure(failure.status, failure.message, hint: "Even answered, it orders nothing now: " + mend)
    }

    /// "Cancel" said to a question: Siri stops there, and nothing is ordered.
    static func cancelled(at question: SiriQuestion) -> CommandFailure {
        CommandFailure(.failure, "Nothing was ordered: the conversation was cancelled at “\(question.prompt)”.")
    }
}

/// The person talking to Siri: answers from the flags first, then, on a terminal, typed ones.
final class Person {
    let yes: Bool
    var answers: [String]
    let input: LineReader
    let speech: Output?
    /// The terminal's width, which Siri's lines and the cards are fitted to; nil: left whole.
    var width: Int?
    /// The card the app's Intents UI extension shows with a question, if any.
    var card: (SiriQuestion) -> IntentCard? = { _ in nil }
    /// The cards shown with questions, in order.
    private(set) var cards: [IntentCard] = []
    /// Why a line of standard input was not taken as an answer (the conversation then ends).
    private(set) var refusedAnswer: String?

    init(yes: Bool, answers: [String], input: LineReader, speech: Output?) {
        self.yes = yes
        self.answers = answers
        self.input = input
        self.speech = speech
    }

    /// The conversation ended on `question` with no answer: why, and how to give one. A line of
    /// standard input refused as an answer (`refusedAnswer`) is a usage error instead.
    func unanswered(_ question: SiriQuestion) throws -> CommandFailure {
        // The command line was right: its usage would not mend the input, so it is not shown.
        if let refusedAnswer { throw CommandFailure(.usage, refusedAnswer) }
        return TypedAnswer.unanswered(question, result: ", so nothing was ordered", isTerminal: input.isTerminal, inputAbsent: input.isAbsent)
    }

    func ask(_ question: SiriQuestion) -> String? {
        let given = answer(question).map { Self.withoutSubtitle($0, of: question) }
        asked.append((question, given))
        return given
    }

    /// The questions asked, in order, each with its answer (nil: none).
    private(set) var asked: [(question: SiriQuestion, answer: String?)] = []

    /// A choice's line as the list shows it ("Tomato Soup — Contains: Tomatoes", pasted) is that
    /// choice: the subtitle is no part of what a person says.
    static func withoutSubtitle(_ answer: String, of question: SiriQuestion) -> String {
        for (number, choice) in question.choices.enumerated() {
            guard question.choiceDetails.indices.contains(number), let subtitle = question.choiceDetails[number].subtitle,
                !subtitle.isEmpty
            else { continue }
            let line = choice + " — " + subtitle
            if InvocationPhrase.normalized(answer) == InvocationPhrase.normalized(line) { return choice }
        }
        return answer
    }

    private func answer(_ question: SiriQuestion) -> String? {
        SiriCommand.say(Diagnostic.escaped(question.prompt), to: speech, width: width)
        var section: String?
        for (number, choice) in question.choices.enumerated() {
            let detail = question.choiceDetails.indices.contains(number) ? question.choiceDetails[number] : nil
            if let heading = detail?.section, heading != section { speech?.line("      " + Diagnostic.escaped(heading)) }
            section = detail?.section
            let subtitle = detail?.subtitle.flatMap { $0.isEmpty ? nil : " — " + Diagnostic.escaped($0) } ?? ""
            speech?.line("      \(number + 1). " + Diagnostic.escaped(choice) + subtitle)
        }
        if let card = card(question) {
            cards.append(card)
            for line in CardBox.lines(card, width: width) { speech?.line(line) }
        }
        if question.kind == .confirmation && yes {
            speech?.line("You: yes")
            return "yes"
        }
        if !answers.isEmpty {
            let answer = answers.removeFirst()
            speech?.line("You: " + Diagnostic.escaped(answer))
            return answer
        }
        // Not a terminal: the next line of standard input is the answer (`printf 'Ferry
        // Building\nyes\n' | soupchef siri …`); at its end the question goes unanswered.
        guard input.isTerminal else {
            switch TypedAnswer.line(from: input) {
            case .answer(let answer):
                speech?.line("You: " + Diagnostic.escaped(answer))
                return answer
            case .refused(let why):
                // The conversation ends, nothing is ordered, and the command says why (`refusedAnswer`).
                refusedAnswer = why
                return nil
            case nil: return nil
            }
        }
        guard let speech else { return nil }
        while true {
            speech.write("You: ")
            guard let typed = input.readLine() else {
                speech.line()
                return nil
            }
            // Without the spaces around it, as a line of standard input and `intents converse`
            // take one; an empty line is no answer and uses up none of Siri's tries.
            let answer = typed.trimmingWhitespace()
            if !answer.isEmpty { return answer }
        }
    }
}

/// The Intents UI extension's cards, drawn as text boxes with the labels of the sample's views:
/// the invoice (`InvoiceView`: the soup, "N @ $price", the toppings' names, the place, "Total:")
/// and the order confirmation (`OrderConfirmedView`: the soup, "Order Confirmed", the wait as the
/// response's order details say it, the place).
enum CardBox {
    /// The box's lines; with `maximum`, a terminal's width, a row too wide for it is wrapped
    /// inside the box, so that the box fits (a long delivery address).
    static func lines(_ card: IntentCard, width maximum: Int? = nil) -> [String] {
        let title = "Soup Chef"
        // Stored text is escaped before the box is measured, so its sides stay straight.
        var rows: [(String, String)] = [(Diagnostic.escaped(card.soupName), "")]
        let place = Diagnostic.escaped(card.place)
        let placeLine = place.isEmpty ? nil : card.orderType == .delivery ? "Deliver to \(place)" : "Pickup from \(place)"
        switch card.kind {
        case .invoice:
            rows.append(("\(card.quantity) @ \(card.unitPrice.formatted)", ""))
            if !card.toppings.isEmpty { rows.append((Diagnostic.escaped(card.toppings.joined(separator: ", ")), "")) }
            if let placeLine { rows.append((placeLine, "")) }
            rows.append(("Total:", card.total.formatted))
        case .orderConfirmation:
            rows.append(("Order Confirmed", ""))
            if let waitTime = card.waitTime { rows.append((Diagnostic.escaped(waitTime), "")) }
            if let placeLine { rows.append((placeLine, "")) }
        }
        // The box takes two columns of indent and four of sides: what is left holds the rows.
        if let maximum {
            let room = max(title.count + 4, maximum - 6)
            rows = rows.flatMap { left, right -> [(String, String)] in
                let need = left.visibleCount + (right.isEmpty ? 0 : right.visibleCount + 2)
                guard need > room, right.isEmpty else { return [(left, right)] }
                return Help.wrap(left, width: room).map { ($0, "") }
            }
        }
        // Measured in the columns a terminal gives each character (an address in 東京 takes two a
        // character), so the right side stays straight.
        let width = max(title.count + 4, rows.map { $0.0.visibleCount + ($0.1.isEmpty ? 0 : $0.1.visibleCount + 2) }.max() ?? 0)
        var lines = ["  ┌─ \(title) " + String(repeating: "─", count: width - title.count - 1) + "┐"]
        for (left, right) in rows {
            lines.append("  │ " + left + String(repeating: " ", count: width - left.visibleCount - right.visibleCount) + right + " │")
        }
        lines.append("  └" + String(repeating: "─", count: width + 2) + "┘")
        return lines
    }
}

extension SiriCommand {
    /// A line Siri says, wrapped to the terminal's `width` under its own first word ("Siri: "
    /// and then six columns in), as prose is; left whole without a width.
    static func say(_ text: String, to speech: Output?, width: Int?) {
        let lead = "Siri: "
        guard let speech else { return }
        guard let width, lead.count + text.visibleCount > width else {
            speech.line(lead + text)
            return
        }
        for (index, line) in Help.wrap(text, width: max(1, width - lead.count)).enumerated() {
            speech.line((index == 0 ? lead : String(repeating: " ", count: lead.count)) + line)
        }
    }

    /// What both Siri paths print once an order is placed: warnings, the order's id, a sell-out
    /// and its removed donations, `between` (lines only one path has), then how it was donated.
    /// Returns the order's donation, for the JSON document.
    static func reportPlaced(
        _ order: Order, placement: PlacedOrder?, app: SoupChef, _ context: Context, between: () -> Void = {}
    ) throws -> DonatedInteraction? {
        for warning in placement?.warnings ?? [] { context.warn(warning) }
        let donation = try placement.map { try app.donation(of: $0) } ?? app.system.interaction(identifier: order.id)
        if !context.json {
            context.out.line("Order \(order.id)")
            if let placement, placement.soldOut {
                context.out.line(MenuDisableCommand.soldOutLine(order.menuItem.name, placement))
            }
            between()
        }
        // With --json the document's donation says it, as order's does.
        if let donation, !context.json { context.note("Donated as “\(donation.title)”\(donation.subtitle.map { " (\($0))" } ?? "").") }
        if !context.json { context.sayPlacedIfUnreported(order.id) }
        return donation
    }
}
