import SiriSystem
import SoupChefViews
import SoupKit

/// `soupchef app-shortcuts`: the App Shortcuts Soup Chef provides on iOS 16 and later, there
/// without setup, with every phrase as Siri listens for it on today's menu.
struct AppShortcutsCommand: ParsableCommand {
    static let name = "app-shortcuts"
    static let configuration = CommandConfiguration(
        name: name, abstract: "List the App Shortcuts (iOS 16 and later) with every phrase expanded for today's menu.",
        discussion: """
            SoupChefAppShortcutsProvider declares one App Shortcut for the OrderSoup App Intent. Its phrases name
            the app (${applicationName}) and at most one entity parameter (${soup}); the ${soup} phrases are
            expanded for the soups SoupAppEntity's query suggests, so a disabled or sold-out soup's phrase is
            gone until the soup is back (updateAppShortcutParameters()). Broken phrase rules and phrases that
            collide with a recorded voice shortcut are listed as problems. Needs --ios 16 or later.
            """)

    init(_ arguments: ParsedArguments) throws {}

    func run(_ context: Context) throws -> ExitStatus {
        guard context.ios.usesAppIntents else {
            throw CommandFailure(
                .failure, "App Shortcuts need iOS \(SimulatedIOS.firstAppIntentsRelease) or later; soupchef simulates \(context.ios.name).",
                hint: "Run it on iOS \(SimulatedIOS.firstAppIntentsRelease) (or set SOUPCHEF_IOS=\(SimulatedIOS.firstAppIntentsRelease)): "
                    + ShellCommand.soupchef(["--ios", String(SimulatedIOS.firstAppIntentsRelease), "app-shortcuts"]))
        }
        let app = try context.app()
        let menu = try app.menu()
        let recorded = try app.system.allVoiceShortcuts().map(\.invocationPhrase)
        var document = AppShortcutsDocument(ios: context.ios.major)
        for shortcut in OrderSoupAppIntent.appShortcuts {
            let expanded = OrderSoupAppIntent.expandedPhrases(shortcut, menu: menu)
            let problems =
                AppShortcutPhraseRules.check(shortcut, parameters: OrderSoupAppIntent.parameters)
                + AppShortcutPhraseRules.collisions(expanded: expanded.map(\.phrase), recorded: recorded, normalized: InvocationPhrase.normalized)
            document.appShortcuts.append(
                .init(
                    intent: shortcut.intentName, shortTitle: shortcut.shortTitle, tileColor: shortcut.tileColor, phrases: shortcut.phrases,
                    expandedPhrases: expanded.map { .init(phrase: $0.phrase, template: $0.template, soup: $0.soup?.id) },
                    problems: problems.map { .init(rule: $0.rule.rawValue, phrase: $0.phrase, message: $0.message) }))
        }
        if context.json {
            try context.printJSON(document)
            return .success
        }
        context.fittedLine("App Shortcuts of \(OrderSoupAppIntent.applicationName) on \(context.ios.name), ready without setup:")
        for shortcut in document.appShortcuts {
            context.fittedLine()
            context.fittedLine("\(shortcut.shortTitle) (\(shortcut.intent)), \(shortcut.tileColor) tile")
            for template in shortcut.phrases {
                context.fittedLine("  " + Diagnostic.escaped(template))
                let phrases = shortcut.expandedPhrases.filter { $0.template == template }
                for expanded in phrases {
                    context.fittedLine("    “" + Diagnostic.escaped(expanded.phrase) + "”")
                }
                // A phrase naming a soup when no soup can be ordered: Siri hears none of it now.
                if phrases.isEmpty { context.fittedLine("    (no phrase now: no soup it could name is available)") }
            }
            for problem in shortcut.problems {
                context.warn("“\(problem.phrase)” \(problem.message).")
            }
        }
        return .success
    }
}

/// `app-shortcuts --json`.
struct AppShortcutsDocument: Encodable {
    struct Shortcut: Encodable {
        struct Expanded: Encodable {
            var phrase: String
            var template: String
            @Nullable var soup: String? = nil
        }

        struct Problem: Encodable {
            var rule: String
            var phrase: String
            var message: String
        }

        var intent: String
        var shortTitle: String
        var tileColor: String
        var phrases: [String]
        var expandedPhrases: [Expanded]
        var problems: [Problem]
    }

    var ios: Int
    var appShortcuts: [Shortcut] = []
}
