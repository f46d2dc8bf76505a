#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The checks a property list passes before `PropertyListDecoder` reads it. Foundation's reader
/// is recursive and follows a binary list's references as it finds them, so a list nested a few
/// thousand deep overflows the stack, and a binary list whose objects refer to themselves never
/// ends: the process dies on a strings table or an `Info.plist` where it should say what is wrong
/// with the file. Xcode writes lists a handful of levels deep, each object once.
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
        if data.starts(with: Array("bplist".utf8)) {
            try checkBinary(data)
        } else {
            try checkText(data)
        }
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

    // MARK: Binary

    /// A binary list's objects, followed from its top one without recursion: each container's
    /// references are read from its marker, and a reference back to a container still being
    /// followed is a loop.
    private static func checkBinary(_ data: Data) throws {
        let bytes = [UInt8](data)
        // Anything malformed here is left to Foundation's reader, which refuses it in its words.
        guard bytes.count >= 8 + 32 else { return }
        let trailer = bytes.count - 32
        let offsetSize = Int(bytes[trailer + 6])
        let referenceSize = Int(bytes[trailer + 7])
        func integer(_ at: Int, _ size: Int) -> Int? {
            guard size >= 1, size <= 8, at >= 0, at + size <= bytes.count else { return nil }
            var value: UInt64 = 0
            for byte in bytes[at..<at + size] { value = value << 8 | UInt64(byte) }
            return value > UInt64(Int.max) ? nil : Int(value)
        }
        guard let count = integer(trailer + 8, 8), let top = integer(trailer + 16, 8), let table = integer(trailer + 24, 8),
            count > 0, count <= bytes.count, top < count, offsetSize >= 1, referenceSize >= 1, table <= trailer,
            table + count * offsetSize <= trailer
        else { return }
        func offset(_ object: Int) -> Int? { integer(table + object * offsetSize, offsetSize) }

        /// The objects a container refers to; nil for anything else (or a malformed one).
        func references(_ object: Int) -> [Int]? {
            guard let at = offset(object), at < trailer else { return nil }
            let marker = bytes[at]
            let kind = marker >> 4
            // Arrays (0xA), ordered sets (0xB), sets (0xC) and dictionaries (0xD).
            guard kind >= 0xA, kind <= 0xD else { return nil }
            var length = Int(marker & 0x0F)
            var first = at + 1
            if length == 0x0F {
                // The length as an integer object of its own: 0x1n, then 2^n bytes.
                guard at + 1 < bytes.count, bytes[at + 1] >> 4 == 0x1 else { return nil }
                let size = 1 << Int(bytes[at + 1] & 0x0F)
                guard let value = integer(at + 2, size), value <= bytes.count else { return nil }
                length = value
                first = at + 2 + size
            }
            let referenceCount = kind == 0xD ? length * 2 : length
            guard referenceCount <= bytes.count, first + referenceCount * referenceSize <= bytes.count else { return nil }
            return (0..<referenceCount).compactMap { integer(first + $0 * referenceSize, referenceSize) }.filter { $0 < count }
        }

        // 0: not seen; 1: being followed; 2: done. `values[o]` counts o and all it holds.
        var state = [UInt8](repeating: 0, count: count)
        var values = [Int](repeating: 1, count: count)
        var stack: [(object: Int, children: [Int], next: Int)] = []
        func enter(_ object: Int) throws {
            state[object] = 1
            stack.append((object, references(object) ?? [], 0))
            if stack.count > maximumDepth + 1 { throw tooDeep() }
        }
        try enter(top)
        while let last = stack.last {
            if last.next < last.children.count {
                let child = last.children[last.next]
                stack[stack.count - 1].next += 1
                switch state[child] {
                case 0: try enter(child)
                case 1: throw Violation(description: "its objects hold themselves in a loop (object \(child) is inside itself)")
                default: break
                }
            } else {
                stack.removeLast()
                var total = 1
                for child in last.children {
                    total += values[child]
                    if total > maximumValues {
                        throw Violation(description: "holds more than \(maximumValues) values once its shared objects are counted where each is used")
                    }
                }
                values[last.object] = total
                state[last.object] = 2
            }
        }
    }
}
