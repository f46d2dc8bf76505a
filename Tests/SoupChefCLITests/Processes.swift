import Foundation
import TestSupport

extension Harness.Result {
    /// A process's outcome in the form in-process runs give (a signal as 128 plus its number).
    init(_ outcome: ProcessOutcome) {
        self.init(status: outcome.shellStatus, out: outcome.out, err: outcome.err)
    }
}

extension Harness {
    /// Runs the built executable against this harness's data directory and clock.
    func runProcess(_ arguments: String...) throws -> Result {
        Result(try Program.run(Program.soupchef(), arguments, environment: environment))
    }

    /// Runs the built executable once per command line, all at the same time; results in order.
    func runProcessesTogether(_ commands: [[String]]) throws -> [Result] {
        try Program.runTogether(Program.soupchef(), commands, environment: environment).map(Result.init)
    }
}
