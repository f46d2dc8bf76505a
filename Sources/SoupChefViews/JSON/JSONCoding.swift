// Every `--json` document is a Codable view type: a plain struct whose stored properties are the
// document's keys, encoded by the compiler. Keys are camelCase; dates ISO 8601 with zone; money a
// decimal string with its currency beside it. A key that is always there, null when empty, is
// marked `@Nullable` (a plain optional would be left out).

/// An optional value written as `null` when absent, so that its key is always in the document.
@propertyWrapper
public struct Nullable<Value: Encodable>: Encodable {
    public var wrappedValue: Value?

    public init(wrappedValue: Value?) { self.wrappedValue = wrappedValue }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        if let wrappedValue { try container.encode(wrappedValue) } else { try container.encodeNil() }
    }
}

/// A key made at run time, for the one shape whose keys are data: an intent's parameters.
public struct DynamicKey: CodingKey {
    public var stringValue: String
    public var intValue: Int? { nil }
    public init(_ string: String) { stringValue = string }
    public init?(stringValue: String) { self.stringValue = stringValue }
    public init?(intValue: Int) { nil }
}

public enum JSONNumbers {
    /// Four decimals: enough to compare, short enough to read, and the same every run.
    public static func rounded(_ value: Double) -> Double { (value * 10_000).rounded() / 10_000 }
}
