import GRDB
import LibraryCore
import Loom
import LoomTesting
import Testing

@MainActor
@Suite("The albums screen: one child data source per album, composed by a MultiSectionDataSource")
struct AlbumsViewModelTests {
    @Test("AC/DC's two albums are two children, each one section of its tracks titled with the album")
    func sectionsAndRows() throws {
        let (store, _) = try TestDatabase.store()
        let albums = try AlbumsViewModel(artistID: 1, store: store)
        #expect(albums.tracks.children.count == 2)
        #expect(albums.tracks.children.map(\.numberOfSections) == [1, 1])
        #expect(albums.tracks.rowCounts == [10, 8])
        #expect(albums.tracks.sectionInfo(at: 0).headerTitle == "For Those About To Rock We Salute You")
        #expect(albums.tracks.sectionInfo(at: 1).headerTitle == "Let There Be Rock")
        let letThereBeRock = try store.albumTracks(albumID: 4)
        #expect(try albums.tracks.item(at: .at(1, 0)).title.value == letThereBeRock[0].name)
    }

    @Test("choosing a track routes the index path through the composite to the album's track id")
    func activateRoutesThroughChild() throws {
        let (store, _) = try TestDatabase.store()
        let albums = try AlbumsViewModel(artistID: 1, store: store)
        var chosen: [Int64] = []
        let token = albums.chosenTrack.observe { chosen.append($0) }
        try albums.activate(.at(1, 2))
        try albums.activate(.at(0, 0))
        #expect(chosen == [try store.albumTracks(albumID: 4)[2].id, try store.albumTracks(albumID: 1)[0].id])
        _ = token
    }

    @Test("a row or a section outside the albums is a typed error and sends nothing")
    func activateBadIndexPaths() throws {
        let (store, _) = try TestDatabase.store()
        let albums = try AlbumsViewModel(artistID: 1, store: store)
        var chosen: [Int64] = []
        let token = albums.chosenTrack.observe { chosen.append($0) }
        let badRow = ListError.indexPathOutOfRange(.at(0, 8), rowCount: 8).description
        #expect(throws: LibraryError.invalidRow(badRow)) { try albums.activate(.at(1, 8)) }
        let badSection = ListError.sectionOutOfRange(section: 2, count: 2).description
        #expect(throws: LibraryError.invalidRow(badSection)) { try albums.activate(.at(2, 0)) }
        let negative = ListError.sectionOutOfRange(section: -1, count: 2).description
        #expect(throws: LibraryError.invalidRow(negative)) { try albums.activate(.at(-1, 0)) }
        #expect(chosen.isEmpty)
        _ = token
    }

    @Test("an album written by another connection arrives as one inserted section, in title order")
    func newAlbumInsertsSection() async throws {
        let (store, path) = try TestDatabase.store()
        let albums = try AlbumsViewModel(artistID: 1, store: store)
        let probe = titleProbe(albums.list)
        try await DatabaseQueue(path: path).write { db in
            try db.execute(sql: "INSERT INTO albums (id, title, artist_id) VALUES (1000, 'Back In Black', 1)")
            try db.execute(
                sql: """
                    INSERT INTO tracks (id, name, album_id, media_type_id, genre_id, milliseconds, bytes, unit_price)
                    VALUES (5000, 'Hells Bells', 1000, 1, 1, 312000, 1, 0.99)
                    """)
        }
        #expect(try await store.hasExternalChanges())
        try albums.reload()
        #expect(probe.batches == [ChangeSet(insertedSections: [0])])
        #expect(probe.failures.isEmpty)
        #expect(probe.rows.map(\.count) == [1, 10, 8])
        #expect(albums.tracks.children.count == 3)
        #expect(albums.tracks.sectionInfo(at: 0).headerTitle == "Back In Black")
        #expect(probe.rows[0] == ["Hells Bells"])
        var chosen: [Int64] = []
        let token = albums.chosenTrack.observe { chosen.append($0) }
        try albums.activate(.at(0, 0))
        try albums.activate(.at(2, 0))
        #expect(chosen == [5000, try store.albumTracks(albumID: 4)[0].id])
        _ = token
    }

    @Test("an album renamed elsewhere leaves as a deleted section and comes back as an inserted one")
    func renamedAlbumReplacesSection() throws {
        let (store, path) = try TestDatabase.store()
        let albums = try AlbumsViewModel(artistID: 1, store: store)
        let probe = titleProbe(albums.list)
        try DatabaseQueue(path: path).write { db in
            try db.execute(sql: "UPDATE albums SET title = 'Aardvark Rock' WHERE id = 4")
        }
        try albums.reload()
        #expect(
            probe.batches == [ChangeSet(deletedSections: [1]), ChangeSet(insertedSections: [0])])
        #expect(probe.failures.isEmpty)
        #expect(probe.rows.map(\.count) == [8, 10])
        #expect(albums.tracks.sectionInfo(at: 0).headerTitle == "Aardvark Rock")
    }

    @Test("an album's track deleted elsewhere arrives as one deleted row of that album's section")
    func deletedTrackDeletesRow() throws {
        let (store, path) = try TestDatabase.store()
        let albums = try AlbumsViewModel(artistID: 1, store: store)
        let probe = titleProbe(albums.list)
        let last = try #require(try store.albumTracks(albumID: 4).last)
        try DatabaseQueue(path: path).write { db in
            try db.execute(sql: "DELETE FROM playlist_tracks WHERE track_id = ?", arguments: [last.id])
            try db.execute(sql: "DELETE FROM tracks WHERE id = ?", arguments: [last.id])
        }
        try albums.reload()
        #expect(probe.batches == [ChangeSet(deletedRows: [.at(1, 7)])])
        #expect(probe.failures.isEmpty)
        #expect(probe.rows.map(\.count) == [10, 7])
        #expect(!probe.rows[1].contains(last.name))
    }

    @Test("an album that lost every track stays as an empty titled section; reloading again changes nothing")
    func emptiedAlbumKeepsSection() throws {
        let (store, path) = try TestDatabase.store()
        let albums = try AlbumsViewModel(artistID: 1, store: store)
        let probe = titleProbe(albums.list)
        try DatabaseQueue(path: path).write { db in
            try db.execute(
                sql: """
                    DELETE FROM playlist_tracks WHERE track_id IN (SELECT id FROM tracks WHERE album_id = 1)
                    """)
            try db.execute(sql: "DELETE FROM tracks WHERE album_id = 1")
        }
        try albums.reload()
        try albums.reload()
        #expect(probe.batches == [ChangeSet(deletedRows: (0..<10).map { .at(0, $0) })])
        #expect(probe.failures.isEmpty)
        #expect(probe.rows.map(\.count) == [0, 8])
        #expect(albums.tracks.sectionInfo(at: 0).headerTitle == "For Those About To Rock We Salute You")
    }

    @Test("the view model is released with its composite and its per-album children")
    func releasedWithDataSources() throws {
        let (store, _) = try TestDatabase.store()
        var albums: AlbumsViewModel? = try AlbumsViewModel(artistID: 1, store: store)
        let leaks = LeakTracker()
        leaks.track(albums, "albums view model")
        leaks.track(albums?.tracks, "composite data source")
        leaks.track(albums?.tracks.children.first.map { $0 as AnyObject }, "first child data source")
        albums = nil
        leaks.expectReleased()
    }
}
