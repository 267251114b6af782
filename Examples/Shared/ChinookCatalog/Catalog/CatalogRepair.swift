/// What happened when a catalog of ours was damaged or outdated: the catalog was rebuilt from the
/// bundled data (the derived part: artists, albums, tracks and the search index), the user's
/// playlists and track edits (names and composers) were copied over from the old file as far as they
/// could be read, and the old file was kept aside, untouched.
///
/// ```swift
/// if case .rebuilt(let repair) = catalog.opening {
///     print(repair.keptFile)       // "/home/ada/.local/share/loom/chinook.sqlite.damaged-20250612-101530"
///     print(repair.isComplete)     // false when something of the playlists could not be kept
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
    /// How many playlists the new catalog holds: the bundled ones, with the names read from the old
    /// file, and the old file's own.
    public var playlists: Int
    /// How many playlist entries (tracks in playlists) were read from the old file and kept.
    public var entries: Int
    /// Whether every playlist and playlist entry of the old file was read and kept.
    public var isComplete: Bool
    /// Whether some playlist entries of the old file could not be read (they may be lost; the old
    /// file keeps what the damage spared).
    public var unreadEntries: Bool
    /// Whether some playlists' rows (their names) could not be read.
    public var unreadPlaylistNames: Bool
    /// How many bundled playlists whose row could not be read have their bundled names again.
    public var bundledNames: Int
    /// The playlists whose row could not be read but whose entries were: they are kept, with their
    /// entries, under the name "Recovered playlist <id>".
    public var recoveredPlaylists: [Int64]
    /// How many playlist entries were read but left out: their track or playlist is not in the
    /// catalog, or their track was twice in one playlist.
    public var droppedEntries: Int
    /// How many tracks got back the name or composer the user had given them in the old file.
    public var trackEdits: Int
    /// How many tracks could not be read from the old file: a name or composer the user had given one
    /// of them is back to the bundled one here (the old file keeps it).
    public var unreadTracks: Int

    /// Makes a report.
    public init(
        path: String, reason: CatalogOpening.RebuildReason, keptFile: String, playlists: Int, entries: Int,
        isComplete: Bool, trackEdits: Int = 0, unreadTracks: Int = 0, unreadEntries: Bool? = nil,
        unreadPlaylistNames: Bool = false, bundledNames: Int = 0, recoveredPlaylists: [Int64] = [],
        droppedEntries: Int = 0
    ) {
        self.path = path
        self.reason = reason
        self.keptFile = keptFile
        self.playlists = playlists
        self.entries = entries
        self.isComplete = isComplete
        self.trackEdits = trackEdits
        self.unreadTracks = unreadTracks
        self.unreadEntries = unreadEntries ?? !isComplete
        self.unreadPlaylistNames = unreadPlaylistNames
        self.bundledNames = bundledNames
        self.recoveredPlaylists = recoveredPlaylists
        self.droppedEntries = droppedEntries
    }

    /// The report of a rebuild whose salvage restored `outcome`.
    init(
        path: String, reason: CatalogOpening.RebuildReason, keptFile: String, salvage: CatalogSalvage,
        outcome: CatalogSalvage.Outcome
    ) {
        self.init(
            path: path, reason: reason, keptFile: keptFile, playlists: outcome.playlists,
            entries: outcome.entries,
            isComplete: salvage.playlistsAreComplete && salvage.entriesAreComplete
                && outcome.droppedEntries == 0,
            trackEdits: outcome.trackEdits, unreadTracks: outcome.unreadTracks,
            unreadEntries: !salvage.entriesAreComplete, unreadPlaylistNames: !salvage.playlistsAreComplete,
            bundledNames: outcome.bundledNamesBack, recoveredPlaylists: outcome.recoveredPlaylists,
            droppedEntries: outcome.droppedEntries)
    }

    /// What could not be kept, sentence by sentence (each with a leading space).
    private var losses: String {
        var losses = ""
        if unreadEntries {
            losses += " Some playlist entries could not be read and may be lost."
        }
        if unreadPlaylistNames {
            let recovered = recoveredPlaylists.map { "\"\(CatalogSalvage.recoveredName($0))\"" }
            let renamed =
                switch recovered.count {
                case 0: ""
                case 1: ", and 1 playlist of yours is now called \(recovered[0])"
                default:
                    ", and \(recovered.count) playlists of yours are now called \(recovered.joined(separator: ", "))"
                }
            losses +=
                " The playlists' names could not be read: \(bundledNames) bundled playlist\(bundledNames == 1 ? " has its" : "s have their")"
                + " names again\(renamed) (the old file keeps the names the damage spared). If you had made a playlist "
                + "without entries, it is lost."
        }
        if droppedEntries > 0 {
            losses +=
                " \(droppedEntries) playlist entr\(droppedEntries == 1 ? "y was" : "ies were") left out: a track or playlist "
                + "that is not in the catalog, or a track twice in one playlist."
        }
        return losses
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
            isComplete ? "Your playlists were kept (\(kept))\(edits)." : "Kept: \(kept)\(edits).\(losses)"
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
