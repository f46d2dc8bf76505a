#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Something Siri can run: an intent, or a user activity to continue in the app (`INShortcut`).
public enum Shortcut: Sendable, Hashable, Codable {
    case intent(Intent)
    case userActivity(UserActivity)

    public var intent: Intent? {
        if case .intent(let intent) = self { return intent }
        return nil
    }

    public var userActivity: UserActivity? {
        if case .userActivity(let activity) = self { return activity }
        return nil
    }
}

/// A daily routine situation (`INDailyRoutineRelevanceProvider.Situation`).
public enum DailyRoutineSituation: String, Sendable, Hashable, Codable, CaseIterable {
    case morning, evening, home, work, school, gym, commute, heartRateRecovery, physicalActivity
}

/// When a relevant shortcut is relevant (`INRelevanceProvider`).
public enum RelevanceProvider: Sendable, Hashable, Codable {
    case dailyRoutine(DailyRoutineSituation)
    case date(start: Date, end: Date?)
    case location(name: String, latitude: Double, longitude: Double, radius: Double)
}

/// A shortcut the app marks as relevant, shown on the Siri watch face and widgets
/// (`INRelevantShortcut`).
public struct RelevantShortcut: Sendable, Hashable, Codable {
    public var shortcut: Shortcut
    public var title: String
    public var subtitle: String?
    public var relevanceProviders: [RelevanceProvider]

    public init(shortcut: Shortcut, title: String, subtitle: String? = nil, relevanceProviders: [RelevanceProvider]) {
        self.shortcut = shortcut
        self.title = title
        self.subtitle = subtitle
        self.relevanceProviders = relevanceProviders
    }
}

/// A phrase the user recorded for a shortcut (`INVoiceShortcut`).
public struct VoiceShortcut: Sendable, Hashable {
    public var identifier: String
    public var invocationPhrase: String
    public var shortcut: Shortcut
    public var created: Date

    public init(identifier: String, invocationPhrase: String, shortcut: Shortcut, created: Date) {
        self.identifier = identifier
        self.invocationPhrase = invocationPhrase
        self.shortcut = shortcut
        self.created = created
    }
}
