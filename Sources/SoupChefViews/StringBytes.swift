extension String {
    /// Whether any byte of the text's UTF-8 satisfies `test`, over its contiguous bytes: a
    /// listing of a million rows passes through here in 64 KiB chunks, and walking `utf8` one
    /// element at a time was a quarter of its time. Inlinable, so that `test` is inlined into the
    /// loop at each caller: called through a closure once a byte, the scan was again a quarter of
    /// a full listing's time.
    @inlinable
    public func anyUTF8Byte(_ test: (UInt8) -> Bool) -> Bool {
        var text = self
        return text.withUTF8 { bytes in
            for byte in bytes where test(byte) { return true }
            return false
        }
    }
}
