/// How a donation of one of an app's App Intents reads, from its metadata alone: the action's
/// parameter summary (`static var parameterSummary`, the sentence Shortcuts shows for it) filled
/// with the donated values, in the case those values choose.
///
/// iOS documents no rule for an App Intents donation's title; this is soupchef's reading, the one
/// Soup Chef's own `OrderSoup` donations follow (docs/app-intents.md, "A donation of any app's
/// action"):
///
/// - The values are the donated ones, and each parameter's default where none is given: an
///   intent the app makes in code starts with its `@Parameter` defaults.
/// - A summary that depends on a parameter (`Switch`, `When`) reads the first case whose
///   condition the values meet, else its own sentence (the `DefaultCase`, the `otherwise`).
/// - When that case's sentence names a parameter with no value and the summary's own sentence
///   names none, the summary's own sentence is read (Soup Chef's pickup case names the store,
///   which its donations leave out; "Order 1 Tomato Soup for pickup").
/// - A parameter still without a value is shown by its title, as Shortcuts shows an empty
///   parameter in the sentence; an action with no summary reads as its title.
public struct AppIntentDonationPreview: Sendable {
    /// The donation's title.
    public var title: String
    /// The sentence the title was filled from, as the metadata writes it; nil when the action has
    /// no summary and its title is the donation's.
    public var sentence: String?
    /// The case of the summary whose sentence was read, in words ("orderType is delivery"); nil
    /// for the summary's own sentence.
    public var when: String?
    /// The case the values chose, passed over for naming parameters with no value (`unfilled`).
    public var passedOver: (when: String, unfilled: [String])?
    /// The parameters the sentence names that have no value, shown by their titles.
    public var unfilled: [String]
    /// The donated intent: the values given, and the defaults.
    public var intent: Intent

    /// The styles a date is shown in (“Dec 8, 2026, 5:00 PM”): Apple documents none for a
    /// parameter summary, and a Date in Shortcuts' editor reads so (docs/app-intents.md).
    static let dateStyle = "Medium"
    static let timeStyle = "Short"

    public init(action: AppIntentsAction, intent given: Intent, in metadata: AppIntentsMetadata) {
        let intent = AppIntentConversation(metadata: metadata, action: action, performer: AcceptingAppIntentPerformer()).withDefaults(given)
        self.intent = intent
        func hasValue(_ name: String) -> Bool { intent[name]?.isPresent == true }
        func unfilled(_ sentence: String) -> [String] { DefinitionTemplate.names(in: sentence).filter { !hasValue($0) } }
        var chosen: (sentence: String, when: String?)?
        passedOver = nil
        if let summary = action.summary, let read = summary.sentence(for: { intent[$0] }) {
            chosen = (read.text, read.when)
            // A case naming a parameter without a value gives way to the summary's own sentence
            // when that one names none.
            if let when = read.when, !unfilled(read.text).isEmpty, let own = summary.text, unfilled(own).isEmpty {
                chosen = (own, nil)
                passedOver = (when, unfilled(read.text))
            }
        }
        guard let chosen else {
            title = action.title ?? action.identifier
            sentence = nil
            when = nil
            self.unfilled = []
            return
        }
        sentence = chosen.sentence
        when = chosen.when
        self.unfilled = unfilled(chosen.sentence)
        title = DefinitionTemplate.fill(chosen.sentence) { name in
            if let value = intent[name], value.isPresent {
                // A date as a US English device shows one in a sentence, not its ISO text.
                if case .string(let iso) = value, let type = action.parameter(name)?.type, type == .primitive(8) || type == .primitive(9),
                    let shown = DateParameterText.text(iso, dateStyle: Self.dateStyle, timeStyle: Self.timeStyle)
                {
                    return shown
                }
                return value.displayString
            }
            return action.parameter(name)?.title ?? name
        }
    }
}
