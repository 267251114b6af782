import LibraryCore
import Loom
import Testing

@MainActor
@Suite("Bad rows and the home screen")
struct BadRowTests {
    @Test("activating a row that does not exist is a typed error on every list screen")
    func badRows() throws {
        let (store, _) = try TestDatabase.store()
        #expect(throws: LibraryError.invalidRow("there is no row 0-2 on the home screen")) {
            try HomeViewModel().activate(.at(0, 2))
        }
        let playlists = try PlaylistsViewModel(store: store)
        #expect(throws: LibraryError.self) { try playlists.activate(.at(0, 999)) }
        let picker = try TrackPickerViewModel(playlistID: 1, store: store)
        #expect(throws: LibraryError.self) { try picker.activate(.at(1, 0)) }
        #expect(throws: LibraryError.unknownPlaylist(777)) {
            try TrackPickerViewModel(playlistID: 777, store: store)
        }
        #expect(throws: LibraryError.unknownPlaylist(777)) {
            try PlaylistViewModel(playlistID: 777, store: store)
        }
        #expect(throws: LibraryError.unknownTrack(99_999)) {
            try TrackDetailViewModel(trackID: 99_999, store: store)
        }
    }

    @Test("the home screen sends the chosen destination")
    func home() throws {
        let home = HomeViewModel()
        var chosen: [HomeViewModel.Destination] = []
        let token = home.chosen.observe { chosen.append($0) }
        try home.activate(.at(0, 1))
        try home.activate(.at(0, 0))
        #expect(chosen == [.playlists, .artists])
        #expect(try home.list.numberOfRows(inSection: 0) == 2)
        _ = token
    }
}
