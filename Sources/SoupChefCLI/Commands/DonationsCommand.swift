import SiriSystem
import SoupChefViews
import SoupKit
import TextMatching

struct DonationsCommand: ParsableCommand {
    static let defaultLimit = 20

    static let name = "donations"
    static let configuration = CommandConfiguration(
        name: name,
        abstract: "List donated interactions and user activities, newest first (\"Display Donations on Lock Screen\").",
        discussion: """
            Shows each donation as the lock screen would, with what identifies it: the identifier (a user activity's
            persistent identifier), the group identifier, the date, and the shortcut type with its title and subtitle.
            Shows the \(defaultLimit) newest unless --limit says otherwise (0: all of them).
            """,
        options: [limit],
        subcommands: [DonationsDeleteCommand.self])

    static let limit = CommonArguments.limit(of: "donations", default: defaultLimit)

    let limit: Int

    init(_ arguments: ParsedArguments) throws {
        limit = try arguments[Self.limit] ?? Self.defaultLimit
    }

    func run(_ context: Context) throws -> ExitStatus {
        let app = try context.app()
        if limit == 0 { return try app.system.snapshot { try runAll(context, system: app.system) } }
        // One more than shown tells whether there are more, without counting the donations.
        let fetched = try app.system.donations(limit: limit + 1)
        let donations = Array(fetched.prefix(limit))
        let more = fetched.count > donations.count
        if context.json {
            try context.printJSON(DonationsDocument(donations: donations.map { DonationJSON($0, dates: context.dates) }, more: more))
            return .success
        }
        guard !donations.isEmpty else {
            context.note(Self.emptyNote)
            return .success
        }
        context.out.write(Self.table(donations, context: context).render(style: context.style, width: context.width))
        if more { context.note("Older donations not shown; use --limit n, or --limit 0 for all.") }
        return .success
    }

    /// Every donation, streamed from the stored rows (see `DonationListingWriter`).
    private func runAll(_ context: Context, system: SystemStore) throws -> ExitStatus {
        try DonationListingWriter(context: context, system: system).print()
    }

    static let emptyNote = "No donations. Orders and the menu screen donate; see 'soupchef order --help'."

    /// On iOS 16 and later a KIND column tells App Intents donations from `INInteraction`s and
    /// user activities; on iOS 15 the table is as it always was (every interaction is an
    /// `INInteraction` there).
    static func table(_ donations: [Donation], context: Context) -> Table {
        let headers = ["DATE", "TITLE", "SUBTITLE", "SHORTCUT TYPE", "GROUP", "IDENTIFIER"]
        var table =
            context.ios.usesAppIntents
            ? Table(headers + ["KIND"], wholeColumns: [0, 5, 6], priority: [0, 5, 1, 3, 6, 2, 4])
            : Table(headers, wholeColumns: [0, 5], priority: [0, 5, 1, 3, 2, 4])
        for donation in donations { table.add(cells(donation, context: context)) }
        return table
    }

    /// The API a donation came through: "INInteraction", "App Intents" or "NSUserActivity".
    static func kind(_ donation: Donation) -> String {
        switch donation {
        case .interaction(let i): SoupChef.intents.donationKind(of: i.intent.typeName)
        case .activity: IntentCatalog.userActivityKind
        }
    }

    static func cells(_ donation: Donation, context: Context) -> [String] {
        let cells = baseCells(donation, context: context)
        return context.ios.usesAppIntents ? cells + [kind(donation)] : cells
    }

    private static func baseCells(_ donation: Donation, context: Context) -> [String] {
        switch donation {
        case .interaction(let i):
            return [context.dates.short(i.date), i.title, i.subtitle ?? "-", i.shortcutTypeKey, i.groupIdentifier ?? "-", i.identifier]
        case .activity(let a):
            let type = SuggestionsCommand.shortType(a.activity.activityType)
            return [
                context.dates.short(a.date), a.activity.title ?? type, a.activity.suggestedInvocationPhrase.map { "“\($0)”" } ?? "-",
                "activity: \(type)", "-", a.activity.persistentIdentifier ?? "-",
            ]
        }
    }
}

struct DonationsDeleteCommand: ParsableCommand {
    static let name = "delete"
    static let configuration = CommandConfiguration(
        name: name, abstract: "Delete donations the way an app does: by identifier, by group, all, by intent or entity, or user activities.",
        discussion: """
            Give exactly one of the options. Each is one Intents API call:
              --id              INInteraction.delete(with: identifiers); ones nothing has are ignored (Apple does not say what iOS does)
              --group           INInteraction.delete(with: groupIdentifier)
              --all             INInteraction.deleteAll(), App Intents donations too; user activities stay
              --intent-type     IntentDonationManager.deleteDonations(matching: .intentType(T.self)), the App Intents donations of that intent (OrderSoup: orders on iOS 16 and later); with --entity, .intentType(T.self, entityIdentifier:)
              --entity          IntentDonationManager.deleteDonations(matching: .entityIdentifier(_:)), the App Intents donations holding that entity (a soup's id, tomatoSoup) in a parameter
              --activity        NSUserActivity.deleteSavedUserActivities(withPersistentIdentifiers:); ones nothing has are named
              --all-activities  NSUserActivity.deleteAllSavedUserActivities()
            Predictions forget what is deleted at once: see 'soupchef suggestions'. Orders are not touched.
            """,
        options: [identifiers, group, all, intentType, entity, activities, allActivities, Confirmation.yes],
        choices: [OptionChoice(["id", "group", "all", "intent-type", "entity", "activity", "all-activities"], required: true)])

    static let identifiers = Option<[String]>(
        repeating: "id", placeholder: "identifier", help: "Delete the interaction with this identifier (an order's id); repeat for more.",
        parser: .text)
    static let group = Option<String?>(
        "group", placeholder: "group", help: "Delete the interactions donated with this group identifier.",
        parser: .storedText(nil, maximumLength: CommonArguments.maximumTextLength))
    static let all = Option(flag: "all", help: "Delete every donated interaction.")
    static let intentType = Option<String?>(
        "intent-type", placeholder: "type",
        help: "Delete the App Intents donations of this intent type (OrderSoup); with --entity, only those holding the entity.",
        completion: .choices(SoupChef.intents.appIntentTypeNames), parser: .text)
    static let entity = Option<String?>(
        "entity", placeholder: "entity-id", help: "Delete the App Intents donations holding this entity (a soup's id) in a parameter.",
        completion: .soup, parser: .text)
    static let activities = Option<[String]>(
        repeating: "activity", placeholder: "persistent-id", help: "Delete the user activities with this persistent identifier; repeat for more.",
        parser: .text)
    static let allActivities = Option(flag: "all-activities", help: "Delete every saved user activity.")

    enum Selection: Equatable {
        case identifiers([String])
        case group(String)
        case all
        /// An App Intents predicate: `.intentType(_:entityIdentifier:)`, or `.entityIdentifier(_:)` without a type.
        case appIntents(type: String?, entity: String?)
        case activities([String])
        case allActivities
    }

    let selection: Selection
    let yes: Bool

    init(_ arguments: ParsedArguments) throws {
        yes = arguments[Confirmation.yes]
        var chosen: [Selection] = []
        // An order's id as `history show` and `open --order` take one: without spaces around it.
        let identifiers = try arguments[Self.identifiers].map { $0.trimmingWhitespace() }
        if !identifiers.isEmpty { chosen.append(.identifiers(identifiers)) }
        let group = try arguments[Self.group]
        if let group { chosen.append(.group(group)) }
        if arguments[Self.all] { chosen.append(.all) }
        // --intent-type and --entity make one predicate together.
        let intentType = try arguments[Self.intentType]
        let entity = try arguments[Self.entity]
        if intentType != nil || entity != nil { chosen.append(.appIntents(type: intentType, entity: entity)) }
        let activities = try arguments[Self.activities]
        if !activities.isEmpty { chosen.append(.activities(activities)) }
        if arguments[Self.allActivities] { chosen.append(.allActivities) }
        guard chosen.count == 1, let selection = chosen.first else {
            throw UsageError(
                chosen.isEmpty
                    ? "say what to delete: --id, --group, --all, --intent-type, --entity, --activity or --all-activities"
                    : "give only one of --id, --group, --all, --intent-type (with or without --entity), --entity, --activity and --all-activities")
        }
        for (option, values) in [("--id", identifiers), ("--activity", activities), ("--group", [group].compactMap { $0 })]
        where values.contains(where: { $0.trimmingWhitespace().isEmpty }) {
            throw UsageError(
                option == "--group"
                    ? "--group cannot be empty: give a group's name (the GROUP column of soupchef donations)"
                    : "\(option) cannot be empty: give the identifier (\(ShellCommand.soupchef(["donations"])) lists them)")
        }
        if let entity, entity.trimmingWhitespace().isEmpty {
            throw UsageError("--entity cannot be empty: give an entity's identifier (a soup's, such as tomatoSoup)")
        }
        // A type the app declares no App Intent of could match nothing: a typo, said as one.
        let known = SoupChef.intents.appIntentTypeNames
        if let intentType, !known.contains(intentType) {
            if SoupChef.intents[intentType] != nil {
                throw UsageError(
                    "\(intentType) is a SiriKit intent, not an App Intent: its donations are INInteractions, deleted with --id, --group or --all"
                        + " (App Intents: \(known.joined(separator: ", ")))")
            }
            let nearest = nearestName(to: intentType, among: known)
            throw UsageError(
                "--intent-type \(Diagnostic.escaped(intentType)) is not one of the app's App Intents (\(known.joined(separator: ", ")))"
                    + (nearest.map { ". Did you mean \"\($0)\"?" } ?? ""))
        }
        self.selection = selection
    }

    /// What the terminal is asked before the deletion.
    var question: String {
        switch selection {
        case .identifiers(let ids): "Delete \(ids.count == 1 ? "this donation" : "these \(ids.count) donations") for good?"
        case .group(let group): "Delete every donation in group \(group) for good?"
        case .all: "Delete every donated interaction for good?"
        case .appIntents(let type, let entity):
            "Delete every App Intents donation" + (type.map { " of \($0)" } ?? "") + (entity.map { " holding \($0)" } ?? "") + " for good?"
        case .activities(let ids): "Delete \(ids.count == 1 ? "this user activity" : "these \(ids.count) user activities") for good?"
        case .allActivities: "Delete every saved user activity for good?"
        }
    }

    func run(_ context: Context) throws -> ExitStatus {
        let app = try context.app()
        try app.settleDeliveries()
        let system = try app.system
        // Each identifier as typed, or the one stored identifier it starts (any case for UUIDs):
        // an ambiguous one is refused before anything is asked, as `shortcuts delete` refuses an
        // unknown id.
        var resolved: [String] = []
        var notFound: [String] = []
        if case .identifiers(let identifiers) = selection {
            resolved = try identifiers.map { typed in
                switch try system.interactionIdentifier(matching: typed) {
                case .one(let stored): return stored
                case .none: return typed
                case .ambiguous(let several):
                    // As an ambiguous order id is everywhere (`history show`, `shortcuts add --order`): 1.
                    throw CommandFailure(
                        .failure,
                        "--id \"\(typed)\" is the start of several donations' identifiers: \(several.prefix(5).joined(separator: ", "))\(several.count > 5 ? ", and more" : ""). Type more of it."
                    )
                }
            }
        }
        // The persistent identifiers no saved activity has, looked up before anything is asked:
        // named as `--id`'s unknown identifiers are, and when none matches, nothing is asked.
        if case .activities(let identifiers) = selection {
            var seen = Set<String>()
            for identifier in identifiers where seen.insert(identifier).inserted {
                if try system.activityCount(persistentIdentifier: identifier) == 0 {
                    notFound.append(identifier)
                } else {
                    resolved.append(identifier)
                }
            }
        }
        // Nothing to delete is nothing to ask about, as for `history clear` and `menu disable`.
        if try context.input.isTerminal && !yes && hasSomethingToDelete(resolved, in: system) {
            guard try Confirmation.granted(question, yes: yes, context: context) else { return .failure }
        }
        let call: String
        var deleted: [String]? = nil
        let count: Int
        var queued = false
        var message: String
        switch selection {
        case .identifiers:
            call = "INInteraction.delete(with: identifiers)"
            let identifiers = resolved
            let removed = try system.deleteInteractions(identifiers: identifiers)
            let removedSet = Set(removed)
            var seen = Set<String>()
            notFound = identifiers.filter { !removedSet.contains($0) && seen.insert($0).inserted }
            deleted = removed
            count = removed.count
            message = "Deleted \(Self.donations(count))" + Self.listed(removed)
        case .group(let group):
            call = "INInteraction.delete(with: groupIdentifier)"
            let removed = try system.deleteInteractions(groupIdentifier: group)
            deleted = removed
            count = removed.count
            message =
                removed.isEmpty
                ? "No donations in group \(Diagnostic.escaped(group)); nothing deleted."
                : "Deleted \(Self.donations(count)) in group \(Diagnostic.escaped(group))" + Self.listed(removed)
        case .all:
            call = "INInteraction.deleteAll()"
            if let deleted = try app.deleteAllDonations() {
                count = deleted
                message = "Deleted all donated interactions: \(Self.donations(count))."
            } else {
                count = 0
                queued = true
                message = "Deleting every donated interaction is queued."
                context.warnQueued("the deletion of every donation", app: app)
            }
        case .appIntents(let type, let entity):
            call =
                type == nil
                ? "IntentDonationManager.deleteDonations(matching: .entityIdentifier(_:))"
                : "IntentDonationManager.deleteDonations(matching: .intentType(_:" + (entity == nil ? ")" : "entityIdentifier:)") + ")"
            let removed = try system.deleteInteractions(intentTypes: Self.types(type), entity: entity)
            deleted = removed
            count = removed.count
            let which = (type.map { " of \($0)" } ?? "") + (entity.map { " holding \(Diagnostic.escaped($0))" } ?? "")
            message =
                removed.isEmpty
                ? "No App Intents donations\(which); nothing deleted."
                : "Deleted \(count) App Intents \(count == 1 ? "donation" : "donations")\(which)" + Self.listed(removed)
        case .activities(let identifiers):
            call = "NSUserActivity.deleteSavedUserActivities(withPersistentIdentifiers:)"
            // The call is made with every identifier given, as an app makes it; only those that
            // matched are named as deleted.
            count = try system.deleteActivities(persistentIdentifiers: identifiers)
            let named = { (ids: [String]) in ids.map { Diagnostic.shortened(Diagnostic.escaped($0)) }.joined(separator: ", ") }
            message =
                count == 0
                ? "No user activity has persistent identifier \(named(identifiers)); nothing deleted."
                : "Deleted \(count) user \(count == 1 ? "activity" : "activities") with persistent identifier \(named(resolved))."
        case .allActivities:
            call = "NSUserActivity.deleteAllSavedUserActivities()"
            count = try system.deleteAllActivities()
            message = "Deleted all saved user activities: \(count)."
        }
        defer {
            let what = call.hasPrefix("NSUserActivity") ? (count == 1 ? "user activity" : "user activities") : (count == 1 ? "donation" : "donations")
            if count > 0 { context.sayDoneIfUnreported("\(call) deleted \(count) \(what)") }
        }
        if context.json {
            try context.printJSON(DonationsDeleteDocument(call: call, count: queued ? nil : count, deleted: deleted, notFound: notFound))
            return .success
        }
        context.out.write(message + "\n")
        // An activity type given where a persistent identifier is asked for: the menu activity
        // has none (Apple's sample sets none), so nothing but deleting them all removes it.
        if case .activities(let identifiers) = selection, count == 0,
            let type = identifiers.first(where: { $0 == UserActivity.viewMenu.activityType || $0 == "viewMenu" })
        {
            context.note(
                "\(Diagnostic.escaped(type)) is the menu activity's type, not a persistent identifier: Soup Chef sets none on it (as Apple's"
                    + " sample sets none), so only " + ShellCommand.soupchef(["donations", "delete", "--all-activities"])
                    + " (deleteAllSavedUserActivities) removes it.")
        }
        if !notFound.isEmpty, case .identifiers = selection {
            context.note(
                "No donation has these identifiers (never donated, or deleted already); ignored: "
                    + notFound.map { "\"" + Diagnostic.shortened(Diagnostic.escaped($0)) + "\"" }.joined(separator: ", ") + ".")
        }
        // Some matched and some did not: the others are named, as unknown `--id`s are.
        if !notFound.isEmpty, count > 0, case .activities = selection {
            context.note(
                "No user activity has these persistent identifiers (never saved, or deleted already); ignored: "
                    + notFound.map { "\"" + Diagnostic.shortened(Diagnostic.escaped($0)) + "\"" }.joined(separator: ", ") + ".")
        }
        return .success
    }

    /// Whether the selection names anything stored: on a terminal, the question is asked only
    /// then. `identifiers` are the `--id`s as resolved, or the `--activity` persistent
    /// identifiers some saved activity has.
    private func hasSomethingToDelete(_ identifiers: [String], in system: SystemStore) throws -> Bool {
        switch selection {
        case .identifiers: try !system.interactions(identifiers: identifiers).isEmpty
        case .group(let group): try system.interactionCount(groupIdentifier: group) > 0
        case .all: try system.interactionCount() > 0
        case .appIntents(let type, let entity): try !system.interactionIdentifiers(intentTypes: Self.types(type), entity: entity).isEmpty
        case .activities: !identifiers.isEmpty
        case .allActivities: try !system.activities(limit: 1).isEmpty
        }
    }

    /// The App Intents `--intent-type` names, or every one the app declares.
    static func types(_ type: String?) -> Set<String> { type.map { [$0] } ?? Set(SoupChef.intents.appIntentTypeNames) }

    static func donations(_ count: Int) -> String { "\(count) \(count == 1 ? "donation" : "donations")" }

    /// ":" and one identifier a line, or "." when there are none.
    static func listed(_ identifiers: [String]) -> String {
        identifiers.isEmpty ? "." : ":\n" + identifiers.map { "  " + Diagnostic.escaped($0) }.joined(separator: "\n")
    }
}
