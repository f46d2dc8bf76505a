import Foundation
import SiriSystem
import TextMatching

/// The phrases the app teaches Siri without the person recording anything (App Shortcuts).
/// Each may end in "for delivery" or "for pickup", which sets the order type.
public enum AppShortcutPhrase: String, Sendable, Hashable, CaseIterable {
    case orderSoup = "Order ${soup} from Soup Chef"
    case orderFromSoupChef = "Order Soup Chef"

    static let appName = "soup chef"
}

/// What Siri understood an utterance to be.
public enum Recognition: Sendable, Hashable {
    /// A phrase the person recorded.
    case voiceShortcut(VoiceShortcut)
    /// An App Shortcut phrase, and the intent it starts with (no soup when the phrase names none
    /// or several).
    case appShortcut(AppShortcutPhrase, OrderSoupIntent)
    /// Nothing matched; the phrases nearest to what was said, nearest first.
    case notUnderstood(closest: [String])
}

/// Siri listening: matches an utterance against the voice shortcuts first, then the app's App
/// Shortcut phrases, ignoring case, accents, spacing and punctuation, and a leading "Hey Siri".
public struct UtteranceRecognizer {
    /// How many phrases "Sorry, I didn't understand" offers.
    public static let suggestionCount = 3

    let app: SoupChef

    public init(app: SoupChef) {
        self.app = app
    }

    public func recognize(_ utterance: String) throws -> Recognition {
        let words = Self.withoutWakeWords(InvocationPhrase.normalized(utterance))
        guard !words.isEmpty else { return .notUnderstood(closest: try closest(to: words)) }
        if let voiceShortcut = try app.system.voiceShortcut(matching: words) {
            return .voiceShortcut(voiceShortcut)
        }
        if let (phrase, intent) = try appShortcut(words) {
            return .appShortcut(phrase, intent)
        }
        return .notUnderstood(closest: try closest(to: words))
    }

    static func withoutWakeWords(_ words: String) -> String {
        for wake in ["hey siri", "siri"] where words == wake || words.hasPrefix(wake + " ") {
            return String(words.dropFirst(wake.count)).trimmingCharacters(in: .whitespaces)
        }
        return words
    }

    private func appShortcut(_ words: String) throws -> (AppShortcutPhrase, OrderSoupIntent)? {
        var rest = words
        let orderType = OrderType.allCases.first { words.hasSuffix(" for " + $0.rawValue) }
        if let orderType { rest = String(words.dropLast(" for ".count + orderType.rawValue.count)) }
        if rest == "order " + AppShortcutPhrase.appName {
            return (.orderFromSoupChef, OrderSoupIntent(orderType: orderType))
        }
        let prefix = "order "
        let suffix = " from " + AppShortcutPhrase.appName
        guard rest.hasPrefix(prefix), rest.hasSuffix(suffix), rest.count > prefix.count + suffix.count else { return nil }
        let soup = String(rest.dropFirst(prefix.count).dropLast(suffix.count))
        do {
            let item = try app.menu().soup(named: soup)
            return (.orderSoup, OrderSoupIntent(item: item, orderType: orderType))
        } catch SoupKitError.ambiguousSoup {
            // "Order clam chowder from Soup Chef": Siri asks which one.
            return (.orderSoup, OrderSoupIntent(orderType: orderType))
        } catch SoupKitError.unknownSoup {
            return nil
        }
    }

    /// The voice shortcut phrases and App Shortcut phrases (with today's soups) nearest to `words`.
    private func closest(to words: String) throws -> [String] {
        var phrases = try app.system.allVoiceShortcuts().map(\.invocationPhrase)
        phrases += try app.menu().customerItems.map { AppShortcutPhrase.orderSoup.rawValue.replacingOccurrences(of: "${soup}", with: $0.name) }
        phrases.append(AppShortcutPhrase.orderFromSoupChef.rawValue)
        let scored = phrases.enumerated().map { index, phrase in
            (phrase, editDistance(words, InvocationPhrase.normalized(phrase)), index)
        }
        let sorted = scored.sorted { ($0.1, $0.2) < ($1.1, $1.2) }
        return sorted.prefix(Self.suggestionCount).map(\.0)
    }
}
