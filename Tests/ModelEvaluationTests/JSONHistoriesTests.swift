import Dates
import Foundation
import Testing

@testable import ModelEvaluation
@testable import SiriSystem

/// `eval --histories` reads JSON as data sets publish it (`JSONTable`): JSON lines, an array of
/// objects or of rows, and pandas' columns and split forms, each object a record whose keys are
/// a header's names; messages name the file's own lines.
@Suite struct JSONHistoriesTests {
    static let utc = Zone(identifier: "UTC")!

    func read(_ text: String) throws -> EvaluationHistories {
        try EvaluationHistories(bytes: Array(text.utf8), timeZone: Self.utc)
    }

    /// The error reading `text` gives (an issue when it gives none).
    func failure(_ text: String) -> EvaluationHistories.ParseError? {
        #expect(throws: EvaluationHistories.ParseError.self, "\(text)") { try read(text) }
    }

    /// Each history as person, then each order's shortcut and Unix time.
    func orders(_ histories: EvaluationHistories) -> [String] {
        histories.histories.map { history in
            history.person + ": " + history.donations.map { "\($0.key)@\(Int($0.date.timeIntervalSince1970))" }.joined(separator: " ")
        }
    }

    static let table = "user_id,date,business_id\nann,2026-11-02 12:00:00,soup\nbob,2026-11-02 13:00:00,salad\nann,2026-11-03 12:00:00,bread\n"

    @Test func everyFormReadsAsTheSameTable() throws {
        let csv = try read(Self.table)
        let forms: [(String, EvaluationHistories.JSONForm)] = [
            (
                """
                {"user_id": "ann", "date": "2026-11-02 12:00:00", "business_id": "soup"}
                {"user_id": "bob", "date": "2026-11-02 13:00:00", "business_id": "salad"}
                {"user_id": "ann", "date": "2026-11-03 12:00:00", "business_id": "bread"}
                """, .lines
            ),
            // Objects one after another need no line each.
            (
                #"{"user_id":"ann","date":"2026-11-02 12:00:00","business_id":"soup"}{"user_id":"bob","date":"2026-11-02 13:00:00","business_id":"salad"}"#
                    + #" {"user_id":"ann","date":"2026-11-03 12:00:00","business_id":"bread"}"#, .lines
            ),
            (
                """
                [
                  {"user_id": "ann", "date": "2026-11-02 12:00:00", "business_id": "soup"},
                  {"user_id": "bob", "date": "2026-11-02 13:00:00", "business_id": "salad"},
                  {"user_id": "ann", "date": "2026-11-03 12:00:00", "business_id": "bread"}
                ]
                """, .array
            ),
            (
                #"[["user_id", "date", "business_id"], ["ann", "2026-11-02 12:00:00", "soup"], ["bob", "2026-11-02 13:00:00", "salad"],"#
                    + #" ["ann", "2026-11-03 12:00:00", "bread"]]"#, .rows
            ),
            (
                #"{"user_id": {"0": "ann", "1": "bob", "2": "ann"}, "date": {"0": "2026-11-02 12:00:00", "1": "2026-11-02 13:00:00","#
                    + #" "2": "2026-11-03 12:00:00"}, "business_id": {"0": "soup", "1": "salad", "2": "bread"}}"#, .columns
            ),
            (
                #"{"user_id": ["ann", "bob", "ann"], "date": ["2026-11-02 12:00:00", "2026-11-02 13:00:00", "2026-11-03 12:00:00"],"#
                    + #" "business_id": ["soup", "salad", "bread"]}"#, .columns
            ),
            (
                #"{"columns": ["user_id", "date", "business_id"], "index": [0, 1, 2], "data": [["ann", "2026-11-02 12:00:00", "soup"],"#
                    + #" ["bob", "2026-11-02 13:00:00", "salad"], ["ann", "2026-11-03 12:00:00", "bread"]]}"#, .split
            ),
            // Datasette's and SQL results' `rows` beside `columns`.
            (
                #"{"columns": ["user_id", "date", "business_id"], "rows": [["ann", "2026-11-02 12:00:00", "soup"],"#
                    + #" ["bob", "2026-11-02 13:00:00", "salad"], ["ann", "2026-11-03 12:00:00", "bread"]]}"#, .split
            ),
            // The records under one key of an object (an API's page, Google Takeout, pandas' table form).
            (
                #"{"total": 3, "reviews": [{"user_id": "ann", "date": "2026-11-02 12:00:00", "business_id": "soup"},"#
                    + #" {"user_id": "bob", "date": "2026-11-02 13:00:00", "business_id": "salad"},"#
                    + #" {"user_id": "ann", "date": "2026-11-03 12:00:00", "business_id": "bread"}], "next": null}"#, .arrayInObject
            ),
            // pandas' index form.
            (
                #"{"0": {"user_id": "ann", "date": "2026-11-02 12:00:00", "business_id": "soup"},"#
                    + #" "1": {"user_id": "bob", "date": "2026-11-02 13:00:00", "business_id": "salad"},"#
                    + #" "2": {"user_id": "ann", "date": "2026-11-03 12:00:00", "business_id": "bread"}}"#, .index
            ),
            // A comma after each line's object.
            (
                """
                {"user_id": "ann", "date": "2026-11-02 12:00:00", "business_id": "soup"},
                {"user_id": "bob", "date": "2026-11-02 13:00:00", "business_id": "salad"},
                {"user_id": "ann", "date": "2026-11-03 12:00:00", "business_id": "bread"},
                """, .lines
            ),
        ]
        for (text, form) in forms {
            let json = try read(text)
            #expect(orders(json) == orders(csv), "\(form)")
            #expect(json.readAsJSON == form)
            #expect(json.columnNames?.person == "user_id" && json.columnNames?.shortcut == "business_id")
        }
        #expect(try read(#"{"reviews": [{"user_id": "ann", "date": "2026-11-02 12:00:00", "business_id": "soup"}]}"#).jsonRecordsKey == "reviews")
        // Rows without names are a table's rows, read by what they hold.
        let rows = try read(
            #"[["ann", "soup", "2026-11-02 12:00:00"], ["bob", "salad", "2026-11-02 13:00:00"], ["ann", "bread", "2026-11-03 12:00:00"]]"#)
        #expect(rows.readAsJSON == .rows && orders(rows) == orders(csv))
        #expect(csv.readAsJSON == nil)
        #expect(orders(csv) == ["ann: soup@1793620800 bread@1793707200", "bob: salad@1793624400"])
    }

    /// Amazon's reviews as published: the reviewer by its name, the date the key whose values
    /// are dates (`unixReviewTime`, not `reviewTime`'s "09 13, 2009"), an object inside named by
    /// its path, a list no column; its newer files' milliseconds kept as written.
    @Test func reviewsAsPublishedReadTheirOwnColumns() throws {
        let older = """
            {"overall": 5.0, "verified": true, "reviewTime": "09 13, 2009", "reviewerID": "A1", "asin": "0001", "style": {"Format:": " Hardcover"}, "unixReviewTime": 1252800000}
            {"overall": 4.0, "verified": false, "reviewTime": "10 13, 2009", "reviewerID": "A1", "asin": "0002", "unixReviewTime": 1255392000}
            """
        let read = try read(older)
        #expect(read.columnNames?.person == "reviewerID" && read.columnNames?.date == "unixReviewTime" && read.columnNames?.shortcut == "asin")
        #expect(orders(read) == ["A1: 0001@1252800000 0002@1255392000"])
        // The same choice in a CSV table.
        let csv = try self.read("reviewerID,asin,reviewTime,unixReviewTime\nA1,0001,\"09 13, 2009\",1252800000\n")
        #expect(csv.columnNames?.date == "unixReviewTime")
        let newer = """
            {"rating": 5.0, "title": "Good", "images": [], "asin": "B01", "parent_asin": "B01", "user_id": "AG", "timestamp": 1588687728923}
            {"rating": 3.0, "title": "Fine", "images": [{"url": "x"}], "asin": "B02", "parent_asin": "B02", "user_id": "AG", "timestamp": 1588687729923}
            """
        #expect(orders(try self.read(newer)) == ["AG: B01@1588687728 B02@1588687729"])
        // A path inside an object compares as its letters: `user.id` is the person.
        let nested = #"{"user": {"id": "ann"}, "ts": "2026-11-02T12:00", "item": "soup"}"#
        #expect(orders(try self.read(nested)) == ["ann: soup@1793620800"])
        // Google Local's reviews (UCSD): the place by its `gmap_id`, not the reviewer's own `name`.
        let places = """
            {"user_id": "1014", "name": "Jordan Adams", "time": 1627750414677, "rating": 5, "text": "Cool place", "pics": null, "resp": null, "gmap_id": "0x87ec:0xd1"}
            {"user_id": "1014", "name": "Jordan Adams", "time": 1628750414677, "rating": 4, "text": "ok", "pics": null, "resp": null, "gmap_id": "0x87ec:0xd2"}
            """
        let google = try self.read(places)
        #expect(google.columnNames?.shortcut == "gmap_id" && orders(google) == ["1014: 0x87ec:0xd1@1627750414 0x87ec:0xd2@1628750414"])
    }

    /// A nested person is taken by their id before their given name (an Untappd check-in's
    /// `user.uid` and `user.first_name`); Steam's `steamid` is a person; a `title` is what was
    /// watched or read when nothing else names it; keys with digits (Google's `latitudeE7`) are
    /// keys all the same.
    @Test func keysNameTheirColumnsAsPeoplePublishThem() throws {
        let checkins = """
            {"checkin_id": 1, "created_at": "Sat, 15 Jun 2013 13:15:13 +0000", "user": {"first_name": "Ann", "uid": 11}, "venue": {"venue_name": "Pub"}}
            {"checkin_id": 2, "created_at": "Sat, 15 Jun 2013 14:15:13 +0000", "user": {"first_name": "Ann", "uid": 12}, "venue": {"venue_name": "Bar"}}
            """
        let feed = try read(checkins)
        #expect(feed.columnNames?.person == "user.uid" && feed.histories.map(\.person) == ["11", "12"], "\(String(describing: feed.columnNames))")
        let steam = try read(#"{"text": "Great", "appid": "435150", "steamid": "profiles/7656", "tstamp_created": 1561809600.0}"#)
        #expect(steam.columnNames?.person == "steamid" && orders(steam) == ["profiles/7656: 435150@1561809600"])
        let watched = try read(#"{"user_id": "u1", "header": "YouTube", "title": "Watched a video", "time": "2021-03-01T10:00:00Z"}"#)
        #expect(watched.columnNames?.shortcut == "title")
        let located = failure(#"{"timestampMs": "1521331914487", "latitudeE7": 388819366, "longitudeE7": -821260734}"#)
        #expect(
            located?.message
                == "its records' keys (timestampMs, latitudeE7, longitudeE7) name the date (timestampMs) but no person or shortcut;"
                + " JSON is read by its keys' names, so rename them (person, date, shortcut)", "\(String(describing: located))")
        // An order's items in a list are named, with how to make a record of each.
        let itemized = failure(#"{"customer_id": "c1", "order_date": "2024-10-16T00:24:09", "status": "paid", "items": [{"product_name": "Tea"}]}"#)
        #expect(
            itemized?.message.hasSuffix(
                "the lists of objects in its records (items) are not read: give each item a record of its own (with jq, `.items[]` beside the record's keys)"
            ) == true)
    }

    /// `--person`: a file of one person's records (a Spotify or YouTube export, a table without a
    /// person column) read as that person's, the header's names read as ever; without it, the
    /// refusal says so.
    @Test func onePersonsFileIsReadAsTheirs() throws {
        let streams = """
            [
              {"endTime": "2020-09-02 15:26", "artistName": "Band", "trackName": "One", "msPlayed": 8575},
              {"endTime": "2020-09-03 15:26", "artistName": "Band", "trackName": "Two", "msPlayed": 1000},
              {"endTime": "2020-09-04 15:26", "artistName": "Other", "trackName": "Three", "msPlayed": 2000}
            ]
            """
        let refused = failure(streams)
        #expect(refused?.line == 2 && refused?.message.hasSuffix("read it with --person NAME") == true, "\(String(describing: refused))")
        let mine = try EvaluationHistories(bytes: Array(streams.utf8), timeZone: Self.utc, person: "me")
        // The track played, not its artist: what the extended history's `master_metadata_track_name` names.
        #expect(mine.onePerson == "me" && mine.columnNames?.date == "endTime" && mine.columnNames?.shortcut == "trackName")
        #expect(orders(mine) == ["me: One@1599060360 Two@1599146760 Three@1599233160"])
        // A table with a header, and one without.
        let named = try EvaluationHistories(
            bytes: Array("when,what\n2020-09-02 15:26,Band\n2020-09-03 15:26,Other\n".utf8), timeZone: Self.utc, person: "me")
        #expect(orders(named) == ["me: Band@1599060360 Other@1599146760"])
        let bare = try EvaluationHistories(bytes: Array("2020-09-02 15:26,Band\n2020-09-03 15:26,Other\n".utf8), timeZone: Self.utc, person: "me")
        #expect(orders(bare) == orders(named))
        // A person column the file has is not read: every record is the one person's.
        let two = try EvaluationHistories(bytes: Array(Self.table.utf8), timeZone: Self.utc, person: "me")
        #expect(two.histories.map(\.person) == ["me"] && two.histories[0].donations.count == 3)
    }

    /// Strings are text ("NA" too), null is no value (its record skipped, counted with the line
    /// it is on), escapes read, and a line break inside a string moves no later line.
    @Test func valuesAreReadAsJSONMeansThem() throws {
        let text = """
            {"person": "NA", "date": "2026-11-02T12:00", "shortcut": "caf\\u00e9 \\ud83c\\udf72 \\"large\\"\\nsoup"}
            {"person": null, "date": "2026-11-02T13:00", "shortcut": "salad"}
            {"person": "bob", "date": "2026-11-02T14:00", "shortcut": null}
            """
        let read = try read(text)
        #expect(read.histories.map(\.person) == ["NA"])
        #expect(read.histories.first?.donations.first?.key == "café 🍲 \"large\"\nsoup")
        #expect(read.skipped.records == 2 && read.skipped.firstLine == 2)
        let late = failure(
            """
            {"person": "ann", "date": "2026-11-02T12:00", "shortcut": "two\\nlines\\r\\nand\\rmore"}
            {"person": "ann", "date": "2026-11-03T12:00", "shortcut": "soup"}
            {"person": "ann", "date": "yesterday", "shortcut": "soup"}
            """)
        #expect(late?.line == 3 && late?.message.hasPrefix("'yesterday' is not an ISO 8601 date") == true, "\(String(describing: late))")
        // In an array written over many lines, the line its object starts on.
        let pretty = failure(
            "[\n  {\"person\": \"ann\",\n   \"date\": \"2026-11-02T12:00\",\n   \"shortcut\": \"soup\"},\n  {\"person\": \"ann\",\n   \"date\": \"soon\", \"shortcut\": \"x\"}\n]"
        )
        #expect(pretty?.line == 5, "\(String(describing: pretty))")
    }

    /// JSON that is not what a table is made of, or not JSON at all, is refused with the line
    /// and what was found; a file whose first character opens no object or array is a table.
    @Test func whatIsNoTableIsRefusedSayingWhy() throws {
        let cases: [(String, Int, String)] = [
            (
                "{'user': 'a', 'date': '2020'}\n", 1,
                "expected a key in double quotes, found “'” (JSON writes strings in double quotes: this looks like Python's"
            ),
            (
                "{\"a\": 1, \"b\": 2}\n{\"a\": 3}\n", 1,
                "its records have only the keys “a”, “b”, where an order needs a person, a date and a shortcut"
            ),
            ("{\"a\": 1, \"b\": 2, \"c\": 3}", 1, "its records' keys (a, b, c) name no person, date or shortcut; JSON is read by its keys' names"),
            ("{\"user\": \"a\"}\n\n[1]\n", 3, "expected an object, as the file's first is, found an array"),
            ("[{\"user\": \"a\"}, 2]", 1, "expected an object in the array, found a number"),
            ("[{\"user\": \"a\"}]\n{\"x\": 1}", 2, "expected the end of the file after the array, found an object"),
            ("{\"user\": \"a\" \"date\": 1}", 1, "expected “,” or “}”, found “\"”"),
            ("{\"user\": \"a\nb\"}", 1, "a string is not closed on its line"),
            ("{\"user\": \"a\\q\"}", 1, "'\\q' is no escape JSON has"),
            ("{\"user\": 01}", 1, "expected a value, found “01”"),
            ("{\"user\": \"a\"", 1, "expected “,” or “}”, found the end of the file"),
            (String(repeating: "[", count: 100_000), 1, "its values are nested more than 64 deep"),
            ("\"just text\"", 1, "expected person,date,shortcut[,kind], found 1 field"),
        ]
        for (text, line, message) in cases {
            let refused = failure(text)
            #expect(refused?.line == line, "\(text): \(String(describing: refused))")
            #expect(refused?.message.contains(message) == true, "\(text): \(refused?.message ?? "read")")
        }
        #expect(try read("[]").histories.isEmpty)
        // Tabs in strings, as lenient writers leave them, are read.
        #expect(
            try read("{\"person\": \"a\\tb\", \"date\": \"2026-11-02T12:00\", \"shortcut\": \"x\ty\"}").histories.first?.donations.first?.key
                == "x\ty")
    }

    /// Google Takeout's browser history (`{"Browser History": [...]}`) keeps each visit's time in
    /// microseconds since 1970 (`time_usec`, 16 digits): its date, read with --person.
    @Test func aBrowsersHistoryIsDatedByItsMicroseconds() throws {
        let text = """
            {"Browser History": [
              {"page_transition": "LINK", "title": "Weather", "url": "https://example.com/w", "client_id": "wxpw==", "time_usec": 1690438153257181},
              {"page_transition": "TYPED", "title": "News", "url": "https://example.com/n", "client_id": "wxpw==", "time_usec": 1690524553000000}
            ]}
            """
        let mine = try EvaluationHistories(bytes: Array(text.utf8), timeZone: Self.utc, person: "me")
        #expect(mine.columnNames?.date == "time_usec" && mine.columnNames?.shortcut == "title")
        #expect(orders(mine) == ["me: News@1690524553 Weather@1690438153"] || orders(mine) == ["me: Weather@1690438153 News@1690524553"])
        let instant = try #require(EvaluationHistories.unixMicroseconds("1690438153257181")?.timeIntervalSince1970)
        #expect(abs(instant - 1_690_438_153.257181) < 0.000_01)
        #expect(EvaluationHistories.unixMicroseconds("179508960000000") == nil)
    }
}
