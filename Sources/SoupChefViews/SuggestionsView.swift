import Dates
import SiriSystem

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What `suggestions` shows at a moment, gathered once and written as text or JSON: the
/// predictions (or the recent shortcuts), the app's suggestions, the relevant shortcuts and
/// whether each is relevant now, the menu activity's group and rank.
public struct SuggestionsView {
    public var moment: Date
    public var zone: Zone
    public var predictions: [Prediction]?
    public var recent: [RecentShortcut]?
    public var suggestions: [Shortcut]
    public var relevant: [(RelevantShortcut, (isRelevant: Bool, providers: [RelevanceEvaluation]))]
    public var menuGroup: PredictionGroup?
    public var menuRank: Int?
    public var groupCount: Int
    /// What the model learned about this person (--explain).
    public var person: PredictionModel.PersonalView? = nil
    /// The titles of the shortcuts the person's split speaks of, by key (--explain).
    public var titles: [String: String] = [:]

    public init(
        moment: Date, zone: Zone, predictions: [Prediction]?, recent: [RecentShortcut]?, suggestions: [Shortcut],
        relevant: [(RelevantShortcut, (isRelevant: Bool, providers: [RelevanceEvaluation]))], menuGroup: PredictionGroup?, menuRank: Int?,
        groupCount: Int, person: PredictionModel.PersonalView? = nil, titles: [String: String] = [:]
    ) {
        self.moment = moment
        self.zone = zone
        self.predictions = predictions
        self.recent = recent
        self.suggestions = suggestions
        self.relevant = relevant
        self.menuGroup = menuGroup
        self.menuRank = menuRank
        self.groupCount = groupCount
        self.person = person
        self.titles = titles
    }
}
