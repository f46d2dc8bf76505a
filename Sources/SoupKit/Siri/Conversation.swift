import Foundation
import SiriSystem

/// A question Siri asks while it runs an intent.
public struct SiriQuestion: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// Yes or no.
        case confirmation
        /// One of these, by name or by number (1 is the first).
        case choice([String])
        /// Free words: a number, an address.
        case value
    }

    /// The intent parameter asked about; nil for the final "Ready to order?".
    public var parameter: String?
    public var prompt: String
    public var kind: Kind
    /// The card shown with the question: the invoice while confirming.
    public var card: IntentCard?

    public var choices: [String] {
        if case .choice(let choices) = kind { return choices }
        return []
    }
}

/// One turn of a conversation: a call Siri made to the intents extension (or, for
/// `userConfirmation`, Siri's own "Ready to order?"), what it answered, and what was said.
public struct ConversationStep: Sendable, Hashable {
    public enum Stage: String, Sendable, Hashable {
        case resolve, confirm, userConfirmation, handle
    }

    public var stage: Stage
    /// The parameter resolved; nil for the other stages.
    public var parameter: String?
    /// The resolution result ("success", "needsValue", "disambiguation", "confirmationRequired",
    /// "unsupported", "notRequired"), the response code ("ready", "failureOutOfStock", "success",
    /// …), or for `userConfirmation` "confirmed" or "declined".
    public var result: String
    /// The value the result carries, as shown: "Tomato Soup", "5", "Cheese and Croutons".
    public var value: String?
    /// What Siri said at this step, if anything.
    public var prompt: String?
    /// The choices offered with the prompt.
    public var choices: [String] = []
    /// What the person answered; nil when Siri asked nothing, or got no answer.
    public var answer: String?

    /// The handler method called: "resolveStoreLocation", "confirm", "handle".
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
/// shows the conversation as it goes.
public enum ConversationEvent: Sendable, Hashable {
    /// The intents extension answered a resolve, confirm or handle call.
    case handlerCall(ConversationStep)
    /// Siri says something without asking.
    case siriSays(String)
    /// The Intents UI extension shows a card without a question (the order confirmation).
    case card(IntentCard)
}

/// How a conversation ended.
public enum ConversationOutcome: Sendable, Hashable {
    /// `handle` placed the order.
    case ordered(OrderSoupIntentResponse)
    /// `confirm` or `handle` answered with a failure (out of stock, not on the menu).
    case failed(OrderSoupIntentResponse)
    /// The person said no to "Ready to order?".
    case declined
    /// Siri asked and got no answer.
    case unanswered(SiriQuestion)
    /// Siri could not use the answers it got, and gave up.
    case notUnderstood(SiriQuestion, lastAnswer: String)

    public var name: String {
        switch self {
        case .ordered: "ordered"
        case .failed: "failed"
        case .declined: "declined"
        case .unanswered: "unanswered"
        case .notUnderstood: "notUnderstood"
        }
    }

    public var response: OrderSoupIntentResponse? {
        switch self {
        case .ordered(let response), .failed(let response): response
        case .declined, .unanswered, .notUnderstood: nil
        }
    }
}

/// A finished conversation.
public struct ConversationTranscript: Sendable, Hashable {
    /// The intent as it stood at the end, with every answer in it.
    public var intent: OrderSoupIntent
    public var steps: [ConversationStep]
    public var cards: [IntentCard]
    public var outcome: ConversationOutcome
    /// Siri's last words: the response's message, "OK, I won't order it.", or nil when the
    /// conversation ended on a question nobody answered.
    public var closing: String?
}

/// Siri running an `OrderSoupIntent` in the background, the way it drives the intents extension:
/// resolve each parameter in the order of the intent definition, asking only for what is
/// required and has no value; `confirm`; ask "Ready to order?" (the intent requires user
/// confirmation), showing the invoice; `handle`, showing the order confirmation.
///
/// Before resolving, Siri fills in the intent definition's defaults: quantity 1, order type
/// pickup (delivery when the intent has an address), and no toppings when none were named.
public struct SiriConversation {
    /// How many answers in a row Siri tries to make sense of before it gives up.
    public static let attemptsPerQuestion = 3
    public static let declined = "OK, I won't order it."
    public static let gaveUp = "Sorry, I'm having trouble understanding. Let's try again later."

    let app: SoupChef

    public init(app: SoupChef) {
        self.app = app
    }

    /// Runs the conversation.
    /// - Parameters:
    ///   - ask: answers a question, or returns nil for no answer (which ends the conversation).
    ///   - observe: sees every call, statement and card as it happens.
    public func run(
        _ intent: OrderSoupIntent, ask: (SiriQuestion) -> String?, observe: (ConversationEvent) -> Void = { _ in }
    ) throws -> ConversationTranscript {
        try withoutActuallyEscaping(ask) { ask in
            try withoutActuallyEscaping(observe) { observe in
                var run = Run(app: app, intent: intent, ask: ask, observe: observe)
                return try run.go()
            }
        }
    }
}

/// The state of one conversation.
private struct Run {
    let app: SoupChef
    let handler: OrderSoupIntentHandler
    var intent: OrderSoupIntent
    let ask: (SiriQuestion) -> String?
    let observe: (ConversationEvent) -> Void
    var steps: [ConversationStep] = []
    var cards: [IntentCard] = []
    var misunderstood = 0
    /// What Siri said after an answer it could not use, which opens the next step.
    var carried: String?
    var closing: String?

    init(app: SoupChef, intent: OrderSoupIntent, ask: @escaping (SiriQuestion) -> String?, observe: @escaping (ConversationEvent) -> Void) {
        self.app = app
        self.handler = app.handler
        self.intent = intent
        self.ask = ask
        self.observe = observe
    }

    /// Ends the conversation early.
    enum End: Error {
        case outcome(ConversationOutcome)
    }

    /// An answer Siri understood but cannot use, and what it says instead of "I didn't get that".
    struct UnusableAnswer: Error {
        var reply: String
    }

    mutating func go() throws -> ConversationTranscript {
        intent.quantity = intent.quantity ?? 1
        intent.toppings = intent.toppings ?? []
        intent.orderType = intent.orderType ?? (intent.deliveryLocation == nil ? .pickup : .delivery)
        let outcome: ConversationOutcome
        do {
            try resolveSoup()
            try resolveQuantity()
            try resolveToppings()
            resolveOrderType()
            // The definition's parameter relationships: the address only for delivery, the
            // store only for pickup, in the definition's order (deliveryLocation first).
            if intent.orderType == .delivery { try resolveDeliveryLocation() } else { try resolveStoreLocation() }
            let item = try confirm()
            try askToOrder(item)
            outcome = try handle()
        } catch End.outcome(let ended) {
            outcome = ended
        }
        return ConversationTranscript(intent: intent, steps: steps, cards: cards, outcome: outcome, closing: closing)
    }

    // MARK: Turns

    /// Records a handler call and shows it.
    mutating func record(_ stage: ConversationStep.Stage, _ parameter: String?, _ result: String, value: String? = nil) {
        let step = ConversationStep(stage: stage, parameter: parameter, result: result, value: value, prompt: carried)
        carried = nil
        steps.append(step)
        if stage != .userConfirmation { observe(.handlerCall(step)) }
    }

    /// Siri says `text` at the latest step.
    mutating func say(_ text: String) {
        if let last = steps.indices.last {
            steps[last].prompt = steps[last].prompt.map { $0 + " " + text } ?? text
        }
        observe(.siriSays(text))
    }

    /// Asks `question` at the latest step and reads the answer with `parse`. Returns nil when the
    /// answer made no sense (Siri says so; the caller asks again); ends the conversation when
    /// there is no answer or after too many answers that made no sense.
    mutating func question<T>(_ question: SiriQuestion, _ parse: (String) throws -> T?) throws -> T? {
        let last = steps.count - 1
        steps[last].prompt = steps[last].prompt.map { $0 + " " + question.prompt } ?? question.prompt
        steps[last].choices = question.choices
        guard let answer = ask(question) else { throw End.outcome(.unanswered(question)) }
        steps[last].answer = answer
        var reply = "Sorry, I didn't get “\(answer)”."
        do {
            if let value = try parse(answer) {
                misunderstood = 0
                return value
            }
        } catch let unusable as UnusableAnswer {
            reply = unusable.reply
        }
        misunderstood += 1
        guard misunderstood < SiriConversation.attemptsPerQuestion else {
            closing = SiriConversation.gaveUp
            observe(.siriSays(SiriConversation.gaveUp))
            throw End.outcome(.notUnderstood(question, lastAnswer: answer))
        }
        carried = reply
        observe(.siriSays(reply))
        return nil
    }

    // MARK: Resolve

    mutating func resolveSoup() throws {
        while true {
            switch try handler.resolveSoup(for: intent) {
            case .success(let soup):
                record(.resolve, "soup", "success", value: soup.displayString)
                return
            case .disambiguation(let choices):
                record(.resolve, "soup", "disambiguation")
                guard !choices.isEmpty else {
                    closing = "Sorry, there is no soup to order today."
                    say(closing!)
                    throw End.outcome(.failed(OrderSoupIntentResponse(code: .failure)))
                }
                let menu = try app.menu()
                let asked = SiriQuestion(parameter: "soup", prompt: try handler.soupPrompt(), kind: .choice(choices.map(\.displayString)))
                // One of the choices, by number or name, or a secret soup by name; not one that
                // cannot be ordered today.
                let item = try question(asked) { answer -> MenuItem? in
                    if let index = Answers.choiceIndex(answer, count: choices.count) { return menu.item(id: choices[index].id) }
                    guard let item = try? menu.soup(named: answer) else { return nil }
                    guard item.isOrderable else {
                        throw UnusableAnswer(reply: OrderSoupIntentResponse(code: .failureOutOfStock, soupName: item.name).message ?? "")
                    }
                    return item
                }
                if let item {
                    intent.soup = item.id
                    intent.soupName = item.name
                }
            case let other:
                record(.resolve, "soup", other.name)
                return
            }
        }
    }

    mutating func resolveQuantity() throws {
        while true {
            let result = try handler.resolveQuantity(for: intent)
            switch result {
            case .success(let quantity):
                record(.resolve, "quantity", "success", value: String(quantity))
                return
            case .confirmationRequired(let quantity):
                record(.resolve, "quantity", "confirmationRequired", value: String(quantity))
                let asked = SiriQuestion(parameter: "quantity", prompt: Prompt.confirmQuantity(quantity), kind: .confirmation)
                switch try question(asked, Answers.yesOrNo) {
                case true?: return
                case false?: intent.quantity = nil
                case nil: break
                }
            case .needsValue:
                record(.resolve, "quantity", "needsValue")
                let asked = SiriQuestion(parameter: "quantity", prompt: Prompt.quantity, kind: .value)
                if let quantity = try question(asked, Answers.number) { intent.quantity = quantity }
            case .unsupported(let reason):
                record(.resolve, "quantity", "unsupported", value: intent.quantity.map(String.init))
                // No quantity helps a soup that cannot be ordered: `confirm` says why.
                guard let soup = intent.soup, let item = try app.menu().item(id: soup), item.isOrderable else { return }
                say(Prompt.unsupported(reason))
                intent.quantity = nil
            case let other:
                record(.resolve, "quantity", other.name)
                return
            }
        }
    }

    mutating func resolveToppings() throws {
        let results = try handler.resolveToppings(for: intent)
        var kept: [Topping] = []
        var refused: [UnsupportedReason] = []
        for result in results {
            switch result {
            case .success(let topping): kept.append(topping)
            case .unsupported(let reason): refused.append(reason)
            default: break
            }
        }
        let names = kept.map(\.name)
        let summary = refused.isEmpty ? (results.first?.name ?? "notRequired") : "unsupported"
        record(.resolve, "toppings", summary, value: names.isEmpty ? nil : names.joined(separator: ", "))
        // A topping the restaurant does not have is dropped, and Siri says so.
        for reason in refused { say(Prompt.unsupported(reason)) }
        if !refused.isEmpty { intent.toppings = kept }
    }

    mutating func resolveOrderType() {
        let result = handler.resolveOrderType(for: intent)
        if case .success(let type) = result {
            record(.resolve, "orderType", "success", value: type.rawValue)
        } else {
            record(.resolve, "orderType", result.name)
        }
    }

    mutating func resolveStoreLocation() throws {
        while true {
            switch try handler.resolveStoreLocation(for: intent) {
            case .success(let store):
                record(.resolve, "storeLocation", "success", value: store.name)
                intent.storeLocation = store
                return
            case .needsValue:
                record(.resolve, "storeLocation", "needsValue")
                let menu = try app.menu()
                let asked = SiriQuestion(parameter: "storeLocation", prompt: Prompt.storeLocation, kind: .choice(menu.stores.map(\.name)))
                let store = try question(asked) { answer -> PickupStore? in
                    if let index = Answers.choiceIndex(answer, count: menu.stores.count) { return menu.stores[index] }
                    return try? menu.store(matching: answer)
                }
                if let store { intent.storeLocation = store }
            case .unsupported(let reason):
                record(.resolve, "storeLocation", "unsupported", value: intent.storeLocation?.name)
                say(Prompt.unsupported(reason))
                intent.storeLocation = nil
            case let other:
                record(.resolve, "storeLocation", other.name)
                return
            }
        }
    }

    mutating func resolveDeliveryLocation() throws {
        while true {
            switch handler.resolveDeliveryLocation(for: intent) {
            case .success(let address):
                record(.resolve, "deliveryLocation", "success", value: address)
                intent.deliveryLocation = address
                return
            case .needsValue:
                record(.resolve, "deliveryLocation", "needsValue")
                let asked = SiriQuestion(parameter: "deliveryLocation", prompt: Prompt.deliveryLocation, kind: .value)
                if let address = try question(asked, Answers.text) { intent.deliveryLocation = address }
            case let other:
                record(.resolve, "deliveryLocation", other.name)
                return
            }
        }
    }

    // MARK: Confirm, ask, handle

    /// `confirm`: anything but `ready` ends the conversation with the response's words.
    mutating func confirm() throws -> MenuItem {
        let response = try handler.confirm(intent)
        record(.confirm, nil, response.code.rawValue)
        guard response.code == .ready, let soup = intent.soup, let item = try app.menu().item(id: soup) else {
            closing = response.message ?? OrderSoupIntentResponse(code: .failure).message
            say(closing ?? "")
            throw End.outcome(.failed(response))
        }
        return item
    }

    /// The intent requires user confirmation: "Your total is $X. Ready to order?" with the invoice.
    mutating func askToOrder(_ item: MenuItem) throws {
        let card = IntentCard.invoice(for: intent, item: item)
        cards.append(card)
        let asked = SiriQuestion(parameter: nil, prompt: Prompt.readyToOrder(total: card.total), kind: .confirmation, card: card)
        while true {
            record(.userConfirmation, nil, "asked")
            let answer = try question(asked, Answers.yesOrNo)
            guard let yes = answer else { continue }
            steps[steps.count - 1].result = yes ? "confirmed" : "declined"
            if yes { return }
            closing = SiriConversation.declined
            observe(.siriSays(SiriConversation.declined))
            throw End.outcome(.declined)
        }
    }

    mutating func handle() throws -> ConversationOutcome {
        let response = try handler.handle(intent)
        record(.handle, nil, response.code.rawValue, value: response.order?.id)
        closing = response.message
        say(response.message ?? "")
        guard response.code.isSuccess, let order = response.order else { return .failed(response) }
        let card = IntentCard.confirmation(for: order, waitTime: response.waitTime)
        cards.append(card)
        observe(.card(card))
        return .ordered(response)
    }
}

extension ResolutionResult {
    /// The result's name, as the transcript shows it.
    public var name: String {
        switch self {
        case .success: "success"
        case .needsValue: "needsValue"
        case .notRequired: "notRequired"
        case .unsupported: "unsupported"
        case .confirmationRequired: "confirmationRequired"
        case .disambiguation: "disambiguation"
        }
    }
}

/// Making sense of what a person says back to Siri: the system's rules.
typealias Answers = SiriAnswers
