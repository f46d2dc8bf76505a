import SiriSystem

/// `soupchef eval --json`.
struct EvalDocument: Encodable {
    var hide: Int
    @Nullable var generated: Int?
    @Nullable var seed: Int?
    var histories: [ResultJSON]
    var overall: ResultJSON

    init(hide: Int, generate: Int?, seed: Int?, results: [EvaluationResult], overall: EvaluationResult) {
        self.hide = hide
        generated = generate
        self.seed = seed
        histories = results.map(ResultJSON.init)
        self.overall = ResultJSON(overall)
    }

    struct MethodJSON: Encodable {
        var method, title: String
        var hitsAt1, hitsAt3: Int
        var hitRateAt1, hitRateAt3, meanReciprocalRank: Double
    }

    struct ResultJSON: Encodable {
        var name: String
        var kind: String?
        var cases: Int
        var methods: [MethodJSON]

        init(_ result: EvaluationResult) {
            name = result.name
            kind = result.kind
            cases = result.cases
            let r = JSONNumbers.rounded
            methods = EvaluationMethod.allCases.map { method in
                let s = result[method]
                return MethodJSON(
                    method: method.rawValue, title: method.title, hitsAt1: s.hitsAt1, hitsAt3: s.hitsAt3, hitRateAt1: r(s.hitRateAt1),
                    hitRateAt3: r(s.hitRateAt3), meanReciprocalRank: r(s.meanReciprocalRank))
            }
        }
    }
}
