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
        #expect(first.date == Date(timeIntervalSince1970: 1_796_644_800))  // 2026-12-07T12:00Z
        #expect(try app.system.activities().map(\.activity.activityType) == [UserActivity.viewMenuType])
        #expect(try app.system.predictionGroups().count == 4)
        // Migration 2 gave every group its weight: one donation each, so exactly 1.
        #expect(try app.system.predictionGroups().allSatisfy { abs($0.fading - 1) < 1e-9 })
        #expect(try app.system.shortcutSuggestions().count == 2)
        // Set by the app before the migration: replaced the next time the app sets them.
        #expect(try app.system.relevantShortcuts().map(\.subtitle) == ["Manhattan Clam Chowder"])
    }

    /// Migration 3: the stored orders are filed as Apple's Order.intent
    /// would have been, without store or address, and the prediction counts follow.
    @Test func donatedOrdersLoseTheirStoreAndAddressAndAreFiledAgain() throws {
        let (_, app) = try Self.openCopy()
        func shown(_ prefix: String) throws -> (String, String, String?, String) {
            let donated = try #require(try app.system.interactions().first { $0.identifier.hasPrefix(prefix) })
            #expect(donated.intent["storeLocation"] == nil && donated.intent["deliveryLocation"] == nil)
            return (donated.shortcutTypeKey, donated.title, donated.subtitle, donated.shortcutKey)
        }
        let pickup = try shown("7F32693E")
        #expect(pickup.0 == "soup,quantity,orderType,toppings")
        #expect(pickup.1 == "Order 2 Tomato Soup for pickup" && pickup.2 == "With Cheese and Croutons")
        let delivery = try shown("E76C4E8B")
        #expect(delivery.0 == "soup,quantity,orderType,toppings")
        #expect(delivery.1 == "Order 1 New England Clam Chowder for delivery" && delivery.2 == "With Red Pepper")
        let plain = try shown("C21D481A")
        #expect(plain.0 == "soup,quantity" && plain.1 == "Order 1 Tomato Soup" && plain.2 == nil)
        // Each donation is counted under its new key, once.
        let groups = try app.system.predictionGroups()
        for key in [pickup.3, delivery.3, plain.3] {
            #expect(groups.first { $0.key == key }?.donations == 1, "for \(key)")
        }
        #expect(groups.filter { $0.source == .interaction }.reduce(0) { $0 + $1.donations } == 3)
        // The menu activity as the iOS 14/15 sample makes it.
        let activity = try #require(try app.system.activities().first).activity
        #expect(activity.persistentIdentifier == nil && !activity.isEligibleForSearch)
    }

    @Test func everyVoiceShortcutIsThereAndStillAnswers() throws {
        let (_, app) = try Self.openCopy()
        let shortcuts = try app.system.allVoiceShortcuts()
        #expect(shortcuts.map(\.invocationPhrase) == ["Soup time", "Start lunch order"])
        let soupTime = try #require(try app.system.voiceShortcut(matching: "soup time"))
        #expect(soupTime.shortcut.intent?["soup"] == .object(identifier: "tomatoSoup", display: "Tomato Soup"))
        // Without its store, found again as the order's shortcut, and Siri asks "Which store?".
        #expect(soupTime.shortcut.intent?["storeLocation"] == nil)
        let order = try app.order(idPrefix: "7F32693E")
        #expect(try app.system.voiceShortcuts(for: .intent(order.intent.systemIntent)).map(\.identifier) == [soupTime.identifier])
        let menuShortcut = try #require(try app.system.voiceShortcut(matching: "start lunch order"))
        #expect(menuShortcut.shortcut.userActivity?.activityType == UserActivity.viewMenuType)
        #expect(try app.system.voiceShortcuts(for: .userActivity(.viewMenu)).map(\.identifier) == [menuShortcut.identifier])
    }

    @Test func theOldDirectoryTakesNewOrders() throws {
        let (_, app) = try Self.openCopy()
        let response = try app.handler.handle(
            OrderSoupIntent(
                item: try #require(try app.menu().item(id: "newEnglandClamChowder")), quantity: 1, toppings: [],
                storeLocation: try app.menu().stores.first))
        #expect(response.code == .success)
        #expect(try app.orderCount() == 6)
        #expect(try app.system.interactionCount() == 4)
    }
}
