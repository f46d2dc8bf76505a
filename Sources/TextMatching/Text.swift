#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// The few text operations soupchef used from swift-corelibs-foundation, written here so that the
// executable links FoundationEssentials only: corelibs Foundation brings ICU, whose start-up costs
// every command about 0.6 ms (docs/performance.md, "Start-up, fourth pass").

extension StringProtocol {
    /// The text without the white space at its ends, as Foundation's
    /// `trimmingCharacters(in: .whitespaces)` gives it: spaces (Unicode category Zs, and U+200B) and tabs.
    public func trimmingWhitespace() -> String { trimming(newlines: false) }

    /// The text without white space or line breaks at its ends, as Foundation's
    /// `trimmingCharacters(in: .whitespacesAndNewlines)` gives it.
    public func trimmingWhitespaceAndNewlines() -> String { trimming(newlines: true) }

    private func trimming(newlines: Bool) -> String {
        let scalars = unicodeScalars
        func blank(_ s: Unicode.Scalar) -> Bool {
            // U+200B was a space (Zs) in the Unicode tables Foundation's sets come from.
            if s == "\t" || s == "\u{200B}" || s.properties.generalCategory == .spaceSeparator { return true }
            guard newlines else { return false }
            switch s.value {
            case 0x0A...0x0D, 0x85, 0x2028, 0x2029: return true
            default: return false
            }
        }
        guard let first = scalars.firstIndex(where: { !blank($0) }) else { return "" }
        var end = scalars.endIndex
        while end > first, blank(scalars[scalars.index(before: end)]) { end = scalars.index(before: end) }
        return String(String.UnicodeScalarView(scalars[first..<end]))
    }
}

/// `format` filled in by the C library's `vsnprintf`, which is what Foundation's
/// `String(format:)` does for numbers: `cFormat("%.2f", x)`, `cFormat("%02ld", n)`. Integers must
/// be given as `Int` with an `l` length (`%ld`, `%02lx`); there is no `%@`.
public func cFormat(_ format: String, _ arguments: CVarArg...) -> String {
    var size = 64
    while true {
        var buffer = [CChar](repeating: 0, count: size)
        let needed = withVaList(arguments) { list in
            buffer.withUnsafeMutableBufferPointer { vsnprintf($0.baseAddress, size, format, list) }
        }
        if needed < 0 { return "" }
        if Int(needed) < size {
            return String(decoding: buffer.prefix(Int(needed)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
        size = Int(needed) + 1
    }
}

/// File paths as text, as `NSString`'s path methods read them.
public enum PathText {
    /// The last component: `"/a/b/"` → `"b"`, `"/"` → `"/"`, `"b"` → `"b"`.
    public static func lastComponent(_ path: String) -> String {
        let trimmed = withoutTrailingSlashes(path)
        if trimmed == "/" || trimmed.isEmpty { return trimmed }
        guard let slash = trimmed.lastIndex(of: "/") else { return trimmed }
        return String(trimmed[trimmed.index(after: slash)...])
    }

    /// The path without its last component: `"/a/b"` → `"/a"`, `"/a"` → `"/"`, `"a"` → `""`.
    public static func deletingLastComponent(_ path: String) -> String {
        let trimmed = withoutTrailingSlashes(path)
        if trimmed == "/" { return "/" }
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        let parent = withoutTrailingSlashes(String(trimmed[..<slash]))
        return parent.isEmpty ? "/" : parent
    }

    /// Without trailing slashes, and runs of slashes made one, as `NSString` reads a path.
    private static func withoutTrailingSlashes(_ path: String) -> String {
        var collapsed = ""
        for character in path where !(character == "/" && collapsed.last == "/") { collapsed.append(character) }
        var path = Substring(collapsed)
        while path.count > 1, path.hasSuffix("/") { path = path.dropLast() }
        return String(path)
    }
}

extension String {
    /// The text cut or padded with spaces to `length` UTF-16 code units, as Foundation's
    /// `padding(toLength: length, withPad: " ", startingAt: 0)` gives it.
    public func padded(toLength length: Int) -> String {
        let units = utf16.count
        if units >= length { return String(decoding: Array(utf16.prefix(length)), as: UTF16.self) }
        return self + String(repeating: " ", count: length - units)
    }
}
