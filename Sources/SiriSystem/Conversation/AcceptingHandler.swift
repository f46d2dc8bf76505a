/// A stand-in handler that accepts every value, for trying out a definition without its app
/// (`soupchef intents converse`): a parameter without a value that has a Primary prompt and that
/// its relationship does not exclude needs a value, one with a value succeeds, any other is not
/// required; confirm is ready; handle answers with the chosen response code (by default the
/// definition's first success code), its values those of the intent.
public struct AcceptingIntentHandler: IntentHandling {
    public let definition: CustomIntent
    public let responseCode: String

    /// Nil when `responseCode` is not a code of the definition (or it has no success code).
    public init?(definition: CustomIntent, responseCode: String? = nil) {
        guard let code = responseCode ?? definition.response.codes.first(where: \.isSuccess)?.name,
            definition.response.code(named: code) != nil
        else { return nil }
        self.definition = definition
        self.responseCode = code
    }

    public func resolve(_ parameter: String, of intent: Intent) throws -> ParameterResolution {
        if let value = intent[parameter], value.isPresent { return .success(value) }
        guard let declared = definition.parameter(named: parameter), declared.prompt("Primary") != nil,
            !definition.isExcluded(declared, in: intent)
        else { return .notRequired }
        return .needsValue
    }

    public func handle(_ intent: Intent) throws -> HandlerResponse {
        HandlerResponse(code: responseCode, values: intent.parameters)
    }
}
