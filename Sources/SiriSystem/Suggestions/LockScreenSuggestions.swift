/// One card of the lock screen's Siri Suggestions widget, and where it came from.
public struct SuggestionCard: Sendable, Hashable {
    public enum Source: String, Sendable, Hashable {
        case predicted, recent, relevant
        case appSet = "app-set"
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

/// Which shortcuts the lock screen shows at a moment.
public enum LockScreenSuggestions {
    /// The widget's cards: predictions (or recent shortcuts), then the relevant shortcuts that
    /// hold at the moment, then the app's own suggestions; one card per shortcut, the first (most
    /// telling) source winning; at most `limit`.
    public static func cards(
        predictions: [Prediction]?, recent: [RecentShortcut]?, relevantNow: [RelevantShortcut], suggestions: [Shortcut],
        intents: IntentCatalog, limit: Int = 4
    ) -> [SuggestionCard] {
        var cards: [SuggestionCard] = []
        for prediction in (predictions ?? []).prefix(3) {
            cards.append(
                SuggestionCard(
                    title: prediction.shortcut.title, subtitle: prediction.shortcut.subtitle,
                    detail: intents.subject(of: prediction.shortcut.shortcut), source: .predicted, score: prediction.score.value))
        }
        for recent in (recent ?? []).prefix(3) {
            cards.append(
                SuggestionCard(
                    title: recent.shortcut.title, subtitle: recent.shortcut.subtitle, detail: intents.subject(of: recent.shortcut.shortcut),
                    source: .recent))
        }
        for relevant in relevantNow {
            cards.append(
                SuggestionCard(title: relevant.title, subtitle: relevant.subtitle, detail: intents.subject(of: relevant.shortcut), source: .relevant))
        }
        for shortcut in suggestions {
            let shown = intents.describe(shortcut)
            cards.append(SuggestionCard(title: shown.title, subtitle: shown.subtitle, detail: intents.subject(of: shortcut), source: .appSet))
        }
        var seen = Set<String>()
        return Array(cards.filter { seen.insert($0.title + "|" + ($0.subtitle ?? "")).inserted }.prefix(limit))
    }
}
