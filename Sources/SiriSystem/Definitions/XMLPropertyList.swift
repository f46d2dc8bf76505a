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

/// Reads the XML property lists Xcode writes (an intent definition) straight into Swift values:
/// `[String: Any]`, `[Any]`, `String`, `Int` (`UInt64` past its range), `Double`, `Bool` and `Data`, as
/// `PropertyListSerialization` gives them, without building Core Foundation objects and bridging
/// them one by one (three quarters of the time of reading Soup Chef's file, and every command
/// that donates or converses reads it).
///
/// It takes only the plain form Xcode writes: a prolog (`<?xml…?>`, a `<!DOCTYPE…>` without an
/// internal subset, comments), `<plist>` around one value, and the usual elements, with the five
/// named entities and character references. Anything else (a `<date>`, CDATA, a carriage return,
/// an unknown entity or element, a dictionary whose keys and values do not alternate) makes it
/// give up with `Unsupported`, and the caller reads the file with `PropertyListDecoder`
/// instead: it never refuses a file Foundation takes, nor reads one differently (`PropertyListDecoder`
/// reads an integral `<real>` as an integer).
/// `DefinitionReader.checkBytes` has already bounded the size and the nesting.
enum XMLPropertyList {
    struct Unsupported: Error {}

    /// With `emptyDataAsText`, an empty `<data>` element (`<data/>`, or only white space before
    /// `</data>`: what Xcode 12 writes for some empty values) is read as an empty string, as
    /// `SourcePositions.patched` rewrites it for Foundation's reader. With `checkedUTF8`, the
    /// caller has found the bytes to be UTF-8 already (`DefinitionReader.checkBytes`).
    static func parse(_ data: Data, emptyDataAsText: Bool = false, checkedUTF8: Bool = false) throws -> Any {
        try data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> Any in
            let bytes = raw.bindMemory(to: UInt8.self)
            // Line ends inside a value are the one thing an XML reader rewrites; leave them to Foundation,
            // and text that is not UTF-8, which it refuses (`DefinitionReader.checkBytes` refuses it first).
            guard raw.isEmpty || memchr(raw.baseAddress!, 0x0D, raw.count) == nil, checkedUTF8 || isUTF8(bytes) else { throw Unsupported() }
            var reader = Reader(bytes: bytes)
            reader.emptyDataAsText = emptyDataAsText
            return try reader.document()
        }
    }

    /// The line (from 1) at which this reader stops in `data`, a property list Foundation's reader
    /// refused: where its problem is (an unknown or unclosed tag, a stray `&`), counted as Xcode
    /// counts lines. Foundation's reader on Linux names line 1 wherever the problem is. Nil when
    /// this reader reads the whole file. The caller has bounded the nesting (`PropertyListBounds`,
    /// `DefinitionReader.checkBytes`), which this recursive reader relies on.
    static func stoppingLine(_ data: Data) -> Int? {
        // A line ends at LF, CR LF or a lone CR; this reader takes LF alone.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(data.count)
        var previous: UInt8 = 0
        for byte in data {
            if byte == 0x0D {
                bytes.append(0x0A)
            } else if !(byte == 0x0A && previous == 0x0D) {
                bytes.append(byte)
            }
            previous = byte
        }
        return bytes.withUnsafeBufferPointer { buffer -> Int? in
            var reader = Reader(bytes: buffer)
            do {
                _ = try reader.document()
                return nil
            } catch {
                return buffer[..<min(reader.index, buffer.count)].count(where: { $0 == 0x0A }) + 1
            }
        }
    }

    /// Whether the bytes are well-formed UTF-8 (the standard library's decoder, which every
    /// platform soupchef builds on has).
    static func isUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue: continue
            case .emptyInput: return true
            case .error: return false
            }
        }
    }

    private struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0
        var emptyDataAsText = false

        init(bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes = bytes
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        }

        func at(_ pattern: StaticString) -> Bool {
            let length = pattern.utf8CodeUnitCount
            guard index + length <= bytes.count else { return false }
            for offset in 0..<length where bytes[index + offset] != pattern.utf8Start[offset] { return false }
            return true
        }

        mutating func skipSpace() {
            while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0A { index += 1 }
        }

        /// Moves past `end`, or gives up when the text has none.
        mutating func skip(past end: StaticString) throws {
            while index < bytes.count {
                if at(end) {
                    index += end.utf8CodeUnitCount
                    return
                }
                index += 1
            }
            throw Unsupported()
        }

        /// White space, comments and (before the root) the prolog.
        mutating func skipMisc(prolog: Bool) throws {
            while true {
                skipSpace()
                if at("<!--") {
                    try skip(past: "-->")
                } else if prolog, at("<?") {
                    try skip(past: "?>")
                } else if prolog, at("<!DOCTYPE") {
                    // An internal subset ("[ … ]") is what entity declarations need: not taken here.
                    while index < bytes.count, bytes[index] != UInt8(ascii: ">") {
                        if bytes[index] == UInt8(ascii: "[") { throw Unsupported() }
                        index += 1
                    }
                    try skip(past: ">")
                } else {
                    return
                }
            }
        }

        mutating func document() throws -> Any {
            try skipMisc(prolog: true)
            let (name, _, empty) = try openTag()
            guard name == "plist", !empty else { throw Unsupported() }
            try skipMisc(prolog: false)
            let root = try value()
            try skipMisc(prolog: false)
            try closeTag("plist")
            try skipMisc(prolog: false)
            guard index == bytes.count else { throw Unsupported() }
            return root
        }

        /// `<name attributes…>` or `<name/>`: the name, and whether it closes itself.
        mutating func openTag() throws -> (name: String, start: Int, empty: Bool) {
            guard index < bytes.count, bytes[index] == UInt8(ascii: "<") else { throw Unsupported() }
            let start = index
            index += 1
            let nameStart = index
            while index < bytes.count {
                let byte = bytes[index]
                if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == UInt8(ascii: "/") || byte == UInt8(ascii: ">") { break }
                index += 1
            }
            let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[nameStart..<index]), as: UTF8.self)
            // Giving up, it stays at the tag, where a malformed file's problem is (`stoppingLine`).
            guard !name.isEmpty, !name.hasPrefix("!"), !name.hasPrefix("?") else {
                index = start
                throw Unsupported()
            }
            // Attributes (plist's version) are skipped; none of them change a value.
            while index < bytes.count, bytes[index] != UInt8(ascii: ">") {
                if bytes[index] == UInt8(ascii: "<") {
                    index = start
                    throw Unsupported()
                }
                index += 1
            }
            guard index < bytes.count else {
                index = start
                throw Unsupported()
            }
            let empty = bytes[index - 1] == UInt8(ascii: "/")
            index += 1
            return (name, start, empty)
        }

        mutating func closeTag(_ name: StaticString) throws {
            guard at("</") else { throw Unsupported() }
            index += 2
            guard at(name) else { throw Unsupported() }
            index += name.utf8CodeUnitCount
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ">") else { throw Unsupported() }
            index += 1
        }

        /// The text up to the next `<`, with its entities and character references decoded.
        mutating func text() throws -> String {
            let start = index
            var hasEntity = false
            while index < bytes.count, bytes[index] != UInt8(ascii: "<") {
                if bytes[index] == UInt8(ascii: "&") { hasEntity = true }
                index += 1
            }
            let raw = UnsafeBufferPointer(rebasing: bytes[start..<index])
            guard hasEntity else { return String(decoding: raw, as: UTF8.self) }
            var decoded: [UInt8] = []
            decoded.reserveCapacity(raw.count)
            var position = 0
            while position < raw.count {
                let byte = raw[position]
                guard byte == UInt8(ascii: "&") else {
                    decoded.append(byte)
                    position += 1
                    continue
                }
                guard let semicolon = raw[position...].firstIndex(of: UInt8(ascii: ";")) else { throw Unsupported() }
                let entity = String(decoding: UnsafeBufferPointer(rebasing: raw[(position + 1)..<semicolon]), as: UTF8.self)
                switch entity {
                case "amp": decoded.append(UInt8(ascii: "&"))
                case "lt": decoded.append(UInt8(ascii: "<"))
                case "gt": decoded.append(UInt8(ascii: ">"))
                case "quot": decoded.append(UInt8(ascii: "\""))
                case "apos": decoded.append(UInt8(ascii: "'"))
                default:
                    let number: UInt32? =
                        entity.hasPrefix("#x")
                        ? UInt32(entity.dropFirst(2), radix: 16)
                        : entity.hasPrefix("#") ? UInt32(entity.dropFirst(), radix: 10) : nil
                    guard let number, number != 0, let scalar = Unicode.Scalar(number) else { throw Unsupported() }
                    decoded.append(contentsOf: String(Character(scalar)).utf8)
                }
                position = semicolon + 1
            }
            return String(decoding: decoded, as: UTF8.self)
        }

        /// The text of an element whose open tag was just read, and its close tag.
        mutating func content(of name: StaticString, empty: Bool) throws -> String {
            if empty { return "" }
            let value = try text()
            try closeTag(name)
            return value
        }

        /// An empty `<data>` element whose open tag was just read, as `SourcePositions` finds one:
        /// self-closed, or white space then exactly `</data>`. Nil (and nothing read) otherwise.
        mutating func blankData(empty: Bool) -> String? {
            if empty { return "" }
            var end = index
            while end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 || bytes[end] == 0x0A || bytes[end] == 0x0D { end += 1 }
            let close: StaticString = "</data>"
            let saved = index
            index = end
            guard at(close) else {
                index = saved
                return nil
            }
            index = end + close.utf8CodeUnitCount
            return ""
        }

        mutating func value() throws -> Any {
            let (name, _, empty) = try openTag()
            switch name {
            case "dict":
                var dictionary: [String: Any] = [:]
                if empty { return dictionary }
                while true {
                    try skipMisc(prolog: false)
                    if at("</") {
                        try closeTag("dict")
                        return dictionary
                    }
                    let (keyName, _, keyEmpty) = try openTag()
                    guard keyName == "key" else { throw Unsupported() }
                    let key = try content(of: "key", empty: keyEmpty)
                    try skipMisc(prolog: false)
                    guard !at("</") else { throw Unsupported() }
                    dictionary[key] = try value()  // the last value wins, as Foundation reads it
                }
            case "array":
                var array: [Any] = []
                if empty { return array }
                while true {
                    try skipMisc(prolog: false)
                    if at("</") {
                        try closeTag("array")
                        return array
                    }
                    array.append(try value())
                }
            case "string":
                return try content(of: "string", empty: empty)
            case "true", "false":
                if !empty { try closeTag(name == "true" ? "true" : "false") }
                return name == "true"
            case "integer":
                // Digits with an optional sign, nothing around them (Foundation refuses a space).
                let text = try content(of: "integer", empty: empty)
                let digits = text.utf8.drop { $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "+") }
                guard text.utf8.count - digits.count <= 1, !digits.isEmpty,
                    digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
                else { throw Unsupported() }
                if let number = Int(text) { return number }
                // Xcode 26 writes each intent's INIntentHash as an unsigned 64-bit number.
                if let number = UInt64(text) { return number }
                throw Unsupported()
            case "real":
                let text = try content(of: "real", empty: empty)
                guard let number = Double(text), number.isFinite else { throw Unsupported() }
                return number
            case "data":
                if emptyDataAsText, let blank = blankData(empty: empty) { return blank }
                let text = try content(of: "data", empty: empty)
                guard let data = Data(base64Encoded: text, options: .ignoreUnknownCharacters) else { throw Unsupported() }
                return data
            default:
                // <date>, and anything Xcode does not write.
                throw Unsupported()
            }
        }
    }
}
