import AppKit
import Loom
import LoomAppKit
import StandInTesting
import Testing

/// LoomAppKit's `TableViewAdapter` on the AppKit stand-in's view-based table view: what it shows, what the
/// user does with it, and every change of the data source, with the rows on screen always the data
/// source's.
@MainActor
@Suite("LoomAppKit's TableViewAdapter on the stand-in")
struct TableViewAdapterTests {
    @Test("shows rows in bound cell views and animates changes; a swiped row's delete deletes it")
    func showsAndDeletes() throws {
        let model = ArrayModel(["Hells Bells", "Shoot to Thrill", "Back in Black"])
        let source = MutableArrayDataSource(model: model) { $0 }
        source.allowsDeleting = true
        let table = makeTable()
        let adapter = TableViewAdapter(tableView: table, dataSource: source)
        #expect(shownTexts(table) == ["Hells Bells", "Shoot to Thrill", "Back in Black"])
        model.append("You Shook Me All Night Long")
        _ = try model.remove(at: 0)
        #expect(shownTexts(table) == ["Shoot to Thrill", "Back in Black", "You Shook Me All Night Long"])
        let actions = table.simulateSwipe(row: 1, edge: .trailing)
        #expect(actions.map(\.style) == [.destructive])
        if let delete = actions.first { table.simulateTap(delete, row: 1) }
        #expect(model.elements == ["Shoot to Thrill", "You Shook Me All Night Long"])
        #expect(shownTexts(table) == ["Shoot to Thrill", "You Shook Me All Night Long"])
        #expect(table.raisedExceptions.isEmpty)
        withExtendedLifetime(adapter) {}
    }

    @Test(
        "section headers are group rows showing their titles, which cannot be selected; a clicked row is selected"
    )
    func headersAndSelection() throws {
        let source = albums([
            (1, "Back in Black", [(1, "Hells Bells")]), (2, "Highway to Hell", [(2, "Touch Too Much")]),
        ])
        let table = makeTable()
        let adapter = TableViewAdapter(tableView: table, dataSource: source, showsSectionHeaders: true)
        #expect(
            shownTexts(table) == ["# Back in Black", "Hells Bells", "# Highway to Hell", "Touch Too Much"])
        #expect(!table.simulateClick(row: 2), "a header cannot be selected")
        #expect(table.simulateClick(row: 3))
        #expect(adapter.list.selection == ListIndexPath(section: 1, row: 0))
        try source.apply(
            [ListSection(model: Disc(id: 0, title: "Let There Be Rock"), items: [])] + source.sections)
        #expect(table.selectedRow == 4, "the selection follows its row")
        #expect(adapter.list.selection == ListIndexPath(section: 2, row: 0))
        #expect(table.raisedExceptions.isEmpty)
    }

    @Test("a row whose content changes shows its new content, bound, and its old cell view is unbound")
    func reloadedRowShowsNewContent() throws {
        let source = albums([(1, "Back in Black", [(1, "Hells Bells"), (2, "Shoot to Thrill")])])
        let table = makeTable()
        let adapter = TableViewAdapter(tableView: table, dataSource: source)
        let before = cellView(table, row: 0)
        try source.apply([
            ListSection(
                model: Disc(id: 1, title: "Back in Black"),
                items: [Tune(id: 1, title: "Hell's Bells"), Tune(id: 2, title: "Shoot to Thrill")])
        ])
        #expect(shownTexts(table) == ["Hell's Bells", "Shoot to Thrill"])
        #expect(cellView(table, row: 0)?.isBoundToViewModel == true)
        if let before, before !== cellView(table, row: 0) {
            #expect(!before.isBoundToViewModel, "the cell view that left the row is unbound")
        }
        #expect(table.raisedExceptions.isEmpty)
        withExtendedLifetime(adapter) {}
    }

    @Test(
        "a selected row whose content changes stays selected, in the table and in the list, without a new selection"
    )
    func reloadedRowStaysSelected() throws {
        let source = albums([(1, "Back in Black", [(1, "Hells Bells"), (2, "Shoot to Thrill")])])
        let table = makeTable()
        let adapter = TableViewAdapter(tableView: table, dataSource: source)
        var selections: [ListIndexPath] = []
        adapter.list.onSelect = { selections.append($0) }
        #expect(table.simulateClick(row: 1))
        #expect(selections == [ListIndexPath(section: 0, row: 1)])
        try source.apply([
            ListSection(
                model: Disc(id: 1, title: "Back in Black"),
                items: [Tune(id: 1, title: "Hells Bells"), Tune(id: 2, title: "Shoot to Thrill (live)")])
        ])
        #expect(shownTexts(table) == ["Hells Bells", "Shoot to Thrill (live)"])
        #expect(table.selectedRow == 1)
        #expect(adapter.list.selection == ListIndexPath(section: 0, row: 1))
        #expect(selections == [ListIndexPath(section: 0, row: 1)], "a change is not a selection by the user")
    }

    @Test(
        "under 300 random changes of sections and rows while the user scrolls and clicks, the rows on screen are the data source's",
        arguments: [1, 2, 3])
    func randomUse(seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        let source = albums([(1, "Back in Black", [(1, "Hells Bells")])])
        let table = makeTable()
        table.standInViewportRows = 6
        let adapter = TableViewAdapter(tableView: table, dataSource: source, showsSectionHeaders: true)
        var nextID = 10
        for step in 0..<300 {
            switch Int.random(in: 0..<10, using: &random) {
            case 0..<6:
                var sections = source.sections
                for _ in 0..<Int.random(in: 1...3, using: &random) {
                    mutate(&sections, nextID: &nextID, using: &random)
                }
                try source.apply(sections)
            case 6..<8:
                table.scrollRowToVisible(Int.random(in: 0..<max(1, table.numberOfRows), using: &random))
            default:
                table.simulateClick(row: Int.random(in: 0..<max(1, table.numberOfRows), using: &random))
            }
            let expected = expectedTexts(source.sections)
            #expect(table.numberOfRows == expected.count, "step \(step)")
            let visible = table.standInVisibleRows
            #expect(visible.map { shownText(table, row: $0) } == visible.map { expected[$0] }, "step \(step)")
            #expect(table.raisedExceptions.isEmpty, "step \(step)")
            let selectedLine = table.selectedRow >= 0 ? adapter.flatLayout.line(at: table.selectedRow) : nil
            #expect(selectedLine == adapter.list.selection.map { .row($0) }, "step \(step): one selection")
            if table.numberOfRows != expected.count || !table.raisedExceptions.isEmpty { break }
        }
        withExtendedLifetime(adapter) {}
    }

    // MARK: Helpers

    private func makeTable() -> NSTableView {
        let table = NSTableView(frame: .zero)
        table.addTableColumn(NSTableColumn(identifier: NSUserInterfaceItemIdentifier("Title")))
        return table
    }

    private func albums(_ contents: [(Int, String, [(Int, String)])]) -> SectionedDataSource<Disc, Tune> {
        let source = SectionedDataSource(
            sections: contents.map { album in
                ListSection(
                    model: Disc(id: album.0, title: album.1),
                    items: album.2.map { Tune(id: $0.0, title: $0.1) })
            })
        source.sectionInfo = { ListSectionInfo(headerTitle: $0.title) }
        return source
    }

    /// One random change: a section inserted or deleted, a row inserted, deleted or retitled, or a
    /// section retitled.
    private func mutate(
        _ sections: inout [ListSection<Disc, Tune>], nextID: inout Int, using random: inout SeededRandom
    ) {
        nextID += 1
        let kind = Int.random(in: 0..<6, using: &random)
        if sections.isEmpty || kind == 0 {
            let songs = (0..<Int.random(in: 0...3, using: &random)).map {
                Tune(id: nextID * 10 + $0, title: "Song \(nextID)-\($0)")
            }
            sections.insert(
                ListSection(model: Disc(id: nextID, title: "Album \(nextID)"), items: songs),
                at: Int.random(in: 0...sections.count, using: &random))
            return
        }
        let s = Int.random(in: 0..<sections.count, using: &random)
        var items = sections[s].items
        switch kind {
        case 1:
            sections.remove(at: s)
            return
        case 2:
            items.insert(
                Tune(id: nextID * 10, title: "Song \(nextID)"),
                at: Int.random(in: 0...items.count, using: &random))
        case 3 where !items.isEmpty:
            items.remove(at: Int.random(in: 0..<items.count, using: &random))
        case 4 where !items.isEmpty:
            let r = Int.random(in: 0..<items.count, using: &random)
            items[r] = Tune(id: items[r].id, title: items[r].title + "'")
        default:
            let model = sections[s].model
            sections[s] = ListSection(model: Disc(id: model.id, title: model.title + "'"), items: items)
            return
        }
        sections[s] = ListSection(model: sections[s].model, items: items)
    }

    private func expectedTexts(_ sections: [ListSection<Disc, Tune>]) -> [String] {
        sections.flatMap { ["# \($0.model.title)"] + $0.items.map(\.title) }
    }

    private func cellView(_ table: NSTableView, row: Int) -> CellViewModelTableCellView? {
        table.rowView(atRow: row, makeIfNecessary: false)?.view(atColumn: 0) as? CellViewModelTableCellView
    }

    /// A row's text: its cell view's text field, or "# " and the title of a header.
    private func shownText(_ table: NSTableView, row: Int) -> String {
        let view = table.rowView(atRow: row, makeIfNecessary: false)?.view(atColumn: 0)
        if let cell = view as? NSTableCellView { return cell.textField?.stringValue ?? "<no text field>" }
        if let label = view as? NSTextField { return "# " + label.stringValue }
        return "<no view>"
    }

    private func shownTexts(_ table: NSTableView) -> [String] {
        table.standInVisibleRows.map { shownText(table, row: $0) }
    }
}
