import Loom
import LoomTesting
import Testing

@MainActor
@Suite("EditingDataSource, GroupedDataSource and DiffableDataSource")
struct TreeDataSourceTests {
    // MARK: Editing

    @Test("editing appends the edit rows after the main rows; leaving removes them first")
    func editingRows() throws {
        let main = ArrayDataSource<EditableRow>(items: [EditableRow("a"), EditableRow("b")])
        let addRow = EditableRow("Add", style: .insert, canMove: false)
        let add = ArrayDataSource(items: [addRow])
        let source = EditingDataSource<EditableRow>(
            dataSource: main, editDataSource: add, editAsSection: false)
        let probe = ListProbe(source) { $0.name }
        source.setEditing(true)
        source.setEditing(true)
        #expect(probe.take() == [ChangeSet(insertedRows: [ip(0, 2)])])
        #expect(main.isEditing && add.isEditing)
        #expect(source.editingStyle(at: ip(0, 2)) == .insert)
        try source.perform(.insert, at: ip(0, 2))
        #expect(addRow.edits == [.insert])
        source.setEditing(false)
        source.setEditing(false)
        #expect(probe.take() == [ChangeSet(deletedRows: [ip(0, 2)])])
        #expect(!main.isEditing && !add.isEditing)
        #expect(add.parent == nil)
        #expect(probe.rows == [["a", "b"]])
    }

    @Test("editing as a section appends the edit sections after the main sections")
    func editingSections() throws {
        let main = StubDataSource("M", sections: 2)
        let add = ArrayDataSource(items: ["Add"])
        let source = EditingDataSource<String>(dataSource: main, editDataSource: add, editAsSection: true)
        let probe = ListProbe(source)
        source.setEditing(true)
        #expect(probe.take() == [ChangeSet(insertedSections: [2])])
        #expect(try source.item(at: ip(2, 0)) == "Add")
        #expect(source.sectionInfo(at: 1).headerTitle == "M title 1")
        source.setEditing(false)
        #expect(probe.take() == [ChangeSet(deletedSections: [2])])
    }

    @Test("edit rows joining the main section keep the main data source's header and footer titles")
    func editingRowsKeepTitles() {
        let model = ArrayModel(["a"])
        let main = MutableArrayDataSource(model: model) { $0 }
        main.sectionInfo = ListSectionInfo(headerTitle: "Tracks", footerTitle: "1 track")
        let source = EditingDataSource<String>(
            dataSource: main, editDataSource: ArrayDataSource(items: ["Add"]), editAsSection: false)
        #expect(source.sectionInfo(at: 0).headerTitle == "Tracks")
        source.setEditing(true)
        #expect(source.sectionInfo(at: 0).headerTitle == "Tracks")
        #expect(source.sectionInfo(at: 0).footerTitle == "1 track")
    }

    @Test("changes of the main data source are forwarded while editing")
    func editingForwards() throws {
        let model = ArrayModel(["a"])
        let main = MutableArrayDataSource(model: model) { $0 }
        let source = EditingDataSource<String>(
            dataSource: main, editDataSource: ArrayDataSource(items: ["Add"]), editAsSection: false)
        let probe = ListProbe(source)
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
        let probe = ListProbe(source)
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
        let probe = ListProbe(source)
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
        let probe = ListProbe(source)
        #expect(source.indexPath(forSectionIndexTitle: "B", at: 1) == ip(0, 2))
        model.append("y")
        #expect(probe.take() == [ChangeSet(insertedRows: [ip(0, 3)])])
        #expect(source.sectionIndexTitles == ["A", "B"])
        #expect(source.indexPath(forSectionIndexTitle: "B", at: 1) == ip(0, 2))
    }

    @Test("grouped: an index title leads to its group's first row, not to section 0")
    func groupedIndexTitles() throws {
        let sizes = ["A": 3, "B": 0, "C": 2]
        let source = try GroupedDataSource<String, String>(keys: ["A", "B", "C"]) { key in
            ArrayDataSource(items: (0..<(sizes[key] ?? 0)).map { "\(key)\($0)" })
        }
        #expect(source.indexPath(forSectionIndexTitle: "A", at: 0) == nil)  // no titles without indexTitle
        source.indexTitle = { $0 }
        #expect(source.indexPath(forSectionIndexTitle: "A", at: 0) == ip(0, 0))
        #expect(source.indexPath(forSectionIndexTitle: "C", at: 2) == ip(0, 3))
        #expect(source.indexPath(forSectionIndexTitle: "B", at: 1) == ip(0, 3))  // empty: the next row
        #expect(source.indexPath(forSectionIndexTitle: "C", at: 0) == ip(0, 3))  // found by name
        #expect(source.indexPath(forSectionIndexTitle: "Z", at: 0) == nil)
        try source.update(keys: ["B"])
        #expect(source.indexPath(forSectionIndexTitle: "B", at: 0) == nil)  // no rows at all
    }

    // MARK: Diffable

    @Test("a diffable data source reports each stage of a snapshot change and ends on the new snapshot")
    func diffable() throws {
        let source = DiffableDataSource<String, Int, String> { "item \($0)" }
        source.sectionInfo = { ListSectionInfo(headerTitle: $0.uppercased()) }
        let probe = ListProbe(source)
        let first = try ListSnapshot<String, Int>([("a", [1, 2, 3]), ("b", [4])])
        source.apply(first)
        #expect(probe.take() == [ChangeSet(insertedSections: [0, 1])])
        var second = try ListSnapshot<String, Int>([("b", [4, 1]), ("c", [5]), ("a", [3])])
        try second.reloadItems([3])
        var completed = 0
        probe.defersCompletions = true
        source.apply(second) { completed += 1 }
        #expect(probe.take().count == 4)
        #expect(probe.history.map(\.hasCompletion) == [false, false, false, false, true])
        #expect(completed == 0)
        probe.finishAnimations()
        #expect(completed == 1)
        source.apply(source.snapshot) { completed += 1 }  // nothing changes: the completion runs at once
        #expect(completed == 2)
        #expect(source.snapshot == second)
        #expect(try source.item(at: ip(0, 1)) == "item 1")
        #expect(try source.itemIdentifier(at: ip(2, 0)) == 3)
        #expect(source.sectionInfo(at: 1).headerTitle == "C")
        #expect(throws: ListError.sectionOutOfRange(section: 3, count: 3)) {
            try source.numberOfRows(inSection: 3)
        }
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
        var probe: ListProbe<Int>?
        do {
            let source = DiffableDataSource<String, Int, Int> { $0 }
            probe = ListProbe(source)
            source.apply(try ListSnapshot([("a", [1, 2])]))
            weakSource = source
        }
        #expect(probe?.batches == [ChangeSet(insertedSections: [0])])
        probe = nil
        #expect(weakSource == nil)
    }

    @Test("a mutable array data source rejects a move destination out of range")
    func moveDestinationOutOfRange() {
        let source = MutableArrayDataSource(model: ArrayModel(["a", "b"])) { $0 }
        source.allowsMoving = true
        #expect(throws: ListError.indexPathOutOfRange(ip(0, 2), rowCount: 2)) {
            try source.perform(.move(to: ip(0, 2)), at: ip(0, 0))
        }
    }
}
