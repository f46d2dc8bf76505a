import Dates
import SQLiteStore
import SiriSystem
import TextMatching

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The Soup Chef app and its intents extension, sharing one data directory: the menu, the
/// history, the order intent's handler, and the Intents API calls they make.
///
/// App data lives in the app store; what iOS keeps lives in the system store, which the app
/// reaches only through `SystemStore`'s Intents-shaped methods.
public final class SoupChef {
    public let directory: String
    /// The system side: donations, suggestions, voice shortcuts. Public for inspection views.
    /// Opened (created, migrated, checked) with the app unless the app was opened with
    /// `systemWhenNeeded`; then the first time it is asked for.
    public var system: SystemStore {
        get throws {
            if let openedSystem { return openedSystem }
            let opened = try Self.openSystem(directory, timeZone: timeZone, busyTimeout: busyTimeout, durability: durability)
            openedSystem = opened
            return opened
        }
    }
    private var openedSystem: SystemStore?

    private static func openSystem(_ directory: String, timeZone: Zone, busyTimeout: Int32, durability: Durability) throws -> SystemStore {
        try SystemStore(
            directory: directory, timeZone: timeZone, busyTimeout: busyTimeout, refiling: Self.donationRefiling,
            synchronous: durability.synchronous, definitions: { Array(Self.intents.definitions.values) })
    }

    /// For a process about to exit, after its command: both stores' connections are left for the
    /// exit to close (`Database.leaveOpenUntilExit`).
    public func leaveOpenUntilExit() {
        store.database.leaveOpenUntilExit()
        openedSystem?.leaveOpenUntilExit()
    }
    /// The device's time zone, whose wall clock Siri learns habits by.
    public let timeZone: Zone
    let busyTimeout: Int32
    let store: AppStore
    let clock: @Sendable () -> Date
    let identifiers: OrderIdentifiers
    /// Why the Intents calls queued in the app store could not be handed to the system store at
    /// the last try (it stayed busy past the busy timeout, or the disk is full); nil when they
    /// were delivered. Undelivered calls stay queued, and the next command delivers them: what
    /// the app store committed is done, and is reported as done.
    public private(set) var deliveryProblem: String?
    /// What the intents extension last answered Siri's `confirm` or `handle` with, typed: after
    /// Siri placed an order, the order and what placing it did (sell-out, removed donations),
    /// which the app reports. Siri itself sees only the system's `HandlerResponse`.
    public internal(set) var siriResponse: OrderSoupIntentResponse?
    /// When the stores' commits reach the disk (see `Durability`).
    public let durability: Durability
    /// With `Durability.whenSettled` or `.none`: the last queued call delivered but not yet
    /// forgotten (the app forgets it in `settle`, once the system's commit is on the disk).
    private var deliveredThrough: Int64?
    /// Each store's count of changed rows when its log was last made durable.
    private var settledChanges: (app: Int, system: Int) = (0, 0)

    /// When the stores' commits reach the disk.
    public enum Durability: Sendable {
        /// Every commit before it returns (`synchronous=FULL`): a command.
        case everyCommit
        /// When `settle` is called (`synchronous=NORMAL`, one sync of each changed log): a
        /// replay, which settles before it reports the steps it ran.
        case whenSettled
        /// Never (`synchronous=OFF`): a private directory deleted afterwards (`eval`).
        case none

        var synchronous: String {
            switch self {
            case .everyCommit: "FULL"
            case .whenSettled: "NORMAL"
            case .none: "OFF"
            }
        }
    }

    /// Opens the app in `directory` (which must exist), deploying the shipped menu on first use.
    ///
    /// - Parameters:
    ///   - clock: the time every action happens at.
    ///   - reproducibleIdentifiers: derive order ids from the order's date and number instead of
    ///     drawing them at random, so a scenario with a pinned clock gives the same ids every time.
    ///   - timeZone: the device's time zone, whose wall clock Siri learns habits by.
    ///   - deliverPendingCalls: deliver Intents calls left queued by an interrupted command; only
    ///     read-only lookups (shell completion) pass false, to change nothing. When the system
    ///     store cannot take them now, they stay queued (see `deliveryProblem`).
    ///   - busyTimeout: how long, in milliseconds, to wait for another process's write lock
    ///     (nil: `Database.defaultBusyTimeout`, 10 s).
    ///   - menu: the menu a new data directory starts with (the shipped one); an existing store
    ///     keeps its own, and the shipped file is then never decoded.
    ///   - systemWhenNeeded: open the system store the first time something asks for it rather
    ///     than now: for a reader of the app's data alone (`history`), which then neither pays for
    ///     the system store nor stops at its damage. Calls queued for the system still open it.
    public init(
        directory: String, clock: @escaping @Sendable () -> Date = { Date() }, reproducibleIdentifiers: Bool = false,
        timeZone: Zone = .current, deliverPendingCalls: Bool = true, busyTimeout: Int32? = nil, menu: @autoclosure () -> Menu = .shipped(),
        durability: Durability = .everyCommit, systemWhenNeeded: Bool = false
    ) throws {
        self.directory = directory
        self.durability = durability
        self.clock = clock
        self.identifiers = reproducibleIdentifiers ? .derived : .random
        let busyTimeout = busyTimeout ?? Database.defaultBusyTimeout
        self.busyTimeout = busyTimeout
        self.timeZone = timeZone
        // A command's syncs are counted from here: see `SyncBudget`.
        SyncBudget.start()
        // A Siri store beside no app store is checked before the app store is made: its damage
        // stops the command with nothing created.
        let fresh = access(directory + "/" + AppStore.fileName, F_OK) != 0 && access(directory + "/" + SystemStore.fileName, F_OK) == 0
        let early = fresh ? try Self.openSystem(directory, timeZone: timeZone, busyTimeout: busyTimeout, durability: durability) : nil
        store = try AppStore(directory: directory, deploying: menu, busyTimeout: busyTimeout, synchronous: durability.synchronous)
        openedSystem = early
        // Both stores are opened (and migrated, and checked) before anything changes, so that a
        // damaged system store stops a command before its order is taken.
        if !systemWhenNeeded { _ = try system }
        if deliverPendingCalls { try deliverIfPossible() }
        if durability != .everyCommit { try settle() }
    }

    /// What the system store's migration 3 changes in Soup Chef's older donations: orders as
    /// Apple's `Order.intent` (iOS 14/15) donates them, without store or delivery address, and the
    /// menu activity without a persistent identifier (see `DonationRefiling`).
    public static let donationRefiling = DonationRefiling(
        intentType: OrderSoupIntent.typeName, removedParameters: ["storeLocation", "deliveryLocation"],
        activityType: UserActivity.viewMenuType)

    /// The clock's time to the millisecond, the precision the stores keep, so that an order as
    /// placed and the same order read back carry the same date.
    public var now: Date {
        Date(timeIntervalSince1970: (clock().timeIntervalSince1970 * 1000).rounded() / 1000)
    }

    /// The names of the store files a data directory holds: the app's, then the system's.
    public static let storeFileNames = [AppStore.fileName, SystemStore.fileName]

    /// Whether `directory` holds the app's store already (a lookup that must not create one asks).
    public static func hasStore(in directory: String) -> Bool {
        FileManager.default.fileExists(atPath: directory + "/" + AppStore.fileName)
    }

    /// The intents extension's handler for `OrderSoupIntent`.
    public var handler: OrderSoupIntentHandler { OrderSoupIntentHandler(app: self) }

    // MARK: Menu

    public func menu() throws -> Menu { try store.menu() }

    /// Shows the customer menu, donating the `viewMenu` activity as the app's menu screen does.
    /// The menu is shown even when the system store cannot take the donation now (busy, full):
    /// iOS too drops a donation it cannot record, and `deliveryProblem` says why. The donation
    /// commits without a sync: a screen viewed is not worth a wait on the disk, and losing it to a
    /// power cut loses one viewing (docs/reliability.md).
    public func showMenu() throws -> [MenuItem] {
        do {
            try system.donate(UserActivity.viewMenu, date: now, durable: false)
        } catch let error as SQLiteError where error.kind == .busy || error.kind == .io {
            deliveryProblem = error.description
        }
        return try menu().customerItems
    }

    /// Marks an item unavailable and removes the donations of its orders.
    public func disable(_ item: MenuItem) throws -> MenuChange {
        try changeMenu(item) { try store.setEnabled(item.id, false) }
    }

    /// Makes an item available again. Nothing is re-donated.
    public func enable(_ item: MenuItem) throws -> MenuChange {
        try changeMenu(item) { try store.setEnabled(item.id, true) }
    }

    /// Whether the history holds any order of the item.
    public func hasOrders(of item: MenuItem) throws -> Bool { try store.hasOrders(soup: item.id) }

    /// Sets an item's stock; nil means the stock of the shipped menu.
    public func restock(_ item: MenuItem, to count: Int? = nil) throws -> MenuChange {
        let stock = count ?? item.defaultStock
        guard (0...1_000_000).contains(stock) else { throw SoupKitError.invalidStock(stock) }
        return try changeMenu(item) { try store.setStock(item.id, stock) }
    }

    private func changeMenu(_ item: MenuItem, _ change: () throws -> Void) throws -> MenuChange {
        let (before, after) = try store.database.transaction {
            let before = try store.menu().item(id: item.id)
            try change()
            let menu = try store.menu()
            let after = menu.item(id: item.id)
            var calls: [SystemCall] = []
            if before?.isOrderable == true, after?.isOrderable == false {
                calls.append(.removeDonations(soup: item.id, through: try store.lastOrderSequence()))
            }
            try store.enqueue(calls + SystemCall.suggestionsReset(for: menu))
            return (before, after)
        }
        let delivered = try deliverIfPossible()
        let removed = delivered?.removedDonations[item.id] ?? RemovedDonations()
        return MenuChange(
            item: after ?? item, wasOrderable: before?.isOrderable ?? false,
            removedDonations: removed.identifiers, removedDonationCount: removed.count, callsQueued: delivered == nil)
    }

    // MARK: Orders

    /// Places an order as the app does: persists it, takes the stock, and donates it; when the
    /// order sells the item out, removes the item's donations too. All of it is recorded in one
    /// transaction of the app store, then delivered to the system before returning. Once the app
    /// store has committed, the order is placed: when the system store cannot take its donation
    /// now, the donation stays queued for the next command (`donationQueued`).
    func place(_ draft: OrderDraft) throws -> PlacedOrder {
        let placed = try store.database.transaction { () throws -> (Order, Bool)? in
            let sequence = try store.nextOrderSequence()
            guard let left = try store.takeStock(draft.item.id, draft.quantity) else { return nil }
            let date = now
            var id = identifiers.make(date: date, sequence: sequence)
            if case .derived = identifiers {
                // A new app store beside an older system store (the app's store moved aside) numbers
                // its orders from the start again: an id the system already keeps a donation under
                // would have this order taken for that one (iOS ignores a donation whose identifier
                // it holds). Moved on, as a voice shortcut's is; a system store that cannot be read
                // now decides nothing.
                var attempt: Int64 = 1
                while attempt < 64, (try? system.interaction(identifier: id)) != nil {
                    id = identifiers.make(date: date, sequence: sequence &+ attempt << 32)
                    attempt += 1
                }
            }
            let order = Order(
                id: id, date: date, menuItem: draft.item, quantity: draft.quantity,
                toppings: draft.toppings, orderType: draft.orderType, storeLocation: draft.storeLocation,
                deliveryLocation: draft.deliveryLocation, readyDate: date.addingTimeInterval(Order.preparationTime))
            let inserted = try store.insert(order)
            // Through Siri on iOS 16 and later the donation is the one the system makes of the App
            // Intent it ran; it travels with the order, in the same queue, so that it is never lost.
            let donated = draft.donatesAppIntent ? OrderSoupAppIntent.donatedIntent(order.intent) : order.intent.systemIntent
            var calls: [SystemCall] = [
                .donate(Interaction(intent: donated, identifier: order.id, groupIdentifier: draft.donationGroup, date: date))
            ]
            if left == 0 {
                calls.append(.removeDonations(soup: draft.item.id, through: inserted))
                calls += SystemCall.suggestionsReset(for: try store.menu())
            }
            try store.enqueue(calls)
            return (order, left == 0)
        }
        guard let (order, soldOut) = placed else { throw OrderRefusal.outOfStock }
        let delivered = try deliverIfPossible()
        let removed = delivered?.removedDonations[order.menuItem.id] ?? RemovedDonations()
        var donation = delivered?.donations.last { $0.identifier == order.id }
        // Another process may have delivered this order's call before this one could: the
        // donation is then in the system store already.
        if donation == nil, delivered != nil, !soldOut { donation = try? system.interaction(identifier: order.id) }
        return PlacedOrder(
            order: order, soldOut: soldOut, removedDonations: removed.identifiers, removedDonationCount: removed.count,
            warnings: delivered?.warnings ?? [], donationQueued: delivered == nil, donation: donation)
    }

    /// A placed order's donation as the system keeps it: what its delivery stored (nil when the
    /// system refused it or a sell-out removed it), or, when it stayed queued, whatever the
    /// system store holds under the order's identifier.
    public func donation(of placed: PlacedOrder) throws -> DonatedInteraction? {
        placed.donationQueued ? try system.interaction(identifier: placed.order.id) : placed.donation
    }

    /// Newest first.
    public func orders(limit: Int? = nil, offset: Int = 0) throws -> [Order] {
        try store.orders(limit: limit, offset: offset)
    }

    /// Reads the app store in one snapshot: what `body` reads is not changed by other processes.
    public func snapshot<T>(_ body: () throws -> T) throws -> T {
        try store.database.transaction(immediate: false, body)
    }

    /// Every order, newest first, visited one at a time without keeping them.
    public func forEachOrder(_ visit: (Order) throws -> Void) throws {
        try store.forEachOrder(visit)
    }

    // MARK: Full listings, at the speed of the store

    /// Every order as a full listing reads it (`history --limit 0`).
    public func orderListing() throws -> OrderListing { try OrderListing(store: store) }

    public func orderCount() throws -> Int { try store.orderCount() }

    /// The order whose id starts with `prefix` (any case); an error names the alternatives.
    public func order(idPrefix prefix: String) throws -> Order {
        let trimmed = prefix.trimmingWhitespace()
        guard !trimmed.isEmpty else { throw SoupKitError.unknownOrder(prefix) }
        let hits = try store.orders(idPrefix: trimmed, limit: SoupKitError.listedCandidates + 1)
        switch hits.count {
        case 0: throw SoupKitError.unknownOrder(prefix)
        case 1: return hits[0]
        default:
            // Typed whole: as stored, or a UUID in another case.
            if let exact = hits.first(where: {
                $0.id == trimmed || (StoredIdentifier.uuidBytes($0.id.uppercased()) != nil && $0.id.uppercased() == trimmed.uppercased())
            }) {
                return exact
            }
            throw SoupKitError.ambiguousOrder(prefix, candidates: hits.map(\.id))
        }
    }

    /// Empties the history and deletes every donated interaction (`INInteraction.deleteAll`).
    /// The count of donations is nil when their deletion stays queued (`deliveryProblem`).
    public func clearHistory() throws -> (orders: Int, donations: Int?) {
        let orders = try store.database.transaction {
            let count = try store.deleteAllOrders()
            try store.enqueue([.deleteAllInteractions])
            return count
        }
        return (orders, try deliverIfPossible()?.deletedAll)
    }

    /// Deletes every donated interaction (`INInteraction.deleteAll`), as a call queued behind
    /// those the app made before, so that no earlier donation arrives after it. Returns how many
    /// were deleted, or nil when the call stays queued (`deliveryProblem`).
    public func deleteAllDonations() throws -> Int? {
        try store.database.transaction { try store.enqueue([.deleteAllInteractions]) }
        return try deliverIfPossible()?.deletedAll
    }

    // MARK: Delivering Intents API calls

    struct Delivery {
        var removedDonations: [String: RemovedDonations] = [:]
        /// The donations this delivery stored and left in place.
        var donations: [DonatedInteraction] = []
        var deletedAll = 0
        var warnings: [String] = []
    }

    /// Delivers the queued calls, or, when the system store cannot take them now (busy past the
    /// timeout, a full disk, another input/output error, a schema that a statement finds
    /// damaged), leaves them queued, notes why in `deliveryProblem` and returns nil: what the
    /// app committed stays done and is reported so. A store whose damage its open finds is
    /// still an error, before anything is committed.
    @discardableResult
    func deliverIfPossible() throws -> Delivery? {
        do {
            let delivery = try deliverPendingCalls()
            deliveryProblem = nil
            return delivery
        } catch let error as UnreadableStoredValue {
            // A queued call this soupchef cannot read: the calls stay queued, the command goes on.
            deliveryProblem = error.reason
            return nil
        } catch let error as SQLiteError {
            // Busy, full or failing, or damaged (a statement that does not fit the schema; a
            // constraint a damaged index reports broken): nothing the app committed is undone.
            deliveryProblem =
                error.kind == .corrupt || error.kind == .other
                ? "\(error.path) is damaged: \(error.message)"
                    + (error.path.hasSuffix("/" + SystemStore.fileName)
                        ? "; moving it aside with its -wal and -shm starts Siri's store afresh" : "")
                : error.description
            return nil
        }
    }

    /// Makes sure that calls the app has forgotten (delivered) stay forgotten after a power cut,
    /// before the system forgets something on its own: otherwise a donation deleted directly
    /// (`INInteraction.delete`) could come back, delivered again from a forgotten call that the
    /// cut brought back. One sync of the app store's log, when it holds anything.
    public func settleDeliveries() throws {
        try store.database.syncLog()
    }

    /// Whether the donation of the order `orderID` waits in the queue of calls not yet handed
    /// to the system (its store was busy), and no later queued call deletes it.
    public func donationIsQueued(orderID: String) throws -> Bool {
        guard try store.hasPendingCalls(after: deliveredThrough) else { return false }
        var queued = false
        for (_, call) in try store.pendingCalls(after: deliveredThrough) {
            switch call {
            case .donate(let interaction) where interaction.identifier == orderID: queued = true
            case .deleteAllInteractions: queued = false
            case .removeDonations(let soup, _) where queued:
                if try order(idPrefix: orderID).menuItem.id == soup { queued = false }
            default: break
            }
        }
        return queued
    }

    /// Hands every queued call to the system, in order, then forgets them. Runs under the app
    /// store's write lock so that two processes never deliver the same calls out of order.
    ///
    /// The system store's commit is durable; forgetting the calls is not (it syncs nothing): a
    /// power cut may undo it, and the next command delivers the calls again, which changes
    /// nothing (docs/reliability.md, "Syncs").
    @discardableResult
    func deliverPendingCalls() throws -> Delivery {
        guard try store.hasPendingCalls(after: deliveredThrough) else { return Delivery() }
        return try store.database.transaction(durable: false) {
            var delivery = Delivery()
            let calls = try store.pendingCalls(after: deliveredThrough)
            guard let last = calls.last?.0 else { return delivery }
            let system = try self.system
            try system.batch {
                for (_, call) in calls {
                    switch call {
                    case .donate(let interaction):
                        do {
                            // A call queued by a soupchef before the system's migration 3 (the
                            // store in the intent) is filed as that migration filed the stored ones.
                            let stored = try system.donate(Self.donationRefiling.refiled(interaction))
                            delivery.donations.append(stored)
                        } catch let error as SiriSystemError {
                            delivery.warnings.append(error.description)
                        }
                    case .removeDonations(let soup, let through):
                        try store.orderIDs(soup: soup, through: through) { ids in
                            let deleted = try system.deleteInteractions(identifiers: ids)
                            if !delivery.donations.isEmpty { delivery.donations.removeAll { deleted.contains($0.identifier) } }
                            delivery.removedDonations[soup, default: RemovedDonations()].add(deleted)
                        }
                    case .deleteAllInteractions:
                        delivery.deletedAll += try system.deleteAllInteractions()
                        delivery.donations = []
                    case .setShortcutSuggestions(let shortcuts):
                        try system.setShortcutSuggestions(shortcuts)
                    case .setRelevantShortcuts(let shortcuts):
                        try system.setRelevantShortcuts(shortcuts)
                    }
                }
            }
            if durability == .everyCommit {
                try store.removeCalls(through: last)
            } else {
                deliveredThrough = last
            }
            return delivery
        }
    }

    /// Starts another command on an app that stays open (the steps of a replay): forgets what
    /// the last one's Siri conversation answered, and delivers what other processes queued, as
    /// opening the app does.
    public func startCommand() throws {
        siriResponse = nil
        try deliverIfPossible()
    }

    /// With `Durability.whenSettled`: makes everything done so far durable, with one sync of each
    /// store's log that changed (the app's first: orders before their donations), then forgets
    /// the calls delivered meanwhile (a commit that needs no sync of its own: see
    /// `deliverPendingCalls`). Until then a power cut may undo what was done since the last
    /// settle, and nothing that was settled. With `.none`, only forgets the delivered calls.
    public func settle() throws {
        if durability == .whenSettled {
            let changes = (app: store.database.totalChanges, system: openedSystem?.totalChanges ?? settledChanges.system)
            if changes.app != settledChanges.app { try store.database.syncLog() }
            if changes.system != settledChanges.system, let openedSystem { try openedSystem.syncLog() }
            settledChanges = changes
        }
        if let last = deliveredThrough {
            try store.database.transaction(durable: false) { try store.removeCalls(through: last) }
            deliveredThrough = nil
            settledChanges.app = store.database.totalChanges
        }
    }
}

/// What a menu change did.
public struct MenuChange: Sendable, Hashable {
    public var item: MenuItem
    public var wasOrderable: Bool
    /// Identifiers of the donations deleted because the item became unavailable: the first
    /// `RemovedDonations.listed` of them (all of them for any but a huge history).
    public var removedDonations: [String]
    /// How many donations were deleted.
    public var removedDonationCount: Int
    /// The calls the change made stay queued: the system store could not take them now.
    public var callsQueued = false
}

/// The donations deleted for one item: all counted, the first `listed` kept by identifier, so
/// that taking a soup with hundreds of thousands of orders off the menu stays in small memory.
struct RemovedDonations {
    static let listed = 1000
    var count = 0
    var identifiers: [String] = []

    mutating func add(_ deleted: [String]) {
        count += deleted.count
        if identifiers.count < Self.listed { identifiers += deleted.prefix(Self.listed - identifiers.count) }
    }
}

/// An order ready to be placed: every choice made.
struct OrderDraft {
    var item: MenuItem
    var quantity: Int
    var toppings: [Topping]
    var orderType: OrderType
    var storeLocation: PickupStore?
    var deliveryLocation: String?
    /// The group identifier the order's donation carries (`INInteraction.groupIdentifier`).
    var donationGroup: String?
    /// The order is donated as an App Intents donation of `OrderSoup`, with the same identifier.
    var donatesAppIntent = false
}

/// A placed order and what placing it did to the system.
public struct PlacedOrder: Sendable, Hashable {
    public var order: Order
    /// The order took the last of the item's stock.
    public var soldOut: Bool
    /// Identifiers of the donations deleted because the item sold out (its own included): the
    /// first `RemovedDonations.listed` of them.
    public var removedDonations: [String]
    /// How many donations were deleted because the item sold out.
    public var removedDonationCount: Int
    /// Donations the system refused, as iOS logs them.
    public var warnings: [String]
    /// The order is placed, but its donation stays queued in the app store: the system store
    /// could not take it now (`SoupChef.deliveryProblem`). The next command delivers it.
    public var donationQueued = false
    /// The order's donation as the system stored it, when this delivery stored it and nothing
    /// after removed it; nil when it stays queued, was refused, or is gone.
    public var donation: DonatedInteraction? = nil
}

enum OrderRefusal: Error {
    case outOfStock
}

extension UserActivity {
    public static let viewMenuType = "com.example.apple-samplecode.SoupChef.viewMenu"
    public static let orderCompleteType = "com.example.apple-samplecode.SoupChef.orderComplete"

    /// The menu screen's activity, donated each time the menu is shown: as in the iOS 14/15
    /// sample, eligible for prediction only, with no persistent identifier.
    public static let viewMenu = UserActivity(
        activityType: viewMenuType, title: "Order lunch",
        keywords: ["Order", "Soup", "Menu"], isEligibleForPrediction: true,
        suggestedInvocationPhrase: "Start lunch order", contentDescription: "Display the menu to start your lunch order")

    /// The activity attached to a successful order response, to open the order in the app.
    public static func orderComplete(orderID: String) -> UserActivity {
        UserActivity(activityType: orderCompleteType, title: "Order details", userInfo: ["orderID": orderID])
    }
}

/// How order ids are made.
enum OrderIdentifiers {
    case random
    /// From the order's date and number: reproducible with a pinned clock.
    case derived

    func make(date: Date, sequence: Int64) -> String {
        switch self {
        case .random:
            return UUID().uuidString
        case .derived:
            var state = UInt64(bitPattern: StoreJSON.milliseconds(date)) &* 0x9E37_79B9_7F4A_7C15 ^ UInt64(bitPattern: sequence)
            func next() -> UInt64 {
                state &+= 0x9E37_79B9_7F4A_7C15
                var z = state
                z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
                z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
                return z ^ (z >> 31)
            }
            let (high, low) = (next(), next())
            var bytes =
                (0..<8).map { UInt8(truncatingIfNeeded: high >> (56 - 8 * $0)) } + (0..<8).map { UInt8(truncatingIfNeeded: low >> (56 - 8 * $0)) }
            bytes[6] = bytes[6] & 0x0F | 0x40
            bytes[8] = bytes[8] & 0x3F | 0x80
            let uuid = UUID(
                uuid: (
                    bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                    bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
                ))
            return uuid.uuidString
        }
    }
}
