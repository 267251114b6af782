import Clocks
import Foundation
import GRDB
import Loom
import LoomGRDB
import LoomTesting
import Testing

/// A song database in a temporary file, with a second connection that plays "somebody else".
@MainActor
final class SongLibrary {
    let file: TemporaryFolder
    let mine: DatabaseQueue
    let elsewhere: DatabaseQueue

    init() throws {
        file = try TemporaryFolder(prefix: "loom-grdb")
        mine = try file.connect()
        try mine.createSongs([
            Song(id: 1, title: "Hells Bells", seconds: 312),
            Song(id: 2, title: "Shoot to Thrill", seconds: 317),
        ])
        elsewhere = try file.connect()
    }

    /// The row as another connection reads it.
    func stored(_ id: Int64) throws -> Song? {
        try elsewhere.read { db in try Song.fetchOne(db, id: id) }
    }

    /// Another connection changes the row.
    func changeElsewhere(_ id: Int64, _ change: @escaping @Sendable (inout Song) -> Void) throws {
        try elsewhere.write { db in
            guard var song = try Song.fetchOne(db, id: id) else { return }
            change(&song)
            try song.update(db)
        }
    }

    /// Another connection deletes the row.
    func deleteElsewhere(_ id: Int64) throws {
        _ = try elsewhere.write { db in try Song.deleteOne(db, id: id) }
    }
}

@MainActor
@Suite("RecordViewModel: one database row, edited without losing data")
struct RecordViewModelTests {
    @Test("loading reads the row; an unknown identifier is a typed error")
    func load() async throws {
        let library = try SongLibrary()
        let viewModel = try await RecordViewModel<Song>.load(id: 1, writer: library.mine)
        #expect(viewModel.draft.value.title == "Hells Bells")
        #expect(viewModel.status.value == .saved)
        await #expect(throws: RecordEditingError.notFound) {
            _ = try await RecordViewModel<Song>.load(id: 99, writer: library.mine)
        }
    }

    @Test("editing marks unsaved edits; saving writes them and the status is saved")
    func editAndSave() async throws {
        let library = try SongLibrary()
        let viewModel = try await RecordViewModel<Song>.load(id: 1, writer: library.mine)
        viewModel.edit { $0.title = "Hells Bells (live)" }
        #expect(viewModel.status.value == .edited)
        #expect(viewModel.hasUnsavedEdits)
        #expect(try library.stored(1)?.title == "Hells Bells", "nothing written before save")
        try await viewModel.save()
        #expect(viewModel.status.value == .saved)
        #expect(!viewModel.hasUnsavedEdits)
        #expect(try library.stored(1)?.title == "Hells Bells (live)")
    }

    @Test("editing back to the stored version is not an unsaved edit")
    func editBack() async throws {
        let library = try SongLibrary()
        let viewModel = try await RecordViewModel<Song>.load(id: 1, writer: library.mine)
        viewModel.edit { $0.seconds = 1 }
        viewModel.edit { $0.seconds = 312 }
        #expect(viewModel.status.value == .saved)
    }

    @Test("reset discards the edits and shows the row as the database holds it")
    func reset() async throws {
        let library = try SongLibrary()
        let viewModel = try await RecordViewModel<Song>.load(id: 1, writer: library.mine)
        viewModel.edit { $0.title = "typo" }
        try library.changeElsewhere(1) { $0.seconds = 300 }
        try await viewModel.reset()
        #expect(viewModel.draft.value == Song(id: 1, title: "Hells Bells", seconds: 300))
        #expect(viewModel.status.value == .saved)
    }

    @Test("delete removes the row; afterwards edits and saves do nothing")
    func delete() async throws {
        let library = try SongLibrary()
        let viewModel = try await RecordViewModel<Song>.load(id: 2, writer: library.mine)
        try await viewModel.delete()
        #expect(viewModel.status.value == .deleted)
        #expect(try library.stored(2) == nil)
        viewModel.edit { $0.title = "ignored" }
        #expect(viewModel.draft.value.title == "Shoot to Thrill")
        await #expect(throws: RecordEditingError.deleted) { try await viewModel.save() }
        try await viewModel.delete()  // again: nothing
        #expect(try library.stored(1) != nil, "the other row is untouched")
    }

    @Test("change watcher, another connection, no edits: the view model shows the new version")
    func externalChangeWithoutEdits() async throws {
        let library = try SongLibrary()
        let viewModel = try await RecordViewModel<Song>.load(id: 1, writer: library.mine)
        var shown: [String] = []
        let token = viewModel.draft.observe(skipsInitial: true) { shown.append($0.title) }
        try library.changeElsewhere(1) { $0.title = "Hells Bells (remastered)" }
        try await viewModel.refresh()
        #expect(shown == ["Hells Bells (remastered)"])
        #expect(viewModel.status.value == .saved)
        try await viewModel.refresh()
        #expect(shown == ["Hells Bells (remastered)"], "nothing changed: nothing delivered")
        _ = token
    }

    @Test("change watcher, unsaved edits: a conflict is reported and the edits are kept")
    func externalChangeWithEdits() async throws {
        let library = try SongLibrary()
        let viewModel = try await RecordViewModel<Song>.load(id: 1, writer: library.mine)
        viewModel.edit { $0.title = "mine" }
        try library.changeElsewhere(1) { $0.title = "theirs" }
        try await viewModel.refresh()
        let theirs = Song(id: 1, title: "theirs", seconds: 312)
        #expect(viewModel.status.value == .conflict(theirs: theirs))
        #expect(viewModel.draft.value.title == "mine", "the watcher never overwrites an unsaved edit")
        await #expect(throws: RecordEditingError.conflict) { try await viewModel.save() }
        #expect(try library.stored(1) == theirs, "their version is not overwritten either")
    }

    @Test("a conflict resolved by keeping mine: the next save overwrites their version")
    func keepMine() async throws {
        let library = try SongLibrary()
        let viewModel = try await RecordViewModel<Song>.load(id: 1, writer: library.mine)
        viewModel.edit { $0.title = "mine" }
        try library.changeElsewhere(1) { $0.title = "theirs" }
        try await viewModel.refresh()
        try viewModel.resolveConflict(.keepMine)
        #expect(viewModel.status.value == .edited)
        try await viewModel.save()
        #expect(try library.stored(1)?.title == "mine")
        #expect(viewModel.status.value == .saved)
        #expect(throws: RecordEditingError.noConflict) { try viewModel.resolveConflict(.keepMine) }
    }

    @Test("a conflict resolved by taking theirs: the draft becomes their version")
    func takeTheirs() async throws {
        let library = try SongLibrary()
        let viewModel = try await RecordViewModel<Song>.load(id: 1, writer: library.mine)
        viewModel.edit { $0.title = "mine" }
        try library.changeElsewhere(1) { $0.title = "theirs" }
        try await viewModel.refresh()
        try viewModel.resolveConflict(.takeTheirs)
        #expect(viewModel.draft.value.title == "theirs")
        #expect(viewModel.status.value == .saved)
    }

    @Test("a save checks the row it writes: a change not noticed yet is a conflict, nothing is written")
    func saveDetectsUnnoticedChange() async throws {
        let library = try SongLibrary()
        let viewModel = try await RecordViewModel<Song>.load(id: 1, writer: library.mine)
        viewModel.edit { $0.title = "mine" }
        try library.changeElsewhere(1) { $0.seconds = 1 }
        await #expect(throws: RecordEditingError.conflict) { try await viewModel.save() }
        #expect(try library.stored(1) == Song(id: 1, title: "Hells Bells", seconds: 1))
        #expect(viewModel.draft.value.title == "mine")
        #expect(viewModel.status.value == .conflict(theirs: Song(id: 1, title: "Hells Bells", seconds: 1)))
    }

    @Test("another connection saving exactly the draft is no conflict")
    func sameEditElsewhere() async throws {
        let library = try SongLibrary()
        let viewModel = try await RecordViewModel<Song>.load(id: 1, writer: library.mine)
        viewModel.edit { $0.title = "same" }
        try library.changeElsewhere(1) { $0.title = "same" }
        try await viewModel.refresh()
        #expect(viewModel.status.value == .saved)
    }

    @Test("delete watcher, no edits: the view model says so once and its screen can close")
    func deletedElsewhereWithoutEdits() async throws {
        let library = try SongLibrary()
        let viewModel = try await RecordViewModel<Song>.load(id: 2, writer: library.mine)
        var closes = 0
        let token = viewModel.deletedElsewhere.observe { closes += 1 }
        try library.deleteElsewhere(2)
        try await viewModel.refresh()
        #expect(viewModel.status.value == .deletedElsewhere(unsavedEdits: false))
        #expect(closes == 1)
        try await viewModel.refresh()
        #expect(closes == 1, "said once")
        _ = token
    }

    @Test(
        "delete watcher, unsaved edits: the edits are kept, a save throws and writes nothing; restore() inserts them"
    )
    func deletedElsewhereWithEdits() async throws {
        let library = try SongLibrary()
        let viewModel = try await RecordViewModel<Song>.load(id: 2, writer: library.mine)
        viewModel.edit { $0.title = "keep me" }
        try library.deleteElsewhere(2)
        try await viewModel.refresh()
        #expect(viewModel.status.value == .deletedElsewhere(unsavedEdits: true))
        #expect(viewModel.draft.value.title == "keep me")
        await #expect(throws: RecordEditingError.deletedElsewhere) { try await viewModel.save() }
        #expect(try library.stored(2) == nil, "a save never brings a deleted row back")
        #expect(viewModel.status.value == .deletedElsewhere(unsavedEdits: true))
        #expect(viewModel.draft.value.title == "keep me")
        try await viewModel.restore()
        #expect(try library.stored(2) == Song(id: 2, title: "keep me", seconds: 317))
        #expect(viewModel.status.value == .saved)
    }

    @Test(
        "a save of a row deleted but not noticed yet writes nothing and says so; the next save says the same")
    func saveDetectsUnnoticedDeletion() async throws {
        let library = try SongLibrary()
        let viewModel = try await RecordViewModel<Song>.load(id: 2, writer: library.mine)
        var closes = 0
        let token = viewModel.deletedElsewhere.observe { closes += 1 }
        viewModel.edit { $0.seconds = 1 }
        try library.deleteElsewhere(2)
        await #expect(throws: RecordEditingError.deletedElsewhere) { try await viewModel.save() }
        #expect(try library.stored(2) == nil)
        #expect(viewModel.status.value == .deletedElsewhere(unsavedEdits: true))
        #expect(closes == 1)
        await #expect(throws: RecordEditingError.deletedElsewhere) { try await viewModel.save() }
        #expect(try library.stored(2) == nil)
        #expect(closes == 1, "said once")
        try await viewModel.restore()
        #expect(try library.stored(2)?.seconds == 1)
        #expect(viewModel.status.value == .saved)
        _ = token
    }

    @Test("restore when the row is not known to be deleted is a typed error, and nothing is written")
    func restoreWithoutDeletion() async throws {
        let library = try SongLibrary()
        let viewModel = try await RecordViewModel<Song>.load(id: 2, writer: library.mine)
        viewModel.edit { $0.title = "mine" }
        await #expect(throws: RecordEditingError.nothingToRestore) { try await viewModel.restore() }
        #expect(try library.stored(2)?.title == "Shoot to Thrill")
        #expect(viewModel.status.value == .edited)
        try await viewModel.delete()
        await #expect(throws: RecordEditingError.deleted) { try await viewModel.restore() }
        #expect(try library.stored(2) == nil)
    }

    @Test("restore when another row took the identifier meanwhile is a conflict: nothing is overwritten")
    func restoreOverNewRow() async throws {
        let library = try SongLibrary()
        let viewModel = try await RecordViewModel<Song>.load(id: 2, writer: library.mine)
        viewModel.edit { $0.title = "mine" }
        try library.deleteElsewhere(2)
        try await viewModel.refresh()
        let theirs = Song(id: 2, title: "theirs", seconds: 5)
        try await library.elsewhere.write { db in try theirs.insert(db) }
        await #expect(throws: RecordEditingError.conflict) { try await viewModel.restore() }
        #expect(try library.stored(2) == theirs)
        #expect(viewModel.status.value == .conflict(theirs: theirs))
        #expect(viewModel.draft.value.title == "mine")
    }

    @Test("reset after a deletion elsewhere discards the edits; the row stays deleted")
    func resetAfterDeletion() async throws {
        let library = try SongLibrary()
        let viewModel = try await RecordViewModel<Song>.load(id: 2, writer: library.mine)
        viewModel.edit { $0.title = "discard me" }
        try library.deleteElsewhere(2)
        try await viewModel.reset()
        #expect(viewModel.status.value == .deletedElsewhere(unsavedEdits: false))
        #expect(viewModel.draft.value.title == "Shoot to Thrill")
        #expect(try library.stored(2) == nil)
    }

    @Test("change watcher on the view model's own connection: changes arrive without a refresh")
    func watchingTheWriter() async throws {
        let library = try SongLibrary()
        let viewModel = try await RecordViewModel<Song>.load(id: 1, writer: library.mine)
        viewModel.startWatching()
        #expect(viewModel.isWatching)
        try await library.mine.write { db in
            try db.execute(sql: "UPDATE song SET title = 'from this app' WHERE id = 1")
        }
        _ = await ValueRecorder(viewModel.draft).next { $0.title == "from this app" }
        #expect(viewModel.status.value == .saved)
        viewModel.edit { $0.title = "unsaved" }
        try await library.mine.write { db in try db.execute(sql: "UPDATE song SET seconds = 2 WHERE id = 1") }
        _ = await ValueRecorder(viewModel.status).next { if case .conflict = $0 { true } else { false } }
        #expect(viewModel.draft.value.title == "unsaved")
        try await library.mine.write { db in _ = try Song.deleteOne(db, id: 1) }
        _ = await ValueRecorder(viewModel.status).next { $0 == .deletedElsewhere(unsavedEdits: true) }
        #expect(viewModel.draft.value.title == "unsaved")
    }

    @Test("the watcher's echo of the view model's own save is not a conflict, even with edits made since")
    func ownSaveEcho() async throws {
        let library = try SongLibrary()
        let viewModel = try await RecordViewModel<Song>.load(id: 1, writer: library.mine)
        let witness = ObservedQuery(reader: library.mine, initial: "") { db in
            try String.fetchOne(db, sql: "SELECT title FROM song WHERE id = 1") ?? ""
        }
        witness.start()
        viewModel.startWatching()
        viewModel.edit { $0.title = "first" }
        try await viewModel.save()
        viewModel.edit { $0.title = "second" }
        _ = await ValueRecorder(witness.property).next { $0 == "first" }
        await settle(rounds: 20)  // let the view model's watcher run too
        #expect(viewModel.status.value == .edited)
        #expect(viewModel.draft.value.title == "second")
        #expect(try library.stored(1)?.title == "first")
    }

    @Test("watching other connections on a clock: a change is picked up at the next tick")
    func pollingOnATestClock() async throws {
        let library = try SongLibrary()
        let clock = TestClock()
        let viewModel = try await RecordViewModel<Song>.load(id: 1, writer: library.mine)
        viewModel.watchExternalChanges(every: .seconds(1), clock: clock)
        try library.changeElsewhere(1) { $0.title = "polled" }
        await clock.advance(by: .milliseconds(999))
        #expect(viewModel.draft.value.title == "Hells Bells")
        await clock.waitForSleeper()  // the tick is due at 1 s: advance onto it only once it sleeps
        await clock.advance(by: .milliseconds(1))
        _ = await ValueRecorder(viewModel.draft).next { $0.title == "polled" }
        try library.deleteElsewhere(1)
        await clock.waitForSleeper()
        await clock.advance(by: .seconds(1))
        _ = await ValueRecorder(viewModel.status).next { $0 == .deletedElsewhere(unsavedEdits: false) }
        viewModel.stopWatching()
    }

    @Test("releasing the view model ends its watchers and keeps neither it nor its screen alive")
    func lifetimes() async throws {
        @MainActor final class SongScreen {
            let viewModel: RecordViewModel<Song>
            var closed = false
            let lifetime = Lifetime()
            init(viewModel: RecordViewModel<Song>) {
                self.viewModel = viewModel
                lifetime ++ viewModel.deletedElsewhere.observe { [weak self] in self?.closed = true }
            }
        }
        let leaks = LeakTracker()
        let library = try SongLibrary()
        let clock = TestClock()
        do {
            let viewModel = try await RecordViewModel<Song>.load(id: 1, writer: library.mine)
            viewModel.startWatching()
            viewModel.watchExternalChanges(every: .seconds(1), clock: clock)
            let screen = SongScreen(viewModel: viewModel)
            leaks.track(screen, "the screen")
            leaks.track(viewModel, "the view model")
        }
        await settle(until: { leaks.alive.isEmpty }, maxYields: 10_000)
        leaks.expectReleased()
        await clock.advance(by: .seconds(5))  // the polling task was cancelled: nothing runs
        try library.deleteElsewhere(1)
        try await library.mine.write { db in try db.execute(sql: "DELETE FROM song") }
    }
}
