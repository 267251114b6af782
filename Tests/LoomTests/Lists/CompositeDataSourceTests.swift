import Loom
import LoomTesting
import Testing

@MainActor
@Suite("MultiSectionDataSource and MultiRowDataSource: the seed's A=3, B=5, C=2 scenarios")
struct CompositeDataSourceTests {
    // MARK: Multi-section

    @MainActor struct Sections {
        let a = StubDataSource("A", sections: 3)
        let b = StubDataSource("B", sections: 5)
        let c = StubDataSource("C", sections: 2)
        let source: MultiSectionDataSource<String>
        let probe: ListProbe<String>

        init() {
            source = MultiSectionDataSource(children: [a, b])
            probe = ListProbe(source)
        }
    }

    @Test("sections are the sum of the children's sections")
    func sectionCount() {
        #expect(Sections().source.numberOfSections == 8)
    }

    @Test("adding C reports sections 8 and 9 as inserted")
    func addC() {
        let f = Sections()
        f.source.append(f.c)
        #expect(f.source.numberOfSections == 10)
        #expect(f.probe.take() == [ChangeSet(insertedSections: [8, 9])])
    }

    @Test("inserting C at 0 reports sections 0 and 1 as inserted")
    func insertC() throws {
        let f = Sections()
        try f.source.insert(f.c, at: 0)
        #expect(f.probe.take() == [ChangeSet(insertedSections: [0, 1])])
        #expect(try f.source.item(at: ip(0, 0)) == "C 0-0")
    }

    @Test("removing A reports sections 0, 1, 2 as deleted")
    func removeA() throws {
        let f = Sections()
        try f.source.remove(f.a)
        #expect(f.probe.take() == [ChangeSet(deletedSections: [0, 1, 2])])
        #expect(f.a.parent == nil)
    }

    @Test("removing child 1 (B) reports five deletions starting at section 3")
    func removeIndex1() throws {
        let f = Sections()
        try f.source.remove(at: 1)
        #expect(f.probe.take() == [ChangeSet(deletedSections: [3, 4, 5, 6, 7])])
    }

    @Test("rows, items, headers and titles are routed to the child that shows the section")
    func routing() throws {
        let f = Sections()
        #expect(try f.source.numberOfRows(inSection: 1) == 2)  // A section 1
        #expect(try f.source.numberOfRows(inSection: 7) == 5)  // B section 4
        #expect(try f.source.item(at: ip(3, 0)) == "B 0-0")
        #expect(f.source.sectionInfo(at: 7).header?.title == "B header 4")
        #expect(f.source.sectionInfo(at: 1).headerTitle == "A title 1")
        #expect(f.source.sectionInfo(at: 3).headerTitle == "B title 0")
        #expect(f.source.sectionInfo(at: 3).footerTitle == "B footer 0")
        #expect(f.source.sectionInfo(at: 4).footer?.title == "B footer item 1")
        #expect(f.source.sectionInfo(at: 8).footer == nil)
        let (child, offset, local) = try f.source.locate(ip(4, 1))
        #expect(child === f.b)
        #expect(offset == 3)
        #expect(local == ip(1, 1))
    }

    @Test("out-of-range sections, index paths and child indexes throw typed errors")
    func badInput() {
        let f = Sections()
        #expect(throws: ListError.sectionOutOfRange(section: 9, count: 8)) {
            try f.source.numberOfRows(inSection: 9)
        }
        #expect(throws: ListError.sectionOutOfRange(section: 8, count: 8)) { try f.source.item(at: ip(8, 0)) }
        #expect(throws: ListError.indexPathOutOfRange(ip(0, 1), rowCount: 1)) {
            try f.source.item(at: ip(3, 1))
        }
        #expect(throws: ListError.childIndexOutOfRange(index: 3, count: 2)) {
            try f.source.insert(f.c, at: 3)
        }
        #expect(throws: ListError.childIndexOutOfRange(index: 2, count: 2)) { try f.source.remove(at: 2) }
        #expect(throws: ListError.childIndexOutOfRange(index: -1, count: 2)) { try f.source.child(at: -1) }
        #expect(throws: ListError.unknownChild) { try f.source.remove(f.c) }
        #expect(f.probe.take().isEmpty)
    }

    @Test("a child's change is re-based by the sections before it")
    func childChangeRebased() {
        let f = Sections()
        f.b.appendRow()
        #expect(f.probe.take() == [ChangeSet(insertedRows: [ip(3, 1)])])
    }

    @Test("changes from a removed child are no longer forwarded")
    func removedChildIgnored() throws {
        let f = Sections()
        try f.source.remove(f.b)
        _ = f.probe.take()
        f.b.appendRow()
        #expect(f.probe.take().isEmpty)
    }

    @Test("section index titles are concatenated and mapped into the composite's sections")
    func indexTitles() {
        let a = StubDataSource("A", sections: 2, indexTitles: ["a", "b"])
        let b = StubDataSource("B", sections: 2, indexTitles: ["c", "d"])
        let source = MultiSectionDataSource<String>(children: [a, b])
        #expect(source.sectionIndexTitles == ["a", "b", "c", "d"])
        #expect(source.indexPath(forSectionIndexTitle: "d", at: 3) == ip(3, 0))
        #expect(source.indexPath(forSectionIndexTitle: "a", at: 0) == ip(0, 0))
        #expect(source.indexPath(forSectionIndexTitle: "c", at: 0) == ip(2, 0))  // found by name
        #expect(source.indexPath(forSectionIndexTitle: "z", at: 0) == nil)
        #expect(
            MultiSectionDataSource<String>(children: [StubDataSource("X", sections: 1)]).sectionIndexTitles
                == nil)
    }

    @Test("a title shared by two children leads to the child that owns it at that index")
    func indexTitlesByIndex() {
        let a = StubDataSource("A", sections: 2, indexTitles: ["x", "y"])
        let b = StubDataSource("B", sections: 3, indexTitles: ["p", "x", "q"])
        let source = MultiSectionDataSource<String>(children: [a, b])
        #expect(source.indexPath(forSectionIndexTitle: "x", at: 0) == ip(0, 0))
        #expect(source.indexPath(forSectionIndexTitle: "x", at: 3) == ip(3, 0))  // B's section 1
    }

    @Test("multi-row: a child's index title leads to its row, offset by the rows before it")
    func rowsIndexTitles() throws {
        let first = try GroupedDataSource<String, String>(keys: ["A", "B"]) { key in
            ArrayDataSource(items: ["\(key)1", "\(key)2"])
        }
        first.indexTitle = { $0 }
        let second = try GroupedDataSource<String, String>(keys: ["C"]) { key in
            ArrayDataSource(items: ["\(key)1", "\(key)2", "\(key)3"])
        }
        second.indexTitle = { $0 }
        let source = MultiRowDataSource<String>(children: [ArrayDataSource(items: ["top"]), first, second])
        #expect(source.sectionIndexTitles == ["A", "B", "C"])
        #expect(source.indexPath(forSectionIndexTitle: "A", at: 0) == ip(0, 1))
        #expect(source.indexPath(forSectionIndexTitle: "B", at: 1) == ip(0, 3))
        #expect(source.indexPath(forSectionIndexTitle: "C", at: 2) == ip(0, 5))
        #expect(try source.item(at: ip(0, 5)) == "C1")
    }

    @Test("editing is forwarded once to every child, and setting it again does nothing")
    func editing() {
        let f = Sections()
        f.source.setEditing(true)
        f.source.setEditing(true)
        #expect(f.a.isEditing && f.b.isEditing)
        #expect(f.a.editingCalls == 1)
        f.source.setEditing(false)
        #expect(!f.b.isEditing)
    }

    @Test("reset replaces the children silently and detaches the old ones")
    func reset() {
        let f = Sections()
        f.source.reset(children: [f.c])
        #expect(f.probe.take().isEmpty)
        #expect(f.a.parent == nil)
        #expect(f.c.parent === f.source)
        #expect(f.source.numberOfSections == 2)
    }

    @Test("a composite is released when its owner lets go; children hold it weakly")
    func composeReleased() {
        let child = StubDataSource("A", sections: 1)
        weak var weakSource: MultiSectionDataSource<String>?
        do {
            let source = MultiSectionDataSource<String>(children: [child])
            weakSource = source
            #expect(child.parent === source)
        }
        #expect(weakSource == nil)
        #expect(child.parent == nil)
    }

    // MARK: Multi-row

    @MainActor struct Rows {
        let a = ArrayDataSource(items: ["a0", "a1", "a2"])
        let b = ArrayDataSource(items: ["b0", "b1", "b2", "b3", "b4"])
        let c = ArrayDataSource(items: ["c0", "c1"])
        let source: MultiRowDataSource<String>
        let probe: ListProbe<String>

        init() {
            source = MultiRowDataSource(children: [a, b])
            probe = ListProbe(source)
        }
    }

    @Test("multi-row: one section whose rows are the children's rows")
    func rowsCount() throws {
        let f = Rows()
        #expect(f.source.numberOfSections == 1)
        #expect(try f.source.numberOfRows(inSection: 0) == 8)
        #expect(try f.source.item(at: ip(0, 3)) == "b0")
        #expect(throws: ListError.sectionOutOfRange(section: 1, count: 1)) {
            try f.source.numberOfRows(inSection: 1)
        }
        #expect(throws: ListError.indexPathOutOfRange(ip(0, 8), rowCount: 8)) {
            try f.source.item(at: ip(0, 8))
        }
    }

    @Test("multi-row: adding C reports rows 8 and 9; inserting at 0 reports rows 0 and 1")
    func rowsAdd() throws {
        let f = Rows()
        f.source.append(f.c)
        #expect(f.probe.take() == [ChangeSet(insertedRows: [ip(0, 8), ip(0, 9)])])
        let g = Rows()
        try g.source.insert(g.c, at: 0)
        #expect(g.probe.take() == [ChangeSet(insertedRows: [ip(0, 0), ip(0, 1)])])
    }

    @Test("multi-row: removing A reports rows 0–2; removing index 1 reports five rows from 3")
    func rowsRemove() throws {
        let f = Rows()
        try f.source.remove(f.a)
        #expect(f.probe.take() == [ChangeSet(deletedRows: [ip(0, 0), ip(0, 1), ip(0, 2)])])
        let g = Rows()
        try g.source.remove(at: 1)
        #expect(g.probe.take() == [ChangeSet(deletedRows: (3..<8).map { ip(0, $0) })])
    }

    @Test("multi-row: with A=1 and B=1, row 1 is B's row 0")
    func rowsRouting() throws {
        let source = MultiRowDataSource<String>(children: [
            ArrayDataSource(items: ["a"]), ArrayDataSource(items: ["b"]),
        ])
        #expect(try source.item(at: ip(0, 1)) == "b")
    }

    @Test("multi-row: a child's row change is re-based by the rows before it")
    func rowsRebase() throws {
        let model = ArrayModel(["x"])
        let mutable = MutableArrayDataSource(model: model) { $0 }
        let source = MultiRowDataSource<String>(children: [ArrayDataSource(items: ["a", "b"]), mutable])
        let probe = ListProbe(source)
        model.append("y")
        try model.move(from: 1, to: 0)
        #expect(
            probe.take() == [
                ChangeSet(insertedRows: [ip(0, 3)]),
                ChangeSet(movedRows: [.init(from: ip(0, 3), to: ip(0, 2))]),
            ])
    }

    @Test("edits are routed to the child; a move to another child throws")
    func rowsEditing() throws {
        let model = ArrayModel(["x", "y"])
        let mutable = MutableArrayDataSource(model: model) { $0 }
        mutable.allowsDeleting = true
        let source = MultiRowDataSource<String>(children: [ArrayDataSource(items: ["a"]), mutable])
        let probe = ListProbe(source)
        #expect(source.editingStyle(at: ip(0, 1)) == .delete)
        #expect(source.editingStyle(at: ip(0, 0)) == .none)
        try source.perform(.delete, at: ip(0, 2))
        #expect(probe.take() == [ChangeSet(deletedRows: [ip(0, 2)])])
        #expect(throws: ListError.self) { try source.perform(.move(to: ip(0, 1)), at: ip(0, 0)) }
    }
}
