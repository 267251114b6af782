import Loom
import LoomTesting
import Testing

@testable import LoomTerminal

/// The names of most tests: by letter, A: AC/DC, Abba, Aerosmith · B: Björk, Blur · C: Coldplay, Cream
/// · D: Dido.
private let names = ["Abba", "AC/DC", "Aerosmith", "Blur", "Björk", "Coldplay", "Cream", "Dido"]

/// A list over `source` whose every batch goes through the validator: an invalid batch is a test issue.
@MainActor
private func makeList(
    _ source: LetterDataSource, sourceLocation: SourceLocation = #_sourceLocation
) -> TerminalListView<Name> {
    TerminalListView(
        dataSource: source,
        onInvalidBatch: { error in Issue.record("invalid batch: \(error)", sourceLocation: sourceLocation) }
    ) { ListRow($0.id, detail: $0.detail) }
}

/// Draws `list` on a screen of its own.
@MainActor
private func draw(_ list: TerminalListView<Name>, width: Int = 30, height: Int) -> ScreenBuffer {
    var screen = ScreenBuffer(width: width, height: height)
    list.render(into: &screen, in: screen.bounds)
    return screen
}

/// A header line as drawn `width` columns wide: the title, then a rule.
private func header(_ title: String, width: Int = 30) -> String {
    title + " " + String(repeating: "─", count: width - title.count - 1)
}

/// The screen rows drawn in inverse video at column 2 (the selected row of a focused list).
private func selectedRows(_ screen: ScreenBuffer) -> [Int] {
    (0..<screen.height).filter { screen[$0, 2].style.isInverse }
}

private func at(_ section: Int, _ row: Int) -> ListIndexPath { ListIndexPath(section: section, row: row) }

/// A program showing artists by letter in a `TerminalListView`; Enter chooses one, Esc quits.
@MainActor
private final class ArtistsProgram: TerminalProgram {
    let source = LetterDataSource(names)
    lazy var list = makeList(source)
    var chosen: [String] = []

    func start(_ session: TerminalSession) {
        list.onChange = { [weak session] in session?.setNeedsDisplay() }
    }

    func draw(into screen: inout ScreenBuffer) {
        let parts = VerticalLayout([.fixed(1), .flexible]).split(screen.bounds)
        Label("Artists", style: .bold).render(into: &screen, in: parts[0])
        list.render(into: &screen, in: parts[1])
    }

    func handle(_ key: Key, session: TerminalSession) {
        switch list.handle(key) {
        case .intent(.activated):
            if let name = list.selectedItem?.id { chosen.append(name) }
        case .ignored:
            if key == .escape { session.quit() }
        default:
            break
        }
    }
}

@MainActor
@Suite("TerminalListView: a ListView on the terminal")
struct TerminalListViewTests {
    @Test(
        "sections show as a header line and their rows, the first row selected, the position and the index below"
    )
    func sectionsAndHeaders() {
        let list = makeList(LetterDataSource(names))
        let screen = draw(list, height: 13)
        #expect(
            (0..<12).map(screen.line) == [
                header("A"), "  AC/DC", "  Abba", "  Aerosmith", header("B"), "  Björk", "  Blur",
                header("C"),
                "  Coldplay", "  Cream", header("D"), "  Dido",
            ])
        #expect(screen.line(12) == "ABCD" + String(repeating: " ", count: 23) + "1/8")
        #expect(list.selection == at(0, 0))
        #expect(list.positionText == "1/8")
        #expect(selectedRows(screen) == [1])
        #expect(screen[0, 0].style.isBold)
        #expect(screen[12, 0].style.isBold && !screen[12, 0].style.isDim)  // A: the selection's section
        #expect(screen[12, 1].style.isDim)
    }

    @Test("on a headless terminal: keys move and jump, Enter chooses, and changes between keys are redrawn")
    func headless() {
        let program = ArtistsProgram()
        let terminal = HeadlessTerminal(program, width: 30, height: 6)
        #expect(
            terminal.screen.text
                == [
                    "Artists", header("A"), "  AC/DC", "  Abba", "  Aerosmith",
                    "ABCD" + String(repeating: " ", count: 23) + "1/8",
                ].joined(separator: "\n"))
        terminal.type("c")
        terminal.send(.down, .enter)
        #expect(program.chosen == ["Cream"])
        #expect(terminal.screen.line(1) == header("C"))
        #expect(terminal.screen.line(5).hasSuffix("7/8"))
        program.source.show(["Cher"] + names)  // not a key: the list asks for a redraw
        #expect(terminal.session.needsDisplay)
        #expect(terminal.screen.text.contains("  Cher"))
        #expect(terminal.screen.line(5).hasSuffix("8/9"))
        #expect(program.list.selectedItem?.id == "Cream")
        terminal.send(.escape)
        #expect(terminal.exitStatus == 0)
    }

    @Test("footers show after their section's rows")
    func footers() {
        let source = LetterDataSource(["Abba", "Blur", "Björk"])
        source.footers = true
        let list = makeList(source)
        let screen = draw(list, height: 8)
        #expect(
            (0..<7).map(screen.line) == [
                header("A"), "  Abba", "  1 name", header("B"), "  Björk", "  Blur", "  2 names",
            ])
    }

    @Test("arrows, home and end move across sections and skip headers; moving past an end reports nothing")
    func arrows() {
        let list = makeList(LetterDataSource(names))
        #expect(list.handle(.up) == .handled)
        #expect(list.handle(.down) == .intent(.selectionChanged(at(0, 1))))
        #expect(list.handle(.down) == .intent(.selectionChanged(at(0, 2))))
        #expect(list.handle(.down) == .intent(.selectionChanged(at(1, 0))))
        #expect(list.handle(.up) == .intent(.selectionChanged(at(0, 2))))
        #expect(list.handle(.end) == .intent(.selectionChanged(at(3, 0))))
        #expect(list.handle(.down) == .handled)
        #expect(list.positionText == "8/8")
        #expect(list.handle(.home) == .intent(.selectionChanged(at(0, 0))))
        #expect(list.handle(.enter) == .intent(.activated(at(0, 0))))
        #expect(list.selectedItem?.id == "AC/DC")
        #expect(list.handle(.tab) == .ignored)
    }

    @Test("page down and up move by the lines of a page; the list scrolls to keep the selection in view")
    func paging() {
        let list = makeList(LetterDataSource(names))
        _ = draw(list, height: 5)  // four lines of list, then the status line
        #expect(list.handle(.pageDown) == .intent(.selectionChanged(at(1, 0))))  // line 1 + 4: Björk
        var screen = draw(list, height: 5)
        #expect((0..<4).map(screen.line) == ["  Abba", "  Aerosmith", header("B"), "  Björk"])
        #expect(selectedRows(screen) == [3])
        #expect(list.handle(.pageDown) == .intent(.selectionChanged(at(2, 1))))  // line 9: Cream
        #expect(list.handle(.pageDown) == .intent(.selectionChanged(at(3, 0))))  // past the end: the last row
        screen = draw(list, height: 5)
        #expect((0..<4).map(screen.line) == ["  Coldplay", "  Cream", header("D"), "  Dido"])
        #expect(list.handle(.pageUp) == .intent(.selectionChanged(at(1, 1))))  // line 11 − 4: Blur's line 6
        screen = draw(list, height: 5)
        #expect((0..<4).map(screen.line) == ["  Blur", header("C"), "  Coldplay", "  Cream"])
        #expect(list.handle(.up) == .intent(.selectionChanged(at(1, 0))))
        screen = draw(list, height: 5)
        #expect(screen.line(0) == header("B"))  // up to a section's first row brings its header along
        #expect(selectedRows(screen) == [1])
    }

    @Test("the selection stays on its row, on the same screen line, when rows and sections arrive before it")
    func selectionThroughInserts() throws {
        let source = LetterDataSource(names)
        let list = makeList(source)
        try list.select(at(1, 1))  // Blur
        let before = selectedRows(draw(list, height: 6))
        source.show(names + ["Bach", "Adele", "ABBA Gold", "Arcade Fire"])
        #expect(list.selectedItem?.id == "Blur")
        #expect(list.selection == at(1, 2))
        #expect(selectedRows(draw(list, height: 6)) == before)
        source.show(["007", "Bach"] + names)  // a section before every other
        #expect(list.selectedItem?.id == "Blur")
        #expect(list.selection == at(2, 2))
        #expect(selectedRows(draw(list, height: 6)) == before)
    }

    @Test("when the selected row is deleted, the row now at its place is selected, or the last row")
    func selectionThroughDeletes() throws {
        let source = LetterDataSource(names)
        let list = makeList(source)
        try list.select(at(1, 0))  // Björk
        source.show(names.filter { $0 != "Björk" })
        #expect(list.selectedItem?.id == "Blur")
        source.show(names.filter { !["Björk", "Blur"].contains($0) })  // its whole section goes
        #expect(list.selectedItem?.id == "Coldplay")
        #expect(list.selection == at(1, 0))
        try list.select(at(2, 0))  // Dido, the last row
        source.show(["Abba", "Coldplay"])
        #expect(list.selectedItem?.id == "Coldplay")
        source.show([String]())
        #expect(list.selection == nil)
        #expect(list.positionText == nil)
        source.show(["Zappa"])
        #expect(list.selectedItem?.id == "Zappa")
    }

    @Test("a changed row is redrawn in place and keeps the selection")
    func reloadedRow() throws {
        let source = LetterDataSource(names)
        let list = makeList(source)
        try list.select(at(2, 1))
        source.show(names.map { Name(id: $0, detail: $0 == "Cream" ? "1966" : "") })
        #expect(list.selectedItem == Name(id: "Cream", detail: "1966"))
        let screen = draw(list, height: 13)
        #expect(screen.line(9) == "  Cream" + String(repeating: " ", count: 19) + "1966")
    }

    @Test("changes between keys call onChange once per batch, after the data source switched")
    func onChange() {
        let source = LetterDataSource(names)
        let list = makeList(source)
        var counts: [Int] = []
        list.onChange = { counts.append(list.shownRowCount) }
        source.show(names + ["Bach"])  // one stage: an insert
        source.show(names.filter { $0 != "Dido" } + ["Dire Straits"])  // a delete, then an insert
        #expect(counts == [9, 7, 8])
    }

    @Test(
        "typing a letter jumps to its section and shows it from its header; other titles and keys follow the rules"
    )
    func jumpToLetter() {
        let source = LetterDataSource(names + ["Fleetwood Mac", "Faith No More"])
        let list = makeList(source)
        #expect(list.handle(.character("c")) == .intent(.selectionChanged(at(2, 0))))
        var screen = draw(list, height: 5)
        #expect(screen.line(0) == header("C"))
        #expect(selectedRows(screen) == [1])
        #expect(screen.line(4).hasPrefix("ABCDF"))
        #expect(screen[4, 2].style.isBold && !screen[4, 2].style.isDim)  // C
        #expect(list.handle(.character("C")) == .handled)  // already there
        #expect(list.handle(.character("e")) == .intent(.selectionChanged(at(4, 0))))  // no E: the next, F
        #expect(list.handle(.character("z")) == .handled)  // nothing after Z: stays
        #expect(list.selection == at(4, 0))
        screen = draw(list, height: 5)
        #expect((0..<4).map(screen.line) == ["  Dido", header("F"), "  Faith No More", "  Fleetwood Mac"])
        #expect(list.handle(.character("?")) == .ignored)  // not a letter: the screen may use it
        #expect(list.handle(.character("a")) == .intent(.selectionChanged(at(0, 0))))
        source.indexed = false
        #expect(list.handle(.character("b")) == .ignored)  // no index: letters are the screen's
    }

    @Test(
        "filtering as you type keeps the matching rows under their headers, highlights them and counts them")
    func filterAsYouType() {
        let list = makeList(LetterDataSource(names))
        list.filtersAsYouType = true
        #expect(draw(list, height: 13).line(12).hasPrefix("Type to filter"))
        #expect(list.handle(.character("d")) == .intent(.filterChanged("d")))
        let screen = draw(list, height: 13)
        #expect(
            (0..<7).map(screen.line) == [
                header("A"), "  AC/DC", header("C"), "  Coldplay", header("D"), "  Dido", "",
            ])
        #expect(screen.line(12) == "Filter: d (3 of 8)" + String(repeating: " ", count: 9) + "1/3")
        #expect(screen[1, 5].style.isUnderlined && screen[1, 5].style.isBold)  // the D of AC/DC
        #expect(!screen[1, 4].style.isUnderlined)
        #expect(screen[5, 2].style.isUnderlined && screen[5, 4].style.isUnderlined)  // Dido: both d
        #expect(list.selection == at(0, 0))  // AC/DC matches: kept
        #expect(list.handle(.down) == .intent(.selectionChanged(at(2, 0))))  // Coldplay, across hidden rows
        #expect(list.handle(.backspace) == .intent(.filterChanged("")))
        #expect(list.selection == at(2, 0))
        #expect(list.shownRowCount == 8)
        #expect(list.handle(.backspace) == .ignored)  // nothing to delete: the screen may go back
    }

    @Test("a filter that hides the selection selects the first match; words match the text or the detail")
    func filterWordsAndSelection() throws {
        let source = LetterDataSource([])
        source.show(names.map { Name(id: $0, detail: $0 == "Blur" ? "Parklife" : "") })
        let list = makeList(source)
        list.filtersAsYouType = true
        try list.select(at(1, 1))  // Blur
        for character in "co pl" { list.handle(.character(character)) }
        #expect(list.filter == "co pl")
        #expect(list.selectedItem?.id == "Coldplay")
        #expect(list.shownRowCount == 1)
        #expect(list.handle(.control("u")) == .intent(.filterChanged("")))
        list.filter = "PARK"  // the screen sets it
        #expect(list.selectedItem?.id == "Blur")
        #expect(list.handle(.escape) == .intent(.filterChanged("")))
        #expect(list.handle(.escape) == .ignored)
        list.filter = "zzz"
        let screen = draw(list, height: 4)
        #expect(screen.line(0) == "No row matches “zzz”")
        #expect(screen.line(3) == "Filter: zzz (0 of 8)")
        #expect(list.selection == nil)
        #expect(list.handle(.enter) == .handled)
        #expect(throws: ListError.indexPathOutOfRange(at(0, 3), rowCount: 3)) { try list.select(at(0, 3)) }
        try list.select(at(0, 0))  // hidden by the filter, and nothing is shown
        #expect(list.selection == nil)
    }

    @Test("a filtered list follows the data source's changes and keeps filtering")
    func filterThroughChanges() {
        let source = LetterDataSource(names)
        let list = makeList(source)
        list.filter = "d"
        list.handle(.end)
        #expect(list.selectedItem?.id == "Dido")
        source.show(names.filter { $0 != "Dido" } + ["Daft Punk", "Deep Purple", "Blondie"])
        // The deletions come first (Dido's section is then empty): the nearest match before it is kept
        // while the new rows arrive.
        #expect(list.selectedItem?.id == "Coldplay")
        #expect(list.shownRowCount == 5)  // AC/DC, Blondie, Coldplay, Daft Punk, Deep Purple
        #expect(list.positionText == "3/5")
    }

    @Test("a paste adds to the filter on one line; alt-backspace and ctrl-w delete its last word")
    func filterPasteAndWord() {
        let list = makeList(LetterDataSource(names))
        list.filtersAsYouType = true
        #expect(list.handle(.paste("co\nld")) == .intent(.filterChanged("co ld")))
        #expect(list.handle(.alt(.backspace)) == .intent(.filterChanged("co ")))
        #expect(list.handle(.control("w")) == .intent(.filterChanged("")))
        #expect(list.handle(.alt(.backspace)) == .ignored)  // nothing to delete: the screen may use it
        let plain = makeList(LetterDataSource(names))
        #expect(plain.handle(.paste("q")) == .ignored)  // no filter: a paste is not a key
        #expect(plain.selection == at(0, 0))
    }

    @Test("a list with index titles but a filter typed as you go uses letters for the filter")
    func filterWinsOverIndex() {
        let list = makeList(LetterDataSource(names))
        list.filtersAsYouType = true
        #expect(list.handle(.character("c")) == .intent(.filterChanged("c")))
        #expect(list.handle(.character("?")) == .intent(.filterChanged("c?")))
    }

    @Test("while the data source is editing, rows show their editing mark")
    func editingMarks() {
        let source = LetterDataSource(["Abba", "Blur"])
        let list = makeList(source)
        source.setEditing(true)
        #expect(draw(list, height: 5).line(1) == "− Abba")
        source.setEditing(false)
        #expect(draw(list, height: 5).line(1) == "  Abba")
    }

    @Test("a list without the editing column draws its rows from the first column, filter matches too")
    func withoutEditingColumn() {
        let list = makeList(LetterDataSource(["Abba", "Blur"]))
        list.showsEditingColumn = false
        #expect(draw(list, height: 5).line(1) == "Abba")
        list.filter = "bl"
        let screen = draw(list, height: 5)
        #expect(screen.line(1) == "Blur")
        #expect(screen[1, 0].style.isUnderlined && screen[1, 1].style.isUnderlined)
        #expect(!screen[1, 2].style.isUnderlined)
    }

    @Test("an unfocused list ignores keys and shows its selection bold")
    func unfocused() {
        let list = makeList(LetterDataSource(names))
        list.isFocused = false
        #expect(list.handle(.down) == .ignored)
        #expect(list.handle(.character("c")) == .ignored)
        let screen = draw(list, height: 4)
        #expect(selectedRows(screen).isEmpty)
        #expect(screen[1, 2].style.isBold)
    }

    @Test("an empty list shows its empty text and no position; a one-line rectangle has no status line")
    func emptyAndSmall() {
        let source = LetterDataSource([])
        let list = TerminalListView(dataSource: source, emptyText: "No artists") { ListRow($0.id) }
        for key: Key in [.up, .down, .pageUp, .pageDown, .home, .end, .enter] {
            #expect(list.handle(key) == .handled)
        }
        #expect(draw(list, height: 3).text == "No artists\n\n")
        source.show(names)
        #expect(list.selection == at(0, 0))
        let screen = draw(list, height: 1)
        #expect(screen.line(0) == "  AC/DC")  // the selection shows, the status line does not
        let nothing = draw(list, width: 0, height: 0)
        #expect(nothing.text.isEmpty)
    }

    @Test("an invalid batch is reported to onInvalidBatch with the rule, and the list shows the data source")
    func invalidBatch() {
        let source = LetterDataSource(["Abba"])
        var errors: [InvalidBatchError] = []
        let list = TerminalListView(dataSource: source, onInvalidBatch: { errors.append($0) }) {
            ListRow($0.id)
        }
        // A wrong report: the contents gain a row, the batch says nothing was inserted.
        source.report(ChangeSet(reloadedRows: [at(0, 0)])) {}
        #expect(errors.isEmpty)
        source.show(["Abba", "ABC"])
        #expect(errors.isEmpty)
        let broken = LetterDataSource(["Abba"])
        let other = TerminalListView(dataSource: broken, onInvalidBatch: { errors.append($0) }) {
            ListRow($0.id)
        }
        broken.report(ChangeSet(deletedRows: [at(0, 0)])) {}  // says a row went; it did not
        #expect(errors.map(\.violation.rule) == ["row count"])
        #expect(other.shownRowCount == 1)
        #expect(list.shownRowCount == 2)
    }

    @Test("rows of cell view models show the title and the subtitle at the right")
    func cellViewModels() {
        let source = ArrayDataSource<any CellViewModel>(items: [InsertCellViewModel(title: "Add a track…")])
        source.sectionInfo.headerTitle = "Tracks"
        let list = TerminalListView(dataSource: source, emptyText: "none")
        var screen = ScreenBuffer(width: 20, height: 3)
        list.render(into: &screen, in: screen.bounds)
        #expect(screen.line(0) == header("Tracks", width: 20))
        #expect(screen.line(1) == "  Add a track…")
        #expect(screen.line(2) == String(repeating: " ", count: 17) + "1/1")
        source.setEditing(true)
        list.render(into: &screen, in: screen.bounds)
        #expect(screen.line(1) == "+ Add a track…")
    }

    @Test("the list owns its adapter, updater and data source, and nothing keeps the list alive")
    func lifetime() {
        let leaks = LeakTracker()
        do {
            let source = LetterDataSource(names)
            let list = makeList(source)
            list.onChange = { [weak list] in _ = list?.selection }
            leaks.track(list, "list")
            leaks.track(list.adapter, "adapter")
            leaks.track(list.adapter.updater, "updater")
            leaks.track(source, "data source")
            source.show(names + ["Bach"])
        }
        leaks.expectReleased()
    }
}
