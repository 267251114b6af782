public import Loom

/// The tracks that can be added to a playlist (those not in it yet, nor added and waiting to be
/// saved), presented over the playlist. The terminal filters them as the user types.
///
/// ```swift
/// let picker = try TrackPickerViewModel(playlistID: 1, store: store)
/// let token = picker.pickedTrack.observe { track in try? playlist.add(track) }
/// ```
@MainActor
public final class TrackPickerViewModel: LibraryListViewModel {
    /// "Add to …".
    public let title: String
    /// The playlist the track is for.
    public let playlistID: Int64
    /// The candidate tracks.
    public let candidates: QueryDataSource<TrackRow>
    private let pickedEmitter = Emitter<TrackRow>()

    /// Loads the tracks not in the playlist.
    public init(playlistID: Int64, store: LibraryDatabase) throws(LibraryError) {
        self.playlistID = playlistID
        title = "Add to \(try store.playlistName(id: playlistID))"
        candidates = QueryDataSource(
            fetch: { [store] () throws(LibraryError) in
                let added = Set(
                    store.playlistEdits.edits(ofPlaylist: playlistID).compactMap { edit -> Int64? in
                        if case .add(let track) = edit { return track.id }
                        return nil
                    })
                return try store.tracks(notInPlaylist: playlistID).filter { !added.contains($0.id) }
            }
        ) { track in
            LibraryCellViewModel(title: track.name, subtitle: track.artist, image: "plus")
        }
        if let error = candidates.lastError { throw error }
    }

    /// The candidate tracks.
    public var list: any ListDataSource<any CellViewModel> { candidates }

    /// Sent with the track when the user picks one.
    public var pickedTrack: Signal<TrackRow> { pickedEmitter }

    /// Picks the track at `indexPath`.
    public func activate(_ indexPath: ListIndexPath) throws(LibraryError) {
        do {
            pickedEmitter.send(try candidates.record(at: indexPath))
        } catch {
            throw .invalidRow(error.description)
        }
    }

    /// Fetches the candidates again.
    public func reload() throws(LibraryError) {
        try candidates.reload()
    }
}
