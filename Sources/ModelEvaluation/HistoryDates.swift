import Dates
import SiriSystem

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension EvaluationHistories {
    /// A file's dates, read record by record: Unix time, ISO 8601 (with a zone written after a
    /// space), a year first but not quite ISO 8601, the month in words, or a day and a month
    /// before the year (`WrittenDate`). Those last are read in the order the file decides: the
    /// first that can be read only one way decides for every other, and a date read before that
    /// (in its separator's usual order, `/` month first, `.` and `-` day first) is handed back as
    /// undecided, for the caller to read again once the file has decided otherwise.
    struct RecordDates {
        let codec: DateCodec
        /// The first date that could be read in one order only: that order, its line and text.
        private(set) var decided: (order: DateOrder, line: Int, text: String)?
        private var firstSeparator: Character?
        private var mixedSeparators = false
        private var twoDigitYears = false

        init(codec: DateCodec) { self.codec = codec }

        /// The date a record's date field names, and the written date when it was read before the
        /// file decided the order of its days and months. `column` is what a message says of the
        /// column (" (the column X, read as the date by its name)", or nothing); `positional` adds
        /// what a header read by position makes likelier, and `byPosition` says whether there was
        /// one (the forms a date may take are then left out of the message).
        mutating func read(
            _ text: String, line: Int, column: String, byPosition: Bool, positional: (String) -> String
        ) throws(ParseError) -> (date: Date, undecided: WrittenDate?) {
            // An empty cell is no date written wrong: said so, not with every form a date may take.
            if text.isEmpty { throw ParseError(line: line, message: positional("the date\(column) is empty")) }
            if let instant = EvaluationHistories.unixTime(text) ?? EvaluationHistories.unixMicroseconds(text) { return (instant, nil) }
            // ISO 8601 first (read with a zone written after a space as ISO 8601 writes it); else a
            // day, a month and a year as shops write them. Named in messages as the file writes it.
            let failure: DateCodec.ReadError
            do throws(DateCodec.ReadError) {
                return (try codec.read(EvaluationHistories.zoneWrittenApart(text)), nil)
            } catch { failure = error }
            // Year first, but not quite ISO 8601 (`2012-4-3 6:00 PM`), or in its basic format
            // (`20120403`), or the month in words (`Tue Apr 03 18:00:09 +0000 2012`, `03-Apr-2012`).
            if let named = EvaluationHistories.isoLoosely(text) ?? EvaluationHistories.isoBasic(text) ?? MonthNameDate.iso(text) {
                do throws(DateCodec.ReadError) { return (try codec.read(named), nil) } catch {
                    throw ParseError(line: line, message: positional("'\(text)' \(error.reason)"))
                }
            }
            guard let written = WrittenDate.parse(text) else {
                // A spreadsheet's serial day number, which a sheet saves for a cell not formatted as a date.
                if let day = EvaluationHistories.spreadsheetSerialDay(text) {
                    throw ParseError(
                        line: line,
                        message: "'\(text)'\(column) is a spreadsheet's serial day number (\(text.prefix(5)) is \(day) in Excel's count of"
                            + " days), as a sheet saves a date in a cell not formatted as one: format the column as a date and time"
                            + " (yyyy-mm-dd hh:mm) in the spreadsheet and save the file again")
                }
                throw ParseError(
                    line: line,
                    message: positional(
                        "'\(text)'\(column) \(failure.reason)"
                            // The forms a date may take, unless a header read by position is the
                            // likelier cause (said after it).
                            + (failure == .notISO8601 && !byPosition
                                ? " (YYYY-MM-DD or YYYYMMDD, or YYYY-MM-DDTHH:MM[:SS] optionally with Z or an offset; a day, month and"
                                    + " year as 12/31/2010 8:26, 31.12.2010, 31-12-10 or 31-12-2010 18:05:11; the month in words,"
                                    + " as Apr 3, 2012 6:00 PM or Tue Apr 03 18:00:09 +0000 2012; or Unix time,"
                                    + " seconds since 1970 in 9 or 10 digits, milliseconds in 12 or 13)" : "")))
            }
            // A day and a month before the year: read as the file's dates decide.
            if let order = written.order {
                if let decided, decided.order != order {
                    throw ParseError(
                        line: line,
                        message: "'\(text)' can only be read \(order.pattern(written.separator)), but line \(decided.line)'s"
                            + " '\(decided.text)' only \(decided.order.pattern(written.separator)); write the file's dates in one"
                            + " order (ISO 8601, YYYY-MM-DD, is never ambiguous)")
                }
                if decided == nil { decided = (order, line, text) }
            }
            // A year written first is never ambiguous: nothing to say of the order.
            if !written.yearFirst {
                if firstSeparator == nil { firstSeparator = written.separator }
                if (written.separator == "/") != (firstSeparator == "/") { mixedSeparators = true }
                if written.twoDigitYear { twoDigitYears = true }
            }
            let date = try read(written, in: decided?.order ?? Self.usualOrder(written.separator), text, line: line, column: column)
            return (date, decided == nil && !written.yearFirst ? written : nil)
        }

        /// A day, a month and a year read in `order`.
        func read(_ written: WrittenDate, in order: DateOrder, _ text: String, line: Int, column: String) throws(ParseError) -> Date {
            guard let iso = written.iso(order) else {
                throw ParseError(line: line, message: "'\(text)'\(column) is no date read \(order.pattern(written.separator))")
            }
            do throws(DateCodec.ReadError) { return try codec.read(iso) } catch {
                throw ParseError(
                    line: line,
                    message: "'\(text)'\(column) "
                        + (error == .notISO8601 || error.isNoSuchDay ? "is no date read \(order.pattern(written.separator))" : error.reason))
            }
        }

        /// How a day and a month are read until the file decides: `/` month first, as in the
        /// United States, `.` and `-` day first.
        static func usualOrder(_ separator: Character) -> DateOrder { separator == "/" ? .monthFirst : .dayFirst }

        /// How the file's dates with a day and a month before the year were read; nil when it had none.
        var writtenDates: WrittenDates? {
            firstSeparator.map { separator in
                WrittenDates(
                    order: decided?.order ?? Self.usualOrder(separator), separator: separator, line: decided?.line,
                    text: decided?.text, twoDigitYears: twoDigitYears, mixedSeparators: decided == nil && mixedSeparators)
            }
        }
    }
}

extension EvaluationHistories {
    /// The day a spreadsheet's serial day number names (`44197` or `44197.35`, five digits and a
    /// fraction of the day if any: 1 January 2021 in Excel's count of days from 30 December
    /// 1899), as `YYYY-MM-DD`, for numbers from 20000 to 79999 (1954 to 2118); nil for any other text.
    static func spreadsheetSerialDay(_ text: String) -> String? {
        let parts = text.trimmingWhitespace().split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), parts[0].count == 5, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            let serial = Int(parts[0]), (20000..<80000).contains(serial)
        else { return nil }
        // Days from 1970-01-01 (serial 25569) to a civil date (Howard Hinnant's `civil_from_days`).
        let days = serial - 25569 + 719_468
        let era = (days >= 0 ? days : days - 146_096) / 146_097
        let dayOfEra = days - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shifted = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shifted + 2) / 5 + 1
        let month = shifted < 10 ? shifted + 3 : shifted - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        func twoDigits(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }
        return "\(year)-\(twoDigits(month))-\(twoDigits(day))"
    }
}
