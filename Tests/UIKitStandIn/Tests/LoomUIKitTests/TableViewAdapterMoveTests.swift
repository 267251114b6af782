import Foundation
import Loom
import LoomUIKit
import Testing
import UIKit

/// A row the user drags, through a `TableViewAdapter`, when the data source reports more than the move:
/// UIKit is in the middle of the reorder inside `tableView(_:moveRowAt:to:)`, so nothing else reaches the
/// table from there (issue 21.7; the test failed before the fix).
@MainActor
@Suite("TableViewAdapter and the user's moves")
struct TableViewAdapterMoveTests {
    @Test("later stages of a user's move reach the table after tableView(_:moveRowAt:to:) returns")
    func laterStagesAfterTheMove() async {
        let source = NumberedSource(["a", "b", "c"])
        let table = UITableView(frame: .zero, style: .plain)
        let adapter = TableViewAdapter(tableView: table, dataSource: source)
        let window = onScreen(table)
        adapter.setEditing(true, animated: false)
        table.simulateUserDrag(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
        #expect(table.raisedExceptions.isEmpty)
        for _ in 0..<10 { await Task.yield() }
        table.layoutIfNeeded()
        #expect(shownTexts(table) == ["1. b", "2. c", "3. a"])
        #expect(table.raisedExceptions.isEmpty)
        withExtendedLifetime((adapter, window)) {}
    }
}

/// Rows shown with their position ("1. a"): a move reports the move, then reloads the rows it renumbered.
@MainActor
final class NumberedSource: ListDataSource {
    weak var parent: (any ListDataSourceParent)?
    private var names: [String]

    init(_ names: [String]) {
        self.names = names
    }

    var numberOfSections: Int { 1 }
    func numberOfRows(inSection section: Int) throws(ListError) -> Int { names.count }
    func item(at indexPath: ListIndexPath) throws(ListError) -> String {
        try checkIndexPath(indexPath)
        return "\(indexPath.row + 1). \(names[indexPath.row])"
    }
    var isEditing: Bool { false }
    func setEditing(_ editing: Bool) {}
    func canMoveRow(at indexPath: ListIndexPath) -> Bool { true }
    func perform(_ edit: ListRowEdit, at source: ListIndexPath) throws(ListError) {
        guard case .move(let destination) = edit else { return }
        report(ChangeSet(movedRows: [.init(from: source, to: destination)])) {
            self.names.insert(self.names.remove(at: source.row), at: destination.row)
        }
        let renumbered = (min(source.row, destination.row)...max(source.row, destination.row)).map {
            ListIndexPath(section: 0, row: $0)
        }
        report(ChangeSet(reloadedRows: renumbered)) {}
    }
}
