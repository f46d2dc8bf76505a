import Foundation
import Testing

@testable import SoupKit

@Suite struct ShippedMenuTests {
    /// The binary embeds Data/menu.json itself, through Sources/SoupKit/Shipped.
    @Test func embeddedMenuMatchesDataMenuJSON() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let file = try Data(contentsOf: root.appendingPathComponent("Data/menu.json"))
        #expect(try Menu(json: file) == Menu.shipped())
        #expect(file == ShippedData.menu.data)
    }
}
