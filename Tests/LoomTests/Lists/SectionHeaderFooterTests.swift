import Loom
import LoomTesting
import Testing

/// A header view model that is a main-actor object (ViewModelKit's header view models).
@MainActor
final class ArtistHeaderViewModel: ViewModel, SectionHeaderFooterViewModel {
    let title: String?
    let albumCount: MutableProperty<Int>
    init(title: String, albumCount: Int) {
        self.title = title
        self.albumCount = MutableProperty(albumCount)
    }
}

/// A header view that shows stock title header view models (a ViewModelOwner like a cell).
@MainActor
final class TitleHeaderView: ViewModelOwner {
    let viewModelSlot = ViewModelSlot<TitleHeaderView>(activation: .whileAttached)
    var text = ""
    var binds = 0
    func bind(viewModel: SectionTitleViewModel) -> Token {
        binds += 1
        text = [viewModel.title, viewModel.subtitle].compactMap { $0 }.joined(separator: " / ")
        return .empty
    }
}

@MainActor
@Suite("Section header and footer view models through the data-source tree")
struct SectionHeaderFooterTests {
    private func headers(_ source: some ListDataSource) -> [String?] {
        (0..<source.numberOfSections).map { source.sectionInfo(at: $0).header?.title }
    }

    private func footers(_ source: some ListDataSource) -> [String?] {
        (0..<source.numberOfSections).map { source.sectionInfo(at: $0).footer?.title }
    }

    @Test("every data source supplies header and footer view models for its sections, none outside them")
    func everySource() throws {
        let array = ArrayDataSource(items: ["a"], header: SectionTitleViewModel(title: "array"))
        array.sectionInfo.footer = SectionTitleViewModel(title: "array footer")
        #expect(headers(array) == ["array"])
        #expect(footers(array) == ["array footer"])

        let mutable = MutableArrayDataSource(model: ArrayModel(["a"])) { $0 }
        mutable.sectionInfo.header = SectionTitleViewModel(title: "mutable")
        mutable.sectionInfo.footer = SectionTitleViewModel(title: "mutable footer")
        #expect(headers(mutable) == ["mutable"])
        #expect(footers(mutable) == ["mutable footer"])

        let diffable = DiffableDataSource<String, Int, Int> { $0 }
        diffable.sectionInfo = {
            ListSectionInfo(
                header: SectionTitleViewModel(title: $0),
                footer: $0 == "B" ? SectionTitleViewModel(title: "end") : nil)
        }
        diffable.apply(try ListSnapshot([("A", [1]), ("B", [2])]))
        #expect(headers(diffable) == ["A", "B"])
        #expect(footers(diffable) == [nil, "end"])

        let sectioned = SectionedDataSource(sections: [
            ListSection(model: AlbumSection("X", title: "Album X"), items: [TrackRow(id: 1, title: "t")])
        ])
        sectioned.sectionInfo = {
            ListSectionInfo(header: $0, footer: SectionTitleViewModel(title: "\($0.id) footer"))
        }
        #expect(headers(sectioned) == ["Album X"])
        #expect(footers(sectioned) == ["X footer"])
        sectioned.sectionInfo = { _ in ListSectionInfo() }
        #expect(headers(sectioned) == [nil])

        let grouped = try GroupedDataSource(keys: ["A"]) { ArrayDataSource(items: [$0]) }
        grouped.sectionInfo.header = SectionTitleViewModel(title: "grouped")
        grouped.sectionInfo.footer = SectionTitleViewModel(title: "grouped footer")
        #expect(headers(grouped) == ["grouped"])
        #expect(footers(grouped) == ["grouped footer"])

        for outside in [-1, 2] {
            #expect(array.sectionInfo(at: outside).header == nil)
            #expect(array.sectionInfo(at: outside).footer == nil)
            #expect(mutable.sectionInfo(at: outside).header == nil)
            #expect(mutable.sectionInfo(at: outside).footer == nil)
            #expect(diffable.sectionInfo(at: outside).header == nil)
            #expect(diffable.sectionInfo(at: outside).footer == nil)
            #expect(sectioned.sectionInfo(at: outside).header == nil)
            #expect(sectioned.sectionInfo(at: outside).footer == nil)
            #expect(grouped.sectionInfo(at: outside).header == nil)
            #expect(grouped.sectionInfo(at: outside).footer == nil)
        }
        #expect(StubSource().sectionInfo(at: 0).header == nil)
        #expect(StubSource().sectionInfo(at: 0).footer == nil)
    }

    @Test("through the whole tree each section's header is its child's, offset by the sections before it")
    func wholeTree() throws {
        let pinned = ArrayDataSource(
            items: [TrackRow(id: 100, title: "p")], header: SectionTitleViewModel(title: "Pinned"))
        pinned.sectionInfo.footer = SectionTitleViewModel(title: "Pinned footer")
        let diffable = DiffableDataSource<String, Int, TrackRow> { TrackRow(id: $0, title: "\($0)") }
        diffable.sectionInfo = { ListSectionInfo(header: SectionTitleViewModel(title: $0)) }
        diffable.apply(try ListSnapshot([("A", [1]), ("B", [2])]))
        let values = SectionedDataSource(sections: [
            ListSection(model: AlbumSection("X"), items: [TrackRow(id: 1, title: "x")])
        ])
        let main = MultiSectionDataSource<TrackRow>(children: [pinned, diffable, values])
        let add = ArrayDataSource(
            items: [TrackRow(id: 0, title: "Add…")], header: SectionTitleViewModel(title: "Add"))
        let root = EditingDataSource(dataSource: main, editDataSource: add, editAsSection: true)
        let probe = ListProbe(root) { $0.title }
        #expect(headers(root) == ["Pinned", "A", "B", "X"])
        #expect(footers(root) == ["Pinned footer", nil, nil, nil])

        root.setEditing(true)
        #expect(headers(root) == ["Pinned", "A", "B", "X", "Add"])

        let recent = SectionedDataSource<AlbumSection, TrackRow>(sections: [
            ListSection(model: AlbumSection("R1"), items: []),
            ListSection(model: AlbumSection("R2"), items: []),
        ])
        try main.insert(recent, at: 0)
        #expect(headers(root) == ["R1", "R2", "Pinned", "A", "B", "X", "Add"])
        #expect(footers(root)[2] == "Pinned footer")

        diffable.apply(try ListSnapshot([("B", [2]), ("C", [3]), ("A", [1])]))
        try values.apply([
            ListSection(
                model: AlbumSection("X", title: "X, remastered"), items: [TrackRow(id: 1, title: "x")]),
            ListSection(model: AlbumSection("Y"), items: []),
        ])
        #expect(headers(root) == ["R1", "R2", "Pinned", "B", "C", "A", "X, remastered", "Y", "Add"])

        try main.remove(recent)
        try main.remove(pinned)
        root.setEditing(false)
        #expect(headers(root) == ["B", "C", "A", "X, remastered", "Y"])
        #expect(footers(root) == [nil, nil, nil, nil, nil])
        #expect(probe.rows == [["2"], ["3"], ["1"], ["x"], []])
        #expect(root.sectionInfo(at: 5).header == nil)
    }

    @Test(
        "in one section of rows the children's headers are not the section's; an editing row keeps the main header"
    )
    func oneSectionOfRows() {
        let a = ArrayDataSource(items: ["a"], header: SectionTitleViewModel(title: "A"))
        let rows = MultiRowDataSource<String>(children: [a, ArrayDataSource(items: ["b"])])
        #expect(rows.sectionInfo(at: 0).header == nil)
        #expect(rows.sectionInfo(at: 0).footer == nil)

        a.sectionInfo.footer = SectionTitleViewModel(title: "A footer")
        let add = ArrayDataSource(items: ["Add…"], header: SectionTitleViewModel(title: "Add"))
        let editing = EditingDataSource(dataSource: a, editDataSource: add, editAsSection: false)
        editing.setEditing(true)
        #expect(editing.sectionInfo(at: 0).header?.title == "A")
        #expect(editing.sectionInfo(at: 0).footer?.title == "A footer")
        #expect(editing.sectionInfo(at: 1).header == nil)
    }

    @Test("a front-end dequeues by reuse identifier and binds the header view model to a header view")
    func headerViewBinds() throws {
        let source = ArrayDataSource(
            items: ["a"], header: SectionTitleViewModel(title: "Back in Black", subtitle: "1980"))
        let header = try #require(source.sectionInfo(at: 0).header)
        #expect(header.reuseIdentifier == "SectionTitle")
        let view = TitleHeaderView()
        try view.setViewModel(untyped: header)
        view.handle(.attached)
        try view.setViewModel(untyped: try #require(source.sectionInfo(at: 0).header))
        #expect(view.text == "Back in Black / 1980")
        #expect(view.binds == 1)
        #expect(throws: ViewModelError.self) {
            try view.setViewModel(untyped: ArtistHeaderViewModel(title: "AC/DC", albumCount: 2))
        }
    }

    @Test("header view models are values or objects, with the type name as default reuse identifier")
    func valuesAndObjects() {
        let object = ArtistHeaderViewModel(title: "AC/DC", albumCount: 2)
        #expect(object.reuseIdentifier == "ArtistHeaderViewModel")
        #expect(object.subtitle == nil)
        #expect(AlbumSection("A").reuseIdentifier == "AlbumSection")
        #expect(SectionTitleViewModel(title: "t", reuseIdentifier: "Custom").reuseIdentifier == "Custom")
        let source = ArrayDataSource(items: ["a"], header: object)
        #expect(source.sectionInfo(at: 0).header as? ArtistHeaderViewModel === object)
    }

    @Test("a data source holds its header and footer view models and releases them with itself")
    func lifetime() {
        let leaks = LeakTracker()
        do {
            let header = ArtistHeaderViewModel(title: "AC/DC", albumCount: 2)
            let footer = ArtistHeaderViewModel(title: "end", albumCount: 0)
            let child = ArrayDataSource(items: ["a"], header: header)
            child.sectionInfo.footer = footer
            let root = MultiSectionDataSource<String>(children: [child])
            let probe = ListProbe(root)
            #expect(root.sectionInfo(at: 0).header?.title == "AC/DC")
            leaks.track(header, "header view model")
            leaks.track(footer, "footer view model")
            leaks.track(child, "data source")
            leaks.track(probe, "probe")
        }
        leaks.expectReleased()
    }
}

/// A data source that supplies no header or footer: the protocol's defaults.
@MainActor
private final class StubSource: ListDataSource {
    weak var parent: (any ListDataSourceParent)?
    var numberOfSections: Int { 1 }
    var isEditing: Bool { false }
    func numberOfRows(inSection section: Int) throws(ListError) -> Int { 0 }
    func item(at indexPath: ListIndexPath) throws(ListError) -> String {
        throw .indexPathOutOfRange(indexPath, rowCount: 0)
    }
    func setEditing(_ editing: Bool) {}
}
