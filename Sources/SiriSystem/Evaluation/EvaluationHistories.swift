import Dates
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

/// Many people's order histories in one text file, for `soupchef eval --histories`: measuring the
/// model on thousands of real people without replaying each order through the stores.
///
/// CSV (RFC 4180), one order a record: `person,date,shortcut` or `person,date,shortcut,kind`;
/// tabs or semicolons may separate the fields instead of commas (`CSVRecords.Separator.of`
/// finds which from the first records).
/// `person` names the history (one data directory in soupchef's terms), `date` is an ISO 8601
/// date and time (`2017-01-05T08:30`, `2017-01-05 08:30:15.250`, `2017-01-05T08:30Z`,
/// `…+02:00`, or a day alone, read as its midnight) on the wall clock of the time zone unless it
/// gives its own offset (after a space too, `… UTC`), Unix time, or a day, month and year as
/// shops export them (`12/1/2010 8:26`, `21.07.2015`: `WrittenDate`, in the order the file's
/// dates decide), `shortcut` is any text naming what was ordered (the shortcut key),
/// `kind` an optional label to report people by, the same on every line of a person that gives
/// one (a person of two kinds is refused). A field in double quotes may hold commas, line
/// breaks and doubled quotes; unquoted fields are trimmed. Empty lines, rows of empty fields and
/// lines starting with `#` are skipped, and records with an empty person or shortcut are
/// skipped and counted (`skipped`). A first record of three fields or more whose date field has no digit, and none of whose fields is a date, is a header; when it names the
/// columns `person`, `date` and `shortcut` (and optionally `kind`), in any order, they are read
/// by name and other columns are ignored. Every order is an interaction donation; records need
/// not be sorted (orders of one person at the same time keep the file's order).
public struct EvaluationHistories: Sendable {
    public struct History: Sendable {
        public var person: String
        public var kind: String?
        public var donations: [EvaluationDonation]

        public init(person: String, kind: String?, donations: [EvaluationDonation]) {
            self.person = person
            self.kind = kind
            self.donations = donations
        }
    }

    public struct ParseError: Error, Sendable, CustomStringConvertible {
        public var line: Int
        public var message: String
        public var description: String { "line \(line): \(message)" }
    }

    /// People in order of first appearance.
    public var histories: [History]
    /// The header's names of the person, date and shortcut columns, when it named them otherwise
    /// than `person`, `date` and `shortcut` (`HeaderNames`); nil when it did not. The date may
    /// be two columns, a day's and its time's ("order_date + order_time").
    public private(set) var columnNames: (person: String, date: String, shortcut: String)?

    /// How a day and a month written before the year (`12/1/2010`, `21.07.2015`: `WrittenDate`)
    /// are read: the month first, as in the United States, or the day first.
    public enum DateOrder: String, Sendable, Hashable {
        case monthFirst, dayFirst

        /// `month/day/year`, with the file's own separator.
        public func pattern(_ separator: Character) -> String {
            self == .monthFirst ? "month\(separator)day\(separator)year" : "day\(separator)month\(separator)year"
        }
    }

    /// How a file's dates with a day and a month before the year were read.
    public struct WrittenDates: Sendable, Hashable {
        public var order: DateOrder
        /// The first such date's separator (`/`, `.` or `-`).
        public var separator: Character
        /// The first date that can only be read in `order`: its line and its text; nil when every
        /// such date could be read either way, and `/` was read month first (as in the United
        /// States), `.` and `-` day first.
        public var line: Int?
        public var text: String?
        /// Whether some had a two-digit year, read as spreadsheets read it: 00–29 in the 2000s,
        /// 30–99 in the 1900s.
        public var twoDigitYears: Bool
        /// Whether the file writes such dates with `/` and with `.` or `-` too: when no date
        /// decides the order, each is read in its own usual order.
        public var mixedSeparators = false
    }

    /// How the file's dates written day and month before the year were read; nil when it has none.
    public private(set) var writtenDates: WrittenDates?

    /// Records skipped because their person or their shortcut is empty (a purchase table's
    /// anonymous sales, a blank cell), and the line of the first.
    public private(set) var skipped: (records: Int, firstLine: Int?) = (0, nil)
    /// Of those, the records whose person is empty (a column that is empty throughout, such as a
    /// shop export's `Email`, is named by the message that no orders were read).
    public private(set) var emptyPersons = 0

    /// How the columns were found: by the header's names, by their contents (a file without a
    /// header: `HistoryColumnsByContent`), or by names with the date found by its contents (a
    /// header that names no date column, H&M's `t_dat`).
    public enum ColumnReading: String, Sendable {
        case names, contents, namesAndDateContents
    }

    /// How the columns were found; nil when read by position (or named `person`, `date`, `shortcut`).
    public private(set) var columnReading: ColumnReading?

    /// The header's name of a column of each record's minutes from UTC, when it has one: the
    /// hours of the week are then read on each record's own clock rather than `TZ`'s.
    public private(set) var clockOffsetColumn: String?

    /// When the file is not UTF-8 and was read as Windows-1252: the line and the value of its
    /// first byte that is not UTF-8.
    public private(set) var readAsWindows1252: (line: Int, byte: UInt8)?
    /// Whether the file was UTF-16 text with its byte order mark, read as such.
    public private(set) var readAsUTF16 = false
    /// The form of JSON the file was written in, when it was (`JSONTable`): each object a record,
    /// its keys the header's names.
    public private(set) var readAsJSON: JSONForm?

    /// The forms of JSON a file of histories may take (`JSONTable`), each named as messages name it.
    public enum JSONForm: String, Sendable {
        case lines = "JSON lines"
        case array = "JSON array"
        case columns = "JSON columns"
        case split = "JSON split"
        case arrayInObject = "JSON array in an object"
        case index = "JSON index"
        case rows = "JSON rows"
    }

    /// The person every record was read as (`init(bytes:timeZone:person:)`), when one was given.
    public private(set) var onePerson: String?

    /// The key of the object the records were under, when they were (`JSONForm.arrayInObject`).
    public private(set) var jsonRecordsKey: String?

    /// The names a header may give the columns besides person, date and shortcut, as data sets
    /// name them, each compared in lower case without spaces or punctuation (`Customer ID`,
    /// `customer_id`), in order of preference.
    public enum HeaderNames {
        public static let person = [
            "person", "personid", "user", "userid", "customeruniqueid", "customer", "customerid", "client", "clientid", "household", "householdid",
            "householdkey", "member", "memberid", "membernumber", "visitor", "visitorid", "account", "accountid", "card", "cardid",
            "cardnumber", "loyaltycard", "customerno", "customernumber", "customercode", "custid", "shopper", "shopperid", "buyer",
            "buyerid", "consumer", "consumerid", "subscriberid", "guestid", "patronid", "uid", "email", "customeremail", "emailaddress",
            "useremail", "steamid", "authorsteamid",
        ]
        /// When no column has one of the person's names: the first whose name starts with a word
        /// for a person and ends as an identifier or a name does (`customer_name`, `CustomerNo`,
        /// `cust_ref`), never one that only describes the person (`customer_city`, `user_agent`).
        public static let personBeginnings = [
            "customer", "cust", "user", "client", "member", "household", "visitor", "account", "shopper", "buyer", "consumer",
            "subscriber", "guest", "patron", "card", "reviewer", "listener", "viewer", "reader", "player", "rider", "passenger",
            "student", "patient",
        ]
        public static let personEndings = ["id", "key", "no", "number", "code", "ref", "name"]
        /// A date and time in one column.
        public static let instant = [
            "datetime", "timestamp", "orderdatetime", "createdat", "eventtime", "checkintime", "ts", "orderedat", "purchasedat",
            "occurredat", "loggedat", "timestampms",
        ]
        /// A day, which a time column may complete.
        public static let day = [
            "invoicedate", "orderdate", "transactiondate", "purchasedate", "date", "transactiondt", "orderdt", "purchasedt", "invoicedt",
        ]
        /// A time: of the day beside a day column, else taken as a date and time.
        public static let clock = ["time", "ordertime", "transactiontime", "purchasetime", "invoicetime"]
        /// Each record's own clock: its minutes from UTC (the Foursquare check-ins' `timezoneOffset`,
        /// beside a `utcTimestamp`), which its hour of the week is read on instead of `TZ`'s.
        public static let clockOffset = ["timezoneoffset", "tzoffset", "utcoffset", "timezoneoffsetminutes", "utcoffsetminutes"]
        public static let shortcut = [
            "shortcut", "item", "itemname", "itemdescription", "product", "productname", "itemid", "productid", "sku", "stockcode",
            "article", "category", "venue", "venueid", "action", "intent", "description", "dish", "drink", "beverage", "meal", "event",
            "eventname", "place", "placeid", "locationid", "poi", "poiid", "asin", "isbn", "barcode", "upc", "ean", "gtin",
            // Last: what a film, a book, a video or a song is called.
            "title", "track", "song",
        ]
        /// When no column has one of the shortcut's names: the first whose name ends so
        /// (`coffee_name`, `menu_item`, `drink_product`), unless it names a person.
        public static let shortcutEndings = ["item", "product", "sku", "name"]
        /// Likewise for the date when no column has one of its names: a date and time
        /// (`order_purchase_timestamp`), else a day (`sale_date`).
        public static let instantEndings = ["timestamp", "datetime"]
        public static let dayEndings = ["date"]
        /// Last for the date: a column whose name ends in `time` (`unixReviewTime`).
        public static let timeEndings = ["time"]
        /// Last for the shortcut: a column whose name ends as an identifier (`movieId`,
        /// `business_id`), unless it identifies a record rather than what it is about
        /// (`order_id`, `review_id`, `session_id`).
        public static let identifierEndings = ["id"]
        public static let recordBeginnings = [
            "order", "transaction", "invoice", "basket", "session", "receipt", "ticket", "review", "rating", "trip", "visit", "cart",
            "payment", "row", "line", "record", "shipment", "purchase", "sale", "booking", "checkin",
        ]
        static let personNamed = ["customername", "username", "firstname", "lastname", "fullname", "membername", "clientname", "accountname"]

        /// The roles a header's names give columns, each role's column as the header writes it:
        /// what an error says when the header names some of them but not all.
        static func roles(in header: [String]) -> [String: String] {
            let plain = header.map(Self.plain)
            func first(_ names: [String], _ endings: [String] = [], orWords: Bool = false) -> String? {
                if let index = plain.firstIndex(where: { names.contains($0) }) { return header[index] }
                if let index = plain.firstIndex(where: { name in endings.contains { name.hasSuffix($0) && !personNamed.contains(name) } }) {
                    return header[index]
                }
                if orWords, let index = personByWords(plain) { return header[index] }
                return nil
            }
            var roles: [String: String] = [:]
            roles["person"] = first(person, orWords: true)
            roles["date"] = first(instant + day + clock, instantEndings + dayEndings + timeEndings)
            roles["shortcut"] = first(shortcut, shortcutEndings) ?? plain.firstIndex(where: namesWhatItIsAbout).map { header[$0] }
            return roles
        }

        /// Whether a column's name (as compared) ends as an identifier and names no record
        /// (`movieid`, not `orderid`), nor a person (`userid`, taken before this is asked).
        static func namesWhatItIsAbout(_ plain: String) -> Bool {
            plain.count > 2 && identifierEndings.contains { plain.hasSuffix($0) } && !recordBeginnings.contains { plain.hasPrefix($0) }
                && !namesPersonByWords(plain) && !person.contains(plain)
        }

        /// Whether a column's name (as compared) starts with a word for a person and ends as an
        /// identifier or a name does (`personBeginnings`, `personEndings`).
        static func namesPersonByWords(_ plain: String) -> Bool {
            personBeginnings.contains { plain.hasPrefix($0) } && personEndings.contains { plain.hasSuffix($0) }
        }

        /// The first column named so (`namesPersonByWords`) as an identifier is (`user.uid`,
        /// `cust_ref`), else the first named so as a name is (`customer_name`): a person's id
        /// before their given name, which others share (`user.first_name` of a check-in feed).
        static func personByWords(_ plain: [String]) -> Int? {
            plain.indices.first { namesPersonByWords(plain[$0]) && !plain[$0].hasSuffix("name") }
                ?? plain.indices.first { namesPersonByWords(plain[$0]) }
        }

        /// A name as compared: lower case, letters and digits only, without the type RecBole's
        /// atomic files write after a colon (`user_id:token`, `timestamp:float`).
        static func plain(_ name: String) -> String {
            var name = Substring(name.lowercased())
            if let colon = name.lastIndex(of: ":"), recBoleTypes.contains(String(name[name.index(after: colon)...]).trimmingWhitespace()) {
                name = name[..<colon]
            }
            return name.filter { $0.isLetter || $0.isNumber }
        }

        static let recBoleTypes: Set<String> = ["token", "token_seq", "float", "float_seq"]
    }

    /// Where each column is: by position, or by a header's names.
    private struct Columns {
        var person = 0, date = 1, shortcut = 2
        var kind: Int? = 3
        /// Columns named by a header: other columns may follow and are ignored.
        var named = false
        /// How many columns the header has (a record may not have more).
        var count = 4

        /// A time of day completing the date column (a header's `order_date` and `order_time`).
        var time: Int?
        /// Read by names other than person, date and shortcut (`HeaderNames`): the header's own.
        var synonyms: (person: String, date: String, shortcut: String)?
        /// How they were found, when not by position or by the plain names.
        var reading: ColumnReading?
        /// A column of each record's minutes from UTC (`HeaderNames.clockOffset`).
        var clockOffset: Int?

        /// The columns of a file without a header, by what the first records hold (two or more,
        /// of as many fields each), when the second column holds no dates or there are more than four: the first column of dates
        /// the date (the second when it is one), the first other column the person, the next
        /// the shortcut; the others are ignored, and there is no kind. Nil when the second
        /// column is a date and there are three or four columns (read by position), or when no
        /// column holds dates (the positional reading then says what is wrong).
        init?(contents rows: [[String]], codec: DateCodec) {
            // A table: two records or more, all of as many fields (a shortcut holding commas that
            // were not quoted makes records of different lengths, which position reports).
            let filled = rows.map { ($0.lastIndex { !$0.isEmpty } ?? 0) + 1 }
            guard rows.count >= 2, let widest = filled.first, widest >= 3, filled.allSatisfy({ $0 == widest }) else { return nil }
            let secondIsDate = rows.allSatisfy { $0.count > 1 && EvaluationHistories.looksLikeDate($0[1], codec: codec) }
            if secondIsDate && widest <= 4 { return nil }
            guard let date = secondIsDate ? 1 : EvaluationHistories.dateColumn(in: rows, codec: codec) else { return nil }
            // Neither of the other two a time of day (a sale's `Date,Time,…` with no person).
            let others = (0..<widest).filter { column in
                column != date && !rows.allSatisfy { column < $0.count && EvaluationHistories.looksLikeClock($0[column]) }
            }
            guard others.count >= 2 else { return nil }
            (person, self.date, shortcut) = (others[0], date, others[1])
            (kind, named, count, reading) = (nil, true, Int.max, .contents)
            synonyms = ("column \(person + 1)", "column \(date + 1)", "column \(shortcut + 1)")
        }

        /// The columns a header names, or nil when it names no person, date and shortcut: by
        /// those names, or else by the names data sets give them (`HeaderNames`).
        init?(header: [String], dateByContents: ([Int]) -> Int? = { _ in nil }, holdsDates: (Int) -> Bool = { _ in false }) {
            let names = header.map { $0.lowercased() }
            if let person = names.firstIndex(of: "person"), let date = names.firstIndex(of: "date"), let shortcut = names.firstIndex(of: "shortcut") {
                (self.person, self.date, self.shortcut) = (person, date, shortcut)
                // A time of day beside the date (`person,date,time,shortcut`) completes it.
                let plain = header.map(HeaderNames.plain)
                time = plain.indices.first { HeaderNames.clock.contains(plain[$0]) && ![person, date, shortcut].contains($0) }
            } else {
                let plain = header.map(HeaderNames.plain)
                func column(_ candidates: [String], besides taken: [Int]) -> Int? {
                    for name in candidates {
                        if let found = plain.indices.first(where: { plain[$0] == name && !taken.contains($0) }) { return found }
                    }
                    return nil
                }
                guard
                    let person = column(HeaderNames.person, besides: [])
                        ?? HeaderNames.personByWords(plain)
                else { return nil }
                // A date and time in one column; else a day, with its time when a column gives it;
                // else a time column alone, taken as a date and time; else a column whose name
                // ends as a date and time's does, or a day's.
                // Of the columns named as a date ends, the first whose first values are dates
                // (Amazon's `unixReviewTime` rather than its `reviewTime`, "09 13, 2009"), else the first.
                let byEnding = [HeaderNames.instantEndings, HeaderNames.dayEndings, HeaderNames.timeEndings].flatMap { endings in
                    plain.indices.filter { $0 != person && endings.contains(where: plain[$0].hasSuffix) }
                }
                var date = column(HeaderNames.instant, besides: [person])
                if date == nil, let day = column(HeaderNames.day, besides: [person]) {
                    date = day
                    time = column(HeaderNames.clock, besides: [person, day])
                }
                let clock = time
                let taken = { (date: Int) in [person, date] + (clock.map { [$0] } ?? []) }
                // Else the first column whose values are dates, past the person and a shortcut named
                // so (H&M's `t_dat`).
                let namedShortcut = column(HeaderNames.shortcut, besides: [person])
                var byContents = false
                let found =
                    date ?? column(HeaderNames.clock, besides: [person]) ?? byEnding.first(where: holdsDates) ?? byEnding.first
                guard
                    let date = found
                        ?? dateByContents([person] + (namedShortcut.map { [$0] } ?? [])).map({ column in
                            byContents = true
                            return column
                        }),
                    let shortcut = column(HeaderNames.shortcut, besides: taken(date))
                        ?? HeaderNames.shortcutEndings.lazy.compactMap({ ending in
                            // A column named for what it is (`coffee_name`, `Lineitem name`) before a bare
                            // `name`, which may be an order's (Shopify's `#1001`).
                            plain.indices.first { index in
                                !taken(date).contains(index) && !HeaderNames.personNamed.contains(plain[index])
                                    && plain[index].hasSuffix(ending) && plain[index] != ending
                            }
                        }).first
                        ?? plain.indices.first(where: { index in
                            !taken(date).contains(index) && HeaderNames.shortcutEndings.contains(plain[index])
                        })
                        ?? plain.indices.first(where: { index in
                            !taken(date).contains(index) && HeaderNames.namesWhatItIsAbout(plain[index])
                        })
                else { return nil }
                (self.person, self.date, self.shortcut) = (person, date, shortcut)
                synonyms = (header[person], header[date] + (time.map { " + " + header[$0] } ?? ""), header[shortcut])
                reading = byContents ? .namesAndDateContents : .names
            }
            (kind, named, count) = (names.firstIndex(of: "kind"), true, header.count)
            let plain = header.map(HeaderNames.plain)
            let taken = [person, date, shortcut] + (time.map { [$0] } ?? [])
            clockOffset = plain.indices.first { HeaderNames.clockOffset.contains(plain[$0]) && !taken.contains($0) }
        }

        init() {}

        var needed: Int { max(person, date, shortcut, time ?? 0) + 1 }
    }

    /// The names a header kept in one cell holds, split as a record of the file is (three or more,
    /// none of them empty); nil for a cell that is no such header.
    static func namesInOneCell(_ cell: String, separator: CSVRecords.Separator) -> [String]? {
        guard cell.utf8.contains(separator.rawValue) else { return nil }
        var names: [String]?
        do throws(ParseError) {
            try CSVRecords.read(cell, separator: separator) { record in if names == nil { names = record.fields } }
        } catch { return nil }
        guard let names, names.count >= 3, !names.contains(where: \.isEmpty) else { return nil }
        return names
    }

    /// Why JSON records whose keys do not name a person, a date and a shortcut cannot be read:
    /// which they name, which not, and how to name them.
    static func keysNameNoOrder(_ keys: [String], onePerson: Bool, lists: [String] = []) -> String {
        let keys = onePerson ? Array(keys.dropFirst()) : keys
        let found = HeaderNames.roles(in: keys)
        let roles = onePerson ? ["date", "shortcut"] : ["person", "date", "shortcut"]
        let named = roles.compactMap { role in found[role].map { "the \(role) (\($0))" } }
        let missing = roles.filter { found[$0] == nil }
        let shown = keys.prefix(8).joined(separator: ", ") + (keys.count > 8 ? ", …" : "")
        return "its records' keys (\(shown)) "
            + (named.isEmpty
                ? "name no \(Self.either(missing))"
                : "name \(named.joined(separator: " and ")) but no \(Self.either(missing))")
            + "; JSON is read by its keys' names, so rename them (person, date, shortcut)"
            + (missing.contains("person") && missing.count == 1
                ? ", or, for a file of one person's records (an export such as Spotify's), read it with --person NAME" : "")
            + (lists.isEmpty
                ? ""
                : "; the lists of objects in its records (\(lists.prefix(4).joined(separator: ", "))) are not read: give each item a record"
                    + " of its own (with jq, `.\(lists[0])[]` beside the record's keys)")
    }

    /// "person, date or shortcut", "date or shortcut", "person".
    static func either(_ words: [String]) -> String {
        words.count <= 2 ? words.joined(separator: " or ") : words.dropLast().joined(separator: ", ") + " or " + words.last!
    }

    /// What data tools write, unquoted, for a missing value: R's `NA`, MySQL's `\N`, `NULL`.
    static let missingMarkers: Set<String> = ["NA", "\\N", "NULL"]

    public init(text: String, timeZone: Zone, person: String? = nil) throws {
        try self.init(bytes: Array(text.utf8), timeZone: timeZone, person: person)
    }

    /// The histories of a file's bytes. Text that is not UTF-8 is read as Windows-1252, as
    /// Western spreadsheets save it (every byte a character of its own, so no two shortcuts
    /// become one), and said so (`readAsWindows1252`); bytes that are no text at all (control
    /// characters other than tabs and line ends) are refused with the line of the first byte that
    /// is not UTF-8, rather than read with replacement characters.
    ///
    /// UTF-16 with its byte order mark (a spreadsheet's "Unicode text") is read as such and said
    /// so (`readAsUTF16`); without its mark, or with a lone surrogate, it is refused.
    ///
    /// `person`, when given, is every record's person (a file of one person's history, which has
    /// no person column): the records are read as if a first column held that name, headed
    /// `person` (`onePerson`).
    public init(bytes given: [UInt8], timeZone: Zone, person: String? = nil) throws {
        if let text = Self.utf16(given) {
            try self.init(reading: text, timeZone: timeZone, person: person)
            readAsUTF16 = true
            return
        }
        if let format = Self.otherFormat(given) { throw ParseError(line: 1, message: format) }
        var bytes = given
        if let offset = CSVRecords.firstInvalidUTF8(bytes) {
            // Lines counted as `CSVRecords` counts them: LF, CRLF or a lone CR.
            let line = 1 + (0..<offset).filter { bytes[$0] == 0x0A || (bytes[$0] == 0x0D && bytes[$0 + 1] != 0x0A) }.count
            guard bytes.contains(where: { $0 < 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D || $0 == 0x7F }) else {
                bytes = Self.windows1252(bytes)
                try self.init(reading: bytes, timeZone: timeZone, person: person)
                readAsWindows1252 = (line, given[offset])
                return
            }
            let byte = "0x" + String(bytes[offset], radix: 16, uppercase: true)
            throw ParseError(
                line: line,
                message: "byte \(byte) is not UTF-8 text, and the file holds control characters, so it is no text table; save it as"
                    + " UTF-8 text (for example `iconv -f WINDOWS-1252 -t UTF-8` for a spreadsheet's Western text)")
        }
        try self.init(reading: bytes, timeZone: timeZone, person: person)
    }

    /// The histories of UTF-8 text's bytes: a table, or JSON (`JSONTable`) read as one.
    private init(reading given: [UInt8], timeZone: Zone, person: String?) throws {
        guard JSONTable.looksLikeJSON(given) else {
            try self.init(table: given, timeZone: timeZone, person: person.map { ($0, nil) })
            return
        }
        let json = try JSONTable(bytes: given)
        if let first = json.records.first, json.names.count < (person == nil ? 3 : 2) {
            let keys = json.names.map { "“\($0)”" }.joined(separator: ", ")
            throw ParseError(
                line: first.line,
                message: "its records have \(json.names.isEmpty ? "no keys" : "only the keys \(keys)"), where an order needs "
                    + (person == nil ? "a person, a date and a shortcut" : "a date and a shortcut")
                    + (person == nil && json.names.count == 2 ? " (a file of one person's records is read with --person NAME)" : ""))
        }
        let (table, lines) = json.csv()
        try self.init(
            table: table, timeZone: timeZone, separator: .comma, lines: lines, keysFirst: !json.headless,
            person: person.map { ($0, json.headless ? nil : true) }, lists: json.lists)
        readAsJSON = json.form
        jsonRecordsKey = json.recordsKey
    }

    /// The histories of a table's UTF-8 bytes. `lines`, when given, is the line of the file each
    /// line of `text` comes from (a table made of JSON: `JSONTable.csv()`), which messages name.
    ///
    /// `keysFirst`: the first record is the names (JSON's keys), whatever it holds. `person`:
    /// every record's person, and whether the first record is a header (nil: a header when none
    /// of its fields is a date, as a header's never is).
    private init(
        table text: [UInt8], timeZone: Zone, separator known: CSVRecords.Separator? = nil, lines: [Int]? = nil, keysFirst: Bool = false,
        person onePerson: (name: String, header: Bool?)? = nil, lists: [String] = []
    ) throws {
        // MovieLens' `user::item::rating::time`: the same, separated by tabs.
        // Excel's first line `sep=;` names the separator; it is no record.
        let (declared, undeclared) = known.map { (Optional($0), text) } ?? Self.separatorLine(text)
        let bytes = Self.doubleColonsAsTabs(undeclared) ?? undeclared
        let codec = DateCodec(timeZone: timeZone)
        var order: [String] = []
        var byPerson: [String: History] = [:]
        var columns = Columns()
        var first = true
        // One copy of each shortcut's text, shared by all its orders: a million orders of a few
        // hundred shortcuts hold a few hundred strings, not a million.
        var keys: [String: String] = [:]
        // The line where each person's kind was first given.
        var kindLines: [String: Int] = [:]
        // A header read as no names: what an error in the positional columns then points at.
        var unnamedHeader: [String]?
        // The header, as read: a record equal to it is the header again, not an order.
        var header: [String]?
        var synonymsRead: (person: String, date: String, shortcut: String)?
        // Dates with a day and a month before the year (`WrittenDate`): the first that decided
        // their order, the separator of the first, and those read before the order was decided
        // (each read in its separator's usual order, and read again if the file decides otherwise).
        var decidedOrder: (order: DateOrder, line: Int, text: String)?
        var skippedRecords: (records: Int, firstLine: Int?) = (0, nil)
        var writtenSeparator: Character?
        var mixedSeparators = false
        var shortYears = false
        var pending: [(person: String, index: Int, date: WrittenDate, text: String, line: Int, offset: Int?)] = []
        var offsetColumn: String?
        let utc = Zone(identifier: "UTC")!
        /// The hour of the week on the record's own clock, when it gives its minutes from UTC.
        func weekHour(_ date: Date, offset: Int?) -> WeekHour {
            offset.map { WeekHour(date.addingTimeInterval(Double($0) * 60), in: utc) } ?? WeekHour(date, in: timeZone)
        }
        func readWritten(_ written: WrittenDate, _ order: DateOrder, _ text: String, _ line: Int) throws(ParseError) -> Date {
            let column = synonymsRead.map { " (the column \($0.date), read as the date by its name)" } ?? ""
            guard let iso = written.iso(order) else {
                throw ParseError(line: line, message: "'\(text)'\(column) is no date read \(order.pattern(written.separator))")
            }
            do throws(DateCodec.ReadError) { return try codec.read(iso) } catch {
                throw ParseError(
                    line: line,
                    message: "'\(text)'\(column) "
                        + (error == .notISO8601 ? "is no date read \(order.pattern(written.separator))" : error.reason))
            }
        }
        func positional(_ message: String) -> String {
            guard let header = unnamedHeader else { return message }
            // Which roles the header did name, so that the message says which one is missing.
            let found = HeaderNames.roles(in: header)
            let named = ["person", "date", "shortcut"].compactMap { role in found[role].map { "the \(role) (\($0))" } }
            let missing = ["person", "date", "shortcut"].filter { found[$0] == nil }
            let which =
                named.isEmpty
                ? "does not name the columns person, date and shortcut"
                : "names \(named.joined(separator: " and ")) but no \(missing.joined(separator: " or ")) column"
            return message
                + "; the header (\(header.joined(separator: ","))) \(which),"
                + " so they are read in that order: name them in the header to read them in any order"
        }
        let separator = declared ?? CSVRecords.Separator.of(bytes)
        // The first records, for what the columns hold where no name says.
        // With one person, a first column holding their name, as the records get it below.
        let samples = Self.sample(bytes, separator: separator).map { (onePerson.map { [$0.name] } ?? []) + $0 }
        var columnReading: ColumnReading?
        var emptyPersonRecords = 0
        // "(a field holding a comma goes in double quotes)", or a tab, or a semicolon.
        let quoteHint = "a field holding a \(separator.name) goes in double quotes"
        try CSVRecords.read(bytes: bytes, separator: separator) { (read) throws(ParseError) in
            var record = read
            if let lines { record.line = lines[min(record.line, lines.count - 1)] }
            var fields = record.fields
            // A header saved as one quoted cell holding the names (`"transaction_id,""date"",…"`, as
            // a sheet read with another separator and saved again writes it): its names are inside.
            if first, fields.count == 1, let inner = Self.namesInOneCell(fields[0], separator: separator) { fields = inner }
            // A row of empty cells, as spreadsheets export a blank row.
            if fields.allSatisfy(\.isEmpty) { return }
            // One person's file: their name first, `person` over a header (a first record none of
            // whose fields holds a digit, as a date's does), which is then read as a header.
            var onePersonsHeader: Bool?
            if let onePerson {
                let isHeader =
                    first && fields.count >= 2
                    && (onePerson.header ?? !fields.contains { $0.unicodeScalars.contains { ("0"..."9").contains($0) } })
                fields.insert(isHeader ? "person" : onePerson.name, at: 0)
                onePersonsHeader = isHeader
            }
            defer { first = false }
            // JSON's first record is its keys (unless it was rows of values); a table's first is a
            // header when its date field has no digit.
            if first, fields.count >= 3,
                onePersonsHeader
                    ?? (keysFirst
                        || (!fields[columns.date].unicodeScalars.contains(where: { ("0"..."9").contains($0) })
                            // A header holds no date (a row of `person,item,date` is none).
                            && !fields.contains(where: { Self.looksLikeDate($0, codec: codec) })))
            {
                // Only the header's columns: a record may have more, which no name covers.
                let rows = samples.dropFirst().map { Array($0.prefix(fields.count)) }
                let holdsDates = { (column: Int) in
                    !rows.isEmpty && rows.allSatisfy { column < $0.count && Self.looksLikeDate($0[column], codec: codec) }
                }
                if let named = Columns(
                    header: fields, dateByContents: { Self.dateColumn(in: rows, besides: Set($0), codec: codec) }, holdsDates: holdsDates)
                {
                    columns = named
                    offsetColumn = named.clockOffset.map { fields[$0] }
                    synonymsRead = named.synonyms
                    columnReading = named.reading
                } else if keysFirst {
                    // JSON is read by its keys' names: their order says nothing.
                    throw ParseError(line: record.line, message: Self.keysNameNoOrder(fields, onePerson: onePerson != nil, lists: lists))
                } else {
                    unnamedHeader = fields
                }
                header = fields
                return
            }
            // No header: the columns by what the first records hold, where position would not do.
            if first, let byContents = Columns(contents: samples, codec: codec) {
                columns = byContents
                synonymsRead = byContents.synonyms
                columnReading = .contents
            }
            if columns.named {
                let filled = (fields.lastIndex { !$0.isEmpty } ?? 0) + 1
                guard fields.count >= columns.needed, filled <= columns.count else {
                    throw ParseError(
                        line: record.line,
                        message: columnReading == .contents
                            ? "expected at least \(columns.needed) fields, as the first records have, found \(Self.count(fields.count, "field"))"
                            : "expected the header's \(columns.count) columns, found \(Self.count(fields.count, "field"))"
                                + (filled > columns.count ? " (\(quoteHint))" : ""))
                }
            } else {
                // Empty cells after the last one (a spreadsheet's blank columns) are no fields.
                let filled = (fields.lastIndex { !$0.isEmpty } ?? 0) + 1
                guard fields.count == 3 || fields.count == 4 || (fields.count > 4 && (3...4).contains(filled)) else {
                    throw ParseError(
                        line: record.line,
                        message: positional(
                            "expected person,date,shortcut[,kind]"
                                + (separator == .comma ? "" : " (\(separator.name)-separated)")
                                + ", found \(Self.count(fields.count, "field")) (\(quoteHint))"))
                }
            }
            // A header written again (part files of one export put end to end): not an order.
            if let header, fields == header { return }
            // What data tools write for a missing value, unquoted: R's NA, MySQL's \N, NULL. A
            // quoted "NA" is text.
            func value(_ column: Int) -> String {
                let text = fields[column]
                return !record.isQuoted(column) && Self.missingMarkers.contains(text) ? "" : text
            }
            let person = value(columns.person)
            var shortcut = value(columns.shortcut)
            if let shared = keys[shortcut] { shortcut = shared } else { keys[shortcut] = shortcut }
            // An order nobody can be credited with, or of nothing named: not a history's.
            guard !person.isEmpty, !shortcut.isEmpty else {
                skippedRecords = (skippedRecords.records + 1, skippedRecords.firstLine ?? record.line)
                if person.isEmpty { emptyPersonRecords += 1 }
                return
            }
            let date: Date
            // A day and its time from two columns, when the header names them so and the day
            // holds no time of its own.
            var dateText = fields[columns.date]
            if let time = columns.time, !fields[time].isEmpty { dateText = Self.joined(day: dateText, clock: fields[time]) }
            var pendingWritten: WrittenDate?
            if let instant = Self.unixTime(dateText) {
                date = instant
            } else {
                // ISO 8601 first (read with a zone written after a space as ISO 8601 writes it);
                // else a day, a month and a year as shops write them. Named in messages as the
                // file writes it.
                let iso: Result<Date, DateCodec.ReadError>
                do throws(DateCodec.ReadError) { iso = .success(try codec.read(Self.zoneWrittenApart(dateText))) } catch { iso = .failure(error) }
                switch iso {
                case .success(let instant):
                    date = instant
                case .failure(let error):
                    // Year first, but not quite ISO 8601 (`2012-4-3 6:00 PM`), or the month in words
                    // (`Tue Apr 03 18:00:09 +0000 2012`, `03-Apr-2012`).
                    if let named = Self.isoLoosely(dateText) ?? MonthNameDate.iso(dateText) {
                        do throws(DateCodec.ReadError) { date = try codec.read(named) } catch {
                            throw ParseError(line: record.line, message: positional("'\(dateText)' \(error.reason)"))
                        }
                        break
                    }
                    guard let written = WrittenDate.parse(dateText) else {
                        // Which column it is, when the header's names chose it.
                        let column = synonymsRead.map { " (the column \($0.date), read as the date by its name)" } ?? ""
                        throw ParseError(
                            line: record.line,
                            message: positional(
                                "'\(dateText)'\(column) \(error.reason)"
                                    // The forms a date may take, unless a header read by position
                                    // is the likelier cause (said after it).
                                    + (error == .notISO8601 && unnamedHeader == nil
                                        ? " (YYYY-MM-DD, or YYYY-MM-DDTHH:MM[:SS] optionally with Z or an offset; a day, month and"
                                            + " year as 12/31/2010 8:26, 31.12.2010, 31-12-10 or 31-12-2010 18:05:11; the month in words,"
                                            + " as Apr 3, 2012 6:00 PM or Tue Apr 03 18:00:09 +0000 2012; or Unix time,"
                                            + " seconds since 1970 in 9 or 10 digits, milliseconds in 12 or 13)" : "")))
                    }
                    // A day and a month before the year: read as the file's dates decide.
                    if let order = written.order {
                        if let decided = decidedOrder, decided.order != order {
                            throw ParseError(
                                line: record.line,
                                message: "'\(dateText)' can only be read \(order.pattern(written.separator)), but line \(decided.line)'s"
                                    + " '\(decided.text)' only \(decided.order.pattern(written.separator)); write the file's dates in one"
                                    + " order (ISO 8601, YYYY-MM-DD, is never ambiguous)")
                        }
                        if decidedOrder == nil { decidedOrder = (order, record.line, dateText) }
                    }
                    // A year written first is never ambiguous: nothing to say of the order.
                    if !written.yearFirst {
                        if writtenSeparator == nil { writtenSeparator = written.separator }
                        if (written.separator == "/") != (writtenSeparator == "/") { mixedSeparators = true }
                        if written.twoDigitYear { shortYears = true }
                    }
                    let order = decidedOrder?.order ?? (written.separator == "/" ? .monthFirst : .dayFirst)
                    date = try readWritten(written, order, dateText, record.line)
                    if decidedOrder == nil && !written.yearFirst { pendingWritten = written }
                }
            }
            let kind = columns.kind.flatMap { $0 < fields.count && !fields[$0].isEmpty ? fields[$0] : nil }
            if byPerson[person] == nil {
                order.append(person)
                byPerson[person] = History(person: person, kind: nil, donations: [])
            }
            if let kind {
                // A kind labels a person: a person of two kinds is most often a column that is
                // not a kind at all (a price, a quantity) read as one.
                if let known = byPerson[person]?.kind {
                    guard known == kind else {
                        let column = columns.named ? "the kind column" : "a fourth column"
                        throw ParseError(
                            line: record.line,
                            message: positional(
                                "person '\(person)' is of kind '\(kind)' here but '\(known)' on line \(kindLines[person] ?? 0);"
                                    + " \(column) is read as each person's kind, the same on all their lines"))
                    }
                } else {
                    byPerson[person]?.kind = kind
                    kindLines[person] = record.line
                }
            }
            // Minutes from UTC, as check-in data sets give them (at most a day either way).
            let offset = columns.clockOffset.flatMap { $0 < fields.count ? Int(fields[$0]) : nil }.flatMap { abs($0) <= 1_440 ? $0 : nil }
            if let pendingWritten, let count = byPerson[person]?.donations.count {
                pending.append((person, count, pendingWritten, dateText, record.line, offset))
            }
            byPerson[person]?.donations.append(
                EvaluationDonation(key: shortcut, source: .interaction, date: date, weekHour: weekHour(date, offset: offset)))
        }
        // The dates read before the file's order was known, read again in it.
        if let decidedOrder {
            for (person, index, written, text, line, offset) in pending
            where decidedOrder.order != (written.separator == "/" ? .monthFirst : .dayFirst) {
                let date = try readWritten(written, decidedOrder.order, text, line)
                byPerson[person]?.donations[index].date = date
                byPerson[person]?.donations[index].weekHour = weekHour(date, offset: offset)
            }
        }
        if let writtenSeparator {
            writtenDates = WrittenDates(
                order: decidedOrder?.order ?? (writtenSeparator == "/" ? .monthFirst : .dayFirst), separator: writtenSeparator,
                line: decidedOrder?.line, text: decidedOrder?.text, twoDigitYears: shortYears,
                mixedSeparators: decidedOrder == nil && mixedSeparators)
        }
        histories = order.compactMap { byPerson[$0] }
        // The columns as the file numbers them, without the one that holds the person's name.
        if onePerson != nil, columnReading == .contents, let read = synonymsRead {
            func own(_ name: String) -> String { Int(name.dropFirst("column ".count)).map { "column \($0 - 1)" } ?? name }
            synonymsRead = (read.person, own(read.date), own(read.shortcut))
        }
        columnNames = synonymsRead
        self.onePerson = onePerson?.name
        self.columnReading = columnReading
        clockOffsetColumn = offsetColumn
        emptyPersons = emptyPersonRecords
        skipped = skippedRecords
    }

    /// How close, in seconds, an order must follow the one before it to be read as a line of
    /// the same basket (`joinBaskets(within:)`) unless told otherwise.
    public static let basketGapSeconds = 60

    /// Puts each basket at one instant: an order at most `seconds` after the one before it (the
    /// person's orders in date order, the file's order for equal dates) is read as a line of the
    /// same basket, dated at that basket's first order (its weekday and hour too). A purchase
    /// table that spreads a basket's lines over seconds (a scanner's log, or a converter that
    /// keeps the lines' order so) then reads as the same table written one time a basket, which
    /// is how the model tells a basket's next line from the next basket (docs/real-histories.md,
    /// "Line by line"). 0 reads every time as it is. Returns how many orders were moved.
    @discardableResult
    public mutating func joinBaskets(within seconds: Int) -> Int {
        guard seconds > 0 else { return 0 }
        var moved = 0
        for index in histories.indices {
            let ordered = EvaluationDonation.inDateOrder(histories[index].donations)
            let near = ordered.indices.dropFirst().filter { ordered[$0].date.timeIntervalSince(ordered[$0 - 1].date) <= Double(seconds) }
            guard !near.isEmpty else {
                histories[index].donations = ordered
                continue
            }
            var joined = ordered
            for line in near {
                if ordered[line].date != joined[line - 1].date { moved += 1 }
                joined[line].date = joined[line - 1].date
                joined[line].weekHour = joined[line - 1].weekHour
            }
            histories[index].donations = joined
        }
        return moved
    }

    /// The file `init(text:timeZone:)` reads back as these histories: a header, then every order
    /// in the people's order, dates to the second on the zone's wall clock. Exact where the zone's
    /// clock never repeats an hour (UTC, or a history outside the hour clocks go back); a field
    /// that would not read back as itself is quoted.
    public static func text(_ histories: [History], timeZone: Zone) -> String {
        func field(_ text: String) -> String { CSVRecords.field(text) }
        var text = "person,date,shortcut,kind\n"
        for history in histories {
            let person = field(history.person)
            let kind = history.kind.map(field) ?? ""
            for donation in history.donations {
                let date = timeZone.wallClock(donation.date).iso
                text += "\(person),\(date),\(field(donation.key)),\(kind)\n"
            }
        }
        return text
    }
}
