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

    /// Shows the playlists.
    public override func start() {
        super.start()
        attempt { () throws(LibraryError) in
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
            lifetime ++ playlists.chosenPlaylist.observe { [weak self] id in self?.showPlaylist(id) }
            show(.playlists, .list(playlists))
        }
    }

    private func showPlaylist(_ playlistID: Int64) {
        attempt { () throws(LibraryError) in
            let playlist = try PlaylistViewModel(playlistID: playlistID, store: store)
            lifetime
                ++ playlist.addRequested.observe { [weak self, weak playlist] in
                    if let playlist { self?.showPicker(for: playlist) }
                }
            lifetime ++ playlist.chosenTrack.observe { [weak self] id in self?.showTrack(trackID: id) }
            show(.playlist(playlistID: playlistID), .list(playlist))
        }
    }

    private func showPicker(for playlist: PlaylistViewModel) {
        attempt { () throws(LibraryError) in
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
            show(.trackPicker(playlistID: playlist.playlistID), .list(picker), presented: true)
        }
    }
}
