/// One edit of a playlist, by track: shown at once, saved later (``LibraryStore/save(_:toPlaylist:)``).
///
/// An edit names its track, not a position, so edits that wait to be saved can be applied again on
/// top of whatever the database holds when they are finally saved (another program's changes
/// included): an edit that no longer applies (its track is already gone, or already there) changes
/// nothing.
///
/// ```swift
/// let edits: [PlaylistEdit] = [.remove(trackID: 3), .move(trackID: 1, to: 0)]
/// let shown = PlaylistEdit.apply(edits, to: saved)   // what the playlist shows until they are saved
/// ```
public enum PlaylistEdit: Hashable, Sendable, CustomStringConvertible {
    /// Appends a track (nothing when it is already in the playlist).
    case add(TrackRow)
    /// Removes a track (nothing when it is not in the playlist).
    case remove(trackID: Int64)
    /// Moves a track to a position, clamped to the playlist (nothing when it is not in the playlist).
    case move(trackID: Int64, to: Int)

    /// For example `remove track 3`, `move track 1 to position 1` (1-based), `add track 5 “Bad Boy Boogie”`.
    public var description: String {
        switch self {
        case .add(let track): "add track \(track.id) “\(track.name)”"
        case .remove(let trackID): "remove track \(trackID)"
        case .move(let trackID, let position): "move track \(trackID) to position \(position + 1)"
        }
    }

    /// The entries after this edit.
    public func apply(to entries: [TrackRow]) -> [TrackRow] {
        var entries = entries
        switch self {
        case .add(let track):
            if !entries.contains(where: { $0.id == track.id }) { entries.append(track) }
        case .remove(let trackID):
            entries.removeAll { $0.id == trackID }
        case .move(let trackID, let position):
            guard let index = entries.firstIndex(where: { $0.id == trackID }) else { break }
            let track = entries.remove(at: index)
            entries.insert(track, at: min(max(0, position), entries.count))
        }
        return entries
    }

    /// The entries after every edit, in order.
    public static func apply(_ edits: [PlaylistEdit], to entries: [TrackRow]) -> [TrackRow] {
        edits.reduce(entries) { $1.apply(to: $0) }
    }
}
