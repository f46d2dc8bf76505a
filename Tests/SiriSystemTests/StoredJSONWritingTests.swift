import Foundation
import SQLiteStore
import Testing

@testable import SiriSystem

/// The system's values write themselves as the stores' JSON byte for byte as `JSONEncoder`
/// writes them for `StoreJSON.encode`: a donation is told apart from another by these bytes.
@Suite struct StoredJSONWritingTests {
    static func reference<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .millisecondsSince1970
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    /// Every control character, the characters JSON escapes or might, and text beyond ASCII.
    static let texts: [String] =
        StoredJSONReadingTests.texts + [
            String((0..<32).map { Character(Unicode.Scalar(UInt8($0))) }), "/\\\"'<>&\u{7F}\u{80}\u{2028}\u{2029}\u{FEFF}",
        ]

    /// Keys whose order differs by case, digits, length and bytes beyond ASCII.
    static let keys = ["b", "B", "a", "A", "_0", "10", "9", "aa", "a_", "é", "e", "Z", "z", "", "soup", "soupName", "soup name", "ß", "😀"]

    static var intents: [Intent] {
        StoredJSONReadingTests.intents + texts.map { Intent(typeName: $0, parameters: [$0: .string($0)], suggestedInvocationPhrase: $0) } + [
            Intent(typeName: "Keys", parameters: Dictionary(uniqueKeysWithValues: keys.map { ($0, IntentValue.string($0)) }))
        ]
    }

    static func check<T: StoredJSONWritable>(_ value: T) throws {
        let expected = try reference(value)
        #expect(value.storedJSON?.text == expected)
        #expect(try StoreJSON.encode(value) == expected)
    }

    @Test func intentsAndTheirValuesAreWrittenAsJSONEncoderWritesThem() throws {
        for value in StoredJSONReadingTests.values + Self.texts.map(IntentValue.string) { try Self.check(value) }
        for intent in Self.intents { try Self.check(intent) }
    }

    @Test func activitiesShortcutsAndInteractionsAreWrittenAsJSONEncoderWritesThem() throws {
        var activities = StoredJSONReadingTests.activities
        activities.append(
            UserActivity(
                activityType: "k", title: "", userInfo: Dictionary(uniqueKeysWithValues: Self.keys.map { ($0, $0) }), keywords: Self.texts))
        for activity in activities { try Self.check(activity) }
        for shortcut in Self.intents.map(Shortcut.intent) + activities.map(Shortcut.userActivity) { try Self.check(shortcut) }
        let dates =
            StoredJSONReadingTests.dates + [
                Date(timeIntervalSince1970: 1e-3), Date(timeIntervalSince1970: 0.0005), Date(timeIntervalSince1970: 4_102_444_800.999),
                Date(timeIntervalSince1970: 1e13), Date(timeIntervalSince1970: -1e13), Date(timeIntervalSinceReferenceDate: 0), Date.distantPast,
                Date.distantFuture,
            ]
        for date in dates {
            for (identifier, group) in [(nil, nil), ("A/1", nil), (nil, "g\u{1}"), ("x", "y")] as [(String?, String?)] {
                try Self.check(Interaction(intent: Self.intents[1], identifier: identifier, groupIdentifier: group, date: date))
            }
        }
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2000 {
            let seconds = Double(Int64.random(in: -4_000_000_000_000...4_000_000_000_000, using: &generator)) / 1000
            try Self.check(Interaction(intent: Self.intents[0], date: Date(timeIntervalSince1970: seconds)))
            try Self.check(
                Interaction(intent: Self.intents[0], date: Date(timeIntervalSince1970: Double.random(in: -1e10...1e10, using: &generator))))
        }
    }

    @Test func relevantShortcutsAreWrittenAsJSONEncoderWritesThem() throws {
        let routine = RelevantShortcut(
            shortcut: .intent(Self.intents[1]), title: "Order lunch", subtitle: "Tomato",
            relevanceProviders: DailyRoutineSituation.allCases.map(RelevanceProvider.dailyRoutine))
        try Self.check(routine)
        try Self.check([routine, RelevantShortcut(shortcut: .userActivity(StoredJSONReadingTests.activities[1]), title: "", relevanceProviders: [])])
        // Dates and places are left to `JSONEncoder`, which writes them as before.
        let place = RelevantShortcut(
            shortcut: .intent(Self.intents[0]), title: "Here",
            relevanceProviders: [.location(name: "Ferry Building", latitude: 37.7955, longitude: -122.3937, radius: 100)])
        #expect(place.storedJSON == nil)
        #expect(try StoreJSON.encode(place) == (try Self.reference(place)))
    }

    @Test func aNumberJSONEncoderRefusesIsRefused() {
        let never = Interaction(intent: Intent(typeName: "T"), date: Date(timeIntervalSince1970: .infinity))
        #expect(never.storedJSON != nil && never.storedJSON?.text == nil)
        #expect(throws: (any Error).self) { try StoreJSON.encode(never) }
        #expect(throws: (any Error).self) { try Self.reference(never) }
    }
}
