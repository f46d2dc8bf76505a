#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// An Xcode string catalog (`.xcstrings`, Xcode 15 and later): one JSON file holding every
/// language's text of a table, keyed as the table's `.strings` files were. Projects migrate an
/// intent definition's `<lang>.lproj/Intents.strings` into `Intents.xcstrings` (keyed by the
/// definition's `…ID` values) and an app's `AppShortcuts.strings` into `AppShortcuts.xcstrings`.
public struct StringCatalog: Sendable, Hashable {
    /// `sourceLanguage`: the development language, whose text the table's base already holds.
    public var sourceLanguage: String?
    /// Each language's texts by key. A language with a localization of a key but no text for it
    /// (a `stringUnit` left empty, a state of `new`) is listed with what it has.
    public var texts: [String: [String: String]]
    /// The line each key opens on, for messages.
    public var lines: [String: Int]
    /// Every key of `strings`, translated or not, in order.
    public var keys: [String]
    /// Each language's sets of texts by key: a `stringSet` lists several `values` for one key, as
    /// Xcode 16 writes an App Shortcut phrase said more than one way. `texts` holds the first.
    public var sets: [String: [String: [String]]] = [:]
    /// The keys whose entry says `"shouldTranslate": false` (Xcode's "Don't Translate"): the same
    /// text in every language, so no language is expected to have one of its own.
    public var untranslatable: Set<String> = []

    /// Reads a catalog; nil when the data is not one (not JSON, or no `strings` object).
    public init?(_ data: Data) {
        guard let root = (try? PropertyListValue.json(data)) as? [String: Any], let strings = root["strings"] as? [String: Any] else {
            return nil
        }
        sourceLanguage = root["sourceLanguage"] as? String
        keys = strings.keys.sorted()
        var texts: [String: [String: String]] = [:]
        for (key, entry) in strings {
            if (entry as? [String: Any])?["shouldTranslate"] as? Bool == false { untranslatable.insert(key) }
            guard let localizations = (entry as? [String: Any])?["localizations"] as? [String: Any] else { continue }
            for (language, localization) in localizations {
                if let values = Self.values(localization as? [String: Any] ?? [:]), !values.isEmpty {
                    sets[language, default: [:]][key] = values
                }
                if let value = (localization as? [String: Any]).flatMap(Self.value) {
                    texts[language, default: [:]][key] = value
                } else if texts[language] == nil {
                    texts[language] = [:]
                }
            }
        }
        self.texts = texts
        // A key opens its entry on a line of its own as Xcode writes the file: `"AwEh3n" : {`.
        var lines: [String: Int] = [:]
        if let text = String(data: data, encoding: .utf8) {
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let trimmed = line.drop { $0 == " " || $0 == "\t" }
                guard trimmed.first == "\"", let close = trimmed.dropFirst().firstIndex(of: "\"") else { continue }
                let key = String(trimmed[trimmed.index(after: trimmed.startIndex)..<close])
                if strings[key] != nil, lines[key] == nil, trimmed[close...].dropFirst().drop(while: { $0 == " " }).hasPrefix(":") {
                    lines[key] = number + 1
                }
            }
        }
        self.lines = lines
    }

    /// The languages the catalog has, in order.
    public var languages: [String] { texts.keys.sorted() }

    /// A localization's text: its `stringUnit`, else one of its `variations` (by device, by
    /// plural…), which hold a text translated per device or count: the iPhone's (soupchef is an
    /// iPhone), else the general one (`other`, the device or plural case with no rule of its
    /// own), else the first in key order.
    static func value(_ localization: [String: Any]) -> String? {
        if let value = (localization["stringUnit"] as? [String: Any])?["value"] as? String, !value.isEmpty { return value }
        if let first = values(localization)?.first { return first }
        guard let variations = localization["variations"] as? [String: Any] else { return nil }
        for kind in variations.keys.sorted() {
            guard let cases = variations[kind] as? [String: Any] else { continue }
            let preferred = ["iphone", "other"].filter { cases[$0] != nil }
            for name in preferred + cases.keys.sorted().filter({ !preferred.contains($0) }) {
                if let nested = cases[name] as? [String: Any], let value = value(nested) { return value }
            }
        }
        return nil
    }

    /// A `stringSet`'s texts, the empty ones left out; nil when the localization has none.
    static func values(_ localization: [String: Any]) -> [String]? {
        guard let set = localization["stringSet"] as? [String: Any], let values = set["values"] as? [Any] else { return nil }
        return values.compactMap { $0 as? String }.filter { !$0.isEmpty }
    }
}
