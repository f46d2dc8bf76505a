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
        let padded = reference != nil ? Self.withTwoDigitHour(text) : text
        do {
            return try read(padded, relativeTo: reference)
        } catch .notISO8601 {
            throw UsageError("\(name) must be \(expected), not \"\(text)\"")
        } catch {
            throw UsageError("\(name) \"\(text)\" \(error.reason)")
        }
    }
}
