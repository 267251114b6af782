import Loom
import LoomTesting
import Testing

/// A note row: a cell view model whose editing and row actions the test sets, recording its edits.
@MainActor
private final class NoteCell: CellViewModel {
    let title: Property<String>
    var canDelete = false
    var canMove = false
    var detail: (any ViewModel)?
    var actions: [RowActionViewModel] = []
    var identifier = "NoteCell"
    private(set) var log: [String] = []

    init(_ title: String) { self.title = Property(constant: title) }

    var reuseIdentifier: String { identifier }
    var detailViewModel: (any ViewModel)? { detail }
    var rowActions: [RowActionViewModel] { actions }
    func delete() throws(ViewModelError) { log.append("delete") }
    func move(to indexPath: ListIndexPath) throws(ViewModelError) { log.append("move to \(indexPath)") }
}

/// A cell view model whose title and subtitle change.
@MainActor
private final class LiveCell: CellViewModel {
    let name = MutableProperty("Hells Bells")
    let detail = MutableProperty<String?>(nil)
    var title: Property<String> { name }
    var subtitle: Property<String?> { detail }
    var image: Property<CellImage?> { Property(constant: "music.note") }
}

/// A cell that shows a note while attached, recording its binds.
@MainActor
private final class NoteCellView: ViewModelOwner {
    let viewModelSlot = ViewModelSlot<NoteCellView>(activation: .whileAttached)
    var log: [String] = []
    func bind(viewModel: NoteCell) -> Token {
        log.append("bind \(viewModel.title.value)")
        return Token { [weak self] in self?.log.append("unbind") }
    }
}

/// A cell of another view model type.
@MainActor
private final class AlertCellView: ViewModelOwner {
    let viewModelSlot = ViewModelSlot<AlertCellView>(activation: .immediately)
    func bind(viewModel: AlertViewModel) -> Token { .empty }
}

/// Returns a fixed next view model when a row action is triggered, and records where.
@MainActor
private final class ActionTarget: RowActionDelegate {
    let next: (any ViewModel)?
    var triggered: [ListIndexPath] = []
    init(next: (any ViewModel)?) { self.next = next }
    func rowAction(_ action: RowActionViewModel, triggeredAt indexPath: ListIndexPath) -> (any ViewModel)? {
        triggered.append(indexPath)
        return next
    }
}

/// Records insert requests of an insert row.
@MainActor
private final class InsertTarget: InsertCellViewModelDelegate {
    var inserts = 0
    func insertCellViewModelDidRequestInsert(_ cell: InsertCellViewModel) { inserts += 1 }
}

/// A list view that runs `updates` and then "ends" the batch, writing down the order of events: where
/// UIKit would raise for an invalid batch, at the end.
@MainActor
private final class EndingListView: ListView {
    var events: [String] = []
    func reloadData() { events.append("reload") }
    func performBatchUpdates(
        _ changes: ChangeSet, animated: Bool, updates: @escaping () -> Void, completion: (() -> Void)?
    ) {
        updates()
        events.append("end of batch")
        completion?()
    }
}

/// A data source of fixed row counts whose section-index titles lead where the test says.
@MainActor
private final class IndexedSource: ListDataSource {
    weak var parent: (any ListDataSourceParent)?
    let rows: [Int]
    let targets: [(title: String, target: ListIndexPath)]
    init(rows: [Int], targets: [(String, ListIndexPath)]) {
        self.rows = rows
        self.targets = targets.map { (title: $0.0, target: $0.1) }
    }
    var numberOfSections: Int { rows.count }
    func numberOfRows(inSection section: Int) throws(ListError) -> Int {
        try checkSection(section)
        return rows[section]
    }
    func item(at indexPath: ListIndexPath) throws(ListError) -> String {
        try checkIndexPath(indexPath)
        return "\(indexPath)"
    }
    var sectionIndexTitles: [String]? { targets.map(\.title) }
    func indexPath(forSectionIndexTitle title: String, at index: Int) -> ListIndexPath? {
        targets.indices.contains(index) && targets[index].title == title ? targets[index].target : nil
    }
    var isEditing: Bool { false }
    func setEditing(_ editing: Bool) {}
}

@MainActor
@Suite("ListAdapter: what a table or collection view asks of a data-source tree, platform-neutral")
struct ListAdapterTests {
    private func notes(_ titles: [String]) -> [NoteCell] { titles.map(NoteCell.init) }

    @Test("counts, items and reuse identifiers come from the tree; a plain item gets the default identifier")
    func rows() throws {
        let first = ArrayDataSource<any CellViewModel>(items: notes(["a", "b"]))
        let second = ArrayDataSource<any CellViewModel>(items: [InsertCellViewModel(title: "Add")])
        let view = EndingListView()
        let adapter = ListAdapter<any CellViewModel>(
            dataSource: MultiSectionDataSource(children: [first, second]), listView: view)
        #expect(view.events == ["reload"])  // the updater connected and reloaded the view
        #expect(adapter.numberOfSections == 2)
        #expect(adapter.numberOfRows(inSection: 0) == 2)
        #expect(adapter.numberOfRows(inSection: 1) == 1)
        let row = try #require(adapter.row(at: ip(0, 1)))
        #expect(row.item.title.value == "b")
        #expect(row.reuseIdentifier == "NoteCell")
        #expect(adapter.row(at: ip(1, 0))?.reuseIdentifier == "InsertCellViewModel")

        let plain = ListAdapter(dataSource: ArrayDataSource(items: ["x"]), listView: EndingListView())
        plain.defaultReuseIdentifier = "Plain"
        #expect(plain.row(at: ip(0, 0))?.reuseIdentifier == "Plain")
        #expect(plain.lastError == nil)
    }

    @Test("a row or section the data source does not have is nothing, reported, never thrown into the view")
    func badInput() {
        let adapter = ListAdapter(dataSource: ArrayDataSource(items: ["x"]), listView: EndingListView())
        var errors: [ListAdapterError] = []
        adapter.onError = { errors.append($0) }
        #expect(adapter.row(at: ip(0, 1)) == nil)
        #expect(adapter.numberOfRows(inSection: 3) == 0)
        #expect(
            errors == [
                .list(.indexPathOutOfRange(ip(0, 1), rowCount: 1)),
                .list(.sectionOutOfRange(section: 3, count: 1)),
            ])
        #expect(adapter.lastError == errors.last)
        #expect(errors[0].description == "index path 0-1 is out of range: section 0 has 1 rows")
    }

    @Test("a cell that owns the row's view model type gets the item; attach binds it, detach unbinds it")
    func binding() throws {
        let items = notes(["a"])
        let adapter = ListAdapter<any CellViewModel>(
            dataSource: ArrayDataSource<any CellViewModel>(items: items), listView: EndingListView())
        let cell = NoteCellView()
        let row = try #require(adapter.row(at: ip(0, 0)))
        adapter.bind(cell, to: row.item)
        #expect(cell.viewModel === items[0])
        #expect(cell.log.isEmpty)  // .whileAttached: not on screen yet
        adapter.attach(cell)
        adapter.attach(cell)  // idempotent with the window change the cell forwards itself
        adapter.detach(cell)
        #expect(cell.log == ["bind a", "unbind"])
        adapter.bind(NSObjectLike(), to: row.item)  // not an owner: left alone
        #expect(adapter.lastError == nil)
    }

    @Test(
        "a default cell shows a cell view model's title, subtitle and image as they change, else a description"
    )
    func cellContent() {
        let note = NoteCell("a")
        var shown: [CellContent] = []
        let token = { shown.append($0) } <~ CellContent.of(note)
        #expect(shown == [CellContent(title: "a")])
        token.cancel()
        let live = LiveCell()
        let liveToken = { shown.append($0) } <~ CellContent.of(live)
        live.name.value = "Back in Black"
        live.detail.value = "AC/DC"
        #expect(
            shown.dropFirst()
                == [
                    CellContent(title: "Hells Bells", image: "music.note"),
                    CellContent(title: "Back in Black", image: "music.note"),
                    CellContent(title: "Back in Black", subtitle: "AC/DC", image: "music.note"),
                ])
        liveToken.cancel()
        _ = { shown.append($0) } <~ CellContent.of(42)
        #expect(shown.last == CellContent(title: "42"))
    }

    @Test("a cell of another view model type reports a binding error and keeps its view model")
    func bindingMismatch() throws {
        let adapter = ListAdapter<any CellViewModel>(
            dataSource: ArrayDataSource<any CellViewModel>(items: notes(["a"])), listView: EndingListView())
        let cell = AlertCellView()
        let alert = AlertViewModel(title: "kept")
        cell.viewModel = alert
        adapter.bind(cell, to: try #require(adapter.row(at: ip(0, 0))).item)
        #expect(cell.viewModel === alert)
        #expect(
            adapter.lastError
                == .binding(
                    .typeMismatch(owner: "AlertCellView", expected: "AlertViewModel", actual: "NoteCell")))
    }

    @Test(
        "headers and footers: the view model with its view's identifier and the title; nil when there is neither"
    )
    func supplementaries() {
        struct NoteHeader: SectionHeaderFooterViewModel { var title: String? { "All notes" } }
        let withViewModel = ArrayDataSource<any CellViewModel>(items: [], header: NoteHeader())
        withViewModel.sectionInfo.headerTitle = "Notes"
        let titled = ArrayDataSource<any CellViewModel>(items: [])
        titled.sectionInfo.headerTitle = "Only a title"
        let adapter = ListAdapter<any CellViewModel>(
            dataSource: MultiSectionDataSource(children: [withViewModel, titled, ArrayDataSource(items: [])]),
            listView: EndingListView())
        let first = adapter.header(inSection: 0)
        #expect(first?.viewModel is NoteHeader)
        #expect(first?.reuseIdentifier == "NoteHeader")
        #expect(first?.title == "Notes", "the data source's title comes first")
        let second = adapter.header(inSection: 1)
        #expect(second?.viewModel == nil)
        #expect(second?.reuseIdentifier == "HeaderFooter")
        #expect(second?.title == "Only a title")
        #expect(adapter.header(inSection: 2) == nil)
        #expect(adapter.footer(inSection: 0) == nil)
        let untitled = ListAdapter(
            dataSource: ArrayDataSource<String>(items: [], header: NoteHeader()), listView: EndingListView())
        #expect(untitled.header(inSection: 0)?.title == "All notes", "else the view model's title")
    }

    @Test("a value-type cell view model is bound into its cell and named by its own reuse identifier")
    func valueCells() throws {
        struct Track: ValueCellViewModel, Equatable {
            let id: Int
            var differenceID: Int { id }
            var reuseIdentifier: String { "TrackCell" }
            func isContentEqual(to other: Track) -> Bool { self == other }
        }
        @MainActor final class TrackCell: ViewModelOwner {
            let viewModelSlot = ViewModelSlot<TrackCell>()
            func bind(viewModel: Track) -> Token { Token {} }
        }
        let adapter = ListAdapter(
            dataSource: ArrayDataSource(items: [Track(id: 7)]), listView: EndingListView())
        let row = try #require(adapter.row(at: ip(0, 0)))
        #expect(row.reuseIdentifier == "TrackCell")
        let cell = TrackCell()
        adapter.bind(cell, to: row.item)
        #expect(cell.viewModel == Track(id: 7))
        #expect(adapter.lastError == nil)
    }

    @Test(
        "a section-index title that leads past the end of its section leads to an existing row (UIKit raised)"
    )
    func sectionIndexTargetPastTheEnd() {
        // Issue 21.3: `.row(0-7)` went to `UITableView.scrollToRow`, which raises for a row it lacks.
        let source = IndexedSource(
            rows: [3, 2], targets: [("A", ip(0, 7)), ("B", ip(1, 5)), ("C", ip(1, 1))])
        let adapter = ListAdapter(dataSource: source, listView: EndingListView())
        #expect(adapter.sectionIndexTarget(forTitle: "A", at: 0) == .section(1))  // the first row after it
        #expect(adapter.sectionIndexTarget(forTitle: "B", at: 1) == .row(ip(1, 1)))  // the last row before it
        #expect(adapter.sectionIndexTarget(forTitle: "C", at: 2) == .row(ip(1, 1)))
    }

    @Test("an adapter and a driver over one data source and view share one updater, in either order")
    func adapterAndDriverShareTheUpdater() throws {
        // Issue 21.1: each made its own updater; the data source's one parent went to the second, and the
        // first one's selection, strategy and batch check acted on nothing.
        for adapterFirst in [true, false] {
            let view = EndingListView()
            let source = DiffableDataSource<String, String, String> { $0 }
            var adapter: ListAdapter<String>?
            if adapterFirst { adapter = ListAdapter(dataSource: source, listView: view, onInvalidBatch: nil) }
            let driver = DiffableListDriver(dataSource: source, listView: view)
            if !adapterFirst {
                adapter = ListAdapter(dataSource: source, listView: view, onInvalidBatch: nil)
            }
            driver.apply(try ListSnapshot([("s", ["b", "c"])]))
            adapter?.select(ip(0, 1))
            driver.apply(try ListSnapshot([("s", ["a", "b", "c"])]))
            #expect(adapter?.updater === driver.updater)
            #expect(driver.updater.selection == ip(0, 2), "adapter first: \(adapterFirst)")
            #expect(adapter?.selection == ip(0, 2), "adapter first: \(adapterFirst)")
            #expect(source.parent === driver.updater)
        }
        let identified = IdentifiedList(dataSource: DiffableDataSource<String, String, String> { $0 })
        let driver = DiffableListDriver(
            dataSource: try #require(identified.dataSource as? DiffableDataSource<String, String, String>),
            listView: identified)
        driver.apply(try ListSnapshot([("s", ["a"])]))
        #expect(identified.sections.map { $0.rows.map(\.item) } == [["a"]])
        #expect(driver.updater === ListViewUpdater.connecting(driver.dataSource, to: identified))
    }

    @Test("a section-index title leads to a section's top, or to a row further down the view scrolls to")
    func sectionIndexTargets() {
        let source = IndexedSource(
            rows: [3, 0, 2],
            targets: [("A", ip(0, 0)), ("B", ip(0, 2)), ("C", ip(1, 0)), ("D", ip(2, 0)), ("Z", ip(7, 0))])
        let adapter = ListAdapter(dataSource: source, listView: EndingListView())
        #expect(adapter.sectionIndexTitles == ["A", "B", "C", "D", "Z"])
        #expect(adapter.sectionIndexTarget(forTitle: "A", at: 0) == .section(0))
        #expect(adapter.sectionIndexTarget(forTitle: "B", at: 1) == .row(ip(0, 2)))
        #expect(adapter.sectionIndexTarget(forTitle: "C", at: 2) == .section(1))  // an empty section's header
        #expect(adapter.sectionIndexTarget(forTitle: "Z", at: 4) == nil)  // a section the source lacks
        #expect(adapter.sectionIndexTarget(forTitle: "Q", at: 0) == nil)  // unknown
        // As an existing row (collection views): the row, else the next row, else the last before it.
        #expect(adapter.sectionIndexRow(forTitle: "B", at: 1) == ip(0, 2))
        #expect(adapter.sectionIndexRow(forTitle: "C", at: 2) == ip(2, 0))
        #expect(adapter.sectionIndexRow(forTitle: "Z", at: 4) == ip(2, 1))
        #expect(adapter.sectionIndexRow(forTitle: "Q", at: 0) == nil)
        let empty = ListAdapter(
            dataSource: IndexedSource(rows: [0], targets: [("A", ip(0, 0))]), listView: EndingListView())
        #expect(empty.sectionIndexRow(forTitle: "A", at: 0) == nil)
        #expect(empty.sectionIndexTitles == ["A"])  // a table view scrolls to the empty section's header
        #expect(empty.sectionIndexTitlesForRows == nil)  // a collection view has no row to scroll to
        #expect(adapter.sectionIndexTitlesForRows == adapter.sectionIndexTitles)
        let none = ListAdapter(dataSource: IndexedSource(rows: [1], targets: []), listView: EndingListView())
        #expect(none.sectionIndexTitles == nil)
    }

    @Test("editing goes through the data source to the cell view models; a refusal is reported")
    func editing() {
        let rows = notes(["deletable", "movable", "fixed", "actions"])
        rows[0].canDelete = true
        rows[1].canMove = true
        rows[3].actions = [RowActionViewModel(title: "Share")]
        let target = InsertTarget()
        let insert = InsertCellViewModel(title: "Add", delegate: target)
        let source = ArrayDataSource<any CellViewModel>(items: rows + [insert])
        let adapter = ListAdapter<any CellViewModel>(dataSource: source, listView: EndingListView())
        #expect(
            (0..<5).map { adapter.editingStyle(at: ip(0, $0)) } == [.delete, .none, .none, .none, .insert])
        #expect((0..<5).map { adapter.canEditRow(at: ip(0, $0)) } == [true, true, false, true, true])
        #expect((0..<5).map { adapter.canMoveRow(at: ip(0, $0)) } == [false, true, false, false, false])
        #expect(adapter.commitEdit(.delete, at: ip(0, 0)))
        #expect(rows[0].log == ["delete"])
        #expect(adapter.commitEdit(.insert, at: ip(0, 4)))
        #expect(target.inserts == 1)
        #expect(!adapter.commitEdit(.none, at: ip(0, 0)))
        #expect(!adapter.commitEdit(.delete, at: ip(0, 2)))
        #expect(adapter.lastError == .list(.editingNotSupported(operation: "delete", ip(0, 2))))
        adapter.setEditing(true)
        #expect(adapter.isEditing && source.isEditing)
    }

    @Test("a list that edits only in editing mode offers no delete or insert outside it")
    func editsOnlyWhileEditing() {
        let rows = notes(["deletable"])
        rows[0].canDelete = true
        let adapter = ListAdapter<any CellViewModel>(
            dataSource: ArrayDataSource<any CellViewModel>(items: rows), listView: EndingListView())
        adapter.editsOnlyWhileEditing = true
        #expect(adapter.editingStyle(at: ip(0, 0)) == .none)
        #expect(!adapter.canEditRow(at: ip(0, 0)))
        #expect(adapter.swipeActions(at: ip(0, 0), includingDelete: true).isEmpty)
        adapter.setEditing(true)
        #expect(adapter.editingStyle(at: ip(0, 0)) == .delete)
        #expect(adapter.swipeActions(at: ip(0, 0), includingDelete: true).map(\.title) == ["Delete"])
    }

    @Test("a row the user dragged moves in the data source and is not replayed; a refused drag reloads")
    func userMoves() throws {
        let model = ArrayModel(["a", "b", "c"])
        let source = MutableArrayDataSource(model: model) { $0 }
        source.allowsMoving = true
        let probe = ListProbe(source)
        let updater = try #require(source.parent as? ListViewUpdater<String>)
        let adapter = ListAdapter(updater: updater, onInvalidBatch: nil)
        #expect(adapter.moveRowByUser(from: ip(0, 0), to: ip(0, 2)))
        #expect(model.elements == ["b", "c", "a"])
        #expect(probe.take().isEmpty)  // the table view already shows the move
        #expect(probe.reloadCount == 1)
        #expect(!adapter.moveRowByUser(from: ip(0, 0), to: ip(0, 5)))
        #expect(adapter.lastError == .list(.indexPathOutOfRange(ip(0, 5), rowCount: 3)))
        #expect(probe.reloadCount == 2)  // the view shows the data source again
        #expect(probe.rows == [["b", "c", "a"]])
    }

    @Test("a dragged row stops at the last movable row on its way and never lands on an insert row")
    func moveTargets() {
        let tracks = notes(["t0", "t1", "t2"])
        for track in tracks { track.canMove = true }
        let other = notes(["o0"])
        other[0].canMove = true
        let editing = EditingDataSource<any CellViewModel>(
            dataSource: ArrayDataSource<any CellViewModel>(items: tracks),
            editDataSource: ArrayDataSource<any CellViewModel>(items: [InsertCellViewModel()]),
            editAsSection: false)
        let fixed = ArrayDataSource<any CellViewModel>(items: notes(["f0"]))
        let children: [any ListDataSource<any CellViewModel>] = [
            editing, ArrayDataSource<any CellViewModel>(items: other), fixed,
            ArrayDataSource<any CellViewModel>(items: []),
        ]
        let adapter = ListAdapter<any CellViewModel>(
            dataSource: MultiSectionDataSource(children: children), listView: EndingListView())
        adapter.setEditing(true)  // section 0: t0 t1 t2 +insert
        #expect(adapter.moveTarget(from: ip(0, 0), proposed: ip(0, 2)) == ip(0, 2))
        // Not past the insert row.
        #expect(adapter.moveTarget(from: ip(0, 0), proposed: ip(0, 3)) == ip(0, 2))
        #expect(adapter.moveTarget(from: ip(0, 2), proposed: ip(0, 0)) == ip(0, 0))
        #expect(adapter.moveTarget(from: ip(0, 1), proposed: ip(0, 1)) == ip(0, 1))
        #expect(adapter.moveTarget(from: ip(0, 0), proposed: ip(1, 0)) == ip(1, 0))  // onto a movable row
        // Past the end of a section whose last row can move.
        #expect(adapter.moveTarget(from: ip(0, 0), proposed: ip(1, 1)) == ip(1, 1))
        #expect(adapter.moveTarget(from: ip(0, 0), proposed: ip(2, 0)) == ip(0, 0))  // a fixed section
        #expect(adapter.moveTarget(from: ip(0, 0), proposed: ip(3, 0)) == ip(0, 0))  // an empty section
        let fixedFirst = notes(["fixed", "m1", "m2"])
        fixedFirst[1].canMove = true
        fixedFirst[2].canMove = true
        let top = ListAdapter<any CellViewModel>(
            dataSource: ArrayDataSource<any CellViewModel>(items: fixedFirst), listView: EndingListView())
        #expect(top.moveTarget(from: ip(0, 2), proposed: ip(0, 0)) == ip(0, 1))  // never above the fixed row
    }

    @Test("swipe actions are the row actions, else a delete where the view has none; performing them")
    func swipeActions() throws {
        let next = AlertViewModel(title: "Sure?")
        let actionTarget = ActionTarget(next: next)
        let rows = notes(["actions", "deletable", "fixed"])
        rows[0].actions = [
            RowActionViewModel(title: "Remove", style: .destructive, delegate: actionTarget),
            RowActionViewModel(title: "Share", delegate: actionTarget),
        ]
        rows[0].canDelete = true
        rows[1].canDelete = true
        let adapter = ListAdapter<any CellViewModel>(
            dataSource: ArrayDataSource<any CellViewModel>(items: rows), listView: EndingListView())
        adapter.deleteTitle = "Remove row"
        var shown: [any ViewModel] = []
        adapter.onShow = { shown.append($0) }
        let actions = adapter.swipeActions(at: ip(0, 0), includingDelete: true)
        #expect(actions.map(\.title) == ["Remove", "Share"])
        #expect(actions.map(\.isDestructive) == [true, false])
        #expect(adapter.swipeActions(at: ip(0, 1), includingDelete: true).map(\.title) == ["Remove row"])
        #expect(adapter.swipeActions(at: ip(0, 1), includingDelete: false).isEmpty)  // the table view's own
        #expect(adapter.swipeActions(at: ip(0, 2), includingDelete: true).isEmpty)
        #expect(adapter.perform(actions[0], at: ip(0, 0)))
        #expect(actionTarget.triggered == [ip(0, 0)])
        #expect(shown.count == 1 && shown[0] === next)
        let delete = try #require(adapter.swipeActions(at: ip(0, 1), includingDelete: true).first)
        #expect(adapter.perform(delete, at: ip(0, 1)))
        #expect(rows[1].log == ["delete"])
    }

    @Test("selecting a row keeps it selected through changes and shows its detail; an insert row inserts")
    func selection() throws {
        let detail = AlertViewModel(title: "detail")
        let rows = notes(["a", "b"])
        rows[1].detail = detail
        let target = InsertTarget()
        let model = ArrayModel<any CellViewModel>(rows + [InsertCellViewModel(delegate: target)])
        let adapter = ListAdapter<any CellViewModel>(
            dataSource: MutableArrayDataSource(model: model) { $0 }, listView: EndingListView())
        var shown: [any ViewModel] = []
        adapter.onShow = { shown.append($0) }
        adapter.select(ip(0, 0))  // no detail: nothing shown
        adapter.select(ip(0, 1))
        #expect(shown.count == 1 && shown[0] === detail)
        try model.insert(NoteCell("new"), at: 0)
        #expect(adapter.selection == ip(0, 2))  // still on "b"
        adapter.deselect(ip(0, 0))  // another row: the selection stays
        #expect(adapter.selection == ip(0, 2))
        adapter.deselect(ip(0, 2))
        #expect(adapter.selection == nil)
        adapter.select(ip(0, 3))
        #expect(target.inserts == 1)
        var selected: [ListIndexPath] = []
        adapter.onSelect = { selected.append($0) }
        adapter.select(ip(0, 2))
        #expect(selected == [ip(0, 2)])
        #expect(shown.count == 1)  // onSelect decided instead
    }

    @Test(
        "an invalid batch is stopped inside the view's batch, before its end, naming the data source and rule"
    )
    func invalidBatch() throws {
        let source = ArrayDataSource(items: ["a", "b"])
        let view = EndingListView()
        var stopped: [InvalidBatchError] = []
        let adapter = ListAdapter(dataSource: source, listView: view) { error in
            stopped.append(error)
            view.events.append("stopped")
        }
        source.report(ChangeSet(insertedRows: [ip(0, 2)])) {}  // claims a row that never comes
        #expect(view.events == ["reload", "stopped", "end of batch"])
        let error = try #require(stopped.first)
        // `ArrayDataSource<String>` is a name for `MutableArrayDataSource<String, String>`.
        #expect(error.dataSource == "MutableArrayDataSource<String, String>")
        #expect(error.violation.rule == "row range")
        #expect(error.violation == .rowOutOfRange(.insert, ip(0, 2), rowCount: 2))
        #expect(error.changes == ChangeSet(insertedRows: [ip(0, 2)]))
        #expect(error.rowCountsAfter == [2])
        let lines = error.description.split(separator: "\n")
        #expect(
            lines.first
                == """
                Loom stopped an invalid batch of MutableArrayDataSource<String, String> before the list view \
                raised "Invalid update" (rule: row range).
                """)
        #expect(lines.contains("Batch: ChangeSet(insertedRows: [0-2])"))
        #expect(lines.contains("Row counts after the batch: [2]"))
        source.report(ChangeSet(deletedRows: [ip(0, 0)])) {}  // a delete whose row stays
        #expect(stopped.count == 2)
        #expect(stopped[1].violation.rule == "row count")
        #expect(adapter.updater.dataSource === source)
    }

    @Test("batches are checked by default in debug builds only; a nil handler checks nothing")
    func defaultChecking() throws {
        #if DEBUG
        #expect(InvalidBatchError.isCheckedByDefault)
        #expect(InvalidBatchError.defaultHandler != nil)
        #else
        #expect(!InvalidBatchError.isCheckedByDefault)
        #expect(InvalidBatchError.defaultHandler == nil)
        #endif
        let source = ArrayDataSource(items: ["a"])
        let adapter = ListAdapter(dataSource: source, listView: EndingListView(), onInvalidBatch: nil)
        #expect(adapter.updater.onInvalidBatch == nil)
        let checked = ListAdapter(dataSource: ArrayDataSource(items: ["b"]), listView: EndingListView()) {
            _ in
        }
        #expect(checked.updater.onInvalidBatch != nil)
    }

    @Test("every validator error names its rule, the same name its message ends with")
    func ruleNames() {
        let errors: [BatchUpdateError] = [
            .invalidSectionCount(before: 1, after: 3, inserted: 1, deleted: 0),
            .invalidRowCount(
                oldSection: 0, newSection: 0, before: 1, after: 3, inserted: 1, deleted: 0, movedIn: 0,
                movedOut: 0),
            .sectionOutOfRange(.delete, section: 4, sectionCount: 1),
            .rowOutOfRange(.insert, ip(0, 2), rowCount: 2),
            .duplicateSectionOperation(.reload, section: 0),
            .duplicateRowOperation(.delete, ip(0, 0)),
            .conflictingSectionOperations(.delete, .reload, section: 0),
            .conflictingRowOperations(.reload, .moveFrom, ip(0, 0)),
            .rowInChangedSection(.insert, ip(0, 0), sectionOperation: .insert),
        ]
        #expect(Set(errors.map(\.rule)).count == errors.count)
        for error in errors {
            #expect(error.description.hasSuffix("(rule: \(error.rule))"), "\(error)")
        }
    }

    @Test("the adapter releases its updater and data source, and holds the list view weakly")
    func lifetime() {
        let leaks = LeakTracker()
        let view = EndingListView()
        do {
            let source = ArrayDataSource(items: ["a"])
            let adapter = ListAdapter(dataSource: source, listView: view)
            leaks.track(adapter, "adapter")
            leaks.track(adapter.updater, "updater")
            leaks.track(source, "data source")
            #expect(adapter.updater.listView === view)
        }
        leaks.expectReleased()
        do {
            let adapter = ListAdapter(dataSource: ArrayDataSource(items: ["a"]), listView: EndingListView())
            #expect(adapter.updater.listView == nil)  // nobody else kept the view
        }
    }
}

/// Any object that is not a view model owner.
private final class NSObjectLike {}
