public import Loom

/// An artist's albums as sections of tracks: a ``MultiSectionDataSource`` with one child per album,
/// each child a one-section ``QueryDataSource`` of the album's tracks, titled with the album.
///
/// ``reload()`` fetches the artist's albums again: an album that disappeared (or was renamed) is
/// removed as a child (its section is reported deleted), every remaining album reloads its tracks (the
/// composite re-bases the child's change set), and an album that appeared is inserted as a child (its
/// section is reported inserted) where the album order puts it.
///
/// ```swift
/// let albums = try AlbumsViewModel(artistID: 1, store: store)
/// albums.title                     // "AC/DC"
/// albums.tracks.numberOfSections   // 2
/// try albums.activate(ListIndexPath(section: 1, row: 0))   // sends the first track of the 2nd album
/// ```
@MainActor
public final class AlbumsViewModel: LibraryListViewModel {
    /// The artist's name.
    public let title: String
    /// The artist's id.
    public let artistID: Int64
    /// The tracks, one section (one child data source) per album.
    public let tracks: MultiSectionDataSource<any CellViewModel>
    /// The albums shown, in the order of `tracks.children` (each with its child).
    private var albums: [(album: AlbumRow, tracks: QueryDataSource<AlbumTrackRow>)]
    private let store: LibraryDatabase
    private let chosenEmitter = Emitter<Int64>()

    /// Loads an artist's albums; throws ``LibraryError/unknownArtist(_:)`` for an unknown artist.
    public init(artistID: Int64, store: LibraryDatabase) throws(LibraryError) {
        self.artistID = artistID
        self.store = store
        title = try store.artistName(id: artistID)
        albums = try store.albums(artistID: artistID).map { album in
            (album, Self.makeChild(album, store: store))
        }
        tracks = MultiSectionDataSource(children: albums.map { $0.tracks })
        if let error = albums.lazy.compactMap({ $0.tracks.lastError }).first { throw error }
    }

    private static func makeChild(_ album: AlbumRow, store: LibraryDatabase) -> QueryDataSource<AlbumTrackRow>
    {
        QueryDataSource(
            fetch: { [store] () throws(LibraryError) in try store.albumTracks(albumID: album.id) },
            title: album.title,
            makeItem: { track in
                LibraryCellViewModel(
                    title: track.name, subtitle: Self.duration(track.milliseconds), image: "music.note")
            })
    }

    /// The sections of tracks.
    public var list: any ListDataSource<any CellViewModel> { tracks }

    /// Sent with the track's id when the user chooses a track.
    public var chosenTrack: Signal<Int64> { chosenEmitter }

    /// Chooses the track at `indexPath`; throws ``LibraryError/invalidRow(_:)`` outside the list.
    public func activate(_ indexPath: ListIndexPath) throws(LibraryError) {
        let trackID: Int64
        do {
            trackID = try track(at: indexPath).id
        } catch {
            throw .invalidRow(error.description)
        }
        chosenEmitter.send(trackID)
    }

    /// The track at `indexPath`: the composite finds the album's child and the child's index path.
    private func track(at indexPath: ListIndexPath) throws(ListError) -> AlbumTrackRow {
        let (child, _, local) = try tracks.locate(indexPath)
        guard let index = tracks.children.firstIndex(where: { $0 === child }) else { throw .unknownChild }
        return try albums[index].tracks.record(at: local)
    }

    /// Fetches the albums and their tracks again; each change is reported as a valid change set.
    public func reload() throws(LibraryError) {
        let fresh = try store.albums(artistID: artistID)
        let kept = Set(fresh)
        // Removed (or renamed) albums, last first so that earlier indexes stay valid.
        for index in albums.indices.reversed() where !kept.contains(albums[index].album) {
            try changeChildren { () throws(ListError) in try tracks.remove(at: index) }
            albums.remove(at: index)
        }
        for album in albums { try album.tracks.reload() }
        // The kept albums keep their relative order (the order is by title then id), so inserting
        // each new album at its final index, first to last, lands every child where it belongs.
        let shown = Set(albums.map { $0.album })
        for (index, album) in fresh.enumerated() where !shown.contains(album) {
            let child = Self.makeChild(album, store: store)
            try changeChildren { () throws(ListError) in try tracks.insert(child, at: index) }
            albums.insert((album, child), at: index)
            if let error = child.lastError { throw error }
        }
    }

    /// Runs a change of the composite's children; its indexes come from `albums`, which mirrors the
    /// children, so a ``ListError`` here is a bug, reported as a typed error rather than a crash.
    private func changeChildren(_ change: () throws(ListError) -> Void) throws(LibraryError) {
        do {
            try change()
        } catch {
            throw .invalidRow(error.description)
        }
    }

    /// `m:ss`.
    static func duration(_ milliseconds: Int) -> String {
        let seconds = milliseconds / 1000
        let rest = seconds % 60
        return "\(seconds / 60):\(rest < 10 ? "0" : "")\(rest)"
    }
}
