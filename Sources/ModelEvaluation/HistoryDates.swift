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
