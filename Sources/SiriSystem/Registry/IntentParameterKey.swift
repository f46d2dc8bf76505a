/// The parameters of one of an app's intents, as a type: an enum whose raw values are the
/// parameter names of the intent's definition. A handler then switches over cases, so a
/// misspelt name does not compile, and `mismatches(with:)` tells a test whether the enum and the
/// shipped definition still agree.
public protocol IntentParameterKey: RawRepresentable, CaseIterable, Hashable, Sendable where RawValue == String {}

extension IntentParameterKey {
    /// The names that differ between the cases and the definition's parameters: cases the
    /// definition lacks, and parameters no case names. Both empty when they agree.
    public static func mismatches(with intent: CustomIntent) -> (notDefined: [String], notKeyed: [String]) {
        let keyed = allCases.map(\.rawValue)
        let defined = intent.parameters.map(\.name)
        return (keyed.filter { !defined.contains($0) }, defined.filter { !keyed.contains($0) })
    }
}

extension Intent {
    /// A parameter's value, by typed key.
    public subscript<Key: IntentParameterKey>(key: Key) -> IntentValue? {
        get { self[key.rawValue] }
        set { self[key.rawValue] = newValue }
    }
}

/// An `IntentHandling` whose parameters are a typed key: Siri's calls by parameter name arrive as
/// cases. A name that is not a case (none, when `IntentParameterKey.mismatches` is empty) is not
/// this handler's to resolve.
public protocol KeyedIntentHandling: IntentHandling {
    associatedtype Parameter: IntentParameterKey

    func resolve(_ parameter: Parameter, of intent: Intent) throws -> ParameterResolution
    func options(for parameter: Parameter, of intent: Intent) throws -> [IntentValue]
    func spokenValue(for parameter: Parameter, words: String, of intent: Intent) throws -> SpokenValue?
}

extension KeyedIntentHandling {
    public func resolve(_ parameter: String, of intent: Intent) throws -> ParameterResolution {
        guard let key = Parameter(rawValue: parameter) else { return .notRequired }
        return try resolve(key, of: intent)
    }

    public func options(for parameter: String, of intent: Intent) throws -> [IntentValue] {
        guard let key = Parameter(rawValue: parameter) else { return [] }
        return try options(for: key, of: intent)
    }

    public func spokenValue(for parameter: String, words: String, of intent: Intent) throws -> SpokenValue? {
        guard let key = Parameter(rawValue: parameter) else { return nil }
        return try spokenValue(for: key, words: words, of: intent)
    }

    public func options(for parameter: Parameter, of intent: Intent) throws -> [IntentValue] { [] }
    public func spokenValue(for parameter: Parameter, words: String, of intent: Intent) throws -> SpokenValue? { nil }
}
