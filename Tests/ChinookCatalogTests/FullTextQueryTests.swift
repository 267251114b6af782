import Testing

@testable import ChinookCatalog

@Suite("Full-text query escaping")
struct FullTextQueryTests {
    @Test("each term becomes a quoted prefix phrase, joined by spaces")
    func quotedPrefixPhrases() {
        #expect(
            FullTextQuery(text: "  love   me\ttender\n")?.matchExpression == "\"love\"* \"me\"* \"tender\"*")
    }

    @Test("control characters such as NUL separate terms")
    func controlCharacters() {
        #expect(FullTextQuery(text: "love\u{0}rock\u{7}x")?.terms == ["love", "rock", "x"])
    }

    @Test("double quotes inside a term are doubled")
    func doubledQuotes() {
        #expect(FullTextQuery(text: "say\"hi\"")?.matchExpression == "\"say\"\"hi\"\"\"*")
    }

    @Test("operators and special characters stay inside the quotes")
    func operatorsAreQuoted() {
        #expect(
            FullTextQuery(text: "NEAR(a b) OR -c*")?.matchExpression == "\"NEAR(a\"* \"b)\"* \"OR\"* \"-c*\"*"
        )
    }

    @Test("terms without a letter or digit are dropped; nothing left gives nil")
    func punctuationOnly() {
        #expect(FullTextQuery(text: "love - *")?.terms == ["love"])
        #expect(FullTextQuery(text: " - * ( ) \"") == nil)
        #expect(FullTextQuery(text: "") == nil)
        #expect(FullTextQuery(text: "2")?.terms == ["2"])
    }

    @Test("a quote followed by a combining mark is doubled too (one Character to Swift, a quote to FTS5)")
    func quoteWithCombiningMark() {
        #expect(FullTextQuery(text: "a\"\u{33B}b")?.matchExpression == "\"a\"\"\u{33B}b\"*")
    }
}
