import Foundation
import Testing

@testable import SiriSystem

@Suite struct DefinitionTemplateTests {
    @Test func placeholdersAreFoundAndFilledInOnePass() {
        #expect(
            DefinitionTemplate.pieces("Order ${quantity} ${soup}!") == [
                .text("Order "), .placeholder("quantity", written: "${quantity}"), .text(" "), .placeholder("soup", written: "${soup}"), .text("!"),
            ])
        #expect(DefinitionTemplate.pieces("no placeholder") == [.text("no placeholder")])
        #expect(DefinitionTemplate.pieces("${open") == [.text("${open")])
        #expect(DefinitionTemplate.names(in: "${a.b} and $${c}") == ["a.b", "c"])
        let values = ["soup": "${quantity}", "quantity": "2"]
        #expect(DefinitionTemplate.fill("${quantity} ${soup} ${missing}") { values[$0] } == "2 ${quantity} ${missing}")
    }

    /// `openingBrace` finds what `firstRange(of: "${")` finds, character by character: a "$" or
    /// "{" that a combining mark joins is another character.
    @Test func theOpeningBraceIsFoundWhereTheGenericSearchFindsIt() {
        let alphabet = ["$", "{", "}", "a", " ", "é", "\u{301}", "\u{600}", "\r", "\n", "🇺", "🇸", "\u{200D}", "—"]
        var generator = SystemRandomNumberGenerator()
        var texts = ["", "$", "{", "${", "$${", "$\u{301}{", "$\u{301}{x}", "${\u{301}x}", "\u{600}${x}", "a${b}c${d}", "{$", "$ {"]
        for _ in 0..<3_000 {
            texts.append((0..<Int.random(in: 0...12, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }.joined())
        }
        for text in texts {
            for start in text.indices + [text.endIndex] {
                let rest = text[start...]
                #expect(DefinitionTemplate.openingBrace(in: rest) == rest.firstRange(of: "${"), "\(Array(text.unicodeScalars))")
            }
        }
    }
}
