import Foundation
import Loom
import LoomUIKit
import Testing
import UIKit

/// Issue 24.2: the app's own delegate beside the adapters (`tableViewDelegate`, `collectionViewDelegate`).
/// What the Objective-C runtime forwards (the methods the adapters do not implement) cannot run here; the
/// delegate methods the adapters implement tell the app's delegate after the adapter, and that runs here.
@MainActor
@Suite("The app's delegate beside the list adapters on the stand-in")
struct AdapterDelegateTests {
    /// Records what it is told, and the adapter's selection at that moment.
    final class TableDelegate: UITableViewDelegate {
        var told: [String] = []
        var selectionWhenTold: [ListIndexPath?] = []
        weak var adapter: TableViewAdapter<String>?
        func tableView(
            _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
        ) {
            told.append("willDisplay \(indexPath.row)")
        }
        func tableView(
            _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
        ) {
            told.append("didEndDisplaying \(indexPath.row)")
        }
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            told.append("didSelect \(indexPath.row)")
            selectionWhenTold.append(adapter?.list.selection)
        }
        func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
            told.append("didDeselect \(indexPath.row)")
            selectionWhenTold.append(adapter?.list.selection)
        }
    }

    final class CollectionDelegate: UICollectionViewDelegate {
        var told: [String] = []
        var selectionWhenTold: [ListIndexPath?] = []
        weak var adapter: CollectionViewAdapter<String>?
        func collectionView(
            _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
            forItemAt indexPath: IndexPath
        ) {
            told.append("willDisplay \(indexPath.item)")
        }
        func collectionView(
            _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
            forItemAt indexPath: IndexPath
        ) {
            told.append("didEndDisplaying \(indexPath.item)")
        }
        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
            told.append("didSelect \(indexPath.item)")
            selectionWhenTold.append(adapter?.list.selection)
        }
        func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
            told.append("didDeselect \(indexPath.item)")
            selectionWhenTold.append(adapter?.list.selection)
        }
    }

    private func listLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout.list(
            using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
    }

    @Test("the table's delegate methods the adapter implements tell the app's delegate after the adapter")
    func tableDelegateTold() throws {
        let model = ArrayModel(["Hells Bells", "Shoot to Thrill"])
        let table = UITableView(frame: .zero, style: .plain)
        let adapter = TableViewAdapter(
            tableView: table, dataSource: MutableArrayDataSource(model: model) { $0 })
        let delegate = TableDelegate()
        delegate.adapter = adapter
        adapter.tableViewDelegate = delegate
        #expect(table.delegate === adapter, "the adapter stays the table's delegate")
        let window = onScreen(table)
        #expect(delegate.told == ["willDisplay 0", "willDisplay 1"])
        #expect(table.simulateUserTap(at: IndexPath(row: 1, section: 0)))
        #expect(table.simulateUserTap(at: IndexPath(row: 0, section: 0)))
        #expect(
            delegate.told.suffix(3) == ["didSelect 1", "didDeselect 1", "didSelect 0"])
        let first = ListIndexPath(section: 0, row: 0)
        let second = ListIndexPath(section: 0, row: 1)
        #expect(delegate.selectionWhenTold == [second, nil, first], "the adapter has already (de)selected")
        _ = try model.remove(at: 1)
        #expect(delegate.told.last == "didEndDisplaying 1")
        #expect(table.raisedExceptions.isEmpty)
        withExtendedLifetime((adapter, window)) {}
    }

    @Test(
        "the collection's delegate methods the adapter implements tell the app's delegate after the adapter")
    func collectionDelegateTold() throws {
        let model = ArrayModel(["Hells Bells", "Shoot to Thrill"])
        let collection = UICollectionView(frame: .zero, collectionViewLayout: listLayout())
        let adapter = CollectionViewAdapter(
            collectionView: collection, dataSource: MutableArrayDataSource(model: model) { $0 })
        let delegate = CollectionDelegate()
        delegate.adapter = adapter
        adapter.collectionViewDelegate = delegate
        #expect(collection.delegate === adapter, "the adapter stays the collection's delegate")
        let window = onScreen(collection)
        #expect(delegate.told == ["willDisplay 0", "willDisplay 1"])
        #expect(collection.simulateUserTap(at: IndexPath(item: 1, section: 0)))
        #expect(collection.simulateUserTap(at: IndexPath(item: 0, section: 0)))
        #expect(delegate.told.suffix(3) == ["didSelect 1", "didDeselect 1", "didSelect 0"])
        let first = ListIndexPath(section: 0, row: 0)
        let second = ListIndexPath(section: 0, row: 1)
        #expect(delegate.selectionWhenTold == [second, nil, first], "the adapter has already (de)selected")
        _ = try model.remove(at: 1)
        #expect(delegate.told.last == "didEndDisplaying 1")
        #expect(collection.raisedExceptions.isEmpty)
        withExtendedLifetime((adapter, window)) {}
    }

    @Test("the adapters hold the app's delegate weakly: released, it is no longer told")
    func delegateHeldWeakly() {
        let table = UITableView(frame: .zero, style: .plain)
        let tableAdapter = TableViewAdapter(tableView: table, dataSource: ArrayDataSource(items: ["a"]))
        let collection = UICollectionView(frame: .zero, collectionViewLayout: listLayout())
        let collectionAdapter = CollectionViewAdapter(
            collectionView: collection, dataSource: ArrayDataSource(items: ["a"]))
        weak var weakTableDelegate: TableDelegate?
        weak var weakCollectionDelegate: CollectionDelegate?
        do {
            let tableDelegate = TableDelegate()
            let collectionDelegate = CollectionDelegate()
            tableAdapter.tableViewDelegate = tableDelegate
            collectionAdapter.collectionViewDelegate = collectionDelegate
            weakTableDelegate = tableDelegate
            weakCollectionDelegate = collectionDelegate
        }
        #expect(weakTableDelegate == nil)
        #expect(weakCollectionDelegate == nil)
        #expect(tableAdapter.tableViewDelegate == nil)
        #expect(collectionAdapter.collectionViewDelegate == nil)
        let windows = (onScreen(table), onScreen(collection))
        #expect(table.simulateUserTap(at: IndexPath(row: 0, section: 0)))
        #expect(collection.simulateUserTap(at: IndexPath(item: 0, section: 0)))
        withExtendedLifetime((tableAdapter, collectionAdapter, windows)) {}
    }
}
