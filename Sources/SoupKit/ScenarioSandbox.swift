/// What a scenario step (`replay`, `eval`) may touch: the simulation's data directory and
/// standard output, nothing else. A scenario is data someone may hand you; running it must not
/// read or write the user's other files, so a step that names any path is refused, before any
/// step runs, with its line.
///
/// Which values are paths is said where each option or argument is declared (`PathUse`), so an
/// option added later that takes a path is covered without touching this policy.
public enum ScenarioSandbox {
    /// How an option or argument uses the path it is given.
    public enum PathUse: Sendable, Hashable {
        /// The file or directory is read (an intent definition, a scenario).
        case reads
        /// The file is written; `standardOutput` is the value that means standard output
        /// instead (`--svg -`), which a step may use.
        case writes(standardOutput: String?)
    }

    /// One path-taking value of a step: how it is named in messages (`--svg`, `<file>`), the
    /// value, and what the declaration says is done with it.
    public struct PathValue: Sendable {
        public var name: String
        public var value: String
        public var use: PathUse

        public init(name: String, value: String, use: PathUse) {
            self.name = name
            self.value = value
            self.use = use
        }
    }

    /// Why a step with these path values may not run, or nil when it may.
    public static func refusal(_ values: [PathValue]) -> String? {
        for path in values {
            switch path.use {
            case .writes(let standardOutput):
                if let standardOutput, path.value == standardOutput { continue }
                let instead = standardOutput.map { "; a step may write to standard output (\(path.name) \($0))" } ?? ""
                return "\(path.name) \"\(path.value)\" would write a file outside the simulation's data directory, "
                    + "which a scenario step may not do\(instead)"
            case .reads:
                return "\(path.name) \"\(path.value)\" would read a file outside the simulation's data directory, "
                    + "which a scenario step may not do"
            }
        }
        return nil
    }
}
