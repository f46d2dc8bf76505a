import SQLiteStore
import TextMatching

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The rules Siri applies to an invocation phrase before it records it: how two phrases are
/// compared, how long one may be, and which phrases Siri keeps for itself.
///
/// Two phrases are the same phrase when they differ only in case, accents, spacing or
/// punctuation: "Soup time!", "soup  time" and "SOUP-TIME" are one phrase.
public enum InvocationPhrase {
    /// The longest phrase Siri records, in characters, counted after spacing is tidied.
    /// iOS publishes no number; a phrase is meant to be said in one breath, and 60 characters is
    /// about ten words.
    public static let maximumLength = 60

    /// The form phrases are compared in: lowercase, without accents or apostrophes, every other
    /// character that is not a letter or digit turned into a space, spaces collapsed.
    /// "What’s  UP, Soup-Chef?" → "whats up soup chef".
    public static func normalized(_ text: String) -> String {
        let folded = Folding.caseAndDiacritics(text)
        var result = ""
        var pendingSpace = false
        for character in folded {
            if character == "'" || character == "’" || character == "ʼ" { continue }
            // A mark with no letter before it (after a space, or at the start) is no letter of
            // its own, though Unicode calls some vowel signs alphabetic; nor is a letter that
            // joins whatever precedes it (Thai's SARA AM): kept after a space, either would join
            // the space, and the phrase would read otherwise when normalised again.
            guard (character.isLetter || character.isNumber) && !Self.isMark(character.unicodeScalars.first!) else {
                pendingSpace = true
                continue
            }
            if pendingSpace && !result.isEmpty {
                guard (" " + String(character)).count == 2 else { continue }
                result.append(" ")
            }
            pendingSpace = false
            result.append(character)
        }
        return result
    }

    /// The words as they are said, for matching an utterance against written text (an App
    /// Shortcut's phrase, an enum case's title): `normalized` (Turkish's dotless ı as i), with "&"
    /// said "and", "%" "percent", "+" "plus" and a whole number up to twenty in digits said in
    /// words ("Solar & Tariff", "Car %", "Disney+", "5 songs" as "solar and tariff", "car
    /// percent", "disney plus", "five songs"). Not the key a
    /// voice shortcut's phrase is stored under, which keeps `normalized`.
    ///
    /// In a `language` whose small numbers soupchef knows in words (German, Spanish, French,
    /// Italian, Dutch, Portuguese), a number up to twenty is heard in that language instead: its
    /// words and its digits are both read as the digits, so that VroomVroom's Portuguese “Fórmula 1”
    /// is heard as “Fórmula um”, not “Fórmula one”. A word that is also another word of the
    /// language (Portuguese “um” is “a”) is read as the number on both sides, written and heard.
    public static func spoken(_ text: String, language: String? = nil) -> String {
        // "&", "%" and "+" in the language's own words where soupchef knows them ("und",
        // "Prozent"), else English's.
        let signs = language.flatMap(Self.signWords(in:)) ?? (and: "and", percent: "percent", plus: "plus")
        let expanded = unwritten(text).replacing("&", with: " \(signs.and) ").replacing("%", with: " \(signs.percent) ")
            .replacing("＆", with: " \(signs.and) ").replacing("+", with: " \(signs.plus) ")
        // Turkish's dotless ı is heard as i, its dot no more said apart than an accent: its
        // capital is I, which folds to i, so “KİTABIMI” is “kitabımı”, and so is “kitabimi”.
        let words = normalized(expanded).replacing("ı", with: "i").split(separator: " ").flatMap(Self.digitRuns)
        if let numbers = language.flatMap(Self.numberWords(in:)) {
            // Spelt numbers of two words (French “dix-sept”, said “dix sept”) are read first.
            var out: [String] = []
            var index = 0
            while index < words.count {
                if index + 1 < words.count, let number = numbers[words[index] + " " + words[index + 1]] {
                    out.append(String(number))
                    index += 2
                    continue
                }
                out.append(numbers[String(words[index])].map(String.init) ?? String(words[index]))
                index += 1
            }
            return out.joined(separator: " ")
        }
        return words.map { word in
            guard word.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(word), number <= 20 else { return String(word) }
            return Self.numberWords[number]
        }
        .joined(separator: " ")
    }

    /// How `language` says "&", "%" and "+" (as `normalized` writes them); nil for English's.
    static func signWords(in language: String) -> (and: String, percent: String, plus: String)? {
        let base = language.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init) ?? ""
        switch base {
        case "de": return ("und", "prozent", "plus")
        case "fr": return ("et", "pour cent", "plus")
        case "es": return ("y", "por ciento", "mas")
        case "it": return ("e", "per cento", "piu")
        case "pt": return ("e", "por cento", "mais")
        case "nl": return ("en", "procent", "plus")
        default: return nil
        }
    }

    /// The words of the numbers 0 to 20 in `language` (as `normalized` writes them: lowercase,
    /// without accents), each with its number; nil for a language whose numbers are heard as
    /// English's (English itself, and the languages soupchef has no words for).
    static func numberWords(in language: String) -> [String: Int]? {
        let base = language.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init) ?? ""
        guard let lists = spokenNumbers[base] else { return nil }
        var words: [String: Int] = [:]
        for list in lists {
            // Empty places count: ",ein,," gives "ein" 1, not 0.
            for (number, word) in list.split(separator: ",", omittingEmptySubsequences: false).enumerated() where !word.isEmpty {
                words[String(word)] = number
            }
        }
        return words
    }

    /// Each language's numbers 0 to 20, comma-separated; a second list gives other forms (a
    /// feminine, a region's spelling), an empty place where there is none.
    static let spokenNumbers: [String: [String]] = [
        "de": [
            "null,eins,zwei,drei,vier,funf,sechs,sieben,acht,neun,zehn,elf,zwolf,dreizehn,vierzehn,funfzehn,sechzehn,siebzehn,achtzehn,neunzehn,zwanzig",
            ",ein,,,,,,,,,,,,,,,,,,,",
        ],
        "es": [
            "cero,uno,dos,tres,cuatro,cinco,seis,siete,ocho,nueve,diez,once,doce,trece,catorce,quince,dieciseis,diecisiete,dieciocho,diecinueve,veinte",
            ",una,,,,,,,,,,,,,,,,,,,",
        ],
        "fr": [
            "zero,un,deux,trois,quatre,cinq,six,sept,huit,neuf,dix,onze,douze,treize,quatorze,quinze,seize,dix sept,dix huit,dix neuf,vingt",
            ",une,,,,,,,,,,,,,,,,,,,",
        ],
        "it": [
            "zero,uno,due,tre,quattro,cinque,sei,sette,otto,nove,dieci,undici,dodici,tredici,quattordici,quindici,sedici,diciassette,diciotto,diciannove,venti",
            ",una,,,,,,,,,,,,,,,,,,,",
        ],
        "nl": [
            "nul,een,twee,drie,vier,vijf,zes,zeven,acht,negen,tien,elf,twaalf,dertien,veertien,vijftien,zestien,zeventien,achttien,negentien,twintig"
        ],
        "pt": [
            "zero,um,dois,tres,quatro,cinco,seis,sete,oito,nove,dez,onze,doze,treze,catorze,quinze,dezesseis,dezessete,dezoito,dezenove,vinte",
            ",uma,duas,,,,,,,,,,,,quatorze,,dezasseis,dezassete,,dezanove,",
        ],
    ]

    /// `text` without the characters that shape writing and are never said: the zero-width
    /// non-joiner, which keeps two parts of a Persian word apart on the page (a space, as the
    /// word is heard either way: "راه‌اندازی" as "راه اندازی"), the other invisible format
    /// characters (joiners, direction marks, the soft hyphen, the byte-order mark), Arabic's
    /// tatweel, which only stretches a line ("الأسبـوع" as "الأسبوع"), and Arabic's and Hebrew's
    /// vowel points (`isVowelPoint`).
    static func unwritten(_ text: String) -> String {
        guard !text.utf8.allSatisfy({ $0 < 0x80 }) else { return text }
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar.value == 0x200C {
                scalars.append(" ")
            } else if let digit = Self.raisedOrLoweredDigit(scalar) {
                // "Things³" is said "Things 3", as a transcript writes the number it hears.
                scalars.append(" ")
                scalars.append(digit)
            } else if (0xFF01...0xFF5E).contains(scalar.value), let narrow = Unicode.Scalar(scalar.value - 0xFEE0) {
                // Fullwidth Latin letters, digits and signs ("ＳｏｕｐＣｈｅｆ") are said as their
                // ordinary forms, which is what a transcript writes.
                scalars.append(narrow)
            } else if scalar.value != 0x0640 && scalar.properties.generalCategory != .format && !Self.isVowelPoint(scalar) {
                scalars.append(scalar)
            }
        }
        return String(scalars)
    }

    /// The digit a superscript or subscript digit is (¹²³, ⁰, ⁴…⁹, ₀…₉); nil for any other scalar.
    static func raisedOrLoweredDigit(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
        let value: UInt32
        switch scalar.value {
        case 0x00B9: value = 1
        case 0x00B2, 0x00B3: value = scalar.value - 0x00B0
        case 0x2070, 0x2074...0x2079: value = scalar.value - 0x2070
        case 0x2080...0x2089: value = scalar.value - 0x2080
        default: return nil
        }
        return Unicode.Scalar(0x30 + value)
    }

    /// Arabic's and Hebrew's vowel points and the marks written over their letters (a shadda, a
    /// tanwīn, a dagesh), which most writing leaves out: Rema's “ذكّرني” is “ذكرني” as a
    /// transcript writes it. Not another script's vowel signs, which are letters said.
    static func isVowelPoint(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar.properties.generalCategory == .nonspacingMark else { return false }
        switch scalar.value {
        case 0x0591...0x05C7, 0x0610...0x061A, 0x064B...0x065F, 0x0670, 0x06D6...0x06ED: return true
        default: return false
        }
    }

    /// A word cut where its digits meet its letters, so that a number is said alike whether it
    /// is written apart or not: "Risk1" as "risk 1", "1Password" as "1 password" (and so as
    /// "risk one", "one password", which "Risk 1" and "1 Password" are heard as too).
    static func digitRuns(_ word: Substring) -> [Substring] {
        var runs: [Substring] = []
        var start = word.startIndex
        var index = word.startIndex
        while index < word.endIndex {
            let next = word.index(after: index)
            if next < word.endIndex, Self.isASCIIDigit(word[index]) != Self.isASCIIDigit(word[next]) {
                runs.append(word[start..<next])
                start = next
            }
            index = next
        }
        runs.append(word[start...])
        return runs
    }

    static func isASCIIDigit(_ character: Character) -> Bool { character.isASCII && character.isNumber }

    static let numberWords = [
        "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen", "fourteen",
        "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty",
    ]

    static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        [.nonspacingMark, .spacingMark, .enclosingMark].contains(scalar.properties.generalCategory)
    }

    /// The phrase as it is kept and shown: as typed, with runs of whitespace made one space and
    /// the ends trimmed.
    public static func displayed(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// Why Siri will not record `phrase` for a shortcut, or nil when it will. Uniqueness is not
    /// judged here: it depends on the other voice shortcuts (see `SystemStore.checkInvocationPhrase`).
    public static func refusal(of phrase: String) -> VoiceShortcutError? {
        let shown = displayed(phrase)
        // A control or formatting character cannot be said, and would reach every terminal that
        // lists the phrase: refused, whatever else the phrase is.
        if let hidden = shown.unicodeScalars.first(where: {
            [.control, .format, .lineSeparator, .paragraphSeparator].contains($0.properties.generalCategory)
        }) {
            return .unspeakableCharacter(shown, hidden)
        }
        let normal = normalized(phrase)
        if normal.isEmpty { return .emptyPhrase }
        if shown.count > maximumLength { return .phraseTooLong(shown, limit: maximumLength) }
        if let reserved = reservedPhrases.first(where: { $0.covers(normal) }) { return .reservedPhrase(shown, reserved) }
        return nil
    }

    /// What Siri does itself, so a shortcut phrase may not be, or begin with, these words.
    public static let reservedPhrases: [ReservedPhrase] =
        [
            ReservedPhrase("hey siri", .prefix, "Siri listens for it to start listening"),
            ReservedPhrase("siri", .prefix, "it wakes Siri"),
            ReservedPhrase("call", .prefix, "Siri places phone calls with it"),
            ReservedPhrase("facetime", .prefix, "Siri starts FaceTime calls with it"),
            ReservedPhrase("text", .prefix, "Siri sends messages with it"),
            ReservedPhrase("message", .prefix, "Siri sends messages with it"),
            ReservedPhrase("send a message", .prefix, "Siri sends messages with it"),
            ReservedPhrase("set an alarm", .prefix, "Siri sets alarms with it"),
            ReservedPhrase("set a timer", .prefix, "Siri sets timers with it"),
            ReservedPhrase("wake me up", .prefix, "Siri sets alarms with it"),
            ReservedPhrase("remind me", .prefix, "Siri makes reminders with it"),
            ReservedPhrase("open", .prefix, "Siri opens apps with it"),
            ReservedPhrase("turn on", .prefix, "Siri changes settings and home accessories with it"),
            ReservedPhrase("turn off", .prefix, "Siri changes settings and home accessories with it"),
            ReservedPhrase("what time is it", .exact, "Siri tells the time"),
            ReservedPhrase("what's the weather", .exact, "Siri gives the forecast"),
            ReservedPhrase("what day is it", .exact, "Siri tells the date"),
            ReservedPhrase("yes", .exact, "it answers Siri's questions"),
            ReservedPhrase("no", .exact, "it answers Siri's questions"),
        ] + SiriAnswers.spokenYesAndNo.map { ReservedPhrase($0, .exact, "it answers Siri's questions") } + [
            ReservedPhrase("cancel", .exact, "it ends a conversation with Siri"),
            ReservedPhrase("stop", .exact, "it ends a conversation with Siri"),
            ReservedPhrase("help", .exact, "Siri explains what it can do"),
        ]
}

/// A phrase Siri keeps for itself.
public struct ReservedPhrase: Sendable, Hashable {
    public enum Match: Sendable, Hashable {
        /// The phrase is exactly these words.
        case exact
        /// The phrase starts with these words ("call" covers "call mom", not "callback").
        case prefix
    }

    /// The reserved words, normalized.
    public var words: String
    /// The words as they are written ("what's the weather").
    public var written: String
    public var match: Match
    /// Why Siri keeps it, worded to follow "because": "Siri places phone calls with it".
    public var reason: String

    public init(_ written: String, _ match: Match, _ reason: String) {
        self.written = written
        self.words = InvocationPhrase.normalized(written)
        self.match = match
        self.reason = reason
    }

    /// "call …" or "what's the weather", as the docs and messages show it.
    public var pattern: String { match == .prefix ? written + " …" : written }

    /// Whether a normalized phrase falls under this reservation.
    public func covers(_ normalizedPhrase: String) -> Bool {
        switch match {
        case .exact: normalizedPhrase == words
        case .prefix: normalizedPhrase == words || normalizedPhrase.hasPrefix(words + " ")
        }
    }
}

/// What can go wrong with voice shortcuts, worded for the person recording the phrase.
public enum VoiceShortcutError: Error, Sendable, Equatable, CustomStringConvertible {
    case emptyPhrase
    case phraseTooLong(String, limit: Int)
    /// A control or invisible formatting character (ESC, U+200B, a bidirectional override).
    case unspeakableCharacter(String, Unicode.Scalar)
    case reservedPhrase(String, ReservedPhrase)
    /// Another voice shortcut already has this phrase (ignoring case, spacing and punctuation).
    case phraseTaken(String, identifier: String, existingPhrase: String)
    case unknownVoiceShortcut(String)
    case ambiguousVoiceShortcut(String, candidates: [String])

    /// Whether the phrase itself is unusable, whatever the other shortcuts are.
    public var isBadPhrase: Bool {
        switch self {
        case .emptyPhrase, .phraseTooLong, .unspeakableCharacter, .reservedPhrase: true
        case .phraseTaken, .unknownVoiceShortcut, .ambiguousVoiceShortcut: false
        }
    }

    /// The phrase with `scalar` written as an escape (`\u{200D}`) wherever it is: a phrase takes
    /// no joiner at all, and one between two letters would otherwise show as nothing.
    static func escaping(_ scalar: Unicode.Scalar, in phrase: String) -> String {
        phrase.unicodeScalars.map { $0 == scalar ? "\\u{\(cFormat("%lX", Int(scalar.value)))}" : String($0) }.joined()
    }

    public var description: String {
        switch self {
        case .emptyPhrase:
            "The phrase is empty: say at least one word."
        case .unspeakableCharacter(let phrase, let scalar):
            "The phrase “\(Self.escaping(scalar, in: phrase))” holds a control or invisible character (U+\(cFormat("%04lX", Int(scalar.value)))), which cannot be said."
        case .phraseTooLong(let phrase, let limit):
            "The phrase is \(phrase.count) characters long; Siri records phrases of at most \(limit)."
        case .reservedPhrase(let phrase, let reserved):
            "Siri keeps “\(reserved.pattern)” for itself (\(reserved.reason)), so it cannot record “\(phrase)”."
        case .phraseTaken(let phrase, let identifier, let existing):
            existing == phrase
                ? "“\(phrase)” is already the phrase of voice shortcut \(identifier)."
                : "“\(phrase)” is the same phrase as “\(existing)” of voice shortcut \(identifier) (case, accents, spacing and punctuation do not count)."
        case .unknownVoiceShortcut(let id):
            "No voice shortcut has an id starting with \"\(id)\" (soupchef shortcuts list lists them)."
        case .ambiguousVoiceShortcut(let id, let candidates):
            "\"\(id)\" is the start of several voice shortcut ids: "
                + candidates.prefix(5).joined(separator: ", ") + (candidates.count > 5 ? ", and more" : "") + ". Type more of it."
        }
    }
}

extension VoiceShortcutError: ClassifiedError {
    /// An unusable phrase is a bad value; a phrase taken or an unknown id is a failed request.
    public var failureKind: FailureKind { isBadPhrase ? .badRequest : .requestFailed }
}
