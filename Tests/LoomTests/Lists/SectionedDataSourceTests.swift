import Loom
import LoomTesting
import Testing

/// A section model that is also the section's header view model.
struct AlbumSection: SectionHeaderFooterViewModel, Identifiable, Equatable, Differentiable {
    let id: String
    var title: String?
    init(_ id: String, title: String? = nil) {
        self.id = id
        self.title = title ?? id
    }
}

/// Records the edits value rows perform.
@MainActor
final class EditLog {
    var edits: [String] = []
}

/// A value row that edits itself (through the log it refers to); it is an `EditableListItem` by an
/// extension, as `ValueCellViewModel` recommends.
struct NoteRow: ValueCellViewModel {
    let id: Int
    var title: String
    let log: EditLog
    var differenceID: Int { id }
    func isContentEqual(to other: NoteRow) -> Bool { title == other.title }
}

extension NoteRow: EditableListItem {
    var editingStyle: ListEditingStyle { .delete }
    var canMove: Bool { id != 0 }
    func performEdit(_ edit: ListRowEdit, at indexPath: ListIndexPath) throws(ListError) {
        log.edits.append("\(edit) \(title) at \(indexPath)")
    }
}

@MainActor
@Suite("SectionedDataSource: value view models diffed by identity and content")
struct SectionedDataSourceTests {
    private func section(_ id: String, _ rows: [(Int, String)]) -> ListSection<AlbumSection, TrackRow> {
        ListSection(model: AlbumSection(id), items: rows.map { TrackRow(id: $0.0, title: $0.1) })
    }

    @Test("applying sections of values inserts, deletes and moves rows by identity; every batch is valid")
    func diffsByIdentity() throws {
        let source = SectionedDataSource<AlbumSection, TrackRow>()
        let probe = ListProbe(source) { $0.title }
        try source.apply([section("A", [(1, "a"), (2, "b"), (3, "c")])])
        #expect(probe.take() == [ChangeSet(insertedSections: [0])])
        try source.apply([
            section("A", [(3, "c"), (1, "a")]),
            section("B", [(2, "b"), (4, "d")]),
        ])
        #expect(probe.rows == [["c", "a"], ["b", "d"]])
        let batches = probe.take()
        #expect(batches.count == 2)
        #expect(batches.first == ChangeSet(insertedSections: [1]))
        #expect(source.sections.map(\.model.id) == ["A", "B"])
        #expect(source.indexPath(of: 2) == ip(1, 0))
        #expect(source.indexPath(of: 9) == nil)
        #expect(try source.sectionModel(at: 1) == AlbumSection("B"))
    }

    @Test(
        "following a property applies every new value; one with repeated identities is shown whole, with its error"
    )
    func followsProperty() throws {
        let sections = MutableProperty([section("A", [(1, "a"), (2, "b")])])
        let source = SectionedDataSource(following: sections)
        let probe = ListProbe(source) { $0.title }
        sections.value = [section("A", [(2, "b"), (1, "A")])]
        #expect(
            probe.take() == [
                ChangeSet(movedRows: [.init(from: ip(0, 1), to: ip(0, 0))]),
                ChangeSet(reloadedRows: [ip(0, 1)]),
            ])
        sections.value = [section("A", [(1, "x"), (1, "y")])]
        #expect(probe.rows == [["x", "y"]])
        #expect(probe.take() == [ChangeSet(deletedSections: [0], insertedSections: [0])])
        #expect(source.followingError == .duplicateDifferenceID("1", in: .new))
        sections.value = [section("A", [(3, "c")])]
        #expect(probe.rows == [["c"]])
        #expect(source.followingError == nil)
        #expect(probe.failures.isEmpty)
        let leaks = LeakTracker()
        do {
            leaks.track(SectionedDataSource(following: sections), "follower")
        }
        leaks.expectReleased()
    }

    @Test("a value whose content changed under the same identity is reloaded in place")
    func contentChangeReloads() throws {
        let source = SectionedDataSource(sections: [section("A", [(1, "a"), (2, "b")])])
        let probe = ListProbe(source) { $0.title }
        try source.apply([section("A", [(1, "a"), (2, "B")])])
        #expect(probe.take() == [ChangeSet(reloadedRows: [ip(0, 1)])])
        #expect(probe.rows == [["a", "B"]])
        #expect(try source.item(at: ip(0, 1)) == TrackRow(id: 2, title: "B"))
    }

    @Test("the completion runs once the list view has shown the last stage, at once when nothing changed")
    func completion() throws {
        let source = SectionedDataSource(sections: [section("A", [(1, "a")])])
        let probe = ListProbe(source) { $0.title }
        probe.defersCompletions = true
        var log: [String] = []
        try source.apply([section("A", [(2, "b")]), section("B", [])]) { log.append("shown") }
        #expect(probe.history.map(\.hasCompletion) == [false, false, true])
        #expect(log.isEmpty)
        probe.finishAnimations()
        #expect(log == ["shown"])
        try source.apply(source.sections) { log.append("unchanged") }
        #expect(log == ["shown", "unchanged"])
    }

    @Test("duplicate identities in the new sections throw and change nothing")
    func duplicatesThrow() throws {
        let source = SectionedDataSource(sections: [section("A", [(1, "a")])])
        let probe = ListProbe(source) { $0.title }
        var completed = false
        #expect(throws: ListError.duplicateDifferenceID("1", in: .new)) {
            try source.apply([section("A", [(1, "a")]), section("B", [(1, "again")])]) { completed = true }
        }
        #expect(throws: ListError.duplicateDifferenceID("A", in: .new)) {
            try source.apply([section("A", []), section("A", [])])
        }
        #expect(probe.take().isEmpty)
        #expect(!completed)
        #expect(probe.rows == [["a"]])
        #expect(source.sections == [section("A", [(1, "a")])])
    }

    @Test("duplicates among the sections given at creation are replaced whole by the next apply")
    func duplicatesAtCreationReplaced() throws {
        let source = SectionedDataSource(sections: [section("A", [(1, "a"), (1, "a again")])])
        let probe = ListProbe(source) { $0.title }
        try source.apply([section("A", [(1, "a")])])
        #expect(probe.take() == [ChangeSet(deletedSections: [0], insertedSections: [0])])
        #expect(probe.rows == [["a"]])
        #expect(throws: ListError.duplicateDifferenceID("2", in: .new)) {
            let broken = SectionedDataSource(sections: [section("A", [(1, "a"), (1, "b")])])
            try broken.apply([section("A", [(2, "a"), (2, "b")])])
        }
    }

    @Test("bad index paths and sections are typed errors")
    func badInput() {
        let source = SectionedDataSource(sections: [section("A", [(1, "a")])])
        #expect(throws: ListError.sectionOutOfRange(section: 1, count: 1)) {
            try source.numberOfRows(inSection: 1)
        }
        #expect(throws: ListError.indexPathOutOfRange(ip(0, 1), rowCount: 1)) {
            try source.item(at: ip(0, 1))
        }
        #expect(throws: ListError.sectionOutOfRange(section: -1, count: 1)) {
            try source.sectionModel(at: -1)
        }
    }

    @Test("editing reaches value rows that are EditableListItems")
    func editingValues() throws {
        let log = EditLog()
        let source = SectionedDataSource(sections: [
            ListSection(
                model: AlbumSection("A"),
                items: [NoteRow(id: 0, title: "x", log: log), NoteRow(id: 1, title: "y", log: log)])
        ])
        #expect(source.editingStyle(at: ip(0, 1)) == .delete)
        #expect(!source.canMoveRow(at: ip(0, 0)))
        #expect(source.canMoveRow(at: ip(0, 1)))
        try source.perform(.delete, at: ip(0, 1))
        try source.perform(.move(to: ip(0, 0)), at: ip(0, 1))
        #expect(throws: ListError.editingNotSupported(operation: "move", ip(0, 0))) {
            try source.perform(.move(to: ip(0, 1)), at: ip(0, 0))
        }
        #expect(throws: ListError.editingNotSupported(operation: "insert", ip(0, 0))) {
            try source.perform(.insert, at: ip(0, 0))
        }
        #expect(log.edits == ["delete y at 0-1", "move to 0-0 y at 0-1"])
        source.setEditing(true)
        #expect(source.isEditing)
    }

    @Test("reuse identifiers come from value and class items alike")
    func reuseIdentifiers() {
        let values = SectionedDataSource<AlbumSection, AlbumRow>(sections: [
            ListSection(model: AlbumSection("A"), items: [AlbumRow(id: 1, name: "x")])
        ])
        #expect(values.reuseIdentifier(at: ip(0, 0)) == "AlbumCell")
        #expect(values.reuseIdentifier(at: ip(0, 1)) == nil)
        let objects = ArrayDataSource<any CellViewModel>(items: [InsertCellViewModel()])
        #expect(objects.reuseIdentifier(at: ip(0, 0)) == "InsertCellViewModel")
        #expect(ArrayDataSource(items: ["plain"]).reuseIdentifier(at: ip(0, 0)) == nil)
    }

    @Test("a value data source inside a composite is re-based like any child")
    func insideComposite() throws {
        let values = SectionedDataSource(sections: [section("A", [(1, "a")])])
        let tree = MultiSectionDataSource<TrackRow>(children: [
            ArrayDataSource(items: [TrackRow(id: 100, title: "pinned")]), values,
        ])
        let probe = ListProbe(tree) { $0.title }
        try values.apply([section("A", [(2, "b"), (1, "a")]), section("B", [(3, "c")])])
        #expect(probe.rows == [["pinned"], ["b", "a"], ["c"]])
        #expect(probe.batches.allSatisfy { $0.insertedSections.allSatisfy { $0 >= 1 } })
        #expect(probe.batches.contains(ChangeSet(insertedSections: [2])))
    }

    @Test("the data source and its updater are released with the probe; it holds its parent weakly")
    func lifetime() throws {
        let leaks = LeakTracker()
        do {
            let source = SectionedDataSource(sections: [section("A", [(1, "a")])])
            let probe = ListProbe(source) { $0.title }
            try source.apply([section("A", [(1, "b")])])
            leaks.track(source, "data source")
            leaks.track(probe, "probe")
        }
        leaks.expectReleased()
    }
}
