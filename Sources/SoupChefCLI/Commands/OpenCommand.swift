import SiriSystem
import SoupKit

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

    static let configuration = CommandConfiguration(
        name: "open", abstract: "Continue a user activity in the app, as continueUserActivity routes it.",
        discussion: """
            viewMenu shows the menu (and donates it again, as the menu screen does). OrderSoupIntent shows the order
            --order names, pre-filled for you to finish; --place places it. orderComplete shows the order's details.
            Activity types: \(Route.known).
            """,
        arguments: [
            ArgumentSpec("activity-type", help: "viewMenu, OrderSoupIntent or orderComplete (or the full activity type).", completion: "activityType")
        ],
        options: [
            OptionSpec(
                "order", .value(placeholder: "order-id"), help: "The order the activity is about (a unique prefix of its id).", completion: "order"),
            OptionSpec("place", help: "With OrderSoupIntent: place the pre-filled order."),
        ])

    let route: Route
    let order: String?
    let place: Bool

    init(_ arguments: ParsedArguments) throws {
        let type = arguments.positionals[0]
        guard let route = Route(activityType: type) else {
            throw UsageError("unknown activity type '\(type)'; Soup Chef continues \(Route.known)")
        }
        self.route = route
        order = arguments.value("order")
        place = arguments.flag("place")
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
            return try MenuCommand(ParsedArguments(path: ["menu"])).run(context)
        case .orderComplete:
            return try HistoryShowCommand(ParsedArguments(path: ["history", "show"], positionals: [order ?? ""])).run(context)
        case .orderSoupIntent:
            let app = try context.app()
            let past = try app.order(idPrefix: order ?? "")
            let arguments = Self.orderArguments(for: past)
            if place {
                return try OrderCommand(ParsedArguments(path: ["order"], positionals: arguments.positionals, values: arguments.values)).run(context)
            }
            return try showForm(past, arguments: arguments, app: app, context: context)
        }
    }

    /// The order screen, pre-filled from a past order's intent, for the person to finish.
    private func showForm(_ past: Order, arguments: (positionals: [String], values: [String: [String]]), app: SoupChef, context: Context) throws
        -> ExitStatus
    {
        let menu = try app.menu()
        let intent = past.intent
        let item = menu.item(id: past.menuItem.id)
        let quantity = intent.quantity ?? 1
        let total = item.map { $0.price * quantity }
        let command =
            "soupchef order "
            + (arguments.positionals
            + arguments.values.sorted { $0.key < $1.key }.flatMap { key, values in
                values.flatMap { ["--" + key, $0] }
            }).map(Self.shellQuoted).joined(separator: " ")
        let placeCommand = "soupchef open \(route.name) --order \(VoiceShortcutJSON.shortID(past.id)) --place"
        if context.json {
            struct Document: Encodable {
                var activityType: String
                var intent: JSONShapes.IntentJSON
                var total: String?
                var currency: String?
                var available: Bool
                var orderCommand, placeCommand: String

                func encode(to encoder: Encoder) throws {
                    var c = encoder.container(keyedBy: JSONShapes.DynamicKey.self)
                    try c.encode(activityType, forKey: .init("activityType"))
                    try c.encode(intent, forKey: .init("intent"))
                    try c.encode(total, forKey: .init("total"))
                    try c.encode(currency, forKey: .init("currency"))
                    try c.encode(available, forKey: .init("available"))
                    try c.encode(orderCommand, forKey: .init("orderCommand"))
                    try c.encode(placeCommand, forKey: .init("placeCommand"))
                }
            }
            try context.printJSON(
                Document(
                    activityType: route.activityType, intent: JSONShapes.IntentJSON(intent.systemIntent), total: total?.decimalString,
                    currency: total?.currency, available: item?.isOrderable ?? false, orderCommand: command, placeCommand: placeCommand))
            return .success
        }
        context.out.line(context.style.bold("New order") + " (pre-filled from order \(VoiceShortcutJSON.shortID(past.id)))")
        let rows: [(String, String)] = [
            ("Soup", past.menuItem.name + (item.map { " (\($0.price.formatted) each)" } ?? "")),
            ("Quantity", String(quantity)),
            ("Toppings", past.toppings.isEmpty ? "none" : past.toppings.map(\.name).joined(separator: ", ")),
            past.storeLocation.map { ("Pickup at", $0.name) } ?? ("Deliver to", past.deliveryAddress ?? ""),
            ("Total", total?.formatted ?? "—"),
        ]
        for (label, value) in rows {
            context.out.line("  " + (label + ":").padding(toLength: 12, withPad: " ", startingAt: 0) + value)
        }
        if let reason = item?.unavailableReason ?? (item == nil ? "not on the menu" : nil) {
            context.note("\(past.menuItem.name) cannot be ordered now (\(reason)).")
        }
        context.note("Place it: \(placeCommand)")
        context.note("Or change it first: \(command)")
        return .success
    }

    /// The `soupchef order` arguments that order this again.
    static func orderArguments(for order: Order) -> (positionals: [String], values: [String: [String]]) {
        var values: [String: [String]] = ["quantity": [String(order.quantity)]]
        if !order.toppings.isEmpty { values["topping"] = order.toppings.map(\.id) }
        if let store = order.storeLocation { values["store"] = [store.name] }
        if let address = order.deliveryAddress { values["deliver-to"] = [address] }
        return ([order.menuItem.id], values)
    }

    static func shellQuoted(_ word: String) -> String {
        let plain = word.allSatisfy { $0.isLetter || $0.isNumber || "-_./,".contains($0) }
        return plain && !word.isEmpty ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
