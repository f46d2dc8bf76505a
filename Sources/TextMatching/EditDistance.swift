/// Edit distance (Levenshtein's, with two neighbouring letters swapped counted as one edit), for
/// "did you mean" suggestions and for matching what was said.
///
/// With `limit`, a distance that must be above it (the lengths differ by more) is not worked out:
/// `limit + 1` comes back at once, so a huge argument costs nothing to compare.
public func editDistance(_ a: String, _ b: String, limit: Int? = nil) -> Int {
    if let limit, abs(a.count - b.count) > limit { return limit + 1 }
    let a = Array(a)
    let b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    // Two letters typed the wrong way round ("eidt" for "edit") are one slip, not two: the
    // optimal string alignment distance, which keeps the row before the previous one.
    var beforePrevious = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
        current[0] = i
        for j in 1...b.count {
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                current[j] = min(current[j], beforePrevious[j - 2] + 1)
            }
        }
        (beforePrevious, previous, current) = (previous, current, beforePrevious)
    }
    return previous[b.count]
}

/// The name nearest to `word` (ignoring case) within a small edit distance: a third of the word's
/// length, at least 2. Nil when none is that near.
public func nearestName(to word: String, among names: [String]) -> String? {
    let limit = max(2, word.count / 3)
    let scored = names.map { ($0, editDistance(word.lowercased(), $0.lowercased(), limit: limit)) }
    guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= limit else { return nil }
    return best.0
}
