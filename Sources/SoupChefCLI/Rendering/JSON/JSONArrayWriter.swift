import SoupChefViews

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

/// Writes one JSON document whose main array is too long to hold in memory: the elements are
/// encoded and written one at a time, laid out exactly as `Context.printJSON` lays out a whole
/// document (sorted keys, two-space indentation).
struct JSONArrayWriter {
    private let context: Context
    private let arrayKey: String
    private let after: [(String, String)]
    private var count = 0
    private let encoder: JSONEncoder
    private let out: ChunkedWriter

    /// `before` and `after` are the document's other keys (with values that encode small); they
    /// are placed around the array in sorted order.
    init(context: Context, arrayKey: String, before: [String: Bool], after: [String: Bool]) {
        self.context = context
        self.arrayKey = arrayKey
        out = ChunkedWriter(context.out)
        encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        let others = (before.merging(after) { $1 }.map { ($0.key, $0.value ? "true" : "false") } + [("version", "\"\(soupchefVersion)\"")])
            .sorted { $0.0 < $1.0 }
        self.after = others.filter { $0.0 > arrayKey }
        var opening = "{\n"
        for (key, value) in others where key < arrayKey { opening += "  \"\(key)\" : \(value),\n" }
        opening += "  \"\(arrayKey)\" : ["
        out.write(opening)
    }

    mutating func add<T: Encodable>(_ element: T) throws {
        let bytes = try elementBytes(element)
        addElement { $0.append(contentsOf: bytes) }
    }

    /// Adds an element the caller writes: as `elementBytes` would lay it out (a `JSONTemplate`).
    mutating func addElement(_ write: (inout [UInt8]) -> Void) {
        let first = count == 0
        out.append { bytes in
            bytes.append(contentsOf: first ? [0x0A] : [0x2C, 0x0A])
            write(&bytes)
        }
        count += 1
    }

    /// An element as this writer lays it out inside the array.
    func elementBytes(_ element: any Encodable) throws -> [UInt8] {
        Self.indented(try encoder.encode(element))
    }

    /// A value as the encoder writes it (for strings that need escaping).
    var valueEncoder: JSONEncoder { encoder }

    /// `json` with every line that is not empty indented by four spaces, in one pass over its bytes.
    static func indented(_ json: Data) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(json.count + json.count / 4)
        var atLineStart = true
        for byte in json {
            if atLineStart, byte != 0x0A { bytes.append(contentsOf: [0x20, 0x20, 0x20, 0x20]) }
            bytes.append(byte)
            atLineStart = byte == 0x0A
        }
        return bytes
    }

    func finish() {
        var closing = count == 0 ? "\n\n  ]" : "\n  ]"
        for (key, value) in after { closing += ",\n  \"\(key)\" : \(value)" }
        out.write(closing + "\n}\n")
        out.flush()
    }
}
