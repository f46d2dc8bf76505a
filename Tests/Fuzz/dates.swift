// libFuzzer target: reading dates given to --now (and other date options), and writing them back.
import Foundation

@testable import Dates

private let codecs = [
    DateCodec(timeZone: Zone(identifier: "UTC")!),
    DateCodec(timeZone: Zone(identifier: "America/Los_Angeles")!),
    DateCodec(timeZone: Zone(identifier: "Asia/Kathmandu")!),
]
private let reference = Date(timeIntervalSince1970: 1_796_644_800)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDates(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: min(size, 256)), as: UTF8.self)
    for codec in codecs {
        _ = codec.parse(text, relativeTo: reference)
        guard let date = codec.parse(text) else { continue }
        // What soupchef prints for a date it read must read back as the same instant (to the millisecond).
        let printed = codec.iso(date)
        guard let again = codec.parse(printed) else { preconditionFailure("\(text.debugDescription) -> \(printed) does not parse") }
        precondition(abs(again.timeIntervalSince(date)) < 0.001, "\(text.debugDescription) -> \(printed) moved by \(again.timeIntervalSince(date)) s")
        _ = codec.short(date)
    }
    return 0
}
