import SiriSystem
import SoupChefViews
import SoupKit
import TextMatching

struct OpenCommand: ParsableCommand {
    /// Where `continueUserActivity` sends each activity type the app declares.
    enum Route: CaseIterable {
        case viewMenu, orderSoupIntent, orderComplete

        var name: String {
            switch self {
            case .viewMenu: "viewMenu"
            case .orderSoupIntent: OrderSoupIntent.typeName
            case .orderComplete: "orderComplete"
            }
        }

        var activityType: String {
            switch self {
            case .viewMenu: UserActivity.viewMenuType
            case .orderSoupIntent: OrderSoupIntent.typeName
            case .orderComplete: UserActivity.orderCompleteType
            }
        }

        /// By short name or full activity type, any case.
        init?(activityType text: String) {
            let wanted = text.lowercased()
            guard let route = Route.allCases.first(where: { $0.name.lowercased() == wanted || $0.activityType.lowercased() == wanted }) else {
                return nil
            }
            self = route
        }

        static var known: String {
            allCases.map { $0.name == $0.activityType ? $0.name : "\($0.name) (\($0.activityType))" }.joined(separator: ", ")
        }
    }

    static let name = "open"
    static let configuration = CommandConfiguration(
        name: name, abstract: "Continue a user activity in the app, as continueUserActivity routes it.",
        discussion: """
            viewMenu shows the menu (and donates it again, as the menu screen does). OrderSoupIntent shows the order
            --order names, pre-filled for you to finish; --place places it. orderComplete shows the order's details.
            Activity types: \(Route.known).
            """,
        arguments: [activityType],
        options: [order, place])

    static let activityType = Argument<Route>(
        "activity-type", help: "viewMenu, OrderSoupIntent or orderComplete (or the full activity type).", completion: .activityType,
        parser: ValueParser { text, _ in
            guard let route = Route(activityType: text) else {
                let meant = Suggest.value(text, among: Route.allCases.map(\.name))
                throw UsageError("unknown activity type '\(text)'; Soup Chef continues \(Route.known)" + (meant.isEmpty ? "." : meant))
            }
            return route
        })
    static let order = Option<String?>(
        "order", placeholder: "order-id", help: "The order the activity is about (a unique prefix of its id).", completion: .order,
        parser: .idPrefix)
    static let place = Option(flag: "place", help: "With OrderSoupIntent: place the pre-filled order.")

    let route: Route
    let order: String?
    let place: Bool

    init(_ arguments: ParsedArguments) throws {
        route = try arguments[Self.activityType]
        order = try arguments[Self.order]
        place = arguments[Self.place]
        switch route {
        case .viewMenu where order != nil || place:
            throw UsageError("viewMenu takes neither --order nor --place")
        case .orderSoupIntent, .orderComplete:
            guard order != nil else { throw UsageError("\(route.name) needs --order <order-id>: the order the activity is about") }
            if route == .orderComplete && place { throw UsageError("--place goes with OrderSoupIntent, not orderComplete") }
        default:
            break
        }
    }

    func run(_ context: Context) throws -> ExitStatus {
        switch route {
        case .viewMenu:
            return try MenuCommand.show(all: false, context)
        case .orderComplete:
            return try HistoryShowCommand.show(idPrefix: order ?? "", context)
        case .orderSoupIntent:
            // A store not made yet holds no order: refused before anything is created.
            if try context.isBeforeFirstUse() { throw SoupKitError.unknownOrder(order ?? "") }
            let app = try context.app()
            let past = try app.order(idPrefix: order ?? "")
            let parameters = OrderParameters(reordering: past)
            if place { return try OrderCommand.place(parameters, donationGroup: nil, context) }
            return try showForm(past, parameters: parameters, app: app, context: context)
        }
    }

    /// The order screen, pre-filled from a past order's intent, for the person to finish.
    private func showForm(_ past: Order, parameters: OrderParameters, app: SoupChef, context: Context) throws -> ExitStatus {
        let menu = try app.menu()
        let intent = past.intent
        let item = menu.item(id: past.menuItem.id)
        let quantity = intent.quantity ?? 1
        let total = item.map { intent.line(of: $0).total }
        let command = ShellCommand.soupchef(["order"] + parameters.words)
        let placeCommand = ShellCommand.soupchef(["open", route.name, "--order", VoiceShortcutText.shortID(past.id), "--place"])
        if context.json {
            try context.printJSON(
                OrderFormDocument(
                    activityType: route.activityType, intent: IntentJSON(intent.systemIntent), total: total?.decimalString,
                    currency: total?.currency, available: item.map { $0.isOrderable && $0.stock >= quantity } ?? false, orderCommand: command,
                    placeCommand: placeCommand))
            return .success
        }
        context.out.line(context.style.bold("New order") + " (pre-filled from order \(VoiceShortcutText.shortID(past.id)))")
        let rows: [(String, String)] = [
            ("Soup", past.menuItem.name + (item.map { " (\(intent.line(of: $0).unitPrice.formatted) each)" } ?? "")),
            ("Quantity", String(quantity)),
            ("Toppings", past.toppings.isEmpty ? "none" : past.toppings.map(\.name).joined(separator: ", ")),
            past.storeLocation.map { ("Pickup at", $0.name) } ?? ("Deliver to", past.deliveryLocation ?? ""),
            ("Total", total?.formatted ?? "—"),
        ]
        // Whether it can be placed is part of the result, not only a note (`--quiet` keeps results):
        // a row says so when it cannot, as the JSON's `available` does.
        let unavailable: String? =
            if let item {
                item.unavailableReason ?? (item.stock < quantity ? "\(item.stock) left, fewer than \(quantity)" : nil)
            } else {
                "not on the menu"
            }
        for (label, value) in rows + (unavailable.map { [("Available", "no (\($0))")] } ?? []) {
            context.out.line("  " + (label + ":").padded(toLength: 12) + Diagnostic.escaped(value))
        }
        guard let item else {
            context.note("\(past.menuItem.name) cannot be ordered now (not on the menu).")
            return .success
        }
        // What must change before it can be placed, said before the command that places it.
        if let reason = item.unavailableReason {
            let mend = item.isEnabled ? ["menu", "restock", item.id] : ["menu", "enable", item.id]
            context.note("\(past.menuItem.name) cannot be ordered now (\(reason)). First: \(ShellCommand.soupchef(mend))")
        } else if item.stock < quantity {
            // Orderable, but not this many: the order would be refused for its quantity.
            var fewer = parameters.words
            if let at = fewer.firstIndex(of: "--quantity"), at + 1 < fewer.count {
                fewer[at + 1] = String(item.stock)
            } else {
                fewer += ["--quantity", String(item.stock)]
            }
            context.note(
                "\(item.stock) \(past.menuItem.name) left, fewer than the \(quantity) of this order. First: "
                    + ShellCommand.soupchef(["menu", "restock", item.id]) + "; or order fewer: "
                    + ShellCommand.soupchef(["order"] + fewer))
        }
        let placeable = item.unavailableReason == nil && item.stock >= quantity
        context.note("\(placeable ? "Place it" : "Then place it"): \(placeCommand)")
        context.note("Or change it first: \(command)")
        return .success
    }
}
