import SiriSystem
import SoupChefViews
import SoupKit
import TextMatching

/// `soupchef intents match`: which App Shortcut of an app's App Intents metadata an utterance
/// reaches, with the parameter value it takes.
struct IntentsMatchCommand: ParsableCommand {
    static let name = "match"
    static let configuration = CommandConfiguration(
        name: name, abstract: "Say which App Shortcut (action and phrase) an utterance reaches in an app's App Intents metadata.",
        discussion: """
            PATH is an extract.actionsdata file, a Metadata.appintents folder, or a folder holding one (an .app bundle, a
            build folder). The app's name fills ${applicationName}: --app-name, else the bundle's Info.plist, else the
            root.ssu.yaml Xcode writes beside the metadata. A phrase
            naming an enum parameter is heard with each case's title; one naming an entity parameter only with the
            values given by --value PARAM=VALUE (repeat it for more), as Siri hears only the values the app offers;
            PARAM is a parameter's name or an entity type, and a value is offered to every parameter of its entity type.
            Phrases iOS drops (without ${applicationName}, or breaking a parameter rule) never match, nor, with --ios N,
            those of an App Shortcut introduced in a later iOS; an utterance that is one of the app's negative phrases
            reaches none. --locale LANG hears
            them as translated in LANG.lproj/AppShortcuts.strings or AppShortcuts.xcstrings (else in root.ssu.yaml's
            utterances), each enum case by its title in
            LANG.lproj/Localizable.strings. Exits 0 on a
            match, 1 when nothing matches (the nearest phrases are listed). --run then runs the action Siri reaches,
            with the phrase's value, as 'intents converse' runs an action: the required parameters asked for
            (--answer, --yes), a stand-in perform() that accepts every value; the exit status is then the run's.
            See docs/app-intents.md.
            """,
        arguments: [path, utterance], options: [appName, values, locale, run, IntentsConverseCommand.yes, IntentsConverseCommand.answers])

    static let path = Argument<String>(
        "path", help: "extract.actionsdata, a Metadata.appintents folder, or an .app bundle.", completion: .file, parser: .text)
    static let utterance = Argument<String>(
        "utterance", help: "What the person says.", parser: .storedText("the words said", maximumLength: .max))
    static let appName = Option<String?>("app-name", placeholder: "name", help: "The app's name, for ${applicationName}.", parser: .text)
    static let values = Option<[String]>(
        repeating: "value", placeholder: "param=value",
        help: "A value the app offers for a phrase parameter (by its name or its entity type); repeat for more.", parser: .text)

    static let locale = Option<String?>(
        "locale", placeholder: "language",
        help: "Hear the phrases in this language: their translation in <language>.lproj/AppShortcuts.strings or AppShortcuts.xcstrings.",
        parser: .language)

    static let run = Option(flag: "run", help: "Run the action the utterance reaches, as 'intents converse' does.")

    let path: String
    let utterance: String
    let appName: String?
    let locale: String?
    let values: [String: [String]]
    let run: Bool
    let yes: Bool
    let answers: [String]

    init(_ arguments: ParsedArguments) throws {
        path = try arguments[Self.path]
        utterance = try arguments[Self.utterance]
        appName = try arguments[Self.appName]
        locale = try arguments[Self.locale]
        if locale?.trimmingWhitespace().isEmpty == true { throw UsageError("--locale cannot be empty") }
        var values: [String: [String]] = [:]
        for pair in try arguments[Self.values] {
            guard let equals = pair.firstIndex(of: "="), equals != pair.startIndex else {
                throw UsageError("--value is written PARAM=VALUE, not \"\(pair)\"")
            }
            let value = String(pair[pair.index(after: equals)...])
            if value.trimmingWhitespace().isEmpty { throw UsageError("--value \(pair) gives no value: write PARAM=VALUE") }
            values[String(pair[..<equals]), default: []].append(value)
        }
        self.values = values
        if appName?.trimmingWhitespace().isEmpty == true { throw UsageError("--app-name cannot be empty") }
        run = arguments[Self.run]
        yes = arguments[IntentsConverseCommand.yes]
        answers = try arguments[IntentsConverseCommand.answers]
        if !run && (yes || !answers.isEmpty) { throw UsageError("--yes and --answer answer the run: give --run too") }
    }

    func run(_ context: Context) throws -> ExitStatus {
        // An intent definition is a good file of the other era: say what match reads instead.
        // A folder holding one (a project's, or an app bundle of the SiriKit years) is one too.
        if !AppIntentsMetadataReader.recognizes(path: path), (try? IntentsCommand.read(DefinitionSearch.resolve(path).path, locale: nil)) != nil {
            throw UsageError(
                "\(Diagnostic.escaped(path)) is an intent definition (SiriKit, iOS 12 to 15), which declares no App Shortcut phrases;"
                    + " match reads App Intents metadata. A SiriKit intent is said through a voice shortcut someone records: try "
                    + ShellCommand.soupchef(["intents", "converse", path]) + " <intent>")
        }
        var (metadata, location) = try AppIntentsMetadataCommands.read(path)
        var read = path
        // An app whose App Shortcuts its App Intents extension declares (the provider lives in the
        // extension, whose metadata Xcode writes in the .appex): Siri hears them as the app's.
        if metadata.appShortcuts.isEmpty, let (found, foundLocation) = Self.extensionWithAppShortcuts(location) {
            context.note(
                "\(Diagnostic.escaped(metadata.file)) has no App Shortcuts; read those of \(Diagnostic.escaped(foundLocation.file)), "
                    + "an extension of the app")
            (metadata, location) = (found, foundLocation)
            read = foundLocation.folder
        }
        if !location.others.isEmpty || !metadata.packages.isEmpty {
            var parts = ["Read " + metadata.files.map(Diagnostic.escaped).joined(separator: ", ")]
            let unread = metadata.packages.filter { !$0.isRead }.map(\.module)
            if !unread.isEmpty { parts.append("included, not read: " + unread.map(Diagnostic.escaped).joined(separator: ", ")) }
            if !location.others.isEmpty {
                let others = location.others.map(Diagnostic.escaped).joined(separator: ", ")
                parts.append("also found, not read: \(others) (give its path to read it)")
            }
            context.note(parts.joined(separator: "; "))
        } else if !location.includedPackages.isEmpty {
            // A file given alone: what its app takes in from frameworks is not known to it.
            context.note(
                "Read \(Diagnostic.escaped(metadata.file)) alone; its app includes the App Intents packages of "
                    + location.includedModules.map(Diagnostic.escaped).joined(separator: ", ")
                    + ", not read (give the app or its Metadata.appintents folder to read them with it)")
        }
        // The app's name fills the phrases; metadata without App Shortcuts has no phrase to fill,
        // and nothing matches whatever the name.
        var name = appName ?? AppIntentsMetadataReader.applicationName(location)
        if name == nil && !metadata.appShortcuts.isEmpty {
            throw UsageError(
                "\(path) is not in an app bundle with an Info.plist naming the app, nor beside a root.ssu.yaml that does; give its name with --app-name"
            )
        }
        // A value is given by a parameter's name, or by an entity type (`TrailEntity=Half Dome`),
        // whose values iOS offers every parameter of that type.
        let entityTypes = Set(
            metadata.entities.map(\.typeName)
                + metadata.actions.flatMap { $0.parameters.compactMap { if case .entity(let type) = $0.type { type } else { nil } } })
        for parameter in values.keys.sorted()
        where !metadata.actions.contains(where: { $0.parameter(parameter) != nil }) && !entityTypes.contains(parameter) {
            let names = Set(metadata.actions.flatMap { $0.parameters.map(\.name) }).sorted()
            throw UsageError(
                "no action of \(path) has a parameter \"\(parameter)\" (parameters: \(names.isEmpty ? "none" : names.joined(separator: ", "))"
                    + (entityTypes.isEmpty ? "" : "; entity types: " + entityTypes.sorted().joined(separator: ", ")) + ")"
                    + (nearestName(to: parameter, among: names + entityTypes.sorted()).map { ". Did you mean \"\($0)\"?" } ?? ""))
        }
        // A value reaching no phrase's parameter (by its name or its entity type) takes no part
        // in what is heard: say so.
        let named = metadata.appShortcuts.flatMap { shortcut in
            shortcut.phrases.flatMap(AppIntentsShortcut.parameters(in:)).map { (action: shortcut.actionIdentifier, name: $0) }
        }
        for key in values.keys.sorted()
        where !named.contains(where: { AppShortcutMatcher.offered([key: [key]], to: $0.name, of: metadata.action($0.action), in: metadata) == [key] })
        {
            let subject =
                metadata.actions.contains { $0.parameter(key) != nil }
                ? "${\(Diagnostic.escaped(key))}" : "a parameter of entity \(Diagnostic.escaped(key))"
            let names = Set(named.map(\.name)).sorted()
            context.note(
                "No App Shortcut phrase names \(subject), so its --value takes no part in what Siri hears"
                    + (names.isEmpty ? "" : " (phrases name: " + names.map { "${\($0)}" }.joined(separator: ", ") + ")"))
        }
        // An enum parameter takes its cases only: Siri hears an AppEnum's cases, never other text.
        for (parameter, given) in values.sorted(by: { $0.key < $1.key }) {
            let enums = metadata.actions.compactMap { action -> AppIntentsEnum? in
                guard case .enumeration(let identifier)? = action.parameter(parameter)?.type else { return nil }
                return metadata.enumeration(identifier)
            }
            guard let enumeration = enums.first, enums.count == metadata.actions.filter({ $0.parameter(parameter) != nil }).count else {
                continue
            }
            for value in given where enumeration.caseNamed(value) == nil {
                let cases = enumeration.cases.map(\.identifier)
                throw UsageError(
                    "\(parameter) is the enum \(enumeration.identifier), which has no case \"\(value)\""
                        + (cases.isEmpty ? " (it declares none)" : "; its cases: " + cases.joined(separator: ", "))
                        + (nearestName(to: value, among: cases).map { ". Did you mean \"\($0)\"?" } ?? ""))
            }
        }
        let translation = try Self.translation(locale, of: location, metadata: metadata, path: path)
        // Heard in another language, an enum case is said by its title there (the bundle's
        // `<language>.lproj/Localizable.strings`), and the app by the name it gives itself there
        // (`InfoPlist.strings`), as a device in that language says them.
        // Without a table of its own, the language is the development language: the phrases as written.
        let language = translation?.language ?? AppIntentsMetadataReader.developmentLanguage(location, metadata: metadata)
        if let translation, !translation.isSourceLanguage {
            metadata = try AppIntentsMetadataCommands.read(read, language: translation.language).metadata
        }
        if appName == nil { name = AppIntentsMetadataReader.applicationName(location, language: language) ?? name }
        // Only a release chosen (--ios, SOUPCHEF_IOS) keeps a later App Shortcut from being heard:
        // by default every one is, whatever its availability.
        let ios = context.iosChosen ? context.ios.major : nil
        let result = AppShortcutMatcher.match(
            utterance, in: metadata, applicationName: name ?? "",
            alternativeNames: AppIntentsMetadataReader.alternativeApplicationNames(location, language: language),
            values: values, translation: translation, developmentLanguage: language, ios: ios)
        if context.json {
            struct Document: Encodable {
                /// The simulated iOS release, when chosen.
                var ios: Int?
                var utterance: String
                @Nullable var applicationName: String?
                var matched: Bool
                @Nullable var match: ExpandedAppShortcutPhrase? = nil
                var nearest: [AppShortcutMatchResult.Near]
                var dropped: [String]
                var alsoReaches: [AppShortcutMatchResult.Near]
                /// The app's negative phrase the utterance is, which Siri takes for none of its App
                /// Shortcuts; left out otherwise.
                var negativePhrase: String?
                /// Why nothing can match, whatever is said: "noAppShortcuts", "noPhrases"; left out otherwise.
                var reason: String?
                /// With --run, the run of the action reached (`intents converse --json`'s document).
                var run: AppIntentConverseDocument?
            }
            var document = Document(
                ios: ios, utterance: utterance, applicationName: name, matched: result.match != nil, nearest: result.nearest, dropped: result.dropped,
                alsoReaches: result.alsoReaches)
            document.match = result.match
            document.negativePhrase = result.negativePhrase
            if result.match == nil { document.reason = Self.unmatchable(metadata) }
            guard run, let match = result.match else {
                try context.printJSON(document)
                return result.match == nil ? .failure : .success
            }
            let (ran, outcome) = try running(match, of: metadata, language: language, context)
            document.run = ran
            try context.printJSON(document)
            return try IntentsConverseCommand.status(outcome, context: context)
        }
        guard let match = result.match else {
            if let negative = result.negativePhrase {
                context.out.line(
                    "Nothing matches “\(Diagnostic.escaped(utterance))”: it is the app's negative phrase “\(Diagnostic.escaped(negative))”,"
                        + " which Siri takes for none of its App Shortcuts (negativePhrases).")
                return .failure
            }
            context.out.line("Nothing matches “\(Diagnostic.escaped(utterance))”.")
            switch Self.unmatchable(metadata) {
            case "noAppShortcuts"?: context.out.line("\(path) has no App Shortcuts.")
            case "noPhrases"?: context.out.line("\(path)'s App Shortcuts have no phrases.")
            default: break
            }
            if !result.nearest.isEmpty { context.out.line("Nearest phrases:") }
            for near in result.nearest {
                // A phrase of a later release: heard there, never on the one simulated; one whose
                // action the release no longer has, heard before it.
                let release =
                    near.requiresIOS.map { ", needs iOS \(Diagnostic.escaped($0)); soupchef simulates \(context.ios.name)" }
                    ?? near.obsoletedIOS.map { gone in
                        (gone == "*" ? ", not on iOS" : ", obsoleted in iOS \(Diagnostic.escaped(gone))") + "; soupchef simulates \(context.ios.name)"
                    } ?? ""
                context.out.line("  “\(Diagnostic.escaped(near.phrase))” (\(Diagnostic.escaped(near.action))\(release))")
            }
            // A phrase still showing ${soup} was given no value to be heard with: say how to give one.
            let unfilled = result.nearest.flatMap { Self.placeholders(in: $0.phrase) }.filter { values[$0] == nil }
            let distinct = unfilled.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
            for parameter in distinct {
                // An entity parameter's values may be given by its type, for all its parameters.
                let near = result.nearest.first { Self.placeholders(in: $0.phrase).contains(parameter) }
                let type = near.flatMap { metadata.action($0.action)?.parameter(parameter)?.type }
                let byType =
                    if case .entity(let name)? = type {
                        ", or --value \(Diagnostic.escaped(name))=<value> for every parameter of that entity"
                    } else { "" }
                context.note(
                    "A phrase naming ${\(Diagnostic.escaped(parameter))} is heard only with the values the app offers: "
                        + "give them with --value \(Diagnostic.escaped(parameter))=<value> (repeat it for more)\(byType)")
            }
            return .failure
        }
        context.out.line("“\(Diagnostic.escaped(match.phrase))”")
        context.out.line("  App Shortcut: \(match.shortTitle.map { "“\(Diagnostic.escaped($0))”" } ?? "(no short title)")")
        context.out.line(
            "  Action: \(Diagnostic.escaped(match.action))" + (match.actionTitle.map { " (“\(Diagnostic.escaped($0))”)" } ?? "")
                + (match.actionSource.map { ", from \(Diagnostic.escaped($0))" } ?? ""))
        context.out.line("  Phrase: “\(Diagnostic.escaped(match.template))”")
        if let said = match.said {
            context.out.line("  Said: “\(Diagnostic.escaped(said))”" + (match.language.map { " (\(Diagnostic.escaped($0)))" } ?? ""))
        }
        if let other = match.alternativeName {
            let source = AppIntentsMetadataReader.applicationNameSource(location) ?? "Info.plist"
            context.out.line(
                "  App name: “\(Diagnostic.escaped(other))”, another name of \(Diagnostic.escaped(name ?? "the app")) (\(Diagnostic.escaped(source)))"
            )
        }
        if let parameter = match.parameter, let value = match.value {
            let identifier = match.valueIdentifier.flatMap { $0 == value ? nil : " (\(Diagnostic.escaped($0)))" } ?? ""
            context.out.line("  \(Diagnostic.escaped(parameter)): \(Diagnostic.escaped(value))\(identifier)")
        }
        for other in result.alsoReaches {
            context.out.line(
                "  Also: \(Diagnostic.escaped(other.action)) (“\(Diagnostic.escaped(other.template))”) is said the same way;"
                    + " which App Shortcut iOS runs is not documented")
        }
        guard run else { return .success }
        let (ran, outcome) = try running(match, of: metadata, language: language, context)
        context.out.write(ran.text)
        for note in ran.notes { context.note(note) }
        return try IntentsConverseCommand.status(outcome, context: context)
    }

    /// Why no utterance can match the metadata: it has no App Shortcuts ("noAppShortcuts"), or
    /// none has a phrase ("noPhrases"); nil when some phrase may.
    static func unmatchable(_ metadata: AppIntentsMetadata) -> String? {
        if metadata.appShortcuts.isEmpty { return "noAppShortcuts" }
        return metadata.appShortcuts.allSatisfy(\.phrases.isEmpty) ? "noPhrases" : nil
    }

    /// The translation the phrases are heard in: the one of `locale` (the closest language there,
    /// as a device picks: `pt` reads `pt-BR` when that is the only Portuguese), else the source
    /// language of a string catalog beside the metadata, whose other ways of saying a phrase
    /// Siri hears with the phrase itself; none when there is neither.
    static func translation(_ locale: String?, of location: AppIntentsMetadataLocation, metadata: AppIntentsMetadata, path: String) throws
        -> AppShortcutsTranslation?
    {
        var found = AppIntentsMetadataReader.translations(location).translations
        guard let locale else { return found.first { $0.isSourceLanguage } }
        // A folder read without its bundle's tables: the languages Siri's training file holds.
        if case .success(let training)? = AppShortcutsTraining.read(location) {
            let languages = Set(found.map(\.language))
            found += training.translations(
                of: metadata, developmentLanguage: AppIntentsMetadataReader.developmentLanguage(location, metadata: metadata)
            ).filter {
                !languages.contains($0.language)
            }
        }
        let languages = found.map(\.language).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        guard let language = DefinitionLocalization.closestLanguage(to: locale, in: languages) else {
            // The development language says the phrases as the metadata writes them.
            if DefinitionLocalization.closestLanguage(to: locale, in: [AppIntentsMetadataReader.developmentLanguage(location, metadata: metadata)])
                != nil
            {
                return nil
            }
            // The languages `--locale` takes: the development language, which the phrases are
            // written in, then the translations (as `converse` lists its texts' languages).
            let taken = ([AppIntentsMetadataReader.developmentLanguage(location, metadata: metadata)] + languages).reduce(into: [String]()) {
                if !$0.contains($1) { $0.append($1) }
            }
            throw UsageError(
                "\(Diagnostic.escaped(path)) has no \(Diagnostic.escaped(locale)) translation of its App Shortcut phrases (languages: "
                    + taken.map(Diagnostic.escaped).joined(separator: ", ") + ")")
        }
        // A language given by both a strings table and a catalog: the table's, as listed first.
        return found.first { $0.language == language }
    }

    /// The parameter names of the `${name}` placeholders left in a phrase.
    static func placeholders(in phrase: String) -> [String] {
        phrase.split(separator: "${", omittingEmptySubsequences: false).dropFirst().compactMap { part in
            part.firstIndex(of: "}").map { String(part[..<$0]) }
        }
    }

    /// The metadata of the first app extension found beside the app's (`PlugIns`, `Extensions`) that
    /// declares App Shortcuts, with where it is.
    static func extensionWithAppShortcuts(_ location: AppIntentsMetadataLocation) -> (AppIntentsMetadata, AppIntentsMetadataLocation)? {
        for other in location.others {
            let parts = other.split(separator: "/")
            guard let bundle = parts.lastIndex(where: { $0.hasSuffix(".appex") }), bundle > 0,
                AppIntentsMetadataReader.extensionFolders.contains(String(parts[bundle - 1])),
                let read = try? AppIntentsMetadataReader.read(path: other), !read.metadata.appShortcuts.isEmpty
            else { continue }
            return read
        }
        return nil
    }

    /// Runs the action `match` reaches, its phrase's value given: an entity by the value the
    /// app offered, an enum by the case heard.
    func running(_ match: ExpandedAppShortcutPhrase, of metadata: AppIntentsMetadata, language: String, _ context: Context) throws -> (
        AppIntentConverseDocument, AppIntentConversation.Outcome
    ) {
        guard let action = metadata.action(match.action) else {
            throw CommandFailure(.dataError, "the App Shortcut runs \(Diagnostic.escaped(match.action)), which no metadata read declares")
        }
        var intent = Intent(typeName: action.typeName ?? action.identifier)
        if let name = match.parameter, let value = match.value, let parameter = action.parameter(name) {
            switch parameter.type {
            case .enumeration(let identifier):
                // Shown by the case's title, as every other way of giving it shows it: a synonym
                // heard ("ATM") is the case, not a text.
                let raw = match.valueIdentifier ?? value
                let title = metadata.enumeration(identifier)?.cases.first { $0.identifier == raw }?.title
                intent[name] = .enumeration(rawValue: raw, display: title ?? value)
            case .entity: intent[name] = .object(identifier: match.valueIdentifier ?? value, display: value)
            default: intent[name] = .string(value)
            }
        }
        return try IntentsConverseCommand.converse(
            action, of: metadata, intent: intent, yes: yes, answers: answers, language: language, context: context)
    }
}
