#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Text from a definition file made safe to print: control characters (a newline in a title, an
/// escape sequence) written as escapes, so a file can neither fake an output line nor drive the
/// terminal.
public enum PrintedText {
    public static func escaped(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                let category = scalar.properties.generalCategory
                if category == .control || category == .lineSeparator || category == .paragraphSeparator
                    || (category == .format && scalar.value < 0x2000) || (0x202A...0x202E).contains(scalar.value)
                    || (0x2066...0x2069).contains(scalar.value)
                {
                    result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// A GitHub Actions workflow command's message (`%`, CR and LF escaped), after `escaped`.
    public static func githubMessage(_ text: String) -> String {
        escaped(text).replacing("%", with: "%25").replacing("\r", with: "%0D")
            .replacing("\n", with: "%0A")
    }

    /// A GitHub Actions workflow command's property value (`file=…`): also `:` and `,` escaped.
    public static func githubProperty(_ text: String) -> String {
        githubMessage(text).replacing(":", with: "%3A").replacing(",", with: "%2C")
    }
}
