import SQLiteStore
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

/// Why a definition file cannot be used: one line that names the file and the problem.
public struct DefinitionError: Error, Sendable, Hashable, CustomStringConvertible {
    public enum Kind: Sendable, Hashable {
        /// The file could not be opened or read (a missing file, a directory, no permission).
        case unreadable
        /// The file was read but is not a usable intent definition.
        case invalid
        /// The file is a strings table (`"key" = "text";`), a translation, not a definition.
        case stringsTable
    }

    public var file: String
    public var problem: String
    public var kind: Kind
    /// The line of the file the problem is on, where one is known (a merge conflict's first
    /// marker, where reading malformed XML stops): lint points a translation's finding there.
    public var line: Int?

    public init(file: String, problem: String, kind: Kind = .invalid) {
        self.file = file
        self.problem = problem
        self.kind = kind
    }

    public var description: String { "\(file): \(problem)" }
}

/// Reads intent definition files: checks the bytes first (size, text, entities, nesting), then
/// lets Foundation's property-list reader parse them, then reads the result into typed values,
/// refusing a known key whose value has the wrong type.
public enum DefinitionReader {
    /// What is said of a folder given where a definition was expected: neither a definition nor a
    /// folder holding App Intents metadata (which show, lint and match also read).
    public static let directoryProblem =
        "is a directory, not an intent definition, and holds no \(AppIntentsMetadataReader.folderName) within \(AppIntentsMetadataReader.searchDepth) levels"

    /// The largest file read. Apple's Soup Chef definition is 36 KB; a definition with a hundred
    /// intents stays far below this.
    public static let maximumSize = 4 << 20
    /// The deepest nesting of dictionaries and arrays read. A definition nests six deep.
    public static let maximumDepth = 32

    /// Reads the file at `path`; messages name it as `name` (default: the path).
    public static func read(path: String, name: String? = nil, strings: DefinitionStrings? = nil) throws -> DefinitionFile {
        let shown = name ?? path
        let fd = open(path, O_RDONLY | O_NONBLOCK)
        guard fd >= 0 else {
            let code = errno
            // Worded as the other commands word it: "no such file", strerror's words in lower case.
            let system = String(cString: strerror(code))
            let reason = code == ENOENT ? PathText.danglingLink(path) ?? "no such file" : system.prefix(1).lowercased() + system.dropFirst()
            throw DefinitionError(file: shown, problem: "cannot open: \(reason)", kind: .unreadable)
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            throw DefinitionError(file: shown, problem: "cannot read: \(String(cString: strerror(errno)))", kind: .unreadable)
        }
        guard info.st_mode & S_IFMT == S_IFREG else {
            let problem =
                info.st_mode & S_IFMT == S_IFDIR
                ? Self.directoryProblem + (DefinitionSearch.translationHint(path) ?? "") : "is not a regular file"
            throw DefinitionError(file: shown, problem: problem, kind: .unreadable)
        }
        guard Int(info.st_size) <= maximumSize else { throw tooLarge(shown, size: Int(info.st_size)) }
        // Read at most one byte more than allowed, in case the file grows while it is read.
        var data = Data(count: maximumSize + 1)
        var count = 0
        let failed: Bool = data.withUnsafeMutableBytes { buffer in
            while count < buffer.count {
                let n = systemRead(fd, buffer.baseAddress! + count, buffer.count - count)
                if n == 0 { return false }
                if n < 0 {
                    if errno == EINTR { continue }
                    return true
                }
                count += n
            }
            return false
        }
        if failed { throw DefinitionError(file: shown, problem: "cannot read: \(String(cString: strerror(errno)))", kind: .unreadable) }
        guard count <= maximumSize else { throw tooLarge(shown, size: count) }
        data.count = count
        return try parse(data, name: shown, strings: strings)
    }

    private static func tooLarge(_ name: String, size: Int) -> DefinitionError {
        DefinitionError(file: name, problem: "is \(size) bytes; an intent definition is at most \(maximumSize) bytes (4 MB)")
    }

    /// When a file's notes are read: what only diagnostics need (`intents lint`, `intents show`),
    /// the unknown and duplicate keys, where each part is and the localization ids.
    public enum Notes: Sendable {
        /// With the file: one pass over the XML finds every part's line and column.
        case now
        /// When first asked for, by reading the file again with positions: for a file read to be
        /// used (an app's shipped definitions), which no diagnostic may ever look at. The file
        /// reads exactly as with `now`, and so do its notes, once asked for.
        case whenAsked
    }

    /// Parses the bytes of a definition file; messages name it as `name`.
    /// With `strings`, every text that has a translation there (by its `…ID`) is read translated.
    public static func parse(_ data: Data, name: String, strings: DefinitionStrings? = nil, notes: Notes = .now) throws -> DefinitionFile {
        try parse(data, name: name, strings: strings, foundationOnly: false, notes: notes)
    }

    /// With `foundationOnly`, the file is read by `PropertyListDecoder` alone (what the tests compare with).
    static func parse(_ data: Data, name: String, strings: DefinitionStrings?, foundationOnly: Bool, notes: Notes = .now) throws
        -> DefinitionFile
    {
        let data = try utf8(data, name: name)
        if data.starts(with: Array("bplist".utf8)), data.count <= maximumSize {
            // Foundation's reader, Xcode's, reads a binary property list as well as XML; findings
            // in one have no line to point at.
            let root: Any
            do {
                root = foundationOnly ? try PropertyListValue.propertyList(data) : try BinaryPropertyList.parse(data)
            } catch {
                throw DefinitionError(file: name, problem: "is a binary property list that cannot be read (\(PropertyListValue.problem(error)))")
            }
            var reader = TypedReader(file: name)
            reader.translations = strings?.strings
            var file = try reader.file(root)
            file.language = strings?.language
            return file
        }
        try checkBytes(data, name: name)
        // The plain reader reads an empty <data> as the empty string the positions' patch would
        // have made of it, so the file needs no scan; one it does not take is read as below.
        if notes == .whenAsked, !foundationOnly, let plain = try? XMLPropertyList.parse(data, emptyDataAsText: true, checkedUTF8: true) {
            var reader = TypedReader(file: name, notes: false)
            reader.translations = strings?.strings
            var file = try reader.file(plain)
            file.language = strings?.language
            file.notes = DefinitionNotes(later: {
                // The same bytes were read without a problem, and reading them with notes differs
                // only in what it notes.
                do {
                    return try parse(data, name: name, strings: strings, foundationOnly: false, notes: .now).notes.value
                } catch {
                    preconditionFailure("\(name) read, then did not: \(error)")
                }
            })
            return file
        }
        let positions = SourcePositions(data)
        let root: Any
        // Xcode 12 writes some empty values as <data></data>, which Foundation's reader refuses.
        let patched = positions.patched(data)
        if !foundationOnly, let plain = try? XMLPropertyList.parse(patched) {
            root = plain
        } else {
            root = try foundationPropertyList(patched, name: name)
        }
        var reader = TypedReader(file: name, positions: positions)
        reader.translations = strings?.strings
        var file = try reader.file(root)
        file.duplicateKeys = positions.duplicates
        file.language = strings?.language
        return file
    }

    /// The file read by `PropertyListDecoder` (`PropertyListValue`): what `XMLPropertyList` does not
    /// take, and what it is tested against. It reads an integral `<real>` as an integer.
    static func foundationPropertyList(_ data: Data, name: String) throws -> Any {
        do {
            return try PropertyListValue.propertyList(data)
        } catch {
            throw notAPropertyList(error, data: data, file: name)
        }
    }

    /// What is said of XML that `PropertyListDecoder` refused with `error`: a merge conflict left
    /// in it, in those words; else Foundation's reason, with the line this reader finds the
    /// problem on where Foundation's names line 1 (as it does on Linux wherever the problem is).
    static func notAPropertyList(_ error: any Error, data: Data, file: String) -> DefinitionError {
        var reason = PropertyListValue.problem(error)
        // A file too large or deep never reached Foundation's reader, and is not read again here;
        // a binary one has no lines.
        guard !(error is PropertyListBounds.Violation), !(error is BinaryPropertyList.Malformed), !data.starts(with: Array("bplist".utf8))
        else { return DefinitionError(file: file, problem: "is not a property list (\(reason))") }
        if let conflict = ConflictMarkers.find(in: data) {
            var refused = DefinitionError(
                file: file,
                problem: "has a merge conflict left unresolved in it, \(conflict.place): \(ConflictMarkers.advice);"
                    + " neither Xcode nor iOS reads it as it is")
            refused.line = conflict.start
            return refused
        }
        let line = XMLPropertyList.stoppingLine(data)
        if let line {
            if let named = reason.firstMatch(of: #/(on|at) line [0-9]+/#) {
                reason.replaceSubrange(named.range, with: "\(named.output.1) line \(line)")
            } else {
                reason += ", on line \(line)"
            }
        }
        var refused = DefinitionError(file: file, problem: "is not a property list (\(reason))")
        refused.line = line
        return refused
    }

    /// The bytes as UTF-8: a file saved as UTF-16 (with its byte-order mark, or without one when
    /// it opens with `<`), which Foundation's reader reads as Xcode's does, is read as the same
    /// text in UTF-8, its declaration's `encoding` said again to match.
    static func utf8(_ data: Data, name: String) throws -> Data {
        guard data.count >= 2, data.count <= maximumSize else { return data }
        let first = data[data.startIndex]
        let second = data[data.startIndex + 1]
        let encoding: String.Encoding
        switch (first, second) {
        case (0xFF, 0xFE), (0xFE, 0xFF): encoding = .utf16
        case (UInt8(ascii: "<"), 0): encoding = .utf16LittleEndian
        case (0, UInt8(ascii: "<")): encoding = .utf16BigEndian
        default: return data
        }
        guard var text = String(data: data, encoding: encoding) else {
            throw DefinitionError(file: name, problem: "is UTF-16 text that does not decode (a broken surrogate pair?), so not an XML property list")
        }
        if text.hasPrefix("\u{FEFF}") {
            text.removeFirst()
        } else if !(text.hasPrefix("<?xml") || text.hasPrefix("<!") || text.hasPrefix("<plist")) {
            // Without the mark, only XML's own start says it is text: "<" and a zero byte may be anything.
            return data
        }
        // <?xml version="1.0" encoding="UTF-16"?>: the text is UTF-8 now.
        if text.hasPrefix("<?xml"), let end = text.firstRange(of: "?>"),
            let attribute = text[..<end.lowerBound].firstRange(of: #/encoding\s*=\s*["'][Uu][Tt][Ff]-?16(?:[LlBb][Ee])?["']/#)
        {
            text.replaceSubrange(attribute, with: #"encoding="UTF-8""#)
        }
        return Data(text.utf8)
    }

    /// The checks made before the property-list reader sees the bytes, so that it only ever
    /// parses bounded, plain XML.
    static func checkBytes(_ data: Data, name: String) throws {
        func fail(_ problem: String) -> DefinitionError { DefinitionError(file: name, problem: problem) }
        guard data.count <= maximumSize else { throw tooLarge(name, size: data.count) }
        if data.isEmpty { throw fail("is empty") }
        // What a copy from a Mac to another file system leaves beside each file, under the file's
        // name with "._" before it (Boundri's repository holds `._Intents.intentdefinition`).
        if data.starts(with: [0x00, 0x05, 0x16, 0x07]) {
            throw fail(
                "is an AppleDouble file (the Finder information and resource fork macOS keeps beside a file, named with ._ before it), not an intent definition"
            )
        }
        try data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
            if let zero = bytes.firstIndex(of: 0) { throw fail("is binary data, not an XML property list (a zero byte at offset \(zero))") }
            guard String(validating: bytes.bindMemory(to: UInt8.self), as: UTF8.self) != nil else {
                throw fail("is not UTF-8 text, so not an XML property list")
            }
            // Skip a byte-order mark and white space: the first character must open a tag.
            var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
            while start < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[start]) { start += 1 }
            guard start < bytes.count, bytes[start] == UInt8(ascii: "<") else {
                // A JSON object opens with a quoted key (an old-style property list's keys are bare).
                var inside = start + 1
                while inside < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[inside]) { inside += 1 }
                if start < bytes.count, bytes[start] == UInt8(ascii: "{"), inside < bytes.count,
                    bytes[inside] == UInt8(ascii: "\"") || bytes[inside] == UInt8(ascii: "}")
                {
                    throw fail("is JSON (App Intents metadata?), not an intent definition, which is an XML property list")
                }
                // A strings table ("1Ev2Th" = "…";, or a /* comment */ first) where a translation's
                // folder should hold the definition: GenshinPizzaHelper's ko.lproj has one.
                let rest = bytes[start...]
                // A property list behind a comment (a source file's header pasted above it): not a
                // strings table, and no file Xcode can read either.
                if let markup = Self.afterComments(rest), markup < bytes.count, bytes[markup] == UInt8(ascii: "<") {
                    let line = bytes[..<markup].filter { $0 == 0x0A }.count + 1
                    throw fail(
                        "has a comment before its XML, which starts on line \(line); a property list starts with '<', so neither"
                            + " Xcode nor iOS reads this file: remove the comment")
                }
                if rest.first == UInt8(ascii: "\"") || rest.starts(with: Array("/*".utf8)) || rest.starts(with: Array("//".utf8)) {
                    // App Shortcut phrases' translations, given where their metadata was meant.
                    if (name.split(separator: "/").last ?? "").lowercased().hasPrefix("appshortcuts"), name.hasSuffix(".strings") {
                        throw fail(
                            "is a strings table of App Shortcut phrases, a translation; give the App Intents metadata it translates"
                                + " (the app bundle, its Metadata.appintents folder or extract.actionsdata; the <lang>.lproj"
                                + " folders beside it are read with it)")
                    }
                    // A translation given where its definition was meant.
                    if name.hasSuffix(".strings") {
                        throw fail(
                            "is a strings table, a translation, not an intent definition; give the .intentdefinition"
                                + " (its translations in the <lang>.lproj folders beside it are read with it)")
                    }
                    var error = fail(
                        "is a strings table (\"key\" = \"text\";), not an intent definition, which is an XML property list;"
                            + " a translation saved under the definition's name? (translations go in <lang>.lproj/<name>.strings)")
                    error.kind = .stringsTable
                    throw error
                }
                // JSON, but no object: App Intents metadata is one, a definition none.
                if rest.first == UInt8(ascii: "[") {
                    throw fail("is neither an intent definition (an XML property list) nor App Intents metadata (a JSON object): it starts with '['")
                }
                // A symbolic link written out as a file: git checks one out so where links are off
                // (Windows, core.symlinks false), and a download of its blob is the same path alone.
                // Brave's SPM targets linked to the app's definitions: `../App/…/BraveWidgets.intentdefinition`.
                if let target = linkTarget(rest) {
                    throw fail(
                        "holds only the path \(target): a symbolic link written out as a file (as git checks one out where links"
                            + " are off), not the definition; give the file it names")
                }
                throw fail("is not an XML property list (it does not start with '<')")
            }
            try scanMarkup(bytes, from: start, fail: fail)
        }
    }

    /// The path a file holds when it holds nothing else: one line, no white space inside it,
    /// naming an intent definition. Nil otherwise.
    static func linkTarget<Bytes: Collection<UInt8>>(_ rest: Bytes) -> String? {
        guard rest.count <= 4096, let text = String(validating: rest, as: UTF8.self) else { return nil }
        let path = text.trimmingWhitespaceAndNewlines()
        guard path.hasSuffix(".intentdefinition"), !path.contains(where: \.isWhitespace) else { return nil }
        return path
    }

    /// Where the bytes after the `//` and `/* */` comments at the start of `rest` (and the white
    /// space between them) begin; nil when `rest` starts with no comment or one never closed.
    static func afterComments<Bytes: Collection<UInt8>>(_ rest: Bytes) -> Int? where Bytes.Index == Int {
        var index = rest.startIndex
        var skipped = false
        while index < rest.endIndex {
            if [0x20, 0x09, 0x0A, 0x0D].contains(rest[index]) {
                index += 1
            } else if rest[index...].starts(with: Array("//".utf8)) {
                while index < rest.endIndex, rest[index] != 0x0A { index += 1 }
                skipped = true
            } else if rest[index...].starts(with: Array("/*".utf8)) {
                var end = index + 2
                while end + 1 < rest.endIndex, !(rest[end] == UInt8(ascii: "*") && rest[end + 1] == UInt8(ascii: "/")) { end += 1 }
                guard end + 1 < rest.endIndex else { return nil }
                index = end + 2
                skipped = true
            } else {
                break
            }
        }
        return skipped ? index : nil
    }

    /// Refuses entity declarations and internal DTD subsets (what entity-expansion attacks need)
    /// and nesting deeper than `maximumDepth`, in one pass over the tags.
    private static func scanMarkup(_ bytes: UnsafeRawBufferPointer, from start: Int, fail: (String) -> DefinitionError) throws {
        let count = bytes.count
        let base = bytes.baseAddress!
        func at(_ index: Int, _ pattern: [UInt8]) -> Bool {
            guard index + pattern.count <= count else { return false }
            return memcmp(base + index, pattern, pattern.count) == 0
        }
        func next(_ byte: UInt8, from index: Int) -> Int {
            guard index < count, let found = memchr(base + index, Int32(byte), count - index) else { return count }
            return base.distance(to: UnsafeRawPointer(found))
        }
        var depth = 0
        var index = next(Markup.lt, from: start)
        while index < count {
            if at(index, Markup.commentOpen) {
                // Skip the comment: find its "-->".
                var end = index + 4
                while end < count, !at(end, Markup.commentClose) { end = next(Markup.dash, from: end + 1) }
                index = next(Markup.lt, from: end + 3)
                continue
            }
            if at(index, Markup.entity) { throw fail("declares an XML entity (<!ENTITY); intent definitions use none") }
            // A CDATA section could hide closing tags from this count; Xcode never writes one.
            if at(index, Markup.cdata) { throw fail("has a CDATA section (<![CDATA[); intent definitions use none") }
            let end = next(Markup.gt, from: index)
            if at(index, Markup.doctype) {
                if let bracket = memchr(base + index, Int32(Markup.bracket), end - index), base.distance(to: UnsafeRawPointer(bracket)) < end {
                    throw fail("has an internal DTD subset (<!DOCTYPE … [ … ]); intent definitions use none")
                }
            } else {
                let closing = at(index, Markup.closeTag)
                let nameStart = closing ? index + 2 : index + 1
                let selfClosing = end < count && end > index + 1 && bytes[end - 1] == Markup.slash
                if !selfClosing, at(nameStart, Markup.dict) || at(nameStart, Markup.array) {
                    if closing {
                        depth = max(0, depth - 1)
                    } else {
                        depth += 1
                        if depth > maximumDepth {
                            throw fail("nests dictionaries and arrays more than \(maximumDepth) deep; an intent definition needs 6")
                        }
                    }
                }
            }
            index = next(Markup.lt, from: end + 1)
        }
    }

    /// The bytes `scanMarkup` looks for.
    private enum Markup {
        static let lt = UInt8(ascii: "<")
        static let gt = UInt8(ascii: ">")
        static let slash = UInt8(ascii: "/")
        static let dash = UInt8(ascii: "-")
        static let bracket = UInt8(ascii: "[")
        static let commentOpen = Array("<!--".utf8)
        static let commentClose = Array("-->".utf8)
        static let entity = Array("<!ENTITY".utf8)
        static let doctype = Array("<!DOCTYPE".utf8)
        static let cdata = Array("<![CDATA[".utf8)
        static let closeTag = Array("</".utf8)
        static let dict = Array("dict".utf8)
        static let array = Array("array".utf8)
    }
}
