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

    /// Makes the artists' and an artist's albums' view models (a track's detail is the base class's).
    public override func makeModel(for screen: LibraryRoute) throws(LibraryError) -> LibraryScreenModel? {
        switch screen {
        case .artists:
            let artists = try ArtistsViewModel(store: store)
            self.artists = artists
            lifetime ++ artists.chosenArtist.observe { [weak self] id in self?.open(.albums(artistID: id)) }
            return .list(artists)
        case .albums(let artistID):
            let albums = try AlbumsViewModel(artistID: artistID, store: store)
            lifetime ++ albums.chosenTrack.observe { [weak self] id in self?.showTrack(trackID: id) }
            return .list(albums)
        default:
            return try super.makeModel(for: screen)
        }
    }
}
