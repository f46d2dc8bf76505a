/// What kind of trouble an error is, whichever layer found it: enough for whoever reports it to
/// choose how (the command line turns each kind into one exit status).
public enum FailureKind: Sendable, Equatable {
    /// The request named something that does not exist, or gave a value out of range.
    case badRequest
    /// The request was understood but could not be done.
    case requestFailed
    /// Stored data is damaged, foreign, or from a newer version.
    case damagedData
    /// A file could not be read, written or created.
    case inputOutput
    /// Another process kept a store busy past the timeout; trying again may work.
    case busy
}

/// An error that says what kind of trouble it is and how to tell a person about it.
public protocol ClassifiedError: Error, CustomStringConvertible {
    var failureKind: FailureKind { get }
    /// The message for a person; by default the description.
    var failureMessage: String { get }
}

extension ClassifiedError {
    public var failureMessage: String { description }
}

extension SQLiteError: ClassifiedError {
    public var failureKind: FailureKind {
        switch kind {
        case .corrupt: .damagedData
        case .busy: .busy
        case .io: .inputOutput
        // A constraint or a misuse is a fault of the program, not of the disk.
        case .other: .requestFailed
        }
    }

    public var failureMessage: String {
        switch kind {
        case .corrupt: DamagedStore.message(path, "is damaged: \(explainedDamage)")
        case .busy: "\(path) stayed busy (another soupchef is writing); try again."
        case .io: "\(path): \(message)."
        case .other: "\(path): unexpected SQLite error: \(message)."
        }
    }
}

extension StoreFileError: ClassifiedError {
    public var failureKind: FailureKind {
        switch self {
        case .notAStore, .newerSchema, .orphanedLog, .damagedLog: .damagedData
        case .io: .inputOutput
        case .migrating: .busy
        }
    }
}
