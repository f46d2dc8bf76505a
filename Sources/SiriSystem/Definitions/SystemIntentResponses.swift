/// The response codes of SiriKit's system intents, which a customised system intent
/// (`INIntentClassName` = `INPlayMediaIntent`, `INIntentCustomizable`) answers with: its
/// definition file has no codes of its own, its domain's `…IntentResponseCode` enum has them.
public enum SystemIntentResponses {
    /// The codes of a system intent this table does not list: what most response enums have.
    static let common = ["unspecified", "ready", "continueInApp", "inProgress", "success", "failure", "failureRequiringAppLaunch"]

    /// The codes of a system intent that neither goes on in the app nor has failures of its
    /// own: the lists, notes and car intents.
    static let plain = ["unspecified", "ready", "inProgress", "success", "failure", "failureRequiringAppLaunch"]

    /// Each listed class's codes, in its `…IntentResponseCode` enum's order. A call intent has no
    /// `success` or `inProgress`: the app takes the call over (`continueInApp`); a message intent
    /// has no `continueInApp`.
    static let codes: [String: [String]] = [
        "INPlayMediaIntent": common + [
            "handleInApp", "failureUnknownMediaType", "failureNoUnplayedContent", "failureRestrictedContent", "failureMaxStreamLimitReached",
        ],
        "INAddMediaIntent": common + ["handleInApp"],
        "INSearchForMediaIntent": common + ["handleInApp"],
        "INUpdateMediaAffinityIntent": common,
        "INSendMessageIntent": [
            "unspecified", "ready", "inProgress", "success", "failure", "failureRequiringAppLaunch", "failureMessageServiceNotAvailable",
            "failureRequiringInAppAuthentication",
        ],
        "INStartAudioCallIntent": calls(then: ["failureNoValidNumber"]),
        "INStartVideoCallIntent": calls(then: ["failureInvalidNumber"]),
        "INStartWorkoutIntent": workouts(with: ["failureOngoingWorkout"]),
        "INEndWorkoutIntent": workouts(with: []),
        "INCancelWorkoutIntent": workouts(with: []),
        "INPauseWorkoutIntent": workouts(with: []),
        "INResumeWorkoutIntent": workouts(with: []),
        // The payments domain: no `continueInApp` (a customised INPayBillIntent of Xcode 10,
        // leftkaramolegos/POC).
        "INPayBillIntent": payments(then: ["failureInsufficientFunds"]),
        "INSendPaymentIntent": payments(then: [
            "failurePaymentsAmountBelowMinimum", "failurePaymentsAmountAboveMaximum", "failurePaymentsCurrencyUnsupported",
            "failureInsufficientFunds", "failureNoBankAccount", "failureNotEligible", "failureTermsAndConditionsAcceptanceRequired",
        ]),
        "INRequestPaymentIntent": payments(then: [
            "failurePaymentsAmountBelowMinimum", "failurePaymentsAmountAboveMaximum", "failurePaymentsCurrencyUnsupported",
            "failureNoBankAccount", "failureNotEligible", "failureTermsAndConditionsAcceptanceRequired",
        ]),
        // The other system intents Xcode 10 customises (xamarin-macios' MyIntentsApp lists every
        // one): no `continueInApp` but for the visual code; a ride's failures each open the app.
        "INTransferMoneyIntent": payments(then: ["failureInsufficientFunds"]),
        "INRequestRideIntent": plain + rideAppLaunches,
        "INAddTasksIntent": plain,
        "INCreateNoteIntent": plain,
        "INGetVisualCodeIntent": common + ["failureAppConfigurationRequired"],
        "INSetCarLockStatusIntent": plain,
        "INGetCarLockStatusIntent": plain,
        "INGetCarPowerLevelStatusIntent": plain,
        "INActivateCarSignalIntent": plain,
        "INStartCallIntent": [
            "unspecified", "ready", "continueInApp", "userConfirmationRequired", "failure", "failureRequiringAppLaunch",
            "failureCallingServiceNotAvailable", "failureContactNotSupportedByApp", "failureAirplaneModeEnabled", "failureUnableToHandOff",
            "failureAppConfigurationRequired", "failureCallInProgress", "failureCallRinging", "failureRequiringInAppAuthentication",
        ],
    ]

    /// The codes of the workout intents: no `inProgress`; the app may finish in its own UI.
    static func workouts(with extra: [String]) -> [String] {
        ["unspecified", "ready", "continueInApp", "failure", "failureRequiringAppLaunch"] + extra
            + ["failureNoMatchingWorkout", "handleInApp", "success"]
    }

    /// The codes of the payment intents, each class's own failures after the shared ones.
    static func payments(then last: [String]) -> [String] {
        ["unspecified", "ready", "inProgress", "success", "failure", "failureRequiringAppLaunch", "failureCredentialsUnverified"] + last
    }

    /// The codes of the older call intents, `INStartAudioCallIntent` and `INStartVideoCallIntent`.
    static func calls(then last: [String]) -> [String] {
        [
            "unspecified", "ready", "continueInApp", "failure", "failureRequiringAppLaunch", "failureAppConfigurationRequired",
            "failureCallingServiceNotAvailable", "failureContactNotSupportedByApp",
        ] + last
    }

    /// The codes that end the intent well: `success`; `handleInApp` where the app finishes it;
    /// `continueInApp`, which brings the app forward to go on (a media app playing, a call taken
    /// over), and `inProgress`, as a custom intent's generated codes count them: none failed.
    static func successes(of names: [String]) -> Set<String> {
        ["success", "handleInApp", "continueInApp", "inProgress"]
    }

    /// The codes Xcode's generated `…IntentResponseCode` has for every custom intent beside the
    /// file's own (`success`, `failure` and the app's, numbered from 100): a handler may answer
    /// with them though the intent editor lists none, and none has a dialog.
    public static let customIntentCodes: [ResponseDefinition.Code] = [
        .init(name: "continueInApp", template: nil, isSuccess: true),
        .init(name: "inProgress", template: nil, isSuccess: true),
        .init(name: "failureRequiringAppLaunch", template: nil, isSuccess: false),
    ]

    /// The codes with which iOS opens the app: `continueInApp` hands it the intent to go on
    /// with, `failureRequiringAppLaunch` (and a ride request's reasons for it) to finish there.
    public static let opensTheApp: Set<String> = Set(["continueInApp", "failureRequiringAppLaunch"] + rideAppLaunches)

    /// A ride request's failures that open the app, each saying why.
    static let rideAppLaunches = [
        "failureRequiringAppLaunchMustVerifyCredentials", "failureRequiringAppLaunchNoServiceInArea",
        "failureRequiringAppLaunchServiceTemporarilyUnavailable", "failureRequiringAppLaunchPreviousRideNeedsCompletion",
        "failureRequiringAppLaunchRideScheduledTooFar",
    ]

    /// Whether the table has `className`'s own codes (else `response(for:)` gives the common ones).
    public static func knows(_ className: String) -> Bool { codes[className] != nil }

    /// The response of the system intent `className`, codes without templates (Siri words them).
    public static func response(for className: String) -> ResponseDefinition {
        let names = codes[className] ?? common
        let successes = successes(of: names)
        var response = ResponseDefinition(codes: names.map { ResponseDefinition.Code(name: $0, template: nil, isSuccess: successes.contains($0)) })
        response.isSystemDefined = true
        return response
    }
}

/// What Siri asks of a customised system intent whose file has no prompts of its own (the
/// domain's are Siri's): the parameters the domain cannot go without, and Siri's questions for
/// them as it asks them for Messages and the Phone app.
public enum SystemIntentQuestions {
    static let asked: [String: [String: String]] = [
        "INSendMessageIntent": ["recipients": "Who do you want to message?", "content": "What do you want to say?"],
        // A call, audio or video, through the app: whom to call, as Siri asks it for the Phone app.
        "INStartCallIntent": ["contacts": "Who do you want to call?"],
        "INStartAudioCallIntent": ["contacts": "Who do you want to call?"],
        "INStartVideoCallIntent": ["contacts": "Who do you want to call?"],
    ]

    /// Siri's question for `parameter` of the system intent `className`; nil when the domain
    /// does not ask for it.
    public static func question(for parameter: String, of className: String?) -> String? {
        className.flatMap { asked[$0]?[parameter] }
    }

    /// The key parameters Siri never asks a person for: a media request's `mediaItems`, which
    /// the app makes from what was said (`mediaSearch`, nothing for "Play on MyApp") in its
    /// `resolveMediaItems`. A file's own Primary prompt is still asked.
    static let neverAsked: [String: Set<String>] = [
        "INPlayMediaIntent": ["mediaItems"], "INAddMediaIntent": ["mediaItems"], "INSearchForMediaIntent": ["mediaItems"],
        "INUpdateMediaAffinityIntent": ["mediaItems"],
    ]

    /// The parameters each system intent's handling protocol has a `resolve` method for, as
    /// Apple's Intents headers declare them (`INPlayMediaIntentHandling` resolves `mediaItems`,
    /// `playShuffled`, `playbackRepeatMode`, `resumePlayback`, `playbackQueueLocation` and
    /// `playbackSpeed`, not `mediaContainer` or `mediaSearch`). Siri calls no handler for any
    /// other parameter of the intent and asks nothing for it: the value is the one the intent
    /// came with. A class not listed has every parameter resolved.
    static let resolved: [String: Set<String>] = [
        "INPlayMediaIntent": [
            "mediaItems", "playShuffled", "playbackRepeatMode", "resumePlayback", "playbackQueueLocation", "playbackSpeed",
        ],
        "INAddMediaIntent": ["mediaItems", "mediaDestination"],
        "INSearchForMediaIntent": ["mediaItems"],
        "INUpdateMediaAffinityIntent": ["mediaItems", "affinityType"],
        "INSendMessageIntent": ["recipients", "outgoingMessageType", "content", "speakableGroupName", "groupName"],
        "INStartCallIntent": ["callRecordToCallBack", "destinationType", "contacts", "callCapability"],
        "INStartAudioCallIntent": ["destinationType", "contacts"],
        "INStartVideoCallIntent": ["contacts"],
        "INStartWorkoutIntent": ["workoutName", "goalValue", "workoutGoalUnitType", "workoutLocationType", "isOpenEnded"],
    ]

    /// Whether Siri resolves `parameter` of the system intent `className` (`resolved`).
    public static func isResolved(_ parameter: String, of className: String?) -> Bool {
        guard let className, let names = resolved[className] else { return true }
        return names.contains(parameter)
    }

    /// The system intents Siri confirms before `handle` whatever the file says: Apple documents
    /// that "Siri always prompts the user to confirm" a payment sent or requested. The words of
    /// its question are not published; the conversation asks as for any intent without a verb.
    static let alwaysConfirmed: Set<String> = ["INSendPaymentIntent", "INRequestPaymentIntent"]

    /// Whether Siri always asks to confirm the system intent `className` (`alwaysConfirmed`).
    public static func alwaysConfirms(_ className: String?) -> Bool {
        className.map { alwaysConfirmed.contains($0) } ?? false
    }

    /// Whether Siri never asks for `parameter` of the system intent `className` (`neverAsked`).
    public static func isNeverAsked(_ parameter: String, of className: String?) -> Bool {
        className.flatMap { neverAsked[$0]?.contains(parameter) } ?? false
    }
}
