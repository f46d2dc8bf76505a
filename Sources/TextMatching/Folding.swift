/// Text folded as Foundation's `folding(options: [.caseInsensitive, .diacriticInsensitive],
/// locale: nil)` folds it, for comparing names: lowercase, and every letter that is canonically a
/// base letter with accents (é, ŵ, ǖ, ά, й) reduced to that letter; a letter that is not
/// (ø, ł, đ) is kept, as Foundation keeps it.
///
/// Foundation's diacritic folding is a canonical decomposition followed by the removal of the
/// combining marks. The standard library has no public decomposition, so the fold of each
/// precomposed letter is found from its Unicode name ("LATIN SMALL LETTER E WITH GRAVE" →
/// "LATIN SMALL LETTER E" and "COMBINING GRAVE ACCENT") and kept only when the letter and the
/// letter named as its base followed by those marks are the same `Character` (Swift compares
/// characters by canonical equivalence). Corelibs Foundation's folding links ICU into the
/// executable, which costs every command about 0.6 ms of start-up (docs/performance.md).
public enum Folding {
    /// `text` lowercased and without diacritics.
    public static func caseAndDiacritics<S: StringProtocol>(_ text: S) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return text.lowercased() }
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar.isASCII {
                scalars.append(scalar)
                continue
            }
            // The base letter first (ᾳ is α, where its uppercase is ΑΙ), then case folding:
            // lowercase, then the lowercase of the uppercase, as Foundation folds ß to ss, ς to σ
            // and ϑ to θ.
            let base = table[scalar.value] ?? scalar
            // Dotless ı has no case folding (its uppercase, I, folds to i).
            if base == "ı" {
                scalars.append(base)
                continue
            }
            for folded in String(base).lowercased().uppercased().lowercased().unicodeScalars {
                if let mark = marks[folded.value] {
                    // A mark with nothing before it stays, as the first scalar of its decomposition.
                    if scalars.isEmpty { scalars.append(mark) }
                } else if let base = table[folded.value] {
                    scalars.append(base)
                } else {
                    scalars.append(folded)
                }
            }
        }
        return String(scalars).lowercased()
    }

    /// Whether `text` holds `part`, ignoring case and diacritics (Foundation's
    /// `range(of:options: [.caseInsensitive, .diacriticInsensitive]) != nil`).
    public static func contains<S: StringProtocol, T: StringProtocol>(_ text: S, _ part: T) -> Bool {
        let part = caseAndDiacritics(part)
        if part.isEmpty { return false }
        let whole = Array(caseAndDiacritics(text).unicodeScalars)
        let wanted = Array(part.unicodeScalars)
        guard whole.count >= wanted.count else { return false }
        return (0...(whole.count - wanted.count)).contains { whole[$0..<$0 + wanted.count].elementsEqual(wanted) }
    }

    /// The blocks whose letters are folded: Latin (Latin-1 Supplement to Latin Extended-B, and
    /// Latin Extended Additional), Greek (and Greek Extended) and Cyrillic.
    static let blocks: [ClosedRange<UInt32>] = [0x00A0...0x024F, 0x0370...0x04FF, 0x1E00...0x1FFF]

    /// The combining marks Foundation removes (U+0300–U+036F), each with the first scalar of its
    /// canonical decomposition (itself but for a few Greek tone marks).
    static let marks: [UInt32: Unicode.Scalar] = {
        var marks: [UInt32: Unicode.Scalar] = [:]
        for value in UInt32(0x0300)...0x036F { marks[value] = Unicode.Scalar(value)! }
        for (value, first) in [(0x0340, 0x0300), (0x0341, 0x0301), (0x0343, 0x0313), (0x0344, 0x0308)] as [(UInt32, UInt32)] {
            marks[value] = Unicode.Scalar(first)!
        }
        return marks
    }()

    /// Each precomposed letter of `blocks` and the base letter it folds to. Made once, the first
    /// time text that is not ASCII is folded.
    static let table: [UInt32: Unicode.Scalar] = {
        var byName: [String: Unicode.Scalar] = [:]
        var markNames: [(name: String, scalar: Unicode.Scalar)] = []
        for block in blocks + [0x0000...0x007F, 0x0250...0x036F] {
            for value in block {
                guard let scalar = Unicode.Scalar(value), let name = scalar.properties.name else { continue }
                byName[name] = scalar
                if (0x0300...0x036F).contains(value) {
                    markNames.append((words(name).filter { $0 != "COMBINING" && $0 != "ACCENT" }.joined(separator: " "), scalar))
                }
            }
        }
        var table: [UInt32: Unicode.Scalar] = [:]
        for block in blocks {
            for value in block {
                guard let scalar = Unicode.Scalar(value), let name = scalar.properties.name.map(spelledOut) else { continue }
                // "X WITH A AND B": the base is X, or X WITH A (ǿ is ø with an acute).
                var parts = split(name, " AND ")
                let first = split(parts[0], " WITH ")
                guard first.count == 2 else { continue }
                parts[0] = first[1]
                var baseName = first[0]
                for split in 0..<parts.count {
                    if split > 0 { baseName += (split == 1 ? " WITH " : " AND ") + parts[split - 1] }
                    guard let base = byName[baseName] else { continue }
                    let candidates = parts[split...].map { word in
                        let wanted = markName(word)
                        return markNames.filter { $0.name == wanted }.map(\.scalar)
                    }
                    if equivalent(base, candidates, Character(scalar)) {
                        table[value] = table[base.value] ?? base
                        break
                    }
                }
            }
        }
        return table
    }()

    /// Whether the base followed by one mark of each candidate list is canonically `target`.
    private static func equivalent(_ base: Unicode.Scalar, _ candidates: [[Unicode.Scalar]], _ target: Character) -> Bool {
        func search(_ built: String, _ rest: ArraySlice<[Unicode.Scalar]>) -> Bool {
            guard let first = rest.first else { return built.count == 1 && Character(built) == target }
            return first.contains { search(built + String($0), rest.dropFirst()) }
        }
        return search(String(base), candidates[...])
    }

    /// A letter's name with its marks spelled out where Unicode names them otherwise: the
    /// Cyrillic letters named without "WITH" (й is и with a breve), Greek's spacing accents.
    private static func spelledOut(_ name: String) -> String {
        let cyrillic = [
            "SHORT I": "I WITH BREVE", "IO": "IE WITH DIAERESIS", "GJE": "GHE WITH ACUTE", "KJE": "KA WITH ACUTE",
            "YI": "BYELORUSSIAN-UKRAINIAN I WITH DIAERESIS", "SHORT U": "U WITH BREVE",
        ]
        for (letter, spelled) in cyrillic {
            for size in ["SMALL", "CAPITAL"] where name == "CYRILLIC \(size) LETTER \(letter)" {
                return "CYRILLIC \(size) LETTER \(spelled)"
            }
        }
        if name == "GREEK DIALYTIKA TONOS" { return "DIAERESIS WITH TONOS" }
        if name.hasPrefix("GREEK DIALYTIKA AND ") { return "DIAERESIS WITH " + name.dropFirst("GREEK DIALYTIKA AND ".count) }
        if name.hasPrefix("GREEK UPSILON WITH "), name.hasSuffix(" AND HOOK SYMBOL") {
            return "GREEK UPSILON WITH HOOK SYMBOL AND " + name.dropFirst("GREEK UPSILON WITH ".count).dropLast(" AND HOOK SYMBOL".count)
        }
        return name
    }

    /// The combining mark's name for a word after "WITH": Greek letters name their accents
    /// by their Greek names.
    private static func markName(_ word: String) -> String {
        switch words(word).filter({ $0 != "ACCENT" }).joined(separator: " ") {
        case "TONOS", "OXIA": "ACUTE"
        case "VARIA": "GRAVE"
        case "DIALYTIKA": "DIAERESIS"
        case "PSILI": "COMMA ABOVE"
        case "DASIA": "REVERSED COMMA ABOVE"
        case "PERISPOMENI": "GREEK PERISPOMENI"
        case "YPOGEGRAMMENI", "PROSGEGRAMMENI": "GREEK YPOGEGRAMMENI"
        case "VRACHY": "BREVE"
        case "LINE BELOW": "MACRON BELOW"
        case let word: word
        }
    }

    /// A name's words.
    private static func words(_ name: String) -> [String] { name.split(separator: " ").map(String.init) }

    /// `name` cut at each `separator` (names are ASCII; the standard library's generic
    /// searching is far slower than this).
    private static func split(_ name: String, _ separator: String) -> [String] {
        let bytes = Array(name.utf8)
        let cut = Array(separator.utf8)
        var parts: [String] = []
        var start = 0
        var i = 0
        while i + cut.count <= bytes.count {
            if bytes[i..<i + cut.count].elementsEqual(cut) {
                parts.append(String(decoding: bytes[start..<i], as: UTF8.self))
                i += cut.count
                start = i
            } else {
                i += 1
            }
        }
        parts.append(String(decoding: bytes[start...], as: UTF8.self))
        return parts
    }
}
