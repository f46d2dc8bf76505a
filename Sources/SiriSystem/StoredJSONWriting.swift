import SQLiteStore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// How the system's stored values write themselves as the stores' JSON: what their synthesized
// `Encodable` gives `JSONEncoder` (an enum case as `{"case":{"_0":…}}` or with its labels, an
// optional left out when nil), as `StoredJSONText` writes it (`StoredJSONWritable`).
// `StoredJSONWritingTests` checks each against `JSONEncoder`, byte for byte.

extension IntentValue: StoredJSONWritable {
    public var storedJSON: StoredJSONText? {
        switch self {
        case .integer(let number): .enumCase("integer", ["_0": .integer(number)])
        case .string(let text): .enumCase("string", ["_0": .string(text)])
        case .object(let identifier, let display): .enumCase("object", ["identifier": .string(identifier), "display": .string(display)])
        case .enumeration(let rawValue, let display): .enumCase("enumeration", ["rawValue": .string(rawValue), "display": .string(display)])
        case .list(let values): values.storedJSON.map { .enumCase("list", ["_0": $0]) }
        }
    }
}

extension Intent: StoredJSONWritable {
    public var storedJSON: StoredJSONText? {
        var values: [String: StoredJSONText] = [:]
        values.reserveCapacity(parameters.count)
        for (name, value) in parameters {
            guard let json = value.storedJSON else { return nil }
            values[name] = json
        }
        return .members([
            "typeName": .string(typeName), "parameters": .object(values),
            "suggestedInvocationPhrase": suggestedInvocationPhrase.map(StoredJSONText.string),
        ])
    }
}

extension UserActivity: StoredJSONWritable {
    public var storedJSON: StoredJSONText? {
        .members([
            "activityType": .string(activityType), "title": title.map(StoredJSONText.string),
            "persistentIdentifier": persistentIdentifier.map(StoredJSONText.string), "userInfo": .object(userInfo.mapValues(StoredJSONText.string)),
            "keywords": .array(keywords.map(StoredJSONText.string)), "isEligibleForSearch": .bool(isEligibleForSearch),
            "isEligibleForPrediction": .bool(isEligibleForPrediction),
            "suggestedInvocationPhrase": suggestedInvocationPhrase.map(StoredJSONText.string),
            "contentDescription": contentDescription.map(StoredJSONText.string),
        ])
    }
}

extension Shortcut: StoredJSONWritable {
    public var storedJSON: StoredJSONText? {
        switch self {
        case .intent(let intent): intent.storedJSON.map { .enumCase("intent", ["_0": $0]) }
        case .userActivity(let activity): activity.storedJSON.map { .enumCase("userActivity", ["_0": $0]) }
        }
    }
}

extension RelevanceProvider: StoredJSONWritable {
    /// A daily routine; the rarer dates and places are left to `JSONEncoder`.
    public var storedJSON: StoredJSONText? {
        guard case .dailyRoutine(let situation) = self else { return nil }
        return .enumCase("dailyRoutine", ["_0": .string(situation.rawValue)])
    }
}

extension RelevantShortcut: StoredJSONWritable {
    public var storedJSON: StoredJSONText? {
        guard let shortcut = shortcut.storedJSON, let providers = relevanceProviders.storedJSON else { return nil }
        return .members([
            "shortcut": shortcut, "title": .string(title), "subtitle": subtitle.map(StoredJSONText.string), "relevanceProviders": providers,
        ])
    }
}

extension Interaction: StoredJSONWritable {
    public var storedJSON: StoredJSONText? {
        guard let intent = intent.storedJSON else { return nil }
        return .members([
            "intent": intent, "identifier": identifier.map(StoredJSONText.string), "groupIdentifier": groupIdentifier.map(StoredJSONText.string),
            "date": .date(date),
        ])
    }
}
