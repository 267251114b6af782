import Loom
import LoomTesting
import Testing

@MainActor
@Suite("ListViewUpdater: the one path from a data-source tree to a list view")
struct ListViewUpdaterTests {
    @Test("the updater replays every change into the list view, one animated batch per change")
    func replays() throws {
        let model = ArrayModel(["a", "b"])
        let probe = ListProbe(MutableArrayDataSource(model: model) { $0 })
        model.append("c")
        try model.move(from: 0, to: 2)
        #expect(
            probe.take() == [
                ChangeSet(insertedRows: [ip(0, 2)]),
                ChangeSet(movedRows: [.init(from: ip(0, 0), to: ip(0, 2))]),
            ])
        #expect(probe.history.allSatisfy { $0.animated })
        #expect(probe.reloadCount == 1)
        #expect(probe.rows == [["b", "c", "a"]])
    }

    @Test("contents switch inside the batch at every stage, for a diffable source behind composites")
    func switchInsideEveryStage() throws {
        let diffable = DiffableDataSource<String, Int, Int> { $0 }
        let fixed = ArrayDataSource(items: [100])
        let tree = EditingDataSource<Int>(
            dataSource: MultiSectionDataSource(children: [fixed, diffable]),
            editDataSource: ArrayDataSource(items: [0]), editAsSection: true)
        let probe = ListProbe(tree)
        diffable.apply(try ListSnapshot([("a", [1, 2, 3]), ("b", [4, 5])]))
        var next = try ListSnapshot<String, Int>([("c", [6, 2]), ("b", [5, 4, 1]), ("a", [3])])
        try next.reloadItems([5])
        diffable.apply(next)
        tree.setEditing(true)
        // The probe checked before every batch that the tree still answered the old rows.
        #expect(probe.take().count == 5)  // 1 + (sections, rows, reloads) + 1
        #expect(probe.rows == [[100], [6, 2], [5, 4, 1], [3], [0]])
        #expect(probe.failures.isEmpty)
    }

    @Test("a batch the validator rejects is reported through onInvalidBatch, with the rule")
    func onInvalidBatch() throws {
        let source = ArrayDataSource(items: ["a", "b"])
        let probe = ListProbe(source)
        probe.reportsIssues = false
        let updater = try #require(source.parent as? ListViewUpdater<String>)
        var invalid: [(BatchUpdateError, ChangeSet)] = []
        updater.onInvalidBatch = { invalid.append(($0, $1)) }
        source.report(ChangeSet(insertedRows: [ip(0, 2)])) {}  // claims a row that never comes
        #expect(invalid.map(\.0) == [.rowOutOfRange(.insert, ip(0, 2), rowCount: 2)])
        #expect(invalid.map(\.1) == [ChangeSet(insertedRows: [ip(0, 2)])])
        #expect(probe.failures.count == 1)  // the probe saw it too
        updater.onInvalidBatch = nil
        source.report(ChangeSet(deletedRows: [ip(0, 0)])) {}
        #expect(invalid.count == 1)  // nothing checked any more
    }

    @Test("a list view that runs a batch's updates after returning is reported: the switch was outside it")
    func updatesRunLater() throws {
        // Issue 21.9: the updater switched the data source itself and the batch check never heard of it.
        let view = LateUpdatesListView()
        let model = ArrayModel(["a"])
        let source = MutableArrayDataSource(model: model) { $0 }
        let updater = ListViewUpdater(dataSource: source, listView: view)
        var invalid: [BatchUpdateError] = []
        updater.onInvalidBatch = { error, _ in invalid.append(error) }
        model.append("b")
        #expect(invalid == [.switchedOutsideBatch])
        #expect(invalid.first?.rule == "switch inside the batch")
        #expect(source.rowCounts == [2])
        view.runLater()  // the late `updates` neither switches again nor reports a second violation
        #expect(invalid.count == 1)
        #expect(source.rowCounts == [2])
    }

    @Test("batches without animation, and a reload once per change at its last stage")
    func applyStrategies() throws {
        let source = DiffableDataSource<String, Int, Int> { $0 }
        let probe = ListProbe(source)
        probe.applyStrategy = .batches(animated: false)
        source.apply(try ListSnapshot([("a", [1, 2])]))
        #expect(probe.history.map(\.animated) == [false])
        probe.applyStrategy = .reloadData
        var completed = false
        source.apply(try ListSnapshot([("b", [2, 3]), ("a", [1])])) { completed = true }
        #expect(probe.batches.count == 1)  // no batch: reloaded instead
        #expect(probe.reloadCount == 2)  // once at connection, once for the whole staged change
        #expect(probe.rows == [[2, 3], [1]])
        #expect(completed)
    }

    @Test("the selection follows its row through every stage and is cleared when its row goes")
    func selection() throws {
        let source = DiffableDataSource<String, Int, Int> { $0 }
        let probe = ListProbe(source)
        source.apply(try ListSnapshot([("a", [1, 2, 3]), ("b", [4])]))
        probe.selection = ip(0, 2)  // item 3
        source.apply(try ListSnapshot([("b", [4, 3]), ("a", [9, 1])]))
        #expect(probe.selection == ip(0, 1))
        var reload = try ListSnapshot<String, Int>([("b", [4, 3]), ("a", [9, 1])])
        try reload.reloadItems([3])
        source.apply(reload)
        #expect(probe.selection == ip(0, 1))  // a reloaded row is the same row
        source.apply(try ListSnapshot([("a", [9, 1])]))
        #expect(probe.selection == nil)
        #expect(probe.failures.isEmpty)
    }

    @Test("a row the user dragged is moved in the model without replaying the move")
    func userMove() throws {
        let model = ArrayModel(["a", "b", "c", "d"])
        let source = MutableArrayDataSource(model: model) { $0 }
        source.allowsMoving = true
        let probe = ListProbe(source)
        probe.selection = ip(0, 0)
        try probe.moveRowByUser(from: ip(0, 0), to: ip(0, 2))
        #expect(model.elements == ["b", "c", "a", "d"])
        #expect(probe.batches.isEmpty)
        #expect(probe.reloadCount == 1)
        #expect(probe.selection == ip(0, 2))
        #expect(probe.rows == [["b", "c", "a", "d"]])
        model.append("e")  // later changes are replayed as usual
        #expect(probe.take() == [ChangeSet(insertedRows: [ip(0, 4)])])
    }

    @Test("a user's move through composites to a diffing source: the move is not replayed, reloads are")
    func userMoveThroughDiffing() throws {
        let list = MovableList()
        let probe = ListProbe(list.root) { $0.id }
        try probe.moveRowByUser(from: ip(1, 0), to: ip(1, 2))
        #expect(list.order == [2, 3, 1])
        #expect(probe.rows == [[0], [2, 3, 1]])
        #expect(probe.take() == [ChangeSet(reloadedRows: [ip(1, 2)])])  // its label changed
        #expect(probe.reloadCount == 1)
        #expect(probe.failures.isEmpty)
    }

    @Test("a move the data source refuses, or reports otherwise, reloads the view")
    func userMoveRefused() throws {
        let model = ArrayModel(["a", "b", "c"])
        let probe = ListProbe(MutableArrayDataSource(model: model) { $0 })  // moving not allowed
        #expect(throws: ListError.editingNotSupported(operation: "move", ip(0, 0))) {
            try probe.moveRowByUser(from: ip(0, 0), to: ip(0, 1))
        }
        #expect(probe.reloadCount == 2)
        #expect(probe.rows == [["a", "b", "c"]])
        let items = [EditableRow("x"), EditableRow("y")]
        let source = ArrayDataSource(items: items)  // the item accepts, but nothing is reported
        let second = ListProbe(source) { $0.name }
        try second.moveRowByUser(from: ip(0, 0), to: ip(0, 1))
        #expect(items[0].edits == [.move(to: ip(0, 1))])
        #expect(second.reloadCount == 2)
        #expect(second.rows == [["x", "y"]])
    }

    @Test("the updater holds the list view weakly and releases the data source with itself")
    func lifetime() {
        let leaks = LeakTracker()
        let view = ListProbe(ArrayDataSource(items: ["kept"]))
        do {
            let source = ArrayDataSource(items: ["a"])
            let updater = ListViewUpdater(dataSource: source, listView: view)
            #expect(source.parent === updater)
            #expect(updater.listView === view)
            leaks.track(source, "data source")
            leaks.track(updater, "updater")
        }
        do {
            let transient = ListProbe(ArrayDataSource(items: ["a"]))
            leaks.track(transient, "list view")
        }
        leaks.expectReleased()
    }
}

/// A row that the user can drag: its move is handed to its list.
@MainActor
final class MovableRow: EditableListItem {
    let id: Int
    let onMove: (ListIndexPath) -> Void
    init(id: Int, onMove: @escaping (ListIndexPath) -> Void = { _ in }) {
        self.id = id
        self.onMove = onMove
    }
    var editingStyle: ListEditingStyle { .none }
    var canMove: Bool { true }
    func performEdit(_ edit: ListRowEdit, at indexPath: ListIndexPath) throws(ListError) {
        if case .move(let destination) = edit { onMove(destination) }
    }
}

/// A two-section tree whose second section is a diffable source over a reorderable order; a moved
/// row is also marked for reload (as if its label showed its position).
@MainActor
final class MovableList {
    private(set) var order = [1, 2, 3]
    let rows: DiffableDataSource<String, Int, MovableRow>
    let root: MultiSectionDataSource<MovableRow>

    init() {
        var move: (Int, ListIndexPath) -> Void = { _, _ in }
        rows = DiffableDataSource { id in MovableRow(id: id) { move(id, $0) } }
        root = MultiSectionDataSource(children: [ArrayDataSource(items: [MovableRow(id: 0)]), rows])
        rows.apply(Self.snapshot(order, marking: []))
        move = { [unowned self] id, destination in
            order.removeAll { $0 == id }
            order.insert(id, at: destination.row)
            rows.apply(Self.snapshot(order, marking: [id]))
        }
    }

    private static func snapshot(_ order: [Int], marking moved: [Int]) -> ListSnapshot<String, Int> {
        var snapshot = ListSnapshot<String, Int>()
        try? snapshot.appendSections(["rows"])
        try? snapshot.appendItems(order, toSection: "rows")
        try? snapshot.reloadItems(moved)
        return snapshot
    }
}

/// A list view that keeps a batch's `updates` and runs it only when told, after returning.
@MainActor
private final class LateUpdatesListView: ListView {
    private var late: [() -> Void] = []
    func reloadData() {}
    func performBatchUpdates(
        _ changes: ChangeSet, animated: Bool, updates: @escaping () -> Void, completion: (() -> Void)?
    ) {
        late.append(updates)
    }
    func runLater() {
        for updates in late { updates() }
        late = []
    }
}
