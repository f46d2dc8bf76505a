/// An intent definition file (`Intents.intentdefinition`, the property list Xcode edits), read
/// into typed values: what iOS knows of an app's custom intents.
public struct DefinitionFile: Sendable, Hashable {
    /// The file as named in messages.
    public var name: String
    public var enums: [IntentEnum]
    public var types: [IntentObjectType]
    public var intents: [CustomIntent]
    /// Keys the reader does not know, kept for `intents lint` to warn about.
    public var unknownKeys: [UnknownKey] {
        get { notes.value.unknownKeys }
        set { notes.change { $0.unknownKeys = newValue } }
    }
    /// Relationships Xcode left with a predicate and no parent, which are none: where each is,
    /// its `key` the predicate and its value (`EnumHasExactValue custom`).
    public var ignoredRelationships: [UnknownKey] {
        get { notes.value.ignoredRelationships }
        set { notes.change { $0.ignoredRelationships = newValue } }
    }
    /// Keys written twice in one dictionary: the property-list reader keeps the last silently.
    public var duplicateKeys: [DuplicateKey] {
        get { notes.value.duplicateKeys }
        set { notes.change { $0.duplicateKeys = newValue } }
    }
    /// Where each part is in the file, for messages that point at a line.
    public var sourceMap: SourceMap {
        get { notes.value.sourceMap }
        set { notes.change { $0.sourceMap = newValue } }
    }
    /// `INIntentDefinitionNamespace`: the namespace of the file's own enums and types.
    public var namespace: String?
    /// The localization ids of the file's texts (the keys of `<lang>.lproj/Intents.strings`),
    /// with where each is.
    public var localizationIDs: [String: SourceLocation] {
        get { notes.value.localizationIDs }
        set { notes.change { $0.localizationIDs = newValue } }
    }
    /// The ids among them that Xcode's export leaves out, so a language may or may not translate
    /// them: an empty text's, and the display name of an enum's `unknown` case.
    public var optionalLocalizationIDs: Set<String> {
        get { notes.value.optionalLocalizationIDs }
        set { notes.change { $0.optionalLocalizationIDs = newValue } }
    }
    /// Each localization id's text: whose it is and what it says (for findings that name it).
    public var localizedTexts: [String: LocalizedText] {
        get { notes.value.localizedTexts }
        set { notes.change { $0.localizedTexts = newValue } }
    }
    /// The localization ids the file keeps without their text (a String parameter's
    /// `INIntentParameterMetadataDefaultValueID` with no default value), with whose each would be.
    public var textlessLocalizationIDs: [String: LocalizedText] {
        get { notes.value.textlessLocalizationIDs }
        set { notes.change { $0.textlessLocalizationIDs = newValue } }
    }
    /// The text ids of shortcut types linked to the Shortcuts app's type of the same parameters
    /// (`INIntentParameterCombinationIsLinked`), each with the id of that managed type's same text
    /// (`…UpdatesLinked`): Xcode's export carries only the managed one, and a language without
    /// the linked id's string reads the managed one's.
    public var linkedLocalizationIDs: [String: String] {
        get { notes.value.linkedLocalizationIDs }
        set { notes.change { $0.linkedLocalizationIDs = newValue } }
    }
    /// The language the texts were read in; nil for Base.
    public var language: String?
    /// The parameters (`Intent.parameter`) whose display name that language does not translate,
    /// so that it is the Base text: an English name inside an English sentence under `--locale de`.
    public var untranslatedParameterNames: Set<String> = []
    /// What only diagnostics read (the ones above): known, or read from the file when first asked.
    var notes: DefinitionNotes

    public init(name: String, enums: [IntentEnum] = [], types: [IntentObjectType] = [], intents: [CustomIntent] = [], unknownKeys: [UnknownKey] = [])
    {
        self.name = name
        self.enums = enums
        self.types = types
        self.intents = intents
        self.notes = DefinitionNotes(DefinitionNotes.Values(unknownKeys: unknownKeys))
    }

    /// Equal when everything read from the file is, the notes included (where things are is not
    /// compared: `SourceMap` is always equal).
    public static func == (a: DefinitionFile, b: DefinitionFile) -> Bool {
        a.name == b.name && a.enums == b.enums && a.types == b.types && a.intents == b.intents && a.namespace == b.namespace
            && a.language == b.language && a.notes.value == b.notes.value
    }

    /// The notes are left out, so that hashing a file does not read them (equal files still hash alike).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(enums)
        hasher.combine(types)
        hasher.combine(intents)
        hasher.combine(namespace)
        hasher.combine(language)
    }

    /// The intent called `name`, as the file names it ("Order") or as its generated class
    /// ("OrderIntent").
    public func intent(named name: String) -> CustomIntent? {
        intents.first { $0.name == name } ?? intents.first { $0.typeName == name }
    }

    public func enumeration(named name: String) -> IntentEnum? { enums.first { $0.name == name } }

    public func objectType(named name: String) -> IntentObjectType? { types.first { $0.name == name } }

    /// The namespace of Apple's own types (`MediaItem`, `PlaybackRepeatMode`, …), which a file
    /// uses without declaring them.
    public static let systemNamespace = "System"
}

/// A key the reader does not know, and where it was.
public struct UnknownKey: Sendable, Hashable, Encodable {
    /// The intent it is in, if any.
    public var intent: String?
    /// What holds it: "parameter quantity", "enum OrderType", "the file".
    public var subject: String
    public var key: String
    /// Where it is: two cases of one enum (one subject) may each hold the same unknown key.
    public var location: SourceLocation? = nil

    public init(intent: String?, subject: String, key: String, location: SourceLocation? = nil) {
        self.intent = intent
        self.subject = subject
        self.key = key
        self.location = location
    }

    enum CodingKeys: String, CodingKey { case intent, subject, key }

    /// Equal by what it is; where it is is not compared (as `SourceMap` is not).
    public static func == (a: UnknownKey, b: UnknownKey) -> Bool { a.intent == b.intent && a.subject == b.subject && a.key == b.key }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(intent)
        hasher.combine(subject)
        hasher.combine(key)
    }
}

/// A value of the file that can be a default: `INIntentParameterMetadataDefaultValue`.
public enum DefinitionScalar: Sendable, Hashable, CustomStringConvertible {
    case integer(Int)
    case real(Double)
    case string(String)
    case bool(Bool)

    public var description: String {
        switch self {
        case .integer(let n): String(n)
        case .real(let x): Self.positional(x).contains(".") || !x.isFinite ? Self.positional(x) : Self.positional(x) + ".0"
        case .string(let s): s
        case .bool(let b): b ? "true" : "false"
        }
    }

    /// `x` in positional notation with the shortest digits that read back as `x`, as a person
    /// reads a number: Swift writes 10000000000000000 as 1e+16 and 0.00001 as 1e-05 (Dolalr's
    /// hourly rate has a maximum of 10000000000000000).
    public static func positional(_ x: Double) -> String {
        let text = String(x)
        guard x.isFinite, let e = text.firstIndex(of: "e"), let exponent = Int(text[text.index(after: e)...]) else { return text }
        var mantissa = text[..<e]
        let sign = mantissa.hasPrefix("-") ? "-" : ""
        if !sign.isEmpty { mantissa = mantissa.dropFirst() }
        let parts = mantissa.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let whole = String(parts[0])
        var digits = whole + (parts.count > 1 ? String(parts[1]) : "")
        while digits.count > 1, digits.hasSuffix("0") { digits.removeLast() }
        let point = whole.count + exponent
        if point <= 0 { return sign + "0." + String(repeating: "0", count: -point) + digits }
        if point >= digits.count { return sign + digits + String(repeating: "0", count: point - digits.count) }
        return sign + digits.prefix(point) + "." + digits.dropFirst(point)
    }

    /// The value as a number, for minimum and maximum.
    public var number: Double? {
        switch self {
        case .integer(let n): Double(n)
        case .real(let x): x
        case .string, .bool: nil
        }
    }
}

/// An enumeration of the file (`INEnums`): `OrderType` with pickup and delivery.
public struct IntentEnum: Sendable, Hashable, Encodable {
    public struct Case: Sendable, Hashable, Encodable {
        public var name: String
        public var displayName: String
        public var index: Int
        /// Written at index 0 with another name than `unknown` (Xcode 10's betas numbered an
        /// enum's cases from 0): iOS reads the value 0 as no value, whatever the case's name.
        public var isAtUnsetIndex = false
        /// Written with no `INEnumValueIndex`, as Xcode writes its `unknown` case only.
        public var isWithoutIndex = false
        /// The other words Siri hears for the case (Xcode's "Synonyms", `INEnumValueSynonyms`),
        /// translated as its display name is: "warm" for Heat.
        public var synonyms: [String] = []

        public init(
            name: String, displayName: String, index: Int, isAtUnsetIndex: Bool = false, isWithoutIndex: Bool = false, synonyms: [String] = []
        ) {
            (self.name, self.displayName, self.index, self.isAtUnsetIndex) = (name, displayName, index, isAtUnsetIndex)
            (self.isWithoutIndex, self.synonyms) = (isWithoutIndex, synonyms)
        }

        /// Whether the case is the unset value: `unknown` at index 0, or any case written at 0.
        public var isUnset: Bool { (index == 0 && name.lowercased() == "unknown") || isAtUnsetIndex }

        /// Whether `said` names the case, as Siri hears it: its name, display name or a synonym,
        /// letter case, accents and punctuation aside.
        public func isNamed(by said: String) -> Bool {
            let wanted = InvocationPhrase.normalized(said)
            return ([name, displayName] + synonyms).contains { InvocationPhrase.normalized($0) == wanted }
        }

        enum CodingKeys: String, CodingKey { case name, displayName, index, synonyms }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(name, forKey: .name)
            try container.encode(displayName, forKey: .displayName)
            try container.encode(index, forKey: .index)
            if !synonyms.isEmpty { try container.encode(synonyms, forKey: .synonyms) }
        }
    }

    public var name: String
    public var displayName: String
    public var cases: [Case]

    public func enumCase(named name: String) -> Case? { cases.first { $0.name == name } }

    /// The case a person names when giving a value: its name, else the one choosable case whose
    /// name or display name it is, letter case aside (`newPrivateSearch`, "New Private Search"),
    /// else the one whose synonym it is.
    public func enumCase(given text: String) -> Case? {
        if let exact = enumCase(named: text) { return exact }
        let wanted = text.trimmingWhitespace().lowercased()
        let matching = choosableCases.filter { $0.name.lowercased() == wanted || $0.displayName.lowercased() == wanted }
        if matching.count == 1 { return matching[0] }
        let bySynonym = choosableCases.filter { $0.isNamed(by: text) }
        return matching.isEmpty && bySynonym.count == 1 ? bySynonym[0] : nil
    }

    /// The case a parameter's default names. Xcode stores a case named after a Swift keyword with
    /// an underscore (`default_`, as its generated Swift names it) and the default as typed
    /// (`default`): GenshinPizzaHelper's widget has both.
    public func enumCase(forDefault value: String) -> Case? {
        enumCase(named: value) ?? (Self.swiftKeywords.contains(value) ? enumCase(named: value + "_") : nil)
    }

    /// The words a generated Swift case name cannot be without escaping.
    static let swiftKeywords: Set<String> = [
        "associatedtype", "break", "case", "catch", "class", "continue", "default", "defer", "deinit", "do", "else", "enum",
        "extension", "fallthrough", "false", "fileprivate", "for", "func", "guard", "if", "import", "in", "init", "inout",
        "internal", "is", "let", "nil", "operator", "private", "protocol", "public", "repeat", "rethrows", "return", "self",
        "static", "struct", "subscript", "super", "switch", "throw", "throws", "true", "try", "typealias", "var", "where", "while",
    ]
}

/// A custom type of the file (`INTypes`): an `INObject` subclass with properties.
public struct IntentObjectType: Sendable, Hashable, Encodable {
    public struct Property: Sendable, Hashable, Encodable {
        public var name: String
        public var displayName: String?
        public var type: String
        public var objectType: String?
        public var isList: Bool
        /// An enum property's enum (`INTypePropertyEnumType`), written with `INTypePropertyType`
        /// `Integer`, its storage.
        public var enumType: String? = nil
        /// The type the file writes for one of `INObject`'s own properties when it is not
        /// `INObject`'s (MEGA's `pronunciationHint`, an `Integer`): Xcode generates no property
        /// for one marked `INTypePropertyDefault`, so the object's is `INObject`'s, which `type`
        /// and `isList` then say. Nil for every other property.
        public var writtenType: String? = nil

        /// Its type as `intents show` writes it: `enum Kind`, an object type's name, else the
        /// type; a list's as `list of …`.
        public var shownType: String { (isList ? "list of " : "") + (enumType.map { "enum \($0)" } ?? objectType ?? type) }
    }

    /// `INObject`'s own properties, which Xcode lists first in every type it writes, marked
    /// `INTypePropertyDefault`: each one's type and whether it is a list.
    public static let objectProperties: [String: (type: String, isList: Bool)] = [
        "identifier": ("String", false), "displayString": ("String", false), "pronunciationHint": ("String", false),
        "alternativeSpeakableMatches": ("SpeakableString", true),
    ]

    public var name: String
    public var displayName: String
    public var properties: [Property]

    public func property(named name: String) -> Property? { properties.first { $0.name == name } }
}

/// One parameter of an intent (`INIntentParameters`).
public struct IntentParameter: Sendable, Hashable, Encodable {
    /// `INIntentParameterMetadata`: how the Shortcuts app edits the value, its default and range.
    public struct Metadata: Sendable, Hashable, Encodable {
        public var kind: String?
        public var defaultValue: DefinitionScalar?
        public var minimum: DefinitionScalar?
        public var maximum: DefinitionScalar?
        /// A Boolean's display names (`INIntentParameterMetadataTrueDisplayName`): "on" and "off".
        public var trueDisplayName: String?
        public var falseDisplayName: String?
        /// A duration's units, each value's own (`INIntentParameterMetadataDefaultUnit`,
        /// `…MinimumUnit`, `…MaximumUnit`): `Seconds`, `Minutes`, `Hours` or `Days`, as Xcode's
        /// editor offers them. A default of 30 in `Minutes` is half an hour.
        public var defaultUnit: String?
        public var minimumUnit: String?
        public var maximumUnit: String?
        /// A measurement's unit, the one the Shortcuts app edits it in (`INIntentParameterMetadataUnit`:
        /// `FluidOunces` for a Volume, as Xcode names Foundation's units).
        public var unit: String?
        /// A number's "Supports negative numbers" (`INIntentParameterMetadataSupportsNegativeNumbers`),
        /// which Xcode writes only when checked.
        public var supportsNegativeNumbers = false
        /// The types a File parameter takes when its file type is Custom
        /// (`INIntentParameterMetadataCustomUTIs`: Cryptomator's `public.data`, `public.image`,
        /// `public.content`); nil without any. The Shortcuts app offers only such files.
        public var fileTypes: [String]?
        /// A date's styles (`INIntentParameterMetadataDateStyle`, `…TimeStyle`): `Full`, `Long`,
        /// `Medium`, `Short` or `No`, how iOS writes the value in a sentence (`DateParameterText`).
        public var dateStyle: String?
        public var timeStyle: String?

        public init(
            kind: String? = nil, defaultValue: DefinitionScalar? = nil, minimum: DefinitionScalar? = nil, maximum: DefinitionScalar? = nil,
            trueDisplayName: String? = nil, falseDisplayName: String? = nil, defaultUnit: String? = nil, minimumUnit: String? = nil,
            maximumUnit: String? = nil, supportsNegativeNumbers: Bool = false
        ) {
            self.kind = kind
            self.defaultValue = defaultValue
            self.minimum = minimum
            self.maximum = maximum
            self.trueDisplayName = trueDisplayName
            self.falseDisplayName = falseDisplayName
            self.defaultUnit = defaultUnit
            self.minimumUnit = minimumUnit
            self.maximumUnit = maximumUnit
            self.supportsNegativeNumbers = supportsNegativeNumbers
        }

        /// A value as a number to compare with the others: a duration's in seconds, by its unit;
        /// any other as written. Nil when it is no number.
        static func measure(_ value: DefinitionScalar?, unit: String?) -> Double? {
            guard let number = value?.number else { return nil }
            return seconds(number, unit: unit) ?? number
        }

        /// The value as people read it: a duration with a unit in words ("30 minutes", "100
        /// days"), any other as written.
        static func describe(_ value: DefinitionScalar, unit: String?) -> String {
            guard let number = value.number, let seconds = seconds(number, unit: unit) else { return value.description }
            return DurationText.text(seconds)
        }

        /// A duration's seconds, read in its unit (WYID's maximum of 100 `Days`); nil without a
        /// unit soupchef knows. A value that its unit would make more than a century long is
        /// seconds written beside a display unit (TelemetryDeck's minimum, 86400 `Days`, and
        /// maximum, 25920000 `Days`, around a default of 2592000 `Seconds`: one day, 300 days and
        /// 30 days; read in days they would be 236 and 71,000 years).
        static func seconds(_ number: Double, unit: String?) -> Double? {
            guard let unit, let seconds = DurationText.seconds(number, unit: unit) else { return nil }
            let century = 100 * 365.25 * 86_400
            return seconds > century && number <= century ? number : seconds
        }

        /// The default, minimum and maximum as numbers to compare (`measure`).
        public var defaultMeasure: Double? { Self.measure(defaultValue, unit: defaultUnit) }
        public var minimumMeasure: Double? { Self.measure(minimum, unit: minimumUnit) }
        public var maximumMeasure: Double? { Self.measure(maximum, unit: maximumUnit) }

        /// The default, minimum and maximum as people read them (`describe`); nil when absent.
        public var defaultDescription: String? { defaultValue.map { Self.describe($0, unit: defaultUnit) } }
        public var minimumDescription: String? { minimum.map { Self.describe($0, unit: minimumUnit) } }
        public var maximumDescription: String? { maximum.map { Self.describe($0, unit: maximumUnit) } }

        /// The minimum and maximum as Siri says them in a reason: a whole Decimal without its
        /// fraction ("can’t be higher than 999", where `show` keeps 999.0 to tell the type).
        public var spokenMinimum: String? { minimum.map { Self.spoken($0, unit: minimumUnit) } }
        public var spokenMaximum: String? { maximum.map { Self.spoken($0, unit: maximumUnit) } }

        static func spoken(_ value: DefinitionScalar, unit: String?) -> String {
            if unit == nil, case .real(let number) = value, number == number.rounded() { return CustomIntent.decimalText(number) }
            return describe(value, unit: unit)
        }

        /// The range as people read it: "1…10", "at least 0", "at most 1.5", "5 minutes…2 hours";
        /// nil without bounds.
        public var rangeDescription: String? { Self.range(from: minimumDescription, to: maximumDescription) }

        /// Bounds as people read them, either or both: "1…10", "at least 0", "at most 1.5"; nil for neither.
        public static func range(from low: String?, to high: String?) -> String? {
            switch (low, high) {
            case (let low?, let high?): "\(low)…\(high)"
            case (let low?, nil): "at least \(low)"
            case (nil, let high?): "at most \(high)"
            case (nil, nil): nil
            }
        }
    }

    /// `INIntentParameterRelationship`: the parameter matters only when its parent has a value
    /// (`EnumHasExactValue`: that exact case; `IntegerValueIsGreaterThan`: a number above it;
    /// `DoubleHasExactValue`: a Decimal of that value).
    public struct Relationship: Sendable, Hashable, Encodable {
        public var parent: String
        public var predicate: String
        public var value: String?

        /// The comparisons Xcode writes for a number parent, by what follows `Integer` (an Integer
        /// parent's) or `Double` (a Decimal's) in the predicate's name, with the words `show` says
        /// them in (none for an exact value: "is 1").
        public static let numberComparisons: [String: (words: String?, holds: @Sendable (Double, Double) -> Bool)] = [
            "HasExactValue": (nil, { $0 == $1 }),
            "ValueIsGreaterThan": ("greater than", { $0 > $1 }),
            "ValueIsGreaterThanOrEqual": ("at least", { $0 >= $1 }),
            "ValueIsLessThan": ("less than", { $0 < $1 }),
            "ValueIsLessThanOrEqual": ("at most", { $0 <= $1 }),
        ]

        /// The comparison a predicate names on a number parent; nil for any other predicate.
        public static func numberComparison(_ predicate: String) -> (words: String?, holds: @Sendable (Double, Double) -> Bool)? {
            for kind in ["Integer", "Double"] where predicate.hasPrefix(kind) {
                return numberComparisons[String(predicate.dropFirst(kind.count))]
            }
            return nil
        }

        /// Whether a number parent's value lets the parameter be shown; nil when the predicate is
        /// not a comparison of numbers or its bound is not a number.
        public func holds(forNumber parentValue: Double) -> Bool? {
            guard let comparison = Self.numberComparison(predicate), let bound = value.flatMap({ Double($0) }) else { return nil }
            return comparison.holds(parentValue, bound)
        }

        /// The condition as `show` says it: "is pickup", "is greater than 1", "is set"; a
        /// Decimal's whole bound without its fraction ("is 1", where the file writes 1.0).
        public var condition: String {
            // A value left beside `HasAnyValue` (Provenance's "existing", from a predicate changed
            // in the editor) is no condition: any value of the parent will do.
            guard let value, predicate != "HasAnyValue" else { return "is set" }
            guard let comparison = Self.numberComparison(predicate) else { return "is \(value)" }
            let bound = Double(value).flatMap { $0 == $0.rounded() && abs($0) < 1e15 ? String(Int($0)) : nil } ?? value
            return "is " + (comparison.words.map { $0 + " " } ?? "") + bound
        }

        public init(parent: String, predicate: String, value: String?) {
            self.parent = parent
            self.predicate = predicate
            self.value = value
        }
    }

    /// A prompt dialog: what Siri says for one kind of question (`Primary`, `Confirmation`,
    /// `DisambiguationIntroduction`, `DisambiguationSelection`, …). An empty text means the
    /// system's own words.
    public struct Prompt: Sendable, Hashable, Encodable {
        public var kind: String
        public var text: String?

        public init(kind: String, text: String?) {
            self.kind = kind
            self.text = text
        }
    }

    /// An unsupported reason: a code the handler may answer with and what Siri then says.
    public struct UnsupportedReason: Sendable, Hashable, Encodable {
        public var code: String
        public var text: String?
        /// One of the system's reasons for the parameter's type (range, sign), not the app's own.
        public var isDefault: Bool

        public init(code: String, text: String?, isDefault: Bool) {
            self.code = code
            self.text = text
            self.isDefault = isDefault
        }
    }

    public var name: String
    public var displayName: String
    /// `INIntentParameterType`: String, Integer, Decimal, Boolean, Object, Placemark, … (an enum
    /// parameter is an Integer with `enumType`).
    public var type: String
    public var objectType: String?
    public var enumType: String?
    /// `INIntentParameterObjectTypeNamespace`/`…EnumTypeNamespace`: "System" for Apple's types.
    public var typeNamespace: String? = nil
    public var isList: Bool
    public var displayPriority: Int?
    public var isConfigurable: Bool
    public var supportsDynamicEnumeration: Bool
    public var supportsSearch: Bool
    public var metadata: Metadata
    public var relationship: Relationship?
    public var prompts: [Prompt]
    public var unsupportedReasons: [UnsupportedReason]
    /// A widget's list of a fixed size per widget size (`INIntentParameterFixedSizeArray`,
    /// `INIntentParameterArraySizes`: 2FAS's services, 1 on a small widget, 3 on a medium one…):
    /// as many slots as the widget's edit sheet offers. Empty for any other parameter.
    public var fixedSizes: [FixedSize] = []

    public struct FixedSize: Sendable, Hashable, Encodable {
        /// `Small`, `Medium`, `Large`, `ExtraLarge`, `AccessoryCircular`, `AccessoryRectangular`, `AccessoryInline`.
        public var widgetSize: String
        public var count: Int
    }

    /// The text of the first prompt of that kind that has one.
    public func prompt(_ kind: String) -> String? {
        prompts.first { $0.kind == kind && $0.text?.isEmpty == false }?.text
    }

    public func unsupportedReason(_ code: String) -> UnsupportedReason? { unsupportedReasons.first { $0.code == code } }
}

/// A parameter combination (a shortcut type), with what the file says beyond the title.
public struct ParameterCombination: Sendable, Hashable {
    public var shortcutType: ShortcutType
    public var supportsBackgroundExecution: Bool
    /// `INIntentParameterCombinationUpdatesLinked`, on managed combinations.
    public var updatesLinked: Bool
}

/// The response of an intent (`INIntentResponse`).
public struct ResponseDefinition: Sendable, Hashable, Encodable {
    public struct Code: Sendable, Hashable, Encodable {
        public var name: String
        /// `${parameter}` or `${parameter.property}` placeholders; nil: Siri says nothing of its own.
        /// Xcode's "Printed Dialog", what Siri shows (and speaks where a screen shows it).
        public var template: String?
        public var isSuccess: Bool
        /// Xcode's "Voice-Only Dialog" (`INIntentResponseCodeConciseFormatString`), what Siri
        /// speaks where nothing is shown (HomePod, AirPods, CarPlay); nil when the file has none.
        public var voiceOnlyTemplate: String? = nil

        public init(name: String, template: String?, isSuccess: Bool, voiceOnlyTemplate: String? = nil) {
            (self.name, self.template, self.isSuccess, self.voiceOnlyTemplate) = (name, template, isSuccess, voiceOnlyTemplate)
        }

        /// What Siri says on a device with a screen, as soupchef's conversations are: the
        /// printed dialog, or where the file has none, the voice-only one (a file made from a
        /// tutorial that fills only "Voice-Only Dialog" still answers in words).
        public var spokenTemplate: String? { template ?? voiceOnlyTemplate }
    }

    public struct Parameter: Sendable, Hashable, Encodable {
        public var name: String
        public var displayName: String
        public var type: String
        public var objectType: String?
        public var enumType: String?
        public var isList: Bool
        public var typeNamespace: String? = nil
        /// A Boolean's display names (`INIntentResponseParameterMetadataTrueDisplayName`): what
        /// Siri says for its two values in the response's dialog ("there", "missing").
        public var trueDisplayName: String? = nil
        public var falseDisplayName: String? = nil
        /// A date's type and styles (`INIntentResponseParameterMetadataType`, `…DateStyle`,
        /// `…TimeStyle`), as an intent parameter's (`DateParameterText`).
        public var dateKind: String? = nil
        public var dateStyle: String? = nil
        public var timeStyle: String? = nil
    }

    public var codes: [Code]
    public var parameters: [Parameter]
    /// The response parameter Shortcuts hands to the next action.
    public var output: String?
    /// The codes are the system domain's (a customised system intent's), not the file's.
    public var isSystemDefined = false

    public init(codes: [Code] = [], parameters: [Parameter] = [], output: String? = nil) {
        self.codes = codes
        self.parameters = parameters
        self.output = output
    }

    public func code(named name: String) -> Code? { codes.first { $0.name == name } }
    public func parameter(named name: String) -> Parameter? { parameters.first { $0.name == name } }

    /// The codes a handler may answer with: the file's, and for a custom intent also those
    /// Xcode's generated response class has for every one (`continueInApp`, `inProgress`,
    /// `failureRequiringAppLaunch`; `SystemIntentResponses.customIntentCodes`).
    public var answerableCodes: [Code] {
        isSystemDefined ? codes : codes + SystemIntentResponses.customIntentCodes.filter { code(named: $0.name) == nil }
    }
}

/// One custom intent of a definition file (`INIntents`).
public struct CustomIntent: Sendable, Hashable {
    /// As the file names it: "Order".
    public var name: String
    /// In a language that translates a text only per case of the enum it names (`<id>-<case's
    /// display name id>`): that text, as the Base file has it → "Enum.case" → the translation.
    public var caseTranslations: [String: [String: String]] = [:]
    public var title: String?
    public var description: String?
    public var verb: String?
    public var category: String?
    public var keyParameter: String?
    public var requiresConfirmation: Bool
    public var isConfigurable: Bool
    public var parameters: [IntentParameter]
    /// `INIntentParameterCombinations`, ordered by size, then by the parameters' order.
    public var combinations: [ParameterCombination]
    /// `INIntentManagedParameterCombinations`, ordered alike.
    public var managedCombinations: [ParameterCombination]
    public var response: ResponseDefinition
    /// `INIntentClassName`: the class of a customised system intent ("INPlayMediaIntent").
    public var className: String? = nil
    /// `INIntentClassPrefix`: Xcode's Class Prefix, put before the name in the generated class
    /// (OwnTracks' `SendNow` is `OwnTracksSendNowIntent`, as its Objective-C handler calls it).
    public var classPrefix: String? = nil
    /// `INIntentDomain` of a customised system intent: "Media", "Messages", …
    public var domain: String? = nil
    /// `INIntentCustomizable`: a system intent the app customises.
    public var isCustomizable: Bool = false
    /// `INIntentIneligibleForSuggestions`: iOS neither suggests nor offers it to add to Siri.
    public var isIneligibleForSuggestions: Bool = false
    /// `INIntentEligibleForWidgets`: a widget can be configured with it (iOS 14's widget
    /// configuration intents, "Configuration" in Xcode's template).
    public var isEligibleForWidgets: Bool = false
    /// `INIntentInput`, Xcode's Input Parameter: the parameter the Shortcuts app fills with what
    /// the action before it passes on, as `INIntentResponseOutput` names what it passes on.
    public var inputParameter: String? = nil

    /// The class Xcode generates for it, and the name interactions carry: "OrderIntent", with
    /// the class prefix before it when the file has one ("OwnTracksSendNowIntent"), or a
    /// customised system intent's own class ("INPlayMediaIntent").
    public var typeName: String {
        if let className, !className.isEmpty { return className }
        return (classPrefix ?? "") + name + "Intent"
    }

    /// A system intent (one of SiriKit's domains) that the app customises: customizable, in a
    /// domain, or of the `system` category (as Xcode 13 writes an `INPlayMediaIntent` it customises).
    public var isSystemIntent: Bool {
        className?.hasPrefix("IN") == true && (isCustomizable || domain != nil || category?.lowercased() == "system")
    }

    /// Whether Siri asks the person to go ahead before `handle`: the file's "User confirmation
    /// required" (`INIntentUserConfirmationRequired`), or a customised payment, which Siri always
    /// confirms whatever the file says (Apple's `INSendPaymentIntent` and `INRequestPaymentIntent`:
    /// "Siri always prompts the user to confirm the payment before asking your Intents extension
    /// to handle the transaction").
    public var siriAsksToConfirm: Bool {
        requiresConfirmation || (isSystemIntent && SystemIntentQuestions.alwaysConfirms(className))
    }

    public func parameter(named name: String) -> IntentParameter? { parameters.first { $0.name == name } }

    /// What the system compiles from the file: the part of the definition iOS uses for donations.
    public var systemDefinition: IntentDefinition {
        IntentDefinition(
            typeName: typeName, category: category ?? "generic", requiresConfirmation: requiresConfirmation,
            supportsBackgroundExecution: !combinations.isEmpty && combinations.allSatisfy(\.supportsBackgroundExecution),
            parameterNames: parameters.map(\.name), shortcutTypes: combinations.map(\.shortcutType))
    }
}
