// libFuzzer target: reading an intent definition file (Intents.intentdefinition), then linting
// it, showing it as JSON and previewing a donation of each intent.
import Foundation

@testable import SiriSystem

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzIntentDefinition(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(bytes: data, count: size)
    let file: DefinitionFile
    do {
        file = try DefinitionReader.parse(bytes, name: "fuzz.intentdefinition")
    } catch let error as DefinitionError {
        // A refusal is one line naming the file.
        precondition(error.file == "fuzz.intentdefinition" && !error.problem.isEmpty)
        return 0
    } catch {
        preconditionFailure("the reader threw \(error), not a DefinitionError")
    }
    for finding in DefinitionLint.check(file) {
        precondition(!finding.line(file: "f").isEmpty)
    }
    _ = try? JSONEncoder().encode(file)
    for intent in file.intents {
        precondition(file.intent(named: intent.name) != nil)
        // Every parameter set to a value of its kind: the largest fitting type, if any, must fit.
        let values = intent.parameters.map { parameter -> (name: String, value: String) in
            let first = parameter.enumType.flatMap(file.enumeration(named:))?.cases.first?.name ?? "1"
            return (parameter.name, first)
        }
        guard let donated = try? intent.intent(values: values, in: file) else { continue }
        if let preview = intent.previewDonation(of: donated) {
            precondition(preview.combination.shortcutType.matches(donated))
        }
    }
    return 0
}
