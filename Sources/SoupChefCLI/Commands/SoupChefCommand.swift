/// The root of the command table.
struct SoupChefCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "soupchef",
        abstract: "Apple's Soup Chef app, its intents extension and Siri's side of Shortcuts, simulated in a terminal.",
        discussion: """
            Place orders, watch them donated as OrderSoupIntent interactions, take soups off the menu and see
            their donations deleted, and inspect what Siri would suggest, all reproducibly (--now pins the clock).
            """,
        subcommands: [
            MenuCommand.self, OrderCommand.self, HistoryCommand.self, DonationsCommand.self, SuggestionsCommand.self,
            ShortcutsCommand.self, AppShortcutsCommand.self, SiriCommand.self, IntentsCommand.self, OpenCommand.self, ReplayCommand.self,
            EvalCommand.self, CompletionsCommand.self,
            HelpCommand.self, CompleteCommand.self,
        ],
        runsWithoutSubcommand: false)

    init(_ arguments: ParsedArguments) throws {}
}

struct HelpCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "help", abstract: "Show help for a command.",
        arguments: [command])

    static let command = Argument<[String]>(
        variadic: "command", help: "The command, e.g. 'order' or 'menu disable'.", completion: .command, parser: .text)

    let path: [String]

    init(_ arguments: ParsedArguments) throws {
        path = try arguments[Self.command].flatMap { $0.split(separator: " ").map(String.init) }
        if Help.command(at: path) == nil {
            let names = Parser.visibleSubcommandNames(of: SoupChefCommand.configuration)
            throw UsageError("no command '\(path.joined(separator: " "))'" + Suggest.didYouMean(path.first ?? "", among: names))
        }
    }

    func run(_ context: Context) throws -> ExitStatus {
        try Help.print(path: path, json: context.json, width: context.helpWidth, to: context.out)
        return .success
    }
}
