public import Loom

/// The tracks that can be added to a playlist (those not in it yet), presented over the playlist.
///
/// ```swift
/// let picker = try TrackPickerViewModel(playlistID: 1, store: store)
/// let token = picker.pickedTrack.observe { id in try? playlist.add(trackID: id) }
/// ```
@MainActor
public final class TrackPickerViewModel: LibraryListViewModel {
    /// "Add to …".
    public let title: String
    /// The playlist the track is for.
    public let playlistID: Int64
    /// The candidate tracks.
    public let candidates: QueryDataSource<TrackRow>
    private let pickedEmitter = Emitter<Int64>()

    /// Loads the tracks not in the playlist.
    public init(playlistID: Int64, store: LibraryStore) throws(LibraryError) {
        self.playlistID = playlistID
        title = "Add to \(try store.playlistName(id: playlistID))"
        candidates = QueryDataSource(
            fetch: { [store] () throws(LibraryError) in try store.tracks(notInPlaylist: playlistID) }
        ) { track in
            LibraryCellViewModel(title: track.name, subtitle: track.artist, image: "plus")
        }
        if let error = candidates.lastError { throw error }
    }

    /// The candidate tracks.
    public var list: any ListDataSource<any CellViewModel> { candidates }

    /// Sent with the track's id when the user picks a track.
    public var pickedTrack: Signal<Int64> { pickedEmitter }

    /// Picks the track at `indexPath`.
    public func activate(_ indexPath: ListIndexPath) throws(LibraryError) {
        do {
            pickedEmitter.send(try candidates.record(at: indexPath).id)
        } catch {
            throw .invalidRow(error.description)
        }
    }

    /// Fetches the candidates again.
    public func reload() throws(LibraryError) {
        try candidates.reload()
    }
}
