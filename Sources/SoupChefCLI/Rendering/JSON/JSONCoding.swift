import SoupChefViews

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// Every `--json` document is a Codable view type in this folder: a plain struct whose stored
// properties are the document's keys, encoded by the compiler. Keys are camelCase; dates ISO 8601
// with zone; money a decimal string with its currency beside it. A key that is always there, null
// when empty, is marked `@Nullable` (a plain optional would be left out).

enum JSONOutput {
    /// One document as every `--json` output lays it out: sorted keys, two-space indentation.
    /// Every document is an object with a `version` key: the soupchef that wrote it.
    static func print<T: Encodable>(_ value: T, to out: Output) throws {
        out.line(try text(value))
    }

    static func text<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        let plain = try encoder.encode(value)
        guard plain.first == UInt8(ascii: "{") else { return String(decoding: plain, as: UTF8.self) }
        return String(decoding: try encoder.encode(Versioned(value: value)), as: UTF8.self)
    }
}

/// A document with soupchef's version added to its keys.
private struct Versioned<T: Encodable>: Encodable {
    let value: T

    func encode(to encoder: Encoder) throws {
        try value.encode(to: encoder)
        var container = encoder.container(keyedBy: DynamicKey.self)
        try container.encode(soupchefVersion, forKey: DynamicKey("version"))
    }
}

extension Context {
    /// Prints one JSON document on stdout.
    func printJSON<T: Encodable>(_ value: T) throws {
        try JSONOutput.print(value, to: out)
    }
}
