import SQLiteStore
import SoupChefViews

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a command writes: a stream, and whether a person is looking at it.
///
/// A write can fail (a full disk, a closed pipe, a closed descriptor). The first failure is kept,
/// and nothing more is written after it: `main` then reports it once and exits 74. Writing never
/// traps.
public final class Output: @unchecked Sendable {
    private let sink: (String) -> Int32
    /// Whether the stream is a terminal.
    public let isTerminal: Bool
    /// The `errno` of the first write that failed; nil while every write has worked.
    public private(set) var failure: Int32?

    /// An output that cannot fail, such as a buffer.
    public init(isTerminal: Bool = false, _ sink: @escaping (String) -> Void) {
        self.isTerminal = isTerminal
        self.sink = { text in
            sink(text)
            return 0
        }
    }

    /// An output whose writes can fail: `sink` returns 0, or the `errno` of the failure.
    public init(isTerminal: Bool = false, failable sink: @escaping (String) -> Int32) {
        self.isTerminal = isTerminal
        self.sink = sink
    }

    public func write(_ text: String) {
        guard failure == nil, !text.isEmpty else { return }
        let code = sink(text)
        if code != 0 { failure = code }
    }

    public func line(_ text: String = "") { write(text + "\n") }

    /// This output with `transform` applied to everything written to it; a failure is this
    /// output's own.
    func filtered(_ transform: @escaping (String) -> String) -> Output {
        Output(
            isTerminal: isTerminal,
            failable: { text in
                self.write(transform(text))
                return self.failure ?? 0
            })
    }

    /// Whether a write has failed (after which nothing more is written).
    public var hasFailed: Bool { failure != nil }

    /// An output that collects what is written, for tests.
    public static func capture() -> (Output, () -> String) {
        let buffer = Buffer()
        return (Output { buffer.text += $0 }, { buffer.text })
    }

    /// A file descriptor of this process, written with write(2) to the end of each text (again
    /// after an interrupting signal). A failure is kept, never trapped on.
    public static func fileDescriptor(_ fd: Int32) -> Output {
        Output(isTerminal: isatty(fd) == 1, failable: { text in writeAll(text, to: fd) })
    }

    /// A standard stream that was closed when the program started: `runMain` put /dev/null on
    /// its descriptor (so that no file opened later gets it), and its first write fails as a
    /// write to a closed descriptor does.
    public static func closed() -> Output {
        Output(isTerminal: false, failable: { _ in EBADF })
    }

    /// Writes every byte of `text` to `fd`; 0, or the `errno` that stopped it.
    static func writeAll(_ text: String, to fd: Int32) -> Int32 {
        var text = text
        return text.withUTF8 { buffer -> Int32 in
            guard let base = buffer.baseAddress else { return 0 }
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(fd, base + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += written
            }
            return 0
        }
    }

    private final class Buffer: @unchecked Sendable { var text = "" }
}

/// Thrown to stop a command early once its standard output has failed (a long listing need not
/// be produced for nobody); `main` reports the failure itself.
struct OutputFailure: Error {}

/// ANSI styling, used only when the output is a terminal and colour is allowed.
struct Style {
    let enabled: Bool

    func bold(_ text: String) -> String { wrap(text, "1") }
    func dim(_ text: String) -> String { wrap(text, "2") }
    func red(_ text: String) -> String { wrap(text, "31") }
    func green(_ text: String) -> String { wrap(text, "32") }
    func yellow(_ text: String) -> String { wrap(text, "33") }

    private func wrap(_ text: String, _ code: String) -> String {
        enabled && !text.isEmpty ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
