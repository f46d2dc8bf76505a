import SiriSystem
import SoupChefViews
import SoupKit
import TextMatching

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `soupchef intents converse`: the conversation Siri holds for a definition, with a stand-in
/// handler that accepts every value.
struct IntentsConverseCommand: ParsableCommand {
    static let name = "converse"
    static let configuration = CommandConfiguration(
        name: name, abstract: "Hold the conversation Siri would hold for an intent of a definition, or an action of App Intents metadata.",
        discussion: """
            The handler is a stand-in that accepts every value: a parameter with no value, a Primary prompt (or the
            intent's key parameter, INIntentKeyParameter) and no relationship ruling it out needs a value; confirm is ready; handle answers with --respond's code (by
            default the first success code; a customised system intent's are its domain's), its template filled from the
            values given. A name=value may also give a response parameter (waitTime=5, orderDetails.total=$5; response.date=… for one the intent has too); when the
            template needs one that has no value, handle answers failure and says which. Answers come from --yes
            (yes-or-no questions, a Boolean parameter's too) and --answer (the others, in the order Siri asks), then
            from the person on a terminal, or else from standard input, one answer a line. Exits 0 when handle
            answers with a success code, 1 otherwise. See docs/intents.md.

            Given App Intents metadata (an extract.actionsdata, a Metadata.appintents folder or an app bundle) and one
            of its actions, Siri runs the action as iOS 16 and later do: defaults from the metadata, a required
            parameter without a value asked for (an enum among its cases, an entity by name), then a stand-in
            perform() that accepts every value and returns no dialog. Exits 0 when perform() ran. See
            docs/app-intents.md.
            """,
        arguments: [file, intent, IntentsDonateCommand.values],
        options: [yes, answers, respond, IntentsCommand.locale])

    /// A definition, or App Intents metadata, whose intent or action Siri runs.
    static let file = Argument<String>("file", help: IntentsCommand.eitherHelp, completion: .file, parser: .pathInPlace)
    static let intent = Argument<String>(
        "intent",
        help: "The intent, as the file names it (\(IntentsDonateCommand.example.name)) or as its class (\(IntentsDonateCommand.example.typeName)); "
            + "for App Intents metadata, the action's identifier or type name.",
        completion: .intentInFile, parser: .text)
    static let yes = Option(flag: "yes", short: "y", help: "Answer yes to Siri's yes-or-no questions.")
    static let answers = Option<[String]>(
        repeating: "answer", short: "a", placeholder: "answer", help: "Answer Siri's next question; repeat for more, in order.",
        parser: .storedText("an answer (words, a number, yes or no)", maximumLength: CommonArguments.maximumTextLength))
    static let respond = Option<String?>(
        "respond", placeholder: "code", help: "The response code handle answers with (in any letter case when only one code matches).",
        parser: .text)

    let file: String
    let intentName: String
    let values: [(name: String, value: String)]
    let yes: Bool
    let answers: [String]
    let respond: String?
    let locale: String?

    init(_ arguments: ParsedArguments) throws {
        let given = try arguments[Self.file]
        intentName = try arguments[Self.intent]
        values = try IntentsDonateCommand.pairs(arguments[IntentsDonateCommand.values])
        yes = arguments[Self.yes]
        answers = try arguments[Self.answers]
        respond = try arguments[Self.respond]
        locale = try arguments[IntentsCommand.locale]
        file = try IntentsCommand.definitionPath(given)
    }

    /// The response code `given` names, as the file writes it: in its exact case, else the one
    /// code it matches letter case aside (`--respond Success`; a code is an identifier, and a
    /// shell's habit or a capital typed at the start of a word should not need a second try).
    /// Two codes that differ only in case are not chosen between: the given one is refused.
    /// Nil when none was given; a code matching none is left for the handler to refuse.
    static func code(_ given: String?, of intent: CustomIntent) throws -> String? {
        guard let given else { return nil }
        // `ready` and `unspecified` too, which every intent's handler knows, to be refused by name.
        let names = intent.response.answerableCodes.map(\.name) + ["ready", "unspecified"]
        if names.contains(given) { return given }
        let matching = names.filter { $0.lowercased() == given.lowercased() }
        if matching.count > 1 {
            throw UsageError(
                "--respond \(Diagnostic.escaped(given)) matches several of \(intent.name)'s response codes letter case aside ("
                    + matching.joined(separator: ", ") + "); give one as the file writes it")
        }
        return matching.first ?? given
    }

    /// How a name=value gives the response's parameter of a name the intent has too.
    static let responsePrefix = "response."

    func run(_ context: Context) throws -> ExitStatus {
        if AppIntentsMetadataReader.recognizes(path: file) { return try runAppIntent(context) }
        let definition = try IntentsCommand.read(file, locale: locale)
        if locale == nil, let note = IntentsCommand.englishNote(file, definition) { context.note(note) }
        let declared = try IntentsDonateCommand.intent(intentName, of: definition, file: file)
        // A response parameter's value goes to the stand-in's response; the rest make the intent.
        // `response.date=…` gives the response's parameter of a name the intent has too.
        let isResponseValue = { (name: String) in
            let own = name.hasPrefix(Self.responsePrefix) ? String(name.dropFirst(Self.responsePrefix.count)) : nil
            let root = String((own ?? name).prefix { $0 != "." })
            return (own != nil || declared.parameter(named: name) == nil) && declared.response.parameter(named: root) != nil
        }
        let intent: Intent
        do {
            intent = try declared.intent(values: values.filter { !isResponseValue($0.name) }, in: definition)
        } catch {
            // Here a response parameter is a name too: say which there are.
            let response = declared.response.parameters.map(\.name)
            guard error.isUnknownName,
                let typed = values.first(where: { !isResponseValue($0.name) && declared.parameter(named: $0.name) == nil })?.name
            else {
                throw IntentsDonateCommand.valueFailure(error)
            }
            let nearest = nearestName(to: typed, among: declared.parameters.map(\.name) + response)
            throw UsageError(
                error.message + (response.isEmpty ? "" : "; its response parameters: " + response.joined(separator: ", "))
                    + (nearest.map { ". Did you mean \"\($0)\"?" } ?? ""))
        }
        let respond = try Self.code(self.respond, of: declared)
        // `ready` is confirm's answer, `unspecified` no answer: handle answers neither.
        if let respond, ["ready", "unspecified"].contains(respond) {
            let codes = declared.response.answerableCodes.map(\.name).filter { $0 != "ready" && $0 != "unspecified" }.joined(separator: ", ")
            throw UsageError(
                "handle does not answer \(respond) (\(respond == "ready" ? "confirm's answer" : "no answer at all")); choose one of: \(codes)")
        }
        var responseValues: [String: IntentValue] = [:]
        for (name, value) in values where isResponseValue(name) && !value.trimmingWhitespace().isEmpty {
            do {
                let own = name.hasPrefix(Self.responsePrefix) ? String(name.dropFirst(Self.responsePrefix.count)) : name
                responseValues[own] = try declared.responseValue(value, at: own, in: definition)
            } catch {
                throw UsageError(error.message)
            }
        }
        // The burger app of Data/intents/ answers with its wait time, as its handler does.
        if let bytes = FileManager.default.contents(atPath: file) {
            for (name, value) in ArticleApps.responseValues(definition: bytes, intent: declared.name) where responseValues[name] == nil {
                responseValues[name] = try? declared.responseValue(value, at: name, in: definition)
            }
        }
        guard let standIn = AcceptingIntentHandler(definition: declared, responseCode: respond, responseValues: responseValues) else {
            let names = declared.response.answerableCodes.map(\.name).filter { $0 != "ready" && $0 != "unspecified" }
            let codes = names.joined(separator: ", ")
            // No code at all is the file's problem, not the command line's: nothing to choose from.
            if declared.response.codes.allSatisfy({ ["ready", "unspecified"].contains($0.name) }) {
                throw CommandFailure(
                    .dataError,
                    "\(declared.name) declares no response codes: the handler has no success to answer with, only iOS's own codes ("
                        + (codes.isEmpty ? "none" : codes) + "), which --respond chooses",
                    hint: "Add its response codes in Xcode's intent editor (a success code, at least), or give --respond CODE.")
            }
            throw UsageError(
                respond.map { code in
                    "\(declared.name) has no response code \"\(code)\" (its codes: \(codes.isEmpty ? "none" : codes))"
                        + (nearestName(to: code, among: names).map { ". Did you mean \"\($0)\"?" } ?? "")
                }
                    ?? "\(declared.name) has no success response code to answer with; choose one with --respond")
        }
        var provider = IntentHandlerProvider()
        provider.register(standIn, for: declared.typeName)
        guard var conversation = IntentConversation(file: definition, intent: intent, provider: provider) else {
            throw CommandFailure(.failure, "no handler for \(declared.typeName)")
        }
        // A date answered in words is read on the device's clock: --now, and TZ.
        conversation.now = context.now
        conversation.timeZone = context.dates.timeZone
        var remaining = answers[...]
        var refused: String?
        let transcript = try conversation.run(intent) { question in
            if question.kind == .confirmation && yes { return "yes" }
            if let answer = remaining.popFirst() { return answer }
            return TypedAnswer.read(question.prompt, choices: question.choices, context: context, refused: &refused)
        }
        // A line of standard input that is no answer is refused, as siri refuses it.
        if let refused { throw CommandFailure(.usage, refused) }
        // What the run leaves the user to do: said on stderr, or in the JSON document.
        var notes: [String] = []
        // Neither a shortcut (no donation, no voice phrase) nor a Shortcuts action: nothing reaches
        // Siri with it, and its values are chosen in the widget's Edit Widget sheet.
        if declared.isIneligibleForSuggestions && !declared.isConfigurable {
            notes.append(
                "iOS never runs \(declared.typeName) with Siri: it is "
                    + (declared.isEligibleForWidgets ? "a widget's configuration intent, " : "")
                    + "not eligible for Siri suggestions and not configurable in the Shortcuts app"
                    + (declared.isEligibleForWidgets ? ", so its values are chosen in the widget's Edit Widget sheet" : "")
                    + "; the conversation is what Siri would say if it could.")
        }
        // A shortcut of a type that does not run in the background opens the app: iOS hands the
        // app the interaction in a user activity, where the extension's handle is not called.
        var opensInForeground = false
        if let preview = declared.previewDonation(of: transcript.intent, language: definition.language),
            !preview.combination.supportsBackgroundExecution, transcript.outcome.response != nil
        {
            opensInForeground = true
            notes.append(
                "On a device, a shortcut of type \(preview.combination.shortcutType.shownKey) does not run in the background: iOS opens the app,"
                    + " which continues a user activity of type \(declared.typeName) holding the interaction, rather than the extension's handle.")
        }
        let missing = standIn.missingResponseValues(for: transcript.intent)
        if case .failed = transcript.outcome, !missing.isEmpty {
            // What the failure it answered with instead left out, so one run can fill both.
            let alsoMissing =
                standIn.responseCode == HandlerResponse.failure
                ? [] : standIn.missingResponseValues(for: transcript.intent, code: HandlerResponse.failure).filter { !missing.contains($0) }
            notes.append(
                "The stand-in handler has no value for " + missing.map { "${\(Diagnostic.escaped($0))}" }.joined(separator: ", ")
                    + ", which the template of \(Diagnostic.escaped(standIn.responseCode)) needs"
                    + (alsoMissing.isEmpty
                        ? ""
                        : ", so it answered with failure, whose template needs "
                            + alsoMissing.map { "${\(Diagnostic.escaped($0))}" }.joined(separator: ", ")
                            + " too (Siri leaves out what has no value)")
                    + "; give "
                    + missing.map { name in
                        // A name the intent has too is the response's only with the prefix.
                        let root = String(name.prefix { $0 != "." })
                        return (declared.parameter(named: root) != nil ? Self.responsePrefix : "") + "\(Diagnostic.escaped(name))=…"
                    }.joined(separator: " ")
                    + (alsoMissing.isEmpty
                        ? "" : " (and " + alsoMissing.map { "\(Diagnostic.escaped($0))=…" }.joined(separator: " ") + " for the failure's words)")
                    + ".")
        }
        // A value given for a parameter its relationship rules out: the intent carries it, but
        // Siri never resolves it (podmark's title, given while autofill is on).
        let excluded = values.compactMap { given -> String? in
            guard let parameter = declared.parameter(named: given.name), let relationship = parameter.relationship,
                declared.isExcluded(parameter, in: transcript.intent)
            else { return nil }
            return "\(Diagnostic.escaped(given.name))=\(Diagnostic.escaped(given.value)) (only when \(relationship.parent) \(relationship.condition))"
        }
        if !excluded.isEmpty {
            notes.append(
                "Not resolved: " + excluded.joined(separator: ", ")
                    + "; the intent carries the value, but Siri neither resolves nor asks for a parameter its relationship rules out.")
        }
        if !remaining.isEmpty {
            notes.append(TypedAnswer.notUsed(remaining))
        }
        if context.json {
            var document = ConverseDocument(transcript, intent: declared)
            document.notes = notes
            document.opensApp = document.opensApp || opensInForeground
            try context.printJSON(document)
        } else {
            context.out.write(Self.render(transcript))
            for note in notes { context.note(note) }
        }
        switch transcript.outcome {
        case .succeeded: return .success
        case .unanswered(let question):
            throw TypedAnswer.unanswered(question, isTerminal: context.input.isTerminal, inputAbsent: context.input.isAbsent)
        case .notUnderstood(let question, let answer):
            throw TypedAnswer.notUnderstood(
                question, answer: answer, asked: question.parameter.flatMap { conversation.definition.parameter(named: $0) })
        case .failed, .declined, .cancelled: return .failure
        }
    }

    static func render(_ transcript: IntentConversation.Transcript) -> String {
        var lines: [String] = []
        for step in transcript.steps {
            let call = step.stage == .resolve ? "resolve \(step.parameter ?? "")" : step.stage.rawValue
            let result = "\(call): \(step.result)" + (step.value.map { " (\($0))" } ?? "")
            var dialog: [String] = []
            if let prompt = step.prompt { dialog.append("  Siri: " + Diagnostic.escapedKeepingLines(prompt, indent: "        ")) }
            if !step.choices.isEmpty { dialog.append("  Choices: " + step.choices.joined(separator: ", ")) }
            if let answer = step.answer { dialog.append("  You: \(answer)") }
            // A handler's call comes before what Siri says because of it; Siri's own question
            // comes before its result, the person's answer to it.
            lines += step.stage == .userConfirmation ? dialog + [result] : [result] + dialog
        }
        // What Siri says last without a step of its own (declining: "OK, I won't order it.").
        if let closing = transcript.closing, !transcript.steps.contains(where: { $0.prompt?.hasSuffix(closing) == true }) {
            lines.append("  Siri: " + Diagnostic.escapedKeepingLines(closing, indent: "        "))
        }
        if let opening = opensTheApp(transcript) { lines.append("  " + opening) }
        lines.append("Outcome: \(transcript.outcome.name)")
        // Siri's lines were escaped line by line above; the rest here.
        return lines.map { $0.hasPrefix("  Siri: ") ? $0 : Diagnostic.escaped($0) }.joined(separator: "\n") + "\n"
    }

    /// What iOS does when `handle` answers `continueInApp` or `failureRequiringAppLaunch` (or a
    /// ride request's reason for it): it opens the app with a user activity of the intent's
    /// class, its `interaction` the intent and response; nil for any other answer.
    static func opensTheApp(_ transcript: IntentConversation.Transcript) -> String? {
        guard let code = transcript.outcome.response?.code, SystemIntentResponses.opensTheApp.contains(code) else { return nil }
        return "(iOS opens the app, which continues a user activity of type \(transcript.intent.typeName) holding the interaction"
            + (code.hasPrefix("failure") ? ", to finish there)" : ")")
    }
}

/// `intents converse --json`.
struct ConverseDocument: Encodable {
    /// Every key is always present, null where the step has no value, as in `siri --json`'s steps.
    struct Step: Encodable {
        var stage: String
        @Nullable var parameter: String? = nil
        var result: String
        @Nullable var value: String? = nil
        @Nullable var prompt: String? = nil
        var choices: [String]
        @Nullable var answer: String? = nil
    }

    var intent: String
    var steps: [Step]
    var outcome: String
    /// Null when `handle` gave no response (declined, unanswered, not understood).
    @Nullable var responseCode: String? = nil
    /// Null when Siri said nothing to close the conversation.
    @Nullable var closing: String? = nil
    /// Whether iOS opens the app at the end (`continueInApp`, `failureRequiringAppLaunch`, or a
    /// shortcut type that does not run in the background, as the notes say).
    var opensApp: Bool
    /// Each parameter's value as shown; a list's as its items, so that two items and one text that
    /// reads "a and b" stay apart.
    var parameters: [String: ShownValue]
    /// What the run leaves to do, which the text says on stderr: a response value the stand-in
    /// handler lacked, answers not used.
    var notes: [String] = []

    init(_ transcript: IntentConversation.Transcript, intent: CustomIntent) {
        self.intent = intent.typeName
        steps = transcript.steps.map {
            Step(
                stage: $0.stage.rawValue, parameter: $0.parameter, result: $0.result, value: $0.value, prompt: $0.prompt, choices: $0.choices,
                answer: $0.answer)
        }
        outcome = transcript.outcome.name
        responseCode = transcript.outcome.response?.code
        closing = transcript.closing
        opensApp = IntentsConverseCommand.opensTheApp(transcript) != nil
        parameters = transcript.intent.parameters.mapValues(ShownValue.init)
    }

    enum ShownValue: Encodable {
        case one(String)
        case list([String])

        init(_ value: IntentValue) {
            if case .list(let items) = value { self = .list(items.map(\.displayString)) } else { self = .one(value.displayString) }
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .one(let text): try container.encode(text)
            case .list(let items): try container.encode(items)
            }
        }

        /// `name = value` as the text prints it: an empty text as `""`, so that it does not read
        /// as a value lost; a list in brackets.
        func line(_ name: String) -> String {
            switch self {
            case .one(let text): "\(name) = " + (text.isEmpty ? "\"\"" : text)
            case .list(let items): "\(name) = [" + items.joined(separator: ", ") + "]"
            }
        }
    }
}
