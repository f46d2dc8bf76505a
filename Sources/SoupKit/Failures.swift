import SQLiteStore

// The errors of every layer below say what kind of trouble they are; these names let a caller
// of SoupKit read that without knowing the store layer.

/// What kind of trouble an error is (see `ClassifiedError`).
public typealias FailureKind = SQLiteStore.FailureKind
/// An error that says what kind of trouble it is: SoupKit's, the system's and the stores'.
public typealias ClassifiedError = SQLiteStore.ClassifiedError

/// What opening the stores reports as a migration runs (a step begun, waiting for another
/// process's migration), for the command line to say.
public typealias MigrationNotices = SQLiteStore.MigrationNotices

/// How many syncs a command may still spend on checkpoints (`SQLiteStore.SyncBudget`).
public typealias SyncBudget = SQLiteStore.SyncBudget
