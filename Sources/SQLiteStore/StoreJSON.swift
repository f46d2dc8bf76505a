#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// How the stores keep values that are not columns: JSON with sorted keys (stable bytes for the
/// same value) and dates as milliseconds since 1970. One helper for both stores.
public enum StoreJSON {
    public static func encode<T: Encodable>(_ value: T) throws -> String {
        try foundationEncode(value)
    }

    /// The same, for a type that writes itself (`StoredJSONWritable`): the same bytes, without
    /// `JSONEncoder`'s generic machinery's cost.
    public static func encode<T: StoredJSONWritable>(_ value: T) throws -> String {
        if let text = value.storedJSON?.text { return text }
        return try foundationEncode(value)
    }

    /// What every stored value is written as: `StoredJSONWritable` types write the same bytes.
    static func foundationEncode<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .millisecondsSince1970
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    /// Read by `StoredJSONDecoder`, which decodes as `JSONDecoder` would with these settings.
    public static func decode<T: Decodable>(_ type: T.Type, from text: String) throws -> T {
        try StoredJSONDecoder.decode(type, from: text)
    }

    /// The same, for a type that reads itself from the parsed JSON (`StoredJSONReadable`): it
    /// gives what `Decodable` gives, without its generic machinery's cost.
    public static func decode<T: StoredJSONReadable>(_ type: T.Type, from text: String) throws -> T {
        try StoredJSONDecoder.decodeReadable(type, from: text)
    }

    /// The value at `place` (`StoredPlace("donated_intents.intent_json")`): text that does not
    /// decode is an `UnreadableColumnValue` saying where, which a query turns into an error
    /// naming the store.
    public static func decode<T: Decodable>(_ type: T.Type, from text: String, at place: @autoclosure () -> StoredPlace) throws -> T {
        do {
            return try decode(type, from: text)
        } catch let error as DecodingError {
            throw UnreadableColumnValue(place: place(), error)
        }
    }

    public static func decode<T: StoredJSONReadable>(_ type: T.Type, from text: String, at place: @autoclosure () -> StoredPlace) throws -> T {
        do {
            return try decode(type, from: text)
        } catch let error as DecodingError {
            throw UnreadableColumnValue(place: place(), error)
        }
    }

    public static func milliseconds(_ date: Date) -> Int64 { Int64((date.timeIntervalSince1970 * 1000).rounded()) }

    /// The dates a store may hold, in milliseconds since 1970: ±3.2 × 10^16, about a million
    /// years either way. Every date `DateCodec` reads (six-digit years) is inside, with room for
    /// a ready time after it; a stored date outside is damage (`Row.int64(_:within:_:)`), and the
    /// sum of two such values cannot overflow.
    public static let millisecondRange: ClosedRange<Int64> = -32_000_000_000_000_000...32_000_000_000_000_000
    public static func date(milliseconds: Int64) -> Date { Date(timeIntervalSince1970: Double(milliseconds) / 1000) }
}
