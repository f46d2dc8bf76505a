import Dates
import Foundation
import TestSupport

@testable import SiriSystem

/// A system store in a private directory, with an app-neutral intent: the model knows nothing
/// of soup, so neither do these tests.
final class PredictionFixture {
    static let definition = IntentDefinition(
        typeName: "OrderThing", category: "order", requiresConfirmation: false, supportsBackgroundExecution: true,
        parameterNames: ["thing", "size"],
        shortcutTypes: [
            ShortcutType(parameters: ["thing"], title: "Order ${thing}"),
            ShortcutType(parameters: ["thing", "size"], title: "Order ${size} ${thing}", isPrimary: true),
        ])

    let temporary: TemporaryDirectory
    var directory: String { temporary.path }
    let store: SystemStore
    let utc = Zone(identifier: "UTC")!

    init(timeZone: Zone = Zone(identifier: "UTC")!) throws {
        temporary = try TemporaryDirectory("prediction")
        store = try SystemStore(directory: temporary.path, definitions: [Self.definition], timeZone: timeZone)
    }

    /// A UTC date: "2026-12-07T12:00".
    static func date(_ text: String) -> Date {
        let parts = text.split(whereSeparator: { "-T:".contains($0) }).map { Int($0)! }
        return Zone.gmt.date(year: parts[0], month: parts[1], day: parts[2], hour: parts[3], minute: parts[4])
    }

    static func intent(_ thing: String, size: Int? = nil) -> Intent {
        var intent = Intent(typeName: "OrderThing")
        intent["thing"] = .object(identifier: thing, display: thing.capitalized)
        if let size { intent["size"] = .integer(size) }
        return intent
    }

    @discardableResult
    func donate(_ thing: String, at text: String, size: Int? = nil, id: String? = nil, group: String? = nil) throws -> DonatedInteraction {
        try store.donate(Interaction(intent: Self.intent(thing, size: size), identifier: id, groupIdentifier: group, date: Self.date(text)))
    }

    /// The keys of the ranking at `text`, best first.
    func ranking(at text: String) throws -> [String] {
        try store.predictions(at: Self.date(text)).map(\.group.key)
    }

    static func key(_ thing: String) -> String { "OrderThing|thing=\(thing)" }

    /// The aggregate recomputed from the stored donations, to check the incremental one against.
    func recomputedGroups() throws -> [String: (donations: Int, last: Int64, hours: [Int: Int])] {
        var groups: [String: (donations: Int, last: Int64, hours: [Int: Int])] = [:]
        try store.database.forEach("SELECT k.key, i.date_ms, i.week_hour FROM interactions i JOIN shortcut_keys k ON k.shortcut = i.shortcut") {
            row in
            var group = groups[row.string(0)] ?? (0, Int64.min, [:])
            group.donations += 1
            group.last = max(group.last, row.int64(1))
            group.hours[row.int(2), default: 0] += 1
            groups[row.string(0)] = group
        }
        try store.database.forEach("SELECT shortcut_key, date_ms, week_hour FROM activities WHERE shortcut_key IS NOT NULL") { row in
            var group = groups[row.string(0)] ?? (0, Int64.min, [:])
            group.donations += 1
            group.last = max(group.last, row.int64(1))
            group.hours[row.int(2), default: 0] += 1
            groups[row.string(0)] = group
        }
        return groups
    }

    /// Every stored donation's date per shortcut key, in milliseconds.
    func donationDates() throws -> [String: [Int64]] {
        var dates: [String: [Int64]] = [:]
        try store.database.forEach("SELECT k.key, i.date_ms FROM interactions i JOIN shortcut_keys k ON k.shortcut = i.shortcut") {
            dates[$0.string(0), default: []].append($0.int64(1))
        }
        try store.database.forEach("SELECT shortcut_key, date_ms FROM activities WHERE shortcut_key IS NOT NULL") {
            dates[$0.string(0), default: []].append($0.int64(1))
        }
        return dates
    }

    /// Whether the aggregate says exactly what the donations say (the weights to 1e-9).
    func aggregateMatchesDonations() throws -> Bool {
        let expected = try recomputedGroups()
        let dates = try donationDates()
        let actual = try store.predictionGroups()
        guard actual.count == expected.count else { return false }
        for group in actual {
            guard let want = expected[group.key] else { return false }
            let halfLife = PredictionModel.standard.halfLifeDays * 86_400_000
            let fading = (dates[group.key] ?? []).map { pow(0.5, Double(want.last - $0) / halfLife) }.reduce(0, +)
            if abs(group.fading - fading) > 1e-9 * max(1, fading) { return false }
            // The day sums, to rounding: Σ day and Σ day² of the donations left.
            let days = (dates[group.key] ?? []).map(DaySums.day)
            let (sum, squares) = (days.reduce(0, +), days.map { $0 * $0 }.reduce(0, +))
            if abs(group.days.sum - sum) > 1e-9 * max(1, days.map(abs).reduce(0, +)) || abs(group.days.squares - squares) > 1e-9 * max(1, squares) {
                return false
            }
            let hours = Dictionary(uniqueKeysWithValues: group.hours.dictionary.map { ($0.key.index, $0.value) })
            if group.donations != want.donations || Int64((group.lastDonation.timeIntervalSince1970 * 1000).rounded()) != want.last
                || hours != want.hours
            {
                return false
            }
        }
        return true
    }
}

extension PersonalHabitsText {
    /// What `--explain` says of `habits` alone: a view without candidates, so without the split
    /// between the two firsts (its own tests give candidates).
    static func lines(_ habits: PersonalHabits, model: PredictionModel) -> [String] {
        lines(
            PredictionModel.PersonalView(habits, at: Date(timeIntervalSince1970: 0), timeZone: Zone(secondsFromGMT: 0), model: model), model: model)
    }
}

extension SystemStore {
    /// The groups as schema versions before 13 keep them, without their day sums (for a test
    /// that marks the store as of an older version).
    func dropDaySums() throws {
        try database.execute("ALTER TABLE prediction_groups DROP COLUMN day_sum; ALTER TABLE prediction_groups DROP COLUMN day_squares")
    }
}
