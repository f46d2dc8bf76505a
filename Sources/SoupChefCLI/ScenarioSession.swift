import Dates
import SQLiteStore
import SoupKit

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The stores of a replay or an evaluation, opened once for all of its steps: each step runs
/// through the same commands as the command line, on the same `SoupChef`, with the clock moved
/// to the step's time. What reaches the disk when is `durability`: a replay settles (one sync of
/// each log that changed) before it reports the steps it ran; an evaluation's private
/// directory is never synced.
final class ScenarioSession {
    let durability: SoupChef.Durability
    private let clock = SessionClock()
    private var app: SoupChef?

    init(durability: SoupChef.Durability) {
        self.durability = durability
    }

    /// The app, opened by the first step that needs it, its clock at `now` for this step.
    func app(
        directory: String, now: Date, reproducibleIdentifiers: Bool, timeZone: Zone, busyTimeout: Int32?
    ) throws -> SoupChef {
        clock.date = now
        if let app {
            try app.startCommand()
            return app
        }
        let clock = self.clock
        let app = try SoupChef(
            directory: directory, clock: { clock.date }, reproducibleIdentifiers: reproducibleIdentifiers, timeZone: timeZone,
            busyTimeout: busyTimeout, durability: durability)
        self.app = app
        return app
    }

    /// Makes the steps run so far durable (see `SoupChef.settle`), and starts a new budget of syncs.
    func settle() throws {
        try app?.settle()
        SyncBudget.start()
    }
}

/// The time a session's app reads: the current step's.
private final class SessionClock: @unchecked Sendable {
    private let lock = Lock()
    private var value = Date(timeIntervalSince1970: 0)

    var date: Date {
        get { lock.withLock { value } }
        set { lock.withLock { value = newValue } }
    }
}
