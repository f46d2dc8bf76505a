#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The files the app ships, as SwiftPM embeds them at build time from `Data/` (through the links in
/// `Sources/SoupKit/Shipped`): one copy of each, edited in one place, and no resource bundle to
/// find at run time.
enum ShippedData {
    /// `Data/Intents.intentdefinition`, the app's SiriKit intent definition file.
    static let intentDefinition = Shipped(name: "Data/Intents.intentdefinition", bytes: PackageResources.Intents_intentdefinition)
    /// `Data/menu.json`, the menu deployed into a new data directory.
    static let menu = Shipped(name: "Data/menu.json", bytes: PackageResources.menu_json)

    struct Shipped: Sendable {
        /// The name messages give it: its path in the repository.
        let name: String
        let bytes: [UInt8]
        var data: Data { Data(bytes) }
    }
}
