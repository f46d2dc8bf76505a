// libFuzzer target: reading App Intents metadata (Metadata.appintents/extract.actionsdata), then
// linting it, showing it as JSON, expanding its App Shortcut phrases and matching each one, and
// running its first actions with the stand-in perform() (`intents converse`) and titling their
// donations from their parameter summaries (`intents donate`); and the same bytes
// read as a string catalog (AppShortcuts.xcstrings) and as Siri's training file (root.ssu.yaml).
import Foundation

@testable import SiriSystem

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAppIntentsMetadata(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(bytes: data, count: size)
    if let catalog = StringCatalog(bytes) {
        precondition(catalog.languages == catalog.texts.keys.sorted())
        for line in catalog.lines.values { precondition(line >= 1) }
    }
    // A training file is read or refused with the line it stopped at; what it reads is used as
    // match and show use it.
    do {
        let training = try AppShortcutsTraining.parse(String(decoding: bytes, as: UTF8.self), file: "root.ssu.yaml")
        for locale in training.locales { _ = training.templates(in: locale) }
        _ = training.names(in: "en-GB")
        _ = try? JSONEncoder().encode(training)
    } catch {
        precondition(error.file == "root.ssu.yaml" && !error.reason.isEmpty)
    }
    let metadata: AppIntentsMetadata
    do {
        metadata = try AppIntentsMetadataReader.parse(bytes, file: "extract.actionsdata")
    } catch let error as DefinitionError {
        // A refusal is one line naming the file.
        precondition(error.file == "extract.actionsdata" && !error.problem.isEmpty)
        return 0
    } catch {
        preconditionFailure("the reader threw \(error), not a DefinitionError")
    }
    for finding in AppIntentsLint.check(metadata) {
        precondition(!finding.line(file: "f").isEmpty && !finding.githubAnnotation(file: "f").isEmpty)
    }
    _ = try? JSONEncoder().encode(metadata)
    let expanded = AppShortcutMatcher.expand(metadata, applicationName: "Soup Chef")
    // Matching is the costly part: a handful of phrases is enough to reach its code.
    for phrase in expanded.phrases.prefix(8) {
        _ = AppShortcutMatcher.match(phrase.phrase, in: metadata, applicationName: "Soup Chef")
    }
    // Each run asks at most three times a parameter: a few answers of each kind, then none.
    for action in metadata.actions.prefix(4) {
        let conversation = AppIntentConversation(metadata: metadata, action: action, performer: AcceptingAppIntentPerformer())
        var answers = ["1", "yes", "a, b and c", "zzz"][...]
        guard let transcript = try? conversation.run(Intent(typeName: action.identifier), ask: { _ in answers.popFirst() }) else {
            preconditionFailure("a run with the stand-in threw")
        }
        precondition(transcript.performCount <= 1)
        // The donation of what was performed reads its summary: every placeholder filled, by a
        // value or the parameter's title, and only the sentence's parameters left without one.
        let donation = AppIntentDonationPreview(action: action, intent: transcript.intent, in: metadata)
        if let sentence = donation.sentence {
            precondition(donation.unfilled.allSatisfy(DefinitionTemplate.names(in: sentence).contains))
        } else {
            precondition(donation.title == action.title ?? action.identifier && donation.unfilled.isEmpty)
        }
        if case .performed = transcript.outcome {
            for parameter in action.parameters where !parameter.isOptional {
                precondition(transcript.intent[parameter.name]?.isPresent == true, "a required parameter left without a value")
            }
        }
    }
    return 0
}
