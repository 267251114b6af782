import ChinookCatalog
import GRDB
import LibraryCore
import Loom
import LoomGRDB
import LoomTesting
import Testing

@MainActor
@Suite("The track detail edits its row: save, reset, changes and deletes made by another connection")
struct TrackEditingTests {
    /// A library showing AC/DC's albums, then the detail of "Go Down" (track 15) pushed over them.
    private struct Shown {
        let library: LibraryCoordinator
        let path: String
        let albums: AlbumsViewModel
        let detail: TrackDetailViewModel
        /// A second connection to the same file (another program).
        let other: DatabaseQueue
    }

    private func showGoDown() throws -> Shown {
        let (store, path) = try TestDatabase.store()
        let library = LibraryCoordinator(store: store)
        library.start()
        let albums = try library.openACDC()
        try albums.activate(.at(1, 0))
        guard case .track(let detail) = library.visibleScreenModel else {
            Issue.record("the track's detail is not shown")
            throw LibraryError.unknownTrack(15)
        }
        return Shown(
            library: library, path: path, albums: albums, detail: detail, other: try DatabaseQueue(path: path)
        )
    }

    private func row(_ shown: Shown) throws -> Track? {
        try shown.other.read { db in try Track.fetchOne(db, id: 15) }
    }

    @Test(
        "renaming and setting the composer edit the draft; saving writes the row and the lists show the new name"
    )
    func editAndSave() async throws {
        let shown = try showGoDown()
        let detail = shown.detail
        #expect(detail.title.value == "Go Down")
        #expect(detail.composer.value == "AC/DC")
        #expect(detail.statusText.value == "Saved.")
        #expect(detail.lines.value.first == "AC/DC — Let There Be Rock")
        let probe = titleProbe(shown.albums.list)
        try detail.rename("  Go Down (live) ")
        detail.setComposer("Young, Young, Scott")
        #expect(detail.title.value == "Go Down (live)")
        #expect(detail.status.value == .edited)
        #expect(detail.statusText.value == "Edited, not saved.")
        #expect(shown.library.unsavedTracks.map(\.trackID) == [15])
        #expect(try row(shown)?.name == "Go Down")
        try await detail.save()
        #expect(detail.status.value == .saved)
        #expect(shown.library.unsavedTracks.isEmpty)
        let saved = try #require(try row(shown))
        #expect(saved.name == "Go Down (live)")
        #expect(saved.composer == "Young, Young, Scott")
        #expect(probe.rows[1].contains("Go Down (live)"))
        #expect(probe.failures.isEmpty)
        // The catalog's full-text index follows the rename (searchy reads the same file).
        let found = try await ChinookCatalog(path: shown.path, environment: [:]).searchTracks(
            matching: "go down live")
        #expect(found.map(\.id) == [15])
    }

    @Test("an empty composer means none; an empty name is refused and the draft is unchanged")
    func badInput() async throws {
        let shown = try showGoDown()
        #expect(throws: LibraryError.emptyTrackName) { try shown.detail.rename("   ") }
        #expect(shown.detail.title.value == "Go Down")
        #expect(shown.detail.status.value == .saved)
        shown.detail.setComposer("  ")
        try await shown.detail.save()
        #expect(try row(shown)?.composer == nil)
        #expect(shown.detail.composer.value == "")
    }

    @Test("reset discards the edits: the draft is the row again, nothing is written")
    func reset() async throws {
        let shown = try showGoDown()
        try shown.detail.rename("Gone")
        shown.detail.setComposer("Nobody")
        try await shown.detail.reset()
        #expect(shown.detail.title.value == "Go Down")
        #expect(shown.detail.composer.value == "AC/DC")
        #expect(shown.detail.status.value == .saved)
        #expect(!shown.detail.hasUnsavedEdits)
        #expect(try row(shown)?.name == "Go Down")
    }

    @Test("a change committed by a second connection updates the detail through refreshIfDatabaseChanged")
    func externalChange() async throws {
        let shown = try showGoDown()
        #expect(await shown.library.refreshIfDatabaseChanged() == false)
        var titles: [String] = []
        let token = shown.detail.title.observe(skipsInitial: true) { titles.append($0) }
        try await shown.other.write { db in
            try db.execute(sql: "UPDATE tracks SET name = 'Go Down Easy', unit_price = 1.99 WHERE id = 15")
        }
        #expect(await shown.library.refreshIfDatabaseChanged())
        #expect(titles == ["Go Down Easy"])
        #expect(shown.detail.status.value == .saved)
        #expect(shown.detail.lines.value.contains("Price: $1.99"))
        #expect(shown.library.lastError.value == nil)
        #expect(titles == ["Go Down Easy"])
        token.cancel()
    }

    @Test("with unsaved edits, another connection's change is a conflict: the draft stays, saving is refused")
    func conflictKeepsDraft() async throws {
        let shown = try showGoDown()
        try shown.detail.rename("Mine")
        try await shown.other.write { db in
            try db.execute(sql: "UPDATE tracks SET name = 'Theirs' WHERE id = 15")
        }
        #expect(await shown.library.refreshIfDatabaseChanged())
        #expect(shown.detail.title.value == "Mine")
        #expect(shown.detail.hasConflict)
        guard case .conflict(let theirs) = shown.detail.status.value else {
            Issue.record("expected a conflict, got \(shown.detail.status.value)")
            return
        }
        #expect(theirs.name == "Theirs")
        #expect(shown.detail.statusText.value.contains("“Theirs” by AC/DC"))
        await #expect(throws: LibraryError.trackEditing(trackID: 15, .conflict)) {
            try await shown.detail.save()
        }
        #expect(try row(shown)?.name == "Theirs")
        // Quitting asks, and trying to save reports the conflict: the edits stay.
        #expect(shown.library.unsavedTracks.map(\.trackID) == [15])
        #expect(await shown.library.saveUnsavedTracks() == false)
        #expect(shown.library.lastError.value == .trackEditing(trackID: 15, .conflict))
        #expect(shown.detail.title.value == "Mine")
    }

    @Test("a conflict resolved by keeping mine: the next save overwrites theirs")
    func conflictKeepMine() async throws {
        let shown = try showGoDown()
        try shown.detail.rename("Mine")
        try await shown.other.write { db in
            try db.execute(sql: "UPDATE tracks SET name = 'Theirs' WHERE id = 15")
        }
        await shown.library.refreshIfDatabaseChanged()
        try shown.detail.resolveConflict(.keepMine)
        #expect(shown.detail.status.value == .edited)
        #expect(await shown.library.saveUnsavedTracks())
        #expect(try row(shown)?.name == "Mine")
        #expect(shown.detail.status.value == .saved)
        #expect(throws: LibraryError.trackEditing(trackID: 15, .noConflict)) {
            try shown.detail.resolveConflict(.takeTheirs)
        }
    }

    @Test("a conflict resolved by taking theirs: the draft becomes the database's version")
    func conflictTakeTheirs() async throws {
        let shown = try showGoDown()
        try shown.detail.rename("Mine")
        try await shown.other.write { db in
            try db.execute(sql: "UPDATE tracks SET name = 'Theirs' WHERE id = 15")
        }
        await shown.library.refreshIfDatabaseChanged()
        try shown.detail.resolveConflict(.takeTheirs)
        #expect(shown.detail.title.value == "Theirs")
        #expect(shown.detail.status.value == .saved)
        #expect(shown.library.unsavedTracks.isEmpty)
    }

    @Test("a delete by another connection closes the screen when no edits would be lost, with a notice")
    func deletedElsewhereCloses() async throws {
        let shown = try showGoDown()
        let probe = titleProbe(shown.albums.list)
        try await shown.other.write { db in _ = try Track.deleteOne(db, id: 15) }
        #expect(await shown.library.refreshIfDatabaseChanged())
        #expect(shown.library.navigator.value.visible == .albums(artistID: 1))
        #expect(shown.library.notice.value == "“Go Down” was deleted elsewhere.")
        #expect(shown.library.lastError.value == nil)
        #expect(shown.library.screenModel(for: .track(trackID: 15)) == nil)
        #expect(!probe.rows[1].contains("Go Down"))
        #expect(probe.failures.isEmpty)
    }

    @Test(
        "a delete by another connection keeps a screen with unsaved edits; a save says so, restore brings the row back"
    )
    func deletedElsewhereKeepsEdits() async throws {
        let shown = try showGoDown()
        let probe = titleProbe(shown.albums.list)
        try shown.detail.rename("Go Down Again")
        try await shown.other.write { db in _ = try Track.deleteOne(db, id: 15) }
        #expect(await shown.library.refreshIfDatabaseChanged())
        #expect(shown.library.navigator.value.visible == .track(trackID: 15))
        #expect(shown.detail.status.value == .deletedElsewhere(unsavedEdits: true))
        #expect(shown.detail.statusText.value.contains("restore the track to keep them"))
        #expect(shown.detail.isDeletedElsewhere)
        #expect(shown.library.notice.value == nil)
        #expect(shown.library.lastError.value == nil)
        await #expect(throws: LibraryError.trackEditing(trackID: 15, .deletedElsewhere)) {
            try await shown.detail.save()
        }
        #expect(try row(shown) == nil, "a save does not bring the track back")
        try await shown.detail.restore()
        #expect(try row(shown)?.name == "Go Down Again")
        #expect(shown.detail.status.value == .saved)
        #expect(probe.rows[1].contains("Go Down Again"))
    }

    @Test("resetting edits of a track deleted elsewhere leaves nothing to lose: the screen closes")
    func deletedElsewhereThenReset() async throws {
        let shown = try showGoDown()
        try shown.detail.rename("Go Down Again")
        try await shown.other.write { db in _ = try Track.deleteOne(db, id: 15) }
        await shown.library.refreshIfDatabaseChanged()
        try await shown.detail.reset()
        #expect(shown.library.navigator.value.visible == .albums(artistID: 1))
        #expect(shown.library.notice.value == "“Go Down” was deleted elsewhere.")
    }

    @Test("track editing errors are sentences for the screen that say what happened to the edits")
    func errorSentences() {
        #expect(LibraryError.emptyTrackName.sentence == "A track needs a name.")
        #expect(
            LibraryError.trackEditing(trackID: 15, .conflict).sentence
                == "The track changed elsewhere since you edited it: nothing was saved (keep yours or take "
                + "theirs first).")
        #expect(
            LibraryError.trackEditing(trackID: 15, .deletedElsewhere).sentence
                == "The track was deleted elsewhere: nothing was saved (restore it to keep the edits).")
        #expect(
            LibraryError.trackEditing(trackID: 15, .database("disk I/O error")).description
                == "track 15: database error: disk I/O error")
        #expect(
            LibraryError.trackEditing(trackID: 15, .notFound).description == "there is no track with id 15")
    }

    @Test("the detail, its model and its record view model are released when the screen closes")
    func released() async throws {
        let leaks = LeakTracker()
        let library: LibraryCoordinator
        do {
            let shown = try showGoDown()
            library = shown.library
            try shown.detail.rename("Edited")
            try await shown.detail.save()
            leaks.track(shown.detail, "the track detail")
            leaks.track(shown.detail.record, "its record view model")
            if let model = shown.detail.model { leaks.track(model, "its track model") }
        }
        #expect(library.back())
        #expect(library.navigator.value.visible == .albums(artistID: 1))
        leaks.expectReleased()
    }
}
