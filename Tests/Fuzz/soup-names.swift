// libFuzzer target: what a person may type for a soup, a topping or a store.
import Foundation
import TextMatching

@testable import SoupKit

private let menu = Menu.shipped()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSoupNames(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: min(size, 512)), as: UTF8.self)
    if let item = try? menu.soup(named: text) {
        // A name that matched must be on the menu, and its own id and name must find it again.
        precondition(menu.item(id: item.id) == item)
        precondition((try? menu.soup(named: item.id)) == item)
        precondition((try? menu.soup(named: item.name)) == item)
    }
    _ = try? menu.topping(named: text)
    _ = try? menu.store(matching: text)
    _ = editDistance(text, "chicken noodle soup")
    return 0
}
