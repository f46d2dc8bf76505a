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

/// A type that reads itself from the stores' JSON without `Decodable`'s generic machinery:
/// decoding a value through `Decoder` makes the Swift runtime look up a protocol conformance
/// for each of its coding-key types the first time (a scan of every conformance in the
/// binary, about 0.1 M instructions each), which a short command pays for every type it reads.
///
/// `init(storedJSON:)` reads exactly what the type's `Encodable` writes; anything else (a key
/// it does not know, a number written another way) makes it give up, and `Decodable` reads the
/// value instead, with its own errors. So it never reads a value differently from `Decodable`.
public protocol StoredJSONReadable: Decodable {
    /// The value, or nil when `json` is not in the form the type writes.
    init?(storedJSON json: StoredJSONValue)
}

/// A JSON value of a store, as `StoredJSONDecoder` parsed it, read the way its `NodeDecoder`
/// reads it. Each accessor is nil for a value of another kind, or one it would read otherwise.
public struct StoredJSONValue {
    @usableFromInline let node: JSONNode

    @usableFromInline init(_ node: JSONNode) { self.node = node }

    /// The value of a JSON text, read as the stores read it (strict JSON, 512 levels at most).
    public init(parsing text: String) throws {
        node = try StoredJSONDecoder.parse(text)
    }

    /// The member `key` of an object.
    @inlinable
    public subscript(key: String) -> StoredJSONValue? {
        guard case .object(let members) = node, let member = members[key] else { return nil }
        return StoredJSONValue(member)
    }

    /// The one member of an object that has exactly one: a case of an enum, as Swift's
    /// synthesized `Encodable` writes it (`{"case":{…}}`).
    public var onlyMember: (key: String, value: StoredJSONValue)? {
        guard case .object(let members) = node, members.count == 1 else { return nil }
        return (members.pairs[0].key, StoredJSONValue(members.pairs[0].value))
    }

    /// An object read as a dictionary of `read`'s values; nil when it is not one, or `read`
    /// does not read one of its members.
    @inlinable
    public func dictionary<Value>(_ read: (StoredJSONValue) -> Value?) -> [String: Value]? {
        guard case .object(let members) = node else { return nil }
        var result: [String: Value] = [:]
        result.reserveCapacity(members.count)
        for (key, member) in members.pairs {
            guard let value = read(StoredJSONValue(member)) else { return nil }
            result[key] = value
        }
        return result
    }

    /// An array read as an array of `read`'s values; nil when it is not one, or `read` does
    /// not read one of its elements.
    @inlinable
    public func array<Value>(_ read: (StoredJSONValue) -> Value?) -> [Value]? {
        guard case .array(let elements) = node else { return nil }
        var result: [Value] = []
        result.reserveCapacity(elements.count)
        for element in elements {
            guard let value = read(StoredJSONValue(element)) else { return nil }
            result.append(value)
        }
        return result
    }

    @inlinable
    public var isNull: Bool {
        if case .null = node { return true }
        return false
    }

    public var string: String? {
        guard case .string(let text) = node else { return nil }
        return text
    }

    public var bool: Bool? {
        guard case .bool(let value) = node else { return nil }
        return value
    }

    /// An integer written as one (not "1.0" nor "1e2", which `Decodable` also takes).
    public var int: Int? {
        guard case .number(let text) = node else { return nil }
        return Int(text)
    }

    public var double: Double? {
        guard case .number(let text) = node else { return nil }
        return Double(text)
    }

    /// A date, as the stores write them: milliseconds since 1970.
    public var date: Date? {
        double.map { Date(timeIntervalSince1970: $0 / 1000) }
    }

    /// A member that is optional, as `decodeIfPresent` reads it: `.some(nil)` when it is absent
    /// or null, `.some(value)` when `read` reads it, nil when it is there and `read` does not.
    @inlinable
    public func optional<Value>(_ key: String, _ read: (StoredJSONValue) -> Value?) -> Value?? {
        guard let member = self[key], !member.isNull else { return .some(nil) }
        guard let value = read(member) else { return nil }
        return .some(value)
    }
}

extension Array: StoredJSONReadable where Element: StoredJSONReadable {
    public init?(storedJSON json: StoredJSONValue) {
        guard let elements = json.array({ Element(storedJSON: $0) }) else { return nil }
        self = elements
    }
}
