import SQLiteStore

extension SystemStore {
    /// The stored identifier a person typed: the interaction whose identifier is `typed` exactly
    /// (a UUID in any case, whether kept as 16 bytes or as text by an older store), else the one
    /// whose identifier starts with it. `.ambiguous` lists a few when several start with it.
    public enum IdentifierMatch: Equatable, Sendable {
        case none
        case one(String)
        case ambiguous([String])
    }

    /// The identifier, when stored (bind its key, then the value).
    static let identifierExactly = "SELECT identifier FROM interactions WHERE \(identifierIs("identifier", key: "?1", value: "?2"))"

    /// Identifiers between the bounds (their keys bound first), in order, through the key index.
    static let identifiersInRange = """
        SELECT DISTINCT identifier FROM interactions
        WHERE \(key) >= ?1 AND \(key) <= ?2 AND identifier >= ?3 AND identifier <= ?4 ORDER BY \(key), identifier LIMIT ?5
        """
    private static let key = StoredIdentifier.keySQL("identifier")

    public func interactionIdentifier(matching typed: String) throws -> IdentifierMatch {
        guard !typed.isEmpty else { return .none }
        for value in StoredIdentifier.lookupValues(typed) {
            if let found = try database.first(
                Self.identifierExactly, [StoredIdentifier.key(value), value], { try $0.identifier(0, "interactions.identifier") })
            {
                return .one(found)
            }
        }
        var found: [String] = []
        for range in StoredIdentifier.prefixRanges(typed) where found.count < 6 {
            found += try database.query(
                Self.identifiersInRange,
                [
                    StoredIdentifier.key(range.low), StoredIdentifier.key(range.high), range.low, range.high,
                    .integer(Int64(6 - found.count)),
                ]
            ) { try $0.identifier(0, "interactions.identifier") }
        }
        switch found.count {
        case 0: return .none
        case 1: return .one(found[0])
        default: return .ambiguous(found)
        }
    }
}
