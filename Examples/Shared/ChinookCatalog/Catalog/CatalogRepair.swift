/// What happened when a catalog of ours was damaged or outdated: the catalog was rebuilt from the
/// bundled data (the derived part: artists, albums, tracks and the search index), the user's
/// playlists and track edits (names and composers) were copied over from the old file as far as they
/// could be read, and the old file was kept aside, untouched.
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
    /// How many tracks got back the name or composer the user had given them in the old file.
    public var trackEdits: Int
    /// How many tracks could not be read from the old file: a name or composer the user had given one
    /// of them is back to the bundled one here (the old file keeps it).
    public var unreadTracks: Int

    /// Makes a report.
    public init(
        path: String, reason: CatalogOpening.RebuildReason, keptFile: String, playlists: Int, entries: Int,
        isComplete: Bool, trackEdits: Int = 0, unreadTracks: Int = 0
    ) {
        self.path = path
        self.reason = reason
        self.keptFile = keptFile
        self.playlists = playlists
        self.entries = entries
        self.isComplete = isComplete
        self.trackEdits = trackEdits
        self.unreadTracks = unreadTracks
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
        let edits =
            trackEdits == 0
            ? "" : ", and \(trackEdits) track edit\(trackEdits == 1 ? "" : "s") (names, composers)"
        let outcome =
            isComplete
            ? "Your playlists were kept (\(kept))\(edits)."
            : "Some playlist entries could not be read and may be lost; \(kept) were kept\(edits)."
        let unread =
            unreadTracks == 0
            ? ""
            : " \(unreadTracks) track\(unreadTracks == 1 ? "" : "s") could not be read: if you had renamed "
                + "\(unreadTracks == 1 ? "it or changed its" : "any of them or changed their") composer, the old file "
                + "keeps that edit."
        return
            "The catalog database at \(path) \(action) because \(reason). \(outcome)\(unread) The old file is kept at \(keptFile)."
    }
}
