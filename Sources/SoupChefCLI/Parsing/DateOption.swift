import Dates
import SoupChefViews

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

extension DateCodec {
    /// Reads the date an option or environment variable gives, or says what is wrong with it.
    func readOption(
        _ name: String, _ text: String, relativeTo reference: Date? = nil,
        expected: String = "an ISO 8601 date and time such as 2026-12-07T12:00"
    ) throws -> Date {
        // A time of day with a one-digit hour ("9:05") is that hour's "09:05".
        let bytes = Array(text.utf8)
        let padded =
            reference != nil && bytes.count >= 4 && (0x30...0x39).contains(bytes[0]) && bytes[1] == UInt8(ascii: ":") ? "0" + text : text
        do {
            return try read(padded, relativeTo: reference)
        } catch .notISO8601 {
            throw UsageError("\(name) must be \(expected), not \"\(text)\"")
        } catch {
            throw UsageError("\(name) \"\(text)\" \(error.reason)")
        }
    }
}
