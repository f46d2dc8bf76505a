/// The response codes of SiriKit's system intents, which a customised system intent
/// (`INIntentClassName` = `INPlayMediaIntent`, `INIntentCustomizable`) answers with: its
/// definition file has no codes of its own, its domain's `…IntentResponseCode` enum has them.
/// Each class's cases and their order are those of Apple's Intents headers, as the bindings of
/// xamarin/xamarin-macios mirror them (`src/intents.cs`, commit 12d38e23899929e7bdd8db2938c5c150f030bae8, MIT);
/// `INStartCallIntentResponseCode`'s last case as `INStartCallIntentResponse.h` names it.
public enum SystemIntentResponses {
    /// The codes of a system intent this table does not list: what most response enums have
    /// (`INSearchForMediaIntentResponseCode`'s, `INAnswerCallIntentResponseCode`'s).
    static let common = ["unspecified", "ready", "continueInApp", "inProgress", "success", "failure", "failureRequiringAppLaunch"]

    /// The codes of a system intent that neither goes on in the app nor has failures of its
    /// own: the lists and notes, the car intents, the media affinity, the focus status.
    static let plain = ["unspecified", "ready", "inProgress", "success", "failure", "failureRequiringAppLaunch"]

    /// The codes of the photo intents: the app shows the photos (`continueInApp`), nothing
    /// succeeds here and nothing is in progress.
    static let photos = ["unspecified", "ready", "continueInApp", "failure", "failureRequiringAppLaunch", "failureAppConfigurationRequired"]

    /// The codes of a ride cancelled or rated: no `inProgress` and no failure that opens the app.
    static let rideEnds = ["unspecified", "ready", "success", "failure"]

    /// Each listed class's codes, in its `…IntentResponseCode` enum's order. A call intent has no
    /// `success` or `inProgress`: the app takes the call over (`continueInApp`); a message intent
    /// has no `continueInApp`.
    static let codes: [String: [String]] = [
        "INPlayMediaIntent": [
            "unspecified", "ready", "continueInApp", "inProgress", "success", "handleInApp", "failure", "failureRequiringAppLaunch",
            "failureUnknownMediaType", "failureNoUnplayedContent", "failureRestrictedContent", "failureMaxStreamLimitReached",
        ],
        "INAddMediaIntent": ["unspecified", "ready", "inProgress", "success", "handleInApp", "failure", "failureRequiringAppLaunch"],
        "INSearchForMediaIntent": common,
        "INUpdateMediaAffinityIntent": plain,
        "INSendMessageIntent": plain + ["failureMessageServiceNotAvailable", "failureRequiringInAppAuthentication"],
        "INSearchForMessagesIntent": plain + [
            "failureMessageServiceNotAvailable", "failureMessageTooManyResults", "failureRequiringInAppAuthentication",
        ],
        "INSetMessageAttributeIntent": plain + ["failureMessageNotFound", "failureMessageAttributeNotSet"],
        "INEditMessageIntent": plain + changedMessage(tooLate: "failurePastEditTimeLimit"),
        "INUnsendMessagesIntent": plain + changedMessage(tooLate: "failurePastUnsendTimeLimit"),
        "INStartAudioCallIntent": calls(then: ["failureNoValidNumber"]),
        "INStartVideoCallIntent": calls(then: ["failureInvalidNumber"]),
        "INSearchCallHistoryIntent": [
            "unspecified", "ready", "continueInApp", "failure", "failureRequiringAppLaunch", "failureAppConfigurationRequired", "inProgress",
            "success",
        ],
        "INAnswerCallIntent": common,
        "INHangUpCallIntent": plain + ["failureNoCallToHangUp"],
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
        "INTransferMoneyIntent": payments(then: ["failureInsufficientFunds"]),
        "INSearchForBillsIntent": payments(then: ["failureBillNotFound"]),
        "INSearchForAccountsIntent": payments(then: [
            "failureAccountNotFound", "failureTermsAndConditionsAcceptanceRequired", "failureNotEligible",
        ]),
        // The rides: a request's failures each open the app, saying why.
        "INRequestRideIntent": plain + rideAppLaunches,
        "INListRideOptionsIntent": plain + [
            "failureRequiringAppLaunchMustVerifyCredentials", "failureRequiringAppLaunchNoServiceInArea",
            "failureRequiringAppLaunchServiceTemporarilyUnavailable", "failureRequiringAppLaunchPreviousRideNeedsCompletion",
            "failurePreviousRideNeedsFeedback",
        ],
        "INGetRideStatusIntent": plain + [
            "failureRequiringAppLaunchMustVerifyCredentials", "failureRequiringAppLaunchServiceTemporarilyUnavailable",
        ],
        "INCancelRideIntent": rideEnds,
        "INSendRideFeedbackIntent": rideEnds,
        // The lists and notes.
        "INAddTasksIntent": plain,
        "INCreateNoteIntent": plain,
        "INAppendToNoteIntent": plain + ["failureCannotUpdatePasswordProtectedNote"],
        "INCreateTaskListIntent": plain,
        "INSetTaskAttributeIntent": plain,
        "INSearchForNotebookItemsIntent": plain,
        "INDeleteTasksIntent": plain,
        "INSnoozeTasksIntent": plain,
        // The photos and the visual codes.
        "INSearchForPhotosIntent": photos,
        "INStartPhotoPlaybackIntent": photos,
        "INGetVisualCodeIntent": common + ["failureAppConfigurationRequired"],
        // The car: its commands, its profiles and its radio.
        "INSetCarLockStatusIntent": plain,
        "INGetCarLockStatusIntent": plain,
        "INGetCarPowerLevelStatusIntent": plain,
        "INActivateCarSignalIntent": plain,
        "INListCarsIntent": plain,
        "INSaveProfileInCarIntent": plain,
        "INSetProfileInCarIntent": plain,
        "INSetAudioSourceInCarIntent": plain,
        "INSetClimateSettingsInCarIntent": plain,
        "INSetDefrosterSettingsInCarIntent": plain,
        "INSetSeatSettingsInCarIntent": plain,
        "INSetRadioStationIntent": plain + ["failureNotSubscribed"],
        // The reservations and the focus status.
        "INGetReservationDetailsIntent": plain,
        "INShareFocusStatusIntent": plain,
        // The restaurant reservations, Maps' own: their enums start with `success`, most have no
        // `ready`, and a booking's is `INBookRestaurantReservationIntentCode`.
        "INBookRestaurantReservationIntent": [
            "success", "denied", "failure", "failureRequiringAppLaunch", "failureRequiringAppLaunchMustVerifyCredentials",
            "failureRequiringAppLaunchServiceTemporarilyUnavailable",
        ],
        "INGetAvailableRestaurantReservationBookingsIntent": ["success", "failure", "failureRequestUnsatisfiable", "failureRequestUnspecified"],
        "INGetAvailableRestaurantReservationBookingDefaultsIntent": ["success", "failure", "unspecified"],
        "INGetRestaurantGuestIntent": ["success", "failure"],
        "INGetUserCurrentRestaurantReservationBookingsIntent": ["success", "failure", "failureRequestUnsatisfiable", "unspecified"],
        "INStartCallIntent": [
            "unspecified", "ready", "continueInApp", "userConfirmationRequired", "failure", "failureRequiringAppLaunch",
            "failureCallingServiceNotAvailable", "failureContactNotSupportedByApp", "failureAirplaneModeEnabled", "failureUnableToHandOff",
            "failureAppConfigurationRequired", "failureCallInProgress", "failureCallRinging", "failureRequiringInAppAuthentication",
        ],
    ]

    /// The failures of a message edited or unsent, `tooLate` when its time for that is past.
    static func changedMessage(tooLate: String) -> [String] {
        [
            "failureMessageNotFound", tooLate, "failureMessageTypeUnsupported", "failureUnsupportedOnService",
            "failureMessageServiceNotAvailable", "failureRequiringInAppAuthentication",
        ]
    }

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

    /// A ride request's failures that open the app, each saying why (a restaurant booking's
    /// and a ride's status have two of them).
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
