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
}
