import Foundation
import Testing

@testable import SoupChefCLI

@Suite struct UsageErrorTests {
    struct Mistake: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        /// The command whose usage is shown.
        var command: [String]
        /// What the error line must say.
        var saying: String

        init(_ arguments: [String], _ command: [String], _ saying: String) {
            self.arguments = arguments
            self.command = command
            self.saying = saying
        }

        var testDescription: String { "soupchef " + arguments.map { $0.contains(" ") || $0.isEmpty ? "'\($0)'" : $0 }.joined(separator: " ") }
    }

    static let mistakes: [Mistake] = [
        // Commands and options.
        Mistake([], [], "no command given (the commands: menu, order, history, donations, suggestions, shortcuts, app-shortcuts, siri,"),
        Mistake(["bogus"], [], "unknown command 'bogus'"),
        Mistake(["ordr", "tomato"], [], "unknown command 'ordr'. Did you mean 'order'?"),
        // What people type for a command named otherwise, a subcommand typed alone, a command begun.
        Mistake(["voice-shortcuts"], [], "unknown command 'voice-shortcuts'. Did you mean 'shortcuts'?"),
        Mistake(["version"], [], "unknown command 'version'. Did you mean '--version'?"),
        Mistake(["man"], [], "unknown command 'man'. Did you mean 'help --man'?"),
        Mistake(["restock", "tomato"], [], "unknown command 'restock'. Did you mean 'menu restock'?"),
        Mistake(["show"], [], "unknown command 'show'. Did you mean 'history show' or 'intents show'?"),
        Mistake(["suggest"], [], "unknown command 'suggest'. Did you mean 'suggestions'?"),
        // Nothing said, no answer, no language: none is a value.
        Mistake(["siri", ""], ["siri"], "<utterance> needs the words said"),
        Mistake(["siri", "Order Soup Chef", "--answer", ""], ["siri"], "--answer needs an answer (words, a number, yes or no)"),
        Mistake(["intents", "show", "--locale", ""], ["intents", "show"], "--locale cannot be empty: give a language, such as fr or zh-Hans"),
        Mistake(["eval", "--generate", "2", "--save-histories", "-"], ["eval"], "--save-histories - would write the histories into the report"),
        // What is said to Siri is typed text like any other: no control character.
        Mistake(
            ["siri", "Order Soup Chef\u{1B}[2J"], ["siri"],
            "<utterance> \"Order Soup Chef\\u{1B}[2J\" holds a control or invisible character (U+001B); type it without that character"),
        Mistake(["-x"], [], "unknown option '-x'"),
        // A letter that is no short option, but starts the one long option it may have meant.
        Mistake(["history", "-q"], ["history"], "unknown option '-q'. Did you mean '--quiet'?"),
        Mistake(["history", "-l", "3"], ["history"], "unknown option '-l'. Did you mean '--limit'?"),
        Mistake(["donations", "-l3"], ["donations"], "unknown option '-l'. Did you mean '--limit'?"),
        Mistake(["-v"], [], "unknown option '-v'. Did you mean '--version'?"),
        // A fixed value: the nearest by spelling, or the one value it begins or is part of.
        Mistake(["--color", "alwys", "history"], ["history"], "--color must be always, never or auto, not \"alwys\". Did you mean 'always'?"),
        Mistake(["open", "menu"], ["open"], "Did you mean 'viewMenu'?"),
        Mistake(["intents", "options", "store"], ["intents", "options"], "Did you mean 'storeLocation'?"),
        Mistake(
            ["intents", "lint", "Data/Intents.intentdefinition", "--format", "gihub"], ["intents", "lint"], "not \"gihub\". Did you mean 'github'?"),
        // Replay's and eval's times are their files': a clock given for the whole run is refused.
        Mistake(["--now", "2030-01-01", "replay", "Data/scenarios/lunch-weeks.txt"], ["replay"], "--now does not apply to replay"),
        Mistake(["eval", "--generate", "5", "--now", "2030-01-01"], ["eval"], "--now does not apply to eval"),
        // Flags grouped in one word are each read: the unknown one is named.
        Mistake(["history", "clear", "-yz"], ["history", "clear"], "unknown option '-z'"),
        Mistake(["order", "tomato", "-s", "ferry"], ["order"], "unknown option '-s'. Did you mean '--store'?"),
        Mistake(["menu", "--bogus"], ["menu"], "unknown option '--bogus'"),
        Mistake(["menu", "--al"], ["menu"], "unknown option '--al'. Did you mean '--all'?"),
        // The one option a word begins, and other tools' words for one.
        Mistake(["order", "tomato", "--quan", "2"], ["order"], "unknown option '--quan'. Did you mean '--quantity'?"),
        Mistake(["order", "tomato", "--qty", "2"], ["order"], "unknown option '--qty'. Did you mean '--quantity'?"),
        Mistake(["order", "tomato", "--quant", "2"], ["order"], "unknown option '--quant'. Did you mean '--quantity'?"),
        Mistake(["donations", "delete", "--identifier", "X"], ["donations", "delete"], "unknown option '--identifier'. Did you mean '--id'?"),
        Mistake(["order", "tomato", "--pickup", "civic"], ["order"], "unknown option '--pickup'. Did you mean '--store'?"),
        Mistake(["suggestions", "--time", "12:00"], ["suggestions"], "unknown option '--time'. Did you mean '--at'?"),
        // A word's first meaning the command has: `menu remove` is disable, as `shortcuts remove` is delete.
        Mistake(["menu", "remove", "tomato"], ["menu"], "'remove' is not a subcommand of 'menu'. Did you mean 'disable'?"),
        Mistake(["menu", "delete", "tomato"], ["menu"], "'delete' is not a subcommand of 'menu'. Did you mean 'disable'?"),
        Mistake(["menu", "add", "tomato"], ["menu"], "'add' is not a subcommand of 'menu'. Did you mean 'enable'?"),
        Mistake(["menu", "refill", "tomato"], ["menu"], "'refill' is not a subcommand of 'menu'. Did you mean 'restock'?"),
        Mistake(["shortcuts", "show", "1"], ["shortcuts"], "'show' is not a subcommand of 'shortcuts'. Did you mean 'list'?"),
        Mistake(
            ["intents", "lint", "-"], ["intents", "lint"],
            "<file> is read where it lies, with the translations beside it: standard input ('-') is not read here"),
        Mistake(["--", "order", "tomato"], [], "'order' comes after '--', where it is an argument, not a command: write it before '--'"),
        Mistake(["menu", "--all=yes"], ["menu"], "option '--all' takes no value"),
        Mistake(["menu", "bogus"], ["menu"], "'bogus'"),
        Mistake(
            ["menu", "disable", "--all", "tomato"], ["menu", "disable"],
            "'soupchef menu disable' takes no option '--all'; it belongs to 'soupchef menu': soupchef menu --all"),
        // An option another command takes names that command: its line when one is nearest and
        // deletes nothing, else the commands, nearest first.
        Mistake(
            ["history", "--quantity", "2"], ["history"],
            "'soupchef history' takes no option '--quantity'; it belongs to 'soupchef order': soupchef order <soup> --quantity 2"),
        Mistake(
            ["history", "--quantity=two words"], ["history"],
            "'soupchef history' takes no option '--quantity'; it belongs to 'soupchef order': soupchef order <soup> --quantity 'two words'"),
        Mistake(["--quantity"], [], "'soupchef' takes no option '--quantity'; it belongs to 'soupchef order': soupchef order <soup> --quantity <n>"),
        Mistake(
            ["menu", "-t", "cheese"], ["menu"],
            "'soupchef menu' takes no option '-t'; it belongs to 'soupchef order': soupchef order <soup> -t cheese"),
        Mistake(
            ["donations", "--all"], ["donations"],
            "'soupchef donations' takes no option '--all'; it belongs to 'soupchef donations delete' and 'soupchef menu'"),
        Mistake(
            ["history", "--yes"], ["history"],
            "'soupchef history' takes no option '--yes'; it belongs to 'soupchef history clear', 'soupchef siri' and 6 other commands"),
        Mistake(
            ["order", "tomato", "--limit", "3"], ["order"],
            "'soupchef order' takes no option '--limit'; it belongs to 'soupchef history', 'soupchef donations' and 'soupchef suggestions'"),
        Mistake(["history", "bogus"], ["history"], "'bogus'"),
        Mistake(["history", "show", "a", "b"], ["history", "show"], "unexpected argument 'b'"),
        Mistake(["order", "tomato", "extra"], ["order"], "unexpected argument 'extra'"),
        Mistake(
            ["siri", "Order", "tomato", "soup"], ["siri"],
            "unexpected argument 'tomato'; to give <utterance> several words, quote them: soupchef siri 'Order tomato soup'"),
        Mistake(["donations", "--version"], ["donations"], "unknown option '--version'"),
        Mistake(["help", "bogus"], ["help"], "no command 'bogus'"),
        Mistake(["help", "histroy", "clear"], ["help"], "no command 'histroy clear'. Did you mean 'history clear'?"),
        Mistake(["help", "order", "tomato"], ["help"], "no command 'order tomato'; help takes a command, not its arguments: 'soupchef help order'"),
        Mistake(["shortcuts", "ls"], ["shortcuts"], "'ls' is not a subcommand of 'shortcuts'. Did you mean 'list'?"),
        Mistake(
            ["completions", "tcsh"], ["completions"],
            "unknown shell 'tcsh'; choose bash, zsh or fish (soupchef has completion scripts for those three only)"),
        Mistake(["order", "tomato", "-Q", "2"], ["order"], "unknown option '-Q'. Did you mean '-q'?"),
        // Missing arguments and values.
        Mistake(["order"], ["order"], "missing argument <soup>"),
        Mistake(["menu", "disable"], ["menu", "disable"], "missing argument <soup>"),
        Mistake(["menu", "enable"], ["menu", "enable"], "missing argument <soup>"),
        Mistake(["menu", "restock"], ["menu", "restock"], "missing argument <soup>"),
        Mistake(["history", "show"], ["history", "show"], "missing argument <order-id>"),
        Mistake(["order", "tomato", "-q"], ["order"], "option '-q' (--quantity) needs a value"),
        Mistake(["order", "tomato", "--data-dir"], ["order"], "option '--data-dir' needs a value"),
        // Soups, toppings and stores.
        Mistake(["order", "gazpacho"], ["order"], "There is no soup called \"gazpacho\" on the menu."),
        Mistake(["order", "tomatto"], ["order"], "Did you mean \"Tomato Soup\"?"),
        Mistake(["order", "clam"], ["order"], "There is no soup called \"clam\" on the menu. Did you mean \"New England Clam Chowder\"?"),
        Mistake(["order", "soup"], ["order"], "\"soup\" could be several soups."),
        Mistake(["menu", "disable", "gazpacho"], ["menu", "disable"], "There is no soup called \"gazpacho\""),
        Mistake(["menu", "enable", "gazpacho"], ["menu", "enable"], "There is no soup called \"gazpacho\""),
        Mistake(["menu", "restock", "gazpacho"], ["menu", "restock"], "There is no soup called \"gazpacho\""),
        Mistake(["order", "tomato", "-t", "ketchup"], ["order"], "There is no topping called \"ketchup\"."),
        Mistake(
            ["order", "tomato", "--topping", "cheese, red pepper"], ["order"],
            "There is no topping called \"cheese, red pepper\": name one topping per --topping (--topping cheese --topping 'red pepper')."),
        Mistake(["order", "tomato", "--store", "Nowhere"], ["order"], "There is no store called \"Nowhere\"."),
        // Values.
        Mistake(["order", "tomato", "-q", "0"], ["order"], "--quantity must be between 1 and 10, not 0"),
        Mistake(["order", "tomato", "-q", "11"], ["order"], "--quantity must be between 1 and 10, not 11"),
        Mistake(["order", "tomato", "-q", "-1"], ["order"], "--quantity must be between 1 and 10, not -1"),
        Mistake(["order", "tomato", "--quantity=abc"], ["order"], "--quantity must be a whole number, not \"abc\""),
        Mistake(["order", "tomato", "-q", "2.5"], ["order"], "--quantity must be a whole number"),
        Mistake(["order", "tomato", "-q", " "], ["order"], "--quantity must be a whole number, not \" \""),
        Mistake(["order", "tomato", "-q", "٣"], ["order"], "--quantity must be a whole number"),
        Mistake(
            ["order", "tomato", "--store", "Ferry", "--deliver-to", "1 Main St"], ["order"],
            "--store and --deliver-to cannot be used together"),
        Mistake(["order", "tomato", "--deliver-to", "  "], ["order"], "--deliver-to needs an address"),
        Mistake(["menu", "restock", "tomato", "-1"], ["menu", "restock"], "<count> must be between 0 and 1000000, not -1"),
        Mistake(["menu", "restock", "tomato", "1000001"], ["menu", "restock"], "<count> must be between 0 and 1000000"),
        Mistake(["menu", "restock", "tomato", "lots"], ["menu", "restock"], "<count> must be a whole number, not \"lots\""),
        Mistake(["history", "--limit", "-1"], ["history"], "--limit must be between 0 and"),
        Mistake(["history", "-n", "x"], ["history"], "--limit must be a whole number"),
        Mistake(["donations", "--limit", "many"], ["donations"], "--limit must be a whole number"),
        Mistake(["--now", "garbage", "history"], ["history"], "--now must be an ISO 8601 date and time"),
        Mistake(["history", "--now", "2026-02-30T12:00"], ["history"], "--now \"2026-02-30T12:00\" is no date: February 2026 has 28 days"),
        Mistake(["order", "tomato", "--now", "12:00"], ["order"], "--now must be an ISO 8601 date and time"),
        Mistake(["order", "tomato", "--data-dir", ""], ["order"], "--data-dir needs a path"),
    ]

    @Test(arguments: mistakes)
    func usageErrorSaysWhatIsWrongShowsUsageAndChangesNothing(_ mistake: Mistake) throws {
        let harness = try Harness()
        // A store made by an earlier command, with an order and a donation in it.
        #expect(harness.run("order", "tomato").status == 0)
        let before = try harness.everyFile()
        // The stores and their logs, kept from run to run (SQLite's -shm index is left out).
        #expect(before.keys.sorted() == ["app.sqlite", "app.sqlite-wal", "system.sqlite", "system.sqlite-wal"])

        let result = harness.run(mistake.arguments)

        expectUsageError(result, command: mistake.command, saying: mistake.saying)
        #expect(try harness.everyFile() == before)
    }

    /// Short flags grouped in one word are each given (`-yf`), and a short option's value may
    /// follow its letter with or without '=' (`-n1`, `-n=1`).
    @Test func shortFlagsGroupAndAValueFollowsItsLetter() throws {
        let harness = try Harness()
        _ = try harness.placeOrder("tomato")
        _ = try harness.placeOrder("chicken")
        for limit in ["-n1", "-n=1"] {
            let shown = harness.run("history", limit)
            #expect(shown.status == 0, "\(shown.err)")
            #expect(shown.out.split(separator: "\n").count == 2, "\(limit): \(shown.out)")
        }
        let cleared = harness.run("history", "clear", "-yf")
        #expect(cleared.status == 0, "\(cleared.err)")
        #expect(try harness.orderCount() == 0)
        // Thousands of letters in one word are read one after another, not one call within
        // another (the arguments fuzzer found a stack overflow at 1,755 letters).
        let many = harness.run("history", "-" + String(repeating: "h", count: 20_000))
        #expect(many.status == 0 && many.out.hasPrefix("OVERVIEW: List past orders"), "\(many.err)")
    }

    @Test func usageErrorBeforeAnyStoreExistsCreatesNothing() throws {
        let harness = try Harness()
        for mistake in Self.mistakes {
            let result = harness.run(mistake.arguments)
            #expect(result.status == 64, "\(mistake.arguments)")
        }
        // Usage errors found before the app opens leave no data directory; the ones that need
        // the menu (an unknown soup) may create the fresh store, but never change an existing one.
        let files = try harness.everyFile()
        #expect(files.isEmpty || files.keys.sorted() == ["app.sqlite", "app.sqlite-wal", "system.sqlite", "system.sqlite-wal"])
    }

    /// A picture that cannot be written is refused (74) before the data directory is made, and,
    /// on a store that exists, before any note about the picture.
    @Test func anSVGTargetThatCannotBeWrittenIsRefusedBeforeAnythingIsMade() throws {
        let harness = try Harness()
        for target in ["/nonexistent/x.svg", harness.directory] {
            for week in [false, true] {
                let result = harness.run(["suggestions", "--svg", target] + (week ? ["--week"] : []))
                #expect(result.status == 74 && result.err.hasPrefix("Error: Cannot write the picture to \(target): "), "\(result.err)")
                let files = try harness.everyFile()
                #expect(result.out.isEmpty && files.isEmpty, "\(target): \(files.keys.sorted())")
            }
        }
    }

    @Test func aLookUpThatFindsNothingBeforeAnyStoreExistsCreatesNothing() throws {
        let harness = try Harness()
        let lookUps: [([String], String)] = [
            (["history", "show", "abc"], "Error: No order has an id starting with \"abc\" (soupchef history lists them).\n"),
            (["shortcuts", "add", "--order", "abc"], "Error: No order has an id starting with \"abc\" (soupchef history lists them).\n"),
            (
                ["open", "com.example.apple-samplecode.SoupChef.orderComplete", "--order", "abc"],
                "Error: No order has an id starting with \"abc\" (soupchef history lists them).\n"
            ),
            (
                ["open", "OrderSoupIntent", "--order", "abc"],
                "Error: No order has an id starting with \"abc\" (soupchef history lists them).\n"
            ),
            (
                ["shortcuts", "edit", "abc", "--phrase", "Soup time"],
                "Error: No voice shortcut has an id starting with \"abc\" (soupchef shortcuts list lists them).\n"
            ),
            (
                ["shortcuts", "delete", "abc", "--yes"],
                "Error: No voice shortcut has an id starting with \"abc\" (soupchef shortcuts list lists them).\n"
            ),
            (
                ["history", "clear"],
                "Error: Not cleared: this deletes every order and every donated interaction, and there is no terminal to ask on. To clear them anyway, run: soupchef history clear --yes\n"
            ),
        ]
        for (arguments, message) in lookUps {
            let result = harness.run(arguments)
            #expect(result.status == 1, "\(arguments)")
            #expect(result.err == message, "\(arguments)")
            // What the command would have found in a fresh store is nothing, so it is not made.
            #expect(try harness.everyFile().isEmpty, "\(arguments)")
        }
        // Once the store exists, the same look-ups read it and fail as before, changing nothing.
        #expect(harness.run("order", "tomato").status == 0)
        let before = try harness.snapshot()
        for (arguments, message) in lookUps {
            let result = harness.run(arguments)
            #expect(result.status == 1 && result.err == message, "\(arguments): \(result.err)")
        }
        #expect(try harness.snapshot() == before)
    }

    @Test func badClockInTheEnvironmentIsAUsageError() throws {
        let harness = try Harness()
        harness.run("menu", "--all")
        let before = try harness.everyFile()
        harness.environment["SOUPCHEF_NOW"] = "next tuesday"
        let result = harness.run("order", "tomato")
        // A usage error (64), without the command's usage, which cannot mend the environment.
        #expect(result.status == 64)
        #expect(result.err == "Error: SOUPCHEF_NOW must be an ISO 8601 date and time such as 2026-12-07T12:00, not \"next tuesday\"\n")
        #expect(try harness.everyFile() == before)
        // --now on the command line takes over from a bad environment value.
        #expect(harness.run("--now", "2026-12-07T12:00Z", "menu", "--all").status == 0)
    }
}

@Suite struct ParserPlacementTests {
    @Test func aParentsOptionBeforeASubcommandIsRefusedNotDropped() throws {
        let harness = try Harness()
        harness.run("menu")
        let before = try harness.snapshot()
        let result = harness.run("menu", "--all", "disable", "tomato")
        #expect(result.status == 64)
        #expect(result.err.hasPrefix("Error: option '--all' belongs to 'soupchef menu', not to its subcommand 'disable'\n"))
        #expect(try harness.snapshot() == before)
    }

    @Test func quantityRefusedByResolutionStillPrintsOneJSONDocument() throws {
        let harness = try Harness()
        let result = harness.run("--json", "order", "tomato", "-q", "5")
        #expect(result.status == 1)
        let json = try result.json()
        #expect(json["response"] is NSNull)
        let resolution = try #require(json["resolution"] as? [String: Any])
        #expect(resolution["reason"] as? String == "notEnoughInStock")
        #expect(resolution["message"] as? String == "You asked for 5 soups, but we don't have that many in stock.")
    }

    @Test func clearedOrdersNumbersAreNotReusedForIdentifiers() throws {
        let harness = try Harness()
        let first = try harness.placeOrder("tomato")
        harness.run("history", "clear", "--force")
        let second = try harness.placeOrder("tomato")
        #expect(first != second)
    }
}
