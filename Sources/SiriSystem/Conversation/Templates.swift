/// `${name}` templates, as definitions (titles, prompts, reasons, responses) and App Shortcut
/// phrases write them: read once here, by every filler and checker.
public enum DefinitionTemplate {
    /// A stretch of a template: text as written, or a placeholder's name (dotted names whole).
    public enum Piece: Equatable {
        case text(Substring)
        case placeholder(String, written: Substring)
    }

    /// The template in pieces, in one pass; a `${` never closed is text.
    public static func pieces(_ template: String) -> [Piece] {
        var pieces: [Piece] = []
        var rest = template[...]
        while let open = openingBrace(in: rest) {
            let after = rest[open.upperBound...]
            guard let close = after.firstIndex(of: "}") else { break }
            if open.lowerBound > rest.startIndex { pieces.append(.text(rest[..<open.lowerBound])) }
            pieces.append(.placeholder(String(after[..<close]), written: rest[open.lowerBound...close]))
            rest = after[after.index(after: close)...]
        }
        if !rest.isEmpty { pieces.append(.text(rest)) }
        return pieces
    }

    /// The first "${" in `text`, character by character, as `firstRange(of: "${")` finds it: that
    /// generic search asked the runtime for a conformance on its first use (a scan of every
    /// conformance record), which titling a shortcut paid for each time a command started.
    static func openingBrace(in text: Substring) -> Range<Substring.Index>? {
        var index = text.startIndex
        while index < text.endIndex {
            let next = text.index(after: index)
            if text[index] == "$", next < text.endIndex, text[next] == "{" { return index..<text.index(after: next) }
            index = next
        }
        return nil
    }

    /// The placeholders' names, in order.
    public static func names(in template: String) -> [String] {
        pieces(template).compactMap { if case .placeholder(let name, _) = $0 { name } else { nil } }
    }

    /// Fills each `${name}` with `lookup(name)` in one pass: text a value brings along is never
    /// read as a placeholder. A placeholder `lookup` has no value for is left as written.
    public static func fill(_ template: String, _ lookup: (String) -> String?) -> String {
        var result = ""
        for piece in pieces(template) {
            switch piece {
            // Appended as Strings: `+=` of a Substring is the standard library's generic
            // append(contentsOf:), whose first use scans every conformance of the program.
            case .text(let text): result.append(String(text))
            case .placeholder(let name, let written): result.append(lookup(name) ?? String(written))
            }
        }
        return result
    }

    /// Fills from values keyed by name, dotted names included.
    public static func fill(_ template: String, values: [String: IntentValue]) -> String {
        fill(template) { values[$0]?.displayString }
    }
}
