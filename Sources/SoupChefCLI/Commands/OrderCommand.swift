import SoupKit

struct OrderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "order", abstract: "Place an order through the OrderSoupIntent handler, and donate it.",
        discussion: """
            The order goes through the same handler Siri uses: confirm, resolve the quantity, handle. It is
            donated as an interaction whose identifier is the order id. Without --store or --deliver-to it is
            a pickup at the first store.
            """,
        arguments: [ArgumentSpec("soup", help: "The soup: id, name, or a unique word or prefix of it.", completion: "soup")],
        options: [
            OptionSpec("quantity", short: "q", .value(placeholder: "n"), help: "How many, 1 to 10 (default 1)."),
            OptionSpec("topping", short: "t", .repeated(placeholder: "topping"), help: "Add a free topping; repeat for more.", completion: "topping"),
            OptionSpec("store", .value(placeholder: "name"), help: "Pick up at this store.", completion: "store"),
            OptionSpec("deliver-to", .value(placeholder: "address"), help: "Deliver to this address instead."),
            OptionSpec(
                "group", .value(placeholder: "id"),
                help: "Donate the order with this group identifier, to delete it with 'soupchef donations delete --group'."),
        ])

    let soup: String
    let quantity: Int
    let toppings: [String]
    let store: String?
    let address: String?
    let group: String?

    init(_ arguments: ParsedArguments) throws {
        soup = arguments.positionals[0]
        quantity = try arguments.integer("quantity", in: 1...10) ?? 1
        toppings = arguments.all("topping")
        store = arguments.value("store")
        address = arguments.value("deliver-to")
        if store != nil && address != nil { throw UsageError("--store and --deliver-to cannot be used together") }
        if let address, address.trimmingCharacters(in: .whitespaces).isEmpty { throw UsageError("--deliver-to needs an address") }
        group = arguments.value("group")
        if let group, group.trimmingCharacters(in: .whitespaces).isEmpty { throw UsageError("--group needs a group identifier") }
    }

    func run(_ context: Context) throws -> ExitStatus {
        let app = try context.app()
        let menu = try app.menu()
        let item = try menu.soup(named: soup)
        var chosen: [Topping] = []
        for name in toppings {
            let topping = try menu.topping(named: name)
            if !chosen.contains(topping) { chosen.append(topping) }
        }
        let pickup = try store.map { try menu.store(matching: $0) } ?? (address == nil ? menu.stores.first : nil)
        let intent = OrderSoupIntent(
            item: item, quantity: quantity, toppings: chosen, orderType: address == nil ? .pickup : .delivery,
            storeLocation: pickup, deliveryLocation: address)

        let handler = app.handler
        let confirmation = try handler.confirm(intent)
        guard confirmation.code == .ready else {
            return fail(
                context, response: confirmation,
                hint: item.isEnabled ? nil : "\(item.name) is disabled: 'soupchef menu enable \(item.id)' puts it back.")
        }
        if case .unsupported(let reason) = try handler.resolveQuantity(for: intent) {
            let hint = item.stock > 0 ? "There \(item.stock == 1 ? "is" : "are") \(item.stock) left." : nil
            return fail(context, message: Prompt.unsupported(reason), hint: hint, resolution: RefusedQuantity(reason: reason))
        }
        let response = try handler.handle(intent, donationGroup: group)
        guard response.code.isSuccess, let order = response.order, let placement = response.placement else {
            return fail(context, response: response, hint: nil)
        }
        for warning in placement.warnings { context.err.line(context.errorStyle.yellow("warning: ") + warning) }
        // The order is committed: it is reported as placed whatever happens to its donation.
        if placement.donationQueued { context.warnQueued("the order was placed; its donation", app: app) }
        let donation = try app.system.interaction(identifier: order.id)
        if context.json {
            struct Document: Encodable {
                var response: ResponseJSON
                var order: JSONShapes.OrderJSON
                var donation: JSONShapes.InteractionJSON?
                var soldOut: Bool
                var removedDonations: [String]
                var removedDonationCount: Int

                // Written out so that "donation" is null, not missing, when the sell-out took it.
                func encode(to encoder: Encoder) throws {
                    var c = encoder.container(keyedBy: JSONShapes.DynamicKey.self)
                    try c.encode(response, forKey: .init("response"))
                    try c.encode(order, forKey: .init("order"))
                    try c.encode(donation, forKey: .init("donation"))
                    try c.encode(soldOut, forKey: .init("soldOut"))
                    try c.encode(removedDonations, forKey: .init("removedDonations"))
                    try c.encode(removedDonationCount, forKey: .init("removedDonationCount"))
                }
            }
            try context.printJSON(
                Document(
                    response: ResponseJSON(response, dates: context.dates), order: .init(order, dates: context.dates),
                    donation: donation.map { .init(interaction: $0, dates: context.dates) },
                    soldOut: placement.soldOut, removedDonations: placement.removedDonations,
                    removedDonationCount: placement.removedDonationCount))
            return .success
        }
        context.out.line(response.message ?? "")
        context.out.line("Order \(order.id)")
        if let donation {
            context.note(
                "Donated as “\(donation.title)”\(donation.subtitle.map { " (\($0))" } ?? "")"
                    + (donation.groupIdentifier.map { " in group \($0)" } ?? "") + ".")
        }
        if placement.soldOut {
            context.out.line(
                "\(item.name) is now sold out. " + MenuDisableCommand.removedLine(placement.removedDonations, count: placement.removedDonationCount))
        }
        return .success
    }

    private func fail(_ context: Context, response: OrderSoupIntentResponse, hint: String?) -> ExitStatus {
        fail(context, message: response.message ?? "The order could not be placed.", hint: hint, response: response)
    }

    private func fail(
        _ context: Context, message: String, hint: String?, response: OrderSoupIntentResponse? = nil, resolution: RefusedQuantity? = nil
    ) -> ExitStatus {
        if context.json {
            struct Document: Encodable {
                var response: ResponseJSON?
                var resolution: RefusedQuantity?

                func encode(to encoder: Encoder) throws {
                    var c = encoder.container(keyedBy: JSONShapes.DynamicKey.self)
                    try c.encode(response, forKey: .init("response"))
                    try c.encode(resolution, forKey: .init("resolution"))
                }
            }
            try? context.printJSON(Document(response: response.map { ResponseJSON($0, dates: context.dates) }, resolution: resolution))
        }
        context.err.line("Error: " + message)
        if let hint { context.note(hint) }
        return .failure
    }
}

/// `resolveQuantity` refusing the order, as JSON.
struct RefusedQuantity: Encodable {
    var parameter = "quantity"
    var result = "unsupported"
    var reason: String
    var message: String

    init(reason: UnsupportedReason) {
        switch reason {
        case .notEnoughInStock: self.reason = "notEnoughInStock"
        case .outOfRange: self.reason = "outOfRange"
        case .notOnMenu: self.reason = "notOnMenu"
        default: self.reason = "unsupported"
        }
        message = Prompt.unsupported(reason)
    }
}

/// An intent response as JSON: its code, the filled-in template and its values.
struct ResponseJSON: Encodable {
    var code: String
    var message: String?
    var soupName: String?
    var waitTime: String?
    var total: String?
    var currency: String?
    var readyDate: String?

    init(_ response: OrderSoupIntentResponse, dates: DateCodec) {
        code = response.code.rawValue
        message = response.message
        soupName = response.soupName
        waitTime = response.waitTime
        total = response.total?.decimalString
        currency = response.total?.currency
        readyDate = response.readyDate.map(dates.iso)
    }

    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: JSONShapes.DynamicKey.self)
        try c.encode(code, forKey: .init("code"))
        try c.encode(message, forKey: .init("message"))
        try c.encode(soupName, forKey: .init("soupName"))
        try c.encode(waitTime, forKey: .init("waitTime"))
        try c.encode(total, forKey: .init("total"))
        try c.encode(currency, forKey: .init("currency"))
        try c.encode(readyDate, forKey: .init("readyDate"))
    }
}
