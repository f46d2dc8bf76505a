import SiriSystem
import SoupChefViews
import TextMatching

/// `intents show` and `intents lint` on App Intents metadata (`extract.actionsdata`, a
/// `Metadata.appintents` folder, or a folder holding one such as an `.app` bundle), which the
/// definition-file commands hand over when `AppIntentsMetadataReader.recognizes` the path.
enum AppIntentsMetadataCommands {
    /// Reads the metadata `path` leads to; an unusable file is one line with exit 65 (74 when it
    /// cannot be read at all).
    static func read(_ path: String, language: String? = nil) throws -> (metadata: AppIntentsMetadata, location: AppIntentsMetadataLocation) {
        do {
            return try AppIntentsMetadataReader.read(path: path, language: language)
        } catch let error as DefinitionError {
            throw CommandFailure(error.kind == .unreadable ? .ioError : .dataError, error.description)
        }
    }

    /// What `donate` and `converse` work on: the metadata at `file`, its action `name` and the
    /// intent of the values given. With `locale`, the app's texts (titles, dialogs, case titles)
    /// are the bundle's in the closest language it has them in (`<language>.lproj/
    /// Localizable.strings`), as a device in that language shows them; Siri's own words stay
    /// English, as they do for a definition. `checkingRanges`: a number outside its parameter's
    /// range is refused (`converse`: the framework refuses it before `perform()`); a donation
    /// (`donate`) takes any value, as iOS does, since nothing is run.
    static func actionIntent(
        file: String, name: String, values: [(name: String, value: String)], locale: String?, checkingRanges: Bool = true
    ) throws -> (metadata: AppIntentsMetadata, action: AppIntentsAction, intent: Intent, language: String) {
        var (metadata, location) = try read(file)
        // The language the texts are in: the one `locale` reads, else the development language.
        // The bundle's own folders are weighed with the development language, as a device weighs
        // them: `en-GB` reads an `en-GB.lproj` of an app developed in `en`, and `nn` an `nn.lproj`
        // of one developed in `nb`; a request that fits no folder better reads the development texts.
        let development = AppIntentsMetadataReader.developmentLanguage(location, metadata: metadata)
        var textLanguage = development
        if let locale {
            let languages = AppIntentsMetadataReader.textLanguages(location, tables: metadata.stringTables)
            let available = languages.reduce(into: [development]) { if !$0.contains($1) { $0.append($1) } }
            guard let language = DefinitionLocalization.closestLanguage(to: locale, in: available) else {
                throw UsageError(
                    "\(Diagnostic.escaped(file)) has no \(Diagnostic.escaped(locale)) texts (languages: "
                        + available.map(Diagnostic.escaped).joined(separator: ", ") + ")")
            }
            if language != development {
                metadata = try read(file, language: language).metadata
                textLanguage = language
            }
        }
        let action = try action(name, of: metadata, file: file)
        return (metadata, action, try intent(of: action, values: values, in: metadata, checkingRanges: checkingRanges), textLanguage)
    }

    /// The action `name` of `metadata` (by identifier, or by its type's name), or a usage error
    /// naming the file's actions, and the intent definition beside the metadata that declares an
    /// intent of that name when there is one (TikTok's bundle ships both).
    static func action(_ name: String, of metadata: AppIntentsMetadata, file: String) throws -> AppIntentsAction {
        if let action = metadata.action(name) ?? metadata.actions.first(where: { $0.typeName == name }) { return action }
        let all = metadata.actions.map(\.identifier)
        let shown =
            all.count > 12
            ? all.prefix(10).joined(separator: ", ") + " and \(all.count - 10) more, which intents show lists" : all.joined(separator: ", ")
        let definition = definitions(beside: file).first { (try? DefinitionReader.read(path: $0))?.intent(named: name) != nil }
        let elsewhere =
            definition.map {
                ". \(Diagnostic.escaped(name)) is an intent of the intent definition \(Diagnostic.escaped($0)) beside the metadata:"
                    + " give that file's path to use it"
            } ?? nearestName(to: name, among: all).map { ". Did you mean \"\(Diagnostic.escaped($0))\"?" } ?? ""
        throw UsageError(
            "\(Diagnostic.escaped(file)) has no action \(Diagnostic.escaped(name))"
                + (all.isEmpty ? " (it declares none)" : "; its actions: " + Diagnostic.escaped(shown)) + elsewhere)
    }

    /// The intent definitions a folder holds beside its App Intents metadata (an app bundle keeping
    /// a SiriKit `Intents.intentdefinition` too, as TikTok's does), which the metadata's commands do
    /// not read; none for a file given.
    static func definitions(beside path: String) -> [String] { DefinitionSearch.definitions(in: path) }

    /// The intent of `action` with the `name=value`s given, each read as its parameter's type
    /// says, or a usage error saying which value it cannot take.
    static func intent(
        of action: AppIntentsAction, values: [(name: String, value: String)], in metadata: AppIntentsMetadata, checkingRanges: Bool = true
    ) throws -> Intent {
        do {
            return try AcceptingAppIntentPerformer.intent(of: action, values: values, in: metadata, checkingRanges: checkingRanges)
        } catch {
            throw UsageError(Diagnostic.escaped(error.message))
        }
    }

    static func show(_ path: String, locale: String? = nil, _ context: Context) throws -> ExitStatus {
        let (metadata, found) = try read(path)
        var location = found
        let name = AppIntentsMetadataReader.applicationName(location)
        let nameSource = AppIntentsMetadataReader.applicationNameSource(location)
        let training = AppShortcutsTraining.read(location)
        let translations = AppIntentsMetadataReader.translations(location).translations
        let language = try locale.flatMap { try IntentsMatchCommand.translation($0, of: location, metadata: metadata, path: path) }
        // An intent definition beside the metadata is not read either: named after the others.
        location.others += definitions(beside: path)
        if context.json {
            var document = ShowDocument(metadata: metadata, location: location, applicationName: name, translations: translations)
            document.applicationNameSource = nameSource
            if case .success(let read)? = training { document.training = read }
            if case .failure(let problem)? = training { document.unreadableTraining = problem.file + ": " + problem.reason }
            document.phrasesInLanguage = language.map { LanguagePhrases(metadata, in: $0) }
            try context.printJSON(document)
            return .success
        }
        let text = render(
            metadata, location: location, applicationName: name.map { ($0, nameSource ?? "Info.plist") }, training: training,
            translations: translations, language: language)
        context.out.write(Prose.fitted(text, width: context.width))
        return .success
    }

    /// Each App Shortcut's texts in a translation: those of its phrases (an entry holding all its
    /// phrases gives them for each), in order, each once; the templates themselves first in a
    /// catalog's source language and the development language's table for those they give no text.
    static func texts(of shortcut: AppIntentsShortcut, in translation: AppShortcutsTranslation) -> [String] {
        var seen = Set<String>()
        let own = translation.saysMissingPhrasesAsWritten ? shortcut.phrases.filter { translation.texts(of: $0).isEmpty } : []
        return (own + shortcut.phrases.flatMap { translation.texts(of: $0) }).filter { seen.insert($0).inserted }
    }

    /// `show --locale --json`: the language read and each App Shortcut's phrases in it.
    struct LanguagePhrases: Encodable {
        var language: String
        var file: String
        var appShortcuts: [Shortcut]

        struct Shortcut: Encodable {
            var actionIdentifier: String
            var phrases: [String]
            /// Those of `phrases` iOS drops (lint's errors say why).
            var dropped: [String]
        }

        init(_ metadata: AppIntentsMetadata, in translation: AppShortcutsTranslation) {
            language = translation.language
            file = translation.file
            appShortcuts = metadata.appShortcuts.map { shortcut in
                let phrases = texts(of: shortcut, in: translation)
                return .init(
                    actionIdentifier: shortcut.actionIdentifier, phrases: phrases,
                    dropped: phrases.filter { !AppIntentsLint.isKept($0, of: shortcut, in: metadata) })
            }
        }
    }

    static func lint(_ path: String, github: Bool = false, _ context: Context) throws -> ExitStatus {
        let (metadata, location) = try read(path)
        let found = AppIntentsMetadataReader.translations(location)
        let findings = AppIntentsLint.check(
            metadata, translations: found.translations, unreadable: found.unreadable,
            developmentLanguage: AppIntentsMetadataReader.developmentLanguage(location, metadata: metadata))
        let errors = findings.filter { $0.severity == .error }.count
        if context.json {
            struct Document: Encodable {
                var file: String
                var findings: [AppIntentsLintFinding]
            }
            try context.printJSON(Document(file: location.file, findings: findings))
        } else if github {
            // An annotation belongs to a file: the metadata read, not the folder given.
            for finding in findings { context.out.line(finding.githubAnnotation(file: location.file)) }
        } else {
            for finding in findings { context.out.line(Diagnostic.escaped(finding.line(file: path))) }
            let notes = findings.filter { $0.severity == .note }.count
            let warnings = findings.count - errors - notes
            context.note(
                "\(path): \(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")"
                    + (notes == 0 ? "" : ", \(notes) note\(notes == 1 ? "" : "s")"))
        }
        return errors == 0 ? .success : .dataError
    }

    /// Whether Shortcuts lists the action, and why not when it was declared discoverable.
    static func listing(_ action: AppIntentsAction) -> String {
        if action.isAssistantOnly { return "for the assistant only, not listed in Shortcuts" }
        if action.isDiscoverable { return "discoverable" }
        if action.isWidgetConfiguration { return "a widget's configuration, not listed in Shortcuts" }
        if action.isControlConfiguration { return "a control's configuration, not listed in Shortcuts" }
        return action.isDeclaredDiscoverable == true ? "not listed in Shortcuts (declared discoverable)" : "not discoverable"
    }

    static func render(
        _ metadata: AppIntentsMetadata, location: AppIntentsMetadataLocation, applicationName: (name: String, source: String)?,
        training: Result<AppShortcutsTraining, AppShortcutsTraining.Unreadable>? = nil, translations: [AppShortcutsTranslation],
        language: AppShortcutsTranslation? = nil
    ) -> String {
        func quoted(_ text: String?) -> String { text.map { "“\(Diagnostic.escaped($0))”" } ?? "(none)" }
        var lines: [String] = []
        var made: [String] = []
        if let generator = metadata.generator { made.append([generator.name, generator.version].compactMap { $0 }.joined(separator: " ")) }
        if let version = metadata.formatVersion { made.append("format \(version)") }
        if let tools = metadata.toolsVersion, tools != metadata.generator?.version { made.append("tools \(tools)") }
        lines.append("App Intents metadata \(Diagnostic.escaped(metadata.file))" + (made.isEmpty ? "" : " (\(made.joined(separator: ", ")))"))
        if let applicationName {
            lines.append("App: \(Diagnostic.escaped(applicationName.name)) (\(Diagnostic.escaped(applicationName.source)))")
        }
        switch training {
        case .success(let training)?:
            lines.append("Siri's training: " + trainingSummary(training, metadata: metadata))
        case .failure(let problem)?:
            lines.append("Siri's training: \(Diagnostic.escaped(problem.file)) \(Diagnostic.escaped(problem.reason)); not read")
        case nil: break
        }
        if let texts = metadata.localizedTexts {
            lines.append(
                "Texts: \(texts.resolved) written as localization keys, read from " + texts.files.map(Diagnostic.escaped).joined(separator: ", "))
        }
        if !location.includedPackages.isEmpty {
            lines.append("Includes the App Intents packages of: " + location.includedModules.map(Diagnostic.escaped).joined(separator: ", "))
            if metadata.packages.isEmpty {
                lines.append("  not read: a file given alone is read alone (give the app or its Metadata.appintents folder to read them with it)")
            }
        }
        for package in metadata.packages {
            var line = "  \(package.module)" + (package.includedBy.map { " (included by \($0))" } ?? "")
            if let file = package.file, let problem = package.problem {
                line += ": \(file) \(problem)"
            } else if let source = package.source {
                line += ": read from \(source)"
            } else {
                line += ": not in the bundle (no Frameworks/\(package.module).framework with App Intents metadata)"
            }
            lines.append(line)
        }
        // What the app's file leaves to another: with packages read, it is the whole set's.
        let thisFile = metadata.packages.isEmpty ? "this file" : "the metadata read"
        for other in location.others {
            let kind = other.hasSuffix(".intentdefinition") ? ", an intent definition" : ""
            lines.append("Also found, not read: \(Diagnostic.escaped(other))\(kind) (give its path to read it)")
        }
        if !metadata.otherKeys.isEmpty { lines.append("Other keys: " + metadata.otherKeys.joined(separator: ", ")) }

        lines.append("")
        lines.append("Actions (\(metadata.actions.count)):")
        if metadata.actions.isEmpty { lines.append("  (none)") }
        for action in metadata.actions {
            var heading = "  \(action.identifier)"
            if let title = action.title { heading += ": \(quoted(title))" }
            if let description = action.description { heading += " — \(quoted(description))" }
            lines.append(heading)
            var facts = [action.opensApp ? "opens the app" : "runs without opening the app", listing(action)]
            if let source = action.source { facts.insert("from \(source)", at: 0) }
            if let typeName = action.typeName { facts.insert(Diagnostic.escaped(typeName), at: 0) }
            for (platform, version) in action.obsoleted.sorted(by: { $0.key < $1.key }) {
                let name = AppIntentsAction.platformName(platform)
                facts.append(version == "*" ? "not on \(name)" : "obsoleted in \(name) \(Diagnostic.escaped(version))")
            }
            if let category = action.category { facts.append("category \(quoted(category))") }
            if !action.searchKeywords.isEmpty { facts.append("search keywords " + action.searchKeywords.map(quoted).joined(separator: ", ")) }
            if let migrated = action.customIntentClassName { facts.append("replaces the custom intent \(Diagnostic.escaped(migrated))") }
            if let deprecation = action.deprecation {
                var fact = "deprecated"
                if let message = deprecation.message { fact += " (\(quoted(message)))" }
                if let replacement = deprecation.replacedBy { fact += ", replaced by \(Diagnostic.escaped(replacement))" }
                facts.append(fact)
            }
            if let output = action.outputType { facts.append("returns \(output)") }
            for schema in action.assistantSchemas { facts.append("assistant schema \(Diagnostic.escaped(schema.description))") }
            if !action.systemProtocols.isEmpty {
                facts.append(
                    "system protocols "
                        + action.systemProtocols.map { $0.replacing("com.apple.link.systemProtocol.", with: "") }.joined(separator: ", "))
            }
            lines.append("    " + facts.joined(separator: "; "))
            if let summary = action.summary {
                if summary.variants.isEmpty {
                    var line = "    summary " + (summary.text.map { quoted($0) } ?? "in a form not read")
                    if summary.text == nil, !summary.otherKeys.isEmpty { line += " (" + summary.otherKeys.joined(separator: ", ") + ")" }
                    if !summary.otherParameters.isEmpty { line += "; other parameters " + summary.otherParameters.joined(separator: ", ") }
                    lines.append(line)
                } else {
                    // A summary that depends on a parameter: each case's sentence, then the otherwise.
                    lines.append("    summary depending on " + (summary.parameter.map { Diagnostic.escaped($0) } ?? "a parameter") + ":")
                    for variant in summary.variants {
                        lines.append("      when \(Diagnostic.escaped(variant.when)): " + (variant.text.map { quoted($0) } ?? "a form not read"))
                    }
                    // A Switch without a default case has no sentence for any other value.
                    if summary.text != nil || !summary.otherKeys.isEmpty {
                        lines.append("      otherwise: " + (summary.text.map { quoted($0) } ?? "a form not read"))
                    }
                }
            }
            if action.parameters.isEmpty { lines.append("    no parameters") }
            for parameter in action.parameters {
                var line = "    \(parameter.name)"
                if let title = parameter.title { line += " (\(quoted(title)))" }
                line += ": \(parameter.type)"
                switch (parameter.lowerBound, parameter.upperBound) {
                case (let lower?, let upper?): line += ", from \(Diagnostic.escaped(lower)) to \(Diagnostic.escaped(upper))"
                case (let lower?, nil): line += ", at least \(Diagnostic.escaped(lower))"
                case (nil, let upper?): line += ", at most \(Diagnostic.escaped(upper))"
                case (nil, nil): break
                }
                if !parameter.fileTypes.isEmpty { line += " (" + parameter.fileTypes.map(Diagnostic.escaped).joined(separator: " or ") + ")" }
                if let query = parameter.queryIdentifier { line += ", query \(Diagnostic.escaped(query))" }
                if parameter.isOptional { line += ", optional" }
                if let items = parameter.defaultItems {
                    line += ", default " + (items.isEmpty ? "an empty list" : items.map(Diagnostic.escaped).joined(separator: ", "))
                } else if let value = parameter.defaultValue {
                    line += ", default " + (value.isEmpty ? "\"\" (empty)" : Diagnostic.escaped(value))
                }
                lines.append(line)
            }
        }

        lines.append("")
        lines.append("Entities (\(metadata.entities.count)):")
        if metadata.entities.isEmpty { lines.append("  (none)") }
        for entity in metadata.entities {
            var line = "  \(entity.typeName)"
            if let name = entity.displayName {
                line +=
                    " (\(quoted(name))" + (entity.synonyms.isEmpty ? "" : ", or " + entity.synonyms.map { quoted($0) }.joined(separator: ", ")) + ")"
            }
            if let query = metadata.defaultQuery(of: entity) {
                line += ": default query \(query.qualifiedIdentifier ?? query.identifier)"
                // A file from before Xcode 16 names none: the query for the entity's type is taken.
                if entity.defaultQuery == nil && !query.isDefault { line += " (the query for its type; this file names no default query)" }
            } else if let named = entity.defaultQuery {
                line += ": default query \(named), not in \(thisFile)"
            } else if entity.isTransient {
                line += ": transient (TransientAppEntity), no query"
            } else if !entity.defaultQueryIsRecorded {
                line += ": no query for it in \(thisFile) (which names no default query)"
            } else {
                line += ": no default query"
            }
            for schema in entity.assistantSchemas { line += "; assistant schema \(Diagnostic.escaped(schema.description))" }
            if let source = entity.source { line += "; from \(source)" }
            lines.append(line)
            if !entity.properties.isEmpty {
                lines.append("    properties: " + entity.properties.map { "\($0.identifier) (\($0.type))" }.joined(separator: ", "))
            }
            let queries = metadata.queries.filter { $0.entityType == entity.typeName }
            if !queries.isEmpty {
                lines.append(
                    "    queries: "
                        + queries.map { query in
                            // A query declared in another file than its entity says which.
                            let elsewhere = query.source == entity.source ? "" : " from " + (query.source ?? "the app's metadata")
                            return (query.qualifiedIdentifier ?? query.identifier) + (query.isDefault ? " (default)" : "") + elsewhere
                        }.joined(separator: ", "))
            }
        }
        let orphans = metadata.queries.filter { query in !metadata.entities.contains { $0.typeName == query.entityType } }
        for query in orphans {
            lines.append(
                "  query \(query.identifier) \(query.summary)" + (query.entityType == nil ? "" : ", not an entity of \(thisFile)")
                    + (query.source.map { "; from \($0)" } ?? ""))
        }

        lines.append("")
        // An enum an action carries in its own metadata (another module's) is listed after the file's.
        let embedded = metadata.actions.compactMap { action in
            action.embeddedEnum.map { (action: action.identifier, enumeration: $0) }
        }.filter { found in !metadata.enums.contains { $0.identifier == found.enumeration.identifier } }
        lines.append("Enums (\(metadata.enums.count + embedded.count)):")
        if metadata.enums.isEmpty && embedded.isEmpty { lines.append("  (none)") }
        for (enumeration, carrier) in metadata.enums.map({ ($0, String?.none) }) + embedded.map({ ($0.enumeration, $0.action) }) {
            var line = "  \(enumeration.identifier)"
            if let name = enumeration.displayName { line += " (\(quoted(name)))" }
            if let carrier { line += ", declared in \(carrier)'s metadata" }
            if let source = enumeration.source { line += ", from \(source)" }
            line +=
                ": "
                + (enumeration.cases.isEmpty
                    ? "no cases"
                    : enumeration.cases.map { enumCase in
                        let others = enumCase.synonyms.isEmpty ? "" : ", or " + enumCase.synonyms.map { quoted($0) }.joined(separator: ", ")
                        return "\(enumCase.identifier) (\(quoted(enumCase.title))\(others))"
                    }.joined(separator: ", "))
            lines.append(line)
        }

        lines.append("")
        var tile = ""
        if let color = metadata.tileColor { tile = ", tile colour \(color)" + (metadata.tileColorName.map { " (\($0))" } ?? "") }
        lines.append("App Shortcuts (\(metadata.appShortcuts.count)\(tile)):")
        if metadata.appShortcuts.isEmpty { lines.append("  (none)") }
        for shortcut in metadata.appShortcuts {
            let title = shortcut.shortTitle.map(quoted) ?? "(no short title)"
            let symbol = shortcut.systemImageName.map { "symbol \(Diagnostic.escaped($0))" } ?? "no symbol"
            // The iOS release it needs, when it or its action says one past App Shortcuts' first.
            let needs = metadata.iOSRelease(of: shortcut, laterThan: SimulatedIOS.firstAppIntentsRelease).map { ", iOS \($0) and later" } ?? ""
            lines.append("  \(title) runs \(shortcut.actionIdentifier), \(symbol)\(needs)")
            for phrase in shortcut.phrases { lines.append("    \(quoted(phrase))") }
            if shortcut.phrases.isEmpty { lines.append("    (no phrase: Siri cannot start it)") }
            if let presentation = shortcut.parameterPresentation {
                // How Shortcuts and Spotlight show it once per value (iOS 17); Siri hears the phrases.
                var line = "    shown for each ${\(Diagnostic.escaped(presentation.parameter))}"
                if let title = presentation.specificTitle { line += " as \(quoted(title))" }
                if let title = presentation.genericTitle { line += ", without one as \(quoted(title))" }
                let options = presentation.options.map { option in
                    (option.title.map(quoted) ?? "(no title)") + (option.systemImageName.map { " (symbol \(Diagnostic.escaped($0)))" } ?? "")
                }
                if !options.isEmpty { line += "; options " + options.joined(separator: ", ") }
                lines.append(line)
            }
            if let language {
                let texts = texts(of: shortcut, in: language)
                // A text iOS drops (BookPlayer's Turkish `${application_name}`) is shown as dropped.
                let said =
                    texts.isEmpty
                    ? "(no phrase)"
                    : texts.map { quoted($0) + (AppIntentsLint.isKept($0, of: shortcut, in: metadata) ? "" : " (dropped: lint says why)") }
                        .joined(separator: ", ")
                lines.append("    in \(Diagnostic.escaped(language.language)): " + said)
            }
        }
        if !metadata.negativePhrases.isEmpty {
            lines.append("Negative phrases (what Siri must not take for them): " + metadata.negativePhrases.map(quoted).joined(separator: ", "))
        }
        if !translations.isEmpty {
            lines.append("")
            lines.append("Translations:")
            for translation in translations {
                // Keys that are no App Shortcut's phrase (a phrase since changed, a short title kept
                // in the table) are no phrase: named after the file, as Siri never reads them.
                // A negative phrase's translation is read too (Xcode's own check counts it used),
                // and so is a text the file looks up in this table (a title), counted apart.
                let texts = metadata.appShortcutsTableTexts
                let strays = translation.keys(besides: metadata.appShortcuts.flatMap(\.phrases) + metadata.negativePhrases + texts.sorted())
                let negatives = Set(metadata.negativePhrases).intersection(translation.phrases.keys)
                let titles = texts.intersection(translation.phrases.keys)
                let keys = translation.phrases.keys.filter { !strays.contains($0) && !negatives.contains($0) && !titles.contains($0) }
                // A catalog's `stringSet` says a phrase more than one way: each further way is
                // counted too. In the source language (Xcode 16 keys an App Shortcut's entry by its
                // first phrase, its set holding them all), and in the development language's table
                // compiled from such sets, a way that is a phrase of the metadata is counted as the
                // phrase it is.
                let declared = Set(metadata.appShortcuts.flatMap(\.phrases))
                // A key given a text of its own is said only as that text (TaskFace's source
                // language says “${applicationName}を更新” as “Update ${applicationName}”).
                let ways = Set(keys.flatMap { key in translation.texts(of: key).isEmpty ? [key] : translation.texts(of: key) })
                let phraseCount = translation.listsOwnPhrases ? Set(keys + ways.filter(declared.contains)).count : keys.count
                var count = "\(phraseCount) phrase\(phraseCount == 1 ? "" : "s")"
                let others =
                    translation.listsOwnPhrases
                    ? max(0, ways.count - phraseCount) : keys.reduce(0) { $0 + translation.texts(of: $1).count - 1 }
                if others > 0 {
                    count += " and \(others) other way\(others == 1 ? "" : "s") of saying \(phraseCount == 1 ? "it" : "them")"
                }
                // A catalog's source language counts its keys: each says itself unless given a text.
                if !negatives.isEmpty { count += ", \(negatives.count) negative phrase\(negatives.count == 1 ? "" : "s")," }
                if !titles.isEmpty {
                    count += ", \(titles.count) title\(titles.count == 1 ? "" : "s") or other text\(titles.count == 1 ? "" : "s") of the metadata,"
                }
                let language = translation.language + (translation.isSourceLanguage ? " (source language)" : "")
                let unread =
                    strays.isEmpty
                    ? ""
                    : "; also \(strays.map(quoted).joined(separator: ", ")), no App Shortcut's phrase, which Siri never reads"
                lines.append("  \(language): \(count) in \(Diagnostic.escaped(translation.file))" + unread)
            }
        }
        // Every line escaped once more as a whole: identifiers and type names come from the file
        // too, and a line feed in one must not make a line of its own. (Escaping is idempotent:
        // what `Diagnostic.escaped` writes has no control character left to escape.)
        return lines.map(Diagnostic.escaped).joined(separator: "\n") + "\n"
    }

    /// `intents show --json` on App Intents metadata.
    /// One line on the training file: the languages, the App Shortcuts it trains against the
    /// file's, the app's names, and the phrases of the file it lacks (written by another build).
    static func trainingSummary(_ training: AppShortcutsTraining, metadata: AppIntentsMetadata) -> String {
        var parts = [Diagnostic.escaped(training.file)]
        let locales = training.locales
        parts.append(
            "\(training.shortcuts.count) App Shortcut\(training.shortcuts.count == 1 ? "" : "s")"
                + (locales.isEmpty ? "" : " in " + locales.map(Diagnostic.escaped).joined(separator: ", ")))
        if !training.applicationNames.isEmpty {
            parts.append(
                "the app's names "
                    + training.applicationNames.map {
                        "\(Diagnostic.escaped($0.locale)) “" + $0.names.map(Diagnostic.escaped).joined(separator: "”, “") + "”"
                    }
                    .joined(separator: "; "))
        }
        // The phrases of the metadata that the training of any language lists as written.
        let trained = Set(locales.flatMap { training.templates(in: $0) })
        let phrases = metadata.appShortcuts.flatMap(\.phrases)
        let untrained = phrases.filter { !trained.contains($0) }
        if !locales.isEmpty, !untrained.isEmpty {
            parts.append(
                "\(untrained.count) of the \(phrases.count) phrases not in it (“"
                    + untrained.prefix(3).map(Diagnostic.escaped).joined(separator: "”, “")
                    + "”\(untrained.count > 3 ? ", …" : ""); written by another build?)")
        }
        return parts.joined(separator: ", ")
    }

    struct ShowDocument: Encodable {
        var kind = "appIntentsMetadata"
        var file: String
        @Nullable var applicationName: String?
        /// Where the app's name was read: "Info.plist", or the training file's path.
        @Nullable var applicationNameSource: String? = nil
        /// Siri's training file beside the metadata (`root.ssu.yaml`), when there is one and it reads.
        @Nullable var training: AppShortcutsTraining? = nil
        /// Why a training file beside the metadata was not read.
        var unreadableTraining: String? = nil
        var otherMetadata: [String]
        var includedPackages: [String]
        var files: [String]
        var packages: [AppIntentsPackage]
        @Nullable var generator: AppIntentsMetadata.Generator?
        @Nullable var formatVersion: Int?
        @Nullable var toolsVersion: String?
        var actions: [AppIntentsAction]
        var entities: [AppIntentsEntity]
        var queries: [AppIntentsQuery]
        var enums: [AppIntentsEnum]
        var appShortcuts: [AppIntentsShortcut]
        @Nullable var shortcutsProvider: String?
        @Nullable var tileColor: Int?
        @Nullable var tileColorName: String?
        var negativePhrases: [String]
        var otherKeys: [String]
        /// The bundle's strings table that localization keys of the file were read from.
        var localizedTexts: AppIntentsLocalizedTexts?
        var translations: [Translation]
        /// With `--locale`: each App Shortcut's phrases in that language.
        var phrasesInLanguage: LanguagePhrases?

        struct Translation: Encodable {
            var language: String
            var file: String
            var phrases: [String: String]
            var isSourceLanguage: Bool
            /// The further texts of a phrase a catalog's `stringSet` gives, by template.
            var alternatives: [String: [String]]
        }

        init(metadata: AppIntentsMetadata, location: AppIntentsMetadataLocation, applicationName: String?, translations: [AppShortcutsTranslation]) {
            file = metadata.file
            self.applicationName = applicationName
            otherMetadata = location.others
            includedPackages = location.includedPackages
            files = metadata.files
            packages = metadata.packages
            generator = metadata.generator
            formatVersion = metadata.formatVersion
            toolsVersion = metadata.toolsVersion
            actions = metadata.actions
            entities = metadata.entities
            queries = metadata.queries
            enums = metadata.enums
            appShortcuts = metadata.appShortcuts
            shortcutsProvider = metadata.shortcutsProvider
            tileColor = metadata.tileColor
            tileColorName = metadata.tileColorName
            negativePhrases = metadata.negativePhrases
            otherKeys = metadata.otherKeys
            localizedTexts = metadata.localizedTexts
            self.translations = translations.map { translation in
                .init(
                    language: translation.language, file: translation.file, phrases: translation.phrases,
                    isSourceLanguage: translation.isSourceLanguage,
                    alternatives: translation.phrases.keys.reduce(into: [:]) { found, template in
                        let texts = translation.texts(of: template).dropFirst()
                        if !texts.isEmpty { found[template] = Array(texts) }
                    })
            }
        }
    }
}
