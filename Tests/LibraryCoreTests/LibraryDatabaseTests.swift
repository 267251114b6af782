import GRDB
import LibraryCore
import Loom
import Testing

@MainActor
@Suite("LibraryStore: the catalog, playlist edits saved off the main actor, other connections' changes")
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

    @Test("edits are saved in order in one transaction, and the entries after them come back")
    func playlistEditsPersist() async throws {
        let (store, path) = try TestDatabase.store()
        let playlist = try #require(try store.playlists().first { $0.trackCount > 3 && $0.trackCount < 30 })
        let before = try store.playlistEntries(playlistID: playlist.id).map(\.id)
        let candidate = try #require(try store.tracks(notInPlaylist: playlist.id).first)
        let saved = try await store.save(
            [
                .add(candidate), .move(trackID: candidate.id, to: 0), .remove(trackID: before[1]),
                .move(trackID: candidate.id, to: 1),
            ], toPlaylist: playlist.id)
        var expected = [candidate.id] + before
        expected.remove(at: 2)
        expected.swapAt(0, 1)
        #expect(saved.map(\.id) == expected)
        #expect(try store.playlistEntries(playlistID: playlist.id).map(\.id) == expected)
        let reopened = try LibraryStore.open(path: path, environment: [:])
        #expect(try reopened.playlistEntries(playlistID: playlist.id).map(\.id) == expected)
    }

    @Test("edits that no longer apply change nothing; a move is clamped to the playlist")
    func editsThatNoLongerApply() async throws {
        let (store, _) = try TestDatabase.store()
        let playlist = try #require(try store.playlists().first { $0.trackCount > 1 })
        let entries = try store.playlistEntries(playlistID: playlist.id)
        let unchanged = try await store.save(
            [.remove(trackID: 999_999), .move(trackID: 999_999, to: 0), .add(entries[0])],
            toPlaylist: playlist.id)
        #expect(unchanged == entries)
        let moved = try await store.save([.move(trackID: entries[0].id, to: 10_000)], toPlaylist: playlist.id)
        #expect(moved.map(\.id) == entries.dropFirst().map(\.id) + [entries[0].id])
    }

    @Test("a save with an unknown track or playlist is a typed error and writes nothing")
    func badEdits() async throws {
        let (store, _) = try TestDatabase.store()
        let playlist = try #require(try store.playlists().first { $0.trackCount > 1 })
        let entries = try store.playlistEntries(playlistID: playlist.id)
        await #expect(throws: LibraryError.unknownTrack(123_456)) {
            try await store.save(
                [.remove(trackID: entries[0].id), .add(TrackRow(id: 123_456, name: "?", artist: "?"))],
                toPlaylist: playlist.id)
        }
        #expect(try store.playlistEntries(playlistID: playlist.id) == entries)  // the remove was rolled back
        await #expect(throws: LibraryError.unknownPlaylist(999)) {
            try await store.save([.remove(trackID: 1)], toPlaylist: 999)
        }
    }

    @Test("a write by another connection is an external change; the store's own writes are not")
    func externalChanges() async throws {
        let (store, path) = try TestDatabase.store()
        #expect(try await !store.hasExternalChanges())
        let track = try #require(try store.tracks(notInPlaylist: 2).first)
        _ = try await store.save([.add(track)], toPlaylist: 2)
        #expect(try await !store.hasExternalChanges())
        let other = try DatabaseQueue(path: path)
        try await other.write { db in try db.execute(sql: "UPDATE artists SET name = 'AC-DC' WHERE id = 1") }
        #expect(try await store.hasExternalChanges())
        #expect(try await !store.hasExternalChanges())
        #expect(try store.artistName(id: 1) == "AC-DC")
    }

    @Test("a missing folder that cannot be created is a typed catalog error")
    func unopenable() {
        #expect(throws: LibraryError.self) {
            try LibraryStore.open(path: "/proc/definitely/not/here.sqlite", environment: [:])
        }
    }
}
