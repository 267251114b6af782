import LibraryCore
import Loom
import LoomTesting
import Testing

/// The playlist screen as LibraryUIKit's table view asks it, through a `ListAdapter` over the playlist's
/// data source (the probe stands for the table view): the same answers `TableViewAdapter` turns into UIKit
/// calls.
@MainActor
@Suite("The playlist screen through a ListAdapter, as the iOS table view drives it")
struct PlaylistScreenTests {
    private func screen() throws -> (PlaylistViewModel, ListProbe<String>, ListAdapter<any CellViewModel>) {
        let (store, _) = try TestDatabase.store()
        let playlist = try PlaylistViewModel(playlistID: 3, store: store)
        let probe = titleProbe(playlist.list)
        let updater = try #require(playlist.list.parent as? ListViewUpdater<any CellViewModel>)
        let adapter = ListAdapter(updater: updater) { error in Issue.record("invalid batch: \(error)") }
        adapter.editsOnlyWhileEditing = true
        return (playlist, probe, adapter)
    }

    @Test("outside editing no row offers a delete; the Edit button brings the insert row and the controls")
    func editingControls() throws {
        let (playlist, probe, adapter) = try screen()
        let count = playlist.entries.records.count
        #expect(adapter.editingStyle(at: .at(0, 0)) == .none)
        #expect(adapter.swipeActions(at: .at(0, 0), includingDelete: true).isEmpty)
        playlist.controllerModel.isEditing.value = true  // what the Edit button does
        #expect(adapter.numberOfRows(inSection: 0) == count + 1)
        #expect(adapter.editingStyle(at: .at(0, 0)) == .delete)
        #expect(adapter.editingStyle(at: .at(0, count)) == .insert)
        #expect(adapter.canMoveRow(at: .at(0, 0)) && !adapter.canMoveRow(at: .at(0, count)))
        // A track dragged onto the insert row stays above it.
        #expect(adapter.moveTarget(from: .at(0, 0), proposed: .at(0, count)) == .at(0, count - 1))
        #expect(probe.rows[0].last == "Add a track…")
        #expect(probe.failures.isEmpty)
    }

    @Test(
        "a committed delete removes the track from the database as one deleted row; the insert row asks to add"
    )
    func deleteAndInsert() throws {
        let (playlist, probe, adapter) = try screen()
        let ids = playlist.entries.records.map(\.id)
        var addRequests = 0
        let token = playlist.addRequested.observe { addRequests += 1 }
        playlist.controllerModel.isEditing.value = true
        _ = probe.take()
        #expect(adapter.commitEdit(.delete, at: .at(0, 1)))
        #expect(probe.take() == [ChangeSet(deletedRows: [.at(0, 1)])])
        #expect(playlist.entries.records.map(\.id) == Array(ids.prefix(1) + ids.dropFirst(2)))
        #expect(adapter.commitEdit(.insert, at: .at(0, ids.count - 1)))
        #expect(addRequests == 1)
        #expect(adapter.lastError == nil)
        #expect(probe.failures.isEmpty)
        token.cancel()
    }

    @Test("a track the user drags is moved in the database and the view ends on the database's order")
    func drag() throws {
        let (playlist, probe, _) = try screen()
        let ids = playlist.entries.records.map(\.id)
        playlist.controllerModel.isEditing.value = true
        try probe.moveRowByUser(from: .at(0, 0), to: .at(0, 2))  // the probe checks it is not replayed
        try probe.moveRowByUser(from: .at(0, 1), to: .at(0, 0))  // an adjacent swap
        var expected = ids
        expected.insert(expected.remove(at: 0), at: 2)
        expected.insert(expected.remove(at: 1), at: 0)
        #expect(playlist.entries.records.map(\.id) == expected)
        #expect(probe.failures.isEmpty)
    }

    @Test("a tap outside editing goes to the view model, which chooses the track")
    func tap() throws {
        let (playlist, _, adapter) = try screen()
        var chosen: [Int64] = []
        let token = playlist.chosenTrack.observe { chosen.append($0) }
        adapter.onSelect = { indexPath in try? playlist.activate(indexPath) }
        adapter.select(.at(0, 2))
        #expect(chosen == [playlist.entries.records[2].id])
        #expect(adapter.selection == .at(0, 2))
        token.cancel()
    }
}
