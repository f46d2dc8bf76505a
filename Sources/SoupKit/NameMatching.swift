import TextMatching

/// Finds what a person meant by a name they typed: an id, a full name, a unique prefix, or a
/// unique word, all ignoring case, accents and punctuation.
public struct NameMatcher<Candidate> {
    public let candidates: [Candidate]
    let id: (Candidate) -> String
    let name: (Candidate) -> String

    public init(_ candidates: [Candidate], id: @escaping (Candidate) -> String, name: @escaping (Candidate) -> String) {
        self.candidates = candidates
        self.id = id
        self.name = name
    }

    public enum Outcome {
        case found(Candidate)
        case ambiguous([Candidate])
        case notFound(closest: [Candidate])
    }

    public func match(_ query: String) -> Outcome {
        let wanted = Self.words(query)
        guard !wanted.isEmpty else { return .notFound(closest: []) }
        let joined = wanted.concatenated(separator: " ")
        if let exact = candidates.first(where: {
            id($0).lowercased() == query.lowercased() || Self.words(name($0)).concatenated(separator: " ") == joined
        }) {
            return .found(exact)
        }
        // Every typed word must start a different word of the name, in order: "chicken noodle",
        // "tomato", "new eng clam". An id is matched by a prefix only when one word was typed:
        // "t o m a t o" (or "to\u{200B}mato", split at the invisible character) is not "tomato".
        let hits = candidates.filter {
            Self.wordsMatchInOrder(wanted, Self.words(name($0))) || (wanted.count == 1 && id($0).lowercased().hasPrefix(wanted[0]))
        }
        switch hits.count {
        case 1: return .found(hits[0])
        case 0: return .notFound(closest: closest(to: joined))
        default: return .ambiguous(hits)
        }
    }

    /// Candidates within a small edit distance of the query, nearest first.
    func closest(to query: String) -> [Candidate] {
        let limit = max(2, query.count / 3)
        let scored = candidates.map { candidate -> (Candidate, Int) in
            let full = Self.words(name(candidate)).concatenated(separator: " ")
            let distance = min(
                editDistance(query, full, limit: limit),
                Self.words(name(candidate)).map { editDistance(query, $0, limit: limit) }.min() ?? .max)
            return (candidate, distance)
        }
        return scored.filter { $0.1 <= limit }.sorted { $0.1 < $1.1 }.map(\.0)
    }

    /// The words of `text`, lower-cased: its runs of letters and digits. ASCII text is split
    /// byte by byte; any other goes through `wordsByCharacters`, which gives the same for ASCII.
    static func words(_ text: String) -> [String] {
        var words: [String] = []
        var word: [UInt8] = []
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): word.append(byte)
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): word.append(byte + 32)
            case 0x80...: return wordsByCharacters(text)
            default:
                if !word.isEmpty {
                    words.append(String(decoding: word, as: UTF8.self))
                    word.removeAll(keepingCapacity: true)
                }
            }
        }
        if !word.isEmpty { words.append(String(decoding: word, as: UTF8.self)) }
        return words
    }

    /// The words of any text, character by character (Unicode's letters and numbers), their
    /// accents aside as Siri hears them: "Tomàto" is "tomato", "Féřry" "ferry".
    static func wordsByCharacters(_ text: String) -> [String] {
        Folding.caseAndDiacritics(text).split { !$0.isLetter && !$0.isNumber }.map(String.init)
    }

    static func wordsMatchInOrder(_ wanted: [String], _ words: [String]) -> Bool {
        var index = words.startIndex
        for word in wanted {
            guard let found = words[index...].firstIndex(where: { $0.hasPrefix(word) }) else { return false }
            index = found + 1
        }
        return true
    }
}

extension Menu {
    /// The menu item a person means by `name`. Secret items match too, but are never suggested.
    public func soup(named name: String) throws -> MenuItem {
        let matcher = NameMatcher(items, id: \.id, name: \.name)
        let visible = items.filter { $0.kind != .secret }
        switch matcher.match(name) {
        case .found(let item):
            return item
        case .ambiguous(let items):
            // A secret item is named only to someone who names it: leave it out of the choices.
            let visibleHits = items.filter { $0.kind != .secret }
            throw SoupKitError.ambiguousSoup(name, candidates: (visibleHits.isEmpty ? items : visibleHits).map(\.name))
        case .notFound(let closest):
            let suggestions = closest.filter { $0.kind != .secret }
            throw SoupKitError.unknownSoup(name, candidates: (suggestions.isEmpty ? visible : suggestions).map(\.name))
        }
    }

    public func topping(named name: String) throws -> Topping {
        switch NameMatcher(toppings, id: \.id, name: \.name).match(name) {
        case .found(let topping): return topping
        case .ambiguous(let hits): throw SoupKitError.ambiguousName(name, what: "toppings", candidates: hits.map(\.name))
        case .notFound(let closest): throw SoupKitError.unknownTopping(name, candidates: (closest.isEmpty ? toppings : closest).map(\.name))
        }
    }

    public func store(matching name: String) throws -> PickupStore {
        switch NameMatcher(stores, id: \.name, name: \.name).match(name) {
        case .found(let store): return store
        case .ambiguous(let hits): throw SoupKitError.ambiguousName(name, what: "stores", candidates: hits.map(\.name))
        case .notFound(let closest): throw SoupKitError.unknownStore(name, candidates: (closest.isEmpty ? stores : closest).map(\.name))
        }
    }
}
