import SQLiteStore

/// Errors of the simulated Intents API, worded as iOS words them where it has words.
public enum SiriSystemError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The donated intent matches none of its definition's shortcut types.
    case noValidShortcutTypes(intentType: String)
    /// The intent type was never registered with the system.
    case unknownIntentType(String)

    public var description: String {
        switch self {
        case .noValidShortcutTypes(let type):
            "Cannot donate interaction with \(type) that has no valid shortcut types"
        case .unknownIntentType(let type):
            "Cannot donate interaction with \(type): the app defines no such intent"
        }
    }
}

extension SiriSystemError: ClassifiedError {
    public var failureKind: FailureKind { .requestFailed }
}
