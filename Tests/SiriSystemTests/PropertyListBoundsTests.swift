import Foundation
import Testing

@testable import SiriSystem

/// Property lists Foundation's recursive reader would die on (a stack overflow, or a loop without
/// end) are refused with a reason before it sees them; every list Xcode writes still reads.
@Suite struct PropertyListBoundsTests {
    /// A binary list of `objects` (each an object's bytes, marker first), one-byte references
    /// and two-byte offsets, the first object at the top.
    static func binary(_ objects: [[UInt8]]) -> Data {
        var bytes = Array("bplist00".utf8)
        var offsets: [Int] = []
        for object in objects {
            offsets.append(bytes.count)
            bytes += object
        }
        let table = bytes.count
        for offset in offsets { bytes += [UInt8(offset >> 8), UInt8(offset & 0xFF)] }
        func eight(_ value: Int) -> [UInt8] { (0..<8).reversed().map { UInt8((value >> ($0 * 8)) & 0xFF) } }
        bytes += [0, 0, 0, 0, 0, 0, 2, 1] + eight(objects.count) + eight(0) + eight(table)
        return Data(bytes)
    }

    static func problem(_ data: Data) -> String? {
        do {
            _ = try PropertyListValue.propertyList(data)
            return nil
        } catch {
            return PropertyListValue.problem(error)
        }
    }

    @Test func aBinaryListThatHoldsItselfIsRefused() {
        // A dictionary whose one value is the dictionary itself; an array inside an array inside the first.
        let dictionary = Self.binary([[0xD1, 0x01, 0x00], [0x51, UInt8(ascii: "a")]])
        #expect(Self.problem(dictionary) == "its objects hold themselves in a loop (object 0 is inside itself)")
        let arrays = Self.binary([[0xA1, 0x01], [0xA1, 0x00]])
        #expect(Self.problem(arrays) == "its objects hold themselves in a loop (object 0 is inside itself)")
    }

    /// Objects shared from many places are no loop; but thirty levels of fifteen references each
    /// to the next level would be 15^30 values once read.
    @Test func aBinaryListThatExpandsWithoutEndIsRefused() throws {
        let shared = Self.binary([[0xA2, 0x01, 0x01], [0x51, UInt8(ascii: "a")]])
        #expect(try PropertyListValue.propertyList(shared) as? [String] == ["a", "a"])
        var levels: [[UInt8]] = (0..<30).map { level in [0xAF, 0x10, 15] + [UInt8](repeating: UInt8(level + 1), count: 15) }
        levels.append([0x10, 0x01])
        let found = Self.problem(Self.binary(levels)) ?? ""
        #expect(
            found == "holds more than \(PropertyListBounds.maximumValues) values once its shared objects are counted where each is used", "\(found)")
    }

    @Test func nestingDeeperThanAnyFileXcodeWritesIsRefused() {
        let tooDeep = "dictionaries and arrays nest more than \(PropertyListBounds.maximumDepth) deep"
        let depth = 20_000
        let xml =
            "<?xml version=\"1.0\"?><plist version=\"1.0\"><dict><key>a</key>" + String(repeating: "<array>", count: depth)
            + String(repeating: "</array>", count: depth) + "</dict></plist>"
        #expect(Self.problem(Data(xml.utf8)) == tooDeep)
        #expect(Self.problem(Data(xml.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })) == tooDeep)
        let openStep = "{ a = " + String(repeating: "(", count: depth) + String(repeating: ")", count: depth) + "; }"
        #expect(Self.problem(Data(openStep.utf8)) == tooDeep)
        let binary = Self.binary((0..<100).map { [0xA1, UInt8($0 + 1)] } + [[0x10, 0x01]])
        #expect(Self.problem(binary) == tooDeep)
        // Brackets in quoted text, comments and `<dict/>` open nothing.
        let quoted = "{ a = \"" + String(repeating: "(", count: 100) + "\"; /* ((((( */ b = (1, 2); }"
        #expect(Self.problem(Data(quoted.utf8)) == nil)
        let empties = "<plist version=\"1.0\"><array>" + String(repeating: "<dict/>", count: 100) + "</array></plist>"
        #expect(Self.problem(Data(empties.utf8)) == nil)
    }

    /// Lists as Foundation writes them, a few levels deep with shared strings, read as before.
    @Test func listsAsWrittenStillRead() throws {
        let table = ["title": "Bestellen", "prompt": "Welche Suppe?", "same": "Bestellen"]
        for format in [PropertyListSerialization.PropertyListFormat.binary, .xml] {
            let encoder = PropertyListEncoder()
            encoder.outputFormat = format
            #expect(try PropertyListValue.propertyList(try encoder.encode(table)) as? [String: String] == table)
            let nested = ["a": [["b": [1, 2, 3]]]]
            #expect(try PropertyListValue.propertyList(try encoder.encode(nested)) as? [String: [[String: [Int]]]] == nested)
        }
    }

    /// Two files Foundation's reader traps on (SIGILL), found by fuzzing: a binary dictionary
    /// whose length is not an integer, and XML with a broken UTF-8 sequence in an `<integer>`.
    /// Each is now a file that cannot be read, with its reason.
    @Test func filesFoundationsReaderTrapsOnAreRefused() {
        let binary: [UInt8] = [
            0x62, 0x70, 0x6C, 0x69, 0x73, 0x74, 0x30, 0x30, 0xDF, 0x16, 0x14, 0x01, 0x02, 0x03, 0x04, 0x05,
            0x06, 0x07, 0x08, 0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x0E, 0x0F, 0x10, 0x11, 0x12, 0x13, 0x14, 0x15,
            0x15, 0x15, 0x26, 0x15, 0x15, 0x15, 0x15, 0x15, 0x15, 0x15, 0x15, 0x15, 0x15, 0x15, 0x15, 0x15,
            0x15, 0x15, 0x15, 0x52, 0x6B, 0x30, 0x52, 0x6B, 0x31, 0x53, 0x6B, 0x31, 0x30, 0x53, 0x6B, 0x31,
            0x31, 0x53, 0x6B, 0x31, 0x32, 0x53, 0x6B, 0x31, 0x33, 0x53, 0x6B, 0x31, 0x34, 0x53, 0x6B, 0x31,
            0x35, 0x53, 0x6B, 0x31, 0x36, 0x53, 0x6B, 0x31, 0x37, 0x53, 0x6B, 0x31, 0x38, 0x53, 0x6B, 0x31,
            0x39, 0x52, 0x6B, 0x32, 0x52, 0x6B, 0x33, 0x52, 0x6B, 0x34, 0x52, 0x6B, 0x35, 0x52, 0x6B, 0x36,
            0x52, 0x6B, 0x37, 0x52, 0x6B, 0x38, 0x52, 0x6B, 0x39, 0x51, 0x76, 0x08, 0x33, 0x36, 0x39, 0x3D,
            0x41, 0x45, 0x49, 0x4D, 0x51, 0x55, 0x59, 0x5D, 0x61, 0x64, 0x67, 0x6A, 0x6D, 0x70, 0x73, 0x76,
            0x79, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x01, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
            0x16, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
            0x7B,
        ]
        let found = Self.problem(Data(binary)) ?? ""
        #expect(found == "object 0 has a length that is not a small integer", "\(found)")
        let xml: [UInt8] = [
            0x3C, 0x3F, 0x78, 0x6D, 0x6C, 0x20, 0x76, 0x65, 0x72, 0x73, 0x69, 0x6F, 0x6E, 0x3D, 0x22, 0x31,
            0x2E, 0xB0, 0x30, 0x22, 0x20, 0x65, 0x6E, 0x63, 0x6F, 0x64, 0x69, 0x6E, 0x67, 0x3D, 0x22, 0x55,
            0x54, 0x46, 0x2D, 0x38, 0x22, 0x3F, 0x3E, 0x0A, 0x09, 0x3C, 0x61, 0x72, 0x72, 0x61, 0x79, 0x3E,
            0x0A, 0x09, 0x09, 0x3C, 0x69, 0x6E, 0x74, 0x65, 0x67, 0x65, 0x72, 0x3E, 0xFF, 0xFF, 0xFF, 0xFF,
            0xFF, 0xFF, 0xFF, 0x72, 0x30, 0x3C, 0x2F, 0x69, 0x6E, 0x74, 0x65, 0x67, 0x65, 0x72, 0x3E, 0x0A,
            0x09, 0x09, 0x3C, 0x72, 0x65, 0x61, 0x6C, 0x3E, 0x32, 0x2E, 0xA3, 0xA3, 0xC5, 0xC5, 0xC5, 0xC5,
            0xC5, 0xC5, 0xC5, 0xC5, 0xC5, 0xC5, 0xC5, 0xC5, 0xC5, 0xC5, 0x00, 0x00, 0x00, 0x00, 0xC5, 0xC5,
            0xC5, 0xC5, 0xC5, 0xC5, 0xC5, 0xC5, 0xA3, 0xA3, 0xA3, 0xA3, 0xA3, 0xA3, 0xA3, 0x2A, 0xA3, 0xA3,
            0xA3, 0xA3, 0xA3, 0xA3, 0xA3, 0xA3, 0xA3, 0xA3, 0xA3, 0xA3, 0xA3, 0xA3, 0xA3, 0xA3, 0xA3, 0xA3,
            0xA3, 0xA3, 0xA3, 0x7E, 0xA3, 0x35, 0x3C, 0x2F, 0x72, 0x65, 0x61, 0x6C, 0x3E, 0x0A, 0x09, 0x09,
            0x3C, 0x74, 0x72, 0x75, 0x65, 0x2F, 0x3E, 0x0A, 0x09, 0x09, 0x3C, 0x73, 0x74, 0x72, 0x69, 0x6E,
            0x67, 0x3E, 0x78, 0x3C, 0x2F, 0x73, 0x74, 0x72, 0x69, 0x6E, 0x67, 0x3E, 0x0A, 0x09, 0x3C, 0x2F,
            0x61, 0x72, 0x72, 0x61, 0x79, 0x3E, 0x0A, 0x09, 0x3C, 0x6B, 0x65, 0x79, 0x3E, 0x64, 0x3C, 0x2F,
            0x6B, 0x65, 0x79, 0x3E, 0x0A, 0x09, 0x3C, 0x64, 0x69, 0x63, 0x74, 0x3E, 0x10, 0x09, 0x64, 0x69,
            0x63, 0x74, 0x3E, 0x0A, 0x40, 0x2F, 0x70, 0x2F, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x6C,
            0x69, 0x73, 0x74, 0x3E, 0x0A,
        ]
        #expect(Self.problem(Data(xml)) == "is not UTF-8 text")
    }

    /// Binary lists as Foundation writes them read as Foundation's reader reads them: every kind
    /// of value, Unicode and long strings, lengths past fifteen, large and negative integers.
    @Test func binaryListsReadAsFoundationReadsThem() throws {
        struct Sample: Encodable {
            var ascii = "Order Tomato Soup"
            var unicode = "Suppe bestellen — 🍲 スープ"
            var long = String(repeating: "chowder ", count: 40)
            var numbers = [0, 1, 255, 256, 65_535, 65_536, -1, -300, Int.max, Int.min]
            var reals = [0.5, -2.25, 3.0, 1e300]
            var flags = [true, false]
            var when = Date(timeIntervalSinceReferenceDate: 786_000_000.5)
            var bytes = Data([0, 1, 2, 254, 255])
            var many = (0..<40).map { "item \($0)" }
            var nested = ["a": ["b": ["c": [1, 2, 3]]], "empty": [:]]
            var strings = (0..<20).reduce(into: [String: String]()) { $0["key\($1)"] = "value \($1 % 3)" }
        }
        let encoder = PropertyListEncoder()
        encoder.outputFormat = .binary
        let data = try encoder.encode(Sample())
        let ours = try BinaryPropertyList.parse(data)
        let foundations = try PropertyListDecoder().decode(PropertyListValue.self, from: data).plain
        #expect(Self.canonical(ours) == Self.canonical(foundations))
        #expect(Self.canonical(ours).contains("スープ"))
    }

    /// A value written out with its kind, dictionaries by sorted key, so that two readings compare.
    static func canonical(_ value: Any) -> String {
        switch value {
        case let dictionary as [String: Any]:
            return "{" + dictionary.keys.sorted().map { "\($0)=\(canonical(dictionary[$0]!))" }.joined(separator: ",") + "}"
        case let array as [Any]: return "[" + array.map(canonical).joined(separator: ",") + "]"
        case let flag as Bool where type(of: value) == Bool.self: return "b:\(flag)"
        case let number as Int: return "i:\(number)"
        case let number as Double: return "d:\(number)"
        case let text as String: return "s:\(text)"
        case let date as Date: return "t:\(date.timeIntervalSinceReferenceDate)"
        case let data as Data: return "x:\(Array(data))"
        default: return "?:\(value)"
        }
    }
}
