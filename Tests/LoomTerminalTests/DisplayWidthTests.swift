import Testing

@testable import LoomTerminal

@Suite("DisplayWidth")
struct DisplayWidthTests {
    @Test("characters take 1 column, wide characters and emoji 2, invisible ones 0")
    func columns() {
        #expect(DisplayWidth.columns(of: "abc") == 3)
        #expect(DisplayWidth.columns(of: "日本") == 4)
        #expect(DisplayWidth.columns(of: "👍") == 2)
        #expect(DisplayWidth.columns(of: "Beyonce\u{301}") == 7)
        #expect(DisplayWidth.columns(of: "\u{200B}") == 0)
        #expect(DisplayWidth.columns(of: "") == 0)
    }

    @Test("fit cuts with an ellipsis only when the text is too long")
    func fit() {
        #expect(DisplayWidth.fit("Hello, world", to: 8) == "Hello, …")
        #expect(DisplayWidth.fit("Hello", to: 5) == "Hello")
        #expect(DisplayWidth.fit("日本語", to: 4) == "日…")
        #expect(DisplayWidth.fit("Hello", to: 3, ellipsis: nil) == "Hel")
        #expect(DisplayWidth.fit("Hello", to: 0) == "")
    }

    @Test("pad aligns text within exactly the given width")
    func pad() {
        #expect(DisplayWidth.pad("3:45", to: 6, alignment: .trailing) == "  3:45")
        #expect(DisplayWidth.pad("ab", to: 5) == "ab   ")
        #expect(DisplayWidth.pad("ab", to: 5, alignment: .center) == " ab  ")
        #expect(DisplayWidth.pad("abcdef", to: 4) == "abc…")
    }
}
