/// The intent definitions an app declares, by intent type name, as iOS reads them from the app's
/// compiled intent definition file: what titles a shortcut of each intent shows.
public struct IntentCatalog: Sendable {
    public private(set) var definitions: [String: IntentDefinition] = [:]

    public init(_ definitions: [IntentDefinition] = []) {
        for definition in definitions { register(definition) }
    }

    /// Adds a definition; the first one registered for a type name is kept.
    public mutating func register(_ definition: IntentDefinition) {
        if definitions[definition.typeName] == nil { definitions[definition.typeName] = definition }
    }

    public subscript(typeName: String) -> IntentDefinition? { definitions[typeName] }

    /// How a shortcut is shown: an intent by its definition's shortcut type (title and subtitle
    /// filled in; just the type name when no type fits or the intent is unknown), a user activity
    /// by its title and suggested phrase.
    public func describe(_ shortcut: Shortcut) -> ShortcutDescription {
        switch shortcut {
        case .intent(let intent):
            guard let shown = definitions[intent.typeName]?.describe(intent) else { return ShortcutDescription(title: intent.typeName) }
            return ShortcutDescription(title: shown.title, subtitle: shown.subtitle, shortcutType: shown.type.key)
        case .userActivity(let activity):
            return ShortcutDescription(
                title: activity.title ?? activity.activityType, subtitle: activity.suggestedInvocationPhrase.map { "“\($0)”" },
                plainSubtitle: activity.suggestedInvocationPhrase)
        }
    }

    /// The API a donated interaction of `typeName` came through: "App Intents" for an App
    /// Intent's donation, else "INInteraction".
    public func donationKind(of typeName: String) -> String {
        definitions[typeName]?.isAppIntent == true ? Self.appIntentsKind : Self.interactionKind
    }

    /// The App Intents the app declares, by type name, sorted: what `IntentDonationManager`'s
    /// predicates can name.
    public var appIntentTypeNames: [String] { definitions.values.filter(\.isAppIntent).map(\.typeName).sorted() }

    public static let interactionKind = "INInteraction"
    public static let appIntentsKind = "App Intents"
    /// A saved user activity's kind, for listings that show both.
    public static let userActivityKind = "NSUserActivity"

    /// What a shortcut is about, in a word or two: the value of its intent's first defined
    /// parameter (the soup of an order), or the activity's description or title.
    public func subject(of shortcut: Shortcut) -> String? {
        switch shortcut {
        case .intent(let intent):
            guard let first = definitions[intent.typeName]?.parameterNames.first else { return nil }
            return intent[first]?.displayString
        case .userActivity(let activity):
            return activity.contentDescription ?? activity.title
        }
    }
}

/// How a shortcut is shown: its title, subtitle and, for an intent, its shortcut type's key.
public struct ShortcutDescription: Sendable, Hashable {
    public var title: String
    public var subtitle: String?
    /// The parameters of the shortcut type chosen ("soup,quantity"); nil for a user activity.
    public var shortcutType: String?

    /// The subtitle as data (JSON): an activity's suggested phrase without the quotes `subtitle`
    /// shows it in.
    public var plainSubtitle: String?

    public init(title: String, subtitle: String? = nil, shortcutType: String? = nil, plainSubtitle: String? = nil) {
        self.title = title
        self.subtitle = subtitle
        self.shortcutType = shortcutType
        self.plainSubtitle = plainSubtitle ?? subtitle
    }

    /// "Title — subtitle", as one line.
    public var line: String { title + (subtitle.map { " — \($0)" } ?? "") }
}

extension SystemStore {
    /// The app's intent definitions this system was opened with.
    public var intentCatalog: IntentCatalog { IntentCatalog(Array(definitions.values)) }
}
