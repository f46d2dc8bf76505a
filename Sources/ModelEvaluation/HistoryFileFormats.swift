import SiriSystem

/// The files `eval --histories` is given that are no UTF-8 text table, each named with how to make
/// one of it.
extension EvaluationHistories {
    /// What a file that is no text table is, as data sets ship them, said rather than "byte 0xE4
    /// is not UTF-8": a compressed file or an archive, a columnar format, UTF-16 without its mark.
    /// `bytes` is the whole file, or with `opening` its first bytes only (Parquet then known by
    /// its opening signature alone).
    public static func otherFormat(_ bytes: [UInt8], opening: Bool = false) -> String? {
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            return "the file is UTF-16 text; save it as UTF-8 (for example `iconv -f UTF-16 -t UTF-8`)"
        }
        if bytes.starts(with: [0x1F, 0x8B]) {
            return "the file is gzip-compressed; decompress it first (for example `gunzip -c FILE | soupchef eval --histories -`)"
        }
        if bytes.starts(with: [0x50, 0x4B, 0x03, 0x04]) {
            return "the file is a zip archive (or a spreadsheet such as .xlsx, which is one); unzip it, or save the sheet as CSV, first"
        }
        // Each format by its whole signature, so that text that merely starts alike ("BZh1,…") stays text.
        let bzip2 =
            bytes.count >= 10 && bytes.starts(with: Array("BZh".utf8)) && (0x31...0x39).contains(bytes[3])
            && bytes[4..<10].elementsEqual([0x31, 0x41, 0x59, 0x26, 0x53, 0x59])
        let compressed: [(Bool, String, String)] = [
            (bzip2, "bzip2-compressed", "bunzip2 -c"), (bytes.starts(with: [0xFD, 0x37, 0x7A, 0x58, 0x5A, 0x00]), "xz-compressed", "xz -dc"),
            (bytes.starts(with: [0x28, 0xB5, 0x2F, 0xFD]), "zstd-compressed", "zstd -dc"),
        ]
        for (matches, what, command) in compressed where matches {
            return "the file is \(what); decompress it first (for example `\(command) FILE | soupchef eval --histories -`)"
        }
        if bytes.count >= 8, bytes.starts(with: Array("PAR1".utf8)), opening || bytes.suffix(4).elementsEqual(Array("PAR1".utf8)) {
            return
                "the file is Parquet, not a text table; write it out as CSV first (for example with pandas: `pd.read_parquet(FILE).to_csv(OUT, index=False)`)"
        }
        if bytes.starts(with: Array("SQLite format 3\u{0}".utf8)) {
            return "the file is an SQLite database, not a text table; export the table as CSV first (`sqlite3 -header -csv FILE 'SELECT …'`)"
        }
        // UTF-16 without a byte order mark: every other byte of ASCII text is zero.
        let head = bytes.prefix(64)
        if head.count >= 8, head.contains(where: { $0 != 0 }),
            head.enumerated().filter({ $0.offset % 2 == 1 }).allSatisfy({ $0.element == 0 })
                || head.enumerated().filter({ $0.offset % 2 == 0 }).allSatisfy({ $0.element == 0 })
        {
            return "the file is UTF-16 text; save it as UTF-8 (for example `iconv -f UTF-16LE -t UTF-8`)"
        }
        // A Git LFS pointer: the repository keeps the data elsewhere, and a checkout without LFS
        // has this in its place.
        if bytes.starts(with: Array("version https://git-lfs.github.com/spec/".utf8)) {
            return "the file is a Git LFS pointer, not the data (the repository keeps it in Git LFS); fetch it with `git lfs pull`"
                + " (or the file's download link) first"
        }
        // A web page saved under the data set's name (a repository's page rather than its raw file).
        let opening = String(decoding: bytes.prefix(256), as: UTF8.self).drop { $0.isWhitespace || $0 == "\u{FEFF}" }.prefix(14).lowercased()
        if opening.hasPrefix("<!doctype html") || opening.hasPrefix("<html") {
            return "the file is a web page (HTML), not a table; download the raw file (on GitHub, its \"Raw\" link) rather than the page"
        }
        return nil
    }
}
