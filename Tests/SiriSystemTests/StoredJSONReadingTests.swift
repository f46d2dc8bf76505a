import Foundation
import SQLiteStore
import Testing

@testable import SiriSystem

/// The system's values read themselves from what `StoreJSON.encode` writes exactly as
/// `Decodable` reads them, and leave anything else to `Decodable`.
@Suite struct StoredJSONReadingTests {
    static func reference<T: Decodable>(_ type: T.Type, _ text: String) throws -> T {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .millisecondsSince1970
        return try decoder.decode(type, from: Data(text.utf8))
    }

    static let texts = ["Tomato Soup", "", "a \"quoted\" \\ back/slash", "tab\there\nline", "\u{1}\u{1F}\u{7F}", "Crème brûlée 🍲", "日本語"]

    static let values: [IntentValue] =
        [
            .integer(0), .integer(-7), .integer(Int.max), .string("x"), .object(identifier: "tomatoSoup", display: "Tomato Soup"),
            .enumeration(rawValue: "pickup", display: "Pickup"), .list([]),
            .list([.object(identifier: "cheese", display: "Cheese"), .list([.integer(1), .string("two")])]),
        ] + texts.map(IntentValue.string)

    static let intents: [Intent] =
        [
            Intent(typeName: "OrderSoupIntent"),
            Intent(typeName: "OrderSoupIntent", parameters: ["soup": values[4], "quantity": .integer(2)], suggestedInvocationPhrase: "Soup time"),
            Intent(typeName: "Every", parameters: Dictionary(uniqueKeysWithValues: values.enumerated().map { ("p\($0.offset)", $0.element) })),
        ] + texts.map { Intent(typeName: $0, parameters: [$0: .string($0)], suggestedInvocationPhrase: $0) }

    static let activities: [UserActivity] = [
        UserActivity(activityType: "com.example.viewMenu"),
        UserActivity(
            activityType: "orderComplete", title: "Order “Tomato”", persistentIdentifier: "id-1", userInfo: ["orderID": "A1", "": "é"],
            keywords: ["soup", "order", ""], isEligibleForSearch: true, isEligibleForPrediction: true,
            suggestedInvocationPhrase: "Show my order", contentDescription: "line\nbreak"),
    ]

    static let dates = [Date(timeIntervalSince1970: 0), Date(timeIntervalSince1970: 1_764_633_600.123), Date(timeIntervalSince1970: -86_400.5)]

    @Test func intentsAndTheirValuesReadAsDecodableReadsThem() throws {
        for value in Self.values {
            let text = try StoreJSON.encode(value)
            let read = try #require(IntentValue(storedJSON: StoredJSONValue(parsing: text)), "\(text)")
            #expect(read == (try Self.reference(IntentValue.self, text)))
            #expect(try StoreJSON.decode(IntentValue.self, from: text) == read)
        }
        for intent in Self.intents {
            let text = try StoreJSON.encode(intent)
            let read = try #require(Intent(storedJSON: StoredJSONValue(parsing: text)), "\(text)")
            #expect(read == intent)
            #expect(read == (try Self.reference(Intent.self, text)))
            #expect(try StoreJSON.decode(Intent.self, from: text) == intent)
        }
    }

    @Test func activitiesShortcutsAndInteractionsReadAsDecodableReadsThem() throws {
        let shortcuts = Self.intents.map(Shortcut.intent) + Self.activities.map(Shortcut.userActivity)
        for shortcut in shortcuts {
            let text = try StoreJSON.encode(shortcut)
            #expect(Shortcut(storedJSON: try StoredJSONValue(parsing: text)) == shortcut)
            #expect(try Self.reference(Shortcut.self, text) == shortcut)
            #expect(try StoreJSON.decode(Shortcut.self, from: text) == shortcut)
        }
        for activity in Self.activities {
            let text = try StoreJSON.encode(activity)
            #expect(UserActivity(storedJSON: try StoredJSONValue(parsing: text)) == (try Self.reference(UserActivity.self, text)))
        }
        for intent in Self.intents {
            for date in Self.dates {
                for (identifier, group) in [(nil, nil), ("A1B2", nil), ("A1B2", "group/1")] as [(String?, String?)] {
                    let interaction = Interaction(intent: intent, identifier: identifier, groupIdentifier: group, date: date)
                    let text = try StoreJSON.encode(interaction)
                    let read = try #require(Interaction(storedJSON: StoredJSONValue(parsing: text)), "\(text)")
                    #expect(read == (try Self.reference(Interaction.self, text)))
                    #expect(read.date == (try StoreJSON.decode(Interaction.self, from: text)).date)
                }
            }
        }
    }

    @Test func relevantShortcutsReadDailyRoutinesAndLeaveTheRestToDecodable() throws {
        let providers: [RelevanceProvider] = DailyRoutineSituation.allCases.map(RelevanceProvider.dailyRoutine)
        let routine = RelevantShortcut(shortcut: .intent(Self.intents[1]), title: "Order lunch", subtitle: "Tomato", relevanceProviders: providers)
        let text = try StoreJSON.encode(routine)
        #expect(RelevantShortcut(storedJSON: try StoredJSONValue(parsing: text)) == routine)
        #expect(try Self.reference(RelevantShortcut.self, text) == routine)

        let others = RelevantShortcut(
            shortcut: .userActivity(Self.activities[0]), title: "Here",
            relevanceProviders: [
                .date(start: Self.dates[1], end: nil), .date(start: Self.dates[0], end: Self.dates[1]),
                .location(name: "Ferry Building", latitude: 37.7955, longitude: -122.3937, radius: 100),
            ])
        let othersText = try StoreJSON.encode(others)
        #expect(RelevantShortcut(storedJSON: try StoredJSONValue(parsing: othersText)) == nil)
        #expect(try StoreJSON.decode(RelevantShortcut.self, from: othersText) == (try Self.reference(RelevantShortcut.self, othersText)))
    }

    /// Forms `Decodable` takes and `StoreJSON.encode` never writes: read by `Decodable`, the same.
    @Test(arguments: [
        #"{"typeName":"T","parameters":{"q":{"integer":{"_0":2.0}}}}"#,
        #"{"typeName":"T","parameters":{"q":{"integer":{"_0":2,"extra":true}}},"extra":[1]}"#,
        #"{"typeName":"T","parameters":{"q":{"string":{"_0":"s"},"unknownCase":{}}}}"#,
        #"{"typeName":"T","parameters":{},"suggestedInvocationPhrase":null}"#,
        #"{"typeName":"T","parameters":{"q":{"integer":{"_0":1e2}}}}"#,
    ])
    func otherFormsAreLeftToDecodable(_ text: String) throws {
        #expect(try StoreJSON.decode(Intent.self, from: text) == (try Self.reference(Intent.self, text)))
    }

    /// What `Decodable` refuses is refused, with its error.
    @Test(arguments: [
        #"{"typeName":5,"parameters":{}}"#, #"{"parameters":{}}"#, #"{"typeName":"T","parameters":{"q":{}}}"#,
        #"{"typeName":"T","parameters":{"q":{"integer":{"_0":"2"}}}}"#, #"{"typeName":"T","parameters":[]}"#, "[]", "{",
    ])
    func whatDecodableRefusesIsRefused(_ text: String) {
        #expect(throws: (any Error).self) { try StoreJSON.decode(Intent.self, from: text) }
        #expect(throws: (any Error).self) { try Self.reference(Intent.self, text) }
    }
}
