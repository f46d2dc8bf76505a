/// The JSON of `intents show --json`: the typed values as read, with the file's names.
extension DefinitionFile: Encodable {
    private enum CodingKeys: String, CodingKey { case file, language, enums, types, intents, unknownKeys, duplicateKeys }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .file)
        try container.encode(language, forKey: .language)
        try container.encode(enums, forKey: .enums)
        try container.encode(types, forKey: .types)
        try container.encode(intents, forKey: .intents)
        try container.encode(unknownKeys, forKey: .unknownKeys)
        try container.encode(duplicateKeys, forKey: .duplicateKeys)
    }
}

extension DefinitionScalar: Encodable {
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .integer(let n): try container.encode(n)
        case .real(let x): try container.encode(x)
        case .string(let s): try container.encode(s)
        case .bool(let b): try container.encode(b)
        }
    }
}

extension ParameterCombination: Encodable {
    private enum CodingKeys: String, CodingKey { case parameters, title, subtitle, isPrimary, supportsBackgroundExecution, updatesLinked }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(shortcutType.parameters, forKey: .parameters)
        // An untitled type (a widget's managed one) has no title, as a missing subtitle is null.
        try container.encode(shortcutType.title.isEmpty ? nil : shortcutType.title, forKey: .title)
        try container.encode(shortcutType.subtitle, forKey: .subtitle)
        try container.encode(shortcutType.isPrimary, forKey: .isPrimary)
        try container.encode(supportsBackgroundExecution, forKey: .supportsBackgroundExecution)
        try container.encode(updatesLinked, forKey: .updatesLinked)
    }
}

extension CustomIntent: Encodable {
    private enum CodingKeys: String, CodingKey {
        case name, typeName, title, description, verb, category, keyParameter, requiresConfirmation, isConfigurable, parameters
        case shortcutTypes, managedShortcutTypes, response, className, domain, isCustomizable, isIneligibleForSuggestions
        case isEligibleForWidgets, inputParameter, translationsPerValue
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(typeName, forKey: .typeName)
        try container.encode(title, forKey: .title)
        try container.encode(description, forKey: .description)
        try container.encode(verb, forKey: .verb)
        try container.encode(category, forKey: .category)
        try container.encode(keyParameter, forKey: .keyParameter)
        try container.encode(requiresConfirmation, forKey: .requiresConfirmation)
        try container.encode(isConfigurable, forKey: .isConfigurable)
        try container.encode(parameters, forKey: .parameters)
        try container.encode(combinations, forKey: .shortcutTypes)
        try container.encode(managedCombinations, forKey: .managedShortcutTypes)
        try container.encode(response, forKey: .response)
        try container.encode(className, forKey: .className)
        try container.encode(domain, forKey: .domain)
        try container.encode(isCustomizable, forKey: .isCustomizable)
        try container.encode(isIneligibleForSuggestions, forKey: .isIneligibleForSuggestions)
        try container.encode(isEligibleForWidgets, forKey: .isEligibleForWidgets)
        try container.encode(inputParameter, forKey: .inputParameter)
        // What `show --locale` lists under a text translated once per case of its enum variable
        // or per value of its Boolean one: the Base text → "Enum.case" or "name=true" → the
        // language's text; empty in Base and in a language that translates each text once.
        try container.encode(caseTranslations, forKey: .translationsPerValue)
    }
}
