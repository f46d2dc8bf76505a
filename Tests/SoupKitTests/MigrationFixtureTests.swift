import Foundation
import SQLiteStore
import TestSupport
import Testing

@testable import SiriSystem
@testable import SoupKit

/// A data directory written by an earlier soupchef (Tests/Fixtures/datadir-v1, schema version 1;
/// its README says which commands made it) opens with this build and keeps everything. Every
/// schema change adds such a test for the version before it.
@Suite struct MigrationFixtureTests {
    /// A private copy of the committed directory, opened by the current code.
    static func openCopy() throws -> (TemporaryDirectory, SoupChef) {
        let temporary = try TemporaryDirectory("datadir-v1")
        let data = try temporary.copy(Fixtures.path("datadir-v1/data"), as: "data")
        for name in ["app.sqlite", "system.sqlite"] { chmod(data + "/" + name, 0o600) }
        let app = try SoupChef(directory: data, clock: { Date(timeIntervalSince1970: 1_796_814_000) })  // 2026-12-09T10:20Z
        return (temporary, app)
    }

    @Test func theStoresAreAtTheCurrentVersionAfterOpening() throws {
        let (_, app) = try Self.openCopy()
        #expect(try app.store.database.userVersion == AppStore.schemaVersion)
        #expect(try app.system.database.userVersion == SystemStore.schemaVersion)
        #expect(try app.store.database.first("PRAGMA integrity_check") { $0.string(0) } == "ok")
        #expect(try app.system.database.first("PRAGMA integrity_check") { $0.string(0) } == "ok")
    }

    @Test func everyOrderIsThereWithItsToppingsAndDelivery() throws {
        let (_, app) = try Self.openCopy()
        let orders = try app.orders()
        #expect(orders.map { String($0.id.prefix(8)) } == ["5FB02ECE", "C21D481A", "E48988D2", "E76C4E8B", "7F32693E"])
        let first = try #require(orders.last)
        #expect(first.menuItem.id == "tomatoSoup" && first.quantity == 2)
        #expect(first.toppings.map(\.id) == ["cheese", "croutons"])
        #expect(first.orderType == .pickup && first.storeLocation?.name == "Ferry Building")
        #expect(first.total.cents == 590)
        let delivered = orders[3]
        #expect(delivered.menuItem.id == "newEnglandClamChowder")
        #expect(delivered.orderType == .delivery && delivered.deliveryLocation == "1 Main St, Springfield")
        #expect(delivered.toppings.map(\.id) == ["redPepper"])
        #expect(orders[1].storeLocation?.name == "Civic Center")
        let menu = try app.menu()
        #expect(menu.item(id: "chickenNoodleSoup")?.isEnabled == false)
        #expect(menu.item(id: "tomatoSoup")?.stock == 1)
    }

    @Test func everyDonationIsThereAndTheDeletedOnesStayDeleted() throws {
        let (_, app) = try Self.openCopy()
        let donated = try app.system.interactions().map { String($0.identifier.prefix(8)) }
        #expect(donated == ["C21D481A", "E76C4E8B", "7F32693E"])
        let first = try #require(try app.system.interaction(identifier: "7F32693E-FD45-48B0-9021-0B45C251A831"))
        #expect(first.title == "Order 2 Tomato Soup for pickup from Ferry Building")
        #expect(first.subtitle == "With Cheese and Croutons")
        #expect(try app.system.activities().map(\.activity.activityType) == [UserActivity.viewMenuType])
        #expect(try app.system.predictionGroups().count == 4)
        #expect(try app.system.shortcutSuggestions().count == 2)
        #expect(try app.system.relevantShortcuts().map(\.subtitle) == ["Manhattan Clam Chowder"])
    }

    @Test func everyVoiceShortcutIsThereAndStillAnswers() throws {
        let (_, app) = try Self.openCopy()
        let shortcuts = try app.system.allVoiceShortcuts()
        #expect(shortcuts.map(\.invocationPhrase) == ["Soup time", "Start lunch order"])
        let soupTime = try #require(try app.system.voiceShortcut(matching: "soup time"))
        #expect(soupTime.shortcut.intent?["soup"] == .object(identifier: "tomatoSoup", display: "Tomato Soup"))
        #expect(try app.system.voiceShortcut(matching: "start lunch order")?.shortcut.userActivity?.activityType == UserActivity.viewMenuType)
    }

    @Test func theOldDirectoryTakesNewOrders() throws {
        let (_, app) = try Self.openCopy()
        let response = try app.handler.handle(
            OrderSoupIntent(item: try #require(try app.menu().item(id: "newEnglandClamChowder")), quantity: 1, toppings: []))
        #expect(response.code == .success)
        #expect(try app.orderCount() == 6)
        #expect(try app.system.interactionCount() == 4)
    }
}
