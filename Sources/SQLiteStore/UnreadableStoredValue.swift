/// A stored value (JSON in a column: an outbox call, an intent, a menu item) that this soupchef
/// cannot decode. It names the store it was read from, as every error about stored data does.
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
            throw UnreadableStoredValue(path: path, reason: String(describing: error))
        }
    }
}
