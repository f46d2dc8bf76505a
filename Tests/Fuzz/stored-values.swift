// libFuzzer target: the two readers that stand in for Foundation's. An even first byte sends the
// bytes to `XMLPropertyList` (which must never take what `PropertyListSerialization` refuses), an
// odd one to `StoredJSONDecoder` (which must throw, never trap, on any text).
import Foundation

@testable import SQLiteStore
@testable import SiriSystem

private struct StoredItem: Decodable {
    var name: String
    var count: Int?
    var weights: [String: Double]?
    var when: Date?
    var parts: [[Int8]]?
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStoredValues(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let bytes = Data(bytes: data, count: size)
    if data[0] & 1 == 0 {
        if (try? XMLPropertyList.parse(bytes)) != nil {
            precondition(
                (try? PropertyListSerialization.propertyList(from: bytes, format: nil)) != nil,
                "the plain reader took a property list Foundation refuses")
        }
    } else {
        let text = String(decoding: bytes, as: UTF8.self)
        _ = try? StoredJSONDecoder.decode([StoredItem].self, from: text)
        _ = try? StoredJSONDecoder.decode(StoredItem.self, from: text)
    }
    return 0
}
