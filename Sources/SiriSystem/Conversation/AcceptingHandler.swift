/// A stand-in handler that accepts every value its definition allows, for trying out a definition without its app
/// (`soupchef intents converse`): a parameter without a value that Siri must ask for (the
/// intent's key parameter, unless a customised system intent declares a shortcut type without it
/// that the values fill or is of a domain whose Siri never asks for it, a media request's
/// `mediaItems`; or one with a Primary prompt) and that its relationship does not
/// exclude needs a value, one with a value succeeds (a number outside the file's minimum,
/// maximum or sign is unsupported with its reason), any other is not required; confirm is
/// ready; handle answers with the chosen response code (by default the definition's first
/// success code), its values those of the intent and the response values given. When the code's
/// template needs a response parameter that has no value, handle answers with the system's
/// failure instead, and `missingResponseValues` names what was missing: the stand-in never makes
/// Siri speak an unfilled `${…}`.
public struct AcceptingIntentHandler: IntentHandling {
    public let definition: CustomIntent
    public let responseCode: String
    /// Response parameters' values to answer with (`waitTime`, `orderDetails.total`).
    public var responseValues: [String: IntentValue]

    /// Nil when `responseCode` is not a code of the definition (or it has no success code).
    public init?(definition: CustomIntent, responseCode: String? = nil, responseValues: [String: IntentValue] = [:]) {
        // The code that finishes the intent here, `success`, before one that hands it to the app.
        let codes = definition.response.codes
        let finishing =
            codes.first { $0.isSuccess && $0.name == "success" } ?? codes.first {
                $0.isSuccess && !SystemIntentResponses.opensTheApp.contains($0.name) && $0.name != "inProgress"
            } ?? codes.first(where: \.isSuccess)
        guard let code = responseCode ?? finishing?.name,
            definition.response.answerableCodes.contains(where: { $0.name == code })
        else { return nil }
        self.definition = definition
        self.responseCode = code
        self.responseValues = responseValues
    }

    public func resolve(_ parameter: String, of intent: Intent) throws -> ParameterResolution {
        if let value = intent[parameter], value.isPresent {
            // A number outside the file's range is refused with the file's reason, as an app that
            // declares the range refuses it: an answer out of range is never taken either.
            if let declared = definition.parameter(named: parameter), let reason = Self.rangeRefusal(of: value, for: declared) {
                return .unsupported(reason: reason, values: [parameter: value])
            }
            return .success(value)
        }
        guard let declared = definition.parameter(named: parameter), !definition.isExcluded(declared, in: intent) else { return .notRequired }
        let asked =
            (declared.name == definition.keyParameter && !runsWithout(declared.name, intent)) || declared.prompts.contains { $0.kind == "Primary" }
            // A message's words, which its domain cannot send without.
            || (definition.isSystemIntent && declared.name != definition.keyParameter
                && SystemIntentQuestions.question(for: declared.name, of: definition.className) != nil)
        return asked ? .needsValue : .notRequired
    }

    /// The system's reason for refusing a number given (`durationInMinutes=5000` where the file's
    /// maximum is 999), for each item of a list; nil when every number is one the parameter takes.
    static func rangeRefusal(of value: IntentValue, for parameter: IntentParameter) -> String? {
        if case .list(let items) = value { return items.lazy.compactMap { rangeRefusal(of: $0, for: parameter) }.first }
        return AnswerReader.number(in: value.displayString, for: parameter).flatMap { AnswerReader.numberRefusal($0, for: parameter)?.code }
    }

    /// Whether a customised system intent may run without its key parameter: one of its declared
    /// shortcut types leaves it out and has every value it needs (Amperfy's INPlayMediaIntent:
    /// “Play” and “Play ${mediaContainer}” beside its key `mediaItems`; Iron's INStartWorkoutIntent:
    /// “Start a workout”). The system's key parameter is the domain's, which its app resolves as
    /// it likes; a custom intent's is the app's own choice of what Siri asks for. An untitled
    /// combination is no shortcut type the app chose: Xcode writes one with no parameters and no
    /// title for a system intent left as it is (Canvas' INSendMessageIntent), and Siri still asks
    /// whom to message.
    func runsWithout(_ key: String, _ intent: Intent) -> Bool {
        // Apple's CarPlay sample declares only types with `mediaItems`: Siri still does not ask.
        if definition.isSystemIntent && SystemIntentQuestions.isNeverAsked(key, of: definition.className) { return true }
        return definition.isSystemIntent
            && definition.combinations.contains {
                !$0.shortcutType.title.isEmpty && !$0.shortcutType.parameters.contains(key) && $0.shortcutType.matches(intent)
            }
    }

    /// The placeholders of the response code's template that neither the intent nor the given
    /// response values fill: the response parameters a real handler would have to set.
    /// `code`: another code's template (the failure the stand-in answers with instead).
    public func missingResponseValues(for intent: Intent, code: String? = nil) -> [String] {
        let template = definition.response.code(named: code ?? responseCode)?.spokenTemplate ?? ""
        var missing: [String] = []
        for name in DefinitionTemplate.names(in: template) {
            // A name the intent does not declare (a translation's, left from a renamed
            // parameter) can be given no value: Siri leaves it out.
            let root = String(name.prefix { $0 != "." })
            guard definition.response.parameter(named: root) != nil || definition.parameter(named: root) != nil else { continue }
            // A dotted path is a value of its own: `orderDetails=…` given does not fill
            // `${orderDetails.total}`, which Siri would speak as nothing.
            let filled = responseValues[name] != nil || (intent[name]?.isPresent == true && intentFills(root))
            if !filled, !missing.contains(name) { missing.append(name) }
        }
        return missing
    }

    /// Whether the intent's value of `name` stands for the response's: the response declares no
    /// parameter of that name, or one of the same type (a handler echoing the value, as Soup
    /// Chef's sets the response's soup from the intent's). FrenchRepublicanCalendar's
    /// `RepublicanToGregorian` takes a Republican `date` object and answers with a Gregorian
    /// `date`: a value of another type, which only the handler (`response.date=…`) gives.
    public func intentFills(_ name: String) -> Bool {
        guard let answered = definition.response.parameter(named: name), let asked = definition.parameter(named: name) else { return true }
        return asked.type == answered.type && asked.objectType == answered.objectType && asked.enumType == answered.enumType
            && asked.isList == answered.isList
    }

    public func handle(_ intent: Intent) throws -> HandlerResponse {
        var values = intent.parameters
        // An intent's value of another type than the response's parameter of its name is not
        // the response's: the template reads only the response's own.
        for name in values.keys where !intentFills(name) { values[name] = nil }
        values.merge(responseValues) { _, given in given }
        // The failure carries what the stand-in has too: its template may use it.
        guard missingResponseValues(for: intent).isEmpty else { return HandlerResponse(code: HandlerResponse.failure, values: values) }
        return HandlerResponse(code: responseCode, values: values)
    }
}
