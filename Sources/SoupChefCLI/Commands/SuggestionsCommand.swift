import SiriSystem
import SoupKit

struct SuggestionsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "suggestions",
        abstract: "Show what the app set for Siri (shortcut suggestions, relevant shortcuts) and the recent donations.")

    init(_ arguments: ParsedArguments) throws {}

    func run(_ context: Context) throws -> ExitStatus {
        let app = try context.app()
        let suggestions = try app.system.shortcutSuggestions()
        let relevant = try app.system.relevantShortcuts()
        let recent = try app.system.donations(limit: 5)
        if context.json {
            struct Document: Encodable {
                var shortcutSuggestions: [JSONShapes.ShortcutJSON]
                var relevantShortcuts: [JSONShapes.RelevantShortcutJSON]
                var recentDonations: [JSONShapes.DonationJSON]
            }
            try context.printJSON(Document(
                shortcutSuggestions: suggestions.map { .init(shortcut: $0) },
                relevantShortcuts: relevant.map { .init(relevant: $0, dates: context.dates) },
                recentDonations: recent.map { .init(donation: $0, dates: context.dates) }))
            return .success
        }
        let style = context.style
        context.out.line(style.bold("Shortcut suggestions") + style.dim("  (set by the app: setShortcutSuggestions)"))
        if suggestions.isEmpty { context.out.line("  none") }
        for shortcut in suggestions {
            let shown = ShortcutText(shortcut)
            context.out.line("  " + shown.title + (shown.subtitle.map { " — \($0)" } ?? ""))
        }
        context.out.line()
        context.out.line(style.bold("Relevant shortcuts") + style.dim("  (set by the app: setRelevantShortcuts)"))
        if relevant.isEmpty { context.out.line("  none") }
        for shortcut in relevant {
            let when = shortcut.relevanceProviders.map { RelevanceText.describe($0, dates: context.dates) }.joined(separator: "; ")
            context.out.line("  \(shortcut.title)" + (shortcut.subtitle.map { " — \($0)" } ?? "") + "  [\(when)]")
        }
        context.out.line()
        context.out.line(style.bold("Recent donations") + style.dim("  (newest first)"))
        if recent.isEmpty { context.out.line("  none") }
        for donation in recent {
            switch donation {
            case .interaction(let i):
                context.out.line("  \(context.dates.short(i.date))  \(i.title)" + (i.subtitle.map { " — \($0)" } ?? ""))
            case .activity(let a):
                context.out.line("  \(context.dates.short(a.date))  \(a.activity.title ?? a.activity.activityType) (user activity)")
            }
        }
        return .success
    }
}
