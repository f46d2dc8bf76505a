/// Collects the many small pieces of a long listing and hands them to an `Output` in large chunks
/// (64 KiB), so that a listing of a million rows makes a few thousand writes, not millions. The
/// output keeps its own behaviour: write(2) to the end of each chunk, and the first failure kept.
/// Pieces are whole lines (or whole JSON elements), so a filter on the output sees whole lines.
final class ChunkedWriter {
    static let chunkSize = 1 << 16

    private let output: Output
    private var pending = ""

    init(_ output: Output) {
        self.output = output
        pending.reserveCapacity(Self.chunkSize + 4096)
    }

    func write(_ text: String) {
        pending += text
        if pending.utf8.count >= Self.chunkSize { flush() }
    }

    func line(_ text: String) {
        pending += text
        pending += "\n"
        if pending.utf8.count >= Self.chunkSize { flush() }
    }

    /// Hands what is pending to the output now.
    func flush() {
        guard !pending.isEmpty else { return }
        output.write(pending)
        pending.removeAll(keepingCapacity: true)
    }

    deinit { flush() }
}
