/// What a handler answers when Siri asks it to resolve one parameter (`INIntentResolutionResult`),
/// in the system's terms: values it can show, never what they mean to the app.
public enum ParameterResolution: Sendable, Hashable {
    case success(IntentValue)
    case needsValue
    case notRequired
    /// A reason code of the parameter's definition (its template says why), or a failure response
    /// code of the intent (its template, for a refusal the parameter declares no reason for), with
    /// the values the template names. Nil: the value is not what is wrong (no soup chosen yet, say),
    /// so Siri says nothing, asks nothing, and leaves it to `confirm` to say why.
    case unsupported(reason: String?, values: [String: IntentValue] = [:])
    case confirmationRequired(IntentValue)
    case disambiguation([IntentValue])

    /// The result's name, as transcripts show it.
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

/// What a person's words name among a parameter's values, as the handler searches them (Apple's
/// `provide…OptionsCollection(for:searchTerm:)`, for a parameter that supports search).
public enum SpokenValue: Sendable, Hashable {
    /// One value.
    case one(IntentValue)
    /// One value that cannot be used now. Asked, Siri says why (`reason`: as for
    /// `ParameterResolution.unsupported`, filled from `values`) and asks again; in a phrase, the
    /// value is taken, and `confirm` says why.
    case refused(IntentValue, reason: String, values: [String: IntentValue] = [:])
    /// Several values fit: Siri asks which.
    case several([IntentValue])
    /// Nothing fits.
    case none
}

/// What `confirm` or `handle` answers (`INIntentResponse`): a response code of the definition
/// (or "ready", the code every intent's confirm may give) and the response parameters' values.
/// A dotted key (`orderDetails.total`) gives a property of an object-typed parameter.
public struct HandlerResponse: Sendable, Hashable {
    /// The code confirm answers when the intent may go ahead.
    public static let ready = "ready"
    /// The system's failure code, for a conversation that cannot go on.
    public static let failure = "failure"

    public var code: String
    public var values: [String: IntentValue]
    /// What `handle` made, by its identifier (an order's): shown in the transcript.
    public var identifier: String?
    /// The activity the app continues when the person taps the response (`userActivity`).
    public var userActivity: UserActivity?

    public init(code: String, values: [String: IntentValue] = [:], identifier: String? = nil, userActivity: UserActivity? = nil) {
        self.code = code
        self.values = values
        self.identifier = identifier
        self.userActivity = userActivity
    }
}

/// One of the things Siri says from a definition, for the app to word itself.
public enum DefinitionDialog: Sendable, Hashable {
    /// A parameter's prompt of a kind: "Primary", "Confirmation", "DisambiguationIntroduction",
    /// "DisambiguationSelection".
    case prompt(parameter: String, kind: String)
    /// An unsupported reason of a parameter, or a response code's template used as one.
    case unsupported(parameter: String, reason: String)
    /// A response code's template.
    case response(code: String)
}

/// An intent handler, as an app's Intents extension implements it for one custom intent:
/// resolve each parameter, confirm, handle, and the options Shortcuts and Siri may offer.
/// Siri finds it by the intent's class name through an `IntentHandlerProvider`.
public protocol IntentHandling {
    /// Resolves one parameter of `intent` as it stands.
    func resolve(_ parameter: String, of intent: Intent) throws -> ParameterResolution
    /// Whether the intent can go ahead: `HandlerResponse.ready`, or a failure code.
    func confirm(_ intent: Intent) throws -> HandlerResponse
    /// Carries the intent out.
    func handle(_ intent: Intent) throws -> HandlerResponse
    /// The values that may be chosen for a parameter (dynamic options), empty when any will do.
    func options(for parameter: String, of intent: Intent) throws -> [IntentValue]
    /// What `words` name among the parameter's values, when the handler searches them; nil for a
    /// parameter it does not search (Siri then reads the words as a choice, or as a value of the
    /// parameter's type).
    func spokenValue(for parameter: String, words: String, of intent: Intent) throws -> SpokenValue?
    /// The line a disambiguation list shows under a choice (an `INObject`'s `subtitleString`,
    /// iOS 14 and later); nil for none.
    func subtitle(of choice: IntentValue, for parameter: String, of intent: Intent) throws -> String?
    /// What Siri asks before `handle` when the intent requires confirmation, given confirm's
    /// response; nil for the system's words.
    func confirmationPrompt(for intent: Intent, response: HandlerResponse) throws -> String?
    /// The app's own wording of a dialog, as an app's localized strings replace its definition's
    /// text (a plural, a count the definition cannot know, a code the definition gives no
    /// template): `template` is the definition's text (nil when it has none), `values` what fills
    /// it. Nil: the definition's text, filled in. An empty text says nothing.
    func wording(of dialog: DefinitionDialog, template: String?, values: [String: IntentValue], in intent: Intent) throws -> String?
}

extension IntentHandling {
    public func confirm(_ intent: Intent) throws -> HandlerResponse { HandlerResponse(code: HandlerResponse.ready) }
    public func options(for parameter: String, of intent: Intent) throws -> [IntentValue] { [] }
    public func spokenValue(for parameter: String, words: String, of intent: Intent) throws -> SpokenValue? { nil }
    public func subtitle(of choice: IntentValue, for parameter: String, of intent: Intent) throws -> String? { nil }
    public func confirmationPrompt(for intent: Intent, response: HandlerResponse) throws -> String? { nil }
    public func wording(of dialog: DefinitionDialog, template: String?, values: [String: IntentValue], in intent: Intent) throws -> String? {
        nil
    }
}

/// Where Siri finds the handler of an intent, as an Intents extension's `handler(for:)` does:
/// handlers registered by intent class name ("OrderIntent").
public struct IntentHandlerProvider {
    private var handlers: [String: any IntentHandling] = [:]

    public init() {}

    public mutating func register(_ handler: any IntentHandling, for typeName: String) {
        handlers[typeName] = handler
    }

    /// The handler for `intent`'s class, or nil when the app handles no such intent.
    public func handler(for intent: Intent) -> (any IntentHandling)? { handlers[intent.typeName] }

    /// The handler registered for an intent class name.
    public func handler(forTypeName typeName: String) -> (any IntentHandling)? { handlers[typeName] }

    public var typeNames: [String] { handlers.keys.sorted() }
}
