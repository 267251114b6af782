public import LoomGRDB

/// What went wrong in the library: a database failure, or a request that does not fit the data.
/// ``description`` is a phrase for logs and command lines; ``sentence`` is the same as a sentence
/// for the screen.
///
/// ```swift
/// do {
///     try store.removeEntry(at: 99, fromPlaylist: 1)
/// } catch {
///     print(error)   // "playlist 1 has no track at position 99"
/// }
/// ```
public enum LibraryError: Error, Hashable, Sendable, CustomStringConvertible {
    /// SQLite failed; the message says why.
    case database(String)
    /// The catalog could not be opened.
    case catalog(String)
    /// No artist with this id.
    case unknownArtist(Int64)
    /// No track with this id.
    case unknownTrack(Int64)
    /// No playlist with this id.
    case unknownPlaylist(Int64)
    /// The playlist has no entry at this position.
    case invalidPosition(Int, playlistID: Int64)
    /// The track is already in the playlist (a track appears at most once).
    case trackAlreadyInPlaylist(trackID: Int64, playlistID: Int64)
    /// The row at this index path cannot do what was asked.
    case invalidRow(String)
    /// Deleting and moving need editing mode.
    case notEditing
    /// Playlist edits could not be saved, for this reason; they are kept and shown.
    case notSaved(String)
    /// Editing a track's record failed (a save refused because of a conflict, a database failure…);
    /// the draft is kept and shown.
    case trackEditing(trackID: Int64, RecordEditingError)
    /// A track's name cannot be empty.
    case emptyTrackName

    /// The description as a sentence for the screen: a capital first letter and a full stop.
    ///
    /// ```swift
    /// LibraryError.notEditing.sentence   // "Press e to edit the playlist first."
    /// ```
    public var sentence: String {
        let text = description
        guard let first = text.first else { return text }
        return first.uppercased() + text.dropFirst() + (text.hasSuffix(".") ? "" : ".")
    }

    /// A phrase describing the error.
    public var description: String {
        switch self {
        case .database(let message): "database error: \(message)"
        case .catalog(let message): "cannot open the catalog: \(message)"
        case .unknownArtist(let id): "there is no artist with id \(id)"
        case .unknownTrack(let id): "there is no track with id \(id)"
        case .unknownPlaylist(let id): "there is no playlist with id \(id)"
        case .invalidPosition(let position, let playlistID):
            "playlist \(playlistID) has no track at position \(position)"
        case .trackAlreadyInPlaylist(let trackID, let playlistID):
            "track \(trackID) is already in playlist \(playlistID)"
        case .invalidRow(let reason): reason
        case .notEditing: "press e to edit the playlist first"
        case .notSaved(let reason): "not saved: \(reason)"
        case .trackEditing(let trackID, let error): Self.trackEditing(trackID, error)
        case .emptyTrackName: "a track needs a name"
        }
    }

    private static func trackEditing(_ trackID: Int64, _ error: RecordEditingError) -> String {
        switch error {
        case .conflict:
            "the track changed elsewhere since you edited it: nothing was saved (keep yours or take theirs first)"
        case .deletedElsewhere:
            "the track was deleted elsewhere: nothing was saved (restore it to keep the edits)"
        case .nothingToRestore: "the track was not deleted: there is nothing to restore"
        case .noConflict: "there is no conflict to resolve"
        case .deleted: "the track was deleted"
        case .notFound: "there is no track with id \(trackID)"
        case .database(let message): "track \(trackID): database error: \(message)"
        }
    }
}
