import SiriSystem
import SoupChefViews
import SoupKit
import TextMatching

/// `soupchef intents`: read, check and try out any intent definition file.
struct IntentsCommand: ParsableCommand {
    static let name = "intents"
    static let configuration = CommandConfiguration(
        name: name,
        abstract: "Read, check and try out what Xcode ships: intent definition files and App Intents metadata.",
        discussion: """
            Works on any definition file Xcode writes (Intents.intentdefinition, SiriKit, iOS 12 to 15) and on any
            app's App Intents metadata (Metadata.appintents/extract.actionsdata, iOS 16 and later), not only Soup
            Chef's own (whose definition 'intents show' prints without a file). See docs/intents.md and
            docs/app-intents.md for the formats, the lint rules, and how iOS titles a donation.
            """,
        subcommands: [
            IntentsShowCommand.self, IntentsLintCommand.self, IntentsDonateCommand.self, IntentsConverseCommand.self, IntentsOptionsCommand.self,
            IntentsMatchCommand.self,
        ],
        runsWithoutSubcommand: false)

    init(_ arguments: ParsedArguments) throws {}

    func run(_ context: Context) throws -> ExitStatus { .usage }

    /// `path`, or the one intent definition the folder at `path` holds (`DefinitionSearch`): a
    /// project's folder, or an app bundle that ships no App Intents metadata. A folder holding
    /// several is a usage error naming them.
    static func definitionPath(_ path: String) throws -> String {
        let (resolved, several) = DefinitionSearch.resolve(path)
        guard several.count > 1 else { return resolved }
        let shown = several.prefix(5).map(Diagnostic.escaped).joined(separator: ", ") + (several.count > 5 ? " and \(several.count - 5) more" : "")
        throw UsageError("\(Diagnostic.escaped(path)) holds \(several.count) intent definitions (\(shown)); name the one to read")
    }

    /// Reads `path`, or Soup Chef's own definition without one; a file that cannot be used is
    /// reported as one line with exit 65 (74 when it cannot be read at all).
    static func read(_ path: String?, locale: String? = nil) throws -> DefinitionFile {
        guard let path else {
            if locale != nil { throw UsageError("--locale needs a definition file (its <language>.lproj/Intents.strings)") }
            return SoupChef.definitionFile
        }
        // Every command hands App Intents metadata to its own reading before it gets here.
        if AppIntentsMetadataReader.recognizes(path: path) {
            throw CommandFailure(.dataError, "\(Diagnostic.escaped(path)) is App Intents metadata, not an intent definition")
        }
        do {
            var strings: DefinitionStrings?
            // A definition kept in a language's folder (ko.lproj) is that language's text itself,
            // unless a strings file of its own translates it.
            let own = DefinitionLocalization.ownLanguage(ofDefinitionAt: path)
            if let requested = locale, requested.lowercased() != "base" {
                let copies = DefinitionLocalization.localizedCopies(ofDefinitionAt: path)
                // `--locale pl` reads pl-PL.lproj when that is the only Polish there, as a device does.
                let translated = DefinitionLocalization.languages(forDefinitionAt: path).map(\.language)
                let present = (translated + copies.map(\.language) + [own].compactMap { $0 })
                    .filter { $0 != DefinitionLocalization.unreadableCatalog }
                let locale = DefinitionLocalization.closestLanguage(to: requested, in: present) ?? requested
                strings = try DefinitionLocalization.strings(forDefinitionAt: path, language: locale)
                // A language kept as a whole copy of the definition (Telegram's de.lproj) is read as it is.
                // A strings table under the definition's name is no copy iOS reads (lint:
                // `unusedLocalizedCopy`): the language is then missing, and said so.
                var stray: String?
                if strings == nil && locale != own, let copy = copies.first(where: { $0.language.lowercased() == locale.lowercased() }) {
                    do {
                        var file = try DefinitionReader.read(path: copy.path)
                        file.language = copy.language
                        return file
                    } catch let error as DefinitionError where error.kind == .stringsTable {
                        stray = copy.path
                    }
                }
                // The catalog's source language is the Base text's own, as a device set to it reads it.
                if strings == nil && locale != own,
                    let source = DefinitionLocalization.catalogSourceLanguage(forDefinitionAt: path),
                    DefinitionLocalization.closestLanguage(to: requested, in: [source]) != nil
                {
                    return try DefinitionReader.read(path: path)
                }
                if strings == nil && locale != own {
                    // A file that cannot be read says so (74, 65) before any language it lacks.
                    _ = try DefinitionReader.read(path: path)
                    let languages = DefinitionLocalization.languages(forDefinitionAt: path)
                    // Each language once: one with a strings file and a copy beside it too is one language.
                    var seen: Set<String> = []
                    let found = (languages.map(\.language) + copies.filter { $0.path != stray }.map(\.language)).filter {
                        $0 != own && $0 != DefinitionLocalization.unreadableCatalog && seen.insert($0.lowercased()).inserted
                    }
                    let first = own.map { "\($0) (the file's own)" } ?? "Base"
                    // A string catalog beside it that cannot be read may be where the language is.
                    let unreadable = languages.first { $0.language == DefinitionLocalization.unreadableCatalog }.map {
                        "; \(Diagnostic.escaped($0.path)) is not a string catalog ('soupchef intents lint' says why)"
                    }
                    let strayNote = stray.map {
                        "; \(Diagnostic.escaped($0)) is a strings table under the definition's name, which iOS does not read"
                            + " ('soupchef intents lint' says more)"
                    }
                    // A device in a language the app lacks shows its development language's texts,
                    // the Base ones (SubWidget's English Base, asked for with --locale en).
                    // What is no language tag (`../Base`, a path) names no device's language.
                    let baseNote =
                        !DefinitionLocalization.isLanguageFolder(locale)
                        ? "; \(Diagnostic.escaped(locale)) is no language tag: give a language, such as fr, or one with its script or region, zh-Hans, pt-BR"
                        : own == nil ? "; a device set to \(Diagnostic.escaped(locale)) shows the Base texts, which leaving out --locale reads" : ""
                    throw UsageError(
                        "\(Diagnostic.escaped(path)) has no \(Diagnostic.escaped(locale)) translation (languages: "
                            + (found.isEmpty ? "only \(first)" : ([first] + found).joined(separator: ", ")) + ")" + (unreadable ?? "")
                            + (strayNote ?? "") + baseNote)
                }
            }
            return try DefinitionReader.read(path: path, strings: strings)
        } catch let error as DefinitionError {
            throw CommandFailure(error.kind == .unreadable ? .ioError : .dataError, error.description)
        }
    }
}

extension IntentsCommand {
    /// Without `--locale` the file's own (Base) texts are read, where an English device reads an
    /// English folder beside it first (a regional one, `en-GB`, only a device of that English): when that folder words some of the texts otherwise
    /// (PDX-Bus' `en.lproj` says "departures" where its Base says "arrivals"), what to add to read
    /// them as the device does. Nil when there is no such folder or it changes nothing.
    static func englishNote(_ path: String?, _ definition: DefinitionFile) -> String? {
        guard let path, DefinitionLocalization.ownLanguage(ofDefinitionAt: path) == nil else { return nil }
        let languages = DefinitionLocalization.languages(forDefinitionAt: path).map(\.language)
        guard let english = DefinitionLocalization.closestLanguage(to: "en", in: languages),
            let strings = try? DefinitionLocalization.strings(forDefinitionAt: path, language: english)
        else { return nil }
        // Compared as read: spaces at the ends are no words (the Base texts are read without them).
        let reworded = strings.strings.filter { key, value in
            definition.localizedTexts[key].map { $0.text.trimmingWhitespace() != value.trimmingWhitespace() } ?? false
        }.count
        guard reworded > 0 else { return nil }
        // A regional folder (Home Assistant's en-GB) is read first only by devices of that English:
        // an American one reads the Base texts, the development language's.
        let device = DefinitionLocalization.isBareLanguage(english) ? "an English device" : "a device in \(Diagnostic.escaped(english))"
        return "These are the file's Base texts; \(device) reads \(Diagnostic.escaped(strings.path)) first, which rewords "
            + "\(reworded) of them: add --locale \(english) to read them as it does"
    }

    /// The definition file donate and converse require.
    static let file = Argument<String>("file", help: eitherHelp, completion: .file, parser: .pathInPlace)
    /// What lint, show and match read: a definition, or App Intents metadata.
    static let eitherHelp =
        "An .intentdefinition file, or App Intents metadata (extract.actionsdata, its Metadata.appintents folder, the .app or a build folder)."
    /// The language to read the definition in.
    static let locale = Option<String?>(
        "locale", placeholder: "language",
        help: "Read the texts in this language: <language>.lproj/Intents.strings beside Base.lproj, or a string catalog (e.g. zh-Hans).",
        parser: .language)
}

struct IntentsShowCommand: ParsableCommand {
    static var readsEnvironmentSettings: Bool { false }
    static let name = "show"
    static let configuration = CommandConfiguration(
        name: name,
        abstract: "Show a definition's intents, parameters, prompts, shortcut types and responses, or App Intents metadata's actions.",
        discussion: "Without FILE, shows Soup Chef's own definition (Data/Intents.intentdefinition, built into soupchef).",
        arguments: [file], options: [locale])

    static let file = Argument<String?>(optional: "file", help: IntentsCommand.eitherHelp, completion: .file, parser: .pathInPlace)
    /// show's `--locale` reads App Intents metadata's phrase translations too.
    static let locale = Option<String?>(
        "locale", placeholder: "language",
        help: "Read the texts in this language: <language>.lproj/Intents.strings beside Base.lproj, or a string catalog (e.g. zh-Hans);"
            + " for App Intents metadata, the App Shortcut phrases in <language>.lproj/AppShortcuts.strings or AppShortcuts.xcstrings.",
        parser: .language)

    let file: String?
    let locale: String?

    init(_ arguments: ParsedArguments) throws {
        let given = try arguments[Self.file]
        locale = try arguments[Self.locale]
        file = try given.map(IntentsCommand.definitionPath)
    }

    func run(_ context: Context) throws -> ExitStatus {
        if let file, AppIntentsMetadataReader.recognizes(path: file) {
            return try AppIntentsMetadataCommands.show(file, locale: locale, context)
        }
        let definition = try IntentsCommand.read(file, locale: locale)
        if locale == nil, let note = IntentsCommand.englishNote(file, definition) { context.note(note) }
        if context.json {
            try context.printJSON(definition)
            return .success
        }
        context.out.write(Prose.fitted(Self.render(definition), width: context.width))
        return .success
    }

    /// A widget size as people say it: `ExtraLarge` is "extra large", `AccessoryInline` "inline accessory".
    static func widgetSizeName(_ size: String) -> String {
        let known = [
            "Small": "small", "Medium": "medium", "Large": "large", "ExtraLarge": "extra large", "AccessoryCircular": "circular accessory",
            "AccessoryRectangular": "rectangular accessory", "AccessoryInline": "inline accessory", "AccessoryCorner": "corner accessory",
        ]
        return known[size] ?? size
    }

    static func render(_ file: DefinitionFile) -> String {
        var lines: [String] = [file.name]
        func quoted(_ text: String?) -> String { text.map { "“\($0)”" } ?? "(the system's words)" }
        for intent in file.intents {
            lines.append("")
            var heading = "Intent \(intent.name) (\(intent.typeName))"
            if let title = intent.title { heading += ": \(title)" }
            if let description = intent.description { heading += " — \(description)" }
            lines.append(heading)
            var facts: [String] = []
            if let category = intent.category { facts.append("category \(category)") }
            if let verb = intent.verb { facts.append("verb \(verb)") }
            if let key = intent.keyParameter { facts.append("key parameter \(key)") }
            // Xcode's Input Parameter: what the Shortcuts app fills with the previous action's output.
            if let input = intent.inputParameter, !input.isEmpty { facts.append("Shortcuts input \(input)") }
            if intent.requiresConfirmation {
                facts.append("asks for confirmation")
            } else if intent.siriAsksToConfirm {
                facts.append("asks for confirmation (Siri confirms every payment)")
            }
            if intent.isConfigurable { facts.append("configurable in Shortcuts") }
            if intent.isSystemIntent { facts.append("customises a system intent" + (intent.domain.map { " (\($0) domain)" } ?? "")) }
            if intent.isIneligibleForSuggestions { facts.append("not eligible for suggestions") }
            if intent.isEligibleForWidgets { facts.append("configures widgets") }
            if !facts.isEmpty { lines.append("  " + facts.joined(separator: ", ")) }
            // A text the language translates only once per value of its enum or Boolean variable,
            // listed in the order of the enum's cases (D1, D2, …, D10, not D1, D10, D2).
            func perValue(_ text: String?, indent: String = "      ") -> [String] {
                guard let text, let variants = intent.caseTranslations[text] else { return [] }
                func place(_ key: String) -> (Int, String) {
                    let parts = key.split(separator: ".", maxSplits: 1).map(String.init)
                    guard parts.count == 2, let cases = file.enumeration(named: parts[0])?.cases,
                        let index = cases.firstIndex(where: { $0.name == parts[1] })
                    else { return (Int.max, key) }
                    return (index, parts[0])
                }
                let keys = variants.keys.sorted { place($0) != place($1) ? place($0) < place($1) : $0 < $1 }
                return keys.map { "\(indent)for \($0): “\(variants[$0]!)”" }
            }
            lines.append(intent.parameters.isEmpty ? "  Parameters: none" : "  Parameters:")
            for parameter in intent.parameters {
                var type = parameter.enumType.map { "enum \($0)" } ?? parameter.objectType.map { "\(parameter.type) \($0)" } ?? parameter.type
                if parameter.isList { type = "list of \(type)" }
                if !parameter.fixedSizes.isEmpty {
                    type +=
                        " (on widgets: " + parameter.fixedSizes.map { "\($0.count) \(Self.widgetSizeName($0.widgetSize))" }.joined(separator: ", ")
                        + ")"
                }
                var line = "    \(parameter.name) (\(parameter.displayName)): \(type)"
                let metadata = parameter.metadata
                if parameter.typeNamespace == DefinitionFile.systemNamespace { line += " (system type)" }
                if let value = metadata.defaultDescription {
                    // A default a translation empties (Home Assistant's en-GB `"3jKamg" = "";`) is none.
                    line += value.trimmingWhitespace().isEmpty ? ", default \"\" (empty: no value)" : ", default \(value)"
                    // Xcode may leave an enum's default on its unknown case, which iOS reads as none.
                    if let enumName = parameter.enumType, let enumeration = file.enumeration(named: enumName) {
                        if let found = enumeration.enumCase(forDefault: value) {
                            if found.isUnset { line += " (no value)" }
                        } else if case .string = metadata.defaultValue {
                            // A case renamed or removed after it was chosen: Xcode keeps the old name.
                            line += " (no case of \(enumName): no value)"
                        } else {
                            // A Boolean's or a number's default, kept from the type the parameter had before.
                            line += " (left from another type, no case of \(enumName): no value)"
                        }
                    }
                }
                if let range = metadata.rangeDescription { line += ", \(range)" }
                // A measurement's unit, the one the Shortcuts app edits it in.
                if let unit = metadata.unit, MeasurementValue.isMeasurement(parameter) { line += ", in \(MeasurementValue.words(unit))" }
                // Xcode's Type of a date: a day (Date), a day and its time (DateTime), or a time alone (Time).
                if parameter.type == "DateComponents", let kind = metadata.kind {
                    line += ", " + (["Date": "date only", "DateTime": "date and time", "Time": "time only"][kind] ?? kind)
                }
                if parameter.type == "File" {
                    // Xcode's File Type: one it names (Humboldt's Image), or Custom with the types listed.
                    if let types = metadata.fileTypes {
                        line += ", file types " + types.joined(separator: ", ")
                    } else if let kind = metadata.kind, kind != "Custom" {
                        line += ", file type \(kind)"
                    }
                }
                // Xcode keeps a Boolean's display names when the parameter becomes an enum (Pizza
                // Helper's); only a Boolean is shown by them.
                if parameter.type == "Boolean", parameter.enumType == nil,
                    metadata.trueDisplayName != nil || metadata.falseDisplayName != nil
                {
                    line += ", shown as \(quoted(metadata.trueDisplayName ?? "true"))/\(quoted(metadata.falseDisplayName ?? "false"))"
                }
                // Xcode's "Options are provided dynamically": the app lists the choices (a widget's
                // store, account or token), and with search on, looks them up as the person types.
                if parameter.supportsDynamicEnumeration {
                    line += ", options provided dynamically" + (parameter.supportsSearch ? " (searchable)" : "")
                }
                if let relationship = parameter.relationship {
                    line += ", only when \(relationship.parent) \(relationship.condition)"
                }
                lines.append(line)
                // A prompt without words is asked with the system's words ("What's the date format?").
                for prompt in parameter.prompts {
                    lines.append("      \(prompt.kind): \(quoted(prompt.text?.isEmpty == false ? prompt.text : nil))")
                    lines += perValue(prompt.text, indent: "        ")
                }
                for reason in parameter.unsupportedReasons {
                    lines.append("      unsupported \(reason.code)\(reason.isDefault ? " (system)" : ""): \(quoted(reason.text))")
                }
            }
            for (label, combinations) in [("Shortcut types", intent.combinations), ("Managed shortcut types", intent.managedCombinations)]
            where !combinations.isEmpty {
                lines.append("  \(label):")
                for combination in combinations {
                    let type = combination.shortcutType
                    let key = type.shownKey
                    var line = "    \(key)\(type.isPrimary ? " (primary)" : ""): " + (type.title.isEmpty ? "(no title)" : "“\(type.title)”")
                    if let subtitle = type.subtitle, !subtitle.isEmpty { line += " / “\(subtitle)”" }
                    if combination.supportsBackgroundExecution { line += ", in the background" }
                    lines.append(line)
                    lines += perValue(type.title) + perValue(type.subtitle)
                }
            }
            if !intent.response.isSystemDefined {
                lines.append("  Responses:")
            } else if SystemIntentResponses.knows(intent.typeName) {
                lines.append("  Responses (the system's, for \(intent.typeName)):")
            } else {
                lines.append("  Responses (the codes most system intents have; \(intent.typeName)'s own are not in soupchef's table):")
            }
            for code in intent.response.codes {
                let template = code.template.flatMap { $0.isEmpty ? nil : "“\($0)”" } ?? "(no template)"
                lines.append("    \(code.name)\(code.isSuccess ? " (success)" : ""): \(template)")
                lines += perValue(code.template)
                if let voiceOnly = code.voiceOnlyTemplate {
                    lines.append("      voice only: “\(voiceOnly)”")
                    lines += perValue(voiceOnly, indent: "        ")
                }
            }
            if !intent.response.parameters.isEmpty {
                let parameters = intent.response.parameters.map { parameter in
                    var type = parameter.enumType ?? parameter.objectType ?? parameter.type
                    if parameter.isList { type = "list of \(type)" }
                    var shown = ""
                    if parameter.type == "Boolean", parameter.enumType == nil,
                        parameter.trueDisplayName != nil || parameter.falseDisplayName != nil
                    {
                        shown = ", shown as \(quoted(parameter.trueDisplayName ?? "true"))/\(quoted(parameter.falseDisplayName ?? "false"))"
                    }
                    return "\(parameter.name) (\(type)\(shown)\(parameter.name == intent.response.output ? ", output" : ""))"
                }
                lines.append("  Response parameters: " + parameters.joined(separator: ", "))
            }
        }
        for enumeration in file.enums {
            lines.append("")
            lines.append(
                "Enum \(enumeration.name)\(shownName(enumeration.displayName, of: enumeration.name)): "
                    + enumeration.cases.map { enumCase in
                        // The synonyms Siri also hears for the case ("warm" for Heat).
                        let also = enumCase.synonyms.isEmpty ? "" : "; also " + enumCase.synonyms.map { "“\($0)”" }.joined(separator: ", ")
                        return "\(enumCase.name) (“\(enumCase.displayName)”\(also))"
                    }.joined(separator: ", ") + (enumeration.cases.isEmpty ? "(no cases)" : ""))
        }
        for type in file.types {
            lines.append("")
            lines.append(
                "Type \(type.name)\(shownName(type.displayName, of: type.name)): "
                    + type.properties.map { "\($0.name) (\($0.shownType))" }.joined(separator: ", ")
                    + (type.properties.isEmpty ? "(no properties)" : ""))
        }
        if file.intents.isEmpty && file.enums.isEmpty && file.types.isEmpty { lines += ["", "(no intents, enums or types)"] }
        // Every piece of file text is escaped: a newline in a title cannot fake an output line.
        return lines.map(Diagnostic.escaped).joined(separator: "\n") + "\n"
    }
}

struct IntentsLintCommand: ParsableCommand {
    static var readsEnvironmentSettings: Bool { false }
    static let name = "lint"
    static let configuration = CommandConfiguration(
        name: name, abstract: "Check a definition or App Intents metadata for what Xcode or iOS would reject, and what would surprise you.",
        discussion: """
            Prints one line per finding as compilers do, 'FILE:LINE:COLUMN: error: INTENT: message' (warning: and
            note: alike), the line being that of the offending key; --format github prints GitHub Actions annotations
            instead ('::error file=FILE,line=LINE,col=COLUMN::INTENT: message'). The translations beside the file
            (<language>.lproj/Intents.strings) are checked too. Exits 0 without errors (warnings and notes allowed)
            and 65 with any. The rules, each with an example, are in docs/intents.md.
            """,
        arguments: [file], options: [format])

    static let file = Argument<String>("file", help: IntentsCommand.eitherHelp, completion: .file, parser: .pathInPlace)

    static let format = Option<String?>(
        "format", placeholder: "format", help: "text (the default: FILE:LINE:COLUMN: lines) or github (Actions annotations).",
        completion: .choices(["text", "github"]), parser: .text)

    let file: String
    let github: Bool

    /// A folder holding more than one thing to lint (two apps' metadata side by side, or metadata
    /// beside a definition) is refused naming them, as a folder of several definitions is: lint
    /// passing on the first alone would hide the others' errors. An app's own extensions and
    /// frameworks, inside its bundle, are the app's.
    static func refuseSeveral(in path: String) throws {
        // A file's location names no others, and a file holds no definitions.
        guard let location = try? AppIntentsMetadataReader.locate(path: path) else { return }
        let separate = location.others.filter { !$0.hasPrefix(location.app + "/") }
        let definitions = DefinitionSearch.definitions(in: path)
        guard !separate.isEmpty || !definitions.isEmpty else { return }
        let all = [location.folder] + separate + definitions
        let shown = all.prefix(5).map(Diagnostic.escaped).joined(separator: ", ") + (all.count > 5 ? " and \(all.count - 5) more" : "")
        throw UsageError("\(Diagnostic.escaped(path)) holds \(all.count) things to lint (\(shown)); name the one to lint")
    }

    init(_ arguments: ParsedArguments) throws {
        let given = try arguments[Self.file]
        // Letter case aside, as --color's values are read.
        switch try arguments[Self.format]?.lowercased() {
        case nil, "text"?: github = false
        case "github"?: github = true
        case let other?:
            throw UsageError("--format takes text or github, not \"\(Diagnostic.escaped(other))\"" + Suggest.value(other, among: ["text", "github"]))
        }
        file = try IntentsCommand.definitionPath(given)
    }

    func run(_ context: Context) throws -> ExitStatus {
        if AppIntentsMetadataReader.recognizes(path: file) {
            try Self.refuseSeveral(in: file)
            return try AppIntentsMetadataCommands.lint(file, github: github, context)
        }
        let definition = try IntentsCommand.read(file)
        // A translation or a language's copy that cannot be read is an error of its own, in its
        // file: the definition and the other languages are still checked (Clendar's translation
        // tool once left an empty zh-hant copy beside nine good translations).
        var findings = DefinitionLint.check(definition)
        var translated: [String: String] = [:]
        for (language, path) in DefinitionLocalization.languages(forDefinitionAt: file) {
            do {
                let strings = try DefinitionLocalization.read(path: path, language: language)
                findings += DefinitionLint.checkTranslations(definition, languages: [strings])
                translated[language] = path
            } catch let error as DefinitionError {
                findings.append(DefinitionLint.unreadableTranslation(error, language: language))
            }
        }
        findings += DefinitionLocalization.foldersNotLanguages(forDefinitionAt: file).map(DefinitionLint.folderNotALanguage)
        var copies: [(language: String, file: DefinitionFile)] = []
        for (language, path) in DefinitionLocalization.localizedCopies(ofDefinitionAt: file) {
            do {
                copies.append((language, try DefinitionReader.read(path: path)))
            } catch let error as DefinitionError {
                // A strings table under the definition's name (Qwant Junior's, left by a
                // translation tool, beside the language's own strings or alone): Xcode never
                // writes one, and a project that builds does not list it.
                if error.kind == .stringsTable {
                    findings.append(
                        DefinitionLint.unusedLocalizedCopy(
                            path: path, language: language, strings: translated[language], definition: String(file.split(separator: "/").last ?? "")))
                } else {
                    findings.append(DefinitionLint.unreadableTranslation(error, language: language, isCopy: true))
                }
            }
        }
        // A copy beside the language's own translation is not what that language reads: the
        // translation is (HeyWeather keeps old copies beside its .strings files), so it is left
        // over, not compared as the language's definition.
        var compared: [(language: String, file: DefinitionFile)] = []
        for copy in copies {
            if let translation = translated.first(where: { $0.key.lowercased() == copy.language.lowercased() })?.value {
                let differences = DefinitionLint.checkLocalizedCopies(definition, copies: [copy]).count
                findings.append(
                    DefinitionLint.leftOverLocalizedCopy(
                        path: copy.file.name, language: copy.language, translation: translation, differences: differences))
            } else {
                compared.append(copy)
            }
        }
        findings += DefinitionLint.checkLocalizedCopies(definition, copies: compared)
        let errors = findings.filter { $0.severity == .error }.count
        if context.json {
            // The file linted (the one a folder held), as the metadata's lint names its file.
            struct Document: Encodable {
                var file: String
                var findings: [LintFinding]
            }
            try context.printJSON(Document(file: file, findings: findings))
        } else if github {
            for finding in findings { context.out.line(finding.githubAnnotation(file: file)) }
        } else {
            for finding in findings { context.out.line(finding.line(file: file)) }
            let notes = findings.filter { $0.severity == .note }.count
            let warnings = findings.count - errors - notes
            context.note(
                "\(Diagnostic.escaped(file)): \(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")"
                    + (notes == 0 ? "" : ", \(notes) note\(notes == 1 ? "" : "s")"))
        }
        return errors == 0 ? .success : .dataError
    }
}

struct IntentsDonateCommand: ParsableCommand {
    /// What a refused donation says of an ineligible intent's managed shortcut types: one by
    /// itself ("its managed one, of no parameters, is …", as Simplenote's and smart-car-dashboard's
    /// have), several listed; nothing without any.
    static func managedTypesNote(_ keys: [String]) -> String {
        switch keys.count {
        case 0: ""
        case 1: " for suggestions (its managed one, \(keys[0].isEmpty ? "of no parameters" : keys[0]), is the Shortcuts app's)"
        default:
            " for suggestions (its managed ones, \(keys.map { $0.isEmpty ? "of no parameters" : $0 }.joined(separator: "; ")), are the Shortcuts app's)"
        }
    }

    static let name = "donate"
    static let configuration = CommandConfiguration(
        name: name, abstract: "Show what iOS makes of a donation: its shortcut type, title and subtitle.",
        discussion: """
            Give each parameter as name=value: an enum takes a case name (shown by its display name), a list takes
            values separated by commas. Nothing is stored. Exits 65 when no shortcut type fits, as iOS refuses
            the donation ("no valid shortcut types"). With App Intents metadata, INTENT is an action: its
            donation reads as its parameter summary, in the case the values choose, filled with them and the
            parameters' defaults (an App Intent has no shortcut types; docs/app-intents.md).
            """,
        arguments: [IntentsCommand.file, intent, values], options: [IntentsCommand.locale])

    static let intent = Argument<String>(
        "intent",
        help: "The intent, as the file names it (\(example.name)) or as its class (\(example.typeName)); "
            + "for App Intents metadata, the action's identifier or type name.", completion: .intentInFile, parser: .text)
    /// The app's own intent, named in the help as the example.
    static var example: (name: String, typeName: String) {
        let shipped = SoupChef.definitionFile.intents.first
        return (shipped?.name ?? "", shipped?.typeName ?? "")
    }
    static let values = Argument<[String]>(variadic: "name=value", help: "A parameter's value.", parser: .text)

    let file: String
    let intentName: String
    let values: [(name: String, value: String)]
    let locale: String?

    init(_ arguments: ParsedArguments) throws {
        let given = try arguments[IntentsCommand.file]
        intentName = try arguments[Self.intent]
        values = try Self.pairs(arguments[Self.values])
        locale = try arguments[IntentsCommand.locale]
        file = try IntentsCommand.definitionPath(given)
    }

    /// `name=value` words as pairs. A name given twice is refused rather than one value kept
    /// without a word: a list takes its items in one value (`toppings=cheese,croutons`).
    static func pairs(_ words: [String]) throws -> [(name: String, value: String)] {
        var result: [(name: String, value: String)] = []
        for pair in words {
            guard let equals = pair.firstIndex(of: "="), equals != pair.startIndex else {
                throw UsageError("parameter values are written name=value, not \"\(pair)\"")
            }
            let (name, value) = (String(pair[..<equals]), String(pair[pair.index(after: equals)...]))
            if let earlier = result.first(where: { $0.name == name }) {
                throw UsageError("\(name) is given twice (\(name)=\(earlier.value), \(name)=\(value)); give it once")
            }
            result.append((name, value))
        }
        return result
    }

    /// A value refused: a usage error, with the nearest name for an unknown one; a data error
    /// where the file leaves nothing to give (an enum with no cases).
    static func valueFailure(_ error: ParameterValueError) -> any Error {
        if error.isFileFault { return CommandFailure(.dataError, error.message) }
        return UsageError(error.message + (error.nearestName.map { ". Did you mean \"\($0)\"?" } ?? ""))
    }

    /// The intent `name` of `definition`, or a usage error naming the file's intents.
    static func intent(_ name: String, of definition: DefinitionFile, file: String) throws -> CustomIntent {
        guard let intent = definition.intent(named: name) else {
            let all = definition.intents.map(\.name)
            // A long list would be cut in the middle of a name: the first few, and how to see all.
            let shown =
                all.count > 12
                ? all.prefix(10).joined(separator: ", ") + " and \(all.count - 10) more, which intents show lists" : all.joined(separator: ", ")
            let nearest = nearestName(to: name, among: all).map { " Did you mean \"\($0)\"?" } ?? ""
            throw UsageError("\(file) has no intent \"\(name)\" (its intents: \(all.isEmpty ? "none" : shown)).\(nearest)")
        }
        return intent
    }

    /// Why a parameter with a default value still counts as missing: a donation holds what the
    /// app's code set on the intent, and the default (`INIntentParameterMetadataDefaultValue`) is
    /// what the Shortcuts app fills in when the action runs with the parameter empty.
    static func defaultsNote(_ intent: CustomIntent, given: [String]) -> String {
        let defaulted = intent.parameters.filter { $0.metadata.defaultValue != nil && !given.contains($0.name) }
        guard !defaulted.isEmpty else { return "" }
        let named = defaulted.compactMap { parameter in parameter.metadata.defaultValue.map { ShellCommand.quoted("\(parameter.name)=\($0)") } }
        let one = named.count == 1
        return (one ? " The default " : " The defaults ") + named.joined(separator: ", ")
            + (one ? " is" : " are") + " the Shortcuts app's, filled in when the action runs (as 'intents converse' does);"
            + " a donation holds only what the app's code set, so give " + (one ? "it" : "them") + " too."
    }

    func run(_ context: Context) throws -> ExitStatus {
        if AppIntentsMetadataReader.recognizes(path: file) { return try runAppIntent(context) }
        let definition = try IntentsCommand.read(file, locale: locale)
        if locale == nil, let note = IntentsCommand.englishNote(file, definition) { context.note(note) }
        let intent = try Self.intent(intentName, of: definition, file: file)
        let donated: Intent
        do {
            donated = try intent.intent(values: values, in: definition)
        } catch {
            throw Self.valueFailure(error)
        }
        guard let preview = intent.previewDonation(of: donated, language: definition.language) else {
            // A value given as an enum's case at index 0 is no value on iOS: said, or the
            // refusal reads as if the value were not given.
            let unset = values.compactMap { given -> String? in
                guard let enumName = intent.parameter(named: given.name)?.enumType,
                    let enumCase = definition.enumeration(named: enumName)?.enumCase(named: given.value), enumCase.isUnset
                else { return nil }
                return "\(given.name)=\(given.value) is \(enumName)'s case at index 0, which iOS reads as no value"
            }
            // No values fit where the file declares no shortcut type at all: say so, or the
            // refusal reads as a mistake in the values given.
            let why: String? =
                if !intent.combinations.isEmpty {
                    "Its shortcut types: "
                        + intent.combinations.map(\.shortcutType.shownKey)
                        .joined(separator: "; ") + ". Give values for one of them"
                        + (unset.isEmpty ? "." : " (" + unset.joined(separator: "; ") + ").")
                        + Self.defaultsNote(intent, given: values.map(\.name))
                } else if intent.isIneligibleForSuggestions {
                    "\(intent.name) is not eligible for Siri suggestions (a widget's configuration intent, or \"Intent is eligible for Siri Suggestions\" turned off in Xcode), so the file declares no shortcut types"
                        + Self.managedTypesNote(intent.managedCombinations.map(\.shortcutType.key)) + " and iOS accepts no donation of it."
                } else {
                    "The file declares no shortcut types for \(intent.name), so iOS accepts no donation of it."
                }
            throw CommandFailure(.dataError, SiriSystemError.noValidShortcutTypes(intentType: intent.typeName).description, hint: why)
        }
        let type = preview.combination.shortcutType
        // "Intent is eligible for Siri Suggestions" off: a donation Siri never suggests.
        let ineligible =
            "iOS never suggests a donation of \(intent.typeName): \"Intent is eligible for Siri Suggestions\" is off in its definition"
            + (intent.isConfigurable ? " (it is still an action in the Shortcuts app)" : "") + "."
        if context.json {
            struct Document: Encodable {
                var intent: String
                var shortcutType: String
                var isPrimary: Bool
                var isEligibleForSuggestions: Bool
                var supportsBackgroundExecution: Bool
                var title: String
                /// Null when the shortcut type has no subtitle (the text prints no line).
                @Nullable var subtitle: String? = nil
            }
            try context.printJSON(
                Document(
                    intent: intent.typeName, shortcutType: type.key, isPrimary: type.isPrimary,
                    isEligibleForSuggestions: !intent.isIneligibleForSuggestions,
                    supportsBackgroundExecution: preview.combination.supportsBackgroundExecution, title: preview.title, subtitle: preview.subtitle))
            return .success
        }
        context.out.line("Shortcut type: \(Diagnostic.escaped(type.shownKey))\(type.isPrimary ? " (primary)" : "")")
        context.out.line("Title: " + (preview.title.isEmpty ? "(none)" : Diagnostic.escapedKeepingLines(preview.title, indent: "       ")))
        if let subtitle = preview.subtitle, !subtitle.isEmpty {
            context.out.line("Subtitle: " + Diagnostic.escapedKeepingLines(subtitle, indent: "          "))
        }
        context.out.line("Runs in the background: \(preview.combination.supportsBackgroundExecution ? "yes" : "no, opens the app")")
        if intent.isIneligibleForSuggestions { context.note(ineligible) }
        return .success
    }
}

/// `soupchef intents options`: what the Shortcuts app offers for a parameter of Soup Chef's
/// intent, through the handler's options methods (`provide…OptionsCollection`); or, given a
/// definition file and one of its intents, what the file says a person picks from for each
/// parameter (`ParameterChoices`).
struct IntentsOptionsCommand: ParsableCommand {
    static let name = "options"
    static let configuration = CommandConfiguration(
        name: name, abstract: "Show the choices the Shortcuts app offers for a parameter of OrderSoupIntent, or of any definition's intent.",
        discussion: """
            PARAMETER is soup, toppings or storeLocation. Soups come in a "Regular" and a "Special" section, orderable
            items only; --search keeps the soups whose name contains TERM, as typing in the Shortcuts app's search
            field does (only the soup parameter is searchable).

            Given an .intentdefinition file and one of its intents (and, optionally, one of its parameters), shows
            what a person picks from in the Shortcuts app's action or a widget's Edit Widget sheet, as the file
            says it: an enum's cases by their display names (the unset case at index 0 left out), a Boolean's two
            values, or that the app's handler lists them at run time ("Options are provided dynamically", which
            no file holds). A String, a number, a date or a custom type without dynamic options offers no list.
            """,
        arguments: [parameter, intent, intentParameter], options: [search, IntentsCommand.locale])

    static let parameter = Argument<String>(
        "parameter-or-file", help: "soup, toppings or storeLocation; or an .intentdefinition file, followed by one of its intents.",
        completion: .choices(OrderSoupIntentHandler.parametersWithOptions), parser: .text)
    static let intent = Argument<String?>(
        optional: "intent", help: "With a file: the intent, as the file names it or as its class.", completion: .intentInFile, parser: .text)
    static let intentParameter = Argument<String?>(
        optional: "parameter", help: "With a file: one of the intent's parameters (all of those that offer choices without it).",
        parser: .text)
    static let search = Option<String?>(
        "search", placeholder: "term", help: "Only the soups whose name contains this.", parser: .text)

    /// Soup Chef's parameter, or the definition file.
    let parameter: String
    /// With a file: the intent, and maybe one of its parameters.
    let intentName: String?
    let intentParameter: String?
    let search: String?
    let locale: String?

    init(_ arguments: ParsedArguments) throws {
        let given = try arguments[Self.parameter]
        intentName = try arguments[Self.intent]
        intentParameter = try arguments[Self.intentParameter]
        search = try arguments[Self.search]
        locale = try arguments[IntentsCommand.locale]
        if intentName != nil || Self.namesAFile(given) {
            if search != nil { throw UsageError("--search works only for Soup Chef's soup; a definition's choices are listed whole") }
            guard intentName != nil else {
                throw UsageError(
                    "give one of \(Diagnostic.escaped(given))'s intents after it: "
                        + ShellCommand.soupchef(["intents", "options", given, "INTENT"]) + " (its intents are listed by "
                        + ShellCommand.soupchef(["intents", "show", given]) + ")")
            }
            parameter = try IntentsCommand.definitionPath(given)
            return
        }
        if locale != nil { throw UsageError("--locale needs a definition file (its <language>.lproj/Intents.strings)") }
        // One of three fixed names, read in any letter case (`storelocation`), as fixed values are.
        parameter = OrderSoupIntentHandler.parametersWithOptions.first { $0.lowercased() == given.lowercased() } ?? given
        guard OrderSoupIntentHandler.parametersWithOptions.contains(parameter) else {
            throw UsageError(
                "OrderSoupIntent has no options for \"\(parameter)\" (parameters with options: "
                    + OrderSoupIntentHandler.parametersWithOptions.joined(separator: ", ") + ")"
                    + Suggest.value(parameter, among: OrderSoupIntentHandler.parametersWithOptions))
        }
        if search != nil && parameter != "soup" { throw UsageError("--search works only for soup, the one searchable parameter") }
    }

    /// Whether a parameter given is rather a definition or metadata file's path (a parameter
    /// name never holds a `/` or a file's extension).
    static func namesAFile(_ given: String) -> Bool {
        given.contains("/") || [".intentdefinition", ".actionsdata", ".appintents", ".app"].contains { given.lowercased().hasSuffix($0) }
    }

    func run(_ context: Context) throws -> ExitStatus {
        if let intentName { return try runDefinition(intentName, context) }
        let handler = try context.app().handler
        let sections: [ParameterOptionSection] =
            switch parameter {
            case "soup": try handler.provideSoupOptionsCollection(searchTerm: search)
            case "toppings": try handler.provideToppingsOptionsCollection()
            default: try handler.provideStoreLocationOptionsCollection()
            }
        if context.json {
            struct Document: Encodable {
                var parameter: String
                @Nullable var searchTerm: String? = nil
                var sections: [ParameterOptionSection]
            }
            var document = Document(parameter: parameter, sections: sections)
            document.searchTerm = search
            try context.printJSON(document)
            return .success
        }
        for section in sections {
            let indent = section.title == nil ? "" : "  "
            if let title = section.title { context.fittedLine(title) }
            if section.items.isEmpty { context.fittedLine(indent + "(none)") }
            for item in section.items {
                context.fittedLine(indent + Diagnostic.escaped(item.displayString) + (item.subtitle.map { " — " + Diagnostic.escaped($0) } ?? ""))
            }
        }
        return .success
    }

    /// The choices of a definition's intent: one parameter's, or those of every parameter that has some.
    private func runDefinition(_ intentName: String, _ context: Context) throws -> ExitStatus {
        let file = parameter
        if AppIntentsMetadataReader.recognizes(path: file) {
            throw UsageError(
                "\(Diagnostic.escaped(file)) is App Intents metadata: its actions' parameters and their values are shown by "
                    + ShellCommand.soupchef(["intents", "show", file]))
        }
        let definition = try IntentsCommand.read(file, locale: locale)
        if locale == nil, let note = IntentsCommand.englishNote(file, definition) { context.note(note) }
        let intent = try IntentsDonateCommand.intent(intentName, of: definition, file: Diagnostic.escaped(file))
        let offering = intent.parameters.compactMap { intent.choices(for: $0, in: definition) }
        let shown: [ParameterChoices]
        if let name = intentParameter {
            guard let parameter = intent.parameter(named: name) else {
                let all = intent.parameters.map(\.name)
                throw UsageError(
                    "\(intent.name) has no parameter \"\(Diagnostic.escaped(name))\" (its parameters: "
                        + (all.isEmpty ? "none" : all.joined(separator: ", ")) + ")"
                        + Suggest.value(name, among: all))
            }
            guard let choices = intent.choices(for: parameter, in: definition) else {
                throw UsageError(
                    "\(intent.name)'s \(parameter.name) (\(Self.typeWords(parameter))) offers no list of choices: \(Self.noList)"
                        + " (parameters with choices: "
                        + (offering.isEmpty ? "none" : offering.map(\.parameter).joined(separator: ", ")) + ")")
            }
            shown = [choices]
        } else {
            shown = offering
        }
        // A widget's configuration intent is no Shortcuts action: its choices are the Edit Widget sheet's.
        if !intent.isConfigurable && intent.isEligibleForWidgets {
            context.note(
                "\(intent.typeName) is a widget's configuration intent, not a Shortcuts action: these are the choices its Edit Widget sheet offers")
        }
        if context.json {
            struct Document: Encodable {
                var intent: String
                var parameters: [ParameterChoices]
            }
            try context.printJSON(Document(intent: intent.typeName, parameters: shown))
            return .success
        }
        if shown.isEmpty {
            context.fittedLine(
                intent.parameters.isEmpty
                    ? "(\(intent.typeName) has no parameters)" : "(no parameter of \(intent.typeName) offers a list of choices: \(Self.noList))")
            return .success
        }
        // One parameter named: its choices alone, as Soup Chef's are listed; else each under its name.
        let single = intentParameter != nil
        for choices in shown {
            let indent = single ? "" : "  "
            if !single {
                let parameter = intent.parameter(named: choices.parameter)
                var heading = choices.parameter + shownName(choices.displayName, of: choices.parameter)
                if let parameter {
                    heading += ": " + Self.typeWords(parameter)
                    if parameter.typeNamespace == DefinitionFile.systemNamespace { heading += " (system type)" }
                }
                if let relationship = parameter?.relationship { heading += ", only when \(relationship.parent) \(relationship.condition)" }
                context.fittedLine(Diagnostic.escaped(heading))
            }
            switch choices.kind {
            case .dynamic:
                context.fittedLine(
                    indent + "(listed by the app's handler at run time, provide\(Self.capitalized(choices.parameter))OptionsCollection"
                        + (choices.isSearchable ? ", searched as the person types" : "") + ")")
            case .systemEnumeration where choices.choices.isEmpty:
                context.fittedLine(indent + "(the cases of SiriKit's own enum, which soupchef does not list)")
            default:
                for choice in choices.choices {
                    let identifier = choice.identifier == choice.displayString ? "" : " (\(choice.identifier))"
                    context.fittedLine(indent + Diagnostic.escaped(choice.displayString + identifier))
                }
            }
        }
        return .success
    }

    /// Why a parameter offers no list: neither an enum nor a Boolean, and no list from the app.
    static let noList = "the file lists none for its type, and \"Options are provided dynamically\" is off, so the app lists none either"

    /// A parameter's type as `show` words it: "enum Theme", "list of String", "Boolean".
    static func typeWords(_ parameter: IntentParameter) -> String {
        let type = parameter.enumType.map { "enum \($0)" } ?? parameter.objectType.map { "\(parameter.type) \($0)" } ?? parameter.type
        return parameter.isList ? "list of \(type)" : type
    }

    /// `storeLocation` as a method name writes it after `provide`: `StoreLocation`.
    static func capitalized(_ name: String) -> String { name.prefix(1).uppercased() + name.dropFirst() }
}

/// An enum's or a type's display name, as Shortcuts shows it, when it says more than its name.
private func shownName(_ displayName: String, of name: String) -> String {
    displayName.isEmpty || displayName == name ? "" : " (“\(displayName)”)"
}
