import Testing

@testable import LoomTerminal

@Suite("ListBox")
struct ListBoxTests {
    private func rows(_ count: Int) -> [ListRow] {
        (0..<count).map { ListRow("row \($0)") }
    }

    @Test("the first row is selected and arrows move the selection within bounds")
    func arrows() {
        var list = ListBox(rows: rows(3))
        #expect(list.selection == 0)
        #expect(list.handle(.up) == .handled)
        #expect(list.handle(.down) == .intent(.selectionChanged(1)))
        #expect(list.handle(.down) == .intent(.selectionChanged(2)))
        #expect(list.handle(.down) == .handled)
        #expect(list.selection == 2)
    }

    @Test("an empty list has no selection and handles navigation without emitting")
    func emptyList() {
        var list = ListBox(emptyText: "No results")
        #expect(list.selection == nil)
        #expect(list.selectedRow == nil)
        for key: Key in [.up, .down, .pageUp, .pageDown, .home, .end, .enter] {
            #expect(list.handle(key) == .handled)
        }
        var screen = ScreenBuffer(width: 20, height: 2)
        list.render(into: &screen, in: screen.bounds)
        #expect(screen.line(0) == "No results")
    }

    @Test("page down and page up move by the viewport height and scroll")
    func paging() {
        var list = ListBox(rows: rows(10), viewportHeight: 3)
        #expect(list.handle(.pageDown) == .intent(.selectionChanged(3)))
        #expect(list.offset == 1)
        #expect(list.handle(.pageDown) == .intent(.selectionChanged(6)))
        #expect(list.handle(.pageDown) == .intent(.selectionChanged(9)))
        #expect(list.handle(.pageDown) == .handled)
        #expect(list.offset == 7)
        #expect(list.handle(.pageUp) == .intent(.selectionChanged(6)))
        #expect(list.offset == 6)
        #expect(list.handle(.home) == .intent(.selectionChanged(0)))
        #expect(list.offset == 0)
        #expect(list.handle(.end) == .intent(.selectionChanged(9)))
        #expect(list.offset == 7)
    }

    @Test("enter activates the selected row")
    func activate() {
        var list = ListBox(rows: rows(3))
        list.select(2)
        #expect(list.handle(.enter) == .intent(.activated(2)))
        #expect(list.handle(.character("x")) == .ignored)
    }

    @Test("when the rows shrink the selection and offset are clamped")
    func shrinkingRows() {
        var list = ListBox(rows: rows(10), viewportHeight: 3)
        list.select(8)
        #expect(list.offset == 6)
        list.rows = rows(4)
        #expect(list.selection == 3)
        #expect(list.offset == 1)
        list.rows = []
        #expect(list.selection == nil)
        #expect(list.offset == 0)
        list.rows = rows(2)
        #expect(list.selection == 0)
    }

    @Test("select clamps out-of-range indices")
    func selectClamps() {
        var list = ListBox(rows: rows(3))
        list.select(-4)
        #expect(list.selection == 0)
        list.select(99)
        #expect(list.selection == 2)
    }

    @Test("rendering shows the visible window with the selection in inverse video and details right-aligned")
    func rendering() {
        var list = ListBox(rows: [ListRow("Bohemian Rhapsody", detail: "5:55"), "Another One", "Radio Ga Ga"])
        list.viewportHeight = 2
        list.handle(.down)
        list.handle(.down)
        var screen = ScreenBuffer(width: 24, height: 3)
        list.render(into: &screen, in: Rect(row: 1, column: 0, width: 24, height: 2))
        #expect(screen.line(0) == "")
        #expect(screen.line(1) == "Another One")
        #expect(screen.line(2) == "Radio Ga Ga")
        #expect(screen[2, 23].style.isInverse)
        #expect(!screen[1, 0].style.isInverse)
        list.handle(.home)
        list.render(into: &screen, in: Rect(row: 1, column: 0, width: 24, height: 2))
        #expect(screen.line(1) == "Bohemian Rhapsody   5:55")
    }

    @Test("a viewport shorter than viewportHeight still shows the selection")
    func shortViewport() {
        var list = ListBox(rows: rows(10), viewportHeight: 8)
        list.select(5)
        var screen = ScreenBuffer(width: 10, height: 2)
        list.render(into: &screen, in: screen.bounds)
        #expect(screen.text == "row 4\nrow 5")
    }

    @Test("highlighted parts of a row are bold and underlined, selected or not, and never the ellipsis")
    func highlights() {
        let list = ListBox(
            rows: [
                ListRow("Love Gun", highlights: [0..<4]),
                ListRow("Loud Love songs", highlights: [5..<9, 10..<15]),
            ],
            isFocused: true)
        var screen = ScreenBuffer(width: 12, height: 2)
        list.render(into: &screen, in: screen.bounds)
        #expect(screen[0, 0].style == TextStyle(bold: true, underlined: true, inverse: true))
        #expect(screen[0, 4].style == .inverse)
        #expect(screen.line(1) == "Loud Love s…")
        #expect(screen[1, 5].style == TextStyle(bold: true, underlined: true))
        #expect(!screen[1, 4].style.isUnderlined)
        #expect(screen[1, 10].style.isUnderlined)
        #expect(!screen[1, 11].style.isUnderlined)
    }
}
