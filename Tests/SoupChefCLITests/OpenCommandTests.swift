import Foundation
import Testing

@testable import SoupChefCLI

@Suite struct OpenCommandTests {
    @Test(arguments: ["viewMenu", "VIEWMENU", "com.example.apple-samplecode.SoupChef.viewMenu"])
    func viewMenuShowsTheMenuAndDonatesIt(type: String) throws {
        let harness = try Harness()
        let opened = harness.run("open", type)
        #expect(opened.status == 0)
        #expect(opened.out == harness.run("menu").out)
        let donations = try #require(try harness.run("--json", "donations").json()["donations"] as? [[String: Any]])
        #expect(donations.count == 2)
        #expect(
            donations.allSatisfy {
                ($0["userActivity"] as? [String: Any])?["activityType"] as? String == "com.example.apple-samplecode.SoupChef.viewMenu"
            })
    }

    @Test func anOrderSoupIntentShowsThePrefilledOrderAndPlacesItOnlyWhenAsked() throws {
        let harness = try Harness()
        let id = try harness.placeOrder("tomato", "-q", "2", "-t", "cheese", "-t", "croutons", "--store", "civic")
        let shown = harness.run("open", "OrderSoupIntent", "--order", String(id.prefix(8)))
        #expect(shown.status == 0)
        #expect(
            shown.out == """
                New order (pre-filled from order \(id.prefix(8)))
                  Soup:       Tomato Soup ($2.95 each)
                  Quantity:   2
                  Toppings:   Cheese, Croutons
                  Pickup at:  Civic Center
                  Total:      $5.90

                """)
        #expect(shown.err.contains("Place it: soupchef open OrderSoupIntent --order \(id.prefix(8)) --place"))
        #expect(
            shown.err.contains(
                "Or change it first: soupchef order tomatoSoup --quantity 2 --store 'Civic Center' --topping cheese --topping croutons"))
        #expect(try harness.orderCount() == 1)

        let placed = harness.run("open", "ordersoupintent", "--order", id, "--place")
        #expect(placed.status == 0)
        #expect(placed.out.hasPrefix("Your total is $5.90. Your Tomato Soup order will be ready in 10 minutes.\n"))
        let orders = try #require(try harness.run("--json", "history").json()["orders"] as? [[String: Any]])
        #expect(orders.count == 2)
        #expect(orders[0]["toppings"] as? [String] == ["cheese", "croutons"])
        #expect(orders[0]["store"] as? String == "Civic Center")
    }

    /// Fewer in stock than the order's quantity: the form is not available, and says to restock
    /// or to order as many as are left, before the command that would be refused.
    @Test func aQuantityAboveTheStockIsNotAvailableAndSaysHowToMendIt() throws {
        let harness = try Harness()
        let id = try harness.placeOrder("tomato", "--quantity", "3", "--deliver-to", "1 Main St")
        let document = try harness.run("--json", "open", "OrderSoupIntent", "--order", id).json()
        #expect(document["available"] as? Bool == false)
        let form = harness.run("open", "OrderSoupIntent", "--order", id)
        #expect(form.status == 0)
        #expect(
            form.err.contains(
                "1 Tomato Soup left, fewer than the 3 of this order. First: soupchef menu restock tomatoSoup; or order fewer: soupchef order tomatoSoup --deliver-to '1 Main St' --quantity 1\n"
            ), "\(form.err)")
        #expect(form.err.contains("Then place it: "))
    }

    @Test func aPrefilledDeliveryKeepsItsAddressAndJSONSaysHowToPlaceIt() throws {
        let harness = try Harness()
        let id = try harness.placeOrder("chicken", "--deliver-to", "1 Infinite Loop")
        let document = try harness.run("--json", "open", "OrderSoupIntent", "--order", id).json()
        #expect(document["activityType"] as? String == "OrderSoupIntent")
        #expect(document["total"] as? String == "4.55")
        #expect(document["available"] as? Bool == true)
        #expect(document["orderCommand"] as? String == "soupchef order chickenNoodleSoup --deliver-to '1 Infinite Loop' --quantity 1")
        let intent = try #require(document["intent"] as? [String: Any])
        #expect(intent["orderType"] as? String == "delivery")
        // The order's intent is Apple's Order.intent: no address; the order command keeps it.
        #expect(intent["deliveryLocation"] == nil)
    }

    @Test func aPrefilledOrderOfAnUnavailableSoupSaysSoAndPlacingItFails() throws {
        let harness = try Harness()
        let id = try harness.placeOrder("tomato")
        #expect(harness.run("menu", "disable", "tomato").status == 0)
        let shown = harness.run("open", "OrderSoupIntent", "--order", id)
        #expect(shown.status == 0)
        // What to do first, and only then the command that places it.
        #expect(shown.err.contains("Tomato Soup cannot be ordered now (disabled). First: soupchef menu enable tomatoSoup\nThen place it: "))
        // The result says so too, so that --quiet, which keeps results and drops notes, does.
        let quiet = harness.run("open", "OrderSoupIntent", "--order", id, "--quiet")
        #expect(quiet.status == 0 && quiet.out.hasSuffix("  Available:  no (disabled)\n") && quiet.err.isEmpty, "\(quiet.out)\(quiet.err)")
        let placed = harness.run("open", "OrderSoupIntent", "--order", id, "--place")
        #expect(placed.status == 1)
        #expect(placed.err.hasPrefix("Error: Sorry, Tomato Soup is out of stock.\n"))
        #expect(try harness.orderCount() == 1)
    }

    @Test func orderCompleteShowsTheOrder() throws {
        let harness = try Harness()
        let id = try harness.placeOrder("tomato")
        let opened = harness.run("open", "com.example.apple-samplecode.SoupChef.orderComplete", "--order", id)
        #expect(opened.status == 0)
        #expect(opened.out == harness.run("history", "show", id).out)
        #expect(opened.out.hasPrefix("Order \(id)\n"))
    }

    @Test(arguments: [
        (
            ["open", "orderDetails"],
            "Error: unknown activity type 'orderDetails'; Soup Chef continues viewMenu (com.example.apple-samplecode.SoupChef.viewMenu), OrderSoupIntent, orderComplete (com.example.apple-samplecode.SoupChef.orderComplete)."
        ),
        (
            ["open", "ordercompelte"],
            "Error: unknown activity type 'ordercompelte'; Soup Chef continues viewMenu (com.example.apple-samplecode.SoupChef.viewMenu), OrderSoupIntent, orderComplete (com.example.apple-samplecode.SoupChef.orderComplete). Did you mean 'orderComplete'?"
        ),
        (["open", "OrderSoupIntent"], "Error: OrderSoupIntent needs --order <order-id>: the order the activity is about"),
        (["open", "orderComplete"], "Error: orderComplete needs --order <order-id>: the order the activity is about"),
        (["open", "viewMenu", "--order", "ABC"], "Error: viewMenu takes neither --order nor --place"),
        (["open", "orderComplete", "--order", "ABC", "--place"], "Error: --place goes with OrderSoupIntent, not orderComplete"),
        (["open"], "Error: missing argument <activity-type>"),
    ])
    func badActivitiesAreUsageErrors(arguments: [String], message: String) throws {
        let harness = try Harness()
        let result = harness.run(arguments)
        #expect(result.status == 64)
        #expect(result.out.isEmpty)
        let lines = result.err.split(separator: "\n").map(String.init)
        #expect(lines.first == message)
        #expect(lines.dropFirst().first?.hasPrefix("Usage: soupchef open <activity-type> [--order <order-id>] [--place]") == true)
    }

    @Test func anUnknownOrderIsAFailure() throws {
        let harness = try Harness()
        let result = harness.run("open", "orderComplete", "--order", "FFFF")
        #expect(result.status == 1)
        #expect(result.err == "Error: No order has an id starting with \"FFFF\" (soupchef history lists them).\n")
    }
}
