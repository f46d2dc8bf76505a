import Foundation

/// Where a command writes: a stream, and whether a person is looking at it.
public final class Output: @unchecked Sendable {
    private let sink: (String) -> Void
    /// Whether the stream is a terminal.
    public let isTerminal: Bool

    public init(isTerminal: Bool = false, _ sink: @escaping (String) -> Void) {
        self.isTerminal = isTerminal
        self.sink = sink
    }

    public func write(_ text: String) { sink(text) }
    public func line(_ text: String = "") { sink(text + "\n") }

    /// An output that collects what is written, for tests.
    public static func capture() -> (Output, () -> String) {
        let buffer = Buffer()
        return (Output { buffer.text += $0 }, { buffer.text })
    }

    /// A file descriptor of this process.
    public static func fileDescriptor(_ fd: Int32) -> Output {
        let handle = FileHandle(fileDescriptor: fd, closeOnDealloc: false)
        return Output(isTerminal: isatty(fd) == 1) { text in
            handle.write(Data(text.utf8))
        }
    }

    private final class Buffer: @unchecked Sendable { var text = "" }
}

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
