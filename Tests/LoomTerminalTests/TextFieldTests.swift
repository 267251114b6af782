import Testing

@testable import LoomTerminal

@Suite("TextField")
struct TextFieldTests {
    @Test("typing inserts at the cursor and reports the new text")
    func typing() {
        var field = TextField()
        #expect(field.handle(.character("a")) == .intent(.textChanged("a")))
        #expect(field.handle(.character("c")) == .intent(.textChanged("ac")))
        #expect(field.handle(.left) == .handled)
        #expect(field.handle(.character("b")) == .intent(.textChanged("abc")))
        #expect(field.cursor == 2)
    }

    @Test("backspace deletes before the cursor and does nothing at the start")
    func backspace() {
        var field = TextField(text: "abc")
        #expect(field.handle(.backspace) == .intent(.textChanged("ab")))
        #expect(field.handle(.home) == .handled)
        #expect(field.handle(.backspace) == .handled)
        #expect(field.text == "ab")
        #expect(field.handle(.delete) == .intent(.textChanged("b")))
    }

    @Test("left and right move the cursor within the text")
    func cursorMovement() {
        var field = TextField(text: "ab")
        field.handle(.right)
        #expect(field.cursor == 2)
        field.handle(.left)
        field.handle(.left)
        field.handle(.left)
        #expect(field.cursor == 0)
        field.handle(.end)
        #expect(field.cursor == 2)
    }

    @Test("ctrl-u deletes everything before the cursor")
    func controlU() {
        var field = TextField(text: "hello world")
        field.handle(.left)
        field.handle(.left)
        #expect(field.handle(.control("u")) == .intent(.textChanged("ld")))
        #expect(field.cursor == 0)
        #expect(field.handle(.control("u")) == .handled)
        field.handle(.end)
        #expect(field.handle(.control("u")) == .intent(.textChanged("")))
    }

    @Test("enter submits the text and unrelated keys are ignored")
    func submitAndIgnore() {
        var field = TextField(text: "queen")
        #expect(field.handle(.enter) == .intent(.submitted("queen")))
        #expect(field.handle(.up) == .ignored)
        #expect(field.handle(.escape) == .ignored)
        field.isFocused = false
        #expect(field.handle(.character("x")) == .ignored)
        #expect(field.text == "queen")
    }

    @Test("a combining mark joins the previous character and keeps the cursor after it")
    func combiningMark() {
        var field = TextField(text: "e")
        #expect(field.handle(.character("\u{301}")) == .intent(.textChanged("e\u{301}")))
        #expect(field.cursor == 1)
        #expect(field.text.count == 1)
    }

    @Test("rendering shows prompt, text and the cursor after the text")
    func rendering() {
        var screen = ScreenBuffer(width: 20, height: 1)
        var field = TextField(prompt: "Search: ")
        field.handle(.character("a"))
        field.handle(.character("b"))
        field.render(into: &screen, in: screen.bounds)
        #expect(screen.line(0) == "Search: ab")
        #expect(screen.cursor == Position(row: 0, column: 10))
    }

    @Test("an empty field shows its placeholder and an unfocused field hides the cursor")
    func placeholder() {
        var screen = ScreenBuffer(width: 20, height: 1)
        TextField(placeholder: "type to search", isFocused: false).render(into: &screen, in: screen.bounds)
        #expect(screen.line(0) == "type to search")
        #expect(screen[0, 0].style.isDim)
        #expect(screen.cursor == nil)
    }

    @Test("text longer than the field scrolls to keep the cursor visible")
    func horizontalScrolling() {
        var screen = ScreenBuffer(width: 6, height: 1)
        let field = TextField(text: "abcdefgh", prompt: "> ")
        field.render(into: &screen, in: screen.bounds)
        #expect(screen.line(0) == "> fgh")
        #expect(screen.cursor == Position(row: 0, column: 5))
        var atStart = field
        atStart.handle(.home)
        var other = ScreenBuffer(width: 6, height: 1)
        atStart.render(into: &other, in: other.bounds)
        #expect(other.line(0) == "> abcd")
        #expect(other.cursor == Position(row: 0, column: 2))
    }

    @Test("alt-backspace and ctrl-w delete the word before the cursor, with the spaces after it")
    func deleteWord() {
        var field = TextField(text: "buy fresh  milk")
        #expect(field.handle(.alt(.backspace)) == .intent(.textChanged("buy fresh  ")))
        #expect(field.handle(.control("w")) == .intent(.textChanged("buy ")))
        #expect(field.cursor == 4)
        field.setText("one two three")
        for _ in 0..<7 { field.handle(.left) }  // in "two", before its "o"
        #expect(field.handle(.alt(.backspace)) == .intent(.textChanged("one o three")))
        #expect(field.cursor == 4)
        #expect(field.handle(.alt(.backspace)) == .intent(.textChanged("o three")))
        #expect(field.handle(.alt(.backspace)) == .handled)  // nothing before the cursor
        #expect(field.text == "o three")
    }

    @Test("alt-enter and other alt keys are left to the program: they neither submit nor edit")
    func altEnterIgnored() {
        var field = TextField(text: "milk")
        #expect(field.handle(.alt(.enter)) == .ignored)
        #expect(field.handle(.alt(.character("b"))) == .ignored)
        #expect(field.text == "milk")
    }

    @Test("a paste is inserted at the cursor on one line, line breaks as spaces, and never submits")
    func paste() {
        var field = TextField(text: "[]")
        field.handle(.left)
        #expect(
            field.handle(.paste("Buy milk\nWalk the dog\tq\u{1B}\n"))
                == .intent(.textChanged("[Buy milk Walk the dog q ]")))
        #expect(field.cursor == 25)
        #expect(field.handle(.paste("\u{1B}\u{07}")) == .handled)  // only control characters: nothing
        #expect(field.text == "[Buy milk Walk the dog q ]")
        var unfocused = TextField(isFocused: false)
        #expect(unfocused.handle(.paste("x")) == .ignored)
    }
}
