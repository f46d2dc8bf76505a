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

/// One element of a JSON listing, laid out once by the same encoder as every other document and
/// then filled in row after row: the encoder writes a sample whose varying values are markers,
/// and each row writes the text between the markers with its own values in their place. So a
/// million rows cost a million fills, not a million encodings, and the layout (key order,
/// spacing, indentation, escaping) is the encoder's by construction.
public struct JSONTemplate {
    /// A varying value: a string (written quoted and escaped, or `null`) or a whole number.
    public enum Hole {
        case string
        case integer
    }

    /// The marker a sample carries for hole `index`: text the encoder writes unchanged and no
    /// value contains (characters of the Private Use Area around the number).
    public static func marker(_ index: Int) -> String { "\u{E000}\(index)\u{E001}" }
    /// The marker of an integer hole: a number no row holds.
    public static func integerMarker(_ index: Int) -> Int { -7_300_000_000_000_000_000 - index }

    private var pieces: [[UInt8]] = []
    /// The hole that follows each piece but the last.
    private var order: [Int] = []

    /// Lays out `sample` as `encode` writes it and finds its holes. Fails when a marker is not
    /// found exactly once: the sample does not carry the markers the caller says it does.
    public init(_ sample: some Encodable, holes: [Hole], encode: (any Encodable) throws -> [UInt8]) throws {
        let text = try encode(sample)
        var found: [(range: Range<Int>, hole: Int)] = []
        for (index, hole) in holes.enumerated() {
            let marker: [UInt8] =
                switch hole {
                case .string: Array("\"\(Self.marker(index))\"".utf8)
                case .integer: Array(String(Self.integerMarker(index)).utf8)
                }
            let ranges = Self.occurrences(of: marker, in: text)
            guard ranges.count == 1 else { throw TemplateError(marker: index, count: ranges.count) }
            found.append((ranges[0], index))
        }
        found.sort { $0.range.lowerBound < $1.range.lowerBound }
        var start = 0
        for (range, hole) in found {
            pieces.append(Array(text[start..<range.lowerBound]))
            order.append(hole)
            start = range.upperBound
        }
        pieces.append(Array(text[start...]))
    }

    public struct TemplateError: Error, CustomStringConvertible {
        var marker: Int
        var count: Int
        public var description: String { "JSON template: marker \(marker) found \(count) times" }
    }

    /// Appends the element with `fill(hole, &bytes)` writing each hole's value.
    public func write(into bytes: inout [UInt8], fill: (Int, inout [UInt8]) -> Void) {
        for (index, hole) in order.enumerated() {
            bytes.append(contentsOf: pieces[index])
            fill(hole, &bytes)
        }
        bytes.append(contentsOf: pieces[order.count])
    }

    private static func occurrences(of needle: [UInt8], in haystack: [UInt8]) -> [Range<Int>] {
        guard let first = needle.first, haystack.count >= needle.count else { return [] }
        var ranges: [Range<Int>] = []
        var index = 0
        while index <= haystack.count - needle.count {
            if haystack[index] == first && haystack[index..<index + needle.count].elementsEqual(needle) {
                ranges.append(index..<index + needle.count)
                index += needle.count
            } else {
                index += 1
            }
        }
        return ranges
    }
}

/// Writing JSON values into a row's bytes exactly as the encoder writes them.
public enum JSONBytes {
    /// A string, quoted. Plain text (printable ASCII without `"` or `\`) is copied; anything else
    /// is written by the encoder itself, so escaping stays the encoder's.
    public static func appendString(_ text: String, to bytes: inout [UInt8], encoder: JSONEncoder) {
        let utf8 = text.utf8
        if !text.anyUTF8Byte({ $0 < 0x20 || $0 >= 0x7F || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
            bytes.append(UInt8(ascii: "\""))
            bytes.append(contentsOf: utf8)
            bytes.append(UInt8(ascii: "\""))
        } else if let encoded = try? encoder.encode(text) {
            bytes.append(contentsOf: encoded)
        } else {
            bytes.append(contentsOf: "null".utf8)
        }
    }

    public static func appendOptionalString(_ text: String?, to bytes: inout [UInt8], encoder: JSONEncoder) {
        if let text { appendString(text, to: &bytes, encoder: encoder) } else { bytes.append(contentsOf: "null".utf8) }
    }

    public static func appendInteger(_ value: Int, to bytes: inout [UInt8]) {
        bytes.append(contentsOf: String(value).utf8)
    }
}
