#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The experts of the slow mixture: four ways to say how likely each of a person's shortcuts
/// is to be ordered next, none of them forgetting within weeks. The person's model weighs them
/// by how well each predicted that person's own orders (`PersonalHabits.slowEvidence`), and the
/// mixture stands in the weight beside the fading by age (`PersonalHabits.countTrust`).
public enum SlowExpert: String, CaseIterable, Sendable, Hashable, Codable {
    /// The shortcut's donations over all the person's: n(i) / N.
    case count
    /// The shortcut's donations faded with the slow half-life (`PredictionModel.slowHalfLifeDays`),
    /// over all the person's faded alike.
    case slowFading
    /// How often the shortcut followed the shortcut of the person's newest donation, over how
    /// often anything did, starting from `transitionSmoothing` donations shared as the count
    /// shares them.
    case transitions
    /// Keeping to the last order: s × its part of the last order (1 for the newest donation's
    /// shortcut, one order at a time) + (1 − s) × the count, s being how often this person's next
    /// donation repeated what they ordered last (`PersonalHabits.stayShare`). A household that
    /// keeps to the brand it bought last, whichever brand that is, is told by it from one whose
    /// favourite simply comes round again (docs/model-measurements.md, "Keeping to the last order").
    case stay

    public var title: String {
        switch self {
        case .count: "the plain count"
        case .slowFading: "the slow fading"
        case .transitions: "what followed the last order"
        case .stay: "keeping to the last order"
        }
    }

    /// Each expert's probability for one shortcut, in `allCases` order: `donations` of the
    /// person's `all`, its slow weight `slow` of the person's `slowAll` (nil or 0: the count's
    /// share), `followed` of the `followers` of the last order's shortcut, and its part `again`
    /// of the last order (0…1) with the person's share of repeats `stay`.
    static func probabilities(
        donations: Int, of all: Int, slow: Double?, of slowAll: Double, followed: Int, followers: Int, again: Double, stay: Double,
        model: PredictionModel
    ) -> [Double] {
        let count = all > 0 ? Double(donations) / Double(all) : 0
        let slowShare = slowAll > 0 ? (slow ?? 0) / slowAll : count
        let smoothing = model.transitionSmoothing
        let transition = (Double(followed) + smoothing * count) / (Double(followers) + smoothing)
        return [count, slowShare, transition, stay * again + (1 - stay) * count]
    }
}

/// What followed one shortcut: how often each shortcut was donated right after it (the person's
/// next donation), and how often anything was. Kept in `prediction_transitions`.
public struct Followers: Sendable, Hashable {
    public var counts: [String: Int]
    public var total: Int

    public init(counts: [String: Int] = [:]) {
        self.counts = counts
        total = counts.values.reduce(0, +)
    }

    /// Some of the followers (a prediction's candidates), and how often anything followed.
    public init(counts: [String: Int], total: Int) {
        self.counts = counts
        self.total = total
    }

    public subscript(key: String) -> Int { counts[key] ?? 0 }

    public mutating func add(_ key: String) {
        counts[key, default: 0] += 1
        total += 1
    }
}
