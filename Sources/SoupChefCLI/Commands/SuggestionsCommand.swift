import SiriSystem
import SoupChefViews
import SoupKit
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

struct SuggestionsCommand: ParsableCommand {
    static let defaultLimit = 5

    static let name = "suggestions"
    static let configuration = CommandConfiguration(
        name: name,
        abstract: "Show what Siri would suggest at a moment: predictions, and everything the app set, each labelled.",
        discussion: """
            One view of Siri's side: the predicted shortcuts ranked by soupchef's model (iOS's own is not public;
            docs/suggestions.md describes this one), the shortcut suggestions and relevant shortcuts the app set
            (each relevance provider shown as holding or not at the moment), and the viewMenu activity.
            The moment is --at, else the current time (--now). Relevant shortcuts for the "work" routine hold on
            weekdays 09:00–17:00. --recent lists the most recently donated shortcuts instead of predictions, as
            the "Display Recent Shortcuts" developer setting does.
            """,
        options: [at, explain, recent, limit, week, svg])

    static let at = Option<String?>(
        "at", placeholder: "time", help: "The moment to ask about: ISO 8601 (2026-12-07T12:00), or HH:MM for today.", parser: .text)
    static let explain = Option(flag: "explain", help: "Show what each prediction's score is made of.")
    static let recent = Option(flag: "recent", help: "List the most recently donated shortcuts, no model (\"Display Recent Shortcuts\").")
    static let limit = Option<Int?>(
        "limit", short: "n", placeholder: "n",
        help: "Show at most n shortcuts (default \(defaultLimit), with --week \(defaultWeekLimit); 0 for all).",
        parser: .integer(in: 0...Int(Int32.max)))
    static let week = Option(flag: "week", help: "Show when in the coming week Siri would suggest the top shortcuts: an hour-by-day grid.")
    static let svg = Option<String?>(
        "svg", placeholder: "file", help: "Also draw it as SVG: the lock screen at the moment, or with --week the heatmap ('-': stdout).",
        completion: .file, path: .writes(standardOutput: "-"), parser: .text)

    let at: String?
    let explain: Bool
    let recent: Bool
    let limit: Int
    let week: Bool
    let svg: String?

    init(_ arguments: ParsedArguments) throws {
        at = try arguments[Self.at]
        explain = arguments[Self.explain]
        recent = arguments[Self.recent]
        week = arguments[Self.week]
        svg = try arguments[Self.svg]
        limit = try arguments[Self.limit] ?? (week ? Self.defaultWeekLimit : Self.defaultLimit)
        if explain && recent {
            throw UsageError("--explain and --recent cannot be used together: recent shortcuts are not scored")
        }
        if week && (explain || recent) {
            throw UsageError("--week cannot be combined with \(explain ? "--explain" : "--recent")")
        }
        if svg?.isEmpty == true { throw UsageError("--svg needs a file name, or '-' for standard output") }
    }

    /// Siri's state is today's: asked about a moment before its newest donation, the later
    /// donations are in it as if made by then (nothing of the past state is kept to rewind), and
    /// a note says so, in every view. Asked now on the real clock, a donation up to a minute later
    /// is another process's, made while this one started, not a question about the past.
    func noteDonationsAfter(_ moment: Date, lastDonations: [Date], _ context: Context) {
        let slack: TimeInterval = at == nil && !context.clockIsPinned ? 60 : 0
        let later = lastDonations.filter { $0 > moment.addingTimeInterval(slack) }.count
        guard later > 0 else { return }
        context.note(
            "\(later) \(later == 1 ? "shortcut was" : "shortcuts were") last donated after \(context.dates.short(moment)): Siri's state is the one"
                + " after its newest donation, which keeps no past to rewind to; to ask as of that moment, replay the orders up to it"
                + " into a fresh data directory.")
    }

    func run(_ context: Context) throws -> ExitStatus {
        if svg == "-" && context.json {
            throw UsageError("--svg - and --json both write to standard output; write the picture to a file, or leave out --json")
        }
        var moment = context.now
        if let at {
            moment = try context.dates.readOption(
                "--at", at, relativeTo: context.now, expected: "an ISO 8601 time such as 2026-12-07T12:00, or HH:MM for today")
        }
        // A target that cannot be written is refused before anything is opened or made.
        if let svg, svg != "-" {
            try OutputFile.checked(svg, what: "the picture", standardOutput: true, dataDirectory: try? context.dataDirectory())
        }
        let app = try context.app()
        if week { return try runWeek(context, moment: moment, app: app) }
        let system = try app.system
        let zone = system.timeZone
        let shown = limit == 0 ? nil : limit
        let (ranked, person) = try system.ranking(at: moment)
        noteDonationsAfter(moment, lastDonations: ranked.map(\.group.lastDonation), context)
        var view = View(
            moment: moment, zone: zone,
            predictions: recent ? nil : try system.predictions(ranked: ranked, limit: shown),
            recent: recent ? try system.recentShortcuts(limit: shown) : nil,
            suggestions: try system.shortcutSuggestions(),
            relevant: try system.relevantShortcuts().map { ($0, $0.evaluate(at: moment, timeZone: zone)) },
            menuGroup: try UserActivity.viewMenu.predictionKey.flatMap { try system.predictionGroup(key: $0) },
            menuRank: nil, groupCount: ranked.count, person: explain && !recent ? person : nil,
            titles: explain ? try Self.titles(of: [person.split?.countFirst, person.split?.fadingFirst].compactMap { $0 }, in: system) : [:])
        if !recent, let key = UserActivity.viewMenu.predictionKey, let index = ranked.firstIndex(where: { $0.group.key == key }) {
            view.menuRank = index + 1
        }
        if let svg {
            let cards = LockScreenSuggestions.cards(
                predictions: view.predictions, recent: view.recent, relevantNow: view.relevant.filter(\.1.isRelevant).map(\.0),
                suggestions: view.suggestions, intents: system.intentCatalog)
            try Self.write(
                LockScreenPicture.svg(cards: cards, at: moment, dates: context.dates), to: svg, context: context,
                what: "the lock screen with \(cards.count) \(cards.count == 1 ? "suggestion" : "suggestions")")
            if svg == "-" { return .success }
        }
        if context.json {
            try context.printJSON(SuggestionsDocument(view: view, explain: explain, dates: context.dates))
        } else {
            let firstOrder = view.predictions?.isEmpty == true ? DataDirectoryHints.firstOrder(menu: try app.menu()) : nil
            render(view, context, firstOrder: firstOrder)
        }
        return .success
    }

    /// Everything the view shows, gathered once.
    typealias View = SuggestionsView

    // MARK: Text

    /// `firstOrder`: the command of an order that can be placed now, for a view with no predictions.
    private func render(_ view: View, _ context: Context, firstOrder: String?) {
        let style = context.style
        let askedHour = WeekHour(view.moment, in: view.zone)
        let when = "\(askedHour.dayName) \(context.dates.short(view.moment)) (\(view.zone.identifier))"
        context.out.line(style.bold("Siri on \(when)"))
        context.out.line()

        // On a terminal (or with COLUMNS) prose wraps to the width the tables fit.
        let width = context.width
        func say(_ text: String, indent: String = "", styled: (String) -> String = { $0 }) {
            for line in Prose.lines(text, indent: indent, width: width, styled: styled) { context.out.line(line) }
        }
        func heading(_ title: String, _ note: String) {
            for line in Prose.heading(title, note: note, width: width, style: style) { context.out.line(line) }
        }
        if let predictions = view.predictions {
            heading("Predicted shortcuts", "(soupchef's model, best first; docs/suggestions.md)")
            if predictions.isEmpty {
                say(
                    "none: no donations (none made yet, or all deleted). "
                        + (firstOrder.map { "Place an order: \($0); or show the menu: " } ?? "No soup can be ordered now; the menu says why: ")
                        + ShellCommand.soupchef(["menu"]), indent: "  ")
            } else {
                var table = Table(["#", "SCORE", "SHORTCUT", "DONATIONS", "LAST DONATION"], rightAligned: [0, 3])
                for prediction in predictions {
                    table.add([
                        String(prediction.rank), Self.decimal(prediction.score.value), Self.titleLine(prediction.shortcut),
                        String(prediction.group.donations), context.dates.short(prediction.group.lastDonation),
                    ])
                }
                let fitTo = context.width.map { $0 - 2 }
                let lines = table.lines(style: style, width: fitTo)
                if let person = view.person {
                    for line in PersonalHabitsText.lines(person, model: .standard, titles: view.titles) { say(line, indent: "  ", styled: style.dim) }
                }
                context.out.line("  " + lines[0])
                for (offset, prediction) in predictions.enumerated() {
                    context.out.line("  " + lines[offset + 1])
                    if explain {
                        for line in Self.explanation(prediction) { say(Diagnostic.escaped(line), indent: "       ", styled: style.dim) }
                    }
                }
                for line in table.leftOutNote(style: style, width: fitTo).split(separator: "\n") { context.out.line("  " + line) }
                let hidden = view.groupCount - predictions.count
                if hidden > 0 {
                    say("… and \(hidden) more; --limit 0 shows them all.", indent: "  ", styled: style.dim)
                }
            }
            context.out.line()
        }

        if let recent = view.recent {
            heading("Recent shortcuts", "(Display Recent Shortcuts: newest donation first, no model)")
            if recent.isEmpty {
                context.out.line("  none: no donations (none made yet, or all deleted).")
            } else {
                var table = Table(["#", "SHORTCUT", "DONATIONS", "LAST DONATION"], rightAligned: [0, 2])
                for shortcut in recent {
                    table.add([
                        String(shortcut.rank), Self.titleLine(shortcut.shortcut),
                        String(shortcut.group.donations), context.dates.short(shortcut.group.lastDonation),
                    ])
                }
                for line in table.render(style: style, width: context.width.map { $0 - 2 }).split(separator: "\n").map(String.init) {
                    context.out.line("  " + line)
                }
            }
            context.out.line()
        }

        heading("Shortcut suggestions", "(set by the app: setShortcutSuggestions; iOS lists them in Settings, Siri & Search)")
        if view.suggestions.isEmpty { context.out.line("  none") }
        for shortcut in view.suggestions {
            say(Diagnostic.escaped(SoupChef.intents.describe(shortcut).line), indent: "  ")
        }
        context.out.line()

        // Smart Stack's Siri Suggestions widget came with iOS 14; before, the watch face alone.
        let shownOn = context.ios.major >= 14 ? "the Siri watch face and Smart Stack widgets" : "the Siri watch face"
        heading("Relevant shortcuts", "(set by the app: setRelevantShortcuts; for \(shownOn))")
        if view.relevant.isEmpty { context.out.line("  none") }
        for (shortcut, evaluation) in view.relevant {
            let state = evaluation.isRelevant ? style.green("relevant at this moment") : "not relevant at this moment"
            let title = Diagnostic.escaped(shortcut.title + (shortcut.subtitle.map { " — \($0)" } ?? ""))
            if let width, 2 + title.count + 2 + "not relevant at this moment".count > width {
                say(title, indent: "  ")
                context.out.line("    " + state)
            } else {
                context.out.line("  " + title + "  " + state)
            }
            for provider in evaluation.providers {
                let mark = provider.isRelevant ? "holds" : "does not hold"
                say(
                    Diagnostic.escaped(RelevanceText.describe(provider.provider, dates: context.dates)) + " (\(provider.window)): \(mark)",
                    indent: "      ")
            }
        }
        context.out.line()

        let menu = UserActivity.viewMenu
        heading("Menu activity", "(NSUserActivity \(Self.shortType(menu.activityType)), eligible for prediction)")
        var line = "  \(menu.title ?? menu.activityType)" + (menu.suggestedInvocationPhrase.map { " — “\($0)”" } ?? "")
        if let group = view.menuGroup {
            line += ": made current \(group.donations) \(group.donations == 1 ? "time" : "times"), last \(context.dates.short(group.lastDonation))"
            if let rank = view.menuRank { line += "; predicted #\(rank)" }
        } else {
            // Never made current, or its donations deleted: nothing tells them apart any more.
            line += ": no donation of it (never made current, or deleted); showing the menu donates it: " + ShellCommand.soupchef(["menu"])
        }
        say(line)
    }

    /// The lines --explain prints under a prediction.
    /// The titles of the shortcuts `keys`, by key, as their newest donations show them.
    static func titles(of keys: [String], in system: SystemStore) throws -> [String: String] {
        var titles: [String: String] = [:]
        for key in keys {
            if let group = try system.predictionGroup(key: key), let shortcut = try system.newestDonation(of: group) { titles[key] = shortcut.title }
        }
        return titles
    }

    static func explanation(_ prediction: Prediction) -> [String] {
        let score = prediction.score
        let asked = score.askedHour.dayName + cFormat(" %02ld:00", score.askedHour.hour)
        // The three hours that count most by name, what the others add in one sum (--json lists
        // every hour), so that the named parts always add up to the total shown before them.
        let counted = score.hours.filter { Double($0.donations) * $0.match >= 0.005 }
        var matched = counted.prefix(3).map { hour in
            String(hour.hour.dayName.prefix(3)) + cFormat(" %02ld:00 ×%ld at %.2f", hour.hour.hour, hour.donations, hour.match)
        }.joined(separator: ", ")
        if counted.count > 3 {
            let others = counted.dropFirst(3)
            let adds = others.reduce(0) { $0 + Double($1.donations) * $1.match }
            matched += "; \(others.count) more \(others.count == 1 ? "hour adds" : "hours add") " + cFormat("%.2f", adds)
        }
        if matched.isEmpty { matched = "no donation near it" }
        let age = score.ageDays == 0 ? "newest donation not before the moment" : "newest \(decimal(score.ageDays, places: 1)) days before"
        let donations = "\(score.donations) \(score.donations == 1 ? "donation" : "donations")"
        var lines = [
            "shortcut  " + typeName(prediction.shortcut) + "   key " + prediction.group.key,
            "weight    \(decimal(score.faded))   \(donations) faded by age (0.5 at \(decimal(score.halfLifeDays, places: 0)) days); \(age)",
        ]
        if score.countTrust > 0 {
            lines.append(
                "          \(decimal(score.counting))   with the slow mixture: \(decimal(1 - score.countTrust, places: 2)) × \(decimal(score.faded))"
                    + " + \(decimal(score.countTrust, places: 2)) × \(decimal(score.counted)) (its share \(decimal(score.slowShare)) of all faded donations)"
            )
        }
        if let ratio = score.basketRatio {
            lines.append(
                "          \(decimal(score.weight))   \(decimal(ratio, places: 2)) × \(decimal(score.counting))"
                    + (score.repeatBonus > 0
                        ? " + \(decimal(score.repeatBonus)) (in the basket so far, inside a basket)" : " (not in the basket so far, inside a basket)")
            )
        } else if score.repeatMix > 0 {
            lines.append(
                "          \(decimal(score.weight))   \(decimal(1 - score.repeatMix, places: 2)) × \(decimal(score.counting))"
                    + (score.repeatBonus > 0 ? " + \(decimal(score.repeatBonus)) (the last order again)" : " (the last order was another)"))
        }
        if let signal = score.signal {
            // The moment as the signal sees it: an hour of the day is any day's.
            let seen =
                switch signal {
                case .hourOfWeek: asked
                case .hourOfDay: cFormat("%02ld:00", score.askedHour.hour) + " (any day)"
                case .dayOfWeek: score.askedHour.dayName + " (any hour)"
                case .kindOfDay: (score.askedHour.isWeekend ? "the weekend" : "a weekday") + " (any hour)"
                }
            lines.append(
                "moment    \(decimal(score.moment))   \(decimal(score.matchingDonations, places: 2)) of \(donations) match \(seen) by \(signal.title): \(matched)"
            )
            if score.momentSmoothing > 0 {
                let smoothing = decimal(score.momentSmoothing, places: 0)
                lines.append(
                    "                  starting from \(smoothing) of this person's donations at their share (\(decimal(score.personMoment))): "
                        + "(\(decimal(score.matchingDonations, places: 2)) + \(smoothing) × \(decimal(score.personMoment))) / (\(score.donations) + \(smoothing))"
                )
            }
            if score.trust < 1 {
                lines.append(
                    "          \(decimal(score.blendedMoment))   trusted \(decimal(score.trust, places: 2)), the rest this person's share at such moments (\(decimal(score.personMoment)))"
                )
            }
        } else {
            lines.append(
                "moment    \(decimal(score.blendedMoment))   no time signal for this person: their share of orders at \(asked) by hour of the day and day of the week,"
                    + " the same for every shortcut"
            )
        }
        lines.append(
            "score     \(decimal(score.weight)) × (\(decimal(score.blendedMoment)) + \(decimal(score.anyTime, places: (score.anyTime * 10).rounded() == score.anyTime * 10 ? 1 : 2))) = \(decimal(score.value))"
        )
        return lines
    }

    static func decimal(_ value: Double, places: Int = 3) -> String {
        // A weight, moment or score that is not 0 never shows as 0: asked long after the last
        // order, every one rounds to 0.000 and their order would not show. Three significant
        // digits instead. (Shares, with two places, stay as they are: 0.00 of the weight.)
        guard places == 3, value != 0, value.isFinite, abs(value) < 0.0005 else { return cFormat("%.\(places)f", value) }
        return cFormat("%.3g", value)
    }

    static func titleLine(_ shortcut: PredictedShortcut) -> String {
        shortcut.title + (shortcut.subtitle.map { " — \($0)" } ?? "")
    }

    static func typeName(_ shortcut: PredictedShortcut) -> String {
        switch shortcut {
        case .interaction(let interaction): interaction.shortcutTypeKey
        case .userActivity(let activity): "activity: " + shortType(activity.activity.activityType)
        }
    }

    static func shortType(_ activityType: String) -> String {
        activityType.split(separator: ".").last.map(String.init) ?? activityType
    }
}
