import Foundation
import Testing

@testable import SoupChefCLI

/// The fast paths of the text a table shows give what the full walks give.
@Suite struct TextShortcutsTests {
    @Test func trailingSpacesAreCutAsCharactersAre() {
        var generator = SystemRandomNumberGenerator()
        let pieces = [" ", "a", "é", "\u{301}", "\u{0600}", "\r", "\n", "🍲", "\t"]
        var texts = ["", " ", "  ", "a  ", "\u{0600} ", "a\u{301} ", "\r ", "x \u{301}"]
        for _ in 0..<2000 {
            texts.append((0..<Int.random(in: 0...7, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined())
        }
        for text in texts {
            var expected = text
            while expected.last == " " { expected.removeLast() }
            #expect(text.trimmingTrailingSpaces() == expected, "\(text.debugDescription)")
        }
    }

    @Test func scalarsAreEscapedAsBefore() {
        // Every scalar below U+3000, where the escaped ones are; above, every 13th and the
        // format characters (U+FEFF escaped, the others not).
        let above: [UInt32] = [0x200B, 0x200D, 0x2028, 0x202E, 0x2060, 0x206F, 0xFEFF, 0xFFF9, 0xFFFB, 0x110BD, 0x1D173, 0xE0001, 0xE007F, 0x10FFFF]
        for value in Array(UInt32(0)..<0x3000) + Array(stride(from: UInt32(0x3000), to: 0x110000, by: 13)) + above {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = "Order “" + String(Character(scalar)) + "” — x"
            #expect(Diagnostic.escaped(text) == Diagnostic.escapedScalarByScalar(text), "U+\(String(value, radix: 16))")
        }
    }

    /// Characters that hide or reorder text are escaped wherever text is shown; the zero-width
    /// joiner of an emoji sequence is not.
    @Test func hidingAndReorderingCharactersAreEscapedButJoinersAreNot() {
        #expect(Diagnostic.escaped("to\u{200B}mato") == "to\\u{200B}mato")
        #expect(Diagnostic.escaped("ab\u{202E}cd “x”") == "ab\\u{202E}cd “x”")
        #expect(Diagnostic.escaped("a\u{2066}b\u{2069}\u{FEFF}") == "a\\u{2066}b\\u{2069}\\u{FEFF}")
        #expect(Diagnostic.escaped("👨\u{200D}👩\u{200D}👧 soup") == "👨\u{200D}👩\u{200D}👧 soup")
    }

    /// A zero-width joiner or non-joiner that joins nothing (at either end, beside a space) hides
    /// in shown text as in typed text: it is escaped there, and kept between two visible characters.
    @Test func joinersThatJoinNothingAreEscaped() {
        #expect(Diagnostic.escaped("house\u{200D}") == "house\\u{200D}")
        #expect(Diagnostic.escaped("\u{200C}house") == "\\u{200C}house")
        #expect(Diagnostic.escaped("a \u{200D}b") == "a \\u{200D}b")
        #expect(Diagnostic.escaped("می\u{200C}خواهم") == "می\u{200C}خواهم")
        for text in ["house\u{200D}", "\u{200C}house", "a \u{200D}b", "a\u{200D}\u{200D}b", "👨\u{200D}👩 x\u{200D}"] {
            #expect(Diagnostic.escaped(text) == Diagnostic.escapedScalarByScalar(text), "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }

    /// The refusal of a value for an invisible character shows where it is: the value is
    /// escaped on its own, so a joiner at its end is written out though the closing quote
    /// follows it; a phrase, which takes no joiner at all, has every one written out.
    @Test func aRefusedInvisibleCharacterIsShownEscaped() throws {
        let harness = try Harness()
        let address = harness.run("order", "tomato", "--deliver-to", "home\u{200D}")
        #expect(address.status == 64)
        #expect(address.err.hasPrefix("Error: --deliver-to \"home\\u{200D}\" holds a control or invisible character (U+200D)"), "\(address.err)")
        let phrase = harness.run("shortcuts", "add", "--menu", "--phrase", "Soup\u{200D}time")
        #expect(phrase.status == 64)
        #expect(phrase.err.hasPrefix("Error: The phrase “Soup\\u{200D}time” holds a control or invisible character (U+200D)"), "\(phrase.err)")
    }

    /// A terminal gives East Asian wide characters and emoji two columns: tables measure them so,
    /// and cut them whole.
    @Test func wideCharactersTakeTwoColumns() {
        #expect("東京都 1-2".visibleCount == 10 && "🍲 soup".visibleCount == 7 && "👨\u{200D}👩\u{200D}👧".visibleCount == 2)
        #expect("ｱｲｳ".visibleCount == 3 && "café".visibleCount == 4 && "e\u{301}".visibleCount == 1 && "☕\u{FE0F}".visibleCount == 2)
        #expect("東京都渋谷区".truncated(to: 6) == "東京…" && "東京都渋谷区".truncated(to: 6).visibleCount <= 6)
        var table = Table(["PLACE", "N"])
        table.add(["東京", "1"])
        table.add(["Oslo", "2"])
        let lines = table.lines(style: Style(enabled: false))
        #expect(Set(lines.map { $0.visibleCount }).count == 1, "\(lines)")
    }

    /// Typed text keeps a joiner that joins two visible characters (an emoji sequence, a Persian
    /// word's non-joiner) and refuses one that joins nothing.
    @Test func typedTextKeepsJoinersThatJoinAndRefusesTheRest() {
        for kept in ["👨\u{200D}👩\u{200D}👧 house", "می\u{200C}خواهم", "क्\u{200D}ष"] {
            #expect(Diagnostic.firstControlCharacter(in: kept) == nil, "\(kept.unicodeScalars.map { String($0.value, radix: 16) })")
        }
        for refused in ["house\u{200D}", "\u{200C}house", "a \u{200D}b", "a\u{200D}\u{200D}b", "a\u{200B}b", "to\u{200D}\u{202E}mato"] {
            #expect(Diagnostic.firstControlCharacter(in: refused) != nil, "\(refused.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }

    @Test func punctuationAndEveryNeighbourCountAsTheCharacterWalkCounts() {
        // Every scalar of the punctuation block, alone and beside each scalar that may join it.
        let joiners: [Unicode.Scalar] = ["\u{301}", "\u{200D}", "\u{FE0F}", "\u{1F466}", "\u{1F1FA}", "\r", "\n", "\u{1B}", "a", "é"]
        for value in UInt32(0x2000)...0x206F {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let alone = "Order " + String(Character(scalar)) + " soup"
            #expect(alone.visibleCount == alone.visibleCountByCharacters, "U+\(String(value, radix: 16))")
            for joiner in joiners {
                var text = "a"
                text.unicodeScalars.append(scalar)
                text.unicodeScalars.append(joiner)
                text.unicodeScalars.append(scalar)
                let named = "U+\(String(value, radix: 16)) with U+\(String(joiner.value, radix: 16))"
                #expect(text.visibleCount == text.visibleCountByCharacters, "\(named)")
            }
        }
        for text in [
            "Order 1 Tomato Soup — With Cheese", "Order lunch — “Start lunch order”", "Chowder…", "‘quoted’ and ‹this›", "a\u{2028}b",
            "\u{1B}[1mbold\u{1B}[0m — x", "café — “x”", "—\u{301}", "“\u{200D}”",
        ] {
            #expect(text.visibleCount == text.visibleCountByCharacters, "\(text)")
        }
    }

    @Test(arguments: [nil, 200, 60, 30, 12])
    func aTablesLinesAreItsRenderingLineByLine(width: Int?) {
        var table = Table(["#", "SCORE", "SHORTCUT", "DONATIONS", "LAST DONATION"], rightAligned: [0, 3])
        table.add(["1", "1.634", "Order lunch — “Start lunch order”", "6", "2026-12-02 05:20"])
        table.add(["2", "0.000", "Order 3 Tomato Soup for pickup — With Cheese and Croutons", "8334", "2024-03-10 10:38"])
        table.add(["3", "0.000", "Tab\there, “line\nbreak”", "1", "2024-03-10 10:37"])
        for style in [Style(enabled: false), Style(enabled: true)] {
            let rendered = table.render(style: style, width: width).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let lines = table.lines(style: style, width: width)
            #expect(lines.count == 4)
            #expect(lines == Array(rendered.prefix(lines.count)))
        }
    }
}
