import DatabaseTestSupport
import GRDB
import LibraryCore
import Loom
import LoomTesting
import Testing

@MainActor
@Suite("Playlist edits: shown at once, saved off the main actor, never lost")
struct PlaylistEditTests {
    private let tracks = (1...4).map { TrackRow(id: Int64($0), name: "Track \($0)", artist: "Artist") }

    @Test("an edit applies by track: add appends once, remove and move find their track, a move is clamped")
    func applyingEdits() {
        let ids = { (rows: [TrackRow]) in rows.map(\.id) }
        let three = Array(tracks.prefix(3))
        #expect(ids(PlaylistEdit.add(tracks[3]).apply(to: three)) == [1, 2, 3, 4])
        #expect(ids(PlaylistEdit.add(tracks[0]).apply(to: three)) == [1, 2, 3])
        #expect(ids(PlaylistEdit.remove(trackID: 2).apply(to: three)) == [1, 3])
        #expect(ids(PlaylistEdit.remove(trackID: 9).apply(to: three)) == [1, 2, 3])
        #expect(ids(PlaylistEdit.move(trackID: 1, to: 2).apply(to: three)) == [2, 3, 1])
        #expect(ids(PlaylistEdit.move(trackID: 3, to: -5).apply(to: three)) == [3, 1, 2])
        #expect(ids(PlaylistEdit.move(trackID: 1, to: 99).apply(to: three)) == [2, 3, 1])
        #expect(ids(PlaylistEdit.move(trackID: 9, to: 0).apply(to: three)) == [1, 2, 3])
        #expect(
            ids(
                PlaylistEdit.apply(
                    [.add(tracks[3]), .move(trackID: 4, to: 0), .remove(trackID: 2)], to: three)) == [
                    4, 1, 3,
                ])
        #expect(PlaylistEdit.move(trackID: 4, to: 0).description == "move track 4 to position 1")
        #expect(PlaylistEdit.add(tracks[0]).description == "add track 1 “Track 1”")
        #expect(PlaylistEdit.remove(trackID: 2).description == "remove track 2")
    }

    @Test(
        "an edit shows at once, is saved off the main actor (saving, then saved), and is announced once saved"
    )
    func savedInTheBackground() async throws {
        let (store, path) = try TestDatabase.store()
        let playlist = try PlaylistViewModel(playlistID: 3, store: store)
        let ids = playlist.entries.records.map(\.id)
        let probe = titleProbe(playlist.list)
        var states: [PlaylistEditQueue.State] = []
        var edited = 0
        let tokens = [
            store.playlistEdits.state.observe(skipsInitial: true) { states.append($0) },
            playlist.edited.observe { edited += 1 },
        ]
        playlist.toggleEditing()
        _ = probe.take()
        try playlist.deleteEntry(at: 0)
        #expect(probe.take() == [ChangeSet(deletedRows: [.at(0, 0)])])  // before any save
        #expect(playlist.entries.records.map(\.id) == Array(ids.dropFirst()))
        #expect(store.playlistEdits.isSaving)
        #expect(playlist.saveState.value == .saving)
        await store.playlistEdits.waitUntilIdle()
        #expect(states == [.saving, .saved])
        #expect(edited == 1)
        #expect(store.playlistEdits.pending.isEmpty)
        #expect(probe.take().isEmpty)  // the saved entries are what the playlist already showed
        #expect(
            try LibraryDatabase.open(path: path, environment: [:]).playlistEntries(playlistID: 3).map(\.id)
                == Array(ids.dropFirst()))
        #expect(probe.failures.isEmpty)
        tokens.forEach { $0.cancel() }
    }

    @Test("edits made while a save runs are saved after it, in the order they were made")
    func editsDuringASave() async throws {
        let (store, _) = try TestDatabase.store()
        let playlist = try PlaylistViewModel(playlistID: 3, store: store)
        let probe = titleProbe(playlist.list)
        playlist.toggleEditing()
        try playlist.deleteEntry(at: 0)
        try playlist.moveEntry(from: 0, to: 3)
        try playlist.deleteEntry(at: 1)
        try playlist.moveEntry(from: 2, to: 0)
        let shown = playlist.entries.records.map(\.id)
        await store.playlistEdits.waitUntilIdle()
        #expect(store.playlistEdits.state.value == .saved)
        #expect(try store.playlistEntries(playlistID: 3).map(\.id) == shown)
        #expect(playlist.entries.records.map(\.id) == shown)
        #expect(probe.failures.isEmpty)
    }

    @Test(
        "while another program holds the lock, typing goes on; the save fails after the busy timeout and keeps the edits on screen with the reason; the next try saves them all"
    )
    func lockedDatabase() async throws {
        let path = try TestDatabase.copy()
        let store = try LibraryDatabase.open(path: path, environment: [:], busyTimeout: 0.05)
        let playlist = try PlaylistViewModel(playlistID: 3, store: store)
        let probe = titleProbe(playlist.list)
        let ids = playlist.entries.records.map(\.id)
        playlist.toggleEditing()
        let lock = try DatabaseLock(path: path)
        try playlist.deleteEntry(at: 0)
        try playlist.moveEntry(from: 0, to: 2)  // made while the first save waits for the lock
        var expected = Array(ids.dropFirst())
        expected.insert(expected.remove(at: 0), at: 2)
        #expect(playlist.entries.records.map(\.id) == expected)
        await store.playlistEdits.waitUntilIdle()
        guard case .notSaved(.database(let reason)) = playlist.saveState.value else {
            Issue.record("expected a save that failed on the lock, got \(playlist.saveState.value)")
            return
        }
        #expect(reason.contains("locked"))
        #expect(
            store.playlistEdits.pending.map(\.edit) == [
                .remove(trackID: ids[0]), .move(trackID: ids[1], to: 2),
            ])
        #expect(playlist.entries.records.map(\.id) == expected)  // still shown
        try lock.release()
        #expect(try store.playlistEntries(playlistID: 3).map(\.id) == ids)  // nothing written
        try playlist.reload()  // what another program's change does: the edits stay on top
        #expect(playlist.entries.records.map(\.id) == expected)
        let reopened = try PlaylistViewModel(playlistID: 3, store: store)  // and on a new screen
        #expect(reopened.entries.records.map(\.id) == expected)
        playlist.retrySaving()
        await store.playlistEdits.waitUntilIdle()
        #expect(store.playlistEdits.state.value == .saved)
        #expect(store.playlistEdits.pending.isEmpty)
        #expect(try store.playlistEntries(playlistID: 3).map(\.id) == expected)
        #expect(playlist.entries.records.map(\.id) == expected)
        #expect(probe.failures.isEmpty)
    }

    @Test("a track added but not saved is in the playlist and not offered again by the picker")
    func unsavedAddLeftOutOfPicker() async throws {
        let path = try TestDatabase.copy()
        let store = try LibraryDatabase.open(path: path, environment: [:], busyTimeout: 0.05)
        let playlist = try PlaylistViewModel(playlistID: 3, store: store)
        let candidate = try #require(try store.tracks(notInPlaylist: 3).first)
        let lock = try DatabaseLock(path: path)
        try playlist.add(candidate)
        await store.playlistEdits.waitUntilIdle()
        try lock.release()
        #expect(store.playlistEdits.pending.count == 1)
        let picker = try TrackPickerViewModel(playlistID: 3, store: store)
        #expect(!picker.candidates.records.contains(candidate))
        #expect(playlist.entries.records.last == candidate)
    }

    @Test("a playlist screen released while its edit is saved: the edit is saved all the same")
    func screenGoneEditSaved() async throws {
        let (store, _) = try TestDatabase.store()
        let leaks = LeakTracker()
        var ids: [Int64] = []
        do {
            let playlist = try PlaylistViewModel(playlistID: 3, store: store)
            ids = playlist.entries.records.map(\.id)
            playlist.toggleEditing()
            try playlist.deleteEntry(at: 1)
            leaks.track(playlist, "playlist view model")
        }
        leaks.expectReleased()
        await store.playlistEdits.waitUntilIdle()
        #expect(
            try store.playlistEntries(playlistID: 3).map(\.id)
                == ids.enumerated().filter { $0.offset != 1 }.map(\.element))
    }
}
