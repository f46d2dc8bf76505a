import SoupChefViews

/// The process exit statuses, as `sysexits.h` names them.
public enum ExitStatus: Int32, Sendable, CaseIterable {
    /// It worked.
    case success = 0
    /// The request was understood but failed: out of stock, unavailable, nothing matched.
    case failure = 1
    /// The command line was wrong: unknown command, option or soup, a bad value.
    case usage = 64
    /// A store file is corrupt, unreadable as a store, or from a newer version; or a file given to
    /// read (a scenario, an intent definition, App Intents metadata) does not hold what it should.
    case dataError = 65
    /// Reading or writing a file failed.
    case ioError = 74
    /// Another process kept the store busy past the timeout; try again.
    case busy = 75
}
