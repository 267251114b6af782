import LibraryCore
import Loom
import Testing

@MainActor
@Suite("List presenter and bad rows")
struct PresenterAndErrorTests {
    @Test("the presenter flattens sections into headers and rows and moves the selection across sections")
    func flattenAndMove() throws {
        let (store, _) = try TestDatabase.store()
        let albums = try AlbumsViewModel(artistID: 1, store: store)
        let presenter = ListPresenter(dataSource: albums.list)
        let lines = presenter.lines
        #expect(lines.count == 2 + 18)
        #expect(lines[0] == .header("For Those About To Rock We Salute You"))
        #expect(lines[11] == .header("Let There Be Rock"))
        #expect(presenter.selection == .at(0, 0))
        presenter.moveSelection(by: 10)
        #expect(presenter.selection == .at(1, 0))
        presenter.moveSelection(by: 100)
        #expect(presenter.selection == .at(1, 7))
        presenter.moveSelection(by: -100)
        #expect(presenter.selection == .at(0, 0))
        #expect(presenter.selectedItem?.title.value == "For Those About To Rock (We Salute You)")
    }

    @Test("the presenter's selection follows its row, and moves to the nearest row when its row goes")
    func selectionThroughChanges() throws {
        let (store, _) = try TestDatabase.store()
        let playlist = try PlaylistViewModel(playlistID: 3, store: store)
        let ids = playlist.entries.records.map(\.id)
        let presenter = ListPresenter(dataSource: playlist.list)
        var redraws = 0
        presenter.onChange = { redraws += 1 }
        playlist.toggleEditing()
        try presenter.select(.at(0, 1))
        try playlist.moveEntry(from: 1, to: 0)
        #expect(presenter.selection == .at(0, 0))
        #expect(presenter.selectedItem?.title.value == playlist.entries.records.first?.name)
        try playlist.deleteEntry(at: 0)
        #expect(presenter.selection == .at(0, 0))  // the row now at its place
        #expect(playlist.entries.records.first?.id == ids[0])
        #expect(redraws == 3)
    }

    @Test("selecting a row outside the list is a typed error and keeps the selection")
    func selectOutside() throws {
        let (store, _) = try TestDatabase.store()
        let albums = try AlbumsViewModel(artistID: 1, store: store)
        let presenter = ListPresenter(dataSource: albums.list)
        #expect(throws: ListError.indexPathOutOfRange(.at(1, 8), rowCount: 8)) {
            try presenter.select(.at(1, 8))
        }
        #expect(throws: ListError.sectionOutOfRange(section: 2, count: 2)) { try presenter.select(.at(2, 0)) }
        #expect(presenter.selection == .at(0, 0))
    }

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
