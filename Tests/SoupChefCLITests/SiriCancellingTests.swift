import Foundation
import Testing

@testable import SiriSystem
@testable import SoupChefCLI

/// "Cancel" said to Siri, and answers Siri matches against what it offered (docs/siri.md,
/// "Answering").
@Suite struct SiriCancellingTests {
    @Test func cancelAtAnyQuestionEndsTheConversationWithNothingOrdered() throws {
        for ios in ["15", "16"] {
            for word in ["cancel", "Stop.", "never mind"] {
                let harness = try Harness()
                #expect(harness.run("menu", "--all").status == 0)
                let before = try harness.snapshot()
                let said = harness.run("--ios", ios, "siri", "Order tomato soup from Soup Chef", "--answer", word, "--answer", "1", "--yes")
                #expect(said.status == 1, "\(ios) \(word): \(said.err)")
                #expect(said.err.contains("Nothing was ordered: the conversation was cancelled at “Which store?”."), "\(said.err)")
                // The answers after it are never used: Siri asked nothing more.
                #expect(said.err.contains("Not used: --answer \"1\""), "\(said.err)")
                #expect(said.out.contains("Sorry, I didn't get") == false)
                #expect(try harness.snapshot() == before)
            }
        }
    }

    @Test func cancelAtAQuantityConfirmationEndsItInsteadOfAskingAgain() throws {
        let harness = try Harness()
        let big = try harness.placeOrder("new england", "-q", "5")
        #expect(harness.run("shortcuts", "add", "--order", big, "--phrase", "Feed the team").status == 0)
        #expect(harness.run("menu", "restock", "new england").status == 0)
        let count = try harness.orderCount()
        let said = harness.run("--json", "siri", "feed the team", "--answer", "cancel")
        #expect(said.status == 1)
        let document = try said.json()
        #expect(document["outcome"] as? String == "cancelled")
        #expect(document["message"] as? String == "Just to confirm, you would like to order 5 soups?")
        let steps = try #require(document["steps"] as? [[String: Any]])
        #expect(steps.last?["answer"] as? String == "cancel")
        #expect(steps.contains { $0["call"] as? String == "handle" } == false)
        #expect(try harness.orderCount() == count)
    }

    /// At "Ready to order?" a cancel is a no, as it always was: Siri says it won't order it.
    @Test func cancelAtReadyToOrderIsANo() throws {
        let said = try Harness().run("siri", "Order tomato soup from Soup Chef", "--answer", "civic", "--answer", "cancel")
        #expect(said.status == 1)
        #expect(said.out.hasSuffix("Siri: OK, I won't order it.\n"), "\(said.out)")
        // On iOS 16 the total's confirmation is perform()'s: a no, in the sample's words.
        let appIntent = try Harness().run(
            "--ios", "16", "--json", "siri", "Order tomato soup from Soup Chef", "--answer", "civic", "--answer", "cancel")
        #expect(try appIntent.json()["outcome"] as? String == "declined", "\(appIntent.out)")
        #expect(appIntent.out.contains("OK, Order Cancelled"))
    }

    /// In an utterance, words two soups hold (one of them secret) leave the soup to ask; the
    /// answer to "Which soup?" then picks the one offered.
    @Test func anUtteranceNamingTwoSoupsAsksWhich() throws {
        let said = try Harness().run("siri", "Order clam chowder from Soup Chef", "--answer", "clam chowder", "--answer", "civic", "--yes")
        #expect(said.status == 0, "\(said.err)")
        #expect(said.out.contains("  · resolveSoup: disambiguation\n"), "\(said.out)")
        #expect(said.out.contains("  · resolveSoup: success (New England Clam Chowder)\n"), "\(said.out)")
    }

    @Test func aChoiceNamedStopIsChosenNotObeyed() {
        let question = IntentConversation.Question(parameter: "action", prompt: "Which action?", kind: .choice(["Start", "Stop"]))
        #expect(SiriAnswers.cancels("stop", question) == false)
        #expect(SiriAnswers.cancels("cancel", question))
        let open = IntentConversation.Question(parameter: "note", prompt: "What's the note?", kind: .value)
        #expect(SiriAnswers.cancels("Stop!", open))
        #expect(SiriAnswers.cancels("stop the music", open) == false)
        #expect(SiriAnswers.cancels("Abbrechen", open))
        let readyToOrder = IntentConversation.Question(parameter: nil, prompt: "Ready to order?", kind: .confirmation)
        #expect(SiriAnswers.cancels("cancel", readyToOrder) == false)
        // A case's synonym is a name of the choice too (Dolalr's `stopped`, said “stop”).
        var state = IntentConversation.Question(parameter: "state", prompt: "What's the state?", kind: .choice(["Running", "Stopped"]))
        state.otherNames = ["running", "stopped", "halted", "stop", "reset"]
        #expect(SiriAnswers.cancels("stop", state) == false)
        #expect(SiriAnswers.cancels("cancel", state))
    }

    /// Asked for an enum whose case has the synonym “stop” (Dolalr's IntentState), “stop” chooses
    /// that case; it ended the conversation as cancelled.
    @Test func aCasesSynonymStopIsChosenNotObeyed() throws {
        let harness = try Harness()
        let synonyms = ["halted", "stop"].map { "<dict><key>INEnumValueSynonymSynonym</key><string>\($0)</string></dict>" }.joined()
        let definition = """
            <?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict>
            <key>INEnums</key><array><dict><key>INEnumName</key><string>State</string><key>INEnumValues</key><array>
            <dict><key>INEnumValueName</key><string>unknown</string><key>INEnumValueDisplayName</key><string>unknown</string></dict>
            <dict><key>INEnumValueName</key><string>running</string><key>INEnumValueDisplayName</key><string>Running</string>
            <key>INEnumValueIndex</key><integer>1</integer></dict>
            <dict><key>INEnumValueName</key><string>stopped</string><key>INEnumValueDisplayName</key><string>Stopped</string>
            <key>INEnumValueIndex</key><integer>2</integer><key>INEnumValueSynonyms</key><array>\(synonyms)</array></dict>
            </array></dict></array>
            <key>INIntents</key><array><dict><key>INIntentName</key><string>SetState</string>
            <key>INIntentParameters</key><array><dict><key>INIntentParameterName</key><string>state</string>
            <key>INIntentParameterType</key><string>Integer</string><key>INIntentParameterEnumType</key><string>State</string>
            <key>INIntentParameterPromptDialogs</key><array><dict><key>INIntentParameterPromptDialogType</key><string>Primary</string></dict></array>
            </dict></array>
            <key>INIntentResponse</key><dict><key>INIntentResponseCodes</key><array>
            <dict><key>INIntentResponseCodeName</key><string>success</string><key>INIntentResponseCodeSuccess</key><true/></dict>
            </array></dict></dict></array></dict></plist>
            """
        let path = harness.directory + "/State.intentdefinition"
        try definition.write(toFile: path, atomically: true, encoding: .utf8)
        let stopped = harness.run("intents", "converse", path, "SetState", "--answer", "stop")
        #expect(stopped.status == 0 && stopped.out.contains("resolve state: success (Stopped)\n"), "\(stopped.out)\(stopped.err)")
        let cancelled = harness.run("intents", "converse", path, "SetState", "--answer", "cancel")
        #expect(cancelled.status == 1 && cancelled.out.contains("Outcome: cancelled"), "\(cancelled.out)")
    }

    /// "Clam chowder" names two soups, but Siri offered one of them: that one is meant.
    @Test func wordsASecretSoupSharesNameTheSoupSiriOffered() throws {
        for answer in ["clam chowder", "chowder", "clam"] {
            let said = try Harness().run("siri", "Order Soup Chef", "--answer", answer, "--answer", "civic", "--yes")
            #expect(said.status == 0, "\(answer): \(said.err)")
            #expect(said.out.contains("  · resolveSoup: success (New England Clam Chowder)\n"), "\(said.out)")
        }
        // The secret soup is still had by its whole name.
        let secret = try Harness().run("siri", "Order Soup Chef", "--answer", "manhattan clam chowder", "--answer", "civic", "--yes")
        #expect(secret.out.contains("  · resolveSoup: success (Manhattan Clam Chowder)\n"), "\(secret.out)")
    }

    /// Three numbers Siri cannot use end the conversation with the range the definition gives.
    @Test func aQuantityNotUnderstoodSaysTheRange() throws {
        let harness = try Harness()
        let big = try harness.placeOrder("new england", "-q", "6")
        #expect(harness.run("shortcuts", "add", "--order", big, "--phrase", "Big order").status == 0)
        #expect(harness.run("menu", "restock", "new england", "3").status == 0)
        let said = harness.run("siri", "big order", "--answer", "11", "--answer", "0", "--answer", "-2")
        #expect(said.status == 1)
        #expect(
            said.err.hasSuffix("“How many soups do you want to order?”, so nothing was ordered. Answer a whole number from 1 to 10.\n"), "\(said.err)"
        )
    }

    @Test func withNothingToOfferTheErrorSaysHowToPutASoupBack() throws {
        let harness = try Harness()
        for soup in ["tomato", "chicken noodle", "new england"] { #expect(harness.run("menu", "disable", soup).status == 0) }
        let said = harness.run("siri", "Order Soup Chef")
        #expect(said.status == 1)
        #expect(said.err.contains("No soup on the menu can be ordered; put one back with: soupchef"), "\(said.err)")
        #expect(said.err.contains("menu enable chickenNoodleSoup"), "\(said.err)")
    }
}
