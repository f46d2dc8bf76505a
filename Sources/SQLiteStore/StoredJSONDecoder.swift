#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Decodes the JSON the stores hold (written by `StoreJSON.encode`) into `Decodable` values, as
/// `JSONDecoder` with `.millisecondsSince1970` dates does, without its cost on a short-lived
/// command: before decoding each type, Foundation's decoder asks whether it is one of its special
/// dictionary types, and each first such question scans every protocol conformance in the binary
/// (about 0.1 ms apiece; a `history` or `suggestions` asks dozens). This decoder asks nothing of a
/// type but whether it is `Date`, `URL` or `Data`, by identity.
///
/// The text is read once into a tree of values; strict JSON (RFC 8259), nested at most 512 deep.
enum StoredJSONDecoder {
    static func decode<T: Decodable>(_ type: T.Type, from text: String) throws -> T {
        try NodeDecoder(node: parse(text), codingPath: []).decodeValue(type)
    }

    /// A type that reads itself (`StoredJSONReadable`) from the parsed text, else as `decode`.
    static func decodeReadable<T: StoredJSONReadable>(_ type: T.Type, from text: String) throws -> T {
        let node = try parse(text)
        if let value = T(storedJSON: StoredJSONValue(node)) { return value }
        return try NodeDecoder(node: node, codingPath: []).decodeValue(type)
    }

    static func parse(_ text: String) throws -> JSONNode {
        var utf8 = Array(text.utf8)
        return try utf8.withUnsafeMutableBufferPointer { buffer in
            var parser = JSONParser(bytes: UnsafeBufferPointer(buffer))
            return try parser.document()
        }
    }
}

/// An object's members in the order the text gives them, each key once (a key written again
/// replaces its value, as a dictionary would). Stored objects have a handful of members: looked up
/// one by one, they cost less than hashing every key into a dictionary.
@usableFromInline
struct JSONMembers {
    /// The members in the order read: one array, so that an object of n members costs about
    /// log n allocations, not twice that.
    @usableFromInline private(set) var pairs: [(key: String, value: JSONNode)] = []
    /// Positions by key, made once an object has more than `indexedFrom` members, so that a
    /// large object is still read in linear time.
    @usableFromInline private(set) var positions: [String: Int]? = nil
    static let indexedFrom = 32

    init() {}

    @usableFromInline var count: Int { pairs.count }
    @usableFromInline var keys: [String] { pairs.map(\.key) }

    @inlinable func position(of key: String) -> Int? {
        if let positions { return positions[key] }
        return pairs.firstIndex { $0.key == key }
    }

    @inlinable subscript(key: String) -> JSONNode? {
        guard let position = position(of: key) else { return nil }
        return pairs[position].value
    }

    mutating func set(_ key: String, _ value: JSONNode) {
        if let position = position(of: key) {
            pairs[position].value = value
            return
        }
        pairs.append((key, value))
        if positions != nil {
            positions?[key] = pairs.count - 1
        } else if pairs.count > Self.indexedFrom {
            positions = Dictionary(uniqueKeysWithValues: pairs.indices.map { (pairs[$0].key, $0) })
        }
    }
}

/// A parsed JSON value. Numbers keep their text, and are read as the type asked for.
@usableFromInline
enum JSONNode {
    case null
    case bool(Bool)
    case number(String)
    case string(String)
    case array([JSONNode])
    case object(JSONMembers)

    @usableFromInline var kindName: String {
        switch self {
        case .null: "null"
        case .bool: "a Boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

private struct JSONParser {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    var depth = 0
    static let maximumDepth = 512

    init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    mutating func document() throws -> JSONNode {
        let value = try self.value()
        skipWhitespace()
        guard index == bytes.count else { throw failure("unexpected text after the JSON value") }
        return value
    }

    func failure(_ what: String) -> DecodingError {
        DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "The given data was not valid JSON: \(what) at byte \(index)."))
    }

    mutating func skipWhitespace() {
        while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
    }

    mutating func value() throws -> JSONNode {
        skipWhitespace()
        guard index < bytes.count else { throw failure("the text ends where a value should be") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"):
            try literal("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try literal("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try literal("null")
            return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        default: throw failure("unexpected character")
        }
    }

    mutating func literal(_ word: StaticString) throws {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count else { throw failure("unexpected end") }
        for offset in 0..<count where bytes[index + offset] != word.utf8Start[offset] { throw failure("unexpected character") }
        index += count
    }

    mutating func nested<T>(_ body: (inout JSONParser) throws -> T) throws -> T {
        depth += 1
        guard depth <= Self.maximumDepth else { throw failure("values nested more than \(Self.maximumDepth) deep") }
        defer { depth -= 1 }
        return try body(&self)
    }

    mutating func object() throws -> JSONNode {
        try nested { parser in
            parser.index += 1
            var members = JSONMembers()
            parser.skipWhitespace()
            if parser.index < parser.bytes.count, parser.bytes[parser.index] == UInt8(ascii: "}") {
                parser.index += 1
                return .object(members)
            }
            while true {
                parser.skipWhitespace()
                guard parser.index < parser.bytes.count, parser.bytes[parser.index] == UInt8(ascii: "\"") else {
                    throw parser.failure("an object's key is not a string")
                }
                let key = try parser.string()
                parser.skipWhitespace()
                guard parser.index < parser.bytes.count, parser.bytes[parser.index] == UInt8(ascii: ":") else {
                    throw parser.failure("expected ':'")
                }
                parser.index += 1
                members.set(key, try parser.value())
                parser.skipWhitespace()
                guard parser.index < parser.bytes.count else { throw parser.failure("an object is not closed") }
                let byte = parser.bytes[parser.index]
                parser.index += 1
                if byte == UInt8(ascii: "}") { return .object(members) }
                guard byte == UInt8(ascii: ",") else { throw parser.failure("expected ',' or '}'") }
            }
        }
    }

    mutating func array() throws -> JSONNode {
        try nested { parser in
            parser.index += 1
            var elements: [JSONNode] = []
            parser.skipWhitespace()
            if parser.index < parser.bytes.count, parser.bytes[parser.index] == UInt8(ascii: "]") {
                parser.index += 1
                return .array(elements)
            }
            while true {
                elements.append(try parser.value())
                parser.skipWhitespace()
                guard parser.index < parser.bytes.count else { throw parser.failure("an array is not closed") }
                let byte = parser.bytes[parser.index]
                parser.index += 1
                if byte == UInt8(ascii: "]") { return .array(elements) }
                guard byte == UInt8(ascii: ",") else { throw parser.failure("expected ',' or ']'") }
            }
        }
    }

    mutating func number() throws -> String {
        let start = index
        func digits(_ parser: inout JSONParser) -> Int {
            let from = parser.index
            while parser.index < parser.bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(parser.bytes[parser.index]) {
                parser.index += 1
            }
            return parser.index - from
        }
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        let leading = index
        guard digits(&self) > 0 else { throw failure("a number has no digits") }
        if bytes[leading] == UInt8(ascii: "0"), index - leading > 1 { throw failure("a number starts with 0") }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits(&self) > 0 else { throw failure("a number has no digits after its point") }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard digits(&self) > 0 else { throw failure("a number's exponent has no digits") }
        }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    }

    mutating func string() throws -> String {
        index += 1
        let start = index
        // The common case: no escapes, read as one slice.
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
                index += 1
                return text
            }
            if byte == UInt8(ascii: "\\") { break }
            guard byte >= 0x20 else { throw failure("a control character in a string") }
            index += 1
        }
        var scalars = Array(UnsafeBufferPointer(rebasing: bytes[start..<index]))
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                return String(decoding: scalars, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard index < bytes.count else { throw failure("a string ends inside an escape") }
                let escaped = bytes[index]
                index += 1
                switch escaped {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scalars.append(escaped)
                case UInt8(ascii: "b"): scalars.append(0x08)
                case UInt8(ascii: "f"): scalars.append(0x0C)
                case UInt8(ascii: "n"): scalars.append(0x0A)
                case UInt8(ascii: "r"): scalars.append(0x0D)
                case UInt8(ascii: "t"): scalars.append(0x09)
                case UInt8(ascii: "u"):
                    var code = try hex4()
                    if (0xD800..<0xDC00).contains(code) {
                        // A high surrogate takes the low one after it.
                        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                            throw failure("a lone surrogate in a string")
                        }
                        index += 2
                        let low = try hex4()
                        guard (0xDC00..<0xE000).contains(low) else { throw failure("a lone surrogate in a string") }
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    } else if (0xDC00..<0xE000).contains(code) {
                        throw failure("a lone surrogate in a string")
                    }
                    guard let scalar = Unicode.Scalar(code) else { throw failure("an invalid escape") }
                    scalars.append(contentsOf: String(Character(scalar)).utf8)
                default:
                    throw failure("an invalid escape")
                }
            default:
                guard byte >= 0x20 else { throw failure("a control character in a string") }
                scalars.append(byte)
            }
        }
        throw failure("a string is not closed")
    }

    mutating func hex4() throws -> UInt32 {
        guard index + 4 <= bytes.count else { throw failure("a \\u escape is cut short") }
        var code: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            index += 1
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw failure("a \\u escape has a character that is not hexadecimal")
            }
            code = code << 4 | UInt32(digit)
        }
        return code
    }
}

/// A key of an array position, for coding paths.
private struct IndexKey: CodingKey {
    var stringValue: String { "Index \(intValue ?? 0)" }
    var intValue: Int?
    init(_ index: Int) { intValue = index }
    init?(stringValue: String) { nil }
    init?(intValue: Int) { self.intValue = intValue }
}

private struct NodeDecoder: Decoder {
    let node: JSONNode
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func mismatch<T>(_ type: T.Type, _ expected: String) -> DecodingError {
        DecodingError.typeMismatch(
            type, .init(codingPath: codingPath, debugDescription: "Expected to decode \(expected) but found \(node.kindName) instead."))
    }

    /// A value of `type`: dates are milliseconds since 1970, as the stores write them.
    func decodeValue<T: Decodable>(_ type: T.Type) throws -> T {
        if type == Date.self {
            let milliseconds = try decodeNumber(Double.self, "a date")
            return Date(timeIntervalSince1970: milliseconds / 1000) as! T
        }
        // As `JSONDecoder` reads them by default: a URL from its string, data from base64.
        if type == URL.self {
            let text = try SingleNode(decoder: self).decode(String.self)
            guard let url = URL(string: text) else {
                throw DecodingError.dataCorrupted(.init(codingPath: codingPath, debugDescription: "Invalid URL string."))
            }
            return url as! T
        }
        if type == Data.self {
            let text = try SingleNode(decoder: self).decode(String.self)
            guard let data = Data(base64Encoded: text) else {
                throw DecodingError.dataCorrupted(.init(codingPath: codingPath, debugDescription: "Encountered Data is not valid Base64."))
            }
            return data as! T
        }
        return try T(from: self)
    }

    func decodeNumber<T: LosslessStringConvertible>(_ type: T.Type, _ expected: String = "a number") throws -> T {
        if case .null = node {
            throw DecodingError.valueNotFound(type, .init(codingPath: codingPath, debugDescription: "Expected \(expected) but found null instead."))
        }
        guard case .number(let text) = node else { throw mismatch(type, expected) }
        if let value = T(text) { return value }
        // "1.0" or "1e2" for an integer: read as a double, kept only when it is whole and fits.
        if let double = Double(text), double.rounded() == double, let exact = Int64(exactly: double), let value = T(String(exact)) {
            return value
        }
        throw DecodingError.dataCorrupted(.init(codingPath: codingPath, debugDescription: "Number \(text) does not fit in \(T.self)."))
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let members) = node else {
            if case .null = node {
                throw DecodingError.valueNotFound(
                    [String: Any].self, .init(codingPath: codingPath, debugDescription: "Expected an object but found null instead."))
            }
            throw mismatch([String: Any].self, "an object")
        }
        return KeyedDecodingContainer(KeyedNode<Key>(members: members, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let elements) = node else {
            if case .null = node {
                throw DecodingError.valueNotFound(
                    [Any].self, .init(codingPath: codingPath, debugDescription: "Expected an array but found null instead."))
            }
            throw mismatch([Any].self, "an array")
        }
        return UnkeyedNode(elements: elements, codingPath: codingPath)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { SingleNode(decoder: self) }
}

private struct SingleNode: SingleValueDecodingContainer {
    let decoder: NodeDecoder
    var codingPath: [any CodingKey] { decoder.codingPath }

    func decodeNil() -> Bool {
        if case .null = decoder.node { return true }
        return false
    }

    func decode(_ type: Bool.Type) throws -> Bool {
        if case .bool(let value) = decoder.node { return value }
        if case .null = decoder.node {
            throw DecodingError.valueNotFound(type, .init(codingPath: codingPath, debugDescription: "Expected a Boolean but found null instead."))
        }
        throw decoder.mismatch(type, "a Boolean")
    }

    func decode(_ type: String.Type) throws -> String {
        if case .string(let value) = decoder.node { return value }
        if case .null = decoder.node {
            throw DecodingError.valueNotFound(type, .init(codingPath: codingPath, debugDescription: "Expected a string but found null instead."))
        }
        throw decoder.mismatch(type, "a string")
    }

    func decode(_ type: Double.Type) throws -> Double { try decoder.decodeNumber(type) }
    func decode(_ type: Float.Type) throws -> Float { try decoder.decodeNumber(type) }
    func decode(_ type: Int.Type) throws -> Int { try decoder.decodeNumber(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try decoder.decodeNumber(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try decoder.decodeNumber(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try decoder.decodeNumber(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try decoder.decodeNumber(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try decoder.decodeNumber(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try decoder.decodeNumber(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try decoder.decodeNumber(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try decoder.decodeNumber(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try decoder.decodeNumber(type) }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try decoder.decodeValue(type) }
}

private struct KeyedNode<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let members: JSONMembers
    let codingPath: [any CodingKey]

    var allKeys: [Key] { members.keys.compactMap { Key(stringValue: $0) } }

    func contains(_ key: Key) -> Bool { members[key.stringValue] != nil }

    func child(_ key: Key) throws -> NodeDecoder {
        guard let node = members[key.stringValue] else {
            throw DecodingError.keyNotFound(
                key, .init(codingPath: codingPath, debugDescription: "No value associated with key \(key.stringValue)."))
        }
        return NodeDecoder(node: node, codingPath: codingPath + [key])
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        if case .null = try child(key).node { return true }
        return false
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try SingleNode(decoder: child(key)).decode(type) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try SingleNode(decoder: child(key)).decode(type) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try child(key).decodeNumber(type) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try child(key).decodeNumber(type) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try child(key).decodeNumber(type) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try child(key).decodeNumber(type) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try child(key).decodeNumber(type) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try child(key).decodeNumber(type) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try child(key).decodeNumber(type) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try child(key).decodeNumber(type) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try child(key).decodeNumber(type) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try child(key).decodeNumber(type) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try child(key).decodeNumber(type) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try child(key).decodeNumber(type) }
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try child(key).decodeValue(type) }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        try child(key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer { try child(key).unkeyedContainer() }

    func superDecoder() throws -> any Decoder {
        NodeDecoder(node: members["super"] ?? .null, codingPath: codingPath)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        NodeDecoder(node: members[key.stringValue] ?? .null, codingPath: codingPath + [key])
    }
}

private struct UnkeyedNode: UnkeyedDecodingContainer {
    let elements: [JSONNode]
    let codingPath: [any CodingKey]
    var currentIndex = 0

    init(elements: [JSONNode], codingPath: [any CodingKey]) {
        self.elements = elements
        self.codingPath = codingPath
    }

    var count: Int? { elements.count }
    var isAtEnd: Bool { currentIndex >= elements.count }

    mutating func next<T>(_ type: T.Type) throws -> NodeDecoder {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(
                type, .init(codingPath: codingPath + [IndexKey(currentIndex)], debugDescription: "Unkeyed container is at end."))
        }
        let decoder = NodeDecoder(node: elements[currentIndex], codingPath: codingPath + [IndexKey(currentIndex)])
        currentIndex += 1
        return decoder
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(
                Any?.self, .init(codingPath: codingPath + [IndexKey(currentIndex)], debugDescription: "Unkeyed container is at end."))
        }
        if case .null = elements[currentIndex] {
            currentIndex += 1
            return true
        }
        return false
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try SingleNode(decoder: next(type)).decode(type) }
    mutating func decode(_ type: String.Type) throws -> String { try SingleNode(decoder: next(type)).decode(type) }
    mutating func decode(_ type: Double.Type) throws -> Double { try next(type).decodeNumber(type) }
    mutating func decode(_ type: Float.Type) throws -> Float { try next(type).decodeNumber(type) }
    mutating func decode(_ type: Int.Type) throws -> Int { try next(type).decodeNumber(type) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try next(type).decodeNumber(type) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try next(type).decodeNumber(type) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try next(type).decodeNumber(type) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try next(type).decodeNumber(type) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try next(type).decodeNumber(type) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try next(type).decodeNumber(type) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try next(type).decodeNumber(type) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try next(type).decodeNumber(type) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try next(type).decodeNumber(type) }
    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try next(type).decodeValue(type) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        try next(type).container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer { try next([Any].self).unkeyedContainer() }

    mutating func superDecoder() throws -> any Decoder { try next(Any.self) }
}
