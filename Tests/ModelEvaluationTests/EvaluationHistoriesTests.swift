import Dates
import Foundation
import Testing

@testable import ModelEvaluation
@testable import SiriSystem

/// `eval --histories` reads CSV as data tools export it: quoted fields, CRLF, headers in any
/// column order, ISO 8601 dates with or without seconds, fractions and offsets.
@Suite struct EvaluationHistoriesTests {
    static let utc = Zone(identifier: "UTC")!
    static let tokyo = Zone(identifier: "Asia/Tokyo")!

    func read(_ text: String, zone: Zone = utc) throws -> [EvaluationHistories.History] {
        try EvaluationHistories(text: text, timeZone: zone).histories
    }

    func failure(_ text: String) -> EvaluationHistories.ParseError? {
        do {
            _ = try read(text)
            return nil
        } catch let error as EvaluationHistories.ParseError {
            return error
        } catch {
            return nil
        }
    }

    /// A file without a person column (an export of one person's orders) is told to read it with
    /// `--person`: a header of a date and a shortcut alone, or one naming them beside other columns.
    @Test func aFileWithoutAPersonIsToldOfPerson() throws {
        let two = try #require(failure("date,item\n2026-11-02T12:00,tomato\n"))
        #expect(two.line == 1 && two.message.hasSuffix("but no person: for a file of one person's records, read it with --person NAME"))
        let three = try #require(failure("date,item,price\n2026-11-02T12:00,tomato,3\n"))
        #expect(three.message.hasSuffix("; for a file of one person's records, read it with --person NAME"), "\(three.message)")
        let read = try EvaluationHistories(text: "date,item\n2026-11-02T12:00,tomato\n", timeZone: Self.utc, person: "ann")
        #expect(read.histories.map(\.person) == ["ann"])
    }

    /// An empty date cell is said to be empty, not answered with every form a date may take.
    @Test func anEmptyDateIsSaidToBeEmpty() throws {
        let empty = try #require(failure("person,date,shortcut\nann,2026-11-02T12:00,tomato\nann,,tomato\n"))
        #expect(empty.line == 3 && empty.message == "the date is empty", "\(empty.message)")
    }

    @Test func quotedFieldsHoldCommasQuotesAndLineBreaks() throws {
        let text = "person,date,shortcut\n\"Smith, Ann\",2026-11-02T12:00,\"soup, \"\"large\"\"\"\n\"Smith, Ann\",2026-11-03T12:00,\"two\nlines\"\n"
        let histories = try read(text)
        #expect(histories.map(\.person) == ["Smith, Ann"])
        #expect(histories[0].donations.map(\.key) == ["soup, \"large\"", "two\nlines"])
        #expect(histories[0].kind == nil)
    }

    @Test func lineEndsByteOrderMarkBlankRowsAndComments() throws {
        let text =
            "\u{FEFF}person,date,shortcut,kind\r\nann,2026-11-02T12:00,soup,lunch\r\n,,,\r\n\r\n# a note, with a comma\r\n  ann , 2026-11-03T12:00 , soup , lunch \r\n"
        let histories = try read(text)
        #expect(histories.count == 1)
        #expect(histories[0].person == "ann" && histories[0].kind == "lunch")
        #expect(histories[0].donations.map(\.key) == ["soup", "soup"])
    }

    @Test(arguments: [
        ("2026-11-02T12:00", "2026-11-02T12:00:00Z"),
        ("2026-11-02 12:00:30", "2026-11-02T12:00:30Z"),
        ("2026-11-02T12:00:30.750", "2026-11-02T12:00:30Z"),
        ("2026-11-02T12:00Z", "2026-11-02T12:00:00Z"),
        ("2026-11-02T14:00:00+02:00", "2026-11-02T12:00:00Z"),
        ("2026-11-02", "2026-11-02T00:00:00Z"),
        // Year first, nearly ISO 8601: digits left unpadded, a 12-hour clock.
        ("2026-11-2 12:00", "2026-11-02T12:00:00Z"),
        ("2026-1-2", "2026-01-02T00:00:00Z"),
        ("2026-11-02 6:05", "2026-11-02T06:05:00Z"),
        ("2026-11-02 6:05:30 PM", "2026-11-02T18:05:30Z"),
        ("2026-11-02T12:05 AM", "2026-11-02T00:05:00Z"),
        // The hour alone, as Tianchi's mobile data write every time: the hour's start.
        ("2014-12-06 02", "2014-12-06T02:00:00Z"),
        ("2014-12-06T23", "2014-12-06T23:00:00Z"),
        ("2014-12-6 7", "2014-12-06T07:00:00Z"),
        // ISO 8601's basic format, as data warehouses key their days.
        ("20141206", "2014-12-06T00:00:00Z"),
        ("20141206T0230", "2014-12-06T02:30:00Z"),
        ("20141206023015", "2014-12-06T02:30:15Z"),
    ])
    func datesAsDataToolsWriteThem(written: String, instant: String) throws {
        let histories = try read("ann,\(written),soup")
        let date = try #require(histories.first?.donations.first?.date)
        #expect(DateCodec(timeZone: Self.utc).iso(Date(timeIntervalSince1970: date.timeIntervalSince1970.rounded(.down))) == instant)
    }

    /// A data warehouse's sales (AdventureWorks' `FactInternetSales`) key each day as `20210101`
    /// in `OrderDateKey`, beside `DueDateKey` and `ShipDateKey`: the order's is the date, read as
    /// ISO 8601's basic format; eight digits that are no day are refused, not read as Unix time.
    @Test func aWarehousesDateKeyIsTheDay() throws {
        let histories = try read(
            "ProductKey,OrderDateKey,DueDateKey,ShipDateKey,CustomerKey,SalesAmount\n310,20210101,20210113,20210108,21768,3578.27\n"
                + "346,20210102,20210114,20210109,21768,3399.99\n")
        #expect(histories.map(\.person) == ["21768"])
        #expect(histories.first?.donations.map(\.key) == ["310", "346"])
        let dates = try #require(histories.first?.donations.map { DateCodec(timeZone: Self.utc).iso($0.date) })
        #expect(dates == ["2021-01-01T00:00:00Z", "2021-01-02T00:00:00Z"])
        let wrong = try #require(failure("CustomerKey,OrderDateKey,ProductKey\n21768,20211301,310\n"))
        #expect(wrong.line == 2 && wrong.message.contains("'20211301'"), "\(wrong.message)")
    }

    /// A survey's `Item Purchased` is what was bought, before its coarser `Category`.
    @Test func anItemPurchasedIsTheShortcutBeforeItsCategory() throws {
        let histories = try read(
            "Customer ID,Age,Item Purchased,Category,Date\n1,55,Blouse,Clothing,2024-01-05\n1,55,Sweater,Clothing,2024-02-05\n")
        #expect(histories.first?.donations.map(\.key) == ["Blouse", "Sweater"])
    }

    /// A spreadsheet saved in Windows-1252 is read as such and said so with the line of its first
    /// byte that is not UTF-8; bytes that are no text are refused,
    /// never read with replacement characters.
    @Test func textThatIsNotUTF8IsReadAsWindows1252OrRefusedWithItsLine() throws {
        // £, é and € (0x80) as Windows-1252 writes them: each shortcut stays its own.
        let latin1: [UInt8] =
            Array("person,date,shortcut\nann,2026-11-02T12:00,caf".utf8) + [0xE9] + Array("\nann,2026-11-03T12:00,caf".utf8) + [0xE9]
            + Array("\nann,2026-11-04T12:00,".utf8) + [0xA3, 0x80] + Array(" tea\n".utf8)
        let western = try EvaluationHistories(bytes: latin1, timeZone: Self.utc)
        #expect(western.histories.first?.donations.map(\.key) == ["café", "café", "£€ tea"])
        #expect(western.readAsWindows1252?.line == 2 && western.readAsWindows1252?.byte == 0xE9)
        #expect(try EvaluationHistories(text: "person,date,shortcut\nann,2026-11-02T12:00,café\n", timeZone: Self.utc).readAsWindows1252 == nil)
        // Lines end as the records' do: CRLF and a lone CR count once each.
        let endings: [UInt8] = Array("person,date,shortcut\r\nann,2026-11-02T12:00,soup\rann,2026-11-03T12:00,caf".utf8) + [0xE9]
        #expect(try EvaluationHistories(bytes: endings, timeZone: Self.utc).readAsWindows1252?.line == 3)
        // A control character besides the bytes: no text table, refused with the first byte's line.
        let binary: [UInt8] = Array("person,date,shortcut\nann,2026-11-02T12:00,soup\u{1}".utf8) + Array("\nann,x".utf8) + [0xE9]
        let error = #expect(throws: EvaluationHistories.ParseError.self) { try EvaluationHistories(bytes: binary, timeZone: Self.utc) }
        #expect(error?.line == 3 && error?.message.hasPrefix("byte 0xE9 is not UTF-8 text, and the file holds control characters") == true)
        // UTF-16 with its byte order mark, either way round ("Unicode text"), reads as such.
        let text = "person\tdate\tshortcut\nann\t2026-11-02T12:00\tcafé\nann\t2026-11-03T12:00\t🍲 soup\n"
        let little: [UInt8] = [0xFF, 0xFE] + Array(text.utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let big: [UInt8] = [0xFE, 0xFF] + Array(text.utf16).flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        for bytes in [little, big] {
            let read = try EvaluationHistories(bytes: bytes, timeZone: Self.utc)
            #expect(read.readAsUTF16 && read.histories.first?.donations.map(\.key) == ["café", "🍲 soup"])
        }
        #expect(try EvaluationHistories(text: text, timeZone: Self.utc).readAsUTF16 == false)
        // A lone surrogate is no text: refused, never a replacement character.
        let lone: [UInt8] =
            [0xFF, 0xFE] + Array("ann,2026-11-02T12:00,".utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] } + [0x00, 0xD8, 0x41, 0x00]
        #expect(throws: EvaluationHistories.ParseError.self) { try EvaluationHistories(bytes: lone, timeZone: Self.utc) }
        // The same text in UTF-8, with a byte order mark, reads.
        let utf8 = [0xEF, 0xBB, 0xBF] + Array("ann,2026-11-02T12:00,café".utf8)
        #expect(try EvaluationHistories(bytes: utf8, timeZone: Self.utc).histories[0].donations[0].key == "café")
    }

    /// A compressed file or a workbook is named as what it is, not as bytes that are not UTF-8.
    @Test func compressedFilesAndWorkbooksAreNamed() throws {
        let gzip: [UInt8] = [0x1F, 0x8B, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x03]
        let gzipped = #expect(throws: EvaluationHistories.ParseError.self) { try EvaluationHistories(bytes: gzip, timeZone: Self.utc) }
        #expect(gzipped?.line == 1 && gzipped?.message.hasPrefix("the file is gzip-compressed; decompress it first") == true)
        let zip: [UInt8] = [0x50, 0x4B, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00]
        let zipped = #expect(throws: EvaluationHistories.ParseError.self) { try EvaluationHistories(bytes: zip, timeZone: Self.utc) }
        #expect(zipped?.message.hasPrefix("the file is a zip archive (or a spreadsheet such as .xlsx, which is one)") == true)
        // Text that merely starts with "PK" is text.
        #expect(try EvaluationHistories(bytes: Array("PK1,2026-11-02T12:00,soup\n".utf8), timeZone: Self.utc).histories[0].person == "PK1")
        // Other compressions, columnar files, a database, UTF-16 without its mark (JSON is read: `JSONHistoriesTests`).
        let named: [([UInt8], String)] = [
            (Array("BZh91AY&SY".utf8), "bzip2-compressed"), ([0xFD, 0x37, 0x7A, 0x58, 0x5A, 0x00, 0x00], "xz-compressed"),
            ([0x28, 0xB5, 0x2F, 0xFD, 0x00], "zstd-compressed"), (Array("PAR1\u{0}\u{0}PAR1".utf8), "Parquet"),
            (Array("SQLite format 3\u{0}".utf8), "SQLite database"),
            (Array("version https://git-lfs.github.com/spec/v1\noid sha256:27ca\nsize 25516317\n".utf8), "Git LFS pointer"),
            (Array("person,date,shortcut\n".utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }, "UTF-16"),
        ]
        // Text that merely starts as one of them is text.
        #expect(
            try EvaluationHistories(bytes: Array("BZh1,2026-11-02T12:00,soup\nPAR1,2026-11-02T12:00,soup\n".utf8), timeZone: Self.utc).histories.count
                == 2)
        for (bytes, what) in named {
            let refused = #expect(throws: EvaluationHistories.ParseError.self) { try EvaluationHistories(bytes: bytes, timeZone: Self.utc) }
            #expect(refused?.message.contains(what) == true, "\(what): \(refused?.message ?? "")")
        }
    }

    /// Tables as data tools write them: a datetime at midnight beside its time column, times in
    /// twelve-hour or one-digit-hour form, a time on a placeholder day; R's NA and MySQL's \N for
    /// a missing value; a "#" that starts a record; a header written again between part files; an
    /// e-mail as the person; a product's name before a bare "Name".
    @Test func tablesAsDataToolsWriteThemAreReadAsTheyMean() throws {
        func dates(_ text: String) throws -> [TimeInterval] {
            try EvaluationHistories(text: text, timeZone: Self.utc).histories.flatMap { $0.donations.map { $0.date.timeIntervalSince1970 } }
        }
        let eight15 = 1_672_647_300.0  // 2023-01-02 08:15 UTC
        #expect(try dates("customer_id,transaction_date,transaction_time,product\nc1,2023-01-02 00:00:00,08:15:00,Latte\n") == [eight15])
        #expect(try dates("customer_id,transaction_date,transaction_time,product\nc1,1/2/2023,8:15:00 AM,Latte\n") == [eight15])
        #expect(try dates("customer_id,transaction_date,transaction_time,product\nc1,2023-01-02,8:15,Latte\n") == [eight15])
        #expect(try dates("customer_id,order_date,order_time,product\nc1,1/2/2023,12/30/1899 8:15:00 AM,Latte\n") == [eight15])
        #expect(try dates("customer_id,order_date,order_time,product\nc1,2023-01-02,1900-01-01 20:15:00,Latte\n") == [eight15 + 12 * 3600])
        // A day with a time of its own keeps it; a time column holding a real date and time is the date.
        #expect(try dates("customer_id,order_date,order_time,product\nc1,2023-01-02 09:00,08:15,Latte\n") == [eight15 + 45 * 60])
        #expect(try dates("customer_id,order_date,order_time,product\nc1,2023-01-01,2023-01-02 08:15:00,Latte\n") == [eight15])
        #expect(EvaluationHistories.twentyFourHour("12:05 AM") == "00:05:00" && EvaluationHistories.twentyFourHour("12:05 PM") == "12:05:00")
        #expect(EvaluationHistories.twentyFourHour("13:05 PM") == nil && EvaluationHistories.twentyFourHour("8:5") == nil)

        let missing = try EvaluationHistories(
            text: "customer,date,product\n101,2023-01-02,Latte\nNA,2023-01-02,Tea\n\"NA\",2023-01-03,Tea\n101,2023-01-04,NULL\n", timeZone: Self.utc)
        #expect(missing.histories.map(\.person) == ["101", "NA"] && missing.skipped.records == 2)
        let mysql = try EvaluationHistories(text: "101\t2023-01-02\tLatte\n\\N\t2023-01-02\tTea\n", timeZone: Self.utc)
        #expect(mysql.histories.map(\.person) == ["101"] && mysql.skipped.records == 1)

        let hashes = try read("# a comment\nperson,date,shortcut\n#7,2023-01-02,Latte\n# another comment\nann,2023-01-02,Tea\n")
        #expect(hashes.map(\.person) == ["#7", "ann"])
        let parts = try read("person,date,shortcut\nann,2023-01-02,Latte\nperson,date,shortcut\nbob,2023-01-02,Tea\n")
        #expect(parts.map(\.person) == ["ann", "bob"])

        // Dates with / and with ., nothing deciding: each read in its own usual order, and said so.
        let mixed = try EvaluationHistories(text: "person,date,shortcut\na,1/5/2023 10:00,Miso\na,01.05.2023 10:00,Pho\n", timeZone: Self.utc)
        #expect(mixed.writtenDates?.mixedSeparators == true)
        #expect(mixed.histories[0].donations.map(\.date.timeIntervalSince1970) == [1_672_912_800, 1_682_935_200])

        let shop = try EvaluationHistories(
            text: "Name,Email,Created at,Lineitem name\n#1001,ann@example.com,2023-01-02 08:00:00 -0500,Miso\n", timeZone: Self.utc)
        #expect(shop.columnNames.map { [$0.person, $0.date, $0.shortcut] } == ["Email", "Created at", "Lineitem name"])
        #expect(shop.histories.first?.donations.first?.date.timeIntervalSince1970 == 1_672_664_400)
    }

    /// The Complete Journey's transactions as published: days numbered from 1 (`DAY`) and the
    /// time as hours times 100 plus minutes (`TRANS_TIME`), beside a basket id and eight columns
    /// more. Day 1 is read as Monday, 1 January 2001; a time with its zeros dropped is read as
    /// written; a `DAY` that is no number is refused with its line, and a `day` of names is no
    /// numbered day (the file is read as it would be without one).
    @Test func daysNumberedFromTheFirstAreReadAsDays() throws {
        let header =
            "household_key,BASKET_ID,DAY,PRODUCT_ID,QUANTITY,SALES_VALUE,STORE_ID,RETAIL_DISC,TRANS_TIME,WEEK_NO,COUPON_DISC,COUPON_MATCH_DISC\n"
        let read = try EvaluationHistories(
            text: header + "2375,26984851472,1,1004906,1,1.39,364,-0.6,1631,1,0,0\n2375,26984851516,1,1033142,1,0.82,364,0,1642,1,0,0\n"
                + "1364,26984896261,8,842930,1,2.19,31742,0,0040,2,0,0\n1364,26984896262,711,842930,1,2.19,31742,0,0905,102,0,0\n",
            timeZone: Self.utc)
        #expect(read.columnNames.map { [$0.person, $0.date, $0.shortcut] } == ["household_key", "DAY + TRANS_TIME", "PRODUCT_ID"])
        #expect(read.dayNumberColumn == "DAY")
        let monday = 978_307_200.0  // 2001-01-01 00:00 UTC, a Monday
        let dates = read.histories.flatMap { $0.donations.map { $0.date.timeIntervalSince1970 - monday } }
        let expected: [Double] = [59_460, 60_120, 607_200, 61_376_700]  // 16:31 and 16:42 on day 1, 00:40 on day 8, 09:05 on day 711
        #expect(dates == expected)
        #expect(read.histories[0].donations.first?.weekHour == WeekHour(day: 0, hour: 16))
        #expect(EvaluationHistories.dayNumber("0") == "2000-12-31" && EvaluationHistories.dayNumber("60") == "2001-03-01")
        #expect(EvaluationHistories.dayNumber("123456") == nil && EvaluationHistories.dayNumber("-1") == nil)
        #expect(EvaluationHistories.hoursAndMinutes("2400") == nil && EvaluationHistories.hoursAndMinutes("1260") == nil)
        #expect(EvaluationHistories.hoursAndMinutes("5") == nil && EvaluationHistories.hoursAndMinutes("40") == nil)

        let refused = #expect(throws: EvaluationHistories.ParseError.self) {
            try EvaluationHistories(text: header + "1,9,3,7,1,1,1,0,1200,1,0,0\n1,9,x,7,1,1,1,0,1200,1,0,0\n", timeZone: Self.utc)
        }
        #expect(refused?.line == 3 && refused?.message.contains("'x' (the column DAY) is not a day number") == true)

        // Without a time column the day is read at midnight; a date column named so wins.
        let days = try EvaluationHistories(text: "customer_id,day,product\nc1,2,Latte\nc1,9,Tea\n", timeZone: Self.utc)
        let midnights: [Double] = [86_400, 691_200]
        #expect(days.histories[0].donations.map { $0.date.timeIntervalSince1970 - monday } == midnights)
        let dated = try EvaluationHistories(text: "customer_id,day,date,product\nc1,2,2023-01-02,Latte\n", timeZone: Self.utc)
        #expect(dated.dayNumberColumn == nil && dated.columnNames?.date == "date")
        // A day beside a month and a year is a day of the month: not read as days numbered from the first.
        let parts = #expect(throws: EvaluationHistories.ParseError.self) {
            try EvaluationHistories(text: "customer_id,year,month,day,product\nc1,2023,1,2,Latte\n", timeZone: Self.utc)
        }
        #expect(parts?.message.contains("day number") == false)
        let named = #expect(throws: EvaluationHistories.ParseError.self) {
            try EvaluationHistories(text: "customer_id,day,product\nc1,Monday,Latte\n", timeZone: Self.utc)
        }
        #expect(named?.message.contains("day number") == false)
    }

    /// Personal exports as their services write them: Last.fm's `played_at` (the day with its
    /// time) beside a `date` of the day alone, and its `uts` (Unix time) beside a `utc_time`
    /// without a zone; Letterboxd's `Watched Date` beside the diary entry's `Date`; Netflix's
    /// `" "` for a title it no longer names (no shortcut); Goodreads' header with `ISBN13` in it,
    /// its `Original Purchase Date` empty throughout, and its ISBNs kept as Excel text (`="…"`).
    @Test func personalExportsAreReadByTheColumnsThatSayWhenAndWhat() throws {
        func read(_ text: String) throws -> EvaluationHistories { try EvaluationHistories(text: text, timeZone: Self.utc, person: "me") }
        let lastfm = try read("artist,track,played_at,date,hour\nA,One,2025-08-16 11:45:00,2025-08-16,11\nB,Two,2025-08-17 19:02:00,2025-08-17,19\n")
        #expect(lastfm.columnNames?.date == "played_at")
        #expect(lastfm.histories[0].donations.map(\.date.timeIntervalSince1970) == [1_755_344_700, 1_755_457_320])
        let scrobbles = try read("uts,utc_time,artist,track\n\"1720688852\",\"11 Jul 2024, 09:07\",The Cure,Pictures\n")
        #expect(scrobbles.columnNames?.date == "uts" && scrobbles.histories[0].donations.first?.date.timeIntervalSince1970 == 1_720_688_852)
        // A date column named as UTC's is read so, whatever TZ says.
        let newYork = try #require(Zone(identifier: "America/New_York"))
        let played = try EvaluationHistories(text: "user,utc_time,track\nu1,2024-07-11 09:07,Pictures\n", timeZone: newYork)
        #expect(played.utcDateColumn == "utc_time" && played.histories[0].donations.first?.date.timeIntervalSince1970 == 1_720_688_820)
        #expect(
            EvaluationHistories.namesUTC("timestamp_gmt") && !EvaluationHistories.namesUTC("utcTimestamp") && !EvaluationHistories.namesUTC("mutc"))
        let diary = try read(
            "Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date\n2020-12-29,The Return,2003,https://boxd.it/1,,,,2009-11-23\n")
        #expect(diary.columnNames?.date == "Watched Date")
        let netflix = try read("Title,Date\n\" \",28-06-23\nDark: Season 1,29-06-23\n")
        #expect(netflix.histories[0].donations.map(\.key) == ["Dark: Season 1"] && netflix.skipped.records == 1)
        let goodreads = try read(
            "Book Id,Title,ISBN,ISBN13,Date Read,Date Added,Original Purchase Date\n"
                + "40265832,How to Be an Antiracist,\"=\"\"0525509283\"\"\",\"=\"\"9780525509288\"\"\",,2020/05/20,\n"
                + "1,It Walks by Night,\"=\"\"\"\"\",\"=\"\"\"\"\",,2020/04/25,\n")
        // The book by its own identifier, not the edition's ISBN, empty for many books.
        #expect(goodreads.columnNames?.date == "Date Added" && goodreads.columnNames?.shortcut == "Book Id")
        #expect(goodreads.histories[0].donations.map(\.key).sorted() == ["1", "40265832"] && goodreads.skipped.records == 0)
        #expect(EvaluationHistories.formulaText("=\"\"") == "" && EvaluationHistories.formulaText("=SUM(A1)") == "=SUM(A1)")
        // Uber's `Product Type` names what was ridden (`UberX`).
        #expect(
            try read("City,Product Type,Request Time,Fare Amount\nBerlin,UberX,2024-01-02 10:00:00,12.5\n").columnNames?.shortcut == "Product Type")
        // A one-person file naming no shortcut: the message quotes the file's header and asks for the shortcut alone.
        let trips = #expect(throws: EvaluationHistories.ParseError.self) {
            try read("City,Trip Status,Request Time,Fare Amount\nBerlin,COMPLETED,2024-01-02 10:00:00,12.5\n")
        }
        #expect(
            trips?.message.contains(
                "the header (City,Trip Status,Request Time,Fare Amount) names the date (Request Time) but no shortcut column") == true,
            "\(trips?.message ?? "")")
    }

    /// The validator agrees with the standard library's on every kind of sequence: random bytes
    /// weighted toward lead and continuation bytes, overlong forms, surrogates, values past
    /// U+10FFFF and sequences cut short.
    @Test func theUTF8ValidatorAgreesWithTheStandardLibrary() {
        var random = SplitMix64(seed: 8)
        let interesting: [UInt8] = [0x41, 0x80, 0xBF, 0xC0, 0xC1, 0xC2, 0xDF, 0xE0, 0xA0, 0x9F, 0xED, 0xEF, 0xF0, 0x90, 0x8F, 0xF4, 0xF5, 0xFF]
        for _ in 0..<20_000 {
            let bytes = (0..<random.int(in: 1...6)).map { _ in interesting[random.int(in: 0...(interesting.count - 1))] }
            let offset = CSVRecords.firstInvalidUTF8(bytes)
            #expect((offset == nil) == (String(validating: bytes, as: UTF8.self) != nil), "\(bytes)")
            if let offset { #expect(String(validating: bytes[..<offset], as: UTF8.self) != nil, "\(bytes)") }
        }
        #expect(CSVRecords.firstInvalidUTF8(Array("soupe à l’oignon 🍲".utf8)) == nil)
    }

    @Test func aWallClockIsTheZonesAndAnOffsetIsItsOwn() throws {
        let local = try read("ann,2026-11-02T12:00,soup", zone: Self.tokyo)[0].donations[0]
        #expect(local.date == Date(timeIntervalSince1970: 1_793_588_400))  // 03:00 UTC
        #expect(local.weekHour == WeekHour(local.date, in: Self.tokyo))
        let offset = try read("ann,2026-11-02T12:00Z,soup", zone: Self.tokyo)[0].donations[0]
        #expect(offset.date == Date(timeIntervalSince1970: 1_793_620_800))  // 12:00 UTC, 21:00 in Tokyo
    }

    @Test func aHeaderNamingTheColumnsPutsThemInAnyOrderBesideOthers() throws {
        let text = "date,Quantity,Shortcut,PERSON,kind\n2026-11-02T12:00,2,soup,ann,lunch\n2026-11-03T12:00,1,tea,ann,lunch\n"
        let histories = try read(text)
        #expect(histories.map(\.person) == ["ann"])
        #expect(histories[0].kind == "lunch")
        #expect(histories[0].donations.map(\.key) == ["soup", "tea"])
        #expect(failure("date,person,x,shortcut\n2026-11-02T12:00,ann\n")?.message == "expected the header's 4 columns, found 2 fields")
        #expect(failure("person,date,shortcut\nann,2026-11-02T12:00,soup,large\n")?.message.hasSuffix("goes in double quotes)") == true)
        #expect(try read("person,date,shortcut\nann,2026-11-02T12:00,soup,,\n")[0].donations.map(\.key) == ["soup"])
    }

    @Test func aHeaderWithOtherNamesIsSkippedAndItsColumnsArePositional() throws {
        let histories = try read("user_id,timestamp,item\nann,2026-11-02T12:00,soup\n")
        #expect(histories.map(\.person) == ["ann"] && histories[0].donations.map(\.key) == ["soup"])
        // A first line whose date is wrong is not a header: it is an error.
        #expect(failure("ann,2026-13-02T12:00,soup\n")?.line == 1)
        // When such a header's columns are in another order, the error says why they were read
        // as person, date, shortcut, and what to do.
        let swapped = failure("customer,item,ordered\nann,soup,soon\n")
        #expect(swapped?.line == 2)
        #expect(swapped?.message.hasPrefix("read by position, the shortcut's column (item) would be the date;") == true)
        // The header is the likelier cause: the forms a date may take are not listed before it.
        #expect(swapped?.message.contains("YYYY-MM-DD") == false)
        #expect(failure("ann,soon 2,soup\n")?.message.contains("YYYY-MM-DD") == true)
        #expect(
            swapped?.message.hasSuffix(
                "; the header (customer,item,ordered) names the person (customer) and the shortcut (item) but no date column,"
                    + " so they are read in that order: name them in the header to read them in any order") == true, "\(swapped?.message ?? "")")
        let wide = failure("customer,when,item,quantity,price\nann,soon,soup,2,4.5\n")
        #expect(wide?.message.hasPrefix("expected person,date,shortcut[,kind], found 5 fields") == true)
        #expect(
            wide?.message.contains(
                "the header (customer,when,item,quantity,price) names the person (customer) and the shortcut (item) but no date column") == true)
        // A header that names none of them says so; one without a date says it cannot be read.
        #expect(failure("a,b,c\nann,soup,2026-11-02T12:00\n")?.message.contains("does not name the columns person, date and shortcut") == true)
        #expect(failure("user_id,order_number,product_id,x\n1,3,196,2,9\n")?.message.contains("no date column") == true)
        // Without a header, the message is as before.
        #expect(failure("ann,2026-11-02T12:00,soup,x,y\n")?.message.contains("the header") == false)
        #expect(failure("ann,2026-11-02T12:00,soup,x,y\nann,2026-11-03T12:00,soup,x\n")?.message.contains("found 5 fields") == true)
    }

    /// A header of more than four columns that names some roles but not all (Sephora's reviews,
    /// whose reviewer is `author_id`; Coveo's browsing sessions) cannot be read by position: it is
    /// told which column to name, not that its columns are read in that order.
    @Test func aWideHeaderIsToldWhichColumnsToName() throws {
        let sephora = """
            ,author_id,rating,is_recommended,submission_time,review_title,product_id,product_name,brand_name,price_usd
            0,1741593524,5,1.0,2023-02-01,Taught me how to use foundation,P504322,Gentle Hydra-Gel Face Cleanser,NUDESTIX,19.0

            """
        let refused = try #require(failure(sephora))
        #expect(
            refused.message.contains(
                "names the date (submission_time) and the shortcut (product_name) but no person column: name the column of who ordered"
                    + " `person` (a header of more than four columns is read by its names, not by position)"), "\(refused.message)")
        #expect(!refused.message.contains("read in that order"))
        let coveo =
            "session_id_hash,event_type,product_action,product_sku_hash,server_timestamp_epoch_ms\n5,event_product,detail,b5b8,1550885213307\n"
        #expect(
            failure(coveo)?.message.contains(
                "but no person or date column: name the column of who ordered `person` and the column of when `date`") == true)
    }

    /// A column of each record's minutes from UTC (the Foursquare check-ins' `timezoneOffset`
    /// beside their `utcTimestamp`): the hour of the week is the record's own clock's, not `TZ`'s.
    @Test func aTimeZoneOffsetColumnGivesEachRecordsOwnClock() throws {
        let text = """
            userId,venueId,venueCategory,timezoneOffset,utcTimestamp
            1541,4f0fd5a8,Cosmetics Shop,540,Tue Apr 03 18:17:18 +0000 2012
            1541,4b7b884f,Ramen /  Noodle House,-240,Tue Apr 03 18:22:04 +0000 2012
            1541,4b7b884f,Ramen /  Noodle House,x,Tue Apr 03 18:22:04 +0000 2012
            """
        let read = try EvaluationHistories(text: text, timeZone: Zone(identifier: "America/Los_Angeles")!)
        #expect(read.clockOffsetColumn == "timezoneOffset")
        let hours = read.histories.first?.donations.map(\.weekHour.index)
        // Wednesday 03:17 in Tokyo, Tuesday 14:22 in New York; no offset: Los Angeles' 11:22.
        #expect(hours == [2 * 24 + 3, 24 + 14, 24 + 11], "\(hours ?? [])")
        #expect(try EvaluationHistories(text: "person,date,shortcut\nann,2026-11-02T12:00,soup\n", timeZone: Self.utc).clockOffsetColumn == nil)
    }

    /// The Foursquare check-ins as published, without a header (TIST2015's `user, venue, time,
    /// offset`; TSMC2014's eight columns with the offset before the time): the column of minutes
    /// from UTC beside instants in UTC gives each record's own clock, as the named one does; before,
    /// their hours were TZ's.
    @Test func minutesFromUTCWithoutAHeaderGiveEachRecordsClock() throws {
        let tist = """
            50756\t4f5e3a72e4b053fd6a4313f6\tTue Apr 03 18:00:06 +0000 2012\t240
            50756\t4b7b884ff964a5207d662fe3\tTue Apr 03 18:22:04 +0000 2012\t-240
            190571\t4b7b884ff964a5207d662fe3\tTue Apr 03 18:00:07 +0000 2012\t-240

            """
        let read = try EvaluationHistories(text: tist, timeZone: Self.utc)
        #expect(read.clockOffsetColumn == "column 4")
        #expect(read.columnNames.map { [$0.person, $0.date, $0.shortcut] } == ["column 1", "column 3", "column 2"])
        // Tuesday 22:00 four hours east, 14:22 four hours west.
        #expect(read.histories.first?.donations.map(\.weekHour.index) == [24 + 22, 24 + 14])
        let tsmc = """
            470\t49bbd6c0f964\t4bf58dd8d489\tArts & Crafts Store\t40.719810375488535\t-74.00258103213994\t-240\tTue Apr 03 18:00:09 +0000 2012
            979\t4a43c0aef964\t4bf58dd8d489\tBridge\t40.60679958140643\t-74.04416981025437\t-240\tTue Apr 03 18:00:25 +0000 2012

            """
        #expect(try EvaluationHistories(text: tsmc, timeZone: Self.utc).clockOffsetColumn == "column 7")
        // Without a zone on the dates, or with counts that are no quarter hours, no column is the clock.
        #expect(
            try EvaluationHistories(text: "u1\titem\t2012-04-03 18:00\t240\nu1\titem\t2012-04-04 18:00\t60\n", timeZone: Self.utc).clockOffsetColumn
                == nil)
        #expect(!EvaluationHistories.holdsClockOffsets(["3", "60"]) && !EvaluationHistories.holdsClockOffsets(["0", "0"]))
    }

    /// The same people written on their own clock, and in UTC with that clock's offset beside,
    /// are ranked alike whatever `TZ` is: the model is asked, and the time-of-day count counts,
    /// on each record's own clock, as its habits were learnt.
    @Test func aRecordsOwnClockIsTheClockItIsAskedOn() throws {
        var local = "person,date,shortcut\n"
        var offset = "person,utcTimestamp,venue,timezoneOffset\n"
        let utc = Self.utc
        let start = try #require(DateCodec(timeZone: utc).parse("2024-01-01T00:00:00Z"))
        var generator = SplitMix64(seed: 7)
        for person in 0..<40 {
            for day in 0..<40 where generator.next() % 3 != 0 {
                // Tokyo's 02:00 to 04:59: a weekend has its own place.
                let minute = 120 + Int(generator.next() % 180)
                let shown = start.addingTimeInterval(Double(day * 86_400 + minute * 60))
                let weekday = Zone(secondsFromGMT: 0).wallClock(shown).weekday
                let place = weekday == 1 || weekday == 7 ? "d" : (generator.next() % 4 == 0 ? "c" : "b")
                local += "p\(person),\(DateCodec(timeZone: utc).iso(shown).dropLast()),\(place)\n"
                offset += "p\(person),\(DateCodec(timeZone: utc).iso(shown.addingTimeInterval(-540 * 60))),\(place),540\n"
            }
        }
        let written = try EvaluationHistories(text: local, timeZone: utc)
        let shifted = try EvaluationHistories(text: offset, timeZone: utc)
        let evaluator = Evaluator(timeZone: utc, hide: 3)
        for (a, b) in zip(written.histories, shifted.histories) {
            let first = evaluator.evaluate(a.donations, name: a.person)
            let second = evaluator.evaluate(b.donations, name: b.person)
            #expect(first.askRanks == second.askRanks, "\(a.person)")
        }
    }

    /// A time the clocks skip on TZ's clock (01:30 in London as summer time starts) costs a file
    /// of thousands of people nothing: it reads as the clocks show it, an hour on; elsewhere
    /// (`--now`) it is still refused, saying "UTC" for the offset 0.
    @Test func aTimeTheClocksSkipIsReadAnHourOn() throws {
        let london = try #require(Zone(identifier: "Europe/London"))
        let read = try EvaluationHistories(text: "person,date,shortcut\nann,2024-03-31 01:30,tomato\nann,2024-04-01 12:00,tomato\n", timeZone: london)
        let first = try #require(read.histories.first?.donations.first?.date)
        #expect(DateCodec(timeZone: Self.utc).iso(first) == "2024-03-31T01:30:00Z")
        #expect(throws: DateCodec.ReadError.self) { try DateCodec(timeZone: london).read("2024-03-31T01:30") }
        do {
            _ = try DateCodec(timeZone: london).read("2024-03-31T01:30")
        } catch {
            #expect(error.reason.contains("(from UTC to UTC+01:00)"), "\(error.reason)")
        }
    }

    /// Excel's `sep=;` first line names the separator and is no record; lines keep their numbers.
    @Test func anExcelSeparatorLineNamesTheSeparator() throws {
        let excel = try EvaluationHistories(
            text: "sep=;\nperson;date;shortcut\nann;2026-11-02 12:00;soup, hot\nann;2026-11-03 12:00;tea\n", timeZone: Self.utc)
        #expect(excel.histories.first?.donations.map(\.key) == ["soup, hot", "tea"])
        #expect(failure("\u{FEFF}SEP=,\nperson,date,shortcut\nann,soon,soup\n")?.line == 3)
        // A record that merely starts so is a record.
        #expect(try read("sep=x,2026-11-02T12:00,soup\n").map(\.person) == ["sep=x"])
    }

    /// A header that names the person and the shortcut but no date (H&M's `t_dat`): the date is
    /// the first other column whose values are dates.
    @Test func aHeaderWithoutADateNameTakesTheColumnOfDates() throws {
        let text = "t_dat,customer_id,article_id,price\n2018-09-20,c1,0663713001,0.05\n2018-09-21,c1,0541518023,0.03\n2018-09-22,c2,0663713001,0.05\n"
        let read = try EvaluationHistories(text: text, timeZone: Self.utc)
        #expect(read.columnReading == .namesAndDateContents)
        #expect(read.columnNames?.date == "t_dat" && read.columnNames?.person == "customer_id" && read.columnNames?.shortcut == "article_id")
        #expect(read.histories.map(\.person) == ["c1", "c2"] && read.histories[0].donations.map(\.key) == ["0663713001", "0541518023"])
        // A column of numbers is no column of dates, however many digits (a price, an id).
        #expect(failure("customer,item,code\nann,soup,1234\nann,tea,0132793040\n")?.message.contains("no date column") == true)
    }

    /// Files published without a header whose second column is no date (MovieLens' `u.data`,
    /// Amazon's ratings, Taobao's user behaviour, MovieLens 1M's `::`), or with more than four
    /// columns (Last.fm's logs): the date is the column of dates, the person the first other
    /// column, the shortcut the next; a time of day is neither.
    @Test func aFileWithoutAHeaderIsReadByWhatItsColumnsHold() throws {
        let movieLens = try EvaluationHistories(text: "196\t242\t3\t881250949\n186\t302\t3\t891717742\n196\t377\t1\t878887116\n", timeZone: Self.utc)
        #expect(movieLens.columnReading == .contents)
        #expect(
            movieLens.columnNames?.person == "column 1" && movieLens.columnNames?.date == "column 4" && movieLens.columnNames?.shortcut == "column 2")
        #expect(movieLens.histories.map(\.person) == ["196", "186"] && movieLens.histories[0].donations.map(\.key) == ["242", "377"])
        #expect(movieLens.histories[0].kind == nil)
        // An Amazon product of ten digits would be a date of 1974: a date column holds plausible instants.
        let amazon = try EvaluationHistories(
            text: "AKM1MP6P0OYPR,0132793040,5.0,1365811200\nA2CX7LUOHB2NDG,0321732944,5.0,1341100800\n", timeZone: Self.utc)
        #expect(amazon.columnNames?.date == "column 4" && amazon.histories.map { $0.donations.map(\.key) } == [["0132793040"], ["0321732944"]])
        let dotDat = try EvaluationHistories(text: "1::1193::5::978300760\n1::661::3::978302109\n", timeZone: Self.utc)
        #expect(dotDat.columnNames?.date == "column 4" && dotDat.histories.first?.donations.map(\.key) == ["1193", "661"])
        let lastFM = try EvaluationHistories(
            text:
                "user_000001\t2009-05-04T23:08:57Z\tf1b1cf71\tDeep Dish\t\tFuck Me Im Famous\nuser_000001\t2009-05-04T13:54:10Z\ta7f7df4a\tRyuichi Sakamoto\t\tComputer\n",
            timeZone: Self.utc)
        #expect(lastFM.columnReading == .contents && lastFM.columnNames?.date == "column 2" && lastFM.columnNames?.shortcut == "column 3")
        // A sale's day, time and item, with no person: a time of day is neither the person nor
        // the shortcut, so there are no columns by contents, and position says what is wrong.
        #expect(failure("2016-10-30,09:58:11,Bread\n2016-10-30,10:05:34,Scandinavian\n")?.message.hasPrefix("'09:58:11' is not") == true)
        // Three or four columns with a date second stay positional, the fourth the kind.
        let positional = try EvaluationHistories(text: "ann,2026-11-02T12:00,soup,lunch\nann,2026-11-03T12:00,soup,lunch\n", timeZone: Self.utc)
        #expect(positional.columnReading == nil && positional.histories.first?.kind == "lunch")
    }

    /// The SNAP check-ins (Gowalla's, Brightkite's) are published without a header as the user,
    /// the time, the latitude, the longitude and the place: a coordinate is no shortcut, so the
    /// place is; before, the latitude was read as what was chosen.
    @Test func aCoordinateIsNoShortcut() throws {
        let gowalla = """
            0\t2010-10-19T23:55:27Z\t30.2359091167\t-97.7951395833\t22847
            0\t2010-10-18T22:17:43Z\t30.2691029532\t-97.7493953705\t420315
            0\t2010-10-17T23:42:03Z\t30.2557309927\t-97.7633857727\t316637
            1\t2010-07-25T20:48:52Z\t53.36491\t-2.272346\t145064

            """
        let read = try EvaluationHistories(text: gowalla, timeZone: Self.utc)
        #expect(read.columnNames.map { [$0.person, $0.date, $0.shortcut] } == ["column 1", "column 2", "column 5"])
        #expect(read.histories.map { $0.donations.map(\.key) } == [["22847", "420315", "316637"], ["145064"]])
        #expect(EvaluationHistories.measurementColumns(in: [["u", "1.00000", "53.36"], ["v", "2.50000", "-2.272"]]) == [1, 2])
        // Brightkite writes 0.0 for a check-in without its coordinates.
        let brightkite =
            "58186\t2008-12-03T21:09:14Z\t0.0\t0.0\tee8b88de\n58186\t2008-11-30T22:30:12Z\t0.0\t0.0\tee8b88de\n"
            + "58187\t2008-11-28T17:55:04Z\t39.747652\t-104.99251\t0ec8f1ae\n"
        #expect(try EvaluationHistories(text: brightkite, timeZone: Self.utc).columnNames?.shortcut == "column 5")
        // Prices and ids are no measurements: an amount has at most two digits after its mark.
        #expect(EvaluationHistories.measurementColumns(in: [["214536502", "3.50"], ["214536500", "12.99"], ["", "1.5"]]).isEmpty)
    }

    /// A sheet saves a date in a cell not formatted as one as its serial day number (`44197.35`):
    /// refused with what it is, the day it names, and what to do in the spreadsheet.
    @Test func aSpreadsheetsSerialDayIsToldWhatToDo() throws {
        let refused = try #require(failure("customer_id,order_date,product\nc1,44197.35,Tea\nc1,44198,Bun\n"))
        #expect(refused.line == 2)
        #expect(refused.message.contains("'44197.35' (the column order_date, read as the date by its name) is a spreadsheet's serial day number"))
        #expect(refused.message.contains("(44197 is 2021-01-01 in Excel's count of days)"), "\(refused.message)")
        #expect(refused.message.contains("format the column as a date and time"))
        #expect(EvaluationHistories.spreadsheetSerialDay("25569") == "1970-01-01")
        #expect(EvaluationHistories.spreadsheetSerialDay("45351.5") == "2024-02-29")
        #expect(EvaluationHistories.spreadsheetSerialDay("12345") == nil && EvaluationHistories.spreadsheetSerialDay("44197.") == nil)
    }

    /// dunnhumby's "Let's Get Sort-of-Real" gives each basket's day (`SHOP_DATE`, `20060413`)
    /// and its hour alone (`SHOP_HOUR`, `20`): the hour completes the day, where the baskets were
    /// all read at midnight.
    @Test func anHourAloneCompletesItsDay() throws {
        let text = """
            SHOP_WEEK,SHOP_DATE,SHOP_WEEKDAY,SHOP_HOUR,QUANTITY,SPEND,PROD_CODE,PROD_CODE_10,CUST_CODE,BASKET_ID,STORE_CODE
            200607,20060413,5,20,1,103,PRD0900097,CL00001,CUST0000410727,994106600015500,STORE00001
            200607,20060414,6,9,1,32,PRD0900550,CL00167,CUST0000410727,994106600024756,STORE00001
            200607,20060415,7,0,1,32,PRD0900097,CL00001,,994106600024757,STORE00001

            """
        let read = try EvaluationHistories(text: text, timeZone: Self.utc)
        #expect(read.columnNames.map { [$0.person, $0.date, $0.shortcut] } == ["CUST_CODE", "SHOP_DATE + SHOP_HOUR", "PROD_CODE"])
        #expect(read.histories.first?.donations.map(\.date.timeIntervalSince1970) == [1_144_958_400, 1_145_005_200])
        #expect(EvaluationHistories.hourAlone("7") == "07:00:00" && EvaluationHistories.hourAlone("24") == nil)
        // A day written with a midnight of its own, as pandas writes a date column, takes the hour too.
        let pandas = "user_id,date,product,hour\nu1,2024-01-01 00:00:00,tea,8\nu1,2024-01-02 00:00:00,bun,9\n"
        #expect(try EvaluationHistories(text: pandas, timeZone: Self.utc).columnNames?.date == "date + hour")
        // A column so named that holds no hours (a count of them) is no time.
        let counted = "user_id,date,product,hour\nu1,2024-01-01,tea,36\nu1,2024-01-02,bun,2\n"
        #expect(try EvaluationHistories(text: counted, timeZone: Self.utc).columnNames?.date == "date")
    }

    /// A header that names the columns as data sets do (`user_id`, `Customer ID`, `InvoiceDate`,
    /// `timestamp`, `item_id`, `StockCode`) is read by those names in any order; the names
    /// person, date and shortcut come first, and a date with its time before a day alone.
    @Test func aHeaderNamingTheColumnsAsDataSetsDoIsReadByThoseNames() throws {
        let retail = try EvaluationHistories(
            text: "InvoiceNo,StockCode,Description,Quantity,InvoiceDate,Customer ID\n5,85123A,HANGER,6,2010-12-01 08:26,17850\n",
            timeZone: Self.utc)
        #expect(retail.histories.map(\.person) == ["17850"] && retail.histories[0].donations.map(\.key) == ["85123A"])
        #expect(retail.columnNames.map { [$0.person, $0.date, $0.shortcut] } == ["Customer ID", "InvoiceDate", "StockCode"])
        let logged = try EvaluationHistories(text: "item_id,timestamp,user_id\n196,1433221332,7\n", timeZone: Self.utc)
        #expect(logged.histories.map(\.person) == ["7"] && logged.histories[0].donations.map(\.key) == ["196"])
        #expect(logged.histories[0].donations[0].date == Date(timeIntervalSince1970: 1_433_221_332))
        // A header saved as one quoted cell: its names are inside (IBM's coffee shop receipts, as
        // one copy keeps them).
        let oneCell = try EvaluationHistories(
            text: "\"transaction_id,\"\"transaction_date\"\",\"\"customer_id\"\",\"\"product_id\"\"\"\n7,2019-04-01 12:04:43,558,52\n",
            timeZone: Self.utc)
        #expect(oneCell.columnNames.map { [$0.person, $0.date, $0.shortcut] } == ["customer_id", "transaction_date", "product_id"])
        #expect(oneCell.histories.first?.donations.first?.key == "52")
        #expect(EvaluationHistories.namesInOneCell("a,,b", separator: .comma) == nil)
        #expect(EvaluationHistories.namesInOneCell("soup, large", separator: .comma) == nil)
        // RecBole's atomic files write each field's type after a colon.
        let atomic = try EvaluationHistories(
            text: "user_id:token\titem_id:token\trating:float\ttimestamp:float\n196\t242\t3\t881250949\n", timeZone: Self.utc)
        #expect(atomic.columnNames.map { [$0.person, $0.date, $0.shortcut] } == ["user_id:token", "timestamp:float", "item_id:token"])
        #expect(atomic.histories.first?.donations.first?.date == Date(timeIntervalSince1970: 881_250_949))
        #expect(EvaluationHistories.HeaderNames.plain("time: noon") == "timenoon")
        let coffee = try EvaluationHistories(
            text: "date,datetime,customer,product\n2024-03-01,2024-03-01 10:15:50,ANON-1,Latte\n", timeZone: Self.utc)
        #expect(coffee.columnNames?.date == "datetime")
        #expect(coffee.histories.first?.donations.first?.date == Date(timeIntervalSince1970: 1_709_288_150))
        // A day and its time in two columns make one date; a time column alone is taken as
        // the date, and an error says which column it read.
        let split = try EvaluationHistories(
            text: "member_id,order_date,order_time,product\nm1,2024-01-01,08:00,coffee\nm1,2024-01-01,18:00,beer\n", timeZone: Self.utc)
        #expect(split.histories.first?.donations.map { $0.date.timeIntervalSince1970 } == [1_704_096_000, 1_704_132_000])
        #expect(split.columnNames.map { [$0.person, $0.date, $0.shortcut] } == ["member_id", "order_date + order_time", "product"])
        // A time column holding a whole date and time is the date; the documented header takes
        // a time column too; a check-in time is a date and time.
        let whole = try read("customer_id,order_date,order_time,product\n1,2024-01-01,2024-01-01 08:05:00,x\n")
        #expect(whole.first?.donations.first?.date == Date(timeIntervalSince1970: 1_704_096_300))
        let ownTime = try read("person,date,time,shortcut\nann,2024-01-01,08:05,soup\n")
        #expect(ownTime.first?.donations.first?.date == Date(timeIntervalSince1970: 1_704_096_300))
        let checkins = try EvaluationHistories(text: "venue_id,user_id,checkin_time\n0,u1,2012-04-03T18:00:09Z\n", timeZone: Self.utc)
        #expect(checkins.columnNames?.date == "checkin_time" && checkins.histories.first?.donations.first?.key == "0")
        let clockOnly = failure("customer_id,transaction_time,product_id\n1,07:06:11,5\n")
        #expect(clockOnly?.message.hasPrefix("'07:06:11' (the column transaction_time, read as the date by its name) is not an ISO 8601") == true)
        // No shortcut name: the first column whose name ends as one does, never a person's name.
        let vending = try EvaluationHistories(
            text:
                "date,datetime,cash_type,card,money,coffee_name\n3/1/2024,3/1/2024 10:15,card,ANON-1,38.7,Latte\n3/1/2024,3/1/2024 12:19,cash,,38.7,Cocoa\n",
            timeZone: Self.utc)
        #expect(vending.columnNames.map { [$0.person, $0.date, $0.shortcut] } == ["card", "datetime", "coffee_name"])
        #expect(
            vending.histories.map(\.person) == ["ANON-1"] && vending.histories[0].donations.map(\.key) == ["Latte"] && vending.skipped.records == 1)
        let people = try EvaluationHistories(text: "customer_id,customer_name,order_date,menu_item\n1,Ann,2024-01-01,tea\n", timeZone: Self.utc)
        #expect(people.columnNames?.shortcut == "menu_item")
        // An id per order beside the person's own: the person's.
        let shop = try EvaluationHistories(
            text:
                "order_id,customer_id,customer_unique_id,order_purchase_timestamp,product_id\no1,c1,u1,2017-10-02 10:56:33,p1\no2,c2,u1,2017-10-09 10:56:33,p2\n",
            timeZone: Self.utc)
        #expect(shop.histories.map(\.person) == ["u1"] && shop.histories[0].donations.map(\.key) == ["p1", "p2"])
        #expect(shop.columnNames?.date == "order_purchase_timestamp")
        let sales = try EvaluationHistories(text: "client_id,sale_date,sku\nc1,21.07.2015,milk\n", timeZone: Self.utc)
        #expect(sales.columnNames?.date == "sale_date" && sales.histories.first?.donations.first?.date.timeIntervalSince1970 == 1_437_436_800)
        // No person's name: the first column named with a word for a person and an identifier
        // or a name, never one that only describes them (a city, a browser).
        let named = try EvaluationHistories(
            text:
                "order_id,product_id,description,quantity,order_date,unit_price,customer_name,country\n1,85123A,HANGER,6,2010-12-01 08:26,2.55,Ann,UK\n",
            timeZone: Self.utc)
        #expect(named.columnNames.map { [$0.person, $0.date, $0.shortcut] } == ["customer_name", "order_date", "product_id"])
        let described = try EvaluationHistories(text: "customer_city,cust_ref,order_date,item\nOslo,c9,2024-01-01,tea\n", timeZone: Self.utc)
        #expect(described.histories.map(\.person) == ["c9"] && described.columnNames?.person == "cust_ref")
        let agent = try EvaluationHistories(text: "user_agent,timestamp,event\nMozilla,2024-01-01T10:00,view\n", timeZone: Self.utc)
        #expect(agent.columnNames == nil && agent.histories.map(\.person) == ["Mozilla"])
        // A shopper, an instant named for when it happened, a drink; an event is the shortcut
        // only where no item is named.
        let cafe = try EvaluationHistories(text: "shopper_id,purchased_at,drink\ns1,2024-01-01 08:05:00,flat white\n", timeZone: Self.utc)
        #expect(cafe.columnNames.map { [$0.person, $0.date, $0.shortcut] } == ["shopper_id", "purchased_at", "drink"])
        let clicks = try EvaluationHistories(text: "visitorid,timestamp,event\n7,1433221332117,view\n", timeZone: Self.utc)
        #expect(clicks.histories.first?.donations.map(\.key) == ["view"])
        let events = try EvaluationHistories(
            text: "timestamp,visitorid,event,itemid,transactionid\n1433221332117,7,view,355908,\n", timeZone: Self.utc)
        #expect(events.columnNames.map { [$0.person, $0.date, $0.shortcut] } == ["visitorid", "timestamp", "itemid"])
        // Ratings and reviews name what they are about by an identifier of its own (MovieLens'
        // movieId, Yelp's business_id beside the review's own id), or by Amazon's product number,
        // with a reviewer and a review time.
        let ratings = try EvaluationHistories(text: "userId,movieId,rating,timestamp\n1,31,2.5,1260759144\n", timeZone: Self.utc)
        #expect(ratings.columnNames.map { [$0.person, $0.date, $0.shortcut] } == ["userId", "timestamp", "movieId"])
        #expect(ratings.histories.first?.donations.map(\.key) == ["31"])
        let reviews = try EvaluationHistories(
            text: "review_id,user_id,business_id,stars,date\nr1,u1,b7,5,2016-01-01 10:00:00\n", timeZone: Self.utc)
        #expect(reviews.columnNames.map { [$0.person, $0.date, $0.shortcut] } == ["user_id", "date", "business_id"])
        let amazon = try EvaluationHistories(
            text: "reviewerID,asin,reviewerName,overall,unixReviewTime\nA1,B01,Ann,5,1400000000\n", timeZone: Self.utc)
        #expect(amazon.columnNames.map { [$0.person, $0.date, $0.shortcut] } == ["reviewerID", "unixReviewTime", "asin"])
        #expect(amazon.histories.first?.donations.first?.date == Date(timeIntervalSince1970: 1_400_000_000))
        // An order's own id is never what it is about.
        let orders = failure("order_id,user_id,order_date\no1,u1,2024-01-01\n")
        #expect(
            orders?.message.contains("names the person (user_id) and the date (order_date) but no shortcut column") == true,
            "\(String(describing: orders))")
        // The documented names win, and are not reported as other names.
        let own = try EvaluationHistories(
            text: "user,person,date,timestamp,item,shortcut\na,ann,2026-11-02,2026-11-03T12:00,x,soup\n", timeZone: Self.utc)
        #expect(own.histories.map(\.person) == ["ann"] && own.histories[0].donations.map(\.key) == ["soup"] && own.columnNames == nil)
    }

    /// Sales tables name what was sold by its key or code (AdventureWorks' `ProductKey`, Kaggle's
    /// "Sample Sales Data" `PRODUCTCODE`, a bakery's `product_code`), beside an order's line
    /// number (`OrderLineItem`, 1, 2, 3) and a contact's name (`CONTACTLASTNAME`), neither of
    /// which is what was ordered.
    @Test func aProductsKeyOrCodeIsTheItemAndAnOrdersLineOrAContactsNameIsNot() throws {
        func columns(_ text: String, person: String? = nil) throws -> [String]? {
            try EvaluationHistories(text: text, timeZone: Self.utc, person: person).columnNames.map { [$0.person, $0.date, $0.shortcut] }
        }
        let adventure = try EvaluationHistories(
            text: "OrderDate,StockDate,OrderNumber,ProductKey,CustomerKey,TerritoryKey,OrderLineItem,OrderQuantity\n"
                + "1/1/2017,9/21/2003,SO61285,529,23791,1,2,2\n1/1/2017,12/5/2003,SO61285,214,23791,1,1,1\n",
            timeZone: Self.utc)
        #expect(adventure.columnNames.map { [$0.person, $0.date, $0.shortcut] } == ["CustomerKey", "OrderDate", "ProductKey"])
        #expect(adventure.histories.first?.donations.map(\.key) == ["529", "214"])
        let sample =
            "ORDERNUMBER,QUANTITYORDERED,PRICEEACH,ORDERDATE,PRODUCTLINE,PRODUCTCODE,CUSTOMERNAME,CONTACTLASTNAME,CONTACTFIRSTNAME\n"
            + "10107,30,95.7,2/24/2003 0:00,Motorcycles,S10_1678,Land of Toys Inc.,Yu,Kwai\n"
        #expect(try columns(sample) == ["CUSTOMERNAME", "ORDERDATE", "PRODUCTCODE"])
        #expect(try columns(sample, person: "me")?.last == "PRODUCTCODE")
        let bakery = "transaction_id,order_date,product_code,customer_code,market_code,qty,total_sales\n1,2024-01-02,P001,C001,M001,3,45000.00\n"
        #expect(try columns(bakery) == ["customer_code", "order_date", "product_code"])
        #expect(try columns("user_id,date,item_no,qty\nu1,2024-01-02,A-7,3\n")?.last == "item_no")
        // An order's line alone names nothing ordered; a line item's name does (Shopify's).
        #expect(EvaluationHistories.HeaderNames.shortcutColumn(["customerid", "orderdate", "orderlineitem"], besides: [0, 1]) == nil)
        #expect(EvaluationHistories.HeaderNames.shortcutColumn(["name", "email", "lineitemname"]) == 2)
        // A person's own name is never the item, however it is prefixed.
        #expect(EvaluationHistories.HeaderNames.shortcutColumn(["contactlastname", "reviewerdisplayname", "storename"]) == 2)
    }

    /// A column named for the item itself (`Food Name`) comes before a category (Cronometer's
    /// food group), and an identifier of what a record is about (Google's `gmap_id`) before a
    /// column named just `name`, which may be the person's.
    @Test func anItemsOwnNameComesBeforeItsCategoryAndAnIdBeforeABareName() throws {
        let servings = try EvaluationHistories(
            text: "date,Time,Group,Food Name,Amount,Category\n2022-11-03,9:51 AM,Breakfast,\"Eggs, Cooked\",4.00 medium,Dairy and Egg Products\n",
            timeZone: Self.utc, person: "me")
        #expect(servings.columnNames?.shortcut == "Food Name" && servings.histories.first?.donations.first?.key == "Eggs, Cooked")
        // A category is still read where nothing names the item.
        #expect(try EvaluationHistories(text: "user_id,date,category\nu1,2024-01-02,Fruit\n", timeZone: Self.utc).columnNames?.shortcut == "category")
        let places = try EvaluationHistories(
            text:
                "user_id,name,time,rating,gmap_id\n1014,Jordan Adams,1627750414677,5,0x87ec:0xd111\n1014,Jordan Adams,1628750414677,4,0x87ec:0xd112\n",
            timeZone: Self.utc)
        #expect(places.columnNames?.shortcut == "gmap_id" && places.histories.first?.donations.map(\.key) == ["0x87ec:0xd111", "0x87ec:0xd112"])
        #expect(EvaluationHistories.HeaderNames.shortcutColumn(["orderid", "name"]) == 1)
    }

    /// Headers in Spanish, Portuguese, German, French: their people, dates and items by their
    /// names, and an order's own id (`pedido_id`, `commande_id`) never the item, as `order_id` is not.
    @Test func headersInOtherLanguagesAreReadByTheirNames() throws {
        func columns(_ text: String) throws -> [String]? {
            try EvaluationHistories(text: text, timeZone: Self.utc).columnNames.map { [$0.person, $0.date, $0.shortcut] }
        }
        #expect(
            try columns("ID_PEDIDO,CLIENTE,PRODUCTO,CANTIDAD,PRECIO,FECHA_HORA\n1,Juan,Café,2,3.5,6/13/2023 15:15\n")
                == ["CLIENTE", "FECHA_HORA", "PRODUCTO"])
        #expect(try columns("Kundennummer,Bestelldatum,Artikel,Menge\nK1,2024-01-02,Brot,2\n") == ["Kundennummer", "Bestelldatum", "Artikel"])
        #expect(try columns("id_usuario,fecha,hora,id_producto\nu1,2024-01-02,08:15,p7\n") == ["id_usuario", "fecha + hora", "id_producto"])
        #expect(try columns("client_id,date,produit\nc1,2024-01-02,pain\n") == ["client_id", "date", "produit"])
        // German's and the Nordic languages' product, Danish and Norwegian dates, Swedish customers.
        #expect(try columns("Kunde,Datum,Produkt,Menge\nK1,2024-01-02,Brot,2\n") == ["Kunde", "Datum", "Produkt"])
        #expect(try columns("Kundenummer,Dato,Varenavn,Antal\nK1,2024-01-02,Rugbrød,2\n") == ["Kundenummer", "Dato", "Varenavn"])
        #expect(try columns("Kund,Tidspunkt,Vara\nK1,2024-01-02 08:15,Kaffe\n") == ["Kund", "Tidspunkt", "Vara"])
        for record in ["pedido_id", "commande_id", "bestellung_id", "venta_id", "fattura_id", "transacao_id"] {
            let error = failure("\(record),cliente_id,data_pedido,valor_total\np1,c1,2024-01-02,10.5\n")
            #expect(error?.message.contains("names the person (cliente_id) and the date (data_pedido) but no shortcut column") == true, "\(record)")
        }
    }

    /// A header that names the person and the date but no item is refused rather than read by
    /// position (Kaggle's "Retail Data Transactions", `customer_id,trans_date,tran_amount`: the
    /// spend would be the item); an amount is never the item, with --person too. A header naming
    /// only the date, read with --person, still gives its other column by position.
    @Test func aHeaderWithoutAnItemIsRefusedAndAnAmountIsNeverTheItem() throws {
        let spend = try #require(failure("customer_id,trans_date,tran_amount\nCS5295,11-Feb-17,35\nCS4768,15-Mar-15,39\n"))
        #expect(spend.line == 2)
        #expect(
            spend.message
                == "the header (customer_id,trans_date,tran_amount) names the person (customer_id) and the date (trans_date) but no"
                + " shortcut column; read by position, its shortcut would be tran_amount, an amount, not what was ordered: name the column"
                + " of what was ordered `shortcut` (a table without one holds no orders to predict)")
        let other = try #require(failure("user_id,date,coffee\nu1,2024-01-02,latte\n"))
        #expect(other.message.hasPrefix("the header (user_id,date,coffee) names the person (user_id) and the date (date) but no shortcut column:"))
        let mine = #expect(throws: EvaluationHistories.ParseError.self) {
            try EvaluationHistories(text: "Date,Price Each\n2024-01-02,11.95\n", timeZone: Self.utc, person: "me")
        }
        #expect(mine?.message.contains("names the date (Date) but no shortcut column; read by position, its shortcut would be Price Each") == true)
        let activities = try EvaluationHistories(text: "Date,Activity\n2024-01-02,Running\n", timeZone: Self.utc, person: "me")
        #expect(activities.histories.first?.donations.map(\.key) == ["Running"])
        for measure in ["tranamount", "OrderQuantity", "order_qty", "Price Each", "unit cost", "TotalDue"] {
            #expect(EvaluationHistories.HeaderNames.namesMeasure(measure), "\(measure)")
        }
        for thing in ["coffee", "taxi", "costume", "product", "Activity name", "summary"] {
            #expect(!EvaluationHistories.HeaderNames.namesMeasure(thing), "\(thing)")
        }
    }

    /// A file named for what its records are (Whoop's `workouts.csv`) dates them by the column
    /// named so, not by the sleep cycle each falls in, which comes first in the header.
    @Test func aFilesNameSaysWhichOfItsTimesDatesARecord() throws {
        let whoop =
            "Cycle start time,Cycle end time,Cycle timezone,Workout start time,Workout end time,Duration (min),Activity name\n"
            + "2024-09-13 22:46:03,2024-09-15 00:08:36,UTC-04:00,2024-09-14 13:06:00,2024-09-14 13:22:29,16,Walking\n"
        let workouts = try EvaluationHistories(text: whoop, timeZone: Self.utc, person: "me", fileName: "export/workouts.csv")
        #expect(workouts.columnNames?.date == "Workout start time")
        #expect(workouts.histories.first?.donations.first?.date == Date(timeIntervalSince1970: 1_726_319_160))
        #expect(try EvaluationHistories(text: whoop, timeZone: Self.utc, person: "me").columnNames?.date == "Cycle start time")
        #expect(EvaluationHistories.subjectWords("data/my_whoop_workouts.csv") == ["whoop", "workouts", "workout"])
        #expect(EvaluationHistories.subjectWords(nil).isEmpty && EvaluationHistories.subjectWords(".hidden") == ["hidden"])
    }

    /// Cronometer's `Day` holds dates and its `Time` the time of day (or nothing): read together.
    @Test func aDayColumnOfDatesIsCompletedByItsTime() throws {
        let servings = try EvaluationHistories(
            text:
                "Day,Time,Group,Food Name,Amount,Category\n2022-11-03,9:51 AM,Breakfast,Eggs,4.00 medium,Dairy\n2022-11-04,,Lunch,Avocado,1,Fruit\n",
            timeZone: Self.utc, person: "me")
        #expect(servings.columnNames.map { [$0.date, $0.shortcut] } == ["Day + Time", "Food Name"])
        #expect(servings.histories.first?.donations.map(\.date.timeIntervalSince1970) == [1_667_469_060, 1_667_520_000])
        // A time written as missing (`NULL`, `NA`, `NaN`) is an empty cell: the day alone (it
        // refused the whole file, "'2024-01-02 NULL' is not an ISO 8601 date").
        for missing in ["NULL", "NA", "NaN", "-"] {
            let text = "user_id,date,time,item\nu,2022-11-03,09:51,a\nu,2022-11-04,\(missing),b\n"
            let read = try EvaluationHistories(text: text, timeZone: Self.utc)
            #expect(read.histories.first?.donations.map(\.date.timeIntervalSince1970) == [1_667_469_060, 1_667_520_000], "\(missing)")
        }
    }

    /// --person skips a header written again inside the file, as it is skipped without it (Keith
    /// Galli's `Sales_April_2019.csv` repeats its header 35 times).
    @Test func aRepeatedHeaderIsSkippedWithPersonToo() throws {
        let header = "Order ID,Product,Quantity Ordered,Price Each,Order Date,Purchase Address\n"
        let text =
            header + "176558,USB-C Charging Cable,2,11.95,04/19/19 08:46,\"917 1st St, Dallas, TX 75001\"\n" + header
            + "176559,Bose SoundSport Headphones,1,99.99,04/07/19 22:30,\"682 Chestnut St, Boston, MA 02215\"\n"
        let mine = try EvaluationHistories(text: text, timeZone: Self.utc, person: "me")
        #expect(mine.histories.first?.donations.map(\.key) == ["USB-C Charging Cable", "Bose SoundSport Headphones"])
    }

    /// A one-person log without a header, read by what its columns hold, whose shortcut column
    /// never repeats (an app-usage log's milliseconds, its apps taken for people): refused,
    /// pointing to --person, which reads the apps as the shortcut.
    @Test func aShortcutColumnThatNeverRepeatsIsRefused() throws {
        let log = (0..<24).map { "2025-04-\(10 + $0 / 8),App\($0 % 5),\(4_000 + $0 * 37),Uncategorized\n" }.joined()
        let error = try #require(failure(log))
        #expect(error.line == 1)
        #expect(
            error.message.hasPrefix(
                "no header, and column 3, read as the shortcut by what the first records hold, holds another value on each of the file's 24 orders"))
        #expect(error.message.hasSuffix("read it with --person NAME"))
        let mine = try EvaluationHistories(text: log, timeZone: Self.utc, person: "me")
        #expect(mine.histories.first?.donations.prefix(2).map(\.key) == ["App0", "App1"])
        // A few records, or a column that repeats, are read as before.
        #expect(try read(log.split(separator: "\n").prefix(5).map { $0 + "\n" }.joined()).count == 5)
        let repeated = log + "2025-04-13,App1,4000,Uncategorized\n"
        #expect(try read(repeated).count == 5)
    }

    /// A kind labels a person: given on some of their lines and not others it is theirs; two
    /// kinds for one person are refused with both lines, since that is most often a column that
    /// is no kind (a price) read as one.
    @Test func aPersonHasOneKind() throws {
        let histories = try read("ann,2026-11-02T12:00,soup\nann,2026-11-03T12:00,tea,lunch\nbob,2026-11-02T12:00,soup,dinner\n")
        #expect(histories.map(\.kind) == ["lunch", "dinner"])
        let segment = failure("uid,when,what,segment\n1,2020-01-01T10:00,x,new\n1,2020-01-02T10:00,y,loyal\n")
        #expect(segment?.line == 3)
        #expect(
            segment?.message.hasPrefix(
                "person '1' is of kind 'loyal' here but 'new' on line 2; column 4 is read as each person's kind, the same on all their"
                    + " lines; the header (uid,when,what,segment) names the person (uid) but no date or shortcut column") == true,
            "\(String(describing: segment))")
        // A fourth column the header names as a price is none, as it is none without a header.
        let price = try read("uid,when,what,price\n1,2020-01-01T10:00,x,2.5\n1,2020-01-02T10:00,y,3\n")
        #expect(price.map(\.kind) == [nil] && price[0].donations.map(\.key) == ["x", "y"])
        // Named as a data set names them, the columns are read by name and the price is left alone.
        let priced = try read("user_id,order_time,product,price\n1,2020-01-01T10:00,x,2.5\n1,2020-01-02T10:00,y,3\n")
        #expect(priced.map(\.kind) == [nil] && priced[0].donations.map(\.key) == ["x", "y"])
        let named = failure("person,date,shortcut,kind\nann,2026-11-02T12:00,soup,lunch\nann,2026-11-03T12:00,soup,dinner\n")
        #expect(named?.line == 3)
        #expect(
            named?.message
                == "person 'ann' is of kind 'dinner' here but 'lunch' on line 2; the kind column is read as each person's kind, the same on all their lines"
        )
    }

    /// Data sets and logs often keep Unix time: 9 or 10 digits are seconds, 12 or 13
    /// milliseconds, an instant whatever the zone; other runs of digits are refused.
    @Test func unixTimeIsSecondsOrMillisecondsSince1970() throws {
        let text = "person,date,shortcut\nann,1795089600,soup\nann,1795176000.5,tea\nann,1795262400000,soup\nann,123456789,tea\n"
        for zone in [Self.utc, Self.tokyo] {
            let dates = try read(text, zone: zone)[0].donations.map(\.date.timeIntervalSince1970)
            #expect(dates == [1_795_089_600, 1_795_176_000.5, 1_795_262_400, 123_456_789])
        }
        // The same moment written both ways is one moment.
        let iso = try read("ann,2026-11-19T12:00Z,soup\n")[0].donations[0].date
        #expect(try read("ann,1795089600,soup\n")[0].donations[0].date == iso)
        // Eight digits are a day in ISO 8601's basic format, not Unix time.
        #expect(try read("ann,20261118,soup\n")[0].donations[0].date == read("ann,2026-11-18,soup\n")[0].donations[0].date)
        for bad in ["17950896001", "179508960000000", "1795089600.", "1795089600.5.5", "-1795089600"] {
            let error = failure("ann,\(bad),soup\n")
            #expect(error?.message.hasPrefix("'\(bad)' is not an ISO 8601 date and time") == true, "\(bad)")
            #expect(error?.message.contains("or Unix time, seconds since 1970 in 9 or 10 digits") == true, "\(bad)")
        }
    }

    @Test(arguments: [
        "2026-02-30 6:00", "2026-13-01", "2026-11-02 6:05 soup", "2026-11-02 13:00 PM", "2026-1-2-3", "26-11-2 6:00", "2014-12-06 24",
        "2014-12-06 123", "2014-12-06 2a",
    ])
    func nearlyISODatesThatMakeNoDateAreRefused(written: String) {
        #expect(EvaluationHistories.isoLoosely(written) == nil)
        #expect(failure("ann,\(written),soup")?.line == 1)
    }

    @Test func badRecordsAreNamedByTheirLine() throws {
        #expect(failure("ann,2026-11-02T12:00,soup, large, hot\n")?.message.contains("goes in double quotes") == true)
        #expect(
            failure("person,date,shortcut\nann,2026-11-02T12:00,soup\n\nann,2026-11-02T12:00,\"soup\n")
                == .init(line: 4, message: "a field's opening double quote is never closed"))
        let after = failure("person,date,shortcut\n\"an\"n,2026-11-02T12:00,soup\n")
        #expect(after?.line == 2 && after?.message.hasPrefix("text after a field's closing double quote") == true)
        let date = failure("person,date,shortcut\nann,2026-11-02T25:00,soup\n")
        #expect(date?.line == 2 && date?.message.hasPrefix("'2026-11-02T25:00' is not an ISO 8601 date and time") == true)
    }

    /// A purchase table's anonymous sales (no customer) and blank cells credit nobody: they are
    /// skipped and counted, with the line of the first, and the rest is read.
    @Test func recordsWithoutAPersonOrAShortcutAreSkippedAndCounted() throws {
        let read = try EvaluationHistories(
            text: "person,date,shortcut\nann,2026-11-02T12:00,soup\n,2026-11-02T12:05,tea\nann,2026-11-03T12:00,\nann,2026-11-04T12:00,tea\n",
            timeZone: Self.utc)
        #expect(read.histories.map(\.person) == ["ann"] && read.histories[0].donations.map(\.key) == ["soup", "tea"])
        #expect(read.skipped.records == 2 && read.skipped.firstLine == 3)
        let none = try EvaluationHistories(text: "person,date,shortcut\nann,2026-11-02T12:00,soup\n", timeZone: Self.utc)
        #expect(none.skipped.records == 0 && none.skipped.firstLine == nil)
    }

    /// Japanese and Chinese apps and banks save their exports in their own encodings
    /// (MoneyForward's and Zaim's in Shift_JIS, Alipay's bill in GBK): read as such and said so,
    /// the header's names then known; Western text in Windows-1252 stays Windows-1252's.
    @Test func textInJapanesesOrChinesesOwnEncodingIsReadSo() throws {
        let zaim = "日付,方法,品目,お店,支出\n2026-07-01,payment,パン,ベーカリー,500\n2026-07-02,payment,おにぎり,セブンイレブン,650\n"
        let shiftJIS = try EvaluationHistories(bytes: Array(try #require(zaim.data(using: .shiftJIS))), timeZone: Self.utc, person: "me")
        #expect(shiftJIS.readAsEastAsian?.encoding == "Shift_JIS" && shiftJIS.readAsEastAsian?.line == 1 && shiftJIS.readAsWindows1252 == nil)
        #expect(shiftJIS.histories.first?.donations.map(\.key) == ["ベーカリー", "セブンイレブン"])
        let alipay =
            "交易时间,交易分类,交易对方,商品说明,收/支,金额\n2023-02-12 21:32:14,餐饮美食,老王牛肉面,牛肉面,支出,28.00\n"
            + "2023-02-13 08:02:11,餐饮美食,早餐铺,包子,支出,9.00\n"
        let gbk = try #require(alipay.data(using: String.Encoding(rawValue: 0x8000_0632)))
        let chinese = try EvaluationHistories(bytes: Array(gbk), timeZone: Self.utc, person: "me")
        #expect(chinese.readAsEastAsian?.encoding == "GB18030")
        #expect(chinese.histories.first?.donations.map(\.key) == ["老王牛肉面", "早餐铺"])
        // Accented letters of Windows-1252 (`Crème brûlée`, `Käsespätzle`): no Japanese text.
        let western: [UInt8] =
            Array("person,date,shortcut\nann,2026-11-02T12:00,Cr".utf8) + [0xE8] + Array("me br".utf8) + [0xFB] + Array("l".utf8) + [0xE9, 0x65]
            + Array("\nann,2026-11-03T12:00,K".utf8) + [0xE4] + Array("sesp".utf8) + [0xE4] + Array("tzle\n".utf8)
        let read = try EvaluationHistories(bytes: western, timeZone: Self.utc)
        #expect(read.readAsEastAsian == nil && read.readAsWindows1252 != nil)
        #expect(read.histories.first?.donations.map(\.key) == ["Crème brûlée", "Käsespätzle"])
        // `ê` and `p`, `ä` and `s`: pairs of Shift_JIS's kanji and of GBK's, laid out as neither's text.
        let crepes: [UInt8] =
            Array("person,date,shortcut\nann,2026-11-02T12:00,Cr".utf8) + [0xEA] + Array("pe\nann,2026-11-03T12:00,K".utf8) + [0xE4]
            + Array("se\n".utf8)
        let crepe = try EvaluationHistories(bytes: crepes, timeZone: Self.utc)
        #expect(crepe.readAsEastAsian == nil && crepe.histories.first?.donations.map(\.key) == ["Crêpe", "Käse"])
    }

    /// Peloton's workout history writes each time with its zone's abbreviation in parentheses
    /// (`2020-04-07 16:39 (PST)`): North America's zones and UTC's are their offsets; one that
    /// names several zones is refused. One rider's history, read by its `Title`.
    @Test func aZoneInParenthesesIsItsOffset() throws {
        let instant = try read("ann,2022-01-01T08:26:00Z,soup\n")[0].donations[0].date
        for written in [
            "2022-01-01 00:26 (PST)", "2022-01-01 03:26 (EST)", "2022-01-01 04:26 (EDT)", "2022-01-01 08:26 (UTC)", "2022-01-01 01:26 (-07)",
            "2022-01-01 13:56 (+05:30)", "2022-01-01 13:56 (+0530)",
        ] {
            #expect(try read("ann,\(written),soup\n", zone: Self.tokyo)[0].donations[0].date == instant, "\(written)")
        }
        for bad in ["2022-01-01 08:26 (IST)", "2022-01-01 08:26 (-7)", "2022-01-01 08:26 (+05:3)"] {
            #expect(failure("ann,\(bad),soup\n")?.message.hasPrefix("'\(bad)' is not an ISO 8601") == true, "\(bad)")
        }
        let peloton = """
            Workout Timestamp,Live/On-Demand,Instructor Name,Length (minutes),Fitness Discipline,Type,Title,Class Timestamp,Total Output
            2020-04-07 16:39 (PST),On Demand,Leanne Hainsby,20,Cycling,Beginner,20 min Beginner Ride,2020-03-18 07:21 (PST),143
            2020-04-08 09:09 (PST),On Demand,,20,Cycling,Scenic Ride,20 min Timmelsjoch Scenic Ride,,202
            2020-04-09 16:45 (-07),Live,Leanne Hainsby,20,Cycling,Beginner,20 min Beginner Ride,2020-04-09 16:45 (-07),150

            """
        let workouts = try EvaluationHistories(text: peloton, timeZone: Self.utc, person: "me")
        #expect(workouts.columnNames.map { [$0.date, $0.shortcut] } == ["Workout Timestamp", "Title"])
        #expect(workouts.histories.first?.donations.first?.date == Date(timeIntervalSince1970: 1_586_306_340))
    }

    /// Databases' exports and R write the zone after a space (`… UTC`, `… +02:00`): the same
    /// instant as ISO 8601's `Z` or offset, whatever `TZ`; a message quotes the date as written.
    @Test func aZoneWrittenAfterASpaceIsTheDatesOwn() throws {
        let instant = try read("ann,2022-01-01T08:26:00Z,soup\n")[0].donations[0].date
        // Go's default form, which Uber's exports write: the offset, then its zone's abbreviation.
        for written in [
            "2022-01-01 08:26:00 UTC", "2022-01-01 08:26:00 GMT", "2022-01-01 10:26:00 +02:00", "2022-01-01 03:26:00 -0500",
            "2022-01-01 08:26:00 +0000 UTC", "2022-01-01 03:26:00 -0500 EST", "2022-01-01 09:26:00 +01:00 CET",
        ] {
            #expect(try read("ann,\(written),soup\n", zone: Self.tokyo)[0].donations[0].date == instant, "\(written)")
        }
        #expect(EvaluationHistories.zoneWrittenApart("2022-01-01 08:26 +02:00") == "2022-01-01 08:26+02:00")
        #expect(EvaluationHistories.zoneWrittenApart("12/1/2010 8:26 PM") == "12/1/2010 8:26 PM")
        for bad in ["2022-01-01 UTC", "2022-01-01 08:26:00 +2:00", "2022-01-01 08:26:00 CET", "2022-01-01 08:26:00 UTC EST"] {
            #expect(failure("ann,\(bad),soup\n")?.message.hasPrefix("'\(bad)' is not an ISO 8601 date and time") == true, "\(bad)")
        }
    }

    /// Dates as spreadsheets and data sets write them: a day, a month and a four-digit year in
    /// either order, with `/`, `.` or `-`, a time after them (24-hour, or 12-hour with AM/PM).
    /// The file decides the order: the first date with a number above 12 before the year; when
    /// none has one, `/` is month first (as in the United States), `.` and `-` day first.
    @Test func datesWrittenWithTheDayAndMonthFirstAreReadInTheFilesOrder() throws {
        func seconds(_ text: String) throws -> [Double] {
            try read(text).flatMap { $0.donations.map { $0.date.timeIntervalSince1970 } }
        }
        // 2010-12-01 08:26 UTC is 1_291_191_960; a day is 86_400.
        #expect(try seconds("ann,12/1/2010 8:26,soup\n") == [1_291_191_960])
        #expect(try seconds("ann,1.12.2010 08:26,soup\n") == [1_291_191_960])
        #expect(try seconds("ann,01-12-2010 08:26:00,soup\n") == [1_291_191_960])
        #expect(try seconds("ann,2010/12/01 08:26,soup\n") == [1_291_191_960])
        #expect(
            try seconds("ann,12/1/2010 8:26 PM,soup\nann,12/1/2010 12:00 AM,tea\nann,12/1/2010 12:30 pm,soup\n")
                == [1_291_191_960 + 43_200, 1_291_161_600, 1_291_206_600])
        #expect(try seconds("ann,12/1/2010 08:26:09.5,soup\n") == [1_291_191_969.5])
        // A later date decides, and the earlier ones are read again in its order.
        let later = try EvaluationHistories(text: "ann,2/1/2011,soup\nann,13/1/2011,tea\n", timeZone: Self.utc)
        #expect(later.histories[0].donations.map { $0.date.timeIntervalSince1970 } == [1_293_926_400, 1_294_876_800])
        #expect(later.writtenDates?.order == .dayFirst && later.writtenDates?.line == 2 && later.writtenDates?.text == "13/1/2011")
        #expect(later.histories[0].donations[0].weekHour == WeekHour(later.histories[0].donations[0].date, in: Self.utc))
        let us = try EvaluationHistories(text: "ann,1/2/2011,soup\nann,1/13/2011,tea\n", timeZone: Self.utc)
        #expect(us.histories[0].donations.map { $0.date.timeIntervalSince1970 } == [1_293_926_400, 1_294_876_800])
        #expect(us.writtenDates?.order == .monthFirst && us.writtenDates?.line == 2)
        // Nothing decides: the separator's usual order, said so.
        let undecided = try EvaluationHistories(text: "ann,1.2.2011,soup\n", timeZone: Self.utc)
        #expect(undecided.writtenDates?.order == .dayFirst && undecided.writtenDates?.line == nil)
        #expect(undecided.histories[0].donations[0].date.timeIntervalSince1970 == 1_296_518_400)
        #expect(try EvaluationHistories(text: "ann,2026-11-02T12:00,soup\n", timeZone: Self.utc).writtenDates == nil)
        #expect(try EvaluationHistories(text: "ann,2026/11/02 12:00,soup\n", timeZone: Self.utc).writtenDates == nil)
        // Both orders in one file, a date that is none, a two-digit year.
        let both = failure("ann,13/1/2011,soup\nann,1/13/2011,tea\n")
        #expect(
            both?.line == 2
                && both?.message.hasPrefix("'1/13/2011' can only be read month/day/year, but line 1's '13/1/2011' only day/month/year") == true)
        #expect(failure("ann,2/30/2011,soup\n") == .init(line: 1, message: "'2/30/2011' is no date read month/day/year"))
        // A two-digit year is read as spreadsheets read it, and said so.
        let short = try EvaluationHistories(text: "ann,13/01/19,soup\nann,1/2/30,tea\nann,31.12.29,soup\n", timeZone: Self.utc)
        #expect(short.histories[0].donations.map { $0.date.timeIntervalSince1970 } == [1_547_337_600, -1_259_625_600, 1_893_369_600])
        #expect(short.writtenDates?.twoDigitYears == true && short.writtenDates?.order == .dayFirst)
        #expect(try EvaluationHistories(text: "ann,13/01/2019,soup\n", timeZone: Self.utc).writtenDates?.twoDigitYears == false)
        #expect(failure("ann,1/2/123,soup\n")?.message.hasPrefix("'1/2/123' is not an ISO 8601 date and time") == true)
        for bad in ["12/1/2010 25:00", "12/1/2010 8:6", "12/1/2010 13:00 PM", "12/1/2010x", "12//2010", "12/1-2010", "2010-12/01"] {
            #expect(failure("ann,\(bad),soup\n")?.message.contains("is not an ISO 8601 date and time") == true, "\(bad)")
        }
    }

    /// Data sets often ship tab-separated, and spreadsheets in locales whose decimal mark is a
    /// comma write semicolons: both read as CSV does, quotes and headers included.
    @Test func tabsOrSemicolonsSeparateAsCommasDo() throws {
        let tabs =
            "shortcut\tcount\tperson\tdate\nTomato, large\t2\tann\t2026-11-02 12:00:05\n\"two\ttabs\"\t1\tann\t2026-11-03T12:00\n soup \t1\t bob \t2026-11-03T13:00\n"
        let read = try self.read(tabs)
        #expect(read.map(\.person) == ["ann", "bob"])
        #expect(read[0].donations.map(\.key) == ["Tomato, large", "two\ttabs"])
        #expect(read[1].donations.map(\.key) == ["soup"])
        #expect(read[0].donations[0].date == Date(timeIntervalSince1970: 1_793_620_805))
        let semicolons = "person;date;shortcut;kind\nann;2026-11-02T12:00;Soup 3,50;lunch\nann;2026-11-03T12:00;\"soup; large\";lunch\n"
        let histories = try self.read(semicolons)
        #expect(histories.map(\.person) == ["ann"] && histories[0].kind == "lunch")
        #expect(histories[0].donations.map(\.key) == ["Soup 3,50", "soup; large"])
    }

    /// The separator is the one that cuts the first records into the same number of fields,
    /// three or more, counted outside quotes after comments and blank lines; when several do or
    /// none, the first record's most frequent, a comma on a tie or when there is none.
    @Test(arguments: [
        ("person,date,shortcut\n", CSVRecords.Separator.comma),
        ("ann\t2026-11-02\tTomato, large, hot\nbob\t2026-11-02\tsoup\n", .tab),
        ("ann,2026-11-02,soup;x;y\nbob,2026-11-02,tea;x;y\n", .comma),
        ("ann;2026-11-02;tea\nbob;2026-11-02;Soup 3,50\n", .semicolon),
        ("ann,2026-11-02,soup\nbob,2026-11-02,soup,lunch\n", .comma),
        ("ann,2026-11-02,\"a\tb\tc\td\"\n\"x\ny\",2026-11-02,soup\n", .comma),
        ("\u{FEFF}# made by a tool, with commas\n\n  \nann\t2026-11-02\tTomato, large\n", .tab),
        ("ann,2026-11-02,soup; large; hot\n", .comma),
        ("ann;2026-11-02;3,50\n", .semicolon),
        ("\"a,b,c,d\"\t2026-11-02\tsoup\n", .tab),
        ("ann,2026-11-02\tsoup\n", .comma),
        ("ann\n", .comma),
        ("", .comma),
        ("# only a comment, nothing else\r\nann\t2026-11-02\tsoup\r\n", .tab),
    ])
    func theSeparatorCutsTheFirstRecordsAlike(text: String, separator: CSVRecords.Separator) {
        #expect(CSVRecords.Separator.of(Array(text.utf8)) == separator)
    }

    /// A line of one or two fields says nothing of quoting, which adds no field: a file separated
    /// by spaces is said to be one.
    @Test func aLineOfOneFieldIsNotToldOfQuotes() {
        #expect(
            failure("buy_ts uid revenue\n01.06.2016 4259681203 17\n")?.message
                == "expected person,date,shortcut[,kind], found 1 field (its fields seem separated by spaces, which separate no fields:"
                + " commas, tabs or semicolons do)")
        #expect(failure("ann\n")?.message == "expected person,date,shortcut[,kind], found 1 field")
        // Two fields are too few for quoting to mend.
        #expect(failure("ann,2026-11-02\n")?.message == "expected person,date,shortcut[,kind], found 2 fields")
    }

    @Test func aBadRecordNamesTheSeparatorItWasReadWith() {
        let error = failure("ann\t2026-11-02T12:00\tsoup\textra\tmore\n")
        #expect(
            error?.message == "expected person,date,shortcut[,kind] (tab-separated), found 5 fields (a field holding a tab goes in double quotes)")
        #expect(failure("ann;2026-11-02T12:00;soup;lunch;hot;x\n")?.message.hasSuffix("(a field holding a semicolon goes in double quotes)") == true)
    }

    @Test func writtenHistoriesReadBackAsThemselves() throws {
        let zone = Self.tokyo
        let awkward = ["#first", "Smith, Ann", " padded ", "say \"hi\"", "two\nlines", "plain"]
        let histories = awkward.enumerated().map { index, name in
            EvaluationHistories.History(
                person: name, kind: index.isMultiple(of: 2) ? name : nil,
                donations: (0..<3).map { day in
                    let date = Date(timeIntervalSince1970: 1_793_588_400 + Double(day * 86_400 + index * 61))
                    return EvaluationDonation(
                        key: awkward[(index + day) % awkward.count], source: .interaction, date: date, weekHour: WeekHour(date, in: zone))
                })
        }
        let read = try self.read(EvaluationHistories.text(histories, timeZone: zone), zone: zone)
        #expect(read.map(\.person) == histories.map(\.person))
        #expect(read.map(\.kind) == histories.map(\.kind))
        #expect(read.map { $0.donations.map(\.key) } == histories.map { $0.donations.map(\.key) })
        #expect(read.map { $0.donations.map(\.date) } == histories.map { $0.donations.map(\.date) })
    }

    /// A basket whose lines are seconds apart is read as one written at one time: each order at
    /// most the gap after the one before moves to the basket's first time (and its hour), in
    /// date order with the file's order for equal dates, whatever order the file lists them in.
    @Test func ordersSecondsApartAreReadAsOneBasket() throws {
        let text = """
            person,date,shortcut
            a,2026-11-02T11:59:30,bread
            a,2026-11-02T12:00:29,milk
            a,2026-11-02T12:01:29,eggs
            a,2026-11-02T12:00:00,tea
            a,2026-11-02T12:02:31,jam
            a,2026-11-02T12:02:31,honey
            b,2026-11-02T12:00:00,soup
            b,2026-11-02T12:01:01,salad
            """
        var histories = try EvaluationHistories(text: text, timeZone: Self.utc)
        let asRead = histories
        #expect(histories.joinBaskets(within: 0) == 0)
        #expect(histories.histories.map { $0.donations.map(\.date) } == asRead.histories.map { $0.donations.map(\.date) })
        // bread 11:59:30, tea 12:00:00 (30 s), milk 12:00:29 (29 s), eggs 12:01:29 (60 s): one
        // basket; jam 12:02:31 is 62 s after eggs, a new one, with honey at its very time.
        #expect(histories.joinBaskets(within: 60) == 3)
        let a = try #require(histories.histories.first)
        #expect(a.donations.map(\.key) == ["bread", "tea", "milk", "eggs", "jam", "honey"])
        let start = try #require(a.donations.first)
        #expect(a.donations.prefix(4).allSatisfy { $0.date == start.date && $0.weekHour == start.weekHour })
        // The tea, rung up at 12:00, is read in the basket's hour, 11:00.
        let teaAsRead = try #require(asRead.histories.first?.donations.first { $0.key == "tea" })
        #expect(teaAsRead.weekHour != start.weekHour)
        #expect(a.donations[4].date == a.donations[5].date && a.donations[4].date.timeIntervalSince(start.date) == 181)
        // 61 s apart: two orders.
        let b = try #require(histories.histories.last)
        #expect(b.donations[1].date.timeIntervalSince(b.donations[0].date) == 61)
    }

    /// A record whose date is missing (`NULL`, `NaN`, `N/A`, `-`, an empty cell) is skipped and
    /// counted as one without a shortcut is; half the records or more without one refuse the file
    /// at the first, as before.
    @Test func recordsWithoutADateAreSkippedAndCounted() throws {
        let text = """
            purchase_id,product_id,purchase_date,customer_name
            1,7,2023-12-25,Leslie Fernandez
            2,3,NULL,Leslie Fernandez
            3,2,2024-01-02,Leslie Fernandez
            4,7,2024-01-05,John Guerrero
            5,1,N/A,John Guerrero
            6,1,2024-01-09,John Guerrero
            7,9,2024-01-11,John Guerrero

            """
        let read = try EvaluationHistories(text: text, timeZone: Self.utc)
        #expect(read.histories.map(\.donations.count) == [2, 3])
        #expect(read.skipped.records == 2 && read.skipped.firstLine == 3 && read.emptyDates == 2)
        #expect(["", "null", "NaN", "N/A", "-", "NaT", "None"].allSatisfy(EvaluationHistories.missingDate))
        #expect(!EvaluationHistories.missingDate("2024-01-02"))
        let most = try #require(failure("person,date,shortcut\nann,NULL,tea\nann,2024-01-02,tea\nann,-,tea\n"))
        #expect(most.line == 2 && most.message.hasPrefix("'NULL' is not"), "\(most.message)")
        #expect(most.message.hasSuffix("(and 1 more of the 3 records with a person and a shortcut have no date: too many to skip)"))
    }

    /// A table each of whose lines was quoted whole, its header and its records
    /// (`"endTime,artistName,trackName,msPlayed"`, a Spotify history saved again by a sheet):
    /// each line's fields are read from inside its quotes.
    @Test func linesQuotedWholeAreReadFromInside() throws {
        let text = """
            "endTime,artistName,trackName,msPlayed"
            "2022-06-03 15:00,Basketball Illuminati,Strus Tellers,906310"
            "2022-06-04 04:36,Basketball Illuminati,Strus Tellers,943739"
            "2022-06-04 04:42,Basketball Illuminati,""Checks, and Balances"",65032"

            """
        let read = try EvaluationHistories(text: text, timeZone: Self.utc, person: "me")
        #expect(read.columnNames?.shortcut == "trackName")
        #expect(read.histories.first?.donations.map(\.key) == ["Strus Tellers", "Strus Tellers", "Checks, and Balances"])
    }
}

extension EvaluationHistories.ParseError: Equatable {
    public static func == (a: Self, b: Self) -> Bool { a.line == b.line && a.message == b.message }

}
