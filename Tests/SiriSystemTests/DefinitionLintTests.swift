import Foundation
import Testing

@testable import SiriSystem

/// A clean definition built as a property list, so each test can plant one defect in it.
struct LintFixture {
    var root: [String: Any] = [
        "INEnums": [
            [
                "INEnumName": "Size", "INEnumDisplayName": "Size",
                "INEnumValues": [
                    ["INEnumValueName": "small", "INEnumValueDisplayName": "small", "INEnumValueIndex": 1],
                    ["INEnumValueName": "large", "INEnumValueDisplayName": "large", "INEnumValueIndex": 2],
                ],
            ]
        ],
        "INTypes": [
            ["INTypeName": "Tea", "INTypeProperties": [["INTypePropertyName": "identifier", "INTypePropertyType": "String"]]],
            [
                "INTypeName": "BrewDetails",
                "INTypeProperties": [
                    ["INTypePropertyName": "displayString", "INTypePropertyType": "String"],
                    ["INTypePropertyName": "minutes", "INTypePropertyType": "Integer"],
                ],
            ],
        ],
        "INIntents": [
            [
                "INIntentName": "Brew", "INIntentCategory": "order", "INIntentKeyParameter": "tea",
                "INIntentParameters": [
                    [
                        "INIntentParameterName": "tea", "INIntentParameterType": "Object", "INIntentParameterObjectType": "Tea",
                        "INIntentParameterPromptDialogs": [
                            ["INIntentParameterPromptDialogType": "Primary", "INIntentParameterPromptDialogFormatString": "Which tea?"]
                        ],
                    ],
                    [
                        "INIntentParameterName": "cups", "INIntentParameterType": "Integer",
                        "INIntentParameterMetadata": [
                            "INIntentParameterMetadataDefaultValue": 1, "INIntentParameterMetadataMinimumValue": 1,
                            "INIntentParameterMetadataMaximumValue": 4,
                        ],
                    ],
                    [
                        "INIntentParameterName": "size", "INIntentParameterType": "Integer", "INIntentParameterEnumType": "Size",
                        "INIntentParameterMetadata": ["INIntentParameterMetadataDefaultValue": "small"],
                    ],
                    [
                        "INIntentParameterName": "pot", "INIntentParameterType": "String",
                        "INIntentParameterRelationship": [
                            "INIntentParameterRelationshipParentName": "size", "INIntentParameterRelationshipPredicateName": "EnumHasExactValue",
                            "INIntentParameterRelationshipPredicateValue": "large",
                        ],
                    ],
                ],
                "INIntentParameterCombinations": [
                    "tea": ["INIntentParameterCombinationTitle": "Brew ${tea}"],
                    "tea,cups": ["INIntentParameterCombinationTitle": "Brew ${cups} ${tea}", "INIntentParameterCombinationIsPrimary": true],
                    "tea,cups,size": [
                        "INIntentParameterCombinationTitle": "Brew ${cups} ${tea}", "INIntentParameterCombinationSubtitle": "In a ${size} pot",
                    ],
                ],
                "INIntentResponse": [
                    "INIntentResponseCodes": [
                        [
                            "INIntentResponseCodeName": "success", "INIntentResponseCodeSuccess": true,
                            "INIntentResponseCodeFormatString": "Your ${tea} is ready in ${details.minutes} minutes.",
                        ],
                        ["INIntentResponseCodeName": "failure"],
                    ],
                    "INIntentResponseParameters": [
                        [
                            "INIntentResponseParameterName": "tea", "INIntentResponseParameterType": "Object",
                            "INIntentResponseParameterObjectType": "Tea",
                        ],
                        [
                            "INIntentResponseParameterName": "details", "INIntentResponseParameterType": "Object",
                            "INIntentResponseParameterObjectType": "BrewDetails",
                        ],
                    ],
                    "INIntentResponseOutput": "details",
                ],
            ]
        ],
    ]

    /// Changes the one intent's dictionary.
    mutating func intent(_ change: (inout [String: Any]) -> Void) {
        var intents = root["INIntents"] as! [[String: Any]]
        change(&intents[0])
        root["INIntents"] = intents
    }

    /// Changes parameter `index` of the intent.
    /// Adds a response parameter to the intent's response.
    mutating func responseParameter(_ parameter: [String: Any]) {
        intent { intent in
            var response = intent["INIntentResponse"] as! [String: Any]
            response["INIntentResponseParameters"] = (response["INIntentResponseParameters"] as? [[String: Any]] ?? []) + [parameter]
            intent["INIntentResponse"] = response
        }
    }

    mutating func parameter(_ index: Int, _ change: @escaping (inout [String: Any]) -> Void) {
        intent { intent in
            var parameters = intent["INIntentParameters"] as! [[String: Any]]
            change(&parameters[index])
            intent["INIntentParameters"] = parameters
        }
    }

    mutating func combinations(_ change: @escaping (inout [String: Any]) -> Void) {
        intent { intent in
            var combinations = intent["INIntentParameterCombinations"] as! [String: Any]
            change(&combinations)
            intent["INIntentParameterCombinations"] = combinations
        }
    }

    /// The definition as the reader reads it.
    func parsed() throws -> DefinitionFile {
        try DefinitionReader.parse(
            try PropertyListSerialization.data(fromPropertyList: root, format: .xml, options: 0), name: "Brew.intentdefinition")
    }

    func findings() throws -> [LintFinding] { DefinitionLint.check(try parsed()) }
}

@Suite struct DefinitionLintTests {
    @Test func cleanDefinitionHasNoFindings() throws {
        #expect(try LintFixture().findings() == [])
    }

    /// Each planted defect is caught by the rule meant for it, and by nothing else.
    @Test(arguments: [
        LintFinding.Rule.unknownParameterInShortcutType, .titleVariableNotInShortcutType, .missingTitle, .responseVariableNotDeclared,
        .noPrimaryShortcutType, .severalPrimaryShortcutTypes, .duplicateShortcutType, .duplicateName, .enumDefaultNotACase,
        .defaultOfWrongType, .unknownRelationship, .minimumAboveMaximum, .defaultOutsideRange, .unknownEnumOrType, .unknownKeyParameter,
        .unknownResponseOutput, .requiredParameterWithoutPrompt, .unknownKey, .duplicateKey, .relationshipCycle, .typeInOtherFile,
        .relationshipWithoutParent, .objectReplacementCharacter, .invisibleCharacter, .promptVariableNotDeclared, .variableWithoutDollar,
    ])
    func plantedDefectIsCaughtByItsRule(rule: LintFinding.Rule) throws {
        var fixture = LintFixture()
        var severity = LintFinding.Severity.error
        switch rule {
        case .unknownParameterInShortcutType:
            fixture.combinations { $0["tea,milk"] = ["INIntentParameterCombinationTitle": "Brew ${tea}"] }
        case .titleVariableNotInShortcutType:
            fixture.combinations { $0["tea"] = ["INIntentParameterCombinationTitle": "Brew ${cups} ${tea}"] }
        case .missingTitle:
            // Not an error: iOS shows the intent's title, or none.
            severity = .warning
            fixture.combinations { $0["tea"] = ["INIntentParameterCombinationSupportsBackgroundExecution": true] }
        case .responseVariableNotDeclared:
            fixture.intent { intent in
                var response = intent["INIntentResponse"] as! [String: Any]
                response["INIntentResponseCodes"] = [
                    ["INIntentResponseCodeName": "success", "INIntentResponseCodeFormatString": "Ready in ${details.seconds}."]
                ]
                intent["INIntentResponse"] = response
            }
        case .noPrimaryShortcutType:
            severity = .warning
            fixture.combinations { $0["tea,cups"] = ["INIntentParameterCombinationTitle": "Brew ${cups} ${tea}"] }
        case .severalPrimaryShortcutTypes:
            severity = .warning
            fixture.combinations { $0["tea"] = ["INIntentParameterCombinationTitle": "Brew ${tea}", "INIntentParameterCombinationIsPrimary": true] }
        case .duplicateShortcutType:
            fixture.combinations { $0["cups,tea"] = ["INIntentParameterCombinationTitle": "Brew ${cups} ${tea}"] }
        case .duplicateName:
            fixture.intent { intent in
                intent["INIntentParameters"] =
                    (intent["INIntentParameters"] as! [[String: Any]]) + [["INIntentParameterName": "pot", "INIntentParameterType": "String"]]
            }
        case .enumDefaultNotACase:
            // Xcode builds a file whose enum default names a case renamed or removed since.
            severity = .warning
            fixture.parameter(2) { $0["INIntentParameterMetadata"] = ["INIntentParameterMetadataDefaultValue": "medium"] }
        case .defaultOfWrongType:
            fixture.parameter(1) { $0["INIntentParameterMetadata"] = ["INIntentParameterMetadataDefaultValue": "two"] }
        case .objectReplacementCharacter:
            // What Xcode's editor can leave where a `${variable}` was deleted.
            severity = .warning
            fixture.combinations {
                $0["tea"] = ["INIntentParameterCombinationTitle": "Brew ${tea}\u{FFFC}", "INIntentParameterCombinationTitleID": "t9"]
            }
        case .invisibleCharacter:
            // A line separator pasted at the end of a title (wjdgo813/SiriShortCut_Practice's).
            severity = .warning
            fixture.combinations {
                $0["tea"] = ["INIntentParameterCombinationTitle": "Brew ${tea}\u{2028}", "INIntentParameterCombinationTitleID": "t9"]
            }
        case .relationshipWithoutParent:
            severity = .note
            fixture.parameter(3) {
                $0["INIntentParameterRelationship"] = [
                    "INIntentParameterRelationshipPredicateName": "EnumHasExactValue", "INIntentParameterRelationshipPredicateValue": "large",
                ]
            }
        case .unknownRelationship:
            fixture.parameter(3) {
                $0["INIntentParameterRelationship"] = [
                    "INIntentParameterRelationshipParentName": "size", "INIntentParameterRelationshipPredicateName": "EnumHasExactValue",
                    "INIntentParameterRelationshipPredicateValue": "huge",
                ]
            }
        case .minimumAboveMaximum:
            fixture.parameter(1) {
                $0["INIntentParameterMetadata"] = ["INIntentParameterMetadataMinimumValue": 5, "INIntentParameterMetadataMaximumValue": 4]
            }
        case .defaultOutsideRange:
            severity = .warning
            fixture.parameter(1) {
                $0["INIntentParameterMetadata"] = [
                    "INIntentParameterMetadataDefaultValue": 9, "INIntentParameterMetadataMinimumValue": 1,
                    "INIntentParameterMetadataMaximumValue": 4,
                ]
            }
        case .unknownEnumOrType:
            fixture.parameter(0) { $0["INIntentParameterObjectType"] = "Coffee" }
        case .unknownKeyParameter:
            fixture.intent { $0["INIntentKeyParameter"] = "kettle" }
        case .unknownResponseOutput:
            fixture.intent { intent in
                var response = intent["INIntentResponse"] as! [String: Any]
                response["INIntentResponseOutput"] = "receipt"
                intent["INIntentResponse"] = response
            }
        case .requiredParameterWithoutPrompt:
            severity = .warning
            // Not the key parameter, which Siri asks for all the same (a note).
            fixture.intent { $0["INIntentKeyParameter"] = nil }
            fixture.parameter(0) { $0["INIntentParameterPromptDialogs"] = [] as [Any] }
        case .unknownKey:
            // A key soupchef does not know is a note, not a warning.
            severity = .note
            fixture.parameter(1) { $0["INIntentParameterColour"] = "blue" }
        case .relationshipCycle:
            fixture.parameter(0) { $0["INIntentParameterRelationship"] = ["INIntentParameterRelationshipParentName": "tea"] }
        case .typeInOtherFile:
            severity = .warning
            fixture.parameter(0) {
                $0["INIntentParameterObjectType"] = "Kettle"
                $0["INIntentParameterObjectTypeNamespace"] = "Other1"
            }
        case .duplicateKey, .missingTranslation, .unusedTranslation, .localizedCopyDiffers, .unreadableTranslation, .translationVariableNotDeclared,
            .translationVariableLost, .unusedLocalizedCopy, .folderNotALanguage, .emptiedTranslation:
            return  // Tested on files' text, translations and copies (RealDefinitionTests), which a dictionary cannot hold.
        case .enumCaseAtUnsetIndex:
            return  // A finding of the enum, not of the intent: `aCaseWrittenAtIndexZeroIsNoValue`.
        case .enumCaseWithoutIndex, .enumIndexShared:
            return  // Findings of the enum: `aCaseWithoutAnIndexOrAtAnotherCasesIndexIsWarnedOf`.
        case .enumWithoutCases:
            return  // A finding of the enum: DefinitionSlipsTests.anEnumWithNoCasesIsTheFilesFaultNotTheCommandLines.
        case .objectPropertyRetyped:
            return  // A finding of the type: `oneOfINObjectsOwnPropertiesKeepsItsTypeWhateverTheFileWrites`.
        case .promptVariableNotDeclared:
            fixture.parameter(0) {
                $0["INIntentParameterPromptDialogs"] = [
                    ["INIntentParameterPromptDialogType": "Primary", "INIntentParameterPromptDialogFormatString": "Which ${blend}?"]
                ]
            }
            severity = .warning
        case .variableWithoutDollar:
            fixture.combinations { $0["tea"] = ["INIntentParameterCombinationTitle": "Brew {tea}"] }
            severity = .warning
        case .variableJoinedToWord:
            fixture.combinations { $0["tea"] = ["INIntentParameterCombinationTitle": "Brew the${tea} now"] }
            severity = .warning
        }
        let findings = try fixture.findings()
        #expect(findings.map(\.rule) == [rule], "\(findings.map { $0.line(file: "Brew.intentdefinition") })")
        #expect(findings.first?.severity == severity)
        #expect(findings.first?.intent == "Brew")
        #expect(findings.first?.location != nil)
    }

    /// A needed parameter whose Primary prompt entry has no words is asked in Siri's words: a
    /// note; with no entry at all Siri never asks: a warning.
    /// The key parameter without any Primary entry is asked for all the same, as `converse`
    /// asks it: a note that says so, never "Siri never asks".
    @Test func aPrimaryPromptWithoutWordsIsANoteAndNoPromptAWarning() throws {
        var fixture = LintFixture()
        fixture.intent { $0["INIntentKeyParameter"] = nil }
        fixture.parameter(0) { $0["INIntentParameterPromptDialogs"] = [["INIntentParameterPromptDialogType": "Primary"]] }
        let wordless = try fixture.findings()
        #expect(wordless.map(\.rule) == [.requiredParameterWithoutPrompt])
        #expect(wordless.first?.severity == .note)
        #expect(wordless.first?.message.contains("Siri would ask with its generic words") == true)
        fixture.parameter(0) { $0["INIntentParameterPromptDialogs"] = [] as [Any] }
        #expect(try fixture.findings().map(\.severity) == [.warning])

        fixture.intent { $0["INIntentKeyParameter"] = "tea" }
        let key = try fixture.findings()
        #expect(key.map(\.severity) == [.note])
        #expect(
            key.first?.message
                == "every shortcut type needs tea, the key parameter, which has no Primary prompt; Siri asks for it in its generic words")
    }

    /// A variable written against a word (Humboldt's "What is the${blogID}for this post?",
    /// TakeURPill's "I took ${title}pill"): Xcode's editor shows the token with room around it,
    /// iOS puts the value in as written. A text without spaces (Japanese, Chinese), a word of one
    /// letter or in capitals, and a mark beside the variable are no finding.
    @Test(
        arguments: [
            ("What is the${tea}for this post?", "joins ${tea} to “the” and “for” with no space"),
            ("I took ${tea}pill", "joins ${tea} to “pill” with no space"),
            ("Сколько ${cups}чашек?", "joins ${cups} to “чашек” with no space"),
            ("Brew ${tea}, ${cups} cups", nil),
            ("Brew v${tea} (${cups}x)", nil),
            ("Brew ID${tea} now", nil),
            ("${tea}を淹れる", nil),
            ("Brew ${tea}’s ${cups}-cup pot", nil),
        ] as [(String, String?)])
    func aVariableWrittenAgainstAWordIsWarnedOf(prompt: String, message: String?) throws {
        var fixture = LintFixture()
        fixture.parameter(0) {
            $0["INIntentParameterPromptDialogs"] = [
                ["INIntentParameterPromptDialogType": "Primary", "INIntentParameterPromptDialogFormatString": prompt]
            ]
        }
        let findings = try fixture.findings()
        if let message {
            #expect(findings.map(\.rule) == [.variableJoinedToWord])
            #expect(findings.first?.severity == .warning)
            #expect(findings.first?.subject == "parameter tea")
            #expect(findings.first?.message.contains(message) == true, "\(findings.map(\.message))")
            #expect(
                findings.first?.message.hasSuffix(
                    "iOS writes the value in as it is where it shows text (a donation's title, what Siri says), so the words run together") == true)
        } else {
            #expect(findings.isEmpty, "\(findings.map(\.message))")
        }
    }

    /// One of INObject's own properties, marked `INTypePropertyDefault`, with another type
    /// written for it (MEGA's and Simplenote's `pronunciationHint`, an Integer and an enum): Xcode
    /// generates no property for it, so it is INObject's, and a note says what the file wrote.
    @Test func oneOfINObjectsOwnPropertiesKeepsItsTypeWhateverTheFileWrites() throws {
        var fixture = LintFixture()
        func setTea(_ properties: [[String: Any]]) {
            var root = fixture.root
            var types = root["INTypes"] as! [[String: Any]]
            types[0]["INTypeProperties"] = properties
            root["INTypes"] = types
            fixture.root = root
        }
        let identifier: [String: Any] = ["INTypePropertyName": "identifier", "INTypePropertyType": "String", "INTypePropertyDefault": true]
        setTea([
            identifier,
            ["INTypePropertyName": "pronunciationHint", "INTypePropertyType": "Integer", "INTypePropertyDefault": true, "INTypePropertyTag": 101],
        ])
        let findings = try fixture.findings()
        #expect(findings.map(\.rule) == [.objectPropertyRetyped])
        #expect(findings.first?.severity == .note && findings.first?.intent == "Tea" && findings.first?.location != nil)
        #expect(
            findings.first?.message
                == "the file gives pronunciationHint, one of INObject's own properties (INTypePropertyDefault), the type Integer; "
                + "Xcode generates no property for it, so Tea's pronunciationHint is INObject's, a String")
        let tea = try #require(try fixture.parsed().objectType(named: "Tea"))
        #expect(tea.property(named: "pronunciationHint").map { [$0.type, $0.writtenType ?? "-"] } == ["String", "Integer"])
        // A list of INObject's alternative matches written as one value, likewise.
        setTea([identifier, ["INTypePropertyName": "alternativeSpeakableMatches", "INTypePropertyType": "String", "INTypePropertyDefault": true]])
        #expect(try fixture.findings().first?.message.hasSuffix("is INObject's, a list of SpeakableString") == true)
        // Not marked as INObject's (a hand-written file), or written as INObject's: read as written, no finding.
        setTea([identifier, ["INTypePropertyName": "pronunciationHint", "INTypePropertyType": "Integer"]])
        #expect(try fixture.findings() == [])
        #expect(try fixture.parsed().objectType(named: "Tea")?.property(named: "pronunciationHint")?.type == "Integer")
        setTea([identifier, ["INTypePropertyName": "pronunciationHint", "INTypePropertyType": "String", "INTypePropertyDefault": true]])
        #expect(try fixture.findings() == [])
    }

    /// Xcode writes its `unknown` case without an index; a case written at index 0 (Xcode 10's
    /// betas numbered an enum's cases from 0) is the value iOS reads as none.
    @Test func aCaseWrittenAtIndexZeroIsNoValue() throws {
        var fixture = LintFixture()
        #expect(try fixture.findings() == [])
        var root = fixture.root
        var enums = root["INEnums"] as! [[String: Any]]
        var values = enums[0]["INEnumValues"] as! [[String: Any]]
        values[0]["INEnumValueIndex"] = 0
        enums[0]["INEnumValues"] = values
        root["INEnums"] = enums
        fixture.root = root
        let findings = try fixture.findings()
        #expect(findings.map(\.rule) == [.enumCaseAtUnsetIndex])
        #expect(findings.first?.severity == .warning && findings.first?.intent == "Size" && findings.first?.location != nil)
        #expect(findings.first?.message.hasPrefix("the case small has index 0, the value iOS reads as none") == true)
        let size = try #require(try fixture.parsed().enums.first)
        #expect(size.choosableCases.map(\.name) == ["large"])
        #expect(size.value(of: size.cases[0]) == nil && size.value(of: size.cases[1]) != nil)
        // Named unknown, at an index written as 0 or none: Xcode's own unset case, no finding.
        values[0]["INEnumValueName"] = "unknown"
        enums[0]["INEnumValues"] = values
        root["INEnums"] = enums
        fixture.root = root
        #expect(try !fixture.findings().contains { $0.rule == .enumCaseAtUnsetIndex })
    }

    /// Xcode numbers every case but `unknown` from 1, each its own, and iOS stores an enum's value
    /// as that number: a case without one, or two at one, is warned of (just-spent's hand-written
    /// enum has no index at all), while soupchef still tells the cases apart by name.
    @Test func aCaseWithoutAnIndexOrAtAnotherCasesIndexIsWarnedOf() throws {
        var fixture = LintFixture()
        func setIndexes(_ indexes: [Int?]) {
            var root = fixture.root
            var enums = root["INEnums"] as! [[String: Any]]
            var values = enums[0]["INEnumValues"] as! [[String: Any]]
            for (position, index) in indexes.enumerated() { values[position]["INEnumValueIndex"] = index }
            enums[0]["INEnumValues"] = values
            root["INEnums"] = enums
            fixture.root = root
        }
        setIndexes([nil, 2])
        let unnumbered = try fixture.findings()
        #expect(unnumbered.map(\.rule) == [.enumCaseWithoutIndex])
        #expect(unnumbered.first?.severity == .warning && unnumbered.first?.intent == "Size" && unnumbered.first?.location != nil)
        #expect(unnumbered.first?.message.hasPrefix("the case small has no index (INEnumValueIndex)") == true)
        #expect(try fixture.parsed().enums.first?.choosableCases.map(\.name) == ["small", "large"])
        setIndexes([2, 2])
        let shared = try fixture.findings()
        #expect(shared.map(\.rule) == [.enumIndexShared])
        #expect(shared.first?.message.hasPrefix("the cases small and large share index 2") == true)
        #expect(try fixture.parsed().enums.first?.choosableCases.map(\.name) == ["small", "large"])
        // Xcode's own layout: unknown without an index, the others from 1.
        setIndexes([1, 2])
        #expect(try fixture.findings() == [])
    }

    /// A needed parameter with a default value is filled by it: Siri never asks, so no prompt is missing.
    @Test func aNeededParameterWithADefaultNeedsNoPrompt() throws {
        var fixture = LintFixture()
        fixture.parameter(0) {
            $0["INIntentParameterPromptDialogs"] = [] as [Any]
            $0["INIntentParameterMetadata"] = ["INIntentParameterMetadataDefaultValue": "green"]
        }
        let findings = try fixture.findings()
        #expect(findings.isEmpty, "\(findings.map { $0.line(file: "Brew.intentdefinition") })")
    }

    /// Xcode writes each of a duration's default, minimum and maximum with its own unit (WYID: 15
    /// Seconds, at most 100 Days): they are compared in seconds, so 5 minutes is below 2 hours,
    /// and a message says them with their units.
    @Test func aDurationsBoundsAreComparedInTheirOwnUnits() throws {
        func lint(_ metadata: [String: Any]) throws -> [LintFinding] {
            var fixture = LintFixture()
            fixture.parameter(1) {
                $0["INIntentParameterType"] = "TimeInterval"
                $0["INIntentParameterMetadata"] = metadata
            }
            return try fixture.findings()
        }
        let fiveMinutesToTwoHours: [String: Any] = [
            "INIntentParameterMetadataMinimumValue": 5, "INIntentParameterMetadataMinimumUnit": "Minutes",
            "INIntentParameterMetadataMaximumValue": 2, "INIntentParameterMetadataMaximumUnit": "Hours",
            "INIntentParameterMetadataDefaultValue": 30, "INIntentParameterMetadataDefaultUnit": "Minutes",
            "INIntentParameterMetadataUnit": "Multiple",
        ]
        #expect(try lint(fiveMinutesToTwoHours) == [])
        var outside = fiveMinutesToTwoHours
        outside["INIntentParameterMetadataDefaultValue"] = 3
        outside["INIntentParameterMetadataDefaultUnit"] = "Hours"
        #expect(try lint(outside).map(\.message) == ["the default 3 hours of cups is outside its range, 5 minutes…2 hours"])
        var above = fiveMinutesToTwoHours
        above["INIntentParameterMetadataMinimumValue"] = 3
        above["INIntentParameterMetadataMinimumUnit"] = "Hours"
        #expect(try lint(above).map(\.message) == ["the minimum 3 hours of cups is above its maximum 2 hours"])
        // Seconds written beside a display unit (TelemetryDeck: 86400 and 25920000 `Days`, a
        // default of 2592000 `Seconds`) are seconds: more than a century in days is no duration.
        let secondsBesideDays: [String: Any] = [
            "INIntentParameterMetadataMinimumValue": 86400.0, "INIntentParameterMetadataMinimumUnit": "Days",
            "INIntentParameterMetadataMaximumValue": 25_920_000.0, "INIntentParameterMetadataMaximumUnit": "Days",
            "INIntentParameterMetadataDefaultValue": 2_592_000.0, "INIntentParameterMetadataDefaultUnit": "Seconds",
            "INIntentParameterMetadataUnit": "Days",
        ]
        #expect(try lint(secondsBesideDays) == [])
        let days = IntentParameter.Metadata(minimum: .real(86400), maximum: .real(25_920_000), minimumUnit: "Days", maximumUnit: "Days")
        #expect(days.rangeDescription == "1 day…300 days")
        #expect(IntentParameter.Metadata(maximum: .real(36500), maximumUnit: "Days").maximumDescription == "36500 days")
        // Without units the numbers are compared as written, as before.
        #expect(
            try lint(["INIntentParameterMetadataMinimumValue": 5, "INIntentParameterMetadataMaximumValue": 2]).map(\.rule) == [.minimumAboveMaximum])
        var timed = LintFixture()
        timed.parameter(1) {
            $0["INIntentParameterType"] = "TimeInterval"
            $0["INIntentParameterMetadata"] = fiveMinutesToTwoHours
        }
        let metadata = try timed.parsed().intents[0].parameters[1].metadata
        #expect(metadata.defaultDescription == "30 minutes" && metadata.rangeDescription == "5 minutes…2 hours")
        #expect(metadata.defaultMeasure == 1800 && metadata.minimumMeasure == 300 && metadata.maximumMeasure == 7200)
    }

    /// Xcode leaves a managed type linked to its shortcut type untitled: the title is the linked
    /// one's (Loop, Maccy). Unlinked, or linked to nothing, it is still missing.
    @Test func aLinkedManagedShortcutTypeTakesItsShortcutTypesTitle() throws {
        var fixture = LintFixture()
        fixture.intent { intent in
            intent["INIntentManagedParameterCombinations"] = [
                "tea": ["INIntentParameterCombinationSupportsBackgroundExecution": true, "INIntentParameterCombinationUpdatesLinked": true]
            ]
        }
        let linked = try fixture.findings()
        #expect(linked.isEmpty, "\(linked.map { $0.line(file: "Brew.intentdefinition") })")
        fixture.intent { intent in
            intent["INIntentManagedParameterCombinations"] = [
                "tea": ["INIntentParameterCombinationUpdatesLinked": false], "tea,size": ["INIntentParameterCombinationUpdatesLinked": true],
            ]
        }
        let unlinked = try fixture.findings()
        #expect(unlinked.map(\.rule) == [.missingTitle, .missingTitle])
        #expect(
            unlinked.map(\.message).sorted() == [
                "managed shortcut type tea has no title; iOS shows no title for a donation of it",
                "managed shortcut type tea,size has no title; iOS shows no title for a donation of it",
            ])
    }

    /// Xcode stores a case named after a Swift keyword as `default_` and the default naming it as
    /// `default` (GenshinPizzaHelper's widget): the default is that case, and filled in.
    @Test func aDefaultNamingASwiftKeywordCaseIsThatEscapedCase() throws {
        var fixture = LintFixture()
        fixture.root["INEnums"] = [
            [
                "INEnumName": "Size", "INEnumDisplayName": "Size",
                "INEnumValues": [
                    ["INEnumValueName": "small", "INEnumValueDisplayName": "small", "INEnumValueIndex": 1],
                    ["INEnumValueName": "large", "INEnumValueDisplayName": "large", "INEnumValueIndex": 2],
                    ["INEnumValueName": "default_", "INEnumValueDisplayName": "usual", "INEnumValueIndex": 3],
                ],
            ]
        ]
        fixture.parameter(2) { $0["INIntentParameterMetadata"] = ["INIntentParameterMetadataDefaultValue": "default"] }
        let findings = try fixture.findings()
        #expect(findings.isEmpty, "\(findings.map { $0.line(file: "Brew.intentdefinition") })")
        let file = try fixture.parsed()
        let brew = try #require(file.intent(named: "Brew"))
        #expect(brew.withDefaults(Intent(typeName: "BrewIntent"), in: file)["size"] == .enumeration(rawValue: "default_", display: "usual"))
        // Only a keyword is escaped: "medium" names no case "medium_".
        fixture.parameter(2) { $0["INIntentParameterMetadata"] = ["INIntentParameterMetadataDefaultValue": "defaul"] }
        #expect(try fixture.findings().map(\.rule) == [.enumDefaultNotACase])
    }

    /// Xcode offers a URL parameter a default (Ulry's `AddURL`, "https://google.com"): filled in
    /// as the Shortcuts app fills it, a value written as no URL is not.
    @Test func aURLParametersDefaultIsFilledIn() throws {
        var fixture = LintFixture()
        fixture.parameter(1) {
            $0["INIntentParameterType"] = "URL"
            $0["INIntentParameterMetadata"] = ["INIntentParameterMetadataDefaultValue": "https://google.com"]
        }
        let file = try fixture.parsed()
        let brew = try #require(file.intent(named: "Brew"))
        #expect(brew.withDefaults(Intent(typeName: "BrewIntent"), in: file)["cups"] == .string("https://google.com"))
        fixture.parameter(1) {
            $0["INIntentParameterType"] = "URL"
            $0["INIntentParameterMetadata"] = ["INIntentParameterMetadataDefaultValue": "not a url"]
        }
        let unset = try fixture.parsed()
        #expect(try #require(unset.intent(named: "Brew")).withDefaults(Intent(typeName: "BrewIntent"), in: unset)["cups"] == nil)
    }

    /// Keys Xcode 13 writes for an enum response parameter (WireGuard's) are known.
    @Test func anEnumResponseParametersKeysAreKnown() throws {
        var fixture = LintFixture()
        fixture.responseParameter([
            "INIntentResponseParameterName": "state", "INIntentResponseParameterType": "Integer", "INIntentResponseParameterEnumType": "Size",
            "INIntentResponseParameterConfigurable": true, "INIntentResponseParameterCustomDisambiguation": true,
            "INIntentResponseParameterSupportsResolution": true,
        ])
        let findings = try fixture.findings()
        #expect(findings.isEmpty, "\(findings.map { $0.line(file: "Brew.intentdefinition") })")
    }

    /// A duration response parameter's units, which Xcode writes as for an intent parameter
    /// (sindresorhus/Actions' `DateToUnixTime`: `Seconds`, at most `Days`), are known.
    @Test func aDurationResponseParametersUnitsAreKnown() throws {
        var fixture = LintFixture()
        fixture.responseParameter([
            "INIntentResponseParameterName": "elapsed", "INIntentResponseParameterType": "TimeInterval",
            "INIntentResponseParameterMetadata": [
                "INIntentResponseParameterMetadataDefaultUnit": "Seconds", "INIntentResponseParameterMetadataMaximumUnit": "Days",
                "INIntentResponseParameterMetadataMinimumUnit": "Seconds", "INIntentResponseParameterMetadataUnit": "Seconds",
            ],
        ])
        let findings = try fixture.findings()
        #expect(findings.isEmpty, "\(findings.map { $0.line(file: "Brew.intentdefinition") })")
    }

    /// A response parameter that keeps Xcode 10's `INIntentResponseProperty…` keys beside the
    /// `…Parameter…` ones (kingstinct/active-insulin's `insulinOnBoard`): a translation that lacks
    /// the old display name's id is missing only the new one's string.
    @Test func anOldResponsePropertysDisplayNameNeedsNoTranslation() throws {
        var fixture = LintFixture()
        fixture.responseParameter([
            "INIntentResponseParameterName": "left", "INIntentResponseParameterType": "Decimal",
            "INIntentResponseParameterDisplayName": "left", "INIntentResponseParameterDisplayNameID": "newID",
            "INIntentResponsePropertyName": "left", "INIntentResponsePropertyType": "Object",
            "INIntentResponsePropertyDisplayName": "Left", "INIntentResponsePropertyDisplayNameID": "oldID",
        ])
        let file = try fixture.parsed()
        let missing = DefinitionLint.checkTranslations(
            file, languages: [DefinitionStrings(language: "sv", path: "sv.lproj/Brew.strings", strings: [:])]
        )
        .filter { $0.rule == .missingTranslation }.map(\.message)
        #expect(missing.contains { $0.contains("newID") }, "\(missing)")
        #expect(!missing.contains { $0.contains("oldID") }, "\(missing)")
        // A translation that still has the old string is not told it is unused.
        let kept = DefinitionLint.checkTranslations(
            file, languages: [DefinitionStrings(language: "sv", path: "sv.lproj/Brew.strings", strings: ["newID": "kvar", "oldID": "Kvar"])])
        #expect(!kept.contains { $0.message.contains("oldID") }, "\(kept.map(\.message))")
    }

    /// A text a language lacks that the Base already writes in that language's script (iMast's
    /// Base, partly Japanese, its project's development region `ja`) loses nothing there: a note.
    /// A Base text in Latin letters missing from Japanese is the warning it was.
    @Test func aMissingStringWhoseBaseIsInTheLanguagesScriptIsANote() throws {
        var fixture = LintFixture()
        fixture.combinations {
            $0["tea"] = ["INIntentParameterCombinationTitle": "${tea}を淹れる", "INIntentParameterCombinationTitleID": "t1"]
            $0[""] = ["INIntentParameterCombinationTitle": "Brew", "INIntentParameterCombinationTitleID": "t2"]
        }
        let file = try fixture.parsed()
        let findings = DefinitionLint.checkTranslations(
            file, languages: [DefinitionStrings(language: "ja", path: "ja.lproj/Brew.strings", strings: [:])]
        )
        .filter { $0.rule == .missingTranslation }
        let japanese = try #require(findings.first { $0.message.contains("t1,") })
        #expect(japanese.severity == .note && japanese.message.hasSuffix("which is written in ja's script already"), "\(japanese.message)")
        #expect(findings.first { $0.message.contains("t2,") }?.severity == .warning, "\(findings.map(\.message))")
        #expect(DefinitionLint.isWritten("どのアカウントで投稿しますか?", inScriptOf: "ja"))
        #expect(!DefinitionLint.isWritten("投稿", inScriptOf: "ja"))  // ideographs alone may be Chinese
        #expect(DefinitionLint.isWritten("订购${soup}", inScriptOf: "zh-Hans"))
        #expect(DefinitionLint.isWritten("Заказать ${soup}", inScriptOf: "ru"))
        #expect(!DefinitionLint.isWritten("Order ${soup}", inScriptOf: "ru"))
        #expect(!DefinitionLint.isWritten("Заказать soup", inScriptOf: "ru"))
        #expect(!DefinitionLint.isWritten("Bestellen", inScriptOf: "de"))  // a Latin-script language cannot be told
        #expect(!DefinitionLint.isWritten("${soup}", inScriptOf: "ja"))
    }

    /// A text of placeholders alone (a scene's title "${title}") reads alike in every language:
    /// its missing string is a note, where one with a word of its own is a warning.
    @Test func aMissingStringOfPlaceholdersAloneIsANote() throws {
        var fixture = LintFixture()
        fixture.combinations {
            $0["tea"] = ["INIntentParameterCombinationTitle": "${tea}", "INIntentParameterCombinationTitleID": "t1"]
            $0[""] = ["INIntentParameterCombinationTitle": "Brew", "INIntentParameterCombinationTitleID": "t2"]
        }
        let file = try fixture.parsed()
        let findings = DefinitionLint.checkTranslations(
            file, languages: [DefinitionStrings(language: "de", path: "de.lproj/Brew.strings", strings: [:])]
        )
        .filter { $0.rule == .missingTranslation }
        let placeholder = try #require(findings.first { $0.message.contains("t1,") })
        #expect(placeholder.severity == .note && placeholder.message.hasSuffix("which holds no word of its own to translate"))
        #expect(findings.first { $0.message.contains("t2,") }?.severity == .warning, "\(findings.map(\.message))")
    }

    /// A language whose own strings are mostly the Base texts' words (PDX-Bus' `en.lproj` rewords
    /// a few of its English Base texts; a language exported and left untranslated) lacks nothing
    /// in another language: a note. A real translation's gaps stay warnings.
    @Test func aMissingStringOfALanguageInTheBasesOwnWordsIsANote() throws {
        var fixture = LintFixture()
        fixture.combinations {
            $0["tea"] = ["INIntentParameterCombinationTitle": "Get arrivals at stop ${tea}", "INIntentParameterCombinationTitleID": "t1"]
            $0[""] = ["INIntentParameterCombinationTitle": "Show arrivals", "INIntentParameterCombinationTitleID": "t2"]
        }
        fixture.intent {
            $0["INIntentTitle"] = "View arrivals at a stop"
            $0["INIntentTitleID"] = "t3"
            $0["INIntentDescription"] = "Arrivals at a stop"
            $0["INIntentDescriptionID"] = "t4"
        }
        let file = try fixture.parsed()
        let reworded = ["t1": "Get departures at stop ${tea}", "t2": "Show departures", "t3": "View departures at a stop"]
        let english = DefinitionLint.checkTranslations(
            file, languages: [DefinitionStrings(language: "en", path: "en.lproj/Brew.strings", strings: reworded)]
        )
        .filter { $0.rule == .missingTranslation }
        let gap = try #require(english.first { $0.message.contains("t4,") })
        #expect(gap.severity == .note, "\(gap.message)")
        #expect(gap.message.hasSuffix("; en's own strings are the Base texts' words too (3 of its 3), so it reads as the rest"), "\(gap.message)")
        let german = DefinitionLint.checkTranslations(
            file,
            languages: [
                DefinitionStrings(
                    language: "de", path: "de.lproj/Brew.strings",
                    strings: ["t1": "Abfahrten an Haltestelle ${tea}", "t2": "Abfahrten zeigen", "t3": "Abfahrten ansehen"])
            ]
        )
        .filter { $0.rule == .missingTranslation }
        #expect(german.first { $0.message.contains("t4,") }?.severity == .warning, "\(german.map(\.message))")
        #expect(DefinitionLint.sharesMostWords("Get departures at stop ${tea}", with: "Get arrivals at stop ${tea}"))
        #expect(!DefinitionLint.sharesMostWords("${tea} bestellen", with: "Order ${tea}"))
        #expect(!DefinitionLint.sharesMostWords("${tea}", with: "Order ${tea}"))
    }

    /// A Brew intent whose shortcut type "tea" has the title "Brew ${tea}" (string t1) and whose
    /// first response code has its text translated as r1.
    static func brewWithTranslatableTexts() throws -> DefinitionFile {
        var fixture = LintFixture()
        fixture.combinations { $0["tea"] = ["INIntentParameterCombinationTitle": "Brew ${tea}", "INIntentParameterCombinationTitleID": "t1"] }
        fixture.intent { intent in
            var response = intent["INIntentResponse"] as! [String: Any]
            var codes = response["INIntentResponseCodes"] as! [[String: Any]]
            codes[0]["INIntentResponseCodeFormatStringID"] = "r1"
            response["INIntentResponseCodes"] = codes
            intent["INIntentResponse"] = response
        }
        return try fixture.parsed()
    }

    /// A translation naming a variable its intent does not declare (a `.strings` file left behind
    /// when a parameter was renamed): Xcode builds it, and iOS has no value to put there. A
    /// variable the Base text does not use but the intent declares is no finding.
    @Test func aTranslationsUndeclaredVariableIsNamed() throws {
        let file = try Self.brewWithTranslatableTexts()
        let strings = DefinitionStrings(
            language: "sv", path: "sv.lproj/Brew.strings",
            strings: ["t1": "Brygg ${bogus} ${cups}", "r1": "Ditt ${name} är klart om ${details.minutes} minuter."], lines: ["t1": 3, "r1": 4])
        let found = DefinitionLint.checkTranslations(file, languages: [strings]).filter { $0.rule == .translationVariableNotDeclared }
        #expect(found.map(\.severity) == [.warning, .warning], "\(found.map(\.message))")
        #expect(
            found.first?.message
                == "the sv string t1, the title of shortcut type tea (“Brew ${tea}”), names ${bogus}, which Brew does not declare; iOS has no value to put there",
            "\(found.map(\.message))")
        #expect(found.last?.message.contains("names ${name}, which Brew does not declare") == true)
        #expect(found.map(\.file) == ["sv.lproj/Brew.strings", "sv.lproj/Brew.strings"])
        #expect(found.map { $0.location?.line } == [3, 4])
        let declared = DefinitionStrings(
            language: "sv", path: "sv.lproj/Brew.strings", strings: ["t1": "Brygg ${cups} ${tea}", "r1": "Ditt ${tea} är klart."])
        #expect(DefinitionLint.checkTranslations(file, languages: [declared]).filter { $0.rule == .translationVariableNotDeclared }.isEmpty)
    }

    /// A translation that loses a variable of its Base text, or spaces one apart (Crypto-monitor's
    /// German "Erhalte $ {name} price" for "Get ${name} price"): Xcode builds it, and iOS shows the
    /// text as it is. A per-case translation says its enum's or Boolean's value in words.
    @Test func aTranslationThatLosesAVariableIsNamed() throws {
        let file = try Self.brewWithTranslatableTexts()
        let base = try #require(file.localizedTexts["r1"]?.text)
        #expect(DefinitionTemplate.names(in: base).isEmpty == false, "\(base)")
        func lost(_ strings: [String: String]) -> [LintFinding] {
            let language = DefinitionStrings(language: "de", path: "de.lproj/Brew.strings", strings: strings, lines: ["t1": 7])
            return DefinitionLint.checkTranslations(file, languages: [language]).filter { $0.rule == .translationVariableLost }
        }
        let spaced = lost(["t1": "Brühe $ {tea} auf", "r1": base])
        #expect(spaced.map(\.severity) == [.warning], "\(spaced.map(\.message))")
        #expect(
            spaced.first?.message
                == "the de string t1, the title of shortcut type tea (“Brew ${tea}”), drops ${tea} of its Base text and writes “$ {tea}”,"
                + " which is no placeholder: iOS in de shows “Brühe $ {tea} auf” as it is")
        #expect(spaced.first?.file == "de.lproj/Brew.strings")
        #expect(spaced.first?.location?.line == 7)
        #expect(spaced.first?.subject == "string t1")
        // Never closed, or left out: each is named.
        #expect(lost(["t1": "Brühe ${tea auf"]).first?.message.contains("writes “${tea auf”, which is no placeholder") == true)
        #expect(
            lost(["t1": "Brühe Tee"]).first?.message.hasSuffix(
                "drops ${tea} of its Base text: de says “Brühe Tee”, and iOS in de never shows its value") == true
        )
        // A kept variable, in any order and words, is no finding; nor a translation per case of a Boolean.
        #expect(lost(["t1": "${tea} brühen", "r1": base]).isEmpty)
        var boolean = LintFixture()
        boolean.parameter(0) { $0["INIntentParameterType"] = "Boolean" }
        boolean.combinations {
            $0["tea"] = ["INIntentParameterCombinationTitle": "Brew ${tea}", "INIntentParameterCombinationTitleID": "t1"]
        }
        let perValue = DefinitionStrings(language: "de", path: "de.lproj/Brew.strings", strings: ["t1-yes": "Tee brühen"])
        #expect(
            DefinitionLint.checkTranslations(try boolean.parsed(), languages: [perValue]).filter { $0.rule == .translationVariableLost }.isEmpty)
        #expect(DefinitionLint.brokenPlaceholders(in: "Buy ＄｛tea｝ and ${cups} for $ 5 {x}") == ["＄｛tea｝"])
        // A format specifier where the variable was (Loop's Slovak, exported by Lokalise) is named
        // as the likely cause.
        #expect(
            lost(["t1": "Brühe '$%1$@' auf"]).first?.message.hasSuffix(
                "never shows its value (“%1$@” is a format specifier, which an intent's text never fills: a translation tool's export of ${tea}?)")
                == true)
        #expect(DefinitionLint.formatSpecifiers(in: "%@ and %1$@, %2$lld, %d%% of 100%, %s") == ["%@", "%1$@", "%2$lld", "%d", "%s"])
    }

    @Test func findingsReadAsCompilerLines() throws {
        var fixture = LintFixture()
        fixture.combinations { $0["tea"] = ["INIntentParameterCombinationTitle": "Brew ${cups} ${tea}"] }
        let lines = try fixture.findings().map { $0.line(file: "Brew.intentdefinition") }
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("Brew.intentdefinition:") == true)
        #expect(
            lines.first?.hasSuffix(": error: Brew: the title of shortcut type tea uses ${cups}, which is not among its parameters") == true,
            "\(lines)")
        let finding = try #require(try fixture.findings().first)
        #expect(finding.location.map { $0.line > 1 && $0.column >= 1 } == true)
    }

    /// A title of blank space only is written, so nothing falls back to the intent's title: the
    /// donation shows none (a file in a public app has three such shortcut types).
    @Test func aTitleOfBlankSpaceOnlyIsNoTitle() throws {
        var fixture = LintFixture()
        fixture.combinations { $0[""] = ["INIntentParameterCombinationTitle": " "] }
        let blank = try fixture.findings().filter { $0.rule == .missingTitle }
        #expect(blank.count == 1)
        #expect(blank.first?.message == "shortcut type (no parameters) has a title of blank space only; a donation of it shows no title")
        fixture.combinations { $0[""] = ["INIntentParameterCombinationTitle": ""] }
        // An empty title is no title at all: the intent's is shown, or (as here, the intent having
        // none) nothing, which the other reading of the rule says.
        let empty = try fixture.findings().filter { $0.rule == .missingTitle }.map(\.message)
        #expect(empty == ["shortcut type (no parameters) has no title; iOS shows no title for a donation of it"])
    }

    /// Findings come in the order of their lines, as a compiler's do, whatever order the checks
    /// found them in: the unknown key is checked last but written first.
    @Test func findingsComeInTheOrderOfTheirLines() throws {
        var fixture = LintFixture()
        fixture.intent { $0["AAUnknownKey"] = "x" }
        fixture.combinations { $0["tea"] = ["INIntentParameterCombinationTitle": "Brew ${cups} ${tea}"] }
        let findings = try fixture.findings()
        #expect(Set(findings.map(\.rule)) == [.unknownKey, .titleVariableNotInShortcutType])
        let lines = findings.compactMap { $0.location?.line }
        #expect(lines.count == 2)
        #expect(lines == lines.sorted(), "\(findings.map { $0.line(file: "Brew.intentdefinition") })")
        #expect(findings.first?.rule == .unknownKey)
    }

    /// Xcode's "Voice-Only Dialog" is a template too: read beside the printed one, its
    /// variables checked as the printed one's, and spoken where a code has no printed one.
    @Test func aVoiceOnlyTemplateIsReadCheckedAndSpokenWhereNothingIsPrinted() throws {
        var fixture = LintFixture()
        fixture.intent { intent in
            var response = intent["INIntentResponse"] as! [String: Any]
            response["INIntentResponseCodes"] = [
                [
                    "INIntentResponseCodeName": "success", "INIntentResponseCodeSuccess": true,
                    "INIntentResponseCodeConciseFormatString": "Your ${tea} is ready.",
                ],
                ["INIntentResponseCodeName": "failure", "INIntentResponseCodeConciseFormatString": "No ${kettle}."],
            ]
            intent["INIntentResponse"] = response
        }
        let findings = try fixture.findings().filter { $0.rule == .responseVariableNotDeclared }
        #expect(findings.map(\.message) == ["the voice-only template of failure uses ${kettle}: kettle is not a response parameter (tea, details)"])
        let file = try fixture.parsed()
        let success = try #require(file.intent(named: "Brew")?.response.code(named: "success"))
        #expect(success.template == nil && success.voiceOnlyTemplate == "Your ${tea} is ready." && success.spokenTemplate == "Your ${tea} is ready.")
        // A printed dialog is what a screen's Siri says; the voice-only one stays beside it.
        let both = ResponseDefinition.Code(name: "success", template: "Done: ${tea}.", isSuccess: true, voiceOnlyTemplate: "Your ${tea} is ready.")
        #expect(both.spokenTemplate == "Done: ${tea}.")
    }

    /// Simplenote's `Tag` has a property `kind` of its enum `Kind`, written as an Integer with
    /// `INTypePropertyEnumType`: read as the enum, and a response value for it is one of its cases.
    @Test func aTypesEnumPropertyIsReadAsItsEnum() throws {
        var fixture = LintFixture()
        var types = fixture.root["INTypes"] as! [[String: Any]]
        var properties = types[1]["INTypeProperties"] as! [[String: Any]]
        properties.append(["INTypePropertyName": "size", "INTypePropertyType": "Integer", "INTypePropertyEnumType": "Size"])
        types[1]["INTypeProperties"] = properties
        fixture.root["INTypes"] = types
        let file = try fixture.parsed()
        let size = try #require(file.objectType(named: "BrewDetails")?.property(named: "size"))
        #expect(size.enumType == "Size" && size.type == "Integer")
        #expect(try fixture.findings().filter { $0.severity == .error }.isEmpty)
        let brew = try #require(file.intent(named: "Brew"))
        #expect(try brew.responseValue("large", at: "details.size", in: file) == .enumeration(rawValue: "large", display: "large"))
        #expect(throws: ParameterValueError.self) { try brew.responseValue("huge", at: "details.size", in: file) }
    }

    /// A widget's list of a fixed size per widget size, as 2FAS writes it (the flag as the integer 1).
    @Test func aFixedSizeListIsReadPerWidgetSize() throws {
        var fixture = LintFixture()
        fixture.parameter(0) {
            $0["INIntentParameterSupportsMultipleValues"] = true
            $0["INIntentParameterFixedSizeArray"] = 1
            $0["INIntentParameterArraySizes"] = [
                ["INIntentParameterArraySizeSize": 1, "INIntentParameterArraySizeSizeClass": "Small"],
                ["INIntentParameterArraySizeSize": 3, "INIntentParameterArraySizeSizeClass": "Medium"],
            ]
        }
        let file = try fixture.parsed()
        let tea = try #require(file.intent(named: "Brew")?.parameter(named: "tea"))
        #expect(tea.fixedSizes == [.init(widgetSize: "Small", count: 1), .init(widgetSize: "Medium", count: 3)])
        #expect(file.unknownKeys.isEmpty)
        #expect(try fixture.findings().filter { $0.severity == .error }.isEmpty)
        let plain = try LintFixture().parsed()
        #expect(try #require(plain.intent(named: "Brew")?.parameter(named: "tea")).fixedSizes.isEmpty)
    }

    @Test func dottedResponseVariablesAreResolvedThroughTheOutputType() throws {
        let file = try LintFixture().parsed()
        let response = try #require(file.intent(named: "Brew")).response
        #expect(DefinitionLint.responseVariableProblem("details.minutes", response: response, file: file) == nil)
        #expect(
            DefinitionLint.responseVariableProblem("details.seconds", response: response, file: file)
                == "BrewDetails has no property seconds (displayString, minutes)")
        #expect(DefinitionLint.responseVariableProblem("total", response: response, file: file) == "total is not a response parameter (tea, details)")
        var bare = response
        bare.parameters = []
        #expect(
            DefinitionLint.responseVariableProblem("total", response: bare, file: file) == "total is not a response parameter (the response has none)"
        )
    }
}

/// A date parameter's value as a US English device writes it in each of Xcode's styles.
@Suite struct DateParameterTextTests {
    @Test func eachStyleAsADeviceWritesIt() {
        func text(_ iso: String, _ date: String?, _ time: String?) -> String? { DateParameterText.text(iso, dateStyle: date, timeStyle: time) }
        #expect(text("2024-05-01", "Full", nil) == "Wednesday, May 1, 2024")
        #expect(text("2024-05-01", "Long", nil) == "May 1, 2024")
        #expect(text("2024-05-01", "Medium", nil) == "May 1, 2024")
        // No style, or one the Intents framework does not know, is Full (its
        // INCodableDateComponentsAttributeMetadataStyleFromString: NSDateFormatter's full style).
        #expect(text("2024-12-25", nil, nil) == "Wednesday, December 25, 2024")
        #expect(text("2024-12-25", "Huge", nil) == "Wednesday, December 25, 2024")
        #expect(text("2024-01-05", "Medium", nil) == "Jan 5, 2024")
        #expect(text("2024-05-01", "Short", nil) == "5/1/24")
        #expect(text("2024-05-01T15:30", "Full", "Short") == "Wednesday, May 1, 2024 at 3:30 PM")
        #expect(text("2024-05-01T00:05:09", "Short", "Medium") == "5/1/24, 12:05:09 AM")
        #expect(text("2024-05-01T12:00", "No", "Short") == "12:00 PM")
        #expect(text("07:45", "Full", nil) == "7:45:00 AM")
        #expect(text("07:45", nil, "Short") == "7:45 AM")
        #expect(text("2000-02-29", "Full", "No") == "Tuesday, February 29, 2000")
        #expect(text("1999-12-31", "Full", nil) == "Friday, December 31, 1999")
        #expect(text("2024-05-01", "No", nil) == nil)
        #expect(text("2024-13-01", "Full", nil) == nil)
    }
}
