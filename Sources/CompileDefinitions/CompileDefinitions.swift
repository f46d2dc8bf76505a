import Foundation
import PackagePlugin

/// Compiles a target's intent definition files at build time, as Xcode does for an app: each
/// `<name>.intentdefinition` among the target's files becomes `<name>CompiledDefinitions.swift`,
/// the definitions the system compiles from it as Swift values (`definition-compiler`). The
/// file stays the one place the definitions are written; the target reads them without parsing
/// the file at run time.
@main
struct CompileDefinitions: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let compiler = try context.tool(named: "definition-compiler")
        return target.sourceFiles(withSuffix: "intentdefinition").map { file in
            let name = file.url.deletingPathExtension().lastPathComponent
            let output = context.pluginWorkDirectoryURL.appendingPathComponent(name + "CompiledDefinitions.swift")
            return .buildCommand(
                displayName: "Compiling the intent definitions of \(file.url.lastPathComponent)", executable: compiler.url,
                arguments: [file.url.path, output.path], inputFiles: [file.url], outputFiles: [output])
        }
    }
}
