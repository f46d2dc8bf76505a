import SoupChefViews
import SoupKit
import TextMatching

struct OrderCommand: ParsableCommand {
    static let name = "order"
    static let configuration = CommandConfiguration(
        name: name, abstract: "Place an order through the OrderSoupIntent handler, and donate it.",
        discussion: """
            The order goes through the same handler Siri uses: confirm, resolve the quantity, handle. It is
            donated as an interaction whose identifier is the order id. Without --store or --deliver-to it is
            a pickup at the first store.
            """,
        arguments: [CommonArguments.soup],
        options: [OrderParameters.options, group], choices: [OptionChoice(["store", "deliver-to"])])

    static let group = Option<String?>(
        "group", placeholder: "group",
        help: "Donate the order with this group identifier, to delete it with 'soupchef donations delete --group'.",
        parser: .storedText("a group identifier", maximumLength: CommonArguments.maximumTextLength))

    let parameters: OrderParameters
    let group: String?

    init(_ arguments: ParsedArguments) throws {
        parameters = try OrderParameters(arguments)
        group = try arguments[Self.group]
        if let group, group.trimmingWhitespace().isEmpty { throw UsageError("--group needs a group identifier") }
    }

    func run(_ context: Context) throws -> ExitStatus {
        try Self.place(parameters, donationGroup: group, context)
    }

    /// Places an order through the intent handler and reports it: `order` does, and `open
    /// OrderSoupIntent --place` does for a past order's parameters.
    static func place(_ parameters: OrderParameters, donationGroup: String?, _ context: Context) throws -> ExitStatus {
        if let menu = try context.menuBeforeFirstUse() { _ = try parameters.intent(on: menu) }
        let app = try context.app()
        let (intent, item) = try parameters.intent(on: app.menu())
        let handler = app.handler
        // Each handler call reads the menu afresh, and another process may change it between
        // them: a refusal's hint reads the soup as it is then, not as the command found it.
        let current = { (try? app.menu().item(id: item.id)) ?? item }
        let confirmation = try handler.confirm(intent)
        guard confirmation.code == .ready else {
            throw refusal(context, response: confirmation, hint: DataDirectoryHints.unavailable(current(), context: context))
        }
        try refuseQuantity(intent, handler: handler, current: current, context)
        let response = try handler.handle(intent, donationGroup: donationGroup)
        guard response.code.isSuccess, let order = response.order, let placement = response.placement else {
            throw try refusal(afterHandle: response, intent, handler: handler, current: current, context)
        }
        for warning in placement.warnings { context.warn(warning) }
        // The order is committed: it is reported as placed whatever happens to its donation.
        if placement.donationQueued { context.warnQueued("the order was placed; its donation", app: app) }
        let donation = try app.donation(of: placement)
        if context.json {
            try context.printJSON(
                OrderDocument(
                    response: ResponseJSON(response, dates: context.dates), order: OrderJSON(order, dates: context.dates),
                    donation: donation.map { DonationJSON($0, dates: context.dates) }, soldOut: placement.soldOut,
                    removedDonations: placement.removedDonations, removedDonationCount: placement.removedDonationCount))
            context.sayPlacedIfUnreported(order.id)
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
            context.out.line(MenuDisableCommand.soldOutLine(item.name, placement))
            context.note("Restock it with: " + ShellCommand.soupchef(["menu", "restock", item.id]))
        }
        context.sayPlacedIfUnreported(order.id)
        return .success
    }

    /// The refusal of an order `handle` did not place. Another process took the stock after
    /// `confirm` and `resolveQuantity` looked: the refusal is theirs again, on the menu as it is
    /// now, as if they had seen it.
    static func refusal(
        afterHandle response: OrderSoupIntentResponse, _ intent: OrderSoupIntent, handler: OrderSoupIntentHandler,
        current: () -> MenuItem, _ context: Context
    ) throws -> CommandFailure {
        if response.code == .failureOutOfStock {
            let now = current()
            guard now.isOrderable else { return refusal(context, response: response, hint: DataDirectoryHints.unavailable(now, context: context)) }
            try refuseQuantity(intent, handler: handler, current: current, context)
        }
        return refusal(context, response: response, hint: nil)
    }

    /// Refuses a quantity the stock cannot serve. Another process may have taken the last of the
    /// soup after `confirm` looked: then the refusal is the one `confirm` gives now (out of stock),
    /// as a lone order would get, not the quantity's.
    static func refuseQuantity(
        _ intent: OrderSoupIntent, handler: OrderSoupIntentHandler, current: () -> MenuItem, _ context: Context
    ) throws {
        guard case .unsupported(let reason) = try handler.resolveQuantity(for: intent) else { return }
        if try handler.refusesEveryQuantity(intent) {
            let confirmation = try handler.confirm(intent)
            if confirmation.code != .ready {
                throw refusal(context, response: confirmation, hint: DataDirectoryHints.unavailable(current(), context: context))
            }
        }
        throw refusal(context, message: Prompt.unsupported(reason), hint: leftHint(current()), resolution: RefusedQuantityJSON(reason: reason))
    }

    /// How many are left of a soup there is not enough of (nothing when none are).
    private static func leftHint(_ item: MenuItem) -> String? {
        item.stock > 0 ? "There \(item.stock == 1 ? "is" : "are") \(item.stock) left." : nil
    }

    private static func refusal(_ context: Context, response: OrderSoupIntentResponse, hint: String?) -> CommandFailure {
        refusal(context, message: response.message ?? "The order could not be placed.", hint: hint, response: response)
    }

    /// The handler's refusal: its JSON on stdout (with --json), and the failure `main` reports.
    private static func refusal(
        _ context: Context, message: String, hint: String?, response: OrderSoupIntentResponse? = nil, resolution: RefusedQuantityJSON? = nil
    ) -> CommandFailure {
        if context.json {
            try? context.printJSON(OrderRefusedDocument(response: response.map { ResponseJSON($0, dates: context.dates) }, resolution: resolution))
        }
        return CommandFailure(.failure, message, hint: hint)
    }
}
