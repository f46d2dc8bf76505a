/// Values decoded from stored text, kept by that text: a store repeats the same few JSON values
/// (a menu item, an intent) across many rows, and decoding JSON costs more than reading the row.
/// Bounded: it forgets everything when it holds `capacity` values.
public final class DecodeCache<Value> {
    private var values: [String: Value] = [:]
    private let capacity: Int

    public init(capacity: Int = 512) {
        self.capacity = capacity
    }

    public func value(for text: String, decode: (String) throws -> Value) rethrows -> Value {
        if let known = values[text] { return known }
        let value = try decode(text)
        if values.count >= capacity { values.removeAll(keepingCapacity: true) }
        values[text] = value
        return value
    }
}
