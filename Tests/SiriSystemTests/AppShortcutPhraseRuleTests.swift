import Testing

@testable import SiriSystem

@Suite struct AppShortcutPhraseRuleTests {
    let parameters = [
        AppIntentParameter("soup", title: "Soup", kind: .entity),
        AppIntentParameter("orderType", title: "Order Type", kind: .appEnum),
        AppIntentParameter("quantity", title: "Quantity", kind: .integer),
    ]

    private func rules(_ phrases: [String]) -> [AppShortcutPhraseProblem.Rule] {
        AppShortcutPhraseRules.check(
            AppShortcut(intentName: "OrderSoup", shortTitle: "Order", tileColor: "orange", phrases: phrases), parameters: parameters
        )
        .map(\.rule)
    }

    /// Written text is heard as it is said: "&" as "and", "%" as "percent", a small number in
    /// digits as its word (Solar Lens' "Solar & Tariff" and "Car %"; "Scrobble 5 songs").
    @Test func writtenSignsAndSmallNumbersAreHeardAsSaid() {
        #expect(InvocationPhrase.spoken("Set charging mode to Solar & Tariff") == "set charging mode to solar and tariff")
        #expect(InvocationPhrase.spoken("Car %") == "car percent")
        #expect(InvocationPhrase.spoken("Open Disney+") == "open disney plus")
        #expect(InvocationPhrase.spoken("Scrobble 5 songs") == InvocationPhrase.spoken("scrobble five songs"))
        #expect(InvocationPhrase.spoken("Top 10") == "top ten")
        #expect(InvocationPhrase.spoken("Route 66") == "route 66")
        // A number written against a word is said as one written apart: "Risk1" as "Risk 1",
        // "1Password" as "1 Password" (os_intents' probe app is "Risk1 Metadata").
        #expect(InvocationPhrase.spoken("Run in Risk1 Metadata") == "run in risk one metadata")
        #expect(InvocationPhrase.spoken("Open 1Password") == InvocationPhrase.spoken("open 1 password"))
        #expect(InvocationPhrase.spoken("Play MP3s") == "play mp three s")
        #expect(InvocationPhrase.spoken("Route66") == "route 66")
        // The key a voice shortcut is stored under keeps its own form.
        #expect(InvocationPhrase.normalized("Rock & Roll") == "rock roll")
        let modes = AppIntentsEnum(
            identifier: "ChargingMode", cases: [.init(identifier: "solarTariff", title: "Solar & Tariff"), .init(identifier: "car", title: "Car %")])
        #expect(modes.caseNamed("solar and tariff")?.identifier == "solarTariff")
        #expect(modes.caseNamed("Car percent")?.identifier == "car")
        #expect(AppIntentsLint.normalized("Rock & Roll") == AppIntentsLint.normalized("Rock and Roll"))
    }

    /// What shapes writing and is never said is not heard: Persian's zero-width non-joiner (sing-box's
    /// "راه‌اندازی دوباره"), heard with a space or without; Arabic's tatweel (Food Truck's "الأسبـوع");
    /// a direction mark or a soft hyphen.
    @Test func invisibleWritingMarksAreNotHeard() {
        let persian = "راه\u{200C}اندازی دوباره sing-box"
        #expect(InvocationPhrase.spoken(persian) == InvocationPhrase.spoken("راه اندازی دوباره sing-box"))
        #expect(InvocationPhrase.spoken("هذا الأسبـوع") == InvocationPhrase.spoken("هذا الأسبوع"))
        #expect(InvocationPhrase.spoken("Open \u{200F}Soup\u{00AD}Chef") == "open soupchef")
        #expect(InvocationPhrase.spoken("a\u{200D}b") == "ab")
        // Arabic's and Hebrew's vowel points are mostly not written (Rema's “ذكّرني”, “تذكيرًا”);
        // Devanagari's vowel signs are letters said, and stay.
        #expect(InvocationPhrase.spoken("ذكّرني في Rema") == InvocationPhrase.spoken("ذكرني في Rema"))
        #expect(InvocationPhrase.spoken("أنشئ تذكيرًا") == InvocationPhrase.spoken("أنشئ تذكيرا"))
        #expect(InvocationPhrase.spoken("שָׁלוֹם") == InvocationPhrase.spoken("שלום"))
        #expect(InvocationPhrase.spoken("किताब") != InvocationPhrase.spoken("कतब"))
    }

    @Test func aPhraseMustNameTheApp() {
        #expect(rules(["Order ${soup}"]) == [.namesApplication])
        #expect(rules(["Order ${soup} from ${applicationName}"]).isEmpty)
    }

    @Test func aPhraseNamesAtMostOneParameter() {
        #expect(rules(["Order ${soup} for ${orderType} from ${applicationName}"]) == [.oneParameter])
    }

    @Test func theParameterIsADeclaredEntityOrEnum() {
        #expect(rules(["Order ${quantity} from ${applicationName}"]) == [.entityOrEnumParameter])
        #expect(rules(["Order ${drink} from ${applicationName}"]) == [.entityOrEnumParameter])
        #expect(rules(["${orderType} with ${applicationName}"]).isEmpty)
    }

    /// The finding names the parameter's kind with the right article.
    @Test func theFindingReadsAsASentence() {
        let problems = AppShortcutPhraseRules.check(
            AppShortcut(intentName: "OrderSoup", shortTitle: "Order", tileColor: "orange", phrases: ["Order ${quantity} from ${applicationName}"]),
            parameters: parameters)
        #expect(problems.map(\.message) == ["names ${quantity}, an integer parameter; a phrase may only name an entity or enum parameter"])
    }

    @Test func expansionFillsTheAppAndOnePhrasePerValue() {
        #expect(AppShortcut.expand("Order ${applicationName}", applicationName: "Soup Chef", values: [:]) == ["Order Soup Chef"])
        #expect(
            AppShortcut.expand("Order ${soup} from ${applicationName}", applicationName: "Soup Chef", values: ["soup": ["Tomato Soup", "Chili"]])
                == ["Order Tomato Soup from Soup Chef", "Order Chili from Soup Chef"])
        #expect(AppShortcut.expand("Order ${soup} from ${applicationName}", applicationName: "Soup Chef", values: [:]).isEmpty)
    }

    @Test func collisionsWithRecordedPhrasesAreReportedTheWaySiriHearsThem() {
        let problems = AppShortcutPhraseRules.collisions(
            expanded: ["Order Soup Chef", "Order Tomato Soup from Soup Chef"], recorded: ["order soup chef!", "Soup time"],
            normalized: InvocationPhrase.normalized)
        #expect(problems.map(\.phrase) == ["Order Soup Chef"])
        #expect(problems.first?.rule == .collision)
    }
}
