import SiriSystem
import SoupKit

struct SiriCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "siri", abstract: "Say something to Siri: a voice shortcut phrase or an App Shortcut phrase, conversation and all.",
        discussion: """
            Siri matches, in this order, a voice shortcut's phrase, then "Order <soup> from Soup Chef" and "Order
            Soup Chef" (either may end in "for delivery"), ignoring case and punctuation. It then runs the intent
            the way the intents extension does (resolve, confirm, "Ready to order?", handle), asking only for
            what is missing: the soup, the store for a pickup, the address for a delivery.

            Answers come from --yes (the yes-or-no questions) and --answer (the other questions, and yes-or-no ones
            when --yes is not given), in the order Siri asks. On a terminal, Siri asks you for the rest. A question
            left unanswered ends the conversation: nothing is ordered, and the exit status is 1.
            """,
        arguments: [ArgumentSpec("utterance", help: "What you say, in quotes, e.g. \"Order tomato soup from Soup Chef\".")],
        options: [
            OptionSpec("yes", short: "y", help: "Answer yes to Siri's confirmations (\"Ready to order?\", five or more soups)."),
            OptionSpec("answer", short: "a", .repeated(placeholder: "answer"), help: "Answer Siri's next question; repeat for more, in order."),
        ])

    let utterance: String
    let yes: Bool
    let answers: [String]

    init(_ arguments: ParsedArguments) throws {
        utterance = arguments.positionals[0]
        yes = arguments.flag("yes")
        answers = arguments.all("answer")
    }

    func run(_ context: Context) throws -> ExitStatus {
        let app = try context.app()
        // The conversation is the result in text mode; with --json it goes to stderr, and only when
        // a person is there to answer.
        let speech: Output? = context.json ? (context.input.isTerminal ? context.err : nil) : context.out
        let trace = context.quiet ? nil : speech
        let style = context.json ? context.errorStyle : context.style
        speech?.line("You: " + utterance)

        var document = SiriDocument(utterance: utterance)
        let status: ExitStatus
        switch try UtteranceRecognizer(app: app).recognize(utterance) {
        case .notUnderstood(let closest):
            speech?.line("Siri: Sorry, I didn't understand.")
            document.closest = closest
            document.outcome = "notUnderstood"
            document.message = "Sorry, I didn't understand."
            context.err.line("Error: Nothing matched “\(utterance)”. Closest phrases: " + closest.map { "“\($0)”" }.joined(separator: ", ") + ".")
            status = .failure
        case .voiceShortcut(let voiceShortcut):
            document.match = MatchJSON(kind: "voiceShortcut", phrase: voiceShortcut.invocationPhrase, voiceShortcut: voiceShortcut.identifier)
            switch voiceShortcut.shortcut {
            case .userActivity(let activity):
                status = try continueActivity(activity, app: app, speech: speech, document: &document, context: context)
            case .intent(let stored):
                guard let intent = OrderSoupIntent(stored, menu: try app.menu()) else {
                    throw CommandFailure(
                        .failure, "Voice shortcut “\(voiceShortcut.invocationPhrase)” runs a \(stored.typeName), which Soup Chef does not handle.")
                }
                status = try converse(intent, app: app, speech: speech, trace: trace, style: style, document: &document, context: context)
            }
        case .appShortcut(let phrase, let intent):
            document.match = MatchJSON(kind: "appShortcut", phrase: phrase.rawValue, voiceShortcut: nil)
            status = try converse(intent, app: app, speech: speech, trace: trace, style: style, document: &document, context: context)
        }
        if context.json { try context.printJSON(document) }
        return status
    }

    /// A voice shortcut for a user activity: Siri opens the app, which continues it.
    private func continueActivity(
        _ activity: UserActivity, app: SoupChef, speech: Output?, document: inout SiriDocument, context: Context
    ) throws -> ExitStatus {
        document.outcome = "continueInApp"
        document.userActivity = JSONShapes.ActivityJSON(activity: activity, date: nil)
        document.message = "Opening Soup Chef."
        speech?.line("Siri: Opening Soup Chef.")
        guard let route = OpenCommand.Route(activityType: activity.activityType), route == .viewMenu else {
            throw CommandFailure(.failure, "Soup Chef cannot continue a \(activity.activityType) activity without an order.")
        }
        if context.json {
            _ = try app.showMenu()
            return .success
        }
        return try MenuCommand(ParsedArguments(path: ["menu"])).run(context)
    }

    private func converse(
        _ intent: OrderSoupIntent, app: SoupChef, speech: Output?, trace: Output?, style: Style, document: inout SiriDocument,
        context: Context
    ) throws -> ExitStatus {
        let person = Person(yes: yes, answers: answers, input: context.input, speech: speech, dates: context.dates)
        let transcript = try SiriConversation(app: app).run(intent, ask: person.ask) { event in
            switch event {
            case .handlerCall(let step):
                trace?.line(style.dim("  · \(step.call): \(step.result)" + (step.value.map { " (\($0))" } ?? "")))
            case .siriSays(let text):
                speech?.line("Siri: " + text)
            case .card(let card):
                for line in CardBox.lines(card, dates: context.dates) { speech?.line(line) }
            }
        }
        document.record(transcript, dates: context.dates)
        if !person.answers.isEmpty {
            context.note("Not used: " + person.answers.map { "--answer \"\($0)\"" }.joined(separator: " ") + ".")
        }
        switch transcript.outcome {
        case .ordered(let response):
            guard let order = response.order else { return .failure }
            for warning in response.placement?.warnings ?? [] { context.err.line(context.errorStyle.yellow("warning: ") + warning) }
            let donation = try app.system.interaction(identifier: order.id)
            document.donation = donation.map { JSONShapes.InteractionJSON(interaction: $0, dates: context.dates) }
            if !context.json {
                context.out.line("Order \(order.id)")
                if let placement = response.placement, placement.soldOut {
                    context.out.line(
                        "\(order.menuItem.name) is now sold out. "
                            + MenuDisableCommand.removedLine(placement.removedDonations, count: placement.removedDonationCount))
                }
                if let activity = response.userActivity {
                    let type = OpenCommand.Route(activityType: activity.activityType)?.name ?? activity.activityType
                    context.out.line("Activity \(type): soupchef open \(type) --order \(VoiceShortcutJSON.shortID(order.id))")
                }
            }
            if let donation { context.note("Donated as “\(donation.title)”\(donation.subtitle.map { " (\($0))" } ?? "").") }
            return .success
        case .failed:
            context.err.line("Error: Nothing was ordered: " + (transcript.closing ?? "the order could not be placed."))
        case .declined:
            context.note("Nothing was ordered.")
        case .unanswered(let question):
            let how =
                question.kind == .confirmation
                ? "Answer it with --yes (or --answer no)"
                : "Answer it with --answer \"…\"" + (question.choices.isEmpty ? "" : " (one of: \(question.choices.joined(separator: ", ")))")
            let hint =
                context.input.isTerminal
                ? "The input ended."
                : "\(how); answers are used in the order Siri asks, or run it on a terminal to be asked."
            context.err.line("Error: Siri asked “\(question.prompt)” and got no answer, so nothing was ordered. " + hint)
        case .notUnderstood(let question, let answer):
            context.err.line(
                "Error: Siri could not use “\(answer)” as an answer to “\(question.prompt)”, so nothing was ordered."
                    + (question.choices.isEmpty ? "" : " Choices: \(question.choices.joined(separator: ", ")).")
                    + (question.kind == .confirmation ? " Answer yes or no." : ""))
        }
        return .failure
    }
}

/// The person talking to Siri: answers from the flags first, then, on a terminal, typed ones.
private final class Person {
    let yes: Bool
    var answers: [String]
    let input: LineReader
    let speech: Output?
    let dates: DateCodec

    init(yes: Bool, answers: [String], input: LineReader, speech: Output?, dates: DateCodec) {
        self.yes = yes
        self.answers = answers
        self.input = input
        self.speech = speech
        self.dates = dates
    }

    func ask(_ question: SiriQuestion) -> String? {
        speech?.line("Siri: " + question.prompt)
        for (number, choice) in question.choices.enumerated() { speech?.line("      \(number + 1). \(choice)") }
        if let card = question.card {
            for line in CardBox.lines(card, dates: dates) { speech?.line(line) }
        }
        if question.kind == .confirmation && yes {
            speech?.line("You: yes")
            return "yes"
        }
        if !answers.isEmpty {
            let answer = answers.removeFirst()
            speech?.line("You: " + answer)
            return answer
        }
        guard input.isTerminal, let speech else { return nil }
        speech.write("You: ")
        guard let typed = input.readLine() else {
            speech.line()
            return nil
        }
        return typed
    }
}

/// The Intents UI extension's cards, drawn as text boxes.
enum CardBox {
    static func lines(_ card: IntentCard, dates: DateCodec) -> [String] {
        let status = card.kind == .invoice ? "Soup Chef" : "Soup Chef · Ordered"
        var rows: [(String, String)] = [(card.soupName, ""), ("\(card.quantity) @ \(card.unitPrice.formatted)", "")]
        if !card.toppings.isEmpty { rows.append(("With " + card.toppings.joined(separator: ", "), "")) }
        rows.append((card.orderType == .delivery ? "Delivery to \(card.place)" : "Pickup at \(card.place)", ""))
        rows.append(("Total", card.total.formatted))
        if card.kind == .orderConfirmation, let ready = card.readyDate {
            rows.append(("Ready " + (card.waitTime.map { "in \($0)" } ?? "soon"), dates.time(ready)))
        }
        let width = max(status.count + 4, rows.map { $0.0.count + ($0.1.isEmpty ? 0 : $0.1.count + 2) }.max() ?? 0)
        var lines = ["  ┌─ \(status) " + String(repeating: "─", count: width - status.count - 1) + "┐"]
        for (left, right) in rows {
            lines.append("  │ " + left + String(repeating: " ", count: width - left.count - right.count) + right + " │")
        }
        lines.append("  └" + String(repeating: "─", count: width + 2) + "┘")
        return lines
    }
}

/// `soupchef siri --json`: the whole conversation as data. Every key is always present.
struct SiriDocument: Encodable {
    var utterance: String
    var match: MatchJSON?
    var outcome = ""
    var message: String?
    var intent: JSONShapes.IntentJSON?
    var steps: [StepJSON] = []
    var cards: [CardJSON] = []
    var response: ResponseJSON?
    var order: JSONShapes.OrderJSON?
    var donation: JSONShapes.InteractionJSON?
    var userActivity: JSONShapes.ActivityJSON?
    var closest: [String] = []

    init(utterance: String) { self.utterance = utterance }

    mutating func record(_ transcript: ConversationTranscript, dates: DateCodec) {
        outcome = transcript.outcome.name
        message = transcript.closing
        intent = JSONShapes.IntentJSON(transcript.intent.systemIntent)
        steps = transcript.steps.map(StepJSON.init)
        cards = transcript.cards.map { CardJSON($0, dates: dates) }
        if let response = transcript.outcome.response {
            self.response = ResponseJSON(response, dates: dates)
            order = response.order.map { JSONShapes.OrderJSON($0, dates: dates) }
            userActivity = response.userActivity.map { JSONShapes.ActivityJSON(activity: $0, date: nil) }
        }
    }

    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: JSONShapes.DynamicKey.self)
        try c.encode(utterance, forKey: .init("utterance"))
        try c.encode(match, forKey: .init("match"))
        try c.encode(outcome, forKey: .init("outcome"))
        try c.encode(message, forKey: .init("message"))
        try c.encode(intent, forKey: .init("intent"))
        try c.encode(steps, forKey: .init("steps"))
        try c.encode(cards, forKey: .init("cards"))
        try c.encode(response, forKey: .init("response"))
        try c.encode(order, forKey: .init("order"))
        try c.encode(donation, forKey: .init("donation"))
        try c.encode(userActivity, forKey: .init("userActivity"))
        try c.encode(closest, forKey: .init("closest"))
    }
}

struct MatchJSON: Encodable {
    var kind: String
    var phrase: String
    var voiceShortcut: String?

    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: JSONShapes.DynamicKey.self)
        try c.encode(kind, forKey: .init("kind"))
        try c.encode(phrase, forKey: .init("phrase"))
        try c.encode(voiceShortcut, forKey: .init("voiceShortcut"))
    }
}

struct StepJSON: Encodable {
    var step: ConversationStep

    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: JSONShapes.DynamicKey.self)
        try c.encode(step.stage.rawValue, forKey: .init("stage"))
        try c.encode(step.call, forKey: .init("call"))
        try c.encode(step.parameter, forKey: .init("parameter"))
        try c.encode(step.result, forKey: .init("result"))
        try c.encode(step.value, forKey: .init("value"))
        try c.encode(step.prompt, forKey: .init("prompt"))
        try c.encode(step.choices, forKey: .init("choices"))
        try c.encode(step.answer, forKey: .init("answer"))
    }
}

struct CardJSON: Encodable {
    var card: IntentCard
    var dates: DateCodec

    init(_ card: IntentCard, dates: DateCodec) {
        self.card = card
        self.dates = dates
    }

    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: JSONShapes.DynamicKey.self)
        try c.encode(card.kind.rawValue, forKey: .init("kind"))
        try c.encode(card.soupName, forKey: .init("soupName"))
        try c.encode(card.quantity, forKey: .init("quantity"))
        try c.encode(card.unitPrice.decimalString, forKey: .init("unitPrice"))
        try c.encode(card.toppings, forKey: .init("toppings"))
        try c.encode(card.total.decimalString, forKey: .init("total"))
        try c.encode(card.total.currency, forKey: .init("currency"))
        try c.encode(card.orderType.rawValue, forKey: .init("orderType"))
        try c.encode(card.place, forKey: .init("place"))
        try c.encode(card.waitTime, forKey: .init("waitTime"))
        try c.encode(card.readyDate.map(dates.iso), forKey: .init("readyDate"))
    }
}
