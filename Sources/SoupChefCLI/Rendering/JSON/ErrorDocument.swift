import SoupChefViews

/// With `--json`, a command that fails writes this document on standard error instead of the
/// "Error: …" lines (docs/cli.md, "Errors as JSON"); standard output gets nothing more.
struct ErrorDocument: Encodable {
    struct Failure: Encodable {
        /// The exit status, e.g. 64.
        var status: Int32
        /// sysexits.h's name for it, in camelCase: "usage", "failure", "dataError", "ioError", "busy".
        var kind: String
        /// The message the text form prints after "Error: ".
        var message: String
        /// What to do next, when soupchef knows; null otherwise.
        @Nullable var hint: String? = nil
        /// For a mistake on the command line, the command's usage lines; null otherwise.
        @Nullable var usage: [String]? = nil
    }

    var error: Failure

    static func report(status: ExitStatus, message: String, hint: String?, usage: [String]?, to err: Output) -> Int32 {
        let document = ErrorDocument(
            error: Failure(
                status: status.rawValue, kind: String(describing: status), message: Diagnostic.oneLine(message),
                hint: hint.map(Diagnostic.oneLine), usage: usage))
        if let text = try? JSONOutput.text(document) {
            err.line(text)
        } else {
            err.line("Error: \(Diagnostic.oneLine(message))")
        }
        return status.rawValue
    }
}
