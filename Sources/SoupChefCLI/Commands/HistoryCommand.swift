import SoupChefViews
import SoupKit
import TextMatching

struct HistoryCommand: ParsableCommand {
    static let defaultLimit = 20

    static let name = "history"
    static let configuration = CommandConfiguration(
        name: name, abstract: "List past orders, newest first.",
        discussion: "Shows the \(defaultLimit) newest orders unless --limit says otherwise (0: all of them).",
        options: [limit],
        subcommands: [HistoryShowCommand.self, HistoryClearCommand.self])

    static let limit = CommonArguments.limit(of: "orders", default: defaultLimit)

    let limit: Int

    init(_ arguments: ParsedArguments) throws {
        limit = try arguments[Self.limit] ?? Self.defaultLimit
    }

    func run(_ context: Context) throws -> ExitStatus {
        // The listing reads the app's store alone.
        let app = try context.app(systemWhenNeeded: true)
        if limit == 0 { return try runAll(context, app: app) }
        // One more than shown tells whether there are more, without counting the history.
        let fetched = try app.orders(limit: limit + 1)
        let orders = Array(fetched.prefix(limit))
        let more = fetched.count > orders.count
        if context.json {
            try context.printJSON(HistoryDocument(orders: orders.map { OrderJSON($0, dates: context.dates) }, more: more))
            return .success
        }
        guard !orders.isEmpty else {
            context.note(Self.emptyNote(menu: try app.menu()))
            return .success
        }
        var table = Self.table()
        for order in orders { table.add(Self.cells(order, context: context)) }
        context.out.write(table.render(style: context.style, width: context.width))
        if more { context.note("Older orders not shown; use --limit n, or --limit 0 for all.") }
        return .success
    }

    /// The whole history, streamed from the stored rows in one read snapshot: memory holds one
    /// order's row, the order kinds and the column widths (found by a first, quicker walk).
    private func runAll(_ context: Context, app: SoupChef) throws -> ExitStatus {
        try app.snapshot { try OrderListingWriter(context: context, app: app).print() }
    }

    /// What an empty history suggests: an order of a soup that can be ordered now (tomato when
    /// it can, as the docs' first order is), else the menu, which says why none can.
    static func emptyNote(menu: Menu) -> String {
        guard let order = DataDirectoryHints.firstOrder(menu: menu) else {
            return "No orders yet, and no soup can be ordered now: " + ShellCommand.soupchef(["menu"]) + " says why."
        }
        return "No orders yet. Place one with: " + order
    }

    static func table() -> Table {
        // Kept first when a terminal is narrow: the order's id and date, what it was, what it cost.
        Table(
            ["ORDER", "DATE", "SOUP", "QTY", "TOPPINGS", "PICKUP / DELIVERY", "TOTAL"], rightAligned: [3, 6], wholeColumns: [0, 1],
            priority: [0, 1, 2, 6, 3, 5, 4])
    }

    static func cells(_ order: Order, context: Context) -> [String] {
        [
            String(order.id.prefix(8)), context.dates.short(order.date), order.menuItem.name, String(order.quantity),
            order.toppings.isEmpty ? "-" : order.toppings.map(\.name).concatenated(separator: ", "),
            order.storeLocation.map { "pickup: \($0.name)" } ?? "delivery: \(order.deliveryLocation ?? "")",
            order.total.formatted,
        ]
    }
}

struct HistoryShowCommand: ParsableCommand {
    static let name = "show"
    static let configuration = CommandConfiguration(
        name: name, abstract: "Show one order and its donation.",
        arguments: [id])

    static let id = Argument<String>("order-id", help: "The order id, or a unique prefix of it (any case).", completion: .order, parser: .idPrefix)

    let id: String

    init(_ arguments: ParsedArguments) throws { id = try arguments[Self.id] }

    func run(_ context: Context) throws -> ExitStatus {
        try Self.show(idPrefix: id, context)
    }

    /// One order, its donation and its voice shortcut; `open orderComplete` shows it too.
    static func show(idPrefix id: String, _ context: Context) throws -> ExitStatus {
        if try context.isBeforeFirstUse() { throw SoupKitError.unknownOrder(id) }
        let app = try context.app()
        let order = try app.order(idPrefix: id)
        let donation = try app.system.interaction(identifier: order.id)
        // Not in Siri's store yet, but waiting in the app's queue: not deleted.
        let queued = donation == nil ? try app.donationIsQueued(orderID: order.id) : false
        if context.json {
            try context.printJSON(
                OrderDetailDocument(
                    order: OrderJSON(order, dates: context.dates), donation: donation.map { DonationJSON($0, dates: context.dates) },
                    donationQueued: queued))
            return .success
        }
        let rows: [(String, String)] = [
            ("Date", context.dates.iso(order.date)),
            ("Soup", "\(order.menuItem.name) (\(order.line.unitPrice.formatted) each)"),
            ("Quantity", String(order.quantity)),
            ("Toppings", order.toppings.isEmpty ? "none" : order.toppings.map(\.name).concatenated(separator: ", ")),
            order.storeLocation.map { ("Pickup at", $0.name) } ?? ("Deliver to", order.deliveryLocation ?? ""),
            ("Total", order.total.formatted),
            ("Ready", context.dates.iso(order.readyDate)),
            (
                "Donation",
                donation.map { "“\($0.title)”" + ($0.subtitle.map { " — \($0)" } ?? "") + " [\($0.shortcutTypeKey)]" }
                    ?? (queued ? "queued (Siri's store could not take it; the next command that can delivers it)" : "none (deleted)")
            ),
            // The sample's "Add to Siri" row: edit when the order already has a voice shortcut.
            (
                "Siri",
                try VoiceShortcutDataManager(app: app).voiceShortcut(for: VoiceShortcutDataManager.shortcut(for: order)).map {
                    "“\(Diagnostic.escaped($0.invocationPhrase))” ("
                        + ShellCommand.soupchef(["shortcuts", "edit", VoiceShortcutText.shortID($0.identifier), "--phrase", "<new phrase>"]) + ")"
                } ?? "Add to Siri: " + ShellCommand.soupchef(["shortcuts", "add", "--order", VoiceShortcutText.shortID(order.id)])
            ),
        ]
        context.out.line(context.style.bold("Order \(Diagnostic.escaped(order.id))"))
        for (label, value) in rows {
            context.out.line("  " + (label + ":").padded(toLength: 12) + Diagnostic.escaped(value))
        }
        return .success
    }
}

struct HistoryClearCommand: ParsableCommand {
    static let name = "clear"
    static let configuration = CommandConfiguration(
        name: name, abstract: "Delete every order, and every donated interaction (INInteraction.deleteAll).",
        discussion: "Asks first on a terminal; elsewhere it needs --yes (or --force).",
        options: [Confirmation.yes, force])

    static let force = Option(flag: "force", short: "f", help: "Do not ask: the same as --yes.")

    /// A script's `history clear` without --yes.
    static var refusal: CommandFailure {
        CommandFailure(
            .failure,
            "Not cleared: this deletes every order and every donated interaction, and there is no terminal to ask on. To clear them anyway, run: "
                + ShellCommand.soupchef(["history", "clear", "--yes"]))
    }

    let force: Bool

    init(_ arguments: ParsedArguments) throws { force = arguments[Self.force] || arguments[Confirmation.yes] }

    func run(_ context: Context) throws -> ExitStatus {
        // A script's refusal on a data directory not made yet leaves it not made.
        if !force, !context.input.isTerminal, !context.input.isAbsent, try context.isBeforeFirstUse() { throw Self.refusal }
        let app = try context.app()
        // On a terminal, nothing to delete is nothing to ask about (as `menu disable` of a
        // disabled soup); a script's `history clear` without --yes is refused as always.
        let nothingToAsk = try context.input.isTerminal && app.orderCount() == 0 && app.system.interactionCount() == 0
        if !force && !nothingToAsk {
            guard context.input.isTerminal else {
                // A replay's step asks nothing and has no shell to run another command from.
                if context.input.isAbsent {
                    throw CommandFailure(
                        .failure, "Not cleared: this deletes every order and every donated interaction; add --yes to the step, which asks nothing.")
                }
                throw Self.refusal
            }
            Confirmation.ask(Self.question(orders: try app.orderCount()), context: context)
            let answer = Confirmation.answer(context) ?? ""
            guard answer == "y" || answer == "yes" else {
                try Confirmation.declined(context)
                return .failure
            }
        }
        let (orders, donations) = try app.clearHistory()
        defer {
            context.sayDoneIfUnreported(
                "\(orders) \(orders == 1 ? "order" : "orders")"
                    + (donations.map { " and \($0) \($0 == 1 ? "donation" : "donations") were deleted" }
                        ?? " were deleted (every donation's deletion queued)"))
        }
        if context.json {
            try context.printJSON(HistoryClearDocument(deletedOrders: orders, deletedDonations: donations))
        } else if let donations {
            context.out.line("Deleted \(orders) \(orders == 1 ? "order" : "orders") and \(donations) \(donations == 1 ? "donation" : "donations").")
        } else {
            context.out.line("Deleted \(orders) \(orders == 1 ? "order" : "orders"); deleting every donation is queued.")
        }
        if donations == nil { context.warnQueued("the deletion of every donation", app: app) }
        return .success
    }

    /// What `history clear` asks, in words that fit the count.
    static func question(orders: Int) -> String {
        switch orders {
        case 0: "Delete every donated interaction (there are no orders)?"
        case 1: "Delete the only order and every donated interaction?"
        default: "Delete all \(orders) orders and every donated interaction?"
        }
    }
}
