import TextMatching

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One thing `intents lint` found in a definition file.
public struct LintFinding: Sendable, Hashable, Encodable {
    public enum Severity: String, Sendable, Hashable, Encodable {
        /// Xcode's build or iOS at donation time would reject it.
        case error
        /// It works, but not as the developer probably thinks.
        case warning
        /// Worth knowing, nothing wrong: a key soupchef does not know.
        case note
    }

    /// The rule that found it, as docs/intents.md names it.
    public enum Rule: String, Sendable, Hashable, Encodable, CaseIterable {
        case unknownParameterInShortcutType
        case titleVariableNotInShortcutType
        case missingTitle
        case responseVariableNotDeclared
        case noPrimaryShortcutType
        case severalPrimaryShortcutTypes
        case duplicateShortcutType
        case duplicateName
        case enumDefaultNotACase
        case defaultOfWrongType
        case unknownRelationship
        case minimumAboveMaximum
        case defaultOutsideRange
        case unknownEnumOrType
        case unknownKeyParameter
        case unknownResponseOutput
        case requiredParameterWithoutPrompt
        case unknownKey
        case duplicateKey
        case relationshipCycle
        case typeInOtherFile
        case missingTranslation
        case unusedTranslation
        case enumCaseAtUnsetIndex
        case enumCaseWithoutIndex
        case enumIndexShared
        case localizedCopyDiffers
        case relationshipWithoutParent
        case objectReplacementCharacter
        case unreadableTranslation
        case translationVariableNotDeclared
        case translationVariableLost
        case invisibleCharacter
        case unusedLocalizedCopy
        case enumWithoutCases
        case promptVariableNotDeclared
        case variableWithoutDollar
        case folderNotALanguage
        case emptiedTranslation
        case objectPropertyRetyped
        case variableJoinedToWord
    }

    public var severity: Severity
    public var rule: Rule
    /// The intent (or enum, or type) it is about; nil for the file itself.
    public var intent: String?
    /// What in it: "shortcut type soup,quantity", "parameter quantity", "response code success".
    public var subject: String
    public var message: String
    /// Where in the file: the line of the offending key.
    public var location: SourceLocation?
    /// The file it is in when not the definition itself (a language's `Intents.strings`).
    public var file: String?

    public init(
        severity: Severity, rule: Rule, intent: String?, subject: String, message: String, location: SourceLocation? = nil, file: String? = nil
    ) {
        self.severity = severity
        self.rule = rule
        self.intent = intent
        self.subject = subject
        self.message = message
        self.location = location
        self.file = file
    }

    enum CodingKeys: String, CodingKey { case severity, rule, intent, subject, message, location, file }

    /// Every key is written, `intent`, `location` and `file` as null where there is none, as
    /// docs/cli.md gives the shape.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(severity, forKey: .severity)
        try container.encode(rule, forKey: .rule)
        try container.encode(intent, forKey: .intent)
        try container.encode(subject, forKey: .subject)
        try container.encode(message, forKey: .message)
        try container.encode(location, forKey: .location)
        try container.encode(file, forKey: .file)
    }

    /// `FILE:LINE:COLUMN: error: INTENT: message`, as compilers print findings (`FILE: error: …`
    /// without a location). File text in it is escaped.
    public func line(file: String) -> String {
        let shown = self.file ?? file
        let place = location.map { "\(shown):\($0.line):\($0.column)" } ?? shown
        return PrintedText.escaped("\(place): \(severity.rawValue): \(intent ?? "(file)"): \(message)")
    }

    /// A GitHub Actions annotation: `::error file=FILE,line=LINE,col=COLUMN::INTENT: message`.
    public func githubAnnotation(file: String) -> String {
        let command = severity == .note ? "notice" : severity.rawValue
        var properties = ["file=" + PrintedText.githubProperty(self.file ?? file)]
        if let location { properties += ["line=\(location.line)", "col=\(location.column)"] }
        return "::\(command) \(properties.joined(separator: ","))::" + PrintedText.githubMessage("\(intent ?? "(file)"): \(message)")
    }
}
