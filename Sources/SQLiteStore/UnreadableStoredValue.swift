/// A stored value (JSON in a column: an outbox call, an intent, a menu item; or a number out of
/// the range soupchef writes, `StoredNumberOutOfRange`) that this soupchef cannot decode. It
/// names the store it was read from, as every error about stored data does.
public struct UnreadableStoredValue: ClassifiedError, Equatable {
    public var path: String
    public var reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var failureKind: FailureKind { .damagedData }

    public var description: String {
        let shown = reason.count > 300 ? String(reason.prefix(300)) + "…" : reason
        return "\(path) holds data this soupchef cannot read (\(shown)). It was left unchanged."
    }
}

extension Database {
    /// Runs `map` on a row; a value it cannot decode becomes an error naming this store.
    @inline(__always)
    func naming<T>(_ map: () throws -> T) throws -> T {
        do {
            return try map()
        } catch let error as DecodingError {
            throw UnreadableStoredValue(path: path, reason: UnreadableStoredValue.summary(of: error))
        } catch let error as StoredNumberOutOfRange {
            throw UnreadableStoredValue(path: path, reason: error.reason)
        }
    }
}

extension UnreadableStoredValue {
    /// What a decoder found, for a person: where in the value and what it expected, without the
    /// decoder's own type names ("expected a value of type SystemCall" is said "not a SystemCall").
    public static func summary(of error: DecodingError) -> String {
        func place(_ path: [any CodingKey]) -> String {
            path.isEmpty ? "" : " at " + path.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
        }
        switch error {
        case .typeMismatch(let type, let context): return "not a \(type)\(place(context.codingPath)) (\(context.debugDescription))"
        case .valueNotFound(let type, let context): return "no \(type)\(place(context.codingPath))"
        case .keyNotFound(let key, let context): return "no \(key.stringValue)\(place(context.codingPath))"
        case .dataCorrupted(let context): return context.debugDescription + place(context.codingPath)
        @unknown default: return String(describing: error)
        }
    }
}
