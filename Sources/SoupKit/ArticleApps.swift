#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The other apps of the articles Soup Chef's simulation started from, whose definitions ship in
/// `Data/intents/`: what their handlers answer that a definition file cannot say. The burger app
/// (`Order.intentdefinition`) answers `success` with a wait time of "5" ("Your Classic will be
/// ready in 5 minutes."); the smart-home app's scenes answer with the title the intent carries,
/// which needs nothing more. `intents converse` answers so for a file that is the one shipped,
/// byte for byte, wherever it is copied; an edited copy is any app's file, run by the stand-in.
public enum ArticleApps {
    /// A shipped definition and the response values its app's handler gives, by intent name.
    struct App: Sendable {
        let definition: [UInt8]
        let responseValues: [String: [String: String]]
    }

    static let burger = App(definition: PackageResources.burger_order_plist, responseValues: ["Order": ["waitTime": "5"]])

    /// The response values (`waitTime` → "5") the handler of the app whose shipped definition is
    /// `definition` answers `intent` with; empty for any other file or intent.
    public static func responseValues(definition: Data, intent: String) -> [String: String] {
        for app in [burger] where definition.count == app.definition.count && definition.elementsEqual(app.definition) {
            return app.responseValues[intent] ?? [:]
        }
        return [:]
    }
}
