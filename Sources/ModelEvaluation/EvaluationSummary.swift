import SiriSystem

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A figure and its confidence interval.
public struct EvaluationInterval: Sendable, Hashable {
    public var value: Double
    public var low: Double
    public var high: Double
    /// False when there was nothing to resample (a single ask): `low` and `high` are then the
    /// value itself, which says nothing about how sure it is.
    public var isResampled = true

    /// Above zero: the whole interval is (never without resampling).
    public var isAboveZero: Bool { isResampled && low > 0 }
    public var isBelowZero: Bool { isResampled && high < 0 }

    /// For a difference: clearly ahead (the whole interval above 0), clearly behind (below), or
    /// level (the interval holds 0, or there is none: one ask decides nothing).
    public var verdict: String { isAboveZero ? "ahead" : isBelowZero ? "behind" : "level" }
}

/// HR@1, HR@3 and MRR, each with its interval.
public struct EvaluationFigures: Sendable, Hashable {
    public var hitRateAt1: EvaluationInterval
    public var hitRateAt3: EvaluationInterval
    public var meanReciprocalRank: EvaluationInterval
}

/// How many asks the model ranked higher than a baseline and how many lower: the asks a paired
/// difference is made of (the others it ranked alike). A small difference over a few of many asks
/// reads differently from one spread over most of them.
public struct EvaluationComparison: Sendable, Hashable {
    public var higher: Int
    public var lower: Int
}

/// The figures of every method on a set of histories, with intervals from a bootstrap over
/// the histories (people), and the model's paired differences from each baseline.
///
/// People, not cases, are resampled: a person's several asks are not independent of one
/// another, and the question is how the model does for other people like these. Each of
/// `replicates` resamples draws as many people as there are, with replacement, from a
/// `SplitMix64` seeded with `seed` (so the intervals are the same every run); a figure's interval
/// is the 2.5th to 97.5th percentile of its value over the resamples. A difference is taken
/// within each resample (model minus baseline on the same people and asks), so what the two
/// methods share cancels out.
///
/// A summary of one person (a scenario's row, a kind with one person) has no people to
/// resample: it resamples that person's asks instead, the only variation there is; a single ask
/// has nothing to resample, and its intervals are the value alone (`isResampled` false, the
/// verdict level). Resampling one person would give an interval of zero width, and one lost
/// ask would read as "clearly behind".
public struct EvaluationSummary: Sendable, Hashable {
    /// What the intervals resampled.
    public enum Resampling: String, Sendable, Hashable {
        /// The people, two or more.
        case people
        /// The asks of the only person.
        case asks
        /// Nothing: one ask in all, or none.
        case none
    }

    public var people: Int
    public var cases: Int
    /// How many resamples were drawn (0 when nothing was resampled).
    public var replicates: Int
    public var resampled: Resampling
    public var seed: UInt64
    public var figures: [EvaluationMethod: EvaluationFigures]
    /// Model minus baseline, for every baseline.
    public var differences: [EvaluationMethod: EvaluationFigures]
    /// For every baseline, the asks the model ranked higher and lower.
    public var comparisons: [EvaluationMethod: EvaluationComparison]
    /// For every baseline, the MRR difference studentized: its standard error, and its value and
    /// standard error in each resample (what `EvaluationFamily` reads several rows with); nil
    /// unless asked for (`studentizing`), since a row read alone has no use for it.
    public var studentized: [EvaluationMethod: StudentizedDifference]?

    /// The model's MRR minus a baseline's as a ratio of sums, Σ x / Σ n over the units resampled
    /// (x a unit's Σ 1/rank of the model less the baseline's, n its asks), with its standard error
    /// by linearisation, √(Σ (x − d n)²) / Σ n, on the data and in each resample (in the order drawn).
    public struct StudentizedDifference: Sendable, Hashable {
        public var standardError: Double
        public var samples: [Double] = []
        public var sampleErrors: [Double] = []
    }

    public static let defaultReplicates = 1000

    public init(_ results: [EvaluationResult], replicates: Int = Self.defaultReplicates, seed: UInt64 = 1, studentizing: Bool = true) {
        let people = results.filter { $0.cases > 0 }
        self.people = people.count
        cases = people.reduce(0) { $0 + $1.cases }
        self.seed = seed
        let methods = EvaluationMethod.allCases
        // What is resampled: the people, or the only person's asks (each scored as a history of one ask).
        var units = people.map(\.scores)
        if people.count >= 2 {
            resampled = .people
        } else if let only = people.first, only.cases >= 2, methods.allSatisfy({ only.askRanks[$0]?.count == only.cases }) {
            resampled = .asks
            units = (0..<only.cases).map { ask in
                let modelRank = only.askRanks[.model]?[ask] ?? 0
                return Dictionary(
                    uniqueKeysWithValues: methods.map { method in
                        let rank = only.askRanks[method]?[ask] ?? 0
                        var scores = EvaluationScores()
                        scores.add(rank: rank > 0 ? rank : nil, modelRank: modelRank > 0 ? modelRank : nil)
                        return (method, scores)
                    })
            }
        } else {
            resampled = .none
        }
        self.replicates = resampled == .none ? 0 : replicates
        func metrics(_ scores: EvaluationScores) -> [Double] { [scores.hitRateAt1, scores.hitRateAt3, scores.meanReciprocalRank] }
        let total = EvaluationResult.total(people, name: "all")
        var samples: [EvaluationMethod: [[Double]]] = [:]  // method → metric → values
        var differenceSamples: [EvaluationMethod: [[Double]]] = [:]
        var random = SplitMix64(seed: seed)
        // Each unit's (person's, or ask's) cases, hits at 1, hits at 3 and Σ 1/rank per method, in one flat table
        // (a resample then adds rows of numbers, not dictionaries: at 30,000 people the
        // dictionary lookups were most of `eval`'s time). Sums of whole numbers are exact and
        // Σ 1/rank is added in the same order as `EvaluationScores.add` would: the same figures.
        let width = methods.count * 4
        var table = [Double](repeating: 0, count: units.count * width)
        for (row, unit) in units.enumerated() {
            for (index, method) in methods.enumerated() {
                let scores = unit[method] ?? EvaluationScores()
                let at = row * width + index * 4
                (table[at], table[at + 1], table[at + 2], table[at + 3]) =
                    (Double(scores.cases), Double(scores.hitsAt1), Double(scores.hitsAt3), scores.reciprocalRanks)
            }
        }
        let modelIndex = methods.firstIndex(of: .model) ?? 0
        // For the MRR differences' standard errors: per unit n², then x² and x n for each method
        // (x the model's Σ 1/rank less the method's; the model's own column stays 0), and their sums.
        let squaresWidth = studentizing ? 1 + methods.count * 2 : 0
        var squares = [Double](repeating: 0, count: units.count * squaresWidth)
        var whole = [Double](repeating: 0, count: squaresWidth)
        for row in 0..<units.count where studentizing {
            let n = table[row * width + modelIndex * 4]
            squares[row * squaresWidth] = n * n
            for index in methods.indices {
                let x = table[row * width + modelIndex * 4 + 3] - table[row * width + index * 4 + 3]
                (squares[row * squaresWidth + 1 + index * 2], squares[row * squaresWidth + 2 + index * 2]) = (x * x, x * n)
            }
            for column in 0..<squaresWidth { whole[column] += squares[row * squaresWidth + column] }
        }
        /// √(Σ (x − d n)²) / Σ n from the sums Σ x, Σ n, Σ n², Σ x², Σ x n.
        func standardError(x: Double, n: Double, nn: Double, xx: Double, xn: Double) -> Double {
            guard n > 0 else { return 0 }
            let d = x / n
            return (max(0, xx - 2 * d * xn + d * d * nn)).squareRoot() / n
        }
        var studentizedByMethod: [EvaluationMethod: StudentizedDifference] = [:]
        for (index, method) in methods.enumerated() where studentizing && method != .model {
            studentizedByMethod[method] = StudentizedDifference(
                standardError: standardError(
                    x: total[.model].reciprocalRanks - total[method].reciprocalRanks, n: Double(total.cases), nn: whole[0],
                    xx: whole[1 + index * 2], xn: whole[2 + index * 2]))
        }
        if resampled != .none {
            var sums = [Double](repeating: 0, count: width)
            var squareSums = [Double](repeating: 0, count: squaresWidth)
            for _ in 0..<max(0, replicates) {
                for column in 0..<width { sums[column] = 0 }
                for column in 0..<squaresWidth { squareSums[column] = 0 }
                for _ in 0..<units.count {
                    let unit = random.int(in: 0...(units.count - 1))
                    let at = unit * width
                    for column in 0..<width { sums[column] += table[at + column] }
                    for column in 0..<squaresWidth { squareSums[column] += squares[unit * squaresWidth + column] }
                }
                for (index, method) in methods.enumerated() where studentizing && method != .model {
                    let (x, n) = (sums[modelIndex * 4 + 3] - sums[index * 4 + 3], sums[modelIndex * 4])
                    studentizedByMethod[method]?.sampleErrors.append(
                        standardError(x: x, n: n, nn: squareSums[0], xx: squareSums[1 + index * 2], xn: squareSums[2 + index * 2]))
                }
                func values(_ index: Int) -> [Double] {
                    let cases = sums[index * 4]
                    guard cases > 0 else { return [0, 0, 0] }
                    return [sums[index * 4 + 1] / cases, sums[index * 4 + 2] / cases, sums[index * 4 + 3] / cases]
                }
                let model = values(modelIndex)
                for (index, method) in methods.enumerated() {
                    let own = values(index)
                    for metric in 0..<3 { samples[method, default: [[], [], []]][metric].append(own[metric]) }
                    if method != .model {
                        for metric in 0..<3 {
                            differenceSamples[method, default: [[], [], []]][metric].append(model[metric] - own[metric])
                        }
                    }
                }
            }
        }
        func interval(_ value: Double, _ values: [Double]?) -> EvaluationInterval {
            guard let values, !values.isEmpty else { return EvaluationInterval(value: value, low: value, high: value, isResampled: false) }
            let sorted = values.sorted()
            func at(_ q: Double) -> Double { sorted[min(sorted.count - 1, max(0, Int((q * Double(sorted.count - 1)).rounded())))] }
            return EvaluationInterval(value: value, low: at(0.025), high: at(0.975))
        }
        func makeFigures(_ values: [Double], _ resampled: [[Double]]?) -> EvaluationFigures {
            EvaluationFigures(
                hitRateAt1: interval(values[0], resampled?[0]), hitRateAt3: interval(values[1], resampled?[1]),
                meanReciprocalRank: interval(values[2], resampled?[2]))
        }
        var figuresByMethod: [EvaluationMethod: EvaluationFigures] = [:]
        var differencesByMethod: [EvaluationMethod: EvaluationFigures] = [:]
        let model = metrics(total[.model])
        for method in methods {
            let own = metrics(total[method])
            figuresByMethod[method] = makeFigures(own, samples[method])
            if method != .model { differencesByMethod[method] = makeFigures(zip(model, own).map { $0 - $1 }, differenceSamples[method]) }
        }
        figures = figuresByMethod
        differences = differencesByMethod
        // Each resample's difference is the one the MRR's interval was read from.
        for method in studentizedByMethod.keys { studentizedByMethod[method]?.samples = differenceSamples[method]?[2] ?? [] }
        studentized = studentizing ? studentizedByMethod : nil
        comparisons = Dictionary(
            uniqueKeysWithValues: EvaluationMethod.baselines.map { method in
                (method, EvaluationComparison(higher: total[method].modelHigher, lower: total[method].modelLower))
            })
    }
}
