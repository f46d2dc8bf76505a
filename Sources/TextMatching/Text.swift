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
        // Nothing to trim, as for nearly every field of a file: the text itself, not a copy made
        // scalar by scalar.
        if let head = scalars.first, !blank(head), let tail = scalars.last, !blank(tail) { return String(self) }
        guard let first = scalars.firstIndex(where: { !blank($0) }) else { return "" }
        var end = scalars.endIndex
        while end > first, blank(scalars[scalars.index(before: end)]) { end = scalars.index(before: end) }
        return String(String.UnicodeScalarView(scalars[first..<end]))
    }
}

/// `format` filled in as the C library's `vsnprintf` fills it, which is what Foundation's
/// `String(format:)` does for numbers: `cFormat("%.2f", x)`, `cFormat("%02ld", n)`. Integers must
/// be given as `Int` with an `l` length (`%ld`, `%02lx`); there is no `%@`.
///
/// The conversions soupchef uses (`d i u x X o` of an `Int`, `f F e E g G` of a `Double`, with the
/// flags `+ - 0` and space, a width and a precision) are done here, the doubles' digits by glibc's
/// `strfromd`: the standard library's `withVaList` asks at run time whether each argument is a
/// double, and each first such question of a process scans every protocol conformance of the
/// program (0.7 M instructions for a command that formats both kinds). Anything else goes to
/// `vsnprintf`.
public func cFormat(_ format: String, _ arguments: CVarArg...) -> String {
    NumberFormat.fill(format, arguments) ?? NumberFormat.cLibrary(format, arguments)
}

/// The two ways `cFormat` fills a format (internal so that tests can hold them side by side).
enum NumberFormat {
    /// `format` filled by `vsnprintf`.
    static func cLibrary(_ format: String, _ arguments: [CVarArg]) -> String {
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

    /// `format` filled here, or nil when it holds a conversion, flag or argument this does not do.
    static func fill(_ format: String, _ arguments: [CVarArg]) -> String? {
        let bytes = Array(format.utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + 16)
        var at = 0
        var next = 0
        func digits() -> Int {
            var value = 0
            while at < bytes.count, bytes[at] >= 0x30, bytes[at] <= 0x39, value < 10_000 {
                value = value * 10 + Int(bytes[at] - 0x30)
                at += 1
            }
            return value
        }
        while at < bytes.count {
            let byte = bytes[at]
            at += 1
            guard byte == UInt8(ascii: "%") else {
                result.append(byte)
                continue
            }
            guard at < bytes.count else { return nil }
            if bytes[at] == UInt8(ascii: "%") {
                result.append(byte)
                at += 1
                continue
            }
            var plus = false
            var left = false
            var space = false
            var zero = false
            flags: while at < bytes.count {
                switch bytes[at] {
                case UInt8(ascii: "+"): plus = true
                case UInt8(ascii: "-"): left = true
                case UInt8(ascii: " "): space = true
                case UInt8(ascii: "0"): zero = true
                case UInt8(ascii: "#"), UInt8(ascii: "'"): return nil
                default: break flags
                }
                at += 1
            }
            let width = digits()
            var precision: Int?
            if at < bytes.count, bytes[at] == UInt8(ascii: ".") {
                at += 1
                precision = digits()
            }
            // Length modifiers: every integer is an `Int`, every floating value a `Double`.
            lengths: while at < bytes.count {
                switch bytes[at] {
                case UInt8(ascii: "l"), UInt8(ascii: "h"), UInt8(ascii: "z"), UInt8(ascii: "j"), UInt8(ascii: "t"): at += 1
                default: break lengths
                }
            }
            guard at < bytes.count, next < arguments.count else { return nil }
            let conversion = bytes[at]
            at += 1
            let argument = arguments[next]
            next += 1
            var sign: [UInt8] = []
            var body: [UInt8]
            var zeroPads = zero && !left
            var floating = false
            switch conversion {
            case UInt8(ascii: "d"), UInt8(ascii: "i"):
                guard let value = argument as? Int else { return nil }
                body = value == 0 && precision == 0 ? [] : Array(String(value.magnitude).utf8)
                if value < 0 { sign = [UInt8(ascii: "-")] } else if plus { sign = [UInt8(ascii: "+")] } else if space { sign = [UInt8(ascii: " ")] }
            case UInt8(ascii: "u"), UInt8(ascii: "x"), UInt8(ascii: "X"), UInt8(ascii: "o"):
                guard let value = argument as? Int else { return nil }
                let radix = conversion == UInt8(ascii: "o") ? 8 : conversion == UInt8(ascii: "u") ? 10 : 16
                let magnitude = UInt(bitPattern: value)
                body = magnitude == 0 && precision == 0 ? [] : Array(String(magnitude, radix: radix, uppercase: conversion == UInt8(ascii: "X")).utf8)
            case UInt8(ascii: "f"), UInt8(ascii: "F"), UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "g"), UInt8(ascii: "G"):
                guard let value = argument as? Double, var written = decimal(value, precision: min(precision ?? 6, 400), conversion: conversion)
                else {
                    return nil
                }
                if written.first == UInt8(ascii: "-") {
                    sign = [UInt8(ascii: "-")]
                    written.removeFirst()
                } else if plus {
                    sign = [UInt8(ascii: "+")]
                } else if space {
                    sign = [UInt8(ascii: " ")]
                }
                // The C library pads infinities and NaNs with spaces, never zeros.
                if !value.isFinite { zeroPads = false }
                body = written
                floating = true
            default:
                return nil
            }
            if let precision, !floating {
                // An integer's precision is its least number of digits, and turns the 0 flag off.
                if body.count < precision { body = Array(repeating: UInt8(ascii: "0"), count: precision - body.count) + body }
                zeroPads = false
            }
            let padding = max(0, width - sign.count - body.count)
            if left {
                result += sign + body + Array(repeating: UInt8(ascii: " "), count: padding)
            } else if zeroPads {
                result += sign + Array(repeating: UInt8(ascii: "0"), count: padding) + body
            } else {
                result += Array(repeating: UInt8(ascii: " "), count: padding) + sign + body
            }
        }
        guard next == arguments.count else { return nil }
        return String(decoding: result, as: UTF8.self)
    }

    /// A double's digits with this precision and conversion, as printf writes them, by glibc's
    /// `strfromd` (a plain C function: no argument list to build); nil where there is none.
    private static func decimal(_ value: Double, precision: Int, conversion: UInt8) -> [UInt8]? {
        #if canImport(Glibc)
        guard let strfromd = Strfromd.function else { return nil }
        let format = "%." + String(precision) + String(UnicodeScalar(conversion))
        var size = 64
        while true {
            var buffer = [CChar](repeating: 0, count: size)
            let needed = Int(buffer.withUnsafeMutableBufferPointer { strfromd($0.baseAddress!, size, format, value) })
            if needed < 0 { return nil }
            if needed < size { return buffer.prefix(needed).map { UInt8(bitPattern: $0) } }
            size = needed + 1
        }
        #else
        return nil
        #endif
    }
}

#if canImport(Glibc)
/// glibc's `strfromd` (since 2.25), found at run time: Swift's Glibc module does not declare it.
private enum Strfromd {
    typealias Function = @convention(c) (UnsafeMutablePointer<CChar>, Int, UnsafePointer<CChar>, Double) -> Int32
    static let function: Function? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "strfromd") else { return nil }
        return unsafeBitCast(symbol, to: Function.self)
    }()
}
#endif

/// File paths as text, as `NSString`'s path methods read them.
public enum PathText {
    /// Why `path` cannot be opened when it is a symbolic link to nothing: "it is a symbolic link
    /// to /x, which does not exist" (the link itself is there, and "no such file" would read as a
    /// typo); nil for a path that is no link.
    public static func danglingLink(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        let target = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return "it is a symbolic link to \(target), which does not exist"
    }

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
    static func withoutTrailingSlashes(_ path: String) -> String {
        // Most paths have neither a run of slashes nor a trailing one: then nothing changes (a
        // slash character is a slash byte, so without such bytes there is no such character).
        var previous: UInt8 = 0
        var hasRun = false
        for byte in path.utf8 {
            if byte == UInt8(ascii: "/") && previous == byte {
                hasRun = true
                break
            }
            previous = byte
        }
        if !hasRun && path.utf8.last != UInt8(ascii: "/") { return path }
        return withoutTrailingSlashesByCharacters(path)
    }

    static func withoutTrailingSlashesByCharacters(_ path: String) -> String {
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

extension Array where Element == String {
    /// The texts one after another with `separator` between them, as `joined(separator:)` gives
    /// them. The standard library's `joined` is a generic entry point whose first call in a process
    /// looks the array's iterator up at run time, a scan of every conformance of the program (0.2 M
    /// instructions); this is plain code. For the lines and cells every listing prints.
    public func concatenated(separator: String = "") -> String {
        var result = ""
        var size = Swift.max(0, count - 1) * separator.utf8.count
        for text in self { size += text.utf8.count }
        result.reserveCapacity(size)
        for (index, text) in enumerated() {
            if index > 0 { result.append(separator) }
            result.append(text)
        }
        return result
    }
}

/// Several texts, some missing, as one text to key a dictionary by, where no two different lists
/// give the same text: each is written after its length in UTF-8 bytes, a missing one as "-".
public enum KeyText {
    public static func joining(_ parts: [String?]) -> String {
        var result = ""
        for part in parts {
            if let part {
                result.append(String(part.utf8.count))
                result.append(":")
                result.append(part)
            } else {
                result.append("-")
            }
        }
        return result
    }
}
