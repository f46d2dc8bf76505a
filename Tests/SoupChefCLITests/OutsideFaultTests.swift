import Foundation
import SoupKit
import TestSupport
import Testing

@testable import SoupChefCLI

/// The defects an outside fault test found (issue 10), each checked here by the item it fixes.
@Suite struct OutsideFaultTests {
    // MARK: 10.5 Commands printed for pasting are quoted for the shell

    /// Words a shell would otherwise expand, split or run.
    static let hostileWords = [
        "lunch $(touch pwned) now", "it's", "a'b\"c", "`touch pwned`", "~", "*", "", "-x", "semi;colon", "two  spaces", "back\\slash",
        "new\nline", "Soupe à l'oignon", "bell\u{07} and 'quote' and \\n", "tab\there",
    ]

    /// A word with a control character is written `$'…'`, which bash, zsh and ksh read (dash,
    /// `/bin/sh` on Debian, does not): it is checked with bash, the others with `/bin/sh`.
    @Test func quotedWordsReachAShellUnchangedAndRunNothing() throws {
        let harness = try Harness()
        let bash = Program.find("bash")
        for word in Self.hostileWords {
            let control = word.unicodeScalars.contains { $0.properties.generalCategory == .control }
            if control && bash == nil { continue }
            let command = "printf '%s|' " + ShellCommand.quoted(word)
            let shell = control ? bash ?? "/bin/sh" : "/bin/sh"
            if control { #expect(ShellCommand.quoted(word).hasPrefix("$'"), "\(word.debugDescription)") }
            let result = try Program.run(shell, ["-c", "cd '\(harness.directory)' && " + command], environment: [:])
            #expect(result.status == 0)
            #expect(result.out == word + "|", "\(word.debugDescription) came back as \(result.out.debugDescription)")
        }
        #expect(!FileManager.default.fileExists(atPath: harness.directory + "/pwned"))
    }

    /// A command printed for pasting acts on what the running one did: the data directory given
    /// with --data-dir (quoted), and, where they change the result, the iOS and the clock given.
    /// `history clear --yes` pasted from a --data-dir run must not clear the default directory.
    @Test func everyPrintedCommandCarriesTheDataDirectoryGiven() throws {
        let harness = try Harness()
        let data = harness.directory + "/my lunch"
        let cleared = harness.run(["--data-dir", data, "history", "clear"])
        #expect(cleared.status == 1)
        #expect(cleared.err.contains("run: soupchef --data-dir '\(data)' history clear --yes\n"), "\(cleared.err)")
        let order = harness.run(["--data-dir", data, "--ios", "15", "--now", "2026-12-07T12:00", "order", "tomato", "--quantity", "4"])
        #expect(order.status == 0, "\(order.err)")
        // Restocking is the app's: the data directory alone.
        #expect(order.err.contains("Restock it with: soupchef --data-dir '\(data)' menu restock tomatoSoup\n"), "\(order.err)")
        let id = try #require(order.out.split(separator: " ").last.map { String($0.prefix(8)) })
        let added = harness.run(["--data-dir", data, "--ios", "15", "shortcuts", "add", "--order", id, "--phrase", "Soup time"])
        #expect(added.err.contains("Say it: soupchef --data-dir '\(data)' --ios 15 siri 'Soup time'"), "\(added.err)")
        // The notes of an empty list, a replay and the menu activity never made current.
        let other = harness.directory + "/other one"
        let none = harness.run(["--data-dir", other, "--now", "2026-12-07T12:00", "shortcuts"])
        #expect(none.err.contains("Add one with: soupchef --data-dir '\(other)' --now 2026-12-07T12:00 shortcuts add --menu"))
        // A relative data directory is carried made absolute: pasted elsewhere, the line reaches
        // the same store (the words only; nothing is run in the working directory).
        let here = FileManager.default.currentDirectoryPath
        #expect(carriedOptions(["--data-dir", "sp ace", "shortcuts"], outer: []) == ["--data-dir", here + "/sp ace"])
        #expect(carriedOptions(["--data-dir", "./lunch", "history"], outer: []) == ["--data-dir", here + "/lunch"])
        #expect(carriedOptions(["--data-dir", "/tmp/lunch", "history"], outer: []) == ["--data-dir", "/tmp/lunch"])
        #expect(carriedOptions(["--data-dir", "~/lunch", "history"], outer: []) == ["--data-dir", "~/lunch"])
        let replayed = harness.run(["--data-dir", other, "replay", AppIntentsMetadataCommandTests.root + "/Data/scenarios/mondays-and-saturdays.txt"])
        #expect(replayed.err.contains("Ask Siri what it learned: soupchef --data-dir '\(other)' suggestions --at 2026-12-05T19:48 --explain"))
        let suggested = harness.run(["--data-dir", other, "--now", "2026-12-07T12:00", "suggestions"])
        #expect(
            suggested.out.contains("never made current, or deleted); showing the menu donates it: soupchef --data-dir '\(other)' --now"),
            "\(suggested.out)")
        // Without options, the command is as before: the environment's directory is the shell's.
        #expect(harness.run("history", "clear").err.contains("run: soupchef history clear --yes\n"))
    }

    @Test func everyPrintedCommandQuotesWhatItHolds() throws {
        let harness = try Harness()
        let phrase = "lunch $(touch pwned) now"
        let added = harness.run("order", "tomato")
        let orderID = try #require(added.out.split(separator: " ").last.map { String($0.prefix(8)) })
        let shortcut = harness.run("shortcuts", "add", "--order", orderID, "--phrase", phrase)
        #expect(shortcut.status == 0, "\(shortcut.err)")
        #expect(shortcut.err.contains("Say it: soupchef siri 'lunch $(touch pwned) now'"), "\(shortcut.err)")
        // Asked again where nobody can answer: the edit command to run instead, quoted.
        let again = harness.run("shortcuts", "add", "--order", orderID, "--phrase", "it's $(id)")
        #expect(again.status == 1)
        #expect(again.err.contains("--phrase 'it'\\''s $(id)'"), "\(again.err)")
        let none = harness.run("shortcuts", "add", "--order", orderID)
        #expect(none.err.contains("--phrase '<new phrase>'"), "\(none.err)")
    }

    // MARK: 10.6 and 10.11 Text that is kept is checked when it is typed

    @Test func textWithControlCharactersOrTooLongIsRefusedAtInput() throws {
        let harness = try Harness()
        #expect(harness.run("order", "tomato").status == 0)
        let before = try harness.snapshot()
        let refused: [([String], String)] = [
            (["shortcuts", "add", "--menu", "--phrase", "lunch\u{1B}[2J"], "holds a control or invisible character (U+001B)"),
            (["shortcuts", "add", "--menu", "--phrase", "lunch\u{202E}emit"], "holds a control or invisible character (U+202E)"),
            (["order", "tomato", "--deliver-to", "1 Main St\u{1B}]0;PWNED\u{07}"], "--deliver-to \"1 Main St\\u{1B}]0;PWNED\\u{7}\" holds"),
            (["order", "tomato", "--deliver-to", String(repeating: "a", count: 10_000)], "--deliver-to is too long: 10000 characters, at most 200"),
            (["order", "tomato", "--group", "g\u{1B}[2J"], "--group \"g\\u{1B}[2J\" holds a control or invisible character"),
            (["order", "tomato", "--group", String(repeating: "g", count: 201)], "--group is too long"),
            (["donations", "delete", "--group", "g\u{1B}[2J"], "--group \"g\\u{1B}[2J\" holds"),
            (["siri", "Order Soup Chef for delivery", "--answer", "home\u{1B}[2J"], "--answer \"home\\u{1B}[2J\" holds"),
        ]
        for (arguments, says) in refused {
            let result = harness.run(arguments)
            #expect(result.status == 64, "\(arguments): \(result.err)")
            #expect(result.err.hasPrefix("Error: ") && result.err.contains(says), "\(arguments): \(result.err.prefix(300))")
            #expect(!result.err.contains("\u{1B}"))
        }
        #expect(try harness.snapshot() == before)
        #expect(harness.run("order", "tomato", "--deliver-to", String(repeating: "a", count: 200)).status == 0)
    }

    // MARK: 10.9 A replay reads every step before it runs one

    @Test(arguments: [
        ("frobnicate", ":2: unknown command 'frobnicate'"),
        ("order tomato --bogus", ":2: unknown option '--bogus'"),
        ("order bogussoup", ":2: There is no soup called \"bogussoup\" on the menu."),
        ("order tomato --store Nowhere", ":2: There is no store called \"Nowhere\"."),
        ("order tomato -t bacon", ":2: There is no topping called \"bacon\"."),
        ("order tomato --store Civic --deliver-to home", ":2: --store and --deliver-to cannot be used together"),
        ("order tomato -q 2 -q 3", ":2: --quantity was given twice"),
        ("menu disable gazpacho", ":2: There is no soup called \"gazpacho\""),
    ])
    func aBadStepAnywhereStopsTheReplayBeforeItOrders(step: String, says: String) throws {
        let harness = try Harness()
        let file = try harness.write("2026-11-16T12:00  order tomato\n2026-11-16T12:05  \(step)\n")
        let result = harness.run("replay", file)
        #expect(result.status == 64, "\(result.err)")
        #expect(result.err.lines.count == 1 && result.err.hasPrefix("Error: \(file)\(says)"), "\(result.err)")
        #expect(result.out.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: harness.dataDirectory), "nothing was made, so nothing was ordered")
    }

    @Test func stepsAreCheckedAgainstTheMenuTheDataDirectoryHas() throws {
        let harness = try Harness()
        #expect(harness.run("menu", "disable", "tomato").status == 0)
        // A disabled soup is still a name on the menu: the step runs, and its refusal stops the replay.
        let file = try harness.write("2026-11-16T12:00  order chicken\n2026-11-16T12:05  order tomato\n")
        let result = harness.run("replay", file)
        #expect(result.status == 1)
        #expect(try harness.run("history", "--json").json()["orders"].map { ($0 as? [Any])?.count } == 1)
    }

    // MARK: 10.10 Error lines are short

    @Test func longTextIsShortenedInErrorAndReportLines() throws {
        let harness = try Harness()
        let huge = String(repeating: "soup ", count: 20_000)
        let said = harness.run("siri", huge)
        #expect(said.status == 1)
        let error = try #require(said.err.lines.first { $0.hasPrefix("Error:") })
        #expect(error.count < 500, "an error line of \(error.count) characters")
        #expect(error.contains("…(\(huge.count) characters)"))
        let file = try harness.write("2026-11-16T12:00  siri \"\(huge)\"\n")
        let replayed = harness.run("replay", file)
        #expect(replayed.status == 1)
        #expect(replayed.out.lines.allSatisfy { $0.count < 500 }, "a report line of \(replayed.out.lines.map(\.count).max() ?? 0)")
        #expect(replayed.err.lines.allSatisfy { $0.count < 1100 })
    }

    // MARK: 10.12 Pictures are written beside, then renamed into place

    @Test func aPictureReplacesAFileButNeverWritesThroughALink() throws {
        let harness = try Harness()
        let target = harness.directory + "/victim.txt"
        try "precious".write(toFile: target, atomically: true, encoding: .utf8)
        let link = harness.directory + "/lock.svg"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        let refused = harness.run("suggestions", "--svg", link)
        #expect(refused.status == 74)
        #expect(refused.err.hasPrefix("Error: Cannot write the picture to \(link): it is a symbolic link"), "\(refused.err)")
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "precious")

        let plain = harness.directory + "/plain.svg"
        try "old".write(toFile: plain, atomically: true, encoding: .utf8)
        chmod(plain, 0o640)
        #expect(harness.run("suggestions", "--svg", plain).status == 0)
        #expect(try String(contentsOfFile: plain, encoding: .utf8).contains("<svg"))
        var info = stat()
        #expect(stat(plain, &info) == 0 && info.st_mode & 0o777 == 0o640, "the replaced file keeps its mode")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: harness.directory).filter { $0.hasPrefix(".") }
        #expect(leftovers.isEmpty, "temporary files left: \(leftovers)")
    }

    @Test func aPictureNeverReplacesAStoreOrAReadOnlyFile() throws {
        let harness = try Harness()
        #expect(harness.run("order", "tomato").status == 0)
        let before = try harness.snapshot()
        let store = harness.dataDirectory + "/app.sqlite"
        let intoStore = harness.run("suggestions", "--svg", store)
        #expect(intoStore.status == 74)
        #expect(intoStore.err.contains("it is in the data directory"), "\(intoStore.err)")
        #expect(try harness.snapshot() == before)

        let readOnly = harness.directory + "/kept.svg"
        try "kept".write(toFile: readOnly, atomically: true, encoding: .utf8)
        chmod(readOnly, 0o444)
        let refused = harness.run("suggestions", "--svg", readOnly)
        #expect(refused.status == 74)
        #expect(refused.err.contains("it is read-only"), "\(refused.err)")
        #expect(try String(contentsOfFile: readOnly, encoding: .utf8) == "kept")
    }

    @Test(arguments: [
        ("/tmp", "it is a directory"), ("/dev/full", "it is not a regular file"), ("/no/such/dir/x.svg", "there is no directory /no/such/dir"),
    ])
    func aPictureThatCannotBeWrittenSaysWhyInWords(path: String, says: String) throws {
        let harness = try Harness()
        let result = harness.run("suggestions", "--svg", path)
        #expect(result.status == 74)
        #expect(result.err.hasPrefix("Error: Cannot write the picture to \(path): \(says)"), "\(result.err)")
        #expect(!result.err.contains("NSCocoaErrorDomain") && !result.err.contains(".."), "\(result.err)")
        #expect(result.err.lines.count == 1)
    }

    @Test func aPictureOnStandardOutputStillWorksButNotBesideJSON() throws {
        let harness = try Harness()
        #expect(harness.run("suggestions", "--svg", "-").out.contains("<svg"))
        let both = harness.run("--json", "suggestions", "--svg", "-")
        #expect(both.status == 64)
        // With --json, the error is a JSON document on stderr (docs/cli.md, "Errors as JSON").
        let error = try #require(try JSONSerialization.jsonObject(with: Data(both.err.utf8)) as? [String: Any])["error"] as? [String: Any]
        #expect((error?["message"] as? String)?.hasPrefix("--svg - and --json both write to standard output") == true)
        #expect(both.out.isEmpty)
    }

    // MARK: 10.16 Data-directory messages that fit the trouble

    @Test func aStoreOthersCanChangeGetsItsOwnWarning() throws {
        let harness = try Harness()
        #expect(harness.run("menu").status == 0)
        chmod(harness.dataDirectory + "/app.sqlite", 0o666)
        let result = harness.run("menu")
        #expect(result.err.contains("warning: \(harness.dataDirectory)/app.sqlite can be changed by other users (mode 666); run: chmod 600"))
        chmod(harness.dataDirectory + "/app.sqlite", 0o600)
    }

    @Test(.enabled(if: geteuid() == 0, "only root can give a directory to another user"))
    func anotherUsersDataDirectoryIsWarnedAbout() throws {
        let harness = try Harness()
        #expect(harness.run("menu").status == 0)
        chown(harness.dataDirectory, 65534, 65534)
        let result = harness.run("menu")
        #expect(result.err.contains("belongs to another user (uid 65534)"), "\(result.err)")
        #expect(!result.err.contains("chmod"))
    }

    @Test func replayWarnsAboutTheDataDirectoryAsEveryCommandDoes() throws {
        let harness = try Harness()
        #expect(harness.run("menu").status == 0)
        chmod(harness.dataDirectory, 0o755)
        let file = try harness.write("2026-11-16T12:00  menu\n")
        let result = harness.run("replay", file)
        #expect(result.status == 0)
        #expect(
            result.err.lines.first?.hasPrefix("warning: data directory \(harness.dataDirectory) can be read by other users") == true, "\(result.err)")
    }

    // MARK: 10.17 --json everywhere

    @Test func versionHelpAndCompletionsSpeakJSON() throws {
        let harness = try Harness()
        let version = try harness.run("--version", "--json").json()
        #expect(version["name"] as? String == "soupchef" && version["version"] as? String == soupchefVersion)
        for arguments in [["help", "order", "--json"], ["--json", "order", "--help"]] {
            let help = try harness.run(arguments).json()
            #expect(help["command"] as? String == "soupchef order")
            #expect((help["usage"] as? [String])?.first?.hasPrefix("soupchef order <soup>") == true)
            let options = try #require(help["options"] as? [[String: Any]])
            let quantity = try #require(options.first { $0["name"] as? String == "quantity" })
            #expect(quantity["short"] as? String == "q" && quantity["value"] as? String == "n" && quantity["repeatable"] as? Bool == false)
            #expect(options.first { $0["name"] as? String == "topping" }?["repeatable"] as? Bool == true)
            #expect((help["globalOptions"] as? [[String: Any]])?.contains { $0["name"] as? String == "json" } == true)
        }
        let root = try harness.run("--json", "help").json()
        #expect((root["subcommands"] as? [[String: Any]])?.contains { $0["name"] as? String == "order" } == true)
        #expect((root["subcommands"] as? [[String: Any]])?.contains { $0["name"] as? String == "__complete" } == false)
        let script = try harness.run("--json", "completions", "bash").json()
        #expect(script["shell"] as? String == "bash")
        #expect(script["script"] as? String == harness.run("completions", "bash").out)
    }

    // MARK: 10.18 The secret soup stays secret

    @Test func theSecretSoupIsNeitherCompletedNorHintedAt() throws {
        let harness = try Harness()
        let completed = harness.run("__complete", "order", "")
        #expect(!completed.out.contains("manhattan"))
        let clam = harness.run("order", "clam")
        #expect(clam.status == 64)
        #expect(clam.err.hasPrefix("Error: There is no soup called \"clam\" on the menu. Did you mean \"New England Clam Chowder\"?"))
        #expect(!clam.err.contains("several") && !clam.err.lowercased().contains("manhattan"))
        #expect(harness.run("order", "manhattan").status != 64, "named in full, the secret soup is found")
    }

    // MARK: 10.20 Cosmetic

    @Test func anAmbiguousPrefixSaysThereAreMore() throws {
        let harness = try Harness()
        #expect(harness.run("menu", "restock", "tomato", "1000").status == 0)
        for _ in 0..<81 { #expect(harness.run("order", "tomato").status == 0) }
        let ids = try #require(try harness.run("history", "--limit", "0", "--json").json()["orders"] as? [[String: Any]]).compactMap {
            $0["id"] as? String
        }
        // 81 ids over 16 first characters: one of them starts at least 6.
        let crowded = try #require(Dictionary(grouping: ids) { $0.prefix(1) }.first { $0.value.count >= 6 })
        let result = harness.run("history", "show", String(crowded.key))
        #expect(result.status == 1)
        #expect(result.err.contains(", and more. Type more of it."), "\(result.err)")
        #expect(
            SoupKitError.ambiguousOrder("A", candidates: ["A1", "A2"]).description
                == "\"A\" is the start of several order ids: A1, A2. Type more of it.")
    }

    @Test func clearingOneOrderAsksInGoodGrammar() throws {
        let harness = try Harness()
        #expect(harness.run("order", "tomato").status == 0)
        let asked = harness.run(["history", "clear"], input: ["n"], terminal: true)
        #expect(asked.err.hasPrefix("Delete the only order and every donated interaction? [y/N] "), "\(asked.err)")
        #expect(HistoryClearCommand.question(orders: 2) == "Delete all 2 orders and every donated interaction?")
    }

    @Test func theIdentifierColumnIsNeverCut() throws {
        let harness = try Harness()
        #expect(harness.run("order", "tomato", "--group", "a-rather-long-group-identifier-for-lunch").status == 0)
        let id = try #require(try harness.run("history", "--json").json()["orders"] as? [[String: Any]]).first?["id"] as? String
        harness.environment["COLUMNS"] = "80"
        for arguments in [["donations"], ["donations", "--limit", "0"]] {
            let rows = harness.run(arguments).out.lines
            #expect(rows.count == 3)
            #expect(rows[1].hasSuffix(try #require(id)), "\(rows[1])")
            #expect(rows[1].hasPrefix("2026-12-07 12:00  "), "the date keeps its time")
            // Other columns are left out, and named, instead.
            #expect(rows[2].hasPrefix("(Not shown, to fit 80 columns:"), "\(rows[2])")
            #expect(rows.allSatisfy { $0.count <= 80 })
        }
    }

    @Test func spacedOutOrInvisiblySplitNamesOrderNothing() throws {
        let menu = Menu.shipped()
        for name in ["t o m a t o", "to\u{200B}mato", "tom ato"] {
            #expect(throws: SoupKitError.self, "\(name.debugDescription)") { try menu.soup(named: name) }
        }
        #expect(try menu.soup(named: "tomato").id == "tomatoSoup")
        #expect(try menu.soup(named: "chickennoodle").id == "chickenNoodleSoup")
        let harness = try Harness()
        #expect(harness.run("order", "to\u{200B}mato").status == 64)
        #expect(harness.run("order", "t o m a t o").status == 64)
        #expect((try harness.run("history", "--json").json()["orders"] as? [Any])?.isEmpty == true)
    }
}

extension String {
    fileprivate var lines: [String] { split(separator: "\n").map(String.init) }
}
