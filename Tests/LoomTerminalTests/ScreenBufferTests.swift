import Testing

@testable import LoomTerminal

@Suite("ScreenBuffer")
struct ScreenBufferTests {
    @Test("text is written at its position and read back without trailing spaces")
    func writesAndReads() {
        var screen = ScreenBuffer(width: 10, height: 2)
        let written = screen.write("ok", row: 1, column: 3, style: .bold)
        #expect(written == 2)
        #expect(screen.line(0) == "")
        #expect(screen.line(1) == "   ok")
        #expect(screen[1, 3] == Cell("o", style: .bold))
        #expect(screen.text == "\n   ok")
        #expect(screen.contains("ok"))
        #expect(!screen.contains("ko"))
    }

    @Test("long text is clipped to the buffer and to maxWidth")
    func clipsLongText() {
        var screen = ScreenBuffer(width: 5, height: 1)
        #expect(screen.write("Hello, world", row: 0, column: 0) == 5)
        #expect(screen.line(0) == "Hello")
        var other = ScreenBuffer(width: 10, height: 1)
        #expect(other.write("abcdef", row: 0, column: 2, maxWidth: 3) == 3)
        #expect(other.line(0) == "  abc")
    }

    @Test("writing outside the rows or left of the buffer draws only the visible part")
    func writesOutsideAreIgnored() {
        var screen = ScreenBuffer(width: 4, height: 1)
        #expect(screen.write("x", row: 1, column: 0) == 0)
        #expect(screen.write("x", row: -1, column: 0) == 0)
        screen.write("abcdef", row: 0, column: -2)
        #expect(screen.line(0) == "cdef")
    }

    @Test("a wide character takes two cells and is replaced by a space when it does not fit")
    func wideCharacters() {
        var screen = ScreenBuffer(width: 5, height: 1)
        #expect(screen.write("漢字x", row: 0, column: 0) == 5)
        #expect(screen[0, 0].character == "漢")
        #expect(screen[0, 1].isContinuation)
        #expect(screen[0, 2].character == "字")
        #expect(screen.line(0) == "漢字x")
        var narrow = ScreenBuffer(width: 3, height: 1)
        narrow.write("a漢字", row: 0, column: 0)
        #expect(narrow.line(0) == "a漢")
        narrow.write("字", row: 0, column: 2)
        #expect(narrow.line(0) == "a")
        #expect(!narrow[0, 2].isContinuation)
    }

    @Test("overwriting half of a wide character blanks its other half")
    func overwritingHalfOfWideCharacter() {
        var screen = ScreenBuffer(width: 4, height: 1)
        screen.write("漢字", row: 0, column: 0)
        screen.write("x", row: 0, column: 1)
        #expect(screen.line(0) == " x字")
        #expect(!screen[0, 1].isContinuation)
        screen.write("y", row: 0, column: 2)
        #expect(screen.line(0) == " xy")
        #expect(!screen[0, 3].isContinuation)
    }

    @Test("combining marks stay with their character and control characters become question marks")
    func combiningAndControlCharacters() {
        var screen = ScreenBuffer(width: 6, height: 1)
        screen.write("e\u{301}a\u{1B}[2Jb", row: 0, column: 0)
        #expect(screen[0, 0].character == "e\u{301}")
        #expect(screen.line(0) == "e\u{301}a?[2J")
        var lone = ScreenBuffer(width: 3, height: 1)
        lone.write("\u{301}\u{200B}ab", row: 0, column: 0)
        #expect(lone.line(0) == "ab")
    }

    @Test("fill covers the clipped rectangle and clear blanks everything")
    func fillAndClear() {
        var screen = ScreenBuffer(width: 3, height: 3)
        screen.fill(Rect(row: 1, column: 1, width: 5, height: 5), with: "#", style: .inverse)
        #expect(screen.text == "\n ##\n ##")
        #expect(screen[2, 2].style == .inverse)
        screen.cursor = Position(row: 0, column: 0)
        screen.clear()
        #expect(screen == ScreenBuffer(width: 3, height: 3))
    }

    @Test("a negative size makes an empty buffer that ignores writes")
    func negativeSize() {
        var screen = ScreenBuffer(width: -3, height: 2)
        #expect(screen.width == 0)
        #expect(screen.write("abc", row: 0, column: 0) == 0)
        #expect(screen.text == "\n")
    }
}
