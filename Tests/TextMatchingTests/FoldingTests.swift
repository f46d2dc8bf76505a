import Foundation
import Testing

@testable import TextMatching

/// The text operations that replace corelibs Foundation's, checked against Foundation itself.
@Suite struct FoldingTests {
    static let blocks: [(String, ClosedRange<UInt32>)] = [
        ("Latin-1 Supplement", 0x00A0...0x00FF), ("Latin Extended-A", 0x0100...0x017F), ("Latin Extended-B", 0x0180...0x024F),
        ("Combining Diacritical Marks", 0x0300...0x036F), ("Greek and Coptic", 0x0370...0x03FF), ("Cyrillic", 0x0400...0x04FF),
        ("Latin Extended Additional", 0x1E00...0x1EFF), ("Greek Extended", 0x1F00...0x1FFF),
    ]

    static func foundation(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).lowercased()
    }

    /// Every scalar of the Latin, Greek and Cyrillic blocks folds as Foundation folds it: the
    /// letters with accents to their base letters, those without a canonical decomposition (ø,
    /// ł, đ) kept, Foundation's case folding (ß → ss, ς → σ), lone marks kept.
    @Test(arguments: blocks.map(\.0)) func foldsEveryScalarOfABlockAsFoundation(block: String) {
        let range = Self.blocks.first { $0.0 == block }!.1
        var differing: [String] = []
        for value in range {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = String(scalar)
            if Folding.caseAndDiacritics(text) != Self.foundation(text) { differing.append(String(value, radix: 16, uppercase: true)) }
        }
        #expect(differing == [])
    }

    @Test func foldsWordsAndMarksAfterALetter() {
        for text in ["Crème Brûlée", "e\u{301}", "ÅNGSTRÖM ø Ł", "Straße", "ǅemal", "ﬁne", "Ωmega ὦ", "x\u{335}y", "naïve  CAFÉ", "Й и й", "ᾳ ΐ"] {
            #expect(Folding.caseAndDiacritics(text) == Self.foundation(text), "\(text)")
        }
        #expect(Folding.caseAndDiacritics("Crème Brûlée") == "creme brulee")
        #expect(Folding.caseAndDiacritics("Smørrebrød") == "smørrebrød")
    }

    @Test func findsAPartIgnoringCaseAndDiacritics() {
        let cases = [
            ("Crème Brûlée", "brulee"), ("Tomato Soup", "MAT"), ("Clam Chowder", "é"), ("Crème", "CRÈME"), ("Soup", ""), ("ab", "abc"),
            ("Smørrebrød", "smorre"),
        ]
        for (text, part) in cases {
            #expect(
                Folding.contains(text, part) == (text.range(of: part, options: [.caseInsensitive, .diacriticInsensitive]) != nil), "\(text) / \(part)"
            )
        }
    }
}

@Suite struct TextTests {
    @Test func trimsAsFoundationTrims() {
        for text in ["", "  ", " a b ", "\t x\u{00A0}", "\u{3000}wide\u{2003}", "\n line \r\n", "\u{0085}x\u{2028}", " \u{301}x", "a\u{200B}"] {
            #expect(text.trimmingWhitespace() == text.trimmingCharacters(in: .whitespaces), "\(text.debugDescription)")
            #expect(text.trimmingWhitespaceAndNewlines() == text.trimmingCharacters(in: .whitespacesAndNewlines), "\(text.debugDescription)")
        }
    }

    @Test func formatsNumbersAsStringFormat() {
        for value in [0, 0.005, 0.015, 1.125, -0.0, -2.5, 1234.5678, 1e-7, 3.14159, -0.125, 0.995] {
            #expect(cFormat("%.2f", value) == String(format: "%.2f", value))
            #expect(cFormat("%+.2f", value) == String(format: "%+.2f", value))
            #expect(cFormat("%+.3f", value) == String(format: "%+.3f", value))
            #expect(cFormat("%.1f", value) == String(format: "%.1f", value))
            #expect(cFormat("%g", value) == String(format: "%g", value))
        }
        for value in [0, 7, 10, 23, 255] {
            #expect(cFormat("%02ld", value) == String(format: "%02d", value))
            #expect(cFormat("%02lx", value) == String(format: "%02x", value))
            #expect(cFormat("%04lX", value) == String(format: "%04X", value))
        }
        #expect(cFormat("%.80f", 1.0).count == 82)
    }

    /// The numbers `cFormat` fills itself are filled as `vsnprintf` fills them, byte for byte,
    /// across flags, widths and precisions, and everything else still goes to `vsnprintf`.
    @Test func fillsNumbersAsTheCLibraryDoes() throws {
        var doubles: [Double] = [
            0, -0.0, 0.5, 1.5, 2.5, -2.5, 0.125, 0.145, 0.005, 0.015, 0.995, 1e-7, 123456789.125, -1e300, 1e21, .pi,
            .infinity, -.infinity, .nan, .leastNonzeroMagnitude, .greatestFiniteMagnitude,
        ]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<200 { doubles.append(Double(bitPattern: generator.next()) / 1e300) }
        for _ in 0..<200 { doubles.append(Double(Int.random(in: -100_000...100_000, using: &generator)) / 1000) }
        let doubleFormats = [
            "%f", "%.0f", "%.1f", "%.2f", "%.3f", "%+.2f", "%+.3f", "% .2f", "%8.2f", "%-8.2f|", "%08.2f", "%+08.3f",
            "%g", "%.3g", "%e", "%.2E", "%G", "%12g", "x %.2f y", "%.2f%%",
        ]
        for value in doubles {
            for format in doubleFormats {
                let own = try #require(NumberFormat.fill(format, [value]), "\(format) should be filled without vsnprintf")
                #expect(own == NumberFormat.cLibrary(format, [value]), "\(format) of \(value)")
            }
        }
        let integers = [0, 1, -1, 7, 10, 23, 255, 4096, -4096, Int.max, Int.min, 65535]
        let integerFormats = [
            "%ld", "%02ld", "%5ld", "%-5ld|", "%+ld", "% ld", "%.3ld", "%05ld", "%lx", "%02lx", "%04lX", "%lu", "%lo", "%.0ld", "#%02lx%02lx%02lx",
        ]
        for value in integers {
            for format in integerFormats {
                let arguments: [CVarArg] = format.hasPrefix("#") ? [value & 0xFF, (value >> 8) & 0xFF, 3] : [value]
                let own = try #require(NumberFormat.fill(format, arguments), "\(format) should be filled without vsnprintf")
                #expect(own == NumberFormat.cLibrary(format, arguments), "\(format) of \(value)")
            }
        }
        // A mixed line, as `suggestions --explain` prints.
        #expect(NumberFormat.fill(" %02ld:00 ×%ld at %.2f", [9, 3, 0.456]) == " 09:00 ×3 at 0.46")
        // What it does not do: strings, alternate forms, missing or other arguments.
        #expect(NumberFormat.fill("%s", ["x"]) == nil)
        #expect(NumberFormat.fill("%#lx", [255]) == nil)
        #expect(NumberFormat.fill("%ld %ld", [1]) == nil)
        #expect(NumberFormat.fill("%.2f", [Int32(1)]) == nil)
        #expect(cFormat("%#lx", 255) == "0xff")
    }

    @Test func readsPathsAsNSString() {
        for path in ["/a/b", "/a/b/", "/a", "/", "", "a/b/c.txt", "//a//b", "/a/b//", "/a//b/c"] {
            #expect(PathText.lastComponent(path) == (path as NSString).lastPathComponent, "\(path)")
            #expect(PathText.deletingLastComponent(path) == (path as NSString).deletingLastPathComponent, "\(path)")
        }
        // Corelibs Foundation traps on a relative path of one component; NSString's documented
        // answer is the empty string.
        #expect(PathText.lastComponent("a/") == "a")
        #expect(PathText.deletingLastComponent("a") == "")
        #expect(PathText.deletingLastComponent("a/") == "")
    }

    /// A path with no run of slashes and no trailing one is returned as it is; any other goes
    /// character by character: both give the same, combining marks on a slash included.
    @Test func pathsWithoutSlashRunsAreKeptAsTheyAre() {
        var generator = SystemRandomNumberGenerator()
        let pieces = ["/", "a", "é", " ", "\u{301}", ".", "🍲"]
        var paths = ["", "/", "//", "/a", "a/", "/a//b", "/\u{301}", "//\u{301}", "a/\u{301}/"]
        for _ in 0..<1000 {
            paths.append((0..<Int.random(in: 0...8, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined())
        }
        for path in paths {
            #expect(PathText.withoutTrailingSlashes(path) == PathText.withoutTrailingSlashesByCharacters(path), "\(path.debugDescription)")
        }
    }

    @Test func padsAsFoundationPads() {
        for (text, length) in [("abc", 5), ("abcdef", 3), ("", 2), ("é", 3), ("abc", 3)] {
            #expect(text.padded(toLength: length) == text.padding(toLength: length, withPad: " ", startingAt: 0))
        }
    }
}
