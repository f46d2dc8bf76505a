#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A binary property list (`bplist00`) read into the Swift values `PropertyListValue` gives
/// (`[String: Any]`, `[Any]`, `String`, `Bool`, `Int`, `Double`, `Date`, `Data`), checking
/// every offset, length and reference against the file. Foundation's reader traps on some
/// malformed files (a dictionary whose length is not an integer ends the process with SIGILL),
/// and what soupchef reads this way — a bundle's `Info.plist` and strings tables — comes from
/// anywhere. It keeps to `PropertyListBounds` as it reads: no nesting past 64, no object inside
/// itself, and no more than 2^21 values once shared objects are counted where each is used.
enum BinaryPropertyList {
    struct Malformed: Error, CustomStringConvertible {
        let description: String
    }

    static func parse(_ data: Data) throws -> Any {
        var reader = try Reader([UInt8](data))
        return try reader.value(reader.top, depth: 0)
    }

    private struct Reader {
        /// The objects being read, from the top one down: one met again is inside itself.
        var open: Set<Int> = []
        /// The values read so far, a shared object counted each time it is used.
        var values = 0
        let bytes: [UInt8]
        let offsetSize: Int
        let referenceSize: Int
        let count: Int
        let top: Int
        let table: Int

        init(_ bytes: [UInt8]) throws {
            self.bytes = bytes
            guard bytes.count >= 8 + 32, bytes.starts(with: Array("bplist0".utf8)) else {
                throw Malformed(description: "is too short for a binary property list")
            }
            let trailer = bytes.count - 32
            offsetSize = Int(bytes[trailer + 6])
            referenceSize = Int(bytes[trailer + 7])
            guard (1...8).contains(offsetSize), (1...8).contains(referenceSize) else {
                throw Malformed(description: "has offsets of \(offsetSize) bytes and references of \(referenceSize)")
            }
            let trailerIntegers = (0..<3).map { Self.integer(bytes, at: trailer + 8 + $0 * 8, size: 8) }
            guard let count = trailerIntegers[0], let top = trailerIntegers[1], let table = trailerIntegers[2], count >= 1,
                count <= bytes.count, top < count, table >= 8, table <= trailer, count * offsetSize <= trailer - table
            else {
                throw Malformed(description: "has a trailer that does not fit the file")
            }
            (self.count, self.top, self.table) = (count, top, table)
        }

        /// A big-endian unsigned integer of `size` bytes (1 to 8), nil past the end or past Int.
        static func integer(_ bytes: [UInt8], at: Int, size: Int) -> Int? {
            guard size >= 1, size <= 8, at >= 0, at <= bytes.count - size else { return nil }
            var value: UInt64 = 0
            for byte in bytes[at..<at + size] { value = value << 8 | UInt64(byte) }
            return value > UInt64(Int.max) ? nil : Int(value)
        }

        /// Notes that `object`'s contents are being read; one already being read holds itself.
        mutating func enter(_ object: Int) throws {
            guard open.insert(object).inserted else {
                throw PropertyListBounds.Violation(description: "its objects hold themselves in a loop (object \(object) is inside itself)")
            }
        }

        func malformed(_ object: Int, _ problem: String) -> Malformed {
            Malformed(description: "object \(object) \(problem)")
        }

        /// `length` bytes from `start`, all of them before the offset table.
        func slice(_ start: Int, _ length: Int, of object: Int) throws -> ArraySlice<UInt8> {
            guard length >= 0, start >= 8, start <= table, length <= table - start else { throw malformed(object, "runs past its end") }
            return bytes[start..<start + length]
        }

        /// A container's or string's length: the marker's low four bits, or after a marker of
        /// 0xF an integer object of its own; and where its contents start.
        func length(_ info: UInt8, at: Int, of object: Int) throws -> (length: Int, start: Int) {
            guard info == 0x0F else { return (Int(info), at + 1) }
            let marker = try slice(at + 1, 1, of: object).first!
            let size = 1 << Int(marker & 0x0F)
            guard marker >> 4 == 0x1, size <= 8, let value = Self.integer(bytes, at: at + 2, size: size), value <= bytes.count else {
                throw malformed(object, "has a length that is not a small integer")
            }
            return (value, at + 2 + size)
        }

        func references(_ count: Int, from start: Int, of object: Int) throws -> [Int] {
            let all = try slice(start, count * referenceSize, of: object)
            return try (0..<count).map { index in
                let at = all.startIndex + index * referenceSize
                guard let reference = Self.integer(bytes, at: at, size: referenceSize), reference < self.count else {
                    throw malformed(object, "refers to an object the file does not have")
                }
                return reference
            }
        }

        mutating func value(_ object: Int, depth: Int) throws -> Any {
            guard depth <= PropertyListBounds.maximumDepth else { throw PropertyListBounds.tooDeep() }
            values += 1
            guard values <= PropertyListBounds.maximumValues else {
                throw PropertyListBounds.Violation(
                    description: "holds more than \(PropertyListBounds.maximumValues) values once its shared objects are counted where each is used")
            }
            guard let at = Self.integer(bytes, at: table + object * offsetSize, size: offsetSize) else {
                throw malformed(object, "has no offset")
            }
            let marker = try slice(at, 1, of: object).first!
            let info = marker & 0x0F
            switch marker >> 4 {
            case 0x0:
                switch marker {
                case 0x08: return false
                case 0x09: return true
                default: throw malformed(object, "is a null or fill value, which no property list holds")
                }
            case 0x1:
                // 1, 2 and 4 bytes are unsigned, 8 signed; 16 hold a 128-bit integer whose low
                // eight bytes are taken, as Foundation does for any that fits.
                let size = 1 << Int(info)
                guard size <= 16 else { throw malformed(object, "is an integer of \(size) bytes") }
                let field = try slice(at + 1, size, of: object)
                var value: UInt64 = 0
                for byte in field.suffix(8) { value = value << 8 | UInt64(byte) }
                return size >= 8 ? Int(Int64(bitPattern: value)) : Int(value)
            case 0x2:
                let field = try slice(at + 1, 1 << Int(info), of: object)
                var bits: UInt64 = 0
                for byte in field { bits = bits << 8 | UInt64(byte) }
                let number: Double
                switch info {
                case 2: number = Double(Float(bitPattern: UInt32(bits)))
                case 3: number = Double(bitPattern: bits)
                default: throw malformed(object, "is a real number of \(1 << Int(info)) bytes")
                }
                // An integral real reads as an integer, as `PropertyListValue` reads it.
                if number.rounded() == number, abs(number) < 9.0e15 { return Int(number) }
                return number
            case 0x3:
                guard info == 3 else { throw malformed(object, "is a date of \(1 << Int(info)) bytes") }
                var bits: UInt64 = 0
                for byte in try slice(at + 1, 8, of: object) { bits = bits << 8 | UInt64(byte) }
                return Date(timeIntervalSinceReferenceDate: Double(bitPattern: bits))
            case 0x4:
                let (length, start) = try length(info, at: at, of: object)
                return Data(try slice(start, length, of: object))
            case 0x5:
                // ASCII: each byte its own character.
                let (length, start) = try length(info, at: at, of: object)
                return String(String.UnicodeScalarView(try slice(start, length, of: object).map { Unicode.Scalar($0) }))
            case 0x6:
                let (length, start) = try length(info, at: at, of: object)
                guard length <= bytes.count / 2 else { throw malformed(object, "runs past its end") }
                let field = try slice(start, length * 2, of: object)
                let units = stride(from: field.startIndex, to: field.endIndex, by: 2).map { UInt16(bytes[$0]) << 8 | UInt16(bytes[$0 + 1]) }
                return String(decoding: units, as: UTF16.self)
            case 0x7:
                let (length, start) = try length(info, at: at, of: object)
                return String(decoding: try slice(start, length, of: object), as: UTF8.self)
            case 0x8:
                let field = try slice(at + 1, Int(info) + 1, of: object)
                var value = 0
                for byte in field.suffix(7) { value = value << 8 | Int(byte) }
                return value
            case 0xA, 0xB, 0xC:
                let (length, start) = try length(info, at: at, of: object)
                let items = try references(length, from: start, of: object)
                try enter(object)
                defer { open.remove(object) }
                var array: [Any] = []
                for item in items { array.append(try value(item, depth: depth + 1)) }
                return array
            case 0xD:
                let (length, start) = try length(info, at: at, of: object)
                let all = try references(length * 2, from: start, of: object)
                try enter(object)
                defer { open.remove(object) }
                var dictionary: [String: Any] = [:]
                for index in 0..<length {
                    guard let key = try value(all[index], depth: depth + 1) as? String else {
                        throw malformed(object, "is a dictionary with a key that is not a string")
                    }
                    dictionary[key] = try value(all[length + index], depth: depth + 1)
                }
                return dictionary
            default:
                throw malformed(object, "has an unknown marker 0x\(String(marker, radix: 16))")
            }
        }
    }
}
