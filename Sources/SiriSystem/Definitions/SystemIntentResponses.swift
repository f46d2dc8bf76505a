/// The response codes of SiriKit's system intents, which a customised system intent
/// (`INIntentClassName` = `INPlayMediaIntent`, `INIntentCustomizable`) answers with: its
/// definition file has no codes of its own, its domain's `…IntentResponseCode` enum has them.
public enum SystemIntentResponses {
    /// The codes every system intent's response has, in the enum's order.
    static let common = ["unspecified", "ready", "continueInApp", "inProgress", "success", "failure", "failureRequiringAppLaunch"]

    /// Codes beyond the common ones, by the intent's class.
    static let extra: [String: [String]] = [
        "INPlayMediaIntent": [
            "handleInApp", "failureUnknownMediaType", "failureNoUnplayedContent", "failureRestrictedContent", "failureMaxStreamLimitReached",
        ],
        "INAddMediaIntent": ["handleInApp"],
        "INSearchForMediaIntent": ["handleInApp"],
        "INUpdateMediaAffinityIntent": [],
        "INSendMessageIntent": ["failureMessageServiceNotAvailable"],
        "INStartCallIntent": ["failureAppConfigurationRequired", "failureCallingServiceNotAvailable", "failureContactNotSupportedByApp"],
    ]

    /// The codes that end the intent well: `success`, and `handleInApp` where the app finishes it.
    static let successes: Set<String> = ["success", "handleInApp"]

    /// The response of the system intent `className`, codes without templates (Siri words them).
    public static func response(for className: String) -> ResponseDefinition {
        let names = common + (extra[className] ?? [])
        var response = ResponseDefinition(codes: names.map { ResponseDefinition.Code(name: $0, template: nil, isSuccess: successes.contains($0)) })
        response.isSystemDefined = true
        return response
    }
}
