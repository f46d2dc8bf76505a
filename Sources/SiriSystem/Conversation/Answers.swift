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

    /// Yes or no, by the first word: "yes please" is yes, "no thanks" is no.
    public static func yesOrNo(_ answer: String) -> Bool? {
        guard let first = InvocationPhrase.normalized(answer).split(separator: " ").first.map(String.init) else { return nil }
        if yesWords.contains(first) { return true }
        if noWords.contains(first) { return false }
        return nil
    }

    public static let numberWords = ["one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10]

    /// The first number said, in digits or as a word up to ten: "6", "six soups", "make it 3".
    public static func number(_ answer: String) -> Int? {
        for word in InvocationPhrase.normalized(answer).split(separator: " ") {
            if let n = Int(word), word.allSatisfy(\.isASCII) { return n }
            if let n = numberWords[String(word)] { return n }
        }
        return nil
    }

    /// A number with a fraction or not, as the whole answer or its first word: "2.5", "1,5 units".
    /// A date or anything else with more than one number in a word is none.
    public static func decimal(_ answer: String) -> Double? {
        let word = answer.trimmingWhitespace().split(separator: " ").first.map(String.init) ?? ""
        let normal = word.replacing(",", with: ".")
        guard normal.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "." || $0 == "-") }), let value = Double(normal), value.isFinite else {
            return number(answer).map(Double.init)
        }
        return value
    }

    /// A choice picked by its number, 1 being the first; none among no choices.
    public static func choiceIndex(_ answer: String, count: Int) -> Int? {
        let words = InvocationPhrase.normalized(answer).split(separator: " ")
        guard count > 0, words.count == 1, let n = number(answer), (1...count).contains(n) else { return nil }
        return n - 1
    }

    /// Any words at all, trimmed.
    public static func text(_ answer: String) -> String? {
        let text = InvocationPhrase.displayed(answer)
        return InvocationPhrase.normalized(text).isEmpty ? nil : text
    }
}
