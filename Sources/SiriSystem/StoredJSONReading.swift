import SQLiteStore

// How the system's stored values read themselves from the stores' JSON: exactly the forms
// their synthesized `Encodable` writes (an enum case as `{"case":{"_0":…}}` or with its labels,
// an optional left out when nil), anything else left to `Decodable` (`StoredJSONReadable`).
// `StoredJSONReadingTests` checks each against `Decodable` on what `StoreJSON.encode` writes.

extension IntentValue: StoredJSONReadable {
    public init?(storedJSON json: StoredJSONValue) {
        guard let (key, value) = json.onlyMember else { return nil }
        switch key {
        case "integer":
            guard let number = value["_0"]?.int else { return nil }
            self = .integer(number)
        case "string":
            guard let text = value["_0"]?.string else { return nil }
            self = .string(text)
        case "object":
            guard let identifier = value["identifier"]?.string, let display = value["display"]?.string else { return nil }
            self = .object(identifier: identifier, display: display)
        case "enumeration":
            guard let rawValue = value["rawValue"]?.string, let display = value["display"]?.string else { return nil }
            self = .enumeration(rawValue: rawValue, display: display)
        case "list":
            guard let values = value["_0"]?.array(IntentValue.init(storedJSON:)) else { return nil }
            self = .list(values)
        default:
            return nil
        }
    }
}

extension Intent: StoredJSONReadable {
    public init?(storedJSON json: StoredJSONValue) {
        guard let typeName = json["typeName"]?.string, let parameters = json["parameters"]?.dictionary(IntentValue.init(storedJSON:)),
            let phrase = json.optional("suggestedInvocationPhrase", { $0.string })
        else { return nil }
        self.init(typeName: typeName, parameters: parameters, suggestedInvocationPhrase: phrase)
    }
}

extension UserActivity: StoredJSONReadable {
    public init?(storedJSON json: StoredJSONValue) {
        guard let activityType = json["activityType"]?.string, let title = json.optional("title", { $0.string }),
            let persistentIdentifier = json.optional("persistentIdentifier", { $0.string }),
            let userInfo = json["userInfo"]?.dictionary({ $0.string }), let keywords = json["keywords"]?.array({ $0.string }),
            let isEligibleForSearch = json["isEligibleForSearch"]?.bool, let isEligibleForPrediction = json["isEligibleForPrediction"]?.bool,
            let phrase = json.optional("suggestedInvocationPhrase", { $0.string }),
            let contentDescription = json.optional("contentDescription", { $0.string })
        else { return nil }
        self.init(
            activityType: activityType, title: title, persistentIdentifier: persistentIdentifier, userInfo: userInfo, keywords: keywords,
            isEligibleForSearch: isEligibleForSearch, isEligibleForPrediction: isEligibleForPrediction, suggestedInvocationPhrase: phrase,
            contentDescription: contentDescription)
    }
}

extension Shortcut: StoredJSONReadable {
    public init?(storedJSON json: StoredJSONValue) {
        guard let (key, value) = json.onlyMember, let content = value["_0"] else { return nil }
        switch key {
        case "intent":
            guard let intent = Intent(storedJSON: content) else { return nil }
            self = .intent(intent)
        case "userActivity":
            guard let activity = UserActivity(storedJSON: content) else { return nil }
            self = .userActivity(activity)
        default:
            return nil
        }
    }
}

extension RelevanceProvider: StoredJSONReadable {
    /// A daily routine; the rarer dates and places are left to `Decodable`.
    public init?(storedJSON json: StoredJSONValue) {
        guard let (key, value) = json.onlyMember, key == "dailyRoutine", let name = value["_0"]?.string,
            let situation = DailyRoutineSituation(rawValue: name)
        else { return nil }
        self = .dailyRoutine(situation)
    }
}

extension RelevantShortcut: StoredJSONReadable {
    public init?(storedJSON json: StoredJSONValue) {
        guard let shortcut = json["shortcut"].flatMap(Shortcut.init(storedJSON:)), let title = json["title"]?.string,
            let subtitle = json.optional("subtitle", { $0.string }),
            let providers = json["relevanceProviders"]?.array({ RelevanceProvider(storedJSON: $0) })
        else { return nil }
        self.init(shortcut: shortcut, title: title, subtitle: subtitle, relevanceProviders: providers)
    }
}

extension Interaction: StoredJSONReadable {
    public init?(storedJSON json: StoredJSONValue) {
        guard let intent = json["intent"].flatMap(Intent.init(storedJSON:)), let identifier = json.optional("identifier", { $0.string }),
            let groupIdentifier = json.optional("groupIdentifier", { $0.string }), let date = json["date"]?.date
        else { return nil }
        self.init(intent: intent, identifier: identifier, groupIdentifier: groupIdentifier, date: date)
    }
}
