import Foundation
import Testing

@testable import SoupChefCLI

@Suite struct MenuCommandTests {
    /// In a narrow terminal the columns left out are named, the specials' KIND among them, and
    /// the toppings' line is wrapped as prose is.
    @Test func aNarrowMenuNamesWhatItLeavesOutAndWrapsTheToppings() throws {
        let harness = try Harness()
        harness.environment["COLUMNS"] = "20"
        let result = harness.run("menu")
        #expect(result.status == 0)
        #expect(result.out.split(separator: "\n").allSatisfy { $0.count <= 20 }, "\(result.out)")
        #expect(result.out.contains("CONTAINS, KIND;"), "\(result.out)")
        #expect(result.out.hasSuffix("Toppings (free):\n  Cheese, Red\n  Pepper, Croutons\n"), "\(result.out)")
    }

    @Test func menuShowsTheCustomerMenuAndDonatesViewMenu() throws {
        let harness = try Harness()
        let result = harness.run("menu")
        #expect(result.status == 0)
        #expect(result.err == "")
        #expect(
            result.out == """
                SOUP                      PRICE  CONTAINS          KIND
                Chicken Noodle Soup       $4.55  Chicken, noodles  daily special
                New England Clam Chowder  $3.75  Clams
                Tomato Soup               $2.95  Tomatoes
                Toppings (free): Cheese, Red Pepper, Croutons

                """)
        let donations = try harness.run("donations", "--json").json()["donations"] as? [[String: Any]]
        #expect(donations?.count == 1)
        #expect(donations?.first?["kind"] as? String == "userActivity")
        #expect((donations?.first?["userActivity"] as? [String: Any])?["activityType"] as? String == "com.example.apple-samplecode.SoupChef.viewMenu")
    }

    @Test func menuAllShowsEveryItemWithStockAndStateAndDonatesNothing() throws {
        let harness = try Harness()
        harness.run("menu", "disable", "chicken")
        harness.run("order", "tomato", "-q", "4")
        let result = harness.run("menu", "--all")
        #expect(result.status == 0)
        #expect(result.err == "")
        #expect(
            result.out == """
                ID                     NAME                      PRICE  STOCK  KIND           STATE
                chickenNoodleSoup      Chicken Noodle Soup       $4.55      5  daily special  disabled
                newEnglandClamChowder  New England Clam Chowder  $3.75      7  regular        available
                tomatoSoup             Tomato Soup               $2.95      0  regular        sold out
                manhattanClamChowder   Manhattan Clam Chowder    $3.50      2  secret         available
                Toppings (free): Cheese, Red Pepper, Croutons

                """)
        #expect(try (harness.run("donations", "--json").json()["donations"] as? [Any])?.isEmpty == true)
    }

    @Test func menuWithNothingAvailableSaysSo() throws {
        let harness = try Harness()
        for soup in ["chicken", "new england", "tomato"] { harness.run("menu", "disable", soup) }
        let result = harness.run("menu")
        #expect(result.status == 0)
        #expect(result.out == "Nothing is available today.\nToppings (free): Cheese, Red Pepper, Croutons\n")
    }

    @Test func menuJSONListsItemsToppingsAndStores() throws {
        let harness = try Harness()
        let result = harness.run("menu", "--json")
        #expect(result.status == 0)
        #expect(result.err == "")
        let document = try result.json()
        #expect(keys(document) == ["items", "stores", "toppings", "version"])
        let items = try #require(document["items"] as? [[String: Any]])
        #expect(items.map { $0["id"] as? String } == ["chickenNoodleSoup", "newEnglandClamChowder", "tomatoSoup"])
        let chicken = items[0]
        #expect(
            keys(chicken) == [
                "currency", "defaultStock", "description", "enabled", "id", "kind", "name", "orderable", "price",
                "state", "stock",
            ])
        #expect(chicken["name"] as? String == "Chicken Noodle Soup")
        #expect(chicken["price"] as? String == "4.55")
        #expect(chicken["currency"] as? String == "USD")
        #expect(chicken["kind"] as? String == "dailySpecial")
        #expect(chicken["description"] as? String == "Contains: Chicken, noodles")
        #expect(chicken["stock"] as? Int == 5)
        #expect(chicken["defaultStock"] as? Int == 5)
        #expect(chicken["enabled"] as? Bool == true)
        #expect(chicken["orderable"] as? Bool == true)
        #expect(chicken["state"] as? String == "available")
        let toppings = try #require(document["toppings"] as? [[String: Any]])
        #expect(toppings.map { $0["id"] as? String } == ["cheese", "redPepper", "croutons"])
        #expect(toppings.map { $0["name"] as? String } == ["Cheese", "Red Pepper", "Croutons"])
        let stores = try #require(document["stores"] as? [[String: Any]])
        #expect(stores.map { $0["name"] as? String } == ["Ferry Building", "Civic Center"])
        #expect(stores.first?["latitude"] as? Double == 37.795316)
        #expect(stores.first?["longitude"] as? Double == -122.39376)
        // --json shows the menu screen too, so it donates.
        #expect(try (harness.run("donations", "--json").json()["donations"] as? [Any])?.count == 1)
    }

    @Test func menuAllJSONIncludesSecretAndUnavailableItems() throws {
        let harness = try Harness()
        harness.run("menu", "disable", "tomato")
        let items = try #require(try harness.run("--json", "menu", "--all").json()["items"] as? [[String: Any]])
        #expect(items.map { $0["id"] as? String } == ["chickenNoodleSoup", "newEnglandClamChowder", "tomatoSoup", "manhattanClamChowder"])
        #expect(items[2]["state"] as? String == "disabled")
        #expect(items[2]["enabled"] as? Bool == false)
        #expect(items[2]["orderable"] as? Bool == false)
        #expect(items[3]["kind"] as? String == "secret")
    }

    @Test func disableSaysWhichDonationsWent() throws {
        let harness = try Harness()
        let first = try harness.placeOrder("tomato")
        let kept = try harness.placeOrder("chicken")
        let second = try harness.placeOrder("tomato", "-t", "cheese")
        let result = harness.run("menu", "disable", "tomato soup")
        #expect(result.status == 0)
        #expect(result.err == "")
        #expect(result.out == "Tomato Soup: unavailable (disabled), stock 2.\nRemoved 2 donations: \(first), \(second).\n")
        let left = try harness.run("donations", "--json").json()["donations"] as? [[String: Any]]
        #expect(left?.compactMap { $0["identifier"] as? String } == [kept])
    }

    @Test func disableCountsOneNoneOrMany() throws {
        let harness = try Harness()
        #expect(
            harness.run("menu", "disable", "chicken").out
                == "Chicken Noodle Soup: unavailable (disabled), stock 5.\nRemoved no donations: no order of it has one.\n")
        let only = try harness.placeOrder("manhattan")
        #expect(
            harness.run("menu", "disable", "manhattanClamChowder").out
                == "Manhattan Clam Chowder: unavailable (disabled), stock 1.\nRemoved 1 donation: \(only).\n")
        harness.run("menu", "restock", "new england", "100")
        for _ in 0..<11 { _ = try harness.placeOrder("new england") }
        #expect(
            harness.run("menu", "disable", "new england").out
                == "New England Clam Chowder: unavailable (disabled), stock 89.\nRemoved 11 donations of its orders.\n")
    }

    /// A soup off the menu or sold out lost its orders' donations then: disabling it deletes
    /// nothing, and says why rather than saying nothing of them.
    @Test(arguments: [["menu", "disable", "tomato"], ["order", "tomato", "-q", "3"]])
    func disablingASoupThatCouldNotBeOrderedSaysItsDonationsWentBefore(_ firstUnavailable: [String]) throws {
        let harness = try Harness()
        _ = try harness.placeOrder("tomato")
        #expect(harness.run(firstUnavailable).status == 0)
        let again = harness.run("menu", "disable", "tomato")
        #expect(again.status == 0)
        #expect(again.out.hasPrefix("Tomato Soup: unavailable (disabled), stock "))
        #expect(
            again.err
                == "It could not be ordered already: the donations of its orders were deleted when it became unavailable.\n")
        #expect(harness.run("--quiet", "menu", "disable", "tomato").err == "")
    }

    @Test func disableJSONCarriesTheItemAndTheRemovedIdentifiers() throws {
        let harness = try Harness()
        let id = try harness.placeOrder("tomato")
        let document = try harness.run("--json", "menu", "disable", "tomato").json()
        #expect(keys(document) == ["item", "removedDonationCount", "removedDonations", "version", "wasOrderable"])
        #expect(document["removedDonations"] as? [String] == [id])
        #expect(document["wasOrderable"] as? Bool == true)
        let item = document["item"] as? [String: Any]
        #expect(item?["id"] as? String == "tomatoSoup")
        #expect(item?["state"] as? String == "disabled")
        #expect(item?["stock"] as? Int == 3)
        // Disabling it again removes nothing and says it was not orderable.
        let again = try harness.run("--json", "menu", "disable", "tomato").json()
        #expect(again["wasOrderable"] as? Bool == false)
        #expect(again["removedDonations"] as? [String] == [])
    }

    @Test func enableRestoresTheItemButNoDonations() throws {
        let harness = try Harness()
        try harness.placeOrder("tomato")
        harness.run("menu", "disable", "tomato")
        let result = harness.run("menu", "enable", "tomato")
        #expect(result.status == 0)
        #expect(result.out == "Tomato Soup: available, stock 3.\n")
        #expect(result.err == "Any donations of its orders deleted while it could not be ordered stay deleted: only new orders are donated.\n")
        #expect(try (harness.run("donations", "--json").json()["donations"] as? [Any])?.isEmpty == true)
        // A soup never ordered had no donations to lose: nothing to say of them.
        harness.run("menu", "disable", "manhattan")
        let neverOrdered = harness.run("menu", "enable", "manhattan")
        #expect(neverOrdered.status == 0)
        #expect(neverOrdered.out == "Manhattan Clam Chowder: available, stock 2.\n")
        #expect(neverOrdered.err == "")
        let quiet = harness.run("--quiet", "menu", "enable", "chicken")
        #expect(quiet.out == "Chicken Noodle Soup: available, stock 5.\n")
        #expect(quiet.err == "")
        let document = try harness.run("--json", "menu", "enable", "tomato").json()
        #expect(document["wasOrderable"] as? Bool == true)
        #expect(document["removedDonations"] as? [String] == [])
        #expect((document["item"] as? [String: Any])?["state"] as? String == "available")
    }

    @Test func restockSetsTheStockOrGoesBackToTheShippedOne() throws {
        let harness = try Harness()
        harness.run("order", "tomato", "-q", "4")
        let back = harness.run("menu", "restock", "tomato")
        #expect(back.status == 0)
        #expect(back.out == "Tomato Soup: available, stock 4.\n")
        #expect(back.err == "Any donations of its orders deleted while it could not be ordered stay deleted: only new orders are donated.\n")
        let nine = harness.run("menu", "restock", "tomato", "9")
        #expect(nine.out == "Tomato Soup: available, stock 9.\n")
        #expect(nine.err == "")
        let document = try harness.run("--json", "menu", "restock", "tomato", "0").json()
        #expect((document["item"] as? [String: Any])?["stock"] as? Int == 0)
        #expect((document["item"] as? [String: Any])?["state"] as? String == "sold out")
        #expect(document["wasOrderable"] as? Bool == true)
        #expect(harness.run("menu", "restock", "tomato", "1000000").status == 0)
    }
}
