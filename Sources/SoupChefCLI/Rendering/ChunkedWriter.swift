import SoupChefViews

/// Collects the many small pieces of a long listing and hands them to an `Output` in large chunks
/// (64 KiB), so that a listing of a million rows makes a few thousand writes, not millions. The
/// output keeps its own behaviour: write(2) to the end of each chunk, and the first failure kept.
/// Pieces are whole lines (or whole JSON elements), so a filter on the output sees whole lines.
final class ChunkedWriter {
    static let chunkSize = 1 << 16

    private let output: Output
    /// What is not written yet, as UTF-8: rows are made of bytes, and text is appended as its bytes.
    private(set) var pending: [UInt8] = []

    init(_ output: Output) {
        self.output = output
        pending.reserveCapacity(Self.chunkSize + 4096)
    }

    func write(_ text: String) {
        pending.append(contentsOf: text.utf8)
        flushIfFull()
    }

    func line(_ text: String) {
        pending.append(contentsOf: text.utf8)
        pending.append(0x0A)
        flushIfFull()
    }

    /// Appends bytes made by the caller (valid UTF-8, whole lines or elements when it finishes).
    func append(_ build: (inout [UInt8]) -> Void) {
        build(&pending)
        flushIfFull()
    }

    private func flushIfFull() {
        if pending.count >= Self.chunkSize { flush() }
    }

    /// Hands what is pending to the output now.
    func flush() {
        guard !pending.isEmpty else { return }
        output.write(String(decoding: pending, as: UTF8.self))
        pending.removeAll(keepingCapacity: true)
    }

    deinit { flush() }
}
