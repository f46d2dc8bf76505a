import Foundation
import Testing

@testable import SoupChefCLI

/// The pieces the full listings are made fast with: a width count that skips grapheme walking for
/// printable ASCII, and a writer that hands an output large chunks.
@Suite struct ListingWriterTests {
    @Test func visibleCountAgreesWithCharactersForASCIIAndNot() {
        #expect("Tomato Soup".visibleCount == 11)
        #expect("".visibleCount == 0)
        #expect("Crème brûlée".visibleCount == 12)
        #expect("e\u{301}".visibleCount == 1)
        #expect("\u{1B}[1mbold\u{1B}[0m".visibleCount == 4)
        #expect("a\tb".visibleCount == 3)
    }

    @Test func chunksAreWholeLinesAndNothingIsLost() {
        var writes: [String] = []
        let output = Output { writes.append($0) }
        let writer = ChunkedWriter(output)
        let line = String(repeating: "x", count: 999)
        for _ in 0..<200 { writer.line(line) }
        #expect(writes.count == 3)  // 64 KiB chunks of 1000-byte lines
        writer.flush()
        #expect(writes.count == 4)
        #expect(writes.joined() == String(repeating: line + "\n", count: 200))
        #expect(writes.allSatisfy { $0.hasSuffix("\n") })
    }

    @Test func aFailedOutputTakesNoMoreChunks() {
        var attempts = 0
        let output = Output(failable: { _ in
            attempts += 1
            return 32  // EPIPE
        })
        let writer = ChunkedWriter(output)
        for _ in 0..<200 { writer.line(String(repeating: "y", count: 999)) }
        writer.flush()
        #expect(attempts == 1)
        #expect(output.hasFailed)
    }
}

@Suite struct JSONIndentTests {
    @Test func everyLineButEmptyOnesIsIndentedByFourSpaces() {
        let json = Data("{\n  \"a\" : [\n\n  ],\n  \"b\" : \"é\"\n}".utf8)
        #expect(String(decoding: JSONArrayWriter.indented(json), as: UTF8.self) == "    {\n      \"a\" : [\n\n      ],\n      \"b\" : \"é\"\n    }")
    }
}
