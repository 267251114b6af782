public import Loom

/// The playlists flow: playlists → a playlist (edit: add through a presented track picker, delete,
/// reorder) → a track.
///
/// ```swift
/// let playlists = PlaylistsCoordinator(navigator: navigator, store: store)
/// root.startChild(playlists)       // pushes .playlists
/// ```
@MainActor
public final class PlaylistsCoordinator: LibraryFlowCoordinator {
    /// The playlists screen's view model, while it is shown.
    public private(set) weak var playlists: PlaylistsViewModel?

    /// Creates the flow.
    public init(navigator: Navigator<LibraryRoute>, store: LibraryDatabase) {
        super.init(rootScreen: .playlists, navigator: navigator, store: store)
    }

    /// Makes the playlists', a playlist's and its track picker's view models (a track's detail is the
    /// base class's). A track picker needs its playlist's view model: its playlist is below it.
    public override func makeModel(for screen: LibraryRoute) throws(LibraryError) -> LibraryScreenModel? {
        switch screen {
        case .playlists: return .list(try makePlaylists())
        case .playlist(let playlistID): return .list(try makePlaylist(playlistID))
        case .trackPicker(let playlistID):
            guard case .list(let list) = screenModel(for: .playlist(playlistID: playlistID)),
                let playlist = list as? PlaylistViewModel
            else { throw .invalidRow("the track picker of playlist \(playlistID) is not over it") }
            return .list(try makePicker(for: playlist))
        default:
            return try super.makeModel(for: screen)
        }
    }

    private func makePlaylists() throws(LibraryError) -> PlaylistsViewModel {
        let playlists = try PlaylistsViewModel(store: store)
        self.playlists = playlists
        // The playlists' track counts follow the saved edits; an edit that could not be saved is
        // reported like any error.
        lifetime
            ++ store.playlistEdits.saved.observe { [weak self] _ in
                self?.attempt { () throws(LibraryError) in try self?.playlists?.reload() }
            }
        lifetime
            ++ store.playlistEdits.state.observe(skipsInitial: true) { [weak self] state in
                if case .notSaved(let error) = state { self?.report(.notSaved(error.description)) }
            }
        lifetime
            ++ playlists.chosenPlaylist.observe { [weak self] id in self?.open(.playlist(playlistID: id)) }
        return playlists
    }

    private func makePlaylist(_ playlistID: Int64) throws(LibraryError) -> PlaylistViewModel {
        let playlist = try PlaylistViewModel(playlistID: playlistID, store: store)
        lifetime
            ++ playlist.addRequested.observe { [weak self] in
                self?.open(.trackPicker(playlistID: playlistID))
            }
        lifetime ++ playlist.chosenTrack.observe { [weak self] id in self?.showTrack(trackID: id) }
        return playlist
    }

    private func makePicker(for playlist: PlaylistViewModel) throws(LibraryError) -> TrackPickerViewModel {
        let picker = try TrackPickerViewModel(playlistID: playlist.playlistID, store: store)
        lifetime
            ++ picker.pickedTrack.observe { [weak self, weak playlist] track in
                guard let self, let playlist else { return }
                self.attempt { () throws(LibraryError) in
                    try playlist.add(track)
                    if (try? self.navigator.value.dismiss()) == nil {
                        throw .invalidRow("the track picker was not presented")
                    }
                }
            }
        return picker
    }
}
