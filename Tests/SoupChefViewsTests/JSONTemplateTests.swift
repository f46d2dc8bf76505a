import Foundation
import Testing

@testable import SoupChefViews

/// A JSON listing's element laid out once and filled in row after row.
@Suite struct JSONTemplateTests {
    @Test func aTemplateFindsEachMarkerOnceOrRefusesTheSample() throws {
        struct Sample: Encodable {
            var a: String
            var b: Int
            var c: String?
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let encode: (any Encodable) throws -> [UInt8] = { Array(try encoder.encode($0)) }
        let template = try JSONTemplate(
            Sample(a: JSONTemplate.marker(0), b: JSONTemplate.integerMarker(1), c: "fixed"), holes: [.string, .integer], encode: encode)
        var bytes: [UInt8] = []
        template.write(into: &bytes) { hole, bytes in
            if hole == 0 { JSONBytes.appendString("x \"y\" é", to: &bytes, encoder: encoder) } else { JSONBytes.appendInteger(42, to: &bytes) }
        }
        #expect(String(decoding: bytes, as: UTF8.self) == String(decoding: try encode(Sample(a: "x \"y\" é", b: 42, c: "fixed")), as: UTF8.self))
        #expect(throws: JSONTemplate.TemplateError.self) {
            try JSONTemplate(Sample(a: "no marker", b: 1, c: nil), holes: [.string], encode: encode)
        }
    }
}
