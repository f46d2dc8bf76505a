/// One card of the lock screen's Siri Suggestions, and where it came from.
public struct SuggestionCard: Sendable, Hashable {
    public enum Source: String, Sendable, Hashable, CaseIterable {
        case predicted, recent
    }

    public var title: String
    public var subtitle: String?
    /// What the shortcut is about (see `IntentCatalog.subject(of:)`).
    public var detail: String?
    public var source: Source
    /// The prediction's score, for a predicted card.
    public var score: Double?

    public init(title: String, subtitle: String? = nil, detail: String? = nil, source: Source, score: Double? = nil) {
        self.title = title
        self.subtitle = subtitle
        self.detail = detail
        self.source = source
        self.score = score
    }
}

/// Which shortcuts the lock screen shows at a moment: the donated ones Siri predicts (or, with
/// Display Recent Shortcuts, the most recent). Not the app's shortcut suggestions, which iOS
/// lists in Settings under Siri & Search, nor its relevant shortcuts, which feed the Siri watch
/// face and Smart Stack widgets (docs/fidelity.md).
public enum LockScreenSuggestions {
    /// The cards: predictions (or recent shortcuts), best first, one card per shortcut; at most
    /// `limit`.
    public static func cards(predictions: [Prediction]?, recent: [RecentShortcut]?, intents: IntentCatalog, limit: Int = 4) -> [SuggestionCard] {
        var cards: [SuggestionCard] = []
        for prediction in predictions ?? [] {
            cards.append(
                SuggestionCard(
                    title: prediction.shortcut.title, subtitle: prediction.shortcut.subtitle,
                    detail: intents.subject(of: prediction.shortcut.shortcut), source: .predicted, score: prediction.score.value))
        }
        for recent in recent ?? [] {
            cards.append(
                SuggestionCard(
                    title: recent.shortcut.title, subtitle: recent.shortcut.subtitle, detail: intents.subject(of: recent.shortcut.shortcut),
                    source: .recent))
        }
        var seen = Set<String>()
        return Array(cards.filter { seen.insert($0.title + "|" + ($0.subtitle ?? "")).inserted }.prefix(limit))
    }
}
