import Foundation
import SQLiteStore
import SoupKit
import Testing

@testable import SoupChefCLI

/// Scenarios touch nothing outside the simulation; identifiers are found as stored; notes are
/// shortened and errors name their store (the third outside fault test).
@Suite struct SandboxAndIdentifierTests {
    // MARK: Scenarios are sandboxed

    @Test func evalCannotOverwriteTheUsersStore() throws {
        let harness = try Harness()
        #expect(harness.run("order", "tomato").status == 0)
        let store = harness.dataDirectory + "/app.sqlite"
        let before = try harness.snapshot()
        let file = try harness.write("2026-11-16T12:00  order tomato\n2026-11-16T12:05  suggestions --svg \(store)\n")
        let result = harness.run("eval", file)
        #expect(result.status == 64, "\(result.err)")
        #expect(result.err.hasPrefix("Error: \(file):2: --svg"), "\(result.err)")
        #expect(result.err.contains("outside the simulation's data directory"))
        #expect(try harness.snapshot() == before, "the user's store is untouched")
        #expect(harness.run("history").status == 0)
    }

    @Test(arguments: [
        "suggestions --svg {dir}/picture.svg", "suggestions --week --svg=/tmp/elsewhere.svg", "intents lint /etc/passwd",
        "intents show {dir}/some.intentdefinition", "eval {dir}/other.txt",
    ])
    func replayRefusesEveryPathBeforeAnyStepRuns(step: String) throws {
        let harness = try Harness()
        let step = step.replacingOccurrences(of: "{dir}", with: harness.directory)
        let file = try harness.write("2026-11-16T12:00  order tomato\n2026-11-16T12:05  \(step)\n")
        let result = harness.run("replay", file)
        #expect(result.status == 64, "\(result.err)")
        #expect(result.err.hasPrefix("Error: \(file):2: "), "\(result.err)")
        #expect(result.err.contains("outside the simulation's data directory"), "\(result.err)")
        #expect(!FileManager.default.fileExists(atPath: harness.dataDirectory), "no step ran")
        #expect(!FileManager.default.fileExists(atPath: harness.directory + "/picture.svg"))
    }

    @Test func aPictureOnStandardOutputIsStillAllowed() throws {
        let harness = try Harness()
        let file = try harness.write("2026-11-16T12:00  order tomato\n2026-11-16T12:05  suggestions --svg -\n")
        let result = harness.run("replay", "--verbose", file)
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out.contains("<svg"))
    }

    /// Every value the command table calls a file, path or directory is declared as a path, so an
    /// option added later cannot slip past the sandbox.
    @Test func everyPathOptionDeclaresItsUse() {
        func visit(_ command: any ParsableCommand.Type) -> [String] {
            let configuration = command.configuration
            var missing: [String] = []
            for option in configuration.options {
                if case .value(let placeholder) = option.kind, ["file", "path", "dir", "directory"].contains(placeholder), option.path == nil {
                    missing.append("--\(option.name)")
                }
                if option.completion == .file || option.completion == .directory, option.path == nil { missing.append("--\(option.name)") }
            }
            for argument in configuration.arguments where argument.completion == .file || argument.completion == .directory {
                if argument.path == nil { missing.append("<\(argument.name)>") }
            }
            return missing + configuration.subcommands.flatMap(visit)
        }
        #expect(visit(SoupChefCommand.self).isEmpty)
        #expect(GlobalOptions.specs.filter { $0.completion == .directory || $0.completion == .file }.allSatisfy { $0.path != nil })
        #expect(SuggestionsCommand.svg.spec.path == .writes(standardOutput: "-"))
    }

    // MARK: Identifiers as stored

    /// Rewrites the stored ids of the only order and its donation, as an older store kept them.
    private func storeIdentifier(_ id: String, in harness: Harness) throws {
        let app = try Database(path: harness.dataDirectory + "/app.sqlite")
        try app.run("UPDATE orders SET id = ?", [.text(id)])
        app.close()
        let system = try Database(path: harness.dataDirectory + "/system.sqlite")
        try system.run("UPDATE interactions SET identifier = ?", [.text(id)])
        system.close()
    }

    @Test(arguments: [
        ("order-0", ["order-0", "order-", "ord"]),
        ("3f2a9c1e-0b4d-4e6f-8a7b-1c2d3e4f5a6b", ["3f2a9c1e-0b4d-4e6f-8a7b-1c2d3e4f5a6b", "3F2A9C1E-0B4D-4E6F-8A7B-1C2D3E4F5A6B", "3F2A9C", "3f2a"]),
    ])
    func storedIdentifiersAreFoundAsTyped(stored: String, typed: [String]) throws {
        let harness = try Harness()
        #expect(harness.run("order", "tomato").status == 0)
        try storeIdentifier(stored, in: harness)
        for text in typed {
            let shown = harness.run("history", "show", text)
            #expect(shown.status == 0, "history show \(text): \(shown.err)")
            #expect(shown.out.contains(stored), "history show \(text)")
        }
    }

    @Test(arguments: [("order-0", "order-0"), ("order-0", "order"), ("3f2a9c1e-0b4d-4e6f-8a7b-1c2d3e4f5a6b", "3F2A9C1E-0B4D-4E6F-8A7B-1C2D3E4F5A6B")])
    func storedDonationIdentifiersCanBeDeleted(stored: String, typed: String) throws {
        let harness = try Harness()
        #expect(harness.run("order", "tomato").status == 0)
        try storeIdentifier(stored, in: harness)
        let deleted = harness.run("donations", "delete", "--id", typed, "--json")
        #expect(deleted.status == 0, "\(deleted.err)")
        let system = try Database(path: harness.dataDirectory + "/system.sqlite")
        defer { system.close() }
        #expect(try system.scalar("SELECT count(*) FROM interactions") == 0, "donations delete --id \(typed)")
    }

    // MARK: Notes are shortened; errors name their store

    @Test func theNotUsedAnswersNoteIsShortened() throws {
        let harness = try Harness()
        #expect(harness.run("order", "tomato").status == 0)
        let answers = (1...300).flatMap { ["--answer", String(repeating: "x", count: 150) + String($0)] }
        let result = harness.run(["siri", "Order Tomato Soup from Soup Chef"] + answers)
        let note = try #require(result.err.split(separator: "\n").first { $0.hasPrefix("Not used:") })
        #expect(note.count <= 1100, "a note of \(note.count) characters")
    }

    @Test func anUnreadableOutboxRowNamesTheAppStoreAndLocksNobodyOut() throws {
        let harness = try Harness()
        #expect(harness.run("order", "tomato").status == 0)
        let app = try Database(path: harness.dataDirectory + "/app.sqlite")
        try app.run("INSERT INTO outbox(call_json) VALUES ('{\"not\": \"a call\"}')")
        app.close()
        // The listing still answers; the warning names the store, the row and how to drop it.
        let result = harness.run("history")
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out.contains("Tomato Soup"))
        #expect(
            result.err.contains("call 4 queued for Siri (the outbox) is not one this soupchef knows: column call_json of table outbox (seq 4) ")
                && result.err.contains("to drop that call alone: sqlite3 \(harness.dataDirectory)/app.sqlite 'DELETE FROM outbox WHERE seq = 4'"),
            "\(result.err)")
        #expect(!result.err.contains("DecodingError"))
        // An order is placed and reported so; its donation waits behind the unreadable call.
        let placed = harness.run("order", "chicken")
        #expect(placed.status == 0 && placed.err.contains("its donation is queued"), "\(placed.err)")
    }
}
