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
}
