// libFuzzer target: the command-line parser, each command's own checks, and help for the path.
// The input is split on NUL bytes into arguments. Nothing here opens a store.
import Foundation

@testable import SoupChefCLI

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzArguments(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let tokens = bytes.split(separator: 0, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
    let parser = Parser(root: SoupChefCommand.self)
    guard let invocation = try? parser.parse(tokens) else { return 0 }
    _ = Help.usage(for: invocation.arguments.path)
    _ = Help.text(for: invocation.arguments.path)
    // As main does: --help and --version answer before the command reads its arguments (the
    // parser does not check them then).
    if invocation.global[GlobalOptions.help] || invocation.global[GlobalOptions.version] { return 0 }
    guard let command = try? invocation.command.init(invocation.arguments) else { return 0 }
    _ = command
    // The global options' checks (--now, --data-dir) without touching the disk.
    let (out, _) = Output.capture()
    let (err, _) = Output.capture()
    if let context = try? Context(global: invocation.global, environment: ["TZ": "UTC"], out: out, err: err, input: .none) {
        _ = try? context.dataDirectory()
    }
    return 0
}
