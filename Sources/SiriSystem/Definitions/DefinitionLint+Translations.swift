import TextMatching

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The checks of a definition's translations: each language's `.strings` file or string
/// catalog against the texts of the definition, and whole copies of it in a language's folder.
extension DefinitionLint {
    /// Whether a text is written in the script of a language that has one of its own (Japanese's
    /// kana, Chinese's ideographs, Korean's Hangul, Cyrillic, Arabic, Hebrew, Greek, Thai,
    /// Devanagari): letters of that script and none of the Latin alphabet, its `${…}`
    /// placeholders aside. Japanese needs a kana (ideographs alone may be Chinese), Chinese none.
    static func isWritten(_ text: String, inScriptOf language: String) -> Bool {
        let code = String(language.prefix { $0 != "-" && $0 != "_" }).lowercased()
        var scalars: [Unicode.Scalar] = []
        var inPlaceholder = false
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            if scalar == "{" && previous == "$" { inPlaceholder = true } else if scalar == "}" { inPlaceholder = false }
            if !inPlaceholder && scalar.properties.isAlphabetic { scalars.append(scalar) }
            previous = scalar
        }
        guard !scalars.isEmpty, !scalars.contains(where: { $0.value < 0x0250 }) else { return false }
        func any(_ ranges: ClosedRange<UInt32>...) -> Bool { scalars.contains { scalar in ranges.contains { $0.contains(scalar.value) } } }
        let kana = any(0x3040...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9D)
        let han = any(0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF)
        switch code {
        case "ja": return kana
        case "zh", "yue": return han && !kana
        case "ko": return any(0x1100...0x11FF, 0x3130...0x318F, 0xAC00...0xD7AF)
        case "ru", "uk", "be", "bg", "mk", "kk", "ky", "mn", "tg": return any(0x0400...0x04FF)
        case "sr": return language.lowercased().contains("latn") ? false : any(0x0400...0x04FF)
        case "ar", "fa", "ur", "ps", "ug", "ckb": return any(0x0600...0x06FF, 0x0750...0x077F, 0xFB50...0xFDFF, 0xFE70...0xFEFF)
        case "he", "yi": return any(0x0590...0x05FF)
        case "el": return any(0x0370...0x03FF)
        case "th": return any(0x0E00...0x0E7F)
        case "hi", "mr", "ne": return any(0x0900...0x097F)
        default: return false
        }
    }

    /// Whether most words of `translated` (placeholders aside) are words of `base` too: a
    /// rewording in the same language, not a translation.
    static func sharesMostWords(_ translated: String, with base: String) -> Bool {
        func words(_ text: String) -> [String] {
            // The text without its `${…}` placeholders: each part after a "${" from its "}" on.
            let parts = text.split(separator: "${", omittingEmptySubsequences: false)
            let plain = parts.enumerated().map { index, part in
                index == 0 ? Substring(part) : part.firstIndex(of: "}").map { part[part.index(after: $0)...] } ?? part
            }
            return plain.joined(separator: " ").lowercased().split { !$0.isLetter }.map(String.init)
        }
        let own = words(translated)
        guard !own.isEmpty else { return false }
        let theirs = Set(words(base))
        return own.filter(theirs.contains).count * 2 >= own.count
    }

    /// The translations' findings: a text of the definition a language does not translate (iOS
    /// then speaks the Base text; not for a catalog's key marked "Don't Translate"), and a string
    /// no text of the definition uses.
    public static func checkTranslations(_ file: DefinitionFile, languages: [DefinitionStrings]) -> [LintFinding] {
        var findings: [LintFinding] = []
        let ids = file.localizationIDs
        let optional = file.optionalLocalizationIDs
        /// A text naming an enum variable is exported once per case, `<id>-<case's display name id>`.
        func base(_ key: String) -> String? { key.firstIndex(of: "-").map { String(key[..<$0]) } }
        for language in languages {
            let perCase = Set(language.strings.keys.compactMap(base).filter { ids[$0] != nil })
            // A language whose strings are mostly the Base texts' own words is the one Base is
            // written in (PDX-Bus' `en.lproj` rewords 11 of its English Base texts, "arrivals"
            // to "departures"): a text it lacks is said in that language already.
            let shared = language.strings.filter { ids[$0.key] != nil }
            // (A string with letters of the language's own script is the language's, whatever Base
            // says: iMast's Japanese strings repeat its partly Japanese Base, and its English texts
            // are still untranslated there.)
            let alike = shared.filter { key, value in
                !isWritten(String(String.UnicodeScalarView(value.unicodeScalars.filter { $0.value >= 0x0250 })), inScriptOf: language.language)
                    && (file.localizedTexts[key].map { sharesMostWords(value, with: $0.text) } ?? false)
            }.count
            // Nearly all of them (nine in ten): a partial translation keeping a few loanwords
            // ("Mode", "Monitoring") is still a translation, and its gaps are warnings.
            let baseIsInLanguage = shared.count >= 3 && alike * 10 >= shared.count * 9
            // A linked shortcut type's text, which Xcode's export leaves out, reads its managed
            // type's (OwnTracks' 12 languages translate only those): that one's finding, if any,
            // names the gap, and its string fills both.
            let linked = file.linkedLocalizationIDs
            // A catalog's source language says the Base texts: an entry it lacks is no gap.
            let missing =
                language.isSourceLanguage
                ? []
                : ids.keys.filter {
                    language.strings[$0] == nil && !perCase.contains($0) && !optional.contains($0) && !language.untranslatable.contains($0)
                        && !(linked[$0].map { ids[$0] != nil } ?? false)
                }
                .sorted { (ids[$0]!, $0) < (ids[$1]!, $1) }
            // An empty table (Brave's `en.lproj`, Recon-Bolt's four languages made for a
            // translation to come): one finding for the language, not one for each text.
            if language.isEmptyTable, missing.count > 1 {
                let native = missing.allSatisfy { id in file.localizedTexts[id].map { isWritten($0.text, inScriptOf: language.language) } ?? false }
                // English left empty beside Base texts in Latin letters alone (Brave's `en`): the
                // Base texts are English, which is what it would say.
                let english =
                    DateParameterText.isEnglish(language.language)
                    && missing.allSatisfy { id in
                        file.localizedTexts[id].map { !$0.text.unicodeScalars.contains { $0.properties.isAlphabetic && $0.value >= 0x0250 } } ?? true
                    }
                findings.append(
                    LintFinding(
                        severity: native || english ? .note : .warning, rule: .missingTranslation, intent: nil,
                        subject: "translation \(language.language)",
                        message: "\(language.language)'s table holds no strings: iOS speaks the Base text of all \(missing.count) texts there"
                            + (native
                                ? ", which are written in \(language.language)'s script already"
                                : english ? ", which are in English already, as far as their letters tell" : ""),
                        location: SourceLocation(line: 1, column: 1), file: language.path))
                continue
            }
            for id in missing {
                let text = file.localizedTexts[id]
                let what = text.map { text in
                    let shown = text.text.count > 60 ? String(text.text.prefix(57)) + "…" : text.text
                    return ", the \(text.role) of \(text.subject) (“\(shown)”)"
                }
                // A Base text already written in the language's own script (iMast's Japanese Base,
                // its project's development region ja) loses nothing there: a note.
                let native = text.map { isWritten($0.text, inScriptOf: language.language) } ?? false
                // A text of placeholders alone ("${title}") has no word to translate.
                let onlyPlaceholders =
                    text.map { !$0.text.isEmpty && !DefinitionTemplate.fill($0.text) { _ in "" }.contains(where: \.isLetter) } ?? false
                let why =
                    onlyPlaceholders
                    ? ", which holds no word of its own to translate"
                    : native
                        ? ", which is written in \(language.language)'s script already"
                        : baseIsInLanguage
                            ? "; \(language.language)'s own strings are the Base texts' words too (\(alike) of its \(shared.count)), so it reads as the rest"
                            : ""
                findings.append(
                    LintFinding(
                        severity: native || baseIsInLanguage || onlyPlaceholders ? .note : .warning, rule: .missingTranslation,
                        intent: text?.owner,
                        subject: "string \(id)",
                        message: "\(language.language) has no string for \(id)\(what ?? ""); iOS speaks the Base text there" + why,
                        location: ids[id]))
            }
            // A variable a translation names that its intent does not declare: Xcode builds the
            // file (it does not read the strings), and iOS has no value to put there.
            let keys = language.strings.keys.sorted { (language.lines[$0] ?? 0, $0) < (language.lines[$1] ?? 0, $1) }
            for key in keys {
                guard let translated = language.strings[key], let id = ids[key] != nil ? key : base(key), let text = file.localizedTexts[id],
                    let owner = text.owner, let intent = file.intent(named: owner)
                else { continue }
                // A warning on this string: what it does, after the string and the text it is of.
                func finding(_ rule: LintFinding.Rule, _ what: String) -> LintFinding {
                    let shown = text.text.count > 60 ? String(text.text.prefix(57)) + "…" : text.text
                    return LintFinding(
                        severity: .warning, rule: rule, intent: owner, subject: "string \(key)",
                        message: "the \(language.language) string \(key), the \(text.role) of \(text.subject) (“\(shown)”), " + what,
                        location: language.lines[key].map { SourceLocation(line: $0, column: 1) }, file: language.path)
                }
                // A text with words that the language empties: iOS shows and says nothing there
                // (Home Assistant's en-GB `"3jKamg" = "";`, the default “{{ now() }}” of a template).
                if translated.trimmingWhitespace().isEmpty, !text.text.trimmingWhitespace().isEmpty {
                    findings.append(finding(.emptiedTranslation, "is empty; iOS in \(language.language) shows nothing there"))
                    continue
                }
                let used = Set(DefinitionTemplate.names(in: text.text))
                findings += lostVariables(
                    translated, of: text, key: key, perCase: key != id, intent: intent, language: language)
                var named: Set<String> = []
                for name in DefinitionTemplate.names(in: translated) where !used.contains(name) && named.insert(name).inserted {
                    let root = String(name.prefix { $0 != "." })
                    guard intent.parameter(named: root) == nil, intent.response.parameter(named: root) == nil else { continue }
                    findings.append(
                        finding(
                            .translationVariableNotDeclared, "names ${\(name)}, which \(owner) does not declare; iOS has no value to put there"))
                }
            }
            let unused = language.strings.keys.filter { ids[$0] == nil && !(base($0).map { ids[$0] != nil } ?? false) }
                .sorted { (language.lines[$0] ?? 0, $0) < (language.lines[$1] ?? 0, $1) }
            // A string catalog holds every language in one file: its findings name the language.
            let string = language.path.hasSuffix(".xcstrings") ? "the \(language.language) string" : "the string"
            for key in unused {
                let textless = file.textlessLocalizationIDs[key]
                // Xcode's own export of a text left empty (Loop's `/* INIntentDescription */
                // "yc02Yq" = "";`, Xcode 10): nothing there, nothing shown either way.
                if textless != nil, language.strings[key]?.trimmingWhitespace().isEmpty == true { continue }
                let message =
                    textless.map {
                        "\(string) \(key) is for the \($0.role) of \($0.subject) (\($0.key)ID), which the definition leaves without one; "
                            + "no text uses it"
                    } ?? "\(string) \(key) is used by no text of the definition"
                findings.append(
                    LintFinding(
                        severity: .warning, rule: .unusedTranslation, intent: textless?.owner, subject: "string \(key)",
                        message: message,
                        location: language.lines[key].map { SourceLocation(line: $0, column: 1) }, file: language.path))
            }
        }
        return findings
    }
}

extension DefinitionLint {
    /// A translation that loses a `${variable}` of its Base text, or writes one that is none
    /// (`$ {name}`, as machine translation spaces it; `${name` never closed): Xcode builds it (it
    /// does not read the strings), and iOS shows such text as it is, or says the text without the
    /// value. A text translated per case of an enum or per value of a Boolean (`<id>-<case's id>`)
    /// says that variable in its words, as Xcode's export means it to.
    static func lostVariables(
        _ translated: String, of text: LocalizedText, key: String, perCase: Bool, intent: CustomIntent, language: DefinitionStrings
    ) -> [LintFinding] {
        let kept = Set(DefinitionTemplate.names(in: translated))
        var seen: Set<String> = []
        let lost = DefinitionTemplate.names(in: text.text).filter { name in
            guard !kept.contains(name), seen.insert(name).inserted else { return false }
            guard perCase else { return true }
            let root = String(name.prefix { $0 != "." })
            let parameter =
                intent.parameter(named: root).map { ($0.type, $0.enumType) }
                ?? intent.response.parameter(named: root).map { ($0.type, $0.enumType) }
            return !(parameter.map { $0.0 == "Boolean" || $0.1 != nil } ?? false)
        }
        // What the Base text writes so itself is no translation's doing.
        let broken = brokenPlaceholders(in: translated).filter { !text.text.contains($0) }
        guard !lost.isEmpty || !broken.isEmpty else { return [] }
        let shown = text.text.count > 60 ? String(text.text.prefix(57)) + "…" : text.text
        let said = translated.count > 60 ? String(translated.prefix(57)) + "…" : translated
        let lostWords = lost.map { "${\($0)}" }.joined(separator: ", ")
        let brokenWords = broken.map { "“\($0)”" }.joined(separator: ", ")
        // A format specifier where the variable was (Loop's Slovak “Enable '$%1$@' Override
        // Preset”): a translation platform's export turned the placeholder into its own.
        let specifiers = formatSpecifiers(in: translated).filter { !text.text.contains($0) }
        let cause =
            lost.isEmpty || specifiers.isEmpty
            ? ""
            : " (“\(specifiers[0])” is a format specifier, which an intent's text never fills: a translation tool's export of \(lost.count == 1 ? lostWords : "the placeholders")?)"
        let what =
            broken.isEmpty
            ? "drops \(lostWords) of its Base text: \(language.language) says “\(said)”, and iOS in \(language.language) never shows "
                + (lost.count == 1 ? "its value" : "their values") + cause
            : (lost.isEmpty ? "" : "drops \(lostWords) of its Base text and ") + "writes \(brokenWords), which "
                + (broken.count == 1 ? "is no placeholder" : "are no placeholders") + ": iOS in \(language.language) shows “\(said)” as it is"
        return [
            LintFinding(
                severity: .warning, rule: .translationVariableLost, intent: intent.name, subject: "string \(key)",
                message: "the \(language.language) string \(key), the \(text.role) of \(text.subject) (“\(shown)”), \(what)",
                location: language.lines[key].map { SourceLocation(line: $0, column: 1) }, file: language.path)
        ]
    }

    /// The printf-style format specifiers in `text` (`%@`, `%1$@`, `%d`, `%lld`, `%2$s`), as
    /// translation platforms write a placeholder: each as written.
    static func formatSpecifiers(in text: String) -> [String] {
        let characters = Array(text)
        var found: [String] = []
        var index = 0
        while index < characters.count {
            guard characters[index] == "%" else {
                index += 1
                continue
            }
            var end = index + 1
            var digits = end
            while digits < characters.count, characters[digits].isASCII, characters[digits].isNumber { digits += 1 }
            if digits > end, digits < characters.count, characters[digits] == "$" { end = digits + 1 }
            while end < characters.count, characters[end] == "l" { end += 1 }
            if end < characters.count, "@dsifu".contains(characters[end]) {
                found.append(String(characters[index...end]))
                index = end + 1
            } else {
                index += 1
            }
        }
        return found
    }

    /// The stretches of `text` outside its placeholders that look like one and are none: a
    /// dollar sign (or a full-width one) and a brace with space between (`$ {name}`), or a
    /// placeholder never closed (`${name`). Each as written, up to its closing brace.
    static func brokenPlaceholders(in text: String) -> [String] {
        var found: [String] = []
        for piece in DefinitionTemplate.pieces(text) {
            guard case .text(let part) = piece else { continue }
            var rest = part[...]
            while let dollar = rest.firstIndex(where: { $0 == "$" || $0 == "＄" }) {
                let after = rest[rest.index(after: dollar)...]
                let spaced = after.drop { $0 == " " || $0 == "\u{00A0}" || $0 == "\t" }
                // (A "${" in text is one never closed: a closed one is a placeholder.)
                guard let brace = spaced.first, brace == "{" || brace == "｛" else {
                    rest = after
                    continue
                }
                let end = spaced.prefix(30).firstIndex { $0 == "}" || $0 == "｝" }.map { spaced.index(after: $0) } ?? spaced.prefix(20).endIndex
                found.append(String(rest[dollar..<end]))
                rest = rest[end...]
            }
        }
        return found
    }

    /// A language's `.strings` file, string catalog or whole copy of the definition that cannot be
    /// read: iOS reads nothing from it either. The finding is in that file (at the line a
    /// `.strings` file's problem names), so the rest of the definition's findings still show.
    public static func unreadableTranslation(_ error: DefinitionError, language: String, isCopy: Bool = false) -> LintFinding {
        var location: SourceLocation?
        var problem = error.problem
        // The strings parser names its line: "line 3: …".
        if problem.hasPrefix("line "), let colon = problem.firstIndex(of: ":"),
            let line = Int(problem[problem.index(problem.startIndex, offsetBy: 5)..<colon])
        {
            location = SourceLocation(line: line, column: 1)
            problem = problem[problem.index(after: colon)...].trimmingWhitespace()
        } else if let line = error.line {
            // A copy of the definition or an XML table: where its conflict starts, or reading stopped.
            location = SourceLocation(line: line, column: 1)
        }
        let what =
            isCopy
            ? "the \(language) copy of the definition"
            : language == DefinitionLocalization.unreadableCatalog ? "the string catalog" : "the \(language) translation"
        return LintFinding(
            severity: .error, rule: .unreadableTranslation, intent: nil, subject: "the file",
            message: "\(what) cannot be read: \(problem)", location: location, file: error.file)
    }

    /// A strings table saved under the definition's name in a language's folder (a translation
    /// tool's leftover, as Qwant Junior has in five folders, four of them beside the language's
    /// own `.strings` file): Xcode never writes one, and builds only the files the project lists,
    /// so a project that builds does not list it: a warning about a stray file, not an error.
    public static func unusedLocalizedCopy(path: String, language: String, strings: String?, definition: String) -> LintFinding {
        let stem = definition.hasSuffix(".intentdefinition") ? String(definition.dropLast(".intentdefinition".count)) : definition
        let read =
            strings.map { "the \(language) translation read is \(DefinitionLocalization.split($0).name) beside it, so this one is unused" }
            ?? "\(language) has no \(stem).strings beside it, so iOS in \(language) speaks the Base texts (a translation goes in"
            + " \(language).lproj/\(stem).strings)"
        return LintFinding(
            severity: .warning, rule: .unusedLocalizedCopy, intent: nil, subject: "the file",
            message: "this \(language) file under the definition's name is a strings table, not a definition; \(read); if the project lists"
                + " it as the definition's \(language) version, Xcode's build fails: delete it", file: path)
    }

    /// A translation or a copy of the definition in a folder whose name is no language (NUTRI's
    /// `global.lproj/Widget.strings`): Xcode builds it into the app, and no device ever reads it.
    public static func folderNotALanguage(path: String) -> LintFinding {
        let folder = DefinitionLocalization.split(DefinitionLocalization.split(path).directory).name
        return LintFinding(
            severity: .warning, rule: .folderNotALanguage, intent: nil, subject: "the file",
            message: "\(folder) is no language (a language's folder is named by its code, such as de.lproj or zh-Hans.lproj),"
                + " so no device reads this file: rename the folder for the language it is, or delete it", file: path)
    }

    /// A whole copy of the definition in a language's folder beside that language's own
    /// translation (HeyWeather keeps `de.lproj/Widget.intentdefinition`, from an earlier version,
    /// beside `de.lproj/Widget.strings`): a project lists one file per language as the
    /// definition's version in it, so one of the two is left over. The translation is what
    /// `--locale` reads, so the copy is the one called unused; how far it differs is said, for
    /// the project that lists the copy instead.
    public static func leftOverLocalizedCopy(path: String, language: String, translation: String, differences: Int) -> LintFinding {
        let name = DefinitionLocalization.split(translation).name
        let differs =
            differences == 0
            ? "" : " (it differs from this file in \(differences) intent\(differences == 1 ? "" : "s") or parameter\(differences == 1 ? "" : "s"))"
        return LintFinding(
            severity: .warning, rule: .unusedLocalizedCopy, intent: nil, subject: "the file",
            message: "the \(language) translation read is \(name), so this \(language) copy of the definition is left over (a project lists one file"
                + " per language as the definition's version): delete it, unless the project lists it rather than \(name),"
                + " when iOS in \(language) runs it\(differs)", file: path)
    }

    /// A language kept as a whole copy of the definition (`de.lproj/Intents.intentdefinition`)
    /// is what iOS runs in that language: an intent or a parameter the copy has and the file lacks,
    /// or the other way round, is a difference people of that language meet. Xcode does not keep
    /// such copies in step (Telegram's German copy has an intent its Base file lacks).
    public static func checkLocalizedCopies(_ file: DefinitionFile, copies: [(language: String, file: DefinitionFile)]) -> [LintFinding] {
        var findings: [LintFinding] = []
        for (language, copy) in copies {
            func finding(_ intent: String?, _ subject: String, _ message: String) {
                findings.append(
                    LintFinding(
                        severity: .warning, rule: .localizedCopyDiffers, intent: intent, subject: subject,
                        message: message + "; iOS in \(language) runs \(copy.name)", file: copy.name))
            }
            for intent in file.intents where copy.intent(named: intent.name) == nil {
                finding(intent.name, "the intent", "the \(language) copy of the definition has no intent \(intent.name)")
            }
            for intent in copy.intents where file.intent(named: intent.name) == nil {
                finding(intent.name, "the intent", "the \(language) copy of the definition has an intent \(intent.name) this file lacks")
            }
            for intent in file.intents {
                guard let other = copy.intent(named: intent.name) else { continue }
                for parameter in intent.parameters where other.parameter(named: parameter.name) == nil {
                    finding(intent.name, "parameter \(parameter.name)", "the \(language) copy of \(intent.name) has no parameter \(parameter.name)")
                }
                for parameter in other.parameters where intent.parameter(named: parameter.name) == nil {
                    finding(
                        intent.name, "parameter \(parameter.name)",
                        "the \(language) copy of \(intent.name) has a parameter \(parameter.name) this file lacks")
                }
            }
        }
        return findings
    }
}
