import Foundation
import Testing

@testable import SoupKit

@Suite struct ShippedMenuTests {
    /// The binary embeds Data/menu.json; this fails when the two differ.
    @Test func embeddedMenuMatchesDataMenuJSON() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let file = try Data(contentsOf: root.appendingPathComponent("Data/menu.json"))
        #expect(try Menu(json: file) == Menu.shipped())
        #expect(String(decoding: file, as: UTF8.self).trimmingCharacters(in: .newlines) == ShippedMenu.json.trimmingCharacters(in: .newlines))
    }
}
