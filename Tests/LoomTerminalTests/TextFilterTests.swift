import Testing

@testable import LoomTerminal

@Suite("TextFilter: what a TerminalListView filters by")
struct TextFilterTests {
    @Test("every word must be found, in the text or the detail, ignoring case")
    func matching() {
        let row = ListRow("Love Boat Captain", detail: "Pearl Jam")
        #expect(TextFilter("love").matches(row))
        #expect(TextFilter("LOVE pearl").matches(row))
        #expect(TextFilter("  boat   captain ").matches(row))
        #expect(!TextFilter("love gun").matches(row))
        #expect(TextFilter("").isEmpty && TextFilter(" \t").isEmpty)
        #expect(TextFilter("").matches(row))
    }

    @Test("highlights are every place a word is found in the text, in character offsets")
    func highlights() {
        #expect(TextFilter("o").highlights(in: "Love Boat") == [1..<2, 6..<7])
        #expect(TextFilter("boat love").highlights(in: "Love Boat") == [5..<9, 0..<4])
        #expect(TextFilter("jam").highlights(in: "Love Boat").isEmpty)  // a detail's match is not highlighted
        // "İ" lower-cases to two scalars but stays one character: the offsets after it do not shift.
        #expect(TextFilter("stan").highlights(in: "İstanbul") == [1..<5])
        #expect(TextFilter("é").highlights(in: "Beyoncé") == [6..<7])
        #expect(TextFilter("aa").highlights(in: "aaaa") == [0..<2, 2..<4])
    }
}
