import Foundation
import Testing

@testable import SoupChefCLI

/// Whole Siri conversations pinned byte for byte, standard output and standard error: the order
/// of the lines, and any line added or lost, are checked, not only that some words appear.
/// A change here is a change of what a person sees; make it on purpose, and say why.
@Suite struct SiriGoldenTranscriptTests {
    @Test func aPhraseWithASoupAsksTheStoreConfirmsAndOrders() throws {
        let harness = try Harness()
        let result = harness.run(["siri", "Order tomato soup from Soup Chef", "--answer", "Ferry Building", "--yes"])
        #expect(result.status == 0)
        #expect(
            result.out == #"""
                You: Order tomato soup from Soup Chef
                  · resolveSoup: success (Tomato Soup)
                  · resolveQuantity: success (1)
                  · resolveToppings: notRequired
                  · resolveOrderType: success (pickup)
                  · resolveStoreLocation: needsValue
                Siri: Which store?
                      1. Ferry Building
                      2. Civic Center
                You: Ferry Building
                  · resolveStoreLocation: success (Ferry Building)
                  · confirm: ready
                Siri: Your total is $2.95. Ready to order?
                  ┌─ Soup Chef ────────────────┐
                  │ Tomato Soup                │
                  │ 1 @ $2.95                  │
                  │ Pickup from Ferry Building │
                  │ Total:               $2.95 │
                  └────────────────────────────┘
                You: yes
                  · handle: success (7F32693E-FD45-48B0-9021-0B45C251A831)
                Siri: Your total is $2.95. Your Tomato Soup order will be ready in 10 minutes.
                  ┌─ Soup Chef ────────────────┐
                  │ Tomato Soup                │
                  │ Order Confirmed            │
                  │ 10 minutes                 │
                  │ Pickup from Ferry Building │
                  └────────────────────────────┘
                Order 7F32693E-FD45-48B0-9021-0B45C251A831
                Activity orderComplete: soupchef open orderComplete --order 7F32693E
                """# + "\n")
        #expect(
            result.err == #"""
                Donated as “Order 1 Tomato Soup”.
                """# + "\n")
    }

    @Test func anAnswerNotAmongTheChoicesIsAskedAgainThenADeliveryOrders() throws {
        let harness = try Harness()
        let result = harness.run([
            "siri", "Order Soup Chef for delivery", "--answer", "gazpacho", "--answer", "New England Clam Chowder", "--answer", "1 Infinite Loop",
            "--yes",
        ])
        #expect(result.status == 0)
        #expect(
            result.out == #"""
                You: Order Soup Chef for delivery
                  · resolveSoup: disambiguation
                Siri: Which soup do you want? We have 1 special today.
                      1. Chicken Noodle Soup — Contains: Chicken, noodles
                      2. New England Clam Chowder — Contains: Clams
                      3. Tomato Soup — Contains: Tomatoes
                You: gazpacho
                Siri: Sorry, I didn't get “gazpacho”.
                  · resolveSoup: disambiguation
                Siri: Which soup do you want? We have 1 special today.
                      1. Chicken Noodle Soup — Contains: Chicken, noodles
                      2. New England Clam Chowder — Contains: Clams
                      3. Tomato Soup — Contains: Tomatoes
                You: New England Clam Chowder
                  · resolveSoup: success (New England Clam Chowder)
                  · resolveQuantity: success (1)
                  · resolveToppings: notRequired
                  · resolveOrderType: success (delivery)
                  · resolveDeliveryLocation: needsValue
                Siri: Where would you like your order delivered?
                You: 1 Infinite Loop
                  · resolveDeliveryLocation: success (1 Infinite Loop)
                  · confirm: ready
                Siri: Your total is $3.75. Ready to order?
                  ┌─ Soup Chef ────────────────┐
                  │ New England Clam Chowder   │
                  │ 1 @ $3.75                  │
                  │ Deliver to 1 Infinite Loop │
                  │ Total:               $3.75 │
                  └────────────────────────────┘
                You: yes
                  · handle: success (7F32693E-FD45-48B0-9021-0B45C251A831)
                Siri: Your total is $3.75. Your New England Clam Chowder order will be ready in 10 minutes.
                  ┌─ Soup Chef ────────────────┐
                  │ New England Clam Chowder   │
                  │ Order Confirmed            │
                  │ 10 minutes                 │
                  │ Deliver to 1 Infinite Loop │
                  └────────────────────────────┘
                Order 7F32693E-FD45-48B0-9021-0B45C251A831
                Activity orderComplete: soupchef open orderComplete --order 7F32693E
                """# + "\n")
        #expect(
            result.err == #"""
                Donated as “Order 1 New England Clam Chowder”.
                """# + "\n")
    }

    @Test func aVoiceShortcutOfAPastOrderAsksOnlyTheStore() throws {
        let harness = try Harness()
        #expect(harness.run(["order", "tomato", "--store", "Civic Center"]).status == 0)
        #expect(harness.run(["shortcuts", "add", "--order", "7F32", "--phrase", "Soup time"]).status == 0)
        let result = harness.run(["siri", "Soup time", "--answer", "Civic Center", "--yes"])
        #expect(result.status == 0)
        #expect(
            result.out == #"""
                You: Soup time
                  · resolveSoup: success (Tomato Soup)
                  · resolveQuantity: success (1)
                  · resolveToppings: notRequired
                  · resolveOrderType: success (pickup)
                  · resolveStoreLocation: needsValue
                Siri: Which store?
                      1. Ferry Building
                      2. Civic Center
                You: Civic Center
                  · resolveStoreLocation: success (Civic Center)
                  · confirm: ready
                Siri: Your total is $2.95. Ready to order?
                  ┌─ Soup Chef ──────────────┐
                  │ Tomato Soup              │
                  │ 1 @ $2.95                │
                  │ Pickup from Civic Center │
                  │ Total:             $2.95 │
                  └──────────────────────────┘
                You: yes
                  · handle: success (93C1DC2B-5B35-4ADE-9D8F-D04E1671EB61)
                Siri: Your total is $2.95. Your Tomato Soup order will be ready in 10 minutes.
                  ┌─ Soup Chef ──────────────┐
                  │ Tomato Soup              │
                  │ Order Confirmed          │
                  │ 10 minutes               │
                  │ Pickup from Civic Center │
                  └──────────────────────────┘
                Order 93C1DC2B-5B35-4ADE-9D8F-D04E1671EB61
                Activity orderComplete: soupchef open orderComplete --order 93C1DC2B
                """# + "\n")
        #expect(
            result.err == #"""
                Donated as “Order 1 Tomato Soup”.
                """# + "\n")
    }

    @Test func aSoldOutSoupIsRefusedWithTheDefinitionsWords() throws {
        let harness = try Harness()
        #expect(harness.run(["menu", "restock", "tomato", "0"]).status == 0)
        let result = harness.run(["siri", "Order tomato soup from Soup Chef", "--answer", "Ferry Building", "--yes"])
        #expect(result.status == 1)
        #expect(
            result.out == #"""
                You: Order tomato soup from Soup Chef
                  · resolveSoup: success (Tomato Soup)
                  · resolveQuantity: unsupported (1)
                  · resolveToppings: notRequired
                  · resolveOrderType: success (pickup)
                  · resolveStoreLocation: needsValue
                Siri: Which store?
                      1. Ferry Building
                      2. Civic Center
                You: Ferry Building
                  · resolveStoreLocation: success (Ferry Building)
                  · confirm: failureOutOfStock
                Siri: Sorry, Tomato Soup is out of stock.
                """# + "\n")
        #expect(
            result.err == #"""
                Error: Nothing was ordered: Sorry, Tomato Soup is out of stock.
                Tomato Soup is sold out (in the data directory \#(harness.dataDirectory)); restock it with: soupchef menu restock tomatoSoup
                """# + "\n")
    }

    /// On iOS 16 and later a voice shortcut for a soup that sold out is refused in OrderSoup's
    /// words, which do not name the soup; the hint still says how to refill it, as on iOS 15.
    @Test func aSoldOutSoupOnTheAppIntentsPathSaysHowToRefillIt() throws {
        let harness = try Harness()
        let order = try harness.placeOrder("tomato", "--store", "Civic Center")
        #expect(harness.run("--ios", "15", "shortcuts", "add", "--order", order, "--phrase", "Soup time").status == 0)
        #expect(harness.run(["menu", "restock", "tomato", "0"]).status == 0)
        let result = harness.run(["--ios", "16", "siri", "Soup time", "--yes"])
        #expect(result.status == 1)
        #expect(
            result.err == #"""
                Error: Nothing was ordered: You asked for 1 soup, but we don't have that many in stock.
                Tomato Soup is sold out (in the data directory \#(harness.dataDirectory)); restock it with: soupchef menu restock tomatoSoup
                """# + "\n")
    }

    @Test func theAppIntentsPathAsksTheSoupWithSectionsThenTheStore() throws {
        let harness = try Harness()
        let result = harness.run(["--ios", "16", "siri", "Order Soup Chef", "--answer", "tomato", "--answer", "Civic Center", "--yes"])
        #expect(result.status == 0)
        #expect(
            result.out == #"""
                You: Order Soup Chef
                (iOS 16, App Intents: OrderSoup.perform())
                Siri: Which soup?
                      1. New England Clam Chowder — Contains: Clams
                      2. Tomato Soup — Contains: Tomatoes
                      Specials
                      3. Chicken Noodle Soup — Contains: Chicken, noodles
                You: tomato
                Siri: Which store?
                      1. Ferry Building
                      2. Civic Center
                You: Civic Center
                  ┌───────────────────────────┐
                  │ Tomato Soup               │
                  │ 1 @ $2.95                 │
                  │ Pick up from Civic Center │
                  │ Total: $2.95              │
                  └───────────────────────────┘
                Siri: Your total is $2.95. ready to order?
                You: yes
                Siri: Your total is $2.95. Your Tomato Soup order will be ready in 10:00.
                  ┌───────────────────────────┐
                  │ Tomato Soup               │
                  │ Order Confirmed           │
                  │ 10 minutes                │
                  │ Pick up from Civic Center │
                  └───────────────────────────┘
                Order 7F32693E-FD45-48B0-9021-0B45C251A831
                """# + "\n")
        #expect(
            result.err == #"""
                Donated as “Order 1 Tomato Soup for pickup”.
                """# + "\n")
    }
}
