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

    /// A conflict git left in a translation is named as one, at the line where it starts.
    @Test func aMergeConflictInATableIsNamedAtItsFirstLine() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("conflict-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("Intents.strings").path
        try "/* Japanese */\n\"a\" = \"x\";\n<<<<<<< HEAD\n\"b\" = \"y\";\n=======\n\"b\" = \"z\";\n>>>>>>> main\n".write(
            toFile: path, atomically: true, encoding: .utf8)
        let error = #expect(throws: DefinitionError.self) { try DefinitionLocalization.read(path: path, language: "ja") }
        #expect(
            error?.problem
                == "line 3: a merge conflict left unresolved, from line 3 to line 7: keep one side of each conflict, delete the marker"
                + " lines (<<<<<<<, =======, >>>>>>>) and save the file")
        // Any other problem is still the parser's own.
        try "\"a\" = \"x\"\n\"b\" = \"y\";\n".write(toFile: path, atomically: true, encoding: .utf8)
        let other = #expect(throws: DefinitionError.self) { try DefinitionLocalization.read(path: path, language: "ja") }
        #expect(other?.problem == "line 2: expected ; after the value of \"a\"")
        // A string catalog, one JSON document that every language's change touches, likewise.
        let catalog = folder.appendingPathComponent("Intents.xcstrings").path
        try """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "t1" : {
        <<<<<<< HEAD
              "localizations" : { "ja" : { "stringUnit" : { "state" : "translated", "value" : "注文" } } }
        =======
              "localizations" : { "ja" : { "stringUnit" : { "state" : "translated", "value" : "オーダー" } } }
        >>>>>>> main
            }
          },
          "version" : "1.0"
        }
        """.write(toFile: catalog, atomically: true, encoding: .utf8)
        let conflicted = #expect(throws: DefinitionError.self) { try DefinitionLocalization.read(path: catalog, language: "ja") }
        #expect(conflicted?.problem.hasPrefix("line 5: a merge conflict left unresolved, from line 5 to line 9: keep one side") == true)
        // A table written as XML names the line of its problem; a binary one has no lines to name.
        try "<plist>\n<dict>\n<key>a</key>\n<strin>x</string>\n</dict>\n</plist>\n".write(toFile: path, atomically: true, encoding: .utf8)
        let xml = #expect(throws: DefinitionError.self) { try DefinitionLocalization.read(path: path, language: "ja") }
        #expect(xml?.problem.hasPrefix("is not a property list (") == true && xml?.problem.contains("line 4") == true, "\(xml?.problem ?? "")")
        try Data("bplist00\u{1}".utf8).write(to: URL(fileURLWithPath: path))
        let binary = #expect(throws: DefinitionError.self) { try DefinitionLocalization.read(path: path, language: "ja") }
        #expect(
            binary?.problem.hasPrefix("is not a property list (") == true && binary?.problem.contains("line") == false, "\(binary?.problem ?? "")")
    }

    @Test func aCarriageReturnAloneEndsALine() throws {
        let parser = try read("/* one */\r\"a\" = \"x\";\r// two\r\"b\" = \"y\";\r\n\"c\" = \"z\";")
        #expect(parser.lines == ["a": 2, "b": 4, "c": 5])
    }
}
