import Foundation
import Testing

@testable import SiriSystem

/// A `.strings` file is read as CoreFoundation's reader of old-style property lists reads it (the
/// reader iOS and Xcode's build use): each expectation here is what `plutil -convert json` gives
/// for the same text.
@Suite struct StringsTableTests {
    func read(_ text: String) throws -> StringsParser {
        var parser = StringsParser(text: text)
        try parser.parse()
        return parser
    }

    @Test func escapesAreTheOnesCoreFoundationKnows() throws {
        let parser = try read(#""a" = "x\040y\a\b\f\v\0z"; "b" = "\u00e9 \U00e9 \U1F"; "c" = "\351 \q \x41 \1234 \n\t\r\"\\";"#)
        #expect(parser.strings["a"] == "x y\u{07}\u{08}\u{0C}\u{0B}\u{00}z")
        // No \u: the letter is itself, as any unknown escape's.
        #expect(parser.strings["b"] == "u00e9 é \u{1F}")
        // Octal names a byte of the NeXTSTEP character set (0351 is Ø there), three digits at most.
        #expect(parser.strings["c"] == "Ø q x41 S4 \n\t\r\"\\")
    }

    @Test func aSurrogatePairIsOneCharacterAndAHalfAloneIsTheReplacementCharacter() throws {
        let parser = try read(#""a" = "\UD83C\UDFB5 Spiele Medien"; "b" = "\UD83C alone \UDFB5"; "c" = "\UD83C\U0041";"#)
        #expect(parser.strings["a"] == "🎵 Spiele Medien")
        #expect(parser.strings["b"] == "\u{FFFD} alone \u{FFFD}")
        #expect(parser.strings["c"] == "\u{FFFD}A")
    }

    @Test func theTableMayBeBracedAndItsStringsSingleQuoted() throws {
        let parser = try read("{\n'a' = 'x \"y\"';\n\"b\" = bare_word;\n}\n")
        #expect(parser.strings == ["a": "x \"y\"", "b": "bare_word"])
        #expect(parser.lines == ["a": 2, "b": 3])
        #expect(throws: StringsParser.Problem.self) { try read("{\n\"a\" = \"x\";\n") }
        #expect(throws: StringsParser.Problem.self) { try read("{ \"a\" = \"x\"; } \"b\" = \"y\";") }
    }

    @Test func aCarriageReturnAloneEndsALine() throws {
        let parser = try read("/* one */\r\"a\" = \"x\";\r// two\r\"b\" = \"y\";\r\n\"c\" = \"z\";")
        #expect(parser.lines == ["a": 2, "b": 4, "c": 5])
    }
}
