/// The keys of each dictionary of the format, as Xcode writes them. A key outside these is
/// reported by `intents lint` as a warning; localization ids (`…ID`) of known keys are known.
enum Keys {
    /// `INIntentHash` is what Xcode's build adds to the copy it puts into the app bundle
    /// (its `IntentDefinitionCompile` step, which also restamps the two versions).
    static let file: Set<String> = [
        "INEnums", "INIntents", "INTypes", "INIntentDefinitionModelVersion", "INIntentDefinitionNamespace",
        "INIntentDefinitionSystemVersion", "INIntentDefinitionToolsBuildVersion", "INIntentDefinitionToolsVersion", "INIntentHash",
    ]
    static let enumeration: Set<String> = [
        "INEnumName", "INEnumDisplayName", "INEnumGeneratesHeader", "INEnumType", "INEnumValues", "INEnumNamespace",
        "INEnumClassName",
    ]
    static let enumValue: Set<String> = [
        "INEnumValueName", "INEnumValueDisplayName", "INEnumValueIndex", "INEnumValueSynonyms", "INEnumValueImage",
        "INEnumValuePronunciationHint",
    ]
    static let type: Set<String> = [
        "INTypeName", "INTypeDisplayName", "INTypeLastPropertyTag", "INTypeProperties", "INTypeGeneratesHeader", "INTypeNamespace",
        "INTypeClassName", "INTypeClassPrefix",
    ]
    static let enumSynonym: Set<String> = ["INEnumValueSynonymSynonym", "INEnumValueSynonymPronunciationHint"]
    static let typeProperty: Set<String> = [
        "INTypePropertyName", "INTypePropertyDisplayName", "INTypePropertyDefault", "INTypePropertyDisplayPriority",
        "INTypePropertyTag", "INTypePropertyType", "INTypePropertySupportsMultipleValues", "INTypePropertyMetadata",
        "INTypePropertyObjectType", "INTypePropertyObjectTypeNamespace", "INTypePropertyEnumType", "INTypePropertyEnumTypeNamespace",
    ]
    static let typePropertyMetadata: Set<String> = [
        "INTypePropertyMetadataType", "INTypePropertyMetadataFormat", "INTypePropertyMetadataDateStyle", "INTypePropertyMetadataTimeStyle",
        "INTypePropertyMetadataDefaultValue", "INTypePropertyMetadataMinimumValue", "INTypePropertyMetadataMaximumValue",
        "INTypePropertyMetadataTemplateID", "INTypePropertyMetadataTrueDisplayName", "INTypePropertyMetadataFalseDisplayName",
        "INTypePropertyMetadataUnit", "INTypePropertyMetadataDefaultUnit", "INTypePropertyMetadataMinimumUnit",
        "INTypePropertyMetadataMaximumUnit", "INTypePropertyMetadataSupportsNegativeNumbers", "INTypePropertyMetadataCapitalization",
        "INTypePropertyMetadataDisableAutocorrect", "INTypePropertyMetadataDisableSmartDashes", "INTypePropertyMetadataDisableSmartQuotes",
        "INTypePropertyMetadataMultiline", "INTypePropertyMetadataCustomUTIs",
    ]
    static let intent: Set<String> = [
        "INIntentName", "INIntentTitle", "INIntentDescription", "INIntentVerb", "INIntentCategory", "INIntentType",
        "INIntentConfigurable", "INIntentUserConfirmationRequired", "INIntentKeyParameter", "INIntentDefaultImageName",
        "INIntentRestrictions", "INIntentLastParameterTag", "INIntentParameters", "INIntentParameterCombinations",
        "INIntentManagedParameterCombinations", "INIntentResponse", "INIntentEligibleForWidgets", "INIntentIneligibleForSuggestions",
        "INIntentInput", "INIntentCategoryOverride", "INIntentClassName", "INIntentClassPrefix", "INIntentCustomizable",
        "INIntentDomain", "INIntentHash", "INIntentPlatforms", "INIntentSupportedDevices", "INIntentDeprecated",
    ]
    static let parameter: Set<String> = [
        "INIntentParameterName", "INIntentParameterDisplayName", "INIntentParameterDisplayPriority", "INIntentParameterTag",
        "INIntentParameterType", "INIntentParameterObjectType", "INIntentParameterObjectTypeNamespace", "INIntentParameterEnumType",
        "INIntentParameterEnumTypeNamespace", "INIntentParameterSupportsMultipleValues", "INIntentParameterConfigurable",
        "INIntentParameterCustomDisambiguation", "INIntentParameterSupportsDynamicEnumeration", "INIntentParameterSupportsResolution",
        "INIntentParameterSupportsSearch", "INIntentParameterMetadata", "INIntentParameterRelationship",
        "INIntentParameterPromptDialogs", "INIntentParameterUnsupportedReasons", "INIntentParameterFixedSizeArray",
        "INIntentParameterArraySizes", "INIntentParameterDisplayNameID",
        // The Intents framework's `INCodableAttribute` reads it (a String parameter's, written by
        // Xcode 14.3.1 in LeoBKChen/SiriShortCutDemo); nothing a donation or Siri says depends on it.
        "INIntentParameterWindowSize",
    ]
    static let parameterMetadata: Set<String> = [
        "INIntentParameterMetadataType", "INIntentParameterMetadataDefaultValue", "INIntentParameterMetadataMinimumValue",
        "INIntentParameterMetadataMaximumValue", "INIntentParameterMetadataCapitalization", "INIntentParameterMetadataDisableAutocorrect",
        "INIntentParameterMetadataDisableSmartDashes", "INIntentParameterMetadataDisableSmartQuotes", "INIntentParameterMetadataMultiline",
        "INIntentParameterMetadataTrueDisplayName", "INIntentParameterMetadataFalseDisplayName", "INIntentParameterMetadataDefaultUnit",
        "INIntentParameterMetadataMaximumUnit", "INIntentParameterMetadataMinimumUnit", "INIntentParameterMetadataUnit",
        "INIntentParameterMetadataCustomUTIs", "INIntentParameterMetadataDateStyle", "INIntentParameterMetadataFormat",
        "INIntentParameterMetadataTimeStyle", "INIntentParameterMetadataTemplateID", "INIntentParameterMetadataSupportsNegativeNumbers",
        "INIntentParameterMetadataKeyboardType", "INIntentParameterMetadataTextContentType", "INIntentParameterMetadataLocaleIdentifier",
        "INIntentParameterMetadataPlaceholder", "INIntentParameterMetadataRange",
        // A date format template Xcode 13 keeps beside a Style format (Provenance's dates); it is
        // used only with a Template format, which no real definition read here has.
        "INIntentParameterMetadataTemplate",
    ]
    static let relationship: Set<String> = [
        "INIntentParameterRelationshipParentName", "INIntentParameterRelationshipPredicateName",
        "INIntentParameterRelationshipPredicateValue",
    ]
    static let prompt: Set<String> = [
        "INIntentParameterPromptDialogCustom", "INIntentParameterPromptDialogFormatString", "INIntentParameterPromptDialogType",
    ]
    static let unsupportedReason: Set<String> = [
        "INIntentParameterUnsupportedReasonCode", "INIntentParameterUnsupportedReasonCustom", "INIntentParameterUnsupportedReasonDefault",
        "INIntentParameterUnsupportedReasonFormatString",
    ]
    static let combination: Set<String> = [
        "INIntentParameterCombinationTitle", "INIntentParameterCombinationSubtitle", "INIntentParameterCombinationIsPrimary",
        "INIntentParameterCombinationSupportsBackgroundExecution", "INIntentParameterCombinationUpdatesLinked",
        "INIntentParameterCombinationIsLinked",
    ]
    static let response: Set<String> = [
        "INIntentResponseCodes", "INIntentResponseLastParameterTag", "INIntentResponseOutput", "INIntentResponseParameters",
    ]
    static let responseCode: Set<String> = [
        "INIntentResponseCodeName", "INIntentResponseCodeFormatString", "INIntentResponseCodeSuccess", "INIntentResponseCodeConciseFormatString",
    ]
    /// With the `INIntentResponseProperty…` keys that Xcode 10's format wrote and later versions keep.
    static let responseParameter: Set<String> = [
        "INIntentResponseParameterName", "INIntentResponseParameterDisplayName", "INIntentResponseParameterDisplayPriority",
        "INIntentResponseParameterTag", "INIntentResponseParameterType", "INIntentResponseParameterObjectType",
        "INIntentResponseParameterObjectTypeNamespace", "INIntentResponseParameterEnumType", "INIntentResponseParameterEnumTypeNamespace",
        "INIntentResponseParameterSupportsMultipleValues", "INIntentResponseParameterMetadata", "INIntentResponsePropertyDisplayName",
        // Written for an enum response parameter by Xcode 13 (WireGuard's), as for an intent parameter.
        "INIntentResponseParameterConfigurable", "INIntentResponseParameterCustomDisambiguation",
        "INIntentResponseParameterSupportsResolution",
        "INIntentResponsePropertyDisplayPriority", "INIntentResponsePropertyName", "INIntentResponsePropertyObjectType",
        "INIntentResponsePropertyObjectTypeNamespace", "INIntentResponsePropertyTag", "INIntentResponsePropertyType",
        "INIntentResponsePropertyEnumType", "INIntentResponsePropertyEnumTypeNamespace", "INIntentResponsePropertySupportsMultipleValues",
    ]
    /// One widget size's count of a fixed-size list (`INIntentParameterArraySizes`).
    static let arraySize: Set<String> = ["INIntentParameterArraySizeSize", "INIntentParameterArraySizeSizeClass"]

    /// What a response parameter's metadata holds: a Boolean's display names, a date's style, a
    /// duration's units (the editor's unit pickers, which Xcode writes for a `TimeInterval` output
    /// as for an intent parameter; the value itself is seconds whatever they say).
    static let responseParameterMetadata: Set<String> = [
        "INIntentResponseParameterMetadataTrueDisplayName", "INIntentResponseParameterMetadataFalseDisplayName",
        "INIntentResponseParameterMetadataType", "INIntentResponseParameterMetadataFormat", "INIntentResponseParameterMetadataDateStyle",
        "INIntentResponseParameterMetadataTimeStyle", "INIntentResponseParameterMetadataTemplate",
        "INIntentResponseParameterMetadataUnit", "INIntentResponseParameterMetadataDefaultUnit",
        "INIntentResponseParameterMetadataMinimumUnit", "INIntentResponseParameterMetadataMaximumUnit",
    ]
}
