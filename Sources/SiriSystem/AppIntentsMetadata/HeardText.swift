import TextMatching

/// How an App Shortcut phrase, an enum case or an utterance is heard: `InvocationPhrase.spoken`
/// (case, accents, spacing and punctuation aside, "&" as "and", a number up to twenty in words),
/// and in English a number above twenty said in words as its digits, as a transcript writes it:
/// "twenty-five", "forty", "three hundred and sixty-five" are heard as 25, 40 and 365, so that
/// “Read 25 headlines in ${applicationName}” and "Microsoft 365" are heard however the number is
/// written; an ordinal up to the twentieth in digits is its word ("1st" as "first"). In a
/// language whose numbers soupchef knows in words (`NumberLexicon`), a number said in its words is
/// heard as its digits (`numbersInDigits`): “Покажи вишлист в 45”, said "сорок пять", and
/// “3番を開く”, said "三番を開く"; the languages whose small numbers `InvocationPhrase` reads in
/// their own words keep that reading. A possessive "'s" after a final s is heard as the apostrophe alone
/// (`withoutPossessiveAfterS`).
enum HeardText {
    static func heard(_ text: String, language: String? = nil) -> String {
        var text = withoutPossessiveAfterS(text)
        if let lexicon = NumberLexicon.of(language) { text = numbersInDigits(text, lexicon: lexicon) }
        let spoken = InvocationPhrase.spoken(text, language: language)
        guard language.flatMap(InvocationPhrase.numberWords(in:)) == nil else { return spoken }
        return englishNumbersAsDigits(spoken)
    }

    /// `text` without the "'s" of a possessive after a final s: Xcode fills
    /// “${applicationName}'s top stories” with an app named “Dr. Beats” as “Dr. Beats's top
    /// stories”, which is said and transcribed as "Dr. Beats' top stories" (or without the
    /// apostrophe), the possessive's s not heard apart from the name's.
    static func withoutPossessiveAfterS(_ text: String) -> String {
        guard text.contains(where: { Self.apostrophes.contains($0) }) else { return text }
        let characters = Array(text)
        var out = ""
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if Self.apostrophes.contains(character), index > 0, index + 1 < characters.count,
                characters[index - 1].lowercased() == "s", characters[index + 1].lowercased() == "s",
                index + 2 == characters.count || !(characters[index + 2].isLetter || characters[index + 2].isNumber)
            {
                index += 2
                continue
            }
            out.append(character)
            index += 1
        }
        return out
    }

    static let apostrophes: Set<Character> = ["'", "’", "ʼ"]

    /// `text` with each number said in words of `lexicon`'s language written in digits, as a
    /// transcript may write it: Russian "сорок пять" as 45, German "fünfundzwanzig" as 25, French
    /// "quatre-vingt-dix" as 90. In a spaced language a number is whole words of it ("treinta y
    /// tres"; not "Siebenmeilenstiefel", whose other letters are no number word); in Japanese and
    /// Chinese, written without spaces, it is wherever the language's number words run
    /// ("三番" as "3番", "一百零五" as "105"). Digits stay as written, joined to no word beside
    /// them; a half or a decimal said stays in words.
    static func numbersInDigits(_ text: String, lexicon: NumberLexicon) -> String {
        let words = text.split(whereSeparator: \.isWhitespace).map(String.init)
        guard !lexicon.unspaced else { return words.map { numbersInDigits(unspaced: $0, lexicon: lexicon) }.joined(separator: " ") }
        // A word's marks before and after it, and the tokens of what they hold when it is all
        // number words (and the words that join them).
        func parts(_ word: String) -> (lead: Substring, trail: Substring, said: [NumberLexicon.Said]?) {
            let lead = word.prefix { !($0.isLetter || $0.isNumber) }
            let rest = word.dropFirst(lead.count)
            let trail = Substring(String(rest.reversed().prefix { !($0.isLetter || $0.isNumber) }.reversed()))
            let core = Folding.caseAndDiacritics(rest.dropLast(trail.count)).filter { $0 != "-" && $0 != "‐" }
            guard !core.isEmpty, core.allSatisfy(\.isLetter), let tokens = lexicon.cut(core[...]), tokens.allSatisfy(Self.isNumberPart) else {
                return (lead, trail, nil)
            }
            let ends = trail.contains { ",;:.!?".contains($0) }
            return (lead, trail, tokens.enumerated().map { NumberLexicon.Said($1, ends: ends && $0 == tokens.count - 1) })
        }
        let split = words.map(parts)
        var out: [String] = []
        var index = 0
        while index < words.count {
            // The words that may say one number: each all number words, none after marks that end
            // one ("tres, cuatro") or before marks that start another.
            var run: [[NumberLexicon.Said]] = []
            while index + run.count < words.count, let said = split[index + run.count].said {
                if !run.isEmpty, !split[index + run.count].lead.isEmpty { break }
                run.append(said)
                if !split[index + run.count - 1].trail.isEmpty { break }
            }
            // The most of them one number takes whole.
            var found: (value: Int, words: Int)?
            for count in stride(from: run.count, through: 1, by: -1) {
                let tokens = run.prefix(count).flatMap { $0 }
                if let number = lexicon.wholeNumber(tokens[...]), number.length == tokens.count {
                    found = (number.value, count)
                    break
                }
            }
            guard let found else {
                out.append(words[index])
                index += 1
                continue
            }
            out.append(String(split[index].lead) + String(found.value) + String(split[index + found.words - 1].trail))
            index += found.words
        }
        return out.joined(separator: " ")
    }

    /// A word of a language written without spaces with its numbers in digits: at each place,
    /// the longest run of the language's number words that makes one number.
    static func numbersInDigits(unspaced word: String, lexicon: NumberLexicon) -> String {
        let characters = Array(Folding.caseAndDiacritics(word))
        var out = ""
        var index = 0
        while index < characters.count {
            // The number words from here, each with where it ends.
            var tokens: [NumberLexicon.Said] = []
            var ends: [Int] = []
            var next = index
            scan: while next < characters.count {
                for length in stride(from: min(lexicon.longest, characters.count - next), through: 1, by: -1) {
                    if let token = lexicon.words[String(characters[next..<next + length])], isNumberPart(token) {
                        tokens.append(NumberLexicon.Said(token, ends: false))
                        next += length
                        ends.append(next)
                        continue scan
                    }
                }
                break
            }
            if let number = lexicon.wholeNumber(tokens[...]), number.length > 0 {
                out += String(number.value)
                index = ends[number.length - 1]
            } else {
                out.append(characters[index])
                index += 1
            }
        }
        return out
    }

    /// Whether a token is part of a whole number said in words: a number, a hundred or a
    /// thousand, or a word joining them.
    static func isNumberPart(_ token: NumberLexicon.Token) -> Bool {
        switch token {
        case .number, .multiplier, .joiner: true
        default: false
        }
    }

    /// `words` (as `InvocationPhrase.spoken` writes them: lowercase, one space between words) with
    /// each English number above twenty said in words written in digits; a number up to twenty
    /// stays the word `spoken` makes of it, and words that make no number stay as they are ("one
    /// two" is two numbers, "twenty twenty" two twenties).
    static func englishNumbersAsDigits(_ words: String) -> String {
        let list = words.split(separator: " ").map(String.init)
        guard list.contains(where: { units[$0] != nil || tens[$0] != nil || teens[$0] != nil }) else { return words }
        var out: [String] = []
        var index = 0
        while index < list.count {
            // "1st" is written "one st" by `spoken`: said "first".
            if index + 1 < list.count, ordinalSuffixes.contains(list[index + 1]), let ordinal = ordinals[list[index]] {
                out.append(ordinal)
                index += 2
                continue
            }
            if let (value, length) = number(in: list, from: index), value > 20 {
                out.append(String(value))
                index += length
            } else {
                out.append(list[index])
                index += 1
            }
        }
        return out.joined(separator: " ")
    }

    /// The number said from `start`: below a hundred ("forty two"), hundreds ("three hundred and
    /// sixty five") and thousands ("two thousand and five"), with how many words it takes.
    static func number(in words: [String], from start: Int) -> (value: Int, length: Int)? {
        var index = start
        func word() -> String? { index < words.count ? words[index] : nil }
        func belowHundred() -> Int? {
            guard let first = word() else { return nil }
            if let ten = tens[first] {
                index += 1
                if let next = word(), let unit = units[next] {
                    index += 1
                    return ten + unit
                }
                return ten
            }
            if let small = units[first] ?? teens[first] {
                index += 1
                return small
            }
            return nil
        }
        func belowThousand() -> Int? {
            guard let first = belowHundred() else { return nil }
            guard first < 10, word() == "hundred" else { return first }
            index += 1
            let afterHundred = index
            if word() == "and" { index += 1 }
            if let rest = belowHundred() { return first * 100 + rest }
            index = afterHundred
            return first * 100
        }
        guard var value = belowThousand() else { return nil }
        if word() == "thousand" {
            index += 1
            value *= 1000
            let afterThousand = index
            if word() == "and" { index += 1 }
            if let rest = belowThousand() {
                value += rest
            } else {
                index = afterThousand
            }
        }
        return (value, index - start)
    }

    /// The ordinals of the numbers one to twenty, by the number's word: "1st", "2nd", "12th" and
    /// "20th" are said "first", "second", "twelfth" and "twentieth".
    static let ordinals = [
        "one": "first", "two": "second", "three": "third", "four": "fourth", "five": "fifth", "six": "sixth", "seven": "seventh",
        "eight": "eighth", "nine": "ninth", "ten": "tenth", "eleven": "eleventh", "twelve": "twelfth", "thirteen": "thirteenth",
        "fourteen": "fourteenth", "fifteen": "fifteenth", "sixteen": "sixteenth", "seventeen": "seventeenth", "eighteen": "eighteenth",
        "nineteen": "nineteenth", "twenty": "twentieth",
    ]
    static let ordinalSuffixes: Set<String> = ["st", "nd", "rd", "th"]

    static let units = ["one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9]
    static let teens = [
        "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18,
        "nineteen": 19,
    ]
    static let tens = ["twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90]
}
