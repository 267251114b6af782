import GRDB
import LibraryCore
@_spi(Testing) import Loom
import LoomTesting
import Testing

@MainActor
@Suite("Library view models: lists, change sets through the validator, editing")
struct LibraryViewModelTests {
    @Test("artists are under letter headers: a section per letter, the letters as the section index")
    func artistsByLetter() throws {
        let (store, _) = try TestDatabase.store()
        let artists = try ArtistsViewModel(store: store)
        let titles = try #require(artists.artists.sectionIndexTitles)
        #expect(titles.first == "A")
        #expect(titles == titles.sorted())
        #expect(artists.artists.numberOfSections == titles.count)
        #expect(titles.indices.map { artists.artists.sectionInfo(at: $0).headerTitle } == titles)
        #expect(artists.artists.rowCounts.reduce(0, +) == 275)
        for (section, rows) in artists.artists.sections.enumerated() {
            #expect(rows.items.allSatisfy { $0.groupKey == titles[section] }, "section \(titles[section])")
        }
        let q = try #require(titles.firstIndex(of: "Q"))
        #expect(artists.artists.indexPath(forSectionIndexTitle: "Q", at: q) == .at(q, 0))
        #expect(artists.artists.indexPath(forSectionIndexTitle: "Q", at: 0) == .at(q, 0))  // found by title
        #expect(artists.artists.indexPath(forSectionIndexTitle: "?", at: 0) == nil)
        #expect(try artists.artist(at: .at(q, 0)).name == "Queen")
        let first = try artists.artist(at: .at(0, 0))
        #expect(first.groupKey == "A")
        #expect(try artists.artists.item(at: .at(0, 0)).title.value == first.name)
        var chosen: [Int64] = []
        let token = artists.chosenArtist.observe { chosen.append($0) }
        try artists.activate(.at(0, 0))
        #expect(chosen == [first.id])
        let rowsOfA = artists.artists.rowCounts[0]
        #expect(throws: LibraryError.invalidRow("no artist at 0-\(rowsOfA)")) {
            try artists.activate(.at(0, rowsOfA))
        }
        _ = token
    }

    @Test(
        "artists renamed, added and deleted by another connection move between letters as valid change sets")
    func artistsExternalChanges() async throws {
        let (store, path) = try TestDatabase.store()
        let artists = try ArtistsViewModel(store: store)
        let probe = titleProbe(artists.list)
        let other = try DatabaseQueue(path: path)
        try await other.write { db in
            try db.execute(sql: "INSERT INTO artists (id, name) VALUES (1000, 'Ωmega Band')")
            try db.execute(sql: "UPDATE artists SET name = 'Zed AC/DC' WHERE id = 1")
            try db.execute(sql: "DELETE FROM artists WHERE id = 2")
        }
        #expect(try await store.hasExternalChanges())
        try artists.reload()
        #expect(!probe.batches.isEmpty)
        #expect(probe.failures.isEmpty)
        #expect(probe.rows.map(\.count).reduce(0, +) == 275)
        #expect(artists.artists.sectionIndexTitles?.last == "Ω")
        #expect(probe.rows.last == ["Ωmega Band"])
        let z = try #require(artists.artists.sectionIndexTitles?.firstIndex(of: "Z"))
        #expect(probe.rows[z].contains("Zed AC/DC"))
        #expect(!probe.rows[0].contains("AC/DC"))
    }

    @Test(
        "an artist's albums are sections of tracks titled by album; a new track arrives as one inserted row")
    func albums() throws {
        let (store, path) = try TestDatabase.store()
        let albums = try AlbumsViewModel(artistID: 1, store: store)
        #expect(albums.title == "AC/DC")
        #expect(albums.tracks.numberOfSections == 2)
        #expect(albums.tracks.sectionInfo(at: 0).headerTitle == "For Those About To Rock We Salute You")
        #expect(albums.tracks.rowCounts == [10, 8])
        let probe = titleProbe(albums.list)
        let other = try DatabaseQueue(path: path)
        try other.write { db in
            try db.execute(
                sql: """
                    INSERT INTO tracks (id, name, album_id, media_type_id, genre_id, milliseconds, bytes, unit_price)
                    VALUES (5000, 'Bonus', 4, 1, 1, 60000, 1, 0.99)
                    """)
        }
        try albums.reload()
        #expect(probe.batches == [ChangeSet(insertedRows: [.at(1, 8)])])
        #expect(probe.failures.isEmpty)
        #expect(throws: LibraryError.unknownArtist(4242)) {
            try AlbumsViewModel(artistID: 4242, store: store)
        }
    }

    @Test("a track's detail binds its model once, then follows changes of the track")
    func trackDetail() async throws {
        let (store, path) = try TestDatabase.store()
        let detail = try TrackDetailViewModel(trackID: 1, store: store)
        #expect(detail.title.value == "For Those About To Rock (We Salute You)")
        #expect(detail.lines.value.first == "AC/DC — For Those About To Rock We Salute You")
        #expect(detail.lines.value.contains("Genre: Rock"))
        #expect(detail.lines.value.contains("Price: $0.99"))
        #expect(detail.modelConnection.bindCount == 1)
        var titles: [String] = []
        var lines: [[String]] = []
        let tokens = [
            detail.title.observe(skipsInitial: true) { titles.append($0) },
            detail.lines.observe(skipsInitial: true) { lines.append($0) },
        ]
        try await DatabaseQueue(path: path).write { db in
            try db.execute(sql: "UPDATE tracks SET name = 'Salute', unit_price = 1.99 WHERE id = 1")
        }
        try await detail.reload()
        try await detail.reload()
        #expect(titles == ["Salute"])
        #expect(lines.count == 1)
        #expect(lines.last?.contains("Price: $1.99") == true)
        #expect(detail.modelConnection.bindCount == 1)
        _ = tokens
    }

    @Test("entering editing appends the insert row, leaving removes it, both as valid change sets")
    func playlistEditingInsertRow() throws {
        let (store, _) = try TestDatabase.store()
        let playlist = try PlaylistViewModel(playlistID: 3, store: store)
        let count = playlist.entries.records.count
        let probe = titleProbe(playlist.list)
        playlist.toggleEditing()
        #expect(probe.take() == [ChangeSet(insertedRows: [.at(0, count)])])
        #expect(probe.rows[0].last == "Add a track…")
        #expect(playlist.rows.editingStyle(at: .at(0, count)) == .insert)
        #expect(playlist.rows.editingStyle(at: .at(0, 0)) == .delete)
        #expect(playlist.rows.canMoveRow(at: .at(0, 0)))
        #expect(!playlist.rows.canMoveRow(at: .at(0, count)))
        playlist.toggleEditing()
        #expect(probe.take() == [ChangeSet(deletedRows: [.at(0, count)])])
        #expect(probe.failures.isEmpty)
    }

    @Test("the insert row asks for a track to add; the added track arrives as an inserted row")
    func playlistAdd() async throws {
        let (store, _) = try TestDatabase.store()
        let playlist = try PlaylistViewModel(playlistID: 3, store: store)
        let count = playlist.entries.records.count
        let probe = titleProbe(playlist.list)
        var requests = 0
        let token = playlist.addRequested.observe { requests += 1 }
        playlist.toggleEditing()
        try playlist.activate(.at(0, count))
        #expect(requests == 1)
        let candidate = try #require(try store.tracks(notInPlaylist: 3).first)
        try playlist.add(candidate)  // shown at once
        #expect(probe.batches.last == ChangeSet(insertedRows: [.at(0, count)]))
        #expect(playlist.entries.records.last?.id == candidate.id)
        #expect(throws: LibraryError.trackAlreadyInPlaylist(trackID: candidate.id, playlistID: 3)) {
            try playlist.add(candidate)
        }
        await store.playlistEdits.waitUntilIdle()
        #expect(try store.playlistEntries(playlistID: 3).last?.id == candidate.id)
        #expect(probe.failures.isEmpty)
        #expect(throws: LibraryError.invalidRow("no row at 0-\(count + 2)")) {
            try playlist.activate(.at(0, count + 2))
        }
        _ = token
    }

    @Test("deleting and moving need editing mode; then they show at once as valid change sets and persist")
    func playlistDeleteMove() async throws {
        let (store, path) = try TestDatabase.store()
        let playlist = try PlaylistViewModel(playlistID: 3, store: store)
        let before = playlist.entries.records.map(\.id)
        let probe = titleProbe(playlist.list)
        #expect(throws: LibraryError.notEditing) { try playlist.deleteEntry(at: 0) }
        #expect(throws: LibraryError.notEditing) { try playlist.moveEntry(from: 0, to: 1) }
        playlist.toggleEditing()
        probe.selection = .at(0, 0)
        try playlist.moveEntry(from: 0, to: 2)
        #expect(probe.batches.last == ChangeSet(movedRows: [.init(from: .at(0, 0), to: .at(0, 2))]))
        #expect(probe.selection == .at(0, 2))
        try playlist.deleteEntry(at: 1)
        #expect(probe.batches.last == ChangeSet(deletedRows: [.at(0, 1)]))
        #expect(probe.failures.isEmpty)
        var expected = before
        expected.insert(expected.remove(at: 0), at: 2)
        expected.remove(at: 1)
        #expect(playlist.entries.records.map(\.id) == expected)
        #expect(throws: LibraryError.invalidPosition(expected.count, playlistID: 3)) {
            try playlist.deleteEntry(at: expected.count)
        }
        #expect(throws: LibraryError.invalidPosition(-1, playlistID: 3)) {
            try playlist.moveEntry(from: 0, to: -1)
        }
        await store.playlistEdits.waitUntilIdle()
        #expect(playlist.entries.records.map(\.id) == expected)
        #expect(probe.failures.isEmpty)
        let reopened = try LibraryDatabase.open(path: path, environment: [:])
        #expect(try reopened.playlistEntries(playlistID: 3).map(\.id) == expected)
    }

    @Test("a playlist cell deletes and moves its own track through the playlist")
    func playlistCells() throws {
        let (store, _) = try TestDatabase.store()
        let playlist = try PlaylistViewModel(playlistID: 3, store: store)
        let ids = playlist.entries.records.map(\.id)
        let cell = try playlist.entries.item(at: .at(0, 1))
        #expect(cell.canDelete && cell.canMove && cell.editingStyle == .delete)
        #expect(throws: ViewModelError.actionFailed("press e to edit the playlist first")) {
            try cell.delete()
        }
        playlist.toggleEditing()
        try cell.move(to: .at(0, 0))
        #expect(playlist.entries.records.map(\.id).prefix(2) == [ids[1], ids[0]])
        try cell.delete()
        #expect(playlist.entries.records.map(\.id).first == ids[0])
    }

    @Test("a view model's list and cells do not keep the view model alive")
    func viewModelsReleased() throws {
        let (store, _) = try TestDatabase.store()
        var playlist: PlaylistViewModel? = try PlaylistViewModel(playlistID: 3, store: store)
        _ = try playlist?.entries.item(at: .at(0, 0))
        playlist?.toggleEditing()
        var artists: ArtistsViewModel? = try ArtistsViewModel(store: store)
        let leaks = LeakTracker()
        leaks.track(playlist, "playlist")
        leaks.track(artists, "artists")
        playlist = nil
        artists = nil
        leaks.expectReleased()
    }
}
