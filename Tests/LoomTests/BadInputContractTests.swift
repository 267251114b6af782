import Loom
import LoomTesting
import Testing

/// Contract 6, clause by clause, for the core: every kind of bad input is a thrown, typed,
/// descriptive error that changes nothing (or a documented precondition), never silent corruption.
/// Storage and services have their own suites (see Sources/Loom/Loom.docc/Articles/Contracts.md).
@MainActor
@Suite("Contract 6: bad input")
struct BadInputContractTests {
    private func ip(_ section: Int, _ row: Int) -> ListIndexPath { ListIndexPath(section: section, row: row) }

    /// Every kind of data source, each showing [["a", "b"]] in one section.
    private func everyDataSource() throws -> [(String, any ListDataSource<String>)] {
        let diffable = DiffableDataSource<String, String, String> { $0 }
        diffable.apply(try ListSnapshot([("s", ["a", "b"])]))
        return [
            ("array", ArrayDataSource(items: ["a", "b"])),
            ("mutable array", MutableArrayDataSource(model: ArrayModel(["a", "b"])) { $0 }),
            (
                "multi-section",
                MultiSectionDataSource<String>(children: [ArrayDataSource(items: ["a", "b"])])
            ),
            (
                "multi-row",
                MultiRowDataSource<String>(children: [
                    ArrayDataSource(items: ["a"]), ArrayDataSource(items: ["b"]),
                ])
            ),
            (
                "editing",
                EditingDataSource<String>(
                    dataSource: ArrayDataSource(items: ["a", "b"]),
                    editDataSource: ArrayDataSource(items: ["+"]),
                    editAsSection: true)
            ),
            (
                "grouped",
                try GroupedDataSource<String, String>(keys: ["a", "b"]) { ArrayDataSource(items: [$0]) }
            ),
            ("diffable", diffable),
        ]
    }

    @Test("an invalid index path is a typed error naming the path, from every data source")
    func invalidIndexPaths() throws {
        for (name, source) in try everyDataSource() {
            #expect(throws: ListError.indexPathOutOfRange(ip(0, 2), rowCount: 2), "\(name)") {
                try source.item(at: ip(0, 2))
            }
            #expect(throws: ListError.indexPathOutOfRange(ip(0, -1), rowCount: 2), "\(name)") {
                try source.item(at: ip(0, -1))
            }
            #expect(throws: ListError.sectionOutOfRange(section: 1, count: 1), "\(name)") {
                try source.numberOfRows(inSection: 1)
            }
            #expect(throws: ListError.sectionOutOfRange(section: -1, count: 1), "\(name)") {
                try source.item(at: ip(-1, 0))
            }
            #expect(source.rowCounts == [2], "\(name): nothing changed")
        }
        #expect(
            ListError.indexPathOutOfRange(ip(0, 2), rowCount: 2).description
                == "index path 0-2 is out of range: section 0 has 2 rows")
    }

    @Test("an edit of a row that does not exist, or does not allow it, is a typed error that changes nothing")
    func invalidEdits() throws {
        let model = ArrayModel(["a", "b"])
        let source = MutableArrayDataSource(model: model) { $0 }
        let probe = ListProbe(source)
        #expect(throws: ListError.editingNotSupported(operation: "delete", ip(0, 0))) {
            try source.perform(.delete, at: ip(0, 0))
        }
        source.allowsDeleting = true
        source.allowsMoving = true
        #expect(throws: ListError.indexPathOutOfRange(ip(0, 5), rowCount: 2)) {
            try source.perform(.delete, at: ip(0, 5))
        }
        #expect(throws: ListError.indexPathOutOfRange(ip(0, 2), rowCount: 2)) {
            try source.perform(.move(to: ip(0, 2)), at: ip(0, 0))
        }
        #expect(throws: ListError.editingNotSupported(operation: "insert", ip(0, 0))) {
            try source.perform(.insert, at: ip(0, 0))
        }
        #expect(model.elements == ["a", "b"])
        #expect(probe.batches.isEmpty)
        #expect(
            ListError.editingFailed(operation: "delete", ip(0, 1), reason: "read-only").description
                == "delete of the row at 0-1 failed: read-only")
    }

    @Test("a bad index into an ArrayModel is a typed error; the array and its observers see nothing")
    func arrayModelIndexes() {
        let model = ArrayModel(["a"])
        var sent = 0
        let token = model.changes.observe { _ in sent += 1 }
        #expect(throws: ListError.indexPathOutOfRange(ip(0, 1), rowCount: 1)) { try model.remove(at: 1) }
        #expect(throws: ListError.indexPathOutOfRange(ip(0, 2), rowCount: 1)) { try model.insert("x", at: 2) }
        #expect(throws: ListError.indexPathOutOfRange(ip(0, -1), rowCount: 1)) {
            try model.move(from: -1, to: 0)
        }
        #expect(model.elements == ["a"])
        #expect(sent == 0)
        token.cancel()
    }

    @Test("duplicate identifiers in a snapshot, a diff or grouped keys throw and change nothing")
    func duplicateIdentifiers() throws {
        var snapshot = try ListSnapshot<String, Int>([("a", [1])])
        let before = snapshot
        #expect(throws: ListError.duplicateItem("1")) { try snapshot.appendItems([1], toSection: "a") }
        #expect(throws: ListError.duplicateItem("2")) { try snapshot.appendItems([2, 2], toSection: "a") }
        #expect(throws: ListError.duplicateSection("a")) { try snapshot.appendSections(["a"]) }
        #expect(snapshot == before)
        #expect(throws: ListError.duplicateItem("1")) {
            try ListSnapshot<String, Int>([("a", [1]), ("b", [1])])
        }

        struct Item: Identifiable, Equatable, Differentiable { let id: Int }
        #expect(throws: ListError.duplicateDifferenceID("3", in: .new)) {
            try StagedChangeSet(from: [Item(id: 1)], to: [Item(id: 3), Item(id: 3)])
        }
        #expect(throws: ListError.duplicateDifferenceID("1", in: .old)) {
            try StagedChangeSet(from: [Item(id: 1), Item(id: 1)], to: [Item(id: 1)])
        }

        let grouped = try GroupedDataSource<String, String>(keys: ["a"]) { ArrayDataSource(items: [$0]) }
        let probe = ListProbe(grouped)
        #expect(throws: ListError.duplicateDifferenceID("b", in: .new)) {
            try grouped.update(keys: ["b", "b"])
        }
        #expect(grouped.keys == ["a"])
        #expect(probe.batches.isEmpty)
        #expect(
            ListError.duplicateDifferenceID("3", in: .new).description
                == "difference identifier 3 occurs more than once in the new contents")
    }

    @Test("a data source that must show duplicates replaces every section in one valid batch and says why")
    func duplicatesShownAnyway() throws {
        struct Row: Equatable, Differentiable {
            let id: Int
            var differenceID: Int { id }
            func isContentEqual(to other: Row) -> Bool { true }
        }
        let old = [ListSection(model: Key("s"), items: [Row(id: 1)])]
        let new = [ListSection(model: Key("s"), items: [Row(id: 2), Row(id: 2)])]
        let (staged, failure) = StagedChangeSet.diffOrReplace(from: old, to: new)
        #expect(failure == .duplicateDifferenceID("2", in: .new))
        #expect(staged.stages.map(\.changeSet) == [ChangeSet(deletedSections: [0], insertedSections: [0])])
    }

    private struct Key: Hashable, Differentiable {
        let name: String
        init(_ name: String) { self.name = name }
        var differenceID: String { name }
        func isContentEqual(to other: Key) -> Bool { true }
    }

    @Test("a negative offset throws and leaves the change set and the update unchanged")
    func negativeOffsets() throws {
        var changes = ChangeSet(insertedSections: [1], deletedRows: [ip(2, 0)])
        let before = changes
        #expect(
            throws: ListError.negativeIndexAfterOffset(index: "section 1", sectionOffset: -2, rowOffset: 0)
        ) {
            try changes.offset(sections: -2, rows: 0)
        }
        #expect(changes == before)
        let update = ListUpdate(before) {}
        #expect(
            throws: ListError.negativeIndexAfterOffset(
                index: "index path 2-0", sectionOffset: 0, rowOffset: -1)
        ) {
            try update.rebased(sections: 0, rows: -1)
        }
        #expect(update.changeSet == before)
        #expect(
            ListError.negativeIndexAfterOffset(index: "section 1", sectionOffset: -2, rowOffset: 0)
                .description
                == "offsetting by (-2, 0) would make section 1 negative")
    }

    @Test("out-of-range and unknown children are typed errors; the composite reports nothing")
    func children() throws {
        let kept = ArrayDataSource(items: ["a"])
        let stranger = ArrayDataSource(items: ["x"])
        let source = MultiSectionDataSource<String>(children: [kept])
        let probe = ListProbe(source)
        #expect(throws: ListError.childIndexOutOfRange(index: 2, count: 1)) {
            try source.insert(stranger, at: 2)
        }
        #expect(throws: ListError.childIndexOutOfRange(index: 1, count: 1)) { try source.remove(at: 1) }
        #expect(throws: ListError.childIndexOutOfRange(index: -1, count: 1)) { try source.child(at: -1) }
        #expect(throws: ListError.unknownChild) { try source.remove(stranger) }
        #expect(source.children.count == 1)
        #expect(stranger.parent == nil)
        #expect(probe.batches.isEmpty)
    }

    @Test("unknown sections and items of a snapshot throw and change nothing")
    func unknownRows() throws {
        var snapshot = try ListSnapshot<String, Int>([("a", [1, 2])])
        let before = snapshot
        #expect(throws: ListError.unknownSection("z")) { try snapshot.appendItems([3], toSection: "z") }
        #expect(throws: ListError.unknownItem("9")) { try snapshot.deleteItems([1, 9]) }
        #expect(throws: ListError.unknownItem("9")) { try snapshot.moveItem(9, to: .before(1)) }
        #expect(throws: ListError.unknownItem("9")) { try snapshot.reloadItems([9]) }
        #expect(throws: ListError.unknownSection("z")) { try snapshot.reloadSections(["z"]) }
        #expect(throws: ListError.indexPathOutOfRange(ip(0, 2), rowCount: 2)) {
            try snapshot.itemIdentifier(at: ip(0, 2))
        }
        #expect(snapshot == before)
        #expect(snapshot.reloadedItems.isEmpty && snapshot.reloadedSections.isEmpty)
    }

    @Test("an invalid batch is a typed error naming UIKit's rule, and is never applied")
    func invalidBatches() {
        #expect(throws: BatchUpdateError.rowOutOfRange(.delete, ip(0, 5), rowCount: 1)) {
            try ChangeSet(deletedRows: [ip(0, 5)]).apply(to: ["a"], fillingFrom: [])
        }
        let error = BatchUpdateError.invalidSectionCount(before: 1, after: 3, inserted: 1, deleted: 0)
        #expect(throws: error) {
            try BatchUpdateValidator.validate(
                ChangeSet(insertedSections: [0]), oldRowCounts: [1], newRowCounts: [1, 1, 1])
        }
        #expect(error.description.hasSuffix("(rule: section count)"))
    }
}
