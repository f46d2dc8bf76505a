// libFuzzer target: phrase normalisation, as Siri compares voice shortcut phrases and utterances
// (`InvocationPhrase`), the rules a phrase is recorded by, and the wake words taken off an utterance.
import Foundation

@testable import SiriSystem
import TextMatching

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
    return 0
}
