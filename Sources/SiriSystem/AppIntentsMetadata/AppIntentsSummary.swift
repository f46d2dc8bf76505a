/// An action's parameter summary (`static var parameterSummary`), as Xcode writes it under
/// `actionConfiguration.actionSummary.wrapper`: the sentence Shortcuts shows for the action.
public struct AppIntentsSummary: Sendable, Hashable, Encodable {
    /// `summaryString.formatString`: "Follow ${show}".
    public var text: String?
    /// `summaryString.parameterIdentifiers`: the parameters the sentence names.
    public var parameters: [String]
    /// `otherParameterIdentifiers`: parameters outside the sentence (empty in every file seen).
    public var otherParameters: [String]
    /// The wrapper's keys besides these: a form of summary this reader does not read, named
    /// rather than guessed at.
    public var otherKeys: [String]
    /// A summary that depends on a parameter (`whenClause`: `ParameterSummary`'s `When` and
    /// `Switch`, as Freeform writes three): the parameter, and the sentence for each case, the
    /// one above (`text`) being the `otherwise`.
    public var parameter: String? = nil
    public var variants: [Variant] = []

    /// One case of a summary that depends on a parameter.
    public struct Variant: Sendable, Hashable, Encodable {
        /// When it applies, in words: "itemType is media", "container has a value",
        /// "shapes, comparison 2, line" (a comparison written by number, whose name is not known).
        public var when: String
        public var text: String?
        public var parameters: [String]
        /// When it applies, as tests on values: all of them hold (a `When` inside a `Switch`'s case
        /// adds its own). Not encoded: `when` says the same in words.
        public var conditions: [Condition] = []

        private enum CodingKeys: String, CodingKey { case when, text, parameters }
    }

    /// What a case of a summary asks of one parameter's value.
    public struct Condition: Sendable, Hashable {
        public enum Test: Sendable, Hashable {
            /// The value is one of these (a `Switch` case; an enum's by its case identifier).
            case oneOf([String])
            /// None of these, or no value (the default case of a `Switch` inside a `When`: any
            /// other value than its cases', as a `Switch`'s `DefaultCase` takes).
            case noneOf([String])
            /// The parameter has a value (comparison 0 with no value: `When(\.$p, .hasAnyValue)`).
            case hasValue
            /// A comparison written by number, whose meaning is not known: never taken to hold.
            case unknown
        }

        /// The parameter tested; nil when the file names none.
        public var parameter: String?
        public var test: Test

        public init(parameter: String?, test: Test) {
            self.parameter = parameter
            self.test = test
        }

        /// Whether the condition holds for `value` (nil: the parameter has no value). An enum, an
        /// entity or a number is compared by its identity (a case's identifier), ignoring case.
        public func holds(for value: IntentValue?) -> Bool {
            guard parameter != nil else { return false }
            let present = value?.isPresent == true
            let identity = value.map { $0.identity.lowercased() }
            switch test {
            case .hasValue: return present
            case .oneOf(let values): return present && values.contains { $0.lowercased() == identity }
            case .noneOf(let values): return !present || !values.contains { $0.lowercased() == identity }
            case .unknown: return false
            }
        }
    }

    public init(text: String?, parameters: [String] = [], otherParameters: [String] = [], otherKeys: [String] = []) {
        self.text = text
        self.parameters = parameters
        self.otherParameters = otherParameters
        self.otherKeys = otherKeys
    }

    /// Every sentence of the summary: its own and each case's.
    public var texts: [String] { ([text] + variants.map(\.text)).compactMap { $0 } }

    /// The sentence the values (`value(parameter)`) choose: the first case whose conditions they
    /// all meet, with its `when`; else the summary's own sentence (`when` nil); nil when it has
    /// none either (a `Switch` without a default case).
    public func sentence(for value: (String) -> IntentValue?) -> (text: String, when: String?)? {
        let matching = variants.first { variant in
            variant.text != nil && variant.conditions.allSatisfy { $0.holds(for: $0.parameter.flatMap(value)) }
        }
        if let matching, let text = matching.text { return (text, matching.when) }
        return text.map { ($0, nil) }
    }
}
