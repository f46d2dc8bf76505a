import Dates
import SiriSystem

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Reading a file of histories by what its columns hold, where names do not say: the date column
/// of a header that names none (H&M's `t_dat`), and the columns of a file published without a
/// header whose second column is no date (MovieLens' `u.data`, Amazon's ratings, Taobao's user
/// behaviour) or that has more than four (Last.fm's listening logs).
extension EvaluationHistories {
    /// How many records are looked at to tell a column's contents.
    static let sampledRecords = 20

    /// The earliest and latest instants Unix time is taken to be when telling a column of dates
    /// from a column of numbers: an identifier of nine or ten digits (`132793040`, an Amazon
    /// product) would be a date of the 1970s.
    static let plausibleUnixTimes = Date(timeIntervalSince1970: 788_918_400)...Date(timeIntervalSince1970: 2_208_988_800)  // 1995…2040

    /// The most records of one filled cell read as titles above a header: a bill's preamble, as
    /// WeChat Pay, JD and Meituan open theirs (the account, the period, the totals and numbered
    /// notes, 16 to 21 lines), fits.
    static let maxTitleRecords = 30

    /// The file's first records (up to `sampledRecords + 1`: a header and those after it, besides
    /// the records of one filled cell that open it, up to `maxTitleRecords`, which may be titles
    /// above the header), as they are read; a record that cannot be read ends them.
    static func sample(_ bytes: [UInt8], separator: CSVRecords.Separator) -> [[String]] {
        var records: [[String]] = []
        var opening = 0
        do throws(ParseError) {
            try CSVRecords.read(bytes: bytes, separator: separator) { (record) throws(ParseError) in
                guard records.count <= sampledRecords + opening else { throw ParseError(line: 0, message: "") }
                guard !record.fields.allSatisfy(\.isEmpty) else { return }
                if records.count == opening, opening < maxTitleRecords, record.fields.count(where: { !$0.isEmpty }) == 1 { opening += 1 }
                records.append(record.fields)
            }
        } catch {}
        return records
    }

    /// How many of the first records are titles above the header: each of one filled cell (and
    /// not a header saved as one cell, `"transaction_id,""date"",…"`), at most `maxTitleRecords`,
    /// before a record of two filled cells or more. None when no such record follows.
    /// A record of two filled cells or more is a title too when its first filled cell is a label
    /// (`卡号: 1234****5678`, `Account:`) and a record after it has more filled cells: a
    /// statement's account lines above its header, as ICBC's `"卡号: …","卡别名: "` is.
    static func titleRecords(in samples: [[String]], separator: CSVRecords.Separator) -> Int {
        func filled(_ record: [String]) -> Int { record.count { !$0.isEmpty } }
        func labelled(_ index: Int) -> Bool {
            let cells = samples[index].map { $0.trimmingWhitespace() }.filter { !$0.isEmpty }
            let widest = samples[(index + 1)...].map(filled).max() ?? 0
            guard let first = cells.first, cells.count < widest else { return false }
            return first.hasSuffix(":") || first.hasSuffix("：") || first.contains(": ") || first.contains("：")
        }
        var titles = 0
        while titles < samples.count, titles < maxTitleRecords {
            let record = samples[titles]
            let oneCell = filled(record) == 1 && (record.count > 1 || namesInOneCell(record[0], separator: separator) == nil)
            guard oneCell || labelled(titles) else { break }
            titles += 1
        }
        guard titles > 0, titles <= maxTitleRecords, titles < samples.count, filled(samples[titles]) >= 2 else { return 0 }
        return titles
    }

    /// Whether `text` reads as a date as a record's date is read: ISO 8601, a day, month and
    /// year, the month in words, or Unix time of a plausible instant.
    static func looksLikeDate(_ text: String, codec: DateCodec) -> Bool {
        guard !text.isEmpty else { return false }
        if let instant = unixTime(text) { return plausibleUnixTimes.contains(instant) }
        if (try? codec.read(zoneWrittenApart(text))) != nil { return true }
        if let iso = isoLoosely(text) ?? MonthNameDate.iso(text) { return (try? codec.read(iso)) != nil }
        guard let written = WrittenDate.parse(text) else { return false }
        return written.iso(written.order ?? .monthFirst) != nil || written.iso(.dayFirst) != nil
    }

    /// Whether `text` is a time of day alone: `9:58`, `09:58:11`, `09:58:11.5`, `9:58 PM`,
    /// `11.38.36 AM` (dots only before a 12-hour mark, as `twentyFourHour` reads them).
    static func looksLikeClock(_ text: String) -> Bool {
        var parts = text.split(separator: " ")
        var meridiem = false
        if parts.count == 2, ["AM", "PM"].contains(parts[1].uppercased()) {
            parts.removeLast()
            meridiem = true
        }
        guard parts.count == 1 else { return false }
        if meridiem, !parts[0].contains(":") { return twentyFourHour(text) != nil }
        let pieces = parts[0].split(separator: ":", omittingEmptySubsequences: false)
        guard (2...3).contains(pieces.count) else { return false }
        return pieces.enumerated().allSatisfy { index, piece in
            let whole = piece.split(separator: ".", omittingEmptySubsequences: false)
            guard (1...2).contains(index == 2 ? whole.count : 1), whole.count == 1 || index == 2 else { return false }
            return whole.allSatisfy { !$0.isEmpty && $0.count <= (index == 0 ? 2 : 9) && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }
        }
    }

    /// Whether `text` is an amount of money as statements write it: a sign if any, digits (in
    /// groups of three apart if they like), then a decimal mark and one or two digits (`-41,35`,
    /// `4.734,98`, `-50.0`, `1,299.00`), a currency's sign or code before or after if any.
    static func looksLikeAmount(_ text: String) -> Bool {
        var body = Substring(text.trimmingWhitespace())
        for sign in ["€", "$", "£", "¥"] {
            if body.hasPrefix(sign) { body = body.dropFirst().drop(while: \.isWhitespace) }
            if body.hasSuffix(sign) { body = Substring(body.dropLast().trimmingWhitespace()) }
        }
        if let last = body.split(separator: " ").last, body.contains(" "), currencies.contains(String(last)) {
            body = Substring(body.dropLast(last.count).trimmingWhitespace())
        }
        if body.first == "-" || body.first == "+" { body = body.dropFirst() }
        guard let mark = body.lastIndex(where: { $0 == "," || $0 == "." }) else { return false }
        let (whole, fraction) = (body[..<mark], body[body.index(after: mark)...])
        guard (1...2).contains(fraction.count), fraction.allSatisfy({ $0.isASCII && $0.isNumber }), !whole.isEmpty else { return false }
        let groups = whole.split(separator: body[mark] == "," ? "." : ",", omittingEmptySubsequences: false)
        return groups.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }
            && groups.dropFirst().allSatisfy { $0.count == 3 } && (groups.count == 1 || groups[0].count <= 3)
    }

    /// The columns of amounts among records without a header: each of amounts throughout
    /// (`looksLikeAmount`); or of numbers, empty on some records, with cents on one at least (an
    /// expense log's debits, `128.38`, `20`, and its credits, empty but on a refund's line); or
    /// of whole numbers beside such a column with empty cells (the log's running balance): a
    /// debit and a credit column make a ledger's, whose numbers are all amounts.
    static func amountColumns(in rows: [[String]]) -> Set<Int> {
        guard let width = rows.map(\.count).min(), !rows.isEmpty else { return [] }
        func values(_ column: Int) -> [String] { rows.map { $0[column].trimmingWhitespace() } }
        func number(_ text: String) -> Bool {
            var body = Substring(text)
            if body.first == "-" || body.first == "+" { body = body.dropFirst() }
            return !body.isEmpty && (body.allSatisfy { $0.isASCII && $0.isNumber } || looksLikeAmount(String(body)))
        }
        var amounts = Set((0..<width).filter { column in values(column).allSatisfy(looksLikeAmount) })
        // Numbers with cents on some records only, or empty on some.
        let ledger = (0..<width).filter { column in
            let values = values(column)
            return !amounts.contains(column) && values.allSatisfy { $0.isEmpty || number($0) } && values.contains(where: looksLikeAmount)
                && values.contains(where: { !$0.isEmpty })
        }
        amounts.formUnion(ledger)
        let sparse = ledger.filter { column in values(column).contains(where: \.isEmpty) }
        for column in sparse {
            for beside in [column - 1, column + 1] where (0..<width).contains(beside) && !amounts.contains(beside) {
                if values(beside).allSatisfy(number) { amounts.insert(beside) }
            }
        }
        return amounts
    }

    /// The columns numbering the records (`1`, `2`, `3`…, each one more than the one before, as a
    /// table's record id counts): no person and no shortcut, whatever else they hold.
    static func countingColumns(in rows: [[String]]) -> Set<Int> {
        guard rows.count >= 3, let width = rows.map(\.count).min() else { return [] }
        return Set(
            (0..<width).filter { column in
                let numbers = rows.map { Int($0[column].trimmingWhitespace()) }
                return numbers.indices.allSatisfy { index in
                    guard let number = numbers[index] else { return false }
                    return index == 0 || numbers[index - 1].map { $0 + 1 } == number
                }
            })
    }

    /// The columns of measurements: numbers with a decimal point, one of them at least with three
    /// digits or more after it (the SNAP check-ins' latitude and longitude, `30.2359091167`,
    /// `-97.7951395833`, and Brightkite's `0.0` where a place has none; a quantity written
    /// `1.00000`), a sign if any, empty on some records if they like. A coordinate or a measure is
    /// never who ordered nor what was ordered.
    static func measurementColumns(in rows: [[String]]) -> Set<Int> {
        guard !rows.isEmpty, let width = rows.map(\.count).min() else { return [] }
        func fractionDigits(_ text: String) -> Int? {
            var body = Substring(text)
            if body.first == "-" || body.first == "+" { body = body.dropFirst() }
            let parts = body.split(separator: ".", omittingEmptySubsequences: false)
            guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty,
                parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } })
            else { return nil }
            return parts[1].count
        }
        return Set(
            (0..<width).filter { column in
                let values = rows.map { $0[column].trimmingWhitespace() }.filter { !$0.isEmpty }
                let digits = values.map(fractionDigits)
                return !values.isEmpty && digits.allSatisfy { $0 != nil } && digits.contains { ($0 ?? 0) >= 3 }
            })
    }

    /// Whether `values` are minutes from UTC, as check-ins give each one's beside an instant in
    /// UTC (the Foursquare check-ins' `-240`, `540`): whole numbers of quarter hours from −720 to
    /// 840, one of them at least not 0.
    static func holdsClockOffsets(_ values: [String]) -> Bool {
        let numbers = values.map { Int($0.trimmingWhitespace()) }
        return !numbers.isEmpty && numbers.contains { $0 != nil && $0 != 0 }
            && numbers.allSatisfy { number in number.map { (-720...840).contains($0) && $0 % 15 == 0 } ?? false }
    }

    /// Whether a date is written as an instant in UTC: ending in `Z`, or with an offset of zero or
    /// `UTC` or `GMT` as a word (`Tue Apr 03 18:00:09 +0000 2012`, `2012-04-03T18:00:09+00:00`).
    static func writtenInUTC(_ text: String) -> Bool {
        let trimmed = text.trimmingWhitespace()
        let words = trimmed.split(separator: " ")
        return trimmed.hasSuffix("Z") || trimmed.hasSuffix("+00:00") || trimmed.hasSuffix("+0000")
            || words.contains { ["+0000", "+00:00", "UTC", "GMT"].contains(String($0)) }
    }

    /// The columns holding lists of identifiers, several apart by spaces on most records (MIND's
    /// news `history`, `N55189 N42782 N34694`, and its `impressions`, `N55689-1 N35729-0`): many
    /// things a record, never the one thing it is about.
    static func listColumns(in rows: [[String]]) -> Set<Int> {
        guard !rows.isEmpty, let width = rows.map(\.count).min() else { return [] }
        func identifiers(_ text: String) -> Bool {
            let parts = text.split(separator: " ")
            return parts.count >= 2 && parts.allSatisfy { $0.contains(where: \.isNumber) && !$0.contains(where: \.isLowercase) }
        }
        return Set(
            (0..<width).filter { column in
                let lists = rows.filter { identifiers($0[column]) }.count
                return lists * 2 > rows.count
                    && rows.allSatisfy { $0[column].isEmpty || $0[column].split(separator: " ").count == 1 || identifiers($0[column]) }
            })
    }

    /// Currencies' codes, as statements write them in a column of their own (`EUR`, `USD`).
    static let currencies: Set<String> = [
        "EUR", "USD", "GBP", "CHF", "JPY", "CNY", "INR", "AUD", "CAD", "NZD", "SEK", "NOK", "DKK", "PLN", "CZK", "HUF", "RON", "BGN",
        "TRY", "RUB", "BRL", "MXN", "ARS", "CLP", "COP", "ZAR", "HKD", "SGD", "KRW", "TWD", "THB", "IDR", "MYR", "PHP", "VND", "AED",
        "SAR", "ILS", "BDT", "PKR", "NGN", "KES", "EGP",
    ]

    /// `count` and its noun, in the plural unless one: "1 field", "5 fields".
    static func count(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }

    /// The first column, other than `besides`, that holds a date in every one of `rows`; nil
    /// when none does (or there are no rows).
    static func dateColumn(in rows: [[String]], besides: Set<Int> = [], codec: DateCodec) -> Int? {
        guard let width = rows.map(\.count).max(), !rows.isEmpty else { return nil }
        return (0..<width).first { column in
            !besides.contains(column) && rows.allSatisfy { column < $0.count && looksLikeDate($0[column], codec: codec) }
        }
    }

    /// The separator of a table's bytes: `CSVRecords.Separator.of`'s guess, unless another one
    /// cuts the first records into as many fields each too and only it leaves a column of dates
    /// in them (the records after the first, which may be a header). A tab-separated file whose
    /// every shortcut holds three commas (`u0<TAB>2024-03-01 19:00<TAB>soup, large, hot, spicy`)
    /// is then tab-separated, and a comma-separated one whose last field holds semicolons
    /// comma-separated, though their first records hold the other more often.
    static func separator(of bytes: [UInt8], codec: DateCodec) -> CSVRecords.Separator {
        let (guess, consistent) = CSVRecords.Separator.guess(bytes)
        guard consistent.count > 1 else { return guess }
        func holdsDates(_ separator: CSVRecords.Separator) -> Bool {
            let records = sample(bytes, separator: separator)
            return dateColumn(in: Array(records.count > 1 ? records.dropFirst() : records[...]), codec: codec) != nil
        }
        if holdsDates(guess) { return guess }
        return consistent.first { $0 != guess && holdsDates($0) } ?? guess
    }

    /// A file published as `user::item::rating::time` (MovieLens' `.dat` files), whose separator
    /// is two colons: the same bytes with a tab for each `::`, when no line holds a comma, a tab
    /// or a semicolon and the first line holds `::` at least twice. Nil for any other file.
    static func doubleColonsAsTabs(_ bytes: [UInt8]) -> [UInt8]? {
        let colon = UInt8(ascii: ":")
        let end = bytes.firstIndex { $0 == 0x0A || $0 == 0x0D } ?? bytes.count
        var pairs = 0
        var i = 0
        while i + 1 < end {
            if bytes[i] == colon && bytes[i + 1] == colon {
                pairs += 1
                i += 2
            } else {
                i += 1
            }
        }
        guard pairs >= 2, !bytes.contains(where: { $0 == 0x2C || $0 == 0x09 || $0 == 0x3B }) else { return nil }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        i = 0
        while i < bytes.count {
            if i + 1 < bytes.count, bytes[i] == colon, bytes[i + 1] == colon {
                result.append(0x09)
                i += 2
            } else {
                result.append(bytes[i])
                i += 1
            }
        }
        return result
    }

    /// The separator a first line `sep=X` names, as Excel writes and reads it (`sep=;`, `sep=,`,
    /// `sep=` and a tab; in any case), and the bytes with that line blanked (spaces, so that lines
    /// keep their numbers); nil and the bytes as they are for a file without one.
    static func separatorLine(_ bytes: [UInt8]) -> (CSVRecords.Separator?, [UInt8]) {
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        guard bytes.count >= start + 5, String(decoding: bytes[start..<(start + 4)], as: UTF8.self).lowercased() == "sep=",
            let separator = CSVRecords.Separator(rawValue: bytes[start + 4]),
            start + 5 == bytes.count || bytes[start + 5] == 0x0A || bytes[start + 5] == 0x0D
        else { return (nil, bytes) }
        var blanked = bytes
        for index in start..<(start + 5) { blanked[index] = 0x20 }
        return (separator, blanked)
    }

    /// The UTF-8 of UTF-16 text that opens with its byte order mark (`FF FE`, little-endian, as
    /// a spreadsheet saves "Unicode text"; `FE FF`, big-endian); nil for other bytes, an odd
    /// count of them, or a lone surrogate (no replacement character is ever made).
    static func utf16(_ bytes: [UInt8]) -> [UInt8]? {
        let little = bytes.starts(with: [0xFF, 0xFE])
        guard little || bytes.starts(with: [0xFE, 0xFF]), bytes.count % 2 == 0 else { return nil }
        let units = stride(from: 2, to: bytes.count, by: 2).map { index in
            little ? UInt16(bytes[index]) | UInt16(bytes[index + 1]) << 8 : UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1])
        }
        var result: [UInt8] = []
        result.reserveCapacity(units.count)
        let failed = transcode(units.makeIterator(), from: UTF16.self, to: UTF8.self, stoppingOnError: true) { result.append($0) }
        return failed ? nil : result
    }

    /// Windows-1252's characters for the bytes 0x80 to 0x9F; the five it leaves undefined are
    /// the C1 controls, as Latin-1 has them (what browsers read such a file as).
    private static let windows1252High: [UInt32] = [
        0x20AC, 0x81, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0x8D, 0x017D, 0x8F,
        0x90, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x9D, 0x017E, 0x0178,
    ]

    /// The UTF-8 of text written in Windows-1252 (which reads every byte; Latin-1 is the same but
    /// for 0x80–0x9F): how a Western spreadsheet saves a sheet as CSV, and how UCI's Online
    /// Retail and Tableau's Superstore are often published.
    static func windows1252(_ bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + bytes.count / 8)
        for byte in bytes {
            guard byte >= 0x80 else {
                result.append(byte)
                continue
            }
            let scalar = byte < 0xA0 ? windows1252High[Int(byte - 0x80)] : UInt32(byte)
            result.append(contentsOf: Array(String(Character(Unicode.Scalar(scalar)!)).utf8))
        }
        return result
    }
}
