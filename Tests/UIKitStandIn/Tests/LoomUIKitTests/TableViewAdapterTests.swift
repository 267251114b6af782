import Foundation
import Loom
import LoomUIKit
import Testing
import UIKit

/// LoomUIKit's `TableViewAdapter`, running on the stand-in's table view: what it shows, what the user does
/// with it, and the defects of issue 21 (each test failed before its fix).
@MainActor
@Suite("TableViewAdapter on the stand-in")
struct TableViewAdapterTests {
    @Test("shows the data source's rows in bound cells, and animates its changes without an exception")
    func showsAndAnimates() throws {
        let model = ArrayModel(["Hells Bells", "Shoot to Thrill", "Back in Black"])
        let source = MutableArrayDataSource(model: model) { $0 }
        let table = UITableView(frame: .zero, style: .plain)
        let adapter = TableViewAdapter(tableView: table, dataSource: source)
        let window = onScreen(table)
        #expect(shownTexts(table) == ["Hells Bells", "Shoot to Thrill", "Back in Black"])
        #expect(table.visibleCells.allSatisfy { $0 is CellContentTableViewCell })
        model.append("You Shook Me All Night Long")
        _ = try model.remove(at: 0)
        #expect(shownTexts(table) == ["Shoot to Thrill", "Back in Black", "You Shook Me All Night Long"])
        #expect(table.raisedExceptions.isEmpty)
        withExtendedLifetime((adapter, window)) {}
    }

    @Test(
        "a self-sizing row is measured from its bound content (cells bound in cellForRowAt, not at willDisplay)"
    )
    func measuredBound() {
        let source = ArrayDataSource<TrackRow>(items: [
            TrackRow("Hells Bells", subtitle: "AC/DC · Back in Black")
        ])
        let table = UITableView(frame: .zero, style: .plain)
        let adapter = TableViewAdapter(tableView: table, dataSource: source)
        let window = onScreen(table)
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))
        // The content needs 64 points (a subtitle); measured from an unbound cell it was 44.
        #expect(cell?.systemLayoutSizeFitting(.zero).height == 64)
        #expect(table.standInMeasuredHeight(at: IndexPath(row: 0, section: 0)) == 64)
        withExtendedLifetime((adapter, window)) {}
    }

    @Test(
        "a section-index title that leads past the end of the table scrolls to an existing row, without an exception"
    )
    func sectionIndexPastTheEnd() {
        let source = IndexedSource(rows: 3, titles: ["A", "Z"], targets: [0, 7])
        let table = UITableView(frame: .zero, style: .plain)
        let adapter = TableViewAdapter(tableView: table, dataSource: source)
        let window = onScreen(table, rows: 1)
        #expect(table.simulateUserTapSectionIndexTitle(at: 1))
        #expect(table.raisedExceptions.isEmpty)
        #expect(table.indexPathsForVisibleRows == [IndexPath(row: 2, section: 0)])
        withExtendedLifetime((adapter, window)) {}
    }

    @Test("a driver and an adapter over one data source share one updater, in either order")
    func driverAndAdapterShareTheUpdater() throws {
        for adapterFirst in [true, false] {
            let table = UITableView(frame: .zero, style: .plain)
            let dataSource = DiffableDataSource<String, String, String> { $0 }
            var adapter: TableViewAdapter<String>?
            if adapterFirst { adapter = TableViewAdapter(tableView: table, dataSource: dataSource) }
            let driver = DiffableListDriver(dataSource: dataSource, listView: table)
            if !adapterFirst { adapter = TableViewAdapter(tableView: table, dataSource: dataSource) }
            let window = onScreen(table)
            driver.apply(try ListSnapshot([("s", ["b", "c"])]))
            #expect(table.simulateUserTap(at: IndexPath(row: 1, section: 0)))
            driver.apply(try ListSnapshot([("s", ["a", "b", "c"])]))
            // The user's selection follows its row through the driver's batches, wherever it is read.
            #expect(driver.updater === adapter?.list.updater, "adapter first: \(adapterFirst)")
            #expect(
                driver.updater.selection == ListIndexPath(section: 0, row: 2),
                "adapter first: \(adapterFirst)")
            #expect(
                adapter?.list.selection == ListIndexPath(section: 0, row: 2), "adapter first: \(adapterFirst)"
            )
            #expect(shownTexts(table) == ["a", "b", "c"])
            #expect(table.raisedExceptions.isEmpty)
            withExtendedLifetime((adapter, window)) {}
        }
    }
}

/// A data source of `rows` rows in one section whose section-index titles lead to the rows `targets`
/// (which may be past the end: an app's own data source can say anything).
@MainActor
final class IndexedSource: ListDataSource {
    weak var parent: (any ListDataSourceParent)?
    let rows: Int
    let titles: [String]
    let targets: [Int]

    init(rows: Int, titles: [String], targets: [Int]) {
        self.rows = rows
        self.titles = titles
        self.targets = targets
    }

    var numberOfSections: Int { 1 }
    func numberOfRows(inSection section: Int) throws(ListError) -> Int { rows }
    func item(at indexPath: ListIndexPath) throws(ListError) -> String {
        try checkIndexPath(indexPath)
        return "row \(indexPath.row)"
    }
    var sectionIndexTitles: [String]? { titles }
    func indexPath(forSectionIndexTitle title: String, at index: Int) -> ListIndexPath? {
        ListIndexPath(section: 0, row: targets[index])
    }
    var isEditing: Bool { false }
    func setEditing(_ editing: Bool) {}
}

@MainActor
@Suite("TableViewAdapter when the table view runs a batch's updates later")
struct TableViewAdapterDeferredUpdatesTests {
    @Test(
        "a switch of the data source outside the view's batch is reported to the batch check (it went unnoticed)"
    )
    func switchOutsideTheBatchIsReported() throws {
        let model = ArrayModel(["a"])
        let source = MutableArrayDataSource(model: model) { $0 }
        let table = UITableView(frame: .zero, style: .plain)
        let adapter = TableViewAdapter(tableView: table, dataSource: source)
        var reported: [BatchUpdateError] = []
        adapter.list.updater.onInvalidBatch = { error, _ in reported.append(error) }
        let window = onScreen(table)
        table.standInRunsUpdatesLater = true
        model.append("b")
        #expect(reported.count == 1)
        #expect(reported.first?.rule == "switch inside the batch")
        table.standInRunDeferredBatches()
        #expect(reported.count == 1)
        #expect(shownTexts(table) == ["a", "b"])
        #expect(table.raisedExceptions.isEmpty)
        withExtendedLifetime((adapter, window)) {}
    }

    @Test("the adapter's onInvalidBatch gets a broken batch as an InvalidBatchError naming source and rule")
    func adapterHandlerGetsTheError() throws {
        let model = ArrayModel(["a"])
        let source = MutableArrayDataSource(model: model) { $0 }
        let table = UITableView(frame: .zero, style: .plain)
        var reported: [InvalidBatchError] = []
        let adapter = TableViewAdapter(tableView: table, dataSource: source) { reported.append($0) }
        let window = onScreen(table)
        table.standInRunsUpdatesLater = true
        model.append("b")
        #expect(reported.map(\.violation.rule) == ["switch inside the batch"])
        #expect(reported.first?.dataSource == "MutableArrayDataSource<String, String>")
        table.standInRunDeferredBatches()
        #expect(reported.count == 1)
        withExtendedLifetime((adapter, window)) {}
    }
}
