import Dates
import SiriSystem
import SoupChefViews
import SoupKit

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

// The document each command prints with --json.

/// `menu`.
struct MenuDocument: Encodable {
    var items: [MenuItemJSON]
    var toppings: [Topping]
    var stores: [PickupStore]
}

/// `menu disable|enable|restock`.
struct MenuChangeDocument: Encodable {
    var item: MenuItemJSON
    var wasOrderable: Bool
    /// The first 1000 identifiers; removedDonationCount says how many there were.
    var removedDonations: [String]
    var removedDonationCount: Int
}

/// `order` (and `open` of an order activity with `--place`) when the order is placed.
struct OrderDocument: Encodable {
    var response: ResponseJSON
    var order: OrderJSON
    /// Null when the sell-out the order caused took its donation.
    @Nullable var donation: DonationJSON? = nil
    var soldOut: Bool
    var removedDonations: [String]
    var removedDonationCount: Int
}

/// `order` when the handler refuses it.
struct OrderRefusedDocument: Encodable {
    @Nullable var response: ResponseJSON? = nil
    @Nullable var resolution: RefusedQuantityJSON? = nil
}

/// `history`, `history --limit 0` (streamed, with the same keys).
struct HistoryDocument: Encodable {
    var orders: [OrderJSON]
    var more: Bool
}

/// `history show` and `open orderComplete`.
struct OrderDetailDocument: Encodable {
    var order: OrderJSON
    @Nullable var donation: DonationJSON? = nil
    /// The donation waits in the app's queue (Siri's store was busy): `donation` is null until
    /// a command delivers it.
    var donationQueued = false
}

/// `history clear`.
struct HistoryClearDocument: Encodable {
    var deletedOrders: Int
    /// Null while their deletion waits in the queue: how many it deletes is not known yet.
    @Nullable var deletedDonations: Int? = nil
}

/// `donations`, `donations --limit 0` (streamed, with the same keys).
struct DonationsDocument: Encodable {
    var donations: [DonationJSON]
    var more: Bool
}

/// `donations delete`.
struct DonationsDeleteDocument: Encodable {
    var call: String
    /// Null while the deletion waits in the queue (`--all` on a busy store).
    @Nullable var count: Int? = nil
    @Nullable var deleted: [String]? = nil
    var notFound: [String]
}

/// `shortcuts` and `shortcuts list`.
struct VoiceShortcutsDocument: Encodable {
    var voiceShortcuts: [VoiceShortcutJSON]
}

/// `shortcuts add|edit|delete`.
struct VoiceShortcutDocument: Encodable {
    var action: String
    var voiceShortcut: VoiceShortcutJSON
}

/// `open` of an order activity: the pre-filled order form.
struct OrderFormDocument: Encodable {
    var activityType: String
    var intent: IntentJSON
    @Nullable var total: String? = nil
    @Nullable var currency: String? = nil
    var available: Bool
    var orderCommand, placeCommand: String
}

/// `siri`: the whole conversation as data. Every key is always present.
struct SiriDocument: Encodable {
    struct Match: Encodable {
        var kind: String
        var phrase: String
        @Nullable var voiceShortcut: String? = nil
    }

    var utterance: String
    @Nullable var match: Match? = nil
    var outcome = ""
    @Nullable var message: String? = nil
    @Nullable var intent: IntentJSON? = nil
    var steps: [StepJSON] = []
    var cards: [CardJSON] = []
    @Nullable var response: ResponseJSON? = nil
    @Nullable var order: OrderJSON? = nil
    @Nullable var donation: DonationJSON? = nil
    @Nullable var userActivity: ActivityJSON? = nil
    var closest: [String] = []
    /// The simulated iOS release and Siri's path, only when --ios or SOUPCHEF_IOS chose one
    /// (left out otherwise, so the default document is unchanged).
    var ios: Int? = nil
    var path: String? = nil

    init(utterance: String) { self.utterance = utterance }

    /// Records the engine's transcript, the cards the app's Intents UI extension showed, and the
    /// app's own, typed, view of the last response (with the order placed).
    mutating func record(_ transcript: IntentConversation.Transcript, cards: [IntentCard], typed: OrderSoupIntentResponse?, dates: DateCodec) {
        // `siri`'s outcome names are the order's: a succeeded conversation "ordered".
        if case .succeeded = transcript.outcome { outcome = "ordered" } else { outcome = transcript.outcome.name }
        message = transcript.closing
        // Siri's last words on a question left unanswered, or cancelled, are the question.
        switch transcript.outcome {
        case .unanswered(let question), .cancelled(let question): message = question.prompt
        default: break
        }
        intent = IntentJSON(transcript.intent)
        steps = transcript.steps.map(StepJSON.init)
        self.cards = cards.map { CardJSON($0, dates: dates) }
        if let response = transcript.outcome.response {
            // The app's typed response when it is the one Siri got; otherwise the code and words.
            if let typed, typed.code.rawValue == response.code {
                self.response = ResponseJSON(typed, dates: dates)
                order = typed.order.map { OrderJSON($0, dates: dates) }
            } else {
                self.response = ResponseJSON(code: response.code, message: transcript.closing)
            }
            userActivity = response.userActivity.map { ActivityJSON($0) }
        }
    }
}

/// `replay`.
struct ReplayDocument: Encodable {
    struct Step: Encodable {
        var line: Int
        var time: String
        var arguments: [String]
        var status: Int32
        var output: String
        /// What the step wrote on standard error: why it failed, its warnings and notes.
        var errorOutput: String
    }

    var file: String
    var dataDirectory: String
    var steps: [Step]
    var replayed: Int
    @Nullable var failedLine: Int? = nil

    init(file: String, dataDirectory: String, results: [ReplayCommand.StepResult], failedLine: Int?, dates: DateCodec) {
        self.file = file
        self.dataDirectory = dataDirectory
        steps = results.map {
            Step(
                line: $0.step.line, time: dates.iso($0.step.time), arguments: $0.step.arguments, status: $0.status, output: $0.out,
                errorOutput: $0.err)
        }
        replayed = results.filter { $0.status == 0 }.count
        self.failedLine = failedLine
    }
}
