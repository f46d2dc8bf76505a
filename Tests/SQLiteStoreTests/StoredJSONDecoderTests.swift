import Foundation
import Testing

@testable import SQLiteStore

/// The stores' JSON reader decodes exactly what `JSONDecoder` (milliseconds dates) decodes, and
/// refuses what it refuses. (Foundation lets a trailing comma in an object pass; the stores never
/// write one, and this reader refuses it as RFC 8259 does.)
@Suite struct StoredJSONDecoderTests {
    enum Kind: String, Codable, Equatable { case regular, special }
    enum Choice: Codable, Equatable {
        case none
        case one(String)
        case pair(Int, label: Double?)
    }
    struct Inner: Codable, Equatable {
        var name: String
        var amount: Int?
        var ratio: Double
    }
    struct Sample: Codable, Equatable {
        var text: String
        var flag: Bool
        var small: Int8
        var big: UInt64
        var negative: Int64
        var single: Float
        var date: Date
        var maybeDate: Date?
        var link: URL?
        var bytes: Data?
        var kind: Kind
        var choices: [Choice]
        var inner: Inner
        var list: [Inner]
        var byName: [String: Int]
        var byNumber: [Int: String]
        var nested: [[String?]]
        var missing: String?
    }

    static let valid: [String] = [
        #"""
        {"text":"plain","flag":true,"small":-128,"big":18446744073709551615,"negative":-9223372036854775808,"single":1.5,
         "date":1764633600123,"kind":"special","choices":[{"none":{}},{"one":{"_0":"x"}},{"pair":{"_0":3,"label":null}}],
         "inner":{"name":"n","ratio":2},"list":[],"byName":{},"byNumber":{},"nested":[],"bytes":"AAEC","link":"https://example.com/a?b=c"}
        """#,
        #"""
        { "text" : "tab\tquote\" slash\/ back\\ \u00e9 \ud83c\udf72 é 🍲 \u0000",
          "flag" : false, "small" : 127, "big" : 0, "negative" : -1, "single" : -0.25e2,
          "date" : -1.5, "maybeDate" : 0, "kind" : "regular", "choices" : [ ],
          "inner" : { "name" : "", "amount" : null, "ratio" : 1E-3 },
          "list" : [ { "name" : "a", "amount" : 1, "ratio" : 0 }, { "name" : "b", "ratio" : 1e2 } ],
          "byName" : { "a" : 1, "b" : -2 }, "byNumber" : { "1" : "one", "-7" : "minus seven" },
          "nested" : [ [ "x", null ], [ ] ], "missing" : null }
        """#,
    ]

    @Test(arguments: valid.indices)
    func decodesAsFoundationDoes(index: Int) throws {
        let text = Self.valid[index]
        let foundation = JSONDecoder()
        foundation.dateDecodingStrategy = .millisecondsSince1970
        let expected = try foundation.decode(Sample.self, from: Data(text.utf8))
        let decoded = try StoredJSONDecoder.decode(Sample.self, from: text)
        #expect(decoded == expected)
    }

    @Test func roundTripsWhatTheStoresWrite() throws {
        let value = Sample(
            text: "a \"b\" \\ / \n é 🍲", flag: true, small: 3, big: 42, negative: -42, single: 0.1,
            date: Date(timeIntervalSince1970: 1_764_633_600.123), maybeDate: nil, link: URL(string: "file:///tmp/x"),
            bytes: Data([0, 255, 7]), kind: .special, choices: [.none, .one("ü"), .pair(-1, label: 2.5)],
            inner: Inner(name: "in", amount: 0, ratio: 1e-9), list: [Inner(name: "", amount: nil, ratio: -3)],
            byName: ["k": 1], byNumber: [3: "three"], nested: [[nil, "v"]], missing: nil)
        let text = try StoreJSON.encode(value)
        #expect(try StoreJSON.decode(Sample.self, from: text) == value)
    }

    static let invalid: [String] = [
        "", " ", "{", "[1,]", "01", "1.", ".5", "-", "1e", "+1", "tru", "nul", "'a'", "\"a", "\"\\x\"",
        "\"\\u12\"", "\"\\ud83c\"", "\"\\udf72\"", "\"a\u{1}b\"", "[1] [2]", "{\"a\" 1}", "{1:2}", "[1 2]", "NaN", "Infinity",
    ]

    @Test(arguments: invalid)
    func refusesWhatFoundationRefuses(text: String) {
        let foundation = JSONDecoder()
        #expect(throws: (any Error).self) { try foundation.decode([String: Int].self, from: Data(text.utf8)) }
        #expect(throws: DecodingError.self) { try StoredJSONDecoder.decode([String: Int].self, from: text) }
    }

    @Test func namesWhatIsWrongAndWhere() throws {
        do {
            _ = try StoredJSONDecoder.decode(Inner.self, from: #"{"name":"x","ratio":"high"}"#)
            Issue.record("a string read as a number")
        } catch DecodingError.typeMismatch(_, let context) {
            #expect(context.codingPath.map(\.stringValue) == ["ratio"])
        }
        do {
            _ = try StoredJSONDecoder.decode([Inner].self, from: #"[{"name":"x","ratio":1},{"ratio":1}]"#)
            Issue.record("a missing key")
        } catch DecodingError.keyNotFound(let key, let context) {
            #expect(key.stringValue == "name")
            #expect(context.codingPath.map(\.intValue) == [1])
        }
        #expect(throws: DecodingError.self) { try StoredJSONDecoder.decode(Int8.self, from: "300") }
        #expect(throws: DecodingError.self) { try StoredJSONDecoder.decode(Int.self, from: "1.5") }
        #expect(try StoredJSONDecoder.decode(Int.self, from: "1e2") == 100)
    }

    /// Arrays in arrays, as deep as the text goes.
    struct Nest: Decodable {
        var depth: Int
        init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            depth = container.isAtEnd ? 1 : try container.decode(Nest.self).depth + 1
        }
    }

    @Test func boundsTheNesting() throws {
        let allowed = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        #expect(try StoredJSONDecoder.decode(Nest.self, from: allowed).depth == 512)
        let deep = String(repeating: "[", count: 513) + String(repeating: "]", count: 513)
        #expect(throws: DecodingError.self) { try StoredJSONDecoder.decode(Nest.self, from: deep) }
    }
}

/// An object's members are kept in a list (with positions by key past 32 members): a key
/// written again replaces its value, as a dictionary would, small objects and large alike.
@Suite struct JSONMembersTests {
    static func object(_ pairs: [(String, Int)]) -> String {
        "{" + pairs.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}"
    }

    @Test(arguments: [3, 32, 33, 200])
    func aRepeatedKeyKeepsItsLastValue(size: Int) throws {
        var pairs = (0..<size).map { ("k\($0)", $0) }
        pairs += [("k0", -1), ("k\(size - 1)", -2), ("k1", -3)]
        var expected: [String: Int] = [:]
        for (key, value) in pairs { expected[key] = value }
        #expect(try StoreJSON.decode([String: Int].self, from: Self.object(pairs)) == expected)
        let value = try StoredJSONValue(parsing: Self.object(pairs))
        #expect(value.dictionary { $0.int } == expected)
        #expect(value["k1"]?.int == -3)
        #expect(value["k\(size)"] == nil)
    }

    @Test func anObjectWithOneKeyWrittenTwiceHasOneMember() throws {
        let member = try #require(try StoredJSONValue(parsing: #"{"case":1,"case":{"x":2}}"#).onlyMember)
        #expect(member.key == "case")
        #expect(member.value["x"]?.int == 2)
        #expect(try StoredJSONValue(parsing: #"{"a":1,"b":2}"#).onlyMember == nil)
    }
}
