public import Loom

/// An artist's albums as sections of tracks (one section per album, titled with the album).
///
/// ```swift
/// let albums = try AlbumsViewModel(artistID: 1, store: store)
/// albums.title                     // "AC/DC"
/// albums.tracks.numberOfSections   // 2
/// ```
@MainActor
public final class AlbumsViewModel: LibraryListViewModel {
    /// The artist's name.
    public let title: String
    /// The artist's id.
    public let artistID: Int64
    /// The tracks, one section per album.
    public let tracks: QueryDataSource<AlbumTrackRow>
    private let chosenEmitter = Emitter<Int64>()

    /// Loads an artist's albums; throws ``LibraryError/unknownArtist(_:)`` for an unknown artist.
    public init(artistID: Int64, store: LibraryStore) throws(LibraryError) {
        self.artistID = artistID
        title = try store.artistName(id: artistID)
        tracks = QueryDataSource(
            fetch: { [store] () throws(LibraryError) in try store.albumTracks(artistID: artistID) },
            section: { QuerySection(id: "album-\($0.albumID)", title: $0.albumTitle) },
            makeItem: { track in
                LibraryCellViewModel(
                    title: track.name, subtitle: Self.duration(track.milliseconds), image: "music.note")
            })
        if let error = tracks.lastError { throw error }
    }

    /// The sections of tracks.
    public var list: any ListDataSource<any CellViewModel> { tracks }

    /// Sent with the track's id when the user chooses a track.
    public var chosenTrack: Signal<Int64> { chosenEmitter }

    /// Chooses the track at `indexPath`.
    public func activate(_ indexPath: ListIndexPath) throws(LibraryError) {
        do {
            chosenEmitter.send(try tracks.record(at: indexPath).id)
        } catch {
            throw .invalidRow(error.description)
        }
    }

    /// Fetches the tracks again.
    public func reload() throws(LibraryError) {
        try tracks.reload()
    }

    /// `m:ss`.
    static func duration(_ milliseconds: Int) -> String {
        let seconds = milliseconds / 1000
        let rest = seconds % 60
        return "\(seconds / 60):\(rest < 10 ? "0" : "")\(rest)"
    }
}
