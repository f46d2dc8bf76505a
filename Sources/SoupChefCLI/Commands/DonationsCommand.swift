import SiriSystem
import SoupKit

struct DonationsCommand: ParsableCommand {
    static let defaultLimit = 20

    static let configuration = CommandConfiguration(
        name: "donations",
        abstract: "List donated interactions and user activities, newest first (\"Display Donations on Lock Screen\").",
        options: [OptionSpec("limit", short: "n", .value(placeholder: "n"), help: "Show at most n donations (default \(defaultLimit); 0 for all).")])

    let limit: Int

    init(_ arguments: ParsedArguments) throws {
        limit = try arguments.integer("limit", in: 0...Int(Int32.max)) ?? Self.defaultLimit
    }

    func run(_ context: Context) throws -> ExitStatus {
        let app = try context.app()
        let donations = try app.system.donations(limit: limit == 0 ? nil : limit)
        if context.json {
            struct Document: Encodable { var donations: [JSONShapes.DonationJSON] }
            try context.printJSON(Document(donations: donations.map { .init(donation: $0, dates: context.dates) }))
            return .success
        }
        guard !donations.isEmpty else {
            context.note("No donations. Orders and the menu screen donate; see 'soupchef order --help'.")
            return .success
        }
        context.out.write(Self.table(donations, context: context).render(style: context.style, width: context.width))
        return .success
    }

    static func table(_ donations: [Donation], context: Context) -> Table {
        var table = Table(["DATE", "TITLE", "SUBTITLE", "SHORTCUT TYPE", "IDENTIFIER"])
        for donation in donations {
            switch donation {
            case .interaction(let i):
                table.add([context.dates.short(i.date), i.title, i.subtitle ?? "", i.shortcutType.key, i.identifier])
            case .activity(let a):
                let type = a.activity.activityType.split(separator: ".").last.map(String.init) ?? a.activity.activityType
                table.add([context.dates.short(a.date), a.activity.title ?? type, a.activity.suggestedInvocationPhrase.map { "“\($0)”" } ?? "",
                           "activity: \(type)", a.activity.persistentIdentifier ?? ""])
            }
        }
        return table
    }
}
