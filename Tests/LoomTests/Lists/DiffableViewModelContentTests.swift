import Loom
import LoomTesting
import Testing

/// A view model's rows are made from its live state: the snapshot it publishes carries each row's
/// content as it was then, so a list view sees the old content until the batch switches to the new.
@MainActor
@Suite("Diffable view models: each snapshot carries its rows' content")
struct DiffableViewModelContentTests {
    typealias Snapshot = ListSnapshot<String, Int>

    /// A driver following `viewModel` in a probe that checks every batch (old contents until the
    /// batch begins).
    private func connect(
        _ viewModel: TracksViewModel
    ) -> (DiffableListDriver<String, Int, TrackRow>, ListProbe<String>) {
        let source = DiffableDataSource(viewModel: viewModel)
        let probe = ListProbe(viewing: source) { $0.title }
        let driver = DiffableListDriver(dataSource: source, listView: probe)
        probe.attach(driver.updater)
        driver.follow(viewModel.snapshot)
        return (driver, probe)
    }

    @Test("a snapshot that renames a row and inserts one shows the old name until the batch switches")
    func renameWithInsert() throws {
        let viewModel = TracksViewModel()
        viewModel.titles = [1: "one", 2: "two"]
        try viewModel.publish([("A", [1, 2])])
        let (driver, probe) = connect(viewModel)
        _ = probe.take()
        viewModel.titles[1] = "uno"
        viewModel.titles[3] = "tres"
        var next = try Snapshot([("A", [1, 2, 3])])
        try next.reloadItems([1])
        viewModel.contents.value = next
        #expect(probe.failures.isEmpty)
        #expect(probe.take() == [ChangeSet(insertedRows: [ip(0, 2)]), ChangeSet(reloadedRows: [ip(0, 0)])])
        #expect(probe.rows == [["uno", "two", "tres"]])
        #expect(driver.dataSource.snapshot.sectionedItemIdentifiers == [[1, 2, 3]])
    }

    @Test("a snapshot that renames a row, deletes one and moves one keeps each stage's rows as shown")
    func renameWithDeleteAndMove() throws {
        let viewModel = TracksViewModel()
        viewModel.titles = [1: "one", 2: "two", 3: "three", 4: "four"]
        try viewModel.publish([("A", [1, 2, 3]), ("B", [4])])
        let (driver, probe) = connect(viewModel)
        _ = probe.take()
        viewModel.titles[3] = "drei"
        viewModel.titles[4] = "vier"
        viewModel.titles[5] = "fünf"
        var next = try Snapshot([("A", [3, 1, 5]), ("B", [4])])
        try next.reloadItems([3, 4])
        viewModel.contents.value = next
        #expect(probe.failures.isEmpty)
        #expect(probe.take().count == 3)  // deletions, inserts and moves, reloads
        #expect(probe.rows == [["drei", "one", "fünf"], ["vier"]])
        #expect(driver.dataSource.snapshot.sectionedItemIdentifiers == [[3, 1, 5], [4]])
    }

    @Test("rows are made when their snapshot is applied: later changes wait for the next snapshot")
    func rowsMadeWhenApplied() throws {
        let viewModel = TracksViewModel()
        viewModel.titles = [1: "one"]
        try viewModel.publish([("A", [1])])
        let (driver, probe) = connect(viewModel)
        viewModel.titles[1] = "uno"
        #expect(try driver.dataSource.item(at: ip(0, 0)).title == "one")
        var next = try Snapshot([("A", [1])])
        try next.reloadItems([1])
        viewModel.contents.value = next
        #expect(try driver.dataSource.item(at: ip(0, 0)).title == "uno")
        #expect(probe.rows == [["uno"]])
        #expect(probe.failures.isEmpty)
    }

    @Test("a snapshot diffed off the main actor carries the rows' content of the moment it was applied")
    func offMainCarriesContent() async throws {
        let viewModel = TracksViewModel()
        viewModel.titles = [1: "one"]
        let source = DiffableDataSource(viewModel: viewModel)
        let probe = ListProbe(source) { $0.title }
        source.apply(try Snapshot([("A", [1])]))
        viewModel.titles[1] = "uno"
        viewModel.titles[2] = "dos"
        var next = try Snapshot([("A", [1, 2])])
        try next.reloadItems([1])
        let shown = source.applyDiffingOffMainActor(next)
        viewModel.titles[1] = "later"
        #expect(await shown.value)
        #expect(probe.rows == [["uno", "dos"]])
        #expect(probe.failures.isEmpty)
    }
}
