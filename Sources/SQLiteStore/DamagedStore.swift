/// How every error about a damaged store is worded: the file, what is wrong with it, that it was
/// left unchanged, and how to start afresh. One place, so that the way on reads the same whichever
/// check found the damage: the header (`StoreFileError.notAStore`), SQLite (`SQLiteError`), or a
/// value in a row (`UnreadableStoredValue`).
public enum DamagedStore {
    /// "PATH PROBLEM. It was left unchanged; to start afresh, …": `problem` goes on from the
    /// path ("is damaged: …", "holds data this soupchef cannot read: …").
    public static func message(_ path: String, _ problem: String) -> String {
        "\(path) \(problem). \(leftUnchanged)"
    }

    /// That the file was left as it is, and how to start afresh without losing the file.
    public static let leftUnchanged =
        "It was left unchanged; to start afresh, move it aside together with its -wal and -shm files beside it (SQLite would replay"
        + " their log into a new store), or move the whole data directory away."
}
