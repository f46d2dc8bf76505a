#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// An interaction the app donates (`INInteraction`).
public struct Interaction: Sendable, Hashable, Codable {
    public var intent: Intent
    /// Set by the app to delete the donation later; the system makes one up when nil.
    public var identifier: String?
    public var groupIdentifier: String?
    public var date: Date

    public init(intent: Intent, identifier: String? = nil, groupIdentifier: String? = nil, date: Date) {
        self.intent = intent
        self.identifier = identifier
        self.groupIdentifier = groupIdentifier
        self.date = date
    }
}

/// A donated interaction as the system keeps it, with what it worked out on donation.
public struct DonatedInteraction: Sendable, Hashable {
    public var sequence: Int64
    public var identifier: String
    public var groupIdentifier: String?
    public var date: Date
    public var intent: Intent
    /// The parameters of the shortcut type it was donated as, joined ("soup,quantity,toppings"),
    /// as the system stored it: reading a donation never needs the app's definition files.
    public var shortcutTypeKey: String
    /// Groups donations of the same shortcut (intent type plus its shortcut type's values).
    public var shortcutKey: String
    public var title: String
    public var subtitle: String?
}

/// A user activity the app makes current (`NSUserActivity.becomeCurrent()`), or attaches to a
/// response.
public struct UserActivity: Sendable, Hashable, Codable {
    public var activityType: String
    public var title: String?
    public var persistentIdentifier: String?
    public var userInfo: [String: String]
    public var keywords: [String]
    public var isEligibleForSearch: Bool
    public var isEligibleForPrediction: Bool
    public var suggestedInvocationPhrase: String?
    public var contentDescription: String?

    public init(
        activityType: String, title: String? = nil, persistentIdentifier: String? = nil,
        userInfo: [String: String] = [:], keywords: [String] = [], isEligibleForSearch: Bool = false,
        isEligibleForPrediction: Bool = false, suggestedInvocationPhrase: String? = nil,
        contentDescription: String? = nil
    ) {
        self.activityType = activityType
        self.title = title
        self.persistentIdentifier = persistentIdentifier
        self.userInfo = userInfo
        self.keywords = keywords
        self.isEligibleForSearch = isEligibleForSearch
        self.isEligibleForPrediction = isEligibleForPrediction
        self.suggestedInvocationPhrase = suggestedInvocationPhrase
        self.contentDescription = contentDescription
    }
}

/// A donated user activity as the system keeps it.
public struct DonatedActivity: Sendable, Hashable {
    public var sequence: Int64
    public var date: Date
    public var activity: UserActivity
}

/// Either kind of donation, for views that list both newest first.
public enum Donation: Sendable, Hashable {
    case interaction(DonatedInteraction)
    case activity(DonatedActivity)

    public var date: Date {
        switch self {
        case .interaction(let i): i.date
        case .activity(let a): a.date
        }
    }
}
