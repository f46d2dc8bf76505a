import Foundation
import SiriSystem
import SoupKit

/// `soupchef suggestions --json`.
struct SuggestionsDocument: Encodable {
    var view: SuggestionsCommand.View
    var explain: Bool
    var dates: DateCodec

    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: JSONShapes.DynamicKey.self)
        let asked = WeekHour(view.moment, in: view.zone)
        try c.encode(dates.iso(view.moment), forKey: .init("at"))
        try c.encode(WeekHourJSON(asked), forKey: .init("atHour"))
        try c.encode(view.zone.identifier, forKey: .init("timeZone"))
        try c.encode(view.recent == nil ? "predictions" : "recent", forKey: .init("view"))
        try c.encode(view.predictions?.map { PredictedJSON(prediction: $0, explain: explain, dates: dates) }, forKey: .init("predictions"))
        try c.encode(view.recent?.map { PredictedJSON(recent: $0, dates: dates) }, forKey: .init("recentShortcuts"))
        try c.encode(explain ? ModelJSON(PredictionModel.standard) : nil, forKey: .init("model"))
        try c.encode(view.suggestions.map { JSONShapes.ShortcutJSON(shortcut: $0) }, forKey: .init("shortcutSuggestions"))
        try c.encode(
            view.relevant.map { RelevantJSON(shortcut: $0.0, isRelevant: $0.1.isRelevant, providers: $0.1.providers, dates: dates) },
            forKey: .init("relevantShortcuts"))
        try c.encode(MenuActivityJSON(group: view.menuGroup, rank: view.menuRank, dates: dates), forKey: .init("menuActivity"))
    }

    /// Four decimals: enough to compare, short enough to read, and the same every run.
    static func rounded(_ value: Double) -> Double { (value * 10_000).rounded() / 10_000 }

    struct WeekHourJSON: Encodable {
        var day: String
        var hour: Int
        init(_ hour: WeekHour) {
            day = hour.dayName
            self.hour = hour.hour
        }
    }

    /// A predicted or recent shortcut. The same keys either way; `score` and `parts` are null
    /// where there is no model, `parts` unless --explain.
    struct PredictedJSON: Encodable {
        var rank: Int
        var score: Double?
        var group: PredictionGroup
        var shortcut: PredictedShortcut
        var parts: PartsJSON?
        var dates: DateCodec

        init(prediction: Prediction, explain: Bool, dates: DateCodec) {
            rank = prediction.rank
            score = SuggestionsDocument.rounded(prediction.score.value)
            group = prediction.group
            shortcut = prediction.shortcut
            parts = explain ? PartsJSON(score: prediction.score, dates: dates) : nil
            self.dates = dates
        }

        init(recent: RecentShortcut, dates: DateCodec) {
            rank = recent.rank
            group = recent.group
            shortcut = recent.shortcut
            self.dates = dates
        }

        func encode(to encoder: Encoder) throws {
            var c = encoder.container(keyedBy: JSONShapes.DynamicKey.self)
            try c.encode(rank, forKey: .init("rank"))
            try c.encode(score, forKey: .init("score"))
            try c.encode(group.source.rawValue, forKey: .init("source"))
            try c.encode(group.key, forKey: .init("shortcutKey"))
            try c.encode(shortcut.title, forKey: .init("title"))
            try c.encode(shortcut.subtitle, forKey: .init("subtitle"))
            switch shortcut {
            case .interaction(let interaction):
                try c.encode(interaction.shortcutType.key, forKey: .init("shortcutType"))
                try c.encode(JSONShapes.IntentJSON(interaction.intent), forKey: .init("intent"))
                try c.encodeNil(forKey: .init("userActivity"))
            case .userActivity(let activity):
                try c.encodeNil(forKey: .init("shortcutType"))
                try c.encodeNil(forKey: .init("intent"))
                try c.encode(JSONShapes.ActivityJSON(activity: activity.activity, date: nil), forKey: .init("userActivity"))
            }
            try c.encode(group.donations, forKey: .init("donations"))
            try c.encode(dates.iso(group.lastDonation), forKey: .init("lastDonation"))
            try c.encode(parts, forKey: .init("parts"))
        }
    }

    struct PartsJSON: Encodable {
        struct Weight: Encodable {
            var value: Double
            var donations: Int
            var halfLifeDays: Double
            var lastDonation: String
            var ageDays: Double
        }

        struct Moment: Encodable {
            var value: Double
            var matchingDonations: Double
            var hours: [HourJSON]
        }

        struct HourJSON: Encodable {
            var day: String
            var hour, donations: Int
            var hourMatch, dayMatch, match: Double
        }

        var weight: Weight
        var moment: Moment
        var anyTime: Double

        init(score: PredictionModel.Score, dates: DateCodec) {
            let r = SuggestionsDocument.rounded
            weight = Weight(
                value: r(score.weight), donations: score.donations, halfLifeDays: score.halfLifeDays,
                lastDonation: dates.iso(score.lastDonation), ageDays: r(score.ageDays))
            moment = Moment(
                value: r(score.moment), matchingDonations: r(score.matchingDonations),
                hours: score.hours.map {
                    HourJSON(
                        day: $0.hour.dayName, hour: $0.hour.hour, donations: $0.donations, hourMatch: r($0.hourMatch),
                        dayMatch: r($0.dayMatch), match: r($0.match))
                })
            anyTime = score.anyTime
        }
    }

    struct ModelJSON: Encodable {
        var halfLifeDays, hourSpread, sameDayMatch, sameKindOfDayMatch, otherDayMatch, anyTime: Double
        var candidates: Int

        init(_ model: PredictionModel) {
            halfLifeDays = model.halfLifeDays
            hourSpread = model.hourSpread
            sameDayMatch = model.sameDayMatch
            sameKindOfDayMatch = model.sameKindOfDayMatch
            otherDayMatch = model.otherDayMatch
            anyTime = model.anyTime
            candidates = model.candidates
        }
    }

    struct RelevantJSON: Encodable {
        var shortcut: RelevantShortcut
        var isRelevant: Bool
        var providers: [RelevanceEvaluation]
        var dates: DateCodec

        struct ProviderJSON: Encodable {
            var provider, window: String
            var relevant, simulated: Bool
        }

        func encode(to encoder: Encoder) throws {
            var c = encoder.container(keyedBy: JSONShapes.DynamicKey.self)
            try c.encode(shortcut.title, forKey: .init("title"))
            try c.encode(shortcut.subtitle, forKey: .init("subtitle"))
            try c.encode(JSONShapes.ShortcutJSON(shortcut: shortcut.shortcut), forKey: .init("shortcut"))
            try c.encode(shortcut.relevanceProviders.map { RelevanceText.describe($0, dates: dates) }, forKey: .init("relevance"))
            try c.encode(isRelevant, forKey: .init("relevant"))
            try c.encode(
                providers.map {
                    ProviderJSON(
                        provider: RelevanceText.describe($0.provider, dates: dates), window: $0.window, relevant: $0.isRelevant,
                        simulated: $0.isSimulated)
                }, forKey: .init("providers"))
        }
    }

    struct MenuActivityJSON: Encodable {
        var group: PredictionGroup?
        var rank: Int?
        var dates: DateCodec

        func encode(to encoder: Encoder) throws {
            var c = encoder.container(keyedBy: JSONShapes.DynamicKey.self)
            try c.encode(JSONShapes.ActivityJSON(activity: .viewMenu, date: nil), forKey: .init("userActivity"))
            try c.encode(group?.donations ?? 0, forKey: .init("donations"))
            try c.encode(group.map { dates.iso($0.lastDonation) }, forKey: .init("lastDonation"))
            try c.encode(rank, forKey: .init("predictedRank"))
        }
    }
}
