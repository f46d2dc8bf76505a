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

/// A type that writes itself as the stores' JSON, byte for byte as `StoreJSON.encode`'s
/// `JSONEncoder` writes it, without the encoder's cost on a short-lived command: before
/// encoding each type, `JSONEncoder` asks whether it is one of its special dictionaries, and
/// each first such question scans every protocol conformance in the binary (about 0.1 M
/// instructions; the first order encoded 4.5 M instructions' worth).
///
/// The stored bytes must not change (donations are told apart by their intent's JSON), so a
/// type gives its value as `StoredJSONText`, which `StoredJSONText.text` writes as
/// `JSONEncoder` does with `.sortedKeys` and `.withoutEscapingSlashes`: keys in the order of
/// their UTF-8 bytes, the same escapes, numbers as their `description` without a trailing
/// `.0`, dates as milliseconds since 1970.
public protocol StoredJSONWritable: Encodable {
    /// The value as the JSON its synthesized `Encodable` makes; nil leaves it to `JSONEncoder`.
    var storedJSON: StoredJSONText? { get }
}

/// A JSON value to be written as `JSONEncoder` writes it for `StoreJSON.encode`.
public indirect enum StoredJSONText: Sendable, Hashable {
    /// Written with its keys in the order of their UTF-8 bytes.
    case object([String: StoredJSONText])
    case array([StoredJSONText])
    case string(String)
    case integer(Int)
    /// A finite number; a value that is not finite is not written (`JSONEncoder` refuses it).
    case number(Double)
    case bool(Bool)
    case null

    /// An object without the members that are nil: what `encodeIfPresent` leaves out.
    public static func members(_ members: [String: StoredJSONText?]) -> StoredJSONText {
        .object(members.compactMapValues { $0 })
    }

    /// A date, as the stores write it: milliseconds since 1970.
    public static func date(_ date: Date) -> StoredJSONText { .number(1000.0 * date.timeIntervalSince1970) }

    /// A case of an enum with associated values, as Swift's synthesized `Encodable` writes it:
    /// `{"name":{"_0":…}}`, or with its labels.
    public static func enumCase(_ name: String, _ values: [String: StoredJSONText?]) -> StoredJSONText {
        .object([name: .members(values)])
    }

    /// The text, as `JSONEncoder` writes it; nil when a number is not finite.
    public var text: String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(256)
        guard Self.write(self, to: &bytes) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func write(_ value: StoredJSONText, to bytes: inout [UInt8]) -> Bool {
        switch value {
        case .object(let members):
            bytes.append(UInt8(ascii: "{"))
            var first = true
            for (key, member) in members.sorted(by: { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }) {
                if !first { bytes.append(UInt8(ascii: ",")) }
                first = false
                writeString(key, to: &bytes)
                bytes.append(UInt8(ascii: ":"))
                guard write(member, to: &bytes) else { return false }
            }
            bytes.append(UInt8(ascii: "}"))
        case .array(let elements):
            bytes.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                guard write(element, to: &bytes) else { return false }
            }
            bytes.append(UInt8(ascii: "]"))
        case .string(let text):
            writeString(text, to: &bytes)
        case .integer(let number):
            bytes.append(contentsOf: String(number).utf8)
        case .number(let number):
            guard number.isFinite else { return false }
            var text = number.description
            if text.hasSuffix(".0") { text.removeLast(2) }
            bytes.append(contentsOf: text.utf8)
        case .bool(let flag):
            bytes.append(contentsOf: (flag ? "true" : "false").utf8)
        case .null:
            bytes.append(contentsOf: "null".utf8)
        }
        return true
    }

    /// A string with `JSONEncoder`'s escapes: the quote and the backslash, the five short
    /// control escapes, any other control character as `\u00xx`; slashes and everything else as is.
    private static func writeString(_ text: String, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\"")])
            case UInt8(ascii: "\\"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
            case 0x08: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "b")])
            case 0x0C: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "f")])
            case 0x0A: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
            case 0x0D: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
            case 0x09: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
            case 0x00..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0")])
                bytes.append(hex[Int(byte >> 4)])
                bytes.append(hex[Int(byte & 0x0F)])
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }
}

extension Array: StoredJSONWritable where Element: StoredJSONWritable {
    public var storedJSON: StoredJSONText? {
        var elements: [StoredJSONText] = []
        elements.reserveCapacity(count)
        for element in self {
            guard let json = element.storedJSON else { return nil }
            elements.append(json)
        }
        return .array(elements)
    }
}
