import Dates
import Foundation

@testable import ModelEvaluation
@testable import SiriSystem

/// What the suites that write a public table's shape share: the zone they read it in, and the
/// refusal reading it gives (nil when it reads, or fails in another way).
protocol HistoryReading {}

private let utcZone = Zone(identifier: "UTC")!

extension HistoryReading {
    static var utc: Zone { utcZone }

    func failure(_ text: String, person: String? = nil) -> EvaluationHistories.ParseError? {
        do {
            _ = try EvaluationHistories(text: text, timeZone: Self.utc, person: person)
            return nil
        } catch let error as EvaluationHistories.ParseError {
            return error
        } catch {
            return nil
        }
    }
}
