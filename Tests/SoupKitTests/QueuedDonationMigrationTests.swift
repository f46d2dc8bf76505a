import Foundation
import SQLiteStore
import TestSupport
import Testing

@testable import SiriSystem
@testable import SoupKit

/// A donation the first release queued in the app's outbox but never delivered
/// (Tests/Fixtures/datadir-v1-outbox, schema version 1; its README says how it was made) is
/// delivered after the upgrade as the system's migration 3 filed the stored ones: without its
/// store, under the same shortcut as the same order donated before it.
@Suite struct QueuedDonationMigrationTests {
    @Test func aDonationQueuedBeforeTheUpgradeIsFiledAsTheStoredOnes() throws {
        let temporary = try TemporaryDirectory("datadir-v1-outbox")
        let data = try temporary.copy(Fixtures.path("datadir-v1-outbox/data"), as: "data")
        for name in ["app.sqlite", "system.sqlite"] { chmod(data + "/" + name, 0o600) }
        let before = try Database(path: data + "/app.sqlite")
        #expect(try before.scalar("SELECT count(*) FROM outbox") == 1, "the fixture holds the queued call")
        before.close()

        let app = try SoupChef(directory: data, clock: { Date(timeIntervalSince1970: 1_796_814_000) })  // 2026-12-09T10:20Z
        #expect(try app.store.database.scalar("SELECT count(*) FROM outbox") == 0, "the queued call is delivered on opening")
        let donated = try app.system.interactions()
        #expect(donated.map { String($0.identifier.prefix(8)) } == ["E76C4E8B", "7F32693E"])
        for donation in donated {
            #expect(donation.intent["storeLocation"] == nil, "\(donation.identifier) keeps its store")
            #expect(donation.shortcutTypeKey == "soup,quantity,orderType,toppings")
            #expect(donation.title == "Order 1 Tomato Soup for pickup" && donation.subtitle == "With Cheese")
        }
        #expect(Set(donated.map(\.shortcutKey)).count == 1, "one order kind, one shortcut")
        let groups = try app.system.predictionGroups().filter { $0.source == .interaction }
        #expect(groups.map(\.donations) == [2], "both donations counted under one predicted shortcut")
    }

    /// A call queued by this version is delivered as it was queued.
    @Test func refilingLeavesACurrentDonationAsItIs() throws {
        let intent = OrderSoupIntent(soup: "tomatoSoup", soupName: "Tomato Soup", quantity: 1, toppings: [], orderType: .pickup).systemIntent
        let interaction = Interaction(intent: intent, identifier: "A", date: Date(timeIntervalSince1970: 0))
        #expect(SoupChef.donationRefiling.refiled(interaction) == interaction)
        var old = interaction
        old.intent.parameters["storeLocation"] = .object(identifier: "Ferry Building", display: "Ferry Building")
        #expect(SoupChef.donationRefiling.refiled(old) == interaction)
    }
}
