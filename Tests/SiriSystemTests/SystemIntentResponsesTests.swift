import Foundation
import Testing

@testable import SiriSystem

/// The codes a customised system intent answers with: its class's `…IntentResponseCode` cases,
/// in their order, as Apple's Intents headers declare them.
@Suite struct SystemIntentResponsesTests {
    /// A system intent of `className` customised as Xcode writes one: no response codes of its own.
    func customised(_ className: String) throws -> CustomIntent {
        let text = plist(
            """
            <dict><key>INIntents</key><array><dict>
              <key>INIntentName</key><string>Custom</string>
              <key>INIntentClassName</key><string>\(className)</string>
              <key>INIntentCustomizable</key><true/>
              <key>INIntentCategory</key><string>system</string>
            </dict></array></dict>
            """)
        let file = try DefinitionReader.parse(Data(text.utf8), name: "Custom.intentdefinition")
        return try #require(file.intent(named: "Custom"))
    }

    /// A photo search has no `success`, `inProgress` or `handleInApp`: the app shows the photos
    /// (`continueInApp`), so the stand-in handler answers that, and iOS opens the app.
    @Test func aPhotoSearchGoesOnInTheApp() throws {
        for className in ["INSearchForPhotosIntent", "INStartPhotoPlaybackIntent"] {
            let intent = try customised(className)
            #expect(SystemIntentResponses.knows(className))
            #expect(
                intent.response.codes.map(\.name) == [
                    "unspecified", "ready", "continueInApp", "failure", "failureRequiringAppLaunch", "failureAppConfigurationRequired",
                ], "\(className)")
            #expect(intent.response.codes.filter(\.isSuccess).map(\.name) == ["continueInApp"], "\(className)")
            #expect(AcceptingIntentHandler(definition: intent)?.responseCode == "continueInApp", "\(className)")
            #expect(AcceptingIntentHandler(definition: intent, responseCode: "success") == nil, "\(className)")
        }
    }

    /// The notebook, message and call-history intents have their own codes: no `continueInApp`
    /// for a notebook search or a message search, whose failures are the messages' own.
    @Test func theNotebookMessageAndCallHistoryIntentsHaveTheirOwnCodes() throws {
        let plain = ["unspecified", "ready", "inProgress", "success", "failure", "failureRequiringAppLaunch"]
        let expected: [String: [String]] = [
            "INSearchForNotebookItemsIntent": plain,
            "INAppendToNoteIntent": plain + ["failureCannotUpdatePasswordProtectedNote"],
            "INSearchForMessagesIntent": plain + [
                "failureMessageServiceNotAvailable", "failureMessageTooManyResults", "failureRequiringInAppAuthentication",
            ],
            "INSetMessageAttributeIntent": plain + ["failureMessageNotFound", "failureMessageAttributeNotSet"],
            "INUnsendMessagesIntent": plain + [
                "failureMessageNotFound", "failurePastUnsendTimeLimit", "failureMessageTypeUnsupported", "failureUnsupportedOnService",
                "failureMessageServiceNotAvailable", "failureRequiringInAppAuthentication",
            ],
            "INSearchCallHistoryIntent": [
                "unspecified", "ready", "continueInApp", "failure", "failureRequiringAppLaunch", "failureAppConfigurationRequired",
                "inProgress", "success",
            ],
            "INHangUpCallIntent": plain + ["failureNoCallToHangUp"],
            "INSetRadioStationIntent": plain + ["failureNotSubscribed"],
            "INCancelRideIntent": ["unspecified", "ready", "success", "failure"],
        ]
        for (className, names) in expected {
            #expect(try customised(className).response.codes.map(\.name) == names, "\(className)")
            #expect(AcceptingIntentHandler(definition: try customised(className))?.responseCode == "success", "\(className)")
        }
    }

    /// The media intents as their headers have them: adding media and a media affinity never
    /// go on in the app, a media search is not handled in it, and playing media lists
    /// `handleInApp` among its successes, before its failures.
    @Test func theMediaIntentsHaveTheirHeadersCodes() throws {
        let add = try customised("INAddMediaIntent").response.codes.map(\.name)
        #expect(add == ["unspecified", "ready", "inProgress", "success", "handleInApp", "failure", "failureRequiringAppLaunch"])
        let affinity = try customised("INUpdateMediaAffinityIntent").response.codes.map(\.name)
        #expect(!affinity.contains("continueInApp") && affinity.contains("success"))
        #expect(!(try customised("INSearchForMediaIntent").response.codes.map(\.name).contains("handleInApp")))
        let play = try customised("INPlayMediaIntent").response.codes.map(\.name)
        #expect(
            Array(play.prefix(8)) == [
                "unspecified", "ready", "continueInApp", "inProgress", "success", "handleInApp", "failure", "failureRequiringAppLaunch",
            ])
    }

    /// Every class's enum starts with `unspecified` and holds `ready` and `failure`, but for
    /// Maps' restaurant intents, which start with `success`; no code is listed twice, and every
    /// class has a code that ends it well.
    @Test func everyListedClassHasTheCodesItsEnumStartsWith() {
        let restaurants: Set<String> = [
            "INBookRestaurantReservationIntent", "INGetAvailableRestaurantReservationBookingsIntent",
            "INGetAvailableRestaurantReservationBookingDefaultsIntent", "INGetRestaurantGuestIntent",
            "INGetUserCurrentRestaurantReservationBookingsIntent",
        ]
        #expect(SystemIntentResponses.codes.count >= 60)
        for (className, names) in SystemIntentResponses.codes {
            #expect(className.hasPrefix("IN") && className.hasSuffix("Intent"), "\(className)")
            #expect(Set(names).count == names.count, "\(className): \(names)")
            #expect(names.contains("failure"), "\(className)")
            let succeeds = SystemIntentResponses.response(for: className).codes.contains { $0.isSuccess }
            #expect(succeeds, "\(className)")
            if restaurants.contains(className) {
                #expect(names.first == "success", "\(className)")
            } else {
                #expect(names.first == "unspecified" && names.contains("ready"), "\(className): \(names)")
            }
        }
    }
}
