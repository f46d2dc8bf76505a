/// How an App Shortcut phrase, an enum case or an utterance is heard: `InvocationPhrase.spoken`
/// (case, accents, spacing and punctuation aside, "&" as "and", a number up to twenty in words),
/// and in English a number above twenty said in words as its digits, as a transcript writes it:
/// "twenty-five", "forty", "three hundred and sixty-five" are heard as 25, 40 and 365, so that
/// “Read 25 headlines in ${applicationName}” and "Microsoft 365" are heard however the number is
/// written; an ordinal up to the twentieth in digits is its word ("1st" as "first"). The
/// languages whose small numbers `InvocationPhrase` reads in their own words keep their own
/// reading. A possessive "'s" after a final s is heard as the apostrophe alone
/// (`withoutPossessiveAfterS`).
enum HeardText {
    static func heard(_ text: String, language: String? = nil) -> String {
        let spoken = InvocationPhrase.spoken(withoutPossessiveAfterS(text), language: language)
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
