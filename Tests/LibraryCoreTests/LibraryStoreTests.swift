import GRDB
import LibraryCore
import Loom
import Testing

@MainActor
@Suite("LibraryStore: the catalog, playlist edits persisted, other connections' changes")
struct LibraryStoreTests {
    @Test("artists come with their album counts, by name")
    func artists() throws {
        let (store, _) = try TestDatabase.store()
        let artists = try store.artists()
        #expect(artists.count == 275)
        let acdc = try #require(artists.first { $0.name == "AC/DC" })
        #expect(acdc.albumCount == 2)
        #expect(acdc.groupKey == "A")
        #expect(ArtistRow(id: 0, name: "2Pac", albumCount: 0).groupKey == "#")
    }

    @Test("an artist's album tracks come album by album")
    func albumTracks() throws {
        let (store, _) = try TestDatabase.store()
        let tracks = try store.albumTracks(artistID: 1)
        #expect(Set(tracks.map(\.albumTitle)).count == 2)
        #expect(tracks.count == 18)
        #expect(try store.artistName(id: 1) == "AC/DC")
        #expect(throws: LibraryError.unknownArtist(9999)) { try store.artistName(id: 9999) }
        #expect(throws: LibraryError.unknownTrack(99999)) { try store.track(id: 99999) }
    }

    @Test("an artist's albums come by title; an album's tracks by id; unknown ids give no rows")
    func albumsAndTheirTracks() throws {
        let (store, _) = try TestDatabase.store()
        #expect(
            try store.albums(artistID: 1) == [
                AlbumRow(id: 1, title: "For Those About To Rock We Salute You"),
                AlbumRow(id: 4, title: "Let There Be Rock"),
            ])
        let tracks = try store.albumTracks(albumID: 4)
        #expect(tracks.count == 8)
        #expect(tracks.map(\.id) == tracks.map(\.id).sorted())
        #expect(tracks.allSatisfy { $0.albumID == 4 && $0.albumTitle == "Let There Be Rock" })
        #expect(try store.albums(artistID: 9999).isEmpty)
        #expect(try store.albumTracks(albumID: 9999).isEmpty)
    }

    @Test("adding, removing and moving playlist entries is persisted in order")
    func playlistEditsPersist() throws {
        let (store, path) = try TestDatabase.store()
        let playlist = try #require(try store.playlists().first { $0.trackCount > 3 && $0.trackCount < 30 })
        let before = try store.playlistEntries(playlistID: playlist.id).map(\.id)
        let candidate = try #require(try store.tracks(notInPlaylist: playlist.id).first)
        try store.addTrack(candidate.id, toPlaylist: playlist.id)
        try store.moveEntry(inPlaylist: playlist.id, from: before.count, to: 0)
        try store.removeEntry(at: 2, fromPlaylist: playlist.id)
        try store.moveEntry(inPlaylist: playlist.id, from: 0, to: 1)
        var expected = [candidate.id] + before
        expected.remove(at: 2)
        expected.swapAt(0, 1)
        #expect(try store.playlistEntries(playlistID: playlist.id).map(\.id) == expected)

        let reopened = try LibraryStore.open(path: path, environment: [:])
        #expect(try reopened.playlistEntries(playlistID: playlist.id).map(\.id) == expected)
    }

    @Test("bad playlist edits are typed errors and change nothing")
    func badEdits() throws {
        let (store, _) = try TestDatabase.store()
        let playlist = try #require(try store.playlists().first { $0.trackCount > 1 })
        let entries = try store.playlistEntries(playlistID: playlist.id)
        #expect(throws: LibraryError.invalidPosition(entries.count, playlistID: playlist.id)) {
            try store.removeEntry(at: entries.count, fromPlaylist: playlist.id)
        }
        #expect(throws: LibraryError.invalidPosition(-1, playlistID: playlist.id)) {
            try store.moveEntry(inPlaylist: playlist.id, from: -1, to: 0)
        }
        #expect(throws: LibraryError.invalidPosition(entries.count, playlistID: playlist.id)) {
            try store.moveEntry(inPlaylist: playlist.id, from: 0, to: entries.count)
        }
        #expect(throws: LibraryError.trackAlreadyInPlaylist(trackID: entries[0].id, playlistID: playlist.id))
        {
            try store.addTrack(entries[0].id, toPlaylist: playlist.id)
        }
        #expect(throws: LibraryError.unknownTrack(123_456)) {
            try store.addTrack(123_456, toPlaylist: playlist.id)
        }
        #expect(throws: LibraryError.unknownPlaylist(999)) { try store.addTrack(1, toPlaylist: 999) }
        #expect(throws: LibraryError.unknownPlaylist(999)) { try store.removeEntry(at: 0, fromPlaylist: 999) }
        #expect(try store.playlistEntries(playlistID: playlist.id) == entries)
    }

    @Test("a write by another connection is an external change; the store's own writes are not")
    func externalChanges() throws {
        let (store, path) = try TestDatabase.store()
        #expect(try !store.hasExternalChanges())
        try store.addTrack(1, toPlaylist: 2)
        #expect(try !store.hasExternalChanges())
        let other = try DatabaseQueue(path: path)
        try other.write { db in try db.execute(sql: "UPDATE artists SET name = 'AC-DC' WHERE id = 1") }
        #expect(try store.hasExternalChanges())
        #expect(try !store.hasExternalChanges())
        #expect(try store.artistName(id: 1) == "AC-DC")
    }

    @Test("a missing folder that cannot be created is a typed catalog error")
    func unopenable() {
        #expect(throws: LibraryError.self) {
            try LibraryStore.open(path: "/proc/definitely/not/here.sqlite", environment: [:])
        }
    }
}
