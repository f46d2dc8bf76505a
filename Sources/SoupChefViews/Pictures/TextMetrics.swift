/// How wide text may be drawn, measured on the safe side: each character counts as wide as it
/// is in the widest of the fonts the SVG names or a renderer falls back to (Helvetica, Arial,
/// Liberation Sans, and DejaVu Sans, the usual fallback on Linux, which is the widest); bold a
/// seventh wider and a twenty-fifth of an em more a character (so that even the narrow bold
/// letters, i, l, t, are counted wide enough). Text fitted with it stays inside its box in any of them; the cards are
/// clipped as well, so a font wider than all of these is cut at the card's edge, never drawn past it.
public enum TextMetrics {
    /// Advance widths in thousandths of an em: the largest of those fonts' regular faces.
    private static let ascii: [Character: Int] = {
        var widths: [Character: Int] = [:]
        let table: [(String, Int)] = [
            (" ", 318), ("!", 401), ("\"", 460), ("#", 838), ("$", 636), ("%", 950), ("&", 780), ("'", 275), ("(", 390), (")", 390),
            ("*", 500), ("+", 838), (",", 318), ("-", 361), (".", 318), ("/", 337), (":", 337), (";", 337), ("<", 838), ("=", 838),
            (">", 838), ("?", 531), ("@", 1000), ("[", 390), ("\\", 337), ("]", 390), ("^", 838), ("_", 556), ("`", 500), ("{", 636),
            ("|", 337), ("}", 636), ("~", 838),
            ("A", 684), ("B", 686), ("C", 722), ("D", 770), ("E", 667), ("F", 611), ("G", 778), ("H", 752), ("I", 295), ("J", 500),
            ("K", 667), ("L", 557), ("M", 863), ("N", 748), ("O", 787), ("P", 667), ("Q", 787), ("R", 722), ("S", 667), ("T", 611),
            ("U", 732), ("V", 684), ("W", 989), ("X", 685), ("Y", 667), ("Z", 685),
            ("a", 613), ("b", 635), ("c", 550), ("d", 635), ("e", 615), ("f", 352), ("g", 635), ("h", 634), ("i", 278), ("j", 278),
            ("k", 579), ("l", 278), ("m", 974), ("n", 634), ("o", 612), ("p", 635), ("q", 635), ("r", 411), ("s", 521), ("t", 392),
            ("u", 634), ("v", 592), ("w", 818), ("x", 592), ("y", 592), ("z", 525),
        ]
        for (text, width) in table { widths[Character(text)] = width }
        for digit in "0123456789" { widths[digit] = 636 }
        return widths
    }()

    /// The width of `text` at `size` pixels, never less than any of those fonts draws it.
    public static func width(_ text: String, size: Double, bold: Bool = false) -> Double {
        var thousandths = 0
        for character in text {
            if let known = ascii[character] {
                thousandths += known
            } else if character == "…" || character == "—" {
                thousandths += 1000
            } else if character == "·" {
                thousandths += 318
            } else if character == "“" || character == "”" || character == "‘" || character == "’" {
                thousandths += 518
            } else {
                // Letters with accents, other scripts, emoji: a full em and a fifth.
                thousandths += 1200
            }
        }
        let em = Double(thousandths) / 1000
        return (bold ? em * 8 / 7 + 0.04 * Double(text.count) : em) * size
    }

    /// `text` and the font size that fit `room` pixels: the size is lowered first, down to
    /// `smallest` (by default seven eighths of `size`), and only then is the text cut.
    public static func fit(_ text: String, room: Double, size: Double, smallest: Double? = nil, bold: Bool = false) -> (text: String, size: Double) {
        let natural = width(text, size: size, bold: bold)
        guard natural > room else { return (text, size) }
        let floor = smallest ?? size * 7 / 8
        let scaled = (size * room / natural * 10).rounded(.down) / 10
        if scaled >= floor { return (text, scaled) }
        return (fitted(text, room: room, size: floor, bold: bold), floor)
    }

    /// `text` as it fits `room` pixels: whole, or cut and ended with "…".
    public static func fitted(_ text: String, room: Double, size: Double, bold: Bool = false) -> String {
        guard width(text, size: size, bold: bold) > room else { return text }
        var kept = Substring(text)
        while !kept.isEmpty, width(String(kept) + "…", size: size, bold: bold) > room { kept = kept.dropLast() }
        while kept.last == " " { kept = kept.dropLast() }
        return kept.isEmpty ? "" : String(kept) + "…"
    }
}
