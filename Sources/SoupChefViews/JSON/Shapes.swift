import Dates
import SiriSystem
import SoupKit

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// The shapes several documents share.

public struct MenuItemJSON: Encodable {
    public var id, name, price, currency, kind, description, state: String
    public var stock, defaultStock: Int
    public var enabled, orderable: Bool

    public init(_ item: MenuItem) {
        id = item.id
        name = item.name
        price = item.price.decimalString
        currency = item.price.currency
        kind = item.kind.rawValue
        description = item.itemDescription
        state = item.unavailableReason ?? "available"
        stock = item.stock
        defaultStock = item.defaultStock
        enabled = item.isEnabled
        orderable = item.isOrderable
    }
}

public struct OrderJSON: Encodable {
    public var id, date, soup, soupName, price, orderType, total, currency, readyDate: String
    public var quantity: Int
    public var toppings: [String]
    public var toppingNames: [String]
    @Nullable public var store: String? = nil
    /// The order's `deliveryLocation`, under the key the documents have always used.
    @Nullable public var deliveryAddress: String? = nil

    public init(_ order: Order, dates: DateCodec) {
        id = order.id
        date = dates.iso(order.date)
        soup = order.menuItem.id
        soupName = order.menuItem.name
        price = order.line.unitPrice.decimalString
        orderType = order.orderType.rawValue
        total = order.total.decimalString
        currency = order.total.currency
        readyDate = dates.iso(order.readyDate)
        quantity = order.quantity
        toppings = order.toppings.map(\.id)
        toppingNames = order.toppings.map(\.name)
        store = order.storeLocation?.name
        deliveryAddress = order.deliveryLocation
    }
}

/// An intent's parameters, flattened: identifiers for objects, with display names beside. Its
/// keys are the intent's parameter names, so it is written out by hand.
public struct IntentJSON: Encodable {
    public var type: String
    public var parameters: [String: IntentValue]
    /// The phrase the intent suggests for "Add to Siri" ("Soup time" for an order), `null` when it
    /// suggests none (an App Intents donation never does).
    public var suggestedInvocationPhrase: String?

    public init(_ intent: Intent) {
        type = intent.typeName
        parameters = intent.parameters
        suggestedInvocationPhrase = intent.suggestedInvocationPhrase
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: DynamicKey.self)
        try c.encode(type, forKey: DynamicKey("type"))
        try c.encode(suggestedInvocationPhrase, forKey: DynamicKey("suggestedInvocationPhrase"))
        for (name, value) in parameters {
            switch value {
            case .integer(let n): try c.encode(n, forKey: DynamicKey(name))
            case .string(let s): try c.encode(s, forKey: DynamicKey(name))
            case .object(let id, let display):
                try c.encode(id, forKey: DynamicKey(name))
                try c.encode(display, forKey: DynamicKey(name + "Name"))
            case .enumeration(let raw, _): try c.encode(raw, forKey: DynamicKey(name))
            case .list(let values):
                try c.encode(values.map(\.identity), forKey: DynamicKey(name))
                try c.encode(values.map(\.displayString), forKey: DynamicKey(Self.namesKey(name)))
            }
        }
        // A list parameter the app's definition declares reads as empty when the intent has none.
        for parameter in SoupChef.definitions.intent(named: type)?.intent.parameters ?? [] where parameter.isList && parameters[parameter.name] == nil
        {
            try c.encode([String](), forKey: DynamicKey(parameter.name))
        }
    }

    /// "toppings" → "toppingNames".
    public static func namesKey(_ name: String) -> String {
        name.hasSuffix("s") ? String(name.dropLast()) + "Names" : name + "Names"
    }
}

/// A user activity.
public struct ActivityJSON: Encodable {
    public var kind = "userActivity"
    public var activityType: String
    @Nullable public var title: String? = nil
    @Nullable public var persistentIdentifier: String? = nil
    @Nullable public var suggestedInvocationPhrase: String? = nil
    @Nullable public var description: String? = nil
    public var keywords: [String]
    public var eligibleForPrediction: Bool
    public var eligibleForSearch: Bool
    public var userInfo: [String: String]

    public init(_ activity: UserActivity) {
        activityType = activity.activityType
        title = activity.title
        persistentIdentifier = activity.persistentIdentifier
        suggestedInvocationPhrase = activity.suggestedInvocationPhrase
        description = activity.contentDescription
        keywords = activity.keywords
        eligibleForPrediction = activity.isEligibleForPrediction
        eligibleForSearch = activity.isEligibleForSearch
        userInfo = activity.userInfo
    }
}

/// One donation as the lock-screen view shows it: the same keys for interactions and user
/// activities, null where a kind has no value.
public struct DonationJSON: Encodable {
    public var kind: String
    /// The API the donation came through: "INInteraction", "App Intents" or "NSUserActivity"
    /// (`kind` already says interaction or user activity, so this key has its own name).
    public var donationKind: String
    @Nullable public var identifier: String? = nil
    @Nullable public var groupIdentifier: String? = nil
    public var date: String
    @Nullable public var title: String? = nil
    @Nullable public var subtitle: String? = nil
    @Nullable public var shortcutType: String? = nil
    @Nullable public var intent: IntentJSON? = nil
    @Nullable public var userActivity: ActivityJSON? = nil

    public init(_ donation: Donation, dates: DateCodec) {
        switch donation {
        case .interaction(let interaction): self.init(interaction, dates: dates)
        case .activity(let activity): self.init(activity, dates: dates)
        }
    }

    public init(_ activity: DonatedActivity, dates: DateCodec) {
        kind = "userActivity"
        donationKind = IntentCatalog.userActivityKind
        identifier = activity.activity.persistentIdentifier
        date = dates.iso(activity.date)
        title = activity.activity.title
        subtitle = activity.activity.suggestedInvocationPhrase
        userActivity = ActivityJSON(activity.activity)
    }

    public init(_ interaction: DonatedInteraction, dates: DateCodec) {
        kind = "interaction"
        donationKind = SoupChef.intents.donationKind(of: interaction.intent.typeName)
        identifier = interaction.identifier
        groupIdentifier = interaction.groupIdentifier
        date = dates.iso(interaction.date)
        title = interaction.title
        subtitle = interaction.subtitle
        shortcutType = interaction.shortcutTypeKey
        intent = IntentJSON(interaction.intent)
    }
}

/// A shortcut the app set, with how it is shown. `intent` and `shortcutType` only for an
/// intent's shortcut (the type null when none fits), `userActivity` only for an activity's.
public struct ShortcutJSON: Encodable {
    public var title: String
    @Nullable public var subtitle: String? = nil
    public var kind: String
    public var intent: IntentJSON?
    public var shortcutType: Nullable<String>?
    public var userActivity: ActivityJSON?

    public init(_ shortcut: Shortcut) {
        let shown = SoupChef.intents.describe(shortcut)
        title = shown.title
        subtitle = shown.plainSubtitle
        switch shortcut {
        case .intent(let intent):
            kind = "intent"
            self.intent = IntentJSON(intent)
            shortcutType = Nullable(wrappedValue: shown.shortcutType)
        case .userActivity(let activity):
            kind = "userActivity"
            userActivity = ActivityJSON(activity)
        }
    }
}

public struct RelevantShortcutJSON: Encodable {
    public var title: String
    @Nullable public var subtitle: String? = nil
    public var shortcut: ShortcutJSON
    public var relevance: [String]

    public init(_ relevant: RelevantShortcut, dates: DateCodec) {
        title = relevant.title
        subtitle = relevant.subtitle
        shortcut = ShortcutJSON(relevant.shortcut)
        relevance = relevant.relevanceProviders.map { RelevanceText.describe($0, dates: dates) }
    }
}

/// An intent response: its code, the filled-in template and its values.
public struct ResponseJSON: Encodable {
    public var code: String
    @Nullable public var message: String? = nil
    @Nullable public var soupName: String? = nil
    @Nullable public var waitTime: String? = nil
    @Nullable public var total: String? = nil
    @Nullable public var currency: String? = nil
    @Nullable public var readyDate: String? = nil
    @Nullable public var orderDetails: OrderDetailsJSON? = nil

    /// A response the app has no typed view of: its code and what Siri said.
    public init(code: String, message: String?) {
        self.code = code
        self.message = message
    }

    public init(_ response: OrderSoupIntentResponse, dates: DateCodec) {
        code = response.code.rawValue
        message = response.message
        soupName = response.soupName
        waitTime = response.waitTime
        total = response.total?.decimalString
        currency = response.total?.currency
        readyDate = response.readyDate.map(dates.iso)
        orderDetails = response.orderDetails.map { OrderDetailsJSON($0, dates: dates) }
    }
}

/// The response's output, the definition's `OrderDetails`: the wait as its display string, the
/// estimated time as an instant, the total as a decimal string beside its currency.
public struct OrderDetailsJSON: Encodable {
    public var displayString: String
    @Nullable public var estimatedTime: String? = nil
    public var total, currency: String

    public init(_ details: OrderDetails, dates: DateCodec) {
        displayString = details.displayString
        estimatedTime = details.estimatedDate.map(dates.iso)
        total = details.total.decimalString
        currency = details.total.currency
    }
}

/// `resolveQuantity` refusing the order.
public struct RefusedQuantityJSON: Encodable {
    public var parameter = "quantity"
    public var result = "unsupported"
    public var reason: String
    public var message: String

    public init(reason: UnsupportedReason) {
        switch reason {
        case .notEnoughInStock: self.reason = "notEnoughInStock"
        case .outOfRange: self.reason = "outOfRange"
        case .notOnMenu: self.reason = "notOnMenu"
        default: self.reason = "unsupported"
        }
        message = Prompt.unsupported(reason)
    }
}

/// A voice shortcut: its id, phrase, creation date, the shortcut it runs, and whether saying it
/// can order anything today.
public struct VoiceShortcutJSON: Encodable {
    public var identifier, invocationPhrase, created: String
    public var shortcut: ShortcutJSON
    public var available: Bool
    @Nullable public var unavailableReason: String? = nil

    public init(_ voiceShortcut: VoiceShortcut, menu: Menu, dates: DateCodec) {
        identifier = voiceShortcut.identifier
        invocationPhrase = voiceShortcut.invocationPhrase
        created = dates.iso(voiceShortcut.created)
        shortcut = ShortcutJSON(voiceShortcut.shortcut)
        let reason = VoiceShortcutText.unavailableReason(voiceShortcut.shortcut, menu: menu)
        available = reason == nil
        unavailableReason = reason
    }
}

/// One step of Siri's conversation with the intents extension.
public struct StepJSON: Encodable {
    public var stage: String
    public var call: String
    @Nullable public var parameter: String? = nil
    public var result: String
    @Nullable public var value: String? = nil
    @Nullable public var prompt: String? = nil
    public var choices: [String]
    /// Each choice's description (`null` for one without), or empty.
    public var choiceSubtitles: [String?]
    @Nullable public var answer: String? = nil

    public init(_ step: IntentConversation.Step) {
        stage = step.stage.rawValue
        call = step.call
        parameter = step.parameter
        result = step.result
        value = step.value
        prompt = step.prompt
        choices = step.choices
        choiceSubtitles = step.choiceSubtitles
        answer = step.answer
    }
}

/// A card of the Intents UI extension.
public struct CardJSON: Encodable {
    public var kind, soupName: String
    public var quantity: Int
    public var unitPrice: String
    public var toppings: [String]
    public var total, currency, orderType, place: String
    @Nullable public var waitTime: String? = nil
    @Nullable public var readyDate: String? = nil

    public init(_ card: IntentCard, dates: DateCodec) {
        kind = card.kind.rawValue
        soupName = card.soupName
        quantity = card.quantity
        unitPrice = card.unitPrice.decimalString
        toppings = card.toppings
        total = card.total.decimalString
        currency = card.total.currency
        orderType = card.orderType.rawValue
        place = card.place
        waitTime = card.waitTime
        readyDate = card.readyDate.map(dates.iso)
    }
}
