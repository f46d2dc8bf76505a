import TextMatching

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Making sense of what a person says back to Siri.
public enum SiriAnswers {
    /// English's, then the word for yes of the languages a definition is most often translated
    /// into, and their "sure" ("claro", "d'accord", "klar"), so that a conversation asked with
    /// `--locale` takes its own language's answer (accents aside, as answers are read: "sí" is
    /// "si"; "claro que no" takes its yes back, as "sure not" does).
    public static let yesWords: Set<String> = [
        "yes", "y", "yeah", "yea", "yep", "yup", "sure", "ok", "okay", "confirm", "please", "go", "order", "absolutely", "definitely",
        "certainly", "correct", "affirmative",
        "ja", "oui", "si", "sim", "да", "tak", "evet", "はい", "ええ", "うん", "是", "是的", "好", "好的", "对", "對", "네", "예",
        "ใช่", "ครับ", "ค่ะ", "نعم", "כן", "हाँ", "हां", "ναι", "kylla", "ya", "claro", "daccord", "genau", "klar", "certo",
        "certamente", "natuurlijk", "конечно",
    ]
    public static let noWords: Set<String> = [
        "no", "n", "nope", "nah", "cancel", "stop", "dont", "never", "not", "negative",
        "nein", "non", "nao", "nee", "нет", "nie", "hayir", "hayır", "いいえ", "いや", "不", "不是", "不要", "否", "不对", "不對", "不好",
        "不行", "不用", "아니요", "아니오", "아니", "nej", "nei", "ei", "ไม่", "ไม่ใช่", "لا", "לא", "नहीं", "οχι", "tidak",
    ]

    /// The English words beside "yes" and "no" that Siri takes as either when said alone
    /// ("OK", "nope"): a voice shortcut's phrase may not be one of them.
    public static let spokenYesAndNo = ["yeah", "yep", "yup", "sure", "ok", "okay", "nope", "nah"]

    /// What ends a conversation said at any question, as "Cancel" or "Stop" said to Siri does:
    /// the whole answer, in English or in a language a definition is often translated into.
    public static let cancelPhrases: Set<String> = [
        "cancel", "cancel it", "cancel that", "cancel the order", "cancel please", "please cancel", "no cancel", "stop", "stop it",
        "no stop", "never mind", "nevermind", "forget it", "forget about it", "abbrechen", "stopp", "annuler", "cancelar", "annulla",
        "отмена", "отменить", "キャンセル", "やめて", "取消", "算了", "취소",
    ]

    /// Whether `answer` to `question` ends the conversation: a cancel phrase that is not one of
    /// the question's choices (an app's "Stop" is chosen, not obeyed), at any question but the
    /// intent's own confirmation ("Ready to order?"), where it is a no.
    public static func cancels(_ answer: String, _ question: IntentConversation.Question) -> Bool {
        if question.parameter == nil && question.kind == .confirmation { return false }
        let said = InvocationPhrase.normalized(answer)
        guard cancelPhrases.contains(said) else { return false }
        return !(question.choices + question.otherNames).contains { InvocationPhrase.normalized($0) == said }
    }

    /// Yes or no, by the first word: "yes please" is yes, "no thanks" is no. "Please" is only
    /// politeness before another word ("please no" is no, "please don't" too); alone, it is yes.
    /// A cancel ("never mind", "forget it", "annuler") is a no. An answer that takes back its
    /// first word is neither, and Siri asks again: a yes with a no or a negation after it ("yes
    /// no", "sure not", "ok no wait", "order nothing"), a no with a yes after it ("no yes"), and
    /// "go" or "order" followed by anything but what makes them a yes ("go ahead", "order it";
    /// "go away" is no yes). Nothing is ordered on an answer that might not mean it.
    public static func yesOrNo(_ answer: String) -> Bool? {
        let said = InvocationPhrase.normalized(answer)
        if cancelPhrases.contains(said) { return false }
        var words = said.split(separator: " ").map(String.init)
        while words.count > 1, words.first == "please" { words.removeFirst() }
        guard var first = words.first else { return nil }
        var rest = words.dropFirst()
        // A yes said in two words ("of course", "do it"): read as its one word.
        if let second = rest.first, yesPairs.contains(first + " " + second) {
            first = "yes"
            rest = rest.dropFirst()
        }
        if yesWords.contains(first) {
            if rest.contains(where: { noWords.contains($0) || takingBack.contains($0) }) { return nil }
            if ["go", "order"].contains(first), let next = rest.first, !yesAfterGoOrOrder.contains(next) { return nil }
            return true
        }
        if noWords.contains(first) {
            if rest.contains(where: { firmYesWords.contains($0) }) { return nil }
            return false
        }
        return nil
    }

    /// Whether `answer` is a yes, a no, a number alone ("yes", "no thanks", "2", "twenty one") or a
    /// place in a list ("the second one", "the last", "option 2": there is no list to point at),
    /// which names no place: "1 Infinite Loop", "Yes Street 5" and "First Street" do.
    public static func namesNoPlace(_ answer: String) -> Bool {
        let words = InvocationPhrase.normalized(answer).split(separator: " ").map(String.init)
        if words.count <= 2, yesOrNo(answer) != nil { return true }
        if choiceIndex(answer, count: 10) != nil { return true }
        let numberish: (String) -> Bool = { word in
            word.allSatisfy { $0.isNumber || $0 == "," || $0 == "." } || numberWords[word] != nil || tensWords[word] != nil
                || scaleWords[word] != nil || ["hundred", "and", "minus", "a"].contains(word)
        }
        return !words.isEmpty && words.allSatisfy(numberish) && number(answer) != nil
    }

    /// English yeses of two words, which neither word says alone: "of course (not)" is read as
    /// "yes (not)".
    static let yesPairs: Set<String> = ["of course", "do it", "sounds good", "thats right"]

    /// Words after a yes that take it back: "sure not", "ok wait", "order nothing".
    static let takingBack: Set<String> = ["not", "nothing", "wait", "hold", "didnt", "wont", "isnt"]
    /// What may follow "go" or "order" in a yes: "go ahead", "order it", "go for it".
    static let yesAfterGoOrOrder: Set<String> = ["ahead", "for", "it", "on", "please", "now", "that", "this", "thanks", "yes"]
    /// Yes words that, after a no, make the answer unclear ("no yes"); "no, please" stays a no.
    static let firmYesWords: Set<String> = ["yes", "yeah", "yep", "yup", "sure", "confirm", "ok", "okay"]

    public static let numberWords = [
        "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
        "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18,
        "nineteen": 19,
    ]
    public static let tensWords = ["twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90]
    static let scaleWords = ["thousand": 1_000.0, "million": 1_000_000.0, "billion": 1_000_000_000.0]

    /// The first whole number said, in digits or words: "6", "six soups", "make it 3",
    /// "twenty one", "1,000", "minus three". A number with a fraction ("2.9", "three quarters")
    /// is no whole number.
    public static func number(_ answer: String, language: String? = nil) -> Int? {
        // Digits alone are read exactly, beyond what a Double holds (an Int64 of 19 digits).
        let trimmed = answer.trimmingWhitespace()
        if trimmed.count > 15, let exact = Int(trimmed) { return exact }
        guard let value = spokenNumber(answer, language: language), value == value.rounded(), abs(value) <= maximumExact else { return nil }
        return Int(value)
    }

    /// The largest whole number a Double holds exactly, 2^53: a number said beyond it is no
    /// whole number soupchef can be sure of.
    static let maximumExact = 9_007_199_254_740_992.0

    /// A number with a fraction or not, the first said: "2.5", "three point five", "three
    /// quarters". A fraction whose decimals never end ("two thirds") is kept to four places
    /// (0.6667), as a person would write it; `spokenNumber` keeps it whole for a length of time.
    public static func decimal(_ answer: String, language: String? = nil) -> Double? {
        guard let (value, divided) = reading(answer, language: language) else { return nil }
        return divided && abs(value) < 1e11 ? (value * 10_000).rounded() / 10_000 : value
    }

    /// The first number said, in digits ("-3", "1,000", "2.5", ".5", "$5", "3/4", "1 1/2") or in
    /// words ("twenty one", "one hundred and five", "a thousand", "minus three", "three point
    /// five", "three quarters", "five and a third", "half a cup"); nil when none, or when a word
    /// holding digits is no number ("2024-05-01", "12:30", "1,5": a comma between digits is
    /// English's thousands separator, and one before anything but three digits says no number
    /// soupchef can be sure of). Words are one number only as far as they can be read as one:
    /// "two, three" is 2, "one two" 1; a fraction this does not read ("twenty five hundredths")
    /// is none, rather than the number before it.
    ///
    /// In a `language` whose numbers soupchef knows in words (`NumberLexicon`), its words are
    /// read first ("tres", "veintiuno", "dreiundzwanzig", "二十一"), and digits are written as it
    /// writes them: in a language with a decimal comma, "3,5" is 3.5 and "1.500" is 1500.
    public static func spokenNumber(_ answer: String, language: String? = nil) -> Double? { reading(answer, language: language)?.value }

    /// The number `spokenNumber` reads, and whether a fraction said or written ("three
    /// quarters", "3/4", "and a half") made it.
    static func reading(_ answer: String, language: String?) -> (value: Double, divided: Bool)? {
        guard let lexicon = NumberLexicon.of(language) else { return reading(answer) }
        // The language's words; digits alone as English reads them, in the language's marks.
        let own = lexicon.reading(answer)
        if let own, own.worded { return (own.value, own.divided) }
        return reading(lexicon.englishMarks(answer)) ?? own.map { ($0.value, $0.divided) }
    }

    /// `reading(_:language:)` in English.
    static func reading(_ answer: String) -> (value: Double, divided: Bool)? {
        // Each word with the marks around it taken off, and whether a mark ended it ("two,").
        let opening = "\"'(“‘«#$€£¥"
        let closing = "?!.,;:\"')”’»…%"
        var words: [(text: String, ends: Bool)] = asciiDigits(answer).lowercased().split(whereSeparator: \.isWhitespace).map { word in
            let front = word.drop { opening.contains($0) }
            let text = String(front.reversed().drop { closing.contains($0) }.reversed())
            let ends = text.count < front.count && front.last.map { ",;:".contains($0) } == true
            return (text, ends)
        }
        // "a dozen", "two dozen", "half a dozen": that many twelves, written as the number it is.
        while let at = words.firstIndex(where: { $0.text == "dozen" || $0.text == "dozens" }), at > 0 {
            var from = at - 1
            let before = words[from].text
            var count = before == "a" ? 1 : numberWords[before].map(Double.init) ?? digits(before)
            if before == "half" || (before == "a" && from > 0 && words[from - 1].text == "half") {
                count = 0.5
                from = before == "half" ? (from > 0 && words[from - 1].text == "a" ? from - 1 : from) : from - 1
            }
            guard let count, count > 0 else { break }
            words.replaceSubrange(from...at, with: [(CustomIntent.decimalText(count * 12), words[at].ends)])
        }
        var index = 0
        while index < words.count {
            let word = words[index].text
            var (sign, start) = (1.0, index)
            if word == "minus" || word == "negative", index + 1 < words.count { (sign, start) = (-1, index + 1) }
            let said = words[start]
            if said.text.contains(where: \.isNumber) {
                if let part = writtenFraction(said.text) { return (sign * part, true) }
                guard let value = digits(said.text) else { return nil }
                let next = said.ends || start + 1 == words.count ? nil : words[start + 1].text
                let whole = value == value.rounded() && !said.text.contains(".")
                // "1 1/2": a whole number and a fraction written after it.
                if let next, whole, let part = writtenFraction(next) { return (sign * (value < 0 ? value - part : value + part), true) }
                // "4 5", "1 000", "1 12/5": two numbers, or one written apart; neither is one number said.
                if let next, next.first?.isNumber == true, next.allSatisfy({ $0.isNumber || ",./".contains($0) }) { return nil }
                // "12 million", "1.5 thousand", "3 hundred": digits and the scale said after them,
                // as a transcript writes "twelve million" (the number is that many, not 12).
                if let next, value >= 0, let scale = scaleWords[next] ?? (next == "hundred" ? 100 : nil) { return (sign * value * scale, false) }
                // "3 quarters": a count of parts.
                if let next, let parts = fractionParts[next] {
                    guard whole, (1...19).contains(value) else { return nil }
                    return (sign * value / parts, true)
                }
                // "7 and a half": a fraction in words after digits.
                let part = said.ends ? nil : fraction(words[...], andAt: start + 1)?.value
                guard value.isFinite else { return nil }
                return (sign * (value < 0 ? value - (part ?? 0) : value + (part ?? 0)), part != nil)
            }
            // "an hour and a half": "and a half" after no number is no number either.
            if start > 0, words[start - 1].text == "and", word == "a" || word == "an", fraction(words[start...]) != nil { return nil }
            // "three quarters", "a third", "half a cup".
            if let part = fraction(words[start...]) { return (sign * part.value, true) }
            if let (value, divided, end) = spelled(words[start...]), value.isFinite {
                // "twenty five hundredths", "twenty fifth": parts of a count this does not read.
                if end < words.count, !words[end - 1].ends, fractionParts[words[end].text] != nil { return nil }
                return (sign * value, divided)
            }
            index += 1
        }
        return nil
    }

    /// A number written in digits: a sign, digits in groups of three between commas or not (the
    /// first group not 0), a fraction after a point ("2.5", ".5"). A comma between digits
    /// otherwise ("2,5", "0,500") is none: a decimal comma in English words is no number soupchef
    /// can tell from a thousands separator typed wrong.
    /// `text` with the decimal digits of other scripts written as ASCII's: a full-width `３` as
    /// Japanese and Chinese keyboards type it, Arabic-Indic `٣`, Devanagari `३`. Other numerals
    /// (`½`, `²`, `Ⅲ`) are left as they are, as no digit.
    static func asciiDigits(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { !$0.isASCII && $0.properties.numericType == .decimal }) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if !scalar.isASCII, scalar.properties.numericType == .decimal, let value = scalar.properties.numericValue,
                let digit = Unicode.Scalar(UInt32(48 + Int(value)))
            {
                result.append(digit)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }

    static func digits(_ word: String) -> Double? {
        var text = word
        if text.first == "+" { text.removeFirst() }
        let negative = text.first == "-" || text.first == "−"
        if negative { text.removeFirst() }
        if text.first == "." { text = "0" + text }  // ".5"
        guard let first = text.first, first.isASCII, first.isNumber, text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "," || $0 == ".") }) else {
            return nil
        }
        let groups = text.split(separator: ",", omittingEmptySubsequences: false)
        if groups.count > 1 {
            let thousands =
                groups.dropFirst().allSatisfy { group in
                    let whole = group.prefix { $0 != "." }
                    return whole.count == 3 && (group == groups.last! || !group.contains("."))
                } && groups.first!.count <= 3 && !groups.first!.contains(".") && groups.first!.first != "0"
            guard thousands else { return nil }
            text = groups.joined()
        }
        guard text.filter({ $0 == "." }).count <= 1, text.last != ".", let value = Double(text), value.isFinite else { return nil }
        return negative ? -value : value
    }

    /// A fraction written with a slash, "3/4", "1/2"; nil for any other word, and for one not
    /// below 1 ("12/5", a date more likely than a number).
    static func writtenFraction(_ word: String) -> Double? {
        let parts = word.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ (1...6).contains($0.count) && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            let numerator = Double(parts[0]), let denominator = Double(parts[1]), numerator < denominator
        else { return nil }
        return numerator / denominator
    }

    /// The parts a fraction is said in and how many make one: "half" 2, "thirds" 3, "quarter" 4,
    /// "fifths" 5 … "hundredth" 100. "Second" is none: "one second" is a length of time.
    static let fractionParts: [String: Double] = {
        var parts: [String: Double] = ["half": 2, "halves": 2, "quarter": 4, "quarters": 4]
        let ordinals = [
            "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth", "eleventh", "twelfth", "thirteenth",
            "fourteenth", "fifteenth", "sixteenth", "seventeenth", "eighteenth", "nineteenth", "twentieth",
        ]
        for (offset, ordinal) in ordinals.enumerated() {
            parts[ordinal] = Double(offset + 3)
            parts[ordinal + "s"] = Double(offset + 3)
        }
        for (ordinal, count) in ["thirtieth": 30.0, "fortieth": 40, "fiftieth": 50, "sixtieth": 60, "hundredth": 100, "thousandth": 1000] {
            parts[ordinal] = count
            parts[ordinal + "s"] = count
        }
        return parts
    }()

    /// A fraction said in words at the start of `words`: a count ("a", "an", "one" … "nineteen")
    /// and its parts ("a half", "three quarters", "two thirds", "seven eighths"), or "half a"
    /// before what it is half of ("half a cup"); its value, and how many words it took.
    static func fraction(_ words: ArraySlice<(text: String, ends: Bool)>) -> (value: Double, count: Int)? {
        guard let first = words.first, !first.ends, words.count >= 2 else { return nil }
        let second = words[words.startIndex + 1]
        if first.text == "half", ["a", "an"].contains(second.text), !second.ends, words.count >= 3 { return (0.5, 1) }
        let count = ["a", "an"].contains(first.text) ? 1 : numberWords[first.text]
        guard let count, count > 0, let parts = fractionParts[second.text] else { return nil }
        return (Double(count) / parts, 2)
    }

    /// `fraction(_:)` of words with no marks between them, as a length of time is said ("an hour
    /// and three quarters").
    static func fraction(of words: [String]) -> (value: Double, count: Int)? {
        fraction(words.map { ($0, false) }[...])
    }

    /// A number spelled in words from the start of `words`, as far as they make one number: a
    /// unit or teen after nothing, a tens word or "hundred"; a tens word after nothing or
    /// "hundred"; "hundred" after a unit or teen ("a hundred" too); a scale (thousand, million)
    /// smaller than any before it; "and" after "hundred" or a scale; "point" and digit words for
    /// a fraction; "and" and a fraction ("and a half", "and two thirds") to end it. A word that a
    /// comma or semicolon ended ends the number. Its value, whether a fraction made it, and the
    /// index after its last word.
    static func spelled(_ words: ArraySlice<(text: String, ends: Bool)>) -> (value: Double, divided: Bool, end: Int)? {
        enum Last { case none, unit, teen, tens, hundred, scale, and }
        var total = 0.0
        var current = 0.0
        var last = Last.none
        var smallestScale = Double.infinity
        var index = words.startIndex
        var end = index
        reading: while index < words.endIndex {
            let (word, ends) = words[index]
            if let unit = numberWords[word] {
                let teen = unit >= 10
                guard [.none, .hundred, .scale, .and].contains(last) || (last == .tens && !teen && unit > 0) else { break }
                current += Double(unit)
                last = teen ? .teen : .unit
            } else if let tens = tensWords[word] {
                guard [.none, .hundred, .scale, .and].contains(last) else { break }
                current += Double(tens)
                last = .tens
            } else if case let parts = word.split(separator: "-", maxSplits: 1).map(String.init), parts.count == 2,
                let tens = tensWords[parts[0]], let unit = numberWords[parts[1]], (1..<10).contains(unit)
            {
                guard [.none, .hundred, .scale, .and].contains(last) else { break }
                current += Double(tens + unit)  // "twenty-one"
                last = .unit
            } else if word == "hundred", current < 100,
                last == .unit || last == .teen || (last == .none && index > words.startIndex && words[index - 1].text == "a")
            {
                current = max(current, 1) * 100
                last = .hundred
            } else if let scale = scaleWords[word], scale < smallestScale,
                last == .unit || last == .teen || last == .tens || last == .hundred
                    || (last == .none && index > words.startIndex && words[index - 1].text == "a")
            {
                total += max(current, 1) * scale
                current = 0
                smallestScale = scale
                last = .scale
            } else if word == "a", last == .none, index + 1 < words.endIndex,
                words[index + 1].text == "hundred" || scaleWords[words[index + 1].text] != nil
            {
                index += 1
                continue
            } else if word == "and", last != .none, last != .and, index > words.startIndex, !words[index - 1].ends,
                let part = fraction(words, andAt: index)
            {
                return (total + current + part.value, true, index + 1 + part.count)  // "seven and a half"
            } else if word == "and", last == .hundred || last == .scale, !ends {
                last = .and
                index += 1
                continue
            } else if word == "point", last != .and, last != .hundred, last != .scale || current == 0 {
                var fraction = ""
                var next = index + 1
                while next < words.endIndex, let digit = numberWords[words[next].text], digit < 10 {
                    fraction += String(digit)
                    next += 1
                    if words[next - 1].ends { break }
                }
                guard !fraction.isEmpty, let part = Double("0." + fraction) else { break reading }
                return (total + current + part, false, next)
            } else {
                break
            }
            index += 1
            end = index
            if ends { break }
        }
        return last == .none ? nil : (total + current, false, end)
    }

    /// The fraction "and" begins when `index` is its "and": "and a half", "and three quarters",
    /// "and two thirds", "and 1/2" ("seven and a half" is 7.5, as a person says it); its value
    /// and how many words after "and" it took; nil for any other words.
    static func fraction(_ words: ArraySlice<(text: String, ends: Bool)>, andAt index: Int) -> (value: Double, count: Int)? {
        guard index >= words.startIndex, index + 1 < words.endIndex, words[index].text == "and", !words[index].ends else { return nil }
        if let written = writtenFraction(words[index + 1].text) { return (written, 1) }
        return fraction(words[(index + 1)...])
    }

    /// A choice picked by its number, 1 being the first; none among no choices.
    public static func choiceIndex(_ answer: String, count: Int, language: String? = nil) -> Int? {
        guard count > 0 else { return nil }
        let words = answer.split(whereSeparator: \.isWhitespace)
        if words.count == 1, let n = number(answer, language: language), (1...count).contains(n) { return n - 1 }
        if let place = NumberLexicon.of(language)?.place(answer, count: count) { return place }
        // As a list is answered aloud: "the second one", "the last", "number 2", "option three".
        // An ordinal word alone is not enough ("second" may be a choice's name: Second, Minute).
        var said = InvocationPhrase.normalized(answer).split(separator: " ").map(String.init)
        var pointed = false
        if said.first == "the" {
            said.removeFirst()
            pointed = true
        }
        if said.count == 2, said.last == "one" {
            said.removeLast()
            pointed = true
        }
        if said.count == 2, ["number", "option", "choice"].contains(said[0]), let n = number(said[1]), (1...count).contains(n) { return n - 1 }
        guard said.count == 1, pointed || said[0].first?.isNumber == true else { return nil }
        if said[0] == "last" { return count - 1 }
        guard let n = ordinals[said[0]], n <= count else { return nil }
        return n - 1
    }

    /// Whether `answer` to a list is a no ("no", "nope", "not that one") rather than a choice:
    /// a no picks nothing, though a name may start with its letters ("no" starts "Noodle"), unless
    /// a choice is called that.
    public static func saysNoToAList(_ answer: String, among names: [String]) -> Bool {
        guard yesOrNo(answer) == false else { return false }
        let said = InvocationPhrase.normalized(answer)
        return !names.contains { InvocationPhrase.normalized($0) == said }
    }

    /// Ordinal words and their numbers, written or spelled ("second", "2nd").
    static let ordinals: [String: Int] = [
        "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8, "ninth": 9, "tenth": 10,
        "1st": 1, "2nd": 2, "3rd": 3, "4th": 4, "5th": 5, "6th": 6, "7th": 7, "8th": 8, "9th": 9, "10th": 10,
    ]

    /// A choice picked by words of its name and of no other's ("tomato" for Tomato Soup among
    /// Clam Chowder and Chicken Noodle Soup), as Siri hears a choice: the index of the one name
    /// that holds every word said, its `stopWords` aside ("current" or "the current" for “Current
    /// or Concluded”); nil when none does, when several do ("soup"), for stop words alone ("or"),
    /// or for a number.
    public static func choiceHolding(_ answer: String, among names: [String]) -> Int? {
        let words = InvocationPhrase.normalized(answer).split(separator: " ").filter { !stopWords.contains(String($0)) }
        guard !words.isEmpty else { return nil }
        func holding(_ words: ArraySlice<Substring>) -> Int? {
            let found = names.indices.filter { index in
                let name = Set(InvocationPhrase.normalized(names[index]).split(separator: " "))
                return words.allSatisfy(name.contains)
            }
            return found.count == 1 ? found[0] : nil
        }
        if spokenNumber(answer) == nil { return holding(words[...]) }
        // "The tomato one", as a list is pointed at: the "one" is no number but the choice, unless
        // a name holds it ("Formula One").
        guard words.count > 1, words.last == "one", spokenNumber(words.dropLast().joined(separator: " ")) == nil else { return nil }
        return holding(words[...]) ?? holding(words.dropLast())
    }

    /// A choice said with spaces its name does not have: "police car" for tomica's case
    /// “policecar”, as an App Shortcut phrase is heard without its spaces (speech carries none).
    /// The index of the one choice one of whose names, spaces aside, is what was said; nil when
    /// none or several are.
    public static func choiceSpacedApart(_ answer: String, among names: [[String]]) -> Int? {
        func joined(_ text: String) -> String { String(InvocationPhrase.normalized(text).filter { $0 != " " }) }
        let said = joined(answer)
        guard !said.isEmpty else { return nil }
        let found = names.indices.filter { index in names[index].contains { joined($0) == said } }
        return found.count == 1 ? found[0] : nil
    }

    /// The words that join or introduce a name ("Current or Concluded", "the large one" said of
    /// Large, "Same as app"), which pick no choice by themselves: every name may hold them.
    public static let stopWords: Set<String> = [
        "a", "an", "the", "and", "or", "of", "as", "to", "in", "on", "at", "for", "with", "by", "from", "is", "it", "my", "your",
    ]

    /// The items of a list said aloud: split at commas, semicolons, "and" and "&" ("Anna and
    /// Ben", "cheese, bacon, and onion"); one item when there is nothing to split at.
    public static func listItems(_ answer: String, joinedBy joining: Set<String> = ["and", "&"]) -> [String] {
        var items: [String] = []
        for part in answer.split(whereSeparator: { $0 == "," || $0 == ";" }) {
            var current: [Substring] = []
            for word in part.split(whereSeparator: \.isWhitespace) {
                if joining.contains(word.lowercased()) {
                    if !current.isEmpty { items.append(current.joined(separator: " ")) }
                    current = []
                } else {
                    current.append(word)
                }
            }
            if !current.isEmpty { items.append(current.joined(separator: " ")) }
        }
        return items.isEmpty ? [answer] : items
    }

    /// The words that join a list's items in `language`: English's "and" and "&", and the
    /// language's own "and" where soupchef knows it ("rojo y verde", "Käse und Speck").
    static func listJoiners(in language: String?) -> Set<String> {
        var words: Set<String> = ["and", "&"]
        if let and = language.flatMap(InvocationPhrase.signWords(in:))?.and { words.insert(and) }
        return words
    }

    /// Any text at all, trimmed: words, or a mark alone (";" asked for a delimiter).
    public static func text(_ answer: String) -> String? {
        let text = InvocationPhrase.displayed(answer)
        return text.trimmingWhitespace().isEmpty ? nil : text
    }
}
