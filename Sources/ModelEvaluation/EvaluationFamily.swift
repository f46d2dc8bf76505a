import SiriSystem

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Many rows read at once: a simultaneous 95 % band over the MRR differences of several rows
/// (every kind of person against every baseline).
///
/// Each row's own interval is right for that row read alone; a table of 48 of them is not read
/// alone. Where the model is truly level with a baseline, a 95 % interval still falls wholly
/// below 0 once in forty rows, so a table of 48 level rows shows a row "behind" in most runs
/// (1 − 0.975⁴⁸ ≈ 70 %). The band widens every row's interval by one common factor so that all
/// of them hold their true difference together 95 % of the time: with d̂ a row's difference and
/// s its standard error (`EvaluationSummary.StudentizedDifference`), each resample's largest
/// |d* − d̂| / s* over the rows is taken, s* being the standard error computed within that
/// resample (never less than s / 2: a resample that drew few of the people the model and the
/// baseline ranked apart would read a tiny spread as certainty), and c is the 95th percentile of
/// that largest value over the resamples (the studentized max-t method: it keeps the
/// correlation between a row's baselines, which share the row's resamples, and the extra spread
/// a standard error estimated from a few dozen people has). A row is then `ahead` or `behind` together when d̂ ± c × s lies wholly above or below 0.
///
/// Rows of different kinds resample different people, so their b-th resamples are independent
/// draws and can be read side by side. A row of one person (its asks resampled, or a single ask:
/// a scenario's row, a kind of one) and a difference that never varies (s = 0) keep their own
/// interval and verdict, and without two rows of people there is no band.
public struct EvaluationFamily: Sendable, Hashable {
    /// A row's baseline: the row (its index in the summaries given) and the baseline.
    public struct Cell: Sendable, Hashable {
        public var row: Int
        public var baseline: EvaluationMethod
        public init(row: Int, baseline: EvaluationMethod) { (self.row, self.baseline) = (row, baseline) }
    }

    /// How many row × baseline differences the band holds together.
    public let cells: Int
    /// The common factor c (near 2 for one row of many people; 3.7 to 4.7 measured for the 48 rows
    /// of a generated population).
    public let criticalValue: Double
    /// Each cell's interval, d̂ ± c × s.
    public let intervals: [Cell: EvaluationInterval]

    /// The confidence the band is built for.
    public static let level = 0.95
    /// The least a resample's standard error is read as, in the row's own.
    public static let errorFloor = 0.5

    /// Nil unless two or more cells were resampled: one row alone is read by its own interval.
    public init?(_ rows: [EvaluationSummary]) {
        var cells: [(cell: Cell, value: Double, error: Double, difference: EvaluationSummary.StudentizedDifference)] = []
        var byCell: [Cell: EvaluationInterval] = [:]
        for (row, summary) in rows.enumerated() {
            for baseline in EvaluationMethod.baselines {
                guard let own = summary.differences[baseline]?.meanReciprocalRank else { continue }
                let cell = Cell(row: row, baseline: baseline)
                if summary.resampled == .people, let difference = summary.studentized?[baseline], difference.standardError > 0,
                    difference.samples.count >= 2, difference.samples.count == difference.sampleErrors.count
                {
                    cells.append((cell, own.value, difference.standardError, difference))
                } else {
                    byCell[cell] = own
                }
            }
        }
        let replicates = cells.map(\.difference.samples.count).min() ?? 0
        guard cells.count >= 2, replicates >= 2 else { return nil }
        var largest = [Double](repeating: 0, count: replicates)
        for cell in cells {
            // A resample that drew few of the people the two methods ranked apart has a tiny
            // standard error of its own; it is read as no less than half the row's.
            let floor = Self.errorFloor * cell.error
            for b in 0..<replicates {
                largest[b] = max(largest[b], abs(cell.difference.samples[b] - cell.value) / max(cell.difference.sampleErrors[b], floor))
            }
        }
        largest.sort()
        let c = largest[min(replicates - 1, Int((Self.level * Double(replicates - 1)).rounded()))]
        for cell in cells {
            byCell[cell.cell] = EvaluationInterval(value: cell.value, low: cell.value - c * cell.error, high: cell.value + c * cell.error)
        }
        self.cells = cells.count
        criticalValue = c
        intervals = byCell
    }

    /// The verdict of a row's baseline read together with the others ("level" for a cell not in the family).
    public func verdict(row: Int, baseline: EvaluationMethod) -> String {
        intervals[Cell(row: row, baseline: baseline)]?.verdict ?? "level"
    }
}
