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

/// `cFormat("%.<places>f", value)`, the same text, without the C library's variable arguments:
/// passing a `CVarArg` asks the runtime whether its type conforms to the protocols of variable
/// arguments, and a first such question scans every conformance record in the binary (about
/// 0.15 M instructions for each number `suggestions` printed that way).
///
/// The binary value is rounded as the C library rounds it: exactly, ties to even. Done here for
/// 0…3 places and magnitudes below 2^50 (so that every step fits 64 bits); anything else, and
/// infinities and NaN, go to `cFormat`.
public func fixedPoint(_ value: Double, places: Int) -> String {
    let scale: UInt64
    switch places {
    case 0: scale = 1
    case 1: scale = 10
    case 2: scale = 100
    case 3: scale = 1000
    default: return cFormat("%.\(places)f", value)
    }
    guard value.isFinite, value.magnitude < 0x1p50 else { return cFormat("%.\(places)f", value) }
    // value = significand × 2^exponent, the significand below 2^53.
    let pattern = value.bitPattern
    let exponentBits = Int((pattern >> 52) & 0x7FF)
    let fraction = pattern & ((1 << 52) - 1)
    let significand = exponentBits == 0 ? fraction : fraction | (1 << 52)
    let exponent = (exponentBits == 0 ? 1 : exponentBits) - 1075
    // |value| × scale, rounded to an integer: below 2^50 × 1000 < 2^60.
    let scaled: UInt64
    if exponent >= 0 {
        scaled = (significand << UInt64(exponent)) * scale
    } else {
        let product = significand * scale  // below 2^53 × 1000 < 2^63
        let shift = -exponent
        if shift >= 64 {
            scaled = 0  // product < 2^63 ≤ half of 2^shift
        } else {
            let quotient = product >> UInt64(shift)
            let remainder = product & ((1 << UInt64(shift)) - 1)
            let half: UInt64 = 1 << UInt64(shift - 1)
            scaled = quotient + (remainder > half || (remainder == half && quotient & 1 == 1) ? 1 : 0)
        }
    }
    var text = value.sign == .minus ? "-" : ""
    text += String(scaled / scale)
    if places > 0 {
        let decimals = String(scaled % scale)
        text += "."
        text += String(repeating: "0", count: places - decimals.utf8.count)
        text += decimals
    }
    return text
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
