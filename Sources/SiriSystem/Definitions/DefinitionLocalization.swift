import SQLiteStore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One language's translation of a definition: `<lang>.lproj/Intents.strings` beside
/// `Base.lproj/Intents.intentdefinition`, whose keys are the file's `…ID` values
/// (`INIntentTitleID`, `INIntentParameterPromptDialogFormatStringID`, …).
public struct DefinitionStrings: Sendable, Hashable {
    public var language: String
    /// The `.strings` file, as named in messages.
    public var path: String
    public var strings: [String: String]
    /// The line each key is on, for messages.
    public var lines: [String: Int]
    /// A string catalog's keys marked "Don't Translate" (`"shouldTranslate": false`): no language
    /// is meant to have them, and iOS speaks the Base text, as their author wants.
    public var untranslatable: Set<String> = []
    /// Whether this is a string catalog's `sourceLanguage`, the language the Base definition is
    /// written in: its entries are the Base texts, so a key without one is no missing text.
    public var isSourceLanguage = false
    /// Whether the `.strings` file holds no entry at all (an empty file, or comments alone, as a
    /// language folder made for a translation to come): every text reads its Base one there.
    public var isEmptyTable = false

    public init(language: String, path: String, strings: [String: String], lines: [String: Int] = [:]) {
        self.language = language
        self.path = path
        self.strings = strings
        self.lines = lines
    }
}

/// Finding and reading the translations of a definition file.
public enum DefinitionLocalization {
    /// The largest `.strings` file read.
    public static let maximumSize = 4 << 20

    /// The languages translated beside the definition at `path`, with their `.strings` files:
    /// for `App/Base.lproj/Intents.intentdefinition`, every `App/<lang>.lproj/Intents.strings`;
    /// for a definition outside an `.lproj` folder, the `<lang>.lproj/Intents.strings` beside it.
    /// A project without Base internationalisation keeps its definition in `en.lproj`, with that
    /// language's `.strings` beside it in the same folder: English is one of its languages.
    /// A project that migrated its `.strings` to a string catalog (Xcode 15 and later) keeps
    /// `<stem>.xcstrings` where the `.lproj` folders are (`App/Intents.xcstrings` for
    /// `App/Base.lproj/Intents.intentdefinition`): each of its languages is listed with the
    /// catalog's path, after the `.strings` files' (a language both have is read from its
    /// `.strings`). A catalog that cannot be read is listed as the language `?`, so that reading
    /// it says why.
    public static func languages(forDefinitionAt path: String) -> [(language: String, path: String)] {
        let path = linked(path)
        // Paths are made from the path as given, so that findings name files as the user does
        // (a relative path stays relative, in GitHub annotations too).
        let (folder, name) = split(path)
        let stem = name.hasSuffix(".intentdefinition") ? String(name.dropLast(".intentdefinition".count)) : name
        let root = translationsRoot(folder)
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: root) else { return [] }
        var result: [(String, String)] = []
        for entry in entries.sorted() where entry.hasSuffix(".lproj") {
            let language = String(entry.dropLast(6))
            guard language != "Base", isLanguageFolder(language) else { continue }
            let strings = (root == "." && !path.hasPrefix("./") ? "" : root + "/") + entry + "/" + stem + ".strings"
            var isDirectory = false
            if FileManager.default.fileExists(atPath: strings, isDirectory: &isDirectory), !isDirectory {
                result.append((language, strings))
            }
        }
        if let catalogPath = catalogPath(forDefinitionAt: path) {
            guard let catalog = readCatalog(catalogPath) else { return result + [(unreadableCatalog, catalogPath)] }
            for language in catalog.languages where !result.contains(where: { $0.0 == language }) { result.append((language, catalogPath)) }
        }
        return result
    }

    /// Whether a `.lproj` folder's name (without `.lproj`) is a language a device reads: a
    /// language tag (a language of two or three letters, then a script of four, a region of two
    /// letters or three digits, or a variant, joined by `-` or `_`) or one of the English names
    /// of Xcode's first projects (`English.lproj`). NUTRI's `global.lproj` is none: iOS never
    /// reads it, whatever it holds.
    public static func isLanguageFolder(_ name: String) -> Bool {
        if legacyLanguageNames.contains(name.lowercased()) { return true }
        let subtags = name.split(separator: "-", omittingEmptySubsequences: false).flatMap {
            $0.split(separator: "_", omittingEmptySubsequences: false)
        }
        guard let first = subtags.first, (2...3).contains(first.count), first.allSatisfy({ $0.isASCII && $0.isLetter }) else { return false }
        return subtags.dropFirst().allSatisfy(isLaterSubtag)
    }

    /// A script (four letters), a region (two letters or three digits) or a variant (five to
    /// eight letters or digits).
    static func isLaterSubtag(_ subtag: Substring) -> Bool {
        guard subtag.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else { return false }
        let letters = subtag.allSatisfy(\.isLetter)
        let digits = subtag.allSatisfy(\.isNumber)
        switch subtag.count {
        case 2, 4: return letters
        case 3: return digits
        case 5...8: return true
        default: return false
        }
    }

    /// The English names of languages that Xcode's first projects gave their folders, which
    /// Apple's localization matching still reads (`LanguageTag.aliases`).
    static let legacyLanguageNames = Set(LanguageTag.aliases.keys.filter { $0.count > 3 })

    /// The `.lproj` folders beside the definition at `path` that hold its `.strings` or a copy of
    /// it but whose name is no language (`isLanguageFolder`): what they hold is never read.
    public static func foldersNotLanguages(forDefinitionAt path: String) -> [String] {
        let path = linked(path)
        let (folder, name) = split(path)
        let stem = name.hasSuffix(".intentdefinition") ? String(name.dropLast(".intentdefinition".count)) : name
        let root = translationsRoot(folder)
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: root) else { return [] }
        let prefix = root == "." && !path.hasPrefix("./") ? "" : root + "/"
        var found: [String] = []
        for entry in entries.sorted() where entry.hasSuffix(".lproj") && entry != "Base.lproj" {
            guard !isLanguageFolder(String(entry.dropLast(6))) else { continue }
            let held: [String] = [prefix + entry + "/" + stem + ".strings", prefix + entry + "/" + name]
            found += held.filter { FileManager.default.fileExists(atPath: $0) }
        }
        return found
    }

    /// Whole copies of the definition in languages' folders: `de.lproj/Intents.intentdefinition`
    /// beside `Intents.intentdefinition` (or beside `Base.lproj/`), as Xcode keeps a file
    /// localised without Base internationalisation (Telegram's Siri intents). Each is that
    /// language's definition itself, texts and all; iOS reads the one of the device's language.
    public static func localizedCopies(ofDefinitionAt path: String) -> [(language: String, path: String)] {
        let path = linked(path)
        let (folder, name) = split(path)
        let root = translationsRoot(folder)
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: root) else { return [] }
        let own = URL(fileURLWithPath: path).standardizedFileURL.path
        var result: [(String, String)] = []
        for entry in entries.sorted() where entry.hasSuffix(".lproj") && entry != "Base.lproj" && isLanguageFolder(String(entry.dropLast(6))) {
            let copy = (root == "." && !path.hasPrefix("./") ? "" : root + "/") + entry + "/" + name
            var isDirectory = false
            guard URL(fileURLWithPath: copy).standardizedFileURL.path != own,
                FileManager.default.fileExists(atPath: copy, isDirectory: &isDirectory), !isDirectory
            else { continue }
            result.append((String(entry.dropLast(6)), copy))
        }
        return result
    }

    /// Whether `tag` names a language alone, with no region (`en`, `zh-Hans`), as a folder all of
    /// the language's devices read does.
    public static func isBareLanguage(_ tag: String) -> Bool { LanguageTag(tag).region == nil }

    /// Which of `available` a request for `requested` reads, as a device set to that language
    /// finds its app's folder: the same tag (letter case aside, `_` as `-`); else the folder of
    /// the region CLDR makes the request's parent (`es-419` for `es-MX`, `pt-PT` for `pt-AO`,
    /// `zh-HK` for `zh-MO`; English by `EnglishParents`); else the request
    /// without its last subtags (`es` for `es-419`, `zh-Hans` for `zh-Hans-CN`); else the only
    /// folder of the request's language and script (`pl-PL` for `pl`, `pt-BR` for `pt-PT`, as
    /// Home Assistant ships Polish and Korean only as `pl-PL` and `ko-KR`), or of those the one
    /// of the request's region or of no region. A tag without a script subtag has the script its
    /// language and region imply (`LikelyScript`): `zh-TW` is Traditional Chinese and reads
    /// `zh-Hant`, `zh-CN` and a bare `zh` are Simplified; so no step crosses a script (a
    /// `zh.lproj` folder is never read for `zh-TW`, nor `zh-HK.lproj` for `zh-CN`). Nil when
    /// none fits, or when several do and none is of the request's region or of no region.
    public static func closestLanguage(to requested: String, in available: [String]) -> String? {
        let wanted = LanguageTag(requested)
        guard !wanted.subtags.isEmpty else { return nil }
        let candidates = available.map { (tag: $0, parsed: LanguageTag($0)) }
        if let same = candidates.first(where: { $0.parsed.subtags == wanted.subtags }) { return same.tag }
        // Nynorsk and Bokmål both grow from Norwegian (`no`, CLDR's parent of each, which Apple's
        // matching groups them under): without a folder of its own, either reads the other's,
        // Nynorsk reading a `no` folder, its parent, before `nb`.
        if let other = ["nn": "nb", "nb": "nn"][wanted.language], !candidates.contains(where: { $0.parsed.language == wanted.language }),
            candidates.contains(where: { $0.parsed.language == other })
        {
            let request = ([other] + wanted.subtags.dropFirst()).joined(separator: "-")
            let parents = available.filter { $0.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).first == "no" }
            return closestLanguage(to: request, in: wanted.language == "nn" ? parents : [])
                ?? closestLanguage(to: request, in: available)
        }
        // The same language, script and region, one of them written and the other implied: a
        // device's `zh-Hant-HK` is `zh-HK` (Cryptomator's folder), `zh-Hans-CN` is `zh-cn` (a-Shell's).
        if wanted.region != nil,
            let same = candidates.first(where: {
                $0.parsed.language == wanted.language && $0.parsed.script == wanted.script && $0.parsed.region == wanted.region
            })
        {
            return same.tag
        }
        // English of another region first reads the English its region grows from on Apple's
        // devices: Australia, India, Ireland… British English, New Zealand Australian, European
        // countries `en-150` then British (`EnglishParents`), before English itself.
        if wanted.language == "en", wanted.script == nil, let region = wanted.region {
            for parent in EnglishParents.chain(from: region) {
                if let found = candidates.first(where: { $0.parsed.language == "en" && $0.parsed.script == nil && $0.parsed.region == parent }) {
                    return found.tag
                }
            }
        }
        // A region whose CLDR parent is a region of the same language reads that region's folder
        // before the language's own: Mexico's or Argentina's Spanish read Latin America's
        // `es-419` beside `es`, Angola's Portuguese reads `pt-PT` beside `pt`, Macau's Chinese
        // reads `zh-HK` beside `zh-Hant`, as Apple's matching walks CLDR's parents.
        if let group = RegionGroup.of(wanted.language, wanted.region), !["001", "us"].contains(group), wanted.region != group,
            let parent = candidates.first(where: {
                $0.parsed.language == wanted.language && $0.parsed.script == wanted.script && $0.parsed.region == group
            })
        {
            return parent.tag
        }
        for count in stride(from: wanted.subtags.count - 1, through: 1, by: -1) {
            let prefix = Array(wanted.subtags.prefix(count))
            if let found = candidates.first(where: { $0.parsed.subtags == prefix && $0.parsed.script == wanted.script }) { return found.tag }
        }
        let sameScript = candidates.filter { $0.parsed.language == wanted.language && $0.parsed.script == wanted.script }
        if sameScript.count == 1 { return sameScript[0].tag }
        let sameRegion = sameScript.filter { wanted.region != nil && $0.parsed.region == wanted.region }
        let preferred = sameRegion.isEmpty ? sameScript.filter { $0.parsed.region == nil } : sameRegion
        if preferred.count == 1 { return preferred[0].tag }
        // A region of the request's group (CLDR's parent locales: Latin American Spanish `es-419`,
        // European Portuguese, English outside the United States `en-001`, Traditional Chinese of
        // Hong Kong and Macau): `es-419` and `es-AR` read `es-MX` beside `es-ES`, `pt-AO` reads
        // `pt-PT`, `en-AU` reads `en-GB`, `zh-MO` reads `zh_HK` beside `zh_TW`.
        if let group = RegionGroup.of(wanted.language, wanted.region) {
            let grouped = sameScript.filter { RegionGroup.of($0.parsed.language, $0.parsed.region) == group }
            if grouped.count == 1 { return grouped[0].tag }
            // Apple's matching counts Mexico's Spanish as Latin America's own (it spares `es_MX`
            // the step a region other than the language's own costs): `es-AR` reads `es-MX`
            // beside `es-CO`.
            if group == "419", let mexican = grouped.first(where: { $0.parsed.region == "mx" }) { return mexican.tag }
        }
        // Among regions only, none the request's: the language's own region, as CLDR's likely
        // subtags give it (`pt` is Brazil's, `es` Spain's, `zh-Hant` Taiwan's), else the next a
        // device tries (`zh-Hant` reads `zh_HK` beside `zh_MO` when there is no `zh_TW`). Apple's
        // matching counts a folder of another region than the language's own one step further
        // away, so `de-AT` reads `de-DE` beside `de-CH`, as `de` does.
        guard preferred.isEmpty else { return nil }
        for likely in LikelyScript.regions(language: wanted.language, script: wanted.script) {
            let own = sameScript.filter { $0.parsed.region == likely }
            if !own.isEmpty { return own.count == 1 ? own[0].tag : nil }
        }
        // Spanish without Spain's: Mexico's, which Apple's matching takes for the language's own
        // too (`es` reads `es-MX` beside `es-US`).
        if wanted.language == "es", let mexican = sameScript.first(where: { $0.parsed.region == "mx" }) { return mexican.tag }
        return nil
    }

    /// The English a device reads for English of a region, before English itself, as Apple's
    /// localization matching (its ICU's `ualoc_localizationsToUse`, whose parent map departs
    /// from CLDR's for English) walks it: the Commonwealth and British territories' English
    /// grows from British English, Oceania's from Australian, European countries' from `en-150`
    /// and that from British; British from `en-001`, as every English outside the United States
    /// but these does (Canada reads English itself before British English).
    enum EnglishParents {
        static let british: Set<String> = [
            "150", "ag", "ai", "au", "bb", "bd", "bm", "bn", "bs", "bw", "bz", "dg", "dm", "fj", "fk", "gd", "gg", "gh", "gi", "gm", "gy",
            "hk", "ie", "im", "in", "io", "je", "jm", "ke", "ki", "kn", "ky", "lc", "lk", "ls", "mo", "ms", "mt", "mu", "mv", "mw", "my",
            "na", "ng", "pk", "pn", "sb", "sc", "sd", "sg", "sh", "sl", "ss", "sz", "tc", "to", "tt", "tv", "tz", "ug", "vc", "vg", "vu",
            "za", "zm", "zw",
        ]
        static let australian: Set<String> = ["cc", "ck", "cx", "nf", "nr", "nu", "nz", "pg", "ws"]
        static let european: Set<String> = [
            "ad", "al", "at", "ba", "be", "ch", "cy", "cz", "de", "dk", "ee", "es", "fi", "fr", "gr", "hr", "hu", "is", "it", "lt", "lu",
            "lv", "me", "nl", "no", "pl", "pt", "ro", "rs", "ru", "se", "si", "sk", "ua",
        ]

        /// The regions after `region`, nearest first, ending at `001`; none for American English.
        static func chain(from region: String) -> [String] {
            var chain: [String] = []
            var current = region
            while let next = parent(of: current), !chain.contains(next) {
                chain.append(next)
                current = next
            }
            return chain
        }

        static func parent(of region: String) -> String? {
            if australian.contains(region) { return "au" }
            if european.contains(region) { return "150" }
            if british.contains(region) { return "gb" }
            if region == "gb" { return "001" }
            return region == "001" || RegionGroup.americanEnglish.contains(region) ? nil : "001"
        }
    }

    /// The regions CLDR's parent locales put together under one variety of a language: Spanish's
    /// Latin American `es-419`, Portuguese's European `pt-PT`, English's `en-001` (English outside
    /// the United States and its territories, and American English apart). Nil for a language or
    /// region in no such group.
    enum RegionGroup {
        static let latinAmerica: Set<String> = [
            "419", "ar", "bo", "br", "bz", "cl", "co", "cr", "cu", "do", "ec", "gt", "hn", "mx", "ni", "pa", "pe", "pr", "py", "sv", "us",
            "uy", "ve",
        ]
        static let europeanPortuguese: Set<String> = ["pt", "ao", "ch", "cv", "gq", "gw", "lu", "mo", "mz", "st", "tl"]
        static let americanEnglish: Set<String> = ["us", "as", "gu", "mp", "pr", "um", "vi"]
        /// CLDR's parent of `zh-Hant-MO` is `zh-Hant-HK`: Macau reads Hong Kong's Traditional Chinese.
        static let hongKongChinese: Set<String> = ["hk", "mo"]

        static func of(_ language: String, _ region: String?) -> String? {
            guard let region else { return nil }
            switch language {
            case "es": return latinAmerica.contains(region) ? "419" : nil
            case "pt": return europeanPortuguese.contains(region) ? "pt" : nil
            case "en": return americanEnglish.contains(region) ? "us" : "001"
            case "zh": return hongKongChinese.contains(region) ? "hk" : nil
            default: return nil
            }
        }
    }

    /// A language tag's subtags, lower-cased, and its language, script and region.
    struct LanguageTag {
        var subtags: [String]
        var language: String { subtags.first ?? "" }
        /// The script subtag (four letters: `hans`, `latn`), else the one the language and region
        /// imply, else nil for a language written in one script.
        var script: String?
        var region: String?

        init(_ tag: String) {
            subtags = tag.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
            // Norwegian is Bokmål on Apple's devices: `no` and `nb` are one language; so are the
            // old codes and the new of Hebrew, Indonesian and Filipino, either way round.
            if let first = subtags.first, let current = Self.aliases[first] { subtags[0] = current }
            let rest = subtags.dropFirst()
            let written = rest.first { $0.count == 4 && $0.allSatisfy(\.isLetter) }
            // A region is two letters or three digits (`TW`, `419`), after the script if any.
            region = rest.first {
                ($0.count == 2 && $0.allSatisfy(\.isLetter)) || ($0.count == 3 && $0.allSatisfy(\.isNumber))
            }
            script = written ?? LikelyScript.script(language: subtags.first ?? "", region: region)
        }

        /// Languages' other codes, as Apple's bundles match them: `iw.lproj` is read for `he`, and
        /// `he.lproj` for `iw`; and the English names of Xcode's first projects' folders
        /// (`English.lproj` is `en`, `French.lproj` `fr`), as Apple's ICU's alias map reads them.
        static let aliases = [
            "no": "nb", "iw": "he", "in": "id", "tl": "fil", "english": "en", "french": "fr", "german": "de", "italian": "it",
            "japanese": "ja", "spanish": "es", "dutch": "nl", "danish": "da", "finnish": "fi", "korean": "ko", "norwegian": "nb",
            "polish": "pl", "portuguese": "pt", "russian": "ru", "swedish": "sv", "thai": "th", "turkish": "tr", "arabic": "ar",
            "czech": "cs", "greek": "el", "hebrew": "he", "hungarian": "hu", "romanian": "ro",
            // Simplified Chinese: a language without a region is written in its likely script.
            "chinese": "zh",
        ]
    }

    /// The script a language is written in when its tag names none, for the languages written in
    /// more than one: Unicode CLDR's likely subtags (`zh` → `zh-Hans-CN`, `zh-TW` → `zh-Hant-TW`,
    /// `sr` → `sr-Cyrl-RS`, `sr-ME` → `sr-Latn-ME`), the facts a device's language matching uses.
    enum LikelyScript {
        static let byLanguage: [String: (script: String, regions: [String: String])] = [
            "zh": ("hans", ["tw": "hant", "hk": "hant", "mo": "hant"]),
            "sr": ("cyrl", ["me": "latn", "ro": "latn", "ru": "latn", "tr": "latn"]),
            "uz": ("latn", ["af": "arab", "cn": "cyrl"]),
            "az": ("latn", ["iq": "arab", "ir": "arab", "ru": "cyrl"]),
            "pa": ("guru", ["pk": "arab"]),
            "mn": ("cyrl", ["cn": "mong"]),
            "kk": ("cyrl", ["cn": "arab"]),
            "bs": ("latn", [:]),
            // Languages whose folders often name their script (Firefox's `sat-Olck.lproj`).
            "sat": ("olck", [:]),
            "yue": ("hant", ["cn": "hans"]),
            "ks": ("arab", [:]),
            "sd": ("arab", ["in": "deva"]),
            "ff": ("latn", [:]),
            "ha": ("latn", [:]),
            "ms": ("latn", [:]),
            "ku": ("latn", [:]),
            "tg": ("cyrl", [:]),
            "ug": ("arab", [:]),
            "vai": ("vaii", [:]),
            "shi": ("tfng", [:]),
            "mni": ("beng", [:]),
        ]

        /// The region a language without one is taken to be of, for the languages apps often ship
        /// in several regions' folders only (`pt-BR` and `pt-PT`): CLDR's likely subtags.
        static let region: [String: String] = [
            "pt": "br", "en": "us", "es": "es", "fr": "fr", "de": "de", "it": "it", "nl": "nl", "sv": "se", "ru": "ru", "ar": "eg",
            "nb": "no", "da": "dk", "fi": "fi", "ko": "kr", "ja": "jp",
        ]

        /// The regions a request of `language` in `script` without a region reads, in the order a
        /// device tries them: its likely region (`region`), and for Traditional Chinese, Taiwan's
        /// then Hong Kong's.
        static func regions(language: String, script: String?) -> [String] {
            switch (language, script) {
            case ("zh", "hant"): return ["tw", "hk"]
            case ("zh", "hans"): return ["cn"]
            default: return region[language].map { [$0] } ?? []
            }
        }

        static func script(language: String, region: String?) -> String? {
            guard let entry = byLanguage[language] else { return nil }
            return region.flatMap { entry.regions[$0] } ?? entry.script
        }
    }

    /// The `sourceLanguage` of the string catalog beside the definition at `path`: the language
    /// its Base text is in, which a device set to it reads when the catalog has no entries of it.
    public static func catalogSourceLanguage(forDefinitionAt path: String) -> String? {
        guard let catalog = catalogPath(forDefinitionAt: path) else { return nil }
        return readCatalog(catalog)?.sourceLanguage.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// Where the string catalog of the definition at `path` is, when there is one.
    static func catalogPath(forDefinitionAt path: String) -> String? {
        let path = linked(path)
        let (folder, name) = split(path)
        let stem = name.hasSuffix(".intentdefinition") ? String(name.dropLast(".intentdefinition".count)) : name
        let root = translationsRoot(folder)
        let catalog = (root == "." && !path.hasPrefix("./") ? "" : root + "/") + stem + ".xcstrings"
        var isDirectory = false
        return FileManager.default.fileExists(atPath: catalog, isDirectory: &isDirectory) && !isDirectory ? catalog : nil
    }

    /// The language a string catalog that cannot be read is listed as.
    public static let unreadableCatalog = "?"

    static func readCatalog(_ path: String) -> StringCatalog? {
        guard let handle = ReadingFile(forReadingAtPath: path) else { return nil }
        defer { handle.close() }
        guard let data = try? handle.read(upToCount: maximumSize + 1), data.count <= maximumSize else { return nil }
        return StringCatalog(data)
    }

    /// The language the definition at `path` is itself written in when it sits in a language's
    /// folder (`ko` for `Widget/ko.lproj/Widget.intentdefinition`, as a project without Base
    /// internationalisation keeps it); nil in `Base.lproj` or outside an `.lproj` folder.
    public static func ownLanguage(ofDefinitionAt path: String) -> String? {
        let path = linked(path)
        let folder = realName(of: split(path).directory)
        guard folder.hasSuffix(".lproj") else { return nil }
        let language = String(folder.dropLast(6))
        return language == "Base" || language.isEmpty ? nil : language
    }

    /// The file the definition at `path` is when `path` is a symbolic link (or a chain of them):
    /// its translations are beside that file, as Xcode copies them from its folders (Brave's SPM
    /// targets link to the app's `Base.lproj` definitions). A relative link is joined to the
    /// link's folder, so the paths made from it stay as relative as the one given.
    static func linked(_ path: String) -> String {
        var current = path
        for _ in 0..<16 {
            guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: current) else { return current }
            let folder = split(current).directory
            current = target.hasPrefix("/") || (folder == "." && !current.hasPrefix("./")) ? target : folder + "/" + target
        }
        return current
    }

    /// Where the `.lproj` folders of a definition in `folder` are: `folder` itself, or the folder
    /// holding it when it is a language's own (`App/Base.lproj` is in `App`). A folder written
    /// `.` or ending in `..` (the definition named from inside `Base.lproj`, `Intents.intentdefinition`
    /// alone) is judged by the name it has on disk, and `..` after it names the one holding it,
    /// so that the paths made from it stay as relative as the path given.
    static func translationsRoot(_ folder: String) -> String {
        guard realName(of: folder).hasSuffix(".lproj") else { return folder }
        let last = split(folder).name
        guard last == "." || last == ".." else { return split(folder).directory }
        return folder == "." ? ".." : folder + "/.."
    }

    /// The name `folder` has on disk: its last component, or, for one written `.` or ending in
    /// `..`, the name of the folder that is, from the current directory.
    static func realName(of folder: String) -> String {
        let last = split(folder).name
        guard last == "." || last == ".." else { return last }
        let absolute = folder.hasPrefix("/") ? folder : FileManager.default.currentDirectoryPath + "/" + folder
        var parts: [Substring] = []
        for part in absolute.split(separator: "/") where part != "." {
            if part == ".." {
                if !parts.isEmpty { parts.removeLast() }
            } else {
                parts.append(part)
            }
        }
        return parts.last.map(String.init) ?? "/"
    }

    /// The folder ("." for a bare name) and the last component of `path`.
    static func split(_ path: String) -> (directory: String, name: String) {
        let trimmed = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
        guard let slash = trimmed.lastIndex(of: "/") else { return (".", trimmed) }
        let directory = String(trimmed[..<slash])
        return (directory.isEmpty ? "/" : directory, String(trimmed[trimmed.index(after: slash)...]))
    }

    /// Reads a language's strings for the definition at `path`; nil when it has none. Throws
    /// when the file cannot be read or parsed.
    public static func strings(forDefinitionAt path: String, language: String) throws -> DefinitionStrings? {
        guard let found = languages(forDefinitionAt: path).first(where: { $0.language.lowercased() == language.lowercased() }) else {
            return nil
        }
        return try read(path: found.path, language: found.language)
    }

    public static func read(path: String, language: String) throws -> DefinitionStrings {
        guard let handle = ReadingFile(forReadingAtPath: path) else {
            throw DefinitionError(file: path, problem: "cannot open", kind: .unreadable)
        }
        defer { handle.close() }
        let data = (try? handle.read(upToCount: maximumSize + 1)) ?? Data()
        guard data.count <= maximumSize else { throw DefinitionError(file: path, problem: "is larger than 4 MB") }
        if path.hasSuffix(".xcstrings") {
            guard let catalog = StringCatalog(data) else {
                // A catalog is one JSON document that every language's change touches: a merge
                // conflict in it is the usual way it stops reading.
                if let conflict = ConflictMarkers.find(in: data) {
                    throw DefinitionError(
                        file: path,
                        problem: "line \(conflict.start): a merge conflict left unresolved, \(conflict.place): \(ConflictMarkers.advice)")
                }
                throw DefinitionError(
                    file: path, problem: "is not a string catalog (a JSON object with a strings object, as Xcode writes .xcstrings)")
            }
            var strings = DefinitionStrings(language: language, path: path, strings: catalog.texts[language] ?? [:], lines: catalog.lines)
            strings.untranslatable = catalog.untranslatable
            strings.isSourceLanguage = catalog.sourceLanguage?.lowercased() == language.lowercased()
            return strings
        }
        if data.starts(with: Array("bplist".utf8)) { return try propertyList(data, text: nil, path: path, language: language) }
        guard let text = decode(data) else { throw DefinitionError(file: path, problem: "is neither UTF-8 nor UTF-16 text") }
        if text.drop(while: { $0.isWhitespace || $0 == "\u{FEFF}" }).hasPrefix("<") {
            return try propertyList(Data(text.utf8), text: text, path: path, language: language)
        }
        var parser = StringsParser(text: text)
        do {
            try parser.parse()
        } catch let problem as StringsParser.Problem {
            // A conflict git left in the table: where it starts, and what to do, rather than the
            // character the parser stopped at.
            if let conflict = ConflictMarkers.find(in: text.utf8) {
                throw DefinitionError(
                    file: path,
                    problem: "line \(conflict.start): a merge conflict left unresolved, \(conflict.place): \(ConflictMarkers.advice)")
            }
            throw DefinitionError(file: path, problem: "line \(problem.line): \(problem.message)")
        }
        var read = DefinitionStrings(language: language, path: path, strings: parser.strings, lines: parser.lines)
        read.isEmptyTable = parser.strings.isEmpty
        return read
    }

    /// A `.strings` file written as an XML or binary property list, a dictionary of strings: what
    /// translation tools export and iOS reads as well as the `"key" = "value";` text. Each key's
    /// line is that of its `<key>` element (none in a binary file).
    static func propertyList(_ data: Data, text: String?, path: String, language: String) throws -> DefinitionStrings {
        let root: Any
        do {
            root = try PropertyListValue.propertyList(data)
        } catch {
            throw DefinitionReader.notAPropertyList(error, data: data, file: path)
        }
        guard let dictionary = root as? [String: Any] else {
            throw DefinitionError(file: path, problem: "is a property list but not a dictionary of strings")
        }
        let strings = dictionary.compactMapValues { $0 as? String }
        var lines: [String: Int] = [:]
        for (number, line) in (text ?? "").split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard let open = line.firstRange(of: "<key>"), let close = line[open.upperBound...].firstRange(of: "</key>") else { continue }
            let key = String(line[open.upperBound..<close.lowerBound])
            if strings[key] != nil && lines[key] == nil { lines[key] = number + 1 }
        }
        return DefinitionStrings(language: language, path: path, strings: strings, lines: lines)
    }

    /// `.strings` files are UTF-16 (with a byte-order mark, as Xcode once wrote them) or UTF-8.
    static func decode(_ data: Data) -> String? {
        if data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]) { return String(data: data, encoding: .utf16) }
        if data.starts(with: [0xEF, 0xBB, 0xBF]) { return String(data: data.dropFirst(3), encoding: .utf8) }
        // A text table has no NUL byte, though UTF-8 allows one: UTF-16 text of ASCII and, say,
        // Cyrillic (`В` is 0x12 0x04) is valid UTF-8 too, and was read as such.
        if !data.contains(0), let text = String(data: data, encoding: .utf8) { return text }
        // UTF-16 without a mark: every other byte zero in ASCII text.
        if data.count >= 2, data[data.startIndex + 1] == 0 { return String(data: data, encoding: .utf16LittleEndian) }
        if data.count >= 2, data[data.startIndex] == 0 { return String(data: data, encoding: .utf16BigEndian) }
        return nil
    }
}

/// The old-style property list of a `.strings` file: `"key" = "value";` lines with `/* */` and
/// `//` comments; keys and values quoted (or bare words), with `\n`, `\"`, `\\`, `\U0041` escapes.
struct StringsParser {
    struct Problem: Error {
        var line: Int
        var message: String
    }

    let scalars: [Unicode.Scalar]
    var index = 0
    var line = 1
    var strings: [String: String] = [:]
    var lines: [String: Int] = [:]

    init(text: String) { scalars = Array(text.unicodeScalars) }

    mutating func parse() throws {
        skipSpace()
        // CoreFoundation reads a strings table with or without the braces of the dictionary it is.
        let braced = peek == "{"
        if braced {
            index += 1
            skipSpace()
        }
        while index < scalars.count, !(braced && peek == "}") {
            let keyLine = line
            let key = try word()
            skipSpace()
            if peek == ";" {
                // "key"; means key = key.
                index += 1
                strings[key] = key
                lines[key] = keyLine
                skipSpace()
                continue
            }
            guard peek == "=" else { throw Problem(line: line, message: "expected = after \"\(key)\"") }
            index += 1
            skipSpace()
            let value = try word()
            skipSpace()
            guard peek == ";" else { throw Problem(line: line, message: "expected ; after the value of \"\(key)\"") }
            index += 1
            strings[key] = value
            if lines[key] == nil { lines[key] = keyLine }
            skipSpace()
        }
        if braced {
            guard peek == "}" else { throw Problem(line: line, message: "the { that opens the table is not closed") }
            index += 1
            skipSpace()
            if let extra = peek { throw Problem(line: line, message: "unexpected \"\(extra)\" after the table's closing }") }
        }
    }

    var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    mutating func advance() -> Unicode.Scalar {
        let scalar = scalars[index]
        index += 1
        // A line ends at a line feed, or a carriage return alone (a classic Mac file's).
        if scalar == "\n" || (scalar == "\r" && peek != "\n") { line += 1 }
        return scalar
    }

    mutating func skipSpace() {
        while let scalar = peek {
            if scalar.properties.isWhitespace || scalar == "\u{FEFF}" {
                _ = advance()
            } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
                index += 2
                while index < scalars.count, !(scalars[index] == "*" && index + 1 < scalars.count && scalars[index + 1] == "/") { _ = advance() }
                index = min(scalars.count, index + 2)
            } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
                while let next = peek, next != "\n", next != "\r" { _ = advance() }
            } else {
                return
            }
        }
    }

    mutating func word() throws -> String {
        guard let first = peek else { throw Problem(line: line, message: "unexpected end of file") }
        var result = String.UnicodeScalarView()
        if first == "\"" || first == "'" {
            index += 1
            while true {
                guard peek != nil else { throw Problem(line: line, message: "a quoted string is not closed") }
                let scalar = advance()
                if scalar == first { break }
                if scalar == "\\" {
                    guard peek != nil else { throw Problem(line: line, message: "a quoted string is not closed") }
                    result.append(contentsOf: escape())
                } else {
                    result.append(scalar)
                }
            }
            return String(result)
        }
        while let scalar = peek, scalar.properties.isAlphabetic || scalar.properties.numericType != nil || "_.$:/-".unicodeScalars.contains(scalar) {
            result.append(advance())
        }
        guard !result.isEmpty else { throw Problem(line: line, message: "unexpected \"\(first)\"") }
        return String(result)
    }

    /// What a backslash and the characters after it stand for, as CoreFoundation's reader of
    /// old-style property lists (which iOS reads strings tables with) takes them: the C escapes,
    /// up to three octal digits naming a byte of the NeXTSTEP character set, `\U` and up to four
    /// hexadecimal digits naming a UTF-16 unit (two of them a surrogate pair, one alone U+FFFD),
    /// and any other character as itself (`\u00e9` is "u00e9": CoreFoundation knows no `\u`).
    private mutating func escape() -> [Unicode.Scalar] {
        let escaped = advance()
        switch escaped {
        case "a": return ["\u{07}"]
        case "b": return ["\u{08}"]
        case "f": return ["\u{0C}"]
        case "n": return ["\n"]
        case "r": return ["\r"]
        case "t": return ["\t"]
        case "v": return ["\u{0B}"]
        case "0"..."7":
            var value = escaped.value - 0x30
            for _ in 0..<2 {
                guard let next = peek, ("0"..."7").contains(next) else { break }
                value = value * 8 + (advance().value - 0x30)
            }
            let byte = UInt8(truncatingIfNeeded: value)
            if byte < 0x80 { return [Unicode.Scalar(byte)] }
            return [Unicode.Scalar(Self.nextstepUpperHalf[Int(byte) - 0x80]) ?? "\u{0}"]
        case "U":
            let unit = hexadecimalUnit()
            if UTF16.isLeadSurrogate(unit), peek == "\\", index + 1 < scalars.count, scalars[index + 1] == "U" {
                let resume = (index, line)
                index += 2
                let low = hexadecimalUnit()
                if UTF16.isTrailSurrogate(low) {
                    let value = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
                    return [Unicode.Scalar(value) ?? "\u{FFFD}"]
                }
                (index, line) = resume
            }
            return [Unicode.Scalar(UInt32(unit)) ?? "\u{FFFD}"]
        default: return [escaped]
        }
    }

    /// The NeXTSTEP character set's bytes 0x80 to 0xFF, as Unicode (0 where the set has none).
    static let nextstepUpperHalf: [UInt16] = [
        0x00A0, 0x00C0, 0x00C1, 0x00C2, 0x00C3, 0x00C4, 0x00C5, 0x00C7, 0x00C8, 0x00C9, 0x00CA, 0x00CB,
        0x00CC, 0x00CD, 0x00CE, 0x00CF, 0x00D0, 0x00D1, 0x00D2, 0x00D3, 0x00D4, 0x00D5, 0x00D6, 0x00D9,
        0x00DA, 0x00DB, 0x00DC, 0x00DD, 0x00DE, 0x00B5, 0x00D7, 0x00F7, 0x00A9, 0x00A1, 0x00A2, 0x00A3,
        0x2044, 0x00A5, 0x0192, 0x00A7, 0x00A4, 0x2019, 0x201C, 0x00AB, 0x2039, 0x203A, 0xFB01, 0xFB02,
        0x00AE, 0x2013, 0x2020, 0x2021, 0x00B7, 0x00A6, 0x00B6, 0x2022, 0x201A, 0x201E, 0x201D, 0x00BB,
        0x2026, 0x2030, 0x00AC, 0x00BF, 0x00B9, 0x02CB, 0x00B4, 0x02C6, 0x02DC, 0x00AF, 0x02D8, 0x02D9,
        0x00A8, 0x00B2, 0x02DA, 0x00B8, 0x00B3, 0x02DD, 0x02DB, 0x02C7, 0x2014, 0x00B1, 0x00BC, 0x00BD,
        0x00BE, 0x00E0, 0x00E1, 0x00E2, 0x00E3, 0x00E4, 0x00E5, 0x00E7, 0x00E8, 0x00E9, 0x00EA, 0x00EB,
        0x00EC, 0x00C6, 0x00ED, 0x00AA, 0x00EE, 0x00EF, 0x00F0, 0x00F1, 0x0141, 0x00D8, 0x0152, 0x00BA,
        0x00F2, 0x00F3, 0x00F4, 0x00F5, 0x00F6, 0x00E6, 0x00F9, 0x00FA, 0x00FB, 0x0131, 0x00FC, 0x00FD,
        0x0142, 0x00F8, 0x0153, 0x00DF, 0x00FE, 0x00FF, 0x0000, 0x0000,
    ]

    /// Up to four hexadecimal digits after `\U`, as one UTF-16 unit (none: 0).
    private mutating func hexadecimalUnit() -> UInt16 {
        var value: UInt16 = 0
        for _ in 0..<4 {
            guard let next = peek, next.properties.isASCIIHexDigit, let digit = UInt16(String(next), radix: 16) else { break }
            _ = advance()
            value = value * 16 + digit
        }
        return value
    }
}
