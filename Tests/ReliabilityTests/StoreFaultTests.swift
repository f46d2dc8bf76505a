import Foundation
import SQLiteStore
import TestSupport
import Testing

@testable import SoupChefCLI

/// Full disks, file size limits, a busy or full system store, odd umasks: the faults of issue 10
/// that concern the store files and the outbox (docs/reliability.md, "Store faults").
@Suite struct StoreFaultTests {
    // MARK: A full disk while the stores are first made (issue 10, item 1)

    /// Every amount of free space, from none to enough, in steps of 8 KB: the first `order`
    /// either works or exits 74 saying there is no space, leaves no temporary file, and never
    /// links a half-made store into place; once space is freed, the next run works and the
    /// history and the donations agree.
    @Test func aFullDiskWhileTheStoresAreFirstMadeIsReportedAndTheNextRunWorks() throws {
        var outcomes: [Int: Int32] = [:]
        let budgets = Array(stride(from: 0, through: 400 * 1024, by: 8192))
        for budget in budgets {
            let directory = try DataDirectory()
            let prefix = directory.data + "/"
            FullDisk.limit(prefix, to: budget)
            let first = directory.run("order", "tomato")
            FullDisk.limit(prefix, to: nil)
            #expect(first.status == 0 || first.status == 74, "\(budget) bytes free: \(first.status) \(first.err)")
            outcomes[budget] = first.status
            if first.status == 74 {
                let error = first.err.lines.last ?? ""
                #expect(error.hasPrefix("Error: ") && error.contains("no space left"), "\(budget) bytes free: \(first.err)")
                #expect(first.out.isEmpty)
            }
            let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.data)) ?? []
            #expect(!files.contains { $0.contains(".tmp") }, "\(budget) bytes free left \(files)")
            for store in ["app.sqlite", "system.sqlite"] where files.contains(store) {
                #expect(try directory.integrityCheck(store) == "ok", "\(budget) bytes free: \(store)")
            }
            let next = directory.run("order", "tomato")
            #expect(next.status == 0, "after \(budget) bytes free, then space freed: \(next.err)")
            #expect(directory.run("history").status == 0)
            let orders = try directory.orders()
            #expect(orders.count == (first.status == 0 ? 2 : 1), "\(budget) bytes free")
            #expect(try Set(directory.donatedIdentifiers()) == Set(orders.map(\.id)), "\(budget) bytes free")
            #expect(try directory.pendingCalls() == 0)
        }
        // The sweep reached both sides: no space at all fails, and the most space works.
        #expect(outcomes[0] == 74)
        #expect(outcomes[budgets.last ?? 0] == 0)
    }

    // MARK: The outbox when the system store cannot take a donation (issue 10, items 3 and 7)

    /// An environment with a 200 ms busy timeout, so that a held lock is given up on quickly.
    static func impatient(_ directory: DataDirectory) -> [String: String] {
        directory.environment.merging(["SOUPCHEF_BUSY_TIMEOUT_MS": "200"]) { $1 }
    }

    static func run(_ arguments: [String], environment: [String: String]) -> DataDirectory.Result {
        let (out, readOut) = Output.capture()
        let (err, readErr) = Output.capture()
        let status = SoupChefCLI.main(arguments, environment: environment, out: out, err: err, input: .none)
        return DataDirectory.Result(status: status, out: readOut(), err: readErr())
    }

    @Test func anOrderCommittedWhileTheSystemStoreIsBusyIsReportedAsPlaced() throws {
        let directory = try DataDirectory()
        #expect(directory.run("menu", "--all").status == 0)
        let holder = try directory.database("system.sqlite")
        try holder.execute("BEGIN IMMEDIATE")
        let placed = Self.run(["--json", "order", "tomato"], environment: Self.impatient(directory))
        try holder.execute("ROLLBACK")

        #expect(placed.status == 0, "\(placed.err)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(placed.out.utf8)) as? [String: Any])
        let order = try #require(document["order"] as? [String: Any])
        let id = try #require(order["id"] as? String)
        #expect(document["donation"] is NSNull)
        #expect(placed.err.contains("the order was placed; its donation is queued and will be delivered by the next command"))
        #expect(!placed.err.contains("try again"))
        #expect(try directory.orders().map(\.id) == [id])
        #expect(try directory.pendingCalls() == 1)
        // While the store is still busy, history show says the donation is queued, not deleted.
        try holder.execute("BEGIN IMMEDIATE")
        let shown = Self.run(["history", "show", id], environment: Self.impatient(directory))
        let shownJSON = Self.run(["--json", "history", "show", id], environment: Self.impatient(directory))
        try holder.execute("ROLLBACK")
        #expect(shown.out.contains("Donation:   queued (Siri's store could not take it; the next command that can delivers it)"), "\(shown.out)")
        let detail = try #require(try JSONSerialization.jsonObject(with: Data(shownJSON.out.utf8)) as? [String: Any])
        #expect(detail["donation"] is NSNull && detail["donationQueued"] as? Bool == true, "\(shownJSON.out)")
        holder.close()
        // The next command delivers it.
        #expect(directory.run("history").status == 0)
        let delivered = try #require(
            try JSONSerialization.jsonObject(with: Data(directory.run("--json", "history", "show", id).out.utf8)) as? [String: Any])
        #expect(delivered["donation"] is [String: Any] && delivered["donationQueued"] as? Bool == false)
        #expect(try directory.donatedIdentifiers() == [id])
        #expect(try directory.pendingCalls() == 0)
    }

    /// A deletion of every donation that waits in the queue has deleted none yet, and does not
    /// know how many it will: its JSON count is null, not 0, which would say there were none.
    @Test func aQueuedDeletionOfEveryDonationCountsNoneInItsJSON() throws {
        let directory = try DataDirectory()
        for _ in 0..<2 { #expect(directory.run("order", "tomato").status == 0) }
        let holder = try directory.database("system.sqlite")
        try holder.execute("BEGIN IMMEDIATE")
        let deleteAll = Self.run(["--json", "donations", "delete", "--all"], environment: Self.impatient(directory))
        let clear = Self.run(["--json", "history", "clear", "--yes"], environment: Self.impatient(directory))
        try holder.execute("ROLLBACK")
        holder.close()
        #expect(deleteAll.status == 0 && clear.status == 0, "\(deleteAll.err) \(clear.err)")
        let deleted = try #require(try JSONSerialization.jsonObject(with: Data(deleteAll.out.utf8)) as? [String: Any])
        #expect(deleted["count"] is NSNull, "\(deleteAll.out)")
        #expect(deleteAll.err.contains("is queued and will be delivered by the next command"))
        let cleared = try #require(try JSONSerialization.jsonObject(with: Data(clear.out.utf8)) as? [String: Any])
        #expect(cleared["deletedOrders"] as? Int == 2)
        #expect(cleared["deletedDonations"] is NSNull, "\(clear.out)")
        // Delivered, they are gone; a deletion that ran says how many it deleted.
        #expect(directory.run("history").status == 0)
        #expect(try directory.donatedIdentifiers().isEmpty)
        #expect(directory.run("order", "tomato").status == 0)
        let counted = try #require(
            try JSONSerialization.jsonObject(with: Data(directory.run("--json", "history", "clear", "--yes").out.utf8)) as? [String: Any])
        #expect(counted["deletedDonations"] as? Int == 1)
    }

    @Test func anOrderCommittedOnAFullSystemStoreIsReportedAsPlaced() throws {
        let directory = try DataDirectory()
        #expect(directory.run("menu", "--all").status == 0)
        let prefix = directory.data + "/system.sqlite"
        FullDisk.limit(prefix, to: 0)
        let placed = directory.run("order", "tomato")
        FullDisk.limit(prefix, to: nil)
        #expect(placed.status == 0, "\(placed.err)")
        #expect(placed.out.hasPrefix("Your order is placed") || placed.out.contains("Order "), "\(placed.out)")
        #expect(placed.err.contains("its donation is queued and will be delivered by the next command"))
        #expect(placed.err.contains("no space left"))
        let id = try #require(try directory.orders().first?.id)
        #expect(placed.out.contains("Order \(id)"))
        #expect(directory.run("history").status == 0)
        #expect(try directory.donatedIdentifiers() == [id])
    }

    /// With donations that cannot be delivered (a full system store), reading commands answer
    /// from the app store, saying delivery is pending, and `history clear --force` and
    /// `donations delete --all` work (their deletions wait in the outbox behind the donations).
    @Test func anUndeliverableOutboxLocksNobodyOut() throws {
        let directory = try DataDirectory()
        #expect(directory.run("order", "tomato").status == 0)
        let prefix = directory.data + "/system.sqlite"
        FullDisk.limit(prefix, to: 0)
        defer { FullDisk.limit(prefix, to: nil) }
        #expect(directory.run("order", "new england").status == 0)
        #expect(try directory.pendingCalls() == 1)

        let history = directory.run("history")
        #expect(history.status == 0, "\(history.err)")
        #expect(history.out.contains("New England Clam Chowder") && history.out.contains("Tomato Soup"))
        #expect(history.err.contains("delivery to Siri is pending"))
        let menu = directory.run("menu")
        #expect(menu.status == 0, "\(menu.err)")
        #expect(menu.out.contains("Tomato Soup"))
        let donations = directory.run("donations")
        #expect(donations.status == 0, "\(donations.err)")
        #expect(donations.err.contains("delivery to Siri is pending"))

        let deleteAll = directory.run("donations", "delete", "--all")
        #expect(deleteAll.status == 0, "\(deleteAll.err)")
        #expect(deleteAll.err.contains("is queued and will be delivered by the next command"))
        let clear = directory.run("history", "clear", "--force")
        #expect(clear.status == 0, "\(clear.err)")
        #expect(clear.out.hasPrefix("Deleted 2 orders"))
        #expect(try directory.orders().isEmpty)

        // Space is freed: the next command delivers everything, in order.
        FullDisk.limit(prefix, to: nil)
        #expect(directory.run("history").status == 0)
        #expect(try directory.pendingCalls() == 0)
        #expect(try directory.donatedIdentifiers().isEmpty)
    }

    // MARK: Process limits (issue 10, items 13 and 15)

    /// Runs soupchef through `sh -c '<setup>; exec soupchef …'`.
    static func spawn(after setup: String, _ arguments: [String], in directory: DataDirectory) async throws -> ProcessOutcome {
        let shell = try #require(Program.find("sh"))
        let soupchef = try Program.soupchef()
        let script = setup + "; exec \"$0\" \"$@\""
        return try await Task.detached {
            try Program.run(shell, ["-c", script, soupchef] + arguments, environment: directory.environment)
        }.value
    }

    @Test func storesAre0600WhateverTheUmask() async throws {
        let directory = try DataDirectory()
        let first = try await Self.spawn(after: "umask 277", ["order", "tomato"], in: directory)
        #expect(first.status == 0, "\(first.err)")
        for name in ["app.sqlite", "system.sqlite"] {
            var info = stat()
            #expect(stat(directory.data + "/" + name, &info) == 0 && info.st_mode & 0o777 == 0o600, "\(name)")
        }
        let next = try await directory.spawn(["history"])
        #expect(next.status == 0, "\(next.err)")
        #expect(next.err.isEmpty)
    }

    @Test func aFileSizeLimitIsReportedAsAnIOErrorNotASignal() async throws {
        let directory = try DataDirectory()
        let limited = try await Self.spawn(after: "ulimit -f 16", ["order", "tomato"], in: directory)
        #expect(limited.signal == nil, "killed by signal \(limited.signal ?? 0)")
        #expect(limited.status == 74, "\(limited.err)")
        #expect(limited.err.hasPrefix("Error: ") && limited.err.contains("file too large"), "\(limited.err)")
        let next = try await directory.spawn(["order", "tomato"])
        #expect(next.status == 0, "\(next.err)")
        // Whichever write meets the limit (the store, its log, the log's index, a sync after it),
        // the message names the limit, never a bare "disk I/O error".
        for blocks in [32, 64, 100] {
            let other = try DataDirectory()
            #expect(other.run("order", "tomato").status == 0)
            let limited = try await Self.spawn(after: "ulimit -f \(blocks)", ["order", "tomato"], in: other)
            #expect(limited.signal == nil)
            #expect(
                limited.status == 0 || limited.err.contains("file too large") || limited.err.contains("file size limit of"),
                "ulimit -f \(blocks): \(limited.err)")
        }
    }
}
