import SiriSystem

/// What one person's model was using at their last hidden order (`soupchef eval`): the parts of
/// "What it learns about each person" (docs/suggestions.md) as they stood, from their own past
/// only. It shows, on any file of histories, whom the model trusted the time of day for.
public struct LearnedModel: Sendable, Hashable {
    /// The time signal in use, nil when none is trusted.
    public var signal: TimeSignal?
    /// How far it is trusted (0…1).
    public var trust: Double
    /// Whether the moment decides alone (the decisive anyTime), which needs a signal in use.
    public var decisive: Bool
    /// The slow mixture's share of the weight (0…1); the month's fading has the rest.
    public var slowShare: Double
    /// How far "the last order again" is mixed in (0…1).
    public var repeatTrust: Double
    /// The slow mixture's expert of most weight (the first in `SlowExpert` order on a tie).
    public var slowLeader: SlowExpert
    /// Whether the split between the two firsts moved the count's hold: the favourite changing
    /// (`SplitTrend`).
    public var favouriteChanging: Bool

    public init(_ view: PredictionModel.PersonalView, model: PredictionModel) {
        trust = view.signal == nil ? 0 : view.trust
        signal = trust > 0 ? view.signal : nil
        decisive = signal != nil && view.anyTime == model.decisiveAnyTime
        slowShare = view.countTrust
        repeatTrust = view.repeatTrust
        favouriteChanging = view.split?.moves == true
        let weights = view.slowWeights
        slowLeader =
            zip(SlowExpert.allCases, weights).reduce(nil) { best, next in
                best.map { next.1 > $0.1 ? next : $0 } ?? next
            }?.0 ?? .count
    }
}

/// How many people's models used each part at their last hidden order.
public struct LearnedCounts: Sendable, Hashable {
    /// People with a hidden order asked about.
    public var people = 0
    /// A time signal trusted, and which.
    public var timeTrusted = 0
    public var bySignal: [TimeSignal: Int] = [:]
    /// The moment deciding alone.
    public var decisive = 0
    /// The month's fading leading: the slow mixture under half the weight.
    public var fadingLeads = 0
    /// The last order again mixed in.
    public var lastOrderAgain = 0
    /// People per expert leading their slow mixture; `keepingToLast` those led by keeping to the
    /// last order (`SlowExpert.stay`).
    public var slowLeaders: [SlowExpert: Int] = [:]
    public var keepingToLast: Int { slowLeaders[.stay, default: 0] }
    /// The split between the two firsts moving the count's hold.
    public var favouriteChanging = 0

    public init(_ results: some Sequence<EvaluationResult>) {
        for learned in results.compactMap(\.learned) {
            people += 1
            if let signal = learned.signal {
                timeTrusted += 1
                bySignal[signal, default: 0] += 1
            }
            if learned.decisive { decisive += 1 }
            if learned.slowShare < 0.5 { fadingLeads += 1 }
            if learned.repeatTrust > 0 { lastOrderAgain += 1 }
            if learned.favouriteChanging { favouriteChanging += 1 }
            slowLeaders[learned.slowLeader, default: 0] += 1
        }
    }
}
