// libFuzzer target: phrase normalisation, as Siri compares voice shortcut phrases and utterances
// (`InvocationPhrase`), the rules a phrase is recorded by, and the wake words taken off an utterance;
// and the same words read as a date said to Siri (`SpokenDate`).
import Dates
import Foundation
import TextMatching

@testable import SiriSystem

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPhrases(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: min(size, 512)), as: UTF8.self)
    let normal = InvocationPhrase.normalized(text)
    // One phrase, one form: normalising again, or normalising the phrase as it is shown, changes nothing.
    precondition(InvocationPhrase.normalized(normal) == normal, "normalized is not idempotent on \(text.unicodeScalars.map { $0.value })")
    precondition(InvocationPhrase.normalized(InvocationPhrase.displayed(text)) == normal)
    precondition(!normal.hasPrefix(" ") && !normal.hasSuffix(" ") && !normal.contains("  "))
    // A phrase Siri records can be said and is not too long.
    if InvocationPhrase.refusal(of: text) == nil {
        precondition(!normal.isEmpty && InvocationPhrase.displayed(text).count <= InvocationPhrase.maximumLength)
    }
    // Taking the wake words off leaves the end of the utterance.
    precondition(normal.hasSuffix(UtteranceRecognizer.withoutWakeWords(normal)))
    // Folding finds text in itself.
    if !Folding.caseAndDiacritics(text).isEmpty { precondition(Folding.contains(text, text)) }
    // A date said is read as ISO 8601 a date parameter takes, or not at all.
    let zone = Zone(secondsFromGMT: 3600)
    if let date = SpokenDate.read(text, now: Date(timeIntervalSince1970: 1_796_380_800), zone: zone) {
        precondition(SpokenDate.isISO(date), "\(text) read as \(date)")
    }
    return 0
}
