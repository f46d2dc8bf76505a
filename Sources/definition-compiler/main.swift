// Writes what the system compiles from an intent definition file as Swift values: run at build
// time by the CompileDefinitions plugin, so that an app titles its donations without reading the
// file at run time. `definition-compiler <file.intentdefinition> <output.swift>`; the enum it
// declares is named after the file: `Intents.intentdefinition` gives `IntentsCompiledDefinitions`.
import Foundation
import SiriSystem

/// A Swift string literal of `text`.
func literal(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\\": result += "\\\\"
        case "\"": result += "\\\""
        case "\n": result += "\\n"
        case "\t": result += "\\t"
        case "\r": result += "\\r"
        default:
            if scalar.value < 0x20 || scalar.value == 0x7F {
                result += "\\u{" + String(scalar.value, radix: 16) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
    }
    return result + "\""
}

func literal(_ texts: [String]) -> String { "[" + texts.map(literal).joined(separator: ", ") + "]" }

let arguments = CommandLine.arguments
guard arguments.count == 3 else {
    FileHandle.standardError.write(Data("usage: definition-compiler <file.intentdefinition> <output.swift>\n".utf8))
    exit(64)
}
let input = URL(fileURLWithPath: arguments[1])
let name = input.deletingPathExtension().lastPathComponent.filter { $0.isLetter || $0.isNumber || $0 == "_" }
do {
    let file = try DefinitionReader.read(path: input.path, name: input.lastPathComponent)
    var source = """
        // Generated at build time by definition-compiler (the CompileDefinitions plugin) from
        // \(input.lastPathComponent): edit that file, not this one.
        import SiriSystem

        /// What the system compiles from \(input.lastPathComponent): its custom intents'
        /// `CustomIntent.systemDefinition`, in the file's order.
        enum \(name)CompiledDefinitions {
            static let intents: [IntentDefinition] = [

        """
    for intent in file.intents {
        let definition = intent.systemDefinition
        source += "        IntentDefinition(\n"
        source += "            typeName: \(literal(definition.typeName)), category: \(literal(definition.category)),\n"
        source +=
            "            requiresConfirmation: \(definition.requiresConfirmation), supportsBackgroundExecution: \(definition.supportsBackgroundExecution),\n"
        source += "            parameterNames: \(literal(definition.parameterNames)),\n"
        source += "            shortcutTypes: [\n"
        for type in definition.shortcutTypes {
            let subtitle = type.subtitle.map(literal) ?? "nil"
            source +=
                "                ShortcutType(parameters: \(literal(type.parameters)), title: \(literal(type.title)), subtitle: \(subtitle), isPrimary: \(type.isPrimary)),\n"
        }
        source += "            ]),\n"
    }
    source += "    ]\n}\n"
    try Data(source.utf8).write(to: URL(fileURLWithPath: arguments[2]))
} catch {
    FileHandle.standardError.write(Data("definition-compiler: \(error)\n".utf8))
    exit(1)
}
