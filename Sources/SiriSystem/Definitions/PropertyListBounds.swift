#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The bounds of the property lists soupchef reads, and the checks a text one passes before
/// `PropertyListDecoder` reads it. Foundation's reader is recursive and follows a binary list's
/// references as it finds them, so a list nested a few thousand deep overflows the stack, and a
/// binary list whose objects refer to themselves never ends: the process died on a strings table
/// or an `Info.plist` where it should say what is wrong with the file. Xcode writes lists a
/// handful of levels deep, each object once. Binary lists are read by `BinaryPropertyList`.
enum PropertyListBounds {
    /// The deepest nesting of dictionaries and arrays read (Xcode's files need under ten).
    static let maximumDepth = 64
    /// The most values a binary list may hold once its shared objects are counted at every place
    /// they are used: one object named from many places many levels down would otherwise expand
    /// to more values than memory holds.
    static let maximumValues = 1 << 21

    struct Violation: Error, CustomStringConvertible {
        let description: String
    }

    /// Throws a `Violation` saying what is wrong when `data` is a list Foundation's reader must
    /// not be given; says nothing of anything else (the reader reports a malformed file itself).
    static func check(_ data: Data) throws {
        // A binary list is read by `BinaryPropertyList`, which keeps to these bounds as it reads.
        if !data.starts(with: Array("bplist".utf8)) { try checkText(data) }
    }

    static func tooDeep() -> Violation {
        Violation(description: "dictionaries and arrays nest more than \(maximumDepth) deep")
    }

    // MARK: XML and OpenStep text

    /// The nesting of an XML list (`<dict>` and `<array>` elements) or of an old-style one
    /// (`{ … }` and `( … )` outside quoted strings and comments), counted over the text.
    /// The text must be well-formed UTF-8 or UTF-16 too: Foundation's XML reader traps on a
    /// broken UTF-8 sequence inside an `<integer>`.
    static func checkText(_ data: Data) throws {
        var bytes = [UInt8](data)
        // UTF-16 text (a byte-order mark, or a zero byte among the first two): its ASCII is
        // every other byte, which is all the count looks at.
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) || bytes.prefix(2).contains(0) {
            let bigEndian = bytes.starts(with: [0xFE, 0xFF]) || (!bytes.starts(with: [0xFF, 0xFE]) && bytes.first == 0)
            var units: [UInt16] = []
            units.reserveCapacity(bytes.count / 2)
            for index in stride(from: 0, to: bytes.count - 1, by: 2) {
                let (high, low) = bigEndian ? (bytes[index], bytes[index + 1]) : (bytes[index + 1], bytes[index])
                units.append(UInt16(high) << 8 | UInt16(low))
            }
            guard bytes.count % 2 == 0, String(validating: units, as: UTF16.self) != nil else {
                throw Violation(description: "is not well-formed UTF-16 text")
            }
            bytes.removeAll { $0 == 0 }
        } else if String(validating: bytes, as: UTF8.self) == nil {
            throw Violation(description: "is not UTF-8 text")
        }
        var start = 0
        while start < bytes.count, !(bytes[start] == UInt8(ascii: "<") || bytes[start] == UInt8(ascii: "{") || bytes[start] == UInt8(ascii: "(")) {
            start += 1
        }
        if start < bytes.count, bytes[start] == UInt8(ascii: "<") {
            try checkXML(bytes)
        } else {
            try checkOpenStep(bytes)
        }
    }

    private static func checkXML(_ bytes: [UInt8]) throws {
        func matches(_ word: String, at index: Int) -> Bool {
            let word = Array(word.utf8)
            guard index + word.count < bytes.count, Array(bytes[index..<index + word.count]) == word else { return false }
            let after = bytes[index + word.count]
            return after == UInt8(ascii: ">") || after == UInt8(ascii: "/") || after == 0x20 || after == 0x09 || after == 0x0A || after == 0x0D
        }
        var depth = 0
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else {
                index += 1
                continue
            }
            if matches("dict", at: index + 1) || matches("array", at: index + 1) {
                // `<dict/>` opens nothing.
                var end = index + 1
                while end < bytes.count, bytes[end] != UInt8(ascii: ">") { end += 1 }
                if end < bytes.count, bytes[end - 1] != UInt8(ascii: "/") {
                    depth += 1
                    if depth > maximumDepth { throw tooDeep() }
                }
                index = end
            } else if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/"),
                matches("dict", at: index + 2) || matches("array", at: index + 2)
            {
                depth = max(0, depth - 1)
                index += 2
            } else {
                index += 1
            }
        }
    }

    private static func checkOpenStep(_ bytes: [UInt8]) throws {
        var depth = 0
        var index = 0
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                let quote = bytes[index]
                index += 1
                while index < bytes.count, bytes[index] != quote {
                    index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
                }
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "*"):
                index += 2
                while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) { index += 1 }
                index += 1
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/"):
                while index < bytes.count, bytes[index] != 0x0A { index += 1 }
            case UInt8(ascii: "{"), UInt8(ascii: "("):
                depth += 1
                if depth > maximumDepth { throw tooDeep() }
            case UInt8(ascii: "}"), UInt8(ascii: ")"):
                depth = max(0, depth - 1)
            default:
                break
            }
            index += 1
        }
    }
}
