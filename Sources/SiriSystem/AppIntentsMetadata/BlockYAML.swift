#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The part of YAML that Xcode's App Shortcuts training step writes (`root.ssu.yaml`): block
/// mappings and sequences by indentation (a sequence may sit at its key's indentation), plain,
/// single- and double-quoted scalars, full-line comments, and the empty flow collections `[]` and
/// `{}`. Anything else (anchors, tags, block scalars, flow collections with items, multi-line
/// scalars) is refused, so that a file is read as written or not at all.
enum BlockYAML: Sendable, Hashable {
    case scalar(String)
    case sequence([BlockYAML])
    case mapping([(key: String, value: BlockYAML)])

    struct Failure: Error, Sendable, Equatable {
        /// The 1-based line the reading stopped at.
        var line: Int
        var reason: String
    }

    /// The nesting a file may reach; the training file needs 9.
    static let maximumDepth = 64

    static func == (lhs: BlockYAML, rhs: BlockYAML) -> Bool {
        switch (lhs, rhs) {
        case (.scalar(let a), .scalar(let b)): a == b
        case (.sequence(let a), .sequence(let b)): a == b
        case (.mapping(let a), .mapping(let b)): a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: false
        }
    }

    func hash(into hasher: inout Hasher) {
        switch self {
        case .scalar(let text): hasher.combine(text)
        case .sequence(let items): hasher.combine(items)
        case .mapping(let pairs):
            for pair in pairs {
                hasher.combine(pair.key)
                hasher.combine(pair.value)
            }
        }
    }

    /// The value of `key` in a mapping; nil for another node or a key it lacks.
    subscript(key: String) -> BlockYAML? {
        guard case .mapping(let pairs) = self else { return nil }
        return pairs.first { $0.key == key }?.value
    }

    var text: String? { if case .scalar(let text) = self { text } else { nil } }
    var items: [BlockYAML] { if case .sequence(let items) = self { items } else { [] } }

    /// Reads `text` as one document; an empty document is an empty mapping.
    static func parse(_ text: String) throws(Failure) -> BlockYAML {
        // A byte order mark before the first line is no part of it.
        var reader = Reader(lines: try Reader.lines(of: text.first == "\u{FEFF}" ? String(text.dropFirst()) : text))
        guard !reader.lines.isEmpty else { return .mapping([]) }
        let node = try reader.node(at: reader.lines[0].indent, depth: 0)
        if reader.index < reader.lines.count {
            throw Failure(
                line: reader.lines[reader.index].number, reason: "a line indented less than the document's first, or more than its parent's")
        }
        return node
    }

    private struct Line {
        var number: Int
        var indent: Int
        var content: Substring
    }

    private struct Reader {
        var lines: [Line]
        var index = 0

        static func lines(of text: String) throws(Failure) -> [Line] {
            var lines: [Line] = []
            // "\r\n" is one Character in Swift: a line ends at either.
            for (offset, raw) in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }).enumerated() {
                var line = raw
                if line.last == "\r" { line = line.dropLast() }
                let indent = line.prefix { $0 == " " }.count
                let content = line.dropFirst(indent)
                if content.allSatisfy({ $0 == " " || $0 == "\t" }) || content.first == "#" { continue }
                if content.first == "\t" { throw Failure(line: offset + 1, reason: "a tab in the indentation (YAML indents with spaces)") }
                if lines.isEmpty && content.hasPrefix("%") { continue }
                if content == "---" || content == "..." {
                    if lines.isEmpty { continue }
                    throw Failure(line: offset + 1, reason: "a second document (the file holds one)")
                }
                lines.append(Line(number: offset + 1, indent: indent, content: content))
            }
            return lines
        }

        mutating func node(at indent: Int, depth: Int) throws(Failure) -> BlockYAML {
            guard depth < BlockYAML.maximumDepth else {
                throw Failure(line: lines[index].number, reason: "nests more than \(BlockYAML.maximumDepth) deep")
            }
            let line = lines[index]
            if Self.isItem(line.content) { return try sequence(at: indent, depth: depth) }
            if Self.keySplit(line.content) != nil { return try mapping(at: indent, depth: depth) }
            index += 1
            return try Self.scalar(line.content, line: line.number)
        }

        static func isItem(_ content: Substring) -> Bool { content == "-" || content.hasPrefix("- ") }

        mutating func sequence(at indent: Int, depth: Int) throws(Failure) -> BlockYAML {
            var items: [BlockYAML] = []
            while index < lines.count, lines[index].indent == indent, Self.isItem(lines[index].content) {
                let line = lines[index]
                let rest = line.content.dropFirst().drop { $0 == " " }
                if rest.isEmpty {
                    index += 1
                    guard index < lines.count, lines[index].indent > indent else {
                        items.append(.scalar(""))
                        continue
                    }
                    items.append(try node(at: lines[index].indent, depth: depth + 1))
                } else {
                    // "- key: value" opens a mapping whose keys line up with `key`.
                    let inner = indent + (line.content.count - rest.count)
                    lines[index] = Line(number: line.number, indent: inner, content: rest)
                    items.append(try node(at: inner, depth: depth + 1))
                }
                if index < lines.count, lines[index].indent > indent {
                    throw Failure(line: lines[index].number, reason: "a line indented more than the item before it allows")
                }
            }
            return .sequence(items)
        }

        mutating func mapping(at indent: Int, depth: Int) throws(Failure) -> BlockYAML {
            var pairs: [(key: String, value: BlockYAML)] = []
            while index < lines.count, lines[index].indent == indent, !Self.isItem(lines[index].content) {
                let line = lines[index]
                guard let (rawKey, rawValue) = Self.keySplit(line.content) else {
                    throw Failure(line: line.number, reason: "a line that is neither \"key: value\" nor \"- item\" among keys")
                }
                let key = try Self.scalar(rawKey, line: line.number).text ?? ""
                if pairs.contains(where: { $0.key == key }) { throw Failure(line: line.number, reason: "the key \"\(key)\" twice") }
                index += 1
                if !rawValue.isEmpty {
                    pairs.append((key, try Self.scalar(rawValue, line: line.number)))
                } else if index < lines.count, lines[index].indent > indent {
                    pairs.append((key, try node(at: lines[index].indent, depth: depth + 1)))
                } else if index < lines.count, lines[index].indent == indent, Self.isItem(lines[index].content) {
                    pairs.append((key, try sequence(at: indent, depth: depth + 1)))
                } else {
                    pairs.append((key, .scalar("")))
                }
                if index < lines.count, lines[index].indent > indent {
                    throw Failure(line: lines[index].number, reason: "a line indented more than the key before it allows")
                }
            }
            return .mapping(pairs)
        }

        /// A line's key and value, when it is `key: value` or `key:` (a quoted key may hold ": ").
        static func keySplit(_ content: Substring) -> (Substring, Substring)? {
            var keyEnd = content.startIndex
            if let quote = content.first, quote == "'" || quote == "\"" {
                guard let end = closingQuote(of: content) else { return nil }
                keyEnd = end
            }
            var position = keyEnd
            while position < content.endIndex {
                if content[position] == ":" {
                    let next = content.index(after: position)
                    if next == content.endIndex || content[next] == " " {
                        let key = content[..<position].trimmingTrailingSpaces()
                        let value = content[next...].drop { $0 == " " }
                        return key.isEmpty ? nil : (key, stripComment(value))
                    }
                }
                if content[position] == "#", position > content.startIndex, content[content.index(before: position)] == " " { return nil }
                position = content.index(after: position)
            }
            return nil
        }

        /// The index just past the quoted text that opens `content`.
        static func closingQuote(of content: Substring) -> Substring.Index? {
            guard let quote = content.first else { return nil }
            var position = content.index(after: content.startIndex)
            while position < content.endIndex {
                let character = content[position]
                if quote == "\"" && character == "\\" {
                    position = content.index(after: position)
                    if position < content.endIndex { position = content.index(after: position) }
                    continue
                }
                if character == quote {
                    let next = content.index(after: position)
                    if quote == "'", next < content.endIndex, content[next] == "'" {
                        position = content.index(after: next)
                        continue
                    }
                    return next
                }
                position = content.index(after: position)
            }
            return nil
        }

        /// A plain value without a trailing ` # comment`; a quoted one as it is.
        static func stripComment(_ value: Substring) -> Substring {
            if value.first == "'" || value.first == "\"" { return value }
            var previous: Character = " "
            for position in value.indices {
                if value[position] == "#" && previous == " " { return value[..<position].trimmingTrailingSpaces() }
                previous = value[position]
            }
            return value
        }

        static func scalar(_ raw: Substring, line: Int) throws(Failure) -> BlockYAML {
            let value = raw.trimmingTrailingSpaces()
            guard let first = value.first else { return .scalar("") }
            switch first {
            case "'", "\"":
                guard let end = closingQuote(of: value) else { throw Failure(line: line, reason: "a quoted text that does not end on its line") }
                let rest = value[end...].trimmingTrailingSpaces()
                guard rest.isEmpty || rest.hasPrefix(" #") || rest.hasPrefix("#") else {
                    throw Failure(line: line, reason: "text after a quoted value")
                }
                let inner = value[value.index(after: value.startIndex)..<value.index(before: end)]
                return .scalar(first == "'" ? String(inner).replacing("''", with: "'") : try unescaped(inner, line: line))
            case "[", "{":
                let inside = value.dropFirst().dropLast().filter { $0 != " " }
                guard value.last == (first == "[" ? "]" : "}"), inside.isEmpty else {
                    throw Failure(line: line, reason: "a flow collection (\(first)…) with items, which this file never holds")
                }
                return first == "[" ? .sequence([]) : .mapping([])
            case "&", "*", "!", "|", ">", "%", "@", "`":
                throw Failure(line: line, reason: "\"\(first)\" (an anchor, alias, tag or block scalar), which this file never holds")
            default:
                return .scalar(String(value))
            }
        }

        static func unescaped(_ text: Substring, line: Int) throws(Failure) -> String {
            var result = ""
            var iterator = text.makeIterator()
            while let character = iterator.next() {
                guard character == "\\" else {
                    result.append(character)
                    continue
                }
                switch iterator.next() {
                case "n": result.append("\n")
                case "t": result.append("\t")
                case "\\": result.append("\\")
                case "\"": result.append("\"")
                case "/": result.append("/")
                case "0": result.append("\0")
                case "u":
                    var digits = ""
                    for _ in 0..<4 { if let digit = iterator.next() { digits.append(digit) } }
                    guard let code = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(code) else {
                        throw Failure(line: line, reason: "\\u\(digits) is no character")
                    }
                    result.unicodeScalars.append(scalar)
                case let other:
                    throw Failure(line: line, reason: "the escape \\\(other.map(String.init) ?? "") in a double-quoted text")
                }
            }
            return result
        }
    }
}

extension Substring {
    fileprivate func trimmingTrailingSpaces() -> Substring {
        var end = endIndex
        while end > startIndex, self[index(before: end)] == " " || self[index(before: end)] == "\t" { end = index(before: end) }
        return self[startIndex..<end]
    }
}
