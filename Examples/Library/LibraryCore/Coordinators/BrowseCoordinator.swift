public import Loom

/// The browsing flow: artists → an artist's albums → a track, and back.
///
/// ```swift
/// let browse = BrowseCoordinator(navigator: navigator, store: store)
/// root.startChild(browse)          // pushes .artists
/// try browse.artists?.activate(ListIndexPath(section: 0, row: 0))   // pushes .albums(…)
/// ```
@MainActor
public final class BrowseCoordinator: LibraryFlowCoordinator {
    /// The artists screen's view model, while it is shown.
    public private(set) var artists: ArtistsViewModel?

    /// Creates the flow.
    public init(navigator: Navigator<LibraryRoute>, store: LibraryDatabase) {
        super.init(rootScreen: .artists, navigator: navigator, store: store)
    }

    /// Shows the artists.
    public override func start() {
        super.start()
        attempt { () throws(LibraryError) in
            let artists = try ArtistsViewModel(store: store)
            self.artists = artists
            lifetime ++ artists.chosenArtist.observe { [weak self] id in self?.showAlbums(artistID: id) }
            show(.artists, .list(artists))
        }
    }

    private func showAlbums(artistID: Int64) {
        attempt { () throws(LibraryError) in
            let albums = try AlbumsViewModel(artistID: artistID, store: store)
            lifetime ++ albums.chosenTrack.observe { [weak self] id in self?.showTrack(trackID: id) }
            show(.albums(artistID: artistID), .list(albums))
        }
    }
}
