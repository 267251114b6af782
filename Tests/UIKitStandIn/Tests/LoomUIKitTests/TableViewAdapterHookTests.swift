import Foundation
import Loom
import LoomUIKit
import Testing
import UIKit

/// Issue 24: what adopters wrote by hand around the table view adapter (a list over a store member or a
/// property, a place to configure dequeued cells), on the stand-in's table view.
@MainActor
@Suite("TableViewAdapter hooks and PropertyDataSource on the stand-in")
struct TableViewAdapterHookTests {
    @Test("a property of to-dos that repeat animates each change on the table without an exception")
    func propertyDataSourceAnimates() {
        let todos = MutableProperty(["Call Ada"])
        let source = PropertyDataSource(todos)
        source.removeElement = { todos.value.remove(at: $0) }
        let table = UITableView(frame: .zero, style: .plain)
        let adapter = TableViewAdapter(tableView: table, dataSource: source)
        let window = onScreen(table)
        todos.value = ["Call Ada", "Call Ada"]
        todos.value = ["Buy milk", "Call Ada", "Call Ada"]
        #expect(shownTexts(table) == ["Buy milk", "Call Ada", "Call Ada"])
        adapter.tableView(table, commit: .delete, forRowAt: IndexPath(row: 1, section: 0))
        #expect(todos.value == ["Buy milk", "Call Ada"])
        #expect(shownTexts(table) == ["Buy milk", "Call Ada"])
        todos.value = ["Buy milk", "Call Bob"]
        #expect(shownTexts(table) == ["Buy milk", "Call Bob"])
        #expect(table.raisedExceptions.isEmpty)
        withExtendedLifetime((adapter, window)) {}
    }

    @Test("every dequeued cell is handed to configureCell with its index path and item, after binding")
    func configureCell() {
        let source = ArrayDataSource(items: ["Hells Bells", "Shoot to Thrill"])
        let table = UITableView(frame: .zero, style: .plain)
        let adapter = TableViewAdapter(tableView: table, dataSource: source)
        var configured: [(ListIndexPath, String, String?)] = []
        adapter.configureCell = { cell, indexPath, item in
            configured.append(
                (indexPath, item, (cell.contentConfiguration as? UIListContentConfiguration)?.text))
        }
        let window = onScreen(table)
        #expect(
            configured.map(\.0) == [ListIndexPath(section: 0, row: 0), ListIndexPath(section: 0, row: 1)])
        #expect(configured.map(\.1) == ["Hells Bells", "Shoot to Thrill"])
        #expect(configured.map(\.2) == ["Hells Bells", "Shoot to Thrill"])  // already bound
        withExtendedLifetime((adapter, window)) {}
    }

    @Test("the adapter's row animation is used for every batch; a table without one animates automatically")
    func rowAnimation() {
        let todos = MutableProperty(["a"])
        let table = UITableView(frame: .zero, style: .plain)
        let adapter = TableViewAdapter(tableView: table, dataSource: PropertyDataSource(todos))
        let window = onScreen(table)
        todos.value = ["b", "a"]
        #expect(table.standInRowAnimations == [.automatic])
        adapter.rowAnimation = .fade
        #expect(adapter.rowAnimation == .fade)
        todos.value = ["a"]
        todos.value = ["c"]
        #expect(table.standInRowAnimations == [.automatic, .fade, .fade])
        #expect(shownTexts(table) == ["c"])
        #expect(table.raisedExceptions.isEmpty)
        withExtendedLifetime((adapter, window)) {}
    }
}
