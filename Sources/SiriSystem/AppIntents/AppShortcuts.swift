#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The simulated iOS release: up to 15 Siri runs a SiriKit custom intent through the app's
/// intents extension; from 16 it runs the app's App Intent (`AppIntent.perform()` in the app).
public struct SimulatedIOS: Sendable, Hashable, Comparable {
    /// The first release with App Intents and App Shortcuts.
    public static let firstAppIntentsRelease = 16
    /// The releases soupchef simulates: SiriKit custom intents appeared in iOS 12.
    public static let supported = 12...26

    public var major: Int

    public init(_ major: Int) { self.major = major }

    /// Whether Siri runs App Intents (16 and later).
    public var usesAppIntents: Bool { major >= Self.firstAppIntentsRelease }

    /// "iOS 16".
    public var name: String { "iOS \(major)" }

    /// The path Siri takes on this release, as transcripts say it.
    public var path: String { usesAppIntents ? "App Intents" : "SiriKit" }

    public static func < (lhs: SimulatedIOS, rhs: SimulatedIOS) -> Bool { lhs.major < rhs.major }
}

/// A parameter an App Intent declares, as far as App Shortcut phrases care: its key and whether
/// its type is an entity or an enum (the only kinds a phrase may name).
public struct AppIntentParameter: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
        case entity
        case appEnum = "enum"
        case integer, string, location, entityList
    }

    public var key: String
    public var title: String
    public var kind: Kind

    public init(_ key: String, title: String, kind: Kind) {
        self.key = key
        self.title = title
        self.kind = kind
    }

    /// Whether an App Shortcut phrase may name this parameter.
    public var isPhraseParameter: Bool { kind == .entity || kind == .appEnum }
}

/// One App Shortcut an app provides (`AppShortcutsProvider`): the intent it runs, its phrases
/// with `${applicationName}` and `${parameter}` placeholders, its short title and tile colour.
public struct AppShortcut: Sendable, Hashable {
    public var intentName: String
    public var shortTitle: String
    public var tileColor: String
    public var phrases: [String]

    public init(intentName: String, shortTitle: String, tileColor: String, phrases: [String]) {
        self.intentName = intentName
        self.shortTitle = shortTitle
        self.tileColor = tileColor
        self.phrases = phrases
    }

    public static let applicationNamePlaceholder = "${applicationName}"

    /// The `${name}` placeholders of `phrase` other than the application's name, in order.
    public static func parameters(in phrase: String) -> [String] {
        DefinitionTemplate.names(in: phrase).filter { "${\($0)}" != applicationNamePlaceholder }
    }

    /// `phrase` with the application's name filled in and, when it names a parameter, one
    /// phrase per value: the App Shortcut phrases Siri listens for.
    public static func expand(_ phrase: String, applicationName: String, values: [String: [String]]) -> [String] {
        let named = phrase.replacing(applicationNamePlaceholder, with: applicationName)
        guard let parameter = parameters(in: named).first else { return [named] }
        return (values[parameter] ?? []).map { named.replacing("${\(parameter)}", with: $0) }
    }
}

/// A broken rule of App Shortcut phrases, where the phrase is declared.
public struct AppShortcutPhraseProblem: Sendable, Hashable, CustomStringConvertible {
    public enum Rule: String, Sendable, Hashable {
        /// Every phrase names the app with `${applicationName}`.
        case namesApplication
        /// A phrase names at most one parameter.
        case oneParameter
        /// The parameter is one the intent declares, of an entity or enum type.
        case entityOrEnumParameter
        /// An expanded phrase is also a recorded voice shortcut's phrase: Siri cannot tell them apart.
        case collision
    }

    public var rule: Rule
    public var phrase: String
    public var message: String

    public var description: String { "“\(phrase)”: \(message)" }
}

/// iOS's rules for App Shortcut phrases.
public enum AppShortcutPhraseRules {
    /// The problems of `shortcut`'s phrase templates, given the parameters its intent declares.
    public static func check(_ shortcut: AppShortcut, parameters: [AppIntentParameter]) -> [AppShortcutPhraseProblem] {
        var problems: [AppShortcutPhraseProblem] = []
        for phrase in shortcut.phrases {
            if !phrase.contains(AppShortcut.applicationNamePlaceholder) {
                problems.append(
                    .init(rule: .namesApplication, phrase: phrase, message: "an App Shortcut phrase must name the app with ${applicationName}"))
            }
            let named = AppShortcut.parameters(in: phrase)
            if named.count > 1 {
                problems.append(
                    .init(
                        rule: .oneParameter, phrase: phrase,
                        message: "names \(named.count) parameters (\(named.joined(separator: ", "))); a phrase may name at most one"))
            }
            for name in named {
                guard let parameter = parameters.first(where: { $0.key == name }) else {
                    problems.append(
                        .init(
                            rule: .entityOrEnumParameter, phrase: phrase, message: "names ${\(name)}, which \(shortcut.intentName) does not declare"))
                    continue
                }
                if !parameter.isPhraseParameter {
                    problems.append(
                        .init(
                            rule: .entityOrEnumParameter, phrase: phrase,
                            message: "names ${\(name)}, \(described(parameter.kind)) parameter; a phrase may only name an entity or enum parameter"))
                }
            }
        }
        return problems
    }

    /// A parameter's kind with its article, as a sentence names it: "an integer", "a list of entities".
    static func described(_ kind: AppIntentParameter.Kind) -> String {
        switch kind {
        case .entity: "an entity"
        case .appEnum: "an enum"
        case .integer: "an integer"
        case .string: "a string"
        case .location: "a location"
        case .entityList: "a list of entities"
        }
    }

    /// The expanded phrases that are also recorded voice shortcut phrases, compared the way Siri
    /// hears them (`normalized`).
    public static func collisions(expanded: [String], recorded: [String], normalized: (String) -> String) -> [AppShortcutPhraseProblem] {
        let heard = Dictionary(recorded.map { (normalized($0), $0) }, uniquingKeysWith: { first, _ in first })
        return expanded.compactMap { phrase in
            heard[normalized(phrase)].map {
                AppShortcutPhraseProblem(
                    rule: .collision, phrase: phrase, message: "is also the voice shortcut “\($0)”; Siri runs the voice shortcut")
            }
        }
    }
}
