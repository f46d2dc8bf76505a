import SiriSystem
import SoupChefViews
import SoupKit
import TextMatching

struct ShortcutsCommand: ParsableCommand {
    static let name = "shortcuts"
    static let configuration = CommandConfiguration(
        name: name, abstract: "List, add, edit and delete voice shortcuts (\"Add to Siri\").",
        discussion: """
            A voice shortcut binds a phrase to an order's intent or to the menu's viewMenu activity; saying it with
            'soupchef siri' runs it. Phrases are unique ignoring case, spacing and punctuation. Without a
            subcommand, lists them.
            """,
        subcommands: [ShortcutsListCommand.self, ShortcutsAddCommand.self, ShortcutsEditCommand.self, ShortcutsDeleteCommand.self])

    init(_ arguments: ParsedArguments) throws {}

    func run(_ context: Context) throws -> ExitStatus {
        try ShortcutsListCommand.list(context)
    }
}

struct ShortcutsListCommand: ParsableCommand {
    static let name = "list"
    static let configuration = CommandConfiguration(name: name, abstract: "List the voice shortcuts, oldest first.")

    init(_ arguments: ParsedArguments) throws {}

    func run(_ context: Context) throws -> ExitStatus { try Self.list(context) }

    static func list(_ context: Context) throws -> ExitStatus {
        let app = try context.app()
        let shortcuts = try app.system.allVoiceShortcuts()
        let menu = try app.menu()
        if context.json {
            try context.printJSON(VoiceShortcutsDocument(voiceShortcuts: shortcuts.map { VoiceShortcutJSON($0, menu: menu, dates: context.dates) }))
            return .success
        }
        guard !shortcuts.isEmpty else {
            // For the newest order when there is one, else for the menu: a command that runs, with
            // the phrase the app suggests for it ("Soup time" for an order, "Start lunch order" for
            // the menu), so that a second one added the same way does not clash with it.
            let newest = try app.orders(limit: 1).first.map { String($0.id.prefix(8)) }
            context.note(
                "No voice shortcuts. Add one with: " + ShellCommand.soupchef(["shortcuts", "add"] + (newest.map { ["--order", $0] } ?? ["--menu"])))
            return .success
        }
        // The id is what edit and delete take: whole, and kept first; then what it is and says.
        var table = Table(["ID", "PHRASE", "SHORTCUT", "CREATED", "STATE"], styledColumns: [4], wholeColumns: [0], priority: [0, 1, 4, 2, 3])
        for shortcut in shortcuts {
            let unavailable = VoiceShortcutText.unavailableReason(shortcut.shortcut, menu: menu)
            table.add([
                VoiceShortcutText.shortID(shortcut.identifier), "“\(shortcut.invocationPhrase)”", VoiceShortcutText.describe(shortcut.shortcut),
                context.dates.short(shortcut.created), unavailable.map { context.style.yellow("unavailable: " + Diagnostic.escaped($0)) } ?? "ready",
            ])
        }
        context.out.write(table.render(style: context.style, width: context.width))
        return .success
    }
}

struct ShortcutsAddCommand: ParsableCommand {
    static let name = "add"
    static let configuration = CommandConfiguration(
        name: name, abstract: "Add a voice shortcut for an order or for the menu (\"Add to Siri\").",
        discussion: """
            The phrase defaults to the suggested phrase: "\(SoupChef.suggestedOrderPhrase)" for an order, \
            "\(UserActivity.viewMenu.suggestedInvocationPhrase ?? "")" for the menu.
            When the order (or the menu) already has a voice shortcut, this offers to change its phrase instead:
            on a terminal it asks; elsewhere it fails and prints the 'shortcuts edit' command to run.
            Given the phrase it has already, it changes nothing and succeeds.
            On a terminal, a phrase Siri refuses can be typed again.
            """,
        options: [order, menu, phrase], choices: [OptionChoice(["order", "menu"], required: true)])

    static let order = Option<String?>(
        "order", placeholder: "order-id", help: "The order whose intent to add (a unique prefix of its id).", completion: .order, parser: .idPrefix)
    static let menu = Option(flag: "menu", help: "Add the menu screen's viewMenu activity instead.")
    static let phrase = Option<String?>("phrase", placeholder: "phrase", help: "What to say (default: the suggested phrase).", parser: .name)

    let order: String?
    let phrase: String?

    init(_ arguments: ParsedArguments) throws {
        order = try arguments[Self.order]
        phrase = try arguments[Self.phrase]
        switch (order, arguments[Self.menu]) {
        case (nil, false): throw UsageError("say what to add: --order <order-id> or --menu")
        case (_?, true): throw UsageError("--order and --menu cannot be used together")
        default: break
        }
    }

    func run(_ context: Context) throws -> ExitStatus {
        // A phrase Siri would refuse is a mistake on the command line whatever the data holds
        // (on a terminal it can be typed again, once the order is found).
        if let phrase, !context.input.isTerminal, let refusal = InvocationPhrase.refusal(of: phrase) { throw refusal }
        if let order, try context.isBeforeFirstUse() { throw SoupKitError.unknownOrder(order) }
        let app = try context.app()
        let manager = VoiceShortcutDataManager(app: app)
        let shortcut: Shortcut
        let subject: String
        if let order {
            let found = try app.order(idPrefix: order)
            shortcut = VoiceShortcutDataManager.shortcut(for: found)
            // The voice shortcut belongs to the shortcut, which every order of the same thing shares.
            subject = "The shortcut of order \(VoiceShortcutText.shortID(found.id)) (\(VoiceShortcutText.describe(shortcut)))"
        } else {
            shortcut = VoiceShortcutDataManager.menuShortcut
            subject = "The menu"
        }
        let menu = try app.menu()
        if let existing = try manager.voiceShortcut(for: shortcut) {
            return try Self.offerEdit(existing, subject: subject, phrase: phrase, menu: menu, app: app, context: context)
        }
        let added: VoiceShortcut
        do {
            guard
                let recorded = try Self.recordPhrase(
                    phrase ?? VoiceShortcutDataManager.suggestedPhrase(for: shortcut), context: context,
                    record: {
                        try manager.add(shortcut, phrase: $0)
                    })
            else { return .failure }
            added = recorded
        } catch let taken as VoiceShortcutAlreadyRecorded {
            // Another soupchef recorded one for this shortcut since it was looked up above.
            return try Self.offerEdit(taken.existing, subject: subject, phrase: phrase, menu: menu, app: app, context: context)
        }
        if context.json {
            try context.printJSON(VoiceShortcutDocument(action: "added", voiceShortcut: VoiceShortcutJSON(added, menu: menu, dates: context.dates)))
            return .success
        }
        context.out.line(Diagnostic.escaped("Added “\(added.invocationPhrase)” for \(VoiceShortcutText.describe(added.shortcut))."))
        context.out.line("Voice shortcut \(added.identifier)")
        context.note("Say it: " + ShellCommand.soupchef(["siri"] + ShellCommand.operands([added.invocationPhrase])))
        try ShortcutsAddCommand.noteAppShortcut(added, menu: menu, app: app, context: context)
        if let reason = VoiceShortcutText.unavailableReason(added.shortcut, menu: menu) {
            context.note("It will not order anything until that soup is back: \(reason).")
        }
        return .success
    }

    /// The shortcut has a voice shortcut already: on a terminal, offers to change its phrase;
    /// elsewhere fails with the `shortcuts edit` command that does.
    static func offerEdit(
        _ existing: VoiceShortcut, subject: String, phrase: String?, menu: Menu, app: SoupChef, context: Context
    ) throws -> ExitStatus {
        let id = VoiceShortcutText.shortID(existing.identifier)
        // Asked again for the phrase it has (a setup script run twice): nothing to add or change,
        // as `edit` to the phrase it has already succeeds. Without a phrase, the offer stands.
        if let phrase, InvocationPhrase.displayed(phrase) == existing.invocationPhrase {
            if context.json {
                try context.printJSON(
                    VoiceShortcutDocument(action: "unchanged", voiceShortcut: VoiceShortcutJSON(existing, menu: menu, dates: context.dates)))
                return .success
            }
            context.out.line(
                Diagnostic.escaped(
                    "\(subject) has the voice shortcut “\(existing.invocationPhrase)” already; nothing changed."))
            context.out.line("Voice shortcut \(existing.identifier)")
            return .success
        }
        // A phrase Siri would refuse is said first: the edit recommended below would refuse it too.
        if let phrase, let refusal = InvocationPhrase.refusal(of: phrase), !context.input.isTerminal { throw refusal }
        guard context.input.isTerminal else {
            throw CommandFailure(
                .failure,
                """
                \(subject) already has the voice shortcut “\(existing.invocationPhrase)” (\(id)). \
                To change its phrase, run: \(ShellCommand.soupchef(["shortcuts", "edit", id] + ShellCommand.option("--phrase", phrase ?? "<new phrase>")))
                """)
        }
        Confirmation.ask(
            "\(subject) already has the voice shortcut “\(existing.invocationPhrase)” (\(id)). Change its phrase instead?", context: context)
        guard isYes(Confirmation.answer(context)) else {
            context.note("Nothing was changed.")
            return .failure
        }
        guard
            let edited = try recordPhrase(
                phrase, context: context,
                record: {
                    try app.system.updateVoiceShortcut(identifier: existing.identifier, phrase: $0)
                })
        else { return .failure }
        return try ShortcutsEditCommand.report(edited, was: existing.invocationPhrase, menu: menu, app: app, context: context)
    }

    /// Records the phrase; on a terminal, a refused phrase can be typed again (an empty line gives
    /// up). Elsewhere the refusal is the error. Nil when the person gave up.
    static func recordPhrase(_ phrase: String?, context: Context, record: (String) throws -> VoiceShortcut) throws -> VoiceShortcut? {
        var phrase = phrase
        while true {
            if phrase == nil {
                context.err.write("Phrase (empty to give up): ")
                guard let typed = context.input.readLine(), !typed.trimmingWhitespace().isEmpty else {
                    context.note("Nothing was changed.")
                    return nil
                }
                phrase = typed
            }
            do {
                return try record(phrase!)
            } catch let error as VoiceShortcutError where context.input.isTerminal {
                context.err.line(context.errorStyle.yellow("Siri can't use that phrase: ") + Diagnostic.oneLine(error.description))
                phrase = nil
            } catch let error as VoiceShortcutError {
                throw withAdvice(error)
            }
        }
    }

    /// A phrase that is also one of the app's App Shortcut phrases ("Order Tomato Soup from Soup
    /// Chef"): Siri runs the voice shortcut for it, whatever the App Shortcut would order. Said
    /// when the phrase is recorded, as `app-shortcuts` says it, since the voice shortcut may order
    /// another soup than the one the words name.
    /// Up to iOS 15 the app's phrases are heard more loosely (a soup by the start of its name,
    /// "for delivery" after it): a phrase heard as one of them is said as such.
    static func noteAppShortcut(_ shortcut: VoiceShortcut, menu: Menu, app: SoupChef, context: Context) throws {
        let words = UtteranceRecognizer.withoutWakeWords(InvocationPhrase.normalized(shortcut.invocationPhrase))
        let instead = "said to Siri, it runs this voice shortcut instead: \(VoiceShortcutText.describe(shortcut.shortcut))."
        if let taken = OrderSoupAppIntent.recognize(words, menu: menu) {
            let named = taken.intent.soupName.map { ", which orders \($0)" } ?? ""
            context.note(
                Diagnostic.escaped("“\(shortcut.invocationPhrase)” is also the App Shortcut phrase “\(taken.phrase)”\(named); " + instead))
            return
        }
        let recognizer = UtteranceRecognizer(
            system: try app.system, definitions: SoupChef.definitions, handlers: app.intentHandlers, phrases: SoupChef.siriPhrases)
        guard let (phrase, intent) = try recognizer.appPhrase(heardIn: shortcut.invocationPhrase) else { return }
        let named = intent["soup"].map { ", which orders \($0.displayString)" } ?? ""
        context.note(
            Diagnostic.escaped(
                "“\(shortcut.invocationPhrase)” is also heard, up to iOS 15, as the app's phrase “\(phrase.template)”\(named); " + instead))
    }

    /// A phrase another voice shortcut has, with what to do about it: another phrase, or that
    /// shortcut deleted first. Any other error as it is.
    static func withAdvice(_ error: VoiceShortcutError) -> any Error {
        guard case .phraseTaken(_, let identifier, _) = error else { return error }
        return CommandFailure(
            .failure, error.description,
            hint: "Give another phrase with --phrase, or delete that voice shortcut first: "
                + ShellCommand.soupchef(["shortcuts", "delete", String(identifier.prefix(8))]))
    }

    static func isYes(_ answer: String?) -> Bool {
        let word = answer?.trimmingWhitespace().lowercased()
        return word == "y" || word == "yes"
    }
}

struct ShortcutsEditCommand: ParsableCommand {
    static let name = "edit"
    static let configuration = CommandConfiguration(
        name: name, abstract: "Change a voice shortcut's phrase.",
        arguments: [CommonArguments.voiceShortcutID],
        options: [phrase])

    static let phrase = Option<String>(
        required: "phrase", placeholder: "phrase", help: "The new phrase.", missing: "edit needs the new phrase: --phrase <phrase>", parser: .name)

    let id: String
    let phrase: String

    init(_ arguments: ParsedArguments) throws {
        id = try arguments[CommonArguments.voiceShortcutID]
        phrase = try arguments[Self.phrase]
    }

    func run(_ context: Context) throws -> ExitStatus {
        if let refusal = InvocationPhrase.refusal(of: phrase) { throw refusal }
        if try context.isBeforeFirstUse() { throw VoiceShortcutError.unknownVoiceShortcut(id) }
        let app = try context.app()
        let existing = try app.system.voiceShortcut(identifierPrefix: id)
        let edited: VoiceShortcut
        do {
            edited = try app.system.updateVoiceShortcut(identifier: existing.identifier, phrase: phrase)
        } catch let error as VoiceShortcutError {
            throw ShortcutsAddCommand.withAdvice(error)
        }
        return try Self.report(edited, was: existing.invocationPhrase, menu: try app.menu(), app: app, context: context)
    }

    static func report(_ edited: VoiceShortcut, was old: String, menu: Menu, app: SoupChef, context: Context) throws -> ExitStatus {
        if context.json {
            try context.printJSON(VoiceShortcutDocument(action: "edited", voiceShortcut: VoiceShortcutJSON(edited, menu: menu, dates: context.dates)))
            return .success
        }
        if old == edited.invocationPhrase {
            context.out.line(
                Diagnostic.escaped("“\(old)” is already the phrase for \(VoiceShortcutText.describe(edited.shortcut)); nothing changed."))
            return .success
        }
        context.out.line(Diagnostic.escaped("Changed “\(old)” to “\(edited.invocationPhrase)” for \(VoiceShortcutText.describe(edited.shortcut))."))
        try ShortcutsAddCommand.noteAppShortcut(edited, menu: menu, app: app, context: context)
        return .success
    }
}

struct ShortcutsDeleteCommand: ParsableCommand {
    static let name = "delete"
    static let configuration = CommandConfiguration(
        name: name, abstract: "Delete a voice shortcut.",
        discussion: "Asks first on a terminal (--yes does not).",
        arguments: [CommonArguments.voiceShortcutID], options: [Confirmation.yes])

    let id: String
    let yes: Bool

    init(_ arguments: ParsedArguments) throws {
        id = try arguments[CommonArguments.voiceShortcutID]
        yes = arguments[Confirmation.yes]
    }

    func run(_ context: Context) throws -> ExitStatus {
        if try context.isBeforeFirstUse() { throw VoiceShortcutError.unknownVoiceShortcut(id) }
        let app = try context.app()
        let existing = try app.system.voiceShortcut(identifierPrefix: id)
        guard try Confirmation.granted("Delete the voice shortcut “\(existing.invocationPhrase)”?", yes: yes, context: context) else {
            return .failure
        }
        let deleted = try app.system.deleteVoiceShortcut(identifier: existing.identifier)
        defer { context.sayDoneIfUnreported("The voice shortcut “\(deleted.invocationPhrase)” (\(deleted.identifier)) was deleted") }
        if context.json {
            try context.printJSON(
                VoiceShortcutDocument(action: "deleted", voiceShortcut: VoiceShortcutJSON(deleted, menu: try app.menu(), dates: context.dates)))
            return .success
        }
        context.out.line(Diagnostic.escaped("Deleted “\(deleted.invocationPhrase)” for \(VoiceShortcutText.describe(deleted.shortcut))."))
        return .success
    }
}
