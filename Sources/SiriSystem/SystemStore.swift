import Dates
import SQLiteStore

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

/// The system's side of Siri Shortcuts: what iOS keeps about an app's donations, suggestions and
/// voice shortcuts, reached only through methods shaped like the Intents API.
///
/// It knows the app's intent definitions (as iOS reads the compiled intent definition file) and
/// nothing else about the app.
public final class SystemStore {
    public static let fileName = "system.sqlite"

    /// The system store's schema, step by step (see `Migration`): a new store runs them all, an
    /// older one the steps it lacks. Append a step for every change; never edit a released one.
    /// A step may need the intent definitions (to file a rewritten donation again).
    static func migrations(definitions: [String: IntentDefinition], refiling: DonationRefiling? = nil) -> [Migration] {
        migrations(definitions: { definitions }, refiling: refiling)
    }

    /// The same, with the definitions read only when a step needs them.
    static func migrations(definitions: @escaping @Sendable () -> [String: IntentDefinition], refiling: DonationRefiling? = nil) -> [Migration] {
        [
            Migration(
                version: 1, "interactions, activities, suggestions, relevant and voice shortcuts, the prediction aggregate",
                sql: version1 + PredictionAggregate.schemaVersion1),
            Migration(
                version: 2, "prediction weights: each group's donations faded by age, rebuilt from the donations",
                apply: PredictionAggregate.addFading(to:)),
            Migration(version: 3, "donations refiled as the app says (Soup Chef as iOS 14/15: orders without store or address)") {
                try RefilingMigration.apply(to: $0, definitions: definitions(), refiling: refiling)
            },
            Migration(
                version: 4, "lean interactions: each distinct intent and shortcut key stored once, identifiers as 16 bytes",
                compacts: true, apply: DonatedIntentsMigration.apply(to:)),
            Migration(
                version: 5, "the person's habits: which time signals predict them, judged on every stored donation in date order",
                pass: .init(PersonalHabitsRow.judgingPass, isWhole: false, withoutPass: PersonalHabitsRow.makeTable(in:)),
                apply: PersonalHabitsRow.migrate(_:)),
            Migration(
                version: 6, "each interaction's identifier stored once: its index keeps 8 bytes of it",
                compacts: true, apply: InteractionIdentifiersOnceMigration.apply(to:)),
            Migration(
                version: 7, "the slow mixture: each group's donations faded over half a year, what followed what, every donation judged again",
                pass: .init(PersonalHabitsRow.judgingPass, withoutPass: { try PredictionAggregate.addSlow(to: $0, judging: false) }),
                apply: { try PredictionAggregate.addSlow(to: $0) }),
            Migration(
                version: 8, "every donation judged again: a day of the other kind (weekday, weekend) now matches 0.02, not 0.1",
                pass: .init(PersonalHabitsRow.judgingPass), apply: { try PersonalHabitsRow.rebuild(in: $0) }),
            Migration(
                version: 9,
                "every donation judged again: a judged shortcut's share starts from the person's, grown over their first 30 judged donations",
                pass: .init(PersonalHabitsRow.judgingPass), apply: { try PersonalHabitsRow.rebuild(in: $0) }),
            Migration(
                version: 10, "every donation judged again: orders at one instant read as a basket, the last order again any of them",
                pass: .init(PersonalHabitsRow.judgingPass), apply: { try PersonalHabitsRow.rebuild(in: $0) }),
            Migration(
                version: 11,
                "a basket's next line weighed by how often this person's came from the basket so far (every donation judged again where orders came at one instant)",
                pass: .init(PersonalHabitsRow.judgingPass, isWhole: false), apply: PersonalHabitsRow.countBasketsNextLines(in:)),
            Migration(
                version: 12, "every donation judged again: the slow mixture's fourth expert, keeping to the last order",
                pass: .init(PersonalHabitsRow.judgingPass), apply: { try PersonalHabitsRow.rebuild(in: $0) }),
            Migration(
                version: 13, "each group's donation dates summed in days, and their squares: the trend of the split between the two firsts",
                apply: PredictionAggregate.addDaySums(to:)),
        ]
    }
    public static var schemaVersion: Int { migrations(definitions: [:]).count }

    let database: Database
    /// The app's intent definitions by type name, read the first time something needs them
    /// (a donation, a shortcut's title): a command that never does never reads them.
    public private(set) lazy var definitions: [String: IntentDefinition] = Self.byType(loadDefinitions())
    private let loadDefinitions: () -> [IntentDefinition]
    /// The device's time zone: donations are remembered by the hour of the week they happened
    /// in on its wall clock, and predictions read the asked moment the same way.
    public let timeZone: Zone

    /// Opens (creating when needed) the system store in `directory`.
    /// `refiling` is what the app's older donations need changing when the store is migrated
    /// past version 3 (see `DonationRefiling`).
    public convenience init(
        directory: String, definitions: [IntentDefinition], timeZone: Zone = .current, busyTimeout: Int32 = Database.defaultBusyTimeout,
        refiling: DonationRefiling? = nil
    ) throws {
        try self.init(directory: directory, timeZone: timeZone, busyTimeout: busyTimeout, refiling: refiling, definitions: { definitions })
    }

    /// Opens the system store with definitions read only when first needed (`definitions`).
    /// `synchronous` is what its commits wait for (`StoreFile.synchronous`).
    public init(
        directory: String, timeZone: Zone = .current, busyTimeout: Int32 = Database.defaultBusyTimeout,
        refiling: DonationRefiling? = nil, synchronous: String = "FULL", definitions: @escaping @Sendable () -> [IntentDefinition]
    ) throws {
        loadDefinitions = definitions
        var file = StoreFile(
            path: directory + "/" + Self.fileName, migrations: Self.migrations(definitions: { Self.byType(definitions()) }, refiling: refiling),
            busyTimeout: busyTimeout)
        file.synchronous = synchronous
        file.others = [("menu_items", "the app's store (app.sqlite)")]
        database = try file.open()
        self.timeZone = timeZone
    }

    /// The rows changed through this connection since it was opened.
    public var totalChanges: Int { database.totalChanges }

    /// Puts whatever the store's log holds on the disk (see `Database.syncLog`).
    public func syncLog() throws { try database.syncLog() }

    /// For a process about to exit: see `Database.leaveOpenUntilExit`.
    public func leaveOpenUntilExit() { database.leaveOpenUntilExit() }

    private static func byType(_ definitions: [IntentDefinition]) -> [String: IntentDefinition] {
        Dictionary(definitions.map { ($0.typeName, $0) }, uniquingKeysWith: { a, _ in a })
    }

    private static let version1 = """
        CREATE TABLE interactions(
            seq INTEGER PRIMARY KEY AUTOINCREMENT,
            identifier TEXT NOT NULL UNIQUE,
            group_identifier TEXT,
            date_ms INTEGER NOT NULL,
            intent_type TEXT NOT NULL,
            shortcut_type TEXT NOT NULL,
            shortcut_key TEXT NOT NULL,
            title TEXT NOT NULL,
            subtitle TEXT,
            intent_json TEXT NOT NULL,
            week_hour INTEGER NOT NULL
        );
        CREATE INDEX interactions_group ON interactions(group_identifier) WHERE group_identifier IS NOT NULL;
        CREATE INDEX interactions_date ON interactions(date_ms, seq);
        CREATE INDEX interactions_shortcut ON interactions(shortcut_key, date_ms);
        CREATE TABLE activities(
            seq INTEGER PRIMARY KEY AUTOINCREMENT,
            activity_type TEXT NOT NULL,
            persistent_identifier TEXT,
            date_ms INTEGER NOT NULL,
            activity_json TEXT NOT NULL,
            shortcut_key TEXT,
            week_hour INTEGER NOT NULL
        );
        CREATE INDEX activities_persistent ON activities(persistent_identifier) WHERE persistent_identifier IS NOT NULL;
        CREATE INDEX activities_date ON activities(date_ms, seq);
        CREATE INDEX activities_shortcut ON activities(shortcut_key, date_ms) WHERE shortcut_key IS NOT NULL;
        CREATE TABLE shortcut_suggestions(position INTEGER PRIMARY KEY, shortcut_json TEXT NOT NULL);
        CREATE TABLE relevant_shortcuts(position INTEGER PRIMARY KEY, relevant_json TEXT NOT NULL);
        CREATE TABLE voice_shortcuts(
            seq INTEGER PRIMARY KEY AUTOINCREMENT,
            identifier TEXT NOT NULL UNIQUE,
            phrase TEXT NOT NULL,
            normalized_phrase TEXT NOT NULL UNIQUE,
            shortcut_key TEXT NOT NULL,
            shortcut_json TEXT NOT NULL,
            created_ms INTEGER NOT NULL
        );
        CREATE INDEX voice_shortcuts_shortcut ON voice_shortcuts(shortcut_key);
        """

    /// Runs several calls as one transaction, so that they land together or not at all.
    ///
    /// Each call inside runs in a savepoint, whose journal keeps the original of every page the
    /// call changes: held in memory here rather than in a temporary file, where deleting a third
    /// of a million interactions wrote 1.4 GB of page images (a call changes at most a few
    /// megabytes, and its journal is dropped when it ends).
    public func batch<T>(_ body: () throws -> T) throws -> T {
        if !tempStoreInMemory {
            try database.execute("PRAGMA temp_store = MEMORY")
            tempStoreInMemory = true
        }
        return try database.transaction(body)
    }

    /// `batch` has set `temp_store` on this connection (nothing else changes it once the store
    /// is open: only a migration does, and puts it back).
    private var tempStoreInMemory = false

    // MARK: Interactions (INInteraction)

    /// Donates an interaction (`INInteraction.donate`). A second donation with the identifier of
    /// a stored interaction changes nothing and returns the stored one.
    @discardableResult
    public func donate(_ interaction: Interaction) throws -> DonatedInteraction {
        guard let definition = definitions[interaction.intent.typeName] else {
            throw SiriSystemError.unknownIntentType(interaction.intent.typeName)
        }
        guard let (type, title, subtitle) = definition.describe(interaction.intent) else {
            throw SiriSystemError.noValidShortcutTypes(intentType: interaction.intent.typeName)
        }
        let identifier = interaction.identifier ?? UUID().uuidString
        let key = definition.shortcutKey(for: interaction.intent, type: type)
        let json = try StoreJSON.encode(interaction.intent)
        let milliseconds = StoreJSON.milliseconds(interaction.date)
        let weekHour = WeekHour(interaction.date, in: timeZone).index
        // Inside a batch, no savepoint of its own: what could refuse the donation was checked
        // above, before any write, and an error from here on ends the whole batch.
        return try database.joiningTransaction {
            let numbers = try DonatedIntents().numbers(
                of: .init(
                    intentType: interaction.intent.typeName, shortcutType: type.key, shortcutKey: key, title: title, subtitle: subtitle,
                    json: json), in: database)
            let sequence = try DonatedIntentsMigration.reserveSequence(1, in: database)
            let inserted = try insertInteraction(
                sequence: sequence, identifier: identifier, group: interaction.groupIdentifier,
                milliseconds: milliseconds, numbers: numbers, weekHour: weekHour)
            if inserted > 0 {
                try PredictionAggregate.add(key: key, source: .interaction, weekHour: weekHour, dateMilliseconds: milliseconds, to: database)
                // What reading the new row back gives (`StoredIdentifier` and `StoreJSON` keep
                // every value as it was), without the query.
                return DonatedInteraction(
                    sequence: sequence, identifier: identifier, groupIdentifier: interaction.groupIdentifier,
                    date: StoreJSON.date(milliseconds: milliseconds), intent: interaction.intent, shortcutTypeKey: type.key,
                    shortcutKey: key, title: title, subtitle: subtitle)
            }
            guard let stored = try self.interaction(identifier: identifier) else {
                throw SQLiteError(code: 1, message: "donated interaction \(identifier) vanished", path: database.path)
            }
            return stored
        }
    }

    /// Inserts one interaction row, numbered `sequence`, unless its identifier is stored; returns
    /// how many were inserted. The identifier index is not unique (see `DonatedIntentsMigration`): this
    /// insert is what keeps identifiers unique, inside the write transaction.
    private func insertInteraction(
        sequence: Int64, identifier: String, group: String?, milliseconds: Int64, numbers: (intent: Int64, shortcut: Int64), weekHour: Int
    ) throws -> Int {
        let stored = StoredIdentifier.value(identifier)
        return try database.run(
            """
            INSERT INTO interactions (date_ms, seq, identifier, group_identifier, intent, shortcut, week_hour)
            SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7 WHERE NOT EXISTS (SELECT 1 FROM interactions WHERE \(Self.identifierIs("identifier", key: "?8", value: "?3")))
            """,
            [
                .integer(milliseconds), .integer(sequence), stored, SQLValue(group), .integer(numbers.intent),
                .integer(numbers.shortcut), .integer(Int64(weekHour)), StoredIdentifier.key(stored),
            ])
    }

    /// Donates many interactions in one transaction, without reading each one back: the bulk
    /// path for building benchmark and test fixtures. Same rules as `donate(_:)` (an identifier
    /// already stored is ignored; an intent with no shortcut type is refused), but the work that
    /// depends only on the intent is done once per distinct intent.
    public func donate(contentsOf interactions: some Sequence<Interaction>) throws {
        var described: [Intent: (key: String, numbers: (intent: Int64, shortcut: Int64))] = [:]
        var addition = PredictionAggregate.Addition()
        let numbering = DonatedIntents()
        let interactions = Array(interactions)
        try database.transaction {
            var sequence = try DonatedIntentsMigration.reserveSequence(interactions.count, in: database)
            for interaction in interactions {
                let intent = interaction.intent
                let shown: (key: String, numbers: (intent: Int64, shortcut: Int64))
                if let known = described[intent] {
                    shown = known
                } else {
                    guard let definition = definitions[intent.typeName] else { throw SiriSystemError.unknownIntentType(intent.typeName) }
                    guard let (type, title, subtitle) = definition.describe(intent) else {
                        throw SiriSystemError.noValidShortcutTypes(intentType: intent.typeName)
                    }
                    let key = definition.shortcutKey(for: intent, type: type)
                    let numbers = try numbering.numbers(
                        of: .init(
                            intentType: intent.typeName, shortcutType: type.key, shortcutKey: key, title: title, subtitle: subtitle,
                            json: try StoreJSON.encode(intent)), in: database)
                    shown = (key, numbers)
                    described[intent] = shown
                }
                let milliseconds = StoreJSON.milliseconds(interaction.date)
                let weekHour = WeekHour(interaction.date, in: timeZone).index
                let inserted = try insertInteraction(
                    sequence: sequence, identifier: interaction.identifier ?? UUID().uuidString, group: interaction.groupIdentifier,
                    milliseconds: milliseconds, numbers: shown.numbers, weekHour: weekHour)
                sequence += 1
                if inserted > 0 {
                    addition.note(key: shown.key, source: .interaction, weekHour: weekHour, dateMilliseconds: milliseconds)
                }
            }
            try addition.apply(to: database)
        }
    }

    /// Deletes the interactions with these identifiers (`INInteraction.delete(with:)`); unknown
    /// identifiers are ignored. Returns the identifiers of the interactions that were deleted.
    ///
    /// Inside a `batch` it is part of the batch's transaction, without a savepoint of its own
    /// (an app deletes hundreds of thousands this way when a soup goes off the menu): when it
    /// throws there, roll the whole batch back, as `batch` does.
    @discardableResult
    public func deleteInteractions(identifiers: [String]) throws -> [String] {
        try database.joiningTransaction {
            var deleted: [String] = []
            // By shortcut number while deleting; by key once, at the end.
            var hours: [Int64: [Int: Int]] = [:]
            var dates: [Int64: [Int64: Int]] = [:]
            if identifiers.count >= Self.bulkDeletion { try useLargeCache() }
            for identifier in identifiers {
                // As stored: a UUID in any case, whether kept as 16 bytes or (an older store) as text.
                guard
                    let (sequence, shortcut, hour, date) = try StoredIdentifier.lookupValues(identifier).lazy.compactMap({ value in
                        try self.database.first(
                            Self.interactionByIdentifier, [StoredIdentifier.key(value), value],
                            { ($0.int64(0), $0.int64(1), $0.int(2), $0.int64(3)) })
                    }).first
                else { continue }
                try database.run("DELETE FROM interactions WHERE date_ms = ? AND seq = ?", [.integer(date), .integer(sequence)])
                hours[shortcut, default: [:]][hour, default: 0] += 1
                dates[shortcut, default: [:]][date, default: 0] += 1
                deleted.append(identifier)
            }
            var removal = PredictionAggregate.Removal()
            var keys = ShortcutKeyNames()
            for (shortcut, counts) in hours {
                let key = try keys.name(of: shortcut, in: database)
                removal.counts[key] = counts
                removal.dates[key] = dates[shortcut]
            }
            try PredictionAggregate.remove(removal, dates: .interactions, from: database)
            // In the order asked (most often every one of them was there).
            guard deleted.count < identifiers.count else { return identifiers }
            var found = Set(deleted)
            return identifiers.filter { found.remove($0) != nil }
        }
    }

    /// What a deletion reads of the interaction with an identifier (bind its key, then the
    /// value as stored): the key index finds the row, the row gives the rest.
    static let interactionByIdentifier =
        "SELECT seq, shortcut, week_hour, date_ms FROM interactions WHERE \(identifierIs("identifier", key: "?1", value: "?2"))"

    /// `column` holds the identifier `value` (SQL), looked up through the key index of
    /// migration 6 with `key` (SQL) holding the value's `StoredIdentifier.key`.
    static func identifierIs(_ column: String, key: String, value: String) -> String {
        StoredIdentifier.equalsSQL(column, key: key, value: value)
    }

    /// A deletion of this many identifiers or more works with a larger page cache.
    static let bulkDeletion = 100

    /// Lets this connection keep up to 32 MiB of pages (SQLite's default is 2 MiB): deleting a
    /// third of a million interactions touches most pages of the identifier index, and with the
    /// default cache each page was read again, and written to the log again, many times over.
    private func useLargeCache() throws {
        try database.execute("PRAGMA cache_size = -32768")
    }

    /// What a group's deletion reads of its interactions, through the group index.
    static let interactionsOfGroup = """
        SELECT i.identifier, k.key, i.week_hour, i.date_ms FROM interactions i JOIN shortcut_keys k ON k.shortcut = i.shortcut
        WHERE i.group_identifier = ? ORDER BY i.date_ms, i.seq
        """

    /// Deletes the interactions donated with this group identifier
    /// (`INInteraction.delete(with groupIdentifier:)`). Returns the identifiers deleted, oldest
    /// donation first.
    @discardableResult
    public func deleteInteractions(groupIdentifier: String) throws -> [String] {
        try database.transaction {
            var deleted: [String] = []
            var removal = PredictionAggregate.Removal()
            try database.forEach(Self.interactionsOfGroup, [.text(groupIdentifier)]) { row in
                deleted.append(try row.identifier(0, "interactions.identifier"))
                removal.note(key: row.string(1), weekHour: row.int(2), dateMilliseconds: row.int64(3))
            }
            try database.run("DELETE FROM interactions WHERE group_identifier = ?", [.text(groupIdentifier)])
            try PredictionAggregate.remove(removal, dates: .interactions, from: database)
            return deleted
        }
    }

    /// Deletes the donations of intents of the types `intentTypes` that hold the entity
    /// `entity` in a parameter (an object's identifier, or an item of a list of objects; any
    /// donation of those types when nil): what App Intents' `IntentDonationManager.deleteDonations(matching:)`
    /// deletes for `.intentType(_:entityIdentifier:)` and `.entityIdentifier(_:)`. Returns the
    /// identifiers deleted, oldest donation first.
    @discardableResult
    public func deleteInteractions(intentTypes: Set<String>, entity: String?) throws -> [String] {
        try database.transaction { try deleteInteractions(identifiers: interactionIdentifiers(intentTypes: intentTypes, entity: entity)) }
    }

    /// The identifiers of the donations `deleteInteractions(intentTypes:entity:)` deletes, oldest
    /// first, without deleting them.
    public func interactionIdentifiers(intentTypes: Set<String>, entity: String?) throws -> [String] {
        guard !intentTypes.isEmpty else { return [] }
        // Each distinct donated intent once: an order's intent is stored once for all its donations.
        var matching = Set<Int64>()
        let types = intentTypes.sorted()
        let marks = Array(repeating: "?", count: types.count).joined(separator: ", ")
        try database.forEach("SELECT intent, intent_json FROM donated_intents WHERE intent_type IN (\(marks))", types.map { .text($0) }) { row in
            if let entity {
                let intent = try intents.value(for: row.string(1)) {
                    try StoreJSON.decode(Intent.self, from: $0, at: StoredPlace("donated_intents.intent_json", row: "intent \(row.int64(0))"))
                }
                guard intent.parameters.values.contains(where: { $0.refers(toObject: entity) }) else { return }
            }
            matching.insert(row.int64(0))
        }
        guard !matching.isEmpty else { return [] }
        // One pass over the donations in their order, however many intents match.
        var identifiers: [String] = []
        try database.forEach("SELECT intent, identifier FROM interactions ORDER BY date_ms, seq") { row in
            if matching.contains(row.int64(0)) { identifiers.append(try row.identifier(1, "interactions.identifier")) }
        }
        return identifiers
    }

    /// Deletes every interaction the app donated (`INInteraction.deleteAll`).
    @discardableResult
    public func deleteAllInteractions() throws -> Int {
        try database.transaction {
            let count = try database.run("DELETE FROM interactions")
            try PredictionAggregate.removeAll(source: .interaction, from: database)
            return count
        }
    }

    /// The columns `decodeInteraction` reads, from `interactionsWithIntents`.
    static let interactionColumns =
        "i.seq, i.identifier, i.group_identifier, i.date_ms, d.shortcut_type, k.key, d.title, d.subtitle, d.intent_json"
    static let interactionsWithIntents =
        "interactions i JOIN donated_intents d ON d.intent = i.intent JOIN shortcut_keys k ON k.shortcut = i.shortcut"

    private let intents = DecodeCache<Intent>()
    private let activityValues = DecodeCache<UserActivity>()

    func decodeInteraction(_ row: Row) throws -> DonatedInteraction {
        let identifier = try row.identifier(1, "interactions.identifier")
        let intent = try intents.value(for: row.string(8)) {
            try StoreJSON.decode(Intent.self, from: $0, at: StoredPlace("donated_intents.intent_json", row: "donation \(identifier)"))
        }
        return DonatedInteraction(
            sequence: row.int64(0), identifier: identifier, groupIdentifier: row.optionalString(2),
            date: StoreJSON.date(milliseconds: row.int64(3)), intent: intent, shortcutTypeKey: row.string(4),
            shortcutKey: row.string(5), title: row.string(6), subtitle: row.optionalString(7))
    }

    public func interaction(identifier: String) throws -> DonatedInteraction? {
        let stored = StoredIdentifier.value(identifier)
        return try database.first(
            "SELECT \(Self.interactionColumns) FROM \(Self.interactionsWithIntents) WHERE \(Self.identifierIs("i.identifier", key: "?1", value: "?2"))",
            [StoredIdentifier.key(stored), stored], decodeInteraction)
    }

    /// Donated interactions, newest first.
    public func interactions(limit: Int? = nil) throws -> [DonatedInteraction] {
        try database.query(
            "SELECT \(Self.interactionColumns) FROM \(Self.interactionsWithIntents) ORDER BY i.date_ms DESC, i.seq DESC LIMIT ?",
            [.integer(Int64(limit ?? -1))], decodeInteraction)
    }

    /// Interactions whose identifiers are among `identifiers`, in no particular order.
    public func interactions(identifiers: [String]) throws -> [DonatedInteraction] {
        try identifiers.compactMap { try interaction(identifier: $0) }
    }

    public func interactionCount() throws -> Int {
        try database.scalar("SELECT count(*) FROM interactions")
    }

    /// How many interactions were donated with this group identifier.
    public func interactionCount(groupIdentifier: String) throws -> Int {
        try database.scalar("SELECT count(*) FROM interactions WHERE group_identifier = ?", [.text(groupIdentifier)])
    }

    // MARK: User activities (NSUserActivity)

    /// Records a user activity made current at `date` (`becomeCurrent`). A donation that is not
    /// `durable` commits without a sync: a power cut may lose it (the next durable commit of this
    /// store syncs it), as iOS may lose a donation it had not yet written.
    public func donate(_ activity: UserActivity, date: Date, durable: Bool = true) throws {
        let milliseconds = StoreJSON.milliseconds(date)
        let weekHour = WeekHour(date, in: timeZone).index
        let json = try StoreJSON.encode(activity)
        try database.transaction(durable: durable) {
            try database.run(
                "INSERT INTO activities (activity_type, persistent_identifier, date_ms, activity_json, shortcut_key, week_hour) VALUES (?, ?, ?, ?, ?, ?)",
                [
                    .text(activity.activityType), SQLValue(activity.persistentIdentifier), .integer(milliseconds), .text(json),
                    SQLValue(activity.predictionKey), .integer(Int64(weekHour)),
                ])
            if let key = activity.predictionKey {
                try PredictionAggregate.add(key: key, source: .userActivity, weekHour: weekHour, dateMilliseconds: milliseconds, to: database)
            }
        }
    }

    /// How many saved activities have this persistent identifier: what
    /// `deleteActivities(persistentIdentifiers:)` would delete of it.
    public func activityCount(persistentIdentifier: String) throws -> Int {
        try database.scalar("SELECT count(*) FROM activities WHERE persistent_identifier = ?", [.text(persistentIdentifier)])
    }

    /// Deletes the activities with these persistent identifiers
    /// (`NSUserActivity.deleteSavedUserActivities(withPersistentIdentifiers:)`). Returns how many
    /// were deleted.
    @discardableResult
    public func deleteActivities(persistentIdentifiers: [String]) throws -> Int {
        try database.transaction {
            var removal = PredictionAggregate.Removal()
            var deleted = 0
            for identifier in persistentIdentifiers {
                try database.forEach(
                    """
                    SELECT shortcut_key, week_hour, date_ms, count(*) FROM activities
                    WHERE persistent_identifier = ? AND shortcut_key IS NOT NULL GROUP BY shortcut_key, week_hour, date_ms
                    """,
                    [.text(identifier)]
                ) { row in removal.note(key: row.string(0), weekHour: row.int(1), dateMilliseconds: row.int64(2), count: row.int(3)) }
                deleted += try database.run("DELETE FROM activities WHERE persistent_identifier = ?", [.text(identifier)])
            }
            try PredictionAggregate.remove(removal, dates: .activities, from: database)
            return deleted
        }
    }

    /// Deletes every saved activity (`NSUserActivity.deleteAllSavedUserActivities`).
    @discardableResult
    public func deleteAllActivities() throws -> Int {
        try database.transaction {
            let count = try database.run("DELETE FROM activities")
            try PredictionAggregate.removeAll(source: .userActivity, from: database)
            return count
        }
    }

    /// Donated user activities, newest first.
    public func activities(limit: Int? = nil) throws -> [DonatedActivity] {
        try database.query(
            "SELECT seq, date_ms, activity_json FROM activities ORDER BY date_ms DESC, seq DESC LIMIT ?",
            [.integer(Int64(limit ?? -1))], decodeActivity)
    }

    func decodeActivity(_ row: Row) throws -> DonatedActivity {
        DonatedActivity(
            sequence: row.int64(0), date: StoreJSON.date(milliseconds: row.int64(1)),
            activity: try activityValues.value(for: row.string(2)) {
                try StoreJSON.decode(UserActivity.self, from: $0, at: StoredPlace("activities.activity_json", row: "seq \(row.int64(0))"))
            })
    }

    /// Every interaction and activity, newest first (an interaction before an activity of the same
    /// moment), visited one at a time: the two date orders are read side by side and merged, so
    /// memory stays flat however many there are.
    public func forEachDonation(limit: Int? = nil, _ visit: (Donation) throws -> Void) throws {
        var left = limit ?? Int.max
        try database.withCursor(
            "SELECT \(Self.interactionColumns) FROM \(Self.interactionsWithIntents) ORDER BY i.date_ms DESC, i.seq DESC"
        ) { interactions in
            try database.withCursor("SELECT seq, date_ms, activity_json FROM activities ORDER BY date_ms DESC, seq DESC") { activities in
                var interaction = try interactions.next(decodeInteraction)
                var activity = try activities.next(decodeActivity)
                while left > 0, interaction != nil || activity != nil {
                    left -= 1
                    if let current = interaction, activity.map({ current.date >= $0.date }) ?? true {
                        try visit(.interaction(current))
                        interaction = try interactions.next(decodeInteraction)
                    } else if let current = activity {
                        try visit(.activity(current))
                        activity = try activities.next(decodeActivity)
                    }
                }
            }
        }
    }

    /// Reads in one snapshot: what `body` reads is not changed by other processes meanwhile.
    public func snapshot<T>(_ body: () throws -> T) throws -> T {
        try database.transaction(immediate: false, body)
    }

    /// Interactions and activities together, newest first (see `forEachDonation`).
    public func donations(limit: Int? = nil) throws -> [Donation] {
        var donations: [Donation] = []
        try forEachDonation(limit: limit) { donations.append($0) }
        return donations
    }

    // MARK: Suggestions (INVoiceShortcutCenter, INRelevantShortcutStore)

    /// Replaces the app's shortcut suggestions (`setShortcutSuggestions`).
    public func setShortcutSuggestions(_ shortcuts: [Shortcut]) throws {
        try database.transaction {
            try database.run("DELETE FROM shortcut_suggestions")
            for (position, shortcut) in shortcuts.enumerated() {
                try database.run(
                    "INSERT INTO shortcut_suggestions VALUES (?, ?)", [.integer(Int64(position)), .text(try StoreJSON.encode(shortcut))])
            }
        }
    }

    public func shortcutSuggestions() throws -> [Shortcut] {
        try database.query("SELECT shortcut_json FROM shortcut_suggestions ORDER BY position") {
            try StoreJSON.decode(Shortcut.self, from: $0.string(0), at: StoredPlace("shortcut_suggestions.shortcut_json"))
        }
    }

    /// Replaces the app's relevant shortcuts (`INRelevantShortcutStore.setRelevantShortcuts`).
    public func setRelevantShortcuts(_ shortcuts: [RelevantShortcut]) throws {
        try database.transaction {
            try database.run("DELETE FROM relevant_shortcuts")
            for (position, shortcut) in shortcuts.enumerated() {
                try database.run("INSERT INTO relevant_shortcuts VALUES (?, ?)", [.integer(Int64(position)), .text(try StoreJSON.encode(shortcut))])
            }
        }
    }

    public func relevantShortcuts() throws -> [RelevantShortcut] {
        try database.query("SELECT relevant_json FROM relevant_shortcuts ORDER BY position") {
            try StoreJSON.decode(RelevantShortcut.self, from: $0.string(0), at: StoredPlace("relevant_shortcuts.relevant_json"))
        }
    }
}
