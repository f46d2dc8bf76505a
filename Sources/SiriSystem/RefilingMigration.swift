import SQLiteStore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What the system store's migration 3 changes in an app's stored donations, given by the app
/// (Siri's side knows no app's intents but through their definitions): the parameters an
/// intent type no longer donates, and the activity type that no longer carries a persistent
/// identifier or search eligibility.
public struct DonationRefiling: Sendable {
    public var intentType: String
    public var removedParameters: [String]
    public var activityType: String

    public init(intentType: String, removedParameters: [String], activityType: String) {
        self.intentType = intentType
        self.removedParameters = removedParameters
        self.activityType = activityType
    }
}

extension DonationRefiling {
    /// `intent` without the parameters its type no longer donates, or nil when it has none of
    /// them: what migration 3 makes of a stored donation.
    public func stripped(_ intent: Intent) -> Intent? {
        guard intent.typeName == intentType, removedParameters.contains(where: { intent.parameters[$0] != nil }) else { return nil }
        var result = intent
        for name in removedParameters { result.parameters[name] = nil }
        return result
    }

    /// The interaction as migration 3 would have left it had it been stored: a donation an older
    /// soupchef queued in the app's outbox but did not deliver before the upgrade is delivered
    /// after the migration, and is filed as every stored one was (the same interaction when it
    /// needs nothing).
    public func refiled(_ interaction: Interaction) -> Interaction {
        guard let intent = stripped(interaction.intent) else { return interaction }
        var result = interaction
        result.intent = intent
        return result
    }
}

/// The system store's step that makes what an older soupchef stored what Apple's sample (iOS
/// 14/15) would have donated: orders without store or delivery address, and the menu activity
/// without a persistent identifier or search eligibility. What to change comes from the app
/// (`DonationRefiling`); Soup Chef's is `SoupChef.donationRefiling`.
///
/// Before it, the app donated its orders with the store (or address) in the intent, so they were
/// filed under "Order 1 Tomato Soup for pickup from Ferry Building"; Apple's `Order.intent` never
/// sets either. The step rewrites what was stored as if the app had always donated Apple's intent:
///
/// - each donated order intent loses `storeLocation` and `deliveryLocation`, and gets the
///   shortcut type, key, title and subtitle the definition gives the intent without them (a
///   donation no shortcut type fits any more is deleted, as iOS would have refused it);
/// - each voice shortcut of such an intent loses them too and is keyed again; two voice shortcuts
///   that differed only by store now run the same shortcut, and both are kept, phrases being the
///   user's own;
/// - the prediction counts of donated interactions are counted again from the donations.
///
/// - the `viewMenu` activity, in stored donations and in voice shortcuts, loses its persistent
///   identifier and its search eligibility (only the 2018 first release set search; none set the
///   identifier). Its prediction key does not change: an identifier equal to the activity type
///   never counted in it.
///
/// Identifiers, dates, groups and phrases are kept. The app's suggestions and relevant shortcuts
/// are not touched: the app replaces them the next time it sets them.
struct RefilingMigration {
    let refiling: DonationRefiling
    var intentType: String { refiling.intentType }
    var removed: [String] { refiling.removedParameters }
    var menuActivityType: String { refiling.activityType }

    /// Without refiling (a store opened by something that is not the app) nothing changes.
    static func apply(to db: Database, definitions: [String: IntentDefinition], refiling: DonationRefiling?) throws {
        guard let refiling else { return }
        let step = RefilingMigration(refiling: refiling)
        try step.rewriteInteractions(db, definition: definitions[refiling.intentType])
        try step.rewriteVoiceShortcuts(db)
        try step.rewriteMenuActivities(db)
    }

    /// The menu activity as the iOS 14/15 sample makes it, when `activity` is an older one.
    func stripped(_ activity: UserActivity) -> UserActivity? {
        guard activity.activityType == menuActivityType, activity.persistentIdentifier != nil || activity.isEligibleForSearch else {
            return nil
        }
        var result = activity
        result.persistentIdentifier = nil
        result.isEligibleForSearch = false
        return result
    }

    /// One statement per distinct stored activity, not per row (a `menu` every day for years
    /// donates the same activity thousands of times).
    func rewriteMenuActivities(_ db: Database) throws {
        let distinct = try db.query("SELECT DISTINCT activity_json FROM activities WHERE activity_type = ?", [.text(menuActivityType)]) {
            $0.string(0)
        }
        for json in distinct {
            guard let activity = stripped(try StoreJSON.decode(UserActivity.self, from: json, at: StoredPlace("activities.activity_json"))) else {
                continue
            }
            try db.run(
                "UPDATE activities SET persistent_identifier = NULL, activity_json = ? WHERE activity_type = ? AND activity_json = ?",
                [.text(try StoreJSON.encode(activity)), .text(menuActivityType), .text(json)])
        }
    }

    /// Whether `intent` needs the step, and the intent without the two parameters.
    func stripped(_ intent: Intent) -> Intent? { refiling.stripped(intent) }

    /// Without the definition (a store opened by something that does not know Soup Chef) the
    /// donations are left as they are: they cannot be filed again.
    ///
    /// Set-based: a history repeats a few intents, so each distinct stored intent is decoded and
    /// described once, into `temp.refiled_intents` (old JSON → new columns, or deleted), and the
    /// rows are changed by one statement each, never one by one. When a later step of the same
    /// migration rebuilds the table (`DonatedIntentsMigration`, step 4), the rows are not rewritten here
    /// at all: that step reads them through `temp.refiled_interactions`, a view that applies the
    /// mapping, so a million donations are written once, not twice. Either way the result is what
    /// rewriting each row gave.
    private func rewriteInteractions(_ db: Database, definition: IntentDefinition?) throws {
        guard let definition else { return }
        try db.execute(
            """
            CREATE TEMP TABLE refiled_intents(
                intent_type TEXT NOT NULL, old_json TEXT NOT NULL, deleted INTEGER NOT NULL,
                shortcut_type TEXT, shortcut_key TEXT, title TEXT, subtitle TEXT, intent_json TEXT,
                PRIMARY KEY (intent_type, old_json)
            ) WITHOUT ROWID
            """)
        let distinct = try db.query("SELECT DISTINCT intent_json FROM interactions WHERE intent_type = ?", [.text(intentType)]) {
            $0.string(0)
        }
        for json in distinct {
            guard let intent = stripped(try StoreJSON.decode(Intent.self, from: json, at: StoredPlace("interactions.intent_json"))) else { continue }
            guard let (type, title, subtitle) = definition.describe(intent) else {
                try db.run("INSERT INTO temp.refiled_intents(intent_type, old_json, deleted) VALUES (?, ?, 1)", [.text(intentType), .text(json)])
                continue
            }
            try db.run(
                """
                INSERT INTO temp.refiled_intents(intent_type, old_json, deleted, shortcut_type, shortcut_key, title, subtitle, intent_json)
                VALUES (?, ?, 0, ?, ?, ?, ?, ?)
                """,
                [
                    .text(intentType), .text(json), .text(type.key), .text(definition.shortcutKey(for: intent, type: type)), .text(title),
                    SQLValue(subtitle), .text(try StoreJSON.encode(intent)),
                ])
        }
        let changed = try db.scalar("SELECT count(*) FROM temp.refiled_intents") > 0
        defer { if !Self.rebuildFollows(db) { try? db.execute("DROP TABLE IF EXISTS temp.refiled_intents") } }
        guard changed else {
            try db.execute("DROP TABLE temp.refiled_intents")
            return
        }
        let source: String
        if Self.rebuildFollows(db) {
            try db.execute(Self.refiledView)
            source = "temp.refiled_interactions"
        } else {
            try db.execute(
                """
                DELETE FROM interactions WHERE (intent_type, intent_json) IN
                    (SELECT intent_type, old_json FROM temp.refiled_intents WHERE deleted);
                UPDATE interactions SET shortcut_type = r.shortcut_type, shortcut_key = r.shortcut_key, title = r.title,
                        subtitle = r.subtitle, intent_json = r.intent_json
                    FROM temp.refiled_intents r
                    WHERE r.intent_type = interactions.intent_type AND r.old_json = interactions.intent_json AND NOT r.deleted;
                """)
            source = "interactions"
        }
        try PredictionAggregate.removeAll(source: .interaction, from: db, person: false)
        // Counted per shortcut key as the rows stream by, nothing kept per donation: memory does
        // not grow with the store (a million donations kept one by one took 95 MiB).
        var addition = PredictionAggregate.Addition(person: false)
        try db.forEach("SELECT shortcut_key, week_hour, date_ms FROM \(source)") { row in
            addition.note(key: row.string(0), source: .interaction, weekHour: row.int(1), dateMilliseconds: row.int64(2))
        }
        try addition.apply(to: db)
    }

    /// Whether this migration goes on to step 4, which rebuilds the interactions from
    /// `temp.refiled_interactions`.
    static func rebuildFollows(_ db: Database) -> Bool { (db.migrationTarget ?? 0) >= 4 }

    /// The interactions as rewriting each row would leave them, in the same row order.
    static let refiledView = """
        CREATE TEMP VIEW refiled_interactions AS
            SELECT i.seq AS seq, i.identifier AS identifier, i.group_identifier AS group_identifier, i.date_ms AS date_ms,
                i.intent_type AS intent_type,
                CASE WHEN r.old_json IS NULL THEN i.shortcut_type ELSE r.shortcut_type END AS shortcut_type,
                CASE WHEN r.old_json IS NULL THEN i.shortcut_key ELSE r.shortcut_key END AS shortcut_key,
                CASE WHEN r.old_json IS NULL THEN i.title ELSE r.title END AS title,
                CASE WHEN r.old_json IS NULL THEN i.subtitle ELSE r.subtitle END AS subtitle,
                CASE WHEN r.old_json IS NULL THEN i.intent_json ELSE r.intent_json END AS intent_json,
                i.week_hour AS week_hour
            FROM main.interactions i LEFT JOIN temp.refiled_intents r ON r.intent_type = i.intent_type AND r.old_json = i.intent_json
            WHERE r.deleted IS NOT 1
        """

    func rewriteVoiceShortcuts(_ db: Database) throws {
        let rows = try db.query("SELECT seq, shortcut_json FROM voice_shortcuts") { ($0.int64(0), $0.string(1)) }
        for (seq, json) in rows {
            let shortcut: Shortcut
            switch try StoreJSON.decode(Shortcut.self, from: json, at: StoredPlace("voice_shortcuts.shortcut_json", row: "seq \(seq)")) {
            case .intent(let stored):
                guard let intent = stripped(stored) else { continue }
                shortcut = .intent(intent)
            case .userActivity(let stored):
                guard let activity = stripped(stored) else { continue }
                shortcut = .userActivity(activity)
            }
            try db.run(
                "UPDATE voice_shortcuts SET shortcut_key = ?, shortcut_json = ? WHERE seq = ?",
                [.text(shortcut.key), .text(try StoreJSON.encode(shortcut)), .integer(seq)])
        }
    }
}
