import GRDB
import LibraryCore
import Loom
import LoomTesting
import Testing

@MainActor
@Suite("Library coordinators: navigation through flows, flows released when they end")
struct LibraryCoordinatorTests {
    private func library() throws -> (LibraryCoordinator, String) {
        let (store, path) = try TestDatabase.store()
        let coordinator = LibraryCoordinator(store: store)
        coordinator.start()
        return (coordinator, path)
    }

    /// Where an artist is shown (its letter's section).
    private func indexPath(of name: String, in artists: ArtistsViewModel) throws -> ListIndexPath {
        for (section, rows) in artists.artists.sections.enumerated() {
            if let row = rows.items.firstIndex(where: { $0.name == name }) { return .at(section, row) }
        }
        Issue.record("\(name) is not shown")
        throw LibraryError.invalidRow(name)
    }

    private func list(_ coordinator: LibraryCoordinator) throws -> any LibraryListViewModel {
        guard case .list(let list) = coordinator.visibleScreenModel else {
            Issue.record("the visible screen is not a list")
            throw LibraryError.invalidRow("not a list")
        }
        return list
    }

    @Test("artist → albums → track, and back, as navigation states")
    func browse() throws {
        let (library, _) = try library()
        #expect(library.navigator.value.stack == [.home])
        try library.home.activate(.at(0, 0))
        #expect(library.navigator.value.stack == [.home, .artists])
        let artists = try #require(try list(library) as? ArtistsViewModel)
        try artists.activate(try indexPath(of: "AC/DC", in: artists))
        #expect(library.navigator.value.stack == [.home, .artists, .albums(artistID: 1)])
        #expect(try list(library).title == "AC/DC")
        try list(library).activate(.at(1, 0))
        #expect(
            library.navigator.value.stack == [.home, .artists, .albums(artistID: 1), .track(trackID: 15)])
        guard case .track(let detail) = library.visibleScreenModel else {
            Issue.record("expected the track's detail")
            return
        }
        #expect(detail.title.value == "Go Down")
        #expect(library.back())
        #expect(library.back())
        #expect(library.navigator.value.stack == [.home, .artists])
        #expect(library.back())
        #expect(!library.back())
        #expect(library.navigator.value.stack == [.home])
    }

    @Test("going back past a flow's first screen finishes the flow; it is released with its view models")
    func finishedFlowReleased() throws {
        let (library, _) = try library()
        try library.home.activate(.at(0, 0))
        var flow = library.flow
        try #require(flow is BrowseCoordinator)
        try list(library).activate(.at(0, 0))
        let leaks = LeakTracker()
        leaks.track(flow, "flow")
        leaks.track((flow as? BrowseCoordinator)?.artists, "artists")
        leaks.track(try list(library) as AnyObject, "albums")
        flow = nil
        #expect(library.back())
        #expect(!leaks.alive.contains("albums"), "the popped albums are released")
        #expect(leaks.alive.contains("flow"), "the flow goes on")
        #expect(library.back())
        #expect(library.children.isEmpty)
        leaks.expectReleased()
    }

    @Test("a popped screen's view model is released while the flow goes on")
    func poppedScreenReleased() throws {
        let (library, _) = try library()
        try library.home.activate(.at(0, 1))
        try list(library).activate(.at(0, 0))
        let leaks = LeakTracker()
        leaks.track(try list(library) as AnyObject, "playlist")
        #expect(library.back())
        leaks.expectReleased()
        #expect(library.flow is PlaylistsCoordinator)
    }

    @Test("adding to a playlist presents the track picker; picking adds the track and dismisses it")
    func addThroughPicker() async throws {
        let (library, path) = try library()
        try library.home.activate(.at(0, 1))
        let playlists = try #require(try list(library) as? PlaylistsViewModel)
        let row = try #require(playlists.playlists.records.firstIndex { $0.id == 3 })
        try playlists.activate(.at(0, row))
        let playlist = try #require(try list(library) as? PlaylistViewModel)
        let count = playlist.entries.records.count
        playlist.toggleEditing()
        try playlist.activate(.at(0, count))
        #expect(library.navigator.value.presented == [.trackPicker(playlistID: 3)])
        var picker: TrackPickerViewModel? = try #require(try list(library) as? TrackPickerViewModel)
        let leaks = LeakTracker()
        leaks.track(picker, "picker")
        let candidate = try #require(try picker?.candidates.record(at: .at(0, 0)))
        try picker?.activate(.at(0, 0))
        picker = nil
        #expect(library.navigator.value.presented.isEmpty)
        #expect(library.navigator.value.visible == .playlist(playlistID: 3))
        #expect(playlist.entries.records.last?.id == candidate.id)
        leaks.expectReleased()
        await library.store.playlistEdits.waitUntilIdle()
        let reopened = try LibraryDatabase.open(path: path, environment: [:])
        #expect(try reopened.playlistEntries(playlistID: 3).last?.id == candidate.id)
    }

    @Test("back dismisses a presented picker before popping")
    func backDismissesFirst() throws {
        let (library, _) = try library()
        try library.home.activate(.at(0, 1))
        try list(library).activate(.at(0, 0))
        let playlist = try #require(try list(library) as? PlaylistViewModel)
        playlist.toggleEditing()
        playlist.insertCell.insert()
        #expect(library.navigator.value.visible == .trackPicker(playlistID: playlist.playlistID))
        #expect(library.back())
        #expect(library.navigator.value.visible == .playlist(playlistID: playlist.playlistID))
    }

    @Test("another connection's change reloads the visible list through valid change sets")
    func externalChangeReloads() async throws {
        let (library, path) = try library()
        try library.home.activate(.at(0, 1))
        let playlists = try #require(try list(library) as? PlaylistsViewModel)
        let probe = titleProbe(playlists.list)
        #expect(await library.refreshIfDatabaseChanged() == false)
        let other = try DatabaseQueue(path: path)
        try await other.write { db in
            try db.execute(sql: "INSERT INTO playlists (id, name) VALUES (100, 'AAA Road Trip')")
            try db.execute(sql: "DELETE FROM playlist_tracks WHERE playlist_id = 3")
        }
        #expect(await library.refreshIfDatabaseChanged())
        #expect(probe.failures.isEmpty)
        #expect(probe.batches.count >= 1)
        #expect(probe.rows[0].contains("AAA Road Trip"))
        let tvShows = try #require(playlists.playlists.records.firstIndex { $0.id == 3 })
        #expect(try playlists.playlists.item(at: .at(0, tvShows)).subtitle.value == "0 tracks")
        #expect(library.lastError.value == nil)
        #expect(await library.refreshIfDatabaseChanged() == false)
    }

    @Test("errors of a flow are shown by the root coordinator")
    func errorsReported() throws {
        let (library, path) = try library()
        try library.home.activate(.at(0, 0))
        let artists = try #require(try list(library) as? ArtistsViewModel)
        try DatabaseQueue(path: path).write { db in try db.execute(sql: "DELETE FROM artists WHERE id = 1") }
        try artists.activate(try indexPath(of: "AC/DC", in: artists))
        #expect(library.lastError.value == .unknownArtist(1))
        #expect(library.navigator.value.stack == [.home, .artists])
    }

    @Test("the root coordinator is started in its front-end, holds it weakly and is released with its flows")
    func rootReleased() throws {
        final class FrontEnd: LibraryFrontEnd {}
        let (store, _) = try TestDatabase.store()
        var frontEnd: FrontEnd? = FrontEnd()
        var library: LibraryCoordinator? = LibraryCoordinator(store: store)
        #expect(library?.start(in: frontEnd!) == true)
        #expect(library?.view === frontEnd)
        #expect(library?.start(in: FrontEnd()) == false, "started once")
        try library?.home.activate(.at(0, 0))
        let leaks = LeakTracker()
        leaks.track(library?.flow, "flow")
        frontEnd = nil
        #expect(library?.view == nil)
        leaks.track(library, "library")
        library = nil
        leaks.expectReleased()
    }
}
