import Foundation
import Testing

@testable import SiriSystem

/// A handler that answers each resolve from a script, one result per call, then success.
private final class ScriptedHandler: IntentHandling {
    var script: [String: [ParameterResolution]]
    var confirmCode = HandlerResponse.ready
    var response = HandlerResponse(code: "success")
    private(set) var calls: [String] = []

    init(_ script: [String: [ParameterResolution]]) { self.script = script }

    func resolve(_ parameter: String, of intent: Intent) throws -> ParameterResolution {
        calls.append(parameter)
        if var results = script[parameter], !results.isEmpty {
            let next = results.removeFirst()
            script[parameter] = results
            return next
        }
        return intent[parameter].map { .success($0) } ?? .notRequired
    }

    func confirm(_ intent: Intent) throws -> HandlerResponse { HandlerResponse(code: confirmCode) }
    func handle(_ intent: Intent) throws -> HandlerResponse { response }
}

/// The conversation engine, driven by definitions: Soup Chef's own, and a scripted handler.
@Suite struct IntentConversationTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    static let soupChef = try! DefinitionReader.read(path: root + "/Data/Intents.intentdefinition")
    static let orderSoup = soupChef.intent(named: "OrderSoupIntent")!

    func converse(_ intent: Intent, _ handler: any IntentHandling, answers: [String]) throws -> IntentConversation.Transcript {
        var provider = IntentHandlerProvider()
        provider.register(handler, for: "OrderSoupIntent")
        let conversation = try #require(IntentConversation(file: Self.soupChef, intent: intent, provider: provider))
        var remaining = answers[...]
        return try conversation.run(intent) { _ in remaining.popFirst() }
    }

    @Test func siriFindsTheHandlerByTheIntentsClassName() throws {
        var provider = IntentHandlerProvider()
        provider.register(ScriptedHandler([:]), for: "OrderSoupIntent")
        #expect(provider.handler(for: Intent(typeName: "OrderSoupIntent")) != nil)
        #expect(provider.handler(for: Intent(typeName: "OrderIntent")) == nil)
        #expect(IntentConversation(file: Self.soupChef, intent: Intent(typeName: "OrderIntent"), provider: provider) == nil)
    }

    @Test func parametersAreResolvedInDefinitionOrderWithTheDefaultsFilledIn() throws {
        let handler = ScriptedHandler([:])
        let intent = Intent(typeName: "OrderSoupIntent", parameters: ["soup": .object(identifier: "tomato", display: "Tomato Soup")])
        let transcript = try converse(intent, handler, answers: ["yes"])
        // A pickup: deliveryLocation's relationship rules it out, so it is not resolved at all.
        #expect(handler.calls == ["soup", "quantity", "toppings", "orderType", "storeLocation"])
        #expect(transcript.intent["quantity"] == .integer(1))
        #expect(transcript.intent["orderType"]?.identity == "pickup")
        #expect(transcript.steps.map(\.stage) == [.resolve, .resolve, .resolve, .resolve, .resolve, .confirm, .userConfirmation, .handle])
    }

    @Test func eachResultIsSpokenWithItsPromptFromTheDefinition() throws {
        let soups: [IntentValue] = [.object(identifier: "a", display: "Clam Chowder"), .object(identifier: "b", display: "Tomato Soup")]
        let handler = ScriptedHandler([
            "soup": [.disambiguation(soups)],
            "quantity": [.confirmationRequired(.integer(6)), .needsValue],
            "storeLocation": [.unsupported(reason: nil)],
        ])
        let intent = Intent(typeName: "OrderSoupIntent", parameters: ["storeLocation": .string("Nowhere")])
        let transcript = try converse(intent, handler, answers: ["2", "no", "three", "yes"])
        let prompts = transcript.steps.compactMap(\.prompt)
        #expect(prompts.contains("Which soup do you want? We have 3 specials today."))
        #expect(prompts.contains("Just to confirm, you would like to order 6 soups?"))
        #expect(prompts.contains("How many soups do you want to order?"))
        #expect(transcript.intent["soup"]?.displayString == "Tomato Soup")
        #expect(transcript.intent["quantity"] == .integer(3))
        let soupStep = try #require(transcript.steps.first { $0.parameter == "soup" && $0.result == "disambiguation" })
        #expect(soupStep.choices == ["Clam Chowder", "Tomato Soup"])
        #expect(soupStep.answer == "2")
    }

    @Test func unsupportedReasonsSpeakTheirTemplates() throws {
        let handler = ScriptedHandler([
            "quantity": [.unsupported(reason: "notEnoughInStock"), .needsValue]
        ])
        let intent = Intent(
            typeName: "OrderSoupIntent", parameters: ["soup": .object(identifier: "a", display: "Clam Chowder"), "quantity": .integer(12)])
        let transcript = try converse(intent, handler, answers: ["2", "yes"])
        let prompts = transcript.steps.filter { $0.parameter == "quantity" }.compactMap(\.prompt)
        #expect(prompts.first == "You asked for 12 soup, but we don't have that many in stock.")
        #expect(prompts.contains("How many soups do you want to order?"))
        #expect(transcript.intent["quantity"] == .integer(2))
        // The system's reasons name the parameter and its range from the definition.
        let system = ScriptedHandler(["quantity": [.unsupported(reason: "greaterThanMaximumValue"), .needsValue]])
        let again = try converse(intent, system, answers: ["4", "yes"])
        #expect(again.steps.first { $0.parameter == "quantity" }?.prompt == "Quantity can’t be higher than 10.")
        #expect(again.intent["quantity"] == .integer(4))
    }

    /// A reason neither the parameter nor the response codes word is refused in soupchef's words,
    /// naming the parameter as every sentence of Siri's does and agreeing with a plural.
    @Test func aReasonWithoutWordsNamesTheParameterAsASentenceDoes() throws {
        let handler = ScriptedHandler(["toppings": [.unsupported(reason: "tooMany"), .notRequired]])
        let intent = Intent(
            typeName: "OrderSoupIntent",
            parameters: [
                "soup": .object(identifier: "a", display: "Clam Chowder"), "quantity": .integer(1),
                "toppings": .list([.object(identifier: "c", display: "Cheese")]),
            ])
        let transcript = try converse(intent, handler, answers: ["yes"])
        #expect(transcript.steps.first { $0.parameter == "toppings" }?.prompt == "Sorry, those toppings aren't supported.")
        #expect(IntentConversation.notSupported("blog ID", language: nil) == "Sorry, that blog ID isn't supported.")
        #expect(IntentConversation.notSupported("Lieder", language: "de") == "Sorry, that Lieder isn't supported.")
    }

    @Test func relationshipsDecideWhichLocationIsAskedFor() throws {
        // The success template needs the response's total and wait: the stand-in answers with them.
        let accepting = try #require(
            AcceptingIntentHandler(
                definition: Self.orderSoup, responseValues: ["orderDetails.total": .string("$9.98"), "waitTime": .string("10 minutes")]))
        let soup: IntentValue = .object(identifier: "a", display: "Clam Chowder")
        let delivery = Intent(
            typeName: "OrderSoupIntent", parameters: ["soup": soup, "orderType": .enumeration(rawValue: "delivery", display: "delivery")])
        let delivered = try converse(delivery, accepting, answers: ["1 Infinite Loop", "yes"])
        #expect(delivered.steps.first { $0.parameter == "deliveryLocation" }?.prompt == "Where would you like your order delivered?")
        #expect(!delivered.steps.contains { $0.parameter == "storeLocation" })
        let pickup = try converse(Intent(typeName: "OrderSoupIntent", parameters: ["soup": soup]), accepting, answers: ["Cupertino", "yes"])
        #expect(!pickup.steps.contains { $0.parameter == "deliveryLocation" })
        #expect(pickup.steps.first { $0.parameter == "storeLocation" }?.prompt == "Which store?")
        #expect(
            pickup.outcome
                == .succeeded(HandlerResponse(code: "success", values: pickup.intent.parameters.merging(accepting.responseValues) { $1 })))
        #expect(pickup.closing?.contains("${") == false)
        // Without them it reports failure rather than speak "${orderDetails.total}".
        let bare = try #require(AcceptingIntentHandler(definition: Self.orderSoup))
        let unfilled = try converse(Intent(typeName: "OrderSoupIntent", parameters: ["soup": soup]), bare, answers: ["Cupertino", "yes"])
        #expect(unfilled.outcome.name == "failed")
        #expect(bare.missingResponseValues(for: unfilled.intent) == ["orderDetails.total", "waitTime"])
        // The object alone does not fill a property of it: Siri would say "Your total is ."
        let objectOnly = try #require(
            AcceptingIntentHandler(definition: Self.orderSoup, responseValues: ["orderDetails": .string("Receipt"), "waitTime": .string("5")]))
        let halfFilled = try converse(Intent(typeName: "OrderSoupIntent", parameters: ["soup": soup]), objectOnly, answers: ["Cupertino", "yes"])
        #expect(halfFilled.outcome.name == "failed")
        #expect(objectOnly.missingResponseValues(for: halfFilled.intent) == ["orderDetails.total"])
    }

    @Test func theResponseTemplateIsFilledThroughDottedPaths() throws {
        let handler = ScriptedHandler([:])
        handler.response = HandlerResponse(
            code: "success",
            values: ["orderDetails.total": .string("$9.98"), "soup": .string("Clam Chowder"), "waitTime": .string("ten minutes")])
        let transcript = try converse(Intent(typeName: "OrderSoupIntent"), handler, answers: ["yes"])
        #expect(transcript.closing == "Your total is $9.98. Your Clam Chowder order will be ready in ten minutes.")
        #expect(transcript.outcome.name == "succeeded")
    }

    /// NextBus's stop prompts name a property of the route chosen before ("Route ${route.name} from
    /// which stop?"). The route's value carries no name, so Siri leaves the property out, as it does
    /// a response's; the parameter's own name made it "Route route from which stop?".
    @Test func aPromptNamingAPropertyOfAChosenObjectLeavesItOut() throws {
        func parameter(_ name: String, _ display: String, _ type: String, prompt: String) -> String {
            "<dict><key>INIntentParameterName</key><string>\(name)</string><key>INIntentParameterDisplayName</key><string>\(display)</string>"
                + "<key>INIntentParameterType</key><string>Object</string><key>INIntentParameterObjectType</key><string>\(type)</string>"
                + "<key>INIntentParameterPromptDialogs</key><array><dict><key>INIntentParameterPromptDialogType</key><string>Primary</string>"
                + "<key>INIntentParameterPromptDialogFormatString</key><string>\(prompt)</string></dict></array></dict>"
        }
        func type(_ name: String) -> String {
            "<dict><key>INTypeName</key><string>\(name)</string><key>INTypeProperties</key><array>"
                + "<dict><key>INTypePropertyName</key><string>name</string><key>INTypePropertyType</key><string>String</string></dict></array></dict>"
        }
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>INEnums</key><array/>
            <key>INIntents</key><array><dict>
            <key>INIntentName</key><string>GetUpcomingBuses</string><key>INIntentTitle</key><string>Get Upcoming Buses</string>
            <key>INIntentParameters</key><array>
            \(parameter("route", "Route", "INRoute", prompt: "Which bus route?"))
            \(parameter("stop", "Stop", "INStop", prompt: "Route ${route.name} from which stop?"))
            </array>
            <key>INIntentResponse</key><dict><key>INIntentResponseCodes</key><array>
            <dict><key>INIntentResponseCodeName</key><string>success</string><key>INIntentResponseCodeSuccess</key><true/></dict>
            </array></dict>
            </dict></array>
            <key>INTypes</key><array>\(type("INRoute"))\(type("INStop"))</array>
            </dict></plist>
            """
        let file = try DefinitionReader.parse(Data(text.utf8), name: "Intents.intentdefinition")
        let definition = try #require(file.intent(named: "GetUpcomingBuses"))
        func said(_ intent: Intent) throws -> [String] {
            var provider = IntentHandlerProvider()
            provider.register(try #require(AcceptingIntentHandler(definition: definition)), for: definition.typeName)
            let conversation = try #require(IntentConversation(file: file, intent: intent, provider: provider))
            var answers = ["Central"][...]
            return try conversation.run(intent) { _ in answers.popFirst() }.steps.compactMap(\.prompt)
        }
        var chosen = Intent(typeName: definition.typeName)
        chosen["route"] = .object(identifier: "10", display: "10")
        #expect(try said(chosen) == ["Route from which stop?"])
    }

    /// A prompt or template ending in a line break (a Return typed after the last word in Xcode's
    /// field, as an adventure-planning app's Primary prompt has it) is said without it: the
    /// transcript printed "…search for?\n".
    @Test func aDialogIsSaidWithoutTheLineBreaksAtItsEnds() throws {
        var file = Self.soupChef
        let index = try #require(file.intents.firstIndex { $0.name == Self.orderSoup.name })
        let store = try #require(file.intents[index].parameters.firstIndex { $0.name == "storeLocation" })
        let primary = try #require(file.intents[index].parameters[store].prompts.firstIndex { $0.kind == "Primary" })
        file.intents[index].parameters[store].prompts[primary].text = "Which store?\n"
        let success = try #require(file.intents[index].response.codes.firstIndex { $0.name == "success" })
        file.intents[index].response.codes[success].template = "\n Enjoy your ${soup}.\r\n"
        let handler = ScriptedHandler(["storeLocation": [.needsValue]])
        handler.response = HandlerResponse(code: "success", values: ["soup": .string("Clam Chowder")])
        var provider = IntentHandlerProvider()
        provider.register(handler, for: "OrderSoupIntent")
        var intent = Intent(typeName: "OrderSoupIntent")
        intent["orderType"] = .enumeration(rawValue: "pickup", display: "pickup")
        let conversation = try #require(IntentConversation(file: file, intent: intent, provider: provider))
        var answers = ["Ferry Building", "yes"][...]
        let transcript = try conversation.run(intent) { _ in answers.popFirst() }
        #expect(transcript.steps.compactMap(\.prompt).first == "Which store?")
        #expect(transcript.closing == "Enjoy your Clam Chowder.")
    }

    /// A failure the file gives no words (Soup Chef's `failure`, Chromium's and Neeva's `failure`
    /// codes) is said in the system's words, as iOS says it; a success without words says
    /// nothing. `intents converse --respond failure` ended in silence.
    @Test func aFailureWithoutWordsIsSaidInTheSystemsWords() throws {
        func closing(_ code: String) throws -> String? {
            let handler = try #require(AcceptingIntentHandler(definition: Self.orderSoup, responseCode: code))
            var provider = IntentHandlerProvider()
            provider.register(handler, for: "OrderSoupIntent")
            var intent = Intent(typeName: "OrderSoupIntent")
            intent["soup"] = .object(identifier: "tomato", display: "Tomato Soup")
            intent["storeLocation"] = .string("Ferry Building")
            let conversation = try #require(IntentConversation(file: Self.soupChef, intent: intent, provider: provider))
            var answers = ["yes"][...]
            return try conversation.run(intent) { _ in answers.popFirst() }.closing
        }
        #expect(try closing("failure") == "Sorry, there was a problem with the app.")
        #expect(try closing("failureOutOfStock") == "Sorry, Tomato Soup is out of stock.")
        var file = Self.soupChef
        let index = try #require(file.intents.firstIndex { $0.name == Self.orderSoup.name })
        let success = try #require(file.intents[index].response.codes.firstIndex { $0.name == "successReadySoon" })
        file.intents[index].response.codes[success].template = nil
        let handler = try #require(AcceptingIntentHandler(definition: file.intents[index], responseCode: "successReadySoon"))
        var provider = IntentHandlerProvider()
        provider.register(handler, for: "OrderSoupIntent")
        var intent = Intent(typeName: "OrderSoupIntent")
        intent["soup"] = .object(identifier: "tomato", display: "Tomato Soup")
        intent["storeLocation"] = .string("Ferry Building")
        let conversation = try #require(IntentConversation(file: file, intent: intent, provider: provider))
        var answers = ["yes"][...]
        #expect(try conversation.run(intent) { _ in answers.popFirst() }.closing == nil)
    }

    /// A code with only a voice-only dialog (the field tutorials fill) is spoken, not silent.
    @Test func aCodeWithOnlyAVoiceOnlyTemplateSpeaksIt() throws {
        var file = Self.soupChef
        let index = try #require(file.intents.firstIndex { $0.name == Self.orderSoup.name })
        let success = try #require(file.intents[index].response.codes.firstIndex { $0.name == "success" })
        file.intents[index].response.codes[success].template = nil
        file.intents[index].response.codes[success].voiceOnlyTemplate = "Your ${soup} is on its way."
        let handler = ScriptedHandler([:])
        handler.response = HandlerResponse(code: "success", values: ["soup": .string("Clam Chowder")])
        var provider = IntentHandlerProvider()
        provider.register(handler, for: "OrderSoupIntent")
        let conversation = try #require(IntentConversation(file: file, intent: Intent(typeName: "OrderSoupIntent"), provider: provider))
        var answers = ["yes"][...]
        let transcript = try conversation.run(Intent(typeName: "OrderSoupIntent")) { _ in answers.popFirst() }
        #expect(transcript.closing == "Your Clam Chowder is on its way.")
    }

    @Test func aFailedConfirmEndsWithItsTemplateAndADeclineWithNoHandle() throws {
        let handler = ScriptedHandler([:])
        handler.confirmCode = "failureOutOfStock"
        let failed = try converse(Intent(typeName: "OrderSoupIntent", parameters: ["soup": .string("Gazpacho")]), handler, answers: [])
        #expect(failed.closing == "Sorry, Gazpacho is out of stock.")
        #expect(failed.steps.last?.stage == .confirm)
        let declined = try converse(Intent(typeName: "OrderSoupIntent"), ScriptedHandler([:]), answers: ["no"])
        #expect(declined.outcome == .declined)
        #expect(!declined.steps.contains { $0.stage == .handle })
    }

    /// A number outside the parameter's minimum and maximum (Soup Chef's quantity is 1…10) is
    /// not taken: Siri says the system's reason, in the file's words, and asks again.
    @Test func aNumberOutsideTheParametersRangeIsRefusedWithTheSystemsReason() throws {
        let handler = ScriptedHandler(["quantity": [.needsValue, .needsValue, .needsValue]])
        let transcript = try converse(Intent(typeName: "OrderSoupIntent"), handler, answers: ["minus one", "eleven", "two", "yes"])
        let prompts = transcript.steps.filter { $0.parameter == "quantity" }.compactMap(\.prompt)
        #expect(
            prompts == [
                "How many soups do you want to order?", "Quantity can’t be negative. How many soups do you want to order?",
                "Quantity can’t be higher than 10. How many soups do you want to order?",
            ])
        #expect(transcript.intent["quantity"] == .integer(2))
    }

    /// The stand-in handler of `intents converse` refuses a number given outside the range as an
    /// answer is refused (busyless' `durationInMinutes=5000` where its file's maximum is 999 was
    /// "Done! … for 5000 minutes."): `unsupported` with the reason, then the question again.
    @Test func theStandInHandlerRefusesAGivenNumberOutsideTheRangeAsAnAnswerIs() throws {
        let handler = try #require(
            AcceptingIntentHandler(definition: Self.orderSoup, responseValues: ["orderDetails.total": .string("$5.90"), "waitTime": .string("5")]))
        let cases: [(IntentValue, String, String)] = [
            (.integer(20), "greaterThanMaximumValue", "Quantity can’t be higher than 10."),
            (.integer(0), "lessThanMinimumValue", "Quantity can’t be lower than 1."),
            (.integer(-2), "negativeNumbersNotSupported", "Quantity can’t be negative."),
        ]
        for (given, code, reason) in cases {
            let intent = Intent(typeName: "OrderSoupIntent", parameters: ["soup": .string("Tomato Soup"), "quantity": given])
            #expect(try handler.resolve("quantity", of: intent) == .unsupported(reason: code, values: ["quantity": given]))
            let transcript = try converse(intent, handler, answers: ["2", "Cupertino", "yes"])
            let quantity = transcript.steps.filter { $0.parameter == "quantity" }
            #expect(quantity.map(\.result) == ["unsupported", "needsValue", "success"], "\(given)")
            #expect(quantity.compactMap(\.prompt) == [reason, "How many soups do you want to order?"], "\(given)")
            #expect(transcript.intent["quantity"] == .integer(2))
            #expect(transcript.outcome.name == "succeeded")
        }
        // In range, the value given is taken as it is.
        let inRange = Intent(typeName: "OrderSoupIntent", parameters: ["soup": .string("Tomato Soup"), "quantity": .integer(10)])
        #expect(try handler.resolve("quantity", of: inRange) == .success(.integer(10)))
    }

    /// A number without a minimum takes no negative number where "Supports negative numbers"
    /// is unchecked and the file lists the system's reason, as Xcode writes it then; checked,
    /// or without the reason listed, a negative number is taken.
    @Test func aNegativeNumberIsRefusedWhereTheFileSaysItTakesNone() throws {
        func age(_ metadata: String, reasons: String) throws -> IntentParameter {
            let file = try DefinitionReader.parse(
                Data(
                    """
                    <?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>INIntents</key><array><dict>
                    <key>INIntentName</key><string>SetAge</string><key>INIntentParameters</key><array><dict>
                    <key>INIntentParameterName</key><string>age</string><key>INIntentParameterType</key><string>Integer</string>
                    <key>INIntentParameterMetadata</key><dict>\(metadata)</dict>
                    <key>INIntentParameterUnsupportedReasons</key><array>\(reasons)</array>
                    </dict></array></dict></array></dict></plist>
                    """.utf8), name: "x")
            return try #require(file.intent(named: "SetAge")?.parameters.first)
        }
        let listed = "<dict><key>INIntentParameterUnsupportedReasonCode</key><string>negativeNumbersNotSupported</string></dict>"
        let unchecked = try age("", reasons: listed)
        #expect(AnswerReader.numberRefusal(-3, for: unchecked)?.code == "negativeNumbersNotSupported")
        #expect(AnswerReader.numberRefusal(3, for: unchecked) == nil)
        let checked = try age("<key>INIntentParameterMetadataSupportsNegativeNumbers</key><string>YES</string>", reasons: listed)
        #expect(checked.metadata.supportsNegativeNumbers && AnswerReader.numberRefusal(-3, for: checked) == nil)
        #expect(AnswerReader.numberRefusal(-3, for: try age("", reasons: "")) == nil)
        // A minimum below 0 is the file's word that negatives are taken (BeeSwift's value,
        // −1000000…1000000, box unchecked, reasons listed): only the range refuses.
        let ranged = try age(
            "<key>INIntentParameterMetadataMinimumValue</key><integer>-1000000</integer><key>INIntentParameterMetadataMaximumValue</key><integer>1000000</integer>",
            reasons: listed)
        #expect(!ranged.refusesNegativeNumbers && AnswerReader.numberRefusal(-3, for: ranged) == nil)
        #expect(AnswerReader.numberRefusal(-2_000_000, for: ranged)?.code == "lessThanMinimumValue")
        // A whole Decimal bound is said without a fraction, as iOS formats a number; show keeps it.
        let decimal = IntentParameter.Metadata(minimum: .real(0.5), maximum: .real(999))
        #expect(decimal.spokenMaximum == "999" && decimal.spokenMinimum == "0.5" && decimal.maximumDescription == "999.0")
    }

    @Test func unusableAnswersAreAskedAgainThenGivenUp() throws {
        let handler = ScriptedHandler(["quantity": [.needsValue, .needsValue, .needsValue]])
        let transcript = try converse(Intent(typeName: "OrderSoupIntent"), handler, answers: ["lots", "many", "heaps"])
        #expect(transcript.closing == IntentConversation.gaveUp)
        #expect(transcript.outcome.name == "notUnderstood")
        #expect(transcript.steps[2].prompt == "Sorry, I didn't get “lots”. How many soups do you want to order?")
        // A last answer understood and refused for its range is refused with its reason.
        let refused = try converse(
            Intent(typeName: "OrderSoupIntent"), ScriptedHandler(["quantity": [.needsValue, .needsValue, .needsValue]]),
            answers: ["lots", "many", "eleven"])
        #expect(refused.closing == "Quantity can’t be higher than 10. " + IntentConversation.gaveUp)
        #expect(refused.outcome.name == "notUnderstood")
    }

    /// Yes or no by the first word; "please" is politeness before another ("please no" is no).
    @Test func pleaseBeforeAnotherWordIsOnlyPoliteness() {
        #expect(SiriAnswers.yesOrNo("yes please") == true)
        #expect(SiriAnswers.yesOrNo("please") == true)
        #expect(SiriAnswers.yesOrNo("please no") == false)
        // A conversation asked in another language takes its own words for yes and no.
        for yes in ["はい", "Ja, bitte", "oui", "Sí", "sim", "да", "好的"] { #expect(SiriAnswers.yesOrNo(yes) == true, "\(yes)") }
        for no in ["いいえ", "Nein danke", "non", "não", "нет", "不要"] { #expect(SiriAnswers.yesOrNo(no) == false, "\(no)") }
        // Each language's no beside its yes: switshot's 是/否 question heard 是 and not 否.
        for (yes, no) in [("是", "否"), ("evet", "hayır"), ("对", "不对"), ("好", "不好"), ("ใช่", "ไม่"), ("ja", "nej"), ("ναι", "όχι")] {
            #expect(SiriAnswers.yesOrNo(no) == false, "\(no)")
            #expect(SiriAnswers.yesOrNo(yes) == true, "\(yes)")
        }
        // Their "sure" is a yes (it was not understood), and takes its yes back as "sure not" does.
        for yes in ["Claro", "d'accord", "Genau", "klar", "certo", "natuurlijk", "конечно", "claro que sí"] {
            #expect(SiriAnswers.yesOrNo(yes) == true, "\(yes)")
        }
        #expect(SiriAnswers.yesOrNo("claro que no") == nil)
        #expect(SiriAnswers.yesOrNo("Please, don't.") == false)
        #expect(SiriAnswers.yesOrNo("please maybe") == nil)
        #expect(SiriAnswers.yesOrNo("no thanks") == false)
    }

    /// The other ways English says yes and no to "Ready to order?", one word or two; taken back,
    /// they are neither.
    @Test func everydayYesesAndNosAreUnderstood() {
        for yes in ["Absolutely", "definitely!", "certainly", "Correct.", "of course", "Do it", "sounds good", "That's right", "yea"] {
            #expect(SiriAnswers.yesOrNo(yes) == true, "\(yes)")
        }
        for no in ["not now", "Not today, thanks", "negative"] { #expect(SiriAnswers.yesOrNo(no) == false, "\(no)") }
        for unclear in ["of course not", "absolutely not", "do it later wait", "course", "it"] {
            #expect(SiriAnswers.yesOrNo(unclear) == nil, "\(unclear)")
        }
    }

    /// A no said to a list picks nothing, unless a choice is called that.
    @Test func aNoSaidToAListIsNoChoice() {
        let soups = ["Chicken Noodle Soup", "Tomato Soup"]
        for no in ["no", "Nope", "no thanks", "not that one"] { #expect(SiriAnswers.saysNoToAList(no, among: soups), "\(no)") }
        for answer in ["noodle", "tomato", "yes", "the second one"] { #expect(!SiriAnswers.saysNoToAList(answer, among: soups), "\(answer)") }
        #expect(!SiriAnswers.saysNoToAList("No", among: ["Yes", "No"]))
        #expect(!SiriAnswers.saysNoToAList("never", among: ["Always", "Never"]))
    }

    /// An answer that takes back its first word is neither yes nor no, so Siri asks again and
    /// nothing is ordered on it; a cancel is a no.
    @Test func anAnswerThatTakesItselfBackIsNeitherYesNorNo() {
        for unclear in ["yes no", "go away", "order nothing", "ok no wait", "sure not", "yeah nah", "no yes", "nope, sure"] {
            #expect(SiriAnswers.yesOrNo(unclear) == nil, "\(unclear)")
        }
        for yes in ["go ahead", "go for it", "order it", "yes, order it", "ok", "sure thing", "yes please order"] {
            #expect(SiriAnswers.yesOrNo(yes) == true, "\(yes)")
        }
        for no in ["nevermind", "never mind", "forget it", "abbrechen", "annuler", "cancelar", "annulla", "отмена", "キャンセル", "取消", "취소"] {
            #expect(SiriAnswers.yesOrNo(no) == false, "\(no)")
        }
    }

    /// A yes, a no or a number alone names no place; an address that holds one does.
    @Test func aYesANoOrANumberAloneNamesNoPlace() {
        for none in ["yes", "no thanks", "2", "twenty one", "one hundred and five", "1,000"] { #expect(SiriAnswers.namesNoPlace(none), "\(none)") }
        // A place in a list, with no list offered, is none either (it was taken as an address).
        for none in ["the second one", "the last", "option 2", "number three"] { #expect(SiriAnswers.namesNoPlace(none), "\(none)") }
        for place in [
            "1 Infinite Loop", "221B Baker Street", "Yes Street 5", "One Apple Park Way", "Ferry Building", "First Street", "Second Avenue",
        ] {
            #expect(!SiriAnswers.namesNoPlace(place), "\(place)")
        }
    }

    /// At "Ready to order?" a cancel is a no, and an unclear answer is asked again: the order
    /// waits for a yes that means it.
    @Test func theConfirmationTakesACancelAsANoAndAsksAgainOnAnUnclearAnswer() throws {
        let cancelled = try converse(Intent(typeName: "OrderSoupIntent"), ScriptedHandler([:]), answers: ["forget it"])
        #expect(cancelled.outcome == .declined)
        #expect(!cancelled.steps.contains { $0.stage == .handle })
        let unclear = try converse(Intent(typeName: "OrderSoupIntent"), ScriptedHandler([:]), answers: ["yes no", "yes"])
        #expect(unclear.outcome.name == "succeeded")
        #expect(unclear.steps.filter { $0.stage == .userConfirmation }.count == 2)
        let unanswered = try converse(Intent(typeName: "OrderSoupIntent"), ScriptedHandler([:]), answers: ["go away"])
        #expect(!unanswered.steps.contains { $0.stage == .handle })
    }

    /// A dozen is twelve; two numbers side by side are no one number said.
    @Test func aDozenIsTwelveAndTwoNumbersAreNone() {
        #expect(SiriAnswers.number("a dozen") == 12)
        #expect(SiriAnswers.number("one dozen") == 12)
        #expect(SiriAnswers.number("two dozen soups") == 24)
        #expect(SiriAnswers.number("4 5") == nil)
        #expect(SiriAnswers.number("1 000") == nil)
        #expect(SiriAnswers.number("4, 5") == 4)
        #expect(SiriAnswers.number("six soups") == 6)
    }

    /// Digits of other scripts are digits: a full-width `３` as a Japanese keyboard types it,
    /// Arabic-Indic `٣`, Devanagari `१२`; other numerals (`½` alone, `²`) are none.
    @Test func otherScriptsDigitsAreDigits() {
        #expect(SiriAnswers.number("３") == 3)
        #expect(SiriAnswers.number("１２ soups") == 12)
        #expect(SiriAnswers.number("٣") == 3)
        #expect(SiriAnswers.number("१२") == 12)
        #expect(SiriAnswers.decimal("２.５") == 2.5)
        #expect(SiriAnswers.number("²") == nil)
        #expect(SiriAnswers.asciiDigits("Ⅲ and ３") == "Ⅲ and 3")
    }

    /// SmartYard's DoorType gives its cases synonyms ("Шлагбаум" for the gate): Siri hears them
    /// as the case, an answer or a value given, and a synonym two cases share names neither.
    @Test func anEnumCaseIsHeardByItsSynonyms() throws {
        let path = XMLPropertyListTests.root + "/Tests/Fixtures/RealDefinitions/SmartYard-iOS/Base.lproj/Intents.intentdefinition"
        let file = try DefinitionReader.read(path: path)
        let doorType = try #require(file.enumeration(named: "DoorType"))
        #expect(doorType.enumCase(named: "gate")?.synonyms == ["Шлагбаум"])
        #expect(doorType.enumCase(given: "шлагбаум")?.name == "gate")
        #expect(doorType.enumCase(given: "Без разницы")?.name == "any")
        let parameter = try #require(file.intent(named: "SYOpenDoor")?.parameter(named: "doorType"))
        let reader = AnswerReader(file: file)
        #expect(reader.parse("без разницы", for: parameter)?.identity == "any")
        #expect(reader.parse("Калитка", for: parameter)?.identity == "wicket")
        #expect(reader.parse("забор", for: parameter) == nil)
        #expect(reader.parse("шлагбаум", for: parameter)?.identity == "gate")
        var shared = doorType
        shared.cases[1].synonyms = ["вход"]
        shared.cases[2].synonyms = ["вход"]
        #expect(shared.enumCase(given: "вход") == nil)
        // JSON lists a case's synonyms where it has some.
        let json = try JSONSerialization.jsonObject(with: try JSONEncoder().encode(doorType)) as? [String: Any]
        let cases = try #require(json?["cases"] as? [[String: Any]])
        #expect(cases.first { $0["name"] as? String == "gate" }?["synonyms"] as? [String] == ["Шлагбаум"])
        #expect(cases.first { $0["name"] as? String == "wicket" }?.keys.sorted() == ["displayName", "index", "name"])
    }

    /// A list is answered as its items ("Anna and Ben" is two recipients), each read as its
    /// type; an enum case whose name says "and" stays one item.
    @Test func aListIsAnsweredItemByItem() throws {
        #expect(SiriAnswers.listItems("Anna and Ben") == ["Anna", "Ben"])
        #expect(SiriAnswers.listItems("cheese, bacon, and onion") == ["cheese", "bacon", "onion"])
        #expect(SiriAnswers.listItems("Anna") == ["Anna"])
        let path = XMLPropertyListTests.root + "/Data/intents/Order.intentdefinition"
        let file = try DefinitionReader.read(path: path)
        let additions = try #require(file.intent(named: "Order")?.parameter(named: "additions"))
        #expect(additions.isList)
        let reader = AnswerReader(file: file)
        #expect(reader.parse("cheese and bacon", for: additions)?.displayString == "cheese and bacon")
        guard case .list(let items)? = reader.parse("cheese and bacon", for: additions) else {
            Issue.record("not a list")
            return
        }
        #expect(items.map(\.displayString) == ["cheese", "bacon"])
    }

    /// Under a language, a list is said with its "and" too ("Käse und Speck"), an enum's case is
    /// picked by its number in the language's words ("dos"), and money and measurements take its
    /// decimal comma ("3,50 €", "2,5 km"); English's words stay understood.
    @Test func aListAChoiceAndDigitsAreSaidInTheFilesLanguage() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>INEnums</key><array><dict><key>INEnumName</key><string>Size</string><key>INEnumValues</key><array>
            <dict><key>INEnumValueName</key><string>unknown</string><key>INEnumValueDisplayName</key><string>unknown</string></dict>
            <dict><key>INEnumValueName</key><string>small</string><key>INEnumValueDisplayName</key><string>Small</string>
            <key>INEnumValueIndex</key><integer>1</integer></dict>
            <dict><key>INEnumValueName</key><string>large</string><key>INEnumValueDisplayName</key><string>Large</string>
            <key>INEnumValueIndex</key><integer>2</integer></dict>
            </array></dict></array>
            <key>INIntents</key><array><dict><key>INIntentName</key><string>Log</string>
            <key>INIntentParameters</key><array>
            <dict><key>INIntentParameterName</key><string>items</string><key>INIntentParameterType</key><string>String</string>
            <key>INIntentParameterSupportsMultipleValues</key><true/></dict>
            <dict><key>INIntentParameterName</key><string>size</string><key>INIntentParameterType</key><string>Integer</string>
            <key>INIntentParameterEnumType</key><string>Size</string></dict>
            <dict><key>INIntentParameterName</key><string>price</string><key>INIntentParameterType</key><string>CurrencyAmount</string></dict>
            <dict><key>INIntentParameterName</key><string>way</string><key>INIntentParameterType</key><string>Distance</string></dict>
            </array></dict></array>
            </dict></plist>
            """
        var file = try DefinitionReader.parse(Data(text.utf8), name: "Log.intentdefinition")
        let intent = try #require(file.intent(named: "Log"))
        let (items, size, price, way) = try (
            #require(intent.parameter(named: "items")), #require(intent.parameter(named: "size")), #require(intent.parameter(named: "price")),
            #require(intent.parameter(named: "way"))
        )
        func listed(_ value: IntentValue?) -> [String]? {
            guard case .list(let values)? = value else { return nil }
            return values.map(\.displayString)
        }
        #expect(listed(AnswerReader(file: file).parse("Käse und Speck", for: items)) == ["Käse und Speck"])
        #expect(AnswerReader(file: file).parse("dos", for: size) == nil)
        #expect(AnswerReader(file: file).parse("3,50 €", for: price) == nil)
        file.language = "de"
        #expect(listed(AnswerReader(file: file).parse("Käse und Speck", for: items)) == ["Käse", "Speck"])
        #expect(listed(AnswerReader(file: file).parse("Käse and Speck", for: items)) == ["Käse", "Speck"])
        #expect(AnswerReader(file: file).parse("zwei", for: size)?.identity == "large")
        #expect(AnswerReader(file: file).parse("3,50 €", for: price)?.displayString == "€3.50")
        #expect(AnswerReader(file: file).parse("2,5 km", for: way)?.displayString == "2.5 km")
        file.language = "es"
        #expect(listed(AnswerReader(file: file).parse("queso y tocino", for: items)) == ["queso", "tocino"])
        #expect(AnswerReader(file: file).parse("dos", for: size)?.identity == "large")
    }

    /// A list of an enum is split where the words between "and"s name a case whole, the longest
    /// run first: “rock and roll and grocery” is Rock and Roll and Grocery (it was Rock, Rock and
    /// Roll and Grocery), “food and dining and grocery” Food & Dining and Grocery (Food & Dining
    /// came twice). A case named with a number is that case before a place in the list.
    @Test func anEnumListIsSplitWhereItsWordsNameACaseWhole() throws {
        func value(_ name: String, _ display: String, _ index: Int) -> String {
            "<dict><key>INEnumValueName</key><string>\(name)</string><key>INEnumValueDisplayName</key><string>\(display)</string>"
                + "<key>INEnumValueIndex</key><integer>\(index)</integer></dict>"
        }
        let cases = [("foodDining", "Food &amp; Dining"), ("grocery", "Grocery"), ("rockAndRoll", "Rock and Roll"), ("rock", "Rock"), ("ten", "10")]
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>INEnums</key><array><dict><key>INEnumName</key><string>Cat</string><key>INEnumValues</key><array>
            <dict><key>INEnumValueName</key><string>unknown</string><key>INEnumValueDisplayName</key><string>unknown</string></dict>
            \(cases.enumerated().map { value($1.0, $1.1, $0 + 1) }.joined())
            </array></dict></array>
            <key>INIntents</key><array><dict><key>INIntentName</key><string>Log</string>
            <key>INIntentParameters</key><array><dict><key>INIntentParameterName</key><string>cats</string>
            <key>INIntentParameterType</key><string>Integer</string><key>INIntentParameterEnumType</key><string>Cat</string>
            <key>INIntentParameterSupportsMultipleValues</key><true/>
            </dict></array></dict></array>
            </dict></plist>
            """
        let file = try DefinitionReader.parse(Data(text.utf8), name: "Cats.intentdefinition")
        let cats = try #require(file.intent(named: "Log")?.parameter(named: "cats"))
        let reader = AnswerReader(file: file)
        for (answer, expected) in [
            ("rock and roll and grocery", ["rockAndRoll", "grocery"]), ("food and dining and grocery", ["foodDining", "grocery"]),
            ("Food & Dining, Rock and Roll", ["foodDining", "rockAndRoll"]), ("rock and grocery", ["rock", "grocery"]),
            ("rock and roll", ["rockAndRoll"]), ("10 and rock", ["ten", "rock"]),
        ] {
            guard case .list(let items)? = reader.parse(answer, for: cats) else {
                Issue.record("\(answer): not a list")
                continue
            }
            #expect(items.map(\.identity) == expected, "\(answer)")
        }
    }

    /// A list of numbers is split where the words between "and"s are one number no longer:
    /// “two hundred and five and six” is 205 and 6 (it was 200, 5 and 6), Spanish “treinta y
    /// uno” 31, while “two and three” stays 2 and 3.
    @Test func aListOfNumbersIsSplitWhereItsWordsAreOneNumberNoLonger() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>INIntents</key><array><dict><key>INIntentName</key><string>Log</string>
            <key>INIntentParameters</key><array>
            <dict><key>INIntentParameterName</key><string>counts</string><key>INIntentParameterType</key><string>Integer</string>
            <key>INIntentParameterSupportsMultipleValues</key><true/></dict>
            <dict><key>INIntentParameterName</key><string>weights</string><key>INIntentParameterType</key><string>Decimal</string>
            <key>INIntentParameterSupportsMultipleValues</key><true/></dict>
            </array></dict></array>
            </dict></plist>
            """
        var file = try DefinitionReader.parse(Data(text.utf8), name: "Log.intentdefinition")
        let intent = try #require(file.intent(named: "Log"))
        let (counts, weights) = try (#require(intent.parameter(named: "counts")), #require(intent.parameter(named: "weights")))
        func listed(_ answer: String, _ parameter: IntentParameter) -> [String]? {
            switch AnswerReader(file: file).parse(answer, for: parameter) {
            case .list(let values)?: values.map(\.displayString)
            case let value?: [value.displayString]
            case nil: nil
            }
        }
        #expect(listed("two hundred and five and six", counts) == ["205", "6"])
        #expect(listed("two and three", counts) == ["2", "3"])
        #expect(listed("one hundred and one, two and three", counts) == ["101", "2", "3"])
        #expect(listed("seven and a half and two", weights) == ["7.5", "2"])
        file.language = "es"
        #expect(listed("treinta y uno y dos", counts) == ["31", "2"])
        #expect(listed("tres y cuatro", counts) == ["3", "4"])
    }

    /// A Boolean is answered yes or no, or by the names its values are shown by: the file's
    /// ("on", "off"), else "true" and "false", as Shortcuts shows a Boolean the file names
    /// nothing for ("true" was not understood there, and Siri asked again).
    @Test func aBooleanIsAnsweredByTheNamesItsValuesAreShownBy() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>INIntents</key><array><dict><key>INIntentName</key><string>Set</string>
            <key>INIntentParameters</key><array>
            <dict><key>INIntentParameterName</key><string>plain</string><key>INIntentParameterType</key><string>Boolean</string></dict>
            <dict><key>INIntentParameterName</key><string>named</string><key>INIntentParameterType</key><string>Boolean</string>
            <key>INIntentParameterMetadata</key><dict><key>INIntentParameterMetadataTrueDisplayName</key><string>on</string>
            <key>INIntentParameterMetadataFalseDisplayName</key><string>off</string></dict></dict>
            </array></dict></array>
            </dict></plist>
            """
        let file = try DefinitionReader.parse(Data(text.utf8), name: "Set.intentdefinition")
        let plain = try #require(file.intent(named: "Set")?.parameter(named: "plain"))
        let named = try #require(file.intent(named: "Set")?.parameter(named: "named"))
        let reader = AnswerReader(file: file)
        for (answer, flag) in [("true", "true"), ("False", "false"), ("yes", "true"), ("nope", "false"), ("sí", "true")] {
            #expect(reader.parse(answer, for: plain)?.identity == flag, "\(answer)")
        }
        #expect(reader.parse("maybe", for: plain) == nil)
        #expect(reader.parse("on", for: named)?.identity == "true")
        #expect(reader.parse("Off", for: named)?.identity == "false")
        #expect(reader.parse("on", for: plain) == nil)
    }

    /// An amount of money reads the same however it was written or said, as a US English
    /// device writes an INCurrencyAmount; without a currency it is the device's.
    @Test func anAmountOfMoneyIsWrittenAsTheDeviceWritesIt() {
        #expect(MoneyText.written("12.50 USD")?.text == "$12.50")
        #expect(MoneyText.written("USD 12.5")?.text == "$12.50")
        #expect(MoneyText.written("€5")?.text == "€5.00")
        #expect(MoneyText.written("5€")?.text == "€5.00")
        // A space between the symbol and the number, as a European writes "5 €" (it was no amount).
        #expect(MoneyText.written("5 €")?.text == "€5.00")
        #expect(MoneyText.written("€ 5")?.text == "€5.00")
        #expect(MoneyText.written("US$3")?.text == "$3.00")
        #expect(MoneyText.written("1200 EUR")?.text == "€1,200.00")
        #expect(MoneyText.written("¥500")?.text == "¥500")
        #expect(MoneyText.written("5 CHF")?.text == "CHF 5.00")
        #expect(MoneyText.written("12.5")?.text == "$12.50")
        #expect(MoneyText.written("-0.004")?.text == "$0.00")
        #expect(MoneyText.written("€5 USD") == nil)
        #expect(MoneyText.written("abc") == nil)
        #expect(MoneyText.said("five dollars")?.text == "$5.00")
        #expect(MoneyText.said("twelve euros")?.text == "€12.00")
        #expect(MoneyText.said("150")?.text == "$150.00")
        #expect(MoneyText.said("some money") == nil)
        // Hundredths said: they were read as whole dollars ("fifty cents" $50.00) or dropped.
        for (said, text) in [
            ("fifty cents", "$0.50"), ("twelve dollars and fifty cents", "$12.50"), ("twelve dollars fifty", "$12.50"),
            ("3 pounds 20 pence", "£3.20"), ("5 euros and 5 cents", "€5.05"), ("99 cents", "$0.99"),
        ] {
            #expect(MoneyText.said(said)?.text == text, "\(said)")
        }
        // A yen has no hundredths, pence are no dollar's, and a dollar has 100 cents.
        for said in ["5 yen 20", "5 dollars 20 pence", "5 dollars 150 cents", "cents", "five bananas"] {
            #expect(MoneyText.said(said) == nil, "\(said)")
        }
    }

    @Test func aNumberPicksNoChoiceAmongNone() {
        #expect(SiriAnswers.choiceIndex("1", count: 0) == nil)
        #expect(SiriAnswers.choiceIndex("2", count: 2) == 1)
        #expect(SiriAnswers.choiceIndex("-1", count: 2) == nil)  // not the first choice
        #expect(SiriAnswers.choiceIndex("1.5", count: 2) == nil)
    }

    /// A list answered aloud by its place: "the second one", "the last", "number 2", "2nd"; an
    /// ordinal word alone picks nothing, since it may be a choice's own name (Second, Minute).
    @Test func aChoiceIsPickedByItsPlaceAsAListIsAnsweredAloud() {
        let said: [(String, Int?)] = [
            ("the second one", 1), ("the first", 0), ("second one", 1), ("The last one", 2), ("the last", 2), ("number 2", 1),
            ("option three", 2), ("2nd", 1), ("the fourth one", nil), ("second", nil), ("last", nil), ("number 9", nil),
        ]
        for (answer, index) in said { #expect(SiriAnswers.choiceIndex(answer, count: 3) == index, "\(answer)") }
    }

    /// Speech carries no spaces: a name written as one word is picked said as two (tomica's
    /// vehicles “policecar” and “sportscar”), by any of a choice's names, when only one is.
    @Test func aChoiceWrittenAsOneWordIsPickedSaidAsTwo() {
        let vehicles = [["policecar", "policecar"], ["sportscar", "sportscar"], ["f1", "f 1"], ["bus", "bus"]]
        #expect(SiriAnswers.choiceSpacedApart("police car", among: vehicles) == 0)
        #expect(SiriAnswers.choiceSpacedApart("Sports Car", among: vehicles) == 1)
        #expect(SiriAnswers.choiceSpacedApart("F-1", among: vehicles) == 2)
        #expect(SiriAnswers.choiceSpacedApart("car", among: vehicles) == nil)
        #expect(SiriAnswers.choiceSpacedApart("", among: vehicles) == nil)
        #expect(SiriAnswers.choiceSpacedApart("ice cream", among: [["icecream"], ["ice cream"]]) == nil)  // two are
        let mode = IntentEnum(
            name: "Vehicle", displayName: "Vehicle",
            cases: [.init(name: "unknown", displayName: "Unknown", index: 0), .init(name: "policecar", displayName: "policecar", index: 1)])
        #expect(AnswerReader.enumCase(answered: "police car", in: mode)?.name == "policecar")
    }

    /// A choice is picked by words of its name and of no other's, in any order and case; words
    /// several names hold, none holds, or a number pick nothing.
    @Test func aChoiceIsPickedByWordsOnlyItsNameHolds() {
        let soups = ["Clam Chowder", "Tomato Soup", "Chicken Noodle Soup", "Manhattan Clam Chowder"]
        #expect(SiriAnswers.choiceHolding("tomato", among: soups) == 1)
        #expect(SiriAnswers.choiceHolding("Noodle, please", among: soups) == nil)  // "please" is in no name
        #expect(SiriAnswers.choiceHolding("noodle chicken", among: soups) == 2)
        #expect(SiriAnswers.choiceHolding("Manhattan", among: soups) == 3)
        #expect(SiriAnswers.choiceHolding("clam chowder", among: soups) == nil)  // two names hold it
        #expect(SiriAnswers.choiceHolding("soup", among: soups) == nil)
        #expect(SiriAnswers.choiceHolding("lentil", among: soups) == nil)
        #expect(SiriAnswers.choiceHolding("2", among: ["2 cups", "3 cups"]) == nil)
        #expect(SiriAnswers.choiceHolding("", among: soups) == nil)
        // Words that join or introduce a name pick nothing by themselves, and are no word said.
        let states = ["Available", "Current or Concluded", "Unpublished"]
        #expect(SiriAnswers.choiceHolding("concluded", among: states) == 1)
        #expect(SiriAnswers.choiceHolding("the current", among: states) == 1)
        #expect(SiriAnswers.choiceHolding("or", among: states) == nil)
        #expect(SiriAnswers.choiceHolding("as", among: ["Same as app", "Always", "Never"]) == nil)
        #expect(SiriAnswers.choiceHolding("same", among: ["Same as app", "Always", "Never"]) == 0)
        #expect(SiriAnswers.choiceHolding("the tomato", among: soups) == 1)
        // "One" pointing at a choice, as a list is answered aloud.
        #expect(SiriAnswers.choiceHolding("the tomato one", among: soups) == 1)
        #expect(SiriAnswers.choiceHolding("The Manhattan one", among: soups) == 3)
        #expect(SiriAnswers.choiceHolding("one", among: soups) == nil)
        #expect(SiriAnswers.choiceHolding("the clam one", among: soups) == nil)
        #expect(SiriAnswers.choiceHolding("formula one", among: ["Formula One", "Formula Two"]) == 0)
    }

    /// An enum case is answered as a choice is: by a word of its display name that no other
    /// case's holds (Canvas' “Current or Concluded” by "current" or "concluded"), where before
    /// only its whole name was; a word two cases' names hold, or "or" alone, names none. A
    /// synonym answered is its case too.
    @Test func anEnumCaseIsAnsweredByAWordOnlyItsNameHolds() throws {
        func enumCase(_ name: String, _ display: String, _ index: Int) -> String {
            "<dict><key>INEnumValueName</key><string>\(name)</string><key>INEnumValueDisplayName</key><string>\(display)</string>"
                + "<key>INEnumValueIndex</key><integer>\(index)</integer></dict>"
        }
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>INEnums</key><array><dict><key>INEnumName</key><string>CourseStateFilter</string><key>INEnumValues</key><array>
            <dict><key>INEnumValueName</key><string>unknown</string><key>INEnumValueDisplayName</key><string>unknown</string></dict>
            \(enumCase("available", "Available", 1))\(enumCase("completed", "Completed", 2))\(enumCase("unpublishedDraft", "Unpublished Draft", 3))
            \(enumCase("currentAndConcluded", "Current or Concluded", 4))\(enumCase("sharedDraft", "Shared Draft", 5))\(enumCase("none", "None", 6))
            </array></dict></array>
            <key>INIntents</key><array><dict><key>INIntentName</key><string>GetCourses</string>
            <key>INIntentParameters</key><array><dict><key>INIntentParameterName</key><string>state</string>
            <key>INIntentParameterType</key><string>Integer</string><key>INIntentParameterEnumType</key><string>CourseStateFilter</string>
            </dict></array></dict></array>
            </dict></plist>
            """
        let file = try DefinitionReader.parse(Data(text.utf8), name: "Shared.intentdefinition")
        let parameter = try #require(file.intent(named: "GetCourses")?.parameter(named: "state"))
        let reader = AnswerReader(file: file)
        for (answer, expected) in [
            ("current", "currentAndConcluded"), ("Concluded", "currentAndConcluded"), ("the current", "currentAndConcluded"),
            ("current or concluded", "currentAndConcluded"), ("unpublished", "unpublishedDraft"), ("completed", "completed"),
            ("4", "currentAndConcluded"),
        ] {
            #expect(reader.parse(answer, for: parameter)?.identity == expected, "\(answer)")
        }
        for answer in ["draft", "or", "pending"] { #expect(reader.parse(answer, for: parameter) == nil, "\(answer)") }
    }

    /// A number is read whole, the first one said: in digits with a sign, thousands and a
    /// fraction, or in words with tens, hundreds, scales, "minus" and "point".
    @Test(arguments: [
        ("6", 6.0), ("six soups", 6), ("make it 3", 3), ("3?", 3), ("1,000", 1000), ("12,345.5", 12345.5), ("-3", -3),
        ("minus three", -3), ("twenty one", 21), ("twenty-one", 21), ("one hundred", 100), ("one hundred and five", 105),
        ("a thousand", 1000), ("two thousand twenty four", 2024), ("three point five", 3.5), ("point five", 0.5), ("zero", 0), ("nineteen", 19),
        // One number only as far as the words make one.
        ("two, three", 2), ("one two", 1), ("nine nine", 9), ("twenty twenty four", 20), ("nineteen ninety nine", 19),
        ("between two and three", 2), ("one thousand thousand", 1000), ("one hundred two hundred", 102), ("ninety nine", 99),
        ("a hundred and one", 101), ("one hundred and", 100),
        // A half or a quarter after a number is part of it (an adder's Decimal "first number":
        // "seven and a half" was 7), and an Integer refuses it as not whole.
        ("two and a half", 2.5), ("seven and a half", 7.5), ("one hundred and a quarter", 100.25),
        ("twenty one and three quarters", 21.75), ("7 and a half", 7.5), ("minus 3 and a half", -3.5), ("two and a halfpenny", 2),
        ("two, and a half", 2), ("two and three", 2),
        // A sign in words before digits, and the marks around a number.
        ("minus 3", -3), ("negative 2.5", -2.5), ("$5", 5), ("“3”", 3), ("#3", 3), ("3…", 3), ("50%", 50),
    ])
    func spokenNumbersAreReadWhole(said: String, value: Double) {
        #expect(SiriAnswers.spokenNumber(said) == value)
    }

    /// A fraction is the number it says, in words or digits: "three quarters" was read as 3,
    /// "two thirds" as 2, "five and a third" as 5 and "1 1/2" as 1.
    @Test(
        arguments: [
            ("three quarters", 0.75), ("a quarter", 0.25), ("a half", 0.5), ("one half", 0.5), ("two thirds", 2.0 / 3),
            ("a third", 1.0 / 3), ("seven eighths", 0.875), ("three tenths", 0.3), ("eleven sixteenths", 11.0 / 16),
            ("five and a third", 5 + 1.0 / 3), ("one and two thirds", 1 + 2.0 / 3), ("2 and three quarters", 2.75),
            ("minus three quarters", -0.75), ("3 quarters", 0.75), ("half a cup", 0.5), ("half a dozen", 6), ("a half dozen", 6),
            ("3/4", 0.75), ("1/2 cup", 0.5), ("1 1/2", 1.5), ("2 and 1/2", 2.5), ("-3 and a half", -3.5), ("-1 1/2", -1.5),
            (".5", 0.5), ("-.5", -0.5), ("1,500", 1500), ("1,234,567.25", 1_234_567.25),
            // What is not a fraction is read as before.
            ("one second", 1), ("the third one", 1), ("two, three", 2), ("one two", 1), ("half and half", nil as Double?),
            // "and a half" after no number is none: "an hour and a half" is not 0.5.
            ("an hour and a half", nil), ("a cup and a half", nil), ("and a half", nil),
        ] as [(String, Double?)])
    func aFractionIsTheNumberItSays(said: String, value: Double?) {
        let read = SiriAnswers.spokenNumber(said)
        if let value {
            #expect(read.map { abs($0 - value) < 1e-9 } == true, "\(said): \(String(describing: read))")
        } else {
            #expect(read == nil, "\(said)")
        }
    }

    /// A Decimal keeps a fraction whose decimals never end to four places; an Integer takes no
    /// fraction at all ("three quarters" was 3 soups).
    @Test func aFractionIsADecimalToFourPlacesAndNoWholeNumber() {
        #expect(SiriAnswers.decimal("two thirds") == 0.6667)
        #expect(SiriAnswers.decimal("five and a third") == 5.3333)
        #expect(SiriAnswers.decimal("three quarters") == 0.75)
        #expect(SiriAnswers.decimal("three point one four one five nine") == 3.14159)
        for said in ["three quarters", "two thirds", "1 1/2", "3/4", "five and a third", ".5"] {
            #expect(SiriAnswers.number(said) == nil, "\(said)")
        }
        #expect(SiriAnswers.number("half a dozen") == 6)
        #expect(SiriAnswers.number("four quarters") == 1)
    }

    /// A comma between digits separates thousands, as English writes numbers; any other is no
    /// number rather than another one ("0,5" was 5 dollars, "1,5" one and a half).
    @Test func aCommaBetweenDigitsOnlySeparatesThousands() {
        for said in ["1,5", "0,5", "2,50", "0,500", "1,5000", "1,000,5"] {
            #expect(SiriAnswers.spokenNumber(said) == nil, "\(said)")
        }
        #expect(SiriAnswers.spokenNumber("1,500") == 1500)
        #expect(MoneyText.written("$0,5") == nil)
        #expect(MoneyText.written("1,5 EUR") == nil)
        #expect(MoneyText.written("$1,200.50")?.text == "$1,200.50")
        #expect(MoneyText.written("$.5")?.text == "$0.50")
    }

    /// A fraction this does not read is no number, rather than the number before it.
    @Test func aFractionNotReadIsNoNumber() {
        for said in ["twenty five hundredths", "twenty fifth", "1 12/5", "12/5", "4.5 1/2", "2.5 thirds", "25 quarters"] {
            #expect(SiriAnswers.spokenNumber(said) == nil, "\(said)")
        }
    }

    /// A measurement said with "a" or a fraction: "a liter" is one, as "an hour" is an hour;
    /// "a lot" names no amount.
    @Test func aMeasurementSaidWithAOrAFractionIsItsAmount() {
        #expect(MeasurementValue.read("a liter", unit: "FluidOunces", dimension: "volume")?.number == 1)
        #expect(MeasurementValue.read("half a cup", unit: "FluidOunces", dimension: "volume")?.number == 0.5)
        #expect(MeasurementValue.read("three quarters of a cup", unit: nil, dimension: "volume")?.number == 0.75)
        // A number too large for a Double is none, as it is of a Double parameter.
        #expect(MeasurementValue.read("1e400 kg", unit: "Kilograms", dimension: "mass") == nil)
        #expect(MeasurementValue.read("three quarters", unit: "FluidOunces")?.text == "0.75 fluid ounces")
        // One of a unit is said in the singular, a temperature in degrees, as Foundation's wide
        // style says them ("1 fluid ounces" and "68 fahrenheit" before).
        for (said, unit, text) in [
            ("one", "FluidOunces", "1 fluid ounce"), ("68", "Fahrenheit", "68 degrees Fahrenheit"), ("1", "Celsius", "1 degree Celsius"),
            ("1", "Feet", "1 foot"), ("1", "Inches", "1 inch"), ("1", "KilometersPerHour", "1 kilometer per hour"), ("2", "Feet", "2 feet"),
        ] {
            #expect(MeasurementValue.read(said, unit: unit)?.text == text, "\(said) \(unit)")
        }
        #expect(MeasurementValue.read("two thirds", unit: "FluidOunces")?.text == "0.6667 fluid ounces")
        #expect(MeasurementValue.read("a lot", unit: "FluidOunces", dimension: "volume") == nil)
        #expect(MeasurementValue.read("a kilogram", unit: nil, dimension: "volume") == nil)
        #expect(MeasurementUnits.unitWords("three quarters of a cup") == "cup")
        #expect(MeasurementUnits.unitWords("1 1/2 cups") == "cups")
        // A unit written against its number is the same unit; "a mile and a half" is no volume.
        #expect(MeasurementValue.read("5kg", unit: nil, dimension: "mass")?.number == 5)
        #expect(MeasurementValue.read("20°C", unit: nil, dimension: "temperature")?.number == 20)
        #expect(MeasurementValue.read("2.5l", unit: nil, dimension: "volume")?.number == 2.5)
        #expect(MeasurementValue.read("3km", unit: nil, dimension: "mass") == nil)
        #expect(MeasurementValue.read("a mile and a half", unit: nil, dimension: "volume") == nil)
        #expect(MeasurementValue.read("an hour and a half", unit: "FluidOunces", dimension: "volume") == nil)
    }

    @Test func whatIsNoNumberIsNone() {
        for said in ["lots", "2024-05-01", "12:30", "1,00,0", "a", "and", "point", "", "1e5", "0x10", "½", "first", "half", "quarter"] {
            #expect(SiriAnswers.spokenNumber(said) == nil, "\(said)")
        }
        // Never infinite: a hundred once a group, and no digits beyond a Double.
        #expect(SiriAnswers.spokenNumber("one" + String(repeating: " hundred", count: 200)) == 100)
        #expect(SiriAnswers.spokenNumber("1" + String(repeating: "0", count: 400)) == nil)
        // A whole number must be whole.
        #expect(SiriAnswers.number("2.9") == nil)
        #expect(SiriAnswers.number("two and a half") == nil)
        #expect(SiriAnswers.number("1,000") == 1000 && SiriAnswers.number("minus three") == -3)
    }

    /// A transcript writes "12 million" for "twelve million": digits and the scale said after
    /// them are that many, not the digits alone. Digits alone are read exactly to an Int64's
    /// 19 digits, beyond what a Double holds; a number said beyond 2^53 is no whole number.
    @Test func digitsAndAScaleWordAreThatMany() {
        #expect(SiriAnswers.number("12 million") == 12_000_000)
        #expect(SiriAnswers.spokenNumber("1.5 thousand") == 1500)
        #expect(SiriAnswers.number("3 hundred") == 300 && SiriAnswers.number("minus 2 billion") == -2_000_000_000)
        #expect(SiriAnswers.number("twelve million") == 12_000_000)
        #expect(SiriAnswers.number("1000000000000000") == 1_000_000_000_000_000)
        #expect(SiriAnswers.number("9223372036854775807") == Int.max)
        #expect(SiriAnswers.number("9223372036854775808") == nil)
        #expect(SiriAnswers.number("1,000,000,000,000,000") == 1_000_000_000_000_000)
    }
}

/// A duration as Siri says it. A daylight length or a timer of a real file (Solstice's
/// `TimeInterval` response value, Shifty's durations) is seldom a whole number of minutes, and was
/// said in seconds alone ("43321 seconds").
@Suite struct DurationTextTests {
    @Test(arguments: [
        (2_592_000.0, "30 days"), (43_200, "12 hours"), (5400, "1 hour, 30 minutes"), (60, "1 minute"), (45, "45 seconds"),
        (1.5, "1.5 seconds"), (1, "1 second"), (0, "0 seconds"),
        (90, "1 minute, 30 seconds"), (3700, "1 hour, 1 minute, 40 seconds"), (43_321, "12 hours, 2 minutes, 1 second"),
        (90_061, "1 day, 1 hour, 1 minute, 1 second"), (86_460, "1 day, 1 minute"), (3600.1, "1 hour, 0.1 seconds"),
        (119.9999, "2 minutes"), (90.5, "1 minute, 30.5 seconds"),
        // Whole seconds beyond what a Double holds to the millisecond keep no fraction.
        (99_999_999_999_999, "1157407407 days, 9 hours, 46 minutes, 39 seconds"),
    ])
    func aDurationIsSaidInItsUnits(seconds: Double, said: String) {
        #expect(DurationText.text(seconds) == said)
    }

    /// A length answered in words, as a person says it to a timer's "For how long?" (Shifty's and
    /// Solstice's durations): "two hours" and "half an hour" were not understood, only a digit
    /// and a unit.
    @Test(arguments: [
        ("90 minutes", 5400.0), ("5400", 5400), ("1.5 hours", 5400), ("two hours", 7200), ("an hour", 3600),
        ("ten seconds", 10), ("1 hour 30 minutes", 5400), ("one hour and twenty minutes", 4800),
        ("an hour and a half", 5400), ("two and a half hours", 9000), ("half an hour", 1800),
        ("a quarter of an hour", 900), ("half hour", 1800), ("a quarter hour", 900), ("for 2 days, 3 hours", 183_600), ("a week", 604_800),
        ("twenty one minutes please", 1260),
        // A fraction of a unit: "three quarters of an hour" was an hour.
        ("three quarters of an hour", 2700), ("two thirds of an hour", 2400), ("an hour and three quarters", 6300),
        ("an hour and a third", 4800), ("1 1/2 hours", 5400), ("half a day", 43_200), ("three quarters of a minute", 45),
        (".5 hours", 1800), ("1,500 seconds", 1500),
    ])
    func aLengthIsReadAsItIsSaid(said: String, seconds: Double) {
        let read = DurationText.spokenSeconds(said)
        #expect(read.map { abs($0 - seconds) < 1e-6 } == true, "\(said): \(String(describing: read))")
    }

    @Test func wordsWithoutAUnitOrANumberLeftOverAreNoLength() {
        for said in [
            "soon", "two", "1 hour 30", "some minutes", "minus five minutes", "", "a while", "lots of an hour", "0,5 hours", "1 hour 0,5",
        ] {
            #expect(DurationText.spokenSeconds(said) == nil, "\(said)")
        }
    }

    @Test func anEndlessLengthIsSecondsStill() {
        #expect(DurationText.text(1e300) == CustomIntent.decimalText(1e300) + " seconds")
    }

    /// Two things Siri says at one step are one line: a space between in English, none after
    /// Chinese and Japanese stops (Chinendar's "背景透明不可高于0.5。设背景透明度").
    @Test func sentencesAreJoinedAsTheirLanguageWritesThem() {
        #expect(IntentConversation.sentences("That's too many.", "How many?") == "That's too many. How many?")
        #expect(IntentConversation.sentences("背景透明不可高于0.5。", "设背景透明度") == "背景透明不可高于0.5。设背景透明度")
        #expect(IntentConversation.sentences("多すぎます！", "いくつですか？") == "多すぎます！いくつですか？")
    }
}

/// Where a left-out value meets a mark, the words close up only when the mark ends them.
@Suite struct LeftOutValueTests {
    @Test func aMarkThatMoreOfAWordFollowsKeepsTheSpaceBeforeIt() {
        let gap = IntentConversation.leftOut
        #expect(IntentConversation.closingUp("error code \(gap). Output was:") == "error code. Output was:")
        #expect(IntentConversation.closingUp("the event \(gap).") == "the event.")
        // Home Assistant's Russian "Вызвана служба ${unknown}.${service}": the service is "light.turn_on".
        #expect(IntentConversation.closingUp("Вызвана служба \(gap).light.turn_on") == "Вызвана служба .light.turn_on")
        #expect(IntentConversation.closingUp("Erreur : \(gap)") == "Erreur : ")
    }
}
