import TextMatching

/// A small builder for self-contained SVG documents: no external fonts, images or styles.
public struct SVG {
    public let width: Int
    public let height: Int
    private(set) var body: [String] = []

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    public static func escape(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            default:
                // Control characters are not allowed in XML 1.0.
                if let ascii = character.asciiValue, ascii < 0x20, ascii != 0x09, ascii != 0x0A { continue }
                result.append(character)
            }
        }
        return result
    }

    public static func number(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    public mutating func raw(_ element: String) { body.append(element) }

    public mutating func rect(
        x: Double, y: Double, width: Double, height: Double, radius: Double = 0, fill: String,
        opacity: Double? = nil, stroke: String? = nil
    ) {
        var element = "<rect x=\"\(Self.number(x))\" y=\"\(Self.number(y))\" width=\"\(Self.number(width))\" height=\"\(Self.number(height))\""
        if radius > 0 { element += " rx=\"\(Self.number(radius))\"" }
        element += " fill=\"\(fill)\""
        if let opacity { element += " fill-opacity=\"\(Self.number(opacity * 100) == "100" ? "1" : cFormat("%.2f", opacity))\"" }
        if let stroke { element += " stroke=\"\(stroke)\"" }
        body.append(element + "/>")
    }

    public mutating func circle(cx: Double, cy: Double, r: Double, fill: String) {
        body.append("<circle cx=\"\(Self.number(cx))\" cy=\"\(Self.number(cy))\" r=\"\(Self.number(r))\" fill=\"\(fill)\"/>")
    }

    public mutating func text(
        _ content: String, x: Double, y: Double, size: Double, fill: String = "#ffffff", weight: String = "normal",
        anchor: String = "start"
    ) {
        body.append(
            "<text x=\"\(Self.number(x))\" y=\"\(Self.number(y))\" font-family=\"Helvetica, Arial, sans-serif\" font-size=\"\(Self.number(size))\" "
                + "font-weight=\"\(weight)\" fill=\"\(fill)\" text-anchor=\"\(anchor)\">\(Self.escape(content))</text>")
    }

    public func render(title: String) -> String {
        var lines = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\">",
            "<title>\(Self.escape(title))</title>",
        ]
        lines += body
        lines.append("</svg>")
        return lines.joined(separator: "\n") + "\n"
    }
}

extension String {
    /// At most `count` characters, ending in "…" when cut.
    public func clipped(_ count: Int) -> String {
        self.count <= count ? self : String(prefix(count - 1)) + "…"
    }
}
