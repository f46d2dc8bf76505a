import TextMatching

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A parameter value of an intent, as the system stores it: it knows values and how to show
/// them, never what they mean to the app.
public enum IntentValue: Hashable, Sendable, Codable {
    case integer(Int)
    case string(String)
    /// An app-defined object (`INObject`): a stable identifier and the text shown to people.
    case object(identifier: String, display: String)
    /// An enumeration case: its raw value and the text shown to people.
    case enumeration(rawValue: String, display: String)
    case list([IntentValue])

    /// The text shown for this value in titles and subtitles.
    public var displayString: String {
        switch self {
        case .integer(let n): String(n)
        case .string(let s): s
        case .object(_, let display), .enumeration(_, let display): display
        case .list(let values): IntentValue.listDisplay(values.map(\.displayString))
        }
    }

    /// Whether the value is the object `identifier`, or a list holding it: an App Intents
    /// donation "contains the entity in a parameter".
    public func refers(toObject identifier: String) -> Bool {
        switch self {
        case .object(let own, _): own == identifier
        case .list(let values): values.contains { $0.refers(toObject: identifier) }
        case .integer, .string, .enumeration: false
        }
    }

    /// The stable part of the value, used to tell shortcuts apart.
    public var identity: String {
        switch self {
        case .integer(let n): String(n)
        case .string(let s): s
        case .object(let identifier, _): identifier
        case .enumeration(let raw, _): raw
        case .list(let values): values.map(\.identity).sorted().concatenated(separator: "+")
        }
    }

    /// Whether the value counts as "has a value" for a shortcut type: an empty list does not.
    public var isPresent: Bool {
        if case .list(let values) = self { return !values.isEmpty }
        return true
    }

    /// English list formatting, as iOS shows lists in shortcut subtitles: "A, B and C".
    static func listDisplay(_ items: [String]) -> String {
        switch items.count {
        case 0: ""
        case 1: items[0]
        default: Array(items.dropLast()).concatenated(separator: ", ") + " and " + items[items.count - 1]
        }
    }
}

/// An intent instance: its type and the values of its parameters.
public struct Intent: Hashable, Sendable, Codable {
    public var typeName: String
    public var parameters: [String: IntentValue]
    public var suggestedInvocationPhrase: String?

    public init(typeName: String, parameters: [String: IntentValue] = [:], suggestedInvocationPhrase: String? = nil) {
        self.typeName = typeName
        self.parameters = parameters
        self.suggestedInvocationPhrase = suggestedInvocationPhrase
    }

    public subscript(parameter: String) -> IntentValue? {
        get { parameters[parameter] }
        set { parameters[parameter] = newValue }
    }
}

/// A parameter combination the system may offer as a shortcut, from the intent definition.
public struct ShortcutType: Hashable, Sendable, Codable {
    public var parameters: [String]
    /// Title template with `${parameter}` placeholders.
    public var title: String
    public var subtitle: String?
    public var isPrimary: Bool

    public init(parameters: [String], title: String, subtitle: String? = nil, isPrimary: Bool = false) {
        self.parameters = parameters
        self.title = title
        self.subtitle = subtitle
        self.isPrimary = isPrimary
    }

    /// The parameters joined, as shown and stored: "soup,quantity,toppings".
    public var key: String { parameters.concatenated(separator: ",") }

    /// The key as a person reads it: "(no parameters)" for the type of none.
    public var shownKey: String { Self.shown(key) }
    public static func shown(_ key: String) -> String { key.isEmpty ? "(no parameters)" : key }

    /// Whether the intent has a value for every parameter of this type.
    public func matches(_ intent: Intent) -> Bool {
        parameters.allSatisfy { intent[$0]?.isPresent == true }
    }

    /// Fills `${parameter}` placeholders with the intent's display strings, in one pass over the
    /// template: text that a value brings along (an address typed as "${soup}") is never read as a
    /// placeholder. A placeholder without a value (a name the intent does not declare, as a
    /// translation left from a renamed parameter has) is left out, never shown as written, and
    /// the spaces around it made one.
    public func fill(_ template: String, with intent: Intent) -> String {
        var leftOut = false
        let filled = DefinitionTemplate.fill(template) { name in
            if let value = intent[name]?.displayString { return value }
            leftOut = true
            return ""
        }
        guard leftOut else { return filled }
        return filled.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
    }
}

/// What the system knows of an app's custom intent, as compiled from its intent definition file.
public struct IntentDefinition: Sendable, Hashable {
    public var typeName: String
    public var category: String
    public var requiresConfirmation: Bool
    public var supportsBackgroundExecution: Bool
    /// The intent's parameters, in the order its definition declares them.
    public var parameterNames: [String] {
        get { namedParameters ?? readParameterNames?() ?? [] }
        set {
            namedParameters = newValue
            readParameterNames = nil
        }
    }
    private var namedParameters: [String]?
    /// Where the names come from when they are read only when asked (an App Intent's, from its
    /// app's metadata, which a command that only titles a custom intent's donation never reads).
    private var readParameterNames: (@Sendable () -> [String])?
    public var shortcutTypes: [ShortcutType]
    /// Whether the type is an App Intent (iOS 16 and later) rather than a custom intent of an
    /// intent definition file: its donations are App Intents donations
    /// (`IntentDonationManager.donate(intent:)`), kept beside `INInteraction`'s.
    public var isAppIntent = false

    public init(
        typeName: String, category: String, requiresConfirmation: Bool, supportsBackgroundExecution: Bool,
        parameterNames: [String], shortcutTypes: [ShortcutType]
    ) {
        self.typeName = typeName
        self.category = category
        self.requiresConfirmation = requiresConfirmation
        self.supportsBackgroundExecution = supportsBackgroundExecution
        self.namedParameters = parameterNames
        self.shortcutTypes = shortcutTypes
    }

    /// A definition whose parameter names are read by `parameterNames` the first time they are
    /// asked for, each time they are (`parameterNames` should be cheap once it has run once).
    public init(
        typeName: String, category: String, requiresConfirmation: Bool, supportsBackgroundExecution: Bool,
        parameterNames: @escaping @Sendable () -> [String], shortcutTypes: [ShortcutType]
    ) {
        self.typeName = typeName
        self.category = category
        self.requiresConfirmation = requiresConfirmation
        self.supportsBackgroundExecution = supportsBackgroundExecution
        self.readParameterNames = parameterNames
        self.shortcutTypes = shortcutTypes
    }

    public static func == (a: IntentDefinition, b: IntentDefinition) -> Bool {
        a.typeName == b.typeName && a.category == b.category && a.requiresConfirmation == b.requiresConfirmation
            && a.supportsBackgroundExecution == b.supportsBackgroundExecution && a.shortcutTypes == b.shortcutTypes
            && a.isAppIntent == b.isAppIntent && a.parameterNames == b.parameterNames
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(typeName)
        hasher.combine(category)
        hasher.combine(requiresConfirmation)
        hasher.combine(supportsBackgroundExecution)
        hasher.combine(parameterNames)
        hasher.combine(shortcutTypes)
        hasher.combine(isAppIntent)
    }

    /// The shortcut type a donation of `intent` is filed under: the matching type with the most
    /// parameters, the primary one on a tie. Nil when none matches.
    public func shortcutType(for intent: Intent) -> ShortcutType? {
        let matching = shortcutTypes.filter { $0.matches(intent) }
        return matching.max { a, b in
            if a.parameters.count != b.parameters.count { return a.parameters.count < b.parameters.count }
            return !a.isPrimary && b.isPrimary
        }
    }

    /// How a shortcut for `intent` is shown: its shortcut type with title and subtitle filled in.
    public func describe(_ intent: Intent) -> (type: ShortcutType, title: String, subtitle: String?)? {
        guard let type = shortcutType(for: intent) else { return nil }
        return (type, type.fill(type.title, with: intent), type.subtitle.map { type.fill($0, with: intent) })
    }

    /// The key that groups donations of the same shortcut: type and the values of its parameters.
    public func shortcutKey(for intent: Intent, type: ShortcutType) -> String {
        ([intent.typeName] + type.parameters.map { "\($0)=\(intent[$0]?.identity ?? "")" }).concatenated(separator: "|")
    }
}
