/// What a handler answers when Siri asks it to resolve one parameter (`INIntentResolutionResult`),
/// in the system's terms: values it can show, never what they mean to the app.
public enum ParameterResolution: Sendable, Hashable {
    case success(IntentValue)
    case needsValue
    case notRequired
    /// A reason code of the parameter's definition (its template says why) with the values the
    /// template names, or nil for the system's own words.
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

/// What `confirm` or `handle` answers (`INIntentResponse`): a response code of the definition
/// (or "ready", the code every intent's confirm may give) and the response parameters' values.
/// A dotted key (`orderDetails.total`) gives a property of an object-typed parameter.
public struct HandlerResponse: Sendable, Hashable {
    /// The code confirm answers when the intent may go ahead.
    public static let ready = "ready"

    public var code: String
    public var values: [String: IntentValue]

    public init(code: String, values: [String: IntentValue] = [:]) {
        self.code = code
        self.values = values
    }
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
    /// What Siri asks before `handle` when the intent requires confirmation, given confirm's
    /// response; nil for the system's words.
    func confirmationPrompt(for intent: Intent, response: HandlerResponse) throws -> String?
}

extension IntentHandling {
    public func confirm(_ intent: Intent) throws -> HandlerResponse { HandlerResponse(code: HandlerResponse.ready) }
    public func options(for parameter: String, of intent: Intent) throws -> [IntentValue] { [] }
    public func confirmationPrompt(for intent: Intent, response: HandlerResponse) throws -> String? { nil }
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

    public var typeNames: [String] { handlers.keys.sorted() }
}
