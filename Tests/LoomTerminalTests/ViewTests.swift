import Testing

@testable import LoomTerminal

@Suite("Label, StatusLine, Button and VerticalLayout")
struct ViewTests {
    @Test("a label is aligned and clipped with an ellipsis")
    func label() {
        var screen = ScreenBuffer(width: 10, height: 1)
        Label("Hi", alignment: .center).render(into: &screen, in: screen.bounds)
        #expect(screen.line(0) == "    Hi")
        Label("Hello, world", style: .bold).render(into: &screen, in: screen.bounds)
        #expect(screen.line(0) == "Hello, wo…")
        #expect(screen[0, 0].style == .bold)
    }

    @Test("a status line fills its row and drops the trailing text when space is short")
    func statusLine() {
        var screen = ScreenBuffer(width: 20, height: 1)
        StatusLine(leading: "q quit", trailing: "3 results").render(into: &screen, in: screen.bounds)
        #expect(screen.line(0) == "q quit     3 results")
        #expect(screen[0, 8].style == .inverse)
        var narrow = ScreenBuffer(width: 10, height: 1)
        StatusLine(leading: "q quit", trailing: "3 results").render(into: &narrow, in: narrow.bounds)
        #expect(narrow.line(0) == "q quit")
    }

    @Test("a focused button is pressed by enter or space")
    func button() {
        var button = Button("+")
        #expect(button.handle(.enter) == .ignored)
        button.isFocused = true
        #expect(button.handle(.enter) == .intent(.pressed))
        #expect(button.handle(.character(" ")) == .intent(.pressed))
        #expect(button.handle(.character("x")) == .ignored)
        var screen = ScreenBuffer(width: 10, height: 1)
        button.render(into: &screen, in: Rect(row: 0, column: 2, width: 8, height: 1))
        #expect(screen.line(0) == "  [ + ]")
        #expect(button.width == 5)
    }

    @Test("a vertical layout gives fixed parts their height and shares the rest")
    func verticalLayout() {
        let parts = VerticalLayout([.fixed(1), .flexible, .fixed(2), .flexible])
            .split(Rect(row: 0, column: 0, width: 10, height: 8))
        #expect(parts.map(\.row) == [0, 1, 4, 6])
        #expect(parts.map(\.height) == [1, 3, 2, 2])
        let cramped = VerticalLayout([.fixed(3), .flexible, .fixed(3)])
            .split(Rect(row: 0, column: 0, width: 10, height: 4))
        #expect(cramped.map(\.height) == [3, 0, 1])
    }

    @Test("a rectangle inset and intersection never have negative sizes")
    func rect() {
        let rect = Rect(row: 0, column: 0, width: 4, height: 3)
        #expect(rect.inset(top: 1, bottom: 1) == Rect(row: 1, column: 0, width: 4, height: 1))
        #expect(rect.inset(left: 3, right: 3).isEmpty)
        #expect(rect.intersection(Rect(row: 5, column: 5, width: 1, height: 1)).isEmpty)
    }
}
