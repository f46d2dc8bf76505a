/// Lines of a text view that are prose rather than a table, fitted to a width as tables are
/// (docs/cli.md, "Output conventions"): with no width (piped output without `COLUMNS`) every
/// line is left whole, so a script reads it as it was written.
enum Prose {
    /// A section's title in bold and its note dimmed, on one line when it fits `width` (or no
    /// width is given); else the title, then the note, each wrapped to the width.
    static func heading(_ title: String, note: String, width: Int?, style: Style) -> [String] {
        guard let width, title.visibleCount + 2 + note.visibleCount > width else { return [style.bold(title) + style.dim("  " + note)] }
        return Help.wrap(title, width: width).map { style.bold($0) } + Help.wrap(note, width: width).map { style.dim($0) }
    }

    /// `text` after `indent`, wrapped to `width` with each further line two spaces further in;
    /// `styled` colours each line's text, not its indentation.
    static func lines(_ text: String, indent: String = "", width: Int?, styled: (String) -> String = { $0 }) -> [String] {
        guard let width, indent.count + text.visibleCount > width else { return [indent + styled(text)] }
        // Spaces the text starts with are indentation too.
        let lead = text.prefix { $0 == " " }
        let indent = indent + lead
        let text = String(text.dropFirst(lead.count))
        let hanging = indent + "  "
        // A command to paste is never broken: the words before it wrap, and the command ends the
        // text on a line of its own, whatever its length.
        if let start = Context.pastedCommandStart(in: text) {
            let before = String(text[..<start]).trimmingWhitespace()
            let command = hanging + styled(String(text[start...]))
            guard !before.isEmpty else { return [indent + styled(String(text[start...]))] }
            return lines(before, indent: indent, width: width, styled: styled) + [command]
        }
        return Help.wrap(text, width: max(1, width - hanging.count)).enumerated().map { ($0.offset == 0 ? indent : hanging) + styled($0.element) }
    }

    /// A whole text view, line by line, each line wrapped as `lines` wraps it.
    static func fitted(_ text: String, width: Int?) -> String {
        guard let width else { return text }
        let ended = text.hasSuffix("\n")
        let body = ended ? String(text.dropLast()) : text
        let wrapped = body.split(separator: "\n", omittingEmptySubsequences: false).flatMap { lines(String($0), width: width) }
        return wrapped.joined(separator: "\n") + (ended ? "\n" : "")
    }
}
