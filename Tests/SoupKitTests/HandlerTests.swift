import Dates
import Foundation
import SiriSystem
import Testing

@testable import SoupKit

@Suite struct ResolveSoupTests {
    @Test func missingSoupOffersOrderableRegularItemsAndDailySpecialsByName() throws {
        let fixture = try AppFixture()
        let result = try fixture.handler.resolveSoup(for: OrderSoupIntent())
        #expect(
            result
                == .disambiguation([
                    SoupReference(id: "chickenNoodleSoup", displayString: "Chicken Noodle Soup"),
                    SoupReference(id: "newEnglandClamChowder", displayString: "New England Clam Chowder"),
                    SoupReference(id: "tomatoSoup", displayString: "Tomato Soup"),
                ]))
    }

    @Test func disambiguationLeavesOutUnavailableItems() throws {
        let fixture = try AppFixture()
        _ = try fixture.app.disable(try fixture.item("chickenNoodleSoup"))
        try fixture.placed("tomatoSoup", quantity: 4)  // sells it out
        let result = try fixture.handler.resolveSoup(for: OrderSoupIntent())
        #expect(result == .disambiguation([SoupReference(id: "newEnglandClamChowder", displayString: "New England Clam Chowder")]))
    }

    @Test func presentSoupIsASuccess() throws {
        let fixture = try AppFixture()
        let tomato = try fixture.item("tomatoSoup")
        #expect(
            try fixture.handler.resolveSoup(for: OrderSoupIntent(item: tomato))
                == .success(SoupReference(id: "tomatoSoup", displayString: "Tomato Soup")))
        // Secret items are never offered, but a named one resolves.
        let secret = try fixture.item("manhattanClamChowder")
        #expect(
            try fixture.handler.resolveSoup(for: OrderSoupIntent(item: secret))
                == .success(SoupReference(id: "manhattanClamChowder", displayString: "Manhattan Clam Chowder")))
        // Without a display name, the id stands in.
        #expect(
            try fixture.handler.resolveSoup(for: OrderSoupIntent(soup: "tomatoSoup"))
                == .success(SoupReference(id: "tomatoSoup", displayString: "tomatoSoup")))
    }

    @Test func soupPromptSaysTheRealNumberOfSpecials() throws {
        let fixture = try AppFixture()
        #expect(try fixture.handler.soupPrompt() == "Which soup do you want? We have 1 special today.")
        _ = try fixture.app.disable(try fixture.item("chickenNoodleSoup"))
        #expect(try fixture.handler.soupPrompt() == "Which soup do you want?")
        #expect(Prompt.soup(specials: 0) == "Which soup do you want?")
        #expect(Prompt.soup(specials: 1) == "Which soup do you want? We have 1 special today.")
        #expect(Prompt.soup(specials: 3) == "Which soup do you want? We have 3 specials today.")
    }
}

@Suite struct ResolveQuantityTests {
    @Test func withoutASoupQuantityCannotBeJudged() throws {
        let fixture = try AppFixture()
        #expect(try fixture.handler.resolveQuantity(for: OrderSoupIntent(quantity: 2)) == .unsupported(.noSoup))
        #expect(try fixture.handler.resolveQuantity(for: OrderSoupIntent()) == .unsupported(.noSoup))
    }

    @Test func soupNotOnTheMenuIsUnsupported() throws {
        let fixture = try AppFixture()
        let intent = OrderSoupIntent(soup: "lobsterBisque", soupName: "Lobster Bisque", quantity: 1)
        #expect(try fixture.handler.resolveQuantity(for: intent) == .unsupported(.notOnMenu("Lobster Bisque")))
        #expect(
            try fixture.handler.resolveQuantity(for: OrderSoupIntent(soup: "gazpacho"))
                == .unsupported(.notOnMenu("gazpacho")))
    }

    @Test func missingQuantityNeedsAValue() throws {
        let fixture = try AppFixture()
        #expect(try fixture.handler.resolveQuantity(for: OrderSoupIntent(item: try fixture.item("tomatoSoup"))) == .needsValue)
    }

    /// As Apple's: no range check of its own (the definition's 1…10 is the system's); only the
    /// stock and the confirmation from 5 up.
    @Test func quantityHasNoRangeCheckOfItsOwn() throws {
        let fixture = try AppFixture()
        _ = try fixture.app.restock(try fixture.item("newEnglandClamChowder"), to: 1000)
        let chowder = try fixture.item("newEnglandClamChowder")
        #expect(try fixture.handler.resolveQuantity(for: OrderSoupIntent(item: chowder, quantity: 11)) == .confirmationRequired(11))
        #expect(try fixture.handler.resolveQuantity(for: OrderSoupIntent(item: chowder, quantity: 100)) == .confirmationRequired(100))
        #expect(try fixture.handler.resolveQuantity(for: OrderSoupIntent(item: chowder, quantity: 0)) == .success(0))
        let tomato = try fixture.item("tomatoSoup")
        #expect(
            try fixture.handler.resolveQuantity(for: OrderSoupIntent(item: tomato, quantity: 11))
                == .unsupported(.notEnoughInStock(requested: 11, available: 4)))
    }

    @Test(arguments: 1...4)
    func oneToFourIsASuccess(_ quantity: Int) throws {
        let fixture = try AppFixture()
        let intent = OrderSoupIntent(item: try fixture.item("tomatoSoup"), quantity: quantity)
        #expect(try fixture.handler.resolveQuantity(for: intent) == .success(quantity))
    }

    @Test(arguments: 5...10)
    func fiveOrMoreNeedsConfirmation(_ quantity: Int) throws {
        let fixture = try AppFixture()
        _ = try fixture.app.restock(try fixture.item("newEnglandClamChowder"), to: 10)
        let intent = OrderSoupIntent(item: try fixture.item("newEnglandClamChowder"), quantity: quantity)
        #expect(try fixture.handler.resolveQuantity(for: intent) == .confirmationRequired(quantity))
    }

    @Test func moreThanInStockIsUnsupportedBeforeConfirmation() throws {
        let fixture = try AppFixture()
        // Tomato Soup starts with 4: 5 is over the stock, which wins over the ≥5 confirmation.
        let five = OrderSoupIntent(item: try fixture.item("tomatoSoup"), quantity: 5)
        #expect(try fixture.handler.resolveQuantity(for: five) == .unsupported(.notEnoughInStock(requested: 5, available: 4)))
        let exactly = OrderSoupIntent(item: try fixture.item("newEnglandClamChowder"), quantity: 7)
        #expect(try fixture.handler.resolveQuantity(for: exactly) == .confirmationRequired(7))
        let over = OrderSoupIntent(item: try fixture.item("newEnglandClamChowder"), quantity: 8)
        #expect(try fixture.handler.resolveQuantity(for: over) == .unsupported(.notEnoughInStock(requested: 8, available: 7)))
    }

    @Test func stockFollowsPlacedOrders() throws {
        let fixture = try AppFixture()
        let tomato = try fixture.item("tomatoSoup")
        try fixture.placed("tomatoSoup", quantity: 3)
        #expect(try fixture.handler.resolveQuantity(for: OrderSoupIntent(item: tomato, quantity: 1)) == .success(1))
        #expect(
            try fixture.handler.resolveQuantity(for: OrderSoupIntent(item: tomato, quantity: 2))
                == .unsupported(.notEnoughInStock(requested: 2, available: 1)))
        try fixture.placed("tomatoSoup", quantity: 1)
        #expect(
            try fixture.handler.resolveQuantity(for: OrderSoupIntent(item: tomato, quantity: 1))
                == .unsupported(.notEnoughInStock(requested: 1, available: 0)))
    }
}

@Suite struct ResolveOtherParameterTests {
    @Test func toppingsNotAskedYetNeedAValue() throws {
        let fixture = try AppFixture()
        #expect(try fixture.handler.resolveToppings(for: OrderSoupIntent(item: try fixture.item("tomatoSoup"))) == [.needsValue])
    }

    @Test func noToppingsAreNotRequired() throws {
        let fixture = try AppFixture()
        let intent = OrderSoupIntent(item: try fixture.item("tomatoSoup"), toppings: [])
        #expect(try fixture.handler.resolveToppings(for: intent) == [.notRequired])
    }

    @Test func eachKnownToppingIsASuccess() throws {
        let fixture = try AppFixture()
        let all = try ["cheese", "redPepper", "croutons"].map(fixture.topping)
        let intent = OrderSoupIntent(item: try fixture.item("tomatoSoup"), toppings: all)
        #expect(
            try fixture.handler.resolveToppings(for: intent) == [
                .success(Topping(id: "cheese", name: "Cheese")), .success(Topping(id: "redPepper", name: "Red Pepper")),
                .success(Topping(id: "croutons", name: "Croutons")),
            ])
    }

    /// As Apple's: every topping is a success, even one the menu does not know.
    @Test func everyToppingIsASuccessEvenAnUnknownOne() throws {
        let fixture = try AppFixture()
        let intent = OrderSoupIntent(
            item: try fixture.item("tomatoSoup"), toppings: [Topping(id: "ketchup", name: "Ketchup"), try fixture.topping("cheese")])
        #expect(
            try fixture.handler.resolveToppings(for: intent) == [
                .success(Topping(id: "ketchup", name: "Ketchup")), .success(Topping(id: "cheese", name: "Cheese")),
            ])
    }

    @Test func orderTypeNeedsAValueUntilGiven() throws {
        let fixture = try AppFixture()
        #expect(fixture.handler.resolveOrderType(for: OrderSoupIntent()) == .needsValue)
        #expect(fixture.handler.resolveOrderType(for: OrderSoupIntent(orderType: .pickup)) == .success(.pickup))
        #expect(fixture.handler.resolveOrderType(for: OrderSoupIntent(orderType: .delivery)) == .success(.delivery))
    }

    /// As Apple's: none → needs value, else success, whatever the order type (Siri asks it for
    /// pickups only).
    @Test func storeLocationNeedsAValueWhenEmptyElseSucceeds() throws {
        let fixture = try AppFixture()
        let ferry = PickupStore(name: "Ferry Building", latitude: 37.795316, longitude: -122.39376)
        #expect(try fixture.handler.resolveStoreLocation(for: OrderSoupIntent(orderType: .pickup)) == .needsValue)
        #expect(try fixture.handler.resolveStoreLocation(for: OrderSoupIntent()) == .needsValue)
        #expect(try fixture.handler.resolveStoreLocation(for: OrderSoupIntent(orderType: .delivery)) == .needsValue)
        // The menu's store is returned, whatever coordinates the intent carried.
        let loose = PickupStore(name: "Ferry Building", latitude: 0, longitude: 0)
        #expect(try fixture.handler.resolveStoreLocation(for: OrderSoupIntent(orderType: .pickup, storeLocation: loose)) == .success(ferry))
        let nowhere = PickupStore(name: "Nowhere", latitude: 0, longitude: 0)
        #expect(
            try fixture.handler.resolveStoreLocation(for: OrderSoupIntent(orderType: .pickup, storeLocation: nowhere))
                == .success(nowhere))
    }

    @Test func deliveryLocationNeedsAValueWhenEmptyElseSucceeds() throws {
        let fixture = try AppFixture()
        #expect(fixture.handler.resolveDeliveryLocation(for: OrderSoupIntent(orderType: .delivery)) == .needsValue)
        #expect(fixture.handler.resolveDeliveryLocation(for: OrderSoupIntent(orderType: .delivery, deliveryLocation: "  \n")) == .needsValue)
        #expect(
            fixture.handler.resolveDeliveryLocation(for: OrderSoupIntent(orderType: .delivery, deliveryLocation: " 1 Main St "))
                == .success("1 Main St"))
        #expect(
            fixture.handler.resolveDeliveryLocation(for: OrderSoupIntent(orderType: .pickup, deliveryLocation: "1 Main St")) == .success("1 Main St"))
        #expect(fixture.handler.resolveDeliveryLocation(for: OrderSoupIntent()) == .needsValue)
    }
}

@Suite struct ConfirmTests {
    @Test func soupNotOnTheMenuFails() throws {
        let fixture = try AppFixture()
        let unknown = try fixture.handler.confirm(OrderSoupIntent(soup: "gazpacho", soupName: "Gazpacho", quantity: 1))
        #expect(unknown.code == .failure)
        #expect(unknown.message == "Sorry, that order could not be placed.")
        #expect(try fixture.handler.confirm(OrderSoupIntent(quantity: 1)).code == .failure)
    }

    @Test func disabledOrSoldOutSoupIsOutOfStock() throws {
        let fixture = try AppFixture()
        _ = try fixture.app.disable(try fixture.item("chickenNoodleSoup"))
        try fixture.placed("manhattanClamChowder", quantity: 2)
        for id in ["chickenNoodleSoup", "manhattanClamChowder"] {
            let response = try fixture.handler.confirm(OrderSoupIntent(item: try fixture.item(id), quantity: 1))
            #expect(response.code == .failureOutOfStock)
            #expect(response.message == "Sorry, \(try fixture.item(id).name) is out of stock.")
        }
    }

    @Test func orderableSoupIsReadyWithItsTotal() throws {
        let fixture = try AppFixture()
        let response = try fixture.handler.confirm(OrderSoupIntent(item: try fixture.item("chickenNoodleSoup"), quantity: 3))
        #expect(response.code == .ready)
        #expect(response.total == Money(cents: 1365))
        #expect(response.soupName == "Chicken Noodle Soup")
        #expect(response.message == nil)
        #expect(Prompt.readyToOrder(total: try #require(response.total)) == "Your total is $13.65. Ready to order?")
        // Without a quantity, the total is for one.
        #expect(try fixture.handler.confirm(OrderSoupIntent(item: try fixture.item("tomatoSoup"))).total == Money(cents: 295))
    }

    @Test func confirmChangesNothing() throws {
        let fixture = try AppFixture()
        _ = try fixture.handler.confirm(OrderSoupIntent(item: try fixture.item("tomatoSoup"), quantity: 2))
        #expect(try fixture.item("tomatoSoup").stock == 4)
        #expect(try fixture.app.orderCount() == 0)
        #expect(try fixture.app.system.interactionCount() == 0)
    }
}

@Suite struct HandleTests {
    @Test func successAnswersWithTheFilledInTemplateAndTheWaitTime() throws {
        let fixture = try AppFixture()
        let response = try fixture.order("tomatoSoup", quantity: 2)
        #expect(response.code == .success)
        #expect(response.message == "Your total is $5.90. Your Tomato Soup order will be ready in 10 minutes.")
        #expect(response.waitTime == "10 minutes")
        #expect(response.soupName == "Tomato Soup")
        #expect(response.total == Money(cents: 590))
        #expect(response.readyDate == AppFixture.epoch.addingTimeInterval(600))
        let order = try #require(response.order)
        #expect(
            response.userActivity
                == UserActivity(
                    activityType: "com.example.apple-samplecode.SoupChef.orderComplete", title: "Order details", userInfo: ["orderID": order.id]))
    }

    @Test func successCarriesTheOrderDetailsOutput() throws {
        let fixture = try AppFixture()
        let response = try fixture.order("tomatoSoup", quantity: 2)
        let details = try #require(response.orderDetails)
        #expect(details.identifier == nil)
        #expect(details.displayString == "10 minutes")
        #expect(details.total == Money(cents: 590, currency: "USD"))
        #expect(details.estimatedDate == AppFixture.epoch.addingTimeInterval(600))
        // The components are the ready date's wall clock in the device's zone.
        let ready = AppFixture.epoch.addingTimeInterval(600)
        let wall = fixture.app.timeZone.wallClock(ready)
        #expect(details.estimatedTime.timeZone?.secondsFromGMT() == fixture.app.timeZone.secondsFromGMT(for: ready))
        #expect(
            [
                details.estimatedTime.year, details.estimatedTime.month, details.estimatedTime.day, details.estimatedTime.hour,
                details.estimatedTime.minute,
            ]
                == [wall.year, wall.month, wall.day, wall.hour, wall.minute])
        #expect(details.estimatedTime.era == 1)
    }

    @Test func estimatedTimeIsTakenInTheDevicesZone() throws {
        let zone = try #require(Zone(identifier: "Asia/Tokyo"))
        let details = OrderDetails(
            displayString: "10 minutes", readyDate: AppFixture.epoch.addingTimeInterval(600), timeZone: zone, total: Money(cents: 295))
        #expect(details.estimatedTime.hour == 21)
        #expect(details.estimatedTime.minute == 10)
        #expect(details.estimatedTime.day == 7)
        #expect(details.estimatedDate == AppFixture.epoch.addingTimeInterval(600))
    }

    /// Apple's handler asks the calendar for the year, month, day, hour and minute of the ready
    /// date, so an order placed half a minute past carries no seconds in its estimated time.
    @Test func estimatedTimeStopsAtTheMinuteAsApplesComponentsDo() throws {
        let fixture = try AppFixture()
        fixture.clock.advance(seconds: 30.25)
        let response = try fixture.order("tomatoSoup")
        let details = try #require(response.orderDetails)
        #expect(response.readyDate == AppFixture.epoch.addingTimeInterval(630.25))
        #expect(details.estimatedTime.second == nil)
        #expect(details.estimatedTime.nanosecond == nil)
        #expect(details.estimatedTime.minute == 10)
        #expect(details.estimatedDate == AppFixture.epoch.addingTimeInterval(600))
    }

    @Test func theSuccessTemplateTakesItsTotalFromTheOrderDetails() {
        var response = OrderSoupIntentResponse(code: .success, soupName: "Tomato Soup", waitTime: "10 minutes", total: Money(cents: 100))
        response.orderDetails = OrderDetails(
            displayString: "10 minutes", readyDate: AppFixture.epoch, timeZone: Zone(secondsFromGMT: 0), total: Money(cents: 295))
        #expect(response.message == "Your total is $2.95. Your Tomato Soup order will be ready in 10 minutes.")
    }

    @Test func failuresCarryNoOrderDetails() throws {
        let fixture = try AppFixture()
        let response = try fixture.handler.handle(OrderSoupIntent(item: try fixture.item("tomatoSoup"), quantity: 1, toppings: []))
        #expect(response.code == .failure)
        #expect(response.orderDetails == nil)
    }

    @Test func handledOrderIsPersistedWithEverythingItWasGiven() throws {
        let fixture = try AppFixture()
        fixture.clock.advance(minutes: 90)
        let response = try fixture.order("newEnglandClamChowder", quantity: 3, toppings: ["croutons", "cheese", "croutons"], store: "Civic Center")
        let order = try #require(response.order)
        #expect(UUID(uuidString: order.id) != nil && order.id == order.id.uppercased())
        #expect(order.date == AppFixture.epoch.addingTimeInterval(90 * 60))
        #expect(order.readyDate == order.date.addingTimeInterval(600))
        #expect(order.menuItem.id == "newEnglandClamChowder")
        #expect(order.quantity == 3)
        #expect(order.toppings.map(\.id) == ["croutons", "cheese"])
        #expect(order.orderType == .pickup)
        #expect(order.storeLocation?.name == "Civic Center")
        #expect(order.deliveryLocation == nil)
        #expect(order.total == Money(cents: 1125))
        let stored = try #require(try fixture.app.orders().first)
        #expect(stored.id == order.id)
        #expect(stored.date == order.date)
        #expect(stored.toppings == order.toppings)
        #expect(stored.storeLocation == PickupStore(name: "Civic Center", latitude: 37.779379, longitude: -122.418433))
        #expect(stored.total == order.total)
    }

    @Test func placedOrderEqualsTheOrderReadBack() throws {
        let fixture = try AppFixture()
        // A clock finer than the stores' milliseconds.
        fixture.clock.advance(seconds: 0.99962)
        let order = try #require(try fixture.order("tomatoSoup", toppings: ["cheese"]).order)
        #expect(order.date == AppFixture.epoch.addingTimeInterval(1))
        let stored = try #require(try fixture.app.orders().first)
        #expect(stored.date == order.date)
        #expect(stored.readyDate == order.readyDate)
        #expect(try fixture.app.system.interaction(identifier: order.id)?.date == order.date)
        #expect(try fixture.app.order(idPrefix: order.id).date == order.date)
    }

    /// The handler invents no store and no quantity: the `order` command (and this fixture)
    /// supplies them.
    @Test func handleInventsNoStoreAndNoQuantity() throws {
        let fixture = try AppFixture()
        let tomato = try fixture.item("tomatoSoup")
        #expect(try fixture.handler.handle(OrderSoupIntent(item: tomato, quantity: 1, toppings: [])).code == .failure)
        #expect(
            try fixture.handler.handle(OrderSoupIntent(item: tomato, toppings: [], storeLocation: try fixture.app.menu().stores[0])).code == .failure)
        #expect(try fixture.app.orderCount() == 0)
        let order = try #require(try fixture.order("tomatoSoup").order)
        #expect(order.orderType == .pickup)
        #expect(order.storeLocation?.name == "Ferry Building")
    }

    /// As Apple's `Order(from:)`: toppings the menu does not know are left out, the order placed.
    @Test func handleDropsUnknownToppings() throws {
        let fixture = try AppFixture()
        let intent = OrderSoupIntent(
            item: try fixture.item("tomatoSoup"), quantity: 1,
            toppings: [Topping(id: "ketchup", name: "Ketchup"), try fixture.topping("cheese")],
            storeLocation: try fixture.app.menu().stores[0])
        let order = try #require(try fixture.handler.handle(intent).order)
        #expect(order.toppings.map(\.id) == ["cheese"])
    }

    @Test func addressWithoutOrderTypeMakesADelivery() throws {
        let fixture = try AppFixture()
        let order = try #require(try fixture.order("tomatoSoup", deliverTo: " 1 Main St ").order)
        #expect(order.orderType == .delivery)
        #expect(order.deliveryLocation == "1 Main St")
        #expect(order.storeLocation == nil)
    }

    @Test func intentsThatCannotBeAnOrderFailAndChangeNothing() throws {
        let fixture = try AppFixture()
        let tomato = try fixture.item("tomatoSoup")
        let impossible: [OrderSoupIntent] = [
            OrderSoupIntent(quantity: 1),
            OrderSoupIntent(soup: "gazpacho", soupName: "Gazpacho", quantity: 1),
            OrderSoupIntent(item: tomato, quantity: 0),
            OrderSoupIntent(item: tomato),
            OrderSoupIntent(item: tomato, quantity: 1, orderType: .pickup),
            OrderSoupIntent(item: tomato, quantity: 1, orderType: .delivery),
            OrderSoupIntent(item: tomato, quantity: 1, orderType: .delivery, deliveryLocation: "   "),
            OrderSoupIntent(item: tomato, quantity: 1, orderType: .pickup, storeLocation: PickupStore(name: "Nowhere", latitude: 0, longitude: 0)),
        ]
        for intent in impossible {
            let response = try fixture.handler.handle(intent)
            #expect(response.code == .failure, "for \(intent)")
            #expect(response.order == nil)
        }
        #expect(try fixture.app.orderCount() == 0)
        #expect(try fixture.item("tomatoSoup").stock == 4)
        #expect(try fixture.app.system.interactionCount() == 0)
    }

    @Test func unavailableOrShortSoupIsOutOfStockAndChangesNothing() throws {
        let fixture = try AppFixture()
        _ = try fixture.app.disable(try fixture.item("chickenNoodleSoup"))
        #expect(try fixture.order("chickenNoodleSoup").code == .failureOutOfStock)
        // More than the stock: the handler refuses even without resolveQuantity first.
        let short = try fixture.order("tomatoSoup", quantity: 5)
        #expect(short.code == .failureOutOfStock)
        #expect(short.message == "Sorry, Tomato Soup is out of stock.")
        #expect(try fixture.app.orderCount() == 0)
        #expect(try fixture.item("tomatoSoup").stock == 4)
        #expect(try fixture.item("chickenNoodleSoup").stock == 5)
    }

    @Test func stockGoesDownByEachOrderAndRestockSetsItAgain() throws {
        let fixture = try AppFixture()
        try fixture.placed("newEnglandClamChowder", quantity: 2)
        #expect(try fixture.item("newEnglandClamChowder").stock == 5)
        let last = try fixture.order("newEnglandClamChowder", quantity: 5)
        #expect(last.code == .success)
        #expect(last.placement?.soldOut == true)
        #expect(try fixture.item("newEnglandClamChowder").stock == 0)
        #expect(try fixture.item("newEnglandClamChowder").isOrderable == false)
        #expect(try fixture.order("newEnglandClamChowder").code == .failureOutOfStock)
        let back = try fixture.app.restock(try fixture.item("newEnglandClamChowder"))
        #expect(back.item.stock == 7)
        #expect(back.wasOrderable == false)
        _ = try fixture.app.restock(try fixture.item("newEnglandClamChowder"), to: 1)
        #expect(try fixture.item("newEnglandClamChowder").stock == 1)
        #expect(throws: SoupKitError.invalidStock(-1)) { try fixture.app.restock(try fixture.item("tomatoSoup"), to: -1) }
        #expect(throws: SoupKitError.invalidStock(1_000_001)) { try fixture.app.restock(try fixture.item("tomatoSoup"), to: 1_000_001) }
        // Other items are untouched throughout.
        #expect(try fixture.item("tomatoSoup").stock == 4)
    }

    @Test func totalsAreExactDecimalMoney() throws {
        let fixture = try AppFixture()
        _ = try fixture.app.restock(try fixture.item("chickenNoodleSoup"), to: 100)
        let expected = [1: "4.55", 3: "13.65", 7: "31.85", 10: "45.50"]
        for (quantity, total) in expected {
            let order = try fixture.placed("chickenNoodleSoup", quantity: quantity)
            #expect(order.total.decimalString == total)
            #expect(order.total.formatted == "$" + total)
            #expect(order.total.currency == "USD")
        }
    }
}

@Suite struct ResponseAndPromptTests {
    @Test(arguments: [
        (600.0, "10 minutes"), (60, "1 minute"), (119, "1 minute"), (120, "2 minutes"), (3600, "1 hour"), (7200, "2 hours"),
        (3660, "1 hour, 1 minute"), (3900, "1 hour, 5 minutes"), (9000, "2 hours, 30 minutes"),
    ])
    func intervalsAreWrittenOut(seconds: Double, text: String) {
        #expect(writtenOutInterval(seconds) == text)
    }

    @Test(arguments: [0.0, 1, 59.9, -60])
    func intervalsUnderAMinuteHaveNoWords(seconds: Double) {
        #expect(writtenOutInterval(seconds) == nil)
    }

    @Test func templatesAreFilledIn() {
        let total = Money(cents: 590)
        #expect(
            OrderSoupIntentResponse(code: .success, soupName: "Tomato Soup", waitTime: "10 minutes", total: total).message
                == "Your total is $5.90. Your Tomato Soup order will be ready in 10 minutes.")
        #expect(
            OrderSoupIntentResponse(code: .successReadySoon, soupName: "Tomato Soup", total: total).message
                == "Your total is $5.90. Your Tomato Soup order will be ready soon.")
        #expect(OrderSoupIntentResponse(code: .failureOutOfStock, soupName: "Tomato Soup").message == "Sorry, Tomato Soup is out of stock.")
        for code in [OrderSoupIntentResponse.Code.unspecified, .ready, .continueInApp, .inProgress] {
            #expect(OrderSoupIntentResponse(code: code).message == nil)
        }
    }

    @Test func codesNumberLikeTheIntentDefinition() {
        let numbers = Dictionary(uniqueKeysWithValues: OrderSoupIntentResponse.Code.allCases.map { ($0, $0.rawNumber) })
        #expect(
            numbers == [
                .unspecified: 0, .ready: 1, .continueInApp: 2, .inProgress: 3, .success: 4, .failure: 5, .failureRequiringAppLaunch: 6,
                .failureOutOfStock: 100, .successReadySoon: 101,
            ])
        #expect(OrderSoupIntentResponse.Code.allCases.filter(\.isSuccess) == [.ready, .inProgress, .success, .successReadySoon])
    }

    @Test func promptsReadAsTheIntentDefinitionWordsThem() {
        // Siri speaks the definition's prompts; only what the app words itself is Swift.
        let intent = OrderSoupIntent.declaration
        #expect(intent.parameter(named: "quantity")?.prompt("Primary") == "How many soups do you want to order?")
        #expect(intent.parameter(named: "toppings")?.prompt("DisambiguationSelection") == "Would you like to add any toppings?")
        #expect(intent.parameter(named: "orderType")?.prompt("DisambiguationSelection") == "Would you like to have your order delivered?")
        #expect(intent.parameter(named: "deliveryLocation")?.prompt("Primary") == "Where would you like your order delivered?")
        #expect(intent.parameter(named: "storeLocation")?.prompt("Primary") == "Which store?")
        #expect(intent.parameter(named: "quantity")?.prompt("Confirmation") == "Just to confirm, you would like to order ${quantity} soups?")
        #expect(Prompt.notEnoughInStock(1) == "You asked for 1 soup, but we don't have that many in stock.")
        #expect(Prompt.notEnoughInStock(6) == "You asked for 6 soups, but we don't have that many in stock.")
        #expect(
            Prompt.unsupported(.notEnoughInStock(requested: 2, available: 1))
                == "You asked for 2 soups, but we don't have that many in stock.")
        #expect(Prompt.unsupported(.outOfRange(minimum: 1, maximum: 10)) == "You can order 1 to 10 soups at a time.")
        #expect(Prompt.unsupported(.unknownTopping("Ketchup")) == "Sorry, we don't have Ketchup as a topping.")
    }

    @Test func intentDefinitionIsTheSamplesOne() {
        let definition = OrderSoupIntent.definition
        #expect(definition.typeName == "OrderSoupIntent")
        #expect(definition.category == "order")
        #expect(definition.requiresConfirmation)
        #expect(definition.supportsBackgroundExecution)
        #expect(definition.parameterNames == ["soup", "quantity", "toppings", "orderType", "deliveryLocation", "storeLocation"])
        #expect(definition.shortcutTypes.filter(\.isPrimary).map(\.key) == ["soup,toppings,quantity"])
        #expect(OrderSoupIntent.suggestedInvocationPhrase == "Soup time")
        #expect(OrderSoupIntent().systemIntent.suggestedInvocationPhrase == "Soup time")
    }
}

@Suite struct MoneyTests {
    @Test(arguments: [("4.55", 455), ("3.5", 350), ("12", 1200), ("0.05", 5), ("0", 0)])
    func decimalStringsParse(text: String, cents: Int) {
        #expect(Money(text)?.cents == cents)
    }

    @Test(arguments: ["1.234", "-1", "+1", "abc", "1.", ".5", "", "1.2.3", "٣.٥"])
    func otherStringsAreRefused(text: String) {
        #expect(Money(text) == nil)
    }

    @Test func moneyMultipliesAndPrintsExactly() {
        #expect((Money(cents: 455) * 3).decimalString == "13.65")
        #expect(Money(cents: 5).decimalString == "0.05")
        #expect(Money(cents: 1000).formatted == "$10.00")
        #expect(Money(cents: 1000, currency: "EUR").formatted == "10.00 EUR")
        #expect(Money(cents: -5).decimalString == "-0.05")
    }
}
