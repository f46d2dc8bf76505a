#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A finding of `AppIntentsLint`: the same shape as a definition file's findings, with the
/// subject being the App Shortcut, phrase, action or entity it is about.
public struct AppIntentsLintFinding: Sendable, Hashable, Encodable {
    /// The rules, as docs/app-intents.md names them (each with its source there).
    public enum Rule: String, Sendable, Hashable, Encodable, CaseIterable {
        case phraseWithoutApplicationName
        case tooManyAppShortcuts
        case phraseParameterNotDeclared
        case phraseParameterNotEntityOrEnum
        case severalParametersInPhrase
        case shortcutActionMissing
        case duplicatePhrase
        case entityWithoutDefaultQuery
        case missingShortTitle
        case missingSystemImage
        case phraseMissingFromTranslation
        case shortcutWithoutPhrases
        case unreadableTranslation
        case summaryParameterNotDeclared
        case includedPackageNotFound
        case includedPackageUnreadable
        case duplicateDeclaration
        case translationOfNoPhrase
        case tooManyPhrases
        case applicationNameRepeated
        case defaultOutsideRange
        case phraseWrittenAsKey
        case shortcutActionNotDiscoverable
        case phraseIsNegativePhrase
    }

    public var severity: LintFinding.Severity
    public var rule: Rule
    /// What it is about: "App Shortcut OrderSoup", "entity SoupAppEntity", "fr".
    public var subject: String
    /// The phrase template it is about, if any.
    public var phrase: String?
    public var message: String
    /// The file the finding is in when it is not the metadata: a translation's
    /// (`fr.lproj/AppShortcuts.strings`, `AppShortcuts.xcstrings`), or an included package's
    /// `extract.actionsdata` for what that package declares.
    public var file: String?

    public init(severity: LintFinding.Severity, rule: Rule, subject: String, phrase: String? = nil, message: String, file: String? = nil) {
        self.severity = severity
        self.rule = rule
        self.subject = subject
        self.phrase = phrase
        self.message = message
        self.file = file
    }

    /// `FILE: error: SUBJECT: message`, as `intents lint` prints a definition's findings.
    public func line(file: String) -> String { "\(file): \(severity.rawValue): \(subject): \(message)" }

    /// A GitHub Actions annotation, as `intents lint --format github` prints a definition's
    /// findings: the file (the translation's for a translation's finding), no line (the JSON is
    /// one line as Xcode writes it).
    public func githubAnnotation(file: String) -> String {
        let command = severity == .note ? "notice" : severity.rawValue
        return "::\(command) file=\(PrintedText.githubProperty(self.file ?? file))::" + PrintedText.githubMessage("\(subject): \(message)")
    }
}

/// The rules Apple documents or Xcode and iOS enforce on App Intents metadata (sources in
/// docs/app-intents.md, "Lint rules").
public enum AppIntentsLint {
    /// iOS takes at most this many App Shortcuts from an app.
    public static let maximumAppShortcuts = 10
    /// Siri takes at most this many phrases of an app, each parameter's values said (WWDC23).
    public static let maximumPhrases = 1000

    /// The findings on `metadata` and its `translations`. `developmentLanguage` is the language the
    /// phrases are written in (the bundle's `CFBundleDevelopmentRegion`): phrases are compared as
    /// said in it, as a translation's texts are in the translation's, so a German app's “Gleis 2”
    /// and “Gleis zwei” sound the same, as “Platform 2” and “Platform two” do in English.
    public static func check(
        _ metadata: AppIntentsMetadata, translations: [AppShortcutsTranslation] = [], unreadable: [String] = [],
        developmentLanguage: String? = nil
    ) -> [AppIntentsLintFinding] {
        var findings: [AppIntentsLintFinding] = []
        func add(
            _ severity: LintFinding.Severity, _ rule: AppIntentsLintFinding.Rule, _ subject: String, _ phrase: String?, _ message: String,
            file: String? = nil
        ) {
            findings.append(.init(severity: severity, rule: rule, subject: subject, phrase: phrase, message: message, file: file))
        }
        if metadata.appShortcuts.count > maximumAppShortcuts {
            add(
                .error, .tooManyAppShortcuts, "App Shortcuts", nil,
                "\(metadata.appShortcuts.count) App Shortcuts; Apple allows an app at most \(maximumAppShortcuts) (WWDC22), and which of the rest iOS keeps is not documented"
            )
        }
        findings += packageFindings(metadata)
        // Where what the app's file lacks may be: the included packages not read, or none.
        let unread = metadata.packages.filter { !$0.isRead }.map(\.module)
        let elsewhere =
            metadata.packages.isEmpty
            ? "which this file does not declare (it may be in a framework's metadata)"
            : unread.isEmpty
                ? "which neither this file nor its included packages' metadata declares"
                : "which neither this file nor its included packages' metadata read declares (it may be in "
                    + unread.map { $0 + "'s" }.joined(separator: " or ") + " metadata, which " + (unread.count == 1 ? "was" : "were")
                    + " not read)"
        /// The package file declaring an item, for a finding about it.
        func file(of source: String?) -> String? { source.flatMap { source in metadata.packages.first { $0.source == source }?.file } }
        var firstShortcutOfPhrase: [String: (index: Int, subject: String, phrase: String)] = [:]
        var firstShortcutOfText: [String: (index: Int, subject: String)] = [:]
        var shortcutsOfAction: [String: Int] = [:]
        for shortcut in metadata.appShortcuts { shortcutsOfAction[shortcut.actionIdentifier, default: 0] += 1 }
        // Several App Shortcuts of one action are told apart by their place among its own: "#2" its second.
        var seenOfAction: [String: Int] = [:]
        for (index, shortcut) in metadata.appShortcuts.enumerated() {
            let shared = shortcutsOfAction[shortcut.actionIdentifier, default: 0] > 1
            seenOfAction[shortcut.actionIdentifier, default: 0] += 1
            let subject = "App Shortcut \(shortcut.actionIdentifier)" + (shared ? " #\(seenOfAction[shortcut.actionIdentifier] ?? 1)" : "")
            let action = metadata.action(shortcut.actionIdentifier)
            if action == nil {
                // An app's App Shortcuts may run an intent of a framework (`AppIntentsPackage`),
                // which that framework's own metadata declares: not this file's to judge.
                add(.warning, .shortcutActionMissing, subject, nil, "runs the action \(shortcut.actionIdentifier), \(elsewhere)")
            }
            if let action, action.declaresNotDiscoverable {
                // "App Shortcuts require this property to be true for the app intents they use":
                // system features cannot reach an intent that is not discoverable. Xcode builds
                // such an app all the same (no build message for it is on record): a warning.
                add(
                    .warning, .shortcutActionNotDiscoverable, subject, nil,
                    "runs \(shortcut.actionIdentifier), which declares isDiscoverable false; App Shortcuts require a discoverable intent, "
                        + "and Siri, Spotlight and Shortcuts cannot reach one that is not, so none of its phrases is heard")
            }
            if shortcut.phrases.isEmpty {
                // Xcode warns ("App Shortcuts should have at least one phrase") and still writes
                // the file; the App Shortcut keeps its tile in Shortcuts and Spotlight.
                add(
                    .warning, .shortcutWithoutPhrases, subject, nil,
                    "has no phrase, so Siri can never start it (its tile in Shortcuts and Spotlight still can)")
            }
            if shortcut.shortTitle == nil {
                add(.warning, .missingShortTitle, subject, nil, "has no short title; the Shortcuts app and Spotlight show it with the action's title")
            }
            if shortcut.systemImageName == nil {
                add(.warning, .missingSystemImage, subject, nil, "has no SF Symbol (systemImageName); the Shortcuts app shows a generic tile")
            }
            for phrase in shortcut.phrases {
                findings += problems(of: phrase, in: shortcut, action: action, metadata: metadata, subject: subject)
                let key = normalized(phrase, language: developmentLanguage)
                if let other = firstShortcutOfPhrase[key] {
                    // The same words twice in one App Shortcut reach it either way: nothing to tell apart.
                    if other.index != index {
                        // Written alike, the same phrase twice; written apart ("What's" and
                        // "Whats"), two phrases Xcode builds that Siri hears alike: a warning.
                        // Two App Shortcuts of one action reach it either way (an App Shortcut
                        // holds no preset values): nothing is lost, one is redundant.
                        let alike = firstShortcutOfText[phrase].flatMap { $0.index != index ? $0 : nil }
                        let nearest: (index: Int, subject: String) = alike ?? (other.index, other.subject)
                        if metadata.appShortcuts[nearest.index].actionIdentifier == shortcut.actionIdentifier {
                            let relation =
                                alike != nil ? "is also a phrase of \(nearest.subject)" : "sounds the same as \(other.subject)'s “\(other.phrase)”"
                            add(
                                .warning, .duplicatePhrase, subject, phrase,
                                "“\(phrase)” \(relation), which runs the same action; "
                                    + "Siri runs \(shortcut.actionIdentifier) either way, so one of the two is redundant")
                        } else if let alike {
                            add(
                                .error, .duplicatePhrase, subject, phrase,
                                "“\(phrase)” is also a phrase of \(alike.subject); Siri cannot tell which one was meant")
                        } else {
                            add(
                                .warning, .duplicatePhrase, subject, phrase,
                                "“\(phrase)” sounds the same as \(other.subject)'s “\(other.phrase)”; Siri cannot tell which one was meant")
                        }
                    }
                } else {
                    firstShortcutOfPhrase[key] = (index, subject, phrase)
                }
                if firstShortcutOfText[phrase] == nil { firstShortcutOfText[phrase] = (index, subject) }
            }
        }
        // Every phrase as said, each enum case in its parameter's place (the app's name any word).
        let said = AppShortcutMatcher.expand(metadata, applicationName: "App")
        findings += expansionCollisions(said.phrases, language: developmentLanguage)
        findings += negativePhraseCollisions(said.phrases, in: metadata, language: developmentLanguage)
        // Apple counts every phrase as said with each value of its parameter (WWDC23: at most
        // 1,000 an app); the enums' cases are known here, an entity's values are not.
        if said.phrases.count > maximumPhrases {
            let unexpanded = said.unexpanded.count
            add(
                .warning, .tooManyPhrases, "App Shortcuts", nil,
                "\(said.phrases.count) phrases as said with each case of their enums"
                    + (unexpanded > 0 ? " (and \(unexpanded) naming an entity, whose values are not counted)" : "")
                    + "; Apple allows an app at most \(maximumPhrases) (WWDC23), and which of the rest Siri hears is not documented")
        }
        for entity in metadata.entities where !entity.isTransient && metadata.defaultQuery(of: entity) == nil {
            let declared = entity.source.map { " (declared in \($0))" } ?? ""
            if let named = entity.defaultQuery {
                // Declared, but its query is not in this file: another module's metadata may hold it.
                add(
                    .warning, .entityWithoutDefaultQuery, "entity \(entity.typeName)", nil,
                    "names the default query \(named), \(elsewhere)\(declared)", file: file(of: entity.source))
            } else if !entity.defaultQueryIsRecorded {
                // A file from before Xcode 16 names no default query: the build had one (an
                // AppEntity cannot be built without), declared where this file does not show it.
                add(
                    .warning, .entityWithoutDefaultQuery, "entity \(entity.typeName)", nil,
                    "has no query for its type in this file, which (written before Xcode 16) names no entity's default query: "
                        + "its query is declared elsewhere, or Siri and Shortcuts cannot look up its values\(declared)",
                    file: file(of: entity.source))
            } else {
                add(
                    .error, .entityWithoutDefaultQuery, "entity \(entity.typeName)", nil,
                    "has no default query; Siri and Shortcuts cannot look up or suggest its values\(declared)", file: file(of: entity.source))
            }
        }
        for action in metadata.actions {
            // A default outside the parameter's own range: Swift compiles it, and nothing in the
            // metadata says what the framework does with it (a default is not resolved as a value
            // given is), so `perform()` may get a number its range says it never takes.
            for parameter in action.parameters {
                guard let written = parameter.defaultValue, let number = Double(written), !parameter.allows(number) else { continue }
                add(
                    .warning, .defaultOutsideRange, "action \(action.identifier)", nil,
                    "the default \(written) of \(parameter.name) is outside its range (\(parameter.rangeDescription ?? "")), "
                        + "so perform() may be given a value the range says it never takes"
                        + (action.source.map { " (declared in \($0))" } ?? ""), file: file(of: action.source))
            }
            // Xcode writes a summary's placeholders from key paths to the action's parameters, so
            // another name comes from no build; a warning, as what Shortcuts then shows is unknown.
            for text in action.summary?.texts ?? [] {
                for name in AppIntentsShortcut.parameters(in: text) where action.parameter(name) == nil {
                    add(
                        .warning, .summaryParameterNotDeclared, "action \(action.identifier)", nil,
                        "the summary “\(text)” names ${\(name)}, which is not a parameter of \(action.identifier)"
                            + (action.source.map { " (declared in \($0))" } ?? ""), file: file(of: action.source))
                }
            }
        }
        let phrases = Array(Set(metadata.appShortcuts.flatMap(\.phrases))).sorted()
        findings += keyPhrases(metadata, phrases: phrases, translations: translations)
        for translation in translations {
            // A catalog's source language says each phrase as its key, and so does the development
            // language's table for a phrase it lacks: none is missing there.
            let missing = translation.saysMissingPhrasesAsWritten ? [] : phrases.filter { translation.texts(of: $0).isEmpty }
            for phrase in missing {
                // An entry marked "Don't Translate" is meant to have no text of its own in any
                // language; what Xcode builds for it there, and so what Siri hears, is not known.
                if translation.untranslatable.contains(translation.entries[phrase] ?? phrase) {
                    add(
                        .note, .phraseMissingFromTranslation, "translation \(translation.language)", phrase,
                        "“\(phrase)” is marked not to be translated (shouldTranslate false) in \(translation.file), so \(translation.language) has no"
                            + " text of its own; whether Siri in this language hears the phrase is not known", file: translation.file)
                    continue
                }
                add(
                    .warning, .phraseMissingFromTranslation, "translation \(translation.language)", phrase,
                    "“\(phrase)” is not in \(translation.file); Siri in this language does not know it", file: translation.file)
            }
            // Each text a catalog's `stringSet` gives a phrase is a phrase of its own, judged alone.
            var judged = Set<String>()
            for phrase in phrases {
                // An entry holding several phrases is judged once, with the first of them.
                for translated in translation.texts(of: phrase) where !translated.contains(AppIntentsShortcut.applicationName) {
                    guard judged.insert(translated).inserted else { continue }
                    // A placeholder translated with the words (CasaZurigo's German
                    // `${Anwendungsname}`) is the likely cause: said here, not warned of again.
                    let action = metadata.appShortcuts.first { $0.phrases.contains(phrase) }.flatMap { metadata.action($0.actionIdentifier) }
                    let unknown = AppIntentsShortcut.parameters(in: translated).filter { action?.parameter($0) == nil }
                    let hint =
                        unknown.isEmpty
                        ? ""
                        : " (it names " + unknown.map { "${\($0)}" }.joined(separator: ", ")
                            + ", no parameter: a placeholder's name is never translated)"
                    add(
                        .error, .phraseWithoutApplicationName, "translation \(translation.language)", phrase,
                        "the translation “\(translated)” does not contain ${applicationName}; iOS drops it" + hint, file: translation.file)
                }
            }
        }
        // A translated text breaking a parameter rule (naming a parameter its action lacks, or
        // more than one) is dropped in that language as the phrase would be: a warning, as nothing
        // says Xcode's build checks the parameters of a translation.
        for translation in translations {
            var judged = Set<String>()
            for shortcut in metadata.appShortcuts {
                let action = metadata.action(shortcut.actionIdentifier)
                for phrase in shortcut.phrases {
                    // A text without the app's name is dropped for that already (an error above).
                    for text in translation.texts(of: phrase)
                    where text != phrase && text.contains(AppIntentsShortcut.applicationName) && judged.insert(text).inserted {
                        for problem in problems(of: text, in: shortcut, action: action, metadata: metadata, subject: "")
                        where problem.rule != .phraseWithoutApplicationName {
                            add(
                                .warning, problem.rule, "translation \(translation.language)", phrase,
                                "the translation in \(translation.file): " + problem.message
                                    + (problem.severity == .error ? "; Siri in this language drops it" : ""),
                                file: translation.file)
                        }
                    }
                }
            }
        }
        // A translation saying two App Shortcuts the same way (machine translations fold near
        // phrases together: ListenScrobbler's German has “Hören Sie mit ${applicationName}” for
        // two of them): only a warning, as nothing says Xcode's build refuses it.
        for translation in translations where !translation.isSourceLanguage {
            var first: [String: Int] = [:]
            var reported = Set<String>()
            for (index, shortcut) in metadata.appShortcuts.enumerated() {
                for text in Set(shortcut.phrases.flatMap { translation.texts(of: $0) }).sorted() {
                    let key = normalized(text, language: translation.language)
                    guard let other = first[key] else {
                        first[key] = index
                        continue
                    }
                    guard other != index, reported.insert(key).inserted else { continue }
                    add(
                        .warning, .duplicatePhrase, "translation \(translation.language)", shortcut.phrases.first,
                        "“\(text)” says both \(metadata.appShortcuts[other].actionIdentifier) and \(shortcut.actionIdentifier)"
                            + " in \(translation.file); Siri in this language cannot tell which one was meant", file: translation.file)
                }
            }
        }
        // A table's key that is no App Shortcut's phrase: harmless, never read; said once a file
        // (a catalog's languages share their keys).
        var keysReported = Set<String>()
        // A negative phrase's translation is used: Xcode's check of the tables counts it so. So is
        // a text the file looks up in this table (a title written with `"table": "AppShortcuts"`).
        let used = phrases + metadata.negativePhrases + metadata.appShortcutsTableTexts.sorted()
        for translation in translations {
            for key in translation.keys(besides: used)
            where keysReported.insert(translation.file + "\u{0}" + key).inserted {
                // A catalog's key is every language's: said once, of the catalog.
                let subject = translation.file.hasSuffix(".xcstrings") ? "translation" : "translation \(translation.language)"
                add(
                    .note, .translationOfNoPhrase, subject, key,
                    "\(translation.file) has “\(key)”, which is no phrase of any App Shortcut of this metadata nor a negative phrase; Siri never reads it"
                        + " (a phrase since changed, or a text that belongs in another table)", file: translation.file)
            }
        }
        for file in unreadable {
            add(.warning, .unreadableTranslation, "translation", nil, "\(file) could not be read as a strings table or string catalog", file: file)
        }
        return findings
    }

    /// An App Shortcut phrase said as one of the app's negative phrases (each said with the same
    /// stand-in for the app's name, an enum parameter with each of its cases): a negative phrase
    /// bypasses the app (Apple's `NegativeAppShortcutPhrase`: "phrases that will completely
    /// bypass your app"), so Siri never runs the App Shortcut for it. A warning: Xcode builds it.
    static func negativePhraseCollisions(
        _ phrases: [ExpandedAppShortcutPhrase], in metadata: AppIntentsMetadata, language: String? = nil
    ) -> [AppIntentsLintFinding] {
        let negatives = AppShortcutMatcher.negativePhrases(metadata, applicationName: "App").map {
            (spoken: HeardText.heard($0.phrase, language: language), template: $0.template)
        }
        guard !negatives.isEmpty else { return [] }
        var findings: [AppIntentsLintFinding] = []
        var reported = Set<String>()
        for phrase in phrases {
            let said = HeardText.heard(phrase.phrase, language: language)
            guard let negative = negatives.first(where: { $0.spoken == said }),
                reported.insert([phrase.action, phrase.template, negative.template].joined(separator: "\u{0}")).inserted
            else { continue }
            let value = phrase.value.map { " said with \($0)" } ?? ""
            findings.append(
                .init(
                    severity: .warning, rule: .phraseIsNegativePhrase, subject: "App Shortcut \(phrase.action)", phrase: phrase.template,
                    message: "“\(phrase.template)”\(value) is also the negative phrase “\(negative.template)”; Siri takes a negative phrase "
                        + "for none of the app's App Shortcuts, so it never runs \(phrase.action) for it; take it out of negativePhrases or say the "
                        + "App Shortcut otherwise"))
        }
        return findings
    }

    /// A phrase that, its parameter said as one of its enum's cases, is said as another App
    /// Shortcut's phrase ("Play ${mode} in ${applicationName}" with the case "Fast", beside "Play
    /// Fast in ${applicationName}"): Siri cannot tell them apart, as `intents match` says
    /// (`alsoReaches`). A warning: Xcode builds both. Phrases alike before any value is said are
    /// `duplicatePhrase`'s already.
    static func expansionCollisions(_ all: [ExpandedAppShortcutPhrase], language: String? = nil) -> [AppIntentsLintFinding] {
        guard all.contains(where: { $0.value != nil }) else { return [] }
        // Each phrase and template said once, and the phrases by what is said, in the metadata's
        // order: an app over Apple's 1,000 phrases is linted in a moment, not in minutes.
        let saidOf = all.map { normalized($0.phrase, language: language) }
        var templates: [String: String] = [:]
        for phrase in all where templates[phrase.template] == nil { templates[phrase.template] = normalized(phrase.template, language: language) }
        var phrasesSaid: [String: [Int]] = [:]
        for (index, said) in saidOf.enumerated() { phrasesSaid[said, default: []].append(index) }
        var findings: [AppIntentsLintFinding] = []
        var reported = Set<String>()
        for (index, phrase) in all.enumerated() where phrase.value != nil {
            let said = saidOf[index]
            guard !reported.contains(said),
                let other = phrasesSaid[said]?.lazy.map({ all[$0] }).first(where: {
                    ($0.action != phrase.action || $0.template != phrase.template) && templates[$0.template] != templates[phrase.template]
                })
            else { continue }
            reported.insert(said)
            let value = phrase.value.map { " with ${\(phrase.parameter ?? "")} said as “\($0)”" } ?? ""
            let otherValue = other.value.map { " with ${\(other.parameter ?? "")} said as “\($0)”" } ?? ""
            findings.append(
                .init(
                    severity: .warning, rule: .duplicatePhrase, subject: "App Shortcut \(phrase.action)", phrase: phrase.template,
                    message: "“\(phrase.template)”\(value) sounds the same as App Shortcut \(other.action)'s “\(other.template)”\(otherValue);"
                        + " Siri cannot tell which one was meant"))
        }
        return findings
    }

    /// The included packages not read, and the identifiers two of the files read declare.
    static func packageFindings(_ metadata: AppIntentsMetadata) -> [AppIntentsLintFinding] {
        var findings: [AppIntentsLintFinding] = []
        for package in metadata.packages {
            let subject = "package \(package.module)"
            let including = package.includedBy.map { "\($0) includes" } ?? "the app includes"
            if let file = package.file, let problem = package.problem {
                findings.append(
                    .init(
                        severity: .warning, rule: .includedPackageUnreadable, subject: subject,
                        message: "\(including) it, but \(file) \(problem); its App Intents are not known", file: file))
            } else if package.file == nil {
                // Apple's own apps include packages no framework of theirs holds: nothing to say it is wrong.
                findings.append(
                    .init(
                        severity: .note, rule: .includedPackageNotFound, subject: subject,
                        message: "\(including) it, but the bundle has no Frameworks/\(package.module).framework with App Intents metadata; "
                            + "its App Intents are not known"))
            }
        }
        for duplicate in metadata.duplicates {
            let kept = duplicate.keptSource.map { "in \($0)" } ?? "in the app's metadata"
            findings.append(
                .init(
                    severity: .warning, rule: .duplicateDeclaration, subject: "\(duplicate.kind) \(duplicate.identifier)",
                    message: "is declared \(kept) and again in \(duplicate.ignoredSource); the first is read, the other left out",
                    file: metadata.packages.first { $0.source == duplicate.ignoredSource }?.file))
        }
        return findings
    }

    /// Phrases written as localization keys (VLC's `APPSHORTCUT_PLAY_MEDIA_PHRASE_PLAY_${applicationName}`)
    /// that the development language's own table (or a catalog's source language) does not put
    /// into words: Siri reads a phrase's words from the App Shortcuts table only, never from
    /// `Localizable.strings`, so in that language it waits for the key itself. A warning: Xcode
    /// builds it, and the translations that do give words are heard.
    static func keyPhrases(_ metadata: AppIntentsMetadata, phrases: [String], translations: [AppShortcutsTranslation]) -> [AppIntentsLintFinding] {
        var findings: [AppIntentsLintFinding] = []
        for phrase in phrases where looksLikeKey(phrase) {
            let development = translations.filter(\.saysMissingPhrasesAsWritten)
            if development.contains(where: { $0.texts(of: phrase).contains { !looksLikeKey($0) } }) { continue }
            let worded = translations.filter { !$0.saysMissingPhrasesAsWritten && $0.texts(of: phrase).contains { !looksLikeKey($0) } }
            let subject = metadata.appShortcuts.first { $0.phrases.contains(phrase) }.map { "App Shortcut \($0.actionIdentifier)" } ?? "App Shortcuts"
            let unworded =
                development.first.map { "\($0.file) gives it no words" } ?? "no App Shortcuts table of the development language gives it words"
            findings.append(
                .init(
                    severity: .warning, rule: .phraseWrittenAsKey, subject: subject, phrase: phrase,
                    message: "“\(phrase)” is written as a localization key, not words, and \(unworded): "
                        + "Siri reads a phrase's words from the App Shortcuts table only (Localizable.strings is not read for phrases), "
                        + "so in the development language it waits for the key itself"
                        + (worded.isEmpty ? "" : " (" + worded.map(\.language).sorted().joined(separator: ", ") + " put it into words)")))
        }
        return findings
    }

    /// Whether a phrase reads as a localization key: outside its placeholders, one run of
    /// letters, digits and underscores (or dots) with an underscore in it, and no space.
    public static func looksLikeKey(_ phrase: String) -> Bool {
        let rest = DefinitionTemplate.fill(phrase) { _ in "" }
        let letters = rest.filter(\.isLetter).count
        return letters >= 3 && rest.contains("_") && rest.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
    }

    /// The problems of one phrase template of `shortcut`.
    public static func problems(
        of phrase: String, in shortcut: AppIntentsShortcut, action: AppIntentsAction?, metadata: AppIntentsMetadata, subject: String
    ) -> [AppIntentsLintFinding] {
        var findings: [AppIntentsLintFinding] = []
        func add(_ rule: AppIntentsLintFinding.Rule, _ message: String) {
            findings.append(.init(severity: .error, rule: rule, subject: subject, phrase: phrase, message: message))
        }
        if !phrase.contains(AppIntentsShortcut.applicationName) {
            add(.phraseWithoutApplicationName, "“\(phrase)” does not contain ${applicationName}; iOS drops the phrase")
        }
        // Xcode's words are "should have one '${applicationName}'"; whether it refuses two is
        // not on record: a warning, and the phrase is kept.
        let appNames = phrase.components(separatedBy: AppIntentsShortcut.applicationName).count - 1
        if appNames > 1 {
            findings.append(
                .init(
                    severity: .warning, rule: .applicationNameRepeated, subject: subject, phrase: phrase,
                    message: "“\(phrase)” names ${applicationName} \(appNames) times; Xcode asks for one in every phrase"
                        // Pingscape's catalog holds two phrases in one value, a line apart.
                        + (phrase.contains(where: \.isNewline)
                            ? " (it holds a line break: two phrases written as one value? Siri hears neither; give each its own)" : "")))
        }
        let named = AppIntentsShortcut.parameters(in: phrase)
        if named.count > 1 {
            add(
                .severalParametersInPhrase,
                "“\(phrase)” names \(named.count) parameters (\(named.joined(separator: ", "))); a phrase may name at most one")
        }
        guard let action else { return findings }
        for name in named {
            guard let parameter = action.parameter(name) else {
                add(.phraseParameterNotDeclared, "“\(phrase)” names ${\(name)}, which is not a parameter of \(action.identifier)")
                continue
            }
            // A type this reader does not know (or a union with such a member) cannot be judged:
            // never a false error.
            if parameter.type.hasUnknownKind { continue }
            // A Codable value the file also declares as an entity is judged as the entity.
            let declaredCodable = parameter.type.alternatives.contains {
                if case .codable(let type) = $0 { metadata.entities.contains { $0.typeName == type } } else { false }
            }
            if declaredCodable { continue }
            if !parameter.type.isPhraseParameter {
                let type = parameter.type.description
                // "one of …" is said with "a" ("a one of String, Int parameter"), its vowel aside, and
                // so is "URL"; "an Int", "an unknown type".
                let article = !type.hasPrefix("one ") && type.first.map { "aeiouAEIO".contains($0) } == true ? "an" : "a"
                add(
                    .phraseParameterNotEntityOrEnum,
                    "“\(phrase)” names ${\(name)}, \(article) \(type) parameter; a phrase may only name an AppEntity or AppEnum parameter")
            }
        }
        return findings
    }

    /// Whether iOS keeps `phrase` of `shortcut`: no error of its own (a phrase with one is dropped,
    /// or the build fails on it), and the App Shortcut's action discoverable. The phrase of an
    /// action declared elsewhere (a framework's metadata) is judged on what this file shows: its
    /// placeholders.
    public static func isKept(_ phrase: String, of shortcut: AppIntentsShortcut, in metadata: AppIntentsMetadata) -> Bool {
        let action = metadata.action(shortcut.actionIdentifier)
        // An App Shortcut of an intent that is not discoverable is not reached by any phrase.
        if action?.declaresNotDiscoverable == true { return false }
        return problems(of: phrase, in: shortcut, action: action, metadata: metadata, subject: "").allSatisfy { $0.severity != .error }
    }

    /// A phrase as Siri compares phrases: as said (case, spacing and punctuation ignored, "&" and
    /// small numbers in words, a larger English one in digits), so "Rock & Roll" and "Rock and
    /// Roll" sound the same, and so do "Top 40" and "Top Forty"; in `language`, with its words for
    /// them ("Gleis 2" and "Gleis zwei" in German).
    public static func normalized(_ phrase: String, language: String? = nil) -> String { HeardText.heard(phrase, language: language) }
}
