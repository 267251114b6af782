import Loom
import Testing

@MainActor
@Suite("EditingDataSource, GroupedDataSource, DiffableDataSource and ListViewUpdater")
struct TreeDataSourceTests {
    // MARK: Editing

    @Test("editing appends the edit rows after the main rows; leaving removes them first")
    func editingRows() throws {
        let main = ArrayDataSource(items: ["a", "b"])
        let add = ArrayDataSource(items: ["Add"])
        add.editingStyle = .insert
        let source = EditingDataSource<String>(dataSource: main, editDataSource: add, editAsSection: false)
        let probe = ChangeProbe(source)
        source.setEditing(true)
        source.setEditing(true)
        #expect(probe.take() == [ChangeSet(insertedRows: [ip(0, 2)])])
        #expect(main.isEditing)
        #expect(source.editingStyle(at: ip(0, 2)) == .insert)
        var inserted = 0
        add.onInsert = { _ in inserted += 1 }
        try source.insertRow(at: ip(0, 2))
        #expect(inserted == 1)
        source.setEditing(false)
        #expect(probe.take() == [ChangeSet(deletedRows: [ip(0, 2)])])
        #expect(!main.isEditing)
        #expect(try source.allItems() == [["a", "b"]])
    }

    @Test("editing as a section appends the edit sections after the main sections")
    func editingSections() throws {
        let main = StubDataSource("M", sections: 2)
        let add = ArrayDataSource(items: ["Add"])
        let source = EditingDataSource<String>(dataSource: main, editDataSource: add, editAsSection: true)
        let probe = ChangeProbe(source)
        source.setEditing(true)
        #expect(probe.take() == [ChangeSet(insertedSections: [2])])
        #expect(try source.item(at: ip(2, 0)) == "Add")
        #expect(source.headerTitle(inSection: 1) == "M title 1")
        source.setEditing(false)
        #expect(probe.take() == [ChangeSet(deletedSections: [2])])
    }

    @Test("changes of the main data source are forwarded while editing")
    func editingForwards() throws {
        let model = ArrayModel(["a"])
        let main = MutableArrayDataSource(model: model) { $0 }
        let source = EditingDataSource<String>(
            dataSource: main, editDataSource: ArrayDataSource(items: ["Add"]), editAsSection: false)
        let probe = ChangeProbe(source)
        source.setEditing(true)
        model.append("b")
        #expect(probe.take() == [ChangeSet(insertedRows: [ip(0, 1)]), ChangeSet(insertedRows: [ip(0, 1)])])
        #expect(try source.allItems() == [["a", "b", "Add"]])
    }

    // MARK: Grouped

    private func group(_ key: String) -> ArrayDataSource<String> {
        ArrayDataSource(items: ["\(key).0", "\(key).1"])
    }

    nonisolated static let groupedCases: [([String], [String])] = [
        (["one", "two"], ["two", "one"]),
        (["one", "two"], ["one"]),
        (["one", "two"], ["one", "two", "three"]),
        (["one", "two"], ["one", "three"]),
        (["1", "2", "3", "4"], ["4", "new1", "3", "new2", "1"]),
        (["1", "2", "3", "4", "5"], ["3", "new1", "4", "new2", "1"]),
        (["a", "b", "c", "d", "e"], ["e", "d", "c", "b", "a"]),
        (["a", "b"], []),
        ([], ["x", "y"]),
    ]

    @Test(
        "grouped: after an update the groups are in the new key order (seed cases and more)",
        arguments: 0..<groupedCases.count)
    func groupedOrder(row: Int) throws {
        let (old, new) = Self.groupedCases[row]
        let source = try GroupedDataSource<String, String>(keys: old) { [self] in group($0) }
        let kept = Dictionary(
            uniqueKeysWithValues: old.compactMap { k in source.dataSource(forKey: k).map { (k, $0) } })
        let probe = ChangeProbe(source)
        try source.update(keys: new)
        _ = probe.take()  // every reported change was valid and applied to the previous rows
        #expect(source.keys == new)
        #expect(try source.allItems() == [new.flatMap { ["\($0).0", "\($0).1"] }])
        for key in new where kept[key] != nil {
            #expect(source.dataSource(forKey: key) === kept[key], "group \(key) keeps its data source")
        }
    }

    @Test("grouped: moving one group to the front removes and re-inserts only that group")
    func groupedMinimal() throws {
        let source = try GroupedDataSource<String, String>(keys: ["1", "2", "3", "4"]) { [self] in group($0) }
        let probe = ChangeProbe(source)
        try source.update(keys: ["4", "1", "2", "3"])
        #expect(
            probe.take() == [
                ChangeSet(deletedRows: [ip(0, 6), ip(0, 7)]), ChangeSet(insertedRows: [ip(0, 0), ip(0, 1)]),
            ])
    }

    @Test("grouped: duplicate keys throw a typed error and change nothing")
    func groupedDuplicates() throws {
        #expect(throws: ListError.duplicateDifferenceID("a", in: .new)) {
            try GroupedDataSource<String, String>(keys: ["a", "a"]) { [self] in group($0) }
        }
        let source = try GroupedDataSource<String, String>(keys: ["a"]) { [self] in group($0) }
        #expect(throws: ListError.duplicateDifferenceID("b", in: .new)) {
            try source.update(keys: ["b", "b"])
        }
        #expect(source.keys == ["a"])
    }

    @Test("grouped: a group's own change is forwarded at its row offset; index titles come from keys")
    func groupedChildChange() throws {
        let model = ArrayModel(["x"])
        let source = try GroupedDataSource<String, String>(keys: ["a", "b"]) { [self] key in
            key == "b"
                ? MutableArrayDataSource(model: model) { $0 } as any ListDataSource<String> : group(key)
        }
        source.indexTitle = { $0.uppercased() }
        let probe = ChangeProbe(source)
        model.append("y")
        #expect(probe.take() == [ChangeSet(insertedRows: [ip(0, 3)])])
        #expect(source.sectionIndexTitles == ["A", "B"])
        #expect(source.section(forSectionIndexTitle: "B", at: 1) == 0)
    }

    // MARK: Diffable

    @Test("a diffable data source reports each stage of a snapshot change and ends on the new snapshot")
    func diffable() throws {
        let source = DiffableDataSource<String, Int, String> { "item \($0)" }
        source.headerTitle = { $0.uppercased() }
        let probe = ChangeProbe(source)
        let first = try ListSnapshot<String, Int>([("a", [1, 2, 3]), ("b", [4])])
        source.apply(first)
        #expect(probe.take() == [ChangeSet(insertedSections: [0, 1])])
        var second = try ListSnapshot<String, Int>([("b", [4, 1]), ("c", [5]), ("a", [3])])
        try second.reloadItems([3])
        source.apply(second)
        #expect(probe.take().count == 4)
        #expect(source.snapshot == second)
        #expect(try source.item(at: ip(0, 1)) == "item 1")
        #expect(try source.itemIdentifier(at: ip(2, 0)) == 3)
        #expect(source.headerTitle(inSection: 1) == "C")
        #expect(throws: ListError.sectionOutOfRange(section: 3, count: 3)) {
            try source.numberOfRows(inSection: 3)
        }
    }

    // MARK: ListViewUpdater and RecordingListView

    @Test("the updater replays every change into the list view, which validates it")
    func updaterReplays() throws {
        let model = ArrayModel(["a", "b"])
        let source = MutableArrayDataSource(model: model) { $0 }
        let view = RecordingListView(dataSource: source)
        let updater = ListViewUpdater(dataSource: source, listView: view)
        model.append("c")
        try model.move(from: 0, to: 2)
        #expect(view.errors.isEmpty)
        #expect(view.batches.count == 2)
        #expect(view.reloadCount == 1)
        #expect(view.rowCounts == [3])
        #expect(updater.listView === view)
    }

    @Test("the recording list view reports a change set that does not match the counts")
    func recordingCatchesInvalid() {
        var counts = [2]
        let view = RecordingListView { counts }
        view.performBatchUpdates(ChangeSet(insertedRows: [ip(0, 2)])) { counts = [3] }
        view.performBatchUpdates(ChangeSet(insertedRows: [ip(0, 0)])) {}
        #expect(
            view.errors == [
                .invalidRowCount(
                    oldSection: 0, newSection: 0, before: 3, after: 3, inserted: 1, deleted: 0, movedIn: 0,
                    movedOut: 0)
            ])
    }

    @Test("a staged change set applies stage by stage to a list view, each stage valid")
    func listViewApplyStaged() throws {
        var shown = [Row(id: 1), Row(id: 2), Row(id: 3)]
        let view = RecordingListView { [shown.count] }
        let target = [Row(id: 3), Row(id: 4), Row(id: 1, rev: 1)]
        let staged = try StagedChangeSet(from: shown, to: target)
        view.apply(staged) { shown = $0 }
        #expect(view.errors.isEmpty)
        #expect(view.batches.count == staged.stages.count)
        #expect(shown == target)
    }

    @Test("the selection follows its row through changes and is cleared when its row is deleted")
    func updaterSelection() throws {
        let model = ArrayModel(["a", "b", "c"])
        let source = MutableArrayDataSource(model: model) { $0 }
        let view = RecordingListView(dataSource: source)
        let updater = ListViewUpdater(dataSource: source, listView: view)
        updater.selection = ip(0, 1)
        try model.insert("x", at: 0)
        #expect(updater.selection == ip(0, 2))
        try model.move(from: 2, to: 0)
        #expect(updater.selection == ip(0, 0))
        try model.remove(at: 0)
        #expect(updater.selection == nil)
    }

    @Test("the updater holds the list view weakly and releases the data source with itself")
    func updaterLifetime() {
        weak var weakView: RecordingListView?
        weak var weakSource: ArrayDataSource<String>?
        weak var weakUpdater: ListViewUpdater<ArrayDataSource<String>>?
        let view = RecordingListView { [] }
        do {
            let source = ArrayDataSource(items: ["a"])
            let updater = ListViewUpdater(dataSource: source, listView: view)
            weakSource = source
            weakUpdater = updater
            #expect(source.parent === updater)
        }
        #expect(weakUpdater == nil)
        #expect(weakSource == nil)
        do {
            let transient = RecordingListView { [] }
            weakView = transient
            let updater = ListViewUpdater(dataSource: ArrayDataSource(items: ["a"]), listView: transient)
            withExtendedLifetime(updater) {}
        }
        #expect(weakView == nil)
    }
}

@MainActor
@Suite("Data-source lifetimes: parents own children, children hold parents weakly")
struct DataSourceLifetimeTests {
    @Test("an editing data source is released with its owner and its inner children forget it")
    func editingReleased() {
        let main = ArrayDataSource(items: ["a"])
        let edit = ArrayDataSource(items: ["Add"])
        weak var weakSource: EditingDataSource<String>?
        do {
            let source = EditingDataSource<String>(
                dataSource: main, editDataSource: edit, editAsSection: true)
            source.setEditing(true)
            weakSource = source
        }
        #expect(weakSource == nil)
        #expect(main.parent == nil)
        #expect(edit.parent == nil)
    }

    @Test("a grouped data source is released with its owner; its groups are released with it")
    func groupedReleased() throws {
        weak var weakSource: GroupedDataSource<String, String>?
        weak var weakGroup: ArrayDataSource<String>?
        do {
            var made: ArrayDataSource<String>?
            let source = try GroupedDataSource<String, String>(keys: ["a"]) { key in
                let group = ArrayDataSource(items: [key])
                made = group
                return group
            }
            weakGroup = made
            made = nil
            weakSource = source
        }
        #expect(weakSource == nil)
        #expect(weakGroup == nil)
    }

    @Test("a diffable data source is released with its owner")
    func diffableReleased() throws {
        weak var weakSource: DiffableDataSource<String, Int, Int>?
        var view: RecordingListView?
        do {
            let source = DiffableDataSource<String, Int, Int>()
            let recording = RecordingListView(dataSource: source)  // reads the source weakly
            let updater = ListViewUpdater(dataSource: source, listView: recording)
            source.apply(try ListSnapshot([("a", [1, 2])]))
            weakSource = source
            view = recording
            withExtendedLifetime(updater) {}
        }
        #expect(weakSource == nil)
        #expect(view?.errors.isEmpty == true)
        #expect(view?.batches == [ChangeSet(insertedSections: [0])])
    }

    @Test("a mutable array data source rejects a move destination out of range")
    func moveDestinationOutOfRange() {
        let source = MutableArrayDataSource(model: ArrayModel(["a", "b"])) { $0 }
        source.allowsMoving = true
        #expect(throws: ListError.indexPathOutOfRange(ip(0, 2), rowCount: 2)) {
            try source.moveRow(from: ip(0, 0), to: ip(0, 2))
        }
    }
}
