import SoupChefViews
import SoupKit

/// Arguments and options more than one command takes, each declared once.
enum CommonArguments {
    /// The soup an order or a menu change is about.
    static let soup = Argument<String>(
        "soup", help: "The soup: id, name, or a unique word or prefix of it.", completion: .soup, parser: .name)

    /// The longest address (--deliver-to) or group identifier (--group) soupchef keeps: a postal
    /// address fits with room to spare, and every view that shows one stays readable.
    static let maximumTextLength = 200

    /// The voice shortcut `shortcuts edit` and `shortcuts delete` act on.
    static let voiceShortcutID = Argument<String>(
        "voice-shortcut-id", help: "The voice shortcut's id, or a unique prefix of it (any case).", completion: .voiceShortcut,
        parser: .idPrefix)

    /// `--limit n` of a listing: how many of `things` to show; nil when not given.
    static func limit(of things: String, default count: Int) -> Option<Int?> {
        Option(
            "limit", short: "n", placeholder: "n", help: "Show at most n \(things) (default \(count); 0 for all).",
            parser: .integer(in: 0...Int(Int32.max)))
    }
}

/// Options that travel together, listed in a command's table as one declaration.
struct OptionGroup: OptionDeclaration {
    let members: [any OptionDeclaration]
    var optionSpecs: [OptionSpec] { members.flatMap(\.optionSpecs) }
}
