import Foundation
import Testing

@testable import SiriSystem

/// The plain property-list reader gives exactly what Foundation's gives, on every real
/// definition file here, or gives up so that Foundation reads the file.
@Suite struct XMLPropertyListTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    /// Every definition file of the repository, and those of `SOUPCHEF_MORE_DEFINITIONS` (a folder
    /// of real files not committed) when it is set; not a strings table saved under a
    /// definition's name (Qwant Junior's), which is no property list.
    static var files: [String] {
        var folders = [root + "/Data", root + "/Tests/Fixtures"]
        if let more = ProcessInfo.processInfo.environment["SOUPCHEF_MORE_DEFINITIONS"] { folders.append(more) }
        var found: [String] = []
        for folder in folders {
            guard let walker = FileManager.default.enumerator(atPath: folder) else { continue }
            for case let path as String in walker where path.hasSuffix(".intentdefinition") { found.append(folder + "/" + path) }
        }
        return found.filter { isPropertyList($0) }.sorted()
    }

    /// Whether the file's first character other than white space opens XML.
    static func isPropertyList(_ path: String) -> Bool {
        let bytes = (try? Data(contentsOf: URL(fileURLWithPath: path))) ?? Data()
        return bytes.first { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) } == UInt8(ascii: "<")
    }

    /// A value written out with its kind, dictionaries in key order: equal texts, equal values.
    static func canonical(_ value: Any) -> String {
        if type(of: value) == Bool.self { return "bool(\(value))" }
        if type(of: value) == Int.self || type(of: value) == UInt64.self { return "int(\(value))" }
        if type(of: value) == Double.self { return "real(\(value))" }
        if let number = value as? NSNumber {
            let code = String(cString: number.objCType)
            if code == "c" || code == "B" { return "bool(\(number.boolValue))" }
            if code == "d" || code == "f" { return "real(\(number.doubleValue))" }
            return number.int64Value < 0 && code == "Q" ? "int(\(number.uint64Value))" : "int(\(number.int64Value))"
        }
        switch value {
        case let text as String: return "string(\(text.debugDescription))"
        case let data as Data: return "data(\(data.base64EncodedString()))"
        case let array as [Any]: return "[" + array.map(canonical).joined(separator: ", ") + "]"
        case let dictionary as [String: Any]:
            return "{" + dictionary.keys.sorted().map { "\($0.debugDescription): \(canonical(dictionary[$0]!))" }.joined(separator: ", ") + "}"
        default: return "other(\(type(of: value)): \(value))"
        }
    }

    @Test func readsEveryRealFileAsFoundationDoes() throws {
        let files = Self.files
        #expect(files.count >= 10)
        for path in files {
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            let patched = SourcePositions(data).patched(data)
            let expected = try PropertyListSerialization.propertyList(from: patched, format: nil)
            guard let plain = try? XMLPropertyList.parse(patched) else {
                // Xcode's own files are plain: only one with Windows line ends is left to Foundation.
                #expect(data.contains(0x0D), "\(path) was left to Foundation")
                continue
            }
            #expect(Self.canonical(plain) == Self.canonical(expected), "\(path)")
            let fast = try DefinitionReader.parse(data, name: path)
            let slow = try DefinitionReader.parse(data, name: path, strings: nil, foundationOnly: true)
            // The reader of what XMLPropertyList does not take is `PropertyListDecoder`, which
            // cannot tell <real>1</real> from <integer>1</integer>: an integral real reads as an
            // integer there, and that is the only difference allowed.
            func integersAsReals(_ file: DefinitionFile) -> DefinitionFile {
                func real(_ value: DefinitionScalar?) -> DefinitionScalar? {
                    if case .integer(let n) = value { return .real(Double(n)) }
                    return value
                }
                var file = file
                for i in file.intents.indices {
                    for j in file.intents[i].parameters.indices {
                        file.intents[i].parameters[j].metadata.minimum = real(file.intents[i].parameters[j].metadata.minimum)
                        file.intents[i].parameters[j].metadata.maximum = real(file.intents[i].parameters[j].metadata.maximum)
                        file.intents[i].parameters[j].metadata.defaultValue = real(file.intents[i].parameters[j].metadata.defaultValue)
                    }
                }
                return file
            }
            #expect(fast == slow || integersAsReals(fast) == integersAsReals(slow), "\(path)")
        }
    }

    @Test func shippedDefinitionIsReadPlainly() throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: Self.root + "/Data/Intents.intentdefinition"))
        #expect(throws: Never.self) { try XMLPropertyList.parse(data) }
    }

    static let samples: [String] = [
        #"<?xml version="1.0" encoding="UTF-8"?><!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd"><plist version="1.0"><dict><key>a</key><string>x &amp; y &lt;z&gt; &quot;q&quot; &apos;s&apos; &#233; &#x1F372;</string><key>b</key><integer>-42</integer><key>h</key><integer>11887164784663189551</integer><key>c</key><real>2.5</real><key>d</key><true/><key>e</key><false/><key>f</key><array><string/><dict/><array/></array><key>g</key><data>AAEC"#
            + "\n        " + #"Aw==</data><!-- a comment --><key>a</key><string>last wins</string></dict></plist>"#,
        "<plist version=\"1.0\">\n<array>\n\t<string>  spaced\n lines  </string>\n\t<integer>+7</integer>\n\t<real>-1e3</real>\n</array>\n</plist>\n",
        "\u{FEFF}<plist><string>é 🍲</string></plist>",
    ]

    @Test(arguments: samples)
    func samplesReadAsFoundationReadsThem(text: String) throws {
        let data = Data(text.utf8)
        let expected = try PropertyListSerialization.propertyList(from: data, format: nil)
        #expect(Self.canonical(try XMLPropertyList.parse(data)) == Self.canonical(expected))
    }

    /// What the plain reader leaves to Foundation.
    static let unsupported: [String] = [
        "<plist><date>2020-01-01T00:00:00Z</date></plist>",
        "<plist><string><![CDATA[x]]></string></plist>",
        "<plist><string>a\r\nb</string></plist>",
        "<!DOCTYPE plist [ <!ENTITY e \"x\"> ]><plist><string>&e;</string></plist>",
        "<plist><string>&unknown;</string></plist>",
        "<plist><integer>0x10</integer></plist>",
        "<plist><integer> 1</integer></plist>",
        "<plist><integer>+-1</integer></plist>",
        "<plist><integer>18446744073709551616</integer></plist>",
        "<plist><dict><key>a</key></dict></plist>",
        "<plist><dict><string>no key</string></dict></plist>",
        "<plist><string>a</string><string>b</string></plist>",
        "<plist><string>open</plist>",
        "<plist><real>nan</real></plist>",
    ]

    @Test(arguments: unsupported)
    func givesUpOnWhatItDoesNotTake(text: String) {
        #expect(throws: XMLPropertyList.Unsupported.self) { try XMLPropertyList.parse(Data(text.utf8)) }
    }

    /// Found by the `stored-values` fuzz target (Tests/Fuzz/regressions/stored-values): a byte that
    /// is not UTF-8 in a key, which Foundation refuses, was read as U+FFFD.
    @Test func givesUpOnTextThatIsNotUTF8() {
        var bytes = Array("<plist><dict><key>IN".utf8)
        bytes += [0xFF]
        bytes += Array("Intent</key><string>x</string></dict></plist>".utf8)
        #expect(throws: XMLPropertyList.Unsupported.self) { try XMLPropertyList.parse(Data(bytes)) }
        #expect(throws: (any Error).self) { try PropertyListSerialization.propertyList(from: Data(bytes), format: nil) }
    }
}
