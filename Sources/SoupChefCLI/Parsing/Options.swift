import SoupChefViews
import SoupKit
import TextMatching

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Something that declares options for a command's table: one typed option, or a group of them.
public protocol OptionDeclaration: Sendable {
    var optionSpecs: [OptionSpec] { get }
}

/// Something that declares a positional argument.
public protocol ArgumentDeclaration: Sendable {
    var argumentSpec: ArgumentSpec { get }
}

/// Turns the text of a value into a typed value, or says, as a usage error, what is wrong.
public struct ValueParser<Value>: Sendable {
    /// `name` is how messages name the value: "--quantity", "<count>".
    let parse: @Sendable (_ text: String, _ name: String) throws -> Value

    public init(_ parse: @escaping @Sendable (_ text: String, _ name: String) throws -> Value) {
        self.parse = parse
    }
}

extension ValueParser where Value == String {
    /// The text as given.
    public static var text: ValueParser<String> { ValueParser { text, _ in text } }

    /// A file or folder read in place, where what goes with it is found beside it (a
    /// definition's translations, the metadata's bundle): "-" is refused, saying why, rather than
    /// looked for as a file of that name.
    public static var pathInPlace: ValueParser<String> {
        ValueParser { text, name in
            guard text != "-" else {
                throw UsageError(
                    "\(name) is read where it lies, with the translations beside it: standard input ('-') is not read here; save it to a file and name that"
                )
            }
            return text
        }
    }
}

extension ValueParser where Value == String {
    /// Text that is stored and shown later (an address, a group identifier, an answer): at most
    /// `maximumLength` characters, and no control or invisible formatting characters, which would
    /// reach a terminal or hide what the text says. With `what`, blank text is refused too
    /// ("--deliver-to needs an address"); without, the command judges it.
    public static func storedText(_ what: String?, maximumLength: Int) -> ValueParser<String> {
        ValueParser { text, name in
            if let what, text.trimmingWhitespace().isEmpty { throw UsageError("\(name) needs \(what)") }
            try refuseInvisible(text, name: name)
            guard text.count <= maximumLength else {
                throw UsageError("\(name) is too long: \(text.count) characters, at most \(maximumLength)")
            }
            return text
        }
    }

    /// An id or a prefix of one (an order's, a voice shortcut's): refused when blank, which
    /// every id starts with.
    public static var idPrefix: ValueParser<String> {
        ValueParser { text, name in
            if text.trimmingWhitespace().isEmpty { throw UsageError("\(name) cannot be empty: give an id, or the first characters of one") }
            return text
        }
    }

    /// A language tag (`--locale`): not empty, nor holding a control character; the spaces
    /// around it, which no tag has (`" de"` pasted from a list), are no part of it.
    public static var language: ValueParser<String> {
        ValueParser { text, name in
            if text.trimmingWhitespace().isEmpty { throw UsageError("\(name) cannot be empty: give a language, such as fr or zh-Hans") }
            try refuseInvisible(text, name: name)
            return text.trimmingWhitespace()
        }
    }

    /// A name to look up (a soup, a topping, a store): refused when it holds a control or
    /// invisible character, since "to\u{200B}mato" must not quietly order Tomato Soup.
    public static var name: ValueParser<String> {
        ValueParser { text, name in
            try refuseInvisible(text, name: name)
            return text
        }
    }

    static func refuseInvisible(_ text: String, name: String) throws {
        if let scalar = Diagnostic.firstControlCharacter(in: text) {
            throw UsageError(
                "\(name) \"\(Diagnostic.escaped(text))\" holds a control or invisible character (\(Diagnostic.codePoint(scalar))); type it without that character"
            )
        }
    }
}

extension ValueParser where Value == Int {
    /// A whole number within `range`.
    public static func integer(in range: ClosedRange<Int>) -> ValueParser<Int> {
        ValueParser { typed, name in
            // Spaces around a number (a script's "$n" padded) are no part of it, as `+` is not.
            let text = typed.trimmingWhitespace()
            guard let number = Int(text), text.allSatisfy({ $0.isASCII }) else {
                // Digits too many for a machine word are a whole number out of range, not a word.
                let digits = text.hasPrefix("-") || text.hasPrefix("+") ? text.dropFirst() : Substring(text)
                if !digits.isEmpty, digits.allSatisfy({ ("0"..."9").contains($0) }) {
                    throw UsageError(
                        "\(name) must be between \(range.lowerBound) and \(range.upperBound), not \(Diagnostic.shortened(text, limit: 40))")
                }
                throw UsageError("\(name) must be a whole number, not \"\(typed)\"")
            }
            guard range.contains(number) else {
                throw UsageError("\(name) must be between \(range.lowerBound) and \(range.upperBound), not \(number)")
            }
            return number
        }
    }
}

/// An option declared once and read back through this key as `Value`: `Bool` for a flag, an
/// optional or defaulted value for a single-valued option, an array for a repeated one.
public struct Option<Value>: OptionDeclaration {
    public let spec: OptionSpec
    let read: @Sendable (_ given: [String], _ spec: OptionSpec) throws -> Value

    public var optionSpecs: [OptionSpec] { [spec] }
    public var name: String { spec.name }
}

extension Option where Value == Bool {
    public init(flag name: String, short: Character? = nil, help: String) {
        spec = OptionSpec(name, short: short, .flag, help: help)
        read = { given, _ in !given.isEmpty }
    }
}

extension Option {
    /// One value; nil when not given. Given twice, it is refused: which one was meant?
    public init<T>(
        _ name: String, short: Character? = nil, placeholder: String, help: String, completion: CompletionKind? = nil,
        path: ScenarioSandbox.PathUse? = nil, parser: ValueParser<T>
    ) where Value == T? {
        spec = OptionSpec(name, short: short, .value(placeholder: placeholder), help: help, completion: completion, path: path)
        read = { given, spec in try single(given, spec).map { try parser.parse($0, "--" + spec.name) } }
    }

}

extension Option where Value: Sendable {
    /// One value that must be given: without it, `missing` is the usage error.
    public init(
        required name: String, placeholder: String, help: String, completion: CompletionKind? = nil, missing: String,
        parser: ValueParser<Value>
    ) {
        var spec = OptionSpec(name, .value(placeholder: placeholder), help: help, completion: completion)
        spec.isRequired = true
        self.spec = spec
        read = { given, spec in
            guard let text = try single(given, spec) else { throw UsageError(missing) }
            return try parser.parse(text, "--" + spec.name)
        }
    }

    /// One value, or `default` when not given; given twice, refused.
    public init(
        _ name: String, short: Character? = nil, placeholder: String, help: String, completion: CompletionKind? = nil,
        parser: ValueParser<Value>, default: Value
    ) {
        spec = OptionSpec(name, short: short, .value(placeholder: placeholder), help: help, completion: completion)
        read = { given, spec in try single(given, spec).map { try parser.parse($0, "--" + spec.name) } ?? `default` }
    }

}

extension Option {
    /// A value each time it is given, in order.
    public init<T>(
        repeating name: String, short: Character? = nil, placeholder: String, help: String, completion: CompletionKind? = nil,
        parser: ValueParser<T>
    ) where Value == [T] {
        spec = OptionSpec(name, short: short, .repeated(placeholder: placeholder), help: help, completion: completion)
        read = { given, spec in try given.map { try parser.parse($0, "--" + spec.name) } }
    }
}

/// The one value of a single-valued option, or nil; a second value is a mistake the parser
/// refuses rather than silently taking one of them.
private func single(_ given: [String], _ spec: OptionSpec) throws -> String? {
    guard given.count <= 1 else {
        let times = given.count == 2 ? "twice" : "\(given.count) times"
        throw UsageError("--\(spec.name) was given \(times); give it once")
    }
    return given.first
}

/// A positional argument declared once and read back through this key as `Value`.
public struct Argument<Value>: ArgumentDeclaration {
    public let spec: ArgumentSpec
    let read: @Sendable (_ given: [String], _ spec: ArgumentSpec) throws -> Value

    public var argumentSpec: ArgumentSpec { spec }
}

extension Argument {
    /// A required argument (the parser refuses a command line without it).
    public init(_ name: String, help: String, completion: CompletionKind? = nil, parser: ValueParser<Value>) {
        spec = ArgumentSpec(name, help: help, completion: completion)
        read = { given, spec in
            guard let text = given.first else { throw UsageError("missing argument <\(spec.name)>") }
            return try parser.parse(text, "<\(spec.name)>")
        }
    }

    /// An argument that may be left out.
    public init<T>(optional name: String, help: String, completion: CompletionKind? = nil, parser: ValueParser<T>) where Value == T? {
        spec = ArgumentSpec(name, help: help, optional: true, completion: completion)
        read = { given, spec in try given.first.map { try parser.parse($0, "<\(spec.name)>") } }
    }

    /// The last argument, taking every remaining word (maybe none).
    public init<T>(variadic name: String, help: String, completion: CompletionKind? = nil, parser: ValueParser<T>) where Value == [T] {
        spec = ArgumentSpec(name, help: help, optional: true, variadic: true, completion: completion)
        read = { given, spec in try given.map { try parser.parse($0, "<\(spec.name)>") } }
    }
}

extension ParsedArguments {
    /// The value of an option this command (or every command) declares.
    public subscript<Value>(option: Option<Value>) -> Value {
        get throws { try option.read(given(option.spec), option.spec) }
    }

    /// Whether a flag was given. (Reading a flag cannot fail.)
    public subscript(flag: Option<Bool>) -> Bool {
        flags.contains(flag.spec.name)
    }

    /// The value of a positional argument.
    public subscript<Value>(argument: Argument<Value>) -> Value {
        get throws { try argument.read(argumentWords[argument.spec.name] ?? [], argument.spec) }
    }

    private func given(_ spec: OptionSpec) -> [String] {
        if case .flag = spec.kind { return flags.contains(spec.name) ? [""] : [] }
        return values[spec.name] ?? []
    }
}
