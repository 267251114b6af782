/// What happened when a catalog of ours was damaged or outdated: the catalog was rebuilt from the
/// bundled data (the derived part: artists, albums, tracks and the search index), the user's
/// playlists were copied over from the old file as far as they could be read, and the old file
/// was kept aside, untouched.
///
/// ```swift
/// if case .rebuilt(let repair) = catalog.opening {
///     print(repair.keptFile)       // "/home/ada/.local/share/loom/chinook.sqlite.damaged-20250612-101530"
///     print(repair.isComplete)     // false when some playlist rows could not be read
///     print(repair)                // a paragraph for the user
/// }
/// ```
public struct CatalogRepair: Sendable, Equatable, CustomStringConvertible {
    /// The catalog's path.
    public var path: String
    /// Why it was rebuilt.
    public var reason: CatalogOpening.RebuildReason
    /// Where the old file is now (with its journal, if it had one).
    public var keptFile: String
    /// How many playlists were read from the old file.
    public var playlists: Int
    /// How many playlist entries (tracks in playlists) were read from the old file and kept.
    public var entries: Int
    /// Whether every playlist row of the old file was read and kept.
    public var isComplete: Bool

    /// Makes a report.
    public init(
        path: String, reason: CatalogOpening.RebuildReason, keptFile: String, playlists: Int, entries: Int,
        isComplete: Bool
    ) {
        self.path = path
        self.reason = reason
        self.keptFile = keptFile
        self.playlists = playlists
        self.entries = entries
        self.isComplete = isComplete
    }

    /// A paragraph for the user: what happened, what was kept, what may be lost, where the old file is.
    public var description: String {
        let action =
            switch reason {
            case .staleVersion: "was upgraded"
            case .corrupt, .incomplete: "was rebuilt from the bundled data"
            }
        let kept =
            "\(playlists) playlist\(playlists == 1 ? "" : "s"), \(entries) playlist entr\(entries == 1 ? "y" : "ies")"
        let outcome =
            isComplete
            ? "Your playlists were kept (\(kept))."
            : "Some playlist entries could not be read and may be lost; \(kept) were kept."
        return
            "The catalog database at \(path) \(action) because \(reason). \(outcome) The old file is kept at \(keptFile)."
    }
}
