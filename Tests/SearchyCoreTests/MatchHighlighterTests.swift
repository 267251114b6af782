import SearchyCore
import Testing

@Suite("Match highlighting")
struct MatchHighlighterTests {
    @Test("a word of the search marks the start of every word it begins, ignoring case")
    func prefixes() {
        #expect(MatchHighlighter.ranges(of: "love", in: "Love, Hate, Love") == [0..<4, 12..<16])
        #expect(MatchHighlighter.ranges(of: "lo", in: "Loverman") == [0..<2])
        #expect(MatchHighlighter.ranges(of: "ove", in: "Loverman").isEmpty)
        #expect(MatchHighlighter.ranges(of: "LOVE", in: "love") == [0..<4])
    }

    @Test("diacritics do not count, either way")
    func diacritics() {
        #expect(MatchHighlighter.ranges(of: "beyonce", in: "Beyoncé") == [0..<7])
        #expect(MatchHighlighter.ranges(of: "meditação", in: "Meditacao") == [0..<9])
    }

    @Test("every word of the search is marked; touching marks merge")
    func severalWords() {
        #expect(MatchHighlighter.ranges(of: "love be", in: "Beyoncé in Love") == [0..<2, 11..<15])
        #expect(MatchHighlighter.ranges(of: "ac dc", in: "AC/DC") == [0..<2, 3..<5])
        #expect(MatchHighlighter.ranges(of: "l lo love", in: "Love") == [0..<4])
    }

    @Test("punctuation, empty text and words longer than the text mark nothing")
    func nothing() {
        #expect(MatchHighlighter.ranges(of: " -- ", in: "Love").isEmpty)
        #expect(MatchHighlighter.ranges(of: "love", in: "").isEmpty)
        #expect(MatchHighlighter.ranges(of: "lovers", in: "Love").isEmpty)
    }
}
