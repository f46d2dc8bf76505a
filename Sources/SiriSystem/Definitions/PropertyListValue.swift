#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Any property-list or JSON value, decoded by `PropertyListDecoder` (XML, binary and OpenStep
/// text) or `JSONDecoder`, and given back as the Swift values `XMLPropertyList` makes
/// (`[String: Any]`, `[Any]`, `String`, `Bool`, `Int`, `Double`, `Date`, `Data`).
///
/// It replaces `PropertyListSerialization` and `JSONSerialization`, which are corelibs
/// Foundation and so link ICU into soupchef (docs/performance.md).
enum PropertyListValue: Decodable {
    case dictionary([String: PropertyListValue])
    case array([PropertyListValue])
    case bool(Bool)
    case integer(Int)
    case real(Double)
    case string(String)
    case date(Date)
    case data(Data)
    case null

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
            return
        }
        if let value = try? container.decode([String: PropertyListValue].self) {
            self = .dictionary(value)
            return
        }
        if let value = try? container.decode([PropertyListValue].self) {
            self = .array(value)
            return
        }
        if let value = try? container.decode(Bool.self) {
            self = .bool(value)
            return
        }
        if let value = try? container.decode(Int.self) {
            self = .integer(value)
            return
        }
        if let value = try? container.decode(Double.self) {
            self = .real(value)
            return
        }
        if let value = try? container.decode(String.self) {
            self = .string(value)
            return
        }
        if let value = try? container.decode(Date.self) {
            self = .date(value)
            return
        }
        self = .data(try container.decode(Data.self))
    }

    /// The value as plain Swift values; `null` (JSON only) as `PropertyListValue.Null`.
    var plain: Any {
        switch self {
        case .dictionary(let value): value.mapValues(\.plain)
        case .array(let value): value.map(\.plain)
        case .bool(let value): value
        case .integer(let value): value
        case .real(let value): value
        case .string(let value): value
        case .date(let value): value
        case .data(let value): value
        case .null: Null()
        }
    }

    /// JSON's null.
    struct Null {}

    /// A property list (XML, binary or OpenStep text) as plain Swift values.
    /// One nested too deep for Foundation's recursive reader, or a binary one whose objects
    /// hold themselves, is refused first (`PropertyListBounds`); a binary one is read by
    /// `BinaryPropertyList`, which Foundation's reader traps on when malformed.
    static func propertyList(_ data: Data) throws -> Any {
        try PropertyListBounds.check(data)
        if data.starts(with: Array("bplist".utf8)) { return try BinaryPropertyList.parse(data) }
        return try PropertyListDecoder().decode(PropertyListValue.self, from: data).plain
    }

    /// A JSON document (any value at the top) as plain Swift values.
    static func json(_ data: Data) throws -> Any {
        try JSONDecoder().decode(PropertyListValue.self, from: data).plain
    }

    /// What went wrong in a file a decoder refused, as its message says it.
    static func problem(_ error: any Error) -> String {
        if let violation = error as? PropertyListBounds.Violation { return violation.description }
        if let malformed = error as? BinaryPropertyList.Malformed { return malformed.description }
        if case DecodingError.dataCorrupted(let context) = error {
            // Foundation's reason is its debug description ("Value missing for key inside <dict>
            // at line 1"), not the error's own description, which dumps its code and user info.
            if let underlying = context.underlyingError as? CocoaError,
                let reason = underlying.userInfo["NSDebugDescription"] as? String, !reason.isEmpty
            {
                return reason
            }
            if let underlying = context.underlyingError { return "\(underlying)" }
            return context.debugDescription
        }
        return "\(error)"
    }
}
