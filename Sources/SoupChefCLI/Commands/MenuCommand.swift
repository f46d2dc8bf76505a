import SoupChefViews
import SoupKit
import TextMatching

struct MenuCommand: ParsableCommand {
    static let name = "menu"
    static let configuration = CommandConfiguration(
        name: name, abstract: "Show the menu, or change it.",
        discussion: """
            Without --all, shows the customer menu (available regular items and daily specials, by name) and
            donates the viewMenu user activity, as the app's menu screen does.
            """,
        options: [all],
        subcommands: [MenuDisableCommand.self, MenuEnableCommand.self, MenuRestockCommand.self])

    static let all = Option(flag: "all", help: "Show every item, secret ones too, with stock and state.")

    let all: Bool

    init(_ arguments: ParsedArguments) throws {
        all = arguments[Self.all]
    }

    func run(_ context: Context) throws -> ExitStatus {
        try Self.show(all: all, context)
    }

    /// The menu screen (which donates the viewMenu activity), or with `all` every item; `open
    /// viewMenu` and Siri's menu shortcut show it too.
    static func show(all: Bool, _ context: Context) throws -> ExitStatus {
        let app = try context.app()
        let menu = try app.menu()
        let items = all ? menu.items : try app.showMenu()
        if !all, let problem = app.deliveryProblem {
            context.warn("the menu's viewMenu activity was not donated: " + problem)
        }
        if context.json {
            try context.printJSON(MenuDocument(items: items.map(MenuItemJSON.init), toppings: menu.toppings, stores: menu.stores))
            return .success
        }
        if all {
            // The id is what menu disable, enable and restock take: never shortened.
            var table = Table(
                ["ID", "NAME", "PRICE", "STOCK", "KIND", "STATE"], rightAligned: [2, 3], wholeColumns: [0], priority: [0, 1, 2, 3, 5, 4])
            for item in items {
                table.add([
                    item.id, item.name, item.price.formatted, String(item.stock), kindName(item.kind), item.unavailableReason ?? "available",
                ])
            }
            context.out.write(table.render(style: context.style, width: context.width))
        } else if items.isEmpty {
            context.out.line("Nothing is available today.")
        } else {
            // KIND names the column a narrow terminal may leave out, as every other column is named.
            var table = Table(["SOUP", "PRICE", "CONTAINS", "KIND"], rightAligned: [1], styledColumns: [3])
            for item in items {
                // Soup Chef's descriptions read "Contains: …"; the column says it once. (Not Foundation's
                // `replacingOccurrences`: its first use costs a quarter of a millisecond.)
                let contents = item.itemDescription.hasPrefix("Contains: ") ? String(item.itemDescription.dropFirst(10)) : item.itemDescription
                table.add([item.name, item.price.formatted, contents, item.kind == .dailySpecial ? context.style.yellow("daily special") : ""])
            }
            context.out.write(table.render(style: context.style, width: context.width))
        }
        let toppings = "Toppings (free): " + Diagnostic.escaped(menu.toppings.map(\.name).concatenated(separator: ", "))
        for line in Prose.lines(toppings, width: context.width) { context.out.line(line) }
        return .success
    }

    static func kindName(_ kind: MenuItemKind) -> String {
        switch kind {
        case .regular: "regular"
        case .dailySpecial: "daily special"
        case .secret: "secret"
        }
    }
}

/// What the three menu changes share: a soup argument, and how a change is reported.
protocol MenuChangeCommand: ParsableCommand {
    var soup: String { get }
    func change(_ item: MenuItem, in app: SoupChef) throws -> MenuChange
    /// Whether to go ahead (`menu disable` asks first on a terminal).
    func confirmed(_ item: MenuItem, context: Context) throws -> Bool
}

extension MenuChangeCommand {
    func confirmed(_ item: MenuItem, context: Context) throws -> Bool { true }

    func run(_ context: Context) throws -> ExitStatus {
        if let menu = try context.menuBeforeFirstUse() { _ = try menu.soup(named: soup) }
        let app = try context.app()
        let item = try app.menu().soup(named: soup)
        guard try confirmed(item, context: context) else { return .failure }
        // Taking a soup off the menu deletes its orders' donations, a long job for a big history.
        let progress = Progress("Deleting the donations of \(item.name)'s orders…", total: nil, context: context)
        if item.isOrderable, Self.self == MenuDisableCommand.self { progress.status() }
        let change = try change(item, in: app)
        progress.finish()
        defer {
            let removed = change.wasOrderable && !change.item.isOrderable && !change.callsQueued ? change.removedDonationCount : 0
            context.sayDoneIfUnreported(
                "\(change.item.name) is now \(change.item.unavailableReason.map { "unavailable (\($0))" } ?? "available"), stock \(change.item.stock)"
                    + (removed == 0
                        ? "" : ", and \(removed) \(removed == 1 ? "donation" : "donations") of its orders \(removed == 1 ? "was" : "were") removed"))
        }
        if context.json {
            try context.printJSON(
                MenuChangeDocument(
                    item: MenuItemJSON(change.item), wasOrderable: change.wasOrderable, removedDonations: change.removedDonations,
                    removedDonationCount: change.removedDonationCount))
            return .success
        }
        defer { if change.callsQueued { context.warnQueued("what the change asks of Siri (deletions, suggestions)", app: app) } }
        let state = change.item.unavailableReason.map { "unavailable (\($0))" } ?? "available"
        context.out.line("\(change.item.name): \(state), stock \(change.item.stock).")
        // Enabled but sold out, or restocked but off the menu: what still keeps it from being ordered.
        if !change.item.isOrderable, Self.self != MenuDisableCommand.self {
            if !change.item.isEnabled {
                context.note("It is still off the menu; put it back with: " + ShellCommand.soupchef(["menu", "enable", change.item.id]))
            } else if Self.self != MenuRestockCommand.self {
                context.note("It is still sold out; restock it with: " + ShellCommand.soupchef(["menu", "restock", change.item.id]))
            }
        }
        if change.wasOrderable && !change.item.isOrderable && change.callsQueued {
            context.out.line("Removing the donations of its orders is queued.")
        } else if change.wasOrderable && !change.item.isOrderable {
            context.out.line(Self.removedLine(change.removedDonations, count: change.removedDonationCount))
        } else if !change.wasOrderable && change.item.isOrderable, try app.hasOrders(of: change.item) {
            context.note("Any donations of its orders deleted while it could not be ordered stay deleted: only new orders are donated.")
        } else if Self.self == MenuDisableCommand.self {
            // Disabled again, or disabled when sold out: say why nothing was deleted this time.
            context.note("It could not be ordered already: the donations of its orders were deleted when it became unavailable.")
        }
        return .success
    }

    /// What an order that sold its soup out says before the donations it removed; a replay
    /// finds the line by it.
    static var soldOutMark: String { " is now sold out. " }

    /// What an order that sold `name` out says: the donations it removed, or that removing
    /// them is queued with the order's own donation (Siri's store could not take them now).
    static func soldOutLine(_ name: String, _ placement: PlacedOrder) -> String {
        name + soldOutMark
            + (placement.donationQueued
                ? "Removing the donations of its orders is queued." : removedLine(placement.removedDonations, count: placement.removedDonationCount))
    }

    static func removedLine(_ identifiers: [String], count: Int) -> String {
        switch count {
        case 0: return "Removed no donations: no order of it has one."
        case 1: return "Removed 1 donation: \(identifiers.first ?? "")."
        case 2...10: return "Removed \(count) donations: \(identifiers.concatenated(separator: ", "))."
        default: return "Removed \(count) donations of its orders."
        }
    }
}

struct MenuDisableCommand: MenuChangeCommand {
    static let name = "disable"
    static let configuration = CommandConfiguration(
        name: name, abstract: "Take a soup off the menu and delete the donations of its orders.",
        discussion:
            "The donations are deleted for good (enabling the soup again does not bring them back), so on a terminal it asks first; --yes does not.",
        arguments: [CommonArguments.soup], options: [Confirmation.yes])
    let soup: String
    let yes: Bool
    init(_ arguments: ParsedArguments) throws {
        soup = try arguments[CommonArguments.soup]
        yes = arguments[Confirmation.yes]
    }
    func change(_ item: MenuItem, in app: SoupChef) throws -> MenuChange { try app.disable(item) }
    func confirmed(_ item: MenuItem, context: Context) throws -> Bool {
        // Only a soup that is on the menu loses donations.
        guard item.isEnabled else { return true }
        return try Confirmation.granted(
            "Take \(item.name) off the menu and delete the donations of its orders for good?", yes: yes, context: context,
            unchanged: "\(item.name) stays on the menu")
    }
}

struct MenuEnableCommand: MenuChangeCommand {
    static let name = "enable"
    static let configuration = CommandConfiguration(
        name: name, abstract: "Put a soup back on the menu (nothing is re-donated).",
        arguments: [CommonArguments.soup])
    let soup: String
    init(_ arguments: ParsedArguments) throws { soup = try arguments[CommonArguments.soup] }
    func change(_ item: MenuItem, in app: SoupChef) throws -> MenuChange { try app.enable(item) }
}

struct MenuRestockCommand: MenuChangeCommand {
    static let name = "restock"
    static let configuration = CommandConfiguration(
        name: name, abstract: "Set a soup's stock (default: the stock in Data/menu.json).",
        discussion:
            "A stock of 0 sells the soup out, which deletes the donations of its orders for good, as 'menu disable' does: "
            + "on a terminal it asks first; --yes does not.",
        arguments: [CommonArguments.soup, count], options: [Confirmation.yes])
    static let count = Argument<Int?>(optional: "count", help: "The new stock, 0 to 1000000.", parser: .integer(in: 0...1_000_000))

    let soup: String
    let count: Int?
    let yes: Bool

    init(_ arguments: ParsedArguments) throws {
        soup = try arguments[CommonArguments.soup]
        count = try arguments[Self.count]
        yes = arguments[Confirmation.yes]
    }

    func change(_ item: MenuItem, in app: SoupChef) throws -> MenuChange { try app.restock(item, to: count) }
    func confirmed(_ item: MenuItem, context: Context) throws -> Bool {
        // Only a soup on sale loses donations when it sells out.
        guard count == 0, item.isOrderable else { return true }
        return try Confirmation.granted(
            "Sell \(item.name) out (stock 0) and delete the donations of its orders for good?", yes: yes, context: context,
            unchanged: "\(item.name) keeps its stock of \(item.stock)")
    }
}
