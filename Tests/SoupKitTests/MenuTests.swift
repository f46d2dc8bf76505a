import Foundation
import TestSupport
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

/// The menu an app keeps between reads (`AppStore.menu`) is read again whenever the store may
/// have changed: another process's commit, the app's own, and a rolled-back change.
@Suite struct KeptMenuTests {
    struct Undo: Error {}

    @Test func aCommitByAnotherConnectionIsSeen() throws {
        let temporary = try TemporaryDirectory()
        let app = try SoupChef(directory: temporary.path)
        let other = try SoupChef(directory: temporary.path)
        let tomato = try #require(try app.menu().item(id: "tomatoSoup"))
        #expect(tomato.isEnabled)
        #expect(try app.menu().item(id: "tomatoSoup")?.isEnabled == true)
        _ = try other.disable(tomato)
        #expect(try app.menu().item(id: "tomatoSoup")?.isEnabled == false)
        _ = try other.restock(tomato, to: 7)
        #expect(try app.menu().item(id: "tomatoSoup")?.stock == 7)
    }

    @Test func theAppsOwnChangesAndRollbacksAreSeen() throws {
        let temporary = try TemporaryDirectory()
        defer { withExtendedLifetime(temporary) {} }
        let app = try SoupChef(directory: temporary.path)
        let tomato = try #require(try app.menu().item(id: "tomatoSoup"))
        _ = try app.restock(tomato, to: 3)
        #expect(try app.menu().item(id: "tomatoSoup")?.stock == 3)
        #expect(throws: Undo.self) {
            try app.store.database.transaction {
                try app.store.setStock("tomatoSoup", 1)
                #expect(try app.store.menu().item(id: "tomatoSoup")?.stock == 1)
                throw Undo()
            }
        }
        #expect(try app.menu().item(id: "tomatoSoup")?.stock == 3)
    }
}
