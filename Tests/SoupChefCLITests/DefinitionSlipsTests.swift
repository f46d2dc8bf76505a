import Foundation
import Testing

@testable import SoupChefCLI

/// Slips real definitions make, each written here in the shape of the file that made it: a
/// variable without its dollar sign, a prompt naming what is no parameter, an enum whose cases
/// sit under a key Xcode never writes, a relationship's leftover value, and what each command
/// then says.
@Suite struct DefinitionSlipsTests {
    static func write(_ intents: [String], enums: [String] = [], as name: String, in harness: Harness) throws -> String {
        let path = harness.directory + "/" + name
        try Data(RealDefinitionTests.definition(intents, enums: enums).utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// A meal logger's definition, written by hand: `{foodDescription}` where `${foodDescription}`
    /// was meant (antrikshjohri/logcal's titles and responses).
    static let mealLog = """
        <key>INIntentName</key><string>LogMeal</string>
        <key>INIntentTitle</key><string>Log Meal</string>
        <key>INIntentParameters</key><array>
        <dict><key>INIntentParameterName</key><string>food</string><key>INIntentParameterType</key><string>String</string>
        <key>INIntentParameterPromptDialogs</key><array><dict><key>INIntentParameterPromptDialogType</key><string>Primary</string>
        <key>INIntentParameterPromptDialogFormatString</key><string>What did you eat?</string></dict></array></dict>
        </array>
        <key>INIntentParameterCombinations</key><dict><key>food</key><dict>
        <key>INIntentParameterCombinationTitle</key><string>Log meal: {food} {with braces}</string>
        <key>INIntentParameterCombinationIsPrimary</key><true/>
        <key>INIntentParameterCombinationSupportsBackgroundExecution</key><true/></dict></dict>
        <key>INIntentResponse</key><dict>
        <key>INIntentResponseParameters</key><array><dict><key>INIntentResponseParameterName</key><string>calories</string>
        <key>INIntentResponseParameterType</key><string>Integer</string></dict></array>
        <key>INIntentResponseCodes</key><array><dict>
        <key>INIntentResponseCodeName</key><string>success</string><key>INIntentResponseCodeSuccess</key><true/>
        <key>INIntentResponseCodeFormatString</key><string>Logged {calories} calories, ${calories} in all, $ {food}.</string>
        </dict></array></dict>
        """

    @Test func aVariableWithoutItsDollarSignIsAWarningAndShownAsWritten() throws {
        let harness = try Harness()
        let path = try Self.write([Self.mealLog], as: "LogCal.intentdefinition", in: harness)
        let lint = harness.run("intents", "lint", path)
        #expect(lint.status == 0, "\(lint.err)")
        let lines = lint.out.split(separator: "\n").map(String.init)
        try #require(lines.count == 2, "\(lint.out)")
        // The title's `{food}` names a parameter; `{with braces}` names nothing and may be meant.
        #expect(
            lines[0].contains("warning: LogMeal: the title of shortcut type food (“Log meal: {food} {with braces}”) writes “{food}”,"), "\(lines)")
        #expect(lines[0].hasSuffix("which is no variable (a variable is ${name}): iOS shows it as written"))
        // A response parameter's, and a `$` spaced from its brace; the `${calories}` between them is one.
        #expect(lines[1].contains("the template of response code success"), "\(lines)")
        #expect(lines[1].contains("writes “$ {food}”, “{calories}”, which are no variables"), "\(lines)")
        let json = try harness.run("--json", "intents", "lint", path).json()
        let rules = try #require(json["findings"] as? [[String: Any]]).compactMap { $0["rule"] as? String }
        #expect(rules == ["variableWithoutDollar", "variableWithoutDollar"])
        // iOS shows the braces: so does the donation.
        let donate = harness.run("intents", "donate", path, "LogMeal", "food=Pasta")
        #expect(donate.out.contains("Title: Log meal: {food} {with braces}\n"), "\(donate.out)\(donate.err)")
    }

    /// Kolkies/Widget-for-Spotify asks "Please enter ${displayName} to refresh": the parameter's
    /// display name, as its reasons say it; a prompt's `${bogus}` names nothing Siri can say.
    static func refresh(prompt: String) -> String {
        """
        <key>INIntentName</key><string>Configuration</string>
        <key>INIntentTitle</key><string>Configuration</string>
        <key>INIntentParameters</key><array><dict>
        <key>INIntentParameterName</key><string>refreshTime</string><key>INIntentParameterDisplayName</key><string>Refresh Time</string>
        <key>INIntentParameterType</key><string>Integer</string>
        <key>INIntentParameterMetadata</key><dict><key>INIntentParameterMetadataMaximumValue</key><integer>600</integer></dict>
        <key>INIntentParameterPromptDialogs</key><array><dict>
        <key>INIntentParameterPromptDialogType</key><string>Primary</string>
        <key>INIntentParameterPromptDialogFormatString</key><string>\(prompt)</string></dict></array>
        <key>INIntentParameterUnsupportedReasons</key><array><dict>
        <key>INIntentParameterUnsupportedReasonCode</key><string>greaterThanMaximumValue</string>
        <key>INIntentParameterUnsupportedReasonFormatString</key><string>${displayName} can’t be higher than ${maximumValue}.</string>
        </dict></array></dict></array>
        <key>INIntentParameterCombinations</key><dict><key>refreshTime</key><dict>
        <key>INIntentParameterCombinationTitle</key><string>Refresh every ${refreshTime}</string>
        <key>INIntentParameterCombinationIsPrimary</key><true/>
        <key>INIntentParameterCombinationSupportsBackgroundExecution</key><true/></dict></dict>
        <key>INIntentResponse</key><dict><key>INIntentResponseCodes</key><array><dict>
        <key>INIntentResponseCodeName</key><string>success</string><key>INIntentResponseCodeSuccess</key><true/></dict></array></dict>
        """
    }

    @Test func aPromptSaysTheParametersDisplayNameAndLintNamesAVariableItCannotFill() throws {
        let harness = try Harness()
        let path = try Self.write([Self.refresh(prompt: "Please enter ${displayName} to refresh")], as: "Widget.intentdefinition", in: harness)
        #expect(harness.run("intents", "lint", path).out == "", "a prompt's ${displayName} is no slip")
        let converse = harness.run("intents", "converse", path, "Configuration", "--answer", "700", "--answer", "45")
        #expect(converse.status == 0, "\(converse.err)")
        #expect(converse.out.contains("  Siri: Please enter Refresh Time to refresh\n"), "\(converse.out)")
        #expect(converse.out.contains("  Siri: Refresh Time can’t be higher than 600. Please enter Refresh Time to refresh\n"), "\(converse.out)")

        let bogus = try Self.write([Self.refresh(prompt: "Please enter ${bogusVar} now")], as: "Bogus.intentdefinition", in: harness)
        let lint = harness.run("intents", "lint", bogus)
        #expect(lint.status == 0)
        #expect(
            lint.out.contains(
                "warning: Configuration: the Primary prompt of refreshTime uses ${bogusVar}, which is not a parameter of Configuration"
                    + " (nor count, displayName, minimumValue or maximumValue): Siri says nothing in its place\n"), "\(lint.out)")
        let asked = harness.run("intents", "converse", bogus, "Configuration", "--answer", "45")
        #expect(asked.out.contains("  Siri: Please enter now\n"), "\(asked.out)")
    }

    /// pdf-composer-macos' hand-written definitions list an enum's cases under `INEnumCases`,
    /// which no Xcode writes: the enum has none, and its parameter can take no value.
    @Test func anEnumWithNoCasesIsTheFilesFaultNotTheCommandLines() throws {
        let harness = try Harness()
        let path = try Self.write(
            [
                """
                <key>INIntentName</key><string>Export</string>
                <key>INIntentTitle</key><string>Export</string>
                <key>INIntentParameters</key><array><dict>
                <key>INIntentParameterName</key><string>format</string><key>INIntentParameterType</key><string>Integer</string>
                <key>INIntentParameterEnumType</key><string>ExportFormat</string></dict></array>
                <key>INIntentParameterCombinations</key><dict><key>format</key><dict>
                <key>INIntentParameterCombinationTitle</key><string>Export as ${format}</string>
                <key>INIntentParameterCombinationIsPrimary</key><true/></dict></dict>
                """
            ],
            enums: [
                """
                <key>INEnumName</key><string>ExportFormat</string><key>INEnumDisplayName</key><string>Export Format</string>
                <key>INEnumCases</key><array><dict><key>INEnumValueName</key><string>pdf</string></dict></array>
                """
            ], as: "Export.intentdefinition", in: harness)
        let show = harness.run("intents", "show", path)
        #expect(show.out.contains("Enum ExportFormat (“Export Format”): (no cases)\n"), "\(show.out)")
        let lint = harness.run("intents", "lint", path)
        #expect(lint.status == 0)
        #expect(
            lint.out.contains("warning: ExportFormat: the enum ExportFormat declares no cases, so Export.format can take no value\n"),
            "\(lint.out)")
        for command in ["donate", "converse"] {
            let refused = harness.run("intents", command, path, "Export", "format=pdf")
            #expect(refused.status == 65, "\(command): \(refused.err)")
            #expect(refused.err == "Error: ExportFormat declares no cases, so format takes no value (\"pdf\" was given)\n", "\(refused.err)")
            #expect(refused.out == "")
        }
    }

    /// Provenance's `HasAnyValue` keeps the value "existing" from a predicate changed in the
    /// editor: any value of the parent will do, as the conversation already reads it.
    @Test func aValueLeftBesideHasAnyValueIsNoCondition() throws {
        let harness = try Harness()
        let path = try Self.write(
            [
                """
                <key>INIntentName</key><string>AddTag</string>
                <key>INIntentTitle</key><string>Add Tag</string>
                <key>INIntentParameters</key><array>
                <dict><key>INIntentParameterName</key><string>transaction</string><key>INIntentParameterType</key><string>String</string></dict>
                <dict><key>INIntentParameterName</key><string>tags</string><key>INIntentParameterType</key><string>String</string>
                <key>INIntentParameterRelationship</key><dict>
                <key>INIntentParameterRelationshipParentName</key><string>transaction</string>
                <key>INIntentParameterRelationshipPredicateName</key><string>HasAnyValue</string>
                <key>INIntentParameterRelationshipPredicateValue</key><string>existing</string></dict>
                <key>INIntentParameterMetadata</key><dict>
                <key>INIntentParameterMetadataTemplate</key><string>yyyy-MM-dd</string></dict></dict>
                </array>
                <key>INIntentParameterCombinations</key><dict><key>transaction</key><dict>
                <key>INIntentParameterCombinationTitle</key><string>Tag ${transaction}</string>
                <key>INIntentParameterCombinationIsPrimary</key><true/></dict></dict>
                """
            ], as: "Provenance.intentdefinition", in: harness)
        let show = harness.run("intents", "show", path)
        #expect(show.out.contains("only when transaction is set"), "\(show.out)")
        #expect(!show.out.contains("is existing"))
        // Xcode 13 keeps a date template beside a Style format: a key it writes, read without a note.
        #expect(!harness.run("intents", "lint", path).out.contains("INIntentParameterMetadataTemplate"))
    }

    /// A shortcut type that does not run in the background opens the app: the JSON says so, as
    /// its note does (kewlbear/YoutubeDL's url type).
    @Test func aForegroundShortcutTypeOpensTheAppInTheJSONAsInTheNote() throws {
        let harness = try Harness()
        let path = try Self.write(
            [
                """
                <key>INIntentName</key><string>Download</string>
                <key>INIntentTitle</key><string>Download</string>
                <key>INIntentParameters</key><array>
                <dict><key>INIntentParameterName</key><string>url</string><key>INIntentParameterType</key><string>URL</string></dict></array>
                <key>INIntentParameterCombinations</key><dict><key>url</key><dict>
                <key>INIntentParameterCombinationTitle</key><string>Download ${url}</string>
                <key>INIntentParameterCombinationIsPrimary</key><true/></dict></dict>
                <key>INIntentResponse</key><dict><key>INIntentResponseCodes</key><array><dict>
                <key>INIntentResponseCodeName</key><string>success</string><key>INIntentResponseCodeSuccess</key><true/></dict></array></dict>
                """
            ], as: "YoutubeDL.intentdefinition", in: harness)
        let json = try harness.run("--json", "intents", "converse", path, "Download", "url=https://example.com/v").json()
        #expect(json["opensApp"] as? Bool == true)
        let notes = try #require(json["notes"] as? [String])
        #expect(notes.contains { $0.contains("does not run in the background: iOS opens the app") }, "\(notes)")
        // One that runs in the background answers in Siri, and stays closed.
        let background = try Self.write([Self.mealLog], as: "Background.intentdefinition", in: harness)
        let closed = try harness.run("--json", "intents", "converse", background, "LogMeal", "food=Pasta", "calories=300").json()
        #expect(closed["opensApp"] as? Bool == false)
    }

    /// Sord2's amount is at most 99999 and may not be negative: the closing hint says both.
    @Test func theClosingHintOfANumberThatMayNotBeNegativeStartsAtZero() throws {
        let harness = try Harness()
        let path = try Self.write(
            [
                """
                <key>INIntentName</key><string>AddExpense</string>
                <key>INIntentTitle</key><string>Add Expense</string>
                <key>INIntentParameters</key><array><dict>
                <key>INIntentParameterName</key><string>amount</string><key>INIntentParameterDisplayName</key><string>Amount</string>
                <key>INIntentParameterType</key><string>Integer</string>
                <key>INIntentParameterMetadata</key><dict><key>INIntentParameterMetadataMaximumValue</key><integer>99999</integer></dict>
                <key>INIntentParameterPromptDialogs</key><array><dict>
                <key>INIntentParameterPromptDialogType</key><string>Primary</string>
                <key>INIntentParameterPromptDialogFormatString</key><string>How much you spent?</string></dict></array>
                <key>INIntentParameterUnsupportedReasons</key><array><dict>
                <key>INIntentParameterUnsupportedReasonCode</key><string>negativeNumbersNotSupported</string>
                <key>INIntentParameterUnsupportedReasonFormatString</key><string>${displayName} can't be negative.</string>
                </dict></array></dict></array>
                <key>INIntentParameterCombinations</key><dict><key>amount</key><dict>
                <key>INIntentParameterCombinationTitle</key><string>Add ${amount}</string>
                <key>INIntentParameterCombinationIsPrimary</key><true/></dict></dict>
                <key>INIntentResponse</key><dict><key>INIntentResponseCodes</key><array><dict>
                <key>INIntentResponseCodeName</key><string>success</string><key>INIntentResponseCodeSuccess</key><true/></dict></array></dict>
                """
            ], as: "Sord2.intentdefinition", in: harness)
        let negative = harness.run("intents", "converse", path, "AddExpense", "--answer", "-3", "--answer", "12")
        #expect(negative.out.contains("  Siri: Amount can't be negative. How much you spent?\n"), "\(negative.out)")
        let refused = harness.run("intents", "converse", path, "AddExpense", input: ["abc", "abc", "abc"])
        #expect(refused.status == 1)
        #expect(refused.err.hasSuffix("Answer a whole number from 0 to 99999.\n"), "\(refused.err)")
    }

    /// podmark's Add asks for a title only when autofill is off: a title given with autofill on
    /// is carried by the intent and never resolved, and the run says so rather than nothing.
    @Test func aValueItsRelationshipRulesOutIsNamedAsNotResolved() throws {
        let harness = try Harness()
        let path = try Self.write(
            [
                """
                <key>INIntentName</key><string>Add</string>
                <key>INIntentTitle</key><string>Add Episode</string>
                <key>INIntentParameters</key><array>
                <dict><key>INIntentParameterName</key><string>autofill</string><key>INIntentParameterType</key><string>Boolean</string></dict>
                <dict><key>INIntentParameterName</key><string>title</string><key>INIntentParameterType</key><string>String</string>
                <key>INIntentParameterRelationship</key><dict>
                <key>INIntentParameterRelationshipParentName</key><string>autofill</string>
                <key>INIntentParameterRelationshipPredicateName</key><string>BooleanHasExactValue</string></dict></dict>
                </array>
                <key>INIntentParameterCombinations</key><dict><key>autofill</key><dict>
                <key>INIntentParameterCombinationTitle</key><string>Add an episode</string>
                <key>INIntentParameterCombinationIsPrimary</key><true/>
                <key>INIntentParameterCombinationSupportsBackgroundExecution</key><true/></dict></dict>
                <key>INIntentResponse</key><dict><key>INIntentResponseCodes</key><array><dict>
                <key>INIntentResponseCodeName</key><string>success</string><key>INIntentResponseCodeSuccess</key><true/></dict></array></dict>
                """
            ], as: "Podmark.intentdefinition", in: harness)
        let ruledOut = harness.run("intents", "converse", path, "Add", "autofill=true", "title=T")
        #expect(ruledOut.status == 0, "\(ruledOut.err)")
        #expect(!ruledOut.out.contains("resolve title"), "\(ruledOut.out)")
        #expect(
            ruledOut.err.contains(
                "Not resolved: title=T (only when autofill is false); the intent carries the value, but Siri neither resolves nor asks"
                    + " for a parameter its relationship rules out."), "\(ruledOut.err)")
        let json = try harness.run("--json", "intents", "converse", path, "Add", "autofill=true", "title=T").json()
        #expect((json["notes"] as? [String])?.contains { $0.hasPrefix("Not resolved: title=T") } == true)
        // With autofill off the title is asked for and resolved: no note.
        let used = harness.run("intents", "converse", path, "Add", "autofill=false", "title=T")
        #expect(used.out.contains("resolve title: success (T)"), "\(used.out)")
        #expect(!used.err.contains("Not resolved"))
    }
}
