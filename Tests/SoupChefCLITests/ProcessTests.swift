import Foundation
import TestSupport
import Testing

@testable import SoupChefCLI

@Suite struct ProcessTests {
    @Test func binaryIsFound() throws {
        let binary = try Program.soupchef()
        #expect((binary as NSString).lastPathComponent == "soupchef")
    }

    @Test func versionAndHelpGoToStdoutWithStatusZero() throws {
        let harness = try Harness()
        let version = try harness.runProcess("--version")
        #expect(version.status == 0)
        #expect(version.out == "soupchef \(soupchefVersion)\n")
        #expect(version.err == "")
        let help = try harness.runProcess("history", "--help")
        #expect(help.status == 0)
        #expect(help.out.hasPrefix("OVERVIEW: "))
        #expect(help.err == "")
    }

    @Test func resultsGoToStdoutAndNotesToStderr() throws {
        let harness = try Harness()
        let result = try harness.runProcess("order", "tomato", "-q", "2")
        #expect(result.status == 0)
        #expect(result.outLines.count == 2)
        #expect(result.outLines.first == "Your total is $5.90. Your Tomato Soup order will be ready in 10 minutes.")
        #expect(result.outLines.last?.hasPrefix("Order ") == true)
        #expect(result.err == "Donated as “Order 2 Tomato Soup”.\n")
        // The same command in-process prints the same bytes.
        let inProcess = try Harness()
        let same = inProcess.run("order", "tomato", "-q", "2")
        #expect(same.out == result.out)
        #expect(same.err == result.err)
    }

    @Test func usageErrorExits64WithEverythingOnStderr() throws {
        let harness = try Harness()
        let result = try harness.runProcess("order", "tomato", "-q", "11")
        expectUsageError(result, command: ["order"], saying: "--quantity must be between 1 and 10, not 11")
        let unknown = try harness.runProcess("frobnicate")
        expectUsageError(unknown, command: [], saying: "unknown command 'frobnicate'")
    }

    @Test func failureExits1WithTheReasonOnStderr() throws {
        let harness = try Harness()
        let result = try harness.runProcess("order", "tomato", "-q", "5")
        #expect(result.status == 1)
        #expect(result.out == "")
        #expect(result.err.hasPrefix("Error: You asked for 5 soups, but we don't have that many in stock.\n"))
    }

    @Test func corruptStoreExits65() throws {
        let harness = try Harness()
        harness.run("menu", "--all")
        let path = harness.dataDirectory + "/app.sqlite"
        try Data(repeating: 0x5A, count: 4096).write(to: URL(fileURLWithPath: path))
        let result = try harness.runProcess("history")
        #expect(result.status == 65)
        #expect(result.out == "")
        #expect(result.err.hasPrefix("Error: \(path) is not a usable soupchef store"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data(repeating: 0x5A, count: 4096))
    }

    @Test func firstRunsAtOnceShareOneFreshStore() throws {
        let harness = try Harness()
        let results = try harness.runProcessesTogether(Array(repeating: ["menu", "--all"], count: 6))
        for result in results {
            #expect(result.status == 0, "\(result.err)")
            #expect(result.err == "")
            #expect(result.outLines.first?.hasPrefix("ID ") == true)
        }
        // The logs are kept from run to run (docs/reliability.md, "Syncs"). What must never be
        // left is a second store or a temporary file.
        #expect(try harness.runProcess("menu", "--all").status == 0)
        let files = try FileManager.default.contentsOfDirectory(atPath: harness.dataDirectory).sorted()
        #expect(files == ["app.sqlite", "app.sqlite-shm", "app.sqlite-wal", "system.sqlite", "system.sqlite-shm", "system.sqlite-wal"])
        #expect(try harness.fileMode(harness.dataDirectory) == 0o700)
        // One deploy: the menu is there once, and the suggestions were set once.
        #expect(try (harness.run("--json", "menu", "--all").json()["items"] as? [Any])?.count == 4)
        #expect(try (harness.run("--json", "suggestions").json()["shortcutSuggestions"] as? [Any])?.count == 2)
    }

    @Test func ordersRacingForTheLastStockNeverOversell() throws {
        let harness = try Harness()
        harness.run("menu", "--all")
        // New England Clam Chowder has 7: eight customers at once, one of them goes without.
        let results = try harness.runProcessesTogether(Array(repeating: ["order", "new england"], count: 8))
        let statuses = results.map(\.status).sorted()
        #expect(statuses == [0, 0, 0, 0, 0, 0, 0, 1], "\(results.map(\.err))")
        for failed in results where failed.status == 1 {
            #expect(failed.out == "")
            // Which check loses the race decides the words: the confirmation (with how to restock)
            // or the quantity.
            #expect(
                [
                    "Error: Sorry, New England Clam Chowder is out of stock.",
                    "Error: You asked for 1 soup, but we don't have that many in stock.",
                ].contains(failed.err.split(separator: "\n").first.map(String.init) ?? ""), "\(failed.err)")
        }
        #expect(results.filter { $0.outLines.last?.contains("is now sold out.") == true }.count == 1)
        let history = try harness.run("--json", "history", "--limit", "0").json()
        #expect((history["orders"] as? [Any])?.count == 7)
        let menu = try #require(try harness.run("--json", "menu", "--all").json()["items"] as? [[String: Any]])
        #expect(menu.first { $0["id"] as? String == "newEnglandClamChowder" }?["stock"] as? Int == 0)
        // The sell-out removed every donation of the item, including those of orders that raced it.
        #expect(try (harness.run("--json", "donations").json()["donations"] as? [Any])?.isEmpty == true)
    }

    @Test func largeJSONOutputArrivesWholeAndAlone() throws {
        let harness = try Harness()
        harness.run("menu", "restock", "new england", "1000")
        for _ in 0..<150 { #expect(harness.run("order", "new england").status == 0) }
        let result = try harness.runProcess("--json", "history", "--limit", "0")
        #expect(result.status == 0)
        #expect(result.err == "")
        #expect(result.out.utf8.count > 65_536)
        #expect(try (result.json()["orders"] as? [Any])?.count == 150)
    }
}

/// `replay -` reads the scenario from standard input, as `-` does to most tools, and names it so
/// in what it says.
@Suite struct ReplayFromStandardInputTests {
    func replay(_ scenario: String, in harness: Harness) throws -> Harness.Result {
        try harness.piped(scenario, into: "replay -")
    }

    @Test func aScenarioPipedInIsReplayed() throws {
        let harness = try Harness()
        let replayed = try replay("2026-12-01T12:00 order tomato\\n12:05 order tomato -q 2\\n", in: harness)
        #expect(replayed.status == 0, "\(replayed.err)")
        #expect(replayed.out.hasSuffix("Replayed 2 steps from standard input, 2026-12-01 12:00 to 2026-12-01 12:05.\n"), "\(replayed.out)")
        #expect((try harness.run("--json", "history").json()["orders"] as? [Any])?.count == 2)
    }

    @Test func mistakesNameStandardInputAndChangeNothing() throws {
        let harness = try Harness()
        let mistaken = try replay("2026-12-01T12:00 order tomato\\n12:05 ordr tomato\\n", in: harness)
        #expect(mistaken.status == 64)
        #expect(mistaken.err == "Error: standard input:2: unknown command 'ordr'. Did you mean 'order'?\n")
        let empty = try replay("", in: harness)
        #expect(empty.status == 65)
        #expect(empty.err == "Error: The scenario on standard input has no steps.\n")
        #expect(!FileManager.default.fileExists(atPath: harness.dataDirectory))
    }
}

/// `eval --histories -` reads the histories from standard input, as `replay -` reads a scenario,
/// and names it so in what it says.
@Suite struct HistoriesFromStandardInputTests {
    func eval(_ histories: String, in harness: Harness) throws -> Harness.Result {
        try harness.piped(histories, into: "eval --histories -")
    }

    @Test func historiesPipedInAreEvaluated() throws {
        let harness = try Harness()
        let lines = (0..<6).map { "ann,2026-11-0\($0 + 1)T12:00,tomato\\nbob,2026-11-0\($0 + 1)T19:00,chowder\\n" }.joined()
        let read = try eval("person,date,shortcut\\n" + lines, in: harness)
        #expect(read.status == 0, "\(read.err)")
        #expect(read.out.contains("Predicting the last 3 orders of 2 people"), "\(read.out)")
    }

    @Test func nothingToReadNamesStandardInput() throws {
        let harness = try Harness()
        let empty = try eval("person,date,shortcut\\n", in: harness)
        #expect(empty.status == 65)
        #expect(empty.err.hasPrefix("Error: Cannot evaluate standard input: it holds no orders"), "\(empty.err)")
    }
}

extension Harness {
    /// The built soupchef run by the shell with `text` (printf's escapes read) piped into it, with
    /// `arguments` (the shell splits them) and this harness's environment.
    func piped(_ text: String, into arguments: String) throws -> Result {
        let shell = "printf '\(text)' | \"$0\" \(arguments)"
        return Result(try Program.run("/bin/sh", ["-c", shell, try Program.soupchef()], environment: environment))
    }
}
