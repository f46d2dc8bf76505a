import SiriSystem

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What the app does with voice shortcuts (the sample's `VoiceShortcutDataManager`): finds the
/// one recorded for an order or for the menu, so that "Add to Siri" becomes "edit", and adds new
/// ones through the system with the shortcut's suggested phrase as the default.
public struct VoiceShortcutDataManager {
    let app: SoupChef

    public init(app: SoupChef) {
        self.app = app
    }

    /// The shortcut "Add to Siri" offers for an order: its intent, every parameter it has.
    public static func shortcut(for order: Order) -> Shortcut {
        .intent(order.intent.systemIntent)
    }

    /// The shortcut for the menu screen: its `viewMenu` user activity.
    public static let menuShortcut = Shortcut.userActivity(.viewMenu)

    /// The phrase the shortcut suggests: "Soup time" for an order, "Start lunch order" for the menu.
    public static func suggestedPhrase(for shortcut: Shortcut) -> String {
        switch shortcut {
        case .intent(let intent): intent.suggestedInvocationPhrase ?? OrderSoupIntent.suggestedInvocationPhrase
        case .userActivity(let activity): activity.suggestedInvocationPhrase ?? activity.title ?? activity.activityType
        }
    }

    /// The voice shortcut already recorded for this shortcut, if any.
    public func voiceShortcut(for shortcut: Shortcut) throws -> VoiceShortcut? {
        try app.system.voiceShortcuts(for: shortcut).first
    }

    /// Records `phrase` (default: the suggested phrase) for the shortcut. A shortcut has one voice
    /// shortcut: when it has one already, even one another process recorded a moment ago, nothing
    /// is added and `VoiceShortcutAlreadyRecorded` names it. With a pinned clock the identifier is
    /// derived from the time and the phrase, so a scripted scenario gets the same identifiers
    /// every run.
    @discardableResult
    public func add(_ shortcut: Shortcut, phrase: String? = nil) throws -> VoiceShortcut {
        let phrase = phrase ?? Self.suggestedPhrase(for: shortcut)
        var identifier: String?
        if case .derived = app.identifiers {
            // FNV-1a of the phrase picks the sequence; a clash with a kept identifier moves on.
            var hash: UInt64 = 0xCBF2_9CE4_8422_2325
            for byte in InvocationPhrase.normalized(phrase).utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
            var attempt: UInt64 = 0
            repeat {
                identifier = app.identifiers.make(date: app.now, sequence: Int64(bitPattern: hash &+ attempt))
                attempt += 1
            } while try app.system.voiceShortcut(identifier: identifier!) != nil
        }
        return try app.system.addVoiceShortcut(phrase: phrase, shortcut: shortcut, date: app.now, identifier: identifier, unlessRecorded: true)
    }
}
