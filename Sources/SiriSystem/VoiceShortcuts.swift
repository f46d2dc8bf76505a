import SQLiteStore
import TextMatching

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension Shortcut {
    /// What makes two shortcuts the same shortcut: the intent's type and the values of its
    /// parameters (an empty list counts as no value; the suggested phrase does not count), or
    /// the activity's type and persistent identifier.
    public var key: String {
        switch self {
        case .intent(let intent):
            let values = intent.parameters.filter(\.value.isPresent).sorted { $0.key < $1.key }
            return (["intent", intent.typeName] + values.map { "\($0.key)=\($0.value.identity)" }).joined(separator: "|")
        case .userActivity(let activity):
            return ["activity", activity.activityType, activity.persistentIdentifier ?? ""].joined(separator: "|")
        }
    }
}

/// The shortcut has a voice shortcut already, so none was added (`addVoiceShortcut(…, unlessRecorded: true)`).
public struct VoiceShortcutAlreadyRecorded: Error, Sendable, Equatable {
    /// The voice shortcut the shortcut has.
    public let existing: VoiceShortcut

    public init(existing: VoiceShortcut) {
        self.existing = existing
    }
}

/// Voice shortcuts (`INVoiceShortcutCenter`, and what `INUIAddVoiceShortcutViewController` and
/// `INUIEditVoiceShortcutViewController` record).
extension SystemStore {
    private static let voiceShortcutColumns = "identifier, phrase, shortcut_json, created_ms"

    private func decodeVoiceShortcut(_ row: Row) throws -> VoiceShortcut {
        VoiceShortcut(
            identifier: row.string(0), invocationPhrase: row.string(1),
            shortcut: try StoreJSON.decode(
                Shortcut.self, from: row.string(2), at: StoredPlace("voice_shortcuts.shortcut_json", row: "voice shortcut \(row.string(0))")),
            created: StoreJSON.date(milliseconds: row.int64(3)))
    }

    /// Checks a phrase as Siri does before recording it; returns it as it would be kept. Throws
    /// `VoiceShortcutError` naming the reason when it is empty, too long, kept by Siri, or the
    /// phrase of another voice shortcut than `excluding`.
    @discardableResult
    public func checkInvocationPhrase(_ phrase: String, excluding identifier: String? = nil) throws -> String {
        if let refusal = InvocationPhrase.refusal(of: phrase) { throw refusal }
        let shown = InvocationPhrase.displayed(phrase)
        if let other = try voiceShortcut(matching: phrase), other.identifier != identifier {
            throw VoiceShortcutError.phraseTaken(shown, identifier: other.identifier, existingPhrase: other.invocationPhrase)
        }
        return shown
    }

    /// Records a phrase for a shortcut (the "Add to Siri" sheet's Done). The system makes up the
    /// identifier when `identifier` is nil. With `unlessRecorded`, a shortcut that has a voice
    /// shortcut already gets no second one: `VoiceShortcutAlreadyRecorded` names the one it has.
    /// That is checked in the transaction that records, so of two processes adding for the same
    /// shortcut at once, one records and the other is told.
    @discardableResult
    public func addVoiceShortcut(
        phrase: String, shortcut: Shortcut, date: Date, identifier: String? = nil, unlessRecorded: Bool = false
    ) throws -> VoiceShortcut {
        let identifier = identifier ?? UUID().uuidString
        return try database.transaction {
            if unlessRecorded, let existing = try voiceShortcuts(for: shortcut).first {
                throw VoiceShortcutAlreadyRecorded(existing: existing)
            }
            let shown = try checkInvocationPhrase(phrase)
            try database.run(
                """
                INSERT INTO voice_shortcuts (identifier, phrase, normalized_phrase, shortcut_key, shortcut_json, created_ms)
                VALUES (?, ?, ?, ?, ?, ?)
                """,
                [
                    .text(identifier), .text(shown), .text(InvocationPhrase.normalized(shown)), .text(shortcut.key),
                    .text(try StoreJSON.encode(shortcut)), .integer(StoreJSON.milliseconds(date)),
                ])
            return VoiceShortcut(
                identifier: identifier, invocationPhrase: shown, shortcut: shortcut,
                created: StoreJSON.date(milliseconds: StoreJSON.milliseconds(date)))
        }
    }

    /// Records a new phrase for a voice shortcut (the edit sheet's Done). Saying the same phrase
    /// differently ("soup time" for "Soup time") is allowed: it changes how it is shown.
    @discardableResult
    public func updateVoiceShortcut(identifier: String, phrase: String) throws -> VoiceShortcut {
        try database.transaction {
            guard var shortcut = try voiceShortcut(identifier: identifier) else { throw VoiceShortcutError.unknownVoiceShortcut(identifier) }
            let shown = try checkInvocationPhrase(phrase, excluding: identifier)
            try database.run(
                "UPDATE voice_shortcuts SET phrase = ?, normalized_phrase = ? WHERE identifier = ?",
                [.text(shown), .text(InvocationPhrase.normalized(shown)), .text(identifier)])
            shortcut.invocationPhrase = shown
            return shortcut
        }
    }

    /// Deletes a voice shortcut (the edit sheet's "Delete Shortcut"); returns what was deleted.
    @discardableResult
    public func deleteVoiceShortcut(identifier: String) throws -> VoiceShortcut {
        try database.transaction {
            guard let shortcut = try voiceShortcut(identifier: identifier) else { throw VoiceShortcutError.unknownVoiceShortcut(identifier) }
            try database.run("DELETE FROM voice_shortcuts WHERE identifier = ?", [.text(identifier)])
            return shortcut
        }
    }

    /// Every voice shortcut of the app, oldest first (`getAllVoiceShortcuts`).
    public func allVoiceShortcuts() throws -> [VoiceShortcut] {
        try database.query("SELECT \(Self.voiceShortcutColumns) FROM voice_shortcuts ORDER BY created_ms, seq", [], decodeVoiceShortcut)
    }

    /// The voice shortcut with this identifier (`getVoiceShortcut(with:)`).
    public func voiceShortcut(identifier: String) throws -> VoiceShortcut? {
        try database.first("SELECT \(Self.voiceShortcutColumns) FROM voice_shortcuts WHERE identifier = ?", [.text(identifier)], decodeVoiceShortcut)
    }

    /// The voice shortcut whose identifier starts with `prefix` (any case); an error when none
    /// or several do (unless one is exactly `prefix`).
    public func voiceShortcut(identifierPrefix prefix: String) throws -> VoiceShortcut {
        let wanted = prefix.trimmingWhitespace().uppercased()
        guard !wanted.isEmpty else { throw VoiceShortcutError.unknownVoiceShortcut(prefix) }
        let hits = try database.query(
            "SELECT \(Self.voiceShortcutColumns) FROM voice_shortcuts WHERE upper(identifier) >= ? AND upper(identifier) < ? ORDER BY identifier LIMIT 6",
            [.text(wanted), .text(wanted + "\u{10FFFF}")], decodeVoiceShortcut)
        if let exact = hits.first(where: { $0.identifier.uppercased() == wanted }) { return exact }
        switch hits.count {
        case 0: throw VoiceShortcutError.unknownVoiceShortcut(prefix)
        case 1: return hits[0]
        default: throw VoiceShortcutError.ambiguousVoiceShortcut(prefix, candidates: hits.map(\.identifier))
        }
    }

    /// The voice shortcuts recorded for this shortcut (the same intent values, or the same
    /// activity), oldest first: what an app checks to offer "edit" instead of "add".
    public func voiceShortcuts(for shortcut: Shortcut) throws -> [VoiceShortcut] {
        try database.query(
            "SELECT \(Self.voiceShortcutColumns) FROM voice_shortcuts WHERE shortcut_key = ? ORDER BY created_ms, seq",
            [.text(shortcut.key)], decodeVoiceShortcut)
    }

    /// The voice shortcut Siri runs for what the user said: the one whose phrase is the same
    /// phrase, ignoring case, accents, spacing and punctuation.
    public func voiceShortcut(matching utterance: String) throws -> VoiceShortcut? {
        let normal = InvocationPhrase.normalized(utterance)
        guard !normal.isEmpty else { return nil }
        return try database.first(
            "SELECT \(Self.voiceShortcutColumns) FROM voice_shortcuts WHERE normalized_phrase = ?", [.text(normal)], decodeVoiceShortcut)
    }
}
