import TextMatching

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Making sense of what a person says back to Siri.
public enum SiriAnswers {
    public static let yesWords: Set<String> = ["yes", "y", "yeah", "yep", "yup", "sure", "ok", "okay", "confirm", "please", "go", "order"]
    public static let noWords: Set<String> = ["no", "n", "nope", "nah", "cancel", "stop", "dont", "never"]

    /// Yes or no, by the first word: "yes please" is yes, "no thanks" is no. "Please" is only
    /// politeness before another word ("please no" is no, "please don't" too); alone, it is yes.
    public static func yesOrNo(_ answer: String) -> Bool? {
        let words = InvocationPhrase.normalized(answer).split(separator: " ").map(String.init)
        guard let first = words.first else { return nil }
        if first == "please", words.count > 1 { return yesOrNo(words.dropFirst().joined(separator: " ")) }
        if yesWords.contains(first) { return true }
        if noWords.contains(first) { return false }
        return nil
    }

    public static let numberWords = [
        "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
        "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18,
        "nineteen": 19,
    ]
    public static let tensWords = ["twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90]
    static let scaleWords = ["thousand": 1_000.0, "million": 1_000_000.0]

    /// The first whole number said, in digits or words: "6", "six soups", "make it 3",
    /// "twenty one", "1,000", "minus three". A number with a fraction ("2.9") is no whole number.
    public static func number(_ answer: String) -> Int? {
        guard let value = spokenNumber(answer), value == value.rounded(), abs(value) < 1e15 else { return nil }
        return Int(value)
    }

    /// A number with a fraction or not, the first said: "2.5", "1,5 units", "three point five".
    public static func decimal(_ answer: String) -> Double? { spokenNumber(answer) }

    /// The first number said, in digits ("-3", "1,000", "2.5", "2,5", "$5") or in words
    /// ("twenty one", "one hundred and five", "a thousand", "minus three", "three point five");
    /// nil when none, or when a word holding digits is no number ("2024-05-01", "12:30"). Words
    /// are one number only as far as they can be read as one: "two, three" is 2, "one two" 1.
    public static func spokenNumber(_ answer: String) -> Double? {
        // Each word with the marks around it taken off, and whether a mark ended it ("two,").
        let opening = "\"'(“‘«#$€£¥"
        let closing = "?!.,;:\"')”’»…%"
        var words: [(text: String, ends: Bool)] = answer.lowercased().split(whereSeparator: \.isWhitespace).map { word in
            let front = word.drop { opening.contains($0) }
            let text = String(front.reversed().drop { closing.contains($0) }.reversed())
            let ends = text.count < front.count && front.last.map { ",;:".contains($0) } == true
            return (text, ends)
        }
        // "a dozen", "two dozen": twelve of them, written as the number it is.
        while let at = words.firstIndex(where: { $0.text == "dozen" || $0.text == "dozens" }), at > 0 {
            let before = words[at - 1].text
            let count = before == "a" ? 1 : numberWords[before].map(Double.init) ?? digits(before)
            guard let count, count > 0 else { break }
            words.replaceSubrange((at - 1)...at, with: [(String(Int(count * 12)), words[at].ends)])
        }
        var index = 0
        while index < words.count {
            let word = words[index].text
            var (sign, start) = (1.0, index)
            if word == "minus" || word == "negative", index + 1 < words.count { (sign, start) = (-1, index + 1) }
            if words[start].text.contains(where: \.isNumber) {
                guard let value = digits(words[start].text) else { return nil }
                // "4 5", "1 000": two numbers, or one written apart; neither is one number said.
                if !words[start].ends, start + 1 < words.count, digits(words[start + 1].text) != nil { return nil }
                // "7 and a half": a fraction in words after digits.
                let part = words[start].ends ? nil : fraction(words[...], andAt: start + 1)
                return value.isFinite ? sign * (value + (part ?? 0)) : nil
            }
            if let value = spelled(words[start...]), value.isFinite { return sign * value }
            index += 1
        }
        return nil
    }

    /// A number written in digits: a sign, digits in groups of three between commas or not, a
    /// fraction after a point (or after a comma not followed by three digits).
    static func digits(_ word: String) -> Double? {
        var text = word
        if text.first == "+" { text.removeFirst() }
        let negative = text.first == "-" || text.first == "−"
        if negative { text.removeFirst() }
        guard let first = text.first, first.isASCII, first.isNumber, text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "," || $0 == ".") }) else {
            return nil
        }
        let groups = text.split(separator: ",", omittingEmptySubsequences: false)
        if groups.count > 1 {
            let thousands =
                groups.dropFirst().allSatisfy { group in
                    let whole = group.prefix { $0 != "." }
                    return whole.count == 3 && (group == groups.last! || !group.contains("."))
                } && groups.first!.count <= 3 && !groups.first!.contains(".")
            if thousands {
                text = groups.joined()
            } else if groups.count == 2, !text.contains(".") {
                text = groups.joined(separator: ".")  // a decimal comma: "2,5"
            } else {
                return nil
            }
        }
        guard text.filter({ $0 == "." }).count <= 1, text.last != ".", let value = Double(text), value.isFinite else { return nil }
        return negative ? -value : value
    }

    /// A number spelled in words from the start of `words`, as far as they make one number: a
    /// unit or teen after nothing, a tens word or "hundred"; a tens word after nothing or
    /// "hundred"; "hundred" after a unit or teen ("a hundred" too); a scale (thousand, million)
    /// smaller than any before it; "and" after "hundred" or a scale; "point" and digit words for
    /// a fraction. A word that a comma or semicolon ended ends the number.
    static func spelled(_ words: ArraySlice<(text: String, ends: Bool)>) -> Double? {
        enum Last { case none, unit, teen, tens, hundred, scale, and }
        var total = 0.0
        var current = 0.0
        var last = Last.none
        var smallestScale = Double.infinity
        var index = words.startIndex
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
                return total + current + part  // "seven and a half"
            } else if word == "and", last == .hundred || last == .scale, !ends {
                last = .and
                index += 1
                continue
            } else if word == "point", last != .and, last != .hundred, last != .scale || current == 0 {
                var fraction = ""
                var next = index + 1
                while next < words.endIndex, let digit = numberWords[words[next].text], digit < 10 {
                    fraction += String(digit)
                    if words[next].ends { break }
                    next += 1
                }
                guard !fraction.isEmpty, let part = Double("0." + fraction) else { break reading }
                return total + current + part
            } else {
                break
            }
            index += 1
            if ends { break }
        }
        return last == .none ? nil : total + current
    }

    /// The fraction "and a half", "and a quarter" or "and three quarters" says when `index` is
    /// its "and" ("seven and a half" is 7.5, as a person says it); nil for any other words.
    static func fraction(_ words: ArraySlice<(text: String, ends: Bool)>, andAt index: Int) -> Double? {
        guard index >= words.startIndex, index + 2 < words.endIndex, words[index].text == "and", !words[index].ends,
            !words[index + 1].ends
        else { return nil }
        let (count, part) = (words[index + 1].text, words[index + 2].text)
        switch (count, part) {
        case ("a", "half"), ("one", "half"): return 0.5
        case ("a", "quarter"), ("one", "quarter"): return 0.25
        case ("three", "quarters"): return 0.75
        default: return nil
        }
    }

    /// A choice picked by its number, 1 being the first; none among no choices.
    public static func choiceIndex(_ answer: String, count: Int) -> Int? {
        let words = answer.split(whereSeparator: \.isWhitespace)
        guard count > 0, words.count == 1, let n = number(answer), (1...count).contains(n) else { return nil }
        return n - 1
    }

    /// A choice picked by words of its name and of no other's ("tomato" for Tomato Soup among
    /// Clam Chowder and Chicken Noodle Soup), as Siri hears a choice: the index of the one name
    /// that holds every word said; nil when none does, when several do ("soup"), or for a number.
    public static func choiceHolding(_ answer: String, among names: [String]) -> Int? {
        let words = InvocationPhrase.normalized(answer).split(separator: " ")
        guard !words.isEmpty, spokenNumber(answer) == nil else { return nil }
        let holding = names.indices.filter { index in
            let name = Set(InvocationPhrase.normalized(names[index]).split(separator: " "))
            return words.allSatisfy(name.contains)
        }
        return holding.count == 1 ? holding[0] : nil
    }

    /// The items of a list said aloud: split at commas, semicolons, "and" and "&" ("Anna and
    /// Ben", "cheese, bacon, and onion"); one item when there is nothing to split at.
    public static func listItems(_ answer: String) -> [String] {
        var items: [String] = []
        for part in answer.split(whereSeparator: { $0 == "," || $0 == ";" }) {
            var current: [Substring] = []
            for word in part.split(whereSeparator: \.isWhitespace) {
                if ["and", "&"].contains(word.lowercased()) {
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

    /// Any text at all, trimmed: words, or a mark alone (";" asked for a delimiter).
    public static func text(_ answer: String) -> String? {
        let text = InvocationPhrase.displayed(answer)
        return text.trimmingWhitespace().isEmpty ? nil : text
    }
}
