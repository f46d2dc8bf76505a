import Foundation
import SiriSystem
import TestSupport
import Testing

@testable import SoupChefCLI

/// `soupchef intents`: show, lint and donate on definition files.
@Suite struct IntentsCommandTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    static let soupChef = root + "/Data/Intents.intentdefinition"

    /// Writes `text` into the harness's directory and returns its path.
    func write(_ text: String, as name: String, in harness: Harness) throws -> String {
        let path = harness.directory + "/" + name
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func showWithoutAFileShowsSoupChefsOwnDefinition() throws {
        let harness = try Harness()
        let result = harness.run("intents", "show")
        #expect(result.status == 0)
        #expect(result.out.hasPrefix("Data/Intents.intentdefinition\n\nIntent OrderSoup (OrderSoupIntent): Order Soup — Order a soup\n"))
        #expect(result.out.contains("    soup,toppings,quantity (primary): “Order ${quantity} ${soup}” / “With ${toppings}”, in the background\n"))
        #expect(result.out.contains("    quantity (Quantity): Integer, default 1, 1…10\n      Primary: “How many soups do you want to order?”\n"))
        #expect(result.out.contains("    storeLocation (Store Location): Placemark, options provided dynamically, only when orderType is pickup\n"))
        #expect(harness.run("intents", "show", Self.soupChef).out.hasSuffix(result.out.drop { $0 != "\n" }))
        // Reading a definition opens no data directory.
        #expect(!FileManager.default.fileExists(atPath: harness.dataDirectory))
    }

    /// A widget configuration intent says so (`INIntentEligibleForWidgets`), in text and JSON.
    @Test func widgetConfigurationIntentsSaySo() throws {
        let harness = try Harness()
        let widget = Self.root + "/Tests/Fixtures/RealDefinitions/SpacePOD/Widget.intentdefinition"
        let shown = harness.run("intents", "show", widget)
        #expect(shown.out.contains("\n  category information, verb View, not eligible for suggestions, configures widgets\n"), "\(shown.out)")
        let document = try harness.run("intents", "show", widget, "--json").json()
        let intents = try #require(document["intents"] as? [[String: Any]])
        #expect(intents.first?["isEligibleForWidgets"] as? Bool == true)
        let soup = try harness.run("intents", "show", "--json").json()
        #expect((soup["intents"] as? [[String: Any]])?.allSatisfy { $0["isEligibleForWidgets"] as? Bool == false } == true)
        #expect(!harness.run("intents", "show").out.contains("configures widgets"))
    }

    /// Enums and types show the name Shortcuts gives them beside their own.
    @Test func showNamesEnumsAndTypesAsShortcutsDoes() throws {
        let result = try Harness().run("intents", "show")
        #expect(result.out.contains("\nEnum OrderType (“Order Type”): "), "\(result.out)")
        #expect(result.out.contains("\nType OrderDetails (“Order Details”): "), "\(result.out)")
    }

    @Test func showJSONHasEveryPart() throws {
        let harness = try Harness()
        let document = try harness.run("--json", "intents", "show").json()
        #expect(document["file"] as? String == "Data/Intents.intentdefinition")
        let intents = try #require(document["intents"] as? [[String: Any]])
        let intent = try #require(intents.first)
        #expect(intent["typeName"] as? String == "OrderSoupIntent")
        let parameters = try #require(intent["parameters"] as? [[String: Any]])
        #expect(parameters.map { $0["name"] as? String } == ["soup", "quantity", "toppings", "orderType", "deliveryLocation", "storeLocation"])
        let metadata = try #require(parameters[1]["metadata"] as? [String: Any])
        #expect(metadata["defaultValue"] as? Int == 1)
        #expect(metadata["maximum"] as? Int == 10)
        let types = try #require(intent["shortcutTypes"] as? [[String: Any]])
        #expect(types.count == 7)
        #expect(types.filter { $0["isPrimary"] as? Bool == true }.map { $0["parameters"] as? [String] } == [["soup", "toppings", "quantity"]])
        let response = try #require(intent["response"] as? [String: Any])
        #expect(response["output"] as? String == "orderDetails")
        #expect((document["enums"] as? [[String: Any]])?.first?["name"] as? String == "OrderType")
    }

    @Test(arguments: ["Intents.intentdefinition", "intents/Order.intentdefinition", "intents/Scenes.intentdefinition"])
    func shippedDefinitionsLintClean(file: String) throws {
        let harness = try Harness()
        let result = harness.run("intents", "lint", Self.root + "/Data/" + file)
        #expect(result.status == 0, "\(result.out)\(result.err)")
        #expect(result.out == "")
        #expect(result.err == "\(Self.root)/Data/\(file): 0 errors, 0 warnings\n")
        let json = try harness.run("--json", "intents", "lint", Self.root + "/Data/" + file).json()
        #expect((json["findings"] as? [Any])?.isEmpty == true)
    }

    @Test func lintReportsEachFindingOnALineAndExits65OnErrors() throws {
        let harness = try Harness()
        let text = try String(contentsOfFile: Self.soupChef, encoding: .utf8)
            .replacingOccurrences(
                of: "<string>Order ${quantity} ${soup}</string>", with: "<string>Order ${quantity} ${soup} at ${storeLocation}</string>"
            )
            .replacingOccurrences(
                of: "<key>INIntentVerb</key>", with: "<key>INIntentColour</key>\n\t\t\t<string>orange</string>\n\t\t\t<key>INIntentVerb</key>")
        let path = try write(text, as: "Planted.intentdefinition", in: harness)
        let result = harness.run("intents", "lint", path)
        #expect(result.status == 65)
        #expect(
            result.out.split(separator: "\n").map(String.init) == [
                "\(path):105:5: error: OrderSoup: the title of shortcut type soup,quantity uses ${storeLocation}, which is not among its parameters",
                "\(path):148:5: error: OrderSoup: the title of shortcut type soup,toppings,quantity uses ${storeLocation}, which is not among its parameters",
                "\(path):567:4: note: OrderSoup: soupchef does not know the key INIntentColour in the intent, and reads the file without it",
            ])
        let json = try harness.run("--json", "intents", "lint", path).json()
        #expect(json["file"] as? String == path)
        let findings = try #require(json["findings"] as? [[String: Any]])
        #expect(findings.count == 3)
        #expect(findings[0]["severity"] as? String == "error")
        #expect(findings[0]["intent"] as? String == "OrderSoup")
        #expect(findings[0]["subject"] as? String == "shortcut type soup,quantity")
        #expect(findings[2]["severity"] as? String == "note")
        #expect((findings[0]["location"] as? [String: Any])?["line"] as? Int == 105)
        // Warnings alone do not fail.
        let warningOnly = try write(
            try String(contentsOfFile: Self.soupChef, encoding: .utf8).replacingOccurrences(
                of: "<key>INIntentVerb</key>", with: "<key>INIntentColour</key>\n\t\t\t<string>orange</string>\n\t\t\t<key>INIntentVerb</key>"),
            as: "Warning.intentdefinition", in: harness)
        #expect(harness.run("intents", "lint", warningOnly).status == 0)
    }

    /// CoreFoundation's XML reader parses the first element and never looks past it, so Xcode and
    /// iOS read a definition with text after `</plist>` as if it were not there; so does soupchef.
    @Test(arguments: ["a hand-added line", "<dict><key>INIntents</key><array/></dict>", "<!-- a comment -->", "</plist>"])
    func textAfterThePlistIsReadPastAsCoreFoundationDoes(trailing: String) throws {
        let harness = try Harness()
        let original = Self.root + "/Data/intents/Order.intentdefinition"
        let path = try write(try String(contentsOfFile: original, encoding: .utf8) + trailing + "\n", as: "Trailing.intentdefinition", in: harness)
        let lint = harness.run("intents", "lint", path)
        #expect(lint.status == 0, "\(lint.out)\(lint.err)")
        let shown = harness.run("intents", "show", path)
        #expect(shown.status == 0)
        // The same definition, line for line after the first (the file's name).
        let lines = shown.out.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count > 10)
        let expected = harness.run("intents", "show", original).out.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.dropFirst() == expected.dropFirst())
    }

    @Test(arguments: [
        ("garbage.intentdefinition", "\u{0}\u{1}\u{2}binary", "is binary data, not an XML property list (a zero byte at offset 0)"),
        ("text.intentdefinition", "just words", "is not an XML property list (it does not start with '<')"),
        ("broken.intentdefinition", "<plist><dict><key>INIntents</key></plist>", "is not a property list"),
        ("entity.intentdefinition", "<!DOCTYPE plist [<!ENTITY a \"x\">]><plist><string>&a;</string></plist>", "has an internal DTD subset"),
        (
            "typed.intentdefinition", "<plist><dict><key>INIntents</key><dict/></dict></plist>",
            "the file: INIntents must be an array, not a dictionary"
        ),
    ])
    func hostileFilesGetOneLineAndExit65(name: String, text: String, problem: String) throws {
        let harness = try Harness()
        let path = try write(text, as: name, in: harness)
        for command in [["intents", "show", path], ["intents", "lint", path], ["intents", "donate", path, "OrderSoup"]] {
            let result = harness.run(command)
            #expect(result.status == 65)
            #expect(result.out == "")
            #expect(result.err.hasPrefix("Error: \(path): \(problem)"), "\(result.err)")
            #expect(result.err.split(separator: "\n").count == 1)
        }
        let missing = harness.run("intents", "lint", harness.directory + "/missing.intentdefinition")
        #expect(missing.status == 74)
        #expect(missing.err == "Error: \(harness.directory)/missing.intentdefinition: cannot open: no such file\n")
    }

    /// A definition named from inside its own folder (`cd Base.lproj`, then `Intents.intentdefinition`
    /// alone, or `Base.lproj/./Intents.intentdefinition`) reads the translations beside that folder,
    /// as it does named from the folder above: it read none, so lint found nothing to say of them
    /// and `--locale ja` was refused as a language the app does not have.
    @Test func aDefinitionNamedFromInsideItsFolderReadsItsTranslations() throws {
        let harness = try Harness()
        let fixtures = Self.root + "/Tests/Fixtures/RealDefinitions"
        let base = fixtures + "/switshot/Base.lproj"
        func counts(_ text: String) -> String? { text.firstMatch(of: #/[0-9]+ errors?, [0-9]+ warnings?/#).map { String($0.output) } }
        let above = harness.run("intents", "lint", base + "/Intents.intentdefinition")
        #expect(counts(above.err) == "0 errors, 16 warnings", "\(above.err)")
        let dotted = harness.run("intents", "lint", base + "/./Intents.intentdefinition")
        #expect(counts(dotted.err) == "0 errors, 16 warnings", "\(dotted.err)")
        let japanese = harness.run("intents", "show", base + "/./Intents.intentdefinition", "--locale", "ja")
        #expect(japanese.status == 0 && japanese.out.contains("接続したゲーム機からメディアを転送"), "\(japanese.err)")
        // A definition in English's own folder is English, named so too.
        let english = harness.run("intents", "show", fixtures + "/passforios/en.lproj/./Intents.intentdefinition", "--locale", "de")
        #expect(english.status == 0, "\(english.err)")
        // From a shell in the folder.
        let inside = try Program.run(
            "/bin/sh", ["-c", "cd \"$0\" && exec \"$1\" intents lint Intents.intentdefinition", base, try Program.soupchef()],
            environment: harness.environment)
        #expect(counts(inside.err) == "0 errors, 16 warnings", "\(inside.err)")
        #expect(inside.out.contains("Intents.intentdefinition:175:7: warning: TransferMedia: ja has no string for QsFvIk"), "\(inside.out)")
        let shown = try Program.run(
            "/bin/sh", ["-c", "cd \"$0\" && exec \"$1\" intents show Intents.intentdefinition --locale ja", base, try Program.soupchef()],
            environment: harness.environment)
        #expect(shown.status == 0 && shown.out.contains("接続したゲーム機からメディアを転送"), "\(shown.err)")
    }

    /// An `App` folder in the harness's directory with Soup Chef's definition in `Base.lproj` and
    /// an empty `de.lproj` beside it, for a German translation a test writes.
    static func appWithGerman(in harness: Harness) throws -> (folder: String, definition: String) {
        let folder = harness.directory + "/App"
        for language in ["Base", "de"] {
            try FileManager.default.createDirectory(atPath: folder + "/\(language).lproj", withIntermediateDirectories: true)
        }
        let definition = folder + "/Base.lproj/Intents.intentdefinition"
        try FileManager.default.copyItem(atPath: Self.soupChef, toPath: definition)
        return (folder, definition)
    }

    /// A language's whole copy of the definition with a merge conflict left in it is lint's error
    /// at the conflict's first line, so that an editor or a CI annotation points there.
    @Test func aConflictInALanguagesCopyIsFoundAtItsLine() throws {
        let harness = try Harness()
        let (folder, definition) = try Self.appWithGerman(in: harness)
        var lines = try String(contentsOfFile: Self.soupChef, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        lines.insert(contentsOf: ["<<<<<<< HEAD", "=======", ">>>>>>> de"], at: 20)
        try lines.joined(separator: "\n").write(toFile: folder + "/de.lproj/Intents.intentdefinition", atomically: true, encoding: .utf8)
        let document = try harness.run("--json", "intents", "lint", definition).json()
        let findings = try #require(document["findings"] as? [[String: Any]])
        let copy = try #require(findings.first { $0["rule"] as? String == "unreadableTranslation" })
        #expect(
            (copy["message"] as? String)?.hasPrefix(
                "the de copy of the definition cannot be read: has a merge conflict left unresolved in it, from line 21 to line 23") == true,
            "\(copy)")
        #expect((copy["location"] as? [String: Any])?["line"] as? Int == 21, "\(copy)")
    }

    /// A definition given through a symbolic link reads the translations beside the file it links
    /// to (Brave's SPM targets link to the app's `Base.lproj` definitions): it read none.
    @Test func aDefinitionGivenThroughALinkReadsTheTranslationsOfTheFileItLinksTo() throws {
        let harness = try Harness()
        let copy = try harness.temporary.copy(Self.root + "/Tests/Fixtures/RealDefinitions/switshot", as: "switshot")
        let target = copy + "/Base.lproj/Intents.intentdefinition"
        try FileManager.default.createDirectory(atPath: harness.directory + "/Target", withIntermediateDirectories: true)
        let absolute = harness.directory + "/Target/Intents.intentdefinition"
        try FileManager.default.createSymbolicLink(atPath: absolute, withDestinationPath: target)
        // A relative link to that link: a chain, the second joined to the first's folder.
        let chained = harness.directory + "/Chained.intentdefinition"
        try FileManager.default.createSymbolicLink(atPath: chained, withDestinationPath: "Target/Intents.intentdefinition")
        func counts(_ text: String) -> String? { text.firstMatch(of: #/[0-9]+ errors?, [0-9]+ warnings?/#).map { String($0.output) } }
        for link in [absolute, chained] {
            let linted = harness.run("intents", "lint", link)
            #expect(counts(linted.err) == "0 errors, 16 warnings", "\(link): \(linted.err)")
            #expect(linted.out.hasPrefix(link + ":"), "\(linted.out)")
            let japanese = harness.run("intents", "show", link, "--locale", "ja")
            #expect(japanese.status == 0 && japanese.out.contains("接続したゲーム機からメディアを転送"), "\(japanese.err)")
        }
    }

    /// A project's folder reads the one definition it holds: a language's copy beside Base and a
    /// copy of the same bytes elsewhere are that definition; several are named, none is a folder.
    /// A translation naming a variable its intent does not declare (a parameter renamed after the
    /// strings were exported): lint warns, the title and Siri's words leave it out, and the
    /// stand-in handler, which could be given no value for it, answers the code it was told.
    @Test func aTranslationsUndeclaredVariableIsLeftOutAndLinted() throws {
        let harness = try Harness()
        let folder = harness.directory + "/Shop"
        try FileManager.default.createDirectory(atPath: folder + "/Base.lproj", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder + "/en.lproj", withIntermediateDirectories: true)
        let file = folder + "/Base.lproj/Intents.intentdefinition"
        try Self.shopping.write(toFile: file, atomically: true, encoding: .utf8)
        try "\"t1\" = \"Buy ${bogus} now\";\n\"r1\" = \"Your ${name} is paid.\";\n".write(
            toFile: folder + "/en.lproj/Intents.strings", atomically: true, encoding: .utf8)
        let lint = harness.run("intents", "lint", file)
        #expect(lint.status == 0)
        #expect(
            lint.out.contains(
                "\(folder)/en.lproj/Intents.strings:1:1: warning: Shopping: the en string t1, the title of shortcut type productName"
                    + " (“Buy ${productName}”), names ${bogus}, which Shopping does not declare; iOS has no value to put there\n"), "\(lint.out)")
        #expect(lint.out.contains("/en.lproj/Intents.strings:2:1: warning: Shopping: the en string r1, the template of response code success"))
        let donated = harness.run("intents", "donate", "--locale", "en", file, "Shopping", "productName=Latte")
        #expect(donated.out.contains("\nTitle: Buy now\n"), "\(donated.out)")
        let conversed = harness.run("intents", "converse", "--locale", "en", file, "Shopping", "productName=Latte", "--respond", "success")
        // Its one shortcut type does not run in the background: that note alone.
        #expect(conversed.status == 0 && conversed.err.split(separator: "\n").allSatisfy { $0.hasPrefix("On a device") }, "\(conversed.err)")
        #expect(conversed.out.hasSuffix("handle: success\n  Siri: Your is paid.\nOutcome: succeeded\n"), "\(conversed.out)")
    }

    static let shopping = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        	<key>INIntentDefinitionModelVersion</key>
        	<string>1.2</string>
        	<key>INIntents</key>
        	<array>
        		<dict>
        			<key>INIntentCategory</key>
        			<string>buy</string>
        			<key>INIntentName</key>
        			<string>Shopping</string>
        			<key>INIntentParameterCombinations</key>
        			<dict>
        				<key>productName</key>
        				<dict>
        					<key>INIntentParameterCombinationIsPrimary</key>
        					<true/>
        					<key>INIntentParameterCombinationTitle</key>
        					<string>Buy ${productName}</string>
        					<key>INIntentParameterCombinationTitleID</key>
        					<string>t1</string>
        				</dict>
        			</dict>
        			<key>INIntentParameters</key>
        			<array>
        				<dict>
        					<key>INIntentParameterName</key>
        					<string>productName</string>
        					<key>INIntentParameterType</key>
        					<string>String</string>
        				</dict>
        			</array>
        			<key>INIntentResponse</key>
        			<dict>
        				<key>INIntentResponseCodes</key>
        				<array>
        					<dict>
        						<key>INIntentResponseCodeFormatString</key>
        						<string>Your ${productName} is paid.</string>
        						<key>INIntentResponseCodeFormatStringID</key>
        						<string>r1</string>
        						<key>INIntentResponseCodeName</key>
        						<string>success</string>
        						<key>INIntentResponseCodeSuccess</key>
        						<true/>
        					</dict>
        					<dict>
        						<key>INIntentResponseCodeName</key>
        						<string>failure</string>
        					</dict>
        				</array>
        				<key>INIntentResponseParameters</key>
        				<array>
        					<dict>
        						<key>INIntentResponseParameterName</key>
        						<string>productName</string>
        						<key>INIntentResponseParameterType</key>
        						<string>String</string>
        					</dict>
        				</array>
        			</dict>
        		</dict>
        	</array>
        </dict>
        </plist>
        """

    @Test func aFolderReadsTheOneDefinitionItHolds() throws {
        let harness = try Harness()
        let aShell = Self.root + "/Tests/Fixtures/RealDefinitions/a-shell"
        let base = aShell + "/Base.lproj/Intents.intentdefinition"
        for command in [["intents", "lint"], ["intents", "show"], ["--json", "intents", "show"]] {
            let folder = harness.run(command + [aShell])
            let file = harness.run(command + [base])
            #expect(folder.status == 0, "\(folder.err)")
            #expect(folder.out == file.out && folder.err == file.err, "\(command)")
        }
        #expect(harness.run("intents", "lint", aShell).err.hasPrefix("\(base): 0 errors, "))
        #expect(try harness.run("--json", "intents", "lint", aShell).json()["file"] as? String == base)
        let donation = ["ExecuteCommand", "command=ls", "openWindow=open"]
        let donated = harness.run(["intents", "donate", aShell] + donation)
        #expect(donated.status == 0 && donated.out == harness.run(["intents", "donate", base] + donation).out, "\(donated.err)")
        // The definition an app copies into its extension is the same file.
        let app = harness.directory + "/App"
        for folder in [app + "/Shared", app + "/PlugIns/Widget.appex"] {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: Self.soupChef, toPath: folder + "/Intents.intentdefinition")
        }
        #expect(harness.run("intents", "donate", app, "OrderSoup", "soup=Tomato Soup").out.contains("Title: Order Tomato Soup\n"))
        // Two definitions: which, and how to choose.
        let introspective = Self.root + "/Tests/Fixtures/RealDefinitions/introspective"
        let several = harness.run("intents", "lint", introspective)
        #expect(several.status == 64)
        #expect(several.err.hasPrefix("Error: \(introspective) holds 4 intent definitions (\(introspective)/SiriIntents/"), "\(several.err)")
        #expect(several.err.contains("); name the one to read\n"))
        #expect(several.out == "")
        let empty = harness.directory + "/Empty"
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        let none = harness.run("intents", "show", empty)
        #expect(none.status == 74)
        #expect(none.err == "Error: \(empty): is a directory, not an intent definition, and holds no Metadata.appintents within 5 levels\n")
        // A language's folder holding only a translation: the definition it translates is named.
        let loop = Self.root + "/Tests/Fixtures/RealDefinitions/Loop"
        for command in [["intents", "lint"], ["intents", "show"]] {
            let translation = harness.run(command + [loop + "/de.lproj"])
            #expect(translation.status == 74)
            #expect(
                translation.err.hasSuffix(
                    "within 5 levels; it holds a translation (Intents.strings) of \(loop)/Base.lproj/Intents.intentdefinition: give that file "
                        + "(--locale de reads it in this language)\n"), "\(translation.err)")
        }
    }

    /// An app of the SiriKit years ships its definition in its bundle (`Base.lproj`, a Mac app's
    /// in `Contents/Resources/Base.lproj`) and no App Intents metadata: the bundle is read as the
    /// folder holding that definition, not refused for lacking metadata.
    @Test func anAppBundleWithADefinitionAndNoMetadataReadsTheDefinition() throws {
        let harness = try Harness()
        for bundle in ["/Soup Chef.app/Base.lproj", "/Mac.app/Contents/Resources/Base.lproj", "/Intents.appex/Base.lproj"] {
            let folder = harness.directory + bundle
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: Self.soupChef, toPath: folder + "/Intents.intentdefinition")
            let app = String((harness.directory + bundle).dropLast("/Base.lproj".count).replacing("/Contents/Resources", with: ""))
            let file = folder + "/Intents.intentdefinition"
            for command in [["intents", "lint"], ["intents", "show"]] {
                let given = harness.run(command + [app])
                #expect(given.status == 0, "\(command) \(app): \(given.err)")
                #expect(given.out == harness.run(command + [file]).out, "\(command) \(app)")
            }
            let donated = harness.run("intents", "donate", app, "OrderSoup", "soup=Tomato Soup")
            #expect(donated.out.contains("Title: Order Tomato Soup\n"), "\(app): \(donated.err)")
            let matched = harness.run("intents", "match", app, "order soup")
            #expect(matched.status == 64 && matched.err.contains("is an intent definition (SiriKit, iOS 12 to 15)"), "\(app): \(matched.err)")
        }
        // The copy Xcode's build puts into the bundle carries a hash of the definition, a key of
        // the format: no note that soupchef does not know it.
        let built = harness.directory + "/Built.app/Base.lproj/Intents.intentdefinition"
        try FileManager.default.createDirectory(atPath: harness.directory + "/Built.app/Base.lproj", withIntermediateDirectories: true)
        let source = try String(contentsOfFile: Self.soupChef, encoding: .utf8)
        try source.replacing(
            "<dict>\n\t<key>INEnums</key>", with: "<dict>\n\t<key>INIntentHash</key>\n\t<string>8c3f0a5e1b</string>\n\t<key>INEnums</key>"
        )
        .write(toFile: built, atomically: true, encoding: .utf8)
        #expect(try String(contentsOfFile: built, encoding: .utf8).contains("INIntentHash"))
        let linted = harness.run("intents", "lint", harness.directory + "/Built.app")
        #expect(
            linted.status == 0 && !linted.out.contains("INIntentHash") && linted.err.hasSuffix(": 0 errors, 0 warnings\n"),
            "\(linted.out)\(linted.err)")
        // A bundle with neither is still one without metadata (exit 65).
        let bare = harness.directory + "/Bare.app"
        try FileManager.default.createDirectory(atPath: bare, withIntermediateDirectories: true)
        let none = harness.run("intents", "show", bare)
        #expect(none.status == 65 && none.err.contains("no Metadata.appintents/extract.actionsdata"), "\(none.err)")
    }

    /// A translation Foundation's reader would die on (a binary list holding itself, or XML
    /// nested thousands deep) is a translation that cannot be read: lint says so, and `show`
    /// in that language refuses it, each with the reason and exit 65.
    @Test func aTranslationThatWouldOverflowTheReaderIsRefusedWithItsReason() throws {
        let harness = try Harness()
        let (folder, definition) = try Self.appWithGerman(in: harness)
        let deep =
            "<plist version=\"1.0\"><dict><key>a</key>" + String(repeating: "<array>", count: 30_000) + String(repeating: "</array>", count: 30_000)
            + "</dict></plist>"
        // A binary list of two objects: a dictionary whose one value is itself, and its key "a".
        let loop = Data(
            Array("bplist00".utf8) + [0xD1, 0x01, 0x00, 0x51, UInt8(ascii: "a"), 8, 11] + [0, 0, 0, 0, 0, 0, 1, 1]
                + [0, 0, 0, 0, 0, 0, 0, 2] + [0, 0, 0, 0, 0, 0, 0, 0] + [0, 0, 0, 0, 0, 0, 0, 13])
        for (table, reason) in [
            (Data(deep.utf8), "dictionaries and arrays nest more than 64 deep"),
            (loop, "its objects hold themselves in a loop (object 0 is inside itself)"),
        ] {
            try table.write(to: URL(fileURLWithPath: folder + "/de.lproj/Intents.strings"))
            let linted = harness.run("intents", "lint", definition)
            #expect(linted.status == 65, "\(linted.err)")
            #expect(linted.out.contains("the de translation cannot be read: is not a property list (\(reason))"), "\(linted.out)")
            let shown = harness.run("intents", "show", definition, "--locale", "de")
            #expect(shown.status == 65 && shown.err.contains(reason), "\(shown.err)")
        }
    }

    /// Xcode's three kinds of date parameter, each shown in words (mithem/Organizer's
    /// `startComponents` is a time alone).
    @Test func aDateParametersKindIsShownInWords() throws {
        let harness = try Harness()
        func parameter(_ name: String, _ kind: String) -> String {
            """
            <dict><key>INIntentParameterName</key><string>\(name)</string><key>INIntentParameterType</key><string>DateComponents</string>
            <key>INIntentParameterMetadata</key><dict><key>INIntentParameterMetadataType</key><string>\(kind)</string></dict></dict>
            """
        }
        let path = try write(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>INIntents</key><array><dict><key>INIntentName</key><string>Plan</string>
            <key>INIntentCategory</key><string>generic</string><key>INIntentParameters</key><array>
            \(parameter("day", "Date"))\(parameter("start", "DateTime"))\(parameter("at", "Time"))
            </array></dict></array></dict></plist>
            """, as: "Plan.intentdefinition", in: harness)
        let shown = harness.run("intents", "show", path)
        #expect(shown.status == 0, "\(shown.err)")
        for line in [
            "day (day): DateComponents, date only\n", "start (start): DateComponents, date and time\n", "at (at): DateComponents, time only\n",
        ] {
            #expect(shown.out.contains("    " + line), "\(shown.out)")
        }
    }

    /// A file that cannot be opened says so, as it does without `--locale`, rather than that it
    /// lacks the language.
    @Test func aMissingFileWithALocaleCannotBeOpened() throws {
        let harness = try Harness()
        let missing = harness.directory + "/missing.intentdefinition"
        for command in [["intents", "show", missing], ["intents", "donate", missing, "OrderSoup"], ["intents", "converse", missing, "OrderSoup"]] {
            let result = harness.run(command + ["--locale", "fr"])
            #expect(result.status == 74, "\(command): \(result.err)")
            #expect(result.err == "Error: \(missing): cannot open: no such file\n")
        }
    }

    @Test func donateShowsTheShortcutTypeTitleAndSubtitle() throws {
        let harness = try Harness()
        let result = harness.run(
            "intents", "donate", Self.soupChef, "OrderSoup", "soup=Tomato Soup", "quantity=2", "toppings=Cheese,Croutons")
        #expect(result.status == 0, "\(result.err)")
        #expect(
            result.out
                == "Shortcut type: soup,toppings,quantity (primary)\nTitle: Order 2 Tomato Soup\nSubtitle: With Cheese and Croutons\nRuns in the background: yes\n"
        )
        let json = try harness.run(
            "--json", "intents", "donate", Self.soupChef, "OrderSoupIntent", "soup=Tomato Soup", "quantity=1", "orderType=delivery",
            "deliveryLocation=1 Main St"
        ).json()
        // Without toppings no type with the order type fits, so the largest that does is soup and quantity.
        #expect(json["shortcutType"] as? String == "soup,quantity")
        #expect(json["title"] as? String == "Order 1 Tomato Soup")
        #expect(json["intent"] as? String == "OrderSoupIntent")
    }

    @Test func donateWithoutAValidShortcutTypeExits65() throws {
        let harness = try Harness()
        let result = harness.run("intents", "donate", Self.soupChef, "OrderSoup", "quantity=2")
        #expect(result.status == 65)
        #expect(result.err.hasPrefix("Error: Cannot donate interaction with OrderSoupIntent that has no valid shortcut types\n"))
        #expect(result.err.contains("\nIts shortcut types: soup; soup,quantity; "), "\(result.err)")
        // A widget's configuration intent has none at all, and the refusal says why.
        let widget = harness.run(
            "intents", "donate", Self.root + "/Tests/Fixtures/RealDefinitions/DailyCovid-Widget/Widget.intentdefinition", "CovidLocation")
        #expect(widget.status == 65)
        #expect(widget.err.contains("CovidLocation is not eligible for Siri suggestions (a widget's configuration intent"), "\(widget.err)")
    }

    /// An unknown intent is named with the file's intents and the one most likely meant.
    @Test func anUnknownIntentSaysWhichWasMeant() throws {
        let harness = try Harness()
        let result = harness.run("intents", "donate", Self.soupChef, "OrderSoups")
        #expect(result.status == 64)
        #expect(
            result.err.hasPrefix("Error: \(Self.soupChef) has no intent \"OrderSoups\" (its intents: OrderSoup). Did you mean \"OrderSoup\"?\n"),
            "\(result.err)")
    }

    @Test func donateTakesEnumCaseNamesAndShowsDisplayNames() throws {
        let harness = try Harness()
        let result = harness.run(
            "intents", "donate", Self.soupChef, "OrderSoup", "soup=Tomato Soup", "quantity=1", "orderType=pickup", "toppings=Cheese")
        #expect(result.out.contains("Title: Order 1 Tomato Soup for pickup\n"))
        let wrong = harness.run("intents", "donate", Self.soupChef, "OrderSoup", "soup=Tomato Soup", "orderType=takeaway")
        #expect(wrong.status == 64)
        #expect(wrong.err.hasPrefix("Error: \"takeaway\" is not a case of OrderType for orderType (cases: pickup, delivery)\n"))
        #expect(harness.run("intents", "donate", Self.soupChef, "OrderSoup", "spoon=big").status == 64)
        #expect(harness.run("intents", "donate", Self.soupChef, "OrderSoup", "quantity=two").status == 64)
        #expect(harness.run("intents", "donate", Self.soupChef, "OrderSoup", "soup").status == 64)
        #expect(harness.run("intents", "donate", Self.soupChef, "OrderPizza").status == 64)
    }

    /// A value for an intent of no parameters (ask_human's AskHuman, a widget's refresh) is
    /// refused saying it has none, not with an empty list.
    @Test func aValueForAnIntentOfNoParametersSaysItHasNone() throws {
        let harness = try Harness()
        let path = harness.directory + "/Intents.intentdefinition"
        let definition = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0"><dict>
            <key>INIntentDefinitionModelVersion</key><string>1.2</string>
            <key>INIntents</key><array><dict>
            <key>INIntentName</key><string>AskHuman</string><key>INIntentTitle</key><string>Ask Human</string>
            <key>INIntentParameterCombinations</key><dict><key></key><dict>
            <key>INIntentParameterCombinationIsPrimary</key><true/></dict></dict>
            <key>INIntentResponse</key><dict><key>INIntentResponseCodes</key><array>
            <dict><key>INIntentResponseCodeName</key><string>success</string><key>INIntentResponseCodeSuccess</key><true/></dict>
            </array><key>INIntentResponseParameters</key><array><dict>
            <key>INIntentResponseParameterName</key><string>answer</string><key>INIntentResponseParameterType</key><string>Integer</string>
            </dict></array></dict>
            </dict></array></dict></plist>
            """
        try Data(definition.utf8).write(to: URL(fileURLWithPath: path))
        let donate = harness.run("intents", "donate", path, "AskHuman", "question=1")
        #expect(donate.status == 64)
        #expect(donate.err.hasPrefix("Error: AskHuman has no parameter \"question\" (it has none)\n"), "\(donate.err)")
        let converse = harness.run("intents", "converse", path, "AskHuman", "question=1")
        #expect(converse.status == 64)
        #expect(
            converse.err.hasPrefix("Error: AskHuman has no parameter \"question\" (it has none); its response parameters: answer\n"),
            "\(converse.err)")
    }

    /// A misspelt parameter, enum case or response code is answered with the nearest, as a
    /// misspelt intent is.
    @Test func misspeltNamesInAFileSuggestTheNearest() throws {
        let harness = try Harness()
        let file = Self.soupChef
        let parameters = "(its parameters: soup, quantity, toppings, orderType, deliveryLocation, storeLocation)"
        let cases: [([String], String)] = [
            (["donate", file, "OrderSoup", "quantiy=1"], "OrderSoup has no parameter \"quantiy\" \(parameters). Did you mean \"quantity\"?"),
            (
                ["donate", file, "OrderSoup", "orderType=delivry"],
                "\"delivry\" is not a case of OrderType for orderType (cases: pickup, delivery). Did you mean \"delivery\"?"
            ),
            (
                ["converse", file, "OrderSoup", "--respond", "sucess"],
                "OrderSoup has no response code \"sucess\" (its codes: success, failure, failureOutOfStock, successReadySoon, continueInApp, inProgress, failureRequiringAppLaunch). Did you mean \"success\"?"
            ),
            // converse also takes the response's parameters, so the nearest of either is offered.
            (
                ["converse", file, "OrderSoup", "waitTme=5"],
                "OrderSoup has no parameter \"waitTme\" \(parameters); its response parameters: soup, waitTime, orderDetails. Did you mean \"waitTime\"?"
            ),
            (
                ["converse", file, "OrderSoup", "spoon=big"],
                "OrderSoup has no parameter \"spoon\" \(parameters); its response parameters: soup, waitTime, orderDetails\n"
            ),
        ]
        for (arguments, message) in cases {
            let result = harness.run(["intents"] + arguments)
            #expect(result.status == 64)
            #expect(result.err.hasPrefix("Error: " + message), "\(result.err)")
        }
    }

    /// `intents donate` gives a donation the title, subtitle and shortcut type a real order's donation gets.
    @Test func donateGivesTheTitlesOfRealDonations() throws {
        let harness = try Harness()
        #expect(harness.run("order", "tomato", "-t", "cheese", "-q", "2").status == 0)
        #expect(harness.run("order", "chicken", "--deliver-to", "1 Main St", "-t", "croutons", "-t", "red pepper").status == 0)
        #expect(harness.run("order", "new england", "--store", "Civic Center").status == 0)
        let donations = try #require(try harness.run("--json", "donations").json()["donations"] as? [[String: Any]])
        #expect(donations.count == 3)
        for donation in donations {
            let intent = try #require(donation["intent"] as? [String: Any])
            var values = ["soup=\(try #require(intent["soupName"] as? String))"]
            if let quantity = intent["quantity"] as? Int { values.append("quantity=\(quantity)") }
            if let type = intent["orderType"] as? String { values.append("orderType=\(type)") }
            if let store = intent["storeLocationName"] as? String { values.append("storeLocation=\(store)") }
            if let address = intent["deliveryLocation"] as? String { values.append("deliveryLocation=\(address)") }
            if let toppings = intent["toppingNames"] as? [String], !toppings.isEmpty { values.append("toppings=" + toppings.joined(separator: ",")) }
            let preview = try harness.run(["--json", "intents", "donate", Self.soupChef, "OrderSoup"] + values).json()
            #expect(preview["title"] as? String == donation["title"] as? String)
            #expect(preview["subtitle"] as? String == donation["subtitle"] as? String)
            #expect(preview["shortcutType"] as? String == donation["shortcutType"] as? String)
        }
    }

    /// The burger-ordering app of ../shared/seeds/003: OrderIntent with a name, a quantity and additions.
    @Test func burgerOrderIntentPreviewsDonations() throws {
        let harness = try Harness()
        let path = Self.root + "/Data/intents/Order.intentdefinition"
        let full = harness.run("intents", "donate", path, "OrderIntent", "burgerName=Cheeseburger", "quantity=2", "additions=bacon,onion")
        #expect(full.status == 0, "\(full.err)")
        #expect(
            full.out
                == "Shortcut type: burgerName,quantity,additions (primary)\nTitle: Order 2 Cheeseburger\nSubtitle: With bacon and onion\nRuns in the background: yes\n"
        )
        #expect(harness.run("intents", "donate", path, "Order", "burgerName=Cheeseburger").out.contains("Title: Order Cheeseburger\n"))
        #expect(harness.run("intents", "donate", path, "Order", "quantity=2").status == 65)
        let shown = harness.run("intents", "show", path)
        #expect(shown.out.contains("    success (success): “Your ${burgerName} will be ready in ${waitTime} minutes.”\n"))
    }

    /// The smart-home app of ../shared/seeds/000: scenes run by Siri in the background, titled by the scene.
    @Test func sceneIntentsPreviewDonations() throws {
        let harness = try Harness()
        let path = Self.root + "/Data/intents/Scenes.intentdefinition"
        for intent in ["HBSiri", "HBDonate"] {
            let json = try harness.run("--json", "intents", "donate", path, intent, "sid=12345", "title=Good night").json()
            #expect(json["title"] as? String == "Good night")
            #expect(json["shortcutType"] as? String == "sid,title")
            #expect(json["supportsBackgroundExecution"] as? Bool == true)
            #expect(json["intent"] as? String == intent + "Intent")
        }
        #expect(harness.run("intents", "donate", path, "HBSiri", "sid=7").out.contains("Title: Run scene 7\n"))
        let document = try harness.run("--json", "intents", "show", path).json()
        let intents = try #require(document["intents"] as? [[String: Any]])
        #expect(intents.map { $0["name"] as? String } == ["HBSiri", "HBDonate"])
        #expect(intents.map { $0["requiresConfirmation"] as? Bool } == [true, false])
    }
}

/// `soupchef intents converse`: the conversation of any definition, with the stand-in handler.
@Suite struct IntentsConverseTests {
    static let root = IntentsCommandTests.root

    @Test func theBurgerOrderAsksForTheBurgerAndAnswersWithTheWaitTime() throws {
        let harness = try Harness()
        let result = harness.run(
            "intents", "converse", Self.root + "/Data/intents/Order.intentdefinition", "Order", "waitTime=5", "--answer", "Classic", "--yes")
        #expect(result.status == 0)
        #expect(
            result.out == """
                resolve burgerName: needsValue
                  Siri: Which burger would you like?
                  You: Classic
                resolve burgerName: success (Classic)
                resolve quantity: success (1)
                resolve additions: notRequired
                confirm: ready
                  Siri: Ready to order?
                  You: yes
                userConfirmation: confirmed
                handle: success
                  Siri: Your Classic will be ready in 5 minutes.
                Outcome: succeeded

                """)
    }

    /// The burger app's handler answers with its wait time of "5" when the file is the one
    /// shipped, wherever it is copied; a value given wins, and an edited copy is any app's file,
    /// whose stand-in has no wait time to say.
    @Test func theShippedBurgerAppAnswersWithItsOwnWaitTime() throws {
        let harness = try Harness()
        let shipped = Self.root + "/Data/intents/Order.intentdefinition"
        let own = harness.run("intents", "converse", shipped, "Order", "--answer", "Cheeseburger", "--yes")
        #expect(own.status == 0)
        #expect(own.out.hasSuffix("handle: success\n  Siri: Your Cheeseburger will be ready in 5 minutes.\nOutcome: succeeded\n"))
        #expect(own.err.isEmpty)
        let given = harness.run("intents", "converse", shipped, "Order", "burgerName=Classic", "waitTime=12", "--yes")
        #expect(given.out.contains("Siri: Your Classic will be ready in 12 minutes."))

        let bytes = try #require(FileManager.default.contents(atPath: shipped))
        let copy = harness.directory + "/Order.intentdefinition"
        #expect(FileManager.default.createFile(atPath: copy, contents: bytes))
        #expect(harness.run("intents", "converse", copy, "Order", "burgerName=Classic", "--yes").status == 0)
        let edited = harness.directory + "/Edited.intentdefinition"
        #expect(FileManager.default.createFile(atPath: edited, contents: bytes + Data("\n".utf8)))
        let standIn = harness.run("intents", "converse", edited, "Order", "burgerName=Classic", "--yes")
        #expect(standIn.status == 1)
        #expect(standIn.err.contains("no value for ${waitTime}"))
    }

    /// Siri's own question is printed before its result, the answer; one that is neither yes nor
    /// no is `notUnderstood` (the last one too, when Siri gives up), one never given `asked`.
    @Test func siriSOwnQuestionComesBeforeTheAnswerItGot() throws {
        let harness = try Harness()
        let file = Self.root + "/Data/intents/Order.intentdefinition"
        let given = ["intents", "converse", file, "Order", "waitTime=5", "burgerName=Classic"]
        let retried = harness.run(given + ["--answer", "maybe", "--answer", "yes"])
        #expect(retried.status == 0)
        #expect(
            retried.out.contains(
                """
                confirm: ready
                  Siri: Ready to order?
                  You: maybe
                userConfirmation: notUnderstood
                  Siri: Sorry, I didn't get “maybe”. Ready to order?
                  You: yes
                userConfirmation: confirmed
                handle: success
                """))
        let gaveUp = try harness.run(["--json"] + given + ["--answer", "maybe", "--answer", "hmm", "--answer", "what"]).json()
        let asked = (gaveUp["steps"] as? [[String: Any]] ?? []).filter { $0["stage"] as? String == "userConfirmation" }
        #expect(asked.map { $0["result"] as? String } == ["notUnderstood", "notUnderstood", "notUnderstood"])
        #expect(gaveUp["outcome"] as? String == "notUnderstood")
        let unanswered = harness.run(given)
        #expect(unanswered.out.hasSuffix("  Siri: Ready to order?\nuserConfirmation: asked\nOutcome: unanswered\n"))
    }

    @Test func theSceneIntentRespondsWithTheCodeChosen() throws {
        let harness = try Harness()
        let file = Self.root + "/Data/intents/Scenes.intentdefinition"
        let document = try harness.run("--json", "intents", "converse", file, "HBSiri", "sid=s1", "title=Movie night", "--yes").json()
        #expect(document["outcome"] as? String == "succeeded")
        #expect(document["closing"] as? String == "Movie night")
        let failed = harness.run("intents", "converse", file, "HBDonate", "sid=s1", "title=Lights off", "--yes", "--respond", "failure")
        #expect(failed.status == 1)
        #expect(failed.out.hasSuffix("handle: failure\n  Siri: Lights off\nOutcome: failed\n"))
        // With --json what the text says on stderr after the transcript is in the document.
        let unused = harness.run("--json", "intents", "converse", file, "HBSiri", "sid=s1", "title=Movie night", "--yes", "--answer", "later")
        #expect(unused.status == 0 && unused.err.isEmpty, "\(unused.err)")
        #expect(try unused.json()["notes"] as? [String] == ["Not used: --answer \"later\"."])
        #expect(
            try harness.run("--json", "intents", "converse", file, "HBSiri", "sid=s1", "title=Movie night", "--yes").json()["notes"] as? [String]
                == [])
    }

    /// Xcode's generated response class has `continueInApp`, `inProgress` and
    /// `failureRequiringAppLaunch` for every custom intent, which its editor does not list: the
    /// stand-in answers with them, and iOS opens the app for two, without words of Siri's.
    @Test func theCodesEveryCustomIntentHasCanBeAnswered() throws {
        let harness = try Harness()
        let file = Self.root + "/Data/intents/Scenes.intentdefinition"
        let continued = harness.run("intents", "converse", file, "HBSiri", "sid=s1", "title=Movie night", "--yes", "--respond", "continueInApp")
        #expect(continued.status == 0, "\(continued.err)")
        #expect(
            continued.out.hasSuffix(
                "handle: continueInApp\n  (iOS opens the app, which continues a user activity of type HBSiriIntent holding the interaction)\n"
                    + "Outcome: succeeded\n"))
        let launch = try harness.run(
            "--json", "intents", "converse", file, "HBSiri", "sid=s1", "title=X", "--yes", "--respond", "failureRequiringAppLaunch"
        )
        .json()
        #expect(launch["outcome"] as? String == "failed")
        #expect(launch["opensApp"] as? Bool == true)
        #expect(launch["closing"] is NSNull)
        let working = try harness.run("--json", "intents", "converse", file, "HBSiri", "sid=s1", "title=X", "--yes", "--respond", "inProgress").json()
        #expect(working["outcome"] as? String == "succeeded")
        #expect(working["opensApp"] as? Bool == false)
    }

    /// The document has the same keys however the conversation ends: `responseCode` and
    /// `closing` are null when `handle` never answered, and each step has every key, null where
    /// it has no value, as `siri --json`'s steps do.
    @Test func converseKeepsEveryKeyWhateverTheOutcome() throws {
        let harness = try Harness()
        let keys: Set<String> = ["intent", "steps", "outcome", "responseCode", "closing", "opensApp", "parameters", "notes", "version"]
        let stepKeys: Set<String> = ["stage", "parameter", "result", "value", "prompt", "choices", "answer"]
        let unanswered = harness.run("--json", "intents", "converse", IntentsCommandTests.soupChef, "OrderSoup", "soup=tomatoSoup")
        #expect(unanswered.status == 1)
        let document = try unanswered.json()
        #expect(document["outcome"] as? String == "unanswered")
        #expect(Set(document.keys) == keys, "\(document.keys.sorted())")
        #expect(document["responseCode"] is NSNull && document["closing"] is NSNull)
        let steps = try #require(document["steps"] as? [[String: Any]])
        #expect(!steps.isEmpty && steps.allSatisfy { Set($0.keys) == stepKeys }, "\(steps.map { $0.keys.sorted() })")
        #expect(steps.contains { $0["answer"] is NSNull })
        let declined = try harness.run(
            "--json", "intents", "converse", IntentsCommandTests.soupChef, "OrderSoup", "soup=tomatoSoup", "--answer", "Ferry Building", "--answer",
            "no"
        ).json()
        #expect(declined["outcome"] as? String == "declined" && Set(declined.keys) == keys && declined["responseCode"] is NSNull)
        let failed = try harness.run(
            "--json", "intents", "converse", IntentsCommandTests.soupChef, "OrderSoup", "soup=tomatoSoup", "--answer", "Ferry Building", "--yes"
        ).json()
        #expect(failed["responseCode"] as? String == "failure" && Set(failed.keys) == keys)
    }

    /// A donation whose shortcut type has no subtitle says so with null, not by leaving the key out.
    @Test func donateGivesANullSubtitleWhenThereIsNone() throws {
        let harness = try Harness()
        let plain = try harness.run("--json", "intents", "donate", IntentsCommandTests.soupChef, "OrderSoup", "soup=tomatoSoup", "quantity=2").json()
        #expect(plain["shortcutType"] as? String == "soup,quantity")
        #expect(plain["subtitle"] is NSNull, "\(plain.keys.sorted())")
        let withToppings = try harness.run(
            "--json", "intents", "donate", IntentsCommandTests.soupChef, "OrderSoup", "soup=tomatoSoup", "quantity=2", "toppings=cheese"
        ).json()
        #expect(withToppings["subtitle"] as? String == "With cheese")
    }

    /// A list's value in the JSON is its items, not the words Siri says for them ("a and b").
    @Test func aListParameterIsAnArrayInTheJSON() throws {
        let harness = try Harness()
        let file = Self.root + "/Data/intents/Order.intentdefinition"
        let two = try harness.run("--json", "intents", "converse", file, "Order", "waitTime=5", "burgerName=Classic", "additions=a,b", "--yes").json()
        let parameters = try #require(two["parameters"] as? [String: Any])
        #expect(parameters["additions"] as? [String] == ["a", "b"] && parameters["burgerName"] as? String == "Classic")
        let one = try harness.run("--json", "intents", "converse", file, "Order", "waitTime=5", "burgerName=Classic", "additions=a and b", "--yes")
            .json()
        #expect((one["parameters"] as? [String: Any])?["additions"] as? [String] == ["a and b"])
    }

    @Test func soupChefsOwnDefinitionAsksForTheStoreOnlyForPickup() throws {
        let harness = try Harness()
        let file = IntentsCommandTests.soupChef
        let pickup = harness.run(
            "intents", "converse", file, "OrderSoup", "soup=Clam Chowder", "orderDetails.total=$9.98", "waitTime=10 minutes", "--answer",
            "Cupertino", "--yes")
        #expect(pickup.status == 0)
        #expect(pickup.out.contains("resolve storeLocation: needsValue\n  Siri: Which store?\n  You: Cupertino\n"))
        // The relationship rules the address out for a pickup: not resolved at all.
        #expect(!pickup.out.contains("resolve deliveryLocation"))
        #expect(pickup.out.contains("Siri: Your total is $9.98. Your Clam Chowder order will be ready in 10 minutes.\n"))
        let delivery = harness.run(
            "intents", "converse", file, "OrderSoup", "soup=Clam Chowder", "orderType=delivery", "--answer", "1 Main St", "--yes")
        #expect(delivery.out.contains("resolve deliveryLocation: needsValue\n  Siri: Where would you like your order delivered?\n"))
        #expect(!delivery.out.contains("resolve storeLocation"))
    }

    /// Fitted to a width (COLUMNS, or a terminal's), `intents show` wraps each line under its
    /// first, a definition's and App Intents metadata's alike; piped without COLUMNS it does not.
    @Test func showFitsTheWidthItIsGiven() throws {
        let harness = try Harness()
        for file in [IntentsCommandTests.soupChef, AppIntentsMetadataCommandTests.soupChef] {
            harness.environment["COLUMNS"] = nil
            let whole = harness.run("intents", "show", file)
            #expect(whole.status == 0 && whole.out.split(separator: "\n").contains { $0.count > 80 }, "\(file)")
            harness.environment["COLUMNS"] = "50"
            let fitted = harness.run("intents", "show", file)
            let lines = fitted.out.split(separator: "\n")
            #expect(fitted.status == 0 && lines.allSatisfy { $0.count <= 50 }, "\(file): \(lines.filter { $0.count > 50 })")
            // Nothing is lost: the same text, only its spaces and line breaks moved (a word longer
            // than a line is broken after a "/").
            #expect(fitted.out.filter { !$0.isWhitespace } == whole.out.filter { !$0.isWhitespace }, "\(file)")
        }
    }

    @Test func badRequestsAreUsageErrorsAndUnansweredQuestionsFail() throws {
        let harness = try Harness()
        let file = IntentsCommandTests.soupChef
        let code = harness.run("intents", "converse", file, "OrderSoup", "--respond", "nope")
        #expect(code.status == 64)
        #expect(
            code.err.contains(
                "OrderSoup has no response code \"nope\" (its codes: success, failure, failureOutOfStock, successReadySoon, continueInApp, inProgress, failureRequiringAppLaunch)"
            ))
        #expect(harness.run("intents", "converse", file, "Brew").status == 64)
        let unanswered = harness.run("intents", "converse", file, "OrderSoup", "soup=Clam Chowder")
        #expect(unanswered.status == 1)
        #expect(unanswered.err.contains("Siri asked “Which store?” and got no answer. Answer it with --answer \"…\", or give it as a line"))
    }

    /// A response code in another letter case is the one code it matches; `ready` and
    /// `unspecified` so written are refused by name; a code two of the file's match letter case
    /// aside is refused (64), naming both, and runs nothing.
    @Test func aResponseCodeIsReadInAnyCaseWhenOneCodeMatches() throws {
        let harness = try Harness()
        let file = IntentsCommandTests.soupChef
        let arguments = [
            "intents", "converse", file, "OrderSoup", "soup=tomato", "orderType=pickup", "storeLocation=Ferry Building", "orderDetails.total=$5",
            "waitTime=5", "--yes",
        ]
        let exact = try harness.run(["--json"] + arguments + ["--respond", "failureOutOfStock"]).json()
        let other = harness.run(["--json"] + arguments + ["--respond", "FailureOutOfStock"])
        #expect(other.status == 1, "\(other.err)")
        let document = try other.json()
        #expect(document["responseCode"] as? String == "failureOutOfStock")
        #expect(document["outcome"] as? String == exact["outcome"] as? String)
        let success = try harness.run(["--json"] + arguments + ["--respond", "SUCCESS"]).json()
        #expect(success["responseCode"] as? String == "success" && success["outcome"] as? String == "succeeded", "\(success)")
        let ready = harness.run(arguments + ["--respond", "Ready"])
        #expect(ready.status == 64 && ready.err.hasPrefix("Error: handle does not answer ready (confirm's answer)"), "\(ready.err)")
        // Two codes differing in case alone: neither is chosen.
        let twin = harness.directory + "/Twin.intentdefinition"
        let text = try String(contentsOfFile: file, encoding: .utf8)
        try text.replacing("<string>successReadySoon</string>", with: "<string>Success</string>").write(
            toFile: twin, atomically: true, encoding: .utf8)
        let ambiguous = harness.run(["intents", "converse", twin] + arguments.dropFirst(3) + ["--respond", "SUCCESS"])
        #expect(ambiguous.status == 64)
        #expect(
            ambiguous.err.hasPrefix(
                "Error: --respond SUCCESS matches several of OrderSoup's response codes letter case aside (success, Success); give one as the file writes it\n"
            ),
            "\(ambiguous.err)")
        #expect(ambiguous.out.isEmpty)
        // Each as the file writes it is taken.
        #expect(
            try harness.run(["--json", "intents", "converse", twin] + arguments.dropFirst(3) + ["--respond", "Success"]).json()["responseCode"]
                as? String == "Success")
    }

    /// An intent definition given to match is the other era's file, named as such (64), not
    /// JSON that failed to read.
    @Test func matchGivenADefinitionSaysWhatItReads() throws {
        let harness = try Harness()
        let file = Self.root + "/Data/intents/Order.intentdefinition"
        let result = harness.run("intents", "match", file, "order a burger")
        #expect(result.status == 64)
        #expect(result.err.contains("is an intent definition (SiriKit, iOS 12 to 15), which declares no App Shortcut phrases"), "\(result.err)")
        #expect(result.err.contains("intents converse \(file) <intent>"), "\(result.err)")
    }

    /// Chromium's "Search in Chrome" opens the app: its shortcut type does not run in the
    /// background, so on a device the app gets the interaction, not the extension's handle.
    @Test func aShortcutThatOpensTheAppIsSaidToInConverse() throws {
        let harness = try Harness()
        let file = Self.root + "/Tests/Fixtures/RealDefinitions/chromium/Intents.intentdefinition"
        let result = harness.run("intents", "converse", file, "SearchInChrome", "searchPhrase=cats")
        #expect(result.status == 0, "\(result.err)")
        #expect(
            result.err.contains(
                "On a device, a shortcut of type searchPhrase does not run in the background: iOS opens the app, which continues a user activity of type SearchInChromeIntent"
            ), "\(result.err)")
        let json = try harness.run("--json", "intents", "converse", file, "SearchInChrome", "searchPhrase=cats").json()
        #expect((json["notes"] as? [String])?.contains { $0.hasPrefix("On a device, a shortcut of type searchPhrase") } == true)
        // A shortcut that runs in the background has no such note.
        let scenes = Self.root + "/Data/intents/Scenes.intentdefinition"
        #expect(!harness.run("intents", "converse", scenes, "HBSiri", "sid=s1", "title=X", "--yes").err.contains("On a device"))
    }

    /// A donation of an intent the file marks not eligible for Siri Suggestions is never
    /// suggested: donate says so, and its JSON has `isEligibleForSuggestions`.
    @Test func aDonationOfAnIneligibleIntentIsSaidNeverToBeSuggested() throws {
        let harness = try Harness()
        let text = try String(contentsOfFile: Self.root + "/Data/intents/Order.intentdefinition", encoding: .utf8)
        var plist = try #require(try PropertyListSerialization.propertyList(from: Data(text.utf8), format: nil) as? [String: Any])
        var intents = try #require(plist["INIntents"] as? [[String: Any]])
        intents[0]["INIntentIneligibleForSuggestions"] = true
        plist["INIntents"] = intents
        let path = harness.directory + "/Ineligible.intentdefinition"
        try PropertyListSerialization.data(fromPropertyList: plist, format: .xml, options: 0).write(to: URL(fileURLWithPath: path))
        let donated = harness.run("intents", "donate", path, "Order", "burgerName=Classic")
        #expect(donated.status == 0, "\(donated.err)")
        #expect(donated.err.contains("iOS never suggests a donation of OrderIntent: \"Intent is eligible for Siri Suggestions\" is off"))
        #expect(
            try harness.run("--json", "intents", "donate", path, "Order", "burgerName=Classic").json()["isEligibleForSuggestions"] as? Bool == false)
        let file = Self.root + "/Data/intents/Order.intentdefinition"
        let eligible = harness.run("intents", "donate", file, "Order", "burgerName=Classic")
        #expect(!eligible.err.contains("never suggests"))
    }

    /// An intent without a single response code (a hand-made file) cannot be answered: the file's
    /// fault (65), whatever the command line says.
    @Test func anIntentWithoutResponseCodesIsTheFilesError() throws {
        let harness = try Harness()
        let text = try String(contentsOfFile: Self.root + "/Data/intents/Order.intentdefinition", encoding: .utf8)
        let plist = try #require(
            try PropertyListSerialization.propertyList(from: Data(text.utf8), format: nil) as? [String: Any])
        var intents = try #require(plist["INIntents"] as? [[String: Any]])
        var response = try #require(intents[0]["INIntentResponse"] as? [String: Any])
        response["INIntentResponseCodes"] = [[String: Any]]()
        intents[0]["INIntentResponse"] = response
        var edited = plist
        edited["INIntents"] = intents
        let path = harness.directory + "/NoCodes.intentdefinition"
        try PropertyListSerialization.data(fromPropertyList: edited, format: .xml, options: 0).write(to: URL(fileURLWithPath: path))
        for respond in [[], ["--respond", "success"]] {
            let result = harness.run(["intents", "converse", path, "Order", "waitTime=5", "--answer", "Classic", "--yes"] + respond)
            #expect(result.status == 65, "\(result.err)")
            #expect(
                result.err.contains("Order declares no response codes: the handler has no success to answer with, only iOS's own codes ("),
                "\(result.err)")
            #expect(result.out.isEmpty)
        }
        // One of iOS's own codes still answers (the file's problem is a success it lacks).
        let own = harness.run(["intents", "converse", path, "Order", "waitTime=5", "--answer", "Classic", "--yes", "--respond", "continueInApp"])
        #expect(own.status == 0, "\(own.err)")
    }

    /// A number said in the language the conversation is held in is understood: "tres" under
    /// `--locale es` (it was not, and Siri asked again until it gave up), "dreiundzwanzig" under
    /// `de`; without the language, "tres" is no number.
    @Test func aNumberIsHeardInTheConversationsLanguage() throws {
        let harness = try Harness()
        let folder = harness.directory + "/Burgers"
        for language in ["Base", "es", "de"] {
            try FileManager.default.createDirectory(atPath: folder + "/\(language).lproj", withIntermediateDirectories: true)
        }
        let shipped = try String(contentsOfFile: Self.root + "/Data/intents/Order.intentdefinition", encoding: .utf8)
        // Without its default, the quantity is asked for.
        let asking = shipped.replacing(/<key>INIntentParameterMetadataDefaultValue<\/key>\s*<integer>1<\/integer>/, with: "")
        #expect(asking != shipped)
        let file = folder + "/Base.lproj/Intents.intentdefinition"
        try asking.write(toFile: file, atomically: true, encoding: .utf8)
        for language in ["es", "de"] {
            try "/* \(language) */\n".write(toFile: folder + "/\(language).lproj/Intents.strings", atomically: true, encoding: .utf8)
        }
        func converse(_ answer: String, _ locale: [String]) -> (status: Int32, out: String) {
            let result = harness.run(
                ["intents", "converse", file, "Order", "burgerName=Clásica", "waitTime=5", "--answer", answer, "--yes"] + locale)
            return (result.status, result.out)
        }
        let spanish = converse("tres", ["--locale", "es"])
        #expect(spanish.status == 0)
        #expect(spanish.out.contains("  Siri: How many burgers?\n  You: tres\nresolve quantity: success (3)\n"), "\(spanish.out)")
        let german = converse("dreiundzwanzig", ["--locale", "de"])
        #expect(german.out.contains("resolve quantity: success (23)\n"), "\(german.out)")
        let english = converse("tres", [])
        #expect(english.status == 1)
        #expect(!english.out.contains("resolve quantity: success"), "\(english.out)")
    }
}

/// `soupchef intents options`: the handler's options methods, as the Shortcuts app shows them.
@Suite struct IntentsOptionsTests {
    @Test func soupsComeInRegularAndSpecialSectionsAndAreSearchable() throws {
        let harness = try Harness()
        let all = harness.run("intents", "options", "soup")
        #expect(all.status == 0)
        #expect(
            all.out == """
                Regular
                  New England Clam Chowder — Contains: Clams
                  Tomato Soup — Contains: Tomatoes
                Special
                  Chicken Noodle Soup — Contains: Chicken, noodles

                """)
        let found = try harness.run("--json", "intents", "options", "soup", "--search", "TOM").json()
        #expect(found["searchTerm"] as? String == "TOM")
        let sections = try #require(found["sections"] as? [[String: Any]])
        #expect(sections.map { $0["title"] as? String } == ["Regular", "Special"])
        let regular = try #require(sections[0]["items"] as? [[String: Any]])
        #expect(regular.map { $0["identifier"] as? String } == ["tomatoSoup"])
        #expect(regular.first?["subtitle"] as? String == "Contains: Tomatoes")
        #expect((sections[1]["items"] as? [Any])?.isEmpty == true)
        // Only orderable soups are offered.
        #expect(harness.run("menu", "disable", "tomato").status == 0)
        #expect(!harness.run("intents", "options", "soup").out.contains("Tomato"))
    }

    @Test func toppingsAndStoresAreEveryOneOnTheMenu() throws {
        let harness = try Harness()
        #expect(harness.run("intents", "options", "toppings").out == "Cheese\nRed Pepper\nCroutons\n")
        #expect(harness.run("intents", "options", "storeLocation").out == "Ferry Building\nCivic Center\n")
        let json = try harness.run("--json", "intents", "options", "storeLocation").json()
        let section = try #require((json["sections"] as? [[String: Any]])?.first)
        #expect(section["title"] is NSNull)
        #expect((section["items"] as? [[String: Any]])?.first?["subtitle"] is NSNull)
    }

    @Test(arguments: [
        (["quantity"], "OrderSoupIntent has no options for \"quantity\""),
        (["toppings", "--search", "x"], "--search works only for soup"),
        (
            ["tpping"],
            "OrderSoupIntent has no options for \"tpping\" (parameters with options: soup, toppings, storeLocation). Did you mean 'toppings'?"
        ),
        (
            ["storLocation"],
            "OrderSoupIntent has no options for \"storLocation\" (parameters with options: soup, toppings, storeLocation). Did you mean 'storeLocation'?"
        ),
        // Another app's file needs one of its intents after it.
        (
            ["Shared/Intents.intentdefinition"],
            "give one of Shared/Intents.intentdefinition's intents after it: soupchef intents options Shared/Intents.intentdefinition INTENT"
                + " (its intents are listed by soupchef intents show Shared/Intents.intentdefinition)\n"
        ),
        (["soup", "--locale", "de"], "--locale needs a definition file"),
    ])
    func otherParametersAreUsageErrors(arguments: [String], message: String) throws {
        let harness = try Harness()
        let result = harness.run(["intents", "options"] + arguments)
        #expect(result.status == 64)
        #expect(result.out == "")
        #expect(result.err.hasPrefix("Error: " + message))
    }
}

/// `soupchef intents options FILE INTENT [PARAMETER]`: what a person picks from for a parameter of
/// any definition's intent, in the Shortcuts app or a widget's Edit Widget sheet.
@Suite struct IntentsDefinitionOptionsTests {
    static let fixtures = IntentsCommandTests.root + "/Tests/Fixtures/RealDefinitions"
    static let unstoppable = fixtures + "/unstoppable-wallet-ios/Base.lproj/AppWidget.intentdefinition"

    @Test func anEnumsCasesAreItsChoicesInTheLanguageAsked() throws {
        let harness = try Harness()
        // Unstoppable's widget sorts by one of four cases; `unknown`, the unset value, is none.
        let english = harness.run("intents", "options", Self.unstoppable, "CoinPriceList", "sortBy")
        #expect(english.status == 0, "\(english.err)")
        #expect(english.out == "Highest Cap (highestCap)\nLowest Cap (lowestCap)\nGainers (gainers)\nLosers (losers)\n")
        #expect(english.err.contains("CoinPriceListIntent is a widget's configuration intent, not a Shortcuts action"), "\(english.err)")
        let german = harness.run("intents", "options", Self.unstoppable, "CoinPriceList", "sortBy", "--locale", "de")
        #expect(german.status == 0, "\(german.err)")
        #expect(german.out == "Höchste Obergrenze (highestCap)\nNiedrigste Obergrenze (lowestCap)\nGewinner (gainers)\nVerlierer (losers)\n")
        let document = try harness.run("--json", "intents", "options", Self.unstoppable, "CoinPriceList").json()
        #expect(document["intent"] as? String == "CoinPriceListIntent")
        let parameters = try #require(document["parameters"] as? [[String: Any]])
        #expect(parameters.map { $0["parameter"] as? String } == ["sortBy"])
        #expect(parameters.first?["kind"] as? String == "enumeration")
        let choices = try #require(parameters.first?["choices"] as? [[String: Any]])
        #expect(choices.map { $0["identifier"] as? String } == ["highestCap", "lowestCap", "gainers", "losers"])
    }

    @Test func everyParameterWithChoicesIsListedUnderItsName() throws {
        let harness = try Harness()
        // DailyCovid's nation is offered only when the location is a nation; its region is typed in.
        let widget = Self.fixtures + "/DailyCovid-Widget/Widget.intentdefinition"
        let all = harness.run("intents", "options", widget, "CovidLocation")
        #expect(all.status == 0, "\(all.err)")
        #expect(
            all.out == """
                locationType (“Location”): enum LocationType
                  Nation (nation)
                  Region (region)
                nationName (“Nation”): enum NationKind, only when locationType is nation
                  England (england)
                  Scotland (scotland)
                  Wales (wales)
                  Northern Ireland (northernIreland)

                """)
        // A Boolean's two values, by its display names (Shifty's "on" and "off").
        let shifty = Self.fixtures + "/Shifty/Intents.intentdefinition"
        #expect(harness.run("intents", "options", shifty, "SetNightShiftState", "nightShiftState").out == "on (true)\noff (false)\n")
        // The app's own list, which no file holds.
        let coin = harness.run("intents", "options", Self.unstoppable, "SingleCoinPrice")
        #expect(coin.status == 0, "\(coin.err)")
        #expect(
            coin.out
                == "selectedCoin (“Selected Coin”): Object WidgetCoin\n  (listed by the app's handler at run time, provideSelectedCoinOptionsCollection)\n"
        )
        // One of SiriKit's own enums, which a customised system intent names (AmpFin's `INPlayMediaIntent`).
        let ampFin = Self.fixtures + "/AmpFin/Base.lproj/Intents.intentdefinition"
        #expect(
            harness.run("intents", "options", ampFin, "PlayMedia").out.contains(
                "playbackRepeatMode (“Repeat Mode”): enum PlaybackRepeatMode (system type)\n  none\n  all\n  one\n"))
        let json = try harness.run("--json", "intents", "options", Self.unstoppable, "SingleCoinPrice").json()
        let dynamic = try #require((json["parameters"] as? [[String: Any]])?.first)
        #expect(dynamic["kind"] as? String == "dynamic")
        #expect((dynamic["choices"] as? [Any])?.isEmpty == true)
    }

    @Test(arguments: [
        (
            ["CovidLocation", "regionName"],
            "CovidLocation's regionName (String) offers no list of choices: the file lists none for its type, and \"Options are provided dynamically\" is off, so the app lists none either (parameters with choices: locationType, nationName)"
        ),
        (
            ["CovidLocation", "nation"],
            "CovidLocation has no parameter \"nation\" (its parameters: locationType, regionName, nationName). Did you mean 'nationName'?"
        ),
        (["Covid"], "has no intent \"Covid\" (its intents: CovidLocation)"),
        (["CovidLocation", "--search", "e"], "--search works only for Soup Chef's soup"),
        (["CovidLocation", "--locale", "fr"], "has no fr translation"),
        // A path is no language a device is set to, and not said to be one.
        (
            ["CovidLocation", "--locale", "../Base"],
            "has no ../Base translation (languages: only Base); ../Base is no language tag: give a language, such as fr, or one with its"
                + " script or region, zh-Hans, pt-BR\n"
        ),
    ])
    func whatADefinitionCannotAnswerIsAUsageError(arguments: [String], message: String) throws {
        let harness = try Harness()
        let widget = Self.fixtures + "/DailyCovid-Widget/Widget.intentdefinition"
        let result = harness.run(["intents", "options", widget] + arguments)
        #expect(result.status == 64, "\(result.err)")
        #expect(result.out == "")
        #expect(result.err.contains(message), "\(result.err)")
    }

    @Test func aFileThatCannotBeReadIsNamedWithItsExitStatus() throws {
        let harness = try Harness()
        let missing = harness.run("intents", "options", harness.directory + "/none.intentdefinition", "Configuration")
        #expect(missing.status == 74, "\(missing.err)")
        #expect(missing.out == "")
        #expect(missing.err.contains("none.intentdefinition: cannot open: no such file"), "\(missing.err)")
    }
}

/// An English device reads an `en` folder beside a Base definition before the Base texts: read
/// without `--locale`, the Base texts are shown, with a note saying how many the English folder
/// words otherwise and how to read them as the device does.
@Suite struct IntentsEnglishFolderNoteTests {
    @Test func anEnglishFolderThatRewordsTextsIsNoted() throws {
        let harness = try Harness()
        let folder = harness.directory + "/App"
        for language in ["Base", "en"] {
            try FileManager.default.createDirectory(atPath: folder + "/\(language).lproj", withIntermediateDirectories: true)
        }
        let source = IntentsCommandTests.root + "/Tests/Fixtures/RealDefinitions/switshot/Base.lproj/Intents.intentdefinition"
        let definition = folder + "/Base.lproj/Intents.intentdefinition"
        try FileManager.default.copyItem(atPath: source, toPath: definition)
        // One of its texts, by its id, worded otherwise in English.
        let file = try DefinitionReader.read(path: definition)
        let (textID, text) = try #require(file.localizedTexts.sorted { $0.key < $1.key }.first.map { ($0.key, $0.value.text) })
        try Data("\"\(textID)\" = \"\(text) now\";\n".utf8).write(to: URL(fileURLWithPath: folder + "/en.lproj/Intents.strings"))
        let shown = harness.run("intents", "show", definition)
        #expect(shown.status == 0)
        #expect(
            shown.err.contains(
                "an English device reads \(folder)/en.lproj/Intents.strings first, which rewords 1 of them: add --locale en to read them as it does"
            ),
            "\(shown.err)")
        #expect(!harness.run("intents", "show", definition, "--locale", "en").err.contains("English device"))
        let intent = try #require(file.intents.first?.name)
        #expect(harness.run("intents", "donate", definition, intent).err.contains("add --locale en"))
        // The same words as Base, a space at the end aside: nothing to say.
        try Data("\"\(textID)\" = \"\(text) \";\n".utf8).write(to: URL(fileURLWithPath: folder + "/en.lproj/Intents.strings"))
        #expect(!harness.run("intents", "show", definition).err.contains("English device"))
        // A regional folder alone is read first by that English's devices only (Home Assistant's en-GB).
        try FileManager.default.moveItem(atPath: folder + "/en.lproj", toPath: folder + "/en-GB.lproj")
        try Data("\"\(textID)\" = \"\(text) now\";\n".utf8).write(to: URL(fileURLWithPath: folder + "/en-GB.lproj/Intents.strings"))
        let british = harness.run("intents", "show", definition).err
        #expect(
            british.contains("a device in en-GB reads \(folder)/en-GB.lproj/Intents.strings first") && !british.contains("English device"),
            "\(british)")
    }
}

/// A number refused for its range: the reason names the parameter itself (FurnitureFYP's
/// "${amount} can't be negative.") with the value the intent holds while it is resolved, the one
/// refused; the system's `${displayName}` names the parameter, a capital opening the sentence.
@Suite struct IntentsRangeReasonTests {
    static let definition = #"""
        <?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>INIntents</key><array><dict>
        <key>INIntentName</key><string>SetAge</string><key>INIntentTitle</key><string>Set Age</string><key>INIntentCategory</key><string>generic</string>
        <key>INIntentResponse</key><dict><key>INIntentResponseCodes</key><array><dict><key>INIntentResponseCodeName</key><string>success</string><key>INIntentResponseCodeSuccess</key><true/><key>INIntentResponseCodeFormatString</key><string>Done.</string></dict></array></dict>
        <key>INIntentParameters</key><array><dict>
        <key>INIntentParameterName</key><string>age</string><key>INIntentParameterDisplayName</key><string>Age</string><key>INIntentParameterType</key><string>Integer</string>
        <key>INIntentParameterMetadata</key><dict><key>INIntentParameterMetadataMinimumValue</key><integer>1</integer><key>INIntentParameterMetadataMaximumValue</key><integer>120</integer></dict>
        <key>INIntentParameterPromptDialogs</key><array><dict><key>INIntentParameterPromptDialogType</key><string>Primary</string><key>INIntentParameterPromptDialogFormatString</key><string>How old are you?</string></dict></array>
        <key>INIntentParameterUnsupportedReasons</key><array><dict><key>INIntentParameterUnsupportedReasonCode</key><string>lessThanMinimumValue</string><key>INIntentParameterUnsupportedReasonFormatString</key><string>${age} is too young.</string></dict>
        <dict><key>INIntentParameterUnsupportedReasonCode</key><string>greaterThanMaximumValue</string><key>INIntentParameterUnsupportedReasonFormatString</key><string>${displayName} can't be higher than ${maximumValue}.</string></dict></array>
        </dict></array></dict></array></dict></plist>
        """#

    @Test func aReasonNamingTheParameterSaysTheValueRefused() throws {
        let harness = try Harness()
        let path = harness.directory + "/Age.intentdefinition"
        try Data(Self.definition.utf8).write(to: URL(fileURLWithPath: path))
        let conversed = harness.run("intents", "converse", path, "SetAge", "--answer", "0", "--answer", "130", "--answer", "30")
        #expect(conversed.status == 0, "\(conversed.err)")
        #expect(conversed.out.contains("  Siri: 0 is too young. How old are you?\n"), "\(conversed.out)")
        #expect(conversed.out.contains("  Siri: Age can't be higher than 120. How old are you?\n"), "\(conversed.out)")
        // A number an Integer cannot hold is not understood, not refused for its range.
        let half = harness.run("intents", "converse", path, "SetAge", "--answer", "minus two and a half", "--answer", "30")
        #expect(half.out.contains("  Siri: Sorry, I didn't get “minus two and a half”. How old are you?\n"), "\(half.out)")
        // A question opening with the parameter's name, which has no value yet: a capital.
        try Data(Self.definition.replacingOccurrences(of: "How old are you?", with: "${age} is needed: how old are you?").utf8)
            .write(to: URL(fileURLWithPath: path))
        let named = harness.run("intents", "converse", path, "SetAge", "--answer", "30")
        #expect(named.out.contains("  Siri: Age is needed: how old are you?\n"), "\(named.out)")
    }
}
