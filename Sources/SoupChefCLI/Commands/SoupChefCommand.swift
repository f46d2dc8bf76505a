import SoupChefViews
import TextMatching

/// The root of the command table.
struct SoupChefCommand: ParsableCommand {
    static let name = "soupchef"
    static let configuration = CommandConfiguration(
        name: name,
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
    static var readsEnvironmentSettings: Bool { false }
    static let name = "help"
    static let configuration = CommandConfiguration(
        name: name, abstract: "Show help for a command, or soupchef's manual page.",
        discussion: "With --man, prints the manual page of every command in troff (man(7)): soupchef help --man > soupchef.1; man ./soupchef.1",
        arguments: [command], options: [man])

    static let man = Option(flag: "man", help: "Print the manual page (troff), for man(1).")
    static let command = Argument<[String]>(
        variadic: "command", help: "The command, e.g. 'order' or 'menu disable'.", completion: .command, parser: .text)

    let path: [String]
    let man: Bool

    init(_ arguments: ParsedArguments) throws {
        path = try arguments[Self.command].flatMap { $0.split(separator: " ").map(String.init) }
        man = arguments[Self.man]
        // The manual is one page, every command's: a command or JSON would be quietly dropped.
        if man, !path.isEmpty {
            throw UsageError("--man prints the whole manual, every command in it; give no command ('soupchef help --man')")
        }
        if Help.command(at: path) == nil {
            // Suggest for the first word that names nothing what the command line itself suggests
            // for it ('help restock' → 'menu restock', as 'soupchef restock' does), the command
            // named whole: 'help menu disabel' → 'menu disable'.
            var known: [String] = []
            var configuration = SoupChefCommand.configuration
            for word in path {
                guard let sub = Parser.subcommand(named: word, in: configuration) else { break }
                known.append(word)
                configuration = sub.configuration
            }
            let wrong = path[known.count]
            var suggestion =
                known.isEmpty
                ? Suggest.command(wrong, in: configuration)
                : Suggest.subcommand(
                    wrong, among: Parser.visibleSubcommandNames(of: configuration),
                    listedBy: configuration.runsWithoutSubcommand ? known.joined(separator: " ") : nil, under: known)
            // A misspelt command before a right subcommand is suggested whole: 'help histroy
            // clear' → 'history clear', not 'history'.
            if known.isEmpty, path.count > 1,
                let meant = TextMatching.nearestName(to: wrong, among: Parser.visibleSubcommandNames(of: configuration)),
                Help.command(at: [meant] + path.dropFirst()) != nil
            {
                suggestion = ". Did you mean '\(([meant] + path.dropFirst()).joined(separator: " "))'?"
            }
            // A command that takes no subcommand, given its arguments: 'help order tomato'.
            if !known.isEmpty, suggestion.isEmpty, Parser.visibleSubcommandNames(of: configuration).isEmpty {
                suggestion = "; help takes a command, not its arguments: 'soupchef help \(known.joined(separator: " "))'"
            }
            throw UsageError("no command '\(path.joined(separator: " "))'" + suggestion)
        }
    }

    func run(_ context: Context) throws -> ExitStatus {
        if man {
            if context.json { throw UsageError("--man prints troff, not JSON: leave out --json (help --json gives each command's help as JSON)") }
            context.out.write(ManualPage.troff(version: soupchefVersion))
            return .success
        }
        try Help.print(path: path, json: context.json, width: context.helpWidth, to: context.out)
        return .success
    }
}
