import Foundation
import TestSupport
import Testing

/// SPEC §9 and §10: every bad input gets one clear error line on stderr, the documented exit
/// status, nothing on stdout, and leaves the store byte-for-byte unchanged.
///
/// The matrix is a table: add a row for each new command or option. `{ambiguous}` stands for an
/// order-id prefix shared by two orders of the seeded history, `{huge}` for a 1 MB argument.
@Suite struct BadInputTests {
    struct Row: Sendable, CustomStringConvertible {
        var arguments: [String]
        var status: Int32
        /// Words the error line must contain.
        var says: String

        init(_ arguments: [String], _ status: Int32, _ says: String) {
            self.arguments = arguments
            self.status = status
            self.says = says
        }

        var description: String { arguments.map { $0.count > 40 ? "<\($0.count) chars>" : $0.debugDescription }.joined(separator: " ") }
    }

    static let usage: Int32 = 64, failure: Int32 = 1, io: Int32 = 74

    static let matrix: [Row] = [
        // The command itself
        Row([], usage, "no command given"),
        Row(["frobnicate"], usage, "unknown command 'frobnicate'"),
        Row(["ordr", "tomato"], usage, "Did you mean 'order'?"),
        Row(["Order", "tomato"], usage, "unknown command 'Order'"),
        Row(["--bogus"], usage, "unknown option '--bogus'"),
        Row(["-x", "menu"], usage, "unknown option '-x'"),
        Row(["--version=yes"], usage, "takes no value"),
        Row(["--json=1", "menu"], usage, "takes no value"),
        Row(["menu", "--version"], usage, "unknown option '--version'"),
        Row(["--data-dir"], usage, "needs a value"),
        Row(["--data-dir", "", "menu"], usage, "--data-dir needs a path"),
        Row(["--data-dir", "/dev/null", "menu"], io, "is not a directory"),
        Row(["help", "frobnicate"], usage, "no command 'frobnicate'"),
        Row(["help", "menu", "frob"], usage, "no command 'menu frob'"),
        Row(["help", "menu frob"], usage, "no command 'menu frob'"),
        // --now
        Row(["menu", "--now", "yesterday"], usage, "--now must be an ISO 8601 date"),
        Row(["menu", "--now", ""], usage, "--now must be an ISO 8601 date"),
        Row(["menu", "--now", "2026-02-30T12:00"], usage, "is no date: February 2026 has 28 days"),
        Row(["menu", "--now", "2026-12-07T25:00"], usage, "--now must be an ISO 8601 date"),
        Row(["menu", "--now", "2026-12-07T12:60"], usage, "--now must be an ISO 8601 date"),
        Row(["menu", "--now", "2026-13-01"], usage, "--now must be an ISO 8601 date"),
        Row(["menu", "--now", "2026-12-07T12:00+15:00"], usage, "has an offset from UTC beyond ±14:00"),
        Row(["menu", "--now", "2026-12-07T12:00:00.Z"], usage, "--now must be an ISO 8601 date"),
        Row(["history", "--now", "12:00"], usage, "--now must be an ISO 8601 date"),
        Row(["order", "tomato", "--now", "1765108800"], usage, "--now must be an ISO 8601 date"),
        Row(["menu", "--now"], usage, "needs a value"),
        // menu
        Row(["menu", "extra"], usage, "'extra' is not a subcommand of 'menu'"),
        Row(["menu", "--all=yes"], usage, "takes no value"),
        Row(["menu", "--limit", "3"], usage, "'soupchef menu' takes no option '--limit'; it belongs to 'soupchef history'"),
        Row(["menu", "disable"], usage, "missing argument <soup>"),
        Row(["menu", "disable", "tomato", "chicken"], usage, "unexpected argument 'chicken'"),
        Row(["menu", "disable", "gazpacho"], usage, "no soup called \"gazpacho\""),
        Row(["menu", "disable", "clam"], usage, "Did you mean \"New England Clam Chowder\"?"),
        Row(["menu", "disable", "soup"], usage, "could be several soups"),
        Row(["menu", "disable", ""], usage, "A soup's name cannot be empty"),
        Row(["menu", "disable", "   "], usage, "A soup's name cannot be empty"),
        Row(["menu", "enable", "soup"], usage, "could be several soups"),
        Row(["menu", "enable", "--all"], usage, "takes no option '--all'; it belongs to 'soupchef menu': soupchef menu --all"),
        Row(["menu", "restock"], usage, "missing argument <soup>"),
        Row(["menu", "restock", "tomato", "-1"], usage, "<count> must be between 0 and 1000000"),
        Row(["menu", "restock", "tomato", "1000001"], usage, "<count> must be between 0 and 1000000"),
        Row(["menu", "restock", "tomato", "ten"], usage, "<count> must be a whole number"),
        Row(["menu", "restock", "tomato", "1e3"], usage, "<count> must be a whole number"),
        Row(["menu", "restock", "tomato", "0x10"], usage, "<count> must be a whole number"),
        Row(["menu", "restock", "tomato", "2.5"], usage, "<count> must be a whole number"),
        Row(["menu", "restock", "tomato", "\u{0663}"], usage, "<count> must be a whole number"),
        Row(["menu", "restock", "tomato", "99999999999999999999999"], usage, "<count> must be between 0 and 1000000, not 99999999999999999999999"),
        Row(["menu", "restock", "tomato", "5", "6"], usage, "unexpected argument '6'"),
        Row(["menu", "restock", "bisque", "5"], usage, "no soup called \"bisque\""),
        // order
        Row(["order"], usage, "missing argument <soup>"),
        Row(["order", "tomato", "chicken"], usage, "unexpected argument 'chicken'"),
        Row(["order", "gazpacho"], usage, "no soup called \"gazpacho\""),
        Row(["order", "tomatoe"], usage, "Did you mean \"Tomato Soup\"?"),
        Row(["order", "clam"], usage, "no soup called \"clam\" on the menu. Did you mean \"New England Clam Chowder\"?"),
        Row(["order", "t o m a t o"], usage, "no soup called \"t o m a t o\""),
        Row(["order", "to\u{200B}mato"], usage, "holds a control or invisible character (U+200B)"),
        Row(["order", "tomato", "-q", "2", "--quantity", "3"], usage, "--quantity was given twice; give it once"),
        Row(["order", "tomato", "--deliver-to", "1 Main St\u{1B}]0;PWNED\u{07}"], usage, "holds a control or invisible character (U+001B)"),
        Row(["order", "tomato", "--deliver-to", String(repeating: "a", count: 201)], usage, "--deliver-to is too long: 201 characters, at most 200"),
        Row(["order", "tomato", "--group", "g\u{1B}[2J"], usage, "holds a control or invisible character"),
        Row(["order", "tomato", "--group", String(repeating: "g", count: 201)], usage, "--group is too long: 201 characters, at most 200"),
        Row(["order", "tomato", "-q", "0"], usage, "--quantity must be between 1 and 10"),
        Row(["order", "tomato", "-q", "11"], usage, "--quantity must be between 1 and 10"),
        Row(["order", "tomato", "-q", "-3"], usage, "--quantity must be between 1 and 10"),
        Row(["order", "tomato", "-q", "two"], usage, "--quantity must be a whole number"),
        Row(["order", "tomato", "--quantity=2.5"], usage, "--quantity must be a whole number"),
        Row(["order", "tomato", "-q", "\u{FF12}"], usage, "--quantity must be a whole number"),
        Row(["order", "tomato", "-q"], usage, "option '-q' (--quantity) needs a value"),
        Row(["history", "-n"], usage, "option '-n' (--limit) needs a value"),
        Row(["history", "-n", "--quiet"], usage, "option '-n' (--limit) needs a value, but the next word is the option '--quiet'"),
        Row(["order", "tomato", "-t", "bacon"], usage, "no topping called \"bacon\""),
        Row(["order", "tomato", "--topping"], usage, "needs a value"),
        // An option where a value should be is the value left out, never the value.
        Row(["order", "tomato", "--deliver-to", "-h"], usage, "option '--deliver-to' needs a value, but the next word is the option '-h'"),
        Row(["order", "tomato", "--group", "--quiet"], usage, "needs a value, but the next word is the option '--quiet'"),
        // A typo of an option, or the end of the options, is no address or group either.
        Row(["order", "tomato", "--deliver-to", "--jsn"], usage, "needs a value, but the next word is '--jsn', written as an option"),
        Row(["order", "tomato", "--group", "--"], usage, "needs a value, but the next word is '--', the end of the options"),
        Row(["shortcuts", "add", "--menu", "--phrase", "--help"], usage, "needs a value, but the next word is the option '--help'"),
        Row(["order", "tomato", "--store", "Nowhere"], usage, "no store called \"Nowhere\""),
        Row(["order", "tomato", "--store", "Ferry Building", "--deliver-to", "1 Main St"], usage, "cannot be used together"),
        Row(["order", "tomato", "--deliver-to", "  "], usage, "--deliver-to needs an address"),
        Row(["order", "tomato", "--frob"], usage, "unknown option '--frob'"),
        Row(["order", "tomato", "-qx"], usage, "--quantity must be a whole number"),
        Row(["order", "--", "--quantity"], usage, "no soup called \"--quantity\""),
        Row(["order", "chicken", "-q", "6"], failure, "we don't have that many in stock"),
        Row(["order", "manhattan", "-q", "3"], failure, "we don't have that many in stock"),
        Row(["order", "new england"], failure, "out of stock"),
        Row(["order", "tom\u{1B}[31mato\nsoup"], usage, "\\u{1B}[31mato\\nsoup"),
        Row(["order", "{huge}"], usage, "characters)"),
        // history
        Row(["history", "--limit", "-1"], usage, "--limit must be between 0 and"),
        Row(["history", "--limit", "abc"], usage, "--limit must be a whole number"),
        Row(["history", "--limit", "99999999999"], usage, "--limit must be between 0 and"),
        Row(["history", "--limit"], usage, "needs a value"),
        Row(["history", "extra"], usage, "'extra' is not a subcommand of 'history'"),
        Row(["history", "show"], usage, "missing argument <order-id>"),
        Row(["history", "show", "a", "b"], usage, "unexpected argument 'b'"),
        Row(["history", "show", "ZZZZ"], failure, "No order has an id starting with \"ZZZZ\""),
        Row(["order", "tomato", "-q", "99999999999999999999999"], usage, "--quantity must be between 1 and 10, not 99999999999999999999999"),
        Row(["help", "--man", "order"], usage, "--man prints the whole manual, every command in it; give no command"),
        Row(["order", "tomato", "--topping", "chese"], usage, "There is no topping called \"chese\". Did you mean \"Cheese\"?"),
        Row(["order", "tomato", "--store", "feri"], usage, "There is no store called \"feri\". Did you mean \"Ferry Building\"?"),
        Row(["history", "show", ""], usage, "<order-id> cannot be empty: give an id, or the first characters of one"),
        Row(
            ["shortcuts", "add", "--menu", "--phrase", "show\tmenu"], usage,
            "--phrase \"show\\tmenu\" holds a control or invisible character (U+0009)"),
        Row(["shortcuts", "delete", " "], usage, "<voice-shortcut-id> cannot be empty: give an id, or the first characters of one"),
        Row(["open", "OrderSoupIntent", "--order", ""], usage, "--order cannot be empty: give an id, or the first characters of one"),
        Row(["history", "show", "{ambiguous}"], failure, "is the start of several order ids"),
        Row(["history", "show", "{huge}"], failure, "characters)"),
        Row(["history", "clear"], failure, "Not cleared"),
        Row(["history", "clear", "--force=yes"], usage, "takes no value"),
        Row(["history", "clear", "now"], usage, "unexpected argument 'now'"),
        // donations and suggestions
        Row(["donations", "--limit", "x"], usage, "--limit must be a whole number"),
        Row(["donations", "--limit", "-5"], usage, "--limit must be between 0 and"),
        Row(["donations", "extra"], usage, "'extra' is not a subcommand of 'donations'"),
        Row(["donations", "--all"], usage, "takes no option '--all'; it belongs to 'soupchef donations delete' and 'soupchef menu'"),
        Row(["intents", "donate", "Data/Intents.intentdefinition", "OrderSoup", "soup=tomato", "soup=chicken"], usage, "soup is given twice"),
        Row(["eval", "--generate", "2", "--save-scenarios", ""], usage, "--save-scenarios needs a directory name"),
        Row(["eval", "--generate", "2", "--save-histories", ""], usage, "--save-histories needs a file name"),
        Row(["eval", "--histories", ""], usage, "--histories needs a file name"),
        // An option given before the subcommand it belongs to, which the line names later.
        Row(["history", "--yes", "clear"], usage, "option '--yes' belongs to 'soupchef history clear': put it after 'clear'"),
        Row(["--limit", "5", "history"], usage, "option '--limit' belongs to 'soupchef history': put it after 'history'"),
        Row(["-q", "2", "order", "tomato"], usage, "option '-q' (--quantity) belongs to 'soupchef order': put it after 'order'"),
        Row(["-t", "cheese", "order", "tomato"], usage, "option '-t' (--topping) belongs to 'soupchef order': put it after 'order'"),
        Row(["history", "-y", "clear"], usage, "option '-y' (--yes) belongs to 'soupchef history clear': put it after 'clear'"),
        Row(["suggestions", "now"], usage, "unexpected argument 'now'"),
        Row(["suggestions", "--frobnicate"], usage, "unknown option '--frobnicate'"),
        // intents
        Row(["intents"], usage, "'intents' needs a subcommand"),
        Row(["intents", "show", "a", "b"], usage, "unexpected argument 'b'"),
        Row(["intents", "show", "--frobnicate"], usage, "unknown option '--frobnicate'"),
        Row(["intents", "show", "/"], io, "/: is a directory, not an intent definition, and holds no Metadata.appintents within 5 levels"),
        Row(["intents", "lint"], usage, "missing argument <file>"),
        Row(["intents", "lint", "/nonexistent/x.intentdefinition"], io, "cannot open: no such file"),
        Row(["intents", "lint", "{huge}"], io, "cannot open: file name too long"),
        Row(["intents", "donate", "/nonexistent"], usage, "missing argument <intent>"),
        Row(["intents", "donate", "/dev/null", "OrderSoup"], io, "/dev/null: is not a regular file"),
    ]

    /// Orders placed with a pinned clock, one soup disabled, one nearly sold out.
    final class Seeded: @unchecked Sendable {
        let directory: DataDirectory
        let ambiguousPrefix: String

        init() throws {
            directory = try DataDirectory(shared: "soupchef-bad-input")
            var commands = [["menu", "restock", "tomato", "40"], ["menu", "disable", "new england"], ["order", "chicken"], ["menu"]]
            commands += Array(repeating: ["order", "tomato"], count: 20)
            for arguments in commands {
                let result = directory.run(arguments)
                try #require(result.status == 0, "\(arguments): \(result.err)")
            }
            // 21 ids over 16 first characters: at least two share one.
            let ids = try directory.orders().map(\.id)
            let byFirst = Dictionary(grouping: ids) { $0.prefix(1) }
            ambiguousPrefix = String(try #require(byFirst.first { $0.value.count > 1 }?.key))
            // Reading the ids above looked at the store without taking it as one, which removes
            // an empty log (`Database.close`); whether the last order left the log empty depends
            // on its random ids. A command then leaves the directory as every row will find it.
            let settled = directory.run(["history", "--limit", "1"])
            try #require(settled.status == 0, "history: \(settled.err)")
        }

        func expand(_ arguments: [String]) -> [String] {
            arguments.map {
                switch $0 {
                case "{ambiguous}": ambiguousPrefix.lowercased()
                case "{huge}": String(repeating: "x", count: 1_000_000)
                default: $0
                }
            }
        }
    }

    static let seeded = Result { try Seeded() }

    /// On first use, a misspelt soup, store or topping is refused against the menu a new store
    /// would start with, before the data directory is created: bad input leaves nothing behind.
    @Test(arguments: [
        ["order", "soup"], ["order", "tomato", "--store", "nowhere"], ["order", "tomato", "--topping", "xyz"], ["menu", "enable", "clam"],
        ["menu", "disable", "nosuch"], ["menu", "restock", "nosuch", "5"],
    ])
    func badInputOnFirstUseCreatesNoDataDirectory(arguments: [String]) throws {
        let directory = try DataDirectory()
        let result = directory.run(arguments)
        #expect(result.status == 64, "\(arguments): \(result.err)")
        #expect(result.err.hasPrefix("Error: "), "\(result.err)")
        #expect(!FileManager.default.fileExists(atPath: directory.data), "\(arguments) created \(directory.data)")
    }

    @Test func theMatrixCoversEveryCommand() {
        #expect(Self.matrix.count >= 60)
        var named: Set<String> = []
        for row in Self.matrix { named.insert(row.arguments.prefix(2).joined(separator: " ")) }
        for command in [
            "menu", "menu disable", "menu enable", "menu restock", "order", "history", "history show", "history clear",
            "donations", "suggestions", "help",
        ] {
            #expect(named.contains { $0 == command || $0.hasPrefix(command + " ") }, "no bad input for \(command)")
        }
    }

    @Test(arguments: matrix)
    func badInputIsRefusedClearlyAndChangesNothing(row: Row) throws {
        let seeded = try Self.seeded.get()
        let arguments = seeded.expand(row.arguments)
        // Rows of one seeded directory run one at a time, so each sees only its own effect.
        let (result, before, after) = Self.lock.withLock {
            let before = seeded.directory.fingerprint()
            let result = seeded.directory.run(arguments)
            return (result, before, seeded.directory.fingerprint())
        }
        Self.check(result.status, out: result.out, err: result.err, row: row)
        #expect(after == before, "\(row) changed the store")
    }

    static let lock = NSLock()

    static func check(_ status: Int32?, out: String, err: String, row: Row) {
        #expect(status == row.status, "\(row): exit \(String(describing: status)), stderr \(err.prefix(300).debugDescription)")
        let lines = err.lines
        #expect(lines.first?.hasPrefix("Error: ") == true, "\(row): stderr must start with Error: — \(err.prefix(300).debugDescription)")
        #expect(lines.filter { $0.hasPrefix("Error") }.count == 1, "\(row): one error line")
        #expect(lines.first.map { $0.count <= 1100 } == true, "\(row): the error line is long (\(lines.first?.count ?? 0))")
        #expect(!err.unicodeScalars.contains { $0.properties.generalCategory == .control && $0 != "\n" }, "\(row): control characters on stderr")
        #expect(lines.first?.contains(row.says) == true, "\(row): \(lines.first ?? "") should say \(row.says)")
        if row.status == usage {
            // The error, the usage (one line per form), and where to read more.
            #expect(
                lines.count >= 3 && lines[1].hasPrefix("Usage: soupchef") && lines.last?.contains("--help' for more information") == true,
                "\(row): a usage error shows the usage: \(err.prefix(300).debugDescription)")
        } else {
            #expect(lines.count <= 2, "\(row): \(err.prefix(300).debugDescription)")
        }
        #expect(out.isEmpty, "\(row): nothing on stdout, got \(out.prefix(200).debugDescription)")
    }

    /// Arguments that are not UTF-8 can only come from a real process's argv.
    static let rawRows: [(arguments: [[UInt8]], row: Row)] = [
        ([[0xFF, 0xFE]], Row(["<FF FE>"], usage, "argument 1 (")),
        // Repaired, "to\u{FFFD}" would match Tomato Soup: it must be refused, not ordered.
        ([Array("order".utf8), [0x74, 0x6F, 0xC3]], Row(["order", "<to C3>"], usage, "argument 2 (\"to\u{FFFD}\") is not valid UTF-8")),
        ([Array("history".utf8), Array("show".utf8), [0xC3, 0x28]], Row(["history", "show", "<C3 28>"], usage, "argument 3")),
        ([Array("menu".utf8), Array("--now".utf8), [0x32, 0x30, 0xFF]], Row(["menu", "--now", "<20 FF>"], usage, "argument 3")),
        (
            [Array("order".utf8), Array("tomato".utf8), Array("-q".utf8), [0x31, 0x80]],
            Row(["order", "tomato", "-q", "<31 80>"], usage, "argument 4")
        ),
        (
            [Array("--data-dir".utf8), [0x2F, 0x74, 0x6D, 0x70, 0x2F, 0xFF], Array("menu".utf8)],
            Row(["--data-dir", "</tmp/FF>", "menu"], usage, "argument 2")
        ),
    ]

    @Test func nonUTF8ArgumentsAreRefusedClearlyAndChangeNothing() async throws {
        let directory = try Seeded().directory
        for (arguments, row) in Self.rawRows {
            let before = directory.fingerprint()
            let outcome = try await Program.runSoupchef(arguments, environment: directory.environment)
            Self.check(outcome.status, out: outcome.out, err: outcome.err, row: row)
            #expect(directory.fingerprint() == before, "\(row) changed the store")
        }
        // With --json the refusal is a JSON document too, with the usage of the command named.
        let outcome = try await Program.runSoupchef([Array("order".utf8), [0xFF], Array("--json".utf8)], environment: directory.environment)
        let document = try JSONSerialization.jsonObject(with: Data(outcome.err.utf8)) as? [String: Any]
        let failure = document?["error"] as? [String: Any]
        #expect(outcome.status == Self.usage && (failure?["message"] as? String)?.contains("argument 2") == true, "\(outcome.err)")
        #expect((failure?["usage"] as? [String])?.first?.hasPrefix("soupchef order <soup>") == true, "\(outcome.err)")
    }

    @Test func aHugeArgumentIsRefusedByTheProcessToo() async throws {
        let directory = try Seeded().directory
        let before = directory.fingerprint()
        let outcome = try await directory.spawn(["order", String(repeating: "y", count: 100_000)])
        Self.check(outcome.status, out: outcome.out, err: outcome.err, row: Row(["order", "<100 000 chars>"], Self.usage, "characters)"))
        #expect(directory.fingerprint() == before)
    }

    /// Found by the arguments fuzz target: --help wins over a missing <soup>.
    @Test func helpWithoutTheRequiredArgumentsPrintsHelp() throws {
        let directory = try DataDirectory()
        let result = directory.run("order", "-h", "-t:tato", "-qheme")
        #expect(result.status == 0)
        #expect(result.out.hasPrefix("OVERVIEW: Place an order"))
        #expect(result.err.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: directory.data), "help creates no data directory")
    }
}
