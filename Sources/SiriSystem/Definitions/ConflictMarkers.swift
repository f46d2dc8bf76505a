/// The marker lines of a merge conflict that git leaves in a file it could not merge
/// (`<<<<<<< HEAD`, `=======`, `>>>>>>> branch`), committed unresolved: Pyto's definitions held
/// three such conflicts at one commit of December 2020. No property list or strings table reads
/// past them, Xcode's build fails on the file, and the reader's own complaint ("unknown tag") does
/// not say what to do about it.
struct ConflictMarkers: Equatable {
    /// The line of the first conflict's `<<<<<<<`.
    var start: Int
    /// The line of the `>>>>>>>` that ends it, if the file has one after it.
    var end: Int?
    /// How many conflicts the file holds (its `<<<<<<<` lines).
    var count: Int

    /// The conflicts in `bytes`; nil when no line opens with `<<<<<<<` followed by a space or the
    /// line's end, as git writes the marker.
    static func find(in bytes: some Sequence<UInt8>) -> ConflictMarkers? {
        var found: ConflictMarkers?
        var line = 1
        var current: [UInt8] = []
        func endOfLine() {
            if isMarker(current, of: UInt8(ascii: "<")) {
                if found == nil {
                    found = ConflictMarkers(start: line, end: nil, count: 1)
                } else {
                    found?.count += 1
                }
            } else if isMarker(current, of: UInt8(ascii: ">")), let first = found, first.count == 1, first.end == nil {
                found?.end = line
            }
            current.removeAll(keepingCapacity: true)
            line += 1
        }
        var previous: UInt8 = 0
        for byte in bytes {
            if byte == 0x0A {
                // CR LF ends one line, not two.
                if previous != 0x0D { endOfLine() }
            } else if byte == 0x0D {
                endOfLine()
            } else if current.count < 8 {
                current.append(byte)
            }
            previous = byte
        }
        endOfLine()
        return found
    }

    /// Seven of `character` and then a space, a tab or nothing more on the line.
    private static func isMarker(_ start: [UInt8], of character: UInt8) -> Bool {
        guard start.count >= 7, start.prefix(7).allSatisfy({ $0 == character }) else { return false }
        return start.count == 7 || start[7] == 0x20 || start[7] == 0x09
    }

    /// Where the conflicts are, in words: "from line 8 to line 12, and 2 more".
    var place: String {
        let first = end.map { "from line \(start) to line \($0)" } ?? "from line \(start)"
        return count > 1 ? "\(first), and \(count - 1) more" : first
    }

    /// What to do: the same for a definition and for a translation.
    static let advice = "keep one side of each conflict, delete the marker lines (<<<<<<<, =======, >>>>>>>) and save the file"
}
