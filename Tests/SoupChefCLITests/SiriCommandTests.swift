import Foundation
import Testing

@testable import SoupChefCLI

/// The lines a conversation printed, without the dimmed handler calls.
private func spoken(_ out: String) -> [String] {
    out.split(separator: "\n").map(String.init).filter { $0.hasPrefix("Siri: ") || $0.hasPrefix("You: ") }
}

@Suite struct SiriCommandTests {
    /// The sample's walkthrough: order, add it to Siri, say the phrase, confirm, see it in history.
    @Test func theWalkthroughOrdersAgainThroughSiri() throws {
        let harness = try Harness()
        let first = try harness.placeOrder("new england", "-q", "2", "-t", "cheese")
        #expect(harness.run("shortcuts", "add", "--order", first, "--phrase", "Tomato time").status == 0)

        // The order's donated intent has no store (Apple's Order.intent): Siri asks for it.
        let said = harness.run("siri", "Tomato time!", "--answer", "Ferry Building", "--yes")
        #expect(said.status == 0, "\(said.err)")
        #expect(
            spoken(said.out) == [
                "You: Tomato time!",
                "Siri: Which store?",
                "You: Ferry Building",
                "Siri: Your total is $7.50. Ready to order?",
                "You: yes",
                "Siri: Your total is $7.50. Your New England Clam Chowder order will be ready in 10 minutes.",
            ])
        #expect(said.out.contains("  · resolveStoreLocation: success (Ferry Building)\n"))
        // The sample's views: the invoice's "Total:", the confirmation's "Order Confirmed" and wait.
        #expect(said.out.contains("│ Total:               $7.50 │"), "\(said.out)")
        #expect(said.out.contains("│ Order Confirmed            │\n  │ 10 minutes                 │\n"), "\(said.out)")
        #expect(said.err.contains("Donated as “Order 2 New England Clam Chowder for pickup” (With Cheese)."))

        let history = try #require(try harness.run("--json", "history").json()["orders"] as? [[String: Any]])
        #expect(history.count == 2)
        let newest = history[0]
        #expect(newest["id"] as? String != first)
        #expect(newest["soup"] as? String == "newEnglandClamChowder")
        #expect(newest["quantity"] as? Int == 2)
        #expect(newest["toppings"] as? [String] == ["cheese"])
        let id = try #require(newest["id"] as? String)
        #expect(said.out.contains("Order \(id)\nActivity orderComplete: soupchef open orderComplete --order \(id.prefix(8))\n"))
        // Donated like any other order.
        let show = try harness.run("--json", "history", "show", id).json()
        #expect((show["donation"] as? [String: Any])?["identifier"] as? String == id)
    }

    /// A declined order exits 1; with --json its stdout is the conversation's document and its
    /// stderr the error document every failure has, on iOS 15 and 16 alike.
    /// Siri finds the delivery address from the words said: a yes, a no or a number alone is no
    /// place, and it asks again, on both paths.
    @Test func aYesOrANumberIsNoAddressToDeliverTo() throws {
        let harness = try Harness()
        let order = try harness.placeOrder("tomato", "--deliver-to", "1 Main St")
        #expect(harness.run("shortcuts", "add", "--order", String(order.prefix(8)), "--phrase", "deliver soup").status == 0)
        for ios in ["15", "16"] {
            let said = harness.run("--ios", ios, "siri", "deliver soup", "-a", "yes", "-a", "2", "-a", "221B Baker Street", "-a", "no")
            #expect(said.status == 1, "\(said.out)\(said.err)")
            #expect(said.out.contains("Sorry, I didn't get “yes”.") && said.out.contains("Sorry, I didn't get “2”."), "\(said.out)")
            #expect(said.out.contains("221B Baker Street"), "\(said.out)")
            #expect(!said.out.contains("to yes"), "\(said.out)")
        }
    }

    @Test func aDeclinedOrderIsAJSONErrorOnStandardErrorWithJSON() throws {
        for ios in ["15", "16"] {
            let harness = try Harness()
            let run = harness.run("--ios", ios, "--json", "siri", "Order tomato soup from Soup Chef", "--answer", "ferry", "--answer", "no")
            #expect(run.status == 1, "\(run.err)")
            let document = try #require(try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any])
            #expect(document["outcome"] as? String == "declined", "\(run.out)")
            let failure = try #require(try JSONSerialization.jsonObject(with: Data(run.err.utf8)) as? [String: Any], "\(run.err)")
            let error = try #require(failure["error"] as? [String: Any])
            #expect(error["message"] as? String == "Nothing was ordered: the order was declined." && error["status"] as? Int == 1)
            // Without --json, a note.
            let text = try Harness().run("--ios", ios, "siri", "Order tomato soup from Soup Chef", "--answer", "ferry", "--answer", "no")
            #expect(text.status == 1 && text.err.hasSuffix("Nothing was ordered.\n"), "\(text.err)")
        }
    }

    @Test func anAppShortcutNamingASoupAsksOnlyForTheStore() throws {
        let harness = try Harness()
        let said = harness.run("siri", "Order chicken noodle soup from Soup Chef", "--answer", "Ferry Building", "--yes")
        #expect(said.status == 0)
        #expect(
            spoken(said.out) == [
                "You: Order chicken noodle soup from Soup Chef",
                "Siri: Which store?",
                "You: Ferry Building",
                "Siri: Your total is $4.55. Ready to order?",
                "You: yes",
                "Siri: Your total is $4.55. Your Chicken Noodle Soup order will be ready in 10 minutes.",
            ])
        #expect(said.out.contains("      1. Ferry Building\n      2. Civic Center\n"))
        let order = try #require((try harness.run("--json", "history").json()["orders"] as? [[String: Any]])?.first)
        #expect(order["soup"] as? String == "chickenNoodleSoup")
        #expect(order["store"] as? String == "Ferry Building")
        #expect(order["orderType"] as? String == "pickup")
    }

    /// An App Shortcut phrase (iOS 16 and later) is heard without a space the utterance lacks when
    /// nothing matches exactly, as `intents match` hears one; iOS 15's spoken phrases are not.
    @Test func anAppShortcutPhraseIsHeardWithoutASpaceOnlyFromIOS16() throws {
        let harness = try Harness()
        let run = harness.run("--ios", "16", "siri", "OrderTomato Soup fromSoup Chef", "--answer", "Ferry Building", "--yes")
        #expect(run.status == 0, "\(run.out)\(run.err)")
        #expect(spoken(run.out).contains("Siri: Which store?"), "\(run.out)")
        let older = harness.run("--ios", "15", "siri", "OrderTomato Soup fromSoup Chef", "--answer", "Ferry Building", "--yes")
        #expect(older.status == 1 && older.out.contains("Siri: Sorry, I didn't understand."), "\(older.out)\(older.err)")
    }

    /// A release chosen below iOS 16 is told apart from what soupchef lets it do: App Shortcut
    /// phrases heard unrecorded, and on iOS 12 the questions of the iOS 14 sample.
    @Test func anOlderReleaseSaysWhatItCouldNotDo() throws {
        let harness = try Harness()
        let twelve = harness.run("--ios", "12", "siri", "Order tomato soup from Soup Chef", "--answer", "Ferry Building", "--yes")
        #expect(twelve.status == 0, "\(twelve.err)")
        // Said so that the questions that follow read as the sample's, not iOS 12's.
        #expect(
            twelve.out.contains(
                "(iOS 12 resolved no parameters of a custom intent and asked nothing: questions came with iOS 13."
                    + " Any Siri asks below are those of Apple's iOS 14 sample, which soupchef runs; docs/fidelity.md)\n"))
        #expect(twelve.out.contains("Siri: Which store?"))
        #expect(twelve.out.contains("(iOS 12 hears this only as a voice shortcut someone recorded: App Shortcut phrases came with iOS 16;"))
        let fifteen = harness.run("--ios", "15", "siri", "Order tomato soup from Soup Chef", "--answer", "Ferry Building", "--yes")
        #expect(fifteen.out.contains("(iOS 15 hears this only as a voice shortcut"))
        #expect(!fifteen.out.contains("resolved no parameters"))
        // Unchosen, the default output is as it was; a recorded phrase needs no such line.
        let unchosen = harness.run("siri", "Order tomato soup from Soup Chef", "--answer", "Ferry Building", "--yes")
        #expect(!unchosen.out.contains("hears this only"))
        let order = try harness.placeOrder("tomato")
        #expect(harness.run("shortcuts", "add", "--order", order, "--phrase", "Soup time").status == 0)
        #expect(!harness.run("--ios", "15", "siri", "Soup time", "--answer", "Ferry Building", "--yes").out.contains("hears this only"))
        #expect(harness.run("--ios", "13", "suggestions").out.contains("setRelevantShortcuts; for the Siri watch face)"))
        #expect(harness.run("--ios", "14", "suggestions").out.contains("for the Siri watch face and Smart Stack widgets)"))
    }

    @Test func withoutASoupSiriOffersTheMenu() throws {
        let harness = try Harness()
        let said = harness.run("siri", "order soup chef", "--answer", "3", "--answer", "civic", "--answer", "yes")
        #expect(said.status == 0)
        #expect(
            said.out.contains(
                """
                Siri: Which soup do you want? We have 1 special today.
                      1. Chicken Noodle Soup — Contains: Chicken, noodles
                      2. New England Clam Chowder — Contains: Clams
                      3. Tomato Soup — Contains: Tomatoes
                You: 3
                """))
        #expect(said.out.contains("  · resolveSoup: disambiguation\n"))
        #expect(said.out.contains("Siri: Your Tomato Soup order") == false)
        #expect(said.out.contains("Your Tomato Soup order will be ready in 10 minutes."))
    }

    @Test func fiveOrMoreSoupsAreConfirmedAndAnotherQuantityCanBeGiven() throws {
        let harness = try Harness()
        let big = try harness.placeOrder("new england", "-q", "5")
        #expect(harness.run("shortcuts", "add", "--order", big, "--phrase", "Feed the team").status == 0)
        #expect(harness.run("menu", "restock", "new england").status == 0)

        let confirmed = harness.run("siri", "feed the team", "--yes", "--answer", "1")
        #expect(confirmed.status == 0)
        #expect(
            spoken(confirmed.out).prefix(6) == [
                "You: feed the team", "Siri: Just to confirm, you would like to order 5 soups?", "You: yes",
                "Siri: Which store?", "You: 1", "Siri: Your total is $18.75. Ready to order?",
            ])

        #expect(harness.run("menu", "restock", "new england").status == 0)
        let fewer = harness.run("siri", "feed the team", "--answer", "no", "--answer", "2", "--answer", "1", "--answer", "yes")
        #expect(fewer.status == 0)
        #expect(
            spoken(fewer.out).prefix(8) == [
                "You: feed the team", "Siri: Just to confirm, you would like to order 5 soups?", "You: no",
                "Siri: How many soups do you want to order?", "You: 2", "Siri: Which store?", "You: 1",
                "Siri: Your total is $7.50. Ready to order?",
            ])
        let order = try #require((try harness.run("--json", "history").json()["orders"] as? [[String: Any]])?.first)
        #expect(order["quantity"] as? Int == 2)
    }

    @Test func moreThanInStockIsRefusedThenANewQuantityIsAsked() throws {
        let harness = try Harness()
        let four = try harness.placeOrder("new england", "-q", "4")  // 3 left
        #expect(harness.run("shortcuts", "add", "--order", four).status == 0)
        let said = harness.run("siri", "Soup time", "--answer", "3", "--answer", "1", "--yes")
        #expect(said.status == 0)
        #expect(
            spoken(said.out).prefix(7) == [
                "You: Soup time",
                "Siri: You asked for 4 soups, but we don't have that many in stock.",
                "Siri: How many soups do you want to order?",
                "You: 3",
                "Siri: Which store?",
                "You: 1",
                "Siri: Your total is $11.25. Ready to order?",
            ])
        #expect(said.out.contains("  · resolveQuantity: unsupported (4)\n"))
        // Taking the last 3 sells it out, which deletes its orders' donations (this one's too).
        #expect(said.out.contains("New England Clam Chowder is now sold out. Removed 2 donations: "))
        let menu = try #require(try harness.run("--json", "menu", "--all").json()["items"] as? [[String: Any]])
        #expect(menu.first { $0["id"] as? String == "newEnglandClamChowder" }?["stock"] as? Int == 0)
    }

    /// An order's intent carries no address (Apple's `Order.intent`): its voice shortcut, spoken,
    /// asks where to deliver, as a pickup's asks which store.
    @Test func aVoiceShortcutOfADeliveryAsksForTheAddress() throws {
        let harness = try Harness()
        let first = try harness.placeOrder("chicken", "--deliver-to", "1 Infinite Loop")
        #expect(harness.run("shortcuts", "add", "--order", first, "--phrase", "Deliver my soup").status == 0)
        let said = harness.run("siri", "deliver my soup", "--answer", "2 Main Street", "--yes")
        #expect(said.status == 0, "\(said.err)")
        #expect(
            said.out.contains("  · resolveDeliveryLocation: needsValue\nSiri: Where would you like your order delivered?\nYou: 2 Main Street\n"),
            "\(said.out)")
        #expect(!said.out.contains("Which store?"))
        #expect(said.out.contains("│ Deliver to 2 Main Street │"), "\(said.out)")
    }

    /// The cards are measured in the columns a terminal gives each character: an address with
    /// wide characters and an emoji keeps the right side straight.
    @Test func aCardWithWideCharactersKeepsItsSidesStraight() throws {
        let harness = try Harness()
        let said = harness.run("siri", "Order tomato soup from Soup Chef for delivery", "--answer", "東京都 1-2-3 🍲", "--yes")
        #expect(said.status == 0, "\(said.err)")
        let box = said.outLines.filter { $0.hasPrefix("  ┌") || $0.hasPrefix("  │") || $0.hasPrefix("  └") }
        #expect(box.count >= 10, "\(said.out)")
        #expect(Set(box.map(\.visibleCount)).count == 1, "\(box.map(\.visibleCount))")
    }

    /// A choice's line pasted whole, its description included, is that choice, on both paths.
    @Test func aChoicePastedWithItsDescriptionIsThatChoice() throws {
        let harness = try Harness()
        let said = harness.run("siri", "Order Soup Chef", "--answer", "Tomato Soup — Contains: Tomatoes", "--answer", "ferry", "--yes")
        #expect(said.status == 0 && said.out.contains("  · resolveSoup: success (Tomato Soup)\n"), "\(said.out)\(said.err)")
        let later = harness.run(
            "--ios", "16", "siri", "Order Soup Chef", "--answer", "Chicken Noodle Soup — Contains: Chicken, noodles", "--answer", "ferry", "--yes")
        #expect(later.status == 0, "\(later.out)\(later.err)")
        #expect(later.err.contains("Chicken Noodle Soup"), "\(later.err)")
    }

    /// `--json` carries what the lists show: a step's choices' descriptions (iOS 15), and every
    /// question with its choices' subtitles and sections and the answer given (iOS 16).
    @Test func theJSONCarriesTheChoicesAsTheListsShowThem() throws {
        let harness = try Harness()
        let earlier = try harness.run("--json", "siri", "Order Soup Chef", "--answer", "tomato", "--answer", "ferry", "--answer", "no").json()
        let step = try #require((earlier["steps"] as? [[String: Any]])?.first)
        #expect(step["choiceSubtitles"] as? [String] == ["Contains: Chicken, noodles", "Contains: Clams", "Contains: Tomatoes"], "\(step)")
        let later = try harness.run(
            "--json", "--ios", "16", "siri", "Order Soup Chef", "--answer", "soup", "--answer", "tomato", "--answer", "ferry", "--answer", "no"
        )
        .json()
        let questions = try #require(later["questions"] as? [[String: Any]])
        #expect(questions.map { $0["prompt"] as? String } == ["Which soup?", "Which one?", "Which store?", "Your total is $2.95. ready to order?"])
        #expect(questions.map { $0["answer"] as? String } == ["soup", "tomato", "ferry", "no"])
        let found = try #require(questions[1]["choices"] as? [[String: Any]])
        #expect(found.map { $0["title"] as? String } == ["Chicken Noodle Soup", "Tomato Soup"])
        #expect(found.map { $0["section"] as? String } == ["Regulars", "Regulars"])
        #expect(found.last?["subtitle"] as? String == "Contains: Tomatoes")
    }

    @Test func aDeliveryAsksForTheAddress() throws {
        let harness = try Harness()
        let said = harness.run("siri", "Order tomato soup from Soup Chef for delivery", "--answer", "1 Infinite Loop", "--yes")
        #expect(said.status == 0)
        #expect(
            spoken(said.out).prefix(3) == [
                "You: Order tomato soup from Soup Chef for delivery", "Siri: Where would you like your order delivered?", "You: 1 Infinite Loop",
            ])
        // Asked for pickups only (the definition's relationship): not called for a delivery.
        #expect(!said.out.contains("resolveStoreLocation"))
        #expect(said.out.contains("│ Deliver to 1 Infinite Loop │"))
        let order = try #require((try harness.run("--json", "history").json()["orders"] as? [[String: Any]])?.first)
        #expect(order["orderType"] as? String == "delivery")
        #expect(order["deliveryAddress"] as? String == "1 Infinite Loop")
    }

    @Test func aShortcutWhoseSoupBecameUnavailableFailsAtConfirmAndStays() throws {
        let harness = try Harness()
        let order = try harness.placeOrder("tomato")
        #expect(harness.run("shortcuts", "add", "--order", order).status == 0)
        #expect(harness.run("menu", "disable", "tomato").status == 0)
        // The store is resolved before confirm, as on iOS (the shortcut's intent has none).
        let said = harness.run("siri", "Soup time", "--answer", "1", "--yes")
        #expect(said.status == 1)
        #expect(spoken(said.out) == ["You: Soup time", "Siri: Which store?", "You: 1", "Siri: Sorry, Tomato Soup is out of stock."])
        #expect(said.out.contains("  · confirm: failureOutOfStock\n"))
        #expect(said.err.contains("Error: Nothing was ordered: Sorry, Tomato Soup is out of stock.\n"))
        #expect(try harness.orderCount() == 1)
        #expect(try harness.voiceShortcuts().count == 1)
    }

    @Test(arguments: [
        ("disable", "Tomato Soup is disabled; put it back on the menu with: soupchef menu enable tomatoSoup"),
        ("restock", "Tomato Soup is sold out"),
    ])
    func aShortcutWhoseSoupIsUnavailableSaysSoWhenItsQuestionGoesUnanswered(change: String, mend: String) throws {
        let harness = try Harness()
        let order = try harness.placeOrder("tomato")
        #expect(harness.run("shortcuts", "add", "--order", order).status == 0)
        #expect(harness.run(change == "disable" ? ["menu", "disable", "tomato"] : ["menu", "restock", "tomato", "0"]).status == 0)
        let before = try harness.snapshot()
        let said = harness.run("siri", "Soup time", "--yes")
        #expect(said.status == 1)
        #expect(said.err.contains("Error: Siri asked “Which store?” and got no answer"), "\(said.err)")
        #expect(said.err.contains("Even answered, it orders nothing now: " + mend), "\(said.err)")
        let json = harness.run("--json", "siri", "Soup time", "--yes")
        let error = try #require(try JSONSerialization.jsonObject(with: Data(json.err.utf8)) as? [String: Any])["error"] as? [String: Any]
        #expect((error?["hint"] as? String)?.contains(mend) == true)
        #expect(try harness.snapshot() == before)
        // A soup that can be ordered gets no such line.
        let other = try harness.placeOrder("chicken")
        #expect(harness.run("shortcuts", "add", "--order", other, "--phrase", "Noodle time").status == 0)
        let fine = harness.run("siri", "Noodle time", "--yes")
        #expect(fine.status == 1 && !fine.err.contains("Even answered"), "\(fine.err)")
    }

    @Test func decliningReadyToOrderOrdersNothing() throws {
        let harness = try Harness()
        let said = harness.run("siri", "Order tomato soup from Soup Chef", "--answer", "civic", "--answer", "no")
        #expect(said.status == 1)
        #expect(spoken(said.out).suffix(3) == ["Siri: Your total is $2.95. Ready to order?", "You: no", "Siri: OK, I won't order it."])
        #expect(said.err.contains("Nothing was ordered."))
        #expect(try harness.orderCount() == 0)
    }

    @Test func anUnansweredQuestionEndsWithNothingOrdered() throws {
        let harness = try Harness()
        #expect(harness.run("menu", "--all").status == 0)
        let before = try harness.snapshot()
        let said = harness.run("siri", "Order Soup Chef")
        #expect(said.status == 1)
        #expect(spoken(said.out).last == "Siri: Which soup do you want? We have 1 special today.")
        #expect(
            said.err.hasPrefix(
                "Error: Siri asked “Which soup do you want? We have 1 special today.” and got no answer, so nothing was ordered. Answer it with --answer \"…\" (one of: Chicken Noodle Soup, New England Clam Chowder, Tomato Soup)"
            ))
        #expect(said.err.hasSuffix("answers are used in the order Siri asks, or run it on a terminal to be asked.\n"), "\(said.err)")
        // On iOS 16 and later the App Intent's conversation says how to answer as SiriKit's does.
        let appIntent = harness.run("--ios", "17", "siri", "Order Soup Chef")
        #expect(appIntent.status == 1 && appIntent.err.hasPrefix("Error: Siri asked “Which soup?” and got no answer, so nothing was ordered."))
        #expect(appIntent.err.hasSuffix("answers are used in the order Siri asks, or run it on a terminal to be asked.\n"), "\(appIntent.err)")
        #expect(try harness.snapshot() == before)

        let confirmation = harness.run("siri", "Order tomato from Soup Chef", "--answer", "civic")
        #expect(confirmation.status == 1)
        #expect(
            confirmation.err.contains(
                "Siri asked “Your total is $2.95. Ready to order?” and got no answer, so nothing was ordered. Answer it with --yes (or --answer no)"))
        #expect(try harness.orderCount() == 0)
    }

    @Test func answersThatMakeNoSenseEndTheConversation() throws {
        let harness = try Harness()
        let said = harness.run("siri", "Order tomato from Soup Chef", "-a", "moon", "-a", "mars", "-a", "venus", "-a", "civic")
        #expect(said.status == 1)
        #expect(said.out.contains("Siri: Sorry, I didn't get “moon”.\n"))
        #expect(said.out.contains("Siri: Sorry, I'm having trouble understanding. Let's try again later.\n"))
        #expect(
            said.err.contains(
                "Error: Siri could not use “venus” as an answer to “Which store?”, so nothing was ordered. Choices: Ferry Building, Civic Center."))
        #expect(said.err.contains("Not used: --answer \"civic\"."))
        #expect(try harness.orderCount() == 0)
        // The third is not repeated back, on iOS 15 and on iOS 16 and later alike: Siri gives up.
        for ios in ["15", "17"] {
            let run = harness.run("--ios", ios, "siri", "Order Soup Chef", "-a", "moon", "-a", "mars", "-a", "venus")
            #expect(run.status == 1)
            #expect(run.out.contains("Siri: Sorry, I didn't get “mars”.\n") && !run.out.contains("didn't get “venus”"), "iOS \(ios): \(run.out)")
            let ending = "You: venus\nSiri: Sorry, I'm having trouble understanding. Let's try again later.\n"
            #expect(run.out.hasSuffix(ending), "iOS \(ios): \(run.out)")
        }
    }

    @Test func nothingMatchedSaysSoWithTheClosestPhrases() throws {
        let harness = try Harness()
        let said = harness.run("siri", "Order gazpacho from Soup Chef")
        #expect(said.status == 1)
        #expect(said.out == "You: Order gazpacho from Soup Chef\nSiri: Sorry, I didn't understand.\n")
        #expect(
            said.err
                == "Error: Nothing matched “Order gazpacho from Soup Chef”. Closest phrases: “Order Tomato Soup from Soup Chef”, “Order Soup Chef”, “Order Chicken Noodle Soup from Soup Chef”.\n"
        )
    }

    @Test func aMenuShortcutOpensTheMenu() throws {
        let harness = try Harness()
        #expect(harness.run("shortcuts", "add", "--menu").status == 0)
        let said = harness.run("siri", "Start lunch order")
        #expect(said.status == 0)
        #expect(said.out.hasPrefix("You: Start lunch order\nSiri: Opening Soup Chef.\nSOUP "))
        #expect(said.out.contains("Tomato Soup"))
        let donations = try #require(try harness.run("--json", "donations").json()["donations"] as? [[String: Any]])
        #expect(donations.first?["kind"] as? String == "userActivity")
    }

    @Test func onATerminalSiriAsksThePerson() throws {
        let harness = try Harness()
        let said = harness.run(["siri", "Order Soup Chef", "--answer", "tomato"], input: ["2", "yes"], terminal: true)
        #expect(said.status == 0)
        // Flag answers are shown; typed ones are echoed by the terminal itself.
        #expect(said.out.contains("You: tomato\n"))
        #expect(said.out.contains("Siri: Which store?\n      1. Ferry Building\n      2. Civic Center\nYou: "))
        let order = try #require((try harness.run("--json", "history").json()["orders"] as? [[String: Any]])?.first)
        #expect(order["store"] as? String == "Civic Center")

        let ended = harness.run(["siri", "Order Soup Chef"], input: [], terminal: true)
        #expect(ended.status == 1)
        #expect(ended.err.hasSuffix("and got no answer, so nothing was ordered. The input ended.\n"))
    }

    /// An answer typed on a terminal is taken without the spaces around it, as `intents converse`
    /// takes one and as a line of standard input is taken: the transcript keeps the same answer.
    @Test func aTypedAnswerIsTrimmedAsConverseTrimsIt() throws {
        let harness = try Harness()
        let said = harness.run(["--json", "siri", "Order tomato soup from Soup Chef", "--yes"], input: ["  Civic Center  "], terminal: true)
        let conversed = harness.run(
            [
                "--json", "intents", "converse", AppIntentsMetadataCommandTests.root + "/Data/Intents.intentdefinition", "OrderSoup", "soup=tomato",
                "waitTime=600", "orderDetails.total=$2.95", "--yes",
            ], input: ["  Civic Center  "], terminal: true)
        #expect(said.status == 0 && conversed.status == 0, "\(said.err)\(conversed.err)")
        for document in [try said.json(), try conversed.json()] {
            let answers = (document["steps"] as? [[String: Any]] ?? []).compactMap { $0["answer"] as? String }
            #expect(answers.first == "Civic Center", "\(answers)")
        }
    }

    /// A line of standard input is checked as --answer is: a byte that was not UTF-8 (read as
    /// U+FFFD) or a control character is refused (64), on either path, and nothing is ordered.
    @Test func answersFromStandardInputAreCheckedAsAnswersAre() throws {
        let harness = try Harness()
        for ios in ["15", "16"] {
            for line in ["Ferry\u{FFFD} Building", "Ferry \u{1B}Building"] {
                let said = harness.run(["--ios", ios, "siri", "Order tomato soup from Soup Chef"], input: [line, "yes"])
                #expect(said.status == 64 && said.err.hasPrefix("Error: the answer"), "\(ios): \(said.err)")
            }
        }
        #expect((try harness.run("--json", "history").json()["orders"] as? [[String: Any]])?.isEmpty == true)
    }

    @Test func theJSONTranscriptHasEveryStep() throws {
        let harness = try Harness()
        let said = harness.run("--json", "siri", "Order tomato soup from Soup Chef", "--answer", "civic", "--yes")
        #expect(said.status == 0)
        #expect(said.err.isEmpty || !said.err.contains("Siri:"))
        let document = try said.json()
        #expect(
            Set(document.keys) == [
                "utterance", "match", "outcome", "message", "intent", "steps", "cards", "response", "order", "donation", "userActivity", "closest",
                "version",
            ])
        #expect(document["utterance"] as? String == "Order tomato soup from Soup Chef")
        #expect(document["outcome"] as? String == "ordered")
        #expect(document["message"] as? String == "Your total is $2.95. Your Tomato Soup order will be ready in 10 minutes.")
        let match = try #require(document["match"] as? [String: Any])
        #expect(match["kind"] as? String == "appShortcut")
        #expect(match["phrase"] as? String == "Order ${soup} from Soup Chef")
        #expect(match["voiceShortcut"] is NSNull)

        let steps = try #require(document["steps"] as? [[String: Any]])
        for step in steps {
            #expect(Set(step.keys) == ["stage", "call", "parameter", "result", "value", "prompt", "choices", "choiceSubtitles", "answer"])
        }
        #expect(
            steps.map { "\($0["call"] as? String ?? "?") \($0["result"] as? String ?? "?")" } == [
                "resolveSoup success", "resolveQuantity success", "resolveToppings notRequired", "resolveOrderType success",
                "resolveStoreLocation needsValue", "resolveStoreLocation success", "confirm ready",
                "userConfirmation confirmed", "handle success",
            ])
        let storeQuestion = steps[4]
        #expect(storeQuestion["stage"] as? String == "resolve")
        #expect(storeQuestion["parameter"] as? String == "storeLocation")
        #expect(storeQuestion["prompt"] as? String == "Which store?")
        #expect(storeQuestion["choices"] as? [String] == ["Ferry Building", "Civic Center"])
        #expect(storeQuestion["answer"] as? String == "civic")
        #expect(steps[0]["prompt"] is NSNull)
        #expect(steps[0]["answer"] is NSNull)
        #expect(steps[7]["parameter"] is NSNull)
        #expect(steps[7]["answer"] as? String == "yes")

        let cards = try #require(document["cards"] as? [[String: Any]])
        #expect(cards.map { $0["kind"] as? String } == ["invoice", "orderConfirmation"])
        #expect(cards[0]["total"] as? String == "2.95")
        #expect(cards[0]["currency"] as? String == "USD")
        #expect(cards[0]["readyDate"] is NSNull)
        #expect(cards[1]["readyDate"] as? String == "2026-12-07T12:10:00Z")

        let order = try #require(document["order"] as? [String: Any])
        let id = try #require(order["id"] as? String)
        let response = try #require(document["response"] as? [String: Any])
        #expect(response["code"] as? String == "success")
        let details = try #require(response["orderDetails"] as? [String: Any])
        #expect(details["displayString"] as? String == "10 minutes")
        #expect(details["estimatedTime"] as? String == "2026-12-07T12:10:00Z")
        #expect(details["total"] as? String == "2.95")
        #expect(details["currency"] as? String == "USD")
        #expect((document["donation"] as? [String: Any])?["identifier"] as? String == id)
        let activity = try #require(document["userActivity"] as? [String: Any])
        #expect(activity["activityType"] as? String == "com.example.apple-samplecode.SoupChef.orderComplete")
        #expect(activity["userInfo"] as? [String: String] == ["orderID": id])
        #expect((document["intent"] as? [String: Any])?["storeLocation"] as? String == "Civic Center")
        #expect(document["closest"] as? [String] == [])
    }

    @Test func theJSONOfAConversationThatOrderedNothingHasNulls() throws {
        let harness = try Harness()
        let said = harness.run("--json", "siri", "Order Soup Chef")
        #expect(said.status == 1)
        let document = try said.json()
        #expect(document["outcome"] as? String == "unanswered")
        #expect(document["order"] is NSNull)
        #expect(document["response"] is NSNull)
        // Siri's last words were its question.
        #expect(document["message"] as? String == "Which soup do you want? We have 1 special today.")
        let steps = try #require(document["steps"] as? [[String: Any]])
        #expect(steps.count == 1)
        #expect(steps[0]["result"] as? String == "disambiguation")
        #expect(steps[0]["answer"] is NSNull)

        let unknown = try harness.run("--json", "siri", "make me a sandwich").json()
        #expect(unknown["outcome"] as? String == "notUnderstood")
        #expect(unknown["match"] is NSNull)
        #expect((unknown["closest"] as? [String])?.count == 3)
    }

    @Test func theSameScenarioPrintsTheSameBytes() throws {
        func scenario() throws -> [String] {
            let harness = try Harness()
            let id = try harness.placeOrder("tomato", "-q", "2")
            return [
                harness.run("shortcuts", "add", "--order", id).out,
                harness.run("siri", "soup time", "--yes").out,
                harness.run("shortcuts", "list").out,
            ]
        }
        #expect(try scenario() == scenario())
    }
}

/// What changed when `siri` moved onto Siri's definition-driven engine (docs/siri.md, "Siri's
/// engine and the app's words").
@Suite struct SiriEngineTranscriptTests {
    @Test func severalToppingsReadAsAListAsTitlesDo() throws {
        let harness = try Harness()
        let first = try harness.placeOrder("tomato", "-t", "cheese", "-t", "croutons")
        #expect(harness.run("shortcuts", "add", "--order", first, "--phrase", "Cheesy").status == 0)
        let said = harness.run("siri", "cheesy", "--answer", "1", "--yes")
        #expect(said.status == 0, "\(said.err)")
        #expect(said.out.contains("  · resolveToppings: success (Cheese and Croutons)\n"))
        #expect(said.out.contains("│ Cheese, Croutons"))
    }

    @Test func withNoSoupToOfferSiriEndsWithTheFailureResponse() throws {
        let harness = try Harness()
        for soup in ["tomato", "chicken noodle", "new england"] { #expect(harness.run("menu", "disable", soup).status == 0) }
        let said = harness.run("--json", "siri", "Order Soup Chef")
        #expect(said.status == 1)
        let document = try said.json()
        #expect(document["outcome"] as? String == "failed")
        #expect(document["message"] as? String == "Sorry, that order could not be placed.")
        #expect((document["response"] as? [String: Any])?["code"] as? String == "failure")
        let steps = try #require(document["steps"] as? [[String: Any]])
        #expect(steps.map { $0["call"] as? String } == ["resolveSoup"])
        #expect(steps.first?["result"] as? String == "disambiguation")
    }

    /// A soup taken off the menu is refused as `order` refuses it: with how to put it back, on
    /// both paths.
    @Test func aDisabledSoupSaysHowToPutItBack() throws {
        let harness = try Harness()
        let order = try harness.placeOrder("tomato")
        #expect(harness.run("shortcuts", "add", "--order", order, "--phrase", "Tomato time").status == 0)
        #expect(harness.run("menu", "disable", "tomato", "--yes").status == 0)
        for (ios, phrase) in [("15", "Order tomato soup from Soup Chef"), ("15", "Tomato time"), ("16", "Tomato time")] {
            let said = harness.run("--ios", ios, "siri", phrase, "--answer", "Ferry Building", "--yes")
            #expect(said.status == 1)
            #expect(
                said.errLines.last == "Tomato Soup is disabled; put it back on the menu with: soupchef menu enable tomatoSoup",
                "iOS \(ios), \(phrase): \(said.err)")
        }
    }

    /// An answer naming a soup Siri does not offer (sold out) is not understood; the question left
    /// unanswered ends with how to refill it, on both paths.
    @Test func anAnswerNamingASoldOutSoupEndsWithHowToRefillIt() throws {
        let harness = try Harness()
        try harness.placeOrder("tomato", "--quantity", "4")
        for ios in ["15", "16"] {
            let said = harness.run("--ios", ios, "siri", "Order Soup Chef", "--answer", "tomato", "--answer", "ferry", "--yes")
            #expect(said.status == 1)
            let hint = said.errLines.last ?? ""
            #expect(
                hint.hasPrefix("Tomato Soup is sold out") && hint.hasSuffix("; restock it with: soupchef menu restock tomatoSoup"),
                "iOS \(ios): \(said.err)")
        }
        let none = harness.run("--ios", "16", "siri", "Order Soup Chef", "--answer", "gazpacho", "--answer", "ferry", "--yes")
        #expect(none.errLines.last?.hasPrefix("Error: Siri asked “Which soup?”") == true, "\(none.err)")
    }

    @Test func theDeclinedSentenceComesFromTheDefinitionsVerb() throws {
        let harness = try Harness()
        let said = harness.run("siri", "Order tomato soup from Soup Chef", "--answer", "civic", "--answer", "no")
        #expect(said.status == 1)
        #expect(said.out.hasSuffix("Siri: OK, I won't order it.\n"))
    }

    /// Blank lines of standard input (a here-document's spacing) are no answer: they use up none
    /// of Siri's tries.
    @Test func blankLinesOfStandardInputAreNoAnswer() throws {
        let harness = try Harness()
        let result = harness.run(["siri", "Order Soup Chef", "--yes"], input: ["", "  ", "\u{FEFF}tomato", "", "ferry"])
        #expect(result.status == 0, "\(result.out)\(result.err)")
        #expect(!result.out.contains("didn't get"), "\(result.out)")
        #expect((try harness.run("--json", "history").json()["orders"] as? [Any])?.count == 1)
    }

    /// At a narrow width (`COLUMNS`), Siri's lines wrap under their first word and the Intents
    /// UI cards wrap their rows inside the box, so that nothing passes the width: a long address
    /// drew a 117-column box on an 80-column terminal.
    @Test func siriAndItsCardsFitANarrowTerminal() throws {
        let harness = try Harness()
        harness.environment["COLUMNS"] = "40"
        let address = "1 Infinite Loop, Cupertino, California 95014, United States of America, Building 4"
        let result = harness.run("siri", "Order tomato soup from Soup Chef for delivery", "--answer", address, "--yes")
        #expect(result.status == 0, "\(result.out)\(result.err)")
        // Siri's lines and the boxes; the person's words, the trace and the ids are left whole.
        let lines = result.out.split(separator: "\n").map(String.init).filter {
            $0.hasPrefix("Siri: ") || $0.hasPrefix("      ") || $0.hasPrefix("  │") || $0.hasPrefix("  ┌") || $0.hasPrefix("  └")
        }
        #expect(lines.count > 10 && lines.allSatisfy { $0.visibleCount <= 40 }, "\(lines.filter { $0.visibleCount > 40 })")
        #expect(
            result.out.contains("Siri: Your total is $2.95. Your Tomato\n      Soup order will be ready in 10\n      minutes.\n"), "\(result.out)")
        #expect(result.out.contains("  │ Deliver to 1 Infinite Loop,        │\n"), "\(result.out)")
        // Without a width (piped, no COLUMNS) every line is left whole, for a script to read.
        harness.environment["COLUMNS"] = nil
        let whole = harness.run("siri", "Order tomato soup from Soup Chef for delivery", "--answer", address, "--yes")
        #expect(whole.out.contains("│ Deliver to \(address) │"), "\(whole.out)")
    }
}
