import Foundation
import Testing

/// Siri's side and the CLI's generic code know an intent only from its definition: the soup
/// intent's class name appears only in the soup-specific files (docs/architecture.md).
@Suite struct IntentNamingTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let sources = root.appendingPathComponent("Sources")
    static var haveSources: Bool { FileManager.default.fileExists(atPath: sources.appendingPathComponent("SiriSystem").path) }

    /// Files allowed to name the soup intent, with why.
    static let soupSpecific: [String: String] = [
        "SoupChefCLI/Commands/OrderCommand.swift": "places a soup order",
        "SoupChefCLI/Commands/OpenCommand.swift": "routes the app's OrderSoupIntent activity",
        "SoupChefCLI/Commands/SoupChefCommand.swift": "the app's own help prose",
        "SoupChefCLI/Commands/SiriAppIntents.swift": "the App Intents path runs the app's OrderSoup.perform()",
        "SoupChefCLI/Commands/IntentsCommand.swift": "intents options lists Soup Chef's own options",
        "SoupChefCLI/Parsing/OrderParameters.swift": "the soup order's command-line parameters",
    ]

    /// `OrderSoupIntent` as a name of its own, not `OrderSoupIntentHandler` or `…Response`.
    static func namesTheSoupIntent(_ text: String) -> Bool {
        text.range(of: #"OrderSoupIntent(?![A-Za-z])"#, options: .regularExpression) != nil
    }

    @Test func theMatcherTellsTheIntentFromItsHandlerAndResponse() {
        #expect(Self.namesTheSoupIntent("let x = OrderSoupIntent(item: soup)"))
        #expect(Self.namesTheSoupIntent("OrderSoupIntent.typeName"))
        #expect(!Self.namesTheSoupIntent("OrderSoupIntentHandler: IntentHandling"))
        #expect(!Self.namesTheSoupIntent("OrderSoupIntentResponse(code: .ready)"))
    }

    @Test(.enabled(if: haveSources, "the package's Sources directory is not next to the tests"))
    func onlySoupSpecificFilesNameTheSoupIntent() throws {
        var offenders: [String] = []
        var scanned = 0
        for module in ["SiriSystem", "SoupChefCLI"] {
            let directory = Self.sources.appendingPathComponent(module)
            let files = try #require(FileManager.default.enumerator(atPath: directory.path)).compactMap { $0 as? String }
            for file in files where file.hasSuffix(".swift") {
                let path = module + "/" + file
                guard Self.soupSpecific[path] == nil else { continue }
                scanned += 1
                let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
                if Self.namesTheSoupIntent(text) { offenders.append(path) }
            }
        }
        #expect(scanned > 40)
        #expect(offenders == [], "generic files naming OrderSoupIntent")
    }
}
