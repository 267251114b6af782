public import Loom

/// Every playlist with its number of tracks.
///
/// ```swift
/// let playlists = try PlaylistsViewModel(store: store)
/// let token = playlists.chosenPlaylist.observe { id in navigator.value.push(.playlist(id: id)) }
/// ```
@MainActor
public final class PlaylistsViewModel: LibraryListViewModel {
    /// "Playlists".
    public let title = "Playlists"
    /// The playlists.
    public let playlists: QueryDataSource<PlaylistRow>
    private let chosenEmitter = Emitter<Int64>()

    /// Loads the playlists.
    public init(store: LibraryDatabase) throws(LibraryError) {
        playlists = QueryDataSource(fetch: { [store] () throws(LibraryError) in try store.playlists() }) {
            row in
            LibraryCellViewModel(
                title: row.name, subtitle: row.trackCount == 1 ? "1 track" : "\(row.trackCount) tracks",
                image: "music.note.list")
        }
        if let error = playlists.lastError { throw error }
    }

    /// The playlists.
    public var list: any ListDataSource<any CellViewModel> { playlists }

    /// Sent with the playlist's id when the user chooses a playlist.
    public var chosenPlaylist: Signal<Int64> { chosenEmitter }

    /// Chooses the playlist at `indexPath`.
    public func activate(_ indexPath: ListIndexPath) throws(LibraryError) {
        do {
            chosenEmitter.send(try playlists.record(at: indexPath).id)
        } catch {
            throw .invalidRow(error.description)
        }
    }

    /// Fetches the playlists again.
    public func reload() throws(LibraryError) {
        try playlists.reload()
    }
}
