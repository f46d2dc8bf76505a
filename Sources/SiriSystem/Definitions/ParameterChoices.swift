import TextMatching

/// What a person picks from for a parameter of a definition's intent, in the Shortcuts app's
/// action or a widget's Edit Widget sheet, as far as the file says it: an enum's cases, a
/// Boolean's two values, or a list the app's handler makes at run time.
public struct ParameterChoices: Sendable, Hashable, Encodable {
    public enum Kind: String, Sendable, Hashable, Encodable {
        /// The file's own enum: its cases, the unset one at index 0 left out.
        case enumeration
        /// One of SiriKit's own enums (`INPlaybackRepeatMode`…), which the file names only.
        case systemEnumeration
        case boolean
        /// Xcode's "Options are provided dynamically": the handler's
        /// `provide…OptionsCollection(for:…)` lists them when the person opens the list.
        case dynamic
    }

    public struct Choice: Sendable, Hashable, Encodable {
        /// The value as given to `donate` and `converse` (`name=value`): a case's name, `true`.
        public var identifier: String
        /// As the list shows it: the case's or the Boolean's display name.
        public var displayString: String
    }

    public var parameter: String
    public var displayName: String
    public var kind: Kind
    /// Empty for `dynamic`, and for a system enum soupchef has no table of.
    public var choices: [Choice]
    /// `dynamic` with Xcode's "Supports search": the handler gets what the person types.
    public var isSearchable: Bool
}

extension CustomIntent {
    /// What a person picks from for `parameter`; nil for one typed in or given a value another
    /// way (a String, a number, a date, a custom type without dynamic options).
    public func choices(for parameter: IntentParameter, in file: DefinitionFile) -> ParameterChoices? {
        func made(_ kind: ParameterChoices.Kind, _ choices: [ParameterChoices.Choice]) -> ParameterChoices {
            ParameterChoices(
                parameter: parameter.name, displayName: parameter.displayName, kind: kind, choices: choices,
                isSearchable: kind == .dynamic && parameter.supportsSearch)
        }
        // The app's list, whatever the parameter's type.
        if parameter.supportsDynamicEnumeration { return made(.dynamic, []) }
        if let enumName = parameter.enumType {
            if let enumeration = file.enumeration(named: enumName) {
                return made(
                    .enumeration,
                    enumeration.cases.filter { !$0.isUnset }.map {
                        ParameterChoices.Choice(identifier: $0.name, displayString: $0.displayName.isEmpty ? $0.name : $0.displayName)
                    })
            }
            guard parameter.typeNamespace == DefinitionFile.systemNamespace else { return nil }
            let systemName = enumName.hasPrefix("IN") ? String(enumName.dropFirst(2)) : enumName
            return made(
                .systemEnumeration, (Self.systemEnumCases[systemName] ?? []).map { ParameterChoices.Choice(identifier: $0, displayString: $0) })
        }
        if parameter.type == "Boolean" {
            return made(
                .boolean,
                [
                    ParameterChoices.Choice(identifier: "true", displayString: Self.named(parameter.metadata.trueDisplayName) ?? "true"),
                    ParameterChoices.Choice(identifier: "false", displayString: Self.named(parameter.metadata.falseDisplayName) ?? "false"),
                ])
        }
        return nil
    }

    /// A display name with words; an empty one (a translation that empties it) is none.
    private static func named(_ text: String?) -> String? { text.flatMap { $0.trimmingWhitespace().isEmpty ? nil : $0 } }
}
