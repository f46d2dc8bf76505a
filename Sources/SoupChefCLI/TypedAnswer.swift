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
/// standard input is the answer. Nil at the end of the input.
enum TypedAnswer {
    static func read(_ prompt: String, choices: [String], context: Context) -> String? {
        if context.input.isTerminal {
            context.err.line("Siri: " + Diagnostic.escaped(prompt))
            for (number, choice) in choices.enumerated() { context.err.line("      \(number + 1). " + Diagnostic.escaped(choice)) }
            context.err.write("You: ")
        }
        return context.input.readLine()?.trimmingWhitespace()
    }

    /// A conversation ended on `question` with no answer: what to say, and how to give one (the
    /// flags, a line of standard input, or a terminal that asks). `result` says what that left
    /// undone, such as ", so nothing was ordered".
    static func unanswered(_ question: IntentConversation.Question, result: String = "", isTerminal: Bool) -> CommandFailure {
        let how =
            question.kind == .confirmation
            ? "Answer it with --yes (or --answer no)"
            : "Answer it with --answer \"…\"" + (question.choices.isEmpty ? "" : " (one of: \(question.choices.joined(separator: ", ")))")
        let hint =
            isTerminal
            ? "The input ended."
            : "\(how), or give it as a line of standard input; answers are used in the order Siri asks, or run it on a terminal to be asked."
        return CommandFailure(.failure, "Siri asked “\(question.prompt)” and got no answer\(result). " + hint)
    }
}
