import Dates
import SiriSystem

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
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
    /// How many of the skipped records had an empty shortcut (and a person).
    public private(set) var emptyShortcuts = 0
    /// How many of the skipped records had no date (`NULL`, `N/A`, an empty cell: `missingDate`),
    /// and a person and a shortcut.
    public private(set) var emptyDates = 0
    /// Records read as orders that repeat an earlier record exactly, every field alike (the same
    /// person, date and shortcut, and the other columns too), and the line of the first. They are
    /// read as they are, since a basket may hold one product on two lines (UCI's Online Retail
    /// repeats about 5,000 so); but copies (part files that overlap, a table exported twice) make
    /// each order its own basket's next line, which the model then predicts, so they are counted.
    public private(set) var repeated: (records: Int, firstLine: Int?) = (0, nil)
    /// How many orders were read: every person's, repeated records included.
    public var orders: Int { histories.reduce(0) { $0 + $1.donations.count } }
    /// When a column read by position is each person's kind (no header, or one that names no
    /// columns): the file's name for it, `column 4` or `column 4 (segment)`. Nil when the header
    /// names it `kind`, or no record gives one.
    public private(set) var kindColumn: String?
    /// With `--person`, a file without a header whose shortcut, found by what the columns hold,
    /// keeps each of its values to one run of records, the dates starting over between runs: as a
    /// file of many people sorted by person looks, its people read as what was ordered. What a
    /// warning says (the reading stands: one person's file sorted by what was ordered looks the same).
    public private(set) var shortcutInRuns: String?

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

    /// The header's name of a date column of days numbered from the data's first (the Complete
    /// Journey's `DAY`), read by `dayNumber`: day 1 is Monday, 1 January 2001. Nil for dates.
    public private(set) var dayNumberColumn: String?

    /// The header's name of a date column whose name says its times are UTC's (`utc_time`,
    /// `timestamp_gmt`), read so when they write no zone; nil otherwise.
    public private(set) var utcDateColumn: String?

    /// Whether a column's name says its times are UTC's: `utc` or `gmt` a word of it.
    static func namesUTC(_ name: String) -> Bool {
        let words = name.lowercased().split { !$0.isLetter }
        return words.contains { $0 == "utc" || $0 == "gmt" }
    }

    /// When the file is not UTF-8 and was read as Windows-1252: the line and the value of its
    /// first byte that is not UTF-8.
    public private(set) var readAsWindows1252: (line: Int, byte: UInt8)?
    /// When the file is not UTF-8 and was read as Japanese's or Chinese's own encoding
    /// (`eastAsianText`): its name, `Shift_JIS` or `GB18030`, and the line and the value of its
    /// first byte that is not UTF-8.
    public private(set) var readAsEastAsian: (encoding: String, line: Int, byte: UInt8)?
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

    /// What data tools write, unquoted, for a missing value: R's `NA`, MySQL's `\N`, `NULL`.
    static let missingMarkers: Set<String> = ["NA", "\\N", "NULL"]

    /// What stands for a missing date in a date column, quoted or not: an empty cell, the markers
    /// of `missingMarkers`, and what data tools write for a missing number or text (`null`,
    /// `NaN`, pandas' `NaT`, `N/A`, `None`, `-`).
    static func missingDate(_ field: String) -> Bool {
        // A field that opens with a digit is none of them: nearly every date, asked of every record.
        if let first = field.utf8.first, (0x30...0x39).contains(first) { return false }
        let text = formulaText(field).trimmingWhitespace()
        return text.isEmpty || missingMarkers.contains(text)
            || ["null", "nan", "nat", "n/a", "na", "none", "-", "--", "—"].contains(text.lowercased())
    }

    /// A field Excel is told to keep as text, `="0525509283"` (Goodreads writes its ISBNs so), as
    /// the text it holds; `=""` is empty. Any other field as it is.
    static func formulaText(_ field: String) -> String {
        guard field.count >= 3, field.hasPrefix("=\""), field.hasSuffix("\"") else { return field }
        return String(field.dropFirst(2).dropLast())
    }

    public init(text: String, timeZone: Zone, person: String? = nil, fileName: String? = nil) throws {
        try self.init(bytes: Array(text.utf8), timeZone: timeZone, person: person, fileName: fileName)
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
    ///
    /// `fileName`, when given, is the file's name, which may say what its records are
    /// (`subjectWords`).
    public init(bytes given: [UInt8], timeZone: Zone, person: String? = nil, fileName: String? = nil) throws {
        let subject = Self.subjectWords(fileName)
        if let text = Self.utf16(given) {
            try self.init(reading: text, timeZone: timeZone, person: person, subject: subject)
            readAsUTF16 = true
            return
        }
        if let format = Self.otherFormat(given) { throw ParseError(line: 1, message: format) }
        var bytes = given
        if let offset = CSVRecords.firstInvalidUTF8(bytes) {
            // Lines counted as `CSVRecords` counts them: LF, CRLF or a lone CR.
            let line = 1 + (0..<offset).filter { bytes[$0] == 0x0A || (bytes[$0] == 0x0D && bytes[$0 + 1] != 0x0A) }.count
            guard bytes.contains(where: { $0 < 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D || $0 == 0x7F }) else {
                if let (encoding, text) = Self.eastAsianText(bytes) {
                    try self.init(reading: text, timeZone: timeZone, person: person, subject: subject)
                    readAsEastAsian = (encoding, line, given[offset])
                    return
                }
                bytes = Self.windows1252(bytes)
                try self.init(reading: bytes, timeZone: timeZone, person: person, subject: subject)
                readAsWindows1252 = (line, given[offset])
                return
            }
            let byte = "0x" + String(bytes[offset], radix: 16, uppercase: true)
            throw ParseError(
                line: line,
                message: "byte \(byte) is not UTF-8 text, and the file holds control characters, so it is no text table; save it as"
                    + " UTF-8 text (for example `iconv -f WINDOWS-1252 -t UTF-8` for a spreadsheet's Western text)")
        }
        try self.init(reading: bytes, timeZone: timeZone, person: person, subject: subject)
    }

    /// The histories of UTF-8 text's bytes: a table, or JSON (`JSONTable`) read as one.
    private init(reading given: [UInt8], timeZone: Zone, person: String?, subject: [String]) throws {
        guard JSONTable.looksLikeJSON(given) else {
            try self.init(table: given, timeZone: timeZone, person: person.map { ($0, nil) }, subject: subject)
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
            person: person.map { ($0, json.headless ? nil : true) }, lists: json.lists, subject: subject)
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
        person onePerson: (name: String, header: Bool?)? = nil, lists: [String] = [], subject: [String] = []
    ) throws {
        // MovieLens' `user::item::rating::time`: the same, separated by tabs.
        // Excel's first line `sep=;` names the separator; it is no record.
        let (declared, undeclared) = known.map { (Optional($0), text) } ?? Self.separatorLine(text)
        let bytes = Self.doubleColonsAsTabs(undeclared) ?? undeclared
        var codec = DateCodec(timeZone: timeZone)
        // One export's times on a clock without summer time, read on TZ's, must not lose the file.
        codec.readsSkippedTimesForward = true
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
        // Whether the columns position gives under such a header were looked at, on the first record.
        var positionChecked = false
        // The line of the first order, which a reading of the whole file is refused at.
        var firstOrderLine: Int?
        // The header, as read: a record equal to it is the header again, not an order.
        var header: [String]?
        var synonymsRead: (person: String, date: String, shortcut: String)?
        var dates = RecordDates(codec: codec)
        var skippedRecords: (records: Int, firstLine: Int?) = (0, nil)
        var pending: [(person: String, index: Int, date: WrittenDate, text: String, line: Int, offset: Int?)] = []
        var offsetColumn: String?
        var numberedDays: String?
        var utcColumn: String?
        let utc = Zone(identifier: "UTC")!
        /// The hour of the week on the record's own clock, when it gives its minutes from UTC.
        func weekHour(_ date: Date, offset: Int?) -> WeekHour {
            offset.map { WeekHour(date.addingTimeInterval(Double($0) * 60), in: utc) } ?? WeekHour(date, in: timeZone)
        }
        let separator = declared ?? Self.separator(of: bytes, codec: codec)
        // The first records, for what the columns hold where no name says.
        // With one person, a first column holding their name, as the records get it below.
        let raw = Self.sample(bytes, separator: separator)
        // A file each of whose lines was quoted whole, header and records (`"endTime,artistName,…"`,
        // as a sheet read with another separator and saved again writes them): each line's fields
        // are inside its one quoted cell.
        let quotedWhole = Self.linesQuotedWhole(raw, separator: separator)
        let sampled = quotedWhole ? raw.map { Self.fieldsInOneCell($0[0], separator: separator) ?? $0 } : raw
        // Titles above the header (a statement's `Account Statement - (@name) - July 31st…`, a
        // sheet's name): records of one filled cell, skipped as the empty rows are.
        var titlesLeft = keysFirst ? 0 : Self.titleRecords(in: sampled, separator: separator)
        let samples = sampled.dropFirst(titlesLeft).map { (onePerson.map { [$0.name] } ?? []) + $0 }
        /// What a message says of the date's column, when a header's names chose it.
        func dateColumn() -> String { synonymsRead.map { " (the column \($0.date), read as the date by its name)" } ?? "" }
        func positional(_ message: String) -> String {
            guard let read = unnamedHeader else { return message }
            // The file's own header: with --person, without the `person` put before it.
            let header = onePerson != nil && read.first == "person" ? Array(read.dropFirst()) : read
            // A "header" whose fields hold another separator is most often a record cut at the
            // wrong one (the separators of the first records left the choice open): say which
            // one cut it, and that a header line settles it.
            if let other = CSVRecords.Separator.allCases.first(where: { other in
                other != separator && header.contains { $0.utf8.contains(other.rawValue) }
            }) {
                let own = String(UnicodeScalar(separator.rawValue))
                return message
                    + "; the first record (\(header.joined(separator: own))), cut at \(separator.name)s, was read as a header, and it"
                    + " names no columns, so they are read in that order: if it is a record whose fields \(other.name)s separate, put"
                    + " a header line above it naming them (\(onePerson == nil ? "person, " : "")date, shortcut), which settles the"
                    + " separator"
            }
            // Which roles the header did name, so that the message says which one is missing; a
            // column of times or durations is no shortcut, whatever its name (the samples carry
            // the person's name first with --person).
            let shift = onePerson != nil && read.first == "person" ? 1 : 0
            let rows = samples.dropFirst()
            let clocks = header.indices.filter { column in
                !rows.isEmpty && rows.allSatisfy { column + shift < $0.count && Self.looksLikeClock($0[column + shift]) }
            }
            let found = HeaderNames.roles(in: header, besides: clocks)
            // With --person the person is given: only the date and the shortcut are looked for.
            let roles = onePerson == nil ? ["person", "date", "shortcut"] : ["date", "shortcut"]
            let named = roles.compactMap { role in found[role].map { "the \(role) (\($0))" } }
            let missing = roles.filter { found[$0] == nil }
            let which =
                named.isEmpty
                ? "does not name the columns " + (onePerson == nil ? "person, date and shortcut" : "date and shortcut")
                : missing.isEmpty
                    ? "names \(named.joined(separator: " and ")), but its records do not hold them as named"
                    : "names \(named.joined(separator: " and ")) but no \(missing.joined(separator: " or ")) column"
            // Only the person missing: a file of one person's records, which --person reads.
            let onePersons =
                missing == ["person"] && onePerson == nil
                ? "; for a file of one person's records, read it with --person NAME" : ""
            // A header of more than four columns, which position cannot read: what to name.
            if header.count > 4, !named.isEmpty, !missing.isEmpty {
                let meaning = ["person": "who ordered", "date": "when", "shortcut": "what was ordered"]
                return message
                    + "; the header (\(header.joined(separator: ","))) \(which): name the column of "
                    + missing.map { "\(meaning[$0] ?? $0) `\($0)`" }.joined(separator: " and the column of ")
                    + " (a header of more than four columns is read by its names, not by position)" + onePersons
            }
            return message
                + "; the header (\(header.joined(separator: ","))) \(which),"
                + " so they are read in that order: name them in the header to read them in any order" + onePersons
        }
        var columnReading: ColumnReading?
        // Records of a person and a shortcut without a date, and what the first is refused with
        // when they are too many to skip.
        var dateless: (records: Int, refusal: ParseError?) = (0, nil)
        var emptyPersonRecords = 0
        var emptyShortcutRecords = 0
        // A digest of each record read as an order, all its fields: a record whose digest an
        // earlier one has repeats it (64 bits: two different records of a million share one
        // about once in 10^7 files).
        var digests: Set<Int> = []
        var repeatedRecords: (records: Int, firstLine: Int?) = (0, nil)
        // The column read by position as each person's kind, as `kindColumn` names it.
        var kindRead: String?
        // "(a field holding a comma goes in double quotes)", or a tab, or a semicolon.
        let quoteHint = "a field holding a \(separator.name) goes in double quotes"
        try CSVRecords.read(bytes: bytes, separator: separator) { (read) throws(ParseError) in
            var record = read
            if let lines { record.line = lines[min(record.line, lines.count - 1)] }
            var fields = record.fields
            // A header saved as one quoted cell holding the names (`"transaction_id,""date"",…"`, as
            // a sheet read with another separator and saved again writes it): its names are inside.
            if first, fields.count == 1, let inner = Self.namesInOneCell(fields[0], separator: separator) {
                fields = inner
            } else if quotedWhole, fields.count == 1, let inner = Self.fieldsInOneCell(fields[0], separator: separator) {
                fields = inner
            }
            // A row of empty cells, as spreadsheets export a blank row.
            if fields.allSatisfy(\.isEmpty) { return }
            if titlesLeft > 0 {
                titlesLeft -= 1
                return
            }
            // One person's file: their name first, `person` over a header (a first record none of
            // whose fields holds a digit, as a date's does, or whose field is no date in a column
            // the records after it all hold dates in: Goodreads' header names `ISBN13`), which is
            // then read as a header.
            var onePersonsHeader: Bool?
            if let onePerson {
                // The records after the first, as sampled (their first field the person's name).
                func datesBelow(_ column: Int) -> Bool {
                    let later = samples.dropFirst()
                    return !later.isEmpty && later.allSatisfy { column + 1 < $0.count && Self.looksLikeDate($0[column + 1], codec: codec) }
                }
                let isHeader =
                    first && fields.count >= 2
                    && (onePerson.header
                        ?? (!fields.contains { $0.unicodeScalars.contains { ("0"..."9").contains($0) } }
                            || fields.indices.contains { !Self.looksLikeDate(fields[$0], codec: codec) && datesBelow($0) }))
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
                // Days numbered as the first record's is (a later one that is not is refused with its line).
                let holdsDayNumbers = { (column: Int) in rows.first.map { column < $0.count && Self.dayNumber($0[column]) != nil } ?? false }
                // Another column holding each record's day with its time after it (`2025-08-16` and `2025-08-16 11:45:00`).
                let extendsDay = { (day: Int, other: Int) in
                    !rows.isEmpty
                        && rows.allSatisfy { row in
                            guard day < row.count, other < row.count, !row[day].isEmpty, row[other].hasPrefix(row[day]) else { return false }
                            let rest = row[other].dropFirst(row[day].count)
                            return (rest.first == " " || rest.first == "T") && rest.contains(":") && Self.looksLikeDate(row[other], codec: codec)
                        }
                }
                let holdsClockTimes = { (column: Int) in
                    !rows.isEmpty && rows.allSatisfy { column < $0.count && Self.looksLikeClock($0[column]) }
                }
                // A time column whose values are whole dates and times, each read alone.
                let holdsWholeDates = { (column: Int) in
                    !rows.isEmpty
                        && rows.allSatisfy { row in
                            guard column < row.count, let (day, _) = Self.splitDateTime(row[column].trimmingWhitespace()) else { return false }
                            return !Self.placeholderDays.contains(day)
                        }
                }
                // Whole numbers from 0 to 23 on every record sampled, beside a day alone: hours of the day.
                let holdsHours = { (column: Int, day: Int) in
                    !rows.isEmpty
                        && rows.allSatisfy { row in
                            guard column < row.count, day < row.count, Self.hourAlone(row[column]) != nil else { return false }
                            // The day a day alone, or at a midnight of its own as tools write a date
                            // column (`2006-04-13 00:00:00`), never Unix time (digits alone).
                            var written = row[day].trimmingWhitespace()
                            if let (datePart, timePart) = Self.splitDateTime(written),
                                timePart.allSatisfy({ $0 == "0" || $0 == ":" || $0 == "." })
                            {
                                written = datePart
                            }
                            return !written.contains(":") && (!written.allSatisfy(\.isNumber) || written.count == 8)
                        }
                }
                // A column empty on every record sampled (blank cells, quoted or not).
                let holdsNothing = { (column: Int) in
                    !rows.isEmpty && rows.allSatisfy { column >= $0.count || $0[column].trimmingWhitespace().isEmpty }
                }
                if let named = Columns(
                    header: fields, dateByContents: { Self.dateColumn(in: rows, besides: Set($0), codec: codec) }, holdsDates: holdsDates,
                    holdsDayNumbers: holdsDayNumbers, extendsDay: extendsDay, holdsClockTimes: holdsClockTimes,
                    holdsWholeDates: holdsWholeDates, holdsNothing: holdsNothing, holdsHours: holdsHours, subject: subject)
                {
                    // A budgeting app's statement of one person's accounts, read as many people.
                    if onePerson == nil, named.reading != nil,
                        let message = Self.ownAccountsRefusal(header: fields, person: named.person, shortcut: named.shortcut)
                    {
                        throw ParseError(line: record.line, message: message)
                    }
                    // One object holding the records in a list (an API page's `response.checkins.items`),
                    // read with --person as one record: its page's keys would be read as an order's.
                    if keysFirst, onePerson != nil, samples.count <= 2, let list = lists.first {
                        throw ParseError(
                            line: record.line,
                            message: "its one record holds the list of objects \(list), which is not read: a history is one record an"
                                + " order, so give each item a record of its own (with jq, `.\(list)[]`)")
                    }
                    if named.reading != nil,
                        let message = Self.scientificNotationRefusal(header: fields, rows: rows, person: named.person, shortcut: named.shortcut)
                    {
                        throw ParseError(line: record.line, message: message)
                    }
                    // A basket's items kept as a list in one field (`['Ketchup', 'Tea']`).
                    if let message = Self.shortcutListRefusal(header: fields, rows: rows, shortcut: named.shortcut) {
                        throw ParseError(line: record.line, message: message)
                    }
                    columns = named
                    offsetColumn = named.clockOffset.map { fields[$0] }
                    numberedDays = named.dayNumbered ? fields[named.date] : nil
                    // A date column whose name says UTC (a Last.fm export's `utc_time`): its times
                    // without a zone are UTC's, not TZ's.
                    if named.clockOffset == nil, Self.namesUTC(fields[named.date]) {
                        var utcCodec = DateCodec(timeZone: utc)
                        utcCodec.readsSkippedTimesForward = true
                        dates = RecordDates(codec: utcCodec)
                        utcColumn = fields[named.date]
                    }
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
            if first, samples.count >= 2 {
                // An account's statement, one person's, whose payees would be read as people.
                if onePerson == nil, let message = Self.statementWithoutHeader(samples, codec: codec) {
                    throw ParseError(line: record.line, message: message)
                }
            }
            if first, let byContents = Columns(contents: samples, codec: codec) {
                columns = byContents
                synonymsRead = byContents.synonyms
                columnReading = .contents
                offsetColumn = byContents.clockOffset.map { "column \($0 + 1)" }
            }
            // No header, read by position, a column of dates or times where the shortcut would be
            // (a screen-time log's `start,end` read with --person, its ends read as what was used).
            if first, !columns.named, samples.count >= 2, samples.allSatisfy({ (3...4).contains($0.count) }),
                samples.allSatisfy({ row in
                    columns.shortcut < row.count
                        && (Self.looksLikeDate(row[columns.shortcut], codec: codec) || Self.looksLikeClock(row[columns.shortcut]))
                })
            {
                throw ParseError(
                    line: record.line,
                    message: "no header, and column \(columns.shortcut + 1 - (onePerson == nil ? 0 : 1)), read as the shortcut by"
                        + " position, holds dates or times on every record (as a log of sessions keeps their ends beside their starts),"
                        + " not what was ordered: a file without a column of what was chosen holds no orders to predict; where it has"
                        + " one, name the columns in a header (\(onePerson == nil ? "person, " : "")date, shortcut)")
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
                // A header of more than four columns naming the person and the date but no
                // shortcut: what to name, not how many fields its records have.
                if let unnamedHeader, !positionChecked, onePerson == nil, fields != header, fields.count > 4,
                    !(3...4).contains((fields.lastIndex { !$0.isEmpty } ?? 0) + 1), let message = Self.wideHeaderWithoutShortcut(unnamedHeader)
                {
                    throw ParseError(line: record.line, message: message)
                }
                // A first record of two names, a date's and a shortcut's (`date,item`): a header
                // of one person's records, which --person reads.
                if first, fields.count == 2, onePerson == nil, !fields.joined().unicodeScalars.contains(where: { ("0"..."9").contains($0) }) {
                    throw ParseError(line: record.line, message: Self.twoNameHeaderRefusal(fields))
                }
                // Empty cells after the last one (a spreadsheet's blank columns) are no fields.
                let filled = (fields.lastIndex { !$0.isEmpty } ?? 0) + 1
                guard fields.count == 3 || fields.count == 4 || (fields.count > 4 && (3...4).contains(filled)) else {
                    // The quoting hint only where the line holds the separator or quotes: as many
                    // fields as a header that names no columns makes the header what to mend, and
                    // one field of words apart holds none (a file separated by spaces).
                    let spaced = fields.count == 1 && record.quoted == 0 && fields[0].split(separator: " ").count >= 3
                    // Nor one field of values between bars (MovieLens' `user|item|rating|time`).
                    let barred = fields.count == 1 && record.quoted == 0 && fields[0].split(separator: "|").count >= 3
                    // No header, and every record of as many fields (more than four): quoting would mend
                    // nothing; what the columns hold named no person and no shortcut (a bank
                    // statement published without a header: dates, its text, amounts, currencies).
                    let consistent =
                        samples.count >= 2 && samples.dropFirst(unnamedHeader == nil ? 0 : 1).allSatisfy { $0.count == fields.count }
                    let table = unnamedHeader == nil && fields.count > 4 && consistent
                    let hint =
                        table
                        ? ", as every record has: without a header, records of more than four fields are read by what their columns hold,"
                            + " and no column of dates with two others beside it to read as the person and the shortcut was found in"
                            + " them (columns of dates, amounts, currencies, times, record numbers or lists are neither): name the columns in a header (person,"
                            + " date, shortcut)" + (onePerson == nil ? ", or, for a file of one person's records, read it with --person NAME" : "")
                        : barred
                            ? " (its fields seem separated by “|”, which separates no fields: commas, tabs or semicolons do)"
                            : spaced
                                ? " (its fields seem separated by spaces, which separate no fields: commas, tabs or semicolons do)"
                                // Too few fields, quoting would mend nothing (`customer_id,"27,26"`: no date);
                                // nor where every record has as many (a statement's empty last field).
                                : unnamedHeader?.count == fields.count || (fields.count == 1 && record.quoted == 0) || fields.count == 2
                                    || consistent
                                    ? "" : " (\(quoteHint))"
                    // With --person the name put first is no field of the file's: the count is the file's own.
                    let given = onePerson == nil ? 0 : 1
                    throw ParseError(
                        line: record.line,
                        message: positional(
                            (given == 0 ? "expected person,date,shortcut[,kind]" : "expected date,shortcut[,kind] (the person given by --person)")
                                + (separator == .comma ? "" : " (\(separator.name)-separated)")
                                + ", found \(Self.count(fields.count - given, "field"))" + hint))
                }
            }
            // A header that names the person and the date but no shortcut leaves its third column to
            // position, most often an amount (`customer_id,trans_date,tran_amount`); and an amount
            // is never what was ordered, whatever else the header names.
            if let unnamedHeader, !positionChecked, fields != header {
                positionChecked = true
                let own = onePerson != nil && unnamedHeader.first == "person" ? Array(unnamedHeader.dropFirst()) : unnamedHeader
                let found = HeaderNames.roles(in: own)
                let third = columns.shortcut < unnamedHeader.count ? unnamedHeader[columns.shortcut] : ""
                let measure = HeaderNames.namesMeasure(third)
                if found["shortcut"] == nil, measure || (onePerson == nil && found["person"] != nil && found["date"] != nil) {
                    let roles = onePerson == nil ? ["person", "date"] : ["date"]
                    let named = roles.compactMap { role in found[role].map { "the \(role) (\($0))" } }
                    throw ParseError(
                        line: record.line,
                        message: "the header (\(own.joined(separator: ","))) "
                            + (named.isEmpty ? "names no shortcut column" : "names \(named.joined(separator: " and ")) but no shortcut column")
                            + (measure ? "; read by position, its shortcut would be \(third), an amount, not what was ordered" : "")
                            + ": name the column of what was ordered `shortcut` (a table without one holds no orders to predict)")
                }
                // A column the header names for one role that position would read as another (a
                // cinema's `Title,Watched Date,Theater,Ticket Cost`: its films read as people, its
                // theaters as what they saw): the header says the reading is wrong.
                let shift = own.count < unnamedHeader.count ? 1 : 0
                // A fourth column the header names as an amount, a price or a quantity, or whose
                // records hold amounts (`3,50`), is no kind, as it is none without a header.
                if let kind = columns.kind, kind < unnamedHeader.count {
                    let rows = samples.dropFirst()
                    if HeaderNames.namesMeasure(unnamedHeader[kind])
                        || (!rows.isEmpty && rows.allSatisfy { kind < $0.count && Self.looksLikeAmount($0[kind]) })
                    {
                        columns.kind = nil
                    }
                }
                // The fourth column too, read as a kind (a Last.fm export's `artist,album,track,uts`:
                // its albums read as dates, its times as kinds).
                let positions =
                    [("person", columns.person), ("date", columns.date), ("shortcut", columns.shortcut)]
                    + (columns.kind.map { [("kind", $0)] } ?? [])
                for (role, name) in found.sorted(by: { $0.key < $1.key }) {
                    guard let index = own.firstIndex(of: name).map({ $0 + shift }),
                        let (other, _) = positions.first(where: { $0.1 == index && $0.0 != role })
                    else { continue }
                    throw ParseError(
                        line: record.line,
                        message: positional(
                            "read by position, the \(role)'s column (\(name)) would be the \(other)")
                    )
                }
            }
            // A header written again (part files of one export put end to end): not an order. With
            // --person both begin with what was put before them, `person` and the person's name.
            if let header, onePerson == nil ? fields == header : fields.dropFirst().elementsEqual(header.dropFirst()) { return }
            // What data tools write for a missing value, unquoted: R's NA, MySQL's \N, NULL. A
            // quoted "NA" is text.
            // A value of white space alone, quoted or not (Netflix's `" "` for a title it no longer
            // names), is none either.
            func value(_ column: Int) -> String {
                let text = Self.formulaText(fields[column])
                if text.allSatisfy(\.isWhitespace) { return "" }
                return !record.isQuoted(column) && Self.missingMarkers.contains(text) ? "" : text
            }
            let person = value(columns.person)
            var shortcut = value(columns.shortcut)
            if let shared = keys[shortcut] { shortcut = shared } else { keys[shortcut] = shortcut }
            // An order nobody can be credited with, or of nothing named: not a history's.
            guard !person.isEmpty, !shortcut.isEmpty else {
                skippedRecords = (skippedRecords.records + 1, skippedRecords.firstLine ?? record.line)
                if person.isEmpty { emptyPersonRecords += 1 } else { emptyShortcutRecords += 1 }
                return
            }
            // A record whose date is missing (`NULL`, `NaN`, `N/A`, `-`, an empty cell), its time
            // too when a column gives it: skipped and counted, as one without a shortcut is, unless
            // half the records or more have none (then the first is refused, as it always was).
            if Self.missingDate(fields[columns.date]), columns.time.map({ $0 >= fields.count || Self.missingDate(fields[$0]) }) ?? true {
                if dateless.records == 0 {
                    var probe = dates
                    do throws(ParseError) {
                        _ = try probe.read(
                            Self.formulaText(fields[columns.date]).trimmingWhitespace(), line: record.line, column: dateColumn(),
                            byPosition: unnamedHeader != nil, positional: positional)
                    } catch { dateless.refusal = error }
                }
                dateless.records += 1
                skippedRecords = (skippedRecords.records + 1, skippedRecords.firstLine ?? record.line)
                return
            }
            // A day and its time from two columns, when the header names them so and the day
            // holds no time of its own.
            var dateText = Self.formulaText(fields[columns.date])
            if columns.dayNumbered {
                guard let day = Self.dayNumber(dateText) else {
                    throw ParseError(
                        line: record.line,
                        message: "'\(dateText)' (the column \(numberedDays ?? "")) is not a day number (0 to 99999, as the first record's is)")
                }
                dateText = day
            }
            // A time written as missing (`NULL`, `NA`) is an empty cell: the day alone.
            if let time = columns.time, !Self.missingDate(fields[time]) {
                let clock = columns.hourAlone ? Self.hourAlone(fields[time]) ?? fields[time] : fields[time]
                dateText = Self.joined(day: dateText, clock: clock)
            }
            let (date, pendingWritten) = try dates.read(
                dateText, line: record.line, column: dateColumn(), byPosition: unnamedHeader != nil, positional: positional)
            let kind = columns.kind.flatMap { $0 < fields.count && !fields[$0].isEmpty ? fields[$0] : nil }
            if byPerson[person] == nil {
                order.append(person)
                byPerson[person] = History(person: person, kind: nil, donations: [])
            }
            if let kind, let index = columns.kind {
                // The column as the file numbers it (with --person, the name put first is none of its).
                let number = index + 1 - (onePerson == nil ? 0 : 1)
                // A kind labels a person: a person of two kinds is most often a column that is
                // not a kind at all (a price, a quantity) read as one.
                if let known = byPerson[person]?.kind {
                    guard known == kind else {
                        let column = columns.named ? "the kind column" : "column \(number)"
                        let names = (onePerson == nil ? "person," : "") + "date,shortcut,quantity"
                        throw ParseError(
                            line: record.line,
                            message: positional(
                                "person '\(person)' is of kind '\(kind)' here but '\(known)' on line \(kindLines[person] ?? 0);"
                                    + " \(column) is read as each person's kind, the same on all their lines"
                                    + (columns.named || unnamedHeader != nil
                                        ? ""
                                        : "; if column \(number) is no kind (a quantity, a category), put a header line above the"
                                            + " records naming the columns, \(names) for example: a column named otherwise than kind"
                                            + " is ignored")))
                    }
                } else {
                    if !columns.named, kindRead == nil {
                        kindRead = "column \(number)" + (unnamedHeader.map { index < $0.count ? " (\($0[index]))" : "" } ?? "")
                    }
                    byPerson[person]?.kind = kind
                    kindLines[person] = record.line
                }
            }
            // Minutes from UTC, as check-in data sets give them (at most a day either way).
            let offset = columns.clockOffset.flatMap { $0 < fields.count ? Int(fields[$0]) : nil }.flatMap { abs($0) <= 1_440 ? $0 : nil }
            if firstOrderLine == nil { firstOrderLine = record.line }
            if !digests.insert(fields.hashValue).inserted {
                repeatedRecords = (repeatedRecords.records + 1, repeatedRecords.firstLine ?? record.line)
            }
            if let pendingWritten, let count = byPerson[person]?.donations.count {
                pending.append((person, count, pendingWritten, dateText, record.line, offset))
            }
            byPerson[person]?.donations.append(
                EvaluationDonation(
                    key: shortcut, source: .interaction, date: date, weekHour: weekHour(date, offset: offset), clockOffsetMinutes: offset))
        }
        // The dates read before the file's order was known, read again in it.
        if let decided = dates.decided {
            for (person, index, written, text, line, offset) in pending where decided.order != RecordDates.usualOrder(written.separator) {
                let date = try dates.read(written, in: decided.order, text, line: line, column: dateColumn())
                byPerson[person]?.donations[index].date = date
                byPerson[person]?.donations[index].weekHour = weekHour(date, offset: offset)
            }
        }
        writtenDates = dates.writtenDates
        histories = order.compactMap { byPerson[$0] }
        // Half the records or more without a date: the column is not the file's dates, or the file
        // holds too few to measure; refused at the first, as a record without one always was.
        let dated = histories.reduce(0) { $0 + $1.donations.count }
        if dateless.records > 0, dateless.records >= dated, var refusal = dateless.refusal {
            if dateless.records > 1 {
                refusal.message +=
                    " (and \(dateless.records - 1) more of the \(dated + dateless.records) records with a person and a shortcut have no"
                    + " date: too many to skip)"
            }
            throw refusal
        }
        // Columns chosen by what the first records hold, whose shortcut never repeats: a measure
        // (a one-person app log's milliseconds, its apps read as people), not what was ordered.
        if columnReading == .contents, onePerson == nil, let read = synonymsRead {
            let shortcuts = histories.flatMap { $0.donations.map(\.key) }
            if shortcuts.count >= Self.sampledRecords, Set(shortcuts).count == shortcuts.count {
                throw ParseError(
                    line: firstOrderLine ?? 1,
                    message: "no header, and \(read.shortcut), read as the shortcut by what the first records hold, holds another"
                        + " value on each of the file's \(shortcuts.count) orders, as a measure (a duration, an amount) does, not what"
                        + " was ordered: name the columns in a header (person, date, shortcut), or, for a file of one person's"
                        + " records, read it with --person NAME")
            }
        }
        // A shortcut found as a name ends that is each person's own: every person of two orders or
        // more (nearly) ordering one, and no two people the same (Northwind's `ship_name`, a gym's
        // check-ins' `Name` beside its `Member ID`). It names the person, not what they ordered.
        // (A product's code so held is still a product: a small shop's table of one product a customer.)
        if onePerson == nil, columnReading == .names || columnReading == .namesAndDateContents, let read = synonymsRead,
            case let plain = HeaderNames.plain(read.shortcut), plain.hasSuffix("name"), !HeaderNames.shortcut.contains(plain)
        {
            let repeated = histories.filter { $0.donations.count >= 2 }
            let own = repeated.filter { history in history.donations.allSatisfy { $0.key == history.donations[0].key } }
            var holders: [String: Set<String>] = [:]
            for history in histories { for donation in history.donations { holders[donation.key, default: []].insert(history.person) } }
            let shared = holders.values.filter { $0.count > 1 }.count
            if repeated.count >= 5, own.count * 10 >= repeated.count * 9, shared * 20 <= holders.count {
                throw ParseError(
                    line: firstOrderLine ?? 1,
                    message: "the shortcut's column (\(read.shortcut)), read by its name, holds one value for each person:"
                        + " \(own.count) of the \(repeated.count) people with two orders or more have only ever that one, and"
                        + " \(shared == 0 ? "no" : "only \(shared) of the \(holders.count)") value\(shared == 1 ? " is" : "s are")"
                        + " shared by two people: it says who the person (\(read.person)) is, as a name or an address does, not what"
                        + " they ordered; name the column of what was ordered `shortcut` (a table without one holds no orders to predict)")
            }
        }
        // The columns as the file numbers them, without the one that holds the person's name.
        if onePerson != nil, columnReading == .contents, let read = synonymsRead {
            func own(_ name: String) -> String { Int(name.dropFirst("column ".count)).map { "column \($0 - 1)" } ?? name }
            synonymsRead = (read.person, own(read.date), own(read.shortcut))
            // Each shortcut in one run of records, three runs or more, the date going back at a
            // third of the changes or more: the runs are people's (MovieLens' `ratings.dat`,
            // sorted by user), whose one person's history in time order never looks so.
            if let donations = histories.first?.donations, donations.count >= Self.sampledRecords {
                var starts: [Int] = []
                for index in donations.indices where index == 0 || donations[index].key != donations[index - 1].key { starts.append(index) }
                let values = Set(starts.map { donations[$0].key }).count
                let back = starts.dropFirst().count { donations[$0].date < donations[$0 - 1].date }
                if starts.count >= 3, values == starts.count, back * 3 >= starts.count - 1 {
                    shortcutInRuns =
                        "\(own(read.shortcut)), read as the shortcut, holds each of its \(values) values in one run of records, and the"
                        + " dates go back at \(back) of the \(starts.count - 1) changes, as a column of people does in a file of many"
                        + " people sorted by person: if \(own(read.shortcut)) is the person, leave out --person (or name the columns in"
                        + " a header: person, date, shortcut)"
                }
            }
        }
        columnNames = synonymsRead
        self.onePerson = onePerson?.name
        self.columnReading = columnReading
        clockOffsetColumn = offsetColumn
        dayNumberColumn = numberedDays
        utcDateColumn = utcColumn
        emptyPersons = emptyPersonRecords
        emptyShortcuts = emptyShortcutRecords
        emptyDates = dateless.records
        skipped = skippedRecords
        repeated = repeatedRecords
        kindColumn = kindRead
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
                joined[line].clockOffsetMinutes = joined[line - 1].clockOffsetMinutes
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
