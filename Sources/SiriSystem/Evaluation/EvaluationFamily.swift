#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Many rows read at once: a simultaneous 95 % band over the MRR differences of several rows
/// (every kind of person, or every scenario, against every baseline).
///
/// Each row's own interval is right for that row read alone; a table of 48 of them is not read
/// alone. Where the model is truly level with a baseline, a 95 % interval still falls wholly
/// below 0 once in forty rows, so a table of 48 level rows shows a row "behind" in most runs
/// (1 − 0.975⁴⁸ ≈ 70 %). The band widens every row's interval by one common factor so that all
/// of them hold their true difference together 95 % of the time: with d̂ a row's difference and
/// s the spread (standard deviation) of its resampled differences, each resample's largest
/// |d* − d̂| / s over the rows is taken, and c is the 95th percentile of that largest value over
/// the resamples (the max-t method: it keeps the correlation between a row's baselines, which
/// share the row's resamples, and is never wider than Bonferroni's). A row is then `ahead` or
/// `behind` together when d̂ ± c × s lies wholly above or below 0.
///
/// Rows of different kinds resample different people, so their b-th resamples are independent
/// draws and can be read side by side. A row whose resampled differences do not vary (s = 0,
/// or a single ask: nothing resampled) keeps its own interval and verdict.
public struct EvaluationFamily: Sendable, Hashable {
    /// A row's baseline: the row (its index in the summaries given) and the baseline.
    public struct Cell: Sendable, Hashable {
        public var row: Int
        public var baseline: EvaluationMethod
        public init(row: Int, baseline: EvaluationMethod) { (self.row, self.baseline) = (row, baseline) }
    }

    /// How many row × baseline differences the band holds together.
    public let cells: Int
    /// The common factor c (about 1.96 for one cell, 2.9 for 48 independent ones).
    public let criticalValue: Double
    /// Each cell's interval, d̂ ± c × s.
    public let intervals: [Cell: EvaluationInterval]

    /// The confidence the band is built for.
    public static let level = 0.95

    /// Nil unless two or more cells were resampled: one row alone is read by its own interval.
    public init?(_ rows: [EvaluationSummary]) {
        var cells: [(cell: Cell, value: Double, spread: Double, samples: [Double])] = []
        var byCell: [Cell: EvaluationInterval] = [:]
        for (row, summary) in rows.enumerated() {
            for baseline in EvaluationMethod.baselines {
                guard let own = summary.differences[baseline]?.meanReciprocalRank else { continue }
                let cell = Cell(row: row, baseline: baseline)
                let samples = summary.meanReciprocalRankDifferenceSamples[baseline] ?? []
                let spread = Self.standardDeviation(samples)
                if own.isResampled, samples.count >= 2, spread > 0 {
                    cells.append((cell, own.value, spread, samples))
                } else {
                    byCell[cell] = own
                }
            }
        }
        let replicates = cells.map(\.samples.count).min() ?? 0
        guard cells.count >= 2, replicates >= 2 else { return nil }
        var largest = [Double](repeating: 0, count: replicates)
        for cell in cells {
            for b in 0..<replicates {
                largest[b] = max(largest[b], abs(cell.samples[b] - cell.value) / cell.spread)
            }
        }
        largest.sort()
        let c = largest[min(replicates - 1, Int((Self.level * Double(replicates - 1)).rounded()))]
        for cell in cells {
            byCell[cell.cell] = EvaluationInterval(value: cell.value, low: cell.value - c * cell.spread, high: cell.value + c * cell.spread)
        }
        self.cells = cells.count
        criticalValue = c
        intervals = byCell
    }

    /// The verdict of a row's baseline read together with the others ("level" for a cell not in the family).
    public func verdict(row: Int, baseline: EvaluationMethod) -> String {
        intervals[Cell(row: row, baseline: baseline)]?.verdict ?? "level"
    }

    static func standardDeviation(_ values: [Double]) -> Double {
        guard values.count >= 2 else { return 0 }
        let mean = values.reduce(0, +) / Double(values.count)
        let squares = values.reduce(0) { $0 + ($1 - mean) * ($1 - mean) }
        return (squares / Double(values.count - 1)).squareRoot()
    }
}
