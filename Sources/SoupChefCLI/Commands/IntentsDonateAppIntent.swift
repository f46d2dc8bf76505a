import SiriSystem
import SoupChefViews

/// `intents donate` on App Intents metadata: how a donation of one of the app's actions reads
/// (`AppIntentDonationPreview`): its parameter summary filled with the values, in the case they
/// choose. An App Intent has no shortcut types: iOS takes any donation of it.
extension IntentsDonateCommand {
    func runAppIntent(_ context: Context) throws -> ExitStatus {
        let (metadata, action, given, _) = try AppIntentsMetadataCommands.actionIntent(
            file: file, name: intentName, values: values, locale: locale, checkingRanges: false)
        let preview = AppIntentDonationPreview(action: action, intent: given, in: metadata)
        let document = AppIntentDonationDocument(action: action, given: given, preview: preview)
        if context.json {
            try context.printJSON(document)
        } else {
            context.out.write(document.text)
        }
        return .success
    }
}

/// `intents donate` on App Intents metadata, as text and as `--json`.
struct AppIntentDonationDocument: Encodable {
    var action: String
    /// Null when the metadata gives none, as for `intents show`.
    @Nullable var typeName: String? = nil
    var title: String
    /// The summary's sentence the title was filled from; null when the action has no summary.
    @Nullable var sentence: String? = nil
    /// The case of the summary read, in words; null for the summary's own sentence.
    @Nullable var when: String? = nil
    /// The case the values chose, passed over for naming parameters with no value.
    @Nullable var passedOver: PassedOver? = nil
    struct PassedOver: Encodable {
        var when: String
        var unfilled: [String]
    }
    var unfilled: [String]
    /// Each parameter's value as donated, a list's as its items: the values given and the defaults.
    var parameters: [String: ConverseDocument.ShownValue]
    /// The parameters whose value is their default, none having been given.
    var defaults: [String]

    init(action: AppIntentsAction, given: Intent, preview: AppIntentDonationPreview) {
        self.action = action.identifier
        typeName = action.typeName
        title = preview.title
        sentence = preview.sentence
        when = preview.when
        passedOver = preview.passedOver.map { PassedOver(when: $0.when, unfilled: $0.unfilled) }
        unfilled = preview.unfilled
        parameters = preview.intent.parameters.mapValues(ConverseDocument.ShownValue.init)
        defaults = preview.intent.parameters.keys.filter { given[$0] == nil }.sorted()
        titles = Dictionary(action.parameters.map { ($0.name, $0.title ?? $0.name) }, uniquingKeysWith: { first, _ in first })
    }

    /// Each parameter's title, for the unfilled ones' line.
    private var titles: [String: String]
    private enum CodingKeys: String, CodingKey { case action, typeName, title, sentence, when, passedOver, unfilled, parameters, defaults }

    var text: String {
        var out = ["Title: " + (title.isEmpty ? "(none)" : title)]
        if let sentence {
            var from = "From the parameter summary: “\(sentence)”"
            if let when { from += " (when \(when))" }
            out.append(from)
            if let passedOver {
                let names = passedOver.unfilled.joined(separator: ", ")
                out.append("  (the case \(passedOver.when) names \(names), which the donation has no value for)")
            }
        } else {
            out.append("From the action's title (it has no parameter summary)")
        }
        if !unfilled.isEmpty {
            out.append("No value: " + unfilled.map { "\($0) (shown as “\(titles[$0] ?? $0)”)" }.joined(separator: ", "))
        }
        let values = parameters.keys.sorted().map { name in
            let shown = parameters[name]!.line(name)
            return defaults.contains(name) ? shown + " (default)" : shown
        }
        out.append("Donated: " + (values.isEmpty ? "no parameter values" : values.joined(separator: ", ")))
        out.append("An App Intents donation (IntentDonationManager): no shortcut types, any values are accepted")
        return out.map(Diagnostic.escaped).joined(separator: "\n") + "\n"
    }
}
