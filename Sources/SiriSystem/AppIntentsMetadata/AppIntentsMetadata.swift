#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What Xcode's App Intents metadata processor writes into a built app as
/// `Metadata.appintents/extract.actionsdata`: the actions (App Intents), entities, queries, enums
/// and App Shortcuts the system reads without running the app. Read by `AppIntentsMetadataReader`;
/// everything a file may lack is optional, and kinds or numbers this reader does not know are kept
/// as `unknown`, never refused (docs/app-intents.md, "The metadata file").
public struct AppIntentsMetadata: Sendable, Hashable, Encodable {
    /// `generator {name, version}`: "xcode-tools" and the Xcode build ("17E192").
    public struct Generator: Sendable, Hashable, Encodable {
        public var name: String?
        public var version: String?
    }

    /// The file read.
    public var file: String
    public var generator: Generator?
    /// The top-level `version` (1 in every file seen).
    public var formatVersion: Int?
    /// `toolsVersion` of the `version.json` beside the file, when there is one.
    public var toolsVersion: String?
    public var actions: [AppIntentsAction]
    public var entities: [AppIntentsEntity]
    public var queries: [AppIntentsQuery]
    public var enums: [AppIntentsEnum]
    public var appShortcuts: [AppIntentsShortcut]
    /// `autoShortcutProviderMangledName`: present only when the app has an `AppShortcutsProvider`.
    public var shortcutsProvider: String?
    /// `shortcutTileColor`, the number Xcode writes.
    public var tileColor: Int?
    public var negativePhrases: [String]
    /// Top-level keys this reader does not interpret (newer Xcode's `assistant…` keys and others).
    public var otherKeys: [String]
    /// The `AppIntentsPackage`s the app includes (`extract.packagedata`, followed through the
    /// frameworks' own), each with the framework metadata read for it; empty when the file was read
    /// alone.
    public var packages: [AppIntentsPackage] = []
    /// Identifiers declared in two of the files read: the first declaration is kept.
    public var duplicates: [AppIntentsDuplicate] = []
    /// The strings tables the file's texts name besides `Localizable` (`"table": "CRLAppIntents"`,
    /// as Freeform's are written), in order.
    public var stringTables: [String] = []
    /// The keys the file's texts look up in each table they name besides `Localizable`, by table:
    /// Snapchat's titles are `{"key": "Open Camera", "table": "AppShortcuts"}`.
    public var tableKeys: [String: Set<String>] = [:]
    /// How each text the file writes as a localized string is looked up, by the text as read (its
    /// `defaultValue`, else its `key`): the key and the table it names (`Localizable` when it
    /// names none), each way once in the order met. A text written alone, or met only as a plain
    /// string, is its own key in `Localizable`.
    public var textLookups: [String: [AppIntentsTextLookup]] = [:]
    /// The bundle's strings table whose texts replaced localization keys the file holds
    /// (`en.lproj/Localizable.strings`), when it had any of them.
    public var localizedTexts: AppIntentsLocalizedTexts? = nil

    /// The files read: this one, then the included packages' found in the bundle.
    public var files: [String] { [file] + packages.compactMap { $0.problem == nil ? $0.file : nil } }

    public init(
        file: String, generator: Generator? = nil, formatVersion: Int? = nil, toolsVersion: String? = nil, actions: [AppIntentsAction] = [],
        entities: [AppIntentsEntity] = [], queries: [AppIntentsQuery] = [], enums: [AppIntentsEnum] = [], appShortcuts: [AppIntentsShortcut] = [],
        shortcutsProvider: String? = nil, tileColor: Int? = nil, negativePhrases: [String] = [], otherKeys: [String] = []
    ) {
        self.file = file
        self.generator = generator
        self.formatVersion = formatVersion
        self.toolsVersion = toolsVersion
        self.actions = actions
        self.entities = entities
        self.queries = queries
        self.enums = enums
        self.appShortcuts = appShortcuts
        self.shortcutsProvider = shortcutsProvider
        self.tileColor = tileColor
        self.negativePhrases = negativePhrases
        self.otherKeys = otherKeys
    }

    public func action(_ identifier: String) -> AppIntentsAction? { actions.first { $0.identifier == identifier } }
    public func entity(_ typeName: String) -> AppIntentsEntity? { entities.first { $0.typeName == typeName } }
    /// An enum of the file, else one an action carries in its own metadata (an enum of another
    /// module, as Podcasts' `OpenAppLocationAppIntent` carries `AppLocation`).
    public func enumeration(_ identifier: String) -> AppIntentsEnum? {
        enums.first { $0.identifier == identifier } ?? actions.lazy.compactMap(\.embeddedEnum).first { $0.identifier == identifier }
    }

    /// The query an entity's values come from by default: the one the entity names
    /// (`defaultQueryIdentifier`), else a query marked `defaultQueryForEntity` for its type. A file
    /// that records neither (Xcode before 16: iOS 17's LinkMetadata has no such field) gives an
    /// entity's query only as the query declared for its type (`entityType`), so that one is taken.
    public func defaultQuery(of entity: AppIntentsEntity) -> AppIntentsQuery? {
        // A module the entity's named query is in ("IntentFeatureB" of "IntentFeatureB.EntryQuery"):
        // a query of another module is another entity's of the same type name, never this one's.
        var module: Substring?
        if let named = entity.defaultQuery {
            if let query = queries.first(where: { $0.identifier == named || $0.qualifiedIdentifier == named }) { return query }
            if let dot = named.lastIndex(of: ".") { module = named[..<dot] }
        }
        func sameModule(_ query: AppIntentsQuery) -> Bool {
            guard let module, let qualified = query.qualifiedIdentifier, let dot = qualified.lastIndex(of: ".") else { return true }
            return qualified[..<dot] == module
        }
        if let marked = queries.first(where: { $0.entityType == entity.typeName && $0.isDefault && sameModule($0) }) { return marked }
        return entity.defaultQueryIsRecorded ? nil : queries.first { $0.entityType == entity.typeName && sameModule($0) }
    }

    /// The iOS release `shortcut` is introduced in, when a device on iOS `major` does not have
    /// it yet: the latest of its own and its action's `availabilityAnnotations` for iOS, as written
    /// ("18.0"), and iOS 16, where App Shortcuts came, compared by major release. Nil when it is
    /// there on `major`.
    public func iOSRelease(of shortcut: AppIntentsShortcut, laterThan major: Int) -> String? {
        let written =
            [shortcut.availability, action(shortcut.actionIdentifier)?.availability].compactMap { $0?["LNPlatformNameIOS"] }
            + ["\(SimulatedIOS.firstAppIntentsRelease).0"]
        // "*" (and any version not written with a number) holds no release.
        func release(_ version: String) -> Int? { Int(version.prefix { $0 != "." }) }
        return written.filter { release($0).map { $0 > major } ?? false }.max { (release($0) ?? 0) < (release($1) ?? 0) }
    }

    /// The iOS release `shortcut`'s action is gone from, when a device on iOS `major` no longer
    /// has it: its `availabilityAnnotations`' `obsoletedVersion` for iOS, as written ("18.0"), at
    /// `major` or before, compared by major release; "*" when it was never on iOS. Nil when the
    /// action is there on `major`.
    public func iOSObsoletion(of shortcut: AppIntentsShortcut, atOrBefore major: Int) -> String? {
        guard let written = action(shortcut.actionIdentifier)?.obsoleted["LNPlatformNameIOS"] else { return nil }
        if written == "*" { return written }
        // A version not written with a number holds no release.
        guard let release = Int(written.prefix { $0 != "." }), release <= major else { return nil }
        return written
    }

    /// The keys of the App Shortcuts' own table (`AppShortcuts.strings`, `AppShortcuts.xcstrings`)
    /// that texts of the file other than phrases are looked up under: a title, a short title, a
    /// parameter's title written with `"table": "AppShortcuts"`. Such a key is used, though no phrase.
    public var appShortcutsTableTexts: Set<String> {
        (tableKeys["AppShortcuts"] ?? []).subtracting(appShortcuts.flatMap(\.phrases)).subtracting(negativePhrases).subtracting([""])
    }

    /// The tile colour's name, for the numbers whose name is known (see `ShortcutTileColor`).
    public var tileColorName: String? { tileColor.flatMap(ShortcutTileColorName.name(of:)) }
}

/// The strings tables a bundle's texts were read from, and how many of the file's texts were keys of them.
public struct AppIntentsLocalizedTexts: Sendable, Hashable, Encodable {
    /// The first table read (`en.lproj/Localizable.strings`).
    public var file: String
    /// Every table read, the first first.
    public var files: [String]
    public var resolved: Int

    public init(files: [String], resolved: Int) {
        self.file = files.first ?? ""
        self.files = files
        self.resolved = resolved
    }
}

extension AppIntentsMetadata {
    /// Replaces each text that is a key of `table` (a title, a description, a display name, a
    /// case's title or synonym, a short title) with the table's text for it, as iOS looks a
    /// `LocalizedStringResource`'s key up in the app's strings; phrases are the App Shortcuts
    /// tables' and summaries are left as written, and an included package's texts are its own
    /// framework's. Returns how many texts were replaced.
    public mutating func resolveKeys(in table: [String: String]) -> Int { resolveKeys(inTables: ["Localizable": table]) }

    /// Replaces each text with its table's text for its key, as `resolveKeys(in:)` does, each
    /// text looked up in the table it names (`textLookups`; `Localizable` when it names none)
    /// and no other, as iOS looks a `LocalizedStringResource` up in its own `table`: a key two
    /// tables hold reads as the one its text names. `tables` holds each table's texts by name.
    public mutating func resolveKeys(inTables tables: [String: [String: String]]) -> Int {
        var resolved = 0
        let lookups = textLookups
        func look(_ text: inout String?) {
            guard let written = text else { return }
            let ways = lookups[written] ?? [AppIntentsTextLookup(key: written, table: "Localizable")]
            // A text written alike with two tables (rare) reads as the first that has it.
            guard let found = ways.lazy.compactMap({ tables[$0.table]?[$0.key] }).first(where: { !$0.isEmpty }), found != written else { return }
            text = found
            resolved += 1
        }
        func look(_ texts: inout [String]) {
            for index in texts.indices {
                var text: String? = texts[index]
                look(&text)
                texts[index] = text ?? texts[index]
            }
        }
        func look(_ enumeration: inout AppIntentsEnum) {
            look(&enumeration.displayName)
            for index in enumeration.cases.indices {
                look(&enumeration.cases[index].title)
                look(&enumeration.cases[index].synonyms)
            }
        }
        // An included package's texts are its framework's strings, not the app's.
        for index in actions.indices where actions[index].source == nil {
            look(&actions[index].title)
            look(&actions[index].description)
            look(&actions[index].category)
            look(&actions[index].searchKeywords)
            if var deprecation = actions[index].deprecation {
                look(&deprecation.message)
                actions[index].deprecation = deprecation
            }
            for parameter in actions[index].parameters.indices {
                look(&actions[index].parameters[parameter].title)
                look(&actions[index].parameters[parameter].description)
            }
            if var embedded = actions[index].embeddedEnum {
                look(&embedded)
                actions[index].embeddedEnum = embedded
            }
        }
        for index in entities.indices where entities[index].source == nil {
            look(&entities[index].displayName)
            look(&entities[index].synonyms)
            for property in entities[index].properties.indices { look(&entities[index].properties[property].title) }
        }
        for index in enums.indices where enums[index].source == nil { look(&enums[index]) }
        for index in appShortcuts.indices {
            look(&appShortcuts[index].shortTitle)
            if var presentation = appShortcuts[index].parameterPresentation {
                look(&presentation.genericTitle)
                for option in presentation.options.indices { look(&presentation.options[option].title) }
                appShortcuts[index].parameterPresentation = presentation
            }
        }
        return resolved
    }
}

/// How a localized text is looked up: its `key` in its `table` (`Localizable` when it names none).
public struct AppIntentsTextLookup: Sendable, Hashable, Encodable {
    public var key: String
    public var table: String

    public init(key: String, table: String) {
        self.key = key
        self.table = table
    }
}

/// An `AppIntentsPackage` an app includes: a mangled name of `extract.packagedata`'s `includes`,
/// and the framework metadata read for it.
public struct AppIntentsPackage: Sendable, Hashable, Encodable {
    /// The mangled name as written: "18PodcastsAppIntents0abC7PackageV".
    public var name: String
    /// Its module, the framework it is looked for as: "PodcastsAppIntents".
    public var module: String
    /// The module of the package that includes it, when it is not the app: a framework's own
    /// `extract.packagedata` includes it.
    public var includedBy: String?
    /// The framework, relative to the app ("Frameworks/PodcastsAppIntents.framework"); nil when the
    /// bundle has no such framework with metadata.
    public var source: String?
    /// Its `extract.actionsdata`, as shown; nil when not found.
    public var file: String?
    /// Why the file found could not be read; nil when it was read (or not found).
    public var problem: String?

    public init(name: String, module: String, includedBy: String? = nil, source: String? = nil, file: String? = nil, problem: String? = nil) {
        self.name = name
        self.module = module
        self.includedBy = includedBy
        self.source = source
        self.file = file
        self.problem = problem
    }

    public var isRead: Bool { file != nil && problem == nil }
}

/// An identifier declared in two of the files read (the app's and a package's, or two packages'):
/// the first declaration is the one kept.
public struct AppIntentsDuplicate: Sendable, Hashable, Encodable {
    /// "action", "entity", "query" or "enum".
    public var kind: String
    public var identifier: String
    /// Where the kept declaration comes from: nil for the app's own file, else the framework.
    public var keptSource: String?
    /// The framework whose declaration is left out.
    public var ignoredSource: String

    public init(kind: String, identifier: String, keptSource: String?, ignoredSource: String) {
        self.kind = kind
        self.identifier = identifier
        self.keptSource = keptSource
        self.ignoredSource = ignoredSource
    }
}

/// `ShortcutTileColor`'s cases by the number Xcode writes for them. Apple does not document the
/// numbers; this table follows the order of the cases' declaration, counted from 0: Voice Memos
/// writes 0, which no case has when counting from 1, and the files whose apps name no colour
/// write 14, the last case (docs/app-intents.md says how sure).
public enum ShortcutTileColorName {
    public static let names = [
        "red", "tangerine", "orange", "yellow", "lime", "lightBlue", "teal", "blue", "navy", "grape", "purple", "pink", "grayBlue",
        "grayGreen", "grayBrown",
    ]

    public static func name(of number: Int) -> String? { names.indices.contains(number) ? names[number] : nil }
    public static func number(of name: String) -> Int? { names.firstIndex(of: name) }
}

/// A parameter's or a property's type: the one-key `valueType` object.
public indirect enum AppIntentsValueType: Sendable, Hashable, Encodable, CustomStringConvertible {
    /// `primitive {wrapper {typeIdentifier N}}`.
    case primitive(Int?)
    /// `entity {wrapper {typeName}}`: an `AppEntity`.
    case entity(String)
    /// `entity {wrapper {typeName, codable {…}}}`: a value of a `Codable` type the framework
    /// carries (`Swift.Duration` in Xcode 27's files), not an `AppEntity`.
    case codable(String)
    /// `linkEnumeration {wrapper {identifier}}`: an `AppEnum`.
    case enumeration(String)
    /// `array {wrapper {memberValueType}}`.
    case array(AppIntentsValueType)
    /// `measurement {wrapper {unitType N}}`.
    case measurement(Int?)
    /// `intents {wrapper {typeIdentifier N}}`: files (`IntentFile`), people (`IntentPerson`) and the
    /// framework's other value types.
    case intents(Int?)
    /// `searchCriteria {wrapper {typeIdentifier N}}`: what a search intent is given to search for
    /// (`StringSearchCriteria`, `ShowInAppSearchResultsIntent`'s `criteria`): N as a primitive's.
    case searchCriteria(Int?)
    /// `alternative {wrapper {appEnumIdentifier, memberValueTypes}}`: a value of one of several
    /// types (Podcasts' show-or-episode parameters), with the enum whose cases name the members.
    case alternative(enumIdentifier: String?, members: [AppIntentsValueType])
    /// A kind this reader does not know, or no type at all: shown, never refused.
    case unknown(String)

    /// The primitive type numbers, by their Swift type: the thirteen LinkMetadata knows
    /// (`LNPrimitiveValueType`, 0 to 12), the fixed-width integers and `DateComponents` among them.
    public static let primitiveNames: [Int: String] = [
        0: "String", 1: "Bool", 2: "Int", 3: "Int8", 4: "Int16", 5: "Int32", 6: "Int64", 7: "Double", 8: "Date", 9: "DateComponents",
        10: "Placemark", 11: "URL", 12: "AttributedString",
    ]

    /// The primitive numbers of whole numbers: `Int` and the fixed-width integers.
    public static let integerIdentifiers: Set<Int> = [2, 3, 4, 5, 6]

    /// `measurement {wrapper {unitType N}}`: the `Measurement` unit's dimension, by LinkMetadata's
    /// numbers (`LNMeasurementValueType`, 1 to 22; 0 is a unit it does not support).
    public static let unitTypeNames: [Int: String] = [
        1: "length", 2: "mass", 3: "temperature", 4: "volume", 5: "speed", 6: "energy", 7: "duration", 8: "acceleration", 9: "angle",
        10: "area", 11: "concentration of mass", 12: "dispersion", 13: "electric charge", 14: "electric current",
        15: "electric potential difference", 16: "electric resistance", 17: "frequency", 18: "fuel efficiency", 19: "illuminance",
        20: "information storage", 21: "power", 22: "pressure",
    ]

    /// `intents {wrapper {typeIdentifier N}}`: the framework's own value types (`IntentFile`,
    /// `IntentPerson`, `IntentCurrencyAmount`…), by LinkMetadata's numbers (`LNIntentsValueType`, 0 to 14).
    public static let intentsTypeNames: [Int: String] = [
        0: "application", 1: "calendar event", 2: "environment", 3: "person", 4: "note", 5: "notification", 6: "timer", 7: "task",
        8: "task list", 9: "media item", 10: "media search", 11: "message conversation", 12: "file", 13: "payment method",
        14: "currency amount",
    ]

    /// Whether a value of this type is a whole number (`Int`, `Int8`…`Int64`).
    public var isInteger: Bool {
        if case .primitive(let number?) = self { return Self.integerIdentifiers.contains(number) }
        return false
    }

    /// The whole numbers a value of this type can hold: an `Int8`'s −128…127, an `Int16`'s, an
    /// `Int32`'s; an `Int`'s or `Int64`'s (and any other type's) those of `Int`.
    public var integerBounds: ClosedRange<Int> {
        switch self {
        case .primitive(3?): Int(Int8.min)...Int(Int8.max)
        case .primitive(4?): Int(Int16.min)...Int(Int16.max)
        case .primitive(5?): Int(Int32.min)...Int(Int32.max)
        default: Int.min...Int.max
        }
    }

    public var description: String {
        switch self {
        case .primitive(let number?): Self.primitiveNames[number] ?? "unknown primitive \(number)"
        case .primitive(nil): "unknown primitive"
        case .entity(let name): "entity \(name)"
        case .codable(let name): "value \(name)"
        case .enumeration(let name): "enum \(name)"
        case .array(let member): "list of \(member)"
        case .measurement(let unit): "measurement" + (unit.map { " (\(Self.unitTypeNames[$0] ?? "unit type \($0)"))" } ?? "")
        case .intents(let number?): Self.intentsTypeNames[number] ?? "framework type \(number)"
        case .intents(nil): "framework type"
        case .searchCriteria(let number): "search criteria" + (number.map { " (\(Self.primitiveNames[$0] ?? "type \($0)"))" } ?? "")
        case .alternative(_, let members): members.isEmpty ? "one of no type" : "one of " + members.map(\.description).joined(separator: ", ")
        case .unknown(let kind): kind.isEmpty ? "unknown type" : "unknown type \(kind)"
        }
    }

    /// The types a value of this type may have: a union's members (each as its own), else itself.
    public var alternatives: [AppIntentsValueType] {
        if case .alternative(_, let members) = self { return members.flatMap(\.alternatives) }
        return [self]
    }

    /// Whether an App Shortcut phrase may name a parameter of this type (an entity or an enum, or
    /// a union with one among its members).
    public var isPhraseParameter: Bool {
        switch self {
        case .entity, .enumeration: true
        case .alternative(_, let members): members.contains(where: \.isPhraseParameter)
        default: false
        }
    }

    /// Whether this type is, or has among a union's members, a kind this reader does not know.
    public var hasUnknownKind: Bool {
        alternatives.contains { if case .unknown = $0 { true } else { false } }
    }

    /// `{"kind": "entity", "name": "SoupAppEntity", "description": "entity SoupAppEntity"}`.
    public func encode(to encoder: any Encoder) throws {
        enum Keys: String, CodingKey { case kind, typeIdentifier, name, member, members, enumIdentifier, unitType, description }
        var container = encoder.container(keyedBy: Keys.self)
        switch self {
        case .primitive(let number):
            try container.encode("primitive", forKey: .kind)
            try container.encode(number, forKey: .typeIdentifier)
        case .entity(let name):
            try container.encode("entity", forKey: .kind)
            try container.encode(name, forKey: .name)
        case .codable(let name):
            try container.encode("codable", forKey: .kind)
            try container.encode(name, forKey: .name)
        case .enumeration(let name):
            try container.encode("enum", forKey: .kind)
            try container.encode(name, forKey: .name)
        case .array(let member):
            try container.encode("array", forKey: .kind)
            try container.encode(member, forKey: .member)
        case .measurement(let unit):
            try container.encode("measurement", forKey: .kind)
            try container.encode(unit, forKey: .unitType)
        case .intents(let number):
            try container.encode("intents", forKey: .kind)
            try container.encode(number, forKey: .typeIdentifier)
        case .searchCriteria(let number):
            try container.encode("searchCriteria", forKey: .kind)
            try container.encode(number, forKey: .typeIdentifier)
        case .alternative(let enumIdentifier, let members):
            try container.encode("alternative", forKey: .kind)
            try container.encode(members, forKey: .members)
            try container.encodeIfPresent(enumIdentifier, forKey: .enumIdentifier)
        case .unknown(let kind):
            try container.encode("unknown", forKey: .kind)
            try container.encode(kind, forKey: .name)
        }
        try container.encode(description, forKey: .description)
    }
}

/// One App Intent (`actions.<identifier>`).
public struct AppIntentsAction: Sendable, Hashable, Encodable {
    public var identifier: String
    /// `fullyQualifiedTypeName`: "Module.TypeName".
    public var typeName: String?
    public var title: String?
    public var description: String?
    public var parameters: [AppIntentsParameter]
    public var opensApp: Bool
    /// Whether Shortcuts lists it: the top-level `isDiscoverable`, else
    /// `visibilityMetadata.isDiscoverable`; true when the file says neither. Xcode writes the
    /// top-level value false for what it keeps out of Shortcuts whatever the intent declared (an
    /// assistant-only intent, a widget's configuration intent).
    public var isDiscoverable: Bool
    /// `visibilityMetadata.isDiscoverable`: what the intent declared (`static var isDiscoverable`).
    public var isDeclaredDiscoverable: Bool?
    /// `visibilityMetadata.assistantOnly` (`static var assistantOnly`): for Siri and Apple
    /// Intelligence only, never listed in Shortcuts or Spotlight. Xcode then writes the top-level
    /// `isDiscoverable` false, beside `visibilityMetadata.isDiscoverable` true.
    public var isAssistantOnly: Bool
    /// Whether Shortcuts and Spotlight list it: discoverable, and not for the assistant only.
    public var isListed: Bool { isDiscoverable && !isAssistantOnly }
    /// A widget's configuration intent (`WidgetConfigurationIntent`): its system protocol says so.
    public var isWidgetConfiguration: Bool { systemProtocols.contains { $0.hasSuffix("WidgetConfiguration") } }
    /// A control's configuration intent (`ControlConfigurationIntent`, iOS 18's Control Center
    /// controls): kept out of Shortcuts as a widget's is (Xcode 26.3 writes the top-level
    /// `isDiscoverable` false beside a declared true).
    public var isControlConfiguration: Bool { systemProtocols.contains { $0.hasSuffix("ControlConfiguration") } }
    /// Whether the intent itself declares `isDiscoverable = false`: `visibilityMetadata` says so,
    /// or, in a file that writes only the top-level value (Xcode 15), that value does and the
    /// action is no widget's or control's configuration, which Xcode keeps out of Shortcuts
    /// whatever it declares. Siri, Spotlight and Shortcuts cannot reach such an intent, and App
    /// Shortcuts require a discoverable one (Apple's `isDiscoverable` documentation).
    public var declaresNotDiscoverable: Bool {
        if let declared = isDeclaredDiscoverable { return !declared }
        return !isDiscoverable && !isWidgetConfiguration && !isControlConfiguration
    }
    public var systemProtocols: [String]
    public var outputType: AppIntentsValueType?
    public var authenticationPolicy: Int?
    /// `availabilityAnnotations`: platform → the version it was introduced in.
    public var availability: [String: String]
    /// `availabilityAnnotations`: platform → the version it was obsoleted in (`*`: not there at
    /// all, as Voice Memos writes for watchOS).
    public var obsoleted: [String: String]
    /// `actionConfiguration.actionSummary`: the parameter summary.
    public var summary: AppIntentsSummary?
    /// `assistantDefinedSchemas`.
    public var assistantSchemas: [AppIntentsAssistantSchema]
    /// The framework whose metadata declares it, relative to the app ("Frameworks/Kit.framework"),
    /// when it comes from an included package rather than the app's own file.
    public var source: String?
    /// `descriptionMetadata.categoryName.title`: the category Shortcuts lists the action under
    /// (`IntentDescription(categoryName:)`).
    public var category: String?
    /// `descriptionMetadata.searchKeywords`: the words Shortcuts' search finds the action by.
    public var searchKeywords: [String] = []
    /// `customIntentClassName`: the SiriKit custom intent this App Intent replaces
    /// (`CustomIntentMigratedAppIntent.intentClassName`), whose recorded shortcuts iOS runs with it.
    public var customIntentClassName: String?
    /// `deprecationMetadata`: the intent is deprecated (`static var deprecation`, iOS 17), with
    /// the message Shortcuts shows and the intent that replaces it.
    public var deprecation: AppIntentsDeprecation?
    /// The enum declared in the action's own `typeSpecificMetadata`
    /// (`LNActionTypeMetadataKeyEntityMetadata` → `enumMetadata`): the type an open intent's
    /// target has when the enum is another module's and not in the file's `enums`.
    public var embeddedEnum: AppIntentsEnum?

    public init(
        identifier: String, typeName: String? = nil, title: String? = nil, description: String? = nil, parameters: [AppIntentsParameter] = [],
        opensApp: Bool = false, isDiscoverable: Bool = true, isDeclaredDiscoverable: Bool? = nil, isAssistantOnly: Bool = false,
        systemProtocols: [String] = [],
        outputType: AppIntentsValueType? = nil, authenticationPolicy: Int? = nil, availability: [String: String] = [:],
        obsoleted: [String: String] = [:], summary: AppIntentsSummary? = nil, assistantSchemas: [AppIntentsAssistantSchema] = [],
        embeddedEnum: AppIntentsEnum? = nil
    ) {
        self.identifier = identifier
        self.typeName = typeName
        self.title = title
        self.description = description
        self.parameters = parameters
        self.opensApp = opensApp
        self.isDiscoverable = isDiscoverable
        self.isDeclaredDiscoverable = isDeclaredDiscoverable
        self.isAssistantOnly = isAssistantOnly
        self.systemProtocols = systemProtocols
        self.outputType = outputType
        self.authenticationPolicy = authenticationPolicy
        self.availability = availability
        self.obsoleted = obsoleted
        self.summary = summary
        self.assistantSchemas = assistantSchemas
        self.embeddedEnum = embeddedEnum
    }

    public func parameter(_ name: String) -> AppIntentsParameter? { parameters.first { $0.name == name } }

    /// A platform of `availabilityAnnotations` as people write it: `LNPlatformNameWATCHOS` is watchOS.
    public static func platformName(_ key: String) -> String {
        let bare = key.hasPrefix("LNPlatformName") ? String(key.dropFirst("LNPlatformName".count)) : key
        let names = [
            "IOS": "iOS", "MACOS": "macOS", "WATCHOS": "watchOS", "TVOS": "tvOS", "VISIONOS": "visionOS", "MACCATALYST": "Mac Catalyst",
            "Wildcard": "every platform",
        ]
        return names[bare] ?? bare
    }
}

/// An intent's deprecation (`deprecationMetadata {messageText, replacedByIntentIdentifier}`, as
/// LinkMetadata's `LNActionDeprecationMetadata` has it).
public struct AppIntentsDeprecation: Sendable, Hashable, Encodable {
    /// `messageText`: what Shortcuts says of it.
    public var message: String?
    /// `replacedByIntentIdentifier`: the intent to use instead.
    public var replacedBy: String?

    public init(message: String? = nil, replacedBy: String? = nil) {
        self.message = message
        self.replacedBy = replacedBy
    }
}

/// A schema of Apple's assistant an action or entity conforms to (`assistantDefinedSchemas`,
/// `@AppIntent(schema: .audio.playAudio)`): `{"domain": "audio", "name": "PlayAudioIntent",
/// "version": "1.0.0"}`.
public struct AppIntentsAssistantSchema: Sendable, Hashable, Encodable, CustomStringConvertible {
    public var domain: String?
    public var name: String?
    public var version: String?

    public init(domain: String?, name: String?, version: String?) {
        self.domain = domain
        self.name = name
        self.version = version
    }

    /// "audio.PlayAudioIntent 1.0.0".
    public var description: String {
        [domain, name].compactMap { $0 }.joined(separator: ".") + (version.map { " \($0)" } ?? "")
    }
}

/// A parameter of an action (`@Parameter`).
public struct AppIntentsParameter: Sendable, Hashable, Encodable {
    public var name: String
    public var title: String?
    public var description: String?
    public var isOptional: Bool
    public var type: AppIntentsValueType
    /// `LNValueTypeSpecificMetadataKeyDefaultValue`, as text (a list's, its items between commas).
    public var defaultValue: String?
    /// A list's default, item by item (`{"array": {"elements": […]}}`).
    public var defaultItems: [String]? = nil
    /// A number's bounds (`inclusiveRange`, `controlStyle` ranges): `LNValueTypeMetadataKeyNumberLowerBound`
    /// and `…UpperBound`, as text.
    public var lowerBound: String? = nil
    public var upperBound: String? = nil
    /// `queryIdentifier`: the query a parameter's values come from when it names one of its own
    /// (TikTok's `TikTokAppIntent.IntentSelectSearchQuery`), not its entity's default query.
    public var queryIdentifier: String? = nil

    /// Whether `number` is within the bounds, as the framework checks a number's range before
    /// `perform()` runs (`IntResolver`: an integer within the parameter's inclusive range).
    public func allows(_ number: Double) -> Bool {
        if let low = lowerBound.flatMap(Double.init), number < low { return false }
        if let high = upperBound.flatMap(Double.init), number > high { return false }
        return true
    }

    /// "0…255", "at least 1", "at most 10": the bounds as said in a message; nil without any.
    public var rangeDescription: String? { IntentParameter.Metadata.range(from: lowerBound, to: upperBound) }
    /// A file's accepted types (`IntentFile`'s `supportedTypeIdentifiers`):
    /// `LNValueTypeMetadataKeyFileSupportedTypes`, uniform type identifiers.
    public var fileTypes: [String] = []

    public init(
        name: String, title: String? = nil, description: String? = nil, isOptional: Bool = false, type: AppIntentsValueType,
        defaultValue: String? = nil
    ) {
        self.name = name
        self.title = title
        self.description = description
        self.isOptional = isOptional
        self.type = type
        self.defaultValue = defaultValue
    }
}

/// An `AppEntity` (`entities.<typeName>`).
public struct AppIntentsEntity: Sendable, Hashable, Encodable {
    public struct Property: Sendable, Hashable, Encodable {
        public var identifier: String
        public var title: String?
        public var type: AppIntentsValueType
    }

    public var typeName: String
    public var qualifiedTypeName: String?
    public var displayName: String?
    /// `defaultQueryIdentifier`.
    public var defaultQuery: String?
    public var properties: [Property]
    /// `transient`: a `TransientAppEntity`, which has no query.
    public var isTransient: Bool
    /// The type's other names (`TypeDisplayRepresentation(name:synonyms:)`, with the display name's
    /// alternatives), as enum cases' are read.
    public var synonyms: [String]
    /// `assistantDefinedSchemas`.
    public var assistantSchemas: [AppIntentsAssistantSchema]
    /// The framework declaring it, when it comes from an included package (as an action's).
    public var source: String?
    /// Whether its file records entities' default queries (`defaultQueryIdentifier`, or queries'
    /// `defaultQueryForEntity`), as Xcode 16 and later write them. An older file names none, and
    /// the query declared for the entity's type is its query.
    public var defaultQueryIsRecorded: Bool = true

    public init(
        typeName: String, qualifiedTypeName: String? = nil, displayName: String? = nil, defaultQuery: String? = nil, properties: [Property] = [],
        isTransient: Bool = false, synonyms: [String] = [], assistantSchemas: [AppIntentsAssistantSchema] = []
    ) {
        self.typeName = typeName
        self.qualifiedTypeName = qualifiedTypeName
        self.displayName = displayName
        self.defaultQuery = defaultQuery
        self.properties = properties
        self.isTransient = isTransient
        self.synonyms = synonyms
        self.assistantSchemas = assistantSchemas
    }
}

/// An `EntityQuery` (`queries.<identifier>`).
public struct AppIntentsQuery: Sendable, Hashable, Encodable {
    public var identifier: String
    public var qualifiedIdentifier: String?
    /// `entityType`, else the entity `resultValueType` names; nil when neither names one (Xcode
    /// writes `""` for an `IntentValueQuery`, whose result may be a union).
    public var entityType: String?
    /// `defaultQueryForEntity`.
    public var isDefault: Bool
    /// `resultValueType`: what the query finds.
    public var resultType: AppIntentsValueType?
    /// `inputValueType`: what an `IntentValueQuery` is given to find it from.
    public var inputType: AppIntentsValueType?
    /// The framework declaring it, when it comes from an included package (as an action's).
    public var source: String?

    public init(
        identifier: String, qualifiedIdentifier: String? = nil, entityType: String? = nil, isDefault: Bool = false,
        resultType: AppIntentsValueType? = nil, inputType: AppIntentsValueType? = nil
    ) {
        self.identifier = identifier
        self.qualifiedIdentifier = qualifiedIdentifier
        self.entityType = entityType
        self.isDefault = isDefault
        self.resultType = resultType
        self.inputType = inputType
    }

    /// What the query is, for a person: "for ShowEntity", "takes entity X and returns one of …".
    public var summary: String {
        if let entityType { return "for \(entityType)" }
        var parts: [String] = []
        if let inputType { parts.append("takes \(inputType)") }
        if let resultType { parts.append("returns \(resultType)") }
        return parts.isEmpty ? "for an unknown type" : parts.joined(separator: " and ")
    }
}

/// An `AppEnum` (an element of `enums`).
public struct AppIntentsEnum: Sendable, Hashable, Encodable {
    public struct Case: Sendable, Hashable, Encodable {
        public var identifier: String
        /// `displayRepresentation.title`: what Siri says and hears.
        public var title: String?
        /// The other names Siri hears for the case: the title's `alternatives` and the display
        /// representation's `synonyms` (with theirs), in the file's order, each once (case aside).
        public var synonyms: [String]

        public init(identifier: String, title: String? = nil, synonyms: [String] = []) {
            self.identifier = identifier
            self.title = title
            self.synonyms = synonyms
        }
    }

    public var identifier: String
    public var displayName: String?
    public var cases: [Case]
    /// The framework declaring it, when it comes from an included package (as an action's).
    public var source: String?

    public init(identifier: String, displayName: String? = nil, cases: [Case]) {
        self.identifier = identifier
        self.displayName = displayName
        self.cases = cases
    }

    /// The case a person names: its identifier as written, else the words of its title, its
    /// identifier or one of its other names (case, spacing and punctuation aside). Siri hears a
    /// case by its synonyms when it is answered as when a phrase names it. In `language`, a
    /// number is heard in its words too: “Stufe 2” answered "Stufe zwei" in German.
    public func caseNamed(_ said: String, language: String? = nil) -> Case? {
        if let found = cases.first(where: { $0.identifier == said }) { return found }
        // As said: "Solar and Tariff" is the case titled "Solar & Tariff".
        let words = HeardText.heard(said, language: language)
        guard !words.isEmpty else { return nil }
        func heard(_ text: String) -> String { HeardText.heard(text, language: language) }
        return cases.first { heard($0.title ?? $0.identifier) == words || heard($0.identifier) == words }
            ?? cases.first { $0.synonyms.contains { heard($0) == words } }
    }

    /// The case an answer to Siri names: `caseNamed`, else the one whose title or identifier it
    /// is with spaces they do not have ("police car" for “policecar”), else words of its title and of no other
    /// case's, as a custom intent's enum case and any choice are heard ("current" for “Current or
    /// Concluded”; a word two titles hold is none).
    public func caseAnswered(_ said: String, language: String? = nil) -> Case? {
        if let named = caseNamed(said, language: language) { return named }
        if let index = SiriAnswers.choiceSpacedApart(said, among: cases.map { [$0.title ?? $0.identifier, $0.identifier] }) { return cases[index] }
        return SiriAnswers.choiceHolding(said, among: cases.map { $0.title ?? $0.identifier }).map { cases[$0] }
    }
}

/// An App Shortcut (an element of `autoShortcuts`).
public struct AppIntentsShortcut: Sendable, Hashable, Encodable {
    public var actionIdentifier: String
    /// `phraseTemplates[].key`: "Order ${soup} from ${applicationName}".
    public var phrases: [String]
    public var shortTitle: String?
    public var systemImageName: String?
    /// `availabilityAnnotations`: platform → the version it was introduced in, as an action's;
    /// nil when the file writes none.
    public var availability: [String: String]?
    /// `parameterPresentation` (iOS 17): how Shortcuts and Spotlight show the App Shortcut once per
    /// value of a parameter; nil when the file writes none.
    public var parameterPresentation: ParameterPresentation? = nil

    /// An App Shortcut's `ParameterPresentation`: the parameter whose values it is shown with, the
    /// title of each (`specificTitle`, a summary naming the parameter), the title without a value,
    /// and the collections of values offered, each with its title and symbol.
    public struct ParameterPresentation: Sendable, Hashable, Encodable {
        public var parameter: String
        /// `specificTitle.formatString`: "${openInboxEntity}".
        public var specificTitle: String?
        /// `genericTitle`, when not empty.
        public var genericTitle: String?
        public var options: [Option]

        public struct Option: Sendable, Hashable, Encodable {
            public var title: String?
            public var systemImageName: String?

            public init(title: String?, systemImageName: String?) {
                self.title = title
                self.systemImageName = systemImageName
            }
        }

        public init(parameter: String, specificTitle: String? = nil, genericTitle: String? = nil, options: [Option] = []) {
            self.parameter = parameter
            self.specificTitle = specificTitle
            self.genericTitle = genericTitle
            self.options = options
        }
    }

    public init(
        actionIdentifier: String, phrases: [String], shortTitle: String? = nil, systemImageName: String? = nil, availability: [String: String]? = nil
    ) {
        self.actionIdentifier = actionIdentifier
        self.phrases = phrases
        self.shortTitle = shortTitle
        self.systemImageName = systemImageName
        self.availability = availability
    }

    public static let applicationName = "${applicationName}"

    /// The `${name}` placeholders of `phrase` other than `${applicationName}`, in order.
    public static func parameters(in phrase: String) -> [String] { AppShortcut.parameters(in: phrase) }
}
