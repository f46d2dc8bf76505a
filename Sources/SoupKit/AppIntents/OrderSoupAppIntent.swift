import SiriSystem
import TextMatching

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A soup as App Intents sees it (`SoupAppEntity`): its id, name and description.
public struct SoupAppEntity: Sendable, Hashable {
    public var id: String
    public var name: String
    public var description: String
    /// The section a list of suggestions shows it under: "Specials" for a daily special.
    public var section: String?

    init(_ item: MenuItem) {
        id = item.id
        name = item.name
        description = item.itemDescription
        section = item.kind == .dailySpecial ? SoupEntityQuery.specialsSection : nil
    }
}

/// `SoupAppEntity`'s query: finds the available regular, daily-special and secret soups by name,
/// as one "Regulars" section sorted by name (Apple's `entities(matching:)`), and suggests the
/// available regular soups, then a "Specials" section.
public struct SoupEntityQuery {
    let menu: Menu

    public init(menu: Menu) { self.menu = menu }

    /// The soups a person can order now.
    var available: [MenuItem] { menu.items.filter(\.isOrderable) }

    public static let specialsSection = "Specials"
    /// The one section Apple's string query puts every soup it finds in.
    public static let searchSection = "Regulars"

    /// The entities named `name`: its id, or its name ignoring case and punctuation; else, as
    /// Apple's query searches the menu (`findItems(exactlyMatching:searchTerm:)` over the
    /// available regular, daily-special and secret items), every available soup whose name
    /// contains `name`, sorted by name ("chowder" finds both chowders, the secret one too); else a
    /// unique word or prefix as the menu's name matching reads it ("manhattan"). Each is in the
    /// "Regulars" section, as Apple's collection puts them.
    public func entities(matching name: String) -> [SoupAppEntity] {
        let wanted = InvocationPhrase.normalized(name)
        guard !wanted.isEmpty else { return [] }
        func found(_ items: [MenuItem]) -> [SoupAppEntity] {
            items.map {
                var entity = SoupAppEntity($0)
                entity.section = Self.searchSection
                return entity
            }
        }
        let exact = available.filter { $0.id == name || InvocationPhrase.normalized($0.name) == wanted }
        if !exact.isEmpty { return found(exact) }
        let containing = available.filter { InvocationPhrase.normalized($0.name).contains(wanted) }
        if !containing.isEmpty { return found(containing.sorted { $0.name.lowercased() < $1.name.lowercased() }) }
        guard let item = try? menu.soup(named: name), item.isOrderable else { return [] }
        return found([item])
    }

    /// The suggestions, in sections: the regular soups (untitled), then "Specials".
    public func suggestedEntities() -> [(section: String?, entities: [SoupAppEntity])] {
        let regular = available.filter { $0.kind == .regular }.map(SoupAppEntity.init)
        let specials = available.filter { $0.kind == .dailySpecial }.map(SoupAppEntity.init)
        return [(nil, regular)] + (specials.isEmpty ? [] : [(Self.specialsSection, specials)])
    }
}

/// `OrderSoup`, the App Intent that replaces the `OrderSoupIntent` custom intent
/// (`CustomIntentMigratedAppIntent`), and the app's App Shortcuts provider.
public enum OrderSoupAppIntent {
    /// `OrderSoup` as Soup Chef's App Intents metadata declares it.
    static var action: AppIntentsAction {
        guard let action = ShippedAppIntentsMetadata.metadata.action(typeName) else {
            preconditionFailure("\(ShippedAppIntentsMetadata.path) declares no \(typeName)")
        }
        return action
    }

    public static var title: String { action.title ?? typeName }
    public static var description: String { action.description ?? "" }
    /// `CustomIntentMigratedAppIntent.intentClassName`: shortcuts recorded for the custom intent
    /// run this App Intent on iOS 16 and later. The metadata's `customIntentClassName`, as Xcode
    /// writes it for a migrated intent.
    public static var intentClassName: String {
        guard let name = action.customIntentClassName else {
            preconditionFailure("\(ShippedAppIntentsMetadata.path) declares \(typeName) without the custom intent it replaces")
        }
        return name
    }
    /// The app's name (`CFBundleDisplayName`), which fills `${applicationName}`.
    public static let applicationName = "Soup Chef"

    /// `OrderSoup`'s parameters, from the metadata.
    public static let parameters: [AppIntentParameter] = action.parameters.map { parameter in
        let kind: AppIntentParameter.Kind =
            switch parameter.type {
            case .entity: .entity
            case .enumeration: .appEnum
            case .array(.entity): .entityList
            case .primitive(2?): .integer
            case .primitive(10?): .location
            default: .string
            }
        return AppIntentParameter(parameter.name, title: parameter.title ?? parameter.name, kind: kind)
    }

    /// The names of `OrderSoup`'s parameters, in the metadata's order.
    static let parameterKeys = parameters.map(\.key)

    /// `SoupChefAppShortcutsProvider`'s App Shortcuts, from the metadata.
    public static let appShortcuts: [AppShortcut] = {
        let metadata = ShippedAppIntentsMetadata.metadata
        let tile = metadata.tileColorName ?? metadata.tileColor.map(String.init) ?? ""
        return metadata.appShortcuts.map {
            AppShortcut(intentName: $0.actionIdentifier, shortTitle: $0.shortTitle ?? "", tileColor: tile, phrases: $0.phrases)
        }
    }()

    /// The parameter summary, switching on the order type.
    public static func parameterSummary(orderType: OrderType?) -> String {
        switch orderType {
        case .delivery?: "Order ${quantity} ${soup} for ${orderType} to ${deliveryLocation}"
        case .pickup?: "Order ${quantity} ${soup} for ${orderType} from ${storeLocation}"
        case nil: "Order ${quantity} ${soup} for ${orderType}"
        }
    }

    /// `OrderSoup`'s type name, as its App Intents donations carry it.
    public static let typeName = "OrderSoup"

    /// `OrderSoup` as the system titles its donations: one shortcut type per parameter summary,
    /// the summary as its title (the delivery and pickup summaries when the place is known, else
    /// the summary without one).
    public static let definition: IntentDefinition = {
        let base = ["quantity", "soup", "orderType"]
        var definition = IntentDefinition(
            typeName: typeName, category: "order", requiresConfirmation: true, supportsBackgroundExecution: false,
            // Read from the metadata only when asked: titling a donation needs the shortcut types alone.
            parameterNames: { parameterKeys },
            shortcutTypes: [
                ShortcutType(parameters: base, title: parameterSummary(orderType: nil), isPrimary: true),
                ShortcutType(parameters: base + ["deliveryLocation"], title: parameterSummary(orderType: .delivery)),
                ShortcutType(parameters: base + ["storeLocation"], title: parameterSummary(orderType: .pickup)),
            ])
        definition.isAppIntent = true
        return definition
    }()

    /// What the system donates when Siri runs `OrderSoup` on iOS 16 and later (an app donates only
    /// what a person did in its own interface; an intent the system ran, the system donates):
    /// `OrderSoup` with the order's parameters. Filed under the order's id, so that deleting an
    /// order's donations deletes this one too (iOS deletes App Intents donations by predicate:
    /// docs/app-intents.md, "Donations").
    public static func donatedIntent(_ intent: OrderSoupIntent) -> Intent {
        Intent(typeName: typeName, parameters: intent.systemIntent.parameters)
    }

    /// The entity type whose values the app offers for App Shortcut phrases: the soups.
    static let soupEntityType = "SoupAppEntity"

    /// The values of each phrase parameter the app offers now: the suggested soups for a
    /// `SoupAppEntity` parameter (`updateAppShortcutParameters()` refreshes them when the menu
    /// changes), an enum parameter's cases.
    public static func phraseValues(menu: Menu) -> [String: [String]] {
        var values: [String: [String]] = [:]
        for parameter in action.parameters {
            switch parameter.type {
            case .entity(soupEntityType):
                values[parameter.name] = SoupEntityQuery(menu: menu).suggestedEntities().flatMap(\.entities).map(\.name)
            case .enumeration(let identifier):
                values[parameter.name] = ShippedAppIntentsMetadata.metadata.enumeration(identifier)?.cases.map { $0.title ?? $0.identifier }
            default: break
            }
        }
        return values
    }

    /// Every phrase of `shortcut` as Siri listens for it on `menu`, with the soup it names.
    public static func expandedPhrases(_ shortcut: AppShortcut, menu: Menu) -> [(phrase: String, template: String, soup: SoupAppEntity?)] {
        let entities = SoupEntityQuery(menu: menu).suggestedEntities().flatMap(\.entities)
        let values = phraseValues(menu: menu)
        return shortcut.phrases.flatMap { template -> [(phrase: String, template: String, soup: SoupAppEntity?)] in
            let named = template.replacing(AppShortcut.applicationNamePlaceholder, with: applicationName)
            guard let parameter = AppShortcut.parameters(in: template).first else { return [(named, template, nil)] }
            if case .entity(soupEntityType)? = action.parameter(parameter)?.type {
                return entities.map { (named.replacing("${\(parameter)}", with: $0.name), template, $0) }
            }
            return (values[parameter] ?? []).map { (named.replacing("${\(parameter)}", with: $0), template, nil) }
        }
    }

    /// The App Shortcut phrase `words` (already normalized) is, if any, with the intent it starts.
    public static func recognize(_ words: String, menu: Menu) -> (phrase: String, intent: OrderSoupIntent)? {
        // Siri's App Shortcut matching (SiriSystem), as `intents match` runs it on any app's
        // metadata, with the values the app offers now.
        let result = AppShortcutMatcher.match(
            words, in: ShippedAppIntentsMetadata.metadata, applicationName: applicationName, values: phraseValues(menu: menu))
        guard let match = result.match, match.action == typeName else { return nil }
        var intent = OrderSoupIntent()
        if let name = match.parameter, let value = match.value, let parameter = action.parameter(name) {
            switch parameter.type {
            case .entity(soupEntityType):
                let soup = SoupEntityQuery(menu: menu).suggestedEntities().flatMap(\.entities).first { $0.name == value }
                if let item = soup.flatMap({ menu.item(id: $0.id) }) { intent = OrderSoupIntent(item: item) }
            case .enumeration where name == "orderType":
                intent.orderType = OrderType(rawValue: match.valueIdentifier ?? value)
            default: break
            }
        }
        return (match.phrase, intent)
    }
}

/// What `OrderSoup.perform()` shows as it runs.
public enum AppIntentEvent: Sendable, Hashable {
    /// A dialog Siri speaks.
    case dialog(String)
    /// A snippet view, drawn as a text card.
    case snippet(AppIntentSnippet)
}

/// The snippet views of `OrderSoup`: the order preview shown with the confirmation, and "Order
/// Confirmed" after the order is placed.
public struct AppIntentSnippet: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
        case preview, confirmed
    }

    public var kind: Kind
    /// The snippet's lines, top to bottom: soup, "N @ $price", each topping, place, "Total: $X";
    /// or soup, "Order Confirmed", "10 minutes" (fixed in Apple's view), place.
    public var lines: [String]
}

/// A question Siri asks while `perform()` requests a value or a confirmation: the same question
/// Siri's engine asks on the SiriKit path, so one person answers both.
public typealias SiriQuestion = IntentConversation.Question

/// How `perform()` ended.
public enum AppIntentOutcome: Error, Sendable, Hashable {
    case ordered(OrderSoupIntentResponse)
    /// The person said no to a confirmation: "OK, Order Cancelled".
    case declined
    /// The person said "Cancel" (or "Stop") to a question: Siri stops.
    case cancelled(SiriQuestion)
    /// `perform()` threw a dialog (not enough stock) or the order could not be placed.
    case failed(String)
    case unanswered(SiriQuestion)
    case notUnderstood(SiriQuestion, lastAnswer: String)

    public var name: String {
        switch self {
        case .ordered: "ordered"
        case .declined: "declined"
        case .cancelled: "cancelled"
        case .failed: "failed"
        case .unanswered: "unanswered"
        case .notUnderstood: "notUnderstood"
        }
    }
}

/// A finished `perform()`.
public struct AppIntentTranscript: Sendable, Hashable {
    public var intent: OrderSoupIntent
    public var dialogs: [String]
    public var snippets: [AppIntentSnippet]
    public var outcome: AppIntentOutcome
}

/// `OrderSoup.perform()` in the app, with Siri asking for the parameters it requests. Apple's
/// dialogs are kept word for word, their typos included ("ready to order?", "OK, Order Cancelled",
/// "You asked for N soup").
public struct OrderSoupPerform {
    public static let cancelled = "OK, Order Cancelled"
    public static let deliveryPrompt = "Where would you like your order delivered?"
    /// iOS's own words for a parameter disambiguation (the sample passes no dialog).
    public static let storePrompt = "Which store?"
    public static let soupPrompt = "Which soup?"
    /// iOS's words when an answer matches several soups.
    public static let whichOnePrompt = "Which one?"
    /// More than this many soups asks for a confirmation (the SiriKit handler asks from 5).
    public static let confirmAbove = 5

    public static func total(_ total: Money) -> String { "Your total is \(total.formatted). ready to order?" }
    public static func confirmQuantity(_ quantity: Int) -> String { "Just to confirm, you would like to order \(quantity) soups?" }
    public static func notEnoughStock(_ quantity: Int) -> String { "You asked for \(quantity) soup, but we don't have that many in stock." }
    /// The sample's `responseFailureOutOfStock`, declared and never returned by it.
    public static func outOfStock(_ soup: String) -> String { "Sorry, \(soup) is out of stock." }
    /// The success dialog: the wait as the formatter words it, or "ready soon" when it words
    /// nothing (Apple's fallback; a default `DateComponentsFormatter` words every finite wait).
    public static func ordered(_ soup: String, total: Money, wait: String?) -> String {
        "Your total is \(total.formatted). Your \(soup) order will be ready " + (wait.map { "in \($0)." } ?? "soon.")
    }

    let app: SoupChef

    public init(app: SoupChef) { self.app = app }

    /// Runs `OrderSoup` on Siri's App Intents engine (`AppIntentConversation`, SiriSystem): the
    /// soup, a required `SoupAppEntity`, is asked for by the system among `SoupEntityQuery`'s
    /// suggestions before `perform()`; the rest is `perform()` (`OrderSoupPerformer`).
    public func run(
        _ intent: OrderSoupIntent, ask: (SiriQuestion) -> String?, observe: (AppIntentEvent) -> Void = { _ in }
    ) throws -> AppIntentTranscript {
        var intent = intent
        // The quantity's and order type's defaults are the metadata's; the app reads a stored
        // intent with an address as a delivery, and no toppings as none.
        intent.toppings = intent.toppings ?? []
        if intent.orderType == nil, intent.deliveryLocation != nil { intent.orderType = .delivery }
        let menu = try app.menu()
        // Siri finds the performer through the app's registry, as it finds the SiriKit handler.
        guard let conversation = SoupChef.registry.appIntentConversation(OrderSoupAppIntent.typeName, for: app) else {
            preconditionFailure("SoupChef.registry performs no \(OrderSoupAppIntent.typeName)")
        }
        let ran = try conversation.run(intent.systemIntent, ask: ask) { event in
            switch event {
            case .dialog(let text): observe(.dialog(text))
            case .snippet(let view): observe(.snippet(AppIntentSnippet(view)))
            }
        }
        var final = OrderSoupIntent(ran.intent, menu: menu) ?? intent
        if let item = final.soup.flatMap({ menu.item(id: $0) }) { final.soupName = item.name }
        let outcome: AppIntentOutcome
        switch ran.outcome {
        case .performed(let result): outcome = result.output as? AppIntentOutcome ?? .failed(OrderSoupIntentResponse(code: .failure).message ?? "")
        case .failed(let message): outcome = .failed(message)
        case .cancelled(let question): outcome = .cancelled(question)
        case .unanswered(let question): outcome = .unanswered(question)
        case .notUnderstood(let question, let answer): outcome = .notUnderstood(question, lastAnswer: answer)
        }
        return AppIntentTranscript(intent: final, dialogs: ran.dialogs, snippets: ran.snippets.map(AppIntentSnippet.init), outcome: outcome)
    }
}

extension AppIntentSnippet {
    init(_ view: AppIntentSnippetView) {
        self.init(kind: Kind(rawValue: view.kind) ?? .preview, lines: view.lines)
    }

    var view: AppIntentSnippetView { AppIntentSnippetView(kind: kind.rawValue, lines: lines) }
}

/// `OrderSoup`'s entity queries and `perform()`, as Siri's App Intents engine calls them. Apple's
/// dialogs are kept word for word, their typos included.
struct OrderSoupPerformer: AppIntentPerforming {
    typealias Words = OrderSoupPerform

    let app: SoupChef

    /// The menu as it is now: each call reads it again, as a run of `perform()` after a
    /// `needsValue` error sees the stock of that moment.
    private var menu: Menu { get throws { try app.menu() } }
    private var query: SoupEntityQuery { get throws { SoupEntityQuery(menu: try menu) } }

    private static func choice(_ entity: SoupAppEntity) -> AppEntityChoice {
        AppEntityChoice(identifier: entity.id, title: entity.name, subtitle: entity.description, section: entity.section)
    }

    func suggestedEntities(for parameter: String, of intent: Intent) throws -> [AppEntityChoice] {
        try query.suggestedEntities().flatMap(\.entities).map(Self.choice)
    }

    func entities(for parameter: String, matching words: String, of intent: Intent) throws -> [AppEntityChoice] {
        try query.entities(matching: words).map(Self.choice)
    }

    func entity(for parameter: String, identifier: String, of intent: Intent) throws -> AppEntityChoice? {
        try menu.item(id: identifier).map { Self.choice(SoupAppEntity($0)) }
    }

    func perform(_ system: AppIntentSystem) throws -> AppIntentResult {
        let menu = try self.menu
        guard var intent = OrderSoupIntent(system.intent, menu: menu), let item = intent.soup.flatMap({ menu.item(id: $0) }) else {
            return AppIntentResult(AppIntentOutcome.failed(OrderSoupIntentResponse(code: .failure).message ?? ""))
        }
        let quantity = intent.quantity ?? 1
        if quantity > Words.confirmAbove {
            guard try system.requestConfirmation(Words.confirmQuantity(quantity), parameter: OrderSoupIntent.Parameter.quantity.rawValue) else {
                return AppIntentResult(AppIntentOutcome.declined, dialog: Words.cancelled)
            }
        }
        // Apple's perform() looks the soup up among the available regular soups and daily
        // specials and takes the first found: a soup taken off the menu is not found, and the
        // sample traps there, after the quantity confirmation and before the store question. soupchef ends there too, in the sample's own
        // words for it (a voice shortcut recorded before the soup went off the menu). A sold-out
        // soup is still on Apple's menu, and its stock check refuses it (below).
        if !item.isEnabled { throw AppIntentPerformError.dialog(Words.outOfStock(item.name)) }
        if quantity > item.stock { throw AppIntentPerformError.dialog(Words.notEnoughStock(quantity)) }

        switch intent.orderType ?? .pickup {
        case .pickup where intent.storeLocation == nil:
            let stores = menu.stores
            let index = try system.requestDisambiguation(
                OrderSoupIntent.Parameter.storeLocation.rawValue, among: stores.map(\.name), dialog: Words.storePrompt,
                matching: { answer in (try? menu.store(matching: answer)).flatMap { found in stores.firstIndex { $0.name == found.name } } })
            intent.storeLocation = stores[index]
            system.intent[OrderSoupIntent.Parameter.storeLocation] = intent.systemIntent[OrderSoupIntent.Parameter.storeLocation]
        case .delivery where intent.deliveryLocation == nil:
            // iOS asks, then runs perform() again from the start with the address: the quantity
            // is confirmed again, the stock checked again.
            throw AppIntentPerformError.needsValue(parameter: OrderSoupIntent.Parameter.deliveryLocation.rawValue, dialog: Words.deliveryPrompt)
        default: break
        }

        // The preview snippet with "Your total is $X. ready to order?".
        let line = OrderLine(item: item, quantity: quantity, toppings: intent.toppings ?? [])
        var preview = [item.name, "\(quantity) @ \(line.unitPrice.formatted)"]
        // Apple's preview lists each topping on its own line, sorted.
        preview += (intent.toppings ?? []).map(\.name).sorted()
        let place =
            intent.orderType == .delivery ? "Delivery to \(intent.deliveryLocation ?? "")" : "Pick up from \(intent.storeLocation?.name ?? "")"
        preview.append(place)
        preview.append("Total: \(line.total.formatted)")
        guard try system.requestConfirmation(Words.total(line.total), snippet: AppIntentSnippet(kind: .preview, lines: preview).view) else {
            return AppIntentResult(AppIntentOutcome.declined, dialog: Words.cancelled)
        }

        // The order goes through the app, as the SiriKit handler's does: stock, history, donation.
        intent.soupName = item.name
        let response = try app.handler.handle(intent, donatingAppIntent: true)
        guard response.code.isSuccess, let order = response.order else {
            let message = response.message ?? OrderSoupIntentResponse(code: .failure).message ?? ""
            return AppIntentResult(AppIntentOutcome.failed(message), dialog: message)
        }
        // Apple words the wait with a plain DateComponentsFormatter(), whose style is positional.
        let wait = positionalInterval(order.readyDate.timeIntervalSince(order.date))
        return AppIntentResult(
            AppIntentOutcome.ordered(response), dialog: Words.ordered(item.name, total: order.total, wait: wait),
            snippet: AppIntentSnippet(kind: .confirmed, lines: [item.name, "Order Confirmed", "10 minutes", place]).view)
    }
}

/// What Siri understood an utterance to be on iOS 16 and later.
public enum AppIntentsRecognition: Sendable, Hashable {
    /// A phrase the person recorded.
    case voiceShortcut(VoiceShortcut)
    /// An App Shortcut phrase, and the intent it starts `OrderSoup` with.
    case appShortcut(OrderSoupIntent)
    /// Nothing matched; the phrases nearest to what was said, nearest first.
    case notUnderstood(closest: [String])
}

/// Siri listening on iOS 16 and later: a recorded voice shortcut first (one recorded for the
/// custom intent runs the migrated App Intent), then the App Shortcut phrases exactly as
/// `updateAppShortcutParameters()` last expanded them.
public struct AppIntentsRecognizer {
    let app: SoupChef

    public init(app: SoupChef) { self.app = app }

    public func recognize(_ utterance: String) throws -> AppIntentsRecognition {
        let words = UtteranceRecognizer.withoutWakeWords(InvocationPhrase.normalized(utterance))
        if !words.isEmpty, let voiceShortcut = try app.system.voiceShortcut(matching: words) {
            return .voiceShortcut(voiceShortcut)
        }
        let menu = try app.menu()
        if !words.isEmpty, let (phrase, intent) = OrderSoupAppIntent.recognize(words, menu: menu) {
            // Heard only with its spaces aside ("OrderSoupChef"): a voice shortcut heard that way
            // too still comes first, as it does for the words said exactly.
            let unspaced = words.filter { $0 != " " }
            if InvocationPhrase.normalized(phrase) != words,
                let voiceShortcut = try app.system.allVoiceShortcuts().first(where: {
                    InvocationPhrase.normalized($0.invocationPhrase).filter { $0 != " " } == unspaced
                })
            {
                return .voiceShortcut(voiceShortcut)
            }
            return .appShortcut(intent)
        }
        return .notUnderstood(closest: try closest(to: words, menu: menu))
    }

    /// The App Shortcut phrase `utterance` is, as the app declares it: "Order Tomato Soup from Soup Chef".
    public func appShortcutPhrase(_ utterance: String) throws -> String? {
        let words = UtteranceRecognizer.withoutWakeWords(InvocationPhrase.normalized(utterance))
        return OrderSoupAppIntent.recognize(words, menu: try app.menu())?.phrase
    }

    private func closest(to words: String, menu: Menu) throws -> [String] {
        var phrases = try app.system.allVoiceShortcuts().map(\.invocationPhrase)
        phrases += OrderSoupAppIntent.appShortcuts.flatMap { OrderSoupAppIntent.expandedPhrases($0, menu: menu).map(\.phrase) }
        return UtteranceRecognizer.nearest(phrases, to: words)
    }
}

/// A time interval as `DateComponentsFormatter()` writes it by default (positional style, all
/// units, leading zero units dropped): "10:00" for ten minutes, "1:05:00", "45" for 45 seconds.
/// Nil for a wait that is no number of seconds (not finite), for which the formatter gives nil.
public func positionalInterval(_ interval: TimeInterval) -> String? {
    guard interval.isFinite else { return nil }
    let seconds = max(0, Int(interval.rounded()))
    let (hours, minutes, rest) = (seconds / 3600, seconds / 60 % 60, seconds % 60)
    func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
    if hours > 0 { return "\(hours):\(two(minutes)):\(two(rest))" }
    if minutes > 0 { return "\(minutes):\(two(rest))" }
    return "\(rest)"
}
