import Foundation
import Testing

@testable import ModelEvaluation
@testable import SiriSystem

/// Many rows read at once (`EvaluationFamily`): a table of level rows shows some row behind by
/// its own interval, and none together; a real gap still shows together.
@Suite struct EvaluationFamilyTests {
    /// A person whose asks the model and most frequent ranked as given; every other baseline
    /// ranks as the model does (no difference at all).
    func person(_ name: String, model: [Int], baseline: [Int]) -> EvaluationResult {
        var scores: [EvaluationMethod: EvaluationScores] = [:]
        for (mine, own) in zip(model, baseline) {
            scores[.model, default: EvaluationScores()].add(rank: mine, modelRank: mine)
            scores[.mostFrequent, default: EvaluationScores()].add(rank: own, modelRank: mine)
        }
        for method in EvaluationMethod.allCases where scores[method] == nil { scores[method] = scores[.model] }
        return EvaluationResult(name: name, scores: scores, askRanks: [:])
    }

    /// `rows` groups of `people`, each person three asks whose ranks the model and the baseline
    /// draw alike (1 to 3): no true difference anywhere.
    func levelRows(_ rows: Int, people: Int, seed: UInt64) -> [EvaluationSummary] {
        var random = SplitMix64(seed: seed)
        return (0..<rows).map { row in
            EvaluationSummary(
                (0..<people).map { n in
                    let model = (0..<3).map { _ in random.int(in: 1...3) }
                    let baseline = (0..<3).map { _ in random.int(in: 1...3) }
                    return person("\(row).\(n)", model: model, baseline: baseline)
                }, replicates: 400)
        }
    }

    @Test func levelRowsAreNotBehindTogetherThoughSomeAreAlone() throws {
        let rows = levelRows(40, people: 30, seed: 7)
        let alone = rows.map { $0.differences[.mostFrequent]!.meanReciprocalRank.verdict }
        // By their own 95 % intervals some of 40 level rows come out ahead or behind (here five: one
        // behind, four ahead).
        #expect(alone.filter { $0 != "level" }.count == 5 && alone.contains("behind"), "\(alone)")
        let family = try #require(EvaluationFamily(rows))
        // Only most frequent differs; the other baselines never do, and keep their own (level) interval.
        #expect(family.cells == 40)
        #expect(family.criticalValue > 2.5 && family.criticalValue < 4.5, "\(family.criticalValue)")
        for row in rows.indices {
            #expect(family.verdict(row: row, baseline: .mostFrequent) == "level")
            #expect(family.verdict(row: row, baseline: .mostRecent) == "level")
            let own = rows[row].differences[.mostRecent]!.meanReciprocalRank
            #expect(family.intervals[.init(row: row, baseline: .mostRecent)] == own)
        }
    }

    @Test func aRealGapStillShowsTogether() throws {
        var rows = levelRows(20, people: 30, seed: 3)
        // One kind the model ranks second where the baseline ranks first, two asks in three.
        rows.append(
            EvaluationSummary(
                (0..<30).map { n in person("gap.\(n)", model: n % 3 == 0 ? [1, 2, 2] : [2, 2, 1], baseline: [1, 1, 1]) },
                replicates: 400))
        let family = try #require(EvaluationFamily(rows))
        #expect(family.verdict(row: 20, baseline: .mostFrequent) == "behind")
        #expect((0..<20).allSatisfy { family.verdict(row: $0, baseline: .mostFrequent) == "level" })
    }

    /// The common factor is at least what each row alone would need: c is no smaller than the
    /// 95th percentile of any one row's own studentized |d* − d̂| / s*, and the band is d̂ ± c × s.
    @Test func theBandIsAtLeastEachRowsOwn() throws {
        let rows = levelRows(12, people: 25, seed: 11)
        let family = try #require(EvaluationFamily(rows))
        for (row, summary) in rows.enumerated() {
            let value = summary.differences[.mostFrequent]!.meanReciprocalRank.value
            let difference = try #require(summary.studentized?[.mostFrequent])
            let own = zip(difference.samples, difference.sampleErrors).filter { $0.1 > 0 }.map { abs($0.0 - value) / $0.1 }.sorted()
            let q = own[Int((0.95 * Double(own.count - 1)).rounded())]
            #expect(family.criticalValue >= q)
            let together = try #require(family.intervals[.init(row: row, baseline: .mostFrequent)])
            #expect(abs(together.low - (value - family.criticalValue * difference.standardError)) < 1e-12)
            #expect(abs(together.high - (value + family.criticalValue * difference.standardError)) < 1e-12)
        }
    }

    /// The standard error is the ratio's by linearisation, √(Σ (x − d n)²) / Σ n, x a person's
    /// Σ 1/rank of the model less the baseline's and n their asks; each resample's is the same
    /// formula over the people drawn, and its difference the row's own resampled difference.
    @Test func theStandardErrorIsTheRatiosByLinearisation() throws {
        let people = [
            person("a", model: [1, 2, 1], baseline: [1, 1, 1]), person("b", model: [1, 1], baseline: [2, 3]),
            person("c", model: [3], baseline: [1]), person("d", model: [1, 1, 2, 1], baseline: [1, 2, 2, 1]),
        ]
        let summary = EvaluationSummary(people, replicates: 300)
        let xs = [(1 + 0.5 + 1) - 3.0, 2 - (0.5 + 1.0 / 3), 1.0 / 3 - 1, (1 + 1 + 0.5 + 1) - (1 + 0.5 + 0.5 + 1)]
        let ns = [3.0, 2, 1, 4]
        let d = xs.reduce(0, +) / ns.reduce(0, +)
        let expected = zip(xs, ns).map { ($0 - d * $1) * ($0 - d * $1) }.reduce(0, +).squareRoot() / ns.reduce(0, +)
        let difference = try #require(summary.studentized?[.mostFrequent])
        #expect(abs(difference.standardError - expected) < 1e-12)
        #expect(abs(summary.differences[.mostFrequent]!.meanReciprocalRank.value - d) < 1e-12)
        #expect(difference.samples.count == 300 && difference.sampleErrors.count == 300)
        // Baselines that rank as the model does differ by nothing, in every resample.
        #expect(summary.studentized?[.mostRecent]?.standardError == 0)
        #expect(summary.studentized?[.mostRecent]?.samples.allSatisfy { $0 == 0 } == true)
        // The resampled differences spread as the standard error says (within a fifth, on 300 resamples).
        let mean = difference.samples.reduce(0, +) / 300
        let spread = (difference.samples.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / 299).squareRoot()
        #expect(abs(spread / expected - 1) < 0.2, "\(spread) \(expected)")
    }

    @Test func oneRowOrNothingResampledIsNoFamily() {
        #expect(EvaluationFamily(levelRows(1, people: 30, seed: 1)) == nil)
        // Two rows whose model and baselines never differ: nothing varies, nothing to read together.
        let same = (0..<2).map { row in
            EvaluationSummary((0..<5).map { person("\(row).\($0)", model: [1, 2], baseline: [1, 2]) }, replicates: 50)
        }
        #expect(EvaluationFamily(same) == nil)
        #expect(EvaluationFamily([]) == nil)
    }
}
