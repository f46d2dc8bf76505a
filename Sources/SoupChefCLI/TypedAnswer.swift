import SiriSystem
import SoupChefViews
import TextMatching

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
/// An answer to a question soupchef could not find on the command line: on a terminal the person
/// is asked (on standard error, so standard output stays the result); otherwise the next line of
/// standard input is the answer, checked as `--answer` is, its length too (`line(from:)`). Nil at
/// the end of the input, and for a line refused, whose reason is then `refused`.
enum TypedAnswer {
    static func read(_ prompt: String, choices: [String], context: Context, refused: inout String?) -> String? {
        guard context.input.isTerminal else {
            switch line(from: context.input) {
            case .answer(let answer): return answer
            case .refused(let why): refused = why
            case nil: break
            }
            return nil
        }
        context.err.line("Siri: " + Diagnostic.escaped(prompt))
        for (number, choice) in choices.enumerated() { context.err.line("      \(number + 1). " + Diagnostic.escaped(choice)) }
        context.err.write("You: ")
        return context.input.readLine()?.trimmingWhitespace()
    }

    /// A line of standard input read as an answer, or why it cannot be one.
    enum Line: Equatable {
        case answer(String)
        /// The line is no answer: the conversation ends, and the command is refused (64) with this.
        case refused(String)
    }

    /// The next line of `input` (not a terminal) that is not blank, as an answer, nil at its end:
    /// a blank line (a here-document's last, a file's spacing) is no answer, and does not use up
    /// one of Siri's tries. It is checked as `--answer` is: a byte that was not UTF-8 (read as
    /// U+FFFD) or a control character would otherwise be matched as if it were not there
    /// ("Ferry\u{FFFD} Building" ordering from Ferry Building).
    static func line(from input: LineReader) -> Line? {
        var answer = ""
        while answer.isEmpty {
            guard let line = input.readLine() else { return nil }
            // A byte order mark, as Windows tools begin a text with, is no part of an answer.
            answer = (line.hasPrefix("\u{FEFF}") ? String(line.dropFirst()) : line).trimmingWhitespace()
            // As long as `--answer` may be, and never more read (`LineReader.maximumLineBytes`).
            let limit = CommonArguments.maximumTextLength
            if LineReader.isCut(line) || answer.count > limit {
                return .refused(
                    "an answer read from standard input is too long: "
                        + (LineReader.isCut(line) ? "more than \(LineReader.maximumLineBytes) bytes" : "\(answer.count) characters")
                        + ", at most \(limit) characters")
            }
        }
        guard let bad = answer.unicodeScalars.first(where: { $0 == "\u{FFFD}" }) ?? Diagnostic.firstControlCharacter(in: answer) else {
            return .answer(answer)
        }
        let code = Diagnostic.codePoint(bad)
        return .refused(
            bad == "\u{FFFD}"
                ? "the answer \"\(answer)\" read from standard input is not UTF-8 text (\u{FFFD} marks where a byte is not); save the input as UTF-8"
                : "the answer \"\(Diagnostic.escaped(answer))\" read from standard input holds a control or invisible character (\(code)); give it without that character"
        )
    }

    /// The note naming the `--answer`s a conversation did not use.
    static func notUsed(_ answers: some Sequence<String>) -> String {
        "Not used: " + answers.map { "--answer \"\($0)\"" }.joined(separator: " ") + "."
    }

    /// A conversation ended on `question` with no answer: what to say, and how to give one (the
    /// flags, a line of standard input, or a terminal that asks). `result` says what that left
    /// undone, such as ", so nothing was ordered".
    static func unanswered(_ question: IntentConversation.Question, result: String = "", isTerminal: Bool, inputAbsent: Bool = false)
        -> CommandFailure
    {
        let how =
            question.kind == .confirmation
            ? "Answer it with --yes (or --answer no)"
            : "Answer it with --answer \"…\"" + (question.choices.isEmpty ? "" : " (one of: \(question.choices.joined(separator: ", ")))")
        let hint =
            isTerminal
            ? "The input ended."
            : inputAbsent
                ? "\(how) in the step: a replay's steps read no standard input and ask nothing."
                : "\(how), or give it as a line of standard input; answers are used in the order Siri asks, or run it on a terminal to be asked."
        return CommandFailure(.failure, "Siri asked “\(question.prompt)” and got no answer\(result). " + hint)
    }

    /// A conversation ended on `question` after answers Siri could not use, the last `answer`:
    /// what to say, with what Siri could have used (the choices, or yes or no). `result` says what
    /// that left undone, such as ", so nothing was ordered".
    /// `asked`: the parameter asked about, when the definition is known: a number's range is said.
    static func notUnderstood(_ question: IntentConversation.Question, answer: String, result: String = "", asked: IntentParameter? = nil)
        -> CommandFailure
    {
        CommandFailure(
            .failure,
            "Siri could not use “\(answer)” as an answer to “\(question.prompt)”\(result)."
                + (question.choices.isEmpty ? "" : " Choices: \(question.choices.joined(separator: ", ")).")
                + (question.kind == .confirmation ? " Answer yes or no." : "") + (asked.flatMap(expected).map { " Answer \($0)." } ?? ""))
    }

    /// What a parameter takes, when its type says more than its question: a number's range ("a
    /// whole number from 1 to 10"), or an example of a URL, a date, a duration or an amount of
    /// money as an answer may be written.
    static func expected(_ parameter: IntentParameter) -> String? {
        guard parameter.enumType == nil else { return nil }
        switch parameter.type {
        case "URL": return "a URL, such as https://example.com/page or example.com"
        case "DateComponents":
            return parameter.metadata.kind == "Time"
                ? "a time of day, such as 15:30" : "a date, a date and time or a time, such as 2024-05-01, 2024-05-01T15:30 or 15:30"
        case "TimeInterval": return "a duration, such as 30 minutes or 2 hours 30 minutes"
        case "CurrencyAmount": return "an amount of money, such as 9.98 or $9.98"
        default: break
        }
        guard ["Integer", "Decimal"].contains(parameter.type) else { return nil }
        let whole = parameter.type == "Integer" ? "a whole number" : "a number"
        var low = parameter.metadata.spokenMinimum
        // A number that may not be negative starts at 0 where its minimum says less, or nothing
        // (Sord2's amount: "Amount can’t be negative", and at most 99999).
        if parameter.refusesNegativeNumbers, (parameter.metadata.minimumMeasure ?? -1) < 0 { low = "0" }
        switch (low, parameter.metadata.spokenMaximum) {
        case (let low?, let high?): return "\(whole) from \(low) to \(high)"
        case (let low?, nil): return "\(whole) of at least \(low)"
        case (nil, let high?): return "\(whole) of at most \(high)"
        case (nil, nil): return nil
        }
    }
}
