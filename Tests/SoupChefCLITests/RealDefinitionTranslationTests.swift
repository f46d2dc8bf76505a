import Foundation
import SiriSystem
import Testing

@testable import SoupChefCLI

/// `soupchef intents` in the languages a definition is translated into: `.strings` files, string
/// catalogs, whole copies in a language's folder, and which folder `--locale` reads.
extension RealDefinitionTests {
    @Test func localisedDefinitionsAreReadInTheLanguageAskedAndLinted() throws {
        let harness = try Harness()
        let base = Self.definition([
            """
            <key>INIntentName</key><string>Greet</string>
            <key>INIntentTitle</key><string>Greet</string><key>INIntentTitleID</key><string>t1</string>
            <key>INIntentParameterCombinations</key><dict><key></key><dict>
            <key>INIntentParameterCombinationTitle</key><string>Say hello</string>
            <key>INIntentParameterCombinationTitleID</key><string>c1</string></dict></dict>
            """
        ])
        let path = try write(base, as: "App/Base.lproj/Intents.intentdefinition", in: harness)
        // UTF-16 with a byte-order mark and comments, as Xcode writes them.
        let chinese = "/* Title */\n\"c1\" = \"打招呼\";\n// left over\n\"old\" = \"旧\";\n"
        var utf16 = Data([0xFF, 0xFE])
        utf16.append(chinese.data(using: .utf16LittleEndian)!)
        try FileManager.default.createDirectory(atPath: harness.directory + "/App/zh-Hans.lproj", withIntermediateDirectories: true)
        try utf16.write(to: URL(fileURLWithPath: harness.directory + "/App/zh-Hans.lproj/Intents.strings"))
        let donate = harness.run("intents", "donate", path, "Greet", "--locale", "zh-Hans")
        #expect(donate.out.contains("Title: 打招呼\n"), "\(donate.out)\(donate.err)")
        let fallback = harness.run("intents", "show", path, "--locale", "zh-Hans")
        #expect(fallback.out.contains("Intent Greet (GreetIntent): Greet"), "\(fallback.out)")
        let missing = harness.run("intents", "show", path, "--locale", "fr")
        #expect(missing.status == 64)
        #expect(missing.err.contains("languages: Base, zh-Hans"), "\(missing.err)")
        let lint = harness.run("intents", "lint", path)
        #expect(lint.status == 0)
        #expect(
            lint.out.contains("warning: Greet: zh-Hans has no string for t1, the title of the intent (“Greet”); iOS speaks the Base text there"),
            "\(lint.out)")
        #expect(lint.out.contains("zh-Hans.lproj/Intents.strings:4:1: warning: (file): the string old is used by no text"), "\(lint.out)")
    }

    /// A missing translation names its text: whose (an enum's case, a response code) and what
    /// it says, under the intent, enum or type it belongs to.
    @Test func aMissingTranslationNamesItsText() throws {
        let harness = try Harness()
        // Mastodon's hy-AM table is empty: one finding for it. With one string in it, each text
        // it lacks is named.
        let original = harness.run("intents", "lint", Self.fixtures + "/mastodon-ios/MastodonIntent/Base.lproj/Intents.intentdefinition")
        #expect(
            original.out.contains(
                "hy-AM.lproj/Intents.strings:1:1: warning: (file): hy-AM's table holds no strings: iOS speaks the Base text of all 31 texts there\n"),
            "\(original.out)")
        let copy = harness.directory + "/MastodonIntent"
        try FileManager.default.copyItem(atPath: Self.fixtures + "/mastodon-ios/MastodonIntent", toPath: copy)
        try Data("\"Gcmnot\" = \"Account\";\n".utf8).write(to: URL(fileURLWithPath: copy + "/hy-AM.lproj/Intents.strings"))
        let lint = harness.run("intents", "lint", copy + "/Base.lproj/Intents.intentdefinition")
        #expect(lint.status == 0)
        #expect(
            lint.out.contains(
                "warning: PostVisibility: hy-AM has no string for dYQ5NN, the display name of case public of enum PostVisibility (“Public”);"
                    + " iOS speaks the Base text there"), "\(lint.out)")
        #expect(lint.out.contains("warning: SendPost: hy-AM has no string for k7dbKQ, the concise template of response code success"), "\(lint.out)")
        let json = try harness.run("--json", "intents", "lint", copy + "/Base.lproj/Intents.intentdefinition").json()
        let findings = try #require(json["findings"] as? [[String: Any]])
        // Every key is written: a finding of the definition names no other file.
        #expect(findings.allSatisfy { $0.keys.sorted() == ["file", "intent", "location", "message", "rule", "severity", "subject"] })
        #expect(findings.contains { $0["file"] is NSNull && $0["intent"] as? String == "PostVisibility" })
    }

    /// Pocket Casts' translations: XML property lists, and texts with an enum variable exported per
    /// case; its PlayMedia customises INPlayMediaIntent with the `system` category only.
    @Test func translationsAsPropertyListsAndPerCaseAreReadAndNotWarnedAbout() throws {
        let harness = try Harness()
        let file = Self.fixtures + "/pocket-casts-ios/Base.lproj/Intents.intentdefinition"
        let german = harness.run("intents", "show", file, "--locale", "de")
        #expect(german.status == 0, "\(german.err)")
        #expect(german.out.contains("Kapitel überspringen"), "\(german.out)")
        let lint = harness.run("intents", "lint", file)
        #expect(lint.status == 0, "\(lint.err)")
        // A per-case key (`E6Nzn4-No0K9w`) is a text's translation, not an unused string.
        #expect(!lint.out.contains("E6Nzn4-No0K9w"), "\(lint.out)")
        #expect(!lint.out.contains("has no string for E6Nzn4"), "\(lint.out)")
        // playbackRepeatMode's type is SiriKit's own (the System namespace): its case is taken as given.
        let repeating = harness.run(
            "intents", "converse", Self.fixtures + "/AmpFin/Base.lproj/Intents.intentdefinition", "PlayMedia", "playbackRepeatMode=one",
            "mediaItems=Song", "--yes")
        #expect(repeating.status == 0, "\(repeating.err)")
        let played = harness.run("intents", "converse", file, "PlayMedia", "--yes")
        #expect(played.status == 0, "\(played.err)")
        #expect(played.out.contains("handle: success"), "\(played.out)")
    }

    /// A text naming an enum variable, translated only per case (`<id>-<case's display name id>`,
    /// as Xcode exports it): the language speaks the translation made for the value's case, and
    /// lint counts those strings as the text's; the unknown case's display name and an empty
    /// text may be left out.
    @Test func aTextTranslatedPerCaseIsSpokenForTheValuesCase() throws {
        let harness = try Harness()
        let intent = """
            <key>INIntentName</key><string>Post</string>
            <key>INIntentTitle</key><string>Post</string><key>INIntentTitleID</key><string>i1</string>
            <key>INIntentDescription</key><string></string><key>INIntentDescriptionID</key><string>e1</string>
            <key>INIntentParameters</key><array>
            <dict><key>INIntentParameterName</key><string>content</string><key>INIntentParameterType</key><string>String</string></dict>
            <dict><key>INIntentParameterName</key><string>visibility</string><key>INIntentParameterType</key><string>Integer</string>
            <key>INIntentParameterEnumType</key><string>Visibility</string></dict>
            </array>
            <key>INIntentParameterCombinations</key><dict>
            <key>content,visibility</key><dict><key>INIntentParameterCombinationTitle</key><string>Post ${content}</string>
            <key>INIntentParameterCombinationTitleID</key><string>t1</string>
            <key>INIntentParameterCombinationSubtitle</key><string>${content} (${visibility})</string>
            <key>INIntentParameterCombinationSubtitleID</key><string>s1</string>
            <key>INIntentParameterCombinationIsPrimary</key><true/></dict></dict>
            <key>INIntentResponse</key><dict><key>INIntentResponseCodes</key><array>
            <dict><key>INIntentResponseCodeName</key><string>success</string><key>INIntentResponseCodeSuccess</key><true/></dict>
            </array></dict>
            """
        let visibility = """
            <key>INEnumName</key><string>Visibility</string><key>INEnumDisplayName</key><string>Visibility</string>
            <key>INEnumDisplayNameID</key><string>v0</string><key>INEnumValues</key><array>
            <dict><key>INEnumValueName</key><string>unknown</string><key>INEnumValueIndex</key><integer>0</integer>
            <key>INEnumValueDisplayName</key><string>unknown</string><key>INEnumValueDisplayNameID</key><string>u0</string></dict>
            <dict><key>INEnumValueName</key><string>public</string><key>INEnumValueIndex</key><integer>1</integer>
            <key>INEnumValueDisplayName</key><string>Public</string><key>INEnumValueDisplayNameID</key><string>pb</string></dict>
            <dict><key>INEnumValueName</key><string>followers</string><key>INEnumValueIndex</key><integer>2</integer>
            <key>INEnumValueDisplayName</key><string>Followers</string><key>INEnumValueDisplayNameID</key><string>fo</string></dict>
            </array>
            """
        let path = try write(Self.definition([intent], enums: [visibility]), as: "App/Base.lproj/Intents.intentdefinition", in: harness)
        _ = try write(
            #""i1" = "Publier"; "v0" = "Visibilité"; "pb" = "Public"; "fo" = "Abonnés"; "t1" = "Publier ${content}"; "s1-pb" = "${content}, public"; "s1-fo" = "${content}, abonnés";"#,
            as: "App/fr.lproj/Intents.strings", in: harness)
        let french = harness.run("intents", "donate", path, "Post", "content=Salut", "visibility=followers", "--locale", "fr")
        #expect(french.status == 0, "\(french.err)")
        #expect(french.out.contains("Title: Publier Salut"), "\(french.out)")
        #expect(french.out.contains("Subtitle: Salut, abonnés"), "\(french.out)")
        let base = harness.run("intents", "donate", path, "Post", "content=Salut", "visibility=followers")
        #expect(base.out.contains("Subtitle: Salut (Followers)"), "\(base.out)")
        // Listed in the enum's order, as Xcode's editor shows the cases, not alphabetically.
        let shown = harness.run("intents", "show", path, "--locale", "fr")
        #expect(
            shown.out.contains("      for Visibility.public: “${content}, public”\n      for Visibility.followers: “${content}, abonnés”\n"),
            "\(shown.out)")
        let lint = harness.run("intents", "lint", path)
        #expect(lint.status == 0, "\(lint.out)\(lint.err)")
        #expect(!lint.out.contains("has no string") && !lint.out.contains("used by no text"), "\(lint.out)")
        // A language without them: the per-case strings, the unknown case and the empty description are not missing.
        _ = try write(
            #""i1" = "Post"; "v0" = "V"; "pb" = "P"; "fo" = "F"; "t1" = "Post ${content}";"#, as: "App/de.lproj/Intents.strings", in: harness)
        let german = harness.run("intents", "lint", path)
        #expect(german.out.contains("de has no string for s1"), "\(german.out)")
        #expect(!german.out.contains("for u0") && !german.out.contains("for e1"), "\(german.out)")
    }

    /// A text naming a Boolean variable, translated once per value (keyed by the true and false
    /// display names' ids, as Switshot's Japanese is): the whole sentence for the value, never the
    /// Base sentence with a translated word in it; show lists both under the text.
    @Test func aTextTranslatedPerBooleanValueIsSpokenWhole() throws {
        let harness = try Harness()
        let intent = """
            <key>INIntentName</key><string>Transfer</string>
            <key>INIntentParameters</key><array>
            <dict><key>INIntentParameterName</key><string>save</string><key>INIntentParameterType</key><string>Boolean</string>
            <key>INIntentParameterMetadata</key><dict>
            <key>INIntentParameterMetadataTrueDisplayName</key><string>and also</string>
            <key>INIntentParameterMetadataTrueDisplayNameID</key><string>yes1</string>
            <key>INIntentParameterMetadataFalseDisplayName</key><string>but don't</string>
            <key>INIntentParameterMetadataFalseDisplayNameID</key><string>no1</string></dict>
            <key>INIntentParameterPromptDialogs</key><array><dict><key>INIntentParameterPromptDialogType</key><string>Confirmation</string>
            <key>INIntentParameterPromptDialogFormatString</key><string>Transfer ${save} save?</string>
            <key>INIntentParameterPromptDialogFormatStringID</key><string>c1</string></dict></array></dict>
            </array>
            <key>INIntentParameterCombinations</key><dict>
            <key>save</key><dict><key>INIntentParameterCombinationTitle</key><string>Transfer ${save} save</string>
            <key>INIntentParameterCombinationTitleID</key><string>t1</string>
            <key>INIntentParameterCombinationIsPrimary</key><true/></dict></dict>
            <key>INIntentResponse</key><dict><key>INIntentResponseCodes</key><array>
            <dict><key>INIntentResponseCodeName</key><string>success</string><key>INIntentResponseCodeSuccess</key><true/></dict>
            </array></dict>
            """
        let path = try write(Self.definition([intent], enums: []), as: "App/Base.lproj/Intents.intentdefinition", in: harness)
        _ = try write(
            #""yes1" = "保存する"; "no1" = "保存しない"; "t1-yes1" = "転送して保存する"; "t1-no1" = "転送して保存しない"; "c1-yes1" = "保存しますか？"; "c1-no1" = "保存しませんか？";"#,
            as: "App/ja.lproj/Intents.strings", in: harness)
        for (value, title) in [("true", "転送して保存する"), ("false", "転送して保存しない")] {
            let japanese = harness.run("intents", "donate", path, "Transfer", "save=\(value)", "--locale", "ja")
            #expect(japanese.status == 0, "\(japanese.err)")
            #expect(japanese.out.contains("Title: \(title)\n"), "\(japanese.out)")
        }
        #expect(harness.run("intents", "donate", path, "Transfer", "save=true").out.contains("Title: Transfer and also save\n"))
        let shown = harness.run("intents", "show", path, "--locale", "ja")
        #expect(shown.out.contains("      for save=false: “転送して保存しない”\n      for save=true: “転送して保存する”\n"), "\(shown.out)")
        #expect(
            shown.out.contains(
                "      Confirmation: “Transfer ${save} save?”\n        for save=false: “保存しませんか？”\n        for save=true: “保存しますか？”\n"),
            "\(shown.out)")
        let lint = harness.run("intents", "lint", path)
        #expect(!lint.out.contains("has no string") && !lint.out.contains("used by no text"), "\(lint.out)")
    }

    /// A widget's configuration intent whose Russian and Belarusian strings translate the enum
    /// parameter's confirmation and disambiguation prompts once per case, as a real schedule app's
    /// are: `show --locale --json` carries the translations the text lists under each prompt.
    @Test func showJSONCarriesTheTranslationsMadePerValue() throws {
        let harness = try Harness()
        let intent = """
            <key>INIntentName</key><string>Configuration</string><key>INIntentEligibleForWidgets</key><true/>
            <key>INIntentIneligibleForSuggestions</key><true/>
            <key>INIntentParameters</key><array>
            <dict><key>INIntentParameterName</key><string>type</string><key>INIntentParameterType</key><string>Integer</string>
            <key>INIntentParameterEnumType</key><string>ScheduleType</string>
            <key>INIntentParameterPromptDialogs</key><array>
            <dict><key>INIntentParameterPromptDialogType</key><string>Confirmation</string>
            <key>INIntentParameterPromptDialogFormatString</key><string>Just to confirm, you wanted ‘${type}’?</string>
            <key>INIntentParameterPromptDialogFormatStringID</key><string>cf1</string></dict></array></dict>
            </array>
            <key>INIntentResponse</key><dict><key>INIntentResponseCodes</key><array>
            <dict><key>INIntentResponseCodeName</key><string>success</string><key>INIntentResponseCodeSuccess</key><true/></dict>
            </array></dict>
            """
        let kinds = """
            <key>INEnumName</key><string>ScheduleType</string><key>INEnumValues</key><array>
            <dict><key>INEnumValueName</key><string>unknown</string><key>INEnumValueIndex</key><integer>0</integer>
            <key>INEnumValueDisplayName</key><string>unknown</string></dict>
            <dict><key>INEnumValueName</key><string>group</string><key>INEnumValueIndex</key><integer>1</integer>
            <key>INEnumValueDisplayName</key><string>Group</string><key>INEnumValueDisplayNameID</key><string>gr</string></dict>
            <dict><key>INEnumValueName</key><string>lecturer</string><key>INEnumValueIndex</key><integer>2</integer>
            <key>INEnumValueDisplayName</key><string>Lecturer</string><key>INEnumValueDisplayNameID</key><string>lc</string></dict>
            </array>
            """
        let path = try write(Self.definition([intent], enums: [kinds]), as: "App/Base.lproj/Widget.intentdefinition", in: harness)
        _ = try write(
            #""gr" = "Группа"; "lc" = "Преподаватель"; "cf1-gr" = "Вы хотели ‘Группа’?"; "cf1-lc" = "Вы хотели ‘Преподаватель’?";"#,
            as: "App/ru.lproj/Widget.strings", in: harness)
        let shown = harness.run("intents", "show", path, "--locale", "ru")
        #expect(shown.out.contains("        for ScheduleType.group: “Вы хотели ‘Группа’?”\n"), "\(shown.out)")
        let document = try harness.run("intents", "show", path, "--locale", "ru", "--json").json()
        let intents = try #require(document["intents"] as? [[String: Any]])
        let perValue = try #require(intents.first?["translationsPerValue"] as? [String: [String: String]])
        #expect(
            perValue["Just to confirm, you wanted ‘${type}’?"]
                == ["ScheduleType.group": "Вы хотели ‘Группа’?", "ScheduleType.lecturer": "Вы хотели ‘Преподаватель’?"], "\(perValue)")
        // Base translates nothing per value.
        let base = try harness.run("intents", "show", path, "--json").json()
        #expect((base["intents"] as? [[String: Any]])?.first?["translationsPerValue"] as? [String: [String: String]] == [:])
    }

    /// Siri's own question for a parameter without a prompt names it in lower case in English, and
    /// as the translation writes it in another language (German nouns are capitalised).
    @Test func theGenericQuestionKeepsATranslationsCase() throws {
        let harness = try Harness()
        let intent = """
            <key>INIntentName</key><string>Play</string><key>INIntentKeyParameter</key><string>items</string>
            <key>INIntentParameters</key><array>
            <dict><key>INIntentParameterName</key><string>items</string><key>INIntentParameterType</key><string>String</string>
            <key>INIntentParameterDisplayName</key><string>Items</string><key>INIntentParameterDisplayNameID</key><string>d1</string></dict>
            </array>
            <key>INIntentParameterCombinations</key><dict>
            <key>items</key><dict><key>INIntentParameterCombinationTitle</key><string>Play ${items}</string>
            <key>INIntentParameterCombinationIsPrimary</key><true/></dict></dict>
            <key>INIntentResponse</key><dict><key>INIntentResponseCodes</key><array>
            <dict><key>INIntentResponseCodeName</key><string>success</string><key>INIntentResponseCodeSuccess</key><true/></dict>
            </array></dict>
            """
        let path = try write(Self.definition([intent], enums: []), as: "App/Base.lproj/Intents.intentdefinition", in: harness)
        _ = try write(#""d1" = "Lieder";"#, as: "App/de.lproj/Intents.strings", in: harness)
        #expect(harness.run("intents", "converse", path, "Play").err.contains("Siri asked “What are the items?”"))
        let german = harness.run("intents", "converse", path, "Play", "--locale", "de")
        #expect(german.err.contains("Siri asked “What's the Lieder?”"), "\(german.err)")
    }

    /// A language kept as a whole copy of the definition (Telegram's `de.lproj/Intents.intentdefinition`
    /// beside its `Intents.intentdefinition`) is that language's definition: `--locale de` reads it,
    /// and lint says where it and the file differ.
    @Test func aLanguagesWholeCopyIsReadForItAndComparedByLint() throws {
        let harness = try Harness()
        func intent(_ name: String, _ parameters: [String]) -> String {
            let declared = parameters.map {
                "<dict><key>INIntentParameterName</key><string>\($0)</string><key>INIntentParameterType</key><string>String</string></dict>"
            }
            return """
                <key>INIntentName</key><string>\(name)</string><key>INIntentTitle</key><string>\(name) title</string>
                <key>INIntentParameters</key><array>\(declared.joined())</array>
                <key>INIntentParameterCombinations</key><dict>
                <key>\(parameters.joined(separator: ","))</key><dict><key>INIntentParameterCombinationTitle</key><string>\(name)</string>
                <key>INIntentParameterCombinationIsPrimary</key><true/></dict></dict>
                <key>INIntentResponse</key><dict><key>INIntentResponseCodes</key><array>
                <dict><key>INIntentResponseCodeName</key><string>success</string><key>INIntentResponseCodeSuccess</key><true/></dict>
                </array></dict>
                """
        }
        let path = try write(
            Self.definition([intent("SelectFriends", ["contents", "friends"])], enums: []), as: "Siri/Intents.intentdefinition", in: harness)
        _ = try write(
            Self.definition([intent("SelectFriends", ["friends"]), intent("SelectAvatarFriends", ["friends"])], enums: [])
                .replacingOccurrences(of: "SelectFriends title", with: "Chats auswählen"),
            as: "Siri/de.lproj/Intents.intentdefinition", in: harness)
        let german = harness.run("intents", "show", path, "--locale", "de")
        #expect(
            german.status == 0 && german.out.contains("Intent SelectFriends (SelectFriendsIntent): Chats auswählen"), "\(german.out)\(german.err)")
        let french = harness.run("intents", "show", path, "--locale", "fr")
        #expect(
            french.err.contains("(languages: Base, de); a device set to fr shows the Base texts, which leaving out --locale reads"), "\(french.err)")
        // A path given for a language is none a device is set to, and is not said to be one.
        let notATag = harness.run("intents", "show", path, "--locale", "../de")
        #expect(notATag.status == 64 && notATag.err.contains("(languages: Base, de); ../de is no language tag: give a language"), "\(notATag.err)")
        #expect(!notATag.err.contains("a device set to"), "\(notATag.err)")
        let lint = harness.run("intents", "lint", path)
        #expect(lint.status == 0, "\(lint.out)\(lint.err)")
        #expect(lint.out.contains("warning: SelectAvatarFriends: the de copy of the definition has an intent SelectAvatarFriends this file lacks"))
        #expect(lint.out.contains("warning: SelectFriends: the de copy of SelectFriends has no parameter contents"), "\(lint.out)")
    }

    /// A folder whose name is no language (NUTRI's `global.lproj` beside `en.lproj` and
    /// `de.lproj`) holds a table no device reads: not a language `--locale` takes, nor counted,
    /// and lint warns of it, never as an error.
    @Test func aFolderNamedForNoLanguageIsNeverReadAndWarnedOf() throws {
        let harness = try Harness()
        let path = try write(Self.definition([Self.ineligible]), as: "App/en.lproj/Intents.intentdefinition", in: harness)
        _ = try write(#""Hidden-t" = "Versteckt";"#, as: "App/de.lproj/Intents.strings", in: harness)
        _ = try write(#""Hidden-t" = "Hidden";"#, as: "App/global.lproj/Intents.strings", in: harness)
        _ = try write(#""Hidden-t" = "Caché";"#, as: "App/French.lproj/Intents.strings", in: harness)
        let global = harness.run("intents", "show", path, "--locale", "global")
        #expect(global.status == 64 && global.err.contains("(languages: en (the file's own), French, de)"), "\(global.err)")
        let lint = try harness.run("--json", "intents", "lint", path).json()
        let findings = try #require(lint["findings"] as? [[String: Any]])
        let stray = findings.filter { $0["rule"] as? String == "folderNotALanguage" }
        #expect(stray.count == 1 && stray.first?["severity"] as? String == "warning", "\(findings)")
        #expect(stray.first?["file"] as? String == harness.directory + "/App/global.lproj/Intents.strings")
        #expect(findings.allSatisfy { $0["severity"] as? String != "error" })
        for (name, isLanguage) in [
            ("de", true), ("zh-Hans", true), ("zh_TW", true), ("es-419", true), ("sr-Latn-ME", true), ("English", true), ("fil", true),
            ("global", false), ("Localizable", false), ("en-", false), ("e", false), ("de-DE-x", false), ("1234", false),
        ] {
            #expect(DefinitionLocalization.isLanguageFolder(name) == isLanguage, "\(name)")
        }
    }

    /// A language's folder holding both its `.strings` file and a whole copy of the definition
    /// (HeyWeather's widget keeps copies of an earlier version beside its `.strings` files): a
    /// project lists one of them as that language's version; `--locale` reads the translation,
    /// and lint says the copy is left over instead of comparing it as what the language runs.
    @Test func aWholeCopyBesideTheLanguagesStringsIsLeftOver() throws {
        let harness = try Harness()
        func intent(_ name: String) -> String {
            """
            <key>INIntentName</key><string>\(name)</string>
            <key>INIntentTitle</key><string>\(name) title</string><key>INIntentTitleID</key><string>\(name)-t</string>
            <key>INIntentResponse</key><dict><key>INIntentResponseCodes</key><array>
            <dict><key>INIntentResponseCodeName</key><string>success</string><key>INIntentResponseCodeSuccess</key><true/></dict>
            </array></dict>
            """
        }
        let path = try write(
            Self.definition([intent("Forecast"), intent("AirQuality")], enums: []), as: "Widgets/Base.lproj/Widget.intentdefinition",
            in: harness)
        _ = try write(Self.definition([intent("Forecast")], enums: []), as: "Widgets/de.lproj/Widget.intentdefinition", in: harness)
        _ = try write(
            #""Forecast-t" = "Vorhersage"; "AirQuality-t" = "Luftqualität";"#, as: "Widgets/de.lproj/Widget.strings", in: harness)
        let german = harness.run("intents", "show", path, "--locale", "de")
        #expect(german.status == 0 && german.out.contains("Intent AirQuality (AirQualityIntent): Luftqualität"), "\(german.out)\(german.err)")
        let lint = try harness.run("--json", "intents", "lint", path).json()
        let findings = try #require(lint["findings"] as? [[String: Any]])
        #expect(findings.count == 1, "\(findings)")
        #expect(findings.first?["rule"] as? String == "unusedLocalizedCopy")
        #expect(findings.first?["file"] as? String == harness.directory + "/Widgets/de.lproj/Widget.intentdefinition")
        #expect(
            findings.first?["message"] as? String
                == "the de translation read is Widget.strings, so this de copy of the definition is left over (a project lists one file per"
                + " language as the definition's version): delete it, unless the project lists it rather than Widget.strings, when iOS in de"
                + " runs it (it differs from this file in 1 intent or parameter)")
        // Without the strings file the copy is the language's definition again, and compared.
        try FileManager.default.removeItem(atPath: harness.directory + "/Widgets/de.lproj/Widget.strings")
        let alone = harness.run("intents", "lint", path)
        #expect(alone.out.contains("warning: AirQuality: the de copy of the definition has no intent AirQuality"), "\(alone.out)")
    }

    /// HeyWeather's own folder (two of its languages): German kept both as an earlier version's
    /// copy, which lacks the lock-screen and air-quality intents, and as `Widget.strings`, which
    /// the project lists. German reads the strings; lint says the copy is left over, once.
    @Test func heyWeathersEarlierGermanCopyIsLeftOver() throws {
        let harness = try Harness()
        let folder = Self.fixtures + "/Baran-App"
        let file = folder + "/Base.lproj/Widget.intentdefinition"
        let lint = try harness.run("--json", "intents", "lint", file).json()
        let findings = try #require(lint["findings"] as? [[String: Any]])
        #expect(findings.allSatisfy { $0["severity"] as? String != "error" && $0["rule"] as? String != "localizedCopyDiffers" }, "\(findings)")
        let copies = findings.filter { $0["rule"] as? String == "unusedLocalizedCopy" }
        #expect(copies.count == 1 && copies.first?["file"] as? String == folder + "/de.lproj/Widget.intentdefinition", "\(copies)")
        #expect(
            (copies.first?["message"] as? String)?.hasSuffix("when iOS in de runs it (it differs from this file in 2 intents or parameters)") == true)
        let german = harness.run("intents", "show", file, "--locale", "de")
        #expect(german.out.contains("Intent CustomizableWidgetConfig (CustomizableWidgetConfigIntent): Anpassbare Widget-Konfiguration\n"))
        #expect(german.out.contains("Intent AQIWidgetConfig (AQIWidgetConfigIntent): AQI Widget Config"), "\(german.out)")
    }

    /// A String parameter's default is text a language translates (Home Assistant's FireEvent:
    /// “shortcut_event”, in German “kurzbefehl_ereignis”); an enum's default is a case name, kept.
    @Test func aStringDefaultIsReadInTheLanguageAsked() throws {
        let harness = try Harness()
        let intent = """
            <key>INIntentName</key><string>FireEvent</string>
            <key>INIntentParameters</key><array>
            <dict><key>INIntentParameterName</key><string>eventName</string><key>INIntentParameterType</key><string>String</string>
            <key>INIntentParameterMetadata</key><dict><key>INIntentParameterMetadataDefaultValue</key><string>shortcut_event</string>
            <key>INIntentParameterMetadataDefaultValueID</key><string>v1</string></dict></dict>
            </array>
            <key>INIntentParameterCombinations</key><dict>
            <key>eventName</key><dict><key>INIntentParameterCombinationTitle</key><string>Fire ${eventName}</string>
            <key>INIntentParameterCombinationIsPrimary</key><true/></dict></dict>
            <key>INIntentResponse</key><dict><key>INIntentResponseCodes</key><array>
            <dict><key>INIntentResponseCodeName</key><string>success</string><key>INIntentResponseCodeSuccess</key><true/></dict>
            </array></dict>
            """
        let path = try write(Self.definition([intent], enums: []), as: "Home/Base.lproj/Intents.intentdefinition", in: harness)
        _ = try write(#""v1" = "kurzbefehl_ereignis";"#, as: "Home/de.lproj/Intents.strings", in: harness)
        #expect(harness.run("intents", "show", path).out.contains("eventName (eventName): String, default shortcut_event"))
        let german = harness.run("intents", "show", path, "--locale", "de")
        #expect(german.out.contains("default kurzbefehl_ereignis"), "\(german.out)")
        #expect(harness.run("intents", "lint", path).status == 0)
    }

    /// A project without Base internationalisation keeps its definition in a language's folder
    /// (dimigomeal's `ko.lproj/Widget.intentdefinition`): `--locale` of that language is the file
    /// itself; another is refused, naming the file's own language.
    @Test func aDefinitionInALanguagesFolderIsThatLanguage() throws {
        let harness = try Harness()
        let folder = harness.directory + "/Widget/ko.lproj"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = folder + "/Widget.intentdefinition"
        try FileManager.default.copyItem(atPath: Self.fixtures + "/Shifty/Intents.intentdefinition", toPath: path)
        let own = harness.run("intents", "show", path, "--locale", "ko")
        #expect(own.status == 0 && own.out == harness.run("intents", "show", path).out, "\(own.err)")
        let other = harness.run("intents", "show", path, "--locale", "fr")
        #expect(other.status == 64 && other.err.contains("has no fr translation (languages: only ko (the file's own))"), "\(other.err)")
        try FileManager.default.removeItem(atPath: path)
        try FileManager.default.copyItem(
            atPath: Self.fixtures + "/Shifty/Intents.intentdefinition", toPath: harness.directory + "/Widget.intentdefinition")
        #expect(
            harness.run("intents", "show", harness.directory + "/Widget.intentdefinition", "--locale", "ko").err.contains("(languages: only Base)"))
    }

    /// A device set to a language reads the app's folder for it by the language's closest tag:
    /// Home Assistant ships Polish and Korean only as `pl-PL.lproj` and `ko-KR.lproj`, which
    /// `--locale pl` and `--locale ko` read; a region the app lacks falls back to the language
    /// (`de-AT` to `de`); `zh_Hans` is `zh-Hans`, and so are `zh-CN` and `zh`; Simplified Chinese
    /// is no Traditional, for `zh-TW` either.
    @Test func aLocaleReadsTheClosestLanguageFolder() throws {
        let harness = try Harness()
        let source = Self.fixtures + "/a-shell"
        for folder in ["Base.lproj", "pl-PL.lproj", "de.lproj", "zh-Hans.lproj"] {
            try FileManager.default.createDirectory(atPath: harness.directory + "/App/" + folder, withIntermediateDirectories: true)
        }
        let path = harness.directory + "/App/Base.lproj/Intents.intentdefinition"
        try FileManager.default.copyItem(atPath: source + "/Base.lproj/Intents.intentdefinition", toPath: path)
        // French texts stand in for Polish ones: what matters is which folder is read.
        try FileManager.default.copyItem(atPath: source + "/fr.lproj/Intents.strings", toPath: harness.directory + "/App/pl-PL.lproj/Intents.strings")
        try FileManager.default.copyItem(atPath: source + "/de.lproj/Intents.strings", toPath: harness.directory + "/App/de.lproj/Intents.strings")
        try FileManager.default.copyItem(
            atPath: source + "/zh-Hans.lproj/Intents.strings", toPath: harness.directory + "/App/zh-Hans.lproj/Intents.strings")
        let base = harness.run("intents", "show", path)
        for (asked, read) in [
            ("pl", "pl-PL"), ("de-AT", "de"), ("zh_Hans", "zh-Hans"), ("zh-Hans-CN", "zh-Hans"), ("zh-CN", "zh-Hans"), ("zh", "zh-Hans"),
        ] {
            let run = harness.run("intents", "show", path, "--locale", asked)
            #expect(run.status == 0, "\(asked): \(run.err)")
            #expect(run.out == harness.run("intents", "show", path, "--locale", read).out, "\(asked)")
            #expect(run.out != base.out, "\(asked)")
            #expect(harness.run("intents", "donate", path, "ExecuteCommand", "--locale", asked).status != 64, "\(asked)")
        }
        // Taiwan's Chinese is Traditional, as its region says: the Simplified folder is not read for it.
        for traditional in ["zh-Hant", "zh-TW"] {
            let run = harness.run("intents", "show", path, "--locale", traditional)
            #expect(run.status == 64 && run.err.contains("has no \(traditional) translation"), "\(run.err)")
        }
    }

    /// Two widgets' translations as their apps ship them: Clendar's Traditional Chinese folder is
    /// `zh-hant.lproj` (lower case, as its translation tool names it) beside `zh-Hans.lproj`, and
    /// Unstoppable's only Chinese is a bare `zh.lproj`, in Simplified characters. A device in
    /// Taiwan reads the first's Traditional texts and never the second's Simplified ones; one on the
    /// mainland reads both apps' Simplified texts.
    @Test func chineseRegionsReadTheirScriptsFolder() throws {
        let harness = try Harness()
        let clendar = Self.fixtures + "/Clendar/Base.lproj/ClendarWidget.intentdefinition"
        let traditional = harness.run("intents", "show", clendar, "--locale", "zh-hant")
        #expect(traditional.status == 0 && traditional.out.contains("意圖定義配置說明"), "\(traditional.out)\(traditional.err)")
        for region in ["zh-TW", "zh-HK", "zh_TW"] {
            #expect(harness.run("intents", "show", clendar, "--locale", region).out == traditional.out, "\(region)")
        }
        let simplified = harness.run("intents", "show", clendar, "--locale", "zh-Hans")
        #expect(simplified.out.contains("意图定义配置说明"), "\(simplified.out)")
        for region in ["zh-CN", "zh-SG", "zh"] {
            #expect(harness.run("intents", "show", clendar, "--locale", region).out == simplified.out, "\(region)")
        }
        let unstoppable = Self.fixtures + "/unstoppable-wallet-ios/Base.lproj/AppWidget.intentdefinition"
        let zh = harness.run("intents", "show", unstoppable, "--locale", "zh")
        #expect(zh.out.contains("单个币种价格"), "\(zh.out)")
        for region in ["zh-Hans", "zh-CN"] {
            #expect(harness.run("intents", "show", unstoppable, "--locale", region).out == zh.out, "\(region)")
        }
        for region in ["zh-TW", "zh-Hant"] {
            let refused = harness.run("intents", "show", unstoppable, "--locale", region)
            #expect(refused.status == 64 && refused.err.contains("has no \(region) translation"), "\(region): \(refused.err)")
        }
    }

    /// A project that migrated its translations to a string catalog keeps every language in
    /// `Intents.xcstrings` where the `.lproj` folders were (tr1ckyf0x-studio/wakeonlan-ios): AmpFin's
    /// German, so migrated, reads as its `.strings` did, in show and in lint; a language both
    /// have is its `.strings`'; a catalog that cannot be read is named.
    @Test func aStringCatalogTranslatesADefinitionAsItsStringsFilesDid() throws {
        let harness = try Harness()
        let source = Self.fixtures + "/AmpFin"
        let app = harness.directory + "/App"
        try FileManager.default.createDirectory(atPath: app + "/Base.lproj", withIntermediateDirectories: true)
        let path = app + "/Base.lproj/Intents.intentdefinition"
        try FileManager.default.copyItem(atPath: source + "/Base.lproj/Intents.intentdefinition", toPath: path)
        let german = try DefinitionLocalization.read(path: source + "/de.lproj/Intents.strings", language: "de")
        var entries: [String: Any] = [:]
        for (key, value) in german.strings {
            entries[key] = ["extractionState": "manual", "localizations": ["de": ["stringUnit": ["state": "translated", "value": value]]]]
        }
        let catalog = try JSONSerialization.data(
            withJSONObject: ["sourceLanguage": "en", "version": "1.0", "strings": entries], options: [.prettyPrinted])
        try catalog.write(to: URL(fileURLWithPath: app + "/Intents.xcstrings"))
        let fromStrings = harness.run("intents", "show", source + "/Base.lproj/Intents.intentdefinition", "--locale", "de")
        let fromCatalog = harness.run("intents", "show", path, "--locale", "de")
        #expect(fromCatalog.status == 0 && !german.strings.isEmpty, "\(fromCatalog.err)")
        #expect(fromCatalog.out.split(separator: "\n").dropFirst() == fromStrings.out.split(separator: "\n").dropFirst())
        let linted = harness.run("--json", "intents", "lint", path)
        let findings = try #require(try linted.json()["findings"] as? [[String: Any]])
        #expect(!findings.contains { ($0["file"] as? String)?.hasSuffix(".xcstrings") == true && $0["rule"] as? String == "missingTranslation" })
        // A key taken out of German is a missing translation, unless its entry is marked "Don't
        // Translate" (`shouldTranslate: false`): then the Base text is what every language says.
        let dropped = try #require(german.strings.keys.sorted().first)
        for (mark, missing) in [(nil as Bool?, true), (false, false)] {
            var without = entries
            without[dropped] = mark.map { ["shouldTranslate": $0] } ?? [:]
            let data = try JSONSerialization.data(withJSONObject: ["sourceLanguage": "en", "version": "1.0", "strings": without], options: [])
            try data.write(to: URL(fileURLWithPath: app + "/Intents.xcstrings"))
            let found = try #require(try harness.run("--json", "intents", "lint", path).json()["findings"] as? [[String: Any]])
            #expect(found.contains { $0["rule"] as? String == "missingTranslation" && ($0["subject"] as? String) == "string \(dropped)" } == missing)
        }
        // A string no text uses, in two languages of one catalog: each finding names its language.
        var unused = entries
        unused["nowhere"] = [
            "localizations": [
                "de": ["stringUnit": ["state": "translated", "value": "x"]], "fr": ["stringUnit": ["state": "translated", "value": "y"]],
            ]
        ]
        try JSONSerialization.data(withJSONObject: ["sourceLanguage": "en", "version": "1.0", "strings": unused], options: [])
            .write(to: URL(fileURLWithPath: app + "/Intents.xcstrings"))
        let both = harness.run("intents", "lint", path).out
        #expect(both.contains("the de string nowhere is used by no text") && both.contains("the fr string nowhere is used by no text"), "\(both)")
        try catalog.write(to: URL(fileURLWithPath: app + "/Intents.xcstrings"))
        // A language a .strings file has too is read from the .strings.
        try FileManager.default.createDirectory(atPath: app + "/de.lproj", withIntermediateDirectories: true)
        try #"/* */ "x" = "y";"#.write(toFile: app + "/de.lproj/Intents.strings", atomically: true, encoding: .utf8)
        #expect(DefinitionLocalization.languages(forDefinitionAt: path).map(\.path) == [app + "/de.lproj/Intents.strings"])
        try FileManager.default.removeItem(atPath: app + "/de.lproj")
        try "{not json".write(toFile: app + "/Intents.xcstrings", atomically: true, encoding: .utf8)
        let broken = harness.run("intents", "lint", path)
        #expect(
            broken.status == 65
                && broken.out.contains("Intents.xcstrings: error: (file): the string catalog cannot be read: is not a string catalog"),
            "\(broken.out)")
        let asked = harness.run("intents", "show", path, "--locale", "de")
        #expect(asked.status == 64 && asked.err.contains("Intents.xcstrings is not a string catalog"), "\(asked.err)")
    }

    /// A catalog's `sourceLanguage` is the language the Base definition is written in: its entries
    /// are the Base texts, so one it lacks is no missing translation, and `--locale` of it reads
    /// Base when the catalog has none of its own, as a device set to it does.
    @Test func aStringCatalogsSourceLanguageIsTheBaseText() throws {
        let harness = try Harness()
        let app = harness.directory + "/App"
        try FileManager.default.createDirectory(atPath: app + "/Base.lproj", withIntermediateDirectories: true)
        let path = app + "/Base.lproj/Intents.intentdefinition"
        try FileManager.default.copyItem(atPath: Self.fixtures + "/AmpFin/Base.lproj/Intents.intentdefinition", toPath: path)
        let german = try DefinitionLocalization.read(path: Self.fixtures + "/AmpFin/de.lproj/Intents.strings", language: "de")
        let first = try #require(german.strings.keys.sorted().first)
        var entries: [String: Any] = [:]
        for (key, value) in german.strings {
            entries[key] = ["extractionState": "manual", "localizations": ["de": ["stringUnit": ["state": "translated", "value": value]]]]
        }
        // One English entry only, as a catalog keeps a source text edited by hand.
        entries[first] = [
            "localizations": [
                "de": ["stringUnit": ["state": "translated", "value": german.strings[first]!]],
                "en": ["stringUnit": ["state": "translated", "value": "Hand"]],
            ]
        ]
        let catalog = try JSONSerialization.data(withJSONObject: ["sourceLanguage": "en", "version": "1.0", "strings": entries], options: [])
        try (Data([0xEF, 0xBB, 0xBF]) + catalog).write(to: URL(fileURLWithPath: app + "/Intents.xcstrings"))
        let linted = try #require(try harness.run("--json", "intents", "lint", path).json()["findings"] as? [[String: Any]])
        #expect(!linted.contains { $0["rule"] as? String == "missingTranslation" }, "\(linted)")
        // Without English entries, English is Base: the same texts, not an unknown language.
        entries[first] = ["localizations": ["de": ["stringUnit": ["state": "translated", "value": german.strings[first]!]]]]
        try JSONSerialization.data(withJSONObject: ["sourceLanguage": "en", "version": "1.0", "strings": entries], options: [])
            .write(to: URL(fileURLWithPath: app + "/Intents.xcstrings"))
        let base = harness.run("intents", "show", path, "--locale", "Base")
        for request in ["en", "en-GB", "base"] {
            let english = harness.run("intents", "show", path, "--locale", request)
            #expect(english.status == 0 && english.out == base.out, "\(request): \(english.err)")
        }
        #expect(harness.run("intents", "show", path, "--locale", "fr").status == 64)
    }

    /// A translation that cannot be read is an error in its own file, and the rest is still
    /// linted: Clendar's translation tool once committed an empty `zh-hant.lproj` copy of its
    /// widget's definition beside good `.strings` translations, and lint said only that, where
    /// the definition's own warning and the other languages' findings were there too.
    @Test func aTranslationThatCannotBeReadIsAFindingOfItsOwn() throws {
        let harness = try Harness()
        let source = Self.fixtures + "/tpg-offline-iOS"
        let app = harness.directory + "/App"
        for folder in ["Base", "fr", "de", "it"] {
            try FileManager.default.createDirectory(atPath: app + "/\(folder).lproj", withIntermediateDirectories: true)
        }
        let path = app + "/Base.lproj/Intents.intentdefinition"
        try FileManager.default.copyItem(atPath: source + "/Base.lproj/Intents.intentdefinition", toPath: path)
        // French without its first string: a missing translation, still found.
        let french = try String(contentsOfFile: source + "/fr.lproj/Intents.strings", encoding: .utf8)
        try french.replacingOccurrences(of: #""UTszES""#, with: "// ").write(
            toFile: app + "/fr.lproj/Intents.strings", atomically: true, encoding: .utf8)
        try "\"gnuBxl\" = \"Abfahrten\";\n\"dkzqOQ\" \"Abfahrten ab ${stop}\";\n".write(
            toFile: app + "/de.lproj/Intents.strings", atomically: true, encoding: .utf8)
        #expect(FileManager.default.createFile(atPath: app + "/it.lproj/Intents.intentdefinition", contents: Data()))
        let linted = harness.run("--json", "intents", "lint", path)
        #expect(linted.status == 65)
        let findings = try #require(try linted.json()["findings"] as? [[String: Any]])
        let rules = findings.map { $0["rule"] as? String ?? "" }
        #expect(rules.contains("requiredParameterWithoutPrompt") && rules.contains("missingTranslation"), "\(rules)")
        let unreadable = findings.filter { $0["rule"] as? String == "unreadableTranslation" }
        #expect(unreadable.map { $0["file"] as? String } == [app + "/de.lproj/Intents.strings", app + "/it.lproj/Intents.intentdefinition"])
        #expect(unreadable.allSatisfy { $0["severity"] as? String == "error" })
        #expect(unreadable.first?["message"] as? String == #"the de translation cannot be read: expected = after "dkzqOQ""#)
        #expect((unreadable.first?["location"] as? [String: Any])?["line"] as? Int == 2)
        #expect(unreadable.last?["message"] as? String == "the it copy of the definition cannot be read: is empty")
        let text = harness.run("intents", "lint", path)
        #expect(text.status == 65 && text.err.contains("2 errors"), "\(text.err)")
        #expect(text.out.contains(app + "/de.lproj/Intents.strings:2:1: error: (file): the de translation cannot be read"), "\(text.out)")
        // Reading French needs neither: show and converse still read it.
        #expect(harness.run("intents", "show", path, "--locale", "fr").status == 0)
    }

    /// What Xcode writes for an enum case's pronunciation and its synonyms' is read, and their
    /// translations are the case's, not unused strings.
    @Test func synonymsAndPronunciationHintsAreKnownAndTheirTranslationsUsed() throws {
        let harness = try Harness()
        let company = """
            <key>INEnumName</key><string>Company</string><key>INEnumValues</key><array>
            <dict><key>INEnumValueName</key><string>unknown</string><key>INEnumValueIndex</key><integer>0</integer></dict>
            <dict><key>INEnumValueName</key><string>bus</string><key>INEnumValueIndex</key><integer>1</integer>
            <key>INEnumValueDisplayName</key><string>City Bus</string><key>INEnumValueDisplayNameID</key><string>d1</string>
            <key>INEnumValuePronunciationHint</key><string>city bus</string><key>INEnumValuePronunciationHintID</key><string>p1</string>
            <key>INEnumValueSynonyms</key><array><dict>
            <key>INEnumValueSynonymPronunciationHint</key><string>c b</string><key>INEnumValueSynonymPronunciationHintID</key><string>h1</string>
            <key>INEnumValueSynonymSynonym</key><string>CB</string><key>INEnumValueSynonymSynonymID</key><string>s1</string>
            </dict></array></dict></array>
            """
        let path = try write(Self.definition([], enums: [company]), as: "App/Base.lproj/Intents.intentdefinition", in: harness)
        _ = try write(#""d1" = "Bus urbain"; "p1" = "bus urbain"; "h1" = "c b";"#, as: "App/fr.lproj/Intents.strings", in: harness)
        let lint = harness.run("intents", "lint", path)
        #expect(lint.status == 0, "\(lint.out)\(lint.err)")
        #expect(!lint.out.contains("used by no text") && !lint.out.contains("does not know the key"), "\(lint.out)")
        #expect(!lint.out.contains("has no string for s1"), "\(lint.out)")
    }

    /// A project without Base internationalisation: the definition in `en.lproj`, its English
    /// strings beside it. English is one of its languages.
    @Test func aDefinitionInALanguagesFolderHasThatLanguagesStrings() throws {
        let harness = try Harness()
        let intent = """
            <key>INIntentName</key><string>Log</string><key>INIntentTitle</key><string>Log</string><key>INIntentTitleID</key><string>t9</string>
            <key>INIntentParameters</key><array></array>
            """
        let path = try write(Self.definition([intent]), as: "App/en.lproj/Intents.intentdefinition", in: harness)
        _ = try write(#""t9" = "Log a meal";"#, as: "App/en.lproj/Intents.strings", in: harness)
        let english = harness.run("intents", "show", path, "--locale", "en")
        #expect(english.status == 0, "\(english.err)")
        #expect(english.out.contains("Intent Log (LogIntent): Log a meal"), "\(english.out)")
    }

    /// Xcode keeps a String parameter's default value id once the value is cleared, and a
    /// translation exported before still has its string (CANDY-HOUSE's Sesame, `vJ5K2k`): the
    /// warning says whose the id is, since a search of the definition finds it.
    @Test func aStringForAClearedDefaultValueSaysWhoseItWas() throws {
        let harness = try Harness()
        let intent = """
            <key>INIntentName</key><string>Toggle</string>
            <key>INIntentTitle</key><string>Toggle</string>
            <key>INIntentParameters</key><array><dict>
            <key>INIntentParameterName</key><string>name</string><key>INIntentParameterType</key><string>String</string>
            <key>INIntentParameterMetadata</key><dict>
            <key>INIntentParameterMetadataCapitalization</key><string>Sentences</string>
            <key>INIntentParameterMetadataDefaultValueID</key><string>vJ5K2k</string></dict>
            </dict></array>
            """
        let path = try write(Self.definition([intent]), as: "App/Base.lproj/Intents.intentdefinition", in: harness)
        _ = try write("\"vJ5K2k\" = \"Sesame\";\n\"gone\" = \"Old\";\n", as: "App/ja.lproj/Intents.strings", in: harness)
        let lint = harness.run("intents", "lint", path)
        #expect(lint.status == 0, "\(lint.out)\(lint.err)")
        #expect(
            lint.out.contains(
                "ja.lproj/Intents.strings:1:1: warning: Toggle: the string vJ5K2k is for the default value of parameter name"
                    + " (INIntentParameterMetadataDefaultValueID), which the definition leaves without one; no text uses it"),
            "\(lint.out)")
        #expect(lint.out.contains("ja.lproj/Intents.strings:2:1: warning: (file): the string gone is used by no text"), "\(lint.out)")
        let shown = harness.run("intents", "show", path, "--locale", "ja")
        #expect(shown.status == 0 && !shown.out.contains("default"), "\(shown.out)")
        // Xcode's own export of the text left empty (Loop's `/* INIntentDescription */ "yc02Yq" = "";`,
        // Xcode 10) is no finding: nothing there, nothing shown either way.
        _ = try write("/* INIntentParameterMetadataDefaultValue */\n\"vJ5K2k\" = \"\";\n", as: "App/ja.lproj/Intents.strings", in: harness)
        let empty = harness.run("intents", "lint", path)
        #expect(empty.status == 0 && !empty.out.contains("warning"), "\(empty.out)")
    }

    /// A translation that empties a text with words (Home Assistant's en-GB `"3jKamg" = "";`, the
    /// default “{{ now() }}” of RenderTemplate's template): lint warns, `show` says the default is
    /// empty, and `converse` asks for the value as for a parameter without a default.
    @Test func aTranslationThatEmptiesATextIsWarnedOfAndItsDefaultIsNone() throws {
        let harness = try Harness()
        let intent = """
            <key>INIntentName</key><string>Render</string>
            <key>INIntentTitle</key><string>Render</string>
            <key>INIntentParameters</key><array><dict>
            <key>INIntentParameterName</key><string>template</string><key>INIntentParameterType</key><string>String</string>
            <key>INIntentParameterDisplayName</key><string>Template</string>
            <key>INIntentParameterPromptDialogs</key><array><dict><key>INIntentParameterPromptDialogType</key><string>Primary</string>
            <key>INIntentParameterPromptDialogFormatString</key><string>What template?</string></dict></array>
            <key>INIntentParameterMetadata</key><dict>
            <key>INIntentParameterMetadataDefaultValue</key><string>{{ now() }}</string>
            <key>INIntentParameterMetadataDefaultValueID</key><string>3jKamg</string></dict>
            </dict></array>
            """
        let path = try write(Self.definition([intent]), as: "App/Base.lproj/Intents.intentdefinition", in: harness)
        _ = try write("\"3jKamg\" = \"\";\n", as: "App/en-GB.lproj/Intents.strings", in: harness)
        let lint = harness.run("intents", "lint", path)
        #expect(
            lint.out.contains(
                "en-GB.lproj/Intents.strings:1:1: warning: Render: the en-GB string 3jKamg, the default value of parameter template"
                    + " (“{{ now() }}”), is empty; iOS in en-GB shows nothing there"),
            "\(lint.out)")
        let shown = harness.run("intents", "show", path, "--locale", "en-GB")
        #expect(shown.out.contains("template (Template): String, default \"\" (empty: no value)"), "\(shown.out)")
        let asked = harness.run("intents", "converse", path, "Render", "--locale", "en-GB", "--answer", "{{ 1 }}", "--respond", "continueInApp")
        #expect(asked.status == 0 && asked.out.contains("Siri: What template?"), "\(asked.out)\(asked.err)")
        let english = harness.run("intents", "converse", path, "Render", "--respond", "continueInApp")
        #expect(english.status == 0 && english.out.contains("resolve template: success ({{ now() }})"), "\(english.out)\(english.err)")
    }

    /// A translation's finding names its .strings file as the definition was named: relative
    /// stays relative (a GitHub annotation must name the repository's file, not the runner's).
    @Test func translationFindingsNameTheStringsFileAsTheDefinitionWasNamed() throws {
        let relative = "Tests/Fixtures/RealDefinitions/a-shell/Base.lproj/Intents.intentdefinition"
        try #require(FileManager.default.fileExists(atPath: relative), "the tests run from the package's folder")
        let harness = try Harness()
        let lint = harness.run("intents", "lint", "--format", "github", relative)
        let stringsLines = lint.out.split(separator: "\n").filter { $0.contains(".strings") }
        #expect(!stringsLines.isEmpty, "\(lint.out)")
        #expect(stringsLines.allSatisfy { $0.hasPrefix("::warning file=Tests/Fixtures/RealDefinitions/a-shell/") }, "\(stringsLines)")
    }

    @Test func realTranslationsAreRead() throws {
        let harness = try Harness()
        let file = Self.fixtures + "/a-shell/Base.lproj/Intents.intentdefinition"
        let base = harness.run("intents", "show", file)
        let german = harness.run("intents", "show", file, "--locale", "de")
        #expect(german.status == 0, "\(german.err)")
        #expect(german.out != base.out)
    }

    /// Switshot's Japanese and Chinese translate its title once per value of the Boolean it
    /// names: donate says the whole sentence for the value, never the English one with a word in it.
    @Test func switshotsTitlesAreTranslatedPerBooleanValue() throws {
        let harness = try Harness()
        let file = Self.fixtures + "/switshot/Base.lproj/Intents.intentdefinition"
        for (language, value, title) in [
            ("ja", "true", "メディアを転送し、同時に写真ライブラリに保存する"), ("ja", "false", "メディアを転送し、同時に写真ライブラリに保存しない"),
            ("zh-Hans", "true", "转移媒体，同时存储至照片图库"), ("en", "false", "Transfer media without saving to Photo Library"),
        ] {
            let donated = harness.run("intents", "donate", file, "TransferMedia", "saveToLibrary=\(value)", "--locale", language)
            #expect(donated.status == 0, "\(donated.err)")
            #expect(donated.out.contains("Title: \(title)\n"), "\(language) \(value): \(donated.out)")
        }
    }

    /// iMast's Base texts are partly Japanese (its project's development region is `ja`): the
    /// strings `ja.lproj` lacks for those are notes, for its English texts warnings, and `en`
    /// lacks them all (warnings).
    @Test func aBaseTextAlreadyInTheLanguagesScriptIsOnlyNotedMissing() throws {
        let harness = try Harness()
        let file = Self.fixtures + "/iMast/Base.lproj/Intents.intentdefinition"
        let lint = try harness.run("--json", "intents", "lint", file).json()
        let findings = try #require(lint["findings"] as? [[String: Any]]).filter { $0["rule"] as? String == "missingTranslation" }
        func count(_ language: String, _ severity: String) -> Int {
            findings.filter { ($0["message"] as? String)?.hasPrefix(language + " has no string") == true && $0["severity"] as? String == severity }
                .count
        }
        #expect(count("ja", "note") == 5 && count("ja", "warning") == 5, "\(findings)")
        #expect(count("en", "note") == 0 && count("en", "warning") == 10, "\(findings)")
        #expect(!findings.contains { $0["severity"] as? String == "error" })
        let japanese = harness.run("intents", "show", file, "--locale", "ja")
        #expect(japanese.status == 0 && japanese.out.contains("どのアカウントで投稿しますか?"), "\(japanese.out)")
    }

    /// Apple's WWDC20 Soup Chef: the store is asked for pickup only, the address for delivery
    /// only, by the relationships on the order type; its second, wordless Primary prompt of the
    /// store gives way to “Which store?”.
    @Test func applesWWDC20SoupChefAsksForTheStoreOrTheAddressByTheOrderType() throws {
        let harness = try Harness()
        let file = Self.fixtures + "/SoupChef-WWDC20/Base.lproj/Intents.intentdefinition"
        let pickup = harness.run("intents", "converse", file, "OrderSoup", "soup=tomato", "quantity=2", "orderType=pickup", "--yes")
        #expect(pickup.status == 1 && pickup.out.contains("resolve storeLocation: needsValue\n  Siri: Which store?\n"), "\(pickup.out)")
        #expect(!pickup.out.contains("deliveryLocation"), "\(pickup.out)")
        let delivery = harness.run("intents", "converse", file, "OrderSoup", "soup=tomato", "quantity=2", "orderType=delivery", "--yes")
        #expect(delivery.out.contains("  Siri: Where would you like your order delivered?\n"), "\(delivery.out)")
        #expect(!delivery.out.contains("storeLocation"), "\(delivery.out)")
        #expect(harness.run("intents", "lint", file).err.hasSuffix(": 0 errors, 0 warnings\n"))
    }

    /// A shortcut type offered for Siri Suggestions and linked to the Shortcuts app's type of the
    /// same parameters (`…IsLinked`, `…UpdatesLinked`) has a title id of its own, which Xcode's
    /// export leaves out: OwnTracks' 12 languages and a-Shell's 6 translate only the managed
    /// type's. A donation in German is titled in German, by the managed type's string.
    @Test func aLinkedShortcutTypeReadsItsManagedTypesTranslation() throws {
        let harness = try Harness()
        let ownTracks = Self.fixtures + "/owntracks-ios/Base.lproj/Intents.intentdefinition"
        for (language, intent, values, title) in [
            ("de", "ChangeMonitoring", ["monitoring=manual", "IntentAuthKey=k"], "Ändere Monitoring Modus"),
            ("fr", "Tag", ["tag=work", "IntentAuthKey=k"], "Étiquette à appliquer à toutes les positions suivantes"),
            ("fr", "PointOfInterest", ["name=home", "IntentAuthKey=k"], "Nom du Point d'Intérêt"),
        ] {
            let donated = harness.run(["intents", "donate", ownTracks, intent] + values + ["--locale", language])
            #expect(donated.status == 0, "\(donated.err)")
            #expect(donated.out.contains("Title: \(title)\n"), "\(language) \(intent): \(donated.out)")
        }
        let aShell = Self.fixtures + "/a-shell/Base.lproj/Intents.intentdefinition"
        let getFile = harness.run(
            "intents", "donate", aShell, "GetFile", "fileName=notes.txt", "errorIfNotFound=true", "copyFile=false", "--locale", "de")
        #expect(getFile.out.contains("Title: Erhalte notes.txt von a-Shell\n"), "\(getFile.out)\(getFile.err)")
        // Its managed type has no string in any language: the Base text.
        let sendNow = harness.run("intents", "donate", ownTracks, "SendNow", "IntentAuthKey=k", "--locale", "de")
        #expect(sendNow.out.contains("Title: Send Position Now\n"), "\(sendNow.out)\(sendNow.err)")
    }

    /// A linked type's own string still wins, and a pair whose Base texts differ (linked by hand,
    /// not kept in step by Xcode) shares nothing.
    @Test func aLinkedShortcutTypesOwnStringWins() throws {
        let harness = try Harness()
        func intent(_ name: String, linkedTitle: String) -> String {
            """
            <key>INIntentName</key><string>\(name)</string>
            <key>INIntentParameters</key><array><dict><key>INIntentParameterName</key><string>tea</string>
            <key>INIntentParameterType</key><string>String</string></dict></array>
            <key>INIntentParameterCombinations</key><dict><key>tea</key><dict>
            <key>INIntentParameterCombinationIsLinked</key><true/><key>INIntentParameterCombinationIsPrimary</key><true/>
            <key>INIntentParameterCombinationTitle</key><string>\(linkedTitle)</string>
            <key>INIntentParameterCombinationTitleID</key><string>\(name)L</string>
            <key>INIntentParameterCombinationSubtitle</key><string>Hot</string>
            <key>INIntentParameterCombinationSubtitleID</key><string>\(name)LS</string></dict></dict>
            <key>INIntentManagedParameterCombinations</key><dict><key>tea</key><dict>
            <key>INIntentParameterCombinationTitle</key><string>Brew ${tea}</string>
            <key>INIntentParameterCombinationTitleID</key><string>\(name)M</string>
            <key>INIntentParameterCombinationSubtitle</key><string>Hot</string>
            <key>INIntentParameterCombinationSubtitleID</key><string>\(name)MS</string>
            <key>INIntentParameterCombinationUpdatesLinked</key><true/></dict></dict>
            """
        }
        let path = try write(
            Self.definition([
                intent("Brew", linkedTitle: "Brew ${tea}"), intent("Own", linkedTitle: "Brew ${tea}"), intent("Apart", linkedTitle: "Make ${tea}"),
            ]),
            as: "App/Base.lproj/Intents.intentdefinition", in: harness)
        _ = try write(
            "\"BrewM\" = \"${tea} brühen\";\n\"BrewMS\" = \"Heiß\";\n\"OwnL\" = \"${tea} aufgießen\";\n\"OwnM\" = \"${tea} brühen\";\n"
                + "\"ApartM\" = \"${tea} brühen\";\n",
            as: "App/de.lproj/Intents.strings", in: harness)
        for (name, title) in [("Brew", "Earl Grey brühen"), ("Own", "Earl Grey aufgießen"), ("Apart", "Make Earl Grey")] {
            let donated = harness.run("intents", "donate", path, name, "tea=Earl Grey", "--locale", "de")
            #expect(donated.out.contains("Title: \(title)\n"), "\(name): \(donated.out)\(donated.err)")
        }
        // A subtitle likewise.
        let brew = harness.run("intents", "donate", path, "Brew", "tea=Earl Grey", "--locale", "de")
        #expect(brew.out.contains("Subtitle: Heiß\n"), "\(brew.out)")
        let lint = harness.run("intents", "lint", path)
        #expect(!lint.out.contains("BrewL") && !lint.out.contains("OwnL"), "\(lint.out)")
        #expect(lint.out.contains("de has no string for OwnMS"), "\(lint.out)")
        #expect(lint.out.contains("de has no string for ApartL"), "\(lint.out)")
    }

    /// Lint does not call a linked type's text missing: OwnTracks' 36 such findings (3 intents in
    /// 12 languages) and the 12 of `SendNow`, whose managed type's gap is its own finding, are
    /// gone; the same file with its types unlinked still has them all.
    @Test func lintDoesNotCallALinkedShortcutTypesTextMissing() throws {
        let harness = try Harness()
        let folder = Self.fixtures + "/owntracks-ios"
        func missing(_ file: String) throws -> (warnings: Int, notes: Int, ids: Set<String>) {
            let lint = try harness.run("--json", "intents", "lint", file).json()
            let findings = try #require(lint["findings"] as? [[String: Any]]).filter { $0["rule"] as? String == "missingTranslation" }
            let ids = Set(findings.compactMap { ($0["subject"] as? String)?.replacingOccurrences(of: "string ", with: "") })
            return (
                findings.filter { $0["severity"] as? String == "warning" }.count, findings.filter { $0["severity"] as? String == "note" }.count, ids
            )
        }
        let linked = try missing(folder + "/Base.lproj/Intents.intentdefinition")
        #expect(linked.warnings == 50 && linked.notes == 10, "\(linked)")
        #expect(linked.ids.isDisjoint(with: ["GQsdA6", "4j9bTx", "XnXOna", "xY4CSM"]), "\(linked.ids)")
        #expect(linked.ids.contains("CGnpIc"), "\(linked.ids)")
        // The same file and translations, its shortcut types no longer linked.
        let copy = harness.directory + "/owntracks-ios"
        try FileManager.default.copyItem(atPath: folder, toPath: copy)
        let definition = copy + "/Base.lproj/Intents.intentdefinition"
        let text = try String(contentsOfFile: definition, encoding: .utf8)
        try text.replacingOccurrences(
            of: "<key>INIntentParameterCombinationIsLinked</key>\\s*<true/>", with: "<key>INIntentParameterCombinationIsLinked</key><false/>",
            options: .regularExpression
        ).write(toFile: definition, atomically: false, encoding: .utf8)
        let unlinked = try missing(definition)
        #expect(unlinked.warnings == 90 && unlinked.notes == 18, "\(unlinked)")
        #expect(unlinked.ids.isSuperset(of: ["GQsdA6", "4j9bTx", "XnXOna", "xY4CSM"]), "\(unlinked.ids)")
        let german = harness.run("intents", "donate", definition, "ChangeMonitoring", "monitoring=manual", "IntentAuthKey=k", "--locale", "de")
        #expect(german.out.contains("Title: Change Monitoring Mode\n"), "\(german.out)")
    }
}
