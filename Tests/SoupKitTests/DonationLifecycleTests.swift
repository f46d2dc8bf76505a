import Foundation
import SiriSystem
import Testing

@testable import SoupKit

@Suite struct OrderDonationTests {
    @Test func everyOrderIsDonatedOnceUnderItsIdAndDate() throws {
        let fixture = try AppFixture()
        var orders: [Order] = []
        for (id, minutes) in [("tomatoSoup", 0.0), ("chickenNoodleSoup", 7), ("tomatoSoup", 65)] {
            fixture.clock.advance(minutes: minutes)
            orders.append(try fixture.placed(id))
        }
        let donated = try fixture.app.system.interactions()
        #expect(donated.count == 3)
        for order in orders {
            let interaction = try #require(try fixture.app.system.interaction(identifier: order.id))
            #expect(interaction.date == order.date)
            #expect(interaction.groupIdentifier == nil)
            #expect(interaction.intent.typeName == "OrderSoupIntent")
            #expect(interaction.intent["soup"] == .object(identifier: order.menuItem.id, display: order.menuItem.name))
            #expect(interaction.intent["quantity"] == .integer(1))
            #expect(interaction.intent.suggestedInvocationPhrase == "Soup time")
        }
        // Newest first, as the system lists them.
        #expect(donated.map(\.identifier) == orders.reversed().map(\.id))
        #expect(Set(orders.map(\.id)).count == 3)
    }

    @Test func placedOrdersAreFiledUnderTheRichestShortcutType() throws {
        let fixture = try AppFixture()
        let plain = try fixture.placed("tomatoSoup", quantity: 2)
        let topped = try fixture.placed("newEnglandClamChowder", quantity: 1, toppings: ["cheese", "redPepper"])
        let delivered = try fixture.placed("chickenNoodleSoup", quantity: 3, toppings: ["croutons"], deliverTo: "1 Main St")
        let noToppingDelivery = try fixture.placed("chickenNoodleSoup", quantity: 1, deliverTo: "2 Side St")
        func shown(_ order: Order) throws -> (String, String, String?) {
            let interaction = try #require(try fixture.app.system.interaction(identifier: order.id))
            return (interaction.shortcutTypeKey, interaction.title, interaction.subtitle)
        }
        // Apple's Order.intent carries no store and no address. Without toppings, soup and quantity
        // is the richest type that matches; with them, soup, quantity, order type and toppings.
        #expect(try shown(plain) == ("soup,quantity", "Order 2 Tomato Soup", nil))
        #expect(try shown(noToppingDelivery) == ("soup,quantity", "Order 1 Chicken Noodle Soup", nil))
        #expect(
            try shown(topped) == (
                "soup,quantity,orderType,toppings", "Order 1 New England Clam Chowder for pickup", "With Cheese and Red Pepper"
            ))
        #expect(try shown(delivered) == ("soup,quantity,orderType,toppings", "Order 3 Chicken Noodle Soup for delivery", "With Croutons"))
        for order in [plain, topped, delivered, noToppingDelivery] {
            let intent = try #require(try fixture.app.system.interaction(identifier: order.id)).intent
            #expect(intent["storeLocation"] == nil && intent["deliveryLocation"] == nil)
            #expect(intent["orderType"] != nil && intent.suggestedInvocationPhrase == "Soup time")
        }
    }

    /// Every shortcut type of the definition, the intent that selects it, and how it is shown.
    @Test(
        arguments: [
            ([], "soup", "Order Tomato Soup", nil),
            (["quantity"], "soup,quantity", "Order 2 Tomato Soup", nil),
            (["toppings"], "soup,toppings", "Order Tomato Soup", "With Cheese and Croutons"),
            (["toppings", "quantity"], "soup,toppings,quantity", "Order 2 Tomato Soup", "With Cheese and Croutons"),
            (
                ["quantity", "orderType", "toppings"], "soup,quantity,orderType,toppings", "Order 2 Tomato Soup for pickup",
                "With Cheese and Croutons"
            ),
            (
                ["quantity", "orderType", "storeLocation", "toppings"], "soup,quantity,orderType,storeLocation,toppings",
                "Order 2 Tomato Soup for pickup from Civic Center", "With Cheese and Croutons"
            ),
            (
                ["quantity", "orderType", "deliveryLocation", "toppings"], "soup,quantity,orderType,deliveryLocation,toppings",
                "Order 2 Tomato Soup for delivery to 1 Main St", "With Cheese and Croutons"
            ),
        ] as [([String], String, String, String?)])
    func eachShortcutTypeIsChosenAndShown(parameters: [String], key: String, title: String, subtitle: String?) throws {
        let fixture = try AppFixture()
        let tomato = try fixture.item("tomatoSoup")
        var intent = OrderSoupIntent(item: tomato)
        if parameters.contains("quantity") { intent.quantity = 2 }
        if parameters.contains("toppings") { intent.toppings = [try fixture.topping("cheese"), try fixture.topping("croutons")] }
        if parameters.contains("storeLocation") { intent.storeLocation = try fixture.app.menu().store(named: "Civic Center") }
        if parameters.contains("deliveryLocation") {
            intent.orderType = .delivery
            intent.deliveryLocation = "1 Main St"
        } else if parameters.contains("orderType") {
            intent.orderType = .pickup
        }
        let donated = try fixture.app.system.donate(Interaction(intent: intent.systemIntent, identifier: "X", date: AppFixture.epoch))
        #expect(donated.shortcutTypeKey == key)
        #expect(donated.title == title)
        #expect(donated.subtitle == subtitle)
    }

    @Test func intentWithoutASoupCannotBeDonated() throws {
        let fixture = try AppFixture()
        let toppings = [try fixture.topping("cheese")]
        let soupless: [OrderSoupIntent] = [
            OrderSoupIntent(), OrderSoupIntent(quantity: 2), OrderSoupIntent(quantity: 2, toppings: toppings, orderType: .pickup),
        ]
        for intent in soupless {
            let error = #expect(throws: SiriSystemError.self) {
                try fixture.app.system.donate(Interaction(intent: intent.systemIntent, date: AppFixture.epoch))
            }
            #expect(error?.description == "Cannot donate interaction with OrderSoupIntent that has no valid shortcut types")
        }
        #expect(try fixture.app.system.interactionCount() == 0)
    }

    @Test func donatedIntentReadsBackAsTheOrdersIntent() throws {
        let fixture = try AppFixture()
        let order = try fixture.placed("newEnglandClamChowder", quantity: 2, toppings: ["redPepper"])
        let interaction = try #require(try fixture.app.system.interaction(identifier: order.id))
        let intent = try #require(OrderSoupIntent(interaction.intent, menu: try fixture.app.menu()))
        #expect(intent == order.intent)
        #expect(intent.storeLocation == nil)
        #expect(intent.orderType == .pickup)
    }
}

@Suite struct DonationRemovalTests {
    /// Two orders of Tomato Soup and one each of two other soups.
    static func mixedHistory(_ fixture: AppFixture) throws -> (tomato: [String], others: [String]) {
        let t1 = try fixture.placed("tomatoSoup").id
        let n1 = try fixture.placed("newEnglandClamChowder", quantity: 2).id
        let t2 = try fixture.placed("tomatoSoup", toppings: ["cheese"]).id
        let c1 = try fixture.placed("chickenNoodleSoup", deliverTo: "1 Main St").id
        return ([t1, t2], [n1, c1])
    }

    @Test func disablingRemovesExactlyThatItemsDonations() throws {
        let fixture = try AppFixture()
        _ = try fixture.app.showMenu()
        let (tomato, others) = try Self.mixedHistory(fixture)
        let change = try fixture.app.disable(try fixture.item("tomatoSoup"))
        #expect(change.wasOrderable)
        #expect(!change.item.isOrderable)
        #expect(Set(change.removedDonations) == Set(tomato))
        #expect(change.removedDonations.count == 2)
        #expect(try fixture.donatedIdentifiers() == Set(others))
        // Orders stay in the history; the menu screen's activity stays donated.
        #expect(try fixture.app.orderCount() == 4)
        #expect(try fixture.app.system.activities().count == 1)
    }

    @Test func disablingAnItemWithoutOrdersRemovesNothing() throws {
        let fixture = try AppFixture()
        let (tomato, others) = try Self.mixedHistory(fixture)
        let change = try fixture.app.disable(try fixture.item("manhattanClamChowder"))
        #expect(change.removedDonations.isEmpty)
        #expect(try fixture.donatedIdentifiers() == Set(tomato + others))
    }

    @Test func disablingTwiceRemovesNothingTheSecondTime() throws {
        let fixture = try AppFixture()
        _ = try Self.mixedHistory(fixture)
        _ = try fixture.app.disable(try fixture.item("tomatoSoup"))
        let again = try fixture.app.disable(try fixture.item("tomatoSoup"))
        #expect(again.wasOrderable == false)
        #expect(again.removedDonations.isEmpty)
    }

    @Test func sellingOutRemovesTheItemsDonationsIncludingTheLastOrder() throws {
        let fixture = try AppFixture()
        let (tomato, others) = try Self.mixedHistory(fixture)
        // Tomato Soup had 4; two orders of one leave 2. This order takes the rest.
        let last = try fixture.order("tomatoSoup", quantity: 2)
        let order = try #require(last.order)
        let placement = try #require(last.placement)
        #expect(placement.soldOut)
        #expect(Set(placement.removedDonations) == Set(tomato + [order.id]))
        #expect(try fixture.donatedIdentifiers() == Set(others))
        #expect(try fixture.item("tomatoSoup").isOrderable == false)
    }

    @Test func orderThatLeavesStockRemovesNothing() throws {
        let fixture = try AppFixture()
        let response = try fixture.order("tomatoSoup", quantity: 3)
        #expect(response.placement?.soldOut == false)
        #expect(response.placement?.removedDonations == [])
        #expect(try fixture.donatedIdentifiers() == [try #require(response.order).id])
    }

    @Test func restockingToZeroMakesTheItemUnavailableLikeDisabling() throws {
        let fixture = try AppFixture()
        let (tomato, others) = try Self.mixedHistory(fixture)
        let change = try fixture.app.restock(try fixture.item("tomatoSoup"), to: 0)
        #expect(Set(change.removedDonations) == Set(tomato))
        #expect(try fixture.donatedIdentifiers() == Set(others))
    }

    @Test func makingAnItemAvailableAgainDonatesNothing() throws {
        let fixture = try AppFixture()
        let (_, others) = try Self.mixedHistory(fixture)
        _ = try fixture.app.disable(try fixture.item("tomatoSoup"))
        let enabled = try fixture.app.enable(try fixture.item("tomatoSoup"))
        #expect(enabled.wasOrderable == false)
        #expect(enabled.item.isOrderable)
        #expect(enabled.removedDonations.isEmpty)
        #expect(try fixture.donatedIdentifiers() == Set(others))

        try fixture.placed("newEnglandClamChowder", quantity: 5)  // sells it out: 7 - 2 - 5
        let restocked = try fixture.app.restock(try fixture.item("newEnglandClamChowder"))
        #expect(restocked.item.stock == 7)
        #expect(try fixture.donatedIdentifiers() == Set(others.filter { $0 != others[0] }))

        // New orders are donated again.
        let fresh = try fixture.placed("tomatoSoup")
        #expect(try fixture.donatedIdentifiers().contains(fresh.id))
    }

    @Test func laterOrdersAreRemovedWhenTheItemGoesAgain() throws {
        let fixture = try AppFixture()
        let first = try fixture.placed("tomatoSoup").id
        _ = try fixture.app.disable(try fixture.item("tomatoSoup"))
        _ = try fixture.app.enable(try fixture.item("tomatoSoup"))
        let second = try fixture.placed("tomatoSoup").id
        let change = try fixture.app.disable(try fixture.item("tomatoSoup"))
        // The first order's donation was already gone: only the second is reported.
        #expect(change.removedDonations == [second])
        #expect(!change.removedDonations.contains(first))
        #expect(try fixture.app.system.interactionCount() == 0)
    }

    @Test func clearingTheHistoryDeletesEveryInteraction() throws {
        let fixture = try AppFixture()
        _ = try fixture.app.showMenu()
        _ = try Self.mixedHistory(fixture)
        let cleared = try fixture.app.clearHistory()
        #expect(cleared.orders == 4)
        #expect(cleared.donations == 4)
        #expect(try fixture.app.orderCount() == 0)
        #expect(try fixture.app.system.interactionCount() == 0)
        // deleteAll is about interactions; the menu screen's activity is not one.
        #expect(try fixture.app.system.activities().count == 1)
        let again = try fixture.app.clearHistory()
        #expect(again.orders == 0 && again.donations == 0)
    }

    @Test func queuedCallsAreDeliveredWhenTheAppNextOpens() throws {
        let fixture = try AppFixture()
        let order = try fixture.placed("tomatoSoup")
        // As if a process died after writing its calls but before handing them over.
        try fixture.app.store.database.transaction {
            try fixture.app.store.enqueue([.removeDonations(soup: "tomatoSoup", through: try fixture.app.store.lastOrderSequence())])
        }
        #expect(try fixture.app.store.hasPendingCalls())
        #expect(try fixture.donatedIdentifiers() == [order.id])
        let clock = fixture.clock
        let reopened = try SoupChef(directory: fixture.directory, clock: { clock.now })
        #expect(try reopened.store.hasPendingCalls() == false)
        #expect(try reopened.system.interactionCount() == 0)
    }
}

@Suite struct AppSetSuggestionTests {
    static let regular = ["newEnglandClamChowder", "tomatoSoup"]

    @Test func firstDeploySetsSuggestionsAndRelevantShortcuts() throws {
        let fixture = try AppFixture()
        #expect(try fixture.suggestedSoups() == Self.regular)
        #expect(try fixture.relevantSoups() == ["manhattanClamChowder"])
    }

    @Test func suggestionsAreQuantityOneOrdersWithoutToppings() throws {
        let fixture = try AppFixture()
        let suggestions = try fixture.app.system.shortcutSuggestions()
        #expect(suggestions.count == 2)
        let names = ["newEnglandClamChowder": "New England Clam Chowder", "tomatoSoup": "Tomato Soup"]
        for shortcut in suggestions {
            let intent = try #require(shortcut.intent)
            guard case .object(let id, let display)? = intent["soup"] else {
                Issue.record("suggestion without a soup: \(intent)")
                continue
            }
            #expect(names[id] == display)
            #expect(intent.typeName == "OrderSoupIntent")
            #expect(intent["quantity"] == .integer(1))
            #expect(intent["toppings"] == .list([]))
            // As Apple's: an order's intent, so pickup.
            #expect(intent["orderType"] == .enumeration(rawValue: "pickup", display: "pickup"))
            #expect(Set(intent.parameters.keys) == ["soup", "quantity", "toppings", "orderType"])
            #expect(OrderSoupIntent.definition.describe(intent)?.title == "Order 1 \(display)")
        }
    }

    @Test func relevantShortcutsAreLunchCardsForSecretItemsAtWork() throws {
        let fixture = try AppFixture()
        let relevant = try fixture.app.system.relevantShortcuts()
        #expect(relevant.count == 1)
        let card = try #require(relevant.first)
        #expect(card.title == "Order lunch")
        // Apple's subtitle string (MANHATTAN_CLAM_CHOWDER_SUBTITLE), not the item's name.
        #expect(card.subtitle == "Manhattan clam chowder")
        #expect(card.relevanceProviders == [.dailyRoutine(.work)])
        let intent = try #require(card.shortcut.intent)
        #expect(intent["soup"] == .object(identifier: "manhattanClamChowder", display: "Manhattan Clam Chowder"))
        #expect(intent["quantity"] == .integer(1))
    }

    @Test func suggestionsFollowEveryMenuChange() throws {
        let fixture = try AppFixture()
        let app = fixture.app

        _ = try app.disable(try fixture.item("tomatoSoup"))
        #expect(try fixture.suggestedSoups() == ["newEnglandClamChowder"])
        #expect(try fixture.relevantSoups() == ["manhattanClamChowder"])

        _ = try app.enable(try fixture.item("tomatoSoup"))
        #expect(try fixture.suggestedSoups() == Self.regular)

        // A daily special is never a shortcut suggestion, so taking it off changes neither list.
        _ = try app.disable(try fixture.item("chickenNoodleSoup"))
        #expect(try fixture.suggestedSoups() == Self.regular)
        #expect(try fixture.relevantSoups() == ["manhattanClamChowder"])

        // Selling out the secret item takes its relevant shortcut away...
        try fixture.placed("manhattanClamChowder", quantity: 2)
        #expect(try fixture.relevantSoups() == [])
        #expect(try fixture.suggestedSoups() == Self.regular)
        // ...and restocking brings it back.
        _ = try app.restock(try fixture.item("manhattanClamChowder"))
        #expect(try fixture.relevantSoups() == ["manhattanClamChowder"])

        // Selling out a regular item takes its suggestion away; restocking to zero does too.
        try fixture.placed("newEnglandClamChowder", quantity: 7)
        #expect(try fixture.suggestedSoups() == ["tomatoSoup"])
        _ = try app.restock(try fixture.item("tomatoSoup"), to: 0)
        #expect(try fixture.suggestedSoups() == [])
        _ = try app.restock(try fixture.item("tomatoSoup"), to: 2)
        _ = try app.restock(try fixture.item("newEnglandClamChowder"), to: 1)
        #expect(try fixture.suggestedSoups() == Self.regular)

        // Disabling the secret item empties the relevant shortcuts.
        _ = try app.disable(try fixture.item("manhattanClamChowder"))
        #expect(try fixture.relevantSoups() == [])
    }

    @Test func orderThatLeavesStockKeepsTheSuggestions() throws {
        let fixture = try AppFixture()
        try fixture.placed("tomatoSoup", quantity: 3)
        #expect(try fixture.suggestedSoups() == Self.regular)
    }
}

@Suite struct ViewMenuActivityTests {
    @Test func showingTheMenuDonatesTheViewMenuActivity() throws {
        let fixture = try AppFixture()
        let items = try fixture.app.showMenu()
        #expect(items.map(\.id) == ["chickenNoodleSoup", "newEnglandClamChowder", "tomatoSoup"])
        let donated = try fixture.app.system.activities()
        #expect(donated.count == 1)
        let activity = try #require(donated.first).activity
        #expect(activity.activityType == "com.example.apple-samplecode.SoupChef.viewMenu")
        #expect(activity.title == "Order lunch")
        #expect(activity.suggestedInvocationPhrase == "Start lunch order")
        // As in the iOS 14/15 sample: prediction only, no persistent identifier.
        #expect(activity.isEligibleForPrediction)
        #expect(!activity.isEligibleForSearch)
        #expect(activity.keywords == ["Order", "Soup", "Menu"])
        #expect(activity.contentDescription == "Display the menu to start your lunch order")
        #expect(activity.persistentIdentifier == nil)
        #expect(donated.first?.date == AppFixture.epoch)
    }

    @Test func everyShowingDonatesAgainButReadingTheMenuDoesNot() throws {
        let fixture = try AppFixture()
        _ = try fixture.app.menu()
        #expect(try fixture.app.system.activities().isEmpty)
        _ = try fixture.app.showMenu()
        fixture.clock.advance(minutes: 1)
        _ = try fixture.app.showMenu()
        let dates = try fixture.app.system.activities().map(\.date)
        #expect(dates == [AppFixture.epoch.addingTimeInterval(60), AppFixture.epoch])
        #expect(try fixture.app.system.interactionCount() == 0)
    }

    @Test func customerMenuHidesSecretAndUnavailableItems() throws {
        let fixture = try AppFixture()
        _ = try fixture.app.disable(try fixture.item("newEnglandClamChowder"))
        try fixture.placed("tomatoSoup", quantity: 4)
        #expect(try fixture.app.showMenu().map(\.id) == ["chickenNoodleSoup"])
        #expect(
            try fixture.app.menu().items.map(\.id)
                == ["chickenNoodleSoup", "newEnglandClamChowder", "tomatoSoup", "manhattanClamChowder"])
    }
}
