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

/// A shortcut Siri may offer, shown by its newest donation.
public enum PredictedShortcut: Sendable, Hashable {
    case interaction(DonatedInteraction)
    case userActivity(DonatedActivity)

    public var shortcut: Shortcut {
        switch self {
        case .interaction(let interaction): .intent(interaction.intent)
        case .userActivity(let activity): .userActivity(activity.activity)
        }
    }

    public var title: String {
        switch self {
        case .interaction(let interaction): interaction.title
        case .userActivity(let activity): activity.activity.title ?? activity.activity.activityType
        }
    }

    /// The subtitle as data: an activity's suggested phrase without the quotes text shows it in.
    public var plainSubtitle: String? {
        if case .userActivity(let activity) = self { return activity.activity.suggestedInvocationPhrase }
        return subtitle
    }

    public var subtitle: String? {
        switch self {
        case .interaction(let interaction): interaction.subtitle
        case .userActivity(let activity): activity.activity.suggestedInvocationPhrase.map { "“\($0)”" }
        }
    }
}

/// A shortcut in the ranking, with its score and what the score is made of.
public struct Prediction: Sendable, Hashable {
    /// 1 for the best.
    public var rank: Int
    public var group: PredictionGroup
    public var shortcut: PredictedShortcut
    public var score: PredictionModel.Score
}

/// A shortcut as "Display Recent Shortcuts" lists it: by its newest donation, no model.
public struct RecentShortcut: Sendable, Hashable {
    public var rank: Int
    public var group: PredictionGroup
    public var shortcut: PredictedShortcut
}

extension SystemStore {
    /// What the system remembers of the `limit` most recently donated shortcuts, newest first,
    /// from the aggregate only.
    public func predictionGroups(limit: Int = PredictionModel.standard.candidates) throws -> [PredictionGroup] {
        try PredictionAggregate.groups(limit: limit, in: database)
    }

    public func predictionGroup(key: String) throws -> PredictionGroup? {
        try PredictionAggregate.group(key: key, in: database)
    }

    /// Siri's predictions for the moment `date`, best first: every donated shortcut (and every
    /// activity eligible for prediction) scored by `model`. Reads the aggregate, plus the newest
    /// donation of each shortcut returned; never the donation history.
    public func predictions(at date: Date, limit: Int? = nil, model: PredictionModel = .standard) throws -> [Prediction] {
        try predictions(ranked: rankedGroups(at: date, model: model), limit: limit)
    }

    /// The first `limit` of already ranked groups, each shown by its newest donation.
    public func predictions(ranked: [(group: PredictionGroup, score: PredictionModel.Score)], limit: Int? = nil) throws -> [Prediction] {
        var predictions: [Prediction] = []
        for (group, score) in ranked {
            if let limit, predictions.count >= limit { break }
            guard let shortcut = try newestDonation(of: group) else { continue }
            predictions.append(Prediction(rank: predictions.count + 1, group: group, shortcut: shortcut, score: score))
        }
        return predictions
    }

    /// The candidate shortcuts (the model's `candidates` most recently donated) scored for the
    /// moment `date`, best first, without looking up their donations.
    public func rankedGroups(at date: Date, model: PredictionModel = .standard) throws -> [(group: PredictionGroup, score: PredictionModel.Score)] {
        try ranking(at: date, model: model).ranked
    }

    /// `rankedGroups`, with the person's view they were scored with (what `--explain` tells).
    public func ranking(
        at date: Date, model: PredictionModel = .standard
    ) throws -> (ranked: [(group: PredictionGroup, score: PredictionModel.Score)], person: PredictionModel.PersonalView) {
        let candidates = try predictionGroups(limit: model.candidates)
        let person = try personalView(at: date, model: model, candidates: candidates)
        let matches = model.momentMatches(at: date, timeZone: timeZone, person: person)
        let scored = candidates.map {
            (group: $0, score: model.score($0, at: date, asked: matches.asked, person: person, matches: matches))
        }
        return (PredictionModel.ranked(scored, score: { $0.score.value }, last: { $0.group.lastDonation }, key: { $0.group.key }), person)
    }

    /// What the model learned about this person (one row).
    public func personalHabits() throws -> PersonalHabits { try PersonalHabitsRow.read(in: database) }

    /// The person's habits as they apply at the moment `date` to the shortcuts `candidates` (nil:
    /// the model's candidates, as `rankedGroups` ranks them): what followed the last order is
    /// looked up for those shortcuts only (a prediction's cost stays that of its candidates,
    /// however many shortcuts ever followed it), and the split between the two firsts is read
    /// among them.
    public func personalView(at date: Date, model: PredictionModel = .standard, candidates: [PredictionGroup]? = nil) throws
        -> PredictionModel.PersonalView
    {
        let habits = try personalHabits()
        let candidates = try candidates ?? predictionGroups(limit: model.candidates)
        let followers = try PredictionTransitions.followers(ofLastOrder: habits.lastOrder, among: candidates.map(\.key), in: database)
        return PredictionModel.PersonalView(habits, at: date, timeZone: timeZone, model: model, followers: followers, candidates: candidates)
    }

    /// What followed the shortcut `key` in the person's donations (nothing for nil).
    public func followers(of key: String?) throws -> Followers { try PredictionTransitions.followers(of: key, in: database) }

    /// The donated shortcuts, most recently donated first ("Display Recent Shortcuts").
    public func recentShortcuts(limit: Int? = nil) throws -> [RecentShortcut] {
        var recent: [RecentShortcut] = []
        for group in try predictionGroups(limit: limit ?? PredictionModel.standard.candidates) {
            guard let shortcut = try newestDonation(of: group) else { continue }
            recent.append(RecentShortcut(rank: recent.count + 1, group: group, shortcut: shortcut))
        }
        return recent
    }

    /// The newest donation of a shortcut, from the group's newest date down, in date order.
    public func newestDonation(of group: PredictionGroup) throws -> PredictedShortcut? {
        switch group.source {
        case .interaction:
            // At the group's newest date, in the table's date order; should that row be gone, the
            // newest before it.
            return try database.first(
                """
                SELECT \(Self.interactionColumns) FROM \(Self.interactionsWithIntents)
                WHERE i.shortcut = (SELECT shortcut FROM shortcut_keys WHERE key = ?) AND i.date_ms <= ?
                ORDER BY i.date_ms DESC, i.seq DESC LIMIT 1
                """,
                [.text(group.key), .integer(StoreJSON.milliseconds(group.lastDonation))], decodeInteraction
            ).map(PredictedShortcut.interaction)
        case .userActivity:
            return try database.first(
                "SELECT seq, date_ms, activity_json FROM activities WHERE shortcut_key = ? ORDER BY date_ms DESC, seq DESC LIMIT 1",
                [.text(group.key)], decodeActivity
            ).map(PredictedShortcut.userActivity)
        }
    }
}
