import SQLiteStore

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

/// Where something is in a definition file: the 1-based line and column of its key (or, in an
/// array, of its element's tag), as compilers report positions.
public struct SourceLocation: Sendable, Hashable, Encodable, Comparable {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (a: SourceLocation, b: SourceLocation) -> Bool { (a.line, a.column) < (b.line, b.column) }
}

/// A key written twice in one dictionary of the file: the property-list reader keeps only the
/// last value, silently.
public struct DuplicateKey: Sendable, Hashable, Encodable {
    public var key: String
    public var first: SourceLocation
    public var repeated: SourceLocation
}

/// The positions of a file's values, found by one pass over its XML tags, in the shape of the
/// property list: dictionaries by key, arrays by index. Also notes the keys written twice and the
/// empty `<data>` elements Foundation's reader refuses.
struct SourcePositions: Sendable {
    struct Node: Sendable {
        var location: SourceLocation
        var keys: [String: Int] = [:]
        var items: [Int] = []
    }

    private(set) var nodes: [Node] = []
    private(set) var duplicates: [DuplicateKey] = []
    /// Byte ranges of `<data></data>` and `<data/>`: empty values Xcode 12 writes.
    private(set) var emptyData: [Range<Int>] = []

    /// The root's node, if the file has one.
    var root: Int? { nodes.isEmpty ? nil : 0 }

    func child(_ node: Int?, _ key: String) -> Int? { node.flatMap { nodes[$0].keys[key] } }
    func item(_ node: Int?, _ index: Int) -> Int? {
        guard let node, index < nodes[node].items.count else { return nil }
        return nodes[node].items[index]
    }
    func location(_ node: Int?) -> SourceLocation? { node.map { nodes[$0].location } }

    /// Scans the bytes, which `DefinitionReader.checkBytes` has found to be bounded UTF-8 XML.
    init(_ data: Data) {
        data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in scan(bytes) }
    }

    private mutating func scan(_ bytes: UnsafeRawBufferPointer) {
        let count = bytes.count
        guard count > 0, let base = bytes.baseAddress else { return }
        func next(_ byte: UInt8, from index: Int) -> Int {
            guard index < count, let found = memchr(base + index, Int32(byte), count - index) else { return count }
            return base.distance(to: UnsafeRawPointer(found))
        }
        func at(_ index: Int, _ pattern: StaticString) -> Bool {
            let length = pattern.utf8CodeUnitCount
            guard index + length <= count else { return false }
            return memcmp(base + index, pattern.utf8Start, length) == 0
        }
        func isNameEnd(_ byte: UInt8) -> Bool {
            byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x2F || byte == 0x3E
        }
        // Lines are counted as the scan moves forward, so the whole pass stays linear.
        var line = 1
        var lineStart = 0
        var counted = 0
        func locate(_ index: Int) -> SourceLocation {
            // A line ends at a line feed, or at a carriage return alone (a classic Mac file's).
            while counted < index {
                let byte = bytes[counted]
                counted += 1
                if byte == 0x0A || (byte == 0x0D && (counted == count || bytes[counted] != 0x0A)) {
                    line += 1
                    lineStart = counted
                }
            }
            return SourceLocation(line: line, column: index - lineStart + 1)
        }

        // Open containers, each with the key that waits for its value and the keys seen so far.
        struct Open {
            var node: Int
            var isDictionary: Bool
            var pendingKey: (name: String, location: SourceLocation)?
            var seen: [String: SourceLocation] = [:]
        }
        var stack: [Open] = []

        func attach(_ node: Int, _ stack: inout [Open], _ nodes: inout [Node]) {
            guard let top = stack.indices.last else { return }
            if stack[top].isDictionary {
                if let key = stack[top].pendingKey {
                    nodes[stack[top].node].keys[key.name] = node  // the last value wins, as Foundation reads it
                    stack[top].pendingKey = nil
                }
            } else {
                nodes[stack[top].node].items.append(node)
            }
        }
        func newNode(tagAt index: Int) -> Int {
            let location =
                stack.last.flatMap { $0.isDictionary ? $0.pendingKey?.location : nil } ?? locate(index)
            nodes.append(Node(location: location))
            return nodes.count - 1
        }

        var index = next(0x3C, from: 0)
        while index < count {
            if at(index, "<!--") {
                var end = index + 4
                while end < count, !at(end, "-->") { end = next(0x2D, from: end + 1) }
                index = next(0x3C, from: end + 3)
                continue
            }
            let end = next(0x3E, from: index)
            guard end < count else { break }
            let selfClosing = bytes[end - 1] == 0x2F
            let closing = bytes[index + 1] == 0x2F
            let nameStart = closing ? index + 2 : index + 1
            var nameEnd = nameStart
            while nameEnd < end, !isNameEnd(bytes[nameEnd]) { nameEnd += 1 }
            let name = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[nameStart..<nameEnd]), as: UTF8.self)
            var after = end + 1
            switch (name, closing) {
            case ("key", false) where !selfClosing:
                let close = next(0x3C, from: after)
                let text = Self.decodeEntities(String(decoding: UnsafeRawBufferPointer(rebasing: bytes[after..<close]), as: UTF8.self))
                let location = locate(index)
                if let top = stack.indices.last, stack[top].isDictionary {
                    if let first = stack[top].seen[text] {
                        duplicates.append(DuplicateKey(key: text, first: first, repeated: location))
                    } else {
                        stack[top].seen[text] = location
                    }
                    stack[top].pendingKey = (text, location)
                }
                after = close
            case ("dict", false), ("array", false):
                let node = newNode(tagAt: index)
                attach(node, &stack, &nodes)
                if !selfClosing { stack.append(Open(node: node, isDictionary: name == "dict")) }
            case ("dict", true), ("array", true):
                if !stack.isEmpty { stack.removeLast() }
            case ("string", false), ("integer", false), ("real", false), ("true", false), ("false", false), ("date", false),
                ("data", false):
                let node = newNode(tagAt: index)
                attach(node, &stack, &nodes)
                if name == "data" {
                    if selfClosing {
                        emptyData.append(index..<(end + 1))
                    } else {
                        let close = next(0x3C, from: after)
                        let blank = (after..<close).allSatisfy { [0x20, 0x09, 0x0A, 0x0D].contains(bytes[$0]) }
                        if blank, at(close, "</data>") { emptyData.append(index..<(close + 7)) }
                    }
                }
            default:
                break
            }
            index = next(0x3C, from: after)
        }
    }

    /// The bytes with each empty `<data>` written as an empty string, which Foundation's reader
    /// takes (and the typed reader reads as no value).
    func patched(_ data: Data) -> Data {
        guard !emptyData.isEmpty else { return data }
        var result = Data()
        result.reserveCapacity(data.count)
        var from = 0
        for range in emptyData {
            result.append(data[from..<range.lowerBound])
            result.append(contentsOf: Array("<string/>".utf8))
            // Keep the line count the same.
            result.append(contentsOf: data[range].filter { $0 == 0x0A })
            from = range.upperBound
        }
        result.append(data[from...])
        return result
    }

    static func decodeEntities(_ text: String) -> String {
        // Bytes, not `contains("&")`: Foundation's substring search bridges the text.
        guard text.utf8.contains(UInt8(ascii: "&")) else { return text }
        var result = ""
        var rest = Substring(text)
        while let amp = rest.firstIndex(of: "&") {
            result += rest[..<amp]
            guard let semicolon = rest[amp...].firstIndex(of: ";") else { break }
            let entity = rest[rest.index(after: amp)..<semicolon]
            switch entity {
            case "amp": result += "&"
            case "lt": result += "<"
            case "gt": result += ">"
            case "quot": result += "\""
            case "apos": result += "'"
            default:
                let number =
                    entity.hasPrefix("#x") ? UInt32(entity.dropFirst(2), radix: 16) : entity.hasPrefix("#") ? UInt32(entity.dropFirst()) : nil
                if let number, let scalar = Unicode.Scalar(number) { result.unicodeScalars.append(scalar) } else { result += "&\(entity);" }
            }
            rest = rest[rest.index(after: semicolon)...]
        }
        return result + rest
    }
}

/// What a definition file says only to diagnostics: its unknown and duplicate keys, where each
/// part is, its localization ids. A file read for use (`DefinitionReader.parse(_:name:lazily:)`)
/// reads them when first asked, by reading the file again with positions.
struct DefinitionNotes: Sendable {
    struct Values: Sendable, Hashable {
        var unknownKeys: [UnknownKey] = []
        var ignoredRelationships: [UnknownKey] = []
        var duplicateKeys: [DuplicateKey] = []
        var sourceMap = SourceMap()
        var localizationIDs: [String: SourceLocation] = [:]
        var optionalLocalizationIDs: Set<String> = []
        var localizedTexts: [String: LocalizedText] = [:]
        var textlessLocalizationIDs: [String: LocalizedText] = [:]
        var linkedLocalizationIDs: [String: String] = [:]
    }

    /// Reads the values once, whichever copy of the file asks first.
    final class Later: @unchecked Sendable {
        private let lock = Lock()
        private var read: (@Sendable () -> Values)?
        private var values: Values?

        init(_ read: @escaping @Sendable () -> Values) { self.read = read }

        var value: Values {
            lock.lock()
            defer { lock.unlock() }
            if let values { return values }
            let read = read!()
            values = read
            self.read = nil
            return read
        }
    }

    private enum Storage: Sendable {
        case known(Values)
        case later(Later)
    }

    private var storage: Storage

    init(_ values: Values) { storage = .known(values) }
    init(later read: @escaping @Sendable () -> Values) { storage = .later(Later(read)) }

    var value: Values {
        switch storage {
        case .known(let values): values
        case .later(let later): later.value
        }
    }

    /// Whether the values are known, not still to be read (for tests of the lazy path).
    var isKnown: Bool {
        if case .later = storage { return false }
        return true
    }

    mutating func change(_ body: (inout Values) -> Void) {
        var values = value
        body(&values)
        storage = .known(values)
    }
}

/// Where the reader found each part of a file, for messages that point at a line. Not part of
/// what the file means: two files that differ only in layout are equal.
public struct SourceMap: Sendable, Hashable {
    private var entries: [String: SourceLocation] = [:]

    public init() {}

    static func key(_ intent: String?, _ subject: String, _ detail: String = "") -> String {
        (intent ?? "") + "\u{0}" + subject + "\u{0}" + detail
    }

    mutating func record(_ location: SourceLocation?, intent: String?, subject: String, detail: String = "") {
        guard let location else { return }
        let key = Self.key(intent, subject, detail)
        if entries[key] == nil { entries[key] = location }
    }

    /// The location of `subject` of `intent` (or, with a detail, of one key in it).
    public func location(intent: String?, subject: String, detail: String = "") -> SourceLocation? {
        entries[Self.key(intent, subject, detail)]
    }

    public static func == (a: SourceMap, b: SourceMap) -> Bool { true }
    public func hash(into hasher: inout Hasher) {}
}

/// A text of a definition that a language translates (by its localization id): whose it is,
/// which key holds it and what it says in the file, so a finding can name it.
public struct LocalizedText: Sendable, Hashable {
    /// The intent, enum or type it belongs to; nil for the file itself.
    public var owner: String?
    /// What in it: "shortcut type url,accountName", "parameter soup".
    public var subject: String
    /// The key holding the text (`INIntentParameterCombinationTitle`).
    public var key: String
    public var text: String

    /// What the text is to its subject, in words: "title", "prompt", "display name".
    public var role: String {
        let known: [(suffix: String, role: String)] = [
            ("CombinationTitle", "title"), ("CombinationSubtitle", "subtitle"), ("PromptDialogFormatString", "prompt"),
            ("UnsupportedReasonFormatString", "unsupported reason"), ("ConciseFormatString", "concise template"),
            ("ResponseCodeFormatString", "template"), ("TrueDisplayName", "true display name"), ("FalseDisplayName", "false display name"),
            ("DisplayName", "display name"), ("DefaultValue", "default value"), ("MetadataTemplate", "template"),
            ("Description", "description"), ("Title", "title"), ("FormatString", "text"),
        ]
        return known.first { key.hasSuffix($0.suffix) }?.role ?? key
    }
}
