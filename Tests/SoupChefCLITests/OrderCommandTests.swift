import Foundation
import Testing

@testable import SoupChefCLI

@Suite struct OrderCommandTests {
    @Test func orderPrintsTheResponseAndTheOrderIdAndNotesTheDonation() throws {
        let harness = try Harness()
        let result = harness.run("order", "tomato", "-q", "2")
        #expect(result.status == 0)
        #expect(result.outLines.count == 2)
        #expect(result.outLines.first == "Your total is $5.90. Your Tomato Soup order will be ready in 10 minutes.")
        let id = String(try #require(result.outLines.last).dropFirst("Order ".count))
        #expect(result.outLines.last == "Order \(id)")
        #expect(UUID(uuidString: id)?.uuidString == id)
        #expect(result.err == "Donated as “Order 2 Tomato Soup”.\n")
        // --quiet keeps the result and drops the note.
        let quiet = harness.run("--quiet", "order", "tomato")
        #expect(quiet.status == 0)
        #expect(quiet.err == "")
        #expect(quiet.outLines.first == "Your total is $2.95. Your Tomato Soup order will be ready in 10 minutes.")
    }

    /// A quantity with spaces around it (a script's padded "$n") is that number.
    @Test func aQuantityIsReadWithoutTheSpacesAroundIt() throws {
        let harness = try Harness()
        let placed = harness.run("order", "tomato", "-q", " 2 ")
        #expect(placed.status == 0, "\(placed.err)")
        #expect(placed.out.hasPrefix("Your total is $5.90."), "\(placed.out)")
    }

    @Test func toppingsStoresAndDeliveryShowInTheDonation() throws {
        let harness = try Harness()
        let topped = harness.run("order", "new england", "-t", "cheese", "--topping", "red pepper", "-t", "Cheese")
        #expect(topped.status == 0)
        #expect(topped.outLines.first == "Your total is $3.75. Your New England Clam Chowder order will be ready in 10 minutes.")
        #expect(topped.err == "Donated as “Order 1 New England Clam Chowder for pickup” (With Cheese and Red Pepper).\n")

        let store = harness.run("order", "chicken", "--quantity", "3", "--store", "civic", "-tcroutons")
        #expect(store.status == 0)
        #expect(store.outLines.first == "Your total is $13.65. Your Chicken Noodle Soup order will be ready in 10 minutes.")
        #expect(store.err == "Donated as “Order 3 Chicken Noodle Soup for pickup” (With Croutons).\n")

        let delivery = harness.run("order", "tomato", "--deliver-to", "1 Main St", "-t", "redPepper", "--quantity=2")
        #expect(delivery.status == 0)
        #expect(delivery.err == "Donated as “Order 2 Tomato Soup for delivery” (With Red Pepper).\n")

        let history = try #require(try harness.run("history", "--json").json()["orders"] as? [[String: Any]])
        #expect(history.map { $0["toppings"] as? [String] } == [["redPepper"], ["croutons"], ["cheese", "redPepper"]])
        #expect(history.map { $0["store"] as? String } == [nil, "Civic Center", "Ferry Building"])
        #expect(history.map { $0["deliveryAddress"] as? String } == ["1 Main St", nil, nil])
        #expect(history.map { $0["orderType"] as? String } == ["delivery", "pickup", "pickup"])
    }

    @Test func orderJSONCarriesResponseOrderAndDonation() throws {
        let harness = try Harness()
        let result = harness.run("--json", "order", "tomato", "-q", "2", "-t", "cheese")
        #expect(result.status == 0)
        #expect(result.err == "")
        let document = try result.json()
        #expect(keys(document) == ["donation", "order", "removedDonationCount", "removedDonations", "response", "soldOut", "version"])
        #expect(document["soldOut"] as? Bool == false)
        #expect(document["removedDonations"] as? [String] == [])

        let response = try #require(document["response"] as? [String: Any])
        #expect(keys(response) == ["code", "currency", "message", "orderDetails", "readyDate", "soupName", "total", "waitTime"])
        #expect(response["code"] as? String == "success")
        #expect(response["message"] as? String == "Your total is $5.90. Your Tomato Soup order will be ready in 10 minutes.")
        #expect(response["waitTime"] as? String == "10 minutes")
        #expect(response["total"] as? String == "5.90")
        #expect(response["currency"] as? String == "USD")
        #expect(response["readyDate"] as? String == "2026-12-07T12:10:00Z")
        let details = try #require(response["orderDetails"] as? [String: Any])
        #expect(keys(details) == ["currency", "displayString", "estimatedTime", "total"])
        #expect(details["displayString"] as? String == "10 minutes")
        #expect(details["estimatedTime"] as? String == "2026-12-07T12:10:00Z")
        #expect(details["total"] as? String == "5.90")
        #expect(details["currency"] as? String == "USD")

        let order = try #require(document["order"] as? [String: Any])
        #expect(
            keys(order) == [
                "currency", "date", "deliveryAddress", "id", "orderType", "price", "quantity", "readyDate", "soup",
                "soupName", "store", "toppingNames", "toppings", "total",
            ])
        let id = try #require(order["id"] as? String)
        #expect(order["date"] as? String == "2026-12-07T12:00:00Z")
        #expect(order["readyDate"] as? String == "2026-12-07T12:10:00Z")
        #expect(order["soup"] as? String == "tomatoSoup")
        #expect(order["soupName"] as? String == "Tomato Soup")
        #expect(order["price"] as? String == "2.95")
        #expect(order["quantity"] as? Int == 2)
        #expect(order["toppings"] as? [String] == ["cheese"])
        #expect(order["toppingNames"] as? [String] == ["Cheese"])
        #expect(order["orderType"] as? String == "pickup")
        #expect(order["store"] as? String == "Ferry Building")
        #expect(order["deliveryAddress"] is NSNull)
        #expect(order["total"] as? String == "5.90")
        #expect(order["currency"] as? String == "USD")

        let donation = try #require(document["donation"] as? [String: Any])
        #expect(
            keys(donation) == [
                "date", "donationKind", "groupIdentifier", "identifier", "intent", "kind", "shortcutType", "subtitle", "title",
                "userActivity",
            ])
        #expect(donation["donationKind"] as? String == "INInteraction")
        #expect(donation["identifier"] as? String == id)
        #expect(donation["date"] as? String == "2026-12-07T12:00:00Z")
        #expect(donation["groupIdentifier"] is NSNull)
        #expect(donation["kind"] as? String == "interaction")
        #expect(donation["shortcutType"] as? String == "soup,quantity,orderType,toppings")
        #expect(donation["title"] as? String == "Order 2 Tomato Soup for pickup")
        #expect(donation["subtitle"] as? String == "With Cheese")
        let intent = try #require(donation["intent"] as? [String: Any])
        #expect(intent["type"] as? String == "OrderSoupIntent")
        #expect(intent["soup"] as? String == "tomatoSoup")
        #expect(intent["soupName"] as? String == "Tomato Soup")
        #expect(intent["quantity"] as? Int == 2)
        #expect(intent["toppings"] as? [String] == ["cheese"])
        #expect(intent["orderType"] as? String == "pickup")
        // Apple's Order.intent: no store in what is donated.
        #expect(intent["storeLocation"] == nil)
    }

    @Test func orderThatSellsOutSaysWhichDonationsWent() throws {
        let harness = try Harness()
        let first = try harness.placeOrder("tomato", "-q", "3")
        let result = harness.run("order", "tomato")
        #expect(result.status == 0)
        let last = String(try #require(result.outLines.dropFirst().first).dropFirst("Order ".count))
        #expect(
            result.outLines == [
                "Your total is $2.95. Your Tomato Soup order will be ready in 10 minutes.",
                "Order \(last)",
                "Tomato Soup is now sold out. Removed 2 donations: \(first), \(last).",
            ])
        // Its own donation went with the rest, so there is no "Donated as" note; the note says how
        // to go on.
        #expect(result.err == "Restock it with: soupchef menu restock tomatoSoup\n")
        let json = try harness.run("--json", "menu", "restock", "tomato", "1").json()
        #expect(json["wasOrderable"] as? Bool == false)
        let sold = try harness.run("--json", "order", "tomato").json()
        #expect(sold["soldOut"] as? Bool == true)
        #expect(sold["donation"] is NSNull)
        #expect((sold["removedDonations"] as? [String])?.count == 1)
    }

    @Test func soldOutDisabledOrShortOrdersFailWithStatusOneAndChangeNothing() throws {
        let harness = try Harness()
        harness.run("order", "tomato", "-q", "4")
        harness.run("menu", "disable", "chicken")
        harness.run("menu", "restock", "manhattan", "1")
        let before = try harness.everyFile()

        let soldOut = harness.run("order", "tomato")
        #expect(soldOut.status == 1)
        #expect(soldOut.out == "")
        // The refusal says how to go on, and where the data is.
        #expect(
            soldOut.err
                == "Error: Sorry, Tomato Soup is out of stock.\nTomato Soup is sold out (in the data directory \(harness.dataDirectory)); "
                + "restock it with: soupchef menu restock tomatoSoup\n")

        let disabled = harness.run("order", "chicken")
        #expect(disabled.status == 1)
        #expect(disabled.out == "")
        #expect(
            disabled.err == """
                Error: Sorry, Chicken Noodle Soup is out of stock.
                Chicken Noodle Soup is disabled; put it back on the menu with: soupchef menu enable chickenNoodleSoup

                """)

        let short = harness.run("order", "new england", "-q", "8")
        #expect(short.status == 1)
        #expect(short.out == "")
        #expect(short.err == "Error: You asked for 8 soups, but we don't have that many in stock.\nThere are 7 left.\n")

        let one = harness.run("order", "manhattan", "-q", "2")
        #expect(one.status == 1)
        #expect(one.err == "Error: You asked for 2 soups, but we don't have that many in stock.\nThere is 1 left.\n")

        let json = harness.run("--json", "order", "tomato")
        #expect(json.status == 1)
        // With --json, the error is a JSON document on stderr.
        let error = try #require(try JSONSerialization.jsonObject(with: Data(json.err.utf8)) as? [String: Any])["error"] as? [String: Any]
        #expect(error?["message"] as? String == "Sorry, Tomato Soup is out of stock.")
        #expect((error?["hint"] as? String)?.hasSuffix("restock it with: soupchef menu restock tomatoSoup") == true)
        let response = try #require(try json.json()["response"] as? [String: Any])
        #expect(response["code"] as? String == "failureOutOfStock")
        #expect(response["message"] as? String == "Sorry, Tomato Soup is out of stock.")
        #expect(response["total"] is NSNull)

        #expect(try harness.everyFile() == before)
    }

    @Test func secretItemCanBeOrderedByName() throws {
        let harness = try Harness()
        let result = harness.run("order", "manhattan clam chowder")
        #expect(result.status == 0)
        #expect(result.outLines.first == "Your total is $3.50. Your Manhattan Clam Chowder order will be ready in 10 minutes.")
    }

    /// An empty name is said to be empty, with where the names are, not searched for on the menu.
    @Test func anEmptySoupStoreOrToppingNameSaysItIsEmpty() throws {
        let harness = try Harness()
        let soup = harness.run("order", "")
        #expect(
            soup.status == 64 && soup.err.hasPrefix("Error: A soup's name cannot be empty: give a soup's name or id (soupchef menu lists them).\n"),
            "\(soup.err)")
        let disable = harness.run("menu", "disable", " ")
        #expect(disable.status == 64 && disable.err.contains("A soup's name cannot be empty"), "\(disable.err)")
        let store = harness.run("order", "tomato", "--store", "")
        #expect(
            store.status == 64 && store.err.hasPrefix("Error: A store's name cannot be empty: the stores are Ferry Building, Civic Center.\n"),
            "\(store.err)")
        for topping in ["", "  "] {
            let refused = harness.run("order", "tomato", "--topping", "cheese", "-t", topping)
            #expect(
                refused.status == 64
                    && refused.err.hasPrefix("Error: A topping's name cannot be empty: the toppings are Cheese, Red Pepper, Croutons.\n"),
                "\(refused.err)")
        }
        let orders = try #require(try harness.run("--json", "history").json()["orders"] as? [Any])
        #expect(orders.isEmpty)
    }
}
