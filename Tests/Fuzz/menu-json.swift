// libFuzzer target: decoding a menu in the format of Data/menu.json.
import Foundation

@testable import SoupKit

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMenuJSON(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let json = Data(bytes: data, count: size)
    guard let menu = try? Menu(json: json) else { return 0 }
    // What decodes must be usable: unique ids, a store, non-negative stock, and the views work.
    precondition(Set(menu.items.map(\.id)).count == menu.items.count)
    precondition(!menu.stores.isEmpty)
    precondition(menu.items.allSatisfy { $0.stock >= 0 && $0.defaultStock == $0.stock })
    _ = menu.customerItems
    for item in menu.items { _ = try? menu.soup(named: item.name) }
    return 0
}
