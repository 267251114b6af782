@_spi(Testing) import Loom
import LoomTesting
import Testing

@MainActor
@Suite("ArrayModel, ArrayDataSource and MutableArrayDataSource")
struct ArrayDataSourceTests {
    // MARK: ArrayModel

    @Test("every ArrayModel mutation sends one change set, with the elements, after the array changed")
    func arrayModelMutations() throws {
        let model = ArrayModel(["a", "b"])
        var seen: [(ChangeSet, [String])] = []
        let token = model.changes.observe { seen.append(($0.changeSet, model.elements)) }
        model.append("c")
        try model.insert("x", at: 0)
        try model.remove(at: 1)
        try model.replace(at: 0, with: "y")
        try model.move(from: 0, to: 2)
        model.remove("b")
        model.remove("zzz")
        model.replaceAll(with: ["q"])
        token.cancel()
        #expect(
            seen.map(\.0) == [
                ChangeSet(insertedRows: [ip(0, 2)]), ChangeSet(insertedRows: [ip(0, 0)]),
                ChangeSet(deletedRows: [ip(0, 1)]),
                ChangeSet(reloadedRows: [ip(0, 0)]),
                ChangeSet(movedRows: [.init(from: ip(0, 0), to: ip(0, 2))]),
                ChangeSet(deletedRows: [ip(0, 0)]),
                ChangeSet(deletedRows: [ip(0, 0), ip(0, 1)], insertedRows: [ip(0, 0)]),
            ])
        #expect(
            seen.map(\.1) == [
                ["a", "b", "c"], ["x", "a", "b", "c"], ["x", "b", "c"], ["y", "b", "c"], ["b", "c", "y"],
                ["c", "y"], ["q"],
            ])
    }

    @Test("ArrayModel rejects out-of-range indexes with a typed error and sends nothing")
    func arrayModelBadIndexes() {
        let model = ArrayModel(["a"])
        var count = 0
        let token = model.changes.observe { _ in count += 1 }
        #expect(throws: ListError.indexPathOutOfRange(ip(0, 2), rowCount: 1)) { try model.insert("x", at: 2) }
        #expect(throws: ListError.indexPathOutOfRange(ip(0, 1), rowCount: 1)) { try model.remove(at: 1) }
        #expect(throws: ListError.indexPathOutOfRange(ip(0, -1), rowCount: 1)) {
            try model.replace(at: -1, with: "x")
        }
        #expect(throws: ListError.indexPathOutOfRange(ip(0, 1), rowCount: 1)) {
            try model.move(from: 0, to: 1)
        }
        #expect(throws: ListError.indexPathOutOfRange(ip(0, 3), rowCount: 1)) { try model.element(at: 3) }
        #expect(count == 0)
        #expect(model.elements == ["a"])
        token.cancel()
    }

    // MARK: ArrayDataSource

    @Test("an array data source has one section of its items and a header")
    func arraySource() throws {
        let source = ArrayDataSource(items: ["a", "b"], header: SectionTitleViewModel(title: "h"))
        source.sectionInfo.headerTitle = "Title"
        source.sectionInfo.footer = SectionTitleViewModel(title: "f")
        #expect(source.numberOfSections == 1)
        #expect(try source.numberOfRows(inSection: 0) == 2)
        #expect(try source.item(at: ip(0, 1)) == "b")
        #expect(source.sectionInfo(at: 0).header?.title == "h")
        #expect(source.sectionInfo(at: 0).headerTitle == "Title")
        #expect(source.sectionInfo(at: 1).header == nil)
        #expect(source.sectionInfo(at: 0).footer?.title == "f")
        #expect(!source.canEditRow(at: ip(0, 0)))
    }

    @Test("an array data source rejects other sections and rows with typed errors")
    func arraySourceBadInput() {
        let source = ArrayDataSource(items: ["a"])
        #expect(throws: ListError.sectionOutOfRange(section: 1, count: 1)) {
            try source.numberOfRows(inSection: 1)
        }
        #expect(throws: ListError.indexPathOutOfRange(ip(0, 1), rowCount: 1)) {
            try source.item(at: ip(0, 1))
        }
        #expect(throws: ListError.sectionOutOfRange(section: 2, count: 1)) { try source.item(at: ip(2, 0)) }
        #expect(throws: ListError.editingNotSupported(operation: "delete", ip(0, 0))) {
            try source.perform(.delete, at: ip(0, 0))
        }
        #expect(throws: ListError.editingNotSupported(operation: "insert", ip(0, 0))) {
            try source.perform(.insert, at: ip(0, 0))
        }
    }

    @Test("reset replaces the items without reporting a change")
    func arraySourceReset() {
        let source = ArrayDataSource(items: ["a"])
        let probe = ListProbe(source)
        source.reset(items: ["b", "c"])
        #expect(probe.take().isEmpty)
        #expect(source.items == ["b", "c"])
    }

    @Test("editing is routed to the items: style, move, delete, insert, and their failures")
    func routedEditing() throws {
        let delete = EditableRow("delete")
        let insert = EditableRow("insert", style: .insert, canMove: false)
        let source = ArrayDataSource<EditableRow>(items: [delete, insert])
        #expect(source.editingStyle(at: ip(0, 0)) == .delete)
        #expect(source.editingStyle(at: ip(0, 1)) == .insert)
        #expect(source.editingStyle(at: ip(0, 2)) == .none)
        #expect(source.canMoveRow(at: ip(0, 0)) && !source.canMoveRow(at: ip(0, 1)))
        try source.perform(.delete, at: ip(0, 0))
        try source.perform(.insert, at: ip(0, 1))
        try source.perform(.move(to: ip(0, 1)), at: ip(0, 0))
        #expect(delete.edits == [.delete, .move(to: ip(0, 1))])
        #expect(insert.edits == [.insert])
        #expect(throws: ListError.editingNotSupported(operation: "insert", ip(0, 0))) {
            try source.perform(.insert, at: ip(0, 0))
        }
        #expect(throws: ListError.editingNotSupported(operation: "move", ip(0, 1))) {
            try source.perform(.move(to: ip(0, 0)), at: ip(0, 1))
        }
        #expect(throws: ListError.indexPathOutOfRange(ip(0, 2), rowCount: 2)) {
            try source.perform(.move(to: ip(0, 2)), at: ip(0, 0))
        }
        delete.failure = "read-only"
        #expect(throws: ListError.editingFailed(operation: "delete", ip(0, 0), reason: "read-only")) {
            try source.perform(.delete, at: ip(0, 0))
        }
    }

    // MARK: MutableArrayDataSource

    @Test("model mutations are reported as valid change sets that yield the new rows")
    func mutableReports() throws {
        let model = ArrayModel(["a", "b", "c"])
        let source = MutableArrayDataSource(model: model) { $0.uppercased() }
        let probe = ListProbe(source)
        model.append("d")
        try model.remove(at: 0)
        try model.move(from: 2, to: 0)
        try model.replace(at: 1, with: "z")
        model.replaceAll(with: ["x", "y"])
        #expect(probe.take().count == 5)
        #expect(try source.allItems() == [["X", "Y"]])
    }

    @Test("items are made once per row and stay cached as rows shift")
    func mutableCache() throws {
        let model = ArrayModel(["a", "b"])
        var made: [String] = []
        let source = MutableArrayDataSource(model: model) { element -> String in
            made.append(element)
            return element.uppercased()
        }
        _ = try source.allItems()
        #expect(made == ["a", "b"])
        try model.insert("x", at: 0)
        #expect(try source.item(at: ip(0, 1)) == "A")
        #expect(try source.item(at: ip(0, 2)) == "B")
        #expect(made == ["a", "b"])
        #expect(try source.item(at: ip(0, 0)) == "X")
        try model.replace(at: 1, with: "q")  // reload evicts
        #expect(try source.item(at: ip(0, 1)) == "Q")
        #expect(made == ["a", "b", "x", "q"])
        #expect(source.cachedItemCount == 3)
    }

    @Test("delete and move edits change the model when allowed, and throw when not")
    func mutableEditing() throws {
        let model = ArrayModel(["a", "b", "c"])
        let source = MutableArrayDataSource(model: model) { $0 }
        let probe = ListProbe(source)
        #expect(source.editingStyle(at: ip(0, 0)) == .none)
        #expect(throws: ListError.editingNotSupported(operation: "delete", ip(0, 0))) {
            try source.perform(.delete, at: ip(0, 0))
        }
        #expect(throws: ListError.editingNotSupported(operation: "move", ip(0, 0))) {
            try source.perform(.move(to: ip(0, 1)), at: ip(0, 0))
        }
        source.allowsDeleting = true
        source.allowsMoving = true
        #expect(source.editingStyle(at: ip(0, 0)) == .delete)
        #expect(source.canEditRow(at: ip(0, 0)))
        #expect(!source.canEditRow(at: ip(0, 9)))
        #expect(source.canMoveRow(at: ip(0, 2)))
        try source.perform(.delete, at: ip(0, 0))
        try source.perform(.move(to: ip(0, 0)), at: ip(0, 1))
        #expect(model.elements == ["c", "b"])
        #expect(probe.take().count == 2)
        #expect(throws: ListError.indexPathOutOfRange(ip(0, 5), rowCount: 2)) {
            try source.perform(.delete, at: ip(0, 5))
        }
    }

    @Test("a mutable array data source is released when its owner lets go, while the model lives on")
    func mutableReleased() {
        let model = ArrayModel(["a"])
        weak var weakSource: MutableArrayDataSource<String, String>?
        do {
            let source = MutableArrayDataSource(model: model) { $0 }
            weakSource = source
            _ = try? source.item(at: ip(0, 0))
        }
        #expect(weakSource == nil)
        model.append("b")  // no observer left: nothing to crash
        #expect(model.count == 2)
    }
}
