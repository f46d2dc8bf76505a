import TextMatching

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One phrase Siri listens for: an App Shortcut's phrase template with the app's name and, when
/// it names a parameter, one value filled in.
public struct ExpandedAppShortcutPhrase: Sendable, Hashable, Encodable {
    public var phrase: String
    public var template: String
    public var action: String
    public var actionTitle: String?
    /// The framework declaring the action, when an included package's metadata does.
    public var actionSource: String?
    public var shortTitle: String?
    /// The parameter the template names, and the value this phrase gives it.
    public var parameter: String?
    public var value: String?
    /// The enum case's identifier, when the value is an enum case's title.
    public var valueIdentifier: String?
    /// The other name of the app the phrase says instead of its name (`INAlternativeAppNames`,
    /// `CFBundleSpokenName`); nil when it says the app's name.
    public var alternativeName: String?
    /// The text said for the template when it is not the template itself: its translation, or
    /// another way of saying it that a string catalog's `stringSet` gives.
    public var said: String?
    /// The language of the translation heard (`--locale`), or of the catalog `said` is from.
    public var language: String?
    /// The iOS release the App Shortcut is introduced in, when the simulated one does not have
    /// it yet ("18.0"): such a phrase is never heard.
    public var requiresIOS: String?
    /// The iOS release the App Shortcut's action is obsoleted in, when the simulated one is that
    /// or later ("18.0"; "*": never on iOS): such a phrase is never heard either.
    public var obsoletedIOS: String?
}

/// What an utterance reaches among an app's App Shortcuts.
public struct AppShortcutMatchResult: Sendable, Hashable, Encodable {
    public struct Near: Sendable, Hashable, Encodable {
        public var phrase: String
        public var template: String
        public var action: String
        public var distance: Int
        /// The iOS release the phrase's App Shortcut is introduced in, when the simulated one
        /// does not have it yet.
        public var requiresIOS: String? = nil
        /// The iOS release the phrase's action is obsoleted in, when the simulated one no longer
        /// has it ("*": never on iOS).
        public var obsoletedIOS: String? = nil
    }

    public var utterance: String
    public var applicationName: String
    public var match: ExpandedAppShortcutPhrase?
    /// When nothing matched: the phrases nearest to what was said, nearest first.
    public var nearest: [Near]
    /// Templates iOS drops (they break a rule), which never match.
    public var dropped: [String]
    /// When the utterance is a phrase of more than one App Shortcut (a translation saying two
    /// alike): the others it reaches, by action and template. Which one iOS runs is not documented;
    /// `match` is the first in the metadata's order.
    public var alsoReaches: [Near] = []
    /// When the utterance is one of the app's negative phrases (`negativePhrases`, iOS 17), which
    /// Siri takes for none of its App Shortcuts: that phrase, as the metadata writes it.
    public var negativePhrase: String? = nil
}

/// Siri's App Shortcut phrase matching, as far as it can be reproduced: the phrase said (wake
/// words, case, spacing and punctuation aside) is one of the expanded phrases. Phrases iOS drops
/// never match; a template naming a parameter matches only with a value the app offers (the
/// enum's cases, or the entity values given). Given a simulated iOS release, an App Shortcut
/// introduced in a later one (its or its action's `availabilityAnnotations`), or whose action is
/// obsoleted in it or an earlier one, is not heard.
public enum AppShortcutMatcher {
    public static let nearestCount = 3

    /// Every phrase Siri listens for. `values` gives entity parameters' values (by parameter name
    /// or by entity type, each offered to every parameter of that type: see `offered`; a
    /// parameter's enum cases are always its values, and given values add to them).
    /// With `translation`, the phrases are said in its language: each template by its texts there
    /// (one not translated is not heard), or, for a catalog's source language, by the template
    /// and the other ways the catalog gives. A text is dropped as a template is, on its own.
    /// With `ios`, the phrases of an App Shortcut introduced in a later release are `unavailable`
    /// (each with `requiresIOS`), not `phrases` nor `unexpanded`; so are those of one whose action
    /// is obsoleted by that release (each with `obsoletedIOS`).
    public static func expand(
        _ metadata: AppIntentsMetadata, applicationName: String, values: [String: [String]] = [:], translation: AppShortcutsTranslation? = nil,
        ios: Int? = nil
    ) -> (
        phrases: [ExpandedAppShortcutPhrase], dropped: [String], unexpanded: [ExpandedAppShortcutPhrase],
        unavailable: [ExpandedAppShortcutPhrase]
    ) {
        var available: [ExpandedAppShortcutPhrase] = []
        var dropped: [String] = []
        var unexpandedAvailable: [ExpandedAppShortcutPhrase] = []
        var unavailable: [ExpandedAppShortcutPhrase] = []
        for shortcut in metadata.appShortcuts {
            let action = metadata.action(shortcut.actionIdentifier)
            // A device on an earlier release never registers the App Shortcut: its phrases are
            // kept apart, so that what is not heard can say why.
            let requires = ios.flatMap { metadata.iOSRelease(of: shortcut, laterThan: $0) }
            // Nor one whose action that release no longer has (`obsoletedVersion`).
            let obsoleted = ios.flatMap { metadata.iOSObsoletion(of: shortcut, atOrBefore: $0) }
            var phrases: [ExpandedAppShortcutPhrase] = []
            var unexpanded: [ExpandedAppShortcutPhrase] = []
            // The texts said: the templates themselves (in their own language), then each
            // template's texts in the translation not said yet, which an entry holding all the
            // App Shortcut's phrases gives for each of them.
            var said = Set<String>()
            var texts: [(text: String, template: String)] = []
            if translation == nil {
                texts = shortcut.phrases.filter { said.insert($0).inserted }.map { ($0, $0) }
            } else if let translation, translation.saysMissingPhrasesAsWritten {
                // A catalog's source language and the development language's table: a phrase they
                // give no text is said as the code writes it; one they give a text of its own
                // (TaskFace's “${applicationName}を更新”, in English “Update ${applicationName}”)
                // is said as that text, the template being only its key.
                texts = shortcut.phrases.filter { translation.texts(of: $0).isEmpty && said.insert($0).inserted }.map { ($0, $0) }
            }
            if let translation {
                for template in shortcut.phrases {
                    texts += translation.texts(of: template).filter { said.insert($0).inserted }.map { text in
                        // An entry holding all the App Shortcut's phrases says them in no order of
                        // theirs: a text is the translation of the phrase naming what it names, of
                        // those it holds or that have no text of their own (currency's
                        // “${applicationName}で${source}を換算” is “Convert ${source} with
                        // ${applicationName}”, not the entry's key without ${source}).
                        let names = AppIntentsShortcut.parameters(in: text)
                        guard AppIntentsShortcut.parameters(in: template) != names else { return (text, template) }
                        let own = shortcut.phrases.first { phrase in
                            let its = translation.texts(of: phrase)
                            return AppIntentsShortcut.parameters(in: phrase) == names && (its.isEmpty || its.contains(text))
                        }
                        return (text, own ?? template)
                    }
                }
            }
            for (text, template) in texts {
                guard AppIntentsLint.isKept(text, of: shortcut, in: metadata) else {
                    dropped.append(text)
                    continue
                }
                var base = ExpandedAppShortcutPhrase(
                    phrase: text, template: template, action: shortcut.actionIdentifier, actionTitle: action?.title, actionSource: action?.source,
                    shortTitle: shortcut.shortTitle)
                if text != template { base.said = text }
                if text != template || translation?.isSourceLanguage == false { base.language = translation?.language }
                expand(base, action: action, in: metadata, applicationName: applicationName, values: values, into: &phrases, unexpanded: &unexpanded)
            }
            if requires != nil || obsoleted != nil {
                unavailable += (phrases + unexpanded).map { phrase in
                    var phrase = phrase
                    phrase.requiresIOS = requires
                    phrase.obsoletedIOS = obsoleted
                    return phrase
                }
            } else {
                available += phrases
                unexpandedAvailable += unexpanded
            }
        }
        return (available, dropped, unexpandedAvailable, unavailable)
    }

    /// The iOS release that brought negative phrases (`AppShortcutsProvider.negativePhrases`).
    public static let negativePhrasesRelease = 17

    /// The app's negative phrases as said, each with the template it is from: the app's name
    /// filled in; in `translation`'s language, the texts it gives the phrase, and for the
    /// development language or a catalog's source language the phrase as written where it gives
    /// none (a negative phrase is translated in the App Shortcuts' tables, as Xcode's check of
    /// them counts it).
    public static func negativePhrases(_ metadata: AppIntentsMetadata, applicationName: String, translation: AppShortcutsTranslation? = nil)
        -> [(phrase: String, template: String)]
    {
        var said: [(phrase: String, template: String)] = []
        for template in metadata.negativePhrases where !template.isEmpty {
            var texts = translation.map { $0.texts(of: template) } ?? [template]
            if let translation, texts.isEmpty, translation.saysMissingPhrasesAsWritten { texts = [template] }
            said += texts.map { ($0.replacing(AppIntentsShortcut.applicationName, with: applicationName), template) }
        }
        return said
    }

    /// The values `values` offers a parameter of `action` named `name`: those given by its name
    /// and, for an entity parameter, those given by its entity type or by the name of any
    /// parameter of that type. iOS expands a phrase naming an entity parameter with the entities
    /// its type's query suggests (`suggestedEntities()`, `updateAppShortcutParameters()`), which
    /// are the type's, whichever parameter names them.
    public static func offered(_ values: [String: [String]], to name: String, of action: AppIntentsAction?, in metadata: AppIntentsMetadata)
        -> [String]
    {
        var offered = values[name] ?? []
        guard case .entity(let type)? = action?.parameter(name)?.type else { return offered }
        var keys = [type]
        for other in metadata.actions {
            for parameter in other.parameters where parameter.name != name && parameter.type == .entity(type) && !keys.contains(parameter.name) {
                keys.append(parameter.name)
            }
        }
        for key in keys {
            for value in values[key] ?? [] where !offered.contains(value) { offered.append(value) }
        }
        return offered
    }

    /// The phrases one text of a template gives: the app's name said, and its parameter's values.
    static func expand(
        _ base: ExpandedAppShortcutPhrase, action: AppIntentsAction?, in metadata: AppIntentsMetadata, applicationName: String,
        values: [String: [String]], into phrases: inout [ExpandedAppShortcutPhrase], unexpanded: inout [ExpandedAppShortcutPhrase]
    ) {
        let named = base.phrase.replacing(AppIntentsShortcut.applicationName, with: applicationName)
        var base = base
        base.phrase = named
        // An action declared in another module's metadata: its parameter takes only --value.
        guard let parameterName = AppIntentsShortcut.parameters(in: base.said ?? base.template).first,
            action == nil || action?.parameter(parameterName) != nil
        else {
            phrases.append(base)
            return
        }
        var choices: [(value: String, identifier: String?)] = []
        if case .enumeration(let identifier)? = action?.parameter(parameterName)?.type, let enumeration = metadata.enumeration(identifier) {
            for item in enumeration.cases {
                choices.append((item.title ?? item.identifier, item.identifier))
                choices += item.synonyms.map { ($0, item.identifier) }
            }
        }
        for given in offered(values, to: parameterName, of: action, in: metadata)
        where !choices.contains(where: { $0.value == given || $0.identifier == given }) {
            choices.append((given, nil))
        }
        if choices.isEmpty {
            var placeholder = base
            placeholder.parameter = parameterName
            unexpanded.append(placeholder)
        }
        for choice in choices {
            var phrase = base
            phrase.phrase = named.replacing("${\(parameterName)}", with: choice.value)
            phrase.parameter = parameterName
            phrase.value = choice.value
            phrase.valueIdentifier = choice.identifier
            phrases.append(phrase)
        }
    }

    /// What `utterance` reaches. Siri hears the app by its name and by each of `alternativeNames`
    /// (the bundle's `INAlternativeAppNames` and `CFBundleSpokenName`); the nearest phrases are
    /// given with its name. `developmentLanguage` is the language of the phrases as the metadata
    /// writes them (the bundle's `CFBundleDevelopmentRegion`), heard when no `translation` is.
    public static func match(
        _ utterance: String, in metadata: AppIntentsMetadata, applicationName: String, alternativeNames: [String] = [],
        values: [String: [String]] = [:], translation: AppShortcutsTranslation? = nil, developmentLanguage: String? = nil,
        ios: Int? = nil
    ) -> AppShortcutMatchResult {
        let (phrases, dropped, unexpanded, unavailable) = expand(
            metadata, applicationName: applicationName, values: values, translation: translation, ios: ios)
        // Heard in the translation's language, else in the development language the phrases are
        // written in: its small numbers in its own words (a German app's “Aufzug 3”, said "Aufzug drei").
        let language = translation?.language ?? developmentLanguage
        let spoken = HeardText.heard(utterance, language: language)
        var words = UtteranceRecognizer.withoutWakeWords(spoken)
        var result = AppShortcutMatchResult(utterance: utterance, applicationName: applicationName, match: nil, nearest: [], dropped: dropped)
        // Heard as said ("&" as "and", "5" as "five"), as the phrases are written. Spaces are not heard: a phrase written without one between its words (Chinese and
        // Japanese phrases, “Apri${applicationName}”) is said as one written with them, and the
        // other way round, when no phrase is said with exactly those words.
        func heard(_ phrases: [ExpandedAppShortcutPhrase], as words: String) -> ExpandedAppShortcutPhrase? {
            let unspaced = words.filter { $0 != " " }
            return phrases.first { HeardText.heard($0.phrase, language: language) == words }
                ?? phrases.first { HeardText.heard($0.phrase, language: language).filter { $0 != " " } == unspaced }
        }
        // An app whose name starts with the wake word ("Siri Notes"): what the wake word took
        // is the app's when only then a phrase is heard ("Siri Notes, new note").
        if words != spoken, heard(phrases, as: words) == nil, heard(phrases, as: spoken) != nil { words = spoken }
        func heard(_ phrases: [ExpandedAppShortcutPhrase]) -> ExpandedAppShortcutPhrase? { heard(phrases, as: words) }
        // A negative phrase bypasses the app: Apple's `NegativeAppShortcutPhrase` populates "a set
        // of phrases that will completely bypass your app", so said (with any of the app's names)
        // it reaches no App Shortcut, even one with the same words. A release before iOS 17, which
        // has no negative phrases, hears the App Shortcut.
        if !words.isEmpty, ios.map({ $0 >= negativePhrasesRelease }) ?? true {
            let unspaced = words.filter { $0 != " " }
            for name in [applicationName] + alternativeNames {
                let said = negativePhrases(metadata, applicationName: name, translation: translation).first { negative in
                    let spoken = HeardText.heard(negative.phrase, language: language)
                    return spoken == words || spoken.filter { $0 != " " } == unspaced
                }
                if let said {
                    result.negativePhrase = said.template
                    return result
                }
            }
        }
        if !words.isEmpty, let found = heard(phrases) {
            result.match = found
            // The same words in another App Shortcut: another action, or another short title.
            let said = HeardText.heard(found.phrase, language: language)
            var seen: Set<String> = [found.action + "\u{0}" + found.template]
            for other in phrases where other.action != found.action || other.shortTitle != found.shortTitle {
                guard HeardText.heard(other.phrase, language: language) == said, seen.insert(other.action + "\u{0}" + other.template).inserted
                else {
                    continue
                }
                result.alsoReaches.append(.init(phrase: other.phrase, template: other.template, action: other.action, distance: 0))
            }
            return result
        }
        for name in alternativeNames where !words.isEmpty {
            let named = expand(metadata, applicationName: name, values: values, translation: translation, ios: ios).phrases
            if var found = heard(named) {
                found.alternativeName = name
                result.match = found
                return result
            }
        }
        // An App Shortcut of a later release is among the nearest, saying which release it needs,
        // and one whose action the release no longer has, saying since when.
        let candidates = phrases + unexpanded + unavailable
        let scored = candidates.enumerated().map { offset, phrase in
            (phrase, editDistance(words, HeardText.heard(phrase.phrase, language: language)), offset)
        }
        result.nearest = scored.sorted { ($0.1, $0.2) < ($1.1, $1.2) }.prefix(nearestCount).map {
            .init(
                phrase: $0.0.phrase, template: $0.0.template, action: $0.0.action, distance: $0.1, requiresIOS: $0.0.requiresIOS,
                obsoletedIOS: $0.0.obsoletedIOS)
        }
        return result
    }
}
