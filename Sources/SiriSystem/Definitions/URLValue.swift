import TextMatching

/// A URL parameter's value (`URL` in SiriKit and App Intents): written as a URL is, a scheme
/// ("https://…", "mailto:…") or a host with a dot ("apple.com/x"), without spaces. Said aloud,
/// "dot" and "slash" are its signs ("apple dot com" is apple.com), as Siri writes them.
public enum URLValue {
    /// The URL `text` writes, or nil when it writes none ("not a url", "hello").
    public static func read(_ text: String) -> String? {
        let given = text.trimmingWhitespace()
        if isURL(given) { return given }
        // Said: "apple dot com slash store".
        let words = given.lowercased().split { $0.isWhitespace }.map(String.init)
        guard words.contains("dot") else { return nil }
        let joined = words.map { $0 == "dot" ? "." : $0 == "slash" ? "/" : $0 == "colon" ? ":" : $0 }.joined()
        return isURL(joined) ? joined : nil
    }

    /// Whether `text` is written as a URL: no spaces, and a scheme or a host with a dot.
    static func isURL(_ text: String) -> Bool {
        guard !text.isEmpty, !text.contains(where: \.isWhitespace) else { return false }
        if let colon = text.firstIndex(of: ":"), colon != text.startIndex {
            let scheme = text[..<colon]
            if scheme.first?.isLetter == true, scheme.allSatisfy({ $0.isLetter || $0.isNumber || "+-.".contains($0) }),
                text[text.index(after: colon)...].isEmpty == false
            {
                return true
            }
        }
        let host = text.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        let labels = host.split(separator: ".", omittingEmptySubsequences: false)
        return labels.count >= 2 && labels.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == ":" } }
    }
}
